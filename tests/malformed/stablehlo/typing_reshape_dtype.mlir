func.func @main(%a0: tensor<2x6xf32>) -> tensor<3x4xf16> {
  %0 = stablehlo.reshape %a0 : (tensor<2x6xf32>) -> tensor<3x4xf16>
  return %0 : tensor<3x4xf16>
}
