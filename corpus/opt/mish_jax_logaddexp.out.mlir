module @jit_mish_jax_logaddexp {
  func.func public @main(%arg0: tensor<4x256xf32>) -> (tensor<4x256xf32>) {
    %1 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %14 = stablehlo.composite "recompose.mish" %arg0 {composite_attributes = {}, decomposition = @recompose.mish.0} : (tensor<4x256xf32>) -> tensor<4x256xf32>
    return %14 : tensor<4x256xf32>
  }
  func.func private @recompose.mish.0(%arg0: tensor<4x256xf32>) -> tensor<4x256xf32> {
    %3 = stablehlo.compare  NE, %arg0, %arg0,  FLOAT : (tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<4x256xi1>
    %4 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %6 = stablehlo.maximum %arg0, %5 : tensor<4x256xf32>
    %7 = stablehlo.abs %arg0 : tensor<4x256xf32>
    %8 = stablehlo.negate %7 : tensor<4x256xf32>
    %9 = stablehlo.exponential %8 : tensor<4x256xf32>
    %10 = stablehlo.log_plus_one %9 : tensor<4x256xf32>
    %11 = stablehlo.add %6, %10 : tensor<4x256xf32>
    %12 = stablehlo.select %3, %arg0, %11 : tensor<4x256xi1>, tensor<4x256xf32>
    %13 = stablehlo.tanh %12 : tensor<4x256xf32>
    %14 = stablehlo.multiply %arg0, %13 : tensor<4x256xf32>
    return %14 : tensor<4x256xf32>
  }
}
