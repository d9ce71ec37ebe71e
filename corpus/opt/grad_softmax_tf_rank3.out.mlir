module @jit_grad_softmax_tf_rank3 {
  func.func public @main(%arg0: tensor<2x8x64xf32>, %arg1: tensor<2x8x64xf32>) -> (tensor<2x8x64xf32>) {
    %6 = stablehlo.composite "recompose.softmax_grad" %arg0, %arg1 {composite_attributes = {cols = 64 : i64}, decomposition = @recompose.softmax_grad.0} : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    return %6 : tensor<2x8x64xf32>
  }
  func.func private @recompose.softmax_grad.0(%arg0: tensor<2x8x64xf32>, %arg1: tensor<2x8x64xf32>) -> tensor<2x8x64xf32> {
    %1 = stablehlo.multiply %arg1, %arg0 : tensor<2x8x64xf32>
    %2 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%1 init: %2) applies stablehlo.add across dimensions = [2] : (tensor<2x8x64xf32>, tensor<f32>) -> tensor<2x8xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x64xf32>
    %5 = stablehlo.subtract %arg1, %4 : tensor<2x8x64xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<2x8x64xf32>
    return %6 : tensor<2x8x64xf32>
  }
}
