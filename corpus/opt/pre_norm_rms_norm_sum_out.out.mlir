module @jit_pre_norm_rms_norm_sum_out {
  func.func public @main(%arg0: tensor<4x256xf32>, %arg1: tensor<4x256xf32>, %arg2: tensor<256xf32>) -> (tensor<4x256xf32>, tensor<4x256xf32>) {
    %15, %1 = stablehlo.custom_call @recompose.rms_norm(%arg0, %arg2, %arg1) {backend_config = {cols = 256 : i64, dtype = "f32", eps = 9.99999997e-07 : f32, n = 1024 : i64, residual = true, scale = true, sum_out = true}, api_version = 4 : i32} : (tensor<4x256xf32>, tensor<256xf32>, tensor<4x256xf32>) -> (tensor<4x256xf32>, tensor<4x256xf32>)
    return %15, %1 : tensor<4x256xf32>, tensor<4x256xf32>
  }
}
