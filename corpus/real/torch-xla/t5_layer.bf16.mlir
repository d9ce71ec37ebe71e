module @IrToHlo.259 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<64x256xbf16>, %arg1: tensor<256x64xbf16>, %arg2: tensor<f32>, %arg3: tensor<64x64xbf16>, %arg4: tensor<64x64xbf16>, %arg5: tensor<2x16x64xbf16>, %arg6: tensor<64xbf16>, %arg7: tensor<i64>, %arg8: tensor<i64>, %arg9: tensor<i64>, %arg10: tensor<f32>, %arg11: tensor<f32>, %arg12: tensor<i64>, %arg13: tensor<32x4xbf16>, %arg14: tensor<64x64xbf16>, %arg15: tensor<64x64xbf16>, %arg16: tensor<64xbf16>, %arg17: tensor<f32>, %arg18: tensor<f32>, %arg19: tensor<256x64xbf16>, %arg20: tensor<f32>) -> tensor<2x16x64xbf16> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<2x16x256xbf16>
    %cst_0 = stablehlo.constant dense<3.000000e+00> : tensor<2x16x256xbf16>
    %c = stablehlo.constant dense<0> : tensor<16x16xi64>
    %cst_1 = stablehlo.constant dense<1.562500e-02> : tensor<2x16xf32>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<2x16x64xf32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_4 = stablehlo.constant dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]> : tensor<16xi64>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.convert %arg6 : (tensor<64xbf16>) -> tensor<64xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %2 = stablehlo.convert %arg5 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %3 = stablehlo.power %2, %cst_2 : tensor<2x16x64xf32>
    %4 = stablehlo.reduce(%3 init: %cst_5) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %5 = stablehlo.multiply %4, %cst_1 : tensor<2x16xf32>
    %6 = stablehlo.reshape %5 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %7 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
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
    %18 = stablehlo.transpose %arg15, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,64]{0,1}"} : (tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %19 = stablehlo.dot_general %17, %18, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xbf16>, tensor<64x64xbf16>) -> tensor<32x64xbf16>
    %20 = stablehlo.reshape %19 : (tensor<32x64xbf16>) -> tensor<2x16x4x16xbf16>
    %21 = stablehlo.transpose %20, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[2,4,16,16]{3,1,2,0}"} : (tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %22 = stablehlo.reshape %21 : (tensor<2x4x16x16xbf16>) -> tensor<8x16x16xbf16>
    %23 = stablehlo.transpose %arg14, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,64]{0,1}"} : (tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %24 = stablehlo.dot_general %17, %23, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xbf16>, tensor<64x64xbf16>) -> tensor<32x64xbf16>
    %25 = stablehlo.reshape %24 : (tensor<32x64xbf16>) -> tensor<2x16x4x16xbf16>
    %26 = stablehlo.transpose %25, dims = [0, 2, 3, 1] : (tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %27 = stablehlo.reshape %26 : (tensor<2x4x16x16xbf16>) -> tensor<8x16x16xbf16>
    %28 = stablehlo.dot_general %22, %27, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xbf16>, tensor<8x16x16xbf16>) -> tensor<8x16x16xbf16>
    %29 = stablehlo.reshape %28 : (tensor<8x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %30 = stablehlo.broadcast_in_dim %c_4, dims = [1] : (tensor<16xi64>) -> tensor<16x16xi64>
    %31 = stablehlo.broadcast_in_dim %c_4, dims = [0] : (tensor<16xi64>) -> tensor<16x16xi64>
    %32 = stablehlo.subtract %30, %31 : tensor<16x16xi64>
    %33 = stablehlo.compare  GT, %32, %c : (tensor<16x16xi64>, tensor<16x16xi64>) -> tensor<16x16xi1>
    %34 = stablehlo.convert %33 : (tensor<16x16xi1>) -> tensor<16x16xi64>
    %35 = stablehlo.broadcast_in_dim %arg12, dims = [] : (tensor<i64>) -> tensor<16x16xi64>
    %36 = stablehlo.multiply %34, %35 : tensor<16x16xi64>
    %37 = stablehlo.abs %32 : tensor<16x16xi64>
    %38 = stablehlo.broadcast_in_dim %arg9, dims = [] : (tensor<i64>) -> tensor<16x16xi64>
    %39 = stablehlo.compare  LT, %37, %38 : (tensor<16x16xi64>, tensor<16x16xi64>) -> tensor<16x16xi1>
    %40 = stablehlo.broadcast_in_dim %arg8, dims = [] : (tensor<i64>) -> tensor<16x16xi64>
    %41 = stablehlo.convert %37 : (tensor<16x16xi64>) -> tensor<16x16xf32>
    %42 = stablehlo.broadcast_in_dim %arg10, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %43 = stablehlo.divide %41, %42 : tensor<16x16xf32>
    %44 = stablehlo.log %43 : tensor<16x16xf32>
    %45 = stablehlo.broadcast_in_dim %arg11, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %46 = stablehlo.divide %44, %45 : tensor<16x16xf32>
    %47 = stablehlo.multiply %46, %42 : tensor<16x16xf32>
    %48 = stablehlo.convert %47 : (tensor<16x16xf32>) -> tensor<16x16xi64>
    %49 = stablehlo.add %48, %38 : tensor<16x16xi64>
    %50 = stablehlo.broadcast_in_dim %arg7, dims = [] : (tensor<i64>) -> tensor<16x16xi64>
    %51 = stablehlo.clamp %40, %49, %50 : tensor<16x16xi64>
    %52 = stablehlo.select %39, %37, %51 : tensor<16x16xi1>, tensor<16x16xi64>
    %53 = stablehlo.add %36, %52 : tensor<16x16xi64>
    %54 = stablehlo.reshape %53 : (tensor<16x16xi64>) -> tensor<256xi64>
    %55 = stablehlo.convert %54 : (tensor<256xi64>) -> tensor<256xui32>
    %56 = "stablehlo.gather"(%arg13, %55) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4>}> : (tensor<32x4xbf16>, tensor<256xui32>) -> tensor<256x4xbf16>
    %57 = stablehlo.reshape %56 : (tensor<256x4xbf16>) -> tensor<16x16x4xbf16>
    %58 = stablehlo.transpose %57, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "bf16[4,16,16]{0,2,1}"} : (tensor<16x16x4xbf16>) -> tensor<4x16x16xbf16>
    %59 = stablehlo.broadcast_in_dim %58, dims = [1, 2, 3] : (tensor<4x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %60 = stablehlo.add %29, %59 : tensor<2x4x16x16xbf16>
    %61 = stablehlo.convert %60 : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xf32>
    %62 = stablehlo.reduce(%61 init: %cst_3) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %64 = stablehlo.subtract %61, %63 : tensor<2x4x16x16xf32>
    %65 = stablehlo.exponential %64 : tensor<2x4x16x16xf32>
    %66 = stablehlo.reduce(%65 init: %cst_5) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %68 = stablehlo.divide %65, %67 : tensor<2x4x16x16xf32>
    %69 = stablehlo.convert %68 : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xbf16>
    %70 = stablehlo.reshape %69 : (tensor<2x4x16x16xbf16>) -> tensor<8x16x16xbf16>
    %71 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,64]{0,1}"} : (tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %72 = stablehlo.dot_general %17, %71, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xbf16>, tensor<64x64xbf16>) -> tensor<32x64xbf16>
    %73 = stablehlo.reshape %72 : (tensor<32x64xbf16>) -> tensor<2x16x4x16xbf16>
    %74 = stablehlo.transpose %73, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[2,4,16,16]{3,1,2,0}"} : (tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %75 = stablehlo.reshape %74 : (tensor<2x4x16x16xbf16>) -> tensor<8x16x16xbf16>
    %76 = stablehlo.dot_general %70, %75, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xbf16>, tensor<8x16x16xbf16>) -> tensor<8x16x16xbf16>
    %77 = stablehlo.reshape %76 : (tensor<8x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %78 = stablehlo.transpose %77, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[2,16,4,16]{3,1,2,0}"} : (tensor<2x4x16x16xbf16>) -> tensor<2x16x4x16xbf16>
    %79 = stablehlo.reshape %78 : (tensor<2x16x4x16xbf16>) -> tensor<32x64xbf16>
    %80 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,64]{0,1}"} : (tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %81 = stablehlo.dot_general %79, %80, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xbf16>, tensor<64x64xbf16>) -> tensor<32x64xbf16>
    %82 = stablehlo.reshape %81 : (tensor<32x64xbf16>) -> tensor<2x16x64xbf16>
    %83 = stablehlo.add %arg5, %82 : tensor<2x16x64xbf16>
    %84 = stablehlo.convert %arg16 : (tensor<64xbf16>) -> tensor<64xf32>
    %85 = stablehlo.broadcast_in_dim %84, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %86 = stablehlo.convert %83 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %87 = stablehlo.power %86, %cst_2 : tensor<2x16x64xf32>
    %88 = stablehlo.reduce(%87 init: %cst_5) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %89 = stablehlo.multiply %88, %cst_1 : tensor<2x16xf32>
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
    %101 = stablehlo.transpose %arg19, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,256]{0,1}"} : (tensor<256x64xbf16>) -> tensor<64x256xbf16>
    %102 = stablehlo.dot_general %100, %101, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xbf16>, tensor<64x256xbf16>) -> tensor<32x256xbf16>
    %103 = stablehlo.reshape %102 : (tensor<32x256xbf16>) -> tensor<2x16x256xbf16>
    %104 = stablehlo.convert %103 : (tensor<2x16x256xbf16>) -> tensor<2x16x256xf32>
    %105 = stablehlo.broadcast_in_dim %arg20, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %106 = stablehlo.multiply %104, %105 : tensor<2x16x256xf32>
    %107 = stablehlo.convert %106 : (tensor<2x16x256xf32>) -> tensor<2x16x256xbf16>
    %108 = stablehlo.convert %107 : (tensor<2x16x256xbf16>) -> tensor<2x16x256xf32>
    %109 = stablehlo.power %103, %cst_0 : tensor<2x16x256xbf16>
    %110 = stablehlo.convert %109 : (tensor<2x16x256xbf16>) -> tensor<2x16x256xf32>
    %111 = stablehlo.broadcast_in_dim %arg18, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %112 = stablehlo.multiply %110, %111 : tensor<2x16x256xf32>
    %113 = stablehlo.convert %112 : (tensor<2x16x256xf32>) -> tensor<2x16x256xbf16>
    %114 = stablehlo.add %103, %113 : tensor<2x16x256xbf16>
    %115 = stablehlo.convert %114 : (tensor<2x16x256xbf16>) -> tensor<2x16x256xf32>
    %116 = stablehlo.broadcast_in_dim %arg17, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %117 = stablehlo.multiply %115, %116 : tensor<2x16x256xf32>
    %118 = stablehlo.convert %117 : (tensor<2x16x256xf32>) -> tensor<2x16x256xbf16>
    %119 = stablehlo.tanh %118 : tensor<2x16x256xbf16>
    %120 = stablehlo.add %119, %cst : tensor<2x16x256xbf16>
    %121 = stablehlo.convert %120 : (tensor<2x16x256xbf16>) -> tensor<2x16x256xf32>
    %122 = stablehlo.multiply %108, %121 : tensor<2x16x256xf32>
    %123 = stablehlo.convert %122 : (tensor<2x16x256xf32>) -> tensor<2x16x256xbf16>
    %124 = stablehlo.convert %123 : (tensor<2x16x256xbf16>) -> tensor<2x16x256xf32>
    %125 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,256]{0,1}"} : (tensor<256x64xbf16>) -> tensor<64x256xbf16>
    %126 = stablehlo.dot_general %100, %125, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xbf16>, tensor<64x256xbf16>) -> tensor<32x256xbf16>
    %127 = stablehlo.reshape %126 : (tensor<32x256xbf16>) -> tensor<2x16x256xbf16>
    %128 = stablehlo.convert %127 : (tensor<2x16x256xbf16>) -> tensor<2x16x256xf32>
    %129 = stablehlo.multiply %124, %128 : tensor<2x16x256xf32>
    %130 = stablehlo.convert %129 : (tensor<2x16x256xf32>) -> tensor<2x16x256xbf16>
    %131 = stablehlo.reshape %130 : (tensor<2x16x256xbf16>) -> tensor<32x256xbf16>
    %132 = stablehlo.transpose %arg0, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[256,64]{0,1}"} : (tensor<64x256xbf16>) -> tensor<256x64xbf16>
    %133 = stablehlo.dot_general %131, %132, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xbf16>, tensor<256x64xbf16>) -> tensor<32x64xbf16>
    %134 = stablehlo.reshape %133 : (tensor<32x64xbf16>) -> tensor<2x16x64xbf16>
    %135 = stablehlo.add %83, %134 : tensor<2x16x64xbf16>
    return %135 : tensor<2x16x64xbf16>
  }
}
