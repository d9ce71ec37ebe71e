module @jit_pre_norm_sum_read_inside {
  func.func public @main(%arg0: tensor<4x256xf32>, %arg1: tensor<4x256xf32>) -> (tensor<4x256xf32>, tensor<4x256xf32>) {
    %1 = stablehlo.add %arg0, %arg1 : tensor<4x256xf32>
    %2 = stablehlo.negate %1 : tensor<4x256xf32>
    %14 = stablehlo.custom_call @recompose.rms_norm(%1) {backend_config = {cols = 256 : i64, dtype = "f32", eps = 9.99999997e-07 : f32, n = 1024 : i64}, api_version = 4 : i32} : (tensor<4x256xf32>) -> tensor<4x256xf32>
    return %14, %2 : tensor<4x256xf32>, tensor<4x256xf32>
  }
}
