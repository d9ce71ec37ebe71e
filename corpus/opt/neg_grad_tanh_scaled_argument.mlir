module @jit_neg_grad_tanh_scaled_argument {
  func.func public @main(%arg0: tensor<4x256xf32>, %arg1: tensor<4x256xf32>) -> (tensor<4x256xf32>) {
    %1 = stablehlo.constant dense<2.00000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %3 = stablehlo.multiply %arg0, %2 : tensor<4x256xf32>
    %4 = stablehlo.tanh %3 : tensor<4x256xf32>
    %5 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %7 = stablehlo.multiply %4, %4 : tensor<4x256xf32>
    %8 = stablehlo.subtract %6, %7 : tensor<4x256xf32>
    %9 = stablehlo.multiply %arg1, %8 : tensor<4x256xf32>
    return %9 : tensor<4x256xf32>
  }
}
