module @jit_neg_softmax_power_of_two_bf16 {
  func.func public @main(%arg0: tensor<8x16xbf16>) -> (tensor<8x16xbf16>) {
    %1 = stablehlo.constant dense<1.44269502e+00> : tensor<bf16>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<bf16>) -> tensor<8x16xbf16>
    %3 = stablehlo.multiply %arg0, %2 : tensor<8x16xbf16>
    %4 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %5 = stablehlo.reduce(%3 init: %4) applies stablehlo.maximum across dimensions = [1] : (tensor<8x16xbf16>, tensor<bf16>) -> tensor<8xbf16>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<8xbf16>) -> tensor<8x16xbf16>
    %7 = stablehlo.subtract %3, %6 : tensor<8x16xbf16>
    %8 = stablehlo.constant dense<2.00000000e+00> : tensor<bf16>
    %9 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<bf16>) -> tensor<8x16xbf16>
    %10 = stablehlo.power %9, %7 : tensor<8x16xbf16>
    %11 = stablehlo.constant dense<0.00000000e+00> : tensor<bf16>
    %12 = stablehlo.reduce(%10 init: %11) applies stablehlo.add across dimensions = [1] : (tensor<8x16xbf16>, tensor<bf16>) -> tensor<8xbf16>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0] : (tensor<8xbf16>) -> tensor<8x16xbf16>
    %14 = stablehlo.divide %10, %13 : tensor<8x16xbf16>
    return %14 : tensor<8x16xbf16>
  }
}
