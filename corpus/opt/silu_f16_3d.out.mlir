module @jit_silu_f16_3d {
  func.func public @main(%arg0: tensor<2x8x64xf16>) -> (tensor<2x8x64xf16>) {
    %2 = stablehlo.composite "recompose.silu" %arg0 {composite_attributes = {}, decomposition = @recompose.silu.0} : (tensor<2x8x64xf16>) -> tensor<2x8x64xf16>
    return %2 : tensor<2x8x64xf16>
  }
  func.func private @recompose.silu.0(%arg0: tensor<2x8x64xf16>) -> tensor<2x8x64xf16> {
    %1 = stablehlo.logistic %arg0 : tensor<2x8x64xf16>
    %2 = stablehlo.multiply %arg0, %1 : tensor<2x8x64xf16>
    return %2 : tensor<2x8x64xf16>
  }
}
