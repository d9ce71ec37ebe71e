module @jit_jax_nn_softmax_where_causal {
  func.func public @main(%arg0: tensor<8x8xf32>) -> (tensor<8x8xf32>) {
    %1 = stablehlo.iota dim = 0 : tensor<8x8xf32>
    %2 = stablehlo.iota dim = 1 : tensor<8x8xf32>
    %3 = stablehlo.compare  GE, %1, %2,  FLOAT : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xi1>
    %4 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %21 = stablehlo.custom_call @recompose.softmax(%arg0, %3, %4) {backend_config = {cols = 8 : i64, dtype = "f32", n = 64 : i64, where = true}, api_version = 4 : i32} : (tensor<8x8xf32>, tensor<8x8xi1>, tensor<f32>) -> tensor<8x8xf32>
    %22 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %24 = stablehlo.select %3, %21, %23 : tensor<8x8xi1>, tensor<8x8xf32>
    return %24 : tensor<8x8xf32>
  }
}
