module @IrToHlo.235 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<64xf16>, %arg1: tensor<64x256xf16>, %arg2: tensor<256xf16>, %arg3: tensor<256x64xf16>, %arg4: tensor<64xf16>, %arg5: tensor<64xf16>, %arg6: tensor<64x64xf16>, %arg7: tensor<192xf16>, %arg8: tensor<192x64xf16>, %arg9: tensor<64xf16>, %arg10: tensor<2x16x64xf16>, %arg11: tensor<64xf16>, %arg12: tensor<i1>, %arg13: tensor<64xf16>) -> tensor<2x16x64xf16> {
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<2x16x256xf16>
    %cst_0 = stablehlo.constant dense<4.470830e-02> : tensor<2x16x256xf16>
    %cst_1 = stablehlo.constant dense<7.978520e-01> : tensor<2x16x256xf16>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<2x16x256xf16>
    %cst_3 = stablehlo.constant dense<5.000000e-01> : tensor<2x16x256xf16>
    %cst_4 = stablehlo.constant dense<4.000000e+00> : tensor<2x4x16x16xf32>
    %cst_5 = stablehlo.constant dense<0xFC00> : tensor<2x4x16x16xf16>
    %c = stablehlo.constant dense<0> : tensor<16x16xi64>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<32xf16>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<32xf16>
    %cst_8 = stablehlo.constant dense<0xFC00> : tensor<f16>
    %c_9 = stablehlo.constant dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]> : tensor<16xi64>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f16>
    %0 = stablehlo.reshape %arg10 : (tensor<2x16x64xf16>) -> tensor<1x32x64xf16>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%0, %cst_7, %cst_6) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x32x64xf16>, tensor<32xf16>, tensor<32xf16>) -> (tensor<1x32x64xf16>, tensor<32xf16>, tensor<32xf16>)
    %1 = stablehlo.broadcast_in_dim %c_9, dims = [1] : (tensor<16xi64>) -> tensor<16x16xi64>
    %2 = stablehlo.broadcast_in_dim %c_9, dims = [0] : (tensor<16xi64>) -> tensor<16x16xi64>
    %3 = stablehlo.subtract %1, %2 : tensor<16x16xi64>
    %4 = stablehlo.compare  LE, %3, %c : (tensor<16x16xi64>, tensor<16x16xi64>) -> tensor<16x16xi1>
    %5 = stablehlo.broadcast_in_dim %arg12, dims = [] : (tensor<i1>) -> tensor<16x16xi1>
    %6 = stablehlo.and %4, %5 : tensor<16x16xi1>
    %7 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<64xf16>) -> tensor<2x16x64xf16>
    %8 = stablehlo.reshape %output : (tensor<1x32x64xf16>) -> tensor<2x16x64xf16>
    %9 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<64xf16>) -> tensor<2x16x64xf16>
    %10 = stablehlo.multiply %8, %9 : tensor<2x16x64xf16>
    %11 = stablehlo.add %7, %10 : tensor<2x16x64xf16>
    %12 = stablehlo.reshape %11 : (tensor<2x16x64xf16>) -> tensor<32x64xf16>
    %13 = stablehlo.transpose %arg8, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f16[64,192]{0,1}"} : (tensor<192x64xf16>) -> tensor<64x192xf16>
    %14 = stablehlo.dot_general %12, %13, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf16>, tensor<64x192xf16>) -> tensor<32x192xf16>
    %15 = stablehlo.broadcast_in_dim %arg7, dims = [1] : (tensor<192xf16>) -> tensor<32x192xf16>
    %16 = stablehlo.add %14, %15 : tensor<32x192xf16>
    %17 = stablehlo.reshape %16 : (tensor<32x192xf16>) -> tensor<2x16x192xf16>
    %18 = stablehlo.slice %17 [0:2, 0:16, 0:64] : (tensor<2x16x192xf16>) -> tensor<2x16x64xf16>
    %19 = stablehlo.reshape %18 : (tensor<2x16x64xf16>) -> tensor<2x16x4x16xf16>
    %20 = stablehlo.transpose %19, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f16[2,4,16,16]{3,1,2,0}"} : (tensor<2x16x4x16xf16>) -> tensor<2x4x16x16xf16>
    %21 = stablehlo.reshape %20 : (tensor<2x4x16x16xf16>) -> tensor<8x16x16xf16>
    %22 = stablehlo.slice %17 [0:2, 0:16, 64:128] : (tensor<2x16x192xf16>) -> tensor<2x16x64xf16>
    %23 = stablehlo.reshape %22 : (tensor<2x16x64xf16>) -> tensor<2x16x4x16xf16>
    %24 = stablehlo.transpose %23, dims = [0, 2, 3, 1] : (tensor<2x16x4x16xf16>) -> tensor<2x4x16x16xf16>
    %25 = stablehlo.reshape %24 : (tensor<2x4x16x16xf16>) -> tensor<8x16x16xf16>
    %26 = stablehlo.dot_general %21, %25, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf16>, tensor<8x16x16xf16>) -> tensor<8x16x16xf16>
    %27 = stablehlo.reshape %26 : (tensor<8x16x16xf16>) -> tensor<2x4x16x16xf16>
    %28 = stablehlo.convert %27 : (tensor<2x4x16x16xf16>) -> tensor<2x4x16x16xf32>
    %29 = stablehlo.divide %28, %cst_4 : tensor<2x4x16x16xf32>
    %30 = stablehlo.convert %29 : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf16>
    %31 = stablehlo.broadcast_in_dim %6, dims = [2, 3] : (tensor<16x16xi1>) -> tensor<2x4x16x16xi1>
    %32 = stablehlo.select %31, %30, %cst_5 : tensor<2x4x16x16xi1>, tensor<2x4x16x16xf16>
    %33 = stablehlo.reduce(%32 init: %cst_8) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf16>, tensor<f16>) -> tensor<2x4x16xf16>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2] : (tensor<2x4x16xf16>) -> tensor<2x4x16x16xf16>
    %35 = stablehlo.subtract %32, %34 : tensor<2x4x16x16xf16>
    %36 = stablehlo.exponential %35 : tensor<2x4x16x16xf16>
    %37 = stablehlo.reduce(%36 init: %cst_10) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf16>, tensor<f16>) -> tensor<2x4x16xf16>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2] : (tensor<2x4x16xf16>) -> tensor<2x4x16x16xf16>
    %39 = stablehlo.divide %36, %38 : tensor<2x4x16x16xf16>
    %40 = stablehlo.reshape %39 : (tensor<2x4x16x16xf16>) -> tensor<8x16x16xf16>
    %41 = stablehlo.slice %17 [0:2, 0:16, 128:192] : (tensor<2x16x192xf16>) -> tensor<2x16x64xf16>
    %42 = stablehlo.reshape %41 : (tensor<2x16x64xf16>) -> tensor<2x16x4x16xf16>
    %43 = stablehlo.transpose %42, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f16[2,4,16,16]{3,1,2,0}"} : (tensor<2x16x4x16xf16>) -> tensor<2x4x16x16xf16>
    %44 = stablehlo.reshape %43 : (tensor<2x4x16x16xf16>) -> tensor<8x16x16xf16>
    %45 = stablehlo.dot_general %40, %44, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf16>, tensor<8x16x16xf16>) -> tensor<8x16x16xf16>
    %46 = stablehlo.reshape %45 : (tensor<8x16x16xf16>) -> tensor<2x4x16x16xf16>
    %47 = stablehlo.transpose %46, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f16[2,16,4,16]{3,1,2,0}"} : (tensor<2x4x16x16xf16>) -> tensor<2x16x4x16xf16>
    %48 = stablehlo.reshape %47 : (tensor<2x16x4x16xf16>) -> tensor<32x64xf16>
    %49 = stablehlo.transpose %arg6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f16[64,64]{0,1}"} : (tensor<64x64xf16>) -> tensor<64x64xf16>
    %50 = stablehlo.dot_general %48, %49, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf16>, tensor<64x64xf16>) -> tensor<32x64xf16>
    %51 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<64xf16>) -> tensor<32x64xf16>
    %52 = stablehlo.add %50, %51 : tensor<32x64xf16>
    %53 = stablehlo.reshape %52 : (tensor<32x64xf16>) -> tensor<2x16x64xf16>
    %54 = stablehlo.add %arg10, %53 : tensor<2x16x64xf16>
    %55 = stablehlo.reshape %54 : (tensor<2x16x64xf16>) -> tensor<1x32x64xf16>
    %output_11, %batch_mean_12, %batch_var_13 = "stablehlo.batch_norm_training"(%55, %cst_7, %cst_6) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x32x64xf16>, tensor<32xf16>, tensor<32xf16>) -> (tensor<1x32x64xf16>, tensor<32xf16>, tensor<32xf16>)
    %56 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<64xf16>) -> tensor<2x16x64xf16>
    %57 = stablehlo.reshape %output_11 : (tensor<1x32x64xf16>) -> tensor<2x16x64xf16>
    %58 = stablehlo.broadcast_in_dim %arg4, dims = [2] : (tensor<64xf16>) -> tensor<2x16x64xf16>
    %59 = stablehlo.multiply %57, %58 : tensor<2x16x64xf16>
    %60 = stablehlo.add %56, %59 : tensor<2x16x64xf16>
    %61 = stablehlo.reshape %60 : (tensor<2x16x64xf16>) -> tensor<32x64xf16>
    %62 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f16[64,256]{0,1}"} : (tensor<256x64xf16>) -> tensor<64x256xf16>
    %63 = stablehlo.dot_general %61, %62, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf16>, tensor<64x256xf16>) -> tensor<32x256xf16>
    %64 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<256xf16>) -> tensor<32x256xf16>
    %65 = stablehlo.add %63, %64 : tensor<32x256xf16>
    %66 = stablehlo.reshape %65 : (tensor<32x256xf16>) -> tensor<2x16x256xf16>
    %67 = stablehlo.multiply %66, %cst_3 : tensor<2x16x256xf16>
    %68 = stablehlo.power %66, %cst : tensor<2x16x256xf16>
    %69 = stablehlo.multiply %68, %cst_0 : tensor<2x16x256xf16>
    %70 = stablehlo.add %66, %69 : tensor<2x16x256xf16>
    %71 = stablehlo.multiply %70, %cst_1 : tensor<2x16x256xf16>
    %72 = stablehlo.tanh %71 : tensor<2x16x256xf16>
    %73 = stablehlo.add %72, %cst_2 : tensor<2x16x256xf16>
    %74 = stablehlo.multiply %67, %73 : tensor<2x16x256xf16>
    %75 = stablehlo.reshape %74 : (tensor<2x16x256xf16>) -> tensor<32x256xf16>
    %76 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f16[256,64]{0,1}"} : (tensor<64x256xf16>) -> tensor<256x64xf16>
    %77 = stablehlo.dot_general %75, %76, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf16>, tensor<256x64xf16>) -> tensor<32x64xf16>
    %78 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<64xf16>) -> tensor<32x64xf16>
    %79 = stablehlo.add %77, %78 : tensor<32x64xf16>
    %80 = stablehlo.reshape %79 : (tensor<32x64xf16>) -> tensor<2x16x64xf16>
    %81 = stablehlo.add %54, %80 : tensor<2x16x64xf16>
    return %81 : tensor<2x16x64xf16>
  }
}
