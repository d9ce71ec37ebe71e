module @jit_grad_softmax_jax_vjp_exp_lse {
  func.func public @main(%arg0: tensor<4x256xf32>, %arg1: tensor<4x256xf32>) -> (tensor<4x256xf32>, tensor<4x256xf32>) {
    %13 = stablehlo.composite "recompose.softmax" %arg0 {composite_attributes = {cols = 256 : i64}, decomposition = @recompose.softmax.0} : (tensor<4x256xf32>) -> tensor<4x256xf32>
    %21 = stablehlo.composite "recompose.softmax_grad" %13, %arg1 {composite_attributes = {cols = 256 : i64, from_exp = 1 : i64}, decomposition = @recompose.softmax_grad.0} : (tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<4x256xf32>
    return %13, %21 : tensor<4x256xf32>, tensor<4x256xf32>
  }
  func.func private @recompose.softmax_grad.0(%arg0: tensor<4x256xf32>, %arg1: tensor<4x256xf32>) -> tensor<4x256xf32> {
    %6 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%arg0 init: %6) applies stablehlo.add across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %8 = stablehlo.abs %7 : tensor<4xf32>
    %v0 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %13 = stablehlo.divide %arg0, %v0 : tensor<4x256xf32>
    %14 = stablehlo.multiply %arg1, %13 : tensor<4x256xf32>
    %15 = stablehlo.negate %14 : tensor<4x256xf32>
    %16 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %17 = stablehlo.reduce(%15 init: %16) applies stablehlo.add across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %18 = stablehlo.divide %17, %8 : tensor<4xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %20 = stablehlo.multiply %19, %arg0 : tensor<4x256xf32>
    %21 = stablehlo.add %14, %20 : tensor<4x256xf32>
    return %21 : tensor<4x256xf32>
  }
  func.func private @recompose.softmax.0(%arg0: tensor<4x256xf32>) -> tensor<4x256xf32> {
    %1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %2 = stablehlo.reduce(%arg0 init: %1) applies stablehlo.maximum across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %4 = stablehlo.subtract %arg0, %3 : tensor<4x256xf32>
    %5 = stablehlo.exponential %4 : tensor<4x256xf32>
    %6 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%5 init: %6) applies stablehlo.add across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %8 = stablehlo.abs %7 : tensor<4xf32>
    %v1 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %13 = stablehlo.divide %5, %v1 : tensor<4x256xf32>
    return %13 : tensor<4x256xf32>
  }
}
