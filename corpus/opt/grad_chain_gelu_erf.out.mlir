module @jit_grad_chain_gelu_erf {
  func.func public @main(%arg0: tensor<4x256xf32>, %arg1: tensor<4x256xf32>) -> (tensor<4x256xf32>, tensor<4x256xf32>) {
    %11 = stablehlo.composite "recompose.gelu_erf" %arg0 {composite_attributes = {}, decomposition = @recompose.gelu_erf.0} : (tensor<4x256xf32>) -> tensor<4x256xf32>
    %22 = stablehlo.composite "recompose.gelu_erf" %11 {composite_attributes = {}, decomposition = @recompose.gelu_erf.0} : (tensor<4x256xf32>) -> tensor<4x256xf32>
    %43 = stablehlo.composite "recompose.gelu_erf_grad" %11, %arg1 {composite_attributes = {}, decomposition = @recompose.gelu_erf_grad.0} : (tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<4x256xf32>
    %64 = stablehlo.composite "recompose.gelu_erf_grad" %arg0, %43 {composite_attributes = {}, decomposition = @recompose.gelu_erf_grad.0} : (tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<4x256xf32>
    return %22, %64 : tensor<4x256xf32>, tensor<4x256xf32>
  }
  func.func private @recompose.gelu_erf_grad.0(%arg0: tensor<4x256xf32>, %arg1: tensor<4x256xf32>) -> tensor<4x256xf32> {
    %44 = stablehlo.constant dense<7.07106769e-01> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %46 = stablehlo.multiply %arg0, %45 : tensor<4x256xf32>
    %47 = chlo.erf %46 : tensor<4x256xf32> -> tensor<4x256xf32>
    %48 = stablehlo.constant dense<5.00000000e-01> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %50 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %52 = stablehlo.add %51, %47 : tensor<4x256xf32>
    %53 = stablehlo.multiply %49, %52 : tensor<4x256xf32>
    %54 = stablehlo.multiply %arg0, %arg0 : tensor<4x256xf32>
    %55 = stablehlo.constant dense<-5.00000000e-01> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %55, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %57 = stablehlo.multiply %54, %56 : tensor<4x256xf32>
    %58 = stablehlo.exponential %57 : tensor<4x256xf32>
    %59 = stablehlo.multiply %arg0, %58 : tensor<4x256xf32>
    %60 = stablehlo.constant dense<3.98942292e-01> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %62 = stablehlo.multiply %59, %61 : tensor<4x256xf32>
    %63 = stablehlo.add %53, %62 : tensor<4x256xf32>
    %64 = stablehlo.multiply %arg1, %63 : tensor<4x256xf32>
    return %64 : tensor<4x256xf32>
  }
  func.func private @recompose.gelu_erf.0(%arg0: tensor<4x256xf32>) -> tensor<4x256xf32> {
    %12 = stablehlo.constant dense<5.00000000e-01> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %14 = stablehlo.multiply %arg0, %13 : tensor<4x256xf32>
    %15 = stablehlo.constant dense<7.07106769e-01> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %17 = stablehlo.multiply %arg0, %16 : tensor<4x256xf32>
    %18 = chlo.erf %17 : tensor<4x256xf32> -> tensor<4x256xf32>
    %19 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %21 = stablehlo.add %18, %20 : tensor<4x256xf32>
    %22 = stablehlo.multiply %14, %21 : tensor<4x256xf32>
    return %22 : tensor<4x256xf32>
  }
}
