module @IrToHlo.496 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64x256xf32>, %arg3: tensor<256xf32>, %arg4: tensor<256x64xf32>, %arg5: tensor<64xf32>, %arg6: tensor<64xf32>, %arg7: tensor<64x64xf32>, %arg8: tensor<64xf32>, %arg9: tensor<64x64xf32>, %arg10: tensor<64xf32>, %arg11: tensor<64xf32>, %arg12: tensor<64x256xf32>, %arg13: tensor<256xf32>, %arg14: tensor<256x64xf32>, %arg15: tensor<64xf32>, %arg16: tensor<64xf32>, %arg17: tensor<64x64xf32>, %arg18: tensor<64xf32>, %arg19: tensor<64x64xf32>, %arg20: tensor<64xf32>, %arg21: tensor<16x64xf32>, %arg22: tensor<64xf32>, %arg23: tensor<64x64x3xf32>, %arg24: tensor<64xf32>, %arg25: tensor<64x16x3xf32>, %arg26: tensor<2x16x32xf32>, %arg27: tensor<64xf32>, %arg28: tensor<64x64xf32>, %arg29: tensor<64xf32>, %arg30: tensor<64x64xf32>, %arg31: tensor<64xf32>, %arg32: tensor<64xf32>, %arg33: tensor<64x64xf32>, %arg34: tensor<64xf32>, %arg35: tensor<64x64xf32>, %arg36: tensor<64xf32>, %arg37: tensor<64xf32>) -> tensor<2x16x64xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<2x16x256xf32>
    %cst_0 = stablehlo.constant dense<0.707106769> : tensor<2x16x256xf32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<2x16x256xf32>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<2x4x16x16xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<32xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<32xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<2x64x16xf32>
    %cst_6 = stablehlo.constant dense<0.707106769> : tensor<2x64x16xf32>
    %cst_7 = stablehlo.constant dense<5.000000e-01> : tensor<2x64x16xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<2x64x32xf32>
    %cst_9 = stablehlo.constant dense<0.707106769> : tensor<2x64x32xf32>
    %cst_10 = stablehlo.constant dense<5.000000e-01> : tensor<2x64x32xf32>
    %cst_11 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reshape %arg26 : (tensor<2x16x32xf32>) -> tensor<2x16x1x32xf32>
    %1 = stablehlo.reshape %arg25 : (tensor<64x16x3xf32>) -> tensor<64x16x1x3xf32>
    %2 = stablehlo.convolution(%0, %1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x16x1x32xf32>, tensor<64x16x1x3xf32>) -> tensor<2x64x1x32xf32>
    %3 = stablehlo.broadcast_in_dim %arg24, dims = [1] : (tensor<64xf32>) -> tensor<2x64x1x32xf32>
    %4 = stablehlo.add %2, %3 : tensor<2x64x1x32xf32>
    %5 = stablehlo.reshape %4 : (tensor<2x64x1x32xf32>) -> tensor<2x64x32xf32>
    %6 = stablehlo.multiply %5, %cst_10 : tensor<2x64x32xf32>
    %7 = stablehlo.multiply %5, %cst_9 : tensor<2x64x32xf32>
    %8 = stablehlo.custom_call @mhlo.erf(%7) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %9 = stablehlo.add %8, %cst_8 : tensor<2x64x32xf32>
    %10 = stablehlo.multiply %6, %9 : tensor<2x64x32xf32>
    %11 = stablehlo.reshape %10 : (tensor<2x64x32xf32>) -> tensor<2x64x1x32xf32>
    %12 = stablehlo.reshape %arg23 : (tensor<64x64x3xf32>) -> tensor<64x64x1x3xf32>
    %13 = stablehlo.convolution(%11, %12) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 2], pad = [[0, 0], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x64x1x32xf32>, tensor<64x64x1x3xf32>) -> tensor<2x64x1x16xf32>
    %14 = stablehlo.broadcast_in_dim %arg22, dims = [1] : (tensor<64xf32>) -> tensor<2x64x1x16xf32>
    %15 = stablehlo.add %13, %14 : tensor<2x64x1x16xf32>
    %16 = stablehlo.reshape %15 : (tensor<2x64x1x16xf32>) -> tensor<2x64x16xf32>
    %17 = stablehlo.multiply %16, %cst_7 : tensor<2x64x16xf32>
    %18 = stablehlo.multiply %16, %cst_6 : tensor<2x64x16xf32>
    %19 = stablehlo.custom_call @mhlo.erf(%18) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x64x16xf32>) -> tensor<2x64x16xf32>
    %20 = stablehlo.add %19, %cst_5 : tensor<2x64x16xf32>
    %21 = stablehlo.multiply %17, %20 : tensor<2x64x16xf32>
    %22 = stablehlo.transpose %21, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,16,64]{1,2,0}"} : (tensor<2x64x16xf32>) -> tensor<2x16x64xf32>
    %23 = stablehlo.broadcast_in_dim %arg21, dims = [1, 2] : (tensor<16x64xf32>) -> tensor<2x16x64xf32>
    %24 = stablehlo.add %22, %23 : tensor<2x16x64xf32>
    %25 = stablehlo.reshape %24 : (tensor<2x16x64xf32>) -> tensor<1x32x64xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%25, %cst_4, %cst_3) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x32x64xf32>, tensor<32xf32>, tensor<32xf32>) -> (tensor<1x32x64xf32>, tensor<32xf32>, tensor<32xf32>)
    %26 = stablehlo.broadcast_in_dim %arg27, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %27 = stablehlo.reshape %output : (tensor<1x32x64xf32>) -> tensor<2x16x64xf32>
    %28 = stablehlo.broadcast_in_dim %arg20, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %29 = stablehlo.multiply %27, %28 : tensor<2x16x64xf32>
    %30 = stablehlo.add %26, %29 : tensor<2x16x64xf32>
    %31 = stablehlo.reshape %30 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %32 = stablehlo.transpose %arg30, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,64]{0,1}"} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %33 = stablehlo.dot_general %31, %32, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %34 = stablehlo.broadcast_in_dim %arg29, dims = [1] : (tensor<64xf32>) -> tensor<32x64xf32>
    %35 = stablehlo.add %33, %34 : tensor<32x64xf32>
    %36 = stablehlo.reshape %35 : (tensor<32x64xf32>) -> tensor<2x16x4x16xf32>
    %37 = stablehlo.transpose %36, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,16,16]{3,1,2,0}"} : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %38 = stablehlo.multiply %37, %cst_2 : tensor<2x4x16x16xf32>
    %39 = stablehlo.reshape %38 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %40 = stablehlo.transpose %arg28, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,64]{0,1}"} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %41 = stablehlo.dot_general %31, %40, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %42 = stablehlo.reshape %41 : (tensor<32x64xf32>) -> tensor<2x16x4x16xf32>
    %43 = stablehlo.transpose %42, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,16,16]{3,1,2,0}"} : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %44 = stablehlo.multiply %43, %cst_2 : tensor<2x4x16x16xf32>
    %45 = stablehlo.transpose %44, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,16,16]{2,3,1,0}"} : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %46 = stablehlo.reshape %45 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %47 = stablehlo.dot_general %39, %46, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %48 = stablehlo.reshape %47 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %49 = stablehlo.reduce(%48 init: %cst_11) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %51 = stablehlo.subtract %48, %50 : tensor<2x4x16x16xf32>
    %52 = stablehlo.exponential %51 : tensor<2x4x16x16xf32>
    %53 = stablehlo.reduce(%52 init: %cst_12) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %55 = stablehlo.divide %52, %54 : tensor<2x4x16x16xf32>
    %56 = stablehlo.reshape %55 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %57 = stablehlo.transpose %arg19, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,64]{0,1}"} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %58 = stablehlo.dot_general %31, %57, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %59 = stablehlo.broadcast_in_dim %arg18, dims = [1] : (tensor<64xf32>) -> tensor<32x64xf32>
    %60 = stablehlo.add %58, %59 : tensor<32x64xf32>
    %61 = stablehlo.reshape %60 : (tensor<32x64xf32>) -> tensor<2x16x4x16xf32>
    %62 = stablehlo.transpose %61, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,16,16]{3,1,2,0}"} : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %63 = stablehlo.reshape %62 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %64 = stablehlo.dot_general %56, %63, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %65 = stablehlo.reshape %64 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %66 = stablehlo.transpose %65, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,16,4,16]{3,1,2,0}"} : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %67 = stablehlo.reshape %66 : (tensor<2x16x4x16xf32>) -> tensor<32x64xf32>
    %68 = stablehlo.transpose %arg17, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,64]{0,1}"} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %69 = stablehlo.dot_general %67, %68, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %70 = stablehlo.broadcast_in_dim %arg16, dims = [1] : (tensor<64xf32>) -> tensor<32x64xf32>
    %71 = stablehlo.add %69, %70 : tensor<32x64xf32>
    %72 = stablehlo.reshape %71 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %73 = stablehlo.add %24, %72 : tensor<2x16x64xf32>
    %74 = stablehlo.reshape %73 : (tensor<2x16x64xf32>) -> tensor<1x32x64xf32>
    %output_13, %batch_mean_14, %batch_var_15 = "stablehlo.batch_norm_training"(%74, %cst_4, %cst_3) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x32x64xf32>, tensor<32xf32>, tensor<32xf32>) -> (tensor<1x32x64xf32>, tensor<32xf32>, tensor<32xf32>)
    %75 = stablehlo.broadcast_in_dim %arg31, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %76 = stablehlo.reshape %output_13 : (tensor<1x32x64xf32>) -> tensor<2x16x64xf32>
    %77 = stablehlo.broadcast_in_dim %arg15, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %78 = stablehlo.multiply %76, %77 : tensor<2x16x64xf32>
    %79 = stablehlo.add %75, %78 : tensor<2x16x64xf32>
    %80 = stablehlo.reshape %79 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %81 = stablehlo.transpose %arg14, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,256]{0,1}"} : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %82 = stablehlo.dot_general %80, %81, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x256xf32>) -> tensor<32x256xf32>
    %83 = stablehlo.broadcast_in_dim %arg13, dims = [1] : (tensor<256xf32>) -> tensor<32x256xf32>
    %84 = stablehlo.add %82, %83 : tensor<32x256xf32>
    %85 = stablehlo.reshape %84 : (tensor<32x256xf32>) -> tensor<2x16x256xf32>
    %86 = stablehlo.multiply %85, %cst_1 : tensor<2x16x256xf32>
    %87 = stablehlo.multiply %85, %cst_0 : tensor<2x16x256xf32>
    %88 = stablehlo.custom_call @mhlo.erf(%87) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x16x256xf32>) -> tensor<2x16x256xf32>
    %89 = stablehlo.add %88, %cst : tensor<2x16x256xf32>
    %90 = stablehlo.multiply %86, %89 : tensor<2x16x256xf32>
    %91 = stablehlo.reshape %90 : (tensor<2x16x256xf32>) -> tensor<32x256xf32>
    %92 = stablehlo.transpose %arg12, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[256,64]{0,1}"} : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %93 = stablehlo.dot_general %91, %92, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf32>, tensor<256x64xf32>) -> tensor<32x64xf32>
    %94 = stablehlo.broadcast_in_dim %arg11, dims = [1] : (tensor<64xf32>) -> tensor<32x64xf32>
    %95 = stablehlo.add %93, %94 : tensor<32x64xf32>
    %96 = stablehlo.reshape %95 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %97 = stablehlo.add %73, %96 : tensor<2x16x64xf32>
    %98 = stablehlo.reshape %97 : (tensor<2x16x64xf32>) -> tensor<1x32x64xf32>
    %output_16, %batch_mean_17, %batch_var_18 = "stablehlo.batch_norm_training"(%98, %cst_4, %cst_3) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x32x64xf32>, tensor<32xf32>, tensor<32xf32>) -> (tensor<1x32x64xf32>, tensor<32xf32>, tensor<32xf32>)
    %99 = stablehlo.broadcast_in_dim %arg32, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %100 = stablehlo.reshape %output_16 : (tensor<1x32x64xf32>) -> tensor<2x16x64xf32>
    %101 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %102 = stablehlo.multiply %100, %101 : tensor<2x16x64xf32>
    %103 = stablehlo.add %99, %102 : tensor<2x16x64xf32>
    %104 = stablehlo.reshape %103 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %105 = stablehlo.transpose %arg35, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,64]{0,1}"} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %106 = stablehlo.dot_general %104, %105, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %107 = stablehlo.broadcast_in_dim %arg34, dims = [1] : (tensor<64xf32>) -> tensor<32x64xf32>
    %108 = stablehlo.add %106, %107 : tensor<32x64xf32>
    %109 = stablehlo.reshape %108 : (tensor<32x64xf32>) -> tensor<2x16x4x16xf32>
    %110 = stablehlo.transpose %109, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,16,16]{3,1,2,0}"} : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %111 = stablehlo.multiply %110, %cst_2 : tensor<2x4x16x16xf32>
    %112 = stablehlo.reshape %111 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %113 = stablehlo.transpose %arg33, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,64]{0,1}"} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %114 = stablehlo.dot_general %104, %113, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %115 = stablehlo.reshape %114 : (tensor<32x64xf32>) -> tensor<2x16x4x16xf32>
    %116 = stablehlo.transpose %115, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,16,16]{3,1,2,0}"} : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %117 = stablehlo.multiply %116, %cst_2 : tensor<2x4x16x16xf32>
    %118 = stablehlo.transpose %117, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,16,16]{2,3,1,0}"} : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %119 = stablehlo.reshape %118 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %120 = stablehlo.dot_general %112, %119, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %121 = stablehlo.reshape %120 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %122 = stablehlo.reduce(%121 init: %cst_11) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %123 = stablehlo.broadcast_in_dim %122, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %124 = stablehlo.subtract %121, %123 : tensor<2x4x16x16xf32>
    %125 = stablehlo.exponential %124 : tensor<2x4x16x16xf32>
    %126 = stablehlo.reduce(%125 init: %cst_12) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %127 = stablehlo.broadcast_in_dim %126, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %128 = stablehlo.divide %125, %127 : tensor<2x4x16x16xf32>
    %129 = stablehlo.reshape %128 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %130 = stablehlo.transpose %arg9, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,64]{0,1}"} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %131 = stablehlo.dot_general %104, %130, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %132 = stablehlo.broadcast_in_dim %arg8, dims = [1] : (tensor<64xf32>) -> tensor<32x64xf32>
    %133 = stablehlo.add %131, %132 : tensor<32x64xf32>
    %134 = stablehlo.reshape %133 : (tensor<32x64xf32>) -> tensor<2x16x4x16xf32>
    %135 = stablehlo.transpose %134, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,16,16]{3,1,2,0}"} : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %136 = stablehlo.reshape %135 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %137 = stablehlo.dot_general %129, %136, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %138 = stablehlo.reshape %137 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %139 = stablehlo.transpose %138, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,16,4,16]{3,1,2,0}"} : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %140 = stablehlo.reshape %139 : (tensor<2x16x4x16xf32>) -> tensor<32x64xf32>
    %141 = stablehlo.transpose %arg7, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,64]{0,1}"} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %142 = stablehlo.dot_general %140, %141, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %143 = stablehlo.broadcast_in_dim %arg6, dims = [1] : (tensor<64xf32>) -> tensor<32x64xf32>
    %144 = stablehlo.add %142, %143 : tensor<32x64xf32>
    %145 = stablehlo.reshape %144 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %146 = stablehlo.add %97, %145 : tensor<2x16x64xf32>
    %147 = stablehlo.reshape %146 : (tensor<2x16x64xf32>) -> tensor<1x32x64xf32>
    %output_19, %batch_mean_20, %batch_var_21 = "stablehlo.batch_norm_training"(%147, %cst_4, %cst_3) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x32x64xf32>, tensor<32xf32>, tensor<32xf32>) -> (tensor<1x32x64xf32>, tensor<32xf32>, tensor<32xf32>)
    %148 = stablehlo.broadcast_in_dim %arg36, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %149 = stablehlo.reshape %output_19 : (tensor<1x32x64xf32>) -> tensor<2x16x64xf32>
    %150 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %151 = stablehlo.multiply %149, %150 : tensor<2x16x64xf32>
    %152 = stablehlo.add %148, %151 : tensor<2x16x64xf32>
    %153 = stablehlo.reshape %152 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %154 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,256]{0,1}"} : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %155 = stablehlo.dot_general %153, %154, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x256xf32>) -> tensor<32x256xf32>
    %156 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<256xf32>) -> tensor<32x256xf32>
    %157 = stablehlo.add %155, %156 : tensor<32x256xf32>
    %158 = stablehlo.reshape %157 : (tensor<32x256xf32>) -> tensor<2x16x256xf32>
    %159 = stablehlo.multiply %158, %cst_1 : tensor<2x16x256xf32>
    %160 = stablehlo.multiply %158, %cst_0 : tensor<2x16x256xf32>
    %161 = stablehlo.custom_call @mhlo.erf(%160) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x16x256xf32>) -> tensor<2x16x256xf32>
    %162 = stablehlo.add %161, %cst : tensor<2x16x256xf32>
    %163 = stablehlo.multiply %159, %162 : tensor<2x16x256xf32>
    %164 = stablehlo.reshape %163 : (tensor<2x16x256xf32>) -> tensor<32x256xf32>
    %165 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[256,64]{0,1}"} : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %166 = stablehlo.dot_general %164, %165, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf32>, tensor<256x64xf32>) -> tensor<32x64xf32>
    %167 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<64xf32>) -> tensor<32x64xf32>
    %168 = stablehlo.add %166, %167 : tensor<32x64xf32>
    %169 = stablehlo.reshape %168 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %170 = stablehlo.add %146, %169 : tensor<2x16x64xf32>
    %171 = stablehlo.reshape %170 : (tensor<2x16x64xf32>) -> tensor<1x32x64xf32>
    %output_22, %batch_mean_23, %batch_var_24 = "stablehlo.batch_norm_training"(%171, %cst_4, %cst_3) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x32x64xf32>, tensor<32xf32>, tensor<32xf32>) -> (tensor<1x32x64xf32>, tensor<32xf32>, tensor<32xf32>)
    %172 = stablehlo.broadcast_in_dim %arg37, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %173 = stablehlo.reshape %output_22 : (tensor<1x32x64xf32>) -> tensor<2x16x64xf32>
    %174 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %175 = stablehlo.multiply %173, %174 : tensor<2x16x64xf32>
    %176 = stablehlo.add %172, %175 : tensor<2x16x64xf32>
    return %176 : tensor<2x16x64xf32>
  }
}
