module @jit_grad_rms_norm_sum_ones_folded {
  func.func public @main(%arg0: tensor<4x256xf32>, %arg1: tensor<256xf32>) -> (tensor<4x256xf32>) {
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<256xf32>) -> tensor<4x256xf32>
    %2 = stablehlo.multiply %arg0, %arg0 : tensor<4x256xf32>
    %3 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%2 init: %3) applies stablehlo.add across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %5 = stablehlo.constant dense<3.90625000e-03> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %7 = stablehlo.multiply %4, %6 : tensor<4xf32>
    %8 = stablehlo.constant dense<1.00000000e-06> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %10 = stablehlo.add %7, %9 : tensor<4xf32>
    %11 = stablehlo.rsqrt %10 : tensor<4xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %13 = stablehlo.multiply %1, %12 : tensor<4x256xf32>
    %14 = stablehlo.multiply %arg0, %1 : tensor<4x256xf32>
    %15 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %16 = stablehlo.reduce(%14 init: %15) applies stablehlo.add across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %17 = stablehlo.divide %11, %10 : tensor<4xf32>
    %18 = stablehlo.constant dense<-5.00000000e-01> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %20 = stablehlo.multiply %17, %19 : tensor<4xf32>
    %21 = stablehlo.multiply %16, %20 : tensor<4xf32>
    %22 = stablehlo.constant dense<2.56000000e+02> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %24 = stablehlo.divide %21, %23 : tensor<4xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %26 = stablehlo.constant dense<2.00000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %28 = stablehlo.multiply %arg0, %27 : tensor<4x256xf32>
    %29 = stablehlo.multiply %25, %28 : tensor<4x256xf32>
    %30 = stablehlo.add %13, %29 : tensor<4x256xf32>
    return %30 : tensor<4x256xf32>
  }
}
