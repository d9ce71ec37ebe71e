func.func @main(%a0: tensor<4xf32>) -> tensor<4xf32> {
  %0:2 = stablehlo.negate %a0 : (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  return %0#0 : tensor<4xf32>
}
