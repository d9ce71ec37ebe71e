module @jit_chain_silu_then_gelu {
  func.func public @main(%arg0: tensor<4x256xf32>) -> (tensor<4x256xf32>) {
    %2 = stablehlo.composite "recompose.silu" %arg0 {composite_attributes = {}, decomposition = @recompose.silu.0} : (tensor<4x256xf32>) -> tensor<4x256xf32>
    %13 = stablehlo.composite "recompose.gelu_erf" %2 {composite_attributes = {}, decomposition = @recompose.gelu_erf.0} : (tensor<4x256xf32>) -> tensor<4x256xf32>
    return %13 : tensor<4x256xf32>
  }
  func.func private @recompose.gelu_erf.0(%arg0: tensor<4x256xf32>) -> tensor<4x256xf32> {
    %3 = stablehlo.constant dense<5.00000000e-01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %5 = stablehlo.multiply %arg0, %4 : tensor<4x256xf32>
    %6 = stablehlo.constant dense<7.07106769e-01> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %8 = stablehlo.multiply %arg0, %7 : tensor<4x256xf32>
    %9 = chlo.erf %8 : tensor<4x256xf32> -> tensor<4x256xf32>
    %10 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %12 = stablehlo.add %9, %11 : tensor<4x256xf32>
    %13 = stablehlo.multiply %5, %12 : tensor<4x256xf32>
    return %13 : tensor<4x256xf32>
  }
  func.func private @recompose.silu.0(%arg0: tensor<4x256xf32>) -> tensor<4x256xf32> {
    %1 = stablehlo.logistic %arg0 : tensor<4x256xf32>
    %2 = stablehlo.multiply %arg0, %1 : tensor<4x256xf32>
    return %2 : tensor<4x256xf32>
  }
}
