module @jit_neg_grad_hardsigmoid_call_of_sum_bound5 {
  func.func public @main(%arg0: tensor<4x256xf32>, %arg1: tensor<4x256xf32>, %arg2: tensor<4x256xf32>) -> (tensor<4x256xf32>) {
    %11 = stablehlo.add %arg0, %arg1 : tensor<4x256xf32>
    %12 = call @hard_sigmoid_mask(%11) : (tensor<4x256xf32>) -> tensor<4x256xi1>
    %13 = stablehlo.constant dense<6.00000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %15 = stablehlo.divide %arg2, %14 : tensor<4x256xf32>
    %16 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %18 = stablehlo.select %12, %15, %17 : tensor<4x256xi1>, tensor<4x256xf32>
    return %18 : tensor<4x256xf32>
  }
  func.func private @hard_sigmoid_mask(%arg0: tensor<4x256xf32>) -> tensor<4x256xi1> {
    %1 = stablehlo.constant dense<3.00000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %3 = stablehlo.add %arg0, %2 : tensor<4x256xf32>
    %4 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %6 = stablehlo.compare  GT, %3, %5,  FLOAT : (tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<4x256xi1>
    %7 = stablehlo.constant dense<5.00000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %9 = stablehlo.compare  LT, %3, %8,  FLOAT : (tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<4x256xi1>
    %10 = stablehlo.and %6, %9 : tensor<4x256xi1>
    return %10 : tensor<4x256xi1>
  }
}
