module @IrToHlo.603 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<1x128x768xf16>) -> tensor<1x128x768xf16> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<1x128x768xf16>
    %cst_0 = stablehlo.constant dense<7.070310e-01> : tensor<1x128x768xf16>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<1x128x768xf16>
    %0 = stablehlo.multiply %arg0, %cst_1 : tensor<1x128x768xf16>
    %1 = stablehlo.multiply %arg0, %cst_0 : tensor<1x128x768xf16>
    %2 = stablehlo.custom_call @mhlo.erf(%1) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<1x128x768xf16>) -> tensor<1x128x768xf16>
    %3 = stablehlo.add %2, %cst : tensor<1x128x768xf16>
    %4 = stablehlo.multiply %0, %3 : tensor<1x128x768xf16>
    return %4 : tensor<1x128x768xf16>
  }
}
