module @IrToHlo.445 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x16x64xf16>, %arg1: tensor<64xf16>, %arg2: tensor<64xf16>, %arg3: tensor<64x256xf16>, %arg4: tensor<256xf16>, %arg5: tensor<256x64xf16>, %arg6: tensor<64xf16>, %arg7: tensor<64xf16>, %arg8: tensor<64x64xf16>, %arg9: tensor<192xf16>, %arg10: tensor<192x64xf16>, %arg11: tensor<2x16x64xf16>, %arg12: tensor<f16>, %arg13: tensor<64xf16>, %arg14: tensor<64xf16>) -> (tensor<f16>, tensor<2x16x64xf16>, tensor<192x64xf16>, tensor<192xf16>, tensor<64x64xf16>, tensor<64xf16>, tensor<64xf16>, tensor<64xf16>, tensor<256x64xf16>, tensor<256xf16>, tensor<64x256xf16>, tensor<64xf16>, tensor<64xf16>, tensor<64xf16>) {
    %cst = stablehlo.constant dense<3.986820e-01> : tensor<2x16x256xf16>
    %cst_0 = stablehlo.constant dense<-5.000000e-01> : tensor<2x16x256xf16>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<2x16x256xf16>
    %cst_2 = stablehlo.constant dense<7.070310e-01> : tensor<2x16x256xf16>
    %cst_3 = stablehlo.constant dense<5.000000e-01> : tensor<2x16x256xf16>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<32xf16>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<32xf16>
    %cst_6 = stablehlo.constant dense<0xFC00> : tensor<f16>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f16>
    %0 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<64xf16>) -> tensor<2x16x64xf16>
    %1 = stablehlo.reshape %arg11 : (tensor<2x16x64xf16>) -> tensor<32x64xf16>
    %2 = stablehlo.transpose %arg10, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f16[64,192]{0,1}"} : (tensor<192x64xf16>) -> tensor<64x192xf16>
    %3 = stablehlo.dot_general %1, %2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf16>, tensor<64x192xf16>) -> tensor<32x192xf16>
    %4 = stablehlo.reshape %3 : (tensor<32x192xf16>) -> tensor<2x16x192xf16>
    %5 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<192xf16>) -> tensor<2x16x192xf16>
    %6 = stablehlo.add %4, %5 : tensor<2x16x192xf16>
    %7 = stablehlo.slice %6 [0:2, 0:16, 0:64] : (tensor<2x16x192xf16>) -> tensor<2x16x64xf16>
    %8 = stablehlo.reshape %7 : (tensor<2x16x64xf16>) -> tensor<2x16x4x16xf16>
    %9 = stablehlo.transpose %8, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f16[2,4,16,16]{3,1,2,0}"} : (tensor<2x16x4x16xf16>) -> tensor<2x4x16x16xf16>
    %10 = stablehlo.reshape %9 : (tensor<2x4x16x16xf16>) -> tensor<8x16x16xf16>
    %11 = stablehlo.slice %6 [0:2, 0:16, 64:128] : (tensor<2x16x192xf16>) -> tensor<2x16x64xf16>
    %12 = stablehlo.reshape %11 : (tensor<2x16x64xf16>) -> tensor<2x16x4x16xf16>
    %13 = stablehlo.transpose %12, dims = [0, 2, 3, 1] : (tensor<2x16x4x16xf16>) -> tensor<2x4x16x16xf16>
    %14 = stablehlo.reshape %13 : (tensor<2x4x16x16xf16>) -> tensor<8x16x16xf16>
    %15 = stablehlo.dot_general %10, %14, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf16>, tensor<8x16x16xf16>) -> tensor<8x16x16xf16>
    %16 = stablehlo.reshape %15 : (tensor<8x16x16xf16>) -> tensor<2x4x16x16xf16>
    %17 = stablehlo.broadcast_in_dim %arg12, dims = [] : (tensor<f16>) -> tensor<2x4x16x16xf16>
    %18 = stablehlo.divide %16, %17 : tensor<2x4x16x16xf16>
    %19 = stablehlo.reduce(%18 init: %cst_6) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf16>, tensor<f16>) -> tensor<2x4x16xf16>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2] : (tensor<2x4x16xf16>) -> tensor<2x4x16x16xf16>
    %21 = stablehlo.subtract %18, %20 : tensor<2x4x16x16xf16>
    %22 = stablehlo.exponential %21 : tensor<2x4x16x16xf16>
    %23 = stablehlo.reduce(%22 init: %cst_7) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf16>, tensor<f16>) -> tensor<2x4x16xf16>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2] : (tensor<2x4x16xf16>) -> tensor<2x4x16x16xf16>
    %25 = stablehlo.divide %22, %24 : tensor<2x4x16x16xf16>
    %26 = stablehlo.reshape %25 : (tensor<2x4x16x16xf16>) -> tensor<8x16x16xf16>
    %27 = stablehlo.slice %6 [0:2, 0:16, 128:192] : (tensor<2x16x192xf16>) -> tensor<2x16x64xf16>
    %28 = stablehlo.reshape %27 : (tensor<2x16x64xf16>) -> tensor<2x16x4x16xf16>
    %29 = stablehlo.transpose %28, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f16[2,4,16,16]{3,1,2,0}"} : (tensor<2x16x4x16xf16>) -> tensor<2x4x16x16xf16>
    %30 = stablehlo.reshape %29 : (tensor<2x4x16x16xf16>) -> tensor<8x16x16xf16>
    %31 = stablehlo.dot_general %26, %30, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf16>, tensor<8x16x16xf16>) -> tensor<8x16x16xf16>
    %32 = stablehlo.reshape %31 : (tensor<8x16x16xf16>) -> tensor<2x4x16x16xf16>
    %33 = stablehlo.transpose %32, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f16[2,16,4,16]{3,1,2,0}"} : (tensor<2x4x16x16xf16>) -> tensor<2x16x4x16xf16>
    %34 = stablehlo.reshape %33 : (tensor<2x16x4x16xf16>) -> tensor<32x64xf16>
    %35 = stablehlo.transpose %arg8, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f16[64,64]{0,1}"} : (tensor<64x64xf16>) -> tensor<64x64xf16>
    %36 = stablehlo.dot_general %34, %35, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf16>, tensor<64x64xf16>) -> tensor<32x64xf16>
    %37 = stablehlo.reshape %36 : (tensor<32x64xf16>) -> tensor<2x16x64xf16>
    %38 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<64xf16>) -> tensor<2x16x64xf16>
    %39 = stablehlo.add %37, %38 : tensor<2x16x64xf16>
    %40 = stablehlo.add %arg11, %39 : tensor<2x16x64xf16>
    %41 = stablehlo.reshape %40 : (tensor<2x16x64xf16>) -> tensor<1x32x64xf16>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%41, %cst_5, %cst_4) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x32x64xf16>, tensor<32xf16>, tensor<32xf16>) -> (tensor<1x32x64xf16>, tensor<32xf16>, tensor<32xf16>)
    %42 = stablehlo.reshape %output : (tensor<1x32x64xf16>) -> tensor<2x16x64xf16>
    %43 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<64xf16>) -> tensor<2x16x64xf16>
    %44 = stablehlo.multiply %42, %43 : tensor<2x16x64xf16>
    %45 = stablehlo.add %0, %44 : tensor<2x16x64xf16>
    %46 = stablehlo.reshape %45 : (tensor<2x16x64xf16>) -> tensor<32x64xf16>
    %47 = stablehlo.transpose %arg5, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f16[64,256]{0,1}"} : (tensor<256x64xf16>) -> tensor<64x256xf16>
    %48 = stablehlo.dot_general %46, %47, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf16>, tensor<64x256xf16>) -> tensor<32x256xf16>
    %49 = stablehlo.reshape %48 : (tensor<32x256xf16>) -> tensor<2x16x256xf16>
    %50 = stablehlo.broadcast_in_dim %arg4, dims = [2] : (tensor<256xf16>) -> tensor<2x16x256xf16>
    %51 = stablehlo.add %49, %50 : tensor<2x16x256xf16>
    %52 = stablehlo.multiply %51, %cst_3 : tensor<2x16x256xf16>
    %53 = stablehlo.multiply %51, %cst_2 : tensor<2x16x256xf16>
    %54 = stablehlo.custom_call @mhlo.erf(%53) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x16x256xf16>) -> tensor<2x16x256xf16>
    %55 = stablehlo.add %54, %cst_1 : tensor<2x16x256xf16>
    %56 = stablehlo.multiply %52, %55 : tensor<2x16x256xf16>
    %57 = stablehlo.reshape %56 : (tensor<2x16x256xf16>) -> tensor<32x256xf16>
    %58 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f16[256,64]{0,1}"} : (tensor<64x256xf16>) -> tensor<256x64xf16>
    %59 = stablehlo.dot_general %57, %58, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf16>, tensor<256x64xf16>) -> tensor<32x64xf16>
    %60 = stablehlo.reshape %59 : (tensor<32x64xf16>) -> tensor<2x16x64xf16>
    %61 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<64xf16>) -> tensor<2x16x64xf16>
    %62 = stablehlo.add %60, %61 : tensor<2x16x64xf16>
    %63 = stablehlo.add %45, %62 : tensor<2x16x64xf16>
    %64 = stablehlo.reshape %63 : (tensor<2x16x64xf16>) -> tensor<1x32x64xf16>
    %output_8, %batch_mean_9, %batch_var_10 = "stablehlo.batch_norm_training"(%64, %cst_5, %cst_4) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x32x64xf16>, tensor<32xf16>, tensor<32xf16>) -> (tensor<1x32x64xf16>, tensor<32xf16>, tensor<32xf16>)
    %65 = stablehlo.rsqrt %batch_var_10 : tensor<32xf16>
    %66 = stablehlo.divide %cst_5, %65 : tensor<32xf16>
    %67 = stablehlo.multiply %66, %66 : tensor<32xf16>
    %68 = stablehlo.subtract %67, %cst_4 : tensor<32xf16>
    %69 = stablehlo.convert %arg0 : (tensor<2x16x64xf16>) -> tensor<2x16x64xf32>
    %70 = stablehlo.convert %arg1 : (tensor<64xf16>) -> tensor<64xf32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %72 = stablehlo.multiply %69, %71 : tensor<2x16x64xf32>
    %73 = stablehlo.convert %72 : (tensor<2x16x64xf32>) -> tensor<2x16x64xf16>
    %74 = stablehlo.reshape %73 : (tensor<2x16x64xf16>) -> tensor<1x32x64xf16>
    %grad_operand, %grad_scale, %grad_offset = "stablehlo.batch_norm_grad"(%64, %cst_5, %batch_mean_9, %68, %74) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x32x64xf16>, tensor<32xf16>, tensor<32xf16>, tensor<32xf16>, tensor<1x32x64xf16>) -> (tensor<1x32x64xf16>, tensor<32xf16>, tensor<32xf16>)
    %75 = stablehlo.rsqrt %batch_var : tensor<32xf16>
    %76 = stablehlo.divide %cst_5, %75 : tensor<32xf16>
    %77 = stablehlo.multiply %76, %76 : tensor<32xf16>
    %78 = stablehlo.subtract %77, %cst_4 : tensor<32xf16>
    %79 = stablehlo.reshape %grad_operand : (tensor<1x32x64xf16>) -> tensor<2x16x64xf16>
    %80 = stablehlo.reshape %grad_operand : (tensor<1x32x64xf16>) -> tensor<32x64xf16>
    %81 = stablehlo.dot_general %80, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf16>, tensor<64x256xf16>) -> tensor<32x256xf16>
    %82 = stablehlo.reshape %81 : (tensor<32x256xf16>) -> tensor<2x16x256xf16>
    %83 = stablehlo.multiply %55, %cst_3 : tensor<2x16x256xf16>
    %84 = stablehlo.multiply %51, %51 : tensor<2x16x256xf16>
    %85 = stablehlo.multiply %84, %cst_0 : tensor<2x16x256xf16>
    %86 = stablehlo.exponential %85 : tensor<2x16x256xf16>
    %87 = stablehlo.multiply %51, %86 : tensor<2x16x256xf16>
    %88 = stablehlo.multiply %87, %cst : tensor<2x16x256xf16>
    %89 = stablehlo.add %83, %88 : tensor<2x16x256xf16>
    %90 = stablehlo.multiply %82, %89 : tensor<2x16x256xf16>
    %91 = stablehlo.reshape %90 : (tensor<2x16x256xf16>) -> tensor<32x256xf16>
    %92 = stablehlo.dot_general %91, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf16>, tensor<256x64xf16>) -> tensor<32x64xf16>
    %93 = stablehlo.reshape %92 : (tensor<32x64xf16>) -> tensor<2x16x64xf16>
    %94 = stablehlo.add %79, %93 : tensor<2x16x64xf16>
    %95 = stablehlo.convert %94 : (tensor<2x16x64xf16>) -> tensor<2x16x64xf32>
    %96 = stablehlo.convert %arg6 : (tensor<64xf16>) -> tensor<64xf32>
    %97 = stablehlo.broadcast_in_dim %96, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %98 = stablehlo.multiply %95, %97 : tensor<2x16x64xf32>
    %99 = stablehlo.convert %98 : (tensor<2x16x64xf32>) -> tensor<2x16x64xf16>
    %100 = stablehlo.reshape %99 : (tensor<2x16x64xf16>) -> tensor<1x32x64xf16>
    %grad_operand_11, %grad_scale_12, %grad_offset_13 = "stablehlo.batch_norm_grad"(%41, %cst_5, %batch_mean, %78, %100) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x32x64xf16>, tensor<32xf16>, tensor<32xf16>, tensor<32xf16>, tensor<1x32x64xf16>) -> (tensor<1x32x64xf16>, tensor<32xf16>, tensor<32xf16>)
    %101 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<64xf16>) -> tensor<2x16x64xf16>
    %102 = stablehlo.reshape %output_8 : (tensor<1x32x64xf16>) -> tensor<2x16x64xf16>
    %103 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<64xf16>) -> tensor<2x16x64xf16>
    %104 = stablehlo.multiply %102, %103 : tensor<2x16x64xf16>
    %105 = stablehlo.add %101, %104 : tensor<2x16x64xf16>
    %106 = stablehlo.convert %105 : (tensor<2x16x64xf16>) -> tensor<2x16x64xf32>
    %107 = stablehlo.multiply %106, %69 : tensor<2x16x64xf32>
    %108 = stablehlo.convert %107 : (tensor<2x16x64xf32>) -> tensor<2x16x64xf16>
    %109 = stablehlo.reduce(%108 init: %cst_7) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x16x64xf16>, tensor<f16>) -> tensor<f16>
    %110 = stablehlo.reshape %grad_operand_11 : (tensor<1x32x64xf16>) -> tensor<2x16x64xf16>
    %111 = stablehlo.reshape %grad_operand_11 : (tensor<1x32x64xf16>) -> tensor<32x64xf16>
    %112 = stablehlo.dot_general %111, %arg8, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf16>, tensor<64x64xf16>) -> tensor<32x64xf16>
    %113 = stablehlo.reshape %112 : (tensor<32x64xf16>) -> tensor<2x16x4x16xf16>
    %114 = stablehlo.transpose %113, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f16[2,4,16,16]{3,1,2,0}"} : (tensor<2x16x4x16xf16>) -> tensor<2x4x16x16xf16>
    %115 = stablehlo.reshape %114 : (tensor<2x4x16x16xf16>) -> tensor<8x16x16xf16>
    %116 = stablehlo.transpose %30, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f16[8,16,16]{1,2,0}"} : (tensor<8x16x16xf16>) -> tensor<8x16x16xf16>
    %117 = stablehlo.dot_general %115, %116, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf16>, tensor<8x16x16xf16>) -> tensor<8x16x16xf16>
    %118 = stablehlo.reshape %117 : (tensor<8x16x16xf16>) -> tensor<2x4x16x16xf16>
    %119 = stablehlo.multiply %118, %25 : tensor<2x4x16x16xf16>
    %120 = stablehlo.reduce(%119 init: %cst_7) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf16>, tensor<f16>) -> tensor<2x4x16xf16>
    %121 = stablehlo.broadcast_in_dim %120, dims = [0, 1, 2] : (tensor<2x4x16xf16>) -> tensor<2x4x16x16xf16>
    %122 = stablehlo.subtract %118, %121 : tensor<2x4x16x16xf16>
    %123 = stablehlo.multiply %25, %122 : tensor<2x4x16x16xf16>
    %124 = stablehlo.divide %123, %17 : tensor<2x4x16x16xf16>
    %125 = stablehlo.reshape %124 : (tensor<2x4x16x16xf16>) -> tensor<8x16x16xf16>
    %126 = stablehlo.transpose %14, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f16[8,16,16]{1,2,0}"} : (tensor<8x16x16xf16>) -> tensor<8x16x16xf16>
    %127 = stablehlo.dot_general %125, %126, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf16>, tensor<8x16x16xf16>) -> tensor<8x16x16xf16>
    %128 = stablehlo.reshape %127 : (tensor<8x16x16xf16>) -> tensor<2x4x16x16xf16>
    %129 = stablehlo.transpose %128, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f16[2,16,4,16]{3,1,2,0}"} : (tensor<2x4x16x16xf16>) -> tensor<2x16x4x16xf16>
    %130 = stablehlo.reshape %129 : (tensor<2x16x4x16xf16>) -> tensor<2x16x64xf16>
    %131 = stablehlo.transpose %10, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f16[8,16,16]{1,2,0}"} : (tensor<8x16x16xf16>) -> tensor<8x16x16xf16>
    %132 = stablehlo.dot_general %131, %125, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf16>, tensor<8x16x16xf16>) -> tensor<8x16x16xf16>
    %133 = stablehlo.reshape %132 : (tensor<8x16x16xf16>) -> tensor<2x4x16x16xf16>
    %134 = stablehlo.transpose %133, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xf16>) -> tensor<2x16x4x16xf16>
    %135 = stablehlo.reshape %134 : (tensor<2x16x4x16xf16>) -> tensor<2x16x64xf16>
    %136 = stablehlo.transpose %26, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f16[8,16,16]{1,2,0}"} : (tensor<8x16x16xf16>) -> tensor<8x16x16xf16>
    %137 = stablehlo.dot_general %136, %115, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf16>, tensor<8x16x16xf16>) -> tensor<8x16x16xf16>
    %138 = stablehlo.reshape %137 : (tensor<8x16x16xf16>) -> tensor<2x4x16x16xf16>
    %139 = stablehlo.transpose %138, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f16[2,16,4,16]{3,1,2,0}"} : (tensor<2x4x16x16xf16>) -> tensor<2x16x4x16xf16>
    %140 = stablehlo.reshape %139 : (tensor<2x16x4x16xf16>) -> tensor<2x16x64xf16>
    %141 = stablehlo.concatenate %130, %135, %140, dim = 2 : (tensor<2x16x64xf16>, tensor<2x16x64xf16>, tensor<2x16x64xf16>) -> tensor<2x16x192xf16>
    %142 = stablehlo.reshape %141 : (tensor<2x16x192xf16>) -> tensor<32x192xf16>
    %143 = stablehlo.dot_general %142, %arg10, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x192xf16>, tensor<192x64xf16>) -> tensor<32x64xf16>
    %144 = stablehlo.reshape %143 : (tensor<32x64xf16>) -> tensor<2x16x64xf16>
    %145 = stablehlo.add %110, %144 : tensor<2x16x64xf16>
    %146 = stablehlo.transpose %1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f16[64,32]{0,1}"} : (tensor<32x64xf16>) -> tensor<64x32xf16>
    %147 = stablehlo.dot_general %146, %142, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf16>, tensor<32x192xf16>) -> tensor<64x192xf16>
    %148 = stablehlo.transpose %147, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f16[192,64]{0,1}"} : (tensor<64x192xf16>) -> tensor<192x64xf16>
    %149 = stablehlo.reduce(%141 init: %cst_7) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x192xf16>, tensor<f16>) -> tensor<192xf16>
    %150 = stablehlo.transpose %34, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f16[64,32]{0,1}"} : (tensor<32x64xf16>) -> tensor<64x32xf16>
    %151 = stablehlo.dot_general %150, %111, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf16>, tensor<32x64xf16>) -> tensor<64x64xf16>
    %152 = stablehlo.transpose %151, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f16[64,64]{0,1}"} : (tensor<64x64xf16>) -> tensor<64x64xf16>
    %153 = stablehlo.reduce(%110 init: %cst_7) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf16>, tensor<f16>) -> tensor<64xf16>
    %154 = stablehlo.convert %42 : (tensor<2x16x64xf16>) -> tensor<2x16x64xf32>
    %155 = stablehlo.multiply %95, %154 : tensor<2x16x64xf32>
    %156 = stablehlo.convert %155 : (tensor<2x16x64xf32>) -> tensor<2x16x64xf16>
    %157 = stablehlo.reduce(%156 init: %cst_7) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf16>, tensor<f16>) -> tensor<64xf16>
    %158 = stablehlo.reduce(%94 init: %cst_7) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf16>, tensor<f16>) -> tensor<64xf16>
    %159 = stablehlo.transpose %46, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f16[64,32]{0,1}"} : (tensor<32x64xf16>) -> tensor<64x32xf16>
    %160 = stablehlo.dot_general %159, %91, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf16>, tensor<32x256xf16>) -> tensor<64x256xf16>
    %161 = stablehlo.transpose %160, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f16[256,64]{0,1}"} : (tensor<64x256xf16>) -> tensor<256x64xf16>
    %162 = stablehlo.reduce(%90 init: %cst_7) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x256xf16>, tensor<f16>) -> tensor<256xf16>
    %163 = stablehlo.transpose %57, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f16[256,32]{0,1}"} : (tensor<32x256xf16>) -> tensor<256x32xf16>
    %164 = stablehlo.dot_general %163, %80, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x32xf16>, tensor<32x64xf16>) -> tensor<256x64xf16>
    %165 = stablehlo.transpose %164, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f16[64,256]{0,1}"} : (tensor<256x64xf16>) -> tensor<64x256xf16>
    %166 = stablehlo.reduce(%79 init: %cst_7) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf16>, tensor<f16>) -> tensor<64xf16>
    %167 = stablehlo.convert %102 : (tensor<2x16x64xf16>) -> tensor<2x16x64xf32>
    %168 = stablehlo.multiply %69, %167 : tensor<2x16x64xf32>
    %169 = stablehlo.convert %168 : (tensor<2x16x64xf32>) -> tensor<2x16x64xf16>
    %170 = stablehlo.reduce(%169 init: %cst_7) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf16>, tensor<f16>) -> tensor<64xf16>
    %171 = stablehlo.reduce(%arg0 init: %cst_7) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf16>, tensor<f16>) -> tensor<64xf16>
    return %109, %145, %148, %149, %152, %153, %157, %158, %161, %162, %165, %166, %170, %171 : tensor<f16>, tensor<2x16x64xf16>, tensor<192x64xf16>, tensor<192xf16>, tensor<64x64xf16>, tensor<64xf16>, tensor<64xf16>, tensor<64xf16>, tensor<256x64xf16>, tensor<256xf16>, tensor<64x256xf16>, tensor<64xf16>, tensor<64xf16>, tensor<64xf16>
  }
}
