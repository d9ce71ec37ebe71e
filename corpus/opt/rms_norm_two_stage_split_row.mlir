module @rms_norm_two_stage_split_row {
  func.func public @main(%arg0: tensor<4x16xf32>) -> (tensor<4x16xf32>) {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<4x16xf32>
    %1 = stablehlo.reshape %0 : (tensor<4x16xf32>) -> tensor<4x4x4xf32>
    %2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%1 init: %2) applies stablehlo.add across dimensions = [2] : (tensor<4x4x4xf32>, tensor<f32>) -> tensor<4x4xf32>
    %4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%3 init: %4) applies stablehlo.add across dimensions = [1] : (tensor<4x4xf32>, tensor<f32>) -> tensor<4xf32>
    %6 = stablehlo.constant dense<6.250000e-02> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %8 = stablehlo.multiply %5, %7 : tensor<4xf32>
    %9 = stablehlo.constant dense<1.000000e-06> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %11 = stablehlo.add %8, %10 : tensor<4xf32>
    %12 = stablehlo.rsqrt %11 : tensor<4xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0] : (tensor<4xf32>) -> tensor<4x16xf32>
    %14 = stablehlo.multiply %arg0, %13 : tensor<4x16xf32>
    return %14 : tensor<4x16xf32>
  }
}
