module @jit_layer_norm_keras_folded_fast_var_clipped {
  func.func public @main(%arg0: tensor<8x64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64xf32>) -> (tensor<8x64xf32>) {
    %1 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%arg0 init: %1) applies stablehlo.add across dimensions = [1] : (tensor<8x64xf32>, tensor<f32>) -> tensor<8xf32>
    %3 = stablehlo.constant dense<6.40000000e+01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %5 = stablehlo.divide %2, %4 : tensor<8xf32>
    %6 = stablehlo.reshape %5 : (tensor<8xf32>) -> tensor<8x1xf32>
    %7 = stablehlo.multiply %6, %6 : tensor<8x1xf32>
    %8 = stablehlo.multiply %arg0, %arg0 : tensor<8x64xf32>
    %9 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%8 init: %9) applies stablehlo.add across dimensions = [1] : (tensor<8x64xf32>, tensor<f32>) -> tensor<8xf32>
    %11 = stablehlo.constant dense<6.40000000e+01> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %13 = stablehlo.divide %10, %12 : tensor<8xf32>
    %14 = stablehlo.reshape %13 : (tensor<8xf32>) -> tensor<8x1xf32>
    %15 = stablehlo.subtract %14, %7 : tensor<8x1xf32>
    %16 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %18 = stablehlo.maximum %15, %17 : tensor<8x1xf32>
    %19 = stablehlo.constant dense<1.00000000e-03> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %21 = stablehlo.add %18, %20 : tensor<8x1xf32>
    %22 = stablehlo.rsqrt %21 : tensor<8x1xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x64xf32>
    %24 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<64xf32>) -> tensor<8x64xf32>
    %25 = stablehlo.multiply %23, %24 : tensor<8x64xf32>
    %26 = stablehlo.negate %6 : tensor<8x1xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x64xf32>
    %28 = stablehlo.multiply %27, %25 : tensor<8x64xf32>
    %29 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<64xf32>) -> tensor<8x64xf32>
    %30 = stablehlo.add %28, %29 : tensor<8x64xf32>
    %31 = stablehlo.multiply %arg0, %25 : tensor<8x64xf32>
    %32 = stablehlo.add %31, %30 : tensor<8x64xf32>
    return %32 : tensor<8x64xf32>
  }
}
