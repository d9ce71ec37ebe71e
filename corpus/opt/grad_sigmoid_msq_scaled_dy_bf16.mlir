module @jit_grad_sigmoid_msq_scaled_dy_bf16 {
  func.func public @main(%arg0: tensor<4x256xbf16>, %arg1: tensor<4x256xbf16>) -> (tensor<4x256xbf16>) {
    %1 = stablehlo.logistic %arg0 : tensor<4x256xbf16>
    %2 = stablehlo.subtract %1, %arg1 : tensor<4x256xbf16>
    %3 = stablehlo.constant dense<2.00000000e+00> : tensor<bf16>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<bf16>) -> tensor<4x256xbf16>
    %5 = stablehlo.multiply %2, %4 : tensor<4x256xbf16>
    %6 = stablehlo.constant dense<9.76562500e-04> : tensor<bf16>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<bf16>) -> tensor<4x256xbf16>
    %8 = stablehlo.multiply %5, %7 : tensor<4x256xbf16>
    %9 = stablehlo.multiply %8, %1 : tensor<4x256xbf16>
    %10 = stablehlo.constant dense<1.00000000e+00> : tensor<bf16>
    %11 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<bf16>) -> tensor<4x256xbf16>
    %12 = stablehlo.subtract %11, %1 : tensor<4x256xbf16>
    %13 = stablehlo.multiply %9, %12 : tensor<4x256xbf16>
    return %13 : tensor<4x256xbf16>
  }
}
