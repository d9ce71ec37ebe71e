module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<128x64xf32>, %arg1: tensor<128x64xf32>, %arg2: tensor<128x64xf32>, %arg3: tensor<64xf32>, %arg4: tensor<64x128xf32>, %arg5: tensor<64x128xf32>, %arg6: tensor<64x32xf32>, %arg7: tensor<64x32xf32>, %arg8: tensor<64x64xf32>, %arg9: tensor<64x64xf32>, %arg10: tensor<64xf32>, %arg11: tensor<4x4x3x64xf32>, %arg12: tensor<1x16x64xf32>, %arg13: tensor<64xf32>, %arg14: tensor<64xf32>, %arg15: tensor<64xf32>, %arg16: tensor<64xf32>, %arg17: tensor<64xf32>, %arg18: tensor<64xf32>, %arg19: tensor<64xf32>, %arg20: tensor<64xf32>, %arg21: tensor<64xf32>, %arg22: tensor<64x64xf32>, %arg23: tensor<64x64xf32>, %arg24: tensor<64x64xf32>, %arg25: tensor<64x128xf32>, %arg26: tensor<64x128xf32>, %arg27: tensor<64x32xf32>, %arg28: tensor<64x32xf32>, %arg29: tensor<128xf32>, %arg30: tensor<64x128xf32>, %arg31: tensor<128xf32>, %arg32: tensor<64x128xf32>, %arg33: tensor<64xf32>, %arg34: tensor<128x64xf32>, %arg35: tensor<64xf32>, %arg36: tensor<128x64xf32>, %arg37: tensor<64xf32>, %arg38: tensor<64x64xf32>, %arg39: tensor<64xf32>, %arg40: tensor<64x64xf32>, %arg41: tensor<64xf32>, %arg42: tensor<64xf32>, %arg43: tensor<64xf32>, %arg44: tensor<64xf32>, %arg45: tensor<64xf32>, %arg46: tensor<64xf32>, %arg47: tensor<64xf32>, %arg48: tensor<64xf32>, %arg49: tensor<64xf32>, %arg50: tensor<64x64xf32>, %arg51: tensor<64xf32>, %arg52: tensor<64x64xf32>, %arg53: tensor<64xf32>, %arg54: tensor<64xf32>, %arg55: tensor<64xf32>, %arg56: tensor<64x64xf32>, %arg57: tensor<64xf32>, %arg58: tensor<64x64xf32>, %arg59: tensor<64xf32>, %arg60: tensor<64x64xf32>, %arg61: tensor<64xf32>, %arg62: tensor<64x64xf32>, %arg63: tensor<2x16x16x3xf32>, %arg64: tensor<2x16xi32>) -> (tensor<2x16x128xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.convolution(%arg63, %arg11) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [4, 4], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x16x16x3xf32>, tensor<4x4x3x64xf32>) -> tensor<2x4x4x64xf32>
    %1 = stablehlo.reshape %arg10 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<2x4x4x64xf32>
    %3 = stablehlo.add %0, %2 : tensor<2x4x4x64xf32>
    %4 = stablehlo.reshape %3 : (tensor<2x4x4x64xf32>) -> tensor<2x16x64xf32>
    %5 = stablehlo.broadcast_in_dim %arg12, dims = [0, 1, 2] : (tensor<1x16x64xf32>) -> tensor<2x16x64xf32>
    %6 = stablehlo.add %4, %5 : tensor<2x16x64xf32>
    %7 = chlo.square %6 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.reduce(%6 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %10 = stablehlo.divide %8, %9 : tensor<2x16xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%7 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_2 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %13 = stablehlo.divide %11, %12 : tensor<2x16xf32>
    %14 = chlo.square %10 : tensor<2x16xf32> -> tensor<2x16xf32>
    %15 = stablehlo.subtract %13, %14 : tensor<2x16xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %17 = stablehlo.maximum %16, %15 : tensor<2x16xf32>
    %18 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %19 = stablehlo.broadcast_in_dim %17, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %20 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %21 = stablehlo.subtract %6, %20 : tensor<2x16x64xf32>
    %cst_4 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %23 = stablehlo.add %19, %22 : tensor<2x16x1xf32>
    %24 = stablehlo.rsqrt %23 : tensor<2x16x1xf32>
    %25 = stablehlo.reshape %arg42 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %26 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %27 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %28 = stablehlo.multiply %26, %27 : tensor<2x16x64xf32>
    %29 = stablehlo.multiply %21, %28 : tensor<2x16x64xf32>
    %30 = stablehlo.reshape %arg41 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %32 = stablehlo.add %29, %31 : tensor<2x16x64xf32>
    %33 = stablehlo.dot_general %32, %arg56, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %34 = stablehlo.reshape %arg55 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %36 = stablehlo.add %33, %35 : tensor<2x16x64xf32>
    %37 = stablehlo.reshape %36 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %38 = stablehlo.dot_general %32, %arg38, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %39 = stablehlo.reshape %arg37 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %41 = stablehlo.add %38, %40 : tensor<2x16x64xf32>
    %42 = stablehlo.reshape %41 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %43 = stablehlo.dot_general %32, %arg60, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %44 = stablehlo.reshape %arg59 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %46 = stablehlo.add %43, %45 : tensor<2x16x64xf32>
    %47 = stablehlo.reshape %46 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %48 = stablehlo.dot_general %37, %42, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %cst_5 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %50 = stablehlo.multiply %48, %49 : tensor<2x4x16x16xf32>
    %cst_6 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %51 = stablehlo.reduce(%50 init: %cst_6) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %53 = stablehlo.maximum %52, %51 : tensor<2x4x16xf32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %56 = stablehlo.subtract %50, %55 : tensor<2x4x16x16xf32>
    %57 = stablehlo.exponential %56 : tensor<2x4x16x16xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %58 = stablehlo.reduce(%57 init: %cst_8) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %61 = stablehlo.divide %57, %60 : tensor<2x4x16x16xf32>
    %62 = stablehlo.dot_general %47, %61, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %63 = stablehlo.transpose %62, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %64 = stablehlo.reshape %63 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %65 = stablehlo.dot_general %64, %arg50, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %66 = stablehlo.reshape %arg49 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %68 = stablehlo.add %65, %67 : tensor<2x16x64xf32>
    %69 = stablehlo.add %6, %68 : tensor<2x16x64xf32>
    %70 = chlo.square %69 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %71 = stablehlo.reduce(%69 init: %cst_9) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_10 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %73 = stablehlo.divide %71, %72 : tensor<2x16xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %74 = stablehlo.reduce(%70 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_12 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %76 = stablehlo.divide %74, %75 : tensor<2x16xf32>
    %77 = chlo.square %73 : tensor<2x16xf32> -> tensor<2x16xf32>
    %78 = stablehlo.subtract %76, %77 : tensor<2x16xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %80 = stablehlo.maximum %79, %78 : tensor<2x16xf32>
    %81 = stablehlo.broadcast_in_dim %73, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %82 = stablehlo.broadcast_in_dim %80, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %83 = stablehlo.broadcast_in_dim %81, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %84 = stablehlo.subtract %69, %83 : tensor<2x16x64xf32>
    %cst_14 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %86 = stablehlo.add %82, %85 : tensor<2x16x1xf32>
    %87 = stablehlo.rsqrt %86 : tensor<2x16x1xf32>
    %88 = stablehlo.reshape %arg46 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %89 = stablehlo.broadcast_in_dim %87, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %90 = stablehlo.broadcast_in_dim %88, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %91 = stablehlo.multiply %89, %90 : tensor<2x16x64xf32>
    %92 = stablehlo.multiply %84, %91 : tensor<2x16x64xf32>
    %93 = stablehlo.reshape %arg45 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %95 = stablehlo.add %92, %94 : tensor<2x16x64xf32>
    %96 = stablehlo.dot_general %95, %arg30, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x128xf32>) -> tensor<2x16x128xf32>
    %97 = stablehlo.reshape %arg29 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %98 = stablehlo.broadcast_in_dim %97, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<2x16x128xf32>
    %99 = stablehlo.add %96, %98 : tensor<2x16x128xf32>
    %100 = stablehlo.multiply %99, %99 : tensor<2x16x128xf32>
    %101 = stablehlo.multiply %100, %99 : tensor<2x16x128xf32>
    %cst_15 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %103 = stablehlo.multiply %102, %101 : tensor<2x16x128xf32>
    %104 = stablehlo.add %99, %103 : tensor<2x16x128xf32>
    %cst_16 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %106 = stablehlo.multiply %105, %104 : tensor<2x16x128xf32>
    %107 = stablehlo.tanh %106 : tensor<2x16x128xf32>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %109 = stablehlo.add %108, %107 : tensor<2x16x128xf32>
    %cst_18 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %110 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %111 = stablehlo.multiply %110, %109 : tensor<2x16x128xf32>
    %112 = stablehlo.multiply %99, %111 : tensor<2x16x128xf32>
    %113 = stablehlo.dot_general %112, %arg34, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xf32>, tensor<128x64xf32>) -> tensor<2x16x64xf32>
    %114 = stablehlo.reshape %arg33 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %115 = stablehlo.broadcast_in_dim %114, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %116 = stablehlo.add %113, %115 : tensor<2x16x64xf32>
    %117 = stablehlo.add %69, %116 : tensor<2x16x64xf32>
    %118 = chlo.square %117 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %119 = stablehlo.reduce(%117 init: %cst_19) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_20 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %120 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %121 = stablehlo.divide %119, %120 : tensor<2x16xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %122 = stablehlo.reduce(%118 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_22 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %124 = stablehlo.divide %122, %123 : tensor<2x16xf32>
    %125 = chlo.square %121 : tensor<2x16xf32> -> tensor<2x16xf32>
    %126 = stablehlo.subtract %124, %125 : tensor<2x16xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %127 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %128 = stablehlo.maximum %127, %126 : tensor<2x16xf32>
    %129 = stablehlo.broadcast_in_dim %121, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %130 = stablehlo.broadcast_in_dim %128, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %131 = stablehlo.broadcast_in_dim %129, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %132 = stablehlo.subtract %117, %131 : tensor<2x16x64xf32>
    %cst_24 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %133 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %134 = stablehlo.add %130, %133 : tensor<2x16x1xf32>
    %135 = stablehlo.rsqrt %134 : tensor<2x16x1xf32>
    %136 = stablehlo.reshape %arg44 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %137 = stablehlo.broadcast_in_dim %135, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %138 = stablehlo.broadcast_in_dim %136, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %139 = stablehlo.multiply %137, %138 : tensor<2x16x64xf32>
    %140 = stablehlo.multiply %132, %139 : tensor<2x16x64xf32>
    %141 = stablehlo.reshape %arg43 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %142 = stablehlo.broadcast_in_dim %141, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %143 = stablehlo.add %140, %142 : tensor<2x16x64xf32>
    %144 = stablehlo.dot_general %143, %arg58, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %145 = stablehlo.reshape %arg57 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %146 = stablehlo.broadcast_in_dim %145, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %147 = stablehlo.add %144, %146 : tensor<2x16x64xf32>
    %148 = stablehlo.reshape %147 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %149 = stablehlo.dot_general %143, %arg40, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %150 = stablehlo.reshape %arg39 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %151 = stablehlo.broadcast_in_dim %150, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %152 = stablehlo.add %149, %151 : tensor<2x16x64xf32>
    %153 = stablehlo.reshape %152 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %154 = stablehlo.dot_general %143, %arg62, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %155 = stablehlo.reshape %arg61 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %156 = stablehlo.broadcast_in_dim %155, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %157 = stablehlo.add %154, %156 : tensor<2x16x64xf32>
    %158 = stablehlo.reshape %157 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %159 = stablehlo.dot_general %148, %153, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %cst_25 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %160 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %161 = stablehlo.multiply %159, %160 : tensor<2x4x16x16xf32>
    %cst_26 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %162 = stablehlo.reduce(%161 init: %cst_26) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %cst_27 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %163 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %164 = stablehlo.maximum %163, %162 : tensor<2x4x16xf32>
    %165 = stablehlo.broadcast_in_dim %164, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %166 = stablehlo.broadcast_in_dim %165, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %167 = stablehlo.subtract %161, %166 : tensor<2x4x16x16xf32>
    %168 = stablehlo.exponential %167 : tensor<2x4x16x16xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %169 = stablehlo.reduce(%168 init: %cst_28) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %170 = stablehlo.broadcast_in_dim %169, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %171 = stablehlo.broadcast_in_dim %170, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %172 = stablehlo.divide %168, %171 : tensor<2x4x16x16xf32>
    %173 = stablehlo.dot_general %158, %172, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %174 = stablehlo.transpose %173, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %175 = stablehlo.reshape %174 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %176 = stablehlo.dot_general %175, %arg52, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %177 = stablehlo.reshape %arg51 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %178 = stablehlo.broadcast_in_dim %177, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %179 = stablehlo.add %176, %178 : tensor<2x16x64xf32>
    %180 = stablehlo.add %117, %179 : tensor<2x16x64xf32>
    %181 = chlo.square %180 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %182 = stablehlo.reduce(%180 init: %cst_29) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_30 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %183 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %184 = stablehlo.divide %182, %183 : tensor<2x16xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %185 = stablehlo.reduce(%181 init: %cst_31) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_32 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %186 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %187 = stablehlo.divide %185, %186 : tensor<2x16xf32>
    %188 = chlo.square %184 : tensor<2x16xf32> -> tensor<2x16xf32>
    %189 = stablehlo.subtract %187, %188 : tensor<2x16xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %190 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %191 = stablehlo.maximum %190, %189 : tensor<2x16xf32>
    %192 = stablehlo.broadcast_in_dim %184, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %193 = stablehlo.broadcast_in_dim %191, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %194 = stablehlo.broadcast_in_dim %192, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %195 = stablehlo.subtract %180, %194 : tensor<2x16x64xf32>
    %cst_34 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %196 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %197 = stablehlo.add %193, %196 : tensor<2x16x1xf32>
    %198 = stablehlo.rsqrt %197 : tensor<2x16x1xf32>
    %199 = stablehlo.reshape %arg48 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %200 = stablehlo.broadcast_in_dim %198, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %201 = stablehlo.broadcast_in_dim %199, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %202 = stablehlo.multiply %200, %201 : tensor<2x16x64xf32>
    %203 = stablehlo.multiply %195, %202 : tensor<2x16x64xf32>
    %204 = stablehlo.reshape %arg47 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %205 = stablehlo.broadcast_in_dim %204, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %206 = stablehlo.add %203, %205 : tensor<2x16x64xf32>
    %207 = stablehlo.dot_general %206, %arg32, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x128xf32>) -> tensor<2x16x128xf32>
    %208 = stablehlo.reshape %arg31 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %209 = stablehlo.broadcast_in_dim %208, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<2x16x128xf32>
    %210 = stablehlo.add %207, %209 : tensor<2x16x128xf32>
    %211 = stablehlo.multiply %210, %210 : tensor<2x16x128xf32>
    %212 = stablehlo.multiply %211, %210 : tensor<2x16x128xf32>
    %cst_35 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %213 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %214 = stablehlo.multiply %213, %212 : tensor<2x16x128xf32>
    %215 = stablehlo.add %210, %214 : tensor<2x16x128xf32>
    %cst_36 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %216 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %217 = stablehlo.multiply %216, %215 : tensor<2x16x128xf32>
    %218 = stablehlo.tanh %217 : tensor<2x16x128xf32>
    %cst_37 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %219 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %220 = stablehlo.add %219, %218 : tensor<2x16x128xf32>
    %cst_38 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %221 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %222 = stablehlo.multiply %221, %220 : tensor<2x16x128xf32>
    %223 = stablehlo.multiply %210, %222 : tensor<2x16x128xf32>
    %224 = stablehlo.dot_general %223, %arg36, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xf32>, tensor<128x64xf32>) -> tensor<2x16x64xf32>
    %225 = stablehlo.reshape %arg35 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %226 = stablehlo.broadcast_in_dim %225, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %227 = stablehlo.add %224, %226 : tensor<2x16x64xf32>
    %228 = stablehlo.add %180, %227 : tensor<2x16x64xf32>
    %229 = chlo.square %228 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %230 = stablehlo.reduce(%228 init: %cst_39) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_40 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %231 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %232 = stablehlo.divide %230, %231 : tensor<2x16xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %233 = stablehlo.reduce(%229 init: %cst_41) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_42 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %234 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %235 = stablehlo.divide %233, %234 : tensor<2x16xf32>
    %236 = chlo.square %232 : tensor<2x16xf32> -> tensor<2x16xf32>
    %237 = stablehlo.subtract %235, %236 : tensor<2x16xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %238 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %239 = stablehlo.maximum %238, %237 : tensor<2x16xf32>
    %240 = stablehlo.broadcast_in_dim %232, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %241 = stablehlo.broadcast_in_dim %239, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %242 = stablehlo.broadcast_in_dim %240, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %243 = stablehlo.subtract %228, %242 : tensor<2x16x64xf32>
    %cst_44 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %244 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %245 = stablehlo.add %241, %244 : tensor<2x16x1xf32>
    %246 = stablehlo.rsqrt %245 : tensor<2x16x1xf32>
    %247 = stablehlo.reshape %arg54 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %248 = stablehlo.broadcast_in_dim %246, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %249 = stablehlo.broadcast_in_dim %247, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %250 = stablehlo.multiply %248, %249 : tensor<2x16x64xf32>
    %251 = stablehlo.multiply %243, %250 : tensor<2x16x64xf32>
    %252 = stablehlo.reshape %arg53 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %253 = stablehlo.broadcast_in_dim %252, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %254 = stablehlo.add %251, %253 : tensor<2x16x64xf32>
    %255 = stablehlo.dot_general %254, %arg22, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %256 = stablehlo.reshape %arg21 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %257 = stablehlo.broadcast_in_dim %256, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %258 = stablehlo.add %255, %257 : tensor<2x16x64xf32>
    %259 = call @_take(%arg2, %arg64) : (tensor<128x64xf32>, tensor<2x16xi32>) -> tensor<2x16x64xf32>
    %cst_45 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %260 = stablehlo.sqrt %cst_45 : tensor<f32>
    %261 = stablehlo.convert %260 : tensor<f32>
    %262 = stablehlo.broadcast_in_dim %261, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %263 = stablehlo.multiply %259, %262 : tensor<2x16x64xf32>
    %264 = stablehlo.concatenate %258, %263, dim = 1 : (tensor<2x16x64xf32>, tensor<2x16x64xf32>) -> tensor<2x32x64xf32>
    %265 = stablehlo.iota dim = 0 : tensor<32xi32>
    %266 = stablehlo.broadcast_in_dim %265, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %267 = stablehlo.iota dim = 0 : tensor<32xi32>
    %268 = stablehlo.broadcast_in_dim %267, dims = [1] : (tensor<32xi32>) -> tensor<1x32xi32>
    %269 = stablehlo.broadcast_in_dim %268, dims = [0, 1] : (tensor<1x32xi32>) -> tensor<32x32xi32>
    %270 = stablehlo.broadcast_in_dim %266, dims = [0, 1] : (tensor<32x1xi32>) -> tensor<32x32xi32>
    %271 = stablehlo.compare LE, %269, %270, SIGNED : (tensor<32x32xi32>, tensor<32x32xi32>) -> tensor<32x32xi1>
    %c = stablehlo.constant dense<24> : tensor<i32>
    %272 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1x32xi32>
    %273 = stablehlo.compare LT, %268, %272, SIGNED : (tensor<1x32xi32>, tensor<1x32xi32>) -> tensor<1x32xi1>
    %274 = stablehlo.broadcast_in_dim %273, dims = [0, 1] : (tensor<1x32xi1>) -> tensor<32x32xi1>
    %275 = stablehlo.or %271, %274 : tensor<32x32xi1>
    %276 = stablehlo.iota dim = 0 : tensor<32xi32>
    %277 = stablehlo.broadcast_in_dim %276, dims = [1] : (tensor<32xi32>) -> tensor<2x32xi32>
    %278 = chlo.square %264 : tensor<2x32x64xf32> -> tensor<2x32x64xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %279 = stablehlo.reduce(%278 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %280 = stablehlo.broadcast_in_dim %279, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %cst_47 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %281 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %282 = stablehlo.divide %280, %281 : tensor<2x32x1xf32>
    %cst_48 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %283 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %284 = stablehlo.add %282, %283 : tensor<2x32x1xf32>
    %285 = stablehlo.rsqrt %284 : tensor<2x32x1xf32>
    %286 = stablehlo.broadcast_in_dim %285, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %287 = stablehlo.multiply %264, %286 : tensor<2x32x64xf32>
    %cst_49 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %288 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %289 = stablehlo.add %288, %arg17 : tensor<64xf32>
    %290 = stablehlo.broadcast_in_dim %289, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %291 = stablehlo.broadcast_in_dim %290, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %292 = stablehlo.multiply %287, %291 : tensor<2x32x64xf32>
    %293 = stablehlo.dot_general %292, %arg23, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x64xf32>) -> tensor<2x32x64xf32>
    %294 = stablehlo.reshape %293 : (tensor<2x32x64xf32>) -> tensor<2x32x4x16xf32>
    %295 = stablehlo.iota dim = 0 : tensor<8xf32>
    %296 = stablehlo.negate %295 : tensor<8xf32>
    %cst_50 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %297 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %298 = stablehlo.multiply %296, %297 : tensor<8xf32>
    %cst_51 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %299 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %300 = stablehlo.divide %298, %299 : tensor<8xf32>
    %cst_52 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %301 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %302 = stablehlo.power %301, %300 : tensor<8xf32>
    %303 = stablehlo.broadcast_in_dim %277, dims = [0, 1] : (tensor<2x32xi32>) -> tensor<2x32x1x1xi32>
    %304 = stablehlo.convert %303 : (tensor<2x32x1x1xi32>) -> tensor<2x32x1x1xf32>
    %305 = stablehlo.broadcast_in_dim %302, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %306 = stablehlo.broadcast_in_dim %304, dims = [0, 1, 2, 3] : (tensor<2x32x1x1xf32>) -> tensor<2x32x1x8xf32>
    %307 = stablehlo.broadcast_in_dim %305, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x32x1x8xf32>
    %308 = stablehlo.multiply %306, %307 : tensor<2x32x1x8xf32>
    %309 = stablehlo.sine %308 : tensor<2x32x1x8xf32>
    %310 = stablehlo.cosine %308 : tensor<2x32x1x8xf32>
    %311 = stablehlo.slice %294 [0:2, 0:32, 0:4, 0:8] : (tensor<2x32x4x16xf32>) -> tensor<2x32x4x8xf32>
    %312 = stablehlo.slice %294 [0:2, 0:32, 0:4, 8:16] : (tensor<2x32x4x16xf32>) -> tensor<2x32x4x8xf32>
    %313 = stablehlo.broadcast_in_dim %310, dims = [0, 1, 2, 3] : (tensor<2x32x1x8xf32>) -> tensor<2x32x4x8xf32>
    %314 = stablehlo.multiply %311, %313 : tensor<2x32x4x8xf32>
    %315 = stablehlo.broadcast_in_dim %309, dims = [0, 1, 2, 3] : (tensor<2x32x1x8xf32>) -> tensor<2x32x4x8xf32>
    %316 = stablehlo.multiply %312, %315 : tensor<2x32x4x8xf32>
    %317 = stablehlo.subtract %314, %316 : tensor<2x32x4x8xf32>
    %318 = stablehlo.broadcast_in_dim %310, dims = [0, 1, 2, 3] : (tensor<2x32x1x8xf32>) -> tensor<2x32x4x8xf32>
    %319 = stablehlo.multiply %312, %318 : tensor<2x32x4x8xf32>
    %320 = stablehlo.broadcast_in_dim %309, dims = [0, 1, 2, 3] : (tensor<2x32x1x8xf32>) -> tensor<2x32x4x8xf32>
    %321 = stablehlo.multiply %311, %320 : tensor<2x32x4x8xf32>
    %322 = stablehlo.add %319, %321 : tensor<2x32x4x8xf32>
    %323 = stablehlo.concatenate %317, %322, dim = 3 : (tensor<2x32x4x8xf32>, tensor<2x32x4x8xf32>) -> tensor<2x32x4x16xf32>
    %324 = stablehlo.dot_general %292, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x32xf32>) -> tensor<2x32x32xf32>
    %325 = stablehlo.reshape %324 : (tensor<2x32x32xf32>) -> tensor<2x32x2x16xf32>
    %326 = stablehlo.iota dim = 0 : tensor<8xf32>
    %327 = stablehlo.negate %326 : tensor<8xf32>
    %cst_53 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %328 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %329 = stablehlo.multiply %327, %328 : tensor<8xf32>
    %cst_54 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %330 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %331 = stablehlo.divide %329, %330 : tensor<8xf32>
    %cst_55 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %332 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %333 = stablehlo.power %332, %331 : tensor<8xf32>
    %334 = stablehlo.broadcast_in_dim %277, dims = [0, 1] : (tensor<2x32xi32>) -> tensor<2x32x1x1xi32>
    %335 = stablehlo.convert %334 : (tensor<2x32x1x1xi32>) -> tensor<2x32x1x1xf32>
    %336 = stablehlo.broadcast_in_dim %333, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %337 = stablehlo.broadcast_in_dim %335, dims = [0, 1, 2, 3] : (tensor<2x32x1x1xf32>) -> tensor<2x32x1x8xf32>
    %338 = stablehlo.broadcast_in_dim %336, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x32x1x8xf32>
    %339 = stablehlo.multiply %337, %338 : tensor<2x32x1x8xf32>
    %340 = stablehlo.sine %339 : tensor<2x32x1x8xf32>
    %341 = stablehlo.cosine %339 : tensor<2x32x1x8xf32>
    %342 = stablehlo.slice %325 [0:2, 0:32, 0:2, 0:8] : (tensor<2x32x2x16xf32>) -> tensor<2x32x2x8xf32>
    %343 = stablehlo.slice %325 [0:2, 0:32, 0:2, 8:16] : (tensor<2x32x2x16xf32>) -> tensor<2x32x2x8xf32>
    %344 = stablehlo.broadcast_in_dim %341, dims = [0, 1, 2, 3] : (tensor<2x32x1x8xf32>) -> tensor<2x32x2x8xf32>
    %345 = stablehlo.multiply %342, %344 : tensor<2x32x2x8xf32>
    %346 = stablehlo.broadcast_in_dim %340, dims = [0, 1, 2, 3] : (tensor<2x32x1x8xf32>) -> tensor<2x32x2x8xf32>
    %347 = stablehlo.multiply %343, %346 : tensor<2x32x2x8xf32>
    %348 = stablehlo.subtract %345, %347 : tensor<2x32x2x8xf32>
    %349 = stablehlo.broadcast_in_dim %341, dims = [0, 1, 2, 3] : (tensor<2x32x1x8xf32>) -> tensor<2x32x2x8xf32>
    %350 = stablehlo.multiply %343, %349 : tensor<2x32x2x8xf32>
    %351 = stablehlo.broadcast_in_dim %340, dims = [0, 1, 2, 3] : (tensor<2x32x1x8xf32>) -> tensor<2x32x2x8xf32>
    %352 = stablehlo.multiply %342, %351 : tensor<2x32x2x8xf32>
    %353 = stablehlo.add %350, %352 : tensor<2x32x2x8xf32>
    %354 = stablehlo.concatenate %348, %353, dim = 3 : (tensor<2x32x2x8xf32>, tensor<2x32x2x8xf32>) -> tensor<2x32x2x16xf32>
    %355 = stablehlo.dot_general %292, %arg27, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x32xf32>) -> tensor<2x32x32xf32>
    %356 = stablehlo.reshape %355 : (tensor<2x32x32xf32>) -> tensor<2x32x2x16xf32>
    %357 = stablehlo.broadcast_in_dim %354, dims = [0, 1, 2, 4] : (tensor<2x32x2x16xf32>) -> tensor<2x32x2x2x16xf32>
    %358 = stablehlo.reshape %357 : (tensor<2x32x2x2x16xf32>) -> tensor<2x32x4x16xf32>
    %359 = stablehlo.broadcast_in_dim %356, dims = [0, 1, 2, 4] : (tensor<2x32x2x16xf32>) -> tensor<2x32x2x2x16xf32>
    %360 = stablehlo.reshape %359 : (tensor<2x32x2x2x16xf32>) -> tensor<2x32x4x16xf32>
    %cst_56 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %361 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<2x32x4x16xf32>
    %362 = stablehlo.multiply %323, %361 : tensor<2x32x4x16xf32>
    %363 = stablehlo.dot_general %362, %358, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x32x4x16xf32>, tensor<2x32x4x16xf32>) -> tensor<2x4x32x32xf32>
    %cst_57 = stablehlo.constant dense<5.000000e+01> : tensor<f32>
    %364 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<2x4x32x32xf32>
    %365 = stablehlo.divide %363, %364 : tensor<2x4x32x32xf32>
    %366 = stablehlo.tanh %365 : tensor<2x4x32x32xf32>
    %cst_58 = stablehlo.constant dense<5.000000e+01> : tensor<f32>
    %367 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<2x4x32x32xf32>
    %368 = stablehlo.multiply %366, %367 : tensor<2x4x32x32xf32>
    %cst_59 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %369 = call @_where_0(%275, %368, %cst_59) : (tensor<32x32xi1>, tensor<2x4x32x32xf32>, tensor<f32>) -> tensor<2x4x32x32xf32>
    %cst_60 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %370 = stablehlo.reduce(%369 init: %cst_60) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x32x32xf32>, tensor<f32>) -> tensor<2x4x32xf32>
    %cst_61 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %371 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<2x4x32xf32>
    %372 = stablehlo.maximum %371, %370 : tensor<2x4x32xf32>
    %373 = stablehlo.broadcast_in_dim %372, dims = [0, 1, 2] : (tensor<2x4x32xf32>) -> tensor<2x4x32x1xf32>
    %374 = stablehlo.broadcast_in_dim %373, dims = [0, 1, 2, 3] : (tensor<2x4x32x1xf32>) -> tensor<2x4x32x32xf32>
    %375 = stablehlo.subtract %369, %374 : tensor<2x4x32x32xf32>
    %376 = stablehlo.exponential %375 : tensor<2x4x32x32xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %377 = stablehlo.reduce(%376 init: %cst_62) applies stablehlo.add across dimensions = [3] : (tensor<2x4x32x32xf32>, tensor<f32>) -> tensor<2x4x32xf32>
    %378 = stablehlo.broadcast_in_dim %377, dims = [0, 1, 2] : (tensor<2x4x32xf32>) -> tensor<2x4x32x1xf32>
    %379 = stablehlo.broadcast_in_dim %378, dims = [0, 1, 2, 3] : (tensor<2x4x32x1xf32>) -> tensor<2x4x32x32xf32>
    %380 = stablehlo.divide %376, %379 : tensor<2x4x32x32xf32>
    %381 = stablehlo.dot_general %360, %380, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x32x4x16xf32>, tensor<2x4x32x32xf32>) -> tensor<2x4x16x32xf32>
    %382 = stablehlo.transpose %381, dims = [0, 3, 1, 2] : (tensor<2x4x16x32xf32>) -> tensor<2x32x4x16xf32>
    %383 = stablehlo.reshape %382 : (tensor<2x32x4x16xf32>) -> tensor<2x32x64xf32>
    %384 = stablehlo.dot_general %383, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x64xf32>) -> tensor<2x32x64xf32>
    %385 = chlo.square %384 : tensor<2x32x64xf32> -> tensor<2x32x64xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %386 = stablehlo.reduce(%385 init: %cst_63) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %387 = stablehlo.broadcast_in_dim %386, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %cst_64 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %388 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %389 = stablehlo.divide %387, %388 : tensor<2x32x1xf32>
    %cst_65 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %390 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %391 = stablehlo.add %389, %390 : tensor<2x32x1xf32>
    %392 = stablehlo.rsqrt %391 : tensor<2x32x1xf32>
    %393 = stablehlo.broadcast_in_dim %392, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %394 = stablehlo.multiply %384, %393 : tensor<2x32x64xf32>
    %cst_66 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %395 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %396 = stablehlo.add %395, %arg13 : tensor<64xf32>
    %397 = stablehlo.broadcast_in_dim %396, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %398 = stablehlo.broadcast_in_dim %397, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %399 = stablehlo.multiply %394, %398 : tensor<2x32x64xf32>
    %400 = stablehlo.add %264, %399 : tensor<2x32x64xf32>
    %401 = chlo.square %400 : tensor<2x32x64xf32> -> tensor<2x32x64xf32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %402 = stablehlo.reduce(%401 init: %cst_67) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %403 = stablehlo.broadcast_in_dim %402, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %cst_68 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %404 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %405 = stablehlo.divide %403, %404 : tensor<2x32x1xf32>
    %cst_69 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %406 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %407 = stablehlo.add %405, %406 : tensor<2x32x1xf32>
    %408 = stablehlo.rsqrt %407 : tensor<2x32x1xf32>
    %409 = stablehlo.broadcast_in_dim %408, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %410 = stablehlo.multiply %400, %409 : tensor<2x32x64xf32>
    %cst_70 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %411 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %412 = stablehlo.add %411, %arg19 : tensor<64xf32>
    %413 = stablehlo.broadcast_in_dim %412, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %414 = stablehlo.broadcast_in_dim %413, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %415 = stablehlo.multiply %410, %414 : tensor<2x32x64xf32>
    %416 = stablehlo.dot_general %415, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x128xf32>) -> tensor<2x32x128xf32>
    %417 = stablehlo.multiply %416, %416 : tensor<2x32x128xf32>
    %418 = stablehlo.multiply %417, %416 : tensor<2x32x128xf32>
    %cst_71 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %419 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
    %420 = stablehlo.multiply %419, %418 : tensor<2x32x128xf32>
    %421 = stablehlo.add %416, %420 : tensor<2x32x128xf32>
    %cst_72 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %422 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
    %423 = stablehlo.multiply %422, %421 : tensor<2x32x128xf32>
    %424 = stablehlo.tanh %423 : tensor<2x32x128xf32>
    %cst_73 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %425 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
    %426 = stablehlo.add %425, %424 : tensor<2x32x128xf32>
    %cst_74 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %427 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
    %428 = stablehlo.multiply %427, %426 : tensor<2x32x128xf32>
    %429 = stablehlo.multiply %416, %428 : tensor<2x32x128xf32>
    %430 = stablehlo.dot_general %415, %arg25, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x128xf32>) -> tensor<2x32x128xf32>
    %431 = stablehlo.multiply %429, %430 : tensor<2x32x128xf32>
    %432 = stablehlo.dot_general %431, %arg0, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x128xf32>, tensor<128x64xf32>) -> tensor<2x32x64xf32>
    %433 = chlo.square %432 : tensor<2x32x64xf32> -> tensor<2x32x64xf32>
    %cst_75 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %434 = stablehlo.reduce(%433 init: %cst_75) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %435 = stablehlo.broadcast_in_dim %434, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %cst_76 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %436 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %437 = stablehlo.divide %435, %436 : tensor<2x32x1xf32>
    %cst_77 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %438 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %439 = stablehlo.add %437, %438 : tensor<2x32x1xf32>
    %440 = stablehlo.rsqrt %439 : tensor<2x32x1xf32>
    %441 = stablehlo.broadcast_in_dim %440, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %442 = stablehlo.multiply %432, %441 : tensor<2x32x64xf32>
    %cst_78 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %443 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %444 = stablehlo.add %443, %arg15 : tensor<64xf32>
    %445 = stablehlo.broadcast_in_dim %444, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %446 = stablehlo.broadcast_in_dim %445, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %447 = stablehlo.multiply %442, %446 : tensor<2x32x64xf32>
    %448 = stablehlo.add %400, %447 : tensor<2x32x64xf32>
    %449 = chlo.square %448 : tensor<2x32x64xf32> -> tensor<2x32x64xf32>
    %cst_79 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %450 = stablehlo.reduce(%449 init: %cst_79) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %451 = stablehlo.broadcast_in_dim %450, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %cst_80 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %452 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %453 = stablehlo.divide %451, %452 : tensor<2x32x1xf32>
    %cst_81 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %454 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %455 = stablehlo.add %453, %454 : tensor<2x32x1xf32>
    %456 = stablehlo.rsqrt %455 : tensor<2x32x1xf32>
    %457 = stablehlo.broadcast_in_dim %456, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %458 = stablehlo.multiply %448, %457 : tensor<2x32x64xf32>
    %cst_82 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %459 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %460 = stablehlo.add %459, %arg18 : tensor<64xf32>
    %461 = stablehlo.broadcast_in_dim %460, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %462 = stablehlo.broadcast_in_dim %461, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %463 = stablehlo.multiply %458, %462 : tensor<2x32x64xf32>
    %464 = stablehlo.dot_general %463, %arg24, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x64xf32>) -> tensor<2x32x64xf32>
    %465 = stablehlo.reshape %464 : (tensor<2x32x64xf32>) -> tensor<2x32x4x16xf32>
    %466 = stablehlo.iota dim = 0 : tensor<8xf32>
    %467 = stablehlo.negate %466 : tensor<8xf32>
    %cst_83 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %468 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %469 = stablehlo.multiply %467, %468 : tensor<8xf32>
    %cst_84 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %470 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %471 = stablehlo.divide %469, %470 : tensor<8xf32>
    %cst_85 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %472 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %473 = stablehlo.power %472, %471 : tensor<8xf32>
    %474 = stablehlo.broadcast_in_dim %277, dims = [0, 1] : (tensor<2x32xi32>) -> tensor<2x32x1x1xi32>
    %475 = stablehlo.convert %474 : (tensor<2x32x1x1xi32>) -> tensor<2x32x1x1xf32>
    %476 = stablehlo.broadcast_in_dim %473, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %477 = stablehlo.broadcast_in_dim %475, dims = [0, 1, 2, 3] : (tensor<2x32x1x1xf32>) -> tensor<2x32x1x8xf32>
    %478 = stablehlo.broadcast_in_dim %476, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x32x1x8xf32>
    %479 = stablehlo.multiply %477, %478 : tensor<2x32x1x8xf32>
    %480 = stablehlo.sine %479 : tensor<2x32x1x8xf32>
    %481 = stablehlo.cosine %479 : tensor<2x32x1x8xf32>
    %482 = stablehlo.slice %465 [0:2, 0:32, 0:4, 0:8] : (tensor<2x32x4x16xf32>) -> tensor<2x32x4x8xf32>
    %483 = stablehlo.slice %465 [0:2, 0:32, 0:4, 8:16] : (tensor<2x32x4x16xf32>) -> tensor<2x32x4x8xf32>
    %484 = stablehlo.broadcast_in_dim %481, dims = [0, 1, 2, 3] : (tensor<2x32x1x8xf32>) -> tensor<2x32x4x8xf32>
    %485 = stablehlo.multiply %482, %484 : tensor<2x32x4x8xf32>
    %486 = stablehlo.broadcast_in_dim %480, dims = [0, 1, 2, 3] : (tensor<2x32x1x8xf32>) -> tensor<2x32x4x8xf32>
    %487 = stablehlo.multiply %483, %486 : tensor<2x32x4x8xf32>
    %488 = stablehlo.subtract %485, %487 : tensor<2x32x4x8xf32>
    %489 = stablehlo.broadcast_in_dim %481, dims = [0, 1, 2, 3] : (tensor<2x32x1x8xf32>) -> tensor<2x32x4x8xf32>
    %490 = stablehlo.multiply %483, %489 : tensor<2x32x4x8xf32>
    %491 = stablehlo.broadcast_in_dim %480, dims = [0, 1, 2, 3] : (tensor<2x32x1x8xf32>) -> tensor<2x32x4x8xf32>
    %492 = stablehlo.multiply %482, %491 : tensor<2x32x4x8xf32>
    %493 = stablehlo.add %490, %492 : tensor<2x32x4x8xf32>
    %494 = stablehlo.concatenate %488, %493, dim = 3 : (tensor<2x32x4x8xf32>, tensor<2x32x4x8xf32>) -> tensor<2x32x4x16xf32>
    %495 = stablehlo.dot_general %463, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x32xf32>) -> tensor<2x32x32xf32>
    %496 = stablehlo.reshape %495 : (tensor<2x32x32xf32>) -> tensor<2x32x2x16xf32>
    %497 = stablehlo.iota dim = 0 : tensor<8xf32>
    %498 = stablehlo.negate %497 : tensor<8xf32>
    %cst_86 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %499 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %500 = stablehlo.multiply %498, %499 : tensor<8xf32>
    %cst_87 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %501 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %502 = stablehlo.divide %500, %501 : tensor<8xf32>
    %cst_88 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %503 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %504 = stablehlo.power %503, %502 : tensor<8xf32>
    %505 = stablehlo.broadcast_in_dim %277, dims = [0, 1] : (tensor<2x32xi32>) -> tensor<2x32x1x1xi32>
    %506 = stablehlo.convert %505 : (tensor<2x32x1x1xi32>) -> tensor<2x32x1x1xf32>
    %507 = stablehlo.broadcast_in_dim %504, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %508 = stablehlo.broadcast_in_dim %506, dims = [0, 1, 2, 3] : (tensor<2x32x1x1xf32>) -> tensor<2x32x1x8xf32>
    %509 = stablehlo.broadcast_in_dim %507, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x32x1x8xf32>
    %510 = stablehlo.multiply %508, %509 : tensor<2x32x1x8xf32>
    %511 = stablehlo.sine %510 : tensor<2x32x1x8xf32>
    %512 = stablehlo.cosine %510 : tensor<2x32x1x8xf32>
    %513 = stablehlo.slice %496 [0:2, 0:32, 0:2, 0:8] : (tensor<2x32x2x16xf32>) -> tensor<2x32x2x8xf32>
    %514 = stablehlo.slice %496 [0:2, 0:32, 0:2, 8:16] : (tensor<2x32x2x16xf32>) -> tensor<2x32x2x8xf32>
    %515 = stablehlo.broadcast_in_dim %512, dims = [0, 1, 2, 3] : (tensor<2x32x1x8xf32>) -> tensor<2x32x2x8xf32>
    %516 = stablehlo.multiply %513, %515 : tensor<2x32x2x8xf32>
    %517 = stablehlo.broadcast_in_dim %511, dims = [0, 1, 2, 3] : (tensor<2x32x1x8xf32>) -> tensor<2x32x2x8xf32>
    %518 = stablehlo.multiply %514, %517 : tensor<2x32x2x8xf32>
    %519 = stablehlo.subtract %516, %518 : tensor<2x32x2x8xf32>
    %520 = stablehlo.broadcast_in_dim %512, dims = [0, 1, 2, 3] : (tensor<2x32x1x8xf32>) -> tensor<2x32x2x8xf32>
    %521 = stablehlo.multiply %514, %520 : tensor<2x32x2x8xf32>
    %522 = stablehlo.broadcast_in_dim %511, dims = [0, 1, 2, 3] : (tensor<2x32x1x8xf32>) -> tensor<2x32x2x8xf32>
    %523 = stablehlo.multiply %513, %522 : tensor<2x32x2x8xf32>
    %524 = stablehlo.add %521, %523 : tensor<2x32x2x8xf32>
    %525 = stablehlo.concatenate %519, %524, dim = 3 : (tensor<2x32x2x8xf32>, tensor<2x32x2x8xf32>) -> tensor<2x32x2x16xf32>
    %526 = stablehlo.dot_general %463, %arg28, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x32xf32>) -> tensor<2x32x32xf32>
    %527 = stablehlo.reshape %526 : (tensor<2x32x32xf32>) -> tensor<2x32x2x16xf32>
    %528 = stablehlo.broadcast_in_dim %525, dims = [0, 1, 2, 4] : (tensor<2x32x2x16xf32>) -> tensor<2x32x2x2x16xf32>
    %529 = stablehlo.reshape %528 : (tensor<2x32x2x2x16xf32>) -> tensor<2x32x4x16xf32>
    %530 = stablehlo.broadcast_in_dim %527, dims = [0, 1, 2, 4] : (tensor<2x32x2x16xf32>) -> tensor<2x32x2x2x16xf32>
    %531 = stablehlo.reshape %530 : (tensor<2x32x2x2x16xf32>) -> tensor<2x32x4x16xf32>
    %cst_89 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %532 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<2x32x4x16xf32>
    %533 = stablehlo.multiply %494, %532 : tensor<2x32x4x16xf32>
    %534 = stablehlo.dot_general %533, %529, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x32x4x16xf32>, tensor<2x32x4x16xf32>) -> tensor<2x4x32x32xf32>
    %cst_90 = stablehlo.constant dense<5.000000e+01> : tensor<f32>
    %535 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<2x4x32x32xf32>
    %536 = stablehlo.divide %534, %535 : tensor<2x4x32x32xf32>
    %537 = stablehlo.tanh %536 : tensor<2x4x32x32xf32>
    %cst_91 = stablehlo.constant dense<5.000000e+01> : tensor<f32>
    %538 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<2x4x32x32xf32>
    %539 = stablehlo.multiply %537, %538 : tensor<2x4x32x32xf32>
    %cst_92 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %540 = call @_where_0(%275, %539, %cst_92) : (tensor<32x32xi1>, tensor<2x4x32x32xf32>, tensor<f32>) -> tensor<2x4x32x32xf32>
    %cst_93 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %541 = stablehlo.reduce(%540 init: %cst_93) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x32x32xf32>, tensor<f32>) -> tensor<2x4x32xf32>
    %cst_94 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %542 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<2x4x32xf32>
    %543 = stablehlo.maximum %542, %541 : tensor<2x4x32xf32>
    %544 = stablehlo.broadcast_in_dim %543, dims = [0, 1, 2] : (tensor<2x4x32xf32>) -> tensor<2x4x32x1xf32>
    %545 = stablehlo.broadcast_in_dim %544, dims = [0, 1, 2, 3] : (tensor<2x4x32x1xf32>) -> tensor<2x4x32x32xf32>
    %546 = stablehlo.subtract %540, %545 : tensor<2x4x32x32xf32>
    %547 = stablehlo.exponential %546 : tensor<2x4x32x32xf32>
    %cst_95 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %548 = stablehlo.reduce(%547 init: %cst_95) applies stablehlo.add across dimensions = [3] : (tensor<2x4x32x32xf32>, tensor<f32>) -> tensor<2x4x32xf32>
    %549 = stablehlo.broadcast_in_dim %548, dims = [0, 1, 2] : (tensor<2x4x32xf32>) -> tensor<2x4x32x1xf32>
    %550 = stablehlo.broadcast_in_dim %549, dims = [0, 1, 2, 3] : (tensor<2x4x32x1xf32>) -> tensor<2x4x32x32xf32>
    %551 = stablehlo.divide %547, %550 : tensor<2x4x32x32xf32>
    %552 = stablehlo.dot_general %531, %551, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x32x4x16xf32>, tensor<2x4x32x32xf32>) -> tensor<2x4x16x32xf32>
    %553 = stablehlo.transpose %552, dims = [0, 3, 1, 2] : (tensor<2x4x16x32xf32>) -> tensor<2x32x4x16xf32>
    %554 = stablehlo.reshape %553 : (tensor<2x32x4x16xf32>) -> tensor<2x32x64xf32>
    %555 = stablehlo.dot_general %554, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x64xf32>) -> tensor<2x32x64xf32>
    %556 = chlo.square %555 : tensor<2x32x64xf32> -> tensor<2x32x64xf32>
    %cst_96 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %557 = stablehlo.reduce(%556 init: %cst_96) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %558 = stablehlo.broadcast_in_dim %557, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %cst_97 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %559 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %560 = stablehlo.divide %558, %559 : tensor<2x32x1xf32>
    %cst_98 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %561 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %562 = stablehlo.add %560, %561 : tensor<2x32x1xf32>
    %563 = stablehlo.rsqrt %562 : tensor<2x32x1xf32>
    %564 = stablehlo.broadcast_in_dim %563, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %565 = stablehlo.multiply %555, %564 : tensor<2x32x64xf32>
    %cst_99 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %566 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %567 = stablehlo.add %566, %arg14 : tensor<64xf32>
    %568 = stablehlo.broadcast_in_dim %567, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %569 = stablehlo.broadcast_in_dim %568, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %570 = stablehlo.multiply %565, %569 : tensor<2x32x64xf32>
    %571 = stablehlo.add %448, %570 : tensor<2x32x64xf32>
    %572 = chlo.square %571 : tensor<2x32x64xf32> -> tensor<2x32x64xf32>
    %cst_100 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %573 = stablehlo.reduce(%572 init: %cst_100) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %574 = stablehlo.broadcast_in_dim %573, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %cst_101 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %575 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %576 = stablehlo.divide %574, %575 : tensor<2x32x1xf32>
    %cst_102 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %577 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %578 = stablehlo.add %576, %577 : tensor<2x32x1xf32>
    %579 = stablehlo.rsqrt %578 : tensor<2x32x1xf32>
    %580 = stablehlo.broadcast_in_dim %579, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %581 = stablehlo.multiply %571, %580 : tensor<2x32x64xf32>
    %cst_103 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %582 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %583 = stablehlo.add %582, %arg20 : tensor<64xf32>
    %584 = stablehlo.broadcast_in_dim %583, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %585 = stablehlo.broadcast_in_dim %584, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %586 = stablehlo.multiply %581, %585 : tensor<2x32x64xf32>
    %587 = stablehlo.dot_general %586, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x128xf32>) -> tensor<2x32x128xf32>
    %588 = stablehlo.multiply %587, %587 : tensor<2x32x128xf32>
    %589 = stablehlo.multiply %588, %587 : tensor<2x32x128xf32>
    %cst_104 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %590 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
    %591 = stablehlo.multiply %590, %589 : tensor<2x32x128xf32>
    %592 = stablehlo.add %587, %591 : tensor<2x32x128xf32>
    %cst_105 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %593 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
    %594 = stablehlo.multiply %593, %592 : tensor<2x32x128xf32>
    %595 = stablehlo.tanh %594 : tensor<2x32x128xf32>
    %cst_106 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %596 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
    %597 = stablehlo.add %596, %595 : tensor<2x32x128xf32>
    %cst_107 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %598 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
    %599 = stablehlo.multiply %598, %597 : tensor<2x32x128xf32>
    %600 = stablehlo.multiply %587, %599 : tensor<2x32x128xf32>
    %601 = stablehlo.dot_general %586, %arg26, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x128xf32>) -> tensor<2x32x128xf32>
    %602 = stablehlo.multiply %600, %601 : tensor<2x32x128xf32>
    %603 = stablehlo.dot_general %602, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x128xf32>, tensor<128x64xf32>) -> tensor<2x32x64xf32>
    %604 = chlo.square %603 : tensor<2x32x64xf32> -> tensor<2x32x64xf32>
    %cst_108 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %605 = stablehlo.reduce(%604 init: %cst_108) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %606 = stablehlo.broadcast_in_dim %605, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %cst_109 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %607 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %608 = stablehlo.divide %606, %607 : tensor<2x32x1xf32>
    %cst_110 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %609 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %610 = stablehlo.add %608, %609 : tensor<2x32x1xf32>
    %611 = stablehlo.rsqrt %610 : tensor<2x32x1xf32>
    %612 = stablehlo.broadcast_in_dim %611, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %613 = stablehlo.multiply %603, %612 : tensor<2x32x64xf32>
    %cst_111 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %614 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %615 = stablehlo.add %614, %arg16 : tensor<64xf32>
    %616 = stablehlo.broadcast_in_dim %615, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %617 = stablehlo.broadcast_in_dim %616, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %618 = stablehlo.multiply %613, %617 : tensor<2x32x64xf32>
    %619 = stablehlo.add %571, %618 : tensor<2x32x64xf32>
    %620 = chlo.square %619 : tensor<2x32x64xf32> -> tensor<2x32x64xf32>
    %cst_112 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %621 = stablehlo.reduce(%620 init: %cst_112) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %622 = stablehlo.broadcast_in_dim %621, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %cst_113 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %623 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %624 = stablehlo.divide %622, %623 : tensor<2x32x1xf32>
    %cst_114 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %625 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %626 = stablehlo.add %624, %625 : tensor<2x32x1xf32>
    %627 = stablehlo.rsqrt %626 : tensor<2x32x1xf32>
    %628 = stablehlo.broadcast_in_dim %627, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %629 = stablehlo.multiply %619, %628 : tensor<2x32x64xf32>
    %cst_115 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %630 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %631 = stablehlo.add %630, %arg3 : tensor<64xf32>
    %632 = stablehlo.broadcast_in_dim %631, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %633 = stablehlo.broadcast_in_dim %632, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %634 = stablehlo.multiply %629, %633 : tensor<2x32x64xf32>
    %635 = stablehlo.slice %634 [0:2, 16:32, 0:64] : (tensor<2x32x64xf32>) -> tensor<2x16x64xf32>
    %636 = stablehlo.transpose %arg2, dims = [1, 0] : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %637 = stablehlo.dot_general %635, %636, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x128xf32>) -> tensor<2x16x128xf32>
    %cst_116 = stablehlo.constant dense<3.000000e+01> : tensor<f32>
    %638 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %639 = stablehlo.divide %637, %638 : tensor<2x16x128xf32>
    %640 = stablehlo.tanh %639 : tensor<2x16x128xf32>
    %cst_117 = stablehlo.constant dense<3.000000e+01> : tensor<f32>
    %641 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %642 = stablehlo.multiply %640, %641 : tensor<2x16x128xf32>
    return %642 : tensor<2x16x128xf32>
  }
  func.func private @_take(%arg0: tensor<128x64xf32>, %arg1: tensor<2x16xi32>) -> tensor<2x16x64xf32> {
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
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> : (tensor<128x64xf32>, tensor<2x16x1xi32>) -> tensor<2x16x64xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<2x16xi1>) -> tensor<2x16x64xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<2x16x64xi1>, tensor<2x16x64xf32>
    return %16 : tensor<2x16x64xf32>
  }
  func.func private @_where(%arg0: tensor<2x16xi1>, %arg1: tensor<2x16xi32>, %arg2: tensor<2x16xi32>) -> tensor<2x16xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<2x16xi1>, tensor<2x16xi32>
    return %0 : tensor<2x16xi32>
  }
  func.func private @_where_0(%arg0: tensor<32x32xi1>, %arg1: tensor<2x4x32x32xf32>, %arg2: tensor<f32>) -> tensor<2x4x32x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] : (tensor<32x32xi1>) -> tensor<2x4x32x32xi1>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<2x4x32x32xf32>
    %2 = stablehlo.select %0, %arg1, %1 : tensor<2x4x32x32xi1>, tensor<2x4x32x32xf32>
    return %2 : tensor<2x4x32x32xf32>
  }
}
