module @jit_layer_norm attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x1024xf32>, %arg1: tensor<1024xf32>, %arg2: tensor<1024xf32>) -> (tensor<2x1024xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<2x1024xf32>, tensor<f32>) -> tensor<2xf32>
    %cst_0 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %2 = stablehlo.divide %0, %1 : tensor<2xf32>
    %3 = stablehlo.multiply %arg0, %arg0 : tensor<2x1024xf32>
    %4 = stablehlo.reduce(%3 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<2x1024xf32>, tensor<f32>) -> tensor<2xf32>
    %5 = stablehlo.divide %4, %1 : tensor<2xf32>
    %6 = stablehlo.multiply %2, %2 : tensor<2xf32>
    %7 = stablehlo.subtract %5, %6 : tensor<2xf32>
    %8 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %9 = stablehlo.maximum %8, %7 : tensor<2xf32>
    %10 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<2xf32>) -> tensor<2x1024xf32>
    %11 = stablehlo.subtract %arg0, %10 : tensor<2x1024xf32>
    %cst_1 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %13 = stablehlo.add %9, %12 : tensor<2xf32>
    %14 = stablehlo.rsqrt %13 : tensor<2xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0] : (tensor<2xf32>) -> tensor<2x1024xf32>
    %16 = stablehlo.multiply %11, %15 : tensor<2x1024xf32>
    %17 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<1024xf32>) -> tensor<2x1024xf32>
    %18 = stablehlo.multiply %16, %17 : tensor<2x1024xf32>
    %19 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<1024xf32>) -> tensor<2x1024xf32>
    %20 = stablehlo.add %18, %19 : tensor<2x1024xf32>
    return %20 : tensor<2x1024xf32>
  }
}
