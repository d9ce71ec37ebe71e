func.func @main(%a0: tensor<2x3x4xf32>, %a1: tensor<2x4x5xf32>) -> tensor<2x5x3xf32> {
  %0 = stablehlo.dot_general %a0, %a1, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x5x3xf32>
  return %0 : tensor<2x5x3xf32>
}
