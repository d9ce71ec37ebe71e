module @m {
  func.func @main(%a: tensor<2x3xcomplex<f32>>) -> tensor<2x1xf32> {
    %0 = stablehlo.real %a : (tensor<2x3xcomplex<f32>>) -> tensor<2x1xf32>
    return %0 : tensor<2x1xf32>
  }
}
