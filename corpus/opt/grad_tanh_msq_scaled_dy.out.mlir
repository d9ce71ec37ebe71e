module @jit_grad_tanh_msq_scaled_dy {
  func.func public @main(%arg0: tensor<4x256xf32>, %arg1: tensor<4x256xf32>) -> (tensor<4x256xf32>) {
    %1 = stablehlo.tanh %arg0 : tensor<4x256xf32>
    %2 = stablehlo.subtract %1, %arg1 : tensor<4x256xf32>
    %3 = stablehlo.constant dense<2.00000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %5 = stablehlo.multiply %2, %4 : tensor<4x256xf32>
    %6 = stablehlo.constant dense<9.76562500e-04> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %8 = stablehlo.multiply %5, %7 : tensor<4x256xf32>
    %14 = stablehlo.composite "recompose.tanh_grad" %arg0, %8 {composite_attributes = {}, decomposition = @recompose.tanh_grad.0} : (tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<4x256xf32>
    return %14 : tensor<4x256xf32>
  }
  func.func private @recompose.tanh_grad.0(%arg0: tensor<4x256xf32>, %arg1: tensor<4x256xf32>) -> tensor<4x256xf32> {
    %1 = stablehlo.tanh %arg0 : tensor<4x256xf32>
    %9 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %11 = stablehlo.subtract %10, %1 : tensor<4x256xf32>
    %12 = stablehlo.multiply %arg1, %11 : tensor<4x256xf32>
    %13 = stablehlo.multiply %12, %1 : tensor<4x256xf32>
    %14 = stablehlo.add %12, %13 : tensor<4x256xf32>
    return %14 : tensor<4x256xf32>
  }
}
