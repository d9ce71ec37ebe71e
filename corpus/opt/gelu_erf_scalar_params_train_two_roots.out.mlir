module @jit_gelu_erf_scalar_params_train_two_roots {
  func.func public @main(%arg0: tensor<4x256xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<256x256xf32>, %arg4: tensor<f32>) -> (tensor<4x256xf32>, tensor<4x256xf32>, tensor<4x256xf32>) {
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
    %12, %21 = "stablehlo.if"(%v21) ({
      %v22 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %v23 = stablehlo.constant dense<1.414213538e+00> : tensor<f32>
      %v24 = stablehlo.broadcast_in_dim %v23, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
      %v25 = stablehlo.divide %arg0, %v24 : tensor<4x256xf32>
      %v26 = chlo.erf %v25 : tensor<4x256xf32> -> tensor<4x256xf32>
      %v27 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
      %v28 = stablehlo.broadcast_in_dim %v27, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
      %v29 = stablehlo.add %v26, %v28 : tensor<4x256xf32>
      %v30 = stablehlo.multiply %10, %v29 : tensor<4x256xf32>
      %v31 = stablehlo.broadcast_in_dim %v22, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
      %v32 = stablehlo.multiply %v30, %v31 : tensor<4x256xf32>
      %fast_21 = stablehlo.composite "recompose.gelu_erf_grad" %arg0, %10 {composite_attributes = {}, decomposition = @recompose.gelu_erf_grad.0} : (tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<4x256xf32>
      stablehlo.return %v32, %fast_21 : tensor<4x256xf32>, tensor<4x256xf32>
    }, {
      %v33 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
      %v34 = stablehlo.divide %arg0, %v33 : tensor<4x256xf32>
      %v35 = chlo.erf %v34 : tensor<4x256xf32> -> tensor<4x256xf32>
      %v36 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
      %v37 = stablehlo.broadcast_in_dim %v36, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
      %v38 = stablehlo.add %v35, %v37 : tensor<4x256xf32>
      %v39 = stablehlo.multiply %10, %v38 : tensor<4x256xf32>
      %v40 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
      %v41 = stablehlo.multiply %v39, %v40 : tensor<4x256xf32>
      %v42 = stablehlo.multiply %arg0, %v40 : tensor<4x256xf32>
      %v43 = stablehlo.multiply %10, %v42 : tensor<4x256xf32>
      %v44 = stablehlo.multiply %v34, %v34 : tensor<4x256xf32>
      %v45 = stablehlo.negate %v44 : tensor<4x256xf32>
      %v46 = stablehlo.exponential %v45 : tensor<4x256xf32>
      %v47 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
      %v48 = stablehlo.multiply %v46, %v47 : tensor<4x256xf32>
      %v49 = stablehlo.multiply %v43, %v48 : tensor<4x256xf32>
      %v50 = stablehlo.divide %v49, %v33 : tensor<4x256xf32>
      %v51 = stablehlo.add %v41, %v50 : tensor<4x256xf32>
      stablehlo.return %v41, %v51 : tensor<4x256xf32>, tensor<4x256xf32>
    }) : (tensor<i1>) -> (tensor<4x256xf32>, tensor<4x256xf32>)
    return %8, %21, %12 : tensor<4x256xf32>, tensor<4x256xf32>, tensor<4x256xf32>
  }
  func.func private @recompose.gelu_erf_grad.0(%arg0: tensor<4x256xf32>, %arg1: tensor<4x256xf32>) -> tensor<4x256xf32> {
    %v52 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %v53 = stablehlo.constant dense<1.414213538e+00> : tensor<f32>
    %v54 = stablehlo.constant dense<1.128379226e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %v53, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %3 = stablehlo.divide %arg0, %2 : tensor<4x256xf32>
    %4 = chlo.erf %3 : tensor<4x256xf32> -> tensor<4x256xf32>
    %5 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %7 = stablehlo.add %4, %6 : tensor<4x256xf32>
    %11 = stablehlo.multiply %arg1, %7 : tensor<4x256xf32>
    %0 = stablehlo.broadcast_in_dim %v52, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %12 = stablehlo.multiply %11, %0 : tensor<4x256xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<4x256xf32>
    %13 = stablehlo.multiply %arg1, %1 : tensor<4x256xf32>
    %14 = stablehlo.multiply %3, %3 : tensor<4x256xf32>
    %15 = stablehlo.negate %14 : tensor<4x256xf32>
    %16 = stablehlo.exponential %15 : tensor<4x256xf32>
    %17 = stablehlo.broadcast_in_dim %v54, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %18 = stablehlo.multiply %16, %17 : tensor<4x256xf32>
    %19 = stablehlo.multiply %13, %18 : tensor<4x256xf32>
    %20 = stablehlo.divide %19, %2 : tensor<4x256xf32>
    %21 = stablehlo.add %12, %20 : tensor<4x256xf32>
    return %21 : tensor<4x256xf32>
  }
  func.func private @recompose.gelu_erf.0(%arg0: tensor<4x256xf32>) -> tensor<4x256xf32> {
    %v55 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %v56 = stablehlo.constant dense<1.414213538e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %v55, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<4x256xf32>
    %2 = stablehlo.broadcast_in_dim %v56, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %3 = stablehlo.divide %arg0, %2 : tensor<4x256xf32>
    %4 = chlo.erf %3 : tensor<4x256xf32> -> tensor<4x256xf32>
    %5 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %7 = stablehlo.add %4, %6 : tensor<4x256xf32>
    %8 = stablehlo.multiply %1, %7 : tensor<4x256xf32>
    return %8 : tensor<4x256xf32>
  }
}
