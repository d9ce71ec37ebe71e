func.func @main(%a0: tensor<2xf32>, %a1: tensor<3xi32>) -> tuple<tensor<2xf32>, tensor<3xf32>> {
  %t = stablehlo.tuple %a0, %a1 : tuple<tensor<2xf32>, tensor<3xf32>>
  return %t : tuple<tensor<2xf32>, tensor<3xf32>>
}
