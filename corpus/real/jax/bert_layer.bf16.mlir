module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<256xbf16>, %arg1: tensor<64x256xbf16>, %arg2: tensor<64xbf16>, %arg3: tensor<256x64xbf16>, %arg4: tensor<64xbf16>, %arg5: tensor<64xbf16>, %arg6: tensor<64xbf16>, %arg7: tensor<64xbf16>, %arg8: tensor<4x16xbf16>, %arg9: tensor<64x4x16xbf16>, %arg10: tensor<64xbf16>, %arg11: tensor<4x16x64xbf16>, %arg12: tensor<4x16xbf16>, %arg13: tensor<64x4x16xbf16>, %arg14: tensor<4x16xbf16>, %arg15: tensor<64x4x16xbf16>, %arg16: tensor<2x16x64xbf16>) -> (tensor<2x16x64xbf16> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg16, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x4x16xbf16>) -> tensor<2x16x4x16xbf16>
    %1 = stablehlo.reshape %arg12 : (tensor<4x16xbf16>) -> tensor<1x1x4x16xbf16>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xbf16>) -> tensor<2x16x4x16xbf16>
    %3 = stablehlo.add %0, %2 : tensor<2x16x4x16xbf16>
    %4 = stablehlo.dot_general %arg16, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x4x16xbf16>) -> tensor<2x16x4x16xbf16>
    %5 = stablehlo.reshape %arg8 : (tensor<4x16xbf16>) -> tensor<1x1x4x16xbf16>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xbf16>) -> tensor<2x16x4x16xbf16>
    %7 = stablehlo.add %4, %6 : tensor<2x16x4x16xbf16>
    %8 = stablehlo.dot_general %arg16, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x4x16xbf16>) -> tensor<2x16x4x16xbf16>
    %9 = stablehlo.reshape %arg14 : (tensor<4x16xbf16>) -> tensor<1x1x4x16xbf16>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xbf16>) -> tensor<2x16x4x16xbf16>
    %11 = stablehlo.add %8, %10 : tensor<2x16x4x16xbf16>
    %cst = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %12 = stablehlo.sqrt %cst : tensor<f32>
    %13 = stablehlo.convert %12 : (tensor<f32>) -> tensor<bf16>
    %14 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<bf16>) -> tensor<2x16x4x16xbf16>
    %15 = stablehlo.divide %3, %14 : tensor<2x16x4x16xbf16>
    %16 = stablehlo.dot_general %15, %7, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xbf16>, tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %cst_0 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %17 = stablehlo.reduce(%16 init: %cst_0) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xbf16>, tensor<bf16>) -> tensor<2x4x16xbf16>
    %cst_1 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %18 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<2x4x16xbf16>
    %19 = stablehlo.maximum %18, %17 : tensor<2x4x16xbf16>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2] : (tensor<2x4x16xbf16>) -> tensor<2x4x16x1xbf16>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xbf16>) -> tensor<2x4x16x16xbf16>
    %22 = stablehlo.subtract %16, %21 : tensor<2x4x16x16xbf16>
    %23 = stablehlo.exponential %22 : tensor<2x4x16x16xbf16>
    %24 = stablehlo.convert %23 : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.reduce(%24 init: %cst_2) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %27 = stablehlo.convert %26 : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x1xbf16>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xbf16>) -> tensor<2x4x16x16xbf16>
    %29 = stablehlo.divide %23, %28 : tensor<2x4x16x16xbf16>
    %30 = stablehlo.dot_general %11, %29, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xbf16>, tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %31 = stablehlo.transpose %30, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xbf16>) -> tensor<2x16x4x16xbf16>
    %32 = stablehlo.dot_general %31, %arg11, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xbf16>, tensor<4x16x64xbf16>) -> tensor<2x16x64xbf16>
    %33 = stablehlo.reshape %arg10 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %35 = stablehlo.add %32, %34 : tensor<2x16x64xbf16>
    %36 = stablehlo.add %arg16, %35 : tensor<2x16x64xbf16>
    %37 = stablehlo.convert %36 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %38 = chlo.square %37 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %39 = stablehlo.reduce(%37 init: %cst_3) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_4 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %41 = stablehlo.divide %39, %40 : tensor<2x16xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %42 = stablehlo.reduce(%38 init: %cst_5) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_6 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %44 = stablehlo.divide %42, %43 : tensor<2x16xf32>
    %45 = chlo.square %41 : tensor<2x16xf32> -> tensor<2x16xf32>
    %46 = stablehlo.subtract %44, %45 : tensor<2x16xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %48 = stablehlo.maximum %47, %46 : tensor<2x16xf32>
    %49 = stablehlo.broadcast_in_dim %41, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %50 = stablehlo.broadcast_in_dim %48, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %51 = stablehlo.convert %36 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %52 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %53 = stablehlo.subtract %51, %52 : tensor<2x16x64xf32>
    %cst_8 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %55 = stablehlo.add %50, %54 : tensor<2x16x1xf32>
    %56 = stablehlo.rsqrt %55 : tensor<2x16x1xf32>
    %57 = stablehlo.reshape %arg5 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %58 = stablehlo.convert %57 : (tensor<1x1x64xbf16>) -> tensor<1x1x64xf32>
    %59 = stablehlo.broadcast_in_dim %56, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %60 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %61 = stablehlo.multiply %59, %60 : tensor<2x16x64xf32>
    %62 = stablehlo.multiply %53, %61 : tensor<2x16x64xf32>
    %63 = stablehlo.reshape %arg4 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %64 = stablehlo.convert %63 : (tensor<1x1x64xbf16>) -> tensor<1x1x64xf32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %66 = stablehlo.add %62, %65 : tensor<2x16x64xf32>
    %67 = stablehlo.convert %66 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %68 = stablehlo.dot_general %67, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x256xbf16>) -> tensor<2x16x256xbf16>
    %69 = stablehlo.reshape %arg0 : (tensor<256xbf16>) -> tensor<1x1x256xbf16>
    %70 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2] : (tensor<1x1x256xbf16>) -> tensor<2x16x256xbf16>
    %71 = stablehlo.add %68, %70 : tensor<2x16x256xbf16>
    %cst_9 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %72 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<bf16>) -> tensor<2x16x256xbf16>
    %73 = stablehlo.multiply %72, %71 : tensor<2x16x256xbf16>
    %74 = stablehlo.negate %71 : tensor<2x16x256xbf16>
    %cst_10 = stablehlo.constant dense<7.070310e-01> : tensor<bf16>
    %75 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<bf16>) -> tensor<2x16x256xbf16>
    %76 = stablehlo.multiply %74, %75 : tensor<2x16x256xbf16>
    %77 = chlo.erfc %76 : tensor<2x16x256xbf16> -> tensor<2x16x256xbf16>
    %78 = stablehlo.multiply %73, %77 : tensor<2x16x256xbf16>
    %79 = stablehlo.dot_general %78, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x256xbf16>, tensor<256x64xbf16>) -> tensor<2x16x64xbf16>
    %80 = stablehlo.reshape %arg2 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %81 = stablehlo.broadcast_in_dim %80, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %82 = stablehlo.add %79, %81 : tensor<2x16x64xbf16>
    %83 = stablehlo.add %67, %82 : tensor<2x16x64xbf16>
    %84 = stablehlo.convert %83 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %85 = chlo.square %84 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %86 = stablehlo.reduce(%84 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_12 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %88 = stablehlo.divide %86, %87 : tensor<2x16xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %89 = stablehlo.reduce(%85 init: %cst_13) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_14 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %91 = stablehlo.divide %89, %90 : tensor<2x16xf32>
    %92 = chlo.square %88 : tensor<2x16xf32> -> tensor<2x16xf32>
    %93 = stablehlo.subtract %91, %92 : tensor<2x16xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %95 = stablehlo.maximum %94, %93 : tensor<2x16xf32>
    %96 = stablehlo.broadcast_in_dim %88, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %97 = stablehlo.broadcast_in_dim %95, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %98 = stablehlo.convert %83 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %99 = stablehlo.broadcast_in_dim %96, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %100 = stablehlo.subtract %98, %99 : tensor<2x16x64xf32>
    %cst_16 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %101 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %102 = stablehlo.add %97, %101 : tensor<2x16x1xf32>
    %103 = stablehlo.rsqrt %102 : tensor<2x16x1xf32>
    %104 = stablehlo.reshape %arg7 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %105 = stablehlo.convert %104 : (tensor<1x1x64xbf16>) -> tensor<1x1x64xf32>
    %106 = stablehlo.broadcast_in_dim %103, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %107 = stablehlo.broadcast_in_dim %105, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %108 = stablehlo.multiply %106, %107 : tensor<2x16x64xf32>
    %109 = stablehlo.multiply %100, %108 : tensor<2x16x64xf32>
    %110 = stablehlo.reshape %arg6 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %111 = stablehlo.convert %110 : (tensor<1x1x64xbf16>) -> tensor<1x1x64xf32>
    %112 = stablehlo.broadcast_in_dim %111, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %113 = stablehlo.add %109, %112 : tensor<2x16x64xf32>
    %114 = stablehlo.convert %113 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    return %114 : tensor<2x16x64xbf16>
  }
}
