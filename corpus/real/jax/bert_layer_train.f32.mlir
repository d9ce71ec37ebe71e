module @jit_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<256xf32>, %arg1: tensor<64x256xf32>, %arg2: tensor<64xf32>, %arg3: tensor<256x64xf32>, %arg4: tensor<64xf32>, %arg5: tensor<64xf32>, %arg6: tensor<64xf32>, %arg7: tensor<64xf32>, %arg8: tensor<4x16xf32>, %arg9: tensor<64x4x16xf32>, %arg10: tensor<64xf32>, %arg11: tensor<4x16x64xf32>, %arg12: tensor<4x16xf32>, %arg13: tensor<64x4x16xf32>, %arg14: tensor<4x16xf32>, %arg15: tensor<64x4x16xf32>, %arg16: tensor<2x16x64xf32>) -> (tensor<256xf32> {jax.result_info = "result['params']['Dense_0']['bias']"}, tensor<64x256xf32> {jax.result_info = "result['params']['Dense_0']['kernel']"}, tensor<64xf32> {jax.result_info = "result['params']['Dense_1']['bias']"}, tensor<256x64xf32> {jax.result_info = "result['params']['Dense_1']['kernel']"}, tensor<64xf32> {jax.result_info = "result['params']['LayerNorm_0']['bias']"}, tensor<64xf32> {jax.result_info = "result['params']['LayerNorm_0']['scale']"}, tensor<64xf32> {jax.result_info = "result['params']['LayerNorm_1']['bias']"}, tensor<64xf32> {jax.result_info = "result['params']['LayerNorm_1']['scale']"}, tensor<4x16xf32> {jax.result_info = "result['params']['MultiHeadDotProductAttention_0']['key']['bias']"}, tensor<64x4x16xf32> {jax.result_info = "result['params']['MultiHeadDotProductAttention_0']['key']['kernel']"}, tensor<64xf32> {jax.result_info = "result['params']['MultiHeadDotProductAttention_0']['out']['bias']"}, tensor<4x16x64xf32> {jax.result_info = "result['params']['MultiHeadDotProductAttention_0']['out']['kernel']"}, tensor<4x16xf32> {jax.result_info = "result['params']['MultiHeadDotProductAttention_0']['query']['bias']"}, tensor<64x4x16xf32> {jax.result_info = "result['params']['MultiHeadDotProductAttention_0']['query']['kernel']"}, tensor<4x16xf32> {jax.result_info = "result['params']['MultiHeadDotProductAttention_0']['value']['bias']"}, tensor<64x4x16xf32> {jax.result_info = "result['params']['MultiHeadDotProductAttention_0']['value']['kernel']"}) {
    %0 = stablehlo.dot_general %arg16, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x4x16xf32>) -> tensor<2x16x4x16xf32>
    %1 = stablehlo.reshape %arg12 : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<2x16x4x16xf32>
    %3 = stablehlo.add %0, %2 : tensor<2x16x4x16xf32>
    %4 = stablehlo.dot_general %arg16, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x4x16xf32>) -> tensor<2x16x4x16xf32>
    %5 = stablehlo.reshape %arg8 : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<2x16x4x16xf32>
    %7 = stablehlo.add %4, %6 : tensor<2x16x4x16xf32>
    %8 = stablehlo.dot_general %arg16, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x4x16xf32>) -> tensor<2x16x4x16xf32>
    %9 = stablehlo.reshape %arg14 : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<2x16x4x16xf32>
    %11 = stablehlo.add %8, %10 : tensor<2x16x4x16xf32>
    %cst = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %12 = stablehlo.sqrt %cst : tensor<f32>
    %13 = stablehlo.convert %12 : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f32>) -> tensor<2x16x4x16xf32>
    %15 = stablehlo.divide %3, %14 : tensor<2x16x4x16xf32>
    %16 = stablehlo.dot_general %15, %7, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %17 = stablehlo.reduce(%16 init: %cst_0) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %19 = stablehlo.maximum %18, %17 : tensor<2x4x16xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %22 = stablehlo.subtract %16, %21 : tensor<2x4x16x16xf32>
    %23 = stablehlo.exponential %22 : tensor<2x4x16x16xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.reduce(%23 init: %cst_2) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %27 = stablehlo.divide %23, %26 : tensor<2x4x16x16xf32>
    %28 = stablehlo.multiply %25, %25 : tensor<2x4x16x1xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x4x16x1xf32>
    %30 = stablehlo.divide %29, %28 : tensor<2x4x16x1xf32>
    %31 = stablehlo.dot_general %11, %27, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %32 = stablehlo.transpose %31, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %33 = stablehlo.dot_general %32, %arg11, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<4x16x64xf32>) -> tensor<2x16x64xf32>
    %34 = stablehlo.reshape %arg10 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %36 = stablehlo.add %33, %35 : tensor<2x16x64xf32>
    %37 = stablehlo.add %arg16, %36 : tensor<2x16x64xf32>
    %38 = chlo.square %37 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %40 = stablehlo.multiply %39, %37 : tensor<2x16x64xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %41 = stablehlo.reduce(%37 init: %cst_5) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_6 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %43 = stablehlo.divide %41, %42 : tensor<2x16xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %44 = stablehlo.reduce(%38 init: %cst_7) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_8 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %46 = stablehlo.divide %44, %45 : tensor<2x16xf32>
    %47 = chlo.square %43 : tensor<2x16xf32> -> tensor<2x16xf32>
    %cst_9 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %49 = stablehlo.multiply %48, %43 : tensor<2x16xf32>
    %50 = stablehlo.subtract %46, %47 : tensor<2x16xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %52 = stablehlo.maximum %51, %50 : tensor<2x16xf32>
    %53 = stablehlo.compare EQ, %50, %52, FLOAT : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xi1>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %56 = stablehlo.select %53, %54, %55 : tensor<2x16xi1>, tensor<2x16xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %58 = stablehlo.compare EQ, %57, %52, FLOAT : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xi1>
    %cst_14 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %61 = stablehlo.select %58, %59, %60 : tensor<2x16xi1>, tensor<2x16xf32>
    %62 = stablehlo.divide %56, %61 : tensor<2x16xf32>
    %63 = stablehlo.broadcast_in_dim %43, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %64 = stablehlo.broadcast_in_dim %52, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %65 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %66 = stablehlo.subtract %37, %65 : tensor<2x16x64xf32>
    %cst_16 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %68 = stablehlo.add %64, %67 : tensor<2x16x1xf32>
    %69 = stablehlo.rsqrt %68 : tensor<2x16x1xf32>
    %70 = stablehlo.divide %69, %68 : tensor<2x16x1xf32>
    %cst_17 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %72 = stablehlo.multiply %71, %70 : tensor<2x16x1xf32>
    %73 = stablehlo.reshape %arg5 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %74 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %75 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %76 = stablehlo.multiply %74, %75 : tensor<2x16x64xf32>
    %77 = stablehlo.multiply %66, %76 : tensor<2x16x64xf32>
    %78 = stablehlo.reshape %arg4 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %79 = stablehlo.broadcast_in_dim %78, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %80 = stablehlo.add %77, %79 : tensor<2x16x64xf32>
    %81 = stablehlo.dot_general %80, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x256xf32>) -> tensor<2x16x256xf32>
    %82 = stablehlo.reshape %arg0 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<2x16x256xf32>
    %84 = stablehlo.add %81, %83 : tensor<2x16x256xf32>
    %cst_18 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %86 = stablehlo.multiply %85, %84 : tensor<2x16x256xf32>
    %87 = stablehlo.negate %84 : tensor<2x16x256xf32>
    %cst_19 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %89 = stablehlo.multiply %87, %88 : tensor<2x16x256xf32>
    %90 = chlo.erfc %89 : tensor<2x16x256xf32> -> tensor<2x16x256xf32>
    %91 = chlo.square %89 : tensor<2x16x256xf32> -> tensor<2x16x256xf32>
    %92 = stablehlo.negate %91 : tensor<2x16x256xf32>
    %93 = stablehlo.exponential %92 : tensor<2x16x256xf32>
    %94 = stablehlo.multiply %86, %90 : tensor<2x16x256xf32>
    %95 = stablehlo.dot_general %94, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x256xf32>, tensor<256x64xf32>) -> tensor<2x16x64xf32>
    %96 = stablehlo.reshape %arg2 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %97 = stablehlo.broadcast_in_dim %96, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %98 = stablehlo.add %95, %97 : tensor<2x16x64xf32>
    %99 = stablehlo.add %80, %98 : tensor<2x16x64xf32>
    %100 = chlo.square %99 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_20 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %101 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %102 = stablehlo.multiply %101, %99 : tensor<2x16x64xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %103 = stablehlo.reduce(%99 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_22 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %104 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %105 = stablehlo.divide %103, %104 : tensor<2x16xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %106 = stablehlo.reduce(%100 init: %cst_23) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_24 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %107 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %108 = stablehlo.divide %106, %107 : tensor<2x16xf32>
    %109 = chlo.square %105 : tensor<2x16xf32> -> tensor<2x16xf32>
    %cst_25 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %110 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %111 = stablehlo.multiply %110, %105 : tensor<2x16xf32>
    %112 = stablehlo.subtract %108, %109 : tensor<2x16xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %113 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %114 = stablehlo.maximum %113, %112 : tensor<2x16xf32>
    %115 = stablehlo.compare EQ, %112, %114, FLOAT : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xi1>
    %cst_27 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %116 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %117 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %118 = stablehlo.select %115, %116, %117 : tensor<2x16xi1>, tensor<2x16xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %119 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %120 = stablehlo.compare EQ, %119, %114, FLOAT : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xi1>
    %cst_30 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %121 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %cst_31 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %122 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %123 = stablehlo.select %120, %121, %122 : tensor<2x16xi1>, tensor<2x16xf32>
    %124 = stablehlo.divide %118, %123 : tensor<2x16xf32>
    %125 = stablehlo.broadcast_in_dim %105, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %126 = stablehlo.broadcast_in_dim %114, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %127 = stablehlo.broadcast_in_dim %125, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %128 = stablehlo.subtract %99, %127 : tensor<2x16x64xf32>
    %cst_32 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %129 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %130 = stablehlo.add %126, %129 : tensor<2x16x1xf32>
    %131 = stablehlo.rsqrt %130 : tensor<2x16x1xf32>
    %132 = stablehlo.divide %131, %130 : tensor<2x16x1xf32>
    %cst_33 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %133 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %134 = stablehlo.multiply %133, %132 : tensor<2x16x1xf32>
    %135 = stablehlo.reshape %arg7 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %136 = stablehlo.broadcast_in_dim %131, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %137 = stablehlo.broadcast_in_dim %135, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %138 = stablehlo.multiply %136, %137 : tensor<2x16x64xf32>
    %139 = stablehlo.multiply %128, %138 : tensor<2x16x64xf32>
    %140 = stablehlo.reshape %arg6 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %141 = stablehlo.broadcast_in_dim %140, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %142 = stablehlo.add %139, %141 : tensor<2x16x64xf32>
    %cst_34 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %143 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %144 = stablehlo.multiply %143, %142 : tensor<2x16x64xf32>
    %cst_35 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_36 = stablehlo.constant dense<2.048000e+03> : tensor<f32>
    %145 = stablehlo.divide %cst_35, %cst_36 : tensor<f32>
    %146 = stablehlo.broadcast_in_dim %145, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %147 = stablehlo.multiply %146, %144 : tensor<2x16x64xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %148 = stablehlo.reduce(%147 init: %cst_37) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %149 = stablehlo.reshape %148 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %150 = stablehlo.reshape %149 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %151 = stablehlo.multiply %128, %147 : tensor<2x16x64xf32>
    %152 = stablehlo.multiply %147, %138 : tensor<2x16x64xf32>
    %153 = stablehlo.broadcast_in_dim %131, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %154 = stablehlo.multiply %153, %151 : tensor<2x16x64xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %155 = stablehlo.reduce(%154 init: %cst_38) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %156 = stablehlo.reshape %155 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %157 = stablehlo.broadcast_in_dim %135, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %158 = stablehlo.multiply %151, %157 : tensor<2x16x64xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %159 = stablehlo.reduce(%158 init: %cst_39) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %160 = stablehlo.reshape %159 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %161 = stablehlo.reshape %156 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %162 = stablehlo.multiply %160, %134 : tensor<2x16x1xf32>
    %163 = stablehlo.negate %152 : tensor<2x16x64xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %164 = stablehlo.reduce(%163 init: %cst_40) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %165 = stablehlo.reshape %164 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %166 = stablehlo.reduce(%162 init: %cst_41) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %167 = stablehlo.reduce(%165 init: %cst_42) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %168 = stablehlo.multiply %166, %124 : tensor<2x16xf32>
    %169 = stablehlo.negate %168 : tensor<2x16xf32>
    %170 = stablehlo.multiply %169, %111 : tensor<2x16xf32>
    %171 = stablehlo.add %167, %170 : tensor<2x16xf32>
    %cst_43 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %172 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %173 = stablehlo.divide %168, %172 : tensor<2x16xf32>
    %174 = stablehlo.broadcast_in_dim %173, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %cst_44 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %175 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %176 = stablehlo.divide %171, %175 : tensor<2x16xf32>
    %177 = stablehlo.broadcast_in_dim %176, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %178 = stablehlo.add %152, %177 : tensor<2x16x64xf32>
    %179 = stablehlo.multiply %174, %102 : tensor<2x16x64xf32>
    %180 = stablehlo.add %178, %179 : tensor<2x16x64xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %181 = stablehlo.reduce(%180 init: %cst_45) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %182 = stablehlo.reshape %181 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %183 = stablehlo.reshape %182 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %184 = stablehlo.dot_general %180, %94, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x16x256xf32>) -> tensor<64x256xf32>
    %185 = stablehlo.transpose %184, dims = [1, 0] : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %186 = stablehlo.dot_general %180, %arg3, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<256x64xf32>) -> tensor<2x16x256xf32>
    %187 = stablehlo.multiply %86, %186 : tensor<2x16x256xf32>
    %188 = stablehlo.multiply %186, %90 : tensor<2x16x256xf32>
    %cst_46 = stablehlo.constant dense<-1.12837923> : tensor<f32>
    %189 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %190 = stablehlo.multiply %189, %187 : tensor<2x16x256xf32>
    %191 = stablehlo.multiply %190, %93 : tensor<2x16x256xf32>
    %cst_47 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %192 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %193 = stablehlo.multiply %191, %192 : tensor<2x16x256xf32>
    %194 = stablehlo.negate %193 : tensor<2x16x256xf32>
    %cst_48 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %195 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %196 = stablehlo.multiply %195, %188 : tensor<2x16x256xf32>
    %197 = stablehlo.add %194, %196 : tensor<2x16x256xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %198 = stablehlo.reduce(%197 init: %cst_49) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x256xf32>, tensor<f32>) -> tensor<256xf32>
    %199 = stablehlo.reshape %198 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %200 = stablehlo.reshape %199 : (tensor<1x1x256xf32>) -> tensor<256xf32>
    %201 = stablehlo.dot_general %197, %80, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x256xf32>, tensor<2x16x64xf32>) -> tensor<256x64xf32>
    %202 = stablehlo.transpose %201, dims = [1, 0] : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %203 = stablehlo.dot_general %197, %arg1, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x256xf32>, tensor<64x256xf32>) -> tensor<2x16x64xf32>
    %204 = stablehlo.add %180, %203 : tensor<2x16x64xf32>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %205 = stablehlo.reduce(%204 init: %cst_50) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %206 = stablehlo.reshape %205 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %207 = stablehlo.reshape %206 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %208 = stablehlo.multiply %66, %204 : tensor<2x16x64xf32>
    %209 = stablehlo.multiply %204, %76 : tensor<2x16x64xf32>
    %210 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %211 = stablehlo.multiply %210, %208 : tensor<2x16x64xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %212 = stablehlo.reduce(%211 init: %cst_51) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %213 = stablehlo.reshape %212 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %214 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %215 = stablehlo.multiply %208, %214 : tensor<2x16x64xf32>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %216 = stablehlo.reduce(%215 init: %cst_52) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %217 = stablehlo.reshape %216 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %218 = stablehlo.reshape %213 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %219 = stablehlo.multiply %217, %72 : tensor<2x16x1xf32>
    %220 = stablehlo.negate %209 : tensor<2x16x64xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %221 = stablehlo.reduce(%220 init: %cst_53) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %222 = stablehlo.reshape %221 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %223 = stablehlo.reduce(%219 init: %cst_54) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %224 = stablehlo.reduce(%222 init: %cst_55) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %225 = stablehlo.multiply %223, %62 : tensor<2x16xf32>
    %226 = stablehlo.negate %225 : tensor<2x16xf32>
    %227 = stablehlo.multiply %226, %49 : tensor<2x16xf32>
    %228 = stablehlo.add %224, %227 : tensor<2x16xf32>
    %cst_56 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %229 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %230 = stablehlo.divide %225, %229 : tensor<2x16xf32>
    %231 = stablehlo.broadcast_in_dim %230, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %cst_57 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %232 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %233 = stablehlo.divide %228, %232 : tensor<2x16xf32>
    %234 = stablehlo.broadcast_in_dim %233, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %235 = stablehlo.add %209, %234 : tensor<2x16x64xf32>
    %236 = stablehlo.multiply %231, %40 : tensor<2x16x64xf32>
    %237 = stablehlo.add %235, %236 : tensor<2x16x64xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %238 = stablehlo.reduce(%237 init: %cst_58) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %239 = stablehlo.reshape %238 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %240 = stablehlo.reshape %239 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %241 = stablehlo.dot_general %237, %32, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x16x4x16xf32>) -> tensor<64x4x16xf32>
    %242 = stablehlo.transpose %241, dims = [1, 2, 0] : (tensor<64x4x16xf32>) -> tensor<4x16x64xf32>
    %243 = stablehlo.dot_general %237, %arg11, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<4x16x64xf32>) -> tensor<2x16x4x16xf32>
    %244 = stablehlo.transpose %243, dims = [0, 2, 3, 1] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %245 = stablehlo.dot_general %244, %11, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %246 = stablehlo.dot_general %244, %27, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %247 = stablehlo.transpose %246, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %248 = stablehlo.broadcast_in_dim %30, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %249 = stablehlo.multiply %245, %248 : tensor<2x4x16x16xf32>
    %250 = stablehlo.multiply %249, %23 : tensor<2x4x16x16xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %251 = stablehlo.reduce(%250 init: %cst_59) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %252 = stablehlo.reshape %251 : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %253 = stablehlo.negate %252 : tensor<2x4x16x1xf32>
    %254 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %255 = stablehlo.divide %245, %254 : tensor<2x4x16x16xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %256 = stablehlo.reduce(%253 init: %cst_60) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x1xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %257 = stablehlo.broadcast_in_dim %256, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %258 = stablehlo.add %255, %257 : tensor<2x4x16x16xf32>
    %259 = stablehlo.multiply %258, %23 : tensor<2x4x16x16xf32>
    %260 = stablehlo.dot_general %259, %15, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %261 = stablehlo.transpose %260, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %262 = stablehlo.dot_general %259, %7, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %263 = stablehlo.transpose %262, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %264 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f32>) -> tensor<2x16x4x16xf32>
    %265 = stablehlo.divide %263, %264 : tensor<2x16x4x16xf32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %266 = stablehlo.reduce(%247 init: %cst_61) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x4x16xf32>, tensor<f32>) -> tensor<4x16xf32>
    %267 = stablehlo.reshape %266 : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %268 = stablehlo.reshape %267 : (tensor<1x1x4x16xf32>) -> tensor<4x16xf32>
    %269 = stablehlo.dot_general %247, %arg16, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<2x16x64xf32>) -> tensor<4x16x64xf32>
    %270 = stablehlo.transpose %269, dims = [2, 0, 1] : (tensor<4x16x64xf32>) -> tensor<64x4x16xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %271 = stablehlo.reduce(%261 init: %cst_62) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x4x16xf32>, tensor<f32>) -> tensor<4x16xf32>
    %272 = stablehlo.reshape %271 : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %273 = stablehlo.reshape %272 : (tensor<1x1x4x16xf32>) -> tensor<4x16xf32>
    %274 = stablehlo.dot_general %261, %arg16, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<2x16x64xf32>) -> tensor<4x16x64xf32>
    %275 = stablehlo.transpose %274, dims = [2, 0, 1] : (tensor<4x16x64xf32>) -> tensor<64x4x16xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %276 = stablehlo.reduce(%265 init: %cst_63) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x4x16xf32>, tensor<f32>) -> tensor<4x16xf32>
    %277 = stablehlo.reshape %276 : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %278 = stablehlo.reshape %277 : (tensor<1x1x4x16xf32>) -> tensor<4x16xf32>
    %279 = stablehlo.dot_general %265, %arg16, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<2x16x64xf32>) -> tensor<4x16x64xf32>
    %280 = stablehlo.transpose %279, dims = [2, 0, 1] : (tensor<4x16x64xf32>) -> tensor<64x4x16xf32>
    return %200, %202, %183, %185, %207, %218, %150, %161, %273, %275, %240, %242, %278, %280, %268, %270 : tensor<256xf32>, tensor<64x256xf32>, tensor<64xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<4x16xf32>, tensor<64x4x16xf32>, tensor<64xf32>, tensor<4x16x64xf32>, tensor<4x16xf32>, tensor<64x4x16xf32>, tensor<4x16xf32>, tensor<64x4x16xf32>
  }
}
