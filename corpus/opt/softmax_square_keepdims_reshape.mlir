module @jit_softmax_square_keepdims_reshape {
  func.func public @main(%arg0: tensor<8x8xf32>) -> (tensor<8x8xf32>) {
    %1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %2 = stablehlo.reduce(%arg0 init: %1) applies stablehlo.maximum across dimensions = [1] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3 = stablehlo.reshape %2 : (tensor<8xf32>) -> tensor<8x1xf32>
    %4 = stablehlo.reshape %3 : (tensor<8x1xf32>) -> tensor<8xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<8xf32>) -> tensor<8x8xf32>
    %6 = stablehlo.subtract %arg0, %5 : tensor<8x8xf32>
    %7 = stablehlo.exponential %6 : tensor<8x8xf32>
    %8 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%7 init: %8) applies stablehlo.add across dimensions = [1] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %10 = stablehlo.reshape %9 : (tensor<8xf32>) -> tensor<8x1xf32>
    %11 = stablehlo.reshape %10 : (tensor<8x1xf32>) -> tensor<8xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<8xf32>) -> tensor<8x8xf32>
    %13 = stablehlo.divide %7, %12 : tensor<8x8xf32>
    return %13 : tensor<8x8xf32>
  }
}
