func.func @main(%a0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.add %a0 : tensor<4xf32>
  return %0 : tensor<4xf32>
}
