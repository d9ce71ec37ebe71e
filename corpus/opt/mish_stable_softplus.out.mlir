module @jit_mish_stable_softplus {
  func.func public @main(%arg0: tensor<4x256xf32>) -> (tensor<4x256xf32>) {
    %10 = stablehlo.composite "recompose.mish" %arg0 {composite_attributes = {}, decomposition = @recompose.mish.0} : (tensor<4x256xf32>) -> tensor<4x256xf32>
    return %10 : tensor<4x256xf32>
  }
  func.func private @recompose.mish.0(%arg0: tensor<4x256xf32>) -> tensor<4x256xf32> {
    %1 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %3 = stablehlo.maximum %arg0, %2 : tensor<4x256xf32>
    %4 = stablehlo.abs %arg0 : tensor<4x256xf32>
    %5 = stablehlo.negate %4 : tensor<4x256xf32>
    %6 = stablehlo.exponential %5 : tensor<4x256xf32>
    %7 = stablehlo.log_plus_one %6 : tensor<4x256xf32>
    %8 = stablehlo.add %3, %7 : tensor<4x256xf32>
    %9 = stablehlo.tanh %8 : tensor<4x256xf32>
    %10 = stablehlo.multiply %9, %arg0 : tensor<4x256xf32>
    return %10 : tensor<4x256xf32>
  }
}
