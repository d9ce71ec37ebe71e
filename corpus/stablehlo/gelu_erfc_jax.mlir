module @jit_gelu attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x64xf32>) -> (tensor<2x64xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.negate %arg0 : tensor<2x64xf32>
    %cst = stablehlo.constant dense<0.707106769> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<2x64xf32>
    %3 = chlo.erfc %2 : tensor<2x64xf32> -> tensor<2x64xf32>
    %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %5 = stablehlo.multiply %4, %arg0 : tensor<2x64xf32>
    %6 = stablehlo.multiply %5, %3 : tensor<2x64xf32>
    return %6 : tensor<2x64xf32>
  }
}
