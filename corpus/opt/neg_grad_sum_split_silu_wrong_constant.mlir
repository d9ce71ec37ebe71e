module @jit_neg_grad_sum_split_silu_wrong_constant {
  func.func public @main(%arg0: tensor<4x256xf32>, %arg1: tensor<4x256xf32>, %arg2: tensor<4x256xf32>, %arg3: tensor<4x256xf32>) -> (tensor<4x256xf32>) {
    %1 = stablehlo.logistic %arg0 : tensor<4x256xf32>
    %2 = stablehlo.multiply %arg1, %1 : tensor<4x256xf32>
    %3 = stablehlo.multiply %arg0, %1 : tensor<4x256xf32>
    %4 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %6 = stablehlo.subtract %5, %1 : tensor<4x256xf32>
    %7 = stablehlo.multiply %3, %6 : tensor<4x256xf32>
    %8 = stablehlo.constant dense<1.10000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %10 = stablehlo.multiply %7, %9 : tensor<4x256xf32>
    %11 = stablehlo.multiply %arg1, %10 : tensor<4x256xf32>
    %12 = stablehlo.multiply %arg3, %arg2 : tensor<4x256xf32>
    %13 = stablehlo.add %2, %12 : tensor<4x256xf32>
    %14 = stablehlo.add %13, %11 : tensor<4x256xf32>
    return %14 : tensor<4x256xf32>
  }
}
