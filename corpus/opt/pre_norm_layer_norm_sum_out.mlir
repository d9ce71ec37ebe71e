module @jit_pre_norm_layer_norm_sum_out {
  func.func public @main(%arg0: tensor<4x256xf32>, %arg1: tensor<4x256xf32>, %arg2: tensor<256xf32>, %arg3: tensor<256xf32>) -> (tensor<4x256xf32>) {
    %1 = stablehlo.add %arg0, %arg1 : tensor<4x256xf32>
    %2 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%1 init: %2) applies stablehlo.add across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %4 = stablehlo.constant dense<3.90625000e-03> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %6 = stablehlo.multiply %3, %5 : tensor<4xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %8 = stablehlo.subtract %1, %7 : tensor<4x256xf32>
    %9 = stablehlo.multiply %8, %8 : tensor<4x256xf32>
    %10 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%9 init: %10) applies stablehlo.add across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %12 = stablehlo.constant dense<3.90625000e-03> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %14 = stablehlo.multiply %11, %13 : tensor<4xf32>
    %15 = stablehlo.constant dense<1.00000000e-05> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %17 = stablehlo.add %14, %16 : tensor<4xf32>
    %18 = stablehlo.rsqrt %17 : tensor<4xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %20 = stablehlo.multiply %8, %19 : tensor<4x256xf32>
    %21 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<256xf32>) -> tensor<4x256xf32>
    %22 = stablehlo.multiply %20, %21 : tensor<4x256xf32>
    %23 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<256xf32>) -> tensor<4x256xf32>
    %24 = stablehlo.add %22, %23 : tensor<4x256xf32>
    %25 = stablehlo.add %1, %24 : tensor<4x256xf32>
    return %25 : tensor<4x256xf32>
  }
}
