module @jit_gelu_erf_scalar_params_train {
  func.func public @main(%arg0: tensor<4x256xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<256x256xf32>, %arg4: tensor<f32>) -> (tensor<4x256xf32>, tensor<4x256xf32>) {
    %v0 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %v1 = stablehlo.compare  EQ, %arg1, %v0 : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %v2 = stablehlo.constant dense<1.414213538e+00> : tensor<f32>
    %v3 = stablehlo.compare  EQ, %arg2, %v2 : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %v4 = stablehlo.and %v1, %v3 : tensor<i1>
    %8 = "stablehlo.if"(%v4) ({
      %fast_8 = stablehlo.composite "recompose.gelu_erf" %arg0 {composite_attributes = {}, decomposition = @recompose.gelu_erf.0} : (tensor<4x256xf32>) -> tensor<4x256xf32>
      stablehlo.return %fast_8 : tensor<4x256xf32>
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
    %9 = stablehlo.tanh %8 : tensor<4x256xf32>
    %10 = stablehlo.dot_general %9, %arg3, contracting_dims = [1] x [0] : (tensor<4x256xf32>, tensor<256x256xf32>) -> tensor<4x256xf32>
    %v14 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %v15 = stablehlo.compare  EQ, %arg1, %v14 : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %v16 = stablehlo.constant dense<1.414213538e+00> : tensor<f32>
    %v17 = stablehlo.compare  EQ, %arg2, %v16 : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %v18 = stablehlo.and %v15, %v17 : tensor<i1>
    %v19 = stablehlo.constant dense<1.128379226e+00> : tensor<f32>
    %v20 = stablehlo.compare  EQ, %arg4, %v19 : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %v21 = stablehlo.and %v18, %v20 : tensor<i1>
    %21 = "stablehlo.if"(%v21) ({
      %fast_21 = stablehlo.composite "recompose.gelu_erf_grad" %arg0, %10 {composite_attributes = {}, decomposition = @recompose.gelu_erf_grad.0} : (tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<4x256xf32>
      stablehlo.return %fast_21 : tensor<4x256xf32>
    }, {
      %v22 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
      %v23 = stablehlo.divide %arg0, %v22 : tensor<4x256xf32>
      %v24 = chlo.erf %v23 : tensor<4x256xf32> -> tensor<4x256xf32>
      %v25 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
      %v26 = stablehlo.broadcast_in_dim %v25, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
      %v27 = stablehlo.add %v24, %v26 : tensor<4x256xf32>
      %v28 = stablehlo.multiply %10, %v27 : tensor<4x256xf32>
      %v29 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
      %v30 = stablehlo.multiply %v28, %v29 : tensor<4x256xf32>
      %v31 = stablehlo.multiply %arg0, %v29 : tensor<4x256xf32>
      %v32 = stablehlo.multiply %10, %v31 : tensor<4x256xf32>
      %v33 = stablehlo.multiply %v23, %v23 : tensor<4x256xf32>
      %v34 = stablehlo.negate %v33 : tensor<4x256xf32>
      %v35 = stablehlo.exponential %v34 : tensor<4x256xf32>
      %v36 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
      %v37 = stablehlo.multiply %v35, %v36 : tensor<4x256xf32>
      %v38 = stablehlo.multiply %v32, %v37 : tensor<4x256xf32>
      %v39 = stablehlo.divide %v38, %v22 : tensor<4x256xf32>
      %v40 = stablehlo.add %v30, %v39 : tensor<4x256xf32>
      stablehlo.return %v40 : tensor<4x256xf32>
    }) : (tensor<i1>) -> tensor<4x256xf32>
    return %8, %21 : tensor<4x256xf32>, tensor<4x256xf32>
  }
  func.func private @recompose.gelu_erf_grad.0(%arg0: tensor<4x256xf32>, %arg1: tensor<4x256xf32>) -> tensor<4x256xf32> {
    %v41 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %v42 = stablehlo.constant dense<1.414213538e+00> : tensor<f32>
    %v43 = stablehlo.constant dense<1.128379226e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %v42, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %3 = stablehlo.divide %arg0, %2 : tensor<4x256xf32>
    %4 = chlo.erf %3 : tensor<4x256xf32> -> tensor<4x256xf32>
    %5 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %7 = stablehlo.add %4, %6 : tensor<4x256xf32>
    %11 = stablehlo.multiply %arg1, %7 : tensor<4x256xf32>
    %0 = stablehlo.broadcast_in_dim %v41, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %12 = stablehlo.multiply %11, %0 : tensor<4x256xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<4x256xf32>
    %13 = stablehlo.multiply %arg1, %1 : tensor<4x256xf32>
    %14 = stablehlo.multiply %3, %3 : tensor<4x256xf32>
    %15 = stablehlo.negate %14 : tensor<4x256xf32>
    %16 = stablehlo.exponential %15 : tensor<4x256xf32>
    %17 = stablehlo.broadcast_in_dim %v43, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %18 = stablehlo.multiply %16, %17 : tensor<4x256xf32>
    %19 = stablehlo.multiply %13, %18 : tensor<4x256xf32>
    %20 = stablehlo.divide %19, %2 : tensor<4x256xf32>
    %21 = stablehlo.add %12, %20 : tensor<4x256xf32>
    return %21 : tensor<4x256xf32>
  }
  func.func private @recompose.gelu_erf.0(%arg0: tensor<4x256xf32>) -> tensor<4x256xf32> {
    %v44 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %v45 = stablehlo.constant dense<1.414213538e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %v44, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<4x256xf32>
    %2 = stablehlo.broadcast_in_dim %v45, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %3 = stablehlo.divide %arg0, %2 : tensor<4x256xf32>
    %4 = chlo.erf %3 : tensor<4x256xf32> -> tensor<4x256xf32>
    %5 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %7 = stablehlo.add %4, %6 : tensor<4x256xf32>
    %8 = stablehlo.multiply %1, %7 : tensor<4x256xf32>
    return %8 : tensor<4x256xf32>
  }
}
