module @jit_neg_x_times_sigmoid_y {
  func.func public @main(%arg0: tensor<4x256xf32>, %arg1: tensor<4x256xf32>) -> (tensor<4x256xf32>) {
    %1 = stablehlo.logistic %arg1 : tensor<4x256xf32>
    %2 = stablehlo.multiply %arg0, %1 : tensor<4x256xf32>
    return %2 : tensor<4x256xf32>
  }
}
