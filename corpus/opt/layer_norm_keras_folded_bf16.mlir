module @jit_layer_norm_keras_folded_bf16 {
  func.func public @main(%arg0: tensor<8x64xbf16>, %arg1: tensor<64xf32>, %arg2: tensor<64xf32>) -> (tensor<8x64xbf16>) {
    %1 = stablehlo.convert %arg0 : (tensor<8x64xbf16>) -> tensor<8x64xf32>
    %2 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%1 init: %2) applies stablehlo.add across dimensions = [1] : (tensor<8x64xf32>, tensor<f32>) -> tensor<8xf32>
    %4 = stablehlo.constant dense<6.40000000e+01> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %6 = stablehlo.divide %3, %5 : tensor<8xf32>
    %7 = stablehlo.reshape %6 : (tensor<8xf32>) -> tensor<8x1xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x64xf32>
    %9 = stablehlo.subtract %1, %8 : tensor<8x64xf32>
    %10 = stablehlo.multiply %9, %9 : tensor<8x64xf32>
    %11 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %12 = stablehlo.reduce(%10 init: %11) applies stablehlo.add across dimensions = [1] : (tensor<8x64xf32>, tensor<f32>) -> tensor<8xf32>
    %13 = stablehlo.constant dense<6.40000000e+01> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %15 = stablehlo.divide %12, %14 : tensor<8xf32>
    %16 = stablehlo.reshape %15 : (tensor<8xf32>) -> tensor<8x1xf32>
    %17 = stablehlo.constant dense<1.00000000e-03> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %19 = stablehlo.add %16, %18 : tensor<8x1xf32>
    %20 = stablehlo.rsqrt %19 : tensor<8x1xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x64xf32>
    %22 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<64xf32>) -> tensor<8x64xf32>
    %23 = stablehlo.multiply %21, %22 : tensor<8x64xf32>
    %24 = stablehlo.negate %7 : tensor<8x1xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x64xf32>
    %26 = stablehlo.multiply %25, %23 : tensor<8x64xf32>
    %27 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<64xf32>) -> tensor<8x64xf32>
    %28 = stablehlo.add %26, %27 : tensor<8x64xf32>
    %29 = stablehlo.multiply %1, %23 : tensor<8x64xf32>
    %30 = stablehlo.add %29, %28 : tensor<8x64xf32>
    %31 = stablehlo.convert %30 : (tensor<8x64xf32>) -> tensor<8x64xbf16>
    return %31 : tensor<8x64xbf16>
  }
}
