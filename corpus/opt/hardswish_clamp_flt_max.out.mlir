module @jit_hardswish_clamp_flt_max {
  func.func public @main(%arg0: tensor<4x256xf32>) -> (tensor<4x256xf32>) {
    %13 = stablehlo.composite "recompose.hardswish" %arg0 {composite_attributes = {}, decomposition = @recompose.hardswish.0} : (tensor<4x256xf32>) -> tensor<4x256xf32>
    return %13 : tensor<4x256xf32>
  }
  func.func private @recompose.hardswish.0(%arg0: tensor<4x256xf32>) -> tensor<4x256xf32> {
    %1 = stablehlo.constant dense<3.00000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %3 = stablehlo.add %arg0, %2 : tensor<4x256xf32>
    %4 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %5 = stablehlo.constant dense<3.40282350e+38> : tensor<f32>
    %6 = stablehlo.clamp %4, %3, %5 : (tensor<f32>, tensor<4x256xf32>, tensor<f32>) -> tensor<4x256xf32>
    %7 = stablehlo.constant dense<-3.40282350e+38> : tensor<f32>
    %8 = stablehlo.constant dense<6.00000000e+00> : tensor<f32>
    %9 = stablehlo.clamp %7, %6, %8 : (tensor<f32>, tensor<4x256xf32>, tensor<f32>) -> tensor<4x256xf32>
    %10 = stablehlo.multiply %arg0, %9 : tensor<4x256xf32>
    %11 = stablehlo.constant dense<6.00000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %13 = stablehlo.divide %10, %12 : tensor<4x256xf32>
    return %13 : tensor<4x256xf32>
  }
}
