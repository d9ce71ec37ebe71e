module @jit_chlo_softmax_tf {
  func.func public @main(%arg0: tensor<4x256xf32>) -> (tensor<4x256xf32>) {
    %1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %2 = stablehlo.reduce(%arg0 init: %1) applies stablehlo.maximum across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %3 = stablehlo.reshape %2 : (tensor<4xf32>) -> tensor<4x1xf32>
    %4 = chlo.broadcast_subtract %arg0, %3 : (tensor<4x256xf32>, tensor<4x1xf32>) -> tensor<4x256xf32>
    %5 = stablehlo.exponential %4 : tensor<4x256xf32>
    %6 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%5 init: %6) applies stablehlo.add across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %8 = stablehlo.reshape %7 : (tensor<4xf32>) -> tensor<4x1xf32>
    %9 = chlo.broadcast_divide %5, %8 : (tensor<4x256xf32>, tensor<4x1xf32>) -> tensor<4x256xf32>
    return %9 : tensor<4x256xf32>
  }
}
