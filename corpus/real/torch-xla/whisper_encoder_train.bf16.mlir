module @IrToHlo.1199 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x16x64xbf16>, %arg1: tensor<64xbf16>, %arg2: tensor<64xbf16>, %arg3: tensor<64x256xbf16>, %arg4: tensor<256xbf16>, %arg5: tensor<256x64xbf16>, %arg6: tensor<64xbf16>, %arg7: tensor<64xbf16>, %arg8: tensor<64x64xbf16>, %arg9: tensor<64xbf16>, %arg10: tensor<64x64xbf16>, %arg11: tensor<64xbf16>, %arg12: tensor<64xbf16>, %arg13: tensor<64x256xbf16>, %arg14: tensor<256xbf16>, %arg15: tensor<256x64xbf16>, %arg16: tensor<64xbf16>, %arg17: tensor<64xbf16>, %arg18: tensor<64x64xbf16>, %arg19: tensor<64xbf16>, %arg20: tensor<64x64xbf16>, %arg21: tensor<64xbf16>, %arg22: tensor<16x64xbf16>, %arg23: tensor<64xbf16>, %arg24: tensor<64x64x3xbf16>, %arg25: tensor<64xbf16>, %arg26: tensor<64x16x3xbf16>, %arg27: tensor<2x16x32xbf16>, %arg28: tensor<64xbf16>, %arg29: tensor<f32>, %arg30: tensor<64x64xbf16>, %arg31: tensor<64xbf16>, %arg32: tensor<64x64xbf16>, %arg33: tensor<64xbf16>, %arg34: tensor<64xbf16>, %arg35: tensor<64x64xbf16>, %arg36: tensor<64xbf16>, %arg37: tensor<64x64xbf16>, %arg38: tensor<64xbf16>, %arg39: tensor<64xbf16>) -> (tensor<bf16>, tensor<2x16x32xbf16>, tensor<64x16x3xbf16>, tensor<64xbf16>, tensor<64x64x3xbf16>, tensor<64xbf16>, tensor<64xbf16>, tensor<64xbf16>, tensor<64x64xbf16>, tensor<64xbf16>, tensor<64x64xbf16>, tensor<64x64xbf16>, tensor<64xbf16>, tensor<64x64xbf16>, tensor<64xbf16>, tensor<64xbf16>, tensor<64xbf16>, tensor<256x64xbf16>, tensor<256xbf16>, tensor<64x256xbf16>, tensor<64xbf16>, tensor<64xbf16>, tensor<64xbf16>, tensor<64x64xbf16>, tensor<64xbf16>, tensor<64x64xbf16>, tensor<64x64xbf16>, tensor<64xbf16>, tensor<64x64xbf16>, tensor<64xbf16>, tensor<64xbf16>, tensor<64xbf16>, tensor<256x64xbf16>, tensor<256xbf16>, tensor<64x256xbf16>, tensor<64xbf16>, tensor<64xbf16>, tensor<64xbf16>) {
    %cst = stablehlo.constant dense<3.984380e-01> : tensor<2x64x32xbf16>
    %cst_0 = stablehlo.constant dense<-5.000000e-01> : tensor<2x64x32xbf16>
    %cst_1 = stablehlo.constant dense<3.984380e-01> : tensor<2x64x16xbf16>
    %cst_2 = stablehlo.constant dense<-5.000000e-01> : tensor<2x64x16xbf16>
    %cst_3 = stablehlo.constant dense<3.984380e-01> : tensor<2x16x256xbf16>
    %cst_4 = stablehlo.constant dense<-5.000000e-01> : tensor<2x16x256xbf16>
    %cst_5 = stablehlo.constant dense<1.001360e-05> : tensor<32xbf16>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<2x16x256xbf16>
    %cst_7 = stablehlo.constant dense<7.070310e-01> : tensor<2x16x256xbf16>
    %cst_8 = stablehlo.constant dense<5.000000e-01> : tensor<2x16x256xbf16>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<32xbf16>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<32xbf16>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<2x64x16xbf16>
    %cst_12 = stablehlo.constant dense<7.070310e-01> : tensor<2x64x16xbf16>
    %cst_13 = stablehlo.constant dense<5.000000e-01> : tensor<2x64x16xbf16>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<2x64x32xbf16>
    %cst_15 = stablehlo.constant dense<7.070310e-01> : tensor<2x64x32xbf16>
    %cst_16 = stablehlo.constant dense<5.000000e-01> : tensor<2x64x32xbf16>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_18 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.reshape %arg27 : (tensor<2x16x32xbf16>) -> tensor<2x16x1x32xbf16>
    %1 = stablehlo.reshape %arg26 : (tensor<64x16x3xbf16>) -> tensor<64x16x1x3xbf16>
    %2 = stablehlo.convolution(%0, %1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x16x1x32xbf16>, tensor<64x16x1x3xbf16>) -> tensor<2x64x1x32xbf16>
    %3 = stablehlo.broadcast_in_dim %arg25, dims = [1] : (tensor<64xbf16>) -> tensor<2x64x1x32xbf16>
    %4 = stablehlo.add %2, %3 : tensor<2x64x1x32xbf16>
    %5 = stablehlo.reshape %4 : (tensor<2x64x1x32xbf16>) -> tensor<2x64x32xbf16>
    %6 = stablehlo.multiply %5, %cst_16 : tensor<2x64x32xbf16>
    %7 = stablehlo.multiply %5, %cst_15 : tensor<2x64x32xbf16>
    %8 = stablehlo.custom_call @mhlo.erf(%7) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x64x32xbf16>) -> tensor<2x64x32xbf16>
    %9 = stablehlo.add %8, %cst_14 : tensor<2x64x32xbf16>
    %10 = stablehlo.multiply %6, %9 : tensor<2x64x32xbf16>
    %11 = stablehlo.reshape %10 : (tensor<2x64x32xbf16>) -> tensor<2x64x1x32xbf16>
    %12 = stablehlo.reshape %arg24 : (tensor<64x64x3xbf16>) -> tensor<64x64x1x3xbf16>
    %13 = stablehlo.convolution(%11, %12) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 2], pad = [[0, 0], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x64x1x32xbf16>, tensor<64x64x1x3xbf16>) -> tensor<2x64x1x16xbf16>
    %14 = stablehlo.broadcast_in_dim %arg23, dims = [1] : (tensor<64xbf16>) -> tensor<2x64x1x16xbf16>
    %15 = stablehlo.add %13, %14 : tensor<2x64x1x16xbf16>
    %16 = stablehlo.reshape %15 : (tensor<2x64x1x16xbf16>) -> tensor<2x64x16xbf16>
    %17 = stablehlo.multiply %16, %cst_13 : tensor<2x64x16xbf16>
    %18 = stablehlo.multiply %16, %cst_12 : tensor<2x64x16xbf16>
    %19 = stablehlo.custom_call @mhlo.erf(%18) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x64x16xbf16>) -> tensor<2x64x16xbf16>
    %20 = stablehlo.add %19, %cst_11 : tensor<2x64x16xbf16>
    %21 = stablehlo.multiply %17, %20 : tensor<2x64x16xbf16>
    %22 = stablehlo.transpose %21, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "bf16[2,16,64]{1,2,0}"} : (tensor<2x64x16xbf16>) -> tensor<2x16x64xbf16>
    %23 = stablehlo.broadcast_in_dim %arg22, dims = [1, 2] : (tensor<16x64xbf16>) -> tensor<2x16x64xbf16>
    %24 = stablehlo.add %22, %23 : tensor<2x16x64xbf16>
    %25 = stablehlo.broadcast_in_dim %arg28, dims = [2] : (tensor<64xbf16>) -> tensor<2x16x64xbf16>
    %26 = stablehlo.reshape %24 : (tensor<2x16x64xbf16>) -> tensor<1x32x64xbf16>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%26, %cst_10, %cst_9) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x32x64xbf16>, tensor<32xbf16>, tensor<32xbf16>) -> (tensor<1x32x64xbf16>, tensor<32xbf16>, tensor<32xbf16>)
    %27 = stablehlo.reshape %output : (tensor<1x32x64xbf16>) -> tensor<2x16x64xbf16>
    %28 = stablehlo.broadcast_in_dim %arg21, dims = [2] : (tensor<64xbf16>) -> tensor<2x16x64xbf16>
    %29 = stablehlo.multiply %27, %28 : tensor<2x16x64xbf16>
    %30 = stablehlo.add %25, %29 : tensor<2x16x64xbf16>
    %31 = stablehlo.reshape %30 : (tensor<2x16x64xbf16>) -> tensor<32x64xbf16>
    %32 = stablehlo.transpose %arg32, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,64]{0,1}"} : (tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %33 = stablehlo.dot_general %31, %32, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xbf16>, tensor<64x64xbf16>) -> tensor<32x64xbf16>
    %34 = stablehlo.reshape %33 : (tensor<32x64xbf16>) -> tensor<2x16x64xbf16>
    %35 = stablehlo.broadcast_in_dim %arg31, dims = [2] : (tensor<64xbf16>) -> tensor<2x16x64xbf16>
    %36 = stablehlo.add %34, %35 : tensor<2x16x64xbf16>
    %37 = stablehlo.reshape %36 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %38 = stablehlo.transpose %37, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[2,4,16,16]{3,1,2,0}"} : (tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %39 = stablehlo.convert %38 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,16,16]{3,1,2,0}"} : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xf32>
    %40 = stablehlo.broadcast_in_dim %arg29, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %41 = stablehlo.multiply %39, %40 : tensor<2x4x16x16xf32>
    %42 = stablehlo.convert %41 : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xbf16>
    %43 = stablehlo.reshape %42 : (tensor<2x4x16x16xbf16>) -> tensor<8x16x16xbf16>
    %44 = stablehlo.transpose %arg30, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,64]{0,1}"} : (tensor<64x64xbf16>) -> tensor<64x64xbf16>
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
    %56 = stablehlo.reduce(%55 init: %cst_18) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %58 = stablehlo.subtract %55, %57 : tensor<2x4x16x16xf32>
    %59 = stablehlo.exponential %58 : tensor<2x4x16x16xf32>
    %60 = stablehlo.reduce(%59 init: %cst_17) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %62 = stablehlo.divide %59, %61 : tensor<2x4x16x16xf32>
    %63 = stablehlo.convert %62 : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xbf16>
    %64 = stablehlo.reshape %63 : (tensor<2x4x16x16xbf16>) -> tensor<8x16x16xbf16>
    %65 = stablehlo.transpose %arg20, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,64]{0,1}"} : (tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %66 = stablehlo.dot_general %31, %65, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xbf16>, tensor<64x64xbf16>) -> tensor<32x64xbf16>
    %67 = stablehlo.reshape %66 : (tensor<32x64xbf16>) -> tensor<2x16x64xbf16>
    %68 = stablehlo.broadcast_in_dim %arg19, dims = [2] : (tensor<64xbf16>) -> tensor<2x16x64xbf16>
    %69 = stablehlo.add %67, %68 : tensor<2x16x64xbf16>
    %70 = stablehlo.reshape %69 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %71 = stablehlo.transpose %70, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[2,4,16,16]{3,1,2,0}"} : (tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %72 = stablehlo.reshape %71 : (tensor<2x4x16x16xbf16>) -> tensor<8x16x16xbf16>
    %73 = stablehlo.dot_general %64, %72, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xbf16>, tensor<8x16x16xbf16>) -> tensor<8x16x16xbf16>
    %74 = stablehlo.reshape %73 : (tensor<8x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %75 = stablehlo.transpose %74, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[2,16,4,16]{3,1,2,0}"} : (tensor<2x4x16x16xbf16>) -> tensor<2x16x4x16xbf16>
    %76 = stablehlo.reshape %75 : (tensor<2x16x4x16xbf16>) -> tensor<32x64xbf16>
    %77 = stablehlo.transpose %arg18, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,64]{0,1}"} : (tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %78 = stablehlo.dot_general %76, %77, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xbf16>, tensor<64x64xbf16>) -> tensor<32x64xbf16>
    %79 = stablehlo.reshape %78 : (tensor<32x64xbf16>) -> tensor<2x16x64xbf16>
    %80 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<64xbf16>) -> tensor<2x16x64xbf16>
    %81 = stablehlo.add %79, %80 : tensor<2x16x64xbf16>
    %82 = stablehlo.add %24, %81 : tensor<2x16x64xbf16>
    %83 = stablehlo.broadcast_in_dim %arg33, dims = [2] : (tensor<64xbf16>) -> tensor<2x16x64xbf16>
    %84 = stablehlo.reshape %82 : (tensor<2x16x64xbf16>) -> tensor<1x32x64xbf16>
    %output_20, %batch_mean_21, %batch_var_22 = "stablehlo.batch_norm_training"(%84, %cst_10, %cst_9) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x32x64xbf16>, tensor<32xbf16>, tensor<32xbf16>) -> (tensor<1x32x64xbf16>, tensor<32xbf16>, tensor<32xbf16>)
    %85 = stablehlo.reshape %output_20 : (tensor<1x32x64xbf16>) -> tensor<2x16x64xbf16>
    %86 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<64xbf16>) -> tensor<2x16x64xbf16>
    %87 = stablehlo.multiply %85, %86 : tensor<2x16x64xbf16>
    %88 = stablehlo.add %83, %87 : tensor<2x16x64xbf16>
    %89 = stablehlo.reshape %88 : (tensor<2x16x64xbf16>) -> tensor<32x64xbf16>
    %90 = stablehlo.transpose %arg15, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,256]{0,1}"} : (tensor<256x64xbf16>) -> tensor<64x256xbf16>
    %91 = stablehlo.dot_general %89, %90, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xbf16>, tensor<64x256xbf16>) -> tensor<32x256xbf16>
    %92 = stablehlo.reshape %91 : (tensor<32x256xbf16>) -> tensor<2x16x256xbf16>
    %93 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<256xbf16>) -> tensor<2x16x256xbf16>
    %94 = stablehlo.add %92, %93 : tensor<2x16x256xbf16>
    %95 = stablehlo.multiply %94, %cst_8 : tensor<2x16x256xbf16>
    %96 = stablehlo.multiply %94, %cst_7 : tensor<2x16x256xbf16>
    %97 = stablehlo.custom_call @mhlo.erf(%96) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x16x256xbf16>) -> tensor<2x16x256xbf16>
    %98 = stablehlo.add %97, %cst_6 : tensor<2x16x256xbf16>
    %99 = stablehlo.multiply %95, %98 : tensor<2x16x256xbf16>
    %100 = stablehlo.reshape %99 : (tensor<2x16x256xbf16>) -> tensor<32x256xbf16>
    %101 = stablehlo.transpose %arg13, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[256,64]{0,1}"} : (tensor<64x256xbf16>) -> tensor<256x64xbf16>
    %102 = stablehlo.dot_general %100, %101, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xbf16>, tensor<256x64xbf16>) -> tensor<32x64xbf16>
    %103 = stablehlo.reshape %102 : (tensor<32x64xbf16>) -> tensor<2x16x64xbf16>
    %104 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<64xbf16>) -> tensor<2x16x64xbf16>
    %105 = stablehlo.add %103, %104 : tensor<2x16x64xbf16>
    %106 = stablehlo.add %82, %105 : tensor<2x16x64xbf16>
    %107 = stablehlo.broadcast_in_dim %arg34, dims = [2] : (tensor<64xbf16>) -> tensor<2x16x64xbf16>
    %108 = stablehlo.reshape %106 : (tensor<2x16x64xbf16>) -> tensor<1x32x64xbf16>
    %output_23, %batch_mean_24, %batch_var_25 = "stablehlo.batch_norm_training"(%108, %cst_10, %cst_9) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x32x64xbf16>, tensor<32xbf16>, tensor<32xbf16>) -> (tensor<1x32x64xbf16>, tensor<32xbf16>, tensor<32xbf16>)
    %109 = stablehlo.reshape %output_23 : (tensor<1x32x64xbf16>) -> tensor<2x16x64xbf16>
    %110 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<64xbf16>) -> tensor<2x16x64xbf16>
    %111 = stablehlo.multiply %109, %110 : tensor<2x16x64xbf16>
    %112 = stablehlo.add %107, %111 : tensor<2x16x64xbf16>
    %113 = stablehlo.reshape %112 : (tensor<2x16x64xbf16>) -> tensor<32x64xbf16>
    %114 = stablehlo.transpose %arg37, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,64]{0,1}"} : (tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %115 = stablehlo.dot_general %113, %114, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xbf16>, tensor<64x64xbf16>) -> tensor<32x64xbf16>
    %116 = stablehlo.reshape %115 : (tensor<32x64xbf16>) -> tensor<2x16x64xbf16>
    %117 = stablehlo.broadcast_in_dim %arg36, dims = [2] : (tensor<64xbf16>) -> tensor<2x16x64xbf16>
    %118 = stablehlo.add %116, %117 : tensor<2x16x64xbf16>
    %119 = stablehlo.reshape %118 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %120 = stablehlo.transpose %119, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[2,4,16,16]{3,1,2,0}"} : (tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %121 = stablehlo.convert %120 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,16,16]{3,1,2,0}"} : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xf32>
    %122 = stablehlo.multiply %121, %40 : tensor<2x4x16x16xf32>
    %123 = stablehlo.convert %122 : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xbf16>
    %124 = stablehlo.reshape %123 : (tensor<2x4x16x16xbf16>) -> tensor<8x16x16xbf16>
    %125 = stablehlo.transpose %arg35, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,64]{0,1}"} : (tensor<64x64xbf16>) -> tensor<64x64xbf16>
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
    %137 = stablehlo.reduce(%136 init: %cst_18) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %138 = stablehlo.broadcast_in_dim %137, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %139 = stablehlo.subtract %136, %138 : tensor<2x4x16x16xf32>
    %140 = stablehlo.exponential %139 : tensor<2x4x16x16xf32>
    %141 = stablehlo.reduce(%140 init: %cst_17) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %142 = stablehlo.broadcast_in_dim %141, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %143 = stablehlo.divide %140, %142 : tensor<2x4x16x16xf32>
    %144 = stablehlo.convert %143 : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xbf16>
    %145 = stablehlo.reshape %144 : (tensor<2x4x16x16xbf16>) -> tensor<8x16x16xbf16>
    %146 = stablehlo.transpose %arg10, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,64]{0,1}"} : (tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %147 = stablehlo.dot_general %113, %146, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xbf16>, tensor<64x64xbf16>) -> tensor<32x64xbf16>
    %148 = stablehlo.reshape %147 : (tensor<32x64xbf16>) -> tensor<2x16x64xbf16>
    %149 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<64xbf16>) -> tensor<2x16x64xbf16>
    %150 = stablehlo.add %148, %149 : tensor<2x16x64xbf16>
    %151 = stablehlo.reshape %150 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %152 = stablehlo.transpose %151, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[2,4,16,16]{3,1,2,0}"} : (tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %153 = stablehlo.reshape %152 : (tensor<2x4x16x16xbf16>) -> tensor<8x16x16xbf16>
    %154 = stablehlo.dot_general %145, %153, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xbf16>, tensor<8x16x16xbf16>) -> tensor<8x16x16xbf16>
    %155 = stablehlo.reshape %154 : (tensor<8x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %156 = stablehlo.transpose %155, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[2,16,4,16]{3,1,2,0}"} : (tensor<2x4x16x16xbf16>) -> tensor<2x16x4x16xbf16>
    %157 = stablehlo.reshape %156 : (tensor<2x16x4x16xbf16>) -> tensor<32x64xbf16>
    %158 = stablehlo.transpose %arg8, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,64]{0,1}"} : (tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %159 = stablehlo.dot_general %157, %158, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xbf16>, tensor<64x64xbf16>) -> tensor<32x64xbf16>
    %160 = stablehlo.reshape %159 : (tensor<32x64xbf16>) -> tensor<2x16x64xbf16>
    %161 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<64xbf16>) -> tensor<2x16x64xbf16>
    %162 = stablehlo.add %160, %161 : tensor<2x16x64xbf16>
    %163 = stablehlo.add %106, %162 : tensor<2x16x64xbf16>
    %164 = stablehlo.broadcast_in_dim %arg38, dims = [2] : (tensor<64xbf16>) -> tensor<2x16x64xbf16>
    %165 = stablehlo.reshape %163 : (tensor<2x16x64xbf16>) -> tensor<1x32x64xbf16>
    %output_26, %batch_mean_27, %batch_var_28 = "stablehlo.batch_norm_training"(%165, %cst_10, %cst_9) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x32x64xbf16>, tensor<32xbf16>, tensor<32xbf16>) -> (tensor<1x32x64xbf16>, tensor<32xbf16>, tensor<32xbf16>)
    %166 = stablehlo.reshape %output_26 : (tensor<1x32x64xbf16>) -> tensor<2x16x64xbf16>
    %167 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<64xbf16>) -> tensor<2x16x64xbf16>
    %168 = stablehlo.multiply %166, %167 : tensor<2x16x64xbf16>
    %169 = stablehlo.add %164, %168 : tensor<2x16x64xbf16>
    %170 = stablehlo.reshape %169 : (tensor<2x16x64xbf16>) -> tensor<32x64xbf16>
    %171 = stablehlo.transpose %arg5, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,256]{0,1}"} : (tensor<256x64xbf16>) -> tensor<64x256xbf16>
    %172 = stablehlo.dot_general %170, %171, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xbf16>, tensor<64x256xbf16>) -> tensor<32x256xbf16>
    %173 = stablehlo.reshape %172 : (tensor<32x256xbf16>) -> tensor<2x16x256xbf16>
    %174 = stablehlo.broadcast_in_dim %arg4, dims = [2] : (tensor<256xbf16>) -> tensor<2x16x256xbf16>
    %175 = stablehlo.add %173, %174 : tensor<2x16x256xbf16>
    %176 = stablehlo.multiply %175, %cst_8 : tensor<2x16x256xbf16>
    %177 = stablehlo.multiply %175, %cst_7 : tensor<2x16x256xbf16>
    %178 = stablehlo.custom_call @mhlo.erf(%177) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x16x256xbf16>) -> tensor<2x16x256xbf16>
    %179 = stablehlo.add %178, %cst_6 : tensor<2x16x256xbf16>
    %180 = stablehlo.multiply %176, %179 : tensor<2x16x256xbf16>
    %181 = stablehlo.reshape %180 : (tensor<2x16x256xbf16>) -> tensor<32x256xbf16>
    %182 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[256,64]{0,1}"} : (tensor<64x256xbf16>) -> tensor<256x64xbf16>
    %183 = stablehlo.dot_general %181, %182, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xbf16>, tensor<256x64xbf16>) -> tensor<32x64xbf16>
    %184 = stablehlo.reshape %183 : (tensor<32x64xbf16>) -> tensor<2x16x64xbf16>
    %185 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<64xbf16>) -> tensor<2x16x64xbf16>
    %186 = stablehlo.add %184, %185 : tensor<2x16x64xbf16>
    %187 = stablehlo.add %163, %186 : tensor<2x16x64xbf16>
    %188 = stablehlo.reshape %187 : (tensor<2x16x64xbf16>) -> tensor<1x32x64xbf16>
    %output_29, %batch_mean_30, %batch_var_31 = "stablehlo.batch_norm_training"(%188, %cst_10, %cst_9) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x32x64xbf16>, tensor<32xbf16>, tensor<32xbf16>) -> (tensor<1x32x64xbf16>, tensor<32xbf16>, tensor<32xbf16>)
    %189 = stablehlo.add %batch_var_31, %cst_5 : tensor<32xbf16>
    %190 = stablehlo.rsqrt %189 : tensor<32xbf16>
    %191 = stablehlo.divide %cst_10, %190 : tensor<32xbf16>
    %192 = stablehlo.multiply %191, %191 : tensor<32xbf16>
    %193 = stablehlo.subtract %192, %cst_5 : tensor<32xbf16>
    %194 = stablehlo.convert %arg0 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %195 = stablehlo.convert %arg1 : (tensor<64xbf16>) -> tensor<64xf32>
    %196 = stablehlo.broadcast_in_dim %195, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %197 = stablehlo.multiply %194, %196 : tensor<2x16x64xf32>
    %198 = stablehlo.convert %197 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %199 = stablehlo.reshape %198 : (tensor<2x16x64xbf16>) -> tensor<1x32x64xbf16>
    %grad_operand, %grad_scale, %grad_offset = "stablehlo.batch_norm_grad"(%188, %cst_10, %batch_mean_30, %193, %199) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x32x64xbf16>, tensor<32xbf16>, tensor<32xbf16>, tensor<32xbf16>, tensor<1x32x64xbf16>) -> (tensor<1x32x64xbf16>, tensor<32xbf16>, tensor<32xbf16>)
    %200 = stablehlo.add %batch_var_28, %cst_5 : tensor<32xbf16>
    %201 = stablehlo.rsqrt %200 : tensor<32xbf16>
    %202 = stablehlo.divide %cst_10, %201 : tensor<32xbf16>
    %203 = stablehlo.multiply %202, %202 : tensor<32xbf16>
    %204 = stablehlo.subtract %203, %cst_5 : tensor<32xbf16>
    %205 = stablehlo.reshape %grad_operand : (tensor<1x32x64xbf16>) -> tensor<2x16x64xbf16>
    %206 = stablehlo.reshape %grad_operand : (tensor<1x32x64xbf16>) -> tensor<32x64xbf16>
    %207 = stablehlo.dot_general %206, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xbf16>, tensor<64x256xbf16>) -> tensor<32x256xbf16>
    %208 = stablehlo.reshape %207 : (tensor<32x256xbf16>) -> tensor<2x16x256xbf16>
    %209 = stablehlo.multiply %179, %cst_8 : tensor<2x16x256xbf16>
    %210 = stablehlo.multiply %175, %175 : tensor<2x16x256xbf16>
    %211 = stablehlo.multiply %210, %cst_4 : tensor<2x16x256xbf16>
    %212 = stablehlo.exponential %211 : tensor<2x16x256xbf16>
    %213 = stablehlo.multiply %175, %212 : tensor<2x16x256xbf16>
    %214 = stablehlo.multiply %213, %cst_3 : tensor<2x16x256xbf16>
    %215 = stablehlo.add %209, %214 : tensor<2x16x256xbf16>
    %216 = stablehlo.multiply %208, %215 : tensor<2x16x256xbf16>
    %217 = stablehlo.reshape %216 : (tensor<2x16x256xbf16>) -> tensor<32x256xbf16>
    %218 = stablehlo.dot_general %217, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xbf16>, tensor<256x64xbf16>) -> tensor<32x64xbf16>
    %219 = stablehlo.reshape %218 : (tensor<32x64xbf16>) -> tensor<2x16x64xbf16>
    %220 = stablehlo.convert %219 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %221 = stablehlo.convert %arg6 : (tensor<64xbf16>) -> tensor<64xf32>
    %222 = stablehlo.broadcast_in_dim %221, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %223 = stablehlo.multiply %220, %222 : tensor<2x16x64xf32>
    %224 = stablehlo.convert %223 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %225 = stablehlo.reshape %224 : (tensor<2x16x64xbf16>) -> tensor<1x32x64xbf16>
    %grad_operand_32, %grad_scale_33, %grad_offset_34 = "stablehlo.batch_norm_grad"(%165, %cst_10, %batch_mean_27, %204, %225) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x32x64xbf16>, tensor<32xbf16>, tensor<32xbf16>, tensor<32xbf16>, tensor<1x32x64xbf16>) -> (tensor<1x32x64xbf16>, tensor<32xbf16>, tensor<32xbf16>)
    %226 = stablehlo.add %batch_var_25, %cst_5 : tensor<32xbf16>
    %227 = stablehlo.rsqrt %226 : tensor<32xbf16>
    %228 = stablehlo.divide %cst_10, %227 : tensor<32xbf16>
    %229 = stablehlo.multiply %228, %228 : tensor<32xbf16>
    %230 = stablehlo.subtract %229, %cst_5 : tensor<32xbf16>
    %231 = stablehlo.transpose %145, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "bf16[8,16,16]{1,2,0}"} : (tensor<8x16x16xbf16>) -> tensor<8x16x16xbf16>
    %232 = stablehlo.reshape %grad_operand_32 : (tensor<1x32x64xbf16>) -> tensor<2x16x64xbf16>
    %233 = stablehlo.add %205, %232 : tensor<2x16x64xbf16>
    %234 = stablehlo.reshape %233 : (tensor<2x16x64xbf16>) -> tensor<32x64xbf16>
    %235 = stablehlo.dot_general %234, %arg8, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xbf16>, tensor<64x64xbf16>) -> tensor<32x64xbf16>
    %236 = stablehlo.reshape %235 : (tensor<32x64xbf16>) -> tensor<2x16x4x16xbf16>
    %237 = stablehlo.transpose %236, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[2,4,16,16]{3,1,2,0}"} : (tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %238 = stablehlo.reshape %237 : (tensor<2x4x16x16xbf16>) -> tensor<8x16x16xbf16>
    %239 = stablehlo.dot_general %231, %238, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xbf16>, tensor<8x16x16xbf16>) -> tensor<8x16x16xbf16>
    %240 = stablehlo.reshape %239 : (tensor<8x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %241 = stablehlo.transpose %240, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[2,16,4,16]{3,1,2,0}"} : (tensor<2x4x16x16xbf16>) -> tensor<2x16x4x16xbf16>
    %242 = stablehlo.reshape %241 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x64xbf16>
    %243 = stablehlo.reshape %241 : (tensor<2x16x4x16xbf16>) -> tensor<32x64xbf16>
    %244 = stablehlo.dot_general %243, %arg10, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xbf16>, tensor<64x64xbf16>) -> tensor<32x64xbf16>
    %245 = stablehlo.reshape %244 : (tensor<32x64xbf16>) -> tensor<2x16x64xbf16>
    %246 = stablehlo.transpose %124, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "bf16[8,16,16]{1,2,0}"} : (tensor<8x16x16xbf16>) -> tensor<8x16x16xbf16>
    %247 = stablehlo.transpose %153, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "bf16[8,16,16]{1,2,0}"} : (tensor<8x16x16xbf16>) -> tensor<8x16x16xbf16>
    %248 = stablehlo.dot_general %238, %247, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xbf16>, tensor<8x16x16xbf16>) -> tensor<8x16x16xbf16>
    %249 = stablehlo.reshape %248 : (tensor<8x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %250 = stablehlo.convert %249 : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xf32>
    %251 = stablehlo.multiply %250, %143 : tensor<2x4x16x16xf32>
    %252 = stablehlo.reduce(%251 init: %cst_17) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %253 = stablehlo.broadcast_in_dim %252, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %254 = stablehlo.subtract %250, %253 : tensor<2x4x16x16xf32>
    %255 = stablehlo.multiply %143, %254 : tensor<2x4x16x16xf32>
    %256 = stablehlo.convert %255 : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xbf16>
    %257 = stablehlo.reshape %256 : (tensor<2x4x16x16xbf16>) -> tensor<8x16x16xbf16>
    %258 = stablehlo.dot_general %246, %257, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xbf16>, tensor<8x16x16xbf16>) -> tensor<8x16x16xbf16>
    %259 = stablehlo.reshape %258 : (tensor<8x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %260 = stablehlo.transpose %259, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "bf16[2,4,16,16]{2,3,1,0}"} : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %261 = stablehlo.convert %260 {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,16,16]{2,3,1,0}"} : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xf32>
    %262 = stablehlo.multiply %261, %40 : tensor<2x4x16x16xf32>
    %263 = stablehlo.convert %262 : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xbf16>
    %264 = stablehlo.transpose %263, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[2,16,4,16]{3,1,2,0}"} : (tensor<2x4x16x16xbf16>) -> tensor<2x16x4x16xbf16>
    %265 = stablehlo.reshape %264 : (tensor<2x16x4x16xbf16>) -> tensor<32x64xbf16>
    %266 = stablehlo.dot_general %265, %arg35, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xbf16>, tensor<64x64xbf16>) -> tensor<32x64xbf16>
    %267 = stablehlo.reshape %266 : (tensor<32x64xbf16>) -> tensor<2x16x64xbf16>
    %268 = stablehlo.add %245, %267 : tensor<2x16x64xbf16>
    %269 = stablehlo.transpose %133, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "bf16[8,16,16]{1,2,0}"} : (tensor<8x16x16xbf16>) -> tensor<8x16x16xbf16>
    %270 = stablehlo.dot_general %257, %269, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xbf16>, tensor<8x16x16xbf16>) -> tensor<8x16x16xbf16>
    %271 = stablehlo.reshape %270 : (tensor<8x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %272 = stablehlo.convert %271 : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xf32>
    %273 = stablehlo.multiply %272, %40 : tensor<2x4x16x16xf32>
    %274 = stablehlo.convert %273 : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xbf16>
    %275 = stablehlo.transpose %274, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[2,16,4,16]{3,1,2,0}"} : (tensor<2x4x16x16xbf16>) -> tensor<2x16x4x16xbf16>
    %276 = stablehlo.reshape %275 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x64xbf16>
    %277 = stablehlo.reshape %275 : (tensor<2x16x4x16xbf16>) -> tensor<32x64xbf16>
    %278 = stablehlo.dot_general %277, %arg37, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xbf16>, tensor<64x64xbf16>) -> tensor<32x64xbf16>
    %279 = stablehlo.reshape %278 : (tensor<32x64xbf16>) -> tensor<2x16x64xbf16>
    %280 = stablehlo.add %268, %279 : tensor<2x16x64xbf16>
    %281 = stablehlo.convert %280 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %282 = stablehlo.convert %arg11 : (tensor<64xbf16>) -> tensor<64xf32>
    %283 = stablehlo.broadcast_in_dim %282, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %284 = stablehlo.multiply %281, %283 : tensor<2x16x64xf32>
    %285 = stablehlo.convert %284 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %286 = stablehlo.reshape %285 : (tensor<2x16x64xbf16>) -> tensor<1x32x64xbf16>
    %grad_operand_35, %grad_scale_36, %grad_offset_37 = "stablehlo.batch_norm_grad"(%108, %cst_10, %batch_mean_24, %230, %286) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x32x64xbf16>, tensor<32xbf16>, tensor<32xbf16>, tensor<32xbf16>, tensor<1x32x64xbf16>) -> (tensor<1x32x64xbf16>, tensor<32xbf16>, tensor<32xbf16>)
    %287 = stablehlo.add %batch_var_22, %cst_5 : tensor<32xbf16>
    %288 = stablehlo.rsqrt %287 : tensor<32xbf16>
    %289 = stablehlo.divide %cst_10, %288 : tensor<32xbf16>
    %290 = stablehlo.multiply %289, %289 : tensor<32xbf16>
    %291 = stablehlo.subtract %290, %cst_5 : tensor<32xbf16>
    %292 = stablehlo.reshape %grad_operand_35 : (tensor<1x32x64xbf16>) -> tensor<2x16x64xbf16>
    %293 = stablehlo.add %233, %292 : tensor<2x16x64xbf16>
    %294 = stablehlo.reshape %293 : (tensor<2x16x64xbf16>) -> tensor<32x64xbf16>
    %295 = stablehlo.dot_general %294, %arg13, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xbf16>, tensor<64x256xbf16>) -> tensor<32x256xbf16>
    %296 = stablehlo.reshape %295 : (tensor<32x256xbf16>) -> tensor<2x16x256xbf16>
    %297 = stablehlo.multiply %98, %cst_8 : tensor<2x16x256xbf16>
    %298 = stablehlo.multiply %94, %94 : tensor<2x16x256xbf16>
    %299 = stablehlo.multiply %298, %cst_4 : tensor<2x16x256xbf16>
    %300 = stablehlo.exponential %299 : tensor<2x16x256xbf16>
    %301 = stablehlo.multiply %94, %300 : tensor<2x16x256xbf16>
    %302 = stablehlo.multiply %301, %cst_3 : tensor<2x16x256xbf16>
    %303 = stablehlo.add %297, %302 : tensor<2x16x256xbf16>
    %304 = stablehlo.multiply %296, %303 : tensor<2x16x256xbf16>
    %305 = stablehlo.reshape %304 : (tensor<2x16x256xbf16>) -> tensor<32x256xbf16>
    %306 = stablehlo.dot_general %305, %arg15, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xbf16>, tensor<256x64xbf16>) -> tensor<32x64xbf16>
    %307 = stablehlo.reshape %306 : (tensor<32x64xbf16>) -> tensor<2x16x64xbf16>
    %308 = stablehlo.convert %307 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %309 = stablehlo.convert %arg16 : (tensor<64xbf16>) -> tensor<64xf32>
    %310 = stablehlo.broadcast_in_dim %309, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %311 = stablehlo.multiply %308, %310 : tensor<2x16x64xf32>
    %312 = stablehlo.convert %311 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %313 = stablehlo.reshape %312 : (tensor<2x16x64xbf16>) -> tensor<1x32x64xbf16>
    %grad_operand_38, %grad_scale_39, %grad_offset_40 = "stablehlo.batch_norm_grad"(%84, %cst_10, %batch_mean_21, %291, %313) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x32x64xbf16>, tensor<32xbf16>, tensor<32xbf16>, tensor<32xbf16>, tensor<1x32x64xbf16>) -> (tensor<1x32x64xbf16>, tensor<32xbf16>, tensor<32xbf16>)
    %314 = stablehlo.add %batch_var, %cst_5 : tensor<32xbf16>
    %315 = stablehlo.rsqrt %314 : tensor<32xbf16>
    %316 = stablehlo.divide %cst_10, %315 : tensor<32xbf16>
    %317 = stablehlo.multiply %316, %316 : tensor<32xbf16>
    %318 = stablehlo.subtract %317, %cst_5 : tensor<32xbf16>
    %319 = stablehlo.transpose %64, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "bf16[8,16,16]{1,2,0}"} : (tensor<8x16x16xbf16>) -> tensor<8x16x16xbf16>
    %320 = stablehlo.reshape %grad_operand_38 : (tensor<1x32x64xbf16>) -> tensor<2x16x64xbf16>
    %321 = stablehlo.add %293, %320 : tensor<2x16x64xbf16>
    %322 = stablehlo.reshape %321 : (tensor<2x16x64xbf16>) -> tensor<32x64xbf16>
    %323 = stablehlo.dot_general %322, %arg18, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xbf16>, tensor<64x64xbf16>) -> tensor<32x64xbf16>
    %324 = stablehlo.reshape %323 : (tensor<32x64xbf16>) -> tensor<2x16x4x16xbf16>
    %325 = stablehlo.transpose %324, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[2,4,16,16]{3,1,2,0}"} : (tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %326 = stablehlo.reshape %325 : (tensor<2x4x16x16xbf16>) -> tensor<8x16x16xbf16>
    %327 = stablehlo.dot_general %319, %326, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xbf16>, tensor<8x16x16xbf16>) -> tensor<8x16x16xbf16>
    %328 = stablehlo.reshape %327 : (tensor<8x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %329 = stablehlo.transpose %328, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[2,16,4,16]{3,1,2,0}"} : (tensor<2x4x16x16xbf16>) -> tensor<2x16x4x16xbf16>
    %330 = stablehlo.reshape %329 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x64xbf16>
    %331 = stablehlo.reshape %329 : (tensor<2x16x4x16xbf16>) -> tensor<32x64xbf16>
    %332 = stablehlo.dot_general %331, %arg20, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xbf16>, tensor<64x64xbf16>) -> tensor<32x64xbf16>
    %333 = stablehlo.reshape %332 : (tensor<32x64xbf16>) -> tensor<2x16x64xbf16>
    %334 = stablehlo.transpose %43, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "bf16[8,16,16]{1,2,0}"} : (tensor<8x16x16xbf16>) -> tensor<8x16x16xbf16>
    %335 = stablehlo.transpose %72, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "bf16[8,16,16]{1,2,0}"} : (tensor<8x16x16xbf16>) -> tensor<8x16x16xbf16>
    %336 = stablehlo.dot_general %326, %335, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xbf16>, tensor<8x16x16xbf16>) -> tensor<8x16x16xbf16>
    %337 = stablehlo.reshape %336 : (tensor<8x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %338 = stablehlo.convert %337 : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xf32>
    %339 = stablehlo.multiply %338, %62 : tensor<2x4x16x16xf32>
    %340 = stablehlo.reduce(%339 init: %cst_17) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %341 = stablehlo.broadcast_in_dim %340, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %342 = stablehlo.subtract %338, %341 : tensor<2x4x16x16xf32>
    %343 = stablehlo.multiply %62, %342 : tensor<2x4x16x16xf32>
    %344 = stablehlo.convert %343 : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xbf16>
    %345 = stablehlo.reshape %344 : (tensor<2x4x16x16xbf16>) -> tensor<8x16x16xbf16>
    %346 = stablehlo.dot_general %334, %345, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xbf16>, tensor<8x16x16xbf16>) -> tensor<8x16x16xbf16>
    %347 = stablehlo.reshape %346 : (tensor<8x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %348 = stablehlo.transpose %347, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "bf16[2,4,16,16]{2,3,1,0}"} : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %349 = stablehlo.convert %348 {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,16,16]{2,3,1,0}"} : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xf32>
    %350 = stablehlo.multiply %349, %40 : tensor<2x4x16x16xf32>
    %351 = stablehlo.convert %350 : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xbf16>
    %352 = stablehlo.transpose %351, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[2,16,4,16]{3,1,2,0}"} : (tensor<2x4x16x16xbf16>) -> tensor<2x16x4x16xbf16>
    %353 = stablehlo.reshape %352 : (tensor<2x16x4x16xbf16>) -> tensor<32x64xbf16>
    %354 = stablehlo.dot_general %353, %arg30, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xbf16>, tensor<64x64xbf16>) -> tensor<32x64xbf16>
    %355 = stablehlo.reshape %354 : (tensor<32x64xbf16>) -> tensor<2x16x64xbf16>
    %356 = stablehlo.add %333, %355 : tensor<2x16x64xbf16>
    %357 = stablehlo.transpose %52, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "bf16[8,16,16]{1,2,0}"} : (tensor<8x16x16xbf16>) -> tensor<8x16x16xbf16>
    %358 = stablehlo.dot_general %345, %357, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xbf16>, tensor<8x16x16xbf16>) -> tensor<8x16x16xbf16>
    %359 = stablehlo.reshape %358 : (tensor<8x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %360 = stablehlo.convert %359 : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xf32>
    %361 = stablehlo.multiply %360, %40 : tensor<2x4x16x16xf32>
    %362 = stablehlo.convert %361 : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xbf16>
    %363 = stablehlo.transpose %362, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[2,16,4,16]{3,1,2,0}"} : (tensor<2x4x16x16xbf16>) -> tensor<2x16x4x16xbf16>
    %364 = stablehlo.reshape %363 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x64xbf16>
    %365 = stablehlo.reshape %363 : (tensor<2x16x4x16xbf16>) -> tensor<32x64xbf16>
    %366 = stablehlo.dot_general %365, %arg32, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xbf16>, tensor<64x64xbf16>) -> tensor<32x64xbf16>
    %367 = stablehlo.reshape %366 : (tensor<32x64xbf16>) -> tensor<2x16x64xbf16>
    %368 = stablehlo.add %356, %367 : tensor<2x16x64xbf16>
    %369 = stablehlo.convert %368 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %370 = stablehlo.convert %arg21 : (tensor<64xbf16>) -> tensor<64xf32>
    %371 = stablehlo.broadcast_in_dim %370, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %372 = stablehlo.multiply %369, %371 : tensor<2x16x64xf32>
    %373 = stablehlo.convert %372 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %374 = stablehlo.reshape %373 : (tensor<2x16x64xbf16>) -> tensor<1x32x64xbf16>
    %grad_operand_41, %grad_scale_42, %grad_offset_43 = "stablehlo.batch_norm_grad"(%26, %cst_10, %batch_mean, %318, %374) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x32x64xbf16>, tensor<32xbf16>, tensor<32xbf16>, tensor<32xbf16>, tensor<1x32x64xbf16>) -> (tensor<1x32x64xbf16>, tensor<32xbf16>, tensor<32xbf16>)
    %375 = stablehlo.broadcast_in_dim %arg39, dims = [2] : (tensor<64xbf16>) -> tensor<2x16x64xbf16>
    %376 = stablehlo.reshape %output_29 : (tensor<1x32x64xbf16>) -> tensor<2x16x64xbf16>
    %377 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<64xbf16>) -> tensor<2x16x64xbf16>
    %378 = stablehlo.multiply %376, %377 : tensor<2x16x64xbf16>
    %379 = stablehlo.add %375, %378 : tensor<2x16x64xbf16>
    %380 = stablehlo.convert %379 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %381 = stablehlo.multiply %380, %194 : tensor<2x16x64xf32>
    %382 = stablehlo.convert %381 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %383 = stablehlo.reduce(%382 init: %cst_19) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x16x64xbf16>, tensor<bf16>) -> tensor<bf16>
    %384 = stablehlo.reshape %grad_operand_41 : (tensor<1x32x64xbf16>) -> tensor<2x16x64xbf16>
    %385 = stablehlo.add %321, %384 : tensor<2x16x64xbf16>
    %386 = stablehlo.transpose %385, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "bf16[2,64,16]{1,2,0}"} : (tensor<2x16x64xbf16>) -> tensor<2x64x16xbf16>
    %387 = stablehlo.multiply %20, %cst_13 : tensor<2x64x16xbf16>
    %388 = stablehlo.multiply %16, %16 : tensor<2x64x16xbf16>
    %389 = stablehlo.multiply %388, %cst_2 : tensor<2x64x16xbf16>
    %390 = stablehlo.exponential %389 : tensor<2x64x16xbf16>
    %391 = stablehlo.multiply %16, %390 : tensor<2x64x16xbf16>
    %392 = stablehlo.multiply %391, %cst_1 : tensor<2x64x16xbf16>
    %393 = stablehlo.add %387, %392 : tensor<2x64x16xbf16>
    %394 = stablehlo.multiply %386, %393 {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "bf16[2,64,16]{1,2,0}"} : tensor<2x64x16xbf16>
    %395 = stablehlo.reshape %394 : (tensor<2x64x16xbf16>) -> tensor<2x64x1x16xbf16>
    %396 = stablehlo.transpose %12, dims = [2, 3, 1, 0] {result_layout = dense<[1, 0, 2, 3]> : tensor<4xindex>, xla_shape = "bf16[1,3,64,64]{1,0,2,3}"} : (tensor<64x64x1x3xbf16>) -> tensor<1x3x64x64xbf16>
    %397 = stablehlo.reverse %396, dims = [0, 1] {result_layout = dense<[1, 0, 2, 3]> : tensor<4xindex>, xla_shape = "bf16[1,3,64,64]{1,0,2,3}"} : tensor<1x3x64x64xbf16>
    %398 = stablehlo.convolution(%395, %397) dim_numbers = [b, f, 0, 1]x[0, 1, o, i]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [1, 2]], lhs_dilate = [1, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x64x1x16xbf16>, tensor<1x3x64x64xbf16>) -> tensor<2x64x1x32xbf16>
    %399 = stablehlo.reshape %398 : (tensor<2x64x1x32xbf16>) -> tensor<2x64x32xbf16>
    %400 = stablehlo.multiply %9, %cst_16 : tensor<2x64x32xbf16>
    %401 = stablehlo.multiply %5, %5 : tensor<2x64x32xbf16>
    %402 = stablehlo.multiply %401, %cst_0 : tensor<2x64x32xbf16>
    %403 = stablehlo.exponential %402 : tensor<2x64x32xbf16>
    %404 = stablehlo.multiply %5, %403 : tensor<2x64x32xbf16>
    %405 = stablehlo.multiply %404, %cst : tensor<2x64x32xbf16>
    %406 = stablehlo.add %400, %405 : tensor<2x64x32xbf16>
    %407 = stablehlo.multiply %399, %406 : tensor<2x64x32xbf16>
    %408 = stablehlo.reshape %407 : (tensor<2x64x32xbf16>) -> tensor<2x64x1x32xbf16>
    %409 = stablehlo.transpose %1, dims = [2, 3, 1, 0] {result_layout = dense<[1, 0, 2, 3]> : tensor<4xindex>, xla_shape = "bf16[1,3,16,64]{1,0,2,3}"} : (tensor<64x16x1x3xbf16>) -> tensor<1x3x16x64xbf16>
    %410 = stablehlo.reverse %409, dims = [0, 1] {result_layout = dense<[1, 0, 2, 3]> : tensor<4xindex>, xla_shape = "bf16[1,3,16,64]{1,0,2,3}"} : tensor<1x3x16x64xbf16>
    %411 = stablehlo.convolution(%408, %410) dim_numbers = [b, f, 0, 1]x[0, 1, o, i]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x64x1x32xbf16>, tensor<1x3x16x64xbf16>) -> tensor<2x16x1x32xbf16>
    %412 = stablehlo.reshape %411 : (tensor<2x16x1x32xbf16>) -> tensor<2x16x32xbf16>
    %413 = stablehlo.convolution(%0, %408) dim_numbers = [f, b, 0, 1]x[i, o, 0, 1]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 0], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x16x1x32xbf16>, tensor<2x64x1x32xbf16>) -> tensor<1x3x16x64xbf16>
    %414 = stablehlo.transpose %413, dims = [3, 2, 0, 1] {result_layout = dense<[0, 1, 3, 2]> : tensor<4xindex>, xla_shape = "bf16[64,16,1,3]{0,1,3,2}"} : (tensor<1x3x16x64xbf16>) -> tensor<64x16x1x3xbf16>
    %415 = stablehlo.reshape %414 : (tensor<64x16x1x3xbf16>) -> tensor<64x16x3xbf16>
    %416 = stablehlo.reduce(%408 init: %cst_19) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x64x1x32xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %417 = stablehlo.convolution(%11, %395) dim_numbers = [f, b, 0, 1]x[i, o, 0, 1]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 0], [1, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 2], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x64x1x32xbf16>, tensor<2x64x1x16xbf16>) -> tensor<1x3x64x64xbf16>
    %418 = stablehlo.transpose %417, dims = [3, 2, 0, 1] {result_layout = dense<[0, 1, 3, 2]> : tensor<4xindex>, xla_shape = "bf16[64,64,1,3]{0,1,3,2}"} : (tensor<1x3x64x64xbf16>) -> tensor<64x64x1x3xbf16>
    %419 = stablehlo.reshape %418 : (tensor<64x64x1x3xbf16>) -> tensor<64x64x3xbf16>
    %420 = stablehlo.reduce(%395 init: %cst_19) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x64x1x16xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %421 = stablehlo.convert %27 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %422 = stablehlo.multiply %369, %421 : tensor<2x16x64xf32>
    %423 = stablehlo.convert %422 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %424 = stablehlo.reduce(%423 init: %cst_19) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %425 = stablehlo.reduce(%368 init: %cst_19) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %426 = stablehlo.transpose %31, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,32]{0,1}"} : (tensor<32x64xbf16>) -> tensor<64x32xbf16>
    %427 = stablehlo.dot_general %426, %365, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xbf16>, tensor<32x64xbf16>) -> tensor<64x64xbf16>
    %428 = stablehlo.transpose %427, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,64]{0,1}"} : (tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %429 = stablehlo.reduce(%364 init: %cst_19) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %430 = stablehlo.dot_general %426, %353, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xbf16>, tensor<32x64xbf16>) -> tensor<64x64xbf16>
    %431 = stablehlo.transpose %430, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,64]{0,1}"} : (tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %432 = stablehlo.dot_general %426, %331, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xbf16>, tensor<32x64xbf16>) -> tensor<64x64xbf16>
    %433 = stablehlo.transpose %432, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,64]{0,1}"} : (tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %434 = stablehlo.reduce(%330 init: %cst_19) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %435 = stablehlo.transpose %76, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,32]{0,1}"} : (tensor<32x64xbf16>) -> tensor<64x32xbf16>
    %436 = stablehlo.dot_general %435, %322, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xbf16>, tensor<32x64xbf16>) -> tensor<64x64xbf16>
    %437 = stablehlo.transpose %436, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,64]{0,1}"} : (tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %438 = stablehlo.reduce(%321 init: %cst_19) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %439 = stablehlo.convert %85 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %440 = stablehlo.multiply %308, %439 : tensor<2x16x64xf32>
    %441 = stablehlo.convert %440 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %442 = stablehlo.reduce(%441 init: %cst_19) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %443 = stablehlo.reduce(%307 init: %cst_19) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %444 = stablehlo.transpose %89, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,32]{0,1}"} : (tensor<32x64xbf16>) -> tensor<64x32xbf16>
    %445 = stablehlo.dot_general %444, %305, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xbf16>, tensor<32x256xbf16>) -> tensor<64x256xbf16>
    %446 = stablehlo.transpose %445, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[256,64]{0,1}"} : (tensor<64x256xbf16>) -> tensor<256x64xbf16>
    %447 = stablehlo.reduce(%304 init: %cst_19) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x256xbf16>, tensor<bf16>) -> tensor<256xbf16>
    %448 = stablehlo.transpose %100, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[256,32]{0,1}"} : (tensor<32x256xbf16>) -> tensor<256x32xbf16>
    %449 = stablehlo.dot_general %448, %294, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x32xbf16>, tensor<32x64xbf16>) -> tensor<256x64xbf16>
    %450 = stablehlo.transpose %449, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,256]{0,1}"} : (tensor<256x64xbf16>) -> tensor<64x256xbf16>
    %451 = stablehlo.reduce(%293 init: %cst_19) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %452 = stablehlo.convert %109 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %453 = stablehlo.multiply %281, %452 : tensor<2x16x64xf32>
    %454 = stablehlo.convert %453 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %455 = stablehlo.reduce(%454 init: %cst_19) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %456 = stablehlo.reduce(%280 init: %cst_19) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %457 = stablehlo.transpose %113, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,32]{0,1}"} : (tensor<32x64xbf16>) -> tensor<64x32xbf16>
    %458 = stablehlo.dot_general %457, %277, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xbf16>, tensor<32x64xbf16>) -> tensor<64x64xbf16>
    %459 = stablehlo.transpose %458, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,64]{0,1}"} : (tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %460 = stablehlo.reduce(%276 init: %cst_19) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %461 = stablehlo.dot_general %457, %265, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xbf16>, tensor<32x64xbf16>) -> tensor<64x64xbf16>
    %462 = stablehlo.transpose %461, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,64]{0,1}"} : (tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %463 = stablehlo.dot_general %457, %243, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xbf16>, tensor<32x64xbf16>) -> tensor<64x64xbf16>
    %464 = stablehlo.transpose %463, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,64]{0,1}"} : (tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %465 = stablehlo.reduce(%242 init: %cst_19) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %466 = stablehlo.transpose %157, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,32]{0,1}"} : (tensor<32x64xbf16>) -> tensor<64x32xbf16>
    %467 = stablehlo.dot_general %466, %234, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xbf16>, tensor<32x64xbf16>) -> tensor<64x64xbf16>
    %468 = stablehlo.transpose %467, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,64]{0,1}"} : (tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %469 = stablehlo.reduce(%233 init: %cst_19) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %470 = stablehlo.convert %166 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %471 = stablehlo.multiply %220, %470 : tensor<2x16x64xf32>
    %472 = stablehlo.convert %471 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %473 = stablehlo.reduce(%472 init: %cst_19) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %474 = stablehlo.reduce(%219 init: %cst_19) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %475 = stablehlo.transpose %170, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,32]{0,1}"} : (tensor<32x64xbf16>) -> tensor<64x32xbf16>
    %476 = stablehlo.dot_general %475, %217, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xbf16>, tensor<32x256xbf16>) -> tensor<64x256xbf16>
    %477 = stablehlo.transpose %476, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[256,64]{0,1}"} : (tensor<64x256xbf16>) -> tensor<256x64xbf16>
    %478 = stablehlo.reduce(%216 init: %cst_19) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x256xbf16>, tensor<bf16>) -> tensor<256xbf16>
    %479 = stablehlo.transpose %181, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[256,32]{0,1}"} : (tensor<32x256xbf16>) -> tensor<256x32xbf16>
    %480 = stablehlo.dot_general %479, %206, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x32xbf16>, tensor<32x64xbf16>) -> tensor<256x64xbf16>
    %481 = stablehlo.transpose %480, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,256]{0,1}"} : (tensor<256x64xbf16>) -> tensor<64x256xbf16>
    %482 = stablehlo.reduce(%205 init: %cst_19) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %483 = stablehlo.convert %376 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %484 = stablehlo.multiply %194, %483 : tensor<2x16x64xf32>
    %485 = stablehlo.convert %484 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %486 = stablehlo.reduce(%485 init: %cst_19) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %487 = stablehlo.reduce(%arg0 init: %cst_19) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    return %383, %412, %415, %416, %419, %420, %424, %425, %428, %429, %431, %433, %434, %437, %438, %442, %443, %446, %447, %450, %451, %455, %456, %459, %460, %462, %464, %465, %468, %469, %473, %474, %477, %478, %481, %482, %486, %487 : tensor<bf16>, tensor<2x16x32xbf16>, tensor<64x16x3xbf16>, tensor<64xbf16>, tensor<64x64x3xbf16>, tensor<64xbf16>, tensor<64xbf16>, tensor<64xbf16>, tensor<64x64xbf16>, tensor<64xbf16>, tensor<64x64xbf16>, tensor<64x64xbf16>, tensor<64xbf16>, tensor<64x64xbf16>, tensor<64xbf16>, tensor<64xbf16>, tensor<64xbf16>, tensor<256x64xbf16>, tensor<256xbf16>, tensor<64x256xbf16>, tensor<64xbf16>, tensor<64xbf16>, tensor<64xbf16>, tensor<64x64xbf16>, tensor<64xbf16>, tensor<64x64xbf16>, tensor<64x64xbf16>, tensor<64xbf16>, tensor<64x64xbf16>, tensor<64xbf16>, tensor<64xbf16>, tensor<64xbf16>, tensor<256x64xbf16>, tensor<256xbf16>, tensor<64x256xbf16>, tensor<64xbf16>, tensor<64xbf16>, tensor<64xbf16>
  }
}
