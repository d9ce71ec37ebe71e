module @jit_hardswish_inner_clamp_finite {
  func.func public @main(%arg0: tensor<4x256xf32>) -> (tensor<4x256xf32>) {
    %1 = stablehlo.constant dense<-1.00000000e+38> : tensor<f32>
    %2 = stablehlo.constant dense<1.00000000e+38> : tensor<f32>
    %3 = stablehlo.clamp %1, %arg0, %2 : (tensor<f32>, tensor<4x256xf32>, tensor<f32>) -> tensor<4x256xf32>
    %4 = stablehlo.constant dense<3.00000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %6 = stablehlo.add %3, %5 : tensor<4x256xf32>
    %7 = stablehlo.constant dense<6.00000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %9 = stablehlo.divide %6, %8 : tensor<4x256xf32>
    %10 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %12 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %14 = stablehlo.minimum %13, %9 : tensor<4x256xf32>
    %15 = stablehlo.maximum %11, %14 : tensor<4x256xf32>
    %16 = stablehlo.multiply %arg0, %15 : tensor<4x256xf32>
    return %16 : tensor<4x256xf32>
  }
}
