module @jit_neg_layer_norm_transposed_view_three_bessel {
  func.func public @main(%arg0: tensor<2x3x4x6xf32>, %arg1: tensor<3xf32>) -> (tensor<2x3x4x6xf32>) {
    %1 = stablehlo.transpose %arg0, dims = [1, 0, 2, 3] : (tensor<2x3x4x6xf32>) -> tensor<3x2x4x6xf32>
    %2 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%1 init: %2) applies stablehlo.add across dimensions = [0] : (tensor<3x2x4x6xf32>, tensor<f32>) -> tensor<2x4x6xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 2, 3] : (tensor<2x4x6xf32>) -> tensor<2x3x4x6xf32>
    %5 = stablehlo.constant dense<3.33333343e-01> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f32>) -> tensor<2x3x4x6xf32>
    %7 = stablehlo.multiply %4, %6 : tensor<2x3x4x6xf32>
    %8 = stablehlo.subtract %arg0, %7 : tensor<2x3x4x6xf32>
    %9 = stablehlo.multiply %8, %8 : tensor<2x3x4x6xf32>
    %10 = stablehlo.transpose %9, dims = [1, 0, 2, 3] : (tensor<2x3x4x6xf32>) -> tensor<3x2x4x6xf32>
    %11 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %12 = stablehlo.reduce(%10 init: %11) applies stablehlo.add across dimensions = [0] : (tensor<3x2x4x6xf32>, tensor<f32>) -> tensor<2x4x6xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 2, 3] : (tensor<2x4x6xf32>) -> tensor<2x3x4x6xf32>
    %14 = stablehlo.constant dense<5.00000000e-01> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<f32>) -> tensor<2x3x4x6xf32>
    %16 = stablehlo.multiply %13, %15 : tensor<2x3x4x6xf32>
    %17 = stablehlo.constant dense<1.00000000e-06> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<f32>) -> tensor<2x3x4x6xf32>
    %19 = stablehlo.add %16, %18 : tensor<2x3x4x6xf32>
    %20 = stablehlo.rsqrt %19 : tensor<2x3x4x6xf32>
    %21 = stablehlo.multiply %8, %20 : tensor<2x3x4x6xf32>
    %22 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<3xf32>) -> tensor<2x3x4x6xf32>
    %23 = stablehlo.multiply %21, %22 : tensor<2x3x4x6xf32>
    return %23 : tensor<2x3x4x6xf32>
  }
}
