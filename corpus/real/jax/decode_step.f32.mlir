module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64x64xf32>, %arg1: tensor<64x64xf32>, %arg2: tensor<64x64xf32>, %arg3: tensor<64x64xf32>, %arg4: tensor<2x16x4x16xf32>, %arg5: tensor<2x16x4x16xf32>, %arg6: tensor<2x1x64xf32>) -> (tensor<2x1x64xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg6, %arg0, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x1x64xf32>, tensor<64x64xf32>) -> tensor<2x1x64xf32>
    %1 = stablehlo.reshape %0 : (tensor<2x1x64xf32>) -> tensor<2x1x4x16xf32>
    %2 = stablehlo.dot_general %arg6, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x1x64xf32>, tensor<64x64xf32>) -> tensor<2x1x64xf32>
    %3 = stablehlo.reshape %2 : (tensor<2x1x64xf32>) -> tensor<2x1x4x16xf32>
    %4 = stablehlo.dot_general %arg6, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x1x64xf32>, tensor<64x64xf32>) -> tensor<2x1x64xf32>
    %5 = stablehlo.reshape %4 : (tensor<2x1x64xf32>) -> tensor<2x1x4x16xf32>
    %cst = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %6 = stablehlo.sqrt %cst : tensor<f32>
    %7 = stablehlo.convert %6 : tensor<f32>
    %8 = stablehlo.dot_general %1, %arg4, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x1x4x16xf32>, tensor<2x16x4x16xf32>) -> tensor<2x4x1x16xf32>
    %9 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<2x4x1x16xf32>
    %10 = stablehlo.divide %8, %9 : tensor<2x4x1x16xf32>
    %11 = stablehlo.dot_general %1, %3, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x1x4x16xf32>, tensor<2x1x4x16xf32>) -> tensor<2x4x1x1xf32>
    %12 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<2x4x1x1xf32>
    %13 = stablehlo.divide %11, %12 : tensor<2x4x1x1xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %14 = stablehlo.reduce(%10 init: %cst_0) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x1x16xf32>, tensor<f32>) -> tensor<2x4x1xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2] : (tensor<2x4x1xf32>) -> tensor<2x4x1x1xf32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %16 = stablehlo.reduce(%13 init: %cst_1) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x1x1xf32>, tensor<f32>) -> tensor<2x4x1xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2] : (tensor<2x4x1xf32>) -> tensor<2x4x1x1xf32>
    %18 = stablehlo.maximum %15, %17 : tensor<2x4x1x1xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2, 3] : (tensor<2x4x1x1xf32>) -> tensor<2x4x1x16xf32>
    %20 = stablehlo.subtract %10, %19 : tensor<2x4x1x16xf32>
    %21 = stablehlo.exponential %20 : tensor<2x4x1x16xf32>
    %22 = stablehlo.subtract %13, %18 : tensor<2x4x1x1xf32>
    %23 = stablehlo.exponential %22 : tensor<2x4x1x1xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.reduce(%21 init: %cst_2) applies stablehlo.add across dimensions = [3] : (tensor<2x4x1x16xf32>, tensor<f32>) -> tensor<2x4x1xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2] : (tensor<2x4x1xf32>) -> tensor<2x4x1x1xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.reduce(%23 init: %cst_3) applies stablehlo.add across dimensions = [3] : (tensor<2x4x1x1xf32>, tensor<f32>) -> tensor<2x4x1xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2] : (tensor<2x4x1xf32>) -> tensor<2x4x1x1xf32>
    %28 = stablehlo.add %25, %27 : tensor<2x4x1x1xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2, 3] : (tensor<2x4x1x1xf32>) -> tensor<2x4x1x16xf32>
    %30 = stablehlo.divide %21, %29 : tensor<2x4x1x16xf32>
    %31 = stablehlo.dot_general %arg5, %30, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<2x4x1x16xf32>) -> tensor<2x4x16x1xf32>
    %32 = stablehlo.transpose %31, dims = [0, 3, 1, 2] : (tensor<2x4x16x1xf32>) -> tensor<2x1x4x16xf32>
    %33 = stablehlo.divide %23, %28 : tensor<2x4x1x1xf32>
    %34 = stablehlo.dot_general %5, %33, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x1x4x16xf32>, tensor<2x4x1x1xf32>) -> tensor<2x4x16x1xf32>
    %35 = stablehlo.transpose %34, dims = [0, 3, 1, 2] : (tensor<2x4x16x1xf32>) -> tensor<2x1x4x16xf32>
    %36 = stablehlo.add %32, %35 : tensor<2x1x4x16xf32>
    %37 = stablehlo.reshape %36 : (tensor<2x1x4x16xf32>) -> tensor<2x1x64xf32>
    %38 = stablehlo.dot_general %37, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x1x64xf32>, tensor<64x64xf32>) -> tensor<2x1x64xf32>
    return %38 : tensor<2x1x64xf32>
  }
}
