module @jit_sigmoid_exp_ratio {
  func.func public @main(%arg0: tensor<4x256xf32>) -> (tensor<4x256xf32>) {
    %5 = stablehlo.composite "recompose.sigmoid" %arg0 {composite_attributes = {}, decomposition = @recompose.sigmoid.0} : (tensor<4x256xf32>) -> tensor<4x256xf32>
    return %5 : tensor<4x256xf32>
  }
  func.func private @recompose.sigmoid.0(%arg0: tensor<4x256xf32>) -> tensor<4x256xf32> {
    %1 = stablehlo.exponential %arg0 : tensor<4x256xf32>
    %2 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %4 = stablehlo.add %1, %3 : tensor<4x256xf32>
    %5 = stablehlo.divide %1, %4 : tensor<4x256xf32>
    return %5 : tensor<4x256xf32>
  }
}
