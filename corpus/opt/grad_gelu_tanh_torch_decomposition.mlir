module @jit_grad_gelu_tanh_torch_decomposition {
  func.func public @main(%arg0: tensor<4x256xf32>, %arg1: tensor<4x256xf32>) -> (tensor<4x256xf32>) {
    %1 = stablehlo.constant dense<7.97884583e-01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %3 = stablehlo.constant dense<4.47150000e-02> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %5 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %7 = stablehlo.constant dense<5.00000000e-01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %9 = stablehlo.multiply %arg0, %arg0 : tensor<4x256xf32>
    %10 = stablehlo.multiply %9, %arg0 : tensor<4x256xf32>
    %11 = stablehlo.multiply %4, %10 : tensor<4x256xf32>
    %12 = stablehlo.add %arg0, %11 : tensor<4x256xf32>
    %13 = stablehlo.multiply %2, %12 : tensor<4x256xf32>
    %14 = stablehlo.tanh %13 : tensor<4x256xf32>
    %15 = stablehlo.add %6, %14 : tensor<4x256xf32>
    %16 = stablehlo.multiply %8, %15 : tensor<4x256xf32>
    %17 = stablehlo.multiply %14, %14 : tensor<4x256xf32>
    %18 = stablehlo.subtract %6, %17 : tensor<4x256xf32>
    %19 = stablehlo.constant dense<3.00000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %21 = stablehlo.multiply %4, %9 : tensor<4x256xf32>
    %22 = stablehlo.multiply %20, %21 : tensor<4x256xf32>
    %23 = stablehlo.add %6, %22 : tensor<4x256xf32>
    %24 = stablehlo.multiply %2, %23 : tensor<4x256xf32>
    %25 = stablehlo.multiply %8, %arg0 : tensor<4x256xf32>
    %26 = stablehlo.multiply %25, %18 : tensor<4x256xf32>
    %27 = stablehlo.multiply %26, %24 : tensor<4x256xf32>
    %28 = stablehlo.add %16, %27 : tensor<4x256xf32>
    %29 = stablehlo.multiply %arg1, %28 : tensor<4x256xf32>
    return %29 : tensor<4x256xf32>
  }
}
