module @neg_rms_norm_one_row_bf16_vector_in_root {
  func.func public @main(%arg0: tensor<16xf32>, %arg1: tensor<16xbf16>) -> (tensor<16xf32>) {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<16xf32>
    %1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%0 init: %1) applies stablehlo.add across dimensions = [0] : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %3 = stablehlo.constant dense<6.250000e-02> : tensor<f32>
    %4 = stablehlo.multiply %2, %3 : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %6 = stablehlo.convert %arg1 : (tensor<16xbf16>) -> tensor<16xf32>
    %7 = stablehlo.add %5, %6 : tensor<16xf32>
    %8 = stablehlo.rsqrt %7 : tensor<16xf32>
    %9 = stablehlo.multiply %arg0, %8 : tensor<16xf32>
    return %9 : tensor<16xf32>
  }
}
