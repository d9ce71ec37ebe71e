module @jit_shared_convert6_hardswish_blocks {
  func.func public @main(%arg0: tensor<2x64xbf16>) -> (tensor<2x64xbf16>) {
    %1 = stablehlo.constant dense<6.00000000e+00> : tensor<f32>
    %2 = stablehlo.convert %1 : (tensor<f32>) -> tensor<bf16>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<bf16>) -> tensor<2x64xbf16>
    %4 = stablehlo.constant dense<0.00000000e+00> : tensor<bf16>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<bf16>) -> tensor<2x64xbf16>
    %6 = stablehlo.constant dense<3.00000000e+00> : tensor<bf16>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<bf16>) -> tensor<2x64xbf16>
    %8 = stablehlo.add %arg0, %7 : tensor<2x64xbf16>
    %9 = stablehlo.maximum %8, %5 : tensor<2x64xbf16>
    %10 = stablehlo.minimum %9, %3 : tensor<2x64xbf16>
    %11 = stablehlo.multiply %arg0, %10 : tensor<2x64xbf16>
    %12 = stablehlo.divide %11, %3 : tensor<2x64xbf16>
    %13 = stablehlo.add %12, %arg0 : tensor<2x64xbf16>
    %14 = stablehlo.add %13, %7 : tensor<2x64xbf16>
    %15 = stablehlo.maximum %14, %5 : tensor<2x64xbf16>
    %16 = stablehlo.minimum %15, %3 : tensor<2x64xbf16>
    %17 = stablehlo.multiply %13, %16 : tensor<2x64xbf16>
    %18 = stablehlo.divide %17, %3 : tensor<2x64xbf16>
    %19 = stablehlo.add %18, %arg0 : tensor<2x64xbf16>
    %20 = stablehlo.add %19, %7 : tensor<2x64xbf16>
    %21 = stablehlo.maximum %20, %5 : tensor<2x64xbf16>
    %22 = stablehlo.minimum %21, %3 : tensor<2x64xbf16>
    %23 = stablehlo.multiply %19, %22 : tensor<2x64xbf16>
    %24 = stablehlo.divide %23, %3 : tensor<2x64xbf16>
    %25 = stablehlo.add %24, %arg0 : tensor<2x64xbf16>
    return %25 : tensor<2x64xbf16>
  }
}
