module @m {
  func.func @main(%a: tensor<2x3xf32>, %b: tensor<1x2x3xf32>) -> tensor<2x3xcomplex<f32>> {
    %0 = stablehlo.complex %a, %b : tensor<2x3xcomplex<f32>>
    return %0 : tensor<2x3xcomplex<f32>>
  }
}
