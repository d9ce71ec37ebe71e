module @m {
  func.func public @main(%arg0: tensor<i32>, %arg1: tensor<2x3xi32>) -> tensor<2x3xi32> {
    %1 = "stablehlo.case"(%arg0) ({
      stablehlo.return  : tensor<2x3xi32>
    }, {
      stablehlo.return %arg1 : tensor<2x3xi32>
    }) : (tensor<i32>) -> tensor<2x3xi32>
    return %1 : tensor<2x3xi32>
  }
}
