module @jit_neg_grad_norm_scale_vmap_keeps_second_axis {
  func.func public @main(%arg0: tensor<4x3x160xf32>, %arg1: tensor<4x3x160xf32>, %arg2: tensor<160xf32>) -> (tensor<4x3x160xf32>, tensor<3x160xf32>) {
    %12 = stablehlo.composite "recompose.rms_norm" %arg0 {composite_attributes = {cols = 160 : i64, eps = 9.99999975e-06 : f32}, decomposition = @recompose.rms_norm.0} : (tensor<4x3x160xf32>) -> tensor<4x3x160xf32>
    %13 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<160xf32>) -> tensor<4x3x160xf32>
    %14 = stablehlo.multiply %12, %13 : tensor<4x3x160xf32>
    %15 = stablehlo.multiply %arg1, %12 : tensor<4x3x160xf32>
    %16 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %17 = stablehlo.reduce(%15 init: %16) applies stablehlo.add across dimensions = [0] : (tensor<4x3x160xf32>, tensor<f32>) -> tensor<3x160xf32>
    return %14, %17 : tensor<4x3x160xf32>, tensor<3x160xf32>
  }
  func.func private @recompose.rms_norm.0(%arg0: tensor<4x3x160xf32>) -> tensor<4x3x160xf32> {
    %1 = stablehlo.multiply %arg0, %arg0 : tensor<4x3x160xf32>
    %2 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%1 init: %2) applies stablehlo.add across dimensions = [2] : (tensor<4x3x160xf32>, tensor<f32>) -> tensor<4x3xf32>
    %4 = stablehlo.constant dense<6.25000000e-03> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<4x3xf32>
    %6 = stablehlo.multiply %3, %5 : tensor<4x3xf32>
    %7 = stablehlo.constant dense<1.00000000e-05> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<4x3xf32>
    %9 = stablehlo.add %6, %8 : tensor<4x3xf32>
    %10 = stablehlo.rsqrt %9 : tensor<4x3xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<4x3xf32>) -> tensor<4x3x160xf32>
    %12 = stablehlo.multiply %arg0, %11 : tensor<4x3x160xf32>
    return %12 : tensor<4x3x160xf32>
  }
}
