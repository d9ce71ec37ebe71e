module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<128xbf16>, %arg1: tensor<64x128xbf16>, %arg2: tensor<64xbf16>, %arg3: tensor<128x64xbf16>, %arg4: tensor<128xbf16>, %arg5: tensor<64x128xbf16>, %arg6: tensor<64xbf16>, %arg7: tensor<128x64xbf16>, %arg8: tensor<10xbf16>, %arg9: tensor<64x10xbf16>, %arg10: tensor<64xbf16>, %arg11: tensor<64xbf16>, %arg12: tensor<64xbf16>, %arg13: tensor<64xbf16>, %arg14: tensor<64xbf16>, %arg15: tensor<64xbf16>, %arg16: tensor<64xbf16>, %arg17: tensor<64xbf16>, %arg18: tensor<64xbf16>, %arg19: tensor<64xbf16>, %arg20: tensor<64xbf16>, %arg21: tensor<4x4x3x64xbf16>, %arg22: tensor<32xbf16>, %arg23: tensor<16x32xbf16>, %arg24: tensor<16xbf16>, %arg25: tensor<32x16xbf16>, %arg26: tensor<32xbf16>, %arg27: tensor<16x32xbf16>, %arg28: tensor<16xbf16>, %arg29: tensor<32x16xbf16>, %arg30: tensor<2x16x16x3xbf16>) -> (tensor<2x10xbf16> {jax.result_info = "result"}) {
    %0 = stablehlo.convolution(%arg30, %arg21) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [4, 4], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x16x16x3xbf16>, tensor<4x4x3x64xbf16>) -> tensor<2x4x4x64xbf16>
    %1 = stablehlo.reshape %arg20 : (tensor<64xbf16>) -> tensor<1x1x1x64xbf16>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xbf16>) -> tensor<2x4x4x64xbf16>
    %3 = stablehlo.add %0, %2 : tensor<2x4x4x64xbf16>
    %4 = stablehlo.reshape %3 : (tensor<2x4x4x64xbf16>) -> tensor<2x16x64xbf16>
    %5 = stablehlo.convert %4 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %6 = chlo.square %5 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%5 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %9 = stablehlo.divide %7, %8 : tensor<2x16xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_2 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %12 = stablehlo.divide %10, %11 : tensor<2x16xf32>
    %13 = chlo.square %9 : tensor<2x16xf32> -> tensor<2x16xf32>
    %14 = stablehlo.subtract %12, %13 : tensor<2x16xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %16 = stablehlo.maximum %15, %14 : tensor<2x16xf32>
    %17 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %18 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %19 = stablehlo.convert %4 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %20 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %21 = stablehlo.subtract %19, %20 : tensor<2x16x64xf32>
    %cst_4 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %23 = stablehlo.add %18, %22 : tensor<2x16x1xf32>
    %24 = stablehlo.rsqrt %23 : tensor<2x16x1xf32>
    %25 = stablehlo.reshape %arg17 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %26 = stablehlo.convert %25 : (tensor<1x1x64xbf16>) -> tensor<1x1x64xf32>
    %27 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %28 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %29 = stablehlo.multiply %27, %28 : tensor<2x16x64xf32>
    %30 = stablehlo.multiply %21, %29 : tensor<2x16x64xf32>
    %31 = stablehlo.reshape %arg16 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %32 = stablehlo.convert %31 : (tensor<1x1x64xbf16>) -> tensor<1x1x64xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %34 = stablehlo.add %30, %33 : tensor<2x16x64xf32>
    %35 = stablehlo.convert %34 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %36 = stablehlo.transpose %35, dims = [0, 2, 1] : (tensor<2x16x64xbf16>) -> tensor<2x64x16xbf16>
    %37 = stablehlo.dot_general %36, %arg23, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x64x16xbf16>, tensor<16x32xbf16>) -> tensor<2x64x32xbf16>
    %38 = stablehlo.reshape %arg22 : (tensor<32xbf16>) -> tensor<1x1x32xbf16>
    %39 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2] : (tensor<1x1x32xbf16>) -> tensor<2x64x32xbf16>
    %40 = stablehlo.add %37, %39 : tensor<2x64x32xbf16>
    %41 = stablehlo.multiply %40, %40 : tensor<2x64x32xbf16>
    %42 = stablehlo.multiply %41, %40 : tensor<2x64x32xbf16>
    %cst_5 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %43 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<bf16>) -> tensor<2x64x32xbf16>
    %44 = stablehlo.multiply %43, %42 : tensor<2x64x32xbf16>
    %45 = stablehlo.add %40, %44 : tensor<2x64x32xbf16>
    %cst_6 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %46 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<bf16>) -> tensor<2x64x32xbf16>
    %47 = stablehlo.multiply %46, %45 : tensor<2x64x32xbf16>
    %48 = stablehlo.tanh %47 : tensor<2x64x32xbf16>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %49 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<bf16>) -> tensor<2x64x32xbf16>
    %50 = stablehlo.add %49, %48 : tensor<2x64x32xbf16>
    %cst_8 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %51 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<bf16>) -> tensor<2x64x32xbf16>
    %52 = stablehlo.multiply %51, %50 : tensor<2x64x32xbf16>
    %53 = stablehlo.multiply %40, %52 : tensor<2x64x32xbf16>
    %54 = stablehlo.dot_general %53, %arg25, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x64x32xbf16>, tensor<32x16xbf16>) -> tensor<2x64x16xbf16>
    %55 = stablehlo.reshape %arg24 : (tensor<16xbf16>) -> tensor<1x1x16xbf16>
    %56 = stablehlo.broadcast_in_dim %55, dims = [0, 1, 2] : (tensor<1x1x16xbf16>) -> tensor<2x64x16xbf16>
    %57 = stablehlo.add %54, %56 : tensor<2x64x16xbf16>
    %58 = stablehlo.transpose %57, dims = [0, 2, 1] : (tensor<2x64x16xbf16>) -> tensor<2x16x64xbf16>
    %59 = stablehlo.add %4, %58 : tensor<2x16x64xbf16>
    %60 = stablehlo.convert %59 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %61 = chlo.square %60 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %62 = stablehlo.reduce(%60 init: %cst_9) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_10 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %64 = stablehlo.divide %62, %63 : tensor<2x16xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %65 = stablehlo.reduce(%61 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_12 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %67 = stablehlo.divide %65, %66 : tensor<2x16xf32>
    %68 = chlo.square %64 : tensor<2x16xf32> -> tensor<2x16xf32>
    %69 = stablehlo.subtract %67, %68 : tensor<2x16xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %71 = stablehlo.maximum %70, %69 : tensor<2x16xf32>
    %72 = stablehlo.broadcast_in_dim %64, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %73 = stablehlo.broadcast_in_dim %71, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %74 = stablehlo.convert %59 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %75 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %76 = stablehlo.subtract %74, %75 : tensor<2x16x64xf32>
    %cst_14 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %78 = stablehlo.add %73, %77 : tensor<2x16x1xf32>
    %79 = stablehlo.rsqrt %78 : tensor<2x16x1xf32>
    %80 = stablehlo.reshape %arg11 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %81 = stablehlo.convert %80 : (tensor<1x1x64xbf16>) -> tensor<1x1x64xf32>
    %82 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %83 = stablehlo.broadcast_in_dim %81, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %84 = stablehlo.multiply %82, %83 : tensor<2x16x64xf32>
    %85 = stablehlo.multiply %76, %84 : tensor<2x16x64xf32>
    %86 = stablehlo.reshape %arg10 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %87 = stablehlo.convert %86 : (tensor<1x1x64xbf16>) -> tensor<1x1x64xf32>
    %88 = stablehlo.broadcast_in_dim %87, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %89 = stablehlo.add %85, %88 : tensor<2x16x64xf32>
    %90 = stablehlo.convert %89 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %91 = stablehlo.dot_general %90, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x128xbf16>) -> tensor<2x16x128xbf16>
    %92 = stablehlo.reshape %arg0 : (tensor<128xbf16>) -> tensor<1x1x128xbf16>
    %93 = stablehlo.broadcast_in_dim %92, dims = [0, 1, 2] : (tensor<1x1x128xbf16>) -> tensor<2x16x128xbf16>
    %94 = stablehlo.add %91, %93 : tensor<2x16x128xbf16>
    %95 = stablehlo.multiply %94, %94 : tensor<2x16x128xbf16>
    %96 = stablehlo.multiply %95, %94 : tensor<2x16x128xbf16>
    %cst_15 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %97 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<bf16>) -> tensor<2x16x128xbf16>
    %98 = stablehlo.multiply %97, %96 : tensor<2x16x128xbf16>
    %99 = stablehlo.add %94, %98 : tensor<2x16x128xbf16>
    %cst_16 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %100 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<bf16>) -> tensor<2x16x128xbf16>
    %101 = stablehlo.multiply %100, %99 : tensor<2x16x128xbf16>
    %102 = stablehlo.tanh %101 : tensor<2x16x128xbf16>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %103 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<bf16>) -> tensor<2x16x128xbf16>
    %104 = stablehlo.add %103, %102 : tensor<2x16x128xbf16>
    %cst_18 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %105 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<bf16>) -> tensor<2x16x128xbf16>
    %106 = stablehlo.multiply %105, %104 : tensor<2x16x128xbf16>
    %107 = stablehlo.multiply %94, %106 : tensor<2x16x128xbf16>
    %108 = stablehlo.dot_general %107, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xbf16>, tensor<128x64xbf16>) -> tensor<2x16x64xbf16>
    %109 = stablehlo.reshape %arg2 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %110 = stablehlo.broadcast_in_dim %109, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %111 = stablehlo.add %108, %110 : tensor<2x16x64xbf16>
    %112 = stablehlo.add %59, %111 : tensor<2x16x64xbf16>
    %113 = stablehlo.convert %112 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %114 = chlo.square %113 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %115 = stablehlo.reduce(%113 init: %cst_19) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_20 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %116 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %117 = stablehlo.divide %115, %116 : tensor<2x16xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %118 = stablehlo.reduce(%114 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_22 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %119 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %120 = stablehlo.divide %118, %119 : tensor<2x16xf32>
    %121 = chlo.square %117 : tensor<2x16xf32> -> tensor<2x16xf32>
    %122 = stablehlo.subtract %120, %121 : tensor<2x16xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %124 = stablehlo.maximum %123, %122 : tensor<2x16xf32>
    %125 = stablehlo.broadcast_in_dim %117, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %126 = stablehlo.broadcast_in_dim %124, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %127 = stablehlo.convert %112 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %128 = stablehlo.broadcast_in_dim %125, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %129 = stablehlo.subtract %127, %128 : tensor<2x16x64xf32>
    %cst_24 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %130 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %131 = stablehlo.add %126, %130 : tensor<2x16x1xf32>
    %132 = stablehlo.rsqrt %131 : tensor<2x16x1xf32>
    %133 = stablehlo.reshape %arg19 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %134 = stablehlo.convert %133 : (tensor<1x1x64xbf16>) -> tensor<1x1x64xf32>
    %135 = stablehlo.broadcast_in_dim %132, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %136 = stablehlo.broadcast_in_dim %134, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %137 = stablehlo.multiply %135, %136 : tensor<2x16x64xf32>
    %138 = stablehlo.multiply %129, %137 : tensor<2x16x64xf32>
    %139 = stablehlo.reshape %arg18 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %140 = stablehlo.convert %139 : (tensor<1x1x64xbf16>) -> tensor<1x1x64xf32>
    %141 = stablehlo.broadcast_in_dim %140, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %142 = stablehlo.add %138, %141 : tensor<2x16x64xf32>
    %143 = stablehlo.convert %142 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %144 = stablehlo.transpose %143, dims = [0, 2, 1] : (tensor<2x16x64xbf16>) -> tensor<2x64x16xbf16>
    %145 = stablehlo.dot_general %144, %arg27, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x64x16xbf16>, tensor<16x32xbf16>) -> tensor<2x64x32xbf16>
    %146 = stablehlo.reshape %arg26 : (tensor<32xbf16>) -> tensor<1x1x32xbf16>
    %147 = stablehlo.broadcast_in_dim %146, dims = [0, 1, 2] : (tensor<1x1x32xbf16>) -> tensor<2x64x32xbf16>
    %148 = stablehlo.add %145, %147 : tensor<2x64x32xbf16>
    %149 = stablehlo.multiply %148, %148 : tensor<2x64x32xbf16>
    %150 = stablehlo.multiply %149, %148 : tensor<2x64x32xbf16>
    %cst_25 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %151 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<bf16>) -> tensor<2x64x32xbf16>
    %152 = stablehlo.multiply %151, %150 : tensor<2x64x32xbf16>
    %153 = stablehlo.add %148, %152 : tensor<2x64x32xbf16>
    %cst_26 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %154 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<bf16>) -> tensor<2x64x32xbf16>
    %155 = stablehlo.multiply %154, %153 : tensor<2x64x32xbf16>
    %156 = stablehlo.tanh %155 : tensor<2x64x32xbf16>
    %cst_27 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %157 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<bf16>) -> tensor<2x64x32xbf16>
    %158 = stablehlo.add %157, %156 : tensor<2x64x32xbf16>
    %cst_28 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %159 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<bf16>) -> tensor<2x64x32xbf16>
    %160 = stablehlo.multiply %159, %158 : tensor<2x64x32xbf16>
    %161 = stablehlo.multiply %148, %160 : tensor<2x64x32xbf16>
    %162 = stablehlo.dot_general %161, %arg29, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x64x32xbf16>, tensor<32x16xbf16>) -> tensor<2x64x16xbf16>
    %163 = stablehlo.reshape %arg28 : (tensor<16xbf16>) -> tensor<1x1x16xbf16>
    %164 = stablehlo.broadcast_in_dim %163, dims = [0, 1, 2] : (tensor<1x1x16xbf16>) -> tensor<2x64x16xbf16>
    %165 = stablehlo.add %162, %164 : tensor<2x64x16xbf16>
    %166 = stablehlo.transpose %165, dims = [0, 2, 1] : (tensor<2x64x16xbf16>) -> tensor<2x16x64xbf16>
    %167 = stablehlo.add %112, %166 : tensor<2x16x64xbf16>
    %168 = stablehlo.convert %167 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %169 = chlo.square %168 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %170 = stablehlo.reduce(%168 init: %cst_29) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_30 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %171 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %172 = stablehlo.divide %170, %171 : tensor<2x16xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %173 = stablehlo.reduce(%169 init: %cst_31) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_32 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %174 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %175 = stablehlo.divide %173, %174 : tensor<2x16xf32>
    %176 = chlo.square %172 : tensor<2x16xf32> -> tensor<2x16xf32>
    %177 = stablehlo.subtract %175, %176 : tensor<2x16xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %178 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %179 = stablehlo.maximum %178, %177 : tensor<2x16xf32>
    %180 = stablehlo.broadcast_in_dim %172, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %181 = stablehlo.broadcast_in_dim %179, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %182 = stablehlo.convert %167 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %183 = stablehlo.broadcast_in_dim %180, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %184 = stablehlo.subtract %182, %183 : tensor<2x16x64xf32>
    %cst_34 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %185 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %186 = stablehlo.add %181, %185 : tensor<2x16x1xf32>
    %187 = stablehlo.rsqrt %186 : tensor<2x16x1xf32>
    %188 = stablehlo.reshape %arg13 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %189 = stablehlo.convert %188 : (tensor<1x1x64xbf16>) -> tensor<1x1x64xf32>
    %190 = stablehlo.broadcast_in_dim %187, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %191 = stablehlo.broadcast_in_dim %189, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %192 = stablehlo.multiply %190, %191 : tensor<2x16x64xf32>
    %193 = stablehlo.multiply %184, %192 : tensor<2x16x64xf32>
    %194 = stablehlo.reshape %arg12 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %195 = stablehlo.convert %194 : (tensor<1x1x64xbf16>) -> tensor<1x1x64xf32>
    %196 = stablehlo.broadcast_in_dim %195, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %197 = stablehlo.add %193, %196 : tensor<2x16x64xf32>
    %198 = stablehlo.convert %197 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %199 = stablehlo.dot_general %198, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x128xbf16>) -> tensor<2x16x128xbf16>
    %200 = stablehlo.reshape %arg4 : (tensor<128xbf16>) -> tensor<1x1x128xbf16>
    %201 = stablehlo.broadcast_in_dim %200, dims = [0, 1, 2] : (tensor<1x1x128xbf16>) -> tensor<2x16x128xbf16>
    %202 = stablehlo.add %199, %201 : tensor<2x16x128xbf16>
    %203 = stablehlo.multiply %202, %202 : tensor<2x16x128xbf16>
    %204 = stablehlo.multiply %203, %202 : tensor<2x16x128xbf16>
    %cst_35 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %205 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<bf16>) -> tensor<2x16x128xbf16>
    %206 = stablehlo.multiply %205, %204 : tensor<2x16x128xbf16>
    %207 = stablehlo.add %202, %206 : tensor<2x16x128xbf16>
    %cst_36 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %208 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<bf16>) -> tensor<2x16x128xbf16>
    %209 = stablehlo.multiply %208, %207 : tensor<2x16x128xbf16>
    %210 = stablehlo.tanh %209 : tensor<2x16x128xbf16>
    %cst_37 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %211 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<bf16>) -> tensor<2x16x128xbf16>
    %212 = stablehlo.add %211, %210 : tensor<2x16x128xbf16>
    %cst_38 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %213 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<bf16>) -> tensor<2x16x128xbf16>
    %214 = stablehlo.multiply %213, %212 : tensor<2x16x128xbf16>
    %215 = stablehlo.multiply %202, %214 : tensor<2x16x128xbf16>
    %216 = stablehlo.dot_general %215, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xbf16>, tensor<128x64xbf16>) -> tensor<2x16x64xbf16>
    %217 = stablehlo.reshape %arg6 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %218 = stablehlo.broadcast_in_dim %217, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %219 = stablehlo.add %216, %218 : tensor<2x16x64xbf16>
    %220 = stablehlo.add %167, %219 : tensor<2x16x64xbf16>
    %221 = stablehlo.convert %220 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %222 = chlo.square %221 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %223 = stablehlo.reduce(%221 init: %cst_39) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_40 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %224 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %225 = stablehlo.divide %223, %224 : tensor<2x16xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %226 = stablehlo.reduce(%222 init: %cst_41) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_42 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %227 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %228 = stablehlo.divide %226, %227 : tensor<2x16xf32>
    %229 = chlo.square %225 : tensor<2x16xf32> -> tensor<2x16xf32>
    %230 = stablehlo.subtract %228, %229 : tensor<2x16xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %231 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %232 = stablehlo.maximum %231, %230 : tensor<2x16xf32>
    %233 = stablehlo.broadcast_in_dim %225, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %234 = stablehlo.broadcast_in_dim %232, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %235 = stablehlo.convert %220 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %236 = stablehlo.broadcast_in_dim %233, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %237 = stablehlo.subtract %235, %236 : tensor<2x16x64xf32>
    %cst_44 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %238 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %239 = stablehlo.add %234, %238 : tensor<2x16x1xf32>
    %240 = stablehlo.rsqrt %239 : tensor<2x16x1xf32>
    %241 = stablehlo.reshape %arg15 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %242 = stablehlo.convert %241 : (tensor<1x1x64xbf16>) -> tensor<1x1x64xf32>
    %243 = stablehlo.broadcast_in_dim %240, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %244 = stablehlo.broadcast_in_dim %242, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %245 = stablehlo.multiply %243, %244 : tensor<2x16x64xf32>
    %246 = stablehlo.multiply %237, %245 : tensor<2x16x64xf32>
    %247 = stablehlo.reshape %arg14 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %248 = stablehlo.convert %247 : (tensor<1x1x64xbf16>) -> tensor<1x1x64xf32>
    %249 = stablehlo.broadcast_in_dim %248, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %250 = stablehlo.add %246, %249 : tensor<2x16x64xf32>
    %251 = stablehlo.convert %250 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %252 = stablehlo.convert %251 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %253 = stablehlo.reduce(%252 init: %cst_45) applies stablehlo.add across dimensions = [1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %cst_46 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %254 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %255 = stablehlo.divide %253, %254 : tensor<2x64xf32>
    %256 = stablehlo.convert %255 : (tensor<2x64xf32>) -> tensor<2x64xbf16>
    %257 = stablehlo.dot_general %256, %arg9, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x64xbf16>, tensor<64x10xbf16>) -> tensor<2x10xbf16>
    %258 = stablehlo.reshape %arg8 : (tensor<10xbf16>) -> tensor<1x10xbf16>
    %259 = stablehlo.broadcast_in_dim %258, dims = [0, 1] : (tensor<1x10xbf16>) -> tensor<2x10xbf16>
    %260 = stablehlo.add %257, %259 : tensor<2x10xbf16>
    return %260 : tensor<2x10xbf16>
  }
}
