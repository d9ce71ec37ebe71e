module @jit_reduce attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3xf32>) -> (tensor<3xf32>, tensor<2xf32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) across dimensions = [0] : (tensor<2x3xf32>, tensor<f32>) -> tensor<3xf32>
     reducer(%arg1: tensor<f32>, %arg2: tensor<f32>)  {
      %2 = stablehlo.add %arg1, %arg2 : tensor<f32>
      %3 = stablehlo.multiply %2, %2 : tensor<f32>
      stablehlo.return %3 : tensor<f32>
    }
    %1 = "stablehlo.reduce"(%arg0, %cst) ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %2 = "stablehlo.maximum"(%arg1, %arg2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
    return %0, %1 : tensor<3xf32>, tensor<2xf32>
  }
}
