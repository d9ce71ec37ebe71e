module @jit_neg_rms_norm_torch_mlir_flat_rows {
  func.func public @main(%arg0: tensor<2x16x64xf32>) -> (tensor<2x16x64xf32>) {
    %1 = stablehlo.multiply %arg0, %arg0 : tensor<2x16x64xf32>
    %2 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%1 init: %2) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %4 = stablehlo.reshape %3 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %5 = arith.constant dense<64> : tensor<1xi64>
    %6 = stablehlo.convert %5 : (tensor<1xi64>) -> tensor<1xf32>
    %7 = stablehlo.reshape %6 : (tensor<1xf32>) -> tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %9 = stablehlo.divide %4, %8 : tensor<2x16x1xf32>
    %10 = arith.constant dense<1.0E-6> : tensor<1xf64>
    %11 = stablehlo.convert %10 : (tensor<1xf64>) -> tensor<1xf32>
    %12 = stablehlo.reshape %11 : (tensor<1xf32>) -> tensor<f32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %14 = stablehlo.add %9, %13 : tensor<2x16x1xf32>
    %15 = stablehlo.rsqrt %14 : tensor<2x16x1xf32>
    %16 = stablehlo.reshape %15 : (tensor<2x16x1xf32>) -> tensor<32xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0] : (tensor<32xf32>) -> tensor<32x64xf32>
    %18 = stablehlo.reshape %17 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    return %18 : tensor<2x16x64xf32>
  }
}
