module @jit_neg_grad_layer_norm_batch_norm_concat_x_zero_mean {
  func.func @main(%arg0: tensor<2x4x4x32xf32>, %arg1: tensor<2x4x4x32xf32>, %arg2: tensor<2x4x4x32xf32>, %arg3: tensor<2x4x4x32xf32>, %arg4: tensor<128xf32>, %arg5: tensor<2x16x128xf32>) -> (tensor<2x16x128xf32>, tensor<128xf32>, tensor<2x4x4x128xf32>) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<32xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<32xf32>
    %cst_1 = stablehlo.constant dense<9.99999974E-6> : tensor<32xf32>
    %0 = stablehlo.concatenate %arg0, %arg1, %arg2, %arg3, dim = 3 : (tensor<2x4x4x32xf32>, tensor<2x4x4x32xf32>, tensor<2x4x4x32xf32>, tensor<2x4x4x32xf32>) -> tensor<2x4x4x128xf32>
    %v0 = stablehlo.reshape %0 : (tensor<2x4x4x128xf32>) -> tensor<2x16x128xf32>
    %1 = stablehlo.reshape %v0 : (tensor<2x16x128xf32>) -> tensor<1x32x128xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%1, %cst, %cst_0) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x32x128xf32>, tensor<32xf32>, tensor<32xf32>) -> (tensor<1x32x128xf32>, tensor<32xf32>, tensor<32xf32>)
    %2 = stablehlo.reshape %output : (tensor<1x32x128xf32>) -> tensor<2x16x128xf32>
    %3 = stablehlo.broadcast_in_dim %arg4, dims = [2] : (tensor<128xf32>) -> tensor<2x16x128xf32>
    %4 = stablehlo.multiply %2, %3 : tensor<2x16x128xf32>
    %5 = stablehlo.add %batch_var, %cst_1 : tensor<32xf32>
    %6 = stablehlo.rsqrt %5 : tensor<32xf32>
    %7 = stablehlo.divide %cst, %6 : tensor<32xf32>
    %8 = stablehlo.multiply %7, %7 : tensor<32xf32>
    %9 = stablehlo.subtract %8, %cst_1 : tensor<32xf32>
    %10 = stablehlo.multiply %arg5, %3 : tensor<2x16x128xf32>
    %11 = stablehlo.reshape %10 : (tensor<2x16x128xf32>) -> tensor<1x32x128xf32>
    %grad_operand, %grad_scale, %grad_offset = "stablehlo.batch_norm_grad"(%1, %cst, %cst_0, %9, %11) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x32x128xf32>) -> (tensor<1x32x128xf32>, tensor<32xf32>, tensor<32xf32>)
    %12 = stablehlo.reshape %grad_operand : (tensor<1x32x128xf32>) -> tensor<2x4x4x128xf32>
    %14 = stablehlo.composite "recompose.layer_norm_grad_scale" %v0, %arg5 {composite_attributes = {cols = 128 : i64, eps = 9.99999975e-06 : f32}, decomposition = @recompose.layer_norm_grad_scale.0} : (tensor<2x16x128xf32>, tensor<2x16x128xf32>) -> tensor<128xf32>
    return %4, %14, %12 : tensor<2x16x128xf32>, tensor<128xf32>, tensor<2x4x4x128xf32>
  }
  func.func private @recompose.layer_norm_grad_scale.0(%arg0: tensor<2x16x128xf32>, %arg1: tensor<2x16x128xf32>) -> tensor<128xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<32xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<32xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reshape %arg0 : (tensor<2x16x128xf32>) -> tensor<1x32x128xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%1, %cst, %cst_0) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x32x128xf32>, tensor<32xf32>, tensor<32xf32>) -> (tensor<1x32x128xf32>, tensor<32xf32>, tensor<32xf32>)
    %2 = stablehlo.reshape %output : (tensor<1x32x128xf32>) -> tensor<2x16x128xf32>
    %13 = stablehlo.multiply %arg1, %2 : tensor<2x16x128xf32>
    %14 = stablehlo.reduce(%13 init: %cst_2) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x128xf32>, tensor<f32>) -> tensor<128xf32>
    return %14 : tensor<128xf32>
  }
}
