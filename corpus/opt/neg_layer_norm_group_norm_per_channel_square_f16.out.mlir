module @jit_neg_layer_norm_group_norm_per_channel_square_f16 {
  func.func public @main(%arg0: tensor<2x4x4x8xf16>) -> (tensor<2x4x4x8xf16>) {
    %1 = stablehlo.convert %arg0 : (tensor<2x4x4x8xf16>) -> tensor<2x4x4x8xf32>
    %2 = stablehlo.reshape %1 : (tensor<2x4x4x8xf32>) -> tensor<2x4x4x1x8xf32>
    %3 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%2 init: %3) applies stablehlo.add across dimensions = [1,2,4] : (tensor<2x4x4x1x8xf32>, tensor<f32>) -> tensor<2x1xf32>
    %5 = stablehlo.constant dense<7.81250000e-03> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f32>) -> tensor<2x1xf32>
    %7 = stablehlo.multiply %4, %6 : tensor<2x1xf32>
    %8 = stablehlo.multiply %2, %2 : tensor<2x4x4x1x8xf32>
    %9 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%8 init: %9) applies stablehlo.add across dimensions = [1,2] : (tensor<2x4x4x1x8xf32>, tensor<f32>) -> tensor<2x1x8xf32>
    %11 = stablehlo.constant dense<6.25000000e-02> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<f32>) -> tensor<2x1x8xf32>
    %13 = stablehlo.multiply %10, %12 : tensor<2x1x8xf32>
    %14 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x1x8xf32>
    %15 = stablehlo.multiply %14, %14 : tensor<2x1x8xf32>
    %16 = stablehlo.subtract %13, %15 : tensor<2x1x8xf32>
    %17 = stablehlo.reshape %16 : (tensor<2x1x8xf32>) -> tensor<2x1x1x8xf32>
    %18 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x1x8xf32>
    %19 = stablehlo.reshape %18 : (tensor<2x1x8xf32>) -> tensor<2x8xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 3] : (tensor<2x8xf32>) -> tensor<2x4x4x8xf32>
    %21 = stablehlo.subtract %1, %20 : tensor<2x4x4x8xf32>
    %22 = stablehlo.constant dense<1.00000000e-06> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<f32>) -> tensor<2x1x1x8xf32>
    %24 = stablehlo.add %17, %23 : tensor<2x1x1x8xf32>
    %25 = stablehlo.rsqrt %24 : tensor<2x1x1x8xf32>
    %26 = stablehlo.reshape %25 : (tensor<2x1x1x8xf32>) -> tensor<2x8xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 3] : (tensor<2x8xf32>) -> tensor<2x4x4x8xf32>
    %28 = stablehlo.multiply %27, %21 : tensor<2x4x4x8xf32>
    %29 = stablehlo.convert %28 : (tensor<2x4x4x8xf32>) -> tensor<2x4x4x8xf16>
    return %29 : tensor<2x4x4x8xf16>
  }
}
