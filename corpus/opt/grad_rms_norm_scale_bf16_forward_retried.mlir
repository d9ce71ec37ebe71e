module @jit_grad_rms_norm_scale_bf16_forward_retried {
  func.func public @main(%arg0: tensor<4x256xbf16>, %arg1: tensor<4x256xbf16>, %arg2: tensor<256xf32>) -> (tensor<4x256xbf16>, tensor<256xbf16>, tensor<4x256xbf16>) {
    %1 = stablehlo.convert %arg2 : (tensor<256xf32>) -> tensor<256xbf16>
    %2 = stablehlo.reshape %1 : (tensor<256xbf16>) -> tensor<1x256xbf16>
    %3 = stablehlo.convert %arg0 : (tensor<4x256xbf16>) -> tensor<4x256xf32>
    %4 = stablehlo.multiply %3, %3 : tensor<4x256xf32>
    %5 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%4 init: %5) applies stablehlo.add across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %7 = stablehlo.constant dense<3.90625000e-03> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %9 = stablehlo.multiply %6, %8 : tensor<4xf32>
    %10 = stablehlo.constant dense<1.00000000e-06> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %12 = stablehlo.add %9, %11 : tensor<4xf32>
    %13 = stablehlo.rsqrt %12 : tensor<4xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %15 = stablehlo.multiply %3, %14 : tensor<4x256xf32>
    %16 = stablehlo.convert %15 : (tensor<4x256xf32>) -> tensor<4x256xbf16>
    %17 = stablehlo.multiply %16, %arg1 : tensor<4x256xbf16>
    %18 = stablehlo.constant dense<0.00000000e+00> : tensor<bf16>
    %19 = stablehlo.reduce(%17 init: %18) applies stablehlo.add across dimensions = [0] : (tensor<4x256xbf16>, tensor<bf16>) -> tensor<256xbf16>
    %20 = stablehlo.reshape %2 : (tensor<1x256xbf16>) -> tensor<256xbf16>
    %21 = stablehlo.broadcast_in_dim %20, dims = [1] : (tensor<256xbf16>) -> tensor<4x256xbf16>
    %22 = stablehlo.multiply %arg1, %21 : tensor<4x256xbf16>
    %23 = stablehlo.reshape %2 : (tensor<1x256xbf16>) -> tensor<256xbf16>
    %24 = stablehlo.broadcast_in_dim %23, dims = [1] : (tensor<256xbf16>) -> tensor<4x256xbf16>
    %25 = stablehlo.multiply %16, %24 : tensor<4x256xbf16>
    return %25, %19, %22 : tensor<4x256xbf16>, tensor<256xbf16>, tensor<4x256xbf16>
  }
}
