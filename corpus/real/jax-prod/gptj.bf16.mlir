module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<128xbf16>, %arg1: tensor<64x128xbf16>, %arg2: tensor<128xbf16>, %arg3: tensor<64x128xbf16>, %arg4: tensor<64xbf16>, %arg5: tensor<128x64xbf16>, %arg6: tensor<64xbf16>, %arg7: tensor<128x64xbf16>, %arg8: tensor<64x64xbf16>, %arg9: tensor<64x64xbf16>, %arg10: tensor<128xbf16>, %arg11: tensor<64x128xbf16>, %arg12: tensor<64xbf16>, %arg13: tensor<64xbf16>, %arg14: tensor<64xbf16>, %arg15: tensor<64xbf16>, %arg16: tensor<64xbf16>, %arg17: tensor<64xbf16>, %arg18: tensor<64x64xbf16>, %arg19: tensor<64x64xbf16>, %arg20: tensor<64x64xbf16>, %arg21: tensor<64x64xbf16>, %arg22: tensor<64x64xbf16>, %arg23: tensor<64x64xbf16>, %arg24: tensor<128x64xbf16>, %arg25: tensor<2x16xi32>) -> (tensor<2x16x128xbf16> {jax.result_info = "result"}) {
    %0 = call @_take(%arg24, %arg25) : (tensor<128x64xbf16>, tensor<2x16xi32>) -> tensor<2x16x64xbf16>
    %1 = stablehlo.iota dim = 0 : tensor<16xi32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<16xi32>) -> tensor<2x16xi32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<16x16xi1>
    %4 = call @tril(%3) : (tensor<16x16xi1>) -> tensor<16x16xi1>
    %5 = stablehlo.convert %0 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %6 = chlo.square %5 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%5 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %9 = stablehlo.divide %7, %8 : tensor<2x16xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_2 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %12 = stablehlo.divide %10, %11 : tensor<2x16xf32>
    %13 = chlo.square %9 : tensor<2x16xf32> -> tensor<2x16xf32>
    %14 = stablehlo.subtract %12, %13 : tensor<2x16xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %16 = stablehlo.maximum %15, %14 : tensor<2x16xf32>
    %17 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %18 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %19 = stablehlo.convert %0 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %20 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %21 = stablehlo.subtract %19, %20 : tensor<2x16x64xf32>
    %cst_4 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %23 = stablehlo.add %18, %22 : tensor<2x16x1xf32>
    %24 = stablehlo.rsqrt %23 : tensor<2x16x1xf32>
    %25 = stablehlo.reshape %arg13 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %26 = stablehlo.convert %25 : (tensor<1x1x64xbf16>) -> tensor<1x1x64xf32>
    %27 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %28 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %29 = stablehlo.multiply %27, %28 : tensor<2x16x64xf32>
    %30 = stablehlo.multiply %21, %29 : tensor<2x16x64xf32>
    %31 = stablehlo.reshape %arg12 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %32 = stablehlo.convert %31 : (tensor<1x1x64xbf16>) -> tensor<1x1x64xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %34 = stablehlo.add %30, %33 : tensor<2x16x64xf32>
    %35 = stablehlo.convert %34 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %36 = stablehlo.dot_general %35, %arg20, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %37 = stablehlo.reshape %36 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %38 = stablehlo.iota dim = 0 : tensor<4xf32>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %40 = stablehlo.multiply %39, %38 : tensor<4xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %42 = stablehlo.add %41, %40 : tensor<4xf32>
    %cst_7 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %44 = stablehlo.divide %42, %43 : tensor<4xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %46 = stablehlo.power %45, %44 : tensor<4xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %48 = stablehlo.divide %47, %46 : tensor<4xf32>
    %49 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %50 = stablehlo.convert %49 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %51 = stablehlo.broadcast_in_dim %48, dims = [3] : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %52 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x4xf32>
    %53 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xf32>) -> tensor<2x16x1x4xf32>
    %54 = stablehlo.multiply %52, %53 : tensor<2x16x1x4xf32>
    %55 = stablehlo.sine %54 : tensor<2x16x1x4xf32>
    %56 = stablehlo.broadcast_in_dim %55, dims = [0, 1, 2, 3] : (tensor<2x16x1x4xf32>) -> tensor<2x16x1x4x2xf32>
    %57 = stablehlo.reshape %56 : (tensor<2x16x1x4x2xf32>) -> tensor<2x16x1x8xf32>
    %58 = stablehlo.cosine %54 : tensor<2x16x1x4xf32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 2, 3] : (tensor<2x16x1x4xf32>) -> tensor<2x16x1x4x2xf32>
    %60 = stablehlo.reshape %59 : (tensor<2x16x1x4x2xf32>) -> tensor<2x16x1x8xf32>
    %61 = stablehlo.slice %37 [0:2, 0:16, 0:4, 0:8] : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x8xbf16>
    %62 = stablehlo.slice %37 [0:2, 0:16, 0:4, 8:16] : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x8xbf16>
    %63 = stablehlo.convert %60 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %65 = stablehlo.multiply %61, %64 : tensor<2x16x4x8xbf16>
    %66 = stablehlo.slice %61 [0:2, 0:16, 0:4, 1:8:2] : (tensor<2x16x4x8xbf16>) -> tensor<2x16x4x4xbf16>
    %67 = stablehlo.negate %66 : tensor<2x16x4x4xbf16>
    %68 = stablehlo.slice %61 [0:2, 0:16, 0:4, 0:8:2] : (tensor<2x16x4x8xbf16>) -> tensor<2x16x4x4xbf16>
    %69 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 2, 3] : (tensor<2x16x4x4xbf16>) -> tensor<2x16x4x4x1xbf16>
    %70 = stablehlo.broadcast_in_dim %68, dims = [0, 1, 2, 3] : (tensor<2x16x4x4xbf16>) -> tensor<2x16x4x4x1xbf16>
    %71 = stablehlo.concatenate %69, %70, dim = 4 : (tensor<2x16x4x4x1xbf16>, tensor<2x16x4x4x1xbf16>) -> tensor<2x16x4x4x2xbf16>
    %72 = stablehlo.reshape %71 : (tensor<2x16x4x4x2xbf16>) -> tensor<2x16x4x8xbf16>
    %73 = stablehlo.convert %57 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %74 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %75 = stablehlo.multiply %72, %74 : tensor<2x16x4x8xbf16>
    %76 = stablehlo.add %65, %75 : tensor<2x16x4x8xbf16>
    %77 = stablehlo.concatenate %76, %62, dim = 3 : (tensor<2x16x4x8xbf16>, tensor<2x16x4x8xbf16>) -> tensor<2x16x4x16xbf16>
    %78 = stablehlo.dot_general %35, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %79 = stablehlo.reshape %78 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %80 = stablehlo.iota dim = 0 : tensor<4xf32>
    %cst_10 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %82 = stablehlo.multiply %81, %80 : tensor<4xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %83 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %84 = stablehlo.add %83, %82 : tensor<4xf32>
    %cst_12 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %86 = stablehlo.divide %84, %85 : tensor<4xf32>
    %cst_13 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %88 = stablehlo.power %87, %86 : tensor<4xf32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %89 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %90 = stablehlo.divide %89, %88 : tensor<4xf32>
    %91 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %92 = stablehlo.convert %91 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %93 = stablehlo.broadcast_in_dim %90, dims = [3] : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %94 = stablehlo.broadcast_in_dim %92, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x4xf32>
    %95 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xf32>) -> tensor<2x16x1x4xf32>
    %96 = stablehlo.multiply %94, %95 : tensor<2x16x1x4xf32>
    %97 = stablehlo.sine %96 : tensor<2x16x1x4xf32>
    %98 = stablehlo.broadcast_in_dim %97, dims = [0, 1, 2, 3] : (tensor<2x16x1x4xf32>) -> tensor<2x16x1x4x2xf32>
    %99 = stablehlo.reshape %98 : (tensor<2x16x1x4x2xf32>) -> tensor<2x16x1x8xf32>
    %100 = stablehlo.cosine %96 : tensor<2x16x1x4xf32>
    %101 = stablehlo.broadcast_in_dim %100, dims = [0, 1, 2, 3] : (tensor<2x16x1x4xf32>) -> tensor<2x16x1x4x2xf32>
    %102 = stablehlo.reshape %101 : (tensor<2x16x1x4x2xf32>) -> tensor<2x16x1x8xf32>
    %103 = stablehlo.slice %79 [0:2, 0:16, 0:4, 0:8] : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x8xbf16>
    %104 = stablehlo.slice %79 [0:2, 0:16, 0:4, 8:16] : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x8xbf16>
    %105 = stablehlo.convert %102 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %106 = stablehlo.broadcast_in_dim %105, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %107 = stablehlo.multiply %103, %106 : tensor<2x16x4x8xbf16>
    %108 = stablehlo.slice %103 [0:2, 0:16, 0:4, 1:8:2] : (tensor<2x16x4x8xbf16>) -> tensor<2x16x4x4xbf16>
    %109 = stablehlo.negate %108 : tensor<2x16x4x4xbf16>
    %110 = stablehlo.slice %103 [0:2, 0:16, 0:4, 0:8:2] : (tensor<2x16x4x8xbf16>) -> tensor<2x16x4x4xbf16>
    %111 = stablehlo.broadcast_in_dim %109, dims = [0, 1, 2, 3] : (tensor<2x16x4x4xbf16>) -> tensor<2x16x4x4x1xbf16>
    %112 = stablehlo.broadcast_in_dim %110, dims = [0, 1, 2, 3] : (tensor<2x16x4x4xbf16>) -> tensor<2x16x4x4x1xbf16>
    %113 = stablehlo.concatenate %111, %112, dim = 4 : (tensor<2x16x4x4x1xbf16>, tensor<2x16x4x4x1xbf16>) -> tensor<2x16x4x4x2xbf16>
    %114 = stablehlo.reshape %113 : (tensor<2x16x4x4x2xbf16>) -> tensor<2x16x4x8xbf16>
    %115 = stablehlo.convert %99 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %116 = stablehlo.broadcast_in_dim %115, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %117 = stablehlo.multiply %114, %116 : tensor<2x16x4x8xbf16>
    %118 = stablehlo.add %107, %117 : tensor<2x16x4x8xbf16>
    %119 = stablehlo.concatenate %118, %104, dim = 3 : (tensor<2x16x4x8xbf16>, tensor<2x16x4x8xbf16>) -> tensor<2x16x4x16xbf16>
    %120 = stablehlo.dot_general %35, %arg22, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %121 = stablehlo.reshape %120 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %122 = stablehlo.convert %77 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x16xf32>
    %123 = stablehlo.convert %119 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x16xf32>
    %124 = stablehlo.dot_general %122, %123, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %cst_15 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %125 = call @_where_0(%4, %124, %cst_15) : (tensor<16x16xi1>, tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16x16xf32>
    %cst_16 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %126 = stablehlo.sqrt %cst_16 : tensor<f32>
    %127 = stablehlo.broadcast_in_dim %126, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %128 = stablehlo.divide %125, %127 : tensor<2x4x16x16xf32>
    %cst_17 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %129 = stablehlo.reduce(%128 init: %cst_17) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %cst_18 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %130 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %131 = stablehlo.maximum %130, %129 : tensor<2x4x16xf32>
    %132 = stablehlo.broadcast_in_dim %131, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %133 = stablehlo.broadcast_in_dim %132, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %134 = stablehlo.subtract %128, %133 : tensor<2x4x16x16xf32>
    %135 = stablehlo.exponential %134 : tensor<2x4x16x16xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %136 = stablehlo.reduce(%135 init: %cst_19) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %137 = stablehlo.broadcast_in_dim %136, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %138 = stablehlo.broadcast_in_dim %137, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %139 = stablehlo.divide %135, %138 : tensor<2x4x16x16xf32>
    %140 = stablehlo.convert %139 : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xbf16>
    %141 = stablehlo.dot_general %121, %140, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xbf16>, tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %142 = stablehlo.transpose %141, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xbf16>) -> tensor<2x16x4x16xbf16>
    %143 = stablehlo.reshape %142 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x64xbf16>
    %144 = stablehlo.dot_general %143, %arg18, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %145 = stablehlo.dot_general %35, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x128xbf16>) -> tensor<2x16x128xbf16>
    %146 = stablehlo.reshape %arg0 : (tensor<128xbf16>) -> tensor<1x1x128xbf16>
    %147 = stablehlo.broadcast_in_dim %146, dims = [0, 1, 2] : (tensor<1x1x128xbf16>) -> tensor<2x16x128xbf16>
    %148 = stablehlo.add %145, %147 : tensor<2x16x128xbf16>
    %cst_20 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %149 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<bf16>) -> tensor<2x16x128xbf16>
    %150 = stablehlo.multiply %149, %148 : tensor<2x16x128xbf16>
    %cst_21 = stablehlo.constant dense<3.000000e+00> : tensor<bf16>
    %151 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<bf16>) -> tensor<2x16x128xbf16>
    %152 = stablehlo.power %148, %151 : tensor<2x16x128xbf16>
    %cst_22 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %153 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<bf16>) -> tensor<2x16x128xbf16>
    %154 = stablehlo.multiply %153, %152 : tensor<2x16x128xbf16>
    %155 = stablehlo.add %148, %154 : tensor<2x16x128xbf16>
    %156 = stablehlo.convert %155 : (tensor<2x16x128xbf16>) -> tensor<2x16x128xf32>
    %cst_23 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %157 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %158 = stablehlo.multiply %157, %156 : tensor<2x16x128xf32>
    %159 = stablehlo.tanh %158 : tensor<2x16x128xf32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %160 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %161 = stablehlo.add %160, %159 : tensor<2x16x128xf32>
    %162 = stablehlo.convert %150 : (tensor<2x16x128xbf16>) -> tensor<2x16x128xf32>
    %163 = stablehlo.multiply %162, %161 : tensor<2x16x128xf32>
    %164 = stablehlo.add %0, %144 : tensor<2x16x64xbf16>
    %165 = stablehlo.convert %163 : (tensor<2x16x128xf32>) -> tensor<2x16x128xbf16>
    %166 = stablehlo.dot_general %165, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xbf16>, tensor<128x64xbf16>) -> tensor<2x16x64xbf16>
    %167 = stablehlo.reshape %arg4 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %168 = stablehlo.broadcast_in_dim %167, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %169 = stablehlo.add %166, %168 : tensor<2x16x64xbf16>
    %170 = stablehlo.add %164, %169 : tensor<2x16x64xbf16>
    %171 = stablehlo.convert %170 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %172 = chlo.square %171 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %173 = stablehlo.reduce(%171 init: %cst_25) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_26 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %174 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %175 = stablehlo.divide %173, %174 : tensor<2x16xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %176 = stablehlo.reduce(%172 init: %cst_27) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_28 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %177 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %178 = stablehlo.divide %176, %177 : tensor<2x16xf32>
    %179 = chlo.square %175 : tensor<2x16xf32> -> tensor<2x16xf32>
    %180 = stablehlo.subtract %178, %179 : tensor<2x16xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %181 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %182 = stablehlo.maximum %181, %180 : tensor<2x16xf32>
    %183 = stablehlo.broadcast_in_dim %175, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %184 = stablehlo.broadcast_in_dim %182, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %185 = stablehlo.convert %170 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %186 = stablehlo.broadcast_in_dim %183, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %187 = stablehlo.subtract %185, %186 : tensor<2x16x64xf32>
    %cst_30 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %188 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %189 = stablehlo.add %184, %188 : tensor<2x16x1xf32>
    %190 = stablehlo.rsqrt %189 : tensor<2x16x1xf32>
    %191 = stablehlo.reshape %arg15 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %192 = stablehlo.convert %191 : (tensor<1x1x64xbf16>) -> tensor<1x1x64xf32>
    %193 = stablehlo.broadcast_in_dim %190, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %194 = stablehlo.broadcast_in_dim %192, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %195 = stablehlo.multiply %193, %194 : tensor<2x16x64xf32>
    %196 = stablehlo.multiply %187, %195 : tensor<2x16x64xf32>
    %197 = stablehlo.reshape %arg14 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %198 = stablehlo.convert %197 : (tensor<1x1x64xbf16>) -> tensor<1x1x64xf32>
    %199 = stablehlo.broadcast_in_dim %198, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %200 = stablehlo.add %196, %199 : tensor<2x16x64xf32>
    %201 = stablehlo.convert %200 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %202 = stablehlo.dot_general %201, %arg21, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %203 = stablehlo.reshape %202 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %204 = stablehlo.iota dim = 0 : tensor<4xf32>
    %cst_31 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %205 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %206 = stablehlo.multiply %205, %204 : tensor<4xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %207 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %208 = stablehlo.add %207, %206 : tensor<4xf32>
    %cst_33 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %209 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %210 = stablehlo.divide %208, %209 : tensor<4xf32>
    %cst_34 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %211 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %212 = stablehlo.power %211, %210 : tensor<4xf32>
    %cst_35 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %213 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %214 = stablehlo.divide %213, %212 : tensor<4xf32>
    %215 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %216 = stablehlo.convert %215 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %217 = stablehlo.broadcast_in_dim %214, dims = [3] : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %218 = stablehlo.broadcast_in_dim %216, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x4xf32>
    %219 = stablehlo.broadcast_in_dim %217, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xf32>) -> tensor<2x16x1x4xf32>
    %220 = stablehlo.multiply %218, %219 : tensor<2x16x1x4xf32>
    %221 = stablehlo.sine %220 : tensor<2x16x1x4xf32>
    %222 = stablehlo.broadcast_in_dim %221, dims = [0, 1, 2, 3] : (tensor<2x16x1x4xf32>) -> tensor<2x16x1x4x2xf32>
    %223 = stablehlo.reshape %222 : (tensor<2x16x1x4x2xf32>) -> tensor<2x16x1x8xf32>
    %224 = stablehlo.cosine %220 : tensor<2x16x1x4xf32>
    %225 = stablehlo.broadcast_in_dim %224, dims = [0, 1, 2, 3] : (tensor<2x16x1x4xf32>) -> tensor<2x16x1x4x2xf32>
    %226 = stablehlo.reshape %225 : (tensor<2x16x1x4x2xf32>) -> tensor<2x16x1x8xf32>
    %227 = stablehlo.slice %203 [0:2, 0:16, 0:4, 0:8] : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x8xbf16>
    %228 = stablehlo.slice %203 [0:2, 0:16, 0:4, 8:16] : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x8xbf16>
    %229 = stablehlo.convert %226 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %230 = stablehlo.broadcast_in_dim %229, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %231 = stablehlo.multiply %227, %230 : tensor<2x16x4x8xbf16>
    %232 = stablehlo.slice %227 [0:2, 0:16, 0:4, 1:8:2] : (tensor<2x16x4x8xbf16>) -> tensor<2x16x4x4xbf16>
    %233 = stablehlo.negate %232 : tensor<2x16x4x4xbf16>
    %234 = stablehlo.slice %227 [0:2, 0:16, 0:4, 0:8:2] : (tensor<2x16x4x8xbf16>) -> tensor<2x16x4x4xbf16>
    %235 = stablehlo.broadcast_in_dim %233, dims = [0, 1, 2, 3] : (tensor<2x16x4x4xbf16>) -> tensor<2x16x4x4x1xbf16>
    %236 = stablehlo.broadcast_in_dim %234, dims = [0, 1, 2, 3] : (tensor<2x16x4x4xbf16>) -> tensor<2x16x4x4x1xbf16>
    %237 = stablehlo.concatenate %235, %236, dim = 4 : (tensor<2x16x4x4x1xbf16>, tensor<2x16x4x4x1xbf16>) -> tensor<2x16x4x4x2xbf16>
    %238 = stablehlo.reshape %237 : (tensor<2x16x4x4x2xbf16>) -> tensor<2x16x4x8xbf16>
    %239 = stablehlo.convert %223 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %240 = stablehlo.broadcast_in_dim %239, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %241 = stablehlo.multiply %238, %240 : tensor<2x16x4x8xbf16>
    %242 = stablehlo.add %231, %241 : tensor<2x16x4x8xbf16>
    %243 = stablehlo.concatenate %242, %228, dim = 3 : (tensor<2x16x4x8xbf16>, tensor<2x16x4x8xbf16>) -> tensor<2x16x4x16xbf16>
    %244 = stablehlo.dot_general %201, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %245 = stablehlo.reshape %244 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %246 = stablehlo.iota dim = 0 : tensor<4xf32>
    %cst_36 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %247 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %248 = stablehlo.multiply %247, %246 : tensor<4xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %249 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %250 = stablehlo.add %249, %248 : tensor<4xf32>
    %cst_38 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %251 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %252 = stablehlo.divide %250, %251 : tensor<4xf32>
    %cst_39 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %253 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %254 = stablehlo.power %253, %252 : tensor<4xf32>
    %cst_40 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %255 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %256 = stablehlo.divide %255, %254 : tensor<4xf32>
    %257 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %258 = stablehlo.convert %257 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %259 = stablehlo.broadcast_in_dim %256, dims = [3] : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %260 = stablehlo.broadcast_in_dim %258, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x4xf32>
    %261 = stablehlo.broadcast_in_dim %259, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xf32>) -> tensor<2x16x1x4xf32>
    %262 = stablehlo.multiply %260, %261 : tensor<2x16x1x4xf32>
    %263 = stablehlo.sine %262 : tensor<2x16x1x4xf32>
    %264 = stablehlo.broadcast_in_dim %263, dims = [0, 1, 2, 3] : (tensor<2x16x1x4xf32>) -> tensor<2x16x1x4x2xf32>
    %265 = stablehlo.reshape %264 : (tensor<2x16x1x4x2xf32>) -> tensor<2x16x1x8xf32>
    %266 = stablehlo.cosine %262 : tensor<2x16x1x4xf32>
    %267 = stablehlo.broadcast_in_dim %266, dims = [0, 1, 2, 3] : (tensor<2x16x1x4xf32>) -> tensor<2x16x1x4x2xf32>
    %268 = stablehlo.reshape %267 : (tensor<2x16x1x4x2xf32>) -> tensor<2x16x1x8xf32>
    %269 = stablehlo.slice %245 [0:2, 0:16, 0:4, 0:8] : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x8xbf16>
    %270 = stablehlo.slice %245 [0:2, 0:16, 0:4, 8:16] : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x8xbf16>
    %271 = stablehlo.convert %268 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %272 = stablehlo.broadcast_in_dim %271, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %273 = stablehlo.multiply %269, %272 : tensor<2x16x4x8xbf16>
    %274 = stablehlo.slice %269 [0:2, 0:16, 0:4, 1:8:2] : (tensor<2x16x4x8xbf16>) -> tensor<2x16x4x4xbf16>
    %275 = stablehlo.negate %274 : tensor<2x16x4x4xbf16>
    %276 = stablehlo.slice %269 [0:2, 0:16, 0:4, 0:8:2] : (tensor<2x16x4x8xbf16>) -> tensor<2x16x4x4xbf16>
    %277 = stablehlo.broadcast_in_dim %275, dims = [0, 1, 2, 3] : (tensor<2x16x4x4xbf16>) -> tensor<2x16x4x4x1xbf16>
    %278 = stablehlo.broadcast_in_dim %276, dims = [0, 1, 2, 3] : (tensor<2x16x4x4xbf16>) -> tensor<2x16x4x4x1xbf16>
    %279 = stablehlo.concatenate %277, %278, dim = 4 : (tensor<2x16x4x4x1xbf16>, tensor<2x16x4x4x1xbf16>) -> tensor<2x16x4x4x2xbf16>
    %280 = stablehlo.reshape %279 : (tensor<2x16x4x4x2xbf16>) -> tensor<2x16x4x8xbf16>
    %281 = stablehlo.convert %265 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %282 = stablehlo.broadcast_in_dim %281, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %283 = stablehlo.multiply %280, %282 : tensor<2x16x4x8xbf16>
    %284 = stablehlo.add %273, %283 : tensor<2x16x4x8xbf16>
    %285 = stablehlo.concatenate %284, %270, dim = 3 : (tensor<2x16x4x8xbf16>, tensor<2x16x4x8xbf16>) -> tensor<2x16x4x16xbf16>
    %286 = stablehlo.dot_general %201, %arg23, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %287 = stablehlo.reshape %286 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %288 = stablehlo.convert %243 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x16xf32>
    %289 = stablehlo.convert %285 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x16xf32>
    %290 = stablehlo.dot_general %288, %289, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %cst_41 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %291 = call @_where_0(%4, %290, %cst_41) : (tensor<16x16xi1>, tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16x16xf32>
    %cst_42 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %292 = stablehlo.sqrt %cst_42 : tensor<f32>
    %293 = stablehlo.broadcast_in_dim %292, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %294 = stablehlo.divide %291, %293 : tensor<2x4x16x16xf32>
    %cst_43 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %295 = stablehlo.reduce(%294 init: %cst_43) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %cst_44 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %296 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %297 = stablehlo.maximum %296, %295 : tensor<2x4x16xf32>
    %298 = stablehlo.broadcast_in_dim %297, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %299 = stablehlo.broadcast_in_dim %298, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %300 = stablehlo.subtract %294, %299 : tensor<2x4x16x16xf32>
    %301 = stablehlo.exponential %300 : tensor<2x4x16x16xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %302 = stablehlo.reduce(%301 init: %cst_45) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %303 = stablehlo.broadcast_in_dim %302, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %304 = stablehlo.broadcast_in_dim %303, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %305 = stablehlo.divide %301, %304 : tensor<2x4x16x16xf32>
    %306 = stablehlo.convert %305 : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xbf16>
    %307 = stablehlo.dot_general %287, %306, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xbf16>, tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %308 = stablehlo.transpose %307, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xbf16>) -> tensor<2x16x4x16xbf16>
    %309 = stablehlo.reshape %308 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x64xbf16>
    %310 = stablehlo.dot_general %309, %arg19, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %311 = stablehlo.dot_general %201, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x128xbf16>) -> tensor<2x16x128xbf16>
    %312 = stablehlo.reshape %arg2 : (tensor<128xbf16>) -> tensor<1x1x128xbf16>
    %313 = stablehlo.broadcast_in_dim %312, dims = [0, 1, 2] : (tensor<1x1x128xbf16>) -> tensor<2x16x128xbf16>
    %314 = stablehlo.add %311, %313 : tensor<2x16x128xbf16>
    %cst_46 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %315 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<bf16>) -> tensor<2x16x128xbf16>
    %316 = stablehlo.multiply %315, %314 : tensor<2x16x128xbf16>
    %cst_47 = stablehlo.constant dense<3.000000e+00> : tensor<bf16>
    %317 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<bf16>) -> tensor<2x16x128xbf16>
    %318 = stablehlo.power %314, %317 : tensor<2x16x128xbf16>
    %cst_48 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %319 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<bf16>) -> tensor<2x16x128xbf16>
    %320 = stablehlo.multiply %319, %318 : tensor<2x16x128xbf16>
    %321 = stablehlo.add %314, %320 : tensor<2x16x128xbf16>
    %322 = stablehlo.convert %321 : (tensor<2x16x128xbf16>) -> tensor<2x16x128xf32>
    %cst_49 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %323 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %324 = stablehlo.multiply %323, %322 : tensor<2x16x128xf32>
    %325 = stablehlo.tanh %324 : tensor<2x16x128xf32>
    %cst_50 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %326 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %327 = stablehlo.add %326, %325 : tensor<2x16x128xf32>
    %328 = stablehlo.convert %316 : (tensor<2x16x128xbf16>) -> tensor<2x16x128xf32>
    %329 = stablehlo.multiply %328, %327 : tensor<2x16x128xf32>
    %330 = stablehlo.add %170, %310 : tensor<2x16x64xbf16>
    %331 = stablehlo.convert %329 : (tensor<2x16x128xf32>) -> tensor<2x16x128xbf16>
    %332 = stablehlo.dot_general %331, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xbf16>, tensor<128x64xbf16>) -> tensor<2x16x64xbf16>
    %333 = stablehlo.reshape %arg6 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %334 = stablehlo.broadcast_in_dim %333, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %335 = stablehlo.add %332, %334 : tensor<2x16x64xbf16>
    %336 = stablehlo.add %330, %335 : tensor<2x16x64xbf16>
    %337 = stablehlo.convert %336 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %338 = chlo.square %337 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %339 = stablehlo.reduce(%337 init: %cst_51) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_52 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %340 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %341 = stablehlo.divide %339, %340 : tensor<2x16xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %342 = stablehlo.reduce(%338 init: %cst_53) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_54 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %343 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %344 = stablehlo.divide %342, %343 : tensor<2x16xf32>
    %345 = chlo.square %341 : tensor<2x16xf32> -> tensor<2x16xf32>
    %346 = stablehlo.subtract %344, %345 : tensor<2x16xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %347 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %348 = stablehlo.maximum %347, %346 : tensor<2x16xf32>
    %349 = stablehlo.broadcast_in_dim %341, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %350 = stablehlo.broadcast_in_dim %348, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %351 = stablehlo.convert %336 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %352 = stablehlo.broadcast_in_dim %349, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %353 = stablehlo.subtract %351, %352 : tensor<2x16x64xf32>
    %cst_56 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %354 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %355 = stablehlo.add %350, %354 : tensor<2x16x1xf32>
    %356 = stablehlo.rsqrt %355 : tensor<2x16x1xf32>
    %357 = stablehlo.reshape %arg17 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %358 = stablehlo.convert %357 : (tensor<1x1x64xbf16>) -> tensor<1x1x64xf32>
    %359 = stablehlo.broadcast_in_dim %356, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %360 = stablehlo.broadcast_in_dim %358, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %361 = stablehlo.multiply %359, %360 : tensor<2x16x64xf32>
    %362 = stablehlo.multiply %353, %361 : tensor<2x16x64xf32>
    %363 = stablehlo.reshape %arg16 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %364 = stablehlo.convert %363 : (tensor<1x1x64xbf16>) -> tensor<1x1x64xf32>
    %365 = stablehlo.broadcast_in_dim %364, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %366 = stablehlo.add %362, %365 : tensor<2x16x64xf32>
    %367 = stablehlo.convert %366 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %368 = stablehlo.dot_general %367, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x128xbf16>) -> tensor<2x16x128xbf16>
    %369 = stablehlo.reshape %arg10 : (tensor<128xbf16>) -> tensor<1x1x128xbf16>
    %370 = stablehlo.broadcast_in_dim %369, dims = [0, 1, 2] : (tensor<1x1x128xbf16>) -> tensor<2x16x128xbf16>
    %371 = stablehlo.add %368, %370 : tensor<2x16x128xbf16>
    return %371 : tensor<2x16x128xbf16>
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
  func.func private @_where_0(%arg0: tensor<16x16xi1>, %arg1: tensor<2x4x16x16xf32>, %arg2: tensor<f32>) -> tensor<2x4x16x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] : (tensor<16x16xi1>) -> tensor<2x4x16x16xi1>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %2 = stablehlo.select %0, %arg1, %1 : tensor<2x4x16x16xi1>, tensor<2x4x16x16xf32>
    return %2 : tensor<2x4x16x16xf32>
  }
}
