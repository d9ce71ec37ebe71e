module @jit_layer_norm_flax_group_norm_one_group_f16 {
  func.func public @main(%arg0: tensor<2x4x4x8xf16>) -> (tensor<2x4x4x8xf16>) {
    %32 = stablehlo.composite "recompose.layer_norm" %arg0 {composite_attributes = {cols = 128 : i64, eps = 9.99999997e-07 : f32}, decomposition = @recompose.layer_norm.0} : (tensor<2x4x4x8xf16>) -> tensor<2x4x4x8xf16>
    return %32 : tensor<2x4x4x8xf16>
  }
  func.func private @recompose.layer_norm.0(%arg0: tensor<2x4x4x8xf16>) -> tensor<2x4x4x8xf16> {
    %1 = stablehlo.convert %arg0 : (tensor<2x4x4x8xf16>) -> tensor<2x4x4x8xf32>
    %2 = stablehlo.reshape %1 : (tensor<2x4x4x8xf32>) -> tensor<2x4x4x1x8xf32>
    %3 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%2 init: %3) applies stablehlo.add across dimensions = [1,2,4] : (tensor<2x4x4x1x8xf32>, tensor<f32>) -> tensor<2x1xf32>
    %5 = stablehlo.constant dense<7.81250000e-03> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f32>) -> tensor<2x1xf32>
    %7 = stablehlo.multiply %4, %6 : tensor<2x1xf32>
    %8 = stablehlo.multiply %2, %2 : tensor<2x4x4x1x8xf32>
    %9 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%8 init: %9) applies stablehlo.add across dimensions = [1,2,4] : (tensor<2x4x4x1x8xf32>, tensor<f32>) -> tensor<2x1xf32>
    %11 = stablehlo.constant dense<7.81250000e-03> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<f32>) -> tensor<2x1xf32>
    %13 = stablehlo.multiply %10, %12 : tensor<2x1xf32>
    %14 = stablehlo.multiply %7, %7 : tensor<2x1xf32>
    %15 = stablehlo.subtract %13, %14 : tensor<2x1xf32>
    %16 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<f32>) -> tensor<2x1xf32>
    %18 = stablehlo.maximum %15, %17 : tensor<2x1xf32>
    %19 = stablehlo.reshape %18 : (tensor<2x1xf32>) -> tensor<2xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0] : (tensor<2xf32>) -> tensor<2x1x1x8xf32>
    %21 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x1x8xf32>
    %22 = stablehlo.reshape %21 : (tensor<2x1x8xf32>) -> tensor<2x8xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 3] : (tensor<2x8xf32>) -> tensor<2x4x4x8xf32>
    %24 = stablehlo.subtract %1, %23 : tensor<2x4x4x8xf32>
    %25 = stablehlo.constant dense<1.00000000e-06> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [] : (tensor<f32>) -> tensor<2x1x1x8xf32>
    %27 = stablehlo.add %20, %26 : tensor<2x1x1x8xf32>
    %28 = stablehlo.rsqrt %27 : tensor<2x1x1x8xf32>
    %29 = stablehlo.reshape %28 : (tensor<2x1x1x8xf32>) -> tensor<2x8xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 3] : (tensor<2x8xf32>) -> tensor<2x4x4x8xf32>
    %31 = stablehlo.multiply %30, %24 : tensor<2x4x4x8xf32>
    %32 = stablehlo.convert %31 : (tensor<2x4x4x8xf32>) -> tensor<2x4x4x8xf16>
    return %32 : tensor<2x4x4x8xf16>
  }
}
