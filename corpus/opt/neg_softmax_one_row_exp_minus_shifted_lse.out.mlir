module @jit_neg_softmax_one_row_exp_minus_shifted_lse {
  func.func public @main(%arg0: tensor<48xf32>) -> (tensor<48xf32>) {
    %1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %2 = stablehlo.reduce(%arg0 init: %1) applies stablehlo.maximum across dimensions = [0] : (tensor<48xf32>, tensor<f32>) -> tensor<f32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<f32>) -> tensor<48xf32>
    %4 = stablehlo.subtract %arg0, %3 : tensor<48xf32>
    %5 = stablehlo.exponential %4 : tensor<48xf32>
    %6 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%5 init: %6) applies stablehlo.add across dimensions = [0] : (tensor<48xf32>, tensor<f32>) -> tensor<f32>
    %8 = stablehlo.log %7 : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<48xf32>
    %10 = stablehlo.subtract %arg0, %9 : tensor<48xf32>
    %11 = stablehlo.exponential %10 : tensor<48xf32>
    return %11 : tensor<48xf32>
  }
}
