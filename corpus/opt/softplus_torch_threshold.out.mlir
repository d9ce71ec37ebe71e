module @jit_softplus_torch_threshold {
  func.func public @main(%arg0: tensor<4x256xf32>) -> (tensor<4x256xf32>) {
    %6 = stablehlo.composite "recompose.softplus" %arg0 {composite_attributes = {}, decomposition = @recompose.softplus.0} : (tensor<4x256xf32>) -> tensor<4x256xf32>
    return %6 : tensor<4x256xf32>
  }
  func.func private @recompose.softplus.0(%arg0: tensor<4x256xf32>) -> tensor<4x256xf32> {
    %1 = stablehlo.constant dense<2.00000000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %3 = stablehlo.compare  GT, %arg0, %2,  FLOAT : (tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<4x256xi1>
    %4 = stablehlo.exponential %arg0 : tensor<4x256xf32>
    %5 = stablehlo.log_plus_one %4 : tensor<4x256xf32>
    %6 = stablehlo.select %3, %arg0, %5 : tensor<4x256xi1>, tensor<4x256xf32>
    return %6 : tensor<4x256xf32>
  }
}
