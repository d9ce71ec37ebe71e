module @jit_attention_softmax_mask_over_heads {
  func.func public @main(%arg0: tensor<2x3x4x8xf32>, %arg1: tensor<2x1x4x8xf32>) -> (tensor<2x3x4x8xf32>) {
    %1 = stablehlo.reshape %arg1 : (tensor<2x1x4x8xf32>) -> tensor<2x4x8xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 2, 3] : (tensor<2x4x8xf32>) -> tensor<2x3x4x8xf32>
    %3 = stablehlo.constant dense<4.00000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<2x3x4x8xf32>
    %5 = stablehlo.divide %arg0, %4 : tensor<2x3x4x8xf32>
    %6 = stablehlo.add %5, %2 : tensor<2x3x4x8xf32>
    %18 = stablehlo.composite "recompose.softmax" %6 {composite_attributes = {cols = 8 : i64}, decomposition = @recompose.softmax.0} : (tensor<2x3x4x8xf32>) -> tensor<2x3x4x8xf32>
    return %18 : tensor<2x3x4x8xf32>
  }
  func.func private @recompose.softmax.0(%arg0: tensor<2x3x4x8xf32>) -> tensor<2x3x4x8xf32> {
    %7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %8 = stablehlo.reduce(%arg0 init: %7) applies stablehlo.maximum across dimensions = [3] : (tensor<2x3x4x8xf32>, tensor<f32>) -> tensor<2x3x4xf32>
    %9 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<f32>) -> tensor<2x3x4xf32>
    %11 = stablehlo.maximum %10, %8 : tensor<2x3x4xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<2x3x4xf32>) -> tensor<2x3x4x8xf32>
    %13 = stablehlo.subtract %arg0, %12 : tensor<2x3x4x8xf32>
    %14 = stablehlo.exponential %13 : tensor<2x3x4x8xf32>
    %15 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %16 = stablehlo.reduce(%14 init: %15) applies stablehlo.add across dimensions = [3] : (tensor<2x3x4x8xf32>, tensor<f32>) -> tensor<2x3x4xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2] : (tensor<2x3x4xf32>) -> tensor<2x3x4x8xf32>
    %18 = stablehlo.divide %14, %17 : tensor<2x3x4x8xf32>
    return %18 : tensor<2x3x4x8xf32>
  }
}
