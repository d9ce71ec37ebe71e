module @IrToHlo.282 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<64xf16>, %arg1: tensor<64xf16>, %arg2: tensor<64x256xf16>, %arg3: tensor<256xf16>, %arg4: tensor<256x64xf16>, %arg5: tensor<64xf16>, %arg6: tensor<64xf16>, %arg7: tensor<64x64xf16>, %arg8: tensor<192xf16>, %arg9: tensor<192x64xf16>, %arg10: tensor<2x16x64xf16>, %arg11: tensor<64xf16>, %arg12: tensor<64xf16>) -> tensor<2x16x64xf16> {
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
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<32xf16>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<32xf16>
    %cst_21 = stablehlo.constant dense<4.000000e+00> : tensor<2x4x16x16xf32>
    %cst_22 = stablehlo.constant dense<0xFC00> : tensor<f16>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f16>
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
    %17 = stablehlo.divide %16, %cst_21 : tensor<2x4x16x16xf32>
    %18 = stablehlo.convert %17 : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf16>
    %19 = stablehlo.reduce(%18 init: %cst_22) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf16>, tensor<f16>) -> tensor<2x4x16xf16>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2] : (tensor<2x4x16xf16>) -> tensor<2x4x16x16xf16>
    %21 = stablehlo.subtract %18, %20 : tensor<2x4x16x16xf16>
    %22 = stablehlo.exponential %21 : tensor<2x4x16x16xf16>
    %23 = stablehlo.reduce(%22 init: %cst_23) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf16>, tensor<f16>) -> tensor<2x4x16xf16>
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
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%41, %cst_20, %cst_19) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x32x64xf16>, tensor<32xf16>, tensor<32xf16>) -> (tensor<1x32x64xf16>, tensor<32xf16>, tensor<32xf16>)
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
    %53 = stablehlo.convert %52 : (tensor<2x16x256xf16>) -> tensor<2x16x256xf32>
    %54 = stablehlo.multiply %53, %cst_18 : tensor<2x16x256xf32>
    %55 = stablehlo.convert %54 : (tensor<2x16x256xf32>) -> tensor<2x16x256xf16>
    %56 = stablehlo.convert %55 : (tensor<2x16x256xf16>) -> tensor<2x16x256xf32>
    %57 = stablehlo.negate %52 : tensor<2x16x256xf16>
    %58 = stablehlo.convert %57 : (tensor<2x16x256xf16>) -> tensor<2x16x256xf32>
    %59 = stablehlo.divide %58, %cst_17 : tensor<2x16x256xf32>
    %60 = stablehlo.convert %59 : (tensor<2x16x256xf32>) -> tensor<2x16x256xf16>
    %61 = stablehlo.convert %60 : (tensor<2x16x256xf16>) -> tensor<2x16x256xf32>
    %62 = stablehlo.abs %61 : tensor<2x16x256xf32>
    %63 = stablehlo.compare  GT, %62, %cst_16 : (tensor<2x16x256xf32>, tensor<2x16x256xf32>) -> tensor<2x16x256xi1>
    %64 = stablehlo.compare  LT, %61, %cst_15 : (tensor<2x16x256xf32>, tensor<2x16x256xf32>) -> tensor<2x16x256xi1>
    %65 = stablehlo.multiply %61, %61 : tensor<2x16x256xf32>
    %66 = stablehlo.negate %65 : tensor<2x16x256xf32>
    %67 = stablehlo.exponential %66 : tensor<2x16x256xf32>
    %68 = stablehlo.divide %cst_16, %65 : tensor<2x16x256xf32>
    %69 = stablehlo.multiply %68, %cst_13 : tensor<2x16x256xf32>
    %70 = stablehlo.add %69, %cst_12 : tensor<2x16x256xf32>
    %71 = stablehlo.multiply %70, %68 : tensor<2x16x256xf32>
    %72 = stablehlo.add %71, %cst_11 : tensor<2x16x256xf32>
    %73 = stablehlo.multiply %72, %68 : tensor<2x16x256xf32>
    %74 = stablehlo.add %73, %cst_10 : tensor<2x16x256xf32>
    %75 = stablehlo.minimum %62, %cst_9 : tensor<2x16x256xf32>
    %76 = stablehlo.multiply %68, %cst_8 : tensor<2x16x256xf32>
    %77 = stablehlo.add %76, %cst_7 : tensor<2x16x256xf32>
    %78 = stablehlo.multiply %77, %68 : tensor<2x16x256xf32>
    %79 = stablehlo.add %78, %cst_16 : tensor<2x16x256xf32>
    %80 = stablehlo.multiply %79, %68 : tensor<2x16x256xf32>
    %81 = stablehlo.add %80, %cst_6 : tensor<2x16x256xf32>
    %82 = stablehlo.multiply %81, %68 : tensor<2x16x256xf32>
    %83 = stablehlo.add %82, %cst_5 : tensor<2x16x256xf32>
    %84 = stablehlo.multiply %75, %83 : tensor<2x16x256xf32>
    %85 = stablehlo.divide %74, %84 : tensor<2x16x256xf32>
    %86 = stablehlo.multiply %67, %85 : tensor<2x16x256xf32>
    %87 = stablehlo.subtract %cst_14, %86 : tensor<2x16x256xf32>
    %88 = stablehlo.select %64, %87, %86 : tensor<2x16x256xi1>, tensor<2x16x256xf32>
    %89 = stablehlo.multiply %65, %cst_4 : tensor<2x16x256xf32>
    %90 = stablehlo.add %89, %cst_3 : tensor<2x16x256xf32>
    %91 = stablehlo.multiply %90, %65 : tensor<2x16x256xf32>
    %92 = stablehlo.add %91, %cst_2 : tensor<2x16x256xf32>
    %93 = stablehlo.multiply %92, %65 : tensor<2x16x256xf32>
    %94 = stablehlo.add %93, %cst_1 : tensor<2x16x256xf32>
    %95 = stablehlo.multiply %94, %65 : tensor<2x16x256xf32>
    %96 = stablehlo.add %95, %cst_0 : tensor<2x16x256xf32>
    %97 = stablehlo.multiply %96, %65 : tensor<2x16x256xf32>
    %98 = stablehlo.add %97, %cst : tensor<2x16x256xf32>
    %99 = stablehlo.multiply %61, %98 : tensor<2x16x256xf32>
    %100 = stablehlo.add %99, %cst_16 : tensor<2x16x256xf32>
    %101 = stablehlo.select %63, %88, %100 : tensor<2x16x256xi1>, tensor<2x16x256xf32>
    %102 = stablehlo.convert %101 : (tensor<2x16x256xf32>) -> tensor<2x16x256xf16>
    %103 = stablehlo.convert %102 : (tensor<2x16x256xf16>) -> tensor<2x16x256xf32>
    %104 = stablehlo.multiply %56, %103 : tensor<2x16x256xf32>
    %105 = stablehlo.convert %104 : (tensor<2x16x256xf32>) -> tensor<2x16x256xf16>
    %106 = stablehlo.reshape %105 : (tensor<2x16x256xf16>) -> tensor<32x256xf16>
    %107 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f16[256,64]{0,1}"} : (tensor<64x256xf16>) -> tensor<256x64xf16>
    %108 = stablehlo.dot_general %106, %107, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf16>, tensor<256x64xf16>) -> tensor<32x64xf16>
    %109 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<64xf16>) -> tensor<32x64xf16>
    %110 = stablehlo.add %108, %109 : tensor<32x64xf16>
    %111 = stablehlo.reshape %110 : (tensor<32x64xf16>) -> tensor<2x16x64xf16>
    %112 = stablehlo.add %46, %111 : tensor<2x16x64xf16>
    %113 = stablehlo.reshape %112 : (tensor<2x16x64xf16>) -> tensor<1x32x64xf16>
    %output_24, %batch_mean_25, %batch_var_26 = "stablehlo.batch_norm_training"(%113, %cst_20, %cst_19) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x32x64xf16>, tensor<32xf16>, tensor<32xf16>) -> (tensor<1x32x64xf16>, tensor<32xf16>, tensor<32xf16>)
    %114 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<64xf16>) -> tensor<2x16x64xf16>
    %115 = stablehlo.reshape %output_24 : (tensor<1x32x64xf16>) -> tensor<2x16x64xf16>
    %116 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<64xf16>) -> tensor<2x16x64xf16>
    %117 = stablehlo.multiply %115, %116 : tensor<2x16x64xf16>
    %118 = stablehlo.add %114, %117 : tensor<2x16x64xf16>
    return %118 : tensor<2x16x64xf16>
  }
}
