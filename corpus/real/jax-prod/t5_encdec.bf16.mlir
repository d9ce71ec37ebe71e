module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64x64xbf16>, %arg1: tensor<64x64xbf16>, %arg2: tensor<64x64xbf16>, %arg3: tensor<64x64xbf16>, %arg4: tensor<64x128xbf16>, %arg5: tensor<64x128xbf16>, %arg6: tensor<128x64xbf16>, %arg7: tensor<64xbf16>, %arg8: tensor<64xbf16>, %arg9: tensor<64xbf16>, %arg10: tensor<64x64xbf16>, %arg11: tensor<64x64xbf16>, %arg12: tensor<64x64xbf16>, %arg13: tensor<32x4xbf16>, %arg14: tensor<64x64xbf16>, %arg15: tensor<64x64xbf16>, %arg16: tensor<64x64xbf16>, %arg17: tensor<64x64xbf16>, %arg18: tensor<64x64xbf16>, %arg19: tensor<64x128xbf16>, %arg20: tensor<64x128xbf16>, %arg21: tensor<128x64xbf16>, %arg22: tensor<64xbf16>, %arg23: tensor<64xbf16>, %arg24: tensor<64xbf16>, %arg25: tensor<64x64xbf16>, %arg26: tensor<64x64xbf16>, %arg27: tensor<64x64xbf16>, %arg28: tensor<64x64xbf16>, %arg29: tensor<64xbf16>, %arg30: tensor<64x128xbf16>, %arg31: tensor<64x128xbf16>, %arg32: tensor<128x64xbf16>, %arg33: tensor<64xbf16>, %arg34: tensor<64xbf16>, %arg35: tensor<64x64xbf16>, %arg36: tensor<64x64xbf16>, %arg37: tensor<64x64xbf16>, %arg38: tensor<32x4xbf16>, %arg39: tensor<64x64xbf16>, %arg40: tensor<64x128xbf16>, %arg41: tensor<64x128xbf16>, %arg42: tensor<128x64xbf16>, %arg43: tensor<64xbf16>, %arg44: tensor<64xbf16>, %arg45: tensor<64x64xbf16>, %arg46: tensor<64x64xbf16>, %arg47: tensor<64x64xbf16>, %arg48: tensor<64x64xbf16>, %arg49: tensor<64xbf16>, %arg50: tensor<64x128xbf16>, %arg51: tensor<128x64xbf16>, %arg52: tensor<2x16xi32>, %arg53: tensor<2x16xi32>) -> (tensor<2x16x128xbf16> {jax.result_info = "result"}) {
    %0 = call @_take(%arg51, %arg52) : (tensor<128x64xbf16>, tensor<2x16xi32>) -> tensor<2x16x64xbf16>
    %1 = stablehlo.convert %0 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %2 = chlo.square %1 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%2 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %6 = stablehlo.divide %4, %5 : tensor<2x16x1xf32>
    %cst_1 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %8 = stablehlo.add %6, %7 : tensor<2x16x1xf32>
    %9 = stablehlo.rsqrt %8 : tensor<2x16x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %11 = stablehlo.multiply %1, %10 : tensor<2x16x64xf32>
    %12 = stablehlo.convert %11 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %13 = stablehlo.broadcast_in_dim %arg33, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %15 = stablehlo.multiply %12, %14 : tensor<2x16x64xbf16>
    %16 = stablehlo.dot_general %15, %arg37, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %17 = stablehlo.reshape %16 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %18 = stablehlo.dot_general %15, %arg35, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %19 = stablehlo.reshape %18 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %20 = stablehlo.dot_general %15, %arg39, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %21 = stablehlo.reshape %20 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %22 = stablehlo.iota dim = 0 : tensor<16xi32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [1] : (tensor<16xi32>) -> tensor<1x16xi32>
    %24 = stablehlo.iota dim = 0 : tensor<16xi32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %26 = stablehlo.broadcast_in_dim %23, dims = [0, 1] : (tensor<1x16xi32>) -> tensor<16x16xi32>
    %27 = stablehlo.broadcast_in_dim %25, dims = [0, 1] : (tensor<16x1xi32>) -> tensor<16x16xi32>
    %28 = stablehlo.subtract %26, %27 : tensor<16x16xi32>
    %29 = stablehlo.negate %28 : tensor<16x16xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %30 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<16x16xi32>
    %31 = stablehlo.compare LT, %29, %30, SIGNED : (tensor<16x16xi32>, tensor<16x16xi32>) -> tensor<16x16xi1>
    %32 = stablehlo.convert %31 : (tensor<16x16xi1>) -> tensor<16x16xi32>
    %c_2 = stablehlo.constant dense<16> : tensor<i32>
    %33 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<16x16xi32>
    %34 = stablehlo.multiply %32, %33 : tensor<16x16xi32>
    %35 = stablehlo.abs %29 : tensor<16x16xi32>
    %36 = stablehlo.convert %35 : (tensor<16x16xi32>) -> tensor<16x16xf32>
    %cst_3 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %38 = stablehlo.divide %36, %37 : tensor<16x16xf32>
    %cst_4 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %40 = stablehlo.add %38, %39 : tensor<16x16xf32>
    %41 = stablehlo.log %40 : tensor<16x16xf32>
    %cst_5 = stablehlo.constant dense<2.77258873> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %43 = stablehlo.divide %41, %42 : tensor<16x16xf32>
    %cst_6 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %45 = stablehlo.multiply %43, %44 : tensor<16x16xf32>
    %46 = stablehlo.convert %45 : (tensor<16x16xf32>) -> tensor<16x16xi32>
    %c_7 = stablehlo.constant dense<8> : tensor<i32>
    %47 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<16x16xi32>
    %48 = stablehlo.add %47, %46 : tensor<16x16xi32>
    %c_8 = stablehlo.constant dense<15> : tensor<i32>
    %49 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<16x16xi32>
    %50 = stablehlo.minimum %48, %49 : tensor<16x16xi32>
    %c_9 = stablehlo.constant dense<8> : tensor<i32>
    %51 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<16x16xi32>
    %52 = stablehlo.compare LT, %35, %51, SIGNED : (tensor<16x16xi32>, tensor<16x16xi32>) -> tensor<16x16xi1>
    %53 = call @_where_0(%52, %35, %50) : (tensor<16x16xi1>, tensor<16x16xi32>, tensor<16x16xi32>) -> tensor<16x16xi32>
    %54 = stablehlo.add %34, %53 : tensor<16x16xi32>
    %55 = call @_take_1(%arg38, %54) : (tensor<32x4xbf16>, tensor<16x16xi32>) -> tensor<16x16x4xbf16>
    %56 = stablehlo.transpose %55, dims = [2, 0, 1] : (tensor<16x16x4xbf16>) -> tensor<4x16x16xbf16>
    %57 = stablehlo.broadcast_in_dim %56, dims = [1, 2, 3] : (tensor<4x16x16xbf16>) -> tensor<1x4x16x16xbf16>
    %58 = stablehlo.dot_general %17, %19, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xbf16>, tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %59 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 2, 3] : (tensor<1x4x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %60 = stablehlo.add %58, %59 : tensor<2x4x16x16xbf16>
    %cst_10 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %61 = stablehlo.reduce(%60 init: %cst_10) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xbf16>, tensor<bf16>) -> tensor<2x4x16xbf16>
    %cst_11 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %62 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<bf16>) -> tensor<2x4x16xbf16>
    %63 = stablehlo.maximum %62, %61 : tensor<2x4x16xbf16>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2] : (tensor<2x4x16xbf16>) -> tensor<2x4x16x1xbf16>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xbf16>) -> tensor<2x4x16x16xbf16>
    %66 = stablehlo.subtract %60, %65 : tensor<2x4x16x16xbf16>
    %67 = stablehlo.exponential %66 : tensor<2x4x16x16xbf16>
    %68 = stablehlo.convert %67 : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %69 = stablehlo.reduce(%68 init: %cst_12) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %71 = stablehlo.convert %70 : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x1xbf16>
    %72 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xbf16>) -> tensor<2x4x16x16xbf16>
    %73 = stablehlo.divide %67, %72 : tensor<2x4x16x16xbf16>
    %74 = stablehlo.dot_general %21, %73, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xbf16>, tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %75 = stablehlo.transpose %74, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xbf16>) -> tensor<2x16x4x16xbf16>
    %76 = stablehlo.reshape %75 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x64xbf16>
    %77 = stablehlo.dot_general %76, %arg36, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %78 = stablehlo.add %0, %77 : tensor<2x16x64xbf16>
    %79 = stablehlo.convert %78 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %80 = chlo.square %79 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %81 = stablehlo.reduce(%80 init: %cst_13) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %82 = stablehlo.broadcast_in_dim %81, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_14 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %83 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %84 = stablehlo.divide %82, %83 : tensor<2x16x1xf32>
    %cst_15 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %86 = stablehlo.add %84, %85 : tensor<2x16x1xf32>
    %87 = stablehlo.rsqrt %86 : tensor<2x16x1xf32>
    %88 = stablehlo.broadcast_in_dim %87, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %89 = stablehlo.multiply %79, %88 : tensor<2x16x64xf32>
    %90 = stablehlo.convert %89 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %91 = stablehlo.broadcast_in_dim %arg34, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %92 = stablehlo.broadcast_in_dim %91, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %93 = stablehlo.multiply %90, %92 : tensor<2x16x64xbf16>
    %94 = stablehlo.dot_general %93, %arg30, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x128xbf16>) -> tensor<2x16x128xbf16>
    %95 = stablehlo.multiply %94, %94 : tensor<2x16x128xbf16>
    %96 = stablehlo.multiply %95, %94 : tensor<2x16x128xbf16>
    %cst_16 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %97 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<bf16>) -> tensor<2x16x128xbf16>
    %98 = stablehlo.multiply %97, %96 : tensor<2x16x128xbf16>
    %99 = stablehlo.add %94, %98 : tensor<2x16x128xbf16>
    %cst_17 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %100 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<bf16>) -> tensor<2x16x128xbf16>
    %101 = stablehlo.multiply %100, %99 : tensor<2x16x128xbf16>
    %102 = stablehlo.tanh %101 : tensor<2x16x128xbf16>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %103 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<bf16>) -> tensor<2x16x128xbf16>
    %104 = stablehlo.add %103, %102 : tensor<2x16x128xbf16>
    %cst_19 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %105 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<bf16>) -> tensor<2x16x128xbf16>
    %106 = stablehlo.multiply %105, %104 : tensor<2x16x128xbf16>
    %107 = stablehlo.multiply %94, %106 : tensor<2x16x128xbf16>
    %108 = stablehlo.dot_general %93, %arg31, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x128xbf16>) -> tensor<2x16x128xbf16>
    %109 = stablehlo.multiply %107, %108 : tensor<2x16x128xbf16>
    %110 = stablehlo.dot_general %109, %arg32, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xbf16>, tensor<128x64xbf16>) -> tensor<2x16x64xbf16>
    %111 = stablehlo.add %78, %110 : tensor<2x16x64xbf16>
    %112 = stablehlo.convert %111 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %113 = chlo.square %112 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %114 = stablehlo.reduce(%113 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %115 = stablehlo.broadcast_in_dim %114, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_21 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %116 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %117 = stablehlo.divide %115, %116 : tensor<2x16x1xf32>
    %cst_22 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %118 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %119 = stablehlo.add %117, %118 : tensor<2x16x1xf32>
    %120 = stablehlo.rsqrt %119 : tensor<2x16x1xf32>
    %121 = stablehlo.broadcast_in_dim %120, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %122 = stablehlo.multiply %112, %121 : tensor<2x16x64xf32>
    %123 = stablehlo.convert %122 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %124 = stablehlo.broadcast_in_dim %arg43, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %125 = stablehlo.broadcast_in_dim %124, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %126 = stablehlo.multiply %123, %125 : tensor<2x16x64xbf16>
    %127 = stablehlo.dot_general %126, %arg47, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %128 = stablehlo.reshape %127 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %129 = stablehlo.dot_general %126, %arg45, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %130 = stablehlo.reshape %129 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %131 = stablehlo.dot_general %126, %arg48, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %132 = stablehlo.reshape %131 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %133 = stablehlo.dot_general %128, %130, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xbf16>, tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %134 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 2, 3] : (tensor<1x4x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %135 = stablehlo.add %133, %134 : tensor<2x4x16x16xbf16>
    %cst_23 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %136 = stablehlo.reduce(%135 init: %cst_23) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xbf16>, tensor<bf16>) -> tensor<2x4x16xbf16>
    %cst_24 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %137 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<bf16>) -> tensor<2x4x16xbf16>
    %138 = stablehlo.maximum %137, %136 : tensor<2x4x16xbf16>
    %139 = stablehlo.broadcast_in_dim %138, dims = [0, 1, 2] : (tensor<2x4x16xbf16>) -> tensor<2x4x16x1xbf16>
    %140 = stablehlo.broadcast_in_dim %139, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xbf16>) -> tensor<2x4x16x16xbf16>
    %141 = stablehlo.subtract %135, %140 : tensor<2x4x16x16xbf16>
    %142 = stablehlo.exponential %141 : tensor<2x4x16x16xbf16>
    %143 = stablehlo.convert %142 : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %144 = stablehlo.reduce(%143 init: %cst_25) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %145 = stablehlo.broadcast_in_dim %144, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %146 = stablehlo.convert %145 : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x1xbf16>
    %147 = stablehlo.broadcast_in_dim %146, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xbf16>) -> tensor<2x4x16x16xbf16>
    %148 = stablehlo.divide %142, %147 : tensor<2x4x16x16xbf16>
    %149 = stablehlo.dot_general %132, %148, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xbf16>, tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %150 = stablehlo.transpose %149, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xbf16>) -> tensor<2x16x4x16xbf16>
    %151 = stablehlo.reshape %150 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x64xbf16>
    %152 = stablehlo.dot_general %151, %arg46, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %153 = stablehlo.add %111, %152 : tensor<2x16x64xbf16>
    %154 = stablehlo.convert %153 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %155 = chlo.square %154 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %156 = stablehlo.reduce(%155 init: %cst_26) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %157 = stablehlo.broadcast_in_dim %156, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_27 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %158 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %159 = stablehlo.divide %157, %158 : tensor<2x16x1xf32>
    %cst_28 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %160 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %161 = stablehlo.add %159, %160 : tensor<2x16x1xf32>
    %162 = stablehlo.rsqrt %161 : tensor<2x16x1xf32>
    %163 = stablehlo.broadcast_in_dim %162, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %164 = stablehlo.multiply %154, %163 : tensor<2x16x64xf32>
    %165 = stablehlo.convert %164 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %166 = stablehlo.broadcast_in_dim %arg44, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %167 = stablehlo.broadcast_in_dim %166, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %168 = stablehlo.multiply %165, %167 : tensor<2x16x64xbf16>
    %169 = stablehlo.dot_general %168, %arg40, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x128xbf16>) -> tensor<2x16x128xbf16>
    %170 = stablehlo.multiply %169, %169 : tensor<2x16x128xbf16>
    %171 = stablehlo.multiply %170, %169 : tensor<2x16x128xbf16>
    %cst_29 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %172 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<bf16>) -> tensor<2x16x128xbf16>
    %173 = stablehlo.multiply %172, %171 : tensor<2x16x128xbf16>
    %174 = stablehlo.add %169, %173 : tensor<2x16x128xbf16>
    %cst_30 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %175 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<bf16>) -> tensor<2x16x128xbf16>
    %176 = stablehlo.multiply %175, %174 : tensor<2x16x128xbf16>
    %177 = stablehlo.tanh %176 : tensor<2x16x128xbf16>
    %cst_31 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %178 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<bf16>) -> tensor<2x16x128xbf16>
    %179 = stablehlo.add %178, %177 : tensor<2x16x128xbf16>
    %cst_32 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %180 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<bf16>) -> tensor<2x16x128xbf16>
    %181 = stablehlo.multiply %180, %179 : tensor<2x16x128xbf16>
    %182 = stablehlo.multiply %169, %181 : tensor<2x16x128xbf16>
    %183 = stablehlo.dot_general %168, %arg41, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x128xbf16>) -> tensor<2x16x128xbf16>
    %184 = stablehlo.multiply %182, %183 : tensor<2x16x128xbf16>
    %185 = stablehlo.dot_general %184, %arg42, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xbf16>, tensor<128x64xbf16>) -> tensor<2x16x64xbf16>
    %186 = stablehlo.add %153, %185 : tensor<2x16x64xbf16>
    %187 = stablehlo.convert %186 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %188 = chlo.square %187 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %189 = stablehlo.reduce(%188 init: %cst_33) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %190 = stablehlo.broadcast_in_dim %189, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_34 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %191 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %192 = stablehlo.divide %190, %191 : tensor<2x16x1xf32>
    %cst_35 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %193 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %194 = stablehlo.add %192, %193 : tensor<2x16x1xf32>
    %195 = stablehlo.rsqrt %194 : tensor<2x16x1xf32>
    %196 = stablehlo.broadcast_in_dim %195, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %197 = stablehlo.multiply %187, %196 : tensor<2x16x64xf32>
    %198 = stablehlo.convert %197 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %199 = stablehlo.broadcast_in_dim %arg49, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %200 = stablehlo.broadcast_in_dim %199, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %201 = stablehlo.multiply %198, %200 : tensor<2x16x64xbf16>
    %202 = call @_take(%arg51, %arg53) : (tensor<128x64xbf16>, tensor<2x16xi32>) -> tensor<2x16x64xbf16>
    %c_36 = stablehlo.constant dense<true> : tensor<i1>
    %203 = stablehlo.broadcast_in_dim %c_36, dims = [] : (tensor<i1>) -> tensor<16x16xi1>
    %204 = call @tril(%203) : (tensor<16x16xi1>) -> tensor<16x16xi1>
    %205 = stablehlo.convert %202 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %206 = chlo.square %205 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %207 = stablehlo.reduce(%206 init: %cst_37) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %208 = stablehlo.broadcast_in_dim %207, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_38 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %209 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %210 = stablehlo.divide %208, %209 : tensor<2x16x1xf32>
    %cst_39 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %211 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %212 = stablehlo.add %210, %211 : tensor<2x16x1xf32>
    %213 = stablehlo.rsqrt %212 : tensor<2x16x1xf32>
    %214 = stablehlo.broadcast_in_dim %213, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %215 = stablehlo.multiply %205, %214 : tensor<2x16x64xf32>
    %216 = stablehlo.convert %215 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %217 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %218 = stablehlo.broadcast_in_dim %217, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %219 = stablehlo.multiply %216, %218 : tensor<2x16x64xbf16>
    %220 = stablehlo.dot_general %219, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %221 = stablehlo.reshape %220 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %222 = stablehlo.dot_general %219, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %223 = stablehlo.reshape %222 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %224 = stablehlo.dot_general %219, %arg14, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %225 = stablehlo.reshape %224 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %226 = stablehlo.iota dim = 0 : tensor<16xi32>
    %227 = stablehlo.broadcast_in_dim %226, dims = [1] : (tensor<16xi32>) -> tensor<1x16xi32>
    %228 = stablehlo.iota dim = 0 : tensor<16xi32>
    %229 = stablehlo.broadcast_in_dim %228, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %230 = stablehlo.broadcast_in_dim %227, dims = [0, 1] : (tensor<1x16xi32>) -> tensor<16x16xi32>
    %231 = stablehlo.broadcast_in_dim %229, dims = [0, 1] : (tensor<16x1xi32>) -> tensor<16x16xi32>
    %232 = stablehlo.subtract %230, %231 : tensor<16x16xi32>
    %233 = stablehlo.negate %232 : tensor<16x16xi32>
    %c_40 = stablehlo.constant dense<0> : tensor<i32>
    %234 = stablehlo.broadcast_in_dim %c_40, dims = [] : (tensor<i32>) -> tensor<16x16xi32>
    %235 = stablehlo.maximum %233, %234 : tensor<16x16xi32>
    %236 = stablehlo.convert %235 : (tensor<16x16xi32>) -> tensor<16x16xf32>
    %cst_41 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %237 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %238 = stablehlo.divide %236, %237 : tensor<16x16xf32>
    %cst_42 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
    %239 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %240 = stablehlo.add %238, %239 : tensor<16x16xf32>
    %241 = stablehlo.log %240 : tensor<16x16xf32>
    %cst_43 = stablehlo.constant dense<2.07944155> : tensor<f32>
    %242 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %243 = stablehlo.divide %241, %242 : tensor<16x16xf32>
    %cst_44 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %244 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %245 = stablehlo.multiply %243, %244 : tensor<16x16xf32>
    %246 = stablehlo.convert %245 : (tensor<16x16xf32>) -> tensor<16x16xi32>
    %c_45 = stablehlo.constant dense<16> : tensor<i32>
    %247 = stablehlo.broadcast_in_dim %c_45, dims = [] : (tensor<i32>) -> tensor<16x16xi32>
    %248 = stablehlo.add %247, %246 : tensor<16x16xi32>
    %c_46 = stablehlo.constant dense<31> : tensor<i32>
    %249 = stablehlo.broadcast_in_dim %c_46, dims = [] : (tensor<i32>) -> tensor<16x16xi32>
    %250 = stablehlo.minimum %248, %249 : tensor<16x16xi32>
    %c_47 = stablehlo.constant dense<16> : tensor<i32>
    %251 = stablehlo.broadcast_in_dim %c_47, dims = [] : (tensor<i32>) -> tensor<16x16xi32>
    %252 = stablehlo.compare LT, %235, %251, SIGNED : (tensor<16x16xi32>, tensor<16x16xi32>) -> tensor<16x16xi1>
    %253 = call @_where_0(%252, %235, %250) : (tensor<16x16xi1>, tensor<16x16xi32>, tensor<16x16xi32>) -> tensor<16x16xi32>
    %c_48 = stablehlo.constant dense<0> : tensor<i32>
    %254 = stablehlo.broadcast_in_dim %c_48, dims = [] : (tensor<i32>) -> tensor<16x16xi32>
    %255 = stablehlo.add %254, %253 : tensor<16x16xi32>
    %256 = call @_take_1(%arg13, %255) : (tensor<32x4xbf16>, tensor<16x16xi32>) -> tensor<16x16x4xbf16>
    %257 = stablehlo.transpose %256, dims = [2, 0, 1] : (tensor<16x16x4xbf16>) -> tensor<4x16x16xbf16>
    %258 = stablehlo.broadcast_in_dim %257, dims = [1, 2, 3] : (tensor<4x16x16xbf16>) -> tensor<1x4x16x16xbf16>
    %259 = stablehlo.dot_general %221, %223, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xbf16>, tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %260 = stablehlo.broadcast_in_dim %258, dims = [0, 1, 2, 3] : (tensor<1x4x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %261 = stablehlo.add %259, %260 : tensor<2x4x16x16xbf16>
    %cst_49 = stablehlo.constant dense<-1.000260e+30> : tensor<bf16>
    %262 = call @_where_2(%204, %261, %cst_49) : (tensor<16x16xi1>, tensor<2x4x16x16xbf16>, tensor<bf16>) -> tensor<2x4x16x16xbf16>
    %cst_50 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %263 = stablehlo.reduce(%262 init: %cst_50) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xbf16>, tensor<bf16>) -> tensor<2x4x16xbf16>
    %cst_51 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %264 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<bf16>) -> tensor<2x4x16xbf16>
    %265 = stablehlo.maximum %264, %263 : tensor<2x4x16xbf16>
    %266 = stablehlo.broadcast_in_dim %265, dims = [0, 1, 2] : (tensor<2x4x16xbf16>) -> tensor<2x4x16x1xbf16>
    %267 = stablehlo.broadcast_in_dim %266, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xbf16>) -> tensor<2x4x16x16xbf16>
    %268 = stablehlo.subtract %262, %267 : tensor<2x4x16x16xbf16>
    %269 = stablehlo.exponential %268 : tensor<2x4x16x16xbf16>
    %270 = stablehlo.convert %269 : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xf32>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %271 = stablehlo.reduce(%270 init: %cst_52) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %272 = stablehlo.broadcast_in_dim %271, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %273 = stablehlo.convert %272 : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x1xbf16>
    %274 = stablehlo.broadcast_in_dim %273, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xbf16>) -> tensor<2x4x16x16xbf16>
    %275 = stablehlo.divide %269, %274 : tensor<2x4x16x16xbf16>
    %276 = stablehlo.dot_general %225, %275, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xbf16>, tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %277 = stablehlo.transpose %276, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xbf16>) -> tensor<2x16x4x16xbf16>
    %278 = stablehlo.reshape %277 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x64xbf16>
    %279 = stablehlo.dot_general %278, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %280 = stablehlo.add %202, %279 : tensor<2x16x64xbf16>
    %281 = stablehlo.convert %280 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %282 = chlo.square %281 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %283 = stablehlo.reduce(%282 init: %cst_53) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %284 = stablehlo.broadcast_in_dim %283, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_54 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %285 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %286 = stablehlo.divide %284, %285 : tensor<2x16x1xf32>
    %cst_55 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %287 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %288 = stablehlo.add %286, %287 : tensor<2x16x1xf32>
    %289 = stablehlo.rsqrt %288 : tensor<2x16x1xf32>
    %290 = stablehlo.broadcast_in_dim %289, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %291 = stablehlo.multiply %281, %290 : tensor<2x16x64xf32>
    %292 = stablehlo.convert %291 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %293 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %294 = stablehlo.broadcast_in_dim %293, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %295 = stablehlo.multiply %292, %294 : tensor<2x16x64xbf16>
    %296 = stablehlo.dot_general %295, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %297 = stablehlo.reshape %296 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %298 = stablehlo.dot_general %201, %arg0, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %299 = stablehlo.reshape %298 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %300 = stablehlo.dot_general %201, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %301 = stablehlo.reshape %300 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %302 = stablehlo.dot_general %297, %299, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xbf16>, tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %cst_56 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %303 = stablehlo.reduce(%302 init: %cst_56) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xbf16>, tensor<bf16>) -> tensor<2x4x16xbf16>
    %cst_57 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %304 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<bf16>) -> tensor<2x4x16xbf16>
    %305 = stablehlo.maximum %304, %303 : tensor<2x4x16xbf16>
    %306 = stablehlo.broadcast_in_dim %305, dims = [0, 1, 2] : (tensor<2x4x16xbf16>) -> tensor<2x4x16x1xbf16>
    %307 = stablehlo.broadcast_in_dim %306, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xbf16>) -> tensor<2x4x16x16xbf16>
    %308 = stablehlo.subtract %302, %307 : tensor<2x4x16x16xbf16>
    %309 = stablehlo.exponential %308 : tensor<2x4x16x16xbf16>
    %310 = stablehlo.convert %309 : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %311 = stablehlo.reduce(%310 init: %cst_58) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %312 = stablehlo.broadcast_in_dim %311, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %313 = stablehlo.convert %312 : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x1xbf16>
    %314 = stablehlo.broadcast_in_dim %313, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xbf16>) -> tensor<2x4x16x16xbf16>
    %315 = stablehlo.divide %309, %314 : tensor<2x4x16x16xbf16>
    %316 = stablehlo.dot_general %301, %315, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xbf16>, tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %317 = stablehlo.transpose %316, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xbf16>) -> tensor<2x16x4x16xbf16>
    %318 = stablehlo.reshape %317 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x64xbf16>
    %319 = stablehlo.dot_general %318, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %320 = stablehlo.add %280, %319 : tensor<2x16x64xbf16>
    %321 = stablehlo.convert %320 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %322 = chlo.square %321 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %323 = stablehlo.reduce(%322 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %324 = stablehlo.broadcast_in_dim %323, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_60 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %325 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %326 = stablehlo.divide %324, %325 : tensor<2x16x1xf32>
    %cst_61 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %327 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %328 = stablehlo.add %326, %327 : tensor<2x16x1xf32>
    %329 = stablehlo.rsqrt %328 : tensor<2x16x1xf32>
    %330 = stablehlo.broadcast_in_dim %329, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %331 = stablehlo.multiply %321, %330 : tensor<2x16x64xf32>
    %332 = stablehlo.convert %331 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %333 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %334 = stablehlo.broadcast_in_dim %333, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %335 = stablehlo.multiply %332, %334 : tensor<2x16x64xbf16>
    %336 = stablehlo.dot_general %335, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x128xbf16>) -> tensor<2x16x128xbf16>
    %337 = stablehlo.multiply %336, %336 : tensor<2x16x128xbf16>
    %338 = stablehlo.multiply %337, %336 : tensor<2x16x128xbf16>
    %cst_62 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %339 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<bf16>) -> tensor<2x16x128xbf16>
    %340 = stablehlo.multiply %339, %338 : tensor<2x16x128xbf16>
    %341 = stablehlo.add %336, %340 : tensor<2x16x128xbf16>
    %cst_63 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %342 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<bf16>) -> tensor<2x16x128xbf16>
    %343 = stablehlo.multiply %342, %341 : tensor<2x16x128xbf16>
    %344 = stablehlo.tanh %343 : tensor<2x16x128xbf16>
    %cst_64 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %345 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<bf16>) -> tensor<2x16x128xbf16>
    %346 = stablehlo.add %345, %344 : tensor<2x16x128xbf16>
    %cst_65 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %347 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<bf16>) -> tensor<2x16x128xbf16>
    %348 = stablehlo.multiply %347, %346 : tensor<2x16x128xbf16>
    %349 = stablehlo.multiply %336, %348 : tensor<2x16x128xbf16>
    %350 = stablehlo.dot_general %335, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x128xbf16>) -> tensor<2x16x128xbf16>
    %351 = stablehlo.multiply %349, %350 : tensor<2x16x128xbf16>
    %352 = stablehlo.dot_general %351, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xbf16>, tensor<128x64xbf16>) -> tensor<2x16x64xbf16>
    %353 = stablehlo.add %320, %352 : tensor<2x16x64xbf16>
    %354 = stablehlo.convert %353 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %355 = chlo.square %354 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %356 = stablehlo.reduce(%355 init: %cst_66) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %357 = stablehlo.broadcast_in_dim %356, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_67 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %358 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %359 = stablehlo.divide %357, %358 : tensor<2x16x1xf32>
    %cst_68 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %360 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %361 = stablehlo.add %359, %360 : tensor<2x16x1xf32>
    %362 = stablehlo.rsqrt %361 : tensor<2x16x1xf32>
    %363 = stablehlo.broadcast_in_dim %362, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %364 = stablehlo.multiply %354, %363 : tensor<2x16x64xf32>
    %365 = stablehlo.convert %364 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %366 = stablehlo.broadcast_in_dim %arg22, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %367 = stablehlo.broadcast_in_dim %366, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %368 = stablehlo.multiply %365, %367 : tensor<2x16x64xbf16>
    %369 = stablehlo.dot_general %368, %arg27, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %370 = stablehlo.reshape %369 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %371 = stablehlo.dot_general %368, %arg25, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %372 = stablehlo.reshape %371 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %373 = stablehlo.dot_general %368, %arg28, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %374 = stablehlo.reshape %373 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %375 = stablehlo.dot_general %370, %372, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xbf16>, tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %376 = stablehlo.broadcast_in_dim %258, dims = [0, 1, 2, 3] : (tensor<1x4x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %377 = stablehlo.add %375, %376 : tensor<2x4x16x16xbf16>
    %cst_69 = stablehlo.constant dense<-1.000260e+30> : tensor<bf16>
    %378 = call @_where_2(%204, %377, %cst_69) : (tensor<16x16xi1>, tensor<2x4x16x16xbf16>, tensor<bf16>) -> tensor<2x4x16x16xbf16>
    %cst_70 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %379 = stablehlo.reduce(%378 init: %cst_70) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xbf16>, tensor<bf16>) -> tensor<2x4x16xbf16>
    %cst_71 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %380 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<bf16>) -> tensor<2x4x16xbf16>
    %381 = stablehlo.maximum %380, %379 : tensor<2x4x16xbf16>
    %382 = stablehlo.broadcast_in_dim %381, dims = [0, 1, 2] : (tensor<2x4x16xbf16>) -> tensor<2x4x16x1xbf16>
    %383 = stablehlo.broadcast_in_dim %382, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xbf16>) -> tensor<2x4x16x16xbf16>
    %384 = stablehlo.subtract %378, %383 : tensor<2x4x16x16xbf16>
    %385 = stablehlo.exponential %384 : tensor<2x4x16x16xbf16>
    %386 = stablehlo.convert %385 : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xf32>
    %cst_72 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %387 = stablehlo.reduce(%386 init: %cst_72) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %388 = stablehlo.broadcast_in_dim %387, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %389 = stablehlo.convert %388 : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x1xbf16>
    %390 = stablehlo.broadcast_in_dim %389, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xbf16>) -> tensor<2x4x16x16xbf16>
    %391 = stablehlo.divide %385, %390 : tensor<2x4x16x16xbf16>
    %392 = stablehlo.dot_general %374, %391, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xbf16>, tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %393 = stablehlo.transpose %392, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xbf16>) -> tensor<2x16x4x16xbf16>
    %394 = stablehlo.reshape %393 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x64xbf16>
    %395 = stablehlo.dot_general %394, %arg26, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %396 = stablehlo.add %353, %395 : tensor<2x16x64xbf16>
    %397 = stablehlo.convert %396 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %398 = chlo.square %397 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_73 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %399 = stablehlo.reduce(%398 init: %cst_73) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %400 = stablehlo.broadcast_in_dim %399, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_74 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %401 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %402 = stablehlo.divide %400, %401 : tensor<2x16x1xf32>
    %cst_75 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %403 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %404 = stablehlo.add %402, %403 : tensor<2x16x1xf32>
    %405 = stablehlo.rsqrt %404 : tensor<2x16x1xf32>
    %406 = stablehlo.broadcast_in_dim %405, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %407 = stablehlo.multiply %397, %406 : tensor<2x16x64xf32>
    %408 = stablehlo.convert %407 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %409 = stablehlo.broadcast_in_dim %arg23, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %410 = stablehlo.broadcast_in_dim %409, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %411 = stablehlo.multiply %408, %410 : tensor<2x16x64xbf16>
    %412 = stablehlo.dot_general %411, %arg17, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %413 = stablehlo.reshape %412 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %414 = stablehlo.dot_general %201, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %415 = stablehlo.reshape %414 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %416 = stablehlo.dot_general %201, %arg18, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %417 = stablehlo.reshape %416 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %418 = stablehlo.dot_general %413, %415, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xbf16>, tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %cst_76 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %419 = stablehlo.reduce(%418 init: %cst_76) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xbf16>, tensor<bf16>) -> tensor<2x4x16xbf16>
    %cst_77 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %420 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<bf16>) -> tensor<2x4x16xbf16>
    %421 = stablehlo.maximum %420, %419 : tensor<2x4x16xbf16>
    %422 = stablehlo.broadcast_in_dim %421, dims = [0, 1, 2] : (tensor<2x4x16xbf16>) -> tensor<2x4x16x1xbf16>
    %423 = stablehlo.broadcast_in_dim %422, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xbf16>) -> tensor<2x4x16x16xbf16>
    %424 = stablehlo.subtract %418, %423 : tensor<2x4x16x16xbf16>
    %425 = stablehlo.exponential %424 : tensor<2x4x16x16xbf16>
    %426 = stablehlo.convert %425 : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xf32>
    %cst_78 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %427 = stablehlo.reduce(%426 init: %cst_78) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %428 = stablehlo.broadcast_in_dim %427, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %429 = stablehlo.convert %428 : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x1xbf16>
    %430 = stablehlo.broadcast_in_dim %429, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xbf16>) -> tensor<2x4x16x16xbf16>
    %431 = stablehlo.divide %425, %430 : tensor<2x4x16x16xbf16>
    %432 = stablehlo.dot_general %417, %431, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xbf16>, tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %433 = stablehlo.transpose %432, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xbf16>) -> tensor<2x16x4x16xbf16>
    %434 = stablehlo.reshape %433 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x64xbf16>
    %435 = stablehlo.dot_general %434, %arg16, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %436 = stablehlo.add %396, %435 : tensor<2x16x64xbf16>
    %437 = stablehlo.convert %436 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %438 = chlo.square %437 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_79 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %439 = stablehlo.reduce(%438 init: %cst_79) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %440 = stablehlo.broadcast_in_dim %439, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_80 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %441 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %442 = stablehlo.divide %440, %441 : tensor<2x16x1xf32>
    %cst_81 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %443 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %444 = stablehlo.add %442, %443 : tensor<2x16x1xf32>
    %445 = stablehlo.rsqrt %444 : tensor<2x16x1xf32>
    %446 = stablehlo.broadcast_in_dim %445, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %447 = stablehlo.multiply %437, %446 : tensor<2x16x64xf32>
    %448 = stablehlo.convert %447 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %449 = stablehlo.broadcast_in_dim %arg24, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %450 = stablehlo.broadcast_in_dim %449, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %451 = stablehlo.multiply %448, %450 : tensor<2x16x64xbf16>
    %452 = stablehlo.dot_general %451, %arg19, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x128xbf16>) -> tensor<2x16x128xbf16>
    %453 = stablehlo.multiply %452, %452 : tensor<2x16x128xbf16>
    %454 = stablehlo.multiply %453, %452 : tensor<2x16x128xbf16>
    %cst_82 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %455 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<bf16>) -> tensor<2x16x128xbf16>
    %456 = stablehlo.multiply %455, %454 : tensor<2x16x128xbf16>
    %457 = stablehlo.add %452, %456 : tensor<2x16x128xbf16>
    %cst_83 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %458 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<bf16>) -> tensor<2x16x128xbf16>
    %459 = stablehlo.multiply %458, %457 : tensor<2x16x128xbf16>
    %460 = stablehlo.tanh %459 : tensor<2x16x128xbf16>
    %cst_84 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %461 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<bf16>) -> tensor<2x16x128xbf16>
    %462 = stablehlo.add %461, %460 : tensor<2x16x128xbf16>
    %cst_85 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %463 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<bf16>) -> tensor<2x16x128xbf16>
    %464 = stablehlo.multiply %463, %462 : tensor<2x16x128xbf16>
    %465 = stablehlo.multiply %452, %464 : tensor<2x16x128xbf16>
    %466 = stablehlo.dot_general %451, %arg20, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x128xbf16>) -> tensor<2x16x128xbf16>
    %467 = stablehlo.multiply %465, %466 : tensor<2x16x128xbf16>
    %468 = stablehlo.dot_general %467, %arg21, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xbf16>, tensor<128x64xbf16>) -> tensor<2x16x64xbf16>
    %469 = stablehlo.add %436, %468 : tensor<2x16x64xbf16>
    %470 = stablehlo.convert %469 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %471 = chlo.square %470 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_86 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %472 = stablehlo.reduce(%471 init: %cst_86) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %473 = stablehlo.broadcast_in_dim %472, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_87 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %474 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %475 = stablehlo.divide %473, %474 : tensor<2x16x1xf32>
    %cst_88 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %476 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %477 = stablehlo.add %475, %476 : tensor<2x16x1xf32>
    %478 = stablehlo.rsqrt %477 : tensor<2x16x1xf32>
    %479 = stablehlo.broadcast_in_dim %478, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %480 = stablehlo.multiply %470, %479 : tensor<2x16x64xf32>
    %481 = stablehlo.convert %480 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %482 = stablehlo.broadcast_in_dim %arg29, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %483 = stablehlo.broadcast_in_dim %482, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %484 = stablehlo.multiply %481, %483 : tensor<2x16x64xbf16>
    %485 = stablehlo.dot_general %484, %arg50, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x128xbf16>) -> tensor<2x16x128xbf16>
    return %485 : tensor<2x16x128xbf16>
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
  func.func private @_where_0(%arg0: tensor<16x16xi1>, %arg1: tensor<16x16xi32>, %arg2: tensor<16x16xi32>) -> tensor<16x16xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<16x16xi1>, tensor<16x16xi32>
    return %0 : tensor<16x16xi32>
  }
  func.func private @_take_1(%arg0: tensor<32x4xbf16>, %arg1: tensor<16x16xi32>) -> tensor<16x16x4xbf16> {
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
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4>}> : (tensor<32x4xbf16>, tensor<16x16x1xi32>) -> tensor<16x16x4xbf16>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<16x16xi1>) -> tensor<16x16x4xi1>
    %cst = stablehlo.constant dense<0x7FC0> : tensor<bf16>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<16x16x4xbf16>
    %16 = stablehlo.select %14, %13, %15 : tensor<16x16x4xi1>, tensor<16x16x4xbf16>
    return %16 : tensor<16x16x4xbf16>
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
  func.func private @_where_2(%arg0: tensor<16x16xi1>, %arg1: tensor<2x4x16x16xbf16>, %arg2: tensor<bf16>) -> tensor<2x4x16x16xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] : (tensor<16x16xi1>) -> tensor<2x4x16x16xi1>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<bf16>) -> tensor<2x4x16x16xbf16>
    %2 = stablehlo.select %0, %arg1, %1 : tensor<2x4x16x16xi1>, tensor<2x4x16x16xbf16>
    return %2 : tensor<2x4x16x16xbf16>
  }
}
