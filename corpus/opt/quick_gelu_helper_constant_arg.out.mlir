module @jit_quick_gelu_helper_constant_arg {
  func.func public @main(%arg0: tensor<4x256xf32>) -> (tensor<4x256xf32>) {
    %6 = stablehlo.composite "recompose.quick_gelu" %arg0 {composite_attributes = {}, decomposition = @recompose.quick_gelu.0} : (tensor<4x256xf32>) -> tensor<4x256xf32>
    return %6 : tensor<4x256xf32>
  }
  func.func private @scaled_silu(%arg0: tensor<4x256xf32>, %arg1: tensor<4x256xf32>) -> tensor<4x256xf32> {
    %1 = stablehlo.multiply %arg1, %arg0 : tensor<4x256xf32>
    %2 = stablehlo.logistic %1 : tensor<4x256xf32>
    %3 = stablehlo.multiply %arg0, %2 : tensor<4x256xf32>
    return %3 : tensor<4x256xf32>
  }
  func.func private @recompose.quick_gelu.0(%arg0: tensor<4x256xf32>) -> tensor<4x256xf32> {
    %4 = stablehlo.constant dense<1.70200000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %6 = call @scaled_silu(%arg0, %5) : (tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<4x256xf32>
    return %6 : tensor<4x256xf32>
  }
}
