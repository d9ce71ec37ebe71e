module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x16xf32>, %arg1: tensor<4x16xf32>) -> (tensor<4x16xf32> {jax.result_info = "result[0]"}, tensor<4x16xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<4x16xf32>
    %1 = stablehlo.multiply %0, %arg0 : tensor<4x16xf32>
    %2 = stablehlo.multiply %arg0, %arg0 : tensor<4x16xf32>
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %4 = stablehlo.multiply %3, %2 : tensor<4x16xf32>
    %cst_0 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %6 = stablehlo.multiply %5, %1 : tensor<4x16xf32>
    %7 = stablehlo.add %arg0, %6 : tensor<4x16xf32>
    %cst_1 = stablehlo.constant dense<1.59576917> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %9 = stablehlo.multiply %8, %7 : tensor<4x16xf32>
    %10 = stablehlo.negate %9 : tensor<4x16xf32>
    %11 = stablehlo.exponential %10 : tensor<4x16xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %13 = stablehlo.add %12, %11 : tensor<4x16xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %15 = stablehlo.divide %14, %13 : tensor<4x16xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %17 = stablehlo.subtract %16, %15 : tensor<4x16xf32>
    %18 = stablehlo.multiply %15, %17 : tensor<4x16xf32>
    %19 = stablehlo.multiply %arg0, %15 : tensor<4x16xf32>
    %20:2 = call @softplus(%arg0) : (tensor<4x16xf32>) -> (tensor<4x16xf32>, tensor<4x16xf32>)
    %21 = stablehlo.multiply %19, %20#0 : tensor<4x16xf32>
    %22 = stablehlo.multiply %19, %arg1 : tensor<4x16xf32>
    %23 = stablehlo.multiply %arg1, %20#0 : tensor<4x16xf32>
    %24 = call @softplus_0(%20#1, %22) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %25 = stablehlo.multiply %arg0, %23 : tensor<4x16xf32>
    %26 = stablehlo.multiply %23, %15 : tensor<4x16xf32>
    %27 = stablehlo.add %24, %26 : tensor<4x16xf32>
    %28 = stablehlo.multiply %25, %18 : tensor<4x16xf32>
    %cst_5 = stablehlo.constant dense<1.500000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %30 = stablehlo.multiply %29, %28 : tensor<4x16xf32>
    %31 = stablehlo.add %27, %30 : tensor<4x16xf32>
    %cst_6 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %33 = stablehlo.multiply %32, %30 : tensor<4x16xf32>
    %34 = stablehlo.multiply %33, %4 : tensor<4x16xf32>
    %35 = stablehlo.add %31, %34 : tensor<4x16xf32>
    return %21, %35 : tensor<4x16xf32>, tensor<4x16xf32>
  }
  func.func private @softplus(%arg0: tensor<4x16xf32>) -> (tensor<4x16xf32>, tensor<4x16xf32>) {
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
}
