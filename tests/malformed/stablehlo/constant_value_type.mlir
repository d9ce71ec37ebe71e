func.func @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<4xf64>}> : () -> tensor<4xf32>
  %1 = stablehlo.multiply %arg0, %0 : tensor<4xf32>
  return %1 : tensor<4xf32>
}
