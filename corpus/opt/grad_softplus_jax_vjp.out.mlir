module @jit_grad_softplus_jax_vjp {
  func.func public @main(%arg0: tensor<4x256xf32>, %arg1: tensor<4x256xf32>) -> (tensor<4x256xf32>) {
    %19 = stablehlo.composite "recompose.softplus_grad" %arg0, %arg1 {composite_attributes = {}, decomposition = @recompose.softplus_grad.0} : (tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<4x256xf32>
    return %19 : tensor<4x256xf32>
  }
  func.func private @recompose.softplus_grad.0(%arg0: tensor<4x256xf32>, %arg1: tensor<4x256xf32>) -> tensor<4x256xf32> {
    %1 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %3 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %5 = stablehlo.maximum %arg0, %4 : tensor<4x256xf32>
    %6 = stablehlo.abs %arg0 : tensor<4x256xf32>
    %7 = stablehlo.negate %6 : tensor<4x256xf32>
    %8 = stablehlo.exponential %7 : tensor<4x256xf32>
    %9 = stablehlo.log_plus_one %8 : tensor<4x256xf32>
    %10 = stablehlo.add %5, %9 : tensor<4x256xf32>
    %11 = stablehlo.compare  NE, %arg0, %arg0,  FLOAT : (tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<4x256xi1>
    %12 = stablehlo.select %11, %arg0, %10 : tensor<4x256xi1>, tensor<4x256xf32>
    %13 = stablehlo.compare  EQ, %arg0, %2,  FLOAT : (tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<4x256xi1>
    %14 = stablehlo.select %13, %4, %arg0 : tensor<4x256xi1>, tensor<4x256xf32>
    %15 = stablehlo.compare  EQ, %12, %2,  FLOAT : (tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<4x256xi1>
    %16 = stablehlo.select %15, %4, %12 : tensor<4x256xi1>, tensor<4x256xf32>
    %17 = stablehlo.subtract %14, %16 : tensor<4x256xf32>
    %18 = stablehlo.exponential %17 : tensor<4x256xf32>
    %19 = stablehlo.multiply %arg1, %18 : tensor<4x256xf32>
    return %19 : tensor<4x256xf32>
  }
}
