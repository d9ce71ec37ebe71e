module @jit_attention_deferred_rhs_transposed_wrong_axis {
  func.func public @main(%arg0: tensor<2x8x8xf32>, %arg1: tensor<4x8xf32>) -> (tensor<16x4xf32>) {
    %1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %2 = stablehlo.reduce(%arg0 init: %1) applies stablehlo.maximum across dimensions = [2] : (tensor<2x8x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x8xf32>
    %4 = stablehlo.subtract %arg0, %3 : tensor<2x8x8xf32>
    %5 = stablehlo.exponential %4 : tensor<2x8x8xf32>
    %6 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%5 init: %6) applies stablehlo.add across dimensions = [1] : (tensor<2x8x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %8 = stablehlo.reshape %7 : (tensor<2x8xf32>) -> tensor<16xf32>
    %9 = stablehlo.dot_general %arg1, %5, contracting_dims = [1] x [2] : (tensor<4x8xf32>, tensor<2x8x8xf32>) -> tensor<4x2x8xf32>
    %10 = stablehlo.transpose %9, dims = [1, 2, 0] : (tensor<4x2x8xf32>) -> tensor<2x8x4xf32>
    %11 = stablehlo.reshape %10 : (tensor<2x8x4xf32>) -> tensor<16x4xf32>
    %12 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<16xf32>) -> tensor<16x4xf32>
    %13 = stablehlo.divide %11, %12 : tensor<16x4xf32>
    return %13 : tensor<16x4xf32>
  }
}
