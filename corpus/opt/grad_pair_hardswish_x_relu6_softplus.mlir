module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x16xbf16>, %arg1: tensor<16xbf16>, %arg2: tensor<4x16xbf16>) -> (tensor<4x16xbf16> {jax.result_info = "result[0]"}, tensor<4x16xbf16> {jax.result_info = "result[1]"}, tensor<16xbf16> {jax.result_info = "result[2]['bias']"}) {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<16xbf16>) -> tensor<1x16xbf16>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x16xbf16>) -> tensor<4x16xbf16>
    %2 = stablehlo.add %arg0, %1 : tensor<4x16xbf16>
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<bf16>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<4x16xbf16>
    %4 = stablehlo.add %2, %3 : tensor<4x16xbf16>
    %5 = call @relu6(%4) : (tensor<4x16xbf16>) -> tensor<4x16xbf16>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<4x16xbf16>
    %7 = stablehlo.compare GT, %4, %6, FLOAT : (tensor<4x16xbf16>, tensor<4x16xbf16>) -> tensor<4x16xi1>
    %cst_1 = stablehlo.constant dense<6.000000e+00> : tensor<bf16>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<4x16xbf16>
    %9 = stablehlo.compare LT, %4, %8, FLOAT : (tensor<4x16xbf16>, tensor<4x16xbf16>) -> tensor<4x16xi1>
    %10 = stablehlo.and %7, %9 : tensor<4x16xi1>
    %11 = stablehlo.multiply %2, %5 : tensor<4x16xbf16>
    %cst_2 = stablehlo.constant dense<6.000000e+00> : tensor<bf16>
    %12 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<4x16xbf16>
    %13 = stablehlo.divide %11, %12 : tensor<4x16xbf16>
    %14:2 = call @softplus(%arg0) : (tensor<4x16xbf16>) -> (tensor<4x16xbf16>, tensor<4x16xbf16>)
    %15 = stablehlo.multiply %13, %14#0 : tensor<4x16xbf16>
    %16 = stablehlo.multiply %13, %arg2 : tensor<4x16xbf16>
    %17 = stablehlo.multiply %arg2, %14#0 : tensor<4x16xbf16>
    %18 = call @softplus_0(%14#1, %16) : (tensor<4x16xbf16>, tensor<4x16xbf16>) -> tensor<4x16xbf16>
    %cst_3 = stablehlo.constant dense<6.000000e+00> : tensor<bf16>
    %19 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<bf16>) -> tensor<4x16xbf16>
    %20 = stablehlo.divide %17, %19 : tensor<4x16xbf16>
    %21 = stablehlo.multiply %2, %20 : tensor<4x16xbf16>
    %22 = stablehlo.multiply %20, %5 : tensor<4x16xbf16>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %23 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<bf16>) -> tensor<4x16xbf16>
    %24 = stablehlo.select %10, %21, %23 : tensor<4x16xi1>, tensor<4x16xbf16>
    %25 = stablehlo.add %22, %24 : tensor<4x16xbf16>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %26 = stablehlo.reduce(%25 init: %cst_5) applies stablehlo.add across dimensions = [0] : (tensor<4x16xbf16>, tensor<bf16>) -> tensor<16xbf16>
    %27 = stablehlo.reshape %26 : (tensor<16xbf16>) -> tensor<1x16xbf16>
    %28 = stablehlo.add %18, %25 : tensor<4x16xbf16>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %29 = stablehlo.reduce(%27 init: %cst_6) applies stablehlo.add across dimensions = [0] : (tensor<1x16xbf16>, tensor<bf16>) -> tensor<16xbf16>
    return %15, %28, %29 : tensor<4x16xbf16>, tensor<4x16xbf16>, tensor<16xbf16>
  }
  func.func private @relu6(%arg0: tensor<4x16xbf16>) -> tensor<4x16xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<4x16xbf16>
    %1 = stablehlo.maximum %arg0, %0 : tensor<4x16xbf16>
    %cst_0 = stablehlo.constant dense<6.000000e+00> : tensor<bf16>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<4x16xbf16>
    %3 = stablehlo.minimum %1, %2 : tensor<4x16xbf16>
    return %3 : tensor<4x16xbf16>
  }
  func.func private @softplus(%arg0: tensor<4x16xbf16>) -> (tensor<4x16xbf16>, tensor<4x16xbf16>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<4x16xbf16>
    %1 = stablehlo.maximum %arg0, %0 : tensor<4x16xbf16>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<4x16xbf16>
    %3 = stablehlo.subtract %arg0, %2 : tensor<4x16xbf16>
    %4 = stablehlo.compare NE, %3, %3, FLOAT : (tensor<4x16xbf16>, tensor<4x16xbf16>) -> tensor<4x16xi1>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<4x16xbf16>
    %6 = stablehlo.add %arg0, %5 : tensor<4x16xbf16>
    %7 = stablehlo.abs %3 : tensor<4x16xbf16>
    %8 = stablehlo.negate %7 : tensor<4x16xbf16>
    %9 = stablehlo.exponential %8 : tensor<4x16xbf16>
    %10 = stablehlo.log_plus_one %9 : tensor<4x16xbf16>
    %11 = stablehlo.add %1, %10 : tensor<4x16xbf16>
    %12 = stablehlo.select %4, %6, %11 : tensor<4x16xi1>, tensor<4x16xbf16>
    %cst_0 = stablehlo.constant dense<0x7F80> : tensor<bf16>
    %13 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<4x16xbf16>
    %14 = stablehlo.compare EQ, %arg0, %13, FLOAT : (tensor<4x16xbf16>, tensor<4x16xbf16>) -> tensor<4x16xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %15 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<4x16xbf16>
    %16 = stablehlo.select %14, %15, %arg0 : tensor<4x16xi1>, tensor<4x16xbf16>
    %cst_2 = stablehlo.constant dense<0x7F80> : tensor<bf16>
    %17 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<4x16xbf16>
    %18 = stablehlo.compare EQ, %12, %17, FLOAT : (tensor<4x16xbf16>, tensor<4x16xbf16>) -> tensor<4x16xi1>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %19 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<bf16>) -> tensor<4x16xbf16>
    %20 = stablehlo.select %18, %19, %12 : tensor<4x16xi1>, tensor<4x16xbf16>
    %21 = stablehlo.subtract %16, %20 : tensor<4x16xbf16>
    %22 = stablehlo.exponential %21 : tensor<4x16xbf16>
    return %12, %22 : tensor<4x16xbf16>, tensor<4x16xbf16>
  }
  func.func private @softplus_0(%arg0: tensor<4x16xbf16>, %arg1: tensor<4x16xbf16>) -> tensor<4x16xbf16> {
    %0 = stablehlo.multiply %arg1, %arg0 : tensor<4x16xbf16>
    return %0 : tensor<4x16xbf16>
  }
}
