module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<128x64xf32>, %arg3: tensor<4x64x64xf32>, %arg4: tensor<4x64x64xf32>, %arg5: tensor<4x64x64xf32>, %arg6: tensor<64xf32>, %arg7: tensor<64xf32>, %arg8: tensor<64x4xf32>, %arg9: tensor<64x128xf32>, %arg10: tensor<32xf32>, %arg11: tensor<32xf32>, %arg12: tensor<64x128xf32>, %arg13: tensor<128x64xf32>, %arg14: tensor<64x128xf32>, %arg15: tensor<64xf32>, %arg16: tensor<32xf32>, %arg17: tensor<32xf32>, %arg18: tensor<64x128xf32>, %arg19: tensor<128x64xf32>, %arg20: tensor<64x128xf32>, %arg21: tensor<64x40xf32>, %arg22: tensor<64x40xf32>, %arg23: tensor<32x128xf32>, %arg24: tensor<32x128xf32>, %arg25: tensor<64x64xf32>, %arg26: tensor<64x64xf32>, %arg27: tensor<64x32xf32>, %arg28: tensor<64x32xf32>, %arg29: tensor<32x96xf32>, %arg30: tensor<32x96xf32>, %arg31: tensor<2x16xi32>) -> (tensor<2x16x128xf32> {jax.result_info = "result"}) {
    %0 = call @_take(%arg2, %arg31) : (tensor<128x64xf32>, tensor<2x16xi32>) -> tensor<2x16x64xf32>
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
    %11 = chlo.square %0 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.reduce(%11 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_1 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %15 = stablehlo.divide %13, %14 : tensor<2x16x1xf32>
    %cst_2 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %17 = stablehlo.add %15, %16 : tensor<2x16x1xf32>
    %18 = stablehlo.rsqrt %17 : tensor<2x16x1xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %20 = stablehlo.multiply %0, %19 : tensor<2x16x64xf32>
    %21 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %23 = stablehlo.multiply %20, %22 : tensor<2x16x64xf32>
    %24 = stablehlo.dot_general %23, %arg27, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x32xf32>) -> tensor<2x16x32xf32>
    %25 = chlo.square %24 : tensor<2x16x32xf32> -> tensor<2x16x32xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.reduce(%25 init: %cst_3) applies stablehlo.add across dimensions = [2] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_4 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %29 = stablehlo.divide %27, %28 : tensor<2x16x1xf32>
    %cst_5 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %31 = stablehlo.add %29, %30 : tensor<2x16x1xf32>
    %32 = stablehlo.rsqrt %31 : tensor<2x16x1xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x32xf32>
    %34 = stablehlo.multiply %24, %33 : tensor<2x16x32xf32>
    %35 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x16x32xf32>
    %37 = stablehlo.multiply %34, %36 : tensor<2x16x32xf32>
    %38 = stablehlo.dot_general %37, %arg29, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x32xf32>, tensor<32x96xf32>) -> tensor<2x16x96xf32>
    %39 = stablehlo.reshape %38 : (tensor<2x16x96xf32>) -> tensor<2x16x4x24xf32>
    %40 = stablehlo.slice %39 [0:2, 0:16, 0:4, 0:16] : (tensor<2x16x4x24xf32>) -> tensor<2x16x4x16xf32>
    %41 = stablehlo.slice %39 [0:2, 0:16, 0:4, 16:24] : (tensor<2x16x4x24xf32>) -> tensor<2x16x4x8xf32>
    %42 = stablehlo.iota dim = 0 : tensor<4xf32>
    %cst_6 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %44 = stablehlo.multiply %43, %42 : tensor<4xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %46 = stablehlo.add %45, %44 : tensor<4xf32>
    %47 = stablehlo.negate %46 : tensor<4xf32>
    %cst_8 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %49 = stablehlo.divide %47, %48 : tensor<4xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %51 = stablehlo.power %50, %49 : tensor<4xf32>
    %52 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %53 = stablehlo.convert %52 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %54 = stablehlo.broadcast_in_dim %51, dims = [3] : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %55 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x4xf32>
    %56 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xf32>) -> tensor<2x16x1x4xf32>
    %57 = stablehlo.multiply %55, %56 : tensor<2x16x1x4xf32>
    %58 = stablehlo.reshape %41 : (tensor<2x16x4x8xf32>) -> tensor<2x16x4x4x2xf32>
    %59 = stablehlo.slice %58 [0:2, 0:16, 0:4, 0:4, 0:1] : (tensor<2x16x4x4x2xf32>) -> tensor<2x16x4x4x1xf32>
    %60 = stablehlo.reshape %59 : (tensor<2x16x4x4x1xf32>) -> tensor<2x16x4x4xf32>
    %61 = stablehlo.slice %58 [0:2, 0:16, 0:4, 0:4, 1:2] : (tensor<2x16x4x4x2xf32>) -> tensor<2x16x4x4x1xf32>
    %62 = stablehlo.reshape %61 : (tensor<2x16x4x4x1xf32>) -> tensor<2x16x4x4xf32>
    %63 = stablehlo.cosine %57 : tensor<2x16x1x4xf32>
    %64 = stablehlo.sine %57 : tensor<2x16x1x4xf32>
    %65 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2, 3] : (tensor<2x16x1x4xf32>) -> tensor<2x16x4x4xf32>
    %66 = stablehlo.multiply %60, %65 : tensor<2x16x4x4xf32>
    %67 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2, 3] : (tensor<2x16x1x4xf32>) -> tensor<2x16x4x4xf32>
    %68 = stablehlo.multiply %62, %67 : tensor<2x16x4x4xf32>
    %69 = stablehlo.subtract %66, %68 : tensor<2x16x4x4xf32>
    %70 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2, 3] : (tensor<2x16x1x4xf32>) -> tensor<2x16x4x4xf32>
    %71 = stablehlo.multiply %60, %70 : tensor<2x16x4x4xf32>
    %72 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2, 3] : (tensor<2x16x1x4xf32>) -> tensor<2x16x4x4xf32>
    %73 = stablehlo.multiply %62, %72 : tensor<2x16x4x4xf32>
    %74 = stablehlo.add %71, %73 : tensor<2x16x4x4xf32>
    %75 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2, 3] : (tensor<2x16x4x4xf32>) -> tensor<2x16x4x4x1xf32>
    %76 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 2, 3] : (tensor<2x16x4x4xf32>) -> tensor<2x16x4x4x1xf32>
    %77 = stablehlo.concatenate %75, %76, dim = 4 : (tensor<2x16x4x4x1xf32>, tensor<2x16x4x4x1xf32>) -> tensor<2x16x4x4x2xf32>
    %78 = stablehlo.reshape %77 : (tensor<2x16x4x4x2xf32>) -> tensor<2x16x4x8xf32>
    %79 = stablehlo.dot_general %23, %arg21, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x40xf32>) -> tensor<2x16x40xf32>
    %80 = stablehlo.slice %79 [0:2, 0:16, 32:40] : (tensor<2x16x40xf32>) -> tensor<2x16x8xf32>
    %81 = stablehlo.broadcast_in_dim %80, dims = [0, 1, 3] : (tensor<2x16x8xf32>) -> tensor<2x16x1x8xf32>
    %82 = stablehlo.iota dim = 0 : tensor<4xf32>
    %cst_10 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %83 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %84 = stablehlo.multiply %83, %82 : tensor<4xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %86 = stablehlo.add %85, %84 : tensor<4xf32>
    %87 = stablehlo.negate %86 : tensor<4xf32>
    %cst_12 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %89 = stablehlo.divide %87, %88 : tensor<4xf32>
    %cst_13 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %91 = stablehlo.power %90, %89 : tensor<4xf32>
    %92 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %93 = stablehlo.convert %92 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %94 = stablehlo.broadcast_in_dim %91, dims = [3] : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %95 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x4xf32>
    %96 = stablehlo.broadcast_in_dim %94, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xf32>) -> tensor<2x16x1x4xf32>
    %97 = stablehlo.multiply %95, %96 : tensor<2x16x1x4xf32>
    %98 = stablehlo.reshape %81 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x4x2xf32>
    %99 = stablehlo.slice %98 [0:2, 0:16, 0:1, 0:4, 0:1] : (tensor<2x16x1x4x2xf32>) -> tensor<2x16x1x4x1xf32>
    %100 = stablehlo.reshape %99 : (tensor<2x16x1x4x1xf32>) -> tensor<2x16x1x4xf32>
    %101 = stablehlo.slice %98 [0:2, 0:16, 0:1, 0:4, 1:2] : (tensor<2x16x1x4x2xf32>) -> tensor<2x16x1x4x1xf32>
    %102 = stablehlo.reshape %101 : (tensor<2x16x1x4x1xf32>) -> tensor<2x16x1x4xf32>
    %103 = stablehlo.cosine %97 : tensor<2x16x1x4xf32>
    %104 = stablehlo.sine %97 : tensor<2x16x1x4xf32>
    %105 = stablehlo.multiply %100, %103 : tensor<2x16x1x4xf32>
    %106 = stablehlo.multiply %102, %104 : tensor<2x16x1x4xf32>
    %107 = stablehlo.subtract %105, %106 : tensor<2x16x1x4xf32>
    %108 = stablehlo.multiply %100, %104 : tensor<2x16x1x4xf32>
    %109 = stablehlo.multiply %102, %103 : tensor<2x16x1x4xf32>
    %110 = stablehlo.add %108, %109 : tensor<2x16x1x4xf32>
    %111 = stablehlo.broadcast_in_dim %107, dims = [0, 1, 2, 3] : (tensor<2x16x1x4xf32>) -> tensor<2x16x1x4x1xf32>
    %112 = stablehlo.broadcast_in_dim %110, dims = [0, 1, 2, 3] : (tensor<2x16x1x4xf32>) -> tensor<2x16x1x4x1xf32>
    %113 = stablehlo.concatenate %111, %112, dim = 4 : (tensor<2x16x1x4x1xf32>, tensor<2x16x1x4x1xf32>) -> tensor<2x16x1x4x2xf32>
    %114 = stablehlo.reshape %113 : (tensor<2x16x1x4x2xf32>) -> tensor<2x16x1x8xf32>
    %115 = stablehlo.slice %79 [0:2, 0:16, 0:32] : (tensor<2x16x40xf32>) -> tensor<2x16x32xf32>
    %116 = chlo.square %115 : tensor<2x16x32xf32> -> tensor<2x16x32xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %117 = stablehlo.reduce(%116 init: %cst_14) applies stablehlo.add across dimensions = [2] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %118 = stablehlo.broadcast_in_dim %117, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_15 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %119 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %120 = stablehlo.divide %118, %119 : tensor<2x16x1xf32>
    %cst_16 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %121 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %122 = stablehlo.add %120, %121 : tensor<2x16x1xf32>
    %123 = stablehlo.rsqrt %122 : tensor<2x16x1xf32>
    %124 = stablehlo.broadcast_in_dim %123, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x32xf32>
    %125 = stablehlo.multiply %115, %124 : tensor<2x16x32xf32>
    %126 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %127 = stablehlo.broadcast_in_dim %126, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x16x32xf32>
    %128 = stablehlo.multiply %125, %127 : tensor<2x16x32xf32>
    %129 = stablehlo.dot_general %128, %arg23, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x32xf32>, tensor<32x128xf32>) -> tensor<2x16x128xf32>
    %130 = stablehlo.reshape %129 : (tensor<2x16x128xf32>) -> tensor<2x16x4x32xf32>
    %131 = stablehlo.slice %130 [0:2, 0:16, 0:4, 0:16] : (tensor<2x16x4x32xf32>) -> tensor<2x16x4x16xf32>
    %132 = stablehlo.slice %130 [0:2, 0:16, 0:4, 16:32] : (tensor<2x16x4x32xf32>) -> tensor<2x16x4x16xf32>
    %133 = stablehlo.dot_general %131, %40, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %134 = stablehlo.transpose %133, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %135 = stablehlo.reshape %114 : (tensor<2x16x1x8xf32>) -> tensor<2x16x8xf32>
    %136 = stablehlo.dot_general %78, %135, batching_dims = [0] x [0], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x8xf32>, tensor<2x16x8xf32>) -> tensor<2x16x4x16xf32>
    %137 = stablehlo.add %134, %136 : tensor<2x16x4x16xf32>
    %cst_17 = stablehlo.constant dense<0.204124153> : tensor<f32>
    %138 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2x16x4x16xf32>
    %139 = stablehlo.multiply %137, %138 : tensor<2x16x4x16xf32>
    %140 = stablehlo.broadcast_in_dim %10, dims = [1, 3] : (tensor<16x16xf32>) -> tensor<1x16x1x16xf32>
    %141 = stablehlo.broadcast_in_dim %140, dims = [0, 1, 2, 3] : (tensor<1x16x1x16xf32>) -> tensor<2x16x4x16xf32>
    %142 = stablehlo.add %139, %141 : tensor<2x16x4x16xf32>
    %cst_18 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %143 = stablehlo.reduce(%142 init: %cst_18) applies stablehlo.maximum across dimensions = [3] : (tensor<2x16x4x16xf32>, tensor<f32>) -> tensor<2x16x4xf32>
    %cst_19 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %144 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<2x16x4xf32>
    %145 = stablehlo.maximum %144, %143 : tensor<2x16x4xf32>
    %146 = stablehlo.broadcast_in_dim %145, dims = [0, 1, 2] : (tensor<2x16x4xf32>) -> tensor<2x16x4x1xf32>
    %147 = stablehlo.broadcast_in_dim %146, dims = [0, 1, 2, 3] : (tensor<2x16x4x1xf32>) -> tensor<2x16x4x16xf32>
    %148 = stablehlo.subtract %142, %147 : tensor<2x16x4x16xf32>
    %149 = stablehlo.exponential %148 : tensor<2x16x4x16xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %150 = stablehlo.reduce(%149 init: %cst_20) applies stablehlo.add across dimensions = [3] : (tensor<2x16x4x16xf32>, tensor<f32>) -> tensor<2x16x4xf32>
    %151 = stablehlo.broadcast_in_dim %150, dims = [0, 1, 2] : (tensor<2x16x4xf32>) -> tensor<2x16x4x1xf32>
    %152 = stablehlo.broadcast_in_dim %151, dims = [0, 1, 2, 3] : (tensor<2x16x4x1xf32>) -> tensor<2x16x4x16xf32>
    %153 = stablehlo.divide %149, %152 : tensor<2x16x4x16xf32>
    %154 = stablehlo.dot_general %132, %153, batching_dims = [0, 2] x [0, 2], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %155 = stablehlo.transpose %154, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %156 = stablehlo.reshape %155 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %157 = stablehlo.dot_general %156, %arg25, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %158 = stablehlo.add %0, %157 : tensor<2x16x64xf32>
    %159 = chlo.square %158 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %160 = stablehlo.reduce(%159 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %161 = stablehlo.broadcast_in_dim %160, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_22 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %162 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %163 = stablehlo.divide %161, %162 : tensor<2x16x1xf32>
    %cst_23 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %164 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %165 = stablehlo.add %163, %164 : tensor<2x16x1xf32>
    %166 = stablehlo.rsqrt %165 : tensor<2x16x1xf32>
    %167 = stablehlo.broadcast_in_dim %166, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %168 = stablehlo.multiply %158, %167 : tensor<2x16x64xf32>
    %169 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %170 = stablehlo.broadcast_in_dim %169, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %171 = stablehlo.multiply %168, %170 : tensor<2x16x64xf32>
    %172 = stablehlo.dot_general %171, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x128xf32>) -> tensor<2x16x128xf32>
    %173 = call @silu(%172) : (tensor<2x16x128xf32>) -> tensor<2x16x128xf32>
    %174 = stablehlo.dot_general %171, %arg14, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x128xf32>) -> tensor<2x16x128xf32>
    %175 = stablehlo.multiply %173, %174 : tensor<2x16x128xf32>
    %176 = stablehlo.dot_general %175, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xf32>, tensor<128x64xf32>) -> tensor<2x16x64xf32>
    %177 = stablehlo.add %158, %176 : tensor<2x16x64xf32>
    %178 = chlo.square %177 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %179 = stablehlo.reduce(%178 init: %cst_24) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %180 = stablehlo.broadcast_in_dim %179, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_25 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %181 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %182 = stablehlo.divide %180, %181 : tensor<2x16x1xf32>
    %cst_26 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %183 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %184 = stablehlo.add %182, %183 : tensor<2x16x1xf32>
    %185 = stablehlo.rsqrt %184 : tensor<2x16x1xf32>
    %186 = stablehlo.broadcast_in_dim %185, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %187 = stablehlo.multiply %177, %186 : tensor<2x16x64xf32>
    %188 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %189 = stablehlo.broadcast_in_dim %188, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %190 = stablehlo.multiply %187, %189 : tensor<2x16x64xf32>
    %191 = stablehlo.dot_general %190, %arg28, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x32xf32>) -> tensor<2x16x32xf32>
    %192 = chlo.square %191 : tensor<2x16x32xf32> -> tensor<2x16x32xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %193 = stablehlo.reduce(%192 init: %cst_27) applies stablehlo.add across dimensions = [2] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %194 = stablehlo.broadcast_in_dim %193, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_28 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %195 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %196 = stablehlo.divide %194, %195 : tensor<2x16x1xf32>
    %cst_29 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %197 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %198 = stablehlo.add %196, %197 : tensor<2x16x1xf32>
    %199 = stablehlo.rsqrt %198 : tensor<2x16x1xf32>
    %200 = stablehlo.broadcast_in_dim %199, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x32xf32>
    %201 = stablehlo.multiply %191, %200 : tensor<2x16x32xf32>
    %202 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %203 = stablehlo.broadcast_in_dim %202, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x16x32xf32>
    %204 = stablehlo.multiply %201, %203 : tensor<2x16x32xf32>
    %205 = stablehlo.dot_general %204, %arg30, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x32xf32>, tensor<32x96xf32>) -> tensor<2x16x96xf32>
    %206 = stablehlo.reshape %205 : (tensor<2x16x96xf32>) -> tensor<2x16x4x24xf32>
    %207 = stablehlo.slice %206 [0:2, 0:16, 0:4, 0:16] : (tensor<2x16x4x24xf32>) -> tensor<2x16x4x16xf32>
    %208 = stablehlo.slice %206 [0:2, 0:16, 0:4, 16:24] : (tensor<2x16x4x24xf32>) -> tensor<2x16x4x8xf32>
    %209 = stablehlo.iota dim = 0 : tensor<4xf32>
    %cst_30 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %210 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %211 = stablehlo.multiply %210, %209 : tensor<4xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %212 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %213 = stablehlo.add %212, %211 : tensor<4xf32>
    %214 = stablehlo.negate %213 : tensor<4xf32>
    %cst_32 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %215 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %216 = stablehlo.divide %214, %215 : tensor<4xf32>
    %cst_33 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %217 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %218 = stablehlo.power %217, %216 : tensor<4xf32>
    %219 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %220 = stablehlo.convert %219 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %221 = stablehlo.broadcast_in_dim %218, dims = [3] : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %222 = stablehlo.broadcast_in_dim %220, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x4xf32>
    %223 = stablehlo.broadcast_in_dim %221, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xf32>) -> tensor<2x16x1x4xf32>
    %224 = stablehlo.multiply %222, %223 : tensor<2x16x1x4xf32>
    %225 = stablehlo.reshape %208 : (tensor<2x16x4x8xf32>) -> tensor<2x16x4x4x2xf32>
    %226 = stablehlo.slice %225 [0:2, 0:16, 0:4, 0:4, 0:1] : (tensor<2x16x4x4x2xf32>) -> tensor<2x16x4x4x1xf32>
    %227 = stablehlo.reshape %226 : (tensor<2x16x4x4x1xf32>) -> tensor<2x16x4x4xf32>
    %228 = stablehlo.slice %225 [0:2, 0:16, 0:4, 0:4, 1:2] : (tensor<2x16x4x4x2xf32>) -> tensor<2x16x4x4x1xf32>
    %229 = stablehlo.reshape %228 : (tensor<2x16x4x4x1xf32>) -> tensor<2x16x4x4xf32>
    %230 = stablehlo.cosine %224 : tensor<2x16x1x4xf32>
    %231 = stablehlo.sine %224 : tensor<2x16x1x4xf32>
    %232 = stablehlo.broadcast_in_dim %230, dims = [0, 1, 2, 3] : (tensor<2x16x1x4xf32>) -> tensor<2x16x4x4xf32>
    %233 = stablehlo.multiply %227, %232 : tensor<2x16x4x4xf32>
    %234 = stablehlo.broadcast_in_dim %231, dims = [0, 1, 2, 3] : (tensor<2x16x1x4xf32>) -> tensor<2x16x4x4xf32>
    %235 = stablehlo.multiply %229, %234 : tensor<2x16x4x4xf32>
    %236 = stablehlo.subtract %233, %235 : tensor<2x16x4x4xf32>
    %237 = stablehlo.broadcast_in_dim %231, dims = [0, 1, 2, 3] : (tensor<2x16x1x4xf32>) -> tensor<2x16x4x4xf32>
    %238 = stablehlo.multiply %227, %237 : tensor<2x16x4x4xf32>
    %239 = stablehlo.broadcast_in_dim %230, dims = [0, 1, 2, 3] : (tensor<2x16x1x4xf32>) -> tensor<2x16x4x4xf32>
    %240 = stablehlo.multiply %229, %239 : tensor<2x16x4x4xf32>
    %241 = stablehlo.add %238, %240 : tensor<2x16x4x4xf32>
    %242 = stablehlo.broadcast_in_dim %236, dims = [0, 1, 2, 3] : (tensor<2x16x4x4xf32>) -> tensor<2x16x4x4x1xf32>
    %243 = stablehlo.broadcast_in_dim %241, dims = [0, 1, 2, 3] : (tensor<2x16x4x4xf32>) -> tensor<2x16x4x4x1xf32>
    %244 = stablehlo.concatenate %242, %243, dim = 4 : (tensor<2x16x4x4x1xf32>, tensor<2x16x4x4x1xf32>) -> tensor<2x16x4x4x2xf32>
    %245 = stablehlo.reshape %244 : (tensor<2x16x4x4x2xf32>) -> tensor<2x16x4x8xf32>
    %246 = stablehlo.dot_general %190, %arg22, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x40xf32>) -> tensor<2x16x40xf32>
    %247 = stablehlo.slice %246 [0:2, 0:16, 32:40] : (tensor<2x16x40xf32>) -> tensor<2x16x8xf32>
    %248 = stablehlo.broadcast_in_dim %247, dims = [0, 1, 3] : (tensor<2x16x8xf32>) -> tensor<2x16x1x8xf32>
    %249 = stablehlo.iota dim = 0 : tensor<4xf32>
    %cst_34 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %250 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %251 = stablehlo.multiply %250, %249 : tensor<4xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %252 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %253 = stablehlo.add %252, %251 : tensor<4xf32>
    %254 = stablehlo.negate %253 : tensor<4xf32>
    %cst_36 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %255 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %256 = stablehlo.divide %254, %255 : tensor<4xf32>
    %cst_37 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %257 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %258 = stablehlo.power %257, %256 : tensor<4xf32>
    %259 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %260 = stablehlo.convert %259 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %261 = stablehlo.broadcast_in_dim %258, dims = [3] : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %262 = stablehlo.broadcast_in_dim %260, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x4xf32>
    %263 = stablehlo.broadcast_in_dim %261, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xf32>) -> tensor<2x16x1x4xf32>
    %264 = stablehlo.multiply %262, %263 : tensor<2x16x1x4xf32>
    %265 = stablehlo.reshape %248 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x4x2xf32>
    %266 = stablehlo.slice %265 [0:2, 0:16, 0:1, 0:4, 0:1] : (tensor<2x16x1x4x2xf32>) -> tensor<2x16x1x4x1xf32>
    %267 = stablehlo.reshape %266 : (tensor<2x16x1x4x1xf32>) -> tensor<2x16x1x4xf32>
    %268 = stablehlo.slice %265 [0:2, 0:16, 0:1, 0:4, 1:2] : (tensor<2x16x1x4x2xf32>) -> tensor<2x16x1x4x1xf32>
    %269 = stablehlo.reshape %268 : (tensor<2x16x1x4x1xf32>) -> tensor<2x16x1x4xf32>
    %270 = stablehlo.cosine %264 : tensor<2x16x1x4xf32>
    %271 = stablehlo.sine %264 : tensor<2x16x1x4xf32>
    %272 = stablehlo.multiply %267, %270 : tensor<2x16x1x4xf32>
    %273 = stablehlo.multiply %269, %271 : tensor<2x16x1x4xf32>
    %274 = stablehlo.subtract %272, %273 : tensor<2x16x1x4xf32>
    %275 = stablehlo.multiply %267, %271 : tensor<2x16x1x4xf32>
    %276 = stablehlo.multiply %269, %270 : tensor<2x16x1x4xf32>
    %277 = stablehlo.add %275, %276 : tensor<2x16x1x4xf32>
    %278 = stablehlo.broadcast_in_dim %274, dims = [0, 1, 2, 3] : (tensor<2x16x1x4xf32>) -> tensor<2x16x1x4x1xf32>
    %279 = stablehlo.broadcast_in_dim %277, dims = [0, 1, 2, 3] : (tensor<2x16x1x4xf32>) -> tensor<2x16x1x4x1xf32>
    %280 = stablehlo.concatenate %278, %279, dim = 4 : (tensor<2x16x1x4x1xf32>, tensor<2x16x1x4x1xf32>) -> tensor<2x16x1x4x2xf32>
    %281 = stablehlo.reshape %280 : (tensor<2x16x1x4x2xf32>) -> tensor<2x16x1x8xf32>
    %282 = stablehlo.slice %246 [0:2, 0:16, 0:32] : (tensor<2x16x40xf32>) -> tensor<2x16x32xf32>
    %283 = chlo.square %282 : tensor<2x16x32xf32> -> tensor<2x16x32xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %284 = stablehlo.reduce(%283 init: %cst_38) applies stablehlo.add across dimensions = [2] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %285 = stablehlo.broadcast_in_dim %284, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_39 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %286 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %287 = stablehlo.divide %285, %286 : tensor<2x16x1xf32>
    %cst_40 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %288 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %289 = stablehlo.add %287, %288 : tensor<2x16x1xf32>
    %290 = stablehlo.rsqrt %289 : tensor<2x16x1xf32>
    %291 = stablehlo.broadcast_in_dim %290, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x32xf32>
    %292 = stablehlo.multiply %282, %291 : tensor<2x16x32xf32>
    %293 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %294 = stablehlo.broadcast_in_dim %293, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x16x32xf32>
    %295 = stablehlo.multiply %292, %294 : tensor<2x16x32xf32>
    %296 = stablehlo.dot_general %295, %arg24, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x32xf32>, tensor<32x128xf32>) -> tensor<2x16x128xf32>
    %297 = stablehlo.reshape %296 : (tensor<2x16x128xf32>) -> tensor<2x16x4x32xf32>
    %298 = stablehlo.slice %297 [0:2, 0:16, 0:4, 0:16] : (tensor<2x16x4x32xf32>) -> tensor<2x16x4x16xf32>
    %299 = stablehlo.slice %297 [0:2, 0:16, 0:4, 16:32] : (tensor<2x16x4x32xf32>) -> tensor<2x16x4x16xf32>
    %300 = stablehlo.dot_general %298, %207, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %301 = stablehlo.transpose %300, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %302 = stablehlo.reshape %281 : (tensor<2x16x1x8xf32>) -> tensor<2x16x8xf32>
    %303 = stablehlo.dot_general %245, %302, batching_dims = [0] x [0], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x8xf32>, tensor<2x16x8xf32>) -> tensor<2x16x4x16xf32>
    %304 = stablehlo.add %301, %303 : tensor<2x16x4x16xf32>
    %cst_41 = stablehlo.constant dense<0.204124153> : tensor<f32>
    %305 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<2x16x4x16xf32>
    %306 = stablehlo.multiply %304, %305 : tensor<2x16x4x16xf32>
    %307 = stablehlo.broadcast_in_dim %10, dims = [1, 3] : (tensor<16x16xf32>) -> tensor<1x16x1x16xf32>
    %308 = stablehlo.broadcast_in_dim %307, dims = [0, 1, 2, 3] : (tensor<1x16x1x16xf32>) -> tensor<2x16x4x16xf32>
    %309 = stablehlo.add %306, %308 : tensor<2x16x4x16xf32>
    %cst_42 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %310 = stablehlo.reduce(%309 init: %cst_42) applies stablehlo.maximum across dimensions = [3] : (tensor<2x16x4x16xf32>, tensor<f32>) -> tensor<2x16x4xf32>
    %cst_43 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %311 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<2x16x4xf32>
    %312 = stablehlo.maximum %311, %310 : tensor<2x16x4xf32>
    %313 = stablehlo.broadcast_in_dim %312, dims = [0, 1, 2] : (tensor<2x16x4xf32>) -> tensor<2x16x4x1xf32>
    %314 = stablehlo.broadcast_in_dim %313, dims = [0, 1, 2, 3] : (tensor<2x16x4x1xf32>) -> tensor<2x16x4x16xf32>
    %315 = stablehlo.subtract %309, %314 : tensor<2x16x4x16xf32>
    %316 = stablehlo.exponential %315 : tensor<2x16x4x16xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %317 = stablehlo.reduce(%316 init: %cst_44) applies stablehlo.add across dimensions = [3] : (tensor<2x16x4x16xf32>, tensor<f32>) -> tensor<2x16x4xf32>
    %318 = stablehlo.broadcast_in_dim %317, dims = [0, 1, 2] : (tensor<2x16x4xf32>) -> tensor<2x16x4x1xf32>
    %319 = stablehlo.broadcast_in_dim %318, dims = [0, 1, 2, 3] : (tensor<2x16x4x1xf32>) -> tensor<2x16x4x16xf32>
    %320 = stablehlo.divide %316, %319 : tensor<2x16x4x16xf32>
    %321 = stablehlo.dot_general %299, %320, batching_dims = [0, 2] x [0, 2], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %322 = stablehlo.transpose %321, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %323 = stablehlo.reshape %322 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %324 = stablehlo.dot_general %323, %arg26, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %325 = stablehlo.add %177, %324 : tensor<2x16x64xf32>
    %326 = chlo.square %325 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %327 = stablehlo.reduce(%326 init: %cst_45) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %328 = stablehlo.broadcast_in_dim %327, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_46 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %329 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %330 = stablehlo.divide %328, %329 : tensor<2x16x1xf32>
    %cst_47 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %331 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %332 = stablehlo.add %330, %331 : tensor<2x16x1xf32>
    %333 = stablehlo.rsqrt %332 : tensor<2x16x1xf32>
    %334 = stablehlo.broadcast_in_dim %333, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %335 = stablehlo.multiply %325, %334 : tensor<2x16x64xf32>
    %336 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %337 = stablehlo.broadcast_in_dim %336, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %338 = stablehlo.multiply %335, %337 : tensor<2x16x64xf32>
    %339 = stablehlo.reshape %338 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %340 = stablehlo.dot_general %339, %arg8, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x4xf32>) -> tensor<32x4xf32>
    %cst_48 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %341 = stablehlo.reduce(%340 init: %cst_48) applies stablehlo.maximum across dimensions = [1] : (tensor<32x4xf32>, tensor<f32>) -> tensor<32xf32>
    %cst_49 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %342 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %343 = stablehlo.maximum %342, %341 : tensor<32xf32>
    %344 = stablehlo.broadcast_in_dim %343, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %345 = stablehlo.broadcast_in_dim %344, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x4xf32>
    %346 = stablehlo.subtract %340, %345 : tensor<32x4xf32>
    %347 = stablehlo.exponential %346 : tensor<32x4xf32>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %348 = stablehlo.reduce(%347 init: %cst_50) applies stablehlo.add across dimensions = [1] : (tensor<32x4xf32>, tensor<f32>) -> tensor<32xf32>
    %349 = stablehlo.broadcast_in_dim %348, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %350 = stablehlo.broadcast_in_dim %349, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x4xf32>
    %351 = stablehlo.divide %347, %350 : tensor<32x4xf32>
    %values, %indices = chlo.top_k(%351, k = 2) : tensor<32x4xf32> -> (tensor<32x2xf32>, tensor<32x2xi32>)
    %352 = call @_one_hot(%indices) : (tensor<32x2xi32>) -> tensor<32x2x4xf32>
    %cst_51 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %353 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<32x2xf32>
    %354 = stablehlo.multiply %values, %353 : tensor<32x2xf32>
    %355 = stablehlo.broadcast_in_dim %354, dims = [0, 1] : (tensor<32x2xf32>) -> tensor<32x2x1xf32>
    %356 = stablehlo.broadcast_in_dim %355, dims = [0, 1, 2] : (tensor<32x2x1xf32>) -> tensor<32x2x4xf32>
    %357 = stablehlo.multiply %352, %356 : tensor<32x2x4xf32>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %358 = stablehlo.reduce(%357 init: %cst_52) applies stablehlo.add across dimensions = [1] : (tensor<32x2x4xf32>, tensor<f32>) -> tensor<32x4xf32>
    %359 = stablehlo.dot_general %arg3, %339, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x64x64xf32>, tensor<32x64xf32>) -> tensor<4x64x32xf32>
    %360 = stablehlo.transpose %359, dims = [0, 2, 1] : (tensor<4x64x32xf32>) -> tensor<4x32x64xf32>
    %361 = call @silu_1(%360) : (tensor<4x32x64xf32>) -> tensor<4x32x64xf32>
    %362 = stablehlo.dot_general %arg5, %339, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x64x64xf32>, tensor<32x64xf32>) -> tensor<4x64x32xf32>
    %363 = stablehlo.transpose %362, dims = [0, 2, 1] : (tensor<4x64x32xf32>) -> tensor<4x32x64xf32>
    %364 = stablehlo.multiply %361, %363 : tensor<4x32x64xf32>
    %365 = stablehlo.dot_general %364, %arg4, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x32x64xf32>, tensor<4x64x64xf32>) -> tensor<4x32x64xf32>
    %366 = stablehlo.dot_general %365, %358, batching_dims = [1] x [0], contracting_dims = [0] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x32x64xf32>, tensor<32x4xf32>) -> tensor<32x64xf32>
    %367 = stablehlo.reshape %366 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %368 = stablehlo.add %325, %367 : tensor<2x16x64xf32>
    %369 = stablehlo.dot_general %338, %arg18, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x128xf32>) -> tensor<2x16x128xf32>
    %370 = call @silu(%369) : (tensor<2x16x128xf32>) -> tensor<2x16x128xf32>
    %371 = stablehlo.dot_general %338, %arg20, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x128xf32>) -> tensor<2x16x128xf32>
    %372 = stablehlo.multiply %370, %371 : tensor<2x16x128xf32>
    %373 = stablehlo.dot_general %372, %arg19, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xf32>, tensor<128x64xf32>) -> tensor<2x16x64xf32>
    %374 = stablehlo.add %368, %373 : tensor<2x16x64xf32>
    %375 = chlo.square %374 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %376 = stablehlo.reduce(%375 init: %cst_53) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %377 = stablehlo.broadcast_in_dim %376, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_54 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %378 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %379 = stablehlo.divide %377, %378 : tensor<2x16x1xf32>
    %cst_55 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %380 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %381 = stablehlo.add %379, %380 : tensor<2x16x1xf32>
    %382 = stablehlo.rsqrt %381 : tensor<2x16x1xf32>
    %383 = stablehlo.broadcast_in_dim %382, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %384 = stablehlo.multiply %374, %383 : tensor<2x16x64xf32>
    %385 = stablehlo.broadcast_in_dim %arg15, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %386 = stablehlo.broadcast_in_dim %385, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %387 = stablehlo.multiply %384, %386 : tensor<2x16x64xf32>
    %388 = stablehlo.dot_general %387, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x128xf32>) -> tensor<2x16x128xf32>
    return %388 : tensor<2x16x128xf32>
  }
  func.func private @_take(%arg0: tensor<128x64xf32>, %arg1: tensor<2x16xi32>) -> tensor<2x16x64xf32> {
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
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> : (tensor<128x64xf32>, tensor<2x16x1xi32>) -> tensor<2x16x64xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<2x16xi1>) -> tensor<2x16x64xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<2x16x64xi1>, tensor<2x16x64xf32>
    return %16 : tensor<2x16x64xf32>
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
  func.func private @silu(%arg0: tensor<2x16x128xf32>) -> tensor<2x16x128xf32> {
    %0 = stablehlo.negate %arg0 : tensor<2x16x128xf32>
    %1 = stablehlo.exponential %0 : tensor<2x16x128xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %3 = stablehlo.add %2, %1 : tensor<2x16x128xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %5 = stablehlo.divide %4, %3 : tensor<2x16x128xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<2x16x128xf32>
    return %6 : tensor<2x16x128xf32>
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
  func.func private @silu_1(%arg0: tensor<4x32x64xf32>) -> tensor<4x32x64xf32> {
    %0 = stablehlo.negate %arg0 : tensor<4x32x64xf32>
    %1 = stablehlo.exponential %0 : tensor<4x32x64xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x32x64xf32>
    %3 = stablehlo.add %2, %1 : tensor<4x32x64xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x32x64xf32>
    %5 = stablehlo.divide %4, %3 : tensor<4x32x64xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<4x32x64xf32>
    return %6 : tensor<4x32x64xf32>
  }
}
