module @jit_softmax_mhlo {
  func.func public @main(%arg0: tensor<4x256xf32>) -> (tensor<4x256xf32>) {
    %9 = stablehlo.composite "recompose.softmax" %arg0 {composite_attributes = {cols = 256 : i64}, decomposition = @recompose.softmax.0} : (tensor<4x256xf32>) -> tensor<4x256xf32>
    return %9 : tensor<4x256xf32>
  }
  func.func private @recompose.softmax.0(%arg0: tensor<4x256xf32>) -> tensor<4x256xf32> {
    %1 = mhlo.constant dense<0xFF800000> : tensor<f32>
    %2 = mhlo.reduce(%arg0 init: %1) applies mhlo.maximum across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %3 = "mhlo.broadcast_in_dim"(%2) {broadcast_dimensions = dense<0> : tensor<1xi64>} : (tensor<4xf32>) -> tensor<4x256xf32>
    %4 = mhlo.subtract %arg0, %3 : tensor<4x256xf32>
    %5 = mhlo.exponential %4 : tensor<4x256xf32>
    %6 = mhlo.constant dense<0.00000000e+00> : tensor<f32>
    %7 = mhlo.reduce(%5 init: %6) applies mhlo.add across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %8 = "mhlo.broadcast_in_dim"(%7) {broadcast_dimensions = dense<0> : tensor<1xi64>} : (tensor<4xf32>) -> tensor<4x256xf32>
    %9 = mhlo.divide %5, %8 : tensor<4x256xf32>
    return %9 : tensor<4x256xf32>
  }
}
