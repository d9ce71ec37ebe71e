module @jit_layer_norm_variance_batched_dot_recomputed_bf16 {
  func.func public @main(%arg0: tensor<3x4x2x8xbf16>) -> (tensor<3x4x2x8xbf16>) {
    %0 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %1 = stablehlo.reduce(%arg0 init: %0) applies stablehlo.add across dimensions = [0, 1, 3] : (tensor<3x4x2x8xbf16>, tensor<bf16>) -> tensor<2xbf16>
    %2 = stablehlo.constant dense<1.043701e-02> : tensor<bf16>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<bf16>) -> tensor<2xbf16>
    %4 = stablehlo.multiply %1, %3 : tensor<2xbf16>
    %5 = stablehlo.reshape %4 : (tensor<2xbf16>) -> tensor<1x1x2x1xbf16>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2, 3] : (tensor<1x1x2x1xbf16>) -> tensor<3x4x2x8xbf16>
    %7 = stablehlo.subtract %arg0, %6 : tensor<3x4x2x8xbf16>
    %8 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %9 = stablehlo.reduce(%arg0 init: %8) applies stablehlo.add across dimensions = [0, 1, 3] : (tensor<3x4x2x8xbf16>, tensor<bf16>) -> tensor<2xbf16>
    %10 = stablehlo.constant dense<1.043701e-02> : tensor<bf16>
    %11 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<bf16>) -> tensor<2xbf16>
    %12 = stablehlo.multiply %9, %11 : tensor<2xbf16>
    %13 = stablehlo.reshape %12 : (tensor<2xbf16>) -> tensor<1x1x2x1xbf16>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2, 3] : (tensor<1x1x2x1xbf16>) -> tensor<3x4x2x8xbf16>
    %15 = stablehlo.subtract %arg0, %14 : tensor<3x4x2x8xbf16>
    %16 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %17 = stablehlo.reduce(%arg0 init: %16) applies stablehlo.add across dimensions = [0, 1, 3] : (tensor<3x4x2x8xbf16>, tensor<bf16>) -> tensor<2xbf16>
    %18 = stablehlo.constant dense<1.043701e-02> : tensor<bf16>
    %19 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<bf16>) -> tensor<2xbf16>
    %20 = stablehlo.multiply %17, %19 : tensor<2xbf16>
    %21 = stablehlo.reshape %20 : (tensor<2xbf16>) -> tensor<1x1x2x1xbf16>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2, 3] : (tensor<1x1x2x1xbf16>) -> tensor<3x4x2x8xbf16>
    %23 = stablehlo.subtract %arg0, %22 : tensor<3x4x2x8xbf16>
    %24 = stablehlo.dot_general %15, %23, batching_dims = [2] x [2], contracting_dims = [0, 1, 3] x [0, 1, 3] : (tensor<3x4x2x8xbf16>, tensor<3x4x2x8xbf16>) -> tensor<2xbf16>
    %25 = stablehlo.constant dense<1.043701e-02> : tensor<bf16>
    %26 = stablehlo.broadcast_in_dim %25, dims = [] : (tensor<bf16>) -> tensor<2xbf16>
    %27 = stablehlo.multiply %24, %26 : tensor<2xbf16>
    %28 = stablehlo.constant dense<9.983778e-07> : tensor<bf16>
    %29 = stablehlo.broadcast_in_dim %28, dims = [] : (tensor<bf16>) -> tensor<2xbf16>
    %30 = stablehlo.add %27, %29 : tensor<2xbf16>
    %31 = stablehlo.rsqrt %30 : tensor<2xbf16>
    %32 = stablehlo.reshape %31 : (tensor<2xbf16>) -> tensor<1x1x2x1xbf16>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2, 3] : (tensor<1x1x2x1xbf16>) -> tensor<3x4x2x8xbf16>
    %34 = stablehlo.multiply %7, %33 : tensor<3x4x2x8xbf16>
    return %34 : tensor<3x4x2x8xbf16>
  }
}
