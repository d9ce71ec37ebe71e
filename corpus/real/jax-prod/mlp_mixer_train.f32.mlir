module @jit_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<128xf32>, %arg1: tensor<64x128xf32>, %arg2: tensor<64xf32>, %arg3: tensor<128x64xf32>, %arg4: tensor<128xf32>, %arg5: tensor<64x128xf32>, %arg6: tensor<64xf32>, %arg7: tensor<128x64xf32>, %arg8: tensor<10xf32>, %arg9: tensor<64x10xf32>, %arg10: tensor<64xf32>, %arg11: tensor<64xf32>, %arg12: tensor<64xf32>, %arg13: tensor<64xf32>, %arg14: tensor<64xf32>, %arg15: tensor<64xf32>, %arg16: tensor<64xf32>, %arg17: tensor<64xf32>, %arg18: tensor<64xf32>, %arg19: tensor<64xf32>, %arg20: tensor<64xf32>, %arg21: tensor<4x4x3x64xf32>, %arg22: tensor<32xf32>, %arg23: tensor<16x32xf32>, %arg24: tensor<16xf32>, %arg25: tensor<32x16xf32>, %arg26: tensor<32xf32>, %arg27: tensor<16x32xf32>, %arg28: tensor<16xf32>, %arg29: tensor<32x16xf32>, %arg30: tensor<2x16x16x3xf32>) -> (tensor<128xf32> {jax.result_info = "result['params']['channel_0_0']['bias']"}, tensor<64x128xf32> {jax.result_info = "result['params']['channel_0_0']['kernel']"}, tensor<64xf32> {jax.result_info = "result['params']['channel_0_1']['bias']"}, tensor<128x64xf32> {jax.result_info = "result['params']['channel_0_1']['kernel']"}, tensor<128xf32> {jax.result_info = "result['params']['channel_1_0']['bias']"}, tensor<64x128xf32> {jax.result_info = "result['params']['channel_1_0']['kernel']"}, tensor<64xf32> {jax.result_info = "result['params']['channel_1_1']['bias']"}, tensor<128x64xf32> {jax.result_info = "result['params']['channel_1_1']['kernel']"}, tensor<10xf32> {jax.result_info = "result['params']['head']['bias']"}, tensor<64x10xf32> {jax.result_info = "result['params']['head']['kernel']"}, tensor<64xf32> {jax.result_info = "result['params']['post_ln_0']['bias']"}, tensor<64xf32> {jax.result_info = "result['params']['post_ln_0']['scale']"}, tensor<64xf32> {jax.result_info = "result['params']['post_ln_1']['bias']"}, tensor<64xf32> {jax.result_info = "result['params']['post_ln_1']['scale']"}, tensor<64xf32> {jax.result_info = "result['params']['pre_head_ln']['bias']"}, tensor<64xf32> {jax.result_info = "result['params']['pre_head_ln']['scale']"}, tensor<64xf32> {jax.result_info = "result['params']['pre_ln_0']['bias']"}, tensor<64xf32> {jax.result_info = "result['params']['pre_ln_0']['scale']"}, tensor<64xf32> {jax.result_info = "result['params']['pre_ln_1']['bias']"}, tensor<64xf32> {jax.result_info = "result['params']['pre_ln_1']['scale']"}, tensor<64xf32> {jax.result_info = "result['params']['stem']['bias']"}, tensor<4x4x3x64xf32> {jax.result_info = "result['params']['stem']['kernel']"}, tensor<32xf32> {jax.result_info = "result['params']['token_0_0']['bias']"}, tensor<16x32xf32> {jax.result_info = "result['params']['token_0_0']['kernel']"}, tensor<16xf32> {jax.result_info = "result['params']['token_0_1']['bias']"}, tensor<32x16xf32> {jax.result_info = "result['params']['token_0_1']['kernel']"}, tensor<32xf32> {jax.result_info = "result['params']['token_1_0']['bias']"}, tensor<16x32xf32> {jax.result_info = "result['params']['token_1_0']['kernel']"}, tensor<16xf32> {jax.result_info = "result['params']['token_1_1']['bias']"}, tensor<32x16xf32> {jax.result_info = "result['params']['token_1_1']['kernel']"}) {
    %0 = stablehlo.convolution(%arg30, %arg21) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [4, 4], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x16x16x3xf32>, tensor<4x4x3x64xf32>) -> tensor<2x4x4x64xf32>
    %1 = stablehlo.reshape %arg20 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<2x4x4x64xf32>
    %3 = stablehlo.add %0, %2 : tensor<2x4x4x64xf32>
    %4 = stablehlo.reshape %3 : (tensor<2x4x4x64xf32>) -> tensor<2x16x64xf32>
    %5 = chlo.square %4 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %7 = stablehlo.multiply %6, %4 : tensor<2x16x64xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.reduce(%4 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_1 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %10 = stablehlo.divide %8, %9 : tensor<2x16xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%5 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_3 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %13 = stablehlo.divide %11, %12 : tensor<2x16xf32>
    %14 = chlo.square %10 : tensor<2x16xf32> -> tensor<2x16xf32>
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %16 = stablehlo.multiply %15, %10 : tensor<2x16xf32>
    %17 = stablehlo.subtract %13, %14 : tensor<2x16xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %19 = stablehlo.maximum %18, %17 : tensor<2x16xf32>
    %20 = stablehlo.compare EQ, %17, %19, FLOAT : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xi1>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %23 = stablehlo.select %20, %21, %22 : tensor<2x16xi1>, tensor<2x16xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %25 = stablehlo.compare EQ, %24, %19, FLOAT : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xi1>
    %cst_9 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %28 = stablehlo.select %25, %26, %27 : tensor<2x16xi1>, tensor<2x16xf32>
    %29 = stablehlo.divide %23, %28 : tensor<2x16xf32>
    %30 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %31 = stablehlo.broadcast_in_dim %19, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %32 = stablehlo.broadcast_in_dim %30, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %33 = stablehlo.subtract %4, %32 : tensor<2x16x64xf32>
    %cst_11 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %35 = stablehlo.add %31, %34 : tensor<2x16x1xf32>
    %36 = stablehlo.rsqrt %35 : tensor<2x16x1xf32>
    %37 = stablehlo.divide %36, %35 : tensor<2x16x1xf32>
    %cst_12 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %39 = stablehlo.multiply %38, %37 : tensor<2x16x1xf32>
    %40 = stablehlo.reshape %arg17 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %41 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %42 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %43 = stablehlo.multiply %41, %42 : tensor<2x16x64xf32>
    %44 = stablehlo.multiply %33, %43 : tensor<2x16x64xf32>
    %45 = stablehlo.reshape %arg16 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %47 = stablehlo.add %44, %46 : tensor<2x16x64xf32>
    %48 = stablehlo.transpose %47, dims = [0, 2, 1] : (tensor<2x16x64xf32>) -> tensor<2x64x16xf32>
    %49 = stablehlo.dot_general %48, %arg23, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x64x16xf32>, tensor<16x32xf32>) -> tensor<2x64x32xf32>
    %50 = stablehlo.reshape %arg22 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x64x32xf32>
    %52 = stablehlo.add %49, %51 : tensor<2x64x32xf32>
    %53 = stablehlo.multiply %52, %52 : tensor<2x64x32xf32>
    %54 = stablehlo.multiply %53, %52 : tensor<2x64x32xf32>
    %55 = stablehlo.multiply %52, %52 : tensor<2x64x32xf32>
    %cst_13 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2x64x32xf32>
    %57 = stablehlo.multiply %56, %55 : tensor<2x64x32xf32>
    %cst_14 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2x64x32xf32>
    %59 = stablehlo.multiply %58, %54 : tensor<2x64x32xf32>
    %60 = stablehlo.add %52, %59 : tensor<2x64x32xf32>
    %cst_15 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2x64x32xf32>
    %62 = stablehlo.multiply %61, %60 : tensor<2x64x32xf32>
    %63 = stablehlo.tanh %62 : tensor<2x64x32xf32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2x64x32xf32>
    %65 = stablehlo.subtract %64, %63 : tensor<2x64x32xf32>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2x64x32xf32>
    %67 = stablehlo.add %66, %63 : tensor<2x64x32xf32>
    %cst_18 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2x64x32xf32>
    %69 = stablehlo.multiply %68, %67 : tensor<2x64x32xf32>
    %70 = stablehlo.multiply %52, %69 : tensor<2x64x32xf32>
    %71 = stablehlo.dot_general %70, %arg25, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x64x32xf32>, tensor<32x16xf32>) -> tensor<2x64x16xf32>
    %72 = stablehlo.reshape %arg24 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x64x16xf32>
    %74 = stablehlo.add %71, %73 : tensor<2x64x16xf32>
    %75 = stablehlo.transpose %74, dims = [0, 2, 1] : (tensor<2x64x16xf32>) -> tensor<2x16x64xf32>
    %76 = stablehlo.add %4, %75 : tensor<2x16x64xf32>
    %77 = chlo.square %76 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_19 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %79 = stablehlo.multiply %78, %76 : tensor<2x16x64xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %80 = stablehlo.reduce(%76 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_21 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %82 = stablehlo.divide %80, %81 : tensor<2x16xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %83 = stablehlo.reduce(%77 init: %cst_22) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_23 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %85 = stablehlo.divide %83, %84 : tensor<2x16xf32>
    %86 = chlo.square %82 : tensor<2x16xf32> -> tensor<2x16xf32>
    %cst_24 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %88 = stablehlo.multiply %87, %82 : tensor<2x16xf32>
    %89 = stablehlo.subtract %85, %86 : tensor<2x16xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %91 = stablehlo.maximum %90, %89 : tensor<2x16xf32>
    %92 = stablehlo.compare EQ, %89, %91, FLOAT : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xi1>
    %cst_26 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %95 = stablehlo.select %92, %93, %94 : tensor<2x16xi1>, tensor<2x16xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %97 = stablehlo.compare EQ, %96, %91, FLOAT : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xi1>
    %cst_29 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %98 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %cst_30 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %100 = stablehlo.select %97, %98, %99 : tensor<2x16xi1>, tensor<2x16xf32>
    %101 = stablehlo.divide %95, %100 : tensor<2x16xf32>
    %102 = stablehlo.broadcast_in_dim %82, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %103 = stablehlo.broadcast_in_dim %91, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %104 = stablehlo.broadcast_in_dim %102, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %105 = stablehlo.subtract %76, %104 : tensor<2x16x64xf32>
    %cst_31 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %107 = stablehlo.add %103, %106 : tensor<2x16x1xf32>
    %108 = stablehlo.rsqrt %107 : tensor<2x16x1xf32>
    %109 = stablehlo.divide %108, %107 : tensor<2x16x1xf32>
    %cst_32 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %110 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %111 = stablehlo.multiply %110, %109 : tensor<2x16x1xf32>
    %112 = stablehlo.reshape %arg11 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %113 = stablehlo.broadcast_in_dim %108, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %114 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %115 = stablehlo.multiply %113, %114 : tensor<2x16x64xf32>
    %116 = stablehlo.multiply %105, %115 : tensor<2x16x64xf32>
    %117 = stablehlo.reshape %arg10 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %118 = stablehlo.broadcast_in_dim %117, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %119 = stablehlo.add %116, %118 : tensor<2x16x64xf32>
    %120 = stablehlo.dot_general %119, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x128xf32>) -> tensor<2x16x128xf32>
    %121 = stablehlo.reshape %arg0 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %122 = stablehlo.broadcast_in_dim %121, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<2x16x128xf32>
    %123 = stablehlo.add %120, %122 : tensor<2x16x128xf32>
    %124 = stablehlo.multiply %123, %123 : tensor<2x16x128xf32>
    %125 = stablehlo.multiply %124, %123 : tensor<2x16x128xf32>
    %126 = stablehlo.multiply %123, %123 : tensor<2x16x128xf32>
    %cst_33 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %127 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %128 = stablehlo.multiply %127, %126 : tensor<2x16x128xf32>
    %cst_34 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %129 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %130 = stablehlo.multiply %129, %125 : tensor<2x16x128xf32>
    %131 = stablehlo.add %123, %130 : tensor<2x16x128xf32>
    %cst_35 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %132 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %133 = stablehlo.multiply %132, %131 : tensor<2x16x128xf32>
    %134 = stablehlo.tanh %133 : tensor<2x16x128xf32>
    %cst_36 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %135 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %136 = stablehlo.subtract %135, %134 : tensor<2x16x128xf32>
    %cst_37 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %137 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %138 = stablehlo.add %137, %134 : tensor<2x16x128xf32>
    %cst_38 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %139 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %140 = stablehlo.multiply %139, %138 : tensor<2x16x128xf32>
    %141 = stablehlo.multiply %123, %140 : tensor<2x16x128xf32>
    %142 = stablehlo.dot_general %141, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xf32>, tensor<128x64xf32>) -> tensor<2x16x64xf32>
    %143 = stablehlo.reshape %arg2 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %144 = stablehlo.broadcast_in_dim %143, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %145 = stablehlo.add %142, %144 : tensor<2x16x64xf32>
    %146 = stablehlo.add %76, %145 : tensor<2x16x64xf32>
    %147 = chlo.square %146 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_39 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %148 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %149 = stablehlo.multiply %148, %146 : tensor<2x16x64xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %150 = stablehlo.reduce(%146 init: %cst_40) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_41 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %151 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %152 = stablehlo.divide %150, %151 : tensor<2x16xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %153 = stablehlo.reduce(%147 init: %cst_42) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_43 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %154 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %155 = stablehlo.divide %153, %154 : tensor<2x16xf32>
    %156 = chlo.square %152 : tensor<2x16xf32> -> tensor<2x16xf32>
    %cst_44 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %157 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %158 = stablehlo.multiply %157, %152 : tensor<2x16xf32>
    %159 = stablehlo.subtract %155, %156 : tensor<2x16xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %160 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %161 = stablehlo.maximum %160, %159 : tensor<2x16xf32>
    %162 = stablehlo.compare EQ, %159, %161, FLOAT : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xi1>
    %cst_46 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %163 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %164 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %165 = stablehlo.select %162, %163, %164 : tensor<2x16xi1>, tensor<2x16xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %166 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %167 = stablehlo.compare EQ, %166, %161, FLOAT : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xi1>
    %cst_49 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %168 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %cst_50 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %169 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %170 = stablehlo.select %167, %168, %169 : tensor<2x16xi1>, tensor<2x16xf32>
    %171 = stablehlo.divide %165, %170 : tensor<2x16xf32>
    %172 = stablehlo.broadcast_in_dim %152, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %173 = stablehlo.broadcast_in_dim %161, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %174 = stablehlo.broadcast_in_dim %172, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %175 = stablehlo.subtract %146, %174 : tensor<2x16x64xf32>
    %cst_51 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %176 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %177 = stablehlo.add %173, %176 : tensor<2x16x1xf32>
    %178 = stablehlo.rsqrt %177 : tensor<2x16x1xf32>
    %179 = stablehlo.divide %178, %177 : tensor<2x16x1xf32>
    %cst_52 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %180 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %181 = stablehlo.multiply %180, %179 : tensor<2x16x1xf32>
    %182 = stablehlo.reshape %arg19 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %183 = stablehlo.broadcast_in_dim %178, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %184 = stablehlo.broadcast_in_dim %182, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %185 = stablehlo.multiply %183, %184 : tensor<2x16x64xf32>
    %186 = stablehlo.multiply %175, %185 : tensor<2x16x64xf32>
    %187 = stablehlo.reshape %arg18 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %188 = stablehlo.broadcast_in_dim %187, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %189 = stablehlo.add %186, %188 : tensor<2x16x64xf32>
    %190 = stablehlo.transpose %189, dims = [0, 2, 1] : (tensor<2x16x64xf32>) -> tensor<2x64x16xf32>
    %191 = stablehlo.dot_general %190, %arg27, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x64x16xf32>, tensor<16x32xf32>) -> tensor<2x64x32xf32>
    %192 = stablehlo.reshape %arg26 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %193 = stablehlo.broadcast_in_dim %192, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x64x32xf32>
    %194 = stablehlo.add %191, %193 : tensor<2x64x32xf32>
    %195 = stablehlo.multiply %194, %194 : tensor<2x64x32xf32>
    %196 = stablehlo.multiply %195, %194 : tensor<2x64x32xf32>
    %197 = stablehlo.multiply %194, %194 : tensor<2x64x32xf32>
    %cst_53 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %198 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<2x64x32xf32>
    %199 = stablehlo.multiply %198, %197 : tensor<2x64x32xf32>
    %cst_54 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %200 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<2x64x32xf32>
    %201 = stablehlo.multiply %200, %196 : tensor<2x64x32xf32>
    %202 = stablehlo.add %194, %201 : tensor<2x64x32xf32>
    %cst_55 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %203 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<2x64x32xf32>
    %204 = stablehlo.multiply %203, %202 : tensor<2x64x32xf32>
    %205 = stablehlo.tanh %204 : tensor<2x64x32xf32>
    %cst_56 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %206 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<2x64x32xf32>
    %207 = stablehlo.subtract %206, %205 : tensor<2x64x32xf32>
    %cst_57 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %208 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<2x64x32xf32>
    %209 = stablehlo.add %208, %205 : tensor<2x64x32xf32>
    %cst_58 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %210 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<2x64x32xf32>
    %211 = stablehlo.multiply %210, %209 : tensor<2x64x32xf32>
    %212 = stablehlo.multiply %194, %211 : tensor<2x64x32xf32>
    %213 = stablehlo.dot_general %212, %arg29, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x64x32xf32>, tensor<32x16xf32>) -> tensor<2x64x16xf32>
    %214 = stablehlo.reshape %arg28 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %215 = stablehlo.broadcast_in_dim %214, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x64x16xf32>
    %216 = stablehlo.add %213, %215 : tensor<2x64x16xf32>
    %217 = stablehlo.transpose %216, dims = [0, 2, 1] : (tensor<2x64x16xf32>) -> tensor<2x16x64xf32>
    %218 = stablehlo.add %146, %217 : tensor<2x16x64xf32>
    %219 = chlo.square %218 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_59 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %220 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %221 = stablehlo.multiply %220, %218 : tensor<2x16x64xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %222 = stablehlo.reduce(%218 init: %cst_60) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_61 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %223 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %224 = stablehlo.divide %222, %223 : tensor<2x16xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %225 = stablehlo.reduce(%219 init: %cst_62) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_63 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %226 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %227 = stablehlo.divide %225, %226 : tensor<2x16xf32>
    %228 = chlo.square %224 : tensor<2x16xf32> -> tensor<2x16xf32>
    %cst_64 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %229 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %230 = stablehlo.multiply %229, %224 : tensor<2x16xf32>
    %231 = stablehlo.subtract %227, %228 : tensor<2x16xf32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %232 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %233 = stablehlo.maximum %232, %231 : tensor<2x16xf32>
    %234 = stablehlo.compare EQ, %231, %233, FLOAT : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xi1>
    %cst_66 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %235 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %236 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %237 = stablehlo.select %234, %235, %236 : tensor<2x16xi1>, tensor<2x16xf32>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %238 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %239 = stablehlo.compare EQ, %238, %233, FLOAT : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xi1>
    %cst_69 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %240 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %cst_70 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %241 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %242 = stablehlo.select %239, %240, %241 : tensor<2x16xi1>, tensor<2x16xf32>
    %243 = stablehlo.divide %237, %242 : tensor<2x16xf32>
    %244 = stablehlo.broadcast_in_dim %224, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %245 = stablehlo.broadcast_in_dim %233, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %246 = stablehlo.broadcast_in_dim %244, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %247 = stablehlo.subtract %218, %246 : tensor<2x16x64xf32>
    %cst_71 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %248 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %249 = stablehlo.add %245, %248 : tensor<2x16x1xf32>
    %250 = stablehlo.rsqrt %249 : tensor<2x16x1xf32>
    %251 = stablehlo.divide %250, %249 : tensor<2x16x1xf32>
    %cst_72 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %252 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %253 = stablehlo.multiply %252, %251 : tensor<2x16x1xf32>
    %254 = stablehlo.reshape %arg13 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %255 = stablehlo.broadcast_in_dim %250, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %256 = stablehlo.broadcast_in_dim %254, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %257 = stablehlo.multiply %255, %256 : tensor<2x16x64xf32>
    %258 = stablehlo.multiply %247, %257 : tensor<2x16x64xf32>
    %259 = stablehlo.reshape %arg12 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %260 = stablehlo.broadcast_in_dim %259, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %261 = stablehlo.add %258, %260 : tensor<2x16x64xf32>
    %262 = stablehlo.dot_general %261, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x128xf32>) -> tensor<2x16x128xf32>
    %263 = stablehlo.reshape %arg4 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %264 = stablehlo.broadcast_in_dim %263, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<2x16x128xf32>
    %265 = stablehlo.add %262, %264 : tensor<2x16x128xf32>
    %266 = stablehlo.multiply %265, %265 : tensor<2x16x128xf32>
    %267 = stablehlo.multiply %266, %265 : tensor<2x16x128xf32>
    %268 = stablehlo.multiply %265, %265 : tensor<2x16x128xf32>
    %cst_73 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %269 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %270 = stablehlo.multiply %269, %268 : tensor<2x16x128xf32>
    %cst_74 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %271 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %272 = stablehlo.multiply %271, %267 : tensor<2x16x128xf32>
    %273 = stablehlo.add %265, %272 : tensor<2x16x128xf32>
    %cst_75 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %274 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %275 = stablehlo.multiply %274, %273 : tensor<2x16x128xf32>
    %276 = stablehlo.tanh %275 : tensor<2x16x128xf32>
    %cst_76 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %277 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %278 = stablehlo.subtract %277, %276 : tensor<2x16x128xf32>
    %cst_77 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %279 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %280 = stablehlo.add %279, %276 : tensor<2x16x128xf32>
    %cst_78 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %281 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %282 = stablehlo.multiply %281, %280 : tensor<2x16x128xf32>
    %283 = stablehlo.multiply %265, %282 : tensor<2x16x128xf32>
    %284 = stablehlo.dot_general %283, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xf32>, tensor<128x64xf32>) -> tensor<2x16x64xf32>
    %285 = stablehlo.reshape %arg6 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %286 = stablehlo.broadcast_in_dim %285, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %287 = stablehlo.add %284, %286 : tensor<2x16x64xf32>
    %288 = stablehlo.add %218, %287 : tensor<2x16x64xf32>
    %289 = chlo.square %288 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_79 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %290 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %291 = stablehlo.multiply %290, %288 : tensor<2x16x64xf32>
    %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %292 = stablehlo.reduce(%288 init: %cst_80) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_81 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %293 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %294 = stablehlo.divide %292, %293 : tensor<2x16xf32>
    %cst_82 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %295 = stablehlo.reduce(%289 init: %cst_82) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_83 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %296 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %297 = stablehlo.divide %295, %296 : tensor<2x16xf32>
    %298 = chlo.square %294 : tensor<2x16xf32> -> tensor<2x16xf32>
    %cst_84 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %299 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %300 = stablehlo.multiply %299, %294 : tensor<2x16xf32>
    %301 = stablehlo.subtract %297, %298 : tensor<2x16xf32>
    %cst_85 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %302 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %303 = stablehlo.maximum %302, %301 : tensor<2x16xf32>
    %304 = stablehlo.compare EQ, %301, %303, FLOAT : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xi1>
    %cst_86 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %305 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %cst_87 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %306 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %307 = stablehlo.select %304, %305, %306 : tensor<2x16xi1>, tensor<2x16xf32>
    %cst_88 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %308 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %309 = stablehlo.compare EQ, %308, %303, FLOAT : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xi1>
    %cst_89 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %310 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %cst_90 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %311 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %312 = stablehlo.select %309, %310, %311 : tensor<2x16xi1>, tensor<2x16xf32>
    %313 = stablehlo.divide %307, %312 : tensor<2x16xf32>
    %314 = stablehlo.broadcast_in_dim %294, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %315 = stablehlo.broadcast_in_dim %303, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %316 = stablehlo.broadcast_in_dim %314, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %317 = stablehlo.subtract %288, %316 : tensor<2x16x64xf32>
    %cst_91 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %318 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %319 = stablehlo.add %315, %318 : tensor<2x16x1xf32>
    %320 = stablehlo.rsqrt %319 : tensor<2x16x1xf32>
    %321 = stablehlo.divide %320, %319 : tensor<2x16x1xf32>
    %cst_92 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %322 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %323 = stablehlo.multiply %322, %321 : tensor<2x16x1xf32>
    %324 = stablehlo.reshape %arg15 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %325 = stablehlo.broadcast_in_dim %320, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %326 = stablehlo.broadcast_in_dim %324, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %327 = stablehlo.multiply %325, %326 : tensor<2x16x64xf32>
    %328 = stablehlo.multiply %317, %327 : tensor<2x16x64xf32>
    %329 = stablehlo.reshape %arg14 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %330 = stablehlo.broadcast_in_dim %329, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %331 = stablehlo.add %328, %330 : tensor<2x16x64xf32>
    %cst_93 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %332 = stablehlo.reduce(%331 init: %cst_93) applies stablehlo.add across dimensions = [1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %cst_94 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %333 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %334 = stablehlo.divide %332, %333 : tensor<2x64xf32>
    %335 = stablehlo.dot_general %334, %arg9, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x64xf32>, tensor<64x10xf32>) -> tensor<2x10xf32>
    %336 = stablehlo.reshape %arg8 : (tensor<10xf32>) -> tensor<1x10xf32>
    %337 = stablehlo.broadcast_in_dim %336, dims = [0, 1] : (tensor<1x10xf32>) -> tensor<2x10xf32>
    %338 = stablehlo.add %335, %337 : tensor<2x10xf32>
    %cst_95 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %339 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<2x10xf32>
    %340 = stablehlo.multiply %339, %338 : tensor<2x10xf32>
    %cst_96 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_97 = stablehlo.constant dense<2.000000e+01> : tensor<f32>
    %341 = stablehlo.divide %cst_96, %cst_97 : tensor<f32>
    %342 = stablehlo.broadcast_in_dim %341, dims = [] : (tensor<f32>) -> tensor<2x10xf32>
    %343 = stablehlo.multiply %342, %340 : tensor<2x10xf32>
    %cst_98 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %344 = stablehlo.reduce(%343 init: %cst_98) applies stablehlo.add across dimensions = [0] : (tensor<2x10xf32>, tensor<f32>) -> tensor<10xf32>
    %345 = stablehlo.reshape %344 : (tensor<10xf32>) -> tensor<1x10xf32>
    %346 = stablehlo.reshape %345 : (tensor<1x10xf32>) -> tensor<10xf32>
    %347 = stablehlo.dot_general %343, %334, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x10xf32>, tensor<2x64xf32>) -> tensor<10x64xf32>
    %348 = stablehlo.transpose %347, dims = [1, 0] : (tensor<10x64xf32>) -> tensor<64x10xf32>
    %349 = stablehlo.dot_general %343, %arg9, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x10xf32>, tensor<64x10xf32>) -> tensor<2x64xf32>
    %cst_99 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %350 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %351 = stablehlo.divide %349, %350 : tensor<2x64xf32>
    %352 = stablehlo.broadcast_in_dim %351, dims = [0, 2] : (tensor<2x64xf32>) -> tensor<2x16x64xf32>
    %cst_100 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %353 = stablehlo.reduce(%352 init: %cst_100) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %354 = stablehlo.reshape %353 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %355 = stablehlo.reshape %354 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %356 = stablehlo.multiply %317, %352 : tensor<2x16x64xf32>
    %357 = stablehlo.multiply %352, %327 : tensor<2x16x64xf32>
    %358 = stablehlo.broadcast_in_dim %320, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %359 = stablehlo.multiply %358, %356 : tensor<2x16x64xf32>
    %cst_101 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %360 = stablehlo.reduce(%359 init: %cst_101) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %361 = stablehlo.reshape %360 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %362 = stablehlo.broadcast_in_dim %324, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %363 = stablehlo.multiply %356, %362 : tensor<2x16x64xf32>
    %cst_102 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %364 = stablehlo.reduce(%363 init: %cst_102) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %365 = stablehlo.reshape %364 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %366 = stablehlo.reshape %361 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %367 = stablehlo.multiply %365, %323 : tensor<2x16x1xf32>
    %368 = stablehlo.negate %357 : tensor<2x16x64xf32>
    %cst_103 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %369 = stablehlo.reduce(%368 init: %cst_103) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %370 = stablehlo.reshape %369 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_104 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %371 = stablehlo.reduce(%367 init: %cst_104) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_105 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %372 = stablehlo.reduce(%370 init: %cst_105) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %373 = stablehlo.multiply %371, %313 : tensor<2x16xf32>
    %374 = stablehlo.negate %373 : tensor<2x16xf32>
    %375 = stablehlo.multiply %374, %300 : tensor<2x16xf32>
    %376 = stablehlo.add %372, %375 : tensor<2x16xf32>
    %cst_106 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %377 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %378 = stablehlo.divide %373, %377 : tensor<2x16xf32>
    %379 = stablehlo.broadcast_in_dim %378, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %cst_107 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %380 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %381 = stablehlo.divide %376, %380 : tensor<2x16xf32>
    %382 = stablehlo.broadcast_in_dim %381, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %383 = stablehlo.add %357, %382 : tensor<2x16x64xf32>
    %384 = stablehlo.multiply %379, %291 : tensor<2x16x64xf32>
    %385 = stablehlo.add %383, %384 : tensor<2x16x64xf32>
    %cst_108 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %386 = stablehlo.reduce(%385 init: %cst_108) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %387 = stablehlo.reshape %386 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %388 = stablehlo.reshape %387 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %389 = stablehlo.dot_general %385, %283, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x16x128xf32>) -> tensor<64x128xf32>
    %390 = stablehlo.transpose %389, dims = [1, 0] : (tensor<64x128xf32>) -> tensor<128x64xf32>
    %391 = stablehlo.dot_general %385, %arg7, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<128x64xf32>) -> tensor<2x16x128xf32>
    %392 = stablehlo.multiply %265, %391 : tensor<2x16x128xf32>
    %393 = stablehlo.multiply %391, %282 : tensor<2x16x128xf32>
    %cst_109 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %394 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %395 = stablehlo.multiply %394, %392 : tensor<2x16x128xf32>
    %396 = stablehlo.multiply %395, %278 : tensor<2x16x128xf32>
    %397 = stablehlo.multiply %396, %276 : tensor<2x16x128xf32>
    %398 = stablehlo.add %396, %397 : tensor<2x16x128xf32>
    %cst_110 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %399 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %400 = stablehlo.multiply %399, %398 : tensor<2x16x128xf32>
    %401 = stablehlo.add %393, %400 : tensor<2x16x128xf32>
    %cst_111 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %402 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %403 = stablehlo.multiply %402, %400 : tensor<2x16x128xf32>
    %404 = stablehlo.multiply %403, %270 : tensor<2x16x128xf32>
    %405 = stablehlo.add %401, %404 : tensor<2x16x128xf32>
    %cst_112 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %406 = stablehlo.reduce(%405 init: %cst_112) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x128xf32>, tensor<f32>) -> tensor<128xf32>
    %407 = stablehlo.reshape %406 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %408 = stablehlo.reshape %407 : (tensor<1x1x128xf32>) -> tensor<128xf32>
    %409 = stablehlo.dot_general %405, %261, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xf32>, tensor<2x16x64xf32>) -> tensor<128x64xf32>
    %410 = stablehlo.transpose %409, dims = [1, 0] : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %411 = stablehlo.dot_general %405, %arg5, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xf32>, tensor<64x128xf32>) -> tensor<2x16x64xf32>
    %cst_113 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %412 = stablehlo.reduce(%411 init: %cst_113) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %413 = stablehlo.reshape %412 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %414 = stablehlo.reshape %413 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %415 = stablehlo.multiply %247, %411 : tensor<2x16x64xf32>
    %416 = stablehlo.multiply %411, %257 : tensor<2x16x64xf32>
    %417 = stablehlo.broadcast_in_dim %250, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %418 = stablehlo.multiply %417, %415 : tensor<2x16x64xf32>
    %cst_114 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %419 = stablehlo.reduce(%418 init: %cst_114) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %420 = stablehlo.reshape %419 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %421 = stablehlo.broadcast_in_dim %254, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %422 = stablehlo.multiply %415, %421 : tensor<2x16x64xf32>
    %cst_115 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %423 = stablehlo.reduce(%422 init: %cst_115) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %424 = stablehlo.reshape %423 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %425 = stablehlo.reshape %420 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %426 = stablehlo.multiply %424, %253 : tensor<2x16x1xf32>
    %427 = stablehlo.negate %416 : tensor<2x16x64xf32>
    %cst_116 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %428 = stablehlo.reduce(%427 init: %cst_116) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %429 = stablehlo.reshape %428 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %430 = stablehlo.add %385, %416 : tensor<2x16x64xf32>
    %cst_117 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %431 = stablehlo.reduce(%426 init: %cst_117) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_118 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %432 = stablehlo.reduce(%429 init: %cst_118) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %433 = stablehlo.multiply %431, %243 : tensor<2x16xf32>
    %434 = stablehlo.negate %433 : tensor<2x16xf32>
    %435 = stablehlo.multiply %434, %230 : tensor<2x16xf32>
    %436 = stablehlo.add %432, %435 : tensor<2x16xf32>
    %cst_119 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %437 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %438 = stablehlo.divide %433, %437 : tensor<2x16xf32>
    %439 = stablehlo.broadcast_in_dim %438, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %cst_120 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %440 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %441 = stablehlo.divide %436, %440 : tensor<2x16xf32>
    %442 = stablehlo.broadcast_in_dim %441, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %443 = stablehlo.add %430, %442 : tensor<2x16x64xf32>
    %444 = stablehlo.multiply %439, %221 : tensor<2x16x64xf32>
    %445 = stablehlo.add %443, %444 : tensor<2x16x64xf32>
    %446 = stablehlo.transpose %445, dims = [0, 2, 1] : (tensor<2x16x64xf32>) -> tensor<2x64x16xf32>
    %cst_121 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %447 = stablehlo.reduce(%446 init: %cst_121) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x64x16xf32>, tensor<f32>) -> tensor<16xf32>
    %448 = stablehlo.reshape %447 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %449 = stablehlo.reshape %448 : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %450 = stablehlo.dot_general %446, %212, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x16xf32>, tensor<2x64x32xf32>) -> tensor<16x32xf32>
    %451 = stablehlo.transpose %450, dims = [1, 0] : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %452 = stablehlo.dot_general %446, %arg29, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x16xf32>, tensor<32x16xf32>) -> tensor<2x64x32xf32>
    %453 = stablehlo.multiply %194, %452 : tensor<2x64x32xf32>
    %454 = stablehlo.multiply %452, %211 : tensor<2x64x32xf32>
    %cst_122 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %455 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<2x64x32xf32>
    %456 = stablehlo.multiply %455, %453 : tensor<2x64x32xf32>
    %457 = stablehlo.multiply %456, %207 : tensor<2x64x32xf32>
    %458 = stablehlo.multiply %457, %205 : tensor<2x64x32xf32>
    %459 = stablehlo.add %457, %458 : tensor<2x64x32xf32>
    %cst_123 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %460 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<2x64x32xf32>
    %461 = stablehlo.multiply %460, %459 : tensor<2x64x32xf32>
    %462 = stablehlo.add %454, %461 : tensor<2x64x32xf32>
    %cst_124 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %463 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<2x64x32xf32>
    %464 = stablehlo.multiply %463, %461 : tensor<2x64x32xf32>
    %465 = stablehlo.multiply %464, %199 : tensor<2x64x32xf32>
    %466 = stablehlo.add %462, %465 : tensor<2x64x32xf32>
    %cst_125 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %467 = stablehlo.reduce(%466 init: %cst_125) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x64x32xf32>, tensor<f32>) -> tensor<32xf32>
    %468 = stablehlo.reshape %467 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %469 = stablehlo.reshape %468 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %470 = stablehlo.dot_general %466, %190, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x32xf32>, tensor<2x64x16xf32>) -> tensor<32x16xf32>
    %471 = stablehlo.transpose %470, dims = [1, 0] : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %472 = stablehlo.dot_general %466, %arg27, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x32xf32>, tensor<16x32xf32>) -> tensor<2x64x16xf32>
    %473 = stablehlo.transpose %472, dims = [0, 2, 1] : (tensor<2x64x16xf32>) -> tensor<2x16x64xf32>
    %cst_126 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %474 = stablehlo.reduce(%473 init: %cst_126) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %475 = stablehlo.reshape %474 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %476 = stablehlo.reshape %475 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %477 = stablehlo.multiply %175, %473 : tensor<2x16x64xf32>
    %478 = stablehlo.multiply %473, %185 : tensor<2x16x64xf32>
    %479 = stablehlo.broadcast_in_dim %178, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %480 = stablehlo.multiply %479, %477 : tensor<2x16x64xf32>
    %cst_127 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %481 = stablehlo.reduce(%480 init: %cst_127) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %482 = stablehlo.reshape %481 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %483 = stablehlo.broadcast_in_dim %182, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %484 = stablehlo.multiply %477, %483 : tensor<2x16x64xf32>
    %cst_128 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %485 = stablehlo.reduce(%484 init: %cst_128) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %486 = stablehlo.reshape %485 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %487 = stablehlo.reshape %482 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %488 = stablehlo.multiply %486, %181 : tensor<2x16x1xf32>
    %489 = stablehlo.negate %478 : tensor<2x16x64xf32>
    %cst_129 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %490 = stablehlo.reduce(%489 init: %cst_129) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %491 = stablehlo.reshape %490 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %492 = stablehlo.add %445, %478 : tensor<2x16x64xf32>
    %cst_130 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %493 = stablehlo.reduce(%488 init: %cst_130) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_131 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %494 = stablehlo.reduce(%491 init: %cst_131) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %495 = stablehlo.multiply %493, %171 : tensor<2x16xf32>
    %496 = stablehlo.negate %495 : tensor<2x16xf32>
    %497 = stablehlo.multiply %496, %158 : tensor<2x16xf32>
    %498 = stablehlo.add %494, %497 : tensor<2x16xf32>
    %cst_132 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %499 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %500 = stablehlo.divide %495, %499 : tensor<2x16xf32>
    %501 = stablehlo.broadcast_in_dim %500, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %cst_133 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %502 = stablehlo.broadcast_in_dim %cst_133, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %503 = stablehlo.divide %498, %502 : tensor<2x16xf32>
    %504 = stablehlo.broadcast_in_dim %503, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %505 = stablehlo.add %492, %504 : tensor<2x16x64xf32>
    %506 = stablehlo.multiply %501, %149 : tensor<2x16x64xf32>
    %507 = stablehlo.add %505, %506 : tensor<2x16x64xf32>
    %cst_134 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %508 = stablehlo.reduce(%507 init: %cst_134) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %509 = stablehlo.reshape %508 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %510 = stablehlo.reshape %509 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %511 = stablehlo.dot_general %507, %141, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x16x128xf32>) -> tensor<64x128xf32>
    %512 = stablehlo.transpose %511, dims = [1, 0] : (tensor<64x128xf32>) -> tensor<128x64xf32>
    %513 = stablehlo.dot_general %507, %arg3, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<128x64xf32>) -> tensor<2x16x128xf32>
    %514 = stablehlo.multiply %123, %513 : tensor<2x16x128xf32>
    %515 = stablehlo.multiply %513, %140 : tensor<2x16x128xf32>
    %cst_135 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %516 = stablehlo.broadcast_in_dim %cst_135, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %517 = stablehlo.multiply %516, %514 : tensor<2x16x128xf32>
    %518 = stablehlo.multiply %517, %136 : tensor<2x16x128xf32>
    %519 = stablehlo.multiply %518, %134 : tensor<2x16x128xf32>
    %520 = stablehlo.add %518, %519 : tensor<2x16x128xf32>
    %cst_136 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %521 = stablehlo.broadcast_in_dim %cst_136, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %522 = stablehlo.multiply %521, %520 : tensor<2x16x128xf32>
    %523 = stablehlo.add %515, %522 : tensor<2x16x128xf32>
    %cst_137 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %524 = stablehlo.broadcast_in_dim %cst_137, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %525 = stablehlo.multiply %524, %522 : tensor<2x16x128xf32>
    %526 = stablehlo.multiply %525, %128 : tensor<2x16x128xf32>
    %527 = stablehlo.add %523, %526 : tensor<2x16x128xf32>
    %cst_138 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %528 = stablehlo.reduce(%527 init: %cst_138) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x128xf32>, tensor<f32>) -> tensor<128xf32>
    %529 = stablehlo.reshape %528 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %530 = stablehlo.reshape %529 : (tensor<1x1x128xf32>) -> tensor<128xf32>
    %531 = stablehlo.dot_general %527, %119, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xf32>, tensor<2x16x64xf32>) -> tensor<128x64xf32>
    %532 = stablehlo.transpose %531, dims = [1, 0] : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %533 = stablehlo.dot_general %527, %arg1, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xf32>, tensor<64x128xf32>) -> tensor<2x16x64xf32>
    %cst_139 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %534 = stablehlo.reduce(%533 init: %cst_139) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %535 = stablehlo.reshape %534 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %536 = stablehlo.reshape %535 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %537 = stablehlo.multiply %105, %533 : tensor<2x16x64xf32>
    %538 = stablehlo.multiply %533, %115 : tensor<2x16x64xf32>
    %539 = stablehlo.broadcast_in_dim %108, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %540 = stablehlo.multiply %539, %537 : tensor<2x16x64xf32>
    %cst_140 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %541 = stablehlo.reduce(%540 init: %cst_140) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %542 = stablehlo.reshape %541 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %543 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %544 = stablehlo.multiply %537, %543 : tensor<2x16x64xf32>
    %cst_141 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %545 = stablehlo.reduce(%544 init: %cst_141) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %546 = stablehlo.reshape %545 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %547 = stablehlo.reshape %542 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %548 = stablehlo.multiply %546, %111 : tensor<2x16x1xf32>
    %549 = stablehlo.negate %538 : tensor<2x16x64xf32>
    %cst_142 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %550 = stablehlo.reduce(%549 init: %cst_142) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %551 = stablehlo.reshape %550 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %552 = stablehlo.add %507, %538 : tensor<2x16x64xf32>
    %cst_143 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %553 = stablehlo.reduce(%548 init: %cst_143) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_144 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %554 = stablehlo.reduce(%551 init: %cst_144) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %555 = stablehlo.multiply %553, %101 : tensor<2x16xf32>
    %556 = stablehlo.negate %555 : tensor<2x16xf32>
    %557 = stablehlo.multiply %556, %88 : tensor<2x16xf32>
    %558 = stablehlo.add %554, %557 : tensor<2x16xf32>
    %cst_145 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %559 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %560 = stablehlo.divide %555, %559 : tensor<2x16xf32>
    %561 = stablehlo.broadcast_in_dim %560, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %cst_146 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %562 = stablehlo.broadcast_in_dim %cst_146, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %563 = stablehlo.divide %558, %562 : tensor<2x16xf32>
    %564 = stablehlo.broadcast_in_dim %563, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %565 = stablehlo.add %552, %564 : tensor<2x16x64xf32>
    %566 = stablehlo.multiply %561, %79 : tensor<2x16x64xf32>
    %567 = stablehlo.add %565, %566 : tensor<2x16x64xf32>
    %568 = stablehlo.transpose %567, dims = [0, 2, 1] : (tensor<2x16x64xf32>) -> tensor<2x64x16xf32>
    %cst_147 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %569 = stablehlo.reduce(%568 init: %cst_147) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x64x16xf32>, tensor<f32>) -> tensor<16xf32>
    %570 = stablehlo.reshape %569 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %571 = stablehlo.reshape %570 : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %572 = stablehlo.dot_general %568, %70, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x16xf32>, tensor<2x64x32xf32>) -> tensor<16x32xf32>
    %573 = stablehlo.transpose %572, dims = [1, 0] : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %574 = stablehlo.dot_general %568, %arg25, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x16xf32>, tensor<32x16xf32>) -> tensor<2x64x32xf32>
    %575 = stablehlo.multiply %52, %574 : tensor<2x64x32xf32>
    %576 = stablehlo.multiply %574, %69 : tensor<2x64x32xf32>
    %cst_148 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %577 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<f32>) -> tensor<2x64x32xf32>
    %578 = stablehlo.multiply %577, %575 : tensor<2x64x32xf32>
    %579 = stablehlo.multiply %578, %65 : tensor<2x64x32xf32>
    %580 = stablehlo.multiply %579, %63 : tensor<2x64x32xf32>
    %581 = stablehlo.add %579, %580 : tensor<2x64x32xf32>
    %cst_149 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %582 = stablehlo.broadcast_in_dim %cst_149, dims = [] : (tensor<f32>) -> tensor<2x64x32xf32>
    %583 = stablehlo.multiply %582, %581 : tensor<2x64x32xf32>
    %584 = stablehlo.add %576, %583 : tensor<2x64x32xf32>
    %cst_150 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %585 = stablehlo.broadcast_in_dim %cst_150, dims = [] : (tensor<f32>) -> tensor<2x64x32xf32>
    %586 = stablehlo.multiply %585, %583 : tensor<2x64x32xf32>
    %587 = stablehlo.multiply %586, %57 : tensor<2x64x32xf32>
    %588 = stablehlo.add %584, %587 : tensor<2x64x32xf32>
    %cst_151 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %589 = stablehlo.reduce(%588 init: %cst_151) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x64x32xf32>, tensor<f32>) -> tensor<32xf32>
    %590 = stablehlo.reshape %589 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %591 = stablehlo.reshape %590 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %592 = stablehlo.dot_general %588, %48, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x32xf32>, tensor<2x64x16xf32>) -> tensor<32x16xf32>
    %593 = stablehlo.transpose %592, dims = [1, 0] : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %594 = stablehlo.dot_general %588, %arg23, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x32xf32>, tensor<16x32xf32>) -> tensor<2x64x16xf32>
    %595 = stablehlo.transpose %594, dims = [0, 2, 1] : (tensor<2x64x16xf32>) -> tensor<2x16x64xf32>
    %cst_152 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %596 = stablehlo.reduce(%595 init: %cst_152) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %597 = stablehlo.reshape %596 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %598 = stablehlo.reshape %597 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %599 = stablehlo.multiply %33, %595 : tensor<2x16x64xf32>
    %600 = stablehlo.multiply %595, %43 : tensor<2x16x64xf32>
    %601 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %602 = stablehlo.multiply %601, %599 : tensor<2x16x64xf32>
    %cst_153 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %603 = stablehlo.reduce(%602 init: %cst_153) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %604 = stablehlo.reshape %603 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %605 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %606 = stablehlo.multiply %599, %605 : tensor<2x16x64xf32>
    %cst_154 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %607 = stablehlo.reduce(%606 init: %cst_154) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %608 = stablehlo.reshape %607 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %609 = stablehlo.reshape %604 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %610 = stablehlo.multiply %608, %39 : tensor<2x16x1xf32>
    %611 = stablehlo.negate %600 : tensor<2x16x64xf32>
    %cst_155 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %612 = stablehlo.reduce(%611 init: %cst_155) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %613 = stablehlo.reshape %612 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %614 = stablehlo.add %567, %600 : tensor<2x16x64xf32>
    %cst_156 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %615 = stablehlo.reduce(%610 init: %cst_156) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_157 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %616 = stablehlo.reduce(%613 init: %cst_157) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %617 = stablehlo.multiply %615, %29 : tensor<2x16xf32>
    %618 = stablehlo.negate %617 : tensor<2x16xf32>
    %619 = stablehlo.multiply %618, %16 : tensor<2x16xf32>
    %620 = stablehlo.add %616, %619 : tensor<2x16xf32>
    %cst_158 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %621 = stablehlo.broadcast_in_dim %cst_158, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %622 = stablehlo.divide %617, %621 : tensor<2x16xf32>
    %623 = stablehlo.broadcast_in_dim %622, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %cst_159 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %624 = stablehlo.broadcast_in_dim %cst_159, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %625 = stablehlo.divide %620, %624 : tensor<2x16xf32>
    %626 = stablehlo.broadcast_in_dim %625, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %627 = stablehlo.add %614, %626 : tensor<2x16x64xf32>
    %628 = stablehlo.multiply %623, %7 : tensor<2x16x64xf32>
    %629 = stablehlo.add %627, %628 : tensor<2x16x64xf32>
    %630 = stablehlo.reshape %629 : (tensor<2x16x64xf32>) -> tensor<2x4x4x64xf32>
    %cst_160 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %631 = stablehlo.reduce(%630 init: %cst_160) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x4x4x64xf32>, tensor<f32>) -> tensor<64xf32>
    %632 = stablehlo.reshape %631 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %633 = stablehlo.reshape %632 : (tensor<1x1x1x64xf32>) -> tensor<64xf32>
    %634 = stablehlo.convolution(%arg30, %630) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [4, 4], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x16x16x3xf32>, tensor<2x4x4x64xf32>) -> tensor<4x4x3x64xf32>
    return %530, %532, %510, %512, %408, %410, %388, %390, %346, %348, %536, %547, %414, %425, %355, %366, %598, %609, %476, %487, %633, %634, %591, %593, %571, %573, %469, %471, %449, %451 : tensor<128xf32>, tensor<64x128xf32>, tensor<64xf32>, tensor<128x64xf32>, tensor<128xf32>, tensor<64x128xf32>, tensor<64xf32>, tensor<128x64xf32>, tensor<10xf32>, tensor<64x10xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<4x4x3x64xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<32x16xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<32x16xf32>
  }
}
