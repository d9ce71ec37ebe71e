module @jit_grad_gelu_erf_sum_twos_folded {
  func.func public @main(%arg0: tensor<4x256xf32>) -> (tensor<4x256xf32>) {
    %1 = stablehlo.constant dense<7.07106769e-01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %3 = stablehlo.multiply %arg0, %2 : tensor<4x256xf32>
    %4 = chlo.erf %3 : tensor<4x256xf32> -> tensor<4x256xf32>
    %5 = stablehlo.constant dense<5.00000000e-01> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %7 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %9 = stablehlo.add %8, %4 : tensor<4x256xf32>
    %10 = stablehlo.multiply %6, %9 : tensor<4x256xf32>
    %11 = stablehlo.multiply %arg0, %arg0 : tensor<4x256xf32>
    %12 = stablehlo.constant dense<-5.00000000e-01> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %14 = stablehlo.multiply %11, %13 : tensor<4x256xf32>
    %15 = stablehlo.exponential %14 : tensor<4x256xf32>
    %16 = stablehlo.multiply %arg0, %15 : tensor<4x256xf32>
    %17 = stablehlo.constant dense<3.98942292e-01> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %19 = stablehlo.multiply %16, %18 : tensor<4x256xf32>
    %20 = stablehlo.add %10, %19 : tensor<4x256xf32>
    %21 = stablehlo.constant dense<2.00000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %23 = stablehlo.multiply %20, %22 : tensor<4x256xf32>
    return %23 : tensor<4x256xf32>
  }
}
