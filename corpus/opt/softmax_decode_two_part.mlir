module @jit_softmax_decode_two_part {
  func.func public @main(%arg0: tensor<2x4x1x16xf32>, %arg1: tensor<2x4x1x1xf32>) -> (tensor<2x4x1x16xf32>, tensor<2x4x1x1xf32>) {
    %1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %2 = stablehlo.reduce(%arg0 init: %1) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x1x16xf32>, tensor<f32>) -> tensor<2x4x1xf32>
    %3 = stablehlo.reshape %2 : (tensor<2x4x1xf32>) -> tensor<2x4x1x1xf32>
    %4 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %5 = stablehlo.reduce(%arg1 init: %4) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x1x1xf32>, tensor<f32>) -> tensor<2x4x1xf32>
    %6 = stablehlo.reshape %5 : (tensor<2x4x1xf32>) -> tensor<2x4x1x1xf32>
    %7 = stablehlo.maximum %3, %6 : tensor<2x4x1x1xf32>
    %8 = stablehlo.reshape %7 : (tensor<2x4x1x1xf32>) -> tensor<2x4x1xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<2x4x1xf32>) -> tensor<2x4x1x16xf32>
    %10 = stablehlo.subtract %arg0, %9 : tensor<2x4x1x16xf32>
    %11 = stablehlo.exponential %10 : tensor<2x4x1x16xf32>
    %12 = stablehlo.subtract %arg1, %7 : tensor<2x4x1x1xf32>
    %13 = stablehlo.exponential %12 : tensor<2x4x1x1xf32>
    %14 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %15 = stablehlo.reduce(%11 init: %14) applies stablehlo.add across dimensions = [3] : (tensor<2x4x1x16xf32>, tensor<f32>) -> tensor<2x4x1xf32>
    %16 = stablehlo.reshape %15 : (tensor<2x4x1xf32>) -> tensor<2x4x1x1xf32>
    %17 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %18 = stablehlo.reduce(%13 init: %17) applies stablehlo.add across dimensions = [3] : (tensor<2x4x1x1xf32>, tensor<f32>) -> tensor<2x4x1xf32>
    %19 = stablehlo.reshape %18 : (tensor<2x4x1xf32>) -> tensor<2x4x1x1xf32>
    %20 = stablehlo.add %16, %19 : tensor<2x4x1x1xf32>
    %21 = stablehlo.reshape %20 : (tensor<2x4x1x1xf32>) -> tensor<2x4x1xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2] : (tensor<2x4x1xf32>) -> tensor<2x4x1x16xf32>
    %23 = stablehlo.divide %11, %22 : tensor<2x4x1x16xf32>
    %24 = stablehlo.divide %13, %20 : tensor<2x4x1x1xf32>
    return %23, %24 : tensor<2x4x1x16xf32>, tensor<2x4x1x1xf32>
  }
}
