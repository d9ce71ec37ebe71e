module @jit_softmax_bf16_f32_out {
  func.func public @main(%arg0: tensor<4x128xbf16>) -> (tensor<4x128xf32>) {
    %1 = stablehlo.convert %arg0 : (tensor<4x128xbf16>) -> tensor<4x128xf32>
    %13 = stablehlo.composite "recompose.softmax" %1 {composite_attributes = {cols = 128 : i64}, decomposition = @recompose.softmax.0} : (tensor<4x128xf32>) -> tensor<4x128xf32>
    return %13 : tensor<4x128xf32>
  }
  func.func private @recompose.softmax.0(%arg0: tensor<4x128xf32>) -> tensor<4x128xf32> {
    %2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %3 = stablehlo.reduce(%arg0 init: %2) applies stablehlo.maximum across dimensions = [1] : (tensor<4x128xf32>, tensor<f32>) -> tensor<4xf32>
    %4 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %6 = stablehlo.maximum %5, %3 : tensor<4xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<4xf32>) -> tensor<4x128xf32>
    %8 = stablehlo.subtract %arg0, %7 : tensor<4x128xf32>
    %9 = stablehlo.exponential %8 : tensor<4x128xf32>
    %10 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%9 init: %10) applies stablehlo.add across dimensions = [1] : (tensor<4x128xf32>, tensor<f32>) -> tensor<4xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<4xf32>) -> tensor<4x128xf32>
    %13 = stablehlo.divide %9, %12 : tensor<4x128xf32>
    return %13 : tensor<4x128xf32>
  }
}
