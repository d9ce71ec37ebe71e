module @jit_value_silu_exp_ratio_bf16 {
  func.func public @main(%arg0: tensor<4x256xbf16>) -> (tensor<4x256xbf16>) {
    %6 = stablehlo.composite "recompose.silu" %arg0 {composite_attributes = {}, decomposition = @recompose.silu.0} : (tensor<4x256xbf16>) -> tensor<4x256xbf16>
    return %6 : tensor<4x256xbf16>
  }
  func.func private @recompose.silu.0(%arg0: tensor<4x256xbf16>) -> tensor<4x256xbf16> {
    %1 = stablehlo.exponential %arg0 : tensor<4x256xbf16>
    %2 = stablehlo.multiply %arg0, %1 : tensor<4x256xbf16>
    %3 = stablehlo.constant dense<1.00000000e+00> : tensor<bf16>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<bf16>) -> tensor<4x256xbf16>
    %5 = stablehlo.add %4, %1 : tensor<4x256xbf16>
    %6 = stablehlo.divide %2, %5 : tensor<4x256xbf16>
    return %6 : tensor<4x256xbf16>
  }
}
