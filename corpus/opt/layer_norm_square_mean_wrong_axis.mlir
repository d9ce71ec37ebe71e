module @jit_layer_norm_square_mean_wrong_axis {
  func.func public @main(%arg0: tensor<8x8xf32>) -> (tensor<8x8xf32>) {
    %1 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%arg0 init: %1) applies stablehlo.add across dimensions = [1] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3 = stablehlo.constant dense<1.25000000e-01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %5 = stablehlo.multiply %2, %4 : tensor<8xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [1] : (tensor<8xf32>) -> tensor<8x8xf32>
    %7 = stablehlo.subtract %arg0, %6 : tensor<8x8xf32>
    %8 = stablehlo.multiply %7, %7 : tensor<8x8xf32>
    %9 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%8 init: %9) applies stablehlo.add across dimensions = [1] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %11 = stablehlo.constant dense<1.25000000e-01> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %13 = stablehlo.multiply %10, %12 : tensor<8xf32>
    %14 = stablehlo.constant dense<1.00000000e-05> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %16 = stablehlo.add %13, %15 : tensor<8xf32>
    %17 = stablehlo.rsqrt %16 : tensor<8xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0] : (tensor<8xf32>) -> tensor<8x8xf32>
    %19 = stablehlo.multiply %7, %18 : tensor<8x8xf32>
    return %19 : tensor<8x8xf32>
  }
}
