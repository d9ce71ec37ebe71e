func.func @main(%a0: tensor<4xf32>, %a1: tensor<f32>) -> tensor<9xf32> {
  %0 = stablehlo.pad %a0, %a1, low = [1], high = [2], interior = [1] : (tensor<4xf32>, tensor<f32>) -> tensor<9xf32>
  return %0 : tensor<9xf32>
}
