module @jit_hardsigmoid_minmax_flt_max {
  func.func public @main(%arg0: tensor<4x256xf32>) -> (tensor<4x256xf32>) {
    %18 = stablehlo.composite "recompose.hardsigmoid" %arg0 {composite_attributes = {}, decomposition = @recompose.hardsigmoid.0} : (tensor<4x256xf32>) -> tensor<4x256xf32>
    return %18 : tensor<4x256xf32>
  }
  func.func private @recompose.hardsigmoid.0(%arg0: tensor<4x256xf32>) -> tensor<4x256xf32> {
    %1 = stablehlo.constant dense<3.00000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %3 = stablehlo.add %arg0, %2 : tensor<4x256xf32>
    %4 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %6 = stablehlo.maximum %3, %5 : tensor<4x256xf32>
    %7 = stablehlo.constant dense<3.40282350e+38> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %9 = stablehlo.minimum %6, %8 : tensor<4x256xf32>
    %10 = stablehlo.constant dense<-3.40282350e+38> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %12 = stablehlo.maximum %9, %11 : tensor<4x256xf32>
    %13 = stablehlo.constant dense<6.00000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %15 = stablehlo.minimum %12, %14 : tensor<4x256xf32>
    %16 = stablehlo.constant dense<6.00000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %18 = stablehlo.divide %15, %17 : tensor<4x256xf32>
    return %18 : tensor<4x256xf32>
  }
}
