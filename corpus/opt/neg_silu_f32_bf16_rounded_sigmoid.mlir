module @jit_neg_silu_f32_bf16_rounded_sigmoid {
  func.func public @main(%arg0: tensor<4x256xf32>) -> (tensor<4x256xf32>) {
    %1 = stablehlo.negate %arg0 : tensor<4x256xf32>
    %2 = stablehlo.convert %1 : (tensor<4x256xf32>) -> tensor<4x256xbf16>
    %3 = stablehlo.convert %2 : (tensor<4x256xbf16>) -> tensor<4x256xf32>
    %4 = stablehlo.exponential %3 : tensor<4x256xf32>
    %5 = stablehlo.convert %4 : (tensor<4x256xf32>) -> tensor<4x256xbf16>
    %6 = stablehlo.convert %5 : (tensor<4x256xbf16>) -> tensor<4x256xf32>
    %7 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %9 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %11 = stablehlo.add %6, %10 : tensor<4x256xf32>
    %12 = stablehlo.convert %11 : (tensor<4x256xf32>) -> tensor<4x256xbf16>
    %13 = stablehlo.convert %12 : (tensor<4x256xbf16>) -> tensor<4x256xf32>
    %14 = stablehlo.divide %8, %13 : tensor<4x256xf32>
    %15 = stablehlo.convert %14 : (tensor<4x256xf32>) -> tensor<4x256xbf16>
    %16 = stablehlo.convert %15 : (tensor<4x256xbf16>) -> tensor<4x256xf32>
    %17 = stablehlo.multiply %arg0, %16 : tensor<4x256xf32>
    return %17 : tensor<4x256xf32>
  }
}
