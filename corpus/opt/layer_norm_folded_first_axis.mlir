module @jit_layer_norm_folded_first_axis {
  func.func public @main(%arg0: tensor<64x8xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64xf32>) -> (tensor<64x8xf32>) {
    %1 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%arg0 init: %1) applies stablehlo.add across dimensions = [0] : (tensor<64x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3 = stablehlo.constant dense<6.40000000e+01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %5 = stablehlo.divide %2, %4 : tensor<8xf32>
    %6 = stablehlo.reshape %5 : (tensor<8xf32>) -> tensor<1x8xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<64x8xf32>
    %8 = stablehlo.subtract %arg0, %7 : tensor<64x8xf32>
    %9 = stablehlo.multiply %8, %8 : tensor<64x8xf32>
    %10 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%9 init: %10) applies stablehlo.add across dimensions = [0] : (tensor<64x8xf32>, tensor<f32>) -> tensor<8xf32>
    %12 = stablehlo.constant dense<6.40000000e+01> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %14 = stablehlo.divide %11, %13 : tensor<8xf32>
    %15 = stablehlo.reshape %14 : (tensor<8xf32>) -> tensor<1x8xf32>
    %16 = stablehlo.constant dense<1.00000000e-03> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %18 = stablehlo.add %15, %17 : tensor<1x8xf32>
    %19 = stablehlo.rsqrt %18 : tensor<1x8xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<64x8xf32>
    %21 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<64xf32>) -> tensor<64x8xf32>
    %22 = stablehlo.multiply %20, %21 : tensor<64x8xf32>
    %23 = stablehlo.negate %6 : tensor<1x8xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<64x8xf32>
    %25 = stablehlo.multiply %24, %22 : tensor<64x8xf32>
    %26 = stablehlo.broadcast_in_dim %arg2, dims = [0] : (tensor<64xf32>) -> tensor<64x8xf32>
    %27 = stablehlo.add %25, %26 : tensor<64x8xf32>
    %28 = stablehlo.multiply %arg0, %22 : tensor<64x8xf32>
    %29 = stablehlo.add %28, %27 : tensor<64x8xf32>
    return %29 : tensor<64x8xf32>
  }
}
