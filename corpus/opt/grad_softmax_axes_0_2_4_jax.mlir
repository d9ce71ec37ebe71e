// jax.jit(jax.grad(lambda x, dy: (jax.nn.softmax(x, axis=(0, 2, 4)) * dy).sum())) lowered with JAX 0.10.2: softmax over
// three blocks of [2, 3, 2, 4, 3]; its backward is one recompose.softmax_grad call
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3x2x4x3xf32>, %arg1: tensor<2x3x2x4x3xf32>) -> (tensor<2x3x2x4x3xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [0, 2, 4] : (tensor<2x3x2x4x3xf32>, tensor<f32>) -> tensor<3x4xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<3x4xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [1, 3] : (tensor<3x4xf32>) -> tensor<1x3x1x4x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2, 3, 4] : (tensor<1x3x1x4x1xf32>) -> tensor<2x3x2x4x3xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<2x3x2x4x3xf32>
    %6 = stablehlo.exponential %5 : tensor<2x3x2x4x3xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [0, 2, 4] : (tensor<2x3x2x4x3xf32>, tensor<f32>) -> tensor<3x4xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [1, 3] : (tensor<3x4xf32>) -> tensor<1x3x1x4x1xf32>
    %9 = stablehlo.multiply %8, %8 : tensor<1x3x1x4x1xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1x3x1x4x1xf32>
    %11 = stablehlo.divide %10, %9 : tensor<1x3x1x4x1xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x3x2x4x3xf32>
    %13 = stablehlo.multiply %12, %arg1 : tensor<2x3x2x4x3xf32>
    %14 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2, 3, 4] : (tensor<1x3x1x4x1xf32>) -> tensor<2x3x2x4x3xf32>
    %15 = stablehlo.multiply %13, %14 : tensor<2x3x2x4x3xf32>
    %16 = stablehlo.multiply %15, %6 : tensor<2x3x2x4x3xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.reduce(%16 init: %cst_4) applies stablehlo.add across dimensions = [0, 2, 4] : (tensor<2x3x2x4x3xf32>, tensor<f32>) -> tensor<3x4xf32>
    %18 = stablehlo.reshape %17 : (tensor<3x4xf32>) -> tensor<1x3x1x4x1xf32>
    %19 = stablehlo.negate %18 : tensor<1x3x1x4x1xf32>
    %20 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2, 3, 4] : (tensor<1x3x1x4x1xf32>) -> tensor<2x3x2x4x3xf32>
    %21 = stablehlo.divide %13, %20 : tensor<2x3x2x4x3xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.reduce(%19 init: %cst_5) applies stablehlo.add across dimensions = [0, 2, 4] : (tensor<1x3x1x4x1xf32>, tensor<f32>) -> tensor<3x4xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [1, 3] : (tensor<3x4xf32>) -> tensor<2x3x2x4x3xf32>
    %24 = stablehlo.add %21, %23 : tensor<2x3x2x4x3xf32>
    %25 = stablehlo.multiply %24, %6 : tensor<2x3x2x4x3xf32>
    return %25 : tensor<2x3x2x4x3xf32>
  }
}

