module @jit_softplus_log1p {
  func.func public @main(%arg0: tensor<4x256xf32>) -> (tensor<4x256xf32>) {
    %2 = stablehlo.composite "recompose.softplus" %arg0 {composite_attributes = {}, decomposition = @recompose.softplus.0} : (tensor<4x256xf32>) -> tensor<4x256xf32>
    return %2 : tensor<4x256xf32>
  }
  func.func private @recompose.softplus.0(%arg0: tensor<4x256xf32>) -> tensor<4x256xf32> {
    %1 = stablehlo.exponential %arg0 : tensor<4x256xf32>
    %2 = stablehlo.log_plus_one %1 : tensor<4x256xf32>
    return %2 : tensor<4x256xf32>
  }
}
