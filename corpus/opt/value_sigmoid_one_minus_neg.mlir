module @jit_value_sigmoid_one_minus_neg {
  func.func public @main(%arg0: tensor<4x256xf32>) -> (tensor<4x256xf32>) {
    %1 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %3 = stablehlo.negate %arg0 : tensor<4x256xf32>
    %4 = stablehlo.logistic %3 : tensor<4x256xf32>
    %5 = stablehlo.subtract %2, %4 : tensor<4x256xf32>
    return %5 : tensor<4x256xf32>
  }
}
