module @jit_argmax attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<18x20xf32>) -> (tensor<18xi32> {jax.result_info = "result"}) {
    %0 = stablehlo.iota dim = 1 : tensor<18x20xi32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [1] : (tensor<18x20xf32>, tensor<18x20xi32>, tensor<f32>, tensor<i32>) -> (tensor<18xf32>, tensor<18xi32>)
     reducer(%arg1: tensor<f32>, %arg3: tensor<f32>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare  GT, %arg1, %arg3,  FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %3 = stablehlo.compare  NE, %arg1, %arg1,  FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<f32>
      %6 = stablehlo.select %4, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %5, %6 : tensor<f32>, tensor<i32>
    }
    return %1#1 : tensor<18xi32>
  }
}
