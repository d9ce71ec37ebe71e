module @jit_gelu_tanh_f16_normalized {
  func.func public @main(%arg0: tensor<4x256xf16>) -> (tensor<4x256xf16>) {
    %1 = stablehlo.convert %arg0 : (tensor<4x256xf16>) -> tensor<4x256xf32>
    %2 = stablehlo.multiply %1, %1 : tensor<4x256xf32>
    %3 = stablehlo.multiply %2, %1 : tensor<4x256xf32>
    %4 = stablehlo.convert %3 : (tensor<4x256xf32>) -> tensor<4x256xf16>
    %5 = stablehlo.convert %4 : (tensor<4x256xf16>) -> tensor<4x256xf32>
    %6 = stablehlo.constant dense<4.47082519e-02> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %8 = stablehlo.multiply %7, %5 : tensor<4x256xf32>
    %9 = stablehlo.convert %8 : (tensor<4x256xf32>) -> tensor<4x256xf16>
    %10 = stablehlo.convert %9 : (tensor<4x256xf16>) -> tensor<4x256xf32>
    %11 = stablehlo.add %1, %10 : tensor<4x256xf32>
    %12 = stablehlo.convert %11 : (tensor<4x256xf32>) -> tensor<4x256xf16>
    %13 = stablehlo.convert %12 : (tensor<4x256xf16>) -> tensor<4x256xf32>
    %14 = stablehlo.constant dense<7.97851562e-01> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %16 = stablehlo.multiply %15, %13 : tensor<4x256xf32>
    %17 = stablehlo.convert %16 : (tensor<4x256xf32>) -> tensor<4x256xf16>
    %18 = stablehlo.convert %17 : (tensor<4x256xf16>) -> tensor<4x256xf32>
    %19 = stablehlo.tanh %18 : tensor<4x256xf32>
    %20 = stablehlo.convert %19 : (tensor<4x256xf32>) -> tensor<4x256xf16>
    %21 = stablehlo.convert %20 : (tensor<4x256xf16>) -> tensor<4x256xf32>
    %22 = stablehlo.constant dense<5.00000000e-01> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %24 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %26 = stablehlo.add %25, %21 : tensor<4x256xf32>
    %27 = stablehlo.convert %26 : (tensor<4x256xf32>) -> tensor<4x256xf16>
    %28 = stablehlo.convert %27 : (tensor<4x256xf16>) -> tensor<4x256xf32>
    %29 = stablehlo.multiply %23, %28 : tensor<4x256xf32>
    %30 = stablehlo.convert %29 : (tensor<4x256xf32>) -> tensor<4x256xf16>
    %31 = stablehlo.convert %30 : (tensor<4x256xf16>) -> tensor<4x256xf32>
    %32 = stablehlo.multiply %1, %31 : tensor<4x256xf32>
    %33 = stablehlo.convert %32 : (tensor<4x256xf32>) -> tensor<4x256xf16>
    return %33 : tensor<4x256xf16>
  }
}
