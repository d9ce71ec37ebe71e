module @jit_grad_sigmoid_mean_folded {
  func.func public @main(%arg0: tensor<4x256xf32>) -> (tensor<4x256xf32>) {
    %v0 = stablehlo.constant dense<9.765625e-04> : tensor<4x256xf32>
    %8 = stablehlo.composite "recompose.sigmoid_grad" %arg0, %v0 {composite_attributes = {}, decomposition = @recompose.sigmoid_grad.0} : (tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<4x256xf32>
    return %8 : tensor<4x256xf32>
  }
  func.func private @recompose.sigmoid_grad.0(%arg0: tensor<4x256xf32>, %arg1: tensor<4x256xf32>) -> tensor<4x256xf32> {
    %1 = stablehlo.logistic %arg0 : tensor<4x256xf32>
    %2 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %4 = stablehlo.subtract %3, %1 : tensor<4x256xf32>
    %5 = stablehlo.multiply %1, %4 : tensor<4x256xf32>
    %6 = stablehlo.constant dense<9.76562500e-04> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %8 = stablehlo.multiply %5, %7 : tensor<4x256xf32>
    return %8 : tensor<4x256xf32>
  }
}
