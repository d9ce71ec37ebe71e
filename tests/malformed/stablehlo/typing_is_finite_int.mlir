func.func @main(%a0: tensor<2xi32>) -> tensor<2xi1> {
  %0 = stablehlo.is_finite %a0 : (tensor<2xi32>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}
