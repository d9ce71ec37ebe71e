module @neg_softmax_two_stage_sum_init_one {
  func.func public @main(%arg0: tensor<2x3x8xf32>) -> (tensor<2x3x8xf32>) {
    %0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.reduce(%arg0 init: %0) applies stablehlo.maximum across dimensions = [1, 2] : (tensor<2x3x8xf32>, tensor<f32>) -> tensor<2xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<2xf32>) -> tensor<2x3x8xf32>
    %3 = stablehlo.subtract %arg0, %2 : tensor<2x3x8xf32>
    %4 = stablehlo.exponential %3 : tensor<2x3x8xf32>
    %5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%4 init: %5) applies stablehlo.add across dimensions = [2] : (tensor<2x3x8xf32>, tensor<f32>) -> tensor<2x3xf32>
    %7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.reduce(%6 init: %7) applies stablehlo.add across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<2xf32>) -> tensor<2x3x8xf32>
    %10 = stablehlo.divide %4, %9 : tensor<2x3x8xf32>
    return %10 : tensor<2x3x8xf32>
  }
}
