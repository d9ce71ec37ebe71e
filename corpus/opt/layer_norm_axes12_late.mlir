module @jit_layer_norm_axes12_late {
  func.func public @main(%arg0: tensor<2x8x16xf32>) -> (tensor<2x8x16xf32>) {
    %1 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%arg0 init: %1) applies stablehlo.add across dimensions = [1,2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<2xf32>) -> tensor<2x8x16xf32>
    %4 = stablehlo.constant dense<7.81250000e-03> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %6 = stablehlo.multiply %3, %5 : tensor<2x8x16xf32>
    %7 = stablehlo.subtract %arg0, %6 : tensor<2x8x16xf32>
    %8 = stablehlo.multiply %7, %7 : tensor<2x8x16xf32>
    %9 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%8 init: %9) applies stablehlo.add across dimensions = [1,2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0] : (tensor<2xf32>) -> tensor<2x8x16xf32>
    %12 = stablehlo.constant dense<7.81250000e-03> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %14 = stablehlo.multiply %11, %13 : tensor<2x8x16xf32>
    %15 = stablehlo.constant dense<1.00000000e-05> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %17 = stablehlo.add %14, %16 : tensor<2x8x16xf32>
    %18 = stablehlo.rsqrt %17 : tensor<2x8x16xf32>
    %19 = stablehlo.multiply %7, %18 : tensor<2x8x16xf32>
    return %19 : tensor<2x8x16xf32>
  }
}
