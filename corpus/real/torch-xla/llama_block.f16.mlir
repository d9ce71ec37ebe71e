module @IrToHlo.209 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<64x256xf16>, %arg1: tensor<256x64xf16>, %arg2: tensor<64x64xf16>, %arg3: tensor<64x64xf16>, %arg4: tensor<2x16x64xf16>, %arg5: tensor<64xf16>, %arg6: tensor<64x64xf16>, %arg7: tensor<64x64xf16>, %arg8: tensor<64xf16>, %arg9: tensor<256x64xf16>) -> tensor<2x16x64xf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<16x16xf16>
    %cst_0 = stablehlo.constant dense<-6.550400e+04> : tensor<16x16xf16>
    %c = stablehlo.constant dense<1> : tensor<16x16xi64>
    %cst_1 = stablehlo.constant dense<4.000000e+00> : tensor<2x4x16x16xf32>
    %cst_2 = stablehlo.constant dense<9.99999997E-7> : tensor<2x16x1xf32>
    %cst_3 = stablehlo.constant dense<1.562500e-02> : tensor<2x16xf32>
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<2x16x64xf32>
    %cst_5 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_6 = stablehlo.constant dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]> : tensor<16xi64>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.convert %arg5 : (tensor<64xf16>) -> tensor<64xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %2 = stablehlo.convert %arg4 : (tensor<2x16x64xf16>) -> tensor<2x16x64xf32>
    %3 = stablehlo.power %2, %cst_4 : tensor<2x16x64xf32>
    %4 = stablehlo.reduce(%3 init: %cst_7) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %5 = stablehlo.multiply %4, %cst_3 : tensor<2x16xf32>
    %6 = stablehlo.reshape %5 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %7 = stablehlo.add %6, %cst_2 : tensor<2x16x1xf32>
    %8 = stablehlo.rsqrt %7 : tensor<2x16x1xf32>
    %9 = stablehlo.reshape %8 : (tensor<2x16x1xf32>) -> tensor<2x16xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %11 = stablehlo.multiply %2, %10 : tensor<2x16x64xf32>
    %12 = stablehlo.convert %11 : (tensor<2x16x64xf32>) -> tensor<2x16x64xf16>
    %13 = stablehlo.convert %12 : (tensor<2x16x64xf16>) -> tensor<2x16x64xf32>
    %14 = stablehlo.multiply %1, %13 : tensor<2x16x64xf32>
    %15 = stablehlo.convert %14 : (tensor<2x16x64xf32>) -> tensor<2x16x64xf16>
    %16 = stablehlo.reshape %15 : (tensor<2x16x64xf16>) -> tensor<32x64xf16>
    %17 = stablehlo.transpose %arg7, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f16[64,64]{0,1}"} : (tensor<64x64xf16>) -> tensor<64x64xf16>
    %18 = stablehlo.dot_general %16, %17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf16>, tensor<64x64xf16>) -> tensor<32x64xf16>
    %19 = stablehlo.reshape %18 : (tensor<32x64xf16>) -> tensor<2x16x4x16xf16>
    %20 = stablehlo.transpose %19, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f16[2,4,16,16]{3,1,2,0}"} : (tensor<2x16x4x16xf16>) -> tensor<2x4x16x16xf16>
    %21 = stablehlo.reshape %20 : (tensor<2x4x16x16xf16>) -> tensor<8x16x16xf16>
    %22 = stablehlo.transpose %arg6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f16[64,64]{0,1}"} : (tensor<64x64xf16>) -> tensor<64x64xf16>
    %23 = stablehlo.dot_general %16, %22, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf16>, tensor<64x64xf16>) -> tensor<32x64xf16>
    %24 = stablehlo.reshape %23 : (tensor<32x64xf16>) -> tensor<2x16x4x16xf16>
    %25 = stablehlo.transpose %24, dims = [0, 2, 3, 1] : (tensor<2x16x4x16xf16>) -> tensor<2x4x16x16xf16>
    %26 = stablehlo.reshape %25 : (tensor<2x4x16x16xf16>) -> tensor<8x16x16xf16>
    %27 = stablehlo.dot_general %21, %26, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf16>, tensor<8x16x16xf16>) -> tensor<8x16x16xf16>
    %28 = stablehlo.reshape %27 : (tensor<8x16x16xf16>) -> tensor<2x4x16x16xf16>
    %29 = stablehlo.convert %28 : (tensor<2x4x16x16xf16>) -> tensor<2x4x16x16xf32>
    %30 = stablehlo.divide %29, %cst_1 : tensor<2x4x16x16xf32>
    %31 = stablehlo.convert %30 : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf16>
    %32 = stablehlo.broadcast_in_dim %c_6, dims = [1] : (tensor<16xi64>) -> tensor<16x16xi64>
    %33 = stablehlo.broadcast_in_dim %c_6, dims = [0] : (tensor<16xi64>) -> tensor<16x16xi64>
    %34 = stablehlo.subtract %32, %33 : tensor<16x16xi64>
    %35 = stablehlo.compare  GE, %34, %c : (tensor<16x16xi64>, tensor<16x16xi64>) -> tensor<16x16xi1>
    %36 = stablehlo.select %35, %cst_0, %cst : tensor<16x16xi1>, tensor<16x16xf16>
    %37 = stablehlo.broadcast_in_dim %36, dims = [2, 3] : (tensor<16x16xf16>) -> tensor<2x4x16x16xf16>
    %38 = stablehlo.add %31, %37 : tensor<2x4x16x16xf16>
    %39 = stablehlo.convert %38 : (tensor<2x4x16x16xf16>) -> tensor<2x4x16x16xf32>
    %40 = stablehlo.reduce(%39 init: %cst_5) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %42 = stablehlo.subtract %39, %41 : tensor<2x4x16x16xf32>
    %43 = stablehlo.exponential %42 : tensor<2x4x16x16xf32>
    %44 = stablehlo.reduce(%43 init: %cst_7) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %46 = stablehlo.divide %43, %45 : tensor<2x4x16x16xf32>
    %47 = stablehlo.convert %46 : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf16>
    %48 = stablehlo.reshape %47 : (tensor<2x4x16x16xf16>) -> tensor<8x16x16xf16>
    %49 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f16[64,64]{0,1}"} : (tensor<64x64xf16>) -> tensor<64x64xf16>
    %50 = stablehlo.dot_general %16, %49, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf16>, tensor<64x64xf16>) -> tensor<32x64xf16>
    %51 = stablehlo.reshape %50 : (tensor<32x64xf16>) -> tensor<2x16x4x16xf16>
    %52 = stablehlo.transpose %51, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f16[2,4,16,16]{3,1,2,0}"} : (tensor<2x16x4x16xf16>) -> tensor<2x4x16x16xf16>
    %53 = stablehlo.reshape %52 : (tensor<2x4x16x16xf16>) -> tensor<8x16x16xf16>
    %54 = stablehlo.dot_general %48, %53, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf16>, tensor<8x16x16xf16>) -> tensor<8x16x16xf16>
    %55 = stablehlo.reshape %54 : (tensor<8x16x16xf16>) -> tensor<2x4x16x16xf16>
    %56 = stablehlo.transpose %55, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f16[2,16,4,16]{3,1,2,0}"} : (tensor<2x4x16x16xf16>) -> tensor<2x16x4x16xf16>
    %57 = stablehlo.reshape %56 : (tensor<2x16x4x16xf16>) -> tensor<32x64xf16>
    %58 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f16[64,64]{0,1}"} : (tensor<64x64xf16>) -> tensor<64x64xf16>
    %59 = stablehlo.dot_general %57, %58, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf16>, tensor<64x64xf16>) -> tensor<32x64xf16>
    %60 = stablehlo.reshape %59 : (tensor<32x64xf16>) -> tensor<2x16x64xf16>
    %61 = stablehlo.add %arg4, %60 : tensor<2x16x64xf16>
    %62 = stablehlo.convert %arg8 : (tensor<64xf16>) -> tensor<64xf32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %64 = stablehlo.convert %61 : (tensor<2x16x64xf16>) -> tensor<2x16x64xf32>
    %65 = stablehlo.power %64, %cst_4 : tensor<2x16x64xf32>
    %66 = stablehlo.reduce(%65 init: %cst_7) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %67 = stablehlo.multiply %66, %cst_3 : tensor<2x16xf32>
    %68 = stablehlo.reshape %67 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %69 = stablehlo.add %68, %cst_2 : tensor<2x16x1xf32>
    %70 = stablehlo.rsqrt %69 : tensor<2x16x1xf32>
    %71 = stablehlo.reshape %70 : (tensor<2x16x1xf32>) -> tensor<2x16xf32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %73 = stablehlo.multiply %64, %72 : tensor<2x16x64xf32>
    %74 = stablehlo.convert %73 : (tensor<2x16x64xf32>) -> tensor<2x16x64xf16>
    %75 = stablehlo.convert %74 : (tensor<2x16x64xf16>) -> tensor<2x16x64xf32>
    %76 = stablehlo.multiply %63, %75 : tensor<2x16x64xf32>
    %77 = stablehlo.convert %76 : (tensor<2x16x64xf32>) -> tensor<2x16x64xf16>
    %78 = stablehlo.reshape %77 : (tensor<2x16x64xf16>) -> tensor<32x64xf16>
    %79 = stablehlo.transpose %arg9, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f16[64,256]{0,1}"} : (tensor<256x64xf16>) -> tensor<64x256xf16>
    %80 = stablehlo.dot_general %78, %79, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf16>, tensor<64x256xf16>) -> tensor<32x256xf16>
    %81 = stablehlo.reshape %80 : (tensor<32x256xf16>) -> tensor<2x16x256xf16>
    %82 = stablehlo.convert %81 : (tensor<2x16x256xf16>) -> tensor<2x16x256xf32>
    %83 = stablehlo.logistic %82 : tensor<2x16x256xf32>
    %84 = stablehlo.multiply %82, %83 : tensor<2x16x256xf32>
    %85 = stablehlo.convert %84 : (tensor<2x16x256xf32>) -> tensor<2x16x256xf16>
    %86 = stablehlo.convert %85 : (tensor<2x16x256xf16>) -> tensor<2x16x256xf32>
    %87 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f16[64,256]{0,1}"} : (tensor<256x64xf16>) -> tensor<64x256xf16>
    %88 = stablehlo.dot_general %78, %87, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf16>, tensor<64x256xf16>) -> tensor<32x256xf16>
    %89 = stablehlo.reshape %88 : (tensor<32x256xf16>) -> tensor<2x16x256xf16>
    %90 = stablehlo.convert %89 : (tensor<2x16x256xf16>) -> tensor<2x16x256xf32>
    %91 = stablehlo.multiply %86, %90 : tensor<2x16x256xf32>
    %92 = stablehlo.convert %91 : (tensor<2x16x256xf32>) -> tensor<2x16x256xf16>
    %93 = stablehlo.reshape %92 : (tensor<2x16x256xf16>) -> tensor<32x256xf16>
    %94 = stablehlo.transpose %arg0, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f16[256,64]{0,1}"} : (tensor<64x256xf16>) -> tensor<256x64xf16>
    %95 = stablehlo.dot_general %93, %94, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf16>, tensor<256x64xf16>) -> tensor<32x64xf16>
    %96 = stablehlo.reshape %95 : (tensor<32x64xf16>) -> tensor<2x16x64xf16>
    %97 = stablehlo.add %61, %96 : tensor<2x16x64xf16>
    return %97 : tensor<2x16x64xf16>
  }
}
