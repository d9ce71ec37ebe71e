module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<4xf32>, %arg3: tensor<4xf32>, %arg4: tensor<160xf32>, %arg5: tensor<160xf32>, %arg6: tensor<4x1x160xf32>, %arg7: tensor<4x1x160xf32>, %arg8: tensor<4xf32>, %arg9: tensor<4xf32>, %arg10: tensor<128x64xf32>, %arg11: tensor<128xf32>, %arg12: tensor<128xf32>, %arg13: tensor<64x292xf32>, %arg14: tensor<64x292xf32>, %arg15: tensor<64x128xf32>, %arg16: tensor<64xf32>, %arg17: tensor<64xf32>, %arg18: tensor<64xf32>, %arg19: tensor<128x64xf32>, %arg20: tensor<128x64xf32>, %arg21: tensor<2x16xi32>) -> (tensor<2x16x128xf32> {jax.result_info = "result"}) {
    %0 = call @_take(%arg10, %arg21) : (tensor<128x64xf32>, tensor<2x16xi32>) -> tensor<2x16x64xf32>
    %1 = chlo.square %0 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %5 = stablehlo.divide %3, %4 : tensor<2x16x1xf32>
    %cst_1 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %7 = stablehlo.add %5, %6 : tensor<2x16x1xf32>
    %8 = stablehlo.rsqrt %7 : tensor<2x16x1xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %10 = stablehlo.multiply %0, %9 : tensor<2x16x64xf32>
    %11 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %13 = stablehlo.multiply %10, %12 : tensor<2x16x64xf32>
    %14 = stablehlo.dot_general %13, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x292xf32>) -> tensor<2x16x292xf32>
    %15 = stablehlo.slice %14 [0:2, 0:16, 0:128] : (tensor<2x16x292xf32>) -> tensor<2x16x128xf32>
    %16 = stablehlo.slice %14 [0:2, 0:16, 128:288] : (tensor<2x16x292xf32>) -> tensor<2x16x160xf32>
    %17 = stablehlo.slice %14 [0:2, 0:16, 288:292] : (tensor<2x16x292xf32>) -> tensor<2x16x4xf32>
    %18 = stablehlo.convolution(%16, %arg6) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = [[3, 0]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 160 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x16x160xf32>, tensor<4x1x160xf32>) -> tensor<2x16x160xf32>
    %19 = stablehlo.broadcast_in_dim %arg4, dims = [2] : (tensor<160xf32>) -> tensor<1x1x160xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2] : (tensor<1x1x160xf32>) -> tensor<2x16x160xf32>
    %21 = stablehlo.add %18, %20 : tensor<2x16x160xf32>
    %22 = call @silu(%21) : (tensor<2x16x160xf32>) -> tensor<2x16x160xf32>
    %23 = stablehlo.slice %22 [0:2, 0:16, 0:128] : (tensor<2x16x160xf32>) -> tensor<2x16x128xf32>
    %24 = stablehlo.slice %22 [0:2, 0:16, 128:144] : (tensor<2x16x160xf32>) -> tensor<2x16x16xf32>
    %25 = stablehlo.slice %22 [0:2, 0:16, 144:160] : (tensor<2x16x160xf32>) -> tensor<2x16x16xf32>
    %26 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<4xf32>) -> tensor<1x1x4xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2] : (tensor<1x1x4xf32>) -> tensor<2x16x4xf32>
    %28 = stablehlo.add %17, %27 : tensor<2x16x4xf32>
    %29 = call @softplus(%28) : (tensor<2x16x4xf32>) -> tensor<2x16x4xf32>
    %30 = stablehlo.exponential %arg0 : tensor<4xf32>
    %31 = stablehlo.negate %30 : tensor<4xf32>
    %32 = stablehlo.reshape %23 : (tensor<2x16x128xf32>) -> tensor<2x16x4x32xf32>
    %33 = stablehlo.broadcast_in_dim %31, dims = [2] : (tensor<4xf32>) -> tensor<1x1x4xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2] : (tensor<1x1x4xf32>) -> tensor<2x16x4xf32>
    %35 = stablehlo.multiply %29, %34 : tensor<2x16x4xf32>
    %36 = stablehlo.transpose %35, dims = [0, 2, 1] : (tensor<2x16x4xf32>) -> tensor<2x4x16xf32>
    %37 = call @cumsum(%36) : (tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %39 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 3] : (tensor<2x4x16xf32>) -> tensor<2x4x1x16xf32>
    %40 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %41 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2, 3] : (tensor<2x4x1x16xf32>) -> tensor<2x4x16x16xf32>
    %42 = stablehlo.subtract %40, %41 : tensor<2x4x16x16xf32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %43 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<16x16xi1>
    %44 = call @tril(%43) : (tensor<16x16xi1>) -> tensor<16x16xi1>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %45 = call @_where_1(%44, %42, %cst_2) : (tensor<16x16xi1>, tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16x16xf32>
    %46 = stablehlo.exponential %45 : tensor<2x4x16x16xf32>
    %47 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 2] : (tensor<2x16x4xf32>) -> tensor<2x16x4x1xf32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2, 3] : (tensor<2x16x4x1xf32>) -> tensor<2x16x4x32xf32>
    %49 = stablehlo.multiply %32, %48 : tensor<2x16x4x32xf32>
    %50 = stablehlo.dot_general %24, %25, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x16x16xf32>, tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
    %51 = stablehlo.dot_general %46, %50, batching_dims = [0, 3, 2] x [0, 1, 2], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x16x16xf32>) -> tensor<2x16x16x4xf32>
    %52 = stablehlo.dot_general %51, %49, batching_dims = [0, 3] x [0, 2], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x16x4xf32>, tensor<2x16x4x32xf32>) -> tensor<2x4x16x32xf32>
    %53 = stablehlo.transpose %52, dims = [0, 2, 1, 3] : (tensor<2x4x16x32xf32>) -> tensor<2x16x4x32xf32>
    %54 = stablehlo.broadcast_in_dim %arg2, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [2, 3] : (tensor<4x1xf32>) -> tensor<1x1x4x1xf32>
    %56 = stablehlo.broadcast_in_dim %55, dims = [0, 1, 2, 3] : (tensor<1x1x4x1xf32>) -> tensor<2x16x4x32xf32>
    %57 = stablehlo.multiply %32, %56 : tensor<2x16x4x32xf32>
    %58 = stablehlo.add %53, %57 : tensor<2x16x4x32xf32>
    %59 = stablehlo.reshape %58 : (tensor<2x16x4x32xf32>) -> tensor<2x16x128xf32>
    %60 = call @silu_2(%15) : (tensor<2x16x128xf32>) -> tensor<2x16x128xf32>
    %61 = stablehlo.multiply %59, %60 : tensor<2x16x128xf32>
    %62 = chlo.square %61 : tensor<2x16x128xf32> -> tensor<2x16x128xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %63 = stablehlo.reduce(%62 init: %cst_3) applies stablehlo.add across dimensions = [2] : (tensor<2x16x128xf32>, tensor<f32>) -> tensor<2x16xf32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_4 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %66 = stablehlo.divide %64, %65 : tensor<2x16x1xf32>
    %cst_5 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %68 = stablehlo.add %66, %67 : tensor<2x16x1xf32>
    %69 = stablehlo.sqrt %68 : tensor<2x16x1xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %71 = stablehlo.divide %70, %69 : tensor<2x16x1xf32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x128xf32>
    %73 = stablehlo.multiply %61, %72 : tensor<2x16x128xf32>
    %74 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %75 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<2x16x128xf32>
    %76 = stablehlo.multiply %73, %75 : tensor<2x16x128xf32>
    %77 = stablehlo.dot_general %76, %arg19, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xf32>, tensor<128x64xf32>) -> tensor<2x16x64xf32>
    %78 = stablehlo.add %0, %77 : tensor<2x16x64xf32>
    %79 = chlo.square %78 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %80 = stablehlo.reduce(%79 init: %cst_7) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %81 = stablehlo.broadcast_in_dim %80, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_8 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %83 = stablehlo.divide %81, %82 : tensor<2x16x1xf32>
    %cst_9 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %85 = stablehlo.add %83, %84 : tensor<2x16x1xf32>
    %86 = stablehlo.rsqrt %85 : tensor<2x16x1xf32>
    %87 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %88 = stablehlo.multiply %78, %87 : tensor<2x16x64xf32>
    %89 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %90 = stablehlo.broadcast_in_dim %89, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %91 = stablehlo.multiply %88, %90 : tensor<2x16x64xf32>
    %92 = stablehlo.dot_general %91, %arg14, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x292xf32>) -> tensor<2x16x292xf32>
    %93 = stablehlo.slice %92 [0:2, 0:16, 0:128] : (tensor<2x16x292xf32>) -> tensor<2x16x128xf32>
    %94 = stablehlo.slice %92 [0:2, 0:16, 128:288] : (tensor<2x16x292xf32>) -> tensor<2x16x160xf32>
    %95 = stablehlo.slice %92 [0:2, 0:16, 288:292] : (tensor<2x16x292xf32>) -> tensor<2x16x4xf32>
    %96 = stablehlo.convolution(%94, %arg7) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = [[3, 0]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 160 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x16x160xf32>, tensor<4x1x160xf32>) -> tensor<2x16x160xf32>
    %97 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<160xf32>) -> tensor<1x1x160xf32>
    %98 = stablehlo.broadcast_in_dim %97, dims = [0, 1, 2] : (tensor<1x1x160xf32>) -> tensor<2x16x160xf32>
    %99 = stablehlo.add %96, %98 : tensor<2x16x160xf32>
    %100 = call @silu(%99) : (tensor<2x16x160xf32>) -> tensor<2x16x160xf32>
    %101 = stablehlo.slice %100 [0:2, 0:16, 0:128] : (tensor<2x16x160xf32>) -> tensor<2x16x128xf32>
    %102 = stablehlo.slice %100 [0:2, 0:16, 128:144] : (tensor<2x16x160xf32>) -> tensor<2x16x16xf32>
    %103 = stablehlo.slice %100 [0:2, 0:16, 144:160] : (tensor<2x16x160xf32>) -> tensor<2x16x16xf32>
    %104 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<4xf32>) -> tensor<1x1x4xf32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 2] : (tensor<1x1x4xf32>) -> tensor<2x16x4xf32>
    %106 = stablehlo.add %95, %105 : tensor<2x16x4xf32>
    %107 = call @softplus(%106) : (tensor<2x16x4xf32>) -> tensor<2x16x4xf32>
    %108 = stablehlo.exponential %arg1 : tensor<4xf32>
    %109 = stablehlo.negate %108 : tensor<4xf32>
    %110 = stablehlo.reshape %101 : (tensor<2x16x128xf32>) -> tensor<2x16x4x32xf32>
    %111 = stablehlo.broadcast_in_dim %109, dims = [2] : (tensor<4xf32>) -> tensor<1x1x4xf32>
    %112 = stablehlo.broadcast_in_dim %111, dims = [0, 1, 2] : (tensor<1x1x4xf32>) -> tensor<2x16x4xf32>
    %113 = stablehlo.multiply %107, %112 : tensor<2x16x4xf32>
    %114 = stablehlo.transpose %113, dims = [0, 2, 1] : (tensor<2x16x4xf32>) -> tensor<2x4x16xf32>
    %115 = call @cumsum(%114) : (tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %116 = stablehlo.broadcast_in_dim %115, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %117 = stablehlo.broadcast_in_dim %115, dims = [0, 1, 3] : (tensor<2x4x16xf32>) -> tensor<2x4x1x16xf32>
    %118 = stablehlo.broadcast_in_dim %116, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %119 = stablehlo.broadcast_in_dim %117, dims = [0, 1, 2, 3] : (tensor<2x4x1x16xf32>) -> tensor<2x4x16x16xf32>
    %120 = stablehlo.subtract %118, %119 : tensor<2x4x16x16xf32>
    %c_10 = stablehlo.constant dense<true> : tensor<i1>
    %121 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i1>) -> tensor<16x16xi1>
    %122 = call @tril(%121) : (tensor<16x16xi1>) -> tensor<16x16xi1>
    %cst_11 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %123 = call @_where_1(%122, %120, %cst_11) : (tensor<16x16xi1>, tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16x16xf32>
    %124 = stablehlo.exponential %123 : tensor<2x4x16x16xf32>
    %125 = stablehlo.broadcast_in_dim %107, dims = [0, 1, 2] : (tensor<2x16x4xf32>) -> tensor<2x16x4x1xf32>
    %126 = stablehlo.broadcast_in_dim %125, dims = [0, 1, 2, 3] : (tensor<2x16x4x1xf32>) -> tensor<2x16x4x32xf32>
    %127 = stablehlo.multiply %110, %126 : tensor<2x16x4x32xf32>
    %128 = stablehlo.dot_general %102, %103, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x16x16xf32>, tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
    %129 = stablehlo.dot_general %124, %128, batching_dims = [0, 3, 2] x [0, 1, 2], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x16x16xf32>) -> tensor<2x16x16x4xf32>
    %130 = stablehlo.dot_general %129, %127, batching_dims = [0, 3] x [0, 2], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x16x4xf32>, tensor<2x16x4x32xf32>) -> tensor<2x4x16x32xf32>
    %131 = stablehlo.transpose %130, dims = [0, 2, 1, 3] : (tensor<2x4x16x32xf32>) -> tensor<2x16x4x32xf32>
    %132 = stablehlo.broadcast_in_dim %arg3, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %133 = stablehlo.broadcast_in_dim %132, dims = [2, 3] : (tensor<4x1xf32>) -> tensor<1x1x4x1xf32>
    %134 = stablehlo.broadcast_in_dim %133, dims = [0, 1, 2, 3] : (tensor<1x1x4x1xf32>) -> tensor<2x16x4x32xf32>
    %135 = stablehlo.multiply %110, %134 : tensor<2x16x4x32xf32>
    %136 = stablehlo.add %131, %135 : tensor<2x16x4x32xf32>
    %137 = stablehlo.reshape %136 : (tensor<2x16x4x32xf32>) -> tensor<2x16x128xf32>
    %138 = call @silu_2(%93) : (tensor<2x16x128xf32>) -> tensor<2x16x128xf32>
    %139 = stablehlo.multiply %137, %138 : tensor<2x16x128xf32>
    %140 = chlo.square %139 : tensor<2x16x128xf32> -> tensor<2x16x128xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %141 = stablehlo.reduce(%140 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<2x16x128xf32>, tensor<f32>) -> tensor<2x16xf32>
    %142 = stablehlo.broadcast_in_dim %141, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_13 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %143 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %144 = stablehlo.divide %142, %143 : tensor<2x16x1xf32>
    %cst_14 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %145 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %146 = stablehlo.add %144, %145 : tensor<2x16x1xf32>
    %147 = stablehlo.sqrt %146 : tensor<2x16x1xf32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %148 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %149 = stablehlo.divide %148, %147 : tensor<2x16x1xf32>
    %150 = stablehlo.broadcast_in_dim %149, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x128xf32>
    %151 = stablehlo.multiply %139, %150 : tensor<2x16x128xf32>
    %152 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %153 = stablehlo.broadcast_in_dim %152, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<2x16x128xf32>
    %154 = stablehlo.multiply %151, %153 : tensor<2x16x128xf32>
    %155 = stablehlo.dot_general %154, %arg20, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xf32>, tensor<128x64xf32>) -> tensor<2x16x64xf32>
    %156 = stablehlo.add %78, %155 : tensor<2x16x64xf32>
    %157 = chlo.square %156 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %158 = stablehlo.reduce(%157 init: %cst_16) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %159 = stablehlo.broadcast_in_dim %158, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_17 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %160 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %161 = stablehlo.divide %159, %160 : tensor<2x16x1xf32>
    %cst_18 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %162 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %163 = stablehlo.add %161, %162 : tensor<2x16x1xf32>
    %164 = stablehlo.rsqrt %163 : tensor<2x16x1xf32>
    %165 = stablehlo.broadcast_in_dim %164, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %166 = stablehlo.multiply %156, %165 : tensor<2x16x64xf32>
    %167 = stablehlo.broadcast_in_dim %arg18, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %168 = stablehlo.broadcast_in_dim %167, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %169 = stablehlo.multiply %166, %168 : tensor<2x16x64xf32>
    %170 = stablehlo.dot_general %169, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x128xf32>) -> tensor<2x16x128xf32>
    return %170 : tensor<2x16x128xf32>
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
  func.func private @silu(%arg0: tensor<2x16x160xf32>) -> tensor<2x16x160xf32> {
    %0 = stablehlo.negate %arg0 : tensor<2x16x160xf32>
    %1 = stablehlo.exponential %0 : tensor<2x16x160xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x16x160xf32>
    %3 = stablehlo.add %2, %1 : tensor<2x16x160xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x16x160xf32>
    %5 = stablehlo.divide %4, %3 : tensor<2x16x160xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<2x16x160xf32>
    return %6 : tensor<2x16x160xf32>
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
