module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x16xf32>, %arg1: tensor<16xf32>, %arg2: tensor<4x16xf32>) -> (tensor<4x16xf32> {jax.result_info = "result[0]"}, tensor<4x16xf32> {jax.result_info = "result[1]"}, tensor<16xf32> {jax.result_info = "result[2]['bias']"}) {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<4x16xf32>
    %2 = stablehlo.add %arg0, %1 : tensor<4x16xf32>
    %3 = stablehlo.multiply %2, %2 : tensor<4x16xf32>
    %4 = stablehlo.multiply %3, %2 : tensor<4x16xf32>
    %5 = stablehlo.multiply %2, %2 : tensor<4x16xf32>
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %7 = stablehlo.multiply %6, %5 : tensor<4x16xf32>
    %cst_0 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %9 = stablehlo.multiply %8, %4 : tensor<4x16xf32>
    %10 = stablehlo.add %2, %9 : tensor<4x16xf32>
    %cst_1 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %12 = stablehlo.multiply %11, %10 : tensor<4x16xf32>
    %13 = stablehlo.tanh %12 : tensor<4x16xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %15 = stablehlo.subtract %14, %13 : tensor<4x16xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %17 = stablehlo.add %16, %13 : tensor<4x16xf32>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %19 = stablehlo.multiply %18, %17 : tensor<4x16xf32>
    %20 = stablehlo.multiply %2, %19 : tensor<4x16xf32>
    %21:1 = stablehlo.composite "recompose.softplus" %arg0 {composite_attributes = {}, decomposition = @recompose.softplus.0} : (tensor<4x16xf32>) -> tensor<4x16xf32>
    %22 = stablehlo.multiply %20, %21#0 : tensor<4x16xf32>
    %23 = stablehlo.multiply %20, %arg2 : tensor<4x16xf32>
    %24 = stablehlo.multiply %arg2, %21#0 : tensor<4x16xf32>
    %25 = stablehlo.composite "recompose.softplus_grad" %arg0, %23 {composite_attributes = {}, decomposition = @recompose.softplus_grad.0} : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %26 = stablehlo.multiply %2, %24 : tensor<4x16xf32>
    %27 = stablehlo.multiply %24, %19 : tensor<4x16xf32>
    %cst_5 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %29 = stablehlo.multiply %28, %26 : tensor<4x16xf32>
    %30 = stablehlo.multiply %29, %15 : tensor<4x16xf32>
    %31 = stablehlo.multiply %30, %13 : tensor<4x16xf32>
    %32 = stablehlo.add %30, %31 : tensor<4x16xf32>
    %cst_6 = stablehlo.constant dense<7.500000e-01> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %34 = stablehlo.multiply %33, %32 : tensor<4x16xf32>
    %35 = stablehlo.add %27, %34 : tensor<4x16xf32>
    %cst_7 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %37 = stablehlo.multiply %36, %34 : tensor<4x16xf32>
    %38 = stablehlo.multiply %37, %7 : tensor<4x16xf32>
    %39 = stablehlo.add %35, %38 : tensor<4x16xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %40 = stablehlo.reduce(%39 init: %cst_8) applies stablehlo.add across dimensions = [0] : (tensor<4x16xf32>, tensor<f32>) -> tensor<16xf32>
    %41 = stablehlo.reshape %40 : (tensor<16xf32>) -> tensor<1x16xf32>
    %42 = stablehlo.add %25, %39 : tensor<4x16xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %43 = stablehlo.reduce(%41 init: %cst_9) applies stablehlo.add across dimensions = [0] : (tensor<1x16xf32>, tensor<f32>) -> tensor<16xf32>
    return %22, %42, %43 : tensor<4x16xf32>, tensor<4x16xf32>, tensor<16xf32>
  }
  func.func private @softplus(%arg0: tensor<4x16xf32>) -> (tensor<4x16xf32>, tensor<4x16xf32>) {
    %12 = stablehlo.composite "recompose.softplus" %arg0 {composite_attributes = {}, decomposition = @recompose.softplus.1} : (tensor<4x16xf32>) -> tensor<4x16xf32>
    %cst_0 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %14 = stablehlo.compare EQ, %arg0, %13, FLOAT : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %16 = stablehlo.select %14, %15, %arg0 : tensor<4x16xi1>, tensor<4x16xf32>
    %cst_2 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %18 = stablehlo.compare EQ, %12, %17, FLOAT : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xi1>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %20 = stablehlo.select %18, %19, %12 : tensor<4x16xi1>, tensor<4x16xf32>
    %21 = stablehlo.subtract %16, %20 : tensor<4x16xf32>
    %22 = stablehlo.exponential %21 : tensor<4x16xf32>
    return %12, %22 : tensor<4x16xf32>, tensor<4x16xf32>
  }
  func.func private @softplus_0(%arg0: tensor<4x16xf32>, %arg1: tensor<4x16xf32>) -> tensor<4x16xf32> {
    %0 = stablehlo.multiply %arg1, %arg0 : tensor<4x16xf32>
    return %0 : tensor<4x16xf32>
  }
  func.func private @recompose.softplus_grad.0(%arg0: tensor<4x16xf32>, %arg1: tensor<4x16xf32>) -> tensor<4x16xf32> {
    %21:2 = call @softplus(%arg0) : (tensor<4x16xf32>) -> (tensor<4x16xf32>, tensor<4x16xf32>)
    %25 = call @softplus_0(%21#1, %arg1) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    return %25 : tensor<4x16xf32>
  }
  func.func private @recompose.softplus.0(%arg0: tensor<4x16xf32>) -> tensor<4x16xf32> {
    %21:2 = call @softplus(%arg0) : (tensor<4x16xf32>) -> (tensor<4x16xf32>, tensor<4x16xf32>)
    return %21#0 : tensor<4x16xf32>
  }
  func.func private @recompose.softplus.1(%arg0: tensor<4x16xf32>) -> tensor<4x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<4x16xf32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %3 = stablehlo.subtract %arg0, %2 : tensor<4x16xf32>
    %4 = stablehlo.compare NE, %3, %3, FLOAT : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xi1>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %6 = stablehlo.add %arg0, %5 : tensor<4x16xf32>
    %7 = stablehlo.abs %3 : tensor<4x16xf32>
    %8 = stablehlo.negate %7 : tensor<4x16xf32>
    %9 = stablehlo.exponential %8 : tensor<4x16xf32>
    %10 = stablehlo.log_plus_one %9 : tensor<4x16xf32>
    %11 = stablehlo.add %1, %10 : tensor<4x16xf32>
    %12 = stablehlo.select %4, %6, %11 : tensor<4x16xi1>, tensor<4x16xf32>
    return %12 : tensor<4x16xf32>
  }
}
