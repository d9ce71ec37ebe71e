module @jit_neg_grad_softmax_wrong_broadcast {
  func.func public @main(%arg0: tensor<2x16x16xf32>, %arg1: tensor<2x16x16xf32>) -> (tensor<2x16x16xf32>) {
    %1 = stablehlo.multiply %arg1, %arg0 : tensor<2x16x16xf32>
    %2 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%1 init: %2) applies stablehlo.add across dimensions = [2] : (tensor<2x16x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 2] : (tensor<2x16xf32>) -> tensor<2x16x16xf32>
    %5 = stablehlo.subtract %arg1, %4 : tensor<2x16x16xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<2x16x16xf32>
    return %6 : tensor<2x16x16xf32>
  }
}
