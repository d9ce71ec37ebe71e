module @IrToHlo.541 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x16x64xf16>, %arg1: tensor<64xf16>, %arg2: tensor<64xf16>, %arg3: tensor<64x256xf16>, %arg4: tensor<f16>, %arg5: tensor<256xf16>, %arg6: tensor<256x64xf16>, %arg7: tensor<64xf16>, %arg8: tensor<64xf16>, %arg9: tensor<64x64xf16>, %arg10: tensor<192xf16>, %arg11: tensor<192x64xf16>, %arg12: tensor<2x16x64xf16>, %arg13: tensor<f16>, %arg14: tensor<64xf16>, %arg15: tensor<f32>, %arg16: tensor<64xf16>, %arg17: tensor<f16>) -> (tensor<f16>, tensor<2x16x64xf16>, tensor<192x64xf16>, tensor<192xf16>, tensor<64x64xf16>, tensor<64xf16>, tensor<64xf16>, tensor<64xf16>, tensor<256x64xf16>, tensor<256xf16>, tensor<64x256xf16>, tensor<64xf16>, tensor<64xf16>, tensor<64xf16>) {
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<2x16x256xf16>
    %cst_0 = stablehlo.constant dense<-1.12837911> : tensor<2x16x256xf32>
    %cst_1 = stablehlo.constant dense<0.376122952> : tensor<2x16x256xf32>
    %cst_2 = stablehlo.constant dense<-0.112800106> : tensor<2x16x256xf32>
    %cst_3 = stablehlo.constant dense<0.0267075151> : tensor<2x16x256xf32>
    %cst_4 = stablehlo.constant dense<-0.00491381669> : tensor<2x16x256xf32>
    %cst_5 = stablehlo.constant dense<5.61802299E-4> : tensor<2x16x256xf32>
    %cst_6 = stablehlo.constant dense<0.095662862> : tensor<2x16x256xf32>
    %cst_7 = stablehlo.constant dense<0.621732413> : tensor<2x16x256xf32>
    %cst_8 = stablehlo.constant dense<0.391371638> : tensor<2x16x256xf32>
    %cst_9 = stablehlo.constant dense<0.0172516778> : tensor<2x16x256xf32>
    %cst_10 = stablehlo.constant dense<1.006000e+01> : tensor<2x16x256xf32>
    %cst_11 = stablehlo.constant dense<0.053971976> : tensor<2x16x256xf32>
    %cst_12 = stablehlo.constant dense<0.323790789> : tensor<2x16x256xf32>
    %cst_13 = stablehlo.constant dense<0.429206669> : tensor<2x16x256xf32>
    %cst_14 = stablehlo.constant dense<0.102081165> : tensor<2x16x256xf32>
    %cst_15 = stablehlo.constant dense<2.000000e+00> : tensor<2x16x256xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<2x16x256xf32>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<2x16x256xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<32xf16>
    %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<32xf16>
    %cst_20 = stablehlo.constant dense<0xFC00> : tensor<f16>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f16>
    %0 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<64xf16>) -> tensor<2x16x64xf16>
    %1 = stablehlo.reshape %arg12 : (tensor<2x16x64xf16>) -> tensor<32x64xf16>
    %2 = stablehlo.transpose %arg11, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f16[64,192]{0,1}"} : (tensor<192x64xf16>) -> tensor<64x192xf16>
    %3 = stablehlo.dot_general %1, %2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf16>, tensor<64x192xf16>) -> tensor<32x192xf16>
    %4 = stablehlo.reshape %3 : (tensor<32x192xf16>) -> tensor<2x16x192xf16>
    %5 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<192xf16>) -> tensor<2x16x192xf16>
    %6 = stablehlo.add %4, %5 : tensor<2x16x192xf16>
    %7 = stablehlo.slice %6 [0:2, 0:16, 0:64] : (tensor<2x16x192xf16>) -> tensor<2x16x64xf16>
    %8 = stablehlo.reshape %7 : (tensor<2x16x64xf16>) -> tensor<2x16x4x16xf16>
    %9 = stablehlo.transpose %8, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f16[2,4,16,16]{3,1,2,0}"} : (tensor<2x16x4x16xf16>) -> tensor<2x4x16x16xf16>
    %10 = stablehlo.reshape %9 : (tensor<2x4x16x16xf16>) -> tensor<8x16x16xf16>
    %11 = stablehlo.slice %6 [0:2, 0:16, 64:128] : (tensor<2x16x192xf16>) -> tensor<2x16x64xf16>
    %12 = stablehlo.reshape %11 : (tensor<2x16x64xf16>) -> tensor<2x16x4x16xf16>
    %13 = stablehlo.transpose %12, dims = [0, 2, 3, 1] : (tensor<2x16x4x16xf16>) -> tensor<2x4x16x16xf16>
    %14 = stablehlo.reshape %13 : (tensor<2x4x16x16xf16>) -> tensor<8x16x16xf16>
    %15 = stablehlo.dot_general %10, %14, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf16>, tensor<8x16x16xf16>) -> tensor<8x16x16xf16>
    %16 = stablehlo.reshape %15 : (tensor<8x16x16xf16>) -> tensor<2x4x16x16xf16>
    %17 = stablehlo.broadcast_in_dim %arg13, dims = [] : (tensor<f16>) -> tensor<2x4x16x16xf16>
    %18 = stablehlo.divide %16, %17 : tensor<2x4x16x16xf16>
    %19 = stablehlo.reduce(%18 init: %cst_20) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf16>, tensor<f16>) -> tensor<2x4x16xf16>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2] : (tensor<2x4x16xf16>) -> tensor<2x4x16x16xf16>
    %21 = stablehlo.subtract %18, %20 : tensor<2x4x16x16xf16>
    %22 = stablehlo.exponential %21 : tensor<2x4x16x16xf16>
    %23 = stablehlo.reduce(%22 init: %cst_21) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf16>, tensor<f16>) -> tensor<2x4x16xf16>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2] : (tensor<2x4x16xf16>) -> tensor<2x4x16x16xf16>
    %25 = stablehlo.divide %22, %24 : tensor<2x4x16x16xf16>
    %26 = stablehlo.reshape %25 : (tensor<2x4x16x16xf16>) -> tensor<8x16x16xf16>
    %27 = stablehlo.slice %6 [0:2, 0:16, 128:192] : (tensor<2x16x192xf16>) -> tensor<2x16x64xf16>
    %28 = stablehlo.reshape %27 : (tensor<2x16x64xf16>) -> tensor<2x16x4x16xf16>
    %29 = stablehlo.transpose %28, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f16[2,4,16,16]{3,1,2,0}"} : (tensor<2x16x4x16xf16>) -> tensor<2x4x16x16xf16>
    %30 = stablehlo.reshape %29 : (tensor<2x4x16x16xf16>) -> tensor<8x16x16xf16>
    %31 = stablehlo.dot_general %26, %30, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf16>, tensor<8x16x16xf16>) -> tensor<8x16x16xf16>
    %32 = stablehlo.reshape %31 : (tensor<8x16x16xf16>) -> tensor<2x4x16x16xf16>
    %33 = stablehlo.transpose %32, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f16[2,16,4,16]{3,1,2,0}"} : (tensor<2x4x16x16xf16>) -> tensor<2x16x4x16xf16>
    %34 = stablehlo.reshape %33 : (tensor<2x16x4x16xf16>) -> tensor<32x64xf16>
    %35 = stablehlo.transpose %arg9, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f16[64,64]{0,1}"} : (tensor<64x64xf16>) -> tensor<64x64xf16>
    %36 = stablehlo.dot_general %34, %35, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf16>, tensor<64x64xf16>) -> tensor<32x64xf16>
    %37 = stablehlo.reshape %36 : (tensor<32x64xf16>) -> tensor<2x16x64xf16>
    %38 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<64xf16>) -> tensor<2x16x64xf16>
    %39 = stablehlo.add %37, %38 : tensor<2x16x64xf16>
    %40 = stablehlo.add %arg12, %39 : tensor<2x16x64xf16>
    %41 = stablehlo.reshape %40 : (tensor<2x16x64xf16>) -> tensor<1x32x64xf16>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%41, %cst_19, %cst_18) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x32x64xf16>, tensor<32xf16>, tensor<32xf16>) -> (tensor<1x32x64xf16>, tensor<32xf16>, tensor<32xf16>)
    %42 = stablehlo.reshape %output : (tensor<1x32x64xf16>) -> tensor<2x16x64xf16>
    %43 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<64xf16>) -> tensor<2x16x64xf16>
    %44 = stablehlo.multiply %42, %43 : tensor<2x16x64xf16>
    %45 = stablehlo.add %0, %44 : tensor<2x16x64xf16>
    %46 = stablehlo.reshape %45 : (tensor<2x16x64xf16>) -> tensor<32x64xf16>
    %47 = stablehlo.transpose %arg6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f16[64,256]{0,1}"} : (tensor<256x64xf16>) -> tensor<64x256xf16>
    %48 = stablehlo.dot_general %46, %47, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf16>, tensor<64x256xf16>) -> tensor<32x256xf16>
    %49 = stablehlo.reshape %48 : (tensor<32x256xf16>) -> tensor<2x16x256xf16>
    %50 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<256xf16>) -> tensor<2x16x256xf16>
    %51 = stablehlo.add %49, %50 : tensor<2x16x256xf16>
    %52 = stablehlo.convert %51 : (tensor<2x16x256xf16>) -> tensor<2x16x256xf32>
    %53 = stablehlo.broadcast_in_dim %arg15, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %54 = stablehlo.multiply %52, %53 : tensor<2x16x256xf32>
    %55 = stablehlo.convert %54 : (tensor<2x16x256xf32>) -> tensor<2x16x256xf16>
    %56 = stablehlo.convert %55 : (tensor<2x16x256xf16>) -> tensor<2x16x256xf32>
    %57 = stablehlo.negate %51 : tensor<2x16x256xf16>
    %58 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<f16>) -> tensor<2x16x256xf16>
    %59 = stablehlo.divide %57, %58 : tensor<2x16x256xf16>
    %60 = stablehlo.convert %59 : (tensor<2x16x256xf16>) -> tensor<2x16x256xf32>
    %61 = stablehlo.abs %60 : tensor<2x16x256xf32>
    %62 = stablehlo.compare  GT, %61, %cst_17 : (tensor<2x16x256xf32>, tensor<2x16x256xf32>) -> tensor<2x16x256xi1>
    %63 = stablehlo.compare  LT, %60, %cst_16 : (tensor<2x16x256xf32>, tensor<2x16x256xf32>) -> tensor<2x16x256xi1>
    %64 = stablehlo.multiply %60, %60 : tensor<2x16x256xf32>
    %65 = stablehlo.negate %64 : tensor<2x16x256xf32>
    %66 = stablehlo.exponential %65 : tensor<2x16x256xf32>
    %67 = stablehlo.divide %cst_17, %64 : tensor<2x16x256xf32>
    %68 = stablehlo.multiply %67, %cst_14 : tensor<2x16x256xf32>
    %69 = stablehlo.add %68, %cst_13 : tensor<2x16x256xf32>
    %70 = stablehlo.multiply %69, %67 : tensor<2x16x256xf32>
    %71 = stablehlo.add %70, %cst_12 : tensor<2x16x256xf32>
    %72 = stablehlo.multiply %71, %67 : tensor<2x16x256xf32>
    %73 = stablehlo.add %72, %cst_11 : tensor<2x16x256xf32>
    %74 = stablehlo.minimum %61, %cst_10 : tensor<2x16x256xf32>
    %75 = stablehlo.multiply %67, %cst_9 : tensor<2x16x256xf32>
    %76 = stablehlo.add %75, %cst_8 : tensor<2x16x256xf32>
    %77 = stablehlo.multiply %76, %67 : tensor<2x16x256xf32>
    %78 = stablehlo.add %77, %cst_17 : tensor<2x16x256xf32>
    %79 = stablehlo.multiply %78, %67 : tensor<2x16x256xf32>
    %80 = stablehlo.add %79, %cst_7 : tensor<2x16x256xf32>
    %81 = stablehlo.multiply %80, %67 : tensor<2x16x256xf32>
    %82 = stablehlo.add %81, %cst_6 : tensor<2x16x256xf32>
    %83 = stablehlo.multiply %74, %82 : tensor<2x16x256xf32>
    %84 = stablehlo.divide %73, %83 : tensor<2x16x256xf32>
    %85 = stablehlo.multiply %66, %84 : tensor<2x16x256xf32>
    %86 = stablehlo.subtract %cst_15, %85 : tensor<2x16x256xf32>
    %87 = stablehlo.select %63, %86, %85 : tensor<2x16x256xi1>, tensor<2x16x256xf32>
    %88 = stablehlo.multiply %64, %cst_5 : tensor<2x16x256xf32>
    %89 = stablehlo.add %88, %cst_4 : tensor<2x16x256xf32>
    %90 = stablehlo.multiply %89, %64 : tensor<2x16x256xf32>
    %91 = stablehlo.add %90, %cst_3 : tensor<2x16x256xf32>
    %92 = stablehlo.multiply %91, %64 : tensor<2x16x256xf32>
    %93 = stablehlo.add %92, %cst_2 : tensor<2x16x256xf32>
    %94 = stablehlo.multiply %93, %64 : tensor<2x16x256xf32>
    %95 = stablehlo.add %94, %cst_1 : tensor<2x16x256xf32>
    %96 = stablehlo.multiply %95, %64 : tensor<2x16x256xf32>
    %97 = stablehlo.add %96, %cst_0 : tensor<2x16x256xf32>
    %98 = stablehlo.multiply %60, %97 : tensor<2x16x256xf32>
    %99 = stablehlo.add %98, %cst_17 : tensor<2x16x256xf32>
    %100 = stablehlo.select %62, %87, %99 : tensor<2x16x256xi1>, tensor<2x16x256xf32>
    %101 = stablehlo.convert %100 : (tensor<2x16x256xf32>) -> tensor<2x16x256xf16>
    %102 = stablehlo.convert %101 : (tensor<2x16x256xf16>) -> tensor<2x16x256xf32>
    %103 = stablehlo.multiply %56, %102 : tensor<2x16x256xf32>
    %104 = stablehlo.convert %103 : (tensor<2x16x256xf32>) -> tensor<2x16x256xf16>
    %105 = stablehlo.reshape %104 : (tensor<2x16x256xf16>) -> tensor<32x256xf16>
    %106 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f16[256,64]{0,1}"} : (tensor<64x256xf16>) -> tensor<256x64xf16>
    %107 = stablehlo.dot_general %105, %106, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf16>, tensor<256x64xf16>) -> tensor<32x64xf16>
    %108 = stablehlo.reshape %107 : (tensor<32x64xf16>) -> tensor<2x16x64xf16>
    %109 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<64xf16>) -> tensor<2x16x64xf16>
    %110 = stablehlo.add %108, %109 : tensor<2x16x64xf16>
    %111 = stablehlo.add %45, %110 : tensor<2x16x64xf16>
    %112 = stablehlo.reshape %111 : (tensor<2x16x64xf16>) -> tensor<1x32x64xf16>
    %output_22, %batch_mean_23, %batch_var_24 = "stablehlo.batch_norm_training"(%112, %cst_19, %cst_18) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x32x64xf16>, tensor<32xf16>, tensor<32xf16>) -> (tensor<1x32x64xf16>, tensor<32xf16>, tensor<32xf16>)
    %113 = stablehlo.rsqrt %batch_var_24 : tensor<32xf16>
    %114 = stablehlo.divide %cst_19, %113 : tensor<32xf16>
    %115 = stablehlo.multiply %114, %114 : tensor<32xf16>
    %116 = stablehlo.subtract %115, %cst_18 : tensor<32xf16>
    %117 = stablehlo.convert %arg0 : (tensor<2x16x64xf16>) -> tensor<2x16x64xf32>
    %118 = stablehlo.convert %arg1 : (tensor<64xf16>) -> tensor<64xf32>
    %119 = stablehlo.broadcast_in_dim %118, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %120 = stablehlo.multiply %117, %119 : tensor<2x16x64xf32>
    %121 = stablehlo.convert %120 : (tensor<2x16x64xf32>) -> tensor<2x16x64xf16>
    %122 = stablehlo.reshape %121 : (tensor<2x16x64xf16>) -> tensor<1x32x64xf16>
    %grad_operand, %grad_scale, %grad_offset = "stablehlo.batch_norm_grad"(%112, %cst_19, %batch_mean_23, %116, %122) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x32x64xf16>, tensor<32xf16>, tensor<32xf16>, tensor<32xf16>, tensor<1x32x64xf16>) -> (tensor<1x32x64xf16>, tensor<32xf16>, tensor<32xf16>)
    %123 = stablehlo.rsqrt %batch_var : tensor<32xf16>
    %124 = stablehlo.divide %cst_19, %123 : tensor<32xf16>
    %125 = stablehlo.multiply %124, %124 : tensor<32xf16>
    %126 = stablehlo.subtract %125, %cst_18 : tensor<32xf16>
    %127 = stablehlo.reshape %grad_operand : (tensor<1x32x64xf16>) -> tensor<2x16x64xf16>
    %128 = stablehlo.power %59, %cst : tensor<2x16x256xf16>
    %129 = stablehlo.negate %128 : tensor<2x16x256xf16>
    %130 = stablehlo.exponential %129 : tensor<2x16x256xf16>
    %131 = stablehlo.broadcast_in_dim %arg17, dims = [] : (tensor<f16>) -> tensor<2x16x256xf16>
    %132 = stablehlo.multiply %130, %131 : tensor<2x16x256xf16>
    %133 = stablehlo.convert %132 : (tensor<2x16x256xf16>) -> tensor<2x16x256xf32>
    %134 = stablehlo.reshape %grad_operand : (tensor<1x32x64xf16>) -> tensor<32x64xf16>
    %135 = stablehlo.dot_general %134, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf16>, tensor<64x256xf16>) -> tensor<32x256xf16>
    %136 = stablehlo.reshape %135 : (tensor<32x256xf16>) -> tensor<2x16x256xf16>
    %137 = stablehlo.convert %136 : (tensor<2x16x256xf16>) -> tensor<2x16x256xf32>
    %138 = stablehlo.multiply %137, %56 : tensor<2x16x256xf32>
    %139 = stablehlo.convert %138 : (tensor<2x16x256xf32>) -> tensor<2x16x256xf16>
    %140 = stablehlo.convert %139 : (tensor<2x16x256xf16>) -> tensor<2x16x256xf32>
    %141 = stablehlo.multiply %133, %140 : tensor<2x16x256xf32>
    %142 = stablehlo.convert %141 : (tensor<2x16x256xf32>) -> tensor<2x16x256xf16>
    %143 = stablehlo.divide %142, %58 : tensor<2x16x256xf16>
    %144 = stablehlo.negate %143 : tensor<2x16x256xf16>
    %145 = stablehlo.multiply %137, %102 : tensor<2x16x256xf32>
    %146 = stablehlo.convert %145 : (tensor<2x16x256xf32>) -> tensor<2x16x256xf16>
    %147 = stablehlo.convert %146 : (tensor<2x16x256xf16>) -> tensor<2x16x256xf32>
    %148 = stablehlo.multiply %147, %53 : tensor<2x16x256xf32>
    %149 = stablehlo.convert %148 : (tensor<2x16x256xf32>) -> tensor<2x16x256xf16>
    %150 = stablehlo.add %144, %149 : tensor<2x16x256xf16>
    %151 = stablehlo.reshape %150 : (tensor<2x16x256xf16>) -> tensor<32x256xf16>
    %152 = stablehlo.dot_general %151, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf16>, tensor<256x64xf16>) -> tensor<32x64xf16>
    %153 = stablehlo.reshape %152 : (tensor<32x64xf16>) -> tensor<2x16x64xf16>
    %154 = stablehlo.add %127, %153 : tensor<2x16x64xf16>
    %155 = stablehlo.convert %154 : (tensor<2x16x64xf16>) -> tensor<2x16x64xf32>
    %156 = stablehlo.convert %arg7 : (tensor<64xf16>) -> tensor<64xf32>
    %157 = stablehlo.broadcast_in_dim %156, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %158 = stablehlo.multiply %155, %157 : tensor<2x16x64xf32>
    %159 = stablehlo.convert %158 : (tensor<2x16x64xf32>) -> tensor<2x16x64xf16>
    %160 = stablehlo.reshape %159 : (tensor<2x16x64xf16>) -> tensor<1x32x64xf16>
    %grad_operand_25, %grad_scale_26, %grad_offset_27 = "stablehlo.batch_norm_grad"(%41, %cst_19, %batch_mean, %126, %160) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x32x64xf16>, tensor<32xf16>, tensor<32xf16>, tensor<32xf16>, tensor<1x32x64xf16>) -> (tensor<1x32x64xf16>, tensor<32xf16>, tensor<32xf16>)
    %161 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<64xf16>) -> tensor<2x16x64xf16>
    %162 = stablehlo.reshape %output_22 : (tensor<1x32x64xf16>) -> tensor<2x16x64xf16>
    %163 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<64xf16>) -> tensor<2x16x64xf16>
    %164 = stablehlo.multiply %162, %163 : tensor<2x16x64xf16>
    %165 = stablehlo.add %161, %164 : tensor<2x16x64xf16>
    %166 = stablehlo.convert %165 : (tensor<2x16x64xf16>) -> tensor<2x16x64xf32>
    %167 = stablehlo.multiply %166, %117 : tensor<2x16x64xf32>
    %168 = stablehlo.convert %167 : (tensor<2x16x64xf32>) -> tensor<2x16x64xf16>
    %169 = stablehlo.reduce(%168 init: %cst_21) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x16x64xf16>, tensor<f16>) -> tensor<f16>
    %170 = stablehlo.reshape %grad_operand_25 : (tensor<1x32x64xf16>) -> tensor<2x16x64xf16>
    %171 = stablehlo.reshape %grad_operand_25 : (tensor<1x32x64xf16>) -> tensor<32x64xf16>
    %172 = stablehlo.dot_general %171, %arg9, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf16>, tensor<64x64xf16>) -> tensor<32x64xf16>
    %173 = stablehlo.reshape %172 : (tensor<32x64xf16>) -> tensor<2x16x4x16xf16>
    %174 = stablehlo.transpose %173, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f16[2,4,16,16]{3,1,2,0}"} : (tensor<2x16x4x16xf16>) -> tensor<2x4x16x16xf16>
    %175 = stablehlo.reshape %174 : (tensor<2x4x16x16xf16>) -> tensor<8x16x16xf16>
    %176 = stablehlo.transpose %30, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f16[8,16,16]{1,2,0}"} : (tensor<8x16x16xf16>) -> tensor<8x16x16xf16>
    %177 = stablehlo.dot_general %175, %176, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf16>, tensor<8x16x16xf16>) -> tensor<8x16x16xf16>
    %178 = stablehlo.reshape %177 : (tensor<8x16x16xf16>) -> tensor<2x4x16x16xf16>
    %179 = stablehlo.multiply %178, %25 : tensor<2x4x16x16xf16>
    %180 = stablehlo.reduce(%179 init: %cst_21) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf16>, tensor<f16>) -> tensor<2x4x16xf16>
    %181 = stablehlo.broadcast_in_dim %180, dims = [0, 1, 2] : (tensor<2x4x16xf16>) -> tensor<2x4x16x16xf16>
    %182 = stablehlo.subtract %178, %181 : tensor<2x4x16x16xf16>
    %183 = stablehlo.multiply %25, %182 : tensor<2x4x16x16xf16>
    %184 = stablehlo.divide %183, %17 : tensor<2x4x16x16xf16>
    %185 = stablehlo.reshape %184 : (tensor<2x4x16x16xf16>) -> tensor<8x16x16xf16>
    %186 = stablehlo.transpose %14, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f16[8,16,16]{1,2,0}"} : (tensor<8x16x16xf16>) -> tensor<8x16x16xf16>
    %187 = stablehlo.dot_general %185, %186, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf16>, tensor<8x16x16xf16>) -> tensor<8x16x16xf16>
    %188 = stablehlo.reshape %187 : (tensor<8x16x16xf16>) -> tensor<2x4x16x16xf16>
    %189 = stablehlo.transpose %188, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f16[2,16,4,16]{3,1,2,0}"} : (tensor<2x4x16x16xf16>) -> tensor<2x16x4x16xf16>
    %190 = stablehlo.reshape %189 : (tensor<2x16x4x16xf16>) -> tensor<2x16x64xf16>
    %191 = stablehlo.transpose %10, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f16[8,16,16]{1,2,0}"} : (tensor<8x16x16xf16>) -> tensor<8x16x16xf16>
    %192 = stablehlo.dot_general %191, %185, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf16>, tensor<8x16x16xf16>) -> tensor<8x16x16xf16>
    %193 = stablehlo.reshape %192 : (tensor<8x16x16xf16>) -> tensor<2x4x16x16xf16>
    %194 = stablehlo.transpose %193, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xf16>) -> tensor<2x16x4x16xf16>
    %195 = stablehlo.reshape %194 : (tensor<2x16x4x16xf16>) -> tensor<2x16x64xf16>
    %196 = stablehlo.transpose %26, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f16[8,16,16]{1,2,0}"} : (tensor<8x16x16xf16>) -> tensor<8x16x16xf16>
    %197 = stablehlo.dot_general %196, %175, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf16>, tensor<8x16x16xf16>) -> tensor<8x16x16xf16>
    %198 = stablehlo.reshape %197 : (tensor<8x16x16xf16>) -> tensor<2x4x16x16xf16>
    %199 = stablehlo.transpose %198, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f16[2,16,4,16]{3,1,2,0}"} : (tensor<2x4x16x16xf16>) -> tensor<2x16x4x16xf16>
    %200 = stablehlo.reshape %199 : (tensor<2x16x4x16xf16>) -> tensor<2x16x64xf16>
    %201 = stablehlo.concatenate %190, %195, %200, dim = 2 : (tensor<2x16x64xf16>, tensor<2x16x64xf16>, tensor<2x16x64xf16>) -> tensor<2x16x192xf16>
    %202 = stablehlo.reshape %201 : (tensor<2x16x192xf16>) -> tensor<32x192xf16>
    %203 = stablehlo.dot_general %202, %arg11, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x192xf16>, tensor<192x64xf16>) -> tensor<32x64xf16>
    %204 = stablehlo.reshape %203 : (tensor<32x64xf16>) -> tensor<2x16x64xf16>
    %205 = stablehlo.add %170, %204 : tensor<2x16x64xf16>
    %206 = stablehlo.transpose %1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f16[64,32]{0,1}"} : (tensor<32x64xf16>) -> tensor<64x32xf16>
    %207 = stablehlo.dot_general %206, %202, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf16>, tensor<32x192xf16>) -> tensor<64x192xf16>
    %208 = stablehlo.transpose %207, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f16[192,64]{0,1}"} : (tensor<64x192xf16>) -> tensor<192x64xf16>
    %209 = stablehlo.reduce(%201 init: %cst_21) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x192xf16>, tensor<f16>) -> tensor<192xf16>
    %210 = stablehlo.transpose %34, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f16[64,32]{0,1}"} : (tensor<32x64xf16>) -> tensor<64x32xf16>
    %211 = stablehlo.dot_general %210, %171, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf16>, tensor<32x64xf16>) -> tensor<64x64xf16>
    %212 = stablehlo.transpose %211, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f16[64,64]{0,1}"} : (tensor<64x64xf16>) -> tensor<64x64xf16>
    %213 = stablehlo.reduce(%170 init: %cst_21) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf16>, tensor<f16>) -> tensor<64xf16>
    %214 = stablehlo.convert %42 : (tensor<2x16x64xf16>) -> tensor<2x16x64xf32>
    %215 = stablehlo.multiply %155, %214 : tensor<2x16x64xf32>
    %216 = stablehlo.convert %215 : (tensor<2x16x64xf32>) -> tensor<2x16x64xf16>
    %217 = stablehlo.reduce(%216 init: %cst_21) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf16>, tensor<f16>) -> tensor<64xf16>
    %218 = stablehlo.reduce(%154 init: %cst_21) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf16>, tensor<f16>) -> tensor<64xf16>
    %219 = stablehlo.transpose %46, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f16[64,32]{0,1}"} : (tensor<32x64xf16>) -> tensor<64x32xf16>
    %220 = stablehlo.dot_general %219, %151, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf16>, tensor<32x256xf16>) -> tensor<64x256xf16>
    %221 = stablehlo.transpose %220, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f16[256,64]{0,1}"} : (tensor<64x256xf16>) -> tensor<256x64xf16>
    %222 = stablehlo.reduce(%150 init: %cst_21) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x256xf16>, tensor<f16>) -> tensor<256xf16>
    %223 = stablehlo.transpose %105, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f16[256,32]{0,1}"} : (tensor<32x256xf16>) -> tensor<256x32xf16>
    %224 = stablehlo.dot_general %223, %134, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x32xf16>, tensor<32x64xf16>) -> tensor<256x64xf16>
    %225 = stablehlo.transpose %224, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f16[64,256]{0,1}"} : (tensor<256x64xf16>) -> tensor<64x256xf16>
    %226 = stablehlo.reduce(%127 init: %cst_21) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf16>, tensor<f16>) -> tensor<64xf16>
    %227 = stablehlo.convert %162 : (tensor<2x16x64xf16>) -> tensor<2x16x64xf32>
    %228 = stablehlo.multiply %117, %227 : tensor<2x16x64xf32>
    %229 = stablehlo.convert %228 : (tensor<2x16x64xf32>) -> tensor<2x16x64xf16>
    %230 = stablehlo.reduce(%229 init: %cst_21) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf16>, tensor<f16>) -> tensor<64xf16>
    %231 = stablehlo.reduce(%arg0 init: %cst_21) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf16>, tensor<f16>) -> tensor<64xf16>
    return %169, %205, %208, %209, %212, %213, %217, %218, %221, %222, %225, %226, %230, %231 : tensor<f16>, tensor<2x16x64xf16>, tensor<192x64xf16>, tensor<192xf16>, tensor<64x64xf16>, tensor<64xf16>, tensor<64xf16>, tensor<64xf16>, tensor<256x64xf16>, tensor<256xf16>, tensor<64x256xf16>, tensor<64xf16>, tensor<64xf16>, tensor<64xf16>
  }
}
