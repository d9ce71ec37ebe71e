func.func @main(%a0: tensor<8x4xf32>) -> tensor<6x4xf32> {
  %0 = stablehlo.slice %a0 [1:7:0, 0:4] : (tensor<8x4xf32>) -> tensor<6x4xf32>
  return %0 : tensor<6x4xf32>
}
