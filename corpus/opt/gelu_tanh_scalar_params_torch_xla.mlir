module @IrToHlo.40 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x16x256xbf16>, %arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<f32>) -> tensor<2x16x256xbf16> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<2x16x256xbf16>
    %cst_0 = stablehlo.constant dense<3.000000e+00> : tensor<2x16x256xbf16>
    %0 = stablehlo.convert %arg0 : (tensor<2x16x256xbf16>) -> tensor<2x16x256xf32>
    %1 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<2x16x256xf32>
    %3 = stablehlo.convert %2 : (tensor<2x16x256xf32>) -> tensor<2x16x256xbf16>
    %4 = stablehlo.convert %3 : (tensor<2x16x256xbf16>) -> tensor<2x16x256xf32>
    %5 = stablehlo.power %arg0, %cst_0 : tensor<2x16x256xbf16>
    %6 = stablehlo.convert %5 : (tensor<2x16x256xbf16>) -> tensor<2x16x256xf32>
    %7 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<2x16x256xf32>
    %9 = stablehlo.convert %8 : (tensor<2x16x256xf32>) -> tensor<2x16x256xbf16>
    %10 = stablehlo.add %arg0, %9 : tensor<2x16x256xbf16>
    %11 = stablehlo.convert %10 : (tensor<2x16x256xbf16>) -> tensor<2x16x256xf32>
    %12 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %13 = stablehlo.multiply %11, %12 : tensor<2x16x256xf32>
    %14 = stablehlo.convert %13 : (tensor<2x16x256xf32>) -> tensor<2x16x256xbf16>
    %15 = stablehlo.tanh %14 : tensor<2x16x256xbf16>
    %16 = stablehlo.add %15, %cst : tensor<2x16x256xbf16>
    %17 = stablehlo.convert %16 : (tensor<2x16x256xbf16>) -> tensor<2x16x256xf32>
    %18 = stablehlo.multiply %4, %17 : tensor<2x16x256xf32>
    %19 = stablehlo.convert %18 : (tensor<2x16x256xf32>) -> tensor<2x16x256xbf16>
    return %19 : tensor<2x16x256xbf16>
  }
}
