module @jit_grad_quick_gelu_jax_vjp {
  func.func public @main(%arg0: tensor<4x256xf32>, %arg1: tensor<4x256xf32>) -> (tensor<4x256xf32>) {
    %18 = stablehlo.composite "recompose.quick_gelu_grad" %arg0, %arg1 {composite_attributes = {}, decomposition = @recompose.quick_gelu_grad.0} : (tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<4x256xf32>
    return %18 : tensor<4x256xf32>
  }
  func.func private @recompose.quick_gelu_grad.0(%arg0: tensor<4x256xf32>, %arg1: tensor<4x256xf32>) -> tensor<4x256xf32> {
    %1 = stablehlo.constant dense<1.70200000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %3 = stablehlo.multiply %arg0, %2 : tensor<4x256xf32>
    %4 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %6 = stablehlo.negate %3 : tensor<4x256xf32>
    %7 = stablehlo.exponential %6 : tensor<4x256xf32>
    %8 = stablehlo.add %5, %7 : tensor<4x256xf32>
    %9 = stablehlo.divide %5, %8 : tensor<4x256xf32>
    %10 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %12 = stablehlo.subtract %11, %9 : tensor<4x256xf32>
    %13 = stablehlo.multiply %9, %12 : tensor<4x256xf32>
    %14 = stablehlo.multiply %arg1, %9 : tensor<4x256xf32>
    %15 = stablehlo.multiply %arg0, %arg1 : tensor<4x256xf32>
    %16 = stablehlo.multiply %15, %13 : tensor<4x256xf32>
    %17 = stablehlo.multiply %16, %2 : tensor<4x256xf32>
    %18 = stablehlo.add %14, %17 : tensor<4x256xf32>
    return %18 : tensor<4x256xf32>
  }
}
