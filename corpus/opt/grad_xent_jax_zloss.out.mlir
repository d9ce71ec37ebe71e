module @jit_zloss_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x256xf32>, %arg1: tensor<4x256xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<4x256xf32> {jax.result_info = "result[1]"}) {
    %0:3 = call @log_softmax(%arg0) : (tensor<4x256xf32>) -> (tensor<4x256xf32>, tensor<4x256xf32>, tensor<4x1xf32>)
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %3 = stablehlo.maximum %2, %1 : tensor<4xf32>
    %4 = stablehlo.is_finite %3 : (tensor<4xf32>) -> tensor<4xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %6 = stablehlo.select %4, %3, %5 : tensor<4xi1>, tensor<4xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x256xf32>
    %9 = stablehlo.subtract %arg0, %8 : tensor<4x256xf32>
    %10 = stablehlo.exponential %9 : tensor<4x256xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%10 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %12 = stablehlo.abs %11 : tensor<4xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %14 = stablehlo.compare GE, %11, %13, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %15 = stablehlo.log %12 : tensor<4xf32>
    %16 = stablehlo.add %15, %6 : tensor<4xf32>
    %17 = stablehlo.multiply %arg1, %0#0 : tensor<4x256xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.reduce(%17 init: %cst_4) applies stablehlo.add across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %19 = stablehlo.negate %18 : tensor<4xf32>
    %20 = chlo.square %16 : tensor<4xf32> -> tensor<4xf32>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %22 = stablehlo.multiply %21, %16 : tensor<4xf32>
    %cst_6 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %24 = stablehlo.multiply %23, %20 : tensor<4xf32>
    %25 = stablehlo.add %19, %24 : tensor<4xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.reduce(%25 init: %cst_7) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %cst_8 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %27 = stablehlo.divide %26, %cst_8 : tensor<f32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_10 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %28 = stablehlo.divide %cst_9, %cst_10 : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %cst_11 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %31 = stablehlo.multiply %30, %29 : tensor<4xf32>
    %32 = stablehlo.multiply %31, %22 : tensor<4xf32>
    %33 = stablehlo.negate %29 : tensor<4xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %35 = stablehlo.multiply %arg1, %34 : tensor<4x256xf32>
    %36 = stablehlo.divide %32, %12 : tensor<4xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %38 = stablehlo.select %14, %37, %36 : tensor<4xi1>, tensor<4xf32>
    %39 = stablehlo.select %14, %36, %37 : tensor<4xi1>, tensor<4xf32>
    %40 = stablehlo.negate %38 : tensor<4xf32>
    %41 = stablehlo.add %39, %40 : tensor<4xf32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %43 = stablehlo.multiply %42, %10 : tensor<4x256xf32>
    %44 = call @log_softmax_0(%0#1, %0#2, %35) : (tensor<4x256xf32>, tensor<4x1xf32>, tensor<4x256xf32>) -> tensor<4x256xf32>
    %45 = stablehlo.add %43, %44 : tensor<4x256xf32>
    return %27, %45 : tensor<f32>, tensor<4x256xf32>
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
