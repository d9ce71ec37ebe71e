module @jit_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16xf32>, %arg1: tensor<16x16xf32>, %arg2: tensor<16xf32>, %arg3: tensor<16x16xf32>, %arg4: tensor<4x16xf32>, %arg5: tensor<4x16xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<16xf32> {jax.result_info = "result[1][0]['bias']"}, tensor<16x16xf32> {jax.result_info = "result[1][1]"}, tensor<16xf32> {jax.result_info = "result[1][2]"}, tensor<16x16xf32> {jax.result_info = "result[1][3]"}) {
    %0 = stablehlo.dot_general %arg4, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16xf32>, tensor<16x16xf32>) -> tensor<4x16xf32>
    %1 = stablehlo.reduce_precision %0, format = e8m23 : tensor<4x16xf32>
    %2 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<4x16xf32>
    %4 = stablehlo.add %1, %3 : tensor<4x16xf32>
    %5 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %9 = stablehlo.composite "recompose.softplus" %4, %5 {composite_attributes = {cols = 16 : i64, bias = 1 : i64}, decomposition = @recompose.softplus.0} : (tensor<4x16xf32>, tensor<1x16xf32>) -> tensor<4x16xf32>
    %10 = stablehlo.dot_general %9, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16xf32>, tensor<16x16xf32>) -> tensor<4x16xf32>
    %11 = stablehlo.subtract %10, %arg5 : tensor<4x16xf32>
    %12 = stablehlo.multiply %11, %11 : tensor<4x16xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %14 = stablehlo.multiply %13, %11 : tensor<4x16xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.reduce(%12 init: %cst_0) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x16xf32>, tensor<f32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %16 = stablehlo.divide %15, %cst_1 : tensor<f32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_3 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %17 = stablehlo.divide %cst_2, %cst_3 : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %19 = stablehlo.multiply %18, %14 : tensor<4x16xf32>
    %20 = stablehlo.dot_general %19, %9, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<16x16xf32>
    %21 = stablehlo.transpose %20, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %22 = stablehlo.dot_general %19, %arg3, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x16xf32>, tensor<16x16xf32>) -> tensor<4x16xf32>
    %23:5 = stablehlo.optimization_barrier %1, %arg4, %arg0, %arg2, %22 : tensor<4x16xf32>, tensor<4x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<4x16xf32>
    %24 = stablehlo.broadcast_in_dim %23#3, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<4x16xf32>
    %26 = stablehlo.add %23#0, %25 : tensor<4x16xf32>
    %27 = stablehlo.broadcast_in_dim %23#2, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<4x16xf32>
    %29 = stablehlo.add %26, %28 : tensor<4x16xf32>
    %34 = stablehlo.composite "recompose.softplus_grad" %29, %23#4 {composite_attributes = {}, decomposition = @recompose.softplus_grad.0} : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %35 = stablehlo.reduce(%34 init: %cst_5) applies stablehlo.add across dimensions = [0] : (tensor<4x16xf32>, tensor<f32>) -> tensor<16xf32>
    %36 = stablehlo.reshape %35 : (tensor<16xf32>) -> tensor<1x16xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %37 = stablehlo.reduce(%36 init: %cst_6) applies stablehlo.add across dimensions = [0] : (tensor<1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %38 = stablehlo.reduce(%34 init: %cst_7) applies stablehlo.add across dimensions = [0] : (tensor<4x16xf32>, tensor<f32>) -> tensor<16xf32>
    %39 = stablehlo.reshape %38 : (tensor<16xf32>) -> tensor<1x16xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %40 = stablehlo.reduce(%39 init: %cst_8) applies stablehlo.add across dimensions = [0] : (tensor<1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %41 = stablehlo.dot_general %34, %23#1, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<16x16xf32>
    %42 = stablehlo.transpose %41, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    return %16, %37, %42, %40, %21 : tensor<f32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16x16xf32>
  }
  func.func private @recompose.softplus_grad.0(%arg0: tensor<4x16xf32>, %arg1: tensor<4x16xf32>) -> tensor<4x16xf32> {
    %30 = stablehlo.exponential %arg0 : tensor<4x16xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %32 = stablehlo.add %30, %31 : tensor<4x16xf32>
    %33 = stablehlo.divide %arg1, %32 : tensor<4x16xf32>
    %34 = stablehlo.multiply %33, %30 : tensor<4x16xf32>
    return %34 : tensor<4x16xf32>
  }
  func.func private @recompose.softplus.0(%arg0: tensor<4x16xf32>, %arg1: tensor<1x16xf32>) -> tensor<4x16xf32> {
    %6 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<4x16xf32>
    %7 = stablehlo.add %arg0, %6 : tensor<4x16xf32>
    %8 = stablehlo.exponential %7 : tensor<4x16xf32>
    %9 = stablehlo.log_plus_one %8 : tensor<4x16xf32>
    return %9 : tensor<4x16xf32>
  }
}
