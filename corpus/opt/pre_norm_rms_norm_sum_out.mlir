module @jit_pre_norm_rms_norm_sum_out {
  func.func public @main(%arg0: tensor<4x256xf32>, %arg1: tensor<4x256xf32>, %arg2: tensor<256xf32>) -> (tensor<4x256xf32>, tensor<4x256xf32>) {
    %1 = stablehlo.add %arg0, %arg1 : tensor<4x256xf32>
    %2 = stablehlo.multiply %1, %1 : tensor<4x256xf32>
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
    %14 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<256xf32>) -> tensor<4x256xf32>
    %15 = stablehlo.multiply %13, %14 : tensor<4x256xf32>
    return %15, %1 : tensor<4x256xf32>, tensor<4x256xf32>
  }
}
