module @jit_neg_softmax_power_of_two_numerator_only {
  func.func public @main(%arg0: tensor<8x16xf32>) -> (tensor<8x16xf32>) {
    %1 = stablehlo.constant dense<1.44269502e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %3 = stablehlo.multiply %arg0, %2 : tensor<8x16xf32>
    %4 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %5 = stablehlo.reduce(%3 init: %4) applies stablehlo.maximum across dimensions = [1] : (tensor<8x16xf32>, tensor<f32>) -> tensor<8xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<8xf32>) -> tensor<8x16xf32>
    %7 = stablehlo.subtract %3, %6 : tensor<8x16xf32>
    %8 = stablehlo.constant dense<2.00000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %10 = stablehlo.power %9, %7 : tensor<8x16xf32>
    %11 = stablehlo.exponential %7 : tensor<8x16xf32>
    %12 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %13 = stablehlo.reduce(%11 init: %12) applies stablehlo.add across dimensions = [1] : (tensor<8x16xf32>, tensor<f32>) -> tensor<8xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0] : (tensor<8xf32>) -> tensor<8x16xf32>
    %15 = stablehlo.divide %10, %14 : tensor<8x16xf32>
    return %15 : tensor<8x16xf32>
  }
}
