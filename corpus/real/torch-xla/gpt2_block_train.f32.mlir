module @IrToHlo.484 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x16x64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64x256xf32>, %arg3: tensor<256xf32>, %arg4: tensor<256x64xf32>, %arg5: tensor<64xf32>, %arg6: tensor<64xf32>, %arg7: tensor<64x64xf32>, %arg8: tensor<192xf32>, %arg9: tensor<192x64xf32>, %arg10: tensor<64xf32>, %arg11: tensor<2x16x64xf32>, %arg12: tensor<64xf32>, %arg13: tensor<f64>, %arg14: tensor<f32>, %arg15: tensor<64xf32>) -> (tensor<f32>, tensor<2x16x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<192x64xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256x64xf32>, tensor<256xf32>, tensor<64x256xf32>, tensor<64xf32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<2x4x16x16xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<2x16x256xf32>
    %cst_1 = stablehlo.constant dense<0.134144992> : tensor<2x16x256xf32>
    %cst_2 = stablehlo.constant dense<3.000000e+00> : tensor<2x16x256xf32>
    %cst_3 = stablehlo.constant dense<4.471500e-02> : tensor<2x16x256xf32>
    %cst_4 = stablehlo.constant dense<0.797884583> : tensor<2x16x256xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<2x16x256xf32>
    %cst_6 = stablehlo.constant dense<5.000000e-01> : tensor<2x16x256xf32>
    %cst_7 = stablehlo.constant dense<9.99999974E-6> : tensor<32xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<32xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<32xf32>
    %c = stablehlo.constant dense<false> : tensor<16x16xi1>
    %c_10 = stablehlo.constant dense<true> : tensor<16x16xi1>
    %cst_11 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.iota dim = 0 : tensor<16xi32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<16xi32>) -> tensor<16x16xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<16xi32>) -> tensor<16x16xi32>
    %3 = stablehlo.compare  GE, %1, %2 : (tensor<16x16xi32>, tensor<16x16xi32>) -> tensor<16x16xi1>
    %4 = stablehlo.select %3, %c_10, %c : tensor<16x16xi1>, tensor<16x16xi1>
    %5 = stablehlo.convert %arg13 : (tensor<f64>) -> tensor<f32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %7 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %8 = stablehlo.reshape %arg11 : (tensor<2x16x64xf32>) -> tensor<1x32x64xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%8, %cst_9, %cst_8) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x32x64xf32>, tensor<32xf32>, tensor<32xf32>) -> (tensor<1x32x64xf32>, tensor<32xf32>, tensor<32xf32>)
    %9 = stablehlo.reshape %output : (tensor<1x32x64xf32>) -> tensor<2x16x64xf32>
    %10 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %11 = stablehlo.multiply %9, %10 : tensor<2x16x64xf32>
    %12 = stablehlo.add %7, %11 : tensor<2x16x64xf32>
    %13 = stablehlo.reshape %12 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %14 = stablehlo.transpose %arg9, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,192]{0,1}"} : (tensor<192x64xf32>) -> tensor<64x192xf32>
    %15 = stablehlo.dot_general %13, %14, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x192xf32>) -> tensor<32x192xf32>
    %16 = stablehlo.reshape %15 : (tensor<32x192xf32>) -> tensor<2x16x192xf32>
    %17 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<192xf32>) -> tensor<2x16x192xf32>
    %18 = stablehlo.add %16, %17 : tensor<2x16x192xf32>
    %19 = stablehlo.slice %18 [0:2, 0:16, 0:64] : (tensor<2x16x192xf32>) -> tensor<2x16x64xf32>
    %20 = stablehlo.reshape %19 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %21 = stablehlo.transpose %20, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,16,16]{3,1,2,0}"} : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %22 = stablehlo.reshape %21 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %23 = stablehlo.slice %18 [0:2, 0:16, 64:128] : (tensor<2x16x192xf32>) -> tensor<2x16x64xf32>
    %24 = stablehlo.reshape %23 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %25 = stablehlo.transpose %24, dims = [0, 2, 3, 1] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %26 = stablehlo.reshape %25 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %27 = stablehlo.dot_general %22, %26, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %28 = stablehlo.reshape %27 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %29 = stablehlo.broadcast_in_dim %arg14, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %30 = stablehlo.divide %28, %29 : tensor<2x4x16x16xf32>
    %31 = stablehlo.broadcast_in_dim %4, dims = [2, 3] : (tensor<16x16xi1>) -> tensor<2x4x16x16xi1>
    %32 = stablehlo.select %31, %30, %6 : tensor<2x4x16x16xi1>, tensor<2x4x16x16xf32>
    %33 = stablehlo.reduce(%32 init: %cst_11) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %35 = stablehlo.subtract %32, %34 : tensor<2x4x16x16xf32>
    %36 = stablehlo.exponential %35 : tensor<2x4x16x16xf32>
    %37 = stablehlo.reduce(%36 init: %cst_12) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %39 = stablehlo.divide %36, %38 : tensor<2x4x16x16xf32>
    %40 = stablehlo.reshape %39 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %41 = stablehlo.slice %18 [0:2, 0:16, 128:192] : (tensor<2x16x192xf32>) -> tensor<2x16x64xf32>
    %42 = stablehlo.reshape %41 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %43 = stablehlo.transpose %42, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,16,16]{3,1,2,0}"} : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %44 = stablehlo.reshape %43 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %45 = stablehlo.dot_general %40, %44, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %46 = stablehlo.reshape %45 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %47 = stablehlo.transpose %46, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,16,4,16]{3,1,2,0}"} : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %48 = stablehlo.reshape %47 : (tensor<2x16x4x16xf32>) -> tensor<32x64xf32>
    %49 = stablehlo.transpose %arg7, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,64]{0,1}"} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %50 = stablehlo.dot_general %48, %49, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %51 = stablehlo.reshape %50 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %52 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %53 = stablehlo.add %51, %52 : tensor<2x16x64xf32>
    %54 = stablehlo.add %arg11, %53 : tensor<2x16x64xf32>
    %55 = stablehlo.reshape %54 : (tensor<2x16x64xf32>) -> tensor<1x32x64xf32>
    %output_13, %batch_mean_14, %batch_var_15 = "stablehlo.batch_norm_training"(%55, %cst_9, %cst_8) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x32x64xf32>, tensor<32xf32>, tensor<32xf32>) -> (tensor<1x32x64xf32>, tensor<32xf32>, tensor<32xf32>)
    %56 = stablehlo.add %batch_var_15, %cst_7 : tensor<32xf32>
    %57 = stablehlo.rsqrt %56 : tensor<32xf32>
    %58 = stablehlo.divide %cst_9, %57 : tensor<32xf32>
    %59 = stablehlo.multiply %58, %58 : tensor<32xf32>
    %60 = stablehlo.subtract %59, %cst_7 : tensor<32xf32>
    %61 = stablehlo.reshape %arg0 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %62 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[256,64]{0,1}"} : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %63 = stablehlo.dot_general %61, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x256xf32>) -> tensor<32x256xf32>
    %64 = stablehlo.reshape %63 : (tensor<32x256xf32>) -> tensor<2x16x256xf32>
    %65 = stablehlo.broadcast_in_dim %arg15, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %66 = stablehlo.reshape %output_13 : (tensor<1x32x64xf32>) -> tensor<2x16x64xf32>
    %67 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %68 = stablehlo.multiply %66, %67 : tensor<2x16x64xf32>
    %69 = stablehlo.add %65, %68 : tensor<2x16x64xf32>
    %70 = stablehlo.reshape %69 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %71 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,256]{0,1}"} : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %72 = stablehlo.dot_general %70, %71, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x256xf32>) -> tensor<32x256xf32>
    %73 = stablehlo.reshape %72 : (tensor<32x256xf32>) -> tensor<2x16x256xf32>
    %74 = stablehlo.broadcast_in_dim %arg3, dims = [2] : (tensor<256xf32>) -> tensor<2x16x256xf32>
    %75 = stablehlo.add %73, %74 : tensor<2x16x256xf32>
    %76 = stablehlo.power %75, %cst_2 : tensor<2x16x256xf32>
    %77 = stablehlo.multiply %76, %cst_3 : tensor<2x16x256xf32>
    %78 = stablehlo.add %75, %77 : tensor<2x16x256xf32>
    %79 = stablehlo.multiply %78, %cst_4 : tensor<2x16x256xf32>
    %80 = stablehlo.tanh %79 : tensor<2x16x256xf32>
    %81 = stablehlo.add %80, %cst_5 : tensor<2x16x256xf32>
    %82 = stablehlo.multiply %81, %cst_6 : tensor<2x16x256xf32>
    %83 = stablehlo.multiply %75, %cst_6 : tensor<2x16x256xf32>
    %84 = stablehlo.multiply %80, %80 : tensor<2x16x256xf32>
    %85 = stablehlo.subtract %cst_5, %84 : tensor<2x16x256xf32>
    %86 = stablehlo.multiply %83, %85 : tensor<2x16x256xf32>
    %87 = stablehlo.power %75, %cst_0 : tensor<2x16x256xf32>
    %88 = stablehlo.multiply %87, %cst_1 : tensor<2x16x256xf32>
    %89 = stablehlo.add %88, %cst_5 : tensor<2x16x256xf32>
    %90 = stablehlo.multiply %89, %cst_4 : tensor<2x16x256xf32>
    %91 = stablehlo.multiply %86, %90 : tensor<2x16x256xf32>
    %92 = stablehlo.add %82, %91 : tensor<2x16x256xf32>
    %93 = stablehlo.multiply %64, %92 : tensor<2x16x256xf32>
    %94 = stablehlo.reshape %93 : (tensor<2x16x256xf32>) -> tensor<32x256xf32>
    %95 = stablehlo.dot_general %94, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf32>, tensor<256x64xf32>) -> tensor<32x64xf32>
    %96 = stablehlo.reshape %95 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %97 = stablehlo.multiply %96, %67 : tensor<2x16x64xf32>
    %98 = stablehlo.reshape %97 : (tensor<2x16x64xf32>) -> tensor<1x32x64xf32>
    %grad_operand, %grad_scale, %grad_offset = "stablehlo.batch_norm_grad"(%55, %cst_9, %batch_mean_14, %60, %98) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x32x64xf32>) -> (tensor<1x32x64xf32>, tensor<32xf32>, tensor<32xf32>)
    %99 = stablehlo.add %batch_var, %cst_7 : tensor<32xf32>
    %100 = stablehlo.rsqrt %99 : tensor<32xf32>
    %101 = stablehlo.divide %cst_9, %100 : tensor<32xf32>
    %102 = stablehlo.multiply %101, %101 : tensor<32xf32>
    %103 = stablehlo.subtract %102, %cst_7 : tensor<32xf32>
    %104 = stablehlo.reshape %grad_operand : (tensor<1x32x64xf32>) -> tensor<2x16x64xf32>
    %105 = stablehlo.add %arg0, %104 : tensor<2x16x64xf32>
    %106 = stablehlo.reshape %105 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %107 = stablehlo.dot_general %106, %arg7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %108 = stablehlo.reshape %107 : (tensor<32x64xf32>) -> tensor<2x16x4x16xf32>
    %109 = stablehlo.transpose %108, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,16,16]{3,1,2,0}"} : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %110 = stablehlo.reshape %109 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %111 = stablehlo.transpose %44, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,16,16]{1,2,0}"} : (tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %112 = stablehlo.dot_general %110, %111, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %113 = stablehlo.reshape %112 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %114 = stablehlo.multiply %113, %39 : tensor<2x4x16x16xf32>
    %115 = stablehlo.reduce(%114 init: %cst_12) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %116 = stablehlo.broadcast_in_dim %115, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %117 = stablehlo.subtract %113, %116 : tensor<2x4x16x16xf32>
    %118 = stablehlo.multiply %39, %117 : tensor<2x4x16x16xf32>
    %119 = stablehlo.select %31, %118, %cst : tensor<2x4x16x16xi1>, tensor<2x4x16x16xf32>
    %120 = stablehlo.divide %119, %29 : tensor<2x4x16x16xf32>
    %121 = stablehlo.reshape %120 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %122 = stablehlo.transpose %26, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,16,16]{1,2,0}"} : (tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %123 = stablehlo.dot_general %121, %122, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %124 = stablehlo.reshape %123 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %125 = stablehlo.transpose %124, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,16,4,16]{3,1,2,0}"} : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %126 = stablehlo.reshape %125 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %127 = stablehlo.transpose %22, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,16,16]{1,2,0}"} : (tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %128 = stablehlo.dot_general %127, %121, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %129 = stablehlo.reshape %128 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %130 = stablehlo.transpose %129, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %131 = stablehlo.reshape %130 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %132 = stablehlo.transpose %40, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,16,16]{1,2,0}"} : (tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %133 = stablehlo.dot_general %132, %110, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %134 = stablehlo.reshape %133 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %135 = stablehlo.transpose %134, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,16,4,16]{3,1,2,0}"} : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %136 = stablehlo.reshape %135 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %137 = stablehlo.concatenate %126, %131, %136, dim = 2 : (tensor<2x16x64xf32>, tensor<2x16x64xf32>, tensor<2x16x64xf32>) -> tensor<2x16x192xf32>
    %138 = stablehlo.reshape %137 : (tensor<2x16x192xf32>) -> tensor<32x192xf32>
    %139 = stablehlo.dot_general %138, %arg9, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x192xf32>, tensor<192x64xf32>) -> tensor<32x64xf32>
    %140 = stablehlo.reshape %139 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %141 = stablehlo.multiply %140, %10 : tensor<2x16x64xf32>
    %142 = stablehlo.reshape %141 : (tensor<2x16x64xf32>) -> tensor<1x32x64xf32>
    %grad_operand_16, %grad_scale_17, %grad_offset_18 = "stablehlo.batch_norm_grad"(%8, %cst_9, %batch_mean, %103, %142) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x32x64xf32>) -> (tensor<1x32x64xf32>, tensor<32xf32>, tensor<32xf32>)
    %143 = stablehlo.multiply %83, %81 : tensor<2x16x256xf32>
    %144 = stablehlo.reshape %143 : (tensor<2x16x256xf32>) -> tensor<32x256xf32>
    %145 = stablehlo.dot_general %144, %62, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf32>, tensor<256x64xf32>) -> tensor<32x64xf32>
    %146 = stablehlo.reshape %145 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %147 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %148 = stablehlo.add %146, %147 : tensor<2x16x64xf32>
    %149 = stablehlo.add %54, %148 : tensor<2x16x64xf32>
    %150 = stablehlo.multiply %149, %arg0 : tensor<2x16x64xf32>
    %151 = stablehlo.reduce(%150 init: %cst_12) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<f32>
    %152 = stablehlo.reshape %grad_operand_16 : (tensor<1x32x64xf32>) -> tensor<2x16x64xf32>
    %153 = stablehlo.add %105, %152 : tensor<2x16x64xf32>
    %154 = stablehlo.multiply %140, %9 : tensor<2x16x64xf32>
    %155 = stablehlo.reduce(%154 init: %cst_12) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %156 = stablehlo.reduce(%140 init: %cst_12) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %157 = stablehlo.transpose %13, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %158 = stablehlo.dot_general %157, %138, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<32x192xf32>) -> tensor<64x192xf32>
    %159 = stablehlo.transpose %158, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[192,64]{0,1}"} : (tensor<64x192xf32>) -> tensor<192x64xf32>
    %160 = stablehlo.reduce(%137 init: %cst_12) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x192xf32>, tensor<f32>) -> tensor<192xf32>
    %161 = stablehlo.transpose %48, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %162 = stablehlo.dot_general %161, %106, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<32x64xf32>) -> tensor<64x64xf32>
    %163 = stablehlo.transpose %162, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,64]{0,1}"} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %164 = stablehlo.reduce(%105 init: %cst_12) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %165 = stablehlo.multiply %96, %66 : tensor<2x16x64xf32>
    %166 = stablehlo.reduce(%165 init: %cst_12) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %167 = stablehlo.reduce(%96 init: %cst_12) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %168 = stablehlo.transpose %70, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %169 = stablehlo.dot_general %168, %94, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<32x256xf32>) -> tensor<64x256xf32>
    %170 = stablehlo.transpose %169, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[256,64]{0,1}"} : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %171 = stablehlo.reduce(%93 init: %cst_12) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x256xf32>, tensor<f32>) -> tensor<256xf32>
    %172 = stablehlo.transpose %144, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[256,32]{0,1}"} : (tensor<32x256xf32>) -> tensor<256x32xf32>
    %173 = stablehlo.dot_general %172, %61, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x32xf32>, tensor<32x64xf32>) -> tensor<256x64xf32>
    %174 = stablehlo.transpose %173, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,256]{0,1}"} : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %175 = stablehlo.reduce(%arg0 init: %cst_12) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    return %151, %153, %155, %156, %159, %160, %163, %164, %166, %167, %170, %171, %174, %175 : tensor<f32>, tensor<2x16x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<192x64xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256x64xf32>, tensor<256xf32>, tensor<64x256xf32>, tensor<64xf32>
  }
}
