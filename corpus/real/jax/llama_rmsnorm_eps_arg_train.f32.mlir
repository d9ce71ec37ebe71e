module @jit_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64x256xf32>, %arg1: tensor<64x256xf32>, %arg2: tensor<256x64xf32>, %arg3: tensor<f32>, %arg4: tensor<64xf32>, %arg5: tensor<2x16x64xf32>) -> (tensor<64x256xf32> {jax.result_info = "result['params']['Dense_0']['kernel']"}, tensor<64x256xf32> {jax.result_info = "result['params']['Dense_1']['kernel']"}, tensor<256x64xf32> {jax.result_info = "result['params']['Dense_2']['kernel']"}, tensor<f32> {jax.result_info = "result['params']['eps']"}, tensor<64xf32> {jax.result_info = "result['params']['scale']"}) {
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
    %8 = stablehlo.divide %7, %6 : tensor<2x16x1xf32>
    %cst_1 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %10 = stablehlo.multiply %9, %8 : tensor<2x16x1xf32>
    %11 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %12 = stablehlo.multiply %arg5, %11 : tensor<2x16x64xf32>
    %13 = stablehlo.broadcast_in_dim %arg4, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %15 = stablehlo.multiply %12, %14 : tensor<2x16x64xf32>
    %16 = stablehlo.dot_general %15, %arg0, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x256xf32>) -> tensor<2x16x256xf32>
    %17 = stablehlo.dot_general %15, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x256xf32>) -> tensor<2x16x256xf32>
    %18:3 = call @silu(%16) : (tensor<2x16x256xf32>) -> (tensor<2x16x256xf32>, tensor<2x16x256xf32>, tensor<2x16x256xf32>)
    %19 = stablehlo.multiply %18#0, %17 : tensor<2x16x256xf32>
    %20 = stablehlo.dot_general %19, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x256xf32>, tensor<256x64xf32>) -> tensor<2x16x64xf32>
    %21 = stablehlo.add %arg5, %20 : tensor<2x16x64xf32>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %23 = stablehlo.multiply %22, %21 : tensor<2x16x64xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_4 = stablehlo.constant dense<2.048000e+03> : tensor<f32>
    %24 = stablehlo.divide %cst_3, %cst_4 : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %26 = stablehlo.multiply %25, %23 : tensor<2x16x64xf32>
    %27 = stablehlo.dot_general %26, %19, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x16x256xf32>) -> tensor<64x256xf32>
    %28 = stablehlo.transpose %27, dims = [1, 0] : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %29 = stablehlo.dot_general %26, %arg2, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<256x64xf32>) -> tensor<2x16x256xf32>
    %30 = stablehlo.multiply %18#0, %29 : tensor<2x16x256xf32>
    %31 = stablehlo.multiply %29, %17 : tensor<2x16x256xf32>
    %32 = call @silu_0(%18#1, %18#2, %16, %31) : (tensor<2x16x256xf32>, tensor<2x16x256xf32>, tensor<2x16x256xf32>, tensor<2x16x256xf32>) -> tensor<2x16x256xf32>
    %33 = stablehlo.dot_general %30, %15, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x256xf32>, tensor<2x16x64xf32>) -> tensor<256x64xf32>
    %34 = stablehlo.transpose %33, dims = [1, 0] : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %35 = stablehlo.dot_general %30, %arg1, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x256xf32>, tensor<64x256xf32>) -> tensor<2x16x64xf32>
    %36 = stablehlo.dot_general %32, %15, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x256xf32>, tensor<2x16x64xf32>) -> tensor<256x64xf32>
    %37 = stablehlo.transpose %36, dims = [1, 0] : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %38 = stablehlo.dot_general %32, %arg0, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x256xf32>, tensor<64x256xf32>) -> tensor<2x16x64xf32>
    %39 = stablehlo.add %35, %38 : tensor<2x16x64xf32>
    %40 = stablehlo.multiply %12, %39 : tensor<2x16x64xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %41 = stablehlo.reduce(%40 init: %cst_5) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %42 = stablehlo.reshape %41 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %43 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %44 = stablehlo.multiply %39, %43 : tensor<2x16x64xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %45 = stablehlo.reduce(%42 init: %cst_6) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %46 = stablehlo.multiply %arg5, %44 : tensor<2x16x64xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %47 = stablehlo.reduce(%46 init: %cst_7) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %48 = stablehlo.reshape %47 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %49 = stablehlo.multiply %48, %10 : tensor<2x16x1xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %50 = stablehlo.reduce(%49 init: %cst_8) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<f32>
    return %37, %34, %28, %50, %45 : tensor<64x256xf32>, tensor<64x256xf32>, tensor<256x64xf32>, tensor<f32>, tensor<64xf32>
  }
  func.func private @silu(%arg0: tensor<2x16x256xf32>) -> (tensor<2x16x256xf32>, tensor<2x16x256xf32>, tensor<2x16x256xf32>) {
    %0 = stablehlo.negate %arg0 : tensor<2x16x256xf32>
    %1 = stablehlo.exponential %0 : tensor<2x16x256xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %3 = stablehlo.add %2, %1 : tensor<2x16x256xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %5 = stablehlo.divide %4, %3 : tensor<2x16x256xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %7 = stablehlo.subtract %6, %5 : tensor<2x16x256xf32>
    %8 = stablehlo.multiply %5, %7 : tensor<2x16x256xf32>
    %9 = stablehlo.multiply %arg0, %5 : tensor<2x16x256xf32>
    return %9, %8, %5 : tensor<2x16x256xf32>, tensor<2x16x256xf32>, tensor<2x16x256xf32>
  }
  func.func private @silu_0(%arg0: tensor<2x16x256xf32>, %arg1: tensor<2x16x256xf32>, %arg2: tensor<2x16x256xf32>, %arg3: tensor<2x16x256xf32>) -> tensor<2x16x256xf32> {
    %0 = stablehlo.multiply %arg2, %arg3 : tensor<2x16x256xf32>
    %1 = stablehlo.multiply %arg3, %arg1 : tensor<2x16x256xf32>
    %2 = stablehlo.multiply %0, %arg0 : tensor<2x16x256xf32>
    %3 = stablehlo.add %1, %2 : tensor<2x16x256xf32>
    return %3 : tensor<2x16x256xf32>
  }
}
