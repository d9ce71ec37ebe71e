module @jit_rms_norm_pow_rank3_splat {
  func.func public @main(%arg0: tensor<2x4x64xf32>, %arg1: tensor<64xf32>) -> (tensor<2x4x64xf32>) {
    %16 = stablehlo.composite "recompose.rms_norm" %arg0, %arg1 {composite_attributes = {cols = 64 : i64, eps = 9.99999997e-07 : f32, scale = 1 : i64}, decomposition = @recompose.rms_norm.0} : (tensor<2x4x64xf32>, tensor<64xf32>) -> tensor<2x4x64xf32>
    return %16 : tensor<2x4x64xf32>
  }
  func.func private @recompose.rms_norm.0(%arg0: tensor<2x4x64xf32>, %arg1: tensor<64xf32>) -> tensor<2x4x64xf32> {
    %1 = stablehlo.multiply %arg0, %arg0 : tensor<2x4x64xf32>
    %2 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%1 init: %2) applies stablehlo.add across dimensions = [2] : (tensor<2x4x64xf32>, tensor<f32>) -> tensor<2x4xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x64xf32>
    %5 = stablehlo.constant dense<1.56250000e-02> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f32>) -> tensor<2x4x64xf32>
    %7 = stablehlo.multiply %4, %6 : tensor<2x4x64xf32>
    %8 = stablehlo.constant dense<1.00000000e-06> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<2x4x64xf32>
    %10 = stablehlo.add %7, %9 : tensor<2x4x64xf32>
    %11 = stablehlo.constant dense<-5.00000000e-01> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<f32>) -> tensor<2x4x64xf32>
    %13 = stablehlo.power %10, %12 : tensor<2x4x64xf32>
    %14 = stablehlo.multiply %arg0, %13 : tensor<2x4x64xf32>
    %15 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<64xf32>) -> tensor<2x4x64xf32>
    %16 = stablehlo.multiply %14, %15 : tensor<2x4x64xf32>
    return %16 : tensor<2x4x64xf32>
  }
}
