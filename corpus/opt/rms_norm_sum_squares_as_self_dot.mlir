module @jit_rms_norm_sum_squares_as_self_dot {
  func.func public @main(%arg0: tensor<4x32xf32>) -> (tensor<4x32xf32>) {
    %1 = stablehlo.dot_general %arg0, %arg0, batching_dims = [0] x [0], contracting_dims = [1] x [1] : (tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4xf32>
    %2 = stablehlo.constant dense<3.12500000e-02> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %4 = stablehlo.multiply %1, %3 : tensor<4xf32>
    %5 = stablehlo.constant dense<1.00000000e-06> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %7 = stablehlo.add %4, %6 : tensor<4xf32>
    %8 = stablehlo.rsqrt %7 : tensor<4xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<4xf32>) -> tensor<4x32xf32>
    %10 = stablehlo.multiply %arg0, %9 : tensor<4x32xf32>
    return %10 : tensor<4x32xf32>
  }
}
