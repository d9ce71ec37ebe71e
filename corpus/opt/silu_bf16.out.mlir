module @jit_silu_bf16 {
  func.func public @main(%arg0: tensor<4x256xbf16>) -> (tensor<4x256xbf16>) {
    %7 = stablehlo.composite "recompose.silu" %arg0 {composite_attributes = {}, decomposition = @recompose.silu.0} : (tensor<4x256xbf16>) -> tensor<4x256xbf16>
    return %7 : tensor<4x256xbf16>
  }
  func.func private @recompose.silu.0(%arg0: tensor<4x256xbf16>) -> tensor<4x256xbf16> {
    %1 = stablehlo.constant dense<1.00000000e+00> : tensor<bf16>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<bf16>) -> tensor<4x256xbf16>
    %3 = stablehlo.negate %arg0 : tensor<4x256xbf16>
    %4 = stablehlo.exponential %3 : tensor<4x256xbf16>
    %5 = stablehlo.add %2, %4 : tensor<4x256xbf16>
    %6 = stablehlo.divide %2, %5 : tensor<4x256xbf16>
    %7 = stablehlo.multiply %arg0, %6 : tensor<4x256xbf16>
    return %7 : tensor<4x256xbf16>
  }
}
