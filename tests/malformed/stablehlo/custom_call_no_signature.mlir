module @m {
  func.func @main(%a: tensor<3x3xf32>) -> tensor<3x3xf32> {
    stablehlo.custom_call @f(%a) : (tensor<3x3xf32>) -> ()
    stablehlo.custom_call @f()
    return %a : tensor<3x3xf32>
  }
}
