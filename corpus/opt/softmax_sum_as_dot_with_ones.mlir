module @jit_softmax_sum_as_dot_with_ones {
  func.func public @main(%arg0: tensor<8x16xf32>) -> (tensor<8x16xf32>) {
    %1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %2 = stablehlo.reduce(%arg0 init: %1) applies stablehlo.maximum across dimensions = [1] : (tensor<8x16xf32>, tensor<f32>) -> tensor<8xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<8xf32>) -> tensor<8x16xf32>
    %4 = stablehlo.subtract %arg0, %3 : tensor<8x16xf32>
    %5 = stablehlo.exponential %4 : tensor<8x16xf32>
    %6 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %8 = stablehlo.dot_general %5, %7, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16xf32>) -> tensor<8xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<8xf32>) -> tensor<8x16xf32>
    %10 = stablehlo.divide %5, %9 : tensor<8x16xf32>
    return %10 : tensor<8x16xf32>
  }
}
