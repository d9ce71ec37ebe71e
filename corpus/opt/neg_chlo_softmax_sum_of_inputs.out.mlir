module @jit_neg_chlo_softmax_sum_of_inputs {
  func.func public @main(%arg0: tensor<4x256xf32>) -> (tensor<4x256xf32>) {
    %1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %2 = stablehlo.reduce(%arg0 init: %1) applies stablehlo.maximum across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %3 = stablehlo.reshape %2 : (tensor<4xf32>) -> tensor<4x1xf32>
    %v0 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x256xf32>
    %4 = stablehlo.subtract %arg0, %v0 : (tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<4x256xf32>
    %5 = stablehlo.exponential %4 : tensor<4x256xf32>
    %6 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%4 init: %6) applies stablehlo.add across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %8 = stablehlo.reshape %7 : (tensor<4xf32>) -> tensor<4x1xf32>
    %v1 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x256xf32>
    %9 = stablehlo.divide %5, %v1 : (tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<4x256xf32>
    return %9 : tensor<4x256xf32>
  }
}
