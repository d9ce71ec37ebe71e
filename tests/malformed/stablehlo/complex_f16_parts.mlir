module @m {
  func.func @main(%a: tensor<2x3xf16>, %b: tensor<2x3xf16>) -> tensor<2x3xcomplex<f16>> {
    %0 = stablehlo.complex %a, %b : tensor<2x3xcomplex<f16>>
    return %0 : tensor<2x3xcomplex<f16>>
  }
}
