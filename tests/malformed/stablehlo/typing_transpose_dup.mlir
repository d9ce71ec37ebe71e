func.func @main(%a0: tensor<4x8xf32>) -> tensor<8x4xf32> {
  %0 = stablehlo.transpose %a0, dims = [0, 0] : (tensor<4x8xf32>) -> tensor<8x4xf32>
  return %0 : tensor<8x4xf32>
}
