// jax.jit(jax.grad(lambda x, dy: (norm(x) * dy).sum())) lowered with JAX 0.10.2: the RMS norm over axes {0, 2, 4} of [2, 3, 2, 4, 3],
// three blocks, written with mean, rsqrt and keepdims (no scale); dx is one recompose.rms_norm_grad call
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3x2x4x3xf32>, %arg1: tensor<2x3x2x4x3xf32>) -> (tensor<2x3x2x4x3xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<2x3x2x4x3xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [0, 2, 4] : (tensor<2x3x2x4x3xf32>, tensor<f32>) -> tensor<3x4xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1, 3] : (tensor<3x4xf32>) -> tensor<1x3x1x4x1xf32>
    %cst_0 = stablehlo.constant dense<1.200000e+01> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x3x1x4x1xf32>
    %4 = stablehlo.divide %2, %3 : tensor<1x3x1x4x1xf32>
    %cst_1 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1x3x1x4x1xf32>
    %6 = stablehlo.add %4, %5 : tensor<1x3x1x4x1xf32>
    %7 = stablehlo.rsqrt %6 : tensor<1x3x1x4x1xf32>
    %8 = stablehlo.divide %7, %6 : tensor<1x3x1x4x1xf32>
    %cst_2 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1x3x1x4x1xf32>
    %10 = stablehlo.multiply %9, %8 : tensor<1x3x1x4x1xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x3x2x4x3xf32>
    %12 = stablehlo.multiply %11, %arg1 : tensor<2x3x2x4x3xf32>
    %13 = stablehlo.multiply %arg0, %12 : tensor<2x3x2x4x3xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.reduce(%13 init: %cst_4) applies stablehlo.add across dimensions = [0, 2, 4] : (tensor<2x3x2x4x3xf32>, tensor<f32>) -> tensor<3x4xf32>
    %15 = stablehlo.reshape %14 : (tensor<3x4xf32>) -> tensor<1x3x1x4x1xf32>
    %16 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2, 3, 4] : (tensor<1x3x1x4x1xf32>) -> tensor<2x3x2x4x3xf32>
    %17 = stablehlo.multiply %12, %16 : tensor<2x3x2x4x3xf32>
    %18 = stablehlo.multiply %15, %10 : tensor<1x3x1x4x1xf32>
    %cst_5 = stablehlo.constant dense<1.200000e+01> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<1x3x1x4x1xf32>
    %20 = stablehlo.divide %18, %19 : tensor<1x3x1x4x1xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.reduce(%20 init: %cst_6) applies stablehlo.add across dimensions = [0, 2, 4] : (tensor<1x3x1x4x1xf32>, tensor<f32>) -> tensor<3x4xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [1, 3] : (tensor<3x4xf32>) -> tensor<2x3x2x4x3xf32>
    %23 = stablehlo.multiply %arg0, %22 : tensor<2x3x2x4x3xf32>
    %24 = stablehlo.add %17, %23 : tensor<2x3x2x4x3xf32>
    %25 = stablehlo.multiply %22, %arg0 : tensor<2x3x2x4x3xf32>
    %26 = stablehlo.add %24, %25 : tensor<2x3x2x4x3xf32>
    return %26 : tensor<2x3x2x4x3xf32>
  }
}

