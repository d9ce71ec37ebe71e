module @jit_layer_norm_channels_last_transposed_value {
  func.func public @main(%arg0: tensor<2x32x4x4xf32>) -> (tensor<2x4x4x32xf32>) {
    %1 = stablehlo.transpose %arg0, dims = [0, 2, 3, 1] : (tensor<2x32x4x4xf32>) -> tensor<2x4x4x32xf32>
    %20 = stablehlo.composite "recompose.layer_norm" %1 {composite_attributes = {cols = 32 : i64, eps = 9.99999997e-07 : f32}, decomposition = @recompose.layer_norm.0} : (tensor<2x4x4x32xf32>) -> tensor<2x4x4x32xf32>
    return %20 : tensor<2x4x4x32xf32>
  }
  func.func private @recompose.layer_norm.0(%arg0: tensor<2x4x4x32xf32>) -> tensor<2x4x4x32xf32> {
    %2 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%arg0 init: %2) applies stablehlo.add across dimensions = [3] : (tensor<2x4x4x32xf32>, tensor<f32>) -> tensor<2x4x4xf32>
    %4 = stablehlo.constant dense<3.12500000e-02> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<2x4x4xf32>
    %6 = stablehlo.multiply %3, %5 : tensor<2x4x4xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1, 2] : (tensor<2x4x4xf32>) -> tensor<2x4x4x32xf32>
    %8 = stablehlo.subtract %arg0, %7 : tensor<2x4x4x32xf32>
    %9 = stablehlo.multiply %8, %8 : tensor<2x4x4x32xf32>
    %10 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%9 init: %10) applies stablehlo.add across dimensions = [3] : (tensor<2x4x4x32xf32>, tensor<f32>) -> tensor<2x4x4xf32>
    %12 = stablehlo.constant dense<3.12500000e-02> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<f32>) -> tensor<2x4x4xf32>
    %14 = stablehlo.multiply %11, %13 : tensor<2x4x4xf32>
    %15 = stablehlo.constant dense<1.00000000e-06> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<f32>) -> tensor<2x4x4xf32>
    %17 = stablehlo.add %14, %16 : tensor<2x4x4xf32>
    %18 = stablehlo.rsqrt %17 : tensor<2x4x4xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2] : (tensor<2x4x4xf32>) -> tensor<2x4x4x32xf32>
    %20 = stablehlo.multiply %8, %19 : tensor<2x4x4x32xf32>
    return %20 : tensor<2x4x4x32xf32>
  }
}
