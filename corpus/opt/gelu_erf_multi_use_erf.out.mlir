module @jit_gelu_erf_multi_use_erf {
  func.func public @main(%arg0: tensor<4x256xf32>) -> (tensor<4x256xf32>, tensor<4x256xf32>) {
    %1 = stablehlo.constant dense<7.07106780e-01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %3 = stablehlo.multiply %arg0, %2 : tensor<4x256xf32>
    %4 = chlo.erf %3 : tensor<4x256xf32> -> tensor<4x256xf32>
    %5 = stablehlo.constant dense<5.00000000e-01> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %7 = stablehlo.multiply %arg0, %6 : tensor<4x256xf32>
    %8 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %10 = stablehlo.add %4, %9 : tensor<4x256xf32>
    %11 = stablehlo.multiply %7, %10 : tensor<4x256xf32>
    return %11, %4 : tensor<4x256xf32>, tensor<4x256xf32>
  }
}
