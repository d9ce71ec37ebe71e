module @neg_softmax_sum_over_part_of_split_row {
  func.func public @main(%arg0: tensor<4x12xf32>) -> (tensor<4x3x4xf32>) {
    %0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.reduce(%arg0 init: %0) applies stablehlo.maximum across dimensions = [1] : (tensor<4x12xf32>, tensor<f32>) -> tensor<4xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<4xf32>) -> tensor<4x12xf32>
    %3 = stablehlo.subtract %arg0, %2 : tensor<4x12xf32>
    %4 = stablehlo.exponential %3 : tensor<4x12xf32>
    %5 = stablehlo.reshape %4 : (tensor<4x12xf32>) -> tensor<4x3x4xf32>
    %6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%5 init: %6) applies stablehlo.add across dimensions = [2] : (tensor<4x3x4xf32>, tensor<f32>) -> tensor<4x3xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<4x3xf32>) -> tensor<4x3x4xf32>
    %9 = stablehlo.divide %5, %8 : tensor<4x3x4xf32>
    return %9 : tensor<4x3x4xf32>
  }
}
