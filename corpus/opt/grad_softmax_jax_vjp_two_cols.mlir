module @jit_grad_softmax_jax_vjp_two_cols {
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
    %10 = stablehlo.multiply %7, %7 : tensor<32xf32>
    %11 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %13 = stablehlo.divide %12, %10 : tensor<32xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0] : (tensor<32xf32>) -> tensor<32x2xf32>
    %15 = stablehlo.multiply %arg1, %14 : tensor<32x2xf32>
    %16 = stablehlo.multiply %15, %5 : tensor<32x2xf32>
    %17 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %18 = stablehlo.reduce(%16 init: %17) applies stablehlo.add across dimensions = [1] : (tensor<32x2xf32>, tensor<f32>) -> tensor<32xf32>
    %19 = stablehlo.negate %18 : tensor<32xf32>
    %20 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<32xf32>) -> tensor<32x2xf32>
    %21 = stablehlo.divide %arg1, %20 : tensor<32x2xf32>
    %22 = stablehlo.broadcast_in_dim %19, dims = [0] : (tensor<32xf32>) -> tensor<32x2xf32>
    %23 = stablehlo.add %21, %22 : tensor<32x2xf32>
    %24 = stablehlo.multiply %23, %5 : tensor<32x2xf32>
    return %9, %24 : tensor<32x2xf32>, tensor<32x2xf32>
  }
}
