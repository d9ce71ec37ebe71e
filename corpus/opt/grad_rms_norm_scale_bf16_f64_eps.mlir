module @jit_grad_rms_norm_scale_bf16_f64_eps {
  func.func @main(%arg0: tensor<32x64xbf16>, %arg1: tensor<64xbf16>, %arg2: tensor<32x64xbf16>) -> (tensor<32x64xbf16>, tensor<64xbf16>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %cst_1 = arith.constant dense<2> : tensor<1xi64>
    %cst_2 = arith.constant dense<64> : tensor<1xi64>
    %cst_3 = arith.constant dense<9.9999999999999995E-7> : tensor<1xf64>
    %0 = stablehlo.convert %arg0 : (tensor<32x64xbf16>) -> tensor<32x64xf32>
    %1 = stablehlo.convert %cst_1 : (tensor<1xi64>) -> tensor<1xf32>
    %2 = stablehlo.reshape %1 : (tensor<1xf32>) -> tensor<f32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %4 = stablehlo.power %0, %3 : tensor<32x64xf32>
    %5 = stablehlo.reduce(%4 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %6 = stablehlo.reshape %5 : (tensor<32xf32>) -> tensor<32x1xf32>
    %7 = stablehlo.convert %cst_2 : (tensor<1xi64>) -> tensor<1xf32>
    %8 = stablehlo.reshape %7 : (tensor<1xf32>) -> tensor<f32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %10 = stablehlo.divide %6, %9 : tensor<32x1xf32>
    %11 = stablehlo.convert %cst_3 : (tensor<1xf64>) -> tensor<1xf32>
    %12 = stablehlo.reshape %11 : (tensor<1xf32>) -> tensor<f32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %14 = stablehlo.add %10, %13 : tensor<32x1xf32>
    %15 = stablehlo.rsqrt %14 : tensor<32x1xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %17 = stablehlo.multiply %0, %16 : tensor<32x64xf32>
    %18 = stablehlo.convert %17 : (tensor<32x64xf32>) -> tensor<32x64xbf16>
    %19 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<64xbf16>) -> tensor<32x64xbf16>
    %20 = stablehlo.multiply %19, %18 : tensor<32x64xbf16>
    %21 = stablehlo.multiply %arg2, %18 : tensor<32x64xbf16>
    %22 = stablehlo.reduce(%21 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<32x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    return %20, %22 : tensor<32x64xbf16>, tensor<64xbf16>
  }
}
