module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<256xf32>, %arg1: tensor<64x256xf32>, %arg2: tensor<64xf32>, %arg3: tensor<256x64xf32>, %arg4: tensor<2x16x64xf32>) -> (tensor<2x16x64xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg4, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x256xf32>) -> tensor<2x16x256xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<2x16x256xf32>
    %3 = stablehlo.add %0, %2 : tensor<2x16x256xf32>
    %4 = call @mish(%3) : (tensor<2x16x256xf32>) -> tensor<2x16x256xf32>
    %5 = stablehlo.dot_general %4, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x256xf32>, tensor<256x64xf32>) -> tensor<2x16x64xf32>
    %6 = stablehlo.reshape %arg2 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %8 = stablehlo.add %5, %7 : tensor<2x16x64xf32>
    %9 = call @softplus_0(%8) : (tensor<2x16x64xf32>) -> tensor<2x16x64xf32>
    return %9 : tensor<2x16x64xf32>
  }
  func.func private @mish(%arg0: tensor<2x16x256xf32>) -> tensor<2x16x256xf32> {
    %0 = call @softplus(%arg0) : (tensor<2x16x256xf32>) -> tensor<2x16x256xf32>
    %1 = stablehlo.tanh %0 : tensor<2x16x256xf32>
    %2 = stablehlo.multiply %arg0, %1 : tensor<2x16x256xf32>
    return %2 : tensor<2x16x256xf32>
  }
  func.func private @softplus(%arg0: tensor<2x16x256xf32>) -> tensor<2x16x256xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<2x16x256xf32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %3 = stablehlo.subtract %arg0, %2 : tensor<2x16x256xf32>
    %4 = stablehlo.compare NE, %3, %3, FLOAT : (tensor<2x16x256xf32>, tensor<2x16x256xf32>) -> tensor<2x16x256xi1>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %6 = stablehlo.add %arg0, %5 : tensor<2x16x256xf32>
    %7 = stablehlo.abs %3 : tensor<2x16x256xf32>
    %8 = stablehlo.negate %7 : tensor<2x16x256xf32>
    %9 = stablehlo.exponential %8 : tensor<2x16x256xf32>
    %10 = stablehlo.log_plus_one %9 : tensor<2x16x256xf32>
    %11 = stablehlo.add %1, %10 : tensor<2x16x256xf32>
    %12 = stablehlo.select %4, %6, %11 : tensor<2x16x256xi1>, tensor<2x16x256xf32>
    return %12 : tensor<2x16x256xf32>
  }
  func.func private @softplus_0(%arg0: tensor<2x16x64xf32>) -> tensor<2x16x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<2x16x64xf32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %3 = stablehlo.subtract %arg0, %2 : tensor<2x16x64xf32>
    %4 = stablehlo.compare NE, %3, %3, FLOAT : (tensor<2x16x64xf32>, tensor<2x16x64xf32>) -> tensor<2x16x64xi1>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %6 = stablehlo.add %arg0, %5 : tensor<2x16x64xf32>
    %7 = stablehlo.abs %3 : tensor<2x16x64xf32>
    %8 = stablehlo.negate %7 : tensor<2x16x64xf32>
    %9 = stablehlo.exponential %8 : tensor<2x16x64xf32>
    %10 = stablehlo.log_plus_one %9 : tensor<2x16x64xf32>
    %11 = stablehlo.add %1, %10 : tensor<2x16x64xf32>
    %12 = stablehlo.select %4, %6, %11 : tensor<2x16x64xi1>, tensor<2x16x64xf32>
    return %12 : tensor<2x16x64xf32>
  }
}
