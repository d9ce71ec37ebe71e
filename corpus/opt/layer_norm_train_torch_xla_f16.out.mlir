module @jit_layer_norm_train_torch_xla_f16 {
  func.func public @main(%arg0: tensor<2x16x64xf16>, %arg1: tensor<64xf16>, %arg2: tensor<64xf16>, %arg3: tensor<2x16x64xf16>) -> (tensor<2x16x64xf16>, tensor<2x16x64xf16>, tensor<32x64xf16>) {
    %1 = stablehlo.reshape %arg0 : (tensor<2x16x64xf16>) -> tensor<1x32x64xf16>
    %8 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<64xf16>) -> tensor<2x16x64xf16>
    %11 = stablehlo.composite "recompose.layer_norm" %arg0, %arg1, %arg2 {composite_attributes = {cols = 64 : i64, eps = 0.00000000e+00 : f32, scale = 1 : i64, bias = 1 : i64}, decomposition = @recompose.layer_norm.0} : (tensor<2x16x64xf16>, tensor<64xf16>, tensor<64xf16>) -> tensor<2x16x64xf16>
    %18 = stablehlo.multiply %arg3, %8 : tensor<2x16x64xf16>
    %19 = stablehlo.reshape %18 : (tensor<2x16x64xf16>) -> tensor<1x32x64xf16>
    %grad_operand = stablehlo.composite "recompose.layer_norm_grad" %1, %19 {composite_attributes = {cols = 64 : i64, eps = 0.00000000e+00 : f32}, decomposition = @recompose.layer_norm_grad.0} : (tensor<1x32x64xf16>, tensor<1x32x64xf16>) -> tensor<1x32x64xf16>
    %20 = stablehlo.reshape %grad_operand : (tensor<1x32x64xf16>) -> tensor<2x16x64xf16>
    %21 = stablehlo.reshape %grad_operand : (tensor<1x32x64xf16>) -> tensor<32x64xf16>
    return %11, %20, %21 : tensor<2x16x64xf16>, tensor<2x16x64xf16>, tensor<32x64xf16>
  }
  func.func private @recompose.layer_norm_grad.0(%arg0: tensor<1x32x64xf16>, %arg1: tensor<1x32x64xf16>) -> tensor<1x32x64xf16> {
    %2 = stablehlo.constant dense<1.00000000e+00> : tensor<f16>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<f16>) -> tensor<32xf16>
    %4 = stablehlo.constant dense<0.00000000e+00> : tensor<f16>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f16>) -> tensor<32xf16>
    %bn_out6, %bn_mean6, %bn_var6 = "stablehlo.batch_norm_training"(%arg0, %3, %5) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x32x64xf16>, tensor<32xf16>, tensor<32xf16>) -> (tensor<1x32x64xf16>, tensor<32xf16>, tensor<32xf16>)
    %12 = stablehlo.constant dense<0.000000e+00> : tensor<32xf16>
    %13 = stablehlo.add %bn_var6, %12 : tensor<32xf16>
    %14 = stablehlo.rsqrt %13 : tensor<32xf16>
    %15 = stablehlo.divide %3, %14 : tensor<32xf16>
    %16 = stablehlo.multiply %15, %15 : tensor<32xf16>
    %17 = stablehlo.subtract %16, %12 : tensor<32xf16>
    %grad_operand, %grad_scale, %grad_offset = "stablehlo.batch_norm_grad"(%arg0, %3, %bn_mean6, %17, %arg1) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x32x64xf16>, tensor<32xf16>, tensor<32xf16>, tensor<32xf16>, tensor<1x32x64xf16>) -> (tensor<1x32x64xf16>, tensor<32xf16>, tensor<32xf16>)
    return %grad_operand : tensor<1x32x64xf16>
  }
  func.func private @recompose.layer_norm.0(%arg0: tensor<2x16x64xf16>, %arg1: tensor<64xf16>, %arg2: tensor<64xf16>) -> tensor<2x16x64xf16> {
    %1 = stablehlo.reshape %arg0 : (tensor<2x16x64xf16>) -> tensor<1x32x64xf16>
    %2 = stablehlo.constant dense<1.00000000e+00> : tensor<f16>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<f16>) -> tensor<32xf16>
    %4 = stablehlo.constant dense<0.00000000e+00> : tensor<f16>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f16>) -> tensor<32xf16>
    %bn_out6, %bn_mean6, %bn_var6 = "stablehlo.batch_norm_training"(%1, %3, %5) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x32x64xf16>, tensor<32xf16>, tensor<32xf16>) -> (tensor<1x32x64xf16>, tensor<32xf16>, tensor<32xf16>)
    %7 = stablehlo.reshape %bn_out6 : (tensor<1x32x64xf16>) -> tensor<2x16x64xf16>
    %8 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<64xf16>) -> tensor<2x16x64xf16>
    %9 = stablehlo.multiply %7, %8 : tensor<2x16x64xf16>
    %10 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<64xf16>) -> tensor<2x16x64xf16>
    %11 = stablehlo.add %9, %10 : tensor<2x16x64xf16>
    return %11 : tensor<2x16x64xf16>
  }
}
