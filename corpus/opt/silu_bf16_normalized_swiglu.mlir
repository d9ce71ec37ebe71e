module @jit_silu_bf16_normalized_swiglu {
  func.func public @main(%arg0: tensor<4x256xbf16>, %arg1: tensor<4x256xbf16>) -> (tensor<4x256xbf16>) {
    %1 = stablehlo.convert %arg0 : (tensor<4x256xbf16>) -> tensor<4x256xf32>
    %2 = stablehlo.convert %arg1 : (tensor<4x256xbf16>) -> tensor<4x256xf32>
    %3 = stablehlo.negate %1 : tensor<4x256xf32>
    %4 = stablehlo.convert %3 : (tensor<4x256xf32>) -> tensor<4x256xbf16>
    %5 = stablehlo.convert %4 : (tensor<4x256xbf16>) -> tensor<4x256xf32>
    %6 = stablehlo.exponential %5 : tensor<4x256xf32>
    %7 = stablehlo.convert %6 : (tensor<4x256xf32>) -> tensor<4x256xbf16>
    %8 = stablehlo.convert %7 : (tensor<4x256xbf16>) -> tensor<4x256xf32>
    %9 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %11 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %13 = stablehlo.add %8, %12 : tensor<4x256xf32>
    %14 = stablehlo.convert %13 : (tensor<4x256xf32>) -> tensor<4x256xbf16>
    %15 = stablehlo.convert %14 : (tensor<4x256xbf16>) -> tensor<4x256xf32>
    %16 = stablehlo.divide %10, %15 : tensor<4x256xf32>
    %17 = stablehlo.convert %16 : (tensor<4x256xf32>) -> tensor<4x256xbf16>
    %18 = stablehlo.convert %17 : (tensor<4x256xbf16>) -> tensor<4x256xf32>
    %19 = stablehlo.multiply %1, %18 : tensor<4x256xf32>
    %20 = stablehlo.convert %19 : (tensor<4x256xf32>) -> tensor<4x256xbf16>
    %21 = stablehlo.convert %20 : (tensor<4x256xbf16>) -> tensor<4x256xf32>
    %22 = stablehlo.multiply %21, %2 : tensor<4x256xf32>
    %23 = stablehlo.convert %22 : (tensor<4x256xf32>) -> tensor<4x256xbf16>
    return %23 : tensor<4x256xbf16>
  }
}
