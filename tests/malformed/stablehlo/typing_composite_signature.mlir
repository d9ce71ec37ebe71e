func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.composite "my.op" %a {decomposition = @dec} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func private @dec(%x: tensor<2xf32>) -> tensor<2xf32> {
  return %x : tensor<2xf32>
}
