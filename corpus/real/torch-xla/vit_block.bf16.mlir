module @IrToHlo.225 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<64xbf16>, %arg1: tensor<64x256xbf16>, %arg2: tensor<256xbf16>, %arg3: tensor<256x64xbf16>, %arg4: tensor<64xbf16>, %arg5: tensor<64xbf16>, %arg6: tensor<64x64xbf16>, %arg7: tensor<192xbf16>, %arg8: tensor<192x64xbf16>, %arg9: tensor<64xbf16>, %arg10: tensor<2x16x64xbf16>, %arg11: tensor<64xbf16>, %arg12: tensor<f32>, %arg13: tensor<64xbf16>) -> tensor<2x16x64xbf16> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<2x16x256xbf16>
    %cst_0 = stablehlo.constant dense<7.070310e-01> : tensor<2x16x256xbf16>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<2x16x256xbf16>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<2x4x16x16xf32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<2x4x16x16xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<32xbf16>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<32xbf16>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<false> : tensor<i1>
    %c_7 = stablehlo.constant dense<true> : tensor<i1>
    %cst_8 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reshape %arg10 : (tensor<2x16x64xbf16>) -> tensor<1x32x64xbf16>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%0, %cst_5, %cst_4) <{epsilon = 9.99999997E-7 : f32, feature_index = 1 : i64}> : (tensor<1x32x64xbf16>, tensor<32xbf16>, tensor<32xbf16>) -> (tensor<1x32x64xbf16>, tensor<32xbf16>, tensor<32xbf16>)
    %1 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<64xbf16>) -> tensor<2x16x64xbf16>
    %2 = stablehlo.reshape %output : (tensor<1x32x64xbf16>) -> tensor<2x16x64xbf16>
    %3 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<64xbf16>) -> tensor<2x16x64xbf16>
    %4 = stablehlo.multiply %2, %3 : tensor<2x16x64xbf16>
    %5 = stablehlo.add %1, %4 : tensor<2x16x64xbf16>
    %6 = stablehlo.reshape %5 : (tensor<2x16x64xbf16>) -> tensor<32x64xbf16>
    %7 = stablehlo.transpose %arg8, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,192]{0,1}"} : (tensor<192x64xbf16>) -> tensor<64x192xbf16>
    %8 = stablehlo.dot_general %6, %7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xbf16>, tensor<64x192xbf16>) -> tensor<32x192xbf16>
    %9 = stablehlo.reshape %8 : (tensor<32x192xbf16>) -> tensor<2x16x192xbf16>
    %10 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<192xbf16>) -> tensor<2x16x192xbf16>
    %11 = stablehlo.add %9, %10 : tensor<2x16x192xbf16>
    %12 = stablehlo.reshape %11 : (tensor<2x16x192xbf16>) -> tensor<2x16x3x4x16xbf16>
    %13 = stablehlo.transpose %12, dims = [2, 0, 3, 1, 4] {result_layout = dense<[4, 2, 0, 3, 1]> : tensor<5xindex>, xla_shape = "bf16[3,2,4,16,16]{4,2,0,3,1}"} : (tensor<2x16x3x4x16xbf16>) -> tensor<3x2x4x16x16xbf16>
    %14 = stablehlo.slice %13 [0:1, 0:2, 0:4, 0:16, 0:16] : (tensor<3x2x4x16x16xbf16>) -> tensor<1x2x4x16x16xbf16>
    %15 = stablehlo.reshape %14 : (tensor<1x2x4x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %16 = stablehlo.convert %15 : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xf32>
    %17 = stablehlo.broadcast_in_dim %arg12, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %18 = stablehlo.multiply %16, %17 : tensor<2x4x16x16xf32>
    %19 = stablehlo.reshape %18 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %20 = stablehlo.slice %13 [1:2, 0:2, 0:4, 0:16, 0:16] : (tensor<3x2x4x16x16xbf16>) -> tensor<1x2x4x16x16xbf16>
    %21 = stablehlo.reshape %20 : (tensor<1x2x4x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %22 = stablehlo.convert %21 : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xf32>
    %23 = stablehlo.transpose %22, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,16,16]{2,3,1,0}"} : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %24 = stablehlo.multiply %23, %17 : tensor<2x4x16x16xf32>
    %25 = stablehlo.reshape %24 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %26 = stablehlo.dot_general %19, %25, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %27 = stablehlo.reshape %26 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %28 = stablehlo.compare  EQ, %27, %cst_3 : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xi1>
    %29 = stablehlo.reduce(%28 init: %c_7) across dimensions = [3] : (tensor<2x4x16x16xi1>, tensor<i1>) -> tensor<2x4x16xi1>
     reducer(%arg14: tensor<i1>, %arg15: tensor<i1>)  {
      %79 = stablehlo.and %arg14, %arg15 : tensor<i1>
      %80 = stablehlo.select %79, %c_7, %c : tensor<i1>, tensor<i1>
      stablehlo.return %80 : tensor<i1>
    }
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 2] : (tensor<2x4x16xi1>) -> tensor<2x4x16x16xi1>
    %31 = stablehlo.reduce(%27 init: %cst_8) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %33 = stablehlo.subtract %27, %32 : tensor<2x4x16x16xf32>
    %34 = stablehlo.exponential %33 : tensor<2x4x16x16xf32>
    %35 = stablehlo.reduce(%34 init: %cst_6) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %37 = stablehlo.divide %34, %36 : tensor<2x4x16x16xf32>
    %38 = stablehlo.select %30, %cst_2, %37 : tensor<2x4x16x16xi1>, tensor<2x4x16x16xf32>
    %39 = stablehlo.reshape %38 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %40 = stablehlo.slice %13 [2:3, 0:2, 0:4, 0:16, 0:16] : (tensor<3x2x4x16x16xbf16>) -> tensor<1x2x4x16x16xbf16>
    %41 = stablehlo.reshape %40 : (tensor<1x2x4x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %42 = stablehlo.convert %41 : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xf32>
    %43 = stablehlo.reshape %42 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %44 = stablehlo.dot_general %39, %43, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %45 = stablehlo.reshape %44 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %46 = stablehlo.convert %45 : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xbf16>
    %47 = stablehlo.transpose %46, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[2,16,4,16]{3,1,2,0}"} : (tensor<2x4x16x16xbf16>) -> tensor<2x16x4x16xbf16>
    %48 = stablehlo.reshape %47 : (tensor<2x16x4x16xbf16>) -> tensor<32x64xbf16>
    %49 = stablehlo.transpose %arg6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,64]{0,1}"} : (tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %50 = stablehlo.dot_general %48, %49, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xbf16>, tensor<64x64xbf16>) -> tensor<32x64xbf16>
    %51 = stablehlo.reshape %50 : (tensor<32x64xbf16>) -> tensor<2x16x64xbf16>
    %52 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<64xbf16>) -> tensor<2x16x64xbf16>
    %53 = stablehlo.add %51, %52 : tensor<2x16x64xbf16>
    %54 = stablehlo.add %arg10, %53 : tensor<2x16x64xbf16>
    %55 = stablehlo.reshape %54 : (tensor<2x16x64xbf16>) -> tensor<1x32x64xbf16>
    %output_9, %batch_mean_10, %batch_var_11 = "stablehlo.batch_norm_training"(%55, %cst_5, %cst_4) <{epsilon = 9.99999997E-7 : f32, feature_index = 1 : i64}> : (tensor<1x32x64xbf16>, tensor<32xbf16>, tensor<32xbf16>) -> (tensor<1x32x64xbf16>, tensor<32xbf16>, tensor<32xbf16>)
    %56 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<64xbf16>) -> tensor<2x16x64xbf16>
    %57 = stablehlo.reshape %output_9 : (tensor<1x32x64xbf16>) -> tensor<2x16x64xbf16>
    %58 = stablehlo.broadcast_in_dim %arg4, dims = [2] : (tensor<64xbf16>) -> tensor<2x16x64xbf16>
    %59 = stablehlo.multiply %57, %58 : tensor<2x16x64xbf16>
    %60 = stablehlo.add %56, %59 : tensor<2x16x64xbf16>
    %61 = stablehlo.reshape %60 : (tensor<2x16x64xbf16>) -> tensor<32x64xbf16>
    %62 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,256]{0,1}"} : (tensor<256x64xbf16>) -> tensor<64x256xbf16>
    %63 = stablehlo.dot_general %61, %62, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xbf16>, tensor<64x256xbf16>) -> tensor<32x256xbf16>
    %64 = stablehlo.reshape %63 : (tensor<32x256xbf16>) -> tensor<2x16x256xbf16>
    %65 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<256xbf16>) -> tensor<2x16x256xbf16>
    %66 = stablehlo.add %64, %65 : tensor<2x16x256xbf16>
    %67 = stablehlo.multiply %66, %cst_1 : tensor<2x16x256xbf16>
    %68 = stablehlo.multiply %66, %cst_0 : tensor<2x16x256xbf16>
    %69 = stablehlo.custom_call @mhlo.erf(%68) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x16x256xbf16>) -> tensor<2x16x256xbf16>
    %70 = stablehlo.add %69, %cst : tensor<2x16x256xbf16>
    %71 = stablehlo.multiply %67, %70 : tensor<2x16x256xbf16>
    %72 = stablehlo.reshape %71 : (tensor<2x16x256xbf16>) -> tensor<32x256xbf16>
    %73 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[256,64]{0,1}"} : (tensor<64x256xbf16>) -> tensor<256x64xbf16>
    %74 = stablehlo.dot_general %72, %73, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xbf16>, tensor<256x64xbf16>) -> tensor<32x64xbf16>
    %75 = stablehlo.reshape %74 : (tensor<32x64xbf16>) -> tensor<2x16x64xbf16>
    %76 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<64xbf16>) -> tensor<2x16x64xbf16>
    %77 = stablehlo.add %75, %76 : tensor<2x16x64xbf16>
    %78 = stablehlo.add %54, %77 : tensor<2x16x64xbf16>
    return %78 : tensor<2x16x64xbf16>
  }
}
