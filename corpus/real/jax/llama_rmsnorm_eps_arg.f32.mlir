module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64x256xf32>, %arg1: tensor<64x256xf32>, %arg2: tensor<256x64xf32>, %arg3: tensor<f32>, %arg4: tensor<64xf32>, %arg5: tensor<2x16x64xf32>) -> (tensor<2x16x64xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.multiply %arg5, %arg5 : tensor<2x16x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %4 = stablehlo.divide %2, %3 : tensor<2x16x1xf32>
    %5 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %6 = stablehlo.add %4, %5 : tensor<2x16x1xf32>
    %7 = stablehlo.rsqrt %6 : tensor<2x16x1xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %9 = stablehlo.multiply %arg5, %8 : tensor<2x16x64xf32>
    %10 = stablehlo.broadcast_in_dim %arg4, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %12 = stablehlo.multiply %9, %11 : tensor<2x16x64xf32>
    %13 = stablehlo.dot_general %12, %arg0, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x256xf32>) -> tensor<2x16x256xf32>
    %14 = stablehlo.dot_general %12, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x256xf32>) -> tensor<2x16x256xf32>
    %15 = call @silu(%13) : (tensor<2x16x256xf32>) -> tensor<2x16x256xf32>
    %16 = stablehlo.multiply %15, %14 : tensor<2x16x256xf32>
    %17 = stablehlo.dot_general %16, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x256xf32>, tensor<256x64xf32>) -> tensor<2x16x64xf32>
    %18 = stablehlo.add %arg5, %17 : tensor<2x16x64xf32>
    return %18 : tensor<2x16x64xf32>
  }
  func.func private @silu(%arg0: tensor<2x16x256xf32>) -> tensor<2x16x256xf32> {
    %0 = stablehlo.negate %arg0 : tensor<2x16x256xf32>
    %1 = stablehlo.exponential %0 : tensor<2x16x256xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %3 = stablehlo.add %2, %1 : tensor<2x16x256xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %5 = stablehlo.divide %4, %3 : tensor<2x16x256xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<2x16x256xf32>
    return %6 : tensor<2x16x256xf32>
  }
}
