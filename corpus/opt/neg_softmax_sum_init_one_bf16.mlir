module @neg_softmax_sum_init_one_bf16 {
  func.func public @main(%arg0: tensor<4x16xbf16>) -> (tensor<4x16xbf16>) {
    %0 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %1 = stablehlo.reduce(%arg0 init: %0) applies stablehlo.maximum across dimensions = [1] : (tensor<4x16xbf16>, tensor<bf16>) -> tensor<4xbf16>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<4xbf16>) -> tensor<4x16xbf16>
    %3 = stablehlo.subtract %arg0, %2 : tensor<4x16xbf16>
    %4 = stablehlo.exponential %3 : tensor<4x16xbf16>
    %5 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %6 = stablehlo.reduce(%4 init: %5) applies stablehlo.add across dimensions = [1] : (tensor<4x16xbf16>, tensor<bf16>) -> tensor<4xbf16>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<4xbf16>) -> tensor<4x16xbf16>
    %8 = stablehlo.divide %4, %7 : tensor<4x16xbf16>
    return %8 : tensor<4x16xbf16>
  }
}
