module @jit_softmax_sdy_constants {
  func.func public @main(%arg0: tensor<4x256xf32>) -> (tensor<4x256xf32>) {
    %1 = sdy.constant dense<0xFF800000> : tensor<f32>
    %2 = stablehlo.reduce(%arg0 init: %1) applies stablehlo.maximum across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %3 = sdy.constant dense<0xFF800000> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %5 = stablehlo.maximum %4, %2 : tensor<4xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %7 = stablehlo.subtract %arg0, %6 : tensor<4x256xf32>
    %8 = stablehlo.exponential %7 : tensor<4x256xf32>
    %9 = sdy.constant dense<0.00000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%8 init: %9) applies stablehlo.add across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %12 = stablehlo.divide %8, %11 : tensor<4x256xf32>
    return %12 : tensor<4x256xf32>
  }
}
