module @softmax_two_axes_in_stages {
  func.func public @main(%arg0: tensor<2x3x8xf32>) -> (tensor<2x3x8xf32>) {
    %12 = stablehlo.composite "recompose.softmax" %arg0 {composite_attributes = {cols = 24 : i64}, decomposition = @recompose.softmax.0} : (tensor<2x3x8xf32>) -> tensor<2x3x8xf32>
    return %12 : tensor<2x3x8xf32>
  }
  func.func private @recompose.softmax.0(%arg0: tensor<2x3x8xf32>) -> tensor<2x3x8xf32> {
    %0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.reduce(%arg0 init: %0) applies stablehlo.maximum across dimensions = [2] : (tensor<2x3x8xf32>, tensor<f32>) -> tensor<2x3xf32>
    %2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %3 = stablehlo.reduce(%1 init: %2) applies stablehlo.maximum across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<2xf32>) -> tensor<2x3x8xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<2x3x8xf32>
    %6 = stablehlo.exponential %5 : tensor<2x3x8xf32>
    %7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.reduce(%6 init: %7) applies stablehlo.add across dimensions = [2] : (tensor<2x3x8xf32>, tensor<f32>) -> tensor<2x3xf32>
    %9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%8 init: %9) applies stablehlo.add across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0] : (tensor<2xf32>) -> tensor<2x3x8xf32>
    %12 = stablehlo.divide %6, %11 : tensor<2x3x8xf32>
    return %12 : tensor<2x3x8xf32>
  }
}
