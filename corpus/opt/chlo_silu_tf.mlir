module @jit_chlo_silu_tf {
  func.func public @main(%arg0: tensor<4x256xf32>) -> (tensor<4x256xf32>) {
    %1 = stablehlo.negate %arg0 : tensor<4x256xf32>
    %2 = stablehlo.exponential %1 : tensor<4x256xf32>
    %3 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %4 = chlo.broadcast_add %2, %3 : (tensor<4x256xf32>, tensor<f32>) -> tensor<4x256xf32>
    %5 = chlo.broadcast_divide %arg0, %4 : (tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<4x256xf32>
    return %5 : tensor<4x256xf32>
  }
}
