module @jit_neg_grad_log_softmax_jax_two_rows_times_sum {
  func.func public @main(%arg0: tensor<2x10xf32>, %arg1: tensor<2xf32>, %arg2: tensor<2x10xf32>) -> (tensor<2x10xf32>) {
    %1 = stablehlo.negate %arg2 : tensor<2x10xf32>
    %2 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%1 init: %2) applies stablehlo.add across dimensions = [1] : (tensor<2x10xf32>, tensor<f32>) -> tensor<2xf32>
    %4 = stablehlo.multiply %3, %arg1 : tensor<2xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<2xf32>) -> tensor<2x10xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<2x10xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<2x10xf32>
    return %7 : tensor<2x10xf32>
  }
}
