module @jit_neg_call_opaque_callee {
  func.func public @main(%arg0: tensor<4x256xf32>) -> (tensor<4x256xf32>) {
    %2 = stablehlo.constant dense<3.00000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %4 = stablehlo.add %arg0, %3 : tensor<4x256xf32>
    %5 = call @my_relu6(%4) : (tensor<4x256xf32>) -> tensor<4x256xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<4x256xf32>
    %7 = stablehlo.constant dense<6.00000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %9 = stablehlo.divide %6, %8 : tensor<4x256xf32>
    return %9 : tensor<4x256xf32>
  }
  func.func private @my_relu6(%arg0: tensor<4x256xf32>) -> tensor<4x256xf32> {
    %1 = stablehlo.custom_call @my_relu6(%arg0) : (tensor<4x256xf32>) -> tensor<4x256xf32>
    return %1 : tensor<4x256xf32>
  }
}
