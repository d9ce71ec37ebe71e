module @IrToHlo.31 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>) -> tensor<4x8xf32> {
    %0 = stablehlo.composite "recompose.gelu_erf_grad" %arg1, %arg0 {composite_attributes = {}, decomposition = @recompose.gelu_erf_grad.0} : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    return %0 : tensor<4x8xf32>
  }
  func.func private @recompose.gelu_erf_grad.0(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>) -> tensor<4x8xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<4x8xf32>
    %cst_0 = stablehlo.constant dense<0.707099974> : tensor<4x8xf32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<4x8xf32>
    %cst_2 = stablehlo.constant dense<-5.000000e-01> : tensor<4x8xf32>
    %cst_3 = stablehlo.constant dense<0.398900002> : tensor<4x8xf32>
    %0 = stablehlo.multiply %arg0, %cst_0 : tensor<4x8xf32>
    %1 = stablehlo.custom_call @mhlo.erf(%0) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %2 = stablehlo.add %1, %cst : tensor<4x8xf32>
    %3 = stablehlo.multiply %2, %cst_1 : tensor<4x8xf32>
    %4 = stablehlo.multiply %arg0, %arg0 : tensor<4x8xf32>
    %5 = stablehlo.multiply %4, %cst_2 : tensor<4x8xf32>
    %6 = stablehlo.exponential %5 : tensor<4x8xf32>
    %7 = stablehlo.multiply %arg0, %6 : tensor<4x8xf32>
    %8 = stablehlo.multiply %7, %cst_3 : tensor<4x8xf32>
    %9 = stablehlo.add %3, %8 : tensor<4x8xf32>
    %10 = stablehlo.multiply %arg1, %9 : tensor<4x8xf32>
    return %10 : tensor<4x8xf32>
  }
}
