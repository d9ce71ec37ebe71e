module @jit_neg_grad_rms_norm_splat_dy_squared {
  func.func public @main(%arg0: tensor<4x256xf32>) -> (tensor<4x256xf32>) {
    %1 = stablehlo.constant dense<5.00000000e-01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %3 = stablehlo.multiply %arg0, %arg0 : tensor<4x256xf32>
    %4 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%3 init: %4) applies stablehlo.add across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %6 = stablehlo.constant dense<3.90625000e-03> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %8 = stablehlo.multiply %5, %7 : tensor<4xf32>
    %9 = stablehlo.constant dense<1.00000000e-06> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %11 = stablehlo.add %8, %10 : tensor<4xf32>
    %12 = stablehlo.rsqrt %11 : tensor<4xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %14 = stablehlo.multiply %2, %13 : tensor<4x256xf32>
    %15 = stablehlo.multiply %2, %2 : tensor<4x256xf32>
    %16 = stablehlo.multiply %arg0, %15 : tensor<4x256xf32>
    %17 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %18 = stablehlo.reduce(%16 init: %17) applies stablehlo.add across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %19 = stablehlo.divide %12, %11 : tensor<4xf32>
    %20 = stablehlo.constant dense<-5.00000000e-01> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %22 = stablehlo.multiply %19, %21 : tensor<4xf32>
    %23 = stablehlo.multiply %18, %22 : tensor<4xf32>
    %24 = stablehlo.constant dense<2.56000000e+02> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %26 = stablehlo.divide %23, %25 : tensor<4xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %28 = stablehlo.constant dense<2.00000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %30 = stablehlo.multiply %arg0, %29 : tensor<4x256xf32>
    %31 = stablehlo.multiply %27, %30 : tensor<4x256xf32>
    %32 = stablehlo.add %14, %31 : tensor<4x256xf32>
    return %32 : tensor<4x256xf32>
  }
}
