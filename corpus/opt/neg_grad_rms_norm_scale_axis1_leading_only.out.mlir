module @jit_neg_grad_rms_norm_scale_axis1_leading_only {
  func.func public @main(%arg0: tensor<3x144x10xf32>, %arg1: tensor<3x144x10xf32>, %arg2: tensor<144xf32>) -> (tensor<3x144x10xf32>, tensor<144x10xf32>) {
    %12 = stablehlo.composite "recompose.rms_norm" %arg0 {composite_attributes = {cols = 144 : i64, inner = 10 : i64, eps = 9.99999975e-06 : f32}, decomposition = @recompose.rms_norm.0} : (tensor<3x144x10xf32>) -> tensor<3x144x10xf32>
    %13 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<144xf32>) -> tensor<3x144x10xf32>
    %14 = stablehlo.multiply %12, %13 : tensor<3x144x10xf32>
    %15 = stablehlo.multiply %arg1, %12 : tensor<3x144x10xf32>
    %16 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %17 = stablehlo.reduce(%15 init: %16) applies stablehlo.add across dimensions = [0] : (tensor<3x144x10xf32>, tensor<f32>) -> tensor<144x10xf32>
    return %14, %17 : tensor<3x144x10xf32>, tensor<144x10xf32>
  }
  func.func private @recompose.rms_norm.0(%arg0: tensor<3x144x10xf32>) -> tensor<3x144x10xf32> {
    %1 = stablehlo.multiply %arg0, %arg0 : tensor<3x144x10xf32>
    %2 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%1 init: %2) applies stablehlo.add across dimensions = [1] : (tensor<3x144x10xf32>, tensor<f32>) -> tensor<3x10xf32>
    %4 = stablehlo.constant dense<6.94444444e-03> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<3x10xf32>
    %6 = stablehlo.multiply %3, %5 : tensor<3x10xf32>
    %7 = stablehlo.constant dense<1.00000000e-05> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<3x10xf32>
    %9 = stablehlo.add %6, %8 : tensor<3x10xf32>
    %10 = stablehlo.rsqrt %9 : tensor<3x10xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 2] : (tensor<3x10xf32>) -> tensor<3x144x10xf32>
    %12 = stablehlo.multiply %arg0, %11 : tensor<3x144x10xf32>
    return %12 : tensor<3x144x10xf32>
  }
}
