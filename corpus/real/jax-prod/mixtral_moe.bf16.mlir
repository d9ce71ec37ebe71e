module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<128x64xbf16>, %arg1: tensor<64xbf16>, %arg2: tensor<64xbf16>, %arg3: tensor<64x32xbf16>, %arg4: tensor<64x32xbf16>, %arg5: tensor<64x128xbf16>, %arg6: tensor<64x4xbf16>, %arg7: tensor<4x64x128xbf16>, %arg8: tensor<4x128x64xbf16>, %arg9: tensor<4x64x128xbf16>, %arg10: tensor<64x4xbf16>, %arg11: tensor<4x64x128xbf16>, %arg12: tensor<4x128x64xbf16>, %arg13: tensor<4x64x128xbf16>, %arg14: tensor<64xbf16>, %arg15: tensor<64x64xbf16>, %arg16: tensor<64x64xbf16>, %arg17: tensor<64xbf16>, %arg18: tensor<64xbf16>, %arg19: tensor<64x64xbf16>, %arg20: tensor<64x64xbf16>, %arg21: tensor<64x32xbf16>, %arg22: tensor<64x32xbf16>, %arg23: tensor<2x16xi32>) -> (tensor<2x16x128xbf16> {jax.result_info = "result"}) {
    %0 = call @_take(%arg0, %arg23) : (tensor<128x64xbf16>, tensor<2x16xi32>) -> tensor<2x16x64xbf16>
    %1 = stablehlo.iota dim = 0 : tensor<16xi32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<16xi32>) -> tensor<2x16xi32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<16x16xi1>
    %4 = call @tril(%3) : (tensor<16x16xi1>) -> tensor<16x16xi1>
    %5 = stablehlo.convert %0 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %6 = chlo.square %5 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %10 = stablehlo.divide %8, %9 : tensor<2x16x1xf32>
    %cst_1 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %12 = stablehlo.add %10, %11 : tensor<2x16x1xf32>
    %13 = stablehlo.rsqrt %12 : tensor<2x16x1xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %15 = stablehlo.multiply %5, %14 : tensor<2x16x64xf32>
    %16 = stablehlo.convert %15 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %17 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %19 = stablehlo.multiply %16, %18 : tensor<2x16x64xbf16>
    %20 = stablehlo.dot_general %19, %arg19, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %21 = stablehlo.reshape %20 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %22 = stablehlo.iota dim = 0 : tensor<8xf32>
    %23 = stablehlo.negate %22 : tensor<8xf32>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %25 = stablehlo.multiply %23, %24 : tensor<8xf32>
    %cst_3 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %27 = stablehlo.divide %25, %26 : tensor<8xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %29 = stablehlo.power %28, %27 : tensor<8xf32>
    %30 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %31 = stablehlo.convert %30 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %32 = stablehlo.broadcast_in_dim %29, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %33 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x8xf32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x16x1x8xf32>
    %35 = stablehlo.multiply %33, %34 : tensor<2x16x1x8xf32>
    %36 = stablehlo.sine %35 : tensor<2x16x1x8xf32>
    %37 = stablehlo.convert %36 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %38 = stablehlo.cosine %35 : tensor<2x16x1x8xf32>
    %39 = stablehlo.convert %38 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %40 = stablehlo.slice %21 [0:2, 0:16, 0:4, 0:8] : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x8xbf16>
    %41 = stablehlo.slice %21 [0:2, 0:16, 0:4, 8:16] : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x8xbf16>
    %42 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %43 = stablehlo.multiply %40, %42 : tensor<2x16x4x8xbf16>
    %44 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %45 = stablehlo.multiply %41, %44 : tensor<2x16x4x8xbf16>
    %46 = stablehlo.subtract %43, %45 : tensor<2x16x4x8xbf16>
    %47 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %48 = stablehlo.multiply %41, %47 : tensor<2x16x4x8xbf16>
    %49 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %50 = stablehlo.multiply %40, %49 : tensor<2x16x4x8xbf16>
    %51 = stablehlo.add %48, %50 : tensor<2x16x4x8xbf16>
    %52 = stablehlo.concatenate %46, %51, dim = 3 : (tensor<2x16x4x8xbf16>, tensor<2x16x4x8xbf16>) -> tensor<2x16x4x16xbf16>
    %53 = stablehlo.dot_general %19, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x32xbf16>) -> tensor<2x16x32xbf16>
    %54 = stablehlo.reshape %53 : (tensor<2x16x32xbf16>) -> tensor<2x16x2x16xbf16>
    %55 = stablehlo.iota dim = 0 : tensor<8xf32>
    %56 = stablehlo.negate %55 : tensor<8xf32>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %58 = stablehlo.multiply %56, %57 : tensor<8xf32>
    %cst_6 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %60 = stablehlo.divide %58, %59 : tensor<8xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %62 = stablehlo.power %61, %60 : tensor<8xf32>
    %63 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %64 = stablehlo.convert %63 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %65 = stablehlo.broadcast_in_dim %62, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %66 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x8xf32>
    %67 = stablehlo.broadcast_in_dim %65, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x16x1x8xf32>
    %68 = stablehlo.multiply %66, %67 : tensor<2x16x1x8xf32>
    %69 = stablehlo.sine %68 : tensor<2x16x1x8xf32>
    %70 = stablehlo.convert %69 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %71 = stablehlo.cosine %68 : tensor<2x16x1x8xf32>
    %72 = stablehlo.convert %71 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %73 = stablehlo.slice %54 [0:2, 0:16, 0:2, 0:8] : (tensor<2x16x2x16xbf16>) -> tensor<2x16x2x8xbf16>
    %74 = stablehlo.slice %54 [0:2, 0:16, 0:2, 8:16] : (tensor<2x16x2x16xbf16>) -> tensor<2x16x2x8xbf16>
    %75 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x2x8xbf16>
    %76 = stablehlo.multiply %73, %75 : tensor<2x16x2x8xbf16>
    %77 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x2x8xbf16>
    %78 = stablehlo.multiply %74, %77 : tensor<2x16x2x8xbf16>
    %79 = stablehlo.subtract %76, %78 : tensor<2x16x2x8xbf16>
    %80 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x2x8xbf16>
    %81 = stablehlo.multiply %74, %80 : tensor<2x16x2x8xbf16>
    %82 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x2x8xbf16>
    %83 = stablehlo.multiply %73, %82 : tensor<2x16x2x8xbf16>
    %84 = stablehlo.add %81, %83 : tensor<2x16x2x8xbf16>
    %85 = stablehlo.concatenate %79, %84, dim = 3 : (tensor<2x16x2x8xbf16>, tensor<2x16x2x8xbf16>) -> tensor<2x16x2x16xbf16>
    %86 = stablehlo.dot_general %19, %arg21, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x32xbf16>) -> tensor<2x16x32xbf16>
    %87 = stablehlo.reshape %86 : (tensor<2x16x32xbf16>) -> tensor<2x16x2x16xbf16>
    %88 = stablehlo.broadcast_in_dim %85, dims = [0, 1, 2, 4] : (tensor<2x16x2x16xbf16>) -> tensor<2x16x2x2x16xbf16>
    %89 = stablehlo.reshape %88 : (tensor<2x16x2x2x16xbf16>) -> tensor<2x16x4x16xbf16>
    %90 = stablehlo.broadcast_in_dim %87, dims = [0, 1, 2, 4] : (tensor<2x16x2x16xbf16>) -> tensor<2x16x2x2x16xbf16>
    %91 = stablehlo.reshape %90 : (tensor<2x16x2x2x16xbf16>) -> tensor<2x16x4x16xbf16>
    %92 = stablehlo.dot_general %52, %89, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xbf16>, tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %cst_8 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %93 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<bf16>) -> tensor<2x4x16x16xbf16>
    %94 = stablehlo.multiply %92, %93 : tensor<2x4x16x16xbf16>
    %cst_9 = stablehlo.constant dense<-1.000260e+30> : tensor<bf16>
    %95 = call @_where_0(%4, %94, %cst_9) : (tensor<16x16xi1>, tensor<2x4x16x16xbf16>, tensor<bf16>) -> tensor<2x4x16x16xbf16>
    %cst_10 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %96 = stablehlo.reduce(%95 init: %cst_10) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xbf16>, tensor<bf16>) -> tensor<2x4x16xbf16>
    %cst_11 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %97 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<bf16>) -> tensor<2x4x16xbf16>
    %98 = stablehlo.maximum %97, %96 : tensor<2x4x16xbf16>
    %99 = stablehlo.broadcast_in_dim %98, dims = [0, 1, 2] : (tensor<2x4x16xbf16>) -> tensor<2x4x16x1xbf16>
    %100 = stablehlo.broadcast_in_dim %99, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xbf16>) -> tensor<2x4x16x16xbf16>
    %101 = stablehlo.subtract %95, %100 : tensor<2x4x16x16xbf16>
    %102 = stablehlo.exponential %101 : tensor<2x4x16x16xbf16>
    %103 = stablehlo.convert %102 : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %104 = stablehlo.reduce(%103 init: %cst_12) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %106 = stablehlo.convert %105 : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x1xbf16>
    %107 = stablehlo.broadcast_in_dim %106, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xbf16>) -> tensor<2x4x16x16xbf16>
    %108 = stablehlo.divide %102, %107 : tensor<2x4x16x16xbf16>
    %109 = stablehlo.dot_general %91, %108, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xbf16>, tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %110 = stablehlo.transpose %109, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xbf16>) -> tensor<2x16x4x16xbf16>
    %111 = stablehlo.reshape %110 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x64xbf16>
    %112 = stablehlo.dot_general %111, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %113 = stablehlo.add %0, %112 : tensor<2x16x64xbf16>
    %114 = stablehlo.convert %113 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %115 = chlo.square %114 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %116 = stablehlo.reduce(%115 init: %cst_13) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %117 = stablehlo.broadcast_in_dim %116, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_14 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %118 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %119 = stablehlo.divide %117, %118 : tensor<2x16x1xf32>
    %cst_15 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %120 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %121 = stablehlo.add %119, %120 : tensor<2x16x1xf32>
    %122 = stablehlo.rsqrt %121 : tensor<2x16x1xf32>
    %123 = stablehlo.broadcast_in_dim %122, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %124 = stablehlo.multiply %114, %123 : tensor<2x16x64xf32>
    %125 = stablehlo.convert %124 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %126 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %127 = stablehlo.broadcast_in_dim %126, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %128 = stablehlo.multiply %125, %127 : tensor<2x16x64xbf16>
    %129 = stablehlo.reshape %128 : (tensor<2x16x64xbf16>) -> tensor<32x64xbf16>
    %130 = stablehlo.dot_general %129, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xbf16>, tensor<64x4xbf16>) -> tensor<32x4xbf16>
    %131 = stablehlo.convert %130 : (tensor<32x4xbf16>) -> tensor<32x4xf32>
    %cst_16 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %132 = stablehlo.reduce(%131 init: %cst_16) applies stablehlo.maximum across dimensions = [1] : (tensor<32x4xf32>, tensor<f32>) -> tensor<32xf32>
    %cst_17 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %133 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %134 = stablehlo.maximum %133, %132 : tensor<32xf32>
    %135 = stablehlo.broadcast_in_dim %134, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %136 = stablehlo.broadcast_in_dim %135, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x4xf32>
    %137 = stablehlo.subtract %131, %136 : tensor<32x4xf32>
    %138 = stablehlo.exponential %137 : tensor<32x4xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %139 = stablehlo.reduce(%138 init: %cst_18) applies stablehlo.add across dimensions = [1] : (tensor<32x4xf32>, tensor<f32>) -> tensor<32xf32>
    %140 = stablehlo.broadcast_in_dim %139, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %141 = stablehlo.broadcast_in_dim %140, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x4xf32>
    %142 = stablehlo.divide %138, %141 : tensor<32x4xf32>
    %values, %indices = chlo.top_k(%142, k = 2) : tensor<32x4xf32> -> (tensor<32x2xf32>, tensor<32x2xi32>)
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %143 = stablehlo.reduce(%values init: %cst_19) applies stablehlo.add across dimensions = [1] : (tensor<32x2xf32>, tensor<f32>) -> tensor<32xf32>
    %144 = stablehlo.broadcast_in_dim %143, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %145 = stablehlo.broadcast_in_dim %144, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x2xf32>
    %146 = stablehlo.divide %values, %145 : tensor<32x2xf32>
    %147 = stablehlo.convert %146 : (tensor<32x2xf32>) -> tensor<32x2xbf16>
    %148 = call @_one_hot(%indices) : (tensor<32x2xi32>) -> tensor<32x2x4xbf16>
    %149 = stablehlo.broadcast_in_dim %147, dims = [0, 1] : (tensor<32x2xbf16>) -> tensor<32x2x1xbf16>
    %150 = stablehlo.broadcast_in_dim %149, dims = [0, 1, 2] : (tensor<32x2x1xbf16>) -> tensor<32x2x4xbf16>
    %151 = stablehlo.multiply %148, %150 : tensor<32x2x4xbf16>
    %152 = stablehlo.convert %151 : (tensor<32x2x4xbf16>) -> tensor<32x2x4xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %153 = stablehlo.reduce(%152 init: %cst_20) applies stablehlo.add across dimensions = [1] : (tensor<32x2x4xf32>, tensor<f32>) -> tensor<32x4xf32>
    %154 = stablehlo.convert %153 : (tensor<32x4xf32>) -> tensor<32x4xbf16>
    %155 = stablehlo.dot_general %arg7, %129, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x64x128xbf16>, tensor<32x64xbf16>) -> tensor<4x128x32xbf16>
    %156 = stablehlo.transpose %155, dims = [0, 2, 1] : (tensor<4x128x32xbf16>) -> tensor<4x32x128xbf16>
    %157 = call @silu(%156) : (tensor<4x32x128xbf16>) -> tensor<4x32x128xbf16>
    %158 = stablehlo.dot_general %arg9, %129, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x64x128xbf16>, tensor<32x64xbf16>) -> tensor<4x128x32xbf16>
    %159 = stablehlo.transpose %158, dims = [0, 2, 1] : (tensor<4x128x32xbf16>) -> tensor<4x32x128xbf16>
    %160 = stablehlo.multiply %157, %159 : tensor<4x32x128xbf16>
    %161 = stablehlo.dot_general %160, %arg8, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x32x128xbf16>, tensor<4x128x64xbf16>) -> tensor<4x32x64xbf16>
    %162 = stablehlo.dot_general %161, %154, batching_dims = [1] x [0], contracting_dims = [0] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x32x64xbf16>, tensor<32x4xbf16>) -> tensor<32x64xbf16>
    %163 = stablehlo.reshape %162 : (tensor<32x64xbf16>) -> tensor<2x16x64xbf16>
    %164 = stablehlo.add %113, %163 : tensor<2x16x64xbf16>
    %165 = stablehlo.convert %164 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %166 = chlo.square %165 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %167 = stablehlo.reduce(%166 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %168 = stablehlo.broadcast_in_dim %167, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_22 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %169 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %170 = stablehlo.divide %168, %169 : tensor<2x16x1xf32>
    %cst_23 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %171 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %172 = stablehlo.add %170, %171 : tensor<2x16x1xf32>
    %173 = stablehlo.rsqrt %172 : tensor<2x16x1xf32>
    %174 = stablehlo.broadcast_in_dim %173, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %175 = stablehlo.multiply %165, %174 : tensor<2x16x64xf32>
    %176 = stablehlo.convert %175 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %177 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %178 = stablehlo.broadcast_in_dim %177, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %179 = stablehlo.multiply %176, %178 : tensor<2x16x64xbf16>
    %180 = stablehlo.dot_general %179, %arg20, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %181 = stablehlo.reshape %180 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %182 = stablehlo.iota dim = 0 : tensor<8xf32>
    %183 = stablehlo.negate %182 : tensor<8xf32>
    %cst_24 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %184 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %185 = stablehlo.multiply %183, %184 : tensor<8xf32>
    %cst_25 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %186 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %187 = stablehlo.divide %185, %186 : tensor<8xf32>
    %cst_26 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %188 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %189 = stablehlo.power %188, %187 : tensor<8xf32>
    %190 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %191 = stablehlo.convert %190 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %192 = stablehlo.broadcast_in_dim %189, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %193 = stablehlo.broadcast_in_dim %191, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x8xf32>
    %194 = stablehlo.broadcast_in_dim %192, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x16x1x8xf32>
    %195 = stablehlo.multiply %193, %194 : tensor<2x16x1x8xf32>
    %196 = stablehlo.sine %195 : tensor<2x16x1x8xf32>
    %197 = stablehlo.convert %196 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %198 = stablehlo.cosine %195 : tensor<2x16x1x8xf32>
    %199 = stablehlo.convert %198 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %200 = stablehlo.slice %181 [0:2, 0:16, 0:4, 0:8] : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x8xbf16>
    %201 = stablehlo.slice %181 [0:2, 0:16, 0:4, 8:16] : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x8xbf16>
    %202 = stablehlo.broadcast_in_dim %199, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %203 = stablehlo.multiply %200, %202 : tensor<2x16x4x8xbf16>
    %204 = stablehlo.broadcast_in_dim %197, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %205 = stablehlo.multiply %201, %204 : tensor<2x16x4x8xbf16>
    %206 = stablehlo.subtract %203, %205 : tensor<2x16x4x8xbf16>
    %207 = stablehlo.broadcast_in_dim %199, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %208 = stablehlo.multiply %201, %207 : tensor<2x16x4x8xbf16>
    %209 = stablehlo.broadcast_in_dim %197, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %210 = stablehlo.multiply %200, %209 : tensor<2x16x4x8xbf16>
    %211 = stablehlo.add %208, %210 : tensor<2x16x4x8xbf16>
    %212 = stablehlo.concatenate %206, %211, dim = 3 : (tensor<2x16x4x8xbf16>, tensor<2x16x4x8xbf16>) -> tensor<2x16x4x16xbf16>
    %213 = stablehlo.dot_general %179, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x32xbf16>) -> tensor<2x16x32xbf16>
    %214 = stablehlo.reshape %213 : (tensor<2x16x32xbf16>) -> tensor<2x16x2x16xbf16>
    %215 = stablehlo.iota dim = 0 : tensor<8xf32>
    %216 = stablehlo.negate %215 : tensor<8xf32>
    %cst_27 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %217 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %218 = stablehlo.multiply %216, %217 : tensor<8xf32>
    %cst_28 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %219 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %220 = stablehlo.divide %218, %219 : tensor<8xf32>
    %cst_29 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %221 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %222 = stablehlo.power %221, %220 : tensor<8xf32>
    %223 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %224 = stablehlo.convert %223 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %225 = stablehlo.broadcast_in_dim %222, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %226 = stablehlo.broadcast_in_dim %224, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x8xf32>
    %227 = stablehlo.broadcast_in_dim %225, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x16x1x8xf32>
    %228 = stablehlo.multiply %226, %227 : tensor<2x16x1x8xf32>
    %229 = stablehlo.sine %228 : tensor<2x16x1x8xf32>
    %230 = stablehlo.convert %229 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %231 = stablehlo.cosine %228 : tensor<2x16x1x8xf32>
    %232 = stablehlo.convert %231 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %233 = stablehlo.slice %214 [0:2, 0:16, 0:2, 0:8] : (tensor<2x16x2x16xbf16>) -> tensor<2x16x2x8xbf16>
    %234 = stablehlo.slice %214 [0:2, 0:16, 0:2, 8:16] : (tensor<2x16x2x16xbf16>) -> tensor<2x16x2x8xbf16>
    %235 = stablehlo.broadcast_in_dim %232, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x2x8xbf16>
    %236 = stablehlo.multiply %233, %235 : tensor<2x16x2x8xbf16>
    %237 = stablehlo.broadcast_in_dim %230, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x2x8xbf16>
    %238 = stablehlo.multiply %234, %237 : tensor<2x16x2x8xbf16>
    %239 = stablehlo.subtract %236, %238 : tensor<2x16x2x8xbf16>
    %240 = stablehlo.broadcast_in_dim %232, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x2x8xbf16>
    %241 = stablehlo.multiply %234, %240 : tensor<2x16x2x8xbf16>
    %242 = stablehlo.broadcast_in_dim %230, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x2x8xbf16>
    %243 = stablehlo.multiply %233, %242 : tensor<2x16x2x8xbf16>
    %244 = stablehlo.add %241, %243 : tensor<2x16x2x8xbf16>
    %245 = stablehlo.concatenate %239, %244, dim = 3 : (tensor<2x16x2x8xbf16>, tensor<2x16x2x8xbf16>) -> tensor<2x16x2x16xbf16>
    %246 = stablehlo.dot_general %179, %arg22, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x32xbf16>) -> tensor<2x16x32xbf16>
    %247 = stablehlo.reshape %246 : (tensor<2x16x32xbf16>) -> tensor<2x16x2x16xbf16>
    %248 = stablehlo.broadcast_in_dim %245, dims = [0, 1, 2, 4] : (tensor<2x16x2x16xbf16>) -> tensor<2x16x2x2x16xbf16>
    %249 = stablehlo.reshape %248 : (tensor<2x16x2x2x16xbf16>) -> tensor<2x16x4x16xbf16>
    %250 = stablehlo.broadcast_in_dim %247, dims = [0, 1, 2, 4] : (tensor<2x16x2x16xbf16>) -> tensor<2x16x2x2x16xbf16>
    %251 = stablehlo.reshape %250 : (tensor<2x16x2x2x16xbf16>) -> tensor<2x16x4x16xbf16>
    %252 = stablehlo.dot_general %212, %249, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xbf16>, tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %cst_30 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %253 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<bf16>) -> tensor<2x4x16x16xbf16>
    %254 = stablehlo.multiply %252, %253 : tensor<2x4x16x16xbf16>
    %cst_31 = stablehlo.constant dense<-1.000260e+30> : tensor<bf16>
    %255 = call @_where_0(%4, %254, %cst_31) : (tensor<16x16xi1>, tensor<2x4x16x16xbf16>, tensor<bf16>) -> tensor<2x4x16x16xbf16>
    %cst_32 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %256 = stablehlo.reduce(%255 init: %cst_32) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xbf16>, tensor<bf16>) -> tensor<2x4x16xbf16>
    %cst_33 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %257 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<bf16>) -> tensor<2x4x16xbf16>
    %258 = stablehlo.maximum %257, %256 : tensor<2x4x16xbf16>
    %259 = stablehlo.broadcast_in_dim %258, dims = [0, 1, 2] : (tensor<2x4x16xbf16>) -> tensor<2x4x16x1xbf16>
    %260 = stablehlo.broadcast_in_dim %259, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xbf16>) -> tensor<2x4x16x16xbf16>
    %261 = stablehlo.subtract %255, %260 : tensor<2x4x16x16xbf16>
    %262 = stablehlo.exponential %261 : tensor<2x4x16x16xbf16>
    %263 = stablehlo.convert %262 : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %264 = stablehlo.reduce(%263 init: %cst_34) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %265 = stablehlo.broadcast_in_dim %264, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %266 = stablehlo.convert %265 : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x1xbf16>
    %267 = stablehlo.broadcast_in_dim %266, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xbf16>) -> tensor<2x4x16x16xbf16>
    %268 = stablehlo.divide %262, %267 : tensor<2x4x16x16xbf16>
    %269 = stablehlo.dot_general %251, %268, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xbf16>, tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %270 = stablehlo.transpose %269, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xbf16>) -> tensor<2x16x4x16xbf16>
    %271 = stablehlo.reshape %270 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x64xbf16>
    %272 = stablehlo.dot_general %271, %arg16, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %273 = stablehlo.add %164, %272 : tensor<2x16x64xbf16>
    %274 = stablehlo.convert %273 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %275 = chlo.square %274 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %276 = stablehlo.reduce(%275 init: %cst_35) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %277 = stablehlo.broadcast_in_dim %276, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_36 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %278 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %279 = stablehlo.divide %277, %278 : tensor<2x16x1xf32>
    %cst_37 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %280 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %281 = stablehlo.add %279, %280 : tensor<2x16x1xf32>
    %282 = stablehlo.rsqrt %281 : tensor<2x16x1xf32>
    %283 = stablehlo.broadcast_in_dim %282, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %284 = stablehlo.multiply %274, %283 : tensor<2x16x64xf32>
    %285 = stablehlo.convert %284 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %286 = stablehlo.broadcast_in_dim %arg18, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %287 = stablehlo.broadcast_in_dim %286, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %288 = stablehlo.multiply %285, %287 : tensor<2x16x64xbf16>
    %289 = stablehlo.reshape %288 : (tensor<2x16x64xbf16>) -> tensor<32x64xbf16>
    %290 = stablehlo.dot_general %289, %arg10, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xbf16>, tensor<64x4xbf16>) -> tensor<32x4xbf16>
    %291 = stablehlo.convert %290 : (tensor<32x4xbf16>) -> tensor<32x4xf32>
    %cst_38 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %292 = stablehlo.reduce(%291 init: %cst_38) applies stablehlo.maximum across dimensions = [1] : (tensor<32x4xf32>, tensor<f32>) -> tensor<32xf32>
    %cst_39 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %293 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %294 = stablehlo.maximum %293, %292 : tensor<32xf32>
    %295 = stablehlo.broadcast_in_dim %294, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %296 = stablehlo.broadcast_in_dim %295, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x4xf32>
    %297 = stablehlo.subtract %291, %296 : tensor<32x4xf32>
    %298 = stablehlo.exponential %297 : tensor<32x4xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %299 = stablehlo.reduce(%298 init: %cst_40) applies stablehlo.add across dimensions = [1] : (tensor<32x4xf32>, tensor<f32>) -> tensor<32xf32>
    %300 = stablehlo.broadcast_in_dim %299, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %301 = stablehlo.broadcast_in_dim %300, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x4xf32>
    %302 = stablehlo.divide %298, %301 : tensor<32x4xf32>
    %values_41, %indices_42 = chlo.top_k(%302, k = 2) : tensor<32x4xf32> -> (tensor<32x2xf32>, tensor<32x2xi32>)
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %303 = stablehlo.reduce(%values_41 init: %cst_43) applies stablehlo.add across dimensions = [1] : (tensor<32x2xf32>, tensor<f32>) -> tensor<32xf32>
    %304 = stablehlo.broadcast_in_dim %303, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %305 = stablehlo.broadcast_in_dim %304, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x2xf32>
    %306 = stablehlo.divide %values_41, %305 : tensor<32x2xf32>
    %307 = stablehlo.convert %306 : (tensor<32x2xf32>) -> tensor<32x2xbf16>
    %308 = call @_one_hot(%indices_42) : (tensor<32x2xi32>) -> tensor<32x2x4xbf16>
    %309 = stablehlo.broadcast_in_dim %307, dims = [0, 1] : (tensor<32x2xbf16>) -> tensor<32x2x1xbf16>
    %310 = stablehlo.broadcast_in_dim %309, dims = [0, 1, 2] : (tensor<32x2x1xbf16>) -> tensor<32x2x4xbf16>
    %311 = stablehlo.multiply %308, %310 : tensor<32x2x4xbf16>
    %312 = stablehlo.convert %311 : (tensor<32x2x4xbf16>) -> tensor<32x2x4xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %313 = stablehlo.reduce(%312 init: %cst_44) applies stablehlo.add across dimensions = [1] : (tensor<32x2x4xf32>, tensor<f32>) -> tensor<32x4xf32>
    %314 = stablehlo.convert %313 : (tensor<32x4xf32>) -> tensor<32x4xbf16>
    %315 = stablehlo.dot_general %arg11, %289, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x64x128xbf16>, tensor<32x64xbf16>) -> tensor<4x128x32xbf16>
    %316 = stablehlo.transpose %315, dims = [0, 2, 1] : (tensor<4x128x32xbf16>) -> tensor<4x32x128xbf16>
    %317 = call @silu(%316) : (tensor<4x32x128xbf16>) -> tensor<4x32x128xbf16>
    %318 = stablehlo.dot_general %arg13, %289, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x64x128xbf16>, tensor<32x64xbf16>) -> tensor<4x128x32xbf16>
    %319 = stablehlo.transpose %318, dims = [0, 2, 1] : (tensor<4x128x32xbf16>) -> tensor<4x32x128xbf16>
    %320 = stablehlo.multiply %317, %319 : tensor<4x32x128xbf16>
    %321 = stablehlo.dot_general %320, %arg12, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x32x128xbf16>, tensor<4x128x64xbf16>) -> tensor<4x32x64xbf16>
    %322 = stablehlo.dot_general %321, %314, batching_dims = [1] x [0], contracting_dims = [0] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x32x64xbf16>, tensor<32x4xbf16>) -> tensor<32x64xbf16>
    %323 = stablehlo.reshape %322 : (tensor<32x64xbf16>) -> tensor<2x16x64xbf16>
    %324 = stablehlo.add %273, %323 : tensor<2x16x64xbf16>
    %325 = stablehlo.convert %324 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %326 = chlo.square %325 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %327 = stablehlo.reduce(%326 init: %cst_45) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %328 = stablehlo.broadcast_in_dim %327, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_46 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %329 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %330 = stablehlo.divide %328, %329 : tensor<2x16x1xf32>
    %cst_47 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %331 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %332 = stablehlo.add %330, %331 : tensor<2x16x1xf32>
    %333 = stablehlo.rsqrt %332 : tensor<2x16x1xf32>
    %334 = stablehlo.broadcast_in_dim %333, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %335 = stablehlo.multiply %325, %334 : tensor<2x16x64xf32>
    %336 = stablehlo.convert %335 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %337 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %338 = stablehlo.broadcast_in_dim %337, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %339 = stablehlo.multiply %336, %338 : tensor<2x16x64xbf16>
    %340 = stablehlo.dot_general %339, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x128xbf16>) -> tensor<2x16x128xbf16>
    return %340 : tensor<2x16x128xbf16>
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
  func.func private @_one_hot(%arg0: tensor<32x2xi32>) -> tensor<32x2x4xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<32x2xi32>) -> tensor<32x2x1xi32>
    %1 = stablehlo.iota dim = 2 : tensor<1x1x4xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<32x2x1xi32>) -> tensor<32x2x4xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<1x1x4xi32>) -> tensor<32x2x4xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<32x2x4xi32>, tensor<32x2x4xi32>) -> tensor<32x2x4xi1>
    %5 = stablehlo.convert %4 : (tensor<32x2x4xi1>) -> tensor<32x2x4xbf16>
    return %5 : tensor<32x2x4xbf16>
  }
  func.func private @silu(%arg0: tensor<4x32x128xbf16>) -> tensor<4x32x128xbf16> {
    %0 = stablehlo.negate %arg0 : tensor<4x32x128xbf16>
    %1 = stablehlo.exponential %0 : tensor<4x32x128xbf16>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<4x32x128xbf16>
    %3 = stablehlo.add %2, %1 : tensor<4x32x128xbf16>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<4x32x128xbf16>
    %5 = stablehlo.divide %4, %3 : tensor<4x32x128xbf16>
    %6 = stablehlo.multiply %arg0, %5 : tensor<4x32x128xbf16>
    return %6 : tensor<4x32x128xbf16>
  }
}
