module @IrToHlo.459 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x16x64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64x256xf32>, %arg3: tensor<256xf32>, %arg4: tensor<256x64xf32>, %arg5: tensor<64xf32>, %arg6: tensor<64xf32>, %arg7: tensor<64x64xf32>, %arg8: tensor<192xf32>, %arg9: tensor<192x64xf32>, %arg10: tensor<64xf32>, %arg11: tensor<2x16x64xf32>, %arg12: tensor<64xf32>, %arg13: tensor<f32>, %arg14: tensor<64xf32>) -> (tensor<f32>, tensor<2x16x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<192x64xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256x64xf32>, tensor<256xf32>, tensor<64x256xf32>, tensor<64xf32>) {
    %cst = stablehlo.constant dense<0.398942292> : tensor<2x16x256xf32>
    %cst_0 = stablehlo.constant dense<-5.000000e-01> : tensor<2x16x256xf32>
    %cst_1 = stablehlo.constant dense<0.707106769> : tensor<2x16x256xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<2x16x256xf32>
    %cst_3 = stablehlo.constant dense<5.000000e-01> : tensor<2x16x256xf32>
    %cst_4 = stablehlo.constant dense<9.99999997E-7> : tensor<32xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<2x4x16x16xf32>
    %cst_6 = stablehlo.constant dense<0xFF800000> : tensor<2x4x16x16xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<32xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<32xf32>
    %c = stablehlo.constant dense<false> : tensor<i1>
    %c_9 = stablehlo.constant dense<true> : tensor<i1>
    %cst_10 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %1 = stablehlo.reshape %arg11 : (tensor<2x16x64xf32>) -> tensor<1x32x64xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%1, %cst_8, %cst_7) <{epsilon = 9.99999997E-7 : f32, feature_index = 1 : i64}> : (tensor<1x32x64xf32>, tensor<32xf32>, tensor<32xf32>) -> (tensor<1x32x64xf32>, tensor<32xf32>, tensor<32xf32>)
    %2 = stablehlo.reshape %output : (tensor<1x32x64xf32>) -> tensor<2x16x64xf32>
    %3 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %4 = stablehlo.multiply %2, %3 : tensor<2x16x64xf32>
    %5 = stablehlo.add %0, %4 : tensor<2x16x64xf32>
    %6 = stablehlo.reshape %5 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %7 = stablehlo.transpose %arg9, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,192]{0,1}"} : (tensor<192x64xf32>) -> tensor<64x192xf32>
    %8 = stablehlo.dot_general %6, %7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x192xf32>) -> tensor<32x192xf32>
    %9 = stablehlo.reshape %8 : (tensor<32x192xf32>) -> tensor<2x16x192xf32>
    %10 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<192xf32>) -> tensor<2x16x192xf32>
    %11 = stablehlo.add %9, %10 : tensor<2x16x192xf32>
    %12 = stablehlo.reshape %11 : (tensor<2x16x192xf32>) -> tensor<2x16x3x4x16xf32>
    %13 = stablehlo.transpose %12, dims = [2, 0, 3, 1, 4] {result_layout = dense<[4, 2, 0, 3, 1]> : tensor<5xindex>, xla_shape = "f32[3,2,4,16,16]{4,2,0,3,1}"} : (tensor<2x16x3x4x16xf32>) -> tensor<3x2x4x16x16xf32>
    %14 = stablehlo.slice %13 [0:1, 0:2, 0:4, 0:16, 0:16] : (tensor<3x2x4x16x16xf32>) -> tensor<1x2x4x16x16xf32>
    %15 = stablehlo.reshape %14 : (tensor<1x2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %16 = stablehlo.broadcast_in_dim %arg13, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %17 = stablehlo.multiply %15, %16 : tensor<2x4x16x16xf32>
    %18 = stablehlo.reshape %17 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %19 = stablehlo.slice %13 [1:2, 0:2, 0:4, 0:16, 0:16] : (tensor<3x2x4x16x16xf32>) -> tensor<1x2x4x16x16xf32>
    %20 = stablehlo.reshape %19 : (tensor<1x2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %21 = stablehlo.transpose %20, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,16,16]{2,3,1,0}"} : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %22 = stablehlo.multiply %21, %16 : tensor<2x4x16x16xf32>
    %23 = stablehlo.reshape %22 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %24 = stablehlo.dot_general %18, %23, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %25 = stablehlo.reshape %24 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %26 = stablehlo.compare  EQ, %25, %cst_6 : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xi1>
    %27 = stablehlo.reduce(%26 init: %c_9) across dimensions = [3] : (tensor<2x4x16x16xi1>, tensor<i1>) -> tensor<2x4x16xi1>
     reducer(%arg15: tensor<i1>, %arg16: tensor<i1>)  {
      %164 = stablehlo.and %arg15, %arg16 : tensor<i1>
      %165 = stablehlo.select %164, %c_9, %c : tensor<i1>, tensor<i1>
      stablehlo.return %165 : tensor<i1>
    }
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2] : (tensor<2x4x16xi1>) -> tensor<2x4x16x16xi1>
    %29 = stablehlo.reduce(%25 init: %cst_10) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %31 = stablehlo.subtract %25, %30 : tensor<2x4x16x16xf32>
    %32 = stablehlo.exponential %31 : tensor<2x4x16x16xf32>
    %33 = stablehlo.reduce(%32 init: %cst_11) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %35 = stablehlo.divide %32, %34 : tensor<2x4x16x16xf32>
    %36 = stablehlo.select %28, %cst_5, %35 : tensor<2x4x16x16xi1>, tensor<2x4x16x16xf32>
    %37 = stablehlo.reshape %36 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %38 = stablehlo.slice %13 [2:3, 0:2, 0:4, 0:16, 0:16] : (tensor<3x2x4x16x16xf32>) -> tensor<1x2x4x16x16xf32>
    %39 = stablehlo.reshape %38 : (tensor<1x2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %40 = stablehlo.dot_general %37, %39, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %41 = stablehlo.reshape %40 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %42 = stablehlo.transpose %41, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,16,4,16]{3,1,2,0}"} : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %43 = stablehlo.reshape %42 : (tensor<2x16x4x16xf32>) -> tensor<32x64xf32>
    %44 = stablehlo.transpose %arg7, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,64]{0,1}"} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %45 = stablehlo.dot_general %43, %44, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %46 = stablehlo.reshape %45 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %47 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %48 = stablehlo.add %46, %47 : tensor<2x16x64xf32>
    %49 = stablehlo.add %arg11, %48 : tensor<2x16x64xf32>
    %50 = stablehlo.reshape %49 : (tensor<2x16x64xf32>) -> tensor<1x32x64xf32>
    %output_12, %batch_mean_13, %batch_var_14 = "stablehlo.batch_norm_training"(%50, %cst_8, %cst_7) <{epsilon = 9.99999997E-7 : f32, feature_index = 1 : i64}> : (tensor<1x32x64xf32>, tensor<32xf32>, tensor<32xf32>) -> (tensor<1x32x64xf32>, tensor<32xf32>, tensor<32xf32>)
    %51 = stablehlo.add %batch_var_14, %cst_4 : tensor<32xf32>
    %52 = stablehlo.rsqrt %51 : tensor<32xf32>
    %53 = stablehlo.divide %cst_8, %52 : tensor<32xf32>
    %54 = stablehlo.multiply %53, %53 : tensor<32xf32>
    %55 = stablehlo.subtract %54, %cst_4 : tensor<32xf32>
    %56 = stablehlo.reshape %arg0 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %57 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[256,64]{0,1}"} : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %58 = stablehlo.dot_general %56, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x256xf32>) -> tensor<32x256xf32>
    %59 = stablehlo.reshape %58 : (tensor<32x256xf32>) -> tensor<2x16x256xf32>
    %60 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %61 = stablehlo.reshape %output_12 : (tensor<1x32x64xf32>) -> tensor<2x16x64xf32>
    %62 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %63 = stablehlo.multiply %61, %62 : tensor<2x16x64xf32>
    %64 = stablehlo.add %60, %63 : tensor<2x16x64xf32>
    %65 = stablehlo.reshape %64 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %66 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,256]{0,1}"} : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %67 = stablehlo.dot_general %65, %66, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x256xf32>) -> tensor<32x256xf32>
    %68 = stablehlo.reshape %67 : (tensor<32x256xf32>) -> tensor<2x16x256xf32>
    %69 = stablehlo.broadcast_in_dim %arg3, dims = [2] : (tensor<256xf32>) -> tensor<2x16x256xf32>
    %70 = stablehlo.add %68, %69 : tensor<2x16x256xf32>
    %71 = stablehlo.multiply %70, %cst_1 : tensor<2x16x256xf32>
    %72 = stablehlo.custom_call @mhlo.erf(%71) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x16x256xf32>) -> tensor<2x16x256xf32>
    %73 = stablehlo.add %72, %cst_2 : tensor<2x16x256xf32>
    %74 = stablehlo.multiply %73, %cst_3 : tensor<2x16x256xf32>
    %75 = stablehlo.multiply %70, %70 : tensor<2x16x256xf32>
    %76 = stablehlo.multiply %75, %cst_0 : tensor<2x16x256xf32>
    %77 = stablehlo.exponential %76 : tensor<2x16x256xf32>
    %78 = stablehlo.multiply %70, %77 : tensor<2x16x256xf32>
    %79 = stablehlo.multiply %78, %cst : tensor<2x16x256xf32>
    %80 = stablehlo.add %74, %79 : tensor<2x16x256xf32>
    %81 = stablehlo.multiply %59, %80 : tensor<2x16x256xf32>
    %82 = stablehlo.reshape %81 : (tensor<2x16x256xf32>) -> tensor<32x256xf32>
    %83 = stablehlo.dot_general %82, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf32>, tensor<256x64xf32>) -> tensor<32x64xf32>
    %84 = stablehlo.reshape %83 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %85 = stablehlo.multiply %84, %62 : tensor<2x16x64xf32>
    %86 = stablehlo.reshape %85 : (tensor<2x16x64xf32>) -> tensor<1x32x64xf32>
    %grad_operand, %grad_scale, %grad_offset = "stablehlo.batch_norm_grad"(%50, %cst_8, %batch_mean_13, %55, %86) <{epsilon = 9.99999997E-7 : f32, feature_index = 1 : i64}> : (tensor<1x32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x32x64xf32>) -> (tensor<1x32x64xf32>, tensor<32xf32>, tensor<32xf32>)
    %87 = stablehlo.add %batch_var, %cst_4 : tensor<32xf32>
    %88 = stablehlo.rsqrt %87 : tensor<32xf32>
    %89 = stablehlo.divide %cst_8, %88 : tensor<32xf32>
    %90 = stablehlo.multiply %89, %89 : tensor<32xf32>
    %91 = stablehlo.subtract %90, %cst_4 : tensor<32xf32>
    %92 = stablehlo.reshape %grad_operand : (tensor<1x32x64xf32>) -> tensor<2x16x64xf32>
    %93 = stablehlo.add %arg0, %92 : tensor<2x16x64xf32>
    %94 = stablehlo.reshape %93 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %95 = stablehlo.dot_general %94, %arg7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %96 = stablehlo.reshape %95 : (tensor<32x64xf32>) -> tensor<2x16x4x16xf32>
    %97 = stablehlo.transpose %96, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,16,16]{3,1,2,0}"} : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %98 = stablehlo.reshape %97 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %99 = stablehlo.transpose %39, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,16,16]{1,2,0}"} : (tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %100 = stablehlo.dot_general %98, %99, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %101 = stablehlo.reshape %100 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %102 = stablehlo.multiply %101, %36 : tensor<2x4x16x16xf32>
    %103 = stablehlo.reduce(%102 init: %cst_11) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %104 = stablehlo.broadcast_in_dim %103, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %105 = stablehlo.subtract %101, %104 : tensor<2x4x16x16xf32>
    %106 = stablehlo.multiply %36, %105 : tensor<2x4x16x16xf32>
    %107 = stablehlo.reshape %106 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %108 = stablehlo.transpose %23, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,16,16]{1,2,0}"} : (tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %109 = stablehlo.dot_general %107, %108, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %110 = stablehlo.reshape %109 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %111 = stablehlo.multiply %110, %16 : tensor<2x4x16x16xf32>
    %112 = stablehlo.reshape %111 : (tensor<2x4x16x16xf32>) -> tensor<1x2x4x16x16xf32>
    %113 = stablehlo.transpose %18, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,16,16]{1,2,0}"} : (tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %114 = stablehlo.dot_general %113, %107, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %115 = stablehlo.reshape %114 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %116 = stablehlo.multiply %115, %16 : tensor<2x4x16x16xf32>
    %117 = stablehlo.transpose %116, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,16,16]{2,3,1,0}"} : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %118 = stablehlo.reshape %117 : (tensor<2x4x16x16xf32>) -> tensor<1x2x4x16x16xf32>
    %119 = stablehlo.transpose %37, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,16,16]{1,2,0}"} : (tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %120 = stablehlo.dot_general %119, %98, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %121 = stablehlo.reshape %120 : (tensor<8x16x16xf32>) -> tensor<1x2x4x16x16xf32>
    %122 = stablehlo.concatenate %112, %118, %121, dim = 0 : (tensor<1x2x4x16x16xf32>, tensor<1x2x4x16x16xf32>, tensor<1x2x4x16x16xf32>) -> tensor<3x2x4x16x16xf32>
    %123 = stablehlo.transpose %122, dims = [1, 3, 0, 2, 4] {result_layout = dense<[4, 1, 3, 0, 2]> : tensor<5xindex>, xla_shape = "f32[2,16,3,4,16]{4,1,3,0,2}"} : (tensor<3x2x4x16x16xf32>) -> tensor<2x16x3x4x16xf32>
    %124 = stablehlo.reshape %123 : (tensor<2x16x3x4x16xf32>) -> tensor<2x16x192xf32>
    %125 = stablehlo.reshape %123 : (tensor<2x16x3x4x16xf32>) -> tensor<32x192xf32>
    %126 = stablehlo.dot_general %125, %arg9, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x192xf32>, tensor<192x64xf32>) -> tensor<32x64xf32>
    %127 = stablehlo.reshape %126 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %128 = stablehlo.multiply %127, %3 : tensor<2x16x64xf32>
    %129 = stablehlo.reshape %128 : (tensor<2x16x64xf32>) -> tensor<1x32x64xf32>
    %grad_operand_15, %grad_scale_16, %grad_offset_17 = "stablehlo.batch_norm_grad"(%1, %cst_8, %batch_mean, %91, %129) <{epsilon = 9.99999997E-7 : f32, feature_index = 1 : i64}> : (tensor<1x32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x32x64xf32>) -> (tensor<1x32x64xf32>, tensor<32xf32>, tensor<32xf32>)
    %130 = stablehlo.multiply %70, %cst_3 : tensor<2x16x256xf32>
    %131 = stablehlo.multiply %130, %73 : tensor<2x16x256xf32>
    %132 = stablehlo.reshape %131 : (tensor<2x16x256xf32>) -> tensor<32x256xf32>
    %133 = stablehlo.dot_general %132, %57, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf32>, tensor<256x64xf32>) -> tensor<32x64xf32>
    %134 = stablehlo.reshape %133 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %135 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %136 = stablehlo.add %134, %135 : tensor<2x16x64xf32>
    %137 = stablehlo.add %49, %136 : tensor<2x16x64xf32>
    %138 = stablehlo.multiply %137, %arg0 : tensor<2x16x64xf32>
    %139 = stablehlo.reduce(%138 init: %cst_11) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<f32>
    %140 = stablehlo.reshape %grad_operand_15 : (tensor<1x32x64xf32>) -> tensor<2x16x64xf32>
    %141 = stablehlo.add %93, %140 : tensor<2x16x64xf32>
    %142 = stablehlo.multiply %127, %2 : tensor<2x16x64xf32>
    %143 = stablehlo.reduce(%142 init: %cst_11) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %144 = stablehlo.reduce(%127 init: %cst_11) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %145 = stablehlo.transpose %6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %146 = stablehlo.dot_general %145, %125, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<32x192xf32>) -> tensor<64x192xf32>
    %147 = stablehlo.transpose %146, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[192,64]{0,1}"} : (tensor<64x192xf32>) -> tensor<192x64xf32>
    %148 = stablehlo.reduce(%124 init: %cst_11) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x192xf32>, tensor<f32>) -> tensor<192xf32>
    %149 = stablehlo.transpose %43, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %150 = stablehlo.dot_general %149, %94, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<32x64xf32>) -> tensor<64x64xf32>
    %151 = stablehlo.transpose %150, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,64]{0,1}"} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %152 = stablehlo.reduce(%93 init: %cst_11) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %153 = stablehlo.multiply %84, %61 : tensor<2x16x64xf32>
    %154 = stablehlo.reduce(%153 init: %cst_11) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %155 = stablehlo.reduce(%84 init: %cst_11) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %156 = stablehlo.transpose %65, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %157 = stablehlo.dot_general %156, %82, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<32x256xf32>) -> tensor<64x256xf32>
    %158 = stablehlo.transpose %157, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[256,64]{0,1}"} : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %159 = stablehlo.reduce(%81 init: %cst_11) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x256xf32>, tensor<f32>) -> tensor<256xf32>
    %160 = stablehlo.transpose %132, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[256,32]{0,1}"} : (tensor<32x256xf32>) -> tensor<256x32xf32>
    %161 = stablehlo.dot_general %160, %56, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x32xf32>, tensor<32x64xf32>) -> tensor<256x64xf32>
    %162 = stablehlo.transpose %161, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,256]{0,1}"} : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %163 = stablehlo.reduce(%arg0 init: %cst_11) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    return %139, %141, %143, %144, %147, %148, %151, %152, %154, %155, %158, %159, %162, %163 : tensor<f32>, tensor<2x16x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<192x64xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256x64xf32>, tensor<256xf32>, tensor<64x256xf32>, tensor<64xf32>
  }
}
