module @m {
  func.func @main(%arg0: tensor<8x4xf32>) -> tensor<8xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) across dimensions = [1] : (tensor<8x4xf32>, tensor<f32>) -> tensor<8xf32>
     reducer(%cst: tensor<f32>, %b: tensor<f32>) {
      %1 = stablehlo.add %cst, %b : tensor<f32>
      stablehlo.return %1 : tensor<f32>
    }
    return %0 : tensor<8xf32>
  }
}
