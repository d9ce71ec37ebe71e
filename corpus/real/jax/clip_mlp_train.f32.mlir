module @jit_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<256xf32>, %arg1: tensor<64x256xf32>, %arg2: tensor<64xf32>, %arg3: tensor<256x64xf32>, %arg4: tensor<2x16x64xf32>) -> (tensor<256xf32> {jax.result_info = "result['params']['Dense_0']['bias']"}, tensor<64x256xf32> {jax.result_info = "result['params']['Dense_0']['kernel']"}, tensor<64xf32> {jax.result_info = "result['params']['Dense_1']['bias']"}, tensor<256x64xf32> {jax.result_info = "result['params']['Dense_1']['kernel']"}) {
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
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %13 = stablehlo.subtract %12, %11 : tensor<2x16x256xf32>
    %14 = stablehlo.multiply %11, %13 : tensor<2x16x256xf32>
    %15 = stablehlo.multiply %3, %11 : tensor<2x16x256xf32>
    %16 = stablehlo.dot_general %15, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x256xf32>, tensor<256x64xf32>) -> tensor<2x16x64xf32>
    %17 = stablehlo.reshape %arg2 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %19 = stablehlo.add %16, %18 : tensor<2x16x64xf32>
    %cst_3 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %21 = stablehlo.multiply %20, %19 : tensor<2x16x64xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_5 = stablehlo.constant dense<2.048000e+03> : tensor<f32>
    %22 = stablehlo.divide %cst_4, %cst_5 : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %24 = stablehlo.multiply %23, %21 : tensor<2x16x64xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.reduce(%24 init: %cst_6) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %26 = stablehlo.reshape %25 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %27 = stablehlo.reshape %26 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %28 = stablehlo.dot_general %24, %15, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x16x256xf32>) -> tensor<64x256xf32>
    %29 = stablehlo.transpose %28, dims = [1, 0] : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %30 = stablehlo.dot_general %24, %arg3, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<256x64xf32>) -> tensor<2x16x256xf32>
    %31 = stablehlo.multiply %3, %30 : tensor<2x16x256xf32>
    %32 = stablehlo.multiply %30, %11 : tensor<2x16x256xf32>
    %33 = stablehlo.multiply %31, %14 : tensor<2x16x256xf32>
    %cst_7 = stablehlo.constant dense<1.702000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %35 = stablehlo.multiply %34, %33 : tensor<2x16x256xf32>
    %36 = stablehlo.add %32, %35 : tensor<2x16x256xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %37 = stablehlo.reduce(%36 init: %cst_8) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x256xf32>, tensor<f32>) -> tensor<256xf32>
    %38 = stablehlo.reshape %37 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %39 = stablehlo.reshape %38 : (tensor<1x1x256xf32>) -> tensor<256xf32>
    %40 = stablehlo.dot_general %36, %arg4, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x256xf32>, tensor<2x16x64xf32>) -> tensor<256x64xf32>
    %41 = stablehlo.transpose %40, dims = [1, 0] : (tensor<256x64xf32>) -> tensor<64x256xf32>
    return %39, %41, %27, %29 : tensor<256xf32>, tensor<64x256xf32>, tensor<64xf32>, tensor<256x64xf32>
  }
}
