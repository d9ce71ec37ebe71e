module @jit_jax_nn_log_softmax_where_causal {
  func.func public @main(%arg0: tensor<8x8xf32>) -> (tensor<8x8xf32>) {
    %1 = stablehlo.iota dim = 0 : tensor<8x8xf32>
    %2 = stablehlo.iota dim = 1 : tensor<8x8xf32>
    %3 = stablehlo.compare  GE, %1, %2,  FLOAT : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xi1>
    %4 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %22 = stablehlo.custom_call @recompose.log_softmax(%arg0, %3, %4) {backend_config = {cols = 8 : i64, dtype = "f32", n = 64 : i64, where = true}, api_version = 4 : i32} : (tensor<8x8xf32>, tensor<8x8xi1>, tensor<f32>) -> tensor<8x8xf32>
    %23 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %25 = stablehlo.select %3, %22, %24 : tensor<8x8xi1>, tensor<8x8xf32>
    return %25 : tensor<8x8xf32>
  }
}
