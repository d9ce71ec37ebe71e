module @jit_grad_softmax_torch_xla_distributed {
  func.func public @main(%arg0: tensor<4x256xf32>, %arg1: tensor<4x256xf32>) -> (tensor<4x256xf32>) {
    %7 = stablehlo.composite "recompose.softmax_grad" %arg0, %arg1 {composite_attributes = {cols = 256 : i64}, decomposition = @recompose.softmax_grad.0} : (tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<4x256xf32>
    return %7 : tensor<4x256xf32>
  }
  func.func private @recompose.softmax_grad.0(%arg0: tensor<4x256xf32>, %arg1: tensor<4x256xf32>) -> tensor<4x256xf32> {
    %1 = stablehlo.multiply %arg1, %arg0 : tensor<4x256xf32>
    %2 = stablehlo.multiply %arg1, %arg0 : tensor<4x256xf32>
    %3 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%2 init: %3) applies stablehlo.add across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<4x256xf32>
    %7 = stablehlo.subtract %1, %6 : tensor<4x256xf32>
    return %7 : tensor<4x256xf32>
  }
}
