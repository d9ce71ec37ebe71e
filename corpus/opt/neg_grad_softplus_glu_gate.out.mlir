module @jit_neg_grad_softplus_glu_gate {
  func.func public @main(%arg0: tensor<4x256xf32>, %arg1: tensor<4x256xf32>) -> (tensor<4x256xf32>) {
    %1 = stablehlo.logistic %arg1 : tensor<4x256xf32>
    %2 = stablehlo.multiply %arg0, %1 : tensor<4x256xf32>
    return %2 : tensor<4x256xf32>
  }
}
