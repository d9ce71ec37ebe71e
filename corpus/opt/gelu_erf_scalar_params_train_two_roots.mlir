module @jit_gelu_erf_scalar_params_train_two_roots {
  func.func public @main(%arg0: tensor<4x256xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<256x256xf32>, %arg4: tensor<f32>) -> (tensor<4x256xf32>, tensor<4x256xf32>, tensor<4x256xf32>) {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<4x256xf32>
    %2 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %3 = stablehlo.divide %arg0, %2 : tensor<4x256xf32>
    %4 = chlo.erf %3 : tensor<4x256xf32> -> tensor<4x256xf32>
    %5 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %7 = stablehlo.add %4, %6 : tensor<4x256xf32>
    %8 = stablehlo.multiply %1, %7 : tensor<4x256xf32>
    %9 = stablehlo.tanh %8 : tensor<4x256xf32>
    %10 = stablehlo.dot_general %9, %arg3, contracting_dims = [1] x [0] : (tensor<4x256xf32>, tensor<256x256xf32>) -> tensor<4x256xf32>
    %11 = stablehlo.multiply %10, %7 : tensor<4x256xf32>
    %12 = stablehlo.multiply %11, %0 : tensor<4x256xf32>
    %13 = stablehlo.multiply %10, %1 : tensor<4x256xf32>
    %14 = stablehlo.multiply %3, %3 : tensor<4x256xf32>
    %15 = stablehlo.negate %14 : tensor<4x256xf32>
    %16 = stablehlo.exponential %15 : tensor<4x256xf32>
    %17 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %18 = stablehlo.multiply %16, %17 : tensor<4x256xf32>
    %19 = stablehlo.multiply %13, %18 : tensor<4x256xf32>
    %20 = stablehlo.divide %19, %2 : tensor<4x256xf32>
    %21 = stablehlo.add %12, %20 : tensor<4x256xf32>
    return %8, %21, %12 : tensor<4x256xf32>, tensor<4x256xf32>, tensor<4x256xf32>
  }
}
