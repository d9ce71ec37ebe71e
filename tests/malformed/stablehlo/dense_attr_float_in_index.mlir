module @m {
  func.func @main(%a: tensor<3x2xf32>) -> tensor<2x3xf32> {
    %1 = stablehlo.transpose %a, dims = [1, 0] {result_layout = dense<1.000000e+00> : tensor<2xindex>} : (tensor<3x2xf32>) -> tensor<2x3xf32>
    return %1 : tensor<2x3xf32>
  }
}
