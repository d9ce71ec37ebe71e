module @jit_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=1, "model"=1]> {stablehlo.mesh = {axes = [{name = "data", size = 1 : i64}, {name = "model", size = 1 : i64}]}}
  func.func public @main(%arg0: tensor<128x64xbf16>, %arg1: tensor<64xbf16>, %arg2: tensor<128x64xbf16>, %arg3: tensor<64x128xbf16>, %arg4: tensor<64x16xbf16>, %arg5: tensor<16xbf16>, %arg6: tensor<64x64xbf16>, %arg7: tensor<64xbf16>, %arg8: tensor<64xbf16>, %arg9: tensor<64xbf16>, %arg10: tensor<64xbf16>, %arg11: tensor<64x64xbf16>, %arg12: tensor<16xbf16>, %arg13: tensor<64x128xbf16>, %arg14: tensor<64x16xbf16>, %arg15: tensor<128x64xbf16>, %arg16: tensor<64x128xbf16>, %arg17: tensor<64x16xbf16>, %arg18: tensor<16xbf16>, %arg19: tensor<64x64xbf16>, %arg20: tensor<64xbf16>, %arg21: tensor<64xbf16>, %arg22: tensor<64xbf16>, %arg23: tensor<64xbf16>, %arg24: tensor<64x64xbf16>, %arg25: tensor<16xbf16>, %arg26: tensor<64x128xbf16>, %arg27: tensor<64x16xbf16>, %arg28: tensor<2x16xi32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<128x64xbf16> {jax.result_info = "result[1]['params']['embedder']['embedding']"}, tensor<64xbf16> {jax.result_info = "result[1]['params']['final_norm']['scale']"}, tensor<128x64xbf16> {jax.result_info = "result[1]['params']['layer_0']['down']['kernel']"}, tensor<64x128xbf16> {jax.result_info = "result[1]['params']['layer_0']['gating']['kernel']"}, tensor<64x16xbf16> {jax.result_info = "result[1]['params']['layer_0']['k']['kernel']"}, tensor<16xbf16> {jax.result_info = "result[1]['params']['layer_0']['key_norm']['scale']"}, tensor<64x64xbf16> {jax.result_info = "result[1]['params']['layer_0']['o']['kernel']"}, tensor<64xbf16> {jax.result_info = "result[1]['params']['layer_0']['post_attention_norm']['scale']"}, tensor<64xbf16> {jax.result_info = "result[1]['params']['layer_0']['post_ffw_norm']['scale']"}, tensor<64xbf16> {jax.result_info = "result[1]['params']['layer_0']['pre_attention_norm']['scale']"}, tensor<64xbf16> {jax.result_info = "result[1]['params']['layer_0']['pre_ffw_norm']['scale']"}, tensor<64x64xbf16> {jax.result_info = "result[1]['params']['layer_0']['q']['kernel']"}, tensor<16xbf16> {jax.result_info = "result[1]['params']['layer_0']['query_norm']['scale']"}, tensor<64x128xbf16> {jax.result_info = "result[1]['params']['layer_0']['up']['kernel']"}, tensor<64x16xbf16> {jax.result_info = "result[1]['params']['layer_0']['v']['kernel']"}, tensor<128x64xbf16> {jax.result_info = "result[1]['params']['layer_1']['down']['kernel']"}, tensor<64x128xbf16> {jax.result_info = "result[1]['params']['layer_1']['gating']['kernel']"}, tensor<64x16xbf16> {jax.result_info = "result[1]['params']['layer_1']['k']['kernel']"}, tensor<16xbf16> {jax.result_info = "result[1]['params']['layer_1']['key_norm']['scale']"}, tensor<64x64xbf16> {jax.result_info = "result[1]['params']['layer_1']['o']['kernel']"}, tensor<64xbf16> {jax.result_info = "result[1]['params']['layer_1']['post_attention_norm']['scale']"}, tensor<64xbf16> {jax.result_info = "result[1]['params']['layer_1']['post_ffw_norm']['scale']"}, tensor<64xbf16> {jax.result_info = "result[1]['params']['layer_1']['pre_attention_norm']['scale']"}, tensor<64xbf16> {jax.result_info = "result[1]['params']['layer_1']['pre_ffw_norm']['scale']"}, tensor<64x64xbf16> {jax.result_info = "result[1]['params']['layer_1']['q']['kernel']"}, tensor<16xbf16> {jax.result_info = "result[1]['params']['layer_1']['query_norm']['scale']"}, tensor<64x128xbf16> {jax.result_info = "result[1]['params']['layer_1']['up']['kernel']"}, tensor<64x16xbf16> {jax.result_info = "result[1]['params']['layer_1']['v']['kernel']"}) {
    %0:2 = call @_take(%arg0, %arg28) : (tensor<128x64xbf16>, tensor<2x16xi32>) -> (tensor<2x16x64xbf16>, tensor<2x16x1xi32>)
    %cst = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1 = stablehlo.sqrt %cst : tensor<f32>
    %2 = stablehlo.convert %1 : (tensor<f32>) -> tensor<bf16>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<bf16>) -> tensor<2x16x64xbf16>
    %4 = stablehlo.multiply %0#0, %3 : tensor<2x16x64xbf16>
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
    %16 = stablehlo.rsqrt %15 : tensor<2x16x1xbf16>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2] : (tensor<2x16x1xbf16>) -> tensor<2x16x64xbf16>
    %18 = stablehlo.multiply %4, %17 : tensor<2x16x64xbf16>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %19 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<bf16>) -> tensor<64xbf16>
    %20 = stablehlo.add %19, %arg9 : tensor<64xbf16>
    %21 = stablehlo.broadcast_in_dim %20, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %23 = stablehlo.multiply %18, %22 : tensor<2x16x64xbf16>
    %24 = stablehlo.dot_general %23, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %25 = stablehlo.reshape %24 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %26 = stablehlo.dot_general %23, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x16xbf16>) -> tensor<2x16x16xbf16>
    %27 = stablehlo.reshape %26 : (tensor<2x16x16xbf16>) -> tensor<2x16x1x16xbf16>
    %28 = stablehlo.dot_general %23, %arg14, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x16xbf16>) -> tensor<2x16x16xbf16>
    %29 = stablehlo.reshape %28 : (tensor<2x16x16xbf16>) -> tensor<2x16x1x16xbf16>
    %30 = chlo.square %25 : tensor<2x16x4x16xbf16> -> tensor<2x16x4x16xbf16>
    %31 = stablehlo.convert %30 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x16xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %32 = stablehlo.reduce(%31 init: %cst_4) applies stablehlo.add across dimensions = [3] : (tensor<2x16x4x16xf32>, tensor<f32>) -> tensor<2x16x4xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2] : (tensor<2x16x4xf32>) -> tensor<2x16x4x1xf32>
    %cst_5 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x16x4x1xf32>
    %35 = stablehlo.divide %33, %34 : tensor<2x16x4x1xf32>
    %36 = stablehlo.convert %35 : (tensor<2x16x4x1xf32>) -> tensor<2x16x4x1xbf16>
    %cst_6 = stablehlo.constant dense<9.983770e-07> : tensor<bf16>
    %37 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<bf16>) -> tensor<2x16x4x1xbf16>
    %38 = stablehlo.add %36, %37 : tensor<2x16x4x1xbf16>
    %39 = stablehlo.rsqrt %38 : tensor<2x16x4x1xbf16>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2, 3] : (tensor<2x16x4x1xbf16>) -> tensor<2x16x4x16xbf16>
    %41 = stablehlo.multiply %25, %40 : tensor<2x16x4x16xbf16>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %42 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<bf16>) -> tensor<16xbf16>
    %43 = stablehlo.add %42, %arg12 : tensor<16xbf16>
    %44 = stablehlo.broadcast_in_dim %43, dims = [3] : (tensor<16xbf16>) -> tensor<1x1x1x16xbf16>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xbf16>) -> tensor<2x16x4x16xbf16>
    %46 = stablehlo.multiply %41, %45 : tensor<2x16x4x16xbf16>
    %47 = chlo.square %27 : tensor<2x16x1x16xbf16> -> tensor<2x16x1x16xbf16>
    %48 = stablehlo.convert %47 : (tensor<2x16x1x16xbf16>) -> tensor<2x16x1x16xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %49 = stablehlo.reduce(%48 init: %cst_8) applies stablehlo.add across dimensions = [3] : (tensor<2x16x1x16xf32>, tensor<f32>) -> tensor<2x16x1xf32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x1x1xf32>
    %cst_9 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x16x1x1xf32>
    %52 = stablehlo.divide %50, %51 : tensor<2x16x1x1xf32>
    %53 = stablehlo.convert %52 : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x1xbf16>
    %cst_10 = stablehlo.constant dense<9.983770e-07> : tensor<bf16>
    %54 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<bf16>) -> tensor<2x16x1x1xbf16>
    %55 = stablehlo.add %53, %54 : tensor<2x16x1x1xbf16>
    %56 = stablehlo.rsqrt %55 : tensor<2x16x1x1xbf16>
    %57 = stablehlo.broadcast_in_dim %56, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xbf16>) -> tensor<2x16x1x16xbf16>
    %58 = stablehlo.multiply %27, %57 : tensor<2x16x1x16xbf16>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %59 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<bf16>) -> tensor<16xbf16>
    %60 = stablehlo.add %59, %arg5 : tensor<16xbf16>
    %61 = stablehlo.broadcast_in_dim %60, dims = [3] : (tensor<16xbf16>) -> tensor<1x1x1x16xbf16>
    %62 = stablehlo.broadcast_in_dim %61, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xbf16>) -> tensor<2x16x1x16xbf16>
    %63 = stablehlo.multiply %58, %62 : tensor<2x16x1x16xbf16>
    %64 = stablehlo.iota dim = 0 : tensor<8xf32>
    %65 = stablehlo.negate %64 : tensor<8xf32>
    %cst_12 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %67 = stablehlo.multiply %65, %66 : tensor<8xf32>
    %cst_13 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %69 = stablehlo.divide %67, %68 : tensor<8xf32>
    %cst_14 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %71 = stablehlo.power %70, %69 : tensor<8xf32>
    %72 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %73 = stablehlo.convert %72 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %74 = stablehlo.broadcast_in_dim %71, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %75 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x8xf32>
    %76 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x16x1x8xf32>
    %77 = stablehlo.multiply %75, %76 : tensor<2x16x1x8xf32>
    %78 = stablehlo.sine %77 : tensor<2x16x1x8xf32>
    %79 = stablehlo.convert %78 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %80 = stablehlo.cosine %77 : tensor<2x16x1x8xf32>
    %81 = stablehlo.convert %80 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %82 = stablehlo.slice %46 [0:2, 0:16, 0:4, 0:8] : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x8xbf16>
    %83 = stablehlo.slice %46 [0:2, 0:16, 0:4, 8:16] : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x8xbf16>
    %84 = stablehlo.broadcast_in_dim %81, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %85 = stablehlo.multiply %82, %84 : tensor<2x16x4x8xbf16>
    %86 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %87 = stablehlo.multiply %83, %86 : tensor<2x16x4x8xbf16>
    %88 = stablehlo.subtract %85, %87 : tensor<2x16x4x8xbf16>
    %89 = stablehlo.broadcast_in_dim %81, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %90 = stablehlo.multiply %83, %89 : tensor<2x16x4x8xbf16>
    %91 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %92 = stablehlo.multiply %82, %91 : tensor<2x16x4x8xbf16>
    %93 = stablehlo.add %90, %92 : tensor<2x16x4x8xbf16>
    %94 = stablehlo.concatenate %88, %93, dim = 3 : (tensor<2x16x4x8xbf16>, tensor<2x16x4x8xbf16>) -> tensor<2x16x4x16xbf16>
    %95 = stablehlo.iota dim = 0 : tensor<8xf32>
    %96 = stablehlo.negate %95 : tensor<8xf32>
    %cst_15 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %98 = stablehlo.multiply %96, %97 : tensor<8xf32>
    %cst_16 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %100 = stablehlo.divide %98, %99 : tensor<8xf32>
    %cst_17 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %101 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %102 = stablehlo.power %101, %100 : tensor<8xf32>
    %103 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %104 = stablehlo.convert %103 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %105 = stablehlo.broadcast_in_dim %102, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %106 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x8xf32>
    %107 = stablehlo.broadcast_in_dim %105, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x16x1x8xf32>
    %108 = stablehlo.multiply %106, %107 : tensor<2x16x1x8xf32>
    %109 = stablehlo.sine %108 : tensor<2x16x1x8xf32>
    %110 = stablehlo.convert %109 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %111 = stablehlo.cosine %108 : tensor<2x16x1x8xf32>
    %112 = stablehlo.convert %111 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %113 = stablehlo.slice %63 [0:2, 0:16, 0:1, 0:8] : (tensor<2x16x1x16xbf16>) -> tensor<2x16x1x8xbf16>
    %114 = stablehlo.slice %63 [0:2, 0:16, 0:1, 8:16] : (tensor<2x16x1x16xbf16>) -> tensor<2x16x1x8xbf16>
    %115 = stablehlo.multiply %113, %112 : tensor<2x16x1x8xbf16>
    %116 = stablehlo.multiply %114, %110 : tensor<2x16x1x8xbf16>
    %117 = stablehlo.subtract %115, %116 : tensor<2x16x1x8xbf16>
    %118 = stablehlo.multiply %114, %112 : tensor<2x16x1x8xbf16>
    %119 = stablehlo.multiply %113, %110 : tensor<2x16x1x8xbf16>
    %120 = stablehlo.add %118, %119 : tensor<2x16x1x8xbf16>
    %121 = stablehlo.concatenate %117, %120, dim = 3 : (tensor<2x16x1x8xbf16>, tensor<2x16x1x8xbf16>) -> tensor<2x16x1x16xbf16>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %122 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<16x16xi1>
    %123 = call @tril(%122) : (tensor<16x16xi1>) -> tensor<16x16xi1>
    %124 = stablehlo.broadcast_in_dim %121, dims = [0, 1, 2, 4] : (tensor<2x16x1x16xbf16>) -> tensor<2x16x1x4x16xbf16>
    %125 = stablehlo.reshape %124 : (tensor<2x16x1x4x16xbf16>) -> tensor<2x16x4x16xbf16>
    %126 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 2, 4] : (tensor<2x16x1x16xbf16>) -> tensor<2x16x1x4x16xbf16>
    %127 = stablehlo.reshape %126 : (tensor<2x16x1x4x16xbf16>) -> tensor<2x16x4x16xbf16>
    %128 = stablehlo.dot_general %94, %125, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xbf16>, tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %cst_18 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %129 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<bf16>) -> tensor<2x4x16x16xbf16>
    %130 = stablehlo.multiply %128, %129 : tensor<2x4x16x16xbf16>
    %cst_19 = stablehlo.constant dense<-1.000260e+30> : tensor<bf16>
    %131 = call @_where_0(%123, %130, %cst_19) : (tensor<16x16xi1>, tensor<2x4x16x16xbf16>, tensor<bf16>) -> tensor<2x4x16x16xbf16>
    %cst_20 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %132 = stablehlo.reduce(%131 init: %cst_20) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xbf16>, tensor<bf16>) -> tensor<2x4x16xbf16>
    %cst_21 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %133 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<bf16>) -> tensor<2x4x16xbf16>
    %134 = stablehlo.maximum %133, %132 : tensor<2x4x16xbf16>
    %135 = stablehlo.broadcast_in_dim %134, dims = [0, 1, 2] : (tensor<2x4x16xbf16>) -> tensor<2x4x16x1xbf16>
    %136 = stablehlo.broadcast_in_dim %135, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xbf16>) -> tensor<2x4x16x16xbf16>
    %137 = stablehlo.subtract %131, %136 : tensor<2x4x16x16xbf16>
    %138 = stablehlo.exponential %137 : tensor<2x4x16x16xbf16>
    %139 = stablehlo.convert %138 : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %140 = stablehlo.reduce(%139 init: %cst_22) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %141 = stablehlo.broadcast_in_dim %140, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %142 = stablehlo.convert %141 : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x1xbf16>
    %143 = stablehlo.broadcast_in_dim %142, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xbf16>) -> tensor<2x4x16x16xbf16>
    %144 = stablehlo.divide %138, %143 : tensor<2x4x16x16xbf16>
    %145 = stablehlo.dot_general %127, %144, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xbf16>, tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %146 = stablehlo.transpose %145, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xbf16>) -> tensor<2x16x4x16xbf16>
    %147 = stablehlo.reshape %146 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x64xbf16>
    %148 = stablehlo.dot_general %147, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %149 = chlo.square %148 : tensor<2x16x64xbf16> -> tensor<2x16x64xbf16>
    %150 = stablehlo.convert %149 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %151 = stablehlo.reduce(%150 init: %cst_23) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %152 = stablehlo.broadcast_in_dim %151, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_24 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %153 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %154 = stablehlo.divide %152, %153 : tensor<2x16x1xf32>
    %155 = stablehlo.convert %154 : (tensor<2x16x1xf32>) -> tensor<2x16x1xbf16>
    %cst_25 = stablehlo.constant dense<9.983770e-07> : tensor<bf16>
    %156 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<bf16>) -> tensor<2x16x1xbf16>
    %157 = stablehlo.add %155, %156 : tensor<2x16x1xbf16>
    %158 = stablehlo.rsqrt %157 : tensor<2x16x1xbf16>
    %159 = stablehlo.broadcast_in_dim %158, dims = [0, 1, 2] : (tensor<2x16x1xbf16>) -> tensor<2x16x64xbf16>
    %160 = stablehlo.multiply %148, %159 : tensor<2x16x64xbf16>
    %cst_26 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %161 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<bf16>) -> tensor<64xbf16>
    %162 = stablehlo.add %161, %arg7 : tensor<64xbf16>
    %163 = stablehlo.broadcast_in_dim %162, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %164 = stablehlo.broadcast_in_dim %163, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %165 = stablehlo.multiply %160, %164 : tensor<2x16x64xbf16>
    %166 = stablehlo.add %4, %165 : tensor<2x16x64xbf16>
    %167 = sdy.sharding_constraint %166 <@mesh, [{"data"}, {}, {}]> : tensor<2x16x64xbf16>
    %168 = chlo.square %167 : tensor<2x16x64xbf16> -> tensor<2x16x64xbf16>
    %169 = stablehlo.convert %168 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %170 = stablehlo.reduce(%169 init: %cst_27) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %171 = stablehlo.broadcast_in_dim %170, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_28 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %172 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %173 = stablehlo.divide %171, %172 : tensor<2x16x1xf32>
    %174 = stablehlo.convert %173 : (tensor<2x16x1xf32>) -> tensor<2x16x1xbf16>
    %cst_29 = stablehlo.constant dense<9.983770e-07> : tensor<bf16>
    %175 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<bf16>) -> tensor<2x16x1xbf16>
    %176 = stablehlo.add %174, %175 : tensor<2x16x1xbf16>
    %177 = stablehlo.rsqrt %176 : tensor<2x16x1xbf16>
    %178 = stablehlo.broadcast_in_dim %177, dims = [0, 1, 2] : (tensor<2x16x1xbf16>) -> tensor<2x16x64xbf16>
    %179 = stablehlo.multiply %167, %178 : tensor<2x16x64xbf16>
    %cst_30 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %180 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<bf16>) -> tensor<64xbf16>
    %181 = stablehlo.add %180, %arg10 : tensor<64xbf16>
    %182 = stablehlo.broadcast_in_dim %181, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %183 = stablehlo.broadcast_in_dim %182, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %184 = stablehlo.multiply %179, %183 : tensor<2x16x64xbf16>
    %185 = stablehlo.dot_general %184, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x128xbf16>) -> tensor<2x16x128xbf16>
    %186 = stablehlo.multiply %185, %185 : tensor<2x16x128xbf16>
    %187 = stablehlo.multiply %186, %185 : tensor<2x16x128xbf16>
    %cst_31 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %188 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<bf16>) -> tensor<2x16x128xbf16>
    %189 = stablehlo.multiply %188, %187 : tensor<2x16x128xbf16>
    %190 = stablehlo.add %185, %189 : tensor<2x16x128xbf16>
    %cst_32 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %191 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<bf16>) -> tensor<2x16x128xbf16>
    %192 = stablehlo.multiply %191, %190 : tensor<2x16x128xbf16>
    %193 = stablehlo.tanh %192 : tensor<2x16x128xbf16>
    %cst_33 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %194 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<bf16>) -> tensor<2x16x128xbf16>
    %195 = stablehlo.add %194, %193 : tensor<2x16x128xbf16>
    %cst_34 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %196 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<bf16>) -> tensor<2x16x128xbf16>
    %197 = stablehlo.multiply %196, %195 : tensor<2x16x128xbf16>
    %198 = stablehlo.multiply %185, %197 : tensor<2x16x128xbf16>
    %199 = stablehlo.dot_general %184, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x128xbf16>) -> tensor<2x16x128xbf16>
    %200 = stablehlo.multiply %198, %199 : tensor<2x16x128xbf16>
    %201 = stablehlo.dot_general %200, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xbf16>, tensor<128x64xbf16>) -> tensor<2x16x64xbf16>
    %202 = chlo.square %201 : tensor<2x16x64xbf16> -> tensor<2x16x64xbf16>
    %203 = stablehlo.convert %202 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %204 = stablehlo.reduce(%203 init: %cst_35) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %205 = stablehlo.broadcast_in_dim %204, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_36 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %206 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %207 = stablehlo.divide %205, %206 : tensor<2x16x1xf32>
    %208 = stablehlo.convert %207 : (tensor<2x16x1xf32>) -> tensor<2x16x1xbf16>
    %cst_37 = stablehlo.constant dense<9.983770e-07> : tensor<bf16>
    %209 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<bf16>) -> tensor<2x16x1xbf16>
    %210 = stablehlo.add %208, %209 : tensor<2x16x1xbf16>
    %211 = stablehlo.rsqrt %210 : tensor<2x16x1xbf16>
    %212 = stablehlo.broadcast_in_dim %211, dims = [0, 1, 2] : (tensor<2x16x1xbf16>) -> tensor<2x16x64xbf16>
    %213 = stablehlo.multiply %201, %212 : tensor<2x16x64xbf16>
    %cst_38 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %214 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<bf16>) -> tensor<64xbf16>
    %215 = stablehlo.add %214, %arg8 : tensor<64xbf16>
    %216 = stablehlo.broadcast_in_dim %215, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %217 = stablehlo.broadcast_in_dim %216, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %218 = stablehlo.multiply %213, %217 : tensor<2x16x64xbf16>
    %219 = stablehlo.add %167, %218 : tensor<2x16x64xbf16>
    %220 = sdy.sharding_constraint %219 <@mesh, [{"data"}, {}, {}]> : tensor<2x16x64xbf16>
    %221 = chlo.square %220 : tensor<2x16x64xbf16> -> tensor<2x16x64xbf16>
    %222 = stablehlo.convert %221 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %223 = stablehlo.reduce(%222 init: %cst_39) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %224 = stablehlo.broadcast_in_dim %223, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_40 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %225 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %226 = stablehlo.divide %224, %225 : tensor<2x16x1xf32>
    %227 = stablehlo.convert %226 : (tensor<2x16x1xf32>) -> tensor<2x16x1xbf16>
    %cst_41 = stablehlo.constant dense<9.983770e-07> : tensor<bf16>
    %228 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<bf16>) -> tensor<2x16x1xbf16>
    %229 = stablehlo.add %227, %228 : tensor<2x16x1xbf16>
    %230 = stablehlo.rsqrt %229 : tensor<2x16x1xbf16>
    %231 = stablehlo.broadcast_in_dim %230, dims = [0, 1, 2] : (tensor<2x16x1xbf16>) -> tensor<2x16x64xbf16>
    %232 = stablehlo.multiply %220, %231 : tensor<2x16x64xbf16>
    %cst_42 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %233 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<bf16>) -> tensor<64xbf16>
    %234 = stablehlo.add %233, %arg22 : tensor<64xbf16>
    %235 = stablehlo.broadcast_in_dim %234, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %236 = stablehlo.broadcast_in_dim %235, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %237 = stablehlo.multiply %232, %236 : tensor<2x16x64xbf16>
    %238 = stablehlo.dot_general %237, %arg24, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %239 = stablehlo.reshape %238 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %240 = stablehlo.dot_general %237, %arg17, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x16xbf16>) -> tensor<2x16x16xbf16>
    %241 = stablehlo.reshape %240 : (tensor<2x16x16xbf16>) -> tensor<2x16x1x16xbf16>
    %242 = stablehlo.dot_general %237, %arg27, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x16xbf16>) -> tensor<2x16x16xbf16>
    %243 = stablehlo.reshape %242 : (tensor<2x16x16xbf16>) -> tensor<2x16x1x16xbf16>
    %244 = chlo.square %239 : tensor<2x16x4x16xbf16> -> tensor<2x16x4x16xbf16>
    %245 = stablehlo.convert %244 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x16xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %246 = stablehlo.reduce(%245 init: %cst_43) applies stablehlo.add across dimensions = [3] : (tensor<2x16x4x16xf32>, tensor<f32>) -> tensor<2x16x4xf32>
    %247 = stablehlo.broadcast_in_dim %246, dims = [0, 1, 2] : (tensor<2x16x4xf32>) -> tensor<2x16x4x1xf32>
    %cst_44 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %248 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<2x16x4x1xf32>
    %249 = stablehlo.divide %247, %248 : tensor<2x16x4x1xf32>
    %250 = stablehlo.convert %249 : (tensor<2x16x4x1xf32>) -> tensor<2x16x4x1xbf16>
    %cst_45 = stablehlo.constant dense<9.983770e-07> : tensor<bf16>
    %251 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<bf16>) -> tensor<2x16x4x1xbf16>
    %252 = stablehlo.add %250, %251 : tensor<2x16x4x1xbf16>
    %253 = stablehlo.rsqrt %252 : tensor<2x16x4x1xbf16>
    %254 = stablehlo.broadcast_in_dim %253, dims = [0, 1, 2, 3] : (tensor<2x16x4x1xbf16>) -> tensor<2x16x4x16xbf16>
    %255 = stablehlo.multiply %239, %254 : tensor<2x16x4x16xbf16>
    %cst_46 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %256 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<bf16>) -> tensor<16xbf16>
    %257 = stablehlo.add %256, %arg25 : tensor<16xbf16>
    %258 = stablehlo.broadcast_in_dim %257, dims = [3] : (tensor<16xbf16>) -> tensor<1x1x1x16xbf16>
    %259 = stablehlo.broadcast_in_dim %258, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xbf16>) -> tensor<2x16x4x16xbf16>
    %260 = stablehlo.multiply %255, %259 : tensor<2x16x4x16xbf16>
    %261 = chlo.square %241 : tensor<2x16x1x16xbf16> -> tensor<2x16x1x16xbf16>
    %262 = stablehlo.convert %261 : (tensor<2x16x1x16xbf16>) -> tensor<2x16x1x16xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %263 = stablehlo.reduce(%262 init: %cst_47) applies stablehlo.add across dimensions = [3] : (tensor<2x16x1x16xf32>, tensor<f32>) -> tensor<2x16x1xf32>
    %264 = stablehlo.broadcast_in_dim %263, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x1x1xf32>
    %cst_48 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %265 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<2x16x1x1xf32>
    %266 = stablehlo.divide %264, %265 : tensor<2x16x1x1xf32>
    %267 = stablehlo.convert %266 : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x1xbf16>
    %cst_49 = stablehlo.constant dense<9.983770e-07> : tensor<bf16>
    %268 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<bf16>) -> tensor<2x16x1x1xbf16>
    %269 = stablehlo.add %267, %268 : tensor<2x16x1x1xbf16>
    %270 = stablehlo.rsqrt %269 : tensor<2x16x1x1xbf16>
    %271 = stablehlo.broadcast_in_dim %270, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xbf16>) -> tensor<2x16x1x16xbf16>
    %272 = stablehlo.multiply %241, %271 : tensor<2x16x1x16xbf16>
    %cst_50 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %273 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<bf16>) -> tensor<16xbf16>
    %274 = stablehlo.add %273, %arg18 : tensor<16xbf16>
    %275 = stablehlo.broadcast_in_dim %274, dims = [3] : (tensor<16xbf16>) -> tensor<1x1x1x16xbf16>
    %276 = stablehlo.broadcast_in_dim %275, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xbf16>) -> tensor<2x16x1x16xbf16>
    %277 = stablehlo.multiply %272, %276 : tensor<2x16x1x16xbf16>
    %278 = stablehlo.iota dim = 0 : tensor<8xf32>
    %279 = stablehlo.negate %278 : tensor<8xf32>
    %cst_51 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %280 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %281 = stablehlo.multiply %279, %280 : tensor<8xf32>
    %cst_52 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %282 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %283 = stablehlo.divide %281, %282 : tensor<8xf32>
    %cst_53 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %284 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %285 = stablehlo.power %284, %283 : tensor<8xf32>
    %286 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %287 = stablehlo.convert %286 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %288 = stablehlo.broadcast_in_dim %285, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %289 = stablehlo.broadcast_in_dim %287, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x8xf32>
    %290 = stablehlo.broadcast_in_dim %288, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x16x1x8xf32>
    %291 = stablehlo.multiply %289, %290 : tensor<2x16x1x8xf32>
    %292 = stablehlo.sine %291 : tensor<2x16x1x8xf32>
    %293 = stablehlo.convert %292 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %294 = stablehlo.cosine %291 : tensor<2x16x1x8xf32>
    %295 = stablehlo.convert %294 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %296 = stablehlo.slice %260 [0:2, 0:16, 0:4, 0:8] : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x8xbf16>
    %297 = stablehlo.slice %260 [0:2, 0:16, 0:4, 8:16] : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x8xbf16>
    %298 = stablehlo.broadcast_in_dim %295, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %299 = stablehlo.multiply %296, %298 : tensor<2x16x4x8xbf16>
    %300 = stablehlo.broadcast_in_dim %293, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %301 = stablehlo.multiply %297, %300 : tensor<2x16x4x8xbf16>
    %302 = stablehlo.subtract %299, %301 : tensor<2x16x4x8xbf16>
    %303 = stablehlo.broadcast_in_dim %295, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %304 = stablehlo.multiply %297, %303 : tensor<2x16x4x8xbf16>
    %305 = stablehlo.broadcast_in_dim %293, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %306 = stablehlo.multiply %296, %305 : tensor<2x16x4x8xbf16>
    %307 = stablehlo.add %304, %306 : tensor<2x16x4x8xbf16>
    %308 = stablehlo.concatenate %302, %307, dim = 3 : (tensor<2x16x4x8xbf16>, tensor<2x16x4x8xbf16>) -> tensor<2x16x4x16xbf16>
    %309 = stablehlo.iota dim = 0 : tensor<8xf32>
    %310 = stablehlo.negate %309 : tensor<8xf32>
    %cst_54 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %311 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %312 = stablehlo.multiply %310, %311 : tensor<8xf32>
    %cst_55 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %313 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %314 = stablehlo.divide %312, %313 : tensor<8xf32>
    %cst_56 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %315 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %316 = stablehlo.power %315, %314 : tensor<8xf32>
    %317 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %318 = stablehlo.convert %317 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %319 = stablehlo.broadcast_in_dim %316, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %320 = stablehlo.broadcast_in_dim %318, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x8xf32>
    %321 = stablehlo.broadcast_in_dim %319, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x16x1x8xf32>
    %322 = stablehlo.multiply %320, %321 : tensor<2x16x1x8xf32>
    %323 = stablehlo.sine %322 : tensor<2x16x1x8xf32>
    %324 = stablehlo.convert %323 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %325 = stablehlo.cosine %322 : tensor<2x16x1x8xf32>
    %326 = stablehlo.convert %325 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %327 = stablehlo.slice %277 [0:2, 0:16, 0:1, 0:8] : (tensor<2x16x1x16xbf16>) -> tensor<2x16x1x8xbf16>
    %328 = stablehlo.slice %277 [0:2, 0:16, 0:1, 8:16] : (tensor<2x16x1x16xbf16>) -> tensor<2x16x1x8xbf16>
    %329 = stablehlo.multiply %327, %326 : tensor<2x16x1x8xbf16>
    %330 = stablehlo.multiply %328, %324 : tensor<2x16x1x8xbf16>
    %331 = stablehlo.subtract %329, %330 : tensor<2x16x1x8xbf16>
    %332 = stablehlo.multiply %328, %326 : tensor<2x16x1x8xbf16>
    %333 = stablehlo.multiply %327, %324 : tensor<2x16x1x8xbf16>
    %334 = stablehlo.add %332, %333 : tensor<2x16x1x8xbf16>
    %335 = stablehlo.concatenate %331, %334, dim = 3 : (tensor<2x16x1x8xbf16>, tensor<2x16x1x8xbf16>) -> tensor<2x16x1x16xbf16>
    %c_57 = stablehlo.constant dense<true> : tensor<i1>
    %336 = stablehlo.broadcast_in_dim %c_57, dims = [] : (tensor<i1>) -> tensor<16x16xi1>
    %337 = call @tril(%336) : (tensor<16x16xi1>) -> tensor<16x16xi1>
    %338 = stablehlo.broadcast_in_dim %335, dims = [0, 1, 2, 4] : (tensor<2x16x1x16xbf16>) -> tensor<2x16x1x4x16xbf16>
    %339 = stablehlo.reshape %338 : (tensor<2x16x1x4x16xbf16>) -> tensor<2x16x4x16xbf16>
    %340 = stablehlo.broadcast_in_dim %243, dims = [0, 1, 2, 4] : (tensor<2x16x1x16xbf16>) -> tensor<2x16x1x4x16xbf16>
    %341 = stablehlo.reshape %340 : (tensor<2x16x1x4x16xbf16>) -> tensor<2x16x4x16xbf16>
    %342 = stablehlo.dot_general %308, %339, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xbf16>, tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %cst_58 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %343 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<bf16>) -> tensor<2x4x16x16xbf16>
    %344 = stablehlo.multiply %342, %343 : tensor<2x4x16x16xbf16>
    %cst_59 = stablehlo.constant dense<-1.000260e+30> : tensor<bf16>
    %345 = call @_where_1(%337, %344, %cst_59) : (tensor<16x16xi1>, tensor<2x4x16x16xbf16>, tensor<bf16>) -> tensor<2x4x16x16xbf16>
    %cst_60 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %346 = stablehlo.reduce(%345 init: %cst_60) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xbf16>, tensor<bf16>) -> tensor<2x4x16xbf16>
    %cst_61 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %347 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<bf16>) -> tensor<2x4x16xbf16>
    %348 = stablehlo.maximum %347, %346 : tensor<2x4x16xbf16>
    %349 = stablehlo.broadcast_in_dim %348, dims = [0, 1, 2] : (tensor<2x4x16xbf16>) -> tensor<2x4x16x1xbf16>
    %350 = stablehlo.broadcast_in_dim %349, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xbf16>) -> tensor<2x4x16x16xbf16>
    %351 = stablehlo.subtract %345, %350 : tensor<2x4x16x16xbf16>
    %352 = stablehlo.exponential %351 : tensor<2x4x16x16xbf16>
    %353 = stablehlo.convert %352 : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %354 = stablehlo.reduce(%353 init: %cst_62) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %355 = stablehlo.broadcast_in_dim %354, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %356 = stablehlo.convert %355 : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x1xbf16>
    %357 = stablehlo.broadcast_in_dim %356, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xbf16>) -> tensor<2x4x16x16xbf16>
    %358 = stablehlo.divide %352, %357 : tensor<2x4x16x16xbf16>
    %359 = stablehlo.dot_general %341, %358, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xbf16>, tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %360 = stablehlo.transpose %359, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xbf16>) -> tensor<2x16x4x16xbf16>
    %361 = stablehlo.reshape %360 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x64xbf16>
    %362 = stablehlo.dot_general %361, %arg19, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %363 = chlo.square %362 : tensor<2x16x64xbf16> -> tensor<2x16x64xbf16>
    %364 = stablehlo.convert %363 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %365 = stablehlo.reduce(%364 init: %cst_63) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %366 = stablehlo.broadcast_in_dim %365, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_64 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %367 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %368 = stablehlo.divide %366, %367 : tensor<2x16x1xf32>
    %369 = stablehlo.convert %368 : (tensor<2x16x1xf32>) -> tensor<2x16x1xbf16>
    %cst_65 = stablehlo.constant dense<9.983770e-07> : tensor<bf16>
    %370 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<bf16>) -> tensor<2x16x1xbf16>
    %371 = stablehlo.add %369, %370 : tensor<2x16x1xbf16>
    %372 = stablehlo.rsqrt %371 : tensor<2x16x1xbf16>
    %373 = stablehlo.broadcast_in_dim %372, dims = [0, 1, 2] : (tensor<2x16x1xbf16>) -> tensor<2x16x64xbf16>
    %374 = stablehlo.multiply %362, %373 : tensor<2x16x64xbf16>
    %cst_66 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %375 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<bf16>) -> tensor<64xbf16>
    %376 = stablehlo.add %375, %arg20 : tensor<64xbf16>
    %377 = stablehlo.broadcast_in_dim %376, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %378 = stablehlo.broadcast_in_dim %377, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %379 = stablehlo.multiply %374, %378 : tensor<2x16x64xbf16>
    %380 = stablehlo.add %220, %379 : tensor<2x16x64xbf16>
    %381 = sdy.sharding_constraint %380 <@mesh, [{"data"}, {}, {}]> : tensor<2x16x64xbf16>
    %382 = chlo.square %381 : tensor<2x16x64xbf16> -> tensor<2x16x64xbf16>
    %383 = stablehlo.convert %382 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %384 = stablehlo.reduce(%383 init: %cst_67) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %385 = stablehlo.broadcast_in_dim %384, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_68 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %386 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %387 = stablehlo.divide %385, %386 : tensor<2x16x1xf32>
    %388 = stablehlo.convert %387 : (tensor<2x16x1xf32>) -> tensor<2x16x1xbf16>
    %cst_69 = stablehlo.constant dense<9.983770e-07> : tensor<bf16>
    %389 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<bf16>) -> tensor<2x16x1xbf16>
    %390 = stablehlo.add %388, %389 : tensor<2x16x1xbf16>
    %391 = stablehlo.rsqrt %390 : tensor<2x16x1xbf16>
    %392 = stablehlo.broadcast_in_dim %391, dims = [0, 1, 2] : (tensor<2x16x1xbf16>) -> tensor<2x16x64xbf16>
    %393 = stablehlo.multiply %381, %392 : tensor<2x16x64xbf16>
    %cst_70 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %394 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<bf16>) -> tensor<64xbf16>
    %395 = stablehlo.add %394, %arg23 : tensor<64xbf16>
    %396 = stablehlo.broadcast_in_dim %395, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %397 = stablehlo.broadcast_in_dim %396, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %398 = stablehlo.multiply %393, %397 : tensor<2x16x64xbf16>
    %399 = stablehlo.dot_general %398, %arg16, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x128xbf16>) -> tensor<2x16x128xbf16>
    %400 = stablehlo.multiply %399, %399 : tensor<2x16x128xbf16>
    %401 = stablehlo.multiply %400, %399 : tensor<2x16x128xbf16>
    %cst_71 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %402 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<bf16>) -> tensor<2x16x128xbf16>
    %403 = stablehlo.multiply %402, %401 : tensor<2x16x128xbf16>
    %404 = stablehlo.add %399, %403 : tensor<2x16x128xbf16>
    %cst_72 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %405 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<bf16>) -> tensor<2x16x128xbf16>
    %406 = stablehlo.multiply %405, %404 : tensor<2x16x128xbf16>
    %407 = stablehlo.tanh %406 : tensor<2x16x128xbf16>
    %cst_73 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %408 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<bf16>) -> tensor<2x16x128xbf16>
    %409 = stablehlo.add %408, %407 : tensor<2x16x128xbf16>
    %cst_74 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %410 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<bf16>) -> tensor<2x16x128xbf16>
    %411 = stablehlo.multiply %410, %409 : tensor<2x16x128xbf16>
    %412 = stablehlo.multiply %399, %411 : tensor<2x16x128xbf16>
    %413 = stablehlo.dot_general %398, %arg26, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x128xbf16>) -> tensor<2x16x128xbf16>
    %414 = stablehlo.multiply %412, %413 : tensor<2x16x128xbf16>
    %415 = stablehlo.dot_general %414, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xbf16>, tensor<128x64xbf16>) -> tensor<2x16x64xbf16>
    %416 = chlo.square %415 : tensor<2x16x64xbf16> -> tensor<2x16x64xbf16>
    %417 = stablehlo.convert %416 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %cst_75 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %418 = stablehlo.reduce(%417 init: %cst_75) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %419 = stablehlo.broadcast_in_dim %418, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_76 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %420 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %421 = stablehlo.divide %419, %420 : tensor<2x16x1xf32>
    %422 = stablehlo.convert %421 : (tensor<2x16x1xf32>) -> tensor<2x16x1xbf16>
    %cst_77 = stablehlo.constant dense<9.983770e-07> : tensor<bf16>
    %423 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<bf16>) -> tensor<2x16x1xbf16>
    %424 = stablehlo.add %422, %423 : tensor<2x16x1xbf16>
    %425 = stablehlo.rsqrt %424 : tensor<2x16x1xbf16>
    %426 = stablehlo.broadcast_in_dim %425, dims = [0, 1, 2] : (tensor<2x16x1xbf16>) -> tensor<2x16x64xbf16>
    %427 = stablehlo.multiply %415, %426 : tensor<2x16x64xbf16>
    %cst_78 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %428 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<bf16>) -> tensor<64xbf16>
    %429 = stablehlo.add %428, %arg21 : tensor<64xbf16>
    %430 = stablehlo.broadcast_in_dim %429, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %431 = stablehlo.broadcast_in_dim %430, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %432 = stablehlo.multiply %427, %431 : tensor<2x16x64xbf16>
    %433 = stablehlo.add %381, %432 : tensor<2x16x64xbf16>
    %434 = sdy.sharding_constraint %433 <@mesh, [{"data"}, {}, {}]> : tensor<2x16x64xbf16>
    %435 = chlo.square %434 : tensor<2x16x64xbf16> -> tensor<2x16x64xbf16>
    %cst_79 = stablehlo.constant dense<2.000000e+00> : tensor<bf16>
    %436 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<bf16>) -> tensor<2x16x64xbf16>
    %437 = stablehlo.multiply %436, %434 : tensor<2x16x64xbf16>
    %438 = stablehlo.convert %435 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %439 = stablehlo.reduce(%438 init: %cst_80) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %440 = stablehlo.broadcast_in_dim %439, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_81 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %441 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %442 = stablehlo.divide %440, %441 : tensor<2x16x1xf32>
    %443 = stablehlo.convert %442 : (tensor<2x16x1xf32>) -> tensor<2x16x1xbf16>
    %cst_82 = stablehlo.constant dense<9.983770e-07> : tensor<bf16>
    %444 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<bf16>) -> tensor<2x16x1xbf16>
    %445 = stablehlo.add %443, %444 : tensor<2x16x1xbf16>
    %446 = stablehlo.rsqrt %445 : tensor<2x16x1xbf16>
    %447 = stablehlo.divide %446, %445 : tensor<2x16x1xbf16>
    %cst_83 = stablehlo.constant dense<-5.000000e-01> : tensor<bf16>
    %448 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<bf16>) -> tensor<2x16x1xbf16>
    %449 = stablehlo.multiply %448, %447 : tensor<2x16x1xbf16>
    %450 = stablehlo.broadcast_in_dim %446, dims = [0, 1, 2] : (tensor<2x16x1xbf16>) -> tensor<2x16x64xbf16>
    %451 = stablehlo.multiply %434, %450 : tensor<2x16x64xbf16>
    %cst_84 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %452 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<bf16>) -> tensor<64xbf16>
    %453 = stablehlo.add %452, %arg1 : tensor<64xbf16>
    %454 = stablehlo.broadcast_in_dim %453, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %455 = stablehlo.broadcast_in_dim %454, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %456 = stablehlo.multiply %451, %455 : tensor<2x16x64xbf16>
    %457 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<128x64xbf16>) -> tensor<64x128xbf16>
    %458 = stablehlo.dot_general %456, %457, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x128xbf16>) -> tensor<2x16x128xbf16>
    %459 = stablehlo.slice %458 [0:2, 0:15, 0:128] : (tensor<2x16x128xbf16>) -> tensor<2x15x128xbf16>
    %460 = stablehlo.slice %arg28 [0:2, 1:16] : (tensor<2x16xi32>) -> tensor<2x15xi32>
    %461 = stablehlo.convert %459 : (tensor<2x15x128xbf16>) -> tensor<2x15x128xf32>
    %462:3 = call @log_softmax(%461) : (tensor<2x15x128xf32>) -> (tensor<2x15x128xf32>, tensor<2x15x128xf32>, tensor<2x15x1xf32>)
    %463 = stablehlo.broadcast_in_dim %460, dims = [0, 1] : (tensor<2x15xi32>) -> tensor<2x15x1xi32>
    %464:2 = call @take_along_axis(%462#0, %463) : (tensor<2x15x128xf32>, tensor<2x15x1xi32>) -> (tensor<2x15x1xf32>, tensor<2x15x1x1xi32>)
    %cst_85 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %465 = stablehlo.reduce(%464#0 init: %cst_85) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x15x1xf32>, tensor<f32>) -> tensor<f32>
    %cst_86 = stablehlo.constant dense<3.000000e+01> : tensor<f32>
    %466 = stablehlo.divide %465, %cst_86 : tensor<f32>
    %467 = stablehlo.negate %466 : tensor<f32>
    %cst_87 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %468 = stablehlo.negate %cst_87 : tensor<f32>
    %cst_88 = stablehlo.constant dense<3.000000e+01> : tensor<f32>
    %469 = stablehlo.divide %468, %cst_88 : tensor<f32>
    %470 = stablehlo.broadcast_in_dim %469, dims = [] : (tensor<f32>) -> tensor<2x15x1xf32>
    %471 = call @take_along_axis_2(%464#1, %470) : (tensor<2x15x1x1xi32>, tensor<2x15x1xf32>) -> tensor<2x15x128xf32>
    %472 = call @log_softmax_3(%462#1, %462#2, %471) : (tensor<2x15x128xf32>, tensor<2x15x1xf32>, tensor<2x15x128xf32>) -> tensor<2x15x128xf32>
    %473 = stablehlo.convert %472 : (tensor<2x15x128xf32>) -> tensor<2x15x128xbf16>
    %cst_89 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %474 = stablehlo.pad %473, %cst_89, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x15x128xbf16>, tensor<bf16>) -> tensor<2x16x128xbf16>
    %475 = stablehlo.dot_general %474, %456, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xbf16>, tensor<2x16x64xbf16>) -> tensor<128x64xbf16>
    %476 = stablehlo.transpose %475, dims = [1, 0] : (tensor<128x64xbf16>) -> tensor<64x128xbf16>
    %477 = stablehlo.dot_general %474, %457, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xbf16>, tensor<64x128xbf16>) -> tensor<2x16x64xbf16>
    %478 = stablehlo.transpose %476, dims = [1, 0] : (tensor<64x128xbf16>) -> tensor<128x64xbf16>
    %479 = stablehlo.multiply %451, %477 : tensor<2x16x64xbf16>
    %cst_90 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %480 = stablehlo.reduce(%479 init: %cst_90) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %481 = stablehlo.reshape %480 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %482 = stablehlo.broadcast_in_dim %454, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %483 = stablehlo.multiply %477, %482 : tensor<2x16x64xbf16>
    %cst_91 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %484 = stablehlo.reduce(%481 init: %cst_91) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %485 = stablehlo.multiply %434, %483 : tensor<2x16x64xbf16>
    %cst_92 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %486 = stablehlo.reduce(%485 init: %cst_92) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xbf16>, tensor<bf16>) -> tensor<2x16xbf16>
    %487 = stablehlo.reshape %486 : (tensor<2x16xbf16>) -> tensor<2x16x1xbf16>
    %488 = stablehlo.broadcast_in_dim %446, dims = [0, 1, 2] : (tensor<2x16x1xbf16>) -> tensor<2x16x64xbf16>
    %489 = stablehlo.multiply %483, %488 : tensor<2x16x64xbf16>
    %490 = stablehlo.multiply %487, %449 : tensor<2x16x1xbf16>
    %491 = stablehlo.convert %490 : (tensor<2x16x1xbf16>) -> tensor<2x16x1xf32>
    %cst_93 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %492 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %493 = stablehlo.divide %491, %492 : tensor<2x16x1xf32>
    %cst_94 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %494 = stablehlo.reduce(%493 init: %cst_94) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %495 = stablehlo.broadcast_in_dim %494, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %496 = stablehlo.convert %495 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %497 = stablehlo.multiply %496, %437 : tensor<2x16x64xbf16>
    %498 = stablehlo.add %489, %497 : tensor<2x16x64xbf16>
    %499:16 = stablehlo.optimization_barrier %arg15, %arg16, %arg17, %arg18, %arg19, %arg20, %arg21, %arg22, %arg23, %arg24, %arg25, %arg26, %arg27, %220, %6, %498 : tensor<128x64xbf16>, tensor<64x128xbf16>, tensor<64x16xbf16>, tensor<16xbf16>, tensor<64x64xbf16>, tensor<64xbf16>, tensor<64xbf16>, tensor<64xbf16>, tensor<64xbf16>, tensor<64x64xbf16>, tensor<16xbf16>, tensor<64x128xbf16>, tensor<64x16xbf16>, tensor<2x16x64xbf16>, tensor<2x16xi32>, tensor<2x16x64xbf16>
    %500 = chlo.square %499#13 : tensor<2x16x64xbf16> -> tensor<2x16x64xbf16>
    %cst_95 = stablehlo.constant dense<2.000000e+00> : tensor<bf16>
    %501 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<bf16>) -> tensor<2x16x64xbf16>
    %502 = stablehlo.multiply %501, %499#13 : tensor<2x16x64xbf16>
    %503 = stablehlo.convert %500 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %cst_96 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %504 = stablehlo.reduce(%503 init: %cst_96) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %505 = stablehlo.broadcast_in_dim %504, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_97 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %506 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %507 = stablehlo.divide %505, %506 : tensor<2x16x1xf32>
    %508 = stablehlo.convert %507 : (tensor<2x16x1xf32>) -> tensor<2x16x1xbf16>
    %cst_98 = stablehlo.constant dense<9.983770e-07> : tensor<bf16>
    %509 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<bf16>) -> tensor<2x16x1xbf16>
    %510 = stablehlo.add %508, %509 : tensor<2x16x1xbf16>
    %511 = stablehlo.rsqrt %510 : tensor<2x16x1xbf16>
    %512 = stablehlo.divide %511, %510 : tensor<2x16x1xbf16>
    %cst_99 = stablehlo.constant dense<-5.000000e-01> : tensor<bf16>
    %513 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<bf16>) -> tensor<2x16x1xbf16>
    %514 = stablehlo.multiply %513, %512 : tensor<2x16x1xbf16>
    %515 = stablehlo.broadcast_in_dim %511, dims = [0, 1, 2] : (tensor<2x16x1xbf16>) -> tensor<2x16x64xbf16>
    %516 = stablehlo.multiply %499#13, %515 : tensor<2x16x64xbf16>
    %cst_100 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %517 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<bf16>) -> tensor<64xbf16>
    %518 = stablehlo.add %517, %499#7 : tensor<64xbf16>
    %519 = stablehlo.broadcast_in_dim %518, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %520 = stablehlo.broadcast_in_dim %519, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %521 = stablehlo.multiply %516, %520 : tensor<2x16x64xbf16>
    %522 = stablehlo.dot_general %521, %499#9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %523 = stablehlo.reshape %522 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %524 = stablehlo.dot_general %521, %499#2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x16xbf16>) -> tensor<2x16x16xbf16>
    %525 = stablehlo.reshape %524 : (tensor<2x16x16xbf16>) -> tensor<2x16x1x16xbf16>
    %526 = stablehlo.dot_general %521, %499#12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x16xbf16>) -> tensor<2x16x16xbf16>
    %527 = stablehlo.reshape %526 : (tensor<2x16x16xbf16>) -> tensor<2x16x1x16xbf16>
    %528 = chlo.square %523 : tensor<2x16x4x16xbf16> -> tensor<2x16x4x16xbf16>
    %cst_101 = stablehlo.constant dense<2.000000e+00> : tensor<bf16>
    %529 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<bf16>) -> tensor<2x16x4x16xbf16>
    %530 = stablehlo.multiply %529, %523 : tensor<2x16x4x16xbf16>
    %531 = stablehlo.convert %528 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x16xf32>
    %cst_102 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %532 = stablehlo.reduce(%531 init: %cst_102) applies stablehlo.add across dimensions = [3] : (tensor<2x16x4x16xf32>, tensor<f32>) -> tensor<2x16x4xf32>
    %533 = stablehlo.broadcast_in_dim %532, dims = [0, 1, 2] : (tensor<2x16x4xf32>) -> tensor<2x16x4x1xf32>
    %cst_103 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %534 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<2x16x4x1xf32>
    %535 = stablehlo.divide %533, %534 : tensor<2x16x4x1xf32>
    %536 = stablehlo.convert %535 : (tensor<2x16x4x1xf32>) -> tensor<2x16x4x1xbf16>
    %cst_104 = stablehlo.constant dense<9.983770e-07> : tensor<bf16>
    %537 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<bf16>) -> tensor<2x16x4x1xbf16>
    %538 = stablehlo.add %536, %537 : tensor<2x16x4x1xbf16>
    %539 = stablehlo.rsqrt %538 : tensor<2x16x4x1xbf16>
    %540 = stablehlo.divide %539, %538 : tensor<2x16x4x1xbf16>
    %cst_105 = stablehlo.constant dense<-5.000000e-01> : tensor<bf16>
    %541 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<bf16>) -> tensor<2x16x4x1xbf16>
    %542 = stablehlo.multiply %541, %540 : tensor<2x16x4x1xbf16>
    %543 = stablehlo.broadcast_in_dim %539, dims = [0, 1, 2, 3] : (tensor<2x16x4x1xbf16>) -> tensor<2x16x4x16xbf16>
    %544 = stablehlo.multiply %523, %543 : tensor<2x16x4x16xbf16>
    %cst_106 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %545 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<bf16>) -> tensor<16xbf16>
    %546 = stablehlo.add %545, %499#10 : tensor<16xbf16>
    %547 = stablehlo.broadcast_in_dim %546, dims = [3] : (tensor<16xbf16>) -> tensor<1x1x1x16xbf16>
    %548 = stablehlo.broadcast_in_dim %547, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xbf16>) -> tensor<2x16x4x16xbf16>
    %549 = stablehlo.multiply %544, %548 : tensor<2x16x4x16xbf16>
    %550 = chlo.square %525 : tensor<2x16x1x16xbf16> -> tensor<2x16x1x16xbf16>
    %cst_107 = stablehlo.constant dense<2.000000e+00> : tensor<bf16>
    %551 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<bf16>) -> tensor<2x16x1x16xbf16>
    %552 = stablehlo.multiply %551, %525 : tensor<2x16x1x16xbf16>
    %553 = stablehlo.convert %550 : (tensor<2x16x1x16xbf16>) -> tensor<2x16x1x16xf32>
    %cst_108 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %554 = stablehlo.reduce(%553 init: %cst_108) applies stablehlo.add across dimensions = [3] : (tensor<2x16x1x16xf32>, tensor<f32>) -> tensor<2x16x1xf32>
    %555 = stablehlo.broadcast_in_dim %554, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x1x1xf32>
    %cst_109 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %556 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<2x16x1x1xf32>
    %557 = stablehlo.divide %555, %556 : tensor<2x16x1x1xf32>
    %558 = stablehlo.convert %557 : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x1xbf16>
    %cst_110 = stablehlo.constant dense<9.983770e-07> : tensor<bf16>
    %559 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<bf16>) -> tensor<2x16x1x1xbf16>
    %560 = stablehlo.add %558, %559 : tensor<2x16x1x1xbf16>
    %561 = stablehlo.rsqrt %560 : tensor<2x16x1x1xbf16>
    %562 = stablehlo.divide %561, %560 : tensor<2x16x1x1xbf16>
    %cst_111 = stablehlo.constant dense<-5.000000e-01> : tensor<bf16>
    %563 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<bf16>) -> tensor<2x16x1x1xbf16>
    %564 = stablehlo.multiply %563, %562 : tensor<2x16x1x1xbf16>
    %565 = stablehlo.broadcast_in_dim %561, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xbf16>) -> tensor<2x16x1x16xbf16>
    %566 = stablehlo.multiply %525, %565 : tensor<2x16x1x16xbf16>
    %cst_112 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %567 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<bf16>) -> tensor<16xbf16>
    %568 = stablehlo.add %567, %499#3 : tensor<16xbf16>
    %569 = stablehlo.broadcast_in_dim %568, dims = [3] : (tensor<16xbf16>) -> tensor<1x1x1x16xbf16>
    %570 = stablehlo.broadcast_in_dim %569, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xbf16>) -> tensor<2x16x1x16xbf16>
    %571 = stablehlo.multiply %566, %570 : tensor<2x16x1x16xbf16>
    %572 = stablehlo.iota dim = 0 : tensor<8xf32>
    %573 = stablehlo.negate %572 : tensor<8xf32>
    %cst_113 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %574 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %575 = stablehlo.multiply %573, %574 : tensor<8xf32>
    %cst_114 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %576 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %577 = stablehlo.divide %575, %576 : tensor<8xf32>
    %cst_115 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %578 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %579 = stablehlo.power %578, %577 : tensor<8xf32>
    %580 = stablehlo.broadcast_in_dim %499#14, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %581 = stablehlo.convert %580 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %582 = stablehlo.broadcast_in_dim %579, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %583 = stablehlo.broadcast_in_dim %581, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x8xf32>
    %584 = stablehlo.broadcast_in_dim %582, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x16x1x8xf32>
    %585 = stablehlo.multiply %583, %584 : tensor<2x16x1x8xf32>
    %586 = stablehlo.sine %585 : tensor<2x16x1x8xf32>
    %587 = stablehlo.convert %586 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %588 = stablehlo.cosine %585 : tensor<2x16x1x8xf32>
    %589 = stablehlo.convert %588 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %590 = stablehlo.slice %549 [0:2, 0:16, 0:4, 0:8] : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x8xbf16>
    %591 = stablehlo.slice %549 [0:2, 0:16, 0:4, 8:16] : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x8xbf16>
    %592 = stablehlo.broadcast_in_dim %589, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %593 = stablehlo.multiply %590, %592 : tensor<2x16x4x8xbf16>
    %594 = stablehlo.broadcast_in_dim %587, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %595 = stablehlo.multiply %591, %594 : tensor<2x16x4x8xbf16>
    %596 = stablehlo.subtract %593, %595 : tensor<2x16x4x8xbf16>
    %597 = stablehlo.broadcast_in_dim %589, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %598 = stablehlo.multiply %591, %597 : tensor<2x16x4x8xbf16>
    %599 = stablehlo.broadcast_in_dim %587, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %600 = stablehlo.multiply %590, %599 : tensor<2x16x4x8xbf16>
    %601 = stablehlo.add %598, %600 : tensor<2x16x4x8xbf16>
    %602 = stablehlo.concatenate %596, %601, dim = 3 : (tensor<2x16x4x8xbf16>, tensor<2x16x4x8xbf16>) -> tensor<2x16x4x16xbf16>
    %603 = stablehlo.iota dim = 0 : tensor<8xf32>
    %604 = stablehlo.negate %603 : tensor<8xf32>
    %cst_116 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %605 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %606 = stablehlo.multiply %604, %605 : tensor<8xf32>
    %cst_117 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %607 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %608 = stablehlo.divide %606, %607 : tensor<8xf32>
    %cst_118 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %609 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %610 = stablehlo.power %609, %608 : tensor<8xf32>
    %611 = stablehlo.broadcast_in_dim %499#14, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %612 = stablehlo.convert %611 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %613 = stablehlo.broadcast_in_dim %610, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %614 = stablehlo.broadcast_in_dim %612, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x8xf32>
    %615 = stablehlo.broadcast_in_dim %613, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x16x1x8xf32>
    %616 = stablehlo.multiply %614, %615 : tensor<2x16x1x8xf32>
    %617 = stablehlo.sine %616 : tensor<2x16x1x8xf32>
    %618 = stablehlo.convert %617 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %619 = stablehlo.cosine %616 : tensor<2x16x1x8xf32>
    %620 = stablehlo.convert %619 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %621 = stablehlo.slice %571 [0:2, 0:16, 0:1, 0:8] : (tensor<2x16x1x16xbf16>) -> tensor<2x16x1x8xbf16>
    %622 = stablehlo.slice %571 [0:2, 0:16, 0:1, 8:16] : (tensor<2x16x1x16xbf16>) -> tensor<2x16x1x8xbf16>
    %623 = stablehlo.multiply %621, %620 : tensor<2x16x1x8xbf16>
    %624 = stablehlo.multiply %622, %618 : tensor<2x16x1x8xbf16>
    %625 = stablehlo.subtract %623, %624 : tensor<2x16x1x8xbf16>
    %626 = stablehlo.multiply %622, %620 : tensor<2x16x1x8xbf16>
    %627 = stablehlo.multiply %621, %618 : tensor<2x16x1x8xbf16>
    %628 = stablehlo.add %626, %627 : tensor<2x16x1x8xbf16>
    %629 = stablehlo.concatenate %625, %628, dim = 3 : (tensor<2x16x1x8xbf16>, tensor<2x16x1x8xbf16>) -> tensor<2x16x1x16xbf16>
    %c_119 = stablehlo.constant dense<true> : tensor<i1>
    %630 = stablehlo.broadcast_in_dim %c_119, dims = [] : (tensor<i1>) -> tensor<16x16xi1>
    %631 = call @tril_4(%630) : (tensor<16x16xi1>) -> tensor<16x16xi1>
    %632 = stablehlo.broadcast_in_dim %629, dims = [0, 1, 2, 4] : (tensor<2x16x1x16xbf16>) -> tensor<2x16x1x4x16xbf16>
    %633 = stablehlo.reshape %632 : (tensor<2x16x1x4x16xbf16>) -> tensor<2x16x4x16xbf16>
    %634 = stablehlo.broadcast_in_dim %527, dims = [0, 1, 2, 4] : (tensor<2x16x1x16xbf16>) -> tensor<2x16x1x4x16xbf16>
    %635 = stablehlo.reshape %634 : (tensor<2x16x1x4x16xbf16>) -> tensor<2x16x4x16xbf16>
    %636 = stablehlo.dot_general %602, %633, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xbf16>, tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %cst_120 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %637 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<bf16>) -> tensor<2x4x16x16xbf16>
    %638 = stablehlo.multiply %636, %637 : tensor<2x4x16x16xbf16>
    %cst_121 = stablehlo.constant dense<-1.000260e+30> : tensor<bf16>
    %639:2 = call @_where_5(%631, %638, %cst_121) : (tensor<16x16xi1>, tensor<2x4x16x16xbf16>, tensor<bf16>) -> (tensor<2x4x16x16xbf16>, tensor<2x4x16x16xi1>)
    %cst_122 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %640 = stablehlo.reduce(%639#0 init: %cst_122) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xbf16>, tensor<bf16>) -> tensor<2x4x16xbf16>
    %cst_123 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %641 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<bf16>) -> tensor<2x4x16xbf16>
    %642 = stablehlo.maximum %641, %640 : tensor<2x4x16xbf16>
    %643 = stablehlo.broadcast_in_dim %642, dims = [0, 1, 2] : (tensor<2x4x16xbf16>) -> tensor<2x4x16x1xbf16>
    %644 = stablehlo.broadcast_in_dim %643, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xbf16>) -> tensor<2x4x16x16xbf16>
    %645 = stablehlo.subtract %639#0, %644 : tensor<2x4x16x16xbf16>
    %646 = stablehlo.exponential %645 : tensor<2x4x16x16xbf16>
    %647 = stablehlo.convert %646 : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xf32>
    %cst_124 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %648 = stablehlo.reduce(%647 init: %cst_124) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %649 = stablehlo.broadcast_in_dim %648, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %650 = stablehlo.convert %649 : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x1xbf16>
    %651 = stablehlo.broadcast_in_dim %650, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xbf16>) -> tensor<2x4x16x16xbf16>
    %652 = stablehlo.divide %646, %651 : tensor<2x4x16x16xbf16>
    %653 = stablehlo.multiply %650, %650 : tensor<2x4x16x1xbf16>
    %cst_125 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %654 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<bf16>) -> tensor<2x4x16x1xbf16>
    %655 = stablehlo.divide %654, %653 : tensor<2x4x16x1xbf16>
    %656 = stablehlo.dot_general %635, %652, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xbf16>, tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %657 = stablehlo.transpose %656, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xbf16>) -> tensor<2x16x4x16xbf16>
    %658 = stablehlo.reshape %657 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x64xbf16>
    %659 = stablehlo.dot_general %658, %499#4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %660 = chlo.square %659 : tensor<2x16x64xbf16> -> tensor<2x16x64xbf16>
    %cst_126 = stablehlo.constant dense<2.000000e+00> : tensor<bf16>
    %661 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<bf16>) -> tensor<2x16x64xbf16>
    %662 = stablehlo.multiply %661, %659 : tensor<2x16x64xbf16>
    %663 = stablehlo.convert %660 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %cst_127 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %664 = stablehlo.reduce(%663 init: %cst_127) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %665 = stablehlo.broadcast_in_dim %664, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_128 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %666 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %667 = stablehlo.divide %665, %666 : tensor<2x16x1xf32>
    %668 = stablehlo.convert %667 : (tensor<2x16x1xf32>) -> tensor<2x16x1xbf16>
    %cst_129 = stablehlo.constant dense<9.983770e-07> : tensor<bf16>
    %669 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<bf16>) -> tensor<2x16x1xbf16>
    %670 = stablehlo.add %668, %669 : tensor<2x16x1xbf16>
    %671 = stablehlo.rsqrt %670 : tensor<2x16x1xbf16>
    %672 = stablehlo.divide %671, %670 : tensor<2x16x1xbf16>
    %cst_130 = stablehlo.constant dense<-5.000000e-01> : tensor<bf16>
    %673 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<bf16>) -> tensor<2x16x1xbf16>
    %674 = stablehlo.multiply %673, %672 : tensor<2x16x1xbf16>
    %675 = stablehlo.broadcast_in_dim %671, dims = [0, 1, 2] : (tensor<2x16x1xbf16>) -> tensor<2x16x64xbf16>
    %676 = stablehlo.multiply %659, %675 : tensor<2x16x64xbf16>
    %cst_131 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %677 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<bf16>) -> tensor<64xbf16>
    %678 = stablehlo.add %677, %499#5 : tensor<64xbf16>
    %679 = stablehlo.broadcast_in_dim %678, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %680 = stablehlo.broadcast_in_dim %679, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %681 = stablehlo.multiply %676, %680 : tensor<2x16x64xbf16>
    %682 = stablehlo.add %499#13, %681 : tensor<2x16x64xbf16>
    %683 = sdy.sharding_constraint %682 <@mesh, [{"data"}, {}, {}]> : tensor<2x16x64xbf16>
    %684 = chlo.square %683 : tensor<2x16x64xbf16> -> tensor<2x16x64xbf16>
    %cst_132 = stablehlo.constant dense<2.000000e+00> : tensor<bf16>
    %685 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<bf16>) -> tensor<2x16x64xbf16>
    %686 = stablehlo.multiply %685, %683 : tensor<2x16x64xbf16>
    %687 = stablehlo.convert %684 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %cst_133 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %688 = stablehlo.reduce(%687 init: %cst_133) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %689 = stablehlo.broadcast_in_dim %688, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_134 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %690 = stablehlo.broadcast_in_dim %cst_134, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %691 = stablehlo.divide %689, %690 : tensor<2x16x1xf32>
    %692 = stablehlo.convert %691 : (tensor<2x16x1xf32>) -> tensor<2x16x1xbf16>
    %cst_135 = stablehlo.constant dense<9.983770e-07> : tensor<bf16>
    %693 = stablehlo.broadcast_in_dim %cst_135, dims = [] : (tensor<bf16>) -> tensor<2x16x1xbf16>
    %694 = stablehlo.add %692, %693 : tensor<2x16x1xbf16>
    %695 = stablehlo.rsqrt %694 : tensor<2x16x1xbf16>
    %696 = stablehlo.divide %695, %694 : tensor<2x16x1xbf16>
    %cst_136 = stablehlo.constant dense<-5.000000e-01> : tensor<bf16>
    %697 = stablehlo.broadcast_in_dim %cst_136, dims = [] : (tensor<bf16>) -> tensor<2x16x1xbf16>
    %698 = stablehlo.multiply %697, %696 : tensor<2x16x1xbf16>
    %699 = stablehlo.broadcast_in_dim %695, dims = [0, 1, 2] : (tensor<2x16x1xbf16>) -> tensor<2x16x64xbf16>
    %700 = stablehlo.multiply %683, %699 : tensor<2x16x64xbf16>
    %cst_137 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %701 = stablehlo.broadcast_in_dim %cst_137, dims = [] : (tensor<bf16>) -> tensor<64xbf16>
    %702 = stablehlo.add %701, %499#8 : tensor<64xbf16>
    %703 = stablehlo.broadcast_in_dim %702, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %704 = stablehlo.broadcast_in_dim %703, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %705 = stablehlo.multiply %700, %704 : tensor<2x16x64xbf16>
    %706 = stablehlo.dot_general %705, %499#1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x128xbf16>) -> tensor<2x16x128xbf16>
    %707 = stablehlo.multiply %706, %706 : tensor<2x16x128xbf16>
    %708 = stablehlo.multiply %707, %706 : tensor<2x16x128xbf16>
    %709 = stablehlo.multiply %706, %706 : tensor<2x16x128xbf16>
    %cst_138 = stablehlo.constant dense<3.000000e+00> : tensor<bf16>
    %710 = stablehlo.broadcast_in_dim %cst_138, dims = [] : (tensor<bf16>) -> tensor<2x16x128xbf16>
    %711 = stablehlo.multiply %710, %709 : tensor<2x16x128xbf16>
    %cst_139 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %712 = stablehlo.broadcast_in_dim %cst_139, dims = [] : (tensor<bf16>) -> tensor<2x16x128xbf16>
    %713 = stablehlo.multiply %712, %708 : tensor<2x16x128xbf16>
    %714 = stablehlo.add %706, %713 : tensor<2x16x128xbf16>
    %cst_140 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %715 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<bf16>) -> tensor<2x16x128xbf16>
    %716 = stablehlo.multiply %715, %714 : tensor<2x16x128xbf16>
    %717 = stablehlo.tanh %716 : tensor<2x16x128xbf16>
    %cst_141 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %718 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<bf16>) -> tensor<2x16x128xbf16>
    %719 = stablehlo.subtract %718, %717 : tensor<2x16x128xbf16>
    %cst_142 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %720 = stablehlo.broadcast_in_dim %cst_142, dims = [] : (tensor<bf16>) -> tensor<2x16x128xbf16>
    %721 = stablehlo.add %720, %717 : tensor<2x16x128xbf16>
    %cst_143 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %722 = stablehlo.broadcast_in_dim %cst_143, dims = [] : (tensor<bf16>) -> tensor<2x16x128xbf16>
    %723 = stablehlo.multiply %722, %721 : tensor<2x16x128xbf16>
    %724 = stablehlo.multiply %706, %723 : tensor<2x16x128xbf16>
    %725 = stablehlo.dot_general %705, %499#11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x128xbf16>) -> tensor<2x16x128xbf16>
    %726 = stablehlo.multiply %724, %725 : tensor<2x16x128xbf16>
    %727 = stablehlo.dot_general %726, %499#0, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xbf16>, tensor<128x64xbf16>) -> tensor<2x16x64xbf16>
    %728 = chlo.square %727 : tensor<2x16x64xbf16> -> tensor<2x16x64xbf16>
    %cst_144 = stablehlo.constant dense<2.000000e+00> : tensor<bf16>
    %729 = stablehlo.broadcast_in_dim %cst_144, dims = [] : (tensor<bf16>) -> tensor<2x16x64xbf16>
    %730 = stablehlo.multiply %729, %727 : tensor<2x16x64xbf16>
    %731 = stablehlo.convert %728 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %cst_145 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %732 = stablehlo.reduce(%731 init: %cst_145) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %733 = stablehlo.broadcast_in_dim %732, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_146 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %734 = stablehlo.broadcast_in_dim %cst_146, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %735 = stablehlo.divide %733, %734 : tensor<2x16x1xf32>
    %736 = stablehlo.convert %735 : (tensor<2x16x1xf32>) -> tensor<2x16x1xbf16>
    %cst_147 = stablehlo.constant dense<9.983770e-07> : tensor<bf16>
    %737 = stablehlo.broadcast_in_dim %cst_147, dims = [] : (tensor<bf16>) -> tensor<2x16x1xbf16>
    %738 = stablehlo.add %736, %737 : tensor<2x16x1xbf16>
    %739 = stablehlo.rsqrt %738 : tensor<2x16x1xbf16>
    %740 = stablehlo.divide %739, %738 : tensor<2x16x1xbf16>
    %cst_148 = stablehlo.constant dense<-5.000000e-01> : tensor<bf16>
    %741 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<bf16>) -> tensor<2x16x1xbf16>
    %742 = stablehlo.multiply %741, %740 : tensor<2x16x1xbf16>
    %743 = stablehlo.broadcast_in_dim %739, dims = [0, 1, 2] : (tensor<2x16x1xbf16>) -> tensor<2x16x64xbf16>
    %744 = stablehlo.multiply %727, %743 : tensor<2x16x64xbf16>
    %cst_149 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %745 = stablehlo.broadcast_in_dim %cst_149, dims = [] : (tensor<bf16>) -> tensor<64xbf16>
    %746 = stablehlo.add %745, %499#6 : tensor<64xbf16>
    %747 = stablehlo.broadcast_in_dim %746, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %748 = sdy.sharding_constraint %499#15 <@mesh, [{"data"}, {}, {}]> : tensor<2x16x64xbf16>
    %749 = stablehlo.multiply %744, %748 : tensor<2x16x64xbf16>
    %cst_150 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %750 = stablehlo.reduce(%749 init: %cst_150) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %751 = stablehlo.reshape %750 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %752 = stablehlo.broadcast_in_dim %747, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %753 = stablehlo.multiply %748, %752 : tensor<2x16x64xbf16>
    %cst_151 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %754 = stablehlo.reduce(%751 init: %cst_151) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %755 = stablehlo.multiply %727, %753 : tensor<2x16x64xbf16>
    %cst_152 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %756 = stablehlo.reduce(%755 init: %cst_152) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xbf16>, tensor<bf16>) -> tensor<2x16xbf16>
    %757 = stablehlo.reshape %756 : (tensor<2x16xbf16>) -> tensor<2x16x1xbf16>
    %758 = stablehlo.broadcast_in_dim %739, dims = [0, 1, 2] : (tensor<2x16x1xbf16>) -> tensor<2x16x64xbf16>
    %759 = stablehlo.multiply %753, %758 : tensor<2x16x64xbf16>
    %760 = stablehlo.multiply %757, %742 : tensor<2x16x1xbf16>
    %761 = stablehlo.convert %760 : (tensor<2x16x1xbf16>) -> tensor<2x16x1xf32>
    %cst_153 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %762 = stablehlo.broadcast_in_dim %cst_153, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %763 = stablehlo.divide %761, %762 : tensor<2x16x1xf32>
    %cst_154 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %764 = stablehlo.reduce(%763 init: %cst_154) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %765 = stablehlo.broadcast_in_dim %764, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %766 = stablehlo.convert %765 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %767 = stablehlo.multiply %766, %730 : tensor<2x16x64xbf16>
    %768 = stablehlo.add %759, %767 : tensor<2x16x64xbf16>
    %769 = stablehlo.dot_general %768, %726, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<2x16x128xbf16>) -> tensor<64x128xbf16>
    %770 = stablehlo.transpose %769, dims = [1, 0] : (tensor<64x128xbf16>) -> tensor<128x64xbf16>
    %771 = stablehlo.dot_general %768, %499#0, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<128x64xbf16>) -> tensor<2x16x128xbf16>
    %772 = stablehlo.multiply %724, %771 : tensor<2x16x128xbf16>
    %773 = stablehlo.multiply %771, %725 : tensor<2x16x128xbf16>
    %774 = stablehlo.dot_general %772, %705, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xbf16>, tensor<2x16x64xbf16>) -> tensor<128x64xbf16>
    %775 = stablehlo.transpose %774, dims = [1, 0] : (tensor<128x64xbf16>) -> tensor<64x128xbf16>
    %776 = stablehlo.dot_general %772, %499#11, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xbf16>, tensor<64x128xbf16>) -> tensor<2x16x64xbf16>
    %777 = stablehlo.multiply %706, %773 : tensor<2x16x128xbf16>
    %778 = stablehlo.multiply %773, %723 : tensor<2x16x128xbf16>
    %cst_155 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %779 = stablehlo.broadcast_in_dim %cst_155, dims = [] : (tensor<bf16>) -> tensor<2x16x128xbf16>
    %780 = stablehlo.multiply %779, %777 : tensor<2x16x128xbf16>
    %781 = stablehlo.multiply %780, %719 : tensor<2x16x128xbf16>
    %782 = stablehlo.multiply %781, %717 : tensor<2x16x128xbf16>
    %783 = stablehlo.add %781, %782 : tensor<2x16x128xbf16>
    %cst_156 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %784 = stablehlo.broadcast_in_dim %cst_156, dims = [] : (tensor<bf16>) -> tensor<2x16x128xbf16>
    %785 = stablehlo.multiply %784, %783 : tensor<2x16x128xbf16>
    %786 = stablehlo.add %778, %785 : tensor<2x16x128xbf16>
    %cst_157 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %787 = stablehlo.broadcast_in_dim %cst_157, dims = [] : (tensor<bf16>) -> tensor<2x16x128xbf16>
    %788 = stablehlo.multiply %787, %785 : tensor<2x16x128xbf16>
    %789 = stablehlo.multiply %788, %711 : tensor<2x16x128xbf16>
    %790 = stablehlo.add %786, %789 : tensor<2x16x128xbf16>
    %791 = stablehlo.dot_general %790, %705, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xbf16>, tensor<2x16x64xbf16>) -> tensor<128x64xbf16>
    %792 = stablehlo.transpose %791, dims = [1, 0] : (tensor<128x64xbf16>) -> tensor<64x128xbf16>
    %793 = stablehlo.dot_general %790, %499#1, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xbf16>, tensor<64x128xbf16>) -> tensor<2x16x64xbf16>
    %794 = stablehlo.add %776, %793 : tensor<2x16x64xbf16>
    %795 = stablehlo.multiply %700, %794 : tensor<2x16x64xbf16>
    %cst_158 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %796 = stablehlo.reduce(%795 init: %cst_158) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %797 = stablehlo.reshape %796 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %798 = stablehlo.broadcast_in_dim %703, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %799 = stablehlo.multiply %794, %798 : tensor<2x16x64xbf16>
    %cst_159 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %800 = stablehlo.reduce(%797 init: %cst_159) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %801 = stablehlo.multiply %683, %799 : tensor<2x16x64xbf16>
    %cst_160 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %802 = stablehlo.reduce(%801 init: %cst_160) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xbf16>, tensor<bf16>) -> tensor<2x16xbf16>
    %803 = stablehlo.reshape %802 : (tensor<2x16xbf16>) -> tensor<2x16x1xbf16>
    %804 = stablehlo.broadcast_in_dim %695, dims = [0, 1, 2] : (tensor<2x16x1xbf16>) -> tensor<2x16x64xbf16>
    %805 = stablehlo.multiply %799, %804 : tensor<2x16x64xbf16>
    %806 = stablehlo.add %748, %805 : tensor<2x16x64xbf16>
    %807 = stablehlo.multiply %803, %698 : tensor<2x16x1xbf16>
    %808 = stablehlo.convert %807 : (tensor<2x16x1xbf16>) -> tensor<2x16x1xf32>
    %cst_161 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %809 = stablehlo.broadcast_in_dim %cst_161, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %810 = stablehlo.divide %808, %809 : tensor<2x16x1xf32>
    %cst_162 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %811 = stablehlo.reduce(%810 init: %cst_162) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %812 = stablehlo.broadcast_in_dim %811, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %813 = stablehlo.convert %812 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %814 = stablehlo.multiply %813, %686 : tensor<2x16x64xbf16>
    %815 = stablehlo.add %806, %814 : tensor<2x16x64xbf16>
    %816 = sdy.sharding_constraint %815 <@mesh, [{"data"}, {}, {}]> : tensor<2x16x64xbf16>
    %817 = stablehlo.multiply %676, %816 : tensor<2x16x64xbf16>
    %cst_163 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %818 = stablehlo.reduce(%817 init: %cst_163) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %819 = stablehlo.reshape %818 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %820 = stablehlo.broadcast_in_dim %679, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %821 = stablehlo.multiply %816, %820 : tensor<2x16x64xbf16>
    %cst_164 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %822 = stablehlo.reduce(%819 init: %cst_164) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %823 = stablehlo.multiply %659, %821 : tensor<2x16x64xbf16>
    %cst_165 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %824 = stablehlo.reduce(%823 init: %cst_165) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xbf16>, tensor<bf16>) -> tensor<2x16xbf16>
    %825 = stablehlo.reshape %824 : (tensor<2x16xbf16>) -> tensor<2x16x1xbf16>
    %826 = stablehlo.broadcast_in_dim %671, dims = [0, 1, 2] : (tensor<2x16x1xbf16>) -> tensor<2x16x64xbf16>
    %827 = stablehlo.multiply %821, %826 : tensor<2x16x64xbf16>
    %828 = stablehlo.multiply %825, %674 : tensor<2x16x1xbf16>
    %829 = stablehlo.convert %828 : (tensor<2x16x1xbf16>) -> tensor<2x16x1xf32>
    %cst_166 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %830 = stablehlo.broadcast_in_dim %cst_166, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %831 = stablehlo.divide %829, %830 : tensor<2x16x1xf32>
    %cst_167 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %832 = stablehlo.reduce(%831 init: %cst_167) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %833 = stablehlo.broadcast_in_dim %832, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %834 = stablehlo.convert %833 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %835 = stablehlo.multiply %834, %662 : tensor<2x16x64xbf16>
    %836 = stablehlo.add %827, %835 : tensor<2x16x64xbf16>
    %837 = stablehlo.dot_general %836, %658, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<2x16x64xbf16>) -> tensor<64x64xbf16>
    %838 = stablehlo.transpose %837, dims = [1, 0] : (tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %839 = stablehlo.dot_general %836, %499#4, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %840 = stablehlo.reshape %839 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %841 = stablehlo.transpose %840, dims = [0, 2, 3, 1] : (tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %842 = stablehlo.dot_general %841, %635, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xbf16>, tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %843 = stablehlo.dot_general %841, %652, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xbf16>, tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %844 = stablehlo.transpose %843, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xbf16>) -> tensor<2x16x4x16xbf16>
    %845 = stablehlo.broadcast_in_dim %655, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xbf16>) -> tensor<2x4x16x16xbf16>
    %846 = stablehlo.multiply %842, %845 : tensor<2x4x16x16xbf16>
    %847 = stablehlo.multiply %846, %646 : tensor<2x4x16x16xbf16>
    %cst_168 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %848 = stablehlo.reduce(%847 init: %cst_168) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xbf16>, tensor<bf16>) -> tensor<2x4x16xbf16>
    %849 = stablehlo.reshape %848 : (tensor<2x4x16xbf16>) -> tensor<2x4x16x1xbf16>
    %850 = stablehlo.negate %849 : tensor<2x4x16x1xbf16>
    %851 = stablehlo.broadcast_in_dim %650, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xbf16>) -> tensor<2x4x16x16xbf16>
    %852 = stablehlo.divide %842, %851 : tensor<2x4x16x16xbf16>
    %853 = stablehlo.convert %850 : (tensor<2x4x16x1xbf16>) -> tensor<2x4x16x1xf32>
    %cst_169 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %854 = stablehlo.reduce(%853 init: %cst_169) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x1xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %855 = stablehlo.broadcast_in_dim %854, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %856 = stablehlo.convert %855 : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xbf16>
    %857 = stablehlo.add %852, %856 : tensor<2x4x16x16xbf16>
    %858 = stablehlo.multiply %857, %646 : tensor<2x4x16x16xbf16>
    %859 = call @_where_6(%639#1, %858) : (tensor<2x4x16x16xi1>, tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %cst_170 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %860 = stablehlo.broadcast_in_dim %cst_170, dims = [] : (tensor<bf16>) -> tensor<2x4x16x16xbf16>
    %861 = stablehlo.multiply %859, %860 : tensor<2x4x16x16xbf16>
    %862 = stablehlo.dot_general %861, %602, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xbf16>, tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %863 = stablehlo.transpose %862, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xbf16>) -> tensor<2x16x4x16xbf16>
    %864 = stablehlo.dot_general %861, %633, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xbf16>, tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %865 = stablehlo.transpose %864, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xbf16>) -> tensor<2x16x4x16xbf16>
    %866 = stablehlo.reshape %844 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x1x4x16xbf16>
    %cst_171 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %867 = stablehlo.reduce(%866 init: %cst_171) applies stablehlo.add across dimensions = [2, 3] : (tensor<2x16x1x4x16xbf16>, tensor<bf16>) -> tensor<2x16x16xbf16>
    %868 = stablehlo.broadcast_in_dim %867, dims = [0, 1, 3] : (tensor<2x16x16xbf16>) -> tensor<2x16x1x16xbf16>
    %869 = stablehlo.reshape %863 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x1x4x16xbf16>
    %cst_172 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %870 = stablehlo.reduce(%869 init: %cst_172) applies stablehlo.add across dimensions = [2, 3] : (tensor<2x16x1x4x16xbf16>, tensor<bf16>) -> tensor<2x16x16xbf16>
    %871 = stablehlo.broadcast_in_dim %870, dims = [0, 1, 3] : (tensor<2x16x16xbf16>) -> tensor<2x16x1x16xbf16>
    %872 = stablehlo.slice %871 [0:2, 0:16, 0:1, 0:8] : (tensor<2x16x1x16xbf16>) -> tensor<2x16x1x8xbf16>
    %873 = stablehlo.slice %871 [0:2, 0:16, 0:1, 8:16] : (tensor<2x16x1x16xbf16>) -> tensor<2x16x1x8xbf16>
    %874 = stablehlo.multiply %873, %618 : tensor<2x16x1x8xbf16>
    %875 = stablehlo.multiply %873, %620 : tensor<2x16x1x8xbf16>
    %876 = stablehlo.negate %872 : tensor<2x16x1x8xbf16>
    %877 = stablehlo.multiply %876, %618 : tensor<2x16x1x8xbf16>
    %878 = stablehlo.add %875, %877 : tensor<2x16x1x8xbf16>
    %879 = stablehlo.multiply %872, %620 : tensor<2x16x1x8xbf16>
    %880 = stablehlo.add %874, %879 : tensor<2x16x1x8xbf16>
    %cst_173 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %881 = stablehlo.pad %878, %cst_173, low = [0, 0, 0, 8], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x16x1x8xbf16>, tensor<bf16>) -> tensor<2x16x1x16xbf16>
    %cst_174 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %882 = stablehlo.pad %880, %cst_174, low = [0, 0, 0, 0], high = [0, 0, 0, 8], interior = [0, 0, 0, 0] : (tensor<2x16x1x8xbf16>, tensor<bf16>) -> tensor<2x16x1x16xbf16>
    %883 = stablehlo.add %881, %882 : tensor<2x16x1x16xbf16>
    %884 = stablehlo.slice %865 [0:2, 0:16, 0:4, 0:8] : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x8xbf16>
    %885 = stablehlo.slice %865 [0:2, 0:16, 0:4, 8:16] : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x8xbf16>
    %886 = stablehlo.broadcast_in_dim %587, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %887 = stablehlo.multiply %885, %886 : tensor<2x16x4x8xbf16>
    %888 = stablehlo.broadcast_in_dim %589, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %889 = stablehlo.multiply %885, %888 : tensor<2x16x4x8xbf16>
    %890 = stablehlo.negate %884 : tensor<2x16x4x8xbf16>
    %891 = stablehlo.broadcast_in_dim %587, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %892 = stablehlo.multiply %890, %891 : tensor<2x16x4x8xbf16>
    %893 = stablehlo.add %889, %892 : tensor<2x16x4x8xbf16>
    %894 = stablehlo.broadcast_in_dim %589, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %895 = stablehlo.multiply %884, %894 : tensor<2x16x4x8xbf16>
    %896 = stablehlo.add %887, %895 : tensor<2x16x4x8xbf16>
    %cst_175 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %897 = stablehlo.pad %893, %cst_175, low = [0, 0, 0, 8], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x16x4x8xbf16>, tensor<bf16>) -> tensor<2x16x4x16xbf16>
    %cst_176 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %898 = stablehlo.pad %896, %cst_176, low = [0, 0, 0, 0], high = [0, 0, 0, 8], interior = [0, 0, 0, 0] : (tensor<2x16x4x8xbf16>, tensor<bf16>) -> tensor<2x16x4x16xbf16>
    %899 = stablehlo.add %897, %898 : tensor<2x16x4x16xbf16>
    %900 = stablehlo.multiply %566, %883 : tensor<2x16x1x16xbf16>
    %cst_177 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %901 = stablehlo.reduce(%900 init: %cst_177) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x1x16xbf16>, tensor<bf16>) -> tensor<1x16xbf16>
    %902 = stablehlo.reshape %901 : (tensor<1x16xbf16>) -> tensor<1x1x1x16xbf16>
    %903 = stablehlo.broadcast_in_dim %569, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xbf16>) -> tensor<2x16x1x16xbf16>
    %904 = stablehlo.multiply %883, %903 : tensor<2x16x1x16xbf16>
    %cst_178 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %905 = stablehlo.reduce(%902 init: %cst_178) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xbf16>, tensor<bf16>) -> tensor<16xbf16>
    %906 = stablehlo.multiply %525, %904 : tensor<2x16x1x16xbf16>
    %cst_179 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %907 = stablehlo.reduce(%906 init: %cst_179) applies stablehlo.add across dimensions = [3] : (tensor<2x16x1x16xbf16>, tensor<bf16>) -> tensor<2x16x1xbf16>
    %908 = stablehlo.reshape %907 : (tensor<2x16x1xbf16>) -> tensor<2x16x1x1xbf16>
    %909 = stablehlo.broadcast_in_dim %561, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xbf16>) -> tensor<2x16x1x16xbf16>
    %910 = stablehlo.multiply %904, %909 : tensor<2x16x1x16xbf16>
    %911 = stablehlo.multiply %908, %564 : tensor<2x16x1x1xbf16>
    %912 = stablehlo.convert %911 : (tensor<2x16x1x1xbf16>) -> tensor<2x16x1x1xf32>
    %cst_180 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %913 = stablehlo.broadcast_in_dim %cst_180, dims = [] : (tensor<f32>) -> tensor<2x16x1x1xf32>
    %914 = stablehlo.divide %912, %913 : tensor<2x16x1x1xf32>
    %cst_181 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %915 = stablehlo.reduce(%914 init: %cst_181) applies stablehlo.add across dimensions = [2, 3] : (tensor<2x16x1x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %916 = stablehlo.broadcast_in_dim %915, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %917 = stablehlo.broadcast_in_dim %916, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x1x16xf32>
    %918 = stablehlo.convert %917 : (tensor<2x16x1x16xf32>) -> tensor<2x16x1x16xbf16>
    %919 = stablehlo.multiply %918, %552 : tensor<2x16x1x16xbf16>
    %920 = stablehlo.add %910, %919 : tensor<2x16x1x16xbf16>
    %921 = stablehlo.multiply %544, %899 : tensor<2x16x4x16xbf16>
    %cst_182 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %922 = stablehlo.reduce(%921 init: %cst_182) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x16x4x16xbf16>, tensor<bf16>) -> tensor<16xbf16>
    %923 = stablehlo.reshape %922 : (tensor<16xbf16>) -> tensor<1x1x1x16xbf16>
    %924 = stablehlo.broadcast_in_dim %547, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xbf16>) -> tensor<2x16x4x16xbf16>
    %925 = stablehlo.multiply %899, %924 : tensor<2x16x4x16xbf16>
    %cst_183 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %926 = stablehlo.reduce(%923 init: %cst_183) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xbf16>, tensor<bf16>) -> tensor<16xbf16>
    %927 = stablehlo.multiply %523, %925 : tensor<2x16x4x16xbf16>
    %cst_184 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %928 = stablehlo.reduce(%927 init: %cst_184) applies stablehlo.add across dimensions = [3] : (tensor<2x16x4x16xbf16>, tensor<bf16>) -> tensor<2x16x4xbf16>
    %929 = stablehlo.reshape %928 : (tensor<2x16x4xbf16>) -> tensor<2x16x4x1xbf16>
    %930 = stablehlo.broadcast_in_dim %539, dims = [0, 1, 2, 3] : (tensor<2x16x4x1xbf16>) -> tensor<2x16x4x16xbf16>
    %931 = stablehlo.multiply %925, %930 : tensor<2x16x4x16xbf16>
    %932 = stablehlo.multiply %929, %542 : tensor<2x16x4x1xbf16>
    %933 = stablehlo.convert %932 : (tensor<2x16x4x1xbf16>) -> tensor<2x16x4x1xf32>
    %cst_185 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %934 = stablehlo.broadcast_in_dim %cst_185, dims = [] : (tensor<f32>) -> tensor<2x16x4x1xf32>
    %935 = stablehlo.divide %933, %934 : tensor<2x16x4x1xf32>
    %cst_186 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %936 = stablehlo.reduce(%935 init: %cst_186) applies stablehlo.add across dimensions = [3] : (tensor<2x16x4x1xf32>, tensor<f32>) -> tensor<2x16x4xf32>
    %937 = stablehlo.broadcast_in_dim %936, dims = [0, 1, 2] : (tensor<2x16x4xf32>) -> tensor<2x16x4x16xf32>
    %938 = stablehlo.convert %937 : (tensor<2x16x4x16xf32>) -> tensor<2x16x4x16xbf16>
    %939 = stablehlo.multiply %938, %530 : tensor<2x16x4x16xbf16>
    %940 = stablehlo.add %931, %939 : tensor<2x16x4x16xbf16>
    %941 = stablehlo.reshape %868 : (tensor<2x16x1x16xbf16>) -> tensor<2x16x16xbf16>
    %942 = stablehlo.dot_general %941, %521, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x16xbf16>, tensor<2x16x64xbf16>) -> tensor<16x64xbf16>
    %943 = stablehlo.transpose %942, dims = [1, 0] : (tensor<16x64xbf16>) -> tensor<64x16xbf16>
    %944 = stablehlo.dot_general %941, %499#12, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x16xbf16>, tensor<64x16xbf16>) -> tensor<2x16x64xbf16>
    %945 = stablehlo.reshape %920 : (tensor<2x16x1x16xbf16>) -> tensor<2x16x16xbf16>
    %946 = stablehlo.dot_general %945, %521, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x16xbf16>, tensor<2x16x64xbf16>) -> tensor<16x64xbf16>
    %947 = stablehlo.transpose %946, dims = [1, 0] : (tensor<16x64xbf16>) -> tensor<64x16xbf16>
    %948 = stablehlo.dot_general %945, %499#2, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x16xbf16>, tensor<64x16xbf16>) -> tensor<2x16x64xbf16>
    %949 = stablehlo.add %944, %948 : tensor<2x16x64xbf16>
    %950 = stablehlo.reshape %940 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x64xbf16>
    %951 = stablehlo.dot_general %950, %521, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<2x16x64xbf16>) -> tensor<64x64xbf16>
    %952 = stablehlo.transpose %951, dims = [1, 0] : (tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %953 = stablehlo.dot_general %950, %499#9, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %954 = stablehlo.add %949, %953 : tensor<2x16x64xbf16>
    %955 = stablehlo.multiply %516, %954 : tensor<2x16x64xbf16>
    %cst_187 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %956 = stablehlo.reduce(%955 init: %cst_187) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %957 = stablehlo.reshape %956 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %958 = stablehlo.broadcast_in_dim %519, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %959 = stablehlo.multiply %954, %958 : tensor<2x16x64xbf16>
    %cst_188 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %960 = stablehlo.reduce(%957 init: %cst_188) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %961 = stablehlo.multiply %499#13, %959 : tensor<2x16x64xbf16>
    %cst_189 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %962 = stablehlo.reduce(%961 init: %cst_189) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xbf16>, tensor<bf16>) -> tensor<2x16xbf16>
    %963 = stablehlo.reshape %962 : (tensor<2x16xbf16>) -> tensor<2x16x1xbf16>
    %964 = stablehlo.broadcast_in_dim %511, dims = [0, 1, 2] : (tensor<2x16x1xbf16>) -> tensor<2x16x64xbf16>
    %965 = stablehlo.multiply %959, %964 : tensor<2x16x64xbf16>
    %966 = stablehlo.add %816, %965 : tensor<2x16x64xbf16>
    %967 = stablehlo.multiply %963, %514 : tensor<2x16x1xbf16>
    %968 = stablehlo.convert %967 : (tensor<2x16x1xbf16>) -> tensor<2x16x1xf32>
    %cst_190 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %969 = stablehlo.broadcast_in_dim %cst_190, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %970 = stablehlo.divide %968, %969 : tensor<2x16x1xf32>
    %cst_191 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %971 = stablehlo.reduce(%970 init: %cst_191) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %972 = stablehlo.broadcast_in_dim %971, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %973 = stablehlo.convert %972 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %974 = stablehlo.multiply %973, %502 : tensor<2x16x64xbf16>
    %975 = stablehlo.add %966, %974 : tensor<2x16x64xbf16>
    %976:16 = stablehlo.optimization_barrier %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12, %arg13, %arg14, %4, %6, %975 : tensor<128x64xbf16>, tensor<64x128xbf16>, tensor<64x16xbf16>, tensor<16xbf16>, tensor<64x64xbf16>, tensor<64xbf16>, tensor<64xbf16>, tensor<64xbf16>, tensor<64xbf16>, tensor<64x64xbf16>, tensor<16xbf16>, tensor<64x128xbf16>, tensor<64x16xbf16>, tensor<2x16x64xbf16>, tensor<2x16xi32>, tensor<2x16x64xbf16>
    %977 = chlo.square %976#13 : tensor<2x16x64xbf16> -> tensor<2x16x64xbf16>
    %cst_192 = stablehlo.constant dense<2.000000e+00> : tensor<bf16>
    %978 = stablehlo.broadcast_in_dim %cst_192, dims = [] : (tensor<bf16>) -> tensor<2x16x64xbf16>
    %979 = stablehlo.multiply %978, %976#13 : tensor<2x16x64xbf16>
    %980 = stablehlo.convert %977 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %cst_193 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %981 = stablehlo.reduce(%980 init: %cst_193) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %982 = stablehlo.broadcast_in_dim %981, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_194 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %983 = stablehlo.broadcast_in_dim %cst_194, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %984 = stablehlo.divide %982, %983 : tensor<2x16x1xf32>
    %985 = stablehlo.convert %984 : (tensor<2x16x1xf32>) -> tensor<2x16x1xbf16>
    %cst_195 = stablehlo.constant dense<9.983770e-07> : tensor<bf16>
    %986 = stablehlo.broadcast_in_dim %cst_195, dims = [] : (tensor<bf16>) -> tensor<2x16x1xbf16>
    %987 = stablehlo.add %985, %986 : tensor<2x16x1xbf16>
    %988 = stablehlo.rsqrt %987 : tensor<2x16x1xbf16>
    %989 = stablehlo.divide %988, %987 : tensor<2x16x1xbf16>
    %cst_196 = stablehlo.constant dense<-5.000000e-01> : tensor<bf16>
    %990 = stablehlo.broadcast_in_dim %cst_196, dims = [] : (tensor<bf16>) -> tensor<2x16x1xbf16>
    %991 = stablehlo.multiply %990, %989 : tensor<2x16x1xbf16>
    %992 = stablehlo.broadcast_in_dim %988, dims = [0, 1, 2] : (tensor<2x16x1xbf16>) -> tensor<2x16x64xbf16>
    %993 = stablehlo.multiply %976#13, %992 : tensor<2x16x64xbf16>
    %cst_197 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %994 = stablehlo.broadcast_in_dim %cst_197, dims = [] : (tensor<bf16>) -> tensor<64xbf16>
    %995 = stablehlo.add %994, %976#7 : tensor<64xbf16>
    %996 = stablehlo.broadcast_in_dim %995, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %997 = stablehlo.broadcast_in_dim %996, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %998 = stablehlo.multiply %993, %997 : tensor<2x16x64xbf16>
    %999 = stablehlo.dot_general %998, %976#9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %1000 = stablehlo.reshape %999 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %1001 = stablehlo.dot_general %998, %976#2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x16xbf16>) -> tensor<2x16x16xbf16>
    %1002 = stablehlo.reshape %1001 : (tensor<2x16x16xbf16>) -> tensor<2x16x1x16xbf16>
    %1003 = stablehlo.dot_general %998, %976#12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x16xbf16>) -> tensor<2x16x16xbf16>
    %1004 = stablehlo.reshape %1003 : (tensor<2x16x16xbf16>) -> tensor<2x16x1x16xbf16>
    %1005 = chlo.square %1000 : tensor<2x16x4x16xbf16> -> tensor<2x16x4x16xbf16>
    %cst_198 = stablehlo.constant dense<2.000000e+00> : tensor<bf16>
    %1006 = stablehlo.broadcast_in_dim %cst_198, dims = [] : (tensor<bf16>) -> tensor<2x16x4x16xbf16>
    %1007 = stablehlo.multiply %1006, %1000 : tensor<2x16x4x16xbf16>
    %1008 = stablehlo.convert %1005 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x16xf32>
    %cst_199 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1009 = stablehlo.reduce(%1008 init: %cst_199) applies stablehlo.add across dimensions = [3] : (tensor<2x16x4x16xf32>, tensor<f32>) -> tensor<2x16x4xf32>
    %1010 = stablehlo.broadcast_in_dim %1009, dims = [0, 1, 2] : (tensor<2x16x4xf32>) -> tensor<2x16x4x1xf32>
    %cst_200 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %1011 = stablehlo.broadcast_in_dim %cst_200, dims = [] : (tensor<f32>) -> tensor<2x16x4x1xf32>
    %1012 = stablehlo.divide %1010, %1011 : tensor<2x16x4x1xf32>
    %1013 = stablehlo.convert %1012 : (tensor<2x16x4x1xf32>) -> tensor<2x16x4x1xbf16>
    %cst_201 = stablehlo.constant dense<9.983770e-07> : tensor<bf16>
    %1014 = stablehlo.broadcast_in_dim %cst_201, dims = [] : (tensor<bf16>) -> tensor<2x16x4x1xbf16>
    %1015 = stablehlo.add %1013, %1014 : tensor<2x16x4x1xbf16>
    %1016 = stablehlo.rsqrt %1015 : tensor<2x16x4x1xbf16>
    %1017 = stablehlo.divide %1016, %1015 : tensor<2x16x4x1xbf16>
    %cst_202 = stablehlo.constant dense<-5.000000e-01> : tensor<bf16>
    %1018 = stablehlo.broadcast_in_dim %cst_202, dims = [] : (tensor<bf16>) -> tensor<2x16x4x1xbf16>
    %1019 = stablehlo.multiply %1018, %1017 : tensor<2x16x4x1xbf16>
    %1020 = stablehlo.broadcast_in_dim %1016, dims = [0, 1, 2, 3] : (tensor<2x16x4x1xbf16>) -> tensor<2x16x4x16xbf16>
    %1021 = stablehlo.multiply %1000, %1020 : tensor<2x16x4x16xbf16>
    %cst_203 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %1022 = stablehlo.broadcast_in_dim %cst_203, dims = [] : (tensor<bf16>) -> tensor<16xbf16>
    %1023 = stablehlo.add %1022, %976#10 : tensor<16xbf16>
    %1024 = stablehlo.broadcast_in_dim %1023, dims = [3] : (tensor<16xbf16>) -> tensor<1x1x1x16xbf16>
    %1025 = stablehlo.broadcast_in_dim %1024, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xbf16>) -> tensor<2x16x4x16xbf16>
    %1026 = stablehlo.multiply %1021, %1025 : tensor<2x16x4x16xbf16>
    %1027 = chlo.square %1002 : tensor<2x16x1x16xbf16> -> tensor<2x16x1x16xbf16>
    %cst_204 = stablehlo.constant dense<2.000000e+00> : tensor<bf16>
    %1028 = stablehlo.broadcast_in_dim %cst_204, dims = [] : (tensor<bf16>) -> tensor<2x16x1x16xbf16>
    %1029 = stablehlo.multiply %1028, %1002 : tensor<2x16x1x16xbf16>
    %1030 = stablehlo.convert %1027 : (tensor<2x16x1x16xbf16>) -> tensor<2x16x1x16xf32>
    %cst_205 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1031 = stablehlo.reduce(%1030 init: %cst_205) applies stablehlo.add across dimensions = [3] : (tensor<2x16x1x16xf32>, tensor<f32>) -> tensor<2x16x1xf32>
    %1032 = stablehlo.broadcast_in_dim %1031, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x1x1xf32>
    %cst_206 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %1033 = stablehlo.broadcast_in_dim %cst_206, dims = [] : (tensor<f32>) -> tensor<2x16x1x1xf32>
    %1034 = stablehlo.divide %1032, %1033 : tensor<2x16x1x1xf32>
    %1035 = stablehlo.convert %1034 : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x1xbf16>
    %cst_207 = stablehlo.constant dense<9.983770e-07> : tensor<bf16>
    %1036 = stablehlo.broadcast_in_dim %cst_207, dims = [] : (tensor<bf16>) -> tensor<2x16x1x1xbf16>
    %1037 = stablehlo.add %1035, %1036 : tensor<2x16x1x1xbf16>
    %1038 = stablehlo.rsqrt %1037 : tensor<2x16x1x1xbf16>
    %1039 = stablehlo.divide %1038, %1037 : tensor<2x16x1x1xbf16>
    %cst_208 = stablehlo.constant dense<-5.000000e-01> : tensor<bf16>
    %1040 = stablehlo.broadcast_in_dim %cst_208, dims = [] : (tensor<bf16>) -> tensor<2x16x1x1xbf16>
    %1041 = stablehlo.multiply %1040, %1039 : tensor<2x16x1x1xbf16>
    %1042 = stablehlo.broadcast_in_dim %1038, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xbf16>) -> tensor<2x16x1x16xbf16>
    %1043 = stablehlo.multiply %1002, %1042 : tensor<2x16x1x16xbf16>
    %cst_209 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %1044 = stablehlo.broadcast_in_dim %cst_209, dims = [] : (tensor<bf16>) -> tensor<16xbf16>
    %1045 = stablehlo.add %1044, %976#3 : tensor<16xbf16>
    %1046 = stablehlo.broadcast_in_dim %1045, dims = [3] : (tensor<16xbf16>) -> tensor<1x1x1x16xbf16>
    %1047 = stablehlo.broadcast_in_dim %1046, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xbf16>) -> tensor<2x16x1x16xbf16>
    %1048 = stablehlo.multiply %1043, %1047 : tensor<2x16x1x16xbf16>
    %1049 = stablehlo.iota dim = 0 : tensor<8xf32>
    %1050 = stablehlo.negate %1049 : tensor<8xf32>
    %cst_210 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1051 = stablehlo.broadcast_in_dim %cst_210, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %1052 = stablehlo.multiply %1050, %1051 : tensor<8xf32>
    %cst_211 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %1053 = stablehlo.broadcast_in_dim %cst_211, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %1054 = stablehlo.divide %1052, %1053 : tensor<8xf32>
    %cst_212 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %1055 = stablehlo.broadcast_in_dim %cst_212, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %1056 = stablehlo.power %1055, %1054 : tensor<8xf32>
    %1057 = stablehlo.broadcast_in_dim %976#14, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %1058 = stablehlo.convert %1057 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %1059 = stablehlo.broadcast_in_dim %1056, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %1060 = stablehlo.broadcast_in_dim %1058, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x8xf32>
    %1061 = stablehlo.broadcast_in_dim %1059, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x16x1x8xf32>
    %1062 = stablehlo.multiply %1060, %1061 : tensor<2x16x1x8xf32>
    %1063 = stablehlo.sine %1062 : tensor<2x16x1x8xf32>
    %1064 = stablehlo.convert %1063 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %1065 = stablehlo.cosine %1062 : tensor<2x16x1x8xf32>
    %1066 = stablehlo.convert %1065 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %1067 = stablehlo.slice %1026 [0:2, 0:16, 0:4, 0:8] : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x8xbf16>
    %1068 = stablehlo.slice %1026 [0:2, 0:16, 0:4, 8:16] : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x8xbf16>
    %1069 = stablehlo.broadcast_in_dim %1066, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %1070 = stablehlo.multiply %1067, %1069 : tensor<2x16x4x8xbf16>
    %1071 = stablehlo.broadcast_in_dim %1064, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %1072 = stablehlo.multiply %1068, %1071 : tensor<2x16x4x8xbf16>
    %1073 = stablehlo.subtract %1070, %1072 : tensor<2x16x4x8xbf16>
    %1074 = stablehlo.broadcast_in_dim %1066, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %1075 = stablehlo.multiply %1068, %1074 : tensor<2x16x4x8xbf16>
    %1076 = stablehlo.broadcast_in_dim %1064, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %1077 = stablehlo.multiply %1067, %1076 : tensor<2x16x4x8xbf16>
    %1078 = stablehlo.add %1075, %1077 : tensor<2x16x4x8xbf16>
    %1079 = stablehlo.concatenate %1073, %1078, dim = 3 : (tensor<2x16x4x8xbf16>, tensor<2x16x4x8xbf16>) -> tensor<2x16x4x16xbf16>
    %1080 = stablehlo.iota dim = 0 : tensor<8xf32>
    %1081 = stablehlo.negate %1080 : tensor<8xf32>
    %cst_213 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1082 = stablehlo.broadcast_in_dim %cst_213, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %1083 = stablehlo.multiply %1081, %1082 : tensor<8xf32>
    %cst_214 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %1084 = stablehlo.broadcast_in_dim %cst_214, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %1085 = stablehlo.divide %1083, %1084 : tensor<8xf32>
    %cst_215 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %1086 = stablehlo.broadcast_in_dim %cst_215, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %1087 = stablehlo.power %1086, %1085 : tensor<8xf32>
    %1088 = stablehlo.broadcast_in_dim %976#14, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %1089 = stablehlo.convert %1088 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %1090 = stablehlo.broadcast_in_dim %1087, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %1091 = stablehlo.broadcast_in_dim %1089, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x8xf32>
    %1092 = stablehlo.broadcast_in_dim %1090, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x16x1x8xf32>
    %1093 = stablehlo.multiply %1091, %1092 : tensor<2x16x1x8xf32>
    %1094 = stablehlo.sine %1093 : tensor<2x16x1x8xf32>
    %1095 = stablehlo.convert %1094 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %1096 = stablehlo.cosine %1093 : tensor<2x16x1x8xf32>
    %1097 = stablehlo.convert %1096 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %1098 = stablehlo.slice %1048 [0:2, 0:16, 0:1, 0:8] : (tensor<2x16x1x16xbf16>) -> tensor<2x16x1x8xbf16>
    %1099 = stablehlo.slice %1048 [0:2, 0:16, 0:1, 8:16] : (tensor<2x16x1x16xbf16>) -> tensor<2x16x1x8xbf16>
    %1100 = stablehlo.multiply %1098, %1097 : tensor<2x16x1x8xbf16>
    %1101 = stablehlo.multiply %1099, %1095 : tensor<2x16x1x8xbf16>
    %1102 = stablehlo.subtract %1100, %1101 : tensor<2x16x1x8xbf16>
    %1103 = stablehlo.multiply %1099, %1097 : tensor<2x16x1x8xbf16>
    %1104 = stablehlo.multiply %1098, %1095 : tensor<2x16x1x8xbf16>
    %1105 = stablehlo.add %1103, %1104 : tensor<2x16x1x8xbf16>
    %1106 = stablehlo.concatenate %1102, %1105, dim = 3 : (tensor<2x16x1x8xbf16>, tensor<2x16x1x8xbf16>) -> tensor<2x16x1x16xbf16>
    %c_216 = stablehlo.constant dense<true> : tensor<i1>
    %1107 = stablehlo.broadcast_in_dim %c_216, dims = [] : (tensor<i1>) -> tensor<16x16xi1>
    %1108 = call @tril_4(%1107) : (tensor<16x16xi1>) -> tensor<16x16xi1>
    %1109 = stablehlo.broadcast_in_dim %1106, dims = [0, 1, 2, 4] : (tensor<2x16x1x16xbf16>) -> tensor<2x16x1x4x16xbf16>
    %1110 = stablehlo.reshape %1109 : (tensor<2x16x1x4x16xbf16>) -> tensor<2x16x4x16xbf16>
    %1111 = stablehlo.broadcast_in_dim %1004, dims = [0, 1, 2, 4] : (tensor<2x16x1x16xbf16>) -> tensor<2x16x1x4x16xbf16>
    %1112 = stablehlo.reshape %1111 : (tensor<2x16x1x4x16xbf16>) -> tensor<2x16x4x16xbf16>
    %1113 = stablehlo.dot_general %1079, %1110, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xbf16>, tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %cst_217 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %1114 = stablehlo.broadcast_in_dim %cst_217, dims = [] : (tensor<bf16>) -> tensor<2x4x16x16xbf16>
    %1115 = stablehlo.multiply %1113, %1114 : tensor<2x4x16x16xbf16>
    %cst_218 = stablehlo.constant dense<-1.000260e+30> : tensor<bf16>
    %1116:2 = call @_where_7(%1108, %1115, %cst_218) : (tensor<16x16xi1>, tensor<2x4x16x16xbf16>, tensor<bf16>) -> (tensor<2x4x16x16xbf16>, tensor<2x4x16x16xi1>)
    %cst_219 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %1117 = stablehlo.reduce(%1116#0 init: %cst_219) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xbf16>, tensor<bf16>) -> tensor<2x4x16xbf16>
    %cst_220 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %1118 = stablehlo.broadcast_in_dim %cst_220, dims = [] : (tensor<bf16>) -> tensor<2x4x16xbf16>
    %1119 = stablehlo.maximum %1118, %1117 : tensor<2x4x16xbf16>
    %1120 = stablehlo.broadcast_in_dim %1119, dims = [0, 1, 2] : (tensor<2x4x16xbf16>) -> tensor<2x4x16x1xbf16>
    %1121 = stablehlo.broadcast_in_dim %1120, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xbf16>) -> tensor<2x4x16x16xbf16>
    %1122 = stablehlo.subtract %1116#0, %1121 : tensor<2x4x16x16xbf16>
    %1123 = stablehlo.exponential %1122 : tensor<2x4x16x16xbf16>
    %1124 = stablehlo.convert %1123 : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xf32>
    %cst_221 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1125 = stablehlo.reduce(%1124 init: %cst_221) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %1126 = stablehlo.broadcast_in_dim %1125, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %1127 = stablehlo.convert %1126 : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x1xbf16>
    %1128 = stablehlo.broadcast_in_dim %1127, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xbf16>) -> tensor<2x4x16x16xbf16>
    %1129 = stablehlo.divide %1123, %1128 : tensor<2x4x16x16xbf16>
    %1130 = stablehlo.multiply %1127, %1127 : tensor<2x4x16x1xbf16>
    %cst_222 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %1131 = stablehlo.broadcast_in_dim %cst_222, dims = [] : (tensor<bf16>) -> tensor<2x4x16x1xbf16>
    %1132 = stablehlo.divide %1131, %1130 : tensor<2x4x16x1xbf16>
    %1133 = stablehlo.dot_general %1112, %1129, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xbf16>, tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %1134 = stablehlo.transpose %1133, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xbf16>) -> tensor<2x16x4x16xbf16>
    %1135 = stablehlo.reshape %1134 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x64xbf16>
    %1136 = stablehlo.dot_general %1135, %976#4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %1137 = chlo.square %1136 : tensor<2x16x64xbf16> -> tensor<2x16x64xbf16>
    %cst_223 = stablehlo.constant dense<2.000000e+00> : tensor<bf16>
    %1138 = stablehlo.broadcast_in_dim %cst_223, dims = [] : (tensor<bf16>) -> tensor<2x16x64xbf16>
    %1139 = stablehlo.multiply %1138, %1136 : tensor<2x16x64xbf16>
    %1140 = stablehlo.convert %1137 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %cst_224 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1141 = stablehlo.reduce(%1140 init: %cst_224) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1142 = stablehlo.broadcast_in_dim %1141, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_225 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1143 = stablehlo.broadcast_in_dim %cst_225, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %1144 = stablehlo.divide %1142, %1143 : tensor<2x16x1xf32>
    %1145 = stablehlo.convert %1144 : (tensor<2x16x1xf32>) -> tensor<2x16x1xbf16>
    %cst_226 = stablehlo.constant dense<9.983770e-07> : tensor<bf16>
    %1146 = stablehlo.broadcast_in_dim %cst_226, dims = [] : (tensor<bf16>) -> tensor<2x16x1xbf16>
    %1147 = stablehlo.add %1145, %1146 : tensor<2x16x1xbf16>
    %1148 = stablehlo.rsqrt %1147 : tensor<2x16x1xbf16>
    %1149 = stablehlo.divide %1148, %1147 : tensor<2x16x1xbf16>
    %cst_227 = stablehlo.constant dense<-5.000000e-01> : tensor<bf16>
    %1150 = stablehlo.broadcast_in_dim %cst_227, dims = [] : (tensor<bf16>) -> tensor<2x16x1xbf16>
    %1151 = stablehlo.multiply %1150, %1149 : tensor<2x16x1xbf16>
    %1152 = stablehlo.broadcast_in_dim %1148, dims = [0, 1, 2] : (tensor<2x16x1xbf16>) -> tensor<2x16x64xbf16>
    %1153 = stablehlo.multiply %1136, %1152 : tensor<2x16x64xbf16>
    %cst_228 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %1154 = stablehlo.broadcast_in_dim %cst_228, dims = [] : (tensor<bf16>) -> tensor<64xbf16>
    %1155 = stablehlo.add %1154, %976#5 : tensor<64xbf16>
    %1156 = stablehlo.broadcast_in_dim %1155, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %1157 = stablehlo.broadcast_in_dim %1156, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %1158 = stablehlo.multiply %1153, %1157 : tensor<2x16x64xbf16>
    %1159 = stablehlo.add %976#13, %1158 : tensor<2x16x64xbf16>
    %1160 = sdy.sharding_constraint %1159 <@mesh, [{"data"}, {}, {}]> : tensor<2x16x64xbf16>
    %1161 = chlo.square %1160 : tensor<2x16x64xbf16> -> tensor<2x16x64xbf16>
    %cst_229 = stablehlo.constant dense<2.000000e+00> : tensor<bf16>
    %1162 = stablehlo.broadcast_in_dim %cst_229, dims = [] : (tensor<bf16>) -> tensor<2x16x64xbf16>
    %1163 = stablehlo.multiply %1162, %1160 : tensor<2x16x64xbf16>
    %1164 = stablehlo.convert %1161 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %cst_230 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1165 = stablehlo.reduce(%1164 init: %cst_230) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1166 = stablehlo.broadcast_in_dim %1165, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_231 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1167 = stablehlo.broadcast_in_dim %cst_231, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %1168 = stablehlo.divide %1166, %1167 : tensor<2x16x1xf32>
    %1169 = stablehlo.convert %1168 : (tensor<2x16x1xf32>) -> tensor<2x16x1xbf16>
    %cst_232 = stablehlo.constant dense<9.983770e-07> : tensor<bf16>
    %1170 = stablehlo.broadcast_in_dim %cst_232, dims = [] : (tensor<bf16>) -> tensor<2x16x1xbf16>
    %1171 = stablehlo.add %1169, %1170 : tensor<2x16x1xbf16>
    %1172 = stablehlo.rsqrt %1171 : tensor<2x16x1xbf16>
    %1173 = stablehlo.divide %1172, %1171 : tensor<2x16x1xbf16>
    %cst_233 = stablehlo.constant dense<-5.000000e-01> : tensor<bf16>
    %1174 = stablehlo.broadcast_in_dim %cst_233, dims = [] : (tensor<bf16>) -> tensor<2x16x1xbf16>
    %1175 = stablehlo.multiply %1174, %1173 : tensor<2x16x1xbf16>
    %1176 = stablehlo.broadcast_in_dim %1172, dims = [0, 1, 2] : (tensor<2x16x1xbf16>) -> tensor<2x16x64xbf16>
    %1177 = stablehlo.multiply %1160, %1176 : tensor<2x16x64xbf16>
    %cst_234 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %1178 = stablehlo.broadcast_in_dim %cst_234, dims = [] : (tensor<bf16>) -> tensor<64xbf16>
    %1179 = stablehlo.add %1178, %976#8 : tensor<64xbf16>
    %1180 = stablehlo.broadcast_in_dim %1179, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %1181 = stablehlo.broadcast_in_dim %1180, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %1182 = stablehlo.multiply %1177, %1181 : tensor<2x16x64xbf16>
    %1183 = stablehlo.dot_general %1182, %976#1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x128xbf16>) -> tensor<2x16x128xbf16>
    %1184 = stablehlo.multiply %1183, %1183 : tensor<2x16x128xbf16>
    %1185 = stablehlo.multiply %1184, %1183 : tensor<2x16x128xbf16>
    %1186 = stablehlo.multiply %1183, %1183 : tensor<2x16x128xbf16>
    %cst_235 = stablehlo.constant dense<3.000000e+00> : tensor<bf16>
    %1187 = stablehlo.broadcast_in_dim %cst_235, dims = [] : (tensor<bf16>) -> tensor<2x16x128xbf16>
    %1188 = stablehlo.multiply %1187, %1186 : tensor<2x16x128xbf16>
    %cst_236 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %1189 = stablehlo.broadcast_in_dim %cst_236, dims = [] : (tensor<bf16>) -> tensor<2x16x128xbf16>
    %1190 = stablehlo.multiply %1189, %1185 : tensor<2x16x128xbf16>
    %1191 = stablehlo.add %1183, %1190 : tensor<2x16x128xbf16>
    %cst_237 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %1192 = stablehlo.broadcast_in_dim %cst_237, dims = [] : (tensor<bf16>) -> tensor<2x16x128xbf16>
    %1193 = stablehlo.multiply %1192, %1191 : tensor<2x16x128xbf16>
    %1194 = stablehlo.tanh %1193 : tensor<2x16x128xbf16>
    %cst_238 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %1195 = stablehlo.broadcast_in_dim %cst_238, dims = [] : (tensor<bf16>) -> tensor<2x16x128xbf16>
    %1196 = stablehlo.subtract %1195, %1194 : tensor<2x16x128xbf16>
    %cst_239 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %1197 = stablehlo.broadcast_in_dim %cst_239, dims = [] : (tensor<bf16>) -> tensor<2x16x128xbf16>
    %1198 = stablehlo.add %1197, %1194 : tensor<2x16x128xbf16>
    %cst_240 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %1199 = stablehlo.broadcast_in_dim %cst_240, dims = [] : (tensor<bf16>) -> tensor<2x16x128xbf16>
    %1200 = stablehlo.multiply %1199, %1198 : tensor<2x16x128xbf16>
    %1201 = stablehlo.multiply %1183, %1200 : tensor<2x16x128xbf16>
    %1202 = stablehlo.dot_general %1182, %976#11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x128xbf16>) -> tensor<2x16x128xbf16>
    %1203 = stablehlo.multiply %1201, %1202 : tensor<2x16x128xbf16>
    %1204 = stablehlo.dot_general %1203, %976#0, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xbf16>, tensor<128x64xbf16>) -> tensor<2x16x64xbf16>
    %1205 = chlo.square %1204 : tensor<2x16x64xbf16> -> tensor<2x16x64xbf16>
    %cst_241 = stablehlo.constant dense<2.000000e+00> : tensor<bf16>
    %1206 = stablehlo.broadcast_in_dim %cst_241, dims = [] : (tensor<bf16>) -> tensor<2x16x64xbf16>
    %1207 = stablehlo.multiply %1206, %1204 : tensor<2x16x64xbf16>
    %1208 = stablehlo.convert %1205 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %cst_242 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1209 = stablehlo.reduce(%1208 init: %cst_242) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1210 = stablehlo.broadcast_in_dim %1209, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_243 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1211 = stablehlo.broadcast_in_dim %cst_243, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %1212 = stablehlo.divide %1210, %1211 : tensor<2x16x1xf32>
    %1213 = stablehlo.convert %1212 : (tensor<2x16x1xf32>) -> tensor<2x16x1xbf16>
    %cst_244 = stablehlo.constant dense<9.983770e-07> : tensor<bf16>
    %1214 = stablehlo.broadcast_in_dim %cst_244, dims = [] : (tensor<bf16>) -> tensor<2x16x1xbf16>
    %1215 = stablehlo.add %1213, %1214 : tensor<2x16x1xbf16>
    %1216 = stablehlo.rsqrt %1215 : tensor<2x16x1xbf16>
    %1217 = stablehlo.divide %1216, %1215 : tensor<2x16x1xbf16>
    %cst_245 = stablehlo.constant dense<-5.000000e-01> : tensor<bf16>
    %1218 = stablehlo.broadcast_in_dim %cst_245, dims = [] : (tensor<bf16>) -> tensor<2x16x1xbf16>
    %1219 = stablehlo.multiply %1218, %1217 : tensor<2x16x1xbf16>
    %1220 = stablehlo.broadcast_in_dim %1216, dims = [0, 1, 2] : (tensor<2x16x1xbf16>) -> tensor<2x16x64xbf16>
    %1221 = stablehlo.multiply %1204, %1220 : tensor<2x16x64xbf16>
    %cst_246 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %1222 = stablehlo.broadcast_in_dim %cst_246, dims = [] : (tensor<bf16>) -> tensor<64xbf16>
    %1223 = stablehlo.add %1222, %976#6 : tensor<64xbf16>
    %1224 = stablehlo.broadcast_in_dim %1223, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %1225 = sdy.sharding_constraint %976#15 <@mesh, [{"data"}, {}, {}]> : tensor<2x16x64xbf16>
    %1226 = stablehlo.multiply %1221, %1225 : tensor<2x16x64xbf16>
    %cst_247 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %1227 = stablehlo.reduce(%1226 init: %cst_247) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %1228 = stablehlo.reshape %1227 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %1229 = stablehlo.broadcast_in_dim %1224, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %1230 = stablehlo.multiply %1225, %1229 : tensor<2x16x64xbf16>
    %cst_248 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %1231 = stablehlo.reduce(%1228 init: %cst_248) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %1232 = stablehlo.multiply %1204, %1230 : tensor<2x16x64xbf16>
    %cst_249 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %1233 = stablehlo.reduce(%1232 init: %cst_249) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xbf16>, tensor<bf16>) -> tensor<2x16xbf16>
    %1234 = stablehlo.reshape %1233 : (tensor<2x16xbf16>) -> tensor<2x16x1xbf16>
    %1235 = stablehlo.broadcast_in_dim %1216, dims = [0, 1, 2] : (tensor<2x16x1xbf16>) -> tensor<2x16x64xbf16>
    %1236 = stablehlo.multiply %1230, %1235 : tensor<2x16x64xbf16>
    %1237 = stablehlo.multiply %1234, %1219 : tensor<2x16x1xbf16>
    %1238 = stablehlo.convert %1237 : (tensor<2x16x1xbf16>) -> tensor<2x16x1xf32>
    %cst_250 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1239 = stablehlo.broadcast_in_dim %cst_250, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %1240 = stablehlo.divide %1238, %1239 : tensor<2x16x1xf32>
    %cst_251 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1241 = stablehlo.reduce(%1240 init: %cst_251) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1242 = stablehlo.broadcast_in_dim %1241, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %1243 = stablehlo.convert %1242 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %1244 = stablehlo.multiply %1243, %1207 : tensor<2x16x64xbf16>
    %1245 = stablehlo.add %1236, %1244 : tensor<2x16x64xbf16>
    %1246 = stablehlo.dot_general %1245, %1203, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<2x16x128xbf16>) -> tensor<64x128xbf16>
    %1247 = stablehlo.transpose %1246, dims = [1, 0] : (tensor<64x128xbf16>) -> tensor<128x64xbf16>
    %1248 = stablehlo.dot_general %1245, %976#0, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<128x64xbf16>) -> tensor<2x16x128xbf16>
    %1249 = stablehlo.multiply %1201, %1248 : tensor<2x16x128xbf16>
    %1250 = stablehlo.multiply %1248, %1202 : tensor<2x16x128xbf16>
    %1251 = stablehlo.dot_general %1249, %1182, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xbf16>, tensor<2x16x64xbf16>) -> tensor<128x64xbf16>
    %1252 = stablehlo.transpose %1251, dims = [1, 0] : (tensor<128x64xbf16>) -> tensor<64x128xbf16>
    %1253 = stablehlo.dot_general %1249, %976#11, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xbf16>, tensor<64x128xbf16>) -> tensor<2x16x64xbf16>
    %1254 = stablehlo.multiply %1183, %1250 : tensor<2x16x128xbf16>
    %1255 = stablehlo.multiply %1250, %1200 : tensor<2x16x128xbf16>
    %cst_252 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %1256 = stablehlo.broadcast_in_dim %cst_252, dims = [] : (tensor<bf16>) -> tensor<2x16x128xbf16>
    %1257 = stablehlo.multiply %1256, %1254 : tensor<2x16x128xbf16>
    %1258 = stablehlo.multiply %1257, %1196 : tensor<2x16x128xbf16>
    %1259 = stablehlo.multiply %1258, %1194 : tensor<2x16x128xbf16>
    %1260 = stablehlo.add %1258, %1259 : tensor<2x16x128xbf16>
    %cst_253 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %1261 = stablehlo.broadcast_in_dim %cst_253, dims = [] : (tensor<bf16>) -> tensor<2x16x128xbf16>
    %1262 = stablehlo.multiply %1261, %1260 : tensor<2x16x128xbf16>
    %1263 = stablehlo.add %1255, %1262 : tensor<2x16x128xbf16>
    %cst_254 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %1264 = stablehlo.broadcast_in_dim %cst_254, dims = [] : (tensor<bf16>) -> tensor<2x16x128xbf16>
    %1265 = stablehlo.multiply %1264, %1262 : tensor<2x16x128xbf16>
    %1266 = stablehlo.multiply %1265, %1188 : tensor<2x16x128xbf16>
    %1267 = stablehlo.add %1263, %1266 : tensor<2x16x128xbf16>
    %1268 = stablehlo.dot_general %1267, %1182, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xbf16>, tensor<2x16x64xbf16>) -> tensor<128x64xbf16>
    %1269 = stablehlo.transpose %1268, dims = [1, 0] : (tensor<128x64xbf16>) -> tensor<64x128xbf16>
    %1270 = stablehlo.dot_general %1267, %976#1, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xbf16>, tensor<64x128xbf16>) -> tensor<2x16x64xbf16>
    %1271 = stablehlo.add %1253, %1270 : tensor<2x16x64xbf16>
    %1272 = stablehlo.multiply %1177, %1271 : tensor<2x16x64xbf16>
    %cst_255 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %1273 = stablehlo.reduce(%1272 init: %cst_255) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %1274 = stablehlo.reshape %1273 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %1275 = stablehlo.broadcast_in_dim %1180, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %1276 = stablehlo.multiply %1271, %1275 : tensor<2x16x64xbf16>
    %cst_256 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %1277 = stablehlo.reduce(%1274 init: %cst_256) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %1278 = stablehlo.multiply %1160, %1276 : tensor<2x16x64xbf16>
    %cst_257 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %1279 = stablehlo.reduce(%1278 init: %cst_257) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xbf16>, tensor<bf16>) -> tensor<2x16xbf16>
    %1280 = stablehlo.reshape %1279 : (tensor<2x16xbf16>) -> tensor<2x16x1xbf16>
    %1281 = stablehlo.broadcast_in_dim %1172, dims = [0, 1, 2] : (tensor<2x16x1xbf16>) -> tensor<2x16x64xbf16>
    %1282 = stablehlo.multiply %1276, %1281 : tensor<2x16x64xbf16>
    %1283 = stablehlo.add %1225, %1282 : tensor<2x16x64xbf16>
    %1284 = stablehlo.multiply %1280, %1175 : tensor<2x16x1xbf16>
    %1285 = stablehlo.convert %1284 : (tensor<2x16x1xbf16>) -> tensor<2x16x1xf32>
    %cst_258 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1286 = stablehlo.broadcast_in_dim %cst_258, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %1287 = stablehlo.divide %1285, %1286 : tensor<2x16x1xf32>
    %cst_259 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1288 = stablehlo.reduce(%1287 init: %cst_259) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1289 = stablehlo.broadcast_in_dim %1288, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %1290 = stablehlo.convert %1289 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %1291 = stablehlo.multiply %1290, %1163 : tensor<2x16x64xbf16>
    %1292 = stablehlo.add %1283, %1291 : tensor<2x16x64xbf16>
    %1293 = sdy.sharding_constraint %1292 <@mesh, [{"data"}, {}, {}]> : tensor<2x16x64xbf16>
    %1294 = stablehlo.multiply %1153, %1293 : tensor<2x16x64xbf16>
    %cst_260 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %1295 = stablehlo.reduce(%1294 init: %cst_260) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %1296 = stablehlo.reshape %1295 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %1297 = stablehlo.broadcast_in_dim %1156, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %1298 = stablehlo.multiply %1293, %1297 : tensor<2x16x64xbf16>
    %cst_261 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %1299 = stablehlo.reduce(%1296 init: %cst_261) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %1300 = stablehlo.multiply %1136, %1298 : tensor<2x16x64xbf16>
    %cst_262 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %1301 = stablehlo.reduce(%1300 init: %cst_262) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xbf16>, tensor<bf16>) -> tensor<2x16xbf16>
    %1302 = stablehlo.reshape %1301 : (tensor<2x16xbf16>) -> tensor<2x16x1xbf16>
    %1303 = stablehlo.broadcast_in_dim %1148, dims = [0, 1, 2] : (tensor<2x16x1xbf16>) -> tensor<2x16x64xbf16>
    %1304 = stablehlo.multiply %1298, %1303 : tensor<2x16x64xbf16>
    %1305 = stablehlo.multiply %1302, %1151 : tensor<2x16x1xbf16>
    %1306 = stablehlo.convert %1305 : (tensor<2x16x1xbf16>) -> tensor<2x16x1xf32>
    %cst_263 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1307 = stablehlo.broadcast_in_dim %cst_263, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %1308 = stablehlo.divide %1306, %1307 : tensor<2x16x1xf32>
    %cst_264 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1309 = stablehlo.reduce(%1308 init: %cst_264) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1310 = stablehlo.broadcast_in_dim %1309, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %1311 = stablehlo.convert %1310 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %1312 = stablehlo.multiply %1311, %1139 : tensor<2x16x64xbf16>
    %1313 = stablehlo.add %1304, %1312 : tensor<2x16x64xbf16>
    %1314 = stablehlo.dot_general %1313, %1135, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<2x16x64xbf16>) -> tensor<64x64xbf16>
    %1315 = stablehlo.transpose %1314, dims = [1, 0] : (tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %1316 = stablehlo.dot_general %1313, %976#4, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %1317 = stablehlo.reshape %1316 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %1318 = stablehlo.transpose %1317, dims = [0, 2, 3, 1] : (tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %1319 = stablehlo.dot_general %1318, %1112, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xbf16>, tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %1320 = stablehlo.dot_general %1318, %1129, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xbf16>, tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %1321 = stablehlo.transpose %1320, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xbf16>) -> tensor<2x16x4x16xbf16>
    %1322 = stablehlo.broadcast_in_dim %1132, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xbf16>) -> tensor<2x4x16x16xbf16>
    %1323 = stablehlo.multiply %1319, %1322 : tensor<2x4x16x16xbf16>
    %1324 = stablehlo.multiply %1323, %1123 : tensor<2x4x16x16xbf16>
    %cst_265 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %1325 = stablehlo.reduce(%1324 init: %cst_265) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xbf16>, tensor<bf16>) -> tensor<2x4x16xbf16>
    %1326 = stablehlo.reshape %1325 : (tensor<2x4x16xbf16>) -> tensor<2x4x16x1xbf16>
    %1327 = stablehlo.negate %1326 : tensor<2x4x16x1xbf16>
    %1328 = stablehlo.broadcast_in_dim %1127, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xbf16>) -> tensor<2x4x16x16xbf16>
    %1329 = stablehlo.divide %1319, %1328 : tensor<2x4x16x16xbf16>
    %1330 = stablehlo.convert %1327 : (tensor<2x4x16x1xbf16>) -> tensor<2x4x16x1xf32>
    %cst_266 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1331 = stablehlo.reduce(%1330 init: %cst_266) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x1xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %1332 = stablehlo.broadcast_in_dim %1331, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %1333 = stablehlo.convert %1332 : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xbf16>
    %1334 = stablehlo.add %1329, %1333 : tensor<2x4x16x16xbf16>
    %1335 = stablehlo.multiply %1334, %1123 : tensor<2x4x16x16xbf16>
    %1336 = call @_where_8(%1116#1, %1335) : (tensor<2x4x16x16xi1>, tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %cst_267 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %1337 = stablehlo.broadcast_in_dim %cst_267, dims = [] : (tensor<bf16>) -> tensor<2x4x16x16xbf16>
    %1338 = stablehlo.multiply %1336, %1337 : tensor<2x4x16x16xbf16>
    %1339 = stablehlo.dot_general %1338, %1079, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xbf16>, tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %1340 = stablehlo.transpose %1339, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xbf16>) -> tensor<2x16x4x16xbf16>
    %1341 = stablehlo.dot_general %1338, %1110, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xbf16>, tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %1342 = stablehlo.transpose %1341, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xbf16>) -> tensor<2x16x4x16xbf16>
    %1343 = stablehlo.reshape %1321 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x1x4x16xbf16>
    %cst_268 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %1344 = stablehlo.reduce(%1343 init: %cst_268) applies stablehlo.add across dimensions = [2, 3] : (tensor<2x16x1x4x16xbf16>, tensor<bf16>) -> tensor<2x16x16xbf16>
    %1345 = stablehlo.broadcast_in_dim %1344, dims = [0, 1, 3] : (tensor<2x16x16xbf16>) -> tensor<2x16x1x16xbf16>
    %1346 = stablehlo.reshape %1340 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x1x4x16xbf16>
    %cst_269 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %1347 = stablehlo.reduce(%1346 init: %cst_269) applies stablehlo.add across dimensions = [2, 3] : (tensor<2x16x1x4x16xbf16>, tensor<bf16>) -> tensor<2x16x16xbf16>
    %1348 = stablehlo.broadcast_in_dim %1347, dims = [0, 1, 3] : (tensor<2x16x16xbf16>) -> tensor<2x16x1x16xbf16>
    %1349 = stablehlo.slice %1348 [0:2, 0:16, 0:1, 0:8] : (tensor<2x16x1x16xbf16>) -> tensor<2x16x1x8xbf16>
    %1350 = stablehlo.slice %1348 [0:2, 0:16, 0:1, 8:16] : (tensor<2x16x1x16xbf16>) -> tensor<2x16x1x8xbf16>
    %1351 = stablehlo.multiply %1350, %1095 : tensor<2x16x1x8xbf16>
    %1352 = stablehlo.multiply %1350, %1097 : tensor<2x16x1x8xbf16>
    %1353 = stablehlo.negate %1349 : tensor<2x16x1x8xbf16>
    %1354 = stablehlo.multiply %1353, %1095 : tensor<2x16x1x8xbf16>
    %1355 = stablehlo.add %1352, %1354 : tensor<2x16x1x8xbf16>
    %1356 = stablehlo.multiply %1349, %1097 : tensor<2x16x1x8xbf16>
    %1357 = stablehlo.add %1351, %1356 : tensor<2x16x1x8xbf16>
    %cst_270 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %1358 = stablehlo.pad %1355, %cst_270, low = [0, 0, 0, 8], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x16x1x8xbf16>, tensor<bf16>) -> tensor<2x16x1x16xbf16>
    %cst_271 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %1359 = stablehlo.pad %1357, %cst_271, low = [0, 0, 0, 0], high = [0, 0, 0, 8], interior = [0, 0, 0, 0] : (tensor<2x16x1x8xbf16>, tensor<bf16>) -> tensor<2x16x1x16xbf16>
    %1360 = stablehlo.add %1358, %1359 : tensor<2x16x1x16xbf16>
    %1361 = stablehlo.slice %1342 [0:2, 0:16, 0:4, 0:8] : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x8xbf16>
    %1362 = stablehlo.slice %1342 [0:2, 0:16, 0:4, 8:16] : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x8xbf16>
    %1363 = stablehlo.broadcast_in_dim %1064, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %1364 = stablehlo.multiply %1362, %1363 : tensor<2x16x4x8xbf16>
    %1365 = stablehlo.broadcast_in_dim %1066, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %1366 = stablehlo.multiply %1362, %1365 : tensor<2x16x4x8xbf16>
    %1367 = stablehlo.negate %1361 : tensor<2x16x4x8xbf16>
    %1368 = stablehlo.broadcast_in_dim %1064, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %1369 = stablehlo.multiply %1367, %1368 : tensor<2x16x4x8xbf16>
    %1370 = stablehlo.add %1366, %1369 : tensor<2x16x4x8xbf16>
    %1371 = stablehlo.broadcast_in_dim %1066, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %1372 = stablehlo.multiply %1361, %1371 : tensor<2x16x4x8xbf16>
    %1373 = stablehlo.add %1364, %1372 : tensor<2x16x4x8xbf16>
    %cst_272 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %1374 = stablehlo.pad %1370, %cst_272, low = [0, 0, 0, 8], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x16x4x8xbf16>, tensor<bf16>) -> tensor<2x16x4x16xbf16>
    %cst_273 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %1375 = stablehlo.pad %1373, %cst_273, low = [0, 0, 0, 0], high = [0, 0, 0, 8], interior = [0, 0, 0, 0] : (tensor<2x16x4x8xbf16>, tensor<bf16>) -> tensor<2x16x4x16xbf16>
    %1376 = stablehlo.add %1374, %1375 : tensor<2x16x4x16xbf16>
    %1377 = stablehlo.multiply %1043, %1360 : tensor<2x16x1x16xbf16>
    %cst_274 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %1378 = stablehlo.reduce(%1377 init: %cst_274) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x1x16xbf16>, tensor<bf16>) -> tensor<1x16xbf16>
    %1379 = stablehlo.reshape %1378 : (tensor<1x16xbf16>) -> tensor<1x1x1x16xbf16>
    %1380 = stablehlo.broadcast_in_dim %1046, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xbf16>) -> tensor<2x16x1x16xbf16>
    %1381 = stablehlo.multiply %1360, %1380 : tensor<2x16x1x16xbf16>
    %cst_275 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %1382 = stablehlo.reduce(%1379 init: %cst_275) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xbf16>, tensor<bf16>) -> tensor<16xbf16>
    %1383 = stablehlo.multiply %1002, %1381 : tensor<2x16x1x16xbf16>
    %cst_276 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %1384 = stablehlo.reduce(%1383 init: %cst_276) applies stablehlo.add across dimensions = [3] : (tensor<2x16x1x16xbf16>, tensor<bf16>) -> tensor<2x16x1xbf16>
    %1385 = stablehlo.reshape %1384 : (tensor<2x16x1xbf16>) -> tensor<2x16x1x1xbf16>
    %1386 = stablehlo.broadcast_in_dim %1038, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xbf16>) -> tensor<2x16x1x16xbf16>
    %1387 = stablehlo.multiply %1381, %1386 : tensor<2x16x1x16xbf16>
    %1388 = stablehlo.multiply %1385, %1041 : tensor<2x16x1x1xbf16>
    %1389 = stablehlo.convert %1388 : (tensor<2x16x1x1xbf16>) -> tensor<2x16x1x1xf32>
    %cst_277 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %1390 = stablehlo.broadcast_in_dim %cst_277, dims = [] : (tensor<f32>) -> tensor<2x16x1x1xf32>
    %1391 = stablehlo.divide %1389, %1390 : tensor<2x16x1x1xf32>
    %cst_278 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1392 = stablehlo.reduce(%1391 init: %cst_278) applies stablehlo.add across dimensions = [2, 3] : (tensor<2x16x1x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1393 = stablehlo.broadcast_in_dim %1392, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %1394 = stablehlo.broadcast_in_dim %1393, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x1x16xf32>
    %1395 = stablehlo.convert %1394 : (tensor<2x16x1x16xf32>) -> tensor<2x16x1x16xbf16>
    %1396 = stablehlo.multiply %1395, %1029 : tensor<2x16x1x16xbf16>
    %1397 = stablehlo.add %1387, %1396 : tensor<2x16x1x16xbf16>
    %1398 = stablehlo.multiply %1021, %1376 : tensor<2x16x4x16xbf16>
    %cst_279 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %1399 = stablehlo.reduce(%1398 init: %cst_279) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x16x4x16xbf16>, tensor<bf16>) -> tensor<16xbf16>
    %1400 = stablehlo.reshape %1399 : (tensor<16xbf16>) -> tensor<1x1x1x16xbf16>
    %1401 = stablehlo.broadcast_in_dim %1024, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xbf16>) -> tensor<2x16x4x16xbf16>
    %1402 = stablehlo.multiply %1376, %1401 : tensor<2x16x4x16xbf16>
    %cst_280 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %1403 = stablehlo.reduce(%1400 init: %cst_280) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xbf16>, tensor<bf16>) -> tensor<16xbf16>
    %1404 = stablehlo.multiply %1000, %1402 : tensor<2x16x4x16xbf16>
    %cst_281 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %1405 = stablehlo.reduce(%1404 init: %cst_281) applies stablehlo.add across dimensions = [3] : (tensor<2x16x4x16xbf16>, tensor<bf16>) -> tensor<2x16x4xbf16>
    %1406 = stablehlo.reshape %1405 : (tensor<2x16x4xbf16>) -> tensor<2x16x4x1xbf16>
    %1407 = stablehlo.broadcast_in_dim %1016, dims = [0, 1, 2, 3] : (tensor<2x16x4x1xbf16>) -> tensor<2x16x4x16xbf16>
    %1408 = stablehlo.multiply %1402, %1407 : tensor<2x16x4x16xbf16>
    %1409 = stablehlo.multiply %1406, %1019 : tensor<2x16x4x1xbf16>
    %1410 = stablehlo.convert %1409 : (tensor<2x16x4x1xbf16>) -> tensor<2x16x4x1xf32>
    %cst_282 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %1411 = stablehlo.broadcast_in_dim %cst_282, dims = [] : (tensor<f32>) -> tensor<2x16x4x1xf32>
    %1412 = stablehlo.divide %1410, %1411 : tensor<2x16x4x1xf32>
    %cst_283 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1413 = stablehlo.reduce(%1412 init: %cst_283) applies stablehlo.add across dimensions = [3] : (tensor<2x16x4x1xf32>, tensor<f32>) -> tensor<2x16x4xf32>
    %1414 = stablehlo.broadcast_in_dim %1413, dims = [0, 1, 2] : (tensor<2x16x4xf32>) -> tensor<2x16x4x16xf32>
    %1415 = stablehlo.convert %1414 : (tensor<2x16x4x16xf32>) -> tensor<2x16x4x16xbf16>
    %1416 = stablehlo.multiply %1415, %1007 : tensor<2x16x4x16xbf16>
    %1417 = stablehlo.add %1408, %1416 : tensor<2x16x4x16xbf16>
    %1418 = stablehlo.reshape %1345 : (tensor<2x16x1x16xbf16>) -> tensor<2x16x16xbf16>
    %1419 = stablehlo.dot_general %1418, %998, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x16xbf16>, tensor<2x16x64xbf16>) -> tensor<16x64xbf16>
    %1420 = stablehlo.transpose %1419, dims = [1, 0] : (tensor<16x64xbf16>) -> tensor<64x16xbf16>
    %1421 = stablehlo.dot_general %1418, %976#12, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x16xbf16>, tensor<64x16xbf16>) -> tensor<2x16x64xbf16>
    %1422 = stablehlo.reshape %1397 : (tensor<2x16x1x16xbf16>) -> tensor<2x16x16xbf16>
    %1423 = stablehlo.dot_general %1422, %998, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x16xbf16>, tensor<2x16x64xbf16>) -> tensor<16x64xbf16>
    %1424 = stablehlo.transpose %1423, dims = [1, 0] : (tensor<16x64xbf16>) -> tensor<64x16xbf16>
    %1425 = stablehlo.dot_general %1422, %976#2, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x16xbf16>, tensor<64x16xbf16>) -> tensor<2x16x64xbf16>
    %1426 = stablehlo.add %1421, %1425 : tensor<2x16x64xbf16>
    %1427 = stablehlo.reshape %1417 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x64xbf16>
    %1428 = stablehlo.dot_general %1427, %998, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<2x16x64xbf16>) -> tensor<64x64xbf16>
    %1429 = stablehlo.transpose %1428, dims = [1, 0] : (tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %1430 = stablehlo.dot_general %1427, %976#9, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %1431 = stablehlo.add %1426, %1430 : tensor<2x16x64xbf16>
    %1432 = stablehlo.multiply %993, %1431 : tensor<2x16x64xbf16>
    %cst_284 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %1433 = stablehlo.reduce(%1432 init: %cst_284) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %1434 = stablehlo.reshape %1433 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %1435 = stablehlo.broadcast_in_dim %996, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %1436 = stablehlo.multiply %1431, %1435 : tensor<2x16x64xbf16>
    %cst_285 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %1437 = stablehlo.reduce(%1434 init: %cst_285) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %1438 = stablehlo.multiply %976#13, %1436 : tensor<2x16x64xbf16>
    %cst_286 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %1439 = stablehlo.reduce(%1438 init: %cst_286) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xbf16>, tensor<bf16>) -> tensor<2x16xbf16>
    %1440 = stablehlo.reshape %1439 : (tensor<2x16xbf16>) -> tensor<2x16x1xbf16>
    %1441 = stablehlo.broadcast_in_dim %988, dims = [0, 1, 2] : (tensor<2x16x1xbf16>) -> tensor<2x16x64xbf16>
    %1442 = stablehlo.multiply %1436, %1441 : tensor<2x16x64xbf16>
    %1443 = stablehlo.add %1293, %1442 : tensor<2x16x64xbf16>
    %1444 = stablehlo.multiply %1440, %991 : tensor<2x16x1xbf16>
    %1445 = stablehlo.convert %1444 : (tensor<2x16x1xbf16>) -> tensor<2x16x1xf32>
    %cst_287 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1446 = stablehlo.broadcast_in_dim %cst_287, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %1447 = stablehlo.divide %1445, %1446 : tensor<2x16x1xf32>
    %cst_288 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1448 = stablehlo.reduce(%1447 init: %cst_288) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1449 = stablehlo.broadcast_in_dim %1448, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %1450 = stablehlo.convert %1449 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %1451 = stablehlo.multiply %1450, %979 : tensor<2x16x64xbf16>
    %1452 = stablehlo.add %1443, %1451 : tensor<2x16x64xbf16>
    %1453 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<bf16>) -> tensor<2x16x64xbf16>
    %1454 = stablehlo.multiply %1452, %1453 : tensor<2x16x64xbf16>
    %1455 = call @_take_9(%0#1, %1454) : (tensor<2x16x1xi32>, tensor<2x16x64xbf16>) -> tensor<128x64xbf16>
    %1456 = stablehlo.add %478, %1455 : tensor<128x64xbf16>
    %cst_289 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %1457 = stablehlo.broadcast_in_dim %cst_289, dims = [] : (tensor<bf16>) -> tensor<128x64xbf16>
    %1458 = stablehlo.multiply %1457, %1456 : tensor<128x64xbf16>
    %1459 = stablehlo.subtract %arg0, %1458 : tensor<128x64xbf16>
    %cst_290 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %1460 = stablehlo.broadcast_in_dim %cst_290, dims = [] : (tensor<bf16>) -> tensor<64xbf16>
    %1461 = stablehlo.multiply %1460, %484 : tensor<64xbf16>
    %1462 = stablehlo.subtract %arg1, %1461 : tensor<64xbf16>
    %cst_291 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %1463 = stablehlo.broadcast_in_dim %cst_291, dims = [] : (tensor<bf16>) -> tensor<128x64xbf16>
    %1464 = stablehlo.multiply %1463, %1247 : tensor<128x64xbf16>
    %1465 = stablehlo.subtract %arg2, %1464 : tensor<128x64xbf16>
    %cst_292 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %1466 = stablehlo.broadcast_in_dim %cst_292, dims = [] : (tensor<bf16>) -> tensor<64x128xbf16>
    %1467 = stablehlo.multiply %1466, %1269 : tensor<64x128xbf16>
    %1468 = stablehlo.subtract %arg3, %1467 : tensor<64x128xbf16>
    %cst_293 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %1469 = stablehlo.broadcast_in_dim %cst_293, dims = [] : (tensor<bf16>) -> tensor<64x16xbf16>
    %1470 = stablehlo.multiply %1469, %1424 : tensor<64x16xbf16>
    %1471 = stablehlo.subtract %arg4, %1470 : tensor<64x16xbf16>
    %cst_294 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %1472 = stablehlo.broadcast_in_dim %cst_294, dims = [] : (tensor<bf16>) -> tensor<16xbf16>
    %1473 = stablehlo.multiply %1472, %1382 : tensor<16xbf16>
    %1474 = stablehlo.subtract %arg5, %1473 : tensor<16xbf16>
    %cst_295 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %1475 = stablehlo.broadcast_in_dim %cst_295, dims = [] : (tensor<bf16>) -> tensor<64x64xbf16>
    %1476 = stablehlo.multiply %1475, %1315 : tensor<64x64xbf16>
    %1477 = stablehlo.subtract %arg6, %1476 : tensor<64x64xbf16>
    %cst_296 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %1478 = stablehlo.broadcast_in_dim %cst_296, dims = [] : (tensor<bf16>) -> tensor<64xbf16>
    %1479 = stablehlo.multiply %1478, %1299 : tensor<64xbf16>
    %1480 = stablehlo.subtract %arg7, %1479 : tensor<64xbf16>
    %cst_297 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %1481 = stablehlo.broadcast_in_dim %cst_297, dims = [] : (tensor<bf16>) -> tensor<64xbf16>
    %1482 = stablehlo.multiply %1481, %1231 : tensor<64xbf16>
    %1483 = stablehlo.subtract %arg8, %1482 : tensor<64xbf16>
    %cst_298 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %1484 = stablehlo.broadcast_in_dim %cst_298, dims = [] : (tensor<bf16>) -> tensor<64xbf16>
    %1485 = stablehlo.multiply %1484, %1437 : tensor<64xbf16>
    %1486 = stablehlo.subtract %arg9, %1485 : tensor<64xbf16>
    %cst_299 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %1487 = stablehlo.broadcast_in_dim %cst_299, dims = [] : (tensor<bf16>) -> tensor<64xbf16>
    %1488 = stablehlo.multiply %1487, %1277 : tensor<64xbf16>
    %1489 = stablehlo.subtract %arg10, %1488 : tensor<64xbf16>
    %cst_300 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %1490 = stablehlo.broadcast_in_dim %cst_300, dims = [] : (tensor<bf16>) -> tensor<64x64xbf16>
    %1491 = stablehlo.multiply %1490, %1429 : tensor<64x64xbf16>
    %1492 = stablehlo.subtract %arg11, %1491 : tensor<64x64xbf16>
    %cst_301 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %1493 = stablehlo.broadcast_in_dim %cst_301, dims = [] : (tensor<bf16>) -> tensor<16xbf16>
    %1494 = stablehlo.multiply %1493, %1403 : tensor<16xbf16>
    %1495 = stablehlo.subtract %arg12, %1494 : tensor<16xbf16>
    %cst_302 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %1496 = stablehlo.broadcast_in_dim %cst_302, dims = [] : (tensor<bf16>) -> tensor<64x128xbf16>
    %1497 = stablehlo.multiply %1496, %1252 : tensor<64x128xbf16>
    %1498 = stablehlo.subtract %arg13, %1497 : tensor<64x128xbf16>
    %cst_303 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %1499 = stablehlo.broadcast_in_dim %cst_303, dims = [] : (tensor<bf16>) -> tensor<64x16xbf16>
    %1500 = stablehlo.multiply %1499, %1420 : tensor<64x16xbf16>
    %1501 = stablehlo.subtract %arg14, %1500 : tensor<64x16xbf16>
    %cst_304 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %1502 = stablehlo.broadcast_in_dim %cst_304, dims = [] : (tensor<bf16>) -> tensor<128x64xbf16>
    %1503 = stablehlo.multiply %1502, %770 : tensor<128x64xbf16>
    %1504 = stablehlo.subtract %arg15, %1503 : tensor<128x64xbf16>
    %cst_305 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %1505 = stablehlo.broadcast_in_dim %cst_305, dims = [] : (tensor<bf16>) -> tensor<64x128xbf16>
    %1506 = stablehlo.multiply %1505, %792 : tensor<64x128xbf16>
    %1507 = stablehlo.subtract %arg16, %1506 : tensor<64x128xbf16>
    %cst_306 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %1508 = stablehlo.broadcast_in_dim %cst_306, dims = [] : (tensor<bf16>) -> tensor<64x16xbf16>
    %1509 = stablehlo.multiply %1508, %947 : tensor<64x16xbf16>
    %1510 = stablehlo.subtract %arg17, %1509 : tensor<64x16xbf16>
    %cst_307 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %1511 = stablehlo.broadcast_in_dim %cst_307, dims = [] : (tensor<bf16>) -> tensor<16xbf16>
    %1512 = stablehlo.multiply %1511, %905 : tensor<16xbf16>
    %1513 = stablehlo.subtract %arg18, %1512 : tensor<16xbf16>
    %cst_308 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %1514 = stablehlo.broadcast_in_dim %cst_308, dims = [] : (tensor<bf16>) -> tensor<64x64xbf16>
    %1515 = stablehlo.multiply %1514, %838 : tensor<64x64xbf16>
    %1516 = stablehlo.subtract %arg19, %1515 : tensor<64x64xbf16>
    %cst_309 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %1517 = stablehlo.broadcast_in_dim %cst_309, dims = [] : (tensor<bf16>) -> tensor<64xbf16>
    %1518 = stablehlo.multiply %1517, %822 : tensor<64xbf16>
    %1519 = stablehlo.subtract %arg20, %1518 : tensor<64xbf16>
    %cst_310 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %1520 = stablehlo.broadcast_in_dim %cst_310, dims = [] : (tensor<bf16>) -> tensor<64xbf16>
    %1521 = stablehlo.multiply %1520, %754 : tensor<64xbf16>
    %1522 = stablehlo.subtract %arg21, %1521 : tensor<64xbf16>
    %cst_311 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %1523 = stablehlo.broadcast_in_dim %cst_311, dims = [] : (tensor<bf16>) -> tensor<64xbf16>
    %1524 = stablehlo.multiply %1523, %960 : tensor<64xbf16>
    %1525 = stablehlo.subtract %arg22, %1524 : tensor<64xbf16>
    %cst_312 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %1526 = stablehlo.broadcast_in_dim %cst_312, dims = [] : (tensor<bf16>) -> tensor<64xbf16>
    %1527 = stablehlo.multiply %1526, %800 : tensor<64xbf16>
    %1528 = stablehlo.subtract %arg23, %1527 : tensor<64xbf16>
    %cst_313 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %1529 = stablehlo.broadcast_in_dim %cst_313, dims = [] : (tensor<bf16>) -> tensor<64x64xbf16>
    %1530 = stablehlo.multiply %1529, %952 : tensor<64x64xbf16>
    %1531 = stablehlo.subtract %arg24, %1530 : tensor<64x64xbf16>
    %cst_314 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %1532 = stablehlo.broadcast_in_dim %cst_314, dims = [] : (tensor<bf16>) -> tensor<16xbf16>
    %1533 = stablehlo.multiply %1532, %926 : tensor<16xbf16>
    %1534 = stablehlo.subtract %arg25, %1533 : tensor<16xbf16>
    %cst_315 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %1535 = stablehlo.broadcast_in_dim %cst_315, dims = [] : (tensor<bf16>) -> tensor<64x128xbf16>
    %1536 = stablehlo.multiply %1535, %775 : tensor<64x128xbf16>
    %1537 = stablehlo.subtract %arg26, %1536 : tensor<64x128xbf16>
    %cst_316 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %1538 = stablehlo.broadcast_in_dim %cst_316, dims = [] : (tensor<bf16>) -> tensor<64x16xbf16>
    %1539 = stablehlo.multiply %1538, %943 : tensor<64x16xbf16>
    %1540 = stablehlo.subtract %arg27, %1539 : tensor<64x16xbf16>
    return %467, %1459, %1462, %1465, %1468, %1471, %1474, %1477, %1480, %1483, %1486, %1489, %1492, %1495, %1498, %1501, %1504, %1507, %1510, %1513, %1516, %1519, %1522, %1525, %1528, %1531, %1534, %1537, %1540 : tensor<f32>, tensor<128x64xbf16>, tensor<64xbf16>, tensor<128x64xbf16>, tensor<64x128xbf16>, tensor<64x16xbf16>, tensor<16xbf16>, tensor<64x64xbf16>, tensor<64xbf16>, tensor<64xbf16>, tensor<64xbf16>, tensor<64xbf16>, tensor<64x64xbf16>, tensor<16xbf16>, tensor<64x128xbf16>, tensor<64x16xbf16>, tensor<128x64xbf16>, tensor<64x128xbf16>, tensor<64x16xbf16>, tensor<16xbf16>, tensor<64x64xbf16>, tensor<64xbf16>, tensor<64xbf16>, tensor<64xbf16>, tensor<64xbf16>, tensor<64x64xbf16>, tensor<16xbf16>, tensor<64x128xbf16>, tensor<64x16xbf16>
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
  func.func private @_where_1(%arg0: tensor<16x16xi1>, %arg1: tensor<2x4x16x16xbf16>, %arg2: tensor<bf16>) -> tensor<2x4x16x16xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] : (tensor<16x16xi1>) -> tensor<2x4x16x16xi1>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<bf16>) -> tensor<2x4x16x16xbf16>
    %2 = stablehlo.select %0, %arg1, %1 : tensor<2x4x16x16xi1>, tensor<2x4x16x16xbf16>
    return %2 : tensor<2x4x16x16xbf16>
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
  func.func private @take_along_axis_2(%arg0: tensor<2x15x1x1xi32>, %arg1: tensor<2x15x1xf32>) -> tensor<2x15x128xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x15x128xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<2x15x128xf32>, tensor<2x15x1x1xi32>, tensor<2x15x1xf32>) -> tensor<2x15x128xf32>
    return %1 : tensor<2x15x128xf32>
  }
  func.func private @log_softmax_3(%arg0: tensor<2x15x128xf32>, %arg1: tensor<2x15x1xf32>, %arg2: tensor<2x15x128xf32>) -> tensor<2x15x128xf32> {
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
  func.func private @tril_4(%arg0: tensor<16x16xi1>) -> tensor<16x16xi1> {
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
  func.func private @_where_5(%arg0: tensor<16x16xi1>, %arg1: tensor<2x4x16x16xbf16>, %arg2: tensor<bf16>) -> (tensor<2x4x16x16xbf16>, tensor<2x4x16x16xi1>) {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] : (tensor<16x16xi1>) -> tensor<2x4x16x16xi1>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<bf16>) -> tensor<2x4x16x16xbf16>
    %2 = stablehlo.select %0, %arg1, %1 : tensor<2x4x16x16xi1>, tensor<2x4x16x16xbf16>
    return %2, %0 : tensor<2x4x16x16xbf16>, tensor<2x4x16x16xi1>
  }
  func.func private @_where_6(%arg0: tensor<2x4x16x16xi1>, %arg1: tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<2x4x16x16xbf16>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<2x4x16x16xi1>, tensor<2x4x16x16xbf16>
    return %1 : tensor<2x4x16x16xbf16>
  }
  func.func private @_where_7(%arg0: tensor<16x16xi1>, %arg1: tensor<2x4x16x16xbf16>, %arg2: tensor<bf16>) -> (tensor<2x4x16x16xbf16>, tensor<2x4x16x16xi1>) {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] : (tensor<16x16xi1>) -> tensor<2x4x16x16xi1>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<bf16>) -> tensor<2x4x16x16xbf16>
    %2 = stablehlo.select %0, %arg1, %1 : tensor<2x4x16x16xi1>, tensor<2x4x16x16xbf16>
    return %2, %0 : tensor<2x4x16x16xbf16>, tensor<2x4x16x16xi1>
  }
  func.func private @_where_8(%arg0: tensor<2x4x16x16xi1>, %arg1: tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<2x4x16x16xbf16>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<2x4x16x16xi1>, tensor<2x4x16x16xbf16>
    return %1 : tensor<2x4x16x16xbf16>
  }
  func.func private @_take_9(%arg0: tensor<2x16x1xi32>, %arg1: tensor<2x16x64xbf16>) -> tensor<128x64xbf16> {
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
