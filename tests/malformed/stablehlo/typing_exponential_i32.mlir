func.func @main(%a0: tensor<4xi32>) -> tensor<4xi32> {
  %0 = stablehlo.exponential %a0 : tensor<4xi32>
  return %0 : tensor<4xi32>
}
