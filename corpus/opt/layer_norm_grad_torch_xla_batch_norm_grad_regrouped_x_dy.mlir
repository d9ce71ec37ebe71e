module @jit_layer_norm_grad_torch_xla_batch_norm_grad_regrouped_x_dy {
  func.func public @main(%arg0: tensor<32x64xbf16>, %arg1: tensor<32x64xbf16>, %arg2: tensor<64xbf16>) -> (tensor<2x16x64xbf16>) {
    %1 = stablehlo.reshape %arg0 : (tensor<32x64xbf16>) -> tensor<1x32x64xbf16>
    %2 = stablehlo.constant dense<1.00000000e+00> : tensor<bf16>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<bf16>) -> tensor<32xbf16>
    %4 = stablehlo.constant dense<0.00000000e+00> : tensor<bf16>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<bf16>) -> tensor<32xbf16>
    %bn_out6, %bn_mean6, %bn_var6 = "stablehlo.batch_norm_training"(%1, %3, %5) <{epsilon = 1.000000e-05 : f32, feature_index = 1 : i64}> : (tensor<1x32x64xbf16>, tensor<32xbf16>, tensor<32xbf16>) -> (tensor<1x32x64xbf16>, tensor<32xbf16>, tensor<32xbf16>)
    %7 = stablehlo.convert %arg2 : (tensor<64xbf16>) -> tensor<64xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [1] : (tensor<64xf32>) -> tensor<32x64xf32>
    %9 = stablehlo.convert %arg1 : (tensor<32x64xbf16>) -> tensor<32x64xf32>
    %10 = stablehlo.multiply %9, %8 : tensor<32x64xf32>
    %11 = stablehlo.convert %10 : (tensor<32x64xf32>) -> tensor<32x64xbf16>
    %12 = stablehlo.reshape %11 : (tensor<32x64xbf16>) -> tensor<1x32x64xbf16>
    %13 = stablehlo.constant dense<1.00000000e+00> : tensor<bf16>
    %14 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<bf16>) -> tensor<32xbf16>
    %bn_gx15, %bn_gs15, %bn_gb15 = "stablehlo.batch_norm_grad"(%1, %14, %bn_mean6, %bn_var6, %12) <{epsilon = 1.000000e-05 : f32, feature_index = 1 : i64}> : (tensor<1x32x64xbf16>, tensor<32xbf16>, tensor<32xbf16>, tensor<32xbf16>, tensor<1x32x64xbf16>) -> (tensor<1x32x64xbf16>, tensor<32xbf16>, tensor<32xbf16>)
    %16 = stablehlo.reshape %bn_gx15 : (tensor<1x32x64xbf16>) -> tensor<2x16x64xbf16>
    return %16 : tensor<2x16x64xbf16>
  }
}
