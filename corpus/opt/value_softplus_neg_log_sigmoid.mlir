module @jit_value_softplus_neg_log_sigmoid {
  func.func public @main(%arg0: tensor<4x256xf32>) -> (tensor<4x256xf32>) {
    %1 = stablehlo.negate %arg0 : tensor<4x256xf32>
    %2 = stablehlo.logistic %1 : tensor<4x256xf32>
    %3 = stablehlo.log %2 : tensor<4x256xf32>
    %4 = stablehlo.negate %3 : tensor<4x256xf32>
    return %4 : tensor<4x256xf32>
  }
}
