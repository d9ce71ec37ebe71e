module @jit_mlp_dot_silu_dot {
  func.func public @main(%arg0: tensor<8x64xf32>, %arg1: tensor<64x64xf32>, %arg2: tensor<64x64xf32>) -> (tensor<8x64xf32>) {
    %1 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<8x64xf32>, tensor<64x64xf32>) -> tensor<8x64xf32>
    %8 = stablehlo.composite "recompose.silu" %1 {composite_attributes = {}, decomposition = @recompose.silu.0} : (tensor<8x64xf32>) -> tensor<8x64xf32>
    %9 = stablehlo.dot_general %8, %arg2, contracting_dims = [1] x [0] : (tensor<8x64xf32>, tensor<64x64xf32>) -> tensor<8x64xf32>
    return %9 : tensor<8x64xf32>
  }
  func.func private @recompose.silu.0(%arg0: tensor<8x64xf32>) -> tensor<8x64xf32> {
    %2 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %4 = stablehlo.negate %arg0 : tensor<8x64xf32>
    %5 = stablehlo.exponential %4 : tensor<8x64xf32>
    %6 = stablehlo.add %3, %5 : tensor<8x64xf32>
    %7 = stablehlo.divide %3, %6 : tensor<8x64xf32>
    %8 = stablehlo.multiply %arg0, %7 : tensor<8x64xf32>
    return %8 : tensor<8x64xf32>
  }
}
