module @jit_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<4xf32>, %arg3: tensor<4xf32>, %arg4: tensor<160xf32>, %arg5: tensor<160xf32>, %arg6: tensor<4x1x160xf32>, %arg7: tensor<4x1x160xf32>, %arg8: tensor<4xf32>, %arg9: tensor<4xf32>, %arg10: tensor<128x64xf32>, %arg11: tensor<128xf32>, %arg12: tensor<128xf32>, %arg13: tensor<64x292xf32>, %arg14: tensor<64x292xf32>, %arg15: tensor<64x128xf32>, %arg16: tensor<64xf32>, %arg17: tensor<64xf32>, %arg18: tensor<64xf32>, %arg19: tensor<128x64xf32>, %arg20: tensor<128x64xf32>, %arg21: tensor<2x16xi32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<4xf32> {jax.result_info = "result[1]['params']['A_log_0']"}, tensor<4xf32> {jax.result_info = "result[1]['params']['A_log_1']"}, tensor<4xf32> {jax.result_info = "result[1]['params']['D_0']"}, tensor<4xf32> {jax.result_info = "result[1]['params']['D_1']"}, tensor<160xf32> {jax.result_info = "result[1]['params']['conv_bias_0']"}, tensor<160xf32> {jax.result_info = "result[1]['params']['conv_bias_1']"}, tensor<4x1x160xf32> {jax.result_info = "result[1]['params']['conv_weight_0']"}, tensor<4x1x160xf32> {jax.result_info = "result[1]['params']['conv_weight_1']"}, tensor<4xf32> {jax.result_info = "result[1]['params']['dt_bias_0']"}, tensor<4xf32> {jax.result_info = "result[1]['params']['dt_bias_1']"}, tensor<128x64xf32> {jax.result_info = "result[1]['params']['embedding']['embedding']"}, tensor<128xf32> {jax.result_info = "result[1]['params']['gate_norm_weight_0']"}, tensor<128xf32> {jax.result_info = "result[1]['params']['gate_norm_weight_1']"}, tensor<64x292xf32> {jax.result_info = "result[1]['params']['in_proj_0']['kernel']"}, tensor<64x292xf32> {jax.result_info = "result[1]['params']['in_proj_1']['kernel']"}, tensor<64x128xf32> {jax.result_info = "result[1]['params']['lm_head']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1]['params']['norm_0']['scale']"}, tensor<64xf32> {jax.result_info = "result[1]['params']['norm_1']['scale']"}, tensor<64xf32> {jax.result_info = "result[1]['params']['norm_f']['scale']"}, tensor<128x64xf32> {jax.result_info = "result[1]['params']['out_proj_0']['kernel']"}, tensor<128x64xf32> {jax.result_info = "result[1]['params']['out_proj_1']['kernel']"}) {
    %0:2 = call @_take(%arg10, %arg21) : (tensor<128x64xf32>, tensor<2x16xi32>) -> (tensor<2x16x64xf32>, tensor<2x16x1xi32>)
    %1 = chlo.square %0#0 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %3 = stablehlo.multiply %2, %0#0 : tensor<2x16x64xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%1 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_1 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %7 = stablehlo.divide %5, %6 : tensor<2x16x1xf32>
    %cst_2 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %9 = stablehlo.add %7, %8 : tensor<2x16x1xf32>
    %10 = stablehlo.rsqrt %9 : tensor<2x16x1xf32>
    %11 = stablehlo.divide %10, %9 : tensor<2x16x1xf32>
    %cst_3 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %13 = stablehlo.multiply %12, %11 : tensor<2x16x1xf32>
    %14 = stablehlo.broadcast_in_dim %10, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %15 = stablehlo.multiply %0#0, %14 : tensor<2x16x64xf32>
    %16 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %18 = stablehlo.multiply %15, %17 : tensor<2x16x64xf32>
    %19 = stablehlo.dot_general %18, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x292xf32>) -> tensor<2x16x292xf32>
    %20 = stablehlo.slice %19 [0:2, 0:16, 0:128] : (tensor<2x16x292xf32>) -> tensor<2x16x128xf32>
    %21 = stablehlo.slice %19 [0:2, 0:16, 128:288] : (tensor<2x16x292xf32>) -> tensor<2x16x160xf32>
    %22 = stablehlo.slice %19 [0:2, 0:16, 288:292] : (tensor<2x16x292xf32>) -> tensor<2x16x4xf32>
    %23 = stablehlo.convolution(%21, %arg6) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = [[3, 0]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 160 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x16x160xf32>, tensor<4x1x160xf32>) -> tensor<2x16x160xf32>
    %24 = stablehlo.broadcast_in_dim %arg4, dims = [2] : (tensor<160xf32>) -> tensor<1x1x160xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2] : (tensor<1x1x160xf32>) -> tensor<2x16x160xf32>
    %26 = stablehlo.add %23, %25 : tensor<2x16x160xf32>
    %27:3 = call @silu(%26) : (tensor<2x16x160xf32>) -> (tensor<2x16x160xf32>, tensor<2x16x160xf32>, tensor<2x16x160xf32>)
    %28 = stablehlo.slice %27#0 [0:2, 0:16, 0:128] : (tensor<2x16x160xf32>) -> tensor<2x16x128xf32>
    %29 = stablehlo.slice %27#0 [0:2, 0:16, 128:144] : (tensor<2x16x160xf32>) -> tensor<2x16x16xf32>
    %30 = stablehlo.slice %27#0 [0:2, 0:16, 144:160] : (tensor<2x16x160xf32>) -> tensor<2x16x16xf32>
    %31 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<4xf32>) -> tensor<1x1x4xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2] : (tensor<1x1x4xf32>) -> tensor<2x16x4xf32>
    %33 = stablehlo.add %22, %32 : tensor<2x16x4xf32>
    %34:2 = call @softplus(%33) : (tensor<2x16x4xf32>) -> (tensor<2x16x4xf32>, tensor<2x16x4xf32>)
    %35 = stablehlo.exponential %arg0 : tensor<4xf32>
    %36 = stablehlo.negate %35 : tensor<4xf32>
    %37 = stablehlo.reshape %28 : (tensor<2x16x128xf32>) -> tensor<2x16x4x32xf32>
    %38 = stablehlo.broadcast_in_dim %36, dims = [2] : (tensor<4xf32>) -> tensor<1x1x4xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2] : (tensor<1x1x4xf32>) -> tensor<2x16x4xf32>
    %40 = stablehlo.multiply %34#0, %39 : tensor<2x16x4xf32>
    %41 = stablehlo.transpose %40, dims = [0, 2, 1] : (tensor<2x16x4xf32>) -> tensor<2x4x16xf32>
    %42 = call @cumsum(%41) : (tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %44 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 3] : (tensor<2x4x16xf32>) -> tensor<2x4x1x16xf32>
    %45 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %46 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2, 3] : (tensor<2x4x1x16xf32>) -> tensor<2x4x16x16xf32>
    %47 = stablehlo.subtract %45, %46 : tensor<2x4x16x16xf32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %48 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<16x16xi1>
    %49 = call @tril(%48) : (tensor<16x16xi1>) -> tensor<16x16xi1>
    %cst_4 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %50:2 = call @_where_1(%49, %47, %cst_4) : (tensor<16x16xi1>, tensor<2x4x16x16xf32>, tensor<f32>) -> (tensor<2x4x16x16xf32>, tensor<2x4x16x16xi1>)
    %51 = stablehlo.exponential %50#0 : tensor<2x4x16x16xf32>
    %52 = stablehlo.broadcast_in_dim %34#0, dims = [0, 1, 2] : (tensor<2x16x4xf32>) -> tensor<2x16x4x1xf32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0, 1, 2, 3] : (tensor<2x16x4x1xf32>) -> tensor<2x16x4x32xf32>
    %54 = stablehlo.multiply %37, %53 : tensor<2x16x4x32xf32>
    %55 = stablehlo.dot_general %29, %30, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x16x16xf32>, tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
    %56 = stablehlo.dot_general %51, %55, batching_dims = [0, 3, 2] x [0, 1, 2], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x16x16xf32>) -> tensor<2x16x16x4xf32>
    %57 = stablehlo.dot_general %56, %54, batching_dims = [0, 3] x [0, 2], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x16x4xf32>, tensor<2x16x4x32xf32>) -> tensor<2x4x16x32xf32>
    %58 = stablehlo.transpose %57, dims = [0, 2, 1, 3] : (tensor<2x4x16x32xf32>) -> tensor<2x16x4x32xf32>
    %59 = stablehlo.broadcast_in_dim %arg2, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [2, 3] : (tensor<4x1xf32>) -> tensor<1x1x4x1xf32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [0, 1, 2, 3] : (tensor<1x1x4x1xf32>) -> tensor<2x16x4x32xf32>
    %62 = stablehlo.multiply %37, %61 : tensor<2x16x4x32xf32>
    %63 = stablehlo.add %58, %62 : tensor<2x16x4x32xf32>
    %64 = stablehlo.reshape %63 : (tensor<2x16x4x32xf32>) -> tensor<2x16x128xf32>
    %65:3 = call @silu_2(%20) : (tensor<2x16x128xf32>) -> (tensor<2x16x128xf32>, tensor<2x16x128xf32>, tensor<2x16x128xf32>)
    %66 = stablehlo.multiply %64, %65#0 : tensor<2x16x128xf32>
    %67 = chlo.square %66 : tensor<2x16x128xf32> -> tensor<2x16x128xf32>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %69 = stablehlo.multiply %68, %66 : tensor<2x16x128xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %70 = stablehlo.reduce(%67 init: %cst_6) applies stablehlo.add across dimensions = [2] : (tensor<2x16x128xf32>, tensor<f32>) -> tensor<2x16xf32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_7 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %73 = stablehlo.divide %71, %72 : tensor<2x16x1xf32>
    %cst_8 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %75 = stablehlo.add %73, %74 : tensor<2x16x1xf32>
    %76 = stablehlo.sqrt %75 : tensor<2x16x1xf32>
    %cst_9 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %78 = stablehlo.divide %77, %76 : tensor<2x16x1xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %80 = stablehlo.divide %79, %76 : tensor<2x16x1xf32>
    %81 = stablehlo.multiply %76, %76 : tensor<2x16x1xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %83 = stablehlo.divide %82, %81 : tensor<2x16x1xf32>
    %84 = stablehlo.broadcast_in_dim %80, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x128xf32>
    %85 = stablehlo.multiply %66, %84 : tensor<2x16x128xf32>
    %86 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %87 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<2x16x128xf32>
    %88 = stablehlo.multiply %85, %87 : tensor<2x16x128xf32>
    %89 = stablehlo.dot_general %88, %arg19, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xf32>, tensor<128x64xf32>) -> tensor<2x16x64xf32>
    %90 = stablehlo.add %0#0, %89 : tensor<2x16x64xf32>
    %91 = chlo.square %90 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_12 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %93 = stablehlo.multiply %92, %90 : tensor<2x16x64xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %94 = stablehlo.reduce(%91 init: %cst_13) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %95 = stablehlo.broadcast_in_dim %94, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_14 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %97 = stablehlo.divide %95, %96 : tensor<2x16x1xf32>
    %cst_15 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %98 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %99 = stablehlo.add %97, %98 : tensor<2x16x1xf32>
    %100 = stablehlo.rsqrt %99 : tensor<2x16x1xf32>
    %101 = stablehlo.divide %100, %99 : tensor<2x16x1xf32>
    %cst_16 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %103 = stablehlo.multiply %102, %101 : tensor<2x16x1xf32>
    %104 = stablehlo.broadcast_in_dim %100, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %105 = stablehlo.multiply %90, %104 : tensor<2x16x64xf32>
    %106 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %107 = stablehlo.broadcast_in_dim %106, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %108 = stablehlo.multiply %105, %107 : tensor<2x16x64xf32>
    %109 = stablehlo.dot_general %108, %arg14, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x292xf32>) -> tensor<2x16x292xf32>
    %110 = stablehlo.slice %109 [0:2, 0:16, 0:128] : (tensor<2x16x292xf32>) -> tensor<2x16x128xf32>
    %111 = stablehlo.slice %109 [0:2, 0:16, 128:288] : (tensor<2x16x292xf32>) -> tensor<2x16x160xf32>
    %112 = stablehlo.slice %109 [0:2, 0:16, 288:292] : (tensor<2x16x292xf32>) -> tensor<2x16x4xf32>
    %113 = stablehlo.convolution(%111, %arg7) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = [[3, 0]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 160 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x16x160xf32>, tensor<4x1x160xf32>) -> tensor<2x16x160xf32>
    %114 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<160xf32>) -> tensor<1x1x160xf32>
    %115 = stablehlo.broadcast_in_dim %114, dims = [0, 1, 2] : (tensor<1x1x160xf32>) -> tensor<2x16x160xf32>
    %116 = stablehlo.add %113, %115 : tensor<2x16x160xf32>
    %117:3 = call @silu(%116) : (tensor<2x16x160xf32>) -> (tensor<2x16x160xf32>, tensor<2x16x160xf32>, tensor<2x16x160xf32>)
    %118 = stablehlo.slice %117#0 [0:2, 0:16, 0:128] : (tensor<2x16x160xf32>) -> tensor<2x16x128xf32>
    %119 = stablehlo.slice %117#0 [0:2, 0:16, 128:144] : (tensor<2x16x160xf32>) -> tensor<2x16x16xf32>
    %120 = stablehlo.slice %117#0 [0:2, 0:16, 144:160] : (tensor<2x16x160xf32>) -> tensor<2x16x16xf32>
    %121 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<4xf32>) -> tensor<1x1x4xf32>
    %122 = stablehlo.broadcast_in_dim %121, dims = [0, 1, 2] : (tensor<1x1x4xf32>) -> tensor<2x16x4xf32>
    %123 = stablehlo.add %112, %122 : tensor<2x16x4xf32>
    %124:2 = call @softplus(%123) : (tensor<2x16x4xf32>) -> (tensor<2x16x4xf32>, tensor<2x16x4xf32>)
    %125 = stablehlo.exponential %arg1 : tensor<4xf32>
    %126 = stablehlo.negate %125 : tensor<4xf32>
    %127 = stablehlo.reshape %118 : (tensor<2x16x128xf32>) -> tensor<2x16x4x32xf32>
    %128 = stablehlo.broadcast_in_dim %126, dims = [2] : (tensor<4xf32>) -> tensor<1x1x4xf32>
    %129 = stablehlo.broadcast_in_dim %128, dims = [0, 1, 2] : (tensor<1x1x4xf32>) -> tensor<2x16x4xf32>
    %130 = stablehlo.multiply %124#0, %129 : tensor<2x16x4xf32>
    %131 = stablehlo.transpose %130, dims = [0, 2, 1] : (tensor<2x16x4xf32>) -> tensor<2x4x16xf32>
    %132 = call @cumsum(%131) : (tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %133 = stablehlo.broadcast_in_dim %132, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %134 = stablehlo.broadcast_in_dim %132, dims = [0, 1, 3] : (tensor<2x4x16xf32>) -> tensor<2x4x1x16xf32>
    %135 = stablehlo.broadcast_in_dim %133, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %136 = stablehlo.broadcast_in_dim %134, dims = [0, 1, 2, 3] : (tensor<2x4x1x16xf32>) -> tensor<2x4x16x16xf32>
    %137 = stablehlo.subtract %135, %136 : tensor<2x4x16x16xf32>
    %c_17 = stablehlo.constant dense<true> : tensor<i1>
    %138 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i1>) -> tensor<16x16xi1>
    %139 = call @tril(%138) : (tensor<16x16xi1>) -> tensor<16x16xi1>
    %cst_18 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %140:2 = call @_where_1(%139, %137, %cst_18) : (tensor<16x16xi1>, tensor<2x4x16x16xf32>, tensor<f32>) -> (tensor<2x4x16x16xf32>, tensor<2x4x16x16xi1>)
    %141 = stablehlo.exponential %140#0 : tensor<2x4x16x16xf32>
    %142 = stablehlo.broadcast_in_dim %124#0, dims = [0, 1, 2] : (tensor<2x16x4xf32>) -> tensor<2x16x4x1xf32>
    %143 = stablehlo.broadcast_in_dim %142, dims = [0, 1, 2, 3] : (tensor<2x16x4x1xf32>) -> tensor<2x16x4x32xf32>
    %144 = stablehlo.multiply %127, %143 : tensor<2x16x4x32xf32>
    %145 = stablehlo.dot_general %119, %120, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x16x16xf32>, tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
    %146 = stablehlo.dot_general %141, %145, batching_dims = [0, 3, 2] x [0, 1, 2], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x16x16xf32>) -> tensor<2x16x16x4xf32>
    %147 = stablehlo.dot_general %146, %144, batching_dims = [0, 3] x [0, 2], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x16x4xf32>, tensor<2x16x4x32xf32>) -> tensor<2x4x16x32xf32>
    %148 = stablehlo.transpose %147, dims = [0, 2, 1, 3] : (tensor<2x4x16x32xf32>) -> tensor<2x16x4x32xf32>
    %149 = stablehlo.broadcast_in_dim %arg3, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %150 = stablehlo.broadcast_in_dim %149, dims = [2, 3] : (tensor<4x1xf32>) -> tensor<1x1x4x1xf32>
    %151 = stablehlo.broadcast_in_dim %150, dims = [0, 1, 2, 3] : (tensor<1x1x4x1xf32>) -> tensor<2x16x4x32xf32>
    %152 = stablehlo.multiply %127, %151 : tensor<2x16x4x32xf32>
    %153 = stablehlo.add %148, %152 : tensor<2x16x4x32xf32>
    %154 = stablehlo.reshape %153 : (tensor<2x16x4x32xf32>) -> tensor<2x16x128xf32>
    %155:3 = call @silu_2(%110) : (tensor<2x16x128xf32>) -> (tensor<2x16x128xf32>, tensor<2x16x128xf32>, tensor<2x16x128xf32>)
    %156 = stablehlo.multiply %154, %155#0 : tensor<2x16x128xf32>
    %157 = chlo.square %156 : tensor<2x16x128xf32> -> tensor<2x16x128xf32>
    %cst_19 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %158 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %159 = stablehlo.multiply %158, %156 : tensor<2x16x128xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %160 = stablehlo.reduce(%157 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<2x16x128xf32>, tensor<f32>) -> tensor<2x16xf32>
    %161 = stablehlo.broadcast_in_dim %160, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_21 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %162 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %163 = stablehlo.divide %161, %162 : tensor<2x16x1xf32>
    %cst_22 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %164 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %165 = stablehlo.add %163, %164 : tensor<2x16x1xf32>
    %166 = stablehlo.sqrt %165 : tensor<2x16x1xf32>
    %cst_23 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %167 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %168 = stablehlo.divide %167, %166 : tensor<2x16x1xf32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %169 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %170 = stablehlo.divide %169, %166 : tensor<2x16x1xf32>
    %171 = stablehlo.multiply %166, %166 : tensor<2x16x1xf32>
    %cst_25 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %172 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %173 = stablehlo.divide %172, %171 : tensor<2x16x1xf32>
    %174 = stablehlo.broadcast_in_dim %170, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x128xf32>
    %175 = stablehlo.multiply %156, %174 : tensor<2x16x128xf32>
    %176 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %177 = stablehlo.broadcast_in_dim %176, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<2x16x128xf32>
    %178 = stablehlo.multiply %175, %177 : tensor<2x16x128xf32>
    %179 = stablehlo.dot_general %178, %arg20, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xf32>, tensor<128x64xf32>) -> tensor<2x16x64xf32>
    %180 = stablehlo.add %90, %179 : tensor<2x16x64xf32>
    %181 = chlo.square %180 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_26 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %182 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %183 = stablehlo.multiply %182, %180 : tensor<2x16x64xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %184 = stablehlo.reduce(%181 init: %cst_27) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %185 = stablehlo.broadcast_in_dim %184, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_28 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %186 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %187 = stablehlo.divide %185, %186 : tensor<2x16x1xf32>
    %cst_29 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %188 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %189 = stablehlo.add %187, %188 : tensor<2x16x1xf32>
    %190 = stablehlo.rsqrt %189 : tensor<2x16x1xf32>
    %191 = stablehlo.divide %190, %189 : tensor<2x16x1xf32>
    %cst_30 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %192 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %193 = stablehlo.multiply %192, %191 : tensor<2x16x1xf32>
    %194 = stablehlo.broadcast_in_dim %190, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %195 = stablehlo.multiply %180, %194 : tensor<2x16x64xf32>
    %196 = stablehlo.broadcast_in_dim %arg18, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %197 = stablehlo.broadcast_in_dim %196, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %198 = stablehlo.multiply %195, %197 : tensor<2x16x64xf32>
    %199 = stablehlo.dot_general %198, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x128xf32>) -> tensor<2x16x128xf32>
    %200 = stablehlo.slice %199 [0:2, 0:15, 0:128] : (tensor<2x16x128xf32>) -> tensor<2x15x128xf32>
    %201 = stablehlo.slice %arg21 [0:2, 1:16] : (tensor<2x16xi32>) -> tensor<2x15xi32>
    %202:3 = call @log_softmax(%200) : (tensor<2x15x128xf32>) -> (tensor<2x15x128xf32>, tensor<2x15x128xf32>, tensor<2x15x1xf32>)
    %203 = stablehlo.broadcast_in_dim %201, dims = [0, 1] : (tensor<2x15xi32>) -> tensor<2x15x1xi32>
    %204:2 = call @take_along_axis(%202#0, %203) : (tensor<2x15x128xf32>, tensor<2x15x1xi32>) -> (tensor<2x15x1xf32>, tensor<2x15x1x1xi32>)
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %205 = stablehlo.reduce(%204#0 init: %cst_31) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x15x1xf32>, tensor<f32>) -> tensor<f32>
    %cst_32 = stablehlo.constant dense<3.000000e+01> : tensor<f32>
    %206 = stablehlo.divide %205, %cst_32 : tensor<f32>
    %207 = stablehlo.negate %206 : tensor<f32>
    %cst_33 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %208 = stablehlo.negate %cst_33 : tensor<f32>
    %cst_34 = stablehlo.constant dense<3.000000e+01> : tensor<f32>
    %209 = stablehlo.divide %208, %cst_34 : tensor<f32>
    %210 = stablehlo.broadcast_in_dim %209, dims = [] : (tensor<f32>) -> tensor<2x15x1xf32>
    %211 = call @take_along_axis_3(%204#1, %210) : (tensor<2x15x1x1xi32>, tensor<2x15x1xf32>) -> tensor<2x15x128xf32>
    %212 = call @log_softmax_4(%202#1, %202#2, %211) : (tensor<2x15x128xf32>, tensor<2x15x1xf32>, tensor<2x15x128xf32>) -> tensor<2x15x128xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %213 = stablehlo.pad %212, %cst_35, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x15x128xf32>, tensor<f32>) -> tensor<2x16x128xf32>
    %214 = stablehlo.dot_general %213, %198, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xf32>, tensor<2x16x64xf32>) -> tensor<128x64xf32>
    %215 = stablehlo.transpose %214, dims = [1, 0] : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %216 = stablehlo.dot_general %213, %arg15, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xf32>, tensor<64x128xf32>) -> tensor<2x16x64xf32>
    %217 = stablehlo.multiply %195, %216 : tensor<2x16x64xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %218 = stablehlo.reduce(%217 init: %cst_36) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %219 = stablehlo.reshape %218 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %220 = stablehlo.broadcast_in_dim %196, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %221 = stablehlo.multiply %216, %220 : tensor<2x16x64xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %222 = stablehlo.reduce(%219 init: %cst_37) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %223 = stablehlo.multiply %180, %221 : tensor<2x16x64xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %224 = stablehlo.reduce(%223 init: %cst_38) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %225 = stablehlo.reshape %224 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %226 = stablehlo.broadcast_in_dim %190, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %227 = stablehlo.multiply %221, %226 : tensor<2x16x64xf32>
    %228 = stablehlo.multiply %225, %193 : tensor<2x16x1xf32>
    %cst_39 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %229 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %230 = stablehlo.divide %228, %229 : tensor<2x16x1xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %231 = stablehlo.reduce(%230 init: %cst_40) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %232 = stablehlo.broadcast_in_dim %231, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %233 = stablehlo.multiply %232, %183 : tensor<2x16x64xf32>
    %234 = stablehlo.add %227, %233 : tensor<2x16x64xf32>
    %235 = stablehlo.dot_general %234, %178, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x16x128xf32>) -> tensor<64x128xf32>
    %236 = stablehlo.transpose %235, dims = [1, 0] : (tensor<64x128xf32>) -> tensor<128x64xf32>
    %237 = stablehlo.dot_general %234, %arg20, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<128x64xf32>) -> tensor<2x16x128xf32>
    %238 = stablehlo.multiply %175, %237 : tensor<2x16x128xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %239 = stablehlo.reduce(%238 init: %cst_41) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x128xf32>, tensor<f32>) -> tensor<128xf32>
    %240 = stablehlo.reshape %239 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %241 = stablehlo.broadcast_in_dim %176, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<2x16x128xf32>
    %242 = stablehlo.multiply %237, %241 : tensor<2x16x128xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %243 = stablehlo.reduce(%240 init: %cst_42) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %244 = stablehlo.multiply %156, %242 : tensor<2x16x128xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %245 = stablehlo.reduce(%244 init: %cst_43) applies stablehlo.add across dimensions = [2] : (tensor<2x16x128xf32>, tensor<f32>) -> tensor<2x16xf32>
    %246 = stablehlo.reshape %245 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %247 = stablehlo.broadcast_in_dim %170, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x128xf32>
    %248 = stablehlo.multiply %242, %247 : tensor<2x16x128xf32>
    %249 = stablehlo.multiply %246, %173 : tensor<2x16x1xf32>
    %cst_44 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %250 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %251 = stablehlo.multiply %249, %250 : tensor<2x16x1xf32>
    %252 = stablehlo.negate %251 : tensor<2x16x1xf32>
    %253 = stablehlo.multiply %252, %168 : tensor<2x16x1xf32>
    %cst_45 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %254 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %255 = stablehlo.divide %253, %254 : tensor<2x16x1xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %256 = stablehlo.reduce(%255 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %257 = stablehlo.broadcast_in_dim %256, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x128xf32>
    %258 = stablehlo.multiply %257, %159 : tensor<2x16x128xf32>
    %259 = stablehlo.add %248, %258 : tensor<2x16x128xf32>
    %260 = stablehlo.multiply %154, %259 : tensor<2x16x128xf32>
    %261 = stablehlo.multiply %259, %155#0 : tensor<2x16x128xf32>
    %262 = call @silu_5(%155#1, %155#2, %110, %260) : (tensor<2x16x128xf32>, tensor<2x16x128xf32>, tensor<2x16x128xf32>, tensor<2x16x128xf32>) -> tensor<2x16x128xf32>
    %263 = stablehlo.reshape %261 : (tensor<2x16x128xf32>) -> tensor<2x16x4x32xf32>
    %264 = stablehlo.multiply %127, %263 : tensor<2x16x4x32xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %265 = stablehlo.reduce(%264 init: %cst_47) applies stablehlo.add across dimensions = [0, 1, 3] : (tensor<2x16x4x32xf32>, tensor<f32>) -> tensor<4xf32>
    %266 = stablehlo.reshape %265 : (tensor<4xf32>) -> tensor<1x1x4x1xf32>
    %267 = stablehlo.broadcast_in_dim %150, dims = [0, 1, 2, 3] : (tensor<1x1x4x1xf32>) -> tensor<2x16x4x32xf32>
    %268 = stablehlo.multiply %263, %267 : tensor<2x16x4x32xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %269 = stablehlo.reduce(%266 init: %cst_48) applies stablehlo.add across dimensions = [0, 1, 3] : (tensor<1x1x4x1xf32>, tensor<f32>) -> tensor<4xf32>
    %270 = stablehlo.broadcast_in_dim %269, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %271 = stablehlo.reduce(%270 init: %cst_49) applies stablehlo.add across dimensions = [1] : (tensor<4x1xf32>, tensor<f32>) -> tensor<4xf32>
    %272 = stablehlo.transpose %263, dims = [0, 2, 1, 3] : (tensor<2x16x4x32xf32>) -> tensor<2x4x16x32xf32>
    %273 = stablehlo.dot_general %272, %146, batching_dims = [0, 1] x [0, 3], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x32xf32>, tensor<2x16x16x4xf32>) -> tensor<2x4x32x16xf32>
    %274 = stablehlo.transpose %273, dims = [0, 3, 1, 2] : (tensor<2x4x32x16xf32>) -> tensor<2x16x4x32xf32>
    %275 = stablehlo.dot_general %272, %144, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x32xf32>, tensor<2x16x4x32xf32>) -> tensor<2x4x16x16xf32>
    %276 = stablehlo.transpose %275, dims = [0, 3, 2, 1] : (tensor<2x4x16x16xf32>) -> tensor<2x16x16x4xf32>
    %277 = stablehlo.dot_general %276, %141, batching_dims = [0, 1, 2] x [0, 3, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x16x4xf32>, tensor<2x4x16x16xf32>) -> tensor<2x16x16xf32>
    %278 = stablehlo.dot_general %276, %145, batching_dims = [0, 1, 2] x [0, 1, 2], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<2x16x16x4xf32>, tensor<2x16x16xf32>) -> tensor<2x16x16x4xf32>
    %279 = stablehlo.transpose %278, dims = [0, 3, 2, 1] : (tensor<2x16x16x4xf32>) -> tensor<2x4x16x16xf32>
    %280 = stablehlo.dot_general %277, %119, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x16xf32>, tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
    %281 = stablehlo.dot_general %277, %120, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x16xf32>, tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
    %282 = stablehlo.multiply %127, %274 : tensor<2x16x4x32xf32>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %283 = stablehlo.reduce(%282 init: %cst_50) applies stablehlo.add across dimensions = [3] : (tensor<2x16x4x32xf32>, tensor<f32>) -> tensor<2x16x4xf32>
    %284 = stablehlo.reshape %283 : (tensor<2x16x4xf32>) -> tensor<2x16x4x1xf32>
    %285 = stablehlo.broadcast_in_dim %142, dims = [0, 1, 2, 3] : (tensor<2x16x4x1xf32>) -> tensor<2x16x4x32xf32>
    %286 = stablehlo.multiply %274, %285 : tensor<2x16x4x32xf32>
    %287 = stablehlo.add %268, %286 : tensor<2x16x4x32xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %288 = stablehlo.reduce(%284 init: %cst_51) applies stablehlo.add across dimensions = [3] : (tensor<2x16x4x1xf32>, tensor<f32>) -> tensor<2x16x4xf32>
    %289 = stablehlo.multiply %279, %141 : tensor<2x4x16x16xf32>
    %290 = call @_where_6(%140#1, %289) : (tensor<2x4x16x16xi1>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %291 = stablehlo.reduce(%290 init: %cst_52) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %292 = stablehlo.reshape %291 : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %293 = stablehlo.negate %290 : tensor<2x4x16x16xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %294 = stablehlo.reduce(%293 init: %cst_53) applies stablehlo.add across dimensions = [2] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %295 = stablehlo.reshape %294 : (tensor<2x4x16xf32>) -> tensor<2x4x1x16xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %296 = stablehlo.reduce(%295 init: %cst_54) applies stablehlo.add across dimensions = [2] : (tensor<2x4x1x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %297 = stablehlo.reduce(%292 init: %cst_55) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x1xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %298 = stablehlo.add %296, %297 : tensor<2x4x16xf32>
    %299 = call @cumsum_7(%298) : (tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %300 = stablehlo.transpose %299, dims = [0, 2, 1] : (tensor<2x4x16xf32>) -> tensor<2x16x4xf32>
    %301 = stablehlo.multiply %124#0, %300 : tensor<2x16x4xf32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %302 = stablehlo.reduce(%301 init: %cst_56) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x4xf32>, tensor<f32>) -> tensor<4xf32>
    %303 = stablehlo.reshape %302 : (tensor<4xf32>) -> tensor<1x1x4xf32>
    %304 = stablehlo.broadcast_in_dim %128, dims = [0, 1, 2] : (tensor<1x1x4xf32>) -> tensor<2x16x4xf32>
    %305 = stablehlo.multiply %300, %304 : tensor<2x16x4xf32>
    %306 = stablehlo.add %288, %305 : tensor<2x16x4xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %307 = stablehlo.reduce(%303 init: %cst_57) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x4xf32>, tensor<f32>) -> tensor<4xf32>
    %308 = stablehlo.reshape %287 : (tensor<2x16x4x32xf32>) -> tensor<2x16x128xf32>
    %309 = stablehlo.negate %307 : tensor<4xf32>
    %310 = stablehlo.multiply %309, %125 : tensor<4xf32>
    %311 = call @softplus_9(%124#1, %306) : (tensor<2x16x4xf32>, tensor<2x16x4xf32>) -> tensor<2x16x4xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %312 = stablehlo.reduce(%311 init: %cst_58) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x4xf32>, tensor<f32>) -> tensor<4xf32>
    %313 = stablehlo.reshape %312 : (tensor<4xf32>) -> tensor<1x1x4xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %314 = stablehlo.reduce(%313 init: %cst_59) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x4xf32>, tensor<f32>) -> tensor<4xf32>
    %315 = stablehlo.concatenate %308, %281, %280, dim = 2 : (tensor<2x16x128xf32>, tensor<2x16x16xf32>, tensor<2x16x16xf32>) -> tensor<2x16x160xf32>
    %316 = call @silu_10(%117#1, %117#2, %116, %315) : (tensor<2x16x160xf32>, tensor<2x16x160xf32>, tensor<2x16x160xf32>, tensor<2x16x160xf32>) -> tensor<2x16x160xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %317 = stablehlo.reduce(%316 init: %cst_60) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x160xf32>, tensor<f32>) -> tensor<160xf32>
    %318 = stablehlo.reshape %317 : (tensor<160xf32>) -> tensor<1x1x160xf32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %319 = stablehlo.reduce(%318 init: %cst_61) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x160xf32>, tensor<f32>) -> tensor<160xf32>
    %320 = stablehlo.convolution(%111, %316) dim_numbers = [f, 0, b]x[i, 0, o]->[0, b, f], window = {stride = [1], pad = [[3, 0]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 160 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x16x160xf32>, tensor<2x16x160xf32>) -> tensor<4x1x160xf32>
    %321 = stablehlo.reshape %arg7 : (tensor<4x1x160xf32>) -> tensor<4x1x160x1xf32>
    %322 = stablehlo.transpose %321, dims = [0, 2, 1, 3] : (tensor<4x1x160x1xf32>) -> tensor<4x160x1x1xf32>
    %323 = stablehlo.reshape %322 : (tensor<4x160x1x1xf32>) -> tensor<4x160x1xf32>
    %324 = stablehlo.reverse %323, dims = [0] : tensor<4x160x1xf32>
    %325 = stablehlo.convolution(%316, %324) dim_numbers = [b, 0, f]x[0, o, i]->[b, 0, f], window = {stride = [1], pad = [[0, 3]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 160 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x16x160xf32>, tensor<4x160x1xf32>) -> tensor<2x16x160xf32>
    %326 = stablehlo.concatenate %262, %325, %311, dim = 2 : (tensor<2x16x128xf32>, tensor<2x16x160xf32>, tensor<2x16x4xf32>) -> tensor<2x16x292xf32>
    %327 = stablehlo.dot_general %326, %108, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x292xf32>, tensor<2x16x64xf32>) -> tensor<292x64xf32>
    %328 = stablehlo.transpose %327, dims = [1, 0] : (tensor<292x64xf32>) -> tensor<64x292xf32>
    %329 = stablehlo.dot_general %326, %arg14, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x292xf32>, tensor<64x292xf32>) -> tensor<2x16x64xf32>
    %330 = stablehlo.multiply %105, %329 : tensor<2x16x64xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %331 = stablehlo.reduce(%330 init: %cst_62) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %332 = stablehlo.reshape %331 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %333 = stablehlo.broadcast_in_dim %106, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %334 = stablehlo.multiply %329, %333 : tensor<2x16x64xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %335 = stablehlo.reduce(%332 init: %cst_63) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %336 = stablehlo.multiply %90, %334 : tensor<2x16x64xf32>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %337 = stablehlo.reduce(%336 init: %cst_64) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %338 = stablehlo.reshape %337 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %339 = stablehlo.broadcast_in_dim %100, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %340 = stablehlo.multiply %334, %339 : tensor<2x16x64xf32>
    %341 = stablehlo.add %234, %340 : tensor<2x16x64xf32>
    %342 = stablehlo.multiply %338, %103 : tensor<2x16x1xf32>
    %cst_65 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %343 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %344 = stablehlo.divide %342, %343 : tensor<2x16x1xf32>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %345 = stablehlo.reduce(%344 init: %cst_66) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %346 = stablehlo.broadcast_in_dim %345, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %347 = stablehlo.multiply %346, %93 : tensor<2x16x64xf32>
    %348 = stablehlo.add %341, %347 : tensor<2x16x64xf32>
    %349 = stablehlo.dot_general %348, %88, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x16x128xf32>) -> tensor<64x128xf32>
    %350 = stablehlo.transpose %349, dims = [1, 0] : (tensor<64x128xf32>) -> tensor<128x64xf32>
    %351 = stablehlo.dot_general %348, %arg19, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<128x64xf32>) -> tensor<2x16x128xf32>
    %352 = stablehlo.multiply %85, %351 : tensor<2x16x128xf32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %353 = stablehlo.reduce(%352 init: %cst_67) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x128xf32>, tensor<f32>) -> tensor<128xf32>
    %354 = stablehlo.reshape %353 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %355 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<2x16x128xf32>
    %356 = stablehlo.multiply %351, %355 : tensor<2x16x128xf32>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %357 = stablehlo.reduce(%354 init: %cst_68) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %358 = stablehlo.multiply %66, %356 : tensor<2x16x128xf32>
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %359 = stablehlo.reduce(%358 init: %cst_69) applies stablehlo.add across dimensions = [2] : (tensor<2x16x128xf32>, tensor<f32>) -> tensor<2x16xf32>
    %360 = stablehlo.reshape %359 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %361 = stablehlo.broadcast_in_dim %80, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x128xf32>
    %362 = stablehlo.multiply %356, %361 : tensor<2x16x128xf32>
    %363 = stablehlo.multiply %360, %83 : tensor<2x16x1xf32>
    %cst_70 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %364 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %365 = stablehlo.multiply %363, %364 : tensor<2x16x1xf32>
    %366 = stablehlo.negate %365 : tensor<2x16x1xf32>
    %367 = stablehlo.multiply %366, %78 : tensor<2x16x1xf32>
    %cst_71 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %368 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %369 = stablehlo.divide %367, %368 : tensor<2x16x1xf32>
    %cst_72 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %370 = stablehlo.reduce(%369 init: %cst_72) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %371 = stablehlo.broadcast_in_dim %370, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x128xf32>
    %372 = stablehlo.multiply %371, %69 : tensor<2x16x128xf32>
    %373 = stablehlo.add %362, %372 : tensor<2x16x128xf32>
    %374 = stablehlo.multiply %64, %373 : tensor<2x16x128xf32>
    %375 = stablehlo.multiply %373, %65#0 : tensor<2x16x128xf32>
    %376 = call @silu_5(%65#1, %65#2, %20, %374) : (tensor<2x16x128xf32>, tensor<2x16x128xf32>, tensor<2x16x128xf32>, tensor<2x16x128xf32>) -> tensor<2x16x128xf32>
    %377 = stablehlo.reshape %375 : (tensor<2x16x128xf32>) -> tensor<2x16x4x32xf32>
    %378 = stablehlo.multiply %37, %377 : tensor<2x16x4x32xf32>
    %cst_73 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %379 = stablehlo.reduce(%378 init: %cst_73) applies stablehlo.add across dimensions = [0, 1, 3] : (tensor<2x16x4x32xf32>, tensor<f32>) -> tensor<4xf32>
    %380 = stablehlo.reshape %379 : (tensor<4xf32>) -> tensor<1x1x4x1xf32>
    %381 = stablehlo.broadcast_in_dim %60, dims = [0, 1, 2, 3] : (tensor<1x1x4x1xf32>) -> tensor<2x16x4x32xf32>
    %382 = stablehlo.multiply %377, %381 : tensor<2x16x4x32xf32>
    %cst_74 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %383 = stablehlo.reduce(%380 init: %cst_74) applies stablehlo.add across dimensions = [0, 1, 3] : (tensor<1x1x4x1xf32>, tensor<f32>) -> tensor<4xf32>
    %384 = stablehlo.broadcast_in_dim %383, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %cst_75 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %385 = stablehlo.reduce(%384 init: %cst_75) applies stablehlo.add across dimensions = [1] : (tensor<4x1xf32>, tensor<f32>) -> tensor<4xf32>
    %386 = stablehlo.transpose %377, dims = [0, 2, 1, 3] : (tensor<2x16x4x32xf32>) -> tensor<2x4x16x32xf32>
    %387 = stablehlo.dot_general %386, %56, batching_dims = [0, 1] x [0, 3], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x32xf32>, tensor<2x16x16x4xf32>) -> tensor<2x4x32x16xf32>
    %388 = stablehlo.transpose %387, dims = [0, 3, 1, 2] : (tensor<2x4x32x16xf32>) -> tensor<2x16x4x32xf32>
    %389 = stablehlo.dot_general %386, %54, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x32xf32>, tensor<2x16x4x32xf32>) -> tensor<2x4x16x16xf32>
    %390 = stablehlo.transpose %389, dims = [0, 3, 2, 1] : (tensor<2x4x16x16xf32>) -> tensor<2x16x16x4xf32>
    %391 = stablehlo.dot_general %390, %51, batching_dims = [0, 1, 2] x [0, 3, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x16x4xf32>, tensor<2x4x16x16xf32>) -> tensor<2x16x16xf32>
    %392 = stablehlo.dot_general %390, %55, batching_dims = [0, 1, 2] x [0, 1, 2], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<2x16x16x4xf32>, tensor<2x16x16xf32>) -> tensor<2x16x16x4xf32>
    %393 = stablehlo.transpose %392, dims = [0, 3, 2, 1] : (tensor<2x16x16x4xf32>) -> tensor<2x4x16x16xf32>
    %394 = stablehlo.dot_general %391, %29, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x16xf32>, tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
    %395 = stablehlo.dot_general %391, %30, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x16xf32>, tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
    %396 = stablehlo.multiply %37, %388 : tensor<2x16x4x32xf32>
    %cst_76 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %397 = stablehlo.reduce(%396 init: %cst_76) applies stablehlo.add across dimensions = [3] : (tensor<2x16x4x32xf32>, tensor<f32>) -> tensor<2x16x4xf32>
    %398 = stablehlo.reshape %397 : (tensor<2x16x4xf32>) -> tensor<2x16x4x1xf32>
    %399 = stablehlo.broadcast_in_dim %52, dims = [0, 1, 2, 3] : (tensor<2x16x4x1xf32>) -> tensor<2x16x4x32xf32>
    %400 = stablehlo.multiply %388, %399 : tensor<2x16x4x32xf32>
    %401 = stablehlo.add %382, %400 : tensor<2x16x4x32xf32>
    %cst_77 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %402 = stablehlo.reduce(%398 init: %cst_77) applies stablehlo.add across dimensions = [3] : (tensor<2x16x4x1xf32>, tensor<f32>) -> tensor<2x16x4xf32>
    %403 = stablehlo.multiply %393, %51 : tensor<2x4x16x16xf32>
    %404 = call @_where_6(%50#1, %403) : (tensor<2x4x16x16xi1>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %cst_78 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %405 = stablehlo.reduce(%404 init: %cst_78) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %406 = stablehlo.reshape %405 : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %407 = stablehlo.negate %404 : tensor<2x4x16x16xf32>
    %cst_79 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %408 = stablehlo.reduce(%407 init: %cst_79) applies stablehlo.add across dimensions = [2] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %409 = stablehlo.reshape %408 : (tensor<2x4x16xf32>) -> tensor<2x4x1x16xf32>
    %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %410 = stablehlo.reduce(%409 init: %cst_80) applies stablehlo.add across dimensions = [2] : (tensor<2x4x1x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %cst_81 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %411 = stablehlo.reduce(%406 init: %cst_81) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x1xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %412 = stablehlo.add %410, %411 : tensor<2x4x16xf32>
    %413 = call @cumsum_7(%412) : (tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %414 = stablehlo.transpose %413, dims = [0, 2, 1] : (tensor<2x4x16xf32>) -> tensor<2x16x4xf32>
    %415 = stablehlo.multiply %34#0, %414 : tensor<2x16x4xf32>
    %cst_82 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %416 = stablehlo.reduce(%415 init: %cst_82) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x4xf32>, tensor<f32>) -> tensor<4xf32>
    %417 = stablehlo.reshape %416 : (tensor<4xf32>) -> tensor<1x1x4xf32>
    %418 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2] : (tensor<1x1x4xf32>) -> tensor<2x16x4xf32>
    %419 = stablehlo.multiply %414, %418 : tensor<2x16x4xf32>
    %420 = stablehlo.add %402, %419 : tensor<2x16x4xf32>
    %cst_83 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %421 = stablehlo.reduce(%417 init: %cst_83) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x4xf32>, tensor<f32>) -> tensor<4xf32>
    %422 = stablehlo.reshape %401 : (tensor<2x16x4x32xf32>) -> tensor<2x16x128xf32>
    %423 = stablehlo.negate %421 : tensor<4xf32>
    %424 = stablehlo.multiply %423, %35 : tensor<4xf32>
    %425 = call @softplus_9(%34#1, %420) : (tensor<2x16x4xf32>, tensor<2x16x4xf32>) -> tensor<2x16x4xf32>
    %cst_84 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %426 = stablehlo.reduce(%425 init: %cst_84) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x4xf32>, tensor<f32>) -> tensor<4xf32>
    %427 = stablehlo.reshape %426 : (tensor<4xf32>) -> tensor<1x1x4xf32>
    %cst_85 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %428 = stablehlo.reduce(%427 init: %cst_85) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x4xf32>, tensor<f32>) -> tensor<4xf32>
    %429 = stablehlo.concatenate %422, %395, %394, dim = 2 : (tensor<2x16x128xf32>, tensor<2x16x16xf32>, tensor<2x16x16xf32>) -> tensor<2x16x160xf32>
    %430 = call @silu_10(%27#1, %27#2, %26, %429) : (tensor<2x16x160xf32>, tensor<2x16x160xf32>, tensor<2x16x160xf32>, tensor<2x16x160xf32>) -> tensor<2x16x160xf32>
    %cst_86 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %431 = stablehlo.reduce(%430 init: %cst_86) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x160xf32>, tensor<f32>) -> tensor<160xf32>
    %432 = stablehlo.reshape %431 : (tensor<160xf32>) -> tensor<1x1x160xf32>
    %cst_87 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %433 = stablehlo.reduce(%432 init: %cst_87) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x160xf32>, tensor<f32>) -> tensor<160xf32>
    %434 = stablehlo.convolution(%21, %430) dim_numbers = [f, 0, b]x[i, 0, o]->[0, b, f], window = {stride = [1], pad = [[3, 0]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 160 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x16x160xf32>, tensor<2x16x160xf32>) -> tensor<4x1x160xf32>
    %435 = stablehlo.reshape %arg6 : (tensor<4x1x160xf32>) -> tensor<4x1x160x1xf32>
    %436 = stablehlo.transpose %435, dims = [0, 2, 1, 3] : (tensor<4x1x160x1xf32>) -> tensor<4x160x1x1xf32>
    %437 = stablehlo.reshape %436 : (tensor<4x160x1x1xf32>) -> tensor<4x160x1xf32>
    %438 = stablehlo.reverse %437, dims = [0] : tensor<4x160x1xf32>
    %439 = stablehlo.convolution(%430, %438) dim_numbers = [b, 0, f]x[0, o, i]->[b, 0, f], window = {stride = [1], pad = [[0, 3]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 160 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x16x160xf32>, tensor<4x160x1xf32>) -> tensor<2x16x160xf32>
    %440 = stablehlo.concatenate %376, %439, %425, dim = 2 : (tensor<2x16x128xf32>, tensor<2x16x160xf32>, tensor<2x16x4xf32>) -> tensor<2x16x292xf32>
    %441 = stablehlo.dot_general %440, %18, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x292xf32>, tensor<2x16x64xf32>) -> tensor<292x64xf32>
    %442 = stablehlo.transpose %441, dims = [1, 0] : (tensor<292x64xf32>) -> tensor<64x292xf32>
    %443 = stablehlo.dot_general %440, %arg13, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x292xf32>, tensor<64x292xf32>) -> tensor<2x16x64xf32>
    %444 = stablehlo.multiply %15, %443 : tensor<2x16x64xf32>
    %cst_88 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %445 = stablehlo.reduce(%444 init: %cst_88) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %446 = stablehlo.reshape %445 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %447 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %448 = stablehlo.multiply %443, %447 : tensor<2x16x64xf32>
    %cst_89 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %449 = stablehlo.reduce(%446 init: %cst_89) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %450 = stablehlo.multiply %0#0, %448 : tensor<2x16x64xf32>
    %cst_90 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %451 = stablehlo.reduce(%450 init: %cst_90) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %452 = stablehlo.reshape %451 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %453 = stablehlo.broadcast_in_dim %10, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %454 = stablehlo.multiply %448, %453 : tensor<2x16x64xf32>
    %455 = stablehlo.add %348, %454 : tensor<2x16x64xf32>
    %456 = stablehlo.multiply %452, %13 : tensor<2x16x1xf32>
    %cst_91 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %457 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %458 = stablehlo.divide %456, %457 : tensor<2x16x1xf32>
    %cst_92 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %459 = stablehlo.reduce(%458 init: %cst_92) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %460 = stablehlo.broadcast_in_dim %459, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %461 = stablehlo.multiply %460, %3 : tensor<2x16x64xf32>
    %462 = stablehlo.add %455, %461 : tensor<2x16x64xf32>
    %463 = call @_take_11(%0#1, %462) : (tensor<2x16x1xi32>, tensor<2x16x64xf32>) -> tensor<128x64xf32>
    %cst_93 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %464 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %465 = stablehlo.multiply %464, %424 : tensor<4xf32>
    %466 = stablehlo.subtract %arg0, %465 : tensor<4xf32>
    %cst_94 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %467 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %468 = stablehlo.multiply %467, %310 : tensor<4xf32>
    %469 = stablehlo.subtract %arg1, %468 : tensor<4xf32>
    %cst_95 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %470 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %471 = stablehlo.multiply %470, %385 : tensor<4xf32>
    %472 = stablehlo.subtract %arg2, %471 : tensor<4xf32>
    %cst_96 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %473 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %474 = stablehlo.multiply %473, %271 : tensor<4xf32>
    %475 = stablehlo.subtract %arg3, %474 : tensor<4xf32>
    %cst_97 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %476 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<160xf32>
    %477 = stablehlo.multiply %476, %433 : tensor<160xf32>
    %478 = stablehlo.subtract %arg4, %477 : tensor<160xf32>
    %cst_98 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %479 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<160xf32>
    %480 = stablehlo.multiply %479, %319 : tensor<160xf32>
    %481 = stablehlo.subtract %arg5, %480 : tensor<160xf32>
    %cst_99 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %482 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<4x1x160xf32>
    %483 = stablehlo.multiply %482, %434 : tensor<4x1x160xf32>
    %484 = stablehlo.subtract %arg6, %483 : tensor<4x1x160xf32>
    %cst_100 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %485 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<4x1x160xf32>
    %486 = stablehlo.multiply %485, %320 : tensor<4x1x160xf32>
    %487 = stablehlo.subtract %arg7, %486 : tensor<4x1x160xf32>
    %cst_101 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %488 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %489 = stablehlo.multiply %488, %428 : tensor<4xf32>
    %490 = stablehlo.subtract %arg8, %489 : tensor<4xf32>
    %cst_102 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %491 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %492 = stablehlo.multiply %491, %314 : tensor<4xf32>
    %493 = stablehlo.subtract %arg9, %492 : tensor<4xf32>
    %cst_103 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %494 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %495 = stablehlo.multiply %494, %463 : tensor<128x64xf32>
    %496 = stablehlo.subtract %arg10, %495 : tensor<128x64xf32>
    %cst_104 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %497 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %498 = stablehlo.multiply %497, %357 : tensor<128xf32>
    %499 = stablehlo.subtract %arg11, %498 : tensor<128xf32>
    %cst_105 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %500 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %501 = stablehlo.multiply %500, %243 : tensor<128xf32>
    %502 = stablehlo.subtract %arg12, %501 : tensor<128xf32>
    %cst_106 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %503 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<64x292xf32>
    %504 = stablehlo.multiply %503, %442 : tensor<64x292xf32>
    %505 = stablehlo.subtract %arg13, %504 : tensor<64x292xf32>
    %cst_107 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %506 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<64x292xf32>
    %507 = stablehlo.multiply %506, %328 : tensor<64x292xf32>
    %508 = stablehlo.subtract %arg14, %507 : tensor<64x292xf32>
    %cst_108 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %509 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %510 = stablehlo.multiply %509, %215 : tensor<64x128xf32>
    %511 = stablehlo.subtract %arg15, %510 : tensor<64x128xf32>
    %cst_109 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %512 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %513 = stablehlo.multiply %512, %449 : tensor<64xf32>
    %514 = stablehlo.subtract %arg16, %513 : tensor<64xf32>
    %cst_110 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %515 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %516 = stablehlo.multiply %515, %335 : tensor<64xf32>
    %517 = stablehlo.subtract %arg17, %516 : tensor<64xf32>
    %cst_111 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %518 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %519 = stablehlo.multiply %518, %222 : tensor<64xf32>
    %520 = stablehlo.subtract %arg18, %519 : tensor<64xf32>
    %cst_112 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %521 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %522 = stablehlo.multiply %521, %350 : tensor<128x64xf32>
    %523 = stablehlo.subtract %arg19, %522 : tensor<128x64xf32>
    %cst_113 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %524 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %525 = stablehlo.multiply %524, %236 : tensor<128x64xf32>
    %526 = stablehlo.subtract %arg20, %525 : tensor<128x64xf32>
    return %207, %466, %469, %472, %475, %478, %481, %484, %487, %490, %493, %496, %499, %502, %505, %508, %511, %514, %517, %520, %523, %526 : tensor<f32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<160xf32>, tensor<160xf32>, tensor<4x1x160xf32>, tensor<4x1x160xf32>, tensor<4xf32>, tensor<4xf32>, tensor<128x64xf32>, tensor<128xf32>, tensor<128xf32>, tensor<64x292xf32>, tensor<64x292xf32>, tensor<64x128xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<128x64xf32>, tensor<128x64xf32>
  }
  func.func private @_take(%arg0: tensor<128x64xf32>, %arg1: tensor<2x16xi32>) -> (tensor<2x16x64xf32>, tensor<2x16x1xi32>) {
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
    return %16, %5 : tensor<2x16x64xf32>, tensor<2x16x1xi32>
  }
  func.func private @_where(%arg0: tensor<2x16xi1>, %arg1: tensor<2x16xi32>, %arg2: tensor<2x16xi32>) -> tensor<2x16xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<2x16xi1>, tensor<2x16xi32>
    return %0 : tensor<2x16xi32>
  }
  func.func private @silu(%arg0: tensor<2x16x160xf32>) -> (tensor<2x16x160xf32>, tensor<2x16x160xf32>, tensor<2x16x160xf32>) {
    %0 = stablehlo.negate %arg0 : tensor<2x16x160xf32>
    %1 = stablehlo.exponential %0 : tensor<2x16x160xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x16x160xf32>
    %3 = stablehlo.add %2, %1 : tensor<2x16x160xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x16x160xf32>
    %5 = stablehlo.divide %4, %3 : tensor<2x16x160xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x16x160xf32>
    %7 = stablehlo.subtract %6, %5 : tensor<2x16x160xf32>
    %8 = stablehlo.multiply %5, %7 : tensor<2x16x160xf32>
    %9 = stablehlo.multiply %arg0, %5 : tensor<2x16x160xf32>
    return %9, %8, %5 : tensor<2x16x160xf32>, tensor<2x16x160xf32>, tensor<2x16x160xf32>
  }
  func.func private @softplus(%arg0: tensor<2x16x4xf32>) -> (tensor<2x16x4xf32>, tensor<2x16x4xf32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x16x4xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<2x16x4xf32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x16x4xf32>
    %3 = stablehlo.subtract %arg0, %2 : tensor<2x16x4xf32>
    %4 = stablehlo.compare NE, %3, %3, FLOAT : (tensor<2x16x4xf32>, tensor<2x16x4xf32>) -> tensor<2x16x4xi1>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x16x4xf32>
    %6 = stablehlo.add %arg0, %5 : tensor<2x16x4xf32>
    %7 = stablehlo.abs %3 : tensor<2x16x4xf32>
    %8 = stablehlo.negate %7 : tensor<2x16x4xf32>
    %9 = stablehlo.exponential %8 : tensor<2x16x4xf32>
    %10 = stablehlo.log_plus_one %9 : tensor<2x16x4xf32>
    %11 = stablehlo.add %1, %10 : tensor<2x16x4xf32>
    %12 = stablehlo.select %4, %6, %11 : tensor<2x16x4xi1>, tensor<2x16x4xf32>
    %cst_0 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x16x4xf32>
    %14 = stablehlo.compare EQ, %arg0, %13, FLOAT : (tensor<2x16x4xf32>, tensor<2x16x4xf32>) -> tensor<2x16x4xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x16x4xf32>
    %16 = stablehlo.select %14, %15, %arg0 : tensor<2x16x4xi1>, tensor<2x16x4xf32>
    %cst_2 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x16x4xf32>
    %18 = stablehlo.compare EQ, %12, %17, FLOAT : (tensor<2x16x4xf32>, tensor<2x16x4xf32>) -> tensor<2x16x4xi1>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x16x4xf32>
    %20 = stablehlo.select %18, %19, %12 : tensor<2x16x4xi1>, tensor<2x16x4xf32>
    %21 = stablehlo.subtract %16, %20 : tensor<2x16x4xf32>
    %22 = stablehlo.exponential %21 : tensor<2x16x4xf32>
    return %12, %22 : tensor<2x16x4xf32>, tensor<2x16x4xf32>
  }
  func.func private @cumsum(%arg0: tensor<2x4x16xf32>) -> tensor<2x4x16xf32> {
    %0 = call @cumsum_0(%arg0) : (tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    return %0 : tensor<2x4x16xf32>
  }
  func.func private @cumsum_0(%arg0: tensor<2x4x16xf32>) -> tensor<2x4x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<[[0, 0], [0, 0], [15, 0]]> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 1, 1, 16>, window_strides = array<i64: 1, 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<2x4x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    return %1 : tensor<2x4x16xf32>
  }
  func.func private @tril(%arg0: tensor<16x16xi1>) -> tensor<16x16xi1> {
    %0 = stablehlo.iota dim = 0 : tensor<16x16xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<16x16xi32>
    %2 = stablehlo.add %0, %1 : tensor<16x16xi32>
    %3 = stablehlo.iota dim = 1 : tensor<16x16xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<16x16xi32>, tensor<16x16xi32>) -> tensor<16x16xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<16x16xi1>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<16x16xi1>, tensor<16x16xi1>
    return %6 : tensor<16x16xi1>
  }
  func.func private @_where_1(%arg0: tensor<16x16xi1>, %arg1: tensor<2x4x16x16xf32>, %arg2: tensor<f32>) -> (tensor<2x4x16x16xf32>, tensor<2x4x16x16xi1>) {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] : (tensor<16x16xi1>) -> tensor<2x4x16x16xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<2x4x16x16xi1>, tensor<2x4x16x16xf32>
    return %3, %1 : tensor<2x4x16x16xf32>, tensor<2x4x16x16xi1>
  }
  func.func private @silu_2(%arg0: tensor<2x16x128xf32>) -> (tensor<2x16x128xf32>, tensor<2x16x128xf32>, tensor<2x16x128xf32>) {
    %0 = stablehlo.negate %arg0 : tensor<2x16x128xf32>
    %1 = stablehlo.exponential %0 : tensor<2x16x128xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %3 = stablehlo.add %2, %1 : tensor<2x16x128xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %5 = stablehlo.divide %4, %3 : tensor<2x16x128xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %7 = stablehlo.subtract %6, %5 : tensor<2x16x128xf32>
    %8 = stablehlo.multiply %5, %7 : tensor<2x16x128xf32>
    %9 = stablehlo.multiply %arg0, %5 : tensor<2x16x128xf32>
    return %9, %8, %5 : tensor<2x16x128xf32>, tensor<2x16x128xf32>, tensor<2x16x128xf32>
  }
  func.func private @log_softmax(%arg0: tensor<2x15x128xf32>) -> (tensor<2x15x128xf32>, tensor<2x15x128xf32>, tensor<2x15x1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [2] : (tensor<2x15x128xf32>, tensor<f32>) -> tensor<2x15xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x15xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<2x15xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<2x15xf32>) -> tensor<2x15x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<2x15x1xf32>) -> tensor<2x15x128xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<2x15x128xf32>
    %6 = stablehlo.exponential %5 : tensor<2x15x128xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x15x128xf32>, tensor<f32>) -> tensor<2x15xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<2x15xf32>) -> tensor<2x15x1xf32>
    %9 = stablehlo.log %8 : tensor<2x15x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<2x15x1xf32>) -> tensor<2x15x128xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<2x15x128xf32>
    return %11, %6, %8 : tensor<2x15x128xf32>, tensor<2x15x128xf32>, tensor<2x15x1xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<2x15x128xf32>, %arg1: tensor<2x15x1xi32>) -> (tensor<2x15x1xf32>, tensor<2x15x1x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x15x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<2x15x1xi32>, tensor<2x15x1xi32>) -> tensor<2x15x1xi1>
    %c_0 = stablehlo.constant dense<128> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x15x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<2x15x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<2x15x1xi1>, tensor<2x15x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<2x15x1xi32>) -> tensor<2x15x1x1xi32>
    %c_1 = stablehlo.constant dense<127> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2x15x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<2x15x1x1xi32>, tensor<2x15x1x1xi32>) -> tensor<2x15x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [3] : (tensor<1xi32>) -> tensor<1x1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xi32>) -> tensor<2x15x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<2x15x1x1xi32>, tensor<2x15x1x1xi32>) -> tensor<2x15x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<2x15x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [3] : (tensor<2x15x1x1xi1>, tensor<i1>) -> tensor<2x15x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1], start_index_map = [2], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<2x15x128xf32>, tensor<2x15x1x1xi32>) -> tensor<2x15x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x15x1xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<2x15x1xi1>, tensor<2x15x1xf32>
    return %15, %5 : tensor<2x15x1xf32>, tensor<2x15x1x1xi32>
  }
  func.func private @take_along_axis_3(%arg0: tensor<2x15x1x1xi32>, %arg1: tensor<2x15x1xf32>) -> tensor<2x15x128xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x15x128xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<2x15x128xf32>, tensor<2x15x1x1xi32>, tensor<2x15x1xf32>) -> tensor<2x15x128xf32>
    return %1 : tensor<2x15x128xf32>
  }
  func.func private @log_softmax_4(%arg0: tensor<2x15x128xf32>, %arg1: tensor<2x15x1xf32>, %arg2: tensor<2x15x128xf32>) -> tensor<2x15x128xf32> {
    %0 = stablehlo.negate %arg2 : tensor<2x15x128xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x15x128xf32>, tensor<f32>) -> tensor<2x15xf32>
    %2 = stablehlo.reshape %1 : (tensor<2x15xf32>) -> tensor<2x15x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<2x15x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<2x15x1xf32>, tensor<f32>) -> tensor<2x15xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2x15xf32>) -> tensor<2x15x128xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<2x15x128xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<2x15x128xf32>
    return %7 : tensor<2x15x128xf32>
  }
  func.func private @silu_5(%arg0: tensor<2x16x128xf32>, %arg1: tensor<2x16x128xf32>, %arg2: tensor<2x16x128xf32>, %arg3: tensor<2x16x128xf32>) -> tensor<2x16x128xf32> {
    %0 = stablehlo.multiply %arg2, %arg3 : tensor<2x16x128xf32>
    %1 = stablehlo.multiply %arg3, %arg1 : tensor<2x16x128xf32>
    %2 = stablehlo.multiply %0, %arg0 : tensor<2x16x128xf32>
    %3 = stablehlo.add %1, %2 : tensor<2x16x128xf32>
    return %3 : tensor<2x16x128xf32>
  }
  func.func private @_where_6(%arg0: tensor<2x4x16x16xi1>, %arg1: tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<2x4x16x16xi1>, tensor<2x4x16x16xf32>
    return %1 : tensor<2x4x16x16xf32>
  }
  func.func private @cumsum_7(%arg0: tensor<2x4x16xf32>) -> tensor<2x4x16xf32> {
    %0 = call @cumsum_8(%arg0) : (tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    return %0 : tensor<2x4x16xf32>
  }
  func.func private @cumsum_8(%arg0: tensor<2x4x16xf32>) -> tensor<2x4x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<[[0, 0], [0, 0], [0, 15]]> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 1, 1, 16>, window_strides = array<i64: 1, 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<2x4x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    return %1 : tensor<2x4x16xf32>
  }
  func.func private @softplus_9(%arg0: tensor<2x16x4xf32>, %arg1: tensor<2x16x4xf32>) -> tensor<2x16x4xf32> {
    %0 = stablehlo.multiply %arg1, %arg0 : tensor<2x16x4xf32>
    return %0 : tensor<2x16x4xf32>
  }
  func.func private @silu_10(%arg0: tensor<2x16x160xf32>, %arg1: tensor<2x16x160xf32>, %arg2: tensor<2x16x160xf32>, %arg3: tensor<2x16x160xf32>) -> tensor<2x16x160xf32> {
    %0 = stablehlo.multiply %arg2, %arg3 : tensor<2x16x160xf32>
    %1 = stablehlo.multiply %arg3, %arg1 : tensor<2x16x160xf32>
    %2 = stablehlo.multiply %0, %arg0 : tensor<2x16x160xf32>
    %3 = stablehlo.add %1, %2 : tensor<2x16x160xf32>
    return %3 : tensor<2x16x160xf32>
  }
  func.func private @_take_11(%arg0: tensor<2x16x1xi32>, %arg1: tensor<2x16x64xf32>) -> tensor<128x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<128x64xf32>, tensor<2x16x1xi32>, tensor<2x16x64xf32>) -> tensor<128x64xf32>
    return %1 : tensor<128x64xf32>
  }
}
