module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<256xf32>, %arg1: tensor<64x256xf32>, %arg2: tensor<64xf32>, %arg3: tensor<256x64xf32>, %arg4: tensor<2x16x64xf32>) -> (tensor<2x16x64xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg4, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x256xf32>) -> tensor<2x16x256xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<2x16x256xf32>
    %3 = stablehlo.add %0, %2 : tensor<2x16x256xf32>
    %cst = stablehlo.constant dense<1.702000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %5 = stablehlo.multiply %4, %3 : tensor<2x16x256xf32>
    %6 = stablehlo.negate %5 : tensor<2x16x256xf32>
    %7 = stablehlo.exponential %6 : tensor<2x16x256xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %9 = stablehlo.add %8, %7 : tensor<2x16x256xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %11 = stablehlo.divide %10, %9 : tensor<2x16x256xf32>
    %12 = stablehlo.multiply %3, %11 : tensor<2x16x256xf32>
    %13 = stablehlo.dot_general %12, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x256xf32>, tensor<256x64xf32>) -> tensor<2x16x64xf32>
    %14 = stablehlo.reshape %arg2 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %16 = stablehlo.add %13, %15 : tensor<2x16x64xf32>
    return %16 : tensor<2x16x64xf32>
  }
}
