module @jit_softplus_naive {
  func.func public @main(%arg0: tensor<4x256xf32>) -> (tensor<4x256xf32>) {
    %5 = stablehlo.composite "recompose.softplus" %arg0 {composite_attributes = {}, decomposition = @recompose.softplus.0} : (tensor<4x256xf32>) -> tensor<4x256xf32>
    return %5 : tensor<4x256xf32>
  }
  func.func private @recompose.softplus.0(%arg0: tensor<4x256xf32>) -> tensor<4x256xf32> {
    %1 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %3 = stablehlo.exponential %arg0 : tensor<4x256xf32>
    %4 = stablehlo.add %2, %3 : tensor<4x256xf32>
    %5 = stablehlo.log %4 : tensor<4x256xf32>
    return %5 : tensor<4x256xf32>
  }
}
