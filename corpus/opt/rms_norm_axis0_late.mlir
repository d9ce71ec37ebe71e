module @jit_rms_norm_axis0_late {
  func.func public @main(%arg0: tensor<64x6xf32>) -> (tensor<64x6xf32>) {
    %1 = stablehlo.multiply %arg0, %arg0 : tensor<64x6xf32>
    %2 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%1 init: %2) applies stablehlo.add across dimensions = [0] : (tensor<64x6xf32>, tensor<f32>) -> tensor<6xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [1] : (tensor<6xf32>) -> tensor<64x6xf32>
    %5 = stablehlo.constant dense<1.56250000e-02> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f32>) -> tensor<64x6xf32>
    %7 = stablehlo.multiply %4, %6 : tensor<64x6xf32>
    %8 = stablehlo.constant dense<1.00000000e-06> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<64x6xf32>
    %10 = stablehlo.add %7, %9 : tensor<64x6xf32>
    %11 = stablehlo.rsqrt %10 : tensor<64x6xf32>
    %12 = stablehlo.multiply %arg0, %11 : tensor<64x6xf32>
    return %12 : tensor<64x6xf32>
  }
}
