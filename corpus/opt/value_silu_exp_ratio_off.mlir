module @jit_value_silu_exp_ratio_off {
  func.func public @main(%arg0: tensor<4x256xf32>) -> (tensor<4x256xf32>) {
    %1 = stablehlo.exponential %arg0 : tensor<4x256xf32>
    %2 = stablehlo.multiply %arg0, %1 : tensor<4x256xf32>
    %3 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %5 = stablehlo.add %4, %1 : tensor<4x256xf32>
    %6 = stablehlo.divide %2, %5 : tensor<4x256xf32>
    return %6 : tensor<4x256xf32>
  }
}
