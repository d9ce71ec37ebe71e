// recompose opt --report: names that JSON must escape. The second function's name holds
// a quote, a backslash, the two characters \n and a tab; its SiLU is skipped (the exp
// is also returned). tests/cli/test_report.py runs it under a file name with a quote,
// a backslash and a newline and compares the report with report_escapes.json.
module @jit_report_escapes {
  func.func public @main(%arg0: tensor<4x256xf32>) -> (tensor<4x256xf32>) {
    %1 = stablehlo.logistic %arg0 : tensor<4x256xf32>
    %2 = stablehlo.multiply %1, %arg0 : tensor<4x256xf32>
    return %2 : tensor<4x256xf32>
  }
  func.func public @"we\"ird\\fn\n	x"(%arg0: tensor<4x256xf32>) -> (tensor<4x256xf32>, tensor<4x256xf32>) {
    %1 = stablehlo.negate %arg0 : tensor<4x256xf32>
    %2 = stablehlo.exponential %1 : tensor<4x256xf32>
    %3 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %5 = stablehlo.add %4, %2 : tensor<4x256xf32>
    %6 = stablehlo.divide %4, %5 : tensor<4x256xf32>
    %7 = stablehlo.multiply %arg0, %6 : tensor<4x256xf32>
    return %7, %2 : tensor<4x256xf32>, tensor<4x256xf32>
  }
}
