module @jit_grad_chain_sigmoid_from_output {
  func.func public @main(%arg0: tensor<4x256xf32>, %arg1: tensor<4x256xf32>) -> (tensor<4x256xf32>, tensor<4x256xf32>) {
    %1 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %3 = stablehlo.negate %arg0 : tensor<4x256xf32>
    %4 = stablehlo.exponential %3 : tensor<4x256xf32>
    %5 = stablehlo.add %2, %4 : tensor<4x256xf32>
    %6 = stablehlo.divide %2, %5 : tensor<4x256xf32>
    %7 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %9 = stablehlo.negate %6 : tensor<4x256xf32>
    %10 = stablehlo.exponential %9 : tensor<4x256xf32>
    %11 = stablehlo.add %8, %10 : tensor<4x256xf32>
    %12 = stablehlo.divide %8, %11 : tensor<4x256xf32>
    %13 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %15 = stablehlo.subtract %14, %12 : tensor<4x256xf32>
    %16 = stablehlo.multiply %12, %15 : tensor<4x256xf32>
    %17 = stablehlo.multiply %arg1, %16 : tensor<4x256xf32>
    %18 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %20 = stablehlo.subtract %19, %6 : tensor<4x256xf32>
    %21 = stablehlo.multiply %6, %20 : tensor<4x256xf32>
    %22 = stablehlo.multiply %17, %21 : tensor<4x256xf32>
    return %12, %22 : tensor<4x256xf32>, tensor<4x256xf32>
  }
}
