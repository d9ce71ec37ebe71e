module @jit_rms_norm_torch_mlir_kept {
  func.func public @main(%arg0: tensor<2x16x64xf32>, %arg1: tensor<64xf32>) -> (tensor<2x16x64xf32>) {
    %1 = arith.constant dense<2> : tensor<1xi64>
    %2 = stablehlo.convert %1 : (tensor<1xi64>) -> tensor<1xf32>
    %3 = stablehlo.reshape %2 : (tensor<1xf32>) -> tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %5 = stablehlo.power %arg0, %4 : tensor<2x16x64xf32>
    %6 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%5 init: %6) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %8 = stablehlo.reshape %7 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %9 = arith.constant dense<64> : tensor<1xi64>
    %10 = stablehlo.convert %9 : (tensor<1xi64>) -> tensor<1xf32>
    %11 = stablehlo.reshape %10 : (tensor<1xf32>) -> tensor<f32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %13 = stablehlo.divide %8, %12 : tensor<2x16x1xf32>
    %14 = arith.constant dense<9.9999999999999995E-7> : tensor<1xf64>
    %15 = stablehlo.convert %14 : (tensor<1xf64>) -> tensor<1xf32>
    %16 = stablehlo.reshape %15 : (tensor<1xf32>) -> tensor<f32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %18 = stablehlo.add %13, %17 : tensor<2x16x1xf32>
    %19 = stablehlo.rsqrt %18 : tensor<2x16x1xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %21 = stablehlo.multiply %arg0, %20 : tensor<2x16x64xf32>
    %22 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %23 = stablehlo.multiply %21, %22 : tensor<2x16x64xf32>
    return %23 : tensor<2x16x64xf32>
  }
}
