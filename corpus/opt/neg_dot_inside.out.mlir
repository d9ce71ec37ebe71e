module @jit_neg_dot_inside {
  func.func public @main(%arg0: tensor<8x8xf32>, %arg1: tensor<8x8xf32>) -> (tensor<8x8xf32>) {
    %1 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %2 = stablehlo.logistic %1 : tensor<8x8xf32>
    %3 = stablehlo.multiply %arg0, %2 : tensor<8x8xf32>
    return %3 : tensor<8x8xf32>
  }
}
