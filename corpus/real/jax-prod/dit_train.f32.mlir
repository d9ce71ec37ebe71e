module @jit_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<384xf32>, %arg1: tensor<64x384xf32>, %arg2: tensor<128xf32>, %arg3: tensor<64x128xf32>, %arg4: tensor<64xf32>, %arg5: tensor<128x64xf32>, %arg6: tensor<64xf32>, %arg7: tensor<64x64xf32>, %arg8: tensor<192xf32>, %arg9: tensor<64x192xf32>, %arg10: tensor<384xf32>, %arg11: tensor<64x384xf32>, %arg12: tensor<128xf32>, %arg13: tensor<64x128xf32>, %arg14: tensor<64xf32>, %arg15: tensor<128x64xf32>, %arg16: tensor<64xf32>, %arg17: tensor<64x64xf32>, %arg18: tensor<192xf32>, %arg19: tensor<64x192xf32>, %arg20: tensor<128xf32>, %arg21: tensor<64x128xf32>, %arg22: tensor<8xf32>, %arg23: tensor<64x8xf32>, %arg24: tensor<64xf32>, %arg25: tensor<8x64xf32>, %arg26: tensor<2x16x8xf32>, %arg27: tensor<2x64xf32>) -> (tensor<384xf32> {jax.result_info = "result['params']['block_0']['adaLN_modulation']['bias']"}, tensor<64x384xf32> {jax.result_info = "result['params']['block_0']['adaLN_modulation']['kernel']"}, tensor<128xf32> {jax.result_info = "result['params']['block_0']['fc1']['bias']"}, tensor<64x128xf32> {jax.result_info = "result['params']['block_0']['fc1']['kernel']"}, tensor<64xf32> {jax.result_info = "result['params']['block_0']['fc2']['bias']"}, tensor<128x64xf32> {jax.result_info = "result['params']['block_0']['fc2']['kernel']"}, tensor<64xf32> {jax.result_info = "result['params']['block_0']['proj']['bias']"}, tensor<64x64xf32> {jax.result_info = "result['params']['block_0']['proj']['kernel']"}, tensor<192xf32> {jax.result_info = "result['params']['block_0']['qkv']['bias']"}, tensor<64x192xf32> {jax.result_info = "result['params']['block_0']['qkv']['kernel']"}, tensor<384xf32> {jax.result_info = "result['params']['block_1']['adaLN_modulation']['bias']"}, tensor<64x384xf32> {jax.result_info = "result['params']['block_1']['adaLN_modulation']['kernel']"}, tensor<128xf32> {jax.result_info = "result['params']['block_1']['fc1']['bias']"}, tensor<64x128xf32> {jax.result_info = "result['params']['block_1']['fc1']['kernel']"}, tensor<64xf32> {jax.result_info = "result['params']['block_1']['fc2']['bias']"}, tensor<128x64xf32> {jax.result_info = "result['params']['block_1']['fc2']['kernel']"}, tensor<64xf32> {jax.result_info = "result['params']['block_1']['proj']['bias']"}, tensor<64x64xf32> {jax.result_info = "result['params']['block_1']['proj']['kernel']"}, tensor<192xf32> {jax.result_info = "result['params']['block_1']['qkv']['bias']"}, tensor<64x192xf32> {jax.result_info = "result['params']['block_1']['qkv']['kernel']"}, tensor<128xf32> {jax.result_info = "result['params']['final_adaLN']['bias']"}, tensor<64x128xf32> {jax.result_info = "result['params']['final_adaLN']['kernel']"}, tensor<8xf32> {jax.result_info = "result['params']['final_linear']['bias']"}, tensor<64x8xf32> {jax.result_info = "result['params']['final_linear']['kernel']"}, tensor<64xf32> {jax.result_info = "result['params']['x_embedder']['bias']"}, tensor<8x64xf32> {jax.result_info = "result['params']['x_embedder']['kernel']"}) {
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
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %17 = stablehlo.multiply %16, %3 : tensor<2x16x64xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_1 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %20 = stablehlo.divide %18, %19 : tensor<2x16xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.reduce(%15 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_3 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %23 = stablehlo.divide %21, %22 : tensor<2x16xf32>
    %24 = chlo.square %20 : tensor<2x16xf32> -> tensor<2x16xf32>
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %26 = stablehlo.multiply %25, %20 : tensor<2x16xf32>
    %27 = stablehlo.subtract %23, %24 : tensor<2x16xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %29 = stablehlo.maximum %28, %27 : tensor<2x16xf32>
    %30 = stablehlo.compare EQ, %27, %29, FLOAT : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xi1>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %33 = stablehlo.select %30, %31, %32 : tensor<2x16xi1>, tensor<2x16xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %35 = stablehlo.compare EQ, %34, %29, FLOAT : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xi1>
    %cst_9 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %38 = stablehlo.select %35, %36, %37 : tensor<2x16xi1>, tensor<2x16xf32>
    %39 = stablehlo.divide %33, %38 : tensor<2x16xf32>
    %40 = stablehlo.broadcast_in_dim %20, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %41 = stablehlo.broadcast_in_dim %29, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %42 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %43 = stablehlo.subtract %3, %42 : tensor<2x16x64xf32>
    %cst_11 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %45 = stablehlo.add %41, %44 : tensor<2x16x1xf32>
    %46 = stablehlo.rsqrt %45 : tensor<2x16x1xf32>
    %47 = stablehlo.divide %46, %45 : tensor<2x16x1xf32>
    %cst_12 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %49 = stablehlo.multiply %48, %47 : tensor<2x16x1xf32>
    %50 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %51 = stablehlo.multiply %43, %50 : tensor<2x16x64xf32>
    %52 = stablehlo.broadcast_in_dim %10, dims = [0, 2] : (tensor<2x64xf32>) -> tensor<2x1x64xf32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2x1x64xf32>
    %54 = stablehlo.add %53, %52 : tensor<2x1x64xf32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 2] : (tensor<2x1x64xf32>) -> tensor<2x16x64xf32>
    %56 = stablehlo.multiply %51, %55 : tensor<2x16x64xf32>
    %57 = stablehlo.broadcast_in_dim %9, dims = [0, 2] : (tensor<2x64xf32>) -> tensor<2x1x64xf32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 2] : (tensor<2x1x64xf32>) -> tensor<2x16x64xf32>
    %59 = stablehlo.add %56, %58 : tensor<2x16x64xf32>
    %60 = stablehlo.dot_general %59, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x192xf32>) -> tensor<2x16x192xf32>
    %61 = stablehlo.reshape %arg8 : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<2x16x192xf32>
    %63 = stablehlo.add %60, %62 : tensor<2x16x192xf32>
    %64 = stablehlo.reshape %63 : (tensor<2x16x192xf32>) -> tensor<2x16x3x4x16xf32>
    %65 = stablehlo.slice %64 [0:2, 0:16, 0:1, 0:4, 0:16] : (tensor<2x16x3x4x16xf32>) -> tensor<2x16x1x4x16xf32>
    %66 = stablehlo.reshape %65 : (tensor<2x16x1x4x16xf32>) -> tensor<2x16x4x16xf32>
    %67 = stablehlo.slice %64 [0:2, 0:16, 1:2, 0:4, 0:16] : (tensor<2x16x3x4x16xf32>) -> tensor<2x16x1x4x16xf32>
    %68 = stablehlo.reshape %67 : (tensor<2x16x1x4x16xf32>) -> tensor<2x16x4x16xf32>
    %69 = stablehlo.slice %64 [0:2, 0:16, 2:3, 0:4, 0:16] : (tensor<2x16x3x4x16xf32>) -> tensor<2x16x1x4x16xf32>
    %70 = stablehlo.reshape %69 : (tensor<2x16x1x4x16xf32>) -> tensor<2x16x4x16xf32>
    %71 = stablehlo.dot_general %66, %68, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %cst_14 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %73 = stablehlo.multiply %71, %72 : tensor<2x4x16x16xf32>
    %cst_15 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %74 = stablehlo.reduce(%73 init: %cst_15) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %cst_16 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %76 = stablehlo.maximum %75, %74 : tensor<2x4x16xf32>
    %77 = stablehlo.broadcast_in_dim %76, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %79 = stablehlo.subtract %73, %78 : tensor<2x4x16x16xf32>
    %80 = stablehlo.exponential %79 : tensor<2x4x16x16xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %81 = stablehlo.reduce(%80 init: %cst_17) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %82 = stablehlo.broadcast_in_dim %81, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %84 = stablehlo.divide %80, %83 : tensor<2x4x16x16xf32>
    %85 = stablehlo.multiply %82, %82 : tensor<2x4x16x1xf32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2x4x16x1xf32>
    %87 = stablehlo.divide %86, %85 : tensor<2x4x16x1xf32>
    %88 = stablehlo.dot_general %70, %84, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %89 = stablehlo.transpose %88, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %90 = stablehlo.reshape %89 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %91 = stablehlo.broadcast_in_dim %11, dims = [0, 2] : (tensor<2x64xf32>) -> tensor<2x1x64xf32>
    %92 = stablehlo.dot_general %90, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %93 = stablehlo.reshape %arg6 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %95 = stablehlo.add %92, %94 : tensor<2x16x64xf32>
    %96 = stablehlo.broadcast_in_dim %91, dims = [0, 1, 2] : (tensor<2x1x64xf32>) -> tensor<2x16x64xf32>
    %97 = stablehlo.multiply %96, %95 : tensor<2x16x64xf32>
    %98 = stablehlo.add %3, %97 : tensor<2x16x64xf32>
    %99 = chlo.square %98 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_19 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %101 = stablehlo.multiply %100, %98 : tensor<2x16x64xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %102 = stablehlo.reduce(%98 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_21 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %103 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %104 = stablehlo.divide %102, %103 : tensor<2x16xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %105 = stablehlo.reduce(%99 init: %cst_22) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_23 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %107 = stablehlo.divide %105, %106 : tensor<2x16xf32>
    %108 = chlo.square %104 : tensor<2x16xf32> -> tensor<2x16xf32>
    %cst_24 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %109 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %110 = stablehlo.multiply %109, %104 : tensor<2x16xf32>
    %111 = stablehlo.subtract %107, %108 : tensor<2x16xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %112 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %113 = stablehlo.maximum %112, %111 : tensor<2x16xf32>
    %114 = stablehlo.compare EQ, %111, %113, FLOAT : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xi1>
    %cst_26 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %115 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %116 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %117 = stablehlo.select %114, %115, %116 : tensor<2x16xi1>, tensor<2x16xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %118 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %119 = stablehlo.compare EQ, %118, %113, FLOAT : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xi1>
    %cst_29 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %120 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %cst_30 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %121 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %122 = stablehlo.select %119, %120, %121 : tensor<2x16xi1>, tensor<2x16xf32>
    %123 = stablehlo.divide %117, %122 : tensor<2x16xf32>
    %124 = stablehlo.broadcast_in_dim %104, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %125 = stablehlo.broadcast_in_dim %113, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %126 = stablehlo.broadcast_in_dim %124, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %127 = stablehlo.subtract %98, %126 : tensor<2x16x64xf32>
    %cst_31 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %129 = stablehlo.add %125, %128 : tensor<2x16x1xf32>
    %130 = stablehlo.rsqrt %129 : tensor<2x16x1xf32>
    %131 = stablehlo.divide %130, %129 : tensor<2x16x1xf32>
    %cst_32 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %132 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %133 = stablehlo.multiply %132, %131 : tensor<2x16x1xf32>
    %134 = stablehlo.broadcast_in_dim %130, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %135 = stablehlo.multiply %127, %134 : tensor<2x16x64xf32>
    %136 = stablehlo.broadcast_in_dim %13, dims = [0, 2] : (tensor<2x64xf32>) -> tensor<2x1x64xf32>
    %cst_33 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %137 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<2x1x64xf32>
    %138 = stablehlo.add %137, %136 : tensor<2x1x64xf32>
    %139 = stablehlo.broadcast_in_dim %138, dims = [0, 1, 2] : (tensor<2x1x64xf32>) -> tensor<2x16x64xf32>
    %140 = stablehlo.multiply %135, %139 : tensor<2x16x64xf32>
    %141 = stablehlo.broadcast_in_dim %12, dims = [0, 2] : (tensor<2x64xf32>) -> tensor<2x1x64xf32>
    %142 = stablehlo.broadcast_in_dim %141, dims = [0, 1, 2] : (tensor<2x1x64xf32>) -> tensor<2x16x64xf32>
    %143 = stablehlo.add %140, %142 : tensor<2x16x64xf32>
    %144 = stablehlo.dot_general %143, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x128xf32>) -> tensor<2x16x128xf32>
    %145 = stablehlo.reshape %arg2 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %146 = stablehlo.broadcast_in_dim %145, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<2x16x128xf32>
    %147 = stablehlo.add %144, %146 : tensor<2x16x128xf32>
    %148 = stablehlo.multiply %147, %147 : tensor<2x16x128xf32>
    %149 = stablehlo.multiply %148, %147 : tensor<2x16x128xf32>
    %150 = stablehlo.multiply %147, %147 : tensor<2x16x128xf32>
    %cst_34 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %151 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %152 = stablehlo.multiply %151, %150 : tensor<2x16x128xf32>
    %cst_35 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %153 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %154 = stablehlo.multiply %153, %149 : tensor<2x16x128xf32>
    %155 = stablehlo.add %147, %154 : tensor<2x16x128xf32>
    %cst_36 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %156 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %157 = stablehlo.multiply %156, %155 : tensor<2x16x128xf32>
    %158 = stablehlo.tanh %157 : tensor<2x16x128xf32>
    %cst_37 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %159 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %160 = stablehlo.subtract %159, %158 : tensor<2x16x128xf32>
    %cst_38 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %161 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %162 = stablehlo.add %161, %158 : tensor<2x16x128xf32>
    %cst_39 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %163 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %164 = stablehlo.multiply %163, %162 : tensor<2x16x128xf32>
    %165 = stablehlo.multiply %147, %164 : tensor<2x16x128xf32>
    %166 = stablehlo.broadcast_in_dim %14, dims = [0, 2] : (tensor<2x64xf32>) -> tensor<2x1x64xf32>
    %167 = stablehlo.dot_general %165, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xf32>, tensor<128x64xf32>) -> tensor<2x16x64xf32>
    %168 = stablehlo.reshape %arg4 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %169 = stablehlo.broadcast_in_dim %168, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %170 = stablehlo.add %167, %169 : tensor<2x16x64xf32>
    %171 = stablehlo.broadcast_in_dim %166, dims = [0, 1, 2] : (tensor<2x1x64xf32>) -> tensor<2x16x64xf32>
    %172 = stablehlo.multiply %171, %170 : tensor<2x16x64xf32>
    %173 = stablehlo.add %98, %172 : tensor<2x16x64xf32>
    %174 = call @silu(%arg27) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %175 = stablehlo.dot_general %174, %arg11, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x64xf32>, tensor<64x384xf32>) -> tensor<2x384xf32>
    %176 = stablehlo.reshape %arg10 : (tensor<384xf32>) -> tensor<1x384xf32>
    %177 = stablehlo.broadcast_in_dim %176, dims = [0, 1] : (tensor<1x384xf32>) -> tensor<2x384xf32>
    %178 = stablehlo.add %175, %177 : tensor<2x384xf32>
    %179 = stablehlo.slice %178 [0:2, 0:64] : (tensor<2x384xf32>) -> tensor<2x64xf32>
    %180 = stablehlo.slice %178 [0:2, 64:128] : (tensor<2x384xf32>) -> tensor<2x64xf32>
    %181 = stablehlo.slice %178 [0:2, 128:192] : (tensor<2x384xf32>) -> tensor<2x64xf32>
    %182 = stablehlo.slice %178 [0:2, 192:256] : (tensor<2x384xf32>) -> tensor<2x64xf32>
    %183 = stablehlo.slice %178 [0:2, 256:320] : (tensor<2x384xf32>) -> tensor<2x64xf32>
    %184 = stablehlo.slice %178 [0:2, 320:384] : (tensor<2x384xf32>) -> tensor<2x64xf32>
    %185 = chlo.square %173 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_40 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %186 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %187 = stablehlo.multiply %186, %173 : tensor<2x16x64xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %188 = stablehlo.reduce(%173 init: %cst_41) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_42 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %189 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %190 = stablehlo.divide %188, %189 : tensor<2x16xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %191 = stablehlo.reduce(%185 init: %cst_43) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_44 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %192 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %193 = stablehlo.divide %191, %192 : tensor<2x16xf32>
    %194 = chlo.square %190 : tensor<2x16xf32> -> tensor<2x16xf32>
    %cst_45 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %195 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %196 = stablehlo.multiply %195, %190 : tensor<2x16xf32>
    %197 = stablehlo.subtract %193, %194 : tensor<2x16xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %198 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %199 = stablehlo.maximum %198, %197 : tensor<2x16xf32>
    %200 = stablehlo.compare EQ, %197, %199, FLOAT : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xi1>
    %cst_47 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %201 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %202 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %203 = stablehlo.select %200, %201, %202 : tensor<2x16xi1>, tensor<2x16xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %204 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %205 = stablehlo.compare EQ, %204, %199, FLOAT : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xi1>
    %cst_50 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %206 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %cst_51 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %207 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %208 = stablehlo.select %205, %206, %207 : tensor<2x16xi1>, tensor<2x16xf32>
    %209 = stablehlo.divide %203, %208 : tensor<2x16xf32>
    %210 = stablehlo.broadcast_in_dim %190, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %211 = stablehlo.broadcast_in_dim %199, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %212 = stablehlo.broadcast_in_dim %210, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %213 = stablehlo.subtract %173, %212 : tensor<2x16x64xf32>
    %cst_52 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %214 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %215 = stablehlo.add %211, %214 : tensor<2x16x1xf32>
    %216 = stablehlo.rsqrt %215 : tensor<2x16x1xf32>
    %217 = stablehlo.divide %216, %215 : tensor<2x16x1xf32>
    %cst_53 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %218 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %219 = stablehlo.multiply %218, %217 : tensor<2x16x1xf32>
    %220 = stablehlo.broadcast_in_dim %216, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %221 = stablehlo.multiply %213, %220 : tensor<2x16x64xf32>
    %222 = stablehlo.broadcast_in_dim %180, dims = [0, 2] : (tensor<2x64xf32>) -> tensor<2x1x64xf32>
    %cst_54 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %223 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<2x1x64xf32>
    %224 = stablehlo.add %223, %222 : tensor<2x1x64xf32>
    %225 = stablehlo.broadcast_in_dim %224, dims = [0, 1, 2] : (tensor<2x1x64xf32>) -> tensor<2x16x64xf32>
    %226 = stablehlo.multiply %221, %225 : tensor<2x16x64xf32>
    %227 = stablehlo.broadcast_in_dim %179, dims = [0, 2] : (tensor<2x64xf32>) -> tensor<2x1x64xf32>
    %228 = stablehlo.broadcast_in_dim %227, dims = [0, 1, 2] : (tensor<2x1x64xf32>) -> tensor<2x16x64xf32>
    %229 = stablehlo.add %226, %228 : tensor<2x16x64xf32>
    %230 = stablehlo.dot_general %229, %arg19, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x192xf32>) -> tensor<2x16x192xf32>
    %231 = stablehlo.reshape %arg18 : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %232 = stablehlo.broadcast_in_dim %231, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<2x16x192xf32>
    %233 = stablehlo.add %230, %232 : tensor<2x16x192xf32>
    %234 = stablehlo.reshape %233 : (tensor<2x16x192xf32>) -> tensor<2x16x3x4x16xf32>
    %235 = stablehlo.slice %234 [0:2, 0:16, 0:1, 0:4, 0:16] : (tensor<2x16x3x4x16xf32>) -> tensor<2x16x1x4x16xf32>
    %236 = stablehlo.reshape %235 : (tensor<2x16x1x4x16xf32>) -> tensor<2x16x4x16xf32>
    %237 = stablehlo.slice %234 [0:2, 0:16, 1:2, 0:4, 0:16] : (tensor<2x16x3x4x16xf32>) -> tensor<2x16x1x4x16xf32>
    %238 = stablehlo.reshape %237 : (tensor<2x16x1x4x16xf32>) -> tensor<2x16x4x16xf32>
    %239 = stablehlo.slice %234 [0:2, 0:16, 2:3, 0:4, 0:16] : (tensor<2x16x3x4x16xf32>) -> tensor<2x16x1x4x16xf32>
    %240 = stablehlo.reshape %239 : (tensor<2x16x1x4x16xf32>) -> tensor<2x16x4x16xf32>
    %241 = stablehlo.dot_general %236, %238, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %cst_55 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %242 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %243 = stablehlo.multiply %241, %242 : tensor<2x4x16x16xf32>
    %cst_56 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %244 = stablehlo.reduce(%243 init: %cst_56) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %cst_57 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %245 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %246 = stablehlo.maximum %245, %244 : tensor<2x4x16xf32>
    %247 = stablehlo.broadcast_in_dim %246, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %248 = stablehlo.broadcast_in_dim %247, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %249 = stablehlo.subtract %243, %248 : tensor<2x4x16x16xf32>
    %250 = stablehlo.exponential %249 : tensor<2x4x16x16xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %251 = stablehlo.reduce(%250 init: %cst_58) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %252 = stablehlo.broadcast_in_dim %251, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %253 = stablehlo.broadcast_in_dim %252, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %254 = stablehlo.divide %250, %253 : tensor<2x4x16x16xf32>
    %255 = stablehlo.multiply %252, %252 : tensor<2x4x16x1xf32>
    %cst_59 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %256 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<2x4x16x1xf32>
    %257 = stablehlo.divide %256, %255 : tensor<2x4x16x1xf32>
    %258 = stablehlo.dot_general %240, %254, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %259 = stablehlo.transpose %258, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %260 = stablehlo.reshape %259 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %261 = stablehlo.broadcast_in_dim %181, dims = [0, 2] : (tensor<2x64xf32>) -> tensor<2x1x64xf32>
    %262 = stablehlo.dot_general %260, %arg17, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %263 = stablehlo.reshape %arg16 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %264 = stablehlo.broadcast_in_dim %263, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %265 = stablehlo.add %262, %264 : tensor<2x16x64xf32>
    %266 = stablehlo.broadcast_in_dim %261, dims = [0, 1, 2] : (tensor<2x1x64xf32>) -> tensor<2x16x64xf32>
    %267 = stablehlo.multiply %266, %265 : tensor<2x16x64xf32>
    %268 = stablehlo.add %173, %267 : tensor<2x16x64xf32>
    %269 = chlo.square %268 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_60 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %270 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %271 = stablehlo.multiply %270, %268 : tensor<2x16x64xf32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %272 = stablehlo.reduce(%268 init: %cst_61) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_62 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %273 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %274 = stablehlo.divide %272, %273 : tensor<2x16xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %275 = stablehlo.reduce(%269 init: %cst_63) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_64 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %276 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %277 = stablehlo.divide %275, %276 : tensor<2x16xf32>
    %278 = chlo.square %274 : tensor<2x16xf32> -> tensor<2x16xf32>
    %cst_65 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %279 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %280 = stablehlo.multiply %279, %274 : tensor<2x16xf32>
    %281 = stablehlo.subtract %277, %278 : tensor<2x16xf32>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %282 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %283 = stablehlo.maximum %282, %281 : tensor<2x16xf32>
    %284 = stablehlo.compare EQ, %281, %283, FLOAT : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xi1>
    %cst_67 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %285 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %286 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %287 = stablehlo.select %284, %285, %286 : tensor<2x16xi1>, tensor<2x16xf32>
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %288 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %289 = stablehlo.compare EQ, %288, %283, FLOAT : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xi1>
    %cst_70 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %290 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %cst_71 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %291 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %292 = stablehlo.select %289, %290, %291 : tensor<2x16xi1>, tensor<2x16xf32>
    %293 = stablehlo.divide %287, %292 : tensor<2x16xf32>
    %294 = stablehlo.broadcast_in_dim %274, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %295 = stablehlo.broadcast_in_dim %283, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %296 = stablehlo.broadcast_in_dim %294, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %297 = stablehlo.subtract %268, %296 : tensor<2x16x64xf32>
    %cst_72 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %298 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %299 = stablehlo.add %295, %298 : tensor<2x16x1xf32>
    %300 = stablehlo.rsqrt %299 : tensor<2x16x1xf32>
    %301 = stablehlo.divide %300, %299 : tensor<2x16x1xf32>
    %cst_73 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %302 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %303 = stablehlo.multiply %302, %301 : tensor<2x16x1xf32>
    %304 = stablehlo.broadcast_in_dim %300, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %305 = stablehlo.multiply %297, %304 : tensor<2x16x64xf32>
    %306 = stablehlo.broadcast_in_dim %183, dims = [0, 2] : (tensor<2x64xf32>) -> tensor<2x1x64xf32>
    %cst_74 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %307 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<2x1x64xf32>
    %308 = stablehlo.add %307, %306 : tensor<2x1x64xf32>
    %309 = stablehlo.broadcast_in_dim %308, dims = [0, 1, 2] : (tensor<2x1x64xf32>) -> tensor<2x16x64xf32>
    %310 = stablehlo.multiply %305, %309 : tensor<2x16x64xf32>
    %311 = stablehlo.broadcast_in_dim %182, dims = [0, 2] : (tensor<2x64xf32>) -> tensor<2x1x64xf32>
    %312 = stablehlo.broadcast_in_dim %311, dims = [0, 1, 2] : (tensor<2x1x64xf32>) -> tensor<2x16x64xf32>
    %313 = stablehlo.add %310, %312 : tensor<2x16x64xf32>
    %314 = stablehlo.dot_general %313, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x128xf32>) -> tensor<2x16x128xf32>
    %315 = stablehlo.reshape %arg12 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %316 = stablehlo.broadcast_in_dim %315, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<2x16x128xf32>
    %317 = stablehlo.add %314, %316 : tensor<2x16x128xf32>
    %318 = stablehlo.multiply %317, %317 : tensor<2x16x128xf32>
    %319 = stablehlo.multiply %318, %317 : tensor<2x16x128xf32>
    %320 = stablehlo.multiply %317, %317 : tensor<2x16x128xf32>
    %cst_75 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %321 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %322 = stablehlo.multiply %321, %320 : tensor<2x16x128xf32>
    %cst_76 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %323 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %324 = stablehlo.multiply %323, %319 : tensor<2x16x128xf32>
    %325 = stablehlo.add %317, %324 : tensor<2x16x128xf32>
    %cst_77 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %326 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %327 = stablehlo.multiply %326, %325 : tensor<2x16x128xf32>
    %328 = stablehlo.tanh %327 : tensor<2x16x128xf32>
    %cst_78 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %329 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %330 = stablehlo.subtract %329, %328 : tensor<2x16x128xf32>
    %cst_79 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %331 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %332 = stablehlo.add %331, %328 : tensor<2x16x128xf32>
    %cst_80 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %333 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %334 = stablehlo.multiply %333, %332 : tensor<2x16x128xf32>
    %335 = stablehlo.multiply %317, %334 : tensor<2x16x128xf32>
    %336 = stablehlo.broadcast_in_dim %184, dims = [0, 2] : (tensor<2x64xf32>) -> tensor<2x1x64xf32>
    %337 = stablehlo.dot_general %335, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xf32>, tensor<128x64xf32>) -> tensor<2x16x64xf32>
    %338 = stablehlo.reshape %arg14 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %339 = stablehlo.broadcast_in_dim %338, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %340 = stablehlo.add %337, %339 : tensor<2x16x64xf32>
    %341 = stablehlo.broadcast_in_dim %336, dims = [0, 1, 2] : (tensor<2x1x64xf32>) -> tensor<2x16x64xf32>
    %342 = stablehlo.multiply %341, %340 : tensor<2x16x64xf32>
    %343 = stablehlo.add %268, %342 : tensor<2x16x64xf32>
    %344 = call @silu(%arg27) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %345 = stablehlo.dot_general %344, %arg21, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x64xf32>, tensor<64x128xf32>) -> tensor<2x128xf32>
    %346 = stablehlo.reshape %arg20 : (tensor<128xf32>) -> tensor<1x128xf32>
    %347 = stablehlo.broadcast_in_dim %346, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<2x128xf32>
    %348 = stablehlo.add %345, %347 : tensor<2x128xf32>
    %349 = stablehlo.slice %348 [0:2, 0:64] : (tensor<2x128xf32>) -> tensor<2x64xf32>
    %350 = stablehlo.slice %348 [0:2, 64:128] : (tensor<2x128xf32>) -> tensor<2x64xf32>
    %351 = chlo.square %343 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_81 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %352 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %353 = stablehlo.multiply %352, %343 : tensor<2x16x64xf32>
    %cst_82 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %354 = stablehlo.reduce(%343 init: %cst_82) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_83 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %355 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %356 = stablehlo.divide %354, %355 : tensor<2x16xf32>
    %cst_84 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %357 = stablehlo.reduce(%351 init: %cst_84) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_85 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %358 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %359 = stablehlo.divide %357, %358 : tensor<2x16xf32>
    %360 = chlo.square %356 : tensor<2x16xf32> -> tensor<2x16xf32>
    %cst_86 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %361 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %362 = stablehlo.multiply %361, %356 : tensor<2x16xf32>
    %363 = stablehlo.subtract %359, %360 : tensor<2x16xf32>
    %cst_87 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %364 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %365 = stablehlo.maximum %364, %363 : tensor<2x16xf32>
    %366 = stablehlo.compare EQ, %363, %365, FLOAT : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xi1>
    %cst_88 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %367 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %cst_89 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %368 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %369 = stablehlo.select %366, %367, %368 : tensor<2x16xi1>, tensor<2x16xf32>
    %cst_90 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %370 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %371 = stablehlo.compare EQ, %370, %365, FLOAT : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xi1>
    %cst_91 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %372 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %cst_92 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %373 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %374 = stablehlo.select %371, %372, %373 : tensor<2x16xi1>, tensor<2x16xf32>
    %375 = stablehlo.divide %369, %374 : tensor<2x16xf32>
    %376 = stablehlo.broadcast_in_dim %356, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %377 = stablehlo.broadcast_in_dim %365, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %378 = stablehlo.broadcast_in_dim %376, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %379 = stablehlo.subtract %343, %378 : tensor<2x16x64xf32>
    %cst_93 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %380 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %381 = stablehlo.add %377, %380 : tensor<2x16x1xf32>
    %382 = stablehlo.rsqrt %381 : tensor<2x16x1xf32>
    %383 = stablehlo.divide %382, %381 : tensor<2x16x1xf32>
    %cst_94 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %384 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %385 = stablehlo.multiply %384, %383 : tensor<2x16x1xf32>
    %386 = stablehlo.broadcast_in_dim %382, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %387 = stablehlo.multiply %379, %386 : tensor<2x16x64xf32>
    %388 = stablehlo.broadcast_in_dim %350, dims = [0, 2] : (tensor<2x64xf32>) -> tensor<2x1x64xf32>
    %cst_95 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %389 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<2x1x64xf32>
    %390 = stablehlo.add %389, %388 : tensor<2x1x64xf32>
    %391 = stablehlo.broadcast_in_dim %390, dims = [0, 1, 2] : (tensor<2x1x64xf32>) -> tensor<2x16x64xf32>
    %392 = stablehlo.multiply %387, %391 : tensor<2x16x64xf32>
    %393 = stablehlo.broadcast_in_dim %349, dims = [0, 2] : (tensor<2x64xf32>) -> tensor<2x1x64xf32>
    %394 = stablehlo.broadcast_in_dim %393, dims = [0, 1, 2] : (tensor<2x1x64xf32>) -> tensor<2x16x64xf32>
    %395 = stablehlo.add %392, %394 : tensor<2x16x64xf32>
    %396 = stablehlo.dot_general %395, %arg23, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x8xf32>) -> tensor<2x16x8xf32>
    %397 = stablehlo.reshape %arg22 : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %398 = stablehlo.broadcast_in_dim %397, dims = [0, 1, 2] : (tensor<1x1x8xf32>) -> tensor<2x16x8xf32>
    %399 = stablehlo.add %396, %398 : tensor<2x16x8xf32>
    %cst_96 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %400 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<2x16x8xf32>
    %401 = stablehlo.multiply %400, %399 : tensor<2x16x8xf32>
    %cst_97 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_98 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %402 = stablehlo.divide %cst_97, %cst_98 : tensor<f32>
    %403 = stablehlo.broadcast_in_dim %402, dims = [] : (tensor<f32>) -> tensor<2x16x8xf32>
    %404 = stablehlo.multiply %403, %401 : tensor<2x16x8xf32>
    %cst_99 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %405 = stablehlo.reduce(%404 init: %cst_99) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x8xf32>, tensor<f32>) -> tensor<8xf32>
    %406 = stablehlo.reshape %405 : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %407 = stablehlo.reshape %406 : (tensor<1x1x8xf32>) -> tensor<8xf32>
    %408 = stablehlo.dot_general %404, %395, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x8xf32>, tensor<2x16x64xf32>) -> tensor<8x64xf32>
    %409 = stablehlo.transpose %408, dims = [1, 0] : (tensor<8x64xf32>) -> tensor<64x8xf32>
    %410 = stablehlo.dot_general %404, %arg23, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x8xf32>, tensor<64x8xf32>) -> tensor<2x16x64xf32>
    %cst_100 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %411 = stablehlo.reduce(%410 init: %cst_100) applies stablehlo.add across dimensions = [1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %412 = stablehlo.reshape %411 : (tensor<2x64xf32>) -> tensor<2x1x64xf32>
    %cst_101 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %413 = stablehlo.reduce(%412 init: %cst_101) applies stablehlo.add across dimensions = [1] : (tensor<2x1x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %414 = stablehlo.multiply %387, %410 : tensor<2x16x64xf32>
    %cst_102 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %415 = stablehlo.reduce(%414 init: %cst_102) applies stablehlo.add across dimensions = [1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %416 = stablehlo.reshape %415 : (tensor<2x64xf32>) -> tensor<2x1x64xf32>
    %417 = stablehlo.broadcast_in_dim %390, dims = [0, 1, 2] : (tensor<2x1x64xf32>) -> tensor<2x16x64xf32>
    %418 = stablehlo.multiply %410, %417 : tensor<2x16x64xf32>
    %cst_103 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %419 = stablehlo.reduce(%416 init: %cst_103) applies stablehlo.add across dimensions = [1] : (tensor<2x1x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %420 = stablehlo.multiply %379, %418 : tensor<2x16x64xf32>
    %cst_104 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %421 = stablehlo.reduce(%420 init: %cst_104) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %422 = stablehlo.reshape %421 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %423 = stablehlo.broadcast_in_dim %382, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %424 = stablehlo.multiply %418, %423 : tensor<2x16x64xf32>
    %425 = stablehlo.multiply %422, %385 : tensor<2x16x1xf32>
    %426 = stablehlo.negate %424 : tensor<2x16x64xf32>
    %cst_105 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %427 = stablehlo.reduce(%426 init: %cst_105) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %428 = stablehlo.reshape %427 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_106 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %429 = stablehlo.reduce(%425 init: %cst_106) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_107 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %430 = stablehlo.reduce(%428 init: %cst_107) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %431 = stablehlo.multiply %429, %375 : tensor<2x16xf32>
    %432 = stablehlo.negate %431 : tensor<2x16xf32>
    %433 = stablehlo.multiply %432, %362 : tensor<2x16xf32>
    %434 = stablehlo.add %430, %433 : tensor<2x16xf32>
    %cst_108 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %435 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %436 = stablehlo.divide %431, %435 : tensor<2x16xf32>
    %437 = stablehlo.broadcast_in_dim %436, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %cst_109 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %438 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %439 = stablehlo.divide %434, %438 : tensor<2x16xf32>
    %440 = stablehlo.broadcast_in_dim %439, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %441 = stablehlo.add %424, %440 : tensor<2x16x64xf32>
    %442 = stablehlo.multiply %437, %353 : tensor<2x16x64xf32>
    %443 = stablehlo.add %441, %442 : tensor<2x16x64xf32>
    %444 = stablehlo.concatenate %413, %419, dim = 1 : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x128xf32>
    %cst_110 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %445 = stablehlo.reduce(%444 init: %cst_110) applies stablehlo.add across dimensions = [0] : (tensor<2x128xf32>, tensor<f32>) -> tensor<128xf32>
    %446 = stablehlo.reshape %445 : (tensor<128xf32>) -> tensor<1x128xf32>
    %447 = stablehlo.reshape %446 : (tensor<1x128xf32>) -> tensor<128xf32>
    %448 = stablehlo.dot_general %444, %344, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x128xf32>, tensor<2x64xf32>) -> tensor<128x64xf32>
    %449 = stablehlo.transpose %448, dims = [1, 0] : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %450 = stablehlo.broadcast_in_dim %336, dims = [0, 1, 2] : (tensor<2x1x64xf32>) -> tensor<2x16x64xf32>
    %451 = stablehlo.multiply %450, %443 : tensor<2x16x64xf32>
    %452 = stablehlo.multiply %443, %340 : tensor<2x16x64xf32>
    %cst_111 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %453 = stablehlo.reduce(%452 init: %cst_111) applies stablehlo.add across dimensions = [1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %454 = stablehlo.reshape %453 : (tensor<2x64xf32>) -> tensor<2x1x64xf32>
    %cst_112 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %455 = stablehlo.reduce(%451 init: %cst_112) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %456 = stablehlo.reshape %455 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %457 = stablehlo.reshape %456 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %458 = stablehlo.dot_general %451, %335, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x16x128xf32>) -> tensor<64x128xf32>
    %459 = stablehlo.transpose %458, dims = [1, 0] : (tensor<64x128xf32>) -> tensor<128x64xf32>
    %460 = stablehlo.dot_general %451, %arg15, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<128x64xf32>) -> tensor<2x16x128xf32>
    %cst_113 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %461 = stablehlo.reduce(%454 init: %cst_113) applies stablehlo.add across dimensions = [1] : (tensor<2x1x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %462 = stablehlo.multiply %317, %460 : tensor<2x16x128xf32>
    %463 = stablehlo.multiply %460, %334 : tensor<2x16x128xf32>
    %cst_114 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %464 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %465 = stablehlo.multiply %464, %462 : tensor<2x16x128xf32>
    %466 = stablehlo.multiply %465, %330 : tensor<2x16x128xf32>
    %467 = stablehlo.multiply %466, %328 : tensor<2x16x128xf32>
    %468 = stablehlo.add %466, %467 : tensor<2x16x128xf32>
    %cst_115 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %469 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %470 = stablehlo.multiply %469, %468 : tensor<2x16x128xf32>
    %471 = stablehlo.add %463, %470 : tensor<2x16x128xf32>
    %cst_116 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %472 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %473 = stablehlo.multiply %472, %470 : tensor<2x16x128xf32>
    %474 = stablehlo.multiply %473, %322 : tensor<2x16x128xf32>
    %475 = stablehlo.add %471, %474 : tensor<2x16x128xf32>
    %cst_117 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %476 = stablehlo.reduce(%475 init: %cst_117) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x128xf32>, tensor<f32>) -> tensor<128xf32>
    %477 = stablehlo.reshape %476 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %478 = stablehlo.reshape %477 : (tensor<1x1x128xf32>) -> tensor<128xf32>
    %479 = stablehlo.dot_general %475, %313, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xf32>, tensor<2x16x64xf32>) -> tensor<128x64xf32>
    %480 = stablehlo.transpose %479, dims = [1, 0] : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %481 = stablehlo.dot_general %475, %arg13, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xf32>, tensor<64x128xf32>) -> tensor<2x16x64xf32>
    %cst_118 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %482 = stablehlo.reduce(%481 init: %cst_118) applies stablehlo.add across dimensions = [1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %483 = stablehlo.reshape %482 : (tensor<2x64xf32>) -> tensor<2x1x64xf32>
    %cst_119 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %484 = stablehlo.reduce(%483 init: %cst_119) applies stablehlo.add across dimensions = [1] : (tensor<2x1x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %485 = stablehlo.multiply %305, %481 : tensor<2x16x64xf32>
    %cst_120 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %486 = stablehlo.reduce(%485 init: %cst_120) applies stablehlo.add across dimensions = [1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %487 = stablehlo.reshape %486 : (tensor<2x64xf32>) -> tensor<2x1x64xf32>
    %488 = stablehlo.broadcast_in_dim %308, dims = [0, 1, 2] : (tensor<2x1x64xf32>) -> tensor<2x16x64xf32>
    %489 = stablehlo.multiply %481, %488 : tensor<2x16x64xf32>
    %cst_121 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %490 = stablehlo.reduce(%487 init: %cst_121) applies stablehlo.add across dimensions = [1] : (tensor<2x1x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %491 = stablehlo.multiply %297, %489 : tensor<2x16x64xf32>
    %cst_122 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %492 = stablehlo.reduce(%491 init: %cst_122) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %493 = stablehlo.reshape %492 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %494 = stablehlo.broadcast_in_dim %300, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %495 = stablehlo.multiply %489, %494 : tensor<2x16x64xf32>
    %496 = stablehlo.multiply %493, %303 : tensor<2x16x1xf32>
    %497 = stablehlo.negate %495 : tensor<2x16x64xf32>
    %cst_123 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %498 = stablehlo.reduce(%497 init: %cst_123) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %499 = stablehlo.reshape %498 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %500 = stablehlo.add %443, %495 : tensor<2x16x64xf32>
    %cst_124 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %501 = stablehlo.reduce(%496 init: %cst_124) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_125 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %502 = stablehlo.reduce(%499 init: %cst_125) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %503 = stablehlo.multiply %501, %293 : tensor<2x16xf32>
    %504 = stablehlo.negate %503 : tensor<2x16xf32>
    %505 = stablehlo.multiply %504, %280 : tensor<2x16xf32>
    %506 = stablehlo.add %502, %505 : tensor<2x16xf32>
    %cst_126 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %507 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %508 = stablehlo.divide %503, %507 : tensor<2x16xf32>
    %509 = stablehlo.broadcast_in_dim %508, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %cst_127 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %510 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %511 = stablehlo.divide %506, %510 : tensor<2x16xf32>
    %512 = stablehlo.broadcast_in_dim %511, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %513 = stablehlo.add %500, %512 : tensor<2x16x64xf32>
    %514 = stablehlo.multiply %509, %271 : tensor<2x16x64xf32>
    %515 = stablehlo.add %513, %514 : tensor<2x16x64xf32>
    %516 = stablehlo.broadcast_in_dim %261, dims = [0, 1, 2] : (tensor<2x1x64xf32>) -> tensor<2x16x64xf32>
    %517 = stablehlo.multiply %516, %515 : tensor<2x16x64xf32>
    %518 = stablehlo.multiply %515, %265 : tensor<2x16x64xf32>
    %cst_128 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %519 = stablehlo.reduce(%518 init: %cst_128) applies stablehlo.add across dimensions = [1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %520 = stablehlo.reshape %519 : (tensor<2x64xf32>) -> tensor<2x1x64xf32>
    %cst_129 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %521 = stablehlo.reduce(%517 init: %cst_129) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %522 = stablehlo.reshape %521 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %523 = stablehlo.reshape %522 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %524 = stablehlo.dot_general %517, %260, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x16x64xf32>) -> tensor<64x64xf32>
    %525 = stablehlo.transpose %524, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %526 = stablehlo.dot_general %517, %arg17, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %cst_130 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %527 = stablehlo.reduce(%520 init: %cst_130) applies stablehlo.add across dimensions = [1] : (tensor<2x1x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %528 = stablehlo.reshape %526 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %529 = stablehlo.transpose %528, dims = [0, 2, 3, 1] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %530 = stablehlo.dot_general %529, %240, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %531 = stablehlo.dot_general %529, %254, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %532 = stablehlo.transpose %531, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %533 = stablehlo.broadcast_in_dim %257, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %534 = stablehlo.multiply %530, %533 : tensor<2x4x16x16xf32>
    %535 = stablehlo.multiply %534, %250 : tensor<2x4x16x16xf32>
    %cst_131 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %536 = stablehlo.reduce(%535 init: %cst_131) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %537 = stablehlo.reshape %536 : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %538 = stablehlo.negate %537 : tensor<2x4x16x1xf32>
    %539 = stablehlo.broadcast_in_dim %252, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %540 = stablehlo.divide %530, %539 : tensor<2x4x16x16xf32>
    %cst_132 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %541 = stablehlo.reduce(%538 init: %cst_132) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x1xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %542 = stablehlo.broadcast_in_dim %541, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %543 = stablehlo.add %540, %542 : tensor<2x4x16x16xf32>
    %544 = stablehlo.multiply %543, %250 : tensor<2x4x16x16xf32>
    %cst_133 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %545 = stablehlo.broadcast_in_dim %cst_133, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %546 = stablehlo.multiply %544, %545 : tensor<2x4x16x16xf32>
    %547 = stablehlo.dot_general %546, %236, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %548 = stablehlo.transpose %547, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %549 = stablehlo.dot_general %546, %238, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %550 = stablehlo.transpose %549, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %551 = stablehlo.broadcast_in_dim %532, dims = [0, 1, 3, 4] : (tensor<2x16x4x16xf32>) -> tensor<2x16x1x4x16xf32>
    %cst_134 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %552 = stablehlo.pad %551, %cst_134, low = [0, 0, 2, 0, 0], high = [0, 0, 0, 0, 0], interior = [0, 0, 0, 0, 0] : (tensor<2x16x1x4x16xf32>, tensor<f32>) -> tensor<2x16x3x4x16xf32>
    %553 = stablehlo.broadcast_in_dim %548, dims = [0, 1, 3, 4] : (tensor<2x16x4x16xf32>) -> tensor<2x16x1x4x16xf32>
    %cst_135 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %554 = stablehlo.pad %553, %cst_135, low = [0, 0, 1, 0, 0], high = [0, 0, 1, 0, 0], interior = [0, 0, 0, 0, 0] : (tensor<2x16x1x4x16xf32>, tensor<f32>) -> tensor<2x16x3x4x16xf32>
    %555 = stablehlo.add %552, %554 : tensor<2x16x3x4x16xf32>
    %556 = stablehlo.broadcast_in_dim %550, dims = [0, 1, 3, 4] : (tensor<2x16x4x16xf32>) -> tensor<2x16x1x4x16xf32>
    %cst_136 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %557 = stablehlo.pad %556, %cst_136, low = [0, 0, 0, 0, 0], high = [0, 0, 2, 0, 0], interior = [0, 0, 0, 0, 0] : (tensor<2x16x1x4x16xf32>, tensor<f32>) -> tensor<2x16x3x4x16xf32>
    %558 = stablehlo.add %555, %557 : tensor<2x16x3x4x16xf32>
    %559 = stablehlo.reshape %558 : (tensor<2x16x3x4x16xf32>) -> tensor<2x16x192xf32>
    %cst_137 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %560 = stablehlo.reduce(%559 init: %cst_137) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x192xf32>, tensor<f32>) -> tensor<192xf32>
    %561 = stablehlo.reshape %560 : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %562 = stablehlo.reshape %561 : (tensor<1x1x192xf32>) -> tensor<192xf32>
    %563 = stablehlo.dot_general %559, %229, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x192xf32>, tensor<2x16x64xf32>) -> tensor<192x64xf32>
    %564 = stablehlo.transpose %563, dims = [1, 0] : (tensor<192x64xf32>) -> tensor<64x192xf32>
    %565 = stablehlo.dot_general %559, %arg19, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x192xf32>, tensor<64x192xf32>) -> tensor<2x16x64xf32>
    %cst_138 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %566 = stablehlo.reduce(%565 init: %cst_138) applies stablehlo.add across dimensions = [1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %567 = stablehlo.reshape %566 : (tensor<2x64xf32>) -> tensor<2x1x64xf32>
    %cst_139 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %568 = stablehlo.reduce(%567 init: %cst_139) applies stablehlo.add across dimensions = [1] : (tensor<2x1x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %569 = stablehlo.multiply %221, %565 : tensor<2x16x64xf32>
    %cst_140 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %570 = stablehlo.reduce(%569 init: %cst_140) applies stablehlo.add across dimensions = [1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %571 = stablehlo.reshape %570 : (tensor<2x64xf32>) -> tensor<2x1x64xf32>
    %572 = stablehlo.broadcast_in_dim %224, dims = [0, 1, 2] : (tensor<2x1x64xf32>) -> tensor<2x16x64xf32>
    %573 = stablehlo.multiply %565, %572 : tensor<2x16x64xf32>
    %cst_141 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %574 = stablehlo.reduce(%571 init: %cst_141) applies stablehlo.add across dimensions = [1] : (tensor<2x1x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %575 = stablehlo.multiply %213, %573 : tensor<2x16x64xf32>
    %cst_142 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %576 = stablehlo.reduce(%575 init: %cst_142) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %577 = stablehlo.reshape %576 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %578 = stablehlo.broadcast_in_dim %216, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %579 = stablehlo.multiply %573, %578 : tensor<2x16x64xf32>
    %580 = stablehlo.multiply %577, %219 : tensor<2x16x1xf32>
    %581 = stablehlo.negate %579 : tensor<2x16x64xf32>
    %cst_143 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %582 = stablehlo.reduce(%581 init: %cst_143) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %583 = stablehlo.reshape %582 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %584 = stablehlo.add %515, %579 : tensor<2x16x64xf32>
    %cst_144 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %585 = stablehlo.reduce(%580 init: %cst_144) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_145 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %586 = stablehlo.reduce(%583 init: %cst_145) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %587 = stablehlo.multiply %585, %209 : tensor<2x16xf32>
    %588 = stablehlo.negate %587 : tensor<2x16xf32>
    %589 = stablehlo.multiply %588, %196 : tensor<2x16xf32>
    %590 = stablehlo.add %586, %589 : tensor<2x16xf32>
    %cst_146 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %591 = stablehlo.broadcast_in_dim %cst_146, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %592 = stablehlo.divide %587, %591 : tensor<2x16xf32>
    %593 = stablehlo.broadcast_in_dim %592, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %cst_147 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %594 = stablehlo.broadcast_in_dim %cst_147, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %595 = stablehlo.divide %590, %594 : tensor<2x16xf32>
    %596 = stablehlo.broadcast_in_dim %595, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %597 = stablehlo.add %584, %596 : tensor<2x16x64xf32>
    %598 = stablehlo.multiply %593, %187 : tensor<2x16x64xf32>
    %599 = stablehlo.add %597, %598 : tensor<2x16x64xf32>
    %600 = stablehlo.concatenate %568, %574, %527, %484, %490, %461, dim = 1 : (tensor<2x64xf32>, tensor<2x64xf32>, tensor<2x64xf32>, tensor<2x64xf32>, tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x384xf32>
    %cst_148 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %601 = stablehlo.reduce(%600 init: %cst_148) applies stablehlo.add across dimensions = [0] : (tensor<2x384xf32>, tensor<f32>) -> tensor<384xf32>
    %602 = stablehlo.reshape %601 : (tensor<384xf32>) -> tensor<1x384xf32>
    %603 = stablehlo.reshape %602 : (tensor<1x384xf32>) -> tensor<384xf32>
    %604 = stablehlo.dot_general %600, %174, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x384xf32>, tensor<2x64xf32>) -> tensor<384x64xf32>
    %605 = stablehlo.transpose %604, dims = [1, 0] : (tensor<384x64xf32>) -> tensor<64x384xf32>
    %606 = stablehlo.broadcast_in_dim %166, dims = [0, 1, 2] : (tensor<2x1x64xf32>) -> tensor<2x16x64xf32>
    %607 = stablehlo.multiply %606, %599 : tensor<2x16x64xf32>
    %608 = stablehlo.multiply %599, %170 : tensor<2x16x64xf32>
    %cst_149 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %609 = stablehlo.reduce(%608 init: %cst_149) applies stablehlo.add across dimensions = [1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %610 = stablehlo.reshape %609 : (tensor<2x64xf32>) -> tensor<2x1x64xf32>
    %cst_150 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %611 = stablehlo.reduce(%607 init: %cst_150) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %612 = stablehlo.reshape %611 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %613 = stablehlo.reshape %612 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %614 = stablehlo.dot_general %607, %165, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x16x128xf32>) -> tensor<64x128xf32>
    %615 = stablehlo.transpose %614, dims = [1, 0] : (tensor<64x128xf32>) -> tensor<128x64xf32>
    %616 = stablehlo.dot_general %607, %arg5, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<128x64xf32>) -> tensor<2x16x128xf32>
    %cst_151 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %617 = stablehlo.reduce(%610 init: %cst_151) applies stablehlo.add across dimensions = [1] : (tensor<2x1x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %618 = stablehlo.multiply %147, %616 : tensor<2x16x128xf32>
    %619 = stablehlo.multiply %616, %164 : tensor<2x16x128xf32>
    %cst_152 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %620 = stablehlo.broadcast_in_dim %cst_152, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %621 = stablehlo.multiply %620, %618 : tensor<2x16x128xf32>
    %622 = stablehlo.multiply %621, %160 : tensor<2x16x128xf32>
    %623 = stablehlo.multiply %622, %158 : tensor<2x16x128xf32>
    %624 = stablehlo.add %622, %623 : tensor<2x16x128xf32>
    %cst_153 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %625 = stablehlo.broadcast_in_dim %cst_153, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %626 = stablehlo.multiply %625, %624 : tensor<2x16x128xf32>
    %627 = stablehlo.add %619, %626 : tensor<2x16x128xf32>
    %cst_154 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %628 = stablehlo.broadcast_in_dim %cst_154, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %629 = stablehlo.multiply %628, %626 : tensor<2x16x128xf32>
    %630 = stablehlo.multiply %629, %152 : tensor<2x16x128xf32>
    %631 = stablehlo.add %627, %630 : tensor<2x16x128xf32>
    %cst_155 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %632 = stablehlo.reduce(%631 init: %cst_155) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x128xf32>, tensor<f32>) -> tensor<128xf32>
    %633 = stablehlo.reshape %632 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %634 = stablehlo.reshape %633 : (tensor<1x1x128xf32>) -> tensor<128xf32>
    %635 = stablehlo.dot_general %631, %143, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xf32>, tensor<2x16x64xf32>) -> tensor<128x64xf32>
    %636 = stablehlo.transpose %635, dims = [1, 0] : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %637 = stablehlo.dot_general %631, %arg3, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xf32>, tensor<64x128xf32>) -> tensor<2x16x64xf32>
    %cst_156 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %638 = stablehlo.reduce(%637 init: %cst_156) applies stablehlo.add across dimensions = [1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %639 = stablehlo.reshape %638 : (tensor<2x64xf32>) -> tensor<2x1x64xf32>
    %cst_157 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %640 = stablehlo.reduce(%639 init: %cst_157) applies stablehlo.add across dimensions = [1] : (tensor<2x1x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %641 = stablehlo.multiply %135, %637 : tensor<2x16x64xf32>
    %cst_158 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %642 = stablehlo.reduce(%641 init: %cst_158) applies stablehlo.add across dimensions = [1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %643 = stablehlo.reshape %642 : (tensor<2x64xf32>) -> tensor<2x1x64xf32>
    %644 = stablehlo.broadcast_in_dim %138, dims = [0, 1, 2] : (tensor<2x1x64xf32>) -> tensor<2x16x64xf32>
    %645 = stablehlo.multiply %637, %644 : tensor<2x16x64xf32>
    %cst_159 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %646 = stablehlo.reduce(%643 init: %cst_159) applies stablehlo.add across dimensions = [1] : (tensor<2x1x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %647 = stablehlo.multiply %127, %645 : tensor<2x16x64xf32>
    %cst_160 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %648 = stablehlo.reduce(%647 init: %cst_160) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %649 = stablehlo.reshape %648 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %650 = stablehlo.broadcast_in_dim %130, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %651 = stablehlo.multiply %645, %650 : tensor<2x16x64xf32>
    %652 = stablehlo.multiply %649, %133 : tensor<2x16x1xf32>
    %653 = stablehlo.negate %651 : tensor<2x16x64xf32>
    %cst_161 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %654 = stablehlo.reduce(%653 init: %cst_161) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %655 = stablehlo.reshape %654 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %656 = stablehlo.add %599, %651 : tensor<2x16x64xf32>
    %cst_162 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %657 = stablehlo.reduce(%652 init: %cst_162) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_163 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %658 = stablehlo.reduce(%655 init: %cst_163) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %659 = stablehlo.multiply %657, %123 : tensor<2x16xf32>
    %660 = stablehlo.negate %659 : tensor<2x16xf32>
    %661 = stablehlo.multiply %660, %110 : tensor<2x16xf32>
    %662 = stablehlo.add %658, %661 : tensor<2x16xf32>
    %cst_164 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %663 = stablehlo.broadcast_in_dim %cst_164, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %664 = stablehlo.divide %659, %663 : tensor<2x16xf32>
    %665 = stablehlo.broadcast_in_dim %664, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %cst_165 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %666 = stablehlo.broadcast_in_dim %cst_165, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %667 = stablehlo.divide %662, %666 : tensor<2x16xf32>
    %668 = stablehlo.broadcast_in_dim %667, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %669 = stablehlo.add %656, %668 : tensor<2x16x64xf32>
    %670 = stablehlo.multiply %665, %101 : tensor<2x16x64xf32>
    %671 = stablehlo.add %669, %670 : tensor<2x16x64xf32>
    %672 = stablehlo.broadcast_in_dim %91, dims = [0, 1, 2] : (tensor<2x1x64xf32>) -> tensor<2x16x64xf32>
    %673 = stablehlo.multiply %672, %671 : tensor<2x16x64xf32>
    %674 = stablehlo.multiply %671, %95 : tensor<2x16x64xf32>
    %cst_166 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %675 = stablehlo.reduce(%674 init: %cst_166) applies stablehlo.add across dimensions = [1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %676 = stablehlo.reshape %675 : (tensor<2x64xf32>) -> tensor<2x1x64xf32>
    %cst_167 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %677 = stablehlo.reduce(%673 init: %cst_167) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %678 = stablehlo.reshape %677 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %679 = stablehlo.reshape %678 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %680 = stablehlo.dot_general %673, %90, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x16x64xf32>) -> tensor<64x64xf32>
    %681 = stablehlo.transpose %680, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %682 = stablehlo.dot_general %673, %arg7, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %cst_168 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %683 = stablehlo.reduce(%676 init: %cst_168) applies stablehlo.add across dimensions = [1] : (tensor<2x1x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %684 = stablehlo.reshape %682 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %685 = stablehlo.transpose %684, dims = [0, 2, 3, 1] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %686 = stablehlo.dot_general %685, %70, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %687 = stablehlo.dot_general %685, %84, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %688 = stablehlo.transpose %687, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %689 = stablehlo.broadcast_in_dim %87, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %690 = stablehlo.multiply %686, %689 : tensor<2x4x16x16xf32>
    %691 = stablehlo.multiply %690, %80 : tensor<2x4x16x16xf32>
    %cst_169 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %692 = stablehlo.reduce(%691 init: %cst_169) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %693 = stablehlo.reshape %692 : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %694 = stablehlo.negate %693 : tensor<2x4x16x1xf32>
    %695 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %696 = stablehlo.divide %686, %695 : tensor<2x4x16x16xf32>
    %cst_170 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %697 = stablehlo.reduce(%694 init: %cst_170) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x1xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %698 = stablehlo.broadcast_in_dim %697, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %699 = stablehlo.add %696, %698 : tensor<2x4x16x16xf32>
    %700 = stablehlo.multiply %699, %80 : tensor<2x4x16x16xf32>
    %cst_171 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %701 = stablehlo.broadcast_in_dim %cst_171, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %702 = stablehlo.multiply %700, %701 : tensor<2x4x16x16xf32>
    %703 = stablehlo.dot_general %702, %66, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %704 = stablehlo.transpose %703, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %705 = stablehlo.dot_general %702, %68, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %706 = stablehlo.transpose %705, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %707 = stablehlo.broadcast_in_dim %688, dims = [0, 1, 3, 4] : (tensor<2x16x4x16xf32>) -> tensor<2x16x1x4x16xf32>
    %cst_172 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %708 = stablehlo.pad %707, %cst_172, low = [0, 0, 2, 0, 0], high = [0, 0, 0, 0, 0], interior = [0, 0, 0, 0, 0] : (tensor<2x16x1x4x16xf32>, tensor<f32>) -> tensor<2x16x3x4x16xf32>
    %709 = stablehlo.broadcast_in_dim %704, dims = [0, 1, 3, 4] : (tensor<2x16x4x16xf32>) -> tensor<2x16x1x4x16xf32>
    %cst_173 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %710 = stablehlo.pad %709, %cst_173, low = [0, 0, 1, 0, 0], high = [0, 0, 1, 0, 0], interior = [0, 0, 0, 0, 0] : (tensor<2x16x1x4x16xf32>, tensor<f32>) -> tensor<2x16x3x4x16xf32>
    %711 = stablehlo.add %708, %710 : tensor<2x16x3x4x16xf32>
    %712 = stablehlo.broadcast_in_dim %706, dims = [0, 1, 3, 4] : (tensor<2x16x4x16xf32>) -> tensor<2x16x1x4x16xf32>
    %cst_174 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %713 = stablehlo.pad %712, %cst_174, low = [0, 0, 0, 0, 0], high = [0, 0, 2, 0, 0], interior = [0, 0, 0, 0, 0] : (tensor<2x16x1x4x16xf32>, tensor<f32>) -> tensor<2x16x3x4x16xf32>
    %714 = stablehlo.add %711, %713 : tensor<2x16x3x4x16xf32>
    %715 = stablehlo.reshape %714 : (tensor<2x16x3x4x16xf32>) -> tensor<2x16x192xf32>
    %cst_175 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %716 = stablehlo.reduce(%715 init: %cst_175) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x192xf32>, tensor<f32>) -> tensor<192xf32>
    %717 = stablehlo.reshape %716 : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %718 = stablehlo.reshape %717 : (tensor<1x1x192xf32>) -> tensor<192xf32>
    %719 = stablehlo.dot_general %715, %59, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x192xf32>, tensor<2x16x64xf32>) -> tensor<192x64xf32>
    %720 = stablehlo.transpose %719, dims = [1, 0] : (tensor<192x64xf32>) -> tensor<64x192xf32>
    %721 = stablehlo.dot_general %715, %arg9, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x192xf32>, tensor<64x192xf32>) -> tensor<2x16x64xf32>
    %cst_176 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %722 = stablehlo.reduce(%721 init: %cst_176) applies stablehlo.add across dimensions = [1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %723 = stablehlo.reshape %722 : (tensor<2x64xf32>) -> tensor<2x1x64xf32>
    %cst_177 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %724 = stablehlo.reduce(%723 init: %cst_177) applies stablehlo.add across dimensions = [1] : (tensor<2x1x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %725 = stablehlo.multiply %51, %721 : tensor<2x16x64xf32>
    %cst_178 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %726 = stablehlo.reduce(%725 init: %cst_178) applies stablehlo.add across dimensions = [1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %727 = stablehlo.reshape %726 : (tensor<2x64xf32>) -> tensor<2x1x64xf32>
    %728 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 2] : (tensor<2x1x64xf32>) -> tensor<2x16x64xf32>
    %729 = stablehlo.multiply %721, %728 : tensor<2x16x64xf32>
    %cst_179 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %730 = stablehlo.reduce(%727 init: %cst_179) applies stablehlo.add across dimensions = [1] : (tensor<2x1x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %731 = stablehlo.multiply %43, %729 : tensor<2x16x64xf32>
    %cst_180 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %732 = stablehlo.reduce(%731 init: %cst_180) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %733 = stablehlo.reshape %732 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %734 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %735 = stablehlo.multiply %729, %734 : tensor<2x16x64xf32>
    %736 = stablehlo.multiply %733, %49 : tensor<2x16x1xf32>
    %737 = stablehlo.negate %735 : tensor<2x16x64xf32>
    %cst_181 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %738 = stablehlo.reduce(%737 init: %cst_181) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %739 = stablehlo.reshape %738 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %740 = stablehlo.add %671, %735 : tensor<2x16x64xf32>
    %cst_182 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %741 = stablehlo.reduce(%736 init: %cst_182) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_183 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %742 = stablehlo.reduce(%739 init: %cst_183) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %743 = stablehlo.multiply %741, %39 : tensor<2x16xf32>
    %744 = stablehlo.negate %743 : tensor<2x16xf32>
    %745 = stablehlo.multiply %744, %26 : tensor<2x16xf32>
    %746 = stablehlo.add %742, %745 : tensor<2x16xf32>
    %cst_184 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %747 = stablehlo.broadcast_in_dim %cst_184, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %748 = stablehlo.divide %743, %747 : tensor<2x16xf32>
    %749 = stablehlo.broadcast_in_dim %748, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %cst_185 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %750 = stablehlo.broadcast_in_dim %cst_185, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %751 = stablehlo.divide %746, %750 : tensor<2x16xf32>
    %752 = stablehlo.broadcast_in_dim %751, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %753 = stablehlo.add %740, %752 : tensor<2x16x64xf32>
    %754 = stablehlo.multiply %749, %17 : tensor<2x16x64xf32>
    %755 = stablehlo.add %753, %754 : tensor<2x16x64xf32>
    %756 = stablehlo.concatenate %724, %730, %683, %640, %646, %617, dim = 1 : (tensor<2x64xf32>, tensor<2x64xf32>, tensor<2x64xf32>, tensor<2x64xf32>, tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x384xf32>
    %cst_186 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %757 = stablehlo.reduce(%756 init: %cst_186) applies stablehlo.add across dimensions = [0] : (tensor<2x384xf32>, tensor<f32>) -> tensor<384xf32>
    %758 = stablehlo.reshape %757 : (tensor<384xf32>) -> tensor<1x384xf32>
    %759 = stablehlo.reshape %758 : (tensor<1x384xf32>) -> tensor<384xf32>
    %760 = stablehlo.dot_general %756, %4, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x384xf32>, tensor<2x64xf32>) -> tensor<384x64xf32>
    %761 = stablehlo.transpose %760, dims = [1, 0] : (tensor<384x64xf32>) -> tensor<64x384xf32>
    %cst_187 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %762 = stablehlo.reduce(%755 init: %cst_187) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %763 = stablehlo.reshape %762 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %764 = stablehlo.reshape %763 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %765 = stablehlo.dot_general %755, %arg26, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x16x8xf32>) -> tensor<64x8xf32>
    %766 = stablehlo.transpose %765, dims = [1, 0] : (tensor<64x8xf32>) -> tensor<8x64xf32>
    return %759, %761, %634, %636, %613, %615, %679, %681, %718, %720, %603, %605, %478, %480, %457, %459, %523, %525, %562, %564, %447, %449, %407, %409, %764, %766 : tensor<384xf32>, tensor<64x384xf32>, tensor<128xf32>, tensor<64x128xf32>, tensor<64xf32>, tensor<128x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<192xf32>, tensor<64x192xf32>, tensor<384xf32>, tensor<64x384xf32>, tensor<128xf32>, tensor<64x128xf32>, tensor<64xf32>, tensor<128x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<192xf32>, tensor<64x192xf32>, tensor<128xf32>, tensor<64x128xf32>, tensor<8xf32>, tensor<64x8xf32>, tensor<64xf32>, tensor<8x64xf32>
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
