module @IrToHlo.40 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<1x128x512xf16>, %arg1: tensor<1536x512xf16>, %arg2: tensor<1536xf16>, %arg3: tensor<1536x512xf16>) -> tensor<1x128x512xf16> {
    %0 = stablehlo.reshape %arg0 : (tensor<1x128x512xf16>) -> tensor<128x512xf16>
    %1 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f16[512,1536]{0,1}"} : (tensor<1536x512xf16>) -> tensor<512x1536xf16>
    %2 = stablehlo.dot_general %0, %1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x512xf16>, tensor<512x1536xf16>) -> tensor<128x1536xf16>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<1536xf16>) -> tensor<128x1536xf16>
    %4 = stablehlo.add %2, %3 : tensor<128x1536xf16>
    %5 = stablehlo.logistic %4 : tensor<128x1536xf16>
    %6 = stablehlo.multiply %4, %5 : tensor<128x1536xf16>
    %7 = stablehlo.dot %6, %arg3, precision = [DEFAULT, DEFAULT] : (tensor<128x1536xf16>, tensor<1536x512xf16>) -> tensor<128x512xf16>
    %8 = stablehlo.reshape %7 : (tensor<128x512xf16>) -> tensor<1x128x512xf16>
    return %8 : tensor<1x128x512xf16>
  }
}
