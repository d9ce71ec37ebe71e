module @jit_shared_rsqrt2_gelu_erf_blocks {
  func.func public @main(%arg0: tensor<2x64xf32>) -> (tensor<2x64xf32>) {
    %12 = stablehlo.composite "recompose.gelu_erf" %arg0 {composite_attributes = {}, decomposition = @recompose.gelu_erf.0} : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %13 = stablehlo.add %12, %arg0 : tensor<2x64xf32>
    %22 = stablehlo.composite "recompose.gelu_erf" %13 {composite_attributes = {}, decomposition = @recompose.gelu_erf.0} : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %23 = stablehlo.add %22, %arg0 : tensor<2x64xf32>
    %32 = stablehlo.composite "recompose.gelu_erf" %23 {composite_attributes = {}, decomposition = @recompose.gelu_erf.0} : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %33 = stablehlo.add %32, %arg0 : tensor<2x64xf32>
    return %33 : tensor<2x64xf32>
  }
  func.func private @recompose.gelu_erf.0(%arg0: tensor<2x64xf32>) -> tensor<2x64xf32> {
    %1 = stablehlo.constant dense<2.00000000e+00> : tensor<f32>
    %2 = stablehlo.rsqrt %1 : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %24 = stablehlo.constant dense<5.00000000e-01> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %26 = stablehlo.multiply %arg0, %25 : tensor<2x64xf32>
    %27 = stablehlo.multiply %arg0, %3 : tensor<2x64xf32>
    %28 = chlo.erf %27 : tensor<2x64xf32> -> tensor<2x64xf32>
    %29 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %31 = stablehlo.add %28, %30 : tensor<2x64xf32>
    %32 = stablehlo.multiply %26, %31 : tensor<2x64xf32>
    return %32 : tensor<2x64xf32>
  }
}
