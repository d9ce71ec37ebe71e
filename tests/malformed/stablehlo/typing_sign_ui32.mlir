func.func @main(%a0: tensor<4xui32>) -> tensor<4xui32> {
  %0 = stablehlo.sign %a0 : tensor<4xui32>
  return %0 : tensor<4xui32>
}
