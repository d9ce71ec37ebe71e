module @jit_silu_bf16_normalized_f32_result {
  func.func public @main(%arg0: tensor<4x256xbf16>) -> (tensor<4x256xf32>) {
    %1 = stablehlo.convert %arg0 : (tensor<4x256xbf16>) -> tensor<4x256xf32>
    %18 = stablehlo.composite "recompose.silu" %1 {composite_attributes = {}, decomposition = @recompose.silu.0} : (tensor<4x256xf32>) -> tensor<4x256xf32>
    return %18 : tensor<4x256xf32>
  }
  func.func private @recompose.silu.0(%arg0: tensor<4x256xf32>) -> tensor<4x256xf32> {
    %2 = stablehlo.negate %arg0 : tensor<4x256xf32>
    %3 = stablehlo.convert %2 : (tensor<4x256xf32>) -> tensor<4x256xbf16>
    %4 = stablehlo.convert %3 : (tensor<4x256xbf16>) -> tensor<4x256xf32>
    %5 = stablehlo.exponential %4 : tensor<4x256xf32>
    %6 = stablehlo.convert %5 : (tensor<4x256xf32>) -> tensor<4x256xbf16>
    %7 = stablehlo.convert %6 : (tensor<4x256xbf16>) -> tensor<4x256xf32>
    %8 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %10 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %12 = stablehlo.add %7, %11 : tensor<4x256xf32>
    %13 = stablehlo.convert %12 : (tensor<4x256xf32>) -> tensor<4x256xbf16>
    %14 = stablehlo.convert %13 : (tensor<4x256xbf16>) -> tensor<4x256xf32>
    %15 = stablehlo.divide %9, %14 : tensor<4x256xf32>
    %16 = stablehlo.convert %15 : (tensor<4x256xf32>) -> tensor<4x256xbf16>
    %17 = stablehlo.convert %16 : (tensor<4x256xbf16>) -> tensor<4x256xf32>
    %18 = stablehlo.multiply %arg0, %17 : tensor<4x256xf32>
    return %18 : tensor<4x256xf32>
  }
}
