module @jit_neg_log_softmax_pairwise_scaled_difference {
  func.func public @main(%arg0: tensor<4x32xf32>) -> (tensor<4x32xf32>) {
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<4x32xf32>) -> tensor<4x32x32xf32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [0, 2] : (tensor<4x32xf32>) -> tensor<4x32x32xf32>
    %3 = stablehlo.constant dense<5.00000000e-01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<4x32x32xf32>
    %5 = stablehlo.multiply %1, %4 : tensor<4x32x32xf32>
    %6 = stablehlo.subtract %2, %5 : tensor<4x32x32xf32>
    %7 = stablehlo.exponential %6 : tensor<4x32x32xf32>
    %8 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%7 init: %8) applies stablehlo.add across dimensions = [2] : (tensor<4x32x32xf32>, tensor<f32>) -> tensor<4x32xf32>
    %10 = stablehlo.log %9 : tensor<4x32xf32>
    %11 = stablehlo.negate %10 : tensor<4x32xf32>
    return %11 : tensor<4x32xf32>
  }
}
