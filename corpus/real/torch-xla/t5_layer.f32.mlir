module @IrToHlo.236 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<64x256xf32>, %arg1: tensor<256x64xf32>, %arg2: tensor<64x64xf32>, %arg3: tensor<64x64xf32>, %arg4: tensor<2x16x64xf32>, %arg5: tensor<64xf32>, %arg6: tensor<32x4xf32>, %arg7: tensor<64x64xf32>, %arg8: tensor<64x64xf32>, %arg9: tensor<64xf32>, %arg10: tensor<256x64xf32>) -> tensor<2x16x64xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<2x16x256xf32>
    %cst_0 = stablehlo.constant dense<0.797884583> : tensor<2x16x256xf32>
    %cst_1 = stablehlo.constant dense<4.471500e-02> : tensor<2x16x256xf32>
    %cst_2 = stablehlo.constant dense<3.000000e+00> : tensor<2x16x256xf32>
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
    %0 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %1 = stablehlo.power %arg4, %cst_12 : tensor<2x16x64xf32>
    %2 = stablehlo.reduce(%1 init: %cst_15) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %3 = stablehlo.multiply %2, %cst_11 : tensor<2x16xf32>
    %4 = stablehlo.reshape %3 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %5 = stablehlo.add %4, %cst_10 : tensor<2x16x1xf32>
    %6 = stablehlo.rsqrt %5 : tensor<2x16x1xf32>
    %7 = stablehlo.reshape %6 : (tensor<2x16x1xf32>) -> tensor<2x16xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %9 = stablehlo.multiply %arg4, %8 : tensor<2x16x64xf32>
    %10 = stablehlo.multiply %0, %9 : tensor<2x16x64xf32>
    %11 = stablehlo.reshape %10 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %12 = stablehlo.transpose %arg8, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,64]{0,1}"} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %13 = stablehlo.dot_general %11, %12, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %14 = stablehlo.reshape %13 : (tensor<32x64xf32>) -> tensor<2x16x4x16xf32>
    %15 = stablehlo.transpose %14, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,16,16]{3,1,2,0}"} : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %16 = stablehlo.reshape %15 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %17 = stablehlo.transpose %arg7, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,64]{0,1}"} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %18 = stablehlo.dot_general %11, %17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %19 = stablehlo.reshape %18 : (tensor<32x64xf32>) -> tensor<2x16x4x16xf32>
    %20 = stablehlo.transpose %19, dims = [0, 2, 3, 1] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %21 = stablehlo.reshape %20 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %22 = stablehlo.dot_general %16, %21, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %23 = stablehlo.reshape %22 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %24 = stablehlo.broadcast_in_dim %c_14, dims = [1] : (tensor<16xi64>) -> tensor<16x16xi64>
    %25 = stablehlo.broadcast_in_dim %c_14, dims = [0] : (tensor<16xi64>) -> tensor<16x16xi64>
    %26 = stablehlo.subtract %24, %25 : tensor<16x16xi64>
    %27 = stablehlo.compare  GT, %26, %c_9 : (tensor<16x16xi64>, tensor<16x16xi64>) -> tensor<16x16xi1>
    %28 = stablehlo.convert %27 : (tensor<16x16xi1>) -> tensor<16x16xi64>
    %29 = stablehlo.multiply %28, %c_8 : tensor<16x16xi64>
    %30 = stablehlo.abs %26 : tensor<16x16xi64>
    %31 = stablehlo.compare  LT, %30, %c_7 : (tensor<16x16xi64>, tensor<16x16xi64>) -> tensor<16x16xi1>
    %32 = stablehlo.convert %30 : (tensor<16x16xi64>) -> tensor<16x16xf32>
    %33 = stablehlo.divide %32, %cst_5 : tensor<16x16xf32>
    %34 = stablehlo.log %33 : tensor<16x16xf32>
    %35 = stablehlo.divide %34, %cst_4 : tensor<16x16xf32>
    %36 = stablehlo.multiply %35, %cst_5 : tensor<16x16xf32>
    %37 = stablehlo.convert %36 : (tensor<16x16xf32>) -> tensor<16x16xi64>
    %38 = stablehlo.add %37, %c_7 : tensor<16x16xi64>
    %39 = stablehlo.clamp %c_6, %38, %c : tensor<16x16xi64>
    %40 = stablehlo.select %31, %30, %39 : tensor<16x16xi1>, tensor<16x16xi64>
    %41 = stablehlo.add %29, %40 : tensor<16x16xi64>
    %42 = stablehlo.reshape %41 : (tensor<16x16xi64>) -> tensor<256xi64>
    %43 = stablehlo.convert %42 : (tensor<256xi64>) -> tensor<256xui32>
    %44 = "stablehlo.gather"(%arg6, %43) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4>}> : (tensor<32x4xf32>, tensor<256xui32>) -> tensor<256x4xf32>
    %45 = stablehlo.reshape %44 : (tensor<256x4xf32>) -> tensor<16x16x4xf32>
    %46 = stablehlo.transpose %45, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[4,16,16]{0,2,1}"} : (tensor<16x16x4xf32>) -> tensor<4x16x16xf32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [1, 2, 3] : (tensor<4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %48 = stablehlo.add %23, %47 : tensor<2x4x16x16xf32>
    %49 = stablehlo.reduce(%48 init: %cst_13) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %51 = stablehlo.subtract %48, %50 : tensor<2x4x16x16xf32>
    %52 = stablehlo.exponential %51 : tensor<2x4x16x16xf32>
    %53 = stablehlo.reduce(%52 init: %cst_15) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %55 = stablehlo.divide %52, %54 : tensor<2x4x16x16xf32>
    %56 = stablehlo.reshape %55 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %57 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,64]{0,1}"} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %58 = stablehlo.dot_general %11, %57, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %59 = stablehlo.reshape %58 : (tensor<32x64xf32>) -> tensor<2x16x4x16xf32>
    %60 = stablehlo.transpose %59, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,16,16]{3,1,2,0}"} : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %61 = stablehlo.reshape %60 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %62 = stablehlo.dot_general %56, %61, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %63 = stablehlo.reshape %62 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %64 = stablehlo.transpose %63, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,16,4,16]{3,1,2,0}"} : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %65 = stablehlo.reshape %64 : (tensor<2x16x4x16xf32>) -> tensor<32x64xf32>
    %66 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,64]{0,1}"} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %67 = stablehlo.dot_general %65, %66, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %68 = stablehlo.reshape %67 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %69 = stablehlo.add %arg4, %68 : tensor<2x16x64xf32>
    %70 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %71 = stablehlo.power %69, %cst_12 : tensor<2x16x64xf32>
    %72 = stablehlo.reduce(%71 init: %cst_15) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %73 = stablehlo.multiply %72, %cst_11 : tensor<2x16xf32>
    %74 = stablehlo.reshape %73 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %75 = stablehlo.add %74, %cst_10 : tensor<2x16x1xf32>
    %76 = stablehlo.rsqrt %75 : tensor<2x16x1xf32>
    %77 = stablehlo.reshape %76 : (tensor<2x16x1xf32>) -> tensor<2x16xf32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %79 = stablehlo.multiply %69, %78 : tensor<2x16x64xf32>
    %80 = stablehlo.multiply %70, %79 : tensor<2x16x64xf32>
    %81 = stablehlo.reshape %80 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %82 = stablehlo.transpose %arg10, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,256]{0,1}"} : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %83 = stablehlo.dot_general %81, %82, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x256xf32>) -> tensor<32x256xf32>
    %84 = stablehlo.reshape %83 : (tensor<32x256xf32>) -> tensor<2x16x256xf32>
    %85 = stablehlo.multiply %84, %cst_3 : tensor<2x16x256xf32>
    %86 = stablehlo.power %84, %cst_2 : tensor<2x16x256xf32>
    %87 = stablehlo.multiply %86, %cst_1 : tensor<2x16x256xf32>
    %88 = stablehlo.add %84, %87 : tensor<2x16x256xf32>
    %89 = stablehlo.multiply %88, %cst_0 : tensor<2x16x256xf32>
    %90 = stablehlo.tanh %89 : tensor<2x16x256xf32>
    %91 = stablehlo.add %90, %cst : tensor<2x16x256xf32>
    %92 = stablehlo.multiply %85, %91 : tensor<2x16x256xf32>
    %93 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,256]{0,1}"} : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %94 = stablehlo.dot_general %81, %93, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x256xf32>) -> tensor<32x256xf32>
    %95 = stablehlo.reshape %94 : (tensor<32x256xf32>) -> tensor<2x16x256xf32>
    %96 = stablehlo.multiply %92, %95 : tensor<2x16x256xf32>
    %97 = stablehlo.reshape %96 : (tensor<2x16x256xf32>) -> tensor<32x256xf32>
    %98 = stablehlo.transpose %arg0, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[256,64]{0,1}"} : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %99 = stablehlo.dot_general %97, %98, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf32>, tensor<256x64xf32>) -> tensor<32x64xf32>
    %100 = stablehlo.reshape %99 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %101 = stablehlo.add %69, %100 : tensor<2x16x64xf32>
    return %101 : tensor<2x16x64xf32>
  }
}
