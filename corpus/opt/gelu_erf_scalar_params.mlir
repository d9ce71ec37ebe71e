module @jit_gelu_erf_scalar_params {
  func.func public @main(%arg0: tensor<4x256xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> (tensor<4x256xf32>) {
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %2 = stablehlo.multiply %arg0, %1 : tensor<4x256xf32>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %4 = stablehlo.divide %arg0, %3 : tensor<4x256xf32>
    %5 = chlo.erf %4 : tensor<4x256xf32> -> tensor<4x256xf32>
    %6 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %8 = stablehlo.add %5, %7 : tensor<4x256xf32>
    %9 = stablehlo.multiply %2, %8 : tensor<4x256xf32>
    return %9 : tensor<4x256xf32>
  }
}
