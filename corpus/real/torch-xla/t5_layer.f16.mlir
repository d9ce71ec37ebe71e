module @IrToHlo.263 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<64x256xf16>, %arg1: tensor<256x64xf16>, %arg2: tensor<64x64xf16>, %arg3: tensor<64x64xf16>, %arg4: tensor<2x16x64xf16>, %arg5: tensor<64xf16>, %arg6: tensor<32x4xf16>, %arg7: tensor<64x64xf16>, %arg8: tensor<64x64xf16>, %arg9: tensor<64xf16>, %arg10: tensor<256x64xf16>) -> tensor<2x16x64xf16> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<2x16x256xf32>
    %cst_0 = stablehlo.constant dense<0.797884583> : tensor<2x16x256xf32>
    %cst_1 = stablehlo.constant dense<4.471500e-02> : tensor<2x16x256xf32>
    %cst_2 = stablehlo.constant dense<3.000000e+00> : tensor<2x16x256xf16>
    %cst_3 = stablehlo.constant dense<5.000000e-01> : tensor<2x16x256xf32>
    %c = stablehlo.constant dense<15> : tensor<16x16xi64>
    %cst_4 = stablehlo.constant dense<2.77258873> : tensor<16x16xf32>
    %cst_5 = stablehlo.constant dense<8.000000e+00> : tensor<16x16xf32>
    %c_6 = stablehlo.constant dense<-9223372036854775808> : tensor<16x16xi64>
    %c_7 = stablehlo.constant dense<8> : tensor<16x16xi64>
    %c_8 = stablehlo.constant dense<16> : tensor<16x16xi64>
    %c_9 = stablehlo.constant dense<0> : tensor<16x16xi64>
    %cst_10 = stablehlo.constant dense<9.99999997E-7> : tensor<2x16x1xf32>
    %cst_11 = stablehlo.constant dense<1.562500e-02> : tensor<2x16xf32>
    %cst_12 = stablehlo.constant dense<2.000000e+00> : tensor<2x16x64xf32>
    %cst_13 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_14 = stablehlo.constant dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]> : tensor<16xi64>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.convert %arg5 : (tensor<64xf16>) -> tensor<64xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %2 = stablehlo.convert %arg4 : (tensor<2x16x64xf16>) -> tensor<2x16x64xf32>
    %3 = stablehlo.power %2, %cst_12 : tensor<2x16x64xf32>
    %4 = stablehlo.reduce(%3 init: %cst_15) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %5 = stablehlo.multiply %4, %cst_11 : tensor<2x16xf32>
    %6 = stablehlo.reshape %5 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %7 = stablehlo.add %6, %cst_10 : tensor<2x16x1xf32>
    %8 = stablehlo.rsqrt %7 : tensor<2x16x1xf32>
    %9 = stablehlo.reshape %8 : (tensor<2x16x1xf32>) -> tensor<2x16xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %11 = stablehlo.multiply %2, %10 : tensor<2x16x64xf32>
    %12 = stablehlo.convert %11 : (tensor<2x16x64xf32>) -> tensor<2x16x64xf16>
    %13 = stablehlo.convert %12 : (tensor<2x16x64xf16>) -> tensor<2x16x64xf32>
    %14 = stablehlo.multiply %1, %13 : tensor<2x16x64xf32>
    %15 = stablehlo.convert %14 : (tensor<2x16x64xf32>) -> tensor<2x16x64xf16>
    %16 = stablehlo.reshape %15 : (tensor<2x16x64xf16>) -> tensor<32x64xf16>
    %17 = stablehlo.transpose %arg8, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f16[64,64]{0,1}"} : (tensor<64x64xf16>) -> tensor<64x64xf16>
    %18 = stablehlo.dot_general %16, %17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf16>, tensor<64x64xf16>) -> tensor<32x64xf16>
    %19 = stablehlo.reshape %18 : (tensor<32x64xf16>) -> tensor<2x16x4x16xf16>
    %20 = stablehlo.transpose %19, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f16[2,4,16,16]{3,1,2,0}"} : (tensor<2x16x4x16xf16>) -> tensor<2x4x16x16xf16>
    %21 = stablehlo.reshape %20 : (tensor<2x4x16x16xf16>) -> tensor<8x16x16xf16>
    %22 = stablehlo.transpose %arg7, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f16[64,64]{0,1}"} : (tensor<64x64xf16>) -> tensor<64x64xf16>
    %23 = stablehlo.dot_general %16, %22, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf16>, tensor<64x64xf16>) -> tensor<32x64xf16>
    %24 = stablehlo.reshape %23 : (tensor<32x64xf16>) -> tensor<2x16x4x16xf16>
    %25 = stablehlo.transpose %24, dims = [0, 2, 3, 1] : (tensor<2x16x4x16xf16>) -> tensor<2x4x16x16xf16>
    %26 = stablehlo.reshape %25 : (tensor<2x4x16x16xf16>) -> tensor<8x16x16xf16>
    %27 = stablehlo.dot_general %21, %26, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf16>, tensor<8x16x16xf16>) -> tensor<8x16x16xf16>
    %28 = stablehlo.reshape %27 : (tensor<8x16x16xf16>) -> tensor<2x4x16x16xf16>
    %29 = stablehlo.broadcast_in_dim %c_14, dims = [1] : (tensor<16xi64>) -> tensor<16x16xi64>
    %30 = stablehlo.broadcast_in_dim %c_14, dims = [0] : (tensor<16xi64>) -> tensor<16x16xi64>
    %31 = stablehlo.subtract %29, %30 : tensor<16x16xi64>
    %32 = stablehlo.compare  GT, %31, %c_9 : (tensor<16x16xi64>, tensor<16x16xi64>) -> tensor<16x16xi1>
    %33 = stablehlo.convert %32 : (tensor<16x16xi1>) -> tensor<16x16xi64>
    %34 = stablehlo.multiply %33, %c_8 : tensor<16x16xi64>
    %35 = stablehlo.abs %31 : tensor<16x16xi64>
    %36 = stablehlo.compare  LT, %35, %c_7 : (tensor<16x16xi64>, tensor<16x16xi64>) -> tensor<16x16xi1>
    %37 = stablehlo.convert %35 : (tensor<16x16xi64>) -> tensor<16x16xf32>
    %38 = stablehlo.divide %37, %cst_5 : tensor<16x16xf32>
    %39 = stablehlo.log %38 : tensor<16x16xf32>
    %40 = stablehlo.divide %39, %cst_4 : tensor<16x16xf32>
    %41 = stablehlo.multiply %40, %cst_5 : tensor<16x16xf32>
    %42 = stablehlo.convert %41 : (tensor<16x16xf32>) -> tensor<16x16xi64>
    %43 = stablehlo.add %42, %c_7 : tensor<16x16xi64>
    %44 = stablehlo.clamp %c_6, %43, %c : tensor<16x16xi64>
    %45 = stablehlo.select %36, %35, %44 : tensor<16x16xi1>, tensor<16x16xi64>
    %46 = stablehlo.add %34, %45 : tensor<16x16xi64>
    %47 = stablehlo.reshape %46 : (tensor<16x16xi64>) -> tensor<256xi64>
    %48 = stablehlo.convert %47 : (tensor<256xi64>) -> tensor<256xui32>
    %49 = "stablehlo.gather"(%arg6, %48) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4>}> : (tensor<32x4xf16>, tensor<256xui32>) -> tensor<256x4xf16>
    %50 = stablehlo.reshape %49 : (tensor<256x4xf16>) -> tensor<16x16x4xf16>
    %51 = stablehlo.transpose %50, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f16[4,16,16]{0,2,1}"} : (tensor<16x16x4xf16>) -> tensor<4x16x16xf16>
    %52 = stablehlo.broadcast_in_dim %51, dims = [1, 2, 3] : (tensor<4x16x16xf16>) -> tensor<2x4x16x16xf16>
    %53 = stablehlo.add %28, %52 : tensor<2x4x16x16xf16>
    %54 = stablehlo.convert %53 : (tensor<2x4x16x16xf16>) -> tensor<2x4x16x16xf32>
    %55 = stablehlo.reduce(%54 init: %cst_13) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %56 = stablehlo.broadcast_in_dim %55, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %57 = stablehlo.subtract %54, %56 : tensor<2x4x16x16xf32>
    %58 = stablehlo.exponential %57 : tensor<2x4x16x16xf32>
    %59 = stablehlo.reduce(%58 init: %cst_15) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %61 = stablehlo.divide %58, %60 : tensor<2x4x16x16xf32>
    %62 = stablehlo.convert %61 : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf16>
    %63 = stablehlo.reshape %62 : (tensor<2x4x16x16xf16>) -> tensor<8x16x16xf16>
    %64 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f16[64,64]{0,1}"} : (tensor<64x64xf16>) -> tensor<64x64xf16>
    %65 = stablehlo.dot_general %16, %64, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf16>, tensor<64x64xf16>) -> tensor<32x64xf16>
    %66 = stablehlo.reshape %65 : (tensor<32x64xf16>) -> tensor<2x16x4x16xf16>
    %67 = stablehlo.transpose %66, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f16[2,4,16,16]{3,1,2,0}"} : (tensor<2x16x4x16xf16>) -> tensor<2x4x16x16xf16>
    %68 = stablehlo.reshape %67 : (tensor<2x4x16x16xf16>) -> tensor<8x16x16xf16>
    %69 = stablehlo.dot_general %63, %68, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf16>, tensor<8x16x16xf16>) -> tensor<8x16x16xf16>
    %70 = stablehlo.reshape %69 : (tensor<8x16x16xf16>) -> tensor<2x4x16x16xf16>
    %71 = stablehlo.transpose %70, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f16[2,16,4,16]{3,1,2,0}"} : (tensor<2x4x16x16xf16>) -> tensor<2x16x4x16xf16>
    %72 = stablehlo.reshape %71 : (tensor<2x16x4x16xf16>) -> tensor<32x64xf16>
    %73 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f16[64,64]{0,1}"} : (tensor<64x64xf16>) -> tensor<64x64xf16>
    %74 = stablehlo.dot_general %72, %73, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf16>, tensor<64x64xf16>) -> tensor<32x64xf16>
    %75 = stablehlo.reshape %74 : (tensor<32x64xf16>) -> tensor<2x16x64xf16>
    %76 = stablehlo.add %arg4, %75 : tensor<2x16x64xf16>
    %77 = stablehlo.convert %arg9 : (tensor<64xf16>) -> tensor<64xf32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %79 = stablehlo.convert %76 : (tensor<2x16x64xf16>) -> tensor<2x16x64xf32>
    %80 = stablehlo.power %79, %cst_12 : tensor<2x16x64xf32>
    %81 = stablehlo.reduce(%80 init: %cst_15) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %82 = stablehlo.multiply %81, %cst_11 : tensor<2x16xf32>
    %83 = stablehlo.reshape %82 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %84 = stablehlo.add %83, %cst_10 : tensor<2x16x1xf32>
    %85 = stablehlo.rsqrt %84 : tensor<2x16x1xf32>
    %86 = stablehlo.reshape %85 : (tensor<2x16x1xf32>) -> tensor<2x16xf32>
    %87 = stablehlo.broadcast_in_dim %86, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %88 = stablehlo.multiply %79, %87 : tensor<2x16x64xf32>
    %89 = stablehlo.convert %88 : (tensor<2x16x64xf32>) -> tensor<2x16x64xf16>
    %90 = stablehlo.convert %89 : (tensor<2x16x64xf16>) -> tensor<2x16x64xf32>
    %91 = stablehlo.multiply %78, %90 : tensor<2x16x64xf32>
    %92 = stablehlo.convert %91 : (tensor<2x16x64xf32>) -> tensor<2x16x64xf16>
    %93 = stablehlo.reshape %92 : (tensor<2x16x64xf16>) -> tensor<32x64xf16>
    %94 = stablehlo.transpose %arg10, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f16[64,256]{0,1}"} : (tensor<256x64xf16>) -> tensor<64x256xf16>
    %95 = stablehlo.dot_general %93, %94, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf16>, tensor<64x256xf16>) -> tensor<32x256xf16>
    %96 = stablehlo.reshape %95 : (tensor<32x256xf16>) -> tensor<2x16x256xf16>
    %97 = stablehlo.convert %96 : (tensor<2x16x256xf16>) -> tensor<2x16x256xf32>
    %98 = stablehlo.multiply %97, %cst_3 : tensor<2x16x256xf32>
    %99 = stablehlo.convert %98 : (tensor<2x16x256xf32>) -> tensor<2x16x256xf16>
    %100 = stablehlo.convert %99 : (tensor<2x16x256xf16>) -> tensor<2x16x256xf32>
    %101 = stablehlo.power %96, %cst_2 : tensor<2x16x256xf16>
    %102 = stablehlo.convert %101 : (tensor<2x16x256xf16>) -> tensor<2x16x256xf32>
    %103 = stablehlo.multiply %102, %cst_1 : tensor<2x16x256xf32>
    %104 = stablehlo.convert %103 : (tensor<2x16x256xf32>) -> tensor<2x16x256xf16>
    %105 = stablehlo.add %96, %104 : tensor<2x16x256xf16>
    %106 = stablehlo.convert %105 : (tensor<2x16x256xf16>) -> tensor<2x16x256xf32>
    %107 = stablehlo.multiply %106, %cst_0 : tensor<2x16x256xf32>
    %108 = stablehlo.convert %107 : (tensor<2x16x256xf32>) -> tensor<2x16x256xf16>
    %109 = stablehlo.tanh %108 : tensor<2x16x256xf16>
    %110 = stablehlo.convert %109 : (tensor<2x16x256xf16>) -> tensor<2x16x256xf32>
    %111 = stablehlo.add %110, %cst : tensor<2x16x256xf32>
    %112 = stablehlo.multiply %100, %111 : tensor<2x16x256xf32>
    %113 = stablehlo.convert %112 : (tensor<2x16x256xf32>) -> tensor<2x16x256xf16>
    %114 = stablehlo.convert %113 : (tensor<2x16x256xf16>) -> tensor<2x16x256xf32>
    %115 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f16[64,256]{0,1}"} : (tensor<256x64xf16>) -> tensor<64x256xf16>
    %116 = stablehlo.dot_general %93, %115, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf16>, tensor<64x256xf16>) -> tensor<32x256xf16>
    %117 = stablehlo.reshape %116 : (tensor<32x256xf16>) -> tensor<2x16x256xf16>
    %118 = stablehlo.convert %117 : (tensor<2x16x256xf16>) -> tensor<2x16x256xf32>
    %119 = stablehlo.multiply %114, %118 : tensor<2x16x256xf32>
    %120 = stablehlo.convert %119 : (tensor<2x16x256xf32>) -> tensor<2x16x256xf16>
    %121 = stablehlo.reshape %120 : (tensor<2x16x256xf16>) -> tensor<32x256xf16>
    %122 = stablehlo.transpose %arg0, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f16[256,64]{0,1}"} : (tensor<64x256xf16>) -> tensor<256x64xf16>
    %123 = stablehlo.dot_general %121, %122, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf16>, tensor<256x64xf16>) -> tensor<32x64xf16>
    %124 = stablehlo.reshape %123 : (tensor<32x64xf16>) -> tensor<2x16x64xf16>
    %125 = stablehlo.add %76, %124 : tensor<2x16x64xf16>
    return %125 : tensor<2x16x64xf16>
  }
}
