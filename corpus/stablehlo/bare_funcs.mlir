func.func @main(%arg0: tensor<3xf32>) -> tensor<3xf32> {
  %0 = func.call @helper(%arg0) : (tensor<3xf32>) -> tensor<3xf32>
  %1 = stablehlo.tanh %0 : tensor<3xf32>
  func.return %1 : tensor<3xf32>
}
func.func private @helper(%arg0: tensor<3xf32>) -> tensor<3xf32> {
  %0 = stablehlo.sqrt %arg0 : tensor<3xf32>
  func.return %0 : tensor<3xf32>
}
