module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64xbf16>, %arg1: tensor<32xbf16>, %arg2: tensor<32xbf16>, %arg3: tensor<64x32x2x2xbf16>, %arg4: tensor<10xbf16>, %arg5: tensor<64x10xbf16>, %arg6: tensor<64xbf16>, %arg7: tensor<64xbf16>, %arg8: tensor<32xbf16>, %arg9: tensor<32x1x7x7xbf16>, %arg10: tensor<32xbf16>, %arg11: tensor<32xbf16>, %arg12: tensor<32xbf16>, %arg13: tensor<128xbf16>, %arg14: tensor<32x128xbf16>, %arg15: tensor<32xbf16>, %arg16: tensor<128x32xbf16>, %arg17: tensor<32xbf16>, %arg18: tensor<32x1x7x7xbf16>, %arg19: tensor<32xbf16>, %arg20: tensor<32xbf16>, %arg21: tensor<32xbf16>, %arg22: tensor<128xbf16>, %arg23: tensor<32x128xbf16>, %arg24: tensor<32xbf16>, %arg25: tensor<128x32xbf16>, %arg26: tensor<64xbf16>, %arg27: tensor<64x1x7x7xbf16>, %arg28: tensor<64xbf16>, %arg29: tensor<64xbf16>, %arg30: tensor<64xbf16>, %arg31: tensor<256xbf16>, %arg32: tensor<64x256xbf16>, %arg33: tensor<64xbf16>, %arg34: tensor<256x64xbf16>, %arg35: tensor<32xbf16>, %arg36: tensor<32xbf16>, %arg37: tensor<32xbf16>, %arg38: tensor<32x3x4x4xbf16>, %arg39: tensor<2x3x32x32xbf16>) -> (tensor<2x10xbf16> {jax.result_info = "result"}) {
    %0 = stablehlo.convolution(%arg39, %arg38) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [4, 4], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x3x32x32xbf16>, tensor<32x3x4x4xbf16>) -> tensor<2x32x8x8xbf16>
    %1 = stablehlo.broadcast_in_dim %arg35, dims = [0] : (tensor<32xbf16>) -> tensor<32x1x1xbf16>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1, 2, 3] : (tensor<32x1x1xbf16>) -> tensor<1x32x1x1xbf16>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2, 3] : (tensor<1x32x1x1xbf16>) -> tensor<2x32x8x8xbf16>
    %4 = stablehlo.add %0, %3 : tensor<2x32x8x8xbf16>
    %5 = stablehlo.convert %4 : (tensor<2x32x8x8xbf16>) -> tensor<2x32x8x8xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%5 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<2x32x8x8xf32>, tensor<f32>) -> tensor<2x8x8xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x1x8x8xf32>
    %cst_0 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x1x8x8xf32>
    %9 = stablehlo.divide %7, %8 : tensor<2x1x8x8xf32>
    %10 = stablehlo.convert %9 : (tensor<2x1x8x8xf32>) -> tensor<2x1x8x8xbf16>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1, 2, 3] : (tensor<2x1x8x8xbf16>) -> tensor<2x32x8x8xbf16>
    %12 = stablehlo.subtract %4, %11 : tensor<2x32x8x8xbf16>
    %13 = stablehlo.multiply %12, %12 : tensor<2x32x8x8xbf16>
    %14 = stablehlo.convert %13 : (tensor<2x32x8x8xbf16>) -> tensor<2x32x8x8xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.reduce(%14 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<2x32x8x8xf32>, tensor<f32>) -> tensor<2x8x8xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x1x8x8xf32>
    %cst_2 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x1x8x8xf32>
    %18 = stablehlo.divide %16, %17 : tensor<2x1x8x8xf32>
    %19 = stablehlo.convert %18 : (tensor<2x1x8x8xf32>) -> tensor<2x1x8x8xbf16>
    %20 = stablehlo.broadcast_in_dim %10, dims = [0, 1, 2, 3] : (tensor<2x1x8x8xbf16>) -> tensor<2x32x8x8xbf16>
    %21 = stablehlo.subtract %4, %20 : tensor<2x32x8x8xbf16>
    %cst_3 = stablehlo.constant dense<9.983770e-07> : tensor<bf16>
    %22 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<bf16>) -> tensor<2x1x8x8xbf16>
    %23 = stablehlo.add %19, %22 : tensor<2x1x8x8xbf16>
    %24 = stablehlo.sqrt %23 : tensor<2x1x8x8xbf16>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2, 3] : (tensor<2x1x8x8xbf16>) -> tensor<2x32x8x8xbf16>
    %26 = stablehlo.divide %21, %25 : tensor<2x32x8x8xbf16>
    %27 = stablehlo.broadcast_in_dim %arg37, dims = [0] : (tensor<32xbf16>) -> tensor<32x1x1xbf16>
    %28 = stablehlo.broadcast_in_dim %27, dims = [1, 2, 3] : (tensor<32x1x1xbf16>) -> tensor<1x32x1x1xbf16>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2, 3] : (tensor<1x32x1x1xbf16>) -> tensor<2x32x8x8xbf16>
    %30 = stablehlo.multiply %29, %26 : tensor<2x32x8x8xbf16>
    %31 = stablehlo.broadcast_in_dim %arg36, dims = [0] : (tensor<32xbf16>) -> tensor<32x1x1xbf16>
    %32 = stablehlo.broadcast_in_dim %31, dims = [1, 2, 3] : (tensor<32x1x1xbf16>) -> tensor<1x32x1x1xbf16>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2, 3] : (tensor<1x32x1x1xbf16>) -> tensor<2x32x8x8xbf16>
    %34 = stablehlo.add %30, %33 : tensor<2x32x8x8xbf16>
    %35 = stablehlo.convolution(%34, %arg9) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 32 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x32x8x8xbf16>, tensor<32x1x7x7xbf16>) -> tensor<2x32x8x8xbf16>
    %36 = stablehlo.broadcast_in_dim %arg8, dims = [0] : (tensor<32xbf16>) -> tensor<32x1x1xbf16>
    %37 = stablehlo.broadcast_in_dim %36, dims = [1, 2, 3] : (tensor<32x1x1xbf16>) -> tensor<1x32x1x1xbf16>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2, 3] : (tensor<1x32x1x1xbf16>) -> tensor<2x32x8x8xbf16>
    %39 = stablehlo.add %35, %38 : tensor<2x32x8x8xbf16>
    %40 = stablehlo.transpose %39, dims = [0, 2, 3, 1] : (tensor<2x32x8x8xbf16>) -> tensor<2x8x8x32xbf16>
    %41 = stablehlo.convert %40 : (tensor<2x8x8x32xbf16>) -> tensor<2x8x8x32xf32>
    %42 = chlo.square %41 : tensor<2x8x8x32xf32> -> tensor<2x8x8x32xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %43 = stablehlo.reduce(%41 init: %cst_4) applies stablehlo.add across dimensions = [3] : (tensor<2x8x8x32xf32>, tensor<f32>) -> tensor<2x8x8xf32>
    %cst_5 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x8x8xf32>
    %45 = stablehlo.divide %43, %44 : tensor<2x8x8xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %46 = stablehlo.reduce(%42 init: %cst_6) applies stablehlo.add across dimensions = [3] : (tensor<2x8x8x32xf32>, tensor<f32>) -> tensor<2x8x8xf32>
    %cst_7 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x8x8xf32>
    %48 = stablehlo.divide %46, %47 : tensor<2x8x8xf32>
    %49 = chlo.square %45 : tensor<2x8x8xf32> -> tensor<2x8x8xf32>
    %50 = stablehlo.subtract %48, %49 : tensor<2x8x8xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x8x8xf32>
    %52 = stablehlo.maximum %51, %50 : tensor<2x8x8xf32>
    %53 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2] : (tensor<2x8x8xf32>) -> tensor<2x8x8x1xf32>
    %54 = stablehlo.broadcast_in_dim %52, dims = [0, 1, 2] : (tensor<2x8x8xf32>) -> tensor<2x8x8x1xf32>
    %55 = stablehlo.convert %40 : (tensor<2x8x8x32xbf16>) -> tensor<2x8x8x32xf32>
    %56 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 2, 3] : (tensor<2x8x8x1xf32>) -> tensor<2x8x8x32xf32>
    %57 = stablehlo.subtract %55, %56 : tensor<2x8x8x32xf32>
    %cst_9 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x8x8x1xf32>
    %59 = stablehlo.add %54, %58 : tensor<2x8x8x1xf32>
    %60 = stablehlo.rsqrt %59 : tensor<2x8x8x1xf32>
    %61 = stablehlo.reshape %arg12 : (tensor<32xbf16>) -> tensor<1x1x1x32xbf16>
    %62 = stablehlo.convert %61 : (tensor<1x1x1x32xbf16>) -> tensor<1x1x1x32xf32>
    %63 = stablehlo.broadcast_in_dim %60, dims = [0, 1, 2, 3] : (tensor<2x8x8x1xf32>) -> tensor<2x8x8x32xf32>
    %64 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<2x8x8x32xf32>
    %65 = stablehlo.multiply %63, %64 : tensor<2x8x8x32xf32>
    %66 = stablehlo.multiply %57, %65 : tensor<2x8x8x32xf32>
    %67 = stablehlo.reshape %arg11 : (tensor<32xbf16>) -> tensor<1x1x1x32xbf16>
    %68 = stablehlo.convert %67 : (tensor<1x1x1x32xbf16>) -> tensor<1x1x1x32xf32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<2x8x8x32xf32>
    %70 = stablehlo.add %66, %69 : tensor<2x8x8x32xf32>
    %71 = stablehlo.convert %70 : (tensor<2x8x8x32xf32>) -> tensor<2x8x8x32xbf16>
    %72 = stablehlo.dot_general %71, %arg14, contracting_dims = [3] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x8x32xbf16>, tensor<32x128xbf16>) -> tensor<2x8x8x128xbf16>
    %73 = stablehlo.reshape %arg13 : (tensor<128xbf16>) -> tensor<1x1x1x128xbf16>
    %74 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xbf16>) -> tensor<2x8x8x128xbf16>
    %75 = stablehlo.add %72, %74 : tensor<2x8x8x128xbf16>
    %cst_10 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %76 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<bf16>) -> tensor<2x8x8x128xbf16>
    %77 = stablehlo.multiply %76, %75 : tensor<2x8x8x128xbf16>
    %78 = stablehlo.negate %75 : tensor<2x8x8x128xbf16>
    %cst_11 = stablehlo.constant dense<7.070310e-01> : tensor<bf16>
    %79 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<bf16>) -> tensor<2x8x8x128xbf16>
    %80 = stablehlo.multiply %78, %79 : tensor<2x8x8x128xbf16>
    %81 = chlo.erfc %80 : tensor<2x8x8x128xbf16> -> tensor<2x8x8x128xbf16>
    %82 = stablehlo.multiply %77, %81 : tensor<2x8x8x128xbf16>
    %83 = stablehlo.dot_general %82, %arg16, contracting_dims = [3] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x8x128xbf16>, tensor<128x32xbf16>) -> tensor<2x8x8x32xbf16>
    %84 = stablehlo.reshape %arg15 : (tensor<32xbf16>) -> tensor<1x1x1x32xbf16>
    %85 = stablehlo.broadcast_in_dim %84, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xbf16>) -> tensor<2x8x8x32xbf16>
    %86 = stablehlo.add %83, %85 : tensor<2x8x8x32xbf16>
    %87 = stablehlo.broadcast_in_dim %arg10, dims = [3] : (tensor<32xbf16>) -> tensor<1x1x1x32xbf16>
    %88 = stablehlo.broadcast_in_dim %87, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xbf16>) -> tensor<2x8x8x32xbf16>
    %89 = stablehlo.multiply %88, %86 : tensor<2x8x8x32xbf16>
    %90 = stablehlo.transpose %89, dims = [0, 3, 1, 2] : (tensor<2x8x8x32xbf16>) -> tensor<2x32x8x8xbf16>
    %91 = stablehlo.add %34, %90 : tensor<2x32x8x8xbf16>
    %92 = stablehlo.convolution(%91, %arg18) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 32 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x32x8x8xbf16>, tensor<32x1x7x7xbf16>) -> tensor<2x32x8x8xbf16>
    %93 = stablehlo.broadcast_in_dim %arg17, dims = [0] : (tensor<32xbf16>) -> tensor<32x1x1xbf16>
    %94 = stablehlo.broadcast_in_dim %93, dims = [1, 2, 3] : (tensor<32x1x1xbf16>) -> tensor<1x32x1x1xbf16>
    %95 = stablehlo.broadcast_in_dim %94, dims = [0, 1, 2, 3] : (tensor<1x32x1x1xbf16>) -> tensor<2x32x8x8xbf16>
    %96 = stablehlo.add %92, %95 : tensor<2x32x8x8xbf16>
    %97 = stablehlo.transpose %96, dims = [0, 2, 3, 1] : (tensor<2x32x8x8xbf16>) -> tensor<2x8x8x32xbf16>
    %98 = stablehlo.convert %97 : (tensor<2x8x8x32xbf16>) -> tensor<2x8x8x32xf32>
    %99 = chlo.square %98 : tensor<2x8x8x32xf32> -> tensor<2x8x8x32xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %100 = stablehlo.reduce(%98 init: %cst_12) applies stablehlo.add across dimensions = [3] : (tensor<2x8x8x32xf32>, tensor<f32>) -> tensor<2x8x8xf32>
    %cst_13 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %101 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2x8x8xf32>
    %102 = stablehlo.divide %100, %101 : tensor<2x8x8xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %103 = stablehlo.reduce(%99 init: %cst_14) applies stablehlo.add across dimensions = [3] : (tensor<2x8x8x32xf32>, tensor<f32>) -> tensor<2x8x8xf32>
    %cst_15 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %104 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2x8x8xf32>
    %105 = stablehlo.divide %103, %104 : tensor<2x8x8xf32>
    %106 = chlo.square %102 : tensor<2x8x8xf32> -> tensor<2x8x8xf32>
    %107 = stablehlo.subtract %105, %106 : tensor<2x8x8xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2x8x8xf32>
    %109 = stablehlo.maximum %108, %107 : tensor<2x8x8xf32>
    %110 = stablehlo.broadcast_in_dim %102, dims = [0, 1, 2] : (tensor<2x8x8xf32>) -> tensor<2x8x8x1xf32>
    %111 = stablehlo.broadcast_in_dim %109, dims = [0, 1, 2] : (tensor<2x8x8xf32>) -> tensor<2x8x8x1xf32>
    %112 = stablehlo.convert %97 : (tensor<2x8x8x32xbf16>) -> tensor<2x8x8x32xf32>
    %113 = stablehlo.broadcast_in_dim %110, dims = [0, 1, 2, 3] : (tensor<2x8x8x1xf32>) -> tensor<2x8x8x32xf32>
    %114 = stablehlo.subtract %112, %113 : tensor<2x8x8x32xf32>
    %cst_17 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %115 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2x8x8x1xf32>
    %116 = stablehlo.add %111, %115 : tensor<2x8x8x1xf32>
    %117 = stablehlo.rsqrt %116 : tensor<2x8x8x1xf32>
    %118 = stablehlo.reshape %arg21 : (tensor<32xbf16>) -> tensor<1x1x1x32xbf16>
    %119 = stablehlo.convert %118 : (tensor<1x1x1x32xbf16>) -> tensor<1x1x1x32xf32>
    %120 = stablehlo.broadcast_in_dim %117, dims = [0, 1, 2, 3] : (tensor<2x8x8x1xf32>) -> tensor<2x8x8x32xf32>
    %121 = stablehlo.broadcast_in_dim %119, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<2x8x8x32xf32>
    %122 = stablehlo.multiply %120, %121 : tensor<2x8x8x32xf32>
    %123 = stablehlo.multiply %114, %122 : tensor<2x8x8x32xf32>
    %124 = stablehlo.reshape %arg20 : (tensor<32xbf16>) -> tensor<1x1x1x32xbf16>
    %125 = stablehlo.convert %124 : (tensor<1x1x1x32xbf16>) -> tensor<1x1x1x32xf32>
    %126 = stablehlo.broadcast_in_dim %125, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<2x8x8x32xf32>
    %127 = stablehlo.add %123, %126 : tensor<2x8x8x32xf32>
    %128 = stablehlo.convert %127 : (tensor<2x8x8x32xf32>) -> tensor<2x8x8x32xbf16>
    %129 = stablehlo.dot_general %128, %arg23, contracting_dims = [3] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x8x32xbf16>, tensor<32x128xbf16>) -> tensor<2x8x8x128xbf16>
    %130 = stablehlo.reshape %arg22 : (tensor<128xbf16>) -> tensor<1x1x1x128xbf16>
    %131 = stablehlo.broadcast_in_dim %130, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xbf16>) -> tensor<2x8x8x128xbf16>
    %132 = stablehlo.add %129, %131 : tensor<2x8x8x128xbf16>
    %cst_18 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %133 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<bf16>) -> tensor<2x8x8x128xbf16>
    %134 = stablehlo.multiply %133, %132 : tensor<2x8x8x128xbf16>
    %135 = stablehlo.negate %132 : tensor<2x8x8x128xbf16>
    %cst_19 = stablehlo.constant dense<7.070310e-01> : tensor<bf16>
    %136 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<bf16>) -> tensor<2x8x8x128xbf16>
    %137 = stablehlo.multiply %135, %136 : tensor<2x8x8x128xbf16>
    %138 = chlo.erfc %137 : tensor<2x8x8x128xbf16> -> tensor<2x8x8x128xbf16>
    %139 = stablehlo.multiply %134, %138 : tensor<2x8x8x128xbf16>
    %140 = stablehlo.dot_general %139, %arg25, contracting_dims = [3] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x8x128xbf16>, tensor<128x32xbf16>) -> tensor<2x8x8x32xbf16>
    %141 = stablehlo.reshape %arg24 : (tensor<32xbf16>) -> tensor<1x1x1x32xbf16>
    %142 = stablehlo.broadcast_in_dim %141, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xbf16>) -> tensor<2x8x8x32xbf16>
    %143 = stablehlo.add %140, %142 : tensor<2x8x8x32xbf16>
    %144 = stablehlo.broadcast_in_dim %arg19, dims = [3] : (tensor<32xbf16>) -> tensor<1x1x1x32xbf16>
    %145 = stablehlo.broadcast_in_dim %144, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xbf16>) -> tensor<2x8x8x32xbf16>
    %146 = stablehlo.multiply %145, %143 : tensor<2x8x8x32xbf16>
    %147 = stablehlo.transpose %146, dims = [0, 3, 1, 2] : (tensor<2x8x8x32xbf16>) -> tensor<2x32x8x8xbf16>
    %148 = stablehlo.add %91, %147 : tensor<2x32x8x8xbf16>
    %149 = stablehlo.convert %148 : (tensor<2x32x8x8xbf16>) -> tensor<2x32x8x8xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %150 = stablehlo.reduce(%149 init: %cst_20) applies stablehlo.add across dimensions = [1] : (tensor<2x32x8x8xf32>, tensor<f32>) -> tensor<2x8x8xf32>
    %151 = stablehlo.broadcast_in_dim %150, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x1x8x8xf32>
    %cst_21 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %152 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<2x1x8x8xf32>
    %153 = stablehlo.divide %151, %152 : tensor<2x1x8x8xf32>
    %154 = stablehlo.convert %153 : (tensor<2x1x8x8xf32>) -> tensor<2x1x8x8xbf16>
    %155 = stablehlo.broadcast_in_dim %154, dims = [0, 1, 2, 3] : (tensor<2x1x8x8xbf16>) -> tensor<2x32x8x8xbf16>
    %156 = stablehlo.subtract %148, %155 : tensor<2x32x8x8xbf16>
    %157 = stablehlo.multiply %156, %156 : tensor<2x32x8x8xbf16>
    %158 = stablehlo.convert %157 : (tensor<2x32x8x8xbf16>) -> tensor<2x32x8x8xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %159 = stablehlo.reduce(%158 init: %cst_22) applies stablehlo.add across dimensions = [1] : (tensor<2x32x8x8xf32>, tensor<f32>) -> tensor<2x8x8xf32>
    %160 = stablehlo.broadcast_in_dim %159, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x1x8x8xf32>
    %cst_23 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %161 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<2x1x8x8xf32>
    %162 = stablehlo.divide %160, %161 : tensor<2x1x8x8xf32>
    %163 = stablehlo.convert %162 : (tensor<2x1x8x8xf32>) -> tensor<2x1x8x8xbf16>
    %164 = stablehlo.broadcast_in_dim %154, dims = [0, 1, 2, 3] : (tensor<2x1x8x8xbf16>) -> tensor<2x32x8x8xbf16>
    %165 = stablehlo.subtract %148, %164 : tensor<2x32x8x8xbf16>
    %cst_24 = stablehlo.constant dense<9.983770e-07> : tensor<bf16>
    %166 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<bf16>) -> tensor<2x1x8x8xbf16>
    %167 = stablehlo.add %163, %166 : tensor<2x1x8x8xbf16>
    %168 = stablehlo.sqrt %167 : tensor<2x1x8x8xbf16>
    %169 = stablehlo.broadcast_in_dim %168, dims = [0, 1, 2, 3] : (tensor<2x1x8x8xbf16>) -> tensor<2x32x8x8xbf16>
    %170 = stablehlo.divide %165, %169 : tensor<2x32x8x8xbf16>
    %171 = stablehlo.broadcast_in_dim %arg2, dims = [0] : (tensor<32xbf16>) -> tensor<32x1x1xbf16>
    %172 = stablehlo.broadcast_in_dim %171, dims = [1, 2, 3] : (tensor<32x1x1xbf16>) -> tensor<1x32x1x1xbf16>
    %173 = stablehlo.broadcast_in_dim %172, dims = [0, 1, 2, 3] : (tensor<1x32x1x1xbf16>) -> tensor<2x32x8x8xbf16>
    %174 = stablehlo.multiply %173, %170 : tensor<2x32x8x8xbf16>
    %175 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<32xbf16>) -> tensor<32x1x1xbf16>
    %176 = stablehlo.broadcast_in_dim %175, dims = [1, 2, 3] : (tensor<32x1x1xbf16>) -> tensor<1x32x1x1xbf16>
    %177 = stablehlo.broadcast_in_dim %176, dims = [0, 1, 2, 3] : (tensor<1x32x1x1xbf16>) -> tensor<2x32x8x8xbf16>
    %178 = stablehlo.add %174, %177 : tensor<2x32x8x8xbf16>
    %179 = stablehlo.convolution(%178, %arg3) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x32x8x8xbf16>, tensor<64x32x2x2xbf16>) -> tensor<2x64x4x4xbf16>
    %180 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<64xbf16>) -> tensor<64x1x1xbf16>
    %181 = stablehlo.broadcast_in_dim %180, dims = [1, 2, 3] : (tensor<64x1x1xbf16>) -> tensor<1x64x1x1xbf16>
    %182 = stablehlo.broadcast_in_dim %181, dims = [0, 1, 2, 3] : (tensor<1x64x1x1xbf16>) -> tensor<2x64x4x4xbf16>
    %183 = stablehlo.add %179, %182 : tensor<2x64x4x4xbf16>
    %184 = stablehlo.convolution(%183, %arg27) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 64 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x64x4x4xbf16>, tensor<64x1x7x7xbf16>) -> tensor<2x64x4x4xbf16>
    %185 = stablehlo.broadcast_in_dim %arg26, dims = [0] : (tensor<64xbf16>) -> tensor<64x1x1xbf16>
    %186 = stablehlo.broadcast_in_dim %185, dims = [1, 2, 3] : (tensor<64x1x1xbf16>) -> tensor<1x64x1x1xbf16>
    %187 = stablehlo.broadcast_in_dim %186, dims = [0, 1, 2, 3] : (tensor<1x64x1x1xbf16>) -> tensor<2x64x4x4xbf16>
    %188 = stablehlo.add %184, %187 : tensor<2x64x4x4xbf16>
    %189 = stablehlo.transpose %188, dims = [0, 2, 3, 1] : (tensor<2x64x4x4xbf16>) -> tensor<2x4x4x64xbf16>
    %190 = stablehlo.convert %189 : (tensor<2x4x4x64xbf16>) -> tensor<2x4x4x64xf32>
    %191 = chlo.square %190 : tensor<2x4x4x64xf32> -> tensor<2x4x4x64xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %192 = stablehlo.reduce(%190 init: %cst_25) applies stablehlo.add across dimensions = [3] : (tensor<2x4x4x64xf32>, tensor<f32>) -> tensor<2x4x4xf32>
    %cst_26 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %193 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<2x4x4xf32>
    %194 = stablehlo.divide %192, %193 : tensor<2x4x4xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %195 = stablehlo.reduce(%191 init: %cst_27) applies stablehlo.add across dimensions = [3] : (tensor<2x4x4x64xf32>, tensor<f32>) -> tensor<2x4x4xf32>
    %cst_28 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %196 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<2x4x4xf32>
    %197 = stablehlo.divide %195, %196 : tensor<2x4x4xf32>
    %198 = chlo.square %194 : tensor<2x4x4xf32> -> tensor<2x4x4xf32>
    %199 = stablehlo.subtract %197, %198 : tensor<2x4x4xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %200 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<2x4x4xf32>
    %201 = stablehlo.maximum %200, %199 : tensor<2x4x4xf32>
    %202 = stablehlo.broadcast_in_dim %194, dims = [0, 1, 2] : (tensor<2x4x4xf32>) -> tensor<2x4x4x1xf32>
    %203 = stablehlo.broadcast_in_dim %201, dims = [0, 1, 2] : (tensor<2x4x4xf32>) -> tensor<2x4x4x1xf32>
    %204 = stablehlo.convert %189 : (tensor<2x4x4x64xbf16>) -> tensor<2x4x4x64xf32>
    %205 = stablehlo.broadcast_in_dim %202, dims = [0, 1, 2, 3] : (tensor<2x4x4x1xf32>) -> tensor<2x4x4x64xf32>
    %206 = stablehlo.subtract %204, %205 : tensor<2x4x4x64xf32>
    %cst_30 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %207 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<2x4x4x1xf32>
    %208 = stablehlo.add %203, %207 : tensor<2x4x4x1xf32>
    %209 = stablehlo.rsqrt %208 : tensor<2x4x4x1xf32>
    %210 = stablehlo.reshape %arg30 : (tensor<64xbf16>) -> tensor<1x1x1x64xbf16>
    %211 = stablehlo.convert %210 : (tensor<1x1x1x64xbf16>) -> tensor<1x1x1x64xf32>
    %212 = stablehlo.broadcast_in_dim %209, dims = [0, 1, 2, 3] : (tensor<2x4x4x1xf32>) -> tensor<2x4x4x64xf32>
    %213 = stablehlo.broadcast_in_dim %211, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<2x4x4x64xf32>
    %214 = stablehlo.multiply %212, %213 : tensor<2x4x4x64xf32>
    %215 = stablehlo.multiply %206, %214 : tensor<2x4x4x64xf32>
    %216 = stablehlo.reshape %arg29 : (tensor<64xbf16>) -> tensor<1x1x1x64xbf16>
    %217 = stablehlo.convert %216 : (tensor<1x1x1x64xbf16>) -> tensor<1x1x1x64xf32>
    %218 = stablehlo.broadcast_in_dim %217, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<2x4x4x64xf32>
    %219 = stablehlo.add %215, %218 : tensor<2x4x4x64xf32>
    %220 = stablehlo.convert %219 : (tensor<2x4x4x64xf32>) -> tensor<2x4x4x64xbf16>
    %221 = stablehlo.dot_general %220, %arg32, contracting_dims = [3] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x4x4x64xbf16>, tensor<64x256xbf16>) -> tensor<2x4x4x256xbf16>
    %222 = stablehlo.reshape %arg31 : (tensor<256xbf16>) -> tensor<1x1x1x256xbf16>
    %223 = stablehlo.broadcast_in_dim %222, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xbf16>) -> tensor<2x4x4x256xbf16>
    %224 = stablehlo.add %221, %223 : tensor<2x4x4x256xbf16>
    %cst_31 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %225 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<bf16>) -> tensor<2x4x4x256xbf16>
    %226 = stablehlo.multiply %225, %224 : tensor<2x4x4x256xbf16>
    %227 = stablehlo.negate %224 : tensor<2x4x4x256xbf16>
    %cst_32 = stablehlo.constant dense<7.070310e-01> : tensor<bf16>
    %228 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<bf16>) -> tensor<2x4x4x256xbf16>
    %229 = stablehlo.multiply %227, %228 : tensor<2x4x4x256xbf16>
    %230 = chlo.erfc %229 : tensor<2x4x4x256xbf16> -> tensor<2x4x4x256xbf16>
    %231 = stablehlo.multiply %226, %230 : tensor<2x4x4x256xbf16>
    %232 = stablehlo.dot_general %231, %arg34, contracting_dims = [3] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x4x4x256xbf16>, tensor<256x64xbf16>) -> tensor<2x4x4x64xbf16>
    %233 = stablehlo.reshape %arg33 : (tensor<64xbf16>) -> tensor<1x1x1x64xbf16>
    %234 = stablehlo.broadcast_in_dim %233, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xbf16>) -> tensor<2x4x4x64xbf16>
    %235 = stablehlo.add %232, %234 : tensor<2x4x4x64xbf16>
    %236 = stablehlo.broadcast_in_dim %arg28, dims = [3] : (tensor<64xbf16>) -> tensor<1x1x1x64xbf16>
    %237 = stablehlo.broadcast_in_dim %236, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xbf16>) -> tensor<2x4x4x64xbf16>
    %238 = stablehlo.multiply %237, %235 : tensor<2x4x4x64xbf16>
    %239 = stablehlo.transpose %238, dims = [0, 3, 1, 2] : (tensor<2x4x4x64xbf16>) -> tensor<2x64x4x4xbf16>
    %240 = stablehlo.add %183, %239 : tensor<2x64x4x4xbf16>
    %241 = stablehlo.convert %240 : (tensor<2x64x4x4xbf16>) -> tensor<2x64x4x4xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %242 = stablehlo.reduce(%241 init: %cst_33) applies stablehlo.add across dimensions = [2, 3] : (tensor<2x64x4x4xf32>, tensor<f32>) -> tensor<2x64xf32>
    %cst_34 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %243 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %244 = stablehlo.divide %242, %243 : tensor<2x64xf32>
    %245 = stablehlo.convert %244 : (tensor<2x64xf32>) -> tensor<2x64xbf16>
    %246 = stablehlo.convert %245 : (tensor<2x64xbf16>) -> tensor<2x64xf32>
    %247 = chlo.square %246 : tensor<2x64xf32> -> tensor<2x64xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %248 = stablehlo.reduce(%246 init: %cst_35) applies stablehlo.add across dimensions = [1] : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %cst_36 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %249 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %250 = stablehlo.divide %248, %249 : tensor<2xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %251 = stablehlo.reduce(%247 init: %cst_37) applies stablehlo.add across dimensions = [1] : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %cst_38 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %252 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %253 = stablehlo.divide %251, %252 : tensor<2xf32>
    %254 = chlo.square %250 : tensor<2xf32> -> tensor<2xf32>
    %255 = stablehlo.subtract %253, %254 : tensor<2xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %256 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %257 = stablehlo.maximum %256, %255 : tensor<2xf32>
    %258 = stablehlo.broadcast_in_dim %250, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %259 = stablehlo.broadcast_in_dim %257, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %260 = stablehlo.convert %245 : (tensor<2x64xbf16>) -> tensor<2x64xf32>
    %261 = stablehlo.broadcast_in_dim %258, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x64xf32>
    %262 = stablehlo.subtract %260, %261 : tensor<2x64xf32>
    %cst_40 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %263 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<2x1xf32>
    %264 = stablehlo.add %259, %263 : tensor<2x1xf32>
    %265 = stablehlo.rsqrt %264 : tensor<2x1xf32>
    %266 = stablehlo.reshape %arg7 : (tensor<64xbf16>) -> tensor<1x64xbf16>
    %267 = stablehlo.convert %266 : (tensor<1x64xbf16>) -> tensor<1x64xf32>
    %268 = stablehlo.broadcast_in_dim %265, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x64xf32>
    %269 = stablehlo.broadcast_in_dim %267, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<2x64xf32>
    %270 = stablehlo.multiply %268, %269 : tensor<2x64xf32>
    %271 = stablehlo.multiply %262, %270 : tensor<2x64xf32>
    %272 = stablehlo.reshape %arg6 : (tensor<64xbf16>) -> tensor<1x64xbf16>
    %273 = stablehlo.convert %272 : (tensor<1x64xbf16>) -> tensor<1x64xf32>
    %274 = stablehlo.broadcast_in_dim %273, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<2x64xf32>
    %275 = stablehlo.add %271, %274 : tensor<2x64xf32>
    %276 = stablehlo.convert %275 : (tensor<2x64xf32>) -> tensor<2x64xbf16>
    %277 = stablehlo.dot_general %276, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x64xbf16>, tensor<64x10xbf16>) -> tensor<2x10xbf16>
    %278 = stablehlo.reshape %arg4 : (tensor<10xbf16>) -> tensor<1x10xbf16>
    %279 = stablehlo.broadcast_in_dim %278, dims = [0, 1] : (tensor<1x10xbf16>) -> tensor<2x10xbf16>
    %280 = stablehlo.add %277, %279 : tensor<2x10xbf16>
    return %280 : tensor<2x10xbf16>
  }
}
