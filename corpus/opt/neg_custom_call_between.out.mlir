module @jit_neg_custom_call_between {
  func.func public @main(%arg0: tensor<4x256xf32>) -> (tensor<4x256xf32>) {
    %1 = stablehlo.custom_call @my_activation(%arg0) : (tensor<4x256xf32>) -> tensor<4x256xf32>
    %2 = stablehlo.logistic %1 : tensor<4x256xf32>
    %3 = stablehlo.multiply %arg0, %2 : tensor<4x256xf32>
    return %3 : tensor<4x256xf32>
  }
}
