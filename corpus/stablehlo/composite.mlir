module @jit_model attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x8xf32>) -> (tensor<2x8xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.composite "odml.gelu" %arg0 {composite_attributes = {approximate = false}, decomposition = @odml.gelu.impl, version = 1 : i32} : (tensor<2x8xf32>) -> tensor<2x8xf32>
    return %0 : tensor<2x8xf32>
  }
  func.func private @odml.gelu.impl(%arg0: tensor<2x8xf32>) -> tensor<2x8xf32> {
    %cst = stablehlo.constant dense<0.707106769> : tensor<2x8xf32>
    %0 = stablehlo.multiply %arg0, %cst : tensor<2x8xf32>
    %1 = chlo.erf %0 : tensor<2x8xf32> -> tensor<2x8xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<2x8xf32>
    %2 = stablehlo.add %1, %cst_0 : tensor<2x8xf32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<2x8xf32>
    %3 = stablehlo.multiply %arg0, %cst_1 : tensor<2x8xf32>
    %4 = stablehlo.multiply %3, %2 : tensor<2x8xf32>
    return %4 : tensor<2x8xf32>
  }
}
