module @jit_grad_silu_jax_remat_helpers {
  func.func public @main(%arg0: tensor<4x256xf32>, %arg1: tensor<4x256xf32>, %arg2: tensor<4x256xf32>) -> (tensor<4x256xf32>, tensor<4x256xf32>, tensor<4x256xf32>) {
    %c16:3 = call @silu(%arg0) : (tensor<4x256xf32>) -> (tensor<4x256xf32>, tensor<4x256xf32>, tensor<4x256xf32>)
    %17 = stablehlo.multiply %arg2, %arg1 : tensor<4x256xf32>
    %c18 = call @silu_0(%c16#1, %c16#2, %arg0, %17) : (tensor<4x256xf32>, tensor<4x256xf32>, tensor<4x256xf32>, tensor<4x256xf32>) -> (tensor<4x256xf32>)
    %19 = stablehlo.multiply %c16#0, %arg1 : tensor<4x256xf32>
    %20 = stablehlo.multiply %arg2, %c16#0 : tensor<4x256xf32>
    return %19, %c18, %20 : tensor<4x256xf32>, tensor<4x256xf32>, tensor<4x256xf32>
  }
  func.func private @silu(%arg0: tensor<4x256xf32>) -> (tensor<4x256xf32>, tensor<4x256xf32>, tensor<4x256xf32>) {
    %1 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %3 = stablehlo.negate %arg0 : tensor<4x256xf32>
    %4 = stablehlo.exponential %3 : tensor<4x256xf32>
    %5 = stablehlo.add %2, %4 : tensor<4x256xf32>
    %6 = stablehlo.divide %2, %5 : tensor<4x256xf32>
    %7 = stablehlo.multiply %arg0, %6 : tensor<4x256xf32>
    %8 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %10 = stablehlo.subtract %9, %6 : tensor<4x256xf32>
    %11 = stablehlo.multiply %6, %10 : tensor<4x256xf32>
    return %7, %11, %6 : tensor<4x256xf32>, tensor<4x256xf32>, tensor<4x256xf32>
  }
  func.func private @silu_0(%arg0: tensor<4x256xf32>, %arg1: tensor<4x256xf32>, %arg2: tensor<4x256xf32>, %arg3: tensor<4x256xf32>) -> (tensor<4x256xf32>) {
    %12 = stablehlo.multiply %arg2, %arg3 : tensor<4x256xf32>
    %13 = stablehlo.multiply %arg3, %arg1 : tensor<4x256xf32>
    %14 = stablehlo.multiply %12, %arg0 : tensor<4x256xf32>
    %15 = stablehlo.add %13, %14 : tensor<4x256xf32>
    return %15 : tensor<4x256xf32>
  }
}
