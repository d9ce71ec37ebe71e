module @jit_shared_inv_sqrt2_divide_gelu_erf_blocks {
  func.func public @main(%arg0: tensor<2x64xf32>) -> (tensor<2x64xf32>) {
    %1 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %2 = stablehlo.constant dense<2.00000000e+00> : tensor<f32>
    %3 = stablehlo.sqrt %2 : tensor<f32>
    %4 = stablehlo.divide %1, %3 : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<2x64xf32>
    %7 = chlo.erf %6 : tensor<2x64xf32> -> tensor<2x64xf32>
    %8 = stablehlo.constant dense<5.00000000e-01> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %10 = stablehlo.multiply %arg0, %9 : tensor<2x64xf32>
    %11 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %13 = stablehlo.add %7, %12 : tensor<2x64xf32>
    %14 = stablehlo.multiply %10, %13 : tensor<2x64xf32>
    %15 = stablehlo.add %14, %arg0 : tensor<2x64xf32>
    %16 = stablehlo.multiply %15, %5 : tensor<2x64xf32>
    %17 = chlo.erf %16 : tensor<2x64xf32> -> tensor<2x64xf32>
    %18 = stablehlo.constant dense<5.00000000e-01> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %20 = stablehlo.multiply %15, %19 : tensor<2x64xf32>
    %21 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %23 = stablehlo.add %17, %22 : tensor<2x64xf32>
    %24 = stablehlo.multiply %20, %23 : tensor<2x64xf32>
    %25 = stablehlo.add %24, %arg0 : tensor<2x64xf32>
    return %25 : tensor<2x64xf32>
  }
}
