module @jit_grad_gelu_erf_mean_folded {
  func.func public @main(%arg0: tensor<4x256xf32>) -> (tensor<4x256xf32>) {
    %v0 = stablehlo.constant dense<9.765625e-04> : tensor<4x256xf32>
    %23 = stablehlo.composite "recompose.gelu_erf_grad" %arg0, %v0 {composite_attributes = {}, decomposition = @recompose.gelu_erf_grad.0} : (tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<4x256xf32>
    return %23 : tensor<4x256xf32>
  }
  func.func private @recompose.gelu_erf_grad.0(%arg0: tensor<4x256xf32>, %arg1: tensor<4x256xf32>) -> tensor<4x256xf32> {
    %1 = stablehlo.constant dense<9.76562500e-04> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %3 = stablehlo.constant dense<7.07106769e-01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %5 = stablehlo.multiply %arg0, %4 : tensor<4x256xf32>
    %6 = chlo.erf %5 : tensor<4x256xf32> -> tensor<4x256xf32>
    %7 = stablehlo.constant dense<5.00000000e-01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %9 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %11 = stablehlo.add %10, %6 : tensor<4x256xf32>
    %12 = stablehlo.multiply %8, %11 : tensor<4x256xf32>
    %13 = stablehlo.multiply %arg0, %arg0 : tensor<4x256xf32>
    %14 = stablehlo.constant dense<-5.00000000e-01> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %16 = stablehlo.multiply %13, %15 : tensor<4x256xf32>
    %17 = stablehlo.exponential %16 : tensor<4x256xf32>
    %18 = stablehlo.multiply %arg0, %17 : tensor<4x256xf32>
    %19 = stablehlo.constant dense<3.98942292e-01> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %21 = stablehlo.multiply %18, %20 : tensor<4x256xf32>
    %22 = stablehlo.add %12, %21 : tensor<4x256xf32>
    %23 = stablehlo.multiply %2, %22 : tensor<4x256xf32>
    return %23 : tensor<4x256xf32>
  }
}
