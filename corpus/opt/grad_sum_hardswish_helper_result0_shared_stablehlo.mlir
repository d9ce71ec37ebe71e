module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x16xbf16>) -> (tensor<bf16> {jax.result_info = "result[0]"}, tensor<4x16xbf16> {jax.result_info = "result[1][0]"}, tensor<4x16xbf16> {jax.result_info = "result[2]"}) {
    %0:3 = call @hard_silu(%arg0) : (tensor<4x16xbf16>) -> (tensor<4x16xbf16>, tensor<4x16xi1>, tensor<4x16xbf16>)
    %1 = stablehlo.convert %0#0 : (tensor<4x16xbf16>) -> tensor<4x16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x16xf32>, tensor<f32>) -> tensor<f32>
    %3 = stablehlo.convert %2 : (tensor<f32>) -> tensor<bf16>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %5 = stablehlo.convert %4 : (tensor<4x16xf32>) -> tensor<4x16xbf16>
    %6 = call @hard_silu_0(%0#1, %0#2, %arg0, %5) : (tensor<4x16xi1>, tensor<4x16xbf16>, tensor<4x16xbf16>, tensor<4x16xbf16>) -> tensor<4x16xbf16>
    return %3, %6, %0#2 : tensor<bf16>, tensor<4x16xbf16>, tensor<4x16xbf16>
  }
  func.func private @hard_silu(%arg0: tensor<4x16xbf16>) -> (tensor<4x16xbf16>, tensor<4x16xi1>, tensor<4x16xbf16>) {
    %0:2 = call @hard_sigmoid(%arg0) : (tensor<4x16xbf16>) -> (tensor<4x16xbf16>, tensor<4x16xi1>)
    %1 = stablehlo.multiply %arg0, %0#0 : tensor<4x16xbf16>
    return %1, %0#1, %0#0 : tensor<4x16xbf16>, tensor<4x16xi1>, tensor<4x16xbf16>
  }
  func.func private @hard_sigmoid(%arg0: tensor<4x16xbf16>) -> (tensor<4x16xbf16>, tensor<4x16xi1>) {
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<4x16xbf16>
    %1 = stablehlo.add %arg0, %0 : tensor<4x16xbf16>
    %2 = call @relu6(%1) : (tensor<4x16xbf16>) -> tensor<4x16xbf16>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<4x16xbf16>
    %4 = stablehlo.compare GT, %1, %3, FLOAT : (tensor<4x16xbf16>, tensor<4x16xbf16>) -> tensor<4x16xi1>
    %cst_1 = stablehlo.constant dense<6.000000e+00> : tensor<bf16>
    %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<4x16xbf16>
    %6 = stablehlo.compare LT, %1, %5, FLOAT : (tensor<4x16xbf16>, tensor<4x16xbf16>) -> tensor<4x16xi1>
    %7 = stablehlo.and %4, %6 : tensor<4x16xi1>
    %cst_2 = stablehlo.constant dense<6.000000e+00> : tensor<bf16>
    %8 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<4x16xbf16>
    %9 = stablehlo.divide %2, %8 : tensor<4x16xbf16>
    return %9, %7 : tensor<4x16xbf16>, tensor<4x16xi1>
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
  func.func private @hard_silu_0(%arg0: tensor<4x16xi1>, %arg1: tensor<4x16xbf16>, %arg2: tensor<4x16xbf16>, %arg3: tensor<4x16xbf16>) -> tensor<4x16xbf16> {
    %0 = stablehlo.multiply %arg2, %arg3 : tensor<4x16xbf16>
    %1 = stablehlo.multiply %arg3, %arg1 : tensor<4x16xbf16>
    %2 = call @hard_sigmoid_1(%arg0, %0) : (tensor<4x16xi1>, tensor<4x16xbf16>) -> tensor<4x16xbf16>
    %3 = stablehlo.add %1, %2 : tensor<4x16xbf16>
    return %3 : tensor<4x16xbf16>
  }
  func.func private @hard_sigmoid_1(%arg0: tensor<4x16xi1>, %arg1: tensor<4x16xbf16>) -> tensor<4x16xbf16> {
    %cst = stablehlo.constant dense<6.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<4x16xbf16>
    %1 = stablehlo.divide %arg1, %0 : tensor<4x16xbf16>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<4x16xbf16>
    %3 = stablehlo.select %arg0, %1, %2 : tensor<4x16xi1>, tensor<4x16xbf16>
    return %3 : tensor<4x16xbf16>
  }
}
