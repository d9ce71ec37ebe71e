module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<128x64xbf16>, %arg1: tensor<128x64xbf16>, %arg2: tensor<128x64xbf16>, %arg3: tensor<64x128xbf16>, %arg4: tensor<64x128xbf16>, %arg5: tensor<64xbf16>, %arg6: tensor<64xbf16>, %arg7: tensor<16xbf16>, %arg8: tensor<16xbf16>, %arg9: tensor<64x32xbf16>, %arg10: tensor<64x32xbf16>, %arg11: tensor<64xbf16>, %arg12: tensor<64x64xbf16>, %arg13: tensor<64x64xbf16>, %arg14: tensor<64xbf16>, %arg15: tensor<64xbf16>, %arg16: tensor<16xbf16>, %arg17: tensor<16xbf16>, %arg18: tensor<64x64xbf16>, %arg19: tensor<64x64xbf16>, %arg20: tensor<64x128xbf16>, %arg21: tensor<64x128xbf16>, %arg22: tensor<64x32xbf16>, %arg23: tensor<64x32xbf16>, %arg24: tensor<2x16xi32>) -> (tensor<2x16x128xbf16> {jax.result_info = "result"}) {
    %0 = call @_take(%arg2, %arg24) : (tensor<128x64xbf16>, tensor<2x16xi32>) -> tensor<2x16x64xbf16>
    %1 = stablehlo.iota dim = 0 : tensor<16xi32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<16xi32>) -> tensor<2x16xi32>
    %3 = stablehlo.convert %0 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %4 = chlo.square %3 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%4 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %8 = stablehlo.divide %6, %7 : tensor<2x16x1xf32>
    %cst_1 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %10 = stablehlo.add %8, %9 : tensor<2x16x1xf32>
    %11 = stablehlo.rsqrt %10 : tensor<2x16x1xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %13 = stablehlo.multiply %3, %12 : tensor<2x16x64xf32>
    %14 = stablehlo.convert %13 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %15 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %17 = stablehlo.multiply %14, %16 : tensor<2x16x64xbf16>
    %18 = stablehlo.dot_general %17, %arg18, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %19 = stablehlo.reshape %18 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %20 = stablehlo.dot_general %17, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x32xbf16>) -> tensor<2x16x32xbf16>
    %21 = stablehlo.reshape %20 : (tensor<2x16x32xbf16>) -> tensor<2x16x2x16xbf16>
    %22 = stablehlo.dot_general %17, %arg22, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x32xbf16>) -> tensor<2x16x32xbf16>
    %23 = stablehlo.reshape %22 : (tensor<2x16x32xbf16>) -> tensor<2x16x2x16xbf16>
    %24 = stablehlo.convert %19 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x16xf32>
    %25 = chlo.square %24 : tensor<2x16x4x16xf32> -> tensor<2x16x4x16xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.reduce(%25 init: %cst_2) applies stablehlo.add across dimensions = [3] : (tensor<2x16x4x16xf32>, tensor<f32>) -> tensor<2x16x4xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2] : (tensor<2x16x4xf32>) -> tensor<2x16x4x1xf32>
    %cst_3 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x16x4x1xf32>
    %29 = stablehlo.divide %27, %28 : tensor<2x16x4x1xf32>
    %cst_4 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x16x4x1xf32>
    %31 = stablehlo.add %29, %30 : tensor<2x16x4x1xf32>
    %32 = stablehlo.rsqrt %31 : tensor<2x16x4x1xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2, 3] : (tensor<2x16x4x1xf32>) -> tensor<2x16x4x16xf32>
    %34 = stablehlo.multiply %24, %33 : tensor<2x16x4x16xf32>
    %35 = stablehlo.convert %34 : (tensor<2x16x4x16xf32>) -> tensor<2x16x4x16xbf16>
    %36 = stablehlo.broadcast_in_dim %arg16, dims = [3] : (tensor<16xbf16>) -> tensor<1x1x1x16xbf16>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xbf16>) -> tensor<2x16x4x16xbf16>
    %38 = stablehlo.multiply %35, %37 : tensor<2x16x4x16xbf16>
    %39 = stablehlo.iota dim = 0 : tensor<8xf32>
    %40 = stablehlo.negate %39 : tensor<8xf32>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %42 = stablehlo.multiply %40, %41 : tensor<8xf32>
    %cst_6 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %44 = stablehlo.divide %42, %43 : tensor<8xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+06> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %46 = stablehlo.power %45, %44 : tensor<8xf32>
    %47 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %48 = stablehlo.convert %47 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %49 = stablehlo.broadcast_in_dim %46, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %50 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x8xf32>
    %51 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x16x1x8xf32>
    %52 = stablehlo.multiply %50, %51 : tensor<2x16x1x8xf32>
    %53 = stablehlo.sine %52 : tensor<2x16x1x8xf32>
    %54 = stablehlo.convert %53 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %55 = stablehlo.cosine %52 : tensor<2x16x1x8xf32>
    %56 = stablehlo.convert %55 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %57 = stablehlo.slice %38 [0:2, 0:16, 0:4, 0:8] : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x8xbf16>
    %58 = stablehlo.slice %38 [0:2, 0:16, 0:4, 8:16] : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x8xbf16>
    %59 = stablehlo.broadcast_in_dim %56, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %60 = stablehlo.multiply %57, %59 : tensor<2x16x4x8xbf16>
    %61 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %62 = stablehlo.multiply %58, %61 : tensor<2x16x4x8xbf16>
    %63 = stablehlo.subtract %60, %62 : tensor<2x16x4x8xbf16>
    %64 = stablehlo.broadcast_in_dim %56, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %65 = stablehlo.multiply %58, %64 : tensor<2x16x4x8xbf16>
    %66 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %67 = stablehlo.multiply %57, %66 : tensor<2x16x4x8xbf16>
    %68 = stablehlo.add %65, %67 : tensor<2x16x4x8xbf16>
    %69 = stablehlo.concatenate %63, %68, dim = 3 : (tensor<2x16x4x8xbf16>, tensor<2x16x4x8xbf16>) -> tensor<2x16x4x16xbf16>
    %70 = stablehlo.convert %21 : (tensor<2x16x2x16xbf16>) -> tensor<2x16x2x16xf32>
    %71 = chlo.square %70 : tensor<2x16x2x16xf32> -> tensor<2x16x2x16xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %72 = stablehlo.reduce(%71 init: %cst_8) applies stablehlo.add across dimensions = [3] : (tensor<2x16x2x16xf32>, tensor<f32>) -> tensor<2x16x2xf32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2] : (tensor<2x16x2xf32>) -> tensor<2x16x2x1xf32>
    %cst_9 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x16x2x1xf32>
    %75 = stablehlo.divide %73, %74 : tensor<2x16x2x1xf32>
    %cst_10 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2x16x2x1xf32>
    %77 = stablehlo.add %75, %76 : tensor<2x16x2x1xf32>
    %78 = stablehlo.rsqrt %77 : tensor<2x16x2x1xf32>
    %79 = stablehlo.broadcast_in_dim %78, dims = [0, 1, 2, 3] : (tensor<2x16x2x1xf32>) -> tensor<2x16x2x16xf32>
    %80 = stablehlo.multiply %70, %79 : tensor<2x16x2x16xf32>
    %81 = stablehlo.convert %80 : (tensor<2x16x2x16xf32>) -> tensor<2x16x2x16xbf16>
    %82 = stablehlo.broadcast_in_dim %arg7, dims = [3] : (tensor<16xbf16>) -> tensor<1x1x1x16xbf16>
    %83 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xbf16>) -> tensor<2x16x2x16xbf16>
    %84 = stablehlo.multiply %81, %83 : tensor<2x16x2x16xbf16>
    %85 = stablehlo.iota dim = 0 : tensor<8xf32>
    %86 = stablehlo.negate %85 : tensor<8xf32>
    %cst_11 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %88 = stablehlo.multiply %86, %87 : tensor<8xf32>
    %cst_12 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %89 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %90 = stablehlo.divide %88, %89 : tensor<8xf32>
    %cst_13 = stablehlo.constant dense<1.000000e+06> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %92 = stablehlo.power %91, %90 : tensor<8xf32>
    %93 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %94 = stablehlo.convert %93 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %95 = stablehlo.broadcast_in_dim %92, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %96 = stablehlo.broadcast_in_dim %94, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x8xf32>
    %97 = stablehlo.broadcast_in_dim %95, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x16x1x8xf32>
    %98 = stablehlo.multiply %96, %97 : tensor<2x16x1x8xf32>
    %99 = stablehlo.sine %98 : tensor<2x16x1x8xf32>
    %100 = stablehlo.convert %99 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %101 = stablehlo.cosine %98 : tensor<2x16x1x8xf32>
    %102 = stablehlo.convert %101 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %103 = stablehlo.slice %84 [0:2, 0:16, 0:2, 0:8] : (tensor<2x16x2x16xbf16>) -> tensor<2x16x2x8xbf16>
    %104 = stablehlo.slice %84 [0:2, 0:16, 0:2, 8:16] : (tensor<2x16x2x16xbf16>) -> tensor<2x16x2x8xbf16>
    %105 = stablehlo.broadcast_in_dim %102, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x2x8xbf16>
    %106 = stablehlo.multiply %103, %105 : tensor<2x16x2x8xbf16>
    %107 = stablehlo.broadcast_in_dim %100, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x2x8xbf16>
    %108 = stablehlo.multiply %104, %107 : tensor<2x16x2x8xbf16>
    %109 = stablehlo.subtract %106, %108 : tensor<2x16x2x8xbf16>
    %110 = stablehlo.broadcast_in_dim %102, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x2x8xbf16>
    %111 = stablehlo.multiply %104, %110 : tensor<2x16x2x8xbf16>
    %112 = stablehlo.broadcast_in_dim %100, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x2x8xbf16>
    %113 = stablehlo.multiply %103, %112 : tensor<2x16x2x8xbf16>
    %114 = stablehlo.add %111, %113 : tensor<2x16x2x8xbf16>
    %115 = stablehlo.concatenate %109, %114, dim = 3 : (tensor<2x16x2x8xbf16>, tensor<2x16x2x8xbf16>) -> tensor<2x16x2x16xbf16>
    %116 = stablehlo.broadcast_in_dim %115, dims = [0, 1, 2, 4] : (tensor<2x16x2x16xbf16>) -> tensor<2x16x2x2x16xbf16>
    %117 = stablehlo.reshape %116 : (tensor<2x16x2x2x16xbf16>) -> tensor<2x16x4x16xbf16>
    %118 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2, 4] : (tensor<2x16x2x16xbf16>) -> tensor<2x16x2x2x16xbf16>
    %119 = stablehlo.reshape %118 : (tensor<2x16x2x2x16xbf16>) -> tensor<2x16x4x16xbf16>
    %120 = stablehlo.dot_general %69, %117, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xbf16>, tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %cst_14 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %121 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<bf16>) -> tensor<2x4x16x16xbf16>
    %122 = stablehlo.multiply %120, %121 : tensor<2x4x16x16xbf16>
    %123 = stablehlo.iota dim = 0 : tensor<16xi32>
    %124 = stablehlo.broadcast_in_dim %123, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %125 = stablehlo.iota dim = 0 : tensor<16xi32>
    %126 = stablehlo.broadcast_in_dim %125, dims = [1] : (tensor<16xi32>) -> tensor<1x16xi32>
    %127 = stablehlo.broadcast_in_dim %126, dims = [0, 1] : (tensor<1x16xi32>) -> tensor<16x16xi32>
    %128 = stablehlo.broadcast_in_dim %124, dims = [0, 1] : (tensor<16x1xi32>) -> tensor<16x16xi32>
    %129 = stablehlo.compare LE, %127, %128, SIGNED : (tensor<16x16xi32>, tensor<16x16xi32>) -> tensor<16x16xi1>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %cst_15 = stablehlo.constant dense<-3.389530e+38> : tensor<bf16>
    %130 = call @_where_0(%129, %c, %cst_15) : (tensor<16x16xi1>, tensor<i32>, tensor<bf16>) -> tensor<16x16xbf16>
    %131 = stablehlo.broadcast_in_dim %130, dims = [2, 3] : (tensor<16x16xbf16>) -> tensor<1x1x16x16xbf16>
    %132 = stablehlo.broadcast_in_dim %131, dims = [0, 1, 2, 3] : (tensor<1x1x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %133 = stablehlo.add %122, %132 : tensor<2x4x16x16xbf16>
    %134 = stablehlo.convert %133 : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xf32>
    %cst_16 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %135 = stablehlo.reduce(%134 init: %cst_16) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %cst_17 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %136 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %137 = stablehlo.maximum %136, %135 : tensor<2x4x16xf32>
    %138 = stablehlo.broadcast_in_dim %137, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %139 = stablehlo.broadcast_in_dim %138, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %140 = stablehlo.subtract %134, %139 : tensor<2x4x16x16xf32>
    %141 = stablehlo.exponential %140 : tensor<2x4x16x16xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %142 = stablehlo.reduce(%141 init: %cst_18) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %143 = stablehlo.broadcast_in_dim %142, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %144 = stablehlo.broadcast_in_dim %143, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %145 = stablehlo.divide %141, %144 : tensor<2x4x16x16xf32>
    %146 = stablehlo.convert %145 : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xbf16>
    %147 = stablehlo.dot_general %119, %146, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xbf16>, tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %148 = stablehlo.transpose %147, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xbf16>) -> tensor<2x16x4x16xbf16>
    %149 = stablehlo.reshape %148 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x64xbf16>
    %150 = stablehlo.dot_general %149, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %151 = stablehlo.add %0, %150 : tensor<2x16x64xbf16>
    %152 = stablehlo.convert %151 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %153 = chlo.square %152 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %154 = stablehlo.reduce(%153 init: %cst_19) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %155 = stablehlo.broadcast_in_dim %154, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_20 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %156 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %157 = stablehlo.divide %155, %156 : tensor<2x16x1xf32>
    %cst_21 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %158 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %159 = stablehlo.add %157, %158 : tensor<2x16x1xf32>
    %160 = stablehlo.rsqrt %159 : tensor<2x16x1xf32>
    %161 = stablehlo.broadcast_in_dim %160, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %162 = stablehlo.multiply %152, %161 : tensor<2x16x64xf32>
    %163 = stablehlo.convert %162 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %164 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %165 = stablehlo.broadcast_in_dim %164, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %166 = stablehlo.multiply %163, %165 : tensor<2x16x64xbf16>
    %167 = stablehlo.dot_general %166, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x128xbf16>) -> tensor<2x16x128xbf16>
    %168 = call @silu(%167) : (tensor<2x16x128xbf16>) -> tensor<2x16x128xbf16>
    %169 = stablehlo.dot_general %166, %arg20, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x128xbf16>) -> tensor<2x16x128xbf16>
    %170 = stablehlo.multiply %168, %169 : tensor<2x16x128xbf16>
    %171 = stablehlo.dot_general %170, %arg0, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xbf16>, tensor<128x64xbf16>) -> tensor<2x16x64xbf16>
    %172 = stablehlo.add %151, %171 : tensor<2x16x64xbf16>
    %173 = stablehlo.convert %172 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %174 = chlo.square %173 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %175 = stablehlo.reduce(%174 init: %cst_22) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %176 = stablehlo.broadcast_in_dim %175, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_23 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %177 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %178 = stablehlo.divide %176, %177 : tensor<2x16x1xf32>
    %cst_24 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %179 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %180 = stablehlo.add %178, %179 : tensor<2x16x1xf32>
    %181 = stablehlo.rsqrt %180 : tensor<2x16x1xf32>
    %182 = stablehlo.broadcast_in_dim %181, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %183 = stablehlo.multiply %173, %182 : tensor<2x16x64xf32>
    %184 = stablehlo.convert %183 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %185 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %186 = stablehlo.broadcast_in_dim %185, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %187 = stablehlo.multiply %184, %186 : tensor<2x16x64xbf16>
    %188 = stablehlo.dot_general %187, %arg19, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %189 = stablehlo.reshape %188 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %190 = stablehlo.dot_general %187, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x32xbf16>) -> tensor<2x16x32xbf16>
    %191 = stablehlo.reshape %190 : (tensor<2x16x32xbf16>) -> tensor<2x16x2x16xbf16>
    %192 = stablehlo.dot_general %187, %arg23, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x32xbf16>) -> tensor<2x16x32xbf16>
    %193 = stablehlo.reshape %192 : (tensor<2x16x32xbf16>) -> tensor<2x16x2x16xbf16>
    %194 = stablehlo.convert %189 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x16xf32>
    %195 = chlo.square %194 : tensor<2x16x4x16xf32> -> tensor<2x16x4x16xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %196 = stablehlo.reduce(%195 init: %cst_25) applies stablehlo.add across dimensions = [3] : (tensor<2x16x4x16xf32>, tensor<f32>) -> tensor<2x16x4xf32>
    %197 = stablehlo.broadcast_in_dim %196, dims = [0, 1, 2] : (tensor<2x16x4xf32>) -> tensor<2x16x4x1xf32>
    %cst_26 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %198 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<2x16x4x1xf32>
    %199 = stablehlo.divide %197, %198 : tensor<2x16x4x1xf32>
    %cst_27 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %200 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<2x16x4x1xf32>
    %201 = stablehlo.add %199, %200 : tensor<2x16x4x1xf32>
    %202 = stablehlo.rsqrt %201 : tensor<2x16x4x1xf32>
    %203 = stablehlo.broadcast_in_dim %202, dims = [0, 1, 2, 3] : (tensor<2x16x4x1xf32>) -> tensor<2x16x4x16xf32>
    %204 = stablehlo.multiply %194, %203 : tensor<2x16x4x16xf32>
    %205 = stablehlo.convert %204 : (tensor<2x16x4x16xf32>) -> tensor<2x16x4x16xbf16>
    %206 = stablehlo.broadcast_in_dim %arg17, dims = [3] : (tensor<16xbf16>) -> tensor<1x1x1x16xbf16>
    %207 = stablehlo.broadcast_in_dim %206, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xbf16>) -> tensor<2x16x4x16xbf16>
    %208 = stablehlo.multiply %205, %207 : tensor<2x16x4x16xbf16>
    %209 = stablehlo.iota dim = 0 : tensor<8xf32>
    %210 = stablehlo.negate %209 : tensor<8xf32>
    %cst_28 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %211 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %212 = stablehlo.multiply %210, %211 : tensor<8xf32>
    %cst_29 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %213 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %214 = stablehlo.divide %212, %213 : tensor<8xf32>
    %cst_30 = stablehlo.constant dense<1.000000e+06> : tensor<f32>
    %215 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %216 = stablehlo.power %215, %214 : tensor<8xf32>
    %217 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %218 = stablehlo.convert %217 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %219 = stablehlo.broadcast_in_dim %216, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %220 = stablehlo.broadcast_in_dim %218, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x8xf32>
    %221 = stablehlo.broadcast_in_dim %219, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x16x1x8xf32>
    %222 = stablehlo.multiply %220, %221 : tensor<2x16x1x8xf32>
    %223 = stablehlo.sine %222 : tensor<2x16x1x8xf32>
    %224 = stablehlo.convert %223 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %225 = stablehlo.cosine %222 : tensor<2x16x1x8xf32>
    %226 = stablehlo.convert %225 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %227 = stablehlo.slice %208 [0:2, 0:16, 0:4, 0:8] : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x8xbf16>
    %228 = stablehlo.slice %208 [0:2, 0:16, 0:4, 8:16] : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x8xbf16>
    %229 = stablehlo.broadcast_in_dim %226, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %230 = stablehlo.multiply %227, %229 : tensor<2x16x4x8xbf16>
    %231 = stablehlo.broadcast_in_dim %224, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %232 = stablehlo.multiply %228, %231 : tensor<2x16x4x8xbf16>
    %233 = stablehlo.subtract %230, %232 : tensor<2x16x4x8xbf16>
    %234 = stablehlo.broadcast_in_dim %226, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %235 = stablehlo.multiply %228, %234 : tensor<2x16x4x8xbf16>
    %236 = stablehlo.broadcast_in_dim %224, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %237 = stablehlo.multiply %227, %236 : tensor<2x16x4x8xbf16>
    %238 = stablehlo.add %235, %237 : tensor<2x16x4x8xbf16>
    %239 = stablehlo.concatenate %233, %238, dim = 3 : (tensor<2x16x4x8xbf16>, tensor<2x16x4x8xbf16>) -> tensor<2x16x4x16xbf16>
    %240 = stablehlo.convert %191 : (tensor<2x16x2x16xbf16>) -> tensor<2x16x2x16xf32>
    %241 = chlo.square %240 : tensor<2x16x2x16xf32> -> tensor<2x16x2x16xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %242 = stablehlo.reduce(%241 init: %cst_31) applies stablehlo.add across dimensions = [3] : (tensor<2x16x2x16xf32>, tensor<f32>) -> tensor<2x16x2xf32>
    %243 = stablehlo.broadcast_in_dim %242, dims = [0, 1, 2] : (tensor<2x16x2xf32>) -> tensor<2x16x2x1xf32>
    %cst_32 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %244 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<2x16x2x1xf32>
    %245 = stablehlo.divide %243, %244 : tensor<2x16x2x1xf32>
    %cst_33 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %246 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<2x16x2x1xf32>
    %247 = stablehlo.add %245, %246 : tensor<2x16x2x1xf32>
    %248 = stablehlo.rsqrt %247 : tensor<2x16x2x1xf32>
    %249 = stablehlo.broadcast_in_dim %248, dims = [0, 1, 2, 3] : (tensor<2x16x2x1xf32>) -> tensor<2x16x2x16xf32>
    %250 = stablehlo.multiply %240, %249 : tensor<2x16x2x16xf32>
    %251 = stablehlo.convert %250 : (tensor<2x16x2x16xf32>) -> tensor<2x16x2x16xbf16>
    %252 = stablehlo.broadcast_in_dim %arg8, dims = [3] : (tensor<16xbf16>) -> tensor<1x1x1x16xbf16>
    %253 = stablehlo.broadcast_in_dim %252, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xbf16>) -> tensor<2x16x2x16xbf16>
    %254 = stablehlo.multiply %251, %253 : tensor<2x16x2x16xbf16>
    %255 = stablehlo.iota dim = 0 : tensor<8xf32>
    %256 = stablehlo.negate %255 : tensor<8xf32>
    %cst_34 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %257 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %258 = stablehlo.multiply %256, %257 : tensor<8xf32>
    %cst_35 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %259 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %260 = stablehlo.divide %258, %259 : tensor<8xf32>
    %cst_36 = stablehlo.constant dense<1.000000e+06> : tensor<f32>
    %261 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %262 = stablehlo.power %261, %260 : tensor<8xf32>
    %263 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %264 = stablehlo.convert %263 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %265 = stablehlo.broadcast_in_dim %262, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %266 = stablehlo.broadcast_in_dim %264, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x8xf32>
    %267 = stablehlo.broadcast_in_dim %265, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x16x1x8xf32>
    %268 = stablehlo.multiply %266, %267 : tensor<2x16x1x8xf32>
    %269 = stablehlo.sine %268 : tensor<2x16x1x8xf32>
    %270 = stablehlo.convert %269 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %271 = stablehlo.cosine %268 : tensor<2x16x1x8xf32>
    %272 = stablehlo.convert %271 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %273 = stablehlo.slice %254 [0:2, 0:16, 0:2, 0:8] : (tensor<2x16x2x16xbf16>) -> tensor<2x16x2x8xbf16>
    %274 = stablehlo.slice %254 [0:2, 0:16, 0:2, 8:16] : (tensor<2x16x2x16xbf16>) -> tensor<2x16x2x8xbf16>
    %275 = stablehlo.broadcast_in_dim %272, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x2x8xbf16>
    %276 = stablehlo.multiply %273, %275 : tensor<2x16x2x8xbf16>
    %277 = stablehlo.broadcast_in_dim %270, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x2x8xbf16>
    %278 = stablehlo.multiply %274, %277 : tensor<2x16x2x8xbf16>
    %279 = stablehlo.subtract %276, %278 : tensor<2x16x2x8xbf16>
    %280 = stablehlo.broadcast_in_dim %272, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x2x8xbf16>
    %281 = stablehlo.multiply %274, %280 : tensor<2x16x2x8xbf16>
    %282 = stablehlo.broadcast_in_dim %270, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x2x8xbf16>
    %283 = stablehlo.multiply %273, %282 : tensor<2x16x2x8xbf16>
    %284 = stablehlo.add %281, %283 : tensor<2x16x2x8xbf16>
    %285 = stablehlo.concatenate %279, %284, dim = 3 : (tensor<2x16x2x8xbf16>, tensor<2x16x2x8xbf16>) -> tensor<2x16x2x16xbf16>
    %286 = stablehlo.broadcast_in_dim %285, dims = [0, 1, 2, 4] : (tensor<2x16x2x16xbf16>) -> tensor<2x16x2x2x16xbf16>
    %287 = stablehlo.reshape %286 : (tensor<2x16x2x2x16xbf16>) -> tensor<2x16x4x16xbf16>
    %288 = stablehlo.broadcast_in_dim %193, dims = [0, 1, 2, 4] : (tensor<2x16x2x16xbf16>) -> tensor<2x16x2x2x16xbf16>
    %289 = stablehlo.reshape %288 : (tensor<2x16x2x2x16xbf16>) -> tensor<2x16x4x16xbf16>
    %290 = stablehlo.dot_general %239, %287, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xbf16>, tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %cst_37 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %291 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<bf16>) -> tensor<2x4x16x16xbf16>
    %292 = stablehlo.multiply %290, %291 : tensor<2x4x16x16xbf16>
    %293 = stablehlo.iota dim = 0 : tensor<16xi32>
    %294 = stablehlo.broadcast_in_dim %293, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %295 = stablehlo.iota dim = 0 : tensor<16xi32>
    %296 = stablehlo.broadcast_in_dim %295, dims = [1] : (tensor<16xi32>) -> tensor<1x16xi32>
    %297 = stablehlo.broadcast_in_dim %296, dims = [0, 1] : (tensor<1x16xi32>) -> tensor<16x16xi32>
    %298 = stablehlo.broadcast_in_dim %294, dims = [0, 1] : (tensor<16x1xi32>) -> tensor<16x16xi32>
    %299 = stablehlo.compare LE, %297, %298, SIGNED : (tensor<16x16xi32>, tensor<16x16xi32>) -> tensor<16x16xi1>
    %c_38 = stablehlo.constant dense<0> : tensor<i32>
    %cst_39 = stablehlo.constant dense<-3.389530e+38> : tensor<bf16>
    %300 = call @_where_0(%299, %c_38, %cst_39) : (tensor<16x16xi1>, tensor<i32>, tensor<bf16>) -> tensor<16x16xbf16>
    %301 = stablehlo.broadcast_in_dim %300, dims = [2, 3] : (tensor<16x16xbf16>) -> tensor<1x1x16x16xbf16>
    %302 = stablehlo.broadcast_in_dim %301, dims = [0, 1, 2, 3] : (tensor<1x1x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %303 = stablehlo.add %292, %302 : tensor<2x4x16x16xbf16>
    %304 = stablehlo.convert %303 : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xf32>
    %cst_40 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %305 = stablehlo.reduce(%304 init: %cst_40) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %cst_41 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %306 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %307 = stablehlo.maximum %306, %305 : tensor<2x4x16xf32>
    %308 = stablehlo.broadcast_in_dim %307, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %309 = stablehlo.broadcast_in_dim %308, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %310 = stablehlo.subtract %304, %309 : tensor<2x4x16x16xf32>
    %311 = stablehlo.exponential %310 : tensor<2x4x16x16xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %312 = stablehlo.reduce(%311 init: %cst_42) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %313 = stablehlo.broadcast_in_dim %312, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %314 = stablehlo.broadcast_in_dim %313, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %315 = stablehlo.divide %311, %314 : tensor<2x4x16x16xf32>
    %316 = stablehlo.convert %315 : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xbf16>
    %317 = stablehlo.dot_general %289, %316, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xbf16>, tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %318 = stablehlo.transpose %317, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xbf16>) -> tensor<2x16x4x16xbf16>
    %319 = stablehlo.reshape %318 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x64xbf16>
    %320 = stablehlo.dot_general %319, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %321 = stablehlo.add %172, %320 : tensor<2x16x64xbf16>
    %322 = stablehlo.convert %321 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %323 = chlo.square %322 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %324 = stablehlo.reduce(%323 init: %cst_43) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %325 = stablehlo.broadcast_in_dim %324, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_44 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %326 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %327 = stablehlo.divide %325, %326 : tensor<2x16x1xf32>
    %cst_45 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %328 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %329 = stablehlo.add %327, %328 : tensor<2x16x1xf32>
    %330 = stablehlo.rsqrt %329 : tensor<2x16x1xf32>
    %331 = stablehlo.broadcast_in_dim %330, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %332 = stablehlo.multiply %322, %331 : tensor<2x16x64xf32>
    %333 = stablehlo.convert %332 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %334 = stablehlo.broadcast_in_dim %arg15, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %335 = stablehlo.broadcast_in_dim %334, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %336 = stablehlo.multiply %333, %335 : tensor<2x16x64xbf16>
    %337 = stablehlo.dot_general %336, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x128xbf16>) -> tensor<2x16x128xbf16>
    %338 = call @silu(%337) : (tensor<2x16x128xbf16>) -> tensor<2x16x128xbf16>
    %339 = stablehlo.dot_general %336, %arg21, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x128xbf16>) -> tensor<2x16x128xbf16>
    %340 = stablehlo.multiply %338, %339 : tensor<2x16x128xbf16>
    %341 = stablehlo.dot_general %340, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xbf16>, tensor<128x64xbf16>) -> tensor<2x16x64xbf16>
    %342 = stablehlo.add %321, %341 : tensor<2x16x64xbf16>
    %343 = stablehlo.convert %342 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %344 = chlo.square %343 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %345 = stablehlo.reduce(%344 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %346 = stablehlo.broadcast_in_dim %345, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_47 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %347 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %348 = stablehlo.divide %346, %347 : tensor<2x16x1xf32>
    %cst_48 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %349 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %350 = stablehlo.add %348, %349 : tensor<2x16x1xf32>
    %351 = stablehlo.rsqrt %350 : tensor<2x16x1xf32>
    %352 = stablehlo.broadcast_in_dim %351, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %353 = stablehlo.multiply %343, %352 : tensor<2x16x64xf32>
    %354 = stablehlo.convert %353 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %355 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %356 = stablehlo.broadcast_in_dim %355, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %357 = stablehlo.multiply %354, %356 : tensor<2x16x64xbf16>
    %358 = stablehlo.transpose %arg2, dims = [1, 0] : (tensor<128x64xbf16>) -> tensor<64x128xbf16>
    %359 = stablehlo.dot_general %357, %358, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x128xbf16>) -> tensor<2x16x128xbf16>
    return %359 : tensor<2x16x128xbf16>
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
  func.func private @_where_0(%arg0: tensor<16x16xi1>, %arg1: tensor<i32>, %arg2: tensor<bf16>) -> tensor<16x16xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<bf16>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<bf16>) -> tensor<16x16xbf16>
    %2 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<bf16>) -> tensor<16x16xbf16>
    %3 = stablehlo.select %arg0, %1, %2 : tensor<16x16xi1>, tensor<16x16xbf16>
    return %3 : tensor<16x16xbf16>
  }
  func.func private @silu(%arg0: tensor<2x16x128xbf16>) -> tensor<2x16x128xbf16> {
    %0 = stablehlo.negate %arg0 : tensor<2x16x128xbf16>
    %1 = stablehlo.exponential %0 : tensor<2x16x128xbf16>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<2x16x128xbf16>
    %3 = stablehlo.add %2, %1 : tensor<2x16x128xbf16>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<2x16x128xbf16>
    %5 = stablehlo.divide %4, %3 : tensor<2x16x128xbf16>
    %6 = stablehlo.multiply %arg0, %5 : tensor<2x16x128xbf16>
    return %6 : tensor<2x16x128xbf16>
  }
}
