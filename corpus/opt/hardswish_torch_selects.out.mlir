module @jit_hardswish_torch_selects {
  func.func public @main(%arg0: tensor<4x256xf32>) -> (tensor<4x256xf32>) {
    %17 = stablehlo.composite "recompose.hardswish" %arg0 {composite_attributes = {ninf_zero = 1 : i64}, decomposition = @recompose.hardswish.0} : (tensor<4x256xf32>) -> tensor<4x256xf32>
    return %17 : tensor<4x256xf32>
  }
  func.func private @recompose.hardswish.0(%arg0: tensor<4x256xf32>) -> tensor<4x256xf32> {
    %1 = stablehlo.constant dense<3.00000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %3 = stablehlo.add %arg0, %2 : tensor<4x256xf32>
    %4 = stablehlo.multiply %arg0, %3 : tensor<4x256xf32>
    %5 = stablehlo.constant dense<6.00000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %7 = stablehlo.divide %4, %6 : tensor<4x256xf32>
    %8 = stablehlo.constant dense<3.00000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %10 = stablehlo.compare  LT, %arg0, %9,  FLOAT : (tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<4x256xi1>
    %11 = stablehlo.select %10, %7, %arg0 : tensor<4x256xi1>, tensor<4x256xf32>
    %12 = stablehlo.constant dense<-3.00000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %14 = stablehlo.compare  LE, %arg0, %13,  FLOAT : (tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<4x256xi1>
    %15 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %17 = stablehlo.select %14, %16, %11 : tensor<4x256xi1>, tensor<4x256xf32>
    return %17 : tensor<4x256xf32>
  }
}
