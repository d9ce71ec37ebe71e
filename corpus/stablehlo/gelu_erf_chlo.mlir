module @jit_gelu attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x16xf32>) -> (tensor<8x16xf32> {jax.result_info = ""}) {
    %cst = stablehlo.constant dense<1.41421354> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %1 = stablehlo.divide %arg0, %0 : tensor<8x16xf32>
    %2 = chlo.erf %1 : tensor<8x16xf32> -> tensor<8x16xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %4 = stablehlo.add %2, %3 : tensor<8x16xf32>
    %5 = stablehlo.multiply %arg0, %4 : tensor<8x16xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %7 = stablehlo.divide %5, %6 : tensor<8x16xf32>
    return %7 : tensor<8x16xf32>
  }
}
