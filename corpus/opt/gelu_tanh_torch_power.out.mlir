module @jit_gelu_tanh_torch_power {
  func.func public @main(%arg0: tensor<4x256xf32>) -> (tensor<4x256xf32>) {
    %18 = stablehlo.composite "recompose.gelu_tanh" %arg0 {composite_attributes = {}, decomposition = @recompose.gelu_tanh.0} : (tensor<4x256xf32>) -> tensor<4x256xf32>
    return %18 : tensor<4x256xf32>
  }
  func.func private @recompose.gelu_tanh.0(%arg0: tensor<4x256xf32>) -> tensor<4x256xf32> {
    %1 = stablehlo.constant dense<3.00000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %3 = stablehlo.power %arg0, %2 : tensor<4x256xf32>
    %4 = stablehlo.constant dense<4.47150000e-02> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %6 = stablehlo.multiply %5, %3 : tensor<4x256xf32>
    %7 = stablehlo.add %arg0, %6 : tensor<4x256xf32>
    %8 = stablehlo.constant dense<7.97884561e-01> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %10 = stablehlo.multiply %9, %7 : tensor<4x256xf32>
    %11 = stablehlo.tanh %10 : tensor<4x256xf32>
    %12 = stablehlo.constant dense<5.00000000e-01> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %14 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %16 = stablehlo.add %15, %11 : tensor<4x256xf32>
    %17 = stablehlo.multiply %13, %16 : tensor<4x256xf32>
    %18 = stablehlo.multiply %arg0, %17 : tensor<4x256xf32>
    return %18 : tensor<4x256xf32>
  }
}
