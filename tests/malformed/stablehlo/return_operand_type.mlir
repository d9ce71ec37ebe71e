func.func @main(%a: tensor<2x3xf64>) -> tensor<2x3xf64> {
  %0 = stablehlo.negate %a : tensor<2x3xf64>
  return %0 : tensor<2x2xf64>
}
