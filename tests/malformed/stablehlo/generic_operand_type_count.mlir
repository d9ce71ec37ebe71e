module @m {
  func.func public @main(%arg0: tensor<i1>, %arg1: tensor<2x3xf32>, %arg2: tensor<2x3xf32>) -> tensor<2x3xf32> {
    %0 = "stablehlo.case"() ({
      stablehlo.return %arg2 : tensor<2x3xf32>
    }, {
      stablehlo.return %arg1 : tensor<2x3xf32>
    }) : (tensor<i32>) -> tensor<2x3xf32>
    return %0 : tensor<2x3xf32>
  }
}
