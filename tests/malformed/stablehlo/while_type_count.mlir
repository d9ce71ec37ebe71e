module @m {
  func.func public @main(%arg0: tensor<2x3xf64>) -> tensor<2x3xf64> {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %0:2 = stablehlo.while(%iterArg = %c, %c, %iterArg_0 = %arg0) : tensor<i64>, tensor<2x3xf64>
    cond {
      %c_1 = stablehlo.constant dense<3> : tensor<i64>
      %1 = stablehlo.compare LT, %iterArg, %c_1, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      %c_1 = stablehlo.constant dense<1> : tensor<i64>
      %2 = stablehlo.add %iterArg, %c_1 : tensor<i64>
      stablehlo.return %2, %iterArg_0 : tensor<i64>, tensor<2x3xf64>
    }
    return %0#1 : tensor<2x3xf64>
  }
}
