module @chlo_broadcasting {
  func.func public @main(%a: tensor<2x3xf32>, %b: tensor<3xf32>, %c: tensor<2x1xf32>, %d: tensor<?x3xf32>, %i: tensor<2x3xi32>) -> (tensor<2x3xf32>, tensor<2x3xi1>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<?x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xi32>, tensor<2x3xf32>) {
    %v0 = stablehlo.broadcast_in_dim %b, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32> loc(#loc1)
    %0 = stablehlo.add %a, %v0 : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32> loc(#loc1)
    %v1 = stablehlo.broadcast_in_dim %c, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x3xf32>
    %1 = stablehlo.compare  GT, %a, %v1,  FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %v2 = stablehlo.broadcast_in_dim %c, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x3xf32>
    %2 = stablehlo.select %1, %a, %v2 : (tensor<2x3xi1>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %v3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %3 = stablehlo.multiply %a, %v3 : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %v4 = stablehlo.broadcast_in_dim %c, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x3xf32>
    %v5 = stablehlo.broadcast_in_dim %b, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
    %4 = stablehlo.subtract %v4, %v5 : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %5 = chlo.broadcast_maximum %d, %b : (tensor<?x3xf32>, tensor<3xf32>) -> tensor<?x3xf32>
    %6 = chlo.broadcast_next_after %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
    %v6 = stablehlo.broadcast_in_dim %c, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x3xf32>
    %7 = stablehlo.divide %a, %v6 : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %8 = stablehlo.shift_left %i, %i : tensor<2x3xi32>
    %9 = stablehlo.power %a, %a : tensor<2x3xf32>
    return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : tensor<2x3xf32>, tensor<2x3xi1>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<?x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xi32>, tensor<2x3xf32>
  }
}
#loc1 = loc("bias_add")
