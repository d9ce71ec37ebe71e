module @IrToHlo.54 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64x64xf32>, %arg3: tensor<2x16x64xf32>, %arg4: tensor<64xf32>) -> tensor<2x16x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<32xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<32xf32>
    %0 = stablehlo.reshape %arg3 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %1 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,64]{0,1}"} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %2 = stablehlo.dot_general %0, %1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %3 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<64xf32>) -> tensor<32x64xf32>
    %4 = stablehlo.add %2, %3 : tensor<32x64xf32>
    %5 = stablehlo.reshape %4 : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%5, %cst_0, %cst) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x32x64xf32>, tensor<32xf32>, tensor<32xf32>) -> (tensor<1x32x64xf32>, tensor<32xf32>, tensor<32xf32>)
    %6 = stablehlo.broadcast_in_dim %arg4, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %7 = stablehlo.reshape %output : (tensor<1x32x64xf32>) -> tensor<2x16x64xf32>
    %8 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %9 = stablehlo.multiply %7, %8 : tensor<2x16x64xf32>
    %10 = stablehlo.add %6, %9 : tensor<2x16x64xf32>
    return %10 : tensor<2x16x64xf32>
  }
}
