module @jit_neg_jax_nn_softmax_where_fill_1e9 {
  func.func public @main(%arg0: tensor<8x8xf32>) -> (tensor<8x8xf32>) {
    %1 = stablehlo.iota dim = 0 : tensor<8x8xf32>
    %2 = stablehlo.iota dim = 1 : tensor<8x8xf32>
    %3 = stablehlo.compare  GE, %1, %2,  FLOAT : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xi1>
    %4 = stablehlo.constant dense<-1.00000000e+09> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %6 = stablehlo.select %3, %arg0, %5 : tensor<8x8xi1>, tensor<8x8xf32>
    %7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %8 = stablehlo.reduce(%6 init: %7) applies stablehlo.maximum across dimensions = [1] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %9 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %11 = stablehlo.maximum %8, %10 : tensor<8xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<8xf32>) -> tensor<8x8xf32>
    %13 = stablehlo.subtract %6, %12 : tensor<8x8xf32>
    %14 = stablehlo.exponential %13 : tensor<8x8xf32>
    %15 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %17 = stablehlo.select %3, %14, %16 : tensor<8x8xi1>, tensor<8x8xf32>
    %18 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %19 = stablehlo.reduce(%17 init: %18) applies stablehlo.add across dimensions = [1] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0] : (tensor<8xf32>) -> tensor<8x8xf32>
    %21 = stablehlo.divide %14, %20 : tensor<8x8xf32>
    %22 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %24 = stablehlo.select %3, %21, %23 : tensor<8x8xi1>, tensor<8x8xf32>
    return %24 : tensor<8x8xf32>
  }
}
