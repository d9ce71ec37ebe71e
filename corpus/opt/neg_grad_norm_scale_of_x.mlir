module @jit_neg_grad_norm_scale_of_x {
  func.func public @main(%arg0: tensor<4x256xf32>, %arg1: tensor<4x256xf32>) -> (tensor<256xf32>) {
    %1 = stablehlo.multiply %arg1, %arg0 : tensor<4x256xf32>
    %2 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%1 init: %2) applies stablehlo.add across dimensions = [0] : (tensor<4x256xf32>, tensor<f32>) -> tensor<256xf32>
    return %3 : tensor<256xf32>
  }
}
