module @jit_neg_value_gelu_erf_0_8 {
  func.func public @main(%arg0: tensor<4x256xf32>) -> (tensor<4x256xf32>) {
    %1 = stablehlo.constant dense<5.00000000e-01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %3 = stablehlo.multiply %2, %arg0 : tensor<4x256xf32>
    %4 = stablehlo.constant dense<8.00000000e-01> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<4x256xf32>
    %7 = chlo.erf %6 : tensor<4x256xf32> -> tensor<4x256xf32>
    %8 = stablehlo.multiply %3, %7 : tensor<4x256xf32>
    %9 = stablehlo.add %3, %8 : tensor<4x256xf32>
    return %9 : tensor<4x256xf32>
  }
}
