func.func @main(%a0: tensor<3x4xf32>, %a1: tensor<5x5xf32>) -> tensor<3x5xf32> {
  %0 = stablehlo.dot %a0, %a1 : (tensor<3x4xf32>, tensor<5x5xf32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}
