module @m {
  func.func @main(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {
    %0 = stablehlo.reverse %a, dims = [1, 1] : tensor<2x3xf32>
    return %0 : tensor<2x3xf32>
  }
}
