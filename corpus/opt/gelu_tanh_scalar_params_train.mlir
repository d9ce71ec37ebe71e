module @jit_gelu_tanh_scalar_params_train {
  func.func public @main(%arg0: tensor<4x256xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<f32>, %arg4: tensor<256x256xf32>, %arg5: tensor<f32>) -> (tensor<4x256xf32>, tensor<4x256xf32>) {
    %0 = stablehlo.constant dense<3.00000000e+00> : tensor<f32>
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
    %11 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %13 = stablehlo.add %8, %12 : tensor<4x256xf32>
    %14 = stablehlo.multiply %10, %13 : tensor<4x256xf32>
    %15 = stablehlo.tanh %14 : tensor<4x256xf32>
    %16 = stablehlo.dot_general %15, %arg4, contracting_dims = [1] x [0] : (tensor<4x256xf32>, tensor<256x256xf32>) -> tensor<4x256xf32>
    %17 = stablehlo.multiply %16, %13 : tensor<4x256xf32>
    %18 = stablehlo.multiply %17, %9 : tensor<4x256xf32>
    %19 = stablehlo.multiply %16, %10 : tensor<4x256xf32>
    %20 = stablehlo.multiply %8, %8 : tensor<4x256xf32>
    %21 = stablehlo.subtract %12, %20 : tensor<4x256xf32>
    %22 = stablehlo.multiply %19, %21 : tensor<4x256xf32>
    %23 = stablehlo.multiply %22, %6 : tensor<4x256xf32>
    %24 = stablehlo.constant dense<2.00000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %26 = stablehlo.power %arg0, %25 : tensor<4x256xf32>
    %27 = stablehlo.broadcast_in_dim %arg5, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %28 = stablehlo.multiply %26, %27 : tensor<4x256xf32>
    %29 = stablehlo.multiply %28, %3 : tensor<4x256xf32>
    %30 = stablehlo.multiply %23, %29 : tensor<4x256xf32>
    %31 = stablehlo.add %23, %30 : tensor<4x256xf32>
    %32 = stablehlo.add %18, %31 : tensor<4x256xf32>
    return %14, %32 : tensor<4x256xf32>, tensor<4x256xf32>
  }
}
