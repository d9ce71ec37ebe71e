module @jit_grad_norm_scale_vmap_rms_two_summed {
  func.func public @main(%arg0: tensor<2x3x4x128xf32>, %arg1: tensor<2x3x4x128xf32>, %arg2: tensor<128xf32>) -> (tensor<2x3x4x128xf32>, tensor<2x128xf32>) {
    %14 = stablehlo.composite "recompose.rms_norm" %arg0, %arg2 {composite_attributes = {cols = 128 : i64, eps = 9.99999975e-06 : f32, scale = 1 : i64}, decomposition = @recompose.rms_norm.0} : (tensor<2x3x4x128xf32>, tensor<128xf32>) -> tensor<2x3x4x128xf32>
    %17 = stablehlo.composite "recompose.rms_norm_grad_scale" %arg0, %arg1 {composite_attributes = {cols = 128 : i64, eps = 9.99999975e-06 : f32}, decomposition = @recompose.rms_norm_grad_scale.0} : (tensor<2x3x4x128xf32>, tensor<2x3x4x128xf32>) -> tensor<2x128xf32>
    return %14, %17 : tensor<2x3x4x128xf32>, tensor<2x128xf32>
  }
  func.func private @recompose.rms_norm_grad_scale.0(%arg0: tensor<2x3x4x128xf32>, %arg1: tensor<2x3x4x128xf32>) -> tensor<2x128xf32> {
    %1 = stablehlo.multiply %arg0, %arg0 : tensor<2x3x4x128xf32>
    %2 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%1 init: %2) applies stablehlo.add across dimensions = [3] : (tensor<2x3x4x128xf32>, tensor<f32>) -> tensor<2x3x4xf32>
    %4 = stablehlo.constant dense<7.81250000e-03> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<2x3x4xf32>
    %6 = stablehlo.multiply %3, %5 : tensor<2x3x4xf32>
    %7 = stablehlo.constant dense<1.00000000e-05> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<2x3x4xf32>
    %9 = stablehlo.add %6, %8 : tensor<2x3x4xf32>
    %10 = stablehlo.rsqrt %9 : tensor<2x3x4xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1, 2] : (tensor<2x3x4xf32>) -> tensor<2x3x4x128xf32>
    %12 = stablehlo.multiply %arg0, %11 : tensor<2x3x4x128xf32>
    %15 = stablehlo.multiply %arg1, %12 : tensor<2x3x4x128xf32>
    %16 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %17 = stablehlo.reduce(%15 init: %16) applies stablehlo.add across dimensions = [1,2] : (tensor<2x3x4x128xf32>, tensor<f32>) -> tensor<2x128xf32>
    return %17 : tensor<2x128xf32>
  }
  func.func private @recompose.rms_norm.0(%arg0: tensor<2x3x4x128xf32>, %arg1: tensor<128xf32>) -> tensor<2x3x4x128xf32> {
    %1 = stablehlo.multiply %arg0, %arg0 : tensor<2x3x4x128xf32>
    %2 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%1 init: %2) applies stablehlo.add across dimensions = [3] : (tensor<2x3x4x128xf32>, tensor<f32>) -> tensor<2x3x4xf32>
    %4 = stablehlo.constant dense<7.81250000e-03> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<2x3x4xf32>
    %6 = stablehlo.multiply %3, %5 : tensor<2x3x4xf32>
    %7 = stablehlo.constant dense<1.00000000e-05> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<2x3x4xf32>
    %9 = stablehlo.add %6, %8 : tensor<2x3x4xf32>
    %10 = stablehlo.rsqrt %9 : tensor<2x3x4xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1, 2] : (tensor<2x3x4xf32>) -> tensor<2x3x4x128xf32>
    %12 = stablehlo.multiply %arg0, %11 : tensor<2x3x4x128xf32>
    %13 = stablehlo.broadcast_in_dim %arg1, dims = [3] : (tensor<128xf32>) -> tensor<2x3x4x128xf32>
    %14 = stablehlo.multiply %12, %13 : tensor<2x3x4x128xf32>
    return %14 : tensor<2x3x4x128xf32>
  }
}
