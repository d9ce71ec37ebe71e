module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<256xbf16>, %arg1: tensor<64x256xbf16>, %arg2: tensor<64xbf16>, %arg3: tensor<256x64xbf16>, %arg4: tensor<64xbf16>, %arg5: tensor<64xbf16>, %arg6: tensor<64xbf16>, %arg7: tensor<64xbf16>, %arg8: tensor<4x16xbf16>, %arg9: tensor<64x4x16xbf16>, %arg10: tensor<64xbf16>, %arg11: tensor<4x16x64xbf16>, %arg12: tensor<4x16xbf16>, %arg13: tensor<64x4x16xbf16>, %arg14: tensor<4x16xbf16>, %arg15: tensor<64x4x16xbf16>, %arg16: tensor<2x16x64xbf16>) -> (tensor<2x16x64xbf16> {jax.result_info = "result"}) {
    %0 = stablehlo.convert %arg16 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %1 = chlo.square %0 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %4 = stablehlo.divide %2, %3 : tensor<2x16xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%1 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_2 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %7 = stablehlo.divide %5, %6 : tensor<2x16xf32>
    %8 = chlo.square %4 : tensor<2x16xf32> -> tensor<2x16xf32>
    %9 = stablehlo.subtract %7, %8 : tensor<2x16xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %11 = stablehlo.maximum %10, %9 : tensor<2x16xf32>
    %12 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %14 = stablehlo.convert %arg16 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %15 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %16 = stablehlo.subtract %14, %15 : tensor<2x16x64xf32>
    %cst_4 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %18 = stablehlo.add %13, %17 : tensor<2x16x1xf32>
    %19 = stablehlo.rsqrt %18 : tensor<2x16x1xf32>
    %20 = stablehlo.reshape %arg5 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %21 = stablehlo.convert %20 : (tensor<1x1x64xbf16>) -> tensor<1x1x64xf32>
    %22 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %23 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %24 = stablehlo.multiply %22, %23 : tensor<2x16x64xf32>
    %25 = stablehlo.multiply %16, %24 : tensor<2x16x64xf32>
    %26 = stablehlo.reshape %arg4 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %27 = stablehlo.convert %26 : (tensor<1x1x64xbf16>) -> tensor<1x1x64xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %29 = stablehlo.add %25, %28 : tensor<2x16x64xf32>
    %30 = stablehlo.convert %29 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %31 = stablehlo.dot_general %30, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x4x16xbf16>) -> tensor<2x16x4x16xbf16>
    %32 = stablehlo.reshape %arg12 : (tensor<4x16xbf16>) -> tensor<1x1x4x16xbf16>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xbf16>) -> tensor<2x16x4x16xbf16>
    %34 = stablehlo.add %31, %33 : tensor<2x16x4x16xbf16>
    %35 = stablehlo.dot_general %30, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x4x16xbf16>) -> tensor<2x16x4x16xbf16>
    %36 = stablehlo.reshape %arg8 : (tensor<4x16xbf16>) -> tensor<1x1x4x16xbf16>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xbf16>) -> tensor<2x16x4x16xbf16>
    %38 = stablehlo.add %35, %37 : tensor<2x16x4x16xbf16>
    %39 = stablehlo.dot_general %30, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x4x16xbf16>) -> tensor<2x16x4x16xbf16>
    %40 = stablehlo.reshape %arg14 : (tensor<4x16xbf16>) -> tensor<1x1x4x16xbf16>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xbf16>) -> tensor<2x16x4x16xbf16>
    %42 = stablehlo.add %39, %41 : tensor<2x16x4x16xbf16>
    %cst_5 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %43 = stablehlo.sqrt %cst_5 : tensor<f32>
    %44 = stablehlo.convert %43 : (tensor<f32>) -> tensor<bf16>
    %45 = stablehlo.broadcast_in_dim %44, dims = [] : (tensor<bf16>) -> tensor<2x16x4x16xbf16>
    %46 = stablehlo.divide %34, %45 : tensor<2x16x4x16xbf16>
    %47 = stablehlo.dot_general %46, %38, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xbf16>, tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %cst_6 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %48 = stablehlo.reduce(%47 init: %cst_6) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xbf16>, tensor<bf16>) -> tensor<2x4x16xbf16>
    %cst_7 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %49 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<bf16>) -> tensor<2x4x16xbf16>
    %50 = stablehlo.maximum %49, %48 : tensor<2x4x16xbf16>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2] : (tensor<2x4x16xbf16>) -> tensor<2x4x16x1xbf16>
    %52 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xbf16>) -> tensor<2x4x16x16xbf16>
    %53 = stablehlo.subtract %47, %52 : tensor<2x4x16x16xbf16>
    %54 = stablehlo.exponential %53 : tensor<2x4x16x16xbf16>
    %55 = stablehlo.convert %54 : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %56 = stablehlo.reduce(%55 init: %cst_8) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %58 = stablehlo.convert %57 : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x1xbf16>
    %59 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xbf16>) -> tensor<2x4x16x16xbf16>
    %60 = stablehlo.divide %54, %59 : tensor<2x4x16x16xbf16>
    %61 = stablehlo.dot_general %42, %60, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xbf16>, tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %62 = stablehlo.transpose %61, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xbf16>) -> tensor<2x16x4x16xbf16>
    %63 = stablehlo.dot_general %62, %arg11, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xbf16>, tensor<4x16x64xbf16>) -> tensor<2x16x64xbf16>
    %64 = stablehlo.reshape %arg10 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %66 = stablehlo.add %63, %65 : tensor<2x16x64xbf16>
    %67 = stablehlo.add %arg16, %66 : tensor<2x16x64xbf16>
    %68 = stablehlo.convert %67 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %69 = chlo.square %68 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %70 = stablehlo.reduce(%68 init: %cst_9) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_10 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %72 = stablehlo.divide %70, %71 : tensor<2x16xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %73 = stablehlo.reduce(%69 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_12 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %75 = stablehlo.divide %73, %74 : tensor<2x16xf32>
    %76 = chlo.square %72 : tensor<2x16xf32> -> tensor<2x16xf32>
    %77 = stablehlo.subtract %75, %76 : tensor<2x16xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %79 = stablehlo.maximum %78, %77 : tensor<2x16xf32>
    %80 = stablehlo.broadcast_in_dim %72, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %81 = stablehlo.broadcast_in_dim %79, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %82 = stablehlo.convert %67 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %83 = stablehlo.broadcast_in_dim %80, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %84 = stablehlo.subtract %82, %83 : tensor<2x16x64xf32>
    %cst_14 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %86 = stablehlo.add %81, %85 : tensor<2x16x1xf32>
    %87 = stablehlo.rsqrt %86 : tensor<2x16x1xf32>
    %88 = stablehlo.reshape %arg7 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %89 = stablehlo.convert %88 : (tensor<1x1x64xbf16>) -> tensor<1x1x64xf32>
    %90 = stablehlo.broadcast_in_dim %87, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %91 = stablehlo.broadcast_in_dim %89, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %92 = stablehlo.multiply %90, %91 : tensor<2x16x64xf32>
    %93 = stablehlo.multiply %84, %92 : tensor<2x16x64xf32>
    %94 = stablehlo.reshape %arg6 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %95 = stablehlo.convert %94 : (tensor<1x1x64xbf16>) -> tensor<1x1x64xf32>
    %96 = stablehlo.broadcast_in_dim %95, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %97 = stablehlo.add %93, %96 : tensor<2x16x64xf32>
    %98 = stablehlo.convert %97 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %99 = stablehlo.dot_general %98, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x256xbf16>) -> tensor<2x16x256xbf16>
    %100 = stablehlo.reshape %arg0 : (tensor<256xbf16>) -> tensor<1x1x256xbf16>
    %101 = stablehlo.broadcast_in_dim %100, dims = [0, 1, 2] : (tensor<1x1x256xbf16>) -> tensor<2x16x256xbf16>
    %102 = stablehlo.add %99, %101 : tensor<2x16x256xbf16>
    %cst_15 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %103 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<bf16>) -> tensor<2x16x256xbf16>
    %104 = stablehlo.multiply %103, %102 : tensor<2x16x256xbf16>
    %105 = stablehlo.negate %102 : tensor<2x16x256xbf16>
    %cst_16 = stablehlo.constant dense<7.070310e-01> : tensor<bf16>
    %106 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<bf16>) -> tensor<2x16x256xbf16>
    %107 = stablehlo.multiply %105, %106 : tensor<2x16x256xbf16>
    %108 = chlo.erfc %107 : tensor<2x16x256xbf16> -> tensor<2x16x256xbf16>
    %109 = stablehlo.multiply %104, %108 : tensor<2x16x256xbf16>
    %110 = stablehlo.dot_general %109, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x256xbf16>, tensor<256x64xbf16>) -> tensor<2x16x64xbf16>
    %111 = stablehlo.reshape %arg2 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %112 = stablehlo.broadcast_in_dim %111, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %113 = stablehlo.add %110, %112 : tensor<2x16x64xbf16>
    %114 = stablehlo.add %67, %113 : tensor<2x16x64xbf16>
    return %114 : tensor<2x16x64xbf16>
  }
}
