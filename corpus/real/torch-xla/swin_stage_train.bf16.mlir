module @IrToHlo.1247 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x16x64xbf16>, %arg1: tensor<64x128xbf16>, %arg2: tensor<128xbf16>, %arg3: tensor<32xbf16>, %arg4: tensor<32x128xbf16>, %arg5: tensor<128xbf16>, %arg6: tensor<128x32xbf16>, %arg7: tensor<32xbf16>, %arg8: tensor<32xbf16>, %arg9: tensor<32x32xbf16>, %arg10: tensor<96xbf16>, %arg11: tensor<96x32xbf16>, %arg12: tensor<32xbf16>, %arg13: tensor<32xbf16>, %arg14: tensor<32x128xbf16>, %arg15: tensor<128xbf16>, %arg16: tensor<128x32xbf16>, %arg17: tensor<32xbf16>, %arg18: tensor<32xbf16>, %arg19: tensor<32x32xbf16>, %arg20: tensor<96xbf16>, %arg21: tensor<96x32xbf16>, %arg22: tensor<32xbf16>, %arg23: tensor<2x64x32xbf16>, %arg24: tensor<32xbf16>, %arg25: tensor<256xi64>, %arg26: tensor<49x2xbf16>, %arg27: tensor<f32>, %arg28: tensor<32xbf16>, %arg29: tensor<32xbf16>, %arg30: tensor<4x16x16xbf16>, %arg31: tensor<256xi64>, %arg32: tensor<49x2xbf16>, %arg33: tensor<32xbf16>, %arg34: tensor<128xbf16>) -> (tensor<bf16>, tensor<2x64x32xbf16>, tensor<32xbf16>, tensor<32xbf16>, tensor<49x2xbf16>, tensor<96x32xbf16>, tensor<96xbf16>, tensor<32x32xbf16>, tensor<32xbf16>, tensor<32xbf16>, tensor<32xbf16>, tensor<128x32xbf16>, tensor<128xbf16>, tensor<32x128xbf16>, tensor<32xbf16>, tensor<32xbf16>, tensor<32xbf16>, tensor<49x2xbf16>, tensor<96x32xbf16>, tensor<96xbf16>, tensor<32x32xbf16>, tensor<32xbf16>, tensor<32xbf16>, tensor<32xbf16>, tensor<128x32xbf16>, tensor<128xbf16>, tensor<32x128xbf16>, tensor<32xbf16>, tensor<128xbf16>, tensor<128xbf16>, tensor<64x128xbf16>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<49x2xbf16>
    %cst_0 = stablehlo.constant dense<3.984380e-01> : tensor<2x64x128xbf16>
    %cst_1 = stablehlo.constant dense<-5.000000e-01> : tensor<2x64x128xbf16>
    %c = stablehlo.constant dense<"0xFFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000"> : tensor<2x4x8x32xi1>
    %c_2 = stablehlo.constant dense<"0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF0000000000000000000000000000000000000000000000000000000000000000FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF0000000000000000000000000000000000000000000000000000000000000000FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF0000000000000000000000000000000000000000000000000000000000000000FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF0000000000000000000000000000000000000000000000000000000000000000FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF0000000000000000000000000000000000000000000000000000000000000000FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF0000000000000000000000000000000000000000000000000000000000000000FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF0000000000000000000000000000000000000000000000000000000000000000FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF0000000000000000000000000000000000000000000000000000000000000000"> : tensor<2x8x8x32xi1>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x8x32xbf16>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<2x4x8x32xbf16>
    %c_5 = stablehlo.constant dense<"0x00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF"> : tensor<2x4x8x32xi1>
    %c_6 = stablehlo.constant dense<"0x0000000000000000000000000000000000000000000000000000000000000000FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF0000000000000000000000000000000000000000000000000000000000000000FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF0000000000000000000000000000000000000000000000000000000000000000FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF0000000000000000000000000000000000000000000000000000000000000000FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF0000000000000000000000000000000000000000000000000000000000000000FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF0000000000000000000000000000000000000000000000000000000000000000FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF0000000000000000000000000000000000000000000000000000000000000000FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF0000000000000000000000000000000000000000000000000000000000000000FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF"> : tensor<2x8x8x32xi1>
    %cst_7 = stablehlo.constant dense<1.001360e-05> : tensor<128xbf16>
    %cst_8 = stablehlo.constant dense<1.001360e-05> : tensor<32xbf16>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<32xbf16>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<32xbf16>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<2x64x128xbf16>
    %cst_12 = stablehlo.constant dense<7.070310e-01> : tensor<2x64x128xbf16>
    %cst_13 = stablehlo.constant dense<5.000000e-01> : tensor<2x64x128xbf16>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<128xbf16>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<128xbf16>
    %cst_16 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %arg24, dims = [2] : (tensor<32xbf16>) -> tensor<2x64x32xbf16>
    %1 = stablehlo.reshape %arg23 : (tensor<2x64x32xbf16>) -> tensor<1x128x32xbf16>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%1, %cst_15, %cst_14) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x128x32xbf16>, tensor<128xbf16>, tensor<128xbf16>) -> (tensor<1x128x32xbf16>, tensor<128xbf16>, tensor<128xbf16>)
    %2 = stablehlo.reshape %output : (tensor<1x128x32xbf16>) -> tensor<2x64x32xbf16>
    %3 = stablehlo.broadcast_in_dim %arg22, dims = [2] : (tensor<32xbf16>) -> tensor<2x64x32xbf16>
    %4 = stablehlo.multiply %2, %3 : tensor<2x64x32xbf16>
    %5 = stablehlo.add %0, %4 : tensor<2x64x32xbf16>
    %6 = stablehlo.reshape %5 : (tensor<2x64x32xbf16>) -> tensor<2x2x4x2x4x32xbf16>
    %7 = stablehlo.transpose %6, dims = [0, 1, 3, 2, 4, 5] {result_layout = dense<[5, 4, 2, 3, 1, 0]> : tensor<6xindex>, xla_shape = "bf16[2,2,2,4,4,32]{5,4,2,3,1,0}"} : (tensor<2x2x4x2x4x32xbf16>) -> tensor<2x2x2x4x4x32xbf16>
    %8 = stablehlo.reshape %7 : (tensor<2x2x2x4x4x32xbf16>) -> tensor<128x32xbf16>
    %9 = stablehlo.transpose %arg21, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[32,96]{0,1}"} : (tensor<96x32xbf16>) -> tensor<32x96xbf16>
    %10 = stablehlo.dot_general %8, %9, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x32xbf16>, tensor<32x96xbf16>) -> tensor<128x96xbf16>
    %11 = stablehlo.reshape %10 : (tensor<128x96xbf16>) -> tensor<8x16x96xbf16>
    %12 = stablehlo.broadcast_in_dim %arg20, dims = [2] : (tensor<96xbf16>) -> tensor<8x16x96xbf16>
    %13 = stablehlo.add %11, %12 : tensor<8x16x96xbf16>
    %14 = stablehlo.reshape %13 : (tensor<8x16x96xbf16>) -> tensor<8x16x3x2x16xbf16>
    %15 = stablehlo.transpose %14, dims = [2, 0, 3, 1, 4] {result_layout = dense<[4, 2, 0, 3, 1]> : tensor<5xindex>, xla_shape = "bf16[3,8,2,16,16]{4,2,0,3,1}"} : (tensor<8x16x3x2x16xbf16>) -> tensor<3x8x2x16x16xbf16>
    %16 = stablehlo.slice %15 [0:1, 0:8, 0:2, 0:16, 0:16] : (tensor<3x8x2x16x16xbf16>) -> tensor<1x8x2x16x16xbf16>
    %17 = stablehlo.reshape %16 : (tensor<1x8x2x16x16xbf16>) -> tensor<8x2x16x16xbf16>
    %18 = stablehlo.convert %17 : (tensor<8x2x16x16xbf16>) -> tensor<8x2x16x16xf32>
    %19 = stablehlo.broadcast_in_dim %arg27, dims = [] : (tensor<f32>) -> tensor<8x2x16x16xf32>
    %20 = stablehlo.multiply %18, %19 : tensor<8x2x16x16xf32>
    %21 = stablehlo.convert %20 : (tensor<8x2x16x16xf32>) -> tensor<8x2x16x16xbf16>
    %22 = stablehlo.reshape %21 : (tensor<8x2x16x16xbf16>) -> tensor<16x16x16xbf16>
    %23 = stablehlo.slice %15 [1:2, 0:8, 0:2, 0:16, 0:16] : (tensor<3x8x2x16x16xbf16>) -> tensor<1x8x2x16x16xbf16>
    %24 = stablehlo.reshape %23 : (tensor<1x8x2x16x16xbf16>) -> tensor<8x2x16x16xbf16>
    %25 = stablehlo.transpose %24, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "bf16[8,2,16,16]{2,3,1,0}"} : (tensor<8x2x16x16xbf16>) -> tensor<8x2x16x16xbf16>
    %26 = stablehlo.reshape %25 : (tensor<8x2x16x16xbf16>) -> tensor<16x16x16xbf16>
    %27 = stablehlo.dot_general %22, %26, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xbf16>, tensor<16x16x16xbf16>) -> tensor<16x16x16xbf16>
    %28 = stablehlo.reshape %27 : (tensor<16x16x16xbf16>) -> tensor<8x2x16x16xbf16>
    %29 = stablehlo.convert %arg25 : (tensor<256xi64>) -> tensor<256xui32>
    %30 = "stablehlo.gather"(%arg26, %29) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<49x2xbf16>, tensor<256xui32>) -> tensor<256x2xbf16>
    %31 = stablehlo.reshape %30 : (tensor<256x2xbf16>) -> tensor<16x16x2xbf16>
    %32 = stablehlo.transpose %31, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "bf16[2,16,16]{0,2,1}"} : (tensor<16x16x2xbf16>) -> tensor<2x16x16xbf16>
    %33 = stablehlo.broadcast_in_dim %32, dims = [1, 2, 3] : (tensor<2x16x16xbf16>) -> tensor<8x2x16x16xbf16>
    %34 = stablehlo.add %28, %33 : tensor<8x2x16x16xbf16>
    %35 = stablehlo.reduce(%34 init: %cst_16) applies stablehlo.maximum across dimensions = [3] : (tensor<8x2x16x16xbf16>, tensor<bf16>) -> tensor<8x2x16xbf16>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2] : (tensor<8x2x16xbf16>) -> tensor<8x2x16x16xbf16>
    %37 = stablehlo.subtract %34, %36 : tensor<8x2x16x16xbf16>
    %38 = stablehlo.exponential %37 : tensor<8x2x16x16xbf16>
    %39 = stablehlo.reduce(%38 init: %cst_17) applies stablehlo.add across dimensions = [3] : (tensor<8x2x16x16xbf16>, tensor<bf16>) -> tensor<8x2x16xbf16>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2] : (tensor<8x2x16xbf16>) -> tensor<8x2x16x16xbf16>
    %41 = stablehlo.divide %38, %40 : tensor<8x2x16x16xbf16>
    %42 = stablehlo.reshape %41 : (tensor<8x2x16x16xbf16>) -> tensor<16x16x16xbf16>
    %43 = stablehlo.slice %15 [2:3, 0:8, 0:2, 0:16, 0:16] : (tensor<3x8x2x16x16xbf16>) -> tensor<1x8x2x16x16xbf16>
    %44 = stablehlo.reshape %43 : (tensor<1x8x2x16x16xbf16>) -> tensor<16x16x16xbf16>
    %45 = stablehlo.dot_general %42, %44, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xbf16>, tensor<16x16x16xbf16>) -> tensor<16x16x16xbf16>
    %46 = stablehlo.reshape %45 : (tensor<16x16x16xbf16>) -> tensor<8x2x16x16xbf16>
    %47 = stablehlo.transpose %46, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[8,16,2,16]{3,1,2,0}"} : (tensor<8x2x16x16xbf16>) -> tensor<8x16x2x16xbf16>
    %48 = stablehlo.reshape %47 : (tensor<8x16x2x16xbf16>) -> tensor<128x32xbf16>
    %49 = stablehlo.transpose %arg19, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[32,32]{0,1}"} : (tensor<32x32xbf16>) -> tensor<32x32xbf16>
    %50 = stablehlo.dot_general %48, %49, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x32xbf16>, tensor<32x32xbf16>) -> tensor<128x32xbf16>
    %51 = stablehlo.reshape %50 : (tensor<128x32xbf16>) -> tensor<8x16x32xbf16>
    %52 = stablehlo.broadcast_in_dim %arg18, dims = [2] : (tensor<32xbf16>) -> tensor<8x16x32xbf16>
    %53 = stablehlo.add %51, %52 : tensor<8x16x32xbf16>
    %54 = stablehlo.reshape %53 : (tensor<8x16x32xbf16>) -> tensor<2x2x2x4x4x32xbf16>
    %55 = stablehlo.transpose %54, dims = [0, 1, 3, 2, 4, 5] {result_layout = dense<[5, 4, 2, 3, 1, 0]> : tensor<6xindex>, xla_shape = "bf16[2,2,4,2,4,32]{5,4,2,3,1,0}"} : (tensor<2x2x2x4x4x32xbf16>) -> tensor<2x2x4x2x4x32xbf16>
    %56 = stablehlo.reshape %55 : (tensor<2x2x4x2x4x32xbf16>) -> tensor<2x64x32xbf16>
    %57 = stablehlo.add %arg23, %56 : tensor<2x64x32xbf16>
    %58 = stablehlo.broadcast_in_dim %arg28, dims = [2] : (tensor<32xbf16>) -> tensor<2x64x32xbf16>
    %59 = stablehlo.reshape %57 : (tensor<2x64x32xbf16>) -> tensor<1x128x32xbf16>
    %output_18, %batch_mean_19, %batch_var_20 = "stablehlo.batch_norm_training"(%59, %cst_15, %cst_14) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x128x32xbf16>, tensor<128xbf16>, tensor<128xbf16>) -> (tensor<1x128x32xbf16>, tensor<128xbf16>, tensor<128xbf16>)
    %60 = stablehlo.reshape %output_18 : (tensor<1x128x32xbf16>) -> tensor<2x64x32xbf16>
    %61 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<32xbf16>) -> tensor<2x64x32xbf16>
    %62 = stablehlo.multiply %60, %61 : tensor<2x64x32xbf16>
    %63 = stablehlo.add %58, %62 : tensor<2x64x32xbf16>
    %64 = stablehlo.reshape %63 : (tensor<2x64x32xbf16>) -> tensor<128x32xbf16>
    %65 = stablehlo.transpose %arg16, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[32,128]{0,1}"} : (tensor<128x32xbf16>) -> tensor<32x128xbf16>
    %66 = stablehlo.dot_general %64, %65, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x32xbf16>, tensor<32x128xbf16>) -> tensor<128x128xbf16>
    %67 = stablehlo.reshape %66 : (tensor<128x128xbf16>) -> tensor<2x64x128xbf16>
    %68 = stablehlo.broadcast_in_dim %arg15, dims = [2] : (tensor<128xbf16>) -> tensor<2x64x128xbf16>
    %69 = stablehlo.add %67, %68 : tensor<2x64x128xbf16>
    %70 = stablehlo.multiply %69, %cst_13 : tensor<2x64x128xbf16>
    %71 = stablehlo.multiply %69, %cst_12 : tensor<2x64x128xbf16>
    %72 = stablehlo.custom_call @mhlo.erf(%71) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x64x128xbf16>) -> tensor<2x64x128xbf16>
    %73 = stablehlo.add %72, %cst_11 : tensor<2x64x128xbf16>
    %74 = stablehlo.multiply %70, %73 : tensor<2x64x128xbf16>
    %75 = stablehlo.reshape %74 : (tensor<2x64x128xbf16>) -> tensor<128x128xbf16>
    %76 = stablehlo.transpose %arg14, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[128,32]{0,1}"} : (tensor<32x128xbf16>) -> tensor<128x32xbf16>
    %77 = stablehlo.dot_general %75, %76, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x128xbf16>, tensor<128x32xbf16>) -> tensor<128x32xbf16>
    %78 = stablehlo.reshape %77 : (tensor<128x32xbf16>) -> tensor<2x64x32xbf16>
    %79 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<32xbf16>) -> tensor<2x64x32xbf16>
    %80 = stablehlo.add %78, %79 : tensor<2x64x32xbf16>
    %81 = stablehlo.add %57, %80 : tensor<2x64x32xbf16>
    %82 = stablehlo.broadcast_in_dim %arg29, dims = [2] : (tensor<32xbf16>) -> tensor<2x64x32xbf16>
    %83 = stablehlo.reshape %81 : (tensor<2x64x32xbf16>) -> tensor<1x128x32xbf16>
    %output_21, %batch_mean_22, %batch_var_23 = "stablehlo.batch_norm_training"(%83, %cst_15, %cst_14) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x128x32xbf16>, tensor<128xbf16>, tensor<128xbf16>) -> (tensor<1x128x32xbf16>, tensor<128xbf16>, tensor<128xbf16>)
    %84 = stablehlo.reshape %output_21 : (tensor<1x128x32xbf16>) -> tensor<2x64x32xbf16>
    %85 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<32xbf16>) -> tensor<2x64x32xbf16>
    %86 = stablehlo.multiply %84, %85 : tensor<2x64x32xbf16>
    %87 = stablehlo.add %82, %86 : tensor<2x64x32xbf16>
    %88 = stablehlo.reshape %87 : (tensor<2x64x32xbf16>) -> tensor<2x8x8x32xbf16>
    %89 = stablehlo.concatenate %88, %88, dim = 1 : (tensor<2x8x8x32xbf16>, tensor<2x8x8x32xbf16>) -> tensor<2x16x8x32xbf16>
    %90 = stablehlo.slice %89 [0:2, 2:10, 0:8, 0:32] : (tensor<2x16x8x32xbf16>) -> tensor<2x8x8x32xbf16>
    %91 = stablehlo.concatenate %90, %90, dim = 2 : (tensor<2x8x8x32xbf16>, tensor<2x8x8x32xbf16>) -> tensor<2x8x16x32xbf16>
    %92 = stablehlo.slice %91 [0:2, 0:8, 2:10, 0:32] : (tensor<2x8x16x32xbf16>) -> tensor<2x8x8x32xbf16>
    %93 = stablehlo.reshape %92 : (tensor<2x8x8x32xbf16>) -> tensor<2x2x4x2x4x32xbf16>
    %94 = stablehlo.transpose %93, dims = [0, 1, 3, 2, 4, 5] {result_layout = dense<[5, 4, 2, 3, 1, 0]> : tensor<6xindex>, xla_shape = "bf16[2,2,2,4,4,32]{5,4,2,3,1,0}"} : (tensor<2x2x4x2x4x32xbf16>) -> tensor<2x2x2x4x4x32xbf16>
    %95 = stablehlo.reshape %94 : (tensor<2x2x2x4x4x32xbf16>) -> tensor<128x32xbf16>
    %96 = stablehlo.transpose %arg11, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[32,96]{0,1}"} : (tensor<96x32xbf16>) -> tensor<32x96xbf16>
    %97 = stablehlo.dot_general %95, %96, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x32xbf16>, tensor<32x96xbf16>) -> tensor<128x96xbf16>
    %98 = stablehlo.reshape %97 : (tensor<128x96xbf16>) -> tensor<8x16x96xbf16>
    %99 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<96xbf16>) -> tensor<8x16x96xbf16>
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
    %115 = stablehlo.convert %arg31 : (tensor<256xi64>) -> tensor<256xui32>
    %116 = "stablehlo.gather"(%arg32, %115) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<49x2xbf16>, tensor<256xui32>) -> tensor<256x2xbf16>
    %117 = stablehlo.reshape %116 : (tensor<256x2xbf16>) -> tensor<16x16x2xbf16>
    %118 = stablehlo.transpose %117, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "bf16[2,16,16]{0,2,1}"} : (tensor<16x16x2xbf16>) -> tensor<2x16x16xbf16>
    %119 = stablehlo.broadcast_in_dim %118, dims = [1, 2, 3] : (tensor<2x16x16xbf16>) -> tensor<8x2x16x16xbf16>
    %120 = stablehlo.add %114, %119 : tensor<8x2x16x16xbf16>
    %121 = stablehlo.reshape %120 : (tensor<8x2x16x16xbf16>) -> tensor<2x4x2x16x16xbf16>
    %122 = stablehlo.broadcast_in_dim %arg30, dims = [1, 3, 4] : (tensor<4x16x16xbf16>) -> tensor<2x4x2x16x16xbf16>
    %123 = stablehlo.add %121, %122 : tensor<2x4x2x16x16xbf16>
    %124 = stablehlo.reshape %123 : (tensor<2x4x2x16x16xbf16>) -> tensor<8x2x16x16xbf16>
    %125 = stablehlo.reduce(%124 init: %cst_16) applies stablehlo.maximum across dimensions = [3] : (tensor<8x2x16x16xbf16>, tensor<bf16>) -> tensor<8x2x16xbf16>
    %126 = stablehlo.broadcast_in_dim %125, dims = [0, 1, 2] : (tensor<8x2x16xbf16>) -> tensor<8x2x16x16xbf16>
    %127 = stablehlo.subtract %124, %126 : tensor<8x2x16x16xbf16>
    %128 = stablehlo.exponential %127 : tensor<8x2x16x16xbf16>
    %129 = stablehlo.reduce(%128 init: %cst_17) applies stablehlo.add across dimensions = [3] : (tensor<8x2x16x16xbf16>, tensor<bf16>) -> tensor<8x2x16xbf16>
    %130 = stablehlo.broadcast_in_dim %129, dims = [0, 1, 2] : (tensor<8x2x16xbf16>) -> tensor<8x2x16x16xbf16>
    %131 = stablehlo.divide %128, %130 : tensor<8x2x16x16xbf16>
    %132 = stablehlo.reshape %131 : (tensor<8x2x16x16xbf16>) -> tensor<16x16x16xbf16>
    %133 = stablehlo.slice %102 [2:3, 0:8, 0:2, 0:16, 0:16] : (tensor<3x8x2x16x16xbf16>) -> tensor<1x8x2x16x16xbf16>
    %134 = stablehlo.reshape %133 : (tensor<1x8x2x16x16xbf16>) -> tensor<16x16x16xbf16>
    %135 = stablehlo.dot_general %132, %134, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xbf16>, tensor<16x16x16xbf16>) -> tensor<16x16x16xbf16>
    %136 = stablehlo.reshape %135 : (tensor<16x16x16xbf16>) -> tensor<8x2x16x16xbf16>
    %137 = stablehlo.transpose %136, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[8,16,2,16]{3,1,2,0}"} : (tensor<8x2x16x16xbf16>) -> tensor<8x16x2x16xbf16>
    %138 = stablehlo.reshape %137 : (tensor<8x16x2x16xbf16>) -> tensor<128x32xbf16>
    %139 = stablehlo.transpose %arg9, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[32,32]{0,1}"} : (tensor<32x32xbf16>) -> tensor<32x32xbf16>
    %140 = stablehlo.dot_general %138, %139, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x32xbf16>, tensor<32x32xbf16>) -> tensor<128x32xbf16>
    %141 = stablehlo.reshape %140 : (tensor<128x32xbf16>) -> tensor<8x16x32xbf16>
    %142 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<32xbf16>) -> tensor<8x16x32xbf16>
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
    %153 = stablehlo.broadcast_in_dim %arg33, dims = [2] : (tensor<32xbf16>) -> tensor<2x64x32xbf16>
    %154 = stablehlo.reshape %152 : (tensor<2x64x32xbf16>) -> tensor<1x128x32xbf16>
    %output_24, %batch_mean_25, %batch_var_26 = "stablehlo.batch_norm_training"(%154, %cst_15, %cst_14) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x128x32xbf16>, tensor<128xbf16>, tensor<128xbf16>) -> (tensor<1x128x32xbf16>, tensor<128xbf16>, tensor<128xbf16>)
    %155 = stablehlo.reshape %output_24 : (tensor<1x128x32xbf16>) -> tensor<2x64x32xbf16>
    %156 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<32xbf16>) -> tensor<2x64x32xbf16>
    %157 = stablehlo.multiply %155, %156 : tensor<2x64x32xbf16>
    %158 = stablehlo.add %153, %157 : tensor<2x64x32xbf16>
    %159 = stablehlo.reshape %158 : (tensor<2x64x32xbf16>) -> tensor<128x32xbf16>
    %160 = stablehlo.transpose %arg6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[32,128]{0,1}"} : (tensor<128x32xbf16>) -> tensor<32x128xbf16>
    %161 = stablehlo.dot_general %159, %160, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x32xbf16>, tensor<32x128xbf16>) -> tensor<128x128xbf16>
    %162 = stablehlo.reshape %161 : (tensor<128x128xbf16>) -> tensor<2x64x128xbf16>
    %163 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<128xbf16>) -> tensor<2x64x128xbf16>
    %164 = stablehlo.add %162, %163 : tensor<2x64x128xbf16>
    %165 = stablehlo.multiply %164, %cst_13 : tensor<2x64x128xbf16>
    %166 = stablehlo.multiply %164, %cst_12 : tensor<2x64x128xbf16>
    %167 = stablehlo.custom_call @mhlo.erf(%166) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x64x128xbf16>) -> tensor<2x64x128xbf16>
    %168 = stablehlo.add %167, %cst_11 : tensor<2x64x128xbf16>
    %169 = stablehlo.multiply %165, %168 : tensor<2x64x128xbf16>
    %170 = stablehlo.reshape %169 : (tensor<2x64x128xbf16>) -> tensor<128x128xbf16>
    %171 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[128,32]{0,1}"} : (tensor<32x128xbf16>) -> tensor<128x32xbf16>
    %172 = stablehlo.dot_general %170, %171, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x128xbf16>, tensor<128x32xbf16>) -> tensor<128x32xbf16>
    %173 = stablehlo.reshape %172 : (tensor<128x32xbf16>) -> tensor<2x64x32xbf16>
    %174 = stablehlo.broadcast_in_dim %arg3, dims = [2] : (tensor<32xbf16>) -> tensor<2x64x32xbf16>
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
    %output_27, %batch_mean_28, %batch_var_29 = "stablehlo.batch_norm_training"(%185, %cst_10, %cst_9) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x32x128xbf16>, tensor<32xbf16>, tensor<32xbf16>) -> (tensor<1x32x128xbf16>, tensor<32xbf16>, tensor<32xbf16>)
    %186 = stablehlo.add %batch_var_29, %cst_8 : tensor<32xbf16>
    %187 = stablehlo.rsqrt %186 : tensor<32xbf16>
    %188 = stablehlo.divide %cst_10, %187 : tensor<32xbf16>
    %189 = stablehlo.multiply %188, %188 : tensor<32xbf16>
    %190 = stablehlo.subtract %189, %cst_8 : tensor<32xbf16>
    %191 = stablehlo.reshape %arg0 : (tensor<2x16x64xbf16>) -> tensor<32x64xbf16>
    %192 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[128,64]{0,1}"} : (tensor<64x128xbf16>) -> tensor<128x64xbf16>
    %193 = stablehlo.dot_general %191, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xbf16>, tensor<64x128xbf16>) -> tensor<32x128xbf16>
    %194 = stablehlo.reshape %193 : (tensor<32x128xbf16>) -> tensor<2x16x128xbf16>
    %195 = stablehlo.convert %194 : (tensor<2x16x128xbf16>) -> tensor<2x16x128xf32>
    %196 = stablehlo.convert %arg2 : (tensor<128xbf16>) -> tensor<128xf32>
    %197 = stablehlo.broadcast_in_dim %196, dims = [2] : (tensor<128xf32>) -> tensor<2x16x128xf32>
    %198 = stablehlo.multiply %195, %197 : tensor<2x16x128xf32>
    %199 = stablehlo.convert %198 : (tensor<2x16x128xf32>) -> tensor<2x16x128xbf16>
    %200 = stablehlo.reshape %199 : (tensor<2x16x128xbf16>) -> tensor<1x32x128xbf16>
    %grad_operand, %grad_scale, %grad_offset = "stablehlo.batch_norm_grad"(%185, %cst_10, %batch_mean_28, %190, %200) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x32x128xbf16>, tensor<32xbf16>, tensor<32xbf16>, tensor<32xbf16>, tensor<1x32x128xbf16>) -> (tensor<1x32x128xbf16>, tensor<32xbf16>, tensor<32xbf16>)
    %201 = stablehlo.add %batch_var_26, %cst_7 : tensor<128xbf16>
    %202 = stablehlo.rsqrt %201 : tensor<128xbf16>
    %203 = stablehlo.divide %cst_15, %202 : tensor<128xbf16>
    %204 = stablehlo.multiply %203, %203 : tensor<128xbf16>
    %205 = stablehlo.subtract %204, %cst_7 : tensor<128xbf16>
    %206 = stablehlo.reshape %grad_operand : (tensor<1x32x128xbf16>) -> tensor<2x4x4x128xbf16>
    %207 = stablehlo.slice %206 [0:2, 0:4, 0:4, 96:128] : (tensor<2x4x4x128xbf16>) -> tensor<2x4x4x32xbf16>
    %208 = stablehlo.pad %207, %cst_17, low = [0, 0, 1, 0], high = [0, 0, 0, 0], interior = [0, 0, 1, 0] : (tensor<2x4x4x32xbf16>, tensor<bf16>) -> tensor<2x4x8x32xbf16>
    %209 = stablehlo.select %c_5, %208, %cst_4 : tensor<2x4x8x32xi1>, tensor<2x4x8x32xbf16>
    %210 = stablehlo.pad %209, %cst_17, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<2x4x8x32xbf16>, tensor<bf16>) -> tensor<2x8x8x32xbf16>
    %211 = stablehlo.select %c_6, %210, %cst_3 : tensor<2x8x8x32xi1>, tensor<2x8x8x32xbf16>
    %212 = stablehlo.slice %206 [0:2, 0:4, 0:4, 64:96] : (tensor<2x4x4x128xbf16>) -> tensor<2x4x4x32xbf16>
    %213 = stablehlo.pad %212, %cst_17, low = [0, 0, 1, 0], high = [0, 0, 0, 0], interior = [0, 0, 1, 0] : (tensor<2x4x4x32xbf16>, tensor<bf16>) -> tensor<2x4x8x32xbf16>
    %214 = stablehlo.select %c_5, %213, %cst_4 : tensor<2x4x8x32xi1>, tensor<2x4x8x32xbf16>
    %215 = stablehlo.pad %214, %cst_17, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<2x4x8x32xbf16>, tensor<bf16>) -> tensor<2x8x8x32xbf16>
    %216 = stablehlo.select %c_2, %215, %cst_3 : tensor<2x8x8x32xi1>, tensor<2x8x8x32xbf16>
    %217 = stablehlo.add %211, %216 : tensor<2x8x8x32xbf16>
    %218 = stablehlo.slice %206 [0:2, 0:4, 0:4, 32:64] : (tensor<2x4x4x128xbf16>) -> tensor<2x4x4x32xbf16>
    %219 = stablehlo.pad %218, %cst_17, low = [0, 0, 0, 0], high = [0, 0, 1, 0], interior = [0, 0, 1, 0] : (tensor<2x4x4x32xbf16>, tensor<bf16>) -> tensor<2x4x8x32xbf16>
    %220 = stablehlo.select %c, %219, %cst_4 : tensor<2x4x8x32xi1>, tensor<2x4x8x32xbf16>
    %221 = stablehlo.pad %220, %cst_17, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<2x4x8x32xbf16>, tensor<bf16>) -> tensor<2x8x8x32xbf16>
    %222 = stablehlo.select %c_6, %221, %cst_3 : tensor<2x8x8x32xi1>, tensor<2x8x8x32xbf16>
    %223 = stablehlo.add %217, %222 : tensor<2x8x8x32xbf16>
    %224 = stablehlo.slice %206 [0:2, 0:4, 0:4, 0:32] : (tensor<2x4x4x128xbf16>) -> tensor<2x4x4x32xbf16>
    %225 = stablehlo.pad %224, %cst_17, low = [0, 0, 0, 0], high = [0, 0, 1, 0], interior = [0, 0, 1, 0] : (tensor<2x4x4x32xbf16>, tensor<bf16>) -> tensor<2x4x8x32xbf16>
    %226 = stablehlo.select %c, %225, %cst_4 : tensor<2x4x8x32xi1>, tensor<2x4x8x32xbf16>
    %227 = stablehlo.pad %226, %cst_17, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<2x4x8x32xbf16>, tensor<bf16>) -> tensor<2x8x8x32xbf16>
    %228 = stablehlo.select %c_2, %227, %cst_3 : tensor<2x8x8x32xi1>, tensor<2x8x8x32xbf16>
    %229 = stablehlo.add %223, %228 : tensor<2x8x8x32xbf16>
    %230 = stablehlo.reshape %229 : (tensor<2x8x8x32xbf16>) -> tensor<2x64x32xbf16>
    %231 = stablehlo.reshape %229 : (tensor<2x8x8x32xbf16>) -> tensor<128x32xbf16>
    %232 = stablehlo.dot_general %231, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x32xbf16>, tensor<32x128xbf16>) -> tensor<128x128xbf16>
    %233 = stablehlo.reshape %232 : (tensor<128x128xbf16>) -> tensor<2x64x128xbf16>
    %234 = stablehlo.multiply %168, %cst_13 : tensor<2x64x128xbf16>
    %235 = stablehlo.multiply %164, %164 : tensor<2x64x128xbf16>
    %236 = stablehlo.multiply %235, %cst_1 : tensor<2x64x128xbf16>
    %237 = stablehlo.exponential %236 : tensor<2x64x128xbf16>
    %238 = stablehlo.multiply %164, %237 : tensor<2x64x128xbf16>
    %239 = stablehlo.multiply %238, %cst_0 : tensor<2x64x128xbf16>
    %240 = stablehlo.add %234, %239 : tensor<2x64x128xbf16>
    %241 = stablehlo.multiply %233, %240 : tensor<2x64x128xbf16>
    %242 = stablehlo.reshape %241 : (tensor<2x64x128xbf16>) -> tensor<128x128xbf16>
    %243 = stablehlo.dot_general %242, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x128xbf16>, tensor<128x32xbf16>) -> tensor<128x32xbf16>
    %244 = stablehlo.reshape %243 : (tensor<128x32xbf16>) -> tensor<2x64x32xbf16>
    %245 = stablehlo.convert %244 : (tensor<2x64x32xbf16>) -> tensor<2x64x32xf32>
    %246 = stablehlo.convert %arg7 : (tensor<32xbf16>) -> tensor<32xf32>
    %247 = stablehlo.broadcast_in_dim %246, dims = [2] : (tensor<32xf32>) -> tensor<2x64x32xf32>
    %248 = stablehlo.multiply %245, %247 : tensor<2x64x32xf32>
    %249 = stablehlo.convert %248 : (tensor<2x64x32xf32>) -> tensor<2x64x32xbf16>
    %250 = stablehlo.reshape %249 : (tensor<2x64x32xbf16>) -> tensor<1x128x32xbf16>
    %grad_operand_30, %grad_scale_31, %grad_offset_32 = "stablehlo.batch_norm_grad"(%154, %cst_15, %batch_mean_25, %205, %250) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x128x32xbf16>, tensor<128xbf16>, tensor<128xbf16>, tensor<128xbf16>, tensor<1x128x32xbf16>) -> (tensor<1x128x32xbf16>, tensor<128xbf16>, tensor<128xbf16>)
    %251 = stablehlo.add %batch_var_23, %cst_7 : tensor<128xbf16>
    %252 = stablehlo.rsqrt %251 : tensor<128xbf16>
    %253 = stablehlo.divide %cst_15, %252 : tensor<128xbf16>
    %254 = stablehlo.multiply %253, %253 : tensor<128xbf16>
    %255 = stablehlo.subtract %254, %cst_7 : tensor<128xbf16>
    %256 = stablehlo.reshape %grad_operand_30 : (tensor<1x128x32xbf16>) -> tensor<2x64x32xbf16>
    %257 = stablehlo.add %230, %256 : tensor<2x64x32xbf16>
    %258 = stablehlo.reshape %257 : (tensor<2x64x32xbf16>) -> tensor<2x8x8x32xbf16>
    %259 = stablehlo.concatenate %258, %258, dim = 2 : (tensor<2x8x8x32xbf16>, tensor<2x8x8x32xbf16>) -> tensor<2x8x16x32xbf16>
    %260 = stablehlo.slice %259 [0:2, 0:8, 2:10, 0:32] : (tensor<2x8x16x32xbf16>) -> tensor<2x8x8x32xbf16>
    %261 = stablehlo.concatenate %260, %260, dim = 1 : (tensor<2x8x8x32xbf16>, tensor<2x8x8x32xbf16>) -> tensor<2x16x8x32xbf16>
    %262 = stablehlo.slice %261 [0:2, 2:10, 0:8, 0:32] : (tensor<2x16x8x32xbf16>) -> tensor<2x8x8x32xbf16>
    %263 = stablehlo.reshape %262 : (tensor<2x8x8x32xbf16>) -> tensor<2x2x4x2x4x32xbf16>
    %264 = stablehlo.transpose %263, dims = [0, 1, 3, 2, 4, 5] {result_layout = dense<[5, 4, 2, 3, 1, 0]> : tensor<6xindex>, xla_shape = "bf16[2,2,2,4,4,32]{5,4,2,3,1,0}"} : (tensor<2x2x4x2x4x32xbf16>) -> tensor<2x2x2x4x4x32xbf16>
    %265 = stablehlo.reshape %264 : (tensor<2x2x2x4x4x32xbf16>) -> tensor<8x16x32xbf16>
    %266 = stablehlo.reshape %264 : (tensor<2x2x2x4x4x32xbf16>) -> tensor<128x32xbf16>
    %267 = stablehlo.dot_general %266, %arg9, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x32xbf16>, tensor<32x32xbf16>) -> tensor<128x32xbf16>
    %268 = stablehlo.reshape %267 : (tensor<128x32xbf16>) -> tensor<8x16x2x16xbf16>
    %269 = stablehlo.transpose %268, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[8,2,16,16]{3,1,2,0}"} : (tensor<8x16x2x16xbf16>) -> tensor<8x2x16x16xbf16>
    %270 = stablehlo.reshape %269 : (tensor<8x2x16x16xbf16>) -> tensor<16x16x16xbf16>
    %271 = stablehlo.transpose %134, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "bf16[16,16,16]{1,2,0}"} : (tensor<16x16x16xbf16>) -> tensor<16x16x16xbf16>
    %272 = stablehlo.dot_general %270, %271, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xbf16>, tensor<16x16x16xbf16>) -> tensor<16x16x16xbf16>
    %273 = stablehlo.reshape %272 : (tensor<16x16x16xbf16>) -> tensor<8x2x16x16xbf16>
    %274 = stablehlo.multiply %273, %131 : tensor<8x2x16x16xbf16>
    %275 = stablehlo.reduce(%274 init: %cst_17) applies stablehlo.add across dimensions = [3] : (tensor<8x2x16x16xbf16>, tensor<bf16>) -> tensor<8x2x16xbf16>
    %276 = stablehlo.broadcast_in_dim %275, dims = [0, 1, 2] : (tensor<8x2x16xbf16>) -> tensor<8x2x16x16xbf16>
    %277 = stablehlo.subtract %273, %276 : tensor<8x2x16x16xbf16>
    %278 = stablehlo.multiply %131, %277 : tensor<8x2x16x16xbf16>
    %279 = stablehlo.reshape %278 : (tensor<8x2x16x16xbf16>) -> tensor<16x16x16xbf16>
    %280 = stablehlo.transpose %112, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "bf16[16,16,16]{1,2,0}"} : (tensor<16x16x16xbf16>) -> tensor<16x16x16xbf16>
    %281 = stablehlo.dot_general %279, %280, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xbf16>, tensor<16x16x16xbf16>) -> tensor<16x16x16xbf16>
    %282 = stablehlo.reshape %281 : (tensor<16x16x16xbf16>) -> tensor<8x2x16x16xbf16>
    %283 = stablehlo.convert %282 : (tensor<8x2x16x16xbf16>) -> tensor<8x2x16x16xf32>
    %284 = stablehlo.multiply %283, %19 : tensor<8x2x16x16xf32>
    %285 = stablehlo.convert %284 : (tensor<8x2x16x16xf32>) -> tensor<8x2x16x16xbf16>
    %286 = stablehlo.reshape %285 : (tensor<8x2x16x16xbf16>) -> tensor<1x8x2x16x16xbf16>
    %287 = stablehlo.transpose %108, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "bf16[16,16,16]{1,2,0}"} : (tensor<16x16x16xbf16>) -> tensor<16x16x16xbf16>
    %288 = stablehlo.dot_general %287, %279, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xbf16>, tensor<16x16x16xbf16>) -> tensor<16x16x16xbf16>
    %289 = stablehlo.reshape %288 : (tensor<16x16x16xbf16>) -> tensor<8x2x16x16xbf16>
    %290 = stablehlo.transpose %289, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "bf16[8,2,16,16]{2,3,1,0}"} : (tensor<8x2x16x16xbf16>) -> tensor<8x2x16x16xbf16>
    %291 = stablehlo.reshape %290 : (tensor<8x2x16x16xbf16>) -> tensor<1x8x2x16x16xbf16>
    %292 = stablehlo.transpose %132, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "bf16[16,16,16]{1,2,0}"} : (tensor<16x16x16xbf16>) -> tensor<16x16x16xbf16>
    %293 = stablehlo.dot_general %292, %270, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xbf16>, tensor<16x16x16xbf16>) -> tensor<16x16x16xbf16>
    %294 = stablehlo.reshape %293 : (tensor<16x16x16xbf16>) -> tensor<1x8x2x16x16xbf16>
    %295 = stablehlo.concatenate %286, %291, %294, dim = 0 : (tensor<1x8x2x16x16xbf16>, tensor<1x8x2x16x16xbf16>, tensor<1x8x2x16x16xbf16>) -> tensor<3x8x2x16x16xbf16>
    %296 = stablehlo.transpose %295, dims = [1, 3, 0, 2, 4] {result_layout = dense<[4, 1, 3, 0, 2]> : tensor<5xindex>, xla_shape = "bf16[8,16,3,2,16]{4,1,3,0,2}"} : (tensor<3x8x2x16x16xbf16>) -> tensor<8x16x3x2x16xbf16>
    %297 = stablehlo.reshape %296 : (tensor<8x16x3x2x16xbf16>) -> tensor<8x16x96xbf16>
    %298 = stablehlo.reshape %296 : (tensor<8x16x3x2x16xbf16>) -> tensor<128x96xbf16>
    %299 = stablehlo.dot_general %298, %arg11, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x96xbf16>, tensor<96x32xbf16>) -> tensor<128x32xbf16>
    %300 = stablehlo.reshape %299 : (tensor<128x32xbf16>) -> tensor<2x2x2x4x4x32xbf16>
    %301 = stablehlo.transpose %300, dims = [0, 1, 3, 2, 4, 5] {result_layout = dense<[5, 4, 2, 3, 1, 0]> : tensor<6xindex>, xla_shape = "bf16[2,2,4,2,4,32]{5,4,2,3,1,0}"} : (tensor<2x2x2x4x4x32xbf16>) -> tensor<2x2x4x2x4x32xbf16>
    %302 = stablehlo.reshape %301 : (tensor<2x2x4x2x4x32xbf16>) -> tensor<2x8x8x32xbf16>
    %303 = stablehlo.concatenate %302, %302, dim = 2 : (tensor<2x8x8x32xbf16>, tensor<2x8x8x32xbf16>) -> tensor<2x8x16x32xbf16>
    %304 = stablehlo.slice %303 [0:2, 0:8, 6:14, 0:32] : (tensor<2x8x16x32xbf16>) -> tensor<2x8x8x32xbf16>
    %305 = stablehlo.concatenate %304, %304, dim = 1 : (tensor<2x8x8x32xbf16>, tensor<2x8x8x32xbf16>) -> tensor<2x16x8x32xbf16>
    %306 = stablehlo.slice %305 [0:2, 6:14, 0:8, 0:32] : (tensor<2x16x8x32xbf16>) -> tensor<2x8x8x32xbf16>
    %307 = stablehlo.reshape %306 : (tensor<2x8x8x32xbf16>) -> tensor<2x64x32xbf16>
    %308 = stablehlo.convert %307 : (tensor<2x64x32xbf16>) -> tensor<2x64x32xf32>
    %309 = stablehlo.convert %arg12 : (tensor<32xbf16>) -> tensor<32xf32>
    %310 = stablehlo.broadcast_in_dim %309, dims = [2] : (tensor<32xf32>) -> tensor<2x64x32xf32>
    %311 = stablehlo.multiply %308, %310 : tensor<2x64x32xf32>
    %312 = stablehlo.convert %311 : (tensor<2x64x32xf32>) -> tensor<2x64x32xbf16>
    %313 = stablehlo.reshape %312 : (tensor<2x64x32xbf16>) -> tensor<1x128x32xbf16>
    %grad_operand_33, %grad_scale_34, %grad_offset_35 = "stablehlo.batch_norm_grad"(%83, %cst_15, %batch_mean_22, %255, %313) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x128x32xbf16>, tensor<128xbf16>, tensor<128xbf16>, tensor<128xbf16>, tensor<1x128x32xbf16>) -> (tensor<1x128x32xbf16>, tensor<128xbf16>, tensor<128xbf16>)
    %314 = stablehlo.add %batch_var_20, %cst_7 : tensor<128xbf16>
    %315 = stablehlo.rsqrt %314 : tensor<128xbf16>
    %316 = stablehlo.divide %cst_15, %315 : tensor<128xbf16>
    %317 = stablehlo.multiply %316, %316 : tensor<128xbf16>
    %318 = stablehlo.subtract %317, %cst_7 : tensor<128xbf16>
    %319 = stablehlo.reshape %grad_operand_33 : (tensor<1x128x32xbf16>) -> tensor<2x64x32xbf16>
    %320 = stablehlo.add %257, %319 : tensor<2x64x32xbf16>
    %321 = stablehlo.reshape %320 : (tensor<2x64x32xbf16>) -> tensor<128x32xbf16>
    %322 = stablehlo.dot_general %321, %arg14, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x32xbf16>, tensor<32x128xbf16>) -> tensor<128x128xbf16>
    %323 = stablehlo.reshape %322 : (tensor<128x128xbf16>) -> tensor<2x64x128xbf16>
    %324 = stablehlo.multiply %73, %cst_13 : tensor<2x64x128xbf16>
    %325 = stablehlo.multiply %69, %69 : tensor<2x64x128xbf16>
    %326 = stablehlo.multiply %325, %cst_1 : tensor<2x64x128xbf16>
    %327 = stablehlo.exponential %326 : tensor<2x64x128xbf16>
    %328 = stablehlo.multiply %69, %327 : tensor<2x64x128xbf16>
    %329 = stablehlo.multiply %328, %cst_0 : tensor<2x64x128xbf16>
    %330 = stablehlo.add %324, %329 : tensor<2x64x128xbf16>
    %331 = stablehlo.multiply %323, %330 : tensor<2x64x128xbf16>
    %332 = stablehlo.reshape %331 : (tensor<2x64x128xbf16>) -> tensor<128x128xbf16>
    %333 = stablehlo.dot_general %332, %arg16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x128xbf16>, tensor<128x32xbf16>) -> tensor<128x32xbf16>
    %334 = stablehlo.reshape %333 : (tensor<128x32xbf16>) -> tensor<2x64x32xbf16>
    %335 = stablehlo.convert %334 : (tensor<2x64x32xbf16>) -> tensor<2x64x32xf32>
    %336 = stablehlo.convert %arg17 : (tensor<32xbf16>) -> tensor<32xf32>
    %337 = stablehlo.broadcast_in_dim %336, dims = [2] : (tensor<32xf32>) -> tensor<2x64x32xf32>
    %338 = stablehlo.multiply %335, %337 : tensor<2x64x32xf32>
    %339 = stablehlo.convert %338 : (tensor<2x64x32xf32>) -> tensor<2x64x32xbf16>
    %340 = stablehlo.reshape %339 : (tensor<2x64x32xbf16>) -> tensor<1x128x32xbf16>
    %grad_operand_36, %grad_scale_37, %grad_offset_38 = "stablehlo.batch_norm_grad"(%59, %cst_15, %batch_mean_19, %318, %340) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x128x32xbf16>, tensor<128xbf16>, tensor<128xbf16>, tensor<128xbf16>, tensor<1x128x32xbf16>) -> (tensor<1x128x32xbf16>, tensor<128xbf16>, tensor<128xbf16>)
    %341 = stablehlo.add %batch_var, %cst_7 : tensor<128xbf16>
    %342 = stablehlo.rsqrt %341 : tensor<128xbf16>
    %343 = stablehlo.divide %cst_15, %342 : tensor<128xbf16>
    %344 = stablehlo.multiply %343, %343 : tensor<128xbf16>
    %345 = stablehlo.subtract %344, %cst_7 : tensor<128xbf16>
    %346 = stablehlo.reshape %grad_operand_36 : (tensor<1x128x32xbf16>) -> tensor<2x64x32xbf16>
    %347 = stablehlo.add %320, %346 : tensor<2x64x32xbf16>
    %348 = stablehlo.reshape %347 : (tensor<2x64x32xbf16>) -> tensor<2x2x4x2x4x32xbf16>
    %349 = stablehlo.transpose %348, dims = [0, 1, 3, 2, 4, 5] {result_layout = dense<[5, 4, 2, 3, 1, 0]> : tensor<6xindex>, xla_shape = "bf16[2,2,2,4,4,32]{5,4,2,3,1,0}"} : (tensor<2x2x4x2x4x32xbf16>) -> tensor<2x2x2x4x4x32xbf16>
    %350 = stablehlo.reshape %349 : (tensor<2x2x2x4x4x32xbf16>) -> tensor<8x16x32xbf16>
    %351 = stablehlo.reshape %349 : (tensor<2x2x2x4x4x32xbf16>) -> tensor<128x32xbf16>
    %352 = stablehlo.dot_general %351, %arg19, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x32xbf16>, tensor<32x32xbf16>) -> tensor<128x32xbf16>
    %353 = stablehlo.reshape %352 : (tensor<128x32xbf16>) -> tensor<8x16x2x16xbf16>
    %354 = stablehlo.transpose %353, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[8,2,16,16]{3,1,2,0}"} : (tensor<8x16x2x16xbf16>) -> tensor<8x2x16x16xbf16>
    %355 = stablehlo.reshape %354 : (tensor<8x2x16x16xbf16>) -> tensor<16x16x16xbf16>
    %356 = stablehlo.transpose %44, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "bf16[16,16,16]{1,2,0}"} : (tensor<16x16x16xbf16>) -> tensor<16x16x16xbf16>
    %357 = stablehlo.dot_general %355, %356, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xbf16>, tensor<16x16x16xbf16>) -> tensor<16x16x16xbf16>
    %358 = stablehlo.reshape %357 : (tensor<16x16x16xbf16>) -> tensor<8x2x16x16xbf16>
    %359 = stablehlo.multiply %358, %41 : tensor<8x2x16x16xbf16>
    %360 = stablehlo.reduce(%359 init: %cst_17) applies stablehlo.add across dimensions = [3] : (tensor<8x2x16x16xbf16>, tensor<bf16>) -> tensor<8x2x16xbf16>
    %361 = stablehlo.broadcast_in_dim %360, dims = [0, 1, 2] : (tensor<8x2x16xbf16>) -> tensor<8x2x16x16xbf16>
    %362 = stablehlo.subtract %358, %361 : tensor<8x2x16x16xbf16>
    %363 = stablehlo.multiply %41, %362 : tensor<8x2x16x16xbf16>
    %364 = stablehlo.reshape %363 : (tensor<8x2x16x16xbf16>) -> tensor<16x16x16xbf16>
    %365 = stablehlo.transpose %26, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "bf16[16,16,16]{1,2,0}"} : (tensor<16x16x16xbf16>) -> tensor<16x16x16xbf16>
    %366 = stablehlo.dot_general %364, %365, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xbf16>, tensor<16x16x16xbf16>) -> tensor<16x16x16xbf16>
    %367 = stablehlo.reshape %366 : (tensor<16x16x16xbf16>) -> tensor<8x2x16x16xbf16>
    %368 = stablehlo.convert %367 : (tensor<8x2x16x16xbf16>) -> tensor<8x2x16x16xf32>
    %369 = stablehlo.multiply %368, %19 : tensor<8x2x16x16xf32>
    %370 = stablehlo.convert %369 : (tensor<8x2x16x16xf32>) -> tensor<8x2x16x16xbf16>
    %371 = stablehlo.reshape %370 : (tensor<8x2x16x16xbf16>) -> tensor<1x8x2x16x16xbf16>
    %372 = stablehlo.transpose %22, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "bf16[16,16,16]{1,2,0}"} : (tensor<16x16x16xbf16>) -> tensor<16x16x16xbf16>
    %373 = stablehlo.dot_general %372, %364, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xbf16>, tensor<16x16x16xbf16>) -> tensor<16x16x16xbf16>
    %374 = stablehlo.reshape %373 : (tensor<16x16x16xbf16>) -> tensor<8x2x16x16xbf16>
    %375 = stablehlo.transpose %374, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "bf16[8,2,16,16]{2,3,1,0}"} : (tensor<8x2x16x16xbf16>) -> tensor<8x2x16x16xbf16>
    %376 = stablehlo.reshape %375 : (tensor<8x2x16x16xbf16>) -> tensor<1x8x2x16x16xbf16>
    %377 = stablehlo.transpose %42, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "bf16[16,16,16]{1,2,0}"} : (tensor<16x16x16xbf16>) -> tensor<16x16x16xbf16>
    %378 = stablehlo.dot_general %377, %355, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xbf16>, tensor<16x16x16xbf16>) -> tensor<16x16x16xbf16>
    %379 = stablehlo.reshape %378 : (tensor<16x16x16xbf16>) -> tensor<1x8x2x16x16xbf16>
    %380 = stablehlo.concatenate %371, %376, %379, dim = 0 : (tensor<1x8x2x16x16xbf16>, tensor<1x8x2x16x16xbf16>, tensor<1x8x2x16x16xbf16>) -> tensor<3x8x2x16x16xbf16>
    %381 = stablehlo.transpose %380, dims = [1, 3, 0, 2, 4] {result_layout = dense<[4, 1, 3, 0, 2]> : tensor<5xindex>, xla_shape = "bf16[8,16,3,2,16]{4,1,3,0,2}"} : (tensor<3x8x2x16x16xbf16>) -> tensor<8x16x3x2x16xbf16>
    %382 = stablehlo.reshape %381 : (tensor<8x16x3x2x16xbf16>) -> tensor<8x16x96xbf16>
    %383 = stablehlo.reshape %381 : (tensor<8x16x3x2x16xbf16>) -> tensor<128x96xbf16>
    %384 = stablehlo.dot_general %383, %arg21, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x96xbf16>, tensor<96x32xbf16>) -> tensor<128x32xbf16>
    %385 = stablehlo.reshape %384 : (tensor<128x32xbf16>) -> tensor<2x2x2x4x4x32xbf16>
    %386 = stablehlo.transpose %385, dims = [0, 1, 3, 2, 4, 5] {result_layout = dense<[5, 4, 2, 3, 1, 0]> : tensor<6xindex>, xla_shape = "bf16[2,2,4,2,4,32]{5,4,2,3,1,0}"} : (tensor<2x2x2x4x4x32xbf16>) -> tensor<2x2x4x2x4x32xbf16>
    %387 = stablehlo.reshape %386 : (tensor<2x2x4x2x4x32xbf16>) -> tensor<2x64x32xbf16>
    %388 = stablehlo.convert %387 : (tensor<2x64x32xbf16>) -> tensor<2x64x32xf32>
    %389 = stablehlo.convert %arg22 : (tensor<32xbf16>) -> tensor<32xf32>
    %390 = stablehlo.broadcast_in_dim %389, dims = [2] : (tensor<32xf32>) -> tensor<2x64x32xf32>
    %391 = stablehlo.multiply %388, %390 : tensor<2x64x32xf32>
    %392 = stablehlo.convert %391 : (tensor<2x64x32xf32>) -> tensor<2x64x32xbf16>
    %393 = stablehlo.reshape %392 : (tensor<2x64x32xbf16>) -> tensor<1x128x32xbf16>
    %grad_operand_39, %grad_scale_40, %grad_offset_41 = "stablehlo.batch_norm_grad"(%1, %cst_15, %batch_mean, %345, %393) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x128x32xbf16>, tensor<128xbf16>, tensor<128xbf16>, tensor<128xbf16>, tensor<1x128x32xbf16>) -> (tensor<1x128x32xbf16>, tensor<128xbf16>, tensor<128xbf16>)
    %394 = stablehlo.broadcast_in_dim %arg34, dims = [2] : (tensor<128xbf16>) -> tensor<2x16x128xbf16>
    %395 = stablehlo.reshape %output_27 : (tensor<1x32x128xbf16>) -> tensor<2x16x128xbf16>
    %396 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<128xbf16>) -> tensor<2x16x128xbf16>
    %397 = stablehlo.multiply %395, %396 : tensor<2x16x128xbf16>
    %398 = stablehlo.add %394, %397 : tensor<2x16x128xbf16>
    %399 = stablehlo.reshape %398 : (tensor<2x16x128xbf16>) -> tensor<32x128xbf16>
    %400 = stablehlo.dot_general %399, %192, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x128xbf16>, tensor<128x64xbf16>) -> tensor<32x64xbf16>
    %401 = stablehlo.reshape %400 : (tensor<32x64xbf16>) -> tensor<2x16x64xbf16>
    %402 = stablehlo.convert %401 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %403 = stablehlo.convert %arg0 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %404 = stablehlo.multiply %402, %403 : tensor<2x16x64xf32>
    %405 = stablehlo.convert %404 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %406 = stablehlo.reduce(%405 init: %cst_17) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x16x64xbf16>, tensor<bf16>) -> tensor<bf16>
    %407 = stablehlo.reshape %grad_operand_39 : (tensor<1x128x32xbf16>) -> tensor<2x64x32xbf16>
    %408 = stablehlo.add %347, %407 : tensor<2x64x32xbf16>
    %409 = stablehlo.convert %2 : (tensor<2x64x32xbf16>) -> tensor<2x64x32xf32>
    %410 = stablehlo.multiply %388, %409 : tensor<2x64x32xf32>
    %411 = stablehlo.convert %410 : (tensor<2x64x32xf32>) -> tensor<2x64x32xbf16>
    %412 = stablehlo.reduce(%411 init: %cst_17) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x64x32xbf16>, tensor<bf16>) -> tensor<32xbf16>
    %413 = stablehlo.reduce(%387 init: %cst_17) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x64x32xbf16>, tensor<bf16>) -> tensor<32xbf16>
    %414 = stablehlo.reduce(%363 init: %cst_17) applies stablehlo.add across dimensions = [0] : (tensor<8x2x16x16xbf16>, tensor<bf16>) -> tensor<2x16x16xbf16>
    %415 = stablehlo.transpose %414, dims = [1, 2, 0] {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, xla_shape = "bf16[16,16,2]{1,0,2}"} : (tensor<2x16x16xbf16>) -> tensor<16x16x2xbf16>
    %416 = stablehlo.reshape %415 : (tensor<16x16x2xbf16>) -> tensor<256x2xbf16>
    %417 = "stablehlo.scatter"(%cst, %arg25, %416) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg35: tensor<bf16>, %arg36: tensor<bf16>):
      %477 = stablehlo.add %arg35, %arg36 : tensor<bf16>
      stablehlo.return %477 : tensor<bf16>
    }) : (tensor<49x2xbf16>, tensor<256xi64>, tensor<256x2xbf16>) -> tensor<49x2xbf16>
    %418 = stablehlo.transpose %8, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[32,128]{0,1}"} : (tensor<128x32xbf16>) -> tensor<32x128xbf16>
    %419 = stablehlo.dot_general %418, %383, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x128xbf16>, tensor<128x96xbf16>) -> tensor<32x96xbf16>
    %420 = stablehlo.transpose %419, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[96,32]{0,1}"} : (tensor<32x96xbf16>) -> tensor<96x32xbf16>
    %421 = stablehlo.reduce(%382 init: %cst_17) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x96xbf16>, tensor<bf16>) -> tensor<96xbf16>
    %422 = stablehlo.transpose %48, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[32,128]{0,1}"} : (tensor<128x32xbf16>) -> tensor<32x128xbf16>
    %423 = stablehlo.dot_general %422, %351, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x128xbf16>, tensor<128x32xbf16>) -> tensor<32x32xbf16>
    %424 = stablehlo.transpose %423, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[32,32]{0,1}"} : (tensor<32x32xbf16>) -> tensor<32x32xbf16>
    %425 = stablehlo.reduce(%350 init: %cst_17) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x32xbf16>, tensor<bf16>) -> tensor<32xbf16>
    %426 = stablehlo.convert %60 : (tensor<2x64x32xbf16>) -> tensor<2x64x32xf32>
    %427 = stablehlo.multiply %335, %426 : tensor<2x64x32xf32>
    %428 = stablehlo.convert %427 : (tensor<2x64x32xf32>) -> tensor<2x64x32xbf16>
    %429 = stablehlo.reduce(%428 init: %cst_17) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x64x32xbf16>, tensor<bf16>) -> tensor<32xbf16>
    %430 = stablehlo.reduce(%334 init: %cst_17) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x64x32xbf16>, tensor<bf16>) -> tensor<32xbf16>
    %431 = stablehlo.transpose %64, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[32,128]{0,1}"} : (tensor<128x32xbf16>) -> tensor<32x128xbf16>
    %432 = stablehlo.dot_general %431, %332, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x128xbf16>, tensor<128x128xbf16>) -> tensor<32x128xbf16>
    %433 = stablehlo.transpose %432, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[128,32]{0,1}"} : (tensor<32x128xbf16>) -> tensor<128x32xbf16>
    %434 = stablehlo.reduce(%331 init: %cst_17) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x64x128xbf16>, tensor<bf16>) -> tensor<128xbf16>
    %435 = stablehlo.transpose %75, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[128,128]{0,1}"} : (tensor<128x128xbf16>) -> tensor<128x128xbf16>
    %436 = stablehlo.dot_general %435, %321, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x128xbf16>, tensor<128x32xbf16>) -> tensor<128x32xbf16>
    %437 = stablehlo.transpose %436, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[32,128]{0,1}"} : (tensor<128x32xbf16>) -> tensor<32x128xbf16>
    %438 = stablehlo.reduce(%320 init: %cst_17) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x64x32xbf16>, tensor<bf16>) -> tensor<32xbf16>
    %439 = stablehlo.convert %84 : (tensor<2x64x32xbf16>) -> tensor<2x64x32xf32>
    %440 = stablehlo.multiply %308, %439 : tensor<2x64x32xf32>
    %441 = stablehlo.convert %440 : (tensor<2x64x32xf32>) -> tensor<2x64x32xbf16>
    %442 = stablehlo.reduce(%441 init: %cst_17) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x64x32xbf16>, tensor<bf16>) -> tensor<32xbf16>
    %443 = stablehlo.reduce(%307 init: %cst_17) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x64x32xbf16>, tensor<bf16>) -> tensor<32xbf16>
    %444 = stablehlo.reduce(%278 init: %cst_17) applies stablehlo.add across dimensions = [0] : (tensor<8x2x16x16xbf16>, tensor<bf16>) -> tensor<2x16x16xbf16>
    %445 = stablehlo.transpose %444, dims = [1, 2, 0] {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, xla_shape = "bf16[16,16,2]{1,0,2}"} : (tensor<2x16x16xbf16>) -> tensor<16x16x2xbf16>
    %446 = stablehlo.reshape %445 : (tensor<16x16x2xbf16>) -> tensor<256x2xbf16>
    %447 = "stablehlo.scatter"(%cst, %arg31, %446) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg35: tensor<bf16>, %arg36: tensor<bf16>):
      %477 = stablehlo.add %arg35, %arg36 : tensor<bf16>
      stablehlo.return %477 : tensor<bf16>
    }) : (tensor<49x2xbf16>, tensor<256xi64>, tensor<256x2xbf16>) -> tensor<49x2xbf16>
    %448 = stablehlo.transpose %95, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[32,128]{0,1}"} : (tensor<128x32xbf16>) -> tensor<32x128xbf16>
    %449 = stablehlo.dot_general %448, %298, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x128xbf16>, tensor<128x96xbf16>) -> tensor<32x96xbf16>
    %450 = stablehlo.transpose %449, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[96,32]{0,1}"} : (tensor<32x96xbf16>) -> tensor<96x32xbf16>
    %451 = stablehlo.reduce(%297 init: %cst_17) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x96xbf16>, tensor<bf16>) -> tensor<96xbf16>
    %452 = stablehlo.transpose %138, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[32,128]{0,1}"} : (tensor<128x32xbf16>) -> tensor<32x128xbf16>
    %453 = stablehlo.dot_general %452, %266, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x128xbf16>, tensor<128x32xbf16>) -> tensor<32x32xbf16>
    %454 = stablehlo.transpose %453, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[32,32]{0,1}"} : (tensor<32x32xbf16>) -> tensor<32x32xbf16>
    %455 = stablehlo.reduce(%265 init: %cst_17) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x32xbf16>, tensor<bf16>) -> tensor<32xbf16>
    %456 = stablehlo.convert %155 : (tensor<2x64x32xbf16>) -> tensor<2x64x32xf32>
    %457 = stablehlo.multiply %245, %456 : tensor<2x64x32xf32>
    %458 = stablehlo.convert %457 : (tensor<2x64x32xf32>) -> tensor<2x64x32xbf16>
    %459 = stablehlo.reduce(%458 init: %cst_17) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x64x32xbf16>, tensor<bf16>) -> tensor<32xbf16>
    %460 = stablehlo.reduce(%244 init: %cst_17) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x64x32xbf16>, tensor<bf16>) -> tensor<32xbf16>
    %461 = stablehlo.transpose %159, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[32,128]{0,1}"} : (tensor<128x32xbf16>) -> tensor<32x128xbf16>
    %462 = stablehlo.dot_general %461, %242, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x128xbf16>, tensor<128x128xbf16>) -> tensor<32x128xbf16>
    %463 = stablehlo.transpose %462, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[128,32]{0,1}"} : (tensor<32x128xbf16>) -> tensor<128x32xbf16>
    %464 = stablehlo.reduce(%241 init: %cst_17) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x64x128xbf16>, tensor<bf16>) -> tensor<128xbf16>
    %465 = stablehlo.transpose %170, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[128,128]{0,1}"} : (tensor<128x128xbf16>) -> tensor<128x128xbf16>
    %466 = stablehlo.dot_general %465, %231, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x128xbf16>, tensor<128x32xbf16>) -> tensor<128x32xbf16>
    %467 = stablehlo.transpose %466, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[32,128]{0,1}"} : (tensor<128x32xbf16>) -> tensor<32x128xbf16>
    %468 = stablehlo.reduce(%230 init: %cst_17) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x64x32xbf16>, tensor<bf16>) -> tensor<32xbf16>
    %469 = stablehlo.convert %395 : (tensor<2x16x128xbf16>) -> tensor<2x16x128xf32>
    %470 = stablehlo.multiply %195, %469 : tensor<2x16x128xf32>
    %471 = stablehlo.convert %470 : (tensor<2x16x128xf32>) -> tensor<2x16x128xbf16>
    %472 = stablehlo.reduce(%471 init: %cst_17) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x128xbf16>, tensor<bf16>) -> tensor<128xbf16>
    %473 = stablehlo.reduce(%194 init: %cst_17) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x128xbf16>, tensor<bf16>) -> tensor<128xbf16>
    %474 = stablehlo.transpose %399, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[128,32]{0,1}"} : (tensor<32x128xbf16>) -> tensor<128x32xbf16>
    %475 = stablehlo.dot_general %474, %191, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x32xbf16>, tensor<32x64xbf16>) -> tensor<128x64xbf16>
    %476 = stablehlo.transpose %475, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,128]{0,1}"} : (tensor<128x64xbf16>) -> tensor<64x128xbf16>
    return %406, %408, %412, %413, %417, %420, %421, %424, %425, %429, %430, %433, %434, %437, %438, %442, %443, %447, %450, %451, %454, %455, %459, %460, %463, %464, %467, %468, %472, %473, %476 : tensor<bf16>, tensor<2x64x32xbf16>, tensor<32xbf16>, tensor<32xbf16>, tensor<49x2xbf16>, tensor<96x32xbf16>, tensor<96xbf16>, tensor<32x32xbf16>, tensor<32xbf16>, tensor<32xbf16>, tensor<32xbf16>, tensor<128x32xbf16>, tensor<128xbf16>, tensor<32x128xbf16>, tensor<32xbf16>, tensor<32xbf16>, tensor<32xbf16>, tensor<49x2xbf16>, tensor<96x32xbf16>, tensor<96xbf16>, tensor<32x32xbf16>, tensor<32xbf16>, tensor<32xbf16>, tensor<32xbf16>, tensor<128x32xbf16>, tensor<128xbf16>, tensor<32x128xbf16>, tensor<32xbf16>, tensor<128xbf16>, tensor<128xbf16>, tensor<64x128xbf16>
  }
}
