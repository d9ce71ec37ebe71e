module @jit_neg_grad_softmax_jax_vjp_two_cols_e_squared {
  func.func public @main(%arg0: tensor<32x2xf32>, %arg1: tensor<32x2xf32>) -> (tensor<32x2xf32>, tensor<32x2xf32>) {
    %1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %2 = stablehlo.reduce(%arg0 init: %1) applies stablehlo.maximum across dimensions = [1] : (tensor<32x2xf32>, tensor<f32>) -> tensor<32xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<32xf32>) -> tensor<32x2xf32>
    %4 = stablehlo.subtract %arg0, %3 : tensor<32x2xf32>
    %5 = stablehlo.exponential %4 : tensor<32x2xf32>
    %6 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%5 init: %6) applies stablehlo.add across dimensions = [1] : (tensor<32x2xf32>, tensor<f32>) -> tensor<32xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<32xf32>) -> tensor<32x2xf32>
    %9 = stablehlo.divide %5, %8 : tensor<32x2xf32>
    %10 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %12 = stablehlo.multiply %7, %7 : tensor<32xf32>
    %13 = stablehlo.divide %11, %12 : tensor<32xf32>
    %14 = stablehlo.multiply %5, %5 : tensor<32x2xf32>
    %15 = stablehlo.broadcast_in_dim %13, dims = [0] : (tensor<32xf32>) -> tensor<32x2xf32>
    %16 = stablehlo.multiply %arg1, %15 : tensor<32x2xf32>
    %17 = stablehlo.multiply %16, %14 : tensor<32x2xf32>
    %18 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %19 = stablehlo.reduce(%17 init: %18) applies stablehlo.add across dimensions = [1] : (tensor<32x2xf32>, tensor<f32>) -> tensor<32xf32>
    %20 = stablehlo.negate %19 : tensor<32xf32>
    %21 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<32xf32>) -> tensor<32x2xf32>
    %22 = stablehlo.divide %arg1, %21 : tensor<32x2xf32>
    %23 = stablehlo.broadcast_in_dim %20, dims = [0] : (tensor<32xf32>) -> tensor<32x2xf32>
    %24 = stablehlo.add %22, %23 : tensor<32x2xf32>
    %25 = stablehlo.multiply %24, %5 : tensor<32x2xf32>
    return %9, %25 : tensor<32x2xf32>, tensor<32x2xf32>
  }
}
