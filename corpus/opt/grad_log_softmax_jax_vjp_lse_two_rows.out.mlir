module @jit_grad_log_softmax_jax_vjp_lse_two_rows {
  func.func public @main(%arg0: tensor<2x10xf32>, %arg1: tensor<2x10xf32>) -> (tensor<2x10xf32>, tensor<2x10xf32>) {
    %11 = stablehlo.composite "recompose.log_softmax" %arg0 {composite_attributes = {cols = 10 : i64}, decomposition = @recompose.log_softmax.0} : (tensor<2x10xf32>) -> tensor<2x10xf32>
    %v0 = stablehlo.exponential %11 : tensor<2x10xf32>
    %18 = stablehlo.composite "recompose.log_softmax_grad" %v0, %arg1 {composite_attributes = {cols = 10 : i64, from_exp = 1 : i64}, decomposition = @recompose.log_softmax_grad.0} : (tensor<2x10xf32>, tensor<2x10xf32>) -> tensor<2x10xf32>
    return %11, %18 : tensor<2x10xf32>, tensor<2x10xf32>
  }
  func.func private @recompose.log_softmax_grad.0(%arg0: tensor<2x10xf32>, %arg1: tensor<2x10xf32>) -> tensor<2x10xf32> {
    %6 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%arg0 init: %6) applies stablehlo.add across dimensions = [1] : (tensor<2x10xf32>, tensor<f32>) -> tensor<2xf32>
    %12 = stablehlo.negate %arg1 : tensor<2x10xf32>
    %13 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %14 = stablehlo.reduce(%12 init: %13) applies stablehlo.add across dimensions = [1] : (tensor<2x10xf32>, tensor<f32>) -> tensor<2xf32>
    %15 = stablehlo.divide %14, %7 : tensor<2xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0] : (tensor<2xf32>) -> tensor<2x10xf32>
    %17 = stablehlo.multiply %16, %arg0 : tensor<2x10xf32>
    %18 = stablehlo.add %arg1, %17 : tensor<2x10xf32>
    return %18 : tensor<2x10xf32>
  }
  func.func private @recompose.log_softmax.0(%arg0: tensor<2x10xf32>) -> tensor<2x10xf32> {
    %1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %2 = stablehlo.reduce(%arg0 init: %1) applies stablehlo.maximum across dimensions = [1] : (tensor<2x10xf32>, tensor<f32>) -> tensor<2xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<2xf32>) -> tensor<2x10xf32>
    %4 = stablehlo.subtract %arg0, %3 : tensor<2x10xf32>
    %5 = stablehlo.exponential %4 : tensor<2x10xf32>
    %6 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%5 init: %6) applies stablehlo.add across dimensions = [1] : (tensor<2x10xf32>, tensor<f32>) -> tensor<2xf32>
    %8 = stablehlo.log %7 : tensor<2xf32>
    %9 = stablehlo.add %8, %2 : tensor<2xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0] : (tensor<2xf32>) -> tensor<2x10xf32>
    %11 = stablehlo.subtract %arg0, %10 : tensor<2x10xf32>
    return %11 : tensor<2x10xf32>
  }
}
