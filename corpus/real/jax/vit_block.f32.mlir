module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<256xf32>, %arg1: tensor<64x256xf32>, %arg2: tensor<64xf32>, %arg3: tensor<256x64xf32>, %arg4: tensor<64xf32>, %arg5: tensor<64xf32>, %arg6: tensor<64xf32>, %arg7: tensor<64xf32>, %arg8: tensor<4x16xf32>, %arg9: tensor<64x4x16xf32>, %arg10: tensor<64xf32>, %arg11: tensor<4x16x64xf32>, %arg12: tensor<4x16xf32>, %arg13: tensor<64x4x16xf32>, %arg14: tensor<4x16xf32>, %arg15: tensor<64x4x16xf32>, %arg16: tensor<2x16x64xf32>) -> (tensor<2x16x64xf32> {jax.result_info = "result"}) {
    %0 = chlo.square %arg16 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%arg16 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %3 = stablehlo.divide %1, %2 : tensor<2x16xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%0 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_2 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %6 = stablehlo.divide %4, %5 : tensor<2x16xf32>
    %7 = chlo.square %3 : tensor<2x16xf32> -> tensor<2x16xf32>
    %8 = stablehlo.subtract %6, %7 : tensor<2x16xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %10 = stablehlo.maximum %9, %8 : tensor<2x16xf32>
    %11 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %12 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %14 = stablehlo.subtract %arg16, %13 : tensor<2x16x64xf32>
    %cst_4 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %16 = stablehlo.add %12, %15 : tensor<2x16x1xf32>
    %17 = stablehlo.rsqrt %16 : tensor<2x16x1xf32>
    %18 = stablehlo.reshape %arg5 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %19 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %20 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %21 = stablehlo.multiply %19, %20 : tensor<2x16x64xf32>
    %22 = stablehlo.multiply %14, %21 : tensor<2x16x64xf32>
    %23 = stablehlo.reshape %arg4 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %25 = stablehlo.add %22, %24 : tensor<2x16x64xf32>
    %26 = stablehlo.dot_general %25, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x4x16xf32>) -> tensor<2x16x4x16xf32>
    %27 = stablehlo.reshape %arg12 : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<2x16x4x16xf32>
    %29 = stablehlo.add %26, %28 : tensor<2x16x4x16xf32>
    %30 = stablehlo.dot_general %25, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x4x16xf32>) -> tensor<2x16x4x16xf32>
    %31 = stablehlo.reshape %arg8 : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<2x16x4x16xf32>
    %33 = stablehlo.add %30, %32 : tensor<2x16x4x16xf32>
    %34 = stablehlo.dot_general %25, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x4x16xf32>) -> tensor<2x16x4x16xf32>
    %35 = stablehlo.reshape %arg14 : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<2x16x4x16xf32>
    %37 = stablehlo.add %34, %36 : tensor<2x16x4x16xf32>
    %cst_5 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %38 = stablehlo.sqrt %cst_5 : tensor<f32>
    %39 = stablehlo.convert %38 : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [] : (tensor<f32>) -> tensor<2x16x4x16xf32>
    %41 = stablehlo.divide %29, %40 : tensor<2x16x4x16xf32>
    %42 = stablehlo.dot_general %41, %33, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %cst_6 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %43 = stablehlo.reduce(%42 init: %cst_6) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %45 = stablehlo.maximum %44, %43 : tensor<2x4x16xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %48 = stablehlo.subtract %42, %47 : tensor<2x4x16x16xf32>
    %49 = stablehlo.exponential %48 : tensor<2x4x16x16xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %50 = stablehlo.reduce(%49 init: %cst_8) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %53 = stablehlo.divide %49, %52 : tensor<2x4x16x16xf32>
    %54 = stablehlo.dot_general %37, %53, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %55 = stablehlo.transpose %54, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %56 = stablehlo.dot_general %55, %arg11, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<4x16x64xf32>) -> tensor<2x16x64xf32>
    %57 = stablehlo.reshape %arg10 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %59 = stablehlo.add %56, %58 : tensor<2x16x64xf32>
    %60 = stablehlo.add %arg16, %59 : tensor<2x16x64xf32>
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
    %74 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %75 = stablehlo.subtract %60, %74 : tensor<2x16x64xf32>
    %cst_14 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %77 = stablehlo.add %73, %76 : tensor<2x16x1xf32>
    %78 = stablehlo.rsqrt %77 : tensor<2x16x1xf32>
    %79 = stablehlo.reshape %arg7 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %80 = stablehlo.broadcast_in_dim %78, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %81 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %82 = stablehlo.multiply %80, %81 : tensor<2x16x64xf32>
    %83 = stablehlo.multiply %75, %82 : tensor<2x16x64xf32>
    %84 = stablehlo.reshape %arg6 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %85 = stablehlo.broadcast_in_dim %84, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %86 = stablehlo.add %83, %85 : tensor<2x16x64xf32>
    %87 = stablehlo.dot_general %86, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x256xf32>) -> tensor<2x16x256xf32>
    %88 = stablehlo.reshape %arg0 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %89 = stablehlo.broadcast_in_dim %88, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<2x16x256xf32>
    %90 = stablehlo.add %87, %89 : tensor<2x16x256xf32>
    %cst_15 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %92 = stablehlo.multiply %91, %90 : tensor<2x16x256xf32>
    %93 = stablehlo.negate %90 : tensor<2x16x256xf32>
    %cst_16 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %95 = stablehlo.multiply %93, %94 : tensor<2x16x256xf32>
    %96 = chlo.erfc %95 : tensor<2x16x256xf32> -> tensor<2x16x256xf32>
    %97 = stablehlo.multiply %92, %96 : tensor<2x16x256xf32>
    %98 = stablehlo.dot_general %97, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x256xf32>, tensor<256x64xf32>) -> tensor<2x16x64xf32>
    %99 = stablehlo.reshape %arg2 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %100 = stablehlo.broadcast_in_dim %99, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %101 = stablehlo.add %98, %100 : tensor<2x16x64xf32>
    %102 = stablehlo.add %60, %101 : tensor<2x16x64xf32>
    return %102 : tensor<2x16x64xf32>
  }
}
