module @jit_neg_log_softmax_transposed_view_sums_misplaced {
  func.func public @main(%arg0: tensor<16x16xf32>) -> (tensor<16x16xf32>) {
    %1 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %3 = stablehlo.reduce(%1 init: %2) applies stablehlo.maximum across dimensions = [0] : (tensor<16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<16xf32>) -> tensor<16x16xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<16x16xf32>
    %6 = stablehlo.exponential %5 : tensor<16x16xf32>
    %7 = stablehlo.transpose %6, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %8 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%7 init: %8) applies stablehlo.add across dimensions = [0] : (tensor<16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %10 = stablehlo.log %9 : tensor<16xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [1] : (tensor<16xf32>) -> tensor<16x16xf32>
    %12 = stablehlo.subtract %5, %11 : tensor<16x16xf32>
    return %12 : tensor<16x16xf32>
  }
}
