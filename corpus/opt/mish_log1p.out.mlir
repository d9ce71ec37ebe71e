module @jit_mish_log1p {
  func.func public @main(%arg0: tensor<4x256xf32>) -> (tensor<4x256xf32>) {
    %4 = stablehlo.composite "recompose.mish" %arg0 {composite_attributes = {}, decomposition = @recompose.mish.0} : (tensor<4x256xf32>) -> tensor<4x256xf32>
    return %4 : tensor<4x256xf32>
  }
  func.func private @recompose.mish.0(%arg0: tensor<4x256xf32>) -> tensor<4x256xf32> {
    %1 = stablehlo.exponential %arg0 : tensor<4x256xf32>
    %2 = stablehlo.log_plus_one %1 : tensor<4x256xf32>
    %3 = stablehlo.tanh %2 : tensor<4x256xf32>
    %4 = stablehlo.multiply %arg0, %3 : tensor<4x256xf32>
    return %4 : tensor<4x256xf32>
  }
}
