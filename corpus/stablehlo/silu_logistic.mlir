module @IrToHlo.12 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<4x128xf32>) -> tensor<4x128xf32> {
    %0 = stablehlo.logistic %arg0 : tensor<4x128xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<4x128xf32>
    return %1 : tensor<4x128xf32>
  }
}
