module @jit_neg_chlo_gelu_tanh_coefficient_0_75 {
  func.func public @main(%arg0: tensor<4x256xf32>) -> (tensor<4x256xf32>) {
    %1 = stablehlo.multiply %arg0, %arg0 : tensor<4x256xf32>
    %2 = stablehlo.multiply %1, %arg0 : tensor<4x256xf32>
    %3 = stablehlo.constant dense<4.47150000e-02> : tensor<1x1xf32>
    %v0 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<4x256xf32>
    %4 = stablehlo.multiply %v0, %2 : (tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<4x256xf32>
    %5 = stablehlo.add %arg0, %4 : tensor<4x256xf32>
    %6 = stablehlo.constant dense<7.50000000e-01> : tensor<f32>
    %v1 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %7 = stablehlo.multiply %5, %v1 : (tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<4x256xf32>
    %8 = stablehlo.tanh %7 : tensor<4x256xf32>
    %9 = stablehlo.constant dense<5.00000000e-01> : tensor<f32>
    %v2 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %10 = stablehlo.multiply %arg0, %v2 : (tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<4x256xf32>
    %11 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %v3 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %12 = stablehlo.add %8, %v3 : (tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<4x256xf32>
    %13 = stablehlo.multiply %10, %12 : tensor<4x256xf32>
    return %13 : tensor<4x256xf32>
  }
}
