module @jit_grad_hardsigmoid_mean_folded {
  func.func public @main(%arg0: tensor<4x256xf32>) -> (tensor<4x256xf32>) {
    %v0 = stablehlo.constant dense<1.953125e-03> : tensor<4x256xf32>
    %15 = stablehlo.composite "recompose.hardsigmoid_grad" %arg0, %v0 {composite_attributes = {}, decomposition = @recompose.hardsigmoid_grad.0} : (tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<4x256xf32>
    return %15 : tensor<4x256xf32>
  }
  func.func private @recompose.hardsigmoid_grad.0(%arg0: tensor<4x256xf32>, %arg1: tensor<4x256xf32>) -> tensor<4x256xf32> {
    %1 = stablehlo.constant dense<3.00000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %3 = stablehlo.add %arg0, %2 : tensor<4x256xf32>
    %4 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %6 = stablehlo.compare  GT, %3, %5,  FLOAT : (tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<4x256xi1>
    %7 = stablehlo.constant dense<6.00000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %9 = stablehlo.compare  LT, %3, %8,  FLOAT : (tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<4x256xi1>
    %10 = stablehlo.and %6, %9 : tensor<4x256xi1>
    %11 = stablehlo.constant dense<3.25520843e-04> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %13 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %15 = stablehlo.select %10, %12, %14 : tensor<4x256xi1>, tensor<4x256xf32>
    return %15 : tensor<4x256xf32>
  }
}
