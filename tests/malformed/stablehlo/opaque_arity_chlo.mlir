module @m {
  func.func @main(%arg0: tensor<2x3xbf16>) -> tensor<2x3xbf16> {
    %0 = chlo.acos %arg0, %arg0 : tensor<2x3xbf16> -> tensor<2x3xbf16>
    return %0 : tensor<2x3xbf16>
  }
}
