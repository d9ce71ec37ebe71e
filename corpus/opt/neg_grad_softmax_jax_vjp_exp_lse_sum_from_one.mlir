module @jit_neg_grad_softmax_jax_vjp_exp_lse_sum_from_one {
  func.func public @main(%arg0: tensor<4x256xf32>, %arg1: tensor<4x256xf32>) -> (tensor<4x256xf32>, tensor<4x256xf32>) {
    %1 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %3 = stablehlo.reduce(%arg0 init: %2) applies stablehlo.maximum across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<4x256xf32>
    %6 = stablehlo.exponential %5 : tensor<4x256xf32>
    %7 = stablehlo.reduce(%6 init: %1) applies stablehlo.add across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %8 = stablehlo.abs %7 : tensor<4xf32>
    %9 = stablehlo.log %8 : tensor<4xf32>
    %10 = stablehlo.add %9, %3 : tensor<4xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %12 = stablehlo.subtract %arg0, %11 : tensor<4x256xf32>
    %13 = stablehlo.exponential %12 : tensor<4x256xf32>
    %14 = stablehlo.multiply %arg1, %13 : tensor<4x256xf32>
    %15 = stablehlo.negate %14 : tensor<4x256xf32>
    %16 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %17 = stablehlo.reduce(%15 init: %16) applies stablehlo.add across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %18 = stablehlo.divide %17, %8 : tensor<4xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %20 = stablehlo.multiply %19, %6 : tensor<4x256xf32>
    %21 = stablehlo.add %14, %20 : tensor<4x256xf32>
    return %13, %21 : tensor<4x256xf32>, tensor<4x256xf32>
  }
}
