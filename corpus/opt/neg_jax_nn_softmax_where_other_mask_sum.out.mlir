module @jit_neg_jax_nn_softmax_where_other_mask_sum {
  func.func public @main(%arg0: tensor<8x8xf32>) -> (tensor<8x8xf32>) {
    %1 = stablehlo.iota dim = 0 : tensor<8x8xf32>
    %2 = stablehlo.iota dim = 1 : tensor<8x8xf32>
    %3 = stablehlo.compare  GE, %1, %2,  FLOAT : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xi1>
    %4 = stablehlo.iota dim = 0 : tensor<8x8xf32>
    %5 = stablehlo.iota dim = 1 : tensor<8x8xf32>
    %6 = stablehlo.compare  GT, %4, %5,  FLOAT : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xi1>
    %7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %9 = stablehlo.select %3, %arg0, %8 : tensor<8x8xi1>, tensor<8x8xf32>
    %10 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %11 = stablehlo.reduce(%9 init: %10) applies stablehlo.maximum across dimensions = [1] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %12 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %14 = stablehlo.maximum %11, %13 : tensor<8xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0] : (tensor<8xf32>) -> tensor<8x8xf32>
    %16 = stablehlo.subtract %9, %15 : tensor<8x8xf32>
    %17 = stablehlo.exponential %16 : tensor<8x8xf32>
    %18 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %20 = stablehlo.select %6, %17, %19 : tensor<8x8xi1>, tensor<8x8xf32>
    %21 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %22 = stablehlo.reduce(%20 init: %21) applies stablehlo.add across dimensions = [1] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0] : (tensor<8xf32>) -> tensor<8x8xf32>
    %24 = stablehlo.divide %17, %23 : tensor<8x8xf32>
    %25 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %27 = stablehlo.select %3, %24, %26 : tensor<8x8xi1>, tensor<8x8xf32>
    return %27 : tensor<8x8xf32>
  }
}
