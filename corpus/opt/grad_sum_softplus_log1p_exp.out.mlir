module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x16xf32>, %arg1: tensor<16xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<4x16xf32> {jax.result_info = "result[1][0]"}, tensor<16xf32> {jax.result_info = "result[1][1]['bias']"}) {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<4x16xf32>
    %2 = stablehlo.add %arg0, %1 : tensor<4x16xf32>
    %4 = stablehlo.composite "recompose.softplus" %2 {composite_attributes = {}, decomposition = @recompose.softplus.0} : (tensor<4x16xf32>) -> tensor<4x16xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%4 init: %cst_0) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x16xf32>, tensor<f32>) -> tensor<f32>
    %v0 = stablehlo.constant dense<1.000000e+00> : tensor<4x16xf32>
    %10 = stablehlo.composite "recompose.softplus_grad" %2, %v0 {composite_attributes = {}, decomposition = @recompose.softplus_grad.0} : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%10 init: %cst_2) applies stablehlo.add across dimensions = [0] : (tensor<4x16xf32>, tensor<f32>) -> tensor<16xf32>
    %12 = stablehlo.reshape %11 : (tensor<16xf32>) -> tensor<1x16xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.reduce(%12 init: %cst_3) applies stablehlo.add across dimensions = [0] : (tensor<1x16xf32>, tensor<f32>) -> tensor<16xf32>
    return %7, %10, %13 : tensor<f32>, tensor<4x16xf32>, tensor<16xf32>
  }
  func.func private @recompose.softplus_grad.0(%arg0: tensor<4x16xf32>, %arg1: tensor<4x16xf32>) -> tensor<4x16xf32> {
    %3 = stablehlo.exponential %arg0 : tensor<4x16xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %6 = stablehlo.add %3, %5 : tensor<4x16xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %9 = stablehlo.divide %8, %6 : tensor<4x16xf32>
    %10 = stablehlo.multiply %9, %3 : tensor<4x16xf32>
    return %10 : tensor<4x16xf32>
  }
  func.func private @recompose.softplus.0(%arg0: tensor<4x16xf32>) -> tensor<4x16xf32> {
    %3 = stablehlo.exponential %arg0 : tensor<4x16xf32>
    %4 = stablehlo.log_plus_one %3 : tensor<4x16xf32>
    return %4 : tensor<4x16xf32>
  }
}
