func.func @main(%a: tensor<2xf32>) -> tensor<2x8xf32> {
  %0 = mhlo.broadcast_in_dim %a, dims = [0] : (tensor<2xf32>) -> tensor<2x8xf32>
  return %0 : tensor<2x8xf32>
}
