module @IrToHlo.271 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64x256xf32>, %arg3: tensor<256xf32>, %arg4: tensor<256x64xf32>, %arg5: tensor<64xf32>, %arg6: tensor<64xf32>, %arg7: tensor<64x64xf32>, %arg8: tensor<192xf32>, %arg9: tensor<192x64xf32>, %arg10: tensor<2x16x64xf32>, %arg11: tensor<64xf32>, %arg12: tensor<64xf32>) -> tensor<2x16x64xf32> {
    %cst = stablehlo.constant dense<-1.12837911> : tensor<2x16x256xf32>
    %cst_0 = stablehlo.constant dense<0.376122952> : tensor<2x16x256xf32>
    %cst_1 = stablehlo.constant dense<-0.112800106> : tensor<2x16x256xf32>
    %cst_2 = stablehlo.constant dense<0.0267075151> : tensor<2x16x256xf32>
    %cst_3 = stablehlo.constant dense<-0.00491381669> : tensor<2x16x256xf32>
    %cst_4 = stablehlo.constant dense<5.61802299E-4> : tensor<2x16x256xf32>
    %cst_5 = stablehlo.constant dense<0.095662862> : tensor<2x16x256xf32>
    %cst_6 = stablehlo.constant dense<0.621732413> : tensor<2x16x256xf32>
    %cst_7 = stablehlo.constant dense<0.391371638> : tensor<2x16x256xf32>
    %cst_8 = stablehlo.constant dense<0.0172516778> : tensor<2x16x256xf32>
    %cst_9 = stablehlo.constant dense<1.006000e+01> : tensor<2x16x256xf32>
    %cst_10 = stablehlo.constant dense<0.053971976> : tensor<2x16x256xf32>
    %cst_11 = stablehlo.constant dense<0.323790789> : tensor<2x16x256xf32>
    %cst_12 = stablehlo.constant dense<0.429206669> : tensor<2x16x256xf32>
    %cst_13 = stablehlo.constant dense<0.102081165> : tensor<2x16x256xf32>
    %cst_14 = stablehlo.constant dense<2.000000e+00> : tensor<2x16x256xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<2x16x256xf32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<2x16x256xf32>
    %cst_17 = stablehlo.constant dense<1.41421354> : tensor<2x16x256xf32>
    %cst_18 = stablehlo.constant dense<5.000000e-01> : tensor<2x16x256xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<32xf32>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<32xf32>
    %cst_21 = stablehlo.constant dense<4.000000e+00> : tensor<2x4x16x16xf32>
    %cst_22 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reshape %arg10 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %1 = stablehlo.transpose %arg9, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,192]{0,1}"} : (tensor<192x64xf32>) -> tensor<64x192xf32>
    %2 = stablehlo.dot_general %0, %1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x192xf32>) -> tensor<32x192xf32>
    %3 = stablehlo.broadcast_in_dim %arg8, dims = [1] : (tensor<192xf32>) -> tensor<32x192xf32>
    %4 = stablehlo.add %2, %3 : tensor<32x192xf32>
    %5 = stablehlo.reshape %4 : (tensor<32x192xf32>) -> tensor<2x16x192xf32>
    %6 = stablehlo.slice %5 [0:2, 0:16, 0:64] : (tensor<2x16x192xf32>) -> tensor<2x16x64xf32>
    %7 = stablehlo.reshape %6 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %8 = stablehlo.transpose %7, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,16,16]{3,1,2,0}"} : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %9 = stablehlo.reshape %8 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %10 = stablehlo.slice %5 [0:2, 0:16, 64:128] : (tensor<2x16x192xf32>) -> tensor<2x16x64xf32>
    %11 = stablehlo.reshape %10 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %12 = stablehlo.transpose %11, dims = [0, 2, 3, 1] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %13 = stablehlo.reshape %12 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %14 = stablehlo.dot_general %9, %13, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %15 = stablehlo.reshape %14 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %16 = stablehlo.divide %15, %cst_21 : tensor<2x4x16x16xf32>
    %17 = stablehlo.reduce(%16 init: %cst_22) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %19 = stablehlo.subtract %16, %18 : tensor<2x4x16x16xf32>
    %20 = stablehlo.exponential %19 : tensor<2x4x16x16xf32>
    %21 = stablehlo.reduce(%20 init: %cst_23) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %23 = stablehlo.divide %20, %22 : tensor<2x4x16x16xf32>
    %24 = stablehlo.reshape %23 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %25 = stablehlo.slice %5 [0:2, 0:16, 128:192] : (tensor<2x16x192xf32>) -> tensor<2x16x64xf32>
    %26 = stablehlo.reshape %25 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %27 = stablehlo.transpose %26, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,16,16]{3,1,2,0}"} : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %28 = stablehlo.reshape %27 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %29 = stablehlo.dot_general %24, %28, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %30 = stablehlo.reshape %29 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %31 = stablehlo.transpose %30, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,16,4,16]{3,1,2,0}"} : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %32 = stablehlo.reshape %31 : (tensor<2x16x4x16xf32>) -> tensor<32x64xf32>
    %33 = stablehlo.transpose %arg7, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,64]{0,1}"} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %34 = stablehlo.dot_general %32, %33, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %35 = stablehlo.broadcast_in_dim %arg6, dims = [1] : (tensor<64xf32>) -> tensor<32x64xf32>
    %36 = stablehlo.add %34, %35 : tensor<32x64xf32>
    %37 = stablehlo.reshape %36 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %38 = stablehlo.add %arg10, %37 : tensor<2x16x64xf32>
    %39 = stablehlo.reshape %38 : (tensor<2x16x64xf32>) -> tensor<1x32x64xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%39, %cst_20, %cst_19) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x32x64xf32>, tensor<32xf32>, tensor<32xf32>) -> (tensor<1x32x64xf32>, tensor<32xf32>, tensor<32xf32>)
    %40 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %41 = stablehlo.reshape %output : (tensor<1x32x64xf32>) -> tensor<2x16x64xf32>
    %42 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %43 = stablehlo.multiply %41, %42 : tensor<2x16x64xf32>
    %44 = stablehlo.add %40, %43 : tensor<2x16x64xf32>
    %45 = stablehlo.reshape %44 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %46 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,256]{0,1}"} : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %47 = stablehlo.dot_general %45, %46, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x256xf32>) -> tensor<32x256xf32>
    %48 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<256xf32>) -> tensor<32x256xf32>
    %49 = stablehlo.add %47, %48 : tensor<32x256xf32>
    %50 = stablehlo.reshape %49 : (tensor<32x256xf32>) -> tensor<2x16x256xf32>
    %51 = stablehlo.multiply %50, %cst_18 : tensor<2x16x256xf32>
    %52 = stablehlo.negate %50 : tensor<2x16x256xf32>
    %53 = stablehlo.divide %52, %cst_17 : tensor<2x16x256xf32>
    %54 = stablehlo.abs %53 : tensor<2x16x256xf32>
    %55 = stablehlo.compare  GT, %54, %cst_16 : (tensor<2x16x256xf32>, tensor<2x16x256xf32>) -> tensor<2x16x256xi1>
    %56 = stablehlo.compare  LT, %53, %cst_15 : (tensor<2x16x256xf32>, tensor<2x16x256xf32>) -> tensor<2x16x256xi1>
    %57 = stablehlo.multiply %53, %53 : tensor<2x16x256xf32>
    %58 = stablehlo.negate %57 : tensor<2x16x256xf32>
    %59 = stablehlo.exponential %58 : tensor<2x16x256xf32>
    %60 = stablehlo.divide %cst_16, %57 : tensor<2x16x256xf32>
    %61 = stablehlo.multiply %60, %cst_13 : tensor<2x16x256xf32>
    %62 = stablehlo.add %61, %cst_12 : tensor<2x16x256xf32>
    %63 = stablehlo.multiply %62, %60 : tensor<2x16x256xf32>
    %64 = stablehlo.add %63, %cst_11 : tensor<2x16x256xf32>
    %65 = stablehlo.multiply %64, %60 : tensor<2x16x256xf32>
    %66 = stablehlo.add %65, %cst_10 : tensor<2x16x256xf32>
    %67 = stablehlo.minimum %54, %cst_9 : tensor<2x16x256xf32>
    %68 = stablehlo.multiply %60, %cst_8 : tensor<2x16x256xf32>
    %69 = stablehlo.add %68, %cst_7 : tensor<2x16x256xf32>
    %70 = stablehlo.multiply %69, %60 : tensor<2x16x256xf32>
    %71 = stablehlo.add %70, %cst_16 : tensor<2x16x256xf32>
    %72 = stablehlo.multiply %71, %60 : tensor<2x16x256xf32>
    %73 = stablehlo.add %72, %cst_6 : tensor<2x16x256xf32>
    %74 = stablehlo.multiply %73, %60 : tensor<2x16x256xf32>
    %75 = stablehlo.add %74, %cst_5 : tensor<2x16x256xf32>
    %76 = stablehlo.multiply %67, %75 : tensor<2x16x256xf32>
    %77 = stablehlo.divide %66, %76 : tensor<2x16x256xf32>
    %78 = stablehlo.multiply %59, %77 : tensor<2x16x256xf32>
    %79 = stablehlo.subtract %cst_14, %78 : tensor<2x16x256xf32>
    %80 = stablehlo.select %56, %79, %78 : tensor<2x16x256xi1>, tensor<2x16x256xf32>
    %81 = stablehlo.multiply %57, %cst_4 : tensor<2x16x256xf32>
    %82 = stablehlo.add %81, %cst_3 : tensor<2x16x256xf32>
    %83 = stablehlo.multiply %82, %57 : tensor<2x16x256xf32>
    %84 = stablehlo.add %83, %cst_2 : tensor<2x16x256xf32>
    %85 = stablehlo.multiply %84, %57 : tensor<2x16x256xf32>
    %86 = stablehlo.add %85, %cst_1 : tensor<2x16x256xf32>
    %87 = stablehlo.multiply %86, %57 : tensor<2x16x256xf32>
    %88 = stablehlo.add %87, %cst_0 : tensor<2x16x256xf32>
    %89 = stablehlo.multiply %88, %57 : tensor<2x16x256xf32>
    %90 = stablehlo.add %89, %cst : tensor<2x16x256xf32>
    %91 = stablehlo.multiply %53, %90 : tensor<2x16x256xf32>
    %92 = stablehlo.add %91, %cst_16 : tensor<2x16x256xf32>
    %93 = stablehlo.select %55, %80, %92 : tensor<2x16x256xi1>, tensor<2x16x256xf32>
    %94 = stablehlo.multiply %51, %93 : tensor<2x16x256xf32>
    %95 = stablehlo.reshape %94 : (tensor<2x16x256xf32>) -> tensor<32x256xf32>
    %96 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[256,64]{0,1}"} : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %97 = stablehlo.dot_general %95, %96, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf32>, tensor<256x64xf32>) -> tensor<32x64xf32>
    %98 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<64xf32>) -> tensor<32x64xf32>
    %99 = stablehlo.add %97, %98 : tensor<32x64xf32>
    %100 = stablehlo.reshape %99 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %101 = stablehlo.add %44, %100 : tensor<2x16x64xf32>
    %102 = stablehlo.reshape %101 : (tensor<2x16x64xf32>) -> tensor<1x32x64xf32>
    %output_24, %batch_mean_25, %batch_var_26 = "stablehlo.batch_norm_training"(%102, %cst_20, %cst_19) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x32x64xf32>, tensor<32xf32>, tensor<32xf32>) -> (tensor<1x32x64xf32>, tensor<32xf32>, tensor<32xf32>)
    %103 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %104 = stablehlo.reshape %output_24 : (tensor<1x32x64xf32>) -> tensor<2x16x64xf32>
    %105 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %106 = stablehlo.multiply %104, %105 : tensor<2x16x64xf32>
    %107 = stablehlo.add %103, %106 : tensor<2x16x64xf32>
    return %107 : tensor<2x16x64xf32>
  }
}
