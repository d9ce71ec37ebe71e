module @IrToHlo.27 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<64xf32>, %arg1: tensor<64x256xf32>, %arg2: tensor<256xf32>, %arg3: tensor<256x64xf32>, %arg4: tensor<2x16x64xf32>) -> tensor<2x16x64xf32> {
    %0 = stablehlo.reshape %arg4 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %1 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,256]{0,1}"} : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %2 = stablehlo.dot_general %0, %1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x256xf32>) -> tensor<32x256xf32>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<256xf32>) -> tensor<32x256xf32>
    %4 = stablehlo.add %2, %3 : tensor<32x256xf32>
    %5 = stablehlo.reshape %4 : (tensor<32x256xf32>) -> tensor<2x16x256xf32>
    %6 = stablehlo.logistic %5 : tensor<2x16x256xf32>
    %7 = stablehlo.multiply %5, %6 : tensor<2x16x256xf32>
    %8 = stablehlo.reshape %7 : (tensor<2x16x256xf32>) -> tensor<32x256xf32>
    %9 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[256,64]{0,1}"} : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %10 = stablehlo.dot_general %8, %9, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf32>, tensor<256x64xf32>) -> tensor<32x64xf32>
    %11 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<64xf32>) -> tensor<32x64xf32>
    %12 = stablehlo.add %10, %11 : tensor<32x64xf32>
    %13 = stablehlo.reshape %12 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    return %13 : tensor<2x16x64xf32>
  }
}
