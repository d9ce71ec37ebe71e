module @jit_score attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<128x64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<128x64xf32>, %arg3: tensor<64x128xf32>, %arg4: tensor<64x16xf32>, %arg5: tensor<16xf32>, %arg6: tensor<64x64xf32>, %arg7: tensor<64xf32>, %arg8: tensor<64xf32>, %arg9: tensor<64xf32>, %arg10: tensor<64xf32>, %arg11: tensor<64x64xf32>, %arg12: tensor<16xf32>, %arg13: tensor<64x128xf32>, %arg14: tensor<64x16xf32>, %arg15: tensor<128x64xf32>, %arg16: tensor<64x128xf32>, %arg17: tensor<64x16xf32>, %arg18: tensor<16xf32>, %arg19: tensor<64x64xf32>, %arg20: tensor<64xf32>, %arg21: tensor<64xf32>, %arg22: tensor<64xf32>, %arg23: tensor<64xf32>, %arg24: tensor<64x64xf32>, %arg25: tensor<16xf32>, %arg26: tensor<64x128xf32>, %arg27: tensor<64x16xf32>, %arg28: tensor<2x16xi32>) -> (tensor<2xf32> {jax.result_info = "result"}) {
    %0 = call @_take(%arg0, %arg28) : (tensor<128x64xf32>, tensor<2x16xi32>) -> tensor<2x16x64xf32>
    %cst = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1 = stablehlo.sqrt %cst : tensor<f32>
    %2 = stablehlo.convert %1 : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %4 = stablehlo.multiply %0, %3 : tensor<2x16x64xf32>
    %5 = stablehlo.iota dim = 0 : tensor<16xi32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [1] : (tensor<16xi32>) -> tensor<2x16xi32>
    %7 = chlo.square %4 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.reduce(%7 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_1 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %11 = stablehlo.divide %9, %10 : tensor<2x16x1xf32>
    %cst_2 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %13 = stablehlo.add %11, %12 : tensor<2x16x1xf32>
    %14 = stablehlo.rsqrt %13 : tensor<2x16x1xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %16 = stablehlo.multiply %4, %15 : tensor<2x16x64xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %18 = stablehlo.add %17, %arg9 : tensor<64xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %21 = stablehlo.multiply %16, %20 : tensor<2x16x64xf32>
    %22 = stablehlo.dot_general %21, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %23 = stablehlo.reshape %22 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %24 = stablehlo.dot_general %21, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x16xf32>) -> tensor<2x16x16xf32>
    %25 = stablehlo.reshape %24 : (tensor<2x16x16xf32>) -> tensor<2x16x1x16xf32>
    %26 = stablehlo.dot_general %21, %arg14, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x16xf32>) -> tensor<2x16x16xf32>
    %27 = stablehlo.reshape %26 : (tensor<2x16x16xf32>) -> tensor<2x16x1x16xf32>
    %28 = chlo.square %23 : tensor<2x16x4x16xf32> -> tensor<2x16x4x16xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.reduce(%28 init: %cst_4) applies stablehlo.add across dimensions = [3] : (tensor<2x16x4x16xf32>, tensor<f32>) -> tensor<2x16x4xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 2] : (tensor<2x16x4xf32>) -> tensor<2x16x4x1xf32>
    %cst_5 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x16x4x1xf32>
    %32 = stablehlo.divide %30, %31 : tensor<2x16x4x1xf32>
    %cst_6 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x16x4x1xf32>
    %34 = stablehlo.add %32, %33 : tensor<2x16x4x1xf32>
    %35 = stablehlo.rsqrt %34 : tensor<2x16x4x1xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2, 3] : (tensor<2x16x4x1xf32>) -> tensor<2x16x4x16xf32>
    %37 = stablehlo.multiply %23, %36 : tensor<2x16x4x16xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %39 = stablehlo.add %38, %arg12 : tensor<16xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<2x16x4x16xf32>
    %42 = stablehlo.multiply %37, %41 : tensor<2x16x4x16xf32>
    %43 = chlo.square %25 : tensor<2x16x1x16xf32> -> tensor<2x16x1x16xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %44 = stablehlo.reduce(%43 init: %cst_8) applies stablehlo.add across dimensions = [3] : (tensor<2x16x1x16xf32>, tensor<f32>) -> tensor<2x16x1xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x1x1xf32>
    %cst_9 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x16x1x1xf32>
    %47 = stablehlo.divide %45, %46 : tensor<2x16x1x1xf32>
    %cst_10 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2x16x1x1xf32>
    %49 = stablehlo.add %47, %48 : tensor<2x16x1x1xf32>
    %50 = stablehlo.rsqrt %49 : tensor<2x16x1x1xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x16xf32>
    %52 = stablehlo.multiply %25, %51 : tensor<2x16x1x16xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %54 = stablehlo.add %53, %arg5 : tensor<16xf32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %56 = stablehlo.broadcast_in_dim %55, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<2x16x1x16xf32>
    %57 = stablehlo.multiply %52, %56 : tensor<2x16x1x16xf32>
    %58 = stablehlo.iota dim = 0 : tensor<8xf32>
    %59 = stablehlo.negate %58 : tensor<8xf32>
    %cst_12 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %61 = stablehlo.multiply %59, %60 : tensor<8xf32>
    %cst_13 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %63 = stablehlo.divide %61, %62 : tensor<8xf32>
    %cst_14 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %65 = stablehlo.power %64, %63 : tensor<8xf32>
    %66 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %67 = stablehlo.convert %66 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %68 = stablehlo.broadcast_in_dim %65, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %69 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x8xf32>
    %70 = stablehlo.broadcast_in_dim %68, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x16x1x8xf32>
    %71 = stablehlo.multiply %69, %70 : tensor<2x16x1x8xf32>
    %72 = stablehlo.sine %71 : tensor<2x16x1x8xf32>
    %73 = stablehlo.cosine %71 : tensor<2x16x1x8xf32>
    %74 = stablehlo.slice %42 [0:2, 0:16, 0:4, 0:8] : (tensor<2x16x4x16xf32>) -> tensor<2x16x4x8xf32>
    %75 = stablehlo.slice %42 [0:2, 0:16, 0:4, 8:16] : (tensor<2x16x4x16xf32>) -> tensor<2x16x4x8xf32>
    %76 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %77 = stablehlo.multiply %74, %76 : tensor<2x16x4x8xf32>
    %78 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %79 = stablehlo.multiply %75, %78 : tensor<2x16x4x8xf32>
    %80 = stablehlo.subtract %77, %79 : tensor<2x16x4x8xf32>
    %81 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %82 = stablehlo.multiply %75, %81 : tensor<2x16x4x8xf32>
    %83 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %84 = stablehlo.multiply %74, %83 : tensor<2x16x4x8xf32>
    %85 = stablehlo.add %82, %84 : tensor<2x16x4x8xf32>
    %86 = stablehlo.concatenate %80, %85, dim = 3 : (tensor<2x16x4x8xf32>, tensor<2x16x4x8xf32>) -> tensor<2x16x4x16xf32>
    %87 = stablehlo.iota dim = 0 : tensor<8xf32>
    %88 = stablehlo.negate %87 : tensor<8xf32>
    %cst_15 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %89 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %90 = stablehlo.multiply %88, %89 : tensor<8xf32>
    %cst_16 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %92 = stablehlo.divide %90, %91 : tensor<8xf32>
    %cst_17 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %94 = stablehlo.power %93, %92 : tensor<8xf32>
    %95 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %96 = stablehlo.convert %95 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %97 = stablehlo.broadcast_in_dim %94, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %98 = stablehlo.broadcast_in_dim %96, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x8xf32>
    %99 = stablehlo.broadcast_in_dim %97, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x16x1x8xf32>
    %100 = stablehlo.multiply %98, %99 : tensor<2x16x1x8xf32>
    %101 = stablehlo.sine %100 : tensor<2x16x1x8xf32>
    %102 = stablehlo.cosine %100 : tensor<2x16x1x8xf32>
    %103 = stablehlo.slice %57 [0:2, 0:16, 0:1, 0:8] : (tensor<2x16x1x16xf32>) -> tensor<2x16x1x8xf32>
    %104 = stablehlo.slice %57 [0:2, 0:16, 0:1, 8:16] : (tensor<2x16x1x16xf32>) -> tensor<2x16x1x8xf32>
    %105 = stablehlo.multiply %103, %102 : tensor<2x16x1x8xf32>
    %106 = stablehlo.multiply %104, %101 : tensor<2x16x1x8xf32>
    %107 = stablehlo.subtract %105, %106 : tensor<2x16x1x8xf32>
    %108 = stablehlo.multiply %104, %102 : tensor<2x16x1x8xf32>
    %109 = stablehlo.multiply %103, %101 : tensor<2x16x1x8xf32>
    %110 = stablehlo.add %108, %109 : tensor<2x16x1x8xf32>
    %111 = stablehlo.concatenate %107, %110, dim = 3 : (tensor<2x16x1x8xf32>, tensor<2x16x1x8xf32>) -> tensor<2x16x1x16xf32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %112 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<16x16xi1>
    %113 = call @tril(%112) : (tensor<16x16xi1>) -> tensor<16x16xi1>
    %114 = stablehlo.broadcast_in_dim %111, dims = [0, 1, 2, 4] : (tensor<2x16x1x16xf32>) -> tensor<2x16x1x4x16xf32>
    %115 = stablehlo.reshape %114 : (tensor<2x16x1x4x16xf32>) -> tensor<2x16x4x16xf32>
    %116 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2, 4] : (tensor<2x16x1x16xf32>) -> tensor<2x16x1x4x16xf32>
    %117 = stablehlo.reshape %116 : (tensor<2x16x1x4x16xf32>) -> tensor<2x16x4x16xf32>
    %118 = stablehlo.dot_general %86, %115, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %cst_18 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %119 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %120 = stablehlo.multiply %118, %119 : tensor<2x4x16x16xf32>
    %cst_19 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %121 = call @_where_0(%113, %120, %cst_19) : (tensor<16x16xi1>, tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16x16xf32>
    %cst_20 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %122 = stablehlo.reduce(%121 init: %cst_20) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %cst_21 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %124 = stablehlo.maximum %123, %122 : tensor<2x4x16xf32>
    %125 = stablehlo.broadcast_in_dim %124, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %126 = stablehlo.broadcast_in_dim %125, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %127 = stablehlo.subtract %121, %126 : tensor<2x4x16x16xf32>
    %128 = stablehlo.exponential %127 : tensor<2x4x16x16xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %129 = stablehlo.reduce(%128 init: %cst_22) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %130 = stablehlo.broadcast_in_dim %129, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %131 = stablehlo.broadcast_in_dim %130, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %132 = stablehlo.divide %128, %131 : tensor<2x4x16x16xf32>
    %133 = stablehlo.dot_general %117, %132, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %134 = stablehlo.transpose %133, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %135 = stablehlo.reshape %134 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %136 = stablehlo.dot_general %135, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %137 = chlo.square %136 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %138 = stablehlo.reduce(%137 init: %cst_23) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %139 = stablehlo.broadcast_in_dim %138, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_24 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %140 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %141 = stablehlo.divide %139, %140 : tensor<2x16x1xf32>
    %cst_25 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %142 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %143 = stablehlo.add %141, %142 : tensor<2x16x1xf32>
    %144 = stablehlo.rsqrt %143 : tensor<2x16x1xf32>
    %145 = stablehlo.broadcast_in_dim %144, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %146 = stablehlo.multiply %136, %145 : tensor<2x16x64xf32>
    %cst_26 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %147 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %148 = stablehlo.add %147, %arg7 : tensor<64xf32>
    %149 = stablehlo.broadcast_in_dim %148, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %150 = stablehlo.broadcast_in_dim %149, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %151 = stablehlo.multiply %146, %150 : tensor<2x16x64xf32>
    %152 = stablehlo.add %4, %151 : tensor<2x16x64xf32>
    %153 = chlo.square %152 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %154 = stablehlo.reduce(%153 init: %cst_27) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %155 = stablehlo.broadcast_in_dim %154, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_28 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %156 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %157 = stablehlo.divide %155, %156 : tensor<2x16x1xf32>
    %cst_29 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %158 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %159 = stablehlo.add %157, %158 : tensor<2x16x1xf32>
    %160 = stablehlo.rsqrt %159 : tensor<2x16x1xf32>
    %161 = stablehlo.broadcast_in_dim %160, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %162 = stablehlo.multiply %152, %161 : tensor<2x16x64xf32>
    %cst_30 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %163 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %164 = stablehlo.add %163, %arg10 : tensor<64xf32>
    %165 = stablehlo.broadcast_in_dim %164, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %166 = stablehlo.broadcast_in_dim %165, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %167 = stablehlo.multiply %162, %166 : tensor<2x16x64xf32>
    %168 = stablehlo.dot_general %167, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x128xf32>) -> tensor<2x16x128xf32>
    %169 = stablehlo.multiply %168, %168 : tensor<2x16x128xf32>
    %170 = stablehlo.multiply %169, %168 : tensor<2x16x128xf32>
    %cst_31 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %171 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %172 = stablehlo.multiply %171, %170 : tensor<2x16x128xf32>
    %173 = stablehlo.add %168, %172 : tensor<2x16x128xf32>
    %cst_32 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %174 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %175 = stablehlo.multiply %174, %173 : tensor<2x16x128xf32>
    %176 = stablehlo.tanh %175 : tensor<2x16x128xf32>
    %cst_33 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %177 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %178 = stablehlo.add %177, %176 : tensor<2x16x128xf32>
    %cst_34 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %179 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %180 = stablehlo.multiply %179, %178 : tensor<2x16x128xf32>
    %181 = stablehlo.multiply %168, %180 : tensor<2x16x128xf32>
    %182 = stablehlo.dot_general %167, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x128xf32>) -> tensor<2x16x128xf32>
    %183 = stablehlo.multiply %181, %182 : tensor<2x16x128xf32>
    %184 = stablehlo.dot_general %183, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xf32>, tensor<128x64xf32>) -> tensor<2x16x64xf32>
    %185 = chlo.square %184 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %186 = stablehlo.reduce(%185 init: %cst_35) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %187 = stablehlo.broadcast_in_dim %186, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_36 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %188 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %189 = stablehlo.divide %187, %188 : tensor<2x16x1xf32>
    %cst_37 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %190 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %191 = stablehlo.add %189, %190 : tensor<2x16x1xf32>
    %192 = stablehlo.rsqrt %191 : tensor<2x16x1xf32>
    %193 = stablehlo.broadcast_in_dim %192, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %194 = stablehlo.multiply %184, %193 : tensor<2x16x64xf32>
    %cst_38 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %195 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %196 = stablehlo.add %195, %arg8 : tensor<64xf32>
    %197 = stablehlo.broadcast_in_dim %196, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %198 = stablehlo.broadcast_in_dim %197, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %199 = stablehlo.multiply %194, %198 : tensor<2x16x64xf32>
    %200 = stablehlo.add %152, %199 : tensor<2x16x64xf32>
    %201 = chlo.square %200 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %202 = stablehlo.reduce(%201 init: %cst_39) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %203 = stablehlo.broadcast_in_dim %202, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_40 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %204 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %205 = stablehlo.divide %203, %204 : tensor<2x16x1xf32>
    %cst_41 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %206 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %207 = stablehlo.add %205, %206 : tensor<2x16x1xf32>
    %208 = stablehlo.rsqrt %207 : tensor<2x16x1xf32>
    %209 = stablehlo.broadcast_in_dim %208, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %210 = stablehlo.multiply %200, %209 : tensor<2x16x64xf32>
    %cst_42 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %211 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %212 = stablehlo.add %211, %arg22 : tensor<64xf32>
    %213 = stablehlo.broadcast_in_dim %212, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %214 = stablehlo.broadcast_in_dim %213, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %215 = stablehlo.multiply %210, %214 : tensor<2x16x64xf32>
    %216 = stablehlo.dot_general %215, %arg24, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %217 = stablehlo.reshape %216 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %218 = stablehlo.dot_general %215, %arg17, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x16xf32>) -> tensor<2x16x16xf32>
    %219 = stablehlo.reshape %218 : (tensor<2x16x16xf32>) -> tensor<2x16x1x16xf32>
    %220 = stablehlo.dot_general %215, %arg27, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x16xf32>) -> tensor<2x16x16xf32>
    %221 = stablehlo.reshape %220 : (tensor<2x16x16xf32>) -> tensor<2x16x1x16xf32>
    %222 = chlo.square %217 : tensor<2x16x4x16xf32> -> tensor<2x16x4x16xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %223 = stablehlo.reduce(%222 init: %cst_43) applies stablehlo.add across dimensions = [3] : (tensor<2x16x4x16xf32>, tensor<f32>) -> tensor<2x16x4xf32>
    %224 = stablehlo.broadcast_in_dim %223, dims = [0, 1, 2] : (tensor<2x16x4xf32>) -> tensor<2x16x4x1xf32>
    %cst_44 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %225 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<2x16x4x1xf32>
    %226 = stablehlo.divide %224, %225 : tensor<2x16x4x1xf32>
    %cst_45 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %227 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<2x16x4x1xf32>
    %228 = stablehlo.add %226, %227 : tensor<2x16x4x1xf32>
    %229 = stablehlo.rsqrt %228 : tensor<2x16x4x1xf32>
    %230 = stablehlo.broadcast_in_dim %229, dims = [0, 1, 2, 3] : (tensor<2x16x4x1xf32>) -> tensor<2x16x4x16xf32>
    %231 = stablehlo.multiply %217, %230 : tensor<2x16x4x16xf32>
    %cst_46 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %232 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %233 = stablehlo.add %232, %arg25 : tensor<16xf32>
    %234 = stablehlo.broadcast_in_dim %233, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %235 = stablehlo.broadcast_in_dim %234, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<2x16x4x16xf32>
    %236 = stablehlo.multiply %231, %235 : tensor<2x16x4x16xf32>
    %237 = chlo.square %219 : tensor<2x16x1x16xf32> -> tensor<2x16x1x16xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %238 = stablehlo.reduce(%237 init: %cst_47) applies stablehlo.add across dimensions = [3] : (tensor<2x16x1x16xf32>, tensor<f32>) -> tensor<2x16x1xf32>
    %239 = stablehlo.broadcast_in_dim %238, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x1x1xf32>
    %cst_48 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %240 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<2x16x1x1xf32>
    %241 = stablehlo.divide %239, %240 : tensor<2x16x1x1xf32>
    %cst_49 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %242 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<2x16x1x1xf32>
    %243 = stablehlo.add %241, %242 : tensor<2x16x1x1xf32>
    %244 = stablehlo.rsqrt %243 : tensor<2x16x1x1xf32>
    %245 = stablehlo.broadcast_in_dim %244, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x16xf32>
    %246 = stablehlo.multiply %219, %245 : tensor<2x16x1x16xf32>
    %cst_50 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %247 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %248 = stablehlo.add %247, %arg18 : tensor<16xf32>
    %249 = stablehlo.broadcast_in_dim %248, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %250 = stablehlo.broadcast_in_dim %249, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<2x16x1x16xf32>
    %251 = stablehlo.multiply %246, %250 : tensor<2x16x1x16xf32>
    %252 = stablehlo.iota dim = 0 : tensor<8xf32>
    %253 = stablehlo.negate %252 : tensor<8xf32>
    %cst_51 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %254 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %255 = stablehlo.multiply %253, %254 : tensor<8xf32>
    %cst_52 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %256 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %257 = stablehlo.divide %255, %256 : tensor<8xf32>
    %cst_53 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %258 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %259 = stablehlo.power %258, %257 : tensor<8xf32>
    %260 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %261 = stablehlo.convert %260 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %262 = stablehlo.broadcast_in_dim %259, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %263 = stablehlo.broadcast_in_dim %261, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x8xf32>
    %264 = stablehlo.broadcast_in_dim %262, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x16x1x8xf32>
    %265 = stablehlo.multiply %263, %264 : tensor<2x16x1x8xf32>
    %266 = stablehlo.sine %265 : tensor<2x16x1x8xf32>
    %267 = stablehlo.cosine %265 : tensor<2x16x1x8xf32>
    %268 = stablehlo.slice %236 [0:2, 0:16, 0:4, 0:8] : (tensor<2x16x4x16xf32>) -> tensor<2x16x4x8xf32>
    %269 = stablehlo.slice %236 [0:2, 0:16, 0:4, 8:16] : (tensor<2x16x4x16xf32>) -> tensor<2x16x4x8xf32>
    %270 = stablehlo.broadcast_in_dim %267, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %271 = stablehlo.multiply %268, %270 : tensor<2x16x4x8xf32>
    %272 = stablehlo.broadcast_in_dim %266, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %273 = stablehlo.multiply %269, %272 : tensor<2x16x4x8xf32>
    %274 = stablehlo.subtract %271, %273 : tensor<2x16x4x8xf32>
    %275 = stablehlo.broadcast_in_dim %267, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %276 = stablehlo.multiply %269, %275 : tensor<2x16x4x8xf32>
    %277 = stablehlo.broadcast_in_dim %266, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %278 = stablehlo.multiply %268, %277 : tensor<2x16x4x8xf32>
    %279 = stablehlo.add %276, %278 : tensor<2x16x4x8xf32>
    %280 = stablehlo.concatenate %274, %279, dim = 3 : (tensor<2x16x4x8xf32>, tensor<2x16x4x8xf32>) -> tensor<2x16x4x16xf32>
    %281 = stablehlo.iota dim = 0 : tensor<8xf32>
    %282 = stablehlo.negate %281 : tensor<8xf32>
    %cst_54 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %283 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %284 = stablehlo.multiply %282, %283 : tensor<8xf32>
    %cst_55 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %285 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %286 = stablehlo.divide %284, %285 : tensor<8xf32>
    %cst_56 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %287 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %288 = stablehlo.power %287, %286 : tensor<8xf32>
    %289 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %290 = stablehlo.convert %289 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %291 = stablehlo.broadcast_in_dim %288, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %292 = stablehlo.broadcast_in_dim %290, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x8xf32>
    %293 = stablehlo.broadcast_in_dim %291, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x16x1x8xf32>
    %294 = stablehlo.multiply %292, %293 : tensor<2x16x1x8xf32>
    %295 = stablehlo.sine %294 : tensor<2x16x1x8xf32>
    %296 = stablehlo.cosine %294 : tensor<2x16x1x8xf32>
    %297 = stablehlo.slice %251 [0:2, 0:16, 0:1, 0:8] : (tensor<2x16x1x16xf32>) -> tensor<2x16x1x8xf32>
    %298 = stablehlo.slice %251 [0:2, 0:16, 0:1, 8:16] : (tensor<2x16x1x16xf32>) -> tensor<2x16x1x8xf32>
    %299 = stablehlo.multiply %297, %296 : tensor<2x16x1x8xf32>
    %300 = stablehlo.multiply %298, %295 : tensor<2x16x1x8xf32>
    %301 = stablehlo.subtract %299, %300 : tensor<2x16x1x8xf32>
    %302 = stablehlo.multiply %298, %296 : tensor<2x16x1x8xf32>
    %303 = stablehlo.multiply %297, %295 : tensor<2x16x1x8xf32>
    %304 = stablehlo.add %302, %303 : tensor<2x16x1x8xf32>
    %305 = stablehlo.concatenate %301, %304, dim = 3 : (tensor<2x16x1x8xf32>, tensor<2x16x1x8xf32>) -> tensor<2x16x1x16xf32>
    %c_57 = stablehlo.constant dense<true> : tensor<i1>
    %306 = stablehlo.broadcast_in_dim %c_57, dims = [] : (tensor<i1>) -> tensor<16x16xi1>
    %307 = call @tril(%306) : (tensor<16x16xi1>) -> tensor<16x16xi1>
    %308 = stablehlo.broadcast_in_dim %305, dims = [0, 1, 2, 4] : (tensor<2x16x1x16xf32>) -> tensor<2x16x1x4x16xf32>
    %309 = stablehlo.reshape %308 : (tensor<2x16x1x4x16xf32>) -> tensor<2x16x4x16xf32>
    %310 = stablehlo.broadcast_in_dim %221, dims = [0, 1, 2, 4] : (tensor<2x16x1x16xf32>) -> tensor<2x16x1x4x16xf32>
    %311 = stablehlo.reshape %310 : (tensor<2x16x1x4x16xf32>) -> tensor<2x16x4x16xf32>
    %312 = stablehlo.dot_general %280, %309, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %cst_58 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %313 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %314 = stablehlo.multiply %312, %313 : tensor<2x4x16x16xf32>
    %cst_59 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %315 = call @_where_0(%307, %314, %cst_59) : (tensor<16x16xi1>, tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16x16xf32>
    %cst_60 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %316 = stablehlo.reduce(%315 init: %cst_60) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %cst_61 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %317 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %318 = stablehlo.maximum %317, %316 : tensor<2x4x16xf32>
    %319 = stablehlo.broadcast_in_dim %318, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %320 = stablehlo.broadcast_in_dim %319, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %321 = stablehlo.subtract %315, %320 : tensor<2x4x16x16xf32>
    %322 = stablehlo.exponential %321 : tensor<2x4x16x16xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %323 = stablehlo.reduce(%322 init: %cst_62) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %324 = stablehlo.broadcast_in_dim %323, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %325 = stablehlo.broadcast_in_dim %324, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %326 = stablehlo.divide %322, %325 : tensor<2x4x16x16xf32>
    %327 = stablehlo.dot_general %311, %326, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %328 = stablehlo.transpose %327, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %329 = stablehlo.reshape %328 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %330 = stablehlo.dot_general %329, %arg19, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %331 = chlo.square %330 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %332 = stablehlo.reduce(%331 init: %cst_63) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %333 = stablehlo.broadcast_in_dim %332, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_64 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %334 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %335 = stablehlo.divide %333, %334 : tensor<2x16x1xf32>
    %cst_65 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %336 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %337 = stablehlo.add %335, %336 : tensor<2x16x1xf32>
    %338 = stablehlo.rsqrt %337 : tensor<2x16x1xf32>
    %339 = stablehlo.broadcast_in_dim %338, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %340 = stablehlo.multiply %330, %339 : tensor<2x16x64xf32>
    %cst_66 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %341 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %342 = stablehlo.add %341, %arg20 : tensor<64xf32>
    %343 = stablehlo.broadcast_in_dim %342, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %344 = stablehlo.broadcast_in_dim %343, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %345 = stablehlo.multiply %340, %344 : tensor<2x16x64xf32>
    %346 = stablehlo.add %200, %345 : tensor<2x16x64xf32>
    %347 = chlo.square %346 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %348 = stablehlo.reduce(%347 init: %cst_67) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %349 = stablehlo.broadcast_in_dim %348, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_68 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %350 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %351 = stablehlo.divide %349, %350 : tensor<2x16x1xf32>
    %cst_69 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %352 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %353 = stablehlo.add %351, %352 : tensor<2x16x1xf32>
    %354 = stablehlo.rsqrt %353 : tensor<2x16x1xf32>
    %355 = stablehlo.broadcast_in_dim %354, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %356 = stablehlo.multiply %346, %355 : tensor<2x16x64xf32>
    %cst_70 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %357 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %358 = stablehlo.add %357, %arg23 : tensor<64xf32>
    %359 = stablehlo.broadcast_in_dim %358, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %360 = stablehlo.broadcast_in_dim %359, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %361 = stablehlo.multiply %356, %360 : tensor<2x16x64xf32>
    %362 = stablehlo.dot_general %361, %arg16, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x128xf32>) -> tensor<2x16x128xf32>
    %363 = stablehlo.multiply %362, %362 : tensor<2x16x128xf32>
    %364 = stablehlo.multiply %363, %362 : tensor<2x16x128xf32>
    %cst_71 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %365 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %366 = stablehlo.multiply %365, %364 : tensor<2x16x128xf32>
    %367 = stablehlo.add %362, %366 : tensor<2x16x128xf32>
    %cst_72 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %368 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %369 = stablehlo.multiply %368, %367 : tensor<2x16x128xf32>
    %370 = stablehlo.tanh %369 : tensor<2x16x128xf32>
    %cst_73 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %371 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %372 = stablehlo.add %371, %370 : tensor<2x16x128xf32>
    %cst_74 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %373 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %374 = stablehlo.multiply %373, %372 : tensor<2x16x128xf32>
    %375 = stablehlo.multiply %362, %374 : tensor<2x16x128xf32>
    %376 = stablehlo.dot_general %361, %arg26, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x128xf32>) -> tensor<2x16x128xf32>
    %377 = stablehlo.multiply %375, %376 : tensor<2x16x128xf32>
    %378 = stablehlo.dot_general %377, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xf32>, tensor<128x64xf32>) -> tensor<2x16x64xf32>
    %379 = chlo.square %378 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_75 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %380 = stablehlo.reduce(%379 init: %cst_75) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %381 = stablehlo.broadcast_in_dim %380, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_76 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %382 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %383 = stablehlo.divide %381, %382 : tensor<2x16x1xf32>
    %cst_77 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %384 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %385 = stablehlo.add %383, %384 : tensor<2x16x1xf32>
    %386 = stablehlo.rsqrt %385 : tensor<2x16x1xf32>
    %387 = stablehlo.broadcast_in_dim %386, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %388 = stablehlo.multiply %378, %387 : tensor<2x16x64xf32>
    %cst_78 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %389 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %390 = stablehlo.add %389, %arg21 : tensor<64xf32>
    %391 = stablehlo.broadcast_in_dim %390, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %392 = stablehlo.broadcast_in_dim %391, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %393 = stablehlo.multiply %388, %392 : tensor<2x16x64xf32>
    %394 = stablehlo.add %346, %393 : tensor<2x16x64xf32>
    %395 = chlo.square %394 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_79 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %396 = stablehlo.reduce(%395 init: %cst_79) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %397 = stablehlo.broadcast_in_dim %396, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_80 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %398 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %399 = stablehlo.divide %397, %398 : tensor<2x16x1xf32>
    %cst_81 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %400 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %401 = stablehlo.add %399, %400 : tensor<2x16x1xf32>
    %402 = stablehlo.rsqrt %401 : tensor<2x16x1xf32>
    %403 = stablehlo.broadcast_in_dim %402, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %404 = stablehlo.multiply %394, %403 : tensor<2x16x64xf32>
    %cst_82 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %405 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %406 = stablehlo.add %405, %arg1 : tensor<64xf32>
    %407 = stablehlo.broadcast_in_dim %406, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %408 = stablehlo.broadcast_in_dim %407, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %409 = stablehlo.multiply %404, %408 : tensor<2x16x64xf32>
    %410 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %411 = stablehlo.dot_general %409, %410, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x128xf32>) -> tensor<2x16x128xf32>
    %412 = stablehlo.slice %411 [0:2, 0:15, 0:128] : (tensor<2x16x128xf32>) -> tensor<2x15x128xf32>
    %413 = call @log_softmax(%412) : (tensor<2x15x128xf32>) -> tensor<2x15x128xf32>
    %414 = stablehlo.slice %arg28 [0:2, 1:16] : (tensor<2x16xi32>) -> tensor<2x15xi32>
    %415 = stablehlo.broadcast_in_dim %414, dims = [0, 1] : (tensor<2x15xi32>) -> tensor<2x15x1xi32>
    %416 = call @take_along_axis(%413, %415) : (tensor<2x15x128xf32>, tensor<2x15x1xi32>) -> tensor<2x15x1xf32>
    %417 = stablehlo.reshape %416 : (tensor<2x15x1xf32>) -> tensor<2x15xf32>
    %cst_83 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %418 = stablehlo.reduce(%417 init: %cst_83) applies stablehlo.add across dimensions = [1] : (tensor<2x15xf32>, tensor<f32>) -> tensor<2xf32>
    return %418 : tensor<2xf32>
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
  func.func private @_where_0(%arg0: tensor<16x16xi1>, %arg1: tensor<2x4x16x16xf32>, %arg2: tensor<f32>) -> tensor<2x4x16x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] : (tensor<16x16xi1>) -> tensor<2x4x16x16xi1>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %2 = stablehlo.select %0, %arg1, %1 : tensor<2x4x16x16xi1>, tensor<2x4x16x16xf32>
    return %2 : tensor<2x4x16x16xf32>
  }
  func.func private @log_softmax(%arg0: tensor<2x15x128xf32>) -> tensor<2x15x128xf32> {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [2] : (tensor<2x15x128xf32>, tensor<f32>) -> tensor<2x15xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x15xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<2x15xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<2x15xf32>) -> tensor<2x15x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<2x15x1xf32>) -> tensor<2x15x128xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<2x15x128xf32>
    %6 = stablehlo.exponential %5 : tensor<2x15x128xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x15x128xf32>, tensor<f32>) -> tensor<2x15xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<2x15xf32>) -> tensor<2x15x1xf32>
    %9 = stablehlo.log %8 : tensor<2x15x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<2x15x1xf32>) -> tensor<2x15x128xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<2x15x128xf32>
    return %11 : tensor<2x15x128xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<2x15x128xf32>, %arg1: tensor<2x15x1xi32>) -> tensor<2x15x1xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x15x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<2x15x1xi32>, tensor<2x15x1xi32>) -> tensor<2x15x1xi1>
    %c_0 = stablehlo.constant dense<128> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x15x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<2x15x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<2x15x1xi1>, tensor<2x15x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<2x15x1xi32>) -> tensor<2x15x1x1xi32>
    %c_1 = stablehlo.constant dense<127> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2x15x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<2x15x1x1xi32>, tensor<2x15x1x1xi32>) -> tensor<2x15x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [3] : (tensor<1xi32>) -> tensor<1x1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xi32>) -> tensor<2x15x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<2x15x1x1xi32>, tensor<2x15x1x1xi32>) -> tensor<2x15x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<2x15x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [3] : (tensor<2x15x1x1xi1>, tensor<i1>) -> tensor<2x15x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1], start_index_map = [2], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<2x15x128xf32>, tensor<2x15x1x1xi32>) -> tensor<2x15x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x15x1xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<2x15x1xi1>, tensor<2x15x1xf32>
    return %15 : tensor<2x15x1xf32>
  }
}
