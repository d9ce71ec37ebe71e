module @m {
  func.func public @main(%arg0: tensor<4x8xf32>, %arg1: tensor<f32>) -> (tensor<4x8xf32>) {
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %0 = stablehlo.compare  EQ, %arg1, %cst,  FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %1 = "stablehlo.if"(%arg1) ({
      %2 = stablehlo.logistic %arg0 : tensor<4x8xf32>
      %3 = stablehlo.multiply %arg0, %2 : tensor<4x8xf32>
      stablehlo.return %3 : tensor<4x8xf32>
    }, {
      %2 = stablehlo.tanh %arg0 : tensor<4x8xf32>
      stablehlo.return %2 : tensor<4x8xf32>
    }) : (tensor<f32>) -> tensor<4x8xf32>
    return %1 : tensor<4x8xf32>
  }
}
