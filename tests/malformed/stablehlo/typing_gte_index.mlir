func.func @main(%a0: tensor<2xf32>, %a1: tensor<3xi32>) -> tensor<3xi32> {
  %t = stablehlo.tuple %a0, %a1 : tuple<tensor<2xf32>, tensor<3xi32>>
  %0 = stablehlo.get_tuple_element %t[2] : (tuple<tensor<2xf32>, tensor<3xi32>>) -> tensor<3xi32>
  return %0 : tensor<3xi32>
}
