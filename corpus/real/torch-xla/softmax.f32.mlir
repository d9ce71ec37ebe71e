module @IrToHlo.31 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<64xf32>, %arg1: tensor<64x64xf32>, %arg2: tensor<2x16x64xf32>) -> tensor<2x16x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reshape %arg2 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %1 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,64]{0,1}"} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %2 = stablehlo.dot_general %0, %1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %3 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<64xf32>) -> tensor<32x64xf32>
    %4 = stablehlo.add %2, %3 : tensor<32x64xf32>
    %5 = stablehlo.reshape %4 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %6 = stablehlo.reduce(%5 init: %cst_0) applies stablehlo.maximum across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %8 = stablehlo.subtract %5, %7 : tensor<2x16x64xf32>
    %9 = stablehlo.exponential %8 : tensor<2x16x64xf32>
    %10 = stablehlo.reduce(%9 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %12 = stablehlo.divide %9, %11 : tensor<2x16x64xf32>
    return %12 : tensor<2x16x64xf32>
  }
}
