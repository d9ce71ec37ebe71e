module @jit_neg_grad_softmax_jax_vjp_exp_lse_other_axis {
  func.func public @main(%arg0: tensor<4x16x16xf32>, %arg1: tensor<4x16x16xf32>) -> (tensor<4x16x16xf32>, tensor<4x16x16xf32>) {
    %1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %2 = stablehlo.reduce(%arg0 init: %1) applies stablehlo.maximum across dimensions = [2] : (tensor<4x16x16xf32>, tensor<f32>) -> tensor<4x16xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<4x16xf32>) -> tensor<4x16x16xf32>
    %4 = stablehlo.subtract %arg0, %3 : tensor<4x16x16xf32>
    %5 = stablehlo.exponential %4 : tensor<4x16x16xf32>
    %6 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%5 init: %6) applies stablehlo.add across dimensions = [2] : (tensor<4x16x16xf32>, tensor<f32>) -> tensor<4x16xf32>
    %8 = stablehlo.abs %7 : tensor<4x16xf32>
    %9 = stablehlo.log %8 : tensor<4x16xf32>
    %10 = stablehlo.add %9, %2 : tensor<4x16xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 2] : (tensor<4x16xf32>) -> tensor<4x16x16xf32>
    %12 = stablehlo.subtract %arg0, %11 : tensor<4x16x16xf32>
    %13 = stablehlo.exponential %12 : tensor<4x16x16xf32>
    %14 = stablehlo.multiply %arg1, %13 : tensor<4x16x16xf32>
    %21 = stablehlo.composite "recompose.log_softmax_grad" %5, %14 {composite_attributes = {cols = 16 : i64, from_exp = 1 : i64}, decomposition = @recompose.log_softmax_grad.0} : (tensor<4x16x16xf32>, tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    return %13, %21 : tensor<4x16x16xf32>, tensor<4x16x16xf32>
  }
  func.func private @recompose.log_softmax_grad.0(%arg0: tensor<4x16x16xf32>, %arg1: tensor<4x16x16xf32>) -> tensor<4x16x16xf32> {
    %6 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%arg0 init: %6) applies stablehlo.add across dimensions = [2] : (tensor<4x16x16xf32>, tensor<f32>) -> tensor<4x16xf32>
    %8 = stablehlo.abs %7 : tensor<4x16xf32>
    %15 = stablehlo.negate %arg1 : tensor<4x16x16xf32>
    %16 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %17 = stablehlo.reduce(%15 init: %16) applies stablehlo.add across dimensions = [2] : (tensor<4x16x16xf32>, tensor<f32>) -> tensor<4x16xf32>
    %18 = stablehlo.divide %17, %8 : tensor<4x16xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1] : (tensor<4x16xf32>) -> tensor<4x16x16xf32>
    %20 = stablehlo.multiply %19, %arg0 : tensor<4x16x16xf32>
    %21 = stablehlo.add %arg1, %20 : tensor<4x16x16xf32>
    return %21 : tensor<4x16x16xf32>
  }
}
