module {
  func.func @main(%arg0: tensor<4xf32>) -> tensor<4xbf16> {
    %0 = stablehlo.negate %arg0 : tensor<4xbf16>
    return %0 : tensor<4xbf16>
  }
}
