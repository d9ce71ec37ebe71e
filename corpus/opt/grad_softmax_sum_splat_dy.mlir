module @jit_grad_softmax_sum_splat_dy {
  func.func public @main(%arg0: tensor<4x256xf32>) -> (tensor<4x256xf32>, tensor<4x256xf32>) {
    %1 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %4 = stablehlo.reduce(%arg0 init: %3) applies stablehlo.maximum across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %6 = stablehlo.subtract %arg0, %5 : tensor<4x256xf32>
    %7 = stablehlo.exponential %6 : tensor<4x256xf32>
    %8 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%7 init: %8) applies stablehlo.add across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %11 = stablehlo.divide %7, %10 : tensor<4x256xf32>
    %12 = stablehlo.multiply %9, %9 : tensor<4xf32>
    %13 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %15 = stablehlo.divide %14, %12 : tensor<4xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %17 = stablehlo.multiply %2, %16 : tensor<4x256xf32>
    %18 = stablehlo.multiply %17, %7 : tensor<4x256xf32>
    %19 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %20 = stablehlo.reduce(%18 init: %19) applies stablehlo.add across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %21 = stablehlo.negate %20 : tensor<4xf32>
    %22 = stablehlo.broadcast_in_dim %9, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %23 = stablehlo.divide %2, %22 : tensor<4x256xf32>
    %24 = stablehlo.broadcast_in_dim %21, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %25 = stablehlo.add %23, %24 : tensor<4x256xf32>
    %26 = stablehlo.multiply %25, %7 : tensor<4x256xf32>
    return %11, %26 : tensor<4x256xf32>, tensor<4x256xf32>
  }
}
