module @jit_log_softmax_pairwise_neg_log_sum {
  func.func public @main(%arg0: tensor<2x3x16xf32>) -> (tensor<2x3x16xf32>) {
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2] : (tensor<2x3x16xf32>) -> tensor<2x3x16x16xf32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 3] : (tensor<2x3x16xf32>) -> tensor<2x3x16x16xf32>
    %3 = stablehlo.subtract %2, %1 : tensor<2x3x16x16xf32>
    %4 = stablehlo.exponential %3 : tensor<2x3x16x16xf32>
    %5 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%4 init: %5) applies stablehlo.add across dimensions = [3] : (tensor<2x3x16x16xf32>, tensor<f32>) -> tensor<2x3x16xf32>
    %7 = stablehlo.log %6 : tensor<2x3x16xf32>
    %8 = stablehlo.negate %7 : tensor<2x3x16xf32>
    return %8 : tensor<2x3x16xf32>
  }
}
