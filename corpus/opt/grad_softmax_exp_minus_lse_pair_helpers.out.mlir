module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x6x16xf32>, %arg1: tensor<2x6x16xf32>) -> (tensor<2x6x16xf32> {jax.result_info = "result[0]"}, tensor<2x6x16xf32> {jax.result_info = "result[1]"}) {
    %19 = stablehlo.composite "recompose.softmax" %arg0 {composite_attributes = {cols = 6 : i64, inner = 16 : i64}, decomposition = @recompose.softmax.0} : (tensor<2x6x16xf32>) -> tensor<2x6x16xf32>
    %20:3 = call @log_softmax(%arg0) : (tensor<2x6x16xf32>) -> (tensor<2x6x16xf32>, tensor<2x6x16xf32>, tensor<2x1x16xf32>)
    %21 = stablehlo.multiply %19, %20#0 : tensor<2x6x16xf32>
    %22 = stablehlo.multiply %19, %arg1 : tensor<2x6x16xf32>
    %23 = stablehlo.multiply %arg1, %20#0 : tensor<2x6x16xf32>
    %24 = call @log_softmax_0(%20#1, %20#2, %22) : (tensor<2x6x16xf32>, tensor<2x1x16xf32>, tensor<2x6x16xf32>) -> tensor<2x6x16xf32>
    %39 = stablehlo.composite "recompose.softmax_grad" %19, %23 {composite_attributes = {cols = 6 : i64, inner = 16 : i64, from_exp = 1 : i64}, decomposition = @recompose.softmax_grad.0} : (tensor<2x6x16xf32>, tensor<2x6x16xf32>) -> tensor<2x6x16xf32>
    %v0 = stablehlo.add %39, %24 : tensor<2x6x16xf32>
    return %21, %v0 : tensor<2x6x16xf32>, tensor<2x6x16xf32>
  }
  func.func private @log_softmax(%arg0: tensor<2x6x16xf32>) -> (tensor<2x6x16xf32>, tensor<2x6x16xf32>, tensor<2x1x16xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<2x6x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<2x16xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 2] : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<2x1x16xf32>) -> tensor<2x6x16xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<2x6x16xf32>
    %6 = stablehlo.exponential %5 : tensor<2x6x16xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<2x6x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 2] : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %11 = stablehlo.composite "recompose.log_softmax" %arg0 {composite_attributes = {cols = 6 : i64, inner = 16 : i64}, decomposition = @recompose.log_softmax.0} : (tensor<2x6x16xf32>) -> tensor<2x6x16xf32>
    return %11, %6, %8 : tensor<2x6x16xf32>, tensor<2x6x16xf32>, tensor<2x1x16xf32>
  }
  func.func private @log_softmax_0(%arg0: tensor<2x6x16xf32>, %arg1: tensor<2x1x16xf32>, %arg2: tensor<2x6x16xf32>) -> tensor<2x6x16xf32> {
    %7 = stablehlo.composite "recompose.log_softmax_grad" %arg0, %arg2, %arg1 {composite_attributes = {cols = 6 : i64, inner = 16 : i64, from_exp = 1 : i64, sum_in = 1 : i64}, decomposition = @recompose.log_softmax_grad.0} : (tensor<2x6x16xf32>, tensor<2x6x16xf32>, tensor<2x1x16xf32>) -> tensor<2x6x16xf32>
    return %7 : tensor<2x6x16xf32>
  }
  func.func private @recompose.log_softmax_grad.0(%arg0: tensor<2x6x16xf32>, %arg1: tensor<2x6x16xf32>, %arg2: tensor<2x1x16xf32>) -> tensor<2x6x16xf32> {
    %0 = stablehlo.negate %arg1 : tensor<2x6x16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<2x6x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %2 = stablehlo.reshape %1 : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %3 = stablehlo.divide %2, %arg2 : tensor<2x1x16xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<2x1x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 2] : (tensor<2x16xf32>) -> tensor<2x6x16xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<2x6x16xf32>
    %7 = stablehlo.add %arg1, %6 : tensor<2x6x16xf32>
    return %7 : tensor<2x6x16xf32>
  }
  func.func private @recompose.softmax_grad.0(%arg0: tensor<2x6x16xf32>, %arg1: tensor<2x6x16xf32>) -> tensor<2x6x16xf32> {
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%arg0 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<2x6x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 2] : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %12 = stablehlo.abs %11 : tensor<2x1x16xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x1x16xf32>
    %14 = stablehlo.compare GE, %11, %13, FLOAT : (tensor<2x1x16xf32>, tensor<2x1x16xf32>) -> tensor<2x1x16xi1>
    %v1 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2] : (tensor<2x1x16xf32>) -> tensor<2x6x16xf32>
    %19 = stablehlo.divide %arg0, %v1 : tensor<2x6x16xf32>
    %25 = stablehlo.multiply %arg1, %19 : tensor<2x6x16xf32>
    %26 = stablehlo.negate %25 : tensor<2x6x16xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %27 = stablehlo.reduce(%26 init: %cst_4) applies stablehlo.add across dimensions = [1] : (tensor<2x6x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %28 = stablehlo.reshape %27 : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %30 = stablehlo.divide %28, %12 : tensor<2x1x16xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x1x16xf32>
    %32 = stablehlo.select %14, %31, %30 : tensor<2x1x16xi1>, tensor<2x1x16xf32>
    %33 = stablehlo.select %14, %30, %31 : tensor<2x1x16xi1>, tensor<2x1x16xf32>
    %34 = stablehlo.negate %32 : tensor<2x1x16xf32>
    %35 = stablehlo.add %33, %34 : tensor<2x1x16xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %36 = stablehlo.reduce(%35 init: %cst_6) applies stablehlo.add across dimensions = [1] : (tensor<2x1x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 2] : (tensor<2x16xf32>) -> tensor<2x6x16xf32>
    %38 = stablehlo.multiply %37, %arg0 : tensor<2x6x16xf32>
    %39 = stablehlo.add %25, %38 : tensor<2x6x16xf32>
    return %39 : tensor<2x6x16xf32>
  }
  func.func private @recompose.softmax.0(%arg0: tensor<2x6x16xf32>) -> tensor<2x6x16xf32> {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<2x6x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<2x16xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 2] : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %4 = stablehlo.is_finite %3 : (tensor<2x1x16xf32>) -> tensor<2x1x16xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x1x16xf32>
    %6 = stablehlo.select %4, %3, %5 : tensor<2x1x16xi1>, tensor<2x1x16xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1, 2] : (tensor<2x1x16xf32>) -> tensor<2x6x16xf32>
    %8 = stablehlo.subtract %arg0, %7 : tensor<2x6x16xf32>
    %9 = stablehlo.exponential %8 : tensor<2x6x16xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%9 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<2x6x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 2] : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %12 = stablehlo.abs %11 : tensor<2x1x16xf32>
    %v2 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2] : (tensor<2x1x16xf32>) -> tensor<2x6x16xf32>
    %19 = stablehlo.divide %9, %v2 : tensor<2x6x16xf32>
    return %19 : tensor<2x6x16xf32>
  }
  func.func private @recompose.log_softmax.0(%arg0: tensor<2x6x16xf32>) -> tensor<2x6x16xf32> {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<2x6x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<2x16xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 2] : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<2x1x16xf32>) -> tensor<2x6x16xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<2x6x16xf32>
    %6 = stablehlo.exponential %5 : tensor<2x6x16xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<2x6x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 2] : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %9 = stablehlo.log %8 : tensor<2x1x16xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<2x1x16xf32>) -> tensor<2x6x16xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<2x6x16xf32>
    return %11 : tensor<2x6x16xf32>
  }
}
