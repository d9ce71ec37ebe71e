module @jit_neg_log_softmax_square_wrong_axis {
  func.func public @main(%arg0: tensor<4x4xf32>) -> (tensor<4x4xf32>) {
    %1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %2 = stablehlo.reduce(%arg0 init: %1) applies stablehlo.maximum across dimensions = [1] : (tensor<4x4xf32>, tensor<f32>) -> tensor<4xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<4xf32>) -> tensor<4x4xf32>
    %4 = stablehlo.subtract %arg0, %3 : tensor<4x4xf32>
    %5 = stablehlo.exponential %4 : tensor<4x4xf32>
    %6 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%5 init: %6) applies stablehlo.add across dimensions = [1] : (tensor<4x4xf32>, tensor<f32>) -> tensor<4xf32>
    %8 = stablehlo.log %7 : tensor<4xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [1] : (tensor<4xf32>) -> tensor<4x4xf32>
    %10 = stablehlo.subtract %4, %9 : tensor<4x4xf32>
    return %10 : tensor<4x4xf32>
  }
}
