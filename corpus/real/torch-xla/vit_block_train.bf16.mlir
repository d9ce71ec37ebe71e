module @IrToHlo.485 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x16x64xbf16>, %arg1: tensor<64xbf16>, %arg2: tensor<64x256xbf16>, %arg3: tensor<256xbf16>, %arg4: tensor<256x64xbf16>, %arg5: tensor<64xbf16>, %arg6: tensor<64xbf16>, %arg7: tensor<64x64xbf16>, %arg8: tensor<192xbf16>, %arg9: tensor<192x64xbf16>, %arg10: tensor<64xbf16>, %arg11: tensor<2x16x64xbf16>, %arg12: tensor<64xbf16>, %arg13: tensor<f32>, %arg14: tensor<64xbf16>) -> (tensor<bf16>, tensor<2x16x64xbf16>, tensor<64xbf16>, tensor<64xbf16>, tensor<192x64xbf16>, tensor<192xbf16>, tensor<64x64xbf16>, tensor<64xbf16>, tensor<64xbf16>, tensor<64xbf16>, tensor<256x64xbf16>, tensor<256xbf16>, tensor<64x256xbf16>, tensor<64xbf16>) {
    %cst = stablehlo.constant dense<3.984380e-01> : tensor<2x16x256xbf16>
    %cst_0 = stablehlo.constant dense<-5.000000e-01> : tensor<2x16x256xbf16>
    %cst_1 = stablehlo.constant dense<7.070310e-01> : tensor<2x16x256xbf16>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<2x16x256xbf16>
    %cst_3 = stablehlo.constant dense<5.000000e-01> : tensor<2x16x256xbf16>
    %cst_4 = stablehlo.constant dense<9.983770e-07> : tensor<32xbf16>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<2x4x16x16xf32>
    %cst_6 = stablehlo.constant dense<0xFF800000> : tensor<2x4x16x16xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<32xbf16>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<32xbf16>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<false> : tensor<i1>
    %c_10 = stablehlo.constant dense<true> : tensor<i1>
    %cst_11 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<64xbf16>) -> tensor<2x16x64xbf16>
    %1 = stablehlo.reshape %arg11 : (tensor<2x16x64xbf16>) -> tensor<1x32x64xbf16>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%1, %cst_8, %cst_7) <{epsilon = 9.99999997E-7 : f32, feature_index = 1 : i64}> : (tensor<1x32x64xbf16>, tensor<32xbf16>, tensor<32xbf16>) -> (tensor<1x32x64xbf16>, tensor<32xbf16>, tensor<32xbf16>)
    %2 = stablehlo.reshape %output : (tensor<1x32x64xbf16>) -> tensor<2x16x64xbf16>
    %3 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<64xbf16>) -> tensor<2x16x64xbf16>
    %4 = stablehlo.multiply %2, %3 : tensor<2x16x64xbf16>
    %5 = stablehlo.add %0, %4 : tensor<2x16x64xbf16>
    %6 = stablehlo.reshape %5 : (tensor<2x16x64xbf16>) -> tensor<32x64xbf16>
    %7 = stablehlo.transpose %arg9, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,192]{0,1}"} : (tensor<192x64xbf16>) -> tensor<64x192xbf16>
    %8 = stablehlo.dot_general %6, %7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xbf16>, tensor<64x192xbf16>) -> tensor<32x192xbf16>
    %9 = stablehlo.reshape %8 : (tensor<32x192xbf16>) -> tensor<2x16x192xbf16>
    %10 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<192xbf16>) -> tensor<2x16x192xbf16>
    %11 = stablehlo.add %9, %10 : tensor<2x16x192xbf16>
    %12 = stablehlo.reshape %11 : (tensor<2x16x192xbf16>) -> tensor<2x16x3x4x16xbf16>
    %13 = stablehlo.transpose %12, dims = [2, 0, 3, 1, 4] {result_layout = dense<[4, 2, 0, 3, 1]> : tensor<5xindex>, xla_shape = "bf16[3,2,4,16,16]{4,2,0,3,1}"} : (tensor<2x16x3x4x16xbf16>) -> tensor<3x2x4x16x16xbf16>
    %14 = stablehlo.slice %13 [0:1, 0:2, 0:4, 0:16, 0:16] : (tensor<3x2x4x16x16xbf16>) -> tensor<1x2x4x16x16xbf16>
    %15 = stablehlo.reshape %14 : (tensor<1x2x4x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %16 = stablehlo.convert %15 : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xf32>
    %17 = stablehlo.broadcast_in_dim %arg13, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %18 = stablehlo.multiply %16, %17 : tensor<2x4x16x16xf32>
    %19 = stablehlo.reshape %18 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %20 = stablehlo.slice %13 [1:2, 0:2, 0:4, 0:16, 0:16] : (tensor<3x2x4x16x16xbf16>) -> tensor<1x2x4x16x16xbf16>
    %21 = stablehlo.reshape %20 : (tensor<1x2x4x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %22 = stablehlo.convert %21 : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xf32>
    %23 = stablehlo.transpose %22, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,16,16]{2,3,1,0}"} : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %24 = stablehlo.multiply %23, %17 : tensor<2x4x16x16xf32>
    %25 = stablehlo.reshape %24 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %26 = stablehlo.dot_general %19, %25, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %27 = stablehlo.reshape %26 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %28 = stablehlo.compare  EQ, %27, %cst_6 : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xi1>
    %29 = stablehlo.reduce(%28 init: %c_10) across dimensions = [3] : (tensor<2x4x16x16xi1>, tensor<i1>) -> tensor<2x4x16xi1>
     reducer(%arg15: tensor<i1>, %arg16: tensor<i1>)  {
      %189 = stablehlo.and %arg15, %arg16 : tensor<i1>
      %190 = stablehlo.select %189, %c_10, %c : tensor<i1>, tensor<i1>
      stablehlo.return %190 : tensor<i1>
    }
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 2] : (tensor<2x4x16xi1>) -> tensor<2x4x16x16xi1>
    %31 = stablehlo.reduce(%27 init: %cst_11) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %33 = stablehlo.subtract %27, %32 : tensor<2x4x16x16xf32>
    %34 = stablehlo.exponential %33 : tensor<2x4x16x16xf32>
    %35 = stablehlo.reduce(%34 init: %cst_9) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %37 = stablehlo.divide %34, %36 : tensor<2x4x16x16xf32>
    %38 = stablehlo.select %30, %cst_5, %37 : tensor<2x4x16x16xi1>, tensor<2x4x16x16xf32>
    %39 = stablehlo.reshape %38 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %40 = stablehlo.slice %13 [2:3, 0:2, 0:4, 0:16, 0:16] : (tensor<3x2x4x16x16xbf16>) -> tensor<1x2x4x16x16xbf16>
    %41 = stablehlo.reshape %40 : (tensor<1x2x4x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %42 = stablehlo.convert %41 : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xf32>
    %43 = stablehlo.reshape %42 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %44 = stablehlo.dot_general %39, %43, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %45 = stablehlo.reshape %44 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %46 = stablehlo.convert %45 : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xbf16>
    %47 = stablehlo.transpose %46, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[2,16,4,16]{3,1,2,0}"} : (tensor<2x4x16x16xbf16>) -> tensor<2x16x4x16xbf16>
    %48 = stablehlo.reshape %47 : (tensor<2x16x4x16xbf16>) -> tensor<32x64xbf16>
    %49 = stablehlo.transpose %arg7, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,64]{0,1}"} : (tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %50 = stablehlo.dot_general %48, %49, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xbf16>, tensor<64x64xbf16>) -> tensor<32x64xbf16>
    %51 = stablehlo.reshape %50 : (tensor<32x64xbf16>) -> tensor<2x16x64xbf16>
    %52 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<64xbf16>) -> tensor<2x16x64xbf16>
    %53 = stablehlo.add %51, %52 : tensor<2x16x64xbf16>
    %54 = stablehlo.add %arg11, %53 : tensor<2x16x64xbf16>
    %55 = stablehlo.reshape %54 : (tensor<2x16x64xbf16>) -> tensor<1x32x64xbf16>
    %output_13, %batch_mean_14, %batch_var_15 = "stablehlo.batch_norm_training"(%55, %cst_8, %cst_7) <{epsilon = 9.99999997E-7 : f32, feature_index = 1 : i64}> : (tensor<1x32x64xbf16>, tensor<32xbf16>, tensor<32xbf16>) -> (tensor<1x32x64xbf16>, tensor<32xbf16>, tensor<32xbf16>)
    %56 = stablehlo.add %batch_var_15, %cst_4 : tensor<32xbf16>
    %57 = stablehlo.rsqrt %56 : tensor<32xbf16>
    %58 = stablehlo.divide %cst_8, %57 : tensor<32xbf16>
    %59 = stablehlo.multiply %58, %58 : tensor<32xbf16>
    %60 = stablehlo.subtract %59, %cst_4 : tensor<32xbf16>
    %61 = stablehlo.reshape %arg0 : (tensor<2x16x64xbf16>) -> tensor<32x64xbf16>
    %62 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[256,64]{0,1}"} : (tensor<64x256xbf16>) -> tensor<256x64xbf16>
    %63 = stablehlo.dot_general %61, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xbf16>, tensor<64x256xbf16>) -> tensor<32x256xbf16>
    %64 = stablehlo.reshape %63 : (tensor<32x256xbf16>) -> tensor<2x16x256xbf16>
    %65 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<64xbf16>) -> tensor<2x16x64xbf16>
    %66 = stablehlo.reshape %output_13 : (tensor<1x32x64xbf16>) -> tensor<2x16x64xbf16>
    %67 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<64xbf16>) -> tensor<2x16x64xbf16>
    %68 = stablehlo.multiply %66, %67 : tensor<2x16x64xbf16>
    %69 = stablehlo.add %65, %68 : tensor<2x16x64xbf16>
    %70 = stablehlo.reshape %69 : (tensor<2x16x64xbf16>) -> tensor<32x64xbf16>
    %71 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,256]{0,1}"} : (tensor<256x64xbf16>) -> tensor<64x256xbf16>
    %72 = stablehlo.dot_general %70, %71, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xbf16>, tensor<64x256xbf16>) -> tensor<32x256xbf16>
    %73 = stablehlo.reshape %72 : (tensor<32x256xbf16>) -> tensor<2x16x256xbf16>
    %74 = stablehlo.broadcast_in_dim %arg3, dims = [2] : (tensor<256xbf16>) -> tensor<2x16x256xbf16>
    %75 = stablehlo.add %73, %74 : tensor<2x16x256xbf16>
    %76 = stablehlo.multiply %75, %cst_1 : tensor<2x16x256xbf16>
    %77 = stablehlo.custom_call @mhlo.erf(%76) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x16x256xbf16>) -> tensor<2x16x256xbf16>
    %78 = stablehlo.add %77, %cst_2 : tensor<2x16x256xbf16>
    %79 = stablehlo.multiply %78, %cst_3 : tensor<2x16x256xbf16>
    %80 = stablehlo.multiply %75, %75 : tensor<2x16x256xbf16>
    %81 = stablehlo.multiply %80, %cst_0 : tensor<2x16x256xbf16>
    %82 = stablehlo.exponential %81 : tensor<2x16x256xbf16>
    %83 = stablehlo.multiply %75, %82 : tensor<2x16x256xbf16>
    %84 = stablehlo.multiply %83, %cst : tensor<2x16x256xbf16>
    %85 = stablehlo.add %79, %84 : tensor<2x16x256xbf16>
    %86 = stablehlo.multiply %64, %85 : tensor<2x16x256xbf16>
    %87 = stablehlo.reshape %86 : (tensor<2x16x256xbf16>) -> tensor<32x256xbf16>
    %88 = stablehlo.dot_general %87, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xbf16>, tensor<256x64xbf16>) -> tensor<32x64xbf16>
    %89 = stablehlo.reshape %88 : (tensor<32x64xbf16>) -> tensor<2x16x64xbf16>
    %90 = stablehlo.convert %89 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %91 = stablehlo.convert %arg5 : (tensor<64xbf16>) -> tensor<64xf32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %93 = stablehlo.multiply %90, %92 : tensor<2x16x64xf32>
    %94 = stablehlo.convert %93 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %95 = stablehlo.reshape %94 : (tensor<2x16x64xbf16>) -> tensor<1x32x64xbf16>
    %grad_operand, %grad_scale, %grad_offset = "stablehlo.batch_norm_grad"(%55, %cst_8, %batch_mean_14, %60, %95) <{epsilon = 9.99999997E-7 : f32, feature_index = 1 : i64}> : (tensor<1x32x64xbf16>, tensor<32xbf16>, tensor<32xbf16>, tensor<32xbf16>, tensor<1x32x64xbf16>) -> (tensor<1x32x64xbf16>, tensor<32xbf16>, tensor<32xbf16>)
    %96 = stablehlo.add %batch_var, %cst_4 : tensor<32xbf16>
    %97 = stablehlo.rsqrt %96 : tensor<32xbf16>
    %98 = stablehlo.divide %cst_8, %97 : tensor<32xbf16>
    %99 = stablehlo.multiply %98, %98 : tensor<32xbf16>
    %100 = stablehlo.subtract %99, %cst_4 : tensor<32xbf16>
    %101 = stablehlo.reshape %grad_operand : (tensor<1x32x64xbf16>) -> tensor<2x16x64xbf16>
    %102 = stablehlo.add %arg0, %101 : tensor<2x16x64xbf16>
    %103 = stablehlo.reshape %102 : (tensor<2x16x64xbf16>) -> tensor<32x64xbf16>
    %104 = stablehlo.dot_general %103, %arg7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xbf16>, tensor<64x64xbf16>) -> tensor<32x64xbf16>
    %105 = stablehlo.reshape %104 : (tensor<32x64xbf16>) -> tensor<2x16x4x16xbf16>
    %106 = stablehlo.transpose %105, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[2,4,16,16]{3,1,2,0}"} : (tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %107 = stablehlo.convert %106 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,16,16]{3,1,2,0}"} : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xf32>
    %108 = stablehlo.reshape %107 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %109 = stablehlo.transpose %43, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,16,16]{1,2,0}"} : (tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %110 = stablehlo.dot_general %108, %109, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %111 = stablehlo.reshape %110 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %112 = stablehlo.multiply %111, %38 : tensor<2x4x16x16xf32>
    %113 = stablehlo.reduce(%112 init: %cst_9) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %114 = stablehlo.broadcast_in_dim %113, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %115 = stablehlo.subtract %111, %114 : tensor<2x4x16x16xf32>
    %116 = stablehlo.multiply %38, %115 : tensor<2x4x16x16xf32>
    %117 = stablehlo.reshape %116 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %118 = stablehlo.transpose %25, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,16,16]{1,2,0}"} : (tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %119 = stablehlo.dot_general %117, %118, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %120 = stablehlo.reshape %119 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %121 = stablehlo.multiply %120, %17 : tensor<2x4x16x16xf32>
    %122 = stablehlo.convert %121 : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xbf16>
    %123 = stablehlo.reshape %122 : (tensor<2x4x16x16xbf16>) -> tensor<1x2x4x16x16xbf16>
    %124 = stablehlo.transpose %19, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,16,16]{1,2,0}"} : (tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %125 = stablehlo.dot_general %124, %117, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %126 = stablehlo.reshape %125 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %127 = stablehlo.multiply %126, %17 : tensor<2x4x16x16xf32>
    %128 = stablehlo.transpose %127, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,16,16]{2,3,1,0}"} : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %129 = stablehlo.convert %128 {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "bf16[2,4,16,16]{2,3,1,0}"} : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xbf16>
    %130 = stablehlo.reshape %129 : (tensor<2x4x16x16xbf16>) -> tensor<1x2x4x16x16xbf16>
    %131 = stablehlo.transpose %39, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,16,16]{1,2,0}"} : (tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %132 = stablehlo.dot_general %131, %108, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %133 = stablehlo.reshape %132 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %134 = stablehlo.convert %133 : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xbf16>
    %135 = stablehlo.reshape %134 : (tensor<2x4x16x16xbf16>) -> tensor<1x2x4x16x16xbf16>
    %136 = stablehlo.concatenate %123, %130, %135, dim = 0 : (tensor<1x2x4x16x16xbf16>, tensor<1x2x4x16x16xbf16>, tensor<1x2x4x16x16xbf16>) -> tensor<3x2x4x16x16xbf16>
    %137 = stablehlo.transpose %136, dims = [1, 3, 0, 2, 4] {result_layout = dense<[4, 1, 3, 0, 2]> : tensor<5xindex>, xla_shape = "bf16[2,16,3,4,16]{4,1,3,0,2}"} : (tensor<3x2x4x16x16xbf16>) -> tensor<2x16x3x4x16xbf16>
    %138 = stablehlo.reshape %137 : (tensor<2x16x3x4x16xbf16>) -> tensor<2x16x192xbf16>
    %139 = stablehlo.reshape %137 : (tensor<2x16x3x4x16xbf16>) -> tensor<32x192xbf16>
    %140 = stablehlo.dot_general %139, %arg9, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x192xbf16>, tensor<192x64xbf16>) -> tensor<32x64xbf16>
    %141 = stablehlo.reshape %140 : (tensor<32x64xbf16>) -> tensor<2x16x64xbf16>
    %142 = stablehlo.convert %141 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %143 = stablehlo.convert %arg10 : (tensor<64xbf16>) -> tensor<64xf32>
    %144 = stablehlo.broadcast_in_dim %143, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %145 = stablehlo.multiply %142, %144 : tensor<2x16x64xf32>
    %146 = stablehlo.convert %145 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %147 = stablehlo.reshape %146 : (tensor<2x16x64xbf16>) -> tensor<1x32x64xbf16>
    %grad_operand_16, %grad_scale_17, %grad_offset_18 = "stablehlo.batch_norm_grad"(%1, %cst_8, %batch_mean, %100, %147) <{epsilon = 9.99999997E-7 : f32, feature_index = 1 : i64}> : (tensor<1x32x64xbf16>, tensor<32xbf16>, tensor<32xbf16>, tensor<32xbf16>, tensor<1x32x64xbf16>) -> (tensor<1x32x64xbf16>, tensor<32xbf16>, tensor<32xbf16>)
    %148 = stablehlo.multiply %75, %cst_3 : tensor<2x16x256xbf16>
    %149 = stablehlo.multiply %148, %78 : tensor<2x16x256xbf16>
    %150 = stablehlo.reshape %149 : (tensor<2x16x256xbf16>) -> tensor<32x256xbf16>
    %151 = stablehlo.dot_general %150, %62, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xbf16>, tensor<256x64xbf16>) -> tensor<32x64xbf16>
    %152 = stablehlo.reshape %151 : (tensor<32x64xbf16>) -> tensor<2x16x64xbf16>
    %153 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<64xbf16>) -> tensor<2x16x64xbf16>
    %154 = stablehlo.add %152, %153 : tensor<2x16x64xbf16>
    %155 = stablehlo.add %54, %154 : tensor<2x16x64xbf16>
    %156 = stablehlo.convert %155 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %157 = stablehlo.convert %arg0 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %158 = stablehlo.multiply %156, %157 : tensor<2x16x64xf32>
    %159 = stablehlo.convert %158 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %160 = stablehlo.reduce(%159 init: %cst_12) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x16x64xbf16>, tensor<bf16>) -> tensor<bf16>
    %161 = stablehlo.reshape %grad_operand_16 : (tensor<1x32x64xbf16>) -> tensor<2x16x64xbf16>
    %162 = stablehlo.add %102, %161 : tensor<2x16x64xbf16>
    %163 = stablehlo.convert %2 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %164 = stablehlo.multiply %142, %163 : tensor<2x16x64xf32>
    %165 = stablehlo.convert %164 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %166 = stablehlo.reduce(%165 init: %cst_12) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %167 = stablehlo.reduce(%141 init: %cst_12) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %168 = stablehlo.transpose %6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,32]{0,1}"} : (tensor<32x64xbf16>) -> tensor<64x32xbf16>
    %169 = stablehlo.dot_general %168, %139, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xbf16>, tensor<32x192xbf16>) -> tensor<64x192xbf16>
    %170 = stablehlo.transpose %169, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[192,64]{0,1}"} : (tensor<64x192xbf16>) -> tensor<192x64xbf16>
    %171 = stablehlo.reduce(%138 init: %cst_12) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x192xbf16>, tensor<bf16>) -> tensor<192xbf16>
    %172 = stablehlo.transpose %48, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,32]{0,1}"} : (tensor<32x64xbf16>) -> tensor<64x32xbf16>
    %173 = stablehlo.dot_general %172, %103, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xbf16>, tensor<32x64xbf16>) -> tensor<64x64xbf16>
    %174 = stablehlo.transpose %173, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,64]{0,1}"} : (tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %175 = stablehlo.reduce(%102 init: %cst_12) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %176 = stablehlo.convert %66 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %177 = stablehlo.multiply %90, %176 : tensor<2x16x64xf32>
    %178 = stablehlo.convert %177 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %179 = stablehlo.reduce(%178 init: %cst_12) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %180 = stablehlo.reduce(%89 init: %cst_12) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %181 = stablehlo.transpose %70, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,32]{0,1}"} : (tensor<32x64xbf16>) -> tensor<64x32xbf16>
    %182 = stablehlo.dot_general %181, %87, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xbf16>, tensor<32x256xbf16>) -> tensor<64x256xbf16>
    %183 = stablehlo.transpose %182, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[256,64]{0,1}"} : (tensor<64x256xbf16>) -> tensor<256x64xbf16>
    %184 = stablehlo.reduce(%86 init: %cst_12) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x256xbf16>, tensor<bf16>) -> tensor<256xbf16>
    %185 = stablehlo.transpose %150, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[256,32]{0,1}"} : (tensor<32x256xbf16>) -> tensor<256x32xbf16>
    %186 = stablehlo.dot_general %185, %61, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x32xbf16>, tensor<32x64xbf16>) -> tensor<256x64xbf16>
    %187 = stablehlo.transpose %186, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,256]{0,1}"} : (tensor<256x64xbf16>) -> tensor<64x256xbf16>
    %188 = stablehlo.reduce(%arg0 init: %cst_12) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    return %160, %162, %166, %167, %170, %171, %174, %175, %179, %180, %183, %184, %187, %188 : tensor<bf16>, tensor<2x16x64xbf16>, tensor<64xbf16>, tensor<64xbf16>, tensor<192x64xbf16>, tensor<192xbf16>, tensor<64x64xbf16>, tensor<64xbf16>, tensor<64xbf16>, tensor<64xbf16>, tensor<256x64xbf16>, tensor<256xbf16>, tensor<64x256xbf16>, tensor<64xbf16>
  }
}
