module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<256xf32>, %arg1: tensor<64x256xf32>, %arg2: tensor<64xf32>, %arg3: tensor<256x64xf32>, %arg4: tensor<64xf32>, %arg5: tensor<64xf32>, %arg6: tensor<64xf32>, %arg7: tensor<64xf32>, %arg8: tensor<4x16xf32>, %arg9: tensor<64x4x16xf32>, %arg10: tensor<64xf32>, %arg11: tensor<4x16x64xf32>, %arg12: tensor<4x16xf32>, %arg13: tensor<64x4x16xf32>, %arg14: tensor<4x16xf32>, %arg15: tensor<64x4x16xf32>, %arg16: tensor<2x16x64xf32>) -> (tensor<2x16x64xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.iota dim = 0 : tensor<16xi32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<16xi32>) -> tensor<2x16xi32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 2] : (tensor<2x16xi32>) -> tensor<2x1x16xi32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2] : (tensor<2x16x1xi32>) -> tensor<2x16x16xi32>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<2x1x16xi32>) -> tensor<2x16x16xi32>
    %6 = stablehlo.compare GE, %4, %5, SIGNED : (tensor<2x16x16xi32>, tensor<2x16x16xi32>) -> tensor<2x16x16xi1>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 2, 3] : (tensor<2x16x16xi1>) -> tensor<2x1x16x16xi1>
    %8 = stablehlo.convert %7 : (tensor<2x1x16x16xi1>) -> tensor<2x1x16x16xf32>
    %9 = chlo.square %arg16 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%arg16 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %12 = stablehlo.divide %10, %11 : tensor<2x16xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.reduce(%9 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_2 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %15 = stablehlo.divide %13, %14 : tensor<2x16xf32>
    %16 = chlo.square %12 : tensor<2x16xf32> -> tensor<2x16xf32>
    %17 = stablehlo.subtract %15, %16 : tensor<2x16xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %19 = stablehlo.maximum %18, %17 : tensor<2x16xf32>
    %20 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %21 = stablehlo.broadcast_in_dim %19, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %22 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %23 = stablehlo.subtract %arg16, %22 : tensor<2x16x64xf32>
    %cst_4 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %25 = stablehlo.add %21, %24 : tensor<2x16x1xf32>
    %26 = stablehlo.rsqrt %25 : tensor<2x16x1xf32>
    %27 = stablehlo.reshape %arg5 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %28 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %29 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %30 = stablehlo.multiply %28, %29 : tensor<2x16x64xf32>
    %31 = stablehlo.multiply %23, %30 : tensor<2x16x64xf32>
    %32 = stablehlo.reshape %arg4 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %34 = stablehlo.add %31, %33 : tensor<2x16x64xf32>
    %35 = stablehlo.dot_general %34, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x4x16xf32>) -> tensor<2x16x4x16xf32>
    %36 = stablehlo.reshape %arg12 : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<2x16x4x16xf32>
    %38 = stablehlo.add %35, %37 : tensor<2x16x4x16xf32>
    %39 = stablehlo.dot_general %34, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x4x16xf32>) -> tensor<2x16x4x16xf32>
    %40 = stablehlo.reshape %arg8 : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<2x16x4x16xf32>
    %42 = stablehlo.add %39, %41 : tensor<2x16x4x16xf32>
    %43 = stablehlo.dot_general %34, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x4x16xf32>) -> tensor<2x16x4x16xf32>
    %44 = stablehlo.reshape %arg14 : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<2x16x4x16xf32>
    %46 = stablehlo.add %43, %45 : tensor<2x16x4x16xf32>
    %cst_5 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %47 = stablehlo.sqrt %cst_5 : tensor<f32>
    %48 = stablehlo.convert %47 : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [] : (tensor<f32>) -> tensor<2x16x4x16xf32>
    %50 = stablehlo.divide %38, %49 : tensor<2x16x4x16xf32>
    %51 = stablehlo.dot_general %50, %42, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %cst_6 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %52 = call @_where(%8, %51, %cst_6) : (tensor<2x1x16x16xf32>, tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16x16xf32>
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %53 = stablehlo.reduce(%52 init: %cst_7) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %cst_8 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %55 = stablehlo.maximum %54, %53 : tensor<2x4x16xf32>
    %56 = stablehlo.broadcast_in_dim %55, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %58 = stablehlo.subtract %52, %57 : tensor<2x4x16x16xf32>
    %59 = stablehlo.exponential %58 : tensor<2x4x16x16xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %60 = stablehlo.reduce(%59 init: %cst_9) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %63 = stablehlo.divide %59, %62 : tensor<2x4x16x16xf32>
    %64 = stablehlo.dot_general %46, %63, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %65 = stablehlo.transpose %64, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %66 = stablehlo.dot_general %65, %arg11, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<4x16x64xf32>) -> tensor<2x16x64xf32>
    %67 = stablehlo.reshape %arg10 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %68 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %69 = stablehlo.add %66, %68 : tensor<2x16x64xf32>
    %70 = stablehlo.add %arg16, %69 : tensor<2x16x64xf32>
    %71 = chlo.square %70 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %72 = stablehlo.reduce(%70 init: %cst_10) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_11 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %74 = stablehlo.divide %72, %73 : tensor<2x16xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %75 = stablehlo.reduce(%71 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_13 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %77 = stablehlo.divide %75, %76 : tensor<2x16xf32>
    %78 = chlo.square %74 : tensor<2x16xf32> -> tensor<2x16xf32>
    %79 = stablehlo.subtract %77, %78 : tensor<2x16xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %81 = stablehlo.maximum %80, %79 : tensor<2x16xf32>
    %82 = stablehlo.broadcast_in_dim %74, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %83 = stablehlo.broadcast_in_dim %81, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %84 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %85 = stablehlo.subtract %70, %84 : tensor<2x16x64xf32>
    %cst_15 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %87 = stablehlo.add %83, %86 : tensor<2x16x1xf32>
    %88 = stablehlo.rsqrt %87 : tensor<2x16x1xf32>
    %89 = stablehlo.reshape %arg7 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %90 = stablehlo.broadcast_in_dim %88, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %91 = stablehlo.broadcast_in_dim %89, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %92 = stablehlo.multiply %90, %91 : tensor<2x16x64xf32>
    %93 = stablehlo.multiply %85, %92 : tensor<2x16x64xf32>
    %94 = stablehlo.reshape %arg6 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %95 = stablehlo.broadcast_in_dim %94, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %96 = stablehlo.add %93, %95 : tensor<2x16x64xf32>
    %97 = stablehlo.dot_general %96, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x256xf32>) -> tensor<2x16x256xf32>
    %98 = stablehlo.reshape %arg0 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %99 = stablehlo.broadcast_in_dim %98, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<2x16x256xf32>
    %100 = stablehlo.add %97, %99 : tensor<2x16x256xf32>
    %101 = stablehlo.multiply %100, %100 : tensor<2x16x256xf32>
    %102 = stablehlo.multiply %101, %100 : tensor<2x16x256xf32>
    %cst_16 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %103 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %104 = stablehlo.multiply %103, %102 : tensor<2x16x256xf32>
    %105 = stablehlo.add %100, %104 : tensor<2x16x256xf32>
    %cst_17 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %107 = stablehlo.multiply %106, %105 : tensor<2x16x256xf32>
    %108 = stablehlo.tanh %107 : tensor<2x16x256xf32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %109 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %110 = stablehlo.add %109, %108 : tensor<2x16x256xf32>
    %cst_19 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %112 = stablehlo.multiply %111, %110 : tensor<2x16x256xf32>
    %113 = stablehlo.multiply %100, %112 : tensor<2x16x256xf32>
    %114 = stablehlo.dot_general %113, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x256xf32>, tensor<256x64xf32>) -> tensor<2x16x64xf32>
    %115 = stablehlo.reshape %arg2 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %116 = stablehlo.broadcast_in_dim %115, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %117 = stablehlo.add %114, %116 : tensor<2x16x64xf32>
    %118 = stablehlo.add %70, %117 : tensor<2x16x64xf32>
    return %118 : tensor<2x16x64xf32>
  }
  func.func private @_where(%arg0: tensor<2x1x16x16xf32>, %arg1: tensor<2x4x16x16xf32>, %arg2: tensor<f32>) -> tensor<2x4x16x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1x16x16xf32>
    %1 = stablehlo.compare NE, %arg0, %0, FLOAT : (tensor<2x1x16x16xf32>, tensor<2x1x16x16xf32>) -> tensor<2x1x16x16xi1>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<2x1x16x16xi1>) -> tensor<2x4x16x16xi1>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %4 = stablehlo.select %2, %arg1, %3 : tensor<2x4x16x16xi1>, tensor<2x4x16x16xf32>
    return %4 : tensor<2x4x16x16xf32>
  }
}
