module @jit_neg_softmax_square_keepdims_row_vector {
  func.func public @main(%arg0: tensor<8x8xf32>) -> (tensor<8x8xf32>) {
    %1 = stablehlo.exponential %arg0 : tensor<8x8xf32>
    %2 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%1 init: %2) applies stablehlo.add across dimensions = [1] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %4 = stablehlo.reshape %3 : (tensor<8xf32>) -> tensor<1x8xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %6 = stablehlo.divide %1, %5 : tensor<8x8xf32>
    return %6 : tensor<8x8xf32>
  }
}
