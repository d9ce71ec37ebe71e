module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xbf16>, %arg1: tensor<4xbf16>, %arg2: tensor<4xbf16>, %arg3: tensor<4xbf16>, %arg4: tensor<160xbf16>, %arg5: tensor<160xbf16>, %arg6: tensor<4x1x160xbf16>, %arg7: tensor<4x1x160xbf16>, %arg8: tensor<4xbf16>, %arg9: tensor<4xbf16>, %arg10: tensor<128x64xbf16>, %arg11: tensor<128xbf16>, %arg12: tensor<128xbf16>, %arg13: tensor<64x292xbf16>, %arg14: tensor<64x292xbf16>, %arg15: tensor<64x128xbf16>, %arg16: tensor<64xbf16>, %arg17: tensor<64xbf16>, %arg18: tensor<64xbf16>, %arg19: tensor<128x64xbf16>, %arg20: tensor<128x64xbf16>, %arg21: tensor<2x16xi32>) -> (tensor<2x16x128xbf16> {jax.result_info = "result"}) {
    %0 = call @_take(%arg10, %arg21) : (tensor<128x64xbf16>, tensor<2x16xi32>) -> tensor<2x16x64xbf16>
    %1 = stablehlo.convert %0 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %2 = chlo.square %1 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%2 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %6 = stablehlo.divide %4, %5 : tensor<2x16x1xf32>
    %cst_1 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %8 = stablehlo.add %6, %7 : tensor<2x16x1xf32>
    %9 = stablehlo.rsqrt %8 : tensor<2x16x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %11 = stablehlo.multiply %1, %10 : tensor<2x16x64xf32>
    %12 = stablehlo.convert %11 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %13 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %15 = stablehlo.multiply %12, %14 : tensor<2x16x64xbf16>
    %16 = stablehlo.dot_general %15, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x292xbf16>) -> tensor<2x16x292xbf16>
    %17 = stablehlo.slice %16 [0:2, 0:16, 0:128] : (tensor<2x16x292xbf16>) -> tensor<2x16x128xbf16>
    %18 = stablehlo.slice %16 [0:2, 0:16, 128:288] : (tensor<2x16x292xbf16>) -> tensor<2x16x160xbf16>
    %19 = stablehlo.slice %16 [0:2, 0:16, 288:292] : (tensor<2x16x292xbf16>) -> tensor<2x16x4xbf16>
    %20 = stablehlo.convolution(%18, %arg6) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = [[3, 0]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 160 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x16x160xbf16>, tensor<4x1x160xbf16>) -> tensor<2x16x160xbf16>
    %21 = stablehlo.broadcast_in_dim %arg4, dims = [2] : (tensor<160xbf16>) -> tensor<1x1x160xbf16>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2] : (tensor<1x1x160xbf16>) -> tensor<2x16x160xbf16>
    %23 = stablehlo.add %20, %22 : tensor<2x16x160xbf16>
    %24 = call @silu(%23) : (tensor<2x16x160xbf16>) -> tensor<2x16x160xbf16>
    %25 = stablehlo.slice %24 [0:2, 0:16, 0:128] : (tensor<2x16x160xbf16>) -> tensor<2x16x128xbf16>
    %26 = stablehlo.slice %24 [0:2, 0:16, 128:144] : (tensor<2x16x160xbf16>) -> tensor<2x16x16xbf16>
    %27 = stablehlo.slice %24 [0:2, 0:16, 144:160] : (tensor<2x16x160xbf16>) -> tensor<2x16x16xbf16>
    %28 = stablehlo.convert %19 : (tensor<2x16x4xbf16>) -> tensor<2x16x4xf32>
    %29 = stablehlo.convert %arg8 : (tensor<4xbf16>) -> tensor<4xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [2] : (tensor<4xf32>) -> tensor<1x1x4xf32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [0, 1, 2] : (tensor<1x1x4xf32>) -> tensor<2x16x4xf32>
    %32 = stablehlo.add %28, %31 : tensor<2x16x4xf32>
    %33 = call @softplus(%32) : (tensor<2x16x4xf32>) -> tensor<2x16x4xf32>
    %34 = stablehlo.convert %arg0 : (tensor<4xbf16>) -> tensor<4xf32>
    %35 = stablehlo.exponential %34 : tensor<4xf32>
    %36 = stablehlo.negate %35 : tensor<4xf32>
    %37 = stablehlo.reshape %25 : (tensor<2x16x128xbf16>) -> tensor<2x16x4x32xbf16>
    %38 = stablehlo.convert %37 : (tensor<2x16x4x32xbf16>) -> tensor<2x16x4x32xf32>
    %39 = stablehlo.broadcast_in_dim %36, dims = [2] : (tensor<4xf32>) -> tensor<1x1x4xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2] : (tensor<1x1x4xf32>) -> tensor<2x16x4xf32>
    %41 = stablehlo.multiply %33, %40 : tensor<2x16x4xf32>
    %42 = stablehlo.transpose %41, dims = [0, 2, 1] : (tensor<2x16x4xf32>) -> tensor<2x4x16xf32>
    %43 = call @cumsum(%42) : (tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %45 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 3] : (tensor<2x4x16xf32>) -> tensor<2x4x1x16xf32>
    %46 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %47 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2, 3] : (tensor<2x4x1x16xf32>) -> tensor<2x4x16x16xf32>
    %48 = stablehlo.subtract %46, %47 : tensor<2x4x16x16xf32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %49 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<16x16xi1>
    %50 = call @tril(%49) : (tensor<16x16xi1>) -> tensor<16x16xi1>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %51 = call @_where_1(%50, %48, %cst_2) : (tensor<16x16xi1>, tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16x16xf32>
    %52 = stablehlo.exponential %51 : tensor<2x4x16x16xf32>
    %53 = stablehlo.convert %27 : (tensor<2x16x16xbf16>) -> tensor<2x16x16xf32>
    %54 = stablehlo.convert %26 : (tensor<2x16x16xbf16>) -> tensor<2x16x16xf32>
    %55 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2] : (tensor<2x16x4xf32>) -> tensor<2x16x4x1xf32>
    %56 = stablehlo.broadcast_in_dim %55, dims = [0, 1, 2, 3] : (tensor<2x16x4x1xf32>) -> tensor<2x16x4x32xf32>
    %57 = stablehlo.multiply %38, %56 : tensor<2x16x4x32xf32>
    %58 = stablehlo.dot_general %54, %53, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x16x16xf32>, tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
    %59 = stablehlo.dot_general %52, %58, batching_dims = [0, 3, 2] x [0, 1, 2], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x16x16xf32>) -> tensor<2x16x16x4xf32>
    %60 = stablehlo.dot_general %59, %57, batching_dims = [0, 3] x [0, 2], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x16x4xf32>, tensor<2x16x4x32xf32>) -> tensor<2x4x16x32xf32>
    %61 = stablehlo.transpose %60, dims = [0, 2, 1, 3] : (tensor<2x4x16x32xf32>) -> tensor<2x16x4x32xf32>
    %62 = stablehlo.convert %arg2 : (tensor<4xbf16>) -> tensor<4xf32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [2, 3] : (tensor<4x1xf32>) -> tensor<1x1x4x1xf32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2, 3] : (tensor<1x1x4x1xf32>) -> tensor<2x16x4x32xf32>
    %66 = stablehlo.multiply %38, %65 : tensor<2x16x4x32xf32>
    %67 = stablehlo.add %61, %66 : tensor<2x16x4x32xf32>
    %68 = stablehlo.reshape %67 : (tensor<2x16x4x32xf32>) -> tensor<2x16x128xf32>
    %69 = stablehlo.convert %17 : (tensor<2x16x128xbf16>) -> tensor<2x16x128xf32>
    %70 = call @silu_2(%69) : (tensor<2x16x128xf32>) -> tensor<2x16x128xf32>
    %71 = stablehlo.multiply %68, %70 : tensor<2x16x128xf32>
    %72 = chlo.square %71 : tensor<2x16x128xf32> -> tensor<2x16x128xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %73 = stablehlo.reduce(%72 init: %cst_3) applies stablehlo.add across dimensions = [2] : (tensor<2x16x128xf32>, tensor<f32>) -> tensor<2x16xf32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_4 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %76 = stablehlo.divide %74, %75 : tensor<2x16x1xf32>
    %cst_5 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %78 = stablehlo.add %76, %77 : tensor<2x16x1xf32>
    %79 = stablehlo.sqrt %78 : tensor<2x16x1xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %81 = stablehlo.divide %80, %79 : tensor<2x16x1xf32>
    %82 = stablehlo.broadcast_in_dim %81, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x128xf32>
    %83 = stablehlo.multiply %71, %82 : tensor<2x16x128xf32>
    %84 = stablehlo.convert %arg11 : (tensor<128xbf16>) -> tensor<128xf32>
    %85 = stablehlo.broadcast_in_dim %84, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %86 = stablehlo.broadcast_in_dim %85, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<2x16x128xf32>
    %87 = stablehlo.multiply %83, %86 : tensor<2x16x128xf32>
    %88 = stablehlo.convert %87 : (tensor<2x16x128xf32>) -> tensor<2x16x128xbf16>
    %89 = stablehlo.dot_general %88, %arg19, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xbf16>, tensor<128x64xbf16>) -> tensor<2x16x64xbf16>
    %90 = stablehlo.add %0, %89 : tensor<2x16x64xbf16>
    %91 = stablehlo.convert %90 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %92 = chlo.square %91 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %93 = stablehlo.reduce(%92 init: %cst_7) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_8 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %96 = stablehlo.divide %94, %95 : tensor<2x16x1xf32>
    %cst_9 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %98 = stablehlo.add %96, %97 : tensor<2x16x1xf32>
    %99 = stablehlo.rsqrt %98 : tensor<2x16x1xf32>
    %100 = stablehlo.broadcast_in_dim %99, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %101 = stablehlo.multiply %91, %100 : tensor<2x16x64xf32>
    %102 = stablehlo.convert %101 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %103 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %104 = stablehlo.broadcast_in_dim %103, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %105 = stablehlo.multiply %102, %104 : tensor<2x16x64xbf16>
    %106 = stablehlo.dot_general %105, %arg14, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x292xbf16>) -> tensor<2x16x292xbf16>
    %107 = stablehlo.slice %106 [0:2, 0:16, 0:128] : (tensor<2x16x292xbf16>) -> tensor<2x16x128xbf16>
    %108 = stablehlo.slice %106 [0:2, 0:16, 128:288] : (tensor<2x16x292xbf16>) -> tensor<2x16x160xbf16>
    %109 = stablehlo.slice %106 [0:2, 0:16, 288:292] : (tensor<2x16x292xbf16>) -> tensor<2x16x4xbf16>
    %110 = stablehlo.convolution(%108, %arg7) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = [[3, 0]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 160 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x16x160xbf16>, tensor<4x1x160xbf16>) -> tensor<2x16x160xbf16>
    %111 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<160xbf16>) -> tensor<1x1x160xbf16>
    %112 = stablehlo.broadcast_in_dim %111, dims = [0, 1, 2] : (tensor<1x1x160xbf16>) -> tensor<2x16x160xbf16>
    %113 = stablehlo.add %110, %112 : tensor<2x16x160xbf16>
    %114 = call @silu(%113) : (tensor<2x16x160xbf16>) -> tensor<2x16x160xbf16>
    %115 = stablehlo.slice %114 [0:2, 0:16, 0:128] : (tensor<2x16x160xbf16>) -> tensor<2x16x128xbf16>
    %116 = stablehlo.slice %114 [0:2, 0:16, 128:144] : (tensor<2x16x160xbf16>) -> tensor<2x16x16xbf16>
    %117 = stablehlo.slice %114 [0:2, 0:16, 144:160] : (tensor<2x16x160xbf16>) -> tensor<2x16x16xbf16>
    %118 = stablehlo.convert %109 : (tensor<2x16x4xbf16>) -> tensor<2x16x4xf32>
    %119 = stablehlo.convert %arg9 : (tensor<4xbf16>) -> tensor<4xf32>
    %120 = stablehlo.broadcast_in_dim %119, dims = [2] : (tensor<4xf32>) -> tensor<1x1x4xf32>
    %121 = stablehlo.broadcast_in_dim %120, dims = [0, 1, 2] : (tensor<1x1x4xf32>) -> tensor<2x16x4xf32>
    %122 = stablehlo.add %118, %121 : tensor<2x16x4xf32>
    %123 = call @softplus(%122) : (tensor<2x16x4xf32>) -> tensor<2x16x4xf32>
    %124 = stablehlo.convert %arg1 : (tensor<4xbf16>) -> tensor<4xf32>
    %125 = stablehlo.exponential %124 : tensor<4xf32>
    %126 = stablehlo.negate %125 : tensor<4xf32>
    %127 = stablehlo.reshape %115 : (tensor<2x16x128xbf16>) -> tensor<2x16x4x32xbf16>
    %128 = stablehlo.convert %127 : (tensor<2x16x4x32xbf16>) -> tensor<2x16x4x32xf32>
    %129 = stablehlo.broadcast_in_dim %126, dims = [2] : (tensor<4xf32>) -> tensor<1x1x4xf32>
    %130 = stablehlo.broadcast_in_dim %129, dims = [0, 1, 2] : (tensor<1x1x4xf32>) -> tensor<2x16x4xf32>
    %131 = stablehlo.multiply %123, %130 : tensor<2x16x4xf32>
    %132 = stablehlo.transpose %131, dims = [0, 2, 1] : (tensor<2x16x4xf32>) -> tensor<2x4x16xf32>
    %133 = call @cumsum(%132) : (tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %134 = stablehlo.broadcast_in_dim %133, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %135 = stablehlo.broadcast_in_dim %133, dims = [0, 1, 3] : (tensor<2x4x16xf32>) -> tensor<2x4x1x16xf32>
    %136 = stablehlo.broadcast_in_dim %134, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %137 = stablehlo.broadcast_in_dim %135, dims = [0, 1, 2, 3] : (tensor<2x4x1x16xf32>) -> tensor<2x4x16x16xf32>
    %138 = stablehlo.subtract %136, %137 : tensor<2x4x16x16xf32>
    %c_10 = stablehlo.constant dense<true> : tensor<i1>
    %139 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i1>) -> tensor<16x16xi1>
    %140 = call @tril(%139) : (tensor<16x16xi1>) -> tensor<16x16xi1>
    %cst_11 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %141 = call @_where_1(%140, %138, %cst_11) : (tensor<16x16xi1>, tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16x16xf32>
    %142 = stablehlo.exponential %141 : tensor<2x4x16x16xf32>
    %143 = stablehlo.convert %117 : (tensor<2x16x16xbf16>) -> tensor<2x16x16xf32>
    %144 = stablehlo.convert %116 : (tensor<2x16x16xbf16>) -> tensor<2x16x16xf32>
    %145 = stablehlo.broadcast_in_dim %123, dims = [0, 1, 2] : (tensor<2x16x4xf32>) -> tensor<2x16x4x1xf32>
    %146 = stablehlo.broadcast_in_dim %145, dims = [0, 1, 2, 3] : (tensor<2x16x4x1xf32>) -> tensor<2x16x4x32xf32>
    %147 = stablehlo.multiply %128, %146 : tensor<2x16x4x32xf32>
    %148 = stablehlo.dot_general %144, %143, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x16x16xf32>, tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
    %149 = stablehlo.dot_general %142, %148, batching_dims = [0, 3, 2] x [0, 1, 2], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x16x16xf32>) -> tensor<2x16x16x4xf32>
    %150 = stablehlo.dot_general %149, %147, batching_dims = [0, 3] x [0, 2], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x16x4xf32>, tensor<2x16x4x32xf32>) -> tensor<2x4x16x32xf32>
    %151 = stablehlo.transpose %150, dims = [0, 2, 1, 3] : (tensor<2x4x16x32xf32>) -> tensor<2x16x4x32xf32>
    %152 = stablehlo.convert %arg3 : (tensor<4xbf16>) -> tensor<4xf32>
    %153 = stablehlo.broadcast_in_dim %152, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %154 = stablehlo.broadcast_in_dim %153, dims = [2, 3] : (tensor<4x1xf32>) -> tensor<1x1x4x1xf32>
    %155 = stablehlo.broadcast_in_dim %154, dims = [0, 1, 2, 3] : (tensor<1x1x4x1xf32>) -> tensor<2x16x4x32xf32>
    %156 = stablehlo.multiply %128, %155 : tensor<2x16x4x32xf32>
    %157 = stablehlo.add %151, %156 : tensor<2x16x4x32xf32>
    %158 = stablehlo.reshape %157 : (tensor<2x16x4x32xf32>) -> tensor<2x16x128xf32>
    %159 = stablehlo.convert %107 : (tensor<2x16x128xbf16>) -> tensor<2x16x128xf32>
    %160 = call @silu_2(%159) : (tensor<2x16x128xf32>) -> tensor<2x16x128xf32>
    %161 = stablehlo.multiply %158, %160 : tensor<2x16x128xf32>
    %162 = chlo.square %161 : tensor<2x16x128xf32> -> tensor<2x16x128xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %163 = stablehlo.reduce(%162 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<2x16x128xf32>, tensor<f32>) -> tensor<2x16xf32>
    %164 = stablehlo.broadcast_in_dim %163, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_13 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %165 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %166 = stablehlo.divide %164, %165 : tensor<2x16x1xf32>
    %cst_14 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %167 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %168 = stablehlo.add %166, %167 : tensor<2x16x1xf32>
    %169 = stablehlo.sqrt %168 : tensor<2x16x1xf32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %170 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %171 = stablehlo.divide %170, %169 : tensor<2x16x1xf32>
    %172 = stablehlo.broadcast_in_dim %171, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x128xf32>
    %173 = stablehlo.multiply %161, %172 : tensor<2x16x128xf32>
    %174 = stablehlo.convert %arg12 : (tensor<128xbf16>) -> tensor<128xf32>
    %175 = stablehlo.broadcast_in_dim %174, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %176 = stablehlo.broadcast_in_dim %175, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<2x16x128xf32>
    %177 = stablehlo.multiply %173, %176 : tensor<2x16x128xf32>
    %178 = stablehlo.convert %177 : (tensor<2x16x128xf32>) -> tensor<2x16x128xbf16>
    %179 = stablehlo.dot_general %178, %arg20, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xbf16>, tensor<128x64xbf16>) -> tensor<2x16x64xbf16>
    %180 = stablehlo.add %90, %179 : tensor<2x16x64xbf16>
    %181 = stablehlo.convert %180 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %182 = chlo.square %181 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %183 = stablehlo.reduce(%182 init: %cst_16) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %184 = stablehlo.broadcast_in_dim %183, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_17 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %185 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %186 = stablehlo.divide %184, %185 : tensor<2x16x1xf32>
    %cst_18 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %187 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %188 = stablehlo.add %186, %187 : tensor<2x16x1xf32>
    %189 = stablehlo.rsqrt %188 : tensor<2x16x1xf32>
    %190 = stablehlo.broadcast_in_dim %189, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %191 = stablehlo.multiply %181, %190 : tensor<2x16x64xf32>
    %192 = stablehlo.convert %191 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %193 = stablehlo.broadcast_in_dim %arg18, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %194 = stablehlo.broadcast_in_dim %193, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %195 = stablehlo.multiply %192, %194 : tensor<2x16x64xbf16>
    %196 = stablehlo.dot_general %195, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x128xbf16>) -> tensor<2x16x128xbf16>
    return %196 : tensor<2x16x128xbf16>
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
  func.func private @silu(%arg0: tensor<2x16x160xbf16>) -> tensor<2x16x160xbf16> {
    %0 = stablehlo.negate %arg0 : tensor<2x16x160xbf16>
    %1 = stablehlo.exponential %0 : tensor<2x16x160xbf16>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<2x16x160xbf16>
    %3 = stablehlo.add %2, %1 : tensor<2x16x160xbf16>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<2x16x160xbf16>
    %5 = stablehlo.divide %4, %3 : tensor<2x16x160xbf16>
    %6 = stablehlo.multiply %arg0, %5 : tensor<2x16x160xbf16>
    return %6 : tensor<2x16x160xbf16>
  }
  func.func private @softplus(%arg0: tensor<2x16x4xf32>) -> tensor<2x16x4xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x16x4xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<2x16x4xf32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x16x4xf32>
    %3 = stablehlo.subtract %arg0, %2 : tensor<2x16x4xf32>
    %4 = stablehlo.compare NE, %3, %3, FLOAT : (tensor<2x16x4xf32>, tensor<2x16x4xf32>) -> tensor<2x16x4xi1>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x16x4xf32>
    %6 = stablehlo.add %arg0, %5 : tensor<2x16x4xf32>
    %7 = stablehlo.abs %3 : tensor<2x16x4xf32>
    %8 = stablehlo.negate %7 : tensor<2x16x4xf32>
    %9 = stablehlo.exponential %8 : tensor<2x16x4xf32>
    %10 = stablehlo.log_plus_one %9 : tensor<2x16x4xf32>
    %11 = stablehlo.add %1, %10 : tensor<2x16x4xf32>
    %12 = stablehlo.select %4, %6, %11 : tensor<2x16x4xi1>, tensor<2x16x4xf32>
    return %12 : tensor<2x16x4xf32>
  }
  func.func private @cumsum(%arg0: tensor<2x4x16xf32>) -> tensor<2x4x16xf32> {
    %0 = call @cumsum_0(%arg0) : (tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    return %0 : tensor<2x4x16xf32>
  }
  func.func private @cumsum_0(%arg0: tensor<2x4x16xf32>) -> tensor<2x4x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<[[0, 0], [0, 0], [15, 0]]> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 1, 1, 16>, window_strides = array<i64: 1, 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<2x4x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    return %1 : tensor<2x4x16xf32>
  }
  func.func private @tril(%arg0: tensor<16x16xi1>) -> tensor<16x16xi1> {
    %0 = stablehlo.iota dim = 0 : tensor<16x16xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<16x16xi32>
    %2 = stablehlo.add %0, %1 : tensor<16x16xi32>
    %3 = stablehlo.iota dim = 1 : tensor<16x16xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<16x16xi32>, tensor<16x16xi32>) -> tensor<16x16xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<16x16xi1>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<16x16xi1>, tensor<16x16xi1>
    return %6 : tensor<16x16xi1>
  }
  func.func private @_where_1(%arg0: tensor<16x16xi1>, %arg1: tensor<2x4x16x16xf32>, %arg2: tensor<f32>) -> tensor<2x4x16x16xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] : (tensor<16x16xi1>) -> tensor<2x4x16x16xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<2x4x16x16xi1>, tensor<2x4x16x16xf32>
    return %3 : tensor<2x4x16x16xf32>
  }
  func.func private @silu_2(%arg0: tensor<2x16x128xf32>) -> tensor<2x16x128xf32> {
    %0 = stablehlo.negate %arg0 : tensor<2x16x128xf32>
    %1 = stablehlo.exponential %0 : tensor<2x16x128xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %3 = stablehlo.add %2, %1 : tensor<2x16x128xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %5 = stablehlo.divide %4, %3 : tensor<2x16x128xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<2x16x128xf32>
    return %6 : tensor<2x16x128xf32>
  }
}
