module @IrToHlo.503 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<64x128xbf16>, %arg1: tensor<128xbf16>, %arg2: tensor<32xbf16>, %arg3: tensor<32x128xbf16>, %arg4: tensor<128xbf16>, %arg5: tensor<128x32xbf16>, %arg6: tensor<32xbf16>, %arg7: tensor<32xbf16>, %arg8: tensor<32x32xbf16>, %arg9: tensor<96xbf16>, %arg10: tensor<96x32xbf16>, %arg11: tensor<32xbf16>, %arg12: tensor<32xbf16>, %arg13: tensor<32x128xbf16>, %arg14: tensor<128xbf16>, %arg15: tensor<128x32xbf16>, %arg16: tensor<32xbf16>, %arg17: tensor<32xbf16>, %arg18: tensor<32x32xbf16>, %arg19: tensor<96xbf16>, %arg20: tensor<96x32xbf16>, %arg21: tensor<32xbf16>, %arg22: tensor<2x64x32xbf16>, %arg23: tensor<32xbf16>, %arg24: tensor<256xi64>, %arg25: tensor<49x2xbf16>, %arg26: tensor<f32>, %arg27: tensor<32xbf16>, %arg28: tensor<32xbf16>, %arg29: tensor<4x16x16xbf16>, %arg30: tensor<256xi64>, %arg31: tensor<49x2xbf16>, %arg32: tensor<32xbf16>, %arg33: tensor<128xbf16>) -> tensor<2x16x64xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<32xbf16>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<32xbf16>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<2x64x128xbf16>
    %cst_2 = stablehlo.constant dense<7.070310e-01> : tensor<2x64x128xbf16>
    %cst_3 = stablehlo.constant dense<5.000000e-01> : tensor<2x64x128xbf16>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<128xbf16>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<128xbf16>
    %cst_6 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.reshape %arg22 : (tensor<2x64x32xbf16>) -> tensor<1x128x32xbf16>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%0, %cst_5, %cst_4) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x128x32xbf16>, tensor<128xbf16>, tensor<128xbf16>) -> (tensor<1x128x32xbf16>, tensor<128xbf16>, tensor<128xbf16>)
    %1 = stablehlo.broadcast_in_dim %arg23, dims = [2] : (tensor<32xbf16>) -> tensor<2x64x32xbf16>
    %2 = stablehlo.reshape %output : (tensor<1x128x32xbf16>) -> tensor<2x64x32xbf16>
    %3 = stablehlo.broadcast_in_dim %arg21, dims = [2] : (tensor<32xbf16>) -> tensor<2x64x32xbf16>
    %4 = stablehlo.multiply %2, %3 : tensor<2x64x32xbf16>
    %5 = stablehlo.add %1, %4 : tensor<2x64x32xbf16>
    %6 = stablehlo.reshape %5 : (tensor<2x64x32xbf16>) -> tensor<2x2x4x2x4x32xbf16>
    %7 = stablehlo.transpose %6, dims = [0, 1, 3, 2, 4, 5] {result_layout = dense<[5, 4, 2, 3, 1, 0]> : tensor<6xindex>, xla_shape = "bf16[2,2,2,4,4,32]{5,4,2,3,1,0}"} : (tensor<2x2x4x2x4x32xbf16>) -> tensor<2x2x2x4x4x32xbf16>
    %8 = stablehlo.reshape %7 : (tensor<2x2x2x4x4x32xbf16>) -> tensor<128x32xbf16>
    %9 = stablehlo.transpose %arg20, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[32,96]{0,1}"} : (tensor<96x32xbf16>) -> tensor<32x96xbf16>
    %10 = stablehlo.dot_general %8, %9, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x32xbf16>, tensor<32x96xbf16>) -> tensor<128x96xbf16>
    %11 = stablehlo.reshape %10 : (tensor<128x96xbf16>) -> tensor<8x16x96xbf16>
    %12 = stablehlo.broadcast_in_dim %arg19, dims = [2] : (tensor<96xbf16>) -> tensor<8x16x96xbf16>
    %13 = stablehlo.add %11, %12 : tensor<8x16x96xbf16>
    %14 = stablehlo.reshape %13 : (tensor<8x16x96xbf16>) -> tensor<8x16x3x2x16xbf16>
    %15 = stablehlo.transpose %14, dims = [2, 0, 3, 1, 4] {result_layout = dense<[4, 2, 0, 3, 1]> : tensor<5xindex>, xla_shape = "bf16[3,8,2,16,16]{4,2,0,3,1}"} : (tensor<8x16x3x2x16xbf16>) -> tensor<3x8x2x16x16xbf16>
    %16 = stablehlo.slice %15 [0:1, 0:8, 0:2, 0:16, 0:16] : (tensor<3x8x2x16x16xbf16>) -> tensor<1x8x2x16x16xbf16>
    %17 = stablehlo.reshape %16 : (tensor<1x8x2x16x16xbf16>) -> tensor<8x2x16x16xbf16>
    %18 = stablehlo.convert %17 : (tensor<8x2x16x16xbf16>) -> tensor<8x2x16x16xf32>
    %19 = stablehlo.broadcast_in_dim %arg26, dims = [] : (tensor<f32>) -> tensor<8x2x16x16xf32>
    %20 = stablehlo.multiply %18, %19 : tensor<8x2x16x16xf32>
    %21 = stablehlo.convert %20 : (tensor<8x2x16x16xf32>) -> tensor<8x2x16x16xbf16>
    %22 = stablehlo.reshape %21 : (tensor<8x2x16x16xbf16>) -> tensor<16x16x16xbf16>
    %23 = stablehlo.slice %15 [1:2, 0:8, 0:2, 0:16, 0:16] : (tensor<3x8x2x16x16xbf16>) -> tensor<1x8x2x16x16xbf16>
    %24 = stablehlo.reshape %23 : (tensor<1x8x2x16x16xbf16>) -> tensor<8x2x16x16xbf16>
    %25 = stablehlo.transpose %24, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "bf16[8,2,16,16]{2,3,1,0}"} : (tensor<8x2x16x16xbf16>) -> tensor<8x2x16x16xbf16>
    %26 = stablehlo.reshape %25 : (tensor<8x2x16x16xbf16>) -> tensor<16x16x16xbf16>
    %27 = stablehlo.dot_general %22, %26, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xbf16>, tensor<16x16x16xbf16>) -> tensor<16x16x16xbf16>
    %28 = stablehlo.reshape %27 : (tensor<16x16x16xbf16>) -> tensor<8x2x16x16xbf16>
    %29 = stablehlo.convert %arg24 : (tensor<256xi64>) -> tensor<256xui32>
    %30 = "stablehlo.gather"(%arg25, %29) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<49x2xbf16>, tensor<256xui32>) -> tensor<256x2xbf16>
    %31 = stablehlo.reshape %30 : (tensor<256x2xbf16>) -> tensor<16x16x2xbf16>
    %32 = stablehlo.transpose %31, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "bf16[2,16,16]{0,2,1}"} : (tensor<16x16x2xbf16>) -> tensor<2x16x16xbf16>
    %33 = stablehlo.broadcast_in_dim %32, dims = [1, 2, 3] : (tensor<2x16x16xbf16>) -> tensor<8x2x16x16xbf16>
    %34 = stablehlo.add %28, %33 : tensor<8x2x16x16xbf16>
    %35 = stablehlo.reduce(%34 init: %cst_6) applies stablehlo.maximum across dimensions = [3] : (tensor<8x2x16x16xbf16>, tensor<bf16>) -> tensor<8x2x16xbf16>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2] : (tensor<8x2x16xbf16>) -> tensor<8x2x16x16xbf16>
    %37 = stablehlo.subtract %34, %36 : tensor<8x2x16x16xbf16>
    %38 = stablehlo.exponential %37 : tensor<8x2x16x16xbf16>
    %39 = stablehlo.reduce(%38 init: %cst_7) applies stablehlo.add across dimensions = [3] : (tensor<8x2x16x16xbf16>, tensor<bf16>) -> tensor<8x2x16xbf16>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2] : (tensor<8x2x16xbf16>) -> tensor<8x2x16x16xbf16>
    %41 = stablehlo.divide %38, %40 : tensor<8x2x16x16xbf16>
    %42 = stablehlo.reshape %41 : (tensor<8x2x16x16xbf16>) -> tensor<16x16x16xbf16>
    %43 = stablehlo.slice %15 [2:3, 0:8, 0:2, 0:16, 0:16] : (tensor<3x8x2x16x16xbf16>) -> tensor<1x8x2x16x16xbf16>
    %44 = stablehlo.reshape %43 : (tensor<1x8x2x16x16xbf16>) -> tensor<16x16x16xbf16>
    %45 = stablehlo.dot_general %42, %44, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xbf16>, tensor<16x16x16xbf16>) -> tensor<16x16x16xbf16>
    %46 = stablehlo.reshape %45 : (tensor<16x16x16xbf16>) -> tensor<8x2x16x16xbf16>
    %47 = stablehlo.transpose %46, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[8,16,2,16]{3,1,2,0}"} : (tensor<8x2x16x16xbf16>) -> tensor<8x16x2x16xbf16>
    %48 = stablehlo.reshape %47 : (tensor<8x16x2x16xbf16>) -> tensor<128x32xbf16>
    %49 = stablehlo.transpose %arg18, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[32,32]{0,1}"} : (tensor<32x32xbf16>) -> tensor<32x32xbf16>
    %50 = stablehlo.dot_general %48, %49, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x32xbf16>, tensor<32x32xbf16>) -> tensor<128x32xbf16>
    %51 = stablehlo.reshape %50 : (tensor<128x32xbf16>) -> tensor<8x16x32xbf16>
    %52 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<32xbf16>) -> tensor<8x16x32xbf16>
    %53 = stablehlo.add %51, %52 : tensor<8x16x32xbf16>
    %54 = stablehlo.reshape %53 : (tensor<8x16x32xbf16>) -> tensor<2x2x2x4x4x32xbf16>
    %55 = stablehlo.transpose %54, dims = [0, 1, 3, 2, 4, 5] {result_layout = dense<[5, 4, 2, 3, 1, 0]> : tensor<6xindex>, xla_shape = "bf16[2,2,4,2,4,32]{5,4,2,3,1,0}"} : (tensor<2x2x2x4x4x32xbf16>) -> tensor<2x2x4x2x4x32xbf16>
    %56 = stablehlo.reshape %55 : (tensor<2x2x4x2x4x32xbf16>) -> tensor<2x64x32xbf16>
    %57 = stablehlo.add %arg22, %56 : tensor<2x64x32xbf16>
    %58 = stablehlo.reshape %57 : (tensor<2x64x32xbf16>) -> tensor<1x128x32xbf16>
    %output_8, %batch_mean_9, %batch_var_10 = "stablehlo.batch_norm_training"(%58, %cst_5, %cst_4) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x128x32xbf16>, tensor<128xbf16>, tensor<128xbf16>) -> (tensor<1x128x32xbf16>, tensor<128xbf16>, tensor<128xbf16>)
    %59 = stablehlo.broadcast_in_dim %arg27, dims = [2] : (tensor<32xbf16>) -> tensor<2x64x32xbf16>
    %60 = stablehlo.reshape %output_8 : (tensor<1x128x32xbf16>) -> tensor<2x64x32xbf16>
    %61 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<32xbf16>) -> tensor<2x64x32xbf16>
    %62 = stablehlo.multiply %60, %61 : tensor<2x64x32xbf16>
    %63 = stablehlo.add %59, %62 : tensor<2x64x32xbf16>
    %64 = stablehlo.reshape %63 : (tensor<2x64x32xbf16>) -> tensor<128x32xbf16>
    %65 = stablehlo.transpose %arg15, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[32,128]{0,1}"} : (tensor<128x32xbf16>) -> tensor<32x128xbf16>
    %66 = stablehlo.dot_general %64, %65, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x32xbf16>, tensor<32x128xbf16>) -> tensor<128x128xbf16>
    %67 = stablehlo.reshape %66 : (tensor<128x128xbf16>) -> tensor<2x64x128xbf16>
    %68 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<128xbf16>) -> tensor<2x64x128xbf16>
    %69 = stablehlo.add %67, %68 : tensor<2x64x128xbf16>
    %70 = stablehlo.multiply %69, %cst_3 : tensor<2x64x128xbf16>
    %71 = stablehlo.multiply %69, %cst_2 : tensor<2x64x128xbf16>
    %72 = stablehlo.custom_call @mhlo.erf(%71) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x64x128xbf16>) -> tensor<2x64x128xbf16>
    %73 = stablehlo.add %72, %cst_1 : tensor<2x64x128xbf16>
    %74 = stablehlo.multiply %70, %73 : tensor<2x64x128xbf16>
    %75 = stablehlo.reshape %74 : (tensor<2x64x128xbf16>) -> tensor<128x128xbf16>
    %76 = stablehlo.transpose %arg13, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[128,32]{0,1}"} : (tensor<32x128xbf16>) -> tensor<128x32xbf16>
    %77 = stablehlo.dot_general %75, %76, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x128xbf16>, tensor<128x32xbf16>) -> tensor<128x32xbf16>
    %78 = stablehlo.reshape %77 : (tensor<128x32xbf16>) -> tensor<2x64x32xbf16>
    %79 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<32xbf16>) -> tensor<2x64x32xbf16>
    %80 = stablehlo.add %78, %79 : tensor<2x64x32xbf16>
    %81 = stablehlo.add %57, %80 : tensor<2x64x32xbf16>
    %82 = stablehlo.reshape %81 : (tensor<2x64x32xbf16>) -> tensor<1x128x32xbf16>
    %output_11, %batch_mean_12, %batch_var_13 = "stablehlo.batch_norm_training"(%82, %cst_5, %cst_4) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x128x32xbf16>, tensor<128xbf16>, tensor<128xbf16>) -> (tensor<1x128x32xbf16>, tensor<128xbf16>, tensor<128xbf16>)
    %83 = stablehlo.broadcast_in_dim %arg28, dims = [2] : (tensor<32xbf16>) -> tensor<2x64x32xbf16>
    %84 = stablehlo.reshape %output_11 : (tensor<1x128x32xbf16>) -> tensor<2x64x32xbf16>
    %85 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<32xbf16>) -> tensor<2x64x32xbf16>
    %86 = stablehlo.multiply %84, %85 : tensor<2x64x32xbf16>
    %87 = stablehlo.add %83, %86 : tensor<2x64x32xbf16>
    %88 = stablehlo.reshape %87 : (tensor<2x64x32xbf16>) -> tensor<2x8x8x32xbf16>
    %89 = stablehlo.concatenate %88, %88, dim = 1 : (tensor<2x8x8x32xbf16>, tensor<2x8x8x32xbf16>) -> tensor<2x16x8x32xbf16>
    %90 = stablehlo.slice %89 [0:2, 2:10, 0:8, 0:32] : (tensor<2x16x8x32xbf16>) -> tensor<2x8x8x32xbf16>
    %91 = stablehlo.concatenate %90, %90, dim = 2 : (tensor<2x8x8x32xbf16>, tensor<2x8x8x32xbf16>) -> tensor<2x8x16x32xbf16>
    %92 = stablehlo.slice %91 [0:2, 0:8, 2:10, 0:32] : (tensor<2x8x16x32xbf16>) -> tensor<2x8x8x32xbf16>
    %93 = stablehlo.reshape %92 : (tensor<2x8x8x32xbf16>) -> tensor<2x2x4x2x4x32xbf16>
    %94 = stablehlo.transpose %93, dims = [0, 1, 3, 2, 4, 5] {result_layout = dense<[5, 4, 2, 3, 1, 0]> : tensor<6xindex>, xla_shape = "bf16[2,2,2,4,4,32]{5,4,2,3,1,0}"} : (tensor<2x2x4x2x4x32xbf16>) -> tensor<2x2x2x4x4x32xbf16>
    %95 = stablehlo.reshape %94 : (tensor<2x2x2x4x4x32xbf16>) -> tensor<128x32xbf16>
    %96 = stablehlo.transpose %arg10, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[32,96]{0,1}"} : (tensor<96x32xbf16>) -> tensor<32x96xbf16>
    %97 = stablehlo.dot_general %95, %96, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x32xbf16>, tensor<32x96xbf16>) -> tensor<128x96xbf16>
    %98 = stablehlo.reshape %97 : (tensor<128x96xbf16>) -> tensor<8x16x96xbf16>
    %99 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<96xbf16>) -> tensor<8x16x96xbf16>
    %100 = stablehlo.add %98, %99 : tensor<8x16x96xbf16>
    %101 = stablehlo.reshape %100 : (tensor<8x16x96xbf16>) -> tensor<8x16x3x2x16xbf16>
    %102 = stablehlo.transpose %101, dims = [2, 0, 3, 1, 4] {result_layout = dense<[4, 2, 0, 3, 1]> : tensor<5xindex>, xla_shape = "bf16[3,8,2,16,16]{4,2,0,3,1}"} : (tensor<8x16x3x2x16xbf16>) -> tensor<3x8x2x16x16xbf16>
    %103 = stablehlo.slice %102 [0:1, 0:8, 0:2, 0:16, 0:16] : (tensor<3x8x2x16x16xbf16>) -> tensor<1x8x2x16x16xbf16>
    %104 = stablehlo.reshape %103 : (tensor<1x8x2x16x16xbf16>) -> tensor<8x2x16x16xbf16>
    %105 = stablehlo.convert %104 : (tensor<8x2x16x16xbf16>) -> tensor<8x2x16x16xf32>
    %106 = stablehlo.multiply %105, %19 : tensor<8x2x16x16xf32>
    %107 = stablehlo.convert %106 : (tensor<8x2x16x16xf32>) -> tensor<8x2x16x16xbf16>
    %108 = stablehlo.reshape %107 : (tensor<8x2x16x16xbf16>) -> tensor<16x16x16xbf16>
    %109 = stablehlo.slice %102 [1:2, 0:8, 0:2, 0:16, 0:16] : (tensor<3x8x2x16x16xbf16>) -> tensor<1x8x2x16x16xbf16>
    %110 = stablehlo.reshape %109 : (tensor<1x8x2x16x16xbf16>) -> tensor<8x2x16x16xbf16>
    %111 = stablehlo.transpose %110, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "bf16[8,2,16,16]{2,3,1,0}"} : (tensor<8x2x16x16xbf16>) -> tensor<8x2x16x16xbf16>
    %112 = stablehlo.reshape %111 : (tensor<8x2x16x16xbf16>) -> tensor<16x16x16xbf16>
    %113 = stablehlo.dot_general %108, %112, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xbf16>, tensor<16x16x16xbf16>) -> tensor<16x16x16xbf16>
    %114 = stablehlo.reshape %113 : (tensor<16x16x16xbf16>) -> tensor<8x2x16x16xbf16>
    %115 = stablehlo.convert %arg30 : (tensor<256xi64>) -> tensor<256xui32>
    %116 = "stablehlo.gather"(%arg31, %115) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<49x2xbf16>, tensor<256xui32>) -> tensor<256x2xbf16>
    %117 = stablehlo.reshape %116 : (tensor<256x2xbf16>) -> tensor<16x16x2xbf16>
    %118 = stablehlo.transpose %117, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "bf16[2,16,16]{0,2,1}"} : (tensor<16x16x2xbf16>) -> tensor<2x16x16xbf16>
    %119 = stablehlo.broadcast_in_dim %118, dims = [1, 2, 3] : (tensor<2x16x16xbf16>) -> tensor<8x2x16x16xbf16>
    %120 = stablehlo.add %114, %119 : tensor<8x2x16x16xbf16>
    %121 = stablehlo.reshape %120 : (tensor<8x2x16x16xbf16>) -> tensor<2x4x2x16x16xbf16>
    %122 = stablehlo.broadcast_in_dim %arg29, dims = [1, 3, 4] : (tensor<4x16x16xbf16>) -> tensor<2x4x2x16x16xbf16>
    %123 = stablehlo.add %121, %122 : tensor<2x4x2x16x16xbf16>
    %124 = stablehlo.reshape %123 : (tensor<2x4x2x16x16xbf16>) -> tensor<8x2x16x16xbf16>
    %125 = stablehlo.reduce(%124 init: %cst_6) applies stablehlo.maximum across dimensions = [3] : (tensor<8x2x16x16xbf16>, tensor<bf16>) -> tensor<8x2x16xbf16>
    %126 = stablehlo.broadcast_in_dim %125, dims = [0, 1, 2] : (tensor<8x2x16xbf16>) -> tensor<8x2x16x16xbf16>
    %127 = stablehlo.subtract %124, %126 : tensor<8x2x16x16xbf16>
    %128 = stablehlo.exponential %127 : tensor<8x2x16x16xbf16>
    %129 = stablehlo.reduce(%128 init: %cst_7) applies stablehlo.add across dimensions = [3] : (tensor<8x2x16x16xbf16>, tensor<bf16>) -> tensor<8x2x16xbf16>
    %130 = stablehlo.broadcast_in_dim %129, dims = [0, 1, 2] : (tensor<8x2x16xbf16>) -> tensor<8x2x16x16xbf16>
    %131 = stablehlo.divide %128, %130 : tensor<8x2x16x16xbf16>
    %132 = stablehlo.reshape %131 : (tensor<8x2x16x16xbf16>) -> tensor<16x16x16xbf16>
    %133 = stablehlo.slice %102 [2:3, 0:8, 0:2, 0:16, 0:16] : (tensor<3x8x2x16x16xbf16>) -> tensor<1x8x2x16x16xbf16>
    %134 = stablehlo.reshape %133 : (tensor<1x8x2x16x16xbf16>) -> tensor<16x16x16xbf16>
    %135 = stablehlo.dot_general %132, %134, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xbf16>, tensor<16x16x16xbf16>) -> tensor<16x16x16xbf16>
    %136 = stablehlo.reshape %135 : (tensor<16x16x16xbf16>) -> tensor<8x2x16x16xbf16>
    %137 = stablehlo.transpose %136, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[8,16,2,16]{3,1,2,0}"} : (tensor<8x2x16x16xbf16>) -> tensor<8x16x2x16xbf16>
    %138 = stablehlo.reshape %137 : (tensor<8x16x2x16xbf16>) -> tensor<128x32xbf16>
    %139 = stablehlo.transpose %arg8, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[32,32]{0,1}"} : (tensor<32x32xbf16>) -> tensor<32x32xbf16>
    %140 = stablehlo.dot_general %138, %139, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x32xbf16>, tensor<32x32xbf16>) -> tensor<128x32xbf16>
    %141 = stablehlo.reshape %140 : (tensor<128x32xbf16>) -> tensor<8x16x32xbf16>
    %142 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<32xbf16>) -> tensor<8x16x32xbf16>
    %143 = stablehlo.add %141, %142 : tensor<8x16x32xbf16>
    %144 = stablehlo.reshape %143 : (tensor<8x16x32xbf16>) -> tensor<2x2x2x4x4x32xbf16>
    %145 = stablehlo.transpose %144, dims = [0, 1, 3, 2, 4, 5] {result_layout = dense<[5, 4, 2, 3, 1, 0]> : tensor<6xindex>, xla_shape = "bf16[2,2,4,2,4,32]{5,4,2,3,1,0}"} : (tensor<2x2x2x4x4x32xbf16>) -> tensor<2x2x4x2x4x32xbf16>
    %146 = stablehlo.reshape %145 : (tensor<2x2x4x2x4x32xbf16>) -> tensor<2x8x8x32xbf16>
    %147 = stablehlo.concatenate %146, %146, dim = 1 : (tensor<2x8x8x32xbf16>, tensor<2x8x8x32xbf16>) -> tensor<2x16x8x32xbf16>
    %148 = stablehlo.slice %147 [0:2, 6:14, 0:8, 0:32] : (tensor<2x16x8x32xbf16>) -> tensor<2x8x8x32xbf16>
    %149 = stablehlo.concatenate %148, %148, dim = 2 : (tensor<2x8x8x32xbf16>, tensor<2x8x8x32xbf16>) -> tensor<2x8x16x32xbf16>
    %150 = stablehlo.slice %149 [0:2, 0:8, 6:14, 0:32] : (tensor<2x8x16x32xbf16>) -> tensor<2x8x8x32xbf16>
    %151 = stablehlo.reshape %150 : (tensor<2x8x8x32xbf16>) -> tensor<2x64x32xbf16>
    %152 = stablehlo.add %81, %151 : tensor<2x64x32xbf16>
    %153 = stablehlo.reshape %152 : (tensor<2x64x32xbf16>) -> tensor<1x128x32xbf16>
    %output_14, %batch_mean_15, %batch_var_16 = "stablehlo.batch_norm_training"(%153, %cst_5, %cst_4) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x128x32xbf16>, tensor<128xbf16>, tensor<128xbf16>) -> (tensor<1x128x32xbf16>, tensor<128xbf16>, tensor<128xbf16>)
    %154 = stablehlo.broadcast_in_dim %arg32, dims = [2] : (tensor<32xbf16>) -> tensor<2x64x32xbf16>
    %155 = stablehlo.reshape %output_14 : (tensor<1x128x32xbf16>) -> tensor<2x64x32xbf16>
    %156 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<32xbf16>) -> tensor<2x64x32xbf16>
    %157 = stablehlo.multiply %155, %156 : tensor<2x64x32xbf16>
    %158 = stablehlo.add %154, %157 : tensor<2x64x32xbf16>
    %159 = stablehlo.reshape %158 : (tensor<2x64x32xbf16>) -> tensor<128x32xbf16>
    %160 = stablehlo.transpose %arg5, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[32,128]{0,1}"} : (tensor<128x32xbf16>) -> tensor<32x128xbf16>
    %161 = stablehlo.dot_general %159, %160, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x32xbf16>, tensor<32x128xbf16>) -> tensor<128x128xbf16>
    %162 = stablehlo.reshape %161 : (tensor<128x128xbf16>) -> tensor<2x64x128xbf16>
    %163 = stablehlo.broadcast_in_dim %arg4, dims = [2] : (tensor<128xbf16>) -> tensor<2x64x128xbf16>
    %164 = stablehlo.add %162, %163 : tensor<2x64x128xbf16>
    %165 = stablehlo.multiply %164, %cst_3 : tensor<2x64x128xbf16>
    %166 = stablehlo.multiply %164, %cst_2 : tensor<2x64x128xbf16>
    %167 = stablehlo.custom_call @mhlo.erf(%166) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x64x128xbf16>) -> tensor<2x64x128xbf16>
    %168 = stablehlo.add %167, %cst_1 : tensor<2x64x128xbf16>
    %169 = stablehlo.multiply %165, %168 : tensor<2x64x128xbf16>
    %170 = stablehlo.reshape %169 : (tensor<2x64x128xbf16>) -> tensor<128x128xbf16>
    %171 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[128,32]{0,1}"} : (tensor<32x128xbf16>) -> tensor<128x32xbf16>
    %172 = stablehlo.dot_general %170, %171, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x128xbf16>, tensor<128x32xbf16>) -> tensor<128x32xbf16>
    %173 = stablehlo.reshape %172 : (tensor<128x32xbf16>) -> tensor<2x64x32xbf16>
    %174 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<32xbf16>) -> tensor<2x64x32xbf16>
    %175 = stablehlo.add %173, %174 : tensor<2x64x32xbf16>
    %176 = stablehlo.add %152, %175 : tensor<2x64x32xbf16>
    %177 = stablehlo.reshape %176 : (tensor<2x64x32xbf16>) -> tensor<2x8x8x32xbf16>
    %178 = stablehlo.slice %177 [0:2, 0:8:2, 0:8, 0:32] : (tensor<2x8x8x32xbf16>) -> tensor<2x4x8x32xbf16>
    %179 = stablehlo.slice %178 [0:2, 0:4, 0:8:2, 0:32] : (tensor<2x4x8x32xbf16>) -> tensor<2x4x4x32xbf16>
    %180 = stablehlo.slice %177 [0:2, 1:8:2, 0:8, 0:32] : (tensor<2x8x8x32xbf16>) -> tensor<2x4x8x32xbf16>
    %181 = stablehlo.slice %180 [0:2, 0:4, 0:8:2, 0:32] : (tensor<2x4x8x32xbf16>) -> tensor<2x4x4x32xbf16>
    %182 = stablehlo.slice %178 [0:2, 0:4, 1:8:2, 0:32] : (tensor<2x4x8x32xbf16>) -> tensor<2x4x4x32xbf16>
    %183 = stablehlo.slice %180 [0:2, 0:4, 1:8:2, 0:32] : (tensor<2x4x8x32xbf16>) -> tensor<2x4x4x32xbf16>
    %184 = stablehlo.concatenate %179, %181, %182, %183, dim = 3 : (tensor<2x4x4x32xbf16>, tensor<2x4x4x32xbf16>, tensor<2x4x4x32xbf16>, tensor<2x4x4x32xbf16>) -> tensor<2x4x4x128xbf16>
    %185 = stablehlo.reshape %184 : (tensor<2x4x4x128xbf16>) -> tensor<1x32x128xbf16>
    %output_17, %batch_mean_18, %batch_var_19 = "stablehlo.batch_norm_training"(%185, %cst_0, %cst) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x32x128xbf16>, tensor<32xbf16>, tensor<32xbf16>) -> (tensor<1x32x128xbf16>, tensor<32xbf16>, tensor<32xbf16>)
    %186 = stablehlo.broadcast_in_dim %arg33, dims = [2] : (tensor<128xbf16>) -> tensor<2x16x128xbf16>
    %187 = stablehlo.reshape %output_17 : (tensor<1x32x128xbf16>) -> tensor<2x16x128xbf16>
    %188 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<128xbf16>) -> tensor<2x16x128xbf16>
    %189 = stablehlo.multiply %187, %188 : tensor<2x16x128xbf16>
    %190 = stablehlo.add %186, %189 : tensor<2x16x128xbf16>
    %191 = stablehlo.reshape %190 : (tensor<2x16x128xbf16>) -> tensor<32x128xbf16>
    %192 = stablehlo.transpose %arg0, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[128,64]{0,1}"} : (tensor<64x128xbf16>) -> tensor<128x64xbf16>
    %193 = stablehlo.dot_general %191, %192, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x128xbf16>, tensor<128x64xbf16>) -> tensor<32x64xbf16>
    %194 = stablehlo.reshape %193 : (tensor<32x64xbf16>) -> tensor<2x16x64xbf16>
    return %194 : tensor<2x16x64xbf16>
  }
}
