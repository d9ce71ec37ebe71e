module @jit_gelu_tanh_short_constant {
  func.func public @main(%arg0: tensor<4x256xf32>) -> (tensor<4x256xf32>) {
    %1 = stablehlo.constant dense<2.00000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %3 = stablehlo.power %arg0, %2 : tensor<4x256xf32>
    %4 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %6 = stablehlo.constant dense<4.47150000e-02> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %8 = stablehlo.multiply %7, %3 : tensor<4x256xf32>
    %9 = stablehlo.add %5, %8 : tensor<4x256xf32>
    %10 = stablehlo.constant dense<7.97800000e-01> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %12 = stablehlo.multiply %11, %arg0 : tensor<4x256xf32>
    %13 = stablehlo.multiply %12, %9 : tensor<4x256xf32>
    %14 = stablehlo.tanh %13 : tensor<4x256xf32>
    %15 = stablehlo.constant dense<5.00000000e-01> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %17 = stablehlo.multiply %16, %arg0 : tensor<4x256xf32>
    %18 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %20 = stablehlo.add %19, %14 : tensor<4x256xf32>
    %21 = stablehlo.multiply %17, %20 : tensor<4x256xf32>
    return %21 : tensor<4x256xf32>
  }
}
