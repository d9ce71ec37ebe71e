module @jit_layer_norm_flax_bf16 {
  func.func public @main(%arg0: tensor<2x8x64xbf16>, %arg1: tensor<64xbf16>, %arg2: tensor<64xbf16>) -> (tensor<2x8x64xbf16>) {
    %37 = stablehlo.composite "recompose.layer_norm" %arg0, %arg1, %arg2 {composite_attributes = {cols = 64 : i64, eps = 9.99999975e-06 : f32, scale = 1 : i64, bias = 1 : i64}, decomposition = @recompose.layer_norm.0} : (tensor<2x8x64xbf16>, tensor<64xbf16>, tensor<64xbf16>) -> tensor<2x8x64xbf16>
    return %37 : tensor<2x8x64xbf16>
  }
  func.func private @recompose.layer_norm.0(%arg0: tensor<2x8x64xbf16>, %arg1: tensor<64xbf16>, %arg2: tensor<64xbf16>) -> tensor<2x8x64xbf16> {
    %1 = stablehlo.convert %arg0 : (tensor<2x8x64xbf16>) -> tensor<2x8x64xf32>
    %2 = stablehlo.convert %arg0 : (tensor<2x8x64xbf16>) -> tensor<2x8x64xf32>
    %3 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%1 init: %3) applies stablehlo.add across dimensions = [2] : (tensor<2x8x64xf32>, tensor<f32>) -> tensor<2x8xf32>
    %5 = stablehlo.constant dense<1.56250000e-02> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %7 = stablehlo.multiply %4, %6 : tensor<2x8xf32>
    %8 = stablehlo.multiply %1, %1 : tensor<2x8x64xf32>
    %9 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%8 init: %9) applies stablehlo.add across dimensions = [2] : (tensor<2x8x64xf32>, tensor<f32>) -> tensor<2x8xf32>
    %11 = stablehlo.constant dense<1.56250000e-02> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %13 = stablehlo.multiply %10, %12 : tensor<2x8xf32>
    %14 = stablehlo.multiply %7, %7 : tensor<2x8xf32>
    %15 = stablehlo.subtract %13, %14 : tensor<2x8xf32>
    %16 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %18 = stablehlo.maximum %15, %17 : tensor<2x8xf32>
    %19 = stablehlo.constant dense<1.00000000e-05> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %21 = stablehlo.add %18, %20 : tensor<2x8xf32>
    %22 = stablehlo.rsqrt %21 : tensor<2x8xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x64xf32>
    %24 = stablehlo.reshape %arg1 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %25 = stablehlo.convert %24 : (tensor<1x1x64xbf16>) -> tensor<1x1x64xf32>
    %26 = stablehlo.reshape %25 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [2] : (tensor<64xf32>) -> tensor<2x8x64xf32>
    %28 = stablehlo.multiply %23, %27 : tensor<2x8x64xf32>
    %29 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x64xf32>
    %30 = stablehlo.subtract %2, %29 : tensor<2x8x64xf32>
    %31 = stablehlo.multiply %30, %28 : tensor<2x8x64xf32>
    %32 = stablehlo.reshape %arg2 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %33 = stablehlo.convert %32 : (tensor<1x1x64xbf16>) -> tensor<1x1x64xf32>
    %34 = stablehlo.reshape %33 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [2] : (tensor<64xf32>) -> tensor<2x8x64xf32>
    %36 = stablehlo.add %31, %35 : tensor<2x8x64xf32>
    %37 = stablehlo.convert %36 : (tensor<2x8x64xf32>) -> tensor<2x8x64xbf16>
    return %37 : tensor<2x8x64xbf16>
  }
}
