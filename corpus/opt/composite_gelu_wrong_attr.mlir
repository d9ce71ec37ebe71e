module @IrToHlo.18 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<4x8xf32>) -> tensor<4x8xf32> {
    %0 = stablehlo.composite "composite.gelu" %arg0 {composite_attributes = {approximate = "tanh"}, decomposition = @composite.gelu.impl} : (tensor<4x8xf32>) -> tensor<4x8xf32>
    return %0 : tensor<4x8xf32>
  }
  func.func private @composite.gelu.impl(%arg0: tensor<4x8xf32>) -> tensor<4x8xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<4x8xf32>
    %cst_0 = stablehlo.constant dense<0.707106769> : tensor<4x8xf32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<4x8xf32>
    %0 = stablehlo.multiply %arg0, %cst_1 : tensor<4x8xf32>
    %1 = stablehlo.multiply %arg0, %cst_0 : tensor<4x8xf32>
    %2 = chlo.erf %1 : tensor<4x8xf32> -> tensor<4x8xf32>
    %3 = stablehlo.add %2, %cst : tensor<4x8xf32>
    %4 = stablehlo.multiply %0, %3 : tensor<4x8xf32>
    return %4 : tensor<4x8xf32>
  }
}
