module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<128x64xbf16>, %arg1: tensor<64xbf16>, %arg2: tensor<128x64xbf16>, %arg3: tensor<64x128xbf16>, %arg4: tensor<64x16xbf16>, %arg5: tensor<16xbf16>, %arg6: tensor<64x64xbf16>, %arg7: tensor<64xbf16>, %arg8: tensor<64xbf16>, %arg9: tensor<64xbf16>, %arg10: tensor<64xbf16>, %arg11: tensor<64x64xbf16>, %arg12: tensor<16xbf16>, %arg13: tensor<64x128xbf16>, %arg14: tensor<64x16xbf16>, %arg15: tensor<128x64xbf16>, %arg16: tensor<64x128xbf16>, %arg17: tensor<64x16xbf16>, %arg18: tensor<16xbf16>, %arg19: tensor<64x64xbf16>, %arg20: tensor<64xbf16>, %arg21: tensor<64xbf16>, %arg22: tensor<64xbf16>, %arg23: tensor<64xbf16>, %arg24: tensor<64x64xbf16>, %arg25: tensor<16xbf16>, %arg26: tensor<64x128xbf16>, %arg27: tensor<64x16xbf16>, %arg28: tensor<2x16xi32>) -> (tensor<2x16x128xbf16> {jax.result_info = "result"}) {
    %0 = call @_take(%arg0, %arg28) : (tensor<128x64xbf16>, tensor<2x16xi32>) -> tensor<2x16x64xbf16>
    %cst = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1 = stablehlo.sqrt %cst : tensor<f32>
    %2 = stablehlo.convert %1 : (tensor<f32>) -> tensor<bf16>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<bf16>) -> tensor<2x16x64xbf16>
    %4 = stablehlo.multiply %0, %3 : tensor<2x16x64xbf16>
    %5 = stablehlo.iota dim = 0 : tensor<16xi32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [1] : (tensor<16xi32>) -> tensor<2x16xi32>
    %7 = chlo.square %4 : tensor<2x16x64xbf16> -> tensor<2x16x64xbf16>
    %8 = stablehlo.convert %7 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%8 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_1 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<2x16x1xf32>
    %13 = stablehlo.convert %12 : (tensor<2x16x1xf32>) -> tensor<2x16x1xbf16>
    %cst_2 = stablehlo.constant dense<9.983770e-07> : tensor<bf16>
    %14 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<2x16x1xbf16>
    %15 = stablehlo.add %13, %14 : tensor<2x16x1xbf16>
    %16 = stablehlo.rsqrt %15 : tensor<2x16x1xbf16>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2] : (tensor<2x16x1xbf16>) -> tensor<2x16x64xbf16>
    %18 = stablehlo.multiply %4, %17 : tensor<2x16x64xbf16>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %19 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<bf16>) -> tensor<64xbf16>
    %20 = stablehlo.add %19, %arg9 : tensor<64xbf16>
    %21 = stablehlo.broadcast_in_dim %20, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %23 = stablehlo.multiply %18, %22 : tensor<2x16x64xbf16>
    %24 = stablehlo.dot_general %23, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %25 = stablehlo.reshape %24 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %26 = stablehlo.dot_general %23, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x16xbf16>) -> tensor<2x16x16xbf16>
    %27 = stablehlo.reshape %26 : (tensor<2x16x16xbf16>) -> tensor<2x16x1x16xbf16>
    %28 = stablehlo.dot_general %23, %arg14, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x16xbf16>) -> tensor<2x16x16xbf16>
    %29 = stablehlo.reshape %28 : (tensor<2x16x16xbf16>) -> tensor<2x16x1x16xbf16>
    %30 = chlo.square %25 : tensor<2x16x4x16xbf16> -> tensor<2x16x4x16xbf16>
    %31 = stablehlo.convert %30 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x16xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %32 = stablehlo.reduce(%31 init: %cst_4) applies stablehlo.add across dimensions = [3] : (tensor<2x16x4x16xf32>, tensor<f32>) -> tensor<2x16x4xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2] : (tensor<2x16x4xf32>) -> tensor<2x16x4x1xf32>
    %cst_5 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x16x4x1xf32>
    %35 = stablehlo.divide %33, %34 : tensor<2x16x4x1xf32>
    %36 = stablehlo.convert %35 : (tensor<2x16x4x1xf32>) -> tensor<2x16x4x1xbf16>
    %cst_6 = stablehlo.constant dense<9.983770e-07> : tensor<bf16>
    %37 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<bf16>) -> tensor<2x16x4x1xbf16>
    %38 = stablehlo.add %36, %37 : tensor<2x16x4x1xbf16>
    %39 = stablehlo.rsqrt %38 : tensor<2x16x4x1xbf16>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2, 3] : (tensor<2x16x4x1xbf16>) -> tensor<2x16x4x16xbf16>
    %41 = stablehlo.multiply %25, %40 : tensor<2x16x4x16xbf16>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %42 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<bf16>) -> tensor<16xbf16>
    %43 = stablehlo.add %42, %arg12 : tensor<16xbf16>
    %44 = stablehlo.broadcast_in_dim %43, dims = [3] : (tensor<16xbf16>) -> tensor<1x1x1x16xbf16>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xbf16>) -> tensor<2x16x4x16xbf16>
    %46 = stablehlo.multiply %41, %45 : tensor<2x16x4x16xbf16>
    %47 = chlo.square %27 : tensor<2x16x1x16xbf16> -> tensor<2x16x1x16xbf16>
    %48 = stablehlo.convert %47 : (tensor<2x16x1x16xbf16>) -> tensor<2x16x1x16xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %49 = stablehlo.reduce(%48 init: %cst_8) applies stablehlo.add across dimensions = [3] : (tensor<2x16x1x16xf32>, tensor<f32>) -> tensor<2x16x1xf32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x1x1xf32>
    %cst_9 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x16x1x1xf32>
    %52 = stablehlo.divide %50, %51 : tensor<2x16x1x1xf32>
    %53 = stablehlo.convert %52 : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x1xbf16>
    %cst_10 = stablehlo.constant dense<9.983770e-07> : tensor<bf16>
    %54 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<bf16>) -> tensor<2x16x1x1xbf16>
    %55 = stablehlo.add %53, %54 : tensor<2x16x1x1xbf16>
    %56 = stablehlo.rsqrt %55 : tensor<2x16x1x1xbf16>
    %57 = stablehlo.broadcast_in_dim %56, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xbf16>) -> tensor<2x16x1x16xbf16>
    %58 = stablehlo.multiply %27, %57 : tensor<2x16x1x16xbf16>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %59 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<bf16>) -> tensor<16xbf16>
    %60 = stablehlo.add %59, %arg5 : tensor<16xbf16>
    %61 = stablehlo.broadcast_in_dim %60, dims = [3] : (tensor<16xbf16>) -> tensor<1x1x1x16xbf16>
    %62 = stablehlo.broadcast_in_dim %61, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xbf16>) -> tensor<2x16x1x16xbf16>
    %63 = stablehlo.multiply %58, %62 : tensor<2x16x1x16xbf16>
    %64 = stablehlo.iota dim = 0 : tensor<8xf32>
    %65 = stablehlo.negate %64 : tensor<8xf32>
    %cst_12 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %67 = stablehlo.multiply %65, %66 : tensor<8xf32>
    %cst_13 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %69 = stablehlo.divide %67, %68 : tensor<8xf32>
    %cst_14 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %71 = stablehlo.power %70, %69 : tensor<8xf32>
    %72 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %73 = stablehlo.convert %72 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %74 = stablehlo.broadcast_in_dim %71, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %75 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x8xf32>
    %76 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x16x1x8xf32>
    %77 = stablehlo.multiply %75, %76 : tensor<2x16x1x8xf32>
    %78 = stablehlo.sine %77 : tensor<2x16x1x8xf32>
    %79 = stablehlo.convert %78 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %80 = stablehlo.cosine %77 : tensor<2x16x1x8xf32>
    %81 = stablehlo.convert %80 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %82 = stablehlo.slice %46 [0:2, 0:16, 0:4, 0:8] : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x8xbf16>
    %83 = stablehlo.slice %46 [0:2, 0:16, 0:4, 8:16] : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x8xbf16>
    %84 = stablehlo.broadcast_in_dim %81, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %85 = stablehlo.multiply %82, %84 : tensor<2x16x4x8xbf16>
    %86 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %87 = stablehlo.multiply %83, %86 : tensor<2x16x4x8xbf16>
    %88 = stablehlo.subtract %85, %87 : tensor<2x16x4x8xbf16>
    %89 = stablehlo.broadcast_in_dim %81, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %90 = stablehlo.multiply %83, %89 : tensor<2x16x4x8xbf16>
    %91 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %92 = stablehlo.multiply %82, %91 : tensor<2x16x4x8xbf16>
    %93 = stablehlo.add %90, %92 : tensor<2x16x4x8xbf16>
    %94 = stablehlo.concatenate %88, %93, dim = 3 : (tensor<2x16x4x8xbf16>, tensor<2x16x4x8xbf16>) -> tensor<2x16x4x16xbf16>
    %95 = stablehlo.iota dim = 0 : tensor<8xf32>
    %96 = stablehlo.negate %95 : tensor<8xf32>
    %cst_15 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %98 = stablehlo.multiply %96, %97 : tensor<8xf32>
    %cst_16 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %100 = stablehlo.divide %98, %99 : tensor<8xf32>
    %cst_17 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %101 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %102 = stablehlo.power %101, %100 : tensor<8xf32>
    %103 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %104 = stablehlo.convert %103 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %105 = stablehlo.broadcast_in_dim %102, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %106 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x8xf32>
    %107 = stablehlo.broadcast_in_dim %105, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x16x1x8xf32>
    %108 = stablehlo.multiply %106, %107 : tensor<2x16x1x8xf32>
    %109 = stablehlo.sine %108 : tensor<2x16x1x8xf32>
    %110 = stablehlo.convert %109 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %111 = stablehlo.cosine %108 : tensor<2x16x1x8xf32>
    %112 = stablehlo.convert %111 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %113 = stablehlo.slice %63 [0:2, 0:16, 0:1, 0:8] : (tensor<2x16x1x16xbf16>) -> tensor<2x16x1x8xbf16>
    %114 = stablehlo.slice %63 [0:2, 0:16, 0:1, 8:16] : (tensor<2x16x1x16xbf16>) -> tensor<2x16x1x8xbf16>
    %115 = stablehlo.multiply %113, %112 : tensor<2x16x1x8xbf16>
    %116 = stablehlo.multiply %114, %110 : tensor<2x16x1x8xbf16>
    %117 = stablehlo.subtract %115, %116 : tensor<2x16x1x8xbf16>
    %118 = stablehlo.multiply %114, %112 : tensor<2x16x1x8xbf16>
    %119 = stablehlo.multiply %113, %110 : tensor<2x16x1x8xbf16>
    %120 = stablehlo.add %118, %119 : tensor<2x16x1x8xbf16>
    %121 = stablehlo.concatenate %117, %120, dim = 3 : (tensor<2x16x1x8xbf16>, tensor<2x16x1x8xbf16>) -> tensor<2x16x1x16xbf16>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %122 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<16x16xi1>
    %123 = call @tril(%122) : (tensor<16x16xi1>) -> tensor<16x16xi1>
    %124 = stablehlo.broadcast_in_dim %121, dims = [0, 1, 2, 4] : (tensor<2x16x1x16xbf16>) -> tensor<2x16x1x4x16xbf16>
    %125 = stablehlo.reshape %124 : (tensor<2x16x1x4x16xbf16>) -> tensor<2x16x4x16xbf16>
    %126 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 2, 4] : (tensor<2x16x1x16xbf16>) -> tensor<2x16x1x4x16xbf16>
    %127 = stablehlo.reshape %126 : (tensor<2x16x1x4x16xbf16>) -> tensor<2x16x4x16xbf16>
    %128 = stablehlo.dot_general %94, %125, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xbf16>, tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %cst_18 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %129 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<bf16>) -> tensor<2x4x16x16xbf16>
    %130 = stablehlo.multiply %128, %129 : tensor<2x4x16x16xbf16>
    %cst_19 = stablehlo.constant dense<-1.000260e+30> : tensor<bf16>
    %131 = call @_where_0(%123, %130, %cst_19) : (tensor<16x16xi1>, tensor<2x4x16x16xbf16>, tensor<bf16>) -> tensor<2x4x16x16xbf16>
    %cst_20 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %132 = stablehlo.reduce(%131 init: %cst_20) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xbf16>, tensor<bf16>) -> tensor<2x4x16xbf16>
    %cst_21 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %133 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<bf16>) -> tensor<2x4x16xbf16>
    %134 = stablehlo.maximum %133, %132 : tensor<2x4x16xbf16>
    %135 = stablehlo.broadcast_in_dim %134, dims = [0, 1, 2] : (tensor<2x4x16xbf16>) -> tensor<2x4x16x1xbf16>
    %136 = stablehlo.broadcast_in_dim %135, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xbf16>) -> tensor<2x4x16x16xbf16>
    %137 = stablehlo.subtract %131, %136 : tensor<2x4x16x16xbf16>
    %138 = stablehlo.exponential %137 : tensor<2x4x16x16xbf16>
    %139 = stablehlo.convert %138 : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %140 = stablehlo.reduce(%139 init: %cst_22) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %141 = stablehlo.broadcast_in_dim %140, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %142 = stablehlo.convert %141 : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x1xbf16>
    %143 = stablehlo.broadcast_in_dim %142, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xbf16>) -> tensor<2x4x16x16xbf16>
    %144 = stablehlo.divide %138, %143 : tensor<2x4x16x16xbf16>
    %145 = stablehlo.dot_general %127, %144, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xbf16>, tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %146 = stablehlo.transpose %145, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xbf16>) -> tensor<2x16x4x16xbf16>
    %147 = stablehlo.reshape %146 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x64xbf16>
    %148 = stablehlo.dot_general %147, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %149 = chlo.square %148 : tensor<2x16x64xbf16> -> tensor<2x16x64xbf16>
    %150 = stablehlo.convert %149 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %151 = stablehlo.reduce(%150 init: %cst_23) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %152 = stablehlo.broadcast_in_dim %151, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_24 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %153 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %154 = stablehlo.divide %152, %153 : tensor<2x16x1xf32>
    %155 = stablehlo.convert %154 : (tensor<2x16x1xf32>) -> tensor<2x16x1xbf16>
    %cst_25 = stablehlo.constant dense<9.983770e-07> : tensor<bf16>
    %156 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<bf16>) -> tensor<2x16x1xbf16>
    %157 = stablehlo.add %155, %156 : tensor<2x16x1xbf16>
    %158 = stablehlo.rsqrt %157 : tensor<2x16x1xbf16>
    %159 = stablehlo.broadcast_in_dim %158, dims = [0, 1, 2] : (tensor<2x16x1xbf16>) -> tensor<2x16x64xbf16>
    %160 = stablehlo.multiply %148, %159 : tensor<2x16x64xbf16>
    %cst_26 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %161 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<bf16>) -> tensor<64xbf16>
    %162 = stablehlo.add %161, %arg7 : tensor<64xbf16>
    %163 = stablehlo.broadcast_in_dim %162, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %164 = stablehlo.broadcast_in_dim %163, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %165 = stablehlo.multiply %160, %164 : tensor<2x16x64xbf16>
    %166 = stablehlo.add %4, %165 : tensor<2x16x64xbf16>
    %167 = chlo.square %166 : tensor<2x16x64xbf16> -> tensor<2x16x64xbf16>
    %168 = stablehlo.convert %167 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %169 = stablehlo.reduce(%168 init: %cst_27) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %170 = stablehlo.broadcast_in_dim %169, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_28 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %171 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %172 = stablehlo.divide %170, %171 : tensor<2x16x1xf32>
    %173 = stablehlo.convert %172 : (tensor<2x16x1xf32>) -> tensor<2x16x1xbf16>
    %cst_29 = stablehlo.constant dense<9.983770e-07> : tensor<bf16>
    %174 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<bf16>) -> tensor<2x16x1xbf16>
    %175 = stablehlo.add %173, %174 : tensor<2x16x1xbf16>
    %176 = stablehlo.rsqrt %175 : tensor<2x16x1xbf16>
    %177 = stablehlo.broadcast_in_dim %176, dims = [0, 1, 2] : (tensor<2x16x1xbf16>) -> tensor<2x16x64xbf16>
    %178 = stablehlo.multiply %166, %177 : tensor<2x16x64xbf16>
    %cst_30 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %179 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<bf16>) -> tensor<64xbf16>
    %180 = stablehlo.add %179, %arg10 : tensor<64xbf16>
    %181 = stablehlo.broadcast_in_dim %180, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %182 = stablehlo.broadcast_in_dim %181, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %183 = stablehlo.multiply %178, %182 : tensor<2x16x64xbf16>
    %184 = stablehlo.dot_general %183, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x128xbf16>) -> tensor<2x16x128xbf16>
    %185 = stablehlo.multiply %184, %184 : tensor<2x16x128xbf16>
    %186 = stablehlo.multiply %185, %184 : tensor<2x16x128xbf16>
    %cst_31 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %187 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<bf16>) -> tensor<2x16x128xbf16>
    %188 = stablehlo.multiply %187, %186 : tensor<2x16x128xbf16>
    %189 = stablehlo.add %184, %188 : tensor<2x16x128xbf16>
    %cst_32 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %190 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<bf16>) -> tensor<2x16x128xbf16>
    %191 = stablehlo.multiply %190, %189 : tensor<2x16x128xbf16>
    %192 = stablehlo.tanh %191 : tensor<2x16x128xbf16>
    %cst_33 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %193 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<bf16>) -> tensor<2x16x128xbf16>
    %194 = stablehlo.add %193, %192 : tensor<2x16x128xbf16>
    %cst_34 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %195 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<bf16>) -> tensor<2x16x128xbf16>
    %196 = stablehlo.multiply %195, %194 : tensor<2x16x128xbf16>
    %197 = stablehlo.multiply %184, %196 : tensor<2x16x128xbf16>
    %198 = stablehlo.dot_general %183, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x128xbf16>) -> tensor<2x16x128xbf16>
    %199 = stablehlo.multiply %197, %198 : tensor<2x16x128xbf16>
    %200 = stablehlo.dot_general %199, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xbf16>, tensor<128x64xbf16>) -> tensor<2x16x64xbf16>
    %201 = chlo.square %200 : tensor<2x16x64xbf16> -> tensor<2x16x64xbf16>
    %202 = stablehlo.convert %201 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %203 = stablehlo.reduce(%202 init: %cst_35) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %204 = stablehlo.broadcast_in_dim %203, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_36 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %205 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %206 = stablehlo.divide %204, %205 : tensor<2x16x1xf32>
    %207 = stablehlo.convert %206 : (tensor<2x16x1xf32>) -> tensor<2x16x1xbf16>
    %cst_37 = stablehlo.constant dense<9.983770e-07> : tensor<bf16>
    %208 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<bf16>) -> tensor<2x16x1xbf16>
    %209 = stablehlo.add %207, %208 : tensor<2x16x1xbf16>
    %210 = stablehlo.rsqrt %209 : tensor<2x16x1xbf16>
    %211 = stablehlo.broadcast_in_dim %210, dims = [0, 1, 2] : (tensor<2x16x1xbf16>) -> tensor<2x16x64xbf16>
    %212 = stablehlo.multiply %200, %211 : tensor<2x16x64xbf16>
    %cst_38 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %213 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<bf16>) -> tensor<64xbf16>
    %214 = stablehlo.add %213, %arg8 : tensor<64xbf16>
    %215 = stablehlo.broadcast_in_dim %214, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %216 = stablehlo.broadcast_in_dim %215, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %217 = stablehlo.multiply %212, %216 : tensor<2x16x64xbf16>
    %218 = stablehlo.add %166, %217 : tensor<2x16x64xbf16>
    %219 = chlo.square %218 : tensor<2x16x64xbf16> -> tensor<2x16x64xbf16>
    %220 = stablehlo.convert %219 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %221 = stablehlo.reduce(%220 init: %cst_39) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %222 = stablehlo.broadcast_in_dim %221, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_40 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %223 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %224 = stablehlo.divide %222, %223 : tensor<2x16x1xf32>
    %225 = stablehlo.convert %224 : (tensor<2x16x1xf32>) -> tensor<2x16x1xbf16>
    %cst_41 = stablehlo.constant dense<9.983770e-07> : tensor<bf16>
    %226 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<bf16>) -> tensor<2x16x1xbf16>
    %227 = stablehlo.add %225, %226 : tensor<2x16x1xbf16>
    %228 = stablehlo.rsqrt %227 : tensor<2x16x1xbf16>
    %229 = stablehlo.broadcast_in_dim %228, dims = [0, 1, 2] : (tensor<2x16x1xbf16>) -> tensor<2x16x64xbf16>
    %230 = stablehlo.multiply %218, %229 : tensor<2x16x64xbf16>
    %cst_42 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %231 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<bf16>) -> tensor<64xbf16>
    %232 = stablehlo.add %231, %arg22 : tensor<64xbf16>
    %233 = stablehlo.broadcast_in_dim %232, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %234 = stablehlo.broadcast_in_dim %233, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %235 = stablehlo.multiply %230, %234 : tensor<2x16x64xbf16>
    %236 = stablehlo.dot_general %235, %arg24, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %237 = stablehlo.reshape %236 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %238 = stablehlo.dot_general %235, %arg17, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x16xbf16>) -> tensor<2x16x16xbf16>
    %239 = stablehlo.reshape %238 : (tensor<2x16x16xbf16>) -> tensor<2x16x1x16xbf16>
    %240 = stablehlo.dot_general %235, %arg27, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x16xbf16>) -> tensor<2x16x16xbf16>
    %241 = stablehlo.reshape %240 : (tensor<2x16x16xbf16>) -> tensor<2x16x1x16xbf16>
    %242 = chlo.square %237 : tensor<2x16x4x16xbf16> -> tensor<2x16x4x16xbf16>
    %243 = stablehlo.convert %242 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x16xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %244 = stablehlo.reduce(%243 init: %cst_43) applies stablehlo.add across dimensions = [3] : (tensor<2x16x4x16xf32>, tensor<f32>) -> tensor<2x16x4xf32>
    %245 = stablehlo.broadcast_in_dim %244, dims = [0, 1, 2] : (tensor<2x16x4xf32>) -> tensor<2x16x4x1xf32>
    %cst_44 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %246 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<2x16x4x1xf32>
    %247 = stablehlo.divide %245, %246 : tensor<2x16x4x1xf32>
    %248 = stablehlo.convert %247 : (tensor<2x16x4x1xf32>) -> tensor<2x16x4x1xbf16>
    %cst_45 = stablehlo.constant dense<9.983770e-07> : tensor<bf16>
    %249 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<bf16>) -> tensor<2x16x4x1xbf16>
    %250 = stablehlo.add %248, %249 : tensor<2x16x4x1xbf16>
    %251 = stablehlo.rsqrt %250 : tensor<2x16x4x1xbf16>
    %252 = stablehlo.broadcast_in_dim %251, dims = [0, 1, 2, 3] : (tensor<2x16x4x1xbf16>) -> tensor<2x16x4x16xbf16>
    %253 = stablehlo.multiply %237, %252 : tensor<2x16x4x16xbf16>
    %cst_46 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %254 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<bf16>) -> tensor<16xbf16>
    %255 = stablehlo.add %254, %arg25 : tensor<16xbf16>
    %256 = stablehlo.broadcast_in_dim %255, dims = [3] : (tensor<16xbf16>) -> tensor<1x1x1x16xbf16>
    %257 = stablehlo.broadcast_in_dim %256, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xbf16>) -> tensor<2x16x4x16xbf16>
    %258 = stablehlo.multiply %253, %257 : tensor<2x16x4x16xbf16>
    %259 = chlo.square %239 : tensor<2x16x1x16xbf16> -> tensor<2x16x1x16xbf16>
    %260 = stablehlo.convert %259 : (tensor<2x16x1x16xbf16>) -> tensor<2x16x1x16xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %261 = stablehlo.reduce(%260 init: %cst_47) applies stablehlo.add across dimensions = [3] : (tensor<2x16x1x16xf32>, tensor<f32>) -> tensor<2x16x1xf32>
    %262 = stablehlo.broadcast_in_dim %261, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x1x1xf32>
    %cst_48 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %263 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<2x16x1x1xf32>
    %264 = stablehlo.divide %262, %263 : tensor<2x16x1x1xf32>
    %265 = stablehlo.convert %264 : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x1xbf16>
    %cst_49 = stablehlo.constant dense<9.983770e-07> : tensor<bf16>
    %266 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<bf16>) -> tensor<2x16x1x1xbf16>
    %267 = stablehlo.add %265, %266 : tensor<2x16x1x1xbf16>
    %268 = stablehlo.rsqrt %267 : tensor<2x16x1x1xbf16>
    %269 = stablehlo.broadcast_in_dim %268, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xbf16>) -> tensor<2x16x1x16xbf16>
    %270 = stablehlo.multiply %239, %269 : tensor<2x16x1x16xbf16>
    %cst_50 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %271 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<bf16>) -> tensor<16xbf16>
    %272 = stablehlo.add %271, %arg18 : tensor<16xbf16>
    %273 = stablehlo.broadcast_in_dim %272, dims = [3] : (tensor<16xbf16>) -> tensor<1x1x1x16xbf16>
    %274 = stablehlo.broadcast_in_dim %273, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xbf16>) -> tensor<2x16x1x16xbf16>
    %275 = stablehlo.multiply %270, %274 : tensor<2x16x1x16xbf16>
    %276 = stablehlo.iota dim = 0 : tensor<8xf32>
    %277 = stablehlo.negate %276 : tensor<8xf32>
    %cst_51 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %278 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %279 = stablehlo.multiply %277, %278 : tensor<8xf32>
    %cst_52 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %280 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %281 = stablehlo.divide %279, %280 : tensor<8xf32>
    %cst_53 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %282 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %283 = stablehlo.power %282, %281 : tensor<8xf32>
    %284 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %285 = stablehlo.convert %284 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %286 = stablehlo.broadcast_in_dim %283, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %287 = stablehlo.broadcast_in_dim %285, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x8xf32>
    %288 = stablehlo.broadcast_in_dim %286, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x16x1x8xf32>
    %289 = stablehlo.multiply %287, %288 : tensor<2x16x1x8xf32>
    %290 = stablehlo.sine %289 : tensor<2x16x1x8xf32>
    %291 = stablehlo.convert %290 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %292 = stablehlo.cosine %289 : tensor<2x16x1x8xf32>
    %293 = stablehlo.convert %292 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %294 = stablehlo.slice %258 [0:2, 0:16, 0:4, 0:8] : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x8xbf16>
    %295 = stablehlo.slice %258 [0:2, 0:16, 0:4, 8:16] : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x8xbf16>
    %296 = stablehlo.broadcast_in_dim %293, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %297 = stablehlo.multiply %294, %296 : tensor<2x16x4x8xbf16>
    %298 = stablehlo.broadcast_in_dim %291, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %299 = stablehlo.multiply %295, %298 : tensor<2x16x4x8xbf16>
    %300 = stablehlo.subtract %297, %299 : tensor<2x16x4x8xbf16>
    %301 = stablehlo.broadcast_in_dim %293, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %302 = stablehlo.multiply %295, %301 : tensor<2x16x4x8xbf16>
    %303 = stablehlo.broadcast_in_dim %291, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %304 = stablehlo.multiply %294, %303 : tensor<2x16x4x8xbf16>
    %305 = stablehlo.add %302, %304 : tensor<2x16x4x8xbf16>
    %306 = stablehlo.concatenate %300, %305, dim = 3 : (tensor<2x16x4x8xbf16>, tensor<2x16x4x8xbf16>) -> tensor<2x16x4x16xbf16>
    %307 = stablehlo.iota dim = 0 : tensor<8xf32>
    %308 = stablehlo.negate %307 : tensor<8xf32>
    %cst_54 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %309 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %310 = stablehlo.multiply %308, %309 : tensor<8xf32>
    %cst_55 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %311 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %312 = stablehlo.divide %310, %311 : tensor<8xf32>
    %cst_56 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %313 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %314 = stablehlo.power %313, %312 : tensor<8xf32>
    %315 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %316 = stablehlo.convert %315 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %317 = stablehlo.broadcast_in_dim %314, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %318 = stablehlo.broadcast_in_dim %316, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x8xf32>
    %319 = stablehlo.broadcast_in_dim %317, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x16x1x8xf32>
    %320 = stablehlo.multiply %318, %319 : tensor<2x16x1x8xf32>
    %321 = stablehlo.sine %320 : tensor<2x16x1x8xf32>
    %322 = stablehlo.convert %321 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %323 = stablehlo.cosine %320 : tensor<2x16x1x8xf32>
    %324 = stablehlo.convert %323 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %325 = stablehlo.slice %275 [0:2, 0:16, 0:1, 0:8] : (tensor<2x16x1x16xbf16>) -> tensor<2x16x1x8xbf16>
    %326 = stablehlo.slice %275 [0:2, 0:16, 0:1, 8:16] : (tensor<2x16x1x16xbf16>) -> tensor<2x16x1x8xbf16>
    %327 = stablehlo.multiply %325, %324 : tensor<2x16x1x8xbf16>
    %328 = stablehlo.multiply %326, %322 : tensor<2x16x1x8xbf16>
    %329 = stablehlo.subtract %327, %328 : tensor<2x16x1x8xbf16>
    %330 = stablehlo.multiply %326, %324 : tensor<2x16x1x8xbf16>
    %331 = stablehlo.multiply %325, %322 : tensor<2x16x1x8xbf16>
    %332 = stablehlo.add %330, %331 : tensor<2x16x1x8xbf16>
    %333 = stablehlo.concatenate %329, %332, dim = 3 : (tensor<2x16x1x8xbf16>, tensor<2x16x1x8xbf16>) -> tensor<2x16x1x16xbf16>
    %c_57 = stablehlo.constant dense<true> : tensor<i1>
    %334 = stablehlo.broadcast_in_dim %c_57, dims = [] : (tensor<i1>) -> tensor<16x16xi1>
    %335 = call @tril(%334) : (tensor<16x16xi1>) -> tensor<16x16xi1>
    %336 = stablehlo.broadcast_in_dim %333, dims = [0, 1, 2, 4] : (tensor<2x16x1x16xbf16>) -> tensor<2x16x1x4x16xbf16>
    %337 = stablehlo.reshape %336 : (tensor<2x16x1x4x16xbf16>) -> tensor<2x16x4x16xbf16>
    %338 = stablehlo.broadcast_in_dim %241, dims = [0, 1, 2, 4] : (tensor<2x16x1x16xbf16>) -> tensor<2x16x1x4x16xbf16>
    %339 = stablehlo.reshape %338 : (tensor<2x16x1x4x16xbf16>) -> tensor<2x16x4x16xbf16>
    %340 = stablehlo.dot_general %306, %337, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xbf16>, tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %cst_58 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %341 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<bf16>) -> tensor<2x4x16x16xbf16>
    %342 = stablehlo.multiply %340, %341 : tensor<2x4x16x16xbf16>
    %cst_59 = stablehlo.constant dense<-1.000260e+30> : tensor<bf16>
    %343 = call @_where_0(%335, %342, %cst_59) : (tensor<16x16xi1>, tensor<2x4x16x16xbf16>, tensor<bf16>) -> tensor<2x4x16x16xbf16>
    %cst_60 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %344 = stablehlo.reduce(%343 init: %cst_60) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xbf16>, tensor<bf16>) -> tensor<2x4x16xbf16>
    %cst_61 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %345 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<bf16>) -> tensor<2x4x16xbf16>
    %346 = stablehlo.maximum %345, %344 : tensor<2x4x16xbf16>
    %347 = stablehlo.broadcast_in_dim %346, dims = [0, 1, 2] : (tensor<2x4x16xbf16>) -> tensor<2x4x16x1xbf16>
    %348 = stablehlo.broadcast_in_dim %347, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xbf16>) -> tensor<2x4x16x16xbf16>
    %349 = stablehlo.subtract %343, %348 : tensor<2x4x16x16xbf16>
    %350 = stablehlo.exponential %349 : tensor<2x4x16x16xbf16>
    %351 = stablehlo.convert %350 : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %352 = stablehlo.reduce(%351 init: %cst_62) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %353 = stablehlo.broadcast_in_dim %352, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %354 = stablehlo.convert %353 : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x1xbf16>
    %355 = stablehlo.broadcast_in_dim %354, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xbf16>) -> tensor<2x4x16x16xbf16>
    %356 = stablehlo.divide %350, %355 : tensor<2x4x16x16xbf16>
    %357 = stablehlo.dot_general %339, %356, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xbf16>, tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %358 = stablehlo.transpose %357, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xbf16>) -> tensor<2x16x4x16xbf16>
    %359 = stablehlo.reshape %358 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x64xbf16>
    %360 = stablehlo.dot_general %359, %arg19, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %361 = chlo.square %360 : tensor<2x16x64xbf16> -> tensor<2x16x64xbf16>
    %362 = stablehlo.convert %361 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %363 = stablehlo.reduce(%362 init: %cst_63) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %364 = stablehlo.broadcast_in_dim %363, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_64 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %365 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %366 = stablehlo.divide %364, %365 : tensor<2x16x1xf32>
    %367 = stablehlo.convert %366 : (tensor<2x16x1xf32>) -> tensor<2x16x1xbf16>
    %cst_65 = stablehlo.constant dense<9.983770e-07> : tensor<bf16>
    %368 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<bf16>) -> tensor<2x16x1xbf16>
    %369 = stablehlo.add %367, %368 : tensor<2x16x1xbf16>
    %370 = stablehlo.rsqrt %369 : tensor<2x16x1xbf16>
    %371 = stablehlo.broadcast_in_dim %370, dims = [0, 1, 2] : (tensor<2x16x1xbf16>) -> tensor<2x16x64xbf16>
    %372 = stablehlo.multiply %360, %371 : tensor<2x16x64xbf16>
    %cst_66 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %373 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<bf16>) -> tensor<64xbf16>
    %374 = stablehlo.add %373, %arg20 : tensor<64xbf16>
    %375 = stablehlo.broadcast_in_dim %374, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %376 = stablehlo.broadcast_in_dim %375, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %377 = stablehlo.multiply %372, %376 : tensor<2x16x64xbf16>
    %378 = stablehlo.add %218, %377 : tensor<2x16x64xbf16>
    %379 = chlo.square %378 : tensor<2x16x64xbf16> -> tensor<2x16x64xbf16>
    %380 = stablehlo.convert %379 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %381 = stablehlo.reduce(%380 init: %cst_67) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %382 = stablehlo.broadcast_in_dim %381, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_68 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %383 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %384 = stablehlo.divide %382, %383 : tensor<2x16x1xf32>
    %385 = stablehlo.convert %384 : (tensor<2x16x1xf32>) -> tensor<2x16x1xbf16>
    %cst_69 = stablehlo.constant dense<9.983770e-07> : tensor<bf16>
    %386 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<bf16>) -> tensor<2x16x1xbf16>
    %387 = stablehlo.add %385, %386 : tensor<2x16x1xbf16>
    %388 = stablehlo.rsqrt %387 : tensor<2x16x1xbf16>
    %389 = stablehlo.broadcast_in_dim %388, dims = [0, 1, 2] : (tensor<2x16x1xbf16>) -> tensor<2x16x64xbf16>
    %390 = stablehlo.multiply %378, %389 : tensor<2x16x64xbf16>
    %cst_70 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %391 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<bf16>) -> tensor<64xbf16>
    %392 = stablehlo.add %391, %arg23 : tensor<64xbf16>
    %393 = stablehlo.broadcast_in_dim %392, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %394 = stablehlo.broadcast_in_dim %393, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %395 = stablehlo.multiply %390, %394 : tensor<2x16x64xbf16>
    %396 = stablehlo.dot_general %395, %arg16, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x128xbf16>) -> tensor<2x16x128xbf16>
    %397 = stablehlo.multiply %396, %396 : tensor<2x16x128xbf16>
    %398 = stablehlo.multiply %397, %396 : tensor<2x16x128xbf16>
    %cst_71 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %399 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<bf16>) -> tensor<2x16x128xbf16>
    %400 = stablehlo.multiply %399, %398 : tensor<2x16x128xbf16>
    %401 = stablehlo.add %396, %400 : tensor<2x16x128xbf16>
    %cst_72 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %402 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<bf16>) -> tensor<2x16x128xbf16>
    %403 = stablehlo.multiply %402, %401 : tensor<2x16x128xbf16>
    %404 = stablehlo.tanh %403 : tensor<2x16x128xbf16>
    %cst_73 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %405 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<bf16>) -> tensor<2x16x128xbf16>
    %406 = stablehlo.add %405, %404 : tensor<2x16x128xbf16>
    %cst_74 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %407 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<bf16>) -> tensor<2x16x128xbf16>
    %408 = stablehlo.multiply %407, %406 : tensor<2x16x128xbf16>
    %409 = stablehlo.multiply %396, %408 : tensor<2x16x128xbf16>
    %410 = stablehlo.dot_general %395, %arg26, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x128xbf16>) -> tensor<2x16x128xbf16>
    %411 = stablehlo.multiply %409, %410 : tensor<2x16x128xbf16>
    %412 = stablehlo.dot_general %411, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xbf16>, tensor<128x64xbf16>) -> tensor<2x16x64xbf16>
    %413 = chlo.square %412 : tensor<2x16x64xbf16> -> tensor<2x16x64xbf16>
    %414 = stablehlo.convert %413 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %cst_75 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %415 = stablehlo.reduce(%414 init: %cst_75) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %416 = stablehlo.broadcast_in_dim %415, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_76 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %417 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %418 = stablehlo.divide %416, %417 : tensor<2x16x1xf32>
    %419 = stablehlo.convert %418 : (tensor<2x16x1xf32>) -> tensor<2x16x1xbf16>
    %cst_77 = stablehlo.constant dense<9.983770e-07> : tensor<bf16>
    %420 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<bf16>) -> tensor<2x16x1xbf16>
    %421 = stablehlo.add %419, %420 : tensor<2x16x1xbf16>
    %422 = stablehlo.rsqrt %421 : tensor<2x16x1xbf16>
    %423 = stablehlo.broadcast_in_dim %422, dims = [0, 1, 2] : (tensor<2x16x1xbf16>) -> tensor<2x16x64xbf16>
    %424 = stablehlo.multiply %412, %423 : tensor<2x16x64xbf16>
    %cst_78 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %425 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<bf16>) -> tensor<64xbf16>
    %426 = stablehlo.add %425, %arg21 : tensor<64xbf16>
    %427 = stablehlo.broadcast_in_dim %426, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %428 = stablehlo.broadcast_in_dim %427, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %429 = stablehlo.multiply %424, %428 : tensor<2x16x64xbf16>
    %430 = stablehlo.add %378, %429 : tensor<2x16x64xbf16>
    %431 = chlo.square %430 : tensor<2x16x64xbf16> -> tensor<2x16x64xbf16>
    %432 = stablehlo.convert %431 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %cst_79 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %433 = stablehlo.reduce(%432 init: %cst_79) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %434 = stablehlo.broadcast_in_dim %433, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_80 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %435 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %436 = stablehlo.divide %434, %435 : tensor<2x16x1xf32>
    %437 = stablehlo.convert %436 : (tensor<2x16x1xf32>) -> tensor<2x16x1xbf16>
    %cst_81 = stablehlo.constant dense<9.983770e-07> : tensor<bf16>
    %438 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<bf16>) -> tensor<2x16x1xbf16>
    %439 = stablehlo.add %437, %438 : tensor<2x16x1xbf16>
    %440 = stablehlo.rsqrt %439 : tensor<2x16x1xbf16>
    %441 = stablehlo.broadcast_in_dim %440, dims = [0, 1, 2] : (tensor<2x16x1xbf16>) -> tensor<2x16x64xbf16>
    %442 = stablehlo.multiply %430, %441 : tensor<2x16x64xbf16>
    %cst_82 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %443 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<bf16>) -> tensor<64xbf16>
    %444 = stablehlo.add %443, %arg1 : tensor<64xbf16>
    %445 = stablehlo.broadcast_in_dim %444, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %446 = stablehlo.broadcast_in_dim %445, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %447 = stablehlo.multiply %442, %446 : tensor<2x16x64xbf16>
    %448 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<128x64xbf16>) -> tensor<64x128xbf16>
    %449 = stablehlo.dot_general %447, %448, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x128xbf16>) -> tensor<2x16x128xbf16>
    return %449 : tensor<2x16x128xbf16>
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
  func.func private @_where_0(%arg0: tensor<16x16xi1>, %arg1: tensor<2x4x16x16xbf16>, %arg2: tensor<bf16>) -> tensor<2x4x16x16xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] : (tensor<16x16xi1>) -> tensor<2x4x16x16xi1>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<bf16>) -> tensor<2x4x16x16xbf16>
    %2 = stablehlo.select %0, %arg1, %1 : tensor<2x4x16x16xi1>, tensor<2x4x16x16xbf16>
    return %2 : tensor<2x4x16x16xbf16>
  }
}
