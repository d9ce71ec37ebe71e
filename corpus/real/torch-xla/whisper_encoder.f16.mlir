module @IrToHlo.508 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<64xf16>, %arg1: tensor<64xf16>, %arg2: tensor<64x256xf16>, %arg3: tensor<256xf16>, %arg4: tensor<256x64xf16>, %arg5: tensor<64xf16>, %arg6: tensor<64xf16>, %arg7: tensor<64x64xf16>, %arg8: tensor<64xf16>, %arg9: tensor<64x64xf16>, %arg10: tensor<64xf16>, %arg11: tensor<64xf16>, %arg12: tensor<64x256xf16>, %arg13: tensor<256xf16>, %arg14: tensor<256x64xf16>, %arg15: tensor<64xf16>, %arg16: tensor<64xf16>, %arg17: tensor<64x64xf16>, %arg18: tensor<64xf16>, %arg19: tensor<64x64xf16>, %arg20: tensor<64xf16>, %arg21: tensor<16x64xf16>, %arg22: tensor<64xf16>, %arg23: tensor<64x64x3xf16>, %arg24: tensor<64xf16>, %arg25: tensor<64x16x3xf16>, %arg26: tensor<2x16x32xf16>, %arg27: tensor<64xf16>, %arg28: tensor<64x64xf16>, %arg29: tensor<64xf16>, %arg30: tensor<64x64xf16>, %arg31: tensor<64xf16>, %arg32: tensor<64xf16>, %arg33: tensor<64x64xf16>, %arg34: tensor<64xf16>, %arg35: tensor<64x64xf16>, %arg36: tensor<64xf16>, %arg37: tensor<64xf16>) -> tensor<2x16x64xf16> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<2x16x256xf16>
    %cst_0 = stablehlo.constant dense<7.070310e-01> : tensor<2x16x256xf16>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<2x16x256xf16>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<2x4x16x16xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<32xf16>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<32xf16>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<2x64x16xf16>
    %cst_6 = stablehlo.constant dense<7.070310e-01> : tensor<2x64x16xf16>
    %cst_7 = stablehlo.constant dense<5.000000e-01> : tensor<2x64x16xf16>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<2x64x32xf16>
    %cst_9 = stablehlo.constant dense<7.070310e-01> : tensor<2x64x32xf16>
    %cst_10 = stablehlo.constant dense<5.000000e-01> : tensor<2x64x32xf16>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_12 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reshape %arg26 : (tensor<2x16x32xf16>) -> tensor<2x16x1x32xf16>
    %1 = stablehlo.reshape %arg25 : (tensor<64x16x3xf16>) -> tensor<64x16x1x3xf16>
    %2 = stablehlo.convolution(%0, %1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x16x1x32xf16>, tensor<64x16x1x3xf16>) -> tensor<2x64x1x32xf16>
    %3 = stablehlo.broadcast_in_dim %arg24, dims = [1] : (tensor<64xf16>) -> tensor<2x64x1x32xf16>
    %4 = stablehlo.add %2, %3 : tensor<2x64x1x32xf16>
    %5 = stablehlo.reshape %4 : (tensor<2x64x1x32xf16>) -> tensor<2x64x32xf16>
    %6 = stablehlo.multiply %5, %cst_10 : tensor<2x64x32xf16>
    %7 = stablehlo.multiply %5, %cst_9 : tensor<2x64x32xf16>
    %8 = stablehlo.custom_call @mhlo.erf(%7) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x64x32xf16>) -> tensor<2x64x32xf16>
    %9 = stablehlo.add %8, %cst_8 : tensor<2x64x32xf16>
    %10 = stablehlo.multiply %6, %9 : tensor<2x64x32xf16>
    %11 = stablehlo.reshape %10 : (tensor<2x64x32xf16>) -> tensor<2x64x1x32xf16>
    %12 = stablehlo.reshape %arg23 : (tensor<64x64x3xf16>) -> tensor<64x64x1x3xf16>
    %13 = stablehlo.convolution(%11, %12) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 2], pad = [[0, 0], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x64x1x32xf16>, tensor<64x64x1x3xf16>) -> tensor<2x64x1x16xf16>
    %14 = stablehlo.broadcast_in_dim %arg22, dims = [1] : (tensor<64xf16>) -> tensor<2x64x1x16xf16>
    %15 = stablehlo.add %13, %14 : tensor<2x64x1x16xf16>
    %16 = stablehlo.reshape %15 : (tensor<2x64x1x16xf16>) -> tensor<2x64x16xf16>
    %17 = stablehlo.multiply %16, %cst_7 : tensor<2x64x16xf16>
    %18 = stablehlo.multiply %16, %cst_6 : tensor<2x64x16xf16>
    %19 = stablehlo.custom_call @mhlo.erf(%18) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x64x16xf16>) -> tensor<2x64x16xf16>
    %20 = stablehlo.add %19, %cst_5 : tensor<2x64x16xf16>
    %21 = stablehlo.multiply %17, %20 : tensor<2x64x16xf16>
    %22 = stablehlo.transpose %21, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f16[2,16,64]{1,2,0}"} : (tensor<2x64x16xf16>) -> tensor<2x16x64xf16>
    %23 = stablehlo.broadcast_in_dim %arg21, dims = [1, 2] : (tensor<16x64xf16>) -> tensor<2x16x64xf16>
    %24 = stablehlo.add %22, %23 : tensor<2x16x64xf16>
    %25 = stablehlo.reshape %24 : (tensor<2x16x64xf16>) -> tensor<1x32x64xf16>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%25, %cst_4, %cst_3) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x32x64xf16>, tensor<32xf16>, tensor<32xf16>) -> (tensor<1x32x64xf16>, tensor<32xf16>, tensor<32xf16>)
    %26 = stablehlo.broadcast_in_dim %arg27, dims = [2] : (tensor<64xf16>) -> tensor<2x16x64xf16>
    %27 = stablehlo.reshape %output : (tensor<1x32x64xf16>) -> tensor<2x16x64xf16>
    %28 = stablehlo.broadcast_in_dim %arg20, dims = [2] : (tensor<64xf16>) -> tensor<2x16x64xf16>
    %29 = stablehlo.multiply %27, %28 : tensor<2x16x64xf16>
    %30 = stablehlo.add %26, %29 : tensor<2x16x64xf16>
    %31 = stablehlo.reshape %30 : (tensor<2x16x64xf16>) -> tensor<32x64xf16>
    %32 = stablehlo.transpose %arg30, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f16[64,64]{0,1}"} : (tensor<64x64xf16>) -> tensor<64x64xf16>
    %33 = stablehlo.dot_general %31, %32, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf16>, tensor<64x64xf16>) -> tensor<32x64xf16>
    %34 = stablehlo.broadcast_in_dim %arg29, dims = [1] : (tensor<64xf16>) -> tensor<32x64xf16>
    %35 = stablehlo.add %33, %34 : tensor<32x64xf16>
    %36 = stablehlo.reshape %35 : (tensor<32x64xf16>) -> tensor<2x16x4x16xf16>
    %37 = stablehlo.transpose %36, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f16[2,4,16,16]{3,1,2,0}"} : (tensor<2x16x4x16xf16>) -> tensor<2x4x16x16xf16>
    %38 = stablehlo.convert %37 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,16,16]{3,1,2,0}"} : (tensor<2x4x16x16xf16>) -> tensor<2x4x16x16xf32>
    %39 = stablehlo.multiply %38, %cst_2 : tensor<2x4x16x16xf32>
    %40 = stablehlo.convert %39 : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf16>
    %41 = stablehlo.reshape %40 : (tensor<2x4x16x16xf16>) -> tensor<8x16x16xf16>
    %42 = stablehlo.transpose %arg28, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f16[64,64]{0,1}"} : (tensor<64x64xf16>) -> tensor<64x64xf16>
    %43 = stablehlo.dot_general %31, %42, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf16>, tensor<64x64xf16>) -> tensor<32x64xf16>
    %44 = stablehlo.reshape %43 : (tensor<32x64xf16>) -> tensor<2x16x4x16xf16>
    %45 = stablehlo.transpose %44, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f16[2,4,16,16]{3,1,2,0}"} : (tensor<2x16x4x16xf16>) -> tensor<2x4x16x16xf16>
    %46 = stablehlo.convert %45 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,16,16]{3,1,2,0}"} : (tensor<2x4x16x16xf16>) -> tensor<2x4x16x16xf32>
    %47 = stablehlo.multiply %46, %cst_2 : tensor<2x4x16x16xf32>
    %48 = stablehlo.convert %47 : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf16>
    %49 = stablehlo.transpose %48, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f16[2,4,16,16]{2,3,1,0}"} : (tensor<2x4x16x16xf16>) -> tensor<2x4x16x16xf16>
    %50 = stablehlo.reshape %49 : (tensor<2x4x16x16xf16>) -> tensor<8x16x16xf16>
    %51 = stablehlo.dot_general %41, %50, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf16>, tensor<8x16x16xf16>) -> tensor<8x16x16xf16>
    %52 = stablehlo.reshape %51 : (tensor<8x16x16xf16>) -> tensor<2x4x16x16xf16>
    %53 = stablehlo.convert %52 : (tensor<2x4x16x16xf16>) -> tensor<2x4x16x16xf32>
    %54 = stablehlo.reduce(%53 init: %cst_12) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %56 = stablehlo.subtract %53, %55 : tensor<2x4x16x16xf32>
    %57 = stablehlo.exponential %56 : tensor<2x4x16x16xf32>
    %58 = stablehlo.reduce(%57 init: %cst_11) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %60 = stablehlo.divide %57, %59 : tensor<2x4x16x16xf32>
    %61 = stablehlo.convert %60 : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf16>
    %62 = stablehlo.reshape %61 : (tensor<2x4x16x16xf16>) -> tensor<8x16x16xf16>
    %63 = stablehlo.transpose %arg19, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f16[64,64]{0,1}"} : (tensor<64x64xf16>) -> tensor<64x64xf16>
    %64 = stablehlo.dot_general %31, %63, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf16>, tensor<64x64xf16>) -> tensor<32x64xf16>
    %65 = stablehlo.broadcast_in_dim %arg18, dims = [1] : (tensor<64xf16>) -> tensor<32x64xf16>
    %66 = stablehlo.add %64, %65 : tensor<32x64xf16>
    %67 = stablehlo.reshape %66 : (tensor<32x64xf16>) -> tensor<2x16x4x16xf16>
    %68 = stablehlo.transpose %67, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f16[2,4,16,16]{3,1,2,0}"} : (tensor<2x16x4x16xf16>) -> tensor<2x4x16x16xf16>
    %69 = stablehlo.reshape %68 : (tensor<2x4x16x16xf16>) -> tensor<8x16x16xf16>
    %70 = stablehlo.dot_general %62, %69, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf16>, tensor<8x16x16xf16>) -> tensor<8x16x16xf16>
    %71 = stablehlo.reshape %70 : (tensor<8x16x16xf16>) -> tensor<2x4x16x16xf16>
    %72 = stablehlo.transpose %71, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f16[2,16,4,16]{3,1,2,0}"} : (tensor<2x4x16x16xf16>) -> tensor<2x16x4x16xf16>
    %73 = stablehlo.reshape %72 : (tensor<2x16x4x16xf16>) -> tensor<32x64xf16>
    %74 = stablehlo.transpose %arg17, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f16[64,64]{0,1}"} : (tensor<64x64xf16>) -> tensor<64x64xf16>
    %75 = stablehlo.dot_general %73, %74, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf16>, tensor<64x64xf16>) -> tensor<32x64xf16>
    %76 = stablehlo.broadcast_in_dim %arg16, dims = [1] : (tensor<64xf16>) -> tensor<32x64xf16>
    %77 = stablehlo.add %75, %76 : tensor<32x64xf16>
    %78 = stablehlo.reshape %77 : (tensor<32x64xf16>) -> tensor<2x16x64xf16>
    %79 = stablehlo.add %24, %78 : tensor<2x16x64xf16>
    %80 = stablehlo.reshape %79 : (tensor<2x16x64xf16>) -> tensor<1x32x64xf16>
    %output_13, %batch_mean_14, %batch_var_15 = "stablehlo.batch_norm_training"(%80, %cst_4, %cst_3) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x32x64xf16>, tensor<32xf16>, tensor<32xf16>) -> (tensor<1x32x64xf16>, tensor<32xf16>, tensor<32xf16>)
    %81 = stablehlo.broadcast_in_dim %arg31, dims = [2] : (tensor<64xf16>) -> tensor<2x16x64xf16>
    %82 = stablehlo.reshape %output_13 : (tensor<1x32x64xf16>) -> tensor<2x16x64xf16>
    %83 = stablehlo.broadcast_in_dim %arg15, dims = [2] : (tensor<64xf16>) -> tensor<2x16x64xf16>
    %84 = stablehlo.multiply %82, %83 : tensor<2x16x64xf16>
    %85 = stablehlo.add %81, %84 : tensor<2x16x64xf16>
    %86 = stablehlo.reshape %85 : (tensor<2x16x64xf16>) -> tensor<32x64xf16>
    %87 = stablehlo.transpose %arg14, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f16[64,256]{0,1}"} : (tensor<256x64xf16>) -> tensor<64x256xf16>
    %88 = stablehlo.dot_general %86, %87, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf16>, tensor<64x256xf16>) -> tensor<32x256xf16>
    %89 = stablehlo.broadcast_in_dim %arg13, dims = [1] : (tensor<256xf16>) -> tensor<32x256xf16>
    %90 = stablehlo.add %88, %89 : tensor<32x256xf16>
    %91 = stablehlo.reshape %90 : (tensor<32x256xf16>) -> tensor<2x16x256xf16>
    %92 = stablehlo.multiply %91, %cst_1 : tensor<2x16x256xf16>
    %93 = stablehlo.multiply %91, %cst_0 : tensor<2x16x256xf16>
    %94 = stablehlo.custom_call @mhlo.erf(%93) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x16x256xf16>) -> tensor<2x16x256xf16>
    %95 = stablehlo.add %94, %cst : tensor<2x16x256xf16>
    %96 = stablehlo.multiply %92, %95 : tensor<2x16x256xf16>
    %97 = stablehlo.reshape %96 : (tensor<2x16x256xf16>) -> tensor<32x256xf16>
    %98 = stablehlo.transpose %arg12, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f16[256,64]{0,1}"} : (tensor<64x256xf16>) -> tensor<256x64xf16>
    %99 = stablehlo.dot_general %97, %98, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf16>, tensor<256x64xf16>) -> tensor<32x64xf16>
    %100 = stablehlo.broadcast_in_dim %arg11, dims = [1] : (tensor<64xf16>) -> tensor<32x64xf16>
    %101 = stablehlo.add %99, %100 : tensor<32x64xf16>
    %102 = stablehlo.reshape %101 : (tensor<32x64xf16>) -> tensor<2x16x64xf16>
    %103 = stablehlo.add %79, %102 : tensor<2x16x64xf16>
    %104 = stablehlo.reshape %103 : (tensor<2x16x64xf16>) -> tensor<1x32x64xf16>
    %output_16, %batch_mean_17, %batch_var_18 = "stablehlo.batch_norm_training"(%104, %cst_4, %cst_3) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x32x64xf16>, tensor<32xf16>, tensor<32xf16>) -> (tensor<1x32x64xf16>, tensor<32xf16>, tensor<32xf16>)
    %105 = stablehlo.broadcast_in_dim %arg32, dims = [2] : (tensor<64xf16>) -> tensor<2x16x64xf16>
    %106 = stablehlo.reshape %output_16 : (tensor<1x32x64xf16>) -> tensor<2x16x64xf16>
    %107 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<64xf16>) -> tensor<2x16x64xf16>
    %108 = stablehlo.multiply %106, %107 : tensor<2x16x64xf16>
    %109 = stablehlo.add %105, %108 : tensor<2x16x64xf16>
    %110 = stablehlo.reshape %109 : (tensor<2x16x64xf16>) -> tensor<32x64xf16>
    %111 = stablehlo.transpose %arg35, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f16[64,64]{0,1}"} : (tensor<64x64xf16>) -> tensor<64x64xf16>
    %112 = stablehlo.dot_general %110, %111, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf16>, tensor<64x64xf16>) -> tensor<32x64xf16>
    %113 = stablehlo.broadcast_in_dim %arg34, dims = [1] : (tensor<64xf16>) -> tensor<32x64xf16>
    %114 = stablehlo.add %112, %113 : tensor<32x64xf16>
    %115 = stablehlo.reshape %114 : (tensor<32x64xf16>) -> tensor<2x16x4x16xf16>
    %116 = stablehlo.transpose %115, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f16[2,4,16,16]{3,1,2,0}"} : (tensor<2x16x4x16xf16>) -> tensor<2x4x16x16xf16>
    %117 = stablehlo.convert %116 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,16,16]{3,1,2,0}"} : (tensor<2x4x16x16xf16>) -> tensor<2x4x16x16xf32>
    %118 = stablehlo.multiply %117, %cst_2 : tensor<2x4x16x16xf32>
    %119 = stablehlo.convert %118 : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf16>
    %120 = stablehlo.reshape %119 : (tensor<2x4x16x16xf16>) -> tensor<8x16x16xf16>
    %121 = stablehlo.transpose %arg33, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f16[64,64]{0,1}"} : (tensor<64x64xf16>) -> tensor<64x64xf16>
    %122 = stablehlo.dot_general %110, %121, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf16>, tensor<64x64xf16>) -> tensor<32x64xf16>
    %123 = stablehlo.reshape %122 : (tensor<32x64xf16>) -> tensor<2x16x4x16xf16>
    %124 = stablehlo.transpose %123, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f16[2,4,16,16]{3,1,2,0}"} : (tensor<2x16x4x16xf16>) -> tensor<2x4x16x16xf16>
    %125 = stablehlo.convert %124 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,16,16]{3,1,2,0}"} : (tensor<2x4x16x16xf16>) -> tensor<2x4x16x16xf32>
    %126 = stablehlo.multiply %125, %cst_2 : tensor<2x4x16x16xf32>
    %127 = stablehlo.convert %126 : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf16>
    %128 = stablehlo.transpose %127, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f16[2,4,16,16]{2,3,1,0}"} : (tensor<2x4x16x16xf16>) -> tensor<2x4x16x16xf16>
    %129 = stablehlo.reshape %128 : (tensor<2x4x16x16xf16>) -> tensor<8x16x16xf16>
    %130 = stablehlo.dot_general %120, %129, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf16>, tensor<8x16x16xf16>) -> tensor<8x16x16xf16>
    %131 = stablehlo.reshape %130 : (tensor<8x16x16xf16>) -> tensor<2x4x16x16xf16>
    %132 = stablehlo.convert %131 : (tensor<2x4x16x16xf16>) -> tensor<2x4x16x16xf32>
    %133 = stablehlo.reduce(%132 init: %cst_12) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %134 = stablehlo.broadcast_in_dim %133, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %135 = stablehlo.subtract %132, %134 : tensor<2x4x16x16xf32>
    %136 = stablehlo.exponential %135 : tensor<2x4x16x16xf32>
    %137 = stablehlo.reduce(%136 init: %cst_11) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %138 = stablehlo.broadcast_in_dim %137, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %139 = stablehlo.divide %136, %138 : tensor<2x4x16x16xf32>
    %140 = stablehlo.convert %139 : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf16>
    %141 = stablehlo.reshape %140 : (tensor<2x4x16x16xf16>) -> tensor<8x16x16xf16>
    %142 = stablehlo.transpose %arg9, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f16[64,64]{0,1}"} : (tensor<64x64xf16>) -> tensor<64x64xf16>
    %143 = stablehlo.dot_general %110, %142, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf16>, tensor<64x64xf16>) -> tensor<32x64xf16>
    %144 = stablehlo.broadcast_in_dim %arg8, dims = [1] : (tensor<64xf16>) -> tensor<32x64xf16>
    %145 = stablehlo.add %143, %144 : tensor<32x64xf16>
    %146 = stablehlo.reshape %145 : (tensor<32x64xf16>) -> tensor<2x16x4x16xf16>
    %147 = stablehlo.transpose %146, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f16[2,4,16,16]{3,1,2,0}"} : (tensor<2x16x4x16xf16>) -> tensor<2x4x16x16xf16>
    %148 = stablehlo.reshape %147 : (tensor<2x4x16x16xf16>) -> tensor<8x16x16xf16>
    %149 = stablehlo.dot_general %141, %148, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf16>, tensor<8x16x16xf16>) -> tensor<8x16x16xf16>
    %150 = stablehlo.reshape %149 : (tensor<8x16x16xf16>) -> tensor<2x4x16x16xf16>
    %151 = stablehlo.transpose %150, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f16[2,16,4,16]{3,1,2,0}"} : (tensor<2x4x16x16xf16>) -> tensor<2x16x4x16xf16>
    %152 = stablehlo.reshape %151 : (tensor<2x16x4x16xf16>) -> tensor<32x64xf16>
    %153 = stablehlo.transpose %arg7, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f16[64,64]{0,1}"} : (tensor<64x64xf16>) -> tensor<64x64xf16>
    %154 = stablehlo.dot_general %152, %153, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf16>, tensor<64x64xf16>) -> tensor<32x64xf16>
    %155 = stablehlo.broadcast_in_dim %arg6, dims = [1] : (tensor<64xf16>) -> tensor<32x64xf16>
    %156 = stablehlo.add %154, %155 : tensor<32x64xf16>
    %157 = stablehlo.reshape %156 : (tensor<32x64xf16>) -> tensor<2x16x64xf16>
    %158 = stablehlo.add %103, %157 : tensor<2x16x64xf16>
    %159 = stablehlo.reshape %158 : (tensor<2x16x64xf16>) -> tensor<1x32x64xf16>
    %output_19, %batch_mean_20, %batch_var_21 = "stablehlo.batch_norm_training"(%159, %cst_4, %cst_3) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x32x64xf16>, tensor<32xf16>, tensor<32xf16>) -> (tensor<1x32x64xf16>, tensor<32xf16>, tensor<32xf16>)
    %160 = stablehlo.broadcast_in_dim %arg36, dims = [2] : (tensor<64xf16>) -> tensor<2x16x64xf16>
    %161 = stablehlo.reshape %output_19 : (tensor<1x32x64xf16>) -> tensor<2x16x64xf16>
    %162 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<64xf16>) -> tensor<2x16x64xf16>
    %163 = stablehlo.multiply %161, %162 : tensor<2x16x64xf16>
    %164 = stablehlo.add %160, %163 : tensor<2x16x64xf16>
    %165 = stablehlo.reshape %164 : (tensor<2x16x64xf16>) -> tensor<32x64xf16>
    %166 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f16[64,256]{0,1}"} : (tensor<256x64xf16>) -> tensor<64x256xf16>
    %167 = stablehlo.dot_general %165, %166, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf16>, tensor<64x256xf16>) -> tensor<32x256xf16>
    %168 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<256xf16>) -> tensor<32x256xf16>
    %169 = stablehlo.add %167, %168 : tensor<32x256xf16>
    %170 = stablehlo.reshape %169 : (tensor<32x256xf16>) -> tensor<2x16x256xf16>
    %171 = stablehlo.multiply %170, %cst_1 : tensor<2x16x256xf16>
    %172 = stablehlo.multiply %170, %cst_0 : tensor<2x16x256xf16>
    %173 = stablehlo.custom_call @mhlo.erf(%172) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x16x256xf16>) -> tensor<2x16x256xf16>
    %174 = stablehlo.add %173, %cst : tensor<2x16x256xf16>
    %175 = stablehlo.multiply %171, %174 : tensor<2x16x256xf16>
    %176 = stablehlo.reshape %175 : (tensor<2x16x256xf16>) -> tensor<32x256xf16>
    %177 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f16[256,64]{0,1}"} : (tensor<64x256xf16>) -> tensor<256x64xf16>
    %178 = stablehlo.dot_general %176, %177, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf16>, tensor<256x64xf16>) -> tensor<32x64xf16>
    %179 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<64xf16>) -> tensor<32x64xf16>
    %180 = stablehlo.add %178, %179 : tensor<32x64xf16>
    %181 = stablehlo.reshape %180 : (tensor<32x64xf16>) -> tensor<2x16x64xf16>
    %182 = stablehlo.add %158, %181 : tensor<2x16x64xf16>
    %183 = stablehlo.reshape %182 : (tensor<2x16x64xf16>) -> tensor<1x32x64xf16>
    %output_22, %batch_mean_23, %batch_var_24 = "stablehlo.batch_norm_training"(%183, %cst_4, %cst_3) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x32x64xf16>, tensor<32xf16>, tensor<32xf16>) -> (tensor<1x32x64xf16>, tensor<32xf16>, tensor<32xf16>)
    %184 = stablehlo.broadcast_in_dim %arg37, dims = [2] : (tensor<64xf16>) -> tensor<2x16x64xf16>
    %185 = stablehlo.reshape %output_22 : (tensor<1x32x64xf16>) -> tensor<2x16x64xf16>
    %186 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<64xf16>) -> tensor<2x16x64xf16>
    %187 = stablehlo.multiply %185, %186 : tensor<2x16x64xf16>
    %188 = stablehlo.add %184, %187 : tensor<2x16x64xf16>
    return %188 : tensor<2x16x64xf16>
  }
}
