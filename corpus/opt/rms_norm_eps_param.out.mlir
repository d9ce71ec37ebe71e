module @jit_rms_norm_eps_param {
  func.func public @main(%arg0: tensor<2x8x64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<f32>) -> (tensor<2x8x64xf32>) {
    %13 = stablehlo.composite "recompose.rms_norm" %arg0, %arg1, %arg2 {composite_attributes = {cols = 64 : i64, scale = 1 : i64, eps_in = 1 : i64}, decomposition = @recompose.rms_norm.0} : (tensor<2x8x64xf32>, tensor<64xf32>, tensor<f32>) -> tensor<2x8x64xf32>
    return %13 : tensor<2x8x64xf32>
  }
  func.func private @recompose.rms_norm.0(%arg0: tensor<2x8x64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<f32>) -> tensor<2x8x64xf32> {
    %1 = stablehlo.multiply %arg0, %arg0 : tensor<2x8x64xf32>
    %2 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%1 init: %2) applies stablehlo.add across dimensions = [2] : (tensor<2x8x64xf32>, tensor<f32>) -> tensor<2x8xf32>
    %4 = stablehlo.constant dense<1.56250000e-02> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %6 = stablehlo.multiply %3, %5 : tensor<2x8xf32>
    %7 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %8 = stablehlo.add %6, %7 : tensor<2x8xf32>
    %9 = stablehlo.rsqrt %8 : tensor<2x8xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x64xf32>
    %11 = stablehlo.multiply %arg0, %10 : tensor<2x8x64xf32>
    %12 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<64xf32>) -> tensor<2x8x64xf32>
    %13 = stablehlo.multiply %11, %12 : tensor<2x8x64xf32>
    return %13 : tensor<2x8x64xf32>
  }
}
