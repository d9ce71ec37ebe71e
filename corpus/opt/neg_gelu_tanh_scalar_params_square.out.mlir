module @jit_neg_gelu_tanh_scalar_params_square {
  func.func public @main(%arg0: tensor<4x256xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<f32>) -> (tensor<4x256xf32>) {
    %0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %2 = stablehlo.power %arg0, %1 : tensor<4x256xf32>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %4 = stablehlo.multiply %2, %3 : tensor<4x256xf32>
    %5 = stablehlo.add %arg0, %4 : tensor<4x256xf32>
    %6 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %7 = stablehlo.multiply %5, %6 : tensor<4x256xf32>
    %8 = stablehlo.tanh %7 : tensor<4x256xf32>
    %9 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %10 = stablehlo.multiply %arg0, %9 : tensor<4x256xf32>
    %11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %13 = stablehlo.add %8, %12 : tensor<4x256xf32>
    %14 = stablehlo.multiply %10, %13 : tensor<4x256xf32>
    return %14 : tensor<4x256xf32>
  }
}
