module @jit_neg_chlo_gelu_tanh_coefficient_0_75 {
  func.func public @main(%arg0: tensor<4x256xf32>) -> (tensor<4x256xf32>) {
    %1 = stablehlo.multiply %arg0, %arg0 : tensor<4x256xf32>
    %2 = stablehlo.multiply %1, %arg0 : tensor<4x256xf32>
    %3 = stablehlo.constant dense<4.47150000e-02> : tensor<1x1xf32>
    %4 = chlo.broadcast_multiply %3, %2 : (tensor<1x1xf32>, tensor<4x256xf32>) -> tensor<4x256xf32>
    %5 = stablehlo.add %arg0, %4 : tensor<4x256xf32>
    %6 = stablehlo.constant dense<7.50000000e-01> : tensor<f32>
    %7 = chlo.broadcast_multiply %5, %6 : (tensor<4x256xf32>, tensor<f32>) -> tensor<4x256xf32>
    %8 = stablehlo.tanh %7 : tensor<4x256xf32>
    %9 = stablehlo.constant dense<5.00000000e-01> : tensor<f32>
    %10 = chlo.broadcast_multiply %arg0, %9 : (tensor<4x256xf32>, tensor<f32>) -> tensor<4x256xf32>
    %11 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %12 = chlo.broadcast_add %8, %11 : (tensor<4x256xf32>, tensor<f32>) -> tensor<4x256xf32>
    %13 = stablehlo.multiply %10, %12 : tensor<4x256xf32>
    return %13 : tensor<4x256xf32>
  }
}
