module @jit_silu_helper_called_twice {
  func.func public @main(%arg0: tensor<4x256xf32>) -> (tensor<4x256xf32>) {
    %3 = call @silu(%arg0) : (tensor<4x256xf32>) -> tensor<4x256xf32>
    %4 = call @silu(%3) : (tensor<4x256xf32>) -> tensor<4x256xf32>
    return %4 : tensor<4x256xf32>
  }
  func.func private @silu(%arg0: tensor<4x256xf32>) -> tensor<4x256xf32> {
    %1 = stablehlo.logistic %arg0 : tensor<4x256xf32>
    %2 = stablehlo.multiply %arg0, %1 : tensor<4x256xf32>
    return %2 : tensor<4x256xf32>
  }
}
