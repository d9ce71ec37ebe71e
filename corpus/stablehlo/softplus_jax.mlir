module @jit_softplus attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16xf32>) -> (tensor<16xf32> {jax.result_info = "result"}) {
    %0 = call @softplus(%arg0) : (tensor<16xf32>) -> tensor<16xf32>
    return %0 : tensor<16xf32>
  }
  func.func private @softplus(%arg0: tensor<16xf32>) -> tensor<16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<16xf32>
    %2 = stablehlo.subtract %arg0, %0 : tensor<16xf32>
    %3 = stablehlo.compare  NE, %2, %2,  FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %4 = stablehlo.add %arg0, %0 : tensor<16xf32>
    %5 = stablehlo.abs %2 : tensor<16xf32>
    %6 = stablehlo.negate %5 : tensor<16xf32>
    %7 = stablehlo.exponential %6 : tensor<16xf32>
    %8 = stablehlo.log_plus_one %7 : tensor<16xf32>
    %9 = stablehlo.add %1, %8 : tensor<16xf32>
    %10 = stablehlo.select %3, %4, %9 : tensor<16xi1>, tensor<16xf32>
    return %10 : tensor<16xf32>
  }
}
