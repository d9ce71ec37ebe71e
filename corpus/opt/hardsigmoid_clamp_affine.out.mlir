module @jit_hardsigmoid_clamp_affine {
  func.func public @main(%arg0: tensor<4x256xf32>) -> (tensor<4x256xf32>) {
    %9 = stablehlo.composite "recompose.hardsigmoid" %arg0 {composite_attributes = {}, decomposition = @recompose.hardsigmoid.0} : (tensor<4x256xf32>) -> tensor<4x256xf32>
    return %9 : tensor<4x256xf32>
  }
  func.func private @recompose.hardsigmoid.0(%arg0: tensor<4x256xf32>) -> tensor<4x256xf32> {
    %1 = stablehlo.constant dense<1.66666672e-01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %3 = stablehlo.multiply %arg0, %2 : tensor<4x256xf32>
    %4 = stablehlo.constant dense<5.00000000e-01> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %6 = stablehlo.add %3, %5 : tensor<4x256xf32>
    %7 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %8 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %9 = stablehlo.clamp %7, %6, %8 : (tensor<f32>, tensor<4x256xf32>, tensor<f32>) -> tensor<4x256xf32>
    return %9 : tensor<4x256xf32>
  }
}
