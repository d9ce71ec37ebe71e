module @jit_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=1, "model"=1]> {stablehlo.mesh = {axes = [{name = "data", size = 1 : i64}, {name = "model", size = 1 : i64}]}}
  func.func public @main(%arg0: tensor<64xf32>, %arg1: tensor<64x64xf32>, %arg2: tensor<64x64xf32>, %arg3: tensor<64xf32>, %arg4: tensor<64xf32>, %arg5: tensor<64x64xf32>, %arg6: tensor<64x64xf32>, %arg7: tensor<64x128xf32>, %arg8: tensor<64x128xf32>, %arg9: tensor<128x64xf32>, %arg10: tensor<64x64xf32>, %arg11: tensor<64x64xf32>, %arg12: tensor<64xf32>, %arg13: tensor<64xf32>, %arg14: tensor<64x64xf32>, %arg15: tensor<64x64xf32>, %arg16: tensor<64x128xf32>, %arg17: tensor<64x128xf32>, %arg18: tensor<128x64xf32>, %arg19: tensor<64x128xf32>, %arg20: tensor<128x64xf32>, %arg21: tensor<2x16xi32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<64xf32> {jax.result_info = "result[1]['params']['decoder_norm']['scale']"}, tensor<64x64xf32> {jax.result_info = "result[1]['params']['layers_0']['key']['kernel']"}, tensor<64x64xf32> {jax.result_info = "result[1]['params']['layers_0']['out']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1]['params']['layers_0']['post_self_attention_layer_norm']['scale']"}, tensor<64xf32> {jax.result_info = "result[1]['params']['layers_0']['pre_self_attention_layer_norm']['scale']"}, tensor<64x64xf32> {jax.result_info = "result[1]['params']['layers_0']['query']['kernel']"}, tensor<64x64xf32> {jax.result_info = "result[1]['params']['layers_0']['value']['kernel']"}, tensor<64x128xf32> {jax.result_info = "result[1]['params']['layers_0']['wi_0']['kernel']"}, tensor<64x128xf32> {jax.result_info = "result[1]['params']['layers_0']['wi_1']['kernel']"}, tensor<128x64xf32> {jax.result_info = "result[1]['params']['layers_0']['wo']['kernel']"}, tensor<64x64xf32> {jax.result_info = "result[1]['params']['layers_1']['key']['kernel']"}, tensor<64x64xf32> {jax.result_info = "result[1]['params']['layers_1']['out']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1]['params']['layers_1']['post_self_attention_layer_norm']['scale']"}, tensor<64xf32> {jax.result_info = "result[1]['params']['layers_1']['pre_self_attention_layer_norm']['scale']"}, tensor<64x64xf32> {jax.result_info = "result[1]['params']['layers_1']['query']['kernel']"}, tensor<64x64xf32> {jax.result_info = "result[1]['params']['layers_1']['value']['kernel']"}, tensor<64x128xf32> {jax.result_info = "result[1]['params']['layers_1']['wi_0']['kernel']"}, tensor<64x128xf32> {jax.result_info = "result[1]['params']['layers_1']['wi_1']['kernel']"}, tensor<128x64xf32> {jax.result_info = "result[1]['params']['layers_1']['wo']['kernel']"}, tensor<64x128xf32> {jax.result_info = "result[1]['params']['logits_dense']['kernel']"}, tensor<128x64xf32> {jax.result_info = "result[1]['params']['token_embedder']['embedding']"}) {
    %0 = stablehlo.convert %arg20 : (tensor<128x64xf32>) -> tensor<128x64xbf16>
    %1:2 = call @_take(%0, %arg21) : (tensor<128x64xbf16>, tensor<2x16xi32>) -> (tensor<2x16x64xbf16>, tensor<2x16x1xi32>)
    %2 = sdy.sharding_constraint %1#0 <@mesh, [{"data"}, {}, {}]> : tensor<2x16x64xbf16>
    %3 = stablehlo.iota dim = 0 : tensor<16xi32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [1] : (tensor<16xi32>) -> tensor<2x16xi32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<16x16xi1>
    %6 = call @tril(%5) : (tensor<16x16xi1>) -> tensor<16x16xi1>
    %7 = stablehlo.convert %2 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %8 = chlo.square %7 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%8 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<2x16x1xf32>
    %cst_1 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %14 = stablehlo.add %12, %13 : tensor<2x16x1xf32>
    %15 = stablehlo.rsqrt %14 : tensor<2x16x1xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %17 = stablehlo.multiply %7, %16 : tensor<2x16x64xf32>
    %18 = stablehlo.convert %17 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %19 = stablehlo.convert %arg4 : (tensor<64xf32>) -> tensor<64xbf16>
    %20 = stablehlo.broadcast_in_dim %19, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %22 = stablehlo.multiply %18, %21 : tensor<2x16x64xbf16>
    %23 = sdy.sharding_constraint %22 <@mesh, [{"data"}, {}, {}]> : tensor<2x16x64xbf16>
    %24 = stablehlo.convert %arg5 : (tensor<64x64xf32>) -> tensor<64x64xbf16>
    %25 = stablehlo.dot_general %23, %24, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %26 = stablehlo.reduce_precision %25, format = e8m7 : tensor<2x16x64xbf16>
    %27 = stablehlo.reshape %26 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %28 = stablehlo.iota dim = 0 : tensor<8xf32>
    %29 = stablehlo.negate %28 : tensor<8xf32>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %31 = stablehlo.multiply %29, %30 : tensor<8xf32>
    %cst_3 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %33 = stablehlo.divide %31, %32 : tensor<8xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %35 = stablehlo.power %34, %33 : tensor<8xf32>
    %36 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %37 = stablehlo.convert %36 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %38 = stablehlo.broadcast_in_dim %35, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %39 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x8xf32>
    %40 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x16x1x8xf32>
    %41 = stablehlo.multiply %39, %40 : tensor<2x16x1x8xf32>
    %42 = stablehlo.sine %41 : tensor<2x16x1x8xf32>
    %43 = stablehlo.convert %42 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %44 = stablehlo.cosine %41 : tensor<2x16x1x8xf32>
    %45 = stablehlo.convert %44 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %46 = stablehlo.slice %27 [0:2, 0:16, 0:4, 0:8] : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x8xbf16>
    %47 = stablehlo.slice %27 [0:2, 0:16, 0:4, 8:16] : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x8xbf16>
    %48 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %49 = stablehlo.multiply %46, %48 : tensor<2x16x4x8xbf16>
    %50 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %51 = stablehlo.multiply %47, %50 : tensor<2x16x4x8xbf16>
    %52 = stablehlo.subtract %49, %51 : tensor<2x16x4x8xbf16>
    %53 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %54 = stablehlo.multiply %47, %53 : tensor<2x16x4x8xbf16>
    %55 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %56 = stablehlo.multiply %46, %55 : tensor<2x16x4x8xbf16>
    %57 = stablehlo.add %54, %56 : tensor<2x16x4x8xbf16>
    %58 = stablehlo.concatenate %52, %57, dim = 3 : (tensor<2x16x4x8xbf16>, tensor<2x16x4x8xbf16>) -> tensor<2x16x4x16xbf16>
    %59 = stablehlo.convert %arg1 : (tensor<64x64xf32>) -> tensor<64x64xbf16>
    %60 = stablehlo.dot_general %23, %59, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %61 = stablehlo.reduce_precision %60, format = e8m7 : tensor<2x16x64xbf16>
    %62 = stablehlo.reshape %61 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %63 = stablehlo.iota dim = 0 : tensor<8xf32>
    %64 = stablehlo.negate %63 : tensor<8xf32>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %66 = stablehlo.multiply %64, %65 : tensor<8xf32>
    %cst_6 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %68 = stablehlo.divide %66, %67 : tensor<8xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %70 = stablehlo.power %69, %68 : tensor<8xf32>
    %71 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %72 = stablehlo.convert %71 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %73 = stablehlo.broadcast_in_dim %70, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %74 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x8xf32>
    %75 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x16x1x8xf32>
    %76 = stablehlo.multiply %74, %75 : tensor<2x16x1x8xf32>
    %77 = stablehlo.sine %76 : tensor<2x16x1x8xf32>
    %78 = stablehlo.convert %77 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %79 = stablehlo.cosine %76 : tensor<2x16x1x8xf32>
    %80 = stablehlo.convert %79 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %81 = stablehlo.slice %62 [0:2, 0:16, 0:4, 0:8] : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x8xbf16>
    %82 = stablehlo.slice %62 [0:2, 0:16, 0:4, 8:16] : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x8xbf16>
    %83 = stablehlo.broadcast_in_dim %80, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %84 = stablehlo.multiply %81, %83 : tensor<2x16x4x8xbf16>
    %85 = stablehlo.broadcast_in_dim %78, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %86 = stablehlo.multiply %82, %85 : tensor<2x16x4x8xbf16>
    %87 = stablehlo.subtract %84, %86 : tensor<2x16x4x8xbf16>
    %88 = stablehlo.broadcast_in_dim %80, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %89 = stablehlo.multiply %82, %88 : tensor<2x16x4x8xbf16>
    %90 = stablehlo.broadcast_in_dim %78, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %91 = stablehlo.multiply %81, %90 : tensor<2x16x4x8xbf16>
    %92 = stablehlo.add %89, %91 : tensor<2x16x4x8xbf16>
    %93 = stablehlo.concatenate %87, %92, dim = 3 : (tensor<2x16x4x8xbf16>, tensor<2x16x4x8xbf16>) -> tensor<2x16x4x16xbf16>
    %94 = stablehlo.convert %arg6 : (tensor<64x64xf32>) -> tensor<64x64xbf16>
    %95 = stablehlo.dot_general %23, %94, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %96 = stablehlo.reduce_precision %95, format = e8m7 : tensor<2x16x64xbf16>
    %97 = stablehlo.reshape %96 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %98 = stablehlo.dot_general %58, %93, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xbf16>, tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %cst_8 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %99 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<bf16>) -> tensor<2x4x16x16xbf16>
    %100 = stablehlo.multiply %98, %99 : tensor<2x4x16x16xbf16>
    %cst_9 = stablehlo.constant dense<-1.000260e+30> : tensor<bf16>
    %101 = call @_where_0(%6, %100, %cst_9) : (tensor<16x16xi1>, tensor<2x4x16x16xbf16>, tensor<bf16>) -> tensor<2x4x16x16xbf16>
    %cst_10 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %102 = stablehlo.reduce(%101 init: %cst_10) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xbf16>, tensor<bf16>) -> tensor<2x4x16xbf16>
    %cst_11 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %103 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<bf16>) -> tensor<2x4x16xbf16>
    %104 = stablehlo.maximum %103, %102 : tensor<2x4x16xbf16>
    %105 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 2] : (tensor<2x4x16xbf16>) -> tensor<2x4x16x1xbf16>
    %106 = stablehlo.broadcast_in_dim %105, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xbf16>) -> tensor<2x4x16x16xbf16>
    %107 = stablehlo.subtract %101, %106 : tensor<2x4x16x16xbf16>
    %108 = stablehlo.exponential %107 : tensor<2x4x16x16xbf16>
    %109 = stablehlo.convert %108 : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %110 = stablehlo.reduce(%109 init: %cst_12) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %111 = stablehlo.broadcast_in_dim %110, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %112 = stablehlo.convert %111 : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x1xbf16>
    %113 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xbf16>) -> tensor<2x4x16x16xbf16>
    %114 = stablehlo.divide %108, %113 : tensor<2x4x16x16xbf16>
    %115 = stablehlo.dot_general %97, %114, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xbf16>, tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %116 = stablehlo.transpose %115, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xbf16>) -> tensor<2x16x4x16xbf16>
    %117 = stablehlo.reshape %116 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x64xbf16>
    %118 = stablehlo.convert %arg2 : (tensor<64x64xf32>) -> tensor<64x64xbf16>
    %119 = stablehlo.dot_general %117, %118, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %120 = stablehlo.reduce_precision %119, format = e8m7 : tensor<2x16x64xbf16>
    %121 = stablehlo.add %2, %120 : tensor<2x16x64xbf16>
    %122 = sdy.sharding_constraint %121 <@mesh, [{"data"}, {}, {}]> : tensor<2x16x64xbf16>
    %123 = stablehlo.convert %122 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %124 = chlo.square %123 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %125 = stablehlo.reduce(%124 init: %cst_13) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %126 = stablehlo.broadcast_in_dim %125, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_14 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %127 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %128 = stablehlo.divide %126, %127 : tensor<2x16x1xf32>
    %cst_15 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %129 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %130 = stablehlo.add %128, %129 : tensor<2x16x1xf32>
    %131 = stablehlo.rsqrt %130 : tensor<2x16x1xf32>
    %132 = stablehlo.broadcast_in_dim %131, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %133 = stablehlo.multiply %123, %132 : tensor<2x16x64xf32>
    %134 = stablehlo.convert %133 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %135 = stablehlo.convert %arg3 : (tensor<64xf32>) -> tensor<64xbf16>
    %136 = stablehlo.broadcast_in_dim %135, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %137 = stablehlo.broadcast_in_dim %136, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %138 = stablehlo.multiply %134, %137 : tensor<2x16x64xbf16>
    %139 = stablehlo.convert %arg7 : (tensor<64x128xf32>) -> tensor<64x128xbf16>
    %140 = stablehlo.dot_general %138, %139, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x128xbf16>) -> tensor<2x16x128xbf16>
    %141 = stablehlo.reduce_precision %140, format = e8m7 : tensor<2x16x128xbf16>
    %142 = call @silu(%141) : (tensor<2x16x128xbf16>) -> tensor<2x16x128xbf16>
    %143 = stablehlo.convert %arg8 : (tensor<64x128xf32>) -> tensor<64x128xbf16>
    %144 = stablehlo.dot_general %138, %143, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x128xbf16>) -> tensor<2x16x128xbf16>
    %145 = stablehlo.reduce_precision %144, format = e8m7 : tensor<2x16x128xbf16>
    %146 = stablehlo.multiply %142, %145 : tensor<2x16x128xbf16>
    %147 = sdy.sharding_constraint %146 <@mesh, [{"data"}, {}, {}]> : tensor<2x16x128xbf16>
    %148 = stablehlo.convert %arg9 : (tensor<128x64xf32>) -> tensor<128x64xbf16>
    %149 = stablehlo.dot_general %147, %148, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xbf16>, tensor<128x64xbf16>) -> tensor<2x16x64xbf16>
    %150 = stablehlo.add %122, %149 : tensor<2x16x64xbf16>
    %151 = sdy.sharding_constraint %150 <@mesh, [{"data"}, {}, {}]> : tensor<2x16x64xbf16>
    %c_16 = stablehlo.constant dense<true> : tensor<i1>
    %152 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i1>) -> tensor<16x16xi1>
    %153 = call @tril(%152) : (tensor<16x16xi1>) -> tensor<16x16xi1>
    %154 = stablehlo.convert %151 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %155 = chlo.square %154 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %156 = stablehlo.reduce(%155 init: %cst_17) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %157 = stablehlo.broadcast_in_dim %156, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_18 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %158 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %159 = stablehlo.divide %157, %158 : tensor<2x16x1xf32>
    %cst_19 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %160 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %161 = stablehlo.add %159, %160 : tensor<2x16x1xf32>
    %162 = stablehlo.rsqrt %161 : tensor<2x16x1xf32>
    %163 = stablehlo.broadcast_in_dim %162, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %164 = stablehlo.multiply %154, %163 : tensor<2x16x64xf32>
    %165 = stablehlo.convert %164 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %166 = stablehlo.convert %arg13 : (tensor<64xf32>) -> tensor<64xbf16>
    %167 = stablehlo.broadcast_in_dim %166, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %168 = stablehlo.broadcast_in_dim %167, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %169 = stablehlo.multiply %165, %168 : tensor<2x16x64xbf16>
    %170 = sdy.sharding_constraint %169 <@mesh, [{"data"}, {}, {}]> : tensor<2x16x64xbf16>
    %171 = stablehlo.convert %arg14 : (tensor<64x64xf32>) -> tensor<64x64xbf16>
    %172 = stablehlo.dot_general %170, %171, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %173 = stablehlo.reduce_precision %172, format = e8m7 : tensor<2x16x64xbf16>
    %174 = stablehlo.reshape %173 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %175 = stablehlo.iota dim = 0 : tensor<8xf32>
    %176 = stablehlo.negate %175 : tensor<8xf32>
    %cst_20 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %177 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %178 = stablehlo.multiply %176, %177 : tensor<8xf32>
    %cst_21 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %179 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %180 = stablehlo.divide %178, %179 : tensor<8xf32>
    %cst_22 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %181 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %182 = stablehlo.power %181, %180 : tensor<8xf32>
    %183 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %184 = stablehlo.convert %183 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %185 = stablehlo.broadcast_in_dim %182, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %186 = stablehlo.broadcast_in_dim %184, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x8xf32>
    %187 = stablehlo.broadcast_in_dim %185, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x16x1x8xf32>
    %188 = stablehlo.multiply %186, %187 : tensor<2x16x1x8xf32>
    %189 = stablehlo.sine %188 : tensor<2x16x1x8xf32>
    %190 = stablehlo.convert %189 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %191 = stablehlo.cosine %188 : tensor<2x16x1x8xf32>
    %192 = stablehlo.convert %191 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %193 = stablehlo.slice %174 [0:2, 0:16, 0:4, 0:8] : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x8xbf16>
    %194 = stablehlo.slice %174 [0:2, 0:16, 0:4, 8:16] : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x8xbf16>
    %195 = stablehlo.broadcast_in_dim %192, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %196 = stablehlo.multiply %193, %195 : tensor<2x16x4x8xbf16>
    %197 = stablehlo.broadcast_in_dim %190, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %198 = stablehlo.multiply %194, %197 : tensor<2x16x4x8xbf16>
    %199 = stablehlo.subtract %196, %198 : tensor<2x16x4x8xbf16>
    %200 = stablehlo.broadcast_in_dim %192, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %201 = stablehlo.multiply %194, %200 : tensor<2x16x4x8xbf16>
    %202 = stablehlo.broadcast_in_dim %190, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %203 = stablehlo.multiply %193, %202 : tensor<2x16x4x8xbf16>
    %204 = stablehlo.add %201, %203 : tensor<2x16x4x8xbf16>
    %205 = stablehlo.concatenate %199, %204, dim = 3 : (tensor<2x16x4x8xbf16>, tensor<2x16x4x8xbf16>) -> tensor<2x16x4x16xbf16>
    %206 = stablehlo.convert %arg10 : (tensor<64x64xf32>) -> tensor<64x64xbf16>
    %207 = stablehlo.dot_general %170, %206, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %208 = stablehlo.reduce_precision %207, format = e8m7 : tensor<2x16x64xbf16>
    %209 = stablehlo.reshape %208 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %210 = stablehlo.iota dim = 0 : tensor<8xf32>
    %211 = stablehlo.negate %210 : tensor<8xf32>
    %cst_23 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %212 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %213 = stablehlo.multiply %211, %212 : tensor<8xf32>
    %cst_24 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %214 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %215 = stablehlo.divide %213, %214 : tensor<8xf32>
    %cst_25 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %216 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %217 = stablehlo.power %216, %215 : tensor<8xf32>
    %218 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %219 = stablehlo.convert %218 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %220 = stablehlo.broadcast_in_dim %217, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %221 = stablehlo.broadcast_in_dim %219, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x8xf32>
    %222 = stablehlo.broadcast_in_dim %220, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x16x1x8xf32>
    %223 = stablehlo.multiply %221, %222 : tensor<2x16x1x8xf32>
    %224 = stablehlo.sine %223 : tensor<2x16x1x8xf32>
    %225 = stablehlo.convert %224 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %226 = stablehlo.cosine %223 : tensor<2x16x1x8xf32>
    %227 = stablehlo.convert %226 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %228 = stablehlo.slice %209 [0:2, 0:16, 0:4, 0:8] : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x8xbf16>
    %229 = stablehlo.slice %209 [0:2, 0:16, 0:4, 8:16] : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x8xbf16>
    %230 = stablehlo.broadcast_in_dim %227, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %231 = stablehlo.multiply %228, %230 : tensor<2x16x4x8xbf16>
    %232 = stablehlo.broadcast_in_dim %225, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %233 = stablehlo.multiply %229, %232 : tensor<2x16x4x8xbf16>
    %234 = stablehlo.subtract %231, %233 : tensor<2x16x4x8xbf16>
    %235 = stablehlo.broadcast_in_dim %227, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %236 = stablehlo.multiply %229, %235 : tensor<2x16x4x8xbf16>
    %237 = stablehlo.broadcast_in_dim %225, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %238 = stablehlo.multiply %228, %237 : tensor<2x16x4x8xbf16>
    %239 = stablehlo.add %236, %238 : tensor<2x16x4x8xbf16>
    %240 = stablehlo.concatenate %234, %239, dim = 3 : (tensor<2x16x4x8xbf16>, tensor<2x16x4x8xbf16>) -> tensor<2x16x4x16xbf16>
    %241 = stablehlo.convert %arg15 : (tensor<64x64xf32>) -> tensor<64x64xbf16>
    %242 = stablehlo.dot_general %170, %241, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %243 = stablehlo.reduce_precision %242, format = e8m7 : tensor<2x16x64xbf16>
    %244 = stablehlo.reshape %243 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %245 = stablehlo.dot_general %205, %240, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xbf16>, tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %cst_26 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %246 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<bf16>) -> tensor<2x4x16x16xbf16>
    %247 = stablehlo.multiply %245, %246 : tensor<2x4x16x16xbf16>
    %cst_27 = stablehlo.constant dense<-1.000260e+30> : tensor<bf16>
    %248 = call @_where_0(%153, %247, %cst_27) : (tensor<16x16xi1>, tensor<2x4x16x16xbf16>, tensor<bf16>) -> tensor<2x4x16x16xbf16>
    %cst_28 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %249 = stablehlo.reduce(%248 init: %cst_28) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xbf16>, tensor<bf16>) -> tensor<2x4x16xbf16>
    %cst_29 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %250 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<bf16>) -> tensor<2x4x16xbf16>
    %251 = stablehlo.maximum %250, %249 : tensor<2x4x16xbf16>
    %252 = stablehlo.broadcast_in_dim %251, dims = [0, 1, 2] : (tensor<2x4x16xbf16>) -> tensor<2x4x16x1xbf16>
    %253 = stablehlo.broadcast_in_dim %252, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xbf16>) -> tensor<2x4x16x16xbf16>
    %254 = stablehlo.subtract %248, %253 : tensor<2x4x16x16xbf16>
    %255 = stablehlo.exponential %254 : tensor<2x4x16x16xbf16>
    %256 = stablehlo.convert %255 : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %257 = stablehlo.reduce(%256 init: %cst_30) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %258 = stablehlo.broadcast_in_dim %257, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %259 = stablehlo.convert %258 : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x1xbf16>
    %260 = stablehlo.broadcast_in_dim %259, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xbf16>) -> tensor<2x4x16x16xbf16>
    %261 = stablehlo.divide %255, %260 : tensor<2x4x16x16xbf16>
    %262 = stablehlo.dot_general %244, %261, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xbf16>, tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %263 = stablehlo.transpose %262, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xbf16>) -> tensor<2x16x4x16xbf16>
    %264 = stablehlo.reshape %263 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x64xbf16>
    %265 = stablehlo.convert %arg11 : (tensor<64x64xf32>) -> tensor<64x64xbf16>
    %266 = stablehlo.dot_general %264, %265, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %267 = stablehlo.reduce_precision %266, format = e8m7 : tensor<2x16x64xbf16>
    %268 = stablehlo.add %151, %267 : tensor<2x16x64xbf16>
    %269 = sdy.sharding_constraint %268 <@mesh, [{"data"}, {}, {}]> : tensor<2x16x64xbf16>
    %270 = stablehlo.convert %269 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %271 = chlo.square %270 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %272 = stablehlo.reduce(%271 init: %cst_31) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %273 = stablehlo.broadcast_in_dim %272, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_32 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %274 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %275 = stablehlo.divide %273, %274 : tensor<2x16x1xf32>
    %cst_33 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %276 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %277 = stablehlo.add %275, %276 : tensor<2x16x1xf32>
    %278 = stablehlo.rsqrt %277 : tensor<2x16x1xf32>
    %279 = stablehlo.broadcast_in_dim %278, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %280 = stablehlo.multiply %270, %279 : tensor<2x16x64xf32>
    %281 = stablehlo.convert %280 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %282 = stablehlo.convert %arg12 : (tensor<64xf32>) -> tensor<64xbf16>
    %283 = stablehlo.broadcast_in_dim %282, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %284 = stablehlo.broadcast_in_dim %283, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %285 = stablehlo.multiply %281, %284 : tensor<2x16x64xbf16>
    %286 = stablehlo.convert %arg16 : (tensor<64x128xf32>) -> tensor<64x128xbf16>
    %287 = stablehlo.dot_general %285, %286, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x128xbf16>) -> tensor<2x16x128xbf16>
    %288 = stablehlo.reduce_precision %287, format = e8m7 : tensor<2x16x128xbf16>
    %289 = call @silu(%288) : (tensor<2x16x128xbf16>) -> tensor<2x16x128xbf16>
    %290 = stablehlo.convert %arg17 : (tensor<64x128xf32>) -> tensor<64x128xbf16>
    %291 = stablehlo.dot_general %285, %290, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x128xbf16>) -> tensor<2x16x128xbf16>
    %292 = stablehlo.reduce_precision %291, format = e8m7 : tensor<2x16x128xbf16>
    %293 = stablehlo.multiply %289, %292 : tensor<2x16x128xbf16>
    %294 = sdy.sharding_constraint %293 <@mesh, [{"data"}, {}, {}]> : tensor<2x16x128xbf16>
    %295 = stablehlo.convert %arg18 : (tensor<128x64xf32>) -> tensor<128x64xbf16>
    %296 = stablehlo.dot_general %294, %295, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xbf16>, tensor<128x64xbf16>) -> tensor<2x16x64xbf16>
    %297 = stablehlo.add %269, %296 : tensor<2x16x64xbf16>
    %298 = sdy.sharding_constraint %297 <@mesh, [{"data"}, {}, {}]> : tensor<2x16x64xbf16>
    %299 = stablehlo.convert %298 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %300 = chlo.square %299 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_34 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %301 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %302 = stablehlo.multiply %301, %299 : tensor<2x16x64xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %303 = stablehlo.reduce(%300 init: %cst_35) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %304 = stablehlo.broadcast_in_dim %303, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_36 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %305 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %306 = stablehlo.divide %304, %305 : tensor<2x16x1xf32>
    %cst_37 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %307 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %308 = stablehlo.add %306, %307 : tensor<2x16x1xf32>
    %309 = stablehlo.rsqrt %308 : tensor<2x16x1xf32>
    %310 = stablehlo.divide %309, %308 : tensor<2x16x1xf32>
    %cst_38 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %311 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %312 = stablehlo.multiply %311, %310 : tensor<2x16x1xf32>
    %313 = stablehlo.broadcast_in_dim %309, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %314 = stablehlo.multiply %299, %313 : tensor<2x16x64xf32>
    %315 = stablehlo.convert %314 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %316 = stablehlo.convert %arg0 : (tensor<64xf32>) -> tensor<64xbf16>
    %317 = stablehlo.broadcast_in_dim %316, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %318 = stablehlo.broadcast_in_dim %317, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %319 = stablehlo.multiply %315, %318 : tensor<2x16x64xbf16>
    %320 = stablehlo.convert %arg19 : (tensor<64x128xf32>) -> tensor<64x128xbf16>
    %321 = stablehlo.dot_general %319, %320, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x128xbf16>) -> tensor<2x16x128xbf16>
    %322 = stablehlo.slice %321 [0:2, 0:15, 0:128] : (tensor<2x16x128xbf16>) -> tensor<2x15x128xbf16>
    %323 = stablehlo.slice %arg21 [0:2, 1:16] : (tensor<2x16xi32>) -> tensor<2x15xi32>
    %324 = stablehlo.convert %322 : (tensor<2x15x128xbf16>) -> tensor<2x15x128xf32>
    %325:3 = call @log_softmax(%324) : (tensor<2x15x128xf32>) -> (tensor<2x15x128xf32>, tensor<2x15x128xf32>, tensor<2x15x1xf32>)
    %326 = stablehlo.broadcast_in_dim %323, dims = [0, 1] : (tensor<2x15xi32>) -> tensor<2x15x1xi32>
    %327:2 = call @take_along_axis(%325#0, %326) : (tensor<2x15x128xf32>, tensor<2x15x1xi32>) -> (tensor<2x15x1xf32>, tensor<2x15x1x1xi32>)
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %328 = stablehlo.reduce(%327#0 init: %cst_39) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x15x1xf32>, tensor<f32>) -> tensor<f32>
    %cst_40 = stablehlo.constant dense<3.000000e+01> : tensor<f32>
    %329 = stablehlo.divide %328, %cst_40 : tensor<f32>
    %330 = stablehlo.negate %329 : tensor<f32>
    %cst_41 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %331 = stablehlo.negate %cst_41 : tensor<f32>
    %cst_42 = stablehlo.constant dense<3.000000e+01> : tensor<f32>
    %332 = stablehlo.divide %331, %cst_42 : tensor<f32>
    %333 = stablehlo.broadcast_in_dim %332, dims = [] : (tensor<f32>) -> tensor<2x15x1xf32>
    %334 = call @take_along_axis_1(%327#1, %333) : (tensor<2x15x1x1xi32>, tensor<2x15x1xf32>) -> tensor<2x15x128xf32>
    %335 = call @log_softmax_2(%325#1, %325#2, %334) : (tensor<2x15x128xf32>, tensor<2x15x1xf32>, tensor<2x15x128xf32>) -> tensor<2x15x128xf32>
    %336 = stablehlo.convert %335 : (tensor<2x15x128xf32>) -> tensor<2x15x128xbf16>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %337 = stablehlo.pad %336, %cst_43, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x15x128xbf16>, tensor<bf16>) -> tensor<2x16x128xbf16>
    %338 = stablehlo.dot_general %337, %319, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xbf16>, tensor<2x16x64xbf16>) -> tensor<128x64xbf16>
    %339 = stablehlo.transpose %338, dims = [1, 0] : (tensor<128x64xbf16>) -> tensor<64x128xbf16>
    %340 = stablehlo.dot_general %337, %320, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xbf16>, tensor<64x128xbf16>) -> tensor<2x16x64xbf16>
    %341 = stablehlo.convert %339 : (tensor<64x128xbf16>) -> tensor<64x128xf32>
    %342 = stablehlo.multiply %315, %340 : tensor<2x16x64xbf16>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %343 = stablehlo.reduce(%342 init: %cst_44) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %344 = stablehlo.reshape %343 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %345 = stablehlo.broadcast_in_dim %317, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %346 = stablehlo.multiply %340, %345 : tensor<2x16x64xbf16>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %347 = stablehlo.reduce(%344 init: %cst_45) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %348 = stablehlo.convert %347 : (tensor<64xbf16>) -> tensor<64xf32>
    %349 = stablehlo.convert %346 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %350 = stablehlo.multiply %299, %349 : tensor<2x16x64xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %351 = stablehlo.reduce(%350 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %352 = stablehlo.reshape %351 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %353 = stablehlo.broadcast_in_dim %309, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %354 = stablehlo.multiply %349, %353 : tensor<2x16x64xf32>
    %355 = stablehlo.multiply %352, %312 : tensor<2x16x1xf32>
    %cst_47 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %356 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %357 = stablehlo.divide %355, %356 : tensor<2x16x1xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %358 = stablehlo.reduce(%357 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %359 = stablehlo.broadcast_in_dim %358, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %360 = stablehlo.multiply %359, %302 : tensor<2x16x64xf32>
    %361 = stablehlo.add %354, %360 : tensor<2x16x64xf32>
    %362 = stablehlo.convert %361 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %363:18 = stablehlo.optimization_barrier %173, %208, %243, %267, %288, %292, %arg10, %arg11, %arg12, %arg13, %arg14, %arg15, %arg16, %arg17, %arg18, %151, %4, %362 : tensor<2x16x64xbf16>, tensor<2x16x64xbf16>, tensor<2x16x64xbf16>, tensor<2x16x64xbf16>, tensor<2x16x128xbf16>, tensor<2x16x128xbf16>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x128xf32>, tensor<64x128xf32>, tensor<128x64xf32>, tensor<2x16x64xbf16>, tensor<2x16xi32>, tensor<2x16x64xbf16>
    %c_49 = stablehlo.constant dense<true> : tensor<i1>
    %364 = stablehlo.broadcast_in_dim %c_49, dims = [] : (tensor<i1>) -> tensor<16x16xi1>
    %365 = call @tril_3(%364) : (tensor<16x16xi1>) -> tensor<16x16xi1>
    %366 = stablehlo.convert %363#15 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %367 = chlo.square %366 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_50 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %368 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %369 = stablehlo.multiply %368, %366 : tensor<2x16x64xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %370 = stablehlo.reduce(%367 init: %cst_51) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %371 = stablehlo.broadcast_in_dim %370, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_52 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %372 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %373 = stablehlo.divide %371, %372 : tensor<2x16x1xf32>
    %cst_53 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %374 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %375 = stablehlo.add %373, %374 : tensor<2x16x1xf32>
    %376 = stablehlo.rsqrt %375 : tensor<2x16x1xf32>
    %377 = stablehlo.divide %376, %375 : tensor<2x16x1xf32>
    %cst_54 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %378 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %379 = stablehlo.multiply %378, %377 : tensor<2x16x1xf32>
    %380 = stablehlo.broadcast_in_dim %376, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %381 = stablehlo.multiply %366, %380 : tensor<2x16x64xf32>
    %382 = stablehlo.convert %381 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %383 = stablehlo.convert %363#9 : (tensor<64xf32>) -> tensor<64xbf16>
    %384 = stablehlo.broadcast_in_dim %383, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %385 = stablehlo.broadcast_in_dim %384, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %386 = stablehlo.multiply %382, %385 : tensor<2x16x64xbf16>
    %387 = sdy.sharding_constraint %386 <@mesh, [{"data"}, {}, {}]> : tensor<2x16x64xbf16>
    %388 = stablehlo.convert %363#10 : (tensor<64x64xf32>) -> tensor<64x64xbf16>
    %389 = stablehlo.reshape %363#0 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %390 = stablehlo.iota dim = 0 : tensor<8xf32>
    %391 = stablehlo.negate %390 : tensor<8xf32>
    %cst_55 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %392 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %393 = stablehlo.multiply %391, %392 : tensor<8xf32>
    %cst_56 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %394 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %395 = stablehlo.divide %393, %394 : tensor<8xf32>
    %cst_57 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %396 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %397 = stablehlo.power %396, %395 : tensor<8xf32>
    %398 = stablehlo.broadcast_in_dim %363#16, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %399 = stablehlo.convert %398 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %400 = stablehlo.broadcast_in_dim %397, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %401 = stablehlo.broadcast_in_dim %399, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x8xf32>
    %402 = stablehlo.broadcast_in_dim %400, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x16x1x8xf32>
    %403 = stablehlo.multiply %401, %402 : tensor<2x16x1x8xf32>
    %404 = stablehlo.sine %403 : tensor<2x16x1x8xf32>
    %405 = stablehlo.convert %404 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %406 = stablehlo.cosine %403 : tensor<2x16x1x8xf32>
    %407 = stablehlo.convert %406 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %408 = stablehlo.slice %389 [0:2, 0:16, 0:4, 0:8] : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x8xbf16>
    %409 = stablehlo.slice %389 [0:2, 0:16, 0:4, 8:16] : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x8xbf16>
    %410 = stablehlo.broadcast_in_dim %407, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %411 = stablehlo.multiply %408, %410 : tensor<2x16x4x8xbf16>
    %412 = stablehlo.broadcast_in_dim %405, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %413 = stablehlo.multiply %409, %412 : tensor<2x16x4x8xbf16>
    %414 = stablehlo.subtract %411, %413 : tensor<2x16x4x8xbf16>
    %415 = stablehlo.broadcast_in_dim %407, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %416 = stablehlo.multiply %409, %415 : tensor<2x16x4x8xbf16>
    %417 = stablehlo.broadcast_in_dim %405, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %418 = stablehlo.multiply %408, %417 : tensor<2x16x4x8xbf16>
    %419 = stablehlo.add %416, %418 : tensor<2x16x4x8xbf16>
    %420 = stablehlo.concatenate %414, %419, dim = 3 : (tensor<2x16x4x8xbf16>, tensor<2x16x4x8xbf16>) -> tensor<2x16x4x16xbf16>
    %421 = stablehlo.convert %363#6 : (tensor<64x64xf32>) -> tensor<64x64xbf16>
    %422 = stablehlo.reshape %363#1 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %423 = stablehlo.iota dim = 0 : tensor<8xf32>
    %424 = stablehlo.negate %423 : tensor<8xf32>
    %cst_58 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %425 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %426 = stablehlo.multiply %424, %425 : tensor<8xf32>
    %cst_59 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %427 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %428 = stablehlo.divide %426, %427 : tensor<8xf32>
    %cst_60 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %429 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %430 = stablehlo.power %429, %428 : tensor<8xf32>
    %431 = stablehlo.broadcast_in_dim %363#16, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %432 = stablehlo.convert %431 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %433 = stablehlo.broadcast_in_dim %430, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %434 = stablehlo.broadcast_in_dim %432, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x8xf32>
    %435 = stablehlo.broadcast_in_dim %433, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x16x1x8xf32>
    %436 = stablehlo.multiply %434, %435 : tensor<2x16x1x8xf32>
    %437 = stablehlo.sine %436 : tensor<2x16x1x8xf32>
    %438 = stablehlo.convert %437 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %439 = stablehlo.cosine %436 : tensor<2x16x1x8xf32>
    %440 = stablehlo.convert %439 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %441 = stablehlo.slice %422 [0:2, 0:16, 0:4, 0:8] : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x8xbf16>
    %442 = stablehlo.slice %422 [0:2, 0:16, 0:4, 8:16] : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x8xbf16>
    %443 = stablehlo.broadcast_in_dim %440, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %444 = stablehlo.multiply %441, %443 : tensor<2x16x4x8xbf16>
    %445 = stablehlo.broadcast_in_dim %438, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %446 = stablehlo.multiply %442, %445 : tensor<2x16x4x8xbf16>
    %447 = stablehlo.subtract %444, %446 : tensor<2x16x4x8xbf16>
    %448 = stablehlo.broadcast_in_dim %440, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %449 = stablehlo.multiply %442, %448 : tensor<2x16x4x8xbf16>
    %450 = stablehlo.broadcast_in_dim %438, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %451 = stablehlo.multiply %441, %450 : tensor<2x16x4x8xbf16>
    %452 = stablehlo.add %449, %451 : tensor<2x16x4x8xbf16>
    %453 = stablehlo.concatenate %447, %452, dim = 3 : (tensor<2x16x4x8xbf16>, tensor<2x16x4x8xbf16>) -> tensor<2x16x4x16xbf16>
    %454 = stablehlo.convert %363#11 : (tensor<64x64xf32>) -> tensor<64x64xbf16>
    %455 = stablehlo.reshape %363#2 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %456 = stablehlo.dot_general %420, %453, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xbf16>, tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %cst_61 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %457 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<bf16>) -> tensor<2x4x16x16xbf16>
    %458 = stablehlo.multiply %456, %457 : tensor<2x4x16x16xbf16>
    %cst_62 = stablehlo.constant dense<-1.000260e+30> : tensor<bf16>
    %459:2 = call @_where_4(%365, %458, %cst_62) : (tensor<16x16xi1>, tensor<2x4x16x16xbf16>, tensor<bf16>) -> (tensor<2x4x16x16xbf16>, tensor<2x4x16x16xi1>)
    %cst_63 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %460 = stablehlo.reduce(%459#0 init: %cst_63) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xbf16>, tensor<bf16>) -> tensor<2x4x16xbf16>
    %cst_64 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %461 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<bf16>) -> tensor<2x4x16xbf16>
    %462 = stablehlo.maximum %461, %460 : tensor<2x4x16xbf16>
    %463 = stablehlo.broadcast_in_dim %462, dims = [0, 1, 2] : (tensor<2x4x16xbf16>) -> tensor<2x4x16x1xbf16>
    %464 = stablehlo.broadcast_in_dim %463, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xbf16>) -> tensor<2x4x16x16xbf16>
    %465 = stablehlo.subtract %459#0, %464 : tensor<2x4x16x16xbf16>
    %466 = stablehlo.exponential %465 : tensor<2x4x16x16xbf16>
    %467 = stablehlo.convert %466 : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xf32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %468 = stablehlo.reduce(%467 init: %cst_65) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %469 = stablehlo.broadcast_in_dim %468, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %470 = stablehlo.convert %469 : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x1xbf16>
    %471 = stablehlo.broadcast_in_dim %470, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xbf16>) -> tensor<2x4x16x16xbf16>
    %472 = stablehlo.divide %466, %471 : tensor<2x4x16x16xbf16>
    %473 = stablehlo.multiply %470, %470 : tensor<2x4x16x1xbf16>
    %cst_66 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %474 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<bf16>) -> tensor<2x4x16x1xbf16>
    %475 = stablehlo.divide %474, %473 : tensor<2x4x16x1xbf16>
    %476 = stablehlo.dot_general %455, %472, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xbf16>, tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %477 = stablehlo.transpose %476, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xbf16>) -> tensor<2x16x4x16xbf16>
    %478 = stablehlo.reshape %477 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x64xbf16>
    %479 = stablehlo.convert %363#7 : (tensor<64x64xf32>) -> tensor<64x64xbf16>
    %480 = stablehlo.add %363#15, %363#3 : tensor<2x16x64xbf16>
    %481 = sdy.sharding_constraint %480 <@mesh, [{"data"}, {}, {}]> : tensor<2x16x64xbf16>
    %482 = stablehlo.convert %481 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %483 = chlo.square %482 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_67 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %484 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %485 = stablehlo.multiply %484, %482 : tensor<2x16x64xf32>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %486 = stablehlo.reduce(%483 init: %cst_68) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %487 = stablehlo.broadcast_in_dim %486, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_69 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %488 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %489 = stablehlo.divide %487, %488 : tensor<2x16x1xf32>
    %cst_70 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %490 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %491 = stablehlo.add %489, %490 : tensor<2x16x1xf32>
    %492 = stablehlo.rsqrt %491 : tensor<2x16x1xf32>
    %493 = stablehlo.divide %492, %491 : tensor<2x16x1xf32>
    %cst_71 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %494 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %495 = stablehlo.multiply %494, %493 : tensor<2x16x1xf32>
    %496 = stablehlo.broadcast_in_dim %492, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %497 = stablehlo.multiply %482, %496 : tensor<2x16x64xf32>
    %498 = stablehlo.convert %497 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %499 = stablehlo.convert %363#8 : (tensor<64xf32>) -> tensor<64xbf16>
    %500 = stablehlo.broadcast_in_dim %499, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %501 = stablehlo.broadcast_in_dim %500, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %502 = stablehlo.multiply %498, %501 : tensor<2x16x64xbf16>
    %503 = stablehlo.convert %363#12 : (tensor<64x128xf32>) -> tensor<64x128xbf16>
    %504:3 = call @silu_5(%363#4) : (tensor<2x16x128xbf16>) -> (tensor<2x16x128xbf16>, tensor<2x16x128xbf16>, tensor<2x16x128xbf16>)
    %505 = stablehlo.convert %363#13 : (tensor<64x128xf32>) -> tensor<64x128xbf16>
    %506 = stablehlo.multiply %504#0, %363#5 : tensor<2x16x128xbf16>
    %507 = sdy.sharding_constraint %506 <@mesh, [{"data"}, {}, {}]> : tensor<2x16x128xbf16>
    %508 = stablehlo.convert %363#14 : (tensor<128x64xf32>) -> tensor<128x64xbf16>
    %509 = sdy.sharding_constraint %363#17 <@mesh, [{"data"}, {}, {}]> : tensor<2x16x64xbf16>
    %510 = stablehlo.dot_general %509, %507, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<2x16x128xbf16>) -> tensor<64x128xbf16>
    %511 = stablehlo.transpose %510, dims = [1, 0] : (tensor<64x128xbf16>) -> tensor<128x64xbf16>
    %512 = stablehlo.dot_general %509, %508, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<128x64xbf16>) -> tensor<2x16x128xbf16>
    %513 = stablehlo.convert %511 : (tensor<128x64xbf16>) -> tensor<128x64xf32>
    %514 = sdy.sharding_constraint %512 <@mesh, [{"data"}, {}, {}]> : tensor<2x16x128xbf16>
    %515 = stablehlo.multiply %504#0, %514 : tensor<2x16x128xbf16>
    %516 = stablehlo.multiply %514, %363#5 : tensor<2x16x128xbf16>
    %517 = stablehlo.dot_general %515, %502, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xbf16>, tensor<2x16x64xbf16>) -> tensor<128x64xbf16>
    %518 = stablehlo.transpose %517, dims = [1, 0] : (tensor<128x64xbf16>) -> tensor<64x128xbf16>
    %519 = stablehlo.dot_general %515, %505, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xbf16>, tensor<64x128xbf16>) -> tensor<2x16x64xbf16>
    %520 = stablehlo.convert %518 : (tensor<64x128xbf16>) -> tensor<64x128xf32>
    %521 = call @silu_6(%504#1, %363#4, %504#2, %516) : (tensor<2x16x128xbf16>, tensor<2x16x128xbf16>, tensor<2x16x128xbf16>, tensor<2x16x128xbf16>) -> tensor<2x16x128xbf16>
    %522 = stablehlo.dot_general %521, %502, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xbf16>, tensor<2x16x64xbf16>) -> tensor<128x64xbf16>
    %523 = stablehlo.transpose %522, dims = [1, 0] : (tensor<128x64xbf16>) -> tensor<64x128xbf16>
    %524 = stablehlo.dot_general %521, %503, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xbf16>, tensor<64x128xbf16>) -> tensor<2x16x64xbf16>
    %525 = stablehlo.add %519, %524 : tensor<2x16x64xbf16>
    %526 = stablehlo.convert %523 : (tensor<64x128xbf16>) -> tensor<64x128xf32>
    %527 = stablehlo.multiply %498, %525 : tensor<2x16x64xbf16>
    %cst_72 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %528 = stablehlo.reduce(%527 init: %cst_72) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %529 = stablehlo.reshape %528 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %530 = stablehlo.broadcast_in_dim %500, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %531 = stablehlo.multiply %525, %530 : tensor<2x16x64xbf16>
    %cst_73 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %532 = stablehlo.reduce(%529 init: %cst_73) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %533 = stablehlo.convert %532 : (tensor<64xbf16>) -> tensor<64xf32>
    %534 = stablehlo.convert %531 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %535 = stablehlo.multiply %482, %534 : tensor<2x16x64xf32>
    %cst_74 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %536 = stablehlo.reduce(%535 init: %cst_74) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %537 = stablehlo.reshape %536 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %538 = stablehlo.broadcast_in_dim %492, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %539 = stablehlo.multiply %534, %538 : tensor<2x16x64xf32>
    %540 = stablehlo.multiply %537, %495 : tensor<2x16x1xf32>
    %cst_75 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %541 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %542 = stablehlo.divide %540, %541 : tensor<2x16x1xf32>
    %cst_76 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %543 = stablehlo.reduce(%542 init: %cst_76) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %544 = stablehlo.broadcast_in_dim %543, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %545 = stablehlo.multiply %544, %485 : tensor<2x16x64xf32>
    %546 = stablehlo.add %539, %545 : tensor<2x16x64xf32>
    %547 = stablehlo.convert %546 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %548 = stablehlo.add %509, %547 : tensor<2x16x64xbf16>
    %549 = sdy.sharding_constraint %548 <@mesh, [{"data"}, {}, {}]> : tensor<2x16x64xbf16>
    %550 = stablehlo.dot_general %549, %478, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<2x16x64xbf16>) -> tensor<64x64xbf16>
    %551 = stablehlo.transpose %550, dims = [1, 0] : (tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %552 = stablehlo.dot_general %549, %479, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %553 = stablehlo.convert %551 : (tensor<64x64xbf16>) -> tensor<64x64xf32>
    %554 = stablehlo.reshape %552 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %555 = stablehlo.transpose %554, dims = [0, 2, 3, 1] : (tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %556 = stablehlo.dot_general %555, %455, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xbf16>, tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %557 = stablehlo.dot_general %555, %472, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xbf16>, tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %558 = stablehlo.transpose %557, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xbf16>) -> tensor<2x16x4x16xbf16>
    %559 = stablehlo.broadcast_in_dim %475, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xbf16>) -> tensor<2x4x16x16xbf16>
    %560 = stablehlo.multiply %556, %559 : tensor<2x4x16x16xbf16>
    %561 = stablehlo.multiply %560, %466 : tensor<2x4x16x16xbf16>
    %cst_77 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %562 = stablehlo.reduce(%561 init: %cst_77) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xbf16>, tensor<bf16>) -> tensor<2x4x16xbf16>
    %563 = stablehlo.reshape %562 : (tensor<2x4x16xbf16>) -> tensor<2x4x16x1xbf16>
    %564 = stablehlo.negate %563 : tensor<2x4x16x1xbf16>
    %565 = stablehlo.broadcast_in_dim %470, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xbf16>) -> tensor<2x4x16x16xbf16>
    %566 = stablehlo.divide %556, %565 : tensor<2x4x16x16xbf16>
    %567 = stablehlo.convert %564 : (tensor<2x4x16x1xbf16>) -> tensor<2x4x16x1xf32>
    %cst_78 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %568 = stablehlo.reduce(%567 init: %cst_78) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x1xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %569 = stablehlo.broadcast_in_dim %568, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %570 = stablehlo.convert %569 : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xbf16>
    %571 = stablehlo.add %566, %570 : tensor<2x4x16x16xbf16>
    %572 = stablehlo.multiply %571, %466 : tensor<2x4x16x16xbf16>
    %573 = call @_where_7(%459#1, %572) : (tensor<2x4x16x16xi1>, tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %cst_79 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %574 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<bf16>) -> tensor<2x4x16x16xbf16>
    %575 = stablehlo.multiply %573, %574 : tensor<2x4x16x16xbf16>
    %576 = stablehlo.dot_general %575, %420, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xbf16>, tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %577 = stablehlo.transpose %576, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xbf16>) -> tensor<2x16x4x16xbf16>
    %578 = stablehlo.dot_general %575, %453, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xbf16>, tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %579 = stablehlo.transpose %578, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xbf16>) -> tensor<2x16x4x16xbf16>
    %580 = stablehlo.reshape %558 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x64xbf16>
    %581 = stablehlo.dot_general %580, %387, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<2x16x64xbf16>) -> tensor<64x64xbf16>
    %582 = stablehlo.transpose %581, dims = [1, 0] : (tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %583 = stablehlo.dot_general %580, %454, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %584 = stablehlo.convert %582 : (tensor<64x64xbf16>) -> tensor<64x64xf32>
    %585 = stablehlo.slice %577 [0:2, 0:16, 0:4, 0:8] : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x8xbf16>
    %586 = stablehlo.slice %577 [0:2, 0:16, 0:4, 8:16] : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x8xbf16>
    %587 = stablehlo.broadcast_in_dim %438, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %588 = stablehlo.multiply %586, %587 : tensor<2x16x4x8xbf16>
    %589 = stablehlo.broadcast_in_dim %440, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %590 = stablehlo.multiply %586, %589 : tensor<2x16x4x8xbf16>
    %591 = stablehlo.negate %585 : tensor<2x16x4x8xbf16>
    %592 = stablehlo.broadcast_in_dim %438, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %593 = stablehlo.multiply %591, %592 : tensor<2x16x4x8xbf16>
    %594 = stablehlo.add %590, %593 : tensor<2x16x4x8xbf16>
    %595 = stablehlo.broadcast_in_dim %440, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %596 = stablehlo.multiply %585, %595 : tensor<2x16x4x8xbf16>
    %597 = stablehlo.add %588, %596 : tensor<2x16x4x8xbf16>
    %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %598 = stablehlo.pad %594, %cst_80, low = [0, 0, 0, 8], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x16x4x8xbf16>, tensor<bf16>) -> tensor<2x16x4x16xbf16>
    %cst_81 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %599 = stablehlo.pad %597, %cst_81, low = [0, 0, 0, 0], high = [0, 0, 0, 8], interior = [0, 0, 0, 0] : (tensor<2x16x4x8xbf16>, tensor<bf16>) -> tensor<2x16x4x16xbf16>
    %600 = stablehlo.add %598, %599 : tensor<2x16x4x16xbf16>
    %601 = stablehlo.reshape %600 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x64xbf16>
    %602 = stablehlo.dot_general %601, %387, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<2x16x64xbf16>) -> tensor<64x64xbf16>
    %603 = stablehlo.transpose %602, dims = [1, 0] : (tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %604 = stablehlo.dot_general %601, %421, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %605 = stablehlo.add %583, %604 : tensor<2x16x64xbf16>
    %606 = stablehlo.convert %603 : (tensor<64x64xbf16>) -> tensor<64x64xf32>
    %607 = stablehlo.slice %579 [0:2, 0:16, 0:4, 0:8] : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x8xbf16>
    %608 = stablehlo.slice %579 [0:2, 0:16, 0:4, 8:16] : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x8xbf16>
    %609 = stablehlo.broadcast_in_dim %405, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %610 = stablehlo.multiply %608, %609 : tensor<2x16x4x8xbf16>
    %611 = stablehlo.broadcast_in_dim %407, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %612 = stablehlo.multiply %608, %611 : tensor<2x16x4x8xbf16>
    %613 = stablehlo.negate %607 : tensor<2x16x4x8xbf16>
    %614 = stablehlo.broadcast_in_dim %405, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %615 = stablehlo.multiply %613, %614 : tensor<2x16x4x8xbf16>
    %616 = stablehlo.add %612, %615 : tensor<2x16x4x8xbf16>
    %617 = stablehlo.broadcast_in_dim %407, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %618 = stablehlo.multiply %607, %617 : tensor<2x16x4x8xbf16>
    %619 = stablehlo.add %610, %618 : tensor<2x16x4x8xbf16>
    %cst_82 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %620 = stablehlo.pad %616, %cst_82, low = [0, 0, 0, 8], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x16x4x8xbf16>, tensor<bf16>) -> tensor<2x16x4x16xbf16>
    %cst_83 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %621 = stablehlo.pad %619, %cst_83, low = [0, 0, 0, 0], high = [0, 0, 0, 8], interior = [0, 0, 0, 0] : (tensor<2x16x4x8xbf16>, tensor<bf16>) -> tensor<2x16x4x16xbf16>
    %622 = stablehlo.add %620, %621 : tensor<2x16x4x16xbf16>
    %623 = stablehlo.reshape %622 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x64xbf16>
    %624 = stablehlo.dot_general %623, %387, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<2x16x64xbf16>) -> tensor<64x64xbf16>
    %625 = stablehlo.transpose %624, dims = [1, 0] : (tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %626 = stablehlo.dot_general %623, %388, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %627 = stablehlo.add %605, %626 : tensor<2x16x64xbf16>
    %628 = stablehlo.convert %625 : (tensor<64x64xbf16>) -> tensor<64x64xf32>
    %629 = sdy.sharding_constraint %627 <@mesh, [{"data"}, {}, {}]> : tensor<2x16x64xbf16>
    %630 = stablehlo.multiply %382, %629 : tensor<2x16x64xbf16>
    %cst_84 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %631 = stablehlo.reduce(%630 init: %cst_84) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %632 = stablehlo.reshape %631 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %633 = stablehlo.broadcast_in_dim %384, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %634 = stablehlo.multiply %629, %633 : tensor<2x16x64xbf16>
    %cst_85 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %635 = stablehlo.reduce(%632 init: %cst_85) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %636 = stablehlo.convert %635 : (tensor<64xbf16>) -> tensor<64xf32>
    %637 = stablehlo.convert %634 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %638 = stablehlo.multiply %366, %637 : tensor<2x16x64xf32>
    %cst_86 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %639 = stablehlo.reduce(%638 init: %cst_86) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %640 = stablehlo.reshape %639 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %641 = stablehlo.broadcast_in_dim %376, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %642 = stablehlo.multiply %637, %641 : tensor<2x16x64xf32>
    %643 = stablehlo.multiply %640, %379 : tensor<2x16x1xf32>
    %cst_87 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %644 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %645 = stablehlo.divide %643, %644 : tensor<2x16x1xf32>
    %cst_88 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %646 = stablehlo.reduce(%645 init: %cst_88) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %647 = stablehlo.broadcast_in_dim %646, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %648 = stablehlo.multiply %647, %369 : tensor<2x16x64xf32>
    %649 = stablehlo.add %642, %648 : tensor<2x16x64xf32>
    %650 = stablehlo.convert %649 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %651 = stablehlo.add %549, %650 : tensor<2x16x64xbf16>
    %652:18 = stablehlo.optimization_barrier %26, %61, %96, %120, %141, %145, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %2, %4, %651 : tensor<2x16x64xbf16>, tensor<2x16x64xbf16>, tensor<2x16x64xbf16>, tensor<2x16x64xbf16>, tensor<2x16x128xbf16>, tensor<2x16x128xbf16>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x128xf32>, tensor<64x128xf32>, tensor<128x64xf32>, tensor<2x16x64xbf16>, tensor<2x16xi32>, tensor<2x16x64xbf16>
    %c_89 = stablehlo.constant dense<true> : tensor<i1>
    %653 = stablehlo.broadcast_in_dim %c_89, dims = [] : (tensor<i1>) -> tensor<16x16xi1>
    %654 = call @tril_3(%653) : (tensor<16x16xi1>) -> tensor<16x16xi1>
    %655 = stablehlo.convert %652#15 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %656 = chlo.square %655 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_90 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %657 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %658 = stablehlo.multiply %657, %655 : tensor<2x16x64xf32>
    %cst_91 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %659 = stablehlo.reduce(%656 init: %cst_91) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %660 = stablehlo.broadcast_in_dim %659, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_92 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %661 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %662 = stablehlo.divide %660, %661 : tensor<2x16x1xf32>
    %cst_93 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %663 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %664 = stablehlo.add %662, %663 : tensor<2x16x1xf32>
    %665 = stablehlo.rsqrt %664 : tensor<2x16x1xf32>
    %666 = stablehlo.divide %665, %664 : tensor<2x16x1xf32>
    %cst_94 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %667 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %668 = stablehlo.multiply %667, %666 : tensor<2x16x1xf32>
    %669 = stablehlo.broadcast_in_dim %665, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %670 = stablehlo.multiply %655, %669 : tensor<2x16x64xf32>
    %671 = stablehlo.convert %670 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %672 = stablehlo.convert %652#9 : (tensor<64xf32>) -> tensor<64xbf16>
    %673 = stablehlo.broadcast_in_dim %672, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %674 = stablehlo.broadcast_in_dim %673, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %675 = stablehlo.multiply %671, %674 : tensor<2x16x64xbf16>
    %676 = sdy.sharding_constraint %675 <@mesh, [{"data"}, {}, {}]> : tensor<2x16x64xbf16>
    %677 = stablehlo.convert %652#10 : (tensor<64x64xf32>) -> tensor<64x64xbf16>
    %678 = stablehlo.reshape %652#0 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %679 = stablehlo.iota dim = 0 : tensor<8xf32>
    %680 = stablehlo.negate %679 : tensor<8xf32>
    %cst_95 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %681 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %682 = stablehlo.multiply %680, %681 : tensor<8xf32>
    %cst_96 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %683 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %684 = stablehlo.divide %682, %683 : tensor<8xf32>
    %cst_97 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %685 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %686 = stablehlo.power %685, %684 : tensor<8xf32>
    %687 = stablehlo.broadcast_in_dim %652#16, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %688 = stablehlo.convert %687 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %689 = stablehlo.broadcast_in_dim %686, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %690 = stablehlo.broadcast_in_dim %688, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x8xf32>
    %691 = stablehlo.broadcast_in_dim %689, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x16x1x8xf32>
    %692 = stablehlo.multiply %690, %691 : tensor<2x16x1x8xf32>
    %693 = stablehlo.sine %692 : tensor<2x16x1x8xf32>
    %694 = stablehlo.convert %693 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %695 = stablehlo.cosine %692 : tensor<2x16x1x8xf32>
    %696 = stablehlo.convert %695 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %697 = stablehlo.slice %678 [0:2, 0:16, 0:4, 0:8] : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x8xbf16>
    %698 = stablehlo.slice %678 [0:2, 0:16, 0:4, 8:16] : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x8xbf16>
    %699 = stablehlo.broadcast_in_dim %696, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %700 = stablehlo.multiply %697, %699 : tensor<2x16x4x8xbf16>
    %701 = stablehlo.broadcast_in_dim %694, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %702 = stablehlo.multiply %698, %701 : tensor<2x16x4x8xbf16>
    %703 = stablehlo.subtract %700, %702 : tensor<2x16x4x8xbf16>
    %704 = stablehlo.broadcast_in_dim %696, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %705 = stablehlo.multiply %698, %704 : tensor<2x16x4x8xbf16>
    %706 = stablehlo.broadcast_in_dim %694, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %707 = stablehlo.multiply %697, %706 : tensor<2x16x4x8xbf16>
    %708 = stablehlo.add %705, %707 : tensor<2x16x4x8xbf16>
    %709 = stablehlo.concatenate %703, %708, dim = 3 : (tensor<2x16x4x8xbf16>, tensor<2x16x4x8xbf16>) -> tensor<2x16x4x16xbf16>
    %710 = stablehlo.convert %652#6 : (tensor<64x64xf32>) -> tensor<64x64xbf16>
    %711 = stablehlo.reshape %652#1 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %712 = stablehlo.iota dim = 0 : tensor<8xf32>
    %713 = stablehlo.negate %712 : tensor<8xf32>
    %cst_98 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %714 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %715 = stablehlo.multiply %713, %714 : tensor<8xf32>
    %cst_99 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %716 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %717 = stablehlo.divide %715, %716 : tensor<8xf32>
    %cst_100 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %718 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %719 = stablehlo.power %718, %717 : tensor<8xf32>
    %720 = stablehlo.broadcast_in_dim %652#16, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %721 = stablehlo.convert %720 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %722 = stablehlo.broadcast_in_dim %719, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %723 = stablehlo.broadcast_in_dim %721, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x8xf32>
    %724 = stablehlo.broadcast_in_dim %722, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x16x1x8xf32>
    %725 = stablehlo.multiply %723, %724 : tensor<2x16x1x8xf32>
    %726 = stablehlo.sine %725 : tensor<2x16x1x8xf32>
    %727 = stablehlo.convert %726 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %728 = stablehlo.cosine %725 : tensor<2x16x1x8xf32>
    %729 = stablehlo.convert %728 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %730 = stablehlo.slice %711 [0:2, 0:16, 0:4, 0:8] : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x8xbf16>
    %731 = stablehlo.slice %711 [0:2, 0:16, 0:4, 8:16] : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x8xbf16>
    %732 = stablehlo.broadcast_in_dim %729, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %733 = stablehlo.multiply %730, %732 : tensor<2x16x4x8xbf16>
    %734 = stablehlo.broadcast_in_dim %727, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %735 = stablehlo.multiply %731, %734 : tensor<2x16x4x8xbf16>
    %736 = stablehlo.subtract %733, %735 : tensor<2x16x4x8xbf16>
    %737 = stablehlo.broadcast_in_dim %729, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %738 = stablehlo.multiply %731, %737 : tensor<2x16x4x8xbf16>
    %739 = stablehlo.broadcast_in_dim %727, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %740 = stablehlo.multiply %730, %739 : tensor<2x16x4x8xbf16>
    %741 = stablehlo.add %738, %740 : tensor<2x16x4x8xbf16>
    %742 = stablehlo.concatenate %736, %741, dim = 3 : (tensor<2x16x4x8xbf16>, tensor<2x16x4x8xbf16>) -> tensor<2x16x4x16xbf16>
    %743 = stablehlo.convert %652#11 : (tensor<64x64xf32>) -> tensor<64x64xbf16>
    %744 = stablehlo.reshape %652#2 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %745 = stablehlo.dot_general %709, %742, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xbf16>, tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %cst_101 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %746 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<bf16>) -> tensor<2x4x16x16xbf16>
    %747 = stablehlo.multiply %745, %746 : tensor<2x4x16x16xbf16>
    %cst_102 = stablehlo.constant dense<-1.000260e+30> : tensor<bf16>
    %748:2 = call @_where_4(%654, %747, %cst_102) : (tensor<16x16xi1>, tensor<2x4x16x16xbf16>, tensor<bf16>) -> (tensor<2x4x16x16xbf16>, tensor<2x4x16x16xi1>)
    %cst_103 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %749 = stablehlo.reduce(%748#0 init: %cst_103) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xbf16>, tensor<bf16>) -> tensor<2x4x16xbf16>
    %cst_104 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %750 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<bf16>) -> tensor<2x4x16xbf16>
    %751 = stablehlo.maximum %750, %749 : tensor<2x4x16xbf16>
    %752 = stablehlo.broadcast_in_dim %751, dims = [0, 1, 2] : (tensor<2x4x16xbf16>) -> tensor<2x4x16x1xbf16>
    %753 = stablehlo.broadcast_in_dim %752, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xbf16>) -> tensor<2x4x16x16xbf16>
    %754 = stablehlo.subtract %748#0, %753 : tensor<2x4x16x16xbf16>
    %755 = stablehlo.exponential %754 : tensor<2x4x16x16xbf16>
    %756 = stablehlo.convert %755 : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xf32>
    %cst_105 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %757 = stablehlo.reduce(%756 init: %cst_105) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %758 = stablehlo.broadcast_in_dim %757, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %759 = stablehlo.convert %758 : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x1xbf16>
    %760 = stablehlo.broadcast_in_dim %759, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xbf16>) -> tensor<2x4x16x16xbf16>
    %761 = stablehlo.divide %755, %760 : tensor<2x4x16x16xbf16>
    %762 = stablehlo.multiply %759, %759 : tensor<2x4x16x1xbf16>
    %cst_106 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %763 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<bf16>) -> tensor<2x4x16x1xbf16>
    %764 = stablehlo.divide %763, %762 : tensor<2x4x16x1xbf16>
    %765 = stablehlo.dot_general %744, %761, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xbf16>, tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %766 = stablehlo.transpose %765, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xbf16>) -> tensor<2x16x4x16xbf16>
    %767 = stablehlo.reshape %766 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x64xbf16>
    %768 = stablehlo.convert %652#7 : (tensor<64x64xf32>) -> tensor<64x64xbf16>
    %769 = stablehlo.add %652#15, %652#3 : tensor<2x16x64xbf16>
    %770 = sdy.sharding_constraint %769 <@mesh, [{"data"}, {}, {}]> : tensor<2x16x64xbf16>
    %771 = stablehlo.convert %770 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %772 = chlo.square %771 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_107 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %773 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %774 = stablehlo.multiply %773, %771 : tensor<2x16x64xf32>
    %cst_108 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %775 = stablehlo.reduce(%772 init: %cst_108) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %776 = stablehlo.broadcast_in_dim %775, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_109 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %777 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %778 = stablehlo.divide %776, %777 : tensor<2x16x1xf32>
    %cst_110 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %779 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %780 = stablehlo.add %778, %779 : tensor<2x16x1xf32>
    %781 = stablehlo.rsqrt %780 : tensor<2x16x1xf32>
    %782 = stablehlo.divide %781, %780 : tensor<2x16x1xf32>
    %cst_111 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %783 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %784 = stablehlo.multiply %783, %782 : tensor<2x16x1xf32>
    %785 = stablehlo.broadcast_in_dim %781, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %786 = stablehlo.multiply %771, %785 : tensor<2x16x64xf32>
    %787 = stablehlo.convert %786 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %788 = stablehlo.convert %652#8 : (tensor<64xf32>) -> tensor<64xbf16>
    %789 = stablehlo.broadcast_in_dim %788, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %790 = stablehlo.broadcast_in_dim %789, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %791 = stablehlo.multiply %787, %790 : tensor<2x16x64xbf16>
    %792 = stablehlo.convert %652#12 : (tensor<64x128xf32>) -> tensor<64x128xbf16>
    %793:3 = call @silu_5(%652#4) : (tensor<2x16x128xbf16>) -> (tensor<2x16x128xbf16>, tensor<2x16x128xbf16>, tensor<2x16x128xbf16>)
    %794 = stablehlo.convert %652#13 : (tensor<64x128xf32>) -> tensor<64x128xbf16>
    %795 = stablehlo.multiply %793#0, %652#5 : tensor<2x16x128xbf16>
    %796 = sdy.sharding_constraint %795 <@mesh, [{"data"}, {}, {}]> : tensor<2x16x128xbf16>
    %797 = stablehlo.convert %652#14 : (tensor<128x64xf32>) -> tensor<128x64xbf16>
    %798 = sdy.sharding_constraint %652#17 <@mesh, [{"data"}, {}, {}]> : tensor<2x16x64xbf16>
    %799 = stablehlo.dot_general %798, %796, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<2x16x128xbf16>) -> tensor<64x128xbf16>
    %800 = stablehlo.transpose %799, dims = [1, 0] : (tensor<64x128xbf16>) -> tensor<128x64xbf16>
    %801 = stablehlo.dot_general %798, %797, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<128x64xbf16>) -> tensor<2x16x128xbf16>
    %802 = stablehlo.convert %800 : (tensor<128x64xbf16>) -> tensor<128x64xf32>
    %803 = sdy.sharding_constraint %801 <@mesh, [{"data"}, {}, {}]> : tensor<2x16x128xbf16>
    %804 = stablehlo.multiply %793#0, %803 : tensor<2x16x128xbf16>
    %805 = stablehlo.multiply %803, %652#5 : tensor<2x16x128xbf16>
    %806 = stablehlo.dot_general %804, %791, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xbf16>, tensor<2x16x64xbf16>) -> tensor<128x64xbf16>
    %807 = stablehlo.transpose %806, dims = [1, 0] : (tensor<128x64xbf16>) -> tensor<64x128xbf16>
    %808 = stablehlo.dot_general %804, %794, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xbf16>, tensor<64x128xbf16>) -> tensor<2x16x64xbf16>
    %809 = stablehlo.convert %807 : (tensor<64x128xbf16>) -> tensor<64x128xf32>
    %810 = call @silu_6(%793#1, %652#4, %793#2, %805) : (tensor<2x16x128xbf16>, tensor<2x16x128xbf16>, tensor<2x16x128xbf16>, tensor<2x16x128xbf16>) -> tensor<2x16x128xbf16>
    %811 = stablehlo.dot_general %810, %791, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xbf16>, tensor<2x16x64xbf16>) -> tensor<128x64xbf16>
    %812 = stablehlo.transpose %811, dims = [1, 0] : (tensor<128x64xbf16>) -> tensor<64x128xbf16>
    %813 = stablehlo.dot_general %810, %792, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xbf16>, tensor<64x128xbf16>) -> tensor<2x16x64xbf16>
    %814 = stablehlo.add %808, %813 : tensor<2x16x64xbf16>
    %815 = stablehlo.convert %812 : (tensor<64x128xbf16>) -> tensor<64x128xf32>
    %816 = stablehlo.multiply %787, %814 : tensor<2x16x64xbf16>
    %cst_112 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %817 = stablehlo.reduce(%816 init: %cst_112) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %818 = stablehlo.reshape %817 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %819 = stablehlo.broadcast_in_dim %789, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %820 = stablehlo.multiply %814, %819 : tensor<2x16x64xbf16>
    %cst_113 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %821 = stablehlo.reduce(%818 init: %cst_113) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %822 = stablehlo.convert %821 : (tensor<64xbf16>) -> tensor<64xf32>
    %823 = stablehlo.convert %820 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %824 = stablehlo.multiply %771, %823 : tensor<2x16x64xf32>
    %cst_114 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %825 = stablehlo.reduce(%824 init: %cst_114) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %826 = stablehlo.reshape %825 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %827 = stablehlo.broadcast_in_dim %781, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %828 = stablehlo.multiply %823, %827 : tensor<2x16x64xf32>
    %829 = stablehlo.multiply %826, %784 : tensor<2x16x1xf32>
    %cst_115 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %830 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %831 = stablehlo.divide %829, %830 : tensor<2x16x1xf32>
    %cst_116 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %832 = stablehlo.reduce(%831 init: %cst_116) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %833 = stablehlo.broadcast_in_dim %832, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %834 = stablehlo.multiply %833, %774 : tensor<2x16x64xf32>
    %835 = stablehlo.add %828, %834 : tensor<2x16x64xf32>
    %836 = stablehlo.convert %835 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %837 = stablehlo.add %798, %836 : tensor<2x16x64xbf16>
    %838 = sdy.sharding_constraint %837 <@mesh, [{"data"}, {}, {}]> : tensor<2x16x64xbf16>
    %839 = stablehlo.dot_general %838, %767, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<2x16x64xbf16>) -> tensor<64x64xbf16>
    %840 = stablehlo.transpose %839, dims = [1, 0] : (tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %841 = stablehlo.dot_general %838, %768, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %842 = stablehlo.convert %840 : (tensor<64x64xbf16>) -> tensor<64x64xf32>
    %843 = stablehlo.reshape %841 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %844 = stablehlo.transpose %843, dims = [0, 2, 3, 1] : (tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %845 = stablehlo.dot_general %844, %744, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xbf16>, tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %846 = stablehlo.dot_general %844, %761, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xbf16>, tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %847 = stablehlo.transpose %846, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xbf16>) -> tensor<2x16x4x16xbf16>
    %848 = stablehlo.broadcast_in_dim %764, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xbf16>) -> tensor<2x4x16x16xbf16>
    %849 = stablehlo.multiply %845, %848 : tensor<2x4x16x16xbf16>
    %850 = stablehlo.multiply %849, %755 : tensor<2x4x16x16xbf16>
    %cst_117 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %851 = stablehlo.reduce(%850 init: %cst_117) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xbf16>, tensor<bf16>) -> tensor<2x4x16xbf16>
    %852 = stablehlo.reshape %851 : (tensor<2x4x16xbf16>) -> tensor<2x4x16x1xbf16>
    %853 = stablehlo.negate %852 : tensor<2x4x16x1xbf16>
    %854 = stablehlo.broadcast_in_dim %759, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xbf16>) -> tensor<2x4x16x16xbf16>
    %855 = stablehlo.divide %845, %854 : tensor<2x4x16x16xbf16>
    %856 = stablehlo.convert %853 : (tensor<2x4x16x1xbf16>) -> tensor<2x4x16x1xf32>
    %cst_118 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %857 = stablehlo.reduce(%856 init: %cst_118) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x1xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %858 = stablehlo.broadcast_in_dim %857, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %859 = stablehlo.convert %858 : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xbf16>
    %860 = stablehlo.add %855, %859 : tensor<2x4x16x16xbf16>
    %861 = stablehlo.multiply %860, %755 : tensor<2x4x16x16xbf16>
    %862 = call @_where_7(%748#1, %861) : (tensor<2x4x16x16xi1>, tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %cst_119 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %863 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<bf16>) -> tensor<2x4x16x16xbf16>
    %864 = stablehlo.multiply %862, %863 : tensor<2x4x16x16xbf16>
    %865 = stablehlo.dot_general %864, %709, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xbf16>, tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %866 = stablehlo.transpose %865, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xbf16>) -> tensor<2x16x4x16xbf16>
    %867 = stablehlo.dot_general %864, %742, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xbf16>, tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %868 = stablehlo.transpose %867, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xbf16>) -> tensor<2x16x4x16xbf16>
    %869 = stablehlo.reshape %847 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x64xbf16>
    %870 = stablehlo.dot_general %869, %676, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<2x16x64xbf16>) -> tensor<64x64xbf16>
    %871 = stablehlo.transpose %870, dims = [1, 0] : (tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %872 = stablehlo.dot_general %869, %743, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %873 = stablehlo.convert %871 : (tensor<64x64xbf16>) -> tensor<64x64xf32>
    %874 = stablehlo.slice %866 [0:2, 0:16, 0:4, 0:8] : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x8xbf16>
    %875 = stablehlo.slice %866 [0:2, 0:16, 0:4, 8:16] : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x8xbf16>
    %876 = stablehlo.broadcast_in_dim %727, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %877 = stablehlo.multiply %875, %876 : tensor<2x16x4x8xbf16>
    %878 = stablehlo.broadcast_in_dim %729, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %879 = stablehlo.multiply %875, %878 : tensor<2x16x4x8xbf16>
    %880 = stablehlo.negate %874 : tensor<2x16x4x8xbf16>
    %881 = stablehlo.broadcast_in_dim %727, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %882 = stablehlo.multiply %880, %881 : tensor<2x16x4x8xbf16>
    %883 = stablehlo.add %879, %882 : tensor<2x16x4x8xbf16>
    %884 = stablehlo.broadcast_in_dim %729, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %885 = stablehlo.multiply %874, %884 : tensor<2x16x4x8xbf16>
    %886 = stablehlo.add %877, %885 : tensor<2x16x4x8xbf16>
    %cst_120 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %887 = stablehlo.pad %883, %cst_120, low = [0, 0, 0, 8], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x16x4x8xbf16>, tensor<bf16>) -> tensor<2x16x4x16xbf16>
    %cst_121 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %888 = stablehlo.pad %886, %cst_121, low = [0, 0, 0, 0], high = [0, 0, 0, 8], interior = [0, 0, 0, 0] : (tensor<2x16x4x8xbf16>, tensor<bf16>) -> tensor<2x16x4x16xbf16>
    %889 = stablehlo.add %887, %888 : tensor<2x16x4x16xbf16>
    %890 = stablehlo.reshape %889 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x64xbf16>
    %891 = stablehlo.dot_general %890, %676, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<2x16x64xbf16>) -> tensor<64x64xbf16>
    %892 = stablehlo.transpose %891, dims = [1, 0] : (tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %893 = stablehlo.dot_general %890, %710, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %894 = stablehlo.add %872, %893 : tensor<2x16x64xbf16>
    %895 = stablehlo.convert %892 : (tensor<64x64xbf16>) -> tensor<64x64xf32>
    %896 = stablehlo.slice %868 [0:2, 0:16, 0:4, 0:8] : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x8xbf16>
    %897 = stablehlo.slice %868 [0:2, 0:16, 0:4, 8:16] : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x8xbf16>
    %898 = stablehlo.broadcast_in_dim %694, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %899 = stablehlo.multiply %897, %898 : tensor<2x16x4x8xbf16>
    %900 = stablehlo.broadcast_in_dim %696, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %901 = stablehlo.multiply %897, %900 : tensor<2x16x4x8xbf16>
    %902 = stablehlo.negate %896 : tensor<2x16x4x8xbf16>
    %903 = stablehlo.broadcast_in_dim %694, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %904 = stablehlo.multiply %902, %903 : tensor<2x16x4x8xbf16>
    %905 = stablehlo.add %901, %904 : tensor<2x16x4x8xbf16>
    %906 = stablehlo.broadcast_in_dim %696, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %907 = stablehlo.multiply %896, %906 : tensor<2x16x4x8xbf16>
    %908 = stablehlo.add %899, %907 : tensor<2x16x4x8xbf16>
    %cst_122 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %909 = stablehlo.pad %905, %cst_122, low = [0, 0, 0, 8], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x16x4x8xbf16>, tensor<bf16>) -> tensor<2x16x4x16xbf16>
    %cst_123 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %910 = stablehlo.pad %908, %cst_123, low = [0, 0, 0, 0], high = [0, 0, 0, 8], interior = [0, 0, 0, 0] : (tensor<2x16x4x8xbf16>, tensor<bf16>) -> tensor<2x16x4x16xbf16>
    %911 = stablehlo.add %909, %910 : tensor<2x16x4x16xbf16>
    %912 = stablehlo.reshape %911 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x64xbf16>
    %913 = stablehlo.dot_general %912, %676, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<2x16x64xbf16>) -> tensor<64x64xbf16>
    %914 = stablehlo.transpose %913, dims = [1, 0] : (tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %915 = stablehlo.dot_general %912, %677, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %916 = stablehlo.add %894, %915 : tensor<2x16x64xbf16>
    %917 = stablehlo.convert %914 : (tensor<64x64xbf16>) -> tensor<64x64xf32>
    %918 = sdy.sharding_constraint %916 <@mesh, [{"data"}, {}, {}]> : tensor<2x16x64xbf16>
    %919 = stablehlo.multiply %671, %918 : tensor<2x16x64xbf16>
    %cst_124 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %920 = stablehlo.reduce(%919 init: %cst_124) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %921 = stablehlo.reshape %920 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %922 = stablehlo.broadcast_in_dim %673, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %923 = stablehlo.multiply %918, %922 : tensor<2x16x64xbf16>
    %cst_125 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %924 = stablehlo.reduce(%921 init: %cst_125) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %925 = stablehlo.convert %924 : (tensor<64xbf16>) -> tensor<64xf32>
    %926 = stablehlo.convert %923 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %927 = stablehlo.multiply %655, %926 : tensor<2x16x64xf32>
    %cst_126 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %928 = stablehlo.reduce(%927 init: %cst_126) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %929 = stablehlo.reshape %928 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %930 = stablehlo.broadcast_in_dim %665, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %931 = stablehlo.multiply %926, %930 : tensor<2x16x64xf32>
    %932 = stablehlo.multiply %929, %668 : tensor<2x16x1xf32>
    %cst_127 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %933 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %934 = stablehlo.divide %932, %933 : tensor<2x16x1xf32>
    %cst_128 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %935 = stablehlo.reduce(%934 init: %cst_128) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %936 = stablehlo.broadcast_in_dim %935, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %937 = stablehlo.multiply %936, %658 : tensor<2x16x64xf32>
    %938 = stablehlo.add %931, %937 : tensor<2x16x64xf32>
    %939 = stablehlo.convert %938 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %940 = stablehlo.add %838, %939 : tensor<2x16x64xbf16>
    %941 = sdy.sharding_constraint %940 <@mesh, [{"data"}, {}, {}]> : tensor<2x16x64xbf16>
    %942 = call @_take_8(%1#1, %941) : (tensor<2x16x1xi32>, tensor<2x16x64xbf16>) -> tensor<128x64xbf16>
    %943 = stablehlo.convert %942 : (tensor<128x64xbf16>) -> tensor<128x64xf32>
    %cst_129 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %944 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %945 = stablehlo.multiply %944, %348 : tensor<64xf32>
    %946 = stablehlo.subtract %arg0, %945 : tensor<64xf32>
    %cst_130 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %947 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %948 = stablehlo.multiply %947, %895 : tensor<64x64xf32>
    %949 = stablehlo.subtract %arg1, %948 : tensor<64x64xf32>
    %cst_131 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %950 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %951 = stablehlo.multiply %950, %842 : tensor<64x64xf32>
    %952 = stablehlo.subtract %arg2, %951 : tensor<64x64xf32>
    %cst_132 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %953 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %954 = stablehlo.multiply %953, %822 : tensor<64xf32>
    %955 = stablehlo.subtract %arg3, %954 : tensor<64xf32>
    %cst_133 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %956 = stablehlo.broadcast_in_dim %cst_133, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %957 = stablehlo.multiply %956, %925 : tensor<64xf32>
    %958 = stablehlo.subtract %arg4, %957 : tensor<64xf32>
    %cst_134 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %959 = stablehlo.broadcast_in_dim %cst_134, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %960 = stablehlo.multiply %959, %917 : tensor<64x64xf32>
    %961 = stablehlo.subtract %arg5, %960 : tensor<64x64xf32>
    %cst_135 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %962 = stablehlo.broadcast_in_dim %cst_135, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %963 = stablehlo.multiply %962, %873 : tensor<64x64xf32>
    %964 = stablehlo.subtract %arg6, %963 : tensor<64x64xf32>
    %cst_136 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %965 = stablehlo.broadcast_in_dim %cst_136, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %966 = stablehlo.multiply %965, %815 : tensor<64x128xf32>
    %967 = stablehlo.subtract %arg7, %966 : tensor<64x128xf32>
    %cst_137 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %968 = stablehlo.broadcast_in_dim %cst_137, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %969 = stablehlo.multiply %968, %809 : tensor<64x128xf32>
    %970 = stablehlo.subtract %arg8, %969 : tensor<64x128xf32>
    %cst_138 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %971 = stablehlo.broadcast_in_dim %cst_138, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %972 = stablehlo.multiply %971, %802 : tensor<128x64xf32>
    %973 = stablehlo.subtract %arg9, %972 : tensor<128x64xf32>
    %cst_139 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %974 = stablehlo.broadcast_in_dim %cst_139, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %975 = stablehlo.multiply %974, %606 : tensor<64x64xf32>
    %976 = stablehlo.subtract %arg10, %975 : tensor<64x64xf32>
    %cst_140 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %977 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %978 = stablehlo.multiply %977, %553 : tensor<64x64xf32>
    %979 = stablehlo.subtract %arg11, %978 : tensor<64x64xf32>
    %cst_141 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %980 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %981 = stablehlo.multiply %980, %533 : tensor<64xf32>
    %982 = stablehlo.subtract %arg12, %981 : tensor<64xf32>
    %cst_142 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %983 = stablehlo.broadcast_in_dim %cst_142, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %984 = stablehlo.multiply %983, %636 : tensor<64xf32>
    %985 = stablehlo.subtract %arg13, %984 : tensor<64xf32>
    %cst_143 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %986 = stablehlo.broadcast_in_dim %cst_143, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %987 = stablehlo.multiply %986, %628 : tensor<64x64xf32>
    %988 = stablehlo.subtract %arg14, %987 : tensor<64x64xf32>
    %cst_144 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %989 = stablehlo.broadcast_in_dim %cst_144, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %990 = stablehlo.multiply %989, %584 : tensor<64x64xf32>
    %991 = stablehlo.subtract %arg15, %990 : tensor<64x64xf32>
    %cst_145 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %992 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %993 = stablehlo.multiply %992, %526 : tensor<64x128xf32>
    %994 = stablehlo.subtract %arg16, %993 : tensor<64x128xf32>
    %cst_146 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %995 = stablehlo.broadcast_in_dim %cst_146, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %996 = stablehlo.multiply %995, %520 : tensor<64x128xf32>
    %997 = stablehlo.subtract %arg17, %996 : tensor<64x128xf32>
    %cst_147 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %998 = stablehlo.broadcast_in_dim %cst_147, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %999 = stablehlo.multiply %998, %513 : tensor<128x64xf32>
    %1000 = stablehlo.subtract %arg18, %999 : tensor<128x64xf32>
    %cst_148 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1001 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1002 = stablehlo.multiply %1001, %341 : tensor<64x128xf32>
    %1003 = stablehlo.subtract %arg19, %1002 : tensor<64x128xf32>
    %cst_149 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1004 = stablehlo.broadcast_in_dim %cst_149, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1005 = stablehlo.multiply %1004, %943 : tensor<128x64xf32>
    %1006 = stablehlo.subtract %arg20, %1005 : tensor<128x64xf32>
    return %330, %946, %949, %952, %955, %958, %961, %964, %967, %970, %973, %976, %979, %982, %985, %988, %991, %994, %997, %1000, %1003, %1006 : tensor<f32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x128xf32>, tensor<64x128xf32>, tensor<128x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x128xf32>, tensor<64x128xf32>, tensor<128x64xf32>, tensor<64x128xf32>, tensor<128x64xf32>
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
  func.func private @silu(%arg0: tensor<2x16x128xbf16>) -> tensor<2x16x128xbf16> {
    %0 = stablehlo.negate %arg0 : tensor<2x16x128xbf16>
    %1 = stablehlo.exponential %0 : tensor<2x16x128xbf16>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<2x16x128xbf16>
    %3 = stablehlo.add %2, %1 : tensor<2x16x128xbf16>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<2x16x128xbf16>
    %5 = stablehlo.divide %4, %3 : tensor<2x16x128xbf16>
    %6 = stablehlo.multiply %arg0, %5 : tensor<2x16x128xbf16>
    return %6 : tensor<2x16x128xbf16>
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
  func.func private @tril_3(%arg0: tensor<16x16xi1>) -> tensor<16x16xi1> {
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
  func.func private @_where_4(%arg0: tensor<16x16xi1>, %arg1: tensor<2x4x16x16xbf16>, %arg2: tensor<bf16>) -> (tensor<2x4x16x16xbf16>, tensor<2x4x16x16xi1>) {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] : (tensor<16x16xi1>) -> tensor<2x4x16x16xi1>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<bf16>) -> tensor<2x4x16x16xbf16>
    %2 = stablehlo.select %0, %arg1, %1 : tensor<2x4x16x16xi1>, tensor<2x4x16x16xbf16>
    return %2, %0 : tensor<2x4x16x16xbf16>, tensor<2x4x16x16xi1>
  }
  func.func private @silu_5(%arg0: tensor<2x16x128xbf16>) -> (tensor<2x16x128xbf16>, tensor<2x16x128xbf16>, tensor<2x16x128xbf16>) {
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
    return %9, %5, %8 : tensor<2x16x128xbf16>, tensor<2x16x128xbf16>, tensor<2x16x128xbf16>
  }
  func.func private @silu_6(%arg0: tensor<2x16x128xbf16>, %arg1: tensor<2x16x128xbf16>, %arg2: tensor<2x16x128xbf16>, %arg3: tensor<2x16x128xbf16>) -> tensor<2x16x128xbf16> {
    %0 = stablehlo.multiply %arg1, %arg3 : tensor<2x16x128xbf16>
    %1 = stablehlo.multiply %arg3, %arg0 : tensor<2x16x128xbf16>
    %2 = stablehlo.multiply %0, %arg2 : tensor<2x16x128xbf16>
    %3 = stablehlo.add %1, %2 : tensor<2x16x128xbf16>
    return %3 : tensor<2x16x128xbf16>
  }
  func.func private @_where_7(%arg0: tensor<2x4x16x16xi1>, %arg1: tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<2x4x16x16xbf16>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<2x4x16x16xi1>, tensor<2x4x16x16xbf16>
    return %1 : tensor<2x4x16x16xbf16>
  }
  func.func private @_take_8(%arg0: tensor<2x16x1xi32>, %arg1: tensor<2x16x64xbf16>) -> tensor<128x64xbf16> {
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
