module @jit_grad_tanh_saved_output {
  func.func public @main(%arg0: tensor<4x256xf32>, %arg1: tensor<4x256xf32>) -> (tensor<4x256xf32>) {
    %1 = stablehlo.tanh %arg0 : tensor<4x256xf32>
    %2 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %4 = stablehlo.multiply %1, %1 : tensor<4x256xf32>
    %5 = stablehlo.subtract %3, %4 : tensor<4x256xf32>
    %6 = stablehlo.multiply %arg1, %5 : tensor<4x256xf32>
    return %6 : tensor<4x256xf32>
  }
}
