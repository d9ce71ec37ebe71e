module @jit_mish_logaddexp_eq_guard_is_tanh {
  func.func public @main(%arg0: tensor<4x256xf32>) -> (tensor<4x256xf32>) {
    %15 = stablehlo.composite "recompose.tanh" %arg0 {composite_attributes = {}, decomposition = @recompose.tanh.0} : (tensor<4x256xf32>) -> tensor<4x256xf32>
    %16 = stablehlo.multiply %arg0, %15 : tensor<4x256xf32>
    return %16 : tensor<4x256xf32>
  }
  func.func private @recompose.tanh.0(%arg0: tensor<4x256xf32>) -> tensor<4x256xf32> {
    %1 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %3 = stablehlo.subtract %arg0, %2 : tensor<4x256xf32>
    %4 = stablehlo.add %arg0, %2 : tensor<4x256xf32>
    %5 = stablehlo.compare  EQ, %3, %3,  FLOAT : (tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<4x256xi1>
    %6 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %8 = stablehlo.maximum %arg0, %7 : tensor<4x256xf32>
    %9 = stablehlo.abs %3 : tensor<4x256xf32>
    %10 = stablehlo.negate %9 : tensor<4x256xf32>
    %11 = stablehlo.exponential %10 : tensor<4x256xf32>
    %12 = stablehlo.log_plus_one %11 : tensor<4x256xf32>
    %13 = stablehlo.add %8, %12 : tensor<4x256xf32>
    %14 = stablehlo.select %5, %4, %13 : tensor<4x256xi1>, tensor<4x256xf32>
    %15 = stablehlo.tanh %14 : tensor<4x256xf32>
    return %15 : tensor<4x256xf32>
  }
}
