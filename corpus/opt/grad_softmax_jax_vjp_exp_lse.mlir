module @jit_grad_softmax_jax_vjp_exp_lse {
  func.func public @main(%arg0: tensor<4x256xf32>, %arg1: tensor<4x256xf32>) -> (tensor<4x256xf32>, tensor<4x256xf32>) {
    %1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %2 = stablehlo.reduce(%arg0 init: %1) applies stablehlo.maximum across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %4 = stablehlo.subtract %arg0, %3 : tensor<4x256xf32>
    %5 = stablehlo.exponential %4 : tensor<4x256xf32>
    %6 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%5 init: %6) applies stablehlo.add across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %8 = stablehlo.abs %7 : tensor<4xf32>
    %9 = stablehlo.log %8 : tensor<4xf32>
    %10 = stablehlo.add %9, %2 : tensor<4xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %12 = stablehlo.subtract %arg0, %11 : tensor<4x256xf32>
    %13 = stablehlo.exponential %12 : tensor<4x256xf32>
    %14 = stablehlo.multiply %arg1, %13 : tensor<4x256xf32>
    %15 = stablehlo.negate %14 : tensor<4x256xf32>
    %16 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %17 = stablehlo.reduce(%15 init: %16) applies stablehlo.add across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %18 = stablehlo.divide %17, %8 : tensor<4xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %20 = stablehlo.multiply %19, %5 : tensor<4x256xf32>
    %21 = stablehlo.add %14, %20 : tensor<4x256xf32>
    return %13, %21 : tensor<4x256xf32>, tensor<4x256xf32>
  }
}
