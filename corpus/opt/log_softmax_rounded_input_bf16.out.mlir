module @jit_log_softmax_rounded_input_bf16 {
  func.func public @main(%arg0: tensor<4x128xf32>) -> (tensor<4x128xbf16>) {
    %1 = stablehlo.convert %arg0 : (tensor<4x128xf32>) -> tensor<4x128xbf16>
    %13 = stablehlo.composite "recompose.log_softmax" %1 {composite_attributes = {cols = 128 : i64}, decomposition = @recompose.log_softmax.0} : (tensor<4x128xbf16>) -> tensor<4x128xbf16>
    return %13 : tensor<4x128xbf16>
  }
  func.func private @recompose.log_softmax.0(%arg0: tensor<4x128xbf16>) -> tensor<4x128xbf16> {
    %2 = stablehlo.convert %arg0 : (tensor<4x128xbf16>) -> tensor<4x128xf32>
    %3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %4 = stablehlo.reduce(%2 init: %3) applies stablehlo.maximum across dimensions = [1] : (tensor<4x128xf32>, tensor<f32>) -> tensor<4xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<4xf32>) -> tensor<4x128xf32>
    %6 = stablehlo.subtract %2, %5 : tensor<4x128xf32>
    %7 = stablehlo.exponential %6 : tensor<4x128xf32>
    %8 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%7 init: %8) applies stablehlo.add across dimensions = [1] : (tensor<4x128xf32>, tensor<f32>) -> tensor<4xf32>
    %10 = stablehlo.log %9 : tensor<4xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0] : (tensor<4xf32>) -> tensor<4x128xf32>
    %12 = stablehlo.subtract %6, %11 : tensor<4x128xf32>
    %13 = stablehlo.convert %12 : (tensor<4x128xf32>) -> tensor<4x128xbf16>
    return %13 : tensor<4x128xbf16>
  }
}
