module @IrToHlo.603 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x16x64xbf16>, %arg1: tensor<64x256xbf16>, %arg2: tensor<256x64xbf16>, %arg3: tensor<f32>, %arg4: tensor<64x64xbf16>, %arg5: tensor<64x64xbf16>, %arg6: tensor<2x16x64xbf16>, %arg7: tensor<64xbf16>, %arg8: tensor<i64>, %arg9: tensor<i64>, %arg10: tensor<i64>, %arg11: tensor<f32>, %arg12: tensor<f32>, %arg13: tensor<i64>, %arg14: tensor<32x4xbf16>, %arg15: tensor<64x64xbf16>, %arg16: tensor<64x64xbf16>, %arg17: tensor<64xbf16>, %arg18: tensor<f32>, %arg19: tensor<f32>, %arg20: tensor<256x64xbf16>, %arg21: tensor<f32>, %arg22: tensor<f32>, %arg23: tensor<f32>, %arg24: tensor<f32>, %arg25: tensor<bf16>, %arg26: tensor<i64>) -> (tensor<bf16>, tensor<2x16x64xbf16>, tensor<64xbf16>, tensor<64xbf16>, tensor<64x64xbf16>, tensor<64x64xbf16>, tensor<64x64xbf16>, tensor<64x64xbf16>, tensor<32x4xbf16>, tensor<256x64xbf16>, tensor<256x64xbf16>, tensor<64x256xbf16>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<256x4xbf16>
    %c = stablehlo.constant dense<-1> : tensor<256xi64>
    %c_0 = stablehlo.constant dense<0> : tensor<256xi64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<32x4xbf16>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<2x16x64xf32>
    %cst_3 = stablehlo.constant dense<3.000000e+00> : tensor<2x16x1xf32>
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<2x16x256xbf16>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<2x16x256xbf16>
    %cst_6 = stablehlo.constant dense<3.000000e+00> : tensor<2x16x256xbf16>
    %c_7 = stablehlo.constant dense<0> : tensor<16x16xi64>
    %cst_8 = stablehlo.constant dense<1.562500e-02> : tensor<2x16xf32>
    %cst_9 = stablehlo.constant dense<2.000000e+00> : tensor<2x16x64xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %cst_11 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_12 = stablehlo.constant dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]> : tensor<16xi64>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.convert %arg7 : (tensor<64xbf16>) -> tensor<64xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %2 = stablehlo.convert %arg6 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %3 = stablehlo.power %2, %cst_9 : tensor<2x16x64xf32>
    %4 = stablehlo.reduce(%3 init: %cst_13) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %5 = stablehlo.multiply %4, %cst_8 : tensor<2x16xf32>
    %6 = stablehlo.reshape %5 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %7 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %8 = stablehlo.add %6, %7 : tensor<2x16x1xf32>
    %9 = stablehlo.rsqrt %8 : tensor<2x16x1xf32>
    %10 = stablehlo.reshape %9 : (tensor<2x16x1xf32>) -> tensor<2x16xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %12 = stablehlo.multiply %2, %11 : tensor<2x16x64xf32>
    %13 = stablehlo.convert %12 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %14 = stablehlo.convert %13 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %15 = stablehlo.multiply %1, %14 : tensor<2x16x64xf32>
    %16 = stablehlo.convert %15 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %17 = stablehlo.reshape %16 : (tensor<2x16x64xbf16>) -> tensor<32x64xbf16>
    %18 = stablehlo.transpose %arg16, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,64]{0,1}"} : (tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %19 = stablehlo.dot_general %17, %18, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xbf16>, tensor<64x64xbf16>) -> tensor<32x64xbf16>
    %20 = stablehlo.reshape %19 : (tensor<32x64xbf16>) -> tensor<2x16x4x16xbf16>
    %21 = stablehlo.transpose %20, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[2,4,16,16]{3,1,2,0}"} : (tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %22 = stablehlo.reshape %21 : (tensor<2x4x16x16xbf16>) -> tensor<8x16x16xbf16>
    %23 = stablehlo.transpose %arg15, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,64]{0,1}"} : (tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %24 = stablehlo.dot_general %17, %23, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xbf16>, tensor<64x64xbf16>) -> tensor<32x64xbf16>
    %25 = stablehlo.reshape %24 : (tensor<32x64xbf16>) -> tensor<2x16x4x16xbf16>
    %26 = stablehlo.transpose %25, dims = [0, 2, 3, 1] : (tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %27 = stablehlo.reshape %26 : (tensor<2x4x16x16xbf16>) -> tensor<8x16x16xbf16>
    %28 = stablehlo.dot_general %22, %27, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xbf16>, tensor<8x16x16xbf16>) -> tensor<8x16x16xbf16>
    %29 = stablehlo.reshape %28 : (tensor<8x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %30 = stablehlo.broadcast_in_dim %c_12, dims = [1] : (tensor<16xi64>) -> tensor<16x16xi64>
    %31 = stablehlo.broadcast_in_dim %c_12, dims = [0] : (tensor<16xi64>) -> tensor<16x16xi64>
    %32 = stablehlo.subtract %30, %31 : tensor<16x16xi64>
    %33 = stablehlo.compare  GT, %32, %c_7 : (tensor<16x16xi64>, tensor<16x16xi64>) -> tensor<16x16xi1>
    %34 = stablehlo.convert %33 : (tensor<16x16xi1>) -> tensor<16x16xi64>
    %35 = stablehlo.broadcast_in_dim %arg13, dims = [] : (tensor<i64>) -> tensor<16x16xi64>
    %36 = stablehlo.multiply %34, %35 : tensor<16x16xi64>
    %37 = stablehlo.abs %32 : tensor<16x16xi64>
    %38 = stablehlo.broadcast_in_dim %arg10, dims = [] : (tensor<i64>) -> tensor<16x16xi64>
    %39 = stablehlo.compare  LT, %37, %38 : (tensor<16x16xi64>, tensor<16x16xi64>) -> tensor<16x16xi1>
    %40 = stablehlo.broadcast_in_dim %arg9, dims = [] : (tensor<i64>) -> tensor<16x16xi64>
    %41 = stablehlo.convert %37 : (tensor<16x16xi64>) -> tensor<16x16xf32>
    %42 = stablehlo.broadcast_in_dim %arg11, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %43 = stablehlo.divide %41, %42 : tensor<16x16xf32>
    %44 = stablehlo.log %43 : tensor<16x16xf32>
    %45 = stablehlo.broadcast_in_dim %arg12, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %46 = stablehlo.divide %44, %45 : tensor<16x16xf32>
    %47 = stablehlo.multiply %46, %42 : tensor<16x16xf32>
    %48 = stablehlo.convert %47 : (tensor<16x16xf32>) -> tensor<16x16xi64>
    %49 = stablehlo.add %48, %38 : tensor<16x16xi64>
    %50 = stablehlo.broadcast_in_dim %arg8, dims = [] : (tensor<i64>) -> tensor<16x16xi64>
    %51 = stablehlo.clamp %40, %49, %50 : tensor<16x16xi64>
    %52 = stablehlo.select %39, %37, %51 : tensor<16x16xi1>, tensor<16x16xi64>
    %53 = stablehlo.add %36, %52 : tensor<16x16xi64>
    %54 = stablehlo.reshape %53 : (tensor<16x16xi64>) -> tensor<256xi64>
    %55 = stablehlo.convert %54 : (tensor<256xi64>) -> tensor<256xui32>
    %56 = "stablehlo.gather"(%arg14, %55) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4>}> : (tensor<32x4xbf16>, tensor<256xui32>) -> tensor<256x4xbf16>
    %57 = stablehlo.reshape %56 : (tensor<256x4xbf16>) -> tensor<16x16x4xbf16>
    %58 = stablehlo.transpose %57, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "bf16[4,16,16]{0,2,1}"} : (tensor<16x16x4xbf16>) -> tensor<4x16x16xbf16>
    %59 = stablehlo.broadcast_in_dim %58, dims = [1, 2, 3] : (tensor<4x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %60 = stablehlo.add %29, %59 : tensor<2x4x16x16xbf16>
    %61 = stablehlo.convert %60 : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xf32>
    %62 = stablehlo.reduce(%61 init: %cst_11) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %64 = stablehlo.subtract %61, %63 : tensor<2x4x16x16xf32>
    %65 = stablehlo.exponential %64 : tensor<2x4x16x16xf32>
    %66 = stablehlo.reduce(%65 init: %cst_13) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %68 = stablehlo.divide %65, %67 : tensor<2x4x16x16xf32>
    %69 = stablehlo.convert %68 : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xbf16>
    %70 = stablehlo.reshape %69 : (tensor<2x4x16x16xbf16>) -> tensor<8x16x16xbf16>
    %71 = stablehlo.transpose %arg5, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,64]{0,1}"} : (tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %72 = stablehlo.dot_general %17, %71, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xbf16>, tensor<64x64xbf16>) -> tensor<32x64xbf16>
    %73 = stablehlo.reshape %72 : (tensor<32x64xbf16>) -> tensor<2x16x4x16xbf16>
    %74 = stablehlo.transpose %73, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[2,4,16,16]{3,1,2,0}"} : (tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %75 = stablehlo.reshape %74 : (tensor<2x4x16x16xbf16>) -> tensor<8x16x16xbf16>
    %76 = stablehlo.dot_general %70, %75, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xbf16>, tensor<8x16x16xbf16>) -> tensor<8x16x16xbf16>
    %77 = stablehlo.reshape %76 : (tensor<8x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %78 = stablehlo.transpose %77, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[2,16,4,16]{3,1,2,0}"} : (tensor<2x4x16x16xbf16>) -> tensor<2x16x4x16xbf16>
    %79 = stablehlo.reshape %78 : (tensor<2x16x4x16xbf16>) -> tensor<32x64xbf16>
    %80 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,64]{0,1}"} : (tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %81 = stablehlo.dot_general %79, %80, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xbf16>, tensor<64x64xbf16>) -> tensor<32x64xbf16>
    %82 = stablehlo.reshape %81 : (tensor<32x64xbf16>) -> tensor<2x16x64xbf16>
    %83 = stablehlo.add %arg6, %82 : tensor<2x16x64xbf16>
    %84 = stablehlo.convert %arg17 : (tensor<64xbf16>) -> tensor<64xf32>
    %85 = stablehlo.broadcast_in_dim %84, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %86 = stablehlo.convert %83 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %87 = stablehlo.power %86, %cst_9 : tensor<2x16x64xf32>
    %88 = stablehlo.reduce(%87 init: %cst_13) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %89 = stablehlo.multiply %88, %cst_8 : tensor<2x16xf32>
    %90 = stablehlo.reshape %89 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %91 = stablehlo.add %90, %7 : tensor<2x16x1xf32>
    %92 = stablehlo.rsqrt %91 : tensor<2x16x1xf32>
    %93 = stablehlo.reshape %92 : (tensor<2x16x1xf32>) -> tensor<2x16xf32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %95 = stablehlo.multiply %86, %94 : tensor<2x16x64xf32>
    %96 = stablehlo.convert %95 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %97 = stablehlo.convert %96 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %98 = stablehlo.multiply %85, %97 : tensor<2x16x64xf32>
    %99 = stablehlo.convert %98 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %100 = stablehlo.reshape %99 : (tensor<2x16x64xbf16>) -> tensor<32x64xbf16>
    %101 = stablehlo.transpose %arg20, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,256]{0,1}"} : (tensor<256x64xbf16>) -> tensor<64x256xbf16>
    %102 = stablehlo.dot_general %100, %101, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xbf16>, tensor<64x256xbf16>) -> tensor<32x256xbf16>
    %103 = stablehlo.reshape %102 : (tensor<32x256xbf16>) -> tensor<2x16x256xbf16>
    %104 = stablehlo.convert %103 : (tensor<2x16x256xbf16>) -> tensor<2x16x256xf32>
    %105 = stablehlo.broadcast_in_dim %arg21, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %106 = stablehlo.multiply %104, %105 : tensor<2x16x256xf32>
    %107 = stablehlo.convert %106 : (tensor<2x16x256xf32>) -> tensor<2x16x256xbf16>
    %108 = stablehlo.convert %107 : (tensor<2x16x256xbf16>) -> tensor<2x16x256xf32>
    %109 = stablehlo.power %103, %cst_6 : tensor<2x16x256xbf16>
    %110 = stablehlo.convert %109 : (tensor<2x16x256xbf16>) -> tensor<2x16x256xf32>
    %111 = stablehlo.broadcast_in_dim %arg19, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %112 = stablehlo.multiply %110, %111 : tensor<2x16x256xf32>
    %113 = stablehlo.convert %112 : (tensor<2x16x256xf32>) -> tensor<2x16x256xbf16>
    %114 = stablehlo.add %103, %113 : tensor<2x16x256xbf16>
    %115 = stablehlo.convert %114 : (tensor<2x16x256xbf16>) -> tensor<2x16x256xf32>
    %116 = stablehlo.broadcast_in_dim %arg18, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %117 = stablehlo.multiply %115, %116 : tensor<2x16x256xf32>
    %118 = stablehlo.convert %117 : (tensor<2x16x256xf32>) -> tensor<2x16x256xbf16>
    %119 = stablehlo.tanh %118 : tensor<2x16x256xbf16>
    %120 = stablehlo.add %119, %cst_5 : tensor<2x16x256xbf16>
    %121 = stablehlo.convert %120 : (tensor<2x16x256xbf16>) -> tensor<2x16x256xf32>
    %122 = stablehlo.multiply %108, %121 : tensor<2x16x256xf32>
    %123 = stablehlo.convert %122 : (tensor<2x16x256xf32>) -> tensor<2x16x256xbf16>
    %124 = stablehlo.convert %123 : (tensor<2x16x256xbf16>) -> tensor<2x16x256xf32>
    %125 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,256]{0,1}"} : (tensor<256x64xbf16>) -> tensor<64x256xbf16>
    %126 = stablehlo.dot_general %100, %125, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xbf16>, tensor<64x256xbf16>) -> tensor<32x256xbf16>
    %127 = stablehlo.reshape %126 : (tensor<32x256xbf16>) -> tensor<2x16x256xbf16>
    %128 = stablehlo.convert %127 : (tensor<2x16x256xbf16>) -> tensor<2x16x256xf32>
    %129 = stablehlo.multiply %124, %128 : tensor<2x16x256xf32>
    %130 = stablehlo.convert %129 : (tensor<2x16x256xf32>) -> tensor<2x16x256xbf16>
    %131 = stablehlo.reshape %130 : (tensor<2x16x256xbf16>) -> tensor<32x256xbf16>
    %132 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[256,64]{0,1}"} : (tensor<64x256xbf16>) -> tensor<256x64xbf16>
    %133 = stablehlo.dot_general %131, %132, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xbf16>, tensor<256x64xbf16>) -> tensor<32x64xbf16>
    %134 = stablehlo.reshape %133 : (tensor<32x64xbf16>) -> tensor<2x16x64xbf16>
    %135 = stablehlo.add %83, %134 : tensor<2x16x64xbf16>
    %136 = stablehlo.convert %135 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %137 = stablehlo.convert %arg0 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %138 = stablehlo.multiply %136, %137 : tensor<2x16x64xf32>
    %139 = stablehlo.convert %138 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %140 = stablehlo.reduce(%139 init: %cst_10) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x16x64xbf16>, tensor<bf16>) -> tensor<bf16>
    %141 = stablehlo.reshape %arg0 : (tensor<2x16x64xbf16>) -> tensor<32x64xbf16>
    %142 = stablehlo.dot_general %141, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xbf16>, tensor<64x256xbf16>) -> tensor<32x256xbf16>
    %143 = stablehlo.reshape %142 : (tensor<32x256xbf16>) -> tensor<2x16x256xbf16>
    %144 = stablehlo.convert %143 : (tensor<2x16x256xbf16>) -> tensor<2x16x256xf32>
    %145 = stablehlo.multiply %144, %124 : tensor<2x16x256xf32>
    %146 = stablehlo.convert %145 : (tensor<2x16x256xf32>) -> tensor<2x16x256xbf16>
    %147 = stablehlo.reshape %146 : (tensor<2x16x256xbf16>) -> tensor<32x256xbf16>
    %148 = stablehlo.dot_general %147, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xbf16>, tensor<256x64xbf16>) -> tensor<32x64xbf16>
    %149 = stablehlo.reshape %148 : (tensor<32x64xbf16>) -> tensor<2x16x64xbf16>
    %150 = stablehlo.multiply %144, %128 : tensor<2x16x256xf32>
    %151 = stablehlo.convert %150 : (tensor<2x16x256xf32>) -> tensor<2x16x256xbf16>
    %152 = stablehlo.convert %151 : (tensor<2x16x256xbf16>) -> tensor<2x16x256xf32>
    %153 = stablehlo.multiply %152, %108 : tensor<2x16x256xf32>
    %154 = stablehlo.convert %153 : (tensor<2x16x256xf32>) -> tensor<2x16x256xbf16>
    %155 = stablehlo.power %119, %cst_4 : tensor<2x16x256xbf16>
    %156 = stablehlo.subtract %cst_5, %155 : tensor<2x16x256xbf16>
    %157 = stablehlo.multiply %154, %156 : tensor<2x16x256xbf16>
    %158 = stablehlo.convert %157 : (tensor<2x16x256xbf16>) -> tensor<2x16x256xf32>
    %159 = stablehlo.multiply %158, %116 : tensor<2x16x256xf32>
    %160 = stablehlo.convert %159 : (tensor<2x16x256xf32>) -> tensor<2x16x256xbf16>
    %161 = stablehlo.convert %160 : (tensor<2x16x256xbf16>) -> tensor<2x16x256xf32>
    %162 = stablehlo.multiply %161, %111 : tensor<2x16x256xf32>
    %163 = stablehlo.convert %162 : (tensor<2x16x256xf32>) -> tensor<2x16x256xbf16>
    %164 = stablehlo.convert %163 : (tensor<2x16x256xbf16>) -> tensor<2x16x256xf32>
    %165 = stablehlo.power %103, %cst_4 : tensor<2x16x256xbf16>
    %166 = stablehlo.broadcast_in_dim %arg25, dims = [] : (tensor<bf16>) -> tensor<2x16x256xbf16>
    %167 = stablehlo.multiply %165, %166 : tensor<2x16x256xbf16>
    %168 = stablehlo.convert %167 : (tensor<2x16x256xbf16>) -> tensor<2x16x256xf32>
    %169 = stablehlo.multiply %164, %168 : tensor<2x16x256xf32>
    %170 = stablehlo.convert %169 : (tensor<2x16x256xf32>) -> tensor<2x16x256xbf16>
    %171 = stablehlo.add %160, %170 : tensor<2x16x256xbf16>
    %172 = stablehlo.multiply %152, %121 : tensor<2x16x256xf32>
    %173 = stablehlo.convert %172 : (tensor<2x16x256xf32>) -> tensor<2x16x256xbf16>
    %174 = stablehlo.convert %173 : (tensor<2x16x256xbf16>) -> tensor<2x16x256xf32>
    %175 = stablehlo.multiply %174, %105 : tensor<2x16x256xf32>
    %176 = stablehlo.convert %175 : (tensor<2x16x256xf32>) -> tensor<2x16x256xbf16>
    %177 = stablehlo.add %171, %176 : tensor<2x16x256xbf16>
    %178 = stablehlo.reshape %177 : (tensor<2x16x256xbf16>) -> tensor<32x256xbf16>
    %179 = stablehlo.dot_general %178, %arg20, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xbf16>, tensor<256x64xbf16>) -> tensor<32x64xbf16>
    %180 = stablehlo.reshape %179 : (tensor<32x64xbf16>) -> tensor<2x16x64xbf16>
    %181 = stablehlo.add %149, %180 : tensor<2x16x64xbf16>
    %182 = stablehlo.convert %181 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %183 = stablehlo.multiply %182, %85 : tensor<2x16x64xf32>
    %184 = stablehlo.convert %183 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %185 = stablehlo.convert %184 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %186 = stablehlo.multiply %185, %94 : tensor<2x16x64xf32>
    %187 = stablehlo.convert %186 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %188 = stablehlo.add %arg0, %187 : tensor<2x16x64xbf16>
    %189 = stablehlo.multiply %185, %86 : tensor<2x16x64xf32>
    %190 = stablehlo.reduce(%189 init: %cst_13) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %191 = stablehlo.reshape %190 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %192 = stablehlo.broadcast_in_dim %arg24, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %193 = stablehlo.multiply %191, %192 : tensor<2x16x1xf32>
    %194 = stablehlo.power %92, %cst_3 : tensor<2x16x1xf32>
    %195 = stablehlo.multiply %193, %194 : tensor<2x16x1xf32>
    %196 = stablehlo.reshape %195 : (tensor<2x16x1xf32>) -> tensor<2x16xf32>
    %197 = stablehlo.broadcast_in_dim %196, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %198 = stablehlo.broadcast_in_dim %arg23, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %199 = stablehlo.divide %197, %198 : tensor<2x16x64xf32>
    %200 = stablehlo.power %86, %cst_2 : tensor<2x16x64xf32>
    %201 = stablehlo.broadcast_in_dim %arg22, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %202 = stablehlo.multiply %200, %201 : tensor<2x16x64xf32>
    %203 = stablehlo.multiply %199, %202 : tensor<2x16x64xf32>
    %204 = stablehlo.convert %203 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %205 = stablehlo.add %188, %204 : tensor<2x16x64xbf16>
    %206 = stablehlo.transpose %70, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "bf16[8,16,16]{1,2,0}"} : (tensor<8x16x16xbf16>) -> tensor<8x16x16xbf16>
    %207 = stablehlo.reshape %205 : (tensor<2x16x64xbf16>) -> tensor<32x64xbf16>
    %208 = stablehlo.dot_general %207, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xbf16>, tensor<64x64xbf16>) -> tensor<32x64xbf16>
    %209 = stablehlo.reshape %208 : (tensor<32x64xbf16>) -> tensor<2x16x4x16xbf16>
    %210 = stablehlo.transpose %209, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[2,4,16,16]{3,1,2,0}"} : (tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %211 = stablehlo.reshape %210 : (tensor<2x4x16x16xbf16>) -> tensor<8x16x16xbf16>
    %212 = stablehlo.dot_general %206, %211, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xbf16>, tensor<8x16x16xbf16>) -> tensor<8x16x16xbf16>
    %213 = stablehlo.reshape %212 : (tensor<8x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %214 = stablehlo.transpose %213, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[2,16,4,16]{3,1,2,0}"} : (tensor<2x4x16x16xbf16>) -> tensor<2x16x4x16xbf16>
    %215 = stablehlo.reshape %214 : (tensor<2x16x4x16xbf16>) -> tensor<32x64xbf16>
    %216 = stablehlo.dot_general %215, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xbf16>, tensor<64x64xbf16>) -> tensor<32x64xbf16>
    %217 = stablehlo.reshape %216 : (tensor<32x64xbf16>) -> tensor<2x16x64xbf16>
    %218 = stablehlo.transpose %22, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "bf16[8,16,16]{1,2,0}"} : (tensor<8x16x16xbf16>) -> tensor<8x16x16xbf16>
    %219 = stablehlo.transpose %75, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "bf16[8,16,16]{1,2,0}"} : (tensor<8x16x16xbf16>) -> tensor<8x16x16xbf16>
    %220 = stablehlo.dot_general %211, %219, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xbf16>, tensor<8x16x16xbf16>) -> tensor<8x16x16xbf16>
    %221 = stablehlo.reshape %220 : (tensor<8x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %222 = stablehlo.convert %221 : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xf32>
    %223 = stablehlo.multiply %222, %68 : tensor<2x4x16x16xf32>
    %224 = stablehlo.reduce(%223 init: %cst_13) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %225 = stablehlo.broadcast_in_dim %224, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %226 = stablehlo.subtract %222, %225 : tensor<2x4x16x16xf32>
    %227 = stablehlo.multiply %68, %226 : tensor<2x4x16x16xf32>
    %228 = stablehlo.convert %227 : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xbf16>
    %229 = stablehlo.reshape %228 : (tensor<2x4x16x16xbf16>) -> tensor<8x16x16xbf16>
    %230 = stablehlo.dot_general %218, %229, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xbf16>, tensor<8x16x16xbf16>) -> tensor<8x16x16xbf16>
    %231 = stablehlo.reshape %230 : (tensor<8x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %232 = stablehlo.transpose %231, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xbf16>) -> tensor<2x16x4x16xbf16>
    %233 = stablehlo.reshape %232 : (tensor<2x16x4x16xbf16>) -> tensor<32x64xbf16>
    %234 = stablehlo.dot_general %233, %arg15, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xbf16>, tensor<64x64xbf16>) -> tensor<32x64xbf16>
    %235 = stablehlo.reshape %234 : (tensor<32x64xbf16>) -> tensor<2x16x64xbf16>
    %236 = stablehlo.add %217, %235 : tensor<2x16x64xbf16>
    %237 = stablehlo.transpose %27, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "bf16[8,16,16]{1,2,0}"} : (tensor<8x16x16xbf16>) -> tensor<8x16x16xbf16>
    %238 = stablehlo.dot_general %229, %237, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xbf16>, tensor<8x16x16xbf16>) -> tensor<8x16x16xbf16>
    %239 = stablehlo.reshape %238 : (tensor<8x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %240 = stablehlo.transpose %239, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[2,16,4,16]{3,1,2,0}"} : (tensor<2x4x16x16xbf16>) -> tensor<2x16x4x16xbf16>
    %241 = stablehlo.reshape %240 : (tensor<2x16x4x16xbf16>) -> tensor<32x64xbf16>
    %242 = stablehlo.dot_general %241, %arg16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xbf16>, tensor<64x64xbf16>) -> tensor<32x64xbf16>
    %243 = stablehlo.reshape %242 : (tensor<32x64xbf16>) -> tensor<2x16x64xbf16>
    %244 = stablehlo.add %236, %243 : tensor<2x16x64xbf16>
    %245 = stablehlo.convert %244 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %246 = stablehlo.multiply %245, %1 : tensor<2x16x64xf32>
    %247 = stablehlo.convert %246 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %248 = stablehlo.convert %247 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %249 = stablehlo.multiply %248, %11 : tensor<2x16x64xf32>
    %250 = stablehlo.convert %249 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %251 = stablehlo.add %205, %250 : tensor<2x16x64xbf16>
    %252 = stablehlo.multiply %248, %2 : tensor<2x16x64xf32>
    %253 = stablehlo.reduce(%252 init: %cst_13) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %254 = stablehlo.reshape %253 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %255 = stablehlo.multiply %254, %192 : tensor<2x16x1xf32>
    %256 = stablehlo.power %9, %cst_3 : tensor<2x16x1xf32>
    %257 = stablehlo.multiply %255, %256 : tensor<2x16x1xf32>
    %258 = stablehlo.reshape %257 : (tensor<2x16x1xf32>) -> tensor<2x16xf32>
    %259 = stablehlo.broadcast_in_dim %258, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %260 = stablehlo.divide %259, %198 : tensor<2x16x64xf32>
    %261 = stablehlo.power %2, %cst_2 : tensor<2x16x64xf32>
    %262 = stablehlo.multiply %261, %201 : tensor<2x16x64xf32>
    %263 = stablehlo.multiply %260, %262 : tensor<2x16x64xf32>
    %264 = stablehlo.convert %263 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %265 = stablehlo.add %251, %264 : tensor<2x16x64xbf16>
    %266 = stablehlo.multiply %245, %14 : tensor<2x16x64xf32>
    %267 = stablehlo.convert %266 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %268 = stablehlo.reduce(%267 init: %cst_10) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %269 = stablehlo.multiply %182, %97 : tensor<2x16x64xf32>
    %270 = stablehlo.convert %269 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %271 = stablehlo.reduce(%270 init: %cst_10) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %272 = stablehlo.transpose %17, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,32]{0,1}"} : (tensor<32x64xbf16>) -> tensor<64x32xbf16>
    %273 = stablehlo.dot_general %272, %241, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xbf16>, tensor<32x64xbf16>) -> tensor<64x64xbf16>
    %274 = stablehlo.transpose %273, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,64]{0,1}"} : (tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %275 = stablehlo.dot_general %272, %233, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xbf16>, tensor<32x64xbf16>) -> tensor<64x64xbf16>
    %276 = stablehlo.transpose %275, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,64]{0,1}"} : (tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %277 = stablehlo.dot_general %272, %215, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xbf16>, tensor<32x64xbf16>) -> tensor<64x64xbf16>
    %278 = stablehlo.transpose %277, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,64]{0,1}"} : (tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %279 = stablehlo.transpose %79, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,32]{0,1}"} : (tensor<32x64xbf16>) -> tensor<64x32xbf16>
    %280 = stablehlo.dot_general %279, %207, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xbf16>, tensor<32x64xbf16>) -> tensor<64x64xbf16>
    %281 = stablehlo.transpose %280, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,64]{0,1}"} : (tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %282 = stablehlo.compare  LT, %54, %c_0 : (tensor<256xi64>, tensor<256xi64>) -> tensor<256xi1>
    %283 = stablehlo.broadcast_in_dim %arg26, dims = [] : (tensor<i64>) -> tensor<256xi64>
    %284 = stablehlo.add %54, %283 : tensor<256xi64>
    %285 = stablehlo.select %282, %284, %54 : tensor<256xi1>, tensor<256xi64>
    %286 = stablehlo.reshape %285 : (tensor<256xi64>) -> tensor<256x1xi64>
    %287 = stablehlo.compare  NE, %54, %c : (tensor<256xi64>, tensor<256xi64>) -> tensor<256xi1>
    %288 = stablehlo.broadcast_in_dim %287, dims = [0] : (tensor<256xi1>) -> tensor<256x4xi1>
    %289 = stablehlo.reduce(%228 init: %cst_10) applies stablehlo.add across dimensions = [0] : (tensor<2x4x16x16xbf16>, tensor<bf16>) -> tensor<4x16x16xbf16>
    %290 = stablehlo.transpose %289, dims = [1, 2, 0] {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, xla_shape = "bf16[16,16,4]{1,0,2}"} : (tensor<4x16x16xbf16>) -> tensor<16x16x4xbf16>
    %291 = stablehlo.reshape %290 : (tensor<16x16x4xbf16>) -> tensor<256x4xbf16>
    %292 = stablehlo.select %288, %291, %cst : tensor<256x4xi1>, tensor<256x4xbf16>
    %293 = "stablehlo.scatter"(%cst_1, %286, %292) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg27: tensor<bf16>, %arg28: tensor<bf16>):
      %302 = stablehlo.add %arg27, %arg28 : tensor<bf16>
      stablehlo.return %302 : tensor<bf16>
    }) : (tensor<32x4xbf16>, tensor<256x1xi64>, tensor<256x4xbf16>) -> tensor<32x4xbf16>
    %294 = stablehlo.transpose %100, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,32]{0,1}"} : (tensor<32x64xbf16>) -> tensor<64x32xbf16>
    %295 = stablehlo.dot_general %294, %178, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xbf16>, tensor<32x256xbf16>) -> tensor<64x256xbf16>
    %296 = stablehlo.transpose %295, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[256,64]{0,1}"} : (tensor<64x256xbf16>) -> tensor<256x64xbf16>
    %297 = stablehlo.dot_general %294, %147, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xbf16>, tensor<32x256xbf16>) -> tensor<64x256xbf16>
    %298 = stablehlo.transpose %297, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[256,64]{0,1}"} : (tensor<64x256xbf16>) -> tensor<256x64xbf16>
    %299 = stablehlo.transpose %131, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[256,32]{0,1}"} : (tensor<32x256xbf16>) -> tensor<256x32xbf16>
    %300 = stablehlo.dot_general %299, %141, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x32xbf16>, tensor<32x64xbf16>) -> tensor<256x64xbf16>
    %301 = stablehlo.transpose %300, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,256]{0,1}"} : (tensor<256x64xbf16>) -> tensor<64x256xbf16>
    return %140, %265, %268, %271, %274, %276, %278, %281, %293, %296, %298, %301 : tensor<bf16>, tensor<2x16x64xbf16>, tensor<64xbf16>, tensor<64xbf16>, tensor<64x64xbf16>, tensor<64x64xbf16>, tensor<64x64xbf16>, tensor<64x64xbf16>, tensor<32x4xbf16>, tensor<256x64xbf16>, tensor<256x64xbf16>, tensor<64x256xbf16>
  }
}
