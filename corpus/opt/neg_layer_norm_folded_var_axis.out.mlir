module @jit_neg_layer_norm_folded_var_axis {
  func.func public @main(%arg0: tensor<8x64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64xf32>) -> (tensor<8x64xf32>) {
    %1 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%arg0 init: %1) applies stablehlo.add across dimensions = [1] : (tensor<8x64xf32>, tensor<f32>) -> tensor<8xf32>
    %3 = stablehlo.constant dense<6.40000000e+01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %5 = stablehlo.divide %2, %4 : tensor<8xf32>
    %6 = stablehlo.reshape %5 : (tensor<8xf32>) -> tensor<8x1xf32>
    %7 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %8 = stablehlo.reduce(%arg0 init: %7) applies stablehlo.add across dimensions = [0] : (tensor<8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %9 = stablehlo.constant dense<8.00000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %11 = stablehlo.divide %8, %10 : tensor<64xf32>
    %12 = stablehlo.reshape %11 : (tensor<64xf32>) -> tensor<1x64xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<8x64xf32>
    %14 = stablehlo.subtract %arg0, %13 : tensor<8x64xf32>
    %15 = stablehlo.multiply %14, %14 : tensor<8x64xf32>
    %16 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %17 = stablehlo.reduce(%15 init: %16) applies stablehlo.add across dimensions = [1] : (tensor<8x64xf32>, tensor<f32>) -> tensor<8xf32>
    %18 = stablehlo.constant dense<6.40000000e+01> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %20 = stablehlo.divide %17, %19 : tensor<8xf32>
    %21 = stablehlo.reshape %20 : (tensor<8xf32>) -> tensor<8x1xf32>
    %22 = stablehlo.constant dense<1.00000000e-03> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %24 = stablehlo.add %21, %23 : tensor<8x1xf32>
    %25 = stablehlo.rsqrt %24 : tensor<8x1xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x64xf32>
    %27 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<64xf32>) -> tensor<8x64xf32>
    %28 = stablehlo.multiply %26, %27 : tensor<8x64xf32>
    %29 = stablehlo.negate %6 : tensor<8x1xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x64xf32>
    %31 = stablehlo.multiply %30, %28 : tensor<8x64xf32>
    %32 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<64xf32>) -> tensor<8x64xf32>
    %33 = stablehlo.add %31, %32 : tensor<8x64xf32>
    %34 = stablehlo.multiply %arg0, %28 : tensor<8x64xf32>
    %35 = stablehlo.add %34, %33 : tensor<8x64xf32>
    return %35 : tensor<8x64xf32>
  }
}
