module @jit_grad_gelu_erf_jax_vjp_erfc {
  func.func public @main(%arg0: tensor<4x256xf32>, %arg1: tensor<4x256xf32>) -> (tensor<4x256xf32>) {
    %1 = stablehlo.constant dense<5.00000000e-01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %3 = stablehlo.multiply %2, %arg0 : tensor<4x256xf32>
    %4 = stablehlo.negate %arg0 : tensor<4x256xf32>
    %5 = stablehlo.constant dense<7.07106769e-01> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %7 = stablehlo.multiply %4, %6 : tensor<4x256xf32>
    %8 = chlo.erfc %7 : tensor<4x256xf32> -> tensor<4x256xf32>
    %9 = chlo.square %7 : tensor<4x256xf32> -> tensor<4x256xf32>
    %10 = stablehlo.negate %9 : tensor<4x256xf32>
    %11 = stablehlo.exponential %10 : tensor<4x256xf32>
    %12 = stablehlo.constant dense<-1.12837923e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %14 = stablehlo.multiply %3, %arg1 : tensor<4x256xf32>
    %15 = stablehlo.multiply %13, %14 : tensor<4x256xf32>
    %16 = stablehlo.multiply %15, %11 : tensor<4x256xf32>
    %17 = stablehlo.constant dense<7.07106769e-01> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %19 = stablehlo.multiply %16, %18 : tensor<4x256xf32>
    %20 = stablehlo.negate %19 : tensor<4x256xf32>
    %21 = stablehlo.constant dense<5.00000000e-01> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %23 = stablehlo.multiply %arg1, %8 : tensor<4x256xf32>
    %24 = stablehlo.multiply %22, %23 : tensor<4x256xf32>
    %25 = stablehlo.add %20, %24 : tensor<4x256xf32>
    return %25 : tensor<4x256xf32>
  }
}
