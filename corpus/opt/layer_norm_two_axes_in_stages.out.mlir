module @layer_norm_two_axes_in_stages {
  func.func public @main(%arg0: tensor<2x4x6xf32>) -> (tensor<2x4x6xf32>) {
    %22 = stablehlo.composite "recompose.layer_norm" %arg0 {composite_attributes = {cols = 24 : i64, eps = 9.99999975e-06 : f32}, decomposition = @recompose.layer_norm.0} : (tensor<2x4x6xf32>) -> tensor<2x4x6xf32>
    return %22 : tensor<2x4x6xf32>
  }
  func.func private @recompose.layer_norm.0(%arg0: tensor<2x4x6xf32>) -> tensor<2x4x6xf32> {
    %0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%arg0 init: %0) applies stablehlo.add across dimensions = [2] : (tensor<2x4x6xf32>, tensor<f32>) -> tensor<2x4xf32>
    %2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%1 init: %2) applies stablehlo.add across dimensions = [1] : (tensor<2x4xf32>, tensor<f32>) -> tensor<2xf32>
    %4 = stablehlo.constant dense<0.0416666679> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %6 = stablehlo.multiply %3, %5 : tensor<2xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<2xf32>) -> tensor<2x4x6xf32>
    %8 = stablehlo.subtract %arg0, %7 : tensor<2x4x6xf32>
    %9 = stablehlo.multiply %8, %8 : tensor<2x4x6xf32>
    %10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%9 init: %10) applies stablehlo.add across dimensions = [2] : (tensor<2x4x6xf32>, tensor<f32>) -> tensor<2x4xf32>
    %12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.reduce(%11 init: %12) applies stablehlo.add across dimensions = [1] : (tensor<2x4xf32>, tensor<f32>) -> tensor<2xf32>
    %14 = stablehlo.constant dense<0.0416666679> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %16 = stablehlo.multiply %13, %15 : tensor<2xf32>
    %17 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %19 = stablehlo.add %16, %18 : tensor<2xf32>
    %20 = stablehlo.rsqrt %19 : tensor<2xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0] : (tensor<2xf32>) -> tensor<2x4x6xf32>
    %22 = stablehlo.multiply %8, %21 : tensor<2x4x6xf32>
    return %22 : tensor<2x4x6xf32>
  }
}
