module @IrToHlo.233 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<64xf32>, %arg1: tensor<64x256xf32>, %arg2: tensor<256xf32>, %arg3: tensor<256x64xf32>, %arg4: tensor<64xf32>, %arg5: tensor<64xf32>, %arg6: tensor<64x64xf32>, %arg7: tensor<192xf32>, %arg8: tensor<192x64xf32>, %arg9: tensor<64xf32>, %arg10: tensor<2x16x64xf32>, %arg11: tensor<64xf32>, %arg12: tensor<i1>, %arg13: tensor<64xf32>) -> tensor<2x16x64xf32> {
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<2x16x256xf32>
    %cst_0 = stablehlo.constant dense<4.471500e-02> : tensor<2x16x256xf32>
    %cst_1 = stablehlo.constant dense<0.797884583> : tensor<2x16x256xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<2x16x256xf32>
    %cst_3 = stablehlo.constant dense<5.000000e-01> : tensor<2x16x256xf32>
    %cst_4 = stablehlo.constant dense<4.000000e+00> : tensor<2x4x16x16xf32>
    %cst_5 = stablehlo.constant dense<0xFF800000> : tensor<2x4x16x16xf32>
    %c = stablehlo.constant dense<0> : tensor<16x16xi64>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<32xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<32xf32>
    %cst_8 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_9 = stablehlo.constant dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]> : tensor<16xi64>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reshape %arg10 : (tensor<2x16x64xf32>) -> tensor<1x32x64xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%0, %cst_7, %cst_6) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x32x64xf32>, tensor<32xf32>, tensor<32xf32>) -> (tensor<1x32x64xf32>, tensor<32xf32>, tensor<32xf32>)
    %1 = stablehlo.broadcast_in_dim %c_9, dims = [1] : (tensor<16xi64>) -> tensor<16x16xi64>
    %2 = stablehlo.broadcast_in_dim %c_9, dims = [0] : (tensor<16xi64>) -> tensor<16x16xi64>
    %3 = stablehlo.subtract %1, %2 : tensor<16x16xi64>
    %4 = stablehlo.compare  LE, %3, %c : (tensor<16x16xi64>, tensor<16x16xi64>) -> tensor<16x16xi1>
    %5 = stablehlo.broadcast_in_dim %arg12, dims = [] : (tensor<i1>) -> tensor<16x16xi1>
    %6 = stablehlo.and %4, %5 : tensor<16x16xi1>
    %7 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %8 = stablehlo.reshape %output : (tensor<1x32x64xf32>) -> tensor<2x16x64xf32>
    %9 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %10 = stablehlo.multiply %8, %9 : tensor<2x16x64xf32>
    %11 = stablehlo.add %7, %10 : tensor<2x16x64xf32>
    %12 = stablehlo.reshape %11 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %13 = stablehlo.transpose %arg8, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,192]{0,1}"} : (tensor<192x64xf32>) -> tensor<64x192xf32>
    %14 = stablehlo.dot_general %12, %13, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x192xf32>) -> tensor<32x192xf32>
    %15 = stablehlo.broadcast_in_dim %arg7, dims = [1] : (tensor<192xf32>) -> tensor<32x192xf32>
    %16 = stablehlo.add %14, %15 : tensor<32x192xf32>
    %17 = stablehlo.reshape %16 : (tensor<32x192xf32>) -> tensor<2x16x192xf32>
    %18 = stablehlo.slice %17 [0:2, 0:16, 0:64] : (tensor<2x16x192xf32>) -> tensor<2x16x64xf32>
    %19 = stablehlo.reshape %18 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %20 = stablehlo.transpose %19, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,16,16]{3,1,2,0}"} : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %21 = stablehlo.reshape %20 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %22 = stablehlo.slice %17 [0:2, 0:16, 64:128] : (tensor<2x16x192xf32>) -> tensor<2x16x64xf32>
    %23 = stablehlo.reshape %22 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %24 = stablehlo.transpose %23, dims = [0, 2, 3, 1] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %25 = stablehlo.reshape %24 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %26 = stablehlo.dot_general %21, %25, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %27 = stablehlo.reshape %26 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %28 = stablehlo.divide %27, %cst_4 : tensor<2x4x16x16xf32>
    %29 = stablehlo.broadcast_in_dim %6, dims = [2, 3] : (tensor<16x16xi1>) -> tensor<2x4x16x16xi1>
    %30 = stablehlo.select %29, %28, %cst_5 : tensor<2x4x16x16xi1>, tensor<2x4x16x16xf32>
    %31 = stablehlo.reduce(%30 init: %cst_8) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %33 = stablehlo.subtract %30, %32 : tensor<2x4x16x16xf32>
    %34 = stablehlo.exponential %33 : tensor<2x4x16x16xf32>
    %35 = stablehlo.reduce(%34 init: %cst_10) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %37 = stablehlo.divide %34, %36 : tensor<2x4x16x16xf32>
    %38 = stablehlo.reshape %37 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %39 = stablehlo.slice %17 [0:2, 0:16, 128:192] : (tensor<2x16x192xf32>) -> tensor<2x16x64xf32>
    %40 = stablehlo.reshape %39 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %41 = stablehlo.transpose %40, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,16,16]{3,1,2,0}"} : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %42 = stablehlo.reshape %41 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %43 = stablehlo.dot_general %38, %42, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %44 = stablehlo.reshape %43 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %45 = stablehlo.transpose %44, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,16,4,16]{3,1,2,0}"} : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %46 = stablehlo.reshape %45 : (tensor<2x16x4x16xf32>) -> tensor<32x64xf32>
    %47 = stablehlo.transpose %arg6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,64]{0,1}"} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %48 = stablehlo.dot_general %46, %47, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %49 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<64xf32>) -> tensor<32x64xf32>
    %50 = stablehlo.add %48, %49 : tensor<32x64xf32>
    %51 = stablehlo.reshape %50 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %52 = stablehlo.add %arg10, %51 : tensor<2x16x64xf32>
    %53 = stablehlo.reshape %52 : (tensor<2x16x64xf32>) -> tensor<1x32x64xf32>
    %output_11, %batch_mean_12, %batch_var_13 = "stablehlo.batch_norm_training"(%53, %cst_7, %cst_6) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x32x64xf32>, tensor<32xf32>, tensor<32xf32>) -> (tensor<1x32x64xf32>, tensor<32xf32>, tensor<32xf32>)
    %54 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %55 = stablehlo.reshape %output_11 : (tensor<1x32x64xf32>) -> tensor<2x16x64xf32>
    %56 = stablehlo.broadcast_in_dim %arg4, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %57 = stablehlo.multiply %55, %56 : tensor<2x16x64xf32>
    %58 = stablehlo.add %54, %57 : tensor<2x16x64xf32>
    %59 = stablehlo.reshape %58 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %60 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,256]{0,1}"} : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %61 = stablehlo.dot_general %59, %60, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x256xf32>) -> tensor<32x256xf32>
    %62 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<256xf32>) -> tensor<32x256xf32>
    %63 = stablehlo.add %61, %62 : tensor<32x256xf32>
    %64 = stablehlo.reshape %63 : (tensor<32x256xf32>) -> tensor<2x16x256xf32>
    %65 = stablehlo.multiply %64, %cst_3 : tensor<2x16x256xf32>
    %66 = stablehlo.power %64, %cst : tensor<2x16x256xf32>
    %67 = stablehlo.multiply %66, %cst_0 : tensor<2x16x256xf32>
    %68 = stablehlo.add %64, %67 : tensor<2x16x256xf32>
    %69 = stablehlo.multiply %68, %cst_1 : tensor<2x16x256xf32>
    %70 = stablehlo.tanh %69 : tensor<2x16x256xf32>
    %71 = stablehlo.add %70, %cst_2 : tensor<2x16x256xf32>
    %72 = stablehlo.multiply %65, %71 : tensor<2x16x256xf32>
    %73 = stablehlo.reshape %72 : (tensor<2x16x256xf32>) -> tensor<32x256xf32>
    %74 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[256,64]{0,1}"} : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %75 = stablehlo.dot_general %73, %74, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf32>, tensor<256x64xf32>) -> tensor<32x64xf32>
    %76 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<64xf32>) -> tensor<32x64xf32>
    %77 = stablehlo.add %75, %76 : tensor<32x64xf32>
    %78 = stablehlo.reshape %77 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %79 = stablehlo.add %52, %78 : tensor<2x16x64xf32>
    return %79 : tensor<2x16x64xf32>
  }
}
