module @jit_layer_norm_unshared_fast_var_clamped {
  func.func public @main(%arg0: tensor<4x6xf32>) -> (tensor<4x6xf32>) {
    %1 = stablehlo.multiply %arg0, %arg0 : tensor<4x6xf32>
    %2 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%1 init: %2) applies stablehlo.add across dimensions = [1] : (tensor<4x6xf32>, tensor<f32>) -> tensor<4xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<4xf32>) -> tensor<4x6xf32>
    %5 = stablehlo.constant dense<1.66667000e-01> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %7 = stablehlo.multiply %4, %6 : tensor<4x6xf32>
    %8 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%arg0 init: %8) applies stablehlo.add across dimensions = [1] : (tensor<4x6xf32>, tensor<f32>) -> tensor<4xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0] : (tensor<4xf32>) -> tensor<4x6xf32>
    %11 = stablehlo.constant dense<1.66667000e-01> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %13 = stablehlo.multiply %10, %12 : tensor<4x6xf32>
    %14 = stablehlo.multiply %13, %13 : tensor<4x6xf32>
    %15 = stablehlo.subtract %7, %14 : tensor<4x6xf32>
    %16 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %18 = stablehlo.maximum %15, %17 : tensor<4x6xf32>
    %19 = stablehlo.constant dense<1.00000000e-05> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %21 = stablehlo.add %18, %20 : tensor<4x6xf32>
    %22 = stablehlo.rsqrt %21 : tensor<4x6xf32>
    %23 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %24 = stablehlo.reduce(%arg0 init: %23) applies stablehlo.add across dimensions = [1] : (tensor<4x6xf32>, tensor<f32>) -> tensor<4xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0] : (tensor<4xf32>) -> tensor<4x6xf32>
    %26 = stablehlo.constant dense<1.66667000e-01> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %28 = stablehlo.multiply %25, %27 : tensor<4x6xf32>
    %29 = stablehlo.subtract %arg0, %28 : tensor<4x6xf32>
    %30 = stablehlo.multiply %29, %22 : tensor<4x6xf32>
    return %30 : tensor<4x6xf32>
  }
}
