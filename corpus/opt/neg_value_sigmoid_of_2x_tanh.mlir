module @jit_neg_value_sigmoid_of_2x_tanh {
  func.func public @main(%arg0: tensor<4x256xf32>) -> (tensor<4x256xf32>) {
    %1 = stablehlo.constant dense<5.00000000e-01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %3 = stablehlo.constant dense<5.00000000e-01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %5 = stablehlo.tanh %arg0 : tensor<4x256xf32>
    %6 = stablehlo.multiply %4, %5 : tensor<4x256xf32>
    %7 = stablehlo.add %2, %6 : tensor<4x256xf32>
    return %7 : tensor<4x256xf32>
  }
}
