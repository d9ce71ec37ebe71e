module @IrToHlo.540 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<64x128xf32>, %arg1: tensor<128xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32x128xf32>, %arg4: tensor<128xf32>, %arg5: tensor<128x32xf32>, %arg6: tensor<32xf32>, %arg7: tensor<32xf32>, %arg8: tensor<32x32xf32>, %arg9: tensor<96xf32>, %arg10: tensor<96x32xf32>, %arg11: tensor<32xf32>, %arg12: tensor<32xf32>, %arg13: tensor<32x128xf32>, %arg14: tensor<128xf32>, %arg15: tensor<128x32xf32>, %arg16: tensor<32xf32>, %arg17: tensor<32xf32>, %arg18: tensor<32x32xf32>, %arg19: tensor<96xf32>, %arg20: tensor<96x32xf32>, %arg21: tensor<32xf32>, %arg22: tensor<2x64x32xf32>, %arg23: tensor<32xf32>, %arg24: tensor<256xi64>, %arg25: tensor<49x2xf32>, %arg26: tensor<32xf32>, %arg27: tensor<32xf32>, %arg28: tensor<4x16x16xf32>, %arg29: tensor<256xi64>, %arg30: tensor<49x2xf32>, %arg31: tensor<32xf32>, %arg32: tensor<128xf32>) -> tensor<2x16x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<32xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<32xf32>
    %c = stablehlo.constant dense<[6, 7, 0, 1, 2, 3, 4, 5]> : tensor<8xui32>
    %c_1 = stablehlo.constant dense<[2, 3, 4, 5, 6, 7, 0, 1]> : tensor<8xui32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<2x64x128xf32>
    %cst_3 = stablehlo.constant dense<0.707106769> : tensor<2x64x128xf32>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<2x64x128xf32>
    %cst_5 = stablehlo.constant dense<2.500000e-01> : tensor<8x2x16x16xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<128xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<128xf32>
    %cst_8 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reshape %arg22 : (tensor<2x64x32xf32>) -> tensor<1x128x32xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%0, %cst_7, %cst_6) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x128x32xf32>, tensor<128xf32>, tensor<128xf32>) -> (tensor<1x128x32xf32>, tensor<128xf32>, tensor<128xf32>)
    %1 = stablehlo.broadcast_in_dim %arg23, dims = [2] : (tensor<32xf32>) -> tensor<2x64x32xf32>
    %2 = stablehlo.reshape %output : (tensor<1x128x32xf32>) -> tensor<2x64x32xf32>
    %3 = stablehlo.broadcast_in_dim %arg21, dims = [2] : (tensor<32xf32>) -> tensor<2x64x32xf32>
    %4 = stablehlo.multiply %2, %3 : tensor<2x64x32xf32>
    %5 = stablehlo.add %1, %4 : tensor<2x64x32xf32>
    %6 = stablehlo.reshape %5 : (tensor<2x64x32xf32>) -> tensor<2x2x4x2x4x32xf32>
    %7 = stablehlo.transpose %6, dims = [0, 1, 3, 2, 4, 5] {result_layout = dense<[5, 4, 2, 3, 1, 0]> : tensor<6xindex>, xla_shape = "f32[2,2,2,4,4,32]{5,4,2,3,1,0}"} : (tensor<2x2x4x2x4x32xf32>) -> tensor<2x2x2x4x4x32xf32>
    %8 = stablehlo.reshape %7 : (tensor<2x2x2x4x4x32xf32>) -> tensor<128x32xf32>
    %9 = stablehlo.transpose %arg20, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,96]{0,1}"} : (tensor<96x32xf32>) -> tensor<32x96xf32>
    %10 = stablehlo.dot_general %8, %9, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x32xf32>, tensor<32x96xf32>) -> tensor<128x96xf32>
    %11 = stablehlo.broadcast_in_dim %arg19, dims = [1] : (tensor<96xf32>) -> tensor<128x96xf32>
    %12 = stablehlo.add %10, %11 : tensor<128x96xf32>
    %13 = stablehlo.reshape %12 : (tensor<128x96xf32>) -> tensor<8x16x3x2x16xf32>
    %14 = stablehlo.transpose %13, dims = [2, 0, 3, 1, 4] {result_layout = dense<[4, 2, 0, 3, 1]> : tensor<5xindex>, xla_shape = "f32[3,8,2,16,16]{4,2,0,3,1}"} : (tensor<8x16x3x2x16xf32>) -> tensor<3x8x2x16x16xf32>
    %15 = stablehlo.slice %14 [0:1, 0:8, 0:2, 0:16, 0:16] : (tensor<3x8x2x16x16xf32>) -> tensor<1x8x2x16x16xf32>
    %16 = stablehlo.reshape %15 : (tensor<1x8x2x16x16xf32>) -> tensor<8x2x16x16xf32>
    %17 = stablehlo.multiply %16, %cst_5 : tensor<8x2x16x16xf32>
    %18 = stablehlo.reshape %17 : (tensor<8x2x16x16xf32>) -> tensor<16x16x16xf32>
    %19 = stablehlo.slice %14 [1:2, 0:8, 0:2, 0:16, 0:16] : (tensor<3x8x2x16x16xf32>) -> tensor<1x8x2x16x16xf32>
    %20 = stablehlo.reshape %19 : (tensor<1x8x2x16x16xf32>) -> tensor<8x2x16x16xf32>
    %21 = stablehlo.transpose %20, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[8,2,16,16]{2,3,1,0}"} : (tensor<8x2x16x16xf32>) -> tensor<8x2x16x16xf32>
    %22 = stablehlo.reshape %21 : (tensor<8x2x16x16xf32>) -> tensor<16x16x16xf32>
    %23 = stablehlo.dot_general %18, %22, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %24 = stablehlo.reshape %23 : (tensor<16x16x16xf32>) -> tensor<8x2x16x16xf32>
    %25 = stablehlo.convert %arg24 : (tensor<256xi64>) -> tensor<256xui32>
    %26 = "stablehlo.gather"(%arg25, %25) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<49x2xf32>, tensor<256xui32>) -> tensor<256x2xf32>
    %27 = stablehlo.reshape %26 : (tensor<256x2xf32>) -> tensor<16x16x2xf32>
    %28 = stablehlo.transpose %27, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[2,16,16]{0,2,1}"} : (tensor<16x16x2xf32>) -> tensor<2x16x16xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [1, 2, 3] : (tensor<2x16x16xf32>) -> tensor<8x2x16x16xf32>
    %30 = stablehlo.add %24, %29 : tensor<8x2x16x16xf32>
    %31 = stablehlo.reduce(%30 init: %cst_8) applies stablehlo.maximum across dimensions = [3] : (tensor<8x2x16x16xf32>, tensor<f32>) -> tensor<8x2x16xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2] : (tensor<8x2x16xf32>) -> tensor<8x2x16x16xf32>
    %33 = stablehlo.subtract %30, %32 : tensor<8x2x16x16xf32>
    %34 = stablehlo.exponential %33 : tensor<8x2x16x16xf32>
    %35 = stablehlo.reduce(%34 init: %cst_9) applies stablehlo.add across dimensions = [3] : (tensor<8x2x16x16xf32>, tensor<f32>) -> tensor<8x2x16xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2] : (tensor<8x2x16xf32>) -> tensor<8x2x16x16xf32>
    %37 = stablehlo.divide %34, %36 : tensor<8x2x16x16xf32>
    %38 = stablehlo.reshape %37 : (tensor<8x2x16x16xf32>) -> tensor<16x16x16xf32>
    %39 = stablehlo.slice %14 [2:3, 0:8, 0:2, 0:16, 0:16] : (tensor<3x8x2x16x16xf32>) -> tensor<1x8x2x16x16xf32>
    %40 = stablehlo.reshape %39 : (tensor<1x8x2x16x16xf32>) -> tensor<16x16x16xf32>
    %41 = stablehlo.dot_general %38, %40, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %42 = stablehlo.reshape %41 : (tensor<16x16x16xf32>) -> tensor<8x2x16x16xf32>
    %43 = stablehlo.transpose %42, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[8,16,2,16]{3,1,2,0}"} : (tensor<8x2x16x16xf32>) -> tensor<8x16x2x16xf32>
    %44 = stablehlo.reshape %43 : (tensor<8x16x2x16xf32>) -> tensor<128x32xf32>
    %45 = stablehlo.transpose %arg18, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %46 = stablehlo.dot_general %44, %45, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x32xf32>, tensor<32x32xf32>) -> tensor<128x32xf32>
    %47 = stablehlo.broadcast_in_dim %arg17, dims = [1] : (tensor<32xf32>) -> tensor<128x32xf32>
    %48 = stablehlo.add %46, %47 : tensor<128x32xf32>
    %49 = stablehlo.reshape %48 : (tensor<128x32xf32>) -> tensor<2x2x2x4x4x32xf32>
    %50 = stablehlo.transpose %49, dims = [0, 1, 3, 2, 4, 5] {result_layout = dense<[5, 4, 2, 3, 1, 0]> : tensor<6xindex>, xla_shape = "f32[2,2,4,2,4,32]{5,4,2,3,1,0}"} : (tensor<2x2x2x4x4x32xf32>) -> tensor<2x2x4x2x4x32xf32>
    %51 = stablehlo.reshape %50 : (tensor<2x2x4x2x4x32xf32>) -> tensor<2x64x32xf32>
    %52 = stablehlo.add %arg22, %51 : tensor<2x64x32xf32>
    %53 = stablehlo.reshape %52 : (tensor<2x64x32xf32>) -> tensor<1x128x32xf32>
    %output_10, %batch_mean_11, %batch_var_12 = "stablehlo.batch_norm_training"(%53, %cst_7, %cst_6) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x128x32xf32>, tensor<128xf32>, tensor<128xf32>) -> (tensor<1x128x32xf32>, tensor<128xf32>, tensor<128xf32>)
    %54 = stablehlo.broadcast_in_dim %arg26, dims = [2] : (tensor<32xf32>) -> tensor<2x64x32xf32>
    %55 = stablehlo.reshape %output_10 : (tensor<1x128x32xf32>) -> tensor<2x64x32xf32>
    %56 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<32xf32>) -> tensor<2x64x32xf32>
    %57 = stablehlo.multiply %55, %56 : tensor<2x64x32xf32>
    %58 = stablehlo.add %54, %57 : tensor<2x64x32xf32>
    %59 = stablehlo.reshape %58 : (tensor<2x64x32xf32>) -> tensor<128x32xf32>
    %60 = stablehlo.transpose %arg15, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %61 = stablehlo.dot_general %59, %60, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x32xf32>, tensor<32x128xf32>) -> tensor<128x128xf32>
    %62 = stablehlo.broadcast_in_dim %arg14, dims = [1] : (tensor<128xf32>) -> tensor<128x128xf32>
    %63 = stablehlo.add %61, %62 : tensor<128x128xf32>
    %64 = stablehlo.reshape %63 : (tensor<128x128xf32>) -> tensor<2x64x128xf32>
    %65 = stablehlo.multiply %64, %cst_4 : tensor<2x64x128xf32>
    %66 = stablehlo.multiply %64, %cst_3 : tensor<2x64x128xf32>
    %67 = stablehlo.custom_call @mhlo.erf(%66) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x64x128xf32>) -> tensor<2x64x128xf32>
    %68 = stablehlo.add %67, %cst_2 : tensor<2x64x128xf32>
    %69 = stablehlo.multiply %65, %68 : tensor<2x64x128xf32>
    %70 = stablehlo.reshape %69 : (tensor<2x64x128xf32>) -> tensor<128x128xf32>
    %71 = stablehlo.transpose %arg13, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,32]{0,1}"} : (tensor<32x128xf32>) -> tensor<128x32xf32>
    %72 = stablehlo.dot_general %70, %71, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x128xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %73 = stablehlo.broadcast_in_dim %arg12, dims = [1] : (tensor<32xf32>) -> tensor<128x32xf32>
    %74 = stablehlo.add %72, %73 : tensor<128x32xf32>
    %75 = stablehlo.reshape %74 : (tensor<128x32xf32>) -> tensor<2x64x32xf32>
    %76 = stablehlo.add %52, %75 : tensor<2x64x32xf32>
    %77 = stablehlo.reshape %76 : (tensor<2x64x32xf32>) -> tensor<1x128x32xf32>
    %output_13, %batch_mean_14, %batch_var_15 = "stablehlo.batch_norm_training"(%77, %cst_7, %cst_6) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x128x32xf32>, tensor<128xf32>, tensor<128xf32>) -> (tensor<1x128x32xf32>, tensor<128xf32>, tensor<128xf32>)
    %78 = stablehlo.broadcast_in_dim %arg27, dims = [2] : (tensor<32xf32>) -> tensor<2x64x32xf32>
    %79 = stablehlo.reshape %output_13 : (tensor<1x128x32xf32>) -> tensor<2x64x32xf32>
    %80 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<32xf32>) -> tensor<2x64x32xf32>
    %81 = stablehlo.multiply %79, %80 : tensor<2x64x32xf32>
    %82 = stablehlo.add %78, %81 : tensor<2x64x32xf32>
    %83 = stablehlo.reshape %82 : (tensor<2x64x32xf32>) -> tensor<2x8x8x32xf32>
    %84 = "stablehlo.gather"(%83, %c_1) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 2, 3], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 2, 1, 8, 32>}> : (tensor<2x8x8x32xf32>, tensor<8xui32>) -> tensor<2x8x8x32xf32>
    %85 = "stablehlo.gather"(%84, %c_1) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 3], collapsed_slice_dims = [2], start_index_map = [2], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 2, 8, 1, 32>}> : (tensor<2x8x8x32xf32>, tensor<8xui32>) -> tensor<2x8x8x32xf32>
    %86 = stablehlo.reshape %85 : (tensor<2x8x8x32xf32>) -> tensor<2x2x4x2x4x32xf32>
    %87 = stablehlo.transpose %86, dims = [0, 1, 3, 2, 4, 5] {result_layout = dense<[5, 4, 2, 3, 1, 0]> : tensor<6xindex>, xla_shape = "f32[2,2,2,4,4,32]{5,4,2,3,1,0}"} : (tensor<2x2x4x2x4x32xf32>) -> tensor<2x2x2x4x4x32xf32>
    %88 = stablehlo.reshape %87 : (tensor<2x2x2x4x4x32xf32>) -> tensor<128x32xf32>
    %89 = stablehlo.transpose %arg10, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,96]{0,1}"} : (tensor<96x32xf32>) -> tensor<32x96xf32>
    %90 = stablehlo.dot_general %88, %89, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x32xf32>, tensor<32x96xf32>) -> tensor<128x96xf32>
    %91 = stablehlo.broadcast_in_dim %arg9, dims = [1] : (tensor<96xf32>) -> tensor<128x96xf32>
    %92 = stablehlo.add %90, %91 : tensor<128x96xf32>
    %93 = stablehlo.reshape %92 : (tensor<128x96xf32>) -> tensor<8x16x3x2x16xf32>
    %94 = stablehlo.transpose %93, dims = [2, 0, 3, 1, 4] {result_layout = dense<[4, 2, 0, 3, 1]> : tensor<5xindex>, xla_shape = "f32[3,8,2,16,16]{4,2,0,3,1}"} : (tensor<8x16x3x2x16xf32>) -> tensor<3x8x2x16x16xf32>
    %95 = stablehlo.slice %94 [0:1, 0:8, 0:2, 0:16, 0:16] : (tensor<3x8x2x16x16xf32>) -> tensor<1x8x2x16x16xf32>
    %96 = stablehlo.reshape %95 : (tensor<1x8x2x16x16xf32>) -> tensor<8x2x16x16xf32>
    %97 = stablehlo.multiply %96, %cst_5 : tensor<8x2x16x16xf32>
    %98 = stablehlo.reshape %97 : (tensor<8x2x16x16xf32>) -> tensor<16x16x16xf32>
    %99 = stablehlo.slice %94 [1:2, 0:8, 0:2, 0:16, 0:16] : (tensor<3x8x2x16x16xf32>) -> tensor<1x8x2x16x16xf32>
    %100 = stablehlo.reshape %99 : (tensor<1x8x2x16x16xf32>) -> tensor<8x2x16x16xf32>
    %101 = stablehlo.transpose %100, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[8,2,16,16]{2,3,1,0}"} : (tensor<8x2x16x16xf32>) -> tensor<8x2x16x16xf32>
    %102 = stablehlo.reshape %101 : (tensor<8x2x16x16xf32>) -> tensor<16x16x16xf32>
    %103 = stablehlo.dot_general %98, %102, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %104 = stablehlo.reshape %103 : (tensor<16x16x16xf32>) -> tensor<8x2x16x16xf32>
    %105 = stablehlo.convert %arg29 : (tensor<256xi64>) -> tensor<256xui32>
    %106 = "stablehlo.gather"(%arg30, %105) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<49x2xf32>, tensor<256xui32>) -> tensor<256x2xf32>
    %107 = stablehlo.reshape %106 : (tensor<256x2xf32>) -> tensor<16x16x2xf32>
    %108 = stablehlo.transpose %107, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[2,16,16]{0,2,1}"} : (tensor<16x16x2xf32>) -> tensor<2x16x16xf32>
    %109 = stablehlo.broadcast_in_dim %108, dims = [1, 2, 3] : (tensor<2x16x16xf32>) -> tensor<8x2x16x16xf32>
    %110 = stablehlo.add %104, %109 : tensor<8x2x16x16xf32>
    %111 = stablehlo.reshape %110 : (tensor<8x2x16x16xf32>) -> tensor<2x4x2x16x16xf32>
    %112 = stablehlo.broadcast_in_dim %arg28, dims = [1, 3, 4] : (tensor<4x16x16xf32>) -> tensor<2x4x2x16x16xf32>
    %113 = stablehlo.add %111, %112 : tensor<2x4x2x16x16xf32>
    %114 = stablehlo.reshape %113 : (tensor<2x4x2x16x16xf32>) -> tensor<8x2x16x16xf32>
    %115 = stablehlo.reduce(%114 init: %cst_8) applies stablehlo.maximum across dimensions = [3] : (tensor<8x2x16x16xf32>, tensor<f32>) -> tensor<8x2x16xf32>
    %116 = stablehlo.broadcast_in_dim %115, dims = [0, 1, 2] : (tensor<8x2x16xf32>) -> tensor<8x2x16x16xf32>
    %117 = stablehlo.subtract %114, %116 : tensor<8x2x16x16xf32>
    %118 = stablehlo.exponential %117 : tensor<8x2x16x16xf32>
    %119 = stablehlo.reduce(%118 init: %cst_9) applies stablehlo.add across dimensions = [3] : (tensor<8x2x16x16xf32>, tensor<f32>) -> tensor<8x2x16xf32>
    %120 = stablehlo.broadcast_in_dim %119, dims = [0, 1, 2] : (tensor<8x2x16xf32>) -> tensor<8x2x16x16xf32>
    %121 = stablehlo.divide %118, %120 : tensor<8x2x16x16xf32>
    %122 = stablehlo.reshape %121 : (tensor<8x2x16x16xf32>) -> tensor<16x16x16xf32>
    %123 = stablehlo.slice %94 [2:3, 0:8, 0:2, 0:16, 0:16] : (tensor<3x8x2x16x16xf32>) -> tensor<1x8x2x16x16xf32>
    %124 = stablehlo.reshape %123 : (tensor<1x8x2x16x16xf32>) -> tensor<16x16x16xf32>
    %125 = stablehlo.dot_general %122, %124, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %126 = stablehlo.reshape %125 : (tensor<16x16x16xf32>) -> tensor<8x2x16x16xf32>
    %127 = stablehlo.transpose %126, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[8,16,2,16]{3,1,2,0}"} : (tensor<8x2x16x16xf32>) -> tensor<8x16x2x16xf32>
    %128 = stablehlo.reshape %127 : (tensor<8x16x2x16xf32>) -> tensor<128x32xf32>
    %129 = stablehlo.transpose %arg8, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %130 = stablehlo.dot_general %128, %129, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x32xf32>, tensor<32x32xf32>) -> tensor<128x32xf32>
    %131 = stablehlo.broadcast_in_dim %arg7, dims = [1] : (tensor<32xf32>) -> tensor<128x32xf32>
    %132 = stablehlo.add %130, %131 : tensor<128x32xf32>
    %133 = stablehlo.reshape %132 : (tensor<128x32xf32>) -> tensor<2x2x2x4x4x32xf32>
    %134 = stablehlo.transpose %133, dims = [0, 1, 3, 2, 4, 5] {result_layout = dense<[5, 4, 2, 3, 1, 0]> : tensor<6xindex>, xla_shape = "f32[2,2,4,2,4,32]{5,4,2,3,1,0}"} : (tensor<2x2x2x4x4x32xf32>) -> tensor<2x2x4x2x4x32xf32>
    %135 = stablehlo.reshape %134 : (tensor<2x2x4x2x4x32xf32>) -> tensor<2x8x8x32xf32>
    %136 = "stablehlo.gather"(%135, %c) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 2, 3], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 2, 1, 8, 32>}> : (tensor<2x8x8x32xf32>, tensor<8xui32>) -> tensor<2x8x8x32xf32>
    %137 = "stablehlo.gather"(%136, %c) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 3], collapsed_slice_dims = [2], start_index_map = [2], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 2, 8, 1, 32>}> : (tensor<2x8x8x32xf32>, tensor<8xui32>) -> tensor<2x8x8x32xf32>
    %138 = stablehlo.reshape %137 : (tensor<2x8x8x32xf32>) -> tensor<2x64x32xf32>
    %139 = stablehlo.add %76, %138 : tensor<2x64x32xf32>
    %140 = stablehlo.reshape %139 : (tensor<2x64x32xf32>) -> tensor<1x128x32xf32>
    %output_16, %batch_mean_17, %batch_var_18 = "stablehlo.batch_norm_training"(%140, %cst_7, %cst_6) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x128x32xf32>, tensor<128xf32>, tensor<128xf32>) -> (tensor<1x128x32xf32>, tensor<128xf32>, tensor<128xf32>)
    %141 = stablehlo.broadcast_in_dim %arg31, dims = [2] : (tensor<32xf32>) -> tensor<2x64x32xf32>
    %142 = stablehlo.reshape %output_16 : (tensor<1x128x32xf32>) -> tensor<2x64x32xf32>
    %143 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<32xf32>) -> tensor<2x64x32xf32>
    %144 = stablehlo.multiply %142, %143 : tensor<2x64x32xf32>
    %145 = stablehlo.add %141, %144 : tensor<2x64x32xf32>
    %146 = stablehlo.reshape %145 : (tensor<2x64x32xf32>) -> tensor<128x32xf32>
    %147 = stablehlo.transpose %arg5, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %148 = stablehlo.dot_general %146, %147, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x32xf32>, tensor<32x128xf32>) -> tensor<128x128xf32>
    %149 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<128xf32>) -> tensor<128x128xf32>
    %150 = stablehlo.add %148, %149 : tensor<128x128xf32>
    %151 = stablehlo.reshape %150 : (tensor<128x128xf32>) -> tensor<2x64x128xf32>
    %152 = stablehlo.multiply %151, %cst_4 : tensor<2x64x128xf32>
    %153 = stablehlo.multiply %151, %cst_3 : tensor<2x64x128xf32>
    %154 = stablehlo.custom_call @mhlo.erf(%153) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x64x128xf32>) -> tensor<2x64x128xf32>
    %155 = stablehlo.add %154, %cst_2 : tensor<2x64x128xf32>
    %156 = stablehlo.multiply %152, %155 : tensor<2x64x128xf32>
    %157 = stablehlo.reshape %156 : (tensor<2x64x128xf32>) -> tensor<128x128xf32>
    %158 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,32]{0,1}"} : (tensor<32x128xf32>) -> tensor<128x32xf32>
    %159 = stablehlo.dot_general %157, %158, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x128xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %160 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<32xf32>) -> tensor<128x32xf32>
    %161 = stablehlo.add %159, %160 : tensor<128x32xf32>
    %162 = stablehlo.reshape %161 : (tensor<128x32xf32>) -> tensor<2x64x32xf32>
    %163 = stablehlo.add %139, %162 : tensor<2x64x32xf32>
    %164 = stablehlo.reshape %163 : (tensor<2x64x32xf32>) -> tensor<2x8x8x32xf32>
    %165 = stablehlo.slice %164 [0:2, 0:8:2, 0:8, 0:32] : (tensor<2x8x8x32xf32>) -> tensor<2x4x8x32xf32>
    %166 = stablehlo.slice %165 [0:2, 0:4, 0:8:2, 0:32] : (tensor<2x4x8x32xf32>) -> tensor<2x4x4x32xf32>
    %167 = stablehlo.slice %164 [0:2, 1:8:2, 0:8, 0:32] : (tensor<2x8x8x32xf32>) -> tensor<2x4x8x32xf32>
    %168 = stablehlo.slice %167 [0:2, 0:4, 0:8:2, 0:32] : (tensor<2x4x8x32xf32>) -> tensor<2x4x4x32xf32>
    %169 = stablehlo.slice %165 [0:2, 0:4, 1:8:2, 0:32] : (tensor<2x4x8x32xf32>) -> tensor<2x4x4x32xf32>
    %170 = stablehlo.slice %167 [0:2, 0:4, 1:8:2, 0:32] : (tensor<2x4x8x32xf32>) -> tensor<2x4x4x32xf32>
    %171 = stablehlo.concatenate %166, %168, %169, %170, dim = 3 : (tensor<2x4x4x32xf32>, tensor<2x4x4x32xf32>, tensor<2x4x4x32xf32>, tensor<2x4x4x32xf32>) -> tensor<2x4x4x128xf32>
    %172 = stablehlo.reshape %171 : (tensor<2x4x4x128xf32>) -> tensor<1x32x128xf32>
    %output_19, %batch_mean_20, %batch_var_21 = "stablehlo.batch_norm_training"(%172, %cst_0, %cst) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x32x128xf32>, tensor<32xf32>, tensor<32xf32>) -> (tensor<1x32x128xf32>, tensor<32xf32>, tensor<32xf32>)
    %173 = stablehlo.broadcast_in_dim %arg32, dims = [2] : (tensor<128xf32>) -> tensor<2x16x128xf32>
    %174 = stablehlo.reshape %output_19 : (tensor<1x32x128xf32>) -> tensor<2x16x128xf32>
    %175 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<128xf32>) -> tensor<2x16x128xf32>
    %176 = stablehlo.multiply %174, %175 : tensor<2x16x128xf32>
    %177 = stablehlo.add %173, %176 : tensor<2x16x128xf32>
    %178 = stablehlo.reshape %177 : (tensor<2x16x128xf32>) -> tensor<32x128xf32>
    %179 = stablehlo.transpose %arg0, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,64]{0,1}"} : (tensor<64x128xf32>) -> tensor<128x64xf32>
    %180 = stablehlo.dot_general %178, %179, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<128x64xf32>) -> tensor<32x64xf32>
    %181 = stablehlo.reshape %180 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    return %181 : tensor<2x16x64xf32>
  }
}
