func.func @main(%a: tensor<2x3xf32>, %b: tensor<2x3xi1>) -> tensor<2x3xf32> {
  %0 = chlo.broadcast_select %b, %a : (tensor<2x3xi1>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}
