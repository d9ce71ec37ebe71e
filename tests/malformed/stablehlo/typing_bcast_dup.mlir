func.func @main(%a0: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %0 = stablehlo.broadcast_in_dim %a0, dims = [1, 1] : (tensor<4x4xf32>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}
