module @IrToHlo.505 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x16x64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64xf32>, %arg3: tensor<64x256xf32>, %arg4: tensor<f32>, %arg5: tensor<256xf32>, %arg6: tensor<256x64xf32>, %arg7: tensor<64xf32>, %arg8: tensor<64xf32>, %arg9: tensor<64x64xf32>, %arg10: tensor<192xf32>, %arg11: tensor<192x64xf32>, %arg12: tensor<2x16x64xf32>, %arg13: tensor<f32>, %arg14: tensor<64xf32>, %arg15: tensor<f32>, %arg16: tensor<64xf32>, %arg17: tensor<f32>) -> (tensor<f32>, tensor<2x16x64xf32>, tensor<192x64xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256x64xf32>, tensor<256xf32>, tensor<64x256xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) {
    %cst = stablehlo.constant dense<9.99999996E-13> : tensor<32xf32>
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
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<32xf32>
    %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<32xf32>
    %cst_20 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %1 = stablehlo.reshape %arg12 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %2 = stablehlo.transpose %arg11, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,192]{0,1}"} : (tensor<192x64xf32>) -> tensor<64x192xf32>
    %3 = stablehlo.dot_general %1, %2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x192xf32>) -> tensor<32x192xf32>
    %4 = stablehlo.reshape %3 : (tensor<32x192xf32>) -> tensor<2x16x192xf32>
    %5 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<192xf32>) -> tensor<2x16x192xf32>
    %6 = stablehlo.add %4, %5 : tensor<2x16x192xf32>
    %7 = stablehlo.slice %6 [0:2, 0:16, 0:64] : (tensor<2x16x192xf32>) -> tensor<2x16x64xf32>
    %8 = stablehlo.reshape %7 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %9 = stablehlo.transpose %8, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,16,16]{3,1,2,0}"} : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %10 = stablehlo.reshape %9 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %11 = stablehlo.slice %6 [0:2, 0:16, 64:128] : (tensor<2x16x192xf32>) -> tensor<2x16x64xf32>
    %12 = stablehlo.reshape %11 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %13 = stablehlo.transpose %12, dims = [0, 2, 3, 1] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %14 = stablehlo.reshape %13 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %15 = stablehlo.dot_general %10, %14, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %16 = stablehlo.reshape %15 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %17 = stablehlo.broadcast_in_dim %arg13, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %18 = stablehlo.divide %16, %17 : tensor<2x4x16x16xf32>
    %19 = stablehlo.reduce(%18 init: %cst_20) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %21 = stablehlo.subtract %18, %20 : tensor<2x4x16x16xf32>
    %22 = stablehlo.exponential %21 : tensor<2x4x16x16xf32>
    %23 = stablehlo.reduce(%22 init: %cst_21) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %25 = stablehlo.divide %22, %24 : tensor<2x4x16x16xf32>
    %26 = stablehlo.reshape %25 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %27 = stablehlo.slice %6 [0:2, 0:16, 128:192] : (tensor<2x16x192xf32>) -> tensor<2x16x64xf32>
    %28 = stablehlo.reshape %27 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %29 = stablehlo.transpose %28, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,16,16]{3,1,2,0}"} : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %30 = stablehlo.reshape %29 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %31 = stablehlo.dot_general %26, %30, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %32 = stablehlo.reshape %31 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %33 = stablehlo.transpose %32, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,16,4,16]{3,1,2,0}"} : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %34 = stablehlo.reshape %33 : (tensor<2x16x4x16xf32>) -> tensor<32x64xf32>
    %35 = stablehlo.transpose %arg9, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,64]{0,1}"} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %36 = stablehlo.dot_general %34, %35, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %37 = stablehlo.reshape %36 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %38 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %39 = stablehlo.add %37, %38 : tensor<2x16x64xf32>
    %40 = stablehlo.add %arg12, %39 : tensor<2x16x64xf32>
    %41 = stablehlo.reshape %40 : (tensor<2x16x64xf32>) -> tensor<1x32x64xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%41, %cst_19, %cst_18) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x32x64xf32>, tensor<32xf32>, tensor<32xf32>) -> (tensor<1x32x64xf32>, tensor<32xf32>, tensor<32xf32>)
    %42 = stablehlo.reshape %output : (tensor<1x32x64xf32>) -> tensor<2x16x64xf32>
    %43 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %44 = stablehlo.multiply %42, %43 : tensor<2x16x64xf32>
    %45 = stablehlo.add %0, %44 : tensor<2x16x64xf32>
    %46 = stablehlo.reshape %45 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %47 = stablehlo.transpose %arg6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,256]{0,1}"} : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %48 = stablehlo.dot_general %46, %47, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x256xf32>) -> tensor<32x256xf32>
    %49 = stablehlo.reshape %48 : (tensor<32x256xf32>) -> tensor<2x16x256xf32>
    %50 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<256xf32>) -> tensor<2x16x256xf32>
    %51 = stablehlo.add %49, %50 : tensor<2x16x256xf32>
    %52 = stablehlo.broadcast_in_dim %arg15, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %53 = stablehlo.multiply %51, %52 : tensor<2x16x256xf32>
    %54 = stablehlo.negate %51 : tensor<2x16x256xf32>
    %55 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %56 = stablehlo.divide %54, %55 : tensor<2x16x256xf32>
    %57 = stablehlo.abs %56 : tensor<2x16x256xf32>
    %58 = stablehlo.compare  GT, %57, %cst_17 : (tensor<2x16x256xf32>, tensor<2x16x256xf32>) -> tensor<2x16x256xi1>
    %59 = stablehlo.compare  LT, %56, %cst_16 : (tensor<2x16x256xf32>, tensor<2x16x256xf32>) -> tensor<2x16x256xi1>
    %60 = stablehlo.multiply %56, %56 : tensor<2x16x256xf32>
    %61 = stablehlo.negate %60 : tensor<2x16x256xf32>
    %62 = stablehlo.exponential %61 : tensor<2x16x256xf32>
    %63 = stablehlo.divide %cst_17, %60 : tensor<2x16x256xf32>
    %64 = stablehlo.multiply %63, %cst_14 : tensor<2x16x256xf32>
    %65 = stablehlo.add %64, %cst_13 : tensor<2x16x256xf32>
    %66 = stablehlo.multiply %65, %63 : tensor<2x16x256xf32>
    %67 = stablehlo.add %66, %cst_12 : tensor<2x16x256xf32>
    %68 = stablehlo.multiply %67, %63 : tensor<2x16x256xf32>
    %69 = stablehlo.add %68, %cst_11 : tensor<2x16x256xf32>
    %70 = stablehlo.minimum %57, %cst_10 : tensor<2x16x256xf32>
    %71 = stablehlo.multiply %63, %cst_9 : tensor<2x16x256xf32>
    %72 = stablehlo.add %71, %cst_8 : tensor<2x16x256xf32>
    %73 = stablehlo.multiply %72, %63 : tensor<2x16x256xf32>
    %74 = stablehlo.add %73, %cst_17 : tensor<2x16x256xf32>
    %75 = stablehlo.multiply %74, %63 : tensor<2x16x256xf32>
    %76 = stablehlo.add %75, %cst_7 : tensor<2x16x256xf32>
    %77 = stablehlo.multiply %76, %63 : tensor<2x16x256xf32>
    %78 = stablehlo.add %77, %cst_6 : tensor<2x16x256xf32>
    %79 = stablehlo.multiply %70, %78 : tensor<2x16x256xf32>
    %80 = stablehlo.divide %69, %79 : tensor<2x16x256xf32>
    %81 = stablehlo.multiply %62, %80 : tensor<2x16x256xf32>
    %82 = stablehlo.subtract %cst_15, %81 : tensor<2x16x256xf32>
    %83 = stablehlo.select %59, %82, %81 : tensor<2x16x256xi1>, tensor<2x16x256xf32>
    %84 = stablehlo.multiply %60, %cst_5 : tensor<2x16x256xf32>
    %85 = stablehlo.add %84, %cst_4 : tensor<2x16x256xf32>
    %86 = stablehlo.multiply %85, %60 : tensor<2x16x256xf32>
    %87 = stablehlo.add %86, %cst_3 : tensor<2x16x256xf32>
    %88 = stablehlo.multiply %87, %60 : tensor<2x16x256xf32>
    %89 = stablehlo.add %88, %cst_2 : tensor<2x16x256xf32>
    %90 = stablehlo.multiply %89, %60 : tensor<2x16x256xf32>
    %91 = stablehlo.add %90, %cst_1 : tensor<2x16x256xf32>
    %92 = stablehlo.multiply %91, %60 : tensor<2x16x256xf32>
    %93 = stablehlo.add %92, %cst_0 : tensor<2x16x256xf32>
    %94 = stablehlo.multiply %56, %93 : tensor<2x16x256xf32>
    %95 = stablehlo.add %94, %cst_17 : tensor<2x16x256xf32>
    %96 = stablehlo.select %58, %83, %95 : tensor<2x16x256xi1>, tensor<2x16x256xf32>
    %97 = stablehlo.multiply %53, %96 : tensor<2x16x256xf32>
    %98 = stablehlo.reshape %97 : (tensor<2x16x256xf32>) -> tensor<32x256xf32>
    %99 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[256,64]{0,1}"} : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %100 = stablehlo.dot_general %98, %99, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf32>, tensor<256x64xf32>) -> tensor<32x64xf32>
    %101 = stablehlo.reshape %100 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %102 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %103 = stablehlo.add %101, %102 : tensor<2x16x64xf32>
    %104 = stablehlo.add %45, %103 : tensor<2x16x64xf32>
    %105 = stablehlo.reshape %104 : (tensor<2x16x64xf32>) -> tensor<1x32x64xf32>
    %output_22, %batch_mean_23, %batch_var_24 = "stablehlo.batch_norm_training"(%105, %cst_19, %cst_18) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x32x64xf32>, tensor<32xf32>, tensor<32xf32>) -> (tensor<1x32x64xf32>, tensor<32xf32>, tensor<32xf32>)
    %106 = stablehlo.add %batch_var_24, %cst : tensor<32xf32>
    %107 = stablehlo.rsqrt %106 : tensor<32xf32>
    %108 = stablehlo.divide %cst_19, %107 : tensor<32xf32>
    %109 = stablehlo.multiply %108, %108 : tensor<32xf32>
    %110 = stablehlo.subtract %109, %cst : tensor<32xf32>
    %111 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %112 = stablehlo.multiply %arg0, %111 : tensor<2x16x64xf32>
    %113 = stablehlo.reshape %112 : (tensor<2x16x64xf32>) -> tensor<1x32x64xf32>
    %grad_operand, %grad_scale, %grad_offset = "stablehlo.batch_norm_grad"(%105, %cst_19, %batch_mean_23, %110, %113) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x32x64xf32>) -> (tensor<1x32x64xf32>, tensor<32xf32>, tensor<32xf32>)
    %114 = stablehlo.add %batch_var, %cst : tensor<32xf32>
    %115 = stablehlo.rsqrt %114 : tensor<32xf32>
    %116 = stablehlo.divide %cst_19, %115 : tensor<32xf32>
    %117 = stablehlo.multiply %116, %116 : tensor<32xf32>
    %118 = stablehlo.subtract %117, %cst : tensor<32xf32>
    %119 = stablehlo.reshape %grad_operand : (tensor<1x32x64xf32>) -> tensor<2x16x64xf32>
    %120 = stablehlo.power %56, %cst_15 : tensor<2x16x256xf32>
    %121 = stablehlo.negate %120 : tensor<2x16x256xf32>
    %122 = stablehlo.exponential %121 : tensor<2x16x256xf32>
    %123 = stablehlo.broadcast_in_dim %arg17, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %124 = stablehlo.multiply %122, %123 : tensor<2x16x256xf32>
    %125 = stablehlo.reshape %grad_operand : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %126 = stablehlo.dot_general %125, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x256xf32>) -> tensor<32x256xf32>
    %127 = stablehlo.reshape %126 : (tensor<32x256xf32>) -> tensor<2x16x256xf32>
    %128 = stablehlo.multiply %127, %53 : tensor<2x16x256xf32>
    %129 = stablehlo.multiply %124, %128 : tensor<2x16x256xf32>
    %130 = stablehlo.divide %129, %55 : tensor<2x16x256xf32>
    %131 = stablehlo.negate %130 : tensor<2x16x256xf32>
    %132 = stablehlo.multiply %127, %96 : tensor<2x16x256xf32>
    %133 = stablehlo.multiply %132, %52 : tensor<2x16x256xf32>
    %134 = stablehlo.add %131, %133 : tensor<2x16x256xf32>
    %135 = stablehlo.reshape %134 : (tensor<2x16x256xf32>) -> tensor<32x256xf32>
    %136 = stablehlo.dot_general %135, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf32>, tensor<256x64xf32>) -> tensor<32x64xf32>
    %137 = stablehlo.reshape %136 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %138 = stablehlo.add %119, %137 : tensor<2x16x64xf32>
    %139 = stablehlo.multiply %138, %43 : tensor<2x16x64xf32>
    %140 = stablehlo.reshape %139 : (tensor<2x16x64xf32>) -> tensor<1x32x64xf32>
    %grad_operand_25, %grad_scale_26, %grad_offset_27 = "stablehlo.batch_norm_grad"(%41, %cst_19, %batch_mean, %118, %140) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x32x64xf32>) -> (tensor<1x32x64xf32>, tensor<32xf32>, tensor<32xf32>)
    %141 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %142 = stablehlo.reshape %output_22 : (tensor<1x32x64xf32>) -> tensor<2x16x64xf32>
    %143 = stablehlo.multiply %142, %111 : tensor<2x16x64xf32>
    %144 = stablehlo.add %141, %143 : tensor<2x16x64xf32>
    %145 = stablehlo.multiply %144, %arg0 : tensor<2x16x64xf32>
    %146 = stablehlo.reduce(%145 init: %cst_21) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<f32>
    %147 = stablehlo.reshape %grad_operand_25 : (tensor<1x32x64xf32>) -> tensor<2x16x64xf32>
    %148 = stablehlo.reshape %grad_operand_25 : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %149 = stablehlo.dot_general %148, %arg9, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %150 = stablehlo.reshape %149 : (tensor<32x64xf32>) -> tensor<2x16x4x16xf32>
    %151 = stablehlo.transpose %150, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,16,16]{3,1,2,0}"} : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %152 = stablehlo.reshape %151 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %153 = stablehlo.transpose %30, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,16,16]{1,2,0}"} : (tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %154 = stablehlo.dot_general %152, %153, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %155 = stablehlo.reshape %154 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %156 = stablehlo.multiply %155, %25 : tensor<2x4x16x16xf32>
    %157 = stablehlo.reduce(%156 init: %cst_21) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %158 = stablehlo.broadcast_in_dim %157, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %159 = stablehlo.subtract %155, %158 : tensor<2x4x16x16xf32>
    %160 = stablehlo.multiply %25, %159 : tensor<2x4x16x16xf32>
    %161 = stablehlo.divide %160, %17 : tensor<2x4x16x16xf32>
    %162 = stablehlo.reshape %161 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %163 = stablehlo.transpose %14, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,16,16]{1,2,0}"} : (tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %164 = stablehlo.dot_general %162, %163, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %165 = stablehlo.reshape %164 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %166 = stablehlo.transpose %165, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,16,4,16]{3,1,2,0}"} : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %167 = stablehlo.reshape %166 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %168 = stablehlo.transpose %10, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,16,16]{1,2,0}"} : (tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %169 = stablehlo.dot_general %168, %162, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %170 = stablehlo.reshape %169 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %171 = stablehlo.transpose %170, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %172 = stablehlo.reshape %171 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %173 = stablehlo.transpose %26, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,16,16]{1,2,0}"} : (tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %174 = stablehlo.dot_general %173, %152, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %175 = stablehlo.reshape %174 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %176 = stablehlo.transpose %175, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,16,4,16]{3,1,2,0}"} : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %177 = stablehlo.reshape %176 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %178 = stablehlo.concatenate %167, %172, %177, dim = 2 : (tensor<2x16x64xf32>, tensor<2x16x64xf32>, tensor<2x16x64xf32>) -> tensor<2x16x192xf32>
    %179 = stablehlo.reshape %178 : (tensor<2x16x192xf32>) -> tensor<32x192xf32>
    %180 = stablehlo.dot_general %179, %arg11, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x192xf32>, tensor<192x64xf32>) -> tensor<32x64xf32>
    %181 = stablehlo.reshape %180 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %182 = stablehlo.add %147, %181 : tensor<2x16x64xf32>
    %183 = stablehlo.transpose %1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %184 = stablehlo.dot_general %183, %179, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<32x192xf32>) -> tensor<64x192xf32>
    %185 = stablehlo.transpose %184, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[192,64]{0,1}"} : (tensor<64x192xf32>) -> tensor<192x64xf32>
    %186 = stablehlo.reduce(%178 init: %cst_21) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x192xf32>, tensor<f32>) -> tensor<192xf32>
    %187 = stablehlo.transpose %34, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %188 = stablehlo.dot_general %187, %148, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<32x64xf32>) -> tensor<64x64xf32>
    %189 = stablehlo.transpose %188, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,64]{0,1}"} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %190 = stablehlo.reduce(%147 init: %cst_21) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %191 = stablehlo.multiply %138, %42 : tensor<2x16x64xf32>
    %192 = stablehlo.reduce(%191 init: %cst_21) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %193 = stablehlo.reduce(%138 init: %cst_21) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %194 = stablehlo.transpose %46, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %195 = stablehlo.dot_general %194, %135, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<32x256xf32>) -> tensor<64x256xf32>
    %196 = stablehlo.transpose %195, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[256,64]{0,1}"} : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %197 = stablehlo.reduce(%134 init: %cst_21) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x256xf32>, tensor<f32>) -> tensor<256xf32>
    %198 = stablehlo.transpose %98, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[256,32]{0,1}"} : (tensor<32x256xf32>) -> tensor<256x32xf32>
    %199 = stablehlo.dot_general %198, %125, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x32xf32>, tensor<32x64xf32>) -> tensor<256x64xf32>
    %200 = stablehlo.transpose %199, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,256]{0,1}"} : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %201 = stablehlo.reduce(%119 init: %cst_21) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %202 = stablehlo.multiply %arg0, %142 : tensor<2x16x64xf32>
    %203 = stablehlo.reduce(%202 init: %cst_21) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %204 = stablehlo.reduce(%arg0 init: %cst_21) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    return %146, %182, %185, %186, %189, %190, %192, %193, %196, %197, %200, %201, %203, %204 : tensor<f32>, tensor<2x16x64xf32>, tensor<192x64xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256x64xf32>, tensor<256xf32>, tensor<64x256xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>
  }
}
