func.func @main(%arg0: tensor<2x3xf32>) -> tensor<2x2xf32> {
  %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %1 = "stablehlo.reduce_window"(%arg0, %cst) <{padding = dense<0> : tensor<0x2xi64>, window_dimensions = array<i64: 1, 2>}> ({
  ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
    %2 = stablehlo.maximum %arg1, %arg2 : tensor<f32>
    stablehlo.return %2 : tensor<f32>
  }) : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x2xf32>
  return %1 : tensor<2x2xf32>
}
