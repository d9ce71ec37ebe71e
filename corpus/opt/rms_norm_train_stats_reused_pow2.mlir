module @jit_rms_norm_train_stats_reused_pow2 {
  func.func public @main(%arg0: tensor<4x256xf32>, %arg1: tensor<256xf32>) -> (tensor<4x256xf32>, tensor<4xf32>, tensor<4xf32>) {
    %1 = stablehlo.constant dense<2.00000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %3 = stablehlo.power %arg0, %2 : tensor<4x256xf32>
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
    %14 = stablehlo.multiply %arg0, %13 : tensor<4x256xf32>
    %15 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<256xf32>) -> tensor<4x256xf32>
    %16 = stablehlo.multiply %14, %15 : tensor<4x256xf32>
    return %16, %11, %12 : tensor<4x256xf32>, tensor<4xf32>, tensor<4xf32>
  }
}
