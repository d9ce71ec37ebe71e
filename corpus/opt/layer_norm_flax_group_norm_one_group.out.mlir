module @jit_layer_norm_flax_group_norm_one_group {
  func.func public @main(%arg0: tensor<2x4x4x8xf32>) -> (tensor<2x4x4x8xf32>) {
    %30 = stablehlo.composite "recompose.layer_norm" %arg0 {composite_attributes = {cols = 128 : i64, eps = 9.99999997e-07 : f32}, decomposition = @recompose.layer_norm.0} : (tensor<2x4x4x8xf32>) -> tensor<2x4x4x8xf32>
    return %30 : tensor<2x4x4x8xf32>
  }
  func.func private @recompose.layer_norm.0(%arg0: tensor<2x4x4x8xf32>) -> tensor<2x4x4x8xf32> {
    %1 = stablehlo.reshape %arg0 : (tensor<2x4x4x8xf32>) -> tensor<2x4x4x1x8xf32>
    %2 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%1 init: %2) applies stablehlo.add across dimensions = [1,2,4] : (tensor<2x4x4x1x8xf32>, tensor<f32>) -> tensor<2x1xf32>
    %4 = stablehlo.constant dense<7.81250000e-03> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<2x1xf32>
    %6 = stablehlo.multiply %3, %5 : tensor<2x1xf32>
    %7 = stablehlo.multiply %1, %1 : tensor<2x4x4x1x8xf32>
    %8 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%7 init: %8) applies stablehlo.add across dimensions = [1,2,4] : (tensor<2x4x4x1x8xf32>, tensor<f32>) -> tensor<2x1xf32>
    %10 = stablehlo.constant dense<7.81250000e-03> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<2x1xf32>
    %12 = stablehlo.multiply %9, %11 : tensor<2x1xf32>
    %13 = stablehlo.multiply %6, %6 : tensor<2x1xf32>
    %14 = stablehlo.subtract %12, %13 : tensor<2x1xf32>
    %15 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<f32>) -> tensor<2x1xf32>
    %17 = stablehlo.maximum %14, %16 : tensor<2x1xf32>
    %18 = stablehlo.reshape %17 : (tensor<2x1xf32>) -> tensor<2xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0] : (tensor<2xf32>) -> tensor<2x1x1x8xf32>
    %20 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x1x8xf32>
    %21 = stablehlo.reshape %20 : (tensor<2x1x8xf32>) -> tensor<2x8xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 3] : (tensor<2x8xf32>) -> tensor<2x4x4x8xf32>
    %23 = stablehlo.subtract %arg0, %22 : tensor<2x4x4x8xf32>
    %24 = stablehlo.constant dense<1.00000000e-06> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [] : (tensor<f32>) -> tensor<2x1x1x8xf32>
    %26 = stablehlo.add %19, %25 : tensor<2x1x1x8xf32>
    %27 = stablehlo.rsqrt %26 : tensor<2x1x1x8xf32>
    %28 = stablehlo.reshape %27 : (tensor<2x1x1x8xf32>) -> tensor<2x8xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 3] : (tensor<2x8xf32>) -> tensor<2x4x4x8xf32>
    %30 = stablehlo.multiply %29, %23 : tensor<2x4x4x8xf32>
    return %30 : tensor<2x4x4x8xf32>
  }
}
