module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<10xbf16>, %arg1: tensor<64x10xbf16>, %arg2: tensor<2x16x64xbf16>) -> (tensor<2x16x10xbf16> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg2, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x10xbf16>) -> tensor<2x16x10xbf16>
    %1 = stablehlo.reshape %arg0 : (tensor<10xbf16>) -> tensor<1x1x10xbf16>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<1x1x10xbf16>) -> tensor<2x16x10xbf16>
    %3 = stablehlo.add %0, %2 : tensor<2x16x10xbf16>
    %4 = call @log_softmax(%3) : (tensor<2x16x10xbf16>) -> tensor<2x16x10xbf16>
    return %4 : tensor<2x16x10xbf16>
  }
  func.func private @log_softmax(%arg0: tensor<2x16x10xbf16>) -> tensor<2x16x10xbf16> {
    %cst = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [2] : (tensor<2x16x10xbf16>, tensor<bf16>) -> tensor<2x16xbf16>
    %cst_0 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<2x16xbf16>
    %2 = stablehlo.maximum %1, %0 : tensor<2x16xbf16>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<2x16xbf16>) -> tensor<2x16x1xbf16>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<2x16x1xbf16>) -> tensor<2x16x10xbf16>
    %5 = stablehlo.subtract %arg0, %4 : tensor<2x16x10xbf16>
    %6 = stablehlo.exponential %5 : tensor<2x16x10xbf16>
    %7 = stablehlo.convert %6 : (tensor<2x16x10xbf16>) -> tensor<2x16x10xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.reduce(%7 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x16x10xf32>, tensor<f32>) -> tensor<2x16xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %10 = stablehlo.convert %9 : (tensor<2x16x1xf32>) -> tensor<2x16x1xbf16>
    %11 = stablehlo.log %10 : tensor<2x16x1xbf16>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<2x16x1xbf16>) -> tensor<2x16x10xbf16>
    %13 = stablehlo.subtract %5, %12 : tensor<2x16x10xbf16>
    return %13 : tensor<2x16x10xbf16>
  }
}
