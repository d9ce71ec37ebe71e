module @jit_dead_code_kept {
  func.func public @main(%arg0: tensor<4x256xf32>) -> (tensor<4x256xf32>) {
    %1 = stablehlo.exponential %arg0 : tensor<4x256xf32>
    %3 = stablehlo.composite "recompose.silu" %arg0 {composite_attributes = {}, decomposition = @recompose.silu.0} : (tensor<4x256xf32>) -> tensor<4x256xf32>
    return %3 : tensor<4x256xf32>
  }
  func.func private @recompose.silu.0(%arg0: tensor<4x256xf32>) -> tensor<4x256xf32> {
    %2 = stablehlo.logistic %arg0 : tensor<4x256xf32>
    %3 = stablehlo.multiply %arg0, %2 : tensor<4x256xf32>
    return %3 : tensor<4x256xf32>
  }
}
