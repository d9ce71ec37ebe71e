module @jit_value_quick_gelu_1_703 {
  func.func public @main(%arg0: tensor<4x256xf32>) -> (tensor<4x256xf32>) {
    %5 = stablehlo.composite "recompose.quick_gelu" %arg0 {composite_attributes = {}, decomposition = @recompose.quick_gelu.0} : (tensor<4x256xf32>) -> tensor<4x256xf32>
    return %5 : tensor<4x256xf32>
  }
  func.func private @recompose.quick_gelu.0(%arg0: tensor<4x256xf32>) -> tensor<4x256xf32> {
    %1 = stablehlo.constant dense<1.70300000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %3 = stablehlo.multiply %2, %arg0 : tensor<4x256xf32>
    %4 = stablehlo.logistic %3 : tensor<4x256xf32>
    %5 = stablehlo.multiply %arg0, %4 : tensor<4x256xf32>
    return %5 : tensor<4x256xf32>
  }
}
