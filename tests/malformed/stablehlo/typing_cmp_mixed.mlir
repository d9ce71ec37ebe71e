func.func @main(%a0: tensor<4xf32>, %a1: tensor<4xi32>) -> tensor<4xi1> {
  %0 = stablehlo.compare GT, %a0, %a1 : (tensor<4xf32>, tensor<4xi32>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}
