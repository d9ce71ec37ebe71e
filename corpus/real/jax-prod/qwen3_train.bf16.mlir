module @jit_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<128x64xf32>, %arg1: tensor<128x64xf32>, %arg2: tensor<128x64xf32>, %arg3: tensor<64x128xf32>, %arg4: tensor<64x128xf32>, %arg5: tensor<64xf32>, %arg6: tensor<64xf32>, %arg7: tensor<16xf32>, %arg8: tensor<16xf32>, %arg9: tensor<64x32xf32>, %arg10: tensor<64x32xf32>, %arg11: tensor<64xf32>, %arg12: tensor<64x64xf32>, %arg13: tensor<64x64xf32>, %arg14: tensor<64xf32>, %arg15: tensor<64xf32>, %arg16: tensor<16xf32>, %arg17: tensor<16xf32>, %arg18: tensor<64x64xf32>, %arg19: tensor<64x64xf32>, %arg20: tensor<64x128xf32>, %arg21: tensor<64x128xf32>, %arg22: tensor<64x32xf32>, %arg23: tensor<64x32xf32>, %arg24: tensor<2x16xi32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<128x64xf32> {jax.result_info = "result[1]['params']['down_proj_0']['kernel']"}, tensor<128x64xf32> {jax.result_info = "result[1]['params']['down_proj_1']['kernel']"}, tensor<128x64xf32> {jax.result_info = "result[1]['params']['embed_tokens']['embedding']"}, tensor<64x128xf32> {jax.result_info = "result[1]['params']['gate_proj_0']['kernel']"}, tensor<64x128xf32> {jax.result_info = "result[1]['params']['gate_proj_1']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1]['params']['input_layernorm_0']['scale']"}, tensor<64xf32> {jax.result_info = "result[1]['params']['input_layernorm_1']['scale']"}, tensor<16xf32> {jax.result_info = "result[1]['params']['k_norm_0']['scale']"}, tensor<16xf32> {jax.result_info = "result[1]['params']['k_norm_1']['scale']"}, tensor<64x32xf32> {jax.result_info = "result[1]['params']['k_proj_0']['kernel']"}, tensor<64x32xf32> {jax.result_info = "result[1]['params']['k_proj_1']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1]['params']['norm']['scale']"}, tensor<64x64xf32> {jax.result_info = "result[1]['params']['o_proj_0']['kernel']"}, tensor<64x64xf32> {jax.result_info = "result[1]['params']['o_proj_1']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1]['params']['post_attention_layernorm_0']['scale']"}, tensor<64xf32> {jax.result_info = "result[1]['params']['post_attention_layernorm_1']['scale']"}, tensor<16xf32> {jax.result_info = "result[1]['params']['q_norm_0']['scale']"}, tensor<16xf32> {jax.result_info = "result[1]['params']['q_norm_1']['scale']"}, tensor<64x64xf32> {jax.result_info = "result[1]['params']['q_proj_0']['kernel']"}, tensor<64x64xf32> {jax.result_info = "result[1]['params']['q_proj_1']['kernel']"}, tensor<64x128xf32> {jax.result_info = "result[1]['params']['up_proj_0']['kernel']"}, tensor<64x128xf32> {jax.result_info = "result[1]['params']['up_proj_1']['kernel']"}, tensor<64x32xf32> {jax.result_info = "result[1]['params']['v_proj_0']['kernel']"}, tensor<64x32xf32> {jax.result_info = "result[1]['params']['v_proj_1']['kernel']"}) {
    %0 = stablehlo.convert %arg2 : (tensor<128x64xf32>) -> tensor<128x64xbf16>
    %1:2 = call @_take(%0, %arg24) : (tensor<128x64xbf16>, tensor<2x16xi32>) -> (tensor<2x16x64xbf16>, tensor<2x16x1xi32>)
    %2 = stablehlo.iota dim = 0 : tensor<16xi32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<16xi32>) -> tensor<2x16xi32>
    %4 = stablehlo.convert %1#0 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %5 = chlo.square %4 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %7 = stablehlo.multiply %6, %4 : tensor<2x16x64xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.reduce(%5 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_1 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %11 = stablehlo.divide %9, %10 : tensor<2x16x1xf32>
    %cst_2 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %13 = stablehlo.add %11, %12 : tensor<2x16x1xf32>
    %14 = stablehlo.rsqrt %13 : tensor<2x16x1xf32>
    %15 = stablehlo.divide %14, %13 : tensor<2x16x1xf32>
    %cst_3 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %17 = stablehlo.multiply %16, %15 : tensor<2x16x1xf32>
    %18 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %19 = stablehlo.multiply %4, %18 : tensor<2x16x64xf32>
    %20 = stablehlo.convert %19 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %21 = stablehlo.convert %arg5 : (tensor<64xf32>) -> tensor<64xbf16>
    %22 = stablehlo.broadcast_in_dim %21, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %24 = stablehlo.multiply %20, %23 : tensor<2x16x64xbf16>
    %25 = stablehlo.convert %arg18 : (tensor<64x64xf32>) -> tensor<64x64xbf16>
    %26 = stablehlo.dot_general %24, %25, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %27 = stablehlo.reshape %26 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %28 = stablehlo.convert %arg9 : (tensor<64x32xf32>) -> tensor<64x32xbf16>
    %29 = stablehlo.dot_general %24, %28, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x32xbf16>) -> tensor<2x16x32xbf16>
    %30 = stablehlo.reshape %29 : (tensor<2x16x32xbf16>) -> tensor<2x16x2x16xbf16>
    %31 = stablehlo.convert %arg22 : (tensor<64x32xf32>) -> tensor<64x32xbf16>
    %32 = stablehlo.dot_general %24, %31, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x32xbf16>) -> tensor<2x16x32xbf16>
    %33 = stablehlo.reshape %32 : (tensor<2x16x32xbf16>) -> tensor<2x16x2x16xbf16>
    %34 = stablehlo.convert %27 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x16xf32>
    %35 = chlo.square %34 : tensor<2x16x4x16xf32> -> tensor<2x16x4x16xf32>
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x16x4x16xf32>
    %37 = stablehlo.multiply %36, %34 : tensor<2x16x4x16xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %38 = stablehlo.reduce(%35 init: %cst_5) applies stablehlo.add across dimensions = [3] : (tensor<2x16x4x16xf32>, tensor<f32>) -> tensor<2x16x4xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2] : (tensor<2x16x4xf32>) -> tensor<2x16x4x1xf32>
    %cst_6 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x16x4x1xf32>
    %41 = stablehlo.divide %39, %40 : tensor<2x16x4x1xf32>
    %cst_7 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x16x4x1xf32>
    %43 = stablehlo.add %41, %42 : tensor<2x16x4x1xf32>
    %44 = stablehlo.rsqrt %43 : tensor<2x16x4x1xf32>
    %45 = stablehlo.divide %44, %43 : tensor<2x16x4x1xf32>
    %cst_8 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x16x4x1xf32>
    %47 = stablehlo.multiply %46, %45 : tensor<2x16x4x1xf32>
    %48 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2, 3] : (tensor<2x16x4x1xf32>) -> tensor<2x16x4x16xf32>
    %49 = stablehlo.multiply %34, %48 : tensor<2x16x4x16xf32>
    %50 = stablehlo.convert %49 : (tensor<2x16x4x16xf32>) -> tensor<2x16x4x16xbf16>
    %51 = stablehlo.convert %arg16 : (tensor<16xf32>) -> tensor<16xbf16>
    %52 = stablehlo.broadcast_in_dim %51, dims = [3] : (tensor<16xbf16>) -> tensor<1x1x1x16xbf16>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xbf16>) -> tensor<2x16x4x16xbf16>
    %54 = stablehlo.multiply %50, %53 : tensor<2x16x4x16xbf16>
    %55 = stablehlo.iota dim = 0 : tensor<8xf32>
    %56 = stablehlo.negate %55 : tensor<8xf32>
    %cst_9 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %58 = stablehlo.multiply %56, %57 : tensor<8xf32>
    %cst_10 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %60 = stablehlo.divide %58, %59 : tensor<8xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+06> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %62 = stablehlo.power %61, %60 : tensor<8xf32>
    %63 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %64 = stablehlo.convert %63 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %65 = stablehlo.broadcast_in_dim %62, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %66 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x8xf32>
    %67 = stablehlo.broadcast_in_dim %65, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x16x1x8xf32>
    %68 = stablehlo.multiply %66, %67 : tensor<2x16x1x8xf32>
    %69 = stablehlo.sine %68 : tensor<2x16x1x8xf32>
    %70 = stablehlo.convert %69 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %71 = stablehlo.cosine %68 : tensor<2x16x1x8xf32>
    %72 = stablehlo.convert %71 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %73 = stablehlo.slice %54 [0:2, 0:16, 0:4, 0:8] : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x8xbf16>
    %74 = stablehlo.slice %54 [0:2, 0:16, 0:4, 8:16] : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x8xbf16>
    %75 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %76 = stablehlo.multiply %73, %75 : tensor<2x16x4x8xbf16>
    %77 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %78 = stablehlo.multiply %74, %77 : tensor<2x16x4x8xbf16>
    %79 = stablehlo.subtract %76, %78 : tensor<2x16x4x8xbf16>
    %80 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %81 = stablehlo.multiply %74, %80 : tensor<2x16x4x8xbf16>
    %82 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %83 = stablehlo.multiply %73, %82 : tensor<2x16x4x8xbf16>
    %84 = stablehlo.add %81, %83 : tensor<2x16x4x8xbf16>
    %85 = stablehlo.concatenate %79, %84, dim = 3 : (tensor<2x16x4x8xbf16>, tensor<2x16x4x8xbf16>) -> tensor<2x16x4x16xbf16>
    %86 = stablehlo.convert %30 : (tensor<2x16x2x16xbf16>) -> tensor<2x16x2x16xf32>
    %87 = chlo.square %86 : tensor<2x16x2x16xf32> -> tensor<2x16x2x16xf32>
    %cst_12 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2x16x2x16xf32>
    %89 = stablehlo.multiply %88, %86 : tensor<2x16x2x16xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %90 = stablehlo.reduce(%87 init: %cst_13) applies stablehlo.add across dimensions = [3] : (tensor<2x16x2x16xf32>, tensor<f32>) -> tensor<2x16x2xf32>
    %91 = stablehlo.broadcast_in_dim %90, dims = [0, 1, 2] : (tensor<2x16x2xf32>) -> tensor<2x16x2x1xf32>
    %cst_14 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2x16x2x1xf32>
    %93 = stablehlo.divide %91, %92 : tensor<2x16x2x1xf32>
    %cst_15 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2x16x2x1xf32>
    %95 = stablehlo.add %93, %94 : tensor<2x16x2x1xf32>
    %96 = stablehlo.rsqrt %95 : tensor<2x16x2x1xf32>
    %97 = stablehlo.divide %96, %95 : tensor<2x16x2x1xf32>
    %cst_16 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %98 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2x16x2x1xf32>
    %99 = stablehlo.multiply %98, %97 : tensor<2x16x2x1xf32>
    %100 = stablehlo.broadcast_in_dim %96, dims = [0, 1, 2, 3] : (tensor<2x16x2x1xf32>) -> tensor<2x16x2x16xf32>
    %101 = stablehlo.multiply %86, %100 : tensor<2x16x2x16xf32>
    %102 = stablehlo.convert %101 : (tensor<2x16x2x16xf32>) -> tensor<2x16x2x16xbf16>
    %103 = stablehlo.convert %arg7 : (tensor<16xf32>) -> tensor<16xbf16>
    %104 = stablehlo.broadcast_in_dim %103, dims = [3] : (tensor<16xbf16>) -> tensor<1x1x1x16xbf16>
    %105 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xbf16>) -> tensor<2x16x2x16xbf16>
    %106 = stablehlo.multiply %102, %105 : tensor<2x16x2x16xbf16>
    %107 = stablehlo.iota dim = 0 : tensor<8xf32>
    %108 = stablehlo.negate %107 : tensor<8xf32>
    %cst_17 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %109 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %110 = stablehlo.multiply %108, %109 : tensor<8xf32>
    %cst_18 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %112 = stablehlo.divide %110, %111 : tensor<8xf32>
    %cst_19 = stablehlo.constant dense<1.000000e+06> : tensor<f32>
    %113 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %114 = stablehlo.power %113, %112 : tensor<8xf32>
    %115 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %116 = stablehlo.convert %115 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %117 = stablehlo.broadcast_in_dim %114, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %118 = stablehlo.broadcast_in_dim %116, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x8xf32>
    %119 = stablehlo.broadcast_in_dim %117, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x16x1x8xf32>
    %120 = stablehlo.multiply %118, %119 : tensor<2x16x1x8xf32>
    %121 = stablehlo.sine %120 : tensor<2x16x1x8xf32>
    %122 = stablehlo.convert %121 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %123 = stablehlo.cosine %120 : tensor<2x16x1x8xf32>
    %124 = stablehlo.convert %123 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %125 = stablehlo.slice %106 [0:2, 0:16, 0:2, 0:8] : (tensor<2x16x2x16xbf16>) -> tensor<2x16x2x8xbf16>
    %126 = stablehlo.slice %106 [0:2, 0:16, 0:2, 8:16] : (tensor<2x16x2x16xbf16>) -> tensor<2x16x2x8xbf16>
    %127 = stablehlo.broadcast_in_dim %124, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x2x8xbf16>
    %128 = stablehlo.multiply %125, %127 : tensor<2x16x2x8xbf16>
    %129 = stablehlo.broadcast_in_dim %122, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x2x8xbf16>
    %130 = stablehlo.multiply %126, %129 : tensor<2x16x2x8xbf16>
    %131 = stablehlo.subtract %128, %130 : tensor<2x16x2x8xbf16>
    %132 = stablehlo.broadcast_in_dim %124, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x2x8xbf16>
    %133 = stablehlo.multiply %126, %132 : tensor<2x16x2x8xbf16>
    %134 = stablehlo.broadcast_in_dim %122, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x2x8xbf16>
    %135 = stablehlo.multiply %125, %134 : tensor<2x16x2x8xbf16>
    %136 = stablehlo.add %133, %135 : tensor<2x16x2x8xbf16>
    %137 = stablehlo.concatenate %131, %136, dim = 3 : (tensor<2x16x2x8xbf16>, tensor<2x16x2x8xbf16>) -> tensor<2x16x2x16xbf16>
    %138 = stablehlo.broadcast_in_dim %137, dims = [0, 1, 2, 4] : (tensor<2x16x2x16xbf16>) -> tensor<2x16x2x2x16xbf16>
    %139 = stablehlo.reshape %138 : (tensor<2x16x2x2x16xbf16>) -> tensor<2x16x4x16xbf16>
    %140 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2, 4] : (tensor<2x16x2x16xbf16>) -> tensor<2x16x2x2x16xbf16>
    %141 = stablehlo.reshape %140 : (tensor<2x16x2x2x16xbf16>) -> tensor<2x16x4x16xbf16>
    %142 = stablehlo.dot_general %85, %139, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xbf16>, tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %cst_20 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %143 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<bf16>) -> tensor<2x4x16x16xbf16>
    %144 = stablehlo.multiply %142, %143 : tensor<2x4x16x16xbf16>
    %145 = stablehlo.iota dim = 0 : tensor<16xi32>
    %146 = stablehlo.broadcast_in_dim %145, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %147 = stablehlo.iota dim = 0 : tensor<16xi32>
    %148 = stablehlo.broadcast_in_dim %147, dims = [1] : (tensor<16xi32>) -> tensor<1x16xi32>
    %149 = stablehlo.broadcast_in_dim %148, dims = [0, 1] : (tensor<1x16xi32>) -> tensor<16x16xi32>
    %150 = stablehlo.broadcast_in_dim %146, dims = [0, 1] : (tensor<16x1xi32>) -> tensor<16x16xi32>
    %151 = stablehlo.compare LE, %149, %150, SIGNED : (tensor<16x16xi32>, tensor<16x16xi32>) -> tensor<16x16xi1>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %cst_21 = stablehlo.constant dense<-3.389530e+38> : tensor<bf16>
    %152 = call @_where_0(%151, %c, %cst_21) : (tensor<16x16xi1>, tensor<i32>, tensor<bf16>) -> tensor<16x16xbf16>
    %153 = stablehlo.broadcast_in_dim %152, dims = [2, 3] : (tensor<16x16xbf16>) -> tensor<1x1x16x16xbf16>
    %154 = stablehlo.broadcast_in_dim %153, dims = [0, 1, 2, 3] : (tensor<1x1x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %155 = stablehlo.add %144, %154 : tensor<2x4x16x16xbf16>
    %156 = stablehlo.convert %155 : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xf32>
    %cst_22 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %157 = stablehlo.reduce(%156 init: %cst_22) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %cst_23 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %158 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %159 = stablehlo.maximum %158, %157 : tensor<2x4x16xf32>
    %160 = stablehlo.broadcast_in_dim %159, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %161 = stablehlo.broadcast_in_dim %160, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %162 = stablehlo.subtract %156, %161 : tensor<2x4x16x16xf32>
    %163 = stablehlo.exponential %162 : tensor<2x4x16x16xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %164 = stablehlo.reduce(%163 init: %cst_24) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %165 = stablehlo.broadcast_in_dim %164, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %166 = stablehlo.broadcast_in_dim %165, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %167 = stablehlo.divide %163, %166 : tensor<2x4x16x16xf32>
    %168 = stablehlo.multiply %165, %165 : tensor<2x4x16x1xf32>
    %cst_25 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %169 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<2x4x16x1xf32>
    %170 = stablehlo.divide %169, %168 : tensor<2x4x16x1xf32>
    %171 = stablehlo.convert %167 : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xbf16>
    %172 = stablehlo.dot_general %141, %171, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xbf16>, tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %173 = stablehlo.transpose %172, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xbf16>) -> tensor<2x16x4x16xbf16>
    %174 = stablehlo.reshape %173 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x64xbf16>
    %175 = stablehlo.convert %arg12 : (tensor<64x64xf32>) -> tensor<64x64xbf16>
    %176 = stablehlo.dot_general %174, %175, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %177 = stablehlo.add %1#0, %176 : tensor<2x16x64xbf16>
    %178 = stablehlo.convert %177 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %179 = chlo.square %178 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_26 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %180 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %181 = stablehlo.multiply %180, %178 : tensor<2x16x64xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %182 = stablehlo.reduce(%179 init: %cst_27) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %183 = stablehlo.broadcast_in_dim %182, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_28 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %184 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %185 = stablehlo.divide %183, %184 : tensor<2x16x1xf32>
    %cst_29 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %186 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %187 = stablehlo.add %185, %186 : tensor<2x16x1xf32>
    %188 = stablehlo.rsqrt %187 : tensor<2x16x1xf32>
    %189 = stablehlo.divide %188, %187 : tensor<2x16x1xf32>
    %cst_30 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %190 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %191 = stablehlo.multiply %190, %189 : tensor<2x16x1xf32>
    %192 = stablehlo.broadcast_in_dim %188, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %193 = stablehlo.multiply %178, %192 : tensor<2x16x64xf32>
    %194 = stablehlo.convert %193 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %195 = stablehlo.convert %arg14 : (tensor<64xf32>) -> tensor<64xbf16>
    %196 = stablehlo.broadcast_in_dim %195, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %197 = stablehlo.broadcast_in_dim %196, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %198 = stablehlo.multiply %194, %197 : tensor<2x16x64xbf16>
    %199 = stablehlo.convert %arg3 : (tensor<64x128xf32>) -> tensor<64x128xbf16>
    %200 = stablehlo.dot_general %198, %199, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x128xbf16>) -> tensor<2x16x128xbf16>
    %201:3 = call @silu(%200) : (tensor<2x16x128xbf16>) -> (tensor<2x16x128xbf16>, tensor<2x16x128xbf16>, tensor<2x16x128xbf16>)
    %202 = stablehlo.convert %arg20 : (tensor<64x128xf32>) -> tensor<64x128xbf16>
    %203 = stablehlo.dot_general %198, %202, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x128xbf16>) -> tensor<2x16x128xbf16>
    %204 = stablehlo.multiply %201#0, %203 : tensor<2x16x128xbf16>
    %205 = stablehlo.convert %arg0 : (tensor<128x64xf32>) -> tensor<128x64xbf16>
    %206 = stablehlo.dot_general %204, %205, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xbf16>, tensor<128x64xbf16>) -> tensor<2x16x64xbf16>
    %207 = stablehlo.add %177, %206 : tensor<2x16x64xbf16>
    %208 = stablehlo.convert %207 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %209 = chlo.square %208 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_31 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %210 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %211 = stablehlo.multiply %210, %208 : tensor<2x16x64xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %212 = stablehlo.reduce(%209 init: %cst_32) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %213 = stablehlo.broadcast_in_dim %212, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_33 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %214 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %215 = stablehlo.divide %213, %214 : tensor<2x16x1xf32>
    %cst_34 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %216 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %217 = stablehlo.add %215, %216 : tensor<2x16x1xf32>
    %218 = stablehlo.rsqrt %217 : tensor<2x16x1xf32>
    %219 = stablehlo.divide %218, %217 : tensor<2x16x1xf32>
    %cst_35 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %220 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %221 = stablehlo.multiply %220, %219 : tensor<2x16x1xf32>
    %222 = stablehlo.broadcast_in_dim %218, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %223 = stablehlo.multiply %208, %222 : tensor<2x16x64xf32>
    %224 = stablehlo.convert %223 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %225 = stablehlo.convert %arg6 : (tensor<64xf32>) -> tensor<64xbf16>
    %226 = stablehlo.broadcast_in_dim %225, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %227 = stablehlo.broadcast_in_dim %226, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %228 = stablehlo.multiply %224, %227 : tensor<2x16x64xbf16>
    %229 = stablehlo.convert %arg19 : (tensor<64x64xf32>) -> tensor<64x64xbf16>
    %230 = stablehlo.dot_general %228, %229, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %231 = stablehlo.reshape %230 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %232 = stablehlo.convert %arg10 : (tensor<64x32xf32>) -> tensor<64x32xbf16>
    %233 = stablehlo.dot_general %228, %232, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x32xbf16>) -> tensor<2x16x32xbf16>
    %234 = stablehlo.reshape %233 : (tensor<2x16x32xbf16>) -> tensor<2x16x2x16xbf16>
    %235 = stablehlo.convert %arg23 : (tensor<64x32xf32>) -> tensor<64x32xbf16>
    %236 = stablehlo.dot_general %228, %235, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x32xbf16>) -> tensor<2x16x32xbf16>
    %237 = stablehlo.reshape %236 : (tensor<2x16x32xbf16>) -> tensor<2x16x2x16xbf16>
    %238 = stablehlo.convert %231 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x16xf32>
    %239 = chlo.square %238 : tensor<2x16x4x16xf32> -> tensor<2x16x4x16xf32>
    %cst_36 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %240 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<2x16x4x16xf32>
    %241 = stablehlo.multiply %240, %238 : tensor<2x16x4x16xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %242 = stablehlo.reduce(%239 init: %cst_37) applies stablehlo.add across dimensions = [3] : (tensor<2x16x4x16xf32>, tensor<f32>) -> tensor<2x16x4xf32>
    %243 = stablehlo.broadcast_in_dim %242, dims = [0, 1, 2] : (tensor<2x16x4xf32>) -> tensor<2x16x4x1xf32>
    %cst_38 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %244 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<2x16x4x1xf32>
    %245 = stablehlo.divide %243, %244 : tensor<2x16x4x1xf32>
    %cst_39 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %246 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<2x16x4x1xf32>
    %247 = stablehlo.add %245, %246 : tensor<2x16x4x1xf32>
    %248 = stablehlo.rsqrt %247 : tensor<2x16x4x1xf32>
    %249 = stablehlo.divide %248, %247 : tensor<2x16x4x1xf32>
    %cst_40 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %250 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<2x16x4x1xf32>
    %251 = stablehlo.multiply %250, %249 : tensor<2x16x4x1xf32>
    %252 = stablehlo.broadcast_in_dim %248, dims = [0, 1, 2, 3] : (tensor<2x16x4x1xf32>) -> tensor<2x16x4x16xf32>
    %253 = stablehlo.multiply %238, %252 : tensor<2x16x4x16xf32>
    %254 = stablehlo.convert %253 : (tensor<2x16x4x16xf32>) -> tensor<2x16x4x16xbf16>
    %255 = stablehlo.convert %arg17 : (tensor<16xf32>) -> tensor<16xbf16>
    %256 = stablehlo.broadcast_in_dim %255, dims = [3] : (tensor<16xbf16>) -> tensor<1x1x1x16xbf16>
    %257 = stablehlo.broadcast_in_dim %256, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xbf16>) -> tensor<2x16x4x16xbf16>
    %258 = stablehlo.multiply %254, %257 : tensor<2x16x4x16xbf16>
    %259 = stablehlo.iota dim = 0 : tensor<8xf32>
    %260 = stablehlo.negate %259 : tensor<8xf32>
    %cst_41 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %261 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %262 = stablehlo.multiply %260, %261 : tensor<8xf32>
    %cst_42 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %263 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %264 = stablehlo.divide %262, %263 : tensor<8xf32>
    %cst_43 = stablehlo.constant dense<1.000000e+06> : tensor<f32>
    %265 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %266 = stablehlo.power %265, %264 : tensor<8xf32>
    %267 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %268 = stablehlo.convert %267 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %269 = stablehlo.broadcast_in_dim %266, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %270 = stablehlo.broadcast_in_dim %268, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x8xf32>
    %271 = stablehlo.broadcast_in_dim %269, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x16x1x8xf32>
    %272 = stablehlo.multiply %270, %271 : tensor<2x16x1x8xf32>
    %273 = stablehlo.sine %272 : tensor<2x16x1x8xf32>
    %274 = stablehlo.convert %273 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %275 = stablehlo.cosine %272 : tensor<2x16x1x8xf32>
    %276 = stablehlo.convert %275 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %277 = stablehlo.slice %258 [0:2, 0:16, 0:4, 0:8] : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x8xbf16>
    %278 = stablehlo.slice %258 [0:2, 0:16, 0:4, 8:16] : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x8xbf16>
    %279 = stablehlo.broadcast_in_dim %276, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %280 = stablehlo.multiply %277, %279 : tensor<2x16x4x8xbf16>
    %281 = stablehlo.broadcast_in_dim %274, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %282 = stablehlo.multiply %278, %281 : tensor<2x16x4x8xbf16>
    %283 = stablehlo.subtract %280, %282 : tensor<2x16x4x8xbf16>
    %284 = stablehlo.broadcast_in_dim %276, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %285 = stablehlo.multiply %278, %284 : tensor<2x16x4x8xbf16>
    %286 = stablehlo.broadcast_in_dim %274, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %287 = stablehlo.multiply %277, %286 : tensor<2x16x4x8xbf16>
    %288 = stablehlo.add %285, %287 : tensor<2x16x4x8xbf16>
    %289 = stablehlo.concatenate %283, %288, dim = 3 : (tensor<2x16x4x8xbf16>, tensor<2x16x4x8xbf16>) -> tensor<2x16x4x16xbf16>
    %290 = stablehlo.convert %234 : (tensor<2x16x2x16xbf16>) -> tensor<2x16x2x16xf32>
    %291 = chlo.square %290 : tensor<2x16x2x16xf32> -> tensor<2x16x2x16xf32>
    %cst_44 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %292 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<2x16x2x16xf32>
    %293 = stablehlo.multiply %292, %290 : tensor<2x16x2x16xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %294 = stablehlo.reduce(%291 init: %cst_45) applies stablehlo.add across dimensions = [3] : (tensor<2x16x2x16xf32>, tensor<f32>) -> tensor<2x16x2xf32>
    %295 = stablehlo.broadcast_in_dim %294, dims = [0, 1, 2] : (tensor<2x16x2xf32>) -> tensor<2x16x2x1xf32>
    %cst_46 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %296 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<2x16x2x1xf32>
    %297 = stablehlo.divide %295, %296 : tensor<2x16x2x1xf32>
    %cst_47 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %298 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<2x16x2x1xf32>
    %299 = stablehlo.add %297, %298 : tensor<2x16x2x1xf32>
    %300 = stablehlo.rsqrt %299 : tensor<2x16x2x1xf32>
    %301 = stablehlo.divide %300, %299 : tensor<2x16x2x1xf32>
    %cst_48 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %302 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<2x16x2x1xf32>
    %303 = stablehlo.multiply %302, %301 : tensor<2x16x2x1xf32>
    %304 = stablehlo.broadcast_in_dim %300, dims = [0, 1, 2, 3] : (tensor<2x16x2x1xf32>) -> tensor<2x16x2x16xf32>
    %305 = stablehlo.multiply %290, %304 : tensor<2x16x2x16xf32>
    %306 = stablehlo.convert %305 : (tensor<2x16x2x16xf32>) -> tensor<2x16x2x16xbf16>
    %307 = stablehlo.convert %arg8 : (tensor<16xf32>) -> tensor<16xbf16>
    %308 = stablehlo.broadcast_in_dim %307, dims = [3] : (tensor<16xbf16>) -> tensor<1x1x1x16xbf16>
    %309 = stablehlo.broadcast_in_dim %308, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xbf16>) -> tensor<2x16x2x16xbf16>
    %310 = stablehlo.multiply %306, %309 : tensor<2x16x2x16xbf16>
    %311 = stablehlo.iota dim = 0 : tensor<8xf32>
    %312 = stablehlo.negate %311 : tensor<8xf32>
    %cst_49 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %313 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %314 = stablehlo.multiply %312, %313 : tensor<8xf32>
    %cst_50 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %315 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %316 = stablehlo.divide %314, %315 : tensor<8xf32>
    %cst_51 = stablehlo.constant dense<1.000000e+06> : tensor<f32>
    %317 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %318 = stablehlo.power %317, %316 : tensor<8xf32>
    %319 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %320 = stablehlo.convert %319 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %321 = stablehlo.broadcast_in_dim %318, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %322 = stablehlo.broadcast_in_dim %320, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x8xf32>
    %323 = stablehlo.broadcast_in_dim %321, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x16x1x8xf32>
    %324 = stablehlo.multiply %322, %323 : tensor<2x16x1x8xf32>
    %325 = stablehlo.sine %324 : tensor<2x16x1x8xf32>
    %326 = stablehlo.convert %325 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %327 = stablehlo.cosine %324 : tensor<2x16x1x8xf32>
    %328 = stablehlo.convert %327 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %329 = stablehlo.slice %310 [0:2, 0:16, 0:2, 0:8] : (tensor<2x16x2x16xbf16>) -> tensor<2x16x2x8xbf16>
    %330 = stablehlo.slice %310 [0:2, 0:16, 0:2, 8:16] : (tensor<2x16x2x16xbf16>) -> tensor<2x16x2x8xbf16>
    %331 = stablehlo.broadcast_in_dim %328, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x2x8xbf16>
    %332 = stablehlo.multiply %329, %331 : tensor<2x16x2x8xbf16>
    %333 = stablehlo.broadcast_in_dim %326, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x2x8xbf16>
    %334 = stablehlo.multiply %330, %333 : tensor<2x16x2x8xbf16>
    %335 = stablehlo.subtract %332, %334 : tensor<2x16x2x8xbf16>
    %336 = stablehlo.broadcast_in_dim %328, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x2x8xbf16>
    %337 = stablehlo.multiply %330, %336 : tensor<2x16x2x8xbf16>
    %338 = stablehlo.broadcast_in_dim %326, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x2x8xbf16>
    %339 = stablehlo.multiply %329, %338 : tensor<2x16x2x8xbf16>
    %340 = stablehlo.add %337, %339 : tensor<2x16x2x8xbf16>
    %341 = stablehlo.concatenate %335, %340, dim = 3 : (tensor<2x16x2x8xbf16>, tensor<2x16x2x8xbf16>) -> tensor<2x16x2x16xbf16>
    %342 = stablehlo.broadcast_in_dim %341, dims = [0, 1, 2, 4] : (tensor<2x16x2x16xbf16>) -> tensor<2x16x2x2x16xbf16>
    %343 = stablehlo.reshape %342 : (tensor<2x16x2x2x16xbf16>) -> tensor<2x16x4x16xbf16>
    %344 = stablehlo.broadcast_in_dim %237, dims = [0, 1, 2, 4] : (tensor<2x16x2x16xbf16>) -> tensor<2x16x2x2x16xbf16>
    %345 = stablehlo.reshape %344 : (tensor<2x16x2x2x16xbf16>) -> tensor<2x16x4x16xbf16>
    %346 = stablehlo.dot_general %289, %343, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xbf16>, tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %cst_52 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %347 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<bf16>) -> tensor<2x4x16x16xbf16>
    %348 = stablehlo.multiply %346, %347 : tensor<2x4x16x16xbf16>
    %349 = stablehlo.iota dim = 0 : tensor<16xi32>
    %350 = stablehlo.broadcast_in_dim %349, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %351 = stablehlo.iota dim = 0 : tensor<16xi32>
    %352 = stablehlo.broadcast_in_dim %351, dims = [1] : (tensor<16xi32>) -> tensor<1x16xi32>
    %353 = stablehlo.broadcast_in_dim %352, dims = [0, 1] : (tensor<1x16xi32>) -> tensor<16x16xi32>
    %354 = stablehlo.broadcast_in_dim %350, dims = [0, 1] : (tensor<16x1xi32>) -> tensor<16x16xi32>
    %355 = stablehlo.compare LE, %353, %354, SIGNED : (tensor<16x16xi32>, tensor<16x16xi32>) -> tensor<16x16xi1>
    %c_53 = stablehlo.constant dense<0> : tensor<i32>
    %cst_54 = stablehlo.constant dense<-3.389530e+38> : tensor<bf16>
    %356 = call @_where_0(%355, %c_53, %cst_54) : (tensor<16x16xi1>, tensor<i32>, tensor<bf16>) -> tensor<16x16xbf16>
    %357 = stablehlo.broadcast_in_dim %356, dims = [2, 3] : (tensor<16x16xbf16>) -> tensor<1x1x16x16xbf16>
    %358 = stablehlo.broadcast_in_dim %357, dims = [0, 1, 2, 3] : (tensor<1x1x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %359 = stablehlo.add %348, %358 : tensor<2x4x16x16xbf16>
    %360 = stablehlo.convert %359 : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xf32>
    %cst_55 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %361 = stablehlo.reduce(%360 init: %cst_55) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %cst_56 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %362 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %363 = stablehlo.maximum %362, %361 : tensor<2x4x16xf32>
    %364 = stablehlo.broadcast_in_dim %363, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %365 = stablehlo.broadcast_in_dim %364, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %366 = stablehlo.subtract %360, %365 : tensor<2x4x16x16xf32>
    %367 = stablehlo.exponential %366 : tensor<2x4x16x16xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %368 = stablehlo.reduce(%367 init: %cst_57) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %369 = stablehlo.broadcast_in_dim %368, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %370 = stablehlo.broadcast_in_dim %369, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %371 = stablehlo.divide %367, %370 : tensor<2x4x16x16xf32>
    %372 = stablehlo.multiply %369, %369 : tensor<2x4x16x1xf32>
    %cst_58 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %373 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<2x4x16x1xf32>
    %374 = stablehlo.divide %373, %372 : tensor<2x4x16x1xf32>
    %375 = stablehlo.convert %371 : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xbf16>
    %376 = stablehlo.dot_general %345, %375, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xbf16>, tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %377 = stablehlo.transpose %376, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xbf16>) -> tensor<2x16x4x16xbf16>
    %378 = stablehlo.reshape %377 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x64xbf16>
    %379 = stablehlo.convert %arg13 : (tensor<64x64xf32>) -> tensor<64x64xbf16>
    %380 = stablehlo.dot_general %378, %379, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %381 = stablehlo.add %207, %380 : tensor<2x16x64xbf16>
    %382 = stablehlo.convert %381 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %383 = chlo.square %382 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_59 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %384 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %385 = stablehlo.multiply %384, %382 : tensor<2x16x64xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %386 = stablehlo.reduce(%383 init: %cst_60) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %387 = stablehlo.broadcast_in_dim %386, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_61 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %388 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %389 = stablehlo.divide %387, %388 : tensor<2x16x1xf32>
    %cst_62 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %390 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %391 = stablehlo.add %389, %390 : tensor<2x16x1xf32>
    %392 = stablehlo.rsqrt %391 : tensor<2x16x1xf32>
    %393 = stablehlo.divide %392, %391 : tensor<2x16x1xf32>
    %cst_63 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %394 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %395 = stablehlo.multiply %394, %393 : tensor<2x16x1xf32>
    %396 = stablehlo.broadcast_in_dim %392, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %397 = stablehlo.multiply %382, %396 : tensor<2x16x64xf32>
    %398 = stablehlo.convert %397 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %399 = stablehlo.convert %arg15 : (tensor<64xf32>) -> tensor<64xbf16>
    %400 = stablehlo.broadcast_in_dim %399, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %401 = stablehlo.broadcast_in_dim %400, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %402 = stablehlo.multiply %398, %401 : tensor<2x16x64xbf16>
    %403 = stablehlo.convert %arg4 : (tensor<64x128xf32>) -> tensor<64x128xbf16>
    %404 = stablehlo.dot_general %402, %403, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x128xbf16>) -> tensor<2x16x128xbf16>
    %405:3 = call @silu(%404) : (tensor<2x16x128xbf16>) -> (tensor<2x16x128xbf16>, tensor<2x16x128xbf16>, tensor<2x16x128xbf16>)
    %406 = stablehlo.convert %arg21 : (tensor<64x128xf32>) -> tensor<64x128xbf16>
    %407 = stablehlo.dot_general %402, %406, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x128xbf16>) -> tensor<2x16x128xbf16>
    %408 = stablehlo.multiply %405#0, %407 : tensor<2x16x128xbf16>
    %409 = stablehlo.convert %arg1 : (tensor<128x64xf32>) -> tensor<128x64xbf16>
    %410 = stablehlo.dot_general %408, %409, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xbf16>, tensor<128x64xbf16>) -> tensor<2x16x64xbf16>
    %411 = stablehlo.add %381, %410 : tensor<2x16x64xbf16>
    %412 = stablehlo.convert %411 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %413 = chlo.square %412 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_64 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %414 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %415 = stablehlo.multiply %414, %412 : tensor<2x16x64xf32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %416 = stablehlo.reduce(%413 init: %cst_65) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %417 = stablehlo.broadcast_in_dim %416, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_66 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %418 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %419 = stablehlo.divide %417, %418 : tensor<2x16x1xf32>
    %cst_67 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %420 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %421 = stablehlo.add %419, %420 : tensor<2x16x1xf32>
    %422 = stablehlo.rsqrt %421 : tensor<2x16x1xf32>
    %423 = stablehlo.divide %422, %421 : tensor<2x16x1xf32>
    %cst_68 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %424 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %425 = stablehlo.multiply %424, %423 : tensor<2x16x1xf32>
    %426 = stablehlo.broadcast_in_dim %422, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %427 = stablehlo.multiply %412, %426 : tensor<2x16x64xf32>
    %428 = stablehlo.convert %427 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %429 = stablehlo.convert %arg11 : (tensor<64xf32>) -> tensor<64xbf16>
    %430 = stablehlo.broadcast_in_dim %429, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %431 = stablehlo.broadcast_in_dim %430, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %432 = stablehlo.multiply %428, %431 : tensor<2x16x64xbf16>
    %433 = stablehlo.convert %arg2 : (tensor<128x64xf32>) -> tensor<128x64xbf16>
    %434 = stablehlo.transpose %433, dims = [1, 0] : (tensor<128x64xbf16>) -> tensor<64x128xbf16>
    %435 = stablehlo.dot_general %432, %434, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x128xbf16>) -> tensor<2x16x128xbf16>
    %436 = stablehlo.slice %435 [0:2, 0:15, 0:128] : (tensor<2x16x128xbf16>) -> tensor<2x15x128xbf16>
    %437 = stablehlo.slice %arg24 [0:2, 1:16] : (tensor<2x16xi32>) -> tensor<2x15xi32>
    %438 = stablehlo.convert %436 : (tensor<2x15x128xbf16>) -> tensor<2x15x128xf32>
    %439:3 = call @log_softmax(%438) : (tensor<2x15x128xf32>) -> (tensor<2x15x128xf32>, tensor<2x15x128xf32>, tensor<2x15x1xf32>)
    %440 = stablehlo.broadcast_in_dim %437, dims = [0, 1] : (tensor<2x15xi32>) -> tensor<2x15x1xi32>
    %441:2 = call @take_along_axis(%439#0, %440) : (tensor<2x15x128xf32>, tensor<2x15x1xi32>) -> (tensor<2x15x1xf32>, tensor<2x15x1x1xi32>)
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %442 = stablehlo.reduce(%441#0 init: %cst_69) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x15x1xf32>, tensor<f32>) -> tensor<f32>
    %cst_70 = stablehlo.constant dense<3.000000e+01> : tensor<f32>
    %443 = stablehlo.divide %442, %cst_70 : tensor<f32>
    %444 = stablehlo.negate %443 : tensor<f32>
    %cst_71 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %445 = stablehlo.negate %cst_71 : tensor<f32>
    %cst_72 = stablehlo.constant dense<3.000000e+01> : tensor<f32>
    %446 = stablehlo.divide %445, %cst_72 : tensor<f32>
    %447 = stablehlo.broadcast_in_dim %446, dims = [] : (tensor<f32>) -> tensor<2x15x1xf32>
    %448 = call @take_along_axis_1(%441#1, %447) : (tensor<2x15x1x1xi32>, tensor<2x15x1xf32>) -> tensor<2x15x128xf32>
    %449 = call @log_softmax_2(%439#1, %439#2, %448) : (tensor<2x15x128xf32>, tensor<2x15x1xf32>, tensor<2x15x128xf32>) -> tensor<2x15x128xf32>
    %450 = stablehlo.convert %449 : (tensor<2x15x128xf32>) -> tensor<2x15x128xbf16>
    %cst_73 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %451 = stablehlo.pad %450, %cst_73, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x15x128xbf16>, tensor<bf16>) -> tensor<2x16x128xbf16>
    %452 = stablehlo.dot_general %451, %432, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xbf16>, tensor<2x16x64xbf16>) -> tensor<128x64xbf16>
    %453 = stablehlo.transpose %452, dims = [1, 0] : (tensor<128x64xbf16>) -> tensor<64x128xbf16>
    %454 = stablehlo.dot_general %451, %434, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xbf16>, tensor<64x128xbf16>) -> tensor<2x16x64xbf16>
    %455 = stablehlo.transpose %453, dims = [1, 0] : (tensor<64x128xbf16>) -> tensor<128x64xbf16>
    %456 = stablehlo.convert %455 : (tensor<128x64xbf16>) -> tensor<128x64xf32>
    %457 = stablehlo.multiply %428, %454 : tensor<2x16x64xbf16>
    %cst_74 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %458 = stablehlo.reduce(%457 init: %cst_74) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %459 = stablehlo.reshape %458 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %460 = stablehlo.broadcast_in_dim %430, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %461 = stablehlo.multiply %454, %460 : tensor<2x16x64xbf16>
    %cst_75 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %462 = stablehlo.reduce(%459 init: %cst_75) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %463 = stablehlo.convert %462 : (tensor<64xbf16>) -> tensor<64xf32>
    %464 = stablehlo.convert %461 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %465 = stablehlo.multiply %412, %464 : tensor<2x16x64xf32>
    %cst_76 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %466 = stablehlo.reduce(%465 init: %cst_76) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %467 = stablehlo.reshape %466 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %468 = stablehlo.broadcast_in_dim %422, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %469 = stablehlo.multiply %464, %468 : tensor<2x16x64xf32>
    %470 = stablehlo.multiply %467, %425 : tensor<2x16x1xf32>
    %cst_77 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %471 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %472 = stablehlo.divide %470, %471 : tensor<2x16x1xf32>
    %cst_78 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %473 = stablehlo.reduce(%472 init: %cst_78) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %474 = stablehlo.broadcast_in_dim %473, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %475 = stablehlo.multiply %474, %415 : tensor<2x16x64xf32>
    %476 = stablehlo.add %469, %475 : tensor<2x16x64xf32>
    %477 = stablehlo.convert %476 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %478 = stablehlo.dot_general %477, %408, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<2x16x128xbf16>) -> tensor<64x128xbf16>
    %479 = stablehlo.transpose %478, dims = [1, 0] : (tensor<64x128xbf16>) -> tensor<128x64xbf16>
    %480 = stablehlo.dot_general %477, %409, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<128x64xbf16>) -> tensor<2x16x128xbf16>
    %481 = stablehlo.convert %479 : (tensor<128x64xbf16>) -> tensor<128x64xf32>
    %482 = stablehlo.multiply %405#0, %480 : tensor<2x16x128xbf16>
    %483 = stablehlo.multiply %480, %407 : tensor<2x16x128xbf16>
    %484 = stablehlo.dot_general %482, %402, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xbf16>, tensor<2x16x64xbf16>) -> tensor<128x64xbf16>
    %485 = stablehlo.transpose %484, dims = [1, 0] : (tensor<128x64xbf16>) -> tensor<64x128xbf16>
    %486 = stablehlo.dot_general %482, %406, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xbf16>, tensor<64x128xbf16>) -> tensor<2x16x64xbf16>
    %487 = stablehlo.convert %485 : (tensor<64x128xbf16>) -> tensor<64x128xf32>
    %488 = call @silu_3(%405#1, %405#2, %404, %483) : (tensor<2x16x128xbf16>, tensor<2x16x128xbf16>, tensor<2x16x128xbf16>, tensor<2x16x128xbf16>) -> tensor<2x16x128xbf16>
    %489 = stablehlo.dot_general %488, %402, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xbf16>, tensor<2x16x64xbf16>) -> tensor<128x64xbf16>
    %490 = stablehlo.transpose %489, dims = [1, 0] : (tensor<128x64xbf16>) -> tensor<64x128xbf16>
    %491 = stablehlo.dot_general %488, %403, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xbf16>, tensor<64x128xbf16>) -> tensor<2x16x64xbf16>
    %492 = stablehlo.add %486, %491 : tensor<2x16x64xbf16>
    %493 = stablehlo.convert %490 : (tensor<64x128xbf16>) -> tensor<64x128xf32>
    %494 = stablehlo.multiply %398, %492 : tensor<2x16x64xbf16>
    %cst_79 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %495 = stablehlo.reduce(%494 init: %cst_79) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %496 = stablehlo.reshape %495 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %497 = stablehlo.broadcast_in_dim %400, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %498 = stablehlo.multiply %492, %497 : tensor<2x16x64xbf16>
    %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %499 = stablehlo.reduce(%496 init: %cst_80) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %500 = stablehlo.convert %499 : (tensor<64xbf16>) -> tensor<64xf32>
    %501 = stablehlo.convert %498 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %502 = stablehlo.multiply %382, %501 : tensor<2x16x64xf32>
    %cst_81 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %503 = stablehlo.reduce(%502 init: %cst_81) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %504 = stablehlo.reshape %503 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %505 = stablehlo.broadcast_in_dim %392, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %506 = stablehlo.multiply %501, %505 : tensor<2x16x64xf32>
    %507 = stablehlo.multiply %504, %395 : tensor<2x16x1xf32>
    %cst_82 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %508 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %509 = stablehlo.divide %507, %508 : tensor<2x16x1xf32>
    %cst_83 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %510 = stablehlo.reduce(%509 init: %cst_83) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %511 = stablehlo.broadcast_in_dim %510, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %512 = stablehlo.multiply %511, %385 : tensor<2x16x64xf32>
    %513 = stablehlo.add %506, %512 : tensor<2x16x64xf32>
    %514 = stablehlo.convert %513 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %515 = stablehlo.add %477, %514 : tensor<2x16x64xbf16>
    %516 = stablehlo.dot_general %515, %378, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<2x16x64xbf16>) -> tensor<64x64xbf16>
    %517 = stablehlo.transpose %516, dims = [1, 0] : (tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %518 = stablehlo.dot_general %515, %379, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %519 = stablehlo.convert %517 : (tensor<64x64xbf16>) -> tensor<64x64xf32>
    %520 = stablehlo.reshape %518 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %521 = stablehlo.transpose %520, dims = [0, 2, 3, 1] : (tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %522 = stablehlo.dot_general %521, %345, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xbf16>, tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %523 = stablehlo.dot_general %521, %375, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xbf16>, tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %524 = stablehlo.transpose %523, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xbf16>) -> tensor<2x16x4x16xbf16>
    %525 = stablehlo.convert %522 : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xf32>
    %526 = stablehlo.broadcast_in_dim %374, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %527 = stablehlo.multiply %525, %526 : tensor<2x4x16x16xf32>
    %528 = stablehlo.multiply %527, %367 : tensor<2x4x16x16xf32>
    %cst_84 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %529 = stablehlo.reduce(%528 init: %cst_84) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %530 = stablehlo.reshape %529 : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %531 = stablehlo.negate %530 : tensor<2x4x16x1xf32>
    %532 = stablehlo.broadcast_in_dim %369, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %533 = stablehlo.divide %525, %532 : tensor<2x4x16x16xf32>
    %cst_85 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %534 = stablehlo.reduce(%531 init: %cst_85) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x1xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %535 = stablehlo.broadcast_in_dim %534, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %536 = stablehlo.add %533, %535 : tensor<2x4x16x16xf32>
    %537 = stablehlo.multiply %536, %367 : tensor<2x4x16x16xf32>
    %538 = stablehlo.convert %537 : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xbf16>
    %cst_86 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %539 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<bf16>) -> tensor<2x4x16x16xbf16>
    %540 = stablehlo.multiply %538, %539 : tensor<2x4x16x16xbf16>
    %541 = stablehlo.dot_general %540, %289, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xbf16>, tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %542 = stablehlo.transpose %541, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xbf16>) -> tensor<2x16x4x16xbf16>
    %543 = stablehlo.dot_general %540, %343, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xbf16>, tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %544 = stablehlo.transpose %543, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xbf16>) -> tensor<2x16x4x16xbf16>
    %545 = stablehlo.reshape %524 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x2x2x16xbf16>
    %cst_87 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %546 = stablehlo.reduce(%545 init: %cst_87) applies stablehlo.add across dimensions = [3] : (tensor<2x16x2x2x16xbf16>, tensor<bf16>) -> tensor<2x16x2x16xbf16>
    %547 = stablehlo.reshape %542 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x2x2x16xbf16>
    %cst_88 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %548 = stablehlo.reduce(%547 init: %cst_88) applies stablehlo.add across dimensions = [3] : (tensor<2x16x2x2x16xbf16>, tensor<bf16>) -> tensor<2x16x2x16xbf16>
    %549 = stablehlo.slice %548 [0:2, 0:16, 0:2, 0:8] : (tensor<2x16x2x16xbf16>) -> tensor<2x16x2x8xbf16>
    %550 = stablehlo.slice %548 [0:2, 0:16, 0:2, 8:16] : (tensor<2x16x2x16xbf16>) -> tensor<2x16x2x8xbf16>
    %551 = stablehlo.broadcast_in_dim %326, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x2x8xbf16>
    %552 = stablehlo.multiply %550, %551 : tensor<2x16x2x8xbf16>
    %553 = stablehlo.broadcast_in_dim %328, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x2x8xbf16>
    %554 = stablehlo.multiply %550, %553 : tensor<2x16x2x8xbf16>
    %555 = stablehlo.negate %549 : tensor<2x16x2x8xbf16>
    %556 = stablehlo.broadcast_in_dim %326, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x2x8xbf16>
    %557 = stablehlo.multiply %555, %556 : tensor<2x16x2x8xbf16>
    %558 = stablehlo.add %554, %557 : tensor<2x16x2x8xbf16>
    %559 = stablehlo.broadcast_in_dim %328, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x2x8xbf16>
    %560 = stablehlo.multiply %549, %559 : tensor<2x16x2x8xbf16>
    %561 = stablehlo.add %552, %560 : tensor<2x16x2x8xbf16>
    %cst_89 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %562 = stablehlo.pad %558, %cst_89, low = [0, 0, 0, 8], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x16x2x8xbf16>, tensor<bf16>) -> tensor<2x16x2x16xbf16>
    %cst_90 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %563 = stablehlo.pad %561, %cst_90, low = [0, 0, 0, 0], high = [0, 0, 0, 8], interior = [0, 0, 0, 0] : (tensor<2x16x2x8xbf16>, tensor<bf16>) -> tensor<2x16x2x16xbf16>
    %564 = stablehlo.add %562, %563 : tensor<2x16x2x16xbf16>
    %565 = stablehlo.multiply %306, %564 : tensor<2x16x2x16xbf16>
    %cst_91 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %566 = stablehlo.reduce(%565 init: %cst_91) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x16x2x16xbf16>, tensor<bf16>) -> tensor<16xbf16>
    %567 = stablehlo.reshape %566 : (tensor<16xbf16>) -> tensor<1x1x1x16xbf16>
    %568 = stablehlo.broadcast_in_dim %308, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xbf16>) -> tensor<2x16x2x16xbf16>
    %569 = stablehlo.multiply %564, %568 : tensor<2x16x2x16xbf16>
    %cst_92 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %570 = stablehlo.reduce(%567 init: %cst_92) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xbf16>, tensor<bf16>) -> tensor<16xbf16>
    %571 = stablehlo.convert %570 : (tensor<16xbf16>) -> tensor<16xf32>
    %572 = stablehlo.convert %569 : (tensor<2x16x2x16xbf16>) -> tensor<2x16x2x16xf32>
    %573 = stablehlo.multiply %290, %572 : tensor<2x16x2x16xf32>
    %cst_93 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %574 = stablehlo.reduce(%573 init: %cst_93) applies stablehlo.add across dimensions = [3] : (tensor<2x16x2x16xf32>, tensor<f32>) -> tensor<2x16x2xf32>
    %575 = stablehlo.reshape %574 : (tensor<2x16x2xf32>) -> tensor<2x16x2x1xf32>
    %576 = stablehlo.broadcast_in_dim %300, dims = [0, 1, 2, 3] : (tensor<2x16x2x1xf32>) -> tensor<2x16x2x16xf32>
    %577 = stablehlo.multiply %572, %576 : tensor<2x16x2x16xf32>
    %578 = stablehlo.multiply %575, %303 : tensor<2x16x2x1xf32>
    %cst_94 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %579 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<2x16x2x1xf32>
    %580 = stablehlo.divide %578, %579 : tensor<2x16x2x1xf32>
    %cst_95 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %581 = stablehlo.reduce(%580 init: %cst_95) applies stablehlo.add across dimensions = [3] : (tensor<2x16x2x1xf32>, tensor<f32>) -> tensor<2x16x2xf32>
    %582 = stablehlo.broadcast_in_dim %581, dims = [0, 1, 2] : (tensor<2x16x2xf32>) -> tensor<2x16x2x16xf32>
    %583 = stablehlo.multiply %582, %293 : tensor<2x16x2x16xf32>
    %584 = stablehlo.add %577, %583 : tensor<2x16x2x16xf32>
    %585 = stablehlo.convert %584 : (tensor<2x16x2x16xf32>) -> tensor<2x16x2x16xbf16>
    %586 = stablehlo.slice %544 [0:2, 0:16, 0:4, 0:8] : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x8xbf16>
    %587 = stablehlo.slice %544 [0:2, 0:16, 0:4, 8:16] : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x8xbf16>
    %588 = stablehlo.broadcast_in_dim %274, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %589 = stablehlo.multiply %587, %588 : tensor<2x16x4x8xbf16>
    %590 = stablehlo.broadcast_in_dim %276, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %591 = stablehlo.multiply %587, %590 : tensor<2x16x4x8xbf16>
    %592 = stablehlo.negate %586 : tensor<2x16x4x8xbf16>
    %593 = stablehlo.broadcast_in_dim %274, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %594 = stablehlo.multiply %592, %593 : tensor<2x16x4x8xbf16>
    %595 = stablehlo.add %591, %594 : tensor<2x16x4x8xbf16>
    %596 = stablehlo.broadcast_in_dim %276, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %597 = stablehlo.multiply %586, %596 : tensor<2x16x4x8xbf16>
    %598 = stablehlo.add %589, %597 : tensor<2x16x4x8xbf16>
    %cst_96 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %599 = stablehlo.pad %595, %cst_96, low = [0, 0, 0, 8], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x16x4x8xbf16>, tensor<bf16>) -> tensor<2x16x4x16xbf16>
    %cst_97 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %600 = stablehlo.pad %598, %cst_97, low = [0, 0, 0, 0], high = [0, 0, 0, 8], interior = [0, 0, 0, 0] : (tensor<2x16x4x8xbf16>, tensor<bf16>) -> tensor<2x16x4x16xbf16>
    %601 = stablehlo.add %599, %600 : tensor<2x16x4x16xbf16>
    %602 = stablehlo.multiply %254, %601 : tensor<2x16x4x16xbf16>
    %cst_98 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %603 = stablehlo.reduce(%602 init: %cst_98) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x16x4x16xbf16>, tensor<bf16>) -> tensor<16xbf16>
    %604 = stablehlo.reshape %603 : (tensor<16xbf16>) -> tensor<1x1x1x16xbf16>
    %605 = stablehlo.broadcast_in_dim %256, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xbf16>) -> tensor<2x16x4x16xbf16>
    %606 = stablehlo.multiply %601, %605 : tensor<2x16x4x16xbf16>
    %cst_99 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %607 = stablehlo.reduce(%604 init: %cst_99) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xbf16>, tensor<bf16>) -> tensor<16xbf16>
    %608 = stablehlo.convert %607 : (tensor<16xbf16>) -> tensor<16xf32>
    %609 = stablehlo.convert %606 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x16xf32>
    %610 = stablehlo.multiply %238, %609 : tensor<2x16x4x16xf32>
    %cst_100 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %611 = stablehlo.reduce(%610 init: %cst_100) applies stablehlo.add across dimensions = [3] : (tensor<2x16x4x16xf32>, tensor<f32>) -> tensor<2x16x4xf32>
    %612 = stablehlo.reshape %611 : (tensor<2x16x4xf32>) -> tensor<2x16x4x1xf32>
    %613 = stablehlo.broadcast_in_dim %248, dims = [0, 1, 2, 3] : (tensor<2x16x4x1xf32>) -> tensor<2x16x4x16xf32>
    %614 = stablehlo.multiply %609, %613 : tensor<2x16x4x16xf32>
    %615 = stablehlo.multiply %612, %251 : tensor<2x16x4x1xf32>
    %cst_101 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %616 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<2x16x4x1xf32>
    %617 = stablehlo.divide %615, %616 : tensor<2x16x4x1xf32>
    %cst_102 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %618 = stablehlo.reduce(%617 init: %cst_102) applies stablehlo.add across dimensions = [3] : (tensor<2x16x4x1xf32>, tensor<f32>) -> tensor<2x16x4xf32>
    %619 = stablehlo.broadcast_in_dim %618, dims = [0, 1, 2] : (tensor<2x16x4xf32>) -> tensor<2x16x4x16xf32>
    %620 = stablehlo.multiply %619, %241 : tensor<2x16x4x16xf32>
    %621 = stablehlo.add %614, %620 : tensor<2x16x4x16xf32>
    %622 = stablehlo.convert %621 : (tensor<2x16x4x16xf32>) -> tensor<2x16x4x16xbf16>
    %623 = stablehlo.reshape %546 : (tensor<2x16x2x16xbf16>) -> tensor<2x16x32xbf16>
    %624 = stablehlo.dot_general %623, %228, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x32xbf16>, tensor<2x16x64xbf16>) -> tensor<32x64xbf16>
    %625 = stablehlo.transpose %624, dims = [1, 0] : (tensor<32x64xbf16>) -> tensor<64x32xbf16>
    %626 = stablehlo.dot_general %623, %235, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x32xbf16>, tensor<64x32xbf16>) -> tensor<2x16x64xbf16>
    %627 = stablehlo.convert %625 : (tensor<64x32xbf16>) -> tensor<64x32xf32>
    %628 = stablehlo.reshape %585 : (tensor<2x16x2x16xbf16>) -> tensor<2x16x32xbf16>
    %629 = stablehlo.dot_general %628, %228, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x32xbf16>, tensor<2x16x64xbf16>) -> tensor<32x64xbf16>
    %630 = stablehlo.transpose %629, dims = [1, 0] : (tensor<32x64xbf16>) -> tensor<64x32xbf16>
    %631 = stablehlo.dot_general %628, %232, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x32xbf16>, tensor<64x32xbf16>) -> tensor<2x16x64xbf16>
    %632 = stablehlo.add %626, %631 : tensor<2x16x64xbf16>
    %633 = stablehlo.convert %630 : (tensor<64x32xbf16>) -> tensor<64x32xf32>
    %634 = stablehlo.reshape %622 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x64xbf16>
    %635 = stablehlo.dot_general %634, %228, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<2x16x64xbf16>) -> tensor<64x64xbf16>
    %636 = stablehlo.transpose %635, dims = [1, 0] : (tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %637 = stablehlo.dot_general %634, %229, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %638 = stablehlo.add %632, %637 : tensor<2x16x64xbf16>
    %639 = stablehlo.convert %636 : (tensor<64x64xbf16>) -> tensor<64x64xf32>
    %640 = stablehlo.multiply %224, %638 : tensor<2x16x64xbf16>
    %cst_103 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %641 = stablehlo.reduce(%640 init: %cst_103) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %642 = stablehlo.reshape %641 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %643 = stablehlo.broadcast_in_dim %226, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %644 = stablehlo.multiply %638, %643 : tensor<2x16x64xbf16>
    %cst_104 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %645 = stablehlo.reduce(%642 init: %cst_104) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %646 = stablehlo.convert %645 : (tensor<64xbf16>) -> tensor<64xf32>
    %647 = stablehlo.convert %644 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %648 = stablehlo.multiply %208, %647 : tensor<2x16x64xf32>
    %cst_105 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %649 = stablehlo.reduce(%648 init: %cst_105) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %650 = stablehlo.reshape %649 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %651 = stablehlo.broadcast_in_dim %218, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %652 = stablehlo.multiply %647, %651 : tensor<2x16x64xf32>
    %653 = stablehlo.multiply %650, %221 : tensor<2x16x1xf32>
    %cst_106 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %654 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %655 = stablehlo.divide %653, %654 : tensor<2x16x1xf32>
    %cst_107 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %656 = stablehlo.reduce(%655 init: %cst_107) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %657 = stablehlo.broadcast_in_dim %656, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %658 = stablehlo.multiply %657, %211 : tensor<2x16x64xf32>
    %659 = stablehlo.add %652, %658 : tensor<2x16x64xf32>
    %660 = stablehlo.convert %659 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %661 = stablehlo.add %515, %660 : tensor<2x16x64xbf16>
    %662 = stablehlo.dot_general %661, %204, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<2x16x128xbf16>) -> tensor<64x128xbf16>
    %663 = stablehlo.transpose %662, dims = [1, 0] : (tensor<64x128xbf16>) -> tensor<128x64xbf16>
    %664 = stablehlo.dot_general %661, %205, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<128x64xbf16>) -> tensor<2x16x128xbf16>
    %665 = stablehlo.convert %663 : (tensor<128x64xbf16>) -> tensor<128x64xf32>
    %666 = stablehlo.multiply %201#0, %664 : tensor<2x16x128xbf16>
    %667 = stablehlo.multiply %664, %203 : tensor<2x16x128xbf16>
    %668 = stablehlo.dot_general %666, %198, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xbf16>, tensor<2x16x64xbf16>) -> tensor<128x64xbf16>
    %669 = stablehlo.transpose %668, dims = [1, 0] : (tensor<128x64xbf16>) -> tensor<64x128xbf16>
    %670 = stablehlo.dot_general %666, %202, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xbf16>, tensor<64x128xbf16>) -> tensor<2x16x64xbf16>
    %671 = stablehlo.convert %669 : (tensor<64x128xbf16>) -> tensor<64x128xf32>
    %672 = call @silu_3(%201#1, %201#2, %200, %667) : (tensor<2x16x128xbf16>, tensor<2x16x128xbf16>, tensor<2x16x128xbf16>, tensor<2x16x128xbf16>) -> tensor<2x16x128xbf16>
    %673 = stablehlo.dot_general %672, %198, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xbf16>, tensor<2x16x64xbf16>) -> tensor<128x64xbf16>
    %674 = stablehlo.transpose %673, dims = [1, 0] : (tensor<128x64xbf16>) -> tensor<64x128xbf16>
    %675 = stablehlo.dot_general %672, %199, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xbf16>, tensor<64x128xbf16>) -> tensor<2x16x64xbf16>
    %676 = stablehlo.add %670, %675 : tensor<2x16x64xbf16>
    %677 = stablehlo.convert %674 : (tensor<64x128xbf16>) -> tensor<64x128xf32>
    %678 = stablehlo.multiply %194, %676 : tensor<2x16x64xbf16>
    %cst_108 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %679 = stablehlo.reduce(%678 init: %cst_108) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %680 = stablehlo.reshape %679 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %681 = stablehlo.broadcast_in_dim %196, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %682 = stablehlo.multiply %676, %681 : tensor<2x16x64xbf16>
    %cst_109 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %683 = stablehlo.reduce(%680 init: %cst_109) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %684 = stablehlo.convert %683 : (tensor<64xbf16>) -> tensor<64xf32>
    %685 = stablehlo.convert %682 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %686 = stablehlo.multiply %178, %685 : tensor<2x16x64xf32>
    %cst_110 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %687 = stablehlo.reduce(%686 init: %cst_110) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %688 = stablehlo.reshape %687 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %689 = stablehlo.broadcast_in_dim %188, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %690 = stablehlo.multiply %685, %689 : tensor<2x16x64xf32>
    %691 = stablehlo.multiply %688, %191 : tensor<2x16x1xf32>
    %cst_111 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %692 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %693 = stablehlo.divide %691, %692 : tensor<2x16x1xf32>
    %cst_112 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %694 = stablehlo.reduce(%693 init: %cst_112) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %695 = stablehlo.broadcast_in_dim %694, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %696 = stablehlo.multiply %695, %181 : tensor<2x16x64xf32>
    %697 = stablehlo.add %690, %696 : tensor<2x16x64xf32>
    %698 = stablehlo.convert %697 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %699 = stablehlo.add %661, %698 : tensor<2x16x64xbf16>
    %700 = stablehlo.dot_general %699, %174, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<2x16x64xbf16>) -> tensor<64x64xbf16>
    %701 = stablehlo.transpose %700, dims = [1, 0] : (tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %702 = stablehlo.dot_general %699, %175, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %703 = stablehlo.convert %701 : (tensor<64x64xbf16>) -> tensor<64x64xf32>
    %704 = stablehlo.reshape %702 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %705 = stablehlo.transpose %704, dims = [0, 2, 3, 1] : (tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %706 = stablehlo.dot_general %705, %141, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xbf16>, tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %707 = stablehlo.dot_general %705, %171, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xbf16>, tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %708 = stablehlo.transpose %707, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xbf16>) -> tensor<2x16x4x16xbf16>
    %709 = stablehlo.convert %706 : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xf32>
    %710 = stablehlo.broadcast_in_dim %170, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %711 = stablehlo.multiply %709, %710 : tensor<2x4x16x16xf32>
    %712 = stablehlo.multiply %711, %163 : tensor<2x4x16x16xf32>
    %cst_113 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %713 = stablehlo.reduce(%712 init: %cst_113) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %714 = stablehlo.reshape %713 : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %715 = stablehlo.negate %714 : tensor<2x4x16x1xf32>
    %716 = stablehlo.broadcast_in_dim %165, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %717 = stablehlo.divide %709, %716 : tensor<2x4x16x16xf32>
    %cst_114 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %718 = stablehlo.reduce(%715 init: %cst_114) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x1xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %719 = stablehlo.broadcast_in_dim %718, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %720 = stablehlo.add %717, %719 : tensor<2x4x16x16xf32>
    %721 = stablehlo.multiply %720, %163 : tensor<2x4x16x16xf32>
    %722 = stablehlo.convert %721 : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xbf16>
    %cst_115 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %723 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<bf16>) -> tensor<2x4x16x16xbf16>
    %724 = stablehlo.multiply %722, %723 : tensor<2x4x16x16xbf16>
    %725 = stablehlo.dot_general %724, %85, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xbf16>, tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %726 = stablehlo.transpose %725, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xbf16>) -> tensor<2x16x4x16xbf16>
    %727 = stablehlo.dot_general %724, %139, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xbf16>, tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %728 = stablehlo.transpose %727, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xbf16>) -> tensor<2x16x4x16xbf16>
    %729 = stablehlo.reshape %708 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x2x2x16xbf16>
    %cst_116 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %730 = stablehlo.reduce(%729 init: %cst_116) applies stablehlo.add across dimensions = [3] : (tensor<2x16x2x2x16xbf16>, tensor<bf16>) -> tensor<2x16x2x16xbf16>
    %731 = stablehlo.reshape %726 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x2x2x16xbf16>
    %cst_117 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %732 = stablehlo.reduce(%731 init: %cst_117) applies stablehlo.add across dimensions = [3] : (tensor<2x16x2x2x16xbf16>, tensor<bf16>) -> tensor<2x16x2x16xbf16>
    %733 = stablehlo.slice %732 [0:2, 0:16, 0:2, 0:8] : (tensor<2x16x2x16xbf16>) -> tensor<2x16x2x8xbf16>
    %734 = stablehlo.slice %732 [0:2, 0:16, 0:2, 8:16] : (tensor<2x16x2x16xbf16>) -> tensor<2x16x2x8xbf16>
    %735 = stablehlo.broadcast_in_dim %122, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x2x8xbf16>
    %736 = stablehlo.multiply %734, %735 : tensor<2x16x2x8xbf16>
    %737 = stablehlo.broadcast_in_dim %124, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x2x8xbf16>
    %738 = stablehlo.multiply %734, %737 : tensor<2x16x2x8xbf16>
    %739 = stablehlo.negate %733 : tensor<2x16x2x8xbf16>
    %740 = stablehlo.broadcast_in_dim %122, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x2x8xbf16>
    %741 = stablehlo.multiply %739, %740 : tensor<2x16x2x8xbf16>
    %742 = stablehlo.add %738, %741 : tensor<2x16x2x8xbf16>
    %743 = stablehlo.broadcast_in_dim %124, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x2x8xbf16>
    %744 = stablehlo.multiply %733, %743 : tensor<2x16x2x8xbf16>
    %745 = stablehlo.add %736, %744 : tensor<2x16x2x8xbf16>
    %cst_118 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %746 = stablehlo.pad %742, %cst_118, low = [0, 0, 0, 8], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x16x2x8xbf16>, tensor<bf16>) -> tensor<2x16x2x16xbf16>
    %cst_119 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %747 = stablehlo.pad %745, %cst_119, low = [0, 0, 0, 0], high = [0, 0, 0, 8], interior = [0, 0, 0, 0] : (tensor<2x16x2x8xbf16>, tensor<bf16>) -> tensor<2x16x2x16xbf16>
    %748 = stablehlo.add %746, %747 : tensor<2x16x2x16xbf16>
    %749 = stablehlo.multiply %102, %748 : tensor<2x16x2x16xbf16>
    %cst_120 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %750 = stablehlo.reduce(%749 init: %cst_120) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x16x2x16xbf16>, tensor<bf16>) -> tensor<16xbf16>
    %751 = stablehlo.reshape %750 : (tensor<16xbf16>) -> tensor<1x1x1x16xbf16>
    %752 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xbf16>) -> tensor<2x16x2x16xbf16>
    %753 = stablehlo.multiply %748, %752 : tensor<2x16x2x16xbf16>
    %cst_121 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %754 = stablehlo.reduce(%751 init: %cst_121) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xbf16>, tensor<bf16>) -> tensor<16xbf16>
    %755 = stablehlo.convert %754 : (tensor<16xbf16>) -> tensor<16xf32>
    %756 = stablehlo.convert %753 : (tensor<2x16x2x16xbf16>) -> tensor<2x16x2x16xf32>
    %757 = stablehlo.multiply %86, %756 : tensor<2x16x2x16xf32>
    %cst_122 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %758 = stablehlo.reduce(%757 init: %cst_122) applies stablehlo.add across dimensions = [3] : (tensor<2x16x2x16xf32>, tensor<f32>) -> tensor<2x16x2xf32>
    %759 = stablehlo.reshape %758 : (tensor<2x16x2xf32>) -> tensor<2x16x2x1xf32>
    %760 = stablehlo.broadcast_in_dim %96, dims = [0, 1, 2, 3] : (tensor<2x16x2x1xf32>) -> tensor<2x16x2x16xf32>
    %761 = stablehlo.multiply %756, %760 : tensor<2x16x2x16xf32>
    %762 = stablehlo.multiply %759, %99 : tensor<2x16x2x1xf32>
    %cst_123 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %763 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<2x16x2x1xf32>
    %764 = stablehlo.divide %762, %763 : tensor<2x16x2x1xf32>
    %cst_124 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %765 = stablehlo.reduce(%764 init: %cst_124) applies stablehlo.add across dimensions = [3] : (tensor<2x16x2x1xf32>, tensor<f32>) -> tensor<2x16x2xf32>
    %766 = stablehlo.broadcast_in_dim %765, dims = [0, 1, 2] : (tensor<2x16x2xf32>) -> tensor<2x16x2x16xf32>
    %767 = stablehlo.multiply %766, %89 : tensor<2x16x2x16xf32>
    %768 = stablehlo.add %761, %767 : tensor<2x16x2x16xf32>
    %769 = stablehlo.convert %768 : (tensor<2x16x2x16xf32>) -> tensor<2x16x2x16xbf16>
    %770 = stablehlo.slice %728 [0:2, 0:16, 0:4, 0:8] : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x8xbf16>
    %771 = stablehlo.slice %728 [0:2, 0:16, 0:4, 8:16] : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x8xbf16>
    %772 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %773 = stablehlo.multiply %771, %772 : tensor<2x16x4x8xbf16>
    %774 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %775 = stablehlo.multiply %771, %774 : tensor<2x16x4x8xbf16>
    %776 = stablehlo.negate %770 : tensor<2x16x4x8xbf16>
    %777 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %778 = stablehlo.multiply %776, %777 : tensor<2x16x4x8xbf16>
    %779 = stablehlo.add %775, %778 : tensor<2x16x4x8xbf16>
    %780 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %781 = stablehlo.multiply %770, %780 : tensor<2x16x4x8xbf16>
    %782 = stablehlo.add %773, %781 : tensor<2x16x4x8xbf16>
    %cst_125 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %783 = stablehlo.pad %779, %cst_125, low = [0, 0, 0, 8], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x16x4x8xbf16>, tensor<bf16>) -> tensor<2x16x4x16xbf16>
    %cst_126 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %784 = stablehlo.pad %782, %cst_126, low = [0, 0, 0, 0], high = [0, 0, 0, 8], interior = [0, 0, 0, 0] : (tensor<2x16x4x8xbf16>, tensor<bf16>) -> tensor<2x16x4x16xbf16>
    %785 = stablehlo.add %783, %784 : tensor<2x16x4x16xbf16>
    %786 = stablehlo.multiply %50, %785 : tensor<2x16x4x16xbf16>
    %cst_127 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %787 = stablehlo.reduce(%786 init: %cst_127) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x16x4x16xbf16>, tensor<bf16>) -> tensor<16xbf16>
    %788 = stablehlo.reshape %787 : (tensor<16xbf16>) -> tensor<1x1x1x16xbf16>
    %789 = stablehlo.broadcast_in_dim %52, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xbf16>) -> tensor<2x16x4x16xbf16>
    %790 = stablehlo.multiply %785, %789 : tensor<2x16x4x16xbf16>
    %cst_128 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %791 = stablehlo.reduce(%788 init: %cst_128) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xbf16>, tensor<bf16>) -> tensor<16xbf16>
    %792 = stablehlo.convert %791 : (tensor<16xbf16>) -> tensor<16xf32>
    %793 = stablehlo.convert %790 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x16xf32>
    %794 = stablehlo.multiply %34, %793 : tensor<2x16x4x16xf32>
    %cst_129 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %795 = stablehlo.reduce(%794 init: %cst_129) applies stablehlo.add across dimensions = [3] : (tensor<2x16x4x16xf32>, tensor<f32>) -> tensor<2x16x4xf32>
    %796 = stablehlo.reshape %795 : (tensor<2x16x4xf32>) -> tensor<2x16x4x1xf32>
    %797 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2, 3] : (tensor<2x16x4x1xf32>) -> tensor<2x16x4x16xf32>
    %798 = stablehlo.multiply %793, %797 : tensor<2x16x4x16xf32>
    %799 = stablehlo.multiply %796, %47 : tensor<2x16x4x1xf32>
    %cst_130 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %800 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<2x16x4x1xf32>
    %801 = stablehlo.divide %799, %800 : tensor<2x16x4x1xf32>
    %cst_131 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %802 = stablehlo.reduce(%801 init: %cst_131) applies stablehlo.add across dimensions = [3] : (tensor<2x16x4x1xf32>, tensor<f32>) -> tensor<2x16x4xf32>
    %803 = stablehlo.broadcast_in_dim %802, dims = [0, 1, 2] : (tensor<2x16x4xf32>) -> tensor<2x16x4x16xf32>
    %804 = stablehlo.multiply %803, %37 : tensor<2x16x4x16xf32>
    %805 = stablehlo.add %798, %804 : tensor<2x16x4x16xf32>
    %806 = stablehlo.convert %805 : (tensor<2x16x4x16xf32>) -> tensor<2x16x4x16xbf16>
    %807 = stablehlo.reshape %730 : (tensor<2x16x2x16xbf16>) -> tensor<2x16x32xbf16>
    %808 = stablehlo.dot_general %807, %24, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x32xbf16>, tensor<2x16x64xbf16>) -> tensor<32x64xbf16>
    %809 = stablehlo.transpose %808, dims = [1, 0] : (tensor<32x64xbf16>) -> tensor<64x32xbf16>
    %810 = stablehlo.dot_general %807, %31, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x32xbf16>, tensor<64x32xbf16>) -> tensor<2x16x64xbf16>
    %811 = stablehlo.convert %809 : (tensor<64x32xbf16>) -> tensor<64x32xf32>
    %812 = stablehlo.reshape %769 : (tensor<2x16x2x16xbf16>) -> tensor<2x16x32xbf16>
    %813 = stablehlo.dot_general %812, %24, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x32xbf16>, tensor<2x16x64xbf16>) -> tensor<32x64xbf16>
    %814 = stablehlo.transpose %813, dims = [1, 0] : (tensor<32x64xbf16>) -> tensor<64x32xbf16>
    %815 = stablehlo.dot_general %812, %28, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x32xbf16>, tensor<64x32xbf16>) -> tensor<2x16x64xbf16>
    %816 = stablehlo.add %810, %815 : tensor<2x16x64xbf16>
    %817 = stablehlo.convert %814 : (tensor<64x32xbf16>) -> tensor<64x32xf32>
    %818 = stablehlo.reshape %806 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x64xbf16>
    %819 = stablehlo.dot_general %818, %24, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<2x16x64xbf16>) -> tensor<64x64xbf16>
    %820 = stablehlo.transpose %819, dims = [1, 0] : (tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %821 = stablehlo.dot_general %818, %25, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %822 = stablehlo.add %816, %821 : tensor<2x16x64xbf16>
    %823 = stablehlo.convert %820 : (tensor<64x64xbf16>) -> tensor<64x64xf32>
    %824 = stablehlo.multiply %20, %822 : tensor<2x16x64xbf16>
    %cst_132 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %825 = stablehlo.reduce(%824 init: %cst_132) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %826 = stablehlo.reshape %825 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %827 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %828 = stablehlo.multiply %822, %827 : tensor<2x16x64xbf16>
    %cst_133 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %829 = stablehlo.reduce(%826 init: %cst_133) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %830 = stablehlo.convert %829 : (tensor<64xbf16>) -> tensor<64xf32>
    %831 = stablehlo.convert %828 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %832 = stablehlo.multiply %4, %831 : tensor<2x16x64xf32>
    %cst_134 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %833 = stablehlo.reduce(%832 init: %cst_134) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %834 = stablehlo.reshape %833 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %835 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %836 = stablehlo.multiply %831, %835 : tensor<2x16x64xf32>
    %837 = stablehlo.multiply %834, %17 : tensor<2x16x1xf32>
    %cst_135 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %838 = stablehlo.broadcast_in_dim %cst_135, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %839 = stablehlo.divide %837, %838 : tensor<2x16x1xf32>
    %cst_136 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %840 = stablehlo.reduce(%839 init: %cst_136) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %841 = stablehlo.broadcast_in_dim %840, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %842 = stablehlo.multiply %841, %7 : tensor<2x16x64xf32>
    %843 = stablehlo.add %836, %842 : tensor<2x16x64xf32>
    %844 = stablehlo.convert %843 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %845 = stablehlo.add %699, %844 : tensor<2x16x64xbf16>
    %846 = call @_take_4(%1#1, %845) : (tensor<2x16x1xi32>, tensor<2x16x64xbf16>) -> tensor<128x64xbf16>
    %847 = stablehlo.convert %846 : (tensor<128x64xbf16>) -> tensor<128x64xf32>
    %848 = stablehlo.add %456, %847 : tensor<128x64xf32>
    %cst_137 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %849 = stablehlo.broadcast_in_dim %cst_137, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %850 = stablehlo.multiply %849, %665 : tensor<128x64xf32>
    %851 = stablehlo.subtract %arg0, %850 : tensor<128x64xf32>
    %cst_138 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %852 = stablehlo.broadcast_in_dim %cst_138, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %853 = stablehlo.multiply %852, %481 : tensor<128x64xf32>
    %854 = stablehlo.subtract %arg1, %853 : tensor<128x64xf32>
    %cst_139 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %855 = stablehlo.broadcast_in_dim %cst_139, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %856 = stablehlo.multiply %855, %848 : tensor<128x64xf32>
    %857 = stablehlo.subtract %arg2, %856 : tensor<128x64xf32>
    %cst_140 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %858 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %859 = stablehlo.multiply %858, %677 : tensor<64x128xf32>
    %860 = stablehlo.subtract %arg3, %859 : tensor<64x128xf32>
    %cst_141 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %861 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %862 = stablehlo.multiply %861, %493 : tensor<64x128xf32>
    %863 = stablehlo.subtract %arg4, %862 : tensor<64x128xf32>
    %cst_142 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %864 = stablehlo.broadcast_in_dim %cst_142, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %865 = stablehlo.multiply %864, %830 : tensor<64xf32>
    %866 = stablehlo.subtract %arg5, %865 : tensor<64xf32>
    %cst_143 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %867 = stablehlo.broadcast_in_dim %cst_143, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %868 = stablehlo.multiply %867, %646 : tensor<64xf32>
    %869 = stablehlo.subtract %arg6, %868 : tensor<64xf32>
    %cst_144 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %870 = stablehlo.broadcast_in_dim %cst_144, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %871 = stablehlo.multiply %870, %755 : tensor<16xf32>
    %872 = stablehlo.subtract %arg7, %871 : tensor<16xf32>
    %cst_145 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %873 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %874 = stablehlo.multiply %873, %571 : tensor<16xf32>
    %875 = stablehlo.subtract %arg8, %874 : tensor<16xf32>
    %cst_146 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %876 = stablehlo.broadcast_in_dim %cst_146, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %877 = stablehlo.multiply %876, %817 : tensor<64x32xf32>
    %878 = stablehlo.subtract %arg9, %877 : tensor<64x32xf32>
    %cst_147 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %879 = stablehlo.broadcast_in_dim %cst_147, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %880 = stablehlo.multiply %879, %633 : tensor<64x32xf32>
    %881 = stablehlo.subtract %arg10, %880 : tensor<64x32xf32>
    %cst_148 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %882 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %883 = stablehlo.multiply %882, %463 : tensor<64xf32>
    %884 = stablehlo.subtract %arg11, %883 : tensor<64xf32>
    %cst_149 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %885 = stablehlo.broadcast_in_dim %cst_149, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %886 = stablehlo.multiply %885, %703 : tensor<64x64xf32>
    %887 = stablehlo.subtract %arg12, %886 : tensor<64x64xf32>
    %cst_150 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %888 = stablehlo.broadcast_in_dim %cst_150, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %889 = stablehlo.multiply %888, %519 : tensor<64x64xf32>
    %890 = stablehlo.subtract %arg13, %889 : tensor<64x64xf32>
    %cst_151 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %891 = stablehlo.broadcast_in_dim %cst_151, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %892 = stablehlo.multiply %891, %684 : tensor<64xf32>
    %893 = stablehlo.subtract %arg14, %892 : tensor<64xf32>
    %cst_152 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %894 = stablehlo.broadcast_in_dim %cst_152, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %895 = stablehlo.multiply %894, %500 : tensor<64xf32>
    %896 = stablehlo.subtract %arg15, %895 : tensor<64xf32>
    %cst_153 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %897 = stablehlo.broadcast_in_dim %cst_153, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %898 = stablehlo.multiply %897, %792 : tensor<16xf32>
    %899 = stablehlo.subtract %arg16, %898 : tensor<16xf32>
    %cst_154 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %900 = stablehlo.broadcast_in_dim %cst_154, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %901 = stablehlo.multiply %900, %608 : tensor<16xf32>
    %902 = stablehlo.subtract %arg17, %901 : tensor<16xf32>
    %cst_155 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %903 = stablehlo.broadcast_in_dim %cst_155, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %904 = stablehlo.multiply %903, %823 : tensor<64x64xf32>
    %905 = stablehlo.subtract %arg18, %904 : tensor<64x64xf32>
    %cst_156 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %906 = stablehlo.broadcast_in_dim %cst_156, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %907 = stablehlo.multiply %906, %639 : tensor<64x64xf32>
    %908 = stablehlo.subtract %arg19, %907 : tensor<64x64xf32>
    %cst_157 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %909 = stablehlo.broadcast_in_dim %cst_157, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %910 = stablehlo.multiply %909, %671 : tensor<64x128xf32>
    %911 = stablehlo.subtract %arg20, %910 : tensor<64x128xf32>
    %cst_158 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %912 = stablehlo.broadcast_in_dim %cst_158, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %913 = stablehlo.multiply %912, %487 : tensor<64x128xf32>
    %914 = stablehlo.subtract %arg21, %913 : tensor<64x128xf32>
    %cst_159 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %915 = stablehlo.broadcast_in_dim %cst_159, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %916 = stablehlo.multiply %915, %811 : tensor<64x32xf32>
    %917 = stablehlo.subtract %arg22, %916 : tensor<64x32xf32>
    %cst_160 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %918 = stablehlo.broadcast_in_dim %cst_160, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %919 = stablehlo.multiply %918, %627 : tensor<64x32xf32>
    %920 = stablehlo.subtract %arg23, %919 : tensor<64x32xf32>
    return %444, %851, %854, %857, %860, %863, %866, %869, %872, %875, %878, %881, %884, %887, %890, %893, %896, %899, %902, %905, %908, %911, %914, %917, %920 : tensor<f32>, tensor<128x64xf32>, tensor<128x64xf32>, tensor<128x64xf32>, tensor<64x128xf32>, tensor<64x128xf32>, tensor<64xf32>, tensor<64xf32>, tensor<16xf32>, tensor<16xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<16xf32>, tensor<16xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x128xf32>, tensor<64x128xf32>, tensor<64x32xf32>, tensor<64x32xf32>
  }
  func.func private @_take(%arg0: tensor<128x64xbf16>, %arg1: tensor<2x16xi32>) -> (tensor<2x16x64xbf16>, tensor<2x16x1xi32>) {
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
    return %16, %5 : tensor<2x16x64xbf16>, tensor<2x16x1xi32>
  }
  func.func private @_where(%arg0: tensor<2x16xi1>, %arg1: tensor<2x16xi32>, %arg2: tensor<2x16xi32>) -> tensor<2x16xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<2x16xi1>, tensor<2x16xi32>
    return %0 : tensor<2x16xi32>
  }
  func.func private @_where_0(%arg0: tensor<16x16xi1>, %arg1: tensor<i32>, %arg2: tensor<bf16>) -> tensor<16x16xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<bf16>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<bf16>) -> tensor<16x16xbf16>
    %2 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<bf16>) -> tensor<16x16xbf16>
    %3 = stablehlo.select %arg0, %1, %2 : tensor<16x16xi1>, tensor<16x16xbf16>
    return %3 : tensor<16x16xbf16>
  }
  func.func private @silu(%arg0: tensor<2x16x128xbf16>) -> (tensor<2x16x128xbf16>, tensor<2x16x128xbf16>, tensor<2x16x128xbf16>) {
    %0 = stablehlo.negate %arg0 : tensor<2x16x128xbf16>
    %1 = stablehlo.exponential %0 : tensor<2x16x128xbf16>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<2x16x128xbf16>
    %3 = stablehlo.add %2, %1 : tensor<2x16x128xbf16>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<2x16x128xbf16>
    %5 = stablehlo.divide %4, %3 : tensor<2x16x128xbf16>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<2x16x128xbf16>
    %7 = stablehlo.subtract %6, %5 : tensor<2x16x128xbf16>
    %8 = stablehlo.multiply %5, %7 : tensor<2x16x128xbf16>
    %9 = stablehlo.multiply %arg0, %5 : tensor<2x16x128xbf16>
    return %9, %8, %5 : tensor<2x16x128xbf16>, tensor<2x16x128xbf16>, tensor<2x16x128xbf16>
  }
  func.func private @log_softmax(%arg0: tensor<2x15x128xf32>) -> (tensor<2x15x128xf32>, tensor<2x15x128xf32>, tensor<2x15x1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [2] : (tensor<2x15x128xf32>, tensor<f32>) -> tensor<2x15xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x15xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<2x15xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<2x15xf32>) -> tensor<2x15x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<2x15x1xf32>) -> tensor<2x15x128xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<2x15x128xf32>
    %6 = stablehlo.exponential %5 : tensor<2x15x128xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x15x128xf32>, tensor<f32>) -> tensor<2x15xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<2x15xf32>) -> tensor<2x15x1xf32>
    %9 = stablehlo.log %8 : tensor<2x15x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<2x15x1xf32>) -> tensor<2x15x128xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<2x15x128xf32>
    return %11, %6, %8 : tensor<2x15x128xf32>, tensor<2x15x128xf32>, tensor<2x15x1xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<2x15x128xf32>, %arg1: tensor<2x15x1xi32>) -> (tensor<2x15x1xf32>, tensor<2x15x1x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x15x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<2x15x1xi32>, tensor<2x15x1xi32>) -> tensor<2x15x1xi1>
    %c_0 = stablehlo.constant dense<128> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x15x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<2x15x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<2x15x1xi1>, tensor<2x15x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<2x15x1xi32>) -> tensor<2x15x1x1xi32>
    %c_1 = stablehlo.constant dense<127> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2x15x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<2x15x1x1xi32>, tensor<2x15x1x1xi32>) -> tensor<2x15x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [3] : (tensor<1xi32>) -> tensor<1x1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xi32>) -> tensor<2x15x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<2x15x1x1xi32>, tensor<2x15x1x1xi32>) -> tensor<2x15x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<2x15x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [3] : (tensor<2x15x1x1xi1>, tensor<i1>) -> tensor<2x15x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1], start_index_map = [2], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<2x15x128xf32>, tensor<2x15x1x1xi32>) -> tensor<2x15x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x15x1xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<2x15x1xi1>, tensor<2x15x1xf32>
    return %15, %5 : tensor<2x15x1xf32>, tensor<2x15x1x1xi32>
  }
  func.func private @take_along_axis_1(%arg0: tensor<2x15x1x1xi32>, %arg1: tensor<2x15x1xf32>) -> tensor<2x15x128xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x15x128xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<2x15x128xf32>, tensor<2x15x1x1xi32>, tensor<2x15x1xf32>) -> tensor<2x15x128xf32>
    return %1 : tensor<2x15x128xf32>
  }
  func.func private @log_softmax_2(%arg0: tensor<2x15x128xf32>, %arg1: tensor<2x15x1xf32>, %arg2: tensor<2x15x128xf32>) -> tensor<2x15x128xf32> {
    %0 = stablehlo.negate %arg2 : tensor<2x15x128xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x15x128xf32>, tensor<f32>) -> tensor<2x15xf32>
    %2 = stablehlo.reshape %1 : (tensor<2x15xf32>) -> tensor<2x15x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<2x15x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<2x15x1xf32>, tensor<f32>) -> tensor<2x15xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2x15xf32>) -> tensor<2x15x128xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<2x15x128xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<2x15x128xf32>
    return %7 : tensor<2x15x128xf32>
  }
  func.func private @silu_3(%arg0: tensor<2x16x128xbf16>, %arg1: tensor<2x16x128xbf16>, %arg2: tensor<2x16x128xbf16>, %arg3: tensor<2x16x128xbf16>) -> tensor<2x16x128xbf16> {
    %0 = stablehlo.multiply %arg2, %arg3 : tensor<2x16x128xbf16>
    %1 = stablehlo.multiply %arg3, %arg1 : tensor<2x16x128xbf16>
    %2 = stablehlo.multiply %0, %arg0 : tensor<2x16x128xbf16>
    %3 = stablehlo.add %1, %2 : tensor<2x16x128xbf16>
    return %3 : tensor<2x16x128xbf16>
  }
  func.func private @_take_4(%arg0: tensor<2x16x1xi32>, %arg1: tensor<2x16x64xbf16>) -> tensor<128x64xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<128x64xbf16>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<bf16>, %arg3: tensor<bf16>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<bf16>
      stablehlo.return %2 : tensor<bf16>
    }) : (tensor<128x64xbf16>, tensor<2x16x1xi32>, tensor<2x16x64xbf16>) -> tensor<128x64xbf16>
    return %1 : tensor<128x64xbf16>
  }
}
