module @jit_rms_norm_square_rows {
  func.func public @main(%arg0: tensor<4x4xf32>) -> (tensor<4x4xf32>) {
    %12 = stablehlo.composite "recompose.rms_norm" %arg0 {composite_attributes = {cols = 4 : i64, eps = 9.99999997e-07 : f32}, decomposition = @recompose.rms_norm.0} : (tensor<4x4xf32>) -> tensor<4x4xf32>
    return %12 : tensor<4x4xf32>
  }
  func.func private @recompose.rms_norm.0(%arg0: tensor<4x4xf32>) -> tensor<4x4xf32> {
    %1 = stablehlo.multiply %arg0, %arg0 : tensor<4x4xf32>
    %2 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%1 init: %2) applies stablehlo.add across dimensions = [1] : (tensor<4x4xf32>, tensor<f32>) -> tensor<4xf32>
    %4 = stablehlo.constant dense<2.50000000e-01> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %6 = stablehlo.multiply %3, %5 : tensor<4xf32>
    %7 = stablehlo.constant dense<1.00000000e-06> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %9 = stablehlo.add %6, %8 : tensor<4xf32>
    %10 = stablehlo.rsqrt %9 : tensor<4xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0] : (tensor<4xf32>) -> tensor<4x4xf32>
    %12 = stablehlo.multiply %arg0, %11 : tensor<4x4xf32>
    return %12 : tensor<4x4xf32>
  }
}
