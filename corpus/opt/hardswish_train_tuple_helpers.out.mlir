module @jit_hardswish_train_tuple_helpers {
  func.func public @main(%arg0: tensor<4x256xf32>) -> (tensor<4x256xf32>, tensor<4x256xi1>, tensor<4x256xf32>) {
    %c22:3 = call @hard_silu(%arg0) : (tensor<4x256xf32>) -> (tensor<4x256xf32>, tensor<4x256xi1>, tensor<4x256xf32>)
    return %c22#0, %c22#1, %c22#2 : tensor<4x256xf32>, tensor<4x256xi1>, tensor<4x256xf32>
  }
  func.func private @hard_sigmoid(%arg0: tensor<4x256xf32>) -> (tensor<4x256xf32>, tensor<4x256xi1>) {
    %1 = stablehlo.constant dense<3.00000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %3 = stablehlo.add %arg0, %2 : tensor<4x256xf32>
    %10 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %12 = stablehlo.compare  GT, %3, %11,  FLOAT : (tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<4x256xi1>
    %13 = stablehlo.constant dense<6.00000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %15 = stablehlo.compare  LT, %3, %14,  FLOAT : (tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<4x256xi1>
    %16 = stablehlo.and %12, %15 : tensor<4x256xi1>
    %19 = stablehlo.composite "recompose.hardsigmoid" %arg0 {composite_attributes = {}, decomposition = @recompose.hardsigmoid.0} : (tensor<4x256xf32>) -> tensor<4x256xf32>
    return %19, %16 : tensor<4x256xf32>, tensor<4x256xi1>
  }
  func.func private @hard_silu(%arg0: tensor<4x256xf32>) -> (tensor<4x256xf32>, tensor<4x256xi1>, tensor<4x256xf32>) {
    %c20:2 = call @hard_sigmoid(%arg0) : (tensor<4x256xf32>) -> (tensor<4x256xf32>, tensor<4x256xi1>)
    %21 = stablehlo.multiply %arg0, %c20#0 : tensor<4x256xf32>
    return %21, %c20#1, %c20#0 : tensor<4x256xf32>, tensor<4x256xi1>, tensor<4x256xf32>
  }
  func.func private @recompose.hardsigmoid.0(%arg0: tensor<4x256xf32>) -> tensor<4x256xf32> {
    %1 = stablehlo.constant dense<3.00000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %3 = stablehlo.add %arg0, %2 : tensor<4x256xf32>
    %4 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %6 = stablehlo.maximum %3, %5 : tensor<4x256xf32>
    %7 = stablehlo.constant dense<6.00000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %9 = stablehlo.minimum %6, %8 : tensor<4x256xf32>
    %17 = stablehlo.constant dense<6.00000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %19 = stablehlo.divide %9, %18 : tensor<4x256xf32>
    return %19 : tensor<4x256xf32>
  }
}
