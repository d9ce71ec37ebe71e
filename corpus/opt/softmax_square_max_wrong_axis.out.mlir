module @jit_softmax_square_max_wrong_axis {
  func.func public @main(%arg0: tensor<8x8xf32>) -> (tensor<8x8xf32>) {
    %1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %2 = stablehlo.reduce(%arg0 init: %1) applies stablehlo.maximum across dimensions = [1] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<8xf32>) -> tensor<8x8xf32>
    %4 = stablehlo.subtract %arg0, %3 : tensor<8x8xf32>
    %9 = stablehlo.composite "recompose.softmax" %4 {composite_attributes = {cols = 8 : i64}, decomposition = @recompose.softmax.0} : (tensor<8x8xf32>) -> tensor<8x8xf32>
    return %9 : tensor<8x8xf32>
  }
  func.func private @recompose.softmax.0(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
    %5 = stablehlo.exponential %arg0 : tensor<8x8xf32>
    %6 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%5 init: %6) applies stablehlo.add across dimensions = [1] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<8xf32>) -> tensor<8x8xf32>
    %9 = stablehlo.divide %5, %8 : tensor<8x8xf32>
    return %9 : tensor<8x8xf32>
  }
}
