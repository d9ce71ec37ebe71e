module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<256xbf16>, %arg1: tensor<64x256xbf16>, %arg2: tensor<64xbf16>, %arg3: tensor<256x64xbf16>, %arg4: tensor<2x16x64xbf16>) -> (tensor<2x16x64xbf16> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg4, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x256xbf16>) -> tensor<2x16x256xbf16>
    %1 = stablehlo.reshape %arg0 : (tensor<256xbf16>) -> tensor<1x1x256xbf16>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<1x1x256xbf16>) -> tensor<2x16x256xbf16>
    %3 = stablehlo.add %0, %2 : tensor<2x16x256xbf16>
    %cst = stablehlo.constant dense<1.703130e+00> : tensor<bf16>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<2x16x256xbf16>
    %5 = stablehlo.multiply %4, %3 : tensor<2x16x256xbf16>
    %6 = stablehlo.negate %5 : tensor<2x16x256xbf16>
    %7 = stablehlo.exponential %6 : tensor<2x16x256xbf16>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<2x16x256xbf16>
    %9 = stablehlo.add %8, %7 : tensor<2x16x256xbf16>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %10 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<2x16x256xbf16>
    %11 = stablehlo.divide %10, %9 : tensor<2x16x256xbf16>
    %12 = stablehlo.multiply %3, %11 : tensor<2x16x256xbf16>
    %13 = stablehlo.dot_general %12, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x256xbf16>, tensor<256x64xbf16>) -> tensor<2x16x64xbf16>
    %14 = stablehlo.reshape %arg2 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %16 = stablehlo.add %13, %15 : tensor<2x16x64xbf16>
    return %16 : tensor<2x16x64xbf16>
  }
}
