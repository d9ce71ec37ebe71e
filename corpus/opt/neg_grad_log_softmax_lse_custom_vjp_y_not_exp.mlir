module @jit_neg_grad_log_softmax_lse_custom_vjp_y_not_exp {
  func.func public @main(%arg0: tensor<4x256xf32>, %arg1: tensor<4x256xf32>) -> (tensor<4x256xf32>, tensor<4x256xf32>) {
    %1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %2 = stablehlo.reduce(%arg0 init: %1) applies stablehlo.maximum across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %3 = stablehlo.is_finite %2 : (tensor<4xf32>) -> tensor<4xi1>
    %4 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %6 = stablehlo.select %3, %2, %5 : tensor<4xi1>, tensor<4xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %8 = stablehlo.subtract %arg0, %7 : tensor<4x256xf32>
    %9 = stablehlo.exponential %8 : tensor<4x256xf32>
    %10 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%9 init: %10) applies stablehlo.add across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %12 = stablehlo.abs %11 : tensor<4xf32>
    %13 = stablehlo.log %12 : tensor<4xf32>
    %14 = stablehlo.add %13, %6 : tensor<4xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %16 = stablehlo.subtract %arg0, %15 : tensor<4x256xf32>
    %17 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %18 = stablehlo.reduce(%arg1 init: %17) applies stablehlo.add across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %20 = stablehlo.multiply %16, %19 : tensor<4x256xf32>
    %21 = stablehlo.subtract %arg1, %20 : tensor<4x256xf32>
    return %16, %21 : tensor<4x256xf32>, tensor<4x256xf32>
  }
}
