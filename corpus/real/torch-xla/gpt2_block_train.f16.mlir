module @IrToHlo.502 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x16x64xf16>, %arg1: tensor<64xf16>, %arg2: tensor<64x256xf16>, %arg3: tensor<256xf16>, %arg4: tensor<256x64xf16>, %arg5: tensor<64xf16>, %arg6: tensor<64xf16>, %arg7: tensor<64x64xf16>, %arg8: tensor<192xf16>, %arg9: tensor<192x64xf16>, %arg10: tensor<64xf16>, %arg11: tensor<2x16x64xf16>, %arg12: tensor<64xf16>, %arg13: tensor<f64>, %arg14: tensor<f16>, %arg15: tensor<64xf16>) -> (tensor<f16>, tensor<2x16x64xf16>, tensor<64xf16>, tensor<64xf16>, tensor<192x64xf16>, tensor<192xf16>, tensor<64x64xf16>, tensor<64xf16>, tensor<64xf16>, tensor<64xf16>, tensor<256x64xf16>, tensor<256xf16>, tensor<64x256xf16>, tensor<64xf16>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<2x4x16x16xf16>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<2x16x256xf16>
    %cst_1 = stablehlo.constant dense<1.341550e-01> : tensor<2x16x256xf16>
    %cst_2 = stablehlo.constant dense<3.000000e+00> : tensor<2x16x256xf16>
    %cst_3 = stablehlo.constant dense<4.470830e-02> : tensor<2x16x256xf16>
    %cst_4 = stablehlo.constant dense<7.978520e-01> : tensor<2x16x256xf16>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<2x16x256xf16>
    %cst_6 = stablehlo.constant dense<5.000000e-01> : tensor<2x16x256xf16>
    %cst_7 = stablehlo.constant dense<1.001360e-05> : tensor<32xf16>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<32xf16>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<32xf16>
    %c = stablehlo.constant dense<false> : tensor<16x16xi1>
    %c_10 = stablehlo.constant dense<true> : tensor<16x16xi1>
    %cst_11 = stablehlo.constant dense<0xFC00> : tensor<f16>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f16>
    %0 = stablehlo.iota dim = 0 : tensor<16xi32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<16xi32>) -> tensor<16x16xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<16xi32>) -> tensor<16x16xi32>
    %3 = stablehlo.compare  GE, %1, %2 : (tensor<16x16xi32>, tensor<16x16xi32>) -> tensor<16x16xi1>
    %4 = stablehlo.select %3, %c_10, %c : tensor<16x16xi1>, tensor<16x16xi1>
    %5 = stablehlo.convert %arg13 : (tensor<f64>) -> tensor<f16>
    %6 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f16>) -> tensor<2x4x16x16xf16>
    %7 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<64xf16>) -> tensor<2x16x64xf16>
    %8 = stablehlo.reshape %arg11 : (tensor<2x16x64xf16>) -> tensor<1x32x64xf16>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%8, %cst_9, %cst_8) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x32x64xf16>, tensor<32xf16>, tensor<32xf16>) -> (tensor<1x32x64xf16>, tensor<32xf16>, tensor<32xf16>)
    %9 = stablehlo.reshape %output : (tensor<1x32x64xf16>) -> tensor<2x16x64xf16>
    %10 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<64xf16>) -> tensor<2x16x64xf16>
    %11 = stablehlo.multiply %9, %10 : tensor<2x16x64xf16>
    %12 = stablehlo.add %7, %11 : tensor<2x16x64xf16>
    %13 = stablehlo.reshape %12 : (tensor<2x16x64xf16>) -> tensor<32x64xf16>
    %14 = stablehlo.transpose %arg9, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f16[64,192]{0,1}"} : (tensor<192x64xf16>) -> tensor<64x192xf16>
    %15 = stablehlo.dot_general %13, %14, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf16>, tensor<64x192xf16>) -> tensor<32x192xf16>
    %16 = stablehlo.reshape %15 : (tensor<32x192xf16>) -> tensor<2x16x192xf16>
    %17 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<192xf16>) -> tensor<2x16x192xf16>
    %18 = stablehlo.add %16, %17 : tensor<2x16x192xf16>
    %19 = stablehlo.slice %18 [0:2, 0:16, 0:64] : (tensor<2x16x192xf16>) -> tensor<2x16x64xf16>
    %20 = stablehlo.reshape %19 : (tensor<2x16x64xf16>) -> tensor<2x16x4x16xf16>
    %21 = stablehlo.transpose %20, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f16[2,4,16,16]{3,1,2,0}"} : (tensor<2x16x4x16xf16>) -> tensor<2x4x16x16xf16>
    %22 = stablehlo.reshape %21 : (tensor<2x4x16x16xf16>) -> tensor<8x16x16xf16>
    %23 = stablehlo.slice %18 [0:2, 0:16, 64:128] : (tensor<2x16x192xf16>) -> tensor<2x16x64xf16>
    %24 = stablehlo.reshape %23 : (tensor<2x16x64xf16>) -> tensor<2x16x4x16xf16>
    %25 = stablehlo.transpose %24, dims = [0, 2, 3, 1] : (tensor<2x16x4x16xf16>) -> tensor<2x4x16x16xf16>
    %26 = stablehlo.reshape %25 : (tensor<2x4x16x16xf16>) -> tensor<8x16x16xf16>
    %27 = stablehlo.dot_general %22, %26, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf16>, tensor<8x16x16xf16>) -> tensor<8x16x16xf16>
    %28 = stablehlo.reshape %27 : (tensor<8x16x16xf16>) -> tensor<2x4x16x16xf16>
    %29 = stablehlo.broadcast_in_dim %arg14, dims = [] : (tensor<f16>) -> tensor<2x4x16x16xf16>
    %30 = stablehlo.divide %28, %29 : tensor<2x4x16x16xf16>
    %31 = stablehlo.broadcast_in_dim %4, dims = [2, 3] : (tensor<16x16xi1>) -> tensor<2x4x16x16xi1>
    %32 = stablehlo.select %31, %30, %6 : tensor<2x4x16x16xi1>, tensor<2x4x16x16xf16>
    %33 = stablehlo.reduce(%32 init: %cst_11) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf16>, tensor<f16>) -> tensor<2x4x16xf16>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2] : (tensor<2x4x16xf16>) -> tensor<2x4x16x16xf16>
    %35 = stablehlo.subtract %32, %34 : tensor<2x4x16x16xf16>
    %36 = stablehlo.exponential %35 : tensor<2x4x16x16xf16>
    %37 = stablehlo.reduce(%36 init: %cst_12) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf16>, tensor<f16>) -> tensor<2x4x16xf16>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2] : (tensor<2x4x16xf16>) -> tensor<2x4x16x16xf16>
    %39 = stablehlo.divide %36, %38 : tensor<2x4x16x16xf16>
    %40 = stablehlo.reshape %39 : (tensor<2x4x16x16xf16>) -> tensor<8x16x16xf16>
    %41 = stablehlo.slice %18 [0:2, 0:16, 128:192] : (tensor<2x16x192xf16>) -> tensor<2x16x64xf16>
    %42 = stablehlo.reshape %41 : (tensor<2x16x64xf16>) -> tensor<2x16x4x16xf16>
    %43 = stablehlo.transpose %42, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f16[2,4,16,16]{3,1,2,0}"} : (tensor<2x16x4x16xf16>) -> tensor<2x4x16x16xf16>
    %44 = stablehlo.reshape %43 : (tensor<2x4x16x16xf16>) -> tensor<8x16x16xf16>
    %45 = stablehlo.dot_general %40, %44, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf16>, tensor<8x16x16xf16>) -> tensor<8x16x16xf16>
    %46 = stablehlo.reshape %45 : (tensor<8x16x16xf16>) -> tensor<2x4x16x16xf16>
    %47 = stablehlo.transpose %46, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f16[2,16,4,16]{3,1,2,0}"} : (tensor<2x4x16x16xf16>) -> tensor<2x16x4x16xf16>
    %48 = stablehlo.reshape %47 : (tensor<2x16x4x16xf16>) -> tensor<32x64xf16>
    %49 = stablehlo.transpose %arg7, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f16[64,64]{0,1}"} : (tensor<64x64xf16>) -> tensor<64x64xf16>
    %50 = stablehlo.dot_general %48, %49, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf16>, tensor<64x64xf16>) -> tensor<32x64xf16>
    %51 = stablehlo.reshape %50 : (tensor<32x64xf16>) -> tensor<2x16x64xf16>
    %52 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<64xf16>) -> tensor<2x16x64xf16>
    %53 = stablehlo.add %51, %52 : tensor<2x16x64xf16>
    %54 = stablehlo.add %arg11, %53 : tensor<2x16x64xf16>
    %55 = stablehlo.reshape %54 : (tensor<2x16x64xf16>) -> tensor<1x32x64xf16>
    %output_13, %batch_mean_14, %batch_var_15 = "stablehlo.batch_norm_training"(%55, %cst_9, %cst_8) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x32x64xf16>, tensor<32xf16>, tensor<32xf16>) -> (tensor<1x32x64xf16>, tensor<32xf16>, tensor<32xf16>)
    %56 = stablehlo.add %batch_var_15, %cst_7 : tensor<32xf16>
    %57 = stablehlo.rsqrt %56 : tensor<32xf16>
    %58 = stablehlo.divide %cst_9, %57 : tensor<32xf16>
    %59 = stablehlo.multiply %58, %58 : tensor<32xf16>
    %60 = stablehlo.subtract %59, %cst_7 : tensor<32xf16>
    %61 = stablehlo.reshape %arg0 : (tensor<2x16x64xf16>) -> tensor<32x64xf16>
    %62 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f16[256,64]{0,1}"} : (tensor<64x256xf16>) -> tensor<256x64xf16>
    %63 = stablehlo.dot_general %61, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf16>, tensor<64x256xf16>) -> tensor<32x256xf16>
    %64 = stablehlo.reshape %63 : (tensor<32x256xf16>) -> tensor<2x16x256xf16>
    %65 = stablehlo.broadcast_in_dim %arg15, dims = [2] : (tensor<64xf16>) -> tensor<2x16x64xf16>
    %66 = stablehlo.reshape %output_13 : (tensor<1x32x64xf16>) -> tensor<2x16x64xf16>
    %67 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<64xf16>) -> tensor<2x16x64xf16>
    %68 = stablehlo.multiply %66, %67 : tensor<2x16x64xf16>
    %69 = stablehlo.add %65, %68 : tensor<2x16x64xf16>
    %70 = stablehlo.reshape %69 : (tensor<2x16x64xf16>) -> tensor<32x64xf16>
    %71 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f16[64,256]{0,1}"} : (tensor<256x64xf16>) -> tensor<64x256xf16>
    %72 = stablehlo.dot_general %70, %71, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf16>, tensor<64x256xf16>) -> tensor<32x256xf16>
    %73 = stablehlo.reshape %72 : (tensor<32x256xf16>) -> tensor<2x16x256xf16>
    %74 = stablehlo.broadcast_in_dim %arg3, dims = [2] : (tensor<256xf16>) -> tensor<2x16x256xf16>
    %75 = stablehlo.add %73, %74 : tensor<2x16x256xf16>
    %76 = stablehlo.power %75, %cst_2 : tensor<2x16x256xf16>
    %77 = stablehlo.multiply %76, %cst_3 : tensor<2x16x256xf16>
    %78 = stablehlo.add %75, %77 : tensor<2x16x256xf16>
    %79 = stablehlo.multiply %78, %cst_4 : tensor<2x16x256xf16>
    %80 = stablehlo.tanh %79 : tensor<2x16x256xf16>
    %81 = stablehlo.add %80, %cst_5 : tensor<2x16x256xf16>
    %82 = stablehlo.multiply %81, %cst_6 : tensor<2x16x256xf16>
    %83 = stablehlo.multiply %75, %cst_6 : tensor<2x16x256xf16>
    %84 = stablehlo.multiply %80, %80 : tensor<2x16x256xf16>
    %85 = stablehlo.subtract %cst_5, %84 : tensor<2x16x256xf16>
    %86 = stablehlo.multiply %83, %85 : tensor<2x16x256xf16>
    %87 = stablehlo.power %75, %cst_0 : tensor<2x16x256xf16>
    %88 = stablehlo.multiply %87, %cst_1 : tensor<2x16x256xf16>
    %89 = stablehlo.add %88, %cst_5 : tensor<2x16x256xf16>
    %90 = stablehlo.multiply %89, %cst_4 : tensor<2x16x256xf16>
    %91 = stablehlo.multiply %86, %90 : tensor<2x16x256xf16>
    %92 = stablehlo.add %82, %91 : tensor<2x16x256xf16>
    %93 = stablehlo.multiply %64, %92 : tensor<2x16x256xf16>
    %94 = stablehlo.reshape %93 : (tensor<2x16x256xf16>) -> tensor<32x256xf16>
    %95 = stablehlo.dot_general %94, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf16>, tensor<256x64xf16>) -> tensor<32x64xf16>
    %96 = stablehlo.reshape %95 : (tensor<32x64xf16>) -> tensor<2x16x64xf16>
    %97 = stablehlo.convert %96 : (tensor<2x16x64xf16>) -> tensor<2x16x64xf32>
    %98 = stablehlo.convert %arg5 : (tensor<64xf16>) -> tensor<64xf32>
    %99 = stablehlo.broadcast_in_dim %98, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %100 = stablehlo.multiply %97, %99 : tensor<2x16x64xf32>
    %101 = stablehlo.convert %100 : (tensor<2x16x64xf32>) -> tensor<2x16x64xf16>
    %102 = stablehlo.reshape %101 : (tensor<2x16x64xf16>) -> tensor<1x32x64xf16>
    %grad_operand, %grad_scale, %grad_offset = "stablehlo.batch_norm_grad"(%55, %cst_9, %batch_mean_14, %60, %102) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x32x64xf16>, tensor<32xf16>, tensor<32xf16>, tensor<32xf16>, tensor<1x32x64xf16>) -> (tensor<1x32x64xf16>, tensor<32xf16>, tensor<32xf16>)
    %103 = stablehlo.add %batch_var, %cst_7 : tensor<32xf16>
    %104 = stablehlo.rsqrt %103 : tensor<32xf16>
    %105 = stablehlo.divide %cst_9, %104 : tensor<32xf16>
    %106 = stablehlo.multiply %105, %105 : tensor<32xf16>
    %107 = stablehlo.subtract %106, %cst_7 : tensor<32xf16>
    %108 = stablehlo.reshape %grad_operand : (tensor<1x32x64xf16>) -> tensor<2x16x64xf16>
    %109 = stablehlo.add %arg0, %108 : tensor<2x16x64xf16>
    %110 = stablehlo.reshape %109 : (tensor<2x16x64xf16>) -> tensor<32x64xf16>
    %111 = stablehlo.dot_general %110, %arg7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf16>, tensor<64x64xf16>) -> tensor<32x64xf16>
    %112 = stablehlo.reshape %111 : (tensor<32x64xf16>) -> tensor<2x16x4x16xf16>
    %113 = stablehlo.transpose %112, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f16[2,4,16,16]{3,1,2,0}"} : (tensor<2x16x4x16xf16>) -> tensor<2x4x16x16xf16>
    %114 = stablehlo.reshape %113 : (tensor<2x4x16x16xf16>) -> tensor<8x16x16xf16>
    %115 = stablehlo.transpose %44, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f16[8,16,16]{1,2,0}"} : (tensor<8x16x16xf16>) -> tensor<8x16x16xf16>
    %116 = stablehlo.dot_general %114, %115, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf16>, tensor<8x16x16xf16>) -> tensor<8x16x16xf16>
    %117 = stablehlo.reshape %116 : (tensor<8x16x16xf16>) -> tensor<2x4x16x16xf16>
    %118 = stablehlo.multiply %117, %39 : tensor<2x4x16x16xf16>
    %119 = stablehlo.reduce(%118 init: %cst_12) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf16>, tensor<f16>) -> tensor<2x4x16xf16>
    %120 = stablehlo.broadcast_in_dim %119, dims = [0, 1, 2] : (tensor<2x4x16xf16>) -> tensor<2x4x16x16xf16>
    %121 = stablehlo.subtract %117, %120 : tensor<2x4x16x16xf16>
    %122 = stablehlo.multiply %39, %121 : tensor<2x4x16x16xf16>
    %123 = stablehlo.select %31, %122, %cst : tensor<2x4x16x16xi1>, tensor<2x4x16x16xf16>
    %124 = stablehlo.divide %123, %29 : tensor<2x4x16x16xf16>
    %125 = stablehlo.reshape %124 : (tensor<2x4x16x16xf16>) -> tensor<8x16x16xf16>
    %126 = stablehlo.transpose %26, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f16[8,16,16]{1,2,0}"} : (tensor<8x16x16xf16>) -> tensor<8x16x16xf16>
    %127 = stablehlo.dot_general %125, %126, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf16>, tensor<8x16x16xf16>) -> tensor<8x16x16xf16>
    %128 = stablehlo.reshape %127 : (tensor<8x16x16xf16>) -> tensor<2x4x16x16xf16>
    %129 = stablehlo.transpose %128, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f16[2,16,4,16]{3,1,2,0}"} : (tensor<2x4x16x16xf16>) -> tensor<2x16x4x16xf16>
    %130 = stablehlo.reshape %129 : (tensor<2x16x4x16xf16>) -> tensor<2x16x64xf16>
    %131 = stablehlo.transpose %22, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f16[8,16,16]{1,2,0}"} : (tensor<8x16x16xf16>) -> tensor<8x16x16xf16>
    %132 = stablehlo.dot_general %131, %125, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf16>, tensor<8x16x16xf16>) -> tensor<8x16x16xf16>
    %133 = stablehlo.reshape %132 : (tensor<8x16x16xf16>) -> tensor<2x4x16x16xf16>
    %134 = stablehlo.transpose %133, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xf16>) -> tensor<2x16x4x16xf16>
    %135 = stablehlo.reshape %134 : (tensor<2x16x4x16xf16>) -> tensor<2x16x64xf16>
    %136 = stablehlo.transpose %40, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f16[8,16,16]{1,2,0}"} : (tensor<8x16x16xf16>) -> tensor<8x16x16xf16>
    %137 = stablehlo.dot_general %136, %114, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf16>, tensor<8x16x16xf16>) -> tensor<8x16x16xf16>
    %138 = stablehlo.reshape %137 : (tensor<8x16x16xf16>) -> tensor<2x4x16x16xf16>
    %139 = stablehlo.transpose %138, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f16[2,16,4,16]{3,1,2,0}"} : (tensor<2x4x16x16xf16>) -> tensor<2x16x4x16xf16>
    %140 = stablehlo.reshape %139 : (tensor<2x16x4x16xf16>) -> tensor<2x16x64xf16>
    %141 = stablehlo.concatenate %130, %135, %140, dim = 2 : (tensor<2x16x64xf16>, tensor<2x16x64xf16>, tensor<2x16x64xf16>) -> tensor<2x16x192xf16>
    %142 = stablehlo.reshape %141 : (tensor<2x16x192xf16>) -> tensor<32x192xf16>
    %143 = stablehlo.dot_general %142, %arg9, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x192xf16>, tensor<192x64xf16>) -> tensor<32x64xf16>
    %144 = stablehlo.reshape %143 : (tensor<32x64xf16>) -> tensor<2x16x64xf16>
    %145 = stablehlo.convert %144 : (tensor<2x16x64xf16>) -> tensor<2x16x64xf32>
    %146 = stablehlo.convert %arg10 : (tensor<64xf16>) -> tensor<64xf32>
    %147 = stablehlo.broadcast_in_dim %146, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %148 = stablehlo.multiply %145, %147 : tensor<2x16x64xf32>
    %149 = stablehlo.convert %148 : (tensor<2x16x64xf32>) -> tensor<2x16x64xf16>
    %150 = stablehlo.reshape %149 : (tensor<2x16x64xf16>) -> tensor<1x32x64xf16>
    %grad_operand_16, %grad_scale_17, %grad_offset_18 = "stablehlo.batch_norm_grad"(%8, %cst_9, %batch_mean, %107, %150) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x32x64xf16>, tensor<32xf16>, tensor<32xf16>, tensor<32xf16>, tensor<1x32x64xf16>) -> (tensor<1x32x64xf16>, tensor<32xf16>, tensor<32xf16>)
    %151 = stablehlo.multiply %83, %81 : tensor<2x16x256xf16>
    %152 = stablehlo.reshape %151 : (tensor<2x16x256xf16>) -> tensor<32x256xf16>
    %153 = stablehlo.dot_general %152, %62, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf16>, tensor<256x64xf16>) -> tensor<32x64xf16>
    %154 = stablehlo.reshape %153 : (tensor<32x64xf16>) -> tensor<2x16x64xf16>
    %155 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<64xf16>) -> tensor<2x16x64xf16>
    %156 = stablehlo.add %154, %155 : tensor<2x16x64xf16>
    %157 = stablehlo.add %54, %156 : tensor<2x16x64xf16>
    %158 = stablehlo.convert %157 : (tensor<2x16x64xf16>) -> tensor<2x16x64xf32>
    %159 = stablehlo.convert %arg0 : (tensor<2x16x64xf16>) -> tensor<2x16x64xf32>
    %160 = stablehlo.multiply %158, %159 : tensor<2x16x64xf32>
    %161 = stablehlo.convert %160 : (tensor<2x16x64xf32>) -> tensor<2x16x64xf16>
    %162 = stablehlo.reduce(%161 init: %cst_12) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x16x64xf16>, tensor<f16>) -> tensor<f16>
    %163 = stablehlo.reshape %grad_operand_16 : (tensor<1x32x64xf16>) -> tensor<2x16x64xf16>
    %164 = stablehlo.add %109, %163 : tensor<2x16x64xf16>
    %165 = stablehlo.convert %9 : (tensor<2x16x64xf16>) -> tensor<2x16x64xf32>
    %166 = stablehlo.multiply %145, %165 : tensor<2x16x64xf32>
    %167 = stablehlo.convert %166 : (tensor<2x16x64xf32>) -> tensor<2x16x64xf16>
    %168 = stablehlo.reduce(%167 init: %cst_12) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf16>, tensor<f16>) -> tensor<64xf16>
    %169 = stablehlo.reduce(%144 init: %cst_12) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf16>, tensor<f16>) -> tensor<64xf16>
    %170 = stablehlo.transpose %13, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f16[64,32]{0,1}"} : (tensor<32x64xf16>) -> tensor<64x32xf16>
    %171 = stablehlo.dot_general %170, %142, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf16>, tensor<32x192xf16>) -> tensor<64x192xf16>
    %172 = stablehlo.transpose %171, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f16[192,64]{0,1}"} : (tensor<64x192xf16>) -> tensor<192x64xf16>
    %173 = stablehlo.reduce(%141 init: %cst_12) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x192xf16>, tensor<f16>) -> tensor<192xf16>
    %174 = stablehlo.transpose %48, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f16[64,32]{0,1}"} : (tensor<32x64xf16>) -> tensor<64x32xf16>
    %175 = stablehlo.dot_general %174, %110, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf16>, tensor<32x64xf16>) -> tensor<64x64xf16>
    %176 = stablehlo.transpose %175, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f16[64,64]{0,1}"} : (tensor<64x64xf16>) -> tensor<64x64xf16>
    %177 = stablehlo.reduce(%109 init: %cst_12) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf16>, tensor<f16>) -> tensor<64xf16>
    %178 = stablehlo.convert %66 : (tensor<2x16x64xf16>) -> tensor<2x16x64xf32>
    %179 = stablehlo.multiply %97, %178 : tensor<2x16x64xf32>
    %180 = stablehlo.convert %179 : (tensor<2x16x64xf32>) -> tensor<2x16x64xf16>
    %181 = stablehlo.reduce(%180 init: %cst_12) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf16>, tensor<f16>) -> tensor<64xf16>
    %182 = stablehlo.reduce(%96 init: %cst_12) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf16>, tensor<f16>) -> tensor<64xf16>
    %183 = stablehlo.transpose %70, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f16[64,32]{0,1}"} : (tensor<32x64xf16>) -> tensor<64x32xf16>
    %184 = stablehlo.dot_general %183, %94, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf16>, tensor<32x256xf16>) -> tensor<64x256xf16>
    %185 = stablehlo.transpose %184, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f16[256,64]{0,1}"} : (tensor<64x256xf16>) -> tensor<256x64xf16>
    %186 = stablehlo.reduce(%93 init: %cst_12) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x256xf16>, tensor<f16>) -> tensor<256xf16>
    %187 = stablehlo.transpose %152, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f16[256,32]{0,1}"} : (tensor<32x256xf16>) -> tensor<256x32xf16>
    %188 = stablehlo.dot_general %187, %61, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x32xf16>, tensor<32x64xf16>) -> tensor<256x64xf16>
    %189 = stablehlo.transpose %188, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f16[64,256]{0,1}"} : (tensor<256x64xf16>) -> tensor<64x256xf16>
    %190 = stablehlo.reduce(%arg0 init: %cst_12) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf16>, tensor<f16>) -> tensor<64xf16>
    return %162, %164, %168, %169, %172, %173, %176, %177, %181, %182, %185, %186, %189, %190 : tensor<f16>, tensor<2x16x64xf16>, tensor<64xf16>, tensor<64xf16>, tensor<192x64xf16>, tensor<192xf16>, tensor<64x64xf16>, tensor<64xf16>, tensor<64xf16>, tensor<64xf16>, tensor<256x64xf16>, tensor<256xf16>, tensor<64x256xf16>, tensor<64xf16>
  }
}
