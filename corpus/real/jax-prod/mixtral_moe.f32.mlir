module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<128x64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64xf32>, %arg3: tensor<64x32xf32>, %arg4: tensor<64x32xf32>, %arg5: tensor<64x128xf32>, %arg6: tensor<64x4xf32>, %arg7: tensor<4x64x128xf32>, %arg8: tensor<4x128x64xf32>, %arg9: tensor<4x64x128xf32>, %arg10: tensor<64x4xf32>, %arg11: tensor<4x64x128xf32>, %arg12: tensor<4x128x64xf32>, %arg13: tensor<4x64x128xf32>, %arg14: tensor<64xf32>, %arg15: tensor<64x64xf32>, %arg16: tensor<64x64xf32>, %arg17: tensor<64xf32>, %arg18: tensor<64xf32>, %arg19: tensor<64x64xf32>, %arg20: tensor<64x64xf32>, %arg21: tensor<64x32xf32>, %arg22: tensor<64x32xf32>, %arg23: tensor<2x16xi32>) -> (tensor<2x16x128xf32> {jax.result_info = "result"}) {
    %0 = call @_take(%arg0, %arg23) : (tensor<128x64xf32>, tensor<2x16xi32>) -> tensor<2x16x64xf32>
    %1 = stablehlo.iota dim = 0 : tensor<16xi32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<16xi32>) -> tensor<2x16xi32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<16x16xi1>
    %4 = call @tril(%3) : (tensor<16x16xi1>) -> tensor<16x16xi1>
    %5 = chlo.square %0 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%5 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %9 = stablehlo.divide %7, %8 : tensor<2x16x1xf32>
    %cst_1 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %11 = stablehlo.add %9, %10 : tensor<2x16x1xf32>
    %12 = stablehlo.rsqrt %11 : tensor<2x16x1xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %14 = stablehlo.multiply %0, %13 : tensor<2x16x64xf32>
    %15 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %17 = stablehlo.multiply %14, %16 : tensor<2x16x64xf32>
    %18 = stablehlo.dot_general %17, %arg19, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %19 = stablehlo.reshape %18 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %20 = stablehlo.iota dim = 0 : tensor<8xf32>
    %21 = stablehlo.negate %20 : tensor<8xf32>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %23 = stablehlo.multiply %21, %22 : tensor<8xf32>
    %cst_3 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %25 = stablehlo.divide %23, %24 : tensor<8xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %27 = stablehlo.power %26, %25 : tensor<8xf32>
    %28 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %29 = stablehlo.convert %28 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %30 = stablehlo.broadcast_in_dim %27, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %31 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x8xf32>
    %32 = stablehlo.broadcast_in_dim %30, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x16x1x8xf32>
    %33 = stablehlo.multiply %31, %32 : tensor<2x16x1x8xf32>
    %34 = stablehlo.sine %33 : tensor<2x16x1x8xf32>
    %35 = stablehlo.cosine %33 : tensor<2x16x1x8xf32>
    %36 = stablehlo.slice %19 [0:2, 0:16, 0:4, 0:8] : (tensor<2x16x4x16xf32>) -> tensor<2x16x4x8xf32>
    %37 = stablehlo.slice %19 [0:2, 0:16, 0:4, 8:16] : (tensor<2x16x4x16xf32>) -> tensor<2x16x4x8xf32>
    %38 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %39 = stablehlo.multiply %36, %38 : tensor<2x16x4x8xf32>
    %40 = stablehlo.broadcast_in_dim %34, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %41 = stablehlo.multiply %37, %40 : tensor<2x16x4x8xf32>
    %42 = stablehlo.subtract %39, %41 : tensor<2x16x4x8xf32>
    %43 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %44 = stablehlo.multiply %37, %43 : tensor<2x16x4x8xf32>
    %45 = stablehlo.broadcast_in_dim %34, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %46 = stablehlo.multiply %36, %45 : tensor<2x16x4x8xf32>
    %47 = stablehlo.add %44, %46 : tensor<2x16x4x8xf32>
    %48 = stablehlo.concatenate %42, %47, dim = 3 : (tensor<2x16x4x8xf32>, tensor<2x16x4x8xf32>) -> tensor<2x16x4x16xf32>
    %49 = stablehlo.dot_general %17, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x32xf32>) -> tensor<2x16x32xf32>
    %50 = stablehlo.reshape %49 : (tensor<2x16x32xf32>) -> tensor<2x16x2x16xf32>
    %51 = stablehlo.iota dim = 0 : tensor<8xf32>
    %52 = stablehlo.negate %51 : tensor<8xf32>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %54 = stablehlo.multiply %52, %53 : tensor<8xf32>
    %cst_6 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %56 = stablehlo.divide %54, %55 : tensor<8xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %58 = stablehlo.power %57, %56 : tensor<8xf32>
    %59 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %60 = stablehlo.convert %59 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %61 = stablehlo.broadcast_in_dim %58, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %62 = stablehlo.broadcast_in_dim %60, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x8xf32>
    %63 = stablehlo.broadcast_in_dim %61, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x16x1x8xf32>
    %64 = stablehlo.multiply %62, %63 : tensor<2x16x1x8xf32>
    %65 = stablehlo.sine %64 : tensor<2x16x1x8xf32>
    %66 = stablehlo.cosine %64 : tensor<2x16x1x8xf32>
    %67 = stablehlo.slice %50 [0:2, 0:16, 0:2, 0:8] : (tensor<2x16x2x16xf32>) -> tensor<2x16x2x8xf32>
    %68 = stablehlo.slice %50 [0:2, 0:16, 0:2, 8:16] : (tensor<2x16x2x16xf32>) -> tensor<2x16x2x8xf32>
    %69 = stablehlo.broadcast_in_dim %66, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x2x8xf32>
    %70 = stablehlo.multiply %67, %69 : tensor<2x16x2x8xf32>
    %71 = stablehlo.broadcast_in_dim %65, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x2x8xf32>
    %72 = stablehlo.multiply %68, %71 : tensor<2x16x2x8xf32>
    %73 = stablehlo.subtract %70, %72 : tensor<2x16x2x8xf32>
    %74 = stablehlo.broadcast_in_dim %66, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x2x8xf32>
    %75 = stablehlo.multiply %68, %74 : tensor<2x16x2x8xf32>
    %76 = stablehlo.broadcast_in_dim %65, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x2x8xf32>
    %77 = stablehlo.multiply %67, %76 : tensor<2x16x2x8xf32>
    %78 = stablehlo.add %75, %77 : tensor<2x16x2x8xf32>
    %79 = stablehlo.concatenate %73, %78, dim = 3 : (tensor<2x16x2x8xf32>, tensor<2x16x2x8xf32>) -> tensor<2x16x2x16xf32>
    %80 = stablehlo.dot_general %17, %arg21, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x32xf32>) -> tensor<2x16x32xf32>
    %81 = stablehlo.reshape %80 : (tensor<2x16x32xf32>) -> tensor<2x16x2x16xf32>
    %82 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2, 4] : (tensor<2x16x2x16xf32>) -> tensor<2x16x2x2x16xf32>
    %83 = stablehlo.reshape %82 : (tensor<2x16x2x2x16xf32>) -> tensor<2x16x4x16xf32>
    %84 = stablehlo.broadcast_in_dim %81, dims = [0, 1, 2, 4] : (tensor<2x16x2x16xf32>) -> tensor<2x16x2x2x16xf32>
    %85 = stablehlo.reshape %84 : (tensor<2x16x2x2x16xf32>) -> tensor<2x16x4x16xf32>
    %86 = stablehlo.dot_general %48, %83, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %cst_8 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %88 = stablehlo.multiply %86, %87 : tensor<2x4x16x16xf32>
    %cst_9 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %89 = call @_where_0(%4, %88, %cst_9) : (tensor<16x16xi1>, tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16x16xf32>
    %cst_10 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %90 = stablehlo.reduce(%89 init: %cst_10) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %cst_11 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %92 = stablehlo.maximum %91, %90 : tensor<2x4x16xf32>
    %93 = stablehlo.broadcast_in_dim %92, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %95 = stablehlo.subtract %89, %94 : tensor<2x4x16x16xf32>
    %96 = stablehlo.exponential %95 : tensor<2x4x16x16xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %97 = stablehlo.reduce(%96 init: %cst_12) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %98 = stablehlo.broadcast_in_dim %97, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %99 = stablehlo.broadcast_in_dim %98, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %100 = stablehlo.divide %96, %99 : tensor<2x4x16x16xf32>
    %101 = stablehlo.dot_general %85, %100, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %102 = stablehlo.transpose %101, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %103 = stablehlo.reshape %102 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %104 = stablehlo.dot_general %103, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %105 = stablehlo.add %0, %104 : tensor<2x16x64xf32>
    %106 = chlo.square %105 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %107 = stablehlo.reduce(%106 init: %cst_13) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %108 = stablehlo.broadcast_in_dim %107, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_14 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %109 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %110 = stablehlo.divide %108, %109 : tensor<2x16x1xf32>
    %cst_15 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %112 = stablehlo.add %110, %111 : tensor<2x16x1xf32>
    %113 = stablehlo.rsqrt %112 : tensor<2x16x1xf32>
    %114 = stablehlo.broadcast_in_dim %113, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %115 = stablehlo.multiply %105, %114 : tensor<2x16x64xf32>
    %116 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %117 = stablehlo.broadcast_in_dim %116, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %118 = stablehlo.multiply %115, %117 : tensor<2x16x64xf32>
    %119 = stablehlo.reshape %118 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %120 = stablehlo.dot_general %119, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x4xf32>) -> tensor<32x4xf32>
    %cst_16 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %121 = stablehlo.reduce(%120 init: %cst_16) applies stablehlo.maximum across dimensions = [1] : (tensor<32x4xf32>, tensor<f32>) -> tensor<32xf32>
    %cst_17 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %122 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %123 = stablehlo.maximum %122, %121 : tensor<32xf32>
    %124 = stablehlo.broadcast_in_dim %123, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %125 = stablehlo.broadcast_in_dim %124, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x4xf32>
    %126 = stablehlo.subtract %120, %125 : tensor<32x4xf32>
    %127 = stablehlo.exponential %126 : tensor<32x4xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %128 = stablehlo.reduce(%127 init: %cst_18) applies stablehlo.add across dimensions = [1] : (tensor<32x4xf32>, tensor<f32>) -> tensor<32xf32>
    %129 = stablehlo.broadcast_in_dim %128, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %130 = stablehlo.broadcast_in_dim %129, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x4xf32>
    %131 = stablehlo.divide %127, %130 : tensor<32x4xf32>
    %values, %indices = chlo.top_k(%131, k = 2) : tensor<32x4xf32> -> (tensor<32x2xf32>, tensor<32x2xi32>)
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %132 = stablehlo.reduce(%values init: %cst_19) applies stablehlo.add across dimensions = [1] : (tensor<32x2xf32>, tensor<f32>) -> tensor<32xf32>
    %133 = stablehlo.broadcast_in_dim %132, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %134 = stablehlo.broadcast_in_dim %133, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x2xf32>
    %135 = stablehlo.divide %values, %134 : tensor<32x2xf32>
    %136 = call @_one_hot(%indices) : (tensor<32x2xi32>) -> tensor<32x2x4xf32>
    %137 = stablehlo.broadcast_in_dim %135, dims = [0, 1] : (tensor<32x2xf32>) -> tensor<32x2x1xf32>
    %138 = stablehlo.broadcast_in_dim %137, dims = [0, 1, 2] : (tensor<32x2x1xf32>) -> tensor<32x2x4xf32>
    %139 = stablehlo.multiply %136, %138 : tensor<32x2x4xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %140 = stablehlo.reduce(%139 init: %cst_20) applies stablehlo.add across dimensions = [1] : (tensor<32x2x4xf32>, tensor<f32>) -> tensor<32x4xf32>
    %141 = stablehlo.dot_general %arg7, %119, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x64x128xf32>, tensor<32x64xf32>) -> tensor<4x128x32xf32>
    %142 = stablehlo.transpose %141, dims = [0, 2, 1] : (tensor<4x128x32xf32>) -> tensor<4x32x128xf32>
    %143 = call @silu(%142) : (tensor<4x32x128xf32>) -> tensor<4x32x128xf32>
    %144 = stablehlo.dot_general %arg9, %119, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x64x128xf32>, tensor<32x64xf32>) -> tensor<4x128x32xf32>
    %145 = stablehlo.transpose %144, dims = [0, 2, 1] : (tensor<4x128x32xf32>) -> tensor<4x32x128xf32>
    %146 = stablehlo.multiply %143, %145 : tensor<4x32x128xf32>
    %147 = stablehlo.dot_general %146, %arg8, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x32x128xf32>, tensor<4x128x64xf32>) -> tensor<4x32x64xf32>
    %148 = stablehlo.dot_general %147, %140, batching_dims = [1] x [0], contracting_dims = [0] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x32x64xf32>, tensor<32x4xf32>) -> tensor<32x64xf32>
    %149 = stablehlo.reshape %148 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %150 = stablehlo.add %105, %149 : tensor<2x16x64xf32>
    %151 = chlo.square %150 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %152 = stablehlo.reduce(%151 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %153 = stablehlo.broadcast_in_dim %152, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_22 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %154 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %155 = stablehlo.divide %153, %154 : tensor<2x16x1xf32>
    %cst_23 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %156 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %157 = stablehlo.add %155, %156 : tensor<2x16x1xf32>
    %158 = stablehlo.rsqrt %157 : tensor<2x16x1xf32>
    %159 = stablehlo.broadcast_in_dim %158, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %160 = stablehlo.multiply %150, %159 : tensor<2x16x64xf32>
    %161 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %162 = stablehlo.broadcast_in_dim %161, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %163 = stablehlo.multiply %160, %162 : tensor<2x16x64xf32>
    %164 = stablehlo.dot_general %163, %arg20, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %165 = stablehlo.reshape %164 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %166 = stablehlo.iota dim = 0 : tensor<8xf32>
    %167 = stablehlo.negate %166 : tensor<8xf32>
    %cst_24 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %168 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %169 = stablehlo.multiply %167, %168 : tensor<8xf32>
    %cst_25 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %170 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %171 = stablehlo.divide %169, %170 : tensor<8xf32>
    %cst_26 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %172 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %173 = stablehlo.power %172, %171 : tensor<8xf32>
    %174 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %175 = stablehlo.convert %174 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %176 = stablehlo.broadcast_in_dim %173, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %177 = stablehlo.broadcast_in_dim %175, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x8xf32>
    %178 = stablehlo.broadcast_in_dim %176, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x16x1x8xf32>
    %179 = stablehlo.multiply %177, %178 : tensor<2x16x1x8xf32>
    %180 = stablehlo.sine %179 : tensor<2x16x1x8xf32>
    %181 = stablehlo.cosine %179 : tensor<2x16x1x8xf32>
    %182 = stablehlo.slice %165 [0:2, 0:16, 0:4, 0:8] : (tensor<2x16x4x16xf32>) -> tensor<2x16x4x8xf32>
    %183 = stablehlo.slice %165 [0:2, 0:16, 0:4, 8:16] : (tensor<2x16x4x16xf32>) -> tensor<2x16x4x8xf32>
    %184 = stablehlo.broadcast_in_dim %181, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %185 = stablehlo.multiply %182, %184 : tensor<2x16x4x8xf32>
    %186 = stablehlo.broadcast_in_dim %180, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %187 = stablehlo.multiply %183, %186 : tensor<2x16x4x8xf32>
    %188 = stablehlo.subtract %185, %187 : tensor<2x16x4x8xf32>
    %189 = stablehlo.broadcast_in_dim %181, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %190 = stablehlo.multiply %183, %189 : tensor<2x16x4x8xf32>
    %191 = stablehlo.broadcast_in_dim %180, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %192 = stablehlo.multiply %182, %191 : tensor<2x16x4x8xf32>
    %193 = stablehlo.add %190, %192 : tensor<2x16x4x8xf32>
    %194 = stablehlo.concatenate %188, %193, dim = 3 : (tensor<2x16x4x8xf32>, tensor<2x16x4x8xf32>) -> tensor<2x16x4x16xf32>
    %195 = stablehlo.dot_general %163, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x32xf32>) -> tensor<2x16x32xf32>
    %196 = stablehlo.reshape %195 : (tensor<2x16x32xf32>) -> tensor<2x16x2x16xf32>
    %197 = stablehlo.iota dim = 0 : tensor<8xf32>
    %198 = stablehlo.negate %197 : tensor<8xf32>
    %cst_27 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %199 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %200 = stablehlo.multiply %198, %199 : tensor<8xf32>
    %cst_28 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %201 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %202 = stablehlo.divide %200, %201 : tensor<8xf32>
    %cst_29 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %203 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %204 = stablehlo.power %203, %202 : tensor<8xf32>
    %205 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %206 = stablehlo.convert %205 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %207 = stablehlo.broadcast_in_dim %204, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %208 = stablehlo.broadcast_in_dim %206, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x8xf32>
    %209 = stablehlo.broadcast_in_dim %207, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x16x1x8xf32>
    %210 = stablehlo.multiply %208, %209 : tensor<2x16x1x8xf32>
    %211 = stablehlo.sine %210 : tensor<2x16x1x8xf32>
    %212 = stablehlo.cosine %210 : tensor<2x16x1x8xf32>
    %213 = stablehlo.slice %196 [0:2, 0:16, 0:2, 0:8] : (tensor<2x16x2x16xf32>) -> tensor<2x16x2x8xf32>
    %214 = stablehlo.slice %196 [0:2, 0:16, 0:2, 8:16] : (tensor<2x16x2x16xf32>) -> tensor<2x16x2x8xf32>
    %215 = stablehlo.broadcast_in_dim %212, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x2x8xf32>
    %216 = stablehlo.multiply %213, %215 : tensor<2x16x2x8xf32>
    %217 = stablehlo.broadcast_in_dim %211, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x2x8xf32>
    %218 = stablehlo.multiply %214, %217 : tensor<2x16x2x8xf32>
    %219 = stablehlo.subtract %216, %218 : tensor<2x16x2x8xf32>
    %220 = stablehlo.broadcast_in_dim %212, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x2x8xf32>
    %221 = stablehlo.multiply %214, %220 : tensor<2x16x2x8xf32>
    %222 = stablehlo.broadcast_in_dim %211, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x2x8xf32>
    %223 = stablehlo.multiply %213, %222 : tensor<2x16x2x8xf32>
    %224 = stablehlo.add %221, %223 : tensor<2x16x2x8xf32>
    %225 = stablehlo.concatenate %219, %224, dim = 3 : (tensor<2x16x2x8xf32>, tensor<2x16x2x8xf32>) -> tensor<2x16x2x16xf32>
    %226 = stablehlo.dot_general %163, %arg22, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x32xf32>) -> tensor<2x16x32xf32>
    %227 = stablehlo.reshape %226 : (tensor<2x16x32xf32>) -> tensor<2x16x2x16xf32>
    %228 = stablehlo.broadcast_in_dim %225, dims = [0, 1, 2, 4] : (tensor<2x16x2x16xf32>) -> tensor<2x16x2x2x16xf32>
    %229 = stablehlo.reshape %228 : (tensor<2x16x2x2x16xf32>) -> tensor<2x16x4x16xf32>
    %230 = stablehlo.broadcast_in_dim %227, dims = [0, 1, 2, 4] : (tensor<2x16x2x16xf32>) -> tensor<2x16x2x2x16xf32>
    %231 = stablehlo.reshape %230 : (tensor<2x16x2x2x16xf32>) -> tensor<2x16x4x16xf32>
    %232 = stablehlo.dot_general %194, %229, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %cst_30 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %233 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %234 = stablehlo.multiply %232, %233 : tensor<2x4x16x16xf32>
    %cst_31 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %235 = call @_where_0(%4, %234, %cst_31) : (tensor<16x16xi1>, tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16x16xf32>
    %cst_32 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %236 = stablehlo.reduce(%235 init: %cst_32) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %cst_33 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %237 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %238 = stablehlo.maximum %237, %236 : tensor<2x4x16xf32>
    %239 = stablehlo.broadcast_in_dim %238, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %240 = stablehlo.broadcast_in_dim %239, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %241 = stablehlo.subtract %235, %240 : tensor<2x4x16x16xf32>
    %242 = stablehlo.exponential %241 : tensor<2x4x16x16xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %243 = stablehlo.reduce(%242 init: %cst_34) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %244 = stablehlo.broadcast_in_dim %243, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %245 = stablehlo.broadcast_in_dim %244, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %246 = stablehlo.divide %242, %245 : tensor<2x4x16x16xf32>
    %247 = stablehlo.dot_general %231, %246, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %248 = stablehlo.transpose %247, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %249 = stablehlo.reshape %248 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %250 = stablehlo.dot_general %249, %arg16, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %251 = stablehlo.add %150, %250 : tensor<2x16x64xf32>
    %252 = chlo.square %251 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %253 = stablehlo.reduce(%252 init: %cst_35) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %254 = stablehlo.broadcast_in_dim %253, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_36 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %255 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %256 = stablehlo.divide %254, %255 : tensor<2x16x1xf32>
    %cst_37 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %257 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %258 = stablehlo.add %256, %257 : tensor<2x16x1xf32>
    %259 = stablehlo.rsqrt %258 : tensor<2x16x1xf32>
    %260 = stablehlo.broadcast_in_dim %259, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %261 = stablehlo.multiply %251, %260 : tensor<2x16x64xf32>
    %262 = stablehlo.broadcast_in_dim %arg18, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %263 = stablehlo.broadcast_in_dim %262, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %264 = stablehlo.multiply %261, %263 : tensor<2x16x64xf32>
    %265 = stablehlo.reshape %264 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %266 = stablehlo.dot_general %265, %arg10, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x4xf32>) -> tensor<32x4xf32>
    %cst_38 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %267 = stablehlo.reduce(%266 init: %cst_38) applies stablehlo.maximum across dimensions = [1] : (tensor<32x4xf32>, tensor<f32>) -> tensor<32xf32>
    %cst_39 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %268 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %269 = stablehlo.maximum %268, %267 : tensor<32xf32>
    %270 = stablehlo.broadcast_in_dim %269, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %271 = stablehlo.broadcast_in_dim %270, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x4xf32>
    %272 = stablehlo.subtract %266, %271 : tensor<32x4xf32>
    %273 = stablehlo.exponential %272 : tensor<32x4xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %274 = stablehlo.reduce(%273 init: %cst_40) applies stablehlo.add across dimensions = [1] : (tensor<32x4xf32>, tensor<f32>) -> tensor<32xf32>
    %275 = stablehlo.broadcast_in_dim %274, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %276 = stablehlo.broadcast_in_dim %275, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x4xf32>
    %277 = stablehlo.divide %273, %276 : tensor<32x4xf32>
    %values_41, %indices_42 = chlo.top_k(%277, k = 2) : tensor<32x4xf32> -> (tensor<32x2xf32>, tensor<32x2xi32>)
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %278 = stablehlo.reduce(%values_41 init: %cst_43) applies stablehlo.add across dimensions = [1] : (tensor<32x2xf32>, tensor<f32>) -> tensor<32xf32>
    %279 = stablehlo.broadcast_in_dim %278, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %280 = stablehlo.broadcast_in_dim %279, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x2xf32>
    %281 = stablehlo.divide %values_41, %280 : tensor<32x2xf32>
    %282 = call @_one_hot(%indices_42) : (tensor<32x2xi32>) -> tensor<32x2x4xf32>
    %283 = stablehlo.broadcast_in_dim %281, dims = [0, 1] : (tensor<32x2xf32>) -> tensor<32x2x1xf32>
    %284 = stablehlo.broadcast_in_dim %283, dims = [0, 1, 2] : (tensor<32x2x1xf32>) -> tensor<32x2x4xf32>
    %285 = stablehlo.multiply %282, %284 : tensor<32x2x4xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %286 = stablehlo.reduce(%285 init: %cst_44) applies stablehlo.add across dimensions = [1] : (tensor<32x2x4xf32>, tensor<f32>) -> tensor<32x4xf32>
    %287 = stablehlo.dot_general %arg11, %265, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x64x128xf32>, tensor<32x64xf32>) -> tensor<4x128x32xf32>
    %288 = stablehlo.transpose %287, dims = [0, 2, 1] : (tensor<4x128x32xf32>) -> tensor<4x32x128xf32>
    %289 = call @silu(%288) : (tensor<4x32x128xf32>) -> tensor<4x32x128xf32>
    %290 = stablehlo.dot_general %arg13, %265, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x64x128xf32>, tensor<32x64xf32>) -> tensor<4x128x32xf32>
    %291 = stablehlo.transpose %290, dims = [0, 2, 1] : (tensor<4x128x32xf32>) -> tensor<4x32x128xf32>
    %292 = stablehlo.multiply %289, %291 : tensor<4x32x128xf32>
    %293 = stablehlo.dot_general %292, %arg12, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x32x128xf32>, tensor<4x128x64xf32>) -> tensor<4x32x64xf32>
    %294 = stablehlo.dot_general %293, %286, batching_dims = [1] x [0], contracting_dims = [0] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x32x64xf32>, tensor<32x4xf32>) -> tensor<32x64xf32>
    %295 = stablehlo.reshape %294 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %296 = stablehlo.add %251, %295 : tensor<2x16x64xf32>
    %297 = chlo.square %296 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %298 = stablehlo.reduce(%297 init: %cst_45) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %299 = stablehlo.broadcast_in_dim %298, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_46 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %300 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %301 = stablehlo.divide %299, %300 : tensor<2x16x1xf32>
    %cst_47 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %302 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %303 = stablehlo.add %301, %302 : tensor<2x16x1xf32>
    %304 = stablehlo.rsqrt %303 : tensor<2x16x1xf32>
    %305 = stablehlo.broadcast_in_dim %304, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %306 = stablehlo.multiply %296, %305 : tensor<2x16x64xf32>
    %307 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %308 = stablehlo.broadcast_in_dim %307, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %309 = stablehlo.multiply %306, %308 : tensor<2x16x64xf32>
    %310 = stablehlo.dot_general %309, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x128xf32>) -> tensor<2x16x128xf32>
    return %310 : tensor<2x16x128xf32>
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
  func.func private @_one_hot(%arg0: tensor<32x2xi32>) -> tensor<32x2x4xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<32x2xi32>) -> tensor<32x2x1xi32>
    %1 = stablehlo.iota dim = 2 : tensor<1x1x4xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<32x2x1xi32>) -> tensor<32x2x4xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<1x1x4xi32>) -> tensor<32x2x4xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<32x2x4xi32>, tensor<32x2x4xi32>) -> tensor<32x2x4xi1>
    %5 = stablehlo.convert %4 : (tensor<32x2x4xi1>) -> tensor<32x2x4xf32>
    return %5 : tensor<32x2x4xf32>
  }
  func.func private @silu(%arg0: tensor<4x32x128xf32>) -> tensor<4x32x128xf32> {
    %0 = stablehlo.negate %arg0 : tensor<4x32x128xf32>
    %1 = stablehlo.exponential %0 : tensor<4x32x128xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %3 = stablehlo.add %2, %1 : tensor<4x32x128xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %5 = stablehlo.divide %4, %3 : tensor<4x32x128xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<4x32x128xf32>
    return %6 : tensor<4x32x128xf32>
  }
}
