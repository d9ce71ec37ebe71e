module @jit_neg_gelu_erf_scalar_params_train_squared {
  func.func public @main(%arg0: tensor<4x256xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<256x256xf32>, %arg4: tensor<f32>) -> (tensor<4x256xf32>, tensor<4x256xf32>) {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<4x256xf32>
    %2 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %3 = stablehlo.divide %arg0, %2 : tensor<4x256xf32>
    %v0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %v1 = stablehlo.compare  EQ, %arg2, %v0 : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %4 = "stablehlo.if"(%v1) ({
      %fast_4 = stablehlo.composite "recompose.erf" %arg0 {composite_attributes = {}, decomposition = @recompose.erf.0} : (tensor<4x256xf32>) -> tensor<4x256xf32>
      stablehlo.return %fast_4 : tensor<4x256xf32>
    }, {
      %v2 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
      %v3 = stablehlo.divide %arg0, %v2 : tensor<4x256xf32>
      %v4 = chlo.erf %v3 : tensor<4x256xf32> -> tensor<4x256xf32>
      stablehlo.return %v4 : tensor<4x256xf32>
    }) : (tensor<i1>) -> tensor<4x256xf32>
    %5 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %7 = stablehlo.add %4, %6 : tensor<4x256xf32>
    %8 = stablehlo.multiply %1, %7 : tensor<4x256xf32>
    %9 = stablehlo.tanh %8 : tensor<4x256xf32>
    %10 = stablehlo.dot_general %9, %arg3, contracting_dims = [1] x [0] : (tensor<4x256xf32>, tensor<256x256xf32>) -> tensor<4x256xf32>
    %11 = stablehlo.multiply %10, %7 : tensor<4x256xf32>
    %12 = stablehlo.multiply %11, %0 : tensor<4x256xf32>
    %13 = stablehlo.multiply %10, %1 : tensor<4x256xf32>
    %14 = stablehlo.multiply %3, %3 : tensor<4x256xf32>
    %15 = stablehlo.negate %14 : tensor<4x256xf32>
    %16 = stablehlo.exponential %15 : tensor<4x256xf32>
    %17 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %18 = stablehlo.multiply %17, %17 : tensor<4x256xf32>
    %19 = stablehlo.multiply %16, %18 : tensor<4x256xf32>
    %20 = stablehlo.multiply %13, %19 : tensor<4x256xf32>
    %21 = stablehlo.divide %20, %2 : tensor<4x256xf32>
    %22 = stablehlo.add %12, %21 : tensor<4x256xf32>
    return %8, %22 : tensor<4x256xf32>, tensor<4x256xf32>
  }
  func.func private @recompose.erf.0(%arg0: tensor<4x256xf32>) -> tensor<4x256xf32> {
    %v5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %v5, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %3 = stablehlo.divide %arg0, %2 : tensor<4x256xf32>
    %4 = chlo.erf %3 : tensor<4x256xf32> -> tensor<4x256xf32>
    return %4 : tensor<4x256xf32>
  }
}
