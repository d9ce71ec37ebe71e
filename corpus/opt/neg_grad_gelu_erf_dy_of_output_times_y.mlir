module @jit_neg_grad_gelu_erf_dy_of_output_times_y {
  func.func public @main(%arg0: tensor<4x256xf32>, %arg1: tensor<4x256xf32>) -> (tensor<4x256xf32>, tensor<4x256xf32>) {
    %1 = stablehlo.constant dense<5.00000000e-01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %3 = stablehlo.multiply %arg0, %2 : tensor<4x256xf32>
    %4 = stablehlo.constant dense<7.07106769e-01> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<4x256xf32>
    %7 = chlo.erf %6 : tensor<4x256xf32> -> tensor<4x256xf32>
    %8 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %10 = stablehlo.add %7, %9 : tensor<4x256xf32>
    %11 = stablehlo.multiply %3, %10 : tensor<4x256xf32>
    %12 = stablehlo.multiply %11, %arg1 : tensor<4x256xf32>
    %13 = stablehlo.constant dense<7.07106769e-01> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %15 = stablehlo.multiply %arg0, %14 : tensor<4x256xf32>
    %16 = chlo.erf %15 : tensor<4x256xf32> -> tensor<4x256xf32>
    %17 = stablehlo.constant dense<5.00000000e-01> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %19 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %21 = stablehlo.add %20, %16 : tensor<4x256xf32>
    %22 = stablehlo.multiply %18, %21 : tensor<4x256xf32>
    %23 = stablehlo.multiply %arg0, %arg0 : tensor<4x256xf32>
    %24 = stablehlo.constant dense<-5.00000000e-01> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %26 = stablehlo.multiply %23, %25 : tensor<4x256xf32>
    %27 = stablehlo.exponential %26 : tensor<4x256xf32>
    %28 = stablehlo.multiply %arg0, %27 : tensor<4x256xf32>
    %29 = stablehlo.constant dense<3.98942292e-01> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %31 = stablehlo.multiply %28, %30 : tensor<4x256xf32>
    %32 = stablehlo.add %22, %31 : tensor<4x256xf32>
    %33 = stablehlo.multiply %11, %32 : tensor<4x256xf32>
    %34 = stablehlo.multiply %12, %33 : tensor<4x256xf32>
    return %11, %34 : tensor<4x256xf32>, tensor<4x256xf32>
  }
}
