module @odd   attributes {mhlo.num_partitions = 1 : i32} {
  func.func public @main(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
    %0 = stablehlo.add %arg0, %arg1 : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1:2 = "test.two"(%0) : (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
    %2 = stablehlo.multiply %1, %1#1 : tensor<4xf32>
    %3 = stablehlo.maximum %2,%0 : tensor<4xf32>
    %4 = stablehlo.convert %3 : tensor<4xf32>
    %5 = stablehlo.negate %4 {mhlo.sharding = "{replicated}"} : tensor<4xf32>
    func.return %5 : tensor<4xf32>
  }
}
