module @jit_rms_norm_four_blocks_bf16 {
  func.func public @main(%arg0: tensor<2x3x2x3x2x3x4xbf16>) -> (tensor<2x3x2x3x2x3x4xbf16>) {
    %1 = stablehlo.multiply %arg0, %arg0 : tensor<2x3x2x3x2x3x4xbf16>
    %2 = stablehlo.constant dense<0.00000000e+00> : tensor<bf16>
    %3 = stablehlo.reduce(%1 init: %2) applies stablehlo.add across dimensions = [0,2,4,6] : (tensor<2x3x2x3x2x3x4xbf16>, tensor<bf16>) -> tensor<3x3x3xbf16>
    %4 = stablehlo.constant dense<3.12500000e-02> : tensor<bf16>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<bf16>) -> tensor<3x3x3xbf16>
    %6 = stablehlo.multiply %3, %5 : tensor<3x3x3xbf16>
    %7 = stablehlo.constant dense<1.00000000e-06> : tensor<bf16>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<bf16>) -> tensor<3x3x3xbf16>
    %9 = stablehlo.add %6, %8 : tensor<3x3x3xbf16>
    %10 = stablehlo.rsqrt %9 : tensor<3x3x3xbf16>
    %11 = stablehlo.broadcast_in_dim %10, dims = [1, 3, 5] : (tensor<3x3x3xbf16>) -> tensor<2x3x2x3x2x3x4xbf16>
    %12 = stablehlo.multiply %arg0, %11 : tensor<2x3x2x3x2x3x4xbf16>
    return %12 : tensor<2x3x2x3x2x3x4xbf16>
  }
}
