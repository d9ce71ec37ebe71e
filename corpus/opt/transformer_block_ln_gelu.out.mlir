module @jit_transformer_block_ln_gelu {
  func.func public @main(%arg0: tensor<4x128xf32>, %arg1: tensor<128xf32>, %arg2: tensor<128xf32>, %arg3: tensor<128x128xf32>) -> (tensor<4x128xf32>) {
    %23 = stablehlo.composite "recompose.layer_norm" %arg0, %arg1, %arg2 {composite_attributes = {cols = 128 : i64, eps = 9.99999975e-06 : f32, scale = 1 : i64, bias = 1 : i64}, decomposition = @recompose.layer_norm.0} : (tensor<4x128xf32>, tensor<128xf32>, tensor<128xf32>) -> tensor<4x128xf32>
    %24 = stablehlo.dot_general %23, %arg3, contracting_dims = [1] x [0] : (tensor<4x128xf32>, tensor<128x128xf32>) -> tensor<4x128xf32>
    %41 = stablehlo.composite "recompose.gelu_tanh" %24 {composite_attributes = {}, decomposition = @recompose.gelu_tanh.0} : (tensor<4x128xf32>) -> tensor<4x128xf32>
    return %41 : tensor<4x128xf32>
  }
  func.func private @recompose.gelu_tanh.0(%arg0: tensor<4x128xf32>) -> tensor<4x128xf32> {
    %25 = stablehlo.multiply %arg0, %arg0 : tensor<4x128xf32>
    %26 = stablehlo.multiply %25, %arg0 : tensor<4x128xf32>
    %27 = stablehlo.constant dense<4.47150000e-02> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<f32>) -> tensor<4x128xf32>
    %29 = stablehlo.multiply %28, %26 : tensor<4x128xf32>
    %30 = stablehlo.add %arg0, %29 : tensor<4x128xf32>
    %31 = stablehlo.constant dense<7.97884583e-01> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [] : (tensor<f32>) -> tensor<4x128xf32>
    %33 = stablehlo.multiply %32, %30 : tensor<4x128xf32>
    %34 = stablehlo.tanh %33 : tensor<4x128xf32>
    %35 = stablehlo.constant dense<5.00000000e-01> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<f32>) -> tensor<4x128xf32>
    %37 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [] : (tensor<f32>) -> tensor<4x128xf32>
    %39 = stablehlo.add %38, %34 : tensor<4x128xf32>
    %40 = stablehlo.multiply %36, %39 : tensor<4x128xf32>
    %41 = stablehlo.multiply %arg0, %40 : tensor<4x128xf32>
    return %41 : tensor<4x128xf32>
  }
  func.func private @recompose.layer_norm.0(%arg0: tensor<4x128xf32>, %arg1: tensor<128xf32>, %arg2: tensor<128xf32>) -> tensor<4x128xf32> {
    %1 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%arg0 init: %1) applies stablehlo.add across dimensions = [1] : (tensor<4x128xf32>, tensor<f32>) -> tensor<4xf32>
    %3 = stablehlo.constant dense<7.81250000e-03> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %5 = stablehlo.multiply %2, %4 : tensor<4xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<4xf32>) -> tensor<4x128xf32>
    %7 = stablehlo.subtract %arg0, %6 : tensor<4x128xf32>
    %8 = stablehlo.multiply %7, %7 : tensor<4x128xf32>
    %9 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%8 init: %9) applies stablehlo.add across dimensions = [1] : (tensor<4x128xf32>, tensor<f32>) -> tensor<4xf32>
    %11 = stablehlo.constant dense<7.81250000e-03> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %13 = stablehlo.multiply %10, %12 : tensor<4xf32>
    %14 = stablehlo.constant dense<1.00000000e-05> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %16 = stablehlo.add %13, %15 : tensor<4xf32>
    %17 = stablehlo.rsqrt %16 : tensor<4xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0] : (tensor<4xf32>) -> tensor<4x128xf32>
    %19 = stablehlo.multiply %7, %18 : tensor<4x128xf32>
    %20 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<128xf32>) -> tensor<4x128xf32>
    %21 = stablehlo.multiply %19, %20 : tensor<4x128xf32>
    %22 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<128xf32>) -> tensor<4x128xf32>
    %23 = stablehlo.add %21, %22 : tensor<4x128xf32>
    return %23 : tensor<4x128xf32>
  }
}
