module @jit_neg_grad_sigmoid_half_tanh_msq_wrong_tanh_term {
  func.func public @main(%arg0: tensor<4x256xf32>, %arg1: tensor<4x256xf32>) -> (tensor<4x256xf32>, tensor<4x256xf32>) {
    %1 = stablehlo.constant dense<5.00000000e-01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %3 = stablehlo.multiply %arg0, %2 : tensor<4x256xf32>
    %4 = stablehlo.tanh %3 : tensor<4x256xf32>
    %5 = stablehlo.multiply %4, %2 : tensor<4x256xf32>
    %6 = stablehlo.add %5, %2 : tensor<4x256xf32>
    %7 = stablehlo.subtract %6, %arg1 : tensor<4x256xf32>
    %8 = stablehlo.constant dense<2.00000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %10 = stablehlo.multiply %7, %9 : tensor<4x256xf32>
    %11 = stablehlo.constant dense<9.76562500e-04> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %13 = stablehlo.multiply %10, %12 : tensor<4x256xf32>
    %14 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %16 = stablehlo.constant dense<9.00000000e-01> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %18 = stablehlo.multiply %4, %17 : tensor<4x256xf32>
    %19 = stablehlo.subtract %15, %18 : tensor<4x256xf32>
    %20 = stablehlo.multiply %13, %2 : tensor<4x256xf32>
    %21 = stablehlo.multiply %20, %19 : tensor<4x256xf32>
    %22 = stablehlo.multiply %4, %21 : tensor<4x256xf32>
    %23 = stablehlo.add %21, %22 : tensor<4x256xf32>
    %24 = stablehlo.multiply %23, %2 : tensor<4x256xf32>
    return %6, %24 : tensor<4x256xf32>, tensor<4x256xf32>
  }
}
