module @softmax_two_stage_split_row {
  func.func public @main(%arg0: tensor<4x12xf32>) -> (tensor<4x12xf32>) {
    %14 = stablehlo.composite "recompose.softmax" %arg0 {composite_attributes = {cols = 12 : i64}, decomposition = @recompose.softmax.0} : (tensor<4x12xf32>) -> tensor<4x12xf32>
    return %14 : tensor<4x12xf32>
  }
  func.func private @recompose.softmax.0(%arg0: tensor<4x12xf32>) -> tensor<4x12xf32> {
    %0 = stablehlo.reshape %arg0 : (tensor<4x12xf32>) -> tensor<4x4x3xf32>
    %1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %2 = stablehlo.reduce(%0 init: %1) applies stablehlo.maximum across dimensions = [2] : (tensor<4x4x3xf32>, tensor<f32>) -> tensor<4x4xf32>
    %3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %4 = stablehlo.reduce(%2 init: %3) applies stablehlo.maximum across dimensions = [1] : (tensor<4x4xf32>, tensor<f32>) -> tensor<4xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<4xf32>) -> tensor<4x12xf32>
    %6 = stablehlo.subtract %arg0, %5 : tensor<4x12xf32>
    %7 = stablehlo.exponential %6 : tensor<4x12xf32>
    %8 = stablehlo.reshape %7 : (tensor<4x12xf32>) -> tensor<4x4x3xf32>
    %9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%8 init: %9) applies stablehlo.add across dimensions = [2] : (tensor<4x4x3xf32>, tensor<f32>) -> tensor<4x4xf32>
    %11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.reduce(%10 init: %11) applies stablehlo.add across dimensions = [1] : (tensor<4x4xf32>, tensor<f32>) -> tensor<4xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0] : (tensor<4xf32>) -> tensor<4x12xf32>
    %14 = stablehlo.divide %7, %13 : tensor<4x12xf32>
    return %14 : tensor<4x12xf32>
  }
}
