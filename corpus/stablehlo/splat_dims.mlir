module @jit_splat_dims {
  func.func public @main(%arg0: tensor<4x256xf32>, %arg1: tensor<4xf32>) -> (tensor<4x256xf32>, tensor<4x4x3xf32>) {
    %0 = mhlo.constant dense<1.000000e+00> : tensor<f32>
    %1 = "mhlo.broadcast_in_dim"(%0) {broadcast_dimensions = dense<0> : tensor<0xi64>} : (tensor<f32>) -> tensor<4x256xf32>
    %2 = mhlo.add %1, %arg0 : tensor<4x256xf32>
    %3 = "mhlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = dense<1> : tensor<1xi64>} : (tensor<4xf32>) -> tensor<4x4x3xf32>
    return %2, %3 : tensor<4x256xf32>, tensor<4x4x3xf32>
  }
}
