module @IrToHlo.197 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<64xf32>, %arg1: tensor<64x256xf32>, %arg2: tensor<256xf32>, %arg3: tensor<256x64xf32>, %arg4: tensor<64xf32>, %arg5: tensor<64xf32>, %arg6: tensor<64x64xf32>, %arg7: tensor<192xf32>, %arg8: tensor<192x64xf32>, %arg9: tensor<64xf32>, %arg10: tensor<2x16x64xf32>, %arg11: tensor<64xf32>, %arg12: tensor<64xf32>) -> tensor<2x16x64xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<2x16x256xf32>
    %cst_0 = stablehlo.constant dense<0.707106769> : tensor<2x16x256xf32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<2x16x256xf32>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<2x4x16x16xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<32xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<32xf32>
    %cst_5 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reshape %arg10 : (tensor<2x16x64xf32>) -> tensor<1x32x64xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%0, %cst_4, %cst_3) <{epsilon = 9.99999997E-7 : f32, feature_index = 1 : i64}> : (tensor<1x32x64xf32>, tensor<32xf32>, tensor<32xf32>) -> (tensor<1x32x64xf32>, tensor<32xf32>, tensor<32xf32>)
    %1 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %2 = stablehlo.reshape %output : (tensor<1x32x64xf32>) -> tensor<2x16x64xf32>
    %3 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %4 = stablehlo.multiply %2, %3 : tensor<2x16x64xf32>
    %5 = stablehlo.add %1, %4 : tensor<2x16x64xf32>
    %6 = stablehlo.reshape %5 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %7 = stablehlo.transpose %arg8, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,192]{0,1}"} : (tensor<192x64xf32>) -> tensor<64x192xf32>
    %8 = stablehlo.dot_general %6, %7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x192xf32>) -> tensor<32x192xf32>
    %9 = stablehlo.broadcast_in_dim %arg7, dims = [1] : (tensor<192xf32>) -> tensor<32x192xf32>
    %10 = stablehlo.add %8, %9 : tensor<32x192xf32>
    %11 = stablehlo.reshape %10 : (tensor<32x192xf32>) -> tensor<2x16x3x4x16xf32>
    %12 = stablehlo.transpose %11, dims = [2, 0, 3, 1, 4] {result_layout = dense<[4, 2, 0, 3, 1]> : tensor<5xindex>, xla_shape = "f32[3,2,4,16,16]{4,2,0,3,1}"} : (tensor<2x16x3x4x16xf32>) -> tensor<3x2x4x16x16xf32>
    %13 = stablehlo.slice %12 [0:1, 0:2, 0:4, 0:16, 0:16] : (tensor<3x2x4x16x16xf32>) -> tensor<1x2x4x16x16xf32>
    %14 = stablehlo.reshape %13 : (tensor<1x2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %15 = stablehlo.multiply %14, %cst_2 : tensor<2x4x16x16xf32>
    %16 = stablehlo.reshape %15 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %17 = stablehlo.slice %12 [1:2, 0:2, 0:4, 0:16, 0:16] : (tensor<3x2x4x16x16xf32>) -> tensor<1x2x4x16x16xf32>
    %18 = stablehlo.reshape %17 : (tensor<1x2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %19 = stablehlo.transpose %18, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,16,16]{2,3,1,0}"} : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %20 = stablehlo.multiply %19, %cst_2 : tensor<2x4x16x16xf32>
    %21 = stablehlo.reshape %20 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %22 = stablehlo.dot_general %16, %21, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %23 = stablehlo.reshape %22 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %24 = stablehlo.reduce(%23 init: %cst_5) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %26 = stablehlo.subtract %23, %25 : tensor<2x4x16x16xf32>
    %27 = stablehlo.exponential %26 : tensor<2x4x16x16xf32>
    %28 = stablehlo.reduce(%27 init: %cst_6) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %30 = stablehlo.divide %27, %29 : tensor<2x4x16x16xf32>
    %31 = stablehlo.reshape %30 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %32 = stablehlo.slice %12 [2:3, 0:2, 0:4, 0:16, 0:16] : (tensor<3x2x4x16x16xf32>) -> tensor<1x2x4x16x16xf32>
    %33 = stablehlo.reshape %32 : (tensor<1x2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %34 = stablehlo.dot_general %31, %33, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %35 = stablehlo.reshape %34 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %36 = stablehlo.transpose %35, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,16,4,16]{3,1,2,0}"} : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %37 = stablehlo.reshape %36 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %38 = stablehlo.transpose %arg6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,64]{0,1}"} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [1, 2] : (tensor<64x64xf32>) -> tensor<2x64x64xf32>
    %40 = stablehlo.dot_general %37, %39, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x64x64xf32>) -> tensor<2x16x64xf32>
    %41 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %42 = stablehlo.add %40, %41 : tensor<2x16x64xf32>
    %43 = stablehlo.add %arg10, %42 : tensor<2x16x64xf32>
    %44 = stablehlo.reshape %43 : (tensor<2x16x64xf32>) -> tensor<1x32x64xf32>
    %output_7, %batch_mean_8, %batch_var_9 = "stablehlo.batch_norm_training"(%44, %cst_4, %cst_3) <{epsilon = 9.99999997E-7 : f32, feature_index = 1 : i64}> : (tensor<1x32x64xf32>, tensor<32xf32>, tensor<32xf32>) -> (tensor<1x32x64xf32>, tensor<32xf32>, tensor<32xf32>)
    %45 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %46 = stablehlo.reshape %output_7 : (tensor<1x32x64xf32>) -> tensor<2x16x64xf32>
    %47 = stablehlo.broadcast_in_dim %arg4, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %48 = stablehlo.multiply %46, %47 : tensor<2x16x64xf32>
    %49 = stablehlo.add %45, %48 : tensor<2x16x64xf32>
    %50 = stablehlo.reshape %49 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %51 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,256]{0,1}"} : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %52 = stablehlo.dot_general %50, %51, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x256xf32>) -> tensor<32x256xf32>
    %53 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<256xf32>) -> tensor<32x256xf32>
    %54 = stablehlo.add %52, %53 : tensor<32x256xf32>
    %55 = stablehlo.reshape %54 : (tensor<32x256xf32>) -> tensor<2x16x256xf32>
    %56 = stablehlo.multiply %55, %cst_1 : tensor<2x16x256xf32>
    %57 = stablehlo.multiply %55, %cst_0 : tensor<2x16x256xf32>
    %58 = stablehlo.custom_call @mhlo.erf(%57) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x16x256xf32>) -> tensor<2x16x256xf32>
    %59 = stablehlo.add %58, %cst : tensor<2x16x256xf32>
    %60 = stablehlo.multiply %56, %59 : tensor<2x16x256xf32>
    %61 = stablehlo.reshape %60 : (tensor<2x16x256xf32>) -> tensor<32x256xf32>
    %62 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[256,64]{0,1}"} : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %63 = stablehlo.dot_general %61, %62, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf32>, tensor<256x64xf32>) -> tensor<32x64xf32>
    %64 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<64xf32>) -> tensor<32x64xf32>
    %65 = stablehlo.add %63, %64 : tensor<32x64xf32>
    %66 = stablehlo.reshape %65 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %67 = stablehlo.add %43, %66 : tensor<2x16x64xf32>
    return %67 : tensor<2x16x64xf32>
  }
}
