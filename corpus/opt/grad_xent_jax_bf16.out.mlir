module @jit_bf16_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x256xbf16>, %arg1: tensor<4x256xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<4x256xbf16> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.convert %arg0 : (tensor<4x256xbf16>) -> tensor<4x256xf32>
    %1:3 = call @log_softmax(%0) : (tensor<4x256xf32>) -> (tensor<4x256xf32>, tensor<4x256xf32>, tensor<4x1xf32>)
    %2 = stablehlo.multiply %arg1, %1#0 : tensor<4x256xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%2 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %4 = stablehlo.negate %3 : tensor<4xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%4 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %6 = stablehlo.divide %5, %cst_1 : tensor<f32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_3 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %7 = stablehlo.divide %cst_2, %cst_3 : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %9 = stablehlo.negate %8 : tensor<4xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %11 = stablehlo.multiply %arg1, %10 : tensor<4x256xf32>
    %12 = call @log_softmax_0(%1#1, %1#2, %11) : (tensor<4x256xf32>, tensor<4x1xf32>, tensor<4x256xf32>) -> tensor<4x256xf32>
    %13 = stablehlo.convert %12 : (tensor<4x256xf32>) -> tensor<4x256xbf16>
    return %6, %13 : tensor<f32>, tensor<4x256xbf16>
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
    %11 = stablehlo.composite "recompose.log_softmax" %arg0 {composite_attributes = {cols = 256 : i64}, decomposition = @recompose.log_softmax.0} : (tensor<4x256xf32>) -> tensor<4x256xf32>
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
  func.func private @recompose.log_softmax.0(%arg0: tensor<4x256xf32>) -> tensor<4x256xf32> {
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
    return %11 : tensor<4x256xf32>
  }
}
