module @jit_gelu_erf_distributed {
  func.func public @main(%arg0: tensor<4x256xf32>) -> (tensor<4x256xf32>) {
    %11 = stablehlo.composite "recompose.gelu_erf" %arg0 {composite_attributes = {}, decomposition = @recompose.gelu_erf.0} : (tensor<4x256xf32>) -> tensor<4x256xf32>
    return %11 : tensor<4x256xf32>
  }
  func.func private @recompose.gelu_erf.0(%arg0: tensor<4x256xf32>) -> tensor<4x256xf32> {
    %1 = stablehlo.constant dense<7.07106780e-01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %3 = stablehlo.multiply %arg0, %2 : tensor<4x256xf32>
    %4 = chlo.erf %3 : tensor<4x256xf32> -> tensor<4x256xf32>
    %5 = stablehlo.constant dense<5.00000000e-01> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %7 = stablehlo.constant dense<5.00000000e-01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %9 = stablehlo.multiply %8, %4 : tensor<4x256xf32>
    %10 = stablehlo.add %6, %9 : tensor<4x256xf32>
    %11 = stablehlo.multiply %arg0, %10 : tensor<4x256xf32>
    return %11 : tensor<4x256xf32>
  }
}
