module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32xf32>, %arg1: tensor<32x32xf32>, %arg2: tensor<32x32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<32x32xf32>, %arg5: tensor<32x32xf32>, %arg6: tensor<32x32xf32>, %arg7: tensor<32xf32>, %arg8: tensor<32xf32>, %arg9: tensor<32xf32>, %arg10: tensor<32x32xf32>, %arg11: tensor<32x32xf32>, %arg12: tensor<32xf32>, %arg13: tensor<32x32xf32>, %arg14: tensor<32x32xf32>, %arg15: tensor<32x32xf32>, %arg16: tensor<32xf32>, %arg17: tensor<32xf32>, %arg18: tensor<128xf32>, %arg19: tensor<32x128xf32>, %arg20: tensor<32xf32>, %arg21: tensor<128x32xf32>, %arg22: tensor<32xf32>, %arg23: tensor<32xf32>, %arg24: tensor<8xf32>, %arg25: tensor<32x8xf32>, %arg26: tensor<32xf32>, %arg27: tensor<32xf32>, %arg28: tensor<16xf32>, %arg29: tensor<64x16xf32>, %arg30: tensor<8xf32>, %arg31: tensor<32x8xf32>, %arg32: tensor<16x2xf32>, %arg33: tensor<16xf32>, %arg34: tensor<16xf32>, %arg35: tensor<32xf32>, %arg36: tensor<16x32xf32>, %arg37: tensor<16xf32>, %arg38: tensor<32x16xf32>, %arg39: tensor<16xf32>, %arg40: tensor<16xf32>, %arg41: tensor<16xf32>, %arg42: tensor<16x16xf32>, %arg43: tensor<16x16xf32>, %arg44: tensor<16xf32>, %arg45: tensor<16x16xf32>, %arg46: tensor<16x16xf32>, %arg47: tensor<16x16xf32>, %arg48: tensor<16x2xf32>, %arg49: tensor<16xf32>, %arg50: tensor<16xf32>, %arg51: tensor<16xf32>, %arg52: tensor<16x16xf32>, %arg53: tensor<16x16xf32>, %arg54: tensor<16xf32>, %arg55: tensor<16x16xf32>, %arg56: tensor<16x16xf32>, %arg57: tensor<16x16xf32>, %arg58: tensor<16x2xf32>, %arg59: tensor<16xf32>, %arg60: tensor<16xf32>, %arg61: tensor<16xf32>, %arg62: tensor<16xf32>, %arg63: tensor<16xf32>, %arg64: tensor<16x16xf32>, %arg65: tensor<16xf32>, %arg66: tensor<16xf32>, %arg67: tensor<16xf32>, %arg68: tensor<16x16xf32>, %arg69: tensor<16xf32>, %arg70: tensor<16x16xf32>, %arg71: tensor<16xf32>, %arg72: tensor<16x16xf32>, %arg73: tensor<16xf32>, %arg74: tensor<16x16xf32>, %arg75: tensor<16xf32>, %arg76: tensor<16x16xf32>, %arg77: tensor<16xf32>, %arg78: tensor<16xf32>, %arg79: tensor<16xf32>, %arg80: tensor<16x16xf32>, %arg81: tensor<16xf32>, %arg82: tensor<16xf32>, %arg83: tensor<16xf32>, %arg84: tensor<16x16xf32>, %arg85: tensor<16xf32>, %arg86: tensor<16x16xf32>, %arg87: tensor<16xf32>, %arg88: tensor<16x16xf32>, %arg89: tensor<16xf32>, %arg90: tensor<16x16xf32>, %arg91: tensor<16xf32>, %arg92: tensor<16x16xf32>, %arg93: tensor<4x16x32xf32>, %arg94: tensor<16x16x16xf32>) -> (tensor<4x16x32xf32> {jax.result_info = "result[0]"}, tensor<16x16x16xf32> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %2 = chlo.square %arg93 : tensor<4x16x32xf32> -> tensor<4x16x32xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%arg93 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<4x16xf32>
    %cst_2 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %5 = stablehlo.divide %3, %4 : tensor<4x16xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%2 init: %cst_3) applies stablehlo.add across dimensions = [2] : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<4x16xf32>
    %cst_4 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %8 = stablehlo.divide %6, %7 : tensor<4x16xf32>
    %9 = chlo.square %5 : tensor<4x16xf32> -> tensor<4x16xf32>
    %10 = stablehlo.subtract %8, %9 : tensor<4x16xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %12 = stablehlo.maximum %11, %10 : tensor<4x16xf32>
    %13 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %15 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2] : (tensor<4x16x1xf32>) -> tensor<4x16x32xf32>
    %16 = stablehlo.subtract %arg93, %15 : tensor<4x16x32xf32>
    %cst_6 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<4x16x1xf32>
    %18 = stablehlo.add %14, %17 : tensor<4x16x1xf32>
    %19 = stablehlo.rsqrt %18 : tensor<4x16x1xf32>
    %20 = stablehlo.reshape %arg17 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %21 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2] : (tensor<4x16x1xf32>) -> tensor<4x16x32xf32>
    %22 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<4x16x32xf32>
    %23 = stablehlo.multiply %21, %22 : tensor<4x16x32xf32>
    %24 = stablehlo.multiply %16, %23 : tensor<4x16x32xf32>
    %25 = stablehlo.reshape %arg16 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<4x16x32xf32>
    %27 = stablehlo.add %24, %26 : tensor<4x16x32xf32>
    %28 = chlo.square %arg94 : tensor<16x16x16xf32> -> tensor<16x16x16xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.reduce(%arg94 init: %cst_7) applies stablehlo.add across dimensions = [2] : (tensor<16x16x16xf32>, tensor<f32>) -> tensor<16x16xf32>
    %cst_8 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %31 = stablehlo.divide %29, %30 : tensor<16x16xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %32 = stablehlo.reduce(%28 init: %cst_9) applies stablehlo.add across dimensions = [2] : (tensor<16x16x16xf32>, tensor<f32>) -> tensor<16x16xf32>
    %cst_10 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %34 = stablehlo.divide %32, %33 : tensor<16x16xf32>
    %35 = chlo.square %31 : tensor<16x16xf32> -> tensor<16x16xf32>
    %36 = stablehlo.subtract %34, %35 : tensor<16x16xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %38 = stablehlo.maximum %37, %36 : tensor<16x16xf32>
    %39 = stablehlo.broadcast_in_dim %31, dims = [0, 1] : (tensor<16x16xf32>) -> tensor<16x16x1xf32>
    %40 = stablehlo.broadcast_in_dim %38, dims = [0, 1] : (tensor<16x16xf32>) -> tensor<16x16x1xf32>
    %41 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2] : (tensor<16x16x1xf32>) -> tensor<16x16x16xf32>
    %42 = stablehlo.subtract %arg94, %41 : tensor<16x16x16xf32>
    %cst_12 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<16x16x1xf32>
    %44 = stablehlo.add %40, %43 : tensor<16x16x1xf32>
    %45 = stablehlo.rsqrt %44 : tensor<16x16x1xf32>
    %46 = stablehlo.reshape %arg34 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %47 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2] : (tensor<16x16x1xf32>) -> tensor<16x16x16xf32>
    %48 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<16x16x16xf32>
    %49 = stablehlo.multiply %47, %48 : tensor<16x16x16xf32>
    %50 = stablehlo.multiply %42, %49 : tensor<16x16x16xf32>
    %51 = stablehlo.reshape %arg33 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<16x16x16xf32>
    %53 = stablehlo.add %50, %52 : tensor<16x16x16xf32>
    %54 = stablehlo.dot_general %53, %arg32, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x2xf32>) -> tensor<16x16x2xf32>
    %55 = stablehlo.transpose %54, dims = [2, 0, 1] : (tensor<16x16x2xf32>) -> tensor<2x16x16xf32>
    %56 = stablehlo.dot_general %27, %arg14, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16x32xf32>, tensor<32x32xf32>) -> tensor<4x16x32xf32>
    %57 = stablehlo.reshape %56 : (tensor<4x16x32xf32>) -> tensor<4x16x2x16xf32>
    %cst_13 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<4x16x2x16xf32>
    %59 = stablehlo.multiply %57, %58 : tensor<4x16x2x16xf32>
    %60 = stablehlo.dot_general %27, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16x32xf32>, tensor<32x32xf32>) -> tensor<4x16x32xf32>
    %61 = stablehlo.reshape %60 : (tensor<4x16x32xf32>) -> tensor<4x16x2x16xf32>
    %62 = stablehlo.dot_general %27, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16x32xf32>, tensor<32x32xf32>) -> tensor<4x16x32xf32>
    %63 = stablehlo.reshape %62 : (tensor<4x16x32xf32>) -> tensor<4x16x2x16xf32>
    %64 = stablehlo.dot_general %59, %61, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x16x2x16xf32>, tensor<4x16x2x16xf32>) -> tensor<4x2x16x16xf32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %66 = stablehlo.subtract %0, %65 : tensor<4x16xf32>
    %cst_15 = stablehlo.constant dense<1.000000e+09> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %68 = stablehlo.multiply %67, %66 : tensor<4x16xf32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [0, 3] : (tensor<4x16xf32>) -> tensor<4x1x1x16xf32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2, 3] : (tensor<4x1x1x16xf32>) -> tensor<4x2x16x16xf32>
    %71 = stablehlo.add %64, %70 : tensor<4x2x16x16xf32>
    %72 = stablehlo.broadcast_in_dim %55, dims = [1, 2, 3] : (tensor<2x16x16xf32>) -> tensor<1x2x16x16xf32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2, 3] : (tensor<1x2x16x16xf32>) -> tensor<4x2x16x16xf32>
    %74 = stablehlo.add %71, %73 : tensor<4x2x16x16xf32>
    %cst_16 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %75 = stablehlo.reduce(%74 init: %cst_16) applies stablehlo.maximum across dimensions = [3] : (tensor<4x2x16x16xf32>, tensor<f32>) -> tensor<4x2x16xf32>
    %cst_17 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<4x2x16xf32>
    %77 = stablehlo.maximum %76, %75 : tensor<4x2x16xf32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2] : (tensor<4x2x16xf32>) -> tensor<4x2x16x1xf32>
    %79 = stablehlo.broadcast_in_dim %78, dims = [0, 1, 2, 3] : (tensor<4x2x16x1xf32>) -> tensor<4x2x16x16xf32>
    %80 = stablehlo.subtract %74, %79 : tensor<4x2x16x16xf32>
    %81 = stablehlo.exponential %80 : tensor<4x2x16x16xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %82 = stablehlo.reduce(%81 init: %cst_18) applies stablehlo.add across dimensions = [3] : (tensor<4x2x16x16xf32>, tensor<f32>) -> tensor<4x2x16xf32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2] : (tensor<4x2x16xf32>) -> tensor<4x2x16x1xf32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2, 3] : (tensor<4x2x16x1xf32>) -> tensor<4x2x16x16xf32>
    %85 = stablehlo.divide %81, %84 : tensor<4x2x16x16xf32>
    %86 = stablehlo.dot_general %63, %85, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x16x2x16xf32>, tensor<4x2x16x16xf32>) -> tensor<4x2x16x16xf32>
    %87 = stablehlo.transpose %86, dims = [0, 3, 1, 2] : (tensor<4x2x16x16xf32>) -> tensor<4x16x2x16xf32>
    %88 = stablehlo.dot_general %27, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16x32xf32>, tensor<32x32xf32>) -> tensor<4x16x32xf32>
    %89 = stablehlo.reshape %arg9 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %90 = stablehlo.broadcast_in_dim %89, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<4x16x32xf32>
    %91 = stablehlo.add %88, %90 : tensor<4x16x32xf32>
    %92 = stablehlo.negate %91 : tensor<4x16x32xf32>
    %93 = stablehlo.exponential %92 : tensor<4x16x32xf32>
    %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<4x16x32xf32>
    %95 = stablehlo.add %94, %93 : tensor<4x16x32xf32>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<4x16x32xf32>
    %97 = stablehlo.divide %96, %95 : tensor<4x16x32xf32>
    %98 = stablehlo.reshape %97 : (tensor<4x16x32xf32>) -> tensor<4x16x2x16xf32>
    %99 = stablehlo.multiply %87, %98 : tensor<4x16x2x16xf32>
    %100 = stablehlo.reshape %99 : (tensor<4x16x2x16xf32>) -> tensor<4x16x32xf32>
    %101 = stablehlo.dot_general %100, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16x32xf32>, tensor<32x32xf32>) -> tensor<4x16x32xf32>
    %102 = stablehlo.reshape %arg12 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %103 = stablehlo.broadcast_in_dim %102, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<4x16x32xf32>
    %104 = stablehlo.add %101, %103 : tensor<4x16x32xf32>
    %105 = stablehlo.add %arg93, %104 : tensor<4x16x32xf32>
    %106 = stablehlo.transpose %105, dims = [1, 0, 2] : (tensor<4x16x32xf32>) -> tensor<16x4x32xf32>
    %107 = chlo.square %106 : tensor<16x4x32xf32> -> tensor<16x4x32xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %108 = stablehlo.reduce(%106 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<16x4x32xf32>, tensor<f32>) -> tensor<16x4xf32>
    %cst_22 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %109 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<16x4xf32>
    %110 = stablehlo.divide %108, %109 : tensor<16x4xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %111 = stablehlo.reduce(%107 init: %cst_23) applies stablehlo.add across dimensions = [2] : (tensor<16x4x32xf32>, tensor<f32>) -> tensor<16x4xf32>
    %cst_24 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %112 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<16x4xf32>
    %113 = stablehlo.divide %111, %112 : tensor<16x4xf32>
    %114 = chlo.square %110 : tensor<16x4xf32> -> tensor<16x4xf32>
    %115 = stablehlo.subtract %113, %114 : tensor<16x4xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %116 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<16x4xf32>
    %117 = stablehlo.maximum %116, %115 : tensor<16x4xf32>
    %118 = stablehlo.broadcast_in_dim %110, dims = [0, 1] : (tensor<16x4xf32>) -> tensor<16x4x1xf32>
    %119 = stablehlo.broadcast_in_dim %117, dims = [0, 1] : (tensor<16x4xf32>) -> tensor<16x4x1xf32>
    %120 = stablehlo.broadcast_in_dim %118, dims = [0, 1, 2] : (tensor<16x4x1xf32>) -> tensor<16x4x32xf32>
    %121 = stablehlo.subtract %106, %120 : tensor<16x4x32xf32>
    %cst_26 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %122 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<16x4x1xf32>
    %123 = stablehlo.add %119, %122 : tensor<16x4x1xf32>
    %124 = stablehlo.rsqrt %123 : tensor<16x4x1xf32>
    %125 = stablehlo.reshape %arg8 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %126 = stablehlo.broadcast_in_dim %124, dims = [0, 1, 2] : (tensor<16x4x1xf32>) -> tensor<16x4x32xf32>
    %127 = stablehlo.broadcast_in_dim %125, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<16x4x32xf32>
    %128 = stablehlo.multiply %126, %127 : tensor<16x4x32xf32>
    %129 = stablehlo.multiply %121, %128 : tensor<16x4x32xf32>
    %130 = stablehlo.reshape %arg7 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %131 = stablehlo.broadcast_in_dim %130, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<16x4x32xf32>
    %132 = stablehlo.add %129, %131 : tensor<16x4x32xf32>
    %133 = stablehlo.transpose %0, dims = [1, 0] : (tensor<4x16xf32>) -> tensor<16x4xf32>
    %134 = stablehlo.dot_general %132, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x4x32xf32>, tensor<32x32xf32>) -> tensor<16x4x32xf32>
    %135 = stablehlo.reshape %134 : (tensor<16x4x32xf32>) -> tensor<16x4x2x16xf32>
    %cst_27 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %136 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<16x4x2x16xf32>
    %137 = stablehlo.multiply %135, %136 : tensor<16x4x2x16xf32>
    %138 = stablehlo.dot_general %132, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x4x32xf32>, tensor<32x32xf32>) -> tensor<16x4x32xf32>
    %139 = stablehlo.reshape %138 : (tensor<16x4x32xf32>) -> tensor<16x4x2x16xf32>
    %140 = stablehlo.dot_general %132, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x4x32xf32>, tensor<32x32xf32>) -> tensor<16x4x32xf32>
    %141 = stablehlo.reshape %140 : (tensor<16x4x32xf32>) -> tensor<16x4x2x16xf32>
    %142 = stablehlo.dot_general %137, %139, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<16x4x2x16xf32>, tensor<16x4x2x16xf32>) -> tensor<16x2x4x4xf32>
    %cst_28 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %143 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<16x4xf32>
    %144 = stablehlo.subtract %133, %143 : tensor<16x4xf32>
    %cst_29 = stablehlo.constant dense<1.000000e+09> : tensor<f32>
    %145 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<16x4xf32>
    %146 = stablehlo.multiply %145, %144 : tensor<16x4xf32>
    %147 = stablehlo.broadcast_in_dim %146, dims = [0, 3] : (tensor<16x4xf32>) -> tensor<16x1x1x4xf32>
    %148 = stablehlo.broadcast_in_dim %147, dims = [0, 1, 2, 3] : (tensor<16x1x1x4xf32>) -> tensor<16x2x4x4xf32>
    %149 = stablehlo.add %142, %148 : tensor<16x2x4x4xf32>
    %cst_30 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %150 = stablehlo.reduce(%149 init: %cst_30) applies stablehlo.maximum across dimensions = [3] : (tensor<16x2x4x4xf32>, tensor<f32>) -> tensor<16x2x4xf32>
    %cst_31 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %151 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<16x2x4xf32>
    %152 = stablehlo.maximum %151, %150 : tensor<16x2x4xf32>
    %153 = stablehlo.broadcast_in_dim %152, dims = [0, 1, 2] : (tensor<16x2x4xf32>) -> tensor<16x2x4x1xf32>
    %154 = stablehlo.broadcast_in_dim %153, dims = [0, 1, 2, 3] : (tensor<16x2x4x1xf32>) -> tensor<16x2x4x4xf32>
    %155 = stablehlo.subtract %149, %154 : tensor<16x2x4x4xf32>
    %156 = stablehlo.exponential %155 : tensor<16x2x4x4xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %157 = stablehlo.reduce(%156 init: %cst_32) applies stablehlo.add across dimensions = [3] : (tensor<16x2x4x4xf32>, tensor<f32>) -> tensor<16x2x4xf32>
    %158 = stablehlo.broadcast_in_dim %157, dims = [0, 1, 2] : (tensor<16x2x4xf32>) -> tensor<16x2x4x1xf32>
    %159 = stablehlo.broadcast_in_dim %158, dims = [0, 1, 2, 3] : (tensor<16x2x4x1xf32>) -> tensor<16x2x4x4xf32>
    %160 = stablehlo.divide %156, %159 : tensor<16x2x4x4xf32>
    %161 = stablehlo.dot_general %141, %160, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<16x4x2x16xf32>, tensor<16x2x4x4xf32>) -> tensor<16x2x16x4xf32>
    %162 = stablehlo.transpose %161, dims = [0, 3, 1, 2] : (tensor<16x2x16x4xf32>) -> tensor<16x4x2x16xf32>
    %163 = stablehlo.dot_general %132, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x4x32xf32>, tensor<32x32xf32>) -> tensor<16x4x32xf32>
    %164 = stablehlo.reshape %arg0 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %165 = stablehlo.broadcast_in_dim %164, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<16x4x32xf32>
    %166 = stablehlo.add %163, %165 : tensor<16x4x32xf32>
    %167 = stablehlo.negate %166 : tensor<16x4x32xf32>
    %168 = stablehlo.exponential %167 : tensor<16x4x32xf32>
    %cst_33 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %169 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<16x4x32xf32>
    %170 = stablehlo.add %169, %168 : tensor<16x4x32xf32>
    %cst_34 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %171 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<16x4x32xf32>
    %172 = stablehlo.divide %171, %170 : tensor<16x4x32xf32>
    %173 = stablehlo.reshape %172 : (tensor<16x4x32xf32>) -> tensor<16x4x2x16xf32>
    %174 = stablehlo.multiply %162, %173 : tensor<16x4x2x16xf32>
    %175 = stablehlo.reshape %174 : (tensor<16x4x2x16xf32>) -> tensor<16x4x32xf32>
    %176 = stablehlo.dot_general %175, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x4x32xf32>, tensor<32x32xf32>) -> tensor<16x4x32xf32>
    %177 = stablehlo.reshape %arg3 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %178 = stablehlo.broadcast_in_dim %177, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<16x4x32xf32>
    %179 = stablehlo.add %176, %178 : tensor<16x4x32xf32>
    %180 = stablehlo.transpose %179, dims = [1, 0, 2] : (tensor<16x4x32xf32>) -> tensor<4x16x32xf32>
    %181 = stablehlo.add %105, %180 : tensor<4x16x32xf32>
    %182 = chlo.square %181 : tensor<4x16x32xf32> -> tensor<4x16x32xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %183 = stablehlo.reduce(%181 init: %cst_35) applies stablehlo.add across dimensions = [2] : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<4x16xf32>
    %cst_36 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %184 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %185 = stablehlo.divide %183, %184 : tensor<4x16xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %186 = stablehlo.reduce(%182 init: %cst_37) applies stablehlo.add across dimensions = [2] : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<4x16xf32>
    %cst_38 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %187 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %188 = stablehlo.divide %186, %187 : tensor<4x16xf32>
    %189 = chlo.square %185 : tensor<4x16xf32> -> tensor<4x16xf32>
    %190 = stablehlo.subtract %188, %189 : tensor<4x16xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %191 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %192 = stablehlo.maximum %191, %190 : tensor<4x16xf32>
    %193 = stablehlo.broadcast_in_dim %185, dims = [0, 1] : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %194 = stablehlo.broadcast_in_dim %192, dims = [0, 1] : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %195 = stablehlo.broadcast_in_dim %193, dims = [0, 1, 2] : (tensor<4x16x1xf32>) -> tensor<4x16x32xf32>
    %196 = stablehlo.subtract %181, %195 : tensor<4x16x32xf32>
    %cst_40 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %197 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<4x16x1xf32>
    %198 = stablehlo.add %194, %197 : tensor<4x16x1xf32>
    %199 = stablehlo.rsqrt %198 : tensor<4x16x1xf32>
    %200 = stablehlo.reshape %arg23 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %201 = stablehlo.broadcast_in_dim %199, dims = [0, 1, 2] : (tensor<4x16x1xf32>) -> tensor<4x16x32xf32>
    %202 = stablehlo.broadcast_in_dim %200, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<4x16x32xf32>
    %203 = stablehlo.multiply %201, %202 : tensor<4x16x32xf32>
    %204 = stablehlo.multiply %196, %203 : tensor<4x16x32xf32>
    %205 = stablehlo.reshape %arg22 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %206 = stablehlo.broadcast_in_dim %205, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<4x16x32xf32>
    %207 = stablehlo.add %204, %206 : tensor<4x16x32xf32>
    %208 = stablehlo.dot_general %207, %arg19, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16x32xf32>, tensor<32x128xf32>) -> tensor<4x16x128xf32>
    %209 = stablehlo.reshape %arg18 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %210 = stablehlo.broadcast_in_dim %209, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<4x16x128xf32>
    %211 = stablehlo.add %208, %210 : tensor<4x16x128xf32>
    %212 = call @relu(%211) : (tensor<4x16x128xf32>) -> tensor<4x16x128xf32>
    %213 = stablehlo.dot_general %212, %arg21, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16x128xf32>, tensor<128x32xf32>) -> tensor<4x16x32xf32>
    %214 = stablehlo.reshape %arg20 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %215 = stablehlo.broadcast_in_dim %214, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<4x16x32xf32>
    %216 = stablehlo.add %213, %215 : tensor<4x16x32xf32>
    %217 = stablehlo.add %181, %216 : tensor<4x16x32xf32>
    %218 = chlo.square %217 : tensor<4x16x32xf32> -> tensor<4x16x32xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %219 = stablehlo.reduce(%217 init: %cst_41) applies stablehlo.add across dimensions = [2] : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<4x16xf32>
    %cst_42 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %220 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %221 = stablehlo.divide %219, %220 : tensor<4x16xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %222 = stablehlo.reduce(%218 init: %cst_43) applies stablehlo.add across dimensions = [2] : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<4x16xf32>
    %cst_44 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %223 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %224 = stablehlo.divide %222, %223 : tensor<4x16xf32>
    %225 = chlo.square %221 : tensor<4x16xf32> -> tensor<4x16xf32>
    %226 = stablehlo.subtract %224, %225 : tensor<4x16xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %227 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %228 = stablehlo.maximum %227, %226 : tensor<4x16xf32>
    %229 = stablehlo.broadcast_in_dim %221, dims = [0, 1] : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %230 = stablehlo.broadcast_in_dim %228, dims = [0, 1] : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %231 = stablehlo.broadcast_in_dim %229, dims = [0, 1, 2] : (tensor<4x16x1xf32>) -> tensor<4x16x32xf32>
    %232 = stablehlo.subtract %217, %231 : tensor<4x16x32xf32>
    %cst_46 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %233 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<4x16x1xf32>
    %234 = stablehlo.add %230, %233 : tensor<4x16x1xf32>
    %235 = stablehlo.rsqrt %234 : tensor<4x16x1xf32>
    %236 = stablehlo.reshape %arg27 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %237 = stablehlo.broadcast_in_dim %235, dims = [0, 1, 2] : (tensor<4x16x1xf32>) -> tensor<4x16x32xf32>
    %238 = stablehlo.broadcast_in_dim %236, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<4x16x32xf32>
    %239 = stablehlo.multiply %237, %238 : tensor<4x16x32xf32>
    %240 = stablehlo.multiply %232, %239 : tensor<4x16x32xf32>
    %241 = stablehlo.reshape %arg26 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %242 = stablehlo.broadcast_in_dim %241, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<4x16x32xf32>
    %243 = stablehlo.add %240, %242 : tensor<4x16x32xf32>
    %244 = stablehlo.dot_general %243, %arg25, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16x32xf32>, tensor<32x8xf32>) -> tensor<4x16x8xf32>
    %245 = stablehlo.reshape %arg24 : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %246 = stablehlo.broadcast_in_dim %245, dims = [0, 1, 2] : (tensor<1x1x8xf32>) -> tensor<4x16x8xf32>
    %247 = stablehlo.add %244, %246 : tensor<4x16x8xf32>
    %248 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %249 = stablehlo.broadcast_in_dim %248, dims = [0, 1, 2] : (tensor<4x16x1xf32>) -> tensor<4x16x8xf32>
    %250 = stablehlo.multiply %247, %249 : tensor<4x16x8xf32>
    %251 = stablehlo.dot_general %243, %arg31, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16x32xf32>, tensor<32x8xf32>) -> tensor<4x16x8xf32>
    %252 = stablehlo.reshape %arg30 : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %253 = stablehlo.broadcast_in_dim %252, dims = [0, 1, 2] : (tensor<1x1x8xf32>) -> tensor<4x16x8xf32>
    %254 = stablehlo.add %251, %253 : tensor<4x16x8xf32>
    %255 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %256 = stablehlo.broadcast_in_dim %255, dims = [0, 1, 2] : (tensor<4x16x1xf32>) -> tensor<4x16x8xf32>
    %257 = stablehlo.multiply %254, %256 : tensor<4x16x8xf32>
    %258 = stablehlo.dot_general %257, %250, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16x8xf32>, tensor<4x16x8xf32>) -> tensor<16x8x16x8xf32>
    %259 = stablehlo.transpose %258, dims = [2, 0, 3, 1] : (tensor<16x8x16x8xf32>) -> tensor<16x16x8x8xf32>
    %260 = stablehlo.reshape %259 : (tensor<16x16x8x8xf32>) -> tensor<16x16x64xf32>
    %261 = stablehlo.dot_general %0, %0, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<16x16xf32>
    %262 = stablehlo.broadcast_in_dim %261, dims = [0, 1] : (tensor<16x16xf32>) -> tensor<16x16x1xf32>
    %263 = stablehlo.dot_general %260, %arg29, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16x64xf32>, tensor<64x16xf32>) -> tensor<16x16x16xf32>
    %264 = stablehlo.reshape %arg28 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %265 = stablehlo.broadcast_in_dim %264, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<16x16x16xf32>
    %266 = stablehlo.add %263, %265 : tensor<16x16x16xf32>
    %cst_47 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %267 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<16x16x1xf32>
    %268 = stablehlo.add %267, %262 : tensor<16x16x1xf32>
    %269 = stablehlo.broadcast_in_dim %268, dims = [0, 1, 2] : (tensor<16x16x1xf32>) -> tensor<16x16x16xf32>
    %270 = stablehlo.divide %266, %269 : tensor<16x16x16xf32>
    %271 = stablehlo.add %arg94, %270 : tensor<16x16x16xf32>
    %272 = chlo.square %271 : tensor<16x16x16xf32> -> tensor<16x16x16xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %273 = stablehlo.reduce(%271 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<16x16x16xf32>, tensor<f32>) -> tensor<16x16xf32>
    %cst_49 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %274 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %275 = stablehlo.divide %273, %274 : tensor<16x16xf32>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %276 = stablehlo.reduce(%272 init: %cst_50) applies stablehlo.add across dimensions = [2] : (tensor<16x16x16xf32>, tensor<f32>) -> tensor<16x16xf32>
    %cst_51 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %277 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %278 = stablehlo.divide %276, %277 : tensor<16x16xf32>
    %279 = chlo.square %275 : tensor<16x16xf32> -> tensor<16x16xf32>
    %280 = stablehlo.subtract %278, %279 : tensor<16x16xf32>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %281 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %282 = stablehlo.maximum %281, %280 : tensor<16x16xf32>
    %283 = stablehlo.broadcast_in_dim %275, dims = [0, 1] : (tensor<16x16xf32>) -> tensor<16x16x1xf32>
    %284 = stablehlo.broadcast_in_dim %282, dims = [0, 1] : (tensor<16x16xf32>) -> tensor<16x16x1xf32>
    %285 = stablehlo.broadcast_in_dim %283, dims = [0, 1, 2] : (tensor<16x16x1xf32>) -> tensor<16x16x16xf32>
    %286 = stablehlo.subtract %271, %285 : tensor<16x16x16xf32>
    %cst_53 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %287 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<16x16x1xf32>
    %288 = stablehlo.add %284, %287 : tensor<16x16x1xf32>
    %289 = stablehlo.rsqrt %288 : tensor<16x16x1xf32>
    %290 = stablehlo.reshape %arg82 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %291 = stablehlo.broadcast_in_dim %289, dims = [0, 1, 2] : (tensor<16x16x1xf32>) -> tensor<16x16x16xf32>
    %292 = stablehlo.broadcast_in_dim %290, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<16x16x16xf32>
    %293 = stablehlo.multiply %291, %292 : tensor<16x16x16xf32>
    %294 = stablehlo.multiply %286, %293 : tensor<16x16x16xf32>
    %295 = stablehlo.reshape %arg81 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %296 = stablehlo.broadcast_in_dim %295, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<16x16x16xf32>
    %297 = stablehlo.add %294, %296 : tensor<16x16x16xf32>
    %298 = stablehlo.dot_general %297, %arg86, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x16xf32>) -> tensor<16x16x16xf32>
    %299 = stablehlo.reshape %arg85 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %300 = stablehlo.broadcast_in_dim %299, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<16x16x16xf32>
    %301 = stablehlo.add %298, %300 : tensor<16x16x16xf32>
    %302 = stablehlo.negate %301 : tensor<16x16x16xf32>
    %303 = stablehlo.exponential %302 : tensor<16x16x16xf32>
    %cst_54 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %304 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<16x16x16xf32>
    %305 = stablehlo.add %304, %303 : tensor<16x16x16xf32>
    %cst_55 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %306 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<16x16x16xf32>
    %307 = stablehlo.divide %306, %305 : tensor<16x16x16xf32>
    %308 = stablehlo.dot_general %297, %arg92, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x16xf32>) -> tensor<16x16x16xf32>
    %309 = stablehlo.reshape %arg91 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %310 = stablehlo.broadcast_in_dim %309, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<16x16x16xf32>
    %311 = stablehlo.add %308, %310 : tensor<16x16x16xf32>
    %312 = stablehlo.negate %311 : tensor<16x16x16xf32>
    %313 = stablehlo.exponential %312 : tensor<16x16x16xf32>
    %cst_56 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %314 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<16x16x16xf32>
    %315 = stablehlo.add %314, %313 : tensor<16x16x16xf32>
    %cst_57 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %316 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<16x16x16xf32>
    %317 = stablehlo.divide %316, %315 : tensor<16x16x16xf32>
    %318 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<16x16xf32>) -> tensor<16x16x1xf32>
    %319 = stablehlo.broadcast_in_dim %318, dims = [0, 1, 2] : (tensor<16x16x1xf32>) -> tensor<16x16x16xf32>
    %320 = stablehlo.multiply %319, %307 : tensor<16x16x16xf32>
    %321 = stablehlo.dot_general %297, %arg84, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x16xf32>) -> tensor<16x16x16xf32>
    %322 = stablehlo.reshape %arg83 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %323 = stablehlo.broadcast_in_dim %322, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<16x16x16xf32>
    %324 = stablehlo.add %321, %323 : tensor<16x16x16xf32>
    %325 = stablehlo.multiply %320, %324 : tensor<16x16x16xf32>
    %326 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<16x16xf32>) -> tensor<16x16x1xf32>
    %327 = stablehlo.broadcast_in_dim %326, dims = [0, 1, 2] : (tensor<16x16x1xf32>) -> tensor<16x16x16xf32>
    %328 = stablehlo.multiply %327, %317 : tensor<16x16x16xf32>
    %329 = stablehlo.dot_general %297, %arg90, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x16xf32>) -> tensor<16x16x16xf32>
    %330 = stablehlo.reshape %arg89 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %331 = stablehlo.broadcast_in_dim %330, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<16x16x16xf32>
    %332 = stablehlo.add %329, %331 : tensor<16x16x16xf32>
    %333 = stablehlo.multiply %328, %332 : tensor<16x16x16xf32>
    %334 = stablehlo.dot_general %333, %325, batching_dims = [2] x [2], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %335 = stablehlo.transpose %334, dims = [2, 1, 0] : (tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %336 = chlo.square %335 : tensor<16x16x16xf32> -> tensor<16x16x16xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %337 = stablehlo.reduce(%335 init: %cst_58) applies stablehlo.add across dimensions = [2] : (tensor<16x16x16xf32>, tensor<f32>) -> tensor<16x16xf32>
    %cst_59 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %338 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %339 = stablehlo.divide %337, %338 : tensor<16x16xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %340 = stablehlo.reduce(%336 init: %cst_60) applies stablehlo.add across dimensions = [2] : (tensor<16x16x16xf32>, tensor<f32>) -> tensor<16x16xf32>
    %cst_61 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %341 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %342 = stablehlo.divide %340, %341 : tensor<16x16xf32>
    %343 = chlo.square %339 : tensor<16x16xf32> -> tensor<16x16xf32>
    %344 = stablehlo.subtract %342, %343 : tensor<16x16xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %345 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %346 = stablehlo.maximum %345, %344 : tensor<16x16xf32>
    %347 = stablehlo.broadcast_in_dim %339, dims = [0, 1] : (tensor<16x16xf32>) -> tensor<16x16x1xf32>
    %348 = stablehlo.broadcast_in_dim %346, dims = [0, 1] : (tensor<16x16xf32>) -> tensor<16x16x1xf32>
    %349 = stablehlo.broadcast_in_dim %347, dims = [0, 1, 2] : (tensor<16x16x1xf32>) -> tensor<16x16x16xf32>
    %350 = stablehlo.subtract %335, %349 : tensor<16x16x16xf32>
    %cst_63 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %351 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<16x16x1xf32>
    %352 = stablehlo.add %348, %351 : tensor<16x16x1xf32>
    %353 = stablehlo.rsqrt %352 : tensor<16x16x1xf32>
    %354 = stablehlo.reshape %arg78 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %355 = stablehlo.broadcast_in_dim %353, dims = [0, 1, 2] : (tensor<16x16x1xf32>) -> tensor<16x16x16xf32>
    %356 = stablehlo.broadcast_in_dim %354, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<16x16x16xf32>
    %357 = stablehlo.multiply %355, %356 : tensor<16x16x16xf32>
    %358 = stablehlo.multiply %350, %357 : tensor<16x16x16xf32>
    %359 = stablehlo.reshape %arg77 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %360 = stablehlo.broadcast_in_dim %359, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<16x16x16xf32>
    %361 = stablehlo.add %358, %360 : tensor<16x16x16xf32>
    %362 = stablehlo.dot_general %297, %arg80, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x16xf32>) -> tensor<16x16x16xf32>
    %363 = stablehlo.reshape %arg79 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %364 = stablehlo.broadcast_in_dim %363, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<16x16x16xf32>
    %365 = stablehlo.add %362, %364 : tensor<16x16x16xf32>
    %366 = stablehlo.negate %365 : tensor<16x16x16xf32>
    %367 = stablehlo.exponential %366 : tensor<16x16x16xf32>
    %cst_64 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %368 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<16x16x16xf32>
    %369 = stablehlo.add %368, %367 : tensor<16x16x16xf32>
    %cst_65 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %370 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<16x16x16xf32>
    %371 = stablehlo.divide %370, %369 : tensor<16x16x16xf32>
    %372 = stablehlo.dot_general %361, %arg88, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x16xf32>) -> tensor<16x16x16xf32>
    %373 = stablehlo.reshape %arg87 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %374 = stablehlo.broadcast_in_dim %373, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<16x16x16xf32>
    %375 = stablehlo.add %372, %374 : tensor<16x16x16xf32>
    %376 = stablehlo.multiply %371, %375 : tensor<16x16x16xf32>
    %377 = stablehlo.add %271, %376 : tensor<16x16x16xf32>
    %378 = chlo.square %377 : tensor<16x16x16xf32> -> tensor<16x16x16xf32>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %379 = stablehlo.reduce(%377 init: %cst_66) applies stablehlo.add across dimensions = [2] : (tensor<16x16x16xf32>, tensor<f32>) -> tensor<16x16xf32>
    %cst_67 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %380 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %381 = stablehlo.divide %379, %380 : tensor<16x16xf32>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %382 = stablehlo.reduce(%378 init: %cst_68) applies stablehlo.add across dimensions = [2] : (tensor<16x16x16xf32>, tensor<f32>) -> tensor<16x16xf32>
    %cst_69 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %383 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %384 = stablehlo.divide %382, %383 : tensor<16x16xf32>
    %385 = chlo.square %381 : tensor<16x16xf32> -> tensor<16x16xf32>
    %386 = stablehlo.subtract %384, %385 : tensor<16x16xf32>
    %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %387 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %388 = stablehlo.maximum %387, %386 : tensor<16x16xf32>
    %389 = stablehlo.broadcast_in_dim %381, dims = [0, 1] : (tensor<16x16xf32>) -> tensor<16x16x1xf32>
    %390 = stablehlo.broadcast_in_dim %388, dims = [0, 1] : (tensor<16x16xf32>) -> tensor<16x16x1xf32>
    %391 = stablehlo.broadcast_in_dim %389, dims = [0, 1, 2] : (tensor<16x16x1xf32>) -> tensor<16x16x16xf32>
    %392 = stablehlo.subtract %377, %391 : tensor<16x16x16xf32>
    %cst_71 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %393 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<16x16x1xf32>
    %394 = stablehlo.add %390, %393 : tensor<16x16x1xf32>
    %395 = stablehlo.rsqrt %394 : tensor<16x16x1xf32>
    %396 = stablehlo.reshape %arg66 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %397 = stablehlo.broadcast_in_dim %395, dims = [0, 1, 2] : (tensor<16x16x1xf32>) -> tensor<16x16x16xf32>
    %398 = stablehlo.broadcast_in_dim %396, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<16x16x16xf32>
    %399 = stablehlo.multiply %397, %398 : tensor<16x16x16xf32>
    %400 = stablehlo.multiply %392, %399 : tensor<16x16x16xf32>
    %401 = stablehlo.reshape %arg65 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %402 = stablehlo.broadcast_in_dim %401, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<16x16x16xf32>
    %403 = stablehlo.add %400, %402 : tensor<16x16x16xf32>
    %404 = stablehlo.dot_general %403, %arg70, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x16xf32>) -> tensor<16x16x16xf32>
    %405 = stablehlo.reshape %arg69 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %406 = stablehlo.broadcast_in_dim %405, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<16x16x16xf32>
    %407 = stablehlo.add %404, %406 : tensor<16x16x16xf32>
    %408 = stablehlo.negate %407 : tensor<16x16x16xf32>
    %409 = stablehlo.exponential %408 : tensor<16x16x16xf32>
    %cst_72 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %410 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<16x16x16xf32>
    %411 = stablehlo.add %410, %409 : tensor<16x16x16xf32>
    %cst_73 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %412 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<16x16x16xf32>
    %413 = stablehlo.divide %412, %411 : tensor<16x16x16xf32>
    %414 = stablehlo.dot_general %403, %arg76, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x16xf32>) -> tensor<16x16x16xf32>
    %415 = stablehlo.reshape %arg75 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %416 = stablehlo.broadcast_in_dim %415, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<16x16x16xf32>
    %417 = stablehlo.add %414, %416 : tensor<16x16x16xf32>
    %418 = stablehlo.negate %417 : tensor<16x16x16xf32>
    %419 = stablehlo.exponential %418 : tensor<16x16x16xf32>
    %cst_74 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %420 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<16x16x16xf32>
    %421 = stablehlo.add %420, %419 : tensor<16x16x16xf32>
    %cst_75 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %422 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<16x16x16xf32>
    %423 = stablehlo.divide %422, %421 : tensor<16x16x16xf32>
    %424 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<16x16xf32>) -> tensor<16x16x1xf32>
    %425 = stablehlo.broadcast_in_dim %424, dims = [0, 1, 2] : (tensor<16x16x1xf32>) -> tensor<16x16x16xf32>
    %426 = stablehlo.multiply %425, %413 : tensor<16x16x16xf32>
    %427 = stablehlo.dot_general %403, %arg68, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x16xf32>) -> tensor<16x16x16xf32>
    %428 = stablehlo.reshape %arg67 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %429 = stablehlo.broadcast_in_dim %428, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<16x16x16xf32>
    %430 = stablehlo.add %427, %429 : tensor<16x16x16xf32>
    %431 = stablehlo.multiply %426, %430 : tensor<16x16x16xf32>
    %432 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<16x16xf32>) -> tensor<16x16x1xf32>
    %433 = stablehlo.broadcast_in_dim %432, dims = [0, 1, 2] : (tensor<16x16x1xf32>) -> tensor<16x16x16xf32>
    %434 = stablehlo.multiply %433, %423 : tensor<16x16x16xf32>
    %435 = stablehlo.dot_general %403, %arg74, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x16xf32>) -> tensor<16x16x16xf32>
    %436 = stablehlo.reshape %arg73 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %437 = stablehlo.broadcast_in_dim %436, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<16x16x16xf32>
    %438 = stablehlo.add %435, %437 : tensor<16x16x16xf32>
    %439 = stablehlo.multiply %434, %438 : tensor<16x16x16xf32>
    %440 = stablehlo.dot_general %439, %431, batching_dims = [2] x [2], contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %441 = stablehlo.transpose %440, dims = [1, 2, 0] : (tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %442 = chlo.square %441 : tensor<16x16x16xf32> -> tensor<16x16x16xf32>
    %cst_76 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %443 = stablehlo.reduce(%441 init: %cst_76) applies stablehlo.add across dimensions = [2] : (tensor<16x16x16xf32>, tensor<f32>) -> tensor<16x16xf32>
    %cst_77 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %444 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %445 = stablehlo.divide %443, %444 : tensor<16x16xf32>
    %cst_78 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %446 = stablehlo.reduce(%442 init: %cst_78) applies stablehlo.add across dimensions = [2] : (tensor<16x16x16xf32>, tensor<f32>) -> tensor<16x16xf32>
    %cst_79 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %447 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %448 = stablehlo.divide %446, %447 : tensor<16x16xf32>
    %449 = chlo.square %445 : tensor<16x16xf32> -> tensor<16x16xf32>
    %450 = stablehlo.subtract %448, %449 : tensor<16x16xf32>
    %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %451 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %452 = stablehlo.maximum %451, %450 : tensor<16x16xf32>
    %453 = stablehlo.broadcast_in_dim %445, dims = [0, 1] : (tensor<16x16xf32>) -> tensor<16x16x1xf32>
    %454 = stablehlo.broadcast_in_dim %452, dims = [0, 1] : (tensor<16x16xf32>) -> tensor<16x16x1xf32>
    %455 = stablehlo.broadcast_in_dim %453, dims = [0, 1, 2] : (tensor<16x16x1xf32>) -> tensor<16x16x16xf32>
    %456 = stablehlo.subtract %441, %455 : tensor<16x16x16xf32>
    %cst_81 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %457 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<16x16x1xf32>
    %458 = stablehlo.add %454, %457 : tensor<16x16x1xf32>
    %459 = stablehlo.rsqrt %458 : tensor<16x16x1xf32>
    %460 = stablehlo.reshape %arg62 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %461 = stablehlo.broadcast_in_dim %459, dims = [0, 1, 2] : (tensor<16x16x1xf32>) -> tensor<16x16x16xf32>
    %462 = stablehlo.broadcast_in_dim %460, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<16x16x16xf32>
    %463 = stablehlo.multiply %461, %462 : tensor<16x16x16xf32>
    %464 = stablehlo.multiply %456, %463 : tensor<16x16x16xf32>
    %465 = stablehlo.reshape %arg61 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %466 = stablehlo.broadcast_in_dim %465, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<16x16x16xf32>
    %467 = stablehlo.add %464, %466 : tensor<16x16x16xf32>
    %468 = stablehlo.dot_general %403, %arg64, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x16xf32>) -> tensor<16x16x16xf32>
    %469 = stablehlo.reshape %arg63 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %470 = stablehlo.broadcast_in_dim %469, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<16x16x16xf32>
    %471 = stablehlo.add %468, %470 : tensor<16x16x16xf32>
    %472 = stablehlo.negate %471 : tensor<16x16x16xf32>
    %473 = stablehlo.exponential %472 : tensor<16x16x16xf32>
    %cst_82 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %474 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<16x16x16xf32>
    %475 = stablehlo.add %474, %473 : tensor<16x16x16xf32>
    %cst_83 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %476 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<16x16x16xf32>
    %477 = stablehlo.divide %476, %475 : tensor<16x16x16xf32>
    %478 = stablehlo.dot_general %467, %arg72, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x16xf32>) -> tensor<16x16x16xf32>
    %479 = stablehlo.reshape %arg71 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %480 = stablehlo.broadcast_in_dim %479, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<16x16x16xf32>
    %481 = stablehlo.add %478, %480 : tensor<16x16x16xf32>
    %482 = stablehlo.multiply %477, %481 : tensor<16x16x16xf32>
    %483 = stablehlo.add %377, %482 : tensor<16x16x16xf32>
    %484 = chlo.square %483 : tensor<16x16x16xf32> -> tensor<16x16x16xf32>
    %cst_84 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %485 = stablehlo.reduce(%483 init: %cst_84) applies stablehlo.add across dimensions = [2] : (tensor<16x16x16xf32>, tensor<f32>) -> tensor<16x16xf32>
    %cst_85 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %486 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %487 = stablehlo.divide %485, %486 : tensor<16x16xf32>
    %cst_86 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %488 = stablehlo.reduce(%484 init: %cst_86) applies stablehlo.add across dimensions = [2] : (tensor<16x16x16xf32>, tensor<f32>) -> tensor<16x16xf32>
    %cst_87 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %489 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %490 = stablehlo.divide %488, %489 : tensor<16x16xf32>
    %491 = chlo.square %487 : tensor<16x16xf32> -> tensor<16x16xf32>
    %492 = stablehlo.subtract %490, %491 : tensor<16x16xf32>
    %cst_88 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %493 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %494 = stablehlo.maximum %493, %492 : tensor<16x16xf32>
    %495 = stablehlo.broadcast_in_dim %487, dims = [0, 1] : (tensor<16x16xf32>) -> tensor<16x16x1xf32>
    %496 = stablehlo.broadcast_in_dim %494, dims = [0, 1] : (tensor<16x16xf32>) -> tensor<16x16x1xf32>
    %497 = stablehlo.broadcast_in_dim %495, dims = [0, 1, 2] : (tensor<16x16x1xf32>) -> tensor<16x16x16xf32>
    %498 = stablehlo.subtract %483, %497 : tensor<16x16x16xf32>
    %cst_89 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %499 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<16x16x1xf32>
    %500 = stablehlo.add %496, %499 : tensor<16x16x1xf32>
    %501 = stablehlo.rsqrt %500 : tensor<16x16x1xf32>
    %502 = stablehlo.reshape %arg60 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %503 = stablehlo.broadcast_in_dim %501, dims = [0, 1, 2] : (tensor<16x16x1xf32>) -> tensor<16x16x16xf32>
    %504 = stablehlo.broadcast_in_dim %502, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<16x16x16xf32>
    %505 = stablehlo.multiply %503, %504 : tensor<16x16x16xf32>
    %506 = stablehlo.multiply %498, %505 : tensor<16x16x16xf32>
    %507 = stablehlo.reshape %arg59 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %508 = stablehlo.broadcast_in_dim %507, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<16x16x16xf32>
    %509 = stablehlo.add %506, %508 : tensor<16x16x16xf32>
    %510 = stablehlo.dot_general %509, %arg58, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x2xf32>) -> tensor<16x16x2xf32>
    %511 = stablehlo.transpose %510, dims = [2, 0, 1] : (tensor<16x16x2xf32>) -> tensor<2x16x16xf32>
    %512 = stablehlo.dot_general %509, %arg56, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x16xf32>) -> tensor<16x16x16xf32>
    %513 = stablehlo.reshape %512 : (tensor<16x16x16xf32>) -> tensor<16x16x2x8xf32>
    %cst_90 = stablehlo.constant dense<0.353553385> : tensor<f32>
    %514 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<16x16x2x8xf32>
    %515 = stablehlo.multiply %513, %514 : tensor<16x16x2x8xf32>
    %516 = stablehlo.dot_general %509, %arg53, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x16xf32>) -> tensor<16x16x16xf32>
    %517 = stablehlo.reshape %516 : (tensor<16x16x16xf32>) -> tensor<16x16x2x8xf32>
    %518 = stablehlo.dot_general %509, %arg57, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x16xf32>) -> tensor<16x16x16xf32>
    %519 = stablehlo.reshape %518 : (tensor<16x16x16xf32>) -> tensor<16x16x2x8xf32>
    %520 = stablehlo.dot_general %515, %517, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<16x16x2x8xf32>, tensor<16x16x2x8xf32>) -> tensor<16x2x16x16xf32>
    %cst_91 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %521 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %522 = stablehlo.subtract %1, %521 : tensor<16x16xf32>
    %cst_92 = stablehlo.constant dense<1.000000e+09> : tensor<f32>
    %523 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %524 = stablehlo.multiply %523, %522 : tensor<16x16xf32>
    %525 = stablehlo.broadcast_in_dim %524, dims = [0, 3] : (tensor<16x16xf32>) -> tensor<16x1x1x16xf32>
    %526 = stablehlo.broadcast_in_dim %525, dims = [0, 1, 2, 3] : (tensor<16x1x1x16xf32>) -> tensor<16x2x16x16xf32>
    %527 = stablehlo.add %520, %526 : tensor<16x2x16x16xf32>
    %528 = stablehlo.broadcast_in_dim %511, dims = [1, 2, 3] : (tensor<2x16x16xf32>) -> tensor<1x2x16x16xf32>
    %529 = stablehlo.broadcast_in_dim %528, dims = [0, 1, 2, 3] : (tensor<1x2x16x16xf32>) -> tensor<16x2x16x16xf32>
    %530 = stablehlo.add %527, %529 : tensor<16x2x16x16xf32>
    %cst_93 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %531 = stablehlo.reduce(%530 init: %cst_93) applies stablehlo.maximum across dimensions = [3] : (tensor<16x2x16x16xf32>, tensor<f32>) -> tensor<16x2x16xf32>
    %cst_94 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %532 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<16x2x16xf32>
    %533 = stablehlo.maximum %532, %531 : tensor<16x2x16xf32>
    %534 = stablehlo.broadcast_in_dim %533, dims = [0, 1, 2] : (tensor<16x2x16xf32>) -> tensor<16x2x16x1xf32>
    %535 = stablehlo.broadcast_in_dim %534, dims = [0, 1, 2, 3] : (tensor<16x2x16x1xf32>) -> tensor<16x2x16x16xf32>
    %536 = stablehlo.subtract %530, %535 : tensor<16x2x16x16xf32>
    %537 = stablehlo.exponential %536 : tensor<16x2x16x16xf32>
    %cst_95 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %538 = stablehlo.reduce(%537 init: %cst_95) applies stablehlo.add across dimensions = [3] : (tensor<16x2x16x16xf32>, tensor<f32>) -> tensor<16x2x16xf32>
    %539 = stablehlo.broadcast_in_dim %538, dims = [0, 1, 2] : (tensor<16x2x16xf32>) -> tensor<16x2x16x1xf32>
    %540 = stablehlo.broadcast_in_dim %539, dims = [0, 1, 2, 3] : (tensor<16x2x16x1xf32>) -> tensor<16x2x16x16xf32>
    %541 = stablehlo.divide %537, %540 : tensor<16x2x16x16xf32>
    %542 = stablehlo.dot_general %519, %541, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<16x16x2x8xf32>, tensor<16x2x16x16xf32>) -> tensor<16x2x8x16xf32>
    %543 = stablehlo.transpose %542, dims = [0, 3, 1, 2] : (tensor<16x2x8x16xf32>) -> tensor<16x16x2x8xf32>
    %544 = stablehlo.dot_general %509, %arg52, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x16xf32>) -> tensor<16x16x16xf32>
    %545 = stablehlo.reshape %arg51 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %546 = stablehlo.broadcast_in_dim %545, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<16x16x16xf32>
    %547 = stablehlo.add %544, %546 : tensor<16x16x16xf32>
    %548 = stablehlo.negate %547 : tensor<16x16x16xf32>
    %549 = stablehlo.exponential %548 : tensor<16x16x16xf32>
    %cst_96 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %550 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<16x16x16xf32>
    %551 = stablehlo.add %550, %549 : tensor<16x16x16xf32>
    %cst_97 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %552 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<16x16x16xf32>
    %553 = stablehlo.divide %552, %551 : tensor<16x16x16xf32>
    %554 = stablehlo.reshape %553 : (tensor<16x16x16xf32>) -> tensor<16x16x2x8xf32>
    %555 = stablehlo.multiply %543, %554 : tensor<16x16x2x8xf32>
    %556 = stablehlo.reshape %555 : (tensor<16x16x2x8xf32>) -> tensor<16x16x16xf32>
    %557 = stablehlo.dot_general %556, %arg55, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x16xf32>) -> tensor<16x16x16xf32>
    %558 = stablehlo.reshape %arg54 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %559 = stablehlo.broadcast_in_dim %558, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<16x16x16xf32>
    %560 = stablehlo.add %557, %559 : tensor<16x16x16xf32>
    %561 = stablehlo.add %483, %560 : tensor<16x16x16xf32>
    %562 = stablehlo.transpose %561, dims = [1, 0, 2] : (tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %563 = chlo.square %562 : tensor<16x16x16xf32> -> tensor<16x16x16xf32>
    %cst_98 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %564 = stablehlo.reduce(%562 init: %cst_98) applies stablehlo.add across dimensions = [2] : (tensor<16x16x16xf32>, tensor<f32>) -> tensor<16x16xf32>
    %cst_99 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %565 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %566 = stablehlo.divide %564, %565 : tensor<16x16xf32>
    %cst_100 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %567 = stablehlo.reduce(%563 init: %cst_100) applies stablehlo.add across dimensions = [2] : (tensor<16x16x16xf32>, tensor<f32>) -> tensor<16x16xf32>
    %cst_101 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %568 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %569 = stablehlo.divide %567, %568 : tensor<16x16xf32>
    %570 = chlo.square %566 : tensor<16x16xf32> -> tensor<16x16xf32>
    %571 = stablehlo.subtract %569, %570 : tensor<16x16xf32>
    %cst_102 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %572 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %573 = stablehlo.maximum %572, %571 : tensor<16x16xf32>
    %574 = stablehlo.broadcast_in_dim %566, dims = [0, 1] : (tensor<16x16xf32>) -> tensor<16x16x1xf32>
    %575 = stablehlo.broadcast_in_dim %573, dims = [0, 1] : (tensor<16x16xf32>) -> tensor<16x16x1xf32>
    %576 = stablehlo.broadcast_in_dim %574, dims = [0, 1, 2] : (tensor<16x16x1xf32>) -> tensor<16x16x16xf32>
    %577 = stablehlo.subtract %562, %576 : tensor<16x16x16xf32>
    %cst_103 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %578 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<16x16x1xf32>
    %579 = stablehlo.add %575, %578 : tensor<16x16x1xf32>
    %580 = stablehlo.rsqrt %579 : tensor<16x16x1xf32>
    %581 = stablehlo.reshape %arg50 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %582 = stablehlo.broadcast_in_dim %580, dims = [0, 1, 2] : (tensor<16x16x1xf32>) -> tensor<16x16x16xf32>
    %583 = stablehlo.broadcast_in_dim %581, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<16x16x16xf32>
    %584 = stablehlo.multiply %582, %583 : tensor<16x16x16xf32>
    %585 = stablehlo.multiply %577, %584 : tensor<16x16x16xf32>
    %586 = stablehlo.reshape %arg49 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %587 = stablehlo.broadcast_in_dim %586, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<16x16x16xf32>
    %588 = stablehlo.add %585, %587 : tensor<16x16x16xf32>
    %589 = stablehlo.transpose %1, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %590 = stablehlo.dot_general %588, %arg48, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x2xf32>) -> tensor<16x16x2xf32>
    %591 = stablehlo.transpose %590, dims = [2, 0, 1] : (tensor<16x16x2xf32>) -> tensor<2x16x16xf32>
    %592 = stablehlo.dot_general %588, %arg46, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x16xf32>) -> tensor<16x16x16xf32>
    %593 = stablehlo.reshape %592 : (tensor<16x16x16xf32>) -> tensor<16x16x2x8xf32>
    %cst_104 = stablehlo.constant dense<0.353553385> : tensor<f32>
    %594 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<16x16x2x8xf32>
    %595 = stablehlo.multiply %593, %594 : tensor<16x16x2x8xf32>
    %596 = stablehlo.dot_general %588, %arg43, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x16xf32>) -> tensor<16x16x16xf32>
    %597 = stablehlo.reshape %596 : (tensor<16x16x16xf32>) -> tensor<16x16x2x8xf32>
    %598 = stablehlo.dot_general %588, %arg47, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x16xf32>) -> tensor<16x16x16xf32>
    %599 = stablehlo.reshape %598 : (tensor<16x16x16xf32>) -> tensor<16x16x2x8xf32>
    %600 = stablehlo.dot_general %595, %597, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<16x16x2x8xf32>, tensor<16x16x2x8xf32>) -> tensor<16x2x16x16xf32>
    %cst_105 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %601 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %602 = stablehlo.subtract %589, %601 : tensor<16x16xf32>
    %cst_106 = stablehlo.constant dense<1.000000e+09> : tensor<f32>
    %603 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %604 = stablehlo.multiply %603, %602 : tensor<16x16xf32>
    %605 = stablehlo.broadcast_in_dim %604, dims = [0, 3] : (tensor<16x16xf32>) -> tensor<16x1x1x16xf32>
    %606 = stablehlo.broadcast_in_dim %605, dims = [0, 1, 2, 3] : (tensor<16x1x1x16xf32>) -> tensor<16x2x16x16xf32>
    %607 = stablehlo.add %600, %606 : tensor<16x2x16x16xf32>
    %608 = stablehlo.broadcast_in_dim %591, dims = [1, 2, 3] : (tensor<2x16x16xf32>) -> tensor<1x2x16x16xf32>
    %609 = stablehlo.broadcast_in_dim %608, dims = [0, 1, 2, 3] : (tensor<1x2x16x16xf32>) -> tensor<16x2x16x16xf32>
    %610 = stablehlo.add %607, %609 : tensor<16x2x16x16xf32>
    %cst_107 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %611 = stablehlo.reduce(%610 init: %cst_107) applies stablehlo.maximum across dimensions = [3] : (tensor<16x2x16x16xf32>, tensor<f32>) -> tensor<16x2x16xf32>
    %cst_108 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %612 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<16x2x16xf32>
    %613 = stablehlo.maximum %612, %611 : tensor<16x2x16xf32>
    %614 = stablehlo.broadcast_in_dim %613, dims = [0, 1, 2] : (tensor<16x2x16xf32>) -> tensor<16x2x16x1xf32>
    %615 = stablehlo.broadcast_in_dim %614, dims = [0, 1, 2, 3] : (tensor<16x2x16x1xf32>) -> tensor<16x2x16x16xf32>
    %616 = stablehlo.subtract %610, %615 : tensor<16x2x16x16xf32>
    %617 = stablehlo.exponential %616 : tensor<16x2x16x16xf32>
    %cst_109 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %618 = stablehlo.reduce(%617 init: %cst_109) applies stablehlo.add across dimensions = [3] : (tensor<16x2x16x16xf32>, tensor<f32>) -> tensor<16x2x16xf32>
    %619 = stablehlo.broadcast_in_dim %618, dims = [0, 1, 2] : (tensor<16x2x16xf32>) -> tensor<16x2x16x1xf32>
    %620 = stablehlo.broadcast_in_dim %619, dims = [0, 1, 2, 3] : (tensor<16x2x16x1xf32>) -> tensor<16x2x16x16xf32>
    %621 = stablehlo.divide %617, %620 : tensor<16x2x16x16xf32>
    %622 = stablehlo.dot_general %599, %621, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<16x16x2x8xf32>, tensor<16x2x16x16xf32>) -> tensor<16x2x8x16xf32>
    %623 = stablehlo.transpose %622, dims = [0, 3, 1, 2] : (tensor<16x2x8x16xf32>) -> tensor<16x16x2x8xf32>
    %624 = stablehlo.dot_general %588, %arg42, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x16xf32>) -> tensor<16x16x16xf32>
    %625 = stablehlo.reshape %arg41 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %626 = stablehlo.broadcast_in_dim %625, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<16x16x16xf32>
    %627 = stablehlo.add %624, %626 : tensor<16x16x16xf32>
    %628 = stablehlo.negate %627 : tensor<16x16x16xf32>
    %629 = stablehlo.exponential %628 : tensor<16x16x16xf32>
    %cst_110 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %630 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<16x16x16xf32>
    %631 = stablehlo.add %630, %629 : tensor<16x16x16xf32>
    %cst_111 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %632 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<16x16x16xf32>
    %633 = stablehlo.divide %632, %631 : tensor<16x16x16xf32>
    %634 = stablehlo.reshape %633 : (tensor<16x16x16xf32>) -> tensor<16x16x2x8xf32>
    %635 = stablehlo.multiply %623, %634 : tensor<16x16x2x8xf32>
    %636 = stablehlo.reshape %635 : (tensor<16x16x2x8xf32>) -> tensor<16x16x16xf32>
    %637 = stablehlo.dot_general %636, %arg45, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x16xf32>) -> tensor<16x16x16xf32>
    %638 = stablehlo.reshape %arg44 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %639 = stablehlo.broadcast_in_dim %638, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<16x16x16xf32>
    %640 = stablehlo.add %637, %639 : tensor<16x16x16xf32>
    %641 = stablehlo.transpose %640, dims = [1, 0, 2] : (tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %642 = stablehlo.add %561, %641 : tensor<16x16x16xf32>
    %643 = chlo.square %642 : tensor<16x16x16xf32> -> tensor<16x16x16xf32>
    %cst_112 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %644 = stablehlo.reduce(%642 init: %cst_112) applies stablehlo.add across dimensions = [2] : (tensor<16x16x16xf32>, tensor<f32>) -> tensor<16x16xf32>
    %cst_113 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %645 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %646 = stablehlo.divide %644, %645 : tensor<16x16xf32>
    %cst_114 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %647 = stablehlo.reduce(%643 init: %cst_114) applies stablehlo.add across dimensions = [2] : (tensor<16x16x16xf32>, tensor<f32>) -> tensor<16x16xf32>
    %cst_115 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %648 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %649 = stablehlo.divide %647, %648 : tensor<16x16xf32>
    %650 = chlo.square %646 : tensor<16x16xf32> -> tensor<16x16xf32>
    %651 = stablehlo.subtract %649, %650 : tensor<16x16xf32>
    %cst_116 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %652 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %653 = stablehlo.maximum %652, %651 : tensor<16x16xf32>
    %654 = stablehlo.broadcast_in_dim %646, dims = [0, 1] : (tensor<16x16xf32>) -> tensor<16x16x1xf32>
    %655 = stablehlo.broadcast_in_dim %653, dims = [0, 1] : (tensor<16x16xf32>) -> tensor<16x16x1xf32>
    %656 = stablehlo.broadcast_in_dim %654, dims = [0, 1, 2] : (tensor<16x16x1xf32>) -> tensor<16x16x16xf32>
    %657 = stablehlo.subtract %642, %656 : tensor<16x16x16xf32>
    %cst_117 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %658 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<16x16x1xf32>
    %659 = stablehlo.add %655, %658 : tensor<16x16x1xf32>
    %660 = stablehlo.rsqrt %659 : tensor<16x16x1xf32>
    %661 = stablehlo.reshape %arg40 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %662 = stablehlo.broadcast_in_dim %660, dims = [0, 1, 2] : (tensor<16x16x1xf32>) -> tensor<16x16x16xf32>
    %663 = stablehlo.broadcast_in_dim %661, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<16x16x16xf32>
    %664 = stablehlo.multiply %662, %663 : tensor<16x16x16xf32>
    %665 = stablehlo.multiply %657, %664 : tensor<16x16x16xf32>
    %666 = stablehlo.reshape %arg39 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %667 = stablehlo.broadcast_in_dim %666, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<16x16x16xf32>
    %668 = stablehlo.add %665, %667 : tensor<16x16x16xf32>
    %669 = stablehlo.dot_general %668, %arg36, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x32xf32>) -> tensor<16x16x32xf32>
    %670 = stablehlo.reshape %arg35 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %671 = stablehlo.broadcast_in_dim %670, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<16x16x32xf32>
    %672 = stablehlo.add %669, %671 : tensor<16x16x32xf32>
    %673 = call @relu_0(%672) : (tensor<16x16x32xf32>) -> tensor<16x16x32xf32>
    %674 = stablehlo.dot_general %673, %arg38, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16x32xf32>, tensor<32x16xf32>) -> tensor<16x16x16xf32>
    %675 = stablehlo.reshape %arg37 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %676 = stablehlo.broadcast_in_dim %675, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<16x16x16xf32>
    %677 = stablehlo.add %674, %676 : tensor<16x16x16xf32>
    %678 = stablehlo.add %642, %677 : tensor<16x16x16xf32>
    return %217, %678 : tensor<4x16x32xf32>, tensor<16x16x16xf32>
  }
  func.func private @relu(%arg0: tensor<4x16x128xf32>) -> tensor<4x16x128xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x16x128xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<4x16x128xf32>
    return %1 : tensor<4x16x128xf32>
  }
  func.func private @relu_0(%arg0: tensor<16x16x32xf32>) -> tensor<16x16x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x16x32xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<16x16x32xf32>
    return %1 : tensor<16x16x32xf32>
  }
}
