module @loop_with_blocks {
  func.func @main(%arg0: tensor<4xf32>, %arg1: tensor<i32>) -> tensor<4xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<4xf32>
    %c = stablehlo.constant dense<3> : tensor<i32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %0:2 = stablehlo.while(%iterArg = %arg0, %iterArg_1 = %arg1) : tensor<4xf32>, tensor<i32>
    cond {
      %4 = stablehlo.compare  LT, %iterArg_1, %c,  SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    } do {
      %4 = stablehlo.add %iterArg, %cst : tensor<4xf32>
      cf.br ^bb1(%4 : tensor<4xf32>)
    ^bb1(%5: tensor<4xf32>):  // the second block: kept as written
      %6 = stablehlo.tanh %5 : tensor<4xf32>
      %7 = stablehlo.add %iterArg_1, %c_0 : tensor<i32>
      stablehlo.return %6, %7 : tensor<4xf32>, tensor<i32>
    }
    %1 = "test.multi_block"(%0#0) ({
    ^bb0(%a: tensor<4xf32>):
      "cf.br"(%a)[^bb1] : (tensor<4xf32>) -> ()
    ^bb1(%b: tensor<4xf32>):
      "test.yield"(%b, %cst) : (tensor<4xf32>, tensor<4xf32>) -> ()
    }) : (tensor<4xf32>) -> tensor<4xf32>
    %2 = stablehlo.logistic %1 : tensor<4xf32>
    %3 = stablehlo.multiply %1, %2 : tensor<4xf32>
    return %3 : tensor<4xf32>
  }
}
