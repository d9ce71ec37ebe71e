module @jit_scalar_broadcast_chain_silu {
  func.func public @main(%arg0: tensor<4x256xf32>, %arg1: tensor<f32>) -> (tensor<4x256xf32>) {
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<f32>
    %2 = stablehlo.constant dense<5.00000000e-01> : tensor<f32>
    %3 = stablehlo.multiply %1, %2 : tensor<f32>
    %4 = stablehlo.reshape %3 : (tensor<f32>) -> tensor<1xf32>
    %5 = stablehlo.reshape %4 : (tensor<1xf32>) -> tensor<f32>
    %6 = stablehlo.logistic %arg0 : tensor<4x256xf32>
    %7 = stablehlo.multiply %arg0, %6 : tensor<4x256xf32>
    %8 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %9 = stablehlo.multiply %7, %8 : tensor<4x256xf32>
    return %9 : tensor<4x256xf32>
  }
}
