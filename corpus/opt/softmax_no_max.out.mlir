module @jit_softmax_no_max {
  func.func public @main(%arg0: tensor<4x256xf32>) -> (tensor<4x256xf32>) {
    %5 = stablehlo.composite "recompose.softmax" %arg0 {composite_attributes = {cols = 256 : i64}, decomposition = @recompose.softmax.0} : (tensor<4x256xf32>) -> tensor<4x256xf32>
    return %5 : tensor<4x256xf32>
  }
  func.func private @recompose.softmax.0(%arg0: tensor<4x256xf32>) -> tensor<4x256xf32> {
    %1 = stablehlo.exponential %arg0 : tensor<4x256xf32>
    %2 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%1 init: %2) applies stablehlo.add across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %5 = stablehlo.divide %1, %4 : tensor<4x256xf32>
    return %5 : tensor<4x256xf32>
  }
}
