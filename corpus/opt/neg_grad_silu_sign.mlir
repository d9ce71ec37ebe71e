module @jit_neg_grad_silu_sign {
  func.func public @main(%arg0: tensor<4x256xf32>, %arg1: tensor<4x256xf32>) -> (tensor<4x256xf32>) {
    %1 = stablehlo.logistic %arg0 : tensor<4x256xf32>
    %2 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %4 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %6 = stablehlo.subtract %5, %1 : tensor<4x256xf32>
    %7 = stablehlo.multiply %arg0, %6 : tensor<4x256xf32>
    %8 = stablehlo.subtract %3, %7 : tensor<4x256xf32>
    %9 = stablehlo.multiply %arg1, %1 : tensor<4x256xf32>
    %10 = stablehlo.multiply %9, %8 : tensor<4x256xf32>
    return %10 : tensor<4x256xf32>
  }
}
