module @jit_grad_hardsigmoid_clip_msq_scaled_dy {
  func.func public @main(%arg0: tensor<4x256xf32>, %arg1: tensor<4x256xf32>) -> (tensor<4x256xf32>) {
    %12 = stablehlo.composite "recompose.hardsigmoid" %arg0 {composite_attributes = {}, decomposition = @recompose.hardsigmoid.0} : (tensor<4x256xf32>) -> tensor<4x256xf32>
    %13 = stablehlo.subtract %12, %arg1 : tensor<4x256xf32>
    %14 = stablehlo.constant dense<2.00000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %16 = stablehlo.multiply %13, %15 : tensor<4x256xf32>
    %17 = stablehlo.constant dense<9.76562500e-04> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %19 = stablehlo.multiply %16, %18 : tensor<4x256xf32>
    %41 = stablehlo.composite "recompose.hardsigmoid_grad" %arg0, %19 {composite_attributes = {tie = 1 : i64}, decomposition = @recompose.hardsigmoid_grad.0} : (tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<4x256xf32>
    return %41 : tensor<4x256xf32>
  }
  func.func private @clip_bwd(%arg0: tensor<4x256xf32>, %arg1: tensor<4x256xf32>, %arg2: tensor<4x256xf32>) -> tensor<4x256xf32> {
    %36 = stablehlo.multiply %arg2, %arg1 : tensor<4x256xf32>
    %37 = stablehlo.multiply %36, %arg0 : tensor<4x256xf32>
    return %37 : tensor<4x256xf32>
  }
  func.func private @recompose.hardsigmoid_grad.0(%arg0: tensor<4x256xf32>, %arg1: tensor<4x256xf32>) -> tensor<4x256xf32> {
    %1 = stablehlo.constant dense<6.00000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %3 = stablehlo.divide %arg0, %2 : tensor<4x256xf32>
    %4 = stablehlo.constant dense<5.00000000e-01> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %6 = stablehlo.add %3, %5 : tensor<4x256xf32>
    %7 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %9 = stablehlo.maximum %8, %6 : tensor<4x256xf32>
    %10 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %12 = stablehlo.minimum %11, %9 : tensor<4x256xf32>
    %20 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %22 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %24 = stablehlo.constant dense<2.00000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %26 = stablehlo.compare  EQ, %6, %9,  FLOAT : (tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<4x256xi1>
    %27 = stablehlo.select %26, %21, %23 : tensor<4x256xi1>, tensor<4x256xf32>
    %28 = stablehlo.compare  EQ, %23, %9,  FLOAT : (tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<4x256xi1>
    %29 = stablehlo.select %28, %25, %21 : tensor<4x256xi1>, tensor<4x256xf32>
    %30 = stablehlo.divide %27, %29 : tensor<4x256xf32>
    %31 = stablehlo.compare  EQ, %9, %12,  FLOAT : (tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<4x256xi1>
    %32 = stablehlo.select %31, %21, %23 : tensor<4x256xi1>, tensor<4x256xf32>
    %33 = stablehlo.compare  EQ, %21, %12,  FLOAT : (tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<4x256xi1>
    %34 = stablehlo.select %33, %25, %21 : tensor<4x256xi1>, tensor<4x256xf32>
    %35 = stablehlo.divide %32, %34 : tensor<4x256xf32>
    %38 = call @clip_bwd(%30, %35, %arg1) : (tensor<4x256xf32>, tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<4x256xf32>
    %39 = stablehlo.constant dense<6.00000000e+00> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %41 = stablehlo.divide %38, %40 : tensor<4x256xf32>
    return %41 : tensor<4x256xf32>
  }
  func.func private @recompose.hardsigmoid.0(%arg0: tensor<4x256xf32>) -> tensor<4x256xf32> {
    %1 = stablehlo.constant dense<6.00000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %3 = stablehlo.divide %arg0, %2 : tensor<4x256xf32>
    %4 = stablehlo.constant dense<5.00000000e-01> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %6 = stablehlo.add %3, %5 : tensor<4x256xf32>
    %7 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %9 = stablehlo.maximum %8, %6 : tensor<4x256xf32>
    %10 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %12 = stablehlo.minimum %11, %9 : tensor<4x256xf32>
    return %12 : tensor<4x256xf32>
  }
}
