module @jit_neg_layer_norm_bf16_through_f16 {
  func.func public @main(%arg0: tensor<8x64xbf16>) -> (tensor<8x64xbf16>) {
    %1 = stablehlo.convert %arg0 : (tensor<8x64xbf16>) -> tensor<8x64xf16>
    %2 = stablehlo.convert %1 : (tensor<8x64xf16>) -> tensor<8x64xf32>
    %3 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%2 init: %3) applies stablehlo.add across dimensions = [1] : (tensor<8x64xf32>, tensor<f32>) -> tensor<8xf32>
    %5 = stablehlo.constant dense<1.56250000e-02> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %7 = stablehlo.multiply %4, %6 : tensor<8xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<8xf32>) -> tensor<8x64xf32>
    %9 = stablehlo.subtract %2, %8 : tensor<8x64xf32>
    %10 = stablehlo.multiply %9, %9 : tensor<8x64xf32>
    %11 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %12 = stablehlo.reduce(%10 init: %11) applies stablehlo.add across dimensions = [1] : (tensor<8x64xf32>, tensor<f32>) -> tensor<8xf32>
    %13 = stablehlo.constant dense<1.56250000e-02> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %15 = stablehlo.multiply %12, %14 : tensor<8xf32>
    %16 = stablehlo.constant dense<1.00000000e-05> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %18 = stablehlo.add %15, %17 : tensor<8xf32>
    %19 = stablehlo.rsqrt %18 : tensor<8xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0] : (tensor<8xf32>) -> tensor<8x64xf32>
    %21 = stablehlo.multiply %9, %20 : tensor<8x64xf32>
    %22 = stablehlo.convert %21 : (tensor<8x64xf32>) -> tensor<8x64xbf16>
    return %22 : tensor<8x64xbf16>
  }
}
