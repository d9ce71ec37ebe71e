module @m {
  func.func @main(%arg0: tensor<2x3xf16>) -> tensor<2x3xf16> {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %0:2 = stablehlo.while(%iterArg = %c, %iterArg_0 = %arg0) : tensor<i8>, tensor<2x3xf16>
    cond {
      %c_1 = stablehlo.constant dense<3> : tensor<i64>
      %1 = stablehlo.compare LT, %iterArg, %c_1, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      %c_1 = stablehlo.constant dense<1> : tensor<i64>
      %1 = stablehlo.add %iterArg, %c_1 : tensor<i64>
      stablehlo.return %1, %iterArg_0 : tensor<i64>, tensor<2x3xf16>
    }
    return %0#1 : tensor<2x3xf16>
  }
}
