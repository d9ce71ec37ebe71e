module @jit_value_gelu_erf_sum_halved {
  func.func public @main(%arg0: tensor<4x256xf32>) -> (tensor<4x256xf32>) {
    %1 = stablehlo.constant dense<7.07106769e-01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %3 = stablehlo.multiply %arg0, %2 : tensor<4x256xf32>
    %4 = chlo.erf %3 : tensor<4x256xf32> -> tensor<4x256xf32>
    %5 = stablehlo.multiply %arg0, %4 : tensor<4x256xf32>
    %6 = stablehlo.add %arg0, %5 : tensor<4x256xf32>
    %7 = stablehlo.constant dense<2.00000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %9 = stablehlo.divide %6, %8 : tensor<4x256xf32>
    return %9 : tensor<4x256xf32>
  }
}
