module @jit_sigmoid_mhlo_recip {
  func.func public @main(%arg0: tensor<4x256xf32>) -> (tensor<4x256xf32>) {
    %1 = mhlo.constant dense<1.00000000e+00> : tensor<f32>
    %2 = "mhlo.broadcast_in_dim"(%1) {broadcast_dimensions = dense<> : tensor<0xi64>} : (tensor<f32>) -> tensor<4x256xf32>
    %3 = mhlo.negate %arg0 : tensor<4x256xf32>
    %4 = mhlo.exponential %3 : tensor<4x256xf32>
    %5 = mhlo.add %2, %4 : tensor<4x256xf32>
    %6 = mhlo.divide %2, %5 : tensor<4x256xf32>
    return %6 : tensor<4x256xf32>
  }
}
