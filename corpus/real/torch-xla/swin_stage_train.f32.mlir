module @IrToHlo.1203 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x16x64xf32>, %arg1: tensor<64x128xf32>, %arg2: tensor<128xf32>, %arg3: tensor<32xf32>, %arg4: tensor<32x128xf32>, %arg5: tensor<128xf32>, %arg6: tensor<128x32xf32>, %arg7: tensor<32xf32>, %arg8: tensor<32xf32>, %arg9: tensor<32x32xf32>, %arg10: tensor<96xf32>, %arg11: tensor<96x32xf32>, %arg12: tensor<32xf32>, %arg13: tensor<32xf32>, %arg14: tensor<32x128xf32>, %arg15: tensor<128xf32>, %arg16: tensor<128x32xf32>, %arg17: tensor<32xf32>, %arg18: tensor<32xf32>, %arg19: tensor<32x32xf32>, %arg20: tensor<96xf32>, %arg21: tensor<96x32xf32>, %arg22: tensor<32xf32>, %arg23: tensor<2x64x32xf32>, %arg24: tensor<32xf32>, %arg25: tensor<256xi64>, %arg26: tensor<49x2xf32>, %arg27: tensor<f32>, %arg28: tensor<32xf32>, %arg29: tensor<32xf32>, %arg30: tensor<4x16x16xf32>, %arg31: tensor<256xi64>, %arg32: tensor<49x2xf32>, %arg33: tensor<32xf32>, %arg34: tensor<128xf32>) -> (tensor<f32>, tensor<2x64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<49x2xf32>, tensor<96x32xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<49x2xf32>, tensor<96x32xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<128xf32>, tensor<128xf32>, tensor<64x128xf32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<49x2xf32>
    %cst_0 = stablehlo.constant dense<0.398942292> : tensor<2x64x128xf32>
    %cst_1 = stablehlo.constant dense<-5.000000e-01> : tensor<2x64x128xf32>
    %c = stablehlo.constant dense<"0xFFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000"> : tensor<2x4x8x32xi1>
    %c_2 = stablehlo.constant dense<"0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF0000000000000000000000000000000000000000000000000000000000000000FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF0000000000000000000000000000000000000000000000000000000000000000FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF0000000000000000000000000000000000000000000000000000000000000000FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF0000000000000000000000000000000000000000000000000000000000000000FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF0000000000000000000000000000000000000000000000000000000000000000FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF0000000000000000000000000000000000000000000000000000000000000000FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF0000000000000000000000000000000000000000000000000000000000000000FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF0000000000000000000000000000000000000000000000000000000000000000"> : tensor<2x8x8x32xi1>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x8x32xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<2x4x8x32xf32>
    %c_5 = stablehlo.constant dense<"0x00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF"> : tensor<2x4x8x32xi1>
    %c_6 = stablehlo.constant dense<"0x0000000000000000000000000000000000000000000000000000000000000000FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF0000000000000000000000000000000000000000000000000000000000000000FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF0000000000000000000000000000000000000000000000000000000000000000FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF0000000000000000000000000000000000000000000000000000000000000000FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF0000000000000000000000000000000000000000000000000000000000000000FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF0000000000000000000000000000000000000000000000000000000000000000FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF0000000000000000000000000000000000000000000000000000000000000000FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF0000000000000000000000000000000000000000000000000000000000000000FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF"> : tensor<2x8x8x32xi1>
    %cst_7 = stablehlo.constant dense<9.99999974E-6> : tensor<128xf32>
    %cst_8 = stablehlo.constant dense<9.99999974E-6> : tensor<32xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<32xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<32xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<2x64x128xf32>
    %cst_12 = stablehlo.constant dense<0.707106769> : tensor<2x64x128xf32>
    %cst_13 = stablehlo.constant dense<5.000000e-01> : tensor<2x64x128xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<128xf32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<128xf32>
    %cst_16 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %arg24, dims = [2] : (tensor<32xf32>) -> tensor<2x64x32xf32>
    %1 = stablehlo.reshape %arg23 : (tensor<2x64x32xf32>) -> tensor<1x128x32xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%1, %cst_15, %cst_14) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x128x32xf32>, tensor<128xf32>, tensor<128xf32>) -> (tensor<1x128x32xf32>, tensor<128xf32>, tensor<128xf32>)
    %2 = stablehlo.reshape %output : (tensor<1x128x32xf32>) -> tensor<2x64x32xf32>
    %3 = stablehlo.broadcast_in_dim %arg22, dims = [2] : (tensor<32xf32>) -> tensor<2x64x32xf32>
    %4 = stablehlo.multiply %2, %3 : tensor<2x64x32xf32>
    %5 = stablehlo.add %0, %4 : tensor<2x64x32xf32>
    %6 = stablehlo.reshape %5 : (tensor<2x64x32xf32>) -> tensor<2x2x4x2x4x32xf32>
    %7 = stablehlo.transpose %6, dims = [0, 1, 3, 2, 4, 5] {result_layout = dense<[5, 4, 2, 3, 1, 0]> : tensor<6xindex>, xla_shape = "f32[2,2,2,4,4,32]{5,4,2,3,1,0}"} : (tensor<2x2x4x2x4x32xf32>) -> tensor<2x2x2x4x4x32xf32>
    %8 = stablehlo.reshape %7 : (tensor<2x2x2x4x4x32xf32>) -> tensor<128x32xf32>
    %9 = stablehlo.transpose %arg21, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,96]{0,1}"} : (tensor<96x32xf32>) -> tensor<32x96xf32>
    %10 = stablehlo.dot_general %8, %9, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x32xf32>, tensor<32x96xf32>) -> tensor<128x96xf32>
    %11 = stablehlo.reshape %10 : (tensor<128x96xf32>) -> tensor<8x16x96xf32>
    %12 = stablehlo.broadcast_in_dim %arg20, dims = [2] : (tensor<96xf32>) -> tensor<8x16x96xf32>
    %13 = stablehlo.add %11, %12 : tensor<8x16x96xf32>
    %14 = stablehlo.reshape %13 : (tensor<8x16x96xf32>) -> tensor<8x16x3x2x16xf32>
    %15 = stablehlo.transpose %14, dims = [2, 0, 3, 1, 4] {result_layout = dense<[4, 2, 0, 3, 1]> : tensor<5xindex>, xla_shape = "f32[3,8,2,16,16]{4,2,0,3,1}"} : (tensor<8x16x3x2x16xf32>) -> tensor<3x8x2x16x16xf32>
    %16 = stablehlo.slice %15 [0:1, 0:8, 0:2, 0:16, 0:16] : (tensor<3x8x2x16x16xf32>) -> tensor<1x8x2x16x16xf32>
    %17 = stablehlo.reshape %16 : (tensor<1x8x2x16x16xf32>) -> tensor<8x2x16x16xf32>
    %18 = stablehlo.broadcast_in_dim %arg27, dims = [] : (tensor<f32>) -> tensor<8x2x16x16xf32>
    %19 = stablehlo.multiply %17, %18 : tensor<8x2x16x16xf32>
    %20 = stablehlo.reshape %19 : (tensor<8x2x16x16xf32>) -> tensor<16x16x16xf32>
    %21 = stablehlo.slice %15 [1:2, 0:8, 0:2, 0:16, 0:16] : (tensor<3x8x2x16x16xf32>) -> tensor<1x8x2x16x16xf32>
    %22 = stablehlo.reshape %21 : (tensor<1x8x2x16x16xf32>) -> tensor<8x2x16x16xf32>
    %23 = stablehlo.transpose %22, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[8,2,16,16]{2,3,1,0}"} : (tensor<8x2x16x16xf32>) -> tensor<8x2x16x16xf32>
    %24 = stablehlo.reshape %23 : (tensor<8x2x16x16xf32>) -> tensor<16x16x16xf32>
    %25 = stablehlo.dot_general %20, %24, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %26 = stablehlo.reshape %25 : (tensor<16x16x16xf32>) -> tensor<8x2x16x16xf32>
    %27 = stablehlo.convert %arg25 : (tensor<256xi64>) -> tensor<256xui32>
    %28 = "stablehlo.gather"(%arg26, %27) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<49x2xf32>, tensor<256xui32>) -> tensor<256x2xf32>
    %29 = stablehlo.reshape %28 : (tensor<256x2xf32>) -> tensor<16x16x2xf32>
    %30 = stablehlo.transpose %29, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[2,16,16]{0,2,1}"} : (tensor<16x16x2xf32>) -> tensor<2x16x16xf32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [1, 2, 3] : (tensor<2x16x16xf32>) -> tensor<8x2x16x16xf32>
    %32 = stablehlo.add %26, %31 : tensor<8x2x16x16xf32>
    %33 = stablehlo.reduce(%32 init: %cst_16) applies stablehlo.maximum across dimensions = [3] : (tensor<8x2x16x16xf32>, tensor<f32>) -> tensor<8x2x16xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2] : (tensor<8x2x16xf32>) -> tensor<8x2x16x16xf32>
    %35 = stablehlo.subtract %32, %34 : tensor<8x2x16x16xf32>
    %36 = stablehlo.exponential %35 : tensor<8x2x16x16xf32>
    %37 = stablehlo.reduce(%36 init: %cst_17) applies stablehlo.add across dimensions = [3] : (tensor<8x2x16x16xf32>, tensor<f32>) -> tensor<8x2x16xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2] : (tensor<8x2x16xf32>) -> tensor<8x2x16x16xf32>
    %39 = stablehlo.divide %36, %38 : tensor<8x2x16x16xf32>
    %40 = stablehlo.reshape %39 : (tensor<8x2x16x16xf32>) -> tensor<16x16x16xf32>
    %41 = stablehlo.slice %15 [2:3, 0:8, 0:2, 0:16, 0:16] : (tensor<3x8x2x16x16xf32>) -> tensor<1x8x2x16x16xf32>
    %42 = stablehlo.reshape %41 : (tensor<1x8x2x16x16xf32>) -> tensor<16x16x16xf32>
    %43 = stablehlo.dot_general %40, %42, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %44 = stablehlo.reshape %43 : (tensor<16x16x16xf32>) -> tensor<8x2x16x16xf32>
    %45 = stablehlo.transpose %44, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[8,16,2,16]{3,1,2,0}"} : (tensor<8x2x16x16xf32>) -> tensor<8x16x2x16xf32>
    %46 = stablehlo.reshape %45 : (tensor<8x16x2x16xf32>) -> tensor<128x32xf32>
    %47 = stablehlo.transpose %arg19, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %48 = stablehlo.dot_general %46, %47, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x32xf32>, tensor<32x32xf32>) -> tensor<128x32xf32>
    %49 = stablehlo.reshape %48 : (tensor<128x32xf32>) -> tensor<8x16x32xf32>
    %50 = stablehlo.broadcast_in_dim %arg18, dims = [2] : (tensor<32xf32>) -> tensor<8x16x32xf32>
    %51 = stablehlo.add %49, %50 : tensor<8x16x32xf32>
    %52 = stablehlo.reshape %51 : (tensor<8x16x32xf32>) -> tensor<2x2x2x4x4x32xf32>
    %53 = stablehlo.transpose %52, dims = [0, 1, 3, 2, 4, 5] {result_layout = dense<[5, 4, 2, 3, 1, 0]> : tensor<6xindex>, xla_shape = "f32[2,2,4,2,4,32]{5,4,2,3,1,0}"} : (tensor<2x2x2x4x4x32xf32>) -> tensor<2x2x4x2x4x32xf32>
    %54 = stablehlo.reshape %53 : (tensor<2x2x4x2x4x32xf32>) -> tensor<2x64x32xf32>
    %55 = stablehlo.add %arg23, %54 : tensor<2x64x32xf32>
    %56 = stablehlo.broadcast_in_dim %arg28, dims = [2] : (tensor<32xf32>) -> tensor<2x64x32xf32>
    %57 = stablehlo.reshape %55 : (tensor<2x64x32xf32>) -> tensor<1x128x32xf32>
    %output_18, %batch_mean_19, %batch_var_20 = "stablehlo.batch_norm_training"(%57, %cst_15, %cst_14) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x128x32xf32>, tensor<128xf32>, tensor<128xf32>) -> (tensor<1x128x32xf32>, tensor<128xf32>, tensor<128xf32>)
    %58 = stablehlo.reshape %output_18 : (tensor<1x128x32xf32>) -> tensor<2x64x32xf32>
    %59 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<32xf32>) -> tensor<2x64x32xf32>
    %60 = stablehlo.multiply %58, %59 : tensor<2x64x32xf32>
    %61 = stablehlo.add %56, %60 : tensor<2x64x32xf32>
    %62 = stablehlo.reshape %61 : (tensor<2x64x32xf32>) -> tensor<128x32xf32>
    %63 = stablehlo.transpose %arg16, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %64 = stablehlo.dot_general %62, %63, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x32xf32>, tensor<32x128xf32>) -> tensor<128x128xf32>
    %65 = stablehlo.reshape %64 : (tensor<128x128xf32>) -> tensor<2x64x128xf32>
    %66 = stablehlo.broadcast_in_dim %arg15, dims = [2] : (tensor<128xf32>) -> tensor<2x64x128xf32>
    %67 = stablehlo.add %65, %66 : tensor<2x64x128xf32>
    %68 = stablehlo.multiply %67, %cst_13 : tensor<2x64x128xf32>
    %69 = stablehlo.multiply %67, %cst_12 : tensor<2x64x128xf32>
    %70 = stablehlo.custom_call @mhlo.erf(%69) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x64x128xf32>) -> tensor<2x64x128xf32>
    %71 = stablehlo.add %70, %cst_11 : tensor<2x64x128xf32>
    %72 = stablehlo.multiply %68, %71 : tensor<2x64x128xf32>
    %73 = stablehlo.reshape %72 : (tensor<2x64x128xf32>) -> tensor<128x128xf32>
    %74 = stablehlo.transpose %arg14, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,32]{0,1}"} : (tensor<32x128xf32>) -> tensor<128x32xf32>
    %75 = stablehlo.dot_general %73, %74, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x128xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %76 = stablehlo.reshape %75 : (tensor<128x32xf32>) -> tensor<2x64x32xf32>
    %77 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<32xf32>) -> tensor<2x64x32xf32>
    %78 = stablehlo.add %76, %77 : tensor<2x64x32xf32>
    %79 = stablehlo.add %55, %78 : tensor<2x64x32xf32>
    %80 = stablehlo.broadcast_in_dim %arg29, dims = [2] : (tensor<32xf32>) -> tensor<2x64x32xf32>
    %81 = stablehlo.reshape %79 : (tensor<2x64x32xf32>) -> tensor<1x128x32xf32>
    %output_21, %batch_mean_22, %batch_var_23 = "stablehlo.batch_norm_training"(%81, %cst_15, %cst_14) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x128x32xf32>, tensor<128xf32>, tensor<128xf32>) -> (tensor<1x128x32xf32>, tensor<128xf32>, tensor<128xf32>)
    %82 = stablehlo.reshape %output_21 : (tensor<1x128x32xf32>) -> tensor<2x64x32xf32>
    %83 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<32xf32>) -> tensor<2x64x32xf32>
    %84 = stablehlo.multiply %82, %83 : tensor<2x64x32xf32>
    %85 = stablehlo.add %80, %84 : tensor<2x64x32xf32>
    %86 = stablehlo.reshape %85 : (tensor<2x64x32xf32>) -> tensor<2x8x8x32xf32>
    %87 = stablehlo.concatenate %86, %86, dim = 1 : (tensor<2x8x8x32xf32>, tensor<2x8x8x32xf32>) -> tensor<2x16x8x32xf32>
    %88 = stablehlo.slice %87 [0:2, 2:10, 0:8, 0:32] : (tensor<2x16x8x32xf32>) -> tensor<2x8x8x32xf32>
    %89 = stablehlo.concatenate %88, %88, dim = 2 : (tensor<2x8x8x32xf32>, tensor<2x8x8x32xf32>) -> tensor<2x8x16x32xf32>
    %90 = stablehlo.slice %89 [0:2, 0:8, 2:10, 0:32] : (tensor<2x8x16x32xf32>) -> tensor<2x8x8x32xf32>
    %91 = stablehlo.reshape %90 : (tensor<2x8x8x32xf32>) -> tensor<2x2x4x2x4x32xf32>
    %92 = stablehlo.transpose %91, dims = [0, 1, 3, 2, 4, 5] {result_layout = dense<[5, 4, 2, 3, 1, 0]> : tensor<6xindex>, xla_shape = "f32[2,2,2,4,4,32]{5,4,2,3,1,0}"} : (tensor<2x2x4x2x4x32xf32>) -> tensor<2x2x2x4x4x32xf32>
    %93 = stablehlo.reshape %92 : (tensor<2x2x2x4x4x32xf32>) -> tensor<128x32xf32>
    %94 = stablehlo.transpose %arg11, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,96]{0,1}"} : (tensor<96x32xf32>) -> tensor<32x96xf32>
    %95 = stablehlo.dot_general %93, %94, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x32xf32>, tensor<32x96xf32>) -> tensor<128x96xf32>
    %96 = stablehlo.reshape %95 : (tensor<128x96xf32>) -> tensor<8x16x96xf32>
    %97 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<96xf32>) -> tensor<8x16x96xf32>
    %98 = stablehlo.add %96, %97 : tensor<8x16x96xf32>
    %99 = stablehlo.reshape %98 : (tensor<8x16x96xf32>) -> tensor<8x16x3x2x16xf32>
    %100 = stablehlo.transpose %99, dims = [2, 0, 3, 1, 4] {result_layout = dense<[4, 2, 0, 3, 1]> : tensor<5xindex>, xla_shape = "f32[3,8,2,16,16]{4,2,0,3,1}"} : (tensor<8x16x3x2x16xf32>) -> tensor<3x8x2x16x16xf32>
    %101 = stablehlo.slice %100 [0:1, 0:8, 0:2, 0:16, 0:16] : (tensor<3x8x2x16x16xf32>) -> tensor<1x8x2x16x16xf32>
    %102 = stablehlo.reshape %101 : (tensor<1x8x2x16x16xf32>) -> tensor<8x2x16x16xf32>
    %103 = stablehlo.multiply %102, %18 : tensor<8x2x16x16xf32>
    %104 = stablehlo.reshape %103 : (tensor<8x2x16x16xf32>) -> tensor<16x16x16xf32>
    %105 = stablehlo.slice %100 [1:2, 0:8, 0:2, 0:16, 0:16] : (tensor<3x8x2x16x16xf32>) -> tensor<1x8x2x16x16xf32>
    %106 = stablehlo.reshape %105 : (tensor<1x8x2x16x16xf32>) -> tensor<8x2x16x16xf32>
    %107 = stablehlo.transpose %106, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[8,2,16,16]{2,3,1,0}"} : (tensor<8x2x16x16xf32>) -> tensor<8x2x16x16xf32>
    %108 = stablehlo.reshape %107 : (tensor<8x2x16x16xf32>) -> tensor<16x16x16xf32>
    %109 = stablehlo.dot_general %104, %108, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %110 = stablehlo.reshape %109 : (tensor<16x16x16xf32>) -> tensor<8x2x16x16xf32>
    %111 = stablehlo.convert %arg31 : (tensor<256xi64>) -> tensor<256xui32>
    %112 = "stablehlo.gather"(%arg32, %111) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<49x2xf32>, tensor<256xui32>) -> tensor<256x2xf32>
    %113 = stablehlo.reshape %112 : (tensor<256x2xf32>) -> tensor<16x16x2xf32>
    %114 = stablehlo.transpose %113, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[2,16,16]{0,2,1}"} : (tensor<16x16x2xf32>) -> tensor<2x16x16xf32>
    %115 = stablehlo.broadcast_in_dim %114, dims = [1, 2, 3] : (tensor<2x16x16xf32>) -> tensor<8x2x16x16xf32>
    %116 = stablehlo.add %110, %115 : tensor<8x2x16x16xf32>
    %117 = stablehlo.reshape %116 : (tensor<8x2x16x16xf32>) -> tensor<2x4x2x16x16xf32>
    %118 = stablehlo.broadcast_in_dim %arg30, dims = [1, 3, 4] : (tensor<4x16x16xf32>) -> tensor<2x4x2x16x16xf32>
    %119 = stablehlo.add %117, %118 : tensor<2x4x2x16x16xf32>
    %120 = stablehlo.reshape %119 : (tensor<2x4x2x16x16xf32>) -> tensor<8x2x16x16xf32>
    %121 = stablehlo.reduce(%120 init: %cst_16) applies stablehlo.maximum across dimensions = [3] : (tensor<8x2x16x16xf32>, tensor<f32>) -> tensor<8x2x16xf32>
    %122 = stablehlo.broadcast_in_dim %121, dims = [0, 1, 2] : (tensor<8x2x16xf32>) -> tensor<8x2x16x16xf32>
    %123 = stablehlo.subtract %120, %122 : tensor<8x2x16x16xf32>
    %124 = stablehlo.exponential %123 : tensor<8x2x16x16xf32>
    %125 = stablehlo.reduce(%124 init: %cst_17) applies stablehlo.add across dimensions = [3] : (tensor<8x2x16x16xf32>, tensor<f32>) -> tensor<8x2x16xf32>
    %126 = stablehlo.broadcast_in_dim %125, dims = [0, 1, 2] : (tensor<8x2x16xf32>) -> tensor<8x2x16x16xf32>
    %127 = stablehlo.divide %124, %126 : tensor<8x2x16x16xf32>
    %128 = stablehlo.reshape %127 : (tensor<8x2x16x16xf32>) -> tensor<16x16x16xf32>
    %129 = stablehlo.slice %100 [2:3, 0:8, 0:2, 0:16, 0:16] : (tensor<3x8x2x16x16xf32>) -> tensor<1x8x2x16x16xf32>
    %130 = stablehlo.reshape %129 : (tensor<1x8x2x16x16xf32>) -> tensor<16x16x16xf32>
    %131 = stablehlo.dot_general %128, %130, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %132 = stablehlo.reshape %131 : (tensor<16x16x16xf32>) -> tensor<8x2x16x16xf32>
    %133 = stablehlo.transpose %132, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[8,16,2,16]{3,1,2,0}"} : (tensor<8x2x16x16xf32>) -> tensor<8x16x2x16xf32>
    %134 = stablehlo.reshape %133 : (tensor<8x16x2x16xf32>) -> tensor<128x32xf32>
    %135 = stablehlo.transpose %arg9, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %136 = stablehlo.dot_general %134, %135, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x32xf32>, tensor<32x32xf32>) -> tensor<128x32xf32>
    %137 = stablehlo.reshape %136 : (tensor<128x32xf32>) -> tensor<8x16x32xf32>
    %138 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<32xf32>) -> tensor<8x16x32xf32>
    %139 = stablehlo.add %137, %138 : tensor<8x16x32xf32>
    %140 = stablehlo.reshape %139 : (tensor<8x16x32xf32>) -> tensor<2x2x2x4x4x32xf32>
    %141 = stablehlo.transpose %140, dims = [0, 1, 3, 2, 4, 5] {result_layout = dense<[5, 4, 2, 3, 1, 0]> : tensor<6xindex>, xla_shape = "f32[2,2,4,2,4,32]{5,4,2,3,1,0}"} : (tensor<2x2x2x4x4x32xf32>) -> tensor<2x2x4x2x4x32xf32>
    %142 = stablehlo.reshape %141 : (tensor<2x2x4x2x4x32xf32>) -> tensor<2x8x8x32xf32>
    %143 = stablehlo.concatenate %142, %142, dim = 1 : (tensor<2x8x8x32xf32>, tensor<2x8x8x32xf32>) -> tensor<2x16x8x32xf32>
    %144 = stablehlo.slice %143 [0:2, 6:14, 0:8, 0:32] : (tensor<2x16x8x32xf32>) -> tensor<2x8x8x32xf32>
    %145 = stablehlo.concatenate %144, %144, dim = 2 : (tensor<2x8x8x32xf32>, tensor<2x8x8x32xf32>) -> tensor<2x8x16x32xf32>
    %146 = stablehlo.slice %145 [0:2, 0:8, 6:14, 0:32] : (tensor<2x8x16x32xf32>) -> tensor<2x8x8x32xf32>
    %147 = stablehlo.reshape %146 : (tensor<2x8x8x32xf32>) -> tensor<2x64x32xf32>
    %148 = stablehlo.add %79, %147 : tensor<2x64x32xf32>
    %149 = stablehlo.broadcast_in_dim %arg33, dims = [2] : (tensor<32xf32>) -> tensor<2x64x32xf32>
    %150 = stablehlo.reshape %148 : (tensor<2x64x32xf32>) -> tensor<1x128x32xf32>
    %output_24, %batch_mean_25, %batch_var_26 = "stablehlo.batch_norm_training"(%150, %cst_15, %cst_14) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x128x32xf32>, tensor<128xf32>, tensor<128xf32>) -> (tensor<1x128x32xf32>, tensor<128xf32>, tensor<128xf32>)
    %151 = stablehlo.reshape %output_24 : (tensor<1x128x32xf32>) -> tensor<2x64x32xf32>
    %152 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<32xf32>) -> tensor<2x64x32xf32>
    %153 = stablehlo.multiply %151, %152 : tensor<2x64x32xf32>
    %154 = stablehlo.add %149, %153 : tensor<2x64x32xf32>
    %155 = stablehlo.reshape %154 : (tensor<2x64x32xf32>) -> tensor<128x32xf32>
    %156 = stablehlo.transpose %arg6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %157 = stablehlo.dot_general %155, %156, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x32xf32>, tensor<32x128xf32>) -> tensor<128x128xf32>
    %158 = stablehlo.reshape %157 : (tensor<128x128xf32>) -> tensor<2x64x128xf32>
    %159 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<128xf32>) -> tensor<2x64x128xf32>
    %160 = stablehlo.add %158, %159 : tensor<2x64x128xf32>
    %161 = stablehlo.multiply %160, %cst_13 : tensor<2x64x128xf32>
    %162 = stablehlo.multiply %160, %cst_12 : tensor<2x64x128xf32>
    %163 = stablehlo.custom_call @mhlo.erf(%162) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x64x128xf32>) -> tensor<2x64x128xf32>
    %164 = stablehlo.add %163, %cst_11 : tensor<2x64x128xf32>
    %165 = stablehlo.multiply %161, %164 : tensor<2x64x128xf32>
    %166 = stablehlo.reshape %165 : (tensor<2x64x128xf32>) -> tensor<128x128xf32>
    %167 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,32]{0,1}"} : (tensor<32x128xf32>) -> tensor<128x32xf32>
    %168 = stablehlo.dot_general %166, %167, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x128xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %169 = stablehlo.reshape %168 : (tensor<128x32xf32>) -> tensor<2x64x32xf32>
    %170 = stablehlo.broadcast_in_dim %arg3, dims = [2] : (tensor<32xf32>) -> tensor<2x64x32xf32>
    %171 = stablehlo.add %169, %170 : tensor<2x64x32xf32>
    %172 = stablehlo.add %148, %171 : tensor<2x64x32xf32>
    %173 = stablehlo.reshape %172 : (tensor<2x64x32xf32>) -> tensor<2x8x8x32xf32>
    %174 = stablehlo.slice %173 [0:2, 0:8:2, 0:8, 0:32] : (tensor<2x8x8x32xf32>) -> tensor<2x4x8x32xf32>
    %175 = stablehlo.slice %174 [0:2, 0:4, 0:8:2, 0:32] : (tensor<2x4x8x32xf32>) -> tensor<2x4x4x32xf32>
    %176 = stablehlo.slice %173 [0:2, 1:8:2, 0:8, 0:32] : (tensor<2x8x8x32xf32>) -> tensor<2x4x8x32xf32>
    %177 = stablehlo.slice %176 [0:2, 0:4, 0:8:2, 0:32] : (tensor<2x4x8x32xf32>) -> tensor<2x4x4x32xf32>
    %178 = stablehlo.slice %174 [0:2, 0:4, 1:8:2, 0:32] : (tensor<2x4x8x32xf32>) -> tensor<2x4x4x32xf32>
    %179 = stablehlo.slice %176 [0:2, 0:4, 1:8:2, 0:32] : (tensor<2x4x8x32xf32>) -> tensor<2x4x4x32xf32>
    %180 = stablehlo.concatenate %175, %177, %178, %179, dim = 3 : (tensor<2x4x4x32xf32>, tensor<2x4x4x32xf32>, tensor<2x4x4x32xf32>, tensor<2x4x4x32xf32>) -> tensor<2x4x4x128xf32>
    %181 = stablehlo.reshape %180 : (tensor<2x4x4x128xf32>) -> tensor<1x32x128xf32>
    %output_27, %batch_mean_28, %batch_var_29 = "stablehlo.batch_norm_training"(%181, %cst_10, %cst_9) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x32x128xf32>, tensor<32xf32>, tensor<32xf32>) -> (tensor<1x32x128xf32>, tensor<32xf32>, tensor<32xf32>)
    %182 = stablehlo.add %batch_var_29, %cst_8 : tensor<32xf32>
    %183 = stablehlo.rsqrt %182 : tensor<32xf32>
    %184 = stablehlo.divide %cst_10, %183 : tensor<32xf32>
    %185 = stablehlo.multiply %184, %184 : tensor<32xf32>
    %186 = stablehlo.subtract %185, %cst_8 : tensor<32xf32>
    %187 = stablehlo.reshape %arg0 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %188 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,64]{0,1}"} : (tensor<64x128xf32>) -> tensor<128x64xf32>
    %189 = stablehlo.dot_general %187, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x128xf32>) -> tensor<32x128xf32>
    %190 = stablehlo.reshape %189 : (tensor<32x128xf32>) -> tensor<2x16x128xf32>
    %191 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<128xf32>) -> tensor<2x16x128xf32>
    %192 = stablehlo.multiply %190, %191 : tensor<2x16x128xf32>
    %193 = stablehlo.reshape %192 : (tensor<2x16x128xf32>) -> tensor<1x32x128xf32>
    %grad_operand, %grad_scale, %grad_offset = "stablehlo.batch_norm_grad"(%181, %cst_10, %batch_mean_28, %186, %193) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x32x128xf32>) -> (tensor<1x32x128xf32>, tensor<32xf32>, tensor<32xf32>)
    %194 = stablehlo.add %batch_var_26, %cst_7 : tensor<128xf32>
    %195 = stablehlo.rsqrt %194 : tensor<128xf32>
    %196 = stablehlo.divide %cst_15, %195 : tensor<128xf32>
    %197 = stablehlo.multiply %196, %196 : tensor<128xf32>
    %198 = stablehlo.subtract %197, %cst_7 : tensor<128xf32>
    %199 = stablehlo.reshape %grad_operand : (tensor<1x32x128xf32>) -> tensor<2x4x4x128xf32>
    %200 = stablehlo.slice %199 [0:2, 0:4, 0:4, 96:128] : (tensor<2x4x4x128xf32>) -> tensor<2x4x4x32xf32>
    %201 = stablehlo.pad %200, %cst_17, low = [0, 0, 1, 0], high = [0, 0, 0, 0], interior = [0, 0, 1, 0] : (tensor<2x4x4x32xf32>, tensor<f32>) -> tensor<2x4x8x32xf32>
    %202 = stablehlo.select %c_5, %201, %cst_4 : tensor<2x4x8x32xi1>, tensor<2x4x8x32xf32>
    %203 = stablehlo.pad %202, %cst_17, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<2x4x8x32xf32>, tensor<f32>) -> tensor<2x8x8x32xf32>
    %204 = stablehlo.select %c_6, %203, %cst_3 : tensor<2x8x8x32xi1>, tensor<2x8x8x32xf32>
    %205 = stablehlo.slice %199 [0:2, 0:4, 0:4, 64:96] : (tensor<2x4x4x128xf32>) -> tensor<2x4x4x32xf32>
    %206 = stablehlo.pad %205, %cst_17, low = [0, 0, 1, 0], high = [0, 0, 0, 0], interior = [0, 0, 1, 0] : (tensor<2x4x4x32xf32>, tensor<f32>) -> tensor<2x4x8x32xf32>
    %207 = stablehlo.select %c_5, %206, %cst_4 : tensor<2x4x8x32xi1>, tensor<2x4x8x32xf32>
    %208 = stablehlo.pad %207, %cst_17, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<2x4x8x32xf32>, tensor<f32>) -> tensor<2x8x8x32xf32>
    %209 = stablehlo.select %c_2, %208, %cst_3 : tensor<2x8x8x32xi1>, tensor<2x8x8x32xf32>
    %210 = stablehlo.add %204, %209 : tensor<2x8x8x32xf32>
    %211 = stablehlo.slice %199 [0:2, 0:4, 0:4, 32:64] : (tensor<2x4x4x128xf32>) -> tensor<2x4x4x32xf32>
    %212 = stablehlo.pad %211, %cst_17, low = [0, 0, 0, 0], high = [0, 0, 1, 0], interior = [0, 0, 1, 0] : (tensor<2x4x4x32xf32>, tensor<f32>) -> tensor<2x4x8x32xf32>
    %213 = stablehlo.select %c, %212, %cst_4 : tensor<2x4x8x32xi1>, tensor<2x4x8x32xf32>
    %214 = stablehlo.pad %213, %cst_17, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<2x4x8x32xf32>, tensor<f32>) -> tensor<2x8x8x32xf32>
    %215 = stablehlo.select %c_6, %214, %cst_3 : tensor<2x8x8x32xi1>, tensor<2x8x8x32xf32>
    %216 = stablehlo.add %210, %215 : tensor<2x8x8x32xf32>
    %217 = stablehlo.slice %199 [0:2, 0:4, 0:4, 0:32] : (tensor<2x4x4x128xf32>) -> tensor<2x4x4x32xf32>
    %218 = stablehlo.pad %217, %cst_17, low = [0, 0, 0, 0], high = [0, 0, 1, 0], interior = [0, 0, 1, 0] : (tensor<2x4x4x32xf32>, tensor<f32>) -> tensor<2x4x8x32xf32>
    %219 = stablehlo.select %c, %218, %cst_4 : tensor<2x4x8x32xi1>, tensor<2x4x8x32xf32>
    %220 = stablehlo.pad %219, %cst_17, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<2x4x8x32xf32>, tensor<f32>) -> tensor<2x8x8x32xf32>
    %221 = stablehlo.select %c_2, %220, %cst_3 : tensor<2x8x8x32xi1>, tensor<2x8x8x32xf32>
    %222 = stablehlo.add %216, %221 : tensor<2x8x8x32xf32>
    %223 = stablehlo.reshape %222 : (tensor<2x8x8x32xf32>) -> tensor<2x64x32xf32>
    %224 = stablehlo.reshape %222 : (tensor<2x8x8x32xf32>) -> tensor<128x32xf32>
    %225 = stablehlo.dot_general %224, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x32xf32>, tensor<32x128xf32>) -> tensor<128x128xf32>
    %226 = stablehlo.reshape %225 : (tensor<128x128xf32>) -> tensor<2x64x128xf32>
    %227 = stablehlo.multiply %164, %cst_13 : tensor<2x64x128xf32>
    %228 = stablehlo.multiply %160, %160 : tensor<2x64x128xf32>
    %229 = stablehlo.multiply %228, %cst_1 : tensor<2x64x128xf32>
    %230 = stablehlo.exponential %229 : tensor<2x64x128xf32>
    %231 = stablehlo.multiply %160, %230 : tensor<2x64x128xf32>
    %232 = stablehlo.multiply %231, %cst_0 : tensor<2x64x128xf32>
    %233 = stablehlo.add %227, %232 : tensor<2x64x128xf32>
    %234 = stablehlo.multiply %226, %233 : tensor<2x64x128xf32>
    %235 = stablehlo.reshape %234 : (tensor<2x64x128xf32>) -> tensor<128x128xf32>
    %236 = stablehlo.dot_general %235, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x128xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %237 = stablehlo.reshape %236 : (tensor<128x32xf32>) -> tensor<2x64x32xf32>
    %238 = stablehlo.multiply %237, %152 : tensor<2x64x32xf32>
    %239 = stablehlo.reshape %238 : (tensor<2x64x32xf32>) -> tensor<1x128x32xf32>
    %grad_operand_30, %grad_scale_31, %grad_offset_32 = "stablehlo.batch_norm_grad"(%150, %cst_15, %batch_mean_25, %198, %239) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x128x32xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<1x128x32xf32>) -> (tensor<1x128x32xf32>, tensor<128xf32>, tensor<128xf32>)
    %240 = stablehlo.add %batch_var_23, %cst_7 : tensor<128xf32>
    %241 = stablehlo.rsqrt %240 : tensor<128xf32>
    %242 = stablehlo.divide %cst_15, %241 : tensor<128xf32>
    %243 = stablehlo.multiply %242, %242 : tensor<128xf32>
    %244 = stablehlo.subtract %243, %cst_7 : tensor<128xf32>
    %245 = stablehlo.reshape %grad_operand_30 : (tensor<1x128x32xf32>) -> tensor<2x64x32xf32>
    %246 = stablehlo.add %223, %245 : tensor<2x64x32xf32>
    %247 = stablehlo.reshape %246 : (tensor<2x64x32xf32>) -> tensor<2x8x8x32xf32>
    %248 = stablehlo.concatenate %247, %247, dim = 2 : (tensor<2x8x8x32xf32>, tensor<2x8x8x32xf32>) -> tensor<2x8x16x32xf32>
    %249 = stablehlo.slice %248 [0:2, 0:8, 2:10, 0:32] : (tensor<2x8x16x32xf32>) -> tensor<2x8x8x32xf32>
    %250 = stablehlo.concatenate %249, %249, dim = 1 : (tensor<2x8x8x32xf32>, tensor<2x8x8x32xf32>) -> tensor<2x16x8x32xf32>
    %251 = stablehlo.slice %250 [0:2, 2:10, 0:8, 0:32] : (tensor<2x16x8x32xf32>) -> tensor<2x8x8x32xf32>
    %252 = stablehlo.reshape %251 : (tensor<2x8x8x32xf32>) -> tensor<2x2x4x2x4x32xf32>
    %253 = stablehlo.transpose %252, dims = [0, 1, 3, 2, 4, 5] {result_layout = dense<[5, 4, 2, 3, 1, 0]> : tensor<6xindex>, xla_shape = "f32[2,2,2,4,4,32]{5,4,2,3,1,0}"} : (tensor<2x2x4x2x4x32xf32>) -> tensor<2x2x2x4x4x32xf32>
    %254 = stablehlo.reshape %253 : (tensor<2x2x2x4x4x32xf32>) -> tensor<8x16x32xf32>
    %255 = stablehlo.reshape %253 : (tensor<2x2x2x4x4x32xf32>) -> tensor<128x32xf32>
    %256 = stablehlo.dot_general %255, %arg9, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x32xf32>, tensor<32x32xf32>) -> tensor<128x32xf32>
    %257 = stablehlo.reshape %256 : (tensor<128x32xf32>) -> tensor<8x16x2x16xf32>
    %258 = stablehlo.transpose %257, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[8,2,16,16]{3,1,2,0}"} : (tensor<8x16x2x16xf32>) -> tensor<8x2x16x16xf32>
    %259 = stablehlo.reshape %258 : (tensor<8x2x16x16xf32>) -> tensor<16x16x16xf32>
    %260 = stablehlo.transpose %130, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[16,16,16]{1,2,0}"} : (tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %261 = stablehlo.dot_general %259, %260, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %262 = stablehlo.reshape %261 : (tensor<16x16x16xf32>) -> tensor<8x2x16x16xf32>
    %263 = stablehlo.multiply %262, %127 : tensor<8x2x16x16xf32>
    %264 = stablehlo.reduce(%263 init: %cst_17) applies stablehlo.add across dimensions = [3] : (tensor<8x2x16x16xf32>, tensor<f32>) -> tensor<8x2x16xf32>
    %265 = stablehlo.broadcast_in_dim %264, dims = [0, 1, 2] : (tensor<8x2x16xf32>) -> tensor<8x2x16x16xf32>
    %266 = stablehlo.subtract %262, %265 : tensor<8x2x16x16xf32>
    %267 = stablehlo.multiply %127, %266 : tensor<8x2x16x16xf32>
    %268 = stablehlo.reshape %267 : (tensor<8x2x16x16xf32>) -> tensor<16x16x16xf32>
    %269 = stablehlo.transpose %108, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[16,16,16]{1,2,0}"} : (tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %270 = stablehlo.dot_general %268, %269, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %271 = stablehlo.reshape %270 : (tensor<16x16x16xf32>) -> tensor<8x2x16x16xf32>
    %272 = stablehlo.multiply %271, %18 : tensor<8x2x16x16xf32>
    %273 = stablehlo.reshape %272 : (tensor<8x2x16x16xf32>) -> tensor<1x8x2x16x16xf32>
    %274 = stablehlo.transpose %104, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[16,16,16]{1,2,0}"} : (tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %275 = stablehlo.dot_general %274, %268, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %276 = stablehlo.reshape %275 : (tensor<16x16x16xf32>) -> tensor<8x2x16x16xf32>
    %277 = stablehlo.transpose %276, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[8,2,16,16]{2,3,1,0}"} : (tensor<8x2x16x16xf32>) -> tensor<8x2x16x16xf32>
    %278 = stablehlo.reshape %277 : (tensor<8x2x16x16xf32>) -> tensor<1x8x2x16x16xf32>
    %279 = stablehlo.transpose %128, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[16,16,16]{1,2,0}"} : (tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %280 = stablehlo.dot_general %279, %259, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %281 = stablehlo.reshape %280 : (tensor<16x16x16xf32>) -> tensor<1x8x2x16x16xf32>
    %282 = stablehlo.concatenate %273, %278, %281, dim = 0 : (tensor<1x8x2x16x16xf32>, tensor<1x8x2x16x16xf32>, tensor<1x8x2x16x16xf32>) -> tensor<3x8x2x16x16xf32>
    %283 = stablehlo.transpose %282, dims = [1, 3, 0, 2, 4] {result_layout = dense<[4, 1, 3, 0, 2]> : tensor<5xindex>, xla_shape = "f32[8,16,3,2,16]{4,1,3,0,2}"} : (tensor<3x8x2x16x16xf32>) -> tensor<8x16x3x2x16xf32>
    %284 = stablehlo.reshape %283 : (tensor<8x16x3x2x16xf32>) -> tensor<8x16x96xf32>
    %285 = stablehlo.reshape %283 : (tensor<8x16x3x2x16xf32>) -> tensor<128x96xf32>
    %286 = stablehlo.dot_general %285, %arg11, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x96xf32>, tensor<96x32xf32>) -> tensor<128x32xf32>
    %287 = stablehlo.reshape %286 : (tensor<128x32xf32>) -> tensor<2x2x2x4x4x32xf32>
    %288 = stablehlo.transpose %287, dims = [0, 1, 3, 2, 4, 5] {result_layout = dense<[5, 4, 2, 3, 1, 0]> : tensor<6xindex>, xla_shape = "f32[2,2,4,2,4,32]{5,4,2,3,1,0}"} : (tensor<2x2x2x4x4x32xf32>) -> tensor<2x2x4x2x4x32xf32>
    %289 = stablehlo.reshape %288 : (tensor<2x2x4x2x4x32xf32>) -> tensor<2x8x8x32xf32>
    %290 = stablehlo.concatenate %289, %289, dim = 2 : (tensor<2x8x8x32xf32>, tensor<2x8x8x32xf32>) -> tensor<2x8x16x32xf32>
    %291 = stablehlo.slice %290 [0:2, 0:8, 6:14, 0:32] : (tensor<2x8x16x32xf32>) -> tensor<2x8x8x32xf32>
    %292 = stablehlo.concatenate %291, %291, dim = 1 : (tensor<2x8x8x32xf32>, tensor<2x8x8x32xf32>) -> tensor<2x16x8x32xf32>
    %293 = stablehlo.slice %292 [0:2, 6:14, 0:8, 0:32] : (tensor<2x16x8x32xf32>) -> tensor<2x8x8x32xf32>
    %294 = stablehlo.reshape %293 : (tensor<2x8x8x32xf32>) -> tensor<2x64x32xf32>
    %295 = stablehlo.multiply %294, %83 : tensor<2x64x32xf32>
    %296 = stablehlo.reshape %295 : (tensor<2x64x32xf32>) -> tensor<1x128x32xf32>
    %grad_operand_33, %grad_scale_34, %grad_offset_35 = "stablehlo.batch_norm_grad"(%81, %cst_15, %batch_mean_22, %244, %296) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x128x32xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<1x128x32xf32>) -> (tensor<1x128x32xf32>, tensor<128xf32>, tensor<128xf32>)
    %297 = stablehlo.add %batch_var_20, %cst_7 : tensor<128xf32>
    %298 = stablehlo.rsqrt %297 : tensor<128xf32>
    %299 = stablehlo.divide %cst_15, %298 : tensor<128xf32>
    %300 = stablehlo.multiply %299, %299 : tensor<128xf32>
    %301 = stablehlo.subtract %300, %cst_7 : tensor<128xf32>
    %302 = stablehlo.reshape %grad_operand_33 : (tensor<1x128x32xf32>) -> tensor<2x64x32xf32>
    %303 = stablehlo.add %246, %302 : tensor<2x64x32xf32>
    %304 = stablehlo.reshape %303 : (tensor<2x64x32xf32>) -> tensor<128x32xf32>
    %305 = stablehlo.dot_general %304, %arg14, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x32xf32>, tensor<32x128xf32>) -> tensor<128x128xf32>
    %306 = stablehlo.reshape %305 : (tensor<128x128xf32>) -> tensor<2x64x128xf32>
    %307 = stablehlo.multiply %71, %cst_13 : tensor<2x64x128xf32>
    %308 = stablehlo.multiply %67, %67 : tensor<2x64x128xf32>
    %309 = stablehlo.multiply %308, %cst_1 : tensor<2x64x128xf32>
    %310 = stablehlo.exponential %309 : tensor<2x64x128xf32>
    %311 = stablehlo.multiply %67, %310 : tensor<2x64x128xf32>
    %312 = stablehlo.multiply %311, %cst_0 : tensor<2x64x128xf32>
    %313 = stablehlo.add %307, %312 : tensor<2x64x128xf32>
    %314 = stablehlo.multiply %306, %313 : tensor<2x64x128xf32>
    %315 = stablehlo.reshape %314 : (tensor<2x64x128xf32>) -> tensor<128x128xf32>
    %316 = stablehlo.dot_general %315, %arg16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x128xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %317 = stablehlo.reshape %316 : (tensor<128x32xf32>) -> tensor<2x64x32xf32>
    %318 = stablehlo.multiply %317, %59 : tensor<2x64x32xf32>
    %319 = stablehlo.reshape %318 : (tensor<2x64x32xf32>) -> tensor<1x128x32xf32>
    %grad_operand_36, %grad_scale_37, %grad_offset_38 = "stablehlo.batch_norm_grad"(%57, %cst_15, %batch_mean_19, %301, %319) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x128x32xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<1x128x32xf32>) -> (tensor<1x128x32xf32>, tensor<128xf32>, tensor<128xf32>)
    %320 = stablehlo.add %batch_var, %cst_7 : tensor<128xf32>
    %321 = stablehlo.rsqrt %320 : tensor<128xf32>
    %322 = stablehlo.divide %cst_15, %321 : tensor<128xf32>
    %323 = stablehlo.multiply %322, %322 : tensor<128xf32>
    %324 = stablehlo.subtract %323, %cst_7 : tensor<128xf32>
    %325 = stablehlo.reshape %grad_operand_36 : (tensor<1x128x32xf32>) -> tensor<2x64x32xf32>
    %326 = stablehlo.add %303, %325 : tensor<2x64x32xf32>
    %327 = stablehlo.reshape %326 : (tensor<2x64x32xf32>) -> tensor<2x2x4x2x4x32xf32>
    %328 = stablehlo.transpose %327, dims = [0, 1, 3, 2, 4, 5] {result_layout = dense<[5, 4, 2, 3, 1, 0]> : tensor<6xindex>, xla_shape = "f32[2,2,2,4,4,32]{5,4,2,3,1,0}"} : (tensor<2x2x4x2x4x32xf32>) -> tensor<2x2x2x4x4x32xf32>
    %329 = stablehlo.reshape %328 : (tensor<2x2x2x4x4x32xf32>) -> tensor<8x16x32xf32>
    %330 = stablehlo.reshape %328 : (tensor<2x2x2x4x4x32xf32>) -> tensor<128x32xf32>
    %331 = stablehlo.dot_general %330, %arg19, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x32xf32>, tensor<32x32xf32>) -> tensor<128x32xf32>
    %332 = stablehlo.reshape %331 : (tensor<128x32xf32>) -> tensor<8x16x2x16xf32>
    %333 = stablehlo.transpose %332, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[8,2,16,16]{3,1,2,0}"} : (tensor<8x16x2x16xf32>) -> tensor<8x2x16x16xf32>
    %334 = stablehlo.reshape %333 : (tensor<8x2x16x16xf32>) -> tensor<16x16x16xf32>
    %335 = stablehlo.transpose %42, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[16,16,16]{1,2,0}"} : (tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %336 = stablehlo.dot_general %334, %335, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %337 = stablehlo.reshape %336 : (tensor<16x16x16xf32>) -> tensor<8x2x16x16xf32>
    %338 = stablehlo.multiply %337, %39 : tensor<8x2x16x16xf32>
    %339 = stablehlo.reduce(%338 init: %cst_17) applies stablehlo.add across dimensions = [3] : (tensor<8x2x16x16xf32>, tensor<f32>) -> tensor<8x2x16xf32>
    %340 = stablehlo.broadcast_in_dim %339, dims = [0, 1, 2] : (tensor<8x2x16xf32>) -> tensor<8x2x16x16xf32>
    %341 = stablehlo.subtract %337, %340 : tensor<8x2x16x16xf32>
    %342 = stablehlo.multiply %39, %341 : tensor<8x2x16x16xf32>
    %343 = stablehlo.reshape %342 : (tensor<8x2x16x16xf32>) -> tensor<16x16x16xf32>
    %344 = stablehlo.transpose %24, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[16,16,16]{1,2,0}"} : (tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %345 = stablehlo.dot_general %343, %344, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %346 = stablehlo.reshape %345 : (tensor<16x16x16xf32>) -> tensor<8x2x16x16xf32>
    %347 = stablehlo.multiply %346, %18 : tensor<8x2x16x16xf32>
    %348 = stablehlo.reshape %347 : (tensor<8x2x16x16xf32>) -> tensor<1x8x2x16x16xf32>
    %349 = stablehlo.transpose %20, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[16,16,16]{1,2,0}"} : (tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %350 = stablehlo.dot_general %349, %343, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %351 = stablehlo.reshape %350 : (tensor<16x16x16xf32>) -> tensor<8x2x16x16xf32>
    %352 = stablehlo.transpose %351, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[8,2,16,16]{2,3,1,0}"} : (tensor<8x2x16x16xf32>) -> tensor<8x2x16x16xf32>
    %353 = stablehlo.reshape %352 : (tensor<8x2x16x16xf32>) -> tensor<1x8x2x16x16xf32>
    %354 = stablehlo.transpose %40, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[16,16,16]{1,2,0}"} : (tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %355 = stablehlo.dot_general %354, %334, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %356 = stablehlo.reshape %355 : (tensor<16x16x16xf32>) -> tensor<1x8x2x16x16xf32>
    %357 = stablehlo.concatenate %348, %353, %356, dim = 0 : (tensor<1x8x2x16x16xf32>, tensor<1x8x2x16x16xf32>, tensor<1x8x2x16x16xf32>) -> tensor<3x8x2x16x16xf32>
    %358 = stablehlo.transpose %357, dims = [1, 3, 0, 2, 4] {result_layout = dense<[4, 1, 3, 0, 2]> : tensor<5xindex>, xla_shape = "f32[8,16,3,2,16]{4,1,3,0,2}"} : (tensor<3x8x2x16x16xf32>) -> tensor<8x16x3x2x16xf32>
    %359 = stablehlo.reshape %358 : (tensor<8x16x3x2x16xf32>) -> tensor<8x16x96xf32>
    %360 = stablehlo.reshape %358 : (tensor<8x16x3x2x16xf32>) -> tensor<128x96xf32>
    %361 = stablehlo.dot_general %360, %arg21, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x96xf32>, tensor<96x32xf32>) -> tensor<128x32xf32>
    %362 = stablehlo.reshape %361 : (tensor<128x32xf32>) -> tensor<2x2x2x4x4x32xf32>
    %363 = stablehlo.transpose %362, dims = [0, 1, 3, 2, 4, 5] {result_layout = dense<[5, 4, 2, 3, 1, 0]> : tensor<6xindex>, xla_shape = "f32[2,2,4,2,4,32]{5,4,2,3,1,0}"} : (tensor<2x2x2x4x4x32xf32>) -> tensor<2x2x4x2x4x32xf32>
    %364 = stablehlo.reshape %363 : (tensor<2x2x4x2x4x32xf32>) -> tensor<2x64x32xf32>
    %365 = stablehlo.multiply %364, %3 : tensor<2x64x32xf32>
    %366 = stablehlo.reshape %365 : (tensor<2x64x32xf32>) -> tensor<1x128x32xf32>
    %grad_operand_39, %grad_scale_40, %grad_offset_41 = "stablehlo.batch_norm_grad"(%1, %cst_15, %batch_mean, %324, %366) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x128x32xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<1x128x32xf32>) -> (tensor<1x128x32xf32>, tensor<128xf32>, tensor<128xf32>)
    %367 = stablehlo.broadcast_in_dim %arg34, dims = [2] : (tensor<128xf32>) -> tensor<2x16x128xf32>
    %368 = stablehlo.reshape %output_27 : (tensor<1x32x128xf32>) -> tensor<2x16x128xf32>
    %369 = stablehlo.multiply %368, %191 : tensor<2x16x128xf32>
    %370 = stablehlo.add %367, %369 : tensor<2x16x128xf32>
    %371 = stablehlo.reshape %370 : (tensor<2x16x128xf32>) -> tensor<32x128xf32>
    %372 = stablehlo.dot_general %371, %188, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<128x64xf32>) -> tensor<32x64xf32>
    %373 = stablehlo.reshape %372 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %374 = stablehlo.multiply %373, %arg0 : tensor<2x16x64xf32>
    %375 = stablehlo.reduce(%374 init: %cst_17) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<f32>
    %376 = stablehlo.reshape %grad_operand_39 : (tensor<1x128x32xf32>) -> tensor<2x64x32xf32>
    %377 = stablehlo.add %326, %376 : tensor<2x64x32xf32>
    %378 = stablehlo.multiply %364, %2 : tensor<2x64x32xf32>
    %379 = stablehlo.reduce(%378 init: %cst_17) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x64x32xf32>, tensor<f32>) -> tensor<32xf32>
    %380 = stablehlo.reduce(%364 init: %cst_17) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x64x32xf32>, tensor<f32>) -> tensor<32xf32>
    %381 = stablehlo.reduce(%342 init: %cst_17) applies stablehlo.add across dimensions = [0] : (tensor<8x2x16x16xf32>, tensor<f32>) -> tensor<2x16x16xf32>
    %382 = stablehlo.transpose %381, dims = [1, 2, 0] {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, xla_shape = "f32[16,16,2]{1,0,2}"} : (tensor<2x16x16xf32>) -> tensor<16x16x2xf32>
    %383 = stablehlo.reshape %382 : (tensor<16x16x2xf32>) -> tensor<256x2xf32>
    %384 = "stablehlo.scatter"(%cst, %arg25, %383) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg35: tensor<f32>, %arg36: tensor<f32>):
      %436 = stablehlo.add %arg35, %arg36 : tensor<f32>
      stablehlo.return %436 : tensor<f32>
    }) : (tensor<49x2xf32>, tensor<256xi64>, tensor<256x2xf32>) -> tensor<49x2xf32>
    %385 = stablehlo.transpose %8, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %386 = stablehlo.dot_general %385, %360, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<128x96xf32>) -> tensor<32x96xf32>
    %387 = stablehlo.transpose %386, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[96,32]{0,1}"} : (tensor<32x96xf32>) -> tensor<96x32xf32>
    %388 = stablehlo.reduce(%359 init: %cst_17) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x96xf32>, tensor<f32>) -> tensor<96xf32>
    %389 = stablehlo.transpose %46, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %390 = stablehlo.dot_general %389, %330, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<128x32xf32>) -> tensor<32x32xf32>
    %391 = stablehlo.transpose %390, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %392 = stablehlo.reduce(%329 init: %cst_17) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %393 = stablehlo.multiply %317, %58 : tensor<2x64x32xf32>
    %394 = stablehlo.reduce(%393 init: %cst_17) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x64x32xf32>, tensor<f32>) -> tensor<32xf32>
    %395 = stablehlo.reduce(%317 init: %cst_17) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x64x32xf32>, tensor<f32>) -> tensor<32xf32>
    %396 = stablehlo.transpose %62, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %397 = stablehlo.dot_general %396, %315, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<128x128xf32>) -> tensor<32x128xf32>
    %398 = stablehlo.transpose %397, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,32]{0,1}"} : (tensor<32x128xf32>) -> tensor<128x32xf32>
    %399 = stablehlo.reduce(%314 init: %cst_17) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %400 = stablehlo.transpose %73, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,128]{0,1}"} : (tensor<128x128xf32>) -> tensor<128x128xf32>
    %401 = stablehlo.dot_general %400, %304, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x128xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %402 = stablehlo.transpose %401, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %403 = stablehlo.reduce(%303 init: %cst_17) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x64x32xf32>, tensor<f32>) -> tensor<32xf32>
    %404 = stablehlo.multiply %294, %82 : tensor<2x64x32xf32>
    %405 = stablehlo.reduce(%404 init: %cst_17) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x64x32xf32>, tensor<f32>) -> tensor<32xf32>
    %406 = stablehlo.reduce(%294 init: %cst_17) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x64x32xf32>, tensor<f32>) -> tensor<32xf32>
    %407 = stablehlo.reduce(%267 init: %cst_17) applies stablehlo.add across dimensions = [0] : (tensor<8x2x16x16xf32>, tensor<f32>) -> tensor<2x16x16xf32>
    %408 = stablehlo.transpose %407, dims = [1, 2, 0] {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, xla_shape = "f32[16,16,2]{1,0,2}"} : (tensor<2x16x16xf32>) -> tensor<16x16x2xf32>
    %409 = stablehlo.reshape %408 : (tensor<16x16x2xf32>) -> tensor<256x2xf32>
    %410 = "stablehlo.scatter"(%cst, %arg31, %409) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg35: tensor<f32>, %arg36: tensor<f32>):
      %436 = stablehlo.add %arg35, %arg36 : tensor<f32>
      stablehlo.return %436 : tensor<f32>
    }) : (tensor<49x2xf32>, tensor<256xi64>, tensor<256x2xf32>) -> tensor<49x2xf32>
    %411 = stablehlo.transpose %93, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %412 = stablehlo.dot_general %411, %285, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<128x96xf32>) -> tensor<32x96xf32>
    %413 = stablehlo.transpose %412, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[96,32]{0,1}"} : (tensor<32x96xf32>) -> tensor<96x32xf32>
    %414 = stablehlo.reduce(%284 init: %cst_17) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x96xf32>, tensor<f32>) -> tensor<96xf32>
    %415 = stablehlo.transpose %134, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %416 = stablehlo.dot_general %415, %255, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<128x32xf32>) -> tensor<32x32xf32>
    %417 = stablehlo.transpose %416, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %418 = stablehlo.reduce(%254 init: %cst_17) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %419 = stablehlo.multiply %237, %151 : tensor<2x64x32xf32>
    %420 = stablehlo.reduce(%419 init: %cst_17) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x64x32xf32>, tensor<f32>) -> tensor<32xf32>
    %421 = stablehlo.reduce(%237 init: %cst_17) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x64x32xf32>, tensor<f32>) -> tensor<32xf32>
    %422 = stablehlo.transpose %155, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %423 = stablehlo.dot_general %422, %235, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<128x128xf32>) -> tensor<32x128xf32>
    %424 = stablehlo.transpose %423, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,32]{0,1}"} : (tensor<32x128xf32>) -> tensor<128x32xf32>
    %425 = stablehlo.reduce(%234 init: %cst_17) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %426 = stablehlo.transpose %166, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,128]{0,1}"} : (tensor<128x128xf32>) -> tensor<128x128xf32>
    %427 = stablehlo.dot_general %426, %224, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x128xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %428 = stablehlo.transpose %427, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %429 = stablehlo.reduce(%223 init: %cst_17) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x64x32xf32>, tensor<f32>) -> tensor<32xf32>
    %430 = stablehlo.multiply %190, %368 : tensor<2x16x128xf32>
    %431 = stablehlo.reduce(%430 init: %cst_17) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x128xf32>, tensor<f32>) -> tensor<128xf32>
    %432 = stablehlo.reduce(%190 init: %cst_17) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x128xf32>, tensor<f32>) -> tensor<128xf32>
    %433 = stablehlo.transpose %371, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,32]{0,1}"} : (tensor<32x128xf32>) -> tensor<128x32xf32>
    %434 = stablehlo.dot_general %433, %187, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x32xf32>, tensor<32x64xf32>) -> tensor<128x64xf32>
    %435 = stablehlo.transpose %434, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,128]{0,1}"} : (tensor<128x64xf32>) -> tensor<64x128xf32>
    return %375, %377, %379, %380, %384, %387, %388, %391, %392, %394, %395, %398, %399, %402, %403, %405, %406, %410, %413, %414, %417, %418, %420, %421, %424, %425, %428, %429, %431, %432, %435 : tensor<f32>, tensor<2x64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<49x2xf32>, tensor<96x32xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<49x2xf32>, tensor<96x32xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<128xf32>, tensor<128xf32>, tensor<64x128xf32>
  }
}
