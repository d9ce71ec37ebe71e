module @jit_softmax_decode_two_part_one_col {
  func.func public @main(%arg0: tensor<2x4x1x16xf32>, %arg1: tensor<2x4x1x1xf32>) -> (tensor<2x4x1x16xf32>, tensor<2x4x1x1xf32>) {
    %1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %2 = stablehlo.reduce(%arg0 init: %1) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x1x16xf32>, tensor<f32>) -> tensor<2x4x1xf32>
    %3 = stablehlo.reshape %2 : (tensor<2x4x1xf32>) -> tensor<2x4x1x1xf32>
    %4 = stablehlo.maximum %3, %arg1 : tensor<2x4x1x1xf32>
    %5 = stablehlo.reshape %4 : (tensor<2x4x1x1xf32>) -> tensor<2x4x1xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2] : (tensor<2x4x1xf32>) -> tensor<2x4x1x16xf32>
    %7 = stablehlo.subtract %arg0, %6 : tensor<2x4x1x16xf32>
    %8 = stablehlo.exponential %7 : tensor<2x4x1x16xf32>
    %9 = stablehlo.subtract %arg1, %4 : tensor<2x4x1x1xf32>
    %10 = stablehlo.exponential %9 : tensor<2x4x1x1xf32>
    %11 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %12 = stablehlo.reduce(%8 init: %11) applies stablehlo.add across dimensions = [3] : (tensor<2x4x1x16xf32>, tensor<f32>) -> tensor<2x4x1xf32>
    %13 = stablehlo.reshape %12 : (tensor<2x4x1xf32>) -> tensor<2x4x1x1xf32>
    %14 = stablehlo.add %13, %10 : tensor<2x4x1x1xf32>
    %15 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<f32>) -> tensor<2x4x1x1xf32>
    %17 = stablehlo.divide %16, %14 : tensor<2x4x1x1xf32>
    %18 = stablehlo.reshape %17 : (tensor<2x4x1x1xf32>) -> tensor<2x4x1xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2] : (tensor<2x4x1xf32>) -> tensor<2x4x1x16xf32>
    %20 = stablehlo.multiply %8, %19 : tensor<2x4x1x16xf32>
    %21 = stablehlo.divide %10, %14 : tensor<2x4x1x1xf32>
    return %20, %21 : tensor<2x4x1x16xf32>, tensor<2x4x1x1xf32>
  }
}
