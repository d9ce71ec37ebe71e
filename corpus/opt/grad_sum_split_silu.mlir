module @jit_grad_sum_split_silu {
  func.func public @main(%arg0: tensor<4x256xf32>, %arg1: tensor<4x256xf32>, %arg2: tensor<4x256xf32>, %arg3: tensor<4x256xf32>) -> (tensor<4x256xf32>) {
    %1 = stablehlo.logistic %arg0 : tensor<4x256xf32>
    %2 = stablehlo.multiply %arg1, %1 : tensor<4x256xf32>
    %3 = stablehlo.multiply %arg0, %1 : tensor<4x256xf32>
    %4 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %6 = stablehlo.subtract %5, %1 : tensor<4x256xf32>
    %7 = stablehlo.multiply %3, %6 : tensor<4x256xf32>
    %8 = stablehlo.multiply %arg1, %7 : tensor<4x256xf32>
    %9 = stablehlo.multiply %arg3, %arg2 : tensor<4x256xf32>
    %10 = stablehlo.add %2, %9 : tensor<4x256xf32>
    %11 = stablehlo.add %10, %8 : tensor<4x256xf32>
    return %11 : tensor<4x256xf32>
  }
}
