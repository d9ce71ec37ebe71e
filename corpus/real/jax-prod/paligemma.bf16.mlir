module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<128x64xbf16>, %arg1: tensor<128x64xbf16>, %arg2: tensor<128x64xbf16>, %arg3: tensor<64xbf16>, %arg4: tensor<64x128xbf16>, %arg5: tensor<64x128xbf16>, %arg6: tensor<64x32xbf16>, %arg7: tensor<64x32xbf16>, %arg8: tensor<64x64xbf16>, %arg9: tensor<64x64xbf16>, %arg10: tensor<64xbf16>, %arg11: tensor<4x4x3x64xbf16>, %arg12: tensor<1x16x64xbf16>, %arg13: tensor<64xbf16>, %arg14: tensor<64xbf16>, %arg15: tensor<64xbf16>, %arg16: tensor<64xbf16>, %arg17: tensor<64xbf16>, %arg18: tensor<64xbf16>, %arg19: tensor<64xbf16>, %arg20: tensor<64xbf16>, %arg21: tensor<64xbf16>, %arg22: tensor<64x64xbf16>, %arg23: tensor<64x64xbf16>, %arg24: tensor<64x64xbf16>, %arg25: tensor<64x128xbf16>, %arg26: tensor<64x128xbf16>, %arg27: tensor<64x32xbf16>, %arg28: tensor<64x32xbf16>, %arg29: tensor<128xbf16>, %arg30: tensor<64x128xbf16>, %arg31: tensor<128xbf16>, %arg32: tensor<64x128xbf16>, %arg33: tensor<64xbf16>, %arg34: tensor<128x64xbf16>, %arg35: tensor<64xbf16>, %arg36: tensor<128x64xbf16>, %arg37: tensor<64xbf16>, %arg38: tensor<64x64xbf16>, %arg39: tensor<64xbf16>, %arg40: tensor<64x64xbf16>, %arg41: tensor<64xbf16>, %arg42: tensor<64xbf16>, %arg43: tensor<64xbf16>, %arg44: tensor<64xbf16>, %arg45: tensor<64xbf16>, %arg46: tensor<64xbf16>, %arg47: tensor<64xbf16>, %arg48: tensor<64xbf16>, %arg49: tensor<64xbf16>, %arg50: tensor<64x64xbf16>, %arg51: tensor<64xbf16>, %arg52: tensor<64x64xbf16>, %arg53: tensor<64xbf16>, %arg54: tensor<64xbf16>, %arg55: tensor<64xbf16>, %arg56: tensor<64x64xbf16>, %arg57: tensor<64xbf16>, %arg58: tensor<64x64xbf16>, %arg59: tensor<64xbf16>, %arg60: tensor<64x64xbf16>, %arg61: tensor<64xbf16>, %arg62: tensor<64x64xbf16>, %arg63: tensor<2x16x16x3xbf16>, %arg64: tensor<2x16xi32>) -> (tensor<2x16x128xbf16> {jax.result_info = "result"}) {
    %0 = stablehlo.convolution(%arg63, %arg11) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [4, 4], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x16x16x3xbf16>, tensor<4x4x3x64xbf16>) -> tensor<2x4x4x64xbf16>
    %1 = stablehlo.reshape %arg10 : (tensor<64xbf16>) -> tensor<1x1x1x64xbf16>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xbf16>) -> tensor<2x4x4x64xbf16>
    %3 = stablehlo.add %0, %2 : tensor<2x4x4x64xbf16>
    %4 = stablehlo.reshape %3 : (tensor<2x4x4x64xbf16>) -> tensor<2x16x64xbf16>
    %5 = stablehlo.broadcast_in_dim %arg12, dims = [0, 1, 2] : (tensor<1x16x64xbf16>) -> tensor<2x16x64xbf16>
    %6 = stablehlo.add %4, %5 : tensor<2x16x64xbf16>
    %7 = stablehlo.convert %6 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %8 = chlo.square %7 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%7 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %11 = stablehlo.divide %9, %10 : tensor<2x16xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.reduce(%8 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_2 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %14 = stablehlo.divide %12, %13 : tensor<2x16xf32>
    %15 = chlo.square %11 : tensor<2x16xf32> -> tensor<2x16xf32>
    %16 = stablehlo.subtract %14, %15 : tensor<2x16xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %18 = stablehlo.maximum %17, %16 : tensor<2x16xf32>
    %19 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %20 = stablehlo.broadcast_in_dim %18, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %21 = stablehlo.convert %6 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %22 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %23 = stablehlo.subtract %21, %22 : tensor<2x16x64xf32>
    %cst_4 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %25 = stablehlo.add %20, %24 : tensor<2x16x1xf32>
    %26 = stablehlo.rsqrt %25 : tensor<2x16x1xf32>
    %27 = stablehlo.reshape %arg42 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %28 = stablehlo.convert %27 : (tensor<1x1x64xbf16>) -> tensor<1x1x64xf32>
    %29 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %30 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %31 = stablehlo.multiply %29, %30 : tensor<2x16x64xf32>
    %32 = stablehlo.multiply %23, %31 : tensor<2x16x64xf32>
    %33 = stablehlo.reshape %arg41 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %34 = stablehlo.convert %33 : (tensor<1x1x64xbf16>) -> tensor<1x1x64xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %36 = stablehlo.add %32, %35 : tensor<2x16x64xf32>
    %37 = stablehlo.convert %36 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %38 = stablehlo.dot_general %37, %arg56, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %39 = stablehlo.reshape %arg55 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %41 = stablehlo.add %38, %40 : tensor<2x16x64xbf16>
    %42 = stablehlo.reshape %41 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %43 = stablehlo.dot_general %37, %arg38, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %44 = stablehlo.reshape %arg37 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %46 = stablehlo.add %43, %45 : tensor<2x16x64xbf16>
    %47 = stablehlo.reshape %46 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %48 = stablehlo.dot_general %37, %arg60, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %49 = stablehlo.reshape %arg59 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %50 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %51 = stablehlo.add %48, %50 : tensor<2x16x64xbf16>
    %52 = stablehlo.reshape %51 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %53 = stablehlo.dot_general %42, %47, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xbf16>, tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %cst_5 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %54 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<bf16>) -> tensor<2x4x16x16xbf16>
    %55 = stablehlo.multiply %53, %54 : tensor<2x4x16x16xbf16>
    %cst_6 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %56 = stablehlo.reduce(%55 init: %cst_6) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xbf16>, tensor<bf16>) -> tensor<2x4x16xbf16>
    %cst_7 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %57 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<bf16>) -> tensor<2x4x16xbf16>
    %58 = stablehlo.maximum %57, %56 : tensor<2x4x16xbf16>
    %59 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 2] : (tensor<2x4x16xbf16>) -> tensor<2x4x16x1xbf16>
    %60 = stablehlo.broadcast_in_dim %59, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xbf16>) -> tensor<2x4x16x16xbf16>
    %61 = stablehlo.subtract %55, %60 : tensor<2x4x16x16xbf16>
    %62 = stablehlo.exponential %61 : tensor<2x4x16x16xbf16>
    %63 = stablehlo.convert %62 : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %64 = stablehlo.reduce(%63 init: %cst_8) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %66 = stablehlo.convert %65 : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x1xbf16>
    %67 = stablehlo.broadcast_in_dim %66, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xbf16>) -> tensor<2x4x16x16xbf16>
    %68 = stablehlo.divide %62, %67 : tensor<2x4x16x16xbf16>
    %69 = stablehlo.dot_general %52, %68, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xbf16>, tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %70 = stablehlo.transpose %69, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xbf16>) -> tensor<2x16x4x16xbf16>
    %71 = stablehlo.reshape %70 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x64xbf16>
    %72 = stablehlo.dot_general %71, %arg50, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %73 = stablehlo.reshape %arg49 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %74 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %75 = stablehlo.add %72, %74 : tensor<2x16x64xbf16>
    %76 = stablehlo.add %6, %75 : tensor<2x16x64xbf16>
    %77 = stablehlo.convert %76 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %78 = chlo.square %77 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %79 = stablehlo.reduce(%77 init: %cst_9) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_10 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %81 = stablehlo.divide %79, %80 : tensor<2x16xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %82 = stablehlo.reduce(%78 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_12 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %83 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %84 = stablehlo.divide %82, %83 : tensor<2x16xf32>
    %85 = chlo.square %81 : tensor<2x16xf32> -> tensor<2x16xf32>
    %86 = stablehlo.subtract %84, %85 : tensor<2x16xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %88 = stablehlo.maximum %87, %86 : tensor<2x16xf32>
    %89 = stablehlo.broadcast_in_dim %81, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %90 = stablehlo.broadcast_in_dim %88, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %91 = stablehlo.convert %76 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %92 = stablehlo.broadcast_in_dim %89, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %93 = stablehlo.subtract %91, %92 : tensor<2x16x64xf32>
    %cst_14 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %95 = stablehlo.add %90, %94 : tensor<2x16x1xf32>
    %96 = stablehlo.rsqrt %95 : tensor<2x16x1xf32>
    %97 = stablehlo.reshape %arg46 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %98 = stablehlo.convert %97 : (tensor<1x1x64xbf16>) -> tensor<1x1x64xf32>
    %99 = stablehlo.broadcast_in_dim %96, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %100 = stablehlo.broadcast_in_dim %98, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %101 = stablehlo.multiply %99, %100 : tensor<2x16x64xf32>
    %102 = stablehlo.multiply %93, %101 : tensor<2x16x64xf32>
    %103 = stablehlo.reshape %arg45 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %104 = stablehlo.convert %103 : (tensor<1x1x64xbf16>) -> tensor<1x1x64xf32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %106 = stablehlo.add %102, %105 : tensor<2x16x64xf32>
    %107 = stablehlo.convert %106 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %108 = stablehlo.dot_general %107, %arg30, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x128xbf16>) -> tensor<2x16x128xbf16>
    %109 = stablehlo.reshape %arg29 : (tensor<128xbf16>) -> tensor<1x1x128xbf16>
    %110 = stablehlo.broadcast_in_dim %109, dims = [0, 1, 2] : (tensor<1x1x128xbf16>) -> tensor<2x16x128xbf16>
    %111 = stablehlo.add %108, %110 : tensor<2x16x128xbf16>
    %112 = stablehlo.multiply %111, %111 : tensor<2x16x128xbf16>
    %113 = stablehlo.multiply %112, %111 : tensor<2x16x128xbf16>
    %cst_15 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %114 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<bf16>) -> tensor<2x16x128xbf16>
    %115 = stablehlo.multiply %114, %113 : tensor<2x16x128xbf16>
    %116 = stablehlo.add %111, %115 : tensor<2x16x128xbf16>
    %cst_16 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %117 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<bf16>) -> tensor<2x16x128xbf16>
    %118 = stablehlo.multiply %117, %116 : tensor<2x16x128xbf16>
    %119 = stablehlo.tanh %118 : tensor<2x16x128xbf16>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %120 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<bf16>) -> tensor<2x16x128xbf16>
    %121 = stablehlo.add %120, %119 : tensor<2x16x128xbf16>
    %cst_18 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %122 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<bf16>) -> tensor<2x16x128xbf16>
    %123 = stablehlo.multiply %122, %121 : tensor<2x16x128xbf16>
    %124 = stablehlo.multiply %111, %123 : tensor<2x16x128xbf16>
    %125 = stablehlo.dot_general %124, %arg34, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xbf16>, tensor<128x64xbf16>) -> tensor<2x16x64xbf16>
    %126 = stablehlo.reshape %arg33 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %127 = stablehlo.broadcast_in_dim %126, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %128 = stablehlo.add %125, %127 : tensor<2x16x64xbf16>
    %129 = stablehlo.add %76, %128 : tensor<2x16x64xbf16>
    %130 = stablehlo.convert %129 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %131 = chlo.square %130 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %132 = stablehlo.reduce(%130 init: %cst_19) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_20 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %133 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %134 = stablehlo.divide %132, %133 : tensor<2x16xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %135 = stablehlo.reduce(%131 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_22 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %136 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %137 = stablehlo.divide %135, %136 : tensor<2x16xf32>
    %138 = chlo.square %134 : tensor<2x16xf32> -> tensor<2x16xf32>
    %139 = stablehlo.subtract %137, %138 : tensor<2x16xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %140 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %141 = stablehlo.maximum %140, %139 : tensor<2x16xf32>
    %142 = stablehlo.broadcast_in_dim %134, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %143 = stablehlo.broadcast_in_dim %141, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %144 = stablehlo.convert %129 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %145 = stablehlo.broadcast_in_dim %142, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %146 = stablehlo.subtract %144, %145 : tensor<2x16x64xf32>
    %cst_24 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %147 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %148 = stablehlo.add %143, %147 : tensor<2x16x1xf32>
    %149 = stablehlo.rsqrt %148 : tensor<2x16x1xf32>
    %150 = stablehlo.reshape %arg44 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %151 = stablehlo.convert %150 : (tensor<1x1x64xbf16>) -> tensor<1x1x64xf32>
    %152 = stablehlo.broadcast_in_dim %149, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %153 = stablehlo.broadcast_in_dim %151, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %154 = stablehlo.multiply %152, %153 : tensor<2x16x64xf32>
    %155 = stablehlo.multiply %146, %154 : tensor<2x16x64xf32>
    %156 = stablehlo.reshape %arg43 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %157 = stablehlo.convert %156 : (tensor<1x1x64xbf16>) -> tensor<1x1x64xf32>
    %158 = stablehlo.broadcast_in_dim %157, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %159 = stablehlo.add %155, %158 : tensor<2x16x64xf32>
    %160 = stablehlo.convert %159 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %161 = stablehlo.dot_general %160, %arg58, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %162 = stablehlo.reshape %arg57 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %163 = stablehlo.broadcast_in_dim %162, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %164 = stablehlo.add %161, %163 : tensor<2x16x64xbf16>
    %165 = stablehlo.reshape %164 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %166 = stablehlo.dot_general %160, %arg40, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %167 = stablehlo.reshape %arg39 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %168 = stablehlo.broadcast_in_dim %167, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %169 = stablehlo.add %166, %168 : tensor<2x16x64xbf16>
    %170 = stablehlo.reshape %169 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %171 = stablehlo.dot_general %160, %arg62, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %172 = stablehlo.reshape %arg61 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %173 = stablehlo.broadcast_in_dim %172, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %174 = stablehlo.add %171, %173 : tensor<2x16x64xbf16>
    %175 = stablehlo.reshape %174 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %176 = stablehlo.dot_general %165, %170, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xbf16>, tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %cst_25 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %177 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<bf16>) -> tensor<2x4x16x16xbf16>
    %178 = stablehlo.multiply %176, %177 : tensor<2x4x16x16xbf16>
    %cst_26 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %179 = stablehlo.reduce(%178 init: %cst_26) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xbf16>, tensor<bf16>) -> tensor<2x4x16xbf16>
    %cst_27 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %180 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<bf16>) -> tensor<2x4x16xbf16>
    %181 = stablehlo.maximum %180, %179 : tensor<2x4x16xbf16>
    %182 = stablehlo.broadcast_in_dim %181, dims = [0, 1, 2] : (tensor<2x4x16xbf16>) -> tensor<2x4x16x1xbf16>
    %183 = stablehlo.broadcast_in_dim %182, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xbf16>) -> tensor<2x4x16x16xbf16>
    %184 = stablehlo.subtract %178, %183 : tensor<2x4x16x16xbf16>
    %185 = stablehlo.exponential %184 : tensor<2x4x16x16xbf16>
    %186 = stablehlo.convert %185 : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %187 = stablehlo.reduce(%186 init: %cst_28) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %188 = stablehlo.broadcast_in_dim %187, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %189 = stablehlo.convert %188 : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x1xbf16>
    %190 = stablehlo.broadcast_in_dim %189, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xbf16>) -> tensor<2x4x16x16xbf16>
    %191 = stablehlo.divide %185, %190 : tensor<2x4x16x16xbf16>
    %192 = stablehlo.dot_general %175, %191, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xbf16>, tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %193 = stablehlo.transpose %192, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xbf16>) -> tensor<2x16x4x16xbf16>
    %194 = stablehlo.reshape %193 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x64xbf16>
    %195 = stablehlo.dot_general %194, %arg52, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %196 = stablehlo.reshape %arg51 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %197 = stablehlo.broadcast_in_dim %196, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %198 = stablehlo.add %195, %197 : tensor<2x16x64xbf16>
    %199 = stablehlo.add %129, %198 : tensor<2x16x64xbf16>
    %200 = stablehlo.convert %199 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %201 = chlo.square %200 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %202 = stablehlo.reduce(%200 init: %cst_29) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_30 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %203 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %204 = stablehlo.divide %202, %203 : tensor<2x16xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %205 = stablehlo.reduce(%201 init: %cst_31) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_32 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %206 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %207 = stablehlo.divide %205, %206 : tensor<2x16xf32>
    %208 = chlo.square %204 : tensor<2x16xf32> -> tensor<2x16xf32>
    %209 = stablehlo.subtract %207, %208 : tensor<2x16xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %210 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %211 = stablehlo.maximum %210, %209 : tensor<2x16xf32>
    %212 = stablehlo.broadcast_in_dim %204, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %213 = stablehlo.broadcast_in_dim %211, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %214 = stablehlo.convert %199 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %215 = stablehlo.broadcast_in_dim %212, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %216 = stablehlo.subtract %214, %215 : tensor<2x16x64xf32>
    %cst_34 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %217 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %218 = stablehlo.add %213, %217 : tensor<2x16x1xf32>
    %219 = stablehlo.rsqrt %218 : tensor<2x16x1xf32>
    %220 = stablehlo.reshape %arg48 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %221 = stablehlo.convert %220 : (tensor<1x1x64xbf16>) -> tensor<1x1x64xf32>
    %222 = stablehlo.broadcast_in_dim %219, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %223 = stablehlo.broadcast_in_dim %221, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %224 = stablehlo.multiply %222, %223 : tensor<2x16x64xf32>
    %225 = stablehlo.multiply %216, %224 : tensor<2x16x64xf32>
    %226 = stablehlo.reshape %arg47 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %227 = stablehlo.convert %226 : (tensor<1x1x64xbf16>) -> tensor<1x1x64xf32>
    %228 = stablehlo.broadcast_in_dim %227, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %229 = stablehlo.add %225, %228 : tensor<2x16x64xf32>
    %230 = stablehlo.convert %229 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %231 = stablehlo.dot_general %230, %arg32, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x128xbf16>) -> tensor<2x16x128xbf16>
    %232 = stablehlo.reshape %arg31 : (tensor<128xbf16>) -> tensor<1x1x128xbf16>
    %233 = stablehlo.broadcast_in_dim %232, dims = [0, 1, 2] : (tensor<1x1x128xbf16>) -> tensor<2x16x128xbf16>
    %234 = stablehlo.add %231, %233 : tensor<2x16x128xbf16>
    %235 = stablehlo.multiply %234, %234 : tensor<2x16x128xbf16>
    %236 = stablehlo.multiply %235, %234 : tensor<2x16x128xbf16>
    %cst_35 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %237 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<bf16>) -> tensor<2x16x128xbf16>
    %238 = stablehlo.multiply %237, %236 : tensor<2x16x128xbf16>
    %239 = stablehlo.add %234, %238 : tensor<2x16x128xbf16>
    %cst_36 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %240 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<bf16>) -> tensor<2x16x128xbf16>
    %241 = stablehlo.multiply %240, %239 : tensor<2x16x128xbf16>
    %242 = stablehlo.tanh %241 : tensor<2x16x128xbf16>
    %cst_37 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %243 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<bf16>) -> tensor<2x16x128xbf16>
    %244 = stablehlo.add %243, %242 : tensor<2x16x128xbf16>
    %cst_38 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %245 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<bf16>) -> tensor<2x16x128xbf16>
    %246 = stablehlo.multiply %245, %244 : tensor<2x16x128xbf16>
    %247 = stablehlo.multiply %234, %246 : tensor<2x16x128xbf16>
    %248 = stablehlo.dot_general %247, %arg36, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xbf16>, tensor<128x64xbf16>) -> tensor<2x16x64xbf16>
    %249 = stablehlo.reshape %arg35 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %250 = stablehlo.broadcast_in_dim %249, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %251 = stablehlo.add %248, %250 : tensor<2x16x64xbf16>
    %252 = stablehlo.add %199, %251 : tensor<2x16x64xbf16>
    %253 = stablehlo.convert %252 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %254 = chlo.square %253 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %255 = stablehlo.reduce(%253 init: %cst_39) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_40 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %256 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %257 = stablehlo.divide %255, %256 : tensor<2x16xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %258 = stablehlo.reduce(%254 init: %cst_41) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_42 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %259 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %260 = stablehlo.divide %258, %259 : tensor<2x16xf32>
    %261 = chlo.square %257 : tensor<2x16xf32> -> tensor<2x16xf32>
    %262 = stablehlo.subtract %260, %261 : tensor<2x16xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %263 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %264 = stablehlo.maximum %263, %262 : tensor<2x16xf32>
    %265 = stablehlo.broadcast_in_dim %257, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %266 = stablehlo.broadcast_in_dim %264, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %267 = stablehlo.convert %252 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %268 = stablehlo.broadcast_in_dim %265, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %269 = stablehlo.subtract %267, %268 : tensor<2x16x64xf32>
    %cst_44 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %270 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %271 = stablehlo.add %266, %270 : tensor<2x16x1xf32>
    %272 = stablehlo.rsqrt %271 : tensor<2x16x1xf32>
    %273 = stablehlo.reshape %arg54 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %274 = stablehlo.convert %273 : (tensor<1x1x64xbf16>) -> tensor<1x1x64xf32>
    %275 = stablehlo.broadcast_in_dim %272, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %276 = stablehlo.broadcast_in_dim %274, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %277 = stablehlo.multiply %275, %276 : tensor<2x16x64xf32>
    %278 = stablehlo.multiply %269, %277 : tensor<2x16x64xf32>
    %279 = stablehlo.reshape %arg53 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %280 = stablehlo.convert %279 : (tensor<1x1x64xbf16>) -> tensor<1x1x64xf32>
    %281 = stablehlo.broadcast_in_dim %280, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %282 = stablehlo.add %278, %281 : tensor<2x16x64xf32>
    %283 = stablehlo.convert %282 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %284 = stablehlo.dot_general %283, %arg22, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %285 = stablehlo.reshape %arg21 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %286 = stablehlo.broadcast_in_dim %285, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %287 = stablehlo.add %284, %286 : tensor<2x16x64xbf16>
    %288 = call @_take(%arg2, %arg64) : (tensor<128x64xbf16>, tensor<2x16xi32>) -> tensor<2x16x64xbf16>
    %cst_45 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %289 = stablehlo.sqrt %cst_45 : tensor<f32>
    %290 = stablehlo.convert %289 : (tensor<f32>) -> tensor<bf16>
    %291 = stablehlo.broadcast_in_dim %290, dims = [] : (tensor<bf16>) -> tensor<2x16x64xbf16>
    %292 = stablehlo.multiply %288, %291 : tensor<2x16x64xbf16>
    %293 = stablehlo.concatenate %287, %292, dim = 1 : (tensor<2x16x64xbf16>, tensor<2x16x64xbf16>) -> tensor<2x32x64xbf16>
    %294 = stablehlo.iota dim = 0 : tensor<32xi32>
    %295 = stablehlo.broadcast_in_dim %294, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %296 = stablehlo.iota dim = 0 : tensor<32xi32>
    %297 = stablehlo.broadcast_in_dim %296, dims = [1] : (tensor<32xi32>) -> tensor<1x32xi32>
    %298 = stablehlo.broadcast_in_dim %297, dims = [0, 1] : (tensor<1x32xi32>) -> tensor<32x32xi32>
    %299 = stablehlo.broadcast_in_dim %295, dims = [0, 1] : (tensor<32x1xi32>) -> tensor<32x32xi32>
    %300 = stablehlo.compare LE, %298, %299, SIGNED : (tensor<32x32xi32>, tensor<32x32xi32>) -> tensor<32x32xi1>
    %c = stablehlo.constant dense<24> : tensor<i32>
    %301 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1x32xi32>
    %302 = stablehlo.compare LT, %297, %301, SIGNED : (tensor<1x32xi32>, tensor<1x32xi32>) -> tensor<1x32xi1>
    %303 = stablehlo.broadcast_in_dim %302, dims = [0, 1] : (tensor<1x32xi1>) -> tensor<32x32xi1>
    %304 = stablehlo.or %300, %303 : tensor<32x32xi1>
    %305 = stablehlo.iota dim = 0 : tensor<32xi32>
    %306 = stablehlo.broadcast_in_dim %305, dims = [1] : (tensor<32xi32>) -> tensor<2x32xi32>
    %307 = chlo.square %293 : tensor<2x32x64xbf16> -> tensor<2x32x64xbf16>
    %308 = stablehlo.convert %307 : (tensor<2x32x64xbf16>) -> tensor<2x32x64xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %309 = stablehlo.reduce(%308 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %310 = stablehlo.broadcast_in_dim %309, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %cst_47 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %311 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %312 = stablehlo.divide %310, %311 : tensor<2x32x1xf32>
    %313 = stablehlo.convert %312 : (tensor<2x32x1xf32>) -> tensor<2x32x1xbf16>
    %cst_48 = stablehlo.constant dense<9.983770e-07> : tensor<bf16>
    %314 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<bf16>) -> tensor<2x32x1xbf16>
    %315 = stablehlo.add %313, %314 : tensor<2x32x1xbf16>
    %316 = stablehlo.rsqrt %315 : tensor<2x32x1xbf16>
    %317 = stablehlo.broadcast_in_dim %316, dims = [0, 1, 2] : (tensor<2x32x1xbf16>) -> tensor<2x32x64xbf16>
    %318 = stablehlo.multiply %293, %317 : tensor<2x32x64xbf16>
    %cst_49 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %319 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<bf16>) -> tensor<64xbf16>
    %320 = stablehlo.add %319, %arg17 : tensor<64xbf16>
    %321 = stablehlo.broadcast_in_dim %320, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %322 = stablehlo.broadcast_in_dim %321, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x32x64xbf16>
    %323 = stablehlo.multiply %318, %322 : tensor<2x32x64xbf16>
    %324 = stablehlo.dot_general %323, %arg23, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xbf16>, tensor<64x64xbf16>) -> tensor<2x32x64xbf16>
    %325 = stablehlo.reshape %324 : (tensor<2x32x64xbf16>) -> tensor<2x32x4x16xbf16>
    %326 = stablehlo.iota dim = 0 : tensor<8xf32>
    %327 = stablehlo.negate %326 : tensor<8xf32>
    %cst_50 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %328 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %329 = stablehlo.multiply %327, %328 : tensor<8xf32>
    %cst_51 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %330 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %331 = stablehlo.divide %329, %330 : tensor<8xf32>
    %cst_52 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %332 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %333 = stablehlo.power %332, %331 : tensor<8xf32>
    %334 = stablehlo.broadcast_in_dim %306, dims = [0, 1] : (tensor<2x32xi32>) -> tensor<2x32x1x1xi32>
    %335 = stablehlo.convert %334 : (tensor<2x32x1x1xi32>) -> tensor<2x32x1x1xf32>
    %336 = stablehlo.broadcast_in_dim %333, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %337 = stablehlo.broadcast_in_dim %335, dims = [0, 1, 2, 3] : (tensor<2x32x1x1xf32>) -> tensor<2x32x1x8xf32>
    %338 = stablehlo.broadcast_in_dim %336, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x32x1x8xf32>
    %339 = stablehlo.multiply %337, %338 : tensor<2x32x1x8xf32>
    %340 = stablehlo.sine %339 : tensor<2x32x1x8xf32>
    %341 = stablehlo.convert %340 : (tensor<2x32x1x8xf32>) -> tensor<2x32x1x8xbf16>
    %342 = stablehlo.cosine %339 : tensor<2x32x1x8xf32>
    %343 = stablehlo.convert %342 : (tensor<2x32x1x8xf32>) -> tensor<2x32x1x8xbf16>
    %344 = stablehlo.slice %325 [0:2, 0:32, 0:4, 0:8] : (tensor<2x32x4x16xbf16>) -> tensor<2x32x4x8xbf16>
    %345 = stablehlo.slice %325 [0:2, 0:32, 0:4, 8:16] : (tensor<2x32x4x16xbf16>) -> tensor<2x32x4x8xbf16>
    %346 = stablehlo.broadcast_in_dim %343, dims = [0, 1, 2, 3] : (tensor<2x32x1x8xbf16>) -> tensor<2x32x4x8xbf16>
    %347 = stablehlo.multiply %344, %346 : tensor<2x32x4x8xbf16>
    %348 = stablehlo.broadcast_in_dim %341, dims = [0, 1, 2, 3] : (tensor<2x32x1x8xbf16>) -> tensor<2x32x4x8xbf16>
    %349 = stablehlo.multiply %345, %348 : tensor<2x32x4x8xbf16>
    %350 = stablehlo.subtract %347, %349 : tensor<2x32x4x8xbf16>
    %351 = stablehlo.broadcast_in_dim %343, dims = [0, 1, 2, 3] : (tensor<2x32x1x8xbf16>) -> tensor<2x32x4x8xbf16>
    %352 = stablehlo.multiply %345, %351 : tensor<2x32x4x8xbf16>
    %353 = stablehlo.broadcast_in_dim %341, dims = [0, 1, 2, 3] : (tensor<2x32x1x8xbf16>) -> tensor<2x32x4x8xbf16>
    %354 = stablehlo.multiply %344, %353 : tensor<2x32x4x8xbf16>
    %355 = stablehlo.add %352, %354 : tensor<2x32x4x8xbf16>
    %356 = stablehlo.concatenate %350, %355, dim = 3 : (tensor<2x32x4x8xbf16>, tensor<2x32x4x8xbf16>) -> tensor<2x32x4x16xbf16>
    %357 = stablehlo.dot_general %323, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xbf16>, tensor<64x32xbf16>) -> tensor<2x32x32xbf16>
    %358 = stablehlo.reshape %357 : (tensor<2x32x32xbf16>) -> tensor<2x32x2x16xbf16>
    %359 = stablehlo.iota dim = 0 : tensor<8xf32>
    %360 = stablehlo.negate %359 : tensor<8xf32>
    %cst_53 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %361 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %362 = stablehlo.multiply %360, %361 : tensor<8xf32>
    %cst_54 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %363 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %364 = stablehlo.divide %362, %363 : tensor<8xf32>
    %cst_55 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %365 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %366 = stablehlo.power %365, %364 : tensor<8xf32>
    %367 = stablehlo.broadcast_in_dim %306, dims = [0, 1] : (tensor<2x32xi32>) -> tensor<2x32x1x1xi32>
    %368 = stablehlo.convert %367 : (tensor<2x32x1x1xi32>) -> tensor<2x32x1x1xf32>
    %369 = stablehlo.broadcast_in_dim %366, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %370 = stablehlo.broadcast_in_dim %368, dims = [0, 1, 2, 3] : (tensor<2x32x1x1xf32>) -> tensor<2x32x1x8xf32>
    %371 = stablehlo.broadcast_in_dim %369, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x32x1x8xf32>
    %372 = stablehlo.multiply %370, %371 : tensor<2x32x1x8xf32>
    %373 = stablehlo.sine %372 : tensor<2x32x1x8xf32>
    %374 = stablehlo.convert %373 : (tensor<2x32x1x8xf32>) -> tensor<2x32x1x8xbf16>
    %375 = stablehlo.cosine %372 : tensor<2x32x1x8xf32>
    %376 = stablehlo.convert %375 : (tensor<2x32x1x8xf32>) -> tensor<2x32x1x8xbf16>
    %377 = stablehlo.slice %358 [0:2, 0:32, 0:2, 0:8] : (tensor<2x32x2x16xbf16>) -> tensor<2x32x2x8xbf16>
    %378 = stablehlo.slice %358 [0:2, 0:32, 0:2, 8:16] : (tensor<2x32x2x16xbf16>) -> tensor<2x32x2x8xbf16>
    %379 = stablehlo.broadcast_in_dim %376, dims = [0, 1, 2, 3] : (tensor<2x32x1x8xbf16>) -> tensor<2x32x2x8xbf16>
    %380 = stablehlo.multiply %377, %379 : tensor<2x32x2x8xbf16>
    %381 = stablehlo.broadcast_in_dim %374, dims = [0, 1, 2, 3] : (tensor<2x32x1x8xbf16>) -> tensor<2x32x2x8xbf16>
    %382 = stablehlo.multiply %378, %381 : tensor<2x32x2x8xbf16>
    %383 = stablehlo.subtract %380, %382 : tensor<2x32x2x8xbf16>
    %384 = stablehlo.broadcast_in_dim %376, dims = [0, 1, 2, 3] : (tensor<2x32x1x8xbf16>) -> tensor<2x32x2x8xbf16>
    %385 = stablehlo.multiply %378, %384 : tensor<2x32x2x8xbf16>
    %386 = stablehlo.broadcast_in_dim %374, dims = [0, 1, 2, 3] : (tensor<2x32x1x8xbf16>) -> tensor<2x32x2x8xbf16>
    %387 = stablehlo.multiply %377, %386 : tensor<2x32x2x8xbf16>
    %388 = stablehlo.add %385, %387 : tensor<2x32x2x8xbf16>
    %389 = stablehlo.concatenate %383, %388, dim = 3 : (tensor<2x32x2x8xbf16>, tensor<2x32x2x8xbf16>) -> tensor<2x32x2x16xbf16>
    %390 = stablehlo.dot_general %323, %arg27, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xbf16>, tensor<64x32xbf16>) -> tensor<2x32x32xbf16>
    %391 = stablehlo.reshape %390 : (tensor<2x32x32xbf16>) -> tensor<2x32x2x16xbf16>
    %392 = stablehlo.broadcast_in_dim %389, dims = [0, 1, 2, 4] : (tensor<2x32x2x16xbf16>) -> tensor<2x32x2x2x16xbf16>
    %393 = stablehlo.reshape %392 : (tensor<2x32x2x2x16xbf16>) -> tensor<2x32x4x16xbf16>
    %394 = stablehlo.broadcast_in_dim %391, dims = [0, 1, 2, 4] : (tensor<2x32x2x16xbf16>) -> tensor<2x32x2x2x16xbf16>
    %395 = stablehlo.reshape %394 : (tensor<2x32x2x2x16xbf16>) -> tensor<2x32x4x16xbf16>
    %cst_56 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %396 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<bf16>) -> tensor<2x32x4x16xbf16>
    %397 = stablehlo.multiply %356, %396 : tensor<2x32x4x16xbf16>
    %398 = stablehlo.dot_general %397, %393, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x32x4x16xbf16>, tensor<2x32x4x16xbf16>) -> tensor<2x4x32x32xbf16>
    %cst_57 = stablehlo.constant dense<5.000000e+01> : tensor<bf16>
    %399 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<bf16>) -> tensor<2x4x32x32xbf16>
    %400 = stablehlo.divide %398, %399 : tensor<2x4x32x32xbf16>
    %401 = stablehlo.tanh %400 : tensor<2x4x32x32xbf16>
    %cst_58 = stablehlo.constant dense<5.000000e+01> : tensor<bf16>
    %402 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<bf16>) -> tensor<2x4x32x32xbf16>
    %403 = stablehlo.multiply %401, %402 : tensor<2x4x32x32xbf16>
    %cst_59 = stablehlo.constant dense<-1.000260e+30> : tensor<bf16>
    %404 = call @_where_0(%304, %403, %cst_59) : (tensor<32x32xi1>, tensor<2x4x32x32xbf16>, tensor<bf16>) -> tensor<2x4x32x32xbf16>
    %405 = stablehlo.convert %404 : (tensor<2x4x32x32xbf16>) -> tensor<2x4x32x32xf32>
    %cst_60 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %406 = stablehlo.reduce(%405 init: %cst_60) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x32x32xf32>, tensor<f32>) -> tensor<2x4x32xf32>
    %cst_61 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %407 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<2x4x32xf32>
    %408 = stablehlo.maximum %407, %406 : tensor<2x4x32xf32>
    %409 = stablehlo.broadcast_in_dim %408, dims = [0, 1, 2] : (tensor<2x4x32xf32>) -> tensor<2x4x32x1xf32>
    %410 = stablehlo.broadcast_in_dim %409, dims = [0, 1, 2, 3] : (tensor<2x4x32x1xf32>) -> tensor<2x4x32x32xf32>
    %411 = stablehlo.subtract %405, %410 : tensor<2x4x32x32xf32>
    %412 = stablehlo.exponential %411 : tensor<2x4x32x32xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %413 = stablehlo.reduce(%412 init: %cst_62) applies stablehlo.add across dimensions = [3] : (tensor<2x4x32x32xf32>, tensor<f32>) -> tensor<2x4x32xf32>
    %414 = stablehlo.broadcast_in_dim %413, dims = [0, 1, 2] : (tensor<2x4x32xf32>) -> tensor<2x4x32x1xf32>
    %415 = stablehlo.broadcast_in_dim %414, dims = [0, 1, 2, 3] : (tensor<2x4x32x1xf32>) -> tensor<2x4x32x32xf32>
    %416 = stablehlo.divide %412, %415 : tensor<2x4x32x32xf32>
    %417 = stablehlo.convert %416 : (tensor<2x4x32x32xf32>) -> tensor<2x4x32x32xbf16>
    %418 = stablehlo.dot_general %395, %417, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x32x4x16xbf16>, tensor<2x4x32x32xbf16>) -> tensor<2x4x16x32xbf16>
    %419 = stablehlo.transpose %418, dims = [0, 3, 1, 2] : (tensor<2x4x16x32xbf16>) -> tensor<2x32x4x16xbf16>
    %420 = stablehlo.reshape %419 : (tensor<2x32x4x16xbf16>) -> tensor<2x32x64xbf16>
    %421 = stablehlo.dot_general %420, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xbf16>, tensor<64x64xbf16>) -> tensor<2x32x64xbf16>
    %422 = chlo.square %421 : tensor<2x32x64xbf16> -> tensor<2x32x64xbf16>
    %423 = stablehlo.convert %422 : (tensor<2x32x64xbf16>) -> tensor<2x32x64xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %424 = stablehlo.reduce(%423 init: %cst_63) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %425 = stablehlo.broadcast_in_dim %424, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %cst_64 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %426 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %427 = stablehlo.divide %425, %426 : tensor<2x32x1xf32>
    %428 = stablehlo.convert %427 : (tensor<2x32x1xf32>) -> tensor<2x32x1xbf16>
    %cst_65 = stablehlo.constant dense<9.983770e-07> : tensor<bf16>
    %429 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<bf16>) -> tensor<2x32x1xbf16>
    %430 = stablehlo.add %428, %429 : tensor<2x32x1xbf16>
    %431 = stablehlo.rsqrt %430 : tensor<2x32x1xbf16>
    %432 = stablehlo.broadcast_in_dim %431, dims = [0, 1, 2] : (tensor<2x32x1xbf16>) -> tensor<2x32x64xbf16>
    %433 = stablehlo.multiply %421, %432 : tensor<2x32x64xbf16>
    %cst_66 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %434 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<bf16>) -> tensor<64xbf16>
    %435 = stablehlo.add %434, %arg13 : tensor<64xbf16>
    %436 = stablehlo.broadcast_in_dim %435, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %437 = stablehlo.broadcast_in_dim %436, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x32x64xbf16>
    %438 = stablehlo.multiply %433, %437 : tensor<2x32x64xbf16>
    %439 = stablehlo.add %293, %438 : tensor<2x32x64xbf16>
    %440 = chlo.square %439 : tensor<2x32x64xbf16> -> tensor<2x32x64xbf16>
    %441 = stablehlo.convert %440 : (tensor<2x32x64xbf16>) -> tensor<2x32x64xf32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %442 = stablehlo.reduce(%441 init: %cst_67) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %443 = stablehlo.broadcast_in_dim %442, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %cst_68 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %444 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %445 = stablehlo.divide %443, %444 : tensor<2x32x1xf32>
    %446 = stablehlo.convert %445 : (tensor<2x32x1xf32>) -> tensor<2x32x1xbf16>
    %cst_69 = stablehlo.constant dense<9.983770e-07> : tensor<bf16>
    %447 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<bf16>) -> tensor<2x32x1xbf16>
    %448 = stablehlo.add %446, %447 : tensor<2x32x1xbf16>
    %449 = stablehlo.rsqrt %448 : tensor<2x32x1xbf16>
    %450 = stablehlo.broadcast_in_dim %449, dims = [0, 1, 2] : (tensor<2x32x1xbf16>) -> tensor<2x32x64xbf16>
    %451 = stablehlo.multiply %439, %450 : tensor<2x32x64xbf16>
    %cst_70 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %452 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<bf16>) -> tensor<64xbf16>
    %453 = stablehlo.add %452, %arg19 : tensor<64xbf16>
    %454 = stablehlo.broadcast_in_dim %453, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %455 = stablehlo.broadcast_in_dim %454, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x32x64xbf16>
    %456 = stablehlo.multiply %451, %455 : tensor<2x32x64xbf16>
    %457 = stablehlo.dot_general %456, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xbf16>, tensor<64x128xbf16>) -> tensor<2x32x128xbf16>
    %458 = stablehlo.multiply %457, %457 : tensor<2x32x128xbf16>
    %459 = stablehlo.multiply %458, %457 : tensor<2x32x128xbf16>
    %cst_71 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %460 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<bf16>) -> tensor<2x32x128xbf16>
    %461 = stablehlo.multiply %460, %459 : tensor<2x32x128xbf16>
    %462 = stablehlo.add %457, %461 : tensor<2x32x128xbf16>
    %cst_72 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %463 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<bf16>) -> tensor<2x32x128xbf16>
    %464 = stablehlo.multiply %463, %462 : tensor<2x32x128xbf16>
    %465 = stablehlo.tanh %464 : tensor<2x32x128xbf16>
    %cst_73 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %466 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<bf16>) -> tensor<2x32x128xbf16>
    %467 = stablehlo.add %466, %465 : tensor<2x32x128xbf16>
    %cst_74 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %468 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<bf16>) -> tensor<2x32x128xbf16>
    %469 = stablehlo.multiply %468, %467 : tensor<2x32x128xbf16>
    %470 = stablehlo.multiply %457, %469 : tensor<2x32x128xbf16>
    %471 = stablehlo.dot_general %456, %arg25, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xbf16>, tensor<64x128xbf16>) -> tensor<2x32x128xbf16>
    %472 = stablehlo.multiply %470, %471 : tensor<2x32x128xbf16>
    %473 = stablehlo.dot_general %472, %arg0, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x128xbf16>, tensor<128x64xbf16>) -> tensor<2x32x64xbf16>
    %474 = chlo.square %473 : tensor<2x32x64xbf16> -> tensor<2x32x64xbf16>
    %475 = stablehlo.convert %474 : (tensor<2x32x64xbf16>) -> tensor<2x32x64xf32>
    %cst_75 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %476 = stablehlo.reduce(%475 init: %cst_75) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %477 = stablehlo.broadcast_in_dim %476, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %cst_76 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %478 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %479 = stablehlo.divide %477, %478 : tensor<2x32x1xf32>
    %480 = stablehlo.convert %479 : (tensor<2x32x1xf32>) -> tensor<2x32x1xbf16>
    %cst_77 = stablehlo.constant dense<9.983770e-07> : tensor<bf16>
    %481 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<bf16>) -> tensor<2x32x1xbf16>
    %482 = stablehlo.add %480, %481 : tensor<2x32x1xbf16>
    %483 = stablehlo.rsqrt %482 : tensor<2x32x1xbf16>
    %484 = stablehlo.broadcast_in_dim %483, dims = [0, 1, 2] : (tensor<2x32x1xbf16>) -> tensor<2x32x64xbf16>
    %485 = stablehlo.multiply %473, %484 : tensor<2x32x64xbf16>
    %cst_78 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %486 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<bf16>) -> tensor<64xbf16>
    %487 = stablehlo.add %486, %arg15 : tensor<64xbf16>
    %488 = stablehlo.broadcast_in_dim %487, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %489 = stablehlo.broadcast_in_dim %488, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x32x64xbf16>
    %490 = stablehlo.multiply %485, %489 : tensor<2x32x64xbf16>
    %491 = stablehlo.add %439, %490 : tensor<2x32x64xbf16>
    %492 = chlo.square %491 : tensor<2x32x64xbf16> -> tensor<2x32x64xbf16>
    %493 = stablehlo.convert %492 : (tensor<2x32x64xbf16>) -> tensor<2x32x64xf32>
    %cst_79 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %494 = stablehlo.reduce(%493 init: %cst_79) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %495 = stablehlo.broadcast_in_dim %494, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %cst_80 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %496 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %497 = stablehlo.divide %495, %496 : tensor<2x32x1xf32>
    %498 = stablehlo.convert %497 : (tensor<2x32x1xf32>) -> tensor<2x32x1xbf16>
    %cst_81 = stablehlo.constant dense<9.983770e-07> : tensor<bf16>
    %499 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<bf16>) -> tensor<2x32x1xbf16>
    %500 = stablehlo.add %498, %499 : tensor<2x32x1xbf16>
    %501 = stablehlo.rsqrt %500 : tensor<2x32x1xbf16>
    %502 = stablehlo.broadcast_in_dim %501, dims = [0, 1, 2] : (tensor<2x32x1xbf16>) -> tensor<2x32x64xbf16>
    %503 = stablehlo.multiply %491, %502 : tensor<2x32x64xbf16>
    %cst_82 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %504 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<bf16>) -> tensor<64xbf16>
    %505 = stablehlo.add %504, %arg18 : tensor<64xbf16>
    %506 = stablehlo.broadcast_in_dim %505, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %507 = stablehlo.broadcast_in_dim %506, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x32x64xbf16>
    %508 = stablehlo.multiply %503, %507 : tensor<2x32x64xbf16>
    %509 = stablehlo.dot_general %508, %arg24, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xbf16>, tensor<64x64xbf16>) -> tensor<2x32x64xbf16>
    %510 = stablehlo.reshape %509 : (tensor<2x32x64xbf16>) -> tensor<2x32x4x16xbf16>
    %511 = stablehlo.iota dim = 0 : tensor<8xf32>
    %512 = stablehlo.negate %511 : tensor<8xf32>
    %cst_83 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %513 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %514 = stablehlo.multiply %512, %513 : tensor<8xf32>
    %cst_84 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %515 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %516 = stablehlo.divide %514, %515 : tensor<8xf32>
    %cst_85 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %517 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %518 = stablehlo.power %517, %516 : tensor<8xf32>
    %519 = stablehlo.broadcast_in_dim %306, dims = [0, 1] : (tensor<2x32xi32>) -> tensor<2x32x1x1xi32>
    %520 = stablehlo.convert %519 : (tensor<2x32x1x1xi32>) -> tensor<2x32x1x1xf32>
    %521 = stablehlo.broadcast_in_dim %518, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %522 = stablehlo.broadcast_in_dim %520, dims = [0, 1, 2, 3] : (tensor<2x32x1x1xf32>) -> tensor<2x32x1x8xf32>
    %523 = stablehlo.broadcast_in_dim %521, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x32x1x8xf32>
    %524 = stablehlo.multiply %522, %523 : tensor<2x32x1x8xf32>
    %525 = stablehlo.sine %524 : tensor<2x32x1x8xf32>
    %526 = stablehlo.convert %525 : (tensor<2x32x1x8xf32>) -> tensor<2x32x1x8xbf16>
    %527 = stablehlo.cosine %524 : tensor<2x32x1x8xf32>
    %528 = stablehlo.convert %527 : (tensor<2x32x1x8xf32>) -> tensor<2x32x1x8xbf16>
    %529 = stablehlo.slice %510 [0:2, 0:32, 0:4, 0:8] : (tensor<2x32x4x16xbf16>) -> tensor<2x32x4x8xbf16>
    %530 = stablehlo.slice %510 [0:2, 0:32, 0:4, 8:16] : (tensor<2x32x4x16xbf16>) -> tensor<2x32x4x8xbf16>
    %531 = stablehlo.broadcast_in_dim %528, dims = [0, 1, 2, 3] : (tensor<2x32x1x8xbf16>) -> tensor<2x32x4x8xbf16>
    %532 = stablehlo.multiply %529, %531 : tensor<2x32x4x8xbf16>
    %533 = stablehlo.broadcast_in_dim %526, dims = [0, 1, 2, 3] : (tensor<2x32x1x8xbf16>) -> tensor<2x32x4x8xbf16>
    %534 = stablehlo.multiply %530, %533 : tensor<2x32x4x8xbf16>
    %535 = stablehlo.subtract %532, %534 : tensor<2x32x4x8xbf16>
    %536 = stablehlo.broadcast_in_dim %528, dims = [0, 1, 2, 3] : (tensor<2x32x1x8xbf16>) -> tensor<2x32x4x8xbf16>
    %537 = stablehlo.multiply %530, %536 : tensor<2x32x4x8xbf16>
    %538 = stablehlo.broadcast_in_dim %526, dims = [0, 1, 2, 3] : (tensor<2x32x1x8xbf16>) -> tensor<2x32x4x8xbf16>
    %539 = stablehlo.multiply %529, %538 : tensor<2x32x4x8xbf16>
    %540 = stablehlo.add %537, %539 : tensor<2x32x4x8xbf16>
    %541 = stablehlo.concatenate %535, %540, dim = 3 : (tensor<2x32x4x8xbf16>, tensor<2x32x4x8xbf16>) -> tensor<2x32x4x16xbf16>
    %542 = stablehlo.dot_general %508, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xbf16>, tensor<64x32xbf16>) -> tensor<2x32x32xbf16>
    %543 = stablehlo.reshape %542 : (tensor<2x32x32xbf16>) -> tensor<2x32x2x16xbf16>
    %544 = stablehlo.iota dim = 0 : tensor<8xf32>
    %545 = stablehlo.negate %544 : tensor<8xf32>
    %cst_86 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %546 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %547 = stablehlo.multiply %545, %546 : tensor<8xf32>
    %cst_87 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %548 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %549 = stablehlo.divide %547, %548 : tensor<8xf32>
    %cst_88 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %550 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %551 = stablehlo.power %550, %549 : tensor<8xf32>
    %552 = stablehlo.broadcast_in_dim %306, dims = [0, 1] : (tensor<2x32xi32>) -> tensor<2x32x1x1xi32>
    %553 = stablehlo.convert %552 : (tensor<2x32x1x1xi32>) -> tensor<2x32x1x1xf32>
    %554 = stablehlo.broadcast_in_dim %551, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %555 = stablehlo.broadcast_in_dim %553, dims = [0, 1, 2, 3] : (tensor<2x32x1x1xf32>) -> tensor<2x32x1x8xf32>
    %556 = stablehlo.broadcast_in_dim %554, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x32x1x8xf32>
    %557 = stablehlo.multiply %555, %556 : tensor<2x32x1x8xf32>
    %558 = stablehlo.sine %557 : tensor<2x32x1x8xf32>
    %559 = stablehlo.convert %558 : (tensor<2x32x1x8xf32>) -> tensor<2x32x1x8xbf16>
    %560 = stablehlo.cosine %557 : tensor<2x32x1x8xf32>
    %561 = stablehlo.convert %560 : (tensor<2x32x1x8xf32>) -> tensor<2x32x1x8xbf16>
    %562 = stablehlo.slice %543 [0:2, 0:32, 0:2, 0:8] : (tensor<2x32x2x16xbf16>) -> tensor<2x32x2x8xbf16>
    %563 = stablehlo.slice %543 [0:2, 0:32, 0:2, 8:16] : (tensor<2x32x2x16xbf16>) -> tensor<2x32x2x8xbf16>
    %564 = stablehlo.broadcast_in_dim %561, dims = [0, 1, 2, 3] : (tensor<2x32x1x8xbf16>) -> tensor<2x32x2x8xbf16>
    %565 = stablehlo.multiply %562, %564 : tensor<2x32x2x8xbf16>
    %566 = stablehlo.broadcast_in_dim %559, dims = [0, 1, 2, 3] : (tensor<2x32x1x8xbf16>) -> tensor<2x32x2x8xbf16>
    %567 = stablehlo.multiply %563, %566 : tensor<2x32x2x8xbf16>
    %568 = stablehlo.subtract %565, %567 : tensor<2x32x2x8xbf16>
    %569 = stablehlo.broadcast_in_dim %561, dims = [0, 1, 2, 3] : (tensor<2x32x1x8xbf16>) -> tensor<2x32x2x8xbf16>
    %570 = stablehlo.multiply %563, %569 : tensor<2x32x2x8xbf16>
    %571 = stablehlo.broadcast_in_dim %559, dims = [0, 1, 2, 3] : (tensor<2x32x1x8xbf16>) -> tensor<2x32x2x8xbf16>
    %572 = stablehlo.multiply %562, %571 : tensor<2x32x2x8xbf16>
    %573 = stablehlo.add %570, %572 : tensor<2x32x2x8xbf16>
    %574 = stablehlo.concatenate %568, %573, dim = 3 : (tensor<2x32x2x8xbf16>, tensor<2x32x2x8xbf16>) -> tensor<2x32x2x16xbf16>
    %575 = stablehlo.dot_general %508, %arg28, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xbf16>, tensor<64x32xbf16>) -> tensor<2x32x32xbf16>
    %576 = stablehlo.reshape %575 : (tensor<2x32x32xbf16>) -> tensor<2x32x2x16xbf16>
    %577 = stablehlo.broadcast_in_dim %574, dims = [0, 1, 2, 4] : (tensor<2x32x2x16xbf16>) -> tensor<2x32x2x2x16xbf16>
    %578 = stablehlo.reshape %577 : (tensor<2x32x2x2x16xbf16>) -> tensor<2x32x4x16xbf16>
    %579 = stablehlo.broadcast_in_dim %576, dims = [0, 1, 2, 4] : (tensor<2x32x2x16xbf16>) -> tensor<2x32x2x2x16xbf16>
    %580 = stablehlo.reshape %579 : (tensor<2x32x2x2x16xbf16>) -> tensor<2x32x4x16xbf16>
    %cst_89 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %581 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<bf16>) -> tensor<2x32x4x16xbf16>
    %582 = stablehlo.multiply %541, %581 : tensor<2x32x4x16xbf16>
    %583 = stablehlo.dot_general %582, %578, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x32x4x16xbf16>, tensor<2x32x4x16xbf16>) -> tensor<2x4x32x32xbf16>
    %cst_90 = stablehlo.constant dense<5.000000e+01> : tensor<bf16>
    %584 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<bf16>) -> tensor<2x4x32x32xbf16>
    %585 = stablehlo.divide %583, %584 : tensor<2x4x32x32xbf16>
    %586 = stablehlo.tanh %585 : tensor<2x4x32x32xbf16>
    %cst_91 = stablehlo.constant dense<5.000000e+01> : tensor<bf16>
    %587 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<bf16>) -> tensor<2x4x32x32xbf16>
    %588 = stablehlo.multiply %586, %587 : tensor<2x4x32x32xbf16>
    %cst_92 = stablehlo.constant dense<-1.000260e+30> : tensor<bf16>
    %589 = call @_where_0(%304, %588, %cst_92) : (tensor<32x32xi1>, tensor<2x4x32x32xbf16>, tensor<bf16>) -> tensor<2x4x32x32xbf16>
    %590 = stablehlo.convert %589 : (tensor<2x4x32x32xbf16>) -> tensor<2x4x32x32xf32>
    %cst_93 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %591 = stablehlo.reduce(%590 init: %cst_93) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x32x32xf32>, tensor<f32>) -> tensor<2x4x32xf32>
    %cst_94 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %592 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<2x4x32xf32>
    %593 = stablehlo.maximum %592, %591 : tensor<2x4x32xf32>
    %594 = stablehlo.broadcast_in_dim %593, dims = [0, 1, 2] : (tensor<2x4x32xf32>) -> tensor<2x4x32x1xf32>
    %595 = stablehlo.broadcast_in_dim %594, dims = [0, 1, 2, 3] : (tensor<2x4x32x1xf32>) -> tensor<2x4x32x32xf32>
    %596 = stablehlo.subtract %590, %595 : tensor<2x4x32x32xf32>
    %597 = stablehlo.exponential %596 : tensor<2x4x32x32xf32>
    %cst_95 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %598 = stablehlo.reduce(%597 init: %cst_95) applies stablehlo.add across dimensions = [3] : (tensor<2x4x32x32xf32>, tensor<f32>) -> tensor<2x4x32xf32>
    %599 = stablehlo.broadcast_in_dim %598, dims = [0, 1, 2] : (tensor<2x4x32xf32>) -> tensor<2x4x32x1xf32>
    %600 = stablehlo.broadcast_in_dim %599, dims = [0, 1, 2, 3] : (tensor<2x4x32x1xf32>) -> tensor<2x4x32x32xf32>
    %601 = stablehlo.divide %597, %600 : tensor<2x4x32x32xf32>
    %602 = stablehlo.convert %601 : (tensor<2x4x32x32xf32>) -> tensor<2x4x32x32xbf16>
    %603 = stablehlo.dot_general %580, %602, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x32x4x16xbf16>, tensor<2x4x32x32xbf16>) -> tensor<2x4x16x32xbf16>
    %604 = stablehlo.transpose %603, dims = [0, 3, 1, 2] : (tensor<2x4x16x32xbf16>) -> tensor<2x32x4x16xbf16>
    %605 = stablehlo.reshape %604 : (tensor<2x32x4x16xbf16>) -> tensor<2x32x64xbf16>
    %606 = stablehlo.dot_general %605, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xbf16>, tensor<64x64xbf16>) -> tensor<2x32x64xbf16>
    %607 = chlo.square %606 : tensor<2x32x64xbf16> -> tensor<2x32x64xbf16>
    %608 = stablehlo.convert %607 : (tensor<2x32x64xbf16>) -> tensor<2x32x64xf32>
    %cst_96 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %609 = stablehlo.reduce(%608 init: %cst_96) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %610 = stablehlo.broadcast_in_dim %609, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %cst_97 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %611 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %612 = stablehlo.divide %610, %611 : tensor<2x32x1xf32>
    %613 = stablehlo.convert %612 : (tensor<2x32x1xf32>) -> tensor<2x32x1xbf16>
    %cst_98 = stablehlo.constant dense<9.983770e-07> : tensor<bf16>
    %614 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<bf16>) -> tensor<2x32x1xbf16>
    %615 = stablehlo.add %613, %614 : tensor<2x32x1xbf16>
    %616 = stablehlo.rsqrt %615 : tensor<2x32x1xbf16>
    %617 = stablehlo.broadcast_in_dim %616, dims = [0, 1, 2] : (tensor<2x32x1xbf16>) -> tensor<2x32x64xbf16>
    %618 = stablehlo.multiply %606, %617 : tensor<2x32x64xbf16>
    %cst_99 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %619 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<bf16>) -> tensor<64xbf16>
    %620 = stablehlo.add %619, %arg14 : tensor<64xbf16>
    %621 = stablehlo.broadcast_in_dim %620, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %622 = stablehlo.broadcast_in_dim %621, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x32x64xbf16>
    %623 = stablehlo.multiply %618, %622 : tensor<2x32x64xbf16>
    %624 = stablehlo.add %491, %623 : tensor<2x32x64xbf16>
    %625 = chlo.square %624 : tensor<2x32x64xbf16> -> tensor<2x32x64xbf16>
    %626 = stablehlo.convert %625 : (tensor<2x32x64xbf16>) -> tensor<2x32x64xf32>
    %cst_100 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %627 = stablehlo.reduce(%626 init: %cst_100) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %628 = stablehlo.broadcast_in_dim %627, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %cst_101 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %629 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %630 = stablehlo.divide %628, %629 : tensor<2x32x1xf32>
    %631 = stablehlo.convert %630 : (tensor<2x32x1xf32>) -> tensor<2x32x1xbf16>
    %cst_102 = stablehlo.constant dense<9.983770e-07> : tensor<bf16>
    %632 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<bf16>) -> tensor<2x32x1xbf16>
    %633 = stablehlo.add %631, %632 : tensor<2x32x1xbf16>
    %634 = stablehlo.rsqrt %633 : tensor<2x32x1xbf16>
    %635 = stablehlo.broadcast_in_dim %634, dims = [0, 1, 2] : (tensor<2x32x1xbf16>) -> tensor<2x32x64xbf16>
    %636 = stablehlo.multiply %624, %635 : tensor<2x32x64xbf16>
    %cst_103 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %637 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<bf16>) -> tensor<64xbf16>
    %638 = stablehlo.add %637, %arg20 : tensor<64xbf16>
    %639 = stablehlo.broadcast_in_dim %638, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %640 = stablehlo.broadcast_in_dim %639, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x32x64xbf16>
    %641 = stablehlo.multiply %636, %640 : tensor<2x32x64xbf16>
    %642 = stablehlo.dot_general %641, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xbf16>, tensor<64x128xbf16>) -> tensor<2x32x128xbf16>
    %643 = stablehlo.multiply %642, %642 : tensor<2x32x128xbf16>
    %644 = stablehlo.multiply %643, %642 : tensor<2x32x128xbf16>
    %cst_104 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %645 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<bf16>) -> tensor<2x32x128xbf16>
    %646 = stablehlo.multiply %645, %644 : tensor<2x32x128xbf16>
    %647 = stablehlo.add %642, %646 : tensor<2x32x128xbf16>
    %cst_105 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %648 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<bf16>) -> tensor<2x32x128xbf16>
    %649 = stablehlo.multiply %648, %647 : tensor<2x32x128xbf16>
    %650 = stablehlo.tanh %649 : tensor<2x32x128xbf16>
    %cst_106 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %651 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<bf16>) -> tensor<2x32x128xbf16>
    %652 = stablehlo.add %651, %650 : tensor<2x32x128xbf16>
    %cst_107 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %653 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<bf16>) -> tensor<2x32x128xbf16>
    %654 = stablehlo.multiply %653, %652 : tensor<2x32x128xbf16>
    %655 = stablehlo.multiply %642, %654 : tensor<2x32x128xbf16>
    %656 = stablehlo.dot_general %641, %arg26, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xbf16>, tensor<64x128xbf16>) -> tensor<2x32x128xbf16>
    %657 = stablehlo.multiply %655, %656 : tensor<2x32x128xbf16>
    %658 = stablehlo.dot_general %657, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x128xbf16>, tensor<128x64xbf16>) -> tensor<2x32x64xbf16>
    %659 = chlo.square %658 : tensor<2x32x64xbf16> -> tensor<2x32x64xbf16>
    %660 = stablehlo.convert %659 : (tensor<2x32x64xbf16>) -> tensor<2x32x64xf32>
    %cst_108 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %661 = stablehlo.reduce(%660 init: %cst_108) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %662 = stablehlo.broadcast_in_dim %661, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %cst_109 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %663 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %664 = stablehlo.divide %662, %663 : tensor<2x32x1xf32>
    %665 = stablehlo.convert %664 : (tensor<2x32x1xf32>) -> tensor<2x32x1xbf16>
    %cst_110 = stablehlo.constant dense<9.983770e-07> : tensor<bf16>
    %666 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<bf16>) -> tensor<2x32x1xbf16>
    %667 = stablehlo.add %665, %666 : tensor<2x32x1xbf16>
    %668 = stablehlo.rsqrt %667 : tensor<2x32x1xbf16>
    %669 = stablehlo.broadcast_in_dim %668, dims = [0, 1, 2] : (tensor<2x32x1xbf16>) -> tensor<2x32x64xbf16>
    %670 = stablehlo.multiply %658, %669 : tensor<2x32x64xbf16>
    %cst_111 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %671 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<bf16>) -> tensor<64xbf16>
    %672 = stablehlo.add %671, %arg16 : tensor<64xbf16>
    %673 = stablehlo.broadcast_in_dim %672, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %674 = stablehlo.broadcast_in_dim %673, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x32x64xbf16>
    %675 = stablehlo.multiply %670, %674 : tensor<2x32x64xbf16>
    %676 = stablehlo.add %624, %675 : tensor<2x32x64xbf16>
    %677 = chlo.square %676 : tensor<2x32x64xbf16> -> tensor<2x32x64xbf16>
    %678 = stablehlo.convert %677 : (tensor<2x32x64xbf16>) -> tensor<2x32x64xf32>
    %cst_112 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %679 = stablehlo.reduce(%678 init: %cst_112) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %680 = stablehlo.broadcast_in_dim %679, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %cst_113 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %681 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %682 = stablehlo.divide %680, %681 : tensor<2x32x1xf32>
    %683 = stablehlo.convert %682 : (tensor<2x32x1xf32>) -> tensor<2x32x1xbf16>
    %cst_114 = stablehlo.constant dense<9.983770e-07> : tensor<bf16>
    %684 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<bf16>) -> tensor<2x32x1xbf16>
    %685 = stablehlo.add %683, %684 : tensor<2x32x1xbf16>
    %686 = stablehlo.rsqrt %685 : tensor<2x32x1xbf16>
    %687 = stablehlo.broadcast_in_dim %686, dims = [0, 1, 2] : (tensor<2x32x1xbf16>) -> tensor<2x32x64xbf16>
    %688 = stablehlo.multiply %676, %687 : tensor<2x32x64xbf16>
    %cst_115 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %689 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<bf16>) -> tensor<64xbf16>
    %690 = stablehlo.add %689, %arg3 : tensor<64xbf16>
    %691 = stablehlo.broadcast_in_dim %690, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %692 = stablehlo.broadcast_in_dim %691, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x32x64xbf16>
    %693 = stablehlo.multiply %688, %692 : tensor<2x32x64xbf16>
    %694 = stablehlo.slice %693 [0:2, 16:32, 0:64] : (tensor<2x32x64xbf16>) -> tensor<2x16x64xbf16>
    %695 = stablehlo.transpose %arg2, dims = [1, 0] : (tensor<128x64xbf16>) -> tensor<64x128xbf16>
    %696 = stablehlo.dot_general %694, %695, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x128xbf16>) -> tensor<2x16x128xbf16>
    %cst_116 = stablehlo.constant dense<3.000000e+01> : tensor<bf16>
    %697 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<bf16>) -> tensor<2x16x128xbf16>
    %698 = stablehlo.divide %696, %697 : tensor<2x16x128xbf16>
    %699 = stablehlo.tanh %698 : tensor<2x16x128xbf16>
    %cst_117 = stablehlo.constant dense<3.000000e+01> : tensor<bf16>
    %700 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<bf16>) -> tensor<2x16x128xbf16>
    %701 = stablehlo.multiply %699, %700 : tensor<2x16x128xbf16>
    return %701 : tensor<2x16x128xbf16>
  }
  func.func private @_take(%arg0: tensor<128x64xbf16>, %arg1: tensor<2x16xi32>) -> tensor<2x16x64xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x16xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<2x16xi32>, tensor<2x16xi32>) -> tensor<2x16xi1>
    %c_0 = stablehlo.constant dense<128> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x16xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<2x16xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<2x16xi1>, tensor<2x16xi32>, tensor<2x16xi32>) -> tensor<2x16xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1xi32>
    %c_1 = stablehlo.constant dense<127> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2x16x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<2x16x1xi32>, tensor<2x16x1xi32>) -> tensor<2x16x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<2x16x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<2x16x1xi32>, tensor<2x16x1xi32>) -> tensor<2x16x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<2x16x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<2x16x1xi1>, tensor<i1>) -> tensor<2x16xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> : (tensor<128x64xbf16>, tensor<2x16x1xi32>) -> tensor<2x16x64xbf16>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<2x16xi1>) -> tensor<2x16x64xi1>
    %cst = stablehlo.constant dense<0x7FC0> : tensor<bf16>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<2x16x64xbf16>
    %16 = stablehlo.select %14, %13, %15 : tensor<2x16x64xi1>, tensor<2x16x64xbf16>
    return %16 : tensor<2x16x64xbf16>
  }
  func.func private @_where(%arg0: tensor<2x16xi1>, %arg1: tensor<2x16xi32>, %arg2: tensor<2x16xi32>) -> tensor<2x16xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<2x16xi1>, tensor<2x16xi32>
    return %0 : tensor<2x16xi32>
  }
  func.func private @_where_0(%arg0: tensor<32x32xi1>, %arg1: tensor<2x4x32x32xbf16>, %arg2: tensor<bf16>) -> tensor<2x4x32x32xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] : (tensor<32x32xi1>) -> tensor<2x4x32x32xi1>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<bf16>) -> tensor<2x4x32x32xbf16>
    %2 = stablehlo.select %0, %arg1, %1 : tensor<2x4x32x32xi1>, tensor<2x4x32x32xbf16>
    return %2 : tensor<2x4x32x32xbf16>
  }
}
