module @jit_neg_grad_log_softmax_no_exp {
  func.func public @main(%arg0: tensor<4x256xf32>, %arg1: tensor<4x256xf32>) -> (tensor<4x256xf32>) {
    %1 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%arg1 init: %1) applies stablehlo.add across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %4 = stablehlo.multiply %arg0, %3 : tensor<4x256xf32>
    %5 = stablehlo.subtract %arg1, %4 : tensor<4x256xf32>
    return %5 : tensor<4x256xf32>
  }
}
