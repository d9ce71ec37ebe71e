module @jit_softmax_exp2_as_power_of_two {
  func.func public @main(%arg0: tensor<8x16xf32>) -> (tensor<8x16xf32>) {
    %14 = stablehlo.composite "recompose.softmax" %arg0 {composite_attributes = {cols = 16 : i64}, decomposition = @recompose.softmax.0} : (tensor<8x16xf32>) -> tensor<8x16xf32>
    return %14 : tensor<8x16xf32>
  }
  func.func private @recompose.softmax.0(%arg0: tensor<8x16xf32>) -> tensor<8x16xf32> {
    %1 = stablehlo.constant dense<1.44269502e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %3 = stablehlo.multiply %arg0, %2 : tensor<8x16xf32>
    %4 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %5 = stablehlo.reduce(%3 init: %4) applies stablehlo.maximum across dimensions = [1] : (tensor<8x16xf32>, tensor<f32>) -> tensor<8xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<8xf32>) -> tensor<8x16xf32>
    %7 = stablehlo.subtract %3, %6 : tensor<8x16xf32>
    %8 = stablehlo.constant dense<2.00000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %10 = stablehlo.power %9, %7 : tensor<8x16xf32>
    %11 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %12 = stablehlo.reduce(%10 init: %11) applies stablehlo.add across dimensions = [1] : (tensor<8x16xf32>, tensor<f32>) -> tensor<8xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0] : (tensor<8xf32>) -> tensor<8x16xf32>
    %14 = stablehlo.divide %10, %13 : tensor<8x16xf32>
    return %14 : tensor<8x16xf32>
  }
}
