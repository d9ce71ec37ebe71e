module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<10xf32>, %arg1: tensor<64x10xf32>, %arg2: tensor<2x16x64xf32>) -> (tensor<2x16x10xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg2, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x10xf32>) -> tensor<2x16x10xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<10xf32>) -> tensor<1x1x10xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<1x1x10xf32>) -> tensor<2x16x10xf32>
    %3 = stablehlo.add %0, %2 : tensor<2x16x10xf32>
    %4 = call @log_softmax(%3) : (tensor<2x16x10xf32>) -> tensor<2x16x10xf32>
    return %4 : tensor<2x16x10xf32>
  }
  func.func private @log_softmax(%arg0: tensor<2x16x10xf32>) -> tensor<2x16x10xf32> {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [2] : (tensor<2x16x10xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<2x16xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x10xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<2x16x10xf32>
    %6 = stablehlo.exponential %5 : tensor<2x16x10xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x16x10xf32>, tensor<f32>) -> tensor<2x16xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %9 = stablehlo.log %8 : tensor<2x16x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x10xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<2x16x10xf32>
    return %11 : tensor<2x16x10xf32>
  }
}
