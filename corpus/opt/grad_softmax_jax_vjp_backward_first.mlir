module @jit_grad_softmax_jax_vjp_backward_first {
  func.func public @main(%arg0: tensor<4x256xf32>, %arg1: tensor<4x256xf32>) -> (tensor<4x256xf32>, tensor<4x256xf32>) {
    %1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %2 = stablehlo.reduce(%arg0 init: %1) applies stablehlo.maximum across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %4 = stablehlo.subtract %arg0, %3 : tensor<4x256xf32>
    %5 = stablehlo.exponential %4 : tensor<4x256xf32>
    %6 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%5 init: %6) applies stablehlo.add across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %8 = stablehlo.multiply %7, %7 : tensor<4xf32>
    %9 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %11 = stablehlo.divide %10, %8 : tensor<4xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %13 = stablehlo.multiply %arg1, %12 : tensor<4x256xf32>
    %14 = stablehlo.multiply %13, %5 : tensor<4x256xf32>
    %15 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %16 = stablehlo.reduce(%14 init: %15) applies stablehlo.add across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %17 = stablehlo.negate %16 : tensor<4xf32>
    %18 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %19 = stablehlo.divide %arg1, %18 : tensor<4x256xf32>
    %20 = stablehlo.broadcast_in_dim %17, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %21 = stablehlo.add %19, %20 : tensor<4x256xf32>
    %22 = stablehlo.multiply %21, %5 : tensor<4x256xf32>
    %23 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %24 = stablehlo.divide %5, %23 : tensor<4x256xf32>
    return %24, %22 : tensor<4x256xf32>, tensor<4x256xf32>
  }
}
