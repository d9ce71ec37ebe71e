module @jit_neg_layer_norm_group_norm_per_channel_square {
  func.func public @main(%arg0: tensor<2x4x4x8xf32>) -> (tensor<2x4x4x8xf32>) {
    %1 = stablehlo.reshape %arg0 : (tensor<2x4x4x8xf32>) -> tensor<2x4x4x1x8xf32>
    %2 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%1 init: %2) applies stablehlo.add across dimensions = [1,2,4] : (tensor<2x4x4x1x8xf32>, tensor<f32>) -> tensor<2x1xf32>
    %4 = stablehlo.constant dense<7.81250000e-03> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<2x1xf32>
    %6 = stablehlo.multiply %3, %5 : tensor<2x1xf32>
    %7 = stablehlo.multiply %1, %1 : tensor<2x4x4x1x8xf32>
    %8 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%7 init: %8) applies stablehlo.add across dimensions = [1,2] : (tensor<2x4x4x1x8xf32>, tensor<f32>) -> tensor<2x1x8xf32>
    %10 = stablehlo.constant dense<6.25000000e-02> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<2x1x8xf32>
    %12 = stablehlo.multiply %9, %11 : tensor<2x1x8xf32>
    %13 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x1x8xf32>
    %14 = stablehlo.multiply %13, %13 : tensor<2x1x8xf32>
    %15 = stablehlo.subtract %12, %14 : tensor<2x1x8xf32>
    %16 = stablehlo.reshape %15 : (tensor<2x1x8xf32>) -> tensor<2x1x1x8xf32>
    %17 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x1x8xf32>
    %18 = stablehlo.reshape %17 : (tensor<2x1x8xf32>) -> tensor<2x8xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 3] : (tensor<2x8xf32>) -> tensor<2x4x4x8xf32>
    %20 = stablehlo.subtract %arg0, %19 : tensor<2x4x4x8xf32>
    %21 = stablehlo.constant dense<1.00000000e-06> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [] : (tensor<f32>) -> tensor<2x1x1x8xf32>
    %23 = stablehlo.add %16, %22 : tensor<2x1x1x8xf32>
    %24 = stablehlo.rsqrt %23 : tensor<2x1x1x8xf32>
    %25 = stablehlo.reshape %24 : (tensor<2x1x1x8xf32>) -> tensor<2x8xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 3] : (tensor<2x8xf32>) -> tensor<2x4x4x8xf32>
    %27 = stablehlo.multiply %26, %20 : tensor<2x4x4x8xf32>
    return %27 : tensor<2x4x4x8xf32>
  }
}
