module @jit_grad_softmax_jax_vjp_reads_y {
  func.func public @main(%arg0: tensor<4x256xf32>, %arg1: tensor<4x256xf32>) -> (tensor<4x256xf32>, tensor<4x256xf32>) {
    %9 = stablehlo.custom_call @recompose.softmax(%arg0) {backend_config = {cols = 256 : i64, dtype = "f32", n = 1024 : i64}, api_version = 4 : i32} : (tensor<4x256xf32>) -> tensor<4x256xf32>
    %24 = stablehlo.custom_call @recompose.softmax_grad(%9, %arg1) {backend_config = {cols = 256 : i64, dtype = "f32", from_exp = true, n = 1024 : i64}, api_version = 4 : i32} : (tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<4x256xf32>
    return %9, %24 : tensor<4x256xf32>, tensor<4x256xf32>
  }
}
