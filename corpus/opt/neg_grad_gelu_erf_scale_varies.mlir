module @jit_neg_grad_gelu_erf_scale_varies {
  func.func public @main(%arg0: tensor<4x256xf32>) -> (tensor<4x256xf32>) {
    %1 = stablehlo.constant dense<2.00000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %3 = stablehlo.constant dense<1.00000000e-02> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %5 = stablehlo.multiply %arg0, %4 : tensor<4x256xf32>
    %6 = stablehlo.add %2, %5 : tensor<4x256xf32>
    %7 = stablehlo.constant dense<7.07106769e-01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %9 = stablehlo.multiply %arg0, %8 : tensor<4x256xf32>
    %10 = chlo.erf %9 : tensor<4x256xf32> -> tensor<4x256xf32>
    %11 = stablehlo.constant dense<5.00000000e-01> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %13 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %15 = stablehlo.add %14, %10 : tensor<4x256xf32>
    %16 = stablehlo.multiply %12, %15 : tensor<4x256xf32>
    %17 = stablehlo.multiply %arg0, %arg0 : tensor<4x256xf32>
    %18 = stablehlo.constant dense<-5.00000000e-01> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %20 = stablehlo.multiply %17, %19 : tensor<4x256xf32>
    %21 = stablehlo.exponential %20 : tensor<4x256xf32>
    %22 = stablehlo.multiply %arg0, %21 : tensor<4x256xf32>
    %23 = stablehlo.constant dense<3.98942292e-01> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %25 = stablehlo.multiply %22, %24 : tensor<4x256xf32>
    %26 = stablehlo.add %16, %25 : tensor<4x256xf32>
    %27 = stablehlo.multiply %26, %6 : tensor<4x256xf32>
    return %27 : tensor<4x256xf32>
  }
}
