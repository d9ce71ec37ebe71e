module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x16xbf16>, %arg1: tensor<4x16xbf16>) -> (tensor<4x16xbf16> {jax.result_info = "result[0]"}, tensor<4x16xbf16> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<6.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<4x16xbf16>
    %1 = stablehlo.divide %arg0, %0 : tensor<4x16xbf16>
    %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<4x16xbf16>
    %3 = stablehlo.add %1, %2 : tensor<4x16xbf16>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4:3 = call @clip(%3, %cst_1, %cst_2) : (tensor<4x16xbf16>, tensor<f32>, tensor<f32>) -> (tensor<4x16xbf16>, tensor<4x16xbf16>, tensor<4x16xbf16>)
    %cst_3 = stablehlo.constant dense<6.000000e+00> : tensor<bf16>
    %5 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<bf16>) -> tensor<4x16xbf16>
    %6 = stablehlo.divide %4#0, %5 : tensor<4x16xbf16>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %7 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<bf16>) -> tensor<4x16xbf16>
    %8 = stablehlo.add %6, %7 : tensor<4x16xbf16>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %9:3 = call @clip(%8, %cst_5, %cst_6) : (tensor<4x16xbf16>, tensor<f32>, tensor<f32>) -> (tensor<4x16xbf16>, tensor<4x16xbf16>, tensor<4x16xbf16>)
    %10 = call @clip_0(%9#1, %9#2, %arg1) : (tensor<4x16xbf16>, tensor<4x16xbf16>, tensor<4x16xbf16>) -> tensor<4x16xbf16>
    %cst_7 = stablehlo.constant dense<6.000000e+00> : tensor<bf16>
    %11 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<bf16>) -> tensor<4x16xbf16>
    %12 = stablehlo.divide %10, %11 : tensor<4x16xbf16>
    %13 = call @clip_0(%4#1, %4#2, %12) : (tensor<4x16xbf16>, tensor<4x16xbf16>, tensor<4x16xbf16>) -> tensor<4x16xbf16>
    %cst_8 = stablehlo.constant dense<6.000000e+00> : tensor<bf16>
    %14 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<bf16>) -> tensor<4x16xbf16>
    %15 = stablehlo.divide %13, %14 : tensor<4x16xbf16>
    return %9#0, %15 : tensor<4x16xbf16>, tensor<4x16xbf16>
  }
  func.func private @clip(%arg0: tensor<4x16xbf16>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> (tensor<4x16xbf16>, tensor<4x16xbf16>, tensor<4x16xbf16>) {
    %0 = stablehlo.convert %arg1 : (tensor<f32>) -> tensor<bf16>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<bf16>) -> tensor<4x16xbf16>
    %2 = stablehlo.maximum %1, %arg0 : tensor<4x16xbf16>
    %3 = stablehlo.compare EQ, %arg0, %2, FLOAT : (tensor<4x16xbf16>, tensor<4x16xbf16>) -> tensor<4x16xi1>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<4x16xbf16>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<4x16xbf16>
    %6 = stablehlo.select %3, %4, %5 : tensor<4x16xi1>, tensor<4x16xbf16>
    %7 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<bf16>) -> tensor<4x16xbf16>
    %8 = stablehlo.compare EQ, %7, %2, FLOAT : (tensor<4x16xbf16>, tensor<4x16xbf16>) -> tensor<4x16xi1>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<bf16>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<4x16xbf16>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %10 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<4x16xbf16>
    %11 = stablehlo.select %8, %9, %10 : tensor<4x16xi1>, tensor<4x16xbf16>
    %12 = stablehlo.divide %6, %11 : tensor<4x16xbf16>
    %13 = stablehlo.convert %arg2 : (tensor<f32>) -> tensor<bf16>
    %14 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<bf16>) -> tensor<4x16xbf16>
    %15 = stablehlo.minimum %14, %2 : tensor<4x16xbf16>
    %16 = stablehlo.compare EQ, %2, %15, FLOAT : (tensor<4x16xbf16>, tensor<4x16xbf16>) -> tensor<4x16xi1>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %17 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<bf16>) -> tensor<4x16xbf16>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %18 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<bf16>) -> tensor<4x16xbf16>
    %19 = stablehlo.select %16, %17, %18 : tensor<4x16xi1>, tensor<4x16xbf16>
    %20 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<bf16>) -> tensor<4x16xbf16>
    %21 = stablehlo.compare EQ, %20, %15, FLOAT : (tensor<4x16xbf16>, tensor<4x16xbf16>) -> tensor<4x16xi1>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<bf16>
    %22 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<bf16>) -> tensor<4x16xbf16>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %23 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<bf16>) -> tensor<4x16xbf16>
    %24 = stablehlo.select %21, %22, %23 : tensor<4x16xi1>, tensor<4x16xbf16>
    %25 = stablehlo.divide %19, %24 : tensor<4x16xbf16>
    return %15, %12, %25 : tensor<4x16xbf16>, tensor<4x16xbf16>, tensor<4x16xbf16>
  }
  func.func private @clip_0(%arg0: tensor<4x16xbf16>, %arg1: tensor<4x16xbf16>, %arg2: tensor<4x16xbf16>) -> tensor<4x16xbf16> {
    %0 = stablehlo.multiply %arg2, %arg1 : tensor<4x16xbf16>
    %1 = stablehlo.multiply %0, %arg0 : tensor<4x16xbf16>
    return %1 : tensor<4x16xbf16>
  }
}
