module @jit_grad_log_softmax_msq_scaled_dy {
  func.func public @main(%arg0: tensor<4x256xf32>, %arg1: tensor<4x256xf32>) -> (tensor<4x256xf32>, tensor<4x256xf32>) {
    %1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %2 = stablehlo.reduce(%arg0 init: %1) applies stablehlo.maximum across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %4 = stablehlo.subtract %arg0, %3 : tensor<4x256xf32>
    %5 = stablehlo.exponential %4 : tensor<4x256xf32>
    %6 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%5 init: %6) applies stablehlo.add across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %8 = stablehlo.log %7 : tensor<4xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %10 = stablehlo.subtract %4, %9 : tensor<4x256xf32>
    %11 = stablehlo.subtract %10, %arg1 : tensor<4x256xf32>
    %12 = stablehlo.constant dense<2.00000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %14 = stablehlo.multiply %11, %13 : tensor<4x256xf32>
    %15 = stablehlo.constant dense<9.76562500e-04> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %17 = stablehlo.multiply %14, %16 : tensor<4x256xf32>
    %18 = stablehlo.negate %17 : tensor<4x256xf32>
    %19 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %20 = stablehlo.reduce(%18 init: %19) applies stablehlo.add across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %21 = stablehlo.divide %20, %7 : tensor<4xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %23 = stablehlo.multiply %22, %5 : tensor<4x256xf32>
    %24 = stablehlo.add %17, %23 : tensor<4x256xf32>
    return %10, %24 : tensor<4x256xf32>, tensor<4x256xf32>
  }
}
