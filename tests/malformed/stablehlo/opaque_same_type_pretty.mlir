module @m {
  func.func @main(%arg0: tensor<2x3xf64>) -> tensor<2x3xf32> {
    %0 = stablehlo.reverse %arg0, dims = [0] : tensor<2x3xf32>
    return %0 : tensor<2x3xf32>
  }
}
