module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32xbf16>, %arg1: tensor<32x32xbf16>, %arg2: tensor<32x32xbf16>, %arg3: tensor<32xbf16>, %arg4: tensor<32x32xbf16>, %arg5: tensor<32x32xbf16>, %arg6: tensor<32x32xbf16>, %arg7: tensor<32xbf16>, %arg8: tensor<32xbf16>, %arg9: tensor<32xbf16>, %arg10: tensor<32x32xbf16>, %arg11: tensor<32x32xbf16>, %arg12: tensor<32xbf16>, %arg13: tensor<32x32xbf16>, %arg14: tensor<32x32xbf16>, %arg15: tensor<32x32xbf16>, %arg16: tensor<32xbf16>, %arg17: tensor<32xbf16>, %arg18: tensor<128xbf16>, %arg19: tensor<32x128xbf16>, %arg20: tensor<32xbf16>, %arg21: tensor<128x32xbf16>, %arg22: tensor<32xbf16>, %arg23: tensor<32xbf16>, %arg24: tensor<8xbf16>, %arg25: tensor<32x8xbf16>, %arg26: tensor<32xbf16>, %arg27: tensor<32xbf16>, %arg28: tensor<16xbf16>, %arg29: tensor<64x16xbf16>, %arg30: tensor<8xbf16>, %arg31: tensor<32x8xbf16>, %arg32: tensor<16x2xbf16>, %arg33: tensor<16xbf16>, %arg34: tensor<16xbf16>, %arg35: tensor<32xbf16>, %arg36: tensor<16x32xbf16>, %arg37: tensor<16xbf16>, %arg38: tensor<32x16xbf16>, %arg39: tensor<16xbf16>, %arg40: tensor<16xbf16>, %arg41: tensor<16xbf16>, %arg42: tensor<16x16xbf16>, %arg43: tensor<16x16xbf16>, %arg44: tensor<16xbf16>, %arg45: tensor<16x16xbf16>, %arg46: tensor<16x16xbf16>, %arg47: tensor<16x16xbf16>, %arg48: tensor<16x2xbf16>, %arg49: tensor<16xbf16>, %arg50: tensor<16xbf16>, %arg51: tensor<16xbf16>, %arg52: tensor<16x16xbf16>, %arg53: tensor<16x16xbf16>, %arg54: tensor<16xbf16>, %arg55: tensor<16x16xbf16>, %arg56: tensor<16x16xbf16>, %arg57: tensor<16x16xbf16>, %arg58: tensor<16x2xbf16>, %arg59: tensor<16xbf16>, %arg60: tensor<16xbf16>, %arg61: tensor<16xbf16>, %arg62: tensor<16xbf16>, %arg63: tensor<16xbf16>, %arg64: tensor<16x16xbf16>, %arg65: tensor<16xbf16>, %arg66: tensor<16xbf16>, %arg67: tensor<16xbf16>, %arg68: tensor<16x16xbf16>, %arg69: tensor<16xbf16>, %arg70: tensor<16x16xbf16>, %arg71: tensor<16xbf16>, %arg72: tensor<16x16xbf16>, %arg73: tensor<16xbf16>, %arg74: tensor<16x16xbf16>, %arg75: tensor<16xbf16>, %arg76: tensor<16x16xbf16>, %arg77: tensor<16xbf16>, %arg78: tensor<16xbf16>, %arg79: tensor<16xbf16>, %arg80: tensor<16x16xbf16>, %arg81: tensor<16xbf16>, %arg82: tensor<16xbf16>, %arg83: tensor<16xbf16>, %arg84: tensor<16x16xbf16>, %arg85: tensor<16xbf16>, %arg86: tensor<16x16xbf16>, %arg87: tensor<16xbf16>, %arg88: tensor<16x16xbf16>, %arg89: tensor<16xbf16>, %arg90: tensor<16x16xbf16>, %arg91: tensor<16xbf16>, %arg92: tensor<16x16xbf16>, %arg93: tensor<4x16x32xbf16>, %arg94: tensor<16x16x16xbf16>) -> (tensor<4x16x32xbf16> {jax.result_info = "result[0]"}, tensor<16x16x16xbf16> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<4x16xbf16>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<16x16xbf16>
    %2 = stablehlo.convert %arg93 : (tensor<4x16x32xbf16>) -> tensor<4x16x32xf32>
    %3 = chlo.square %2 : tensor<4x16x32xf32> -> tensor<4x16x32xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%2 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<4x16xf32>
    %cst_2 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %6 = stablehlo.divide %4, %5 : tensor<4x16xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%3 init: %cst_3) applies stablehlo.add across dimensions = [2] : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<4x16xf32>
    %cst_4 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %9 = stablehlo.divide %7, %8 : tensor<4x16xf32>
    %10 = chlo.square %6 : tensor<4x16xf32> -> tensor<4x16xf32>
    %11 = stablehlo.subtract %9, %10 : tensor<4x16xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %13 = stablehlo.maximum %12, %11 : tensor<4x16xf32>
    %14 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %15 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %16 = stablehlo.convert %arg93 : (tensor<4x16x32xbf16>) -> tensor<4x16x32xf32>
    %17 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2] : (tensor<4x16x1xf32>) -> tensor<4x16x32xf32>
    %18 = stablehlo.subtract %16, %17 : tensor<4x16x32xf32>
    %cst_6 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<4x16x1xf32>
    %20 = stablehlo.add %15, %19 : tensor<4x16x1xf32>
    %21 = stablehlo.rsqrt %20 : tensor<4x16x1xf32>
    %22 = stablehlo.reshape %arg17 : (tensor<32xbf16>) -> tensor<1x1x32xbf16>
    %23 = stablehlo.convert %22 : (tensor<1x1x32xbf16>) -> tensor<1x1x32xf32>
    %24 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2] : (tensor<4x16x1xf32>) -> tensor<4x16x32xf32>
    %25 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<4x16x32xf32>
    %26 = stablehlo.multiply %24, %25 : tensor<4x16x32xf32>
    %27 = stablehlo.multiply %18, %26 : tensor<4x16x32xf32>
    %28 = stablehlo.reshape %arg16 : (tensor<32xbf16>) -> tensor<1x1x32xbf16>
    %29 = stablehlo.convert %28 : (tensor<1x1x32xbf16>) -> tensor<1x1x32xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<4x16x32xf32>
    %31 = stablehlo.add %27, %30 : tensor<4x16x32xf32>
    %32 = stablehlo.convert %31 : (tensor<4x16x32xf32>) -> tensor<4x16x32xbf16>
    %33 = stablehlo.convert %arg94 : (tensor<16x16x16xbf16>) -> tensor<16x16x16xf32>
    %34 = chlo.square %33 : tensor<16x16x16xf32> -> tensor<16x16x16xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %35 = stablehlo.reduce(%33 init: %cst_7) applies stablehlo.add across dimensions = [2] : (tensor<16x16x16xf32>, tensor<f32>) -> tensor<16x16xf32>
    %cst_8 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %37 = stablehlo.divide %35, %36 : tensor<16x16xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %38 = stablehlo.reduce(%34 init: %cst_9) applies stablehlo.add across dimensions = [2] : (tensor<16x16x16xf32>, tensor<f32>) -> tensor<16x16xf32>
    %cst_10 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %40 = stablehlo.divide %38, %39 : tensor<16x16xf32>
    %41 = chlo.square %37 : tensor<16x16xf32> -> tensor<16x16xf32>
    %42 = stablehlo.subtract %40, %41 : tensor<16x16xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %44 = stablehlo.maximum %43, %42 : tensor<16x16xf32>
    %45 = stablehlo.broadcast_in_dim %37, dims = [0, 1] : (tensor<16x16xf32>) -> tensor<16x16x1xf32>
    %46 = stablehlo.broadcast_in_dim %44, dims = [0, 1] : (tensor<16x16xf32>) -> tensor<16x16x1xf32>
    %47 = stablehlo.convert %arg94 : (tensor<16x16x16xbf16>) -> tensor<16x16x16xf32>
    %48 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2] : (tensor<16x16x1xf32>) -> tensor<16x16x16xf32>
    %49 = stablehlo.subtract %47, %48 : tensor<16x16x16xf32>
    %cst_12 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<16x16x1xf32>
    %51 = stablehlo.add %46, %50 : tensor<16x16x1xf32>
    %52 = stablehlo.rsqrt %51 : tensor<16x16x1xf32>
    %53 = stablehlo.reshape %arg34 : (tensor<16xbf16>) -> tensor<1x1x16xbf16>
    %54 = stablehlo.convert %53 : (tensor<1x1x16xbf16>) -> tensor<1x1x16xf32>
    %55 = stablehlo.broadcast_in_dim %52, dims = [0, 1, 2] : (tensor<16x16x1xf32>) -> tensor<16x16x16xf32>
    %56 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<16x16x16xf32>
    %57 = stablehlo.multiply %55, %56 : tensor<16x16x16xf32>
    %58 = stablehlo.multiply %49, %57 : tensor<16x16x16xf32>
    %59 = stablehlo.reshape %arg33 : (tensor<16xbf16>) -> tensor<1x1x16xbf16>
    %60 = stablehlo.convert %59 : (tensor<1x1x16xbf16>) -> tensor<1x1x16xf32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<16x16x16xf32>
    %62 = stablehlo.add %58, %61 : tensor<16x16x16xf32>
    %63 = stablehlo.convert %62 : (tensor<16x16x16xf32>) -> tensor<16x16x16xbf16>
    %64 = stablehlo.dot_general %63, %arg32, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xbf16>, tensor<16x2xbf16>) -> tensor<16x16x2xbf16>
    %65 = stablehlo.transpose %64, dims = [2, 0, 1] : (tensor<16x16x2xbf16>) -> tensor<2x16x16xbf16>
    %66 = stablehlo.dot_general %32, %arg14, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16x32xbf16>, tensor<32x32xbf16>) -> tensor<4x16x32xbf16>
    %67 = stablehlo.reshape %66 : (tensor<4x16x32xbf16>) -> tensor<4x16x2x16xbf16>
    %cst_13 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %68 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<bf16>) -> tensor<4x16x2x16xbf16>
    %69 = stablehlo.multiply %67, %68 : tensor<4x16x2x16xbf16>
    %70 = stablehlo.dot_general %32, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16x32xbf16>, tensor<32x32xbf16>) -> tensor<4x16x32xbf16>
    %71 = stablehlo.reshape %70 : (tensor<4x16x32xbf16>) -> tensor<4x16x2x16xbf16>
    %72 = stablehlo.dot_general %32, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16x32xbf16>, tensor<32x32xbf16>) -> tensor<4x16x32xbf16>
    %73 = stablehlo.reshape %72 : (tensor<4x16x32xbf16>) -> tensor<4x16x2x16xbf16>
    %74 = stablehlo.dot_general %69, %71, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x16x2x16xbf16>, tensor<4x16x2x16xbf16>) -> tensor<4x2x16x16xbf16>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %75 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<bf16>) -> tensor<4x16xbf16>
    %76 = stablehlo.subtract %0, %75 : tensor<4x16xbf16>
    %cst_15 = stablehlo.constant dense<9.982440e+08> : tensor<bf16>
    %77 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<bf16>) -> tensor<4x16xbf16>
    %78 = stablehlo.multiply %77, %76 : tensor<4x16xbf16>
    %79 = stablehlo.broadcast_in_dim %78, dims = [0, 3] : (tensor<4x16xbf16>) -> tensor<4x1x1x16xbf16>
    %80 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2, 3] : (tensor<4x1x1x16xbf16>) -> tensor<4x2x16x16xbf16>
    %81 = stablehlo.add %74, %80 : tensor<4x2x16x16xbf16>
    %82 = stablehlo.broadcast_in_dim %65, dims = [1, 2, 3] : (tensor<2x16x16xbf16>) -> tensor<1x2x16x16xbf16>
    %83 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2, 3] : (tensor<1x2x16x16xbf16>) -> tensor<4x2x16x16xbf16>
    %84 = stablehlo.add %81, %83 : tensor<4x2x16x16xbf16>
    %cst_16 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %85 = stablehlo.reduce(%84 init: %cst_16) applies stablehlo.maximum across dimensions = [3] : (tensor<4x2x16x16xbf16>, tensor<bf16>) -> tensor<4x2x16xbf16>
    %cst_17 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %86 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<bf16>) -> tensor<4x2x16xbf16>
    %87 = stablehlo.maximum %86, %85 : tensor<4x2x16xbf16>
    %88 = stablehlo.broadcast_in_dim %87, dims = [0, 1, 2] : (tensor<4x2x16xbf16>) -> tensor<4x2x16x1xbf16>
    %89 = stablehlo.broadcast_in_dim %88, dims = [0, 1, 2, 3] : (tensor<4x2x16x1xbf16>) -> tensor<4x2x16x16xbf16>
    %90 = stablehlo.subtract %84, %89 : tensor<4x2x16x16xbf16>
    %91 = stablehlo.exponential %90 : tensor<4x2x16x16xbf16>
    %92 = stablehlo.convert %91 : (tensor<4x2x16x16xbf16>) -> tensor<4x2x16x16xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %93 = stablehlo.reduce(%92 init: %cst_18) applies stablehlo.add across dimensions = [3] : (tensor<4x2x16x16xf32>, tensor<f32>) -> tensor<4x2x16xf32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2] : (tensor<4x2x16xf32>) -> tensor<4x2x16x1xf32>
    %95 = stablehlo.convert %94 : (tensor<4x2x16x1xf32>) -> tensor<4x2x16x1xbf16>
    %96 = stablehlo.broadcast_in_dim %95, dims = [0, 1, 2, 3] : (tensor<4x2x16x1xbf16>) -> tensor<4x2x16x16xbf16>
    %97 = stablehlo.divide %91, %96 : tensor<4x2x16x16xbf16>
    %98 = stablehlo.dot_general %73, %97, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x16x2x16xbf16>, tensor<4x2x16x16xbf16>) -> tensor<4x2x16x16xbf16>
    %99 = stablehlo.transpose %98, dims = [0, 3, 1, 2] : (tensor<4x2x16x16xbf16>) -> tensor<4x16x2x16xbf16>
    %100 = stablehlo.dot_general %32, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16x32xbf16>, tensor<32x32xbf16>) -> tensor<4x16x32xbf16>
    %101 = stablehlo.reshape %arg9 : (tensor<32xbf16>) -> tensor<1x1x32xbf16>
    %102 = stablehlo.broadcast_in_dim %101, dims = [0, 1, 2] : (tensor<1x1x32xbf16>) -> tensor<4x16x32xbf16>
    %103 = stablehlo.add %100, %102 : tensor<4x16x32xbf16>
    %104 = stablehlo.negate %103 : tensor<4x16x32xbf16>
    %105 = stablehlo.exponential %104 : tensor<4x16x32xbf16>
    %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %106 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<bf16>) -> tensor<4x16x32xbf16>
    %107 = stablehlo.add %106, %105 : tensor<4x16x32xbf16>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %108 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<bf16>) -> tensor<4x16x32xbf16>
    %109 = stablehlo.divide %108, %107 : tensor<4x16x32xbf16>
    %110 = stablehlo.reshape %109 : (tensor<4x16x32xbf16>) -> tensor<4x16x2x16xbf16>
    %111 = stablehlo.multiply %99, %110 : tensor<4x16x2x16xbf16>
    %112 = stablehlo.reshape %111 : (tensor<4x16x2x16xbf16>) -> tensor<4x16x32xbf16>
    %113 = stablehlo.dot_general %112, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16x32xbf16>, tensor<32x32xbf16>) -> tensor<4x16x32xbf16>
    %114 = stablehlo.reshape %arg12 : (tensor<32xbf16>) -> tensor<1x1x32xbf16>
    %115 = stablehlo.broadcast_in_dim %114, dims = [0, 1, 2] : (tensor<1x1x32xbf16>) -> tensor<4x16x32xbf16>
    %116 = stablehlo.add %113, %115 : tensor<4x16x32xbf16>
    %117 = stablehlo.add %arg93, %116 : tensor<4x16x32xbf16>
    %118 = stablehlo.transpose %117, dims = [1, 0, 2] : (tensor<4x16x32xbf16>) -> tensor<16x4x32xbf16>
    %119 = stablehlo.convert %118 : (tensor<16x4x32xbf16>) -> tensor<16x4x32xf32>
    %120 = chlo.square %119 : tensor<16x4x32xf32> -> tensor<16x4x32xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %121 = stablehlo.reduce(%119 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<16x4x32xf32>, tensor<f32>) -> tensor<16x4xf32>
    %cst_22 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %122 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<16x4xf32>
    %123 = stablehlo.divide %121, %122 : tensor<16x4xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %124 = stablehlo.reduce(%120 init: %cst_23) applies stablehlo.add across dimensions = [2] : (tensor<16x4x32xf32>, tensor<f32>) -> tensor<16x4xf32>
    %cst_24 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<16x4xf32>
    %126 = stablehlo.divide %124, %125 : tensor<16x4xf32>
    %127 = chlo.square %123 : tensor<16x4xf32> -> tensor<16x4xf32>
    %128 = stablehlo.subtract %126, %127 : tensor<16x4xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %129 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<16x4xf32>
    %130 = stablehlo.maximum %129, %128 : tensor<16x4xf32>
    %131 = stablehlo.broadcast_in_dim %123, dims = [0, 1] : (tensor<16x4xf32>) -> tensor<16x4x1xf32>
    %132 = stablehlo.broadcast_in_dim %130, dims = [0, 1] : (tensor<16x4xf32>) -> tensor<16x4x1xf32>
    %133 = stablehlo.convert %118 : (tensor<16x4x32xbf16>) -> tensor<16x4x32xf32>
    %134 = stablehlo.broadcast_in_dim %131, dims = [0, 1, 2] : (tensor<16x4x1xf32>) -> tensor<16x4x32xf32>
    %135 = stablehlo.subtract %133, %134 : tensor<16x4x32xf32>
    %cst_26 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %136 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<16x4x1xf32>
    %137 = stablehlo.add %132, %136 : tensor<16x4x1xf32>
    %138 = stablehlo.rsqrt %137 : tensor<16x4x1xf32>
    %139 = stablehlo.reshape %arg8 : (tensor<32xbf16>) -> tensor<1x1x32xbf16>
    %140 = stablehlo.convert %139 : (tensor<1x1x32xbf16>) -> tensor<1x1x32xf32>
    %141 = stablehlo.broadcast_in_dim %138, dims = [0, 1, 2] : (tensor<16x4x1xf32>) -> tensor<16x4x32xf32>
    %142 = stablehlo.broadcast_in_dim %140, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<16x4x32xf32>
    %143 = stablehlo.multiply %141, %142 : tensor<16x4x32xf32>
    %144 = stablehlo.multiply %135, %143 : tensor<16x4x32xf32>
    %145 = stablehlo.reshape %arg7 : (tensor<32xbf16>) -> tensor<1x1x32xbf16>
    %146 = stablehlo.convert %145 : (tensor<1x1x32xbf16>) -> tensor<1x1x32xf32>
    %147 = stablehlo.broadcast_in_dim %146, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<16x4x32xf32>
    %148 = stablehlo.add %144, %147 : tensor<16x4x32xf32>
    %149 = stablehlo.convert %148 : (tensor<16x4x32xf32>) -> tensor<16x4x32xbf16>
    %150 = stablehlo.transpose %0, dims = [1, 0] : (tensor<4x16xbf16>) -> tensor<16x4xbf16>
    %151 = stablehlo.dot_general %149, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x4x32xbf16>, tensor<32x32xbf16>) -> tensor<16x4x32xbf16>
    %152 = stablehlo.reshape %151 : (tensor<16x4x32xbf16>) -> tensor<16x4x2x16xbf16>
    %cst_27 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %153 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<bf16>) -> tensor<16x4x2x16xbf16>
    %154 = stablehlo.multiply %152, %153 : tensor<16x4x2x16xbf16>
    %155 = stablehlo.dot_general %149, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x4x32xbf16>, tensor<32x32xbf16>) -> tensor<16x4x32xbf16>
    %156 = stablehlo.reshape %155 : (tensor<16x4x32xbf16>) -> tensor<16x4x2x16xbf16>
    %157 = stablehlo.dot_general %149, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x4x32xbf16>, tensor<32x32xbf16>) -> tensor<16x4x32xbf16>
    %158 = stablehlo.reshape %157 : (tensor<16x4x32xbf16>) -> tensor<16x4x2x16xbf16>
    %159 = stablehlo.dot_general %154, %156, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<16x4x2x16xbf16>, tensor<16x4x2x16xbf16>) -> tensor<16x2x4x4xbf16>
    %cst_28 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %160 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<bf16>) -> tensor<16x4xbf16>
    %161 = stablehlo.subtract %150, %160 : tensor<16x4xbf16>
    %cst_29 = stablehlo.constant dense<9.982440e+08> : tensor<bf16>
    %162 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<bf16>) -> tensor<16x4xbf16>
    %163 = stablehlo.multiply %162, %161 : tensor<16x4xbf16>
    %164 = stablehlo.broadcast_in_dim %163, dims = [0, 3] : (tensor<16x4xbf16>) -> tensor<16x1x1x4xbf16>
    %165 = stablehlo.broadcast_in_dim %164, dims = [0, 1, 2, 3] : (tensor<16x1x1x4xbf16>) -> tensor<16x2x4x4xbf16>
    %166 = stablehlo.add %159, %165 : tensor<16x2x4x4xbf16>
    %cst_30 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %167 = stablehlo.reduce(%166 init: %cst_30) applies stablehlo.maximum across dimensions = [3] : (tensor<16x2x4x4xbf16>, tensor<bf16>) -> tensor<16x2x4xbf16>
    %cst_31 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %168 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<bf16>) -> tensor<16x2x4xbf16>
    %169 = stablehlo.maximum %168, %167 : tensor<16x2x4xbf16>
    %170 = stablehlo.broadcast_in_dim %169, dims = [0, 1, 2] : (tensor<16x2x4xbf16>) -> tensor<16x2x4x1xbf16>
    %171 = stablehlo.broadcast_in_dim %170, dims = [0, 1, 2, 3] : (tensor<16x2x4x1xbf16>) -> tensor<16x2x4x4xbf16>
    %172 = stablehlo.subtract %166, %171 : tensor<16x2x4x4xbf16>
    %173 = stablehlo.exponential %172 : tensor<16x2x4x4xbf16>
    %174 = stablehlo.convert %173 : (tensor<16x2x4x4xbf16>) -> tensor<16x2x4x4xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %175 = stablehlo.reduce(%174 init: %cst_32) applies stablehlo.add across dimensions = [3] : (tensor<16x2x4x4xf32>, tensor<f32>) -> tensor<16x2x4xf32>
    %176 = stablehlo.broadcast_in_dim %175, dims = [0, 1, 2] : (tensor<16x2x4xf32>) -> tensor<16x2x4x1xf32>
    %177 = stablehlo.convert %176 : (tensor<16x2x4x1xf32>) -> tensor<16x2x4x1xbf16>
    %178 = stablehlo.broadcast_in_dim %177, dims = [0, 1, 2, 3] : (tensor<16x2x4x1xbf16>) -> tensor<16x2x4x4xbf16>
    %179 = stablehlo.divide %173, %178 : tensor<16x2x4x4xbf16>
    %180 = stablehlo.dot_general %158, %179, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<16x4x2x16xbf16>, tensor<16x2x4x4xbf16>) -> tensor<16x2x16x4xbf16>
    %181 = stablehlo.transpose %180, dims = [0, 3, 1, 2] : (tensor<16x2x16x4xbf16>) -> tensor<16x4x2x16xbf16>
    %182 = stablehlo.dot_general %149, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x4x32xbf16>, tensor<32x32xbf16>) -> tensor<16x4x32xbf16>
    %183 = stablehlo.reshape %arg0 : (tensor<32xbf16>) -> tensor<1x1x32xbf16>
    %184 = stablehlo.broadcast_in_dim %183, dims = [0, 1, 2] : (tensor<1x1x32xbf16>) -> tensor<16x4x32xbf16>
    %185 = stablehlo.add %182, %184 : tensor<16x4x32xbf16>
    %186 = stablehlo.negate %185 : tensor<16x4x32xbf16>
    %187 = stablehlo.exponential %186 : tensor<16x4x32xbf16>
    %cst_33 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %188 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<bf16>) -> tensor<16x4x32xbf16>
    %189 = stablehlo.add %188, %187 : tensor<16x4x32xbf16>
    %cst_34 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %190 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<bf16>) -> tensor<16x4x32xbf16>
    %191 = stablehlo.divide %190, %189 : tensor<16x4x32xbf16>
    %192 = stablehlo.reshape %191 : (tensor<16x4x32xbf16>) -> tensor<16x4x2x16xbf16>
    %193 = stablehlo.multiply %181, %192 : tensor<16x4x2x16xbf16>
    %194 = stablehlo.reshape %193 : (tensor<16x4x2x16xbf16>) -> tensor<16x4x32xbf16>
    %195 = stablehlo.dot_general %194, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x4x32xbf16>, tensor<32x32xbf16>) -> tensor<16x4x32xbf16>
    %196 = stablehlo.reshape %arg3 : (tensor<32xbf16>) -> tensor<1x1x32xbf16>
    %197 = stablehlo.broadcast_in_dim %196, dims = [0, 1, 2] : (tensor<1x1x32xbf16>) -> tensor<16x4x32xbf16>
    %198 = stablehlo.add %195, %197 : tensor<16x4x32xbf16>
    %199 = stablehlo.transpose %198, dims = [1, 0, 2] : (tensor<16x4x32xbf16>) -> tensor<4x16x32xbf16>
    %200 = stablehlo.add %117, %199 : tensor<4x16x32xbf16>
    %201 = stablehlo.convert %200 : (tensor<4x16x32xbf16>) -> tensor<4x16x32xf32>
    %202 = chlo.square %201 : tensor<4x16x32xf32> -> tensor<4x16x32xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %203 = stablehlo.reduce(%201 init: %cst_35) applies stablehlo.add across dimensions = [2] : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<4x16xf32>
    %cst_36 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %204 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %205 = stablehlo.divide %203, %204 : tensor<4x16xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %206 = stablehlo.reduce(%202 init: %cst_37) applies stablehlo.add across dimensions = [2] : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<4x16xf32>
    %cst_38 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %207 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %208 = stablehlo.divide %206, %207 : tensor<4x16xf32>
    %209 = chlo.square %205 : tensor<4x16xf32> -> tensor<4x16xf32>
    %210 = stablehlo.subtract %208, %209 : tensor<4x16xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %211 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %212 = stablehlo.maximum %211, %210 : tensor<4x16xf32>
    %213 = stablehlo.broadcast_in_dim %205, dims = [0, 1] : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %214 = stablehlo.broadcast_in_dim %212, dims = [0, 1] : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %215 = stablehlo.convert %200 : (tensor<4x16x32xbf16>) -> tensor<4x16x32xf32>
    %216 = stablehlo.broadcast_in_dim %213, dims = [0, 1, 2] : (tensor<4x16x1xf32>) -> tensor<4x16x32xf32>
    %217 = stablehlo.subtract %215, %216 : tensor<4x16x32xf32>
    %cst_40 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %218 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<4x16x1xf32>
    %219 = stablehlo.add %214, %218 : tensor<4x16x1xf32>
    %220 = stablehlo.rsqrt %219 : tensor<4x16x1xf32>
    %221 = stablehlo.reshape %arg23 : (tensor<32xbf16>) -> tensor<1x1x32xbf16>
    %222 = stablehlo.convert %221 : (tensor<1x1x32xbf16>) -> tensor<1x1x32xf32>
    %223 = stablehlo.broadcast_in_dim %220, dims = [0, 1, 2] : (tensor<4x16x1xf32>) -> tensor<4x16x32xf32>
    %224 = stablehlo.broadcast_in_dim %222, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<4x16x32xf32>
    %225 = stablehlo.multiply %223, %224 : tensor<4x16x32xf32>
    %226 = stablehlo.multiply %217, %225 : tensor<4x16x32xf32>
    %227 = stablehlo.reshape %arg22 : (tensor<32xbf16>) -> tensor<1x1x32xbf16>
    %228 = stablehlo.convert %227 : (tensor<1x1x32xbf16>) -> tensor<1x1x32xf32>
    %229 = stablehlo.broadcast_in_dim %228, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<4x16x32xf32>
    %230 = stablehlo.add %226, %229 : tensor<4x16x32xf32>
    %231 = stablehlo.convert %230 : (tensor<4x16x32xf32>) -> tensor<4x16x32xbf16>
    %232 = stablehlo.dot_general %231, %arg19, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16x32xbf16>, tensor<32x128xbf16>) -> tensor<4x16x128xbf16>
    %233 = stablehlo.reshape %arg18 : (tensor<128xbf16>) -> tensor<1x1x128xbf16>
    %234 = stablehlo.broadcast_in_dim %233, dims = [0, 1, 2] : (tensor<1x1x128xbf16>) -> tensor<4x16x128xbf16>
    %235 = stablehlo.add %232, %234 : tensor<4x16x128xbf16>
    %236 = call @relu(%235) : (tensor<4x16x128xbf16>) -> tensor<4x16x128xbf16>
    %237 = stablehlo.dot_general %236, %arg21, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16x128xbf16>, tensor<128x32xbf16>) -> tensor<4x16x32xbf16>
    %238 = stablehlo.reshape %arg20 : (tensor<32xbf16>) -> tensor<1x1x32xbf16>
    %239 = stablehlo.broadcast_in_dim %238, dims = [0, 1, 2] : (tensor<1x1x32xbf16>) -> tensor<4x16x32xbf16>
    %240 = stablehlo.add %237, %239 : tensor<4x16x32xbf16>
    %241 = stablehlo.add %200, %240 : tensor<4x16x32xbf16>
    %242 = stablehlo.convert %241 : (tensor<4x16x32xbf16>) -> tensor<4x16x32xf32>
    %243 = chlo.square %242 : tensor<4x16x32xf32> -> tensor<4x16x32xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %244 = stablehlo.reduce(%242 init: %cst_41) applies stablehlo.add across dimensions = [2] : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<4x16xf32>
    %cst_42 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %245 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %246 = stablehlo.divide %244, %245 : tensor<4x16xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %247 = stablehlo.reduce(%243 init: %cst_43) applies stablehlo.add across dimensions = [2] : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<4x16xf32>
    %cst_44 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %248 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %249 = stablehlo.divide %247, %248 : tensor<4x16xf32>
    %250 = chlo.square %246 : tensor<4x16xf32> -> tensor<4x16xf32>
    %251 = stablehlo.subtract %249, %250 : tensor<4x16xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %252 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %253 = stablehlo.maximum %252, %251 : tensor<4x16xf32>
    %254 = stablehlo.broadcast_in_dim %246, dims = [0, 1] : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %255 = stablehlo.broadcast_in_dim %253, dims = [0, 1] : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %256 = stablehlo.convert %241 : (tensor<4x16x32xbf16>) -> tensor<4x16x32xf32>
    %257 = stablehlo.broadcast_in_dim %254, dims = [0, 1, 2] : (tensor<4x16x1xf32>) -> tensor<4x16x32xf32>
    %258 = stablehlo.subtract %256, %257 : tensor<4x16x32xf32>
    %cst_46 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %259 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<4x16x1xf32>
    %260 = stablehlo.add %255, %259 : tensor<4x16x1xf32>
    %261 = stablehlo.rsqrt %260 : tensor<4x16x1xf32>
    %262 = stablehlo.reshape %arg27 : (tensor<32xbf16>) -> tensor<1x1x32xbf16>
    %263 = stablehlo.convert %262 : (tensor<1x1x32xbf16>) -> tensor<1x1x32xf32>
    %264 = stablehlo.broadcast_in_dim %261, dims = [0, 1, 2] : (tensor<4x16x1xf32>) -> tensor<4x16x32xf32>
    %265 = stablehlo.broadcast_in_dim %263, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<4x16x32xf32>
    %266 = stablehlo.multiply %264, %265 : tensor<4x16x32xf32>
    %267 = stablehlo.multiply %258, %266 : tensor<4x16x32xf32>
    %268 = stablehlo.reshape %arg26 : (tensor<32xbf16>) -> tensor<1x1x32xbf16>
    %269 = stablehlo.convert %268 : (tensor<1x1x32xbf16>) -> tensor<1x1x32xf32>
    %270 = stablehlo.broadcast_in_dim %269, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<4x16x32xf32>
    %271 = stablehlo.add %267, %270 : tensor<4x16x32xf32>
    %272 = stablehlo.convert %271 : (tensor<4x16x32xf32>) -> tensor<4x16x32xbf16>
    %273 = stablehlo.dot_general %272, %arg25, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16x32xbf16>, tensor<32x8xbf16>) -> tensor<4x16x8xbf16>
    %274 = stablehlo.reshape %arg24 : (tensor<8xbf16>) -> tensor<1x1x8xbf16>
    %275 = stablehlo.broadcast_in_dim %274, dims = [0, 1, 2] : (tensor<1x1x8xbf16>) -> tensor<4x16x8xbf16>
    %276 = stablehlo.add %273, %275 : tensor<4x16x8xbf16>
    %277 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<4x16xbf16>) -> tensor<4x16x1xbf16>
    %278 = stablehlo.broadcast_in_dim %277, dims = [0, 1, 2] : (tensor<4x16x1xbf16>) -> tensor<4x16x8xbf16>
    %279 = stablehlo.multiply %276, %278 : tensor<4x16x8xbf16>
    %280 = stablehlo.dot_general %272, %arg31, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16x32xbf16>, tensor<32x8xbf16>) -> tensor<4x16x8xbf16>
    %281 = stablehlo.reshape %arg30 : (tensor<8xbf16>) -> tensor<1x1x8xbf16>
    %282 = stablehlo.broadcast_in_dim %281, dims = [0, 1, 2] : (tensor<1x1x8xbf16>) -> tensor<4x16x8xbf16>
    %283 = stablehlo.add %280, %282 : tensor<4x16x8xbf16>
    %284 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<4x16xbf16>) -> tensor<4x16x1xbf16>
    %285 = stablehlo.broadcast_in_dim %284, dims = [0, 1, 2] : (tensor<4x16x1xbf16>) -> tensor<4x16x8xbf16>
    %286 = stablehlo.multiply %283, %285 : tensor<4x16x8xbf16>
    %287 = stablehlo.dot_general %286, %279, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16x8xbf16>, tensor<4x16x8xbf16>) -> tensor<16x8x16x8xbf16>
    %288 = stablehlo.transpose %287, dims = [2, 0, 3, 1] : (tensor<16x8x16x8xbf16>) -> tensor<16x16x8x8xbf16>
    %289 = stablehlo.reshape %288 : (tensor<16x16x8x8xbf16>) -> tensor<16x16x64xbf16>
    %290 = stablehlo.dot_general %0, %0, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16xbf16>, tensor<4x16xbf16>) -> tensor<16x16xbf16>
    %291 = stablehlo.broadcast_in_dim %290, dims = [0, 1] : (tensor<16x16xbf16>) -> tensor<16x16x1xbf16>
    %292 = stablehlo.dot_general %289, %arg29, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16x64xbf16>, tensor<64x16xbf16>) -> tensor<16x16x16xbf16>
    %293 = stablehlo.reshape %arg28 : (tensor<16xbf16>) -> tensor<1x1x16xbf16>
    %294 = stablehlo.broadcast_in_dim %293, dims = [0, 1, 2] : (tensor<1x1x16xbf16>) -> tensor<16x16x16xbf16>
    %295 = stablehlo.add %292, %294 : tensor<16x16x16xbf16>
    %cst_47 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %296 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<bf16>) -> tensor<16x16x1xbf16>
    %297 = stablehlo.add %296, %291 : tensor<16x16x1xbf16>
    %298 = stablehlo.broadcast_in_dim %297, dims = [0, 1, 2] : (tensor<16x16x1xbf16>) -> tensor<16x16x16xbf16>
    %299 = stablehlo.divide %295, %298 : tensor<16x16x16xbf16>
    %300 = stablehlo.add %arg94, %299 : tensor<16x16x16xbf16>
    %301 = stablehlo.convert %300 : (tensor<16x16x16xbf16>) -> tensor<16x16x16xf32>
    %302 = chlo.square %301 : tensor<16x16x16xf32> -> tensor<16x16x16xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %303 = stablehlo.reduce(%301 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<16x16x16xf32>, tensor<f32>) -> tensor<16x16xf32>
    %cst_49 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %304 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %305 = stablehlo.divide %303, %304 : tensor<16x16xf32>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %306 = stablehlo.reduce(%302 init: %cst_50) applies stablehlo.add across dimensions = [2] : (tensor<16x16x16xf32>, tensor<f32>) -> tensor<16x16xf32>
    %cst_51 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %307 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %308 = stablehlo.divide %306, %307 : tensor<16x16xf32>
    %309 = chlo.square %305 : tensor<16x16xf32> -> tensor<16x16xf32>
    %310 = stablehlo.subtract %308, %309 : tensor<16x16xf32>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %311 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %312 = stablehlo.maximum %311, %310 : tensor<16x16xf32>
    %313 = stablehlo.broadcast_in_dim %305, dims = [0, 1] : (tensor<16x16xf32>) -> tensor<16x16x1xf32>
    %314 = stablehlo.broadcast_in_dim %312, dims = [0, 1] : (tensor<16x16xf32>) -> tensor<16x16x1xf32>
    %315 = stablehlo.convert %300 : (tensor<16x16x16xbf16>) -> tensor<16x16x16xf32>
    %316 = stablehlo.broadcast_in_dim %313, dims = [0, 1, 2] : (tensor<16x16x1xf32>) -> tensor<16x16x16xf32>
    %317 = stablehlo.subtract %315, %316 : tensor<16x16x16xf32>
    %cst_53 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %318 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<16x16x1xf32>
    %319 = stablehlo.add %314, %318 : tensor<16x16x1xf32>
    %320 = stablehlo.rsqrt %319 : tensor<16x16x1xf32>
    %321 = stablehlo.reshape %arg82 : (tensor<16xbf16>) -> tensor<1x1x16xbf16>
    %322 = stablehlo.convert %321 : (tensor<1x1x16xbf16>) -> tensor<1x1x16xf32>
    %323 = stablehlo.broadcast_in_dim %320, dims = [0, 1, 2] : (tensor<16x16x1xf32>) -> tensor<16x16x16xf32>
    %324 = stablehlo.broadcast_in_dim %322, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<16x16x16xf32>
    %325 = stablehlo.multiply %323, %324 : tensor<16x16x16xf32>
    %326 = stablehlo.multiply %317, %325 : tensor<16x16x16xf32>
    %327 = stablehlo.reshape %arg81 : (tensor<16xbf16>) -> tensor<1x1x16xbf16>
    %328 = stablehlo.convert %327 : (tensor<1x1x16xbf16>) -> tensor<1x1x16xf32>
    %329 = stablehlo.broadcast_in_dim %328, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<16x16x16xf32>
    %330 = stablehlo.add %326, %329 : tensor<16x16x16xf32>
    %331 = stablehlo.convert %330 : (tensor<16x16x16xf32>) -> tensor<16x16x16xbf16>
    %332 = stablehlo.dot_general %331, %arg86, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xbf16>, tensor<16x16xbf16>) -> tensor<16x16x16xbf16>
    %333 = stablehlo.reshape %arg85 : (tensor<16xbf16>) -> tensor<1x1x16xbf16>
    %334 = stablehlo.broadcast_in_dim %333, dims = [0, 1, 2] : (tensor<1x1x16xbf16>) -> tensor<16x16x16xbf16>
    %335 = stablehlo.add %332, %334 : tensor<16x16x16xbf16>
    %336 = stablehlo.negate %335 : tensor<16x16x16xbf16>
    %337 = stablehlo.exponential %336 : tensor<16x16x16xbf16>
    %cst_54 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %338 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<bf16>) -> tensor<16x16x16xbf16>
    %339 = stablehlo.add %338, %337 : tensor<16x16x16xbf16>
    %cst_55 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %340 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<bf16>) -> tensor<16x16x16xbf16>
    %341 = stablehlo.divide %340, %339 : tensor<16x16x16xbf16>
    %342 = stablehlo.dot_general %331, %arg92, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xbf16>, tensor<16x16xbf16>) -> tensor<16x16x16xbf16>
    %343 = stablehlo.reshape %arg91 : (tensor<16xbf16>) -> tensor<1x1x16xbf16>
    %344 = stablehlo.broadcast_in_dim %343, dims = [0, 1, 2] : (tensor<1x1x16xbf16>) -> tensor<16x16x16xbf16>
    %345 = stablehlo.add %342, %344 : tensor<16x16x16xbf16>
    %346 = stablehlo.negate %345 : tensor<16x16x16xbf16>
    %347 = stablehlo.exponential %346 : tensor<16x16x16xbf16>
    %cst_56 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %348 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<bf16>) -> tensor<16x16x16xbf16>
    %349 = stablehlo.add %348, %347 : tensor<16x16x16xbf16>
    %cst_57 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %350 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<bf16>) -> tensor<16x16x16xbf16>
    %351 = stablehlo.divide %350, %349 : tensor<16x16x16xbf16>
    %352 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<16x16xbf16>) -> tensor<16x16x1xbf16>
    %353 = stablehlo.broadcast_in_dim %352, dims = [0, 1, 2] : (tensor<16x16x1xbf16>) -> tensor<16x16x16xbf16>
    %354 = stablehlo.multiply %353, %341 : tensor<16x16x16xbf16>
    %355 = stablehlo.dot_general %331, %arg84, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xbf16>, tensor<16x16xbf16>) -> tensor<16x16x16xbf16>
    %356 = stablehlo.reshape %arg83 : (tensor<16xbf16>) -> tensor<1x1x16xbf16>
    %357 = stablehlo.broadcast_in_dim %356, dims = [0, 1, 2] : (tensor<1x1x16xbf16>) -> tensor<16x16x16xbf16>
    %358 = stablehlo.add %355, %357 : tensor<16x16x16xbf16>
    %359 = stablehlo.multiply %354, %358 : tensor<16x16x16xbf16>
    %360 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<16x16xbf16>) -> tensor<16x16x1xbf16>
    %361 = stablehlo.broadcast_in_dim %360, dims = [0, 1, 2] : (tensor<16x16x1xbf16>) -> tensor<16x16x16xbf16>
    %362 = stablehlo.multiply %361, %351 : tensor<16x16x16xbf16>
    %363 = stablehlo.dot_general %331, %arg90, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xbf16>, tensor<16x16xbf16>) -> tensor<16x16x16xbf16>
    %364 = stablehlo.reshape %arg89 : (tensor<16xbf16>) -> tensor<1x1x16xbf16>
    %365 = stablehlo.broadcast_in_dim %364, dims = [0, 1, 2] : (tensor<1x1x16xbf16>) -> tensor<16x16x16xbf16>
    %366 = stablehlo.add %363, %365 : tensor<16x16x16xbf16>
    %367 = stablehlo.multiply %362, %366 : tensor<16x16x16xbf16>
    %368 = stablehlo.dot_general %367, %359, batching_dims = [2] x [2], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xbf16>, tensor<16x16x16xbf16>) -> tensor<16x16x16xbf16>
    %369 = stablehlo.transpose %368, dims = [2, 1, 0] : (tensor<16x16x16xbf16>) -> tensor<16x16x16xbf16>
    %370 = stablehlo.convert %369 : (tensor<16x16x16xbf16>) -> tensor<16x16x16xf32>
    %371 = chlo.square %370 : tensor<16x16x16xf32> -> tensor<16x16x16xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %372 = stablehlo.reduce(%370 init: %cst_58) applies stablehlo.add across dimensions = [2] : (tensor<16x16x16xf32>, tensor<f32>) -> tensor<16x16xf32>
    %cst_59 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %373 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %374 = stablehlo.divide %372, %373 : tensor<16x16xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %375 = stablehlo.reduce(%371 init: %cst_60) applies stablehlo.add across dimensions = [2] : (tensor<16x16x16xf32>, tensor<f32>) -> tensor<16x16xf32>
    %cst_61 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %376 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %377 = stablehlo.divide %375, %376 : tensor<16x16xf32>
    %378 = chlo.square %374 : tensor<16x16xf32> -> tensor<16x16xf32>
    %379 = stablehlo.subtract %377, %378 : tensor<16x16xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %380 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %381 = stablehlo.maximum %380, %379 : tensor<16x16xf32>
    %382 = stablehlo.broadcast_in_dim %374, dims = [0, 1] : (tensor<16x16xf32>) -> tensor<16x16x1xf32>
    %383 = stablehlo.broadcast_in_dim %381, dims = [0, 1] : (tensor<16x16xf32>) -> tensor<16x16x1xf32>
    %384 = stablehlo.convert %369 : (tensor<16x16x16xbf16>) -> tensor<16x16x16xf32>
    %385 = stablehlo.broadcast_in_dim %382, dims = [0, 1, 2] : (tensor<16x16x1xf32>) -> tensor<16x16x16xf32>
    %386 = stablehlo.subtract %384, %385 : tensor<16x16x16xf32>
    %cst_63 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %387 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<16x16x1xf32>
    %388 = stablehlo.add %383, %387 : tensor<16x16x1xf32>
    %389 = stablehlo.rsqrt %388 : tensor<16x16x1xf32>
    %390 = stablehlo.reshape %arg78 : (tensor<16xbf16>) -> tensor<1x1x16xbf16>
    %391 = stablehlo.convert %390 : (tensor<1x1x16xbf16>) -> tensor<1x1x16xf32>
    %392 = stablehlo.broadcast_in_dim %389, dims = [0, 1, 2] : (tensor<16x16x1xf32>) -> tensor<16x16x16xf32>
    %393 = stablehlo.broadcast_in_dim %391, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<16x16x16xf32>
    %394 = stablehlo.multiply %392, %393 : tensor<16x16x16xf32>
    %395 = stablehlo.multiply %386, %394 : tensor<16x16x16xf32>
    %396 = stablehlo.reshape %arg77 : (tensor<16xbf16>) -> tensor<1x1x16xbf16>
    %397 = stablehlo.convert %396 : (tensor<1x1x16xbf16>) -> tensor<1x1x16xf32>
    %398 = stablehlo.broadcast_in_dim %397, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<16x16x16xf32>
    %399 = stablehlo.add %395, %398 : tensor<16x16x16xf32>
    %400 = stablehlo.convert %399 : (tensor<16x16x16xf32>) -> tensor<16x16x16xbf16>
    %401 = stablehlo.dot_general %331, %arg80, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xbf16>, tensor<16x16xbf16>) -> tensor<16x16x16xbf16>
    %402 = stablehlo.reshape %arg79 : (tensor<16xbf16>) -> tensor<1x1x16xbf16>
    %403 = stablehlo.broadcast_in_dim %402, dims = [0, 1, 2] : (tensor<1x1x16xbf16>) -> tensor<16x16x16xbf16>
    %404 = stablehlo.add %401, %403 : tensor<16x16x16xbf16>
    %405 = stablehlo.negate %404 : tensor<16x16x16xbf16>
    %406 = stablehlo.exponential %405 : tensor<16x16x16xbf16>
    %cst_64 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %407 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<bf16>) -> tensor<16x16x16xbf16>
    %408 = stablehlo.add %407, %406 : tensor<16x16x16xbf16>
    %cst_65 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %409 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<bf16>) -> tensor<16x16x16xbf16>
    %410 = stablehlo.divide %409, %408 : tensor<16x16x16xbf16>
    %411 = stablehlo.dot_general %400, %arg88, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xbf16>, tensor<16x16xbf16>) -> tensor<16x16x16xbf16>
    %412 = stablehlo.reshape %arg87 : (tensor<16xbf16>) -> tensor<1x1x16xbf16>
    %413 = stablehlo.broadcast_in_dim %412, dims = [0, 1, 2] : (tensor<1x1x16xbf16>) -> tensor<16x16x16xbf16>
    %414 = stablehlo.add %411, %413 : tensor<16x16x16xbf16>
    %415 = stablehlo.multiply %410, %414 : tensor<16x16x16xbf16>
    %416 = stablehlo.add %300, %415 : tensor<16x16x16xbf16>
    %417 = stablehlo.convert %416 : (tensor<16x16x16xbf16>) -> tensor<16x16x16xf32>
    %418 = chlo.square %417 : tensor<16x16x16xf32> -> tensor<16x16x16xf32>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %419 = stablehlo.reduce(%417 init: %cst_66) applies stablehlo.add across dimensions = [2] : (tensor<16x16x16xf32>, tensor<f32>) -> tensor<16x16xf32>
    %cst_67 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %420 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %421 = stablehlo.divide %419, %420 : tensor<16x16xf32>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %422 = stablehlo.reduce(%418 init: %cst_68) applies stablehlo.add across dimensions = [2] : (tensor<16x16x16xf32>, tensor<f32>) -> tensor<16x16xf32>
    %cst_69 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %423 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %424 = stablehlo.divide %422, %423 : tensor<16x16xf32>
    %425 = chlo.square %421 : tensor<16x16xf32> -> tensor<16x16xf32>
    %426 = stablehlo.subtract %424, %425 : tensor<16x16xf32>
    %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %427 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %428 = stablehlo.maximum %427, %426 : tensor<16x16xf32>
    %429 = stablehlo.broadcast_in_dim %421, dims = [0, 1] : (tensor<16x16xf32>) -> tensor<16x16x1xf32>
    %430 = stablehlo.broadcast_in_dim %428, dims = [0, 1] : (tensor<16x16xf32>) -> tensor<16x16x1xf32>
    %431 = stablehlo.convert %416 : (tensor<16x16x16xbf16>) -> tensor<16x16x16xf32>
    %432 = stablehlo.broadcast_in_dim %429, dims = [0, 1, 2] : (tensor<16x16x1xf32>) -> tensor<16x16x16xf32>
    %433 = stablehlo.subtract %431, %432 : tensor<16x16x16xf32>
    %cst_71 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %434 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<16x16x1xf32>
    %435 = stablehlo.add %430, %434 : tensor<16x16x1xf32>
    %436 = stablehlo.rsqrt %435 : tensor<16x16x1xf32>
    %437 = stablehlo.reshape %arg66 : (tensor<16xbf16>) -> tensor<1x1x16xbf16>
    %438 = stablehlo.convert %437 : (tensor<1x1x16xbf16>) -> tensor<1x1x16xf32>
    %439 = stablehlo.broadcast_in_dim %436, dims = [0, 1, 2] : (tensor<16x16x1xf32>) -> tensor<16x16x16xf32>
    %440 = stablehlo.broadcast_in_dim %438, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<16x16x16xf32>
    %441 = stablehlo.multiply %439, %440 : tensor<16x16x16xf32>
    %442 = stablehlo.multiply %433, %441 : tensor<16x16x16xf32>
    %443 = stablehlo.reshape %arg65 : (tensor<16xbf16>) -> tensor<1x1x16xbf16>
    %444 = stablehlo.convert %443 : (tensor<1x1x16xbf16>) -> tensor<1x1x16xf32>
    %445 = stablehlo.broadcast_in_dim %444, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<16x16x16xf32>
    %446 = stablehlo.add %442, %445 : tensor<16x16x16xf32>
    %447 = stablehlo.convert %446 : (tensor<16x16x16xf32>) -> tensor<16x16x16xbf16>
    %448 = stablehlo.dot_general %447, %arg70, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xbf16>, tensor<16x16xbf16>) -> tensor<16x16x16xbf16>
    %449 = stablehlo.reshape %arg69 : (tensor<16xbf16>) -> tensor<1x1x16xbf16>
    %450 = stablehlo.broadcast_in_dim %449, dims = [0, 1, 2] : (tensor<1x1x16xbf16>) -> tensor<16x16x16xbf16>
    %451 = stablehlo.add %448, %450 : tensor<16x16x16xbf16>
    %452 = stablehlo.negate %451 : tensor<16x16x16xbf16>
    %453 = stablehlo.exponential %452 : tensor<16x16x16xbf16>
    %cst_72 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %454 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<bf16>) -> tensor<16x16x16xbf16>
    %455 = stablehlo.add %454, %453 : tensor<16x16x16xbf16>
    %cst_73 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %456 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<bf16>) -> tensor<16x16x16xbf16>
    %457 = stablehlo.divide %456, %455 : tensor<16x16x16xbf16>
    %458 = stablehlo.dot_general %447, %arg76, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xbf16>, tensor<16x16xbf16>) -> tensor<16x16x16xbf16>
    %459 = stablehlo.reshape %arg75 : (tensor<16xbf16>) -> tensor<1x1x16xbf16>
    %460 = stablehlo.broadcast_in_dim %459, dims = [0, 1, 2] : (tensor<1x1x16xbf16>) -> tensor<16x16x16xbf16>
    %461 = stablehlo.add %458, %460 : tensor<16x16x16xbf16>
    %462 = stablehlo.negate %461 : tensor<16x16x16xbf16>
    %463 = stablehlo.exponential %462 : tensor<16x16x16xbf16>
    %cst_74 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %464 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<bf16>) -> tensor<16x16x16xbf16>
    %465 = stablehlo.add %464, %463 : tensor<16x16x16xbf16>
    %cst_75 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %466 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<bf16>) -> tensor<16x16x16xbf16>
    %467 = stablehlo.divide %466, %465 : tensor<16x16x16xbf16>
    %468 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<16x16xbf16>) -> tensor<16x16x1xbf16>
    %469 = stablehlo.broadcast_in_dim %468, dims = [0, 1, 2] : (tensor<16x16x1xbf16>) -> tensor<16x16x16xbf16>
    %470 = stablehlo.multiply %469, %457 : tensor<16x16x16xbf16>
    %471 = stablehlo.dot_general %447, %arg68, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xbf16>, tensor<16x16xbf16>) -> tensor<16x16x16xbf16>
    %472 = stablehlo.reshape %arg67 : (tensor<16xbf16>) -> tensor<1x1x16xbf16>
    %473 = stablehlo.broadcast_in_dim %472, dims = [0, 1, 2] : (tensor<1x1x16xbf16>) -> tensor<16x16x16xbf16>
    %474 = stablehlo.add %471, %473 : tensor<16x16x16xbf16>
    %475 = stablehlo.multiply %470, %474 : tensor<16x16x16xbf16>
    %476 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<16x16xbf16>) -> tensor<16x16x1xbf16>
    %477 = stablehlo.broadcast_in_dim %476, dims = [0, 1, 2] : (tensor<16x16x1xbf16>) -> tensor<16x16x16xbf16>
    %478 = stablehlo.multiply %477, %467 : tensor<16x16x16xbf16>
    %479 = stablehlo.dot_general %447, %arg74, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xbf16>, tensor<16x16xbf16>) -> tensor<16x16x16xbf16>
    %480 = stablehlo.reshape %arg73 : (tensor<16xbf16>) -> tensor<1x1x16xbf16>
    %481 = stablehlo.broadcast_in_dim %480, dims = [0, 1, 2] : (tensor<1x1x16xbf16>) -> tensor<16x16x16xbf16>
    %482 = stablehlo.add %479, %481 : tensor<16x16x16xbf16>
    %483 = stablehlo.multiply %478, %482 : tensor<16x16x16xbf16>
    %484 = stablehlo.dot_general %483, %475, batching_dims = [2] x [2], contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xbf16>, tensor<16x16x16xbf16>) -> tensor<16x16x16xbf16>
    %485 = stablehlo.transpose %484, dims = [1, 2, 0] : (tensor<16x16x16xbf16>) -> tensor<16x16x16xbf16>
    %486 = stablehlo.convert %485 : (tensor<16x16x16xbf16>) -> tensor<16x16x16xf32>
    %487 = chlo.square %486 : tensor<16x16x16xf32> -> tensor<16x16x16xf32>
    %cst_76 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %488 = stablehlo.reduce(%486 init: %cst_76) applies stablehlo.add across dimensions = [2] : (tensor<16x16x16xf32>, tensor<f32>) -> tensor<16x16xf32>
    %cst_77 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %489 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %490 = stablehlo.divide %488, %489 : tensor<16x16xf32>
    %cst_78 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %491 = stablehlo.reduce(%487 init: %cst_78) applies stablehlo.add across dimensions = [2] : (tensor<16x16x16xf32>, tensor<f32>) -> tensor<16x16xf32>
    %cst_79 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %492 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %493 = stablehlo.divide %491, %492 : tensor<16x16xf32>
    %494 = chlo.square %490 : tensor<16x16xf32> -> tensor<16x16xf32>
    %495 = stablehlo.subtract %493, %494 : tensor<16x16xf32>
    %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %496 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %497 = stablehlo.maximum %496, %495 : tensor<16x16xf32>
    %498 = stablehlo.broadcast_in_dim %490, dims = [0, 1] : (tensor<16x16xf32>) -> tensor<16x16x1xf32>
    %499 = stablehlo.broadcast_in_dim %497, dims = [0, 1] : (tensor<16x16xf32>) -> tensor<16x16x1xf32>
    %500 = stablehlo.convert %485 : (tensor<16x16x16xbf16>) -> tensor<16x16x16xf32>
    %501 = stablehlo.broadcast_in_dim %498, dims = [0, 1, 2] : (tensor<16x16x1xf32>) -> tensor<16x16x16xf32>
    %502 = stablehlo.subtract %500, %501 : tensor<16x16x16xf32>
    %cst_81 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %503 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<16x16x1xf32>
    %504 = stablehlo.add %499, %503 : tensor<16x16x1xf32>
    %505 = stablehlo.rsqrt %504 : tensor<16x16x1xf32>
    %506 = stablehlo.reshape %arg62 : (tensor<16xbf16>) -> tensor<1x1x16xbf16>
    %507 = stablehlo.convert %506 : (tensor<1x1x16xbf16>) -> tensor<1x1x16xf32>
    %508 = stablehlo.broadcast_in_dim %505, dims = [0, 1, 2] : (tensor<16x16x1xf32>) -> tensor<16x16x16xf32>
    %509 = stablehlo.broadcast_in_dim %507, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<16x16x16xf32>
    %510 = stablehlo.multiply %508, %509 : tensor<16x16x16xf32>
    %511 = stablehlo.multiply %502, %510 : tensor<16x16x16xf32>
    %512 = stablehlo.reshape %arg61 : (tensor<16xbf16>) -> tensor<1x1x16xbf16>
    %513 = stablehlo.convert %512 : (tensor<1x1x16xbf16>) -> tensor<1x1x16xf32>
    %514 = stablehlo.broadcast_in_dim %513, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<16x16x16xf32>
    %515 = stablehlo.add %511, %514 : tensor<16x16x16xf32>
    %516 = stablehlo.convert %515 : (tensor<16x16x16xf32>) -> tensor<16x16x16xbf16>
    %517 = stablehlo.dot_general %447, %arg64, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xbf16>, tensor<16x16xbf16>) -> tensor<16x16x16xbf16>
    %518 = stablehlo.reshape %arg63 : (tensor<16xbf16>) -> tensor<1x1x16xbf16>
    %519 = stablehlo.broadcast_in_dim %518, dims = [0, 1, 2] : (tensor<1x1x16xbf16>) -> tensor<16x16x16xbf16>
    %520 = stablehlo.add %517, %519 : tensor<16x16x16xbf16>
    %521 = stablehlo.negate %520 : tensor<16x16x16xbf16>
    %522 = stablehlo.exponential %521 : tensor<16x16x16xbf16>
    %cst_82 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %523 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<bf16>) -> tensor<16x16x16xbf16>
    %524 = stablehlo.add %523, %522 : tensor<16x16x16xbf16>
    %cst_83 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %525 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<bf16>) -> tensor<16x16x16xbf16>
    %526 = stablehlo.divide %525, %524 : tensor<16x16x16xbf16>
    %527 = stablehlo.dot_general %516, %arg72, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xbf16>, tensor<16x16xbf16>) -> tensor<16x16x16xbf16>
    %528 = stablehlo.reshape %arg71 : (tensor<16xbf16>) -> tensor<1x1x16xbf16>
    %529 = stablehlo.broadcast_in_dim %528, dims = [0, 1, 2] : (tensor<1x1x16xbf16>) -> tensor<16x16x16xbf16>
    %530 = stablehlo.add %527, %529 : tensor<16x16x16xbf16>
    %531 = stablehlo.multiply %526, %530 : tensor<16x16x16xbf16>
    %532 = stablehlo.add %416, %531 : tensor<16x16x16xbf16>
    %533 = stablehlo.convert %532 : (tensor<16x16x16xbf16>) -> tensor<16x16x16xf32>
    %534 = chlo.square %533 : tensor<16x16x16xf32> -> tensor<16x16x16xf32>
    %cst_84 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %535 = stablehlo.reduce(%533 init: %cst_84) applies stablehlo.add across dimensions = [2] : (tensor<16x16x16xf32>, tensor<f32>) -> tensor<16x16xf32>
    %cst_85 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %536 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %537 = stablehlo.divide %535, %536 : tensor<16x16xf32>
    %cst_86 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %538 = stablehlo.reduce(%534 init: %cst_86) applies stablehlo.add across dimensions = [2] : (tensor<16x16x16xf32>, tensor<f32>) -> tensor<16x16xf32>
    %cst_87 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %539 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %540 = stablehlo.divide %538, %539 : tensor<16x16xf32>
    %541 = chlo.square %537 : tensor<16x16xf32> -> tensor<16x16xf32>
    %542 = stablehlo.subtract %540, %541 : tensor<16x16xf32>
    %cst_88 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %543 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %544 = stablehlo.maximum %543, %542 : tensor<16x16xf32>
    %545 = stablehlo.broadcast_in_dim %537, dims = [0, 1] : (tensor<16x16xf32>) -> tensor<16x16x1xf32>
    %546 = stablehlo.broadcast_in_dim %544, dims = [0, 1] : (tensor<16x16xf32>) -> tensor<16x16x1xf32>
    %547 = stablehlo.convert %532 : (tensor<16x16x16xbf16>) -> tensor<16x16x16xf32>
    %548 = stablehlo.broadcast_in_dim %545, dims = [0, 1, 2] : (tensor<16x16x1xf32>) -> tensor<16x16x16xf32>
    %549 = stablehlo.subtract %547, %548 : tensor<16x16x16xf32>
    %cst_89 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %550 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<16x16x1xf32>
    %551 = stablehlo.add %546, %550 : tensor<16x16x1xf32>
    %552 = stablehlo.rsqrt %551 : tensor<16x16x1xf32>
    %553 = stablehlo.reshape %arg60 : (tensor<16xbf16>) -> tensor<1x1x16xbf16>
    %554 = stablehlo.convert %553 : (tensor<1x1x16xbf16>) -> tensor<1x1x16xf32>
    %555 = stablehlo.broadcast_in_dim %552, dims = [0, 1, 2] : (tensor<16x16x1xf32>) -> tensor<16x16x16xf32>
    %556 = stablehlo.broadcast_in_dim %554, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<16x16x16xf32>
    %557 = stablehlo.multiply %555, %556 : tensor<16x16x16xf32>
    %558 = stablehlo.multiply %549, %557 : tensor<16x16x16xf32>
    %559 = stablehlo.reshape %arg59 : (tensor<16xbf16>) -> tensor<1x1x16xbf16>
    %560 = stablehlo.convert %559 : (tensor<1x1x16xbf16>) -> tensor<1x1x16xf32>
    %561 = stablehlo.broadcast_in_dim %560, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<16x16x16xf32>
    %562 = stablehlo.add %558, %561 : tensor<16x16x16xf32>
    %563 = stablehlo.convert %562 : (tensor<16x16x16xf32>) -> tensor<16x16x16xbf16>
    %564 = stablehlo.dot_general %563, %arg58, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xbf16>, tensor<16x2xbf16>) -> tensor<16x16x2xbf16>
    %565 = stablehlo.transpose %564, dims = [2, 0, 1] : (tensor<16x16x2xbf16>) -> tensor<2x16x16xbf16>
    %566 = stablehlo.dot_general %563, %arg56, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xbf16>, tensor<16x16xbf16>) -> tensor<16x16x16xbf16>
    %567 = stablehlo.reshape %566 : (tensor<16x16x16xbf16>) -> tensor<16x16x2x8xbf16>
    %cst_90 = stablehlo.constant dense<3.535160e-01> : tensor<bf16>
    %568 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<bf16>) -> tensor<16x16x2x8xbf16>
    %569 = stablehlo.multiply %567, %568 : tensor<16x16x2x8xbf16>
    %570 = stablehlo.dot_general %563, %arg53, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xbf16>, tensor<16x16xbf16>) -> tensor<16x16x16xbf16>
    %571 = stablehlo.reshape %570 : (tensor<16x16x16xbf16>) -> tensor<16x16x2x8xbf16>
    %572 = stablehlo.dot_general %563, %arg57, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xbf16>, tensor<16x16xbf16>) -> tensor<16x16x16xbf16>
    %573 = stablehlo.reshape %572 : (tensor<16x16x16xbf16>) -> tensor<16x16x2x8xbf16>
    %574 = stablehlo.dot_general %569, %571, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<16x16x2x8xbf16>, tensor<16x16x2x8xbf16>) -> tensor<16x2x16x16xbf16>
    %cst_91 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %575 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<bf16>) -> tensor<16x16xbf16>
    %576 = stablehlo.subtract %1, %575 : tensor<16x16xbf16>
    %cst_92 = stablehlo.constant dense<9.982440e+08> : tensor<bf16>
    %577 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<bf16>) -> tensor<16x16xbf16>
    %578 = stablehlo.multiply %577, %576 : tensor<16x16xbf16>
    %579 = stablehlo.broadcast_in_dim %578, dims = [0, 3] : (tensor<16x16xbf16>) -> tensor<16x1x1x16xbf16>
    %580 = stablehlo.broadcast_in_dim %579, dims = [0, 1, 2, 3] : (tensor<16x1x1x16xbf16>) -> tensor<16x2x16x16xbf16>
    %581 = stablehlo.add %574, %580 : tensor<16x2x16x16xbf16>
    %582 = stablehlo.broadcast_in_dim %565, dims = [1, 2, 3] : (tensor<2x16x16xbf16>) -> tensor<1x2x16x16xbf16>
    %583 = stablehlo.broadcast_in_dim %582, dims = [0, 1, 2, 3] : (tensor<1x2x16x16xbf16>) -> tensor<16x2x16x16xbf16>
    %584 = stablehlo.add %581, %583 : tensor<16x2x16x16xbf16>
    %cst_93 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %585 = stablehlo.reduce(%584 init: %cst_93) applies stablehlo.maximum across dimensions = [3] : (tensor<16x2x16x16xbf16>, tensor<bf16>) -> tensor<16x2x16xbf16>
    %cst_94 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %586 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<bf16>) -> tensor<16x2x16xbf16>
    %587 = stablehlo.maximum %586, %585 : tensor<16x2x16xbf16>
    %588 = stablehlo.broadcast_in_dim %587, dims = [0, 1, 2] : (tensor<16x2x16xbf16>) -> tensor<16x2x16x1xbf16>
    %589 = stablehlo.broadcast_in_dim %588, dims = [0, 1, 2, 3] : (tensor<16x2x16x1xbf16>) -> tensor<16x2x16x16xbf16>
    %590 = stablehlo.subtract %584, %589 : tensor<16x2x16x16xbf16>
    %591 = stablehlo.exponential %590 : tensor<16x2x16x16xbf16>
    %592 = stablehlo.convert %591 : (tensor<16x2x16x16xbf16>) -> tensor<16x2x16x16xf32>
    %cst_95 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %593 = stablehlo.reduce(%592 init: %cst_95) applies stablehlo.add across dimensions = [3] : (tensor<16x2x16x16xf32>, tensor<f32>) -> tensor<16x2x16xf32>
    %594 = stablehlo.broadcast_in_dim %593, dims = [0, 1, 2] : (tensor<16x2x16xf32>) -> tensor<16x2x16x1xf32>
    %595 = stablehlo.convert %594 : (tensor<16x2x16x1xf32>) -> tensor<16x2x16x1xbf16>
    %596 = stablehlo.broadcast_in_dim %595, dims = [0, 1, 2, 3] : (tensor<16x2x16x1xbf16>) -> tensor<16x2x16x16xbf16>
    %597 = stablehlo.divide %591, %596 : tensor<16x2x16x16xbf16>
    %598 = stablehlo.dot_general %573, %597, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<16x16x2x8xbf16>, tensor<16x2x16x16xbf16>) -> tensor<16x2x8x16xbf16>
    %599 = stablehlo.transpose %598, dims = [0, 3, 1, 2] : (tensor<16x2x8x16xbf16>) -> tensor<16x16x2x8xbf16>
    %600 = stablehlo.dot_general %563, %arg52, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xbf16>, tensor<16x16xbf16>) -> tensor<16x16x16xbf16>
    %601 = stablehlo.reshape %arg51 : (tensor<16xbf16>) -> tensor<1x1x16xbf16>
    %602 = stablehlo.broadcast_in_dim %601, dims = [0, 1, 2] : (tensor<1x1x16xbf16>) -> tensor<16x16x16xbf16>
    %603 = stablehlo.add %600, %602 : tensor<16x16x16xbf16>
    %604 = stablehlo.negate %603 : tensor<16x16x16xbf16>
    %605 = stablehlo.exponential %604 : tensor<16x16x16xbf16>
    %cst_96 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %606 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<bf16>) -> tensor<16x16x16xbf16>
    %607 = stablehlo.add %606, %605 : tensor<16x16x16xbf16>
    %cst_97 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %608 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<bf16>) -> tensor<16x16x16xbf16>
    %609 = stablehlo.divide %608, %607 : tensor<16x16x16xbf16>
    %610 = stablehlo.reshape %609 : (tensor<16x16x16xbf16>) -> tensor<16x16x2x8xbf16>
    %611 = stablehlo.multiply %599, %610 : tensor<16x16x2x8xbf16>
    %612 = stablehlo.reshape %611 : (tensor<16x16x2x8xbf16>) -> tensor<16x16x16xbf16>
    %613 = stablehlo.dot_general %612, %arg55, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xbf16>, tensor<16x16xbf16>) -> tensor<16x16x16xbf16>
    %614 = stablehlo.reshape %arg54 : (tensor<16xbf16>) -> tensor<1x1x16xbf16>
    %615 = stablehlo.broadcast_in_dim %614, dims = [0, 1, 2] : (tensor<1x1x16xbf16>) -> tensor<16x16x16xbf16>
    %616 = stablehlo.add %613, %615 : tensor<16x16x16xbf16>
    %617 = stablehlo.add %532, %616 : tensor<16x16x16xbf16>
    %618 = stablehlo.transpose %617, dims = [1, 0, 2] : (tensor<16x16x16xbf16>) -> tensor<16x16x16xbf16>
    %619 = stablehlo.convert %618 : (tensor<16x16x16xbf16>) -> tensor<16x16x16xf32>
    %620 = chlo.square %619 : tensor<16x16x16xf32> -> tensor<16x16x16xf32>
    %cst_98 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %621 = stablehlo.reduce(%619 init: %cst_98) applies stablehlo.add across dimensions = [2] : (tensor<16x16x16xf32>, tensor<f32>) -> tensor<16x16xf32>
    %cst_99 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %622 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %623 = stablehlo.divide %621, %622 : tensor<16x16xf32>
    %cst_100 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %624 = stablehlo.reduce(%620 init: %cst_100) applies stablehlo.add across dimensions = [2] : (tensor<16x16x16xf32>, tensor<f32>) -> tensor<16x16xf32>
    %cst_101 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %625 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %626 = stablehlo.divide %624, %625 : tensor<16x16xf32>
    %627 = chlo.square %623 : tensor<16x16xf32> -> tensor<16x16xf32>
    %628 = stablehlo.subtract %626, %627 : tensor<16x16xf32>
    %cst_102 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %629 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %630 = stablehlo.maximum %629, %628 : tensor<16x16xf32>
    %631 = stablehlo.broadcast_in_dim %623, dims = [0, 1] : (tensor<16x16xf32>) -> tensor<16x16x1xf32>
    %632 = stablehlo.broadcast_in_dim %630, dims = [0, 1] : (tensor<16x16xf32>) -> tensor<16x16x1xf32>
    %633 = stablehlo.convert %618 : (tensor<16x16x16xbf16>) -> tensor<16x16x16xf32>
    %634 = stablehlo.broadcast_in_dim %631, dims = [0, 1, 2] : (tensor<16x16x1xf32>) -> tensor<16x16x16xf32>
    %635 = stablehlo.subtract %633, %634 : tensor<16x16x16xf32>
    %cst_103 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %636 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<16x16x1xf32>
    %637 = stablehlo.add %632, %636 : tensor<16x16x1xf32>
    %638 = stablehlo.rsqrt %637 : tensor<16x16x1xf32>
    %639 = stablehlo.reshape %arg50 : (tensor<16xbf16>) -> tensor<1x1x16xbf16>
    %640 = stablehlo.convert %639 : (tensor<1x1x16xbf16>) -> tensor<1x1x16xf32>
    %641 = stablehlo.broadcast_in_dim %638, dims = [0, 1, 2] : (tensor<16x16x1xf32>) -> tensor<16x16x16xf32>
    %642 = stablehlo.broadcast_in_dim %640, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<16x16x16xf32>
    %643 = stablehlo.multiply %641, %642 : tensor<16x16x16xf32>
    %644 = stablehlo.multiply %635, %643 : tensor<16x16x16xf32>
    %645 = stablehlo.reshape %arg49 : (tensor<16xbf16>) -> tensor<1x1x16xbf16>
    %646 = stablehlo.convert %645 : (tensor<1x1x16xbf16>) -> tensor<1x1x16xf32>
    %647 = stablehlo.broadcast_in_dim %646, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<16x16x16xf32>
    %648 = stablehlo.add %644, %647 : tensor<16x16x16xf32>
    %649 = stablehlo.convert %648 : (tensor<16x16x16xf32>) -> tensor<16x16x16xbf16>
    %650 = stablehlo.transpose %1, dims = [1, 0] : (tensor<16x16xbf16>) -> tensor<16x16xbf16>
    %651 = stablehlo.dot_general %649, %arg48, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xbf16>, tensor<16x2xbf16>) -> tensor<16x16x2xbf16>
    %652 = stablehlo.transpose %651, dims = [2, 0, 1] : (tensor<16x16x2xbf16>) -> tensor<2x16x16xbf16>
    %653 = stablehlo.dot_general %649, %arg46, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xbf16>, tensor<16x16xbf16>) -> tensor<16x16x16xbf16>
    %654 = stablehlo.reshape %653 : (tensor<16x16x16xbf16>) -> tensor<16x16x2x8xbf16>
    %cst_104 = stablehlo.constant dense<3.535160e-01> : tensor<bf16>
    %655 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<bf16>) -> tensor<16x16x2x8xbf16>
    %656 = stablehlo.multiply %654, %655 : tensor<16x16x2x8xbf16>
    %657 = stablehlo.dot_general %649, %arg43, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xbf16>, tensor<16x16xbf16>) -> tensor<16x16x16xbf16>
    %658 = stablehlo.reshape %657 : (tensor<16x16x16xbf16>) -> tensor<16x16x2x8xbf16>
    %659 = stablehlo.dot_general %649, %arg47, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xbf16>, tensor<16x16xbf16>) -> tensor<16x16x16xbf16>
    %660 = stablehlo.reshape %659 : (tensor<16x16x16xbf16>) -> tensor<16x16x2x8xbf16>
    %661 = stablehlo.dot_general %656, %658, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<16x16x2x8xbf16>, tensor<16x16x2x8xbf16>) -> tensor<16x2x16x16xbf16>
    %cst_105 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %662 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<bf16>) -> tensor<16x16xbf16>
    %663 = stablehlo.subtract %650, %662 : tensor<16x16xbf16>
    %cst_106 = stablehlo.constant dense<9.982440e+08> : tensor<bf16>
    %664 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<bf16>) -> tensor<16x16xbf16>
    %665 = stablehlo.multiply %664, %663 : tensor<16x16xbf16>
    %666 = stablehlo.broadcast_in_dim %665, dims = [0, 3] : (tensor<16x16xbf16>) -> tensor<16x1x1x16xbf16>
    %667 = stablehlo.broadcast_in_dim %666, dims = [0, 1, 2, 3] : (tensor<16x1x1x16xbf16>) -> tensor<16x2x16x16xbf16>
    %668 = stablehlo.add %661, %667 : tensor<16x2x16x16xbf16>
    %669 = stablehlo.broadcast_in_dim %652, dims = [1, 2, 3] : (tensor<2x16x16xbf16>) -> tensor<1x2x16x16xbf16>
    %670 = stablehlo.broadcast_in_dim %669, dims = [0, 1, 2, 3] : (tensor<1x2x16x16xbf16>) -> tensor<16x2x16x16xbf16>
    %671 = stablehlo.add %668, %670 : tensor<16x2x16x16xbf16>
    %cst_107 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %672 = stablehlo.reduce(%671 init: %cst_107) applies stablehlo.maximum across dimensions = [3] : (tensor<16x2x16x16xbf16>, tensor<bf16>) -> tensor<16x2x16xbf16>
    %cst_108 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %673 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<bf16>) -> tensor<16x2x16xbf16>
    %674 = stablehlo.maximum %673, %672 : tensor<16x2x16xbf16>
    %675 = stablehlo.broadcast_in_dim %674, dims = [0, 1, 2] : (tensor<16x2x16xbf16>) -> tensor<16x2x16x1xbf16>
    %676 = stablehlo.broadcast_in_dim %675, dims = [0, 1, 2, 3] : (tensor<16x2x16x1xbf16>) -> tensor<16x2x16x16xbf16>
    %677 = stablehlo.subtract %671, %676 : tensor<16x2x16x16xbf16>
    %678 = stablehlo.exponential %677 : tensor<16x2x16x16xbf16>
    %679 = stablehlo.convert %678 : (tensor<16x2x16x16xbf16>) -> tensor<16x2x16x16xf32>
    %cst_109 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %680 = stablehlo.reduce(%679 init: %cst_109) applies stablehlo.add across dimensions = [3] : (tensor<16x2x16x16xf32>, tensor<f32>) -> tensor<16x2x16xf32>
    %681 = stablehlo.broadcast_in_dim %680, dims = [0, 1, 2] : (tensor<16x2x16xf32>) -> tensor<16x2x16x1xf32>
    %682 = stablehlo.convert %681 : (tensor<16x2x16x1xf32>) -> tensor<16x2x16x1xbf16>
    %683 = stablehlo.broadcast_in_dim %682, dims = [0, 1, 2, 3] : (tensor<16x2x16x1xbf16>) -> tensor<16x2x16x16xbf16>
    %684 = stablehlo.divide %678, %683 : tensor<16x2x16x16xbf16>
    %685 = stablehlo.dot_general %660, %684, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<16x16x2x8xbf16>, tensor<16x2x16x16xbf16>) -> tensor<16x2x8x16xbf16>
    %686 = stablehlo.transpose %685, dims = [0, 3, 1, 2] : (tensor<16x2x8x16xbf16>) -> tensor<16x16x2x8xbf16>
    %687 = stablehlo.dot_general %649, %arg42, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xbf16>, tensor<16x16xbf16>) -> tensor<16x16x16xbf16>
    %688 = stablehlo.reshape %arg41 : (tensor<16xbf16>) -> tensor<1x1x16xbf16>
    %689 = stablehlo.broadcast_in_dim %688, dims = [0, 1, 2] : (tensor<1x1x16xbf16>) -> tensor<16x16x16xbf16>
    %690 = stablehlo.add %687, %689 : tensor<16x16x16xbf16>
    %691 = stablehlo.negate %690 : tensor<16x16x16xbf16>
    %692 = stablehlo.exponential %691 : tensor<16x16x16xbf16>
    %cst_110 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %693 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<bf16>) -> tensor<16x16x16xbf16>
    %694 = stablehlo.add %693, %692 : tensor<16x16x16xbf16>
    %cst_111 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %695 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<bf16>) -> tensor<16x16x16xbf16>
    %696 = stablehlo.divide %695, %694 : tensor<16x16x16xbf16>
    %697 = stablehlo.reshape %696 : (tensor<16x16x16xbf16>) -> tensor<16x16x2x8xbf16>
    %698 = stablehlo.multiply %686, %697 : tensor<16x16x2x8xbf16>
    %699 = stablehlo.reshape %698 : (tensor<16x16x2x8xbf16>) -> tensor<16x16x16xbf16>
    %700 = stablehlo.dot_general %699, %arg45, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xbf16>, tensor<16x16xbf16>) -> tensor<16x16x16xbf16>
    %701 = stablehlo.reshape %arg44 : (tensor<16xbf16>) -> tensor<1x1x16xbf16>
    %702 = stablehlo.broadcast_in_dim %701, dims = [0, 1, 2] : (tensor<1x1x16xbf16>) -> tensor<16x16x16xbf16>
    %703 = stablehlo.add %700, %702 : tensor<16x16x16xbf16>
    %704 = stablehlo.transpose %703, dims = [1, 0, 2] : (tensor<16x16x16xbf16>) -> tensor<16x16x16xbf16>
    %705 = stablehlo.add %617, %704 : tensor<16x16x16xbf16>
    %706 = stablehlo.convert %705 : (tensor<16x16x16xbf16>) -> tensor<16x16x16xf32>
    %707 = chlo.square %706 : tensor<16x16x16xf32> -> tensor<16x16x16xf32>
    %cst_112 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %708 = stablehlo.reduce(%706 init: %cst_112) applies stablehlo.add across dimensions = [2] : (tensor<16x16x16xf32>, tensor<f32>) -> tensor<16x16xf32>
    %cst_113 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %709 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %710 = stablehlo.divide %708, %709 : tensor<16x16xf32>
    %cst_114 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %711 = stablehlo.reduce(%707 init: %cst_114) applies stablehlo.add across dimensions = [2] : (tensor<16x16x16xf32>, tensor<f32>) -> tensor<16x16xf32>
    %cst_115 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %712 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %713 = stablehlo.divide %711, %712 : tensor<16x16xf32>
    %714 = chlo.square %710 : tensor<16x16xf32> -> tensor<16x16xf32>
    %715 = stablehlo.subtract %713, %714 : tensor<16x16xf32>
    %cst_116 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %716 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %717 = stablehlo.maximum %716, %715 : tensor<16x16xf32>
    %718 = stablehlo.broadcast_in_dim %710, dims = [0, 1] : (tensor<16x16xf32>) -> tensor<16x16x1xf32>
    %719 = stablehlo.broadcast_in_dim %717, dims = [0, 1] : (tensor<16x16xf32>) -> tensor<16x16x1xf32>
    %720 = stablehlo.convert %705 : (tensor<16x16x16xbf16>) -> tensor<16x16x16xf32>
    %721 = stablehlo.broadcast_in_dim %718, dims = [0, 1, 2] : (tensor<16x16x1xf32>) -> tensor<16x16x16xf32>
    %722 = stablehlo.subtract %720, %721 : tensor<16x16x16xf32>
    %cst_117 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %723 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<16x16x1xf32>
    %724 = stablehlo.add %719, %723 : tensor<16x16x1xf32>
    %725 = stablehlo.rsqrt %724 : tensor<16x16x1xf32>
    %726 = stablehlo.reshape %arg40 : (tensor<16xbf16>) -> tensor<1x1x16xbf16>
    %727 = stablehlo.convert %726 : (tensor<1x1x16xbf16>) -> tensor<1x1x16xf32>
    %728 = stablehlo.broadcast_in_dim %725, dims = [0, 1, 2] : (tensor<16x16x1xf32>) -> tensor<16x16x16xf32>
    %729 = stablehlo.broadcast_in_dim %727, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<16x16x16xf32>
    %730 = stablehlo.multiply %728, %729 : tensor<16x16x16xf32>
    %731 = stablehlo.multiply %722, %730 : tensor<16x16x16xf32>
    %732 = stablehlo.reshape %arg39 : (tensor<16xbf16>) -> tensor<1x1x16xbf16>
    %733 = stablehlo.convert %732 : (tensor<1x1x16xbf16>) -> tensor<1x1x16xf32>
    %734 = stablehlo.broadcast_in_dim %733, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<16x16x16xf32>
    %735 = stablehlo.add %731, %734 : tensor<16x16x16xf32>
    %736 = stablehlo.convert %735 : (tensor<16x16x16xf32>) -> tensor<16x16x16xbf16>
    %737 = stablehlo.dot_general %736, %arg36, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xbf16>, tensor<16x32xbf16>) -> tensor<16x16x32xbf16>
    %738 = stablehlo.reshape %arg35 : (tensor<32xbf16>) -> tensor<1x1x32xbf16>
    %739 = stablehlo.broadcast_in_dim %738, dims = [0, 1, 2] : (tensor<1x1x32xbf16>) -> tensor<16x16x32xbf16>
    %740 = stablehlo.add %737, %739 : tensor<16x16x32xbf16>
    %741 = call @relu_0(%740) : (tensor<16x16x32xbf16>) -> tensor<16x16x32xbf16>
    %742 = stablehlo.dot_general %741, %arg38, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16x32xbf16>, tensor<32x16xbf16>) -> tensor<16x16x16xbf16>
    %743 = stablehlo.reshape %arg37 : (tensor<16xbf16>) -> tensor<1x1x16xbf16>
    %744 = stablehlo.broadcast_in_dim %743, dims = [0, 1, 2] : (tensor<1x1x16xbf16>) -> tensor<16x16x16xbf16>
    %745 = stablehlo.add %742, %744 : tensor<16x16x16xbf16>
    %746 = stablehlo.add %705, %745 : tensor<16x16x16xbf16>
    return %241, %746 : tensor<4x16x32xbf16>, tensor<16x16x16xbf16>
  }
  func.func private @relu(%arg0: tensor<4x16x128xbf16>) -> tensor<4x16x128xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<4x16x128xbf16>
    %1 = stablehlo.maximum %arg0, %0 : tensor<4x16x128xbf16>
    return %1 : tensor<4x16x128xbf16>
  }
  func.func private @relu_0(%arg0: tensor<16x16x32xbf16>) -> tensor<16x16x32xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<16x16x32xbf16>
    %1 = stablehlo.maximum %arg0, %0 : tensor<16x16x32xbf16>
    return %1 : tensor<16x16x32xbf16>
  }
}
