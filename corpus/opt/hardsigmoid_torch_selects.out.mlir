module @jit_hardsigmoid_torch_selects {
  func.func public @main(%arg0: tensor<4x256xf32>) -> (tensor<4x256xf32>) {
    %18 = stablehlo.composite "recompose.hardsigmoid" %arg0 {composite_attributes = {}, decomposition = @recompose.hardsigmoid.0} : (tensor<4x256xf32>) -> tensor<4x256xf32>
    return %18 : tensor<4x256xf32>
  }
  func.func private @recompose.hardsigmoid.0(%arg0: tensor<4x256xf32>) -> tensor<4x256xf32> {
    %1 = stablehlo.constant dense<6.00000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %3 = stablehlo.divide %arg0, %2 : tensor<4x256xf32>
    %4 = stablehlo.constant dense<5.00000000e-01> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %6 = stablehlo.add %3, %5 : tensor<4x256xf32>
    %7 = stablehlo.constant dense<3.00000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %9 = stablehlo.compare  GE, %arg0, %8,  FLOAT : (tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<4x256xi1>
    %10 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %12 = stablehlo.select %9, %11, %6 : tensor<4x256xi1>, tensor<4x256xf32>
    %13 = stablehlo.constant dense<-3.00000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %15 = stablehlo.compare  LE, %arg0, %14,  FLOAT : (tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<4x256xi1>
    %16 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %18 = stablehlo.select %15, %17, %12 : tensor<4x256xi1>, tensor<4x256xf32>
    return %18 : tensor<4x256xf32>
  }
}
