func.func @main(%a0: tensor<4xi1>, %a1: tensor<4xi1>) -> tensor<4xi1> {
  %0 = stablehlo.shift_left %a0, %a1 : tensor<4xi1>
  return %0 : tensor<4xi1>
}
