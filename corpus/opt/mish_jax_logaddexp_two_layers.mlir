module @jit_mish_jax_logaddexp_two_layers {
  func.func public @main(%arg0: tensor<4x64xf32>, %arg1: tensor<64x64xf32>) -> (tensor<4x64xf32>) {
    %1 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %3 = stablehlo.compare  NE, %arg0, %arg0,  FLOAT : (tensor<4x64xf32>, tensor<4x64xf32>) -> tensor<4x64xi1>
    %4 = stablehlo.maximum %arg0, %2 : tensor<4x64xf32>
    %5 = stablehlo.abs %arg0 : tensor<4x64xf32>
    %6 = stablehlo.negate %5 : tensor<4x64xf32>
    %7 = stablehlo.exponential %6 : tensor<4x64xf32>
    %8 = stablehlo.log_plus_one %7 : tensor<4x64xf32>
    %9 = stablehlo.add %4, %8 : tensor<4x64xf32>
    %10 = stablehlo.select %3, %arg0, %9 : tensor<4x64xi1>, tensor<4x64xf32>
    %11 = stablehlo.tanh %10 : tensor<4x64xf32>
    %12 = stablehlo.multiply %arg0, %11 : tensor<4x64xf32>
    %13 = stablehlo.dot_general %12, %arg1, contracting_dims = [1] x [0] : (tensor<4x64xf32>, tensor<64x64xf32>) -> tensor<4x64xf32>
    %14 = stablehlo.compare  NE, %13, %13,  FLOAT : (tensor<4x64xf32>, tensor<4x64xf32>) -> tensor<4x64xi1>
    %15 = stablehlo.maximum %13, %2 : tensor<4x64xf32>
    %16 = stablehlo.abs %13 : tensor<4x64xf32>
    %17 = stablehlo.negate %16 : tensor<4x64xf32>
    %18 = stablehlo.exponential %17 : tensor<4x64xf32>
    %19 = stablehlo.log_plus_one %18 : tensor<4x64xf32>
    %20 = stablehlo.add %15, %19 : tensor<4x64xf32>
    %21 = stablehlo.select %14, %13, %20 : tensor<4x64xi1>, tensor<4x64xf32>
    %22 = stablehlo.tanh %21 : tensor<4x64xf32>
    %23 = stablehlo.multiply %13, %22 : tensor<4x64xf32>
    return %23 : tensor<4x64xf32>
  }
}
