module @jit_softmax_bf16_normalized {
  func.func public @main(%arg0: tensor<4x128xbf16>) -> (tensor<4x128xbf16>) {
    %19 = stablehlo.composite "recompose.softmax" %arg0 {composite_attributes = {cols = 128 : i64}, decomposition = @recompose.softmax.0} : (tensor<4x128xbf16>) -> tensor<4x128xbf16>
    return %19 : tensor<4x128xbf16>
  }
  func.func private @recompose.softmax.0(%arg0: tensor<4x128xbf16>) -> tensor<4x128xbf16> {
    %1 = stablehlo.convert %arg0 : (tensor<4x128xbf16>) -> tensor<4x128xf32>
    %2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %3 = stablehlo.reduce(%1 init: %2) applies stablehlo.maximum across dimensions = [1] : (tensor<4x128xf32>, tensor<f32>) -> tensor<4xf32>
    %4 = stablehlo.convert %3 : (tensor<4xf32>) -> tensor<4xbf16>
    %5 = stablehlo.convert %4 : (tensor<4xbf16>) -> tensor<4xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<4xf32>) -> tensor<4x128xf32>
    %7 = stablehlo.subtract %1, %6 : tensor<4x128xf32>
    %8 = stablehlo.convert %7 : (tensor<4x128xf32>) -> tensor<4x128xbf16>
    %9 = stablehlo.convert %8 : (tensor<4x128xbf16>) -> tensor<4x128xf32>
    %10 = stablehlo.exponential %9 : tensor<4x128xf32>
    %11 = stablehlo.convert %10 : (tensor<4x128xf32>) -> tensor<4x128xbf16>
    %12 = stablehlo.convert %11 : (tensor<4x128xbf16>) -> tensor<4x128xf32>
    %13 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %14 = stablehlo.reduce(%12 init: %13) applies stablehlo.add across dimensions = [1] : (tensor<4x128xf32>, tensor<f32>) -> tensor<4xf32>
    %15 = stablehlo.convert %14 : (tensor<4xf32>) -> tensor<4xbf16>
    %16 = stablehlo.convert %15 : (tensor<4xbf16>) -> tensor<4xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0] : (tensor<4xf32>) -> tensor<4x128xf32>
    %18 = stablehlo.divide %12, %17 : tensor<4x128xf32>
    %19 = stablehlo.convert %18 : (tensor<4x128xf32>) -> tensor<4x128xbf16>
    return %19 : tensor<4x128xbf16>
  }
}
