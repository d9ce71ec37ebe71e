module @jit_grad_softmax_msq_loss {
  func.func public @main(%arg0: tensor<4x256xf32>, %arg1: tensor<4x256xf32>) -> (tensor<4x256xf32>, tensor<4x256xf32>) {
    %1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %2 = stablehlo.reduce(%arg0 init: %1) applies stablehlo.maximum across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %4 = stablehlo.subtract %arg0, %3 : tensor<4x256xf32>
    %5 = stablehlo.exponential %4 : tensor<4x256xf32>
    %6 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%5 init: %6) applies stablehlo.add across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %9 = stablehlo.divide %5, %8 : tensor<4x256xf32>
    %10 = stablehlo.subtract %9, %arg1 : tensor<4x256xf32>
    %11 = stablehlo.constant dense<2.00000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %13 = stablehlo.multiply %10, %12 : tensor<4x256xf32>
    %14 = stablehlo.constant dense<9.76562500e-04> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %16 = stablehlo.multiply %13, %15 : tensor<4x256xf32>
    %17 = stablehlo.multiply %7, %7 : tensor<4xf32>
    %18 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %20 = stablehlo.divide %19, %17 : tensor<4xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %22 = stablehlo.multiply %16, %21 : tensor<4x256xf32>
    %23 = stablehlo.multiply %22, %5 : tensor<4x256xf32>
    %24 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %25 = stablehlo.reduce(%23 init: %24) applies stablehlo.add across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %26 = stablehlo.negate %25 : tensor<4xf32>
    %27 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %28 = stablehlo.divide %16, %27 : tensor<4x256xf32>
    %29 = stablehlo.broadcast_in_dim %26, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %30 = stablehlo.add %28, %29 : tensor<4x256xf32>
    %31 = stablehlo.multiply %30, %5 : tensor<4x256xf32>
    return %9, %31 : tensor<4x256xf32>, tensor<4x256xf32>
  }
}
