module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64x64xf32>, %arg1: tensor<64x64xf32>, %arg2: tensor<64x64xf32>, %arg3: tensor<64x64xf32>, %arg4: tensor<64x128xf32>, %arg5: tensor<64x128xf32>, %arg6: tensor<128x64xf32>, %arg7: tensor<64xf32>, %arg8: tensor<64xf32>, %arg9: tensor<64xf32>, %arg10: tensor<64x64xf32>, %arg11: tensor<64x64xf32>, %arg12: tensor<64x64xf32>, %arg13: tensor<32x4xf32>, %arg14: tensor<64x64xf32>, %arg15: tensor<64x64xf32>, %arg16: tensor<64x64xf32>, %arg17: tensor<64x64xf32>, %arg18: tensor<64x64xf32>, %arg19: tensor<64x128xf32>, %arg20: tensor<64x128xf32>, %arg21: tensor<128x64xf32>, %arg22: tensor<64xf32>, %arg23: tensor<64xf32>, %arg24: tensor<64xf32>, %arg25: tensor<64x64xf32>, %arg26: tensor<64x64xf32>, %arg27: tensor<64x64xf32>, %arg28: tensor<64x64xf32>, %arg29: tensor<64xf32>, %arg30: tensor<64x128xf32>, %arg31: tensor<64x128xf32>, %arg32: tensor<128x64xf32>, %arg33: tensor<64xf32>, %arg34: tensor<64xf32>, %arg35: tensor<64x64xf32>, %arg36: tensor<64x64xf32>, %arg37: tensor<64x64xf32>, %arg38: tensor<32x4xf32>, %arg39: tensor<64x64xf32>, %arg40: tensor<64x128xf32>, %arg41: tensor<64x128xf32>, %arg42: tensor<128x64xf32>, %arg43: tensor<64xf32>, %arg44: tensor<64xf32>, %arg45: tensor<64x64xf32>, %arg46: tensor<64x64xf32>, %arg47: tensor<64x64xf32>, %arg48: tensor<64x64xf32>, %arg49: tensor<64xf32>, %arg50: tensor<64x128xf32>, %arg51: tensor<128x64xf32>, %arg52: tensor<2x16xi32>, %arg53: tensor<2x16xi32>) -> (tensor<2x16x128xf32> {jax.result_info = "result"}) {
    %0 = call @_take(%arg51, %arg52) : (tensor<128x64xf32>, tensor<2x16xi32>) -> tensor<2x16x64xf32>
    %1 = chlo.square %0 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %5 = stablehlo.divide %3, %4 : tensor<2x16x1xf32>
    %cst_1 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %7 = stablehlo.add %5, %6 : tensor<2x16x1xf32>
    %8 = stablehlo.rsqrt %7 : tensor<2x16x1xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %10 = stablehlo.multiply %0, %9 : tensor<2x16x64xf32>
    %11 = stablehlo.broadcast_in_dim %arg33, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %13 = stablehlo.multiply %10, %12 : tensor<2x16x64xf32>
    %14 = stablehlo.dot_general %13, %arg37, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %15 = stablehlo.reshape %14 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %16 = stablehlo.dot_general %13, %arg35, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %17 = stablehlo.reshape %16 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %18 = stablehlo.dot_general %13, %arg39, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %19 = stablehlo.reshape %18 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %20 = stablehlo.iota dim = 0 : tensor<16xi32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [1] : (tensor<16xi32>) -> tensor<1x16xi32>
    %22 = stablehlo.iota dim = 0 : tensor<16xi32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %24 = stablehlo.broadcast_in_dim %21, dims = [0, 1] : (tensor<1x16xi32>) -> tensor<16x16xi32>
    %25 = stablehlo.broadcast_in_dim %23, dims = [0, 1] : (tensor<16x1xi32>) -> tensor<16x16xi32>
    %26 = stablehlo.subtract %24, %25 : tensor<16x16xi32>
    %27 = stablehlo.negate %26 : tensor<16x16xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %28 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<16x16xi32>
    %29 = stablehlo.compare LT, %27, %28, SIGNED : (tensor<16x16xi32>, tensor<16x16xi32>) -> tensor<16x16xi1>
    %30 = stablehlo.convert %29 : (tensor<16x16xi1>) -> tensor<16x16xi32>
    %c_2 = stablehlo.constant dense<16> : tensor<i32>
    %31 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<16x16xi32>
    %32 = stablehlo.multiply %30, %31 : tensor<16x16xi32>
    %33 = stablehlo.abs %27 : tensor<16x16xi32>
    %34 = stablehlo.convert %33 : (tensor<16x16xi32>) -> tensor<16x16xf32>
    %cst_3 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %36 = stablehlo.divide %34, %35 : tensor<16x16xf32>
    %cst_4 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %38 = stablehlo.add %36, %37 : tensor<16x16xf32>
    %39 = stablehlo.log %38 : tensor<16x16xf32>
    %cst_5 = stablehlo.constant dense<2.77258873> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %41 = stablehlo.divide %39, %40 : tensor<16x16xf32>
    %cst_6 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %43 = stablehlo.multiply %41, %42 : tensor<16x16xf32>
    %44 = stablehlo.convert %43 : (tensor<16x16xf32>) -> tensor<16x16xi32>
    %c_7 = stablehlo.constant dense<8> : tensor<i32>
    %45 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<16x16xi32>
    %46 = stablehlo.add %45, %44 : tensor<16x16xi32>
    %c_8 = stablehlo.constant dense<15> : tensor<i32>
    %47 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<16x16xi32>
    %48 = stablehlo.minimum %46, %47 : tensor<16x16xi32>
    %c_9 = stablehlo.constant dense<8> : tensor<i32>
    %49 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<16x16xi32>
    %50 = stablehlo.compare LT, %33, %49, SIGNED : (tensor<16x16xi32>, tensor<16x16xi32>) -> tensor<16x16xi1>
    %51 = call @_where_0(%50, %33, %48) : (tensor<16x16xi1>, tensor<16x16xi32>, tensor<16x16xi32>) -> tensor<16x16xi32>
    %52 = stablehlo.add %32, %51 : tensor<16x16xi32>
    %53 = call @_take_1(%arg38, %52) : (tensor<32x4xf32>, tensor<16x16xi32>) -> tensor<16x16x4xf32>
    %54 = stablehlo.transpose %53, dims = [2, 0, 1] : (tensor<16x16x4xf32>) -> tensor<4x16x16xf32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [1, 2, 3] : (tensor<4x16x16xf32>) -> tensor<1x4x16x16xf32>
    %56 = stablehlo.dot_general %15, %17, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %57 = stablehlo.broadcast_in_dim %55, dims = [0, 1, 2, 3] : (tensor<1x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %58 = stablehlo.add %56, %57 : tensor<2x4x16x16xf32>
    %cst_10 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %59 = stablehlo.reduce(%58 init: %cst_10) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %cst_11 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %61 = stablehlo.maximum %60, %59 : tensor<2x4x16xf32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %64 = stablehlo.subtract %58, %63 : tensor<2x4x16x16xf32>
    %65 = stablehlo.exponential %64 : tensor<2x4x16x16xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %66 = stablehlo.reduce(%65 init: %cst_12) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %68 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %69 = stablehlo.divide %65, %68 : tensor<2x4x16x16xf32>
    %70 = stablehlo.dot_general %19, %69, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %71 = stablehlo.transpose %70, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %72 = stablehlo.reshape %71 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %73 = stablehlo.dot_general %72, %arg36, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %74 = stablehlo.add %0, %73 : tensor<2x16x64xf32>
    %75 = chlo.square %74 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %76 = stablehlo.reduce(%75 init: %cst_13) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %77 = stablehlo.broadcast_in_dim %76, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_14 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %79 = stablehlo.divide %77, %78 : tensor<2x16x1xf32>
    %cst_15 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %81 = stablehlo.add %79, %80 : tensor<2x16x1xf32>
    %82 = stablehlo.rsqrt %81 : tensor<2x16x1xf32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %84 = stablehlo.multiply %74, %83 : tensor<2x16x64xf32>
    %85 = stablehlo.broadcast_in_dim %arg34, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %86 = stablehlo.broadcast_in_dim %85, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %87 = stablehlo.multiply %84, %86 : tensor<2x16x64xf32>
    %88 = stablehlo.dot_general %87, %arg30, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x128xf32>) -> tensor<2x16x128xf32>
    %89 = stablehlo.multiply %88, %88 : tensor<2x16x128xf32>
    %90 = stablehlo.multiply %89, %88 : tensor<2x16x128xf32>
    %cst_16 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %92 = stablehlo.multiply %91, %90 : tensor<2x16x128xf32>
    %93 = stablehlo.add %88, %92 : tensor<2x16x128xf32>
    %cst_17 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %95 = stablehlo.multiply %94, %93 : tensor<2x16x128xf32>
    %96 = stablehlo.tanh %95 : tensor<2x16x128xf32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %98 = stablehlo.add %97, %96 : tensor<2x16x128xf32>
    %cst_19 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %100 = stablehlo.multiply %99, %98 : tensor<2x16x128xf32>
    %101 = stablehlo.multiply %88, %100 : tensor<2x16x128xf32>
    %102 = stablehlo.dot_general %87, %arg31, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x128xf32>) -> tensor<2x16x128xf32>
    %103 = stablehlo.multiply %101, %102 : tensor<2x16x128xf32>
    %104 = stablehlo.dot_general %103, %arg32, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xf32>, tensor<128x64xf32>) -> tensor<2x16x64xf32>
    %105 = stablehlo.add %74, %104 : tensor<2x16x64xf32>
    %106 = chlo.square %105 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %107 = stablehlo.reduce(%106 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %108 = stablehlo.broadcast_in_dim %107, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_21 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %109 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %110 = stablehlo.divide %108, %109 : tensor<2x16x1xf32>
    %cst_22 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %112 = stablehlo.add %110, %111 : tensor<2x16x1xf32>
    %113 = stablehlo.rsqrt %112 : tensor<2x16x1xf32>
    %114 = stablehlo.broadcast_in_dim %113, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %115 = stablehlo.multiply %105, %114 : tensor<2x16x64xf32>
    %116 = stablehlo.broadcast_in_dim %arg43, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %117 = stablehlo.broadcast_in_dim %116, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %118 = stablehlo.multiply %115, %117 : tensor<2x16x64xf32>
    %119 = stablehlo.dot_general %118, %arg47, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %120 = stablehlo.reshape %119 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %121 = stablehlo.dot_general %118, %arg45, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %122 = stablehlo.reshape %121 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %123 = stablehlo.dot_general %118, %arg48, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %124 = stablehlo.reshape %123 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %125 = stablehlo.dot_general %120, %122, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %126 = stablehlo.broadcast_in_dim %55, dims = [0, 1, 2, 3] : (tensor<1x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %127 = stablehlo.add %125, %126 : tensor<2x4x16x16xf32>
    %cst_23 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %128 = stablehlo.reduce(%127 init: %cst_23) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %cst_24 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %129 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %130 = stablehlo.maximum %129, %128 : tensor<2x4x16xf32>
    %131 = stablehlo.broadcast_in_dim %130, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %132 = stablehlo.broadcast_in_dim %131, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %133 = stablehlo.subtract %127, %132 : tensor<2x4x16x16xf32>
    %134 = stablehlo.exponential %133 : tensor<2x4x16x16xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %135 = stablehlo.reduce(%134 init: %cst_25) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %136 = stablehlo.broadcast_in_dim %135, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %137 = stablehlo.broadcast_in_dim %136, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %138 = stablehlo.divide %134, %137 : tensor<2x4x16x16xf32>
    %139 = stablehlo.dot_general %124, %138, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %140 = stablehlo.transpose %139, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %141 = stablehlo.reshape %140 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %142 = stablehlo.dot_general %141, %arg46, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %143 = stablehlo.add %105, %142 : tensor<2x16x64xf32>
    %144 = chlo.square %143 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %145 = stablehlo.reduce(%144 init: %cst_26) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %146 = stablehlo.broadcast_in_dim %145, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_27 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %147 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %148 = stablehlo.divide %146, %147 : tensor<2x16x1xf32>
    %cst_28 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %149 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %150 = stablehlo.add %148, %149 : tensor<2x16x1xf32>
    %151 = stablehlo.rsqrt %150 : tensor<2x16x1xf32>
    %152 = stablehlo.broadcast_in_dim %151, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %153 = stablehlo.multiply %143, %152 : tensor<2x16x64xf32>
    %154 = stablehlo.broadcast_in_dim %arg44, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %155 = stablehlo.broadcast_in_dim %154, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %156 = stablehlo.multiply %153, %155 : tensor<2x16x64xf32>
    %157 = stablehlo.dot_general %156, %arg40, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x128xf32>) -> tensor<2x16x128xf32>
    %158 = stablehlo.multiply %157, %157 : tensor<2x16x128xf32>
    %159 = stablehlo.multiply %158, %157 : tensor<2x16x128xf32>
    %cst_29 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %160 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %161 = stablehlo.multiply %160, %159 : tensor<2x16x128xf32>
    %162 = stablehlo.add %157, %161 : tensor<2x16x128xf32>
    %cst_30 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %163 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %164 = stablehlo.multiply %163, %162 : tensor<2x16x128xf32>
    %165 = stablehlo.tanh %164 : tensor<2x16x128xf32>
    %cst_31 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %166 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %167 = stablehlo.add %166, %165 : tensor<2x16x128xf32>
    %cst_32 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %168 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %169 = stablehlo.multiply %168, %167 : tensor<2x16x128xf32>
    %170 = stablehlo.multiply %157, %169 : tensor<2x16x128xf32>
    %171 = stablehlo.dot_general %156, %arg41, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x128xf32>) -> tensor<2x16x128xf32>
    %172 = stablehlo.multiply %170, %171 : tensor<2x16x128xf32>
    %173 = stablehlo.dot_general %172, %arg42, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xf32>, tensor<128x64xf32>) -> tensor<2x16x64xf32>
    %174 = stablehlo.add %143, %173 : tensor<2x16x64xf32>
    %175 = chlo.square %174 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %176 = stablehlo.reduce(%175 init: %cst_33) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %177 = stablehlo.broadcast_in_dim %176, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_34 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %178 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %179 = stablehlo.divide %177, %178 : tensor<2x16x1xf32>
    %cst_35 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %180 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %181 = stablehlo.add %179, %180 : tensor<2x16x1xf32>
    %182 = stablehlo.rsqrt %181 : tensor<2x16x1xf32>
    %183 = stablehlo.broadcast_in_dim %182, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %184 = stablehlo.multiply %174, %183 : tensor<2x16x64xf32>
    %185 = stablehlo.broadcast_in_dim %arg49, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %186 = stablehlo.broadcast_in_dim %185, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %187 = stablehlo.multiply %184, %186 : tensor<2x16x64xf32>
    %188 = call @_take(%arg51, %arg53) : (tensor<128x64xf32>, tensor<2x16xi32>) -> tensor<2x16x64xf32>
    %c_36 = stablehlo.constant dense<true> : tensor<i1>
    %189 = stablehlo.broadcast_in_dim %c_36, dims = [] : (tensor<i1>) -> tensor<16x16xi1>
    %190 = call @tril(%189) : (tensor<16x16xi1>) -> tensor<16x16xi1>
    %191 = chlo.square %188 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %192 = stablehlo.reduce(%191 init: %cst_37) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %193 = stablehlo.broadcast_in_dim %192, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_38 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %194 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %195 = stablehlo.divide %193, %194 : tensor<2x16x1xf32>
    %cst_39 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %196 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %197 = stablehlo.add %195, %196 : tensor<2x16x1xf32>
    %198 = stablehlo.rsqrt %197 : tensor<2x16x1xf32>
    %199 = stablehlo.broadcast_in_dim %198, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %200 = stablehlo.multiply %188, %199 : tensor<2x16x64xf32>
    %201 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %202 = stablehlo.broadcast_in_dim %201, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %203 = stablehlo.multiply %200, %202 : tensor<2x16x64xf32>
    %204 = stablehlo.dot_general %203, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %205 = stablehlo.reshape %204 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %206 = stablehlo.dot_general %203, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %207 = stablehlo.reshape %206 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %208 = stablehlo.dot_general %203, %arg14, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %209 = stablehlo.reshape %208 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %210 = stablehlo.iota dim = 0 : tensor<16xi32>
    %211 = stablehlo.broadcast_in_dim %210, dims = [1] : (tensor<16xi32>) -> tensor<1x16xi32>
    %212 = stablehlo.iota dim = 0 : tensor<16xi32>
    %213 = stablehlo.broadcast_in_dim %212, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %214 = stablehlo.broadcast_in_dim %211, dims = [0, 1] : (tensor<1x16xi32>) -> tensor<16x16xi32>
    %215 = stablehlo.broadcast_in_dim %213, dims = [0, 1] : (tensor<16x1xi32>) -> tensor<16x16xi32>
    %216 = stablehlo.subtract %214, %215 : tensor<16x16xi32>
    %217 = stablehlo.negate %216 : tensor<16x16xi32>
    %c_40 = stablehlo.constant dense<0> : tensor<i32>
    %218 = stablehlo.broadcast_in_dim %c_40, dims = [] : (tensor<i32>) -> tensor<16x16xi32>
    %219 = stablehlo.maximum %217, %218 : tensor<16x16xi32>
    %220 = stablehlo.convert %219 : (tensor<16x16xi32>) -> tensor<16x16xf32>
    %cst_41 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %221 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %222 = stablehlo.divide %220, %221 : tensor<16x16xf32>
    %cst_42 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
    %223 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %224 = stablehlo.add %222, %223 : tensor<16x16xf32>
    %225 = stablehlo.log %224 : tensor<16x16xf32>
    %cst_43 = stablehlo.constant dense<2.07944155> : tensor<f32>
    %226 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %227 = stablehlo.divide %225, %226 : tensor<16x16xf32>
    %cst_44 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %228 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %229 = stablehlo.multiply %227, %228 : tensor<16x16xf32>
    %230 = stablehlo.convert %229 : (tensor<16x16xf32>) -> tensor<16x16xi32>
    %c_45 = stablehlo.constant dense<16> : tensor<i32>
    %231 = stablehlo.broadcast_in_dim %c_45, dims = [] : (tensor<i32>) -> tensor<16x16xi32>
    %232 = stablehlo.add %231, %230 : tensor<16x16xi32>
    %c_46 = stablehlo.constant dense<31> : tensor<i32>
    %233 = stablehlo.broadcast_in_dim %c_46, dims = [] : (tensor<i32>) -> tensor<16x16xi32>
    %234 = stablehlo.minimum %232, %233 : tensor<16x16xi32>
    %c_47 = stablehlo.constant dense<16> : tensor<i32>
    %235 = stablehlo.broadcast_in_dim %c_47, dims = [] : (tensor<i32>) -> tensor<16x16xi32>
    %236 = stablehlo.compare LT, %219, %235, SIGNED : (tensor<16x16xi32>, tensor<16x16xi32>) -> tensor<16x16xi1>
    %237 = call @_where_0(%236, %219, %234) : (tensor<16x16xi1>, tensor<16x16xi32>, tensor<16x16xi32>) -> tensor<16x16xi32>
    %c_48 = stablehlo.constant dense<0> : tensor<i32>
    %238 = stablehlo.broadcast_in_dim %c_48, dims = [] : (tensor<i32>) -> tensor<16x16xi32>
    %239 = stablehlo.add %238, %237 : tensor<16x16xi32>
    %240 = call @_take_1(%arg13, %239) : (tensor<32x4xf32>, tensor<16x16xi32>) -> tensor<16x16x4xf32>
    %241 = stablehlo.transpose %240, dims = [2, 0, 1] : (tensor<16x16x4xf32>) -> tensor<4x16x16xf32>
    %242 = stablehlo.broadcast_in_dim %241, dims = [1, 2, 3] : (tensor<4x16x16xf32>) -> tensor<1x4x16x16xf32>
    %243 = stablehlo.dot_general %205, %207, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %244 = stablehlo.broadcast_in_dim %242, dims = [0, 1, 2, 3] : (tensor<1x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %245 = stablehlo.add %243, %244 : tensor<2x4x16x16xf32>
    %cst_49 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %246 = call @_where_2(%190, %245, %cst_49) : (tensor<16x16xi1>, tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16x16xf32>
    %cst_50 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %247 = stablehlo.reduce(%246 init: %cst_50) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %cst_51 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %248 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %249 = stablehlo.maximum %248, %247 : tensor<2x4x16xf32>
    %250 = stablehlo.broadcast_in_dim %249, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %251 = stablehlo.broadcast_in_dim %250, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %252 = stablehlo.subtract %246, %251 : tensor<2x4x16x16xf32>
    %253 = stablehlo.exponential %252 : tensor<2x4x16x16xf32>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %254 = stablehlo.reduce(%253 init: %cst_52) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %255 = stablehlo.broadcast_in_dim %254, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %256 = stablehlo.broadcast_in_dim %255, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %257 = stablehlo.divide %253, %256 : tensor<2x4x16x16xf32>
    %258 = stablehlo.dot_general %209, %257, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %259 = stablehlo.transpose %258, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %260 = stablehlo.reshape %259 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %261 = stablehlo.dot_general %260, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %262 = stablehlo.add %188, %261 : tensor<2x16x64xf32>
    %263 = chlo.square %262 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %264 = stablehlo.reduce(%263 init: %cst_53) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %265 = stablehlo.broadcast_in_dim %264, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_54 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %266 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %267 = stablehlo.divide %265, %266 : tensor<2x16x1xf32>
    %cst_55 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %268 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %269 = stablehlo.add %267, %268 : tensor<2x16x1xf32>
    %270 = stablehlo.rsqrt %269 : tensor<2x16x1xf32>
    %271 = stablehlo.broadcast_in_dim %270, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %272 = stablehlo.multiply %262, %271 : tensor<2x16x64xf32>
    %273 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %274 = stablehlo.broadcast_in_dim %273, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %275 = stablehlo.multiply %272, %274 : tensor<2x16x64xf32>
    %276 = stablehlo.dot_general %275, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %277 = stablehlo.reshape %276 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %278 = stablehlo.dot_general %187, %arg0, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %279 = stablehlo.reshape %278 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %280 = stablehlo.dot_general %187, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %281 = stablehlo.reshape %280 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %282 = stablehlo.dot_general %277, %279, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %cst_56 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %283 = stablehlo.reduce(%282 init: %cst_56) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %cst_57 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %284 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %285 = stablehlo.maximum %284, %283 : tensor<2x4x16xf32>
    %286 = stablehlo.broadcast_in_dim %285, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %287 = stablehlo.broadcast_in_dim %286, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %288 = stablehlo.subtract %282, %287 : tensor<2x4x16x16xf32>
    %289 = stablehlo.exponential %288 : tensor<2x4x16x16xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %290 = stablehlo.reduce(%289 init: %cst_58) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %291 = stablehlo.broadcast_in_dim %290, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %292 = stablehlo.broadcast_in_dim %291, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %293 = stablehlo.divide %289, %292 : tensor<2x4x16x16xf32>
    %294 = stablehlo.dot_general %281, %293, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %295 = stablehlo.transpose %294, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %296 = stablehlo.reshape %295 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %297 = stablehlo.dot_general %296, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %298 = stablehlo.add %262, %297 : tensor<2x16x64xf32>
    %299 = chlo.square %298 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %300 = stablehlo.reduce(%299 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %301 = stablehlo.broadcast_in_dim %300, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_60 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %302 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %303 = stablehlo.divide %301, %302 : tensor<2x16x1xf32>
    %cst_61 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %304 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %305 = stablehlo.add %303, %304 : tensor<2x16x1xf32>
    %306 = stablehlo.rsqrt %305 : tensor<2x16x1xf32>
    %307 = stablehlo.broadcast_in_dim %306, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %308 = stablehlo.multiply %298, %307 : tensor<2x16x64xf32>
    %309 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %310 = stablehlo.broadcast_in_dim %309, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %311 = stablehlo.multiply %308, %310 : tensor<2x16x64xf32>
    %312 = stablehlo.dot_general %311, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x128xf32>) -> tensor<2x16x128xf32>
    %313 = stablehlo.multiply %312, %312 : tensor<2x16x128xf32>
    %314 = stablehlo.multiply %313, %312 : tensor<2x16x128xf32>
    %cst_62 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %315 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %316 = stablehlo.multiply %315, %314 : tensor<2x16x128xf32>
    %317 = stablehlo.add %312, %316 : tensor<2x16x128xf32>
    %cst_63 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %318 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %319 = stablehlo.multiply %318, %317 : tensor<2x16x128xf32>
    %320 = stablehlo.tanh %319 : tensor<2x16x128xf32>
    %cst_64 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %321 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %322 = stablehlo.add %321, %320 : tensor<2x16x128xf32>
    %cst_65 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %323 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %324 = stablehlo.multiply %323, %322 : tensor<2x16x128xf32>
    %325 = stablehlo.multiply %312, %324 : tensor<2x16x128xf32>
    %326 = stablehlo.dot_general %311, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x128xf32>) -> tensor<2x16x128xf32>
    %327 = stablehlo.multiply %325, %326 : tensor<2x16x128xf32>
    %328 = stablehlo.dot_general %327, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xf32>, tensor<128x64xf32>) -> tensor<2x16x64xf32>
    %329 = stablehlo.add %298, %328 : tensor<2x16x64xf32>
    %330 = chlo.square %329 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %331 = stablehlo.reduce(%330 init: %cst_66) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %332 = stablehlo.broadcast_in_dim %331, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_67 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %333 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %334 = stablehlo.divide %332, %333 : tensor<2x16x1xf32>
    %cst_68 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %335 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %336 = stablehlo.add %334, %335 : tensor<2x16x1xf32>
    %337 = stablehlo.rsqrt %336 : tensor<2x16x1xf32>
    %338 = stablehlo.broadcast_in_dim %337, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %339 = stablehlo.multiply %329, %338 : tensor<2x16x64xf32>
    %340 = stablehlo.broadcast_in_dim %arg22, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %341 = stablehlo.broadcast_in_dim %340, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %342 = stablehlo.multiply %339, %341 : tensor<2x16x64xf32>
    %343 = stablehlo.dot_general %342, %arg27, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %344 = stablehlo.reshape %343 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %345 = stablehlo.dot_general %342, %arg25, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %346 = stablehlo.reshape %345 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %347 = stablehlo.dot_general %342, %arg28, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %348 = stablehlo.reshape %347 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %349 = stablehlo.dot_general %344, %346, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %350 = stablehlo.broadcast_in_dim %242, dims = [0, 1, 2, 3] : (tensor<1x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %351 = stablehlo.add %349, %350 : tensor<2x4x16x16xf32>
    %cst_69 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %352 = call @_where_2(%190, %351, %cst_69) : (tensor<16x16xi1>, tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16x16xf32>
    %cst_70 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %353 = stablehlo.reduce(%352 init: %cst_70) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %cst_71 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %354 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %355 = stablehlo.maximum %354, %353 : tensor<2x4x16xf32>
    %356 = stablehlo.broadcast_in_dim %355, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %357 = stablehlo.broadcast_in_dim %356, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %358 = stablehlo.subtract %352, %357 : tensor<2x4x16x16xf32>
    %359 = stablehlo.exponential %358 : tensor<2x4x16x16xf32>
    %cst_72 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %360 = stablehlo.reduce(%359 init: %cst_72) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %361 = stablehlo.broadcast_in_dim %360, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %362 = stablehlo.broadcast_in_dim %361, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %363 = stablehlo.divide %359, %362 : tensor<2x4x16x16xf32>
    %364 = stablehlo.dot_general %348, %363, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %365 = stablehlo.transpose %364, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %366 = stablehlo.reshape %365 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %367 = stablehlo.dot_general %366, %arg26, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %368 = stablehlo.add %329, %367 : tensor<2x16x64xf32>
    %369 = chlo.square %368 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_73 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %370 = stablehlo.reduce(%369 init: %cst_73) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %371 = stablehlo.broadcast_in_dim %370, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_74 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %372 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %373 = stablehlo.divide %371, %372 : tensor<2x16x1xf32>
    %cst_75 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %374 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %375 = stablehlo.add %373, %374 : tensor<2x16x1xf32>
    %376 = stablehlo.rsqrt %375 : tensor<2x16x1xf32>
    %377 = stablehlo.broadcast_in_dim %376, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %378 = stablehlo.multiply %368, %377 : tensor<2x16x64xf32>
    %379 = stablehlo.broadcast_in_dim %arg23, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %380 = stablehlo.broadcast_in_dim %379, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %381 = stablehlo.multiply %378, %380 : tensor<2x16x64xf32>
    %382 = stablehlo.dot_general %381, %arg17, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %383 = stablehlo.reshape %382 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %384 = stablehlo.dot_general %187, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %385 = stablehlo.reshape %384 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %386 = stablehlo.dot_general %187, %arg18, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %387 = stablehlo.reshape %386 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %388 = stablehlo.dot_general %383, %385, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %cst_76 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %389 = stablehlo.reduce(%388 init: %cst_76) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %cst_77 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %390 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %391 = stablehlo.maximum %390, %389 : tensor<2x4x16xf32>
    %392 = stablehlo.broadcast_in_dim %391, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %393 = stablehlo.broadcast_in_dim %392, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %394 = stablehlo.subtract %388, %393 : tensor<2x4x16x16xf32>
    %395 = stablehlo.exponential %394 : tensor<2x4x16x16xf32>
    %cst_78 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %396 = stablehlo.reduce(%395 init: %cst_78) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %397 = stablehlo.broadcast_in_dim %396, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %398 = stablehlo.broadcast_in_dim %397, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %399 = stablehlo.divide %395, %398 : tensor<2x4x16x16xf32>
    %400 = stablehlo.dot_general %387, %399, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %401 = stablehlo.transpose %400, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %402 = stablehlo.reshape %401 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %403 = stablehlo.dot_general %402, %arg16, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %404 = stablehlo.add %368, %403 : tensor<2x16x64xf32>
    %405 = chlo.square %404 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_79 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %406 = stablehlo.reduce(%405 init: %cst_79) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %407 = stablehlo.broadcast_in_dim %406, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_80 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %408 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %409 = stablehlo.divide %407, %408 : tensor<2x16x1xf32>
    %cst_81 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %410 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %411 = stablehlo.add %409, %410 : tensor<2x16x1xf32>
    %412 = stablehlo.rsqrt %411 : tensor<2x16x1xf32>
    %413 = stablehlo.broadcast_in_dim %412, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %414 = stablehlo.multiply %404, %413 : tensor<2x16x64xf32>
    %415 = stablehlo.broadcast_in_dim %arg24, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %416 = stablehlo.broadcast_in_dim %415, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %417 = stablehlo.multiply %414, %416 : tensor<2x16x64xf32>
    %418 = stablehlo.dot_general %417, %arg19, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x128xf32>) -> tensor<2x16x128xf32>
    %419 = stablehlo.multiply %418, %418 : tensor<2x16x128xf32>
    %420 = stablehlo.multiply %419, %418 : tensor<2x16x128xf32>
    %cst_82 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %421 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %422 = stablehlo.multiply %421, %420 : tensor<2x16x128xf32>
    %423 = stablehlo.add %418, %422 : tensor<2x16x128xf32>
    %cst_83 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %424 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %425 = stablehlo.multiply %424, %423 : tensor<2x16x128xf32>
    %426 = stablehlo.tanh %425 : tensor<2x16x128xf32>
    %cst_84 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %427 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %428 = stablehlo.add %427, %426 : tensor<2x16x128xf32>
    %cst_85 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %429 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %430 = stablehlo.multiply %429, %428 : tensor<2x16x128xf32>
    %431 = stablehlo.multiply %418, %430 : tensor<2x16x128xf32>
    %432 = stablehlo.dot_general %417, %arg20, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x128xf32>) -> tensor<2x16x128xf32>
    %433 = stablehlo.multiply %431, %432 : tensor<2x16x128xf32>
    %434 = stablehlo.dot_general %433, %arg21, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xf32>, tensor<128x64xf32>) -> tensor<2x16x64xf32>
    %435 = stablehlo.add %404, %434 : tensor<2x16x64xf32>
    %436 = chlo.square %435 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_86 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %437 = stablehlo.reduce(%436 init: %cst_86) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %438 = stablehlo.broadcast_in_dim %437, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_87 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %439 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %440 = stablehlo.divide %438, %439 : tensor<2x16x1xf32>
    %cst_88 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %441 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %442 = stablehlo.add %440, %441 : tensor<2x16x1xf32>
    %443 = stablehlo.rsqrt %442 : tensor<2x16x1xf32>
    %444 = stablehlo.broadcast_in_dim %443, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %445 = stablehlo.multiply %435, %444 : tensor<2x16x64xf32>
    %446 = stablehlo.broadcast_in_dim %arg29, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %447 = stablehlo.broadcast_in_dim %446, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %448 = stablehlo.multiply %445, %447 : tensor<2x16x64xf32>
    %449 = stablehlo.dot_general %448, %arg50, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x128xf32>) -> tensor<2x16x128xf32>
    return %449 : tensor<2x16x128xf32>
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
  func.func private @_where_0(%arg0: tensor<16x16xi1>, %arg1: tensor<16x16xi32>, %arg2: tensor<16x16xi32>) -> tensor<16x16xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<16x16xi1>, tensor<16x16xi32>
    return %0 : tensor<16x16xi32>
  }
  func.func private @_take_1(%arg0: tensor<32x4xf32>, %arg1: tensor<16x16xi32>) -> tensor<16x16x4xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<16x16xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<16x16xi32>, tensor<16x16xi32>) -> tensor<16x16xi1>
    %c_0 = stablehlo.constant dense<32> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<16x16xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<16x16xi32>
    %4 = call @_where_0(%1, %3, %arg1) : (tensor<16x16xi1>, tensor<16x16xi32>, tensor<16x16xi32>) -> tensor<16x16xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<16x16xi32>) -> tensor<16x16x1xi32>
    %c_1 = stablehlo.constant dense<31> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<16x16x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<16x16x1xi32>, tensor<16x16x1xi32>) -> tensor<16x16x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<16x16x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<16x16x1xi32>, tensor<16x16x1xi32>) -> tensor<16x16x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<16x16x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<16x16x1xi1>, tensor<i1>) -> tensor<16x16xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4>}> : (tensor<32x4xf32>, tensor<16x16x1xi32>) -> tensor<16x16x4xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<16x16xi1>) -> tensor<16x16x4xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x16x4xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<16x16x4xi1>, tensor<16x16x4xf32>
    return %16 : tensor<16x16x4xf32>
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
  func.func private @_where_2(%arg0: tensor<16x16xi1>, %arg1: tensor<2x4x16x16xf32>, %arg2: tensor<f32>) -> tensor<2x4x16x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] : (tensor<16x16xi1>) -> tensor<2x4x16x16xi1>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %2 = stablehlo.select %0, %arg1, %1 : tensor<2x4x16x16xi1>, tensor<2x4x16x16xf32>
    return %2 : tensor<2x4x16x16xf32>
  }
}
