module @jit_neg_value_gelu_tanh_0_05 {
  func.func public @main(%arg0: tensor<4x256xf32>) -> (tensor<4x256xf32>) {
    %1 = stablehlo.multiply %arg0, %arg0 : tensor<4x256xf32>
    %2 = stablehlo.multiply %1, %arg0 : tensor<4x256xf32>
    %3 = stablehlo.constant dense<7.97884583e-01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %5 = stablehlo.constant dense<5.00000000e-02> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %7 = stablehlo.multiply %6, %2 : tensor<4x256xf32>
    %8 = stablehlo.add %arg0, %7 : tensor<4x256xf32>
    %9 = stablehlo.multiply %4, %8 : tensor<4x256xf32>
    %10 = stablehlo.constant dense<5.00000000e-01> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %12 = stablehlo.multiply %11, %arg0 : tensor<4x256xf32>
    %13 = stablehlo.tanh %9 : tensor<4x256xf32>
    %14 = stablehlo.multiply %12, %13 : tensor<4x256xf32>
    %15 = stablehlo.add %12, %14 : tensor<4x256xf32>
    return %15 : tensor<4x256xf32>
  }
}
