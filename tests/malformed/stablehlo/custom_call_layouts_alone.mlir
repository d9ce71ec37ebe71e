module @m {
  func.func @main(%a: tensor<3x3xf32>) -> tensor<3x3xf32> {
    %0 = stablehlo.custom_call @f(%a) {operand_layouts = [dense<[0, 1]> : tensor<2xindex>]} : (tensor<3x3xf32>) -> tensor<3x3xf32>
    return %0 : tensor<3x3xf32>
  }
}
