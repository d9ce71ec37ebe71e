func.func @main(%a0: tensor<4xf32>, %a1: tensor<4xf32>, %a2: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.select %a0, %a1, %a2 : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
