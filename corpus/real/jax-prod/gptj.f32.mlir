module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<128xf32>, %arg1: tensor<64x128xf32>, %arg2: tensor<128xf32>, %arg3: tensor<64x128xf32>, %arg4: tensor<64xf32>, %arg5: tensor<128x64xf32>, %arg6: tensor<64xf32>, %arg7: tensor<128x64xf32>, %arg8: tensor<64x64xf32>, %arg9: tensor<64x64xf32>, %arg10: tensor<128xf32>, %arg11: tensor<64x128xf32>, %arg12: tensor<64xf32>, %arg13: tensor<64xf32>, %arg14: tensor<64xf32>, %arg15: tensor<64xf32>, %arg16: tensor<64xf32>, %arg17: tensor<64xf32>, %arg18: tensor<64x64xf32>, %arg19: tensor<64x64xf32>, %arg20: tensor<64x64xf32>, %arg21: tensor<64x64xf32>, %arg22: tensor<64x64xf32>, %arg23: tensor<64x64xf32>, %arg24: tensor<128x64xf32>, %arg25: tensor<2x16xi32>) -> (tensor<2x16x128xf32> {jax.result_info = "result"}) {
    %0 = call @_take(%arg24, %arg25) : (tensor<128x64xf32>, tensor<2x16xi32>) -> tensor<2x16x64xf32>
    %1 = stablehlo.iota dim = 0 : tensor<16xi32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<16xi32>) -> tensor<2x16xi32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<16x16xi1>
    %4 = call @tril(%3) : (tensor<16x16xi1>) -> tensor<16x16xi1>
    %5 = chlo.square %0 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %8 = stablehlo.divide %6, %7 : tensor<2x16xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%5 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_2 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %11 = stablehlo.divide %9, %10 : tensor<2x16xf32>
    %12 = chlo.square %8 : tensor<2x16xf32> -> tensor<2x16xf32>
    %13 = stablehlo.subtract %11, %12 : tensor<2x16xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %15 = stablehlo.maximum %14, %13 : tensor<2x16xf32>
    %16 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %17 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %18 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %19 = stablehlo.subtract %0, %18 : tensor<2x16x64xf32>
    %cst_4 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %21 = stablehlo.add %17, %20 : tensor<2x16x1xf32>
    %22 = stablehlo.rsqrt %21 : tensor<2x16x1xf32>
    %23 = stablehlo.reshape %arg13 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %25 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %26 = stablehlo.multiply %24, %25 : tensor<2x16x64xf32>
    %27 = stablehlo.multiply %19, %26 : tensor<2x16x64xf32>
    %28 = stablehlo.reshape %arg12 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %30 = stablehlo.add %27, %29 : tensor<2x16x64xf32>
    %31 = stablehlo.dot_general %30, %arg20, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %32 = stablehlo.reshape %31 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %33 = stablehlo.iota dim = 0 : tensor<4xf32>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %35 = stablehlo.multiply %34, %33 : tensor<4xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %37 = stablehlo.add %36, %35 : tensor<4xf32>
    %cst_7 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %39 = stablehlo.divide %37, %38 : tensor<4xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %41 = stablehlo.power %40, %39 : tensor<4xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %43 = stablehlo.divide %42, %41 : tensor<4xf32>
    %44 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %45 = stablehlo.convert %44 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %46 = stablehlo.broadcast_in_dim %43, dims = [3] : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %47 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x4xf32>
    %48 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xf32>) -> tensor<2x16x1x4xf32>
    %49 = stablehlo.multiply %47, %48 : tensor<2x16x1x4xf32>
    %50 = stablehlo.sine %49 : tensor<2x16x1x4xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2, 3] : (tensor<2x16x1x4xf32>) -> tensor<2x16x1x4x2xf32>
    %52 = stablehlo.reshape %51 : (tensor<2x16x1x4x2xf32>) -> tensor<2x16x1x8xf32>
    %53 = stablehlo.cosine %49 : tensor<2x16x1x4xf32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 2, 3] : (tensor<2x16x1x4xf32>) -> tensor<2x16x1x4x2xf32>
    %55 = stablehlo.reshape %54 : (tensor<2x16x1x4x2xf32>) -> tensor<2x16x1x8xf32>
    %56 = stablehlo.slice %32 [0:2, 0:16, 0:4, 0:8] : (tensor<2x16x4x16xf32>) -> tensor<2x16x4x8xf32>
    %57 = stablehlo.slice %32 [0:2, 0:16, 0:4, 8:16] : (tensor<2x16x4x16xf32>) -> tensor<2x16x4x8xf32>
    %58 = stablehlo.broadcast_in_dim %55, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %59 = stablehlo.multiply %56, %58 : tensor<2x16x4x8xf32>
    %60 = stablehlo.slice %56 [0:2, 0:16, 0:4, 1:8:2] : (tensor<2x16x4x8xf32>) -> tensor<2x16x4x4xf32>
    %61 = stablehlo.negate %60 : tensor<2x16x4x4xf32>
    %62 = stablehlo.slice %56 [0:2, 0:16, 0:4, 0:8:2] : (tensor<2x16x4x8xf32>) -> tensor<2x16x4x4xf32>
    %63 = stablehlo.broadcast_in_dim %61, dims = [0, 1, 2, 3] : (tensor<2x16x4x4xf32>) -> tensor<2x16x4x4x1xf32>
    %64 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2, 3] : (tensor<2x16x4x4xf32>) -> tensor<2x16x4x4x1xf32>
    %65 = stablehlo.concatenate %63, %64, dim = 4 : (tensor<2x16x4x4x1xf32>, tensor<2x16x4x4x1xf32>) -> tensor<2x16x4x4x2xf32>
    %66 = stablehlo.reshape %65 : (tensor<2x16x4x4x2xf32>) -> tensor<2x16x4x8xf32>
    %67 = stablehlo.broadcast_in_dim %52, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %68 = stablehlo.multiply %66, %67 : tensor<2x16x4x8xf32>
    %69 = stablehlo.add %59, %68 : tensor<2x16x4x8xf32>
    %70 = stablehlo.concatenate %69, %57, dim = 3 : (tensor<2x16x4x8xf32>, tensor<2x16x4x8xf32>) -> tensor<2x16x4x16xf32>
    %71 = stablehlo.dot_general %30, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %72 = stablehlo.reshape %71 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %73 = stablehlo.iota dim = 0 : tensor<4xf32>
    %cst_10 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %75 = stablehlo.multiply %74, %73 : tensor<4xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %77 = stablehlo.add %76, %75 : tensor<4xf32>
    %cst_12 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %79 = stablehlo.divide %77, %78 : tensor<4xf32>
    %cst_13 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %81 = stablehlo.power %80, %79 : tensor<4xf32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %83 = stablehlo.divide %82, %81 : tensor<4xf32>
    %84 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %85 = stablehlo.convert %84 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %86 = stablehlo.broadcast_in_dim %83, dims = [3] : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %87 = stablehlo.broadcast_in_dim %85, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x4xf32>
    %88 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xf32>) -> tensor<2x16x1x4xf32>
    %89 = stablehlo.multiply %87, %88 : tensor<2x16x1x4xf32>
    %90 = stablehlo.sine %89 : tensor<2x16x1x4xf32>
    %91 = stablehlo.broadcast_in_dim %90, dims = [0, 1, 2, 3] : (tensor<2x16x1x4xf32>) -> tensor<2x16x1x4x2xf32>
    %92 = stablehlo.reshape %91 : (tensor<2x16x1x4x2xf32>) -> tensor<2x16x1x8xf32>
    %93 = stablehlo.cosine %89 : tensor<2x16x1x4xf32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2, 3] : (tensor<2x16x1x4xf32>) -> tensor<2x16x1x4x2xf32>
    %95 = stablehlo.reshape %94 : (tensor<2x16x1x4x2xf32>) -> tensor<2x16x1x8xf32>
    %96 = stablehlo.slice %72 [0:2, 0:16, 0:4, 0:8] : (tensor<2x16x4x16xf32>) -> tensor<2x16x4x8xf32>
    %97 = stablehlo.slice %72 [0:2, 0:16, 0:4, 8:16] : (tensor<2x16x4x16xf32>) -> tensor<2x16x4x8xf32>
    %98 = stablehlo.broadcast_in_dim %95, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %99 = stablehlo.multiply %96, %98 : tensor<2x16x4x8xf32>
    %100 = stablehlo.slice %96 [0:2, 0:16, 0:4, 1:8:2] : (tensor<2x16x4x8xf32>) -> tensor<2x16x4x4xf32>
    %101 = stablehlo.negate %100 : tensor<2x16x4x4xf32>
    %102 = stablehlo.slice %96 [0:2, 0:16, 0:4, 0:8:2] : (tensor<2x16x4x8xf32>) -> tensor<2x16x4x4xf32>
    %103 = stablehlo.broadcast_in_dim %101, dims = [0, 1, 2, 3] : (tensor<2x16x4x4xf32>) -> tensor<2x16x4x4x1xf32>
    %104 = stablehlo.broadcast_in_dim %102, dims = [0, 1, 2, 3] : (tensor<2x16x4x4xf32>) -> tensor<2x16x4x4x1xf32>
    %105 = stablehlo.concatenate %103, %104, dim = 4 : (tensor<2x16x4x4x1xf32>, tensor<2x16x4x4x1xf32>) -> tensor<2x16x4x4x2xf32>
    %106 = stablehlo.reshape %105 : (tensor<2x16x4x4x2xf32>) -> tensor<2x16x4x8xf32>
    %107 = stablehlo.broadcast_in_dim %92, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %108 = stablehlo.multiply %106, %107 : tensor<2x16x4x8xf32>
    %109 = stablehlo.add %99, %108 : tensor<2x16x4x8xf32>
    %110 = stablehlo.concatenate %109, %97, dim = 3 : (tensor<2x16x4x8xf32>, tensor<2x16x4x8xf32>) -> tensor<2x16x4x16xf32>
    %111 = stablehlo.dot_general %30, %arg22, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %112 = stablehlo.reshape %111 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %113 = stablehlo.dot_general %70, %110, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %cst_15 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %114 = call @_where_0(%4, %113, %cst_15) : (tensor<16x16xi1>, tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16x16xf32>
    %cst_16 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %115 = stablehlo.sqrt %cst_16 : tensor<f32>
    %116 = stablehlo.broadcast_in_dim %115, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %117 = stablehlo.divide %114, %116 : tensor<2x4x16x16xf32>
    %cst_17 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %118 = stablehlo.reduce(%117 init: %cst_17) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %cst_18 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %119 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %120 = stablehlo.maximum %119, %118 : tensor<2x4x16xf32>
    %121 = stablehlo.broadcast_in_dim %120, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %122 = stablehlo.broadcast_in_dim %121, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %123 = stablehlo.subtract %117, %122 : tensor<2x4x16x16xf32>
    %124 = stablehlo.exponential %123 : tensor<2x4x16x16xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %125 = stablehlo.reduce(%124 init: %cst_19) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %126 = stablehlo.broadcast_in_dim %125, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %127 = stablehlo.broadcast_in_dim %126, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %128 = stablehlo.divide %124, %127 : tensor<2x4x16x16xf32>
    %129 = stablehlo.dot_general %112, %128, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %130 = stablehlo.transpose %129, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %131 = stablehlo.reshape %130 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %132 = stablehlo.dot_general %131, %arg18, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %133 = stablehlo.dot_general %30, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x128xf32>) -> tensor<2x16x128xf32>
    %134 = stablehlo.reshape %arg0 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %135 = stablehlo.broadcast_in_dim %134, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<2x16x128xf32>
    %136 = stablehlo.add %133, %135 : tensor<2x16x128xf32>
    %cst_20 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %137 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %138 = stablehlo.multiply %137, %136 : tensor<2x16x128xf32>
    %cst_21 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %139 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %140 = stablehlo.power %136, %139 : tensor<2x16x128xf32>
    %cst_22 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %141 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %142 = stablehlo.multiply %141, %140 : tensor<2x16x128xf32>
    %143 = stablehlo.add %136, %142 : tensor<2x16x128xf32>
    %cst_23 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %144 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %145 = stablehlo.multiply %144, %143 : tensor<2x16x128xf32>
    %146 = stablehlo.tanh %145 : tensor<2x16x128xf32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %147 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %148 = stablehlo.add %147, %146 : tensor<2x16x128xf32>
    %149 = stablehlo.multiply %138, %148 : tensor<2x16x128xf32>
    %150 = stablehlo.add %0, %132 : tensor<2x16x64xf32>
    %151 = stablehlo.dot_general %149, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xf32>, tensor<128x64xf32>) -> tensor<2x16x64xf32>
    %152 = stablehlo.reshape %arg4 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %153 = stablehlo.broadcast_in_dim %152, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %154 = stablehlo.add %151, %153 : tensor<2x16x64xf32>
    %155 = stablehlo.add %150, %154 : tensor<2x16x64xf32>
    %156 = chlo.square %155 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %157 = stablehlo.reduce(%155 init: %cst_25) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_26 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %158 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %159 = stablehlo.divide %157, %158 : tensor<2x16xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %160 = stablehlo.reduce(%156 init: %cst_27) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_28 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %161 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %162 = stablehlo.divide %160, %161 : tensor<2x16xf32>
    %163 = chlo.square %159 : tensor<2x16xf32> -> tensor<2x16xf32>
    %164 = stablehlo.subtract %162, %163 : tensor<2x16xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %165 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %166 = stablehlo.maximum %165, %164 : tensor<2x16xf32>
    %167 = stablehlo.broadcast_in_dim %159, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %168 = stablehlo.broadcast_in_dim %166, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %169 = stablehlo.broadcast_in_dim %167, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %170 = stablehlo.subtract %155, %169 : tensor<2x16x64xf32>
    %cst_30 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %171 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %172 = stablehlo.add %168, %171 : tensor<2x16x1xf32>
    %173 = stablehlo.rsqrt %172 : tensor<2x16x1xf32>
    %174 = stablehlo.reshape %arg15 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %175 = stablehlo.broadcast_in_dim %173, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %176 = stablehlo.broadcast_in_dim %174, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %177 = stablehlo.multiply %175, %176 : tensor<2x16x64xf32>
    %178 = stablehlo.multiply %170, %177 : tensor<2x16x64xf32>
    %179 = stablehlo.reshape %arg14 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %180 = stablehlo.broadcast_in_dim %179, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %181 = stablehlo.add %178, %180 : tensor<2x16x64xf32>
    %182 = stablehlo.dot_general %181, %arg21, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %183 = stablehlo.reshape %182 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %184 = stablehlo.iota dim = 0 : tensor<4xf32>
    %cst_31 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %185 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %186 = stablehlo.multiply %185, %184 : tensor<4xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %187 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %188 = stablehlo.add %187, %186 : tensor<4xf32>
    %cst_33 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %189 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %190 = stablehlo.divide %188, %189 : tensor<4xf32>
    %cst_34 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %191 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %192 = stablehlo.power %191, %190 : tensor<4xf32>
    %cst_35 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %193 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %194 = stablehlo.divide %193, %192 : tensor<4xf32>
    %195 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %196 = stablehlo.convert %195 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %197 = stablehlo.broadcast_in_dim %194, dims = [3] : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %198 = stablehlo.broadcast_in_dim %196, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x4xf32>
    %199 = stablehlo.broadcast_in_dim %197, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xf32>) -> tensor<2x16x1x4xf32>
    %200 = stablehlo.multiply %198, %199 : tensor<2x16x1x4xf32>
    %201 = stablehlo.sine %200 : tensor<2x16x1x4xf32>
    %202 = stablehlo.broadcast_in_dim %201, dims = [0, 1, 2, 3] : (tensor<2x16x1x4xf32>) -> tensor<2x16x1x4x2xf32>
    %203 = stablehlo.reshape %202 : (tensor<2x16x1x4x2xf32>) -> tensor<2x16x1x8xf32>
    %204 = stablehlo.cosine %200 : tensor<2x16x1x4xf32>
    %205 = stablehlo.broadcast_in_dim %204, dims = [0, 1, 2, 3] : (tensor<2x16x1x4xf32>) -> tensor<2x16x1x4x2xf32>
    %206 = stablehlo.reshape %205 : (tensor<2x16x1x4x2xf32>) -> tensor<2x16x1x8xf32>
    %207 = stablehlo.slice %183 [0:2, 0:16, 0:4, 0:8] : (tensor<2x16x4x16xf32>) -> tensor<2x16x4x8xf32>
    %208 = stablehlo.slice %183 [0:2, 0:16, 0:4, 8:16] : (tensor<2x16x4x16xf32>) -> tensor<2x16x4x8xf32>
    %209 = stablehlo.broadcast_in_dim %206, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %210 = stablehlo.multiply %207, %209 : tensor<2x16x4x8xf32>
    %211 = stablehlo.slice %207 [0:2, 0:16, 0:4, 1:8:2] : (tensor<2x16x4x8xf32>) -> tensor<2x16x4x4xf32>
    %212 = stablehlo.negate %211 : tensor<2x16x4x4xf32>
    %213 = stablehlo.slice %207 [0:2, 0:16, 0:4, 0:8:2] : (tensor<2x16x4x8xf32>) -> tensor<2x16x4x4xf32>
    %214 = stablehlo.broadcast_in_dim %212, dims = [0, 1, 2, 3] : (tensor<2x16x4x4xf32>) -> tensor<2x16x4x4x1xf32>
    %215 = stablehlo.broadcast_in_dim %213, dims = [0, 1, 2, 3] : (tensor<2x16x4x4xf32>) -> tensor<2x16x4x4x1xf32>
    %216 = stablehlo.concatenate %214, %215, dim = 4 : (tensor<2x16x4x4x1xf32>, tensor<2x16x4x4x1xf32>) -> tensor<2x16x4x4x2xf32>
    %217 = stablehlo.reshape %216 : (tensor<2x16x4x4x2xf32>) -> tensor<2x16x4x8xf32>
    %218 = stablehlo.broadcast_in_dim %203, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %219 = stablehlo.multiply %217, %218 : tensor<2x16x4x8xf32>
    %220 = stablehlo.add %210, %219 : tensor<2x16x4x8xf32>
    %221 = stablehlo.concatenate %220, %208, dim = 3 : (tensor<2x16x4x8xf32>, tensor<2x16x4x8xf32>) -> tensor<2x16x4x16xf32>
    %222 = stablehlo.dot_general %181, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %223 = stablehlo.reshape %222 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %224 = stablehlo.iota dim = 0 : tensor<4xf32>
    %cst_36 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %225 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %226 = stablehlo.multiply %225, %224 : tensor<4xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %227 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %228 = stablehlo.add %227, %226 : tensor<4xf32>
    %cst_38 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %229 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %230 = stablehlo.divide %228, %229 : tensor<4xf32>
    %cst_39 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %231 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %232 = stablehlo.power %231, %230 : tensor<4xf32>
    %cst_40 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %233 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %234 = stablehlo.divide %233, %232 : tensor<4xf32>
    %235 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %236 = stablehlo.convert %235 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %237 = stablehlo.broadcast_in_dim %234, dims = [3] : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %238 = stablehlo.broadcast_in_dim %236, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x4xf32>
    %239 = stablehlo.broadcast_in_dim %237, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xf32>) -> tensor<2x16x1x4xf32>
    %240 = stablehlo.multiply %238, %239 : tensor<2x16x1x4xf32>
    %241 = stablehlo.sine %240 : tensor<2x16x1x4xf32>
    %242 = stablehlo.broadcast_in_dim %241, dims = [0, 1, 2, 3] : (tensor<2x16x1x4xf32>) -> tensor<2x16x1x4x2xf32>
    %243 = stablehlo.reshape %242 : (tensor<2x16x1x4x2xf32>) -> tensor<2x16x1x8xf32>
    %244 = stablehlo.cosine %240 : tensor<2x16x1x4xf32>
    %245 = stablehlo.broadcast_in_dim %244, dims = [0, 1, 2, 3] : (tensor<2x16x1x4xf32>) -> tensor<2x16x1x4x2xf32>
    %246 = stablehlo.reshape %245 : (tensor<2x16x1x4x2xf32>) -> tensor<2x16x1x8xf32>
    %247 = stablehlo.slice %223 [0:2, 0:16, 0:4, 0:8] : (tensor<2x16x4x16xf32>) -> tensor<2x16x4x8xf32>
    %248 = stablehlo.slice %223 [0:2, 0:16, 0:4, 8:16] : (tensor<2x16x4x16xf32>) -> tensor<2x16x4x8xf32>
    %249 = stablehlo.broadcast_in_dim %246, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %250 = stablehlo.multiply %247, %249 : tensor<2x16x4x8xf32>
    %251 = stablehlo.slice %247 [0:2, 0:16, 0:4, 1:8:2] : (tensor<2x16x4x8xf32>) -> tensor<2x16x4x4xf32>
    %252 = stablehlo.negate %251 : tensor<2x16x4x4xf32>
    %253 = stablehlo.slice %247 [0:2, 0:16, 0:4, 0:8:2] : (tensor<2x16x4x8xf32>) -> tensor<2x16x4x4xf32>
    %254 = stablehlo.broadcast_in_dim %252, dims = [0, 1, 2, 3] : (tensor<2x16x4x4xf32>) -> tensor<2x16x4x4x1xf32>
    %255 = stablehlo.broadcast_in_dim %253, dims = [0, 1, 2, 3] : (tensor<2x16x4x4xf32>) -> tensor<2x16x4x4x1xf32>
    %256 = stablehlo.concatenate %254, %255, dim = 4 : (tensor<2x16x4x4x1xf32>, tensor<2x16x4x4x1xf32>) -> tensor<2x16x4x4x2xf32>
    %257 = stablehlo.reshape %256 : (tensor<2x16x4x4x2xf32>) -> tensor<2x16x4x8xf32>
    %258 = stablehlo.broadcast_in_dim %243, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %259 = stablehlo.multiply %257, %258 : tensor<2x16x4x8xf32>
    %260 = stablehlo.add %250, %259 : tensor<2x16x4x8xf32>
    %261 = stablehlo.concatenate %260, %248, dim = 3 : (tensor<2x16x4x8xf32>, tensor<2x16x4x8xf32>) -> tensor<2x16x4x16xf32>
    %262 = stablehlo.dot_general %181, %arg23, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %263 = stablehlo.reshape %262 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %264 = stablehlo.dot_general %221, %261, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %cst_41 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %265 = call @_where_0(%4, %264, %cst_41) : (tensor<16x16xi1>, tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16x16xf32>
    %cst_42 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %266 = stablehlo.sqrt %cst_42 : tensor<f32>
    %267 = stablehlo.broadcast_in_dim %266, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %268 = stablehlo.divide %265, %267 : tensor<2x4x16x16xf32>
    %cst_43 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %269 = stablehlo.reduce(%268 init: %cst_43) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %cst_44 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %270 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %271 = stablehlo.maximum %270, %269 : tensor<2x4x16xf32>
    %272 = stablehlo.broadcast_in_dim %271, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %273 = stablehlo.broadcast_in_dim %272, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %274 = stablehlo.subtract %268, %273 : tensor<2x4x16x16xf32>
    %275 = stablehlo.exponential %274 : tensor<2x4x16x16xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %276 = stablehlo.reduce(%275 init: %cst_45) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %277 = stablehlo.broadcast_in_dim %276, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %278 = stablehlo.broadcast_in_dim %277, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %279 = stablehlo.divide %275, %278 : tensor<2x4x16x16xf32>
    %280 = stablehlo.dot_general %263, %279, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %281 = stablehlo.transpose %280, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %282 = stablehlo.reshape %281 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %283 = stablehlo.dot_general %282, %arg19, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %284 = stablehlo.dot_general %181, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x128xf32>) -> tensor<2x16x128xf32>
    %285 = stablehlo.reshape %arg2 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %286 = stablehlo.broadcast_in_dim %285, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<2x16x128xf32>
    %287 = stablehlo.add %284, %286 : tensor<2x16x128xf32>
    %cst_46 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %288 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %289 = stablehlo.multiply %288, %287 : tensor<2x16x128xf32>
    %cst_47 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %290 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %291 = stablehlo.power %287, %290 : tensor<2x16x128xf32>
    %cst_48 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %292 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %293 = stablehlo.multiply %292, %291 : tensor<2x16x128xf32>
    %294 = stablehlo.add %287, %293 : tensor<2x16x128xf32>
    %cst_49 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %295 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %296 = stablehlo.multiply %295, %294 : tensor<2x16x128xf32>
    %297 = stablehlo.tanh %296 : tensor<2x16x128xf32>
    %cst_50 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %298 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %299 = stablehlo.add %298, %297 : tensor<2x16x128xf32>
    %300 = stablehlo.multiply %289, %299 : tensor<2x16x128xf32>
    %301 = stablehlo.add %155, %283 : tensor<2x16x64xf32>
    %302 = stablehlo.dot_general %300, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xf32>, tensor<128x64xf32>) -> tensor<2x16x64xf32>
    %303 = stablehlo.reshape %arg6 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %304 = stablehlo.broadcast_in_dim %303, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %305 = stablehlo.add %302, %304 : tensor<2x16x64xf32>
    %306 = stablehlo.add %301, %305 : tensor<2x16x64xf32>
    %307 = chlo.square %306 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %308 = stablehlo.reduce(%306 init: %cst_51) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_52 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %309 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %310 = stablehlo.divide %308, %309 : tensor<2x16xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %311 = stablehlo.reduce(%307 init: %cst_53) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_54 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %312 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %313 = stablehlo.divide %311, %312 : tensor<2x16xf32>
    %314 = chlo.square %310 : tensor<2x16xf32> -> tensor<2x16xf32>
    %315 = stablehlo.subtract %313, %314 : tensor<2x16xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %316 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %317 = stablehlo.maximum %316, %315 : tensor<2x16xf32>
    %318 = stablehlo.broadcast_in_dim %310, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %319 = stablehlo.broadcast_in_dim %317, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %320 = stablehlo.broadcast_in_dim %318, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %321 = stablehlo.subtract %306, %320 : tensor<2x16x64xf32>
    %cst_56 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %322 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %323 = stablehlo.add %319, %322 : tensor<2x16x1xf32>
    %324 = stablehlo.rsqrt %323 : tensor<2x16x1xf32>
    %325 = stablehlo.reshape %arg17 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %326 = stablehlo.broadcast_in_dim %324, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %327 = stablehlo.broadcast_in_dim %325, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %328 = stablehlo.multiply %326, %327 : tensor<2x16x64xf32>
    %329 = stablehlo.multiply %321, %328 : tensor<2x16x64xf32>
    %330 = stablehlo.reshape %arg16 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %331 = stablehlo.broadcast_in_dim %330, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %332 = stablehlo.add %329, %331 : tensor<2x16x64xf32>
    %333 = stablehlo.dot_general %332, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x128xf32>) -> tensor<2x16x128xf32>
    %334 = stablehlo.reshape %arg10 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %335 = stablehlo.broadcast_in_dim %334, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<2x16x128xf32>
    %336 = stablehlo.add %333, %335 : tensor<2x16x128xf32>
    return %336 : tensor<2x16x128xf32>
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
}
