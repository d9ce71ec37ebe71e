module @IrToHlo.544 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<64x128xf16>, %arg1: tensor<128xf16>, %arg2: tensor<32xf16>, %arg3: tensor<32x128xf16>, %arg4: tensor<128xf16>, %arg5: tensor<128x32xf16>, %arg6: tensor<32xf16>, %arg7: tensor<32xf16>, %arg8: tensor<32x32xf16>, %arg9: tensor<96xf16>, %arg10: tensor<96x32xf16>, %arg11: tensor<32xf16>, %arg12: tensor<32xf16>, %arg13: tensor<32x128xf16>, %arg14: tensor<128xf16>, %arg15: tensor<128x32xf16>, %arg16: tensor<32xf16>, %arg17: tensor<32xf16>, %arg18: tensor<32x32xf16>, %arg19: tensor<96xf16>, %arg20: tensor<96x32xf16>, %arg21: tensor<32xf16>, %arg22: tensor<2x64x32xf16>, %arg23: tensor<32xf16>, %arg24: tensor<256xi64>, %arg25: tensor<49x2xf16>, %arg26: tensor<32xf16>, %arg27: tensor<32xf16>, %arg28: tensor<4x16x16xf16>, %arg29: tensor<256xi64>, %arg30: tensor<49x2xf16>, %arg31: tensor<32xf16>, %arg32: tensor<128xf16>) -> tensor<2x16x64xf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<32xf16>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<32xf16>
    %c = stablehlo.constant dense<[6, 7, 0, 1, 2, 3, 4, 5]> : tensor<8xui32>
    %c_1 = stablehlo.constant dense<[2, 3, 4, 5, 6, 7, 0, 1]> : tensor<8xui32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<2x64x128xf16>
    %cst_3 = stablehlo.constant dense<7.070310e-01> : tensor<2x64x128xf16>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<2x64x128xf16>
    %cst_5 = stablehlo.constant dense<2.500000e-01> : tensor<8x2x16x16xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<128xf16>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<128xf16>
    %cst_8 = stablehlo.constant dense<0xFC00> : tensor<f16>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f16>
    %0 = stablehlo.reshape %arg22 : (tensor<2x64x32xf16>) -> tensor<1x128x32xf16>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%0, %cst_7, %cst_6) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x128x32xf16>, tensor<128xf16>, tensor<128xf16>) -> (tensor<1x128x32xf16>, tensor<128xf16>, tensor<128xf16>)
    %1 = stablehlo.broadcast_in_dim %arg23, dims = [2] : (tensor<32xf16>) -> tensor<2x64x32xf16>
    %2 = stablehlo.reshape %output : (tensor<1x128x32xf16>) -> tensor<2x64x32xf16>
    %3 = stablehlo.broadcast_in_dim %arg21, dims = [2] : (tensor<32xf16>) -> tensor<2x64x32xf16>
    %4 = stablehlo.multiply %2, %3 : tensor<2x64x32xf16>
    %5 = stablehlo.add %1, %4 : tensor<2x64x32xf16>
    %6 = stablehlo.reshape %5 : (tensor<2x64x32xf16>) -> tensor<2x2x4x2x4x32xf16>
    %7 = stablehlo.transpose %6, dims = [0, 1, 3, 2, 4, 5] {result_layout = dense<[5, 4, 2, 3, 1, 0]> : tensor<6xindex>, xla_shape = "f16[2,2,2,4,4,32]{5,4,2,3,1,0}"} : (tensor<2x2x4x2x4x32xf16>) -> tensor<2x2x2x4x4x32xf16>
    %8 = stablehlo.reshape %7 : (tensor<2x2x2x4x4x32xf16>) -> tensor<128x32xf16>
    %9 = stablehlo.transpose %arg20, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f16[32,96]{0,1}"} : (tensor<96x32xf16>) -> tensor<32x96xf16>
    %10 = stablehlo.dot_general %8, %9, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x32xf16>, tensor<32x96xf16>) -> tensor<128x96xf16>
    %11 = stablehlo.broadcast_in_dim %arg19, dims = [1] : (tensor<96xf16>) -> tensor<128x96xf16>
    %12 = stablehlo.add %10, %11 : tensor<128x96xf16>
    %13 = stablehlo.reshape %12 : (tensor<128x96xf16>) -> tensor<8x16x3x2x16xf16>
    %14 = stablehlo.transpose %13, dims = [2, 0, 3, 1, 4] {result_layout = dense<[4, 2, 0, 3, 1]> : tensor<5xindex>, xla_shape = "f16[3,8,2,16,16]{4,2,0,3,1}"} : (tensor<8x16x3x2x16xf16>) -> tensor<3x8x2x16x16xf16>
    %15 = stablehlo.slice %14 [0:1, 0:8, 0:2, 0:16, 0:16] : (tensor<3x8x2x16x16xf16>) -> tensor<1x8x2x16x16xf16>
    %16 = stablehlo.reshape %15 : (tensor<1x8x2x16x16xf16>) -> tensor<8x2x16x16xf16>
    %17 = stablehlo.convert %16 : (tensor<8x2x16x16xf16>) -> tensor<8x2x16x16xf32>
    %18 = stablehlo.multiply %17, %cst_5 : tensor<8x2x16x16xf32>
    %19 = stablehlo.convert %18 : (tensor<8x2x16x16xf32>) -> tensor<8x2x16x16xf16>
    %20 = stablehlo.reshape %19 : (tensor<8x2x16x16xf16>) -> tensor<16x16x16xf16>
    %21 = stablehlo.slice %14 [1:2, 0:8, 0:2, 0:16, 0:16] : (tensor<3x8x2x16x16xf16>) -> tensor<1x8x2x16x16xf16>
    %22 = stablehlo.reshape %21 : (tensor<1x8x2x16x16xf16>) -> tensor<8x2x16x16xf16>
    %23 = stablehlo.transpose %22, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f16[8,2,16,16]{2,3,1,0}"} : (tensor<8x2x16x16xf16>) -> tensor<8x2x16x16xf16>
    %24 = stablehlo.reshape %23 : (tensor<8x2x16x16xf16>) -> tensor<16x16x16xf16>
    %25 = stablehlo.dot_general %20, %24, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf16>, tensor<16x16x16xf16>) -> tensor<16x16x16xf16>
    %26 = stablehlo.reshape %25 : (tensor<16x16x16xf16>) -> tensor<8x2x16x16xf16>
    %27 = stablehlo.convert %arg24 : (tensor<256xi64>) -> tensor<256xui32>
    %28 = "stablehlo.gather"(%arg25, %27) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<49x2xf16>, tensor<256xui32>) -> tensor<256x2xf16>
    %29 = stablehlo.reshape %28 : (tensor<256x2xf16>) -> tensor<16x16x2xf16>
    %30 = stablehlo.transpose %29, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f16[2,16,16]{0,2,1}"} : (tensor<16x16x2xf16>) -> tensor<2x16x16xf16>
    %31 = stablehlo.broadcast_in_dim %30, dims = [1, 2, 3] : (tensor<2x16x16xf16>) -> tensor<8x2x16x16xf16>
    %32 = stablehlo.add %26, %31 : tensor<8x2x16x16xf16>
    %33 = stablehlo.reduce(%32 init: %cst_8) applies stablehlo.maximum across dimensions = [3] : (tensor<8x2x16x16xf16>, tensor<f16>) -> tensor<8x2x16xf16>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2] : (tensor<8x2x16xf16>) -> tensor<8x2x16x16xf16>
    %35 = stablehlo.subtract %32, %34 : tensor<8x2x16x16xf16>
    %36 = stablehlo.exponential %35 : tensor<8x2x16x16xf16>
    %37 = stablehlo.reduce(%36 init: %cst_9) applies stablehlo.add across dimensions = [3] : (tensor<8x2x16x16xf16>, tensor<f16>) -> tensor<8x2x16xf16>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2] : (tensor<8x2x16xf16>) -> tensor<8x2x16x16xf16>
    %39 = stablehlo.divide %36, %38 : tensor<8x2x16x16xf16>
    %40 = stablehlo.reshape %39 : (tensor<8x2x16x16xf16>) -> tensor<16x16x16xf16>
    %41 = stablehlo.slice %14 [2:3, 0:8, 0:2, 0:16, 0:16] : (tensor<3x8x2x16x16xf16>) -> tensor<1x8x2x16x16xf16>
    %42 = stablehlo.reshape %41 : (tensor<1x8x2x16x16xf16>) -> tensor<16x16x16xf16>
    %43 = stablehlo.dot_general %40, %42, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf16>, tensor<16x16x16xf16>) -> tensor<16x16x16xf16>
    %44 = stablehlo.reshape %43 : (tensor<16x16x16xf16>) -> tensor<8x2x16x16xf16>
    %45 = stablehlo.transpose %44, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f16[8,16,2,16]{3,1,2,0}"} : (tensor<8x2x16x16xf16>) -> tensor<8x16x2x16xf16>
    %46 = stablehlo.reshape %45 : (tensor<8x16x2x16xf16>) -> tensor<128x32xf16>
    %47 = stablehlo.transpose %arg18, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f16[32,32]{0,1}"} : (tensor<32x32xf16>) -> tensor<32x32xf16>
    %48 = stablehlo.dot_general %46, %47, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x32xf16>, tensor<32x32xf16>) -> tensor<128x32xf16>
    %49 = stablehlo.broadcast_in_dim %arg17, dims = [1] : (tensor<32xf16>) -> tensor<128x32xf16>
    %50 = stablehlo.add %48, %49 : tensor<128x32xf16>
    %51 = stablehlo.reshape %50 : (tensor<128x32xf16>) -> tensor<2x2x2x4x4x32xf16>
    %52 = stablehlo.transpose %51, dims = [0, 1, 3, 2, 4, 5] {result_layout = dense<[5, 4, 2, 3, 1, 0]> : tensor<6xindex>, xla_shape = "f16[2,2,4,2,4,32]{5,4,2,3,1,0}"} : (tensor<2x2x2x4x4x32xf16>) -> tensor<2x2x4x2x4x32xf16>
    %53 = stablehlo.reshape %52 : (tensor<2x2x4x2x4x32xf16>) -> tensor<2x64x32xf16>
    %54 = stablehlo.add %arg22, %53 : tensor<2x64x32xf16>
    %55 = stablehlo.reshape %54 : (tensor<2x64x32xf16>) -> tensor<1x128x32xf16>
    %output_10, %batch_mean_11, %batch_var_12 = "stablehlo.batch_norm_training"(%55, %cst_7, %cst_6) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x128x32xf16>, tensor<128xf16>, tensor<128xf16>) -> (tensor<1x128x32xf16>, tensor<128xf16>, tensor<128xf16>)
    %56 = stablehlo.broadcast_in_dim %arg26, dims = [2] : (tensor<32xf16>) -> tensor<2x64x32xf16>
    %57 = stablehlo.reshape %output_10 : (tensor<1x128x32xf16>) -> tensor<2x64x32xf16>
    %58 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<32xf16>) -> tensor<2x64x32xf16>
    %59 = stablehlo.multiply %57, %58 : tensor<2x64x32xf16>
    %60 = stablehlo.add %56, %59 : tensor<2x64x32xf16>
    %61 = stablehlo.reshape %60 : (tensor<2x64x32xf16>) -> tensor<128x32xf16>
    %62 = stablehlo.transpose %arg15, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f16[32,128]{0,1}"} : (tensor<128x32xf16>) -> tensor<32x128xf16>
    %63 = stablehlo.dot_general %61, %62, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x32xf16>, tensor<32x128xf16>) -> tensor<128x128xf16>
    %64 = stablehlo.broadcast_in_dim %arg14, dims = [1] : (tensor<128xf16>) -> tensor<128x128xf16>
    %65 = stablehlo.add %63, %64 : tensor<128x128xf16>
    %66 = stablehlo.reshape %65 : (tensor<128x128xf16>) -> tensor<2x64x128xf16>
    %67 = stablehlo.multiply %66, %cst_4 : tensor<2x64x128xf16>
    %68 = stablehlo.multiply %66, %cst_3 : tensor<2x64x128xf16>
    %69 = stablehlo.custom_call @mhlo.erf(%68) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x64x128xf16>) -> tensor<2x64x128xf16>
    %70 = stablehlo.add %69, %cst_2 : tensor<2x64x128xf16>
    %71 = stablehlo.multiply %67, %70 : tensor<2x64x128xf16>
    %72 = stablehlo.reshape %71 : (tensor<2x64x128xf16>) -> tensor<128x128xf16>
    %73 = stablehlo.transpose %arg13, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f16[128,32]{0,1}"} : (tensor<32x128xf16>) -> tensor<128x32xf16>
    %74 = stablehlo.dot_general %72, %73, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x128xf16>, tensor<128x32xf16>) -> tensor<128x32xf16>
    %75 = stablehlo.broadcast_in_dim %arg12, dims = [1] : (tensor<32xf16>) -> tensor<128x32xf16>
    %76 = stablehlo.add %74, %75 : tensor<128x32xf16>
    %77 = stablehlo.reshape %76 : (tensor<128x32xf16>) -> tensor<2x64x32xf16>
    %78 = stablehlo.add %54, %77 : tensor<2x64x32xf16>
    %79 = stablehlo.reshape %78 : (tensor<2x64x32xf16>) -> tensor<1x128x32xf16>
    %output_13, %batch_mean_14, %batch_var_15 = "stablehlo.batch_norm_training"(%79, %cst_7, %cst_6) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x128x32xf16>, tensor<128xf16>, tensor<128xf16>) -> (tensor<1x128x32xf16>, tensor<128xf16>, tensor<128xf16>)
    %80 = stablehlo.broadcast_in_dim %arg27, dims = [2] : (tensor<32xf16>) -> tensor<2x64x32xf16>
    %81 = stablehlo.reshape %output_13 : (tensor<1x128x32xf16>) -> tensor<2x64x32xf16>
    %82 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<32xf16>) -> tensor<2x64x32xf16>
    %83 = stablehlo.multiply %81, %82 : tensor<2x64x32xf16>
    %84 = stablehlo.add %80, %83 : tensor<2x64x32xf16>
    %85 = stablehlo.reshape %84 : (tensor<2x64x32xf16>) -> tensor<2x8x8x32xf16>
    %86 = "stablehlo.gather"(%85, %c_1) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 2, 3], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 2, 1, 8, 32>}> : (tensor<2x8x8x32xf16>, tensor<8xui32>) -> tensor<2x8x8x32xf16>
    %87 = "stablehlo.gather"(%86, %c_1) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 3], collapsed_slice_dims = [2], start_index_map = [2], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 2, 8, 1, 32>}> : (tensor<2x8x8x32xf16>, tensor<8xui32>) -> tensor<2x8x8x32xf16>
    %88 = stablehlo.reshape %87 : (tensor<2x8x8x32xf16>) -> tensor<2x2x4x2x4x32xf16>
    %89 = stablehlo.transpose %88, dims = [0, 1, 3, 2, 4, 5] {result_layout = dense<[5, 4, 2, 3, 1, 0]> : tensor<6xindex>, xla_shape = "f16[2,2,2,4,4,32]{5,4,2,3,1,0}"} : (tensor<2x2x4x2x4x32xf16>) -> tensor<2x2x2x4x4x32xf16>
    %90 = stablehlo.reshape %89 : (tensor<2x2x2x4x4x32xf16>) -> tensor<128x32xf16>
    %91 = stablehlo.transpose %arg10, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f16[32,96]{0,1}"} : (tensor<96x32xf16>) -> tensor<32x96xf16>
    %92 = stablehlo.dot_general %90, %91, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x32xf16>, tensor<32x96xf16>) -> tensor<128x96xf16>
    %93 = stablehlo.broadcast_in_dim %arg9, dims = [1] : (tensor<96xf16>) -> tensor<128x96xf16>
    %94 = stablehlo.add %92, %93 : tensor<128x96xf16>
    %95 = stablehlo.reshape %94 : (tensor<128x96xf16>) -> tensor<8x16x3x2x16xf16>
    %96 = stablehlo.transpose %95, dims = [2, 0, 3, 1, 4] {result_layout = dense<[4, 2, 0, 3, 1]> : tensor<5xindex>, xla_shape = "f16[3,8,2,16,16]{4,2,0,3,1}"} : (tensor<8x16x3x2x16xf16>) -> tensor<3x8x2x16x16xf16>
    %97 = stablehlo.slice %96 [0:1, 0:8, 0:2, 0:16, 0:16] : (tensor<3x8x2x16x16xf16>) -> tensor<1x8x2x16x16xf16>
    %98 = stablehlo.reshape %97 : (tensor<1x8x2x16x16xf16>) -> tensor<8x2x16x16xf16>
    %99 = stablehlo.convert %98 : (tensor<8x2x16x16xf16>) -> tensor<8x2x16x16xf32>
    %100 = stablehlo.multiply %99, %cst_5 : tensor<8x2x16x16xf32>
    %101 = stablehlo.convert %100 : (tensor<8x2x16x16xf32>) -> tensor<8x2x16x16xf16>
    %102 = stablehlo.reshape %101 : (tensor<8x2x16x16xf16>) -> tensor<16x16x16xf16>
    %103 = stablehlo.slice %96 [1:2, 0:8, 0:2, 0:16, 0:16] : (tensor<3x8x2x16x16xf16>) -> tensor<1x8x2x16x16xf16>
    %104 = stablehlo.reshape %103 : (tensor<1x8x2x16x16xf16>) -> tensor<8x2x16x16xf16>
    %105 = stablehlo.transpose %104, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f16[8,2,16,16]{2,3,1,0}"} : (tensor<8x2x16x16xf16>) -> tensor<8x2x16x16xf16>
    %106 = stablehlo.reshape %105 : (tensor<8x2x16x16xf16>) -> tensor<16x16x16xf16>
    %107 = stablehlo.dot_general %102, %106, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf16>, tensor<16x16x16xf16>) -> tensor<16x16x16xf16>
    %108 = stablehlo.reshape %107 : (tensor<16x16x16xf16>) -> tensor<8x2x16x16xf16>
    %109 = stablehlo.convert %arg29 : (tensor<256xi64>) -> tensor<256xui32>
    %110 = "stablehlo.gather"(%arg30, %109) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<49x2xf16>, tensor<256xui32>) -> tensor<256x2xf16>
    %111 = stablehlo.reshape %110 : (tensor<256x2xf16>) -> tensor<16x16x2xf16>
    %112 = stablehlo.transpose %111, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f16[2,16,16]{0,2,1}"} : (tensor<16x16x2xf16>) -> tensor<2x16x16xf16>
    %113 = stablehlo.broadcast_in_dim %112, dims = [1, 2, 3] : (tensor<2x16x16xf16>) -> tensor<8x2x16x16xf16>
    %114 = stablehlo.add %108, %113 : tensor<8x2x16x16xf16>
    %115 = stablehlo.reshape %114 : (tensor<8x2x16x16xf16>) -> tensor<2x4x2x16x16xf16>
    %116 = stablehlo.broadcast_in_dim %arg28, dims = [1, 3, 4] : (tensor<4x16x16xf16>) -> tensor<2x4x2x16x16xf16>
    %117 = stablehlo.add %115, %116 : tensor<2x4x2x16x16xf16>
    %118 = stablehlo.reshape %117 : (tensor<2x4x2x16x16xf16>) -> tensor<8x2x16x16xf16>
    %119 = stablehlo.reduce(%118 init: %cst_8) applies stablehlo.maximum across dimensions = [3] : (tensor<8x2x16x16xf16>, tensor<f16>) -> tensor<8x2x16xf16>
    %120 = stablehlo.broadcast_in_dim %119, dims = [0, 1, 2] : (tensor<8x2x16xf16>) -> tensor<8x2x16x16xf16>
    %121 = stablehlo.subtract %118, %120 : tensor<8x2x16x16xf16>
    %122 = stablehlo.exponential %121 : tensor<8x2x16x16xf16>
    %123 = stablehlo.reduce(%122 init: %cst_9) applies stablehlo.add across dimensions = [3] : (tensor<8x2x16x16xf16>, tensor<f16>) -> tensor<8x2x16xf16>
    %124 = stablehlo.broadcast_in_dim %123, dims = [0, 1, 2] : (tensor<8x2x16xf16>) -> tensor<8x2x16x16xf16>
    %125 = stablehlo.divide %122, %124 : tensor<8x2x16x16xf16>
    %126 = stablehlo.reshape %125 : (tensor<8x2x16x16xf16>) -> tensor<16x16x16xf16>
    %127 = stablehlo.slice %96 [2:3, 0:8, 0:2, 0:16, 0:16] : (tensor<3x8x2x16x16xf16>) -> tensor<1x8x2x16x16xf16>
    %128 = stablehlo.reshape %127 : (tensor<1x8x2x16x16xf16>) -> tensor<16x16x16xf16>
    %129 = stablehlo.dot_general %126, %128, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf16>, tensor<16x16x16xf16>) -> tensor<16x16x16xf16>
    %130 = stablehlo.reshape %129 : (tensor<16x16x16xf16>) -> tensor<8x2x16x16xf16>
    %131 = stablehlo.transpose %130, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f16[8,16,2,16]{3,1,2,0}"} : (tensor<8x2x16x16xf16>) -> tensor<8x16x2x16xf16>
    %132 = stablehlo.reshape %131 : (tensor<8x16x2x16xf16>) -> tensor<128x32xf16>
    %133 = stablehlo.transpose %arg8, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f16[32,32]{0,1}"} : (tensor<32x32xf16>) -> tensor<32x32xf16>
    %134 = stablehlo.dot_general %132, %133, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x32xf16>, tensor<32x32xf16>) -> tensor<128x32xf16>
    %135 = stablehlo.broadcast_in_dim %arg7, dims = [1] : (tensor<32xf16>) -> tensor<128x32xf16>
    %136 = stablehlo.add %134, %135 : tensor<128x32xf16>
    %137 = stablehlo.reshape %136 : (tensor<128x32xf16>) -> tensor<2x2x2x4x4x32xf16>
    %138 = stablehlo.transpose %137, dims = [0, 1, 3, 2, 4, 5] {result_layout = dense<[5, 4, 2, 3, 1, 0]> : tensor<6xindex>, xla_shape = "f16[2,2,4,2,4,32]{5,4,2,3,1,0}"} : (tensor<2x2x2x4x4x32xf16>) -> tensor<2x2x4x2x4x32xf16>
    %139 = stablehlo.reshape %138 : (tensor<2x2x4x2x4x32xf16>) -> tensor<2x8x8x32xf16>
    %140 = "stablehlo.gather"(%139, %c) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 2, 3], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 2, 1, 8, 32>}> : (tensor<2x8x8x32xf16>, tensor<8xui32>) -> tensor<2x8x8x32xf16>
    %141 = "stablehlo.gather"(%140, %c) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 3], collapsed_slice_dims = [2], start_index_map = [2], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 2, 8, 1, 32>}> : (tensor<2x8x8x32xf16>, tensor<8xui32>) -> tensor<2x8x8x32xf16>
    %142 = stablehlo.reshape %141 : (tensor<2x8x8x32xf16>) -> tensor<2x64x32xf16>
    %143 = stablehlo.add %78, %142 : tensor<2x64x32xf16>
    %144 = stablehlo.reshape %143 : (tensor<2x64x32xf16>) -> tensor<1x128x32xf16>
    %output_16, %batch_mean_17, %batch_var_18 = "stablehlo.batch_norm_training"(%144, %cst_7, %cst_6) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x128x32xf16>, tensor<128xf16>, tensor<128xf16>) -> (tensor<1x128x32xf16>, tensor<128xf16>, tensor<128xf16>)
    %145 = stablehlo.broadcast_in_dim %arg31, dims = [2] : (tensor<32xf16>) -> tensor<2x64x32xf16>
    %146 = stablehlo.reshape %output_16 : (tensor<1x128x32xf16>) -> tensor<2x64x32xf16>
    %147 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<32xf16>) -> tensor<2x64x32xf16>
    %148 = stablehlo.multiply %146, %147 : tensor<2x64x32xf16>
    %149 = stablehlo.add %145, %148 : tensor<2x64x32xf16>
    %150 = stablehlo.reshape %149 : (tensor<2x64x32xf16>) -> tensor<128x32xf16>
    %151 = stablehlo.transpose %arg5, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f16[32,128]{0,1}"} : (tensor<128x32xf16>) -> tensor<32x128xf16>
    %152 = stablehlo.dot_general %150, %151, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x32xf16>, tensor<32x128xf16>) -> tensor<128x128xf16>
    %153 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<128xf16>) -> tensor<128x128xf16>
    %154 = stablehlo.add %152, %153 : tensor<128x128xf16>
    %155 = stablehlo.reshape %154 : (tensor<128x128xf16>) -> tensor<2x64x128xf16>
    %156 = stablehlo.multiply %155, %cst_4 : tensor<2x64x128xf16>
    %157 = stablehlo.multiply %155, %cst_3 : tensor<2x64x128xf16>
    %158 = stablehlo.custom_call @mhlo.erf(%157) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x64x128xf16>) -> tensor<2x64x128xf16>
    %159 = stablehlo.add %158, %cst_2 : tensor<2x64x128xf16>
    %160 = stablehlo.multiply %156, %159 : tensor<2x64x128xf16>
    %161 = stablehlo.reshape %160 : (tensor<2x64x128xf16>) -> tensor<128x128xf16>
    %162 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f16[128,32]{0,1}"} : (tensor<32x128xf16>) -> tensor<128x32xf16>
    %163 = stablehlo.dot_general %161, %162, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x128xf16>, tensor<128x32xf16>) -> tensor<128x32xf16>
    %164 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<32xf16>) -> tensor<128x32xf16>
    %165 = stablehlo.add %163, %164 : tensor<128x32xf16>
    %166 = stablehlo.reshape %165 : (tensor<128x32xf16>) -> tensor<2x64x32xf16>
    %167 = stablehlo.add %143, %166 : tensor<2x64x32xf16>
    %168 = stablehlo.reshape %167 : (tensor<2x64x32xf16>) -> tensor<2x8x8x32xf16>
    %169 = stablehlo.slice %168 [0:2, 0:8:2, 0:8, 0:32] : (tensor<2x8x8x32xf16>) -> tensor<2x4x8x32xf16>
    %170 = stablehlo.slice %169 [0:2, 0:4, 0:8:2, 0:32] : (tensor<2x4x8x32xf16>) -> tensor<2x4x4x32xf16>
    %171 = stablehlo.slice %168 [0:2, 1:8:2, 0:8, 0:32] : (tensor<2x8x8x32xf16>) -> tensor<2x4x8x32xf16>
    %172 = stablehlo.slice %171 [0:2, 0:4, 0:8:2, 0:32] : (tensor<2x4x8x32xf16>) -> tensor<2x4x4x32xf16>
    %173 = stablehlo.slice %169 [0:2, 0:4, 1:8:2, 0:32] : (tensor<2x4x8x32xf16>) -> tensor<2x4x4x32xf16>
    %174 = stablehlo.slice %171 [0:2, 0:4, 1:8:2, 0:32] : (tensor<2x4x8x32xf16>) -> tensor<2x4x4x32xf16>
    %175 = stablehlo.concatenate %170, %172, %173, %174, dim = 3 : (tensor<2x4x4x32xf16>, tensor<2x4x4x32xf16>, tensor<2x4x4x32xf16>, tensor<2x4x4x32xf16>) -> tensor<2x4x4x128xf16>
    %176 = stablehlo.reshape %175 : (tensor<2x4x4x128xf16>) -> tensor<1x32x128xf16>
    %output_19, %batch_mean_20, %batch_var_21 = "stablehlo.batch_norm_training"(%176, %cst_0, %cst) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x32x128xf16>, tensor<32xf16>, tensor<32xf16>) -> (tensor<1x32x128xf16>, tensor<32xf16>, tensor<32xf16>)
    %177 = stablehlo.broadcast_in_dim %arg32, dims = [2] : (tensor<128xf16>) -> tensor<2x16x128xf16>
    %178 = stablehlo.reshape %output_19 : (tensor<1x32x128xf16>) -> tensor<2x16x128xf16>
    %179 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<128xf16>) -> tensor<2x16x128xf16>
    %180 = stablehlo.multiply %178, %179 : tensor<2x16x128xf16>
    %181 = stablehlo.add %177, %180 : tensor<2x16x128xf16>
    %182 = stablehlo.reshape %181 : (tensor<2x16x128xf16>) -> tensor<32x128xf16>
    %183 = stablehlo.transpose %arg0, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f16[128,64]{0,1}"} : (tensor<64x128xf16>) -> tensor<128x64xf16>
    %184 = stablehlo.dot_general %182, %183, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf16>, tensor<128x64xf16>) -> tensor<32x64xf16>
    %185 = stablehlo.reshape %184 : (tensor<32x64xf16>) -> tensor<2x16x64xf16>
    return %185 : tensor<2x16x64xf16>
  }
}
