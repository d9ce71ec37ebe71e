module @jit_hardswish_clamp_div6 {
  func.func public @main(%arg0: tensor<4x256xf32>) -> (tensor<4x256xf32>) {
    %10 = stablehlo.composite "recompose.hardswish" %arg0 {composite_attributes = {}, decomposition = @recompose.hardswish.0} : (tensor<4x256xf32>) -> tensor<4x256xf32>
    return %10 : tensor<4x256xf32>
  }
  func.func private @recompose.hardswish.0(%arg0: tensor<4x256xf32>) -> tensor<4x256xf32> {
    %1 = stablehlo.constant dense<3.00000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %3 = stablehlo.add %arg0, %2 : tensor<4x256xf32>
    %4 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %5 = stablehlo.constant dense<6.00000000e+00> : tensor<f32>
    %6 = stablehlo.clamp %4, %3, %5 : (tensor<f32>, tensor<4x256xf32>, tensor<f32>) -> tensor<4x256xf32>
    %7 = stablehlo.multiply %arg0, %6 : tensor<4x256xf32>
    %8 = stablehlo.constant dense<6.00000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %10 = stablehlo.divide %7, %9 : tensor<4x256xf32>
    return %10 : tensor<4x256xf32>
  }
}
