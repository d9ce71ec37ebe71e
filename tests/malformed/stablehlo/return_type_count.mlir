module @m {
  func.func public @main(%arg0: tensor<i32>, %arg1: tensor<2x3xbf16>, %arg2: tensor<2x3xbf16>) -> tensor<2x3xbf16> {
    %0 = "stablehlo.case"(%arg0) ({
      stablehlo.return %arg2 : tensor<2x3xbf16>
    }, {
      stablehlo.return %arg1, %arg1 : tensor<2x3xbf16>
    }) : (tensor<i32>) -> tensor<2x3xbf16>
    return %0 : tensor<2x3xbf16>
  }
}
