module @jit_chlo_layer_norm_tf {
  func.func public @main(%arg0: tensor<4x256xf32>, %arg1: tensor<256xf32>, %arg2: tensor<256xf32>) -> (tensor<4x256xf32>) {
    %1 = stablehlo.constant dense<3.90625000e-03> : tensor<f32>
    %2 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%arg0 init: %2) applies stablehlo.add across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %4 = chlo.broadcast_multiply %3, %1 : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
    %5 = stablehlo.reshape %4 : (tensor<4xf32>) -> tensor<4x1xf32>
    %6 = chlo.broadcast_subtract %arg0, %5 : (tensor<4x256xf32>, tensor<4x1xf32>) -> tensor<4x256xf32>
    %7 = stablehlo.multiply %6, %6 : tensor<4x256xf32>
    %8 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%7 init: %8) applies stablehlo.add across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %10 = chlo.broadcast_multiply %9, %1 : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
    %11 = stablehlo.constant dense<1.00000000e-05> : tensor<f32>
    %12 = chlo.broadcast_add %10, %11 : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
    %13 = stablehlo.rsqrt %12 : tensor<4xf32>
    %14 = stablehlo.reshape %13 : (tensor<4xf32>) -> tensor<4x1xf32>
    %15 = chlo.broadcast_multiply %6, %14 : (tensor<4x256xf32>, tensor<4x1xf32>) -> tensor<4x256xf32>
    %16 = chlo.broadcast_multiply %15, %arg1 : (tensor<4x256xf32>, tensor<256xf32>) -> tensor<4x256xf32>
    %17 = chlo.broadcast_add %16, %arg2 : (tensor<4x256xf32>, tensor<256xf32>) -> tensor<4x256xf32>
    return %17 : tensor<4x256xf32>
  }
}
