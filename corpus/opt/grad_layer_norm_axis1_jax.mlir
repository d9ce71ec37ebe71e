// jax.jit(jax.grad(lambda x, dy: (norm(x) * dy).sum())) lowered with JAX 0.10.2: the layer norm over axis 1 of [4, 16, 8], written
// with mean, rsqrt and keepdims (no scale); dx is one recompose.layer_norm_grad call
module @jit_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x16x8xf32>, %arg1: tensor<4x16x8xf32>) -> (tensor<4x16x8xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<4x16x8xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 2] : (tensor<4x8xf32>) -> tensor<4x1x8xf32>
    %cst_0 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x1x8xf32>
    %3 = stablehlo.divide %1, %2 : tensor<4x1x8xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<4x1x8xf32>) -> tensor<4x16x8xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<4x16x8xf32>
    %6 = stablehlo.multiply %5, %5 : tensor<4x16x8xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<4x16x8xf32>, tensor<f32>) -> tensor<4x8xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 2] : (tensor<4x8xf32>) -> tensor<4x1x8xf32>
    %cst_2 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x1x8xf32>
    %10 = stablehlo.divide %8, %9 : tensor<4x1x8xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x1x8xf32>
    %12 = stablehlo.add %10, %11 : tensor<4x1x8xf32>
    %13 = stablehlo.rsqrt %12 : tensor<4x1x8xf32>
    %14 = stablehlo.divide %13, %12 : tensor<4x1x8xf32>
    %cst_4 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4x1x8xf32>
    %16 = stablehlo.multiply %15, %14 : tensor<4x1x8xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4x16x8xf32>
    %18 = stablehlo.multiply %17, %arg1 : tensor<4x16x8xf32>
    %19 = stablehlo.multiply %5, %18 : tensor<4x16x8xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.reduce(%19 init: %cst_6) applies stablehlo.add across dimensions = [1] : (tensor<4x16x8xf32>, tensor<f32>) -> tensor<4x8xf32>
    %21 = stablehlo.reshape %20 : (tensor<4x8xf32>) -> tensor<4x1x8xf32>
    %22 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2] : (tensor<4x1x8xf32>) -> tensor<4x16x8xf32>
    %23 = stablehlo.multiply %18, %22 : tensor<4x16x8xf32>
    %24 = stablehlo.multiply %21, %16 : tensor<4x1x8xf32>
    %cst_7 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<4x1x8xf32>
    %26 = stablehlo.divide %24, %25 : tensor<4x1x8xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %27 = stablehlo.reduce(%26 init: %cst_8) applies stablehlo.add across dimensions = [1] : (tensor<4x1x8xf32>, tensor<f32>) -> tensor<4x8xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 2] : (tensor<4x8xf32>) -> tensor<4x16x8xf32>
    %29 = stablehlo.multiply %5, %28 : tensor<4x16x8xf32>
    %30 = stablehlo.add %23, %29 : tensor<4x16x8xf32>
    %31 = stablehlo.multiply %28, %5 : tensor<4x16x8xf32>
    %32 = stablehlo.add %30, %31 : tensor<4x16x8xf32>
    %33 = stablehlo.negate %32 : tensor<4x16x8xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %34 = stablehlo.reduce(%33 init: %cst_9) applies stablehlo.add across dimensions = [1] : (tensor<4x16x8xf32>, tensor<f32>) -> tensor<4x8xf32>
    %35 = stablehlo.reshape %34 : (tensor<4x8xf32>) -> tensor<4x1x8xf32>
    %cst_10 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<4x1x8xf32>
    %37 = stablehlo.divide %35, %36 : tensor<4x1x8xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %38 = stablehlo.reduce(%37 init: %cst_11) applies stablehlo.add across dimensions = [1] : (tensor<4x1x8xf32>, tensor<f32>) -> tensor<4x8xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [0, 2] : (tensor<4x8xf32>) -> tensor<4x16x8xf32>
    %40 = stablehlo.add %32, %39 : tensor<4x16x8xf32>
    return %40 : tensor<4x16x8xf32>
  }
}
