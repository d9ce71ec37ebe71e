module @jit_onehot_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x256xf32>, %arg1: tensor<4x256xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<4x256xf32> {jax.result_info = "result[1]"}, tensor<4x256xf32>) {
    %0:3 = call @log_softmax(%arg0) : (tensor<4x256xf32>) -> (tensor<4x256xf32>, tensor<4x256xf32>, tensor<4x1xf32>)
    %1 = stablehlo.multiply %arg1, %0#0 : tensor<4x256xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %3 = stablehlo.negate %2 : tensor<4xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %5 = stablehlo.divide %4, %cst_1 : tensor<f32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_3 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %6 = stablehlo.divide %cst_2, %cst_3 : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %8 = stablehlo.negate %7 : tensor<4xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %10 = stablehlo.multiply %arg1, %9 : tensor<4x256xf32>
    %11 = call @log_softmax_0(%0#1, %0#2, %10) : (tensor<4x256xf32>, tensor<4x1xf32>, tensor<4x256xf32>) -> tensor<4x256xf32>
    return %5, %11, %0#1 : tensor<f32>, tensor<4x256xf32>, tensor<4x256xf32>
  }
  func.func private @log_softmax(%arg0: tensor<4x256xf32>) -> (tensor<4x256xf32>, tensor<4x256xf32>, tensor<4x1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<4xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x256xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<4x256xf32>
    %6 = stablehlo.exponential %5 : tensor<4x256xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %9 = stablehlo.log %8 : tensor<4x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x256xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<4x256xf32>
    return %11, %6, %8 : tensor<4x256xf32>, tensor<4x256xf32>, tensor<4x1xf32>
  }
  func.func private @log_softmax_0(%arg0: tensor<4x256xf32>, %arg1: tensor<4x1xf32>, %arg2: tensor<4x256xf32>) -> tensor<4x256xf32> {
    %7 = stablehlo.composite "recompose.log_softmax_grad" %arg0, %arg2, %arg1 {composite_attributes = {cols = 256 : i64, from_exp = 1 : i64, sum_in = 1 : i64}, decomposition = @recompose.log_softmax_grad.0} : (tensor<4x256xf32>, tensor<4x256xf32>, tensor<4x1xf32>) -> tensor<4x256xf32>
    return %7 : tensor<4x256xf32>
  }
  func.func private @recompose.log_softmax_grad.0(%arg0: tensor<4x256xf32>, %arg1: tensor<4x256xf32>, %arg2: tensor<4x1xf32>) -> tensor<4x256xf32> {
    %0 = stablehlo.negate %arg1 : tensor<4x256xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %2 = stablehlo.reshape %1 : (tensor<4xf32>) -> tensor<4x1xf32>
    %3 = stablehlo.divide %2, %arg2 : tensor<4x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<4x1xf32>, tensor<f32>) -> tensor<4xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<4x256xf32>
    %7 = stablehlo.add %arg1, %6 : tensor<4x256xf32>
    return %7 : tensor<4x256xf32>
  }
}
