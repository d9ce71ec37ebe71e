module @jit_grad_rms_norm_mean_splat_dy {
  func.func public @main(%arg0: tensor<4x256xf32>) -> (tensor<4x256xf32>) {
    %1 = stablehlo.constant dense<9.76562500e-04> : tensor<f32>
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
    %15 = stablehlo.multiply %arg0, %2 : tensor<4x256xf32>
    %16 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %17 = stablehlo.reduce(%15 init: %16) applies stablehlo.add across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %18 = stablehlo.divide %12, %11 : tensor<4xf32>
    %19 = stablehlo.constant dense<-5.00000000e-01> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %21 = stablehlo.multiply %18, %20 : tensor<4xf32>
    %22 = stablehlo.multiply %17, %21 : tensor<4xf32>
    %23 = stablehlo.constant dense<2.56000000e+02> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %25 = stablehlo.divide %22, %24 : tensor<4xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %27 = stablehlo.constant dense<2.00000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %29 = stablehlo.multiply %arg0, %28 : tensor<4x256xf32>
    %30 = stablehlo.multiply %26, %29 : tensor<4x256xf32>
    %31 = stablehlo.add %14, %30 : tensor<4x256xf32>
    return %31 : tensor<4x256xf32>
  }
}
