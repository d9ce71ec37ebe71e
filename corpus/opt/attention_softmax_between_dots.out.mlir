module @jit_attention_softmax_between_dots {
  func.func public @main(%arg0: tensor<16x16xf32>, %arg1: tensor<16x16xf32>, %arg2: tensor<16x16xf32>) -> (tensor<16x16xf32>) {
    %1 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1] : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %13 = stablehlo.composite "recompose.softmax" %1 {composite_attributes = {cols = 16 : i64}, decomposition = @recompose.softmax.0} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %14 = stablehlo.dot_general %13, %arg2, contracting_dims = [1] x [0] : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    return %14 : tensor<16x16xf32>
  }
  func.func private @recompose.softmax.0(%arg0: tensor<16x16xf32>) -> tensor<16x16xf32> {
    %2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %3 = stablehlo.reduce(%arg0 init: %2) applies stablehlo.maximum across dimensions = [1] : (tensor<16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %4 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %6 = stablehlo.maximum %5, %3 : tensor<16xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<16xf32>) -> tensor<16x16xf32>
    %8 = stablehlo.subtract %arg0, %7 : tensor<16x16xf32>
    %9 = stablehlo.exponential %8 : tensor<16x16xf32>
    %10 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%9 init: %10) applies stablehlo.add across dimensions = [1] : (tensor<16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<16xf32>) -> tensor<16x16xf32>
    %13 = stablehlo.divide %9, %12 : tensor<16x16xf32>
    return %13 : tensor<16x16xf32>
  }
}
