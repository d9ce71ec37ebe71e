func.func @main(%a: tensor<f32>, %x: tensor<2x3xf32>, %b: tensor<f32>) -> tensor<2x3xf32> {
  %0 = stablehlo.clamp %a, %x, %b : tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}
