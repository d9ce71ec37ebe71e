module @jit_gelu_tanh_scalar_params_train {
  func.func public @main(%arg0: tensor<4x256xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<f32>, %arg4: tensor<256x256xf32>, %arg5: tensor<f32>) -> (tensor<4x256xf32>, tensor<4x256xf32>) {
    %v0 = stablehlo.constant dense<7.978846e-01> : tensor<f32>
    %v1 = stablehlo.compare  EQ, %arg1, %v0 : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %v2 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %v3 = stablehlo.compare  EQ, %arg2, %v2 : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %v4 = stablehlo.and %v1, %v3 : tensor<i1>
    %v5 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %v6 = stablehlo.compare  EQ, %arg3, %v5 : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %v7 = stablehlo.and %v4, %v6 : tensor<i1>
    %14 = "stablehlo.if"(%v7) ({
      %fast_14 = stablehlo.composite "recompose.gelu_tanh" %arg0 {composite_attributes = {}, decomposition = @recompose.gelu_tanh.0} : (tensor<4x256xf32>) -> tensor<4x256xf32>
      stablehlo.return %fast_14 : tensor<4x256xf32>
    }, {
      %v8 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
      %v9 = stablehlo.multiply %arg0, %v8 : tensor<4x256xf32>
      %v10 = stablehlo.constant dense<3.00000000e+00> : tensor<f32>
      %v11 = stablehlo.broadcast_in_dim %v10, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
      %v12 = stablehlo.power %arg0, %v11 : tensor<4x256xf32>
      %v13 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
      %v14 = stablehlo.multiply %v12, %v13 : tensor<4x256xf32>
      %v15 = stablehlo.add %arg0, %v14 : tensor<4x256xf32>
      %v16 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
      %v17 = stablehlo.multiply %v15, %v16 : tensor<4x256xf32>
      %v18 = stablehlo.tanh %v17 : tensor<4x256xf32>
      %v19 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
      %v20 = stablehlo.broadcast_in_dim %v19, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
      %v21 = stablehlo.add %v18, %v20 : tensor<4x256xf32>
      %v22 = stablehlo.multiply %v9, %v21 : tensor<4x256xf32>
      stablehlo.return %v22 : tensor<4x256xf32>
    }) : (tensor<i1>) -> tensor<4x256xf32>
    %15 = stablehlo.tanh %14 : tensor<4x256xf32>
    %16 = stablehlo.dot_general %15, %arg4, contracting_dims = [1] x [0] : (tensor<4x256xf32>, tensor<256x256xf32>) -> tensor<4x256xf32>
    %v23 = stablehlo.constant dense<7.978846e-01> : tensor<f32>
    %v24 = stablehlo.compare  EQ, %arg1, %v23 : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %v25 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %v26 = stablehlo.compare  EQ, %arg2, %v25 : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %v27 = stablehlo.and %v24, %v26 : tensor<i1>
    %v28 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %v29 = stablehlo.compare  EQ, %arg3, %v28 : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %v30 = stablehlo.and %v27, %v29 : tensor<i1>
    %v31 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %v32 = stablehlo.compare  EQ, %arg5, %v31 : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %v33 = stablehlo.and %v30, %v32 : tensor<i1>
    %32 = "stablehlo.if"(%v33) ({
      %fast_32 = stablehlo.composite "recompose.gelu_tanh_grad" %arg0, %16 {composite_attributes = {}, decomposition = @recompose.gelu_tanh_grad.0} : (tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<4x256xf32>
      stablehlo.return %fast_32 : tensor<4x256xf32>
    }, {
      %v34 = stablehlo.constant dense<3.00000000e+00> : tensor<f32>
      %v35 = stablehlo.broadcast_in_dim %v34, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
      %v36 = stablehlo.power %arg0, %v35 : tensor<4x256xf32>
      %v37 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
      %v38 = stablehlo.multiply %v36, %v37 : tensor<4x256xf32>
      %v39 = stablehlo.add %arg0, %v38 : tensor<4x256xf32>
      %v40 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
      %v41 = stablehlo.multiply %v39, %v40 : tensor<4x256xf32>
      %v42 = stablehlo.tanh %v41 : tensor<4x256xf32>
      %v43 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
      %v44 = stablehlo.broadcast_in_dim %v43, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
      %v45 = stablehlo.add %v42, %v44 : tensor<4x256xf32>
      %v46 = stablehlo.multiply %16, %v45 : tensor<4x256xf32>
      %v47 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
      %v48 = stablehlo.multiply %v46, %v47 : tensor<4x256xf32>
      %v49 = stablehlo.multiply %arg0, %v47 : tensor<4x256xf32>
      %v50 = stablehlo.multiply %16, %v49 : tensor<4x256xf32>
      %v51 = stablehlo.multiply %v42, %v42 : tensor<4x256xf32>
      %v52 = stablehlo.subtract %v44, %v51 : tensor<4x256xf32>
      %v53 = stablehlo.multiply %v50, %v52 : tensor<4x256xf32>
      %v54 = stablehlo.multiply %v53, %v40 : tensor<4x256xf32>
      %v55 = stablehlo.constant dense<2.00000000e+00> : tensor<f32>
      %v56 = stablehlo.broadcast_in_dim %v55, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
      %v57 = stablehlo.power %arg0, %v56 : tensor<4x256xf32>
      %v58 = stablehlo.broadcast_in_dim %arg5, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
      %v59 = stablehlo.multiply %v57, %v58 : tensor<4x256xf32>
      %v60 = stablehlo.multiply %v59, %v37 : tensor<4x256xf32>
      %v61 = stablehlo.multiply %v54, %v60 : tensor<4x256xf32>
      %v62 = stablehlo.add %v54, %v61 : tensor<4x256xf32>
      %v63 = stablehlo.add %v48, %v62 : tensor<4x256xf32>
      stablehlo.return %v63 : tensor<4x256xf32>
    }) : (tensor<i1>) -> tensor<4x256xf32>
    return %14, %32 : tensor<4x256xf32>, tensor<4x256xf32>
  }
  func.func private @recompose.gelu_tanh_grad.0(%arg0: tensor<4x256xf32>, %arg1: tensor<4x256xf32>) -> tensor<4x256xf32> {
    %v64 = stablehlo.constant dense<7.978846e-01> : tensor<f32>
    %v65 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %v66 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %v67 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %0 = stablehlo.constant dense<3.00000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %2 = stablehlo.power %arg0, %1 : tensor<4x256xf32>
    %3 = stablehlo.broadcast_in_dim %v65, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %4 = stablehlo.multiply %2, %3 : tensor<4x256xf32>
    %5 = stablehlo.add %arg0, %4 : tensor<4x256xf32>
    %6 = stablehlo.broadcast_in_dim %v64, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %7 = stablehlo.multiply %5, %6 : tensor<4x256xf32>
    %8 = stablehlo.tanh %7 : tensor<4x256xf32>
    %11 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %13 = stablehlo.add %8, %12 : tensor<4x256xf32>
    %17 = stablehlo.multiply %arg1, %13 : tensor<4x256xf32>
    %9 = stablehlo.broadcast_in_dim %v66, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %18 = stablehlo.multiply %17, %9 : tensor<4x256xf32>
    %10 = stablehlo.multiply %arg0, %9 : tensor<4x256xf32>
    %19 = stablehlo.multiply %arg1, %10 : tensor<4x256xf32>
    %20 = stablehlo.multiply %8, %8 : tensor<4x256xf32>
    %21 = stablehlo.subtract %12, %20 : tensor<4x256xf32>
    %22 = stablehlo.multiply %19, %21 : tensor<4x256xf32>
    %23 = stablehlo.multiply %22, %6 : tensor<4x256xf32>
    %24 = stablehlo.constant dense<2.00000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %26 = stablehlo.power %arg0, %25 : tensor<4x256xf32>
    %27 = stablehlo.broadcast_in_dim %v67, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %28 = stablehlo.multiply %26, %27 : tensor<4x256xf32>
    %29 = stablehlo.multiply %28, %3 : tensor<4x256xf32>
    %30 = stablehlo.multiply %23, %29 : tensor<4x256xf32>
    %31 = stablehlo.add %23, %30 : tensor<4x256xf32>
    %32 = stablehlo.add %18, %31 : tensor<4x256xf32>
    return %32 : tensor<4x256xf32>
  }
  func.func private @recompose.gelu_tanh.0(%arg0: tensor<4x256xf32>) -> tensor<4x256xf32> {
    %v68 = stablehlo.constant dense<7.978846e-01> : tensor<f32>
    %v69 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %v70 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %v70, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %10 = stablehlo.multiply %arg0, %9 : tensor<4x256xf32>
    %0 = stablehlo.constant dense<3.00000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %2 = stablehlo.power %arg0, %1 : tensor<4x256xf32>
    %3 = stablehlo.broadcast_in_dim %v69, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %4 = stablehlo.multiply %2, %3 : tensor<4x256xf32>
    %5 = stablehlo.add %arg0, %4 : tensor<4x256xf32>
    %6 = stablehlo.broadcast_in_dim %v68, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %7 = stablehlo.multiply %5, %6 : tensor<4x256xf32>
    %8 = stablehlo.tanh %7 : tensor<4x256xf32>
    %11 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %13 = stablehlo.add %8, %12 : tensor<4x256xf32>
    %14 = stablehlo.multiply %10, %13 : tensor<4x256xf32>
    return %14 : tensor<4x256xf32>
  }
}
