func.func @main(%arg0: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %c = arith.constant 0 : index
  %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
  %1 = stablehlo.add %arg0, %0 : tensor<2x3xf32>
  return %1 : tensor<2x3xf32>
}
