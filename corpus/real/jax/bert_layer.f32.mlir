module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<256xf32>, %arg1: tensor<64x256xf32>, %arg2: tensor<64xf32>, %arg3: tensor<256x64xf32>, %arg4: tensor<64xf32>, %arg5: tensor<64xf32>, %arg6: tensor<64xf32>, %arg7: tensor<64xf32>, %arg8: tensor<4x16xf32>, %arg9: tensor<64x4x16xf32>, %arg10: tensor<64xf32>, %arg11: tensor<4x16x64xf32>, %arg12: tensor<4x16xf32>, %arg13: tensor<64x4x16xf32>, %arg14: tensor<4x16xf32>, %arg15: tensor<64x4x16xf32>, %arg16: tensor<2x16x64xf32>) -> (tensor<2x16x64xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg16, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x4x16xf32>) -> tensor<2x16x4x16xf32>
    %1 = stablehlo.reshape %arg12 : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<2x16x4x16xf32>
    %3 = stablehlo.add %0, %2 : tensor<2x16x4x16xf32>
    %4 = stablehlo.dot_general %arg16, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x4x16xf32>) -> tensor<2x16x4x16xf32>
    %5 = stablehlo.reshape %arg8 : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<2x16x4x16xf32>
    %7 = stablehlo.add %4, %6 : tensor<2x16x4x16xf32>
    %8 = stablehlo.dot_general %arg16, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x4x16xf32>) -> tensor<2x16x4x16xf32>
    %9 = stablehlo.reshape %arg14 : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<2x16x4x16xf32>
    %11 = stablehlo.add %8, %10 : tensor<2x16x4x16xf32>
    %cst = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %12 = stablehlo.sqrt %cst : tensor<f32>
    %13 = stablehlo.convert %12 : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f32>) -> tensor<2x16x4x16xf32>
    %15 = stablehlo.divide %3, %14 : tensor<2x16x4x16xf32>
    %16 = stablehlo.dot_general %15, %7, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %17 = stablehlo.reduce(%16 init: %cst_0) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %19 = stablehlo.maximum %18, %17 : tensor<2x4x16xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %22 = stablehlo.subtract %16, %21 : tensor<2x4x16x16xf32>
    %23 = stablehlo.exponential %22 : tensor<2x4x16x16xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.reduce(%23 init: %cst_2) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %27 = stablehlo.divide %23, %26 : tensor<2x4x16x16xf32>
    %28 = stablehlo.dot_general %11, %27, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %29 = stablehlo.transpose %28, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %30 = stablehlo.dot_general %29, %arg11, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<4x16x64xf32>) -> tensor<2x16x64xf32>
    %31 = stablehlo.reshape %arg10 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %33 = stablehlo.add %30, %32 : tensor<2x16x64xf32>
    %34 = stablehlo.add %arg16, %33 : tensor<2x16x64xf32>
    %35 = chlo.square %34 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %36 = stablehlo.reduce(%34 init: %cst_3) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_4 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %38 = stablehlo.divide %36, %37 : tensor<2x16xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %39 = stablehlo.reduce(%35 init: %cst_5) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_6 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %41 = stablehlo.divide %39, %40 : tensor<2x16xf32>
    %42 = chlo.square %38 : tensor<2x16xf32> -> tensor<2x16xf32>
    %43 = stablehlo.subtract %41, %42 : tensor<2x16xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %45 = stablehlo.maximum %44, %43 : tensor<2x16xf32>
    %46 = stablehlo.broadcast_in_dim %38, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %47 = stablehlo.broadcast_in_dim %45, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %48 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %49 = stablehlo.subtract %34, %48 : tensor<2x16x64xf32>
    %cst_8 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %51 = stablehlo.add %47, %50 : tensor<2x16x1xf32>
    %52 = stablehlo.rsqrt %51 : tensor<2x16x1xf32>
    %53 = stablehlo.reshape %arg5 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %54 = stablehlo.broadcast_in_dim %52, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %55 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %56 = stablehlo.multiply %54, %55 : tensor<2x16x64xf32>
    %57 = stablehlo.multiply %49, %56 : tensor<2x16x64xf32>
    %58 = stablehlo.reshape %arg4 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %60 = stablehlo.add %57, %59 : tensor<2x16x64xf32>
    %61 = stablehlo.dot_general %60, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x256xf32>) -> tensor<2x16x256xf32>
    %62 = stablehlo.reshape %arg0 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<2x16x256xf32>
    %64 = stablehlo.add %61, %63 : tensor<2x16x256xf32>
    %cst_9 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %66 = stablehlo.multiply %65, %64 : tensor<2x16x256xf32>
    %67 = stablehlo.negate %64 : tensor<2x16x256xf32>
    %cst_10 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %69 = stablehlo.multiply %67, %68 : tensor<2x16x256xf32>
    %70 = chlo.erfc %69 : tensor<2x16x256xf32> -> tensor<2x16x256xf32>
    %71 = stablehlo.multiply %66, %70 : tensor<2x16x256xf32>
    %72 = stablehlo.dot_general %71, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x256xf32>, tensor<256x64xf32>) -> tensor<2x16x64xf32>
    %73 = stablehlo.reshape %arg2 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %75 = stablehlo.add %72, %74 : tensor<2x16x64xf32>
    %76 = stablehlo.add %60, %75 : tensor<2x16x64xf32>
    %77 = chlo.square %76 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %78 = stablehlo.reduce(%76 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_12 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %80 = stablehlo.divide %78, %79 : tensor<2x16xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %81 = stablehlo.reduce(%77 init: %cst_13) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_14 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %83 = stablehlo.divide %81, %82 : tensor<2x16xf32>
    %84 = chlo.square %80 : tensor<2x16xf32> -> tensor<2x16xf32>
    %85 = stablehlo.subtract %83, %84 : tensor<2x16xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %87 = stablehlo.maximum %86, %85 : tensor<2x16xf32>
    %88 = stablehlo.broadcast_in_dim %80, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %89 = stablehlo.broadcast_in_dim %87, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %90 = stablehlo.broadcast_in_dim %88, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %91 = stablehlo.subtract %76, %90 : tensor<2x16x64xf32>
    %cst_16 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %93 = stablehlo.add %89, %92 : tensor<2x16x1xf32>
    %94 = stablehlo.rsqrt %93 : tensor<2x16x1xf32>
    %95 = stablehlo.reshape %arg7 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %96 = stablehlo.broadcast_in_dim %94, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %97 = stablehlo.broadcast_in_dim %95, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %98 = stablehlo.multiply %96, %97 : tensor<2x16x64xf32>
    %99 = stablehlo.multiply %91, %98 : tensor<2x16x64xf32>
    %100 = stablehlo.reshape %arg6 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %101 = stablehlo.broadcast_in_dim %100, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %102 = stablehlo.add %99, %101 : tensor<2x16x64xf32>
    return %102 : tensor<2x16x64xf32>
  }
}
