module @IrToHlo.1139 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x16x64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64xf32>, %arg3: tensor<64x256xf32>, %arg4: tensor<256xf32>, %arg5: tensor<256x64xf32>, %arg6: tensor<64xf32>, %arg7: tensor<64xf32>, %arg8: tensor<64x64xf32>, %arg9: tensor<64xf32>, %arg10: tensor<64x64xf32>, %arg11: tensor<64xf32>, %arg12: tensor<64xf32>, %arg13: tensor<64x256xf32>, %arg14: tensor<256xf32>, %arg15: tensor<256x64xf32>, %arg16: tensor<64xf32>, %arg17: tensor<64xf32>, %arg18: tensor<64x64xf32>, %arg19: tensor<64xf32>, %arg20: tensor<64x64xf32>, %arg21: tensor<64xf32>, %arg22: tensor<16x64xf32>, %arg23: tensor<64xf32>, %arg24: tensor<64x64x3xf32>, %arg25: tensor<64xf32>, %arg26: tensor<64x16x3xf32>, %arg27: tensor<2x16x32xf32>, %arg28: tensor<64xf32>, %arg29: tensor<f32>, %arg30: tensor<64x64xf32>, %arg31: tensor<64xf32>, %arg32: tensor<64x64xf32>, %arg33: tensor<64xf32>, %arg34: tensor<64xf32>, %arg35: tensor<64x64xf32>, %arg36: tensor<64xf32>, %arg37: tensor<64x64xf32>, %arg38: tensor<64xf32>, %arg39: tensor<64xf32>) -> (tensor<f32>, tensor<2x16x32xf32>, tensor<64x16x3xf32>, tensor<64xf32>, tensor<64x64x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256x64xf32>, tensor<256xf32>, tensor<64x256xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256x64xf32>, tensor<256xf32>, tensor<64x256xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) {
    %cst = stablehlo.constant dense<0.398942292> : tensor<2x64x32xf32>
    %cst_0 = stablehlo.constant dense<-5.000000e-01> : tensor<2x64x32xf32>
    %cst_1 = stablehlo.constant dense<0.398942292> : tensor<2x64x16xf32>
    %cst_2 = stablehlo.constant dense<-5.000000e-01> : tensor<2x64x16xf32>
    %cst_3 = stablehlo.constant dense<0.398942292> : tensor<2x16x256xf32>
    %cst_4 = stablehlo.constant dense<-5.000000e-01> : tensor<2x16x256xf32>
    %cst_5 = stablehlo.constant dense<9.99999974E-6> : tensor<32xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<2x16x256xf32>
    %cst_7 = stablehlo.constant dense<0.707106769> : tensor<2x16x256xf32>
    %cst_8 = stablehlo.constant dense<5.000000e-01> : tensor<2x16x256xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<32xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<32xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<2x64x16xf32>
    %cst_12 = stablehlo.constant dense<0.707106769> : tensor<2x64x16xf32>
    %cst_13 = stablehlo.constant dense<5.000000e-01> : tensor<2x64x16xf32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<2x64x32xf32>
    %cst_15 = stablehlo.constant dense<0.707106769> : tensor<2x64x32xf32>
    %cst_16 = stablehlo.constant dense<5.000000e-01> : tensor<2x64x32xf32>
    %cst_17 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reshape %arg27 : (tensor<2x16x32xf32>) -> tensor<2x16x1x32xf32>
    %1 = stablehlo.reshape %arg26 : (tensor<64x16x3xf32>) -> tensor<64x16x1x3xf32>
    %2 = stablehlo.convolution(%0, %1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x16x1x32xf32>, tensor<64x16x1x3xf32>) -> tensor<2x64x1x32xf32>
    %3 = stablehlo.broadcast_in_dim %arg25, dims = [1] : (tensor<64xf32>) -> tensor<2x64x1x32xf32>
    %4 = stablehlo.add %2, %3 : tensor<2x64x1x32xf32>
    %5 = stablehlo.reshape %4 : (tensor<2x64x1x32xf32>) -> tensor<2x64x32xf32>
    %6 = stablehlo.multiply %5, %cst_16 : tensor<2x64x32xf32>
    %7 = stablehlo.multiply %5, %cst_15 : tensor<2x64x32xf32>
    %8 = stablehlo.custom_call @mhlo.erf(%7) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %9 = stablehlo.add %8, %cst_14 : tensor<2x64x32xf32>
    %10 = stablehlo.multiply %6, %9 : tensor<2x64x32xf32>
    %11 = stablehlo.reshape %10 : (tensor<2x64x32xf32>) -> tensor<2x64x1x32xf32>
    %12 = stablehlo.reshape %arg24 : (tensor<64x64x3xf32>) -> tensor<64x64x1x3xf32>
    %13 = stablehlo.convolution(%11, %12) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 2], pad = [[0, 0], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x64x1x32xf32>, tensor<64x64x1x3xf32>) -> tensor<2x64x1x16xf32>
    %14 = stablehlo.broadcast_in_dim %arg23, dims = [1] : (tensor<64xf32>) -> tensor<2x64x1x16xf32>
    %15 = stablehlo.add %13, %14 : tensor<2x64x1x16xf32>
    %16 = stablehlo.reshape %15 : (tensor<2x64x1x16xf32>) -> tensor<2x64x16xf32>
    %17 = stablehlo.multiply %16, %cst_13 : tensor<2x64x16xf32>
    %18 = stablehlo.multiply %16, %cst_12 : tensor<2x64x16xf32>
    %19 = stablehlo.custom_call @mhlo.erf(%18) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x64x16xf32>) -> tensor<2x64x16xf32>
    %20 = stablehlo.add %19, %cst_11 : tensor<2x64x16xf32>
    %21 = stablehlo.multiply %17, %20 : tensor<2x64x16xf32>
    %22 = stablehlo.transpose %21, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,16,64]{1,2,0}"} : (tensor<2x64x16xf32>) -> tensor<2x16x64xf32>
    %23 = stablehlo.broadcast_in_dim %arg22, dims = [1, 2] : (tensor<16x64xf32>) -> tensor<2x16x64xf32>
    %24 = stablehlo.add %22, %23 : tensor<2x16x64xf32>
    %25 = stablehlo.broadcast_in_dim %arg28, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %26 = stablehlo.reshape %24 : (tensor<2x16x64xf32>) -> tensor<1x32x64xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%26, %cst_10, %cst_9) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x32x64xf32>, tensor<32xf32>, tensor<32xf32>) -> (tensor<1x32x64xf32>, tensor<32xf32>, tensor<32xf32>)
    %27 = stablehlo.reshape %output : (tensor<1x32x64xf32>) -> tensor<2x16x64xf32>
    %28 = stablehlo.broadcast_in_dim %arg21, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %29 = stablehlo.multiply %27, %28 : tensor<2x16x64xf32>
    %30 = stablehlo.add %25, %29 : tensor<2x16x64xf32>
    %31 = stablehlo.reshape %30 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %32 = stablehlo.transpose %arg32, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,64]{0,1}"} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %33 = stablehlo.dot_general %31, %32, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %34 = stablehlo.reshape %33 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %35 = stablehlo.broadcast_in_dim %arg31, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %36 = stablehlo.add %34, %35 : tensor<2x16x64xf32>
    %37 = stablehlo.reshape %36 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %38 = stablehlo.transpose %37, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,16,16]{3,1,2,0}"} : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %39 = stablehlo.broadcast_in_dim %arg29, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %40 = stablehlo.multiply %38, %39 : tensor<2x4x16x16xf32>
    %41 = stablehlo.reshape %40 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %42 = stablehlo.transpose %arg30, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,64]{0,1}"} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %43 = stablehlo.dot_general %31, %42, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %44 = stablehlo.reshape %43 : (tensor<32x64xf32>) -> tensor<2x16x4x16xf32>
    %45 = stablehlo.transpose %44, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,16,16]{3,1,2,0}"} : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %46 = stablehlo.multiply %45, %39 : tensor<2x4x16x16xf32>
    %47 = stablehlo.transpose %46, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,16,16]{2,3,1,0}"} : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %48 = stablehlo.reshape %47 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %49 = stablehlo.dot_general %41, %48, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %50 = stablehlo.reshape %49 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %51 = stablehlo.reduce(%50 init: %cst_17) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %53 = stablehlo.subtract %50, %52 : tensor<2x4x16x16xf32>
    %54 = stablehlo.exponential %53 : tensor<2x4x16x16xf32>
    %55 = stablehlo.reduce(%54 init: %cst_18) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %56 = stablehlo.broadcast_in_dim %55, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %57 = stablehlo.divide %54, %56 : tensor<2x4x16x16xf32>
    %58 = stablehlo.reshape %57 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %59 = stablehlo.transpose %arg20, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,64]{0,1}"} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %60 = stablehlo.dot_general %31, %59, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %61 = stablehlo.reshape %60 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %62 = stablehlo.broadcast_in_dim %arg19, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %63 = stablehlo.add %61, %62 : tensor<2x16x64xf32>
    %64 = stablehlo.reshape %63 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %65 = stablehlo.transpose %64, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,16,16]{3,1,2,0}"} : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %66 = stablehlo.reshape %65 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %67 = stablehlo.dot_general %58, %66, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %68 = stablehlo.reshape %67 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %69 = stablehlo.transpose %68, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,16,4,16]{3,1,2,0}"} : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %70 = stablehlo.reshape %69 : (tensor<2x16x4x16xf32>) -> tensor<32x64xf32>
    %71 = stablehlo.transpose %arg18, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,64]{0,1}"} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %72 = stablehlo.dot_general %70, %71, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %73 = stablehlo.reshape %72 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %74 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %75 = stablehlo.add %73, %74 : tensor<2x16x64xf32>
    %76 = stablehlo.add %24, %75 : tensor<2x16x64xf32>
    %77 = stablehlo.broadcast_in_dim %arg33, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %78 = stablehlo.reshape %76 : (tensor<2x16x64xf32>) -> tensor<1x32x64xf32>
    %output_19, %batch_mean_20, %batch_var_21 = "stablehlo.batch_norm_training"(%78, %cst_10, %cst_9) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x32x64xf32>, tensor<32xf32>, tensor<32xf32>) -> (tensor<1x32x64xf32>, tensor<32xf32>, tensor<32xf32>)
    %79 = stablehlo.reshape %output_19 : (tensor<1x32x64xf32>) -> tensor<2x16x64xf32>
    %80 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %81 = stablehlo.multiply %79, %80 : tensor<2x16x64xf32>
    %82 = stablehlo.add %77, %81 : tensor<2x16x64xf32>
    %83 = stablehlo.reshape %82 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %84 = stablehlo.transpose %arg15, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,256]{0,1}"} : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %85 = stablehlo.dot_general %83, %84, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x256xf32>) -> tensor<32x256xf32>
    %86 = stablehlo.reshape %85 : (tensor<32x256xf32>) -> tensor<2x16x256xf32>
    %87 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<256xf32>) -> tensor<2x16x256xf32>
    %88 = stablehlo.add %86, %87 : tensor<2x16x256xf32>
    %89 = stablehlo.multiply %88, %cst_8 : tensor<2x16x256xf32>
    %90 = stablehlo.multiply %88, %cst_7 : tensor<2x16x256xf32>
    %91 = stablehlo.custom_call @mhlo.erf(%90) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x16x256xf32>) -> tensor<2x16x256xf32>
    %92 = stablehlo.add %91, %cst_6 : tensor<2x16x256xf32>
    %93 = stablehlo.multiply %89, %92 : tensor<2x16x256xf32>
    %94 = stablehlo.reshape %93 : (tensor<2x16x256xf32>) -> tensor<32x256xf32>
    %95 = stablehlo.transpose %arg13, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[256,64]{0,1}"} : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %96 = stablehlo.dot_general %94, %95, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf32>, tensor<256x64xf32>) -> tensor<32x64xf32>
    %97 = stablehlo.reshape %96 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %98 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %99 = stablehlo.add %97, %98 : tensor<2x16x64xf32>
    %100 = stablehlo.add %76, %99 : tensor<2x16x64xf32>
    %101 = stablehlo.broadcast_in_dim %arg34, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %102 = stablehlo.reshape %100 : (tensor<2x16x64xf32>) -> tensor<1x32x64xf32>
    %output_22, %batch_mean_23, %batch_var_24 = "stablehlo.batch_norm_training"(%102, %cst_10, %cst_9) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x32x64xf32>, tensor<32xf32>, tensor<32xf32>) -> (tensor<1x32x64xf32>, tensor<32xf32>, tensor<32xf32>)
    %103 = stablehlo.reshape %output_22 : (tensor<1x32x64xf32>) -> tensor<2x16x64xf32>
    %104 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %105 = stablehlo.multiply %103, %104 : tensor<2x16x64xf32>
    %106 = stablehlo.add %101, %105 : tensor<2x16x64xf32>
    %107 = stablehlo.reshape %106 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %108 = stablehlo.transpose %arg37, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,64]{0,1}"} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %109 = stablehlo.dot_general %107, %108, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %110 = stablehlo.reshape %109 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %111 = stablehlo.broadcast_in_dim %arg36, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %112 = stablehlo.add %110, %111 : tensor<2x16x64xf32>
    %113 = stablehlo.reshape %112 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %114 = stablehlo.transpose %113, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,16,16]{3,1,2,0}"} : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %115 = stablehlo.multiply %114, %39 : tensor<2x4x16x16xf32>
    %116 = stablehlo.reshape %115 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %117 = stablehlo.transpose %arg35, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,64]{0,1}"} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %118 = stablehlo.dot_general %107, %117, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %119 = stablehlo.reshape %118 : (tensor<32x64xf32>) -> tensor<2x16x4x16xf32>
    %120 = stablehlo.transpose %119, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,16,16]{3,1,2,0}"} : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %121 = stablehlo.multiply %120, %39 : tensor<2x4x16x16xf32>
    %122 = stablehlo.transpose %121, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,16,16]{2,3,1,0}"} : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %123 = stablehlo.reshape %122 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %124 = stablehlo.dot_general %116, %123, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %125 = stablehlo.reshape %124 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %126 = stablehlo.reduce(%125 init: %cst_17) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %127 = stablehlo.broadcast_in_dim %126, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %128 = stablehlo.subtract %125, %127 : tensor<2x4x16x16xf32>
    %129 = stablehlo.exponential %128 : tensor<2x4x16x16xf32>
    %130 = stablehlo.reduce(%129 init: %cst_18) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %131 = stablehlo.broadcast_in_dim %130, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %132 = stablehlo.divide %129, %131 : tensor<2x4x16x16xf32>
    %133 = stablehlo.reshape %132 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %134 = stablehlo.transpose %arg10, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,64]{0,1}"} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %135 = stablehlo.dot_general %107, %134, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %136 = stablehlo.reshape %135 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %137 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %138 = stablehlo.add %136, %137 : tensor<2x16x64xf32>
    %139 = stablehlo.reshape %138 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %140 = stablehlo.transpose %139, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,16,16]{3,1,2,0}"} : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %141 = stablehlo.reshape %140 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %142 = stablehlo.dot_general %133, %141, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %143 = stablehlo.reshape %142 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %144 = stablehlo.transpose %143, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,16,4,16]{3,1,2,0}"} : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %145 = stablehlo.reshape %144 : (tensor<2x16x4x16xf32>) -> tensor<32x64xf32>
    %146 = stablehlo.transpose %arg8, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,64]{0,1}"} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %147 = stablehlo.dot_general %145, %146, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %148 = stablehlo.reshape %147 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %149 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %150 = stablehlo.add %148, %149 : tensor<2x16x64xf32>
    %151 = stablehlo.add %100, %150 : tensor<2x16x64xf32>
    %152 = stablehlo.broadcast_in_dim %arg38, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %153 = stablehlo.reshape %151 : (tensor<2x16x64xf32>) -> tensor<1x32x64xf32>
    %output_25, %batch_mean_26, %batch_var_27 = "stablehlo.batch_norm_training"(%153, %cst_10, %cst_9) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x32x64xf32>, tensor<32xf32>, tensor<32xf32>) -> (tensor<1x32x64xf32>, tensor<32xf32>, tensor<32xf32>)
    %154 = stablehlo.reshape %output_25 : (tensor<1x32x64xf32>) -> tensor<2x16x64xf32>
    %155 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %156 = stablehlo.multiply %154, %155 : tensor<2x16x64xf32>
    %157 = stablehlo.add %152, %156 : tensor<2x16x64xf32>
    %158 = stablehlo.reshape %157 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %159 = stablehlo.transpose %arg5, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,256]{0,1}"} : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %160 = stablehlo.dot_general %158, %159, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x256xf32>) -> tensor<32x256xf32>
    %161 = stablehlo.reshape %160 : (tensor<32x256xf32>) -> tensor<2x16x256xf32>
    %162 = stablehlo.broadcast_in_dim %arg4, dims = [2] : (tensor<256xf32>) -> tensor<2x16x256xf32>
    %163 = stablehlo.add %161, %162 : tensor<2x16x256xf32>
    %164 = stablehlo.multiply %163, %cst_8 : tensor<2x16x256xf32>
    %165 = stablehlo.multiply %163, %cst_7 : tensor<2x16x256xf32>
    %166 = stablehlo.custom_call @mhlo.erf(%165) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x16x256xf32>) -> tensor<2x16x256xf32>
    %167 = stablehlo.add %166, %cst_6 : tensor<2x16x256xf32>
    %168 = stablehlo.multiply %164, %167 : tensor<2x16x256xf32>
    %169 = stablehlo.reshape %168 : (tensor<2x16x256xf32>) -> tensor<32x256xf32>
    %170 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[256,64]{0,1}"} : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %171 = stablehlo.dot_general %169, %170, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf32>, tensor<256x64xf32>) -> tensor<32x64xf32>
    %172 = stablehlo.reshape %171 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %173 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %174 = stablehlo.add %172, %173 : tensor<2x16x64xf32>
    %175 = stablehlo.add %151, %174 : tensor<2x16x64xf32>
    %176 = stablehlo.reshape %175 : (tensor<2x16x64xf32>) -> tensor<1x32x64xf32>
    %output_28, %batch_mean_29, %batch_var_30 = "stablehlo.batch_norm_training"(%176, %cst_10, %cst_9) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x32x64xf32>, tensor<32xf32>, tensor<32xf32>) -> (tensor<1x32x64xf32>, tensor<32xf32>, tensor<32xf32>)
    %177 = stablehlo.add %batch_var_30, %cst_5 : tensor<32xf32>
    %178 = stablehlo.rsqrt %177 : tensor<32xf32>
    %179 = stablehlo.divide %cst_10, %178 : tensor<32xf32>
    %180 = stablehlo.multiply %179, %179 : tensor<32xf32>
    %181 = stablehlo.subtract %180, %cst_5 : tensor<32xf32>
    %182 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %183 = stablehlo.multiply %arg0, %182 : tensor<2x16x64xf32>
    %184 = stablehlo.reshape %183 : (tensor<2x16x64xf32>) -> tensor<1x32x64xf32>
    %grad_operand, %grad_scale, %grad_offset = "stablehlo.batch_norm_grad"(%176, %cst_10, %batch_mean_29, %181, %184) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x32x64xf32>) -> (tensor<1x32x64xf32>, tensor<32xf32>, tensor<32xf32>)
    %185 = stablehlo.add %batch_var_27, %cst_5 : tensor<32xf32>
    %186 = stablehlo.rsqrt %185 : tensor<32xf32>
    %187 = stablehlo.divide %cst_10, %186 : tensor<32xf32>
    %188 = stablehlo.multiply %187, %187 : tensor<32xf32>
    %189 = stablehlo.subtract %188, %cst_5 : tensor<32xf32>
    %190 = stablehlo.reshape %grad_operand : (tensor<1x32x64xf32>) -> tensor<2x16x64xf32>
    %191 = stablehlo.reshape %grad_operand : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %192 = stablehlo.dot_general %191, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x256xf32>) -> tensor<32x256xf32>
    %193 = stablehlo.reshape %192 : (tensor<32x256xf32>) -> tensor<2x16x256xf32>
    %194 = stablehlo.multiply %167, %cst_8 : tensor<2x16x256xf32>
    %195 = stablehlo.multiply %163, %163 : tensor<2x16x256xf32>
    %196 = stablehlo.multiply %195, %cst_4 : tensor<2x16x256xf32>
    %197 = stablehlo.exponential %196 : tensor<2x16x256xf32>
    %198 = stablehlo.multiply %163, %197 : tensor<2x16x256xf32>
    %199 = stablehlo.multiply %198, %cst_3 : tensor<2x16x256xf32>
    %200 = stablehlo.add %194, %199 : tensor<2x16x256xf32>
    %201 = stablehlo.multiply %193, %200 : tensor<2x16x256xf32>
    %202 = stablehlo.reshape %201 : (tensor<2x16x256xf32>) -> tensor<32x256xf32>
    %203 = stablehlo.dot_general %202, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf32>, tensor<256x64xf32>) -> tensor<32x64xf32>
    %204 = stablehlo.reshape %203 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %205 = stablehlo.multiply %204, %155 : tensor<2x16x64xf32>
    %206 = stablehlo.reshape %205 : (tensor<2x16x64xf32>) -> tensor<1x32x64xf32>
    %grad_operand_31, %grad_scale_32, %grad_offset_33 = "stablehlo.batch_norm_grad"(%153, %cst_10, %batch_mean_26, %189, %206) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x32x64xf32>) -> (tensor<1x32x64xf32>, tensor<32xf32>, tensor<32xf32>)
    %207 = stablehlo.add %batch_var_24, %cst_5 : tensor<32xf32>
    %208 = stablehlo.rsqrt %207 : tensor<32xf32>
    %209 = stablehlo.divide %cst_10, %208 : tensor<32xf32>
    %210 = stablehlo.multiply %209, %209 : tensor<32xf32>
    %211 = stablehlo.subtract %210, %cst_5 : tensor<32xf32>
    %212 = stablehlo.transpose %133, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,16,16]{1,2,0}"} : (tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %213 = stablehlo.reshape %grad_operand_31 : (tensor<1x32x64xf32>) -> tensor<2x16x64xf32>
    %214 = stablehlo.add %190, %213 : tensor<2x16x64xf32>
    %215 = stablehlo.reshape %214 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %216 = stablehlo.dot_general %215, %arg8, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %217 = stablehlo.reshape %216 : (tensor<32x64xf32>) -> tensor<2x16x4x16xf32>
    %218 = stablehlo.transpose %217, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,16,16]{3,1,2,0}"} : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %219 = stablehlo.reshape %218 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %220 = stablehlo.dot_general %212, %219, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %221 = stablehlo.reshape %220 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %222 = stablehlo.transpose %221, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,16,4,16]{3,1,2,0}"} : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %223 = stablehlo.reshape %222 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %224 = stablehlo.reshape %222 : (tensor<2x16x4x16xf32>) -> tensor<32x64xf32>
    %225 = stablehlo.dot_general %224, %arg10, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %226 = stablehlo.reshape %225 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %227 = stablehlo.transpose %116, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,16,16]{1,2,0}"} : (tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %228 = stablehlo.transpose %141, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,16,16]{1,2,0}"} : (tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %229 = stablehlo.dot_general %219, %228, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %230 = stablehlo.reshape %229 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %231 = stablehlo.multiply %230, %132 : tensor<2x4x16x16xf32>
    %232 = stablehlo.reduce(%231 init: %cst_18) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %233 = stablehlo.broadcast_in_dim %232, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %234 = stablehlo.subtract %230, %233 : tensor<2x4x16x16xf32>
    %235 = stablehlo.multiply %132, %234 : tensor<2x4x16x16xf32>
    %236 = stablehlo.reshape %235 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %237 = stablehlo.dot_general %227, %236, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %238 = stablehlo.reshape %237 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %239 = stablehlo.transpose %238, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,16,16]{2,3,1,0}"} : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %240 = stablehlo.multiply %239, %39 : tensor<2x4x16x16xf32>
    %241 = stablehlo.transpose %240, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,16,4,16]{3,1,2,0}"} : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %242 = stablehlo.reshape %241 : (tensor<2x16x4x16xf32>) -> tensor<32x64xf32>
    %243 = stablehlo.dot_general %242, %arg35, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %244 = stablehlo.reshape %243 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %245 = stablehlo.add %226, %244 : tensor<2x16x64xf32>
    %246 = stablehlo.transpose %123, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,16,16]{1,2,0}"} : (tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %247 = stablehlo.dot_general %236, %246, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %248 = stablehlo.reshape %247 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %249 = stablehlo.multiply %248, %39 : tensor<2x4x16x16xf32>
    %250 = stablehlo.transpose %249, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,16,4,16]{3,1,2,0}"} : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %251 = stablehlo.reshape %250 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %252 = stablehlo.reshape %250 : (tensor<2x16x4x16xf32>) -> tensor<32x64xf32>
    %253 = stablehlo.dot_general %252, %arg37, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %254 = stablehlo.reshape %253 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %255 = stablehlo.add %245, %254 : tensor<2x16x64xf32>
    %256 = stablehlo.multiply %255, %104 : tensor<2x16x64xf32>
    %257 = stablehlo.reshape %256 : (tensor<2x16x64xf32>) -> tensor<1x32x64xf32>
    %grad_operand_34, %grad_scale_35, %grad_offset_36 = "stablehlo.batch_norm_grad"(%102, %cst_10, %batch_mean_23, %211, %257) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x32x64xf32>) -> (tensor<1x32x64xf32>, tensor<32xf32>, tensor<32xf32>)
    %258 = stablehlo.add %batch_var_21, %cst_5 : tensor<32xf32>
    %259 = stablehlo.rsqrt %258 : tensor<32xf32>
    %260 = stablehlo.divide %cst_10, %259 : tensor<32xf32>
    %261 = stablehlo.multiply %260, %260 : tensor<32xf32>
    %262 = stablehlo.subtract %261, %cst_5 : tensor<32xf32>
    %263 = stablehlo.reshape %grad_operand_34 : (tensor<1x32x64xf32>) -> tensor<2x16x64xf32>
    %264 = stablehlo.add %214, %263 : tensor<2x16x64xf32>
    %265 = stablehlo.reshape %264 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %266 = stablehlo.dot_general %265, %arg13, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x256xf32>) -> tensor<32x256xf32>
    %267 = stablehlo.reshape %266 : (tensor<32x256xf32>) -> tensor<2x16x256xf32>
    %268 = stablehlo.multiply %92, %cst_8 : tensor<2x16x256xf32>
    %269 = stablehlo.multiply %88, %88 : tensor<2x16x256xf32>
    %270 = stablehlo.multiply %269, %cst_4 : tensor<2x16x256xf32>
    %271 = stablehlo.exponential %270 : tensor<2x16x256xf32>
    %272 = stablehlo.multiply %88, %271 : tensor<2x16x256xf32>
    %273 = stablehlo.multiply %272, %cst_3 : tensor<2x16x256xf32>
    %274 = stablehlo.add %268, %273 : tensor<2x16x256xf32>
    %275 = stablehlo.multiply %267, %274 : tensor<2x16x256xf32>
    %276 = stablehlo.reshape %275 : (tensor<2x16x256xf32>) -> tensor<32x256xf32>
    %277 = stablehlo.dot_general %276, %arg15, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf32>, tensor<256x64xf32>) -> tensor<32x64xf32>
    %278 = stablehlo.reshape %277 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %279 = stablehlo.multiply %278, %80 : tensor<2x16x64xf32>
    %280 = stablehlo.reshape %279 : (tensor<2x16x64xf32>) -> tensor<1x32x64xf32>
    %grad_operand_37, %grad_scale_38, %grad_offset_39 = "stablehlo.batch_norm_grad"(%78, %cst_10, %batch_mean_20, %262, %280) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x32x64xf32>) -> (tensor<1x32x64xf32>, tensor<32xf32>, tensor<32xf32>)
    %281 = stablehlo.add %batch_var, %cst_5 : tensor<32xf32>
    %282 = stablehlo.rsqrt %281 : tensor<32xf32>
    %283 = stablehlo.divide %cst_10, %282 : tensor<32xf32>
    %284 = stablehlo.multiply %283, %283 : tensor<32xf32>
    %285 = stablehlo.subtract %284, %cst_5 : tensor<32xf32>
    %286 = stablehlo.transpose %58, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,16,16]{1,2,0}"} : (tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %287 = stablehlo.reshape %grad_operand_37 : (tensor<1x32x64xf32>) -> tensor<2x16x64xf32>
    %288 = stablehlo.add %264, %287 : tensor<2x16x64xf32>
    %289 = stablehlo.reshape %288 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %290 = stablehlo.dot_general %289, %arg18, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %291 = stablehlo.reshape %290 : (tensor<32x64xf32>) -> tensor<2x16x4x16xf32>
    %292 = stablehlo.transpose %291, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,16,16]{3,1,2,0}"} : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %293 = stablehlo.reshape %292 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %294 = stablehlo.dot_general %286, %293, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %295 = stablehlo.reshape %294 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %296 = stablehlo.transpose %295, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,16,4,16]{3,1,2,0}"} : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %297 = stablehlo.reshape %296 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %298 = stablehlo.reshape %296 : (tensor<2x16x4x16xf32>) -> tensor<32x64xf32>
    %299 = stablehlo.dot_general %298, %arg20, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %300 = stablehlo.reshape %299 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %301 = stablehlo.transpose %41, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,16,16]{1,2,0}"} : (tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %302 = stablehlo.transpose %66, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,16,16]{1,2,0}"} : (tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %303 = stablehlo.dot_general %293, %302, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %304 = stablehlo.reshape %303 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %305 = stablehlo.multiply %304, %57 : tensor<2x4x16x16xf32>
    %306 = stablehlo.reduce(%305 init: %cst_18) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %307 = stablehlo.broadcast_in_dim %306, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %308 = stablehlo.subtract %304, %307 : tensor<2x4x16x16xf32>
    %309 = stablehlo.multiply %57, %308 : tensor<2x4x16x16xf32>
    %310 = stablehlo.reshape %309 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %311 = stablehlo.dot_general %301, %310, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %312 = stablehlo.reshape %311 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %313 = stablehlo.transpose %312, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,16,16]{2,3,1,0}"} : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %314 = stablehlo.multiply %313, %39 : tensor<2x4x16x16xf32>
    %315 = stablehlo.transpose %314, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,16,4,16]{3,1,2,0}"} : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %316 = stablehlo.reshape %315 : (tensor<2x16x4x16xf32>) -> tensor<32x64xf32>
    %317 = stablehlo.dot_general %316, %arg30, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %318 = stablehlo.reshape %317 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %319 = stablehlo.add %300, %318 : tensor<2x16x64xf32>
    %320 = stablehlo.transpose %48, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,16,16]{1,2,0}"} : (tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %321 = stablehlo.dot_general %310, %320, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %322 = stablehlo.reshape %321 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %323 = stablehlo.multiply %322, %39 : tensor<2x4x16x16xf32>
    %324 = stablehlo.transpose %323, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,16,4,16]{3,1,2,0}"} : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %325 = stablehlo.reshape %324 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %326 = stablehlo.reshape %324 : (tensor<2x16x4x16xf32>) -> tensor<32x64xf32>
    %327 = stablehlo.dot_general %326, %arg32, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %328 = stablehlo.reshape %327 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %329 = stablehlo.add %319, %328 : tensor<2x16x64xf32>
    %330 = stablehlo.multiply %329, %28 : tensor<2x16x64xf32>
    %331 = stablehlo.reshape %330 : (tensor<2x16x64xf32>) -> tensor<1x32x64xf32>
    %grad_operand_40, %grad_scale_41, %grad_offset_42 = "stablehlo.batch_norm_grad"(%26, %cst_10, %batch_mean, %285, %331) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x32x64xf32>) -> (tensor<1x32x64xf32>, tensor<32xf32>, tensor<32xf32>)
    %332 = stablehlo.broadcast_in_dim %arg39, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %333 = stablehlo.reshape %output_28 : (tensor<1x32x64xf32>) -> tensor<2x16x64xf32>
    %334 = stablehlo.multiply %333, %182 : tensor<2x16x64xf32>
    %335 = stablehlo.add %332, %334 : tensor<2x16x64xf32>
    %336 = stablehlo.multiply %335, %arg0 : tensor<2x16x64xf32>
    %337 = stablehlo.reduce(%336 init: %cst_18) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<f32>
    %338 = stablehlo.reshape %grad_operand_40 : (tensor<1x32x64xf32>) -> tensor<2x16x64xf32>
    %339 = stablehlo.add %288, %338 : tensor<2x16x64xf32>
    %340 = stablehlo.transpose %339, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,64,16]{1,2,0}"} : (tensor<2x16x64xf32>) -> tensor<2x64x16xf32>
    %341 = stablehlo.multiply %20, %cst_13 : tensor<2x64x16xf32>
    %342 = stablehlo.multiply %16, %16 : tensor<2x64x16xf32>
    %343 = stablehlo.multiply %342, %cst_2 : tensor<2x64x16xf32>
    %344 = stablehlo.exponential %343 : tensor<2x64x16xf32>
    %345 = stablehlo.multiply %16, %344 : tensor<2x64x16xf32>
    %346 = stablehlo.multiply %345, %cst_1 : tensor<2x64x16xf32>
    %347 = stablehlo.add %341, %346 : tensor<2x64x16xf32>
    %348 = stablehlo.multiply %340, %347 {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,64,16]{1,2,0}"} : tensor<2x64x16xf32>
    %349 = stablehlo.reshape %348 : (tensor<2x64x16xf32>) -> tensor<2x64x1x16xf32>
    %350 = stablehlo.transpose %12, dims = [2, 3, 1, 0] {result_layout = dense<[1, 0, 2, 3]> : tensor<4xindex>, xla_shape = "f32[1,3,64,64]{1,0,2,3}"} : (tensor<64x64x1x3xf32>) -> tensor<1x3x64x64xf32>
    %351 = stablehlo.reverse %350, dims = [0, 1] {result_layout = dense<[1, 0, 2, 3]> : tensor<4xindex>, xla_shape = "f32[1,3,64,64]{1,0,2,3}"} : tensor<1x3x64x64xf32>
    %352 = stablehlo.convolution(%349, %351) dim_numbers = [b, f, 0, 1]x[0, 1, o, i]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [1, 2]], lhs_dilate = [1, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x64x1x16xf32>, tensor<1x3x64x64xf32>) -> tensor<2x64x1x32xf32>
    %353 = stablehlo.reshape %352 : (tensor<2x64x1x32xf32>) -> tensor<2x64x32xf32>
    %354 = stablehlo.multiply %9, %cst_16 : tensor<2x64x32xf32>
    %355 = stablehlo.multiply %5, %5 : tensor<2x64x32xf32>
    %356 = stablehlo.multiply %355, %cst_0 : tensor<2x64x32xf32>
    %357 = stablehlo.exponential %356 : tensor<2x64x32xf32>
    %358 = stablehlo.multiply %5, %357 : tensor<2x64x32xf32>
    %359 = stablehlo.multiply %358, %cst : tensor<2x64x32xf32>
    %360 = stablehlo.add %354, %359 : tensor<2x64x32xf32>
    %361 = stablehlo.multiply %353, %360 : tensor<2x64x32xf32>
    %362 = stablehlo.reshape %361 : (tensor<2x64x32xf32>) -> tensor<2x64x1x32xf32>
    %363 = stablehlo.transpose %1, dims = [2, 3, 1, 0] {result_layout = dense<[1, 0, 2, 3]> : tensor<4xindex>, xla_shape = "f32[1,3,16,64]{1,0,2,3}"} : (tensor<64x16x1x3xf32>) -> tensor<1x3x16x64xf32>
    %364 = stablehlo.reverse %363, dims = [0, 1] {result_layout = dense<[1, 0, 2, 3]> : tensor<4xindex>, xla_shape = "f32[1,3,16,64]{1,0,2,3}"} : tensor<1x3x16x64xf32>
    %365 = stablehlo.convolution(%362, %364) dim_numbers = [b, f, 0, 1]x[0, 1, o, i]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x64x1x32xf32>, tensor<1x3x16x64xf32>) -> tensor<2x16x1x32xf32>
    %366 = stablehlo.reshape %365 : (tensor<2x16x1x32xf32>) -> tensor<2x16x32xf32>
    %367 = stablehlo.convolution(%0, %362) dim_numbers = [f, b, 0, 1]x[i, o, 0, 1]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 0], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x16x1x32xf32>, tensor<2x64x1x32xf32>) -> tensor<1x3x16x64xf32>
    %368 = stablehlo.transpose %367, dims = [3, 2, 0, 1] {result_layout = dense<[0, 1, 3, 2]> : tensor<4xindex>, xla_shape = "f32[64,16,1,3]{0,1,3,2}"} : (tensor<1x3x16x64xf32>) -> tensor<64x16x1x3xf32>
    %369 = stablehlo.reshape %368 : (tensor<64x16x1x3xf32>) -> tensor<64x16x3xf32>
    %370 = stablehlo.reduce(%362 init: %cst_18) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x64x1x32xf32>, tensor<f32>) -> tensor<64xf32>
    %371 = stablehlo.convolution(%11, %349) dim_numbers = [f, b, 0, 1]x[i, o, 0, 1]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 0], [1, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 2], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x64x1x32xf32>, tensor<2x64x1x16xf32>) -> tensor<1x3x64x64xf32>
    %372 = stablehlo.transpose %371, dims = [3, 2, 0, 1] {result_layout = dense<[0, 1, 3, 2]> : tensor<4xindex>, xla_shape = "f32[64,64,1,3]{0,1,3,2}"} : (tensor<1x3x64x64xf32>) -> tensor<64x64x1x3xf32>
    %373 = stablehlo.reshape %372 : (tensor<64x64x1x3xf32>) -> tensor<64x64x3xf32>
    %374 = stablehlo.reduce(%349 init: %cst_18) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x64x1x16xf32>, tensor<f32>) -> tensor<64xf32>
    %375 = stablehlo.multiply %329, %27 : tensor<2x16x64xf32>
    %376 = stablehlo.reduce(%375 init: %cst_18) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %377 = stablehlo.reduce(%329 init: %cst_18) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %378 = stablehlo.transpose %31, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %379 = stablehlo.dot_general %378, %326, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<32x64xf32>) -> tensor<64x64xf32>
    %380 = stablehlo.transpose %379, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,64]{0,1}"} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %381 = stablehlo.reduce(%325 init: %cst_18) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %382 = stablehlo.dot_general %378, %316, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<32x64xf32>) -> tensor<64x64xf32>
    %383 = stablehlo.transpose %382, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,64]{0,1}"} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %384 = stablehlo.dot_general %378, %298, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<32x64xf32>) -> tensor<64x64xf32>
    %385 = stablehlo.transpose %384, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,64]{0,1}"} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %386 = stablehlo.reduce(%297 init: %cst_18) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %387 = stablehlo.transpose %70, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %388 = stablehlo.dot_general %387, %289, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<32x64xf32>) -> tensor<64x64xf32>
    %389 = stablehlo.transpose %388, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,64]{0,1}"} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %390 = stablehlo.reduce(%288 init: %cst_18) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %391 = stablehlo.multiply %278, %79 : tensor<2x16x64xf32>
    %392 = stablehlo.reduce(%391 init: %cst_18) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %393 = stablehlo.reduce(%278 init: %cst_18) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %394 = stablehlo.transpose %83, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %395 = stablehlo.dot_general %394, %276, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<32x256xf32>) -> tensor<64x256xf32>
    %396 = stablehlo.transpose %395, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[256,64]{0,1}"} : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %397 = stablehlo.reduce(%275 init: %cst_18) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x256xf32>, tensor<f32>) -> tensor<256xf32>
    %398 = stablehlo.transpose %94, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[256,32]{0,1}"} : (tensor<32x256xf32>) -> tensor<256x32xf32>
    %399 = stablehlo.dot_general %398, %265, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x32xf32>, tensor<32x64xf32>) -> tensor<256x64xf32>
    %400 = stablehlo.transpose %399, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,256]{0,1}"} : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %401 = stablehlo.reduce(%264 init: %cst_18) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %402 = stablehlo.multiply %255, %103 : tensor<2x16x64xf32>
    %403 = stablehlo.reduce(%402 init: %cst_18) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %404 = stablehlo.reduce(%255 init: %cst_18) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %405 = stablehlo.transpose %107, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %406 = stablehlo.dot_general %405, %252, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<32x64xf32>) -> tensor<64x64xf32>
    %407 = stablehlo.transpose %406, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,64]{0,1}"} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %408 = stablehlo.reduce(%251 init: %cst_18) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %409 = stablehlo.dot_general %405, %242, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<32x64xf32>) -> tensor<64x64xf32>
    %410 = stablehlo.transpose %409, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,64]{0,1}"} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %411 = stablehlo.dot_general %405, %224, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<32x64xf32>) -> tensor<64x64xf32>
    %412 = stablehlo.transpose %411, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,64]{0,1}"} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %413 = stablehlo.reduce(%223 init: %cst_18) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %414 = stablehlo.transpose %145, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %415 = stablehlo.dot_general %414, %215, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<32x64xf32>) -> tensor<64x64xf32>
    %416 = stablehlo.transpose %415, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,64]{0,1}"} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %417 = stablehlo.reduce(%214 init: %cst_18) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %418 = stablehlo.multiply %204, %154 : tensor<2x16x64xf32>
    %419 = stablehlo.reduce(%418 init: %cst_18) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %420 = stablehlo.reduce(%204 init: %cst_18) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %421 = stablehlo.transpose %158, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %422 = stablehlo.dot_general %421, %202, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<32x256xf32>) -> tensor<64x256xf32>
    %423 = stablehlo.transpose %422, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[256,64]{0,1}"} : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %424 = stablehlo.reduce(%201 init: %cst_18) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x256xf32>, tensor<f32>) -> tensor<256xf32>
    %425 = stablehlo.transpose %169, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[256,32]{0,1}"} : (tensor<32x256xf32>) -> tensor<256x32xf32>
    %426 = stablehlo.dot_general %425, %191, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x32xf32>, tensor<32x64xf32>) -> tensor<256x64xf32>
    %427 = stablehlo.transpose %426, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,256]{0,1}"} : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %428 = stablehlo.reduce(%190 init: %cst_18) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %429 = stablehlo.multiply %arg0, %333 : tensor<2x16x64xf32>
    %430 = stablehlo.reduce(%429 init: %cst_18) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %431 = stablehlo.reduce(%arg0 init: %cst_18) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    return %337, %366, %369, %370, %373, %374, %376, %377, %380, %381, %383, %385, %386, %389, %390, %392, %393, %396, %397, %400, %401, %403, %404, %407, %408, %410, %412, %413, %416, %417, %419, %420, %423, %424, %427, %428, %430, %431 : tensor<f32>, tensor<2x16x32xf32>, tensor<64x16x3xf32>, tensor<64xf32>, tensor<64x64x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256x64xf32>, tensor<256xf32>, tensor<64x256xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256x64xf32>, tensor<256xf32>, tensor<64x256xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>
  }
}
