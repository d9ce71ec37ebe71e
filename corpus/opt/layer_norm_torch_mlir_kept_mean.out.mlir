module @jit_layer_norm_torch_mlir_kept_mean {
  func.func public @main(%arg0: tensor<2x16x64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64xf32>) -> (tensor<2x16x64xf32>) {
    %43 = stablehlo.composite "recompose.layer_norm" %arg0, %arg1, %arg2 {composite_attributes = {cols = 64 : i64, eps = 9.99999975e-06 : f32, scale = 1 : i64, bias = 1 : i64}, decomposition = @recompose.layer_norm.0} : (tensor<2x16x64xf32>, tensor<64xf32>, tensor<64xf32>) -> tensor<2x16x64xf32>
    return %43 : tensor<2x16x64xf32>
  }
  func.func private @recompose.layer_norm.0(%arg0: tensor<2x16x64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64xf32>) -> tensor<2x16x64xf32> {
    %1 = stablehlo.convert %arg0 : (tensor<2x16x64xf32>) -> tensor<2x16x64xf64>
    %2 = stablehlo.constant dense<0.00000000e+00> : tensor<f64>
    %3 = stablehlo.reduce(%1 init: %2) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf64>, tensor<f64>) -> tensor<2x16xf64>
    %4 = stablehlo.reshape %3 : (tensor<2x16xf64>) -> tensor<2x16x1xf64>
    %5 = arith.constant dense<64> : tensor<1xi64>
    %6 = stablehlo.convert %5 : (tensor<1xi64>) -> tensor<1xf64>
    %7 = stablehlo.reshape %6 : (tensor<1xf64>) -> tensor<f64>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f64>) -> tensor<2x16x1xf64>
    %9 = stablehlo.divide %4, %8 : tensor<2x16x1xf64>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<2x16x1xf64>) -> tensor<2x16x64xf64>
    %11 = stablehlo.subtract %1, %10 : tensor<2x16x64xf64>
    %12 = stablehlo.multiply %11, %11 : tensor<2x16x64xf64>
    %13 = stablehlo.constant dense<0.00000000e+00> : tensor<f64>
    %14 = stablehlo.reduce(%12 init: %13) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf64>, tensor<f64>) -> tensor<2x16xf64>
    %15 = stablehlo.reshape %14 : (tensor<2x16xf64>) -> tensor<2x16x1xf64>
    %16 = arith.constant dense<64> : tensor<1xi64>
    %17 = stablehlo.convert %16 : (tensor<1xi64>) -> tensor<1xf64>
    %18 = stablehlo.reshape %17 : (tensor<1xf64>) -> tensor<f64>
    %19 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<f64>) -> tensor<2x16x1xf64>
    %20 = stablehlo.divide %15, %19 : tensor<2x16x1xf64>
    %21 = stablehlo.convert %20 : (tensor<2x16x1xf64>) -> tensor<2x16x1xf32>
    %22 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %23 = stablehlo.reduce(%arg0 init: %22) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %24 = stablehlo.reshape %23 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %25 = arith.constant dense<64> : tensor<1xi64>
    %26 = stablehlo.convert %25 : (tensor<1xi64>) -> tensor<1xf32>
    %27 = stablehlo.reshape %26 : (tensor<1xf32>) -> tensor<f32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %29 = stablehlo.divide %24, %28 : tensor<2x16x1xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %31 = stablehlo.subtract %arg0, %30 : tensor<2x16x64xf32>
    %32 = arith.constant dense<1.0000000000000001E-5> : tensor<1xf64>
    %33 = stablehlo.convert %32 : (tensor<1xf64>) -> tensor<1xf32>
    %34 = stablehlo.reshape %33 : (tensor<1xf32>) -> tensor<f32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %36 = stablehlo.add %21, %35 : tensor<2x16x1xf32>
    %37 = stablehlo.rsqrt %36 : tensor<2x16x1xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %39 = stablehlo.multiply %31, %38 : tensor<2x16x64xf32>
    %40 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %41 = stablehlo.multiply %39, %40 : tensor<2x16x64xf32>
    %42 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %43 = stablehlo.add %41, %42 : tensor<2x16x64xf32>
    return %43 : tensor<2x16x64xf32>
  }
}
