module @jit_pre_norm_layer_norm_twin_adds {
  func.func public @main(%arg0: tensor<4x256xf32>, %arg1: tensor<4x256xf32>) -> (tensor<4x256xf32>, tensor<4x256xf32>) {
    %20, %21 = stablehlo.custom_call @recompose.layer_norm(%arg0, %arg1) {backend_config = {cols = 256 : i64, dtype = "f32", eps = 9.99999975e-06 : f32, n = 1024 : i64, residual = true, sum_out = true}, api_version = 4 : i32} : (tensor<4x256xf32>, tensor<4x256xf32>) -> (tensor<4x256xf32>, tensor<4x256xf32>)
    return %20, %21 : tensor<4x256xf32>, tensor<4x256xf32>
  }
}
