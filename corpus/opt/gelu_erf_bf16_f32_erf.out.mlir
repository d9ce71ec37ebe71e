module @jit_gelu_erf_bf16_f32_erf {
  func.func public @main(%arg0: tensor<4x256xbf16>) -> (tensor<4x256xbf16>) {
    %13 = stablehlo.composite "recompose.gelu_erf" %arg0 {composite_attributes = {}, decomposition = @recompose.gelu_erf.0} : (tensor<4x256xbf16>) -> tensor<4x256xbf16>
    return %13 : tensor<4x256xbf16>
  }
  func.func private @recompose.gelu_erf.0(%arg0: tensor<4x256xbf16>) -> tensor<4x256xbf16> {
    %1 = stablehlo.constant dense<7.07100000e-01> : tensor<bf16>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<bf16>) -> tensor<4x256xbf16>
    %3 = stablehlo.multiply %arg0, %2 : tensor<4x256xbf16>
    %4 = stablehlo.convert %3 : (tensor<4x256xbf16>) -> tensor<4x256xf32>
    %5 = chlo.erf %4 : tensor<4x256xf32> -> tensor<4x256xf32>
    %6 = stablehlo.convert %5 : (tensor<4x256xf32>) -> tensor<4x256xbf16>
    %7 = stablehlo.constant dense<5.00000000e-01> : tensor<bf16>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<bf16>) -> tensor<4x256xbf16>
    %9 = stablehlo.multiply %arg0, %8 : tensor<4x256xbf16>
    %10 = stablehlo.constant dense<1.00000000e+00> : tensor<bf16>
    %11 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<bf16>) -> tensor<4x256xbf16>
    %12 = stablehlo.add %6, %11 : tensor<4x256xbf16>
    %13 = stablehlo.multiply %9, %12 : tensor<4x256xbf16>
    return %13 : tensor<4x256xbf16>
  }
}
