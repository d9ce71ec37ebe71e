module @jit_neg_layer_norm_torch_mlir_var_axis {
  func.func public @main(%arg0: tensor<8x64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64xf32>) -> (tensor<8x64xf32>) {
    %1 = stablehlo.convert %arg0 : (tensor<8x64xf32>) -> tensor<8x64xf64>
    %2 = stablehlo.constant dense<0.00000000e+00> : tensor<f64>
    %3 = stablehlo.reduce(%1 init: %2) applies stablehlo.add across dimensions = [0] : (tensor<8x64xf64>, tensor<f64>) -> tensor<64xf64>
    %4 = stablehlo.constant dense<8.00000000e+00> : tensor<f64>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f64>) -> tensor<64xf64>
    %6 = stablehlo.divide %3, %5 : tensor<64xf64>
    %7 = stablehlo.reshape %6 : (tensor<64xf64>) -> tensor<1x64xf64>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x64xf64>) -> tensor<8x64xf64>
    %9 = stablehlo.subtract %1, %8 : tensor<8x64xf64>
    %10 = stablehlo.multiply %9, %9 : tensor<8x64xf64>
    %11 = stablehlo.constant dense<0.00000000e+00> : tensor<f64>
    %12 = stablehlo.reduce(%10 init: %11) applies stablehlo.add across dimensions = [1] : (tensor<8x64xf64>, tensor<f64>) -> tensor<8xf64>
    %13 = stablehlo.constant dense<6.40000000e+01> : tensor<f64>
    %14 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f64>) -> tensor<8xf64>
    %15 = stablehlo.divide %12, %14 : tensor<8xf64>
    %16 = stablehlo.reshape %15 : (tensor<8xf64>) -> tensor<8x1xf64>
    %17 = stablehlo.convert %16 : (tensor<8x1xf64>) -> tensor<8x1xf32>
    %18 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %19 = stablehlo.reduce(%arg0 init: %18) applies stablehlo.add across dimensions = [1] : (tensor<8x64xf32>, tensor<f32>) -> tensor<8xf32>
    %20 = stablehlo.constant dense<6.40000000e+01> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %22 = stablehlo.divide %19, %21 : tensor<8xf32>
    %23 = stablehlo.reshape %22 : (tensor<8xf32>) -> tensor<8x1xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x64xf32>
    %25 = stablehlo.subtract %arg0, %24 : tensor<8x64xf32>
    %26 = stablehlo.constant dense<1.00000000e-05> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %28 = stablehlo.add %17, %27 : tensor<8x1xf32>
    %29 = stablehlo.rsqrt %28 : tensor<8x1xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x64xf32>
    %31 = stablehlo.multiply %25, %30 : tensor<8x64xf32>
    %32 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<64xf32>) -> tensor<8x64xf32>
    %33 = stablehlo.multiply %31, %32 : tensor<8x64xf32>
    %34 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<64xf32>) -> tensor<8x64xf32>
    %35 = stablehlo.add %33, %34 : tensor<8x64xf32>
    return %35 : tensor<8x64xf32>
  }
}
