module @jit_softplus_log1p {
  func.func public @main(%arg0: tensor<4x256xf32>) -> (tensor<4x256xf32>) {
    %1 = stablehlo.exponential %arg0 : tensor<4x256xf32>
    %2 = stablehlo.log_plus_one %1 : tensor<4x256xf32>
    return %2 : tensor<4x256xf32>
  }
}
