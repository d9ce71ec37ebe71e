module @jit_residual_silu_gelu_tanh {
  func.func public @main(%arg0: tensor<4x256xf32>) -> (tensor<4x256xf32>) {
    %7 = stablehlo.composite "recompose.silu" %arg0 {composite_attributes = {}, decomposition = @recompose.silu.0} : (tensor<4x256xf32>) -> tensor<4x256xf32>
    %24 = stablehlo.composite "recompose.gelu_tanh" %7 {composite_attributes = {}, decomposition = @recompose.gelu_tanh.0} : (tensor<4x256xf32>) -> tensor<4x256xf32>
    %25 = stablehlo.add %24, %arg0 : tensor<4x256xf32>
    return %25 : tensor<4x256xf32>
  }
  func.func private @recompose.gelu_tanh.0(%arg0: tensor<4x256xf32>) -> tensor<4x256xf32> {
    %8 = stablehlo.multiply %arg0, %arg0 : tensor<4x256xf32>
    %9 = stablehlo.multiply %8, %arg0 : tensor<4x256xf32>
    %10 = stablehlo.constant dense<4.47150000e-02> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %12 = stablehlo.multiply %11, %9 : tensor<4x256xf32>
    %13 = stablehlo.add %arg0, %12 : tensor<4x256xf32>
    %14 = stablehlo.constant dense<7.97884583e-01> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %16 = stablehlo.multiply %15, %13 : tensor<4x256xf32>
    %17 = stablehlo.tanh %16 : tensor<4x256xf32>
    %18 = stablehlo.constant dense<5.00000000e-01> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %20 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %22 = stablehlo.add %21, %17 : tensor<4x256xf32>
    %23 = stablehlo.multiply %19, %22 : tensor<4x256xf32>
    %24 = stablehlo.multiply %arg0, %23 : tensor<4x256xf32>
    return %24 : tensor<4x256xf32>
  }
  func.func private @recompose.silu.0(%arg0: tensor<4x256xf32>) -> tensor<4x256xf32> {
    %1 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %3 = stablehlo.negate %arg0 : tensor<4x256xf32>
    %4 = stablehlo.exponential %3 : tensor<4x256xf32>
    %5 = stablehlo.add %2, %4 : tensor<4x256xf32>
    %6 = stablehlo.divide %2, %5 : tensor<4x256xf32>
    %7 = stablehlo.multiply %arg0, %6 : tensor<4x256xf32>
    return %7 : tensor<4x256xf32>
  }
}
