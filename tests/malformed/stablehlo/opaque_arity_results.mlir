module @m {
  func.func @main(%arg0: tensor<2x3xf64>) -> tensor<2x3xf64> {
    %0:2 = stablehlo.reverse %arg0, dims = [0] : tensor<2x3xf64>
    return %0#0 : tensor<2x3xf64>
  }
}
