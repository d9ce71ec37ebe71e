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
    %cst_3 = stablehlo.constant dense<-5.000000e-01> : tensor<bf16>
    %16 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<bf16>) -> tensor<2x16x1xbf16>
    %17 = stablehlo.power %15, %16 : tensor<2x16x1xbf16>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2] : (tensor<2x16x1xbf16>) -> tensor<2x16x64xbf16>
    %19 = stablehlo.multiply %4, %18 : tensor<2x16x64xbf16>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %20 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<bf16>) -> tensor<64xbf16>
    %21 = stablehlo.add %20, %arg9 : tensor<64xbf16>
    %22 = stablehlo.broadcast_in_dim %21, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %24 = stablehlo.multiply %19, %23 : tensor<2x16x64xbf16>
    %25 = stablehlo.dot_general %24, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %26 = stablehlo.reshape %25 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %27 = stablehlo.dot_general %24, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x16xbf16>) -> tensor<2x16x16xbf16>
    %28 = stablehlo.reshape %27 : (tensor<2x16x16xbf16>) -> tensor<2x16x1x16xbf16>
    %29 = stablehlo.dot_general %24, %arg14, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x16xbf16>) -> tensor<2x16x16xbf16>
    %30 = stablehlo.reshape %29 : (tensor<2x16x16xbf16>) -> tensor<2x16x1x16xbf16>
    %31 = chlo.square %26 : tensor<2x16x4x16xbf16> -> tensor<2x16x4x16xbf16>
    %32 = stablehlo.convert %31 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x16xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %33 = stablehlo.reduce(%32 init: %cst_5) applies stablehlo.add across dimensions = [3] : (tensor<2x16x4x16xf32>, tensor<f32>) -> tensor<2x16x4xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2] : (tensor<2x16x4xf32>) -> tensor<2x16x4x1xf32>
    %cst_6 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x16x4x1xf32>
    %36 = stablehlo.divide %34, %35 : tensor<2x16x4x1xf32>
    %37 = stablehlo.convert %36 : (tensor<2x16x4x1xf32>) -> tensor<2x16x4x1xbf16>
    %cst_7 = stablehlo.constant dense<9.983770e-07> : tensor<bf16>
    %38 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<bf16>) -> tensor<2x16x4x1xbf16>
    %39 = stablehlo.add %37, %38 : tensor<2x16x4x1xbf16>
    %cst_8 = stablehlo.constant dense<-5.000000e-01> : tensor<bf16>
    %40 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<bf16>) -> tensor<2x16x4x1xbf16>
    %41 = stablehlo.power %39, %40 : tensor<2x16x4x1xbf16>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2, 3] : (tensor<2x16x4x1xbf16>) -> tensor<2x16x4x16xbf16>
    %43 = stablehlo.multiply %26, %42 : tensor<2x16x4x16xbf16>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %44 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<bf16>) -> tensor<16xbf16>
    %45 = stablehlo.add %44, %arg12 : tensor<16xbf16>
    %46 = stablehlo.broadcast_in_dim %45, dims = [3] : (tensor<16xbf16>) -> tensor<1x1x1x16xbf16>
    %47 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xbf16>) -> tensor<2x16x4x16xbf16>
    %48 = stablehlo.multiply %43, %47 : tensor<2x16x4x16xbf16>
    %49 = chlo.square %28 : tensor<2x16x1x16xbf16> -> tensor<2x16x1x16xbf16>
    %50 = stablehlo.convert %49 : (tensor<2x16x1x16xbf16>) -> tensor<2x16x1x16xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %51 = stablehlo.reduce(%50 init: %cst_10) applies stablehlo.add across dimensions = [3] : (tensor<2x16x1x16xf32>, tensor<f32>) -> tensor<2x16x1xf32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x1x1xf32>
    %cst_11 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x16x1x1xf32>
    %54 = stablehlo.divide %52, %53 : tensor<2x16x1x1xf32>
    %55 = stablehlo.convert %54 : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x1xbf16>
    %cst_12 = stablehlo.constant dense<9.983770e-07> : tensor<bf16>
    %56 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<bf16>) -> tensor<2x16x1x1xbf16>
    %57 = stablehlo.add %55, %56 : tensor<2x16x1x1xbf16>
    %cst_13 = stablehlo.constant dense<-5.000000e-01> : tensor<bf16>
    %58 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<bf16>) -> tensor<2x16x1x1xbf16>
    %59 = stablehlo.power %57, %58 : tensor<2x16x1x1xbf16>
    %60 = stablehlo.broadcast_in_dim %59, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xbf16>) -> tensor<2x16x1x16xbf16>
    %61 = stablehlo.multiply %28, %60 : tensor<2x16x1x16xbf16>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %62 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<bf16>) -> tensor<16xbf16>
    %63 = stablehlo.add %62, %arg5 : tensor<16xbf16>
    %64 = stablehlo.broadcast_in_dim %63, dims = [3] : (tensor<16xbf16>) -> tensor<1x1x1x16xbf16>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xbf16>) -> tensor<2x16x1x16xbf16>
    %66 = stablehlo.multiply %61, %65 : tensor<2x16x1x16xbf16>
    %67 = stablehlo.iota dim = 0 : tensor<8xf32>
    %68 = stablehlo.negate %67 : tensor<8xf32>
    %cst_15 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %70 = stablehlo.multiply %68, %69 : tensor<8xf32>
    %cst_16 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %72 = stablehlo.divide %70, %71 : tensor<8xf32>
    %cst_17 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %74 = stablehlo.power %73, %72 : tensor<8xf32>
    %75 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %76 = stablehlo.convert %75 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %77 = stablehlo.broadcast_in_dim %74, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %78 = stablehlo.broadcast_in_dim %76, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x8xf32>
    %79 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x16x1x8xf32>
    %80 = stablehlo.multiply %78, %79 : tensor<2x16x1x8xf32>
    %81 = stablehlo.sine %80 : tensor<2x16x1x8xf32>
    %82 = stablehlo.convert %81 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %83 = stablehlo.cosine %80 : tensor<2x16x1x8xf32>
    %84 = stablehlo.convert %83 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %85 = stablehlo.slice %48 [0:2, 0:16, 0:4, 0:8] : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x8xbf16>
    %86 = stablehlo.slice %48 [0:2, 0:16, 0:4, 8:16] : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x8xbf16>
    %87 = stablehlo.broadcast_in_dim %84, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %88 = stablehlo.multiply %85, %87 : tensor<2x16x4x8xbf16>
    %89 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %90 = stablehlo.multiply %86, %89 : tensor<2x16x4x8xbf16>
    %91 = stablehlo.subtract %88, %90 : tensor<2x16x4x8xbf16>
    %92 = stablehlo.broadcast_in_dim %84, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %93 = stablehlo.multiply %86, %92 : tensor<2x16x4x8xbf16>
    %94 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %95 = stablehlo.multiply %85, %94 : tensor<2x16x4x8xbf16>
    %96 = stablehlo.add %93, %95 : tensor<2x16x4x8xbf16>
    %97 = stablehlo.concatenate %91, %96, dim = 3 : (tensor<2x16x4x8xbf16>, tensor<2x16x4x8xbf16>) -> tensor<2x16x4x16xbf16>
    %98 = stablehlo.iota dim = 0 : tensor<8xf32>
    %99 = stablehlo.negate %98 : tensor<8xf32>
    %cst_18 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %101 = stablehlo.multiply %99, %100 : tensor<8xf32>
    %cst_19 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %103 = stablehlo.divide %101, %102 : tensor<8xf32>
    %cst_20 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %104 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %105 = stablehlo.power %104, %103 : tensor<8xf32>
    %106 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %107 = stablehlo.convert %106 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %108 = stablehlo.broadcast_in_dim %105, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %109 = stablehlo.broadcast_in_dim %107, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x8xf32>
    %110 = stablehlo.broadcast_in_dim %108, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x16x1x8xf32>
    %111 = stablehlo.multiply %109, %110 : tensor<2x16x1x8xf32>
    %112 = stablehlo.sine %111 : tensor<2x16x1x8xf32>
    %113 = stablehlo.convert %112 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %114 = stablehlo.cosine %111 : tensor<2x16x1x8xf32>
    %115 = stablehlo.convert %114 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %116 = stablehlo.slice %66 [0:2, 0:16, 0:1, 0:8] : (tensor<2x16x1x16xbf16>) -> tensor<2x16x1x8xbf16>
    %117 = stablehlo.slice %66 [0:2, 0:16, 0:1, 8:16] : (tensor<2x16x1x16xbf16>) -> tensor<2x16x1x8xbf16>
    %118 = stablehlo.multiply %116, %115 : tensor<2x16x1x8xbf16>
    %119 = stablehlo.multiply %117, %113 : tensor<2x16x1x8xbf16>
    %120 = stablehlo.subtract %118, %119 : tensor<2x16x1x8xbf16>
    %121 = stablehlo.multiply %117, %115 : tensor<2x16x1x8xbf16>
    %122 = stablehlo.multiply %116, %113 : tensor<2x16x1x8xbf16>
    %123 = stablehlo.add %121, %122 : tensor<2x16x1x8xbf16>
    %124 = stablehlo.concatenate %120, %123, dim = 3 : (tensor<2x16x1x8xbf16>, tensor<2x16x1x8xbf16>) -> tensor<2x16x1x16xbf16>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %125 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<16x16xi1>
    %126 = call @tril(%125) : (tensor<16x16xi1>) -> tensor<16x16xi1>
    %127 = stablehlo.broadcast_in_dim %124, dims = [0, 1, 2, 4] : (tensor<2x16x1x16xbf16>) -> tensor<2x16x1x4x16xbf16>
    %128 = stablehlo.reshape %127 : (tensor<2x16x1x4x16xbf16>) -> tensor<2x16x4x16xbf16>
    %129 = stablehlo.broadcast_in_dim %30, dims = [0, 1, 2, 4] : (tensor<2x16x1x16xbf16>) -> tensor<2x16x1x4x16xbf16>
    %130 = stablehlo.reshape %129 : (tensor<2x16x1x4x16xbf16>) -> tensor<2x16x4x16xbf16>
    %131 = stablehlo.dot_general %97, %128, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xbf16>, tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %cst_21 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %132 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<bf16>) -> tensor<2x4x16x16xbf16>
    %133 = stablehlo.multiply %131, %132 : tensor<2x4x16x16xbf16>
    %cst_22 = stablehlo.constant dense<-1.000260e+30> : tensor<bf16>
    %134 = call @_where_0(%126, %133, %cst_22) : (tensor<16x16xi1>, tensor<2x4x16x16xbf16>, tensor<bf16>) -> tensor<2x4x16x16xbf16>
    %cst_23 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %135 = stablehlo.reduce(%134 init: %cst_23) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xbf16>, tensor<bf16>) -> tensor<2x4x16xbf16>
    %cst_24 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %136 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<bf16>) -> tensor<2x4x16xbf16>
    %137 = stablehlo.maximum %136, %135 : tensor<2x4x16xbf16>
    %138 = stablehlo.broadcast_in_dim %137, dims = [0, 1, 2] : (tensor<2x4x16xbf16>) -> tensor<2x4x16x1xbf16>
    %139 = stablehlo.broadcast_in_dim %138, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xbf16>) -> tensor<2x4x16x16xbf16>
    %140 = stablehlo.subtract %134, %139 : tensor<2x4x16x16xbf16>
    %141 = stablehlo.exponential %140 : tensor<2x4x16x16xbf16>
    %142 = stablehlo.convert %141 : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %143 = stablehlo.reduce(%142 init: %cst_25) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %144 = stablehlo.broadcast_in_dim %143, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %145 = stablehlo.convert %144 : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x1xbf16>
    %146 = stablehlo.broadcast_in_dim %145, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xbf16>) -> tensor<2x4x16x16xbf16>
    %147 = stablehlo.divide %141, %146 : tensor<2x4x16x16xbf16>
    %148 = stablehlo.dot_general %130, %147, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xbf16>, tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %149 = stablehlo.transpose %148, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xbf16>) -> tensor<2x16x4x16xbf16>
    %150 = stablehlo.reshape %149 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x64xbf16>
    %151 = stablehlo.dot_general %150, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %152 = chlo.square %151 : tensor<2x16x64xbf16> -> tensor<2x16x64xbf16>
    %153 = stablehlo.convert %152 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %154 = stablehlo.reduce(%153 init: %cst_26) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %155 = stablehlo.broadcast_in_dim %154, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_27 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %156 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %157 = stablehlo.divide %155, %156 : tensor<2x16x1xf32>
    %158 = stablehlo.convert %157 : (tensor<2x16x1xf32>) -> tensor<2x16x1xbf16>
    %cst_28 = stablehlo.constant dense<9.983770e-07> : tensor<bf16>
    %159 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<bf16>) -> tensor<2x16x1xbf16>
    %160 = stablehlo.add %158, %159 : tensor<2x16x1xbf16>
    %cst_29 = stablehlo.constant dense<-5.000000e-01> : tensor<bf16>
    %161 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<bf16>) -> tensor<2x16x1xbf16>
    %162 = stablehlo.power %160, %161 : tensor<2x16x1xbf16>
    %163 = stablehlo.broadcast_in_dim %162, dims = [0, 1, 2] : (tensor<2x16x1xbf16>) -> tensor<2x16x64xbf16>
    %164 = stablehlo.multiply %151, %163 : tensor<2x16x64xbf16>
    %cst_30 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %165 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<bf16>) -> tensor<64xbf16>
    %166 = stablehlo.add %165, %arg7 : tensor<64xbf16>
    %167 = stablehlo.broadcast_in_dim %166, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %168 = stablehlo.broadcast_in_dim %167, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %169 = stablehlo.multiply %164, %168 : tensor<2x16x64xbf16>
    %170 = stablehlo.add %4, %169 : tensor<2x16x64xbf16>
    %171 = chlo.square %170 : tensor<2x16x64xbf16> -> tensor<2x16x64xbf16>
    %172 = stablehlo.convert %171 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %173 = stablehlo.reduce(%172 init: %cst_31) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %174 = stablehlo.broadcast_in_dim %173, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_32 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %175 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %176 = stablehlo.divide %174, %175 : tensor<2x16x1xf32>
    %177 = stablehlo.convert %176 : (tensor<2x16x1xf32>) -> tensor<2x16x1xbf16>
    %cst_33 = stablehlo.constant dense<9.983770e-07> : tensor<bf16>
    %178 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<bf16>) -> tensor<2x16x1xbf16>
    %179 = stablehlo.add %177, %178 : tensor<2x16x1xbf16>
    %cst_34 = stablehlo.constant dense<-5.000000e-01> : tensor<bf16>
    %180 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<bf16>) -> tensor<2x16x1xbf16>
    %181 = stablehlo.power %179, %180 : tensor<2x16x1xbf16>
    %182 = stablehlo.broadcast_in_dim %181, dims = [0, 1, 2] : (tensor<2x16x1xbf16>) -> tensor<2x16x64xbf16>
    %183 = stablehlo.multiply %170, %182 : tensor<2x16x64xbf16>
    %cst_35 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %184 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<bf16>) -> tensor<64xbf16>
    %185 = stablehlo.add %184, %arg10 : tensor<64xbf16>
    %186 = stablehlo.broadcast_in_dim %185, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %187 = stablehlo.broadcast_in_dim %186, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %188 = stablehlo.multiply %183, %187 : tensor<2x16x64xbf16>
    %189 = stablehlo.dot_general %188, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x128xbf16>) -> tensor<2x16x128xbf16>
    %190 = stablehlo.multiply %189, %189 : tensor<2x16x128xbf16>
    %191 = stablehlo.multiply %190, %189 : tensor<2x16x128xbf16>
    %cst_36 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %192 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<bf16>) -> tensor<2x16x128xbf16>
    %193 = stablehlo.multiply %192, %191 : tensor<2x16x128xbf16>
    %194 = stablehlo.add %189, %193 : tensor<2x16x128xbf16>
    %cst_37 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %195 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<bf16>) -> tensor<2x16x128xbf16>
    %196 = stablehlo.multiply %195, %194 : tensor<2x16x128xbf16>
    %197 = stablehlo.tanh %196 : tensor<2x16x128xbf16>
    %cst_38 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %198 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<bf16>) -> tensor<2x16x128xbf16>
    %199 = stablehlo.add %198, %197 : tensor<2x16x128xbf16>
    %cst_39 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %200 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<bf16>) -> tensor<2x16x128xbf16>
    %201 = stablehlo.multiply %200, %199 : tensor<2x16x128xbf16>
    %202 = stablehlo.multiply %189, %201 : tensor<2x16x128xbf16>
    %203 = stablehlo.dot_general %188, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x128xbf16>) -> tensor<2x16x128xbf16>
    %204 = stablehlo.multiply %202, %203 : tensor<2x16x128xbf16>
    %205 = stablehlo.dot_general %204, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xbf16>, tensor<128x64xbf16>) -> tensor<2x16x64xbf16>
    %206 = chlo.square %205 : tensor<2x16x64xbf16> -> tensor<2x16x64xbf16>
    %207 = stablehlo.convert %206 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %208 = stablehlo.reduce(%207 init: %cst_40) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %209 = stablehlo.broadcast_in_dim %208, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_41 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %210 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %211 = stablehlo.divide %209, %210 : tensor<2x16x1xf32>
    %212 = stablehlo.convert %211 : (tensor<2x16x1xf32>) -> tensor<2x16x1xbf16>
    %cst_42 = stablehlo.constant dense<9.983770e-07> : tensor<bf16>
    %213 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<bf16>) -> tensor<2x16x1xbf16>
    %214 = stablehlo.add %212, %213 : tensor<2x16x1xbf16>
    %cst_43 = stablehlo.constant dense<-5.000000e-01> : tensor<bf16>
    %215 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<bf16>) -> tensor<2x16x1xbf16>
    %216 = stablehlo.power %214, %215 : tensor<2x16x1xbf16>
    %217 = stablehlo.broadcast_in_dim %216, dims = [0, 1, 2] : (tensor<2x16x1xbf16>) -> tensor<2x16x64xbf16>
    %218 = stablehlo.multiply %205, %217 : tensor<2x16x64xbf16>
    %cst_44 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %219 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<bf16>) -> tensor<64xbf16>
    %220 = stablehlo.add %219, %arg8 : tensor<64xbf16>
    %221 = stablehlo.broadcast_in_dim %220, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %222 = stablehlo.broadcast_in_dim %221, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %223 = stablehlo.multiply %218, %222 : tensor<2x16x64xbf16>
    %224 = stablehlo.add %170, %223 : tensor<2x16x64xbf16>
    %225 = chlo.square %224 : tensor<2x16x64xbf16> -> tensor<2x16x64xbf16>
    %226 = stablehlo.convert %225 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %227 = stablehlo.reduce(%226 init: %cst_45) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %228 = stablehlo.broadcast_in_dim %227, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_46 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %229 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %230 = stablehlo.divide %228, %229 : tensor<2x16x1xf32>
    %231 = stablehlo.convert %230 : (tensor<2x16x1xf32>) -> tensor<2x16x1xbf16>
    %cst_47 = stablehlo.constant dense<9.983770e-07> : tensor<bf16>
    %232 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<bf16>) -> tensor<2x16x1xbf16>
    %233 = stablehlo.add %231, %232 : tensor<2x16x1xbf16>
    %cst_48 = stablehlo.constant dense<-5.000000e-01> : tensor<bf16>
    %234 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<bf16>) -> tensor<2x16x1xbf16>
    %235 = stablehlo.power %233, %234 : tensor<2x16x1xbf16>
    %236 = stablehlo.broadcast_in_dim %235, dims = [0, 1, 2] : (tensor<2x16x1xbf16>) -> tensor<2x16x64xbf16>
    %237 = stablehlo.multiply %224, %236 : tensor<2x16x64xbf16>
    %cst_49 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %238 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<bf16>) -> tensor<64xbf16>
    %239 = stablehlo.add %238, %arg22 : tensor<64xbf16>
    %240 = stablehlo.broadcast_in_dim %239, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %241 = stablehlo.broadcast_in_dim %240, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %242 = stablehlo.multiply %237, %241 : tensor<2x16x64xbf16>
    %243 = stablehlo.dot_general %242, %arg24, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %244 = stablehlo.reshape %243 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %245 = stablehlo.dot_general %242, %arg17, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x16xbf16>) -> tensor<2x16x16xbf16>
    %246 = stablehlo.reshape %245 : (tensor<2x16x16xbf16>) -> tensor<2x16x1x16xbf16>
    %247 = stablehlo.dot_general %242, %arg27, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x16xbf16>) -> tensor<2x16x16xbf16>
    %248 = stablehlo.reshape %247 : (tensor<2x16x16xbf16>) -> tensor<2x16x1x16xbf16>
    %249 = chlo.square %244 : tensor<2x16x4x16xbf16> -> tensor<2x16x4x16xbf16>
    %250 = stablehlo.convert %249 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x16xf32>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %251 = stablehlo.reduce(%250 init: %cst_50) applies stablehlo.add across dimensions = [3] : (tensor<2x16x4x16xf32>, tensor<f32>) -> tensor<2x16x4xf32>
    %252 = stablehlo.broadcast_in_dim %251, dims = [0, 1, 2] : (tensor<2x16x4xf32>) -> tensor<2x16x4x1xf32>
    %cst_51 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %253 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<2x16x4x1xf32>
    %254 = stablehlo.divide %252, %253 : tensor<2x16x4x1xf32>
    %255 = stablehlo.convert %254 : (tensor<2x16x4x1xf32>) -> tensor<2x16x4x1xbf16>
    %cst_52 = stablehlo.constant dense<9.983770e-07> : tensor<bf16>
    %256 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<bf16>) -> tensor<2x16x4x1xbf16>
    %257 = stablehlo.add %255, %256 : tensor<2x16x4x1xbf16>
    %cst_53 = stablehlo.constant dense<-5.000000e-01> : tensor<bf16>
    %258 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<bf16>) -> tensor<2x16x4x1xbf16>
    %259 = stablehlo.power %257, %258 : tensor<2x16x4x1xbf16>
    %260 = stablehlo.broadcast_in_dim %259, dims = [0, 1, 2, 3] : (tensor<2x16x4x1xbf16>) -> tensor<2x16x4x16xbf16>
    %261 = stablehlo.multiply %244, %260 : tensor<2x16x4x16xbf16>
    %cst_54 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %262 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<bf16>) -> tensor<16xbf16>
    %263 = stablehlo.add %262, %arg25 : tensor<16xbf16>
    %264 = stablehlo.broadcast_in_dim %263, dims = [3] : (tensor<16xbf16>) -> tensor<1x1x1x16xbf16>
    %265 = stablehlo.broadcast_in_dim %264, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xbf16>) -> tensor<2x16x4x16xbf16>
    %266 = stablehlo.multiply %261, %265 : tensor<2x16x4x16xbf16>
    %267 = chlo.square %246 : tensor<2x16x1x16xbf16> -> tensor<2x16x1x16xbf16>
    %268 = stablehlo.convert %267 : (tensor<2x16x1x16xbf16>) -> tensor<2x16x1x16xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %269 = stablehlo.reduce(%268 init: %cst_55) applies stablehlo.add across dimensions = [3] : (tensor<2x16x1x16xf32>, tensor<f32>) -> tensor<2x16x1xf32>
    %270 = stablehlo.broadcast_in_dim %269, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x1x1xf32>
    %cst_56 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %271 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<2x16x1x1xf32>
    %272 = stablehlo.divide %270, %271 : tensor<2x16x1x1xf32>
    %273 = stablehlo.convert %272 : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x1xbf16>
    %cst_57 = stablehlo.constant dense<9.983770e-07> : tensor<bf16>
    %274 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<bf16>) -> tensor<2x16x1x1xbf16>
    %275 = stablehlo.add %273, %274 : tensor<2x16x1x1xbf16>
    %cst_58 = stablehlo.constant dense<-5.000000e-01> : tensor<bf16>
    %276 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<bf16>) -> tensor<2x16x1x1xbf16>
    %277 = stablehlo.power %275, %276 : tensor<2x16x1x1xbf16>
    %278 = stablehlo.broadcast_in_dim %277, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xbf16>) -> tensor<2x16x1x16xbf16>
    %279 = stablehlo.multiply %246, %278 : tensor<2x16x1x16xbf16>
    %cst_59 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %280 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<bf16>) -> tensor<16xbf16>
    %281 = stablehlo.add %280, %arg18 : tensor<16xbf16>
    %282 = stablehlo.broadcast_in_dim %281, dims = [3] : (tensor<16xbf16>) -> tensor<1x1x1x16xbf16>
    %283 = stablehlo.broadcast_in_dim %282, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xbf16>) -> tensor<2x16x1x16xbf16>
    %284 = stablehlo.multiply %279, %283 : tensor<2x16x1x16xbf16>
    %285 = stablehlo.iota dim = 0 : tensor<8xf32>
    %286 = stablehlo.negate %285 : tensor<8xf32>
    %cst_60 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %287 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %288 = stablehlo.multiply %286, %287 : tensor<8xf32>
    %cst_61 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %289 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %290 = stablehlo.divide %288, %289 : tensor<8xf32>
    %cst_62 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %291 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %292 = stablehlo.power %291, %290 : tensor<8xf32>
    %293 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %294 = stablehlo.convert %293 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %295 = stablehlo.broadcast_in_dim %292, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %296 = stablehlo.broadcast_in_dim %294, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x8xf32>
    %297 = stablehlo.broadcast_in_dim %295, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x16x1x8xf32>
    %298 = stablehlo.multiply %296, %297 : tensor<2x16x1x8xf32>
    %299 = stablehlo.sine %298 : tensor<2x16x1x8xf32>
    %300 = stablehlo.convert %299 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %301 = stablehlo.cosine %298 : tensor<2x16x1x8xf32>
    %302 = stablehlo.convert %301 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %303 = stablehlo.slice %266 [0:2, 0:16, 0:4, 0:8] : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x8xbf16>
    %304 = stablehlo.slice %266 [0:2, 0:16, 0:4, 8:16] : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x8xbf16>
    %305 = stablehlo.broadcast_in_dim %302, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %306 = stablehlo.multiply %303, %305 : tensor<2x16x4x8xbf16>
    %307 = stablehlo.broadcast_in_dim %300, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %308 = stablehlo.multiply %304, %307 : tensor<2x16x4x8xbf16>
    %309 = stablehlo.subtract %306, %308 : tensor<2x16x4x8xbf16>
    %310 = stablehlo.broadcast_in_dim %302, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %311 = stablehlo.multiply %304, %310 : tensor<2x16x4x8xbf16>
    %312 = stablehlo.broadcast_in_dim %300, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %313 = stablehlo.multiply %303, %312 : tensor<2x16x4x8xbf16>
    %314 = stablehlo.add %311, %313 : tensor<2x16x4x8xbf16>
    %315 = stablehlo.concatenate %309, %314, dim = 3 : (tensor<2x16x4x8xbf16>, tensor<2x16x4x8xbf16>) -> tensor<2x16x4x16xbf16>
    %316 = stablehlo.iota dim = 0 : tensor<8xf32>
    %317 = stablehlo.negate %316 : tensor<8xf32>
    %cst_63 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %318 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %319 = stablehlo.multiply %317, %318 : tensor<8xf32>
    %cst_64 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %320 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %321 = stablehlo.divide %319, %320 : tensor<8xf32>
    %cst_65 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %322 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %323 = stablehlo.power %322, %321 : tensor<8xf32>
    %324 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %325 = stablehlo.convert %324 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %326 = stablehlo.broadcast_in_dim %323, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %327 = stablehlo.broadcast_in_dim %325, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x8xf32>
    %328 = stablehlo.broadcast_in_dim %326, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x16x1x8xf32>
    %329 = stablehlo.multiply %327, %328 : tensor<2x16x1x8xf32>
    %330 = stablehlo.sine %329 : tensor<2x16x1x8xf32>
    %331 = stablehlo.convert %330 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %332 = stablehlo.cosine %329 : tensor<2x16x1x8xf32>
    %333 = stablehlo.convert %332 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %334 = stablehlo.slice %284 [0:2, 0:16, 0:1, 0:8] : (tensor<2x16x1x16xbf16>) -> tensor<2x16x1x8xbf16>
    %335 = stablehlo.slice %284 [0:2, 0:16, 0:1, 8:16] : (tensor<2x16x1x16xbf16>) -> tensor<2x16x1x8xbf16>
    %336 = stablehlo.multiply %334, %333 : tensor<2x16x1x8xbf16>
    %337 = stablehlo.multiply %335, %331 : tensor<2x16x1x8xbf16>
    %338 = stablehlo.subtract %336, %337 : tensor<2x16x1x8xbf16>
    %339 = stablehlo.multiply %335, %333 : tensor<2x16x1x8xbf16>
    %340 = stablehlo.multiply %334, %331 : tensor<2x16x1x8xbf16>
    %341 = stablehlo.add %339, %340 : tensor<2x16x1x8xbf16>
    %342 = stablehlo.concatenate %338, %341, dim = 3 : (tensor<2x16x1x8xbf16>, tensor<2x16x1x8xbf16>) -> tensor<2x16x1x16xbf16>
    %c_66 = stablehlo.constant dense<true> : tensor<i1>
    %343 = stablehlo.broadcast_in_dim %c_66, dims = [] : (tensor<i1>) -> tensor<16x16xi1>
    %344 = call @tril(%343) : (tensor<16x16xi1>) -> tensor<16x16xi1>
    %345 = stablehlo.broadcast_in_dim %342, dims = [0, 1, 2, 4] : (tensor<2x16x1x16xbf16>) -> tensor<2x16x1x4x16xbf16>
    %346 = stablehlo.reshape %345 : (tensor<2x16x1x4x16xbf16>) -> tensor<2x16x4x16xbf16>
    %347 = stablehlo.broadcast_in_dim %248, dims = [0, 1, 2, 4] : (tensor<2x16x1x16xbf16>) -> tensor<2x16x1x4x16xbf16>
    %348 = stablehlo.reshape %347 : (tensor<2x16x1x4x16xbf16>) -> tensor<2x16x4x16xbf16>
    %349 = stablehlo.dot_general %315, %346, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xbf16>, tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %cst_67 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %350 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<bf16>) -> tensor<2x4x16x16xbf16>
    %351 = stablehlo.multiply %349, %350 : tensor<2x4x16x16xbf16>
    %cst_68 = stablehlo.constant dense<-1.000260e+30> : tensor<bf16>
    %352 = call @_where_0(%344, %351, %cst_68) : (tensor<16x16xi1>, tensor<2x4x16x16xbf16>, tensor<bf16>) -> tensor<2x4x16x16xbf16>
    %cst_69 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %353 = stablehlo.reduce(%352 init: %cst_69) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xbf16>, tensor<bf16>) -> tensor<2x4x16xbf16>
    %cst_70 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %354 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<bf16>) -> tensor<2x4x16xbf16>
    %355 = stablehlo.maximum %354, %353 : tensor<2x4x16xbf16>
    %356 = stablehlo.broadcast_in_dim %355, dims = [0, 1, 2] : (tensor<2x4x16xbf16>) -> tensor<2x4x16x1xbf16>
    %357 = stablehlo.broadcast_in_dim %356, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xbf16>) -> tensor<2x4x16x16xbf16>
    %358 = stablehlo.subtract %352, %357 : tensor<2x4x16x16xbf16>
    %359 = stablehlo.exponential %358 : tensor<2x4x16x16xbf16>
    %360 = stablehlo.convert %359 : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xf32>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %361 = stablehlo.reduce(%360 init: %cst_71) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %362 = stablehlo.broadcast_in_dim %361, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %363 = stablehlo.convert %362 : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x1xbf16>
    %364 = stablehlo.broadcast_in_dim %363, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xbf16>) -> tensor<2x4x16x16xbf16>
    %365 = stablehlo.divide %359, %364 : tensor<2x4x16x16xbf16>
    %366 = stablehlo.dot_general %348, %365, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xbf16>, tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %367 = stablehlo.transpose %366, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xbf16>) -> tensor<2x16x4x16xbf16>
    %368 = stablehlo.reshape %367 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x64xbf16>
    %369 = stablehlo.dot_general %368, %arg19, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %370 = chlo.square %369 : tensor<2x16x64xbf16> -> tensor<2x16x64xbf16>
    %371 = stablehlo.convert %370 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %cst_72 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %372 = stablehlo.reduce(%371 init: %cst_72) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %373 = stablehlo.broadcast_in_dim %372, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_73 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %374 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %375 = stablehlo.divide %373, %374 : tensor<2x16x1xf32>
    %376 = stablehlo.convert %375 : (tensor<2x16x1xf32>) -> tensor<2x16x1xbf16>
    %cst_74 = stablehlo.constant dense<9.983770e-07> : tensor<bf16>
    %377 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<bf16>) -> tensor<2x16x1xbf16>
    %378 = stablehlo.add %376, %377 : tensor<2x16x1xbf16>
    %cst_75 = stablehlo.constant dense<-5.000000e-01> : tensor<bf16>
    %379 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<bf16>) -> tensor<2x16x1xbf16>
    %380 = stablehlo.power %378, %379 : tensor<2x16x1xbf16>
    %381 = stablehlo.broadcast_in_dim %380, dims = [0, 1, 2] : (tensor<2x16x1xbf16>) -> tensor<2x16x64xbf16>
    %382 = stablehlo.multiply %369, %381 : tensor<2x16x64xbf16>
    %cst_76 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %383 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<bf16>) -> tensor<64xbf16>
    %384 = stablehlo.add %383, %arg20 : tensor<64xbf16>
    %385 = stablehlo.broadcast_in_dim %384, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %386 = stablehlo.broadcast_in_dim %385, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %387 = stablehlo.multiply %382, %386 : tensor<2x16x64xbf16>
    %388 = stablehlo.add %224, %387 : tensor<2x16x64xbf16>
    %389 = chlo.square %388 : tensor<2x16x64xbf16> -> tensor<2x16x64xbf16>
    %390 = stablehlo.convert %389 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %cst_77 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %391 = stablehlo.reduce(%390 init: %cst_77) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %392 = stablehlo.broadcast_in_dim %391, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_78 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %393 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %394 = stablehlo.divide %392, %393 : tensor<2x16x1xf32>
    %395 = stablehlo.convert %394 : (tensor<2x16x1xf32>) -> tensor<2x16x1xbf16>
    %cst_79 = stablehlo.constant dense<9.983770e-07> : tensor<bf16>
    %396 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<bf16>) -> tensor<2x16x1xbf16>
    %397 = stablehlo.add %395, %396 : tensor<2x16x1xbf16>
    %cst_80 = stablehlo.constant dense<-5.000000e-01> : tensor<bf16>
    %398 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<bf16>) -> tensor<2x16x1xbf16>
    %399 = stablehlo.power %397, %398 : tensor<2x16x1xbf16>
    %400 = stablehlo.broadcast_in_dim %399, dims = [0, 1, 2] : (tensor<2x16x1xbf16>) -> tensor<2x16x64xbf16>
    %401 = stablehlo.multiply %388, %400 : tensor<2x16x64xbf16>
    %cst_81 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %402 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<bf16>) -> tensor<64xbf16>
    %403 = stablehlo.add %402, %arg23 : tensor<64xbf16>
    %404 = stablehlo.broadcast_in_dim %403, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %405 = stablehlo.broadcast_in_dim %404, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %406 = stablehlo.multiply %401, %405 : tensor<2x16x64xbf16>
    %407 = stablehlo.dot_general %406, %arg16, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x128xbf16>) -> tensor<2x16x128xbf16>
    %408 = stablehlo.multiply %407, %407 : tensor<2x16x128xbf16>
    %409 = stablehlo.multiply %408, %407 : tensor<2x16x128xbf16>
    %cst_82 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %410 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<bf16>) -> tensor<2x16x128xbf16>
    %411 = stablehlo.multiply %410, %409 : tensor<2x16x128xbf16>
    %412 = stablehlo.add %407, %411 : tensor<2x16x128xbf16>
    %cst_83 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %413 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<bf16>) -> tensor<2x16x128xbf16>
    %414 = stablehlo.multiply %413, %412 : tensor<2x16x128xbf16>
    %415 = stablehlo.tanh %414 : tensor<2x16x128xbf16>
    %cst_84 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %416 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<bf16>) -> tensor<2x16x128xbf16>
    %417 = stablehlo.add %416, %415 : tensor<2x16x128xbf16>
    %cst_85 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %418 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<bf16>) -> tensor<2x16x128xbf16>
    %419 = stablehlo.multiply %418, %417 : tensor<2x16x128xbf16>
    %420 = stablehlo.multiply %407, %419 : tensor<2x16x128xbf16>
    %421 = stablehlo.dot_general %406, %arg26, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x128xbf16>) -> tensor<2x16x128xbf16>
    %422 = stablehlo.multiply %420, %421 : tensor<2x16x128xbf16>
    %423 = stablehlo.dot_general %422, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xbf16>, tensor<128x64xbf16>) -> tensor<2x16x64xbf16>
    %424 = chlo.square %423 : tensor<2x16x64xbf16> -> tensor<2x16x64xbf16>
    %425 = stablehlo.convert %424 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %cst_86 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %426 = stablehlo.reduce(%425 init: %cst_86) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %427 = stablehlo.broadcast_in_dim %426, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_87 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %428 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %429 = stablehlo.divide %427, %428 : tensor<2x16x1xf32>
    %430 = stablehlo.convert %429 : (tensor<2x16x1xf32>) -> tensor<2x16x1xbf16>
    %cst_88 = stablehlo.constant dense<9.983770e-07> : tensor<bf16>
    %431 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<bf16>) -> tensor<2x16x1xbf16>
    %432 = stablehlo.add %430, %431 : tensor<2x16x1xbf16>
    %cst_89 = stablehlo.constant dense<-5.000000e-01> : tensor<bf16>
    %433 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<bf16>) -> tensor<2x16x1xbf16>
    %434 = stablehlo.power %432, %433 : tensor<2x16x1xbf16>
    %435 = stablehlo.broadcast_in_dim %434, dims = [0, 1, 2] : (tensor<2x16x1xbf16>) -> tensor<2x16x64xbf16>
    %436 = stablehlo.multiply %423, %435 : tensor<2x16x64xbf16>
    %cst_90 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %437 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<bf16>) -> tensor<64xbf16>
    %438 = stablehlo.add %437, %arg21 : tensor<64xbf16>
    %439 = stablehlo.broadcast_in_dim %438, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %440 = stablehlo.broadcast_in_dim %439, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %441 = stablehlo.multiply %436, %440 : tensor<2x16x64xbf16>
    %442 = stablehlo.add %388, %441 : tensor<2x16x64xbf16>
    %443 = chlo.square %442 : tensor<2x16x64xbf16> -> tensor<2x16x64xbf16>
    %444 = stablehlo.convert %443 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %cst_91 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %445 = stablehlo.reduce(%444 init: %cst_91) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %446 = stablehlo.broadcast_in_dim %445, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_92 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %447 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %448 = stablehlo.divide %446, %447 : tensor<2x16x1xf32>
    %449 = stablehlo.convert %448 : (tensor<2x16x1xf32>) -> tensor<2x16x1xbf16>
    %cst_93 = stablehlo.constant dense<9.983770e-07> : tensor<bf16>
    %450 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<bf16>) -> tensor<2x16x1xbf16>
    %451 = stablehlo.add %449, %450 : tensor<2x16x1xbf16>
    %cst_94 = stablehlo.constant dense<-5.000000e-01> : tensor<bf16>
    %452 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<bf16>) -> tensor<2x16x1xbf16>
    %453 = stablehlo.power %451, %452 : tensor<2x16x1xbf16>
    %454 = stablehlo.broadcast_in_dim %453, dims = [0, 1, 2] : (tensor<2x16x1xbf16>) -> tensor<2x16x64xbf16>
    %455 = stablehlo.multiply %442, %454 : tensor<2x16x64xbf16>
    %cst_95 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %456 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<bf16>) -> tensor<64xbf16>
    %457 = stablehlo.add %456, %arg1 : tensor<64xbf16>
    %458 = stablehlo.broadcast_in_dim %457, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %459 = stablehlo.broadcast_in_dim %458, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %460 = stablehlo.multiply %455, %459 : tensor<2x16x64xbf16>
    %461 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<128x64xbf16>) -> tensor<64x128xbf16>
    %462 = stablehlo.dot_general %460, %461, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x128xbf16>) -> tensor<2x16x128xbf16>
    return %462 : tensor<2x16x128xbf16>
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
