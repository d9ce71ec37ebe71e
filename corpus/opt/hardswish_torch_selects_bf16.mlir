module @jit_hardswish_torch_selects_bf16 {
  func.func public @main(%arg0: tensor<4x256xbf16>) -> (tensor<4x256xbf16>) {
    %1 = stablehlo.constant dense<3.00000000e+00> : tensor<bf16>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<bf16>) -> tensor<4x256xbf16>
    %3 = stablehlo.add %arg0, %2 : tensor<4x256xbf16>
    %4 = stablehlo.multiply %arg0, %3 : tensor<4x256xbf16>
    %5 = stablehlo.constant dense<6.00000000e+00> : tensor<bf16>
    %6 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<bf16>) -> tensor<4x256xbf16>
    %7 = stablehlo.divide %4, %6 : tensor<4x256xbf16>
    %8 = stablehlo.constant dense<3.00000000e+00> : tensor<bf16>
    %9 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<bf16>) -> tensor<4x256xbf16>
    %10 = stablehlo.compare  LT, %arg0, %9,  FLOAT : (tensor<4x256xbf16>, tensor<4x256xbf16>) -> tensor<4x256xi1>
    %11 = stablehlo.select %10, %7, %arg0 : tensor<4x256xi1>, tensor<4x256xbf16>
    %12 = stablehlo.constant dense<-3.00000000e+00> : tensor<bf16>
    %13 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<bf16>) -> tensor<4x256xbf16>
    %14 = stablehlo.compare  LE, %arg0, %13,  FLOAT : (tensor<4x256xbf16>, tensor<4x256xbf16>) -> tensor<4x256xi1>
    %15 = stablehlo.constant dense<0.00000000e+00> : tensor<bf16>
    %16 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<bf16>) -> tensor<4x256xbf16>
    %17 = stablehlo.select %14, %16, %11 : tensor<4x256xi1>, tensor<4x256xbf16>
    return %17 : tensor<4x256xbf16>
  }
}
