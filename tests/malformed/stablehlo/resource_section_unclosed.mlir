module @m {
  func.func public @main(%arg0: tensor<3xf32>) -> tensor<3xf32> {
    %cst = stablehlo.constant dense_resource<weights> : tensor<3xf32>
    %0 = stablehlo.multiply %arg0, %cst : tensor<3xf32>
    return %0 : tensor<3xf32>
  }
}
{-#
  dialect_resources: {
    builtin: {
      weights: "0x040000000000803F0000004000004040"
    }
  }
