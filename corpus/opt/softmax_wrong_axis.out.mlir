module @jit_softmax_wrong_axis {
  func.func public @main(%arg0: tensor<64x64xf32>) -> (tensor<64x64xf32>) {
    %1 = stablehlo.exponential %arg0 : tensor<64x64xf32>
    %2 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%1 init: %2) applies stablehlo.add across dimensions = [0] : (tensor<64x64xf32>, tensor<f32>) -> tensor<64xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<64xf32>) -> tensor<64x64xf32>
    %5 = stablehlo.divide %1, %4 : tensor<64x64xf32>
    return %5 : tensor<64x64xf32>
  }
}
