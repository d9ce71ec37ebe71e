module @IrToHlo.190 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<64x256xf32>, %arg1: tensor<256x64xf32>, %arg2: tensor<64x64xf32>, %arg3: tensor<64x64xf32>, %arg4: tensor<2x16x64xf32>, %arg5: tensor<64xf32>, %arg6: tensor<64x64xf32>, %arg7: tensor<64x64xf32>, %arg8: tensor<64xf32>, %arg9: tensor<256x64xf32>) -> tensor<2x16x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<16x16xf32>
    %cst_0 = stablehlo.constant dense<-3.40282347E+38> : tensor<16x16xf32>
    %c = stablehlo.constant dense<1> : tensor<16x16xi64>
    %cst_1 = stablehlo.constant dense<4.000000e+00> : tensor<2x4x16x16xf32>
    %cst_2 = stablehlo.constant dense<9.99999997E-7> : tensor<2x16x1xf32>
    %cst_3 = stablehlo.constant dense<1.562500e-02> : tensor<2x16xf32>
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<2x16x64xf32>
    %cst_5 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_6 = stablehlo.constant dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]> : tensor<16xi64>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %1 = stablehlo.power %arg4, %cst_4 : tensor<2x16x64xf32>
    %2 = stablehlo.reduce(%1 init: %cst_7) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %3 = stablehlo.multiply %2, %cst_3 : tensor<2x16xf32>
    %4 = stablehlo.reshape %3 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %5 = stablehlo.add %4, %cst_2 : tensor<2x16x1xf32>
    %6 = stablehlo.rsqrt %5 : tensor<2x16x1xf32>
    %7 = stablehlo.reshape %6 : (tensor<2x16x1xf32>) -> tensor<2x16xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %9 = stablehlo.multiply %arg4, %8 : tensor<2x16x64xf32>
    %10 = stablehlo.multiply %0, %9 : tensor<2x16x64xf32>
    %11 = stablehlo.reshape %10 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %12 = stablehlo.transpose %arg7, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,64]{0,1}"} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %13 = stablehlo.dot_general %11, %12, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %14 = stablehlo.reshape %13 : (tensor<32x64xf32>) -> tensor<2x16x4x16xf32>
    %15 = stablehlo.transpose %14, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,16,16]{3,1,2,0}"} : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %16 = stablehlo.reshape %15 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %17 = stablehlo.transpose %arg6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,64]{0,1}"} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %18 = stablehlo.dot_general %11, %17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %19 = stablehlo.reshape %18 : (tensor<32x64xf32>) -> tensor<2x16x4x16xf32>
    %20 = stablehlo.transpose %19, dims = [0, 2, 3, 1] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %21 = stablehlo.reshape %20 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %22 = stablehlo.dot_general %16, %21, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %23 = stablehlo.reshape %22 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %24 = stablehlo.divide %23, %cst_1 : tensor<2x4x16x16xf32>
    %25 = stablehlo.broadcast_in_dim %c_6, dims = [1] : (tensor<16xi64>) -> tensor<16x16xi64>
    %26 = stablehlo.broadcast_in_dim %c_6, dims = [0] : (tensor<16xi64>) -> tensor<16x16xi64>
    %27 = stablehlo.subtract %25, %26 : tensor<16x16xi64>
    %28 = stablehlo.compare  GE, %27, %c : (tensor<16x16xi64>, tensor<16x16xi64>) -> tensor<16x16xi1>
    %29 = stablehlo.select %28, %cst_0, %cst : tensor<16x16xi1>, tensor<16x16xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [2, 3] : (tensor<16x16xf32>) -> tensor<2x4x16x16xf32>
    %31 = stablehlo.add %24, %30 : tensor<2x4x16x16xf32>
    %32 = stablehlo.reduce(%31 init: %cst_5) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %34 = stablehlo.subtract %31, %33 : tensor<2x4x16x16xf32>
    %35 = stablehlo.exponential %34 : tensor<2x4x16x16xf32>
    %36 = stablehlo.reduce(%35 init: %cst_7) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %38 = stablehlo.divide %35, %37 : tensor<2x4x16x16xf32>
    %39 = stablehlo.reshape %38 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %40 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,64]{0,1}"} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %41 = stablehlo.dot_general %11, %40, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %42 = stablehlo.reshape %41 : (tensor<32x64xf32>) -> tensor<2x16x4x16xf32>
    %43 = stablehlo.transpose %42, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,16,16]{3,1,2,0}"} : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %44 = stablehlo.reshape %43 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %45 = stablehlo.dot_general %39, %44, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %46 = stablehlo.reshape %45 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %47 = stablehlo.transpose %46, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,16,4,16]{3,1,2,0}"} : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %48 = stablehlo.reshape %47 : (tensor<2x16x4x16xf32>) -> tensor<32x64xf32>
    %49 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,64]{0,1}"} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %50 = stablehlo.dot_general %48, %49, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %51 = stablehlo.reshape %50 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %52 = stablehlo.add %arg4, %51 : tensor<2x16x64xf32>
    %53 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %54 = stablehlo.power %52, %cst_4 : tensor<2x16x64xf32>
    %55 = stablehlo.reduce(%54 init: %cst_7) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %56 = stablehlo.multiply %55, %cst_3 : tensor<2x16xf32>
    %57 = stablehlo.reshape %56 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %58 = stablehlo.add %57, %cst_2 : tensor<2x16x1xf32>
    %59 = stablehlo.rsqrt %58 : tensor<2x16x1xf32>
    %60 = stablehlo.reshape %59 : (tensor<2x16x1xf32>) -> tensor<2x16xf32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %62 = stablehlo.multiply %52, %61 : tensor<2x16x64xf32>
    %63 = stablehlo.multiply %53, %62 : tensor<2x16x64xf32>
    %64 = stablehlo.reshape %63 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %65 = stablehlo.transpose %arg9, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,256]{0,1}"} : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %66 = stablehlo.dot_general %64, %65, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x256xf32>) -> tensor<32x256xf32>
    %67 = stablehlo.reshape %66 : (tensor<32x256xf32>) -> tensor<2x16x256xf32>
    %68 = stablehlo.logistic %67 : tensor<2x16x256xf32>
    %69 = stablehlo.multiply %67, %68 : tensor<2x16x256xf32>
    %70 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,256]{0,1}"} : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %71 = stablehlo.dot_general %64, %70, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x256xf32>) -> tensor<32x256xf32>
    %72 = stablehlo.reshape %71 : (tensor<32x256xf32>) -> tensor<2x16x256xf32>
    %73 = stablehlo.multiply %69, %72 : tensor<2x16x256xf32>
    %74 = stablehlo.reshape %73 : (tensor<2x16x256xf32>) -> tensor<32x256xf32>
    %75 = stablehlo.transpose %arg0, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[256,64]{0,1}"} : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %76 = stablehlo.dot_general %74, %75, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf32>, tensor<256x64xf32>) -> tensor<32x64xf32>
    %77 = stablehlo.reshape %76 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %78 = stablehlo.add %52, %77 : tensor<2x16x64xf32>
    return %78 : tensor<2x16x64xf32>
  }
}
