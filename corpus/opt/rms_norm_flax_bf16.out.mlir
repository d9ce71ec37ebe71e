module @jit_rms_norm_flax_bf16 {
  func.func public @main(%arg0: tensor<2x8x64xbf16>, %arg1: tensor<64xbf16>) -> (tensor<2x8x64xbf16>) {
    %20 = stablehlo.composite "recompose.rms_norm" %arg0, %arg1 {composite_attributes = {cols = 64 : i64, eps = 9.99999997e-07 : f32, scale = 1 : i64}, decomposition = @recompose.rms_norm.0} : (tensor<2x8x64xbf16>, tensor<64xbf16>) -> tensor<2x8x64xbf16>
    return %20 : tensor<2x8x64xbf16>
  }
  func.func private @recompose.rms_norm.0(%arg0: tensor<2x8x64xbf16>, %arg1: tensor<64xbf16>) -> tensor<2x8x64xbf16> {
    %1 = stablehlo.convert %arg0 : (tensor<2x8x64xbf16>) -> tensor<2x8x64xf32>
    %2 = stablehlo.convert %arg0 : (tensor<2x8x64xbf16>) -> tensor<2x8x64xf32>
    %3 = stablehlo.multiply %1, %1 : tensor<2x8x64xf32>
    %4 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%3 init: %4) applies stablehlo.add across dimensions = [2] : (tensor<2x8x64xf32>, tensor<f32>) -> tensor<2x8xf32>
    %6 = stablehlo.constant dense<1.56250000e-02> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %8 = stablehlo.multiply %5, %7 : tensor<2x8xf32>
    %9 = stablehlo.constant dense<1.00000000e-06> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %11 = stablehlo.add %8, %10 : tensor<2x8xf32>
    %12 = stablehlo.rsqrt %11 : tensor<2x8xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x64xf32>
    %14 = stablehlo.reshape %arg1 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %15 = stablehlo.convert %14 : (tensor<1x1x64xbf16>) -> tensor<1x1x64xf32>
    %16 = stablehlo.reshape %15 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [2] : (tensor<64xf32>) -> tensor<2x8x64xf32>
    %18 = stablehlo.multiply %13, %17 : tensor<2x8x64xf32>
    %19 = stablehlo.multiply %2, %18 : tensor<2x8x64xf32>
    %20 = stablehlo.convert %19 : (tensor<2x8x64xf32>) -> tensor<2x8x64xbf16>
    return %20 : tensor<2x8x64xbf16>
  }
}
