module @jit_neg_softmax_pairwise_sum_over_i {
  func.func public @main(%arg0: tensor<4x32xf32>) -> (tensor<4x32xf32>) {
    %1 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %3 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<4x32xf32>) -> tensor<4x32x32xf32>
    %4 = stablehlo.broadcast_in_dim %arg0, dims = [0, 2] : (tensor<4x32xf32>) -> tensor<4x32x32xf32>
    %5 = stablehlo.subtract %4, %3 : tensor<4x32x32xf32>
    %6 = stablehlo.exponential %5 : tensor<4x32x32xf32>
    %7 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %8 = stablehlo.reduce(%6 init: %7) applies stablehlo.add across dimensions = [1] : (tensor<4x32x32xf32>, tensor<f32>) -> tensor<4x32xf32>
    %9 = stablehlo.divide %2, %8 : tensor<4x32xf32>
    return %9 : tensor<4x32xf32>
  }
}
