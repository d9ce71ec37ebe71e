module @jit_chlo_softmax_rank_promoted {
  func.func public @main(%arg0: tensor<4x256xf32>) -> (tensor<4x256xf32>) {
    %7 = stablehlo.composite "recompose.softmax" %arg0 {composite_attributes = {cols = 4 : i64, inner = 256 : i64}, decomposition = @recompose.softmax.0} : (tensor<4x256xf32>) -> tensor<4x256xf32>
    return %7 : tensor<4x256xf32>
  }
  func.func private @recompose.softmax.0(%arg0: tensor<4x256xf32>) -> tensor<4x256xf32> {
    %1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %2 = stablehlo.reduce(%arg0 init: %1) applies stablehlo.maximum across dimensions = [0] : (tensor<4x256xf32>, tensor<f32>) -> tensor<256xf32>
    %v0 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<256xf32>) -> tensor<4x256xf32>
    %3 = stablehlo.subtract %arg0, %v0 : (tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<4x256xf32>
    %4 = stablehlo.exponential %3 : tensor<4x256xf32>
    %5 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%4 init: %5) applies stablehlo.add across dimensions = [0] : (tensor<4x256xf32>, tensor<f32>) -> tensor<256xf32>
    %v1 = stablehlo.broadcast_in_dim %6, dims = [1] : (tensor<256xf32>) -> tensor<4x256xf32>
    %7 = stablehlo.divide %4, %v1 : (tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<4x256xf32>
    return %7 : tensor<4x256xf32>
  }
}
