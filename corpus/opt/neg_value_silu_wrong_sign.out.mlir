module @jit_neg_value_silu_wrong_sign {
  func.func public @main(%arg0: tensor<4x256xf32>) -> (tensor<4x256xf32>) {
    %1 = stablehlo.exponential %arg0 : tensor<4x256xf32>
    %2 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %4 = stablehlo.add %3, %1 : tensor<4x256xf32>
    %5 = stablehlo.divide %arg0, %4 : tensor<4x256xf32>
    return %5 : tensor<4x256xf32>
  }
}
