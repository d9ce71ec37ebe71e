module @jit_layer_norm_train_mean_rsqrt_reused {
  func.func public @main(%arg0: tensor<4x256xf32>, %arg1: tensor<256xf32>, %arg2: tensor<256xf32>) -> (tensor<4x256xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x256xf32>) {
    %1 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%arg0 init: %1) applies stablehlo.add across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %3 = stablehlo.constant dense<3.90625000e-03> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %5 = stablehlo.multiply %2, %4 : tensor<4xf32>
    %6 = stablehlo.multiply %arg0, %arg0 : tensor<4x256xf32>
    %7 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %8 = stablehlo.reduce(%6 init: %7) applies stablehlo.add across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %9 = stablehlo.constant dense<3.90625000e-03> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %11 = stablehlo.multiply %8, %10 : tensor<4xf32>
    %12 = stablehlo.multiply %5, %5 : tensor<4xf32>
    %13 = stablehlo.subtract %11, %12 : tensor<4xf32>
    %14 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %16 = stablehlo.maximum %13, %15 : tensor<4xf32>
    %17 = stablehlo.constant dense<1.00000000e-06> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %19 = stablehlo.add %16, %18 : tensor<4xf32>
    %20 = stablehlo.rsqrt %19 : tensor<4xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %22 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<256xf32>) -> tensor<4x256xf32>
    %23 = stablehlo.multiply %21, %22 : tensor<4x256xf32>
    %24 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %25 = stablehlo.subtract %arg0, %24 : tensor<4x256xf32>
    %26 = stablehlo.multiply %25, %23 : tensor<4x256xf32>
    %27 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<256xf32>) -> tensor<4x256xf32>
    %28 = stablehlo.add %26, %27 : tensor<4x256xf32>
    return %28, %5, %20, %23 : tensor<4x256xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x256xf32>
  }
}
