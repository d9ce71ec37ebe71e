module @rms_norm_mean_abs_squared {
  func.func public @main(%arg0: tensor<4x16xf32>) -> (tensor<4x16xf32>) {
    %0 = stablehlo.abs %arg0 : tensor<4x16xf32>
    %1 = stablehlo.multiply %0, %0 : tensor<4x16xf32>
    %2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%1 init: %2) applies stablehlo.add across dimensions = [1] : (tensor<4x16xf32>, tensor<f32>) -> tensor<4xf32>
    %4 = stablehlo.constant dense<6.250000e-02> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %6 = stablehlo.multiply %3, %5 : tensor<4xf32>
    %7 = stablehlo.constant dense<1.000000e-06> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %9 = stablehlo.add %6, %8 : tensor<4xf32>
    %10 = stablehlo.sqrt %9 : tensor<4xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0] : (tensor<4xf32>) -> tensor<4x16xf32>
    %12 = stablehlo.divide %arg0, %11 : tensor<4x16xf32>
    return %12 : tensor<4x16xf32>
  }
}
