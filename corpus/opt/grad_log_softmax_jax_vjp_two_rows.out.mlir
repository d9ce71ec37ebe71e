module @jit_grad_log_softmax_jax_vjp_two_rows {
  func.func public @main(%arg0: tensor<2x10xf32>, %arg1: tensor<2xf32>, %arg2: tensor<2x10xf32>) -> (tensor<2x10xf32>) {
    %7 = stablehlo.composite "recompose.log_softmax_grad" %arg0, %arg2, %arg1 {composite_attributes = {cols = 10 : i64, from_exp = 1 : i64, sum_in = 1 : i64}, decomposition = @recompose.log_softmax_grad.0} : (tensor<2x10xf32>, tensor<2x10xf32>, tensor<2xf32>) -> tensor<2x10xf32>
    return %7 : tensor<2x10xf32>
  }
  func.func private @recompose.log_softmax_grad.0(%arg0: tensor<2x10xf32>, %arg1: tensor<2x10xf32>, %arg2: tensor<2xf32>) -> tensor<2x10xf32> {
    %1 = stablehlo.negate %arg1 : tensor<2x10xf32>
    %2 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%1 init: %2) applies stablehlo.add across dimensions = [1] : (tensor<2x10xf32>, tensor<f32>) -> tensor<2xf32>
    %4 = stablehlo.divide %3, %arg2 : tensor<2xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<2xf32>) -> tensor<2x10xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<2x10xf32>
    %7 = stablehlo.add %arg1, %6 : tensor<2x10xf32>
    return %7 : tensor<2x10xf32>
  }
}
