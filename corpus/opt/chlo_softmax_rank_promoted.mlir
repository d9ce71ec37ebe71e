module @jit_chlo_softmax_rank_promoted {
  func.func public @main(%arg0: tensor<4x256xf32>) -> (tensor<4x256xf32>) {
    %1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %2 = stablehlo.reduce(%arg0 init: %1) applies stablehlo.maximum across dimensions = [0] : (tensor<4x256xf32>, tensor<f32>) -> tensor<256xf32>
    %3 = chlo.broadcast_subtract %arg0, %2 : (tensor<4x256xf32>, tensor<256xf32>) -> tensor<4x256xf32>
    %4 = stablehlo.exponential %3 : tensor<4x256xf32>
    %5 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%4 init: %5) applies stablehlo.add across dimensions = [0] : (tensor<4x256xf32>, tensor<f32>) -> tensor<256xf32>
    %7 = chlo.broadcast_divide %4, %6 {broadcast_dimensions = array<i64: 1>} : (tensor<4x256xf32>, tensor<256xf32>) -> tensor<4x256xf32>
    return %7 : tensor<4x256xf32>
  }
}
