module @jit_rms_norm_scale_f16 {
  func.func public @main(%arg0: tensor<4x256xf32>, %arg1: tensor<256xf16>) -> (tensor<4x256xf32>) {
    %1 = stablehlo.convert %arg1 : (tensor<256xf16>) -> tensor<256xf32>
    %15 = stablehlo.composite "recompose.rms_norm" %arg0, %1 {composite_attributes = {cols = 256 : i64, eps = 9.99999997e-07 : f32, scale = 1 : i64}, decomposition = @recompose.rms_norm.0} : (tensor<4x256xf32>, tensor<256xf32>) -> tensor<4x256xf32>
    return %15 : tensor<4x256xf32>
  }
  func.func private @recompose.rms_norm.0(%arg0: tensor<4x256xf32>, %arg1: tensor<256xf32>) -> tensor<4x256xf32> {
    %2 = stablehlo.multiply %arg0, %arg0 : tensor<4x256xf32>
    %3 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%2 init: %3) applies stablehlo.add across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %6 = stablehlo.constant dense<3.90625000e-03> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %8 = stablehlo.multiply %5, %7 : tensor<4x256xf32>
    %9 = stablehlo.constant dense<1.00000000e-06> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %11 = stablehlo.add %8, %10 : tensor<4x256xf32>
    %12 = stablehlo.rsqrt %11 : tensor<4x256xf32>
    %13 = stablehlo.multiply %arg0, %12 : tensor<4x256xf32>
    %14 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<256xf32>) -> tensor<4x256xf32>
    %15 = stablehlo.multiply %13, %14 : tensor<4x256xf32>
    return %15 : tensor<4x256xf32>
  }
}
