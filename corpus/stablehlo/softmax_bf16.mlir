module @jit_softmax attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x8xbf16>) -> (tensor<4x8xbf16> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<4x8xbf16>, tensor<bf16>) -> tensor<4xbf16>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<4xbf16>) -> tensor<4x1xbf16>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<4x1xbf16>) -> tensor<4x8xbf16>
    %3 = stablehlo.subtract %arg0, %2 : tensor<4x8xbf16>
    %4 = stablehlo.exponential %3 : tensor<4x8xbf16>
    %5 = stablehlo.convert %4 : (tensor<4x8xbf16>) -> tensor<4x8xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%5 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
    %7 = stablehlo.convert %6 : (tensor<4xf32>) -> tensor<4xbf16>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<4xbf16>) -> tensor<4x1xbf16>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<4x1xbf16>) -> tensor<4x8xbf16>
    %10 = stablehlo.divide %4, %9 : tensor<4x8xbf16>
    return %10 : tensor<4x8xbf16>
  }
}
