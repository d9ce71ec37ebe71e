module @m {
  func.func @main(%a: tensor<4x6xf32>, %c: tensor<f32>) -> tensor<4x4xf32> {
    %0 = "stablehlo.reduce_window"(%a, %c) <{padding = dense<[[0, 0], [0]]> : tensor<2x2xi64>, window_dimensions = array<i64: 1, 3>}> ({
    ^bb0(%x: tensor<f32>, %y: tensor<f32>):
      %1 = stablehlo.add %x, %y : tensor<f32>
      stablehlo.return %1 : tensor<f32>
    }) : (tensor<4x6xf32>, tensor<f32>) -> tensor<4x4xf32>
    return %0 : tensor<4x4xf32>
  }
}
