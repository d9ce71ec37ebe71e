module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<192xf32>, %arg1: tensor<16x16x3x192xf32>, %arg2: tensor<768xf32>, %arg3: tensor<192x768xf32>, %arg4: tensor<192xf32>, %arg5: tensor<768x192xf32>, %arg6: tensor<768xf32>, %arg7: tensor<192x768xf32>, %arg8: tensor<192xf32>, %arg9: tensor<768x192xf32>, %arg10: tensor<768xf32>, %arg11: tensor<192x768xf32>, %arg12: tensor<192xf32>, %arg13: tensor<768x192xf32>, %arg14: tensor<768xf32>, %arg15: tensor<192x768xf32>, %arg16: tensor<192xf32>, %arg17: tensor<768x192xf32>, %arg18: tensor<1000xf32>, %arg19: tensor<192x1000xf32>, %arg20: tensor<192xf32>, %arg21: tensor<192xf32>, %arg22: tensor<192xf32>, %arg23: tensor<192xf32>, %arg24: tensor<192xf32>, %arg25: tensor<192xf32>, %arg26: tensor<192xf32>, %arg27: tensor<192xf32>, %arg28: tensor<192xf32>, %arg29: tensor<192xf32>, %arg30: tensor<192xf32>, %arg31: tensor<192xf32>, %arg32: tensor<192xf32>, %arg33: tensor<192xf32>, %arg34: tensor<192xf32>, %arg35: tensor<192xf32>, %arg36: tensor<192xf32>, %arg37: tensor<192xf32>, %arg38: tensor<3x64xf32>, %arg39: tensor<192x3x64xf32>, %arg40: tensor<192xf32>, %arg41: tensor<3x64x192xf32>, %arg42: tensor<3x64xf32>, %arg43: tensor<192x3x64xf32>, %arg44: tensor<3x64xf32>, %arg45: tensor<192x3x64xf32>, %arg46: tensor<3x64xf32>, %arg47: tensor<192x3x64xf32>, %arg48: tensor<192xf32>, %arg49: tensor<3x64x192xf32>, %arg50: tensor<3x64xf32>, %arg51: tensor<192x3x64xf32>, %arg52: tensor<3x64xf32>, %arg53: tensor<192x3x64xf32>, %arg54: tensor<3x64xf32>, %arg55: tensor<192x3x64xf32>, %arg56: tensor<192xf32>, %arg57: tensor<3x64x192xf32>, %arg58: tensor<3x64xf32>, %arg59: tensor<192x3x64xf32>, %arg60: tensor<3x64xf32>, %arg61: tensor<192x3x64xf32>, %arg62: tensor<3x64xf32>, %arg63: tensor<192x3x64xf32>, %arg64: tensor<192xf32>, %arg65: tensor<3x64x192xf32>, %arg66: tensor<3x64xf32>, %arg67: tensor<192x3x64xf32>, %arg68: tensor<3x64xf32>, %arg69: tensor<192x3x64xf32>, %arg70: tensor<1x1x192xf32>, %arg71: tensor<1x197x192xf32>, %arg72: tensor<1x224x224x3xf32>) -> (tensor<1x1000xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.convolution(%arg72, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [16, 16], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x224x224x3xf32>, tensor<16x16x3x192xf32>) -> tensor<1x14x14x192xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x1x1x192xf32>) -> tensor<1x14x14x192xf32>
    %3 = stablehlo.add %0, %2 : tensor<1x14x14x192xf32>
    %4 = stablehlo.reshape %3 : (tensor<1x14x14x192xf32>) -> tensor<1x196x192xf32>
    %5 = stablehlo.concatenate %arg70, %4, dim = 1 : (tensor<1x1x192xf32>, tensor<1x196x192xf32>) -> tensor<1x197x192xf32>
    %6 = stablehlo.add %5, %arg71 : tensor<1x197x192xf32>
    %7 = chlo.square %6 : tensor<1x197x192xf32> -> tensor<1x197x192xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.reduce(%6 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<1x197x192xf32>, tensor<f32>) -> tensor<1x197xf32>
    %cst_0 = stablehlo.constant dense<1.920000e+02> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %10 = stablehlo.divide %8, %9 : tensor<1x197xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%7 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<1x197x192xf32>, tensor<f32>) -> tensor<1x197xf32>
    %cst_2 = stablehlo.constant dense<1.920000e+02> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %13 = stablehlo.divide %11, %12 : tensor<1x197xf32>
    %14 = chlo.square %10 : tensor<1x197xf32> -> tensor<1x197xf32>
    %15 = stablehlo.subtract %13, %14 : tensor<1x197xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %17 = stablehlo.maximum %16, %15 : tensor<1x197xf32>
    %18 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<1x197xf32>) -> tensor<1x197x1xf32>
    %19 = stablehlo.broadcast_in_dim %17, dims = [0, 1] : (tensor<1x197xf32>) -> tensor<1x197x1xf32>
    %20 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2] : (tensor<1x197x1xf32>) -> tensor<1x197x192xf32>
    %21 = stablehlo.subtract %6, %20 : tensor<1x197x192xf32>
    %cst_4 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1x197x1xf32>
    %23 = stablehlo.add %19, %22 : tensor<1x197x1xf32>
    %24 = stablehlo.rsqrt %23 : tensor<1x197x1xf32>
    %25 = stablehlo.reshape %arg21 : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %26 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2] : (tensor<1x197x1xf32>) -> tensor<1x197x192xf32>
    %27 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<1x197x192xf32>
    %28 = stablehlo.multiply %26, %27 : tensor<1x197x192xf32>
    %29 = stablehlo.multiply %21, %28 : tensor<1x197x192xf32>
    %30 = stablehlo.reshape %arg20 : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<1x197x192xf32>
    %32 = stablehlo.add %29, %31 : tensor<1x197x192xf32>
    %33 = stablehlo.dot_general %32, %arg43, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x192xf32>, tensor<192x3x64xf32>) -> tensor<1x197x3x64xf32>
    %34 = stablehlo.reshape %arg42 : (tensor<3x64xf32>) -> tensor<1x1x3x64xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0, 1, 2, 3] : (tensor<1x1x3x64xf32>) -> tensor<1x197x3x64xf32>
    %36 = stablehlo.add %33, %35 : tensor<1x197x3x64xf32>
    %37 = stablehlo.dot_general %32, %arg39, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x192xf32>, tensor<192x3x64xf32>) -> tensor<1x197x3x64xf32>
    %38 = stablehlo.reshape %arg38 : (tensor<3x64xf32>) -> tensor<1x1x3x64xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2, 3] : (tensor<1x1x3x64xf32>) -> tensor<1x197x3x64xf32>
    %40 = stablehlo.add %37, %39 : tensor<1x197x3x64xf32>
    %41 = stablehlo.dot_general %32, %arg45, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x192xf32>, tensor<192x3x64xf32>) -> tensor<1x197x3x64xf32>
    %42 = stablehlo.reshape %arg44 : (tensor<3x64xf32>) -> tensor<1x1x3x64xf32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2, 3] : (tensor<1x1x3x64xf32>) -> tensor<1x197x3x64xf32>
    %44 = stablehlo.add %41, %43 : tensor<1x197x3x64xf32>
    %cst_5 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %45 = stablehlo.sqrt %cst_5 : tensor<f32>
    %46 = stablehlo.convert %45 : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<f32>) -> tensor<1x197x3x64xf32>
    %48 = stablehlo.divide %36, %47 : tensor<1x197x3x64xf32>
    %49 = stablehlo.dot_general %48, %40, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x197x3x64xf32>, tensor<1x197x3x64xf32>) -> tensor<1x3x197x197xf32>
    %cst_6 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %50 = stablehlo.reduce(%49 init: %cst_6) applies stablehlo.maximum across dimensions = [3] : (tensor<1x3x197x197xf32>, tensor<f32>) -> tensor<1x3x197xf32>
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<1x3x197xf32>
    %52 = stablehlo.maximum %51, %50 : tensor<1x3x197xf32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0, 1, 2] : (tensor<1x3x197xf32>) -> tensor<1x3x197x1xf32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 2, 3] : (tensor<1x3x197x1xf32>) -> tensor<1x3x197x197xf32>
    %55 = stablehlo.subtract %49, %54 : tensor<1x3x197x197xf32>
    %56 = stablehlo.exponential %55 : tensor<1x3x197x197xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %57 = stablehlo.reduce(%56 init: %cst_8) applies stablehlo.add across dimensions = [3] : (tensor<1x3x197x197xf32>, tensor<f32>) -> tensor<1x3x197xf32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 2] : (tensor<1x3x197xf32>) -> tensor<1x3x197x1xf32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 2, 3] : (tensor<1x3x197x1xf32>) -> tensor<1x3x197x197xf32>
    %60 = stablehlo.divide %56, %59 : tensor<1x3x197x197xf32>
    %61 = stablehlo.dot_general %44, %60, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x197x3x64xf32>, tensor<1x3x197x197xf32>) -> tensor<1x3x64x197xf32>
    %62 = stablehlo.transpose %61, dims = [0, 3, 1, 2] : (tensor<1x3x64x197xf32>) -> tensor<1x197x3x64xf32>
    %63 = stablehlo.dot_general %62, %arg41, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x197x3x64xf32>, tensor<3x64x192xf32>) -> tensor<1x197x192xf32>
    %64 = stablehlo.reshape %arg40 : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<1x197x192xf32>
    %66 = stablehlo.add %63, %65 : tensor<1x197x192xf32>
    %67 = stablehlo.add %6, %66 : tensor<1x197x192xf32>
    %68 = chlo.square %67 : tensor<1x197x192xf32> -> tensor<1x197x192xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %69 = stablehlo.reduce(%67 init: %cst_9) applies stablehlo.add across dimensions = [2] : (tensor<1x197x192xf32>, tensor<f32>) -> tensor<1x197xf32>
    %cst_10 = stablehlo.constant dense<1.920000e+02> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %71 = stablehlo.divide %69, %70 : tensor<1x197xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %72 = stablehlo.reduce(%68 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<1x197x192xf32>, tensor<f32>) -> tensor<1x197xf32>
    %cst_12 = stablehlo.constant dense<1.920000e+02> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %74 = stablehlo.divide %72, %73 : tensor<1x197xf32>
    %75 = chlo.square %71 : tensor<1x197xf32> -> tensor<1x197xf32>
    %76 = stablehlo.subtract %74, %75 : tensor<1x197xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %78 = stablehlo.maximum %77, %76 : tensor<1x197xf32>
    %79 = stablehlo.broadcast_in_dim %71, dims = [0, 1] : (tensor<1x197xf32>) -> tensor<1x197x1xf32>
    %80 = stablehlo.broadcast_in_dim %78, dims = [0, 1] : (tensor<1x197xf32>) -> tensor<1x197x1xf32>
    %81 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2] : (tensor<1x197x1xf32>) -> tensor<1x197x192xf32>
    %82 = stablehlo.subtract %67, %81 : tensor<1x197x192xf32>
    %cst_14 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %83 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<1x197x1xf32>
    %84 = stablehlo.add %80, %83 : tensor<1x197x1xf32>
    %85 = stablehlo.rsqrt %84 : tensor<1x197x1xf32>
    %86 = stablehlo.reshape %arg23 : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %87 = stablehlo.broadcast_in_dim %85, dims = [0, 1, 2] : (tensor<1x197x1xf32>) -> tensor<1x197x192xf32>
    %88 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<1x197x192xf32>
    %89 = stablehlo.multiply %87, %88 : tensor<1x197x192xf32>
    %90 = stablehlo.multiply %82, %89 : tensor<1x197x192xf32>
    %91 = stablehlo.reshape %arg22 : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<1x197x192xf32>
    %93 = stablehlo.add %90, %92 : tensor<1x197x192xf32>
    %94 = stablehlo.dot_general %93, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x192xf32>, tensor<192x768xf32>) -> tensor<1x197x768xf32>
    %95 = stablehlo.reshape %arg2 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %96 = stablehlo.broadcast_in_dim %95, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %97 = stablehlo.add %94, %96 : tensor<1x197x768xf32>
    %cst_15 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %98 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<1x197x768xf32>
    %99 = stablehlo.multiply %98, %97 : tensor<1x197x768xf32>
    %100 = stablehlo.negate %97 : tensor<1x197x768xf32>
    %cst_16 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %101 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<1x197x768xf32>
    %102 = stablehlo.multiply %100, %101 : tensor<1x197x768xf32>
    %103 = chlo.erfc %102 : tensor<1x197x768xf32> -> tensor<1x197x768xf32>
    %104 = stablehlo.multiply %99, %103 : tensor<1x197x768xf32>
    %105 = stablehlo.dot_general %104, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x768xf32>, tensor<768x192xf32>) -> tensor<1x197x192xf32>
    %106 = stablehlo.reshape %arg4 : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %107 = stablehlo.broadcast_in_dim %106, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<1x197x192xf32>
    %108 = stablehlo.add %105, %107 : tensor<1x197x192xf32>
    %109 = stablehlo.add %67, %108 : tensor<1x197x192xf32>
    %110 = chlo.square %109 : tensor<1x197x192xf32> -> tensor<1x197x192xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %111 = stablehlo.reduce(%109 init: %cst_17) applies stablehlo.add across dimensions = [2] : (tensor<1x197x192xf32>, tensor<f32>) -> tensor<1x197xf32>
    %cst_18 = stablehlo.constant dense<1.920000e+02> : tensor<f32>
    %112 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %113 = stablehlo.divide %111, %112 : tensor<1x197xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %114 = stablehlo.reduce(%110 init: %cst_19) applies stablehlo.add across dimensions = [2] : (tensor<1x197x192xf32>, tensor<f32>) -> tensor<1x197xf32>
    %cst_20 = stablehlo.constant dense<1.920000e+02> : tensor<f32>
    %115 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %116 = stablehlo.divide %114, %115 : tensor<1x197xf32>
    %117 = chlo.square %113 : tensor<1x197xf32> -> tensor<1x197xf32>
    %118 = stablehlo.subtract %116, %117 : tensor<1x197xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %119 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %120 = stablehlo.maximum %119, %118 : tensor<1x197xf32>
    %121 = stablehlo.broadcast_in_dim %113, dims = [0, 1] : (tensor<1x197xf32>) -> tensor<1x197x1xf32>
    %122 = stablehlo.broadcast_in_dim %120, dims = [0, 1] : (tensor<1x197xf32>) -> tensor<1x197x1xf32>
    %123 = stablehlo.broadcast_in_dim %121, dims = [0, 1, 2] : (tensor<1x197x1xf32>) -> tensor<1x197x192xf32>
    %124 = stablehlo.subtract %109, %123 : tensor<1x197x192xf32>
    %cst_22 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<1x197x1xf32>
    %126 = stablehlo.add %122, %125 : tensor<1x197x1xf32>
    %127 = stablehlo.rsqrt %126 : tensor<1x197x1xf32>
    %128 = stablehlo.reshape %arg25 : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %129 = stablehlo.broadcast_in_dim %127, dims = [0, 1, 2] : (tensor<1x197x1xf32>) -> tensor<1x197x192xf32>
    %130 = stablehlo.broadcast_in_dim %128, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<1x197x192xf32>
    %131 = stablehlo.multiply %129, %130 : tensor<1x197x192xf32>
    %132 = stablehlo.multiply %124, %131 : tensor<1x197x192xf32>
    %133 = stablehlo.reshape %arg24 : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %134 = stablehlo.broadcast_in_dim %133, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<1x197x192xf32>
    %135 = stablehlo.add %132, %134 : tensor<1x197x192xf32>
    %136 = stablehlo.dot_general %135, %arg51, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x192xf32>, tensor<192x3x64xf32>) -> tensor<1x197x3x64xf32>
    %137 = stablehlo.reshape %arg50 : (tensor<3x64xf32>) -> tensor<1x1x3x64xf32>
    %138 = stablehlo.broadcast_in_dim %137, dims = [0, 1, 2, 3] : (tensor<1x1x3x64xf32>) -> tensor<1x197x3x64xf32>
    %139 = stablehlo.add %136, %138 : tensor<1x197x3x64xf32>
    %140 = stablehlo.dot_general %135, %arg47, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x192xf32>, tensor<192x3x64xf32>) -> tensor<1x197x3x64xf32>
    %141 = stablehlo.reshape %arg46 : (tensor<3x64xf32>) -> tensor<1x1x3x64xf32>
    %142 = stablehlo.broadcast_in_dim %141, dims = [0, 1, 2, 3] : (tensor<1x1x3x64xf32>) -> tensor<1x197x3x64xf32>
    %143 = stablehlo.add %140, %142 : tensor<1x197x3x64xf32>
    %144 = stablehlo.dot_general %135, %arg53, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x192xf32>, tensor<192x3x64xf32>) -> tensor<1x197x3x64xf32>
    %145 = stablehlo.reshape %arg52 : (tensor<3x64xf32>) -> tensor<1x1x3x64xf32>
    %146 = stablehlo.broadcast_in_dim %145, dims = [0, 1, 2, 3] : (tensor<1x1x3x64xf32>) -> tensor<1x197x3x64xf32>
    %147 = stablehlo.add %144, %146 : tensor<1x197x3x64xf32>
    %cst_23 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %148 = stablehlo.sqrt %cst_23 : tensor<f32>
    %149 = stablehlo.convert %148 : tensor<f32>
    %150 = stablehlo.broadcast_in_dim %149, dims = [] : (tensor<f32>) -> tensor<1x197x3x64xf32>
    %151 = stablehlo.divide %139, %150 : tensor<1x197x3x64xf32>
    %152 = stablehlo.dot_general %151, %143, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x197x3x64xf32>, tensor<1x197x3x64xf32>) -> tensor<1x3x197x197xf32>
    %cst_24 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %153 = stablehlo.reduce(%152 init: %cst_24) applies stablehlo.maximum across dimensions = [3] : (tensor<1x3x197x197xf32>, tensor<f32>) -> tensor<1x3x197xf32>
    %cst_25 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %154 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<1x3x197xf32>
    %155 = stablehlo.maximum %154, %153 : tensor<1x3x197xf32>
    %156 = stablehlo.broadcast_in_dim %155, dims = [0, 1, 2] : (tensor<1x3x197xf32>) -> tensor<1x3x197x1xf32>
    %157 = stablehlo.broadcast_in_dim %156, dims = [0, 1, 2, 3] : (tensor<1x3x197x1xf32>) -> tensor<1x3x197x197xf32>
    %158 = stablehlo.subtract %152, %157 : tensor<1x3x197x197xf32>
    %159 = stablehlo.exponential %158 : tensor<1x3x197x197xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %160 = stablehlo.reduce(%159 init: %cst_26) applies stablehlo.add across dimensions = [3] : (tensor<1x3x197x197xf32>, tensor<f32>) -> tensor<1x3x197xf32>
    %161 = stablehlo.broadcast_in_dim %160, dims = [0, 1, 2] : (tensor<1x3x197xf32>) -> tensor<1x3x197x1xf32>
    %162 = stablehlo.broadcast_in_dim %161, dims = [0, 1, 2, 3] : (tensor<1x3x197x1xf32>) -> tensor<1x3x197x197xf32>
    %163 = stablehlo.divide %159, %162 : tensor<1x3x197x197xf32>
    %164 = stablehlo.dot_general %147, %163, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x197x3x64xf32>, tensor<1x3x197x197xf32>) -> tensor<1x3x64x197xf32>
    %165 = stablehlo.transpose %164, dims = [0, 3, 1, 2] : (tensor<1x3x64x197xf32>) -> tensor<1x197x3x64xf32>
    %166 = stablehlo.dot_general %165, %arg49, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x197x3x64xf32>, tensor<3x64x192xf32>) -> tensor<1x197x192xf32>
    %167 = stablehlo.reshape %arg48 : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %168 = stablehlo.broadcast_in_dim %167, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<1x197x192xf32>
    %169 = stablehlo.add %166, %168 : tensor<1x197x192xf32>
    %170 = stablehlo.add %109, %169 : tensor<1x197x192xf32>
    %171 = chlo.square %170 : tensor<1x197x192xf32> -> tensor<1x197x192xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %172 = stablehlo.reduce(%170 init: %cst_27) applies stablehlo.add across dimensions = [2] : (tensor<1x197x192xf32>, tensor<f32>) -> tensor<1x197xf32>
    %cst_28 = stablehlo.constant dense<1.920000e+02> : tensor<f32>
    %173 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %174 = stablehlo.divide %172, %173 : tensor<1x197xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %175 = stablehlo.reduce(%171 init: %cst_29) applies stablehlo.add across dimensions = [2] : (tensor<1x197x192xf32>, tensor<f32>) -> tensor<1x197xf32>
    %cst_30 = stablehlo.constant dense<1.920000e+02> : tensor<f32>
    %176 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %177 = stablehlo.divide %175, %176 : tensor<1x197xf32>
    %178 = chlo.square %174 : tensor<1x197xf32> -> tensor<1x197xf32>
    %179 = stablehlo.subtract %177, %178 : tensor<1x197xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %180 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %181 = stablehlo.maximum %180, %179 : tensor<1x197xf32>
    %182 = stablehlo.broadcast_in_dim %174, dims = [0, 1] : (tensor<1x197xf32>) -> tensor<1x197x1xf32>
    %183 = stablehlo.broadcast_in_dim %181, dims = [0, 1] : (tensor<1x197xf32>) -> tensor<1x197x1xf32>
    %184 = stablehlo.broadcast_in_dim %182, dims = [0, 1, 2] : (tensor<1x197x1xf32>) -> tensor<1x197x192xf32>
    %185 = stablehlo.subtract %170, %184 : tensor<1x197x192xf32>
    %cst_32 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %186 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<1x197x1xf32>
    %187 = stablehlo.add %183, %186 : tensor<1x197x1xf32>
    %188 = stablehlo.rsqrt %187 : tensor<1x197x1xf32>
    %189 = stablehlo.reshape %arg27 : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %190 = stablehlo.broadcast_in_dim %188, dims = [0, 1, 2] : (tensor<1x197x1xf32>) -> tensor<1x197x192xf32>
    %191 = stablehlo.broadcast_in_dim %189, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<1x197x192xf32>
    %192 = stablehlo.multiply %190, %191 : tensor<1x197x192xf32>
    %193 = stablehlo.multiply %185, %192 : tensor<1x197x192xf32>
    %194 = stablehlo.reshape %arg26 : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %195 = stablehlo.broadcast_in_dim %194, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<1x197x192xf32>
    %196 = stablehlo.add %193, %195 : tensor<1x197x192xf32>
    %197 = stablehlo.dot_general %196, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x192xf32>, tensor<192x768xf32>) -> tensor<1x197x768xf32>
    %198 = stablehlo.reshape %arg6 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %199 = stablehlo.broadcast_in_dim %198, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %200 = stablehlo.add %197, %199 : tensor<1x197x768xf32>
    %cst_33 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %201 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<1x197x768xf32>
    %202 = stablehlo.multiply %201, %200 : tensor<1x197x768xf32>
    %203 = stablehlo.negate %200 : tensor<1x197x768xf32>
    %cst_34 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %204 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<1x197x768xf32>
    %205 = stablehlo.multiply %203, %204 : tensor<1x197x768xf32>
    %206 = chlo.erfc %205 : tensor<1x197x768xf32> -> tensor<1x197x768xf32>
    %207 = stablehlo.multiply %202, %206 : tensor<1x197x768xf32>
    %208 = stablehlo.dot_general %207, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x768xf32>, tensor<768x192xf32>) -> tensor<1x197x192xf32>
    %209 = stablehlo.reshape %arg8 : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %210 = stablehlo.broadcast_in_dim %209, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<1x197x192xf32>
    %211 = stablehlo.add %208, %210 : tensor<1x197x192xf32>
    %212 = stablehlo.add %170, %211 : tensor<1x197x192xf32>
    %213 = chlo.square %212 : tensor<1x197x192xf32> -> tensor<1x197x192xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %214 = stablehlo.reduce(%212 init: %cst_35) applies stablehlo.add across dimensions = [2] : (tensor<1x197x192xf32>, tensor<f32>) -> tensor<1x197xf32>
    %cst_36 = stablehlo.constant dense<1.920000e+02> : tensor<f32>
    %215 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %216 = stablehlo.divide %214, %215 : tensor<1x197xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %217 = stablehlo.reduce(%213 init: %cst_37) applies stablehlo.add across dimensions = [2] : (tensor<1x197x192xf32>, tensor<f32>) -> tensor<1x197xf32>
    %cst_38 = stablehlo.constant dense<1.920000e+02> : tensor<f32>
    %218 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %219 = stablehlo.divide %217, %218 : tensor<1x197xf32>
    %220 = chlo.square %216 : tensor<1x197xf32> -> tensor<1x197xf32>
    %221 = stablehlo.subtract %219, %220 : tensor<1x197xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %222 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %223 = stablehlo.maximum %222, %221 : tensor<1x197xf32>
    %224 = stablehlo.broadcast_in_dim %216, dims = [0, 1] : (tensor<1x197xf32>) -> tensor<1x197x1xf32>
    %225 = stablehlo.broadcast_in_dim %223, dims = [0, 1] : (tensor<1x197xf32>) -> tensor<1x197x1xf32>
    %226 = stablehlo.broadcast_in_dim %224, dims = [0, 1, 2] : (tensor<1x197x1xf32>) -> tensor<1x197x192xf32>
    %227 = stablehlo.subtract %212, %226 : tensor<1x197x192xf32>
    %cst_40 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %228 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<1x197x1xf32>
    %229 = stablehlo.add %225, %228 : tensor<1x197x1xf32>
    %230 = stablehlo.rsqrt %229 : tensor<1x197x1xf32>
    %231 = stablehlo.reshape %arg29 : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %232 = stablehlo.broadcast_in_dim %230, dims = [0, 1, 2] : (tensor<1x197x1xf32>) -> tensor<1x197x192xf32>
    %233 = stablehlo.broadcast_in_dim %231, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<1x197x192xf32>
    %234 = stablehlo.multiply %232, %233 : tensor<1x197x192xf32>
    %235 = stablehlo.multiply %227, %234 : tensor<1x197x192xf32>
    %236 = stablehlo.reshape %arg28 : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %237 = stablehlo.broadcast_in_dim %236, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<1x197x192xf32>
    %238 = stablehlo.add %235, %237 : tensor<1x197x192xf32>
    %239 = stablehlo.dot_general %238, %arg59, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x192xf32>, tensor<192x3x64xf32>) -> tensor<1x197x3x64xf32>
    %240 = stablehlo.reshape %arg58 : (tensor<3x64xf32>) -> tensor<1x1x3x64xf32>
    %241 = stablehlo.broadcast_in_dim %240, dims = [0, 1, 2, 3] : (tensor<1x1x3x64xf32>) -> tensor<1x197x3x64xf32>
    %242 = stablehlo.add %239, %241 : tensor<1x197x3x64xf32>
    %243 = stablehlo.dot_general %238, %arg55, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x192xf32>, tensor<192x3x64xf32>) -> tensor<1x197x3x64xf32>
    %244 = stablehlo.reshape %arg54 : (tensor<3x64xf32>) -> tensor<1x1x3x64xf32>
    %245 = stablehlo.broadcast_in_dim %244, dims = [0, 1, 2, 3] : (tensor<1x1x3x64xf32>) -> tensor<1x197x3x64xf32>
    %246 = stablehlo.add %243, %245 : tensor<1x197x3x64xf32>
    %247 = stablehlo.dot_general %238, %arg61, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x192xf32>, tensor<192x3x64xf32>) -> tensor<1x197x3x64xf32>
    %248 = stablehlo.reshape %arg60 : (tensor<3x64xf32>) -> tensor<1x1x3x64xf32>
    %249 = stablehlo.broadcast_in_dim %248, dims = [0, 1, 2, 3] : (tensor<1x1x3x64xf32>) -> tensor<1x197x3x64xf32>
    %250 = stablehlo.add %247, %249 : tensor<1x197x3x64xf32>
    %cst_41 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %251 = stablehlo.sqrt %cst_41 : tensor<f32>
    %252 = stablehlo.convert %251 : tensor<f32>
    %253 = stablehlo.broadcast_in_dim %252, dims = [] : (tensor<f32>) -> tensor<1x197x3x64xf32>
    %254 = stablehlo.divide %242, %253 : tensor<1x197x3x64xf32>
    %255 = stablehlo.dot_general %254, %246, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x197x3x64xf32>, tensor<1x197x3x64xf32>) -> tensor<1x3x197x197xf32>
    %cst_42 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %256 = stablehlo.reduce(%255 init: %cst_42) applies stablehlo.maximum across dimensions = [3] : (tensor<1x3x197x197xf32>, tensor<f32>) -> tensor<1x3x197xf32>
    %cst_43 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %257 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<1x3x197xf32>
    %258 = stablehlo.maximum %257, %256 : tensor<1x3x197xf32>
    %259 = stablehlo.broadcast_in_dim %258, dims = [0, 1, 2] : (tensor<1x3x197xf32>) -> tensor<1x3x197x1xf32>
    %260 = stablehlo.broadcast_in_dim %259, dims = [0, 1, 2, 3] : (tensor<1x3x197x1xf32>) -> tensor<1x3x197x197xf32>
    %261 = stablehlo.subtract %255, %260 : tensor<1x3x197x197xf32>
    %262 = stablehlo.exponential %261 : tensor<1x3x197x197xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %263 = stablehlo.reduce(%262 init: %cst_44) applies stablehlo.add across dimensions = [3] : (tensor<1x3x197x197xf32>, tensor<f32>) -> tensor<1x3x197xf32>
    %264 = stablehlo.broadcast_in_dim %263, dims = [0, 1, 2] : (tensor<1x3x197xf32>) -> tensor<1x3x197x1xf32>
    %265 = stablehlo.broadcast_in_dim %264, dims = [0, 1, 2, 3] : (tensor<1x3x197x1xf32>) -> tensor<1x3x197x197xf32>
    %266 = stablehlo.divide %262, %265 : tensor<1x3x197x197xf32>
    %267 = stablehlo.dot_general %250, %266, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x197x3x64xf32>, tensor<1x3x197x197xf32>) -> tensor<1x3x64x197xf32>
    %268 = stablehlo.transpose %267, dims = [0, 3, 1, 2] : (tensor<1x3x64x197xf32>) -> tensor<1x197x3x64xf32>
    %269 = stablehlo.dot_general %268, %arg57, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x197x3x64xf32>, tensor<3x64x192xf32>) -> tensor<1x197x192xf32>
    %270 = stablehlo.reshape %arg56 : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %271 = stablehlo.broadcast_in_dim %270, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<1x197x192xf32>
    %272 = stablehlo.add %269, %271 : tensor<1x197x192xf32>
    %273 = stablehlo.add %212, %272 : tensor<1x197x192xf32>
    %274 = chlo.square %273 : tensor<1x197x192xf32> -> tensor<1x197x192xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %275 = stablehlo.reduce(%273 init: %cst_45) applies stablehlo.add across dimensions = [2] : (tensor<1x197x192xf32>, tensor<f32>) -> tensor<1x197xf32>
    %cst_46 = stablehlo.constant dense<1.920000e+02> : tensor<f32>
    %276 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %277 = stablehlo.divide %275, %276 : tensor<1x197xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %278 = stablehlo.reduce(%274 init: %cst_47) applies stablehlo.add across dimensions = [2] : (tensor<1x197x192xf32>, tensor<f32>) -> tensor<1x197xf32>
    %cst_48 = stablehlo.constant dense<1.920000e+02> : tensor<f32>
    %279 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %280 = stablehlo.divide %278, %279 : tensor<1x197xf32>
    %281 = chlo.square %277 : tensor<1x197xf32> -> tensor<1x197xf32>
    %282 = stablehlo.subtract %280, %281 : tensor<1x197xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %283 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %284 = stablehlo.maximum %283, %282 : tensor<1x197xf32>
    %285 = stablehlo.broadcast_in_dim %277, dims = [0, 1] : (tensor<1x197xf32>) -> tensor<1x197x1xf32>
    %286 = stablehlo.broadcast_in_dim %284, dims = [0, 1] : (tensor<1x197xf32>) -> tensor<1x197x1xf32>
    %287 = stablehlo.broadcast_in_dim %285, dims = [0, 1, 2] : (tensor<1x197x1xf32>) -> tensor<1x197x192xf32>
    %288 = stablehlo.subtract %273, %287 : tensor<1x197x192xf32>
    %cst_50 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %289 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<1x197x1xf32>
    %290 = stablehlo.add %286, %289 : tensor<1x197x1xf32>
    %291 = stablehlo.rsqrt %290 : tensor<1x197x1xf32>
    %292 = stablehlo.reshape %arg31 : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %293 = stablehlo.broadcast_in_dim %291, dims = [0, 1, 2] : (tensor<1x197x1xf32>) -> tensor<1x197x192xf32>
    %294 = stablehlo.broadcast_in_dim %292, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<1x197x192xf32>
    %295 = stablehlo.multiply %293, %294 : tensor<1x197x192xf32>
    %296 = stablehlo.multiply %288, %295 : tensor<1x197x192xf32>
    %297 = stablehlo.reshape %arg30 : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %298 = stablehlo.broadcast_in_dim %297, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<1x197x192xf32>
    %299 = stablehlo.add %296, %298 : tensor<1x197x192xf32>
    %300 = stablehlo.dot_general %299, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x192xf32>, tensor<192x768xf32>) -> tensor<1x197x768xf32>
    %301 = stablehlo.reshape %arg10 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %302 = stablehlo.broadcast_in_dim %301, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %303 = stablehlo.add %300, %302 : tensor<1x197x768xf32>
    %cst_51 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %304 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<1x197x768xf32>
    %305 = stablehlo.multiply %304, %303 : tensor<1x197x768xf32>
    %306 = stablehlo.negate %303 : tensor<1x197x768xf32>
    %cst_52 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %307 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<1x197x768xf32>
    %308 = stablehlo.multiply %306, %307 : tensor<1x197x768xf32>
    %309 = chlo.erfc %308 : tensor<1x197x768xf32> -> tensor<1x197x768xf32>
    %310 = stablehlo.multiply %305, %309 : tensor<1x197x768xf32>
    %311 = stablehlo.dot_general %310, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x768xf32>, tensor<768x192xf32>) -> tensor<1x197x192xf32>
    %312 = stablehlo.reshape %arg12 : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %313 = stablehlo.broadcast_in_dim %312, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<1x197x192xf32>
    %314 = stablehlo.add %311, %313 : tensor<1x197x192xf32>
    %315 = stablehlo.add %273, %314 : tensor<1x197x192xf32>
    %316 = chlo.square %315 : tensor<1x197x192xf32> -> tensor<1x197x192xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %317 = stablehlo.reduce(%315 init: %cst_53) applies stablehlo.add across dimensions = [2] : (tensor<1x197x192xf32>, tensor<f32>) -> tensor<1x197xf32>
    %cst_54 = stablehlo.constant dense<1.920000e+02> : tensor<f32>
    %318 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %319 = stablehlo.divide %317, %318 : tensor<1x197xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %320 = stablehlo.reduce(%316 init: %cst_55) applies stablehlo.add across dimensions = [2] : (tensor<1x197x192xf32>, tensor<f32>) -> tensor<1x197xf32>
    %cst_56 = stablehlo.constant dense<1.920000e+02> : tensor<f32>
    %321 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %322 = stablehlo.divide %320, %321 : tensor<1x197xf32>
    %323 = chlo.square %319 : tensor<1x197xf32> -> tensor<1x197xf32>
    %324 = stablehlo.subtract %322, %323 : tensor<1x197xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %325 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %326 = stablehlo.maximum %325, %324 : tensor<1x197xf32>
    %327 = stablehlo.broadcast_in_dim %319, dims = [0, 1] : (tensor<1x197xf32>) -> tensor<1x197x1xf32>
    %328 = stablehlo.broadcast_in_dim %326, dims = [0, 1] : (tensor<1x197xf32>) -> tensor<1x197x1xf32>
    %329 = stablehlo.broadcast_in_dim %327, dims = [0, 1, 2] : (tensor<1x197x1xf32>) -> tensor<1x197x192xf32>
    %330 = stablehlo.subtract %315, %329 : tensor<1x197x192xf32>
    %cst_58 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %331 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<1x197x1xf32>
    %332 = stablehlo.add %328, %331 : tensor<1x197x1xf32>
    %333 = stablehlo.rsqrt %332 : tensor<1x197x1xf32>
    %334 = stablehlo.reshape %arg33 : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %335 = stablehlo.broadcast_in_dim %333, dims = [0, 1, 2] : (tensor<1x197x1xf32>) -> tensor<1x197x192xf32>
    %336 = stablehlo.broadcast_in_dim %334, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<1x197x192xf32>
    %337 = stablehlo.multiply %335, %336 : tensor<1x197x192xf32>
    %338 = stablehlo.multiply %330, %337 : tensor<1x197x192xf32>
    %339 = stablehlo.reshape %arg32 : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %340 = stablehlo.broadcast_in_dim %339, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<1x197x192xf32>
    %341 = stablehlo.add %338, %340 : tensor<1x197x192xf32>
    %342 = stablehlo.dot_general %341, %arg67, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x192xf32>, tensor<192x3x64xf32>) -> tensor<1x197x3x64xf32>
    %343 = stablehlo.reshape %arg66 : (tensor<3x64xf32>) -> tensor<1x1x3x64xf32>
    %344 = stablehlo.broadcast_in_dim %343, dims = [0, 1, 2, 3] : (tensor<1x1x3x64xf32>) -> tensor<1x197x3x64xf32>
    %345 = stablehlo.add %342, %344 : tensor<1x197x3x64xf32>
    %346 = stablehlo.dot_general %341, %arg63, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x192xf32>, tensor<192x3x64xf32>) -> tensor<1x197x3x64xf32>
    %347 = stablehlo.reshape %arg62 : (tensor<3x64xf32>) -> tensor<1x1x3x64xf32>
    %348 = stablehlo.broadcast_in_dim %347, dims = [0, 1, 2, 3] : (tensor<1x1x3x64xf32>) -> tensor<1x197x3x64xf32>
    %349 = stablehlo.add %346, %348 : tensor<1x197x3x64xf32>
    %350 = stablehlo.dot_general %341, %arg69, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x192xf32>, tensor<192x3x64xf32>) -> tensor<1x197x3x64xf32>
    %351 = stablehlo.reshape %arg68 : (tensor<3x64xf32>) -> tensor<1x1x3x64xf32>
    %352 = stablehlo.broadcast_in_dim %351, dims = [0, 1, 2, 3] : (tensor<1x1x3x64xf32>) -> tensor<1x197x3x64xf32>
    %353 = stablehlo.add %350, %352 : tensor<1x197x3x64xf32>
    %cst_59 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %354 = stablehlo.sqrt %cst_59 : tensor<f32>
    %355 = stablehlo.convert %354 : tensor<f32>
    %356 = stablehlo.broadcast_in_dim %355, dims = [] : (tensor<f32>) -> tensor<1x197x3x64xf32>
    %357 = stablehlo.divide %345, %356 : tensor<1x197x3x64xf32>
    %358 = stablehlo.dot_general %357, %349, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x197x3x64xf32>, tensor<1x197x3x64xf32>) -> tensor<1x3x197x197xf32>
    %cst_60 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %359 = stablehlo.reduce(%358 init: %cst_60) applies stablehlo.maximum across dimensions = [3] : (tensor<1x3x197x197xf32>, tensor<f32>) -> tensor<1x3x197xf32>
    %cst_61 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %360 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<1x3x197xf32>
    %361 = stablehlo.maximum %360, %359 : tensor<1x3x197xf32>
    %362 = stablehlo.broadcast_in_dim %361, dims = [0, 1, 2] : (tensor<1x3x197xf32>) -> tensor<1x3x197x1xf32>
    %363 = stablehlo.broadcast_in_dim %362, dims = [0, 1, 2, 3] : (tensor<1x3x197x1xf32>) -> tensor<1x3x197x197xf32>
    %364 = stablehlo.subtract %358, %363 : tensor<1x3x197x197xf32>
    %365 = stablehlo.exponential %364 : tensor<1x3x197x197xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %366 = stablehlo.reduce(%365 init: %cst_62) applies stablehlo.add across dimensions = [3] : (tensor<1x3x197x197xf32>, tensor<f32>) -> tensor<1x3x197xf32>
    %367 = stablehlo.broadcast_in_dim %366, dims = [0, 1, 2] : (tensor<1x3x197xf32>) -> tensor<1x3x197x1xf32>
    %368 = stablehlo.broadcast_in_dim %367, dims = [0, 1, 2, 3] : (tensor<1x3x197x1xf32>) -> tensor<1x3x197x197xf32>
    %369 = stablehlo.divide %365, %368 : tensor<1x3x197x197xf32>
    %370 = stablehlo.dot_general %353, %369, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x197x3x64xf32>, tensor<1x3x197x197xf32>) -> tensor<1x3x64x197xf32>
    %371 = stablehlo.transpose %370, dims = [0, 3, 1, 2] : (tensor<1x3x64x197xf32>) -> tensor<1x197x3x64xf32>
    %372 = stablehlo.dot_general %371, %arg65, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x197x3x64xf32>, tensor<3x64x192xf32>) -> tensor<1x197x192xf32>
    %373 = stablehlo.reshape %arg64 : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %374 = stablehlo.broadcast_in_dim %373, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<1x197x192xf32>
    %375 = stablehlo.add %372, %374 : tensor<1x197x192xf32>
    %376 = stablehlo.add %315, %375 : tensor<1x197x192xf32>
    %377 = chlo.square %376 : tensor<1x197x192xf32> -> tensor<1x197x192xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %378 = stablehlo.reduce(%376 init: %cst_63) applies stablehlo.add across dimensions = [2] : (tensor<1x197x192xf32>, tensor<f32>) -> tensor<1x197xf32>
    %cst_64 = stablehlo.constant dense<1.920000e+02> : tensor<f32>
    %379 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %380 = stablehlo.divide %378, %379 : tensor<1x197xf32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %381 = stablehlo.reduce(%377 init: %cst_65) applies stablehlo.add across dimensions = [2] : (tensor<1x197x192xf32>, tensor<f32>) -> tensor<1x197xf32>
    %cst_66 = stablehlo.constant dense<1.920000e+02> : tensor<f32>
    %382 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %383 = stablehlo.divide %381, %382 : tensor<1x197xf32>
    %384 = chlo.square %380 : tensor<1x197xf32> -> tensor<1x197xf32>
    %385 = stablehlo.subtract %383, %384 : tensor<1x197xf32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %386 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %387 = stablehlo.maximum %386, %385 : tensor<1x197xf32>
    %388 = stablehlo.broadcast_in_dim %380, dims = [0, 1] : (tensor<1x197xf32>) -> tensor<1x197x1xf32>
    %389 = stablehlo.broadcast_in_dim %387, dims = [0, 1] : (tensor<1x197xf32>) -> tensor<1x197x1xf32>
    %390 = stablehlo.broadcast_in_dim %388, dims = [0, 1, 2] : (tensor<1x197x1xf32>) -> tensor<1x197x192xf32>
    %391 = stablehlo.subtract %376, %390 : tensor<1x197x192xf32>
    %cst_68 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %392 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<1x197x1xf32>
    %393 = stablehlo.add %389, %392 : tensor<1x197x1xf32>
    %394 = stablehlo.rsqrt %393 : tensor<1x197x1xf32>
    %395 = stablehlo.reshape %arg35 : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %396 = stablehlo.broadcast_in_dim %394, dims = [0, 1, 2] : (tensor<1x197x1xf32>) -> tensor<1x197x192xf32>
    %397 = stablehlo.broadcast_in_dim %395, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<1x197x192xf32>
    %398 = stablehlo.multiply %396, %397 : tensor<1x197x192xf32>
    %399 = stablehlo.multiply %391, %398 : tensor<1x197x192xf32>
    %400 = stablehlo.reshape %arg34 : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %401 = stablehlo.broadcast_in_dim %400, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<1x197x192xf32>
    %402 = stablehlo.add %399, %401 : tensor<1x197x192xf32>
    %403 = stablehlo.dot_general %402, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x192xf32>, tensor<192x768xf32>) -> tensor<1x197x768xf32>
    %404 = stablehlo.reshape %arg14 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %405 = stablehlo.broadcast_in_dim %404, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %406 = stablehlo.add %403, %405 : tensor<1x197x768xf32>
    %cst_69 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %407 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<1x197x768xf32>
    %408 = stablehlo.multiply %407, %406 : tensor<1x197x768xf32>
    %409 = stablehlo.negate %406 : tensor<1x197x768xf32>
    %cst_70 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %410 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<1x197x768xf32>
    %411 = stablehlo.multiply %409, %410 : tensor<1x197x768xf32>
    %412 = chlo.erfc %411 : tensor<1x197x768xf32> -> tensor<1x197x768xf32>
    %413 = stablehlo.multiply %408, %412 : tensor<1x197x768xf32>
    %414 = stablehlo.dot_general %413, %arg17, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x768xf32>, tensor<768x192xf32>) -> tensor<1x197x192xf32>
    %415 = stablehlo.reshape %arg16 : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %416 = stablehlo.broadcast_in_dim %415, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<1x197x192xf32>
    %417 = stablehlo.add %414, %416 : tensor<1x197x192xf32>
    %418 = stablehlo.add %376, %417 : tensor<1x197x192xf32>
    %419 = chlo.square %418 : tensor<1x197x192xf32> -> tensor<1x197x192xf32>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %420 = stablehlo.reduce(%418 init: %cst_71) applies stablehlo.add across dimensions = [2] : (tensor<1x197x192xf32>, tensor<f32>) -> tensor<1x197xf32>
    %cst_72 = stablehlo.constant dense<1.920000e+02> : tensor<f32>
    %421 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %422 = stablehlo.divide %420, %421 : tensor<1x197xf32>
    %cst_73 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %423 = stablehlo.reduce(%419 init: %cst_73) applies stablehlo.add across dimensions = [2] : (tensor<1x197x192xf32>, tensor<f32>) -> tensor<1x197xf32>
    %cst_74 = stablehlo.constant dense<1.920000e+02> : tensor<f32>
    %424 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %425 = stablehlo.divide %423, %424 : tensor<1x197xf32>
    %426 = chlo.square %422 : tensor<1x197xf32> -> tensor<1x197xf32>
    %427 = stablehlo.subtract %425, %426 : tensor<1x197xf32>
    %cst_75 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %428 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %429 = stablehlo.maximum %428, %427 : tensor<1x197xf32>
    %430 = stablehlo.broadcast_in_dim %422, dims = [0, 1] : (tensor<1x197xf32>) -> tensor<1x197x1xf32>
    %431 = stablehlo.broadcast_in_dim %429, dims = [0, 1] : (tensor<1x197xf32>) -> tensor<1x197x1xf32>
    %432 = stablehlo.broadcast_in_dim %430, dims = [0, 1, 2] : (tensor<1x197x1xf32>) -> tensor<1x197x192xf32>
    %433 = stablehlo.subtract %418, %432 : tensor<1x197x192xf32>
    %cst_76 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %434 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<1x197x1xf32>
    %435 = stablehlo.add %431, %434 : tensor<1x197x1xf32>
    %436 = stablehlo.rsqrt %435 : tensor<1x197x1xf32>
    %437 = stablehlo.reshape %arg37 : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %438 = stablehlo.broadcast_in_dim %436, dims = [0, 1, 2] : (tensor<1x197x1xf32>) -> tensor<1x197x192xf32>
    %439 = stablehlo.broadcast_in_dim %437, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<1x197x192xf32>
    %440 = stablehlo.multiply %438, %439 : tensor<1x197x192xf32>
    %441 = stablehlo.multiply %433, %440 : tensor<1x197x192xf32>
    %442 = stablehlo.reshape %arg36 : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %443 = stablehlo.broadcast_in_dim %442, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<1x197x192xf32>
    %444 = stablehlo.add %441, %443 : tensor<1x197x192xf32>
    %445 = stablehlo.slice %444 [0:1, 0:1, 0:192] : (tensor<1x197x192xf32>) -> tensor<1x1x192xf32>
    %446 = stablehlo.reshape %445 : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %447 = stablehlo.dot_general %446, %arg19, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x192xf32>, tensor<192x1000xf32>) -> tensor<1x1000xf32>
    %448 = stablehlo.reshape %arg18 : (tensor<1000xf32>) -> tensor<1x1000xf32>
    %449 = stablehlo.add %447, %448 : tensor<1x1000xf32>
    return %449 : tensor<1x1000xf32>
  }
}
