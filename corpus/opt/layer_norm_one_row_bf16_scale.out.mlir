module @layer_norm_one_row_bf16_scale {
  func.func public @main(%arg0: tensor<16xf32>, %arg1: tensor<16xbf16>, %arg2: tensor<16xbf16>) -> (tensor<16xf32>) {
    %6 = stablehlo.convert %arg1 : (tensor<16xbf16>) -> tensor<16xf32>
    %18 = stablehlo.convert %arg2 : (tensor<16xbf16>) -> tensor<16xf32>
    %19 = stablehlo.composite "recompose.layer_norm" %arg0, %6, %18 {composite_attributes = {cols = 16 : i64, eps = 9.99999975e-06 : f32, scale = 1 : i64, bias = 1 : i64}, decomposition = @recompose.layer_norm.0} : (tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    return %19 : tensor<16xf32>
  }
  func.func private @recompose.layer_norm.0(%arg0: tensor<16xf32>, %arg1: tensor<16xf32>, %arg2: tensor<16xf32>) -> tensor<16xf32> {
    %0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%arg0 init: %0) applies stablehlo.add across dimensions = [0] : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %2 = stablehlo.constant dense<6.250000e-02> : tensor<f32>
    %3 = stablehlo.multiply %1, %2 : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<16xf32>
    %7 = stablehlo.multiply %5, %arg1 : tensor<16xf32>
    %8 = stablehlo.multiply %5, %5 : tensor<16xf32>
    %9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%8 init: %9) applies stablehlo.add across dimensions = [0] : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %11 = stablehlo.constant dense<6.250000e-02> : tensor<f32>
    %12 = stablehlo.multiply %10, %11 : tensor<f32>
    %13 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %14 = stablehlo.add %12, %13 : tensor<f32>
    %15 = stablehlo.rsqrt %14 : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %17 = stablehlo.multiply %7, %16 : tensor<16xf32>
    %19 = stablehlo.add %17, %arg2 : tensor<16xf32>
    return %19 : tensor<16xf32>
  }
}
