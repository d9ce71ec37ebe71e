module @jit_neg_hardsigmoid_torch_mlir_clamps_low1 {
  func.func public @main(%arg0: tensor<4x256xf32>, %arg1: tensor<4x256xf32>) -> (tensor<4x256xf32>) {
    %1 = stablehlo.add %arg0, %arg1 : tensor<4x256xf32>
    %2 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %4 = arith.constant dense<3> : tensor<1xi64>
    %5 = stablehlo.convert %4 : (tensor<1xi64>) -> tensor<1xf32>
    %6 = stablehlo.reshape %5 : (tensor<1xf32>) -> tensor<f32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %8 = stablehlo.add %1, %7 : tensor<4x256xf32>
    %9 = arith.constant dense<1> : tensor<1xi64>
    %10 = stablehlo.convert %9 : (tensor<1xi64>) -> tensor<1xf32>
    %11 = stablehlo.reshape %10 : (tensor<1xf32>) -> tensor<f32>
    %12 = stablehlo.clamp %11, %8, %2 : (tensor<f32>, tensor<4x256xf32>, tensor<f32>) -> tensor<4x256xf32>
    %13 = arith.constant dense<6> : tensor<1xi64>
    %14 = stablehlo.convert %13 : (tensor<1xi64>) -> tensor<1xf32>
    %15 = stablehlo.reshape %14 : (tensor<1xf32>) -> tensor<f32>
    %16 = stablehlo.clamp %3, %12, %15 : (tensor<f32>, tensor<4x256xf32>, tensor<f32>) -> tensor<4x256xf32>
    %17 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %18 = stablehlo.divide %16, %17 : tensor<4x256xf32>
    return %18 : tensor<4x256xf32>
  }
}
