module @IrToHlo.528 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x16x64xf32>, %arg1: tensor<64x256xf32>, %arg2: tensor<256x64xf32>, %arg3: tensor<f32>, %arg4: tensor<64x64xf32>, %arg5: tensor<64x64xf32>, %arg6: tensor<2x16x64xf32>, %arg7: tensor<64xf32>, %arg8: tensor<i64>, %arg9: tensor<i64>, %arg10: tensor<i64>, %arg11: tensor<f32>, %arg12: tensor<f32>, %arg13: tensor<i64>, %arg14: tensor<32x4xf32>, %arg15: tensor<64x64xf32>, %arg16: tensor<64x64xf32>, %arg17: tensor<64xf32>, %arg18: tensor<f32>, %arg19: tensor<f32>, %arg20: tensor<256x64xf32>, %arg21: tensor<f32>, %arg22: tensor<f32>, %arg23: tensor<f32>, %arg24: tensor<f32>, %arg25: tensor<f32>, %arg26: tensor<i64>) -> (tensor<f32>, tensor<2x16x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<32x4xf32>, tensor<256x64xf32>, tensor<256x64xf32>, tensor<64x256xf32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<256x4xf32>
    %c = stablehlo.constant dense<-1> : tensor<256xi64>
    %c_0 = stablehlo.constant dense<0> : tensor<256xi64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<32x4xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<2x16x64xf32>
    %cst_3 = stablehlo.constant dense<3.000000e+00> : tensor<2x16x1xf32>
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<2x16x256xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<2x16x256xf32>
    %cst_6 = stablehlo.constant dense<3.000000e+00> : tensor<2x16x256xf32>
    %c_7 = stablehlo.constant dense<0> : tensor<16x16xi64>
    %cst_8 = stablehlo.constant dense<1.562500e-02> : tensor<2x16xf32>
    %cst_9 = stablehlo.constant dense<2.000000e+00> : tensor<2x16x64xf32>
    %cst_10 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_11 = stablehlo.constant dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]> : tensor<16xi64>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %1 = stablehlo.power %arg6, %cst_9 : tensor<2x16x64xf32>
    %2 = stablehlo.reduce(%1 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %3 = stablehlo.multiply %2, %cst_8 : tensor<2x16xf32>
    %4 = stablehlo.reshape %3 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %5 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %6 = stablehlo.add %4, %5 : tensor<2x16x1xf32>
    %7 = stablehlo.rsqrt %6 : tensor<2x16x1xf32>
    %8 = stablehlo.reshape %7 : (tensor<2x16x1xf32>) -> tensor<2x16xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %10 = stablehlo.multiply %arg6, %9 : tensor<2x16x64xf32>
    %11 = stablehlo.multiply %0, %10 : tensor<2x16x64xf32>
    %12 = stablehlo.reshape %11 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %13 = stablehlo.transpose %arg16, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,64]{0,1}"} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %14 = stablehlo.dot_general %12, %13, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %15 = stablehlo.reshape %14 : (tensor<32x64xf32>) -> tensor<2x16x4x16xf32>
    %16 = stablehlo.transpose %15, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,16,16]{3,1,2,0}"} : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %17 = stablehlo.reshape %16 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %18 = stablehlo.transpose %arg15, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,64]{0,1}"} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %19 = stablehlo.dot_general %12, %18, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %20 = stablehlo.reshape %19 : (tensor<32x64xf32>) -> tensor<2x16x4x16xf32>
    %21 = stablehlo.transpose %20, dims = [0, 2, 3, 1] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %22 = stablehlo.reshape %21 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %23 = stablehlo.dot_general %17, %22, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %24 = stablehlo.reshape %23 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %25 = stablehlo.broadcast_in_dim %c_11, dims = [1] : (tensor<16xi64>) -> tensor<16x16xi64>
    %26 = stablehlo.broadcast_in_dim %c_11, dims = [0] : (tensor<16xi64>) -> tensor<16x16xi64>
    %27 = stablehlo.subtract %25, %26 : tensor<16x16xi64>
    %28 = stablehlo.compare  GT, %27, %c_7 : (tensor<16x16xi64>, tensor<16x16xi64>) -> tensor<16x16xi1>
    %29 = stablehlo.convert %28 : (tensor<16x16xi1>) -> tensor<16x16xi64>
    %30 = stablehlo.broadcast_in_dim %arg13, dims = [] : (tensor<i64>) -> tensor<16x16xi64>
    %31 = stablehlo.multiply %29, %30 : tensor<16x16xi64>
    %32 = stablehlo.abs %27 : tensor<16x16xi64>
    %33 = stablehlo.broadcast_in_dim %arg10, dims = [] : (tensor<i64>) -> tensor<16x16xi64>
    %34 = stablehlo.compare  LT, %32, %33 : (tensor<16x16xi64>, tensor<16x16xi64>) -> tensor<16x16xi1>
    %35 = stablehlo.broadcast_in_dim %arg9, dims = [] : (tensor<i64>) -> tensor<16x16xi64>
    %36 = stablehlo.convert %32 : (tensor<16x16xi64>) -> tensor<16x16xf32>
    %37 = stablehlo.broadcast_in_dim %arg11, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %38 = stablehlo.divide %36, %37 : tensor<16x16xf32>
    %39 = stablehlo.log %38 : tensor<16x16xf32>
    %40 = stablehlo.broadcast_in_dim %arg12, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %41 = stablehlo.divide %39, %40 : tensor<16x16xf32>
    %42 = stablehlo.multiply %41, %37 : tensor<16x16xf32>
    %43 = stablehlo.convert %42 : (tensor<16x16xf32>) -> tensor<16x16xi64>
    %44 = stablehlo.add %43, %33 : tensor<16x16xi64>
    %45 = stablehlo.broadcast_in_dim %arg8, dims = [] : (tensor<i64>) -> tensor<16x16xi64>
    %46 = stablehlo.clamp %35, %44, %45 : tensor<16x16xi64>
    %47 = stablehlo.select %34, %32, %46 : tensor<16x16xi1>, tensor<16x16xi64>
    %48 = stablehlo.add %31, %47 : tensor<16x16xi64>
    %49 = stablehlo.reshape %48 : (tensor<16x16xi64>) -> tensor<256xi64>
    %50 = stablehlo.convert %49 : (tensor<256xi64>) -> tensor<256xui32>
    %51 = "stablehlo.gather"(%arg14, %50) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4>}> : (tensor<32x4xf32>, tensor<256xui32>) -> tensor<256x4xf32>
    %52 = stablehlo.reshape %51 : (tensor<256x4xf32>) -> tensor<16x16x4xf32>
    %53 = stablehlo.transpose %52, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[4,16,16]{0,2,1}"} : (tensor<16x16x4xf32>) -> tensor<4x16x16xf32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [1, 2, 3] : (tensor<4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %55 = stablehlo.add %24, %54 : tensor<2x4x16x16xf32>
    %56 = stablehlo.reduce(%55 init: %cst_10) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %58 = stablehlo.subtract %55, %57 : tensor<2x4x16x16xf32>
    %59 = stablehlo.exponential %58 : tensor<2x4x16x16xf32>
    %60 = stablehlo.reduce(%59 init: %cst_12) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %62 = stablehlo.divide %59, %61 : tensor<2x4x16x16xf32>
    %63 = stablehlo.reshape %62 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %64 = stablehlo.transpose %arg5, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,64]{0,1}"} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %65 = stablehlo.dot_general %12, %64, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %66 = stablehlo.reshape %65 : (tensor<32x64xf32>) -> tensor<2x16x4x16xf32>
    %67 = stablehlo.transpose %66, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,16,16]{3,1,2,0}"} : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %68 = stablehlo.reshape %67 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %69 = stablehlo.dot_general %63, %68, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %70 = stablehlo.reshape %69 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %71 = stablehlo.transpose %70, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,16,4,16]{3,1,2,0}"} : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %72 = stablehlo.reshape %71 : (tensor<2x16x4x16xf32>) -> tensor<32x64xf32>
    %73 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,64]{0,1}"} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %74 = stablehlo.dot_general %72, %73, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %75 = stablehlo.reshape %74 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %76 = stablehlo.add %arg6, %75 : tensor<2x16x64xf32>
    %77 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %78 = stablehlo.power %76, %cst_9 : tensor<2x16x64xf32>
    %79 = stablehlo.reduce(%78 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %80 = stablehlo.multiply %79, %cst_8 : tensor<2x16xf32>
    %81 = stablehlo.reshape %80 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %82 = stablehlo.add %81, %5 : tensor<2x16x1xf32>
    %83 = stablehlo.rsqrt %82 : tensor<2x16x1xf32>
    %84 = stablehlo.reshape %83 : (tensor<2x16x1xf32>) -> tensor<2x16xf32>
    %85 = stablehlo.broadcast_in_dim %84, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %86 = stablehlo.multiply %76, %85 : tensor<2x16x64xf32>
    %87 = stablehlo.multiply %77, %86 : tensor<2x16x64xf32>
    %88 = stablehlo.reshape %87 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %89 = stablehlo.transpose %arg20, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,256]{0,1}"} : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %90 = stablehlo.dot_general %88, %89, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x256xf32>) -> tensor<32x256xf32>
    %91 = stablehlo.reshape %90 : (tensor<32x256xf32>) -> tensor<2x16x256xf32>
    %92 = stablehlo.broadcast_in_dim %arg21, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %93 = stablehlo.multiply %91, %92 : tensor<2x16x256xf32>
    %94 = stablehlo.power %91, %cst_6 : tensor<2x16x256xf32>
    %95 = stablehlo.broadcast_in_dim %arg19, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %96 = stablehlo.multiply %94, %95 : tensor<2x16x256xf32>
    %97 = stablehlo.add %91, %96 : tensor<2x16x256xf32>
    %98 = stablehlo.broadcast_in_dim %arg18, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %99 = stablehlo.multiply %97, %98 : tensor<2x16x256xf32>
    %100 = stablehlo.tanh %99 : tensor<2x16x256xf32>
    %101 = stablehlo.add %100, %cst_5 : tensor<2x16x256xf32>
    %102 = stablehlo.multiply %93, %101 : tensor<2x16x256xf32>
    %103 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,256]{0,1}"} : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %104 = stablehlo.dot_general %88, %103, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x256xf32>) -> tensor<32x256xf32>
    %105 = stablehlo.reshape %104 : (tensor<32x256xf32>) -> tensor<2x16x256xf32>
    %106 = stablehlo.multiply %102, %105 : tensor<2x16x256xf32>
    %107 = stablehlo.reshape %106 : (tensor<2x16x256xf32>) -> tensor<32x256xf32>
    %108 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[256,64]{0,1}"} : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %109 = stablehlo.dot_general %107, %108, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf32>, tensor<256x64xf32>) -> tensor<32x64xf32>
    %110 = stablehlo.reshape %109 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %111 = stablehlo.add %76, %110 : tensor<2x16x64xf32>
    %112 = stablehlo.multiply %111, %arg0 : tensor<2x16x64xf32>
    %113 = stablehlo.reduce(%112 init: %cst_12) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<f32>
    %114 = stablehlo.reshape %arg0 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %115 = stablehlo.dot_general %114, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x256xf32>) -> tensor<32x256xf32>
    %116 = stablehlo.reshape %115 : (tensor<32x256xf32>) -> tensor<2x16x256xf32>
    %117 = stablehlo.multiply %116, %102 : tensor<2x16x256xf32>
    %118 = stablehlo.reshape %117 : (tensor<2x16x256xf32>) -> tensor<32x256xf32>
    %119 = stablehlo.dot_general %118, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf32>, tensor<256x64xf32>) -> tensor<32x64xf32>
    %120 = stablehlo.reshape %119 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %121 = stablehlo.multiply %116, %105 : tensor<2x16x256xf32>
    %122 = stablehlo.multiply %121, %93 : tensor<2x16x256xf32>
    %123 = stablehlo.power %100, %cst_4 : tensor<2x16x256xf32>
    %124 = stablehlo.subtract %cst_5, %123 : tensor<2x16x256xf32>
    %125 = stablehlo.multiply %122, %124 : tensor<2x16x256xf32>
    %126 = stablehlo.multiply %125, %98 : tensor<2x16x256xf32>
    %127 = stablehlo.multiply %126, %95 : tensor<2x16x256xf32>
    %128 = stablehlo.power %91, %cst_4 : tensor<2x16x256xf32>
    %129 = stablehlo.broadcast_in_dim %arg25, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %130 = stablehlo.multiply %128, %129 : tensor<2x16x256xf32>
    %131 = stablehlo.multiply %127, %130 : tensor<2x16x256xf32>
    %132 = stablehlo.add %126, %131 : tensor<2x16x256xf32>
    %133 = stablehlo.multiply %121, %101 : tensor<2x16x256xf32>
    %134 = stablehlo.multiply %133, %92 : tensor<2x16x256xf32>
    %135 = stablehlo.add %132, %134 : tensor<2x16x256xf32>
    %136 = stablehlo.reshape %135 : (tensor<2x16x256xf32>) -> tensor<32x256xf32>
    %137 = stablehlo.dot_general %136, %arg20, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf32>, tensor<256x64xf32>) -> tensor<32x64xf32>
    %138 = stablehlo.reshape %137 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %139 = stablehlo.add %120, %138 : tensor<2x16x64xf32>
    %140 = stablehlo.multiply %139, %77 : tensor<2x16x64xf32>
    %141 = stablehlo.multiply %140, %85 : tensor<2x16x64xf32>
    %142 = stablehlo.add %arg0, %141 : tensor<2x16x64xf32>
    %143 = stablehlo.multiply %140, %76 : tensor<2x16x64xf32>
    %144 = stablehlo.reduce(%143 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %145 = stablehlo.reshape %144 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %146 = stablehlo.broadcast_in_dim %arg24, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %147 = stablehlo.multiply %145, %146 : tensor<2x16x1xf32>
    %148 = stablehlo.power %83, %cst_3 : tensor<2x16x1xf32>
    %149 = stablehlo.multiply %147, %148 : tensor<2x16x1xf32>
    %150 = stablehlo.reshape %149 : (tensor<2x16x1xf32>) -> tensor<2x16xf32>
    %151 = stablehlo.broadcast_in_dim %150, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %152 = stablehlo.broadcast_in_dim %arg23, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %153 = stablehlo.divide %151, %152 : tensor<2x16x64xf32>
    %154 = stablehlo.power %76, %cst_2 : tensor<2x16x64xf32>
    %155 = stablehlo.broadcast_in_dim %arg22, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %156 = stablehlo.multiply %154, %155 : tensor<2x16x64xf32>
    %157 = stablehlo.multiply %153, %156 : tensor<2x16x64xf32>
    %158 = stablehlo.add %142, %157 : tensor<2x16x64xf32>
    %159 = stablehlo.transpose %63, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,16,16]{1,2,0}"} : (tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %160 = stablehlo.reshape %158 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %161 = stablehlo.dot_general %160, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %162 = stablehlo.reshape %161 : (tensor<32x64xf32>) -> tensor<2x16x4x16xf32>
    %163 = stablehlo.transpose %162, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,16,16]{3,1,2,0}"} : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %164 = stablehlo.reshape %163 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %165 = stablehlo.dot_general %159, %164, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %166 = stablehlo.reshape %165 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %167 = stablehlo.transpose %166, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,16,4,16]{3,1,2,0}"} : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %168 = stablehlo.reshape %167 : (tensor<2x16x4x16xf32>) -> tensor<32x64xf32>
    %169 = stablehlo.dot_general %168, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %170 = stablehlo.reshape %169 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %171 = stablehlo.transpose %17, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,16,16]{1,2,0}"} : (tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %172 = stablehlo.transpose %68, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,16,16]{1,2,0}"} : (tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %173 = stablehlo.dot_general %164, %172, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %174 = stablehlo.reshape %173 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %175 = stablehlo.multiply %174, %62 : tensor<2x4x16x16xf32>
    %176 = stablehlo.reduce(%175 init: %cst_12) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %177 = stablehlo.broadcast_in_dim %176, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %178 = stablehlo.subtract %174, %177 : tensor<2x4x16x16xf32>
    %179 = stablehlo.multiply %62, %178 : tensor<2x4x16x16xf32>
    %180 = stablehlo.reshape %179 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %181 = stablehlo.dot_general %171, %180, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %182 = stablehlo.reshape %181 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %183 = stablehlo.transpose %182, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %184 = stablehlo.reshape %183 : (tensor<2x16x4x16xf32>) -> tensor<32x64xf32>
    %185 = stablehlo.dot_general %184, %arg15, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %186 = stablehlo.reshape %185 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %187 = stablehlo.add %170, %186 : tensor<2x16x64xf32>
    %188 = stablehlo.transpose %22, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,16,16]{1,2,0}"} : (tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %189 = stablehlo.dot_general %180, %188, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %190 = stablehlo.reshape %189 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %191 = stablehlo.transpose %190, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,16,4,16]{3,1,2,0}"} : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %192 = stablehlo.reshape %191 : (tensor<2x16x4x16xf32>) -> tensor<32x64xf32>
    %193 = stablehlo.dot_general %192, %arg16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %194 = stablehlo.reshape %193 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %195 = stablehlo.add %187, %194 : tensor<2x16x64xf32>
    %196 = stablehlo.multiply %195, %0 : tensor<2x16x64xf32>
    %197 = stablehlo.multiply %196, %9 : tensor<2x16x64xf32>
    %198 = stablehlo.add %158, %197 : tensor<2x16x64xf32>
    %199 = stablehlo.multiply %196, %arg6 : tensor<2x16x64xf32>
    %200 = stablehlo.reduce(%199 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %201 = stablehlo.reshape %200 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %202 = stablehlo.multiply %201, %146 : tensor<2x16x1xf32>
    %203 = stablehlo.power %7, %cst_3 : tensor<2x16x1xf32>
    %204 = stablehlo.multiply %202, %203 : tensor<2x16x1xf32>
    %205 = stablehlo.reshape %204 : (tensor<2x16x1xf32>) -> tensor<2x16xf32>
    %206 = stablehlo.broadcast_in_dim %205, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %207 = stablehlo.divide %206, %152 : tensor<2x16x64xf32>
    %208 = stablehlo.power %arg6, %cst_2 : tensor<2x16x64xf32>
    %209 = stablehlo.multiply %208, %155 : tensor<2x16x64xf32>
    %210 = stablehlo.multiply %207, %209 : tensor<2x16x64xf32>
    %211 = stablehlo.add %198, %210 : tensor<2x16x64xf32>
    %212 = stablehlo.multiply %195, %10 : tensor<2x16x64xf32>
    %213 = stablehlo.reduce(%212 init: %cst_12) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %214 = stablehlo.multiply %139, %86 : tensor<2x16x64xf32>
    %215 = stablehlo.reduce(%214 init: %cst_12) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %216 = stablehlo.transpose %12, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %217 = stablehlo.dot_general %216, %192, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<32x64xf32>) -> tensor<64x64xf32>
    %218 = stablehlo.transpose %217, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,64]{0,1}"} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %219 = stablehlo.dot_general %216, %184, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<32x64xf32>) -> tensor<64x64xf32>
    %220 = stablehlo.transpose %219, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,64]{0,1}"} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %221 = stablehlo.dot_general %216, %168, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<32x64xf32>) -> tensor<64x64xf32>
    %222 = stablehlo.transpose %221, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,64]{0,1}"} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %223 = stablehlo.transpose %72, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %224 = stablehlo.dot_general %223, %160, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<32x64xf32>) -> tensor<64x64xf32>
    %225 = stablehlo.transpose %224, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,64]{0,1}"} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %226 = stablehlo.compare  LT, %49, %c_0 : (tensor<256xi64>, tensor<256xi64>) -> tensor<256xi1>
    %227 = stablehlo.broadcast_in_dim %arg26, dims = [] : (tensor<i64>) -> tensor<256xi64>
    %228 = stablehlo.add %49, %227 : tensor<256xi64>
    %229 = stablehlo.select %226, %228, %49 : tensor<256xi1>, tensor<256xi64>
    %230 = stablehlo.reshape %229 : (tensor<256xi64>) -> tensor<256x1xi64>
    %231 = stablehlo.compare  NE, %49, %c : (tensor<256xi64>, tensor<256xi64>) -> tensor<256xi1>
    %232 = stablehlo.broadcast_in_dim %231, dims = [0] : (tensor<256xi1>) -> tensor<256x4xi1>
    %233 = stablehlo.reduce(%179 init: %cst_12) applies stablehlo.add across dimensions = [0] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<4x16x16xf32>
    %234 = stablehlo.transpose %233, dims = [1, 2, 0] {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, xla_shape = "f32[16,16,4]{1,0,2}"} : (tensor<4x16x16xf32>) -> tensor<16x16x4xf32>
    %235 = stablehlo.reshape %234 : (tensor<16x16x4xf32>) -> tensor<256x4xf32>
    %236 = stablehlo.select %232, %235, %cst : tensor<256x4xi1>, tensor<256x4xf32>
    %237 = "stablehlo.scatter"(%cst_1, %230, %236) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg27: tensor<f32>, %arg28: tensor<f32>):
      %246 = stablehlo.add %arg27, %arg28 : tensor<f32>
      stablehlo.return %246 : tensor<f32>
    }) : (tensor<32x4xf32>, tensor<256x1xi64>, tensor<256x4xf32>) -> tensor<32x4xf32>
    %238 = stablehlo.transpose %88, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %239 = stablehlo.dot_general %238, %136, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<32x256xf32>) -> tensor<64x256xf32>
    %240 = stablehlo.transpose %239, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[256,64]{0,1}"} : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %241 = stablehlo.dot_general %238, %118, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<32x256xf32>) -> tensor<64x256xf32>
    %242 = stablehlo.transpose %241, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[256,64]{0,1}"} : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %243 = stablehlo.transpose %107, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[256,32]{0,1}"} : (tensor<32x256xf32>) -> tensor<256x32xf32>
    %244 = stablehlo.dot_general %243, %114, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x32xf32>, tensor<32x64xf32>) -> tensor<256x64xf32>
    %245 = stablehlo.transpose %244, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,256]{0,1}"} : (tensor<256x64xf32>) -> tensor<64x256xf32>
    return %113, %211, %213, %215, %218, %220, %222, %225, %237, %240, %242, %245 : tensor<f32>, tensor<2x16x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<32x4xf32>, tensor<256x64xf32>, tensor<256x64xf32>, tensor<64x256xf32>
  }
}
