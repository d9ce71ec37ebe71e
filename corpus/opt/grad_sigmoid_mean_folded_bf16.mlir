module @jit_grad_sigmoid_mean_folded_bf16 {
  func.func public @main(%arg0: tensor<4x256xbf16>) -> (tensor<4x256xbf16>) {
    %1 = stablehlo.logistic %arg0 : tensor<4x256xbf16>
    %2 = stablehlo.constant dense<1.00000000e+00> : tensor<bf16>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<bf16>) -> tensor<4x256xbf16>
    %4 = stablehlo.subtract %3, %1 : tensor<4x256xbf16>
    %5 = stablehlo.multiply %1, %4 : tensor<4x256xbf16>
    %6 = stablehlo.constant dense<9.76562500e-04> : tensor<bf16>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<bf16>) -> tensor<4x256xbf16>
    %8 = stablehlo.multiply %5, %7 : tensor<4x256xbf16>
    return %8 : tensor<4x256xbf16>
  }
}
