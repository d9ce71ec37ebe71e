module @jit_chlo_gelu_erf_tf {
  func.func public @main(%arg0: tensor<4x256xf32>) -> (tensor<4x256xf32>) {
    %1 = stablehlo.constant dense<7.07106769e-01> : tensor<f32>
    %2 = chlo.broadcast_multiply %arg0, %1 : (tensor<4x256xf32>, tensor<f32>) -> tensor<4x256xf32>
    %3 = chlo.erf %2 : tensor<4x256xf32> -> tensor<4x256xf32>
    %4 = stablehlo.constant dense<5.00000000e-01> : tensor<f32>
    %5 = chlo.broadcast_multiply %arg0, %4 : (tensor<4x256xf32>, tensor<f32>) -> tensor<4x256xf32>
    %6 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %7 = chlo.broadcast_add %3, %6 : (tensor<4x256xf32>, tensor<f32>) -> tensor<4x256xf32>
    %8 = chlo.broadcast_multiply %5, %7 : (tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<4x256xf32>
    return %8 : tensor<4x256xf32>
  }
}
