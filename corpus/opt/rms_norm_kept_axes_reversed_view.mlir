module @jit_rms_norm_kept_axes_reversed_view {
  func.func public @main(%arg0: tensor<4x6x32xf32>) -> (tensor<4x6x32xf32>) {
    %0 = stablehlo.transpose %arg0, dims = [1, 0, 2] : (tensor<4x6x32xf32>) -> tensor<6x4x32xf32>
    %1 = stablehlo.multiply %0, %0 : tensor<6x4x32xf32>
    %2 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%1 init: %2) applies stablehlo.add across dimensions = [2] : (tensor<6x4x32xf32>, tensor<f32>) -> tensor<6x4xf32>
    %4 = stablehlo.constant dense<3.12500000e-02> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<6x4xf32>
    %6 = stablehlo.multiply %3, %5 : tensor<6x4xf32>
    %7 = stablehlo.constant dense<1.00000000e-05> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<6x4xf32>
    %9 = stablehlo.add %6, %8 : tensor<6x4xf32>
    %10 = stablehlo.rsqrt %9 : tensor<6x4xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [1, 0] : (tensor<6x4xf32>) -> tensor<4x6x32xf32>
    %12 = stablehlo.multiply %arg0, %11 : tensor<4x6x32xf32>
    return %12 : tensor<4x6x32xf32>
  }
}
