module @jit_chlo_gelu_erf_tf {
  func.func public @main(%arg0: tensor<4x256xf32>) -> (tensor<4x256xf32>) {
    %8 = stablehlo.composite "recompose.gelu_erf" %arg0 {composite_attributes = {}, decomposition = @recompose.gelu_erf.0} : (tensor<4x256xf32>) -> tensor<4x256xf32>
    return %8 : tensor<4x256xf32>
  }
  func.func private @recompose.gelu_erf.0(%arg0: tensor<4x256xf32>) -> tensor<4x256xf32> {
    %1 = stablehlo.constant dense<7.07106769e-01> : tensor<f32>
    %v0 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %2 = stablehlo.multiply %arg0, %v0 : (tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<4x256xf32>
    %3 = chlo.erf %2 : tensor<4x256xf32> -> tensor<4x256xf32>
    %4 = stablehlo.constant dense<5.00000000e-01> : tensor<f32>
    %v1 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %5 = stablehlo.multiply %arg0, %v1 : (tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<4x256xf32>
    %6 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %v2 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %7 = stablehlo.add %3, %v2 : (tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<4x256xf32>
    %8 = stablehlo.multiply %5, %7 : tensor<4x256xf32>
    return %8 : tensor<4x256xf32>
  }
}
