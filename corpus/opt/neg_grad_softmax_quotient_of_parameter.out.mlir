module @jit_neg_grad_softmax_quotient_of_parameter {
  func.func public @main(%arg0: tensor<32x4xf32>, %arg1: tensor<32x4xf32>) -> (tensor<32x4xf32>) {
    %1 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%arg0 init: %1) applies stablehlo.add across dimensions = [1] : (tensor<32x4xf32>, tensor<f32>) -> tensor<32xf32>
    %3 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %5 = stablehlo.multiply %2, %2 : tensor<32xf32>
    %6 = stablehlo.divide %4, %5 : tensor<32xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<32xf32>) -> tensor<32x4xf32>
    %8 = stablehlo.multiply %arg1, %7 : tensor<32x4xf32>
    %9 = stablehlo.multiply %8, %arg0 : tensor<32x4xf32>
    %10 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%9 init: %10) applies stablehlo.add across dimensions = [1] : (tensor<32x4xf32>, tensor<f32>) -> tensor<32xf32>
    %12 = stablehlo.negate %11 : tensor<32xf32>
    %13 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<32xf32>) -> tensor<32x4xf32>
    %14 = stablehlo.divide %arg1, %13 : tensor<32x4xf32>
    %15 = stablehlo.broadcast_in_dim %12, dims = [0] : (tensor<32xf32>) -> tensor<32x4xf32>
    %16 = stablehlo.add %14, %15 : tensor<32x4xf32>
    %17 = stablehlo.multiply %16, %arg0 : tensor<32x4xf32>
    return %17 : tensor<32x4xf32>
  }
}
