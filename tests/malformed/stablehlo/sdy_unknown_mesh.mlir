module @m {
  func.func @main(%arg0: tensor<3xf32>) -> tensor<3xf32> {
    %0 = sdy.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} dense<2.000000e+00> : tensor<3xf32>
    %1 = stablehlo.add %arg0, %0 : tensor<3xf32>
    return %1 : tensor<3xf32>
  }
}
