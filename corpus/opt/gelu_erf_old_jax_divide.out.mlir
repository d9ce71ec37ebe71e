module @jit_gelu_erf_old_jax_divide {
  func.func public @main(%arg0: tensor<4x256xf32>) -> (tensor<4x256xf32>) {
    %11 = stablehlo.composite "recompose.gelu_erf" %arg0 {composite_attributes = {}, decomposition = @recompose.gelu_erf.0} : (tensor<4x256xf32>) -> tensor<4x256xf32>
    return %11 : tensor<4x256xf32>
  }
  func.func private @recompose.gelu_erf.0(%arg0: tensor<4x256xf32>) -> tensor<4x256xf32> {
    %1 = stablehlo.constant dense<1.41421354e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %3 = stablehlo.divide %arg0, %2 : tensor<4x256xf32>
    %4 = chlo.erf %3 : tensor<4x256xf32> -> tensor<4x256xf32>
    %5 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %7 = stablehlo.add %4, %6 : tensor<4x256xf32>
    %8 = stablehlo.multiply %arg0, %7 : tensor<4x256xf32>
    %9 = stablehlo.constant dense<2.00000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %11 = stablehlo.divide %8, %10 : tensor<4x256xf32>
    return %11 : tensor<4x256xf32>
  }
}
