module @IrToHlo.427 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x16x64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64xf32>, %arg3: tensor<64x256xf32>, %arg4: tensor<256xf32>, %arg5: tensor<256x64xf32>, %arg6: tensor<64xf32>, %arg7: tensor<64xf32>, %arg8: tensor<64x64xf32>, %arg9: tensor<192xf32>, %arg10: tensor<192x64xf32>, %arg11: tensor<2x16x64xf32>, %arg12: tensor<f32>, %arg13: tensor<64xf32>, %arg14: tensor<64xf32>) -> (tensor<f32>, tensor<2x16x64xf32>, tensor<192x64xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256x64xf32>, tensor<256xf32>, tensor<64x256xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) {
    %cst = stablehlo.constant dense<0.398942292> : tensor<2x16x256xf32>
    %cst_0 = stablehlo.constant dense<-5.000000e-01> : tensor<2x16x256xf32>
    %cst_1 = stablehlo.constant dense<9.99999996E-13> : tensor<32xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<2x16x256xf32>
    %cst_3 = stablehlo.constant dense<0.707106769> : tensor<2x16x256xf32>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<2x16x256xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<32xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<32xf32>
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %1 = stablehlo.reshape %arg11 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %2 = stablehlo.transpose %arg10, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,192]{0,1}"} : (tensor<192x64xf32>) -> tensor<64x192xf32>
    %3 = stablehlo.dot_general %1, %2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x192xf32>) -> tensor<32x192xf32>
    %4 = stablehlo.reshape %3 : (tensor<32x192xf32>) -> tensor<2x16x192xf32>
    %5 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<192xf32>) -> tensor<2x16x192xf32>
    %6 = stablehlo.add %4, %5 : tensor<2x16x192xf32>
    %7 = stablehlo.slice %6 [0:2, 0:16, 0:64] : (tensor<2x16x192xf32>) -> tensor<2x16x64xf32>
    %8 = stablehlo.reshape %7 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %9 = stablehlo.transpose %8, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,16,16]{3,1,2,0}"} : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %10 = stablehlo.reshape %9 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %11 = stablehlo.slice %6 [0:2, 0:16, 64:128] : (tensor<2x16x192xf32>) -> tensor<2x16x64xf32>
    %12 = stablehlo.reshape %11 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %13 = stablehlo.transpose %12, dims = [0, 2, 3, 1] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %14 = stablehlo.reshape %13 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %15 = stablehlo.dot_general %10, %14, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %16 = stablehlo.reshape %15 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %17 = stablehlo.broadcast_in_dim %arg12, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %18 = stablehlo.divide %16, %17 : tensor<2x4x16x16xf32>
    %19 = stablehlo.reduce(%18 init: %cst_7) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %21 = stablehlo.subtract %18, %20 : tensor<2x4x16x16xf32>
    %22 = stablehlo.exponential %21 : tensor<2x4x16x16xf32>
    %23 = stablehlo.reduce(%22 init: %cst_8) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %25 = stablehlo.divide %22, %24 : tensor<2x4x16x16xf32>
    %26 = stablehlo.reshape %25 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %27 = stablehlo.slice %6 [0:2, 0:16, 128:192] : (tensor<2x16x192xf32>) -> tensor<2x16x64xf32>
    %28 = stablehlo.reshape %27 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %29 = stablehlo.transpose %28, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,16,16]{3,1,2,0}"} : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %30 = stablehlo.reshape %29 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %31 = stablehlo.dot_general %26, %30, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %32 = stablehlo.reshape %31 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %33 = stablehlo.transpose %32, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,16,4,16]{3,1,2,0}"} : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %34 = stablehlo.reshape %33 : (tensor<2x16x4x16xf32>) -> tensor<32x64xf32>
    %35 = stablehlo.transpose %arg8, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,64]{0,1}"} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %36 = stablehlo.dot_general %34, %35, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %37 = stablehlo.reshape %36 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %38 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %39 = stablehlo.add %37, %38 : tensor<2x16x64xf32>
    %40 = stablehlo.add %arg11, %39 : tensor<2x16x64xf32>
    %41 = stablehlo.reshape %40 : (tensor<2x16x64xf32>) -> tensor<1x32x64xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%41, %cst_6, %cst_5) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x32x64xf32>, tensor<32xf32>, tensor<32xf32>) -> (tensor<1x32x64xf32>, tensor<32xf32>, tensor<32xf32>)
    %42 = stablehlo.reshape %output : (tensor<1x32x64xf32>) -> tensor<2x16x64xf32>
    %43 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %44 = stablehlo.multiply %42, %43 : tensor<2x16x64xf32>
    %45 = stablehlo.add %0, %44 : tensor<2x16x64xf32>
    %46 = stablehlo.reshape %45 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %47 = stablehlo.transpose %arg5, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,256]{0,1}"} : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %48 = stablehlo.dot_general %46, %47, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x256xf32>) -> tensor<32x256xf32>
    %49 = stablehlo.reshape %48 : (tensor<32x256xf32>) -> tensor<2x16x256xf32>
    %50 = stablehlo.broadcast_in_dim %arg4, dims = [2] : (tensor<256xf32>) -> tensor<2x16x256xf32>
    %51 = stablehlo.add %49, %50 : tensor<2x16x256xf32>
    %52 = stablehlo.multiply %51, %cst_4 : tensor<2x16x256xf32>
    %53 = stablehlo.multiply %51, %cst_3 : tensor<2x16x256xf32>
    %54 = stablehlo.custom_call @mhlo.erf(%53) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x16x256xf32>) -> tensor<2x16x256xf32>
    %55 = stablehlo.add %54, %cst_2 : tensor<2x16x256xf32>
    %56 = stablehlo.multiply %52, %55 : tensor<2x16x256xf32>
    %57 = stablehlo.reshape %56 : (tensor<2x16x256xf32>) -> tensor<32x256xf32>
    %58 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[256,64]{0,1}"} : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %59 = stablehlo.dot_general %57, %58, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf32>, tensor<256x64xf32>) -> tensor<32x64xf32>
    %60 = stablehlo.reshape %59 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %61 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %62 = stablehlo.add %60, %61 : tensor<2x16x64xf32>
    %63 = stablehlo.add %45, %62 : tensor<2x16x64xf32>
    %64 = stablehlo.reshape %63 : (tensor<2x16x64xf32>) -> tensor<1x32x64xf32>
    %output_9, %batch_mean_10, %batch_var_11 = "stablehlo.batch_norm_training"(%64, %cst_6, %cst_5) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x32x64xf32>, tensor<32xf32>, tensor<32xf32>) -> (tensor<1x32x64xf32>, tensor<32xf32>, tensor<32xf32>)
    %65 = stablehlo.add %batch_var_11, %cst_1 : tensor<32xf32>
    %66 = stablehlo.rsqrt %65 : tensor<32xf32>
    %67 = stablehlo.divide %cst_6, %66 : tensor<32xf32>
    %68 = stablehlo.multiply %67, %67 : tensor<32xf32>
    %69 = stablehlo.subtract %68, %cst_1 : tensor<32xf32>
    %70 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %71 = stablehlo.multiply %arg0, %70 : tensor<2x16x64xf32>
    %72 = stablehlo.reshape %71 : (tensor<2x16x64xf32>) -> tensor<1x32x64xf32>
    %grad_operand, %grad_scale, %grad_offset = "stablehlo.batch_norm_grad"(%64, %cst_6, %batch_mean_10, %69, %72) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x32x64xf32>) -> (tensor<1x32x64xf32>, tensor<32xf32>, tensor<32xf32>)
    %73 = stablehlo.add %batch_var, %cst_1 : tensor<32xf32>
    %74 = stablehlo.rsqrt %73 : tensor<32xf32>
    %75 = stablehlo.divide %cst_6, %74 : tensor<32xf32>
    %76 = stablehlo.multiply %75, %75 : tensor<32xf32>
    %77 = stablehlo.subtract %76, %cst_1 : tensor<32xf32>
    %78 = stablehlo.reshape %grad_operand : (tensor<1x32x64xf32>) -> tensor<2x16x64xf32>
    %79 = stablehlo.reshape %grad_operand : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %80 = stablehlo.dot_general %79, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x256xf32>) -> tensor<32x256xf32>
    %81 = stablehlo.reshape %80 : (tensor<32x256xf32>) -> tensor<2x16x256xf32>
    %82 = stablehlo.multiply %55, %cst_4 : tensor<2x16x256xf32>
    %83 = stablehlo.multiply %51, %51 : tensor<2x16x256xf32>
    %84 = stablehlo.multiply %83, %cst_0 : tensor<2x16x256xf32>
    %85 = stablehlo.exponential %84 : tensor<2x16x256xf32>
    %86 = stablehlo.multiply %51, %85 : tensor<2x16x256xf32>
    %87 = stablehlo.multiply %86, %cst : tensor<2x16x256xf32>
    %88 = stablehlo.add %82, %87 : tensor<2x16x256xf32>
    %89 = stablehlo.multiply %81, %88 : tensor<2x16x256xf32>
    %90 = stablehlo.reshape %89 : (tensor<2x16x256xf32>) -> tensor<32x256xf32>
    %91 = stablehlo.dot_general %90, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf32>, tensor<256x64xf32>) -> tensor<32x64xf32>
    %92 = stablehlo.reshape %91 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %93 = stablehlo.add %78, %92 : tensor<2x16x64xf32>
    %94 = stablehlo.multiply %93, %43 : tensor<2x16x64xf32>
    %95 = stablehlo.reshape %94 : (tensor<2x16x64xf32>) -> tensor<1x32x64xf32>
    %grad_operand_12, %grad_scale_13, %grad_offset_14 = "stablehlo.batch_norm_grad"(%41, %cst_6, %batch_mean, %77, %95) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x32x64xf32>) -> (tensor<1x32x64xf32>, tensor<32xf32>, tensor<32xf32>)
    %96 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %97 = stablehlo.reshape %output_9 : (tensor<1x32x64xf32>) -> tensor<2x16x64xf32>
    %98 = stablehlo.multiply %97, %70 : tensor<2x16x64xf32>
    %99 = stablehlo.add %96, %98 : tensor<2x16x64xf32>
    %100 = stablehlo.multiply %99, %arg0 : tensor<2x16x64xf32>
    %101 = stablehlo.reduce(%100 init: %cst_8) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<f32>
    %102 = stablehlo.reshape %grad_operand_12 : (tensor<1x32x64xf32>) -> tensor<2x16x64xf32>
    %103 = stablehlo.reshape %grad_operand_12 : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %104 = stablehlo.dot_general %103, %arg8, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %105 = stablehlo.reshape %104 : (tensor<32x64xf32>) -> tensor<2x16x4x16xf32>
    %106 = stablehlo.transpose %105, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,16,16]{3,1,2,0}"} : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %107 = stablehlo.reshape %106 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %108 = stablehlo.transpose %30, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,16,16]{1,2,0}"} : (tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %109 = stablehlo.dot_general %107, %108, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %110 = stablehlo.reshape %109 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %111 = stablehlo.multiply %110, %25 : tensor<2x4x16x16xf32>
    %112 = stablehlo.reduce(%111 init: %cst_8) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %113 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %114 = stablehlo.subtract %110, %113 : tensor<2x4x16x16xf32>
    %115 = stablehlo.multiply %25, %114 : tensor<2x4x16x16xf32>
    %116 = stablehlo.divide %115, %17 : tensor<2x4x16x16xf32>
    %117 = stablehlo.reshape %116 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %118 = stablehlo.transpose %14, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,16,16]{1,2,0}"} : (tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %119 = stablehlo.dot_general %117, %118, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %120 = stablehlo.reshape %119 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %121 = stablehlo.transpose %120, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,16,4,16]{3,1,2,0}"} : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %122 = stablehlo.reshape %121 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %123 = stablehlo.transpose %10, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,16,16]{1,2,0}"} : (tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %124 = stablehlo.dot_general %123, %117, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %125 = stablehlo.reshape %124 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %126 = stablehlo.transpose %125, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %127 = stablehlo.reshape %126 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %128 = stablehlo.transpose %26, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,16,16]{1,2,0}"} : (tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %129 = stablehlo.dot_general %128, %107, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %130 = stablehlo.reshape %129 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %131 = stablehlo.transpose %130, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,16,4,16]{3,1,2,0}"} : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %132 = stablehlo.reshape %131 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %133 = stablehlo.concatenate %122, %127, %132, dim = 2 : (tensor<2x16x64xf32>, tensor<2x16x64xf32>, tensor<2x16x64xf32>) -> tensor<2x16x192xf32>
    %134 = stablehlo.reshape %133 : (tensor<2x16x192xf32>) -> tensor<32x192xf32>
    %135 = stablehlo.dot_general %134, %arg10, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x192xf32>, tensor<192x64xf32>) -> tensor<32x64xf32>
    %136 = stablehlo.reshape %135 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %137 = stablehlo.add %102, %136 : tensor<2x16x64xf32>
    %138 = stablehlo.transpose %1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %139 = stablehlo.dot_general %138, %134, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<32x192xf32>) -> tensor<64x192xf32>
    %140 = stablehlo.transpose %139, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[192,64]{0,1}"} : (tensor<64x192xf32>) -> tensor<192x64xf32>
    %141 = stablehlo.reduce(%133 init: %cst_8) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x192xf32>, tensor<f32>) -> tensor<192xf32>
    %142 = stablehlo.transpose %34, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %143 = stablehlo.dot_general %142, %103, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<32x64xf32>) -> tensor<64x64xf32>
    %144 = stablehlo.transpose %143, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,64]{0,1}"} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %145 = stablehlo.reduce(%102 init: %cst_8) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %146 = stablehlo.multiply %93, %42 : tensor<2x16x64xf32>
    %147 = stablehlo.reduce(%146 init: %cst_8) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %148 = stablehlo.reduce(%93 init: %cst_8) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %149 = stablehlo.transpose %46, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %150 = stablehlo.dot_general %149, %90, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<32x256xf32>) -> tensor<64x256xf32>
    %151 = stablehlo.transpose %150, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[256,64]{0,1}"} : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %152 = stablehlo.reduce(%89 init: %cst_8) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x256xf32>, tensor<f32>) -> tensor<256xf32>
    %153 = stablehlo.transpose %57, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[256,32]{0,1}"} : (tensor<32x256xf32>) -> tensor<256x32xf32>
    %154 = stablehlo.dot_general %153, %79, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x32xf32>, tensor<32x64xf32>) -> tensor<256x64xf32>
    %155 = stablehlo.transpose %154, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,256]{0,1}"} : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %156 = stablehlo.reduce(%78 init: %cst_8) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %157 = stablehlo.multiply %arg0, %97 : tensor<2x16x64xf32>
    %158 = stablehlo.reduce(%157 init: %cst_8) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %159 = stablehlo.reduce(%arg0 init: %cst_8) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    return %101, %137, %140, %141, %144, %145, %147, %148, %151, %152, %155, %156, %158, %159 : tensor<f32>, tensor<2x16x64xf32>, tensor<192x64xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256x64xf32>, tensor<256xf32>, tensor<64x256xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>
  }
}
