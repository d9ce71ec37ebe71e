module @jit_rms_norm_torch_xla_select_inv_n {
  func.func public @main(%arg0: tensor<2x8x64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<f32>) -> (tensor<2x8x64xf32>) {
    %1 = stablehlo.constant dense<64> : tensor<i32>
    %2 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.compare  NE, %1, %2,  SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %5 = stablehlo.convert %1 : (tensor<i32>) -> tensor<f32>
    %6 = stablehlo.divide %4, %5 : tensor<f32>
    %7 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %8 = stablehlo.select %3, %6, %7 : tensor<i1>, tensor<f32>
    %9 = stablehlo.multiply %arg0, %arg0 : tensor<2x8x64xf32>
    %10 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%9 init: %10) applies stablehlo.add across dimensions = [2] : (tensor<2x8x64xf32>, tensor<f32>) -> tensor<2x8xf32>
    %12 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %13 = stablehlo.multiply %11, %12 : tensor<2x8xf32>
    %14 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %15 = stablehlo.add %13, %14 : tensor<2x8xf32>
    %16 = stablehlo.rsqrt %15 : tensor<2x8xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x64xf32>
    %18 = stablehlo.multiply %arg0, %17 : tensor<2x8x64xf32>
    %19 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<64xf32>) -> tensor<2x8x64xf32>
    %20 = stablehlo.multiply %18, %19 : tensor<2x8x64xf32>
    return %20 : tensor<2x8x64xf32>
  }
}
