module @jit_chlo_silu_tf {
  func.func public @main(%arg0: tensor<4x256xf32>) -> (tensor<4x256xf32>) {
    %5 = stablehlo.composite "recompose.silu" %arg0 {composite_attributes = {}, decomposition = @recompose.silu.0} : (tensor<4x256xf32>) -> tensor<4x256xf32>
    return %5 : tensor<4x256xf32>
  }
  func.func private @recompose.silu.0(%arg0: tensor<4x256xf32>) -> tensor<4x256xf32> {
    %1 = stablehlo.negate %arg0 : tensor<4x256xf32>
    %2 = stablehlo.exponential %1 : tensor<4x256xf32>
    %3 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %v0 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %4 = stablehlo.add %2, %v0 : (tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<4x256xf32>
    %5 = stablehlo.divide %arg0, %4 : tensor<4x256xf32>
    return %5 : tensor<4x256xf32>
  }
}
