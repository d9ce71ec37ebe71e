module @jit_if_case_kept_around_gelu {
  func.func public @main(%arg0: tensor<4x64xf32>, %arg1: tensor<i1>, %arg2: tensor<i32>) -> (tensor<4x64xf32>, tensor<4x64xf32>) {
    %0 = stablehlo.negate %arg0 : tensor<4x64xf32>
    %1 = stablehlo.abs %0 : tensor<4x64xf32>
    %2 = "stablehlo.if"(%arg1) ({
      %5 = stablehlo.logistic %0 : tensor<4x64xf32>
      %6 = stablehlo.multiply %0, %5 : tensor<4x64xf32>
      stablehlo.return %6 : tensor<4x64xf32>
    }, {
      %5 = stablehlo.tanh %arg0 : tensor<4x64xf32>
      stablehlo.return %5 : tensor<4x64xf32>
    }) : (tensor<i1>) -> tensor<4x64xf32>
    %7 = stablehlo.composite "recompose.gelu_erf" %2 {composite_attributes = {}, decomposition = @recompose.gelu_erf.0} : (tensor<4x64xf32>) -> tensor<4x64xf32>
    %8:2 = "stablehlo.case"(%arg2) ({
      stablehlo.return %2, %0 : tensor<4x64xf32>, tensor<4x64xf32>
    }, {
      %11 = stablehlo.exponential %0 : tensor<4x64xf32>
      stablehlo.return %11, %2 : tensor<4x64xf32>, tensor<4x64xf32>
    }) : (tensor<i32>) -> (tensor<4x64xf32>, tensor<4x64xf32>)
    %9 = stablehlo.add %8#0, %7 : tensor<4x64xf32>
    %10 = stablehlo.add %8#1, %1 : tensor<4x64xf32>
    return %9, %10 : tensor<4x64xf32>, tensor<4x64xf32>
  }
  func.func private @recompose.gelu_erf.0(%arg0: tensor<4x64xf32>) -> tensor<4x64xf32> {
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<4x64xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<4x64xf32>
    %cst_1 = stablehlo.constant dense<0.707106769> : tensor<4x64xf32>
    %3 = stablehlo.multiply %arg0, %cst_1 : tensor<4x64xf32>
    %4 = chlo.erf %3 : tensor<4x64xf32> -> tensor<4x64xf32>
    %5 = stablehlo.add %4, %cst_0 : tensor<4x64xf32>
    %6 = stablehlo.multiply %arg0, %cst : tensor<4x64xf32>
    %7 = stablehlo.multiply %6, %5 : tensor<4x64xf32>
    return %7 : tensor<4x64xf32>
  }
}
