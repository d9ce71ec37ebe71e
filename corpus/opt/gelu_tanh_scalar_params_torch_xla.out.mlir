module @IrToHlo.40 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x16x256xbf16>, %arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<f32>) -> tensor<2x16x256xbf16> {
    %v0 = stablehlo.constant dense<7.978846e-01> : tensor<f32>
    %v1 = stablehlo.compare  EQ, %arg1, %v0 : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %v2 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %v3 = stablehlo.compare  EQ, %arg2, %v2 : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %v4 = stablehlo.and %v1, %v3 : tensor<i1>
    %v5 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %v6 = stablehlo.compare  EQ, %arg3, %v5 : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %v7 = stablehlo.and %v4, %v6 : tensor<i1>
    %19 = "stablehlo.if"(%v7) ({
      %fast_19 = stablehlo.composite "recompose.gelu_tanh" %arg0 {composite_attributes = {}, decomposition = @recompose.gelu_tanh.0} : (tensor<2x16x256xbf16>) -> tensor<2x16x256xbf16>
      stablehlo.return %fast_19 : tensor<2x16x256xbf16>
    }, {
      %v8 = stablehlo.convert %arg0 : (tensor<2x16x256xbf16>) -> tensor<2x16x256xf32>
      %v9 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
      %v10 = stablehlo.multiply %v8, %v9 : tensor<2x16x256xf32>
      %v11 = stablehlo.convert %v10 : (tensor<2x16x256xf32>) -> tensor<2x16x256xbf16>
      %v12 = stablehlo.convert %v11 : (tensor<2x16x256xbf16>) -> tensor<2x16x256xf32>
      %v13 = stablehlo.constant dense<3.000000e+00> : tensor<2x16x256xbf16>
      %v14 = stablehlo.power %arg0, %v13 : tensor<2x16x256xbf16>
      %v15 = stablehlo.convert %v14 : (tensor<2x16x256xbf16>) -> tensor<2x16x256xf32>
      %v16 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
      %v17 = stablehlo.multiply %v15, %v16 : tensor<2x16x256xf32>
      %v18 = stablehlo.convert %v17 : (tensor<2x16x256xf32>) -> tensor<2x16x256xbf16>
      %v19 = stablehlo.add %arg0, %v18 : tensor<2x16x256xbf16>
      %v20 = stablehlo.convert %v19 : (tensor<2x16x256xbf16>) -> tensor<2x16x256xf32>
      %v21 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
      %v22 = stablehlo.multiply %v20, %v21 : tensor<2x16x256xf32>
      %v23 = stablehlo.convert %v22 : (tensor<2x16x256xf32>) -> tensor<2x16x256xbf16>
      %v24 = stablehlo.tanh %v23 : tensor<2x16x256xbf16>
      %v25 = stablehlo.constant dense<1.000000e+00> : tensor<2x16x256xbf16>
      %v26 = stablehlo.add %v24, %v25 : tensor<2x16x256xbf16>
      %v27 = stablehlo.convert %v26 : (tensor<2x16x256xbf16>) -> tensor<2x16x256xf32>
      %v28 = stablehlo.multiply %v12, %v27 : tensor<2x16x256xf32>
      %v29 = stablehlo.convert %v28 : (tensor<2x16x256xf32>) -> tensor<2x16x256xbf16>
      stablehlo.return %v29 : tensor<2x16x256xbf16>
    }) : (tensor<i1>) -> tensor<2x16x256xbf16>
    return %19 : tensor<2x16x256xbf16>
  }
  func.func private @recompose.gelu_tanh.0(%arg0: tensor<2x16x256xbf16>) -> tensor<2x16x256xbf16> {
    %v30 = stablehlo.constant dense<7.978846e-01> : tensor<f32>
    %v31 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %v32 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %0 = stablehlo.convert %arg0 : (tensor<2x16x256xbf16>) -> tensor<2x16x256xf32>
    %1 = stablehlo.broadcast_in_dim %v32, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<2x16x256xf32>
    %3 = stablehlo.convert %2 : (tensor<2x16x256xf32>) -> tensor<2x16x256xbf16>
    %4 = stablehlo.convert %3 : (tensor<2x16x256xbf16>) -> tensor<2x16x256xf32>
    %cst_0 = stablehlo.constant dense<3.000000e+00> : tensor<2x16x256xbf16>
    %5 = stablehlo.power %arg0, %cst_0 : tensor<2x16x256xbf16>
    %6 = stablehlo.convert %5 : (tensor<2x16x256xbf16>) -> tensor<2x16x256xf32>
    %7 = stablehlo.broadcast_in_dim %v31, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<2x16x256xf32>
    %9 = stablehlo.convert %8 : (tensor<2x16x256xf32>) -> tensor<2x16x256xbf16>
    %10 = stablehlo.add %arg0, %9 : tensor<2x16x256xbf16>
    %11 = stablehlo.convert %10 : (tensor<2x16x256xbf16>) -> tensor<2x16x256xf32>
    %12 = stablehlo.broadcast_in_dim %v30, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %13 = stablehlo.multiply %11, %12 : tensor<2x16x256xf32>
    %14 = stablehlo.convert %13 : (tensor<2x16x256xf32>) -> tensor<2x16x256xbf16>
    %15 = stablehlo.tanh %14 : tensor<2x16x256xbf16>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<2x16x256xbf16>
    %16 = stablehlo.add %15, %cst : tensor<2x16x256xbf16>
    %17 = stablehlo.convert %16 : (tensor<2x16x256xbf16>) -> tensor<2x16x256xf32>
    %18 = stablehlo.multiply %4, %17 : tensor<2x16x256xf32>
    %19 = stablehlo.convert %18 : (tensor<2x16x256xf32>) -> tensor<2x16x256xbf16>
    return %19 : tensor<2x16x256xbf16>
  }
}
