module @jit_grad_tanh_jax_vjp {
  func.func public @main(%arg0: tensor<4x256xf32>, %arg1: tensor<4x256xf32>) -> (tensor<4x256xf32>) {
    %7 = stablehlo.composite "recompose.tanh_grad" %arg0, %arg1 {composite_attributes = {}, decomposition = @recompose.tanh_grad.0} : (tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<4x256xf32>
    return %7 : tensor<4x256xf32>
  }
  func.func private @recompose.tanh_grad.0(%arg0: tensor<4x256xf32>, %arg1: tensor<4x256xf32>) -> tensor<4x256xf32> {
    %1 = stablehlo.tanh %arg0 : tensor<4x256xf32>
    %2 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %4 = stablehlo.subtract %3, %1 : tensor<4x256xf32>
    %5 = stablehlo.multiply %arg1, %4 : tensor<4x256xf32>
    %6 = stablehlo.multiply %5, %1 : tensor<4x256xf32>
    %7 = stablehlo.add %5, %6 : tensor<4x256xf32>
    return %7 : tensor<4x256xf32>
  }
}
