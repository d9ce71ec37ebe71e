module @IrToHlo.201 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<64xf16>, %arg1: tensor<64x256xf16>, %arg2: tensor<256xf16>, %arg3: tensor<256x64xf16>, %arg4: tensor<64xf16>, %arg5: tensor<64xf16>, %arg6: tensor<64x64xf16>, %arg7: tensor<192xf16>, %arg8: tensor<192x64xf16>, %arg9: tensor<64xf16>, %arg10: tensor<2x16x64xf16>, %arg11: tensor<64xf16>, %arg12: tensor<64xf16>) -> tensor<2x16x64xf16> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<2x16x256xf16>
    %cst_0 = stablehlo.constant dense<7.070310e-01> : tensor<2x16x256xf16>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<2x16x256xf16>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<2x4x16x16xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<32xf16>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<32xf16>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_6 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reshape %arg10 : (tensor<2x16x64xf16>) -> tensor<1x32x64xf16>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%0, %cst_4, %cst_3) <{epsilon = 9.99999997E-7 : f32, feature_index = 1 : i64}> : (tensor<1x32x64xf16>, tensor<32xf16>, tensor<32xf16>) -> (tensor<1x32x64xf16>, tensor<32xf16>, tensor<32xf16>)
    %1 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<64xf16>) -> tensor<2x16x64xf16>
    %2 = stablehlo.reshape %output : (tensor<1x32x64xf16>) -> tensor<2x16x64xf16>
    %3 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<64xf16>) -> tensor<2x16x64xf16>
    %4 = stablehlo.multiply %2, %3 : tensor<2x16x64xf16>
    %5 = stablehlo.add %1, %4 : tensor<2x16x64xf16>
    %6 = stablehlo.reshape %5 : (tensor<2x16x64xf16>) -> tensor<32x64xf16>
    %7 = stablehlo.transpose %arg8, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f16[64,192]{0,1}"} : (tensor<192x64xf16>) -> tensor<64x192xf16>
    %8 = stablehlo.dot_general %6, %7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf16>, tensor<64x192xf16>) -> tensor<32x192xf16>
    %9 = stablehlo.broadcast_in_dim %arg7, dims = [1] : (tensor<192xf16>) -> tensor<32x192xf16>
    %10 = stablehlo.add %8, %9 : tensor<32x192xf16>
    %11 = stablehlo.reshape %10 : (tensor<32x192xf16>) -> tensor<2x16x3x4x16xf16>
    %12 = stablehlo.transpose %11, dims = [2, 0, 3, 1, 4] {result_layout = dense<[4, 2, 0, 3, 1]> : tensor<5xindex>, xla_shape = "f16[3,2,4,16,16]{4,2,0,3,1}"} : (tensor<2x16x3x4x16xf16>) -> tensor<3x2x4x16x16xf16>
    %13 = stablehlo.slice %12 [0:1, 0:2, 0:4, 0:16, 0:16] : (tensor<3x2x4x16x16xf16>) -> tensor<1x2x4x16x16xf16>
    %14 = stablehlo.reshape %13 : (tensor<1x2x4x16x16xf16>) -> tensor<2x4x16x16xf16>
    %15 = stablehlo.convert %14 : (tensor<2x4x16x16xf16>) -> tensor<2x4x16x16xf32>
    %16 = stablehlo.multiply %15, %cst_2 : tensor<2x4x16x16xf32>
    %17 = stablehlo.reshape %16 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %18 = stablehlo.slice %12 [1:2, 0:2, 0:4, 0:16, 0:16] : (tensor<3x2x4x16x16xf16>) -> tensor<1x2x4x16x16xf16>
    %19 = stablehlo.reshape %18 : (tensor<1x2x4x16x16xf16>) -> tensor<2x4x16x16xf16>
    %20 = stablehlo.convert %19 : (tensor<2x4x16x16xf16>) -> tensor<2x4x16x16xf32>
    %21 = stablehlo.transpose %20, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,16,16]{2,3,1,0}"} : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %22 = stablehlo.multiply %21, %cst_2 : tensor<2x4x16x16xf32>
    %23 = stablehlo.reshape %22 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %24 = stablehlo.dot_general %17, %23, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %25 = stablehlo.reshape %24 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %26 = stablehlo.reduce(%25 init: %cst_6) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %28 = stablehlo.subtract %25, %27 : tensor<2x4x16x16xf32>
    %29 = stablehlo.exponential %28 : tensor<2x4x16x16xf32>
    %30 = stablehlo.reduce(%29 init: %cst_5) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %32 = stablehlo.divide %29, %31 : tensor<2x4x16x16xf32>
    %33 = stablehlo.reshape %32 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %34 = stablehlo.slice %12 [2:3, 0:2, 0:4, 0:16, 0:16] : (tensor<3x2x4x16x16xf16>) -> tensor<1x2x4x16x16xf16>
    %35 = stablehlo.reshape %34 : (tensor<1x2x4x16x16xf16>) -> tensor<2x4x16x16xf16>
    %36 = stablehlo.convert %35 : (tensor<2x4x16x16xf16>) -> tensor<2x4x16x16xf32>
    %37 = stablehlo.reshape %36 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %38 = stablehlo.dot_general %33, %37, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %39 = stablehlo.reshape %38 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %40 = stablehlo.convert %39 : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf16>
    %41 = stablehlo.transpose %40, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f16[2,16,4,16]{3,1,2,0}"} : (tensor<2x4x16x16xf16>) -> tensor<2x16x4x16xf16>
    %42 = stablehlo.reshape %41 : (tensor<2x16x4x16xf16>) -> tensor<2x16x64xf16>
    %43 = stablehlo.transpose %arg6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f16[64,64]{0,1}"} : (tensor<64x64xf16>) -> tensor<64x64xf16>
    %44 = stablehlo.broadcast_in_dim %43, dims = [1, 2] : (tensor<64x64xf16>) -> tensor<2x64x64xf16>
    %45 = stablehlo.dot_general %42, %44, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf16>, tensor<2x64x64xf16>) -> tensor<2x16x64xf16>
    %46 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<64xf16>) -> tensor<2x16x64xf16>
    %47 = stablehlo.add %45, %46 : tensor<2x16x64xf16>
    %48 = stablehlo.add %arg10, %47 : tensor<2x16x64xf16>
    %49 = stablehlo.reshape %48 : (tensor<2x16x64xf16>) -> tensor<1x32x64xf16>
    %output_7, %batch_mean_8, %batch_var_9 = "stablehlo.batch_norm_training"(%49, %cst_4, %cst_3) <{epsilon = 9.99999997E-7 : f32, feature_index = 1 : i64}> : (tensor<1x32x64xf16>, tensor<32xf16>, tensor<32xf16>) -> (tensor<1x32x64xf16>, tensor<32xf16>, tensor<32xf16>)
    %50 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<64xf16>) -> tensor<2x16x64xf16>
    %51 = stablehlo.reshape %output_7 : (tensor<1x32x64xf16>) -> tensor<2x16x64xf16>
    %52 = stablehlo.broadcast_in_dim %arg4, dims = [2] : (tensor<64xf16>) -> tensor<2x16x64xf16>
    %53 = stablehlo.multiply %51, %52 : tensor<2x16x64xf16>
    %54 = stablehlo.add %50, %53 : tensor<2x16x64xf16>
    %55 = stablehlo.reshape %54 : (tensor<2x16x64xf16>) -> tensor<32x64xf16>
    %56 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f16[64,256]{0,1}"} : (tensor<256x64xf16>) -> tensor<64x256xf16>
    %57 = stablehlo.dot_general %55, %56, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf16>, tensor<64x256xf16>) -> tensor<32x256xf16>
    %58 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<256xf16>) -> tensor<32x256xf16>
    %59 = stablehlo.add %57, %58 : tensor<32x256xf16>
    %60 = stablehlo.reshape %59 : (tensor<32x256xf16>) -> tensor<2x16x256xf16>
    %61 = stablehlo.multiply %60, %cst_1 : tensor<2x16x256xf16>
    %62 = stablehlo.multiply %60, %cst_0 : tensor<2x16x256xf16>
    %63 = stablehlo.custom_call @mhlo.erf(%62) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x16x256xf16>) -> tensor<2x16x256xf16>
    %64 = stablehlo.add %63, %cst : tensor<2x16x256xf16>
    %65 = stablehlo.multiply %61, %64 : tensor<2x16x256xf16>
    %66 = stablehlo.reshape %65 : (tensor<2x16x256xf16>) -> tensor<32x256xf16>
    %67 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f16[256,64]{0,1}"} : (tensor<64x256xf16>) -> tensor<256x64xf16>
    %68 = stablehlo.dot_general %66, %67, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf16>, tensor<256x64xf16>) -> tensor<32x64xf16>
    %69 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<64xf16>) -> tensor<32x64xf16>
    %70 = stablehlo.add %68, %69 : tensor<32x64xf16>
    %71 = stablehlo.reshape %70 : (tensor<32x64xf16>) -> tensor<2x16x64xf16>
    %72 = stablehlo.add %48, %71 : tensor<2x16x64xf16>
    return %72 : tensor<2x16x64xf16>
  }
}
