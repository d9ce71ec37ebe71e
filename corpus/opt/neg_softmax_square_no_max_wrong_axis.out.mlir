module @jit_neg_softmax_square_no_max_wrong_axis {
  func.func public @main(%arg0: tensor<4x4xf32>) -> (tensor<4x4xf32>) {
    %1 = stablehlo.exponential %arg0 : tensor<4x4xf32>
    %2 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%1 init: %2) applies stablehlo.add across dimensions = [1] : (tensor<4x4xf32>, tensor<f32>) -> tensor<4xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [1] : (tensor<4xf32>) -> tensor<4x4xf32>
    %5 = stablehlo.divide %1, %4 : tensor<4x4xf32>
    return %5 : tensor<4x4xf32>
  }
}
