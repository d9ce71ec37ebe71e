module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x16xbf16>, %arg1: tensor<16xbf16>, %arg2: tensor<4x16xbf16>) -> (tensor<4x16xbf16> {jax.result_info = "result[0]"}, tensor<4x16xbf16> {jax.result_info = "result[1]"}, tensor<16xbf16> {jax.result_info = "result[2]['bias']"}) {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<16xbf16>) -> tensor<1x16xbf16>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x16xbf16>) -> tensor<4x16xbf16>
    %2 = stablehlo.add %arg0, %1 : tensor<4x16xbf16>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<4x16xbf16>
    %4 = stablehlo.multiply %3, %2 : tensor<4x16xbf16>
    %5 = stablehlo.tanh %4 : tensor<4x16xbf16>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<4x16xbf16>
    %7 = stablehlo.subtract %6, %5 : tensor<4x16xbf16>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<4x16xbf16>
    %9 = stablehlo.multiply %8, %5 : tensor<4x16xbf16>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %10 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<4x16xbf16>
    %11 = stablehlo.add %9, %10 : tensor<4x16xbf16>
    %12:2 = call @softplus(%arg0) : (tensor<4x16xbf16>) -> (tensor<4x16xbf16>, tensor<4x16xbf16>)
    %13 = stablehlo.multiply %11, %12#0 : tensor<4x16xbf16>
    %14 = stablehlo.multiply %11, %arg2 : tensor<4x16xbf16>
    %15 = stablehlo.multiply %arg2, %12#0 : tensor<4x16xbf16>
    %16 = call @softplus_0(%12#1, %14) : (tensor<4x16xbf16>, tensor<4x16xbf16>) -> tensor<4x16xbf16>
    %cst_3 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %17 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<bf16>) -> tensor<4x16xbf16>
    %18 = stablehlo.multiply %17, %15 : tensor<4x16xbf16>
    %19 = stablehlo.multiply %18, %7 : tensor<4x16xbf16>
    %20 = stablehlo.multiply %19, %5 : tensor<4x16xbf16>
    %21 = stablehlo.add %19, %20 : tensor<4x16xbf16>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %22 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<bf16>) -> tensor<4x16xbf16>
    %23 = stablehlo.multiply %22, %21 : tensor<4x16xbf16>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %24 = stablehlo.reduce(%23 init: %cst_5) applies stablehlo.add across dimensions = [0] : (tensor<4x16xbf16>, tensor<bf16>) -> tensor<16xbf16>
    %25 = stablehlo.reshape %24 : (tensor<16xbf16>) -> tensor<1x16xbf16>
    %26 = stablehlo.add %16, %23 : tensor<4x16xbf16>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %27 = stablehlo.reduce(%25 init: %cst_6) applies stablehlo.add across dimensions = [0] : (tensor<1x16xbf16>, tensor<bf16>) -> tensor<16xbf16>
    return %13, %26, %27 : tensor<4x16xbf16>, tensor<4x16xbf16>, tensor<16xbf16>
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
