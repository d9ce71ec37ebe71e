module @m {
  func.func @main(%a: tensor<2x3xf64>, %b: tensor<2x3xf64>) -> tensor<2x3xf64> {
    %0 = stablehlo.complex %a, %b : tensor<2x3xf64>
    return %a : tensor<2x3xf64>
  }
}
