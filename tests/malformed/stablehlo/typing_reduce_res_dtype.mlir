func.func @main(%a0: tensor<4x8xf32>, %a1: tensor<f32>) -> tensor<4xf16> {
  %0 = stablehlo.reduce(%a0 init: %a1) applies stablehlo.add across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf16>
  return %0 : tensor<4xf16>
}
