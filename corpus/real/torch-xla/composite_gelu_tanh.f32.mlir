module @IrToHlo.45 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<64xf32>, %arg1: tensor<64x256xf32>, %arg2: tensor<256xf32>, %arg3: tensor<256x64xf32>, %arg4: tensor<2x16x64xf32>) -> tensor<2x16x64xf32> {
    %0 = stablehlo.reshape %arg4 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %1 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,256]{0,1}"} : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %2 = stablehlo.dot_general %0, %1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x256xf32>) -> tensor<32x256xf32>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<256xf32>) -> tensor<32x256xf32>
    %4 = stablehlo.add %2, %3 : tensor<32x256xf32>
    %5 = stablehlo.reshape %4 : (tensor<32x256xf32>) -> tensor<2x16x256xf32>
    %6 = stablehlo.composite "example.gelu" %5 {composite_attributes = {approximate = "tanh"}, decomposition = @example.gelu.impl} : (tensor<2x16x256xf32>) -> tensor<2x16x256xf32>
    %7 = stablehlo.reshape %6 : (tensor<2x16x256xf32>) -> tensor<32x256xf32>
    %8 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[256,64]{0,1}"} : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %9 = stablehlo.dot_general %7, %8, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf32>, tensor<256x64xf32>) -> tensor<32x64xf32>
    %10 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<64xf32>) -> tensor<32x64xf32>
    %11 = stablehlo.add %9, %10 : tensor<32x64xf32>
    %12 = stablehlo.reshape %11 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    return %12 : tensor<2x16x64xf32>
  }
  func.func private @example.gelu.impl(%arg0: tensor<2x16x256xf32>) -> tensor<2x16x256xf32> {
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<2x16x256xf32>
    %cst_0 = stablehlo.constant dense<4.471500e-02> : tensor<2x16x256xf32>
    %cst_1 = stablehlo.constant dense<0.797884583> : tensor<2x16x256xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<2x16x256xf32>
    %cst_3 = stablehlo.constant dense<5.000000e-01> : tensor<2x16x256xf32>
    %0 = stablehlo.multiply %arg0, %cst_3 : tensor<2x16x256xf32>
    %1 = stablehlo.power %arg0, %cst : tensor<2x16x256xf32>
    %2 = stablehlo.multiply %1, %cst_0 : tensor<2x16x256xf32>
    %3 = stablehlo.add %arg0, %2 : tensor<2x16x256xf32>
    %4 = stablehlo.multiply %3, %cst_1 : tensor<2x16x256xf32>
    %5 = stablehlo.tanh %4 : tensor<2x16x256xf32>
    %6 = stablehlo.add %5, %cst_2 : tensor<2x16x256xf32>
    %7 = stablehlo.multiply %0, %6 : tensor<2x16x256xf32>
    return %7 : tensor<2x16x256xf32>
  }
}
