module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<384xf32>, %arg1: tensor<64x384xf32>, %arg2: tensor<128xf32>, %arg3: tensor<64x128xf32>, %arg4: tensor<64xf32>, %arg5: tensor<128x64xf32>, %arg6: tensor<64xf32>, %arg7: tensor<64x64xf32>, %arg8: tensor<192xf32>, %arg9: tensor<64x192xf32>, %arg10: tensor<384xf32>, %arg11: tensor<64x384xf32>, %arg12: tensor<128xf32>, %arg13: tensor<64x128xf32>, %arg14: tensor<64xf32>, %arg15: tensor<128x64xf32>, %arg16: tensor<64xf32>, %arg17: tensor<64x64xf32>, %arg18: tensor<192xf32>, %arg19: tensor<64x192xf32>, %arg20: tensor<128xf32>, %arg21: tensor<64x128xf32>, %arg22: tensor<8xf32>, %arg23: tensor<64x8xf32>, %arg24: tensor<64xf32>, %arg25: tensor<8x64xf32>, %arg26: tensor<2x16x8xf32>, %arg27: tensor<2x64xf32>) -> (tensor<2x16x8xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg26, %arg25, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x8xf32>, tensor<8x64xf32>) -> tensor<2x16x64xf32>
    %1 = stablehlo.reshape %arg24 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %3 = stablehlo.add %0, %2 : tensor<2x16x64xf32>
    %4 = call @silu(%arg27) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %5 = stablehlo.dot_general %4, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x64xf32>, tensor<64x384xf32>) -> tensor<2x384xf32>
    %6 = stablehlo.reshape %arg0 : (tensor<384xf32>) -> tensor<1x384xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<1x384xf32>) -> tensor<2x384xf32>
    %8 = stablehlo.add %5, %7 : tensor<2x384xf32>
    %9 = stablehlo.slice %8 [0:2, 0:64] : (tensor<2x384xf32>) -> tensor<2x64xf32>
    %10 = stablehlo.slice %8 [0:2, 64:128] : (tensor<2x384xf32>) -> tensor<2x64xf32>
    %11 = stablehlo.slice %8 [0:2, 128:192] : (tensor<2x384xf32>) -> tensor<2x64xf32>
    %12 = stablehlo.slice %8 [0:2, 192:256] : (tensor<2x384xf32>) -> tensor<2x64xf32>
    %13 = stablehlo.slice %8 [0:2, 256:320] : (tensor<2x384xf32>) -> tensor<2x64xf32>
    %14 = stablehlo.slice %8 [0:2, 320:384] : (tensor<2x384xf32>) -> tensor<2x64xf32>
    %15 = chlo.square %3 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.reduce(%3 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %18 = stablehlo.divide %16, %17 : tensor<2x16xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.reduce(%15 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_2 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %21 = stablehlo.divide %19, %20 : tensor<2x16xf32>
    %22 = chlo.square %18 : tensor<2x16xf32> -> tensor<2x16xf32>
    %23 = stablehlo.subtract %21, %22 : tensor<2x16xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %25 = stablehlo.maximum %24, %23 : tensor<2x16xf32>
    %26 = stablehlo.broadcast_in_dim %18, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %27 = stablehlo.broadcast_in_dim %25, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %28 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %29 = stablehlo.subtract %3, %28 : tensor<2x16x64xf32>
    %cst_4 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %31 = stablehlo.add %27, %30 : tensor<2x16x1xf32>
    %32 = stablehlo.rsqrt %31 : tensor<2x16x1xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %34 = stablehlo.multiply %29, %33 : tensor<2x16x64xf32>
    %35 = stablehlo.broadcast_in_dim %10, dims = [0, 2] : (tensor<2x64xf32>) -> tensor<2x1x64xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x1x64xf32>
    %37 = stablehlo.add %36, %35 : tensor<2x1x64xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2] : (tensor<2x1x64xf32>) -> tensor<2x16x64xf32>
    %39 = stablehlo.multiply %34, %38 : tensor<2x16x64xf32>
    %40 = stablehlo.broadcast_in_dim %9, dims = [0, 2] : (tensor<2x64xf32>) -> tensor<2x1x64xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2] : (tensor<2x1x64xf32>) -> tensor<2x16x64xf32>
    %42 = stablehlo.add %39, %41 : tensor<2x16x64xf32>
    %43 = stablehlo.dot_general %42, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x192xf32>) -> tensor<2x16x192xf32>
    %44 = stablehlo.reshape %arg8 : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<2x16x192xf32>
    %46 = stablehlo.add %43, %45 : tensor<2x16x192xf32>
    %47 = stablehlo.reshape %46 : (tensor<2x16x192xf32>) -> tensor<2x16x3x4x16xf32>
    %48 = stablehlo.slice %47 [0:2, 0:16, 0:1, 0:4, 0:16] : (tensor<2x16x3x4x16xf32>) -> tensor<2x16x1x4x16xf32>
    %49 = stablehlo.reshape %48 : (tensor<2x16x1x4x16xf32>) -> tensor<2x16x4x16xf32>
    %50 = stablehlo.slice %47 [0:2, 0:16, 1:2, 0:4, 0:16] : (tensor<2x16x3x4x16xf32>) -> tensor<2x16x1x4x16xf32>
    %51 = stablehlo.reshape %50 : (tensor<2x16x1x4x16xf32>) -> tensor<2x16x4x16xf32>
    %52 = stablehlo.slice %47 [0:2, 0:16, 2:3, 0:4, 0:16] : (tensor<2x16x3x4x16xf32>) -> tensor<2x16x1x4x16xf32>
    %53 = stablehlo.reshape %52 : (tensor<2x16x1x4x16xf32>) -> tensor<2x16x4x16xf32>
    %54 = stablehlo.dot_general %49, %51, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %cst_6 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %56 = stablehlo.multiply %54, %55 : tensor<2x4x16x16xf32>
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %57 = stablehlo.reduce(%56 init: %cst_7) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %cst_8 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %59 = stablehlo.maximum %58, %57 : tensor<2x4x16xf32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %62 = stablehlo.subtract %56, %61 : tensor<2x4x16x16xf32>
    %63 = stablehlo.exponential %62 : tensor<2x4x16x16xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %64 = stablehlo.reduce(%63 init: %cst_9) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %67 = stablehlo.divide %63, %66 : tensor<2x4x16x16xf32>
    %68 = stablehlo.dot_general %53, %67, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %69 = stablehlo.transpose %68, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %70 = stablehlo.reshape %69 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %71 = stablehlo.broadcast_in_dim %11, dims = [0, 2] : (tensor<2x64xf32>) -> tensor<2x1x64xf32>
    %72 = stablehlo.dot_general %70, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %73 = stablehlo.reshape %arg6 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %75 = stablehlo.add %72, %74 : tensor<2x16x64xf32>
    %76 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2] : (tensor<2x1x64xf32>) -> tensor<2x16x64xf32>
    %77 = stablehlo.multiply %76, %75 : tensor<2x16x64xf32>
    %78 = stablehlo.add %3, %77 : tensor<2x16x64xf32>
    %79 = chlo.square %78 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %80 = stablehlo.reduce(%78 init: %cst_10) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_11 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %82 = stablehlo.divide %80, %81 : tensor<2x16xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %83 = stablehlo.reduce(%79 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_13 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %85 = stablehlo.divide %83, %84 : tensor<2x16xf32>
    %86 = chlo.square %82 : tensor<2x16xf32> -> tensor<2x16xf32>
    %87 = stablehlo.subtract %85, %86 : tensor<2x16xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %89 = stablehlo.maximum %88, %87 : tensor<2x16xf32>
    %90 = stablehlo.broadcast_in_dim %82, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %91 = stablehlo.broadcast_in_dim %89, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %92 = stablehlo.broadcast_in_dim %90, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %93 = stablehlo.subtract %78, %92 : tensor<2x16x64xf32>
    %cst_15 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %95 = stablehlo.add %91, %94 : tensor<2x16x1xf32>
    %96 = stablehlo.rsqrt %95 : tensor<2x16x1xf32>
    %97 = stablehlo.broadcast_in_dim %96, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %98 = stablehlo.multiply %93, %97 : tensor<2x16x64xf32>
    %99 = stablehlo.broadcast_in_dim %13, dims = [0, 2] : (tensor<2x64xf32>) -> tensor<2x1x64xf32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2x1x64xf32>
    %101 = stablehlo.add %100, %99 : tensor<2x1x64xf32>
    %102 = stablehlo.broadcast_in_dim %101, dims = [0, 1, 2] : (tensor<2x1x64xf32>) -> tensor<2x16x64xf32>
    %103 = stablehlo.multiply %98, %102 : tensor<2x16x64xf32>
    %104 = stablehlo.broadcast_in_dim %12, dims = [0, 2] : (tensor<2x64xf32>) -> tensor<2x1x64xf32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 2] : (tensor<2x1x64xf32>) -> tensor<2x16x64xf32>
    %106 = stablehlo.add %103, %105 : tensor<2x16x64xf32>
    %107 = stablehlo.dot_general %106, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x128xf32>) -> tensor<2x16x128xf32>
    %108 = stablehlo.reshape %arg2 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %109 = stablehlo.broadcast_in_dim %108, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<2x16x128xf32>
    %110 = stablehlo.add %107, %109 : tensor<2x16x128xf32>
    %111 = stablehlo.multiply %110, %110 : tensor<2x16x128xf32>
    %112 = stablehlo.multiply %111, %110 : tensor<2x16x128xf32>
    %cst_17 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %113 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %114 = stablehlo.multiply %113, %112 : tensor<2x16x128xf32>
    %115 = stablehlo.add %110, %114 : tensor<2x16x128xf32>
    %cst_18 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %116 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %117 = stablehlo.multiply %116, %115 : tensor<2x16x128xf32>
    %118 = stablehlo.tanh %117 : tensor<2x16x128xf32>
    %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %119 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %120 = stablehlo.add %119, %118 : tensor<2x16x128xf32>
    %cst_20 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %121 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %122 = stablehlo.multiply %121, %120 : tensor<2x16x128xf32>
    %123 = stablehlo.multiply %110, %122 : tensor<2x16x128xf32>
    %124 = stablehlo.broadcast_in_dim %14, dims = [0, 2] : (tensor<2x64xf32>) -> tensor<2x1x64xf32>
    %125 = stablehlo.dot_general %123, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xf32>, tensor<128x64xf32>) -> tensor<2x16x64xf32>
    %126 = stablehlo.reshape %arg4 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %127 = stablehlo.broadcast_in_dim %126, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %128 = stablehlo.add %125, %127 : tensor<2x16x64xf32>
    %129 = stablehlo.broadcast_in_dim %124, dims = [0, 1, 2] : (tensor<2x1x64xf32>) -> tensor<2x16x64xf32>
    %130 = stablehlo.multiply %129, %128 : tensor<2x16x64xf32>
    %131 = stablehlo.add %78, %130 : tensor<2x16x64xf32>
    %132 = call @silu(%arg27) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %133 = stablehlo.dot_general %132, %arg11, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x64xf32>, tensor<64x384xf32>) -> tensor<2x384xf32>
    %134 = stablehlo.reshape %arg10 : (tensor<384xf32>) -> tensor<1x384xf32>
    %135 = stablehlo.broadcast_in_dim %134, dims = [0, 1] : (tensor<1x384xf32>) -> tensor<2x384xf32>
    %136 = stablehlo.add %133, %135 : tensor<2x384xf32>
    %137 = stablehlo.slice %136 [0:2, 0:64] : (tensor<2x384xf32>) -> tensor<2x64xf32>
    %138 = stablehlo.slice %136 [0:2, 64:128] : (tensor<2x384xf32>) -> tensor<2x64xf32>
    %139 = stablehlo.slice %136 [0:2, 128:192] : (tensor<2x384xf32>) -> tensor<2x64xf32>
    %140 = stablehlo.slice %136 [0:2, 192:256] : (tensor<2x384xf32>) -> tensor<2x64xf32>
    %141 = stablehlo.slice %136 [0:2, 256:320] : (tensor<2x384xf32>) -> tensor<2x64xf32>
    %142 = stablehlo.slice %136 [0:2, 320:384] : (tensor<2x384xf32>) -> tensor<2x64xf32>
    %143 = chlo.square %131 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %144 = stablehlo.reduce(%131 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_22 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %145 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %146 = stablehlo.divide %144, %145 : tensor<2x16xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %147 = stablehlo.reduce(%143 init: %cst_23) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_24 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %148 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %149 = stablehlo.divide %147, %148 : tensor<2x16xf32>
    %150 = chlo.square %146 : tensor<2x16xf32> -> tensor<2x16xf32>
    %151 = stablehlo.subtract %149, %150 : tensor<2x16xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %152 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %153 = stablehlo.maximum %152, %151 : tensor<2x16xf32>
    %154 = stablehlo.broadcast_in_dim %146, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %155 = stablehlo.broadcast_in_dim %153, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %156 = stablehlo.broadcast_in_dim %154, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %157 = stablehlo.subtract %131, %156 : tensor<2x16x64xf32>
    %cst_26 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %158 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %159 = stablehlo.add %155, %158 : tensor<2x16x1xf32>
    %160 = stablehlo.rsqrt %159 : tensor<2x16x1xf32>
    %161 = stablehlo.broadcast_in_dim %160, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %162 = stablehlo.multiply %157, %161 : tensor<2x16x64xf32>
    %163 = stablehlo.broadcast_in_dim %138, dims = [0, 2] : (tensor<2x64xf32>) -> tensor<2x1x64xf32>
    %cst_27 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %164 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<2x1x64xf32>
    %165 = stablehlo.add %164, %163 : tensor<2x1x64xf32>
    %166 = stablehlo.broadcast_in_dim %165, dims = [0, 1, 2] : (tensor<2x1x64xf32>) -> tensor<2x16x64xf32>
    %167 = stablehlo.multiply %162, %166 : tensor<2x16x64xf32>
    %168 = stablehlo.broadcast_in_dim %137, dims = [0, 2] : (tensor<2x64xf32>) -> tensor<2x1x64xf32>
    %169 = stablehlo.broadcast_in_dim %168, dims = [0, 1, 2] : (tensor<2x1x64xf32>) -> tensor<2x16x64xf32>
    %170 = stablehlo.add %167, %169 : tensor<2x16x64xf32>
    %171 = stablehlo.dot_general %170, %arg19, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x192xf32>) -> tensor<2x16x192xf32>
    %172 = stablehlo.reshape %arg18 : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %173 = stablehlo.broadcast_in_dim %172, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<2x16x192xf32>
    %174 = stablehlo.add %171, %173 : tensor<2x16x192xf32>
    %175 = stablehlo.reshape %174 : (tensor<2x16x192xf32>) -> tensor<2x16x3x4x16xf32>
    %176 = stablehlo.slice %175 [0:2, 0:16, 0:1, 0:4, 0:16] : (tensor<2x16x3x4x16xf32>) -> tensor<2x16x1x4x16xf32>
    %177 = stablehlo.reshape %176 : (tensor<2x16x1x4x16xf32>) -> tensor<2x16x4x16xf32>
    %178 = stablehlo.slice %175 [0:2, 0:16, 1:2, 0:4, 0:16] : (tensor<2x16x3x4x16xf32>) -> tensor<2x16x1x4x16xf32>
    %179 = stablehlo.reshape %178 : (tensor<2x16x1x4x16xf32>) -> tensor<2x16x4x16xf32>
    %180 = stablehlo.slice %175 [0:2, 0:16, 2:3, 0:4, 0:16] : (tensor<2x16x3x4x16xf32>) -> tensor<2x16x1x4x16xf32>
    %181 = stablehlo.reshape %180 : (tensor<2x16x1x4x16xf32>) -> tensor<2x16x4x16xf32>
    %182 = stablehlo.dot_general %177, %179, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %cst_28 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %183 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %184 = stablehlo.multiply %182, %183 : tensor<2x4x16x16xf32>
    %cst_29 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %185 = stablehlo.reduce(%184 init: %cst_29) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %cst_30 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %186 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %187 = stablehlo.maximum %186, %185 : tensor<2x4x16xf32>
    %188 = stablehlo.broadcast_in_dim %187, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %189 = stablehlo.broadcast_in_dim %188, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %190 = stablehlo.subtract %184, %189 : tensor<2x4x16x16xf32>
    %191 = stablehlo.exponential %190 : tensor<2x4x16x16xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %192 = stablehlo.reduce(%191 init: %cst_31) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %193 = stablehlo.broadcast_in_dim %192, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %194 = stablehlo.broadcast_in_dim %193, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %195 = stablehlo.divide %191, %194 : tensor<2x4x16x16xf32>
    %196 = stablehlo.dot_general %181, %195, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %197 = stablehlo.transpose %196, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %198 = stablehlo.reshape %197 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %199 = stablehlo.broadcast_in_dim %139, dims = [0, 2] : (tensor<2x64xf32>) -> tensor<2x1x64xf32>
    %200 = stablehlo.dot_general %198, %arg17, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %201 = stablehlo.reshape %arg16 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %202 = stablehlo.broadcast_in_dim %201, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %203 = stablehlo.add %200, %202 : tensor<2x16x64xf32>
    %204 = stablehlo.broadcast_in_dim %199, dims = [0, 1, 2] : (tensor<2x1x64xf32>) -> tensor<2x16x64xf32>
    %205 = stablehlo.multiply %204, %203 : tensor<2x16x64xf32>
    %206 = stablehlo.add %131, %205 : tensor<2x16x64xf32>
    %207 = chlo.square %206 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %208 = stablehlo.reduce(%206 init: %cst_32) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_33 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %209 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %210 = stablehlo.divide %208, %209 : tensor<2x16xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %211 = stablehlo.reduce(%207 init: %cst_34) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_35 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %212 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %213 = stablehlo.divide %211, %212 : tensor<2x16xf32>
    %214 = chlo.square %210 : tensor<2x16xf32> -> tensor<2x16xf32>
    %215 = stablehlo.subtract %213, %214 : tensor<2x16xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %216 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %217 = stablehlo.maximum %216, %215 : tensor<2x16xf32>
    %218 = stablehlo.broadcast_in_dim %210, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %219 = stablehlo.broadcast_in_dim %217, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %220 = stablehlo.broadcast_in_dim %218, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %221 = stablehlo.subtract %206, %220 : tensor<2x16x64xf32>
    %cst_37 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %222 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %223 = stablehlo.add %219, %222 : tensor<2x16x1xf32>
    %224 = stablehlo.rsqrt %223 : tensor<2x16x1xf32>
    %225 = stablehlo.broadcast_in_dim %224, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %226 = stablehlo.multiply %221, %225 : tensor<2x16x64xf32>
    %227 = stablehlo.broadcast_in_dim %141, dims = [0, 2] : (tensor<2x64xf32>) -> tensor<2x1x64xf32>
    %cst_38 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %228 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<2x1x64xf32>
    %229 = stablehlo.add %228, %227 : tensor<2x1x64xf32>
    %230 = stablehlo.broadcast_in_dim %229, dims = [0, 1, 2] : (tensor<2x1x64xf32>) -> tensor<2x16x64xf32>
    %231 = stablehlo.multiply %226, %230 : tensor<2x16x64xf32>
    %232 = stablehlo.broadcast_in_dim %140, dims = [0, 2] : (tensor<2x64xf32>) -> tensor<2x1x64xf32>
    %233 = stablehlo.broadcast_in_dim %232, dims = [0, 1, 2] : (tensor<2x1x64xf32>) -> tensor<2x16x64xf32>
    %234 = stablehlo.add %231, %233 : tensor<2x16x64xf32>
    %235 = stablehlo.dot_general %234, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x128xf32>) -> tensor<2x16x128xf32>
    %236 = stablehlo.reshape %arg12 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %237 = stablehlo.broadcast_in_dim %236, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<2x16x128xf32>
    %238 = stablehlo.add %235, %237 : tensor<2x16x128xf32>
    %239 = stablehlo.multiply %238, %238 : tensor<2x16x128xf32>
    %240 = stablehlo.multiply %239, %238 : tensor<2x16x128xf32>
    %cst_39 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %241 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %242 = stablehlo.multiply %241, %240 : tensor<2x16x128xf32>
    %243 = stablehlo.add %238, %242 : tensor<2x16x128xf32>
    %cst_40 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %244 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %245 = stablehlo.multiply %244, %243 : tensor<2x16x128xf32>
    %246 = stablehlo.tanh %245 : tensor<2x16x128xf32>
    %cst_41 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %247 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %248 = stablehlo.add %247, %246 : tensor<2x16x128xf32>
    %cst_42 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %249 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %250 = stablehlo.multiply %249, %248 : tensor<2x16x128xf32>
    %251 = stablehlo.multiply %238, %250 : tensor<2x16x128xf32>
    %252 = stablehlo.broadcast_in_dim %142, dims = [0, 2] : (tensor<2x64xf32>) -> tensor<2x1x64xf32>
    %253 = stablehlo.dot_general %251, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xf32>, tensor<128x64xf32>) -> tensor<2x16x64xf32>
    %254 = stablehlo.reshape %arg14 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %255 = stablehlo.broadcast_in_dim %254, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %256 = stablehlo.add %253, %255 : tensor<2x16x64xf32>
    %257 = stablehlo.broadcast_in_dim %252, dims = [0, 1, 2] : (tensor<2x1x64xf32>) -> tensor<2x16x64xf32>
    %258 = stablehlo.multiply %257, %256 : tensor<2x16x64xf32>
    %259 = stablehlo.add %206, %258 : tensor<2x16x64xf32>
    %260 = call @silu(%arg27) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %261 = stablehlo.dot_general %260, %arg21, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x64xf32>, tensor<64x128xf32>) -> tensor<2x128xf32>
    %262 = stablehlo.reshape %arg20 : (tensor<128xf32>) -> tensor<1x128xf32>
    %263 = stablehlo.broadcast_in_dim %262, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<2x128xf32>
    %264 = stablehlo.add %261, %263 : tensor<2x128xf32>
    %265 = stablehlo.slice %264 [0:2, 0:64] : (tensor<2x128xf32>) -> tensor<2x64xf32>
    %266 = stablehlo.slice %264 [0:2, 64:128] : (tensor<2x128xf32>) -> tensor<2x64xf32>
    %267 = chlo.square %259 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %268 = stablehlo.reduce(%259 init: %cst_43) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_44 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %269 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %270 = stablehlo.divide %268, %269 : tensor<2x16xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %271 = stablehlo.reduce(%267 init: %cst_45) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_46 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %272 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %273 = stablehlo.divide %271, %272 : tensor<2x16xf32>
    %274 = chlo.square %270 : tensor<2x16xf32> -> tensor<2x16xf32>
    %275 = stablehlo.subtract %273, %274 : tensor<2x16xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %276 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %277 = stablehlo.maximum %276, %275 : tensor<2x16xf32>
    %278 = stablehlo.broadcast_in_dim %270, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %279 = stablehlo.broadcast_in_dim %277, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %280 = stablehlo.broadcast_in_dim %278, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %281 = stablehlo.subtract %259, %280 : tensor<2x16x64xf32>
    %cst_48 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %282 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %283 = stablehlo.add %279, %282 : tensor<2x16x1xf32>
    %284 = stablehlo.rsqrt %283 : tensor<2x16x1xf32>
    %285 = stablehlo.broadcast_in_dim %284, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %286 = stablehlo.multiply %281, %285 : tensor<2x16x64xf32>
    %287 = stablehlo.broadcast_in_dim %266, dims = [0, 2] : (tensor<2x64xf32>) -> tensor<2x1x64xf32>
    %cst_49 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %288 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<2x1x64xf32>
    %289 = stablehlo.add %288, %287 : tensor<2x1x64xf32>
    %290 = stablehlo.broadcast_in_dim %289, dims = [0, 1, 2] : (tensor<2x1x64xf32>) -> tensor<2x16x64xf32>
    %291 = stablehlo.multiply %286, %290 : tensor<2x16x64xf32>
    %292 = stablehlo.broadcast_in_dim %265, dims = [0, 2] : (tensor<2x64xf32>) -> tensor<2x1x64xf32>
    %293 = stablehlo.broadcast_in_dim %292, dims = [0, 1, 2] : (tensor<2x1x64xf32>) -> tensor<2x16x64xf32>
    %294 = stablehlo.add %291, %293 : tensor<2x16x64xf32>
    %295 = stablehlo.dot_general %294, %arg23, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x8xf32>) -> tensor<2x16x8xf32>
    %296 = stablehlo.reshape %arg22 : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %297 = stablehlo.broadcast_in_dim %296, dims = [0, 1, 2] : (tensor<1x1x8xf32>) -> tensor<2x16x8xf32>
    %298 = stablehlo.add %295, %297 : tensor<2x16x8xf32>
    return %298 : tensor<2x16x8xf32>
  }
  func.func private @silu(%arg0: tensor<2x64xf32>) -> tensor<2x64xf32> {
    %0 = stablehlo.negate %arg0 : tensor<2x64xf32>
    %1 = stablehlo.exponential %0 : tensor<2x64xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %3 = stablehlo.add %2, %1 : tensor<2x64xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %5 = stablehlo.divide %4, %3 : tensor<2x64xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<2x64xf32>
    return %6 : tensor<2x64xf32>
  }
}
