module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64xf32>, %arg1: tensor<32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<64x32x2x2xf32>, %arg4: tensor<10xf32>, %arg5: tensor<64x10xf32>, %arg6: tensor<64xf32>, %arg7: tensor<64xf32>, %arg8: tensor<32xf32>, %arg9: tensor<32x1x7x7xf32>, %arg10: tensor<32xf32>, %arg11: tensor<32xf32>, %arg12: tensor<32xf32>, %arg13: tensor<128xf32>, %arg14: tensor<32x128xf32>, %arg15: tensor<32xf32>, %arg16: tensor<128x32xf32>, %arg17: tensor<32xf32>, %arg18: tensor<32x1x7x7xf32>, %arg19: tensor<32xf32>, %arg20: tensor<32xf32>, %arg21: tensor<32xf32>, %arg22: tensor<128xf32>, %arg23: tensor<32x128xf32>, %arg24: tensor<32xf32>, %arg25: tensor<128x32xf32>, %arg26: tensor<64xf32>, %arg27: tensor<64x1x7x7xf32>, %arg28: tensor<64xf32>, %arg29: tensor<64xf32>, %arg30: tensor<64xf32>, %arg31: tensor<256xf32>, %arg32: tensor<64x256xf32>, %arg33: tensor<64xf32>, %arg34: tensor<256x64xf32>, %arg35: tensor<32xf32>, %arg36: tensor<32xf32>, %arg37: tensor<32xf32>, %arg38: tensor<32x3x4x4xf32>, %arg39: tensor<2x3x32x32xf32>) -> (tensor<2x10xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.convolution(%arg39, %arg38) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [4, 4], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x3x32x32xf32>, tensor<32x3x4x4xf32>) -> tensor<2x32x8x8xf32>
    %1 = stablehlo.broadcast_in_dim %arg35, dims = [0] : (tensor<32xf32>) -> tensor<32x1x1xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1, 2, 3] : (tensor<32x1x1xf32>) -> tensor<1x32x1x1xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2, 3] : (tensor<1x32x1x1xf32>) -> tensor<2x32x8x8xf32>
    %4 = stablehlo.add %0, %3 : tensor<2x32x8x8xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%4 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<2x32x8x8xf32>, tensor<f32>) -> tensor<2x8x8xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x1x8x8xf32>
    %cst_0 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x1x8x8xf32>
    %8 = stablehlo.divide %6, %7 : tensor<2x1x8x8xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2, 3] : (tensor<2x1x8x8xf32>) -> tensor<2x32x8x8xf32>
    %10 = stablehlo.subtract %4, %9 : tensor<2x32x8x8xf32>
    %11 = stablehlo.multiply %10, %10 : tensor<2x32x8x8xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.reduce(%11 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<2x32x8x8xf32>, tensor<f32>) -> tensor<2x8x8xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x1x8x8xf32>
    %cst_2 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x1x8x8xf32>
    %15 = stablehlo.divide %13, %14 : tensor<2x1x8x8xf32>
    %16 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2, 3] : (tensor<2x1x8x8xf32>) -> tensor<2x32x8x8xf32>
    %17 = stablehlo.subtract %4, %16 : tensor<2x32x8x8xf32>
    %cst_3 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x1x8x8xf32>
    %19 = stablehlo.add %15, %18 : tensor<2x1x8x8xf32>
    %20 = stablehlo.sqrt %19 : tensor<2x1x8x8xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2, 3] : (tensor<2x1x8x8xf32>) -> tensor<2x32x8x8xf32>
    %22 = stablehlo.divide %17, %21 : tensor<2x32x8x8xf32>
    %23 = stablehlo.broadcast_in_dim %arg37, dims = [0] : (tensor<32xf32>) -> tensor<32x1x1xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [1, 2, 3] : (tensor<32x1x1xf32>) -> tensor<1x32x1x1xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2, 3] : (tensor<1x32x1x1xf32>) -> tensor<2x32x8x8xf32>
    %26 = stablehlo.multiply %25, %22 : tensor<2x32x8x8xf32>
    %27 = stablehlo.broadcast_in_dim %arg36, dims = [0] : (tensor<32xf32>) -> tensor<32x1x1xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [1, 2, 3] : (tensor<32x1x1xf32>) -> tensor<1x32x1x1xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2, 3] : (tensor<1x32x1x1xf32>) -> tensor<2x32x8x8xf32>
    %30 = stablehlo.add %26, %29 : tensor<2x32x8x8xf32>
    %31 = stablehlo.convolution(%30, %arg9) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 32 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x32x8x8xf32>, tensor<32x1x7x7xf32>) -> tensor<2x32x8x8xf32>
    %32 = stablehlo.broadcast_in_dim %arg8, dims = [0] : (tensor<32xf32>) -> tensor<32x1x1xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [1, 2, 3] : (tensor<32x1x1xf32>) -> tensor<1x32x1x1xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2, 3] : (tensor<1x32x1x1xf32>) -> tensor<2x32x8x8xf32>
    %35 = stablehlo.add %31, %34 : tensor<2x32x8x8xf32>
    %36 = stablehlo.transpose %35, dims = [0, 2, 3, 1] : (tensor<2x32x8x8xf32>) -> tensor<2x8x8x32xf32>
    %37 = chlo.square %36 : tensor<2x8x8x32xf32> -> tensor<2x8x8x32xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %38 = stablehlo.reduce(%36 init: %cst_4) applies stablehlo.add across dimensions = [3] : (tensor<2x8x8x32xf32>, tensor<f32>) -> tensor<2x8x8xf32>
    %cst_5 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x8x8xf32>
    %40 = stablehlo.divide %38, %39 : tensor<2x8x8xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %41 = stablehlo.reduce(%37 init: %cst_6) applies stablehlo.add across dimensions = [3] : (tensor<2x8x8x32xf32>, tensor<f32>) -> tensor<2x8x8xf32>
    %cst_7 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x8x8xf32>
    %43 = stablehlo.divide %41, %42 : tensor<2x8x8xf32>
    %44 = chlo.square %40 : tensor<2x8x8xf32> -> tensor<2x8x8xf32>
    %45 = stablehlo.subtract %43, %44 : tensor<2x8x8xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x8x8xf32>
    %47 = stablehlo.maximum %46, %45 : tensor<2x8x8xf32>
    %48 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2] : (tensor<2x8x8xf32>) -> tensor<2x8x8x1xf32>
    %49 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2] : (tensor<2x8x8xf32>) -> tensor<2x8x8x1xf32>
    %50 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2, 3] : (tensor<2x8x8x1xf32>) -> tensor<2x8x8x32xf32>
    %51 = stablehlo.subtract %36, %50 : tensor<2x8x8x32xf32>
    %cst_9 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x8x8x1xf32>
    %53 = stablehlo.add %49, %52 : tensor<2x8x8x1xf32>
    %54 = stablehlo.rsqrt %53 : tensor<2x8x8x1xf32>
    %55 = stablehlo.reshape %arg12 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %56 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 2, 3] : (tensor<2x8x8x1xf32>) -> tensor<2x8x8x32xf32>
    %57 = stablehlo.broadcast_in_dim %55, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<2x8x8x32xf32>
    %58 = stablehlo.multiply %56, %57 : tensor<2x8x8x32xf32>
    %59 = stablehlo.multiply %51, %58 : tensor<2x8x8x32xf32>
    %60 = stablehlo.reshape %arg11 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<2x8x8x32xf32>
    %62 = stablehlo.add %59, %61 : tensor<2x8x8x32xf32>
    %63 = stablehlo.dot_general %62, %arg14, contracting_dims = [3] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x8x32xf32>, tensor<32x128xf32>) -> tensor<2x8x8x128xf32>
    %64 = stablehlo.reshape %arg13 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<2x8x8x128xf32>
    %66 = stablehlo.add %63, %65 : tensor<2x8x8x128xf32>
    %cst_10 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2x8x8x128xf32>
    %68 = stablehlo.multiply %67, %66 : tensor<2x8x8x128xf32>
    %69 = stablehlo.negate %66 : tensor<2x8x8x128xf32>
    %cst_11 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x8x8x128xf32>
    %71 = stablehlo.multiply %69, %70 : tensor<2x8x8x128xf32>
    %72 = chlo.erfc %71 : tensor<2x8x8x128xf32> -> tensor<2x8x8x128xf32>
    %73 = stablehlo.multiply %68, %72 : tensor<2x8x8x128xf32>
    %74 = stablehlo.dot_general %73, %arg16, contracting_dims = [3] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x8x128xf32>, tensor<128x32xf32>) -> tensor<2x8x8x32xf32>
    %75 = stablehlo.reshape %arg15 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<2x8x8x32xf32>
    %77 = stablehlo.add %74, %76 : tensor<2x8x8x32xf32>
    %78 = stablehlo.broadcast_in_dim %arg10, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %79 = stablehlo.broadcast_in_dim %78, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<2x8x8x32xf32>
    %80 = stablehlo.multiply %79, %77 : tensor<2x8x8x32xf32>
    %81 = stablehlo.transpose %80, dims = [0, 3, 1, 2] : (tensor<2x8x8x32xf32>) -> tensor<2x32x8x8xf32>
    %82 = stablehlo.add %30, %81 : tensor<2x32x8x8xf32>
    %83 = stablehlo.convolution(%82, %arg18) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 32 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x32x8x8xf32>, tensor<32x1x7x7xf32>) -> tensor<2x32x8x8xf32>
    %84 = stablehlo.broadcast_in_dim %arg17, dims = [0] : (tensor<32xf32>) -> tensor<32x1x1xf32>
    %85 = stablehlo.broadcast_in_dim %84, dims = [1, 2, 3] : (tensor<32x1x1xf32>) -> tensor<1x32x1x1xf32>
    %86 = stablehlo.broadcast_in_dim %85, dims = [0, 1, 2, 3] : (tensor<1x32x1x1xf32>) -> tensor<2x32x8x8xf32>
    %87 = stablehlo.add %83, %86 : tensor<2x32x8x8xf32>
    %88 = stablehlo.transpose %87, dims = [0, 2, 3, 1] : (tensor<2x32x8x8xf32>) -> tensor<2x8x8x32xf32>
    %89 = chlo.square %88 : tensor<2x8x8x32xf32> -> tensor<2x8x8x32xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %90 = stablehlo.reduce(%88 init: %cst_12) applies stablehlo.add across dimensions = [3] : (tensor<2x8x8x32xf32>, tensor<f32>) -> tensor<2x8x8xf32>
    %cst_13 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2x8x8xf32>
    %92 = stablehlo.divide %90, %91 : tensor<2x8x8xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %93 = stablehlo.reduce(%89 init: %cst_14) applies stablehlo.add across dimensions = [3] : (tensor<2x8x8x32xf32>, tensor<f32>) -> tensor<2x8x8xf32>
    %cst_15 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2x8x8xf32>
    %95 = stablehlo.divide %93, %94 : tensor<2x8x8xf32>
    %96 = chlo.square %92 : tensor<2x8x8xf32> -> tensor<2x8x8xf32>
    %97 = stablehlo.subtract %95, %96 : tensor<2x8x8xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %98 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2x8x8xf32>
    %99 = stablehlo.maximum %98, %97 : tensor<2x8x8xf32>
    %100 = stablehlo.broadcast_in_dim %92, dims = [0, 1, 2] : (tensor<2x8x8xf32>) -> tensor<2x8x8x1xf32>
    %101 = stablehlo.broadcast_in_dim %99, dims = [0, 1, 2] : (tensor<2x8x8xf32>) -> tensor<2x8x8x1xf32>
    %102 = stablehlo.broadcast_in_dim %100, dims = [0, 1, 2, 3] : (tensor<2x8x8x1xf32>) -> tensor<2x8x8x32xf32>
    %103 = stablehlo.subtract %88, %102 : tensor<2x8x8x32xf32>
    %cst_17 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %104 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2x8x8x1xf32>
    %105 = stablehlo.add %101, %104 : tensor<2x8x8x1xf32>
    %106 = stablehlo.rsqrt %105 : tensor<2x8x8x1xf32>
    %107 = stablehlo.reshape %arg21 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %108 = stablehlo.broadcast_in_dim %106, dims = [0, 1, 2, 3] : (tensor<2x8x8x1xf32>) -> tensor<2x8x8x32xf32>
    %109 = stablehlo.broadcast_in_dim %107, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<2x8x8x32xf32>
    %110 = stablehlo.multiply %108, %109 : tensor<2x8x8x32xf32>
    %111 = stablehlo.multiply %103, %110 : tensor<2x8x8x32xf32>
    %112 = stablehlo.reshape %arg20 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %113 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<2x8x8x32xf32>
    %114 = stablehlo.add %111, %113 : tensor<2x8x8x32xf32>
    %115 = stablehlo.dot_general %114, %arg23, contracting_dims = [3] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x8x32xf32>, tensor<32x128xf32>) -> tensor<2x8x8x128xf32>
    %116 = stablehlo.reshape %arg22 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %117 = stablehlo.broadcast_in_dim %116, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<2x8x8x128xf32>
    %118 = stablehlo.add %115, %117 : tensor<2x8x8x128xf32>
    %cst_18 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %119 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2x8x8x128xf32>
    %120 = stablehlo.multiply %119, %118 : tensor<2x8x8x128xf32>
    %121 = stablehlo.negate %118 : tensor<2x8x8x128xf32>
    %cst_19 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %122 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<2x8x8x128xf32>
    %123 = stablehlo.multiply %121, %122 : tensor<2x8x8x128xf32>
    %124 = chlo.erfc %123 : tensor<2x8x8x128xf32> -> tensor<2x8x8x128xf32>
    %125 = stablehlo.multiply %120, %124 : tensor<2x8x8x128xf32>
    %126 = stablehlo.dot_general %125, %arg25, contracting_dims = [3] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x8x128xf32>, tensor<128x32xf32>) -> tensor<2x8x8x32xf32>
    %127 = stablehlo.reshape %arg24 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %128 = stablehlo.broadcast_in_dim %127, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<2x8x8x32xf32>
    %129 = stablehlo.add %126, %128 : tensor<2x8x8x32xf32>
    %130 = stablehlo.broadcast_in_dim %arg19, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %131 = stablehlo.broadcast_in_dim %130, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<2x8x8x32xf32>
    %132 = stablehlo.multiply %131, %129 : tensor<2x8x8x32xf32>
    %133 = stablehlo.transpose %132, dims = [0, 3, 1, 2] : (tensor<2x8x8x32xf32>) -> tensor<2x32x8x8xf32>
    %134 = stablehlo.add %82, %133 : tensor<2x32x8x8xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %135 = stablehlo.reduce(%134 init: %cst_20) applies stablehlo.add across dimensions = [1] : (tensor<2x32x8x8xf32>, tensor<f32>) -> tensor<2x8x8xf32>
    %136 = stablehlo.broadcast_in_dim %135, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x1x8x8xf32>
    %cst_21 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %137 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<2x1x8x8xf32>
    %138 = stablehlo.divide %136, %137 : tensor<2x1x8x8xf32>
    %139 = stablehlo.broadcast_in_dim %138, dims = [0, 1, 2, 3] : (tensor<2x1x8x8xf32>) -> tensor<2x32x8x8xf32>
    %140 = stablehlo.subtract %134, %139 : tensor<2x32x8x8xf32>
    %141 = stablehlo.multiply %140, %140 : tensor<2x32x8x8xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %142 = stablehlo.reduce(%141 init: %cst_22) applies stablehlo.add across dimensions = [1] : (tensor<2x32x8x8xf32>, tensor<f32>) -> tensor<2x8x8xf32>
    %143 = stablehlo.broadcast_in_dim %142, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x1x8x8xf32>
    %cst_23 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %144 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<2x1x8x8xf32>
    %145 = stablehlo.divide %143, %144 : tensor<2x1x8x8xf32>
    %146 = stablehlo.broadcast_in_dim %138, dims = [0, 1, 2, 3] : (tensor<2x1x8x8xf32>) -> tensor<2x32x8x8xf32>
    %147 = stablehlo.subtract %134, %146 : tensor<2x32x8x8xf32>
    %cst_24 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %148 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<2x1x8x8xf32>
    %149 = stablehlo.add %145, %148 : tensor<2x1x8x8xf32>
    %150 = stablehlo.sqrt %149 : tensor<2x1x8x8xf32>
    %151 = stablehlo.broadcast_in_dim %150, dims = [0, 1, 2, 3] : (tensor<2x1x8x8xf32>) -> tensor<2x32x8x8xf32>
    %152 = stablehlo.divide %147, %151 : tensor<2x32x8x8xf32>
    %153 = stablehlo.broadcast_in_dim %arg2, dims = [0] : (tensor<32xf32>) -> tensor<32x1x1xf32>
    %154 = stablehlo.broadcast_in_dim %153, dims = [1, 2, 3] : (tensor<32x1x1xf32>) -> tensor<1x32x1x1xf32>
    %155 = stablehlo.broadcast_in_dim %154, dims = [0, 1, 2, 3] : (tensor<1x32x1x1xf32>) -> tensor<2x32x8x8xf32>
    %156 = stablehlo.multiply %155, %152 : tensor<2x32x8x8xf32>
    %157 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<32xf32>) -> tensor<32x1x1xf32>
    %158 = stablehlo.broadcast_in_dim %157, dims = [1, 2, 3] : (tensor<32x1x1xf32>) -> tensor<1x32x1x1xf32>
    %159 = stablehlo.broadcast_in_dim %158, dims = [0, 1, 2, 3] : (tensor<1x32x1x1xf32>) -> tensor<2x32x8x8xf32>
    %160 = stablehlo.add %156, %159 : tensor<2x32x8x8xf32>
    %161 = stablehlo.convolution(%160, %arg3) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x32x8x8xf32>, tensor<64x32x2x2xf32>) -> tensor<2x64x4x4xf32>
    %162 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<64xf32>) -> tensor<64x1x1xf32>
    %163 = stablehlo.broadcast_in_dim %162, dims = [1, 2, 3] : (tensor<64x1x1xf32>) -> tensor<1x64x1x1xf32>
    %164 = stablehlo.broadcast_in_dim %163, dims = [0, 1, 2, 3] : (tensor<1x64x1x1xf32>) -> tensor<2x64x4x4xf32>
    %165 = stablehlo.add %161, %164 : tensor<2x64x4x4xf32>
    %166 = stablehlo.convolution(%165, %arg27) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 64 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x64x4x4xf32>, tensor<64x1x7x7xf32>) -> tensor<2x64x4x4xf32>
    %167 = stablehlo.broadcast_in_dim %arg26, dims = [0] : (tensor<64xf32>) -> tensor<64x1x1xf32>
    %168 = stablehlo.broadcast_in_dim %167, dims = [1, 2, 3] : (tensor<64x1x1xf32>) -> tensor<1x64x1x1xf32>
    %169 = stablehlo.broadcast_in_dim %168, dims = [0, 1, 2, 3] : (tensor<1x64x1x1xf32>) -> tensor<2x64x4x4xf32>
    %170 = stablehlo.add %166, %169 : tensor<2x64x4x4xf32>
    %171 = stablehlo.transpose %170, dims = [0, 2, 3, 1] : (tensor<2x64x4x4xf32>) -> tensor<2x4x4x64xf32>
    %172 = chlo.square %171 : tensor<2x4x4x64xf32> -> tensor<2x4x4x64xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %173 = stablehlo.reduce(%171 init: %cst_25) applies stablehlo.add across dimensions = [3] : (tensor<2x4x4x64xf32>, tensor<f32>) -> tensor<2x4x4xf32>
    %cst_26 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %174 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<2x4x4xf32>
    %175 = stablehlo.divide %173, %174 : tensor<2x4x4xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %176 = stablehlo.reduce(%172 init: %cst_27) applies stablehlo.add across dimensions = [3] : (tensor<2x4x4x64xf32>, tensor<f32>) -> tensor<2x4x4xf32>
    %cst_28 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %177 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<2x4x4xf32>
    %178 = stablehlo.divide %176, %177 : tensor<2x4x4xf32>
    %179 = chlo.square %175 : tensor<2x4x4xf32> -> tensor<2x4x4xf32>
    %180 = stablehlo.subtract %178, %179 : tensor<2x4x4xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %181 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<2x4x4xf32>
    %182 = stablehlo.maximum %181, %180 : tensor<2x4x4xf32>
    %183 = stablehlo.broadcast_in_dim %175, dims = [0, 1, 2] : (tensor<2x4x4xf32>) -> tensor<2x4x4x1xf32>
    %184 = stablehlo.broadcast_in_dim %182, dims = [0, 1, 2] : (tensor<2x4x4xf32>) -> tensor<2x4x4x1xf32>
    %185 = stablehlo.broadcast_in_dim %183, dims = [0, 1, 2, 3] : (tensor<2x4x4x1xf32>) -> tensor<2x4x4x64xf32>
    %186 = stablehlo.subtract %171, %185 : tensor<2x4x4x64xf32>
    %cst_30 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %187 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<2x4x4x1xf32>
    %188 = stablehlo.add %184, %187 : tensor<2x4x4x1xf32>
    %189 = stablehlo.rsqrt %188 : tensor<2x4x4x1xf32>
    %190 = stablehlo.reshape %arg30 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %191 = stablehlo.broadcast_in_dim %189, dims = [0, 1, 2, 3] : (tensor<2x4x4x1xf32>) -> tensor<2x4x4x64xf32>
    %192 = stablehlo.broadcast_in_dim %190, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<2x4x4x64xf32>
    %193 = stablehlo.multiply %191, %192 : tensor<2x4x4x64xf32>
    %194 = stablehlo.multiply %186, %193 : tensor<2x4x4x64xf32>
    %195 = stablehlo.reshape %arg29 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %196 = stablehlo.broadcast_in_dim %195, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<2x4x4x64xf32>
    %197 = stablehlo.add %194, %196 : tensor<2x4x4x64xf32>
    %198 = stablehlo.dot_general %197, %arg32, contracting_dims = [3] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x4x4x64xf32>, tensor<64x256xf32>) -> tensor<2x4x4x256xf32>
    %199 = stablehlo.reshape %arg31 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %200 = stablehlo.broadcast_in_dim %199, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<2x4x4x256xf32>
    %201 = stablehlo.add %198, %200 : tensor<2x4x4x256xf32>
    %cst_31 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %202 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<2x4x4x256xf32>
    %203 = stablehlo.multiply %202, %201 : tensor<2x4x4x256xf32>
    %204 = stablehlo.negate %201 : tensor<2x4x4x256xf32>
    %cst_32 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %205 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<2x4x4x256xf32>
    %206 = stablehlo.multiply %204, %205 : tensor<2x4x4x256xf32>
    %207 = chlo.erfc %206 : tensor<2x4x4x256xf32> -> tensor<2x4x4x256xf32>
    %208 = stablehlo.multiply %203, %207 : tensor<2x4x4x256xf32>
    %209 = stablehlo.dot_general %208, %arg34, contracting_dims = [3] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x4x4x256xf32>, tensor<256x64xf32>) -> tensor<2x4x4x64xf32>
    %210 = stablehlo.reshape %arg33 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %211 = stablehlo.broadcast_in_dim %210, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<2x4x4x64xf32>
    %212 = stablehlo.add %209, %211 : tensor<2x4x4x64xf32>
    %213 = stablehlo.broadcast_in_dim %arg28, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %214 = stablehlo.broadcast_in_dim %213, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<2x4x4x64xf32>
    %215 = stablehlo.multiply %214, %212 : tensor<2x4x4x64xf32>
    %216 = stablehlo.transpose %215, dims = [0, 3, 1, 2] : (tensor<2x4x4x64xf32>) -> tensor<2x64x4x4xf32>
    %217 = stablehlo.add %165, %216 : tensor<2x64x4x4xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %218 = stablehlo.reduce(%217 init: %cst_33) applies stablehlo.add across dimensions = [2, 3] : (tensor<2x64x4x4xf32>, tensor<f32>) -> tensor<2x64xf32>
    %cst_34 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %219 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %220 = stablehlo.divide %218, %219 : tensor<2x64xf32>
    %221 = chlo.square %220 : tensor<2x64xf32> -> tensor<2x64xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %222 = stablehlo.reduce(%220 init: %cst_35) applies stablehlo.add across dimensions = [1] : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %cst_36 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %223 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %224 = stablehlo.divide %222, %223 : tensor<2xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %225 = stablehlo.reduce(%221 init: %cst_37) applies stablehlo.add across dimensions = [1] : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %cst_38 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %226 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %227 = stablehlo.divide %225, %226 : tensor<2xf32>
    %228 = chlo.square %224 : tensor<2xf32> -> tensor<2xf32>
    %229 = stablehlo.subtract %227, %228 : tensor<2xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %230 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %231 = stablehlo.maximum %230, %229 : tensor<2xf32>
    %232 = stablehlo.broadcast_in_dim %224, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %233 = stablehlo.broadcast_in_dim %231, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %234 = stablehlo.broadcast_in_dim %232, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x64xf32>
    %235 = stablehlo.subtract %220, %234 : tensor<2x64xf32>
    %cst_40 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %236 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<2x1xf32>
    %237 = stablehlo.add %233, %236 : tensor<2x1xf32>
    %238 = stablehlo.rsqrt %237 : tensor<2x1xf32>
    %239 = stablehlo.reshape %arg7 : (tensor<64xf32>) -> tensor<1x64xf32>
    %240 = stablehlo.broadcast_in_dim %238, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x64xf32>
    %241 = stablehlo.broadcast_in_dim %239, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<2x64xf32>
    %242 = stablehlo.multiply %240, %241 : tensor<2x64xf32>
    %243 = stablehlo.multiply %235, %242 : tensor<2x64xf32>
    %244 = stablehlo.reshape %arg6 : (tensor<64xf32>) -> tensor<1x64xf32>
    %245 = stablehlo.broadcast_in_dim %244, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<2x64xf32>
    %246 = stablehlo.add %243, %245 : tensor<2x64xf32>
    %247 = stablehlo.dot_general %246, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x64xf32>, tensor<64x10xf32>) -> tensor<2x10xf32>
    %248 = stablehlo.reshape %arg4 : (tensor<10xf32>) -> tensor<1x10xf32>
    %249 = stablehlo.broadcast_in_dim %248, dims = [0, 1] : (tensor<1x10xf32>) -> tensor<2x10xf32>
    %250 = stablehlo.add %247, %249 : tensor<2x10xf32>
    return %250 : tensor<2x10xf32>
  }
}
