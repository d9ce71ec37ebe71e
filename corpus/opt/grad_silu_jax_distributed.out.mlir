module @jit_grad_silu_jax_distributed {
  func.func public @main(%arg0: tensor<4x256xf32>, %arg1: tensor<4x256xf32>) -> (tensor<4x256xf32>) {
    %14 = stablehlo.composite "recompose.silu_grad" %arg0, %arg1 {composite_attributes = {}, decomposition = @recompose.silu_grad.0} : (tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<4x256xf32>
    return %14 : tensor<4x256xf32>
  }
  func.func private @recompose.silu_grad.0(%arg0: tensor<4x256xf32>, %arg1: tensor<4x256xf32>) -> tensor<4x256xf32> {
    %1 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %3 = stablehlo.negate %arg0 : tensor<4x256xf32>
    %4 = stablehlo.exponential %3 : tensor<4x256xf32>
    %5 = stablehlo.add %2, %4 : tensor<4x256xf32>
    %6 = stablehlo.divide %2, %5 : tensor<4x256xf32>
    %7 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %9 = stablehlo.subtract %8, %6 : tensor<4x256xf32>
    %10 = stablehlo.multiply %6, %9 : tensor<4x256xf32>
    %11 = stablehlo.multiply %arg1, %6 : tensor<4x256xf32>
    %12 = stablehlo.multiply %arg0, %arg1 : tensor<4x256xf32>
    %13 = stablehlo.multiply %12, %10 : tensor<4x256xf32>
    %14 = stablehlo.add %11, %13 : tensor<4x256xf32>
    return %14 : tensor<4x256xf32>
  }
}
