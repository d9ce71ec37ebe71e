module @jit_quick_gelu_bf16_normalized_f32_read {
  func.func public @main(%arg0: tensor<4x256xbf16>) -> (tensor<4x256xf32>) {
    %1 = stablehlo.convert %arg0 : (tensor<4x256xbf16>) -> tensor<4x256xf32>
    %2 = stablehlo.constant dense<1.70312500e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %4 = stablehlo.multiply %1, %3 : tensor<4x256xf32>
    %5 = stablehlo.convert %4 : (tensor<4x256xf32>) -> tensor<4x256xbf16>
    %6 = stablehlo.convert %5 : (tensor<4x256xbf16>) -> tensor<4x256xf32>
    %7 = stablehlo.negate %6 : tensor<4x256xf32>
    %8 = stablehlo.convert %7 : (tensor<4x256xf32>) -> tensor<4x256xbf16>
    %9 = stablehlo.convert %8 : (tensor<4x256xbf16>) -> tensor<4x256xf32>
    %10 = stablehlo.exponential %9 : tensor<4x256xf32>
    %11 = stablehlo.convert %10 : (tensor<4x256xf32>) -> tensor<4x256xbf16>
    %12 = stablehlo.convert %11 : (tensor<4x256xbf16>) -> tensor<4x256xf32>
    %13 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %15 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %17 = stablehlo.add %12, %16 : tensor<4x256xf32>
    %18 = stablehlo.convert %17 : (tensor<4x256xf32>) -> tensor<4x256xbf16>
    %19 = stablehlo.convert %18 : (tensor<4x256xbf16>) -> tensor<4x256xf32>
    %20 = stablehlo.divide %14, %19 : tensor<4x256xf32>
    %21 = stablehlo.convert %20 : (tensor<4x256xf32>) -> tensor<4x256xbf16>
    %22 = stablehlo.convert %21 : (tensor<4x256xbf16>) -> tensor<4x256xf32>
    %23 = stablehlo.multiply %1, %22 : tensor<4x256xf32>
    %24 = stablehlo.convert %23 : (tensor<4x256xf32>) -> tensor<4x256xbf16>
    %25 = stablehlo.convert %24 : (tensor<4x256xbf16>) -> tensor<4x256xf32>
    return %25 : tensor<4x256xf32>
  }
}
