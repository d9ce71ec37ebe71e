module @jit_gelu_tanh_bf16_rounded {
  func.func public @main(%arg0: tensor<4x256xbf16>) -> (tensor<4x256xbf16>) {
    %17 = stablehlo.composite "recompose.gelu_tanh" %arg0 {composite_attributes = {}, decomposition = @recompose.gelu_tanh.0} : (tensor<4x256xbf16>) -> tensor<4x256xbf16>
    return %17 : tensor<4x256xbf16>
  }
  func.func private @recompose.gelu_tanh.0(%arg0: tensor<4x256xbf16>) -> tensor<4x256xbf16> {
    %1 = stablehlo.multiply %arg0, %arg0 : tensor<4x256xbf16>
    %2 = stablehlo.multiply %1, %arg0 : tensor<4x256xbf16>
    %3 = stablehlo.constant dense<4.46800000e-02> : tensor<bf16>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<bf16>) -> tensor<4x256xbf16>
    %5 = stablehlo.multiply %4, %2 : tensor<4x256xbf16>
    %6 = stablehlo.add %arg0, %5 : tensor<4x256xbf16>
    %7 = stablehlo.constant dense<7.96900000e-01> : tensor<bf16>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<bf16>) -> tensor<4x256xbf16>
    %9 = stablehlo.multiply %8, %6 : tensor<4x256xbf16>
    %10 = stablehlo.tanh %9 : tensor<4x256xbf16>
    %11 = stablehlo.constant dense<5.00000000e-01> : tensor<bf16>
    %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<bf16>) -> tensor<4x256xbf16>
    %13 = stablehlo.constant dense<1.00000000e+00> : tensor<bf16>
    %14 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<bf16>) -> tensor<4x256xbf16>
    %15 = stablehlo.add %14, %10 : tensor<4x256xbf16>
    %16 = stablehlo.multiply %12, %15 : tensor<4x256xbf16>
    %17 = stablehlo.multiply %arg0, %16 : tensor<4x256xbf16>
    return %17 : tensor<4x256xbf16>
  }
}
