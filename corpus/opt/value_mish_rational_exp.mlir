module @jit_value_mish_rational_exp {
  func.func public @main(%arg0: tensor<4x256xf32>) -> (tensor<4x256xf32>) {
    %1 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %3 = stablehlo.exponential %arg0 : tensor<4x256xf32>
    %4 = stablehlo.add %2, %3 : tensor<4x256xf32>
    %5 = stablehlo.multiply %4, %4 : tensor<4x256xf32>
    %6 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %8 = stablehlo.subtract %5, %7 : tensor<4x256xf32>
    %9 = stablehlo.multiply %arg0, %8 : tensor<4x256xf32>
    %10 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %12 = stablehlo.add %5, %11 : tensor<4x256xf32>
    %13 = stablehlo.divide %9, %12 : tensor<4x256xf32>
    return %13 : tensor<4x256xf32>
  }
}
