module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<384xbf16>, %arg1: tensor<64x384xbf16>, %arg2: tensor<128xbf16>, %arg3: tensor<64x128xbf16>, %arg4: tensor<64xbf16>, %arg5: tensor<128x64xbf16>, %arg6: tensor<64xbf16>, %arg7: tensor<64x64xbf16>, %arg8: tensor<192xbf16>, %arg9: tensor<64x192xbf16>, %arg10: tensor<384xbf16>, %arg11: tensor<64x384xbf16>, %arg12: tensor<128xbf16>, %arg13: tensor<64x128xbf16>, %arg14: tensor<64xbf16>, %arg15: tensor<128x64xbf16>, %arg16: tensor<64xbf16>, %arg17: tensor<64x64xbf16>, %arg18: tensor<192xbf16>, %arg19: tensor<64x192xbf16>, %arg20: tensor<128xbf16>, %arg21: tensor<64x128xbf16>, %arg22: tensor<8xbf16>, %arg23: tensor<64x8xbf16>, %arg24: tensor<64xbf16>, %arg25: tensor<8x64xbf16>, %arg26: tensor<2x16x8xbf16>, %arg27: tensor<2x64xbf16>) -> (tensor<2x16x8xbf16> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg26, %arg25, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x8xbf16>, tensor<8x64xbf16>) -> tensor<2x16x64xbf16>
    %1 = stablehlo.reshape %arg24 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %3 = stablehlo.add %0, %2 : tensor<2x16x64xbf16>
    %4 = call @silu(%arg27) : (tensor<2x64xbf16>) -> tensor<2x64xbf16>
    %5 = stablehlo.dot_general %4, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x64xbf16>, tensor<64x384xbf16>) -> tensor<2x384xbf16>
    %6 = stablehlo.reshape %arg0 : (tensor<384xbf16>) -> tensor<1x384xbf16>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<1x384xbf16>) -> tensor<2x384xbf16>
    %8 = stablehlo.add %5, %7 : tensor<2x384xbf16>
    %9 = stablehlo.slice %8 [0:2, 0:64] : (tensor<2x384xbf16>) -> tensor<2x64xbf16>
    %10 = stablehlo.slice %8 [0:2, 64:128] : (tensor<2x384xbf16>) -> tensor<2x64xbf16>
    %11 = stablehlo.slice %8 [0:2, 128:192] : (tensor<2x384xbf16>) -> tensor<2x64xbf16>
    %12 = stablehlo.slice %8 [0:2, 192:256] : (tensor<2x384xbf16>) -> tensor<2x64xbf16>
    %13 = stablehlo.slice %8 [0:2, 256:320] : (tensor<2x384xbf16>) -> tensor<2x64xbf16>
    %14 = stablehlo.slice %8 [0:2, 320:384] : (tensor<2x384xbf16>) -> tensor<2x64xbf16>
    %15 = stablehlo.convert %3 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %16 = chlo.square %15 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.reduce(%15 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %19 = stablehlo.divide %17, %18 : tensor<2x16xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.reduce(%16 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_2 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %22 = stablehlo.divide %20, %21 : tensor<2x16xf32>
    %23 = chlo.square %19 : tensor<2x16xf32> -> tensor<2x16xf32>
    %24 = stablehlo.subtract %22, %23 : tensor<2x16xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %26 = stablehlo.maximum %25, %24 : tensor<2x16xf32>
    %27 = stablehlo.broadcast_in_dim %19, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %28 = stablehlo.broadcast_in_dim %26, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %29 = stablehlo.convert %3 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %30 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %31 = stablehlo.subtract %29, %30 : tensor<2x16x64xf32>
    %cst_4 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %33 = stablehlo.add %28, %32 : tensor<2x16x1xf32>
    %34 = stablehlo.rsqrt %33 : tensor<2x16x1xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %36 = stablehlo.multiply %31, %35 : tensor<2x16x64xf32>
    %37 = stablehlo.convert %36 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %38 = stablehlo.broadcast_in_dim %10, dims = [0, 2] : (tensor<2x64xbf16>) -> tensor<2x1x64xbf16>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %39 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<bf16>) -> tensor<2x1x64xbf16>
    %40 = stablehlo.add %39, %38 : tensor<2x1x64xbf16>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2] : (tensor<2x1x64xbf16>) -> tensor<2x16x64xbf16>
    %42 = stablehlo.multiply %37, %41 : tensor<2x16x64xbf16>
    %43 = stablehlo.broadcast_in_dim %9, dims = [0, 2] : (tensor<2x64xbf16>) -> tensor<2x1x64xbf16>
    %44 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2] : (tensor<2x1x64xbf16>) -> tensor<2x16x64xbf16>
    %45 = stablehlo.add %42, %44 : tensor<2x16x64xbf16>
    %46 = stablehlo.dot_general %45, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x192xbf16>) -> tensor<2x16x192xbf16>
    %47 = stablehlo.reshape %arg8 : (tensor<192xbf16>) -> tensor<1x1x192xbf16>
    %48 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2] : (tensor<1x1x192xbf16>) -> tensor<2x16x192xbf16>
    %49 = stablehlo.add %46, %48 : tensor<2x16x192xbf16>
    %50 = stablehlo.reshape %49 : (tensor<2x16x192xbf16>) -> tensor<2x16x3x4x16xbf16>
    %51 = stablehlo.slice %50 [0:2, 0:16, 0:1, 0:4, 0:16] : (tensor<2x16x3x4x16xbf16>) -> tensor<2x16x1x4x16xbf16>
    %52 = stablehlo.reshape %51 : (tensor<2x16x1x4x16xbf16>) -> tensor<2x16x4x16xbf16>
    %53 = stablehlo.slice %50 [0:2, 0:16, 1:2, 0:4, 0:16] : (tensor<2x16x3x4x16xbf16>) -> tensor<2x16x1x4x16xbf16>
    %54 = stablehlo.reshape %53 : (tensor<2x16x1x4x16xbf16>) -> tensor<2x16x4x16xbf16>
    %55 = stablehlo.slice %50 [0:2, 0:16, 2:3, 0:4, 0:16] : (tensor<2x16x3x4x16xbf16>) -> tensor<2x16x1x4x16xbf16>
    %56 = stablehlo.reshape %55 : (tensor<2x16x1x4x16xbf16>) -> tensor<2x16x4x16xbf16>
    %57 = stablehlo.dot_general %52, %54, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xbf16>, tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %cst_6 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %58 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<bf16>) -> tensor<2x4x16x16xbf16>
    %59 = stablehlo.multiply %57, %58 : tensor<2x4x16x16xbf16>
    %cst_7 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %60 = stablehlo.reduce(%59 init: %cst_7) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xbf16>, tensor<bf16>) -> tensor<2x4x16xbf16>
    %cst_8 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %61 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<bf16>) -> tensor<2x4x16xbf16>
    %62 = stablehlo.maximum %61, %60 : tensor<2x4x16xbf16>
    %63 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2] : (tensor<2x4x16xbf16>) -> tensor<2x4x16x1xbf16>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xbf16>) -> tensor<2x4x16x16xbf16>
    %65 = stablehlo.subtract %59, %64 : tensor<2x4x16x16xbf16>
    %66 = stablehlo.exponential %65 : tensor<2x4x16x16xbf16>
    %67 = stablehlo.convert %66 : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %68 = stablehlo.reduce(%67 init: %cst_9) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %70 = stablehlo.convert %69 : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x1xbf16>
    %71 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xbf16>) -> tensor<2x4x16x16xbf16>
    %72 = stablehlo.divide %66, %71 : tensor<2x4x16x16xbf16>
    %73 = stablehlo.dot_general %56, %72, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xbf16>, tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %74 = stablehlo.transpose %73, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xbf16>) -> tensor<2x16x4x16xbf16>
    %75 = stablehlo.reshape %74 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x64xbf16>
    %76 = stablehlo.broadcast_in_dim %11, dims = [0, 2] : (tensor<2x64xbf16>) -> tensor<2x1x64xbf16>
    %77 = stablehlo.dot_general %75, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %78 = stablehlo.reshape %arg6 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %79 = stablehlo.broadcast_in_dim %78, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %80 = stablehlo.add %77, %79 : tensor<2x16x64xbf16>
    %81 = stablehlo.broadcast_in_dim %76, dims = [0, 1, 2] : (tensor<2x1x64xbf16>) -> tensor<2x16x64xbf16>
    %82 = stablehlo.multiply %81, %80 : tensor<2x16x64xbf16>
    %83 = stablehlo.add %3, %82 : tensor<2x16x64xbf16>
    %84 = stablehlo.convert %83 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %85 = chlo.square %84 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %86 = stablehlo.reduce(%84 init: %cst_10) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_11 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %88 = stablehlo.divide %86, %87 : tensor<2x16xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %89 = stablehlo.reduce(%85 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_13 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %91 = stablehlo.divide %89, %90 : tensor<2x16xf32>
    %92 = chlo.square %88 : tensor<2x16xf32> -> tensor<2x16xf32>
    %93 = stablehlo.subtract %91, %92 : tensor<2x16xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %95 = stablehlo.maximum %94, %93 : tensor<2x16xf32>
    %96 = stablehlo.broadcast_in_dim %88, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %97 = stablehlo.broadcast_in_dim %95, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %98 = stablehlo.convert %83 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %99 = stablehlo.broadcast_in_dim %96, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %100 = stablehlo.subtract %98, %99 : tensor<2x16x64xf32>
    %cst_15 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %101 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %102 = stablehlo.add %97, %101 : tensor<2x16x1xf32>
    %103 = stablehlo.rsqrt %102 : tensor<2x16x1xf32>
    %104 = stablehlo.broadcast_in_dim %103, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %105 = stablehlo.multiply %100, %104 : tensor<2x16x64xf32>
    %106 = stablehlo.convert %105 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %107 = stablehlo.broadcast_in_dim %13, dims = [0, 2] : (tensor<2x64xbf16>) -> tensor<2x1x64xbf16>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %108 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<bf16>) -> tensor<2x1x64xbf16>
    %109 = stablehlo.add %108, %107 : tensor<2x1x64xbf16>
    %110 = stablehlo.broadcast_in_dim %109, dims = [0, 1, 2] : (tensor<2x1x64xbf16>) -> tensor<2x16x64xbf16>
    %111 = stablehlo.multiply %106, %110 : tensor<2x16x64xbf16>
    %112 = stablehlo.broadcast_in_dim %12, dims = [0, 2] : (tensor<2x64xbf16>) -> tensor<2x1x64xbf16>
    %113 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2] : (tensor<2x1x64xbf16>) -> tensor<2x16x64xbf16>
    %114 = stablehlo.add %111, %113 : tensor<2x16x64xbf16>
    %115 = stablehlo.dot_general %114, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x128xbf16>) -> tensor<2x16x128xbf16>
    %116 = stablehlo.reshape %arg2 : (tensor<128xbf16>) -> tensor<1x1x128xbf16>
    %117 = stablehlo.broadcast_in_dim %116, dims = [0, 1, 2] : (tensor<1x1x128xbf16>) -> tensor<2x16x128xbf16>
    %118 = stablehlo.add %115, %117 : tensor<2x16x128xbf16>
    %119 = stablehlo.multiply %118, %118 : tensor<2x16x128xbf16>
    %120 = stablehlo.multiply %119, %118 : tensor<2x16x128xbf16>
    %cst_17 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %121 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<bf16>) -> tensor<2x16x128xbf16>
    %122 = stablehlo.multiply %121, %120 : tensor<2x16x128xbf16>
    %123 = stablehlo.add %118, %122 : tensor<2x16x128xbf16>
    %cst_18 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %124 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<bf16>) -> tensor<2x16x128xbf16>
    %125 = stablehlo.multiply %124, %123 : tensor<2x16x128xbf16>
    %126 = stablehlo.tanh %125 : tensor<2x16x128xbf16>
    %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %127 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<bf16>) -> tensor<2x16x128xbf16>
    %128 = stablehlo.add %127, %126 : tensor<2x16x128xbf16>
    %cst_20 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %129 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<bf16>) -> tensor<2x16x128xbf16>
    %130 = stablehlo.multiply %129, %128 : tensor<2x16x128xbf16>
    %131 = stablehlo.multiply %118, %130 : tensor<2x16x128xbf16>
    %132 = stablehlo.broadcast_in_dim %14, dims = [0, 2] : (tensor<2x64xbf16>) -> tensor<2x1x64xbf16>
    %133 = stablehlo.dot_general %131, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xbf16>, tensor<128x64xbf16>) -> tensor<2x16x64xbf16>
    %134 = stablehlo.reshape %arg4 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %135 = stablehlo.broadcast_in_dim %134, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %136 = stablehlo.add %133, %135 : tensor<2x16x64xbf16>
    %137 = stablehlo.broadcast_in_dim %132, dims = [0, 1, 2] : (tensor<2x1x64xbf16>) -> tensor<2x16x64xbf16>
    %138 = stablehlo.multiply %137, %136 : tensor<2x16x64xbf16>
    %139 = stablehlo.add %83, %138 : tensor<2x16x64xbf16>
    %140 = call @silu(%arg27) : (tensor<2x64xbf16>) -> tensor<2x64xbf16>
    %141 = stablehlo.dot_general %140, %arg11, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x64xbf16>, tensor<64x384xbf16>) -> tensor<2x384xbf16>
    %142 = stablehlo.reshape %arg10 : (tensor<384xbf16>) -> tensor<1x384xbf16>
    %143 = stablehlo.broadcast_in_dim %142, dims = [0, 1] : (tensor<1x384xbf16>) -> tensor<2x384xbf16>
    %144 = stablehlo.add %141, %143 : tensor<2x384xbf16>
    %145 = stablehlo.slice %144 [0:2, 0:64] : (tensor<2x384xbf16>) -> tensor<2x64xbf16>
    %146 = stablehlo.slice %144 [0:2, 64:128] : (tensor<2x384xbf16>) -> tensor<2x64xbf16>
    %147 = stablehlo.slice %144 [0:2, 128:192] : (tensor<2x384xbf16>) -> tensor<2x64xbf16>
    %148 = stablehlo.slice %144 [0:2, 192:256] : (tensor<2x384xbf16>) -> tensor<2x64xbf16>
    %149 = stablehlo.slice %144 [0:2, 256:320] : (tensor<2x384xbf16>) -> tensor<2x64xbf16>
    %150 = stablehlo.slice %144 [0:2, 320:384] : (tensor<2x384xbf16>) -> tensor<2x64xbf16>
    %151 = stablehlo.convert %139 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %152 = chlo.square %151 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %153 = stablehlo.reduce(%151 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_22 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %154 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %155 = stablehlo.divide %153, %154 : tensor<2x16xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %156 = stablehlo.reduce(%152 init: %cst_23) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_24 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %157 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %158 = stablehlo.divide %156, %157 : tensor<2x16xf32>
    %159 = chlo.square %155 : tensor<2x16xf32> -> tensor<2x16xf32>
    %160 = stablehlo.subtract %158, %159 : tensor<2x16xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %161 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %162 = stablehlo.maximum %161, %160 : tensor<2x16xf32>
    %163 = stablehlo.broadcast_in_dim %155, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %164 = stablehlo.broadcast_in_dim %162, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %165 = stablehlo.convert %139 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %166 = stablehlo.broadcast_in_dim %163, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %167 = stablehlo.subtract %165, %166 : tensor<2x16x64xf32>
    %cst_26 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %168 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %169 = stablehlo.add %164, %168 : tensor<2x16x1xf32>
    %170 = stablehlo.rsqrt %169 : tensor<2x16x1xf32>
    %171 = stablehlo.broadcast_in_dim %170, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %172 = stablehlo.multiply %167, %171 : tensor<2x16x64xf32>
    %173 = stablehlo.convert %172 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %174 = stablehlo.broadcast_in_dim %146, dims = [0, 2] : (tensor<2x64xbf16>) -> tensor<2x1x64xbf16>
    %cst_27 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %175 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<bf16>) -> tensor<2x1x64xbf16>
    %176 = stablehlo.add %175, %174 : tensor<2x1x64xbf16>
    %177 = stablehlo.broadcast_in_dim %176, dims = [0, 1, 2] : (tensor<2x1x64xbf16>) -> tensor<2x16x64xbf16>
    %178 = stablehlo.multiply %173, %177 : tensor<2x16x64xbf16>
    %179 = stablehlo.broadcast_in_dim %145, dims = [0, 2] : (tensor<2x64xbf16>) -> tensor<2x1x64xbf16>
    %180 = stablehlo.broadcast_in_dim %179, dims = [0, 1, 2] : (tensor<2x1x64xbf16>) -> tensor<2x16x64xbf16>
    %181 = stablehlo.add %178, %180 : tensor<2x16x64xbf16>
    %182 = stablehlo.dot_general %181, %arg19, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x192xbf16>) -> tensor<2x16x192xbf16>
    %183 = stablehlo.reshape %arg18 : (tensor<192xbf16>) -> tensor<1x1x192xbf16>
    %184 = stablehlo.broadcast_in_dim %183, dims = [0, 1, 2] : (tensor<1x1x192xbf16>) -> tensor<2x16x192xbf16>
    %185 = stablehlo.add %182, %184 : tensor<2x16x192xbf16>
    %186 = stablehlo.reshape %185 : (tensor<2x16x192xbf16>) -> tensor<2x16x3x4x16xbf16>
    %187 = stablehlo.slice %186 [0:2, 0:16, 0:1, 0:4, 0:16] : (tensor<2x16x3x4x16xbf16>) -> tensor<2x16x1x4x16xbf16>
    %188 = stablehlo.reshape %187 : (tensor<2x16x1x4x16xbf16>) -> tensor<2x16x4x16xbf16>
    %189 = stablehlo.slice %186 [0:2, 0:16, 1:2, 0:4, 0:16] : (tensor<2x16x3x4x16xbf16>) -> tensor<2x16x1x4x16xbf16>
    %190 = stablehlo.reshape %189 : (tensor<2x16x1x4x16xbf16>) -> tensor<2x16x4x16xbf16>
    %191 = stablehlo.slice %186 [0:2, 0:16, 2:3, 0:4, 0:16] : (tensor<2x16x3x4x16xbf16>) -> tensor<2x16x1x4x16xbf16>
    %192 = stablehlo.reshape %191 : (tensor<2x16x1x4x16xbf16>) -> tensor<2x16x4x16xbf16>
    %193 = stablehlo.dot_general %188, %190, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xbf16>, tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %cst_28 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %194 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<bf16>) -> tensor<2x4x16x16xbf16>
    %195 = stablehlo.multiply %193, %194 : tensor<2x4x16x16xbf16>
    %cst_29 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %196 = stablehlo.reduce(%195 init: %cst_29) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xbf16>, tensor<bf16>) -> tensor<2x4x16xbf16>
    %cst_30 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %197 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<bf16>) -> tensor<2x4x16xbf16>
    %198 = stablehlo.maximum %197, %196 : tensor<2x4x16xbf16>
    %199 = stablehlo.broadcast_in_dim %198, dims = [0, 1, 2] : (tensor<2x4x16xbf16>) -> tensor<2x4x16x1xbf16>
    %200 = stablehlo.broadcast_in_dim %199, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xbf16>) -> tensor<2x4x16x16xbf16>
    %201 = stablehlo.subtract %195, %200 : tensor<2x4x16x16xbf16>
    %202 = stablehlo.exponential %201 : tensor<2x4x16x16xbf16>
    %203 = stablehlo.convert %202 : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %204 = stablehlo.reduce(%203 init: %cst_31) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %205 = stablehlo.broadcast_in_dim %204, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %206 = stablehlo.convert %205 : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x1xbf16>
    %207 = stablehlo.broadcast_in_dim %206, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xbf16>) -> tensor<2x4x16x16xbf16>
    %208 = stablehlo.divide %202, %207 : tensor<2x4x16x16xbf16>
    %209 = stablehlo.dot_general %192, %208, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xbf16>, tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %210 = stablehlo.transpose %209, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xbf16>) -> tensor<2x16x4x16xbf16>
    %211 = stablehlo.reshape %210 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x64xbf16>
    %212 = stablehlo.broadcast_in_dim %147, dims = [0, 2] : (tensor<2x64xbf16>) -> tensor<2x1x64xbf16>
    %213 = stablehlo.dot_general %211, %arg17, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %214 = stablehlo.reshape %arg16 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %215 = stablehlo.broadcast_in_dim %214, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %216 = stablehlo.add %213, %215 : tensor<2x16x64xbf16>
    %217 = stablehlo.broadcast_in_dim %212, dims = [0, 1, 2] : (tensor<2x1x64xbf16>) -> tensor<2x16x64xbf16>
    %218 = stablehlo.multiply %217, %216 : tensor<2x16x64xbf16>
    %219 = stablehlo.add %139, %218 : tensor<2x16x64xbf16>
    %220 = stablehlo.convert %219 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %221 = chlo.square %220 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %222 = stablehlo.reduce(%220 init: %cst_32) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_33 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %223 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %224 = stablehlo.divide %222, %223 : tensor<2x16xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %225 = stablehlo.reduce(%221 init: %cst_34) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_35 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %226 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %227 = stablehlo.divide %225, %226 : tensor<2x16xf32>
    %228 = chlo.square %224 : tensor<2x16xf32> -> tensor<2x16xf32>
    %229 = stablehlo.subtract %227, %228 : tensor<2x16xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %230 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %231 = stablehlo.maximum %230, %229 : tensor<2x16xf32>
    %232 = stablehlo.broadcast_in_dim %224, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %233 = stablehlo.broadcast_in_dim %231, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %234 = stablehlo.convert %219 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %235 = stablehlo.broadcast_in_dim %232, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %236 = stablehlo.subtract %234, %235 : tensor<2x16x64xf32>
    %cst_37 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %237 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %238 = stablehlo.add %233, %237 : tensor<2x16x1xf32>
    %239 = stablehlo.rsqrt %238 : tensor<2x16x1xf32>
    %240 = stablehlo.broadcast_in_dim %239, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %241 = stablehlo.multiply %236, %240 : tensor<2x16x64xf32>
    %242 = stablehlo.convert %241 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %243 = stablehlo.broadcast_in_dim %149, dims = [0, 2] : (tensor<2x64xbf16>) -> tensor<2x1x64xbf16>
    %cst_38 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %244 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<bf16>) -> tensor<2x1x64xbf16>
    %245 = stablehlo.add %244, %243 : tensor<2x1x64xbf16>
    %246 = stablehlo.broadcast_in_dim %245, dims = [0, 1, 2] : (tensor<2x1x64xbf16>) -> tensor<2x16x64xbf16>
    %247 = stablehlo.multiply %242, %246 : tensor<2x16x64xbf16>
    %248 = stablehlo.broadcast_in_dim %148, dims = [0, 2] : (tensor<2x64xbf16>) -> tensor<2x1x64xbf16>
    %249 = stablehlo.broadcast_in_dim %248, dims = [0, 1, 2] : (tensor<2x1x64xbf16>) -> tensor<2x16x64xbf16>
    %250 = stablehlo.add %247, %249 : tensor<2x16x64xbf16>
    %251 = stablehlo.dot_general %250, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x128xbf16>) -> tensor<2x16x128xbf16>
    %252 = stablehlo.reshape %arg12 : (tensor<128xbf16>) -> tensor<1x1x128xbf16>
    %253 = stablehlo.broadcast_in_dim %252, dims = [0, 1, 2] : (tensor<1x1x128xbf16>) -> tensor<2x16x128xbf16>
    %254 = stablehlo.add %251, %253 : tensor<2x16x128xbf16>
    %255 = stablehlo.multiply %254, %254 : tensor<2x16x128xbf16>
    %256 = stablehlo.multiply %255, %254 : tensor<2x16x128xbf16>
    %cst_39 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %257 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<bf16>) -> tensor<2x16x128xbf16>
    %258 = stablehlo.multiply %257, %256 : tensor<2x16x128xbf16>
    %259 = stablehlo.add %254, %258 : tensor<2x16x128xbf16>
    %cst_40 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %260 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<bf16>) -> tensor<2x16x128xbf16>
    %261 = stablehlo.multiply %260, %259 : tensor<2x16x128xbf16>
    %262 = stablehlo.tanh %261 : tensor<2x16x128xbf16>
    %cst_41 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %263 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<bf16>) -> tensor<2x16x128xbf16>
    %264 = stablehlo.add %263, %262 : tensor<2x16x128xbf16>
    %cst_42 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %265 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<bf16>) -> tensor<2x16x128xbf16>
    %266 = stablehlo.multiply %265, %264 : tensor<2x16x128xbf16>
    %267 = stablehlo.multiply %254, %266 : tensor<2x16x128xbf16>
    %268 = stablehlo.broadcast_in_dim %150, dims = [0, 2] : (tensor<2x64xbf16>) -> tensor<2x1x64xbf16>
    %269 = stablehlo.dot_general %267, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xbf16>, tensor<128x64xbf16>) -> tensor<2x16x64xbf16>
    %270 = stablehlo.reshape %arg14 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %271 = stablehlo.broadcast_in_dim %270, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %272 = stablehlo.add %269, %271 : tensor<2x16x64xbf16>
    %273 = stablehlo.broadcast_in_dim %268, dims = [0, 1, 2] : (tensor<2x1x64xbf16>) -> tensor<2x16x64xbf16>
    %274 = stablehlo.multiply %273, %272 : tensor<2x16x64xbf16>
    %275 = stablehlo.add %219, %274 : tensor<2x16x64xbf16>
    %276 = call @silu(%arg27) : (tensor<2x64xbf16>) -> tensor<2x64xbf16>
    %277 = stablehlo.dot_general %276, %arg21, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x64xbf16>, tensor<64x128xbf16>) -> tensor<2x128xbf16>
    %278 = stablehlo.reshape %arg20 : (tensor<128xbf16>) -> tensor<1x128xbf16>
    %279 = stablehlo.broadcast_in_dim %278, dims = [0, 1] : (tensor<1x128xbf16>) -> tensor<2x128xbf16>
    %280 = stablehlo.add %277, %279 : tensor<2x128xbf16>
    %281 = stablehlo.slice %280 [0:2, 0:64] : (tensor<2x128xbf16>) -> tensor<2x64xbf16>
    %282 = stablehlo.slice %280 [0:2, 64:128] : (tensor<2x128xbf16>) -> tensor<2x64xbf16>
    %283 = stablehlo.convert %275 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %284 = chlo.square %283 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %285 = stablehlo.reduce(%283 init: %cst_43) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_44 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %286 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %287 = stablehlo.divide %285, %286 : tensor<2x16xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %288 = stablehlo.reduce(%284 init: %cst_45) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_46 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %289 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %290 = stablehlo.divide %288, %289 : tensor<2x16xf32>
    %291 = chlo.square %287 : tensor<2x16xf32> -> tensor<2x16xf32>
    %292 = stablehlo.subtract %290, %291 : tensor<2x16xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %293 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %294 = stablehlo.maximum %293, %292 : tensor<2x16xf32>
    %295 = stablehlo.broadcast_in_dim %287, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %296 = stablehlo.broadcast_in_dim %294, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %297 = stablehlo.convert %275 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %298 = stablehlo.broadcast_in_dim %295, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %299 = stablehlo.subtract %297, %298 : tensor<2x16x64xf32>
    %cst_48 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %300 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %301 = stablehlo.add %296, %300 : tensor<2x16x1xf32>
    %302 = stablehlo.rsqrt %301 : tensor<2x16x1xf32>
    %303 = stablehlo.broadcast_in_dim %302, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %304 = stablehlo.multiply %299, %303 : tensor<2x16x64xf32>
    %305 = stablehlo.convert %304 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %306 = stablehlo.broadcast_in_dim %282, dims = [0, 2] : (tensor<2x64xbf16>) -> tensor<2x1x64xbf16>
    %cst_49 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %307 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<bf16>) -> tensor<2x1x64xbf16>
    %308 = stablehlo.add %307, %306 : tensor<2x1x64xbf16>
    %309 = stablehlo.broadcast_in_dim %308, dims = [0, 1, 2] : (tensor<2x1x64xbf16>) -> tensor<2x16x64xbf16>
    %310 = stablehlo.multiply %305, %309 : tensor<2x16x64xbf16>
    %311 = stablehlo.broadcast_in_dim %281, dims = [0, 2] : (tensor<2x64xbf16>) -> tensor<2x1x64xbf16>
    %312 = stablehlo.broadcast_in_dim %311, dims = [0, 1, 2] : (tensor<2x1x64xbf16>) -> tensor<2x16x64xbf16>
    %313 = stablehlo.add %310, %312 : tensor<2x16x64xbf16>
    %314 = stablehlo.dot_general %313, %arg23, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x8xbf16>) -> tensor<2x16x8xbf16>
    %315 = stablehlo.reshape %arg22 : (tensor<8xbf16>) -> tensor<1x1x8xbf16>
    %316 = stablehlo.broadcast_in_dim %315, dims = [0, 1, 2] : (tensor<1x1x8xbf16>) -> tensor<2x16x8xbf16>
    %317 = stablehlo.add %314, %316 : tensor<2x16x8xbf16>
    return %317 : tensor<2x16x8xbf16>
  }
  func.func private @silu(%arg0: tensor<2x64xbf16>) -> tensor<2x64xbf16> {
    %0 = stablehlo.negate %arg0 : tensor<2x64xbf16>
    %1 = stablehlo.exponential %0 : tensor<2x64xbf16>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<2x64xbf16>
    %3 = stablehlo.add %2, %1 : tensor<2x64xbf16>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<2x64xbf16>
    %5 = stablehlo.divide %4, %3 : tensor<2x64xbf16>
    %6 = stablehlo.multiply %arg0, %5 : tensor<2x64xbf16>
    return %6 : tensor<2x64xbf16>
  }
}
