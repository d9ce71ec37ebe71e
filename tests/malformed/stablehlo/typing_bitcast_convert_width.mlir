func.func @main(%a0: tensor<4xf32>) -> tensor<4xi16> {
  %0 = stablehlo.bitcast_convert %a0 : (tensor<4xf32>) -> tensor<4xi16>
  return %0 : tensor<4xi16>
}
