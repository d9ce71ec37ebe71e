module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64xbf16>, %arg1: tensor<64xbf16>, %arg2: tensor<128x64xbf16>, %arg3: tensor<4x64x64xbf16>, %arg4: tensor<4x64x64xbf16>, %arg5: tensor<4x64x64xbf16>, %arg6: tensor<64xbf16>, %arg7: tensor<64xbf16>, %arg8: tensor<64x4xbf16>, %arg9: tensor<64x128xbf16>, %arg10: tensor<32xbf16>, %arg11: tensor<32xbf16>, %arg12: tensor<64x128xbf16>, %arg13: tensor<128x64xbf16>, %arg14: tensor<64x128xbf16>, %arg15: tensor<64xbf16>, %arg16: tensor<32xbf16>, %arg17: tensor<32xbf16>, %arg18: tensor<64x128xbf16>, %arg19: tensor<128x64xbf16>, %arg20: tensor<64x128xbf16>, %arg21: tensor<64x40xbf16>, %arg22: tensor<64x40xbf16>, %arg23: tensor<32x128xbf16>, %arg24: tensor<32x128xbf16>, %arg25: tensor<64x64xbf16>, %arg26: tensor<64x64xbf16>, %arg27: tensor<64x32xbf16>, %arg28: tensor<64x32xbf16>, %arg29: tensor<32x96xbf16>, %arg30: tensor<32x96xbf16>, %arg31: tensor<2x16xi32>) -> (tensor<2x16x128xbf16> {jax.result_info = "result"}) {
    %0 = call @_take(%arg2, %arg31) : (tensor<128x64xbf16>, tensor<2x16xi32>) -> tensor<2x16x64xbf16>
    %1 = stablehlo.iota dim = 0 : tensor<16xi32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<16xi32>) -> tensor<2x16xi32>
    %3 = stablehlo.iota dim = 0 : tensor<16xi32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %5 = stablehlo.iota dim = 0 : tensor<16xi32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [1] : (tensor<16xi32>) -> tensor<1x16xi32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<1x16xi32>) -> tensor<16x16xi32>
    %8 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<16x1xi32>) -> tensor<16x16xi32>
    %9 = stablehlo.compare LE, %7, %8, SIGNED : (tensor<16x16xi32>, tensor<16x16xi32>) -> tensor<16x16xi1>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %cst = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %10 = call @_where_0(%9, %c, %cst) : (tensor<16x16xi1>, tensor<i32>, tensor<f32>) -> tensor<16x16xf32>
    %11 = stablehlo.convert %0 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %12 = chlo.square %11 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.reduce(%12 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_1 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %16 = stablehlo.divide %14, %15 : tensor<2x16x1xf32>
    %cst_2 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %18 = stablehlo.add %16, %17 : tensor<2x16x1xf32>
    %19 = stablehlo.rsqrt %18 : tensor<2x16x1xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %21 = stablehlo.multiply %11, %20 : tensor<2x16x64xf32>
    %22 = stablehlo.convert %21 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %23 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %25 = stablehlo.multiply %22, %24 : tensor<2x16x64xbf16>
    %26 = stablehlo.dot_general %25, %arg27, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x32xbf16>) -> tensor<2x16x32xbf16>
    %27 = stablehlo.convert %26 : (tensor<2x16x32xbf16>) -> tensor<2x16x32xf32>
    %28 = chlo.square %27 : tensor<2x16x32xf32> -> tensor<2x16x32xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.reduce(%28 init: %cst_3) applies stablehlo.add across dimensions = [2] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_4 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %32 = stablehlo.divide %30, %31 : tensor<2x16x1xf32>
    %cst_5 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %34 = stablehlo.add %32, %33 : tensor<2x16x1xf32>
    %35 = stablehlo.rsqrt %34 : tensor<2x16x1xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x32xf32>
    %37 = stablehlo.multiply %27, %36 : tensor<2x16x32xf32>
    %38 = stablehlo.convert %37 : (tensor<2x16x32xf32>) -> tensor<2x16x32xbf16>
    %39 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<32xbf16>) -> tensor<1x1x32xbf16>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2] : (tensor<1x1x32xbf16>) -> tensor<2x16x32xbf16>
    %41 = stablehlo.multiply %38, %40 : tensor<2x16x32xbf16>
    %42 = stablehlo.dot_general %41, %arg29, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x32xbf16>, tensor<32x96xbf16>) -> tensor<2x16x96xbf16>
    %43 = stablehlo.reshape %42 : (tensor<2x16x96xbf16>) -> tensor<2x16x4x24xbf16>
    %44 = stablehlo.slice %43 [0:2, 0:16, 0:4, 0:16] : (tensor<2x16x4x24xbf16>) -> tensor<2x16x4x16xbf16>
    %45 = stablehlo.slice %43 [0:2, 0:16, 0:4, 16:24] : (tensor<2x16x4x24xbf16>) -> tensor<2x16x4x8xbf16>
    %46 = stablehlo.iota dim = 0 : tensor<4xf32>
    %cst_6 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %48 = stablehlo.multiply %47, %46 : tensor<4xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %50 = stablehlo.add %49, %48 : tensor<4xf32>
    %51 = stablehlo.negate %50 : tensor<4xf32>
    %cst_8 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %53 = stablehlo.divide %51, %52 : tensor<4xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %55 = stablehlo.power %54, %53 : tensor<4xf32>
    %56 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %57 = stablehlo.convert %56 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %58 = stablehlo.broadcast_in_dim %55, dims = [3] : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %59 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x4xf32>
    %60 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xf32>) -> tensor<2x16x1x4xf32>
    %61 = stablehlo.multiply %59, %60 : tensor<2x16x1x4xf32>
    %62 = stablehlo.convert %45 : (tensor<2x16x4x8xbf16>) -> tensor<2x16x4x8xf32>
    %63 = stablehlo.reshape %62 : (tensor<2x16x4x8xf32>) -> tensor<2x16x4x4x2xf32>
    %64 = stablehlo.slice %63 [0:2, 0:16, 0:4, 0:4, 0:1] : (tensor<2x16x4x4x2xf32>) -> tensor<2x16x4x4x1xf32>
    %65 = stablehlo.reshape %64 : (tensor<2x16x4x4x1xf32>) -> tensor<2x16x4x4xf32>
    %66 = stablehlo.slice %63 [0:2, 0:16, 0:4, 0:4, 1:2] : (tensor<2x16x4x4x2xf32>) -> tensor<2x16x4x4x1xf32>
    %67 = stablehlo.reshape %66 : (tensor<2x16x4x4x1xf32>) -> tensor<2x16x4x4xf32>
    %68 = stablehlo.cosine %61 : tensor<2x16x1x4xf32>
    %69 = stablehlo.sine %61 : tensor<2x16x1x4xf32>
    %70 = stablehlo.broadcast_in_dim %68, dims = [0, 1, 2, 3] : (tensor<2x16x1x4xf32>) -> tensor<2x16x4x4xf32>
    %71 = stablehlo.multiply %65, %70 : tensor<2x16x4x4xf32>
    %72 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2, 3] : (tensor<2x16x1x4xf32>) -> tensor<2x16x4x4xf32>
    %73 = stablehlo.multiply %67, %72 : tensor<2x16x4x4xf32>
    %74 = stablehlo.subtract %71, %73 : tensor<2x16x4x4xf32>
    %75 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2, 3] : (tensor<2x16x1x4xf32>) -> tensor<2x16x4x4xf32>
    %76 = stablehlo.multiply %65, %75 : tensor<2x16x4x4xf32>
    %77 = stablehlo.broadcast_in_dim %68, dims = [0, 1, 2, 3] : (tensor<2x16x1x4xf32>) -> tensor<2x16x4x4xf32>
    %78 = stablehlo.multiply %67, %77 : tensor<2x16x4x4xf32>
    %79 = stablehlo.add %76, %78 : tensor<2x16x4x4xf32>
    %80 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 2, 3] : (tensor<2x16x4x4xf32>) -> tensor<2x16x4x4x1xf32>
    %81 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2, 3] : (tensor<2x16x4x4xf32>) -> tensor<2x16x4x4x1xf32>
    %82 = stablehlo.concatenate %80, %81, dim = 4 : (tensor<2x16x4x4x1xf32>, tensor<2x16x4x4x1xf32>) -> tensor<2x16x4x4x2xf32>
    %83 = stablehlo.reshape %82 : (tensor<2x16x4x4x2xf32>) -> tensor<2x16x4x8xf32>
    %84 = stablehlo.convert %83 : (tensor<2x16x4x8xf32>) -> tensor<2x16x4x8xbf16>
    %85 = stablehlo.dot_general %25, %arg21, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x40xbf16>) -> tensor<2x16x40xbf16>
    %86 = stablehlo.slice %85 [0:2, 0:16, 32:40] : (tensor<2x16x40xbf16>) -> tensor<2x16x8xbf16>
    %87 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 3] : (tensor<2x16x8xbf16>) -> tensor<2x16x1x8xbf16>
    %88 = stablehlo.iota dim = 0 : tensor<4xf32>
    %cst_10 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %89 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %90 = stablehlo.multiply %89, %88 : tensor<4xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %92 = stablehlo.add %91, %90 : tensor<4xf32>
    %93 = stablehlo.negate %92 : tensor<4xf32>
    %cst_12 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %95 = stablehlo.divide %93, %94 : tensor<4xf32>
    %cst_13 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %97 = stablehlo.power %96, %95 : tensor<4xf32>
    %98 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %99 = stablehlo.convert %98 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %100 = stablehlo.broadcast_in_dim %97, dims = [3] : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %101 = stablehlo.broadcast_in_dim %99, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x4xf32>
    %102 = stablehlo.broadcast_in_dim %100, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xf32>) -> tensor<2x16x1x4xf32>
    %103 = stablehlo.multiply %101, %102 : tensor<2x16x1x4xf32>
    %104 = stablehlo.convert %87 : (tensor<2x16x1x8xbf16>) -> tensor<2x16x1x8xf32>
    %105 = stablehlo.reshape %104 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x4x2xf32>
    %106 = stablehlo.slice %105 [0:2, 0:16, 0:1, 0:4, 0:1] : (tensor<2x16x1x4x2xf32>) -> tensor<2x16x1x4x1xf32>
    %107 = stablehlo.reshape %106 : (tensor<2x16x1x4x1xf32>) -> tensor<2x16x1x4xf32>
    %108 = stablehlo.slice %105 [0:2, 0:16, 0:1, 0:4, 1:2] : (tensor<2x16x1x4x2xf32>) -> tensor<2x16x1x4x1xf32>
    %109 = stablehlo.reshape %108 : (tensor<2x16x1x4x1xf32>) -> tensor<2x16x1x4xf32>
    %110 = stablehlo.cosine %103 : tensor<2x16x1x4xf32>
    %111 = stablehlo.sine %103 : tensor<2x16x1x4xf32>
    %112 = stablehlo.multiply %107, %110 : tensor<2x16x1x4xf32>
    %113 = stablehlo.multiply %109, %111 : tensor<2x16x1x4xf32>
    %114 = stablehlo.subtract %112, %113 : tensor<2x16x1x4xf32>
    %115 = stablehlo.multiply %107, %111 : tensor<2x16x1x4xf32>
    %116 = stablehlo.multiply %109, %110 : tensor<2x16x1x4xf32>
    %117 = stablehlo.add %115, %116 : tensor<2x16x1x4xf32>
    %118 = stablehlo.broadcast_in_dim %114, dims = [0, 1, 2, 3] : (tensor<2x16x1x4xf32>) -> tensor<2x16x1x4x1xf32>
    %119 = stablehlo.broadcast_in_dim %117, dims = [0, 1, 2, 3] : (tensor<2x16x1x4xf32>) -> tensor<2x16x1x4x1xf32>
    %120 = stablehlo.concatenate %118, %119, dim = 4 : (tensor<2x16x1x4x1xf32>, tensor<2x16x1x4x1xf32>) -> tensor<2x16x1x4x2xf32>
    %121 = stablehlo.reshape %120 : (tensor<2x16x1x4x2xf32>) -> tensor<2x16x1x8xf32>
    %122 = stablehlo.convert %121 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %123 = stablehlo.slice %85 [0:2, 0:16, 0:32] : (tensor<2x16x40xbf16>) -> tensor<2x16x32xbf16>
    %124 = stablehlo.convert %123 : (tensor<2x16x32xbf16>) -> tensor<2x16x32xf32>
    %125 = chlo.square %124 : tensor<2x16x32xf32> -> tensor<2x16x32xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %126 = stablehlo.reduce(%125 init: %cst_14) applies stablehlo.add across dimensions = [2] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %127 = stablehlo.broadcast_in_dim %126, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_15 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %129 = stablehlo.divide %127, %128 : tensor<2x16x1xf32>
    %cst_16 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %130 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %131 = stablehlo.add %129, %130 : tensor<2x16x1xf32>
    %132 = stablehlo.rsqrt %131 : tensor<2x16x1xf32>
    %133 = stablehlo.broadcast_in_dim %132, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x32xf32>
    %134 = stablehlo.multiply %124, %133 : tensor<2x16x32xf32>
    %135 = stablehlo.convert %134 : (tensor<2x16x32xf32>) -> tensor<2x16x32xbf16>
    %136 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<32xbf16>) -> tensor<1x1x32xbf16>
    %137 = stablehlo.broadcast_in_dim %136, dims = [0, 1, 2] : (tensor<1x1x32xbf16>) -> tensor<2x16x32xbf16>
    %138 = stablehlo.multiply %135, %137 : tensor<2x16x32xbf16>
    %139 = stablehlo.dot_general %138, %arg23, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x32xbf16>, tensor<32x128xbf16>) -> tensor<2x16x128xbf16>
    %140 = stablehlo.reshape %139 : (tensor<2x16x128xbf16>) -> tensor<2x16x4x32xbf16>
    %141 = stablehlo.slice %140 [0:2, 0:16, 0:4, 0:16] : (tensor<2x16x4x32xbf16>) -> tensor<2x16x4x16xbf16>
    %142 = stablehlo.slice %140 [0:2, 0:16, 0:4, 16:32] : (tensor<2x16x4x32xbf16>) -> tensor<2x16x4x16xbf16>
    %143 = stablehlo.dot_general %141, %44, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xbf16>, tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %144 = stablehlo.transpose %143, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xbf16>) -> tensor<2x16x4x16xbf16>
    %145 = stablehlo.reshape %122 : (tensor<2x16x1x8xbf16>) -> tensor<2x16x8xbf16>
    %146 = stablehlo.dot_general %84, %145, batching_dims = [0] x [0], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x8xbf16>, tensor<2x16x8xbf16>) -> tensor<2x16x4x16xbf16>
    %147 = stablehlo.add %144, %146 : tensor<2x16x4x16xbf16>
    %cst_17 = stablehlo.constant dense<2.041020e-01> : tensor<bf16>
    %148 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<bf16>) -> tensor<2x16x4x16xbf16>
    %149 = stablehlo.multiply %147, %148 : tensor<2x16x4x16xbf16>
    %150 = stablehlo.broadcast_in_dim %10, dims = [1, 3] : (tensor<16x16xf32>) -> tensor<1x16x1x16xf32>
    %151 = stablehlo.convert %149 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x16xf32>
    %152 = stablehlo.broadcast_in_dim %150, dims = [0, 1, 2, 3] : (tensor<1x16x1x16xf32>) -> tensor<2x16x4x16xf32>
    %153 = stablehlo.add %151, %152 : tensor<2x16x4x16xf32>
    %cst_18 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %154 = stablehlo.reduce(%153 init: %cst_18) applies stablehlo.maximum across dimensions = [3] : (tensor<2x16x4x16xf32>, tensor<f32>) -> tensor<2x16x4xf32>
    %cst_19 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %155 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<2x16x4xf32>
    %156 = stablehlo.maximum %155, %154 : tensor<2x16x4xf32>
    %157 = stablehlo.broadcast_in_dim %156, dims = [0, 1, 2] : (tensor<2x16x4xf32>) -> tensor<2x16x4x1xf32>
    %158 = stablehlo.broadcast_in_dim %157, dims = [0, 1, 2, 3] : (tensor<2x16x4x1xf32>) -> tensor<2x16x4x16xf32>
    %159 = stablehlo.subtract %153, %158 : tensor<2x16x4x16xf32>
    %160 = stablehlo.exponential %159 : tensor<2x16x4x16xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %161 = stablehlo.reduce(%160 init: %cst_20) applies stablehlo.add across dimensions = [3] : (tensor<2x16x4x16xf32>, tensor<f32>) -> tensor<2x16x4xf32>
    %162 = stablehlo.broadcast_in_dim %161, dims = [0, 1, 2] : (tensor<2x16x4xf32>) -> tensor<2x16x4x1xf32>
    %163 = stablehlo.broadcast_in_dim %162, dims = [0, 1, 2, 3] : (tensor<2x16x4x1xf32>) -> tensor<2x16x4x16xf32>
    %164 = stablehlo.divide %160, %163 : tensor<2x16x4x16xf32>
    %165 = stablehlo.convert %164 : (tensor<2x16x4x16xf32>) -> tensor<2x16x4x16xbf16>
    %166 = stablehlo.dot_general %142, %165, batching_dims = [0, 2] x [0, 2], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xbf16>, tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %167 = stablehlo.transpose %166, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xbf16>) -> tensor<2x16x4x16xbf16>
    %168 = stablehlo.reshape %167 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x64xbf16>
    %169 = stablehlo.dot_general %168, %arg25, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %170 = stablehlo.add %0, %169 : tensor<2x16x64xbf16>
    %171 = stablehlo.convert %170 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %172 = chlo.square %171 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %173 = stablehlo.reduce(%172 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %174 = stablehlo.broadcast_in_dim %173, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_22 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %175 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %176 = stablehlo.divide %174, %175 : tensor<2x16x1xf32>
    %cst_23 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %177 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %178 = stablehlo.add %176, %177 : tensor<2x16x1xf32>
    %179 = stablehlo.rsqrt %178 : tensor<2x16x1xf32>
    %180 = stablehlo.broadcast_in_dim %179, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %181 = stablehlo.multiply %171, %180 : tensor<2x16x64xf32>
    %182 = stablehlo.convert %181 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %183 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %184 = stablehlo.broadcast_in_dim %183, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %185 = stablehlo.multiply %182, %184 : tensor<2x16x64xbf16>
    %186 = stablehlo.dot_general %185, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x128xbf16>) -> tensor<2x16x128xbf16>
    %187 = call @silu(%186) : (tensor<2x16x128xbf16>) -> tensor<2x16x128xbf16>
    %188 = stablehlo.dot_general %185, %arg14, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x128xbf16>) -> tensor<2x16x128xbf16>
    %189 = stablehlo.multiply %187, %188 : tensor<2x16x128xbf16>
    %190 = stablehlo.dot_general %189, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xbf16>, tensor<128x64xbf16>) -> tensor<2x16x64xbf16>
    %191 = stablehlo.add %170, %190 : tensor<2x16x64xbf16>
    %192 = stablehlo.convert %191 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %193 = chlo.square %192 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %194 = stablehlo.reduce(%193 init: %cst_24) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %195 = stablehlo.broadcast_in_dim %194, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_25 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %196 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %197 = stablehlo.divide %195, %196 : tensor<2x16x1xf32>
    %cst_26 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %198 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %199 = stablehlo.add %197, %198 : tensor<2x16x1xf32>
    %200 = stablehlo.rsqrt %199 : tensor<2x16x1xf32>
    %201 = stablehlo.broadcast_in_dim %200, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %202 = stablehlo.multiply %192, %201 : tensor<2x16x64xf32>
    %203 = stablehlo.convert %202 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %204 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %205 = stablehlo.broadcast_in_dim %204, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %206 = stablehlo.multiply %203, %205 : tensor<2x16x64xbf16>
    %207 = stablehlo.dot_general %206, %arg28, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x32xbf16>) -> tensor<2x16x32xbf16>
    %208 = stablehlo.convert %207 : (tensor<2x16x32xbf16>) -> tensor<2x16x32xf32>
    %209 = chlo.square %208 : tensor<2x16x32xf32> -> tensor<2x16x32xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %210 = stablehlo.reduce(%209 init: %cst_27) applies stablehlo.add across dimensions = [2] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %211 = stablehlo.broadcast_in_dim %210, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_28 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %212 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %213 = stablehlo.divide %211, %212 : tensor<2x16x1xf32>
    %cst_29 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %214 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %215 = stablehlo.add %213, %214 : tensor<2x16x1xf32>
    %216 = stablehlo.rsqrt %215 : tensor<2x16x1xf32>
    %217 = stablehlo.broadcast_in_dim %216, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x32xf32>
    %218 = stablehlo.multiply %208, %217 : tensor<2x16x32xf32>
    %219 = stablehlo.convert %218 : (tensor<2x16x32xf32>) -> tensor<2x16x32xbf16>
    %220 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<32xbf16>) -> tensor<1x1x32xbf16>
    %221 = stablehlo.broadcast_in_dim %220, dims = [0, 1, 2] : (tensor<1x1x32xbf16>) -> tensor<2x16x32xbf16>
    %222 = stablehlo.multiply %219, %221 : tensor<2x16x32xbf16>
    %223 = stablehlo.dot_general %222, %arg30, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x32xbf16>, tensor<32x96xbf16>) -> tensor<2x16x96xbf16>
    %224 = stablehlo.reshape %223 : (tensor<2x16x96xbf16>) -> tensor<2x16x4x24xbf16>
    %225 = stablehlo.slice %224 [0:2, 0:16, 0:4, 0:16] : (tensor<2x16x4x24xbf16>) -> tensor<2x16x4x16xbf16>
    %226 = stablehlo.slice %224 [0:2, 0:16, 0:4, 16:24] : (tensor<2x16x4x24xbf16>) -> tensor<2x16x4x8xbf16>
    %227 = stablehlo.iota dim = 0 : tensor<4xf32>
    %cst_30 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %228 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %229 = stablehlo.multiply %228, %227 : tensor<4xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %230 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %231 = stablehlo.add %230, %229 : tensor<4xf32>
    %232 = stablehlo.negate %231 : tensor<4xf32>
    %cst_32 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %233 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %234 = stablehlo.divide %232, %233 : tensor<4xf32>
    %cst_33 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %235 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %236 = stablehlo.power %235, %234 : tensor<4xf32>
    %237 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %238 = stablehlo.convert %237 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %239 = stablehlo.broadcast_in_dim %236, dims = [3] : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %240 = stablehlo.broadcast_in_dim %238, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x4xf32>
    %241 = stablehlo.broadcast_in_dim %239, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xf32>) -> tensor<2x16x1x4xf32>
    %242 = stablehlo.multiply %240, %241 : tensor<2x16x1x4xf32>
    %243 = stablehlo.convert %226 : (tensor<2x16x4x8xbf16>) -> tensor<2x16x4x8xf32>
    %244 = stablehlo.reshape %243 : (tensor<2x16x4x8xf32>) -> tensor<2x16x4x4x2xf32>
    %245 = stablehlo.slice %244 [0:2, 0:16, 0:4, 0:4, 0:1] : (tensor<2x16x4x4x2xf32>) -> tensor<2x16x4x4x1xf32>
    %246 = stablehlo.reshape %245 : (tensor<2x16x4x4x1xf32>) -> tensor<2x16x4x4xf32>
    %247 = stablehlo.slice %244 [0:2, 0:16, 0:4, 0:4, 1:2] : (tensor<2x16x4x4x2xf32>) -> tensor<2x16x4x4x1xf32>
    %248 = stablehlo.reshape %247 : (tensor<2x16x4x4x1xf32>) -> tensor<2x16x4x4xf32>
    %249 = stablehlo.cosine %242 : tensor<2x16x1x4xf32>
    %250 = stablehlo.sine %242 : tensor<2x16x1x4xf32>
    %251 = stablehlo.broadcast_in_dim %249, dims = [0, 1, 2, 3] : (tensor<2x16x1x4xf32>) -> tensor<2x16x4x4xf32>
    %252 = stablehlo.multiply %246, %251 : tensor<2x16x4x4xf32>
    %253 = stablehlo.broadcast_in_dim %250, dims = [0, 1, 2, 3] : (tensor<2x16x1x4xf32>) -> tensor<2x16x4x4xf32>
    %254 = stablehlo.multiply %248, %253 : tensor<2x16x4x4xf32>
    %255 = stablehlo.subtract %252, %254 : tensor<2x16x4x4xf32>
    %256 = stablehlo.broadcast_in_dim %250, dims = [0, 1, 2, 3] : (tensor<2x16x1x4xf32>) -> tensor<2x16x4x4xf32>
    %257 = stablehlo.multiply %246, %256 : tensor<2x16x4x4xf32>
    %258 = stablehlo.broadcast_in_dim %249, dims = [0, 1, 2, 3] : (tensor<2x16x1x4xf32>) -> tensor<2x16x4x4xf32>
    %259 = stablehlo.multiply %248, %258 : tensor<2x16x4x4xf32>
    %260 = stablehlo.add %257, %259 : tensor<2x16x4x4xf32>
    %261 = stablehlo.broadcast_in_dim %255, dims = [0, 1, 2, 3] : (tensor<2x16x4x4xf32>) -> tensor<2x16x4x4x1xf32>
    %262 = stablehlo.broadcast_in_dim %260, dims = [0, 1, 2, 3] : (tensor<2x16x4x4xf32>) -> tensor<2x16x4x4x1xf32>
    %263 = stablehlo.concatenate %261, %262, dim = 4 : (tensor<2x16x4x4x1xf32>, tensor<2x16x4x4x1xf32>) -> tensor<2x16x4x4x2xf32>
    %264 = stablehlo.reshape %263 : (tensor<2x16x4x4x2xf32>) -> tensor<2x16x4x8xf32>
    %265 = stablehlo.convert %264 : (tensor<2x16x4x8xf32>) -> tensor<2x16x4x8xbf16>
    %266 = stablehlo.dot_general %206, %arg22, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x40xbf16>) -> tensor<2x16x40xbf16>
    %267 = stablehlo.slice %266 [0:2, 0:16, 32:40] : (tensor<2x16x40xbf16>) -> tensor<2x16x8xbf16>
    %268 = stablehlo.broadcast_in_dim %267, dims = [0, 1, 3] : (tensor<2x16x8xbf16>) -> tensor<2x16x1x8xbf16>
    %269 = stablehlo.iota dim = 0 : tensor<4xf32>
    %cst_34 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %270 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %271 = stablehlo.multiply %270, %269 : tensor<4xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %272 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %273 = stablehlo.add %272, %271 : tensor<4xf32>
    %274 = stablehlo.negate %273 : tensor<4xf32>
    %cst_36 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %275 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %276 = stablehlo.divide %274, %275 : tensor<4xf32>
    %cst_37 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %277 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %278 = stablehlo.power %277, %276 : tensor<4xf32>
    %279 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %280 = stablehlo.convert %279 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %281 = stablehlo.broadcast_in_dim %278, dims = [3] : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %282 = stablehlo.broadcast_in_dim %280, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x4xf32>
    %283 = stablehlo.broadcast_in_dim %281, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xf32>) -> tensor<2x16x1x4xf32>
    %284 = stablehlo.multiply %282, %283 : tensor<2x16x1x4xf32>
    %285 = stablehlo.convert %268 : (tensor<2x16x1x8xbf16>) -> tensor<2x16x1x8xf32>
    %286 = stablehlo.reshape %285 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x4x2xf32>
    %287 = stablehlo.slice %286 [0:2, 0:16, 0:1, 0:4, 0:1] : (tensor<2x16x1x4x2xf32>) -> tensor<2x16x1x4x1xf32>
    %288 = stablehlo.reshape %287 : (tensor<2x16x1x4x1xf32>) -> tensor<2x16x1x4xf32>
    %289 = stablehlo.slice %286 [0:2, 0:16, 0:1, 0:4, 1:2] : (tensor<2x16x1x4x2xf32>) -> tensor<2x16x1x4x1xf32>
    %290 = stablehlo.reshape %289 : (tensor<2x16x1x4x1xf32>) -> tensor<2x16x1x4xf32>
    %291 = stablehlo.cosine %284 : tensor<2x16x1x4xf32>
    %292 = stablehlo.sine %284 : tensor<2x16x1x4xf32>
    %293 = stablehlo.multiply %288, %291 : tensor<2x16x1x4xf32>
    %294 = stablehlo.multiply %290, %292 : tensor<2x16x1x4xf32>
    %295 = stablehlo.subtract %293, %294 : tensor<2x16x1x4xf32>
    %296 = stablehlo.multiply %288, %292 : tensor<2x16x1x4xf32>
    %297 = stablehlo.multiply %290, %291 : tensor<2x16x1x4xf32>
    %298 = stablehlo.add %296, %297 : tensor<2x16x1x4xf32>
    %299 = stablehlo.broadcast_in_dim %295, dims = [0, 1, 2, 3] : (tensor<2x16x1x4xf32>) -> tensor<2x16x1x4x1xf32>
    %300 = stablehlo.broadcast_in_dim %298, dims = [0, 1, 2, 3] : (tensor<2x16x1x4xf32>) -> tensor<2x16x1x4x1xf32>
    %301 = stablehlo.concatenate %299, %300, dim = 4 : (tensor<2x16x1x4x1xf32>, tensor<2x16x1x4x1xf32>) -> tensor<2x16x1x4x2xf32>
    %302 = stablehlo.reshape %301 : (tensor<2x16x1x4x2xf32>) -> tensor<2x16x1x8xf32>
    %303 = stablehlo.convert %302 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %304 = stablehlo.slice %266 [0:2, 0:16, 0:32] : (tensor<2x16x40xbf16>) -> tensor<2x16x32xbf16>
    %305 = stablehlo.convert %304 : (tensor<2x16x32xbf16>) -> tensor<2x16x32xf32>
    %306 = chlo.square %305 : tensor<2x16x32xf32> -> tensor<2x16x32xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %307 = stablehlo.reduce(%306 init: %cst_38) applies stablehlo.add across dimensions = [2] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %308 = stablehlo.broadcast_in_dim %307, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_39 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %309 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %310 = stablehlo.divide %308, %309 : tensor<2x16x1xf32>
    %cst_40 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %311 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %312 = stablehlo.add %310, %311 : tensor<2x16x1xf32>
    %313 = stablehlo.rsqrt %312 : tensor<2x16x1xf32>
    %314 = stablehlo.broadcast_in_dim %313, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x32xf32>
    %315 = stablehlo.multiply %305, %314 : tensor<2x16x32xf32>
    %316 = stablehlo.convert %315 : (tensor<2x16x32xf32>) -> tensor<2x16x32xbf16>
    %317 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<32xbf16>) -> tensor<1x1x32xbf16>
    %318 = stablehlo.broadcast_in_dim %317, dims = [0, 1, 2] : (tensor<1x1x32xbf16>) -> tensor<2x16x32xbf16>
    %319 = stablehlo.multiply %316, %318 : tensor<2x16x32xbf16>
    %320 = stablehlo.dot_general %319, %arg24, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x32xbf16>, tensor<32x128xbf16>) -> tensor<2x16x128xbf16>
    %321 = stablehlo.reshape %320 : (tensor<2x16x128xbf16>) -> tensor<2x16x4x32xbf16>
    %322 = stablehlo.slice %321 [0:2, 0:16, 0:4, 0:16] : (tensor<2x16x4x32xbf16>) -> tensor<2x16x4x16xbf16>
    %323 = stablehlo.slice %321 [0:2, 0:16, 0:4, 16:32] : (tensor<2x16x4x32xbf16>) -> tensor<2x16x4x16xbf16>
    %324 = stablehlo.dot_general %322, %225, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xbf16>, tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %325 = stablehlo.transpose %324, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xbf16>) -> tensor<2x16x4x16xbf16>
    %326 = stablehlo.reshape %303 : (tensor<2x16x1x8xbf16>) -> tensor<2x16x8xbf16>
    %327 = stablehlo.dot_general %265, %326, batching_dims = [0] x [0], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x8xbf16>, tensor<2x16x8xbf16>) -> tensor<2x16x4x16xbf16>
    %328 = stablehlo.add %325, %327 : tensor<2x16x4x16xbf16>
    %cst_41 = stablehlo.constant dense<2.041020e-01> : tensor<bf16>
    %329 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<bf16>) -> tensor<2x16x4x16xbf16>
    %330 = stablehlo.multiply %328, %329 : tensor<2x16x4x16xbf16>
    %331 = stablehlo.broadcast_in_dim %10, dims = [1, 3] : (tensor<16x16xf32>) -> tensor<1x16x1x16xf32>
    %332 = stablehlo.convert %330 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x16xf32>
    %333 = stablehlo.broadcast_in_dim %331, dims = [0, 1, 2, 3] : (tensor<1x16x1x16xf32>) -> tensor<2x16x4x16xf32>
    %334 = stablehlo.add %332, %333 : tensor<2x16x4x16xf32>
    %cst_42 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %335 = stablehlo.reduce(%334 init: %cst_42) applies stablehlo.maximum across dimensions = [3] : (tensor<2x16x4x16xf32>, tensor<f32>) -> tensor<2x16x4xf32>
    %cst_43 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %336 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<2x16x4xf32>
    %337 = stablehlo.maximum %336, %335 : tensor<2x16x4xf32>
    %338 = stablehlo.broadcast_in_dim %337, dims = [0, 1, 2] : (tensor<2x16x4xf32>) -> tensor<2x16x4x1xf32>
    %339 = stablehlo.broadcast_in_dim %338, dims = [0, 1, 2, 3] : (tensor<2x16x4x1xf32>) -> tensor<2x16x4x16xf32>
    %340 = stablehlo.subtract %334, %339 : tensor<2x16x4x16xf32>
    %341 = stablehlo.exponential %340 : tensor<2x16x4x16xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %342 = stablehlo.reduce(%341 init: %cst_44) applies stablehlo.add across dimensions = [3] : (tensor<2x16x4x16xf32>, tensor<f32>) -> tensor<2x16x4xf32>
    %343 = stablehlo.broadcast_in_dim %342, dims = [0, 1, 2] : (tensor<2x16x4xf32>) -> tensor<2x16x4x1xf32>
    %344 = stablehlo.broadcast_in_dim %343, dims = [0, 1, 2, 3] : (tensor<2x16x4x1xf32>) -> tensor<2x16x4x16xf32>
    %345 = stablehlo.divide %341, %344 : tensor<2x16x4x16xf32>
    %346 = stablehlo.convert %345 : (tensor<2x16x4x16xf32>) -> tensor<2x16x4x16xbf16>
    %347 = stablehlo.dot_general %323, %346, batching_dims = [0, 2] x [0, 2], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xbf16>, tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %348 = stablehlo.transpose %347, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xbf16>) -> tensor<2x16x4x16xbf16>
    %349 = stablehlo.reshape %348 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x64xbf16>
    %350 = stablehlo.dot_general %349, %arg26, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %351 = stablehlo.add %191, %350 : tensor<2x16x64xbf16>
    %352 = stablehlo.convert %351 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %353 = chlo.square %352 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %354 = stablehlo.reduce(%353 init: %cst_45) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %355 = stablehlo.broadcast_in_dim %354, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_46 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %356 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %357 = stablehlo.divide %355, %356 : tensor<2x16x1xf32>
    %cst_47 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %358 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %359 = stablehlo.add %357, %358 : tensor<2x16x1xf32>
    %360 = stablehlo.rsqrt %359 : tensor<2x16x1xf32>
    %361 = stablehlo.broadcast_in_dim %360, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %362 = stablehlo.multiply %352, %361 : tensor<2x16x64xf32>
    %363 = stablehlo.convert %362 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %364 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %365 = stablehlo.broadcast_in_dim %364, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %366 = stablehlo.multiply %363, %365 : tensor<2x16x64xbf16>
    %367 = stablehlo.reshape %366 : (tensor<2x16x64xbf16>) -> tensor<32x64xbf16>
    %368 = stablehlo.dot_general %367, %arg8, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xbf16>, tensor<64x4xbf16>) -> tensor<32x4xbf16>
    %369 = stablehlo.convert %368 : (tensor<32x4xbf16>) -> tensor<32x4xf32>
    %cst_48 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %370 = stablehlo.reduce(%369 init: %cst_48) applies stablehlo.maximum across dimensions = [1] : (tensor<32x4xf32>, tensor<f32>) -> tensor<32xf32>
    %cst_49 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %371 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %372 = stablehlo.maximum %371, %370 : tensor<32xf32>
    %373 = stablehlo.broadcast_in_dim %372, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %374 = stablehlo.broadcast_in_dim %373, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x4xf32>
    %375 = stablehlo.subtract %369, %374 : tensor<32x4xf32>
    %376 = stablehlo.exponential %375 : tensor<32x4xf32>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %377 = stablehlo.reduce(%376 init: %cst_50) applies stablehlo.add across dimensions = [1] : (tensor<32x4xf32>, tensor<f32>) -> tensor<32xf32>
    %378 = stablehlo.broadcast_in_dim %377, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %379 = stablehlo.broadcast_in_dim %378, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x4xf32>
    %380 = stablehlo.divide %376, %379 : tensor<32x4xf32>
    %values, %indices = chlo.top_k(%380, k = 2) : tensor<32x4xf32> -> (tensor<32x2xf32>, tensor<32x2xi32>)
    %381 = call @_one_hot(%indices) : (tensor<32x2xi32>) -> tensor<32x2x4xf32>
    %cst_51 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %382 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<32x2xf32>
    %383 = stablehlo.multiply %values, %382 : tensor<32x2xf32>
    %384 = stablehlo.broadcast_in_dim %383, dims = [0, 1] : (tensor<32x2xf32>) -> tensor<32x2x1xf32>
    %385 = stablehlo.broadcast_in_dim %384, dims = [0, 1, 2] : (tensor<32x2x1xf32>) -> tensor<32x2x4xf32>
    %386 = stablehlo.multiply %381, %385 : tensor<32x2x4xf32>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %387 = stablehlo.reduce(%386 init: %cst_52) applies stablehlo.add across dimensions = [1] : (tensor<32x2x4xf32>, tensor<f32>) -> tensor<32x4xf32>
    %388 = stablehlo.dot_general %arg3, %367, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x64x64xbf16>, tensor<32x64xbf16>) -> tensor<4x64x32xbf16>
    %389 = stablehlo.transpose %388, dims = [0, 2, 1] : (tensor<4x64x32xbf16>) -> tensor<4x32x64xbf16>
    %390 = call @silu_1(%389) : (tensor<4x32x64xbf16>) -> tensor<4x32x64xbf16>
    %391 = stablehlo.dot_general %arg5, %367, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x64x64xbf16>, tensor<32x64xbf16>) -> tensor<4x64x32xbf16>
    %392 = stablehlo.transpose %391, dims = [0, 2, 1] : (tensor<4x64x32xbf16>) -> tensor<4x32x64xbf16>
    %393 = stablehlo.multiply %390, %392 : tensor<4x32x64xbf16>
    %394 = stablehlo.dot_general %393, %arg4, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x32x64xbf16>, tensor<4x64x64xbf16>) -> tensor<4x32x64xbf16>
    %395 = stablehlo.convert %387 : (tensor<32x4xf32>) -> tensor<32x4xbf16>
    %396 = stablehlo.dot_general %394, %395, batching_dims = [1] x [0], contracting_dims = [0] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x32x64xbf16>, tensor<32x4xbf16>) -> tensor<32x64xbf16>
    %397 = stablehlo.reshape %396 : (tensor<32x64xbf16>) -> tensor<2x16x64xbf16>
    %398 = stablehlo.add %351, %397 : tensor<2x16x64xbf16>
    %399 = stablehlo.dot_general %366, %arg18, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x128xbf16>) -> tensor<2x16x128xbf16>
    %400 = call @silu(%399) : (tensor<2x16x128xbf16>) -> tensor<2x16x128xbf16>
    %401 = stablehlo.dot_general %366, %arg20, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x128xbf16>) -> tensor<2x16x128xbf16>
    %402 = stablehlo.multiply %400, %401 : tensor<2x16x128xbf16>
    %403 = stablehlo.dot_general %402, %arg19, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xbf16>, tensor<128x64xbf16>) -> tensor<2x16x64xbf16>
    %404 = stablehlo.add %398, %403 : tensor<2x16x64xbf16>
    %405 = stablehlo.convert %404 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %406 = chlo.square %405 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %407 = stablehlo.reduce(%406 init: %cst_53) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %408 = stablehlo.broadcast_in_dim %407, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_54 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %409 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %410 = stablehlo.divide %408, %409 : tensor<2x16x1xf32>
    %cst_55 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %411 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %412 = stablehlo.add %410, %411 : tensor<2x16x1xf32>
    %413 = stablehlo.rsqrt %412 : tensor<2x16x1xf32>
    %414 = stablehlo.broadcast_in_dim %413, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %415 = stablehlo.multiply %405, %414 : tensor<2x16x64xf32>
    %416 = stablehlo.convert %415 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %417 = stablehlo.broadcast_in_dim %arg15, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %418 = stablehlo.broadcast_in_dim %417, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %419 = stablehlo.multiply %416, %418 : tensor<2x16x64xbf16>
    %420 = stablehlo.dot_general %419, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x128xbf16>) -> tensor<2x16x128xbf16>
    return %420 : tensor<2x16x128xbf16>
  }
  func.func private @_take(%arg0: tensor<128x64xbf16>, %arg1: tensor<2x16xi32>) -> tensor<2x16x64xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x16xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<2x16xi32>, tensor<2x16xi32>) -> tensor<2x16xi1>
    %c_0 = stablehlo.constant dense<128> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x16xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<2x16xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<2x16xi1>, tensor<2x16xi32>, tensor<2x16xi32>) -> tensor<2x16xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1xi32>
    %c_1 = stablehlo.constant dense<127> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2x16x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<2x16x1xi32>, tensor<2x16x1xi32>) -> tensor<2x16x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<2x16x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<2x16x1xi32>, tensor<2x16x1xi32>) -> tensor<2x16x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<2x16x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<2x16x1xi1>, tensor<i1>) -> tensor<2x16xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> : (tensor<128x64xbf16>, tensor<2x16x1xi32>) -> tensor<2x16x64xbf16>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<2x16xi1>) -> tensor<2x16x64xi1>
    %cst = stablehlo.constant dense<0x7FC0> : tensor<bf16>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<2x16x64xbf16>
    %16 = stablehlo.select %14, %13, %15 : tensor<2x16x64xi1>, tensor<2x16x64xbf16>
    return %16 : tensor<2x16x64xbf16>
  }
  func.func private @_where(%arg0: tensor<2x16xi1>, %arg1: tensor<2x16xi32>, %arg2: tensor<2x16xi32>) -> tensor<2x16xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<2x16xi1>, tensor<2x16xi32>
    return %0 : tensor<2x16xi32>
  }
  func.func private @_where_0(%arg0: tensor<16x16xi1>, %arg1: tensor<i32>, %arg2: tensor<f32>) -> tensor<16x16xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %2 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %3 = stablehlo.select %arg0, %1, %2 : tensor<16x16xi1>, tensor<16x16xf32>
    return %3 : tensor<16x16xf32>
  }
  func.func private @silu(%arg0: tensor<2x16x128xbf16>) -> tensor<2x16x128xbf16> {
    %0 = stablehlo.negate %arg0 : tensor<2x16x128xbf16>
    %1 = stablehlo.exponential %0 : tensor<2x16x128xbf16>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<2x16x128xbf16>
    %3 = stablehlo.add %2, %1 : tensor<2x16x128xbf16>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<2x16x128xbf16>
    %5 = stablehlo.divide %4, %3 : tensor<2x16x128xbf16>
    %6 = stablehlo.multiply %arg0, %5 : tensor<2x16x128xbf16>
    return %6 : tensor<2x16x128xbf16>
  }
  func.func private @_one_hot(%arg0: tensor<32x2xi32>) -> tensor<32x2x4xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<32x2xi32>) -> tensor<32x2x1xi32>
    %1 = stablehlo.iota dim = 2 : tensor<1x1x4xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<32x2x1xi32>) -> tensor<32x2x4xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<1x1x4xi32>) -> tensor<32x2x4xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<32x2x4xi32>, tensor<32x2x4xi32>) -> tensor<32x2x4xi1>
    %5 = stablehlo.convert %4 : (tensor<32x2x4xi1>) -> tensor<32x2x4xf32>
    return %5 : tensor<32x2x4xf32>
  }
  func.func private @silu_1(%arg0: tensor<4x32x64xbf16>) -> tensor<4x32x64xbf16> {
    %0 = stablehlo.negate %arg0 : tensor<4x32x64xbf16>
    %1 = stablehlo.exponential %0 : tensor<4x32x64xbf16>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<4x32x64xbf16>
    %3 = stablehlo.add %2, %1 : tensor<4x32x64xbf16>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<4x32x64xbf16>
    %5 = stablehlo.divide %4, %3 : tensor<4x32x64xbf16>
    %6 = stablehlo.multiply %arg0, %5 : tensor<4x32x64xbf16>
    return %6 : tensor<4x32x64xbf16>
  }
}
