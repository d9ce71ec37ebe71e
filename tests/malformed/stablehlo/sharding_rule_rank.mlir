module @m {
  func.func @main(%a: tensor<3x3xf32>) -> tensor<3x3xf32> {
    %0 = stablehlo.custom_call @f(%a) {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=3, j=3}>} : (tensor<3x3xf32>) -> tensor<3x3xf32>
    return %0 : tensor<3x3xf32>
  }
}
