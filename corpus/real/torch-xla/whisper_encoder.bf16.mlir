module @IrToHlo.505 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<64xbf16>, %arg1: tensor<64xbf16>, %arg2: tensor<64x256xbf16>, %arg3: tensor<256xbf16>, %arg4: tensor<256x64xbf16>, %arg5: tensor<64xbf16>, %arg6: tensor<64xbf16>, %arg7: tensor<64x64xbf16>, %arg8: tensor<64xbf16>, %arg9: tensor<64x64xbf16>, %arg10: tensor<64xbf16>, %arg11: tensor<64xbf16>, %arg12: tensor<64x256xbf16>, %arg13: tensor<256xbf16>, %arg14: tensor<256x64xbf16>, %arg15: tensor<64xbf16>, %arg16: tensor<64xbf16>, %arg17: tensor<64x64xbf16>, %arg18: tensor<64xbf16>, %arg19: tensor<64x64xbf16>, %arg20: tensor<64xbf16>, %arg21: tensor<16x64xbf16>, %arg22: tensor<64xbf16>, %arg23: tensor<64x64x3xbf16>, %arg24: tensor<64xbf16>, %arg25: tensor<64x16x3xbf16>, %arg26: tensor<2x16x32xbf16>, %arg27: tensor<64xbf16>, %arg28: tensor<f32>, %arg29: tensor<64x64xbf16>, %arg30: tensor<64xbf16>, %arg31: tensor<64x64xbf16>, %arg32: tensor<64xbf16>, %arg33: tensor<64xbf16>, %arg34: tensor<64x64xbf16>, %arg35: tensor<64xbf16>, %arg36: tensor<64x64xbf16>, %arg37: tensor<64xbf16>, %arg38: tensor<64xbf16>) -> tensor<2x16x64xbf16> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<2x16x256xbf16>
    %cst_0 = stablehlo.constant dense<7.070310e-01> : tensor<2x16x256xbf16>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<2x16x256xbf16>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<32xbf16>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<32xbf16>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<2x64x16xbf16>
    %cst_5 = stablehlo.constant dense<7.070310e-01> : tensor<2x64x16xbf16>
    %cst_6 = stablehlo.constant dense<5.000000e-01> : tensor<2x64x16xbf16>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<2x64x32xbf16>
    %cst_8 = stablehlo.constant dense<7.070310e-01> : tensor<2x64x32xbf16>
    %cst_9 = stablehlo.constant dense<5.000000e-01> : tensor<2x64x32xbf16>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_11 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reshape %arg26 : (tensor<2x16x32xbf16>) -> tensor<2x16x1x32xbf16>
    %1 = stablehlo.reshape %arg25 : (tensor<64x16x3xbf16>) -> tensor<64x16x1x3xbf16>
    %2 = stablehlo.convolution(%0, %1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x16x1x32xbf16>, tensor<64x16x1x3xbf16>) -> tensor<2x64x1x32xbf16>
    %3 = stablehlo.broadcast_in_dim %arg24, dims = [1] : (tensor<64xbf16>) -> tensor<2x64x1x32xbf16>
    %4 = stablehlo.add %2, %3 : tensor<2x64x1x32xbf16>
    %5 = stablehlo.reshape %4 : (tensor<2x64x1x32xbf16>) -> tensor<2x64x32xbf16>
    %6 = stablehlo.multiply %5, %cst_9 : tensor<2x64x32xbf16>
    %7 = stablehlo.multiply %5, %cst_8 : tensor<2x64x32xbf16>
    %8 = stablehlo.custom_call @mhlo.erf(%7) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x64x32xbf16>) -> tensor<2x64x32xbf16>
    %9 = stablehlo.add %8, %cst_7 : tensor<2x64x32xbf16>
    %10 = stablehlo.multiply %6, %9 : tensor<2x64x32xbf16>
    %11 = stablehlo.reshape %10 : (tensor<2x64x32xbf16>) -> tensor<2x64x1x32xbf16>
    %12 = stablehlo.reshape %arg23 : (tensor<64x64x3xbf16>) -> tensor<64x64x1x3xbf16>
    %13 = stablehlo.convolution(%11, %12) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 2], pad = [[0, 0], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x64x1x32xbf16>, tensor<64x64x1x3xbf16>) -> tensor<2x64x1x16xbf16>
    %14 = stablehlo.broadcast_in_dim %arg22, dims = [1] : (tensor<64xbf16>) -> tensor<2x64x1x16xbf16>
    %15 = stablehlo.add %13, %14 : tensor<2x64x1x16xbf16>
    %16 = stablehlo.reshape %15 : (tensor<2x64x1x16xbf16>) -> tensor<2x64x16xbf16>
    %17 = stablehlo.multiply %16, %cst_6 : tensor<2x64x16xbf16>
    %18 = stablehlo.multiply %16, %cst_5 : tensor<2x64x16xbf16>
    %19 = stablehlo.custom_call @mhlo.erf(%18) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x64x16xbf16>) -> tensor<2x64x16xbf16>
    %20 = stablehlo.add %19, %cst_4 : tensor<2x64x16xbf16>
    %21 = stablehlo.multiply %17, %20 : tensor<2x64x16xbf16>
    %22 = stablehlo.transpose %21, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "bf16[2,16,64]{1,2,0}"} : (tensor<2x64x16xbf16>) -> tensor<2x16x64xbf16>
    %23 = stablehlo.broadcast_in_dim %arg21, dims = [1, 2] : (tensor<16x64xbf16>) -> tensor<2x16x64xbf16>
    %24 = stablehlo.add %22, %23 : tensor<2x16x64xbf16>
    %25 = stablehlo.reshape %24 : (tensor<2x16x64xbf16>) -> tensor<1x32x64xbf16>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%25, %cst_3, %cst_2) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x32x64xbf16>, tensor<32xbf16>, tensor<32xbf16>) -> (tensor<1x32x64xbf16>, tensor<32xbf16>, tensor<32xbf16>)
    %26 = stablehlo.broadcast_in_dim %arg27, dims = [2] : (tensor<64xbf16>) -> tensor<2x16x64xbf16>
    %27 = stablehlo.reshape %output : (tensor<1x32x64xbf16>) -> tensor<2x16x64xbf16>
    %28 = stablehlo.broadcast_in_dim %arg20, dims = [2] : (tensor<64xbf16>) -> tensor<2x16x64xbf16>
    %29 = stablehlo.multiply %27, %28 : tensor<2x16x64xbf16>
    %30 = stablehlo.add %26, %29 : tensor<2x16x64xbf16>
    %31 = stablehlo.reshape %30 : (tensor<2x16x64xbf16>) -> tensor<32x64xbf16>
    %32 = stablehlo.transpose %arg31, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,64]{0,1}"} : (tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %33 = stablehlo.dot_general %31, %32, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xbf16>, tensor<64x64xbf16>) -> tensor<32x64xbf16>
    %34 = stablehlo.reshape %33 : (tensor<32x64xbf16>) -> tensor<2x16x64xbf16>
    %35 = stablehlo.broadcast_in_dim %arg30, dims = [2] : (tensor<64xbf16>) -> tensor<2x16x64xbf16>
    %36 = stablehlo.add %34, %35 : tensor<2x16x64xbf16>
    %37 = stablehlo.reshape %36 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %38 = stablehlo.transpose %37, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[2,4,16,16]{3,1,2,0}"} : (tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %39 = stablehlo.convert %38 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,16,16]{3,1,2,0}"} : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xf32>
    %40 = stablehlo.broadcast_in_dim %arg28, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %41 = stablehlo.multiply %39, %40 : tensor<2x4x16x16xf32>
    %42 = stablehlo.convert %41 : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xbf16>
    %43 = stablehlo.reshape %42 : (tensor<2x4x16x16xbf16>) -> tensor<8x16x16xbf16>
    %44 = stablehlo.transpose %arg29, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,64]{0,1}"} : (tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %45 = stablehlo.dot_general %31, %44, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xbf16>, tensor<64x64xbf16>) -> tensor<32x64xbf16>
    %46 = stablehlo.reshape %45 : (tensor<32x64xbf16>) -> tensor<2x16x4x16xbf16>
    %47 = stablehlo.transpose %46, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[2,4,16,16]{3,1,2,0}"} : (tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %48 = stablehlo.convert %47 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,16,16]{3,1,2,0}"} : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xf32>
    %49 = stablehlo.multiply %48, %40 : tensor<2x4x16x16xf32>
    %50 = stablehlo.convert %49 : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xbf16>
    %51 = stablehlo.transpose %50, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "bf16[2,4,16,16]{2,3,1,0}"} : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %52 = stablehlo.reshape %51 : (tensor<2x4x16x16xbf16>) -> tensor<8x16x16xbf16>
    %53 = stablehlo.dot_general %43, %52, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xbf16>, tensor<8x16x16xbf16>) -> tensor<8x16x16xbf16>
    %54 = stablehlo.reshape %53 : (tensor<8x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %55 = stablehlo.convert %54 : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xf32>
    %56 = stablehlo.reduce(%55 init: %cst_11) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %58 = stablehlo.subtract %55, %57 : tensor<2x4x16x16xf32>
    %59 = stablehlo.exponential %58 : tensor<2x4x16x16xf32>
    %60 = stablehlo.reduce(%59 init: %cst_10) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %62 = stablehlo.divide %59, %61 : tensor<2x4x16x16xf32>
    %63 = stablehlo.convert %62 : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xbf16>
    %64 = stablehlo.reshape %63 : (tensor<2x4x16x16xbf16>) -> tensor<8x16x16xbf16>
    %65 = stablehlo.transpose %arg19, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,64]{0,1}"} : (tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %66 = stablehlo.dot_general %31, %65, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xbf16>, tensor<64x64xbf16>) -> tensor<32x64xbf16>
    %67 = stablehlo.reshape %66 : (tensor<32x64xbf16>) -> tensor<2x16x64xbf16>
    %68 = stablehlo.broadcast_in_dim %arg18, dims = [2] : (tensor<64xbf16>) -> tensor<2x16x64xbf16>
    %69 = stablehlo.add %67, %68 : tensor<2x16x64xbf16>
    %70 = stablehlo.reshape %69 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %71 = stablehlo.transpose %70, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[2,4,16,16]{3,1,2,0}"} : (tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %72 = stablehlo.reshape %71 : (tensor<2x4x16x16xbf16>) -> tensor<8x16x16xbf16>
    %73 = stablehlo.dot_general %64, %72, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xbf16>, tensor<8x16x16xbf16>) -> tensor<8x16x16xbf16>
    %74 = stablehlo.reshape %73 : (tensor<8x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %75 = stablehlo.transpose %74, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[2,16,4,16]{3,1,2,0}"} : (tensor<2x4x16x16xbf16>) -> tensor<2x16x4x16xbf16>
    %76 = stablehlo.reshape %75 : (tensor<2x16x4x16xbf16>) -> tensor<32x64xbf16>
    %77 = stablehlo.transpose %arg17, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,64]{0,1}"} : (tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %78 = stablehlo.dot_general %76, %77, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xbf16>, tensor<64x64xbf16>) -> tensor<32x64xbf16>
    %79 = stablehlo.reshape %78 : (tensor<32x64xbf16>) -> tensor<2x16x64xbf16>
    %80 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<64xbf16>) -> tensor<2x16x64xbf16>
    %81 = stablehlo.add %79, %80 : tensor<2x16x64xbf16>
    %82 = stablehlo.add %24, %81 : tensor<2x16x64xbf16>
    %83 = stablehlo.reshape %82 : (tensor<2x16x64xbf16>) -> tensor<1x32x64xbf16>
    %output_12, %batch_mean_13, %batch_var_14 = "stablehlo.batch_norm_training"(%83, %cst_3, %cst_2) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x32x64xbf16>, tensor<32xbf16>, tensor<32xbf16>) -> (tensor<1x32x64xbf16>, tensor<32xbf16>, tensor<32xbf16>)
    %84 = stablehlo.broadcast_in_dim %arg32, dims = [2] : (tensor<64xbf16>) -> tensor<2x16x64xbf16>
    %85 = stablehlo.reshape %output_12 : (tensor<1x32x64xbf16>) -> tensor<2x16x64xbf16>
    %86 = stablehlo.broadcast_in_dim %arg15, dims = [2] : (tensor<64xbf16>) -> tensor<2x16x64xbf16>
    %87 = stablehlo.multiply %85, %86 : tensor<2x16x64xbf16>
    %88 = stablehlo.add %84, %87 : tensor<2x16x64xbf16>
    %89 = stablehlo.reshape %88 : (tensor<2x16x64xbf16>) -> tensor<32x64xbf16>
    %90 = stablehlo.transpose %arg14, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,256]{0,1}"} : (tensor<256x64xbf16>) -> tensor<64x256xbf16>
    %91 = stablehlo.dot_general %89, %90, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xbf16>, tensor<64x256xbf16>) -> tensor<32x256xbf16>
    %92 = stablehlo.reshape %91 : (tensor<32x256xbf16>) -> tensor<2x16x256xbf16>
    %93 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<256xbf16>) -> tensor<2x16x256xbf16>
    %94 = stablehlo.add %92, %93 : tensor<2x16x256xbf16>
    %95 = stablehlo.multiply %94, %cst_1 : tensor<2x16x256xbf16>
    %96 = stablehlo.multiply %94, %cst_0 : tensor<2x16x256xbf16>
    %97 = stablehlo.custom_call @mhlo.erf(%96) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x16x256xbf16>) -> tensor<2x16x256xbf16>
    %98 = stablehlo.add %97, %cst : tensor<2x16x256xbf16>
    %99 = stablehlo.multiply %95, %98 : tensor<2x16x256xbf16>
    %100 = stablehlo.reshape %99 : (tensor<2x16x256xbf16>) -> tensor<32x256xbf16>
    %101 = stablehlo.transpose %arg12, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[256,64]{0,1}"} : (tensor<64x256xbf16>) -> tensor<256x64xbf16>
    %102 = stablehlo.dot_general %100, %101, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xbf16>, tensor<256x64xbf16>) -> tensor<32x64xbf16>
    %103 = stablehlo.reshape %102 : (tensor<32x64xbf16>) -> tensor<2x16x64xbf16>
    %104 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<64xbf16>) -> tensor<2x16x64xbf16>
    %105 = stablehlo.add %103, %104 : tensor<2x16x64xbf16>
    %106 = stablehlo.add %82, %105 : tensor<2x16x64xbf16>
    %107 = stablehlo.reshape %106 : (tensor<2x16x64xbf16>) -> tensor<1x32x64xbf16>
    %output_15, %batch_mean_16, %batch_var_17 = "stablehlo.batch_norm_training"(%107, %cst_3, %cst_2) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x32x64xbf16>, tensor<32xbf16>, tensor<32xbf16>) -> (tensor<1x32x64xbf16>, tensor<32xbf16>, tensor<32xbf16>)
    %108 = stablehlo.broadcast_in_dim %arg33, dims = [2] : (tensor<64xbf16>) -> tensor<2x16x64xbf16>
    %109 = stablehlo.reshape %output_15 : (tensor<1x32x64xbf16>) -> tensor<2x16x64xbf16>
    %110 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<64xbf16>) -> tensor<2x16x64xbf16>
    %111 = stablehlo.multiply %109, %110 : tensor<2x16x64xbf16>
    %112 = stablehlo.add %108, %111 : tensor<2x16x64xbf16>
    %113 = stablehlo.reshape %112 : (tensor<2x16x64xbf16>) -> tensor<32x64xbf16>
    %114 = stablehlo.transpose %arg36, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,64]{0,1}"} : (tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %115 = stablehlo.dot_general %113, %114, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xbf16>, tensor<64x64xbf16>) -> tensor<32x64xbf16>
    %116 = stablehlo.reshape %115 : (tensor<32x64xbf16>) -> tensor<2x16x64xbf16>
    %117 = stablehlo.broadcast_in_dim %arg35, dims = [2] : (tensor<64xbf16>) -> tensor<2x16x64xbf16>
    %118 = stablehlo.add %116, %117 : tensor<2x16x64xbf16>
    %119 = stablehlo.reshape %118 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %120 = stablehlo.transpose %119, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[2,4,16,16]{3,1,2,0}"} : (tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %121 = stablehlo.convert %120 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,16,16]{3,1,2,0}"} : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xf32>
    %122 = stablehlo.multiply %121, %40 : tensor<2x4x16x16xf32>
    %123 = stablehlo.convert %122 : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xbf16>
    %124 = stablehlo.reshape %123 : (tensor<2x4x16x16xbf16>) -> tensor<8x16x16xbf16>
    %125 = stablehlo.transpose %arg34, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,64]{0,1}"} : (tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %126 = stablehlo.dot_general %113, %125, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xbf16>, tensor<64x64xbf16>) -> tensor<32x64xbf16>
    %127 = stablehlo.reshape %126 : (tensor<32x64xbf16>) -> tensor<2x16x4x16xbf16>
    %128 = stablehlo.transpose %127, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[2,4,16,16]{3,1,2,0}"} : (tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %129 = stablehlo.convert %128 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,16,16]{3,1,2,0}"} : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xf32>
    %130 = stablehlo.multiply %129, %40 : tensor<2x4x16x16xf32>
    %131 = stablehlo.convert %130 : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xbf16>
    %132 = stablehlo.transpose %131, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "bf16[2,4,16,16]{2,3,1,0}"} : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %133 = stablehlo.reshape %132 : (tensor<2x4x16x16xbf16>) -> tensor<8x16x16xbf16>
    %134 = stablehlo.dot_general %124, %133, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xbf16>, tensor<8x16x16xbf16>) -> tensor<8x16x16xbf16>
    %135 = stablehlo.reshape %134 : (tensor<8x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %136 = stablehlo.convert %135 : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xf32>
    %137 = stablehlo.reduce(%136 init: %cst_11) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %138 = stablehlo.broadcast_in_dim %137, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %139 = stablehlo.subtract %136, %138 : tensor<2x4x16x16xf32>
    %140 = stablehlo.exponential %139 : tensor<2x4x16x16xf32>
    %141 = stablehlo.reduce(%140 init: %cst_10) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %142 = stablehlo.broadcast_in_dim %141, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %143 = stablehlo.divide %140, %142 : tensor<2x4x16x16xf32>
    %144 = stablehlo.convert %143 : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xbf16>
    %145 = stablehlo.reshape %144 : (tensor<2x4x16x16xbf16>) -> tensor<8x16x16xbf16>
    %146 = stablehlo.transpose %arg9, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,64]{0,1}"} : (tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %147 = stablehlo.dot_general %113, %146, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xbf16>, tensor<64x64xbf16>) -> tensor<32x64xbf16>
    %148 = stablehlo.reshape %147 : (tensor<32x64xbf16>) -> tensor<2x16x64xbf16>
    %149 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<64xbf16>) -> tensor<2x16x64xbf16>
    %150 = stablehlo.add %148, %149 : tensor<2x16x64xbf16>
    %151 = stablehlo.reshape %150 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %152 = stablehlo.transpose %151, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[2,4,16,16]{3,1,2,0}"} : (tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %153 = stablehlo.reshape %152 : (tensor<2x4x16x16xbf16>) -> tensor<8x16x16xbf16>
    %154 = stablehlo.dot_general %145, %153, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xbf16>, tensor<8x16x16xbf16>) -> tensor<8x16x16xbf16>
    %155 = stablehlo.reshape %154 : (tensor<8x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %156 = stablehlo.transpose %155, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[2,16,4,16]{3,1,2,0}"} : (tensor<2x4x16x16xbf16>) -> tensor<2x16x4x16xbf16>
    %157 = stablehlo.reshape %156 : (tensor<2x16x4x16xbf16>) -> tensor<32x64xbf16>
    %158 = stablehlo.transpose %arg7, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,64]{0,1}"} : (tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %159 = stablehlo.dot_general %157, %158, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xbf16>, tensor<64x64xbf16>) -> tensor<32x64xbf16>
    %160 = stablehlo.reshape %159 : (tensor<32x64xbf16>) -> tensor<2x16x64xbf16>
    %161 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<64xbf16>) -> tensor<2x16x64xbf16>
    %162 = stablehlo.add %160, %161 : tensor<2x16x64xbf16>
    %163 = stablehlo.add %106, %162 : tensor<2x16x64xbf16>
    %164 = stablehlo.reshape %163 : (tensor<2x16x64xbf16>) -> tensor<1x32x64xbf16>
    %output_18, %batch_mean_19, %batch_var_20 = "stablehlo.batch_norm_training"(%164, %cst_3, %cst_2) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x32x64xbf16>, tensor<32xbf16>, tensor<32xbf16>) -> (tensor<1x32x64xbf16>, tensor<32xbf16>, tensor<32xbf16>)
    %165 = stablehlo.broadcast_in_dim %arg37, dims = [2] : (tensor<64xbf16>) -> tensor<2x16x64xbf16>
    %166 = stablehlo.reshape %output_18 : (tensor<1x32x64xbf16>) -> tensor<2x16x64xbf16>
    %167 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<64xbf16>) -> tensor<2x16x64xbf16>
    %168 = stablehlo.multiply %166, %167 : tensor<2x16x64xbf16>
    %169 = stablehlo.add %165, %168 : tensor<2x16x64xbf16>
    %170 = stablehlo.reshape %169 : (tensor<2x16x64xbf16>) -> tensor<32x64xbf16>
    %171 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,256]{0,1}"} : (tensor<256x64xbf16>) -> tensor<64x256xbf16>
    %172 = stablehlo.dot_general %170, %171, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xbf16>, tensor<64x256xbf16>) -> tensor<32x256xbf16>
    %173 = stablehlo.reshape %172 : (tensor<32x256xbf16>) -> tensor<2x16x256xbf16>
    %174 = stablehlo.broadcast_in_dim %arg3, dims = [2] : (tensor<256xbf16>) -> tensor<2x16x256xbf16>
    %175 = stablehlo.add %173, %174 : tensor<2x16x256xbf16>
    %176 = stablehlo.multiply %175, %cst_1 : tensor<2x16x256xbf16>
    %177 = stablehlo.multiply %175, %cst_0 : tensor<2x16x256xbf16>
    %178 = stablehlo.custom_call @mhlo.erf(%177) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x16x256xbf16>) -> tensor<2x16x256xbf16>
    %179 = stablehlo.add %178, %cst : tensor<2x16x256xbf16>
    %180 = stablehlo.multiply %176, %179 : tensor<2x16x256xbf16>
    %181 = stablehlo.reshape %180 : (tensor<2x16x256xbf16>) -> tensor<32x256xbf16>
    %182 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[256,64]{0,1}"} : (tensor<64x256xbf16>) -> tensor<256x64xbf16>
    %183 = stablehlo.dot_general %181, %182, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xbf16>, tensor<256x64xbf16>) -> tensor<32x64xbf16>
    %184 = stablehlo.reshape %183 : (tensor<32x64xbf16>) -> tensor<2x16x64xbf16>
    %185 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<64xbf16>) -> tensor<2x16x64xbf16>
    %186 = stablehlo.add %184, %185 : tensor<2x16x64xbf16>
    %187 = stablehlo.add %163, %186 : tensor<2x16x64xbf16>
    %188 = stablehlo.reshape %187 : (tensor<2x16x64xbf16>) -> tensor<1x32x64xbf16>
    %output_21, %batch_mean_22, %batch_var_23 = "stablehlo.batch_norm_training"(%188, %cst_3, %cst_2) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x32x64xbf16>, tensor<32xbf16>, tensor<32xbf16>) -> (tensor<1x32x64xbf16>, tensor<32xbf16>, tensor<32xbf16>)
    %189 = stablehlo.broadcast_in_dim %arg38, dims = [2] : (tensor<64xbf16>) -> tensor<2x16x64xbf16>
    %190 = stablehlo.reshape %output_21 : (tensor<1x32x64xbf16>) -> tensor<2x16x64xbf16>
    %191 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<64xbf16>) -> tensor<2x16x64xbf16>
    %192 = stablehlo.multiply %190, %191 : tensor<2x16x64xbf16>
    %193 = stablehlo.add %189, %192 : tensor<2x16x64xbf16>
    return %193 : tensor<2x16x64xbf16>
  }
}
