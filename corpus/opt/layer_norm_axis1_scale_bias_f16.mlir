module @jit_layer_norm_axis1_scale_bias_f16 {
  func.func public @main(%arg0: tensor<4x16x8xf16>, %arg1: tensor<16xf16>, %arg2: tensor<16xf16>) -> (tensor<4x16x8xf16>) {
    %1 = stablehlo.constant dense<0.00000000e+00> : tensor<f16>
    %2 = stablehlo.reduce(%arg0 init: %1) applies stablehlo.add across dimensions = [1] : (tensor<4x16x8xf16>, tensor<f16>) -> tensor<4x8xf16>
    %3 = stablehlo.constant dense<6.25000000e-02> : tensor<f16>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f16>) -> tensor<4x8xf16>
    %5 = stablehlo.multiply %2, %4 : tensor<4x8xf16>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 2] : (tensor<4x8xf16>) -> tensor<4x16x8xf16>
    %7 = stablehlo.subtract %arg0, %6 : tensor<4x16x8xf16>
    %8 = stablehlo.multiply %7, %7 : tensor<4x16x8xf16>
    %9 = stablehlo.constant dense<0.00000000e+00> : tensor<f16>
    %10 = stablehlo.reduce(%8 init: %9) applies stablehlo.add across dimensions = [1] : (tensor<4x16x8xf16>, tensor<f16>) -> tensor<4x8xf16>
    %11 = stablehlo.constant dense<6.25000000e-02> : tensor<f16>
    %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<f16>) -> tensor<4x8xf16>
    %13 = stablehlo.multiply %10, %12 : tensor<4x8xf16>
    %14 = stablehlo.constant dense<1.00000000e-05> : tensor<f16>
    %15 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<f16>) -> tensor<4x8xf16>
    %16 = stablehlo.add %13, %15 : tensor<4x8xf16>
    %17 = stablehlo.rsqrt %16 : tensor<4x8xf16>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 2] : (tensor<4x8xf16>) -> tensor<4x16x8xf16>
    %19 = stablehlo.multiply %7, %18 : tensor<4x16x8xf16>
    %20 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<16xf16>) -> tensor<4x16x8xf16>
    %21 = stablehlo.multiply %19, %20 : tensor<4x16x8xf16>
    %22 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<16xf16>) -> tensor<4x16x8xf16>
    %23 = stablehlo.add %21, %22 : tensor<4x16x8xf16>
    return %23 : tensor<4x16x8xf16>
  }
}
