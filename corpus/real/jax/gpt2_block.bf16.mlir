module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<256xbf16>, %arg1: tensor<64x256xbf16>, %arg2: tensor<64xbf16>, %arg3: tensor<256x64xbf16>, %arg4: tensor<64xbf16>, %arg5: tensor<64xbf16>, %arg6: tensor<64xbf16>, %arg7: tensor<64xbf16>, %arg8: tensor<4x16xbf16>, %arg9: tensor<64x4x16xbf16>, %arg10: tensor<64xbf16>, %arg11: tensor<4x16x64xbf16>, %arg12: tensor<4x16xbf16>, %arg13: tensor<64x4x16xbf16>, %arg14: tensor<4x16xbf16>, %arg15: tensor<64x4x16xbf16>, %arg16: tensor<2x16x64xbf16>) -> (tensor<2x16x64xbf16> {jax.result_info = "result"}) {
    %0 = stablehlo.iota dim = 0 : tensor<16xi32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<16xi32>) -> tensor<2x16xi32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 2] : (tensor<2x16xi32>) -> tensor<2x1x16xi32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2] : (tensor<2x16x1xi32>) -> tensor<2x16x16xi32>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<2x1x16xi32>) -> tensor<2x16x16xi32>
    %6 = stablehlo.compare GE, %4, %5, SIGNED : (tensor<2x16x16xi32>, tensor<2x16x16xi32>) -> tensor<2x16x16xi1>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 2, 3] : (tensor<2x16x16xi1>) -> tensor<2x1x16x16xi1>
    %8 = stablehlo.convert %7 : (tensor<2x1x16x16xi1>) -> tensor<2x1x16x16xf32>
    %9 = stablehlo.convert %arg16 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %10 = chlo.square %9 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%9 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %13 = stablehlo.divide %11, %12 : tensor<2x16xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.reduce(%10 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_2 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %16 = stablehlo.divide %14, %15 : tensor<2x16xf32>
    %17 = chlo.square %13 : tensor<2x16xf32> -> tensor<2x16xf32>
    %18 = stablehlo.subtract %16, %17 : tensor<2x16xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %20 = stablehlo.maximum %19, %18 : tensor<2x16xf32>
    %21 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %22 = stablehlo.broadcast_in_dim %20, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %23 = stablehlo.convert %arg16 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %24 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %25 = stablehlo.subtract %23, %24 : tensor<2x16x64xf32>
    %cst_4 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %27 = stablehlo.add %22, %26 : tensor<2x16x1xf32>
    %28 = stablehlo.rsqrt %27 : tensor<2x16x1xf32>
    %29 = stablehlo.reshape %arg5 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %30 = stablehlo.convert %29 : (tensor<1x1x64xbf16>) -> tensor<1x1x64xf32>
    %31 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %32 = stablehlo.broadcast_in_dim %30, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %33 = stablehlo.multiply %31, %32 : tensor<2x16x64xf32>
    %34 = stablehlo.multiply %25, %33 : tensor<2x16x64xf32>
    %35 = stablehlo.reshape %arg4 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %36 = stablehlo.convert %35 : (tensor<1x1x64xbf16>) -> tensor<1x1x64xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %38 = stablehlo.add %34, %37 : tensor<2x16x64xf32>
    %39 = stablehlo.convert %38 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %40 = stablehlo.dot_general %39, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x4x16xbf16>) -> tensor<2x16x4x16xbf16>
    %41 = stablehlo.reshape %arg12 : (tensor<4x16xbf16>) -> tensor<1x1x4x16xbf16>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xbf16>) -> tensor<2x16x4x16xbf16>
    %43 = stablehlo.add %40, %42 : tensor<2x16x4x16xbf16>
    %44 = stablehlo.dot_general %39, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x4x16xbf16>) -> tensor<2x16x4x16xbf16>
    %45 = stablehlo.reshape %arg8 : (tensor<4x16xbf16>) -> tensor<1x1x4x16xbf16>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xbf16>) -> tensor<2x16x4x16xbf16>
    %47 = stablehlo.add %44, %46 : tensor<2x16x4x16xbf16>
    %48 = stablehlo.dot_general %39, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x4x16xbf16>) -> tensor<2x16x4x16xbf16>
    %49 = stablehlo.reshape %arg14 : (tensor<4x16xbf16>) -> tensor<1x1x4x16xbf16>
    %50 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xbf16>) -> tensor<2x16x4x16xbf16>
    %51 = stablehlo.add %48, %50 : tensor<2x16x4x16xbf16>
    %cst_5 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %52 = stablehlo.sqrt %cst_5 : tensor<f32>
    %53 = stablehlo.convert %52 : (tensor<f32>) -> tensor<bf16>
    %54 = stablehlo.broadcast_in_dim %53, dims = [] : (tensor<bf16>) -> tensor<2x16x4x16xbf16>
    %55 = stablehlo.divide %43, %54 : tensor<2x16x4x16xbf16>
    %56 = stablehlo.dot_general %55, %47, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xbf16>, tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %cst_6 = stablehlo.constant dense<-3.389530e+38> : tensor<bf16>
    %57 = call @_where(%8, %56, %cst_6) : (tensor<2x1x16x16xf32>, tensor<2x4x16x16xbf16>, tensor<bf16>) -> tensor<2x4x16x16xbf16>
    %cst_7 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %58 = stablehlo.reduce(%57 init: %cst_7) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xbf16>, tensor<bf16>) -> tensor<2x4x16xbf16>
    %cst_8 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %59 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<bf16>) -> tensor<2x4x16xbf16>
    %60 = stablehlo.maximum %59, %58 : tensor<2x4x16xbf16>
    %61 = stablehlo.broadcast_in_dim %60, dims = [0, 1, 2] : (tensor<2x4x16xbf16>) -> tensor<2x4x16x1xbf16>
    %62 = stablehlo.broadcast_in_dim %61, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xbf16>) -> tensor<2x4x16x16xbf16>
    %63 = stablehlo.subtract %57, %62 : tensor<2x4x16x16xbf16>
    %64 = stablehlo.exponential %63 : tensor<2x4x16x16xbf16>
    %65 = stablehlo.convert %64 : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %66 = stablehlo.reduce(%65 init: %cst_9) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %68 = stablehlo.convert %67 : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x1xbf16>
    %69 = stablehlo.broadcast_in_dim %68, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xbf16>) -> tensor<2x4x16x16xbf16>
    %70 = stablehlo.divide %64, %69 : tensor<2x4x16x16xbf16>
    %71 = stablehlo.dot_general %51, %70, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xbf16>, tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %72 = stablehlo.transpose %71, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xbf16>) -> tensor<2x16x4x16xbf16>
    %73 = stablehlo.dot_general %72, %arg11, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xbf16>, tensor<4x16x64xbf16>) -> tensor<2x16x64xbf16>
    %74 = stablehlo.reshape %arg10 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %75 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %76 = stablehlo.add %73, %75 : tensor<2x16x64xbf16>
    %77 = stablehlo.add %arg16, %76 : tensor<2x16x64xbf16>
    %78 = stablehlo.convert %77 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %79 = chlo.square %78 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %80 = stablehlo.reduce(%78 init: %cst_10) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_11 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %82 = stablehlo.divide %80, %81 : tensor<2x16xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %83 = stablehlo.reduce(%79 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_13 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %85 = stablehlo.divide %83, %84 : tensor<2x16xf32>
    %86 = chlo.square %82 : tensor<2x16xf32> -> tensor<2x16xf32>
    %87 = stablehlo.subtract %85, %86 : tensor<2x16xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %89 = stablehlo.maximum %88, %87 : tensor<2x16xf32>
    %90 = stablehlo.broadcast_in_dim %82, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %91 = stablehlo.broadcast_in_dim %89, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %92 = stablehlo.convert %77 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %93 = stablehlo.broadcast_in_dim %90, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %94 = stablehlo.subtract %92, %93 : tensor<2x16x64xf32>
    %cst_15 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %96 = stablehlo.add %91, %95 : tensor<2x16x1xf32>
    %97 = stablehlo.rsqrt %96 : tensor<2x16x1xf32>
    %98 = stablehlo.reshape %arg7 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %99 = stablehlo.convert %98 : (tensor<1x1x64xbf16>) -> tensor<1x1x64xf32>
    %100 = stablehlo.broadcast_in_dim %97, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %101 = stablehlo.broadcast_in_dim %99, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %102 = stablehlo.multiply %100, %101 : tensor<2x16x64xf32>
    %103 = stablehlo.multiply %94, %102 : tensor<2x16x64xf32>
    %104 = stablehlo.reshape %arg6 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %105 = stablehlo.convert %104 : (tensor<1x1x64xbf16>) -> tensor<1x1x64xf32>
    %106 = stablehlo.broadcast_in_dim %105, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %107 = stablehlo.add %103, %106 : tensor<2x16x64xf32>
    %108 = stablehlo.convert %107 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %109 = stablehlo.dot_general %108, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x256xbf16>) -> tensor<2x16x256xbf16>
    %110 = stablehlo.reshape %arg0 : (tensor<256xbf16>) -> tensor<1x1x256xbf16>
    %111 = stablehlo.broadcast_in_dim %110, dims = [0, 1, 2] : (tensor<1x1x256xbf16>) -> tensor<2x16x256xbf16>
    %112 = stablehlo.add %109, %111 : tensor<2x16x256xbf16>
    %113 = stablehlo.multiply %112, %112 : tensor<2x16x256xbf16>
    %114 = stablehlo.multiply %113, %112 : tensor<2x16x256xbf16>
    %cst_16 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %115 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<bf16>) -> tensor<2x16x256xbf16>
    %116 = stablehlo.multiply %115, %114 : tensor<2x16x256xbf16>
    %117 = stablehlo.add %112, %116 : tensor<2x16x256xbf16>
    %cst_17 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %118 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<bf16>) -> tensor<2x16x256xbf16>
    %119 = stablehlo.multiply %118, %117 : tensor<2x16x256xbf16>
    %120 = stablehlo.tanh %119 : tensor<2x16x256xbf16>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %121 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<bf16>) -> tensor<2x16x256xbf16>
    %122 = stablehlo.add %121, %120 : tensor<2x16x256xbf16>
    %cst_19 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %123 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<bf16>) -> tensor<2x16x256xbf16>
    %124 = stablehlo.multiply %123, %122 : tensor<2x16x256xbf16>
    %125 = stablehlo.multiply %112, %124 : tensor<2x16x256xbf16>
    %126 = stablehlo.dot_general %125, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x256xbf16>, tensor<256x64xbf16>) -> tensor<2x16x64xbf16>
    %127 = stablehlo.reshape %arg2 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %128 = stablehlo.broadcast_in_dim %127, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %129 = stablehlo.add %126, %128 : tensor<2x16x64xbf16>
    %130 = stablehlo.add %77, %129 : tensor<2x16x64xbf16>
    return %130 : tensor<2x16x64xbf16>
  }
  func.func private @_where(%arg0: tensor<2x1x16x16xf32>, %arg1: tensor<2x4x16x16xbf16>, %arg2: tensor<bf16>) -> tensor<2x4x16x16xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1x16x16xf32>
    %1 = stablehlo.compare NE, %arg0, %0, FLOAT : (tensor<2x1x16x16xf32>, tensor<2x1x16x16xf32>) -> tensor<2x1x16x16xi1>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<2x1x16x16xi1>) -> tensor<2x4x16x16xi1>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<bf16>) -> tensor<2x4x16x16xbf16>
    %4 = stablehlo.select %2, %arg1, %3 : tensor<2x4x16x16xi1>, tensor<2x4x16x16xbf16>
    return %4 : tensor<2x4x16x16xbf16>
  }
}
