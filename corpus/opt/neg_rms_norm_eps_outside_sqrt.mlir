module @jit_neg_rms_norm_eps_outside_sqrt {
  func.func public @main(%arg0: tensor<4x256xf32>) -> (tensor<4x256xf32>) {
    %1 = stablehlo.multiply %arg0, %arg0 : tensor<4x256xf32>
    %2 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%1 init: %2) applies stablehlo.add across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %5 = stablehlo.constant dense<3.90625000e-03> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %7 = stablehlo.multiply %4, %6 : tensor<4x256xf32>
    %8 = stablehlo.sqrt %7 : tensor<4x256xf32>
    %9 = stablehlo.constant dense<1.00000000e-03> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %11 = stablehlo.add %8, %10 : tensor<4x256xf32>
    %12 = stablehlo.divide %arg0, %11 : tensor<4x256xf32>
    return %12 : tensor<4x256xf32>
  }
}
