module @jit_chlo_layer_norm_tf {
  func.func public @main(%arg0: tensor<4x256xf32>, %arg1: tensor<256xf32>, %arg2: tensor<256xf32>) -> (tensor<4x256xf32>) {
    %17 = stablehlo.composite "recompose.layer_norm" %arg0, %arg1, %arg2 {composite_attributes = {cols = 256 : i64, eps = 9.99999975e-06 : f32, scale = 1 : i64, bias = 1 : i64}, decomposition = @recompose.layer_norm.0} : (tensor<4x256xf32>, tensor<256xf32>, tensor<256xf32>) -> tensor<4x256xf32>
    return %17 : tensor<4x256xf32>
  }
  func.func private @recompose.layer_norm.0(%arg0: tensor<4x256xf32>, %arg1: tensor<256xf32>, %arg2: tensor<256xf32>) -> tensor<4x256xf32> {
    %1 = stablehlo.constant dense<3.90625000e-03> : tensor<f32>
    %2 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%arg0 init: %2) applies stablehlo.add across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %v0 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %4 = stablehlo.multiply %3, %v0 : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %5 = stablehlo.reshape %4 : (tensor<4xf32>) -> tensor<4x1xf32>
    %v1 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x256xf32>
    %6 = stablehlo.subtract %arg0, %v1 : (tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<4x256xf32>
    %7 = stablehlo.multiply %6, %6 : tensor<4x256xf32>
    %8 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%7 init: %8) applies stablehlo.add across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %v2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %10 = stablehlo.multiply %9, %v2 : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %11 = stablehlo.constant dense<1.00000000e-05> : tensor<f32>
    %v3 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %12 = stablehlo.add %10, %v3 : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %13 = stablehlo.rsqrt %12 : tensor<4xf32>
    %14 = stablehlo.reshape %13 : (tensor<4xf32>) -> tensor<4x1xf32>
    %v4 = stablehlo.broadcast_in_dim %14, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x256xf32>
    %15 = stablehlo.multiply %6, %v4 : (tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<4x256xf32>
    %v5 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<256xf32>) -> tensor<4x256xf32>
    %16 = stablehlo.multiply %15, %v5 : (tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<4x256xf32>
    %v6 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<256xf32>) -> tensor<4x256xf32>
    %17 = stablehlo.add %16, %v6 : (tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<4x256xf32>
    return %17 : tensor<4x256xf32>
  }
}
