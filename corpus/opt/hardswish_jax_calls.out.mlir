module @jit_hardswish_jax_calls {
  func.func public @main(%arg0: tensor<4x256xf32>) -> (tensor<4x256xf32>) {
    %15 = stablehlo.composite "recompose.hardswish" %arg0 {composite_attributes = {}, decomposition = @recompose.hardswish.0} : (tensor<4x256xf32>) -> tensor<4x256xf32>
    return %15 : tensor<4x256xf32>
  }
  func.func private @relu6(%arg0: tensor<4x256xf32>) -> tensor<4x256xf32> {
    %1 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %3 = stablehlo.maximum %arg0, %2 : tensor<4x256xf32>
    %4 = stablehlo.constant dense<6.00000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %6 = stablehlo.minimum %3, %5 : tensor<4x256xf32>
    return %6 : tensor<4x256xf32>
  }
  func.func private @hard_sigmoid(%arg0: tensor<4x256xf32>) -> tensor<4x256xf32> {
    %13 = stablehlo.composite "recompose.hardsigmoid" %arg0 {composite_attributes = {}, decomposition = @recompose.hardsigmoid.0} : (tensor<4x256xf32>) -> tensor<4x256xf32>
    return %13 : tensor<4x256xf32>
  }
  func.func private @recompose.hardswish.0(%arg0: tensor<4x256xf32>) -> tensor<4x256xf32> {
    %14 = call @hard_sigmoid(%arg0) : (tensor<4x256xf32>) -> tensor<4x256xf32>
    %15 = stablehlo.multiply %arg0, %14 : tensor<4x256xf32>
    return %15 : tensor<4x256xf32>
  }
  func.func private @recompose.hardsigmoid.0(%arg0: tensor<4x256xf32>) -> tensor<4x256xf32> {
    %7 = stablehlo.constant dense<3.00000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %9 = stablehlo.add %arg0, %8 : tensor<4x256xf32>
    %10 = call @relu6(%9) : (tensor<4x256xf32>) -> tensor<4x256xf32>
    %11 = stablehlo.constant dense<6.00000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %13 = stablehlo.divide %10, %12 : tensor<4x256xf32>
    return %13 : tensor<4x256xf32>
  }
}
