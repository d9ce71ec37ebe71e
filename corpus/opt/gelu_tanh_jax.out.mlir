module @jit_gelu_tanh_jax {
  func.func public @main(%arg0: tensor<4x256xf32>) -> (tensor<4x256xf32>) {
    %17 = stablehlo.composite "recompose.gelu_tanh" %arg0 {composite_attributes = {}, decomposition = @recompose.gelu_tanh.0} : (tensor<4x256xf32>) -> tensor<4x256xf32>
    return %17 : tensor<4x256xf32>
  }
  func.func private @recompose.gelu_tanh.0(%arg0: tensor<4x256xf32>) -> tensor<4x256xf32> {
    %1 = stablehlo.multiply %arg0, %arg0 : tensor<4x256xf32>
    %2 = stablehlo.multiply %1, %arg0 : tensor<4x256xf32>
    %3 = stablehlo.constant dense<4.47150000e-02> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %5 = stablehlo.multiply %4, %2 : tensor<4x256xf32>
    %6 = stablehlo.add %arg0, %5 : tensor<4x256xf32>
    %7 = stablehlo.constant dense<7.97884583e-01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %9 = stablehlo.multiply %8, %6 : tensor<4x256xf32>
    %10 = stablehlo.tanh %9 : tensor<4x256xf32>
    %11 = stablehlo.constant dense<5.00000000e-01> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %13 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %15 = stablehlo.add %14, %10 : tensor<4x256xf32>
    %16 = stablehlo.multiply %12, %15 : tensor<4x256xf32>
    %17 = stablehlo.multiply %arg0, %16 : tensor<4x256xf32>
    return %17 : tensor<4x256xf32>
  }
}
