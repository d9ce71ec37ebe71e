module @jit_silu_mhlo {
  func.func public @main(%arg0: tensor<4x256xf32>) -> (tensor<4x256xf32>) {
    %1 = mhlo.logistic %arg0 : tensor<4x256xf32>
    %2 = mhlo.multiply %arg0, %1 : tensor<4x256xf32>
    return %2 : tensor<4x256xf32>
  }
}
