module @jit_hardswish_torch {
  func.func public @main(%arg0: tensor<4x256xf32>) -> (tensor<4x256xf32>) {
    %13 = stablehlo.composite "recompose.hardswish" %arg0 {composite_attributes = {}, decomposition = @recompose.hardswish.0} : (tensor<4x256xf32>) -> tensor<4x256xf32>
    return %13 : tensor<4x256xf32>
  }
  func.func private @recompose.hardswish.0(%arg0: tensor<4x256xf32>) -> tensor<4x256xf32> {
    %1 = stablehlo.constant dense<3.00000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %3 = stablehlo.add %arg0, %2 : tensor<4x256xf32>
    %4 = stablehlo.constant dense<6.00000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %6 = stablehlo.divide %3, %5 : tensor<4x256xf32>
    %7 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %9 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %11 = stablehlo.minimum %10, %6 : tensor<4x256xf32>
    %12 = stablehlo.maximum %8, %11 : tensor<4x256xf32>
    %13 = stablehlo.multiply %arg0, %12 : tensor<4x256xf32>
    return %13 : tensor<4x256xf32>
  }
}
