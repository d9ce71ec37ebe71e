module @jit_sigmoid_tanh_form {
  func.func public @main(%arg0: tensor<4x256xf32>) -> (tensor<4x256xf32>) {
    %10 = stablehlo.composite "recompose.sigmoid" %arg0 {composite_attributes = {}, decomposition = @recompose.sigmoid.0} : (tensor<4x256xf32>) -> tensor<4x256xf32>
    return %10 : tensor<4x256xf32>
  }
  func.func private @recompose.sigmoid.0(%arg0: tensor<4x256xf32>) -> tensor<4x256xf32> {
    %1 = stablehlo.constant dense<5.00000000e-01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %3 = stablehlo.multiply %arg0, %2 : tensor<4x256xf32>
    %4 = stablehlo.tanh %3 : tensor<4x256xf32>
    %5 = stablehlo.constant dense<5.00000000e-01> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %7 = stablehlo.constant dense<5.00000000e-01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %9 = stablehlo.multiply %8, %4 : tensor<4x256xf32>
    %10 = stablehlo.add %6, %9 : tensor<4x256xf32>
    return %10 : tensor<4x256xf32>
  }
}
