module @jit_neg_layer_norm_unbiased_no_eps {
  func.func public @main(%arg0: tensor<4x256xf32>) -> (tensor<4x256xf32>) {
    %1 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%arg0 init: %1) applies stablehlo.add across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %3 = stablehlo.constant dense<3.90625000e-03> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %5 = stablehlo.multiply %2, %4 : tensor<4xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %7 = stablehlo.subtract %arg0, %6 : tensor<4x256xf32>
    %8 = stablehlo.multiply %7, %7 : tensor<4x256xf32>
    %9 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%8 init: %9) applies stablehlo.add across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %11 = stablehlo.constant dense<3.92156863e-03> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %13 = stablehlo.multiply %10, %12 : tensor<4xf32>
    %14 = stablehlo.rsqrt %13 : tensor<4xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %16 = stablehlo.multiply %7, %15 : tensor<4x256xf32>
    return %16 : tensor<4x256xf32>
  }
}
