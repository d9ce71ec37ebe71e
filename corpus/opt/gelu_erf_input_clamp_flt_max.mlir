module @jit_gelu_erf_input_clamp_flt_max {
  func.func public @main(%arg0: tensor<4x256xf32>) -> (tensor<4x256xf32>) {
    %1 = stablehlo.constant dense<-3.40282350e+38> : tensor<f32>
    %2 = stablehlo.constant dense<3.40282350e+38> : tensor<f32>
    %3 = stablehlo.clamp %1, %arg0, %2 : (tensor<f32>, tensor<4x256xf32>, tensor<f32>) -> tensor<4x256xf32>
    %4 = stablehlo.constant dense<5.00000000e-01> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %6 = stablehlo.multiply %3, %5 : tensor<4x256xf32>
    %7 = stablehlo.constant dense<7.07106769e-01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %9 = stablehlo.multiply %3, %8 : tensor<4x256xf32>
    %10 = chlo.erf %9 : tensor<4x256xf32> -> tensor<4x256xf32>
    %11 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %13 = stablehlo.add %10, %12 : tensor<4x256xf32>
    %14 = stablehlo.multiply %6, %13 : tensor<4x256xf32>
    return %14 : tensor<4x256xf32>
  }
}
