module @IrToHlo.192 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<64xf16>, %arg1: tensor<64xf16>, %arg2: tensor<64x256xf16>, %arg3: tensor<256xf16>, %arg4: tensor<256x64xf16>, %arg5: tensor<64xf16>, %arg6: tensor<64xf16>, %arg7: tensor<64x64xf16>, %arg8: tensor<192xf16>, %arg9: tensor<192x64xf16>, %arg10: tensor<2x16x64xf16>, %arg11: tensor<64xf16>, %arg12: tensor<64xf16>) -> tensor<2x16x64xf16> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<2x16x256xf16>
    %cst_0 = stablehlo.constant dense<7.070310e-01> : tensor<2x16x256xf16>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<2x16x256xf16>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<32xf16>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<32xf16>
    %cst_4 = stablehlo.constant dense<4.000000e+00> : tensor<2x4x16x16xf32>
    %cst_5 = stablehlo.constant dense<0xFC00> : tensor<f16>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f16>
    %0 = stablehlo.reshape %arg10 : (tensor<2x16x64xf16>) -> tensor<32x64xf16>
    %1 = stablehlo.transpose %arg9, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f16[64,192]{0,1}"} : (tensor<192x64xf16>) -> tensor<64x192xf16>
    %2 = stablehlo.dot_general %0, %1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf16>, tensor<64x192xf16>) -> tensor<32x192xf16>
    %3 = stablehlo.broadcast_in_dim %arg8, dims = [1] : (tensor<192xf16>) -> tensor<32x192xf16>
    %4 = stablehlo.add %2, %3 : tensor<32x192xf16>
    %5 = stablehlo.reshape %4 : (tensor<32x192xf16>) -> tensor<2x16x192xf16>
    %6 = stablehlo.slice %5 [0:2, 0:16, 0:64] : (tensor<2x16x192xf16>) -> tensor<2x16x64xf16>
    %7 = stablehlo.reshape %6 : (tensor<2x16x64xf16>) -> tensor<2x16x4x16xf16>
    %8 = stablehlo.transpose %7, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f16[2,4,16,16]{3,1,2,0}"} : (tensor<2x16x4x16xf16>) -> tensor<2x4x16x16xf16>
    %9 = stablehlo.reshape %8 : (tensor<2x4x16x16xf16>) -> tensor<8x16x16xf16>
    %10 = stablehlo.slice %5 [0:2, 0:16, 64:128] : (tensor<2x16x192xf16>) -> tensor<2x16x64xf16>
    %11 = stablehlo.reshape %10 : (tensor<2x16x64xf16>) -> tensor<2x16x4x16xf16>
    %12 = stablehlo.transpose %11, dims = [0, 2, 3, 1] : (tensor<2x16x4x16xf16>) -> tensor<2x4x16x16xf16>
    %13 = stablehlo.reshape %12 : (tensor<2x4x16x16xf16>) -> tensor<8x16x16xf16>
    %14 = stablehlo.dot_general %9, %13, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf16>, tensor<8x16x16xf16>) -> tensor<8x16x16xf16>
    %15 = stablehlo.reshape %14 : (tensor<8x16x16xf16>) -> tensor<2x4x16x16xf16>
    %16 = stablehlo.convert %15 : (tensor<2x4x16x16xf16>) -> tensor<2x4x16x16xf32>
    %17 = stablehlo.divide %16, %cst_4 : tensor<2x4x16x16xf32>
    %18 = stablehlo.convert %17 : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf16>
    %19 = stablehlo.reduce(%18 init: %cst_5) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf16>, tensor<f16>) -> tensor<2x4x16xf16>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2] : (tensor<2x4x16xf16>) -> tensor<2x4x16x16xf16>
    %21 = stablehlo.subtract %18, %20 : tensor<2x4x16x16xf16>
    %22 = stablehlo.exponential %21 : tensor<2x4x16x16xf16>
    %23 = stablehlo.reduce(%22 init: %cst_6) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf16>, tensor<f16>) -> tensor<2x4x16xf16>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2] : (tensor<2x4x16xf16>) -> tensor<2x4x16x16xf16>
    %25 = stablehlo.divide %22, %24 : tensor<2x4x16x16xf16>
    %26 = stablehlo.reshape %25 : (tensor<2x4x16x16xf16>) -> tensor<8x16x16xf16>
    %27 = stablehlo.slice %5 [0:2, 0:16, 128:192] : (tensor<2x16x192xf16>) -> tensor<2x16x64xf16>
    %28 = stablehlo.reshape %27 : (tensor<2x16x64xf16>) -> tensor<2x16x4x16xf16>
    %29 = stablehlo.transpose %28, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f16[2,4,16,16]{3,1,2,0}"} : (tensor<2x16x4x16xf16>) -> tensor<2x4x16x16xf16>
    %30 = stablehlo.reshape %29 : (tensor<2x4x16x16xf16>) -> tensor<8x16x16xf16>
    %31 = stablehlo.dot_general %26, %30, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf16>, tensor<8x16x16xf16>) -> tensor<8x16x16xf16>
    %32 = stablehlo.reshape %31 : (tensor<8x16x16xf16>) -> tensor<2x4x16x16xf16>
    %33 = stablehlo.transpose %32, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f16[2,16,4,16]{3,1,2,0}"} : (tensor<2x4x16x16xf16>) -> tensor<2x16x4x16xf16>
    %34 = stablehlo.reshape %33 : (tensor<2x16x4x16xf16>) -> tensor<32x64xf16>
    %35 = stablehlo.transpose %arg7, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f16[64,64]{0,1}"} : (tensor<64x64xf16>) -> tensor<64x64xf16>
    %36 = stablehlo.dot_general %34, %35, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf16>, tensor<64x64xf16>) -> tensor<32x64xf16>
    %37 = stablehlo.broadcast_in_dim %arg6, dims = [1] : (tensor<64xf16>) -> tensor<32x64xf16>
    %38 = stablehlo.add %36, %37 : tensor<32x64xf16>
    %39 = stablehlo.reshape %38 : (tensor<32x64xf16>) -> tensor<2x16x64xf16>
    %40 = stablehlo.add %arg10, %39 : tensor<2x16x64xf16>
    %41 = stablehlo.reshape %40 : (tensor<2x16x64xf16>) -> tensor<1x32x64xf16>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%41, %cst_3, %cst_2) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x32x64xf16>, tensor<32xf16>, tensor<32xf16>) -> (tensor<1x32x64xf16>, tensor<32xf16>, tensor<32xf16>)
    %42 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<64xf16>) -> tensor<2x16x64xf16>
    %43 = stablehlo.reshape %output : (tensor<1x32x64xf16>) -> tensor<2x16x64xf16>
    %44 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<64xf16>) -> tensor<2x16x64xf16>
    %45 = stablehlo.multiply %43, %44 : tensor<2x16x64xf16>
    %46 = stablehlo.add %42, %45 : tensor<2x16x64xf16>
    %47 = stablehlo.reshape %46 : (tensor<2x16x64xf16>) -> tensor<32x64xf16>
    %48 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f16[64,256]{0,1}"} : (tensor<256x64xf16>) -> tensor<64x256xf16>
    %49 = stablehlo.dot_general %47, %48, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf16>, tensor<64x256xf16>) -> tensor<32x256xf16>
    %50 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<256xf16>) -> tensor<32x256xf16>
    %51 = stablehlo.add %49, %50 : tensor<32x256xf16>
    %52 = stablehlo.reshape %51 : (tensor<32x256xf16>) -> tensor<2x16x256xf16>
    %53 = stablehlo.multiply %52, %cst_1 : tensor<2x16x256xf16>
    %54 = stablehlo.multiply %52, %cst_0 : tensor<2x16x256xf16>
    %55 = stablehlo.custom_call @mhlo.erf(%54) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x16x256xf16>) -> tensor<2x16x256xf16>
    %56 = stablehlo.add %55, %cst : tensor<2x16x256xf16>
    %57 = stablehlo.multiply %53, %56 : tensor<2x16x256xf16>
    %58 = stablehlo.reshape %57 : (tensor<2x16x256xf16>) -> tensor<32x256xf16>
    %59 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f16[256,64]{0,1}"} : (tensor<64x256xf16>) -> tensor<256x64xf16>
    %60 = stablehlo.dot_general %58, %59, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf16>, tensor<256x64xf16>) -> tensor<32x64xf16>
    %61 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<64xf16>) -> tensor<32x64xf16>
    %62 = stablehlo.add %60, %61 : tensor<32x64xf16>
    %63 = stablehlo.reshape %62 : (tensor<32x64xf16>) -> tensor<2x16x64xf16>
    %64 = stablehlo.add %46, %63 : tensor<2x16x64xf16>
    %65 = stablehlo.reshape %64 : (tensor<2x16x64xf16>) -> tensor<1x32x64xf16>
    %output_7, %batch_mean_8, %batch_var_9 = "stablehlo.batch_norm_training"(%65, %cst_3, %cst_2) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x32x64xf16>, tensor<32xf16>, tensor<32xf16>) -> (tensor<1x32x64xf16>, tensor<32xf16>, tensor<32xf16>)
    %66 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<64xf16>) -> tensor<2x16x64xf16>
    %67 = stablehlo.reshape %output_7 : (tensor<1x32x64xf16>) -> tensor<2x16x64xf16>
    %68 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<64xf16>) -> tensor<2x16x64xf16>
    %69 = stablehlo.multiply %67, %68 : tensor<2x16x64xf16>
    %70 = stablehlo.add %66, %69 : tensor<2x16x64xf16>
    return %70 : tensor<2x16x64xf16>
  }
}
