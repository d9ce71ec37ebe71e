module @jit_mish_jax_logaddexp_bf16 {
  func.func public @main(%arg0: tensor<4x256xbf16>) -> (tensor<4x256xbf16>) {
    %1 = stablehlo.constant dense<0.00000000e+00> : tensor<bf16>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<bf16>) -> tensor<4x256xbf16>
    %3 = stablehlo.subtract %arg0, %2 : tensor<4x256xbf16>
    %4 = stablehlo.add %arg0, %2 : tensor<4x256xbf16>
    %5 = stablehlo.compare  NE, %3, %3,  FLOAT : (tensor<4x256xbf16>, tensor<4x256xbf16>) -> tensor<4x256xi1>
    %6 = stablehlo.constant dense<0.00000000e+00> : tensor<bf16>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<bf16>) -> tensor<4x256xbf16>
    %8 = stablehlo.maximum %arg0, %7 : tensor<4x256xbf16>
    %9 = stablehlo.abs %3 : tensor<4x256xbf16>
    %10 = stablehlo.negate %9 : tensor<4x256xbf16>
    %11 = stablehlo.exponential %10 : tensor<4x256xbf16>
    %12 = stablehlo.log_plus_one %11 : tensor<4x256xbf16>
    %13 = stablehlo.add %8, %12 : tensor<4x256xbf16>
    %14 = stablehlo.select %5, %4, %13 : tensor<4x256xi1>, tensor<4x256xbf16>
    %15 = stablehlo.tanh %14 : tensor<4x256xbf16>
    %16 = stablehlo.multiply %arg0, %15 : tensor<4x256xbf16>
    return %16 : tensor<4x256xbf16>
  }
}
