module @jit_neg_grad_log_softmax_jax_vjp_backward_first_e_returned {
  func.func public @main(%arg0: tensor<4x256xf32>, %arg1: tensor<4x256xf32>) -> (tensor<4x256xf32>, tensor<4x256xf32>, tensor<4x256xf32>) {
    %1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %2 = stablehlo.reduce(%arg0 init: %1) applies stablehlo.maximum across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %4 = stablehlo.subtract %arg0, %3 : tensor<4x256xf32>
    %5 = stablehlo.exponential %4 : tensor<4x256xf32>
    %6 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%5 init: %6) applies stablehlo.add across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %14 = stablehlo.composite "recompose.log_softmax_grad" %5, %arg1 {composite_attributes = {cols = 256 : i64, from_exp = 1 : i64}, decomposition = @recompose.log_softmax_grad.0} : (tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<4x256xf32>
    %15 = stablehlo.log %7 : tensor<4xf32>
    %16 = stablehlo.add %15, %2 : tensor<4xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %18 = stablehlo.subtract %arg0, %17 : tensor<4x256xf32>
    return %18, %14, %5 : tensor<4x256xf32>, tensor<4x256xf32>, tensor<4x256xf32>
  }
  func.func private @recompose.log_softmax_grad.0(%arg0: tensor<4x256xf32>, %arg1: tensor<4x256xf32>) -> tensor<4x256xf32> {
    %6 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%arg0 init: %6) applies stablehlo.add across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %8 = stablehlo.negate %arg1 : tensor<4x256xf32>
    %9 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%8 init: %9) applies stablehlo.add across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %11 = stablehlo.divide %10, %7 : tensor<4xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %13 = stablehlo.multiply %12, %arg0 : tensor<4x256xf32>
    %14 = stablehlo.add %arg1, %13 : tensor<4x256xf32>
    return %14 : tensor<4x256xf32>
  }
}
