func.func @main(%a0: tensor<2x3xf32>, %a1: tensor<4x3xf32>) -> tensor<7x3xf32> {
  %0 = stablehlo.concatenate %a0, %a1, dim = 0 : (tensor<2x3xf32>, tensor<4x3xf32>) -> tensor<7x3xf32>
  return %0 : tensor<7x3xf32>
}
