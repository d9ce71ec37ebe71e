module @jit_chain_gelu_erf_erfc_twice {
  func.func public @main(%arg0: tensor<4x256xf32>) -> (tensor<4x256xf32>) {
    %1 = stablehlo.constant dense<5.00000000e-01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %3 = stablehlo.multiply %2, %arg0 : tensor<4x256xf32>
    %4 = stablehlo.negate %arg0 : tensor<4x256xf32>
    %5 = stablehlo.constant dense<7.07106769e-01> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %7 = stablehlo.multiply %4, %6 : tensor<4x256xf32>
    %8 = chlo.erfc %7 : tensor<4x256xf32> -> tensor<4x256xf32>
    %9 = stablehlo.multiply %3, %8 : tensor<4x256xf32>
    %10 = stablehlo.constant dense<5.00000000e-01> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %12 = stablehlo.multiply %11, %9 : tensor<4x256xf32>
    %13 = stablehlo.negate %9 : tensor<4x256xf32>
    %14 = stablehlo.constant dense<7.07106769e-01> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %16 = stablehlo.multiply %13, %15 : tensor<4x256xf32>
    %17 = chlo.erfc %16 : tensor<4x256xf32> -> tensor<4x256xf32>
    %18 = stablehlo.multiply %12, %17 : tensor<4x256xf32>
    return %18 : tensor<4x256xf32>
  }
}
