module @neg_softmax_sum_init_half_f16 {
  func.func public @main(%arg0: tensor<4x16xf16>) -> (tensor<4x16xf16>) {
    %0 = stablehlo.constant dense<0xFC00> : tensor<f16>
    %1 = stablehlo.reduce(%arg0 init: %0) applies stablehlo.maximum across dimensions = [1] : (tensor<4x16xf16>, tensor<f16>) -> tensor<4xf16>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<4xf16>) -> tensor<4x16xf16>
    %3 = stablehlo.subtract %arg0, %2 : tensor<4x16xf16>
    %4 = stablehlo.exponential %3 : tensor<4x16xf16>
    %5 = stablehlo.constant dense<5.000000e-01> : tensor<f16>
    %6 = stablehlo.reduce(%4 init: %5) applies stablehlo.add across dimensions = [1] : (tensor<4x16xf16>, tensor<f16>) -> tensor<4xf16>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<4xf16>) -> tensor<4x16xf16>
    %8 = stablehlo.divide %4, %7 : tensor<4x16xf16>
    return %8 : tensor<4x16xf16>
  }
}
