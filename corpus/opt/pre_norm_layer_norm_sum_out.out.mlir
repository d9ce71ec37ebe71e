module @jit_pre_norm_layer_norm_sum_out {
  func.func public @main(%arg0: tensor<4x256xf32>, %arg1: tensor<4x256xf32>, %arg2: tensor<256xf32>, %arg3: tensor<256xf32>) -> (tensor<4x256xf32>) {
    %24, %1 = stablehlo.custom_call @recompose.layer_norm(%arg0, %arg2, %arg3, %arg1) {backend_config = {bias = true, cols = 256 : i64, dtype = "f32", eps = 9.99999975e-06 : f32, n = 1024 : i64, residual = true, scale = true, sum_out = true}, api_version = 4 : i32} : (tensor<4x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<4x256xf32>) -> (tensor<4x256xf32>, tensor<4x256xf32>)
    %25 = stablehlo.add %1, %24 : tensor<4x256xf32>
    return %25 : tensor<4x256xf32>
  }
}
