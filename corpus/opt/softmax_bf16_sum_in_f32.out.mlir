module @jit_softmax_bf16_sum_in_f32 {
  func.func public @main(%arg0: tensor<4x256xbf16>) -> (tensor<4x256xbf16>) {
    %11 = stablehlo.composite "recompose.softmax" %arg0 {composite_attributes = {cols = 256 : i64}, decomposition = @recompose.softmax.0} : (tensor<4x256xbf16>) -> tensor<4x256xbf16>
    return %11 : tensor<4x256xbf16>
  }
  func.func private @recompose.softmax.0(%arg0: tensor<4x256xbf16>) -> tensor<4x256xbf16> {
    %1 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %2 = stablehlo.reduce(%arg0 init: %1) applies stablehlo.maximum across dimensions = [1] : (tensor<4x256xbf16>, tensor<bf16>) -> tensor<4xbf16>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<4xbf16>) -> tensor<4x256xbf16>
    %4 = stablehlo.subtract %arg0, %3 : tensor<4x256xbf16>
    %5 = stablehlo.exponential %4 : tensor<4x256xbf16>
    %6 = stablehlo.convert %5 : (tensor<4x256xbf16>) -> tensor<4x256xf32>
    %7 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %8 = stablehlo.reduce(%6 init: %7) applies stablehlo.add across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %9 = stablehlo.convert %8 : (tensor<4xf32>) -> tensor<4xbf16>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0] : (tensor<4xbf16>) -> tensor<4x256xbf16>
    %11 = stablehlo.divide %5, %10 : tensor<4x256xbf16>
    return %11 : tensor<4x256xbf16>
  }
}
