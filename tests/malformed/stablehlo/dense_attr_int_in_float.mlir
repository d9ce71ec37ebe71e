module @m {
  func.func @main(%a: tensor<3x2xf32>) -> tensor<2x3xf32> {
    %1 = "stablehlo.transpose"(%a) {permutation = array<i64: 1, 0>, foo = dense<1.0> : tensor<2xf32>, bar = dense<1> : tensor<2xf32>} : (tensor<3x2xf32>) -> tensor<2x3xf32>
    return %1 : tensor<2x3xf32>
  }
}
