module @jit_neg_grad_log_softmax_times_softmax_sum_not_negated {
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
    %11 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %12 = stablehlo.reduce(%arg0 init: %11) applies stablehlo.maximum across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %14 = stablehlo.subtract %arg0, %13 : tensor<4x256xf32>
    %15 = stablehlo.exponential %14 : tensor<4x256xf32>
    %16 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %17 = stablehlo.reduce(%15 init: %16) applies stablehlo.add across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %19 = stablehlo.divide %15, %18 : tensor<4x256xf32>
    %20 = stablehlo.multiply %10, %19 : tensor<4x256xf32>
    %21 = stablehlo.multiply %arg1, %19 : tensor<4x256xf32>
    %22 = stablehlo.multiply %arg1, %10 : tensor<4x256xf32>
    %23 = stablehlo.multiply %22, %19 : tensor<4x256xf32>
    %24 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %25 = stablehlo.reduce(%23 init: %24) applies stablehlo.add across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %27 = stablehlo.subtract %22, %26 : tensor<4x256xf32>
    %28 = stablehlo.multiply %19, %27 : tensor<4x256xf32>
    %29 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %30 = stablehlo.reduce(%21 init: %29) applies stablehlo.add across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %31 = stablehlo.divide %30, %7 : tensor<4xf32>
    %32 = stablehlo.add %28, %21 : tensor<4x256xf32>
    %33 = stablehlo.broadcast_in_dim %31, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %34 = stablehlo.multiply %33, %5 : tensor<4x256xf32>
    %35 = stablehlo.add %32, %34 : tensor<4x256xf32>
    return %20, %35 : tensor<4x256xf32>, tensor<4x256xf32>
  }
}
