module @m {
  func.func @main(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {
    %0 = "stablehlo.sort"(%a) <{dimension = 2 : i64, is_stable = true}> ({
    ^bb0(%x: tensor<f32>, %y: tensor<f32>):
      %1 = stablehlo.compare  LT, %x, %y,  TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    }) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    return %0 : tensor<2x3xf32>
  }
}
