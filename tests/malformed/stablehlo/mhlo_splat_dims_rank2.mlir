func.func @main(%arg0: tensor<4xf32>) -> tensor<4x256xf32> {
  %0 = "mhlo.broadcast_in_dim"(%arg0) {broadcast_dimensions = dense<0> : tensor<3x1xi64>} : (tensor<4xf32>) -> tensor<4x256xf32>
  return %0 : tensor<4x256xf32>
}
