module @jit_rms_norm attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x256xbf16>, %arg1: tensor<256xbf16>) -> (tensor<4x256xbf16> {jax.result_info = "result"}) {
    %0 = stablehlo.convert %arg0 : (tensor<4x256xbf16>) -> tensor<4x256xf32>
    %1 = stablehlo.multiply %0, %0 : tensor<4x256xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %cst_0 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %4 = stablehlo.divide %2, %3 : tensor<4xf32>
    %cst_1 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %6 = stablehlo.add %4, %5 : tensor<4xf32>
    %7 = stablehlo.rsqrt %6 : tensor<4xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %9 = stablehlo.multiply %0, %8 : tensor<4x256xf32>
    %10 = stablehlo.convert %9 : (tensor<4x256xf32>) -> tensor<4x256xbf16>
    %11 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<256xbf16>) -> tensor<4x256xbf16>
    %12 = stablehlo.multiply %10, %11 : tensor<4x256xbf16>
    return %12 : tensor<4x256xbf16>
  }
}
