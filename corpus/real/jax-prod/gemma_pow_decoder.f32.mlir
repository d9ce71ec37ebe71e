module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<128x64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<128x64xf32>, %arg3: tensor<64x128xf32>, %arg4: tensor<64x16xf32>, %arg5: tensor<16xf32>, %arg6: tensor<64x64xf32>, %arg7: tensor<64xf32>, %arg8: tensor<64xf32>, %arg9: tensor<64xf32>, %arg10: tensor<64xf32>, %arg11: tensor<64x64xf32>, %arg12: tensor<16xf32>, %arg13: tensor<64x128xf32>, %arg14: tensor<64x16xf32>, %arg15: tensor<128x64xf32>, %arg16: tensor<64x128xf32>, %arg17: tensor<64x16xf32>, %arg18: tensor<16xf32>, %arg19: tensor<64x64xf32>, %arg20: tensor<64xf32>, %arg21: tensor<64xf32>, %arg22: tensor<64xf32>, %arg23: tensor<64xf32>, %arg24: tensor<64x64xf32>, %arg25: tensor<16xf32>, %arg26: tensor<64x128xf32>, %arg27: tensor<64x16xf32>, %arg28: tensor<2x16xi32>) -> (tensor<2x16x128xf32> {jax.result_info = "result"}) {
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
    %cst_3 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %15 = stablehlo.power %13, %14 : tensor<2x16x1xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %17 = stablehlo.multiply %4, %16 : tensor<2x16x64xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %19 = stablehlo.add %18, %arg9 : tensor<64xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %22 = stablehlo.multiply %17, %21 : tensor<2x16x64xf32>
    %23 = stablehlo.dot_general %22, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %24 = stablehlo.reshape %23 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %25 = stablehlo.dot_general %22, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x16xf32>) -> tensor<2x16x16xf32>
    %26 = stablehlo.reshape %25 : (tensor<2x16x16xf32>) -> tensor<2x16x1x16xf32>
    %27 = stablehlo.dot_general %22, %arg14, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x16xf32>) -> tensor<2x16x16xf32>
    %28 = stablehlo.reshape %27 : (tensor<2x16x16xf32>) -> tensor<2x16x1x16xf32>
    %29 = chlo.square %24 : tensor<2x16x4x16xf32> -> tensor<2x16x4x16xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.reduce(%29 init: %cst_5) applies stablehlo.add across dimensions = [3] : (tensor<2x16x4x16xf32>, tensor<f32>) -> tensor<2x16x4xf32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [0, 1, 2] : (tensor<2x16x4xf32>) -> tensor<2x16x4x1xf32>
    %cst_6 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x16x4x1xf32>
    %33 = stablehlo.divide %31, %32 : tensor<2x16x4x1xf32>
    %cst_7 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x16x4x1xf32>
    %35 = stablehlo.add %33, %34 : tensor<2x16x4x1xf32>
    %cst_8 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x16x4x1xf32>
    %37 = stablehlo.power %35, %36 : tensor<2x16x4x1xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2, 3] : (tensor<2x16x4x1xf32>) -> tensor<2x16x4x16xf32>
    %39 = stablehlo.multiply %24, %38 : tensor<2x16x4x16xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %41 = stablehlo.add %40, %arg12 : tensor<16xf32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<2x16x4x16xf32>
    %44 = stablehlo.multiply %39, %43 : tensor<2x16x4x16xf32>
    %45 = chlo.square %26 : tensor<2x16x1x16xf32> -> tensor<2x16x1x16xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %46 = stablehlo.reduce(%45 init: %cst_10) applies stablehlo.add across dimensions = [3] : (tensor<2x16x1x16xf32>, tensor<f32>) -> tensor<2x16x1xf32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x1x1xf32>
    %cst_11 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x16x1x1xf32>
    %49 = stablehlo.divide %47, %48 : tensor<2x16x1x1xf32>
    %cst_12 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2x16x1x1xf32>
    %51 = stablehlo.add %49, %50 : tensor<2x16x1x1xf32>
    %cst_13 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2x16x1x1xf32>
    %53 = stablehlo.power %51, %52 : tensor<2x16x1x1xf32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x16xf32>
    %55 = stablehlo.multiply %26, %54 : tensor<2x16x1x16xf32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %57 = stablehlo.add %56, %arg5 : tensor<16xf32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<2x16x1x16xf32>
    %60 = stablehlo.multiply %55, %59 : tensor<2x16x1x16xf32>
    %61 = stablehlo.iota dim = 0 : tensor<8xf32>
    %62 = stablehlo.negate %61 : tensor<8xf32>
    %cst_15 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %64 = stablehlo.multiply %62, %63 : tensor<8xf32>
    %cst_16 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %66 = stablehlo.divide %64, %65 : tensor<8xf32>
    %cst_17 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %68 = stablehlo.power %67, %66 : tensor<8xf32>
    %69 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %70 = stablehlo.convert %69 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %71 = stablehlo.broadcast_in_dim %68, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %72 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x8xf32>
    %73 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x16x1x8xf32>
    %74 = stablehlo.multiply %72, %73 : tensor<2x16x1x8xf32>
    %75 = stablehlo.sine %74 : tensor<2x16x1x8xf32>
    %76 = stablehlo.cosine %74 : tensor<2x16x1x8xf32>
    %77 = stablehlo.slice %44 [0:2, 0:16, 0:4, 0:8] : (tensor<2x16x4x16xf32>) -> tensor<2x16x4x8xf32>
    %78 = stablehlo.slice %44 [0:2, 0:16, 0:4, 8:16] : (tensor<2x16x4x16xf32>) -> tensor<2x16x4x8xf32>
    %79 = stablehlo.broadcast_in_dim %76, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %80 = stablehlo.multiply %77, %79 : tensor<2x16x4x8xf32>
    %81 = stablehlo.broadcast_in_dim %75, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %82 = stablehlo.multiply %78, %81 : tensor<2x16x4x8xf32>
    %83 = stablehlo.subtract %80, %82 : tensor<2x16x4x8xf32>
    %84 = stablehlo.broadcast_in_dim %76, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %85 = stablehlo.multiply %78, %84 : tensor<2x16x4x8xf32>
    %86 = stablehlo.broadcast_in_dim %75, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %87 = stablehlo.multiply %77, %86 : tensor<2x16x4x8xf32>
    %88 = stablehlo.add %85, %87 : tensor<2x16x4x8xf32>
    %89 = stablehlo.concatenate %83, %88, dim = 3 : (tensor<2x16x4x8xf32>, tensor<2x16x4x8xf32>) -> tensor<2x16x4x16xf32>
    %90 = stablehlo.iota dim = 0 : tensor<8xf32>
    %91 = stablehlo.negate %90 : tensor<8xf32>
    %cst_18 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %93 = stablehlo.multiply %91, %92 : tensor<8xf32>
    %cst_19 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %95 = stablehlo.divide %93, %94 : tensor<8xf32>
    %cst_20 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %97 = stablehlo.power %96, %95 : tensor<8xf32>
    %98 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %99 = stablehlo.convert %98 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %100 = stablehlo.broadcast_in_dim %97, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %101 = stablehlo.broadcast_in_dim %99, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x8xf32>
    %102 = stablehlo.broadcast_in_dim %100, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x16x1x8xf32>
    %103 = stablehlo.multiply %101, %102 : tensor<2x16x1x8xf32>
    %104 = stablehlo.sine %103 : tensor<2x16x1x8xf32>
    %105 = stablehlo.cosine %103 : tensor<2x16x1x8xf32>
    %106 = stablehlo.slice %60 [0:2, 0:16, 0:1, 0:8] : (tensor<2x16x1x16xf32>) -> tensor<2x16x1x8xf32>
    %107 = stablehlo.slice %60 [0:2, 0:16, 0:1, 8:16] : (tensor<2x16x1x16xf32>) -> tensor<2x16x1x8xf32>
    %108 = stablehlo.multiply %106, %105 : tensor<2x16x1x8xf32>
    %109 = stablehlo.multiply %107, %104 : tensor<2x16x1x8xf32>
    %110 = stablehlo.subtract %108, %109 : tensor<2x16x1x8xf32>
    %111 = stablehlo.multiply %107, %105 : tensor<2x16x1x8xf32>
    %112 = stablehlo.multiply %106, %104 : tensor<2x16x1x8xf32>
    %113 = stablehlo.add %111, %112 : tensor<2x16x1x8xf32>
    %114 = stablehlo.concatenate %110, %113, dim = 3 : (tensor<2x16x1x8xf32>, tensor<2x16x1x8xf32>) -> tensor<2x16x1x16xf32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %115 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<16x16xi1>
    %116 = call @tril(%115) : (tensor<16x16xi1>) -> tensor<16x16xi1>
    %117 = stablehlo.broadcast_in_dim %114, dims = [0, 1, 2, 4] : (tensor<2x16x1x16xf32>) -> tensor<2x16x1x4x16xf32>
    %118 = stablehlo.reshape %117 : (tensor<2x16x1x4x16xf32>) -> tensor<2x16x4x16xf32>
    %119 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2, 4] : (tensor<2x16x1x16xf32>) -> tensor<2x16x1x4x16xf32>
    %120 = stablehlo.reshape %119 : (tensor<2x16x1x4x16xf32>) -> tensor<2x16x4x16xf32>
    %121 = stablehlo.dot_general %89, %118, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %cst_21 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %122 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %123 = stablehlo.multiply %121, %122 : tensor<2x4x16x16xf32>
    %cst_22 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %124 = call @_where_0(%116, %123, %cst_22) : (tensor<16x16xi1>, tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16x16xf32>
    %cst_23 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %125 = stablehlo.reduce(%124 init: %cst_23) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %cst_24 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %126 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %127 = stablehlo.maximum %126, %125 : tensor<2x4x16xf32>
    %128 = stablehlo.broadcast_in_dim %127, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %129 = stablehlo.broadcast_in_dim %128, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %130 = stablehlo.subtract %124, %129 : tensor<2x4x16x16xf32>
    %131 = stablehlo.exponential %130 : tensor<2x4x16x16xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %132 = stablehlo.reduce(%131 init: %cst_25) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %133 = stablehlo.broadcast_in_dim %132, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %134 = stablehlo.broadcast_in_dim %133, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %135 = stablehlo.divide %131, %134 : tensor<2x4x16x16xf32>
    %136 = stablehlo.dot_general %120, %135, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %137 = stablehlo.transpose %136, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %138 = stablehlo.reshape %137 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %139 = stablehlo.dot_general %138, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %140 = chlo.square %139 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %141 = stablehlo.reduce(%140 init: %cst_26) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %142 = stablehlo.broadcast_in_dim %141, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_27 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %143 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %144 = stablehlo.divide %142, %143 : tensor<2x16x1xf32>
    %cst_28 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %145 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %146 = stablehlo.add %144, %145 : tensor<2x16x1xf32>
    %cst_29 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %147 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %148 = stablehlo.power %146, %147 : tensor<2x16x1xf32>
    %149 = stablehlo.broadcast_in_dim %148, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %150 = stablehlo.multiply %139, %149 : tensor<2x16x64xf32>
    %cst_30 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %151 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %152 = stablehlo.add %151, %arg7 : tensor<64xf32>
    %153 = stablehlo.broadcast_in_dim %152, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %154 = stablehlo.broadcast_in_dim %153, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %155 = stablehlo.multiply %150, %154 : tensor<2x16x64xf32>
    %156 = stablehlo.add %4, %155 : tensor<2x16x64xf32>
    %157 = chlo.square %156 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %158 = stablehlo.reduce(%157 init: %cst_31) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %159 = stablehlo.broadcast_in_dim %158, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_32 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %160 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %161 = stablehlo.divide %159, %160 : tensor<2x16x1xf32>
    %cst_33 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %162 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %163 = stablehlo.add %161, %162 : tensor<2x16x1xf32>
    %cst_34 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %164 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %165 = stablehlo.power %163, %164 : tensor<2x16x1xf32>
    %166 = stablehlo.broadcast_in_dim %165, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %167 = stablehlo.multiply %156, %166 : tensor<2x16x64xf32>
    %cst_35 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %168 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %169 = stablehlo.add %168, %arg10 : tensor<64xf32>
    %170 = stablehlo.broadcast_in_dim %169, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %171 = stablehlo.broadcast_in_dim %170, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %172 = stablehlo.multiply %167, %171 : tensor<2x16x64xf32>
    %173 = stablehlo.dot_general %172, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x128xf32>) -> tensor<2x16x128xf32>
    %174 = stablehlo.multiply %173, %173 : tensor<2x16x128xf32>
    %175 = stablehlo.multiply %174, %173 : tensor<2x16x128xf32>
    %cst_36 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %176 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %177 = stablehlo.multiply %176, %175 : tensor<2x16x128xf32>
    %178 = stablehlo.add %173, %177 : tensor<2x16x128xf32>
    %cst_37 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %179 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %180 = stablehlo.multiply %179, %178 : tensor<2x16x128xf32>
    %181 = stablehlo.tanh %180 : tensor<2x16x128xf32>
    %cst_38 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %182 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %183 = stablehlo.add %182, %181 : tensor<2x16x128xf32>
    %cst_39 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %184 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %185 = stablehlo.multiply %184, %183 : tensor<2x16x128xf32>
    %186 = stablehlo.multiply %173, %185 : tensor<2x16x128xf32>
    %187 = stablehlo.dot_general %172, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x128xf32>) -> tensor<2x16x128xf32>
    %188 = stablehlo.multiply %186, %187 : tensor<2x16x128xf32>
    %189 = stablehlo.dot_general %188, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xf32>, tensor<128x64xf32>) -> tensor<2x16x64xf32>
    %190 = chlo.square %189 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %191 = stablehlo.reduce(%190 init: %cst_40) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %192 = stablehlo.broadcast_in_dim %191, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_41 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %193 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %194 = stablehlo.divide %192, %193 : tensor<2x16x1xf32>
    %cst_42 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %195 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %196 = stablehlo.add %194, %195 : tensor<2x16x1xf32>
    %cst_43 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %197 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %198 = stablehlo.power %196, %197 : tensor<2x16x1xf32>
    %199 = stablehlo.broadcast_in_dim %198, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %200 = stablehlo.multiply %189, %199 : tensor<2x16x64xf32>
    %cst_44 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %201 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %202 = stablehlo.add %201, %arg8 : tensor<64xf32>
    %203 = stablehlo.broadcast_in_dim %202, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %204 = stablehlo.broadcast_in_dim %203, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %205 = stablehlo.multiply %200, %204 : tensor<2x16x64xf32>
    %206 = stablehlo.add %156, %205 : tensor<2x16x64xf32>
    %207 = chlo.square %206 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %208 = stablehlo.reduce(%207 init: %cst_45) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %209 = stablehlo.broadcast_in_dim %208, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_46 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %210 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %211 = stablehlo.divide %209, %210 : tensor<2x16x1xf32>
    %cst_47 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %212 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %213 = stablehlo.add %211, %212 : tensor<2x16x1xf32>
    %cst_48 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %214 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %215 = stablehlo.power %213, %214 : tensor<2x16x1xf32>
    %216 = stablehlo.broadcast_in_dim %215, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %217 = stablehlo.multiply %206, %216 : tensor<2x16x64xf32>
    %cst_49 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %218 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %219 = stablehlo.add %218, %arg22 : tensor<64xf32>
    %220 = stablehlo.broadcast_in_dim %219, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %221 = stablehlo.broadcast_in_dim %220, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %222 = stablehlo.multiply %217, %221 : tensor<2x16x64xf32>
    %223 = stablehlo.dot_general %222, %arg24, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %224 = stablehlo.reshape %223 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %225 = stablehlo.dot_general %222, %arg17, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x16xf32>) -> tensor<2x16x16xf32>
    %226 = stablehlo.reshape %225 : (tensor<2x16x16xf32>) -> tensor<2x16x1x16xf32>
    %227 = stablehlo.dot_general %222, %arg27, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x16xf32>) -> tensor<2x16x16xf32>
    %228 = stablehlo.reshape %227 : (tensor<2x16x16xf32>) -> tensor<2x16x1x16xf32>
    %229 = chlo.square %224 : tensor<2x16x4x16xf32> -> tensor<2x16x4x16xf32>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %230 = stablehlo.reduce(%229 init: %cst_50) applies stablehlo.add across dimensions = [3] : (tensor<2x16x4x16xf32>, tensor<f32>) -> tensor<2x16x4xf32>
    %231 = stablehlo.broadcast_in_dim %230, dims = [0, 1, 2] : (tensor<2x16x4xf32>) -> tensor<2x16x4x1xf32>
    %cst_51 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %232 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<2x16x4x1xf32>
    %233 = stablehlo.divide %231, %232 : tensor<2x16x4x1xf32>
    %cst_52 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %234 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<2x16x4x1xf32>
    %235 = stablehlo.add %233, %234 : tensor<2x16x4x1xf32>
    %cst_53 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %236 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<2x16x4x1xf32>
    %237 = stablehlo.power %235, %236 : tensor<2x16x4x1xf32>
    %238 = stablehlo.broadcast_in_dim %237, dims = [0, 1, 2, 3] : (tensor<2x16x4x1xf32>) -> tensor<2x16x4x16xf32>
    %239 = stablehlo.multiply %224, %238 : tensor<2x16x4x16xf32>
    %cst_54 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %240 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %241 = stablehlo.add %240, %arg25 : tensor<16xf32>
    %242 = stablehlo.broadcast_in_dim %241, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %243 = stablehlo.broadcast_in_dim %242, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<2x16x4x16xf32>
    %244 = stablehlo.multiply %239, %243 : tensor<2x16x4x16xf32>
    %245 = chlo.square %226 : tensor<2x16x1x16xf32> -> tensor<2x16x1x16xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %246 = stablehlo.reduce(%245 init: %cst_55) applies stablehlo.add across dimensions = [3] : (tensor<2x16x1x16xf32>, tensor<f32>) -> tensor<2x16x1xf32>
    %247 = stablehlo.broadcast_in_dim %246, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x1x1xf32>
    %cst_56 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %248 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<2x16x1x1xf32>
    %249 = stablehlo.divide %247, %248 : tensor<2x16x1x1xf32>
    %cst_57 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %250 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<2x16x1x1xf32>
    %251 = stablehlo.add %249, %250 : tensor<2x16x1x1xf32>
    %cst_58 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %252 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<2x16x1x1xf32>
    %253 = stablehlo.power %251, %252 : tensor<2x16x1x1xf32>
    %254 = stablehlo.broadcast_in_dim %253, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x16xf32>
    %255 = stablehlo.multiply %226, %254 : tensor<2x16x1x16xf32>
    %cst_59 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %256 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %257 = stablehlo.add %256, %arg18 : tensor<16xf32>
    %258 = stablehlo.broadcast_in_dim %257, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %259 = stablehlo.broadcast_in_dim %258, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<2x16x1x16xf32>
    %260 = stablehlo.multiply %255, %259 : tensor<2x16x1x16xf32>
    %261 = stablehlo.iota dim = 0 : tensor<8xf32>
    %262 = stablehlo.negate %261 : tensor<8xf32>
    %cst_60 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %263 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %264 = stablehlo.multiply %262, %263 : tensor<8xf32>
    %cst_61 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %265 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %266 = stablehlo.divide %264, %265 : tensor<8xf32>
    %cst_62 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %267 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %268 = stablehlo.power %267, %266 : tensor<8xf32>
    %269 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %270 = stablehlo.convert %269 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %271 = stablehlo.broadcast_in_dim %268, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %272 = stablehlo.broadcast_in_dim %270, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x8xf32>
    %273 = stablehlo.broadcast_in_dim %271, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x16x1x8xf32>
    %274 = stablehlo.multiply %272, %273 : tensor<2x16x1x8xf32>
    %275 = stablehlo.sine %274 : tensor<2x16x1x8xf32>
    %276 = stablehlo.cosine %274 : tensor<2x16x1x8xf32>
    %277 = stablehlo.slice %244 [0:2, 0:16, 0:4, 0:8] : (tensor<2x16x4x16xf32>) -> tensor<2x16x4x8xf32>
    %278 = stablehlo.slice %244 [0:2, 0:16, 0:4, 8:16] : (tensor<2x16x4x16xf32>) -> tensor<2x16x4x8xf32>
    %279 = stablehlo.broadcast_in_dim %276, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %280 = stablehlo.multiply %277, %279 : tensor<2x16x4x8xf32>
    %281 = stablehlo.broadcast_in_dim %275, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %282 = stablehlo.multiply %278, %281 : tensor<2x16x4x8xf32>
    %283 = stablehlo.subtract %280, %282 : tensor<2x16x4x8xf32>
    %284 = stablehlo.broadcast_in_dim %276, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %285 = stablehlo.multiply %278, %284 : tensor<2x16x4x8xf32>
    %286 = stablehlo.broadcast_in_dim %275, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %287 = stablehlo.multiply %277, %286 : tensor<2x16x4x8xf32>
    %288 = stablehlo.add %285, %287 : tensor<2x16x4x8xf32>
    %289 = stablehlo.concatenate %283, %288, dim = 3 : (tensor<2x16x4x8xf32>, tensor<2x16x4x8xf32>) -> tensor<2x16x4x16xf32>
    %290 = stablehlo.iota dim = 0 : tensor<8xf32>
    %291 = stablehlo.negate %290 : tensor<8xf32>
    %cst_63 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %292 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %293 = stablehlo.multiply %291, %292 : tensor<8xf32>
    %cst_64 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %294 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %295 = stablehlo.divide %293, %294 : tensor<8xf32>
    %cst_65 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %296 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %297 = stablehlo.power %296, %295 : tensor<8xf32>
    %298 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %299 = stablehlo.convert %298 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %300 = stablehlo.broadcast_in_dim %297, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %301 = stablehlo.broadcast_in_dim %299, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x8xf32>
    %302 = stablehlo.broadcast_in_dim %300, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x16x1x8xf32>
    %303 = stablehlo.multiply %301, %302 : tensor<2x16x1x8xf32>
    %304 = stablehlo.sine %303 : tensor<2x16x1x8xf32>
    %305 = stablehlo.cosine %303 : tensor<2x16x1x8xf32>
    %306 = stablehlo.slice %260 [0:2, 0:16, 0:1, 0:8] : (tensor<2x16x1x16xf32>) -> tensor<2x16x1x8xf32>
    %307 = stablehlo.slice %260 [0:2, 0:16, 0:1, 8:16] : (tensor<2x16x1x16xf32>) -> tensor<2x16x1x8xf32>
    %308 = stablehlo.multiply %306, %305 : tensor<2x16x1x8xf32>
    %309 = stablehlo.multiply %307, %304 : tensor<2x16x1x8xf32>
    %310 = stablehlo.subtract %308, %309 : tensor<2x16x1x8xf32>
    %311 = stablehlo.multiply %307, %305 : tensor<2x16x1x8xf32>
    %312 = stablehlo.multiply %306, %304 : tensor<2x16x1x8xf32>
    %313 = stablehlo.add %311, %312 : tensor<2x16x1x8xf32>
    %314 = stablehlo.concatenate %310, %313, dim = 3 : (tensor<2x16x1x8xf32>, tensor<2x16x1x8xf32>) -> tensor<2x16x1x16xf32>
    %c_66 = stablehlo.constant dense<true> : tensor<i1>
    %315 = stablehlo.broadcast_in_dim %c_66, dims = [] : (tensor<i1>) -> tensor<16x16xi1>
    %316 = call @tril(%315) : (tensor<16x16xi1>) -> tensor<16x16xi1>
    %317 = stablehlo.broadcast_in_dim %314, dims = [0, 1, 2, 4] : (tensor<2x16x1x16xf32>) -> tensor<2x16x1x4x16xf32>
    %318 = stablehlo.reshape %317 : (tensor<2x16x1x4x16xf32>) -> tensor<2x16x4x16xf32>
    %319 = stablehlo.broadcast_in_dim %228, dims = [0, 1, 2, 4] : (tensor<2x16x1x16xf32>) -> tensor<2x16x1x4x16xf32>
    %320 = stablehlo.reshape %319 : (tensor<2x16x1x4x16xf32>) -> tensor<2x16x4x16xf32>
    %321 = stablehlo.dot_general %289, %318, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %cst_67 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %322 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %323 = stablehlo.multiply %321, %322 : tensor<2x4x16x16xf32>
    %cst_68 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %324 = call @_where_0(%316, %323, %cst_68) : (tensor<16x16xi1>, tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16x16xf32>
    %cst_69 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %325 = stablehlo.reduce(%324 init: %cst_69) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %cst_70 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %326 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %327 = stablehlo.maximum %326, %325 : tensor<2x4x16xf32>
    %328 = stablehlo.broadcast_in_dim %327, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %329 = stablehlo.broadcast_in_dim %328, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %330 = stablehlo.subtract %324, %329 : tensor<2x4x16x16xf32>
    %331 = stablehlo.exponential %330 : tensor<2x4x16x16xf32>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %332 = stablehlo.reduce(%331 init: %cst_71) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %333 = stablehlo.broadcast_in_dim %332, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %334 = stablehlo.broadcast_in_dim %333, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %335 = stablehlo.divide %331, %334 : tensor<2x4x16x16xf32>
    %336 = stablehlo.dot_general %320, %335, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %337 = stablehlo.transpose %336, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %338 = stablehlo.reshape %337 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %339 = stablehlo.dot_general %338, %arg19, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %340 = chlo.square %339 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_72 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %341 = stablehlo.reduce(%340 init: %cst_72) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %342 = stablehlo.broadcast_in_dim %341, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_73 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %343 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %344 = stablehlo.divide %342, %343 : tensor<2x16x1xf32>
    %cst_74 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %345 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %346 = stablehlo.add %344, %345 : tensor<2x16x1xf32>
    %cst_75 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %347 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %348 = stablehlo.power %346, %347 : tensor<2x16x1xf32>
    %349 = stablehlo.broadcast_in_dim %348, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %350 = stablehlo.multiply %339, %349 : tensor<2x16x64xf32>
    %cst_76 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %351 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %352 = stablehlo.add %351, %arg20 : tensor<64xf32>
    %353 = stablehlo.broadcast_in_dim %352, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %354 = stablehlo.broadcast_in_dim %353, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %355 = stablehlo.multiply %350, %354 : tensor<2x16x64xf32>
    %356 = stablehlo.add %206, %355 : tensor<2x16x64xf32>
    %357 = chlo.square %356 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_77 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %358 = stablehlo.reduce(%357 init: %cst_77) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %359 = stablehlo.broadcast_in_dim %358, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_78 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %360 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %361 = stablehlo.divide %359, %360 : tensor<2x16x1xf32>
    %cst_79 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %362 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %363 = stablehlo.add %361, %362 : tensor<2x16x1xf32>
    %cst_80 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %364 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %365 = stablehlo.power %363, %364 : tensor<2x16x1xf32>
    %366 = stablehlo.broadcast_in_dim %365, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %367 = stablehlo.multiply %356, %366 : tensor<2x16x64xf32>
    %cst_81 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %368 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %369 = stablehlo.add %368, %arg23 : tensor<64xf32>
    %370 = stablehlo.broadcast_in_dim %369, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %371 = stablehlo.broadcast_in_dim %370, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %372 = stablehlo.multiply %367, %371 : tensor<2x16x64xf32>
    %373 = stablehlo.dot_general %372, %arg16, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x128xf32>) -> tensor<2x16x128xf32>
    %374 = stablehlo.multiply %373, %373 : tensor<2x16x128xf32>
    %375 = stablehlo.multiply %374, %373 : tensor<2x16x128xf32>
    %cst_82 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %376 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %377 = stablehlo.multiply %376, %375 : tensor<2x16x128xf32>
    %378 = stablehlo.add %373, %377 : tensor<2x16x128xf32>
    %cst_83 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %379 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %380 = stablehlo.multiply %379, %378 : tensor<2x16x128xf32>
    %381 = stablehlo.tanh %380 : tensor<2x16x128xf32>
    %cst_84 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %382 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %383 = stablehlo.add %382, %381 : tensor<2x16x128xf32>
    %cst_85 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %384 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %385 = stablehlo.multiply %384, %383 : tensor<2x16x128xf32>
    %386 = stablehlo.multiply %373, %385 : tensor<2x16x128xf32>
    %387 = stablehlo.dot_general %372, %arg26, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x128xf32>) -> tensor<2x16x128xf32>
    %388 = stablehlo.multiply %386, %387 : tensor<2x16x128xf32>
    %389 = stablehlo.dot_general %388, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xf32>, tensor<128x64xf32>) -> tensor<2x16x64xf32>
    %390 = chlo.square %389 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_86 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %391 = stablehlo.reduce(%390 init: %cst_86) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %392 = stablehlo.broadcast_in_dim %391, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_87 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %393 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %394 = stablehlo.divide %392, %393 : tensor<2x16x1xf32>
    %cst_88 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %395 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %396 = stablehlo.add %394, %395 : tensor<2x16x1xf32>
    %cst_89 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %397 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %398 = stablehlo.power %396, %397 : tensor<2x16x1xf32>
    %399 = stablehlo.broadcast_in_dim %398, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %400 = stablehlo.multiply %389, %399 : tensor<2x16x64xf32>
    %cst_90 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %401 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %402 = stablehlo.add %401, %arg21 : tensor<64xf32>
    %403 = stablehlo.broadcast_in_dim %402, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %404 = stablehlo.broadcast_in_dim %403, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %405 = stablehlo.multiply %400, %404 : tensor<2x16x64xf32>
    %406 = stablehlo.add %356, %405 : tensor<2x16x64xf32>
    %407 = chlo.square %406 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_91 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %408 = stablehlo.reduce(%407 init: %cst_91) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %409 = stablehlo.broadcast_in_dim %408, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_92 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %410 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %411 = stablehlo.divide %409, %410 : tensor<2x16x1xf32>
    %cst_93 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %412 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %413 = stablehlo.add %411, %412 : tensor<2x16x1xf32>
    %cst_94 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %414 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %415 = stablehlo.power %413, %414 : tensor<2x16x1xf32>
    %416 = stablehlo.broadcast_in_dim %415, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %417 = stablehlo.multiply %406, %416 : tensor<2x16x64xf32>
    %cst_95 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %418 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %419 = stablehlo.add %418, %arg1 : tensor<64xf32>
    %420 = stablehlo.broadcast_in_dim %419, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %421 = stablehlo.broadcast_in_dim %420, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %422 = stablehlo.multiply %417, %421 : tensor<2x16x64xf32>
    %423 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %424 = stablehlo.dot_general %422, %423, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x128xf32>) -> tensor<2x16x128xf32>
    return %424 : tensor<2x16x128xf32>
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
