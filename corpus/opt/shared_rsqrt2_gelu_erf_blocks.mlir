module @jit_shared_rsqrt2_gelu_erf_blocks {
  func.func public @main(%arg0: tensor<2x64xf32>) -> (tensor<2x64xf32>) {
    %1 = stablehlo.constant dense<2.00000000e+00> : tensor<f32>
    %2 = stablehlo.rsqrt %1 : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %4 = stablehlo.constant dense<5.00000000e-01> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<2x64xf32>
    %7 = stablehlo.multiply %arg0, %3 : tensor<2x64xf32>
    %8 = chlo.erf %7 : tensor<2x64xf32> -> tensor<2x64xf32>
    %9 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %11 = stablehlo.add %8, %10 : tensor<2x64xf32>
    %12 = stablehlo.multiply %6, %11 : tensor<2x64xf32>
    %13 = stablehlo.add %12, %arg0 : tensor<2x64xf32>
    %14 = stablehlo.constant dense<5.00000000e-01> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %16 = stablehlo.multiply %13, %15 : tensor<2x64xf32>
    %17 = stablehlo.multiply %13, %3 : tensor<2x64xf32>
    %18 = chlo.erf %17 : tensor<2x64xf32> -> tensor<2x64xf32>
    %19 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %21 = stablehlo.add %18, %20 : tensor<2x64xf32>
    %22 = stablehlo.multiply %16, %21 : tensor<2x64xf32>
    %23 = stablehlo.add %22, %arg0 : tensor<2x64xf32>
    %24 = stablehlo.constant dense<5.00000000e-01> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %26 = stablehlo.multiply %23, %25 : tensor<2x64xf32>
    %27 = stablehlo.multiply %23, %3 : tensor<2x64xf32>
    %28 = chlo.erf %27 : tensor<2x64xf32> -> tensor<2x64xf32>
    %29 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %31 = stablehlo.add %28, %30 : tensor<2x64xf32>
    %32 = stablehlo.multiply %26, %31 : tensor<2x64xf32>
    %33 = stablehlo.add %32, %arg0 : tensor<2x64xf32>
    return %33 : tensor<2x64xf32>
  }
}
