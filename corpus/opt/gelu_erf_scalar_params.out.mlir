module @jit_gelu_erf_scalar_params {
  func.func public @main(%arg0: tensor<4x256xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> (tensor<4x256xf32>) {
    %v0 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %v1 = stablehlo.compare  EQ, %arg1, %v0 : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %v2 = stablehlo.constant dense<1.414213538e+00> : tensor<f32>
    %v3 = stablehlo.compare  EQ, %arg2, %v2 : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %v4 = stablehlo.and %v1, %v3 : tensor<i1>
    %9 = "stablehlo.if"(%v4) ({
      %fast_9 = stablehlo.composite "recompose.gelu_erf" %arg0 {composite_attributes = {}, decomposition = @recompose.gelu_erf.0} : (tensor<4x256xf32>) -> tensor<4x256xf32>
      stablehlo.return %fast_9 : tensor<4x256xf32>
    }, {
      %v5 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
      %v6 = stablehlo.multiply %arg0, %v5 : tensor<4x256xf32>
      %v7 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
      %v8 = stablehlo.divide %arg0, %v7 : tensor<4x256xf32>
      %v9 = chlo.erf %v8 : tensor<4x256xf32> -> tensor<4x256xf32>
      %v10 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
      %v11 = stablehlo.broadcast_in_dim %v10, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
      %v12 = stablehlo.add %v9, %v11 : tensor<4x256xf32>
      %v13 = stablehlo.multiply %v6, %v12 : tensor<4x256xf32>
      stablehlo.return %v13 : tensor<4x256xf32>
    }) : (tensor<i1>) -> tensor<4x256xf32>
    return %9 : tensor<4x256xf32>
  }
  func.func private @recompose.gelu_erf.0(%arg0: tensor<4x256xf32>) -> tensor<4x256xf32> {
    %v14 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %v15 = stablehlo.constant dense<1.414213538e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %v14, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %2 = stablehlo.multiply %arg0, %1 : tensor<4x256xf32>
    %3 = stablehlo.broadcast_in_dim %v15, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %4 = stablehlo.divide %arg0, %3 : tensor<4x256xf32>
    %5 = chlo.erf %4 : tensor<4x256xf32> -> tensor<4x256xf32>
    %6 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %8 = stablehlo.add %5, %7 : tensor<4x256xf32>
    %9 = stablehlo.multiply %2, %8 : tensor<4x256xf32>
    return %9 : tensor<4x256xf32>
  }
}
