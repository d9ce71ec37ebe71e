module @jit_neg_softmax_pairwise_missing_diagonal {
  func.func public @main(%arg0: tensor<4x32xf32>) -> (tensor<4x32xf32>) {
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<4x32xf32>) -> tensor<4x32x32xf32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [0, 2] : (tensor<4x32xf32>) -> tensor<4x32x32xf32>
    %3 = stablehlo.subtract %2, %1 : tensor<4x32x32xf32>
    %4 = stablehlo.exponential %3 : tensor<4x32x32xf32>
    %5 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%4 init: %5) applies stablehlo.add across dimensions = [2] : (tensor<4x32x32xf32>, tensor<f32>) -> tensor<4x32xf32>
    %7 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %9 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %11 = stablehlo.subtract %6, %10 : tensor<4x32xf32>
    %12 = stablehlo.divide %8, %11 : tensor<4x32xf32>
    return %12 : tensor<4x32xf32>
  }
}
