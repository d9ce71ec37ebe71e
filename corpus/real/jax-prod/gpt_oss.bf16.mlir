module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64xbf16>, %arg1: tensor<64xbf16>, %arg2: tensor<128x64xbf16>, %arg3: tensor<4xbf16>, %arg4: tensor<64x4xbf16>, %arg5: tensor<4xbf16>, %arg6: tensor<64x4xbf16>, %arg7: tensor<4x256xbf16>, %arg8: tensor<4x256xbf16>, %arg9: tensor<4x64x256xbf16>, %arg10: tensor<4x64x256xbf16>, %arg11: tensor<4x128x64xbf16>, %arg12: tensor<4x128x64xbf16>, %arg13: tensor<64xbf16>, %arg14: tensor<64xbf16>, %arg15: tensor<64xbf16>, %arg16: tensor<64xbf16>, %arg17: tensor<64x64xbf16>, %arg18: tensor<64xbf16>, %arg19: tensor<64x64xbf16>, %arg20: tensor<128xbf16>, %arg21: tensor<64x128xbf16>, %arg22: tensor<128xbf16>, %arg23: tensor<64x128xbf16>, %arg24: tensor<4xbf16>, %arg25: tensor<4xbf16>, %arg26: tensor<64x128xbf16>, %arg27: tensor<2x16xi32>) -> (tensor<2x16x128xbf16> {jax.result_info = "result"}) {
    %0 = call @_take(%arg2, %arg27) : (tensor<128x64xbf16>, tensor<2x16xi32>) -> tensor<2x16x64xbf16>
    %1 = stablehlo.iota dim = 0 : tensor<16xi32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<16xi32>) -> tensor<2x16xi32>
    %3 = stablehlo.convert %0 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %4 = stablehlo.multiply %3, %3 : tensor<2x16x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%4 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %8 = stablehlo.divide %6, %7 : tensor<2x16x1xf32>
    %cst_1 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %10 = stablehlo.add %8, %9 : tensor<2x16x1xf32>
    %11 = stablehlo.rsqrt %10 : tensor<2x16x1xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %13 = stablehlo.multiply %3, %12 : tensor<2x16x64xf32>
    %14 = stablehlo.convert %arg0 : (tensor<64xbf16>) -> tensor<64xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %17 = stablehlo.multiply %13, %16 : tensor<2x16x64xf32>
    %18 = stablehlo.convert %17 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %19 = stablehlo.dot_general %18, %arg21, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x128xbf16>) -> tensor<2x16x128xbf16>
    %20 = stablehlo.reshape %arg20 : (tensor<128xbf16>) -> tensor<1x1x128xbf16>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2] : (tensor<1x1x128xbf16>) -> tensor<2x16x128xbf16>
    %22 = stablehlo.add %19, %21 : tensor<2x16x128xbf16>
    %23 = stablehlo.slice %22 [0:2, 0:16, 0:64] : (tensor<2x16x128xbf16>) -> tensor<2x16x64xbf16>
    %24 = stablehlo.reshape %23 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %25 = stablehlo.iota dim = 0 : tensor<8xf32>
    %26 = stablehlo.negate %25 : tensor<8xf32>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %28 = stablehlo.multiply %26, %27 : tensor<8xf32>
    %cst_3 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %30 = stablehlo.divide %28, %29 : tensor<8xf32>
    %cst_4 = stablehlo.constant dense<1.500000e+05> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %32 = stablehlo.power %31, %30 : tensor<8xf32>
    %33 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %34 = stablehlo.convert %33 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %35 = stablehlo.broadcast_in_dim %32, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %36 = stablehlo.broadcast_in_dim %34, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x8xf32>
    %37 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x16x1x8xf32>
    %38 = stablehlo.multiply %36, %37 : tensor<2x16x1x8xf32>
    %39 = stablehlo.sine %38 : tensor<2x16x1x8xf32>
    %40 = stablehlo.convert %39 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %41 = stablehlo.cosine %38 : tensor<2x16x1x8xf32>
    %42 = stablehlo.convert %41 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %43 = stablehlo.slice %24 [0:2, 0:16, 0:4, 0:8] : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x8xbf16>
    %44 = stablehlo.slice %24 [0:2, 0:16, 0:4, 8:16] : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x8xbf16>
    %45 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %46 = stablehlo.multiply %43, %45 : tensor<2x16x4x8xbf16>
    %47 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %48 = stablehlo.multiply %44, %47 : tensor<2x16x4x8xbf16>
    %49 = stablehlo.subtract %46, %48 : tensor<2x16x4x8xbf16>
    %50 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %51 = stablehlo.multiply %44, %50 : tensor<2x16x4x8xbf16>
    %52 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %53 = stablehlo.multiply %43, %52 : tensor<2x16x4x8xbf16>
    %54 = stablehlo.add %51, %53 : tensor<2x16x4x8xbf16>
    %55 = stablehlo.concatenate %49, %54, dim = 3 : (tensor<2x16x4x8xbf16>, tensor<2x16x4x8xbf16>) -> tensor<2x16x4x16xbf16>
    %56 = stablehlo.slice %22 [0:2, 0:16, 64:96] : (tensor<2x16x128xbf16>) -> tensor<2x16x32xbf16>
    %57 = stablehlo.reshape %56 : (tensor<2x16x32xbf16>) -> tensor<2x16x2x16xbf16>
    %58 = stablehlo.iota dim = 0 : tensor<8xf32>
    %59 = stablehlo.negate %58 : tensor<8xf32>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %61 = stablehlo.multiply %59, %60 : tensor<8xf32>
    %cst_6 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %63 = stablehlo.divide %61, %62 : tensor<8xf32>
    %cst_7 = stablehlo.constant dense<1.500000e+05> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %65 = stablehlo.power %64, %63 : tensor<8xf32>
    %66 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %67 = stablehlo.convert %66 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %68 = stablehlo.broadcast_in_dim %65, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %69 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x8xf32>
    %70 = stablehlo.broadcast_in_dim %68, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x16x1x8xf32>
    %71 = stablehlo.multiply %69, %70 : tensor<2x16x1x8xf32>
    %72 = stablehlo.sine %71 : tensor<2x16x1x8xf32>
    %73 = stablehlo.convert %72 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %74 = stablehlo.cosine %71 : tensor<2x16x1x8xf32>
    %75 = stablehlo.convert %74 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %76 = stablehlo.slice %57 [0:2, 0:16, 0:2, 0:8] : (tensor<2x16x2x16xbf16>) -> tensor<2x16x2x8xbf16>
    %77 = stablehlo.slice %57 [0:2, 0:16, 0:2, 8:16] : (tensor<2x16x2x16xbf16>) -> tensor<2x16x2x8xbf16>
    %78 = stablehlo.broadcast_in_dim %75, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x2x8xbf16>
    %79 = stablehlo.multiply %76, %78 : tensor<2x16x2x8xbf16>
    %80 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x2x8xbf16>
    %81 = stablehlo.multiply %77, %80 : tensor<2x16x2x8xbf16>
    %82 = stablehlo.subtract %79, %81 : tensor<2x16x2x8xbf16>
    %83 = stablehlo.broadcast_in_dim %75, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x2x8xbf16>
    %84 = stablehlo.multiply %77, %83 : tensor<2x16x2x8xbf16>
    %85 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x2x8xbf16>
    %86 = stablehlo.multiply %76, %85 : tensor<2x16x2x8xbf16>
    %87 = stablehlo.add %84, %86 : tensor<2x16x2x8xbf16>
    %88 = stablehlo.concatenate %82, %87, dim = 3 : (tensor<2x16x2x8xbf16>, tensor<2x16x2x8xbf16>) -> tensor<2x16x2x16xbf16>
    %89 = stablehlo.slice %22 [0:2, 0:16, 96:128] : (tensor<2x16x128xbf16>) -> tensor<2x16x32xbf16>
    %90 = stablehlo.reshape %89 : (tensor<2x16x32xbf16>) -> tensor<2x16x2x16xbf16>
    %91 = stablehlo.broadcast_in_dim %88, dims = [0, 1, 2, 4] : (tensor<2x16x2x16xbf16>) -> tensor<2x16x2x2x16xbf16>
    %92 = stablehlo.reshape %91 : (tensor<2x16x2x2x16xbf16>) -> tensor<2x16x4x16xbf16>
    %93 = stablehlo.broadcast_in_dim %90, dims = [0, 1, 2, 4] : (tensor<2x16x2x16xbf16>) -> tensor<2x16x2x2x16xbf16>
    %94 = stablehlo.reshape %93 : (tensor<2x16x2x2x16xbf16>) -> tensor<2x16x4x16xbf16>
    %95 = stablehlo.dot_general %55, %92, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xbf16>, tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %cst_8 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %96 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<bf16>) -> tensor<2x4x16x16xbf16>
    %97 = stablehlo.multiply %95, %96 : tensor<2x4x16x16xbf16>
    %98 = stablehlo.iota dim = 0 : tensor<16xi32>
    %99 = stablehlo.broadcast_in_dim %98, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %100 = stablehlo.iota dim = 0 : tensor<16xi32>
    %101 = stablehlo.broadcast_in_dim %100, dims = [1] : (tensor<16xi32>) -> tensor<1x16xi32>
    %102 = stablehlo.broadcast_in_dim %101, dims = [0, 1] : (tensor<1x16xi32>) -> tensor<16x16xi32>
    %103 = stablehlo.broadcast_in_dim %99, dims = [0, 1] : (tensor<16x1xi32>) -> tensor<16x16xi32>
    %104 = stablehlo.compare LE, %102, %103, SIGNED : (tensor<16x16xi32>, tensor<16x16xi32>) -> tensor<16x16xi1>
    %105 = stablehlo.broadcast_in_dim %99, dims = [0, 1] : (tensor<16x1xi32>) -> tensor<16x16xi32>
    %106 = stablehlo.broadcast_in_dim %101, dims = [0, 1] : (tensor<1x16xi32>) -> tensor<16x16xi32>
    %107 = stablehlo.subtract %105, %106 : tensor<16x16xi32>
    %c = stablehlo.constant dense<8> : tensor<i32>
    %108 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<16x16xi32>
    %109 = stablehlo.compare LT, %107, %108, SIGNED : (tensor<16x16xi32>, tensor<16x16xi32>) -> tensor<16x16xi1>
    %110 = stablehlo.and %104, %109 : tensor<16x16xi1>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_10 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %111 = call @_where_0(%110, %cst_9, %cst_10) : (tensor<16x16xi1>, tensor<f32>, tensor<f32>) -> tensor<16x16xf32>
    %112 = stablehlo.convert %111 : (tensor<16x16xf32>) -> tensor<16x16xbf16>
    %113 = stablehlo.broadcast_in_dim %112, dims = [2, 3] : (tensor<16x16xbf16>) -> tensor<1x1x16x16xbf16>
    %114 = stablehlo.broadcast_in_dim %113, dims = [0, 1, 2, 3] : (tensor<1x1x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %115 = stablehlo.add %97, %114 : tensor<2x4x16x16xbf16>
    %116 = stablehlo.broadcast_in_dim %arg24, dims = [1] : (tensor<4xbf16>) -> tensor<1x4x1x1xbf16>
    %117 = stablehlo.broadcast_in_dim %116, dims = [0, 1, 2, 3] : (tensor<1x4x1x1xbf16>) -> tensor<2x4x16x1xbf16>
    %118 = stablehlo.concatenate %115, %117, dim = 3 : (tensor<2x4x16x16xbf16>, tensor<2x4x16x1xbf16>) -> tensor<2x4x16x17xbf16>
    %cst_11 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %119 = stablehlo.reduce(%118 init: %cst_11) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x17xbf16>, tensor<bf16>) -> tensor<2x4x16xbf16>
    %cst_12 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %120 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<bf16>) -> tensor<2x4x16xbf16>
    %121 = stablehlo.maximum %120, %119 : tensor<2x4x16xbf16>
    %122 = stablehlo.broadcast_in_dim %121, dims = [0, 1, 2] : (tensor<2x4x16xbf16>) -> tensor<2x4x16x1xbf16>
    %123 = stablehlo.broadcast_in_dim %122, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xbf16>) -> tensor<2x4x16x17xbf16>
    %124 = stablehlo.subtract %118, %123 : tensor<2x4x16x17xbf16>
    %125 = stablehlo.exponential %124 : tensor<2x4x16x17xbf16>
    %126 = stablehlo.convert %125 : (tensor<2x4x16x17xbf16>) -> tensor<2x4x16x17xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %127 = stablehlo.reduce(%126 init: %cst_13) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x17xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %128 = stablehlo.broadcast_in_dim %127, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %129 = stablehlo.convert %128 : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x1xbf16>
    %130 = stablehlo.broadcast_in_dim %129, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xbf16>) -> tensor<2x4x16x17xbf16>
    %131 = stablehlo.divide %125, %130 : tensor<2x4x16x17xbf16>
    %132 = stablehlo.slice %131 [0:2, 0:4, 0:16, 0:16] : (tensor<2x4x16x17xbf16>) -> tensor<2x4x16x16xbf16>
    %133 = stablehlo.dot_general %94, %132, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xbf16>, tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %134 = stablehlo.transpose %133, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xbf16>) -> tensor<2x16x4x16xbf16>
    %135 = stablehlo.reshape %134 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x64xbf16>
    %136 = stablehlo.dot_general %135, %arg17, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %137 = stablehlo.reshape %arg16 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %138 = stablehlo.broadcast_in_dim %137, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %139 = stablehlo.add %136, %138 : tensor<2x16x64xbf16>
    %140 = stablehlo.add %0, %139 : tensor<2x16x64xbf16>
    %141 = stablehlo.convert %140 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %142 = stablehlo.multiply %141, %141 : tensor<2x16x64xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %143 = stablehlo.reduce(%142 init: %cst_14) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %144 = stablehlo.broadcast_in_dim %143, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_15 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %145 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %146 = stablehlo.divide %144, %145 : tensor<2x16x1xf32>
    %cst_16 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %147 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %148 = stablehlo.add %146, %147 : tensor<2x16x1xf32>
    %149 = stablehlo.rsqrt %148 : tensor<2x16x1xf32>
    %150 = stablehlo.broadcast_in_dim %149, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %151 = stablehlo.multiply %141, %150 : tensor<2x16x64xf32>
    %152 = stablehlo.convert %arg13 : (tensor<64xbf16>) -> tensor<64xf32>
    %153 = stablehlo.broadcast_in_dim %152, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %154 = stablehlo.broadcast_in_dim %153, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %155 = stablehlo.multiply %151, %154 : tensor<2x16x64xf32>
    %156 = stablehlo.convert %155 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %157 = stablehlo.reshape %156 : (tensor<2x16x64xbf16>) -> tensor<32x64xbf16>
    %158 = stablehlo.dot_general %157, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xbf16>, tensor<64x4xbf16>) -> tensor<32x4xbf16>
    %159 = stablehlo.reshape %arg3 : (tensor<4xbf16>) -> tensor<1x4xbf16>
    %160 = stablehlo.broadcast_in_dim %159, dims = [0, 1] : (tensor<1x4xbf16>) -> tensor<32x4xbf16>
    %161 = stablehlo.add %158, %160 : tensor<32x4xbf16>
    %values, %indices = chlo.top_k(%161, k = 2) : tensor<32x4xbf16> -> (tensor<32x2xbf16>, tensor<32x2xi32>)
    %cst_17 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %162 = stablehlo.reduce(%values init: %cst_17) applies stablehlo.maximum across dimensions = [1] : (tensor<32x2xbf16>, tensor<bf16>) -> tensor<32xbf16>
    %cst_18 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %163 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<bf16>) -> tensor<32xbf16>
    %164 = stablehlo.maximum %163, %162 : tensor<32xbf16>
    %165 = stablehlo.broadcast_in_dim %164, dims = [0] : (tensor<32xbf16>) -> tensor<32x1xbf16>
    %166 = stablehlo.broadcast_in_dim %165, dims = [0, 1] : (tensor<32x1xbf16>) -> tensor<32x2xbf16>
    %167 = stablehlo.subtract %values, %166 : tensor<32x2xbf16>
    %168 = stablehlo.exponential %167 : tensor<32x2xbf16>
    %169 = stablehlo.convert %168 : (tensor<32x2xbf16>) -> tensor<32x2xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %170 = stablehlo.reduce(%169 init: %cst_19) applies stablehlo.add across dimensions = [1] : (tensor<32x2xf32>, tensor<f32>) -> tensor<32xf32>
    %171 = stablehlo.broadcast_in_dim %170, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %172 = stablehlo.convert %171 : (tensor<32x1xf32>) -> tensor<32x1xbf16>
    %173 = stablehlo.broadcast_in_dim %172, dims = [0, 1] : (tensor<32x1xbf16>) -> tensor<32x2xbf16>
    %174 = stablehlo.divide %168, %173 : tensor<32x2xbf16>
    %175 = call @_one_hot(%indices) : (tensor<32x2xi32>) -> tensor<32x2x4xbf16>
    %176 = stablehlo.broadcast_in_dim %174, dims = [0, 1] : (tensor<32x2xbf16>) -> tensor<32x2x1xbf16>
    %177 = stablehlo.broadcast_in_dim %176, dims = [0, 1, 2] : (tensor<32x2x1xbf16>) -> tensor<32x2x4xbf16>
    %178 = stablehlo.multiply %175, %177 : tensor<32x2x4xbf16>
    %179 = stablehlo.convert %178 : (tensor<32x2x4xbf16>) -> tensor<32x2x4xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %180 = stablehlo.reduce(%179 init: %cst_20) applies stablehlo.add across dimensions = [1] : (tensor<32x2x4xf32>, tensor<f32>) -> tensor<32x4xf32>
    %181 = stablehlo.convert %180 : (tensor<32x4xf32>) -> tensor<32x4xbf16>
    %182 = stablehlo.dot_general %arg9, %157, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x64x256xbf16>, tensor<32x64xbf16>) -> tensor<4x256x32xbf16>
    %183 = stablehlo.transpose %182, dims = [0, 2, 1] : (tensor<4x256x32xbf16>) -> tensor<4x32x256xbf16>
    %184 = stablehlo.broadcast_in_dim %arg7, dims = [0, 2] : (tensor<4x256xbf16>) -> tensor<4x1x256xbf16>
    %185 = stablehlo.broadcast_in_dim %184, dims = [0, 1, 2] : (tensor<4x1x256xbf16>) -> tensor<4x32x256xbf16>
    %186 = stablehlo.add %183, %185 : tensor<4x32x256xbf16>
    %187 = stablehlo.slice %186 [0:4, 0:32, 0:256:2] : (tensor<4x32x256xbf16>) -> tensor<4x32x128xbf16>
    %cst_21 = stablehlo.constant dense<7.000000e+00> : tensor<bf16>
    %188 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<bf16>) -> tensor<4x32x128xbf16>
    %189 = stablehlo.minimum %187, %188 : tensor<4x32x128xbf16>
    %190 = stablehlo.slice %186 [0:4, 0:32, 1:256:2] : (tensor<4x32x256xbf16>) -> tensor<4x32x128xbf16>
    %cst_22 = stablehlo.constant dense<-7.000000e+00> : tensor<f32>
    %cst_23 = stablehlo.constant dense<7.000000e+00> : tensor<f32>
    %191 = call @clip(%190, %cst_22, %cst_23) : (tensor<4x32x128xbf16>, tensor<f32>, tensor<f32>) -> tensor<4x32x128xbf16>
    %cst_24 = stablehlo.constant dense<1.703130e+00> : tensor<bf16>
    %192 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<bf16>) -> tensor<4x32x128xbf16>
    %193 = stablehlo.multiply %192, %189 : tensor<4x32x128xbf16>
    %194 = stablehlo.negate %193 : tensor<4x32x128xbf16>
    %195 = stablehlo.exponential %194 : tensor<4x32x128xbf16>
    %cst_25 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %196 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<bf16>) -> tensor<4x32x128xbf16>
    %197 = stablehlo.add %196, %195 : tensor<4x32x128xbf16>
    %cst_26 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %198 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<bf16>) -> tensor<4x32x128xbf16>
    %199 = stablehlo.divide %198, %197 : tensor<4x32x128xbf16>
    %200 = stablehlo.multiply %189, %199 : tensor<4x32x128xbf16>
    %cst_27 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %201 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<bf16>) -> tensor<4x32x128xbf16>
    %202 = stablehlo.add %191, %201 : tensor<4x32x128xbf16>
    %203 = stablehlo.multiply %200, %202 : tensor<4x32x128xbf16>
    %204 = stablehlo.dot_general %203, %arg11, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x32x128xbf16>, tensor<4x128x64xbf16>) -> tensor<4x32x64xbf16>
    %205 = stablehlo.dot_general %204, %181, batching_dims = [1] x [0], contracting_dims = [0] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x32x64xbf16>, tensor<32x4xbf16>) -> tensor<32x64xbf16>
    %206 = stablehlo.reshape %205 : (tensor<32x64xbf16>) -> tensor<2x16x64xbf16>
    %207 = stablehlo.add %140, %206 : tensor<2x16x64xbf16>
    %208 = stablehlo.convert %207 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %209 = stablehlo.multiply %208, %208 : tensor<2x16x64xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %210 = stablehlo.reduce(%209 init: %cst_28) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %211 = stablehlo.broadcast_in_dim %210, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_29 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %212 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %213 = stablehlo.divide %211, %212 : tensor<2x16x1xf32>
    %cst_30 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %214 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %215 = stablehlo.add %213, %214 : tensor<2x16x1xf32>
    %216 = stablehlo.rsqrt %215 : tensor<2x16x1xf32>
    %217 = stablehlo.broadcast_in_dim %216, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %218 = stablehlo.multiply %208, %217 : tensor<2x16x64xf32>
    %219 = stablehlo.convert %arg1 : (tensor<64xbf16>) -> tensor<64xf32>
    %220 = stablehlo.broadcast_in_dim %219, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %221 = stablehlo.broadcast_in_dim %220, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %222 = stablehlo.multiply %218, %221 : tensor<2x16x64xf32>
    %223 = stablehlo.convert %222 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %224 = stablehlo.dot_general %223, %arg23, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x128xbf16>) -> tensor<2x16x128xbf16>
    %225 = stablehlo.reshape %arg22 : (tensor<128xbf16>) -> tensor<1x1x128xbf16>
    %226 = stablehlo.broadcast_in_dim %225, dims = [0, 1, 2] : (tensor<1x1x128xbf16>) -> tensor<2x16x128xbf16>
    %227 = stablehlo.add %224, %226 : tensor<2x16x128xbf16>
    %228 = stablehlo.slice %227 [0:2, 0:16, 0:64] : (tensor<2x16x128xbf16>) -> tensor<2x16x64xbf16>
    %229 = stablehlo.reshape %228 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %230 = stablehlo.iota dim = 0 : tensor<8xf32>
    %231 = stablehlo.negate %230 : tensor<8xf32>
    %cst_31 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %232 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %233 = stablehlo.multiply %231, %232 : tensor<8xf32>
    %cst_32 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %234 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %235 = stablehlo.divide %233, %234 : tensor<8xf32>
    %cst_33 = stablehlo.constant dense<1.500000e+05> : tensor<f32>
    %236 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %237 = stablehlo.power %236, %235 : tensor<8xf32>
    %238 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %239 = stablehlo.convert %238 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %240 = stablehlo.broadcast_in_dim %237, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %241 = stablehlo.broadcast_in_dim %239, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x8xf32>
    %242 = stablehlo.broadcast_in_dim %240, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x16x1x8xf32>
    %243 = stablehlo.multiply %241, %242 : tensor<2x16x1x8xf32>
    %244 = stablehlo.sine %243 : tensor<2x16x1x8xf32>
    %245 = stablehlo.convert %244 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %246 = stablehlo.cosine %243 : tensor<2x16x1x8xf32>
    %247 = stablehlo.convert %246 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %248 = stablehlo.slice %229 [0:2, 0:16, 0:4, 0:8] : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x8xbf16>
    %249 = stablehlo.slice %229 [0:2, 0:16, 0:4, 8:16] : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x8xbf16>
    %250 = stablehlo.broadcast_in_dim %247, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %251 = stablehlo.multiply %248, %250 : tensor<2x16x4x8xbf16>
    %252 = stablehlo.broadcast_in_dim %245, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %253 = stablehlo.multiply %249, %252 : tensor<2x16x4x8xbf16>
    %254 = stablehlo.subtract %251, %253 : tensor<2x16x4x8xbf16>
    %255 = stablehlo.broadcast_in_dim %247, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %256 = stablehlo.multiply %249, %255 : tensor<2x16x4x8xbf16>
    %257 = stablehlo.broadcast_in_dim %245, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %258 = stablehlo.multiply %248, %257 : tensor<2x16x4x8xbf16>
    %259 = stablehlo.add %256, %258 : tensor<2x16x4x8xbf16>
    %260 = stablehlo.concatenate %254, %259, dim = 3 : (tensor<2x16x4x8xbf16>, tensor<2x16x4x8xbf16>) -> tensor<2x16x4x16xbf16>
    %261 = stablehlo.slice %227 [0:2, 0:16, 64:96] : (tensor<2x16x128xbf16>) -> tensor<2x16x32xbf16>
    %262 = stablehlo.reshape %261 : (tensor<2x16x32xbf16>) -> tensor<2x16x2x16xbf16>
    %263 = stablehlo.iota dim = 0 : tensor<8xf32>
    %264 = stablehlo.negate %263 : tensor<8xf32>
    %cst_34 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %265 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %266 = stablehlo.multiply %264, %265 : tensor<8xf32>
    %cst_35 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %267 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %268 = stablehlo.divide %266, %267 : tensor<8xf32>
    %cst_36 = stablehlo.constant dense<1.500000e+05> : tensor<f32>
    %269 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %270 = stablehlo.power %269, %268 : tensor<8xf32>
    %271 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %272 = stablehlo.convert %271 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %273 = stablehlo.broadcast_in_dim %270, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %274 = stablehlo.broadcast_in_dim %272, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x8xf32>
    %275 = stablehlo.broadcast_in_dim %273, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x16x1x8xf32>
    %276 = stablehlo.multiply %274, %275 : tensor<2x16x1x8xf32>
    %277 = stablehlo.sine %276 : tensor<2x16x1x8xf32>
    %278 = stablehlo.convert %277 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %279 = stablehlo.cosine %276 : tensor<2x16x1x8xf32>
    %280 = stablehlo.convert %279 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %281 = stablehlo.slice %262 [0:2, 0:16, 0:2, 0:8] : (tensor<2x16x2x16xbf16>) -> tensor<2x16x2x8xbf16>
    %282 = stablehlo.slice %262 [0:2, 0:16, 0:2, 8:16] : (tensor<2x16x2x16xbf16>) -> tensor<2x16x2x8xbf16>
    %283 = stablehlo.broadcast_in_dim %280, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x2x8xbf16>
    %284 = stablehlo.multiply %281, %283 : tensor<2x16x2x8xbf16>
    %285 = stablehlo.broadcast_in_dim %278, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x2x8xbf16>
    %286 = stablehlo.multiply %282, %285 : tensor<2x16x2x8xbf16>
    %287 = stablehlo.subtract %284, %286 : tensor<2x16x2x8xbf16>
    %288 = stablehlo.broadcast_in_dim %280, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x2x8xbf16>
    %289 = stablehlo.multiply %282, %288 : tensor<2x16x2x8xbf16>
    %290 = stablehlo.broadcast_in_dim %278, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x2x8xbf16>
    %291 = stablehlo.multiply %281, %290 : tensor<2x16x2x8xbf16>
    %292 = stablehlo.add %289, %291 : tensor<2x16x2x8xbf16>
    %293 = stablehlo.concatenate %287, %292, dim = 3 : (tensor<2x16x2x8xbf16>, tensor<2x16x2x8xbf16>) -> tensor<2x16x2x16xbf16>
    %294 = stablehlo.slice %227 [0:2, 0:16, 96:128] : (tensor<2x16x128xbf16>) -> tensor<2x16x32xbf16>
    %295 = stablehlo.reshape %294 : (tensor<2x16x32xbf16>) -> tensor<2x16x2x16xbf16>
    %296 = stablehlo.broadcast_in_dim %293, dims = [0, 1, 2, 4] : (tensor<2x16x2x16xbf16>) -> tensor<2x16x2x2x16xbf16>
    %297 = stablehlo.reshape %296 : (tensor<2x16x2x2x16xbf16>) -> tensor<2x16x4x16xbf16>
    %298 = stablehlo.broadcast_in_dim %295, dims = [0, 1, 2, 4] : (tensor<2x16x2x16xbf16>) -> tensor<2x16x2x2x16xbf16>
    %299 = stablehlo.reshape %298 : (tensor<2x16x2x2x16xbf16>) -> tensor<2x16x4x16xbf16>
    %300 = stablehlo.dot_general %260, %297, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xbf16>, tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %cst_37 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %301 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<bf16>) -> tensor<2x4x16x16xbf16>
    %302 = stablehlo.multiply %300, %301 : tensor<2x4x16x16xbf16>
    %303 = stablehlo.iota dim = 0 : tensor<16xi32>
    %304 = stablehlo.broadcast_in_dim %303, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %305 = stablehlo.iota dim = 0 : tensor<16xi32>
    %306 = stablehlo.broadcast_in_dim %305, dims = [1] : (tensor<16xi32>) -> tensor<1x16xi32>
    %307 = stablehlo.broadcast_in_dim %306, dims = [0, 1] : (tensor<1x16xi32>) -> tensor<16x16xi32>
    %308 = stablehlo.broadcast_in_dim %304, dims = [0, 1] : (tensor<16x1xi32>) -> tensor<16x16xi32>
    %309 = stablehlo.compare LE, %307, %308, SIGNED : (tensor<16x16xi32>, tensor<16x16xi32>) -> tensor<16x16xi1>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_39 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %310 = call @_where_0(%309, %cst_38, %cst_39) : (tensor<16x16xi1>, tensor<f32>, tensor<f32>) -> tensor<16x16xf32>
    %311 = stablehlo.convert %310 : (tensor<16x16xf32>) -> tensor<16x16xbf16>
    %312 = stablehlo.broadcast_in_dim %311, dims = [2, 3] : (tensor<16x16xbf16>) -> tensor<1x1x16x16xbf16>
    %313 = stablehlo.broadcast_in_dim %312, dims = [0, 1, 2, 3] : (tensor<1x1x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %314 = stablehlo.add %302, %313 : tensor<2x4x16x16xbf16>
    %315 = stablehlo.broadcast_in_dim %arg25, dims = [1] : (tensor<4xbf16>) -> tensor<1x4x1x1xbf16>
    %316 = stablehlo.broadcast_in_dim %315, dims = [0, 1, 2, 3] : (tensor<1x4x1x1xbf16>) -> tensor<2x4x16x1xbf16>
    %317 = stablehlo.concatenate %314, %316, dim = 3 : (tensor<2x4x16x16xbf16>, tensor<2x4x16x1xbf16>) -> tensor<2x4x16x17xbf16>
    %cst_40 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %318 = stablehlo.reduce(%317 init: %cst_40) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x17xbf16>, tensor<bf16>) -> tensor<2x4x16xbf16>
    %cst_41 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %319 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<bf16>) -> tensor<2x4x16xbf16>
    %320 = stablehlo.maximum %319, %318 : tensor<2x4x16xbf16>
    %321 = stablehlo.broadcast_in_dim %320, dims = [0, 1, 2] : (tensor<2x4x16xbf16>) -> tensor<2x4x16x1xbf16>
    %322 = stablehlo.broadcast_in_dim %321, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xbf16>) -> tensor<2x4x16x17xbf16>
    %323 = stablehlo.subtract %317, %322 : tensor<2x4x16x17xbf16>
    %324 = stablehlo.exponential %323 : tensor<2x4x16x17xbf16>
    %325 = stablehlo.convert %324 : (tensor<2x4x16x17xbf16>) -> tensor<2x4x16x17xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %326 = stablehlo.reduce(%325 init: %cst_42) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x17xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %327 = stablehlo.broadcast_in_dim %326, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %328 = stablehlo.convert %327 : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x1xbf16>
    %329 = stablehlo.broadcast_in_dim %328, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xbf16>) -> tensor<2x4x16x17xbf16>
    %330 = stablehlo.divide %324, %329 : tensor<2x4x16x17xbf16>
    %331 = stablehlo.slice %330 [0:2, 0:4, 0:16, 0:16] : (tensor<2x4x16x17xbf16>) -> tensor<2x4x16x16xbf16>
    %332 = stablehlo.dot_general %299, %331, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xbf16>, tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %333 = stablehlo.transpose %332, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xbf16>) -> tensor<2x16x4x16xbf16>
    %334 = stablehlo.reshape %333 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x64xbf16>
    %335 = stablehlo.dot_general %334, %arg19, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %336 = stablehlo.reshape %arg18 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %337 = stablehlo.broadcast_in_dim %336, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %338 = stablehlo.add %335, %337 : tensor<2x16x64xbf16>
    %339 = stablehlo.add %207, %338 : tensor<2x16x64xbf16>
    %340 = stablehlo.convert %339 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %341 = stablehlo.multiply %340, %340 : tensor<2x16x64xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %342 = stablehlo.reduce(%341 init: %cst_43) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %343 = stablehlo.broadcast_in_dim %342, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_44 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %344 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %345 = stablehlo.divide %343, %344 : tensor<2x16x1xf32>
    %cst_45 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %346 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %347 = stablehlo.add %345, %346 : tensor<2x16x1xf32>
    %348 = stablehlo.rsqrt %347 : tensor<2x16x1xf32>
    %349 = stablehlo.broadcast_in_dim %348, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %350 = stablehlo.multiply %340, %349 : tensor<2x16x64xf32>
    %351 = stablehlo.convert %arg14 : (tensor<64xbf16>) -> tensor<64xf32>
    %352 = stablehlo.broadcast_in_dim %351, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %353 = stablehlo.broadcast_in_dim %352, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %354 = stablehlo.multiply %350, %353 : tensor<2x16x64xf32>
    %355 = stablehlo.convert %354 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %356 = stablehlo.reshape %355 : (tensor<2x16x64xbf16>) -> tensor<32x64xbf16>
    %357 = stablehlo.dot_general %356, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xbf16>, tensor<64x4xbf16>) -> tensor<32x4xbf16>
    %358 = stablehlo.reshape %arg5 : (tensor<4xbf16>) -> tensor<1x4xbf16>
    %359 = stablehlo.broadcast_in_dim %358, dims = [0, 1] : (tensor<1x4xbf16>) -> tensor<32x4xbf16>
    %360 = stablehlo.add %357, %359 : tensor<32x4xbf16>
    %values_46, %indices_47 = chlo.top_k(%360, k = 2) : tensor<32x4xbf16> -> (tensor<32x2xbf16>, tensor<32x2xi32>)
    %cst_48 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %361 = stablehlo.reduce(%values_46 init: %cst_48) applies stablehlo.maximum across dimensions = [1] : (tensor<32x2xbf16>, tensor<bf16>) -> tensor<32xbf16>
    %cst_49 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %362 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<bf16>) -> tensor<32xbf16>
    %363 = stablehlo.maximum %362, %361 : tensor<32xbf16>
    %364 = stablehlo.broadcast_in_dim %363, dims = [0] : (tensor<32xbf16>) -> tensor<32x1xbf16>
    %365 = stablehlo.broadcast_in_dim %364, dims = [0, 1] : (tensor<32x1xbf16>) -> tensor<32x2xbf16>
    %366 = stablehlo.subtract %values_46, %365 : tensor<32x2xbf16>
    %367 = stablehlo.exponential %366 : tensor<32x2xbf16>
    %368 = stablehlo.convert %367 : (tensor<32x2xbf16>) -> tensor<32x2xf32>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %369 = stablehlo.reduce(%368 init: %cst_50) applies stablehlo.add across dimensions = [1] : (tensor<32x2xf32>, tensor<f32>) -> tensor<32xf32>
    %370 = stablehlo.broadcast_in_dim %369, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %371 = stablehlo.convert %370 : (tensor<32x1xf32>) -> tensor<32x1xbf16>
    %372 = stablehlo.broadcast_in_dim %371, dims = [0, 1] : (tensor<32x1xbf16>) -> tensor<32x2xbf16>
    %373 = stablehlo.divide %367, %372 : tensor<32x2xbf16>
    %374 = call @_one_hot(%indices_47) : (tensor<32x2xi32>) -> tensor<32x2x4xbf16>
    %375 = stablehlo.broadcast_in_dim %373, dims = [0, 1] : (tensor<32x2xbf16>) -> tensor<32x2x1xbf16>
    %376 = stablehlo.broadcast_in_dim %375, dims = [0, 1, 2] : (tensor<32x2x1xbf16>) -> tensor<32x2x4xbf16>
    %377 = stablehlo.multiply %374, %376 : tensor<32x2x4xbf16>
    %378 = stablehlo.convert %377 : (tensor<32x2x4xbf16>) -> tensor<32x2x4xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %379 = stablehlo.reduce(%378 init: %cst_51) applies stablehlo.add across dimensions = [1] : (tensor<32x2x4xf32>, tensor<f32>) -> tensor<32x4xf32>
    %380 = stablehlo.convert %379 : (tensor<32x4xf32>) -> tensor<32x4xbf16>
    %381 = stablehlo.dot_general %arg10, %356, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x64x256xbf16>, tensor<32x64xbf16>) -> tensor<4x256x32xbf16>
    %382 = stablehlo.transpose %381, dims = [0, 2, 1] : (tensor<4x256x32xbf16>) -> tensor<4x32x256xbf16>
    %383 = stablehlo.broadcast_in_dim %arg8, dims = [0, 2] : (tensor<4x256xbf16>) -> tensor<4x1x256xbf16>
    %384 = stablehlo.broadcast_in_dim %383, dims = [0, 1, 2] : (tensor<4x1x256xbf16>) -> tensor<4x32x256xbf16>
    %385 = stablehlo.add %382, %384 : tensor<4x32x256xbf16>
    %386 = stablehlo.slice %385 [0:4, 0:32, 0:256:2] : (tensor<4x32x256xbf16>) -> tensor<4x32x128xbf16>
    %cst_52 = stablehlo.constant dense<7.000000e+00> : tensor<bf16>
    %387 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<bf16>) -> tensor<4x32x128xbf16>
    %388 = stablehlo.minimum %386, %387 : tensor<4x32x128xbf16>
    %389 = stablehlo.slice %385 [0:4, 0:32, 1:256:2] : (tensor<4x32x256xbf16>) -> tensor<4x32x128xbf16>
    %cst_53 = stablehlo.constant dense<-7.000000e+00> : tensor<f32>
    %cst_54 = stablehlo.constant dense<7.000000e+00> : tensor<f32>
    %390 = call @clip(%389, %cst_53, %cst_54) : (tensor<4x32x128xbf16>, tensor<f32>, tensor<f32>) -> tensor<4x32x128xbf16>
    %cst_55 = stablehlo.constant dense<1.703130e+00> : tensor<bf16>
    %391 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<bf16>) -> tensor<4x32x128xbf16>
    %392 = stablehlo.multiply %391, %388 : tensor<4x32x128xbf16>
    %393 = stablehlo.negate %392 : tensor<4x32x128xbf16>
    %394 = stablehlo.exponential %393 : tensor<4x32x128xbf16>
    %cst_56 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %395 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<bf16>) -> tensor<4x32x128xbf16>
    %396 = stablehlo.add %395, %394 : tensor<4x32x128xbf16>
    %cst_57 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %397 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<bf16>) -> tensor<4x32x128xbf16>
    %398 = stablehlo.divide %397, %396 : tensor<4x32x128xbf16>
    %399 = stablehlo.multiply %388, %398 : tensor<4x32x128xbf16>
    %cst_58 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %400 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<bf16>) -> tensor<4x32x128xbf16>
    %401 = stablehlo.add %390, %400 : tensor<4x32x128xbf16>
    %402 = stablehlo.multiply %399, %401 : tensor<4x32x128xbf16>
    %403 = stablehlo.dot_general %402, %arg12, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x32x128xbf16>, tensor<4x128x64xbf16>) -> tensor<4x32x64xbf16>
    %404 = stablehlo.dot_general %403, %380, batching_dims = [1] x [0], contracting_dims = [0] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x32x64xbf16>, tensor<32x4xbf16>) -> tensor<32x64xbf16>
    %405 = stablehlo.reshape %404 : (tensor<32x64xbf16>) -> tensor<2x16x64xbf16>
    %406 = stablehlo.add %339, %405 : tensor<2x16x64xbf16>
    %407 = stablehlo.convert %406 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %408 = stablehlo.multiply %407, %407 : tensor<2x16x64xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %409 = stablehlo.reduce(%408 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %410 = stablehlo.broadcast_in_dim %409, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_60 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %411 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %412 = stablehlo.divide %410, %411 : tensor<2x16x1xf32>
    %cst_61 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %413 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %414 = stablehlo.add %412, %413 : tensor<2x16x1xf32>
    %415 = stablehlo.rsqrt %414 : tensor<2x16x1xf32>
    %416 = stablehlo.broadcast_in_dim %415, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %417 = stablehlo.multiply %407, %416 : tensor<2x16x64xf32>
    %418 = stablehlo.convert %arg15 : (tensor<64xbf16>) -> tensor<64xf32>
    %419 = stablehlo.broadcast_in_dim %418, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %420 = stablehlo.broadcast_in_dim %419, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %421 = stablehlo.multiply %417, %420 : tensor<2x16x64xf32>
    %422 = stablehlo.convert %421 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %423 = stablehlo.dot_general %422, %arg26, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x128xbf16>) -> tensor<2x16x128xbf16>
    return %423 : tensor<2x16x128xbf16>
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
  func.func private @_where_0(%arg0: tensor<16x16xi1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<16x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %2 = stablehlo.select %arg0, %0, %1 : tensor<16x16xi1>, tensor<16x16xf32>
    return %2 : tensor<16x16xf32>
  }
  func.func private @_one_hot(%arg0: tensor<32x2xi32>) -> tensor<32x2x4xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<32x2xi32>) -> tensor<32x2x1xi32>
    %1 = stablehlo.iota dim = 2 : tensor<1x1x4xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<32x2x1xi32>) -> tensor<32x2x4xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<1x1x4xi32>) -> tensor<32x2x4xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<32x2x4xi32>, tensor<32x2x4xi32>) -> tensor<32x2x4xi1>
    %5 = stablehlo.convert %4 : (tensor<32x2x4xi1>) -> tensor<32x2x4xbf16>
    return %5 : tensor<32x2x4xbf16>
  }
  func.func private @clip(%arg0: tensor<4x32x128xbf16>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<4x32x128xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<f32>) -> tensor<bf16>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<bf16>) -> tensor<4x32x128xbf16>
    %2 = stablehlo.maximum %1, %arg0 : tensor<4x32x128xbf16>
    %3 = stablehlo.convert %arg2 : (tensor<f32>) -> tensor<bf16>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<bf16>) -> tensor<4x32x128xbf16>
    %5 = stablehlo.minimum %4, %2 : tensor<4x32x128xbf16>
    return %5 : tensor<4x32x128xbf16>
  }
}
