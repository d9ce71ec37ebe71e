func.func @main(%arg0: tensor<f32>) -> tensor<4x256xf32> {
  %0 = "mhlo.broadcast_in_dim"(%arg0) {broadcast_dimensions = dense<> : tensor<1xi64>} : (tensor<f32>) -> tensor<4x256xf32>
  return %0 : tensor<4x256xf32>
}
