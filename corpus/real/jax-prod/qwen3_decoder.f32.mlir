module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<128x64xf32>, %arg1: tensor<128x64xf32>, %arg2: tensor<128x64xf32>, %arg3: tensor<64x128xf32>, %arg4: tensor<64x128xf32>, %arg5: tensor<64xf32>, %arg6: tensor<64xf32>, %arg7: tensor<16xf32>, %arg8: tensor<16xf32>, %arg9: tensor<64x32xf32>, %arg10: tensor<64x32xf32>, %arg11: tensor<64xf32>, %arg12: tensor<64x64xf32>, %arg13: tensor<64x64xf32>, %arg14: tensor<64xf32>, %arg15: tensor<64xf32>, %arg16: tensor<16xf32>, %arg17: tensor<16xf32>, %arg18: tensor<64x64xf32>, %arg19: tensor<64x64xf32>, %arg20: tensor<64x128xf32>, %arg21: tensor<64x128xf32>, %arg22: tensor<64x32xf32>, %arg23: tensor<64x32xf32>, %arg24: tensor<2x16xi32>) -> (tensor<2x16x128xf32> {jax.result_info = "result"}) {
    %0 = call @_take(%arg2, %arg24) : (tensor<128x64xf32>, tensor<2x16xi32>) -> tensor<2x16x64xf32>
    %1 = stablehlo.iota dim = 0 : tensor<16xi32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<16xi32>) -> tensor<2x16xi32>
    %3 = chlo.square %0 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %7 = stablehlo.divide %5, %6 : tensor<2x16x1xf32>
    %cst_1 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %9 = stablehlo.add %7, %8 : tensor<2x16x1xf32>
    %10 = stablehlo.rsqrt %9 : tensor<2x16x1xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %12 = stablehlo.multiply %0, %11 : tensor<2x16x64xf32>
    %13 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %15 = stablehlo.multiply %12, %14 : tensor<2x16x64xf32>
    %16 = stablehlo.dot_general %15, %arg18, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %17 = stablehlo.reshape %16 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %18 = stablehlo.dot_general %15, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x32xf32>) -> tensor<2x16x32xf32>
    %19 = stablehlo.reshape %18 : (tensor<2x16x32xf32>) -> tensor<2x16x2x16xf32>
    %20 = stablehlo.dot_general %15, %arg22, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x32xf32>) -> tensor<2x16x32xf32>
    %21 = stablehlo.reshape %20 : (tensor<2x16x32xf32>) -> tensor<2x16x2x16xf32>
    %22 = chlo.square %17 : tensor<2x16x4x16xf32> -> tensor<2x16x4x16xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.reduce(%22 init: %cst_2) applies stablehlo.add across dimensions = [3] : (tensor<2x16x4x16xf32>, tensor<f32>) -> tensor<2x16x4xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2] : (tensor<2x16x4xf32>) -> tensor<2x16x4x1xf32>
    %cst_3 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x16x4x1xf32>
    %26 = stablehlo.divide %24, %25 : tensor<2x16x4x1xf32>
    %cst_4 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x16x4x1xf32>
    %28 = stablehlo.add %26, %27 : tensor<2x16x4x1xf32>
    %29 = stablehlo.rsqrt %28 : tensor<2x16x4x1xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 2, 3] : (tensor<2x16x4x1xf32>) -> tensor<2x16x4x16xf32>
    %31 = stablehlo.multiply %17, %30 : tensor<2x16x4x16xf32>
    %32 = stablehlo.broadcast_in_dim %arg16, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<2x16x4x16xf32>
    %34 = stablehlo.multiply %31, %33 : tensor<2x16x4x16xf32>
    %35 = stablehlo.iota dim = 0 : tensor<8xf32>
    %36 = stablehlo.negate %35 : tensor<8xf32>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %38 = stablehlo.multiply %36, %37 : tensor<8xf32>
    %cst_6 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %40 = stablehlo.divide %38, %39 : tensor<8xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+06> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %42 = stablehlo.power %41, %40 : tensor<8xf32>
    %43 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %44 = stablehlo.convert %43 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %45 = stablehlo.broadcast_in_dim %42, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %46 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x8xf32>
    %47 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x16x1x8xf32>
    %48 = stablehlo.multiply %46, %47 : tensor<2x16x1x8xf32>
    %49 = stablehlo.sine %48 : tensor<2x16x1x8xf32>
    %50 = stablehlo.cosine %48 : tensor<2x16x1x8xf32>
    %51 = stablehlo.slice %34 [0:2, 0:16, 0:4, 0:8] : (tensor<2x16x4x16xf32>) -> tensor<2x16x4x8xf32>
    %52 = stablehlo.slice %34 [0:2, 0:16, 0:4, 8:16] : (tensor<2x16x4x16xf32>) -> tensor<2x16x4x8xf32>
    %53 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %54 = stablehlo.multiply %51, %53 : tensor<2x16x4x8xf32>
    %55 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %56 = stablehlo.multiply %52, %55 : tensor<2x16x4x8xf32>
    %57 = stablehlo.subtract %54, %56 : tensor<2x16x4x8xf32>
    %58 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %59 = stablehlo.multiply %52, %58 : tensor<2x16x4x8xf32>
    %60 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %61 = stablehlo.multiply %51, %60 : tensor<2x16x4x8xf32>
    %62 = stablehlo.add %59, %61 : tensor<2x16x4x8xf32>
    %63 = stablehlo.concatenate %57, %62, dim = 3 : (tensor<2x16x4x8xf32>, tensor<2x16x4x8xf32>) -> tensor<2x16x4x16xf32>
    %64 = chlo.square %19 : tensor<2x16x2x16xf32> -> tensor<2x16x2x16xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %65 = stablehlo.reduce(%64 init: %cst_8) applies stablehlo.add across dimensions = [3] : (tensor<2x16x2x16xf32>, tensor<f32>) -> tensor<2x16x2xf32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [0, 1, 2] : (tensor<2x16x2xf32>) -> tensor<2x16x2x1xf32>
    %cst_9 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x16x2x1xf32>
    %68 = stablehlo.divide %66, %67 : tensor<2x16x2x1xf32>
    %cst_10 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2x16x2x1xf32>
    %70 = stablehlo.add %68, %69 : tensor<2x16x2x1xf32>
    %71 = stablehlo.rsqrt %70 : tensor<2x16x2x1xf32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2, 3] : (tensor<2x16x2x1xf32>) -> tensor<2x16x2x16xf32>
    %73 = stablehlo.multiply %19, %72 : tensor<2x16x2x16xf32>
    %74 = stablehlo.broadcast_in_dim %arg7, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %75 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<2x16x2x16xf32>
    %76 = stablehlo.multiply %73, %75 : tensor<2x16x2x16xf32>
    %77 = stablehlo.iota dim = 0 : tensor<8xf32>
    %78 = stablehlo.negate %77 : tensor<8xf32>
    %cst_11 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %80 = stablehlo.multiply %78, %79 : tensor<8xf32>
    %cst_12 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %82 = stablehlo.divide %80, %81 : tensor<8xf32>
    %cst_13 = stablehlo.constant dense<1.000000e+06> : tensor<f32>
    %83 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %84 = stablehlo.power %83, %82 : tensor<8xf32>
    %85 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %86 = stablehlo.convert %85 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %87 = stablehlo.broadcast_in_dim %84, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %88 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x8xf32>
    %89 = stablehlo.broadcast_in_dim %87, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x16x1x8xf32>
    %90 = stablehlo.multiply %88, %89 : tensor<2x16x1x8xf32>
    %91 = stablehlo.sine %90 : tensor<2x16x1x8xf32>
    %92 = stablehlo.cosine %90 : tensor<2x16x1x8xf32>
    %93 = stablehlo.slice %76 [0:2, 0:16, 0:2, 0:8] : (tensor<2x16x2x16xf32>) -> tensor<2x16x2x8xf32>
    %94 = stablehlo.slice %76 [0:2, 0:16, 0:2, 8:16] : (tensor<2x16x2x16xf32>) -> tensor<2x16x2x8xf32>
    %95 = stablehlo.broadcast_in_dim %92, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x2x8xf32>
    %96 = stablehlo.multiply %93, %95 : tensor<2x16x2x8xf32>
    %97 = stablehlo.broadcast_in_dim %91, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x2x8xf32>
    %98 = stablehlo.multiply %94, %97 : tensor<2x16x2x8xf32>
    %99 = stablehlo.subtract %96, %98 : tensor<2x16x2x8xf32>
    %100 = stablehlo.broadcast_in_dim %92, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x2x8xf32>
    %101 = stablehlo.multiply %94, %100 : tensor<2x16x2x8xf32>
    %102 = stablehlo.broadcast_in_dim %91, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x2x8xf32>
    %103 = stablehlo.multiply %93, %102 : tensor<2x16x2x8xf32>
    %104 = stablehlo.add %101, %103 : tensor<2x16x2x8xf32>
    %105 = stablehlo.concatenate %99, %104, dim = 3 : (tensor<2x16x2x8xf32>, tensor<2x16x2x8xf32>) -> tensor<2x16x2x16xf32>
    %106 = stablehlo.broadcast_in_dim %105, dims = [0, 1, 2, 4] : (tensor<2x16x2x16xf32>) -> tensor<2x16x2x2x16xf32>
    %107 = stablehlo.reshape %106 : (tensor<2x16x2x2x16xf32>) -> tensor<2x16x4x16xf32>
    %108 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2, 4] : (tensor<2x16x2x16xf32>) -> tensor<2x16x2x2x16xf32>
    %109 = stablehlo.reshape %108 : (tensor<2x16x2x2x16xf32>) -> tensor<2x16x4x16xf32>
    %110 = stablehlo.dot_general %63, %107, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %cst_14 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %112 = stablehlo.multiply %110, %111 : tensor<2x4x16x16xf32>
    %113 = stablehlo.iota dim = 0 : tensor<16xi32>
    %114 = stablehlo.broadcast_in_dim %113, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %115 = stablehlo.iota dim = 0 : tensor<16xi32>
    %116 = stablehlo.broadcast_in_dim %115, dims = [1] : (tensor<16xi32>) -> tensor<1x16xi32>
    %117 = stablehlo.broadcast_in_dim %116, dims = [0, 1] : (tensor<1x16xi32>) -> tensor<16x16xi32>
    %118 = stablehlo.broadcast_in_dim %114, dims = [0, 1] : (tensor<16x1xi32>) -> tensor<16x16xi32>
    %119 = stablehlo.compare LE, %117, %118, SIGNED : (tensor<16x16xi32>, tensor<16x16xi32>) -> tensor<16x16xi1>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %cst_15 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %120 = call @_where_0(%119, %c, %cst_15) : (tensor<16x16xi1>, tensor<i32>, tensor<f32>) -> tensor<16x16xf32>
    %121 = stablehlo.broadcast_in_dim %120, dims = [2, 3] : (tensor<16x16xf32>) -> tensor<1x1x16x16xf32>
    %122 = stablehlo.broadcast_in_dim %121, dims = [0, 1, 2, 3] : (tensor<1x1x16x16xf32>) -> tensor<2x4x16x16xf32>
    %123 = stablehlo.add %112, %122 : tensor<2x4x16x16xf32>
    %cst_16 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %124 = stablehlo.reduce(%123 init: %cst_16) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %cst_17 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %126 = stablehlo.maximum %125, %124 : tensor<2x4x16xf32>
    %127 = stablehlo.broadcast_in_dim %126, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %128 = stablehlo.broadcast_in_dim %127, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %129 = stablehlo.subtract %123, %128 : tensor<2x4x16x16xf32>
    %130 = stablehlo.exponential %129 : tensor<2x4x16x16xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %131 = stablehlo.reduce(%130 init: %cst_18) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %132 = stablehlo.broadcast_in_dim %131, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %133 = stablehlo.broadcast_in_dim %132, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %134 = stablehlo.divide %130, %133 : tensor<2x4x16x16xf32>
    %135 = stablehlo.dot_general %109, %134, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %136 = stablehlo.transpose %135, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %137 = stablehlo.reshape %136 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %138 = stablehlo.dot_general %137, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %139 = stablehlo.add %0, %138 : tensor<2x16x64xf32>
    %140 = chlo.square %139 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %141 = stablehlo.reduce(%140 init: %cst_19) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %142 = stablehlo.broadcast_in_dim %141, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_20 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %143 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %144 = stablehlo.divide %142, %143 : tensor<2x16x1xf32>
    %cst_21 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %145 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %146 = stablehlo.add %144, %145 : tensor<2x16x1xf32>
    %147 = stablehlo.rsqrt %146 : tensor<2x16x1xf32>
    %148 = stablehlo.broadcast_in_dim %147, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %149 = stablehlo.multiply %139, %148 : tensor<2x16x64xf32>
    %150 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %151 = stablehlo.broadcast_in_dim %150, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %152 = stablehlo.multiply %149, %151 : tensor<2x16x64xf32>
    %153 = stablehlo.dot_general %152, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x128xf32>) -> tensor<2x16x128xf32>
    %154 = call @silu(%153) : (tensor<2x16x128xf32>) -> tensor<2x16x128xf32>
    %155 = stablehlo.dot_general %152, %arg20, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x128xf32>) -> tensor<2x16x128xf32>
    %156 = stablehlo.multiply %154, %155 : tensor<2x16x128xf32>
    %157 = stablehlo.dot_general %156, %arg0, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xf32>, tensor<128x64xf32>) -> tensor<2x16x64xf32>
    %158 = stablehlo.add %139, %157 : tensor<2x16x64xf32>
    %159 = chlo.square %158 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %160 = stablehlo.reduce(%159 init: %cst_22) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %161 = stablehlo.broadcast_in_dim %160, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_23 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %162 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %163 = stablehlo.divide %161, %162 : tensor<2x16x1xf32>
    %cst_24 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %164 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %165 = stablehlo.add %163, %164 : tensor<2x16x1xf32>
    %166 = stablehlo.rsqrt %165 : tensor<2x16x1xf32>
    %167 = stablehlo.broadcast_in_dim %166, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %168 = stablehlo.multiply %158, %167 : tensor<2x16x64xf32>
    %169 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %170 = stablehlo.broadcast_in_dim %169, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %171 = stablehlo.multiply %168, %170 : tensor<2x16x64xf32>
    %172 = stablehlo.dot_general %171, %arg19, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %173 = stablehlo.reshape %172 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %174 = stablehlo.dot_general %171, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x32xf32>) -> tensor<2x16x32xf32>
    %175 = stablehlo.reshape %174 : (tensor<2x16x32xf32>) -> tensor<2x16x2x16xf32>
    %176 = stablehlo.dot_general %171, %arg23, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x32xf32>) -> tensor<2x16x32xf32>
    %177 = stablehlo.reshape %176 : (tensor<2x16x32xf32>) -> tensor<2x16x2x16xf32>
    %178 = chlo.square %173 : tensor<2x16x4x16xf32> -> tensor<2x16x4x16xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %179 = stablehlo.reduce(%178 init: %cst_25) applies stablehlo.add across dimensions = [3] : (tensor<2x16x4x16xf32>, tensor<f32>) -> tensor<2x16x4xf32>
    %180 = stablehlo.broadcast_in_dim %179, dims = [0, 1, 2] : (tensor<2x16x4xf32>) -> tensor<2x16x4x1xf32>
    %cst_26 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %181 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<2x16x4x1xf32>
    %182 = stablehlo.divide %180, %181 : tensor<2x16x4x1xf32>
    %cst_27 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %183 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<2x16x4x1xf32>
    %184 = stablehlo.add %182, %183 : tensor<2x16x4x1xf32>
    %185 = stablehlo.rsqrt %184 : tensor<2x16x4x1xf32>
    %186 = stablehlo.broadcast_in_dim %185, dims = [0, 1, 2, 3] : (tensor<2x16x4x1xf32>) -> tensor<2x16x4x16xf32>
    %187 = stablehlo.multiply %173, %186 : tensor<2x16x4x16xf32>
    %188 = stablehlo.broadcast_in_dim %arg17, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %189 = stablehlo.broadcast_in_dim %188, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<2x16x4x16xf32>
    %190 = stablehlo.multiply %187, %189 : tensor<2x16x4x16xf32>
    %191 = stablehlo.iota dim = 0 : tensor<8xf32>
    %192 = stablehlo.negate %191 : tensor<8xf32>
    %cst_28 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %193 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %194 = stablehlo.multiply %192, %193 : tensor<8xf32>
    %cst_29 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %195 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %196 = stablehlo.divide %194, %195 : tensor<8xf32>
    %cst_30 = stablehlo.constant dense<1.000000e+06> : tensor<f32>
    %197 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %198 = stablehlo.power %197, %196 : tensor<8xf32>
    %199 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %200 = stablehlo.convert %199 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %201 = stablehlo.broadcast_in_dim %198, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %202 = stablehlo.broadcast_in_dim %200, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x8xf32>
    %203 = stablehlo.broadcast_in_dim %201, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x16x1x8xf32>
    %204 = stablehlo.multiply %202, %203 : tensor<2x16x1x8xf32>
    %205 = stablehlo.sine %204 : tensor<2x16x1x8xf32>
    %206 = stablehlo.cosine %204 : tensor<2x16x1x8xf32>
    %207 = stablehlo.slice %190 [0:2, 0:16, 0:4, 0:8] : (tensor<2x16x4x16xf32>) -> tensor<2x16x4x8xf32>
    %208 = stablehlo.slice %190 [0:2, 0:16, 0:4, 8:16] : (tensor<2x16x4x16xf32>) -> tensor<2x16x4x8xf32>
    %209 = stablehlo.broadcast_in_dim %206, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %210 = stablehlo.multiply %207, %209 : tensor<2x16x4x8xf32>
    %211 = stablehlo.broadcast_in_dim %205, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %212 = stablehlo.multiply %208, %211 : tensor<2x16x4x8xf32>
    %213 = stablehlo.subtract %210, %212 : tensor<2x16x4x8xf32>
    %214 = stablehlo.broadcast_in_dim %206, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %215 = stablehlo.multiply %208, %214 : tensor<2x16x4x8xf32>
    %216 = stablehlo.broadcast_in_dim %205, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %217 = stablehlo.multiply %207, %216 : tensor<2x16x4x8xf32>
    %218 = stablehlo.add %215, %217 : tensor<2x16x4x8xf32>
    %219 = stablehlo.concatenate %213, %218, dim = 3 : (tensor<2x16x4x8xf32>, tensor<2x16x4x8xf32>) -> tensor<2x16x4x16xf32>
    %220 = chlo.square %175 : tensor<2x16x2x16xf32> -> tensor<2x16x2x16xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %221 = stablehlo.reduce(%220 init: %cst_31) applies stablehlo.add across dimensions = [3] : (tensor<2x16x2x16xf32>, tensor<f32>) -> tensor<2x16x2xf32>
    %222 = stablehlo.broadcast_in_dim %221, dims = [0, 1, 2] : (tensor<2x16x2xf32>) -> tensor<2x16x2x1xf32>
    %cst_32 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %223 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<2x16x2x1xf32>
    %224 = stablehlo.divide %222, %223 : tensor<2x16x2x1xf32>
    %cst_33 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %225 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<2x16x2x1xf32>
    %226 = stablehlo.add %224, %225 : tensor<2x16x2x1xf32>
    %227 = stablehlo.rsqrt %226 : tensor<2x16x2x1xf32>
    %228 = stablehlo.broadcast_in_dim %227, dims = [0, 1, 2, 3] : (tensor<2x16x2x1xf32>) -> tensor<2x16x2x16xf32>
    %229 = stablehlo.multiply %175, %228 : tensor<2x16x2x16xf32>
    %230 = stablehlo.broadcast_in_dim %arg8, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %231 = stablehlo.broadcast_in_dim %230, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<2x16x2x16xf32>
    %232 = stablehlo.multiply %229, %231 : tensor<2x16x2x16xf32>
    %233 = stablehlo.iota dim = 0 : tensor<8xf32>
    %234 = stablehlo.negate %233 : tensor<8xf32>
    %cst_34 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %235 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %236 = stablehlo.multiply %234, %235 : tensor<8xf32>
    %cst_35 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %237 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %238 = stablehlo.divide %236, %237 : tensor<8xf32>
    %cst_36 = stablehlo.constant dense<1.000000e+06> : tensor<f32>
    %239 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %240 = stablehlo.power %239, %238 : tensor<8xf32>
    %241 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %242 = stablehlo.convert %241 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %243 = stablehlo.broadcast_in_dim %240, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %244 = stablehlo.broadcast_in_dim %242, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x8xf32>
    %245 = stablehlo.broadcast_in_dim %243, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x16x1x8xf32>
    %246 = stablehlo.multiply %244, %245 : tensor<2x16x1x8xf32>
    %247 = stablehlo.sine %246 : tensor<2x16x1x8xf32>
    %248 = stablehlo.cosine %246 : tensor<2x16x1x8xf32>
    %249 = stablehlo.slice %232 [0:2, 0:16, 0:2, 0:8] : (tensor<2x16x2x16xf32>) -> tensor<2x16x2x8xf32>
    %250 = stablehlo.slice %232 [0:2, 0:16, 0:2, 8:16] : (tensor<2x16x2x16xf32>) -> tensor<2x16x2x8xf32>
    %251 = stablehlo.broadcast_in_dim %248, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x2x8xf32>
    %252 = stablehlo.multiply %249, %251 : tensor<2x16x2x8xf32>
    %253 = stablehlo.broadcast_in_dim %247, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x2x8xf32>
    %254 = stablehlo.multiply %250, %253 : tensor<2x16x2x8xf32>
    %255 = stablehlo.subtract %252, %254 : tensor<2x16x2x8xf32>
    %256 = stablehlo.broadcast_in_dim %248, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x2x8xf32>
    %257 = stablehlo.multiply %250, %256 : tensor<2x16x2x8xf32>
    %258 = stablehlo.broadcast_in_dim %247, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x2x8xf32>
    %259 = stablehlo.multiply %249, %258 : tensor<2x16x2x8xf32>
    %260 = stablehlo.add %257, %259 : tensor<2x16x2x8xf32>
    %261 = stablehlo.concatenate %255, %260, dim = 3 : (tensor<2x16x2x8xf32>, tensor<2x16x2x8xf32>) -> tensor<2x16x2x16xf32>
    %262 = stablehlo.broadcast_in_dim %261, dims = [0, 1, 2, 4] : (tensor<2x16x2x16xf32>) -> tensor<2x16x2x2x16xf32>
    %263 = stablehlo.reshape %262 : (tensor<2x16x2x2x16xf32>) -> tensor<2x16x4x16xf32>
    %264 = stablehlo.broadcast_in_dim %177, dims = [0, 1, 2, 4] : (tensor<2x16x2x16xf32>) -> tensor<2x16x2x2x16xf32>
    %265 = stablehlo.reshape %264 : (tensor<2x16x2x2x16xf32>) -> tensor<2x16x4x16xf32>
    %266 = stablehlo.dot_general %219, %263, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %cst_37 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %267 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %268 = stablehlo.multiply %266, %267 : tensor<2x4x16x16xf32>
    %269 = stablehlo.iota dim = 0 : tensor<16xi32>
    %270 = stablehlo.broadcast_in_dim %269, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %271 = stablehlo.iota dim = 0 : tensor<16xi32>
    %272 = stablehlo.broadcast_in_dim %271, dims = [1] : (tensor<16xi32>) -> tensor<1x16xi32>
    %273 = stablehlo.broadcast_in_dim %272, dims = [0, 1] : (tensor<1x16xi32>) -> tensor<16x16xi32>
    %274 = stablehlo.broadcast_in_dim %270, dims = [0, 1] : (tensor<16x1xi32>) -> tensor<16x16xi32>
    %275 = stablehlo.compare LE, %273, %274, SIGNED : (tensor<16x16xi32>, tensor<16x16xi32>) -> tensor<16x16xi1>
    %c_38 = stablehlo.constant dense<0> : tensor<i32>
    %cst_39 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %276 = call @_where_0(%275, %c_38, %cst_39) : (tensor<16x16xi1>, tensor<i32>, tensor<f32>) -> tensor<16x16xf32>
    %277 = stablehlo.broadcast_in_dim %276, dims = [2, 3] : (tensor<16x16xf32>) -> tensor<1x1x16x16xf32>
    %278 = stablehlo.broadcast_in_dim %277, dims = [0, 1, 2, 3] : (tensor<1x1x16x16xf32>) -> tensor<2x4x16x16xf32>
    %279 = stablehlo.add %268, %278 : tensor<2x4x16x16xf32>
    %cst_40 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %280 = stablehlo.reduce(%279 init: %cst_40) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %cst_41 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %281 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %282 = stablehlo.maximum %281, %280 : tensor<2x4x16xf32>
    %283 = stablehlo.broadcast_in_dim %282, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %284 = stablehlo.broadcast_in_dim %283, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %285 = stablehlo.subtract %279, %284 : tensor<2x4x16x16xf32>
    %286 = stablehlo.exponential %285 : tensor<2x4x16x16xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %287 = stablehlo.reduce(%286 init: %cst_42) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %288 = stablehlo.broadcast_in_dim %287, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %289 = stablehlo.broadcast_in_dim %288, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %290 = stablehlo.divide %286, %289 : tensor<2x4x16x16xf32>
    %291 = stablehlo.dot_general %265, %290, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %292 = stablehlo.transpose %291, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %293 = stablehlo.reshape %292 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %294 = stablehlo.dot_general %293, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %295 = stablehlo.add %158, %294 : tensor<2x16x64xf32>
    %296 = chlo.square %295 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %297 = stablehlo.reduce(%296 init: %cst_43) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %298 = stablehlo.broadcast_in_dim %297, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_44 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %299 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %300 = stablehlo.divide %298, %299 : tensor<2x16x1xf32>
    %cst_45 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %301 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %302 = stablehlo.add %300, %301 : tensor<2x16x1xf32>
    %303 = stablehlo.rsqrt %302 : tensor<2x16x1xf32>
    %304 = stablehlo.broadcast_in_dim %303, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %305 = stablehlo.multiply %295, %304 : tensor<2x16x64xf32>
    %306 = stablehlo.broadcast_in_dim %arg15, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %307 = stablehlo.broadcast_in_dim %306, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %308 = stablehlo.multiply %305, %307 : tensor<2x16x64xf32>
    %309 = stablehlo.dot_general %308, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x128xf32>) -> tensor<2x16x128xf32>
    %310 = call @silu(%309) : (tensor<2x16x128xf32>) -> tensor<2x16x128xf32>
    %311 = stablehlo.dot_general %308, %arg21, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x128xf32>) -> tensor<2x16x128xf32>
    %312 = stablehlo.multiply %310, %311 : tensor<2x16x128xf32>
    %313 = stablehlo.dot_general %312, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xf32>, tensor<128x64xf32>) -> tensor<2x16x64xf32>
    %314 = stablehlo.add %295, %313 : tensor<2x16x64xf32>
    %315 = chlo.square %314 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %316 = stablehlo.reduce(%315 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %317 = stablehlo.broadcast_in_dim %316, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_47 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %318 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %319 = stablehlo.divide %317, %318 : tensor<2x16x1xf32>
    %cst_48 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %320 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %321 = stablehlo.add %319, %320 : tensor<2x16x1xf32>
    %322 = stablehlo.rsqrt %321 : tensor<2x16x1xf32>
    %323 = stablehlo.broadcast_in_dim %322, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %324 = stablehlo.multiply %314, %323 : tensor<2x16x64xf32>
    %325 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %326 = stablehlo.broadcast_in_dim %325, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %327 = stablehlo.multiply %324, %326 : tensor<2x16x64xf32>
    %328 = stablehlo.transpose %arg2, dims = [1, 0] : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %329 = stablehlo.dot_general %327, %328, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x128xf32>) -> tensor<2x16x128xf32>
    return %329 : tensor<2x16x128xf32>
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
  func.func private @_where_0(%arg0: tensor<16x16xi1>, %arg1: tensor<i32>, %arg2: tensor<f32>) -> tensor<16x16xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %2 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %3 = stablehlo.select %arg0, %1, %2 : tensor<16x16xi1>, tensor<16x16xf32>
    return %3 : tensor<16x16xf32>
  }
  func.func private @silu(%arg0: tensor<2x16x128xf32>) -> tensor<2x16x128xf32> {
    %0 = stablehlo.negate %arg0 : tensor<2x16x128xf32>
    %1 = stablehlo.exponential %0 : tensor<2x16x128xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %3 = stablehlo.add %2, %1 : tensor<2x16x128xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %5 = stablehlo.divide %4, %3 : tensor<2x16x128xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<2x16x128xf32>
    return %6 : tensor<2x16x128xf32>
  }
}
