module @jit_layer_norm_plus_negated_mean {
  func.func public @main(%arg0: tensor<4x32xf32>) -> (tensor<4x32xf32>) {
    %1 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%arg0 init: %1) applies stablehlo.add across dimensions = [1] : (tensor<4x32xf32>, tensor<f32>) -> tensor<4xf32>
    %3 = stablehlo.constant dense<3.12500000e-02> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %5 = stablehlo.multiply %2, %4 : tensor<4xf32>
    %6 = stablehlo.negate %5 : tensor<4xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<4xf32>) -> tensor<4x32xf32>
    %8 = stablehlo.add %arg0, %7 : tensor<4x32xf32>
    %9 = stablehlo.multiply %8, %8 : tensor<4x32xf32>
    %10 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%9 init: %10) applies stablehlo.add across dimensions = [1] : (tensor<4x32xf32>, tensor<f32>) -> tensor<4xf32>
    %12 = stablehlo.constant dense<3.12500000e-02> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %14 = stablehlo.multiply %11, %13 : tensor<4xf32>
    %15 = stablehlo.constant dense<1.00000000e-05> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %17 = stablehlo.add %14, %16 : tensor<4xf32>
    %18 = stablehlo.rsqrt %17 : tensor<4xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0] : (tensor<4xf32>) -> tensor<4x32xf32>
    %20 = stablehlo.multiply %8, %19 : tensor<4x32xf32>
    return %20 : tensor<4x32xf32>
  }
}
