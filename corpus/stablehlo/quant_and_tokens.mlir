!qt = !quant.uniform<i8:f32, 3.400000e-01:-128>
module @jit_q attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=2]>
  func.func private @decl(tensor<4xf32>) -> tensor<4xf32>
  func.func public @main(%arg0: tensor<4xf32>, %arg1: !stablehlo.token) -> (tensor<4x!qt>, !stablehlo.token, tensor<4xf32>) {
    %0 = stablehlo.uniform_quantize %arg0 : (tensor<4xf32>) -> tensor<4x!qt>
    %1 = stablehlo.after_all %arg1, %arg1 : !stablehlo.token
    %2 = call @decl(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
    return %0, %1, %2 : tensor<4x!qt>, !stablehlo.token, tensor<4xf32>
  }
}
