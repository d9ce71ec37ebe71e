module @jit_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=1, "model"=1]> {stablehlo.mesh = {axes = [{name = "data", size = 1 : i64}, {name = "model", size = 1 : i64}]}}
  func.func public @main(%arg0: tensor<64xf32>, %arg1: tensor<64x64xf32>, %arg2: tensor<64x64xf32>, %arg3: tensor<64xf32>, %arg4: tensor<64xf32>, %arg5: tensor<64x64xf32>, %arg6: tensor<64x64xf32>, %arg7: tensor<64x128xf32>, %arg8: tensor<64x128xf32>, %arg9: tensor<128x64xf32>, %arg10: tensor<64x64xf32>, %arg11: tensor<64x64xf32>, %arg12: tensor<64xf32>, %arg13: tensor<64xf32>, %arg14: tensor<64x64xf32>, %arg15: tensor<64x64xf32>, %arg16: tensor<64x128xf32>, %arg17: tensor<64x128xf32>, %arg18: tensor<128x64xf32>, %arg19: tensor<64x128xf32>, %arg20: tensor<128x64xf32>, %arg21: tensor<2x16xi32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<64xf32> {jax.result_info = "result[1]['params']['decoder_norm']['scale']"}, tensor<64x64xf32> {jax.result_info = "result[1]['params']['layers_0']['key']['kernel']"}, tensor<64x64xf32> {jax.result_info = "result[1]['params']['layers_0']['out']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1]['params']['layers_0']['post_self_attention_layer_norm']['scale']"}, tensor<64xf32> {jax.result_info = "result[1]['params']['layers_0']['pre_self_attention_layer_norm']['scale']"}, tensor<64x64xf32> {jax.result_info = "result[1]['params']['layers_0']['query']['kernel']"}, tensor<64x64xf32> {jax.result_info = "result[1]['params']['layers_0']['value']['kernel']"}, tensor<64x128xf32> {jax.result_info = "result[1]['params']['layers_0']['wi_0']['kernel']"}, tensor<64x128xf32> {jax.result_info = "result[1]['params']['layers_0']['wi_1']['kernel']"}, tensor<128x64xf32> {jax.result_info = "result[1]['params']['layers_0']['wo']['kernel']"}, tensor<64x64xf32> {jax.result_info = "result[1]['params']['layers_1']['key']['kernel']"}, tensor<64x64xf32> {jax.result_info = "result[1]['params']['layers_1']['out']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1]['params']['layers_1']['post_self_attention_layer_norm']['scale']"}, tensor<64xf32> {jax.result_info = "result[1]['params']['layers_1']['pre_self_attention_layer_norm']['scale']"}, tensor<64x64xf32> {jax.result_info = "result[1]['params']['layers_1']['query']['kernel']"}, tensor<64x64xf32> {jax.result_info = "result[1]['params']['layers_1']['value']['kernel']"}, tensor<64x128xf32> {jax.result_info = "result[1]['params']['layers_1']['wi_0']['kernel']"}, tensor<64x128xf32> {jax.result_info = "result[1]['params']['layers_1']['wi_1']['kernel']"}, tensor<128x64xf32> {jax.result_info = "result[1]['params']['layers_1']['wo']['kernel']"}, tensor<64x128xf32> {jax.result_info = "result[1]['params']['logits_dense']['kernel']"}, tensor<128x64xf32> {jax.result_info = "result[1]['params']['token_embedder']['embedding']"}) {
    %0:2 = call @_take(%arg20, %arg21) : (tensor<128x64xf32>, tensor<2x16xi32>) -> (tensor<2x16x64xf32>, tensor<2x16x1xi32>)
    %1 = sdy.sharding_constraint %0#0 <@mesh, [{"data"}, {}, {}]> : tensor<2x16x64xf32>
    %2 = stablehlo.iota dim = 0 : tensor<16xi32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<16xi32>) -> tensor<2x16xi32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<16x16xi1>
    %5 = call @tril(%4) : (tensor<16x16xi1>) -> tensor<16x16xi1>
    %6 = chlo.square %1 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %10 = stablehlo.divide %8, %9 : tensor<2x16x1xf32>
    %cst_1 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %12 = stablehlo.add %10, %11 : tensor<2x16x1xf32>
    %13 = stablehlo.rsqrt %12 : tensor<2x16x1xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %15 = stablehlo.multiply %1, %14 : tensor<2x16x64xf32>
    %16 = stablehlo.broadcast_in_dim %arg4, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %18 = stablehlo.multiply %15, %17 : tensor<2x16x64xf32>
    %19 = sdy.sharding_constraint %18 <@mesh, [{"data"}, {}, {}]> : tensor<2x16x64xf32>
    %20 = stablehlo.dot_general %19, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %21 = stablehlo.reshape %20 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %22 = stablehlo.iota dim = 0 : tensor<8xf32>
    %23 = stablehlo.negate %22 : tensor<8xf32>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %25 = stablehlo.multiply %23, %24 : tensor<8xf32>
    %cst_3 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %27 = stablehlo.divide %25, %26 : tensor<8xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %29 = stablehlo.power %28, %27 : tensor<8xf32>
    %30 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %31 = stablehlo.convert %30 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %32 = stablehlo.broadcast_in_dim %29, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %33 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x8xf32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x16x1x8xf32>
    %35 = stablehlo.multiply %33, %34 : tensor<2x16x1x8xf32>
    %36 = stablehlo.sine %35 : tensor<2x16x1x8xf32>
    %37 = stablehlo.cosine %35 : tensor<2x16x1x8xf32>
    %38 = stablehlo.slice %21 [0:2, 0:16, 0:4, 0:8] : (tensor<2x16x4x16xf32>) -> tensor<2x16x4x8xf32>
    %39 = stablehlo.slice %21 [0:2, 0:16, 0:4, 8:16] : (tensor<2x16x4x16xf32>) -> tensor<2x16x4x8xf32>
    %40 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %41 = stablehlo.multiply %38, %40 : tensor<2x16x4x8xf32>
    %42 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %43 = stablehlo.multiply %39, %42 : tensor<2x16x4x8xf32>
    %44 = stablehlo.subtract %41, %43 : tensor<2x16x4x8xf32>
    %45 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %46 = stablehlo.multiply %39, %45 : tensor<2x16x4x8xf32>
    %47 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %48 = stablehlo.multiply %38, %47 : tensor<2x16x4x8xf32>
    %49 = stablehlo.add %46, %48 : tensor<2x16x4x8xf32>
    %50 = stablehlo.concatenate %44, %49, dim = 3 : (tensor<2x16x4x8xf32>, tensor<2x16x4x8xf32>) -> tensor<2x16x4x16xf32>
    %51 = stablehlo.dot_general %19, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %52 = stablehlo.reshape %51 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %53 = stablehlo.iota dim = 0 : tensor<8xf32>
    %54 = stablehlo.negate %53 : tensor<8xf32>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %56 = stablehlo.multiply %54, %55 : tensor<8xf32>
    %cst_6 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %58 = stablehlo.divide %56, %57 : tensor<8xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %60 = stablehlo.power %59, %58 : tensor<8xf32>
    %61 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %62 = stablehlo.convert %61 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %63 = stablehlo.broadcast_in_dim %60, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %64 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x8xf32>
    %65 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x16x1x8xf32>
    %66 = stablehlo.multiply %64, %65 : tensor<2x16x1x8xf32>
    %67 = stablehlo.sine %66 : tensor<2x16x1x8xf32>
    %68 = stablehlo.cosine %66 : tensor<2x16x1x8xf32>
    %69 = stablehlo.slice %52 [0:2, 0:16, 0:4, 0:8] : (tensor<2x16x4x16xf32>) -> tensor<2x16x4x8xf32>
    %70 = stablehlo.slice %52 [0:2, 0:16, 0:4, 8:16] : (tensor<2x16x4x16xf32>) -> tensor<2x16x4x8xf32>
    %71 = stablehlo.broadcast_in_dim %68, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %72 = stablehlo.multiply %69, %71 : tensor<2x16x4x8xf32>
    %73 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %74 = stablehlo.multiply %70, %73 : tensor<2x16x4x8xf32>
    %75 = stablehlo.subtract %72, %74 : tensor<2x16x4x8xf32>
    %76 = stablehlo.broadcast_in_dim %68, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %77 = stablehlo.multiply %70, %76 : tensor<2x16x4x8xf32>
    %78 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %79 = stablehlo.multiply %69, %78 : tensor<2x16x4x8xf32>
    %80 = stablehlo.add %77, %79 : tensor<2x16x4x8xf32>
    %81 = stablehlo.concatenate %75, %80, dim = 3 : (tensor<2x16x4x8xf32>, tensor<2x16x4x8xf32>) -> tensor<2x16x4x16xf32>
    %82 = stablehlo.dot_general %19, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %83 = stablehlo.reshape %82 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %84 = stablehlo.dot_general %50, %81, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %cst_8 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %86 = stablehlo.multiply %84, %85 : tensor<2x4x16x16xf32>
    %cst_9 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %87 = call @_where_0(%5, %86, %cst_9) : (tensor<16x16xi1>, tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16x16xf32>
    %cst_10 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %88 = stablehlo.reduce(%87 init: %cst_10) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %cst_11 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %89 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %90 = stablehlo.maximum %89, %88 : tensor<2x4x16xf32>
    %91 = stablehlo.broadcast_in_dim %90, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %93 = stablehlo.subtract %87, %92 : tensor<2x4x16x16xf32>
    %94 = stablehlo.exponential %93 : tensor<2x4x16x16xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %95 = stablehlo.reduce(%94 init: %cst_12) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %96 = stablehlo.broadcast_in_dim %95, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %97 = stablehlo.broadcast_in_dim %96, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %98 = stablehlo.divide %94, %97 : tensor<2x4x16x16xf32>
    %99 = stablehlo.dot_general %83, %98, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %100 = stablehlo.transpose %99, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %101 = stablehlo.reshape %100 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %102 = stablehlo.dot_general %101, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %103 = stablehlo.add %1, %102 : tensor<2x16x64xf32>
    %104 = sdy.sharding_constraint %103 <@mesh, [{"data"}, {}, {}]> : tensor<2x16x64xf32>
    %105 = chlo.square %104 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %106 = stablehlo.reduce(%105 init: %cst_13) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %107 = stablehlo.broadcast_in_dim %106, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_14 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %109 = stablehlo.divide %107, %108 : tensor<2x16x1xf32>
    %cst_15 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %110 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %111 = stablehlo.add %109, %110 : tensor<2x16x1xf32>
    %112 = stablehlo.rsqrt %111 : tensor<2x16x1xf32>
    %113 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %114 = stablehlo.multiply %104, %113 : tensor<2x16x64xf32>
    %115 = stablehlo.broadcast_in_dim %arg3, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %116 = stablehlo.broadcast_in_dim %115, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %117 = stablehlo.multiply %114, %116 : tensor<2x16x64xf32>
    %118 = stablehlo.dot_general %117, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x128xf32>) -> tensor<2x16x128xf32>
    %119 = call @silu(%118) : (tensor<2x16x128xf32>) -> tensor<2x16x128xf32>
    %120 = stablehlo.dot_general %117, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x128xf32>) -> tensor<2x16x128xf32>
    %121 = stablehlo.multiply %119, %120 : tensor<2x16x128xf32>
    %122 = sdy.sharding_constraint %121 <@mesh, [{"data"}, {}, {}]> : tensor<2x16x128xf32>
    %123 = stablehlo.dot_general %122, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xf32>, tensor<128x64xf32>) -> tensor<2x16x64xf32>
    %124 = stablehlo.add %104, %123 : tensor<2x16x64xf32>
    %125 = sdy.sharding_constraint %124 <@mesh, [{"data"}, {}, {}]> : tensor<2x16x64xf32>
    %c_16 = stablehlo.constant dense<true> : tensor<i1>
    %126 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i1>) -> tensor<16x16xi1>
    %127 = call @tril(%126) : (tensor<16x16xi1>) -> tensor<16x16xi1>
    %128 = chlo.square %125 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %129 = stablehlo.reduce(%128 init: %cst_17) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %130 = stablehlo.broadcast_in_dim %129, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_18 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %131 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %132 = stablehlo.divide %130, %131 : tensor<2x16x1xf32>
    %cst_19 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %133 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %134 = stablehlo.add %132, %133 : tensor<2x16x1xf32>
    %135 = stablehlo.rsqrt %134 : tensor<2x16x1xf32>
    %136 = stablehlo.broadcast_in_dim %135, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %137 = stablehlo.multiply %125, %136 : tensor<2x16x64xf32>
    %138 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %139 = stablehlo.broadcast_in_dim %138, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %140 = stablehlo.multiply %137, %139 : tensor<2x16x64xf32>
    %141 = sdy.sharding_constraint %140 <@mesh, [{"data"}, {}, {}]> : tensor<2x16x64xf32>
    %142 = stablehlo.dot_general %141, %arg14, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %143 = stablehlo.reshape %142 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %144 = stablehlo.iota dim = 0 : tensor<8xf32>
    %145 = stablehlo.negate %144 : tensor<8xf32>
    %cst_20 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %146 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %147 = stablehlo.multiply %145, %146 : tensor<8xf32>
    %cst_21 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %148 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %149 = stablehlo.divide %147, %148 : tensor<8xf32>
    %cst_22 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %150 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %151 = stablehlo.power %150, %149 : tensor<8xf32>
    %152 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %153 = stablehlo.convert %152 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %154 = stablehlo.broadcast_in_dim %151, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %155 = stablehlo.broadcast_in_dim %153, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x8xf32>
    %156 = stablehlo.broadcast_in_dim %154, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x16x1x8xf32>
    %157 = stablehlo.multiply %155, %156 : tensor<2x16x1x8xf32>
    %158 = stablehlo.sine %157 : tensor<2x16x1x8xf32>
    %159 = stablehlo.cosine %157 : tensor<2x16x1x8xf32>
    %160 = stablehlo.slice %143 [0:2, 0:16, 0:4, 0:8] : (tensor<2x16x4x16xf32>) -> tensor<2x16x4x8xf32>
    %161 = stablehlo.slice %143 [0:2, 0:16, 0:4, 8:16] : (tensor<2x16x4x16xf32>) -> tensor<2x16x4x8xf32>
    %162 = stablehlo.broadcast_in_dim %159, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %163 = stablehlo.multiply %160, %162 : tensor<2x16x4x8xf32>
    %164 = stablehlo.broadcast_in_dim %158, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %165 = stablehlo.multiply %161, %164 : tensor<2x16x4x8xf32>
    %166 = stablehlo.subtract %163, %165 : tensor<2x16x4x8xf32>
    %167 = stablehlo.broadcast_in_dim %159, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %168 = stablehlo.multiply %161, %167 : tensor<2x16x4x8xf32>
    %169 = stablehlo.broadcast_in_dim %158, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %170 = stablehlo.multiply %160, %169 : tensor<2x16x4x8xf32>
    %171 = stablehlo.add %168, %170 : tensor<2x16x4x8xf32>
    %172 = stablehlo.concatenate %166, %171, dim = 3 : (tensor<2x16x4x8xf32>, tensor<2x16x4x8xf32>) -> tensor<2x16x4x16xf32>
    %173 = stablehlo.dot_general %141, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %174 = stablehlo.reshape %173 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %175 = stablehlo.iota dim = 0 : tensor<8xf32>
    %176 = stablehlo.negate %175 : tensor<8xf32>
    %cst_23 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %177 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %178 = stablehlo.multiply %176, %177 : tensor<8xf32>
    %cst_24 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %179 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %180 = stablehlo.divide %178, %179 : tensor<8xf32>
    %cst_25 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %181 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %182 = stablehlo.power %181, %180 : tensor<8xf32>
    %183 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %184 = stablehlo.convert %183 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %185 = stablehlo.broadcast_in_dim %182, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %186 = stablehlo.broadcast_in_dim %184, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x8xf32>
    %187 = stablehlo.broadcast_in_dim %185, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x16x1x8xf32>
    %188 = stablehlo.multiply %186, %187 : tensor<2x16x1x8xf32>
    %189 = stablehlo.sine %188 : tensor<2x16x1x8xf32>
    %190 = stablehlo.cosine %188 : tensor<2x16x1x8xf32>
    %191 = stablehlo.slice %174 [0:2, 0:16, 0:4, 0:8] : (tensor<2x16x4x16xf32>) -> tensor<2x16x4x8xf32>
    %192 = stablehlo.slice %174 [0:2, 0:16, 0:4, 8:16] : (tensor<2x16x4x16xf32>) -> tensor<2x16x4x8xf32>
    %193 = stablehlo.broadcast_in_dim %190, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %194 = stablehlo.multiply %191, %193 : tensor<2x16x4x8xf32>
    %195 = stablehlo.broadcast_in_dim %189, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %196 = stablehlo.multiply %192, %195 : tensor<2x16x4x8xf32>
    %197 = stablehlo.subtract %194, %196 : tensor<2x16x4x8xf32>
    %198 = stablehlo.broadcast_in_dim %190, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %199 = stablehlo.multiply %192, %198 : tensor<2x16x4x8xf32>
    %200 = stablehlo.broadcast_in_dim %189, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %201 = stablehlo.multiply %191, %200 : tensor<2x16x4x8xf32>
    %202 = stablehlo.add %199, %201 : tensor<2x16x4x8xf32>
    %203 = stablehlo.concatenate %197, %202, dim = 3 : (tensor<2x16x4x8xf32>, tensor<2x16x4x8xf32>) -> tensor<2x16x4x16xf32>
    %204 = stablehlo.dot_general %141, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %205 = stablehlo.reshape %204 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %206 = stablehlo.dot_general %172, %203, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %cst_26 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %207 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %208 = stablehlo.multiply %206, %207 : tensor<2x4x16x16xf32>
    %cst_27 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %209 = call @_where_0(%127, %208, %cst_27) : (tensor<16x16xi1>, tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16x16xf32>
    %cst_28 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %210 = stablehlo.reduce(%209 init: %cst_28) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %cst_29 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %211 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %212 = stablehlo.maximum %211, %210 : tensor<2x4x16xf32>
    %213 = stablehlo.broadcast_in_dim %212, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %214 = stablehlo.broadcast_in_dim %213, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %215 = stablehlo.subtract %209, %214 : tensor<2x4x16x16xf32>
    %216 = stablehlo.exponential %215 : tensor<2x4x16x16xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %217 = stablehlo.reduce(%216 init: %cst_30) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %218 = stablehlo.broadcast_in_dim %217, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %219 = stablehlo.broadcast_in_dim %218, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %220 = stablehlo.divide %216, %219 : tensor<2x4x16x16xf32>
    %221 = stablehlo.dot_general %205, %220, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %222 = stablehlo.transpose %221, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %223 = stablehlo.reshape %222 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %224 = stablehlo.dot_general %223, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %225 = stablehlo.add %125, %224 : tensor<2x16x64xf32>
    %226 = sdy.sharding_constraint %225 <@mesh, [{"data"}, {}, {}]> : tensor<2x16x64xf32>
    %227 = chlo.square %226 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %228 = stablehlo.reduce(%227 init: %cst_31) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %229 = stablehlo.broadcast_in_dim %228, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_32 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %230 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %231 = stablehlo.divide %229, %230 : tensor<2x16x1xf32>
    %cst_33 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %232 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %233 = stablehlo.add %231, %232 : tensor<2x16x1xf32>
    %234 = stablehlo.rsqrt %233 : tensor<2x16x1xf32>
    %235 = stablehlo.broadcast_in_dim %234, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %236 = stablehlo.multiply %226, %235 : tensor<2x16x64xf32>
    %237 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %238 = stablehlo.broadcast_in_dim %237, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %239 = stablehlo.multiply %236, %238 : tensor<2x16x64xf32>
    %240 = stablehlo.dot_general %239, %arg16, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x128xf32>) -> tensor<2x16x128xf32>
    %241 = call @silu(%240) : (tensor<2x16x128xf32>) -> tensor<2x16x128xf32>
    %242 = stablehlo.dot_general %239, %arg17, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x128xf32>) -> tensor<2x16x128xf32>
    %243 = stablehlo.multiply %241, %242 : tensor<2x16x128xf32>
    %244 = sdy.sharding_constraint %243 <@mesh, [{"data"}, {}, {}]> : tensor<2x16x128xf32>
    %245 = stablehlo.dot_general %244, %arg18, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xf32>, tensor<128x64xf32>) -> tensor<2x16x64xf32>
    %246 = stablehlo.add %226, %245 : tensor<2x16x64xf32>
    %247 = sdy.sharding_constraint %246 <@mesh, [{"data"}, {}, {}]> : tensor<2x16x64xf32>
    %248 = chlo.square %247 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_34 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %249 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %250 = stablehlo.multiply %249, %247 : tensor<2x16x64xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %251 = stablehlo.reduce(%248 init: %cst_35) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %252 = stablehlo.broadcast_in_dim %251, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_36 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %253 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %254 = stablehlo.divide %252, %253 : tensor<2x16x1xf32>
    %cst_37 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %255 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %256 = stablehlo.add %254, %255 : tensor<2x16x1xf32>
    %257 = stablehlo.rsqrt %256 : tensor<2x16x1xf32>
    %258 = stablehlo.divide %257, %256 : tensor<2x16x1xf32>
    %cst_38 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %259 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %260 = stablehlo.multiply %259, %258 : tensor<2x16x1xf32>
    %261 = stablehlo.broadcast_in_dim %257, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %262 = stablehlo.multiply %247, %261 : tensor<2x16x64xf32>
    %263 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %264 = stablehlo.broadcast_in_dim %263, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %265 = stablehlo.multiply %262, %264 : tensor<2x16x64xf32>
    %266 = stablehlo.dot_general %265, %arg19, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x128xf32>) -> tensor<2x16x128xf32>
    %267 = stablehlo.slice %266 [0:2, 0:15, 0:128] : (tensor<2x16x128xf32>) -> tensor<2x15x128xf32>
    %268 = stablehlo.slice %arg21 [0:2, 1:16] : (tensor<2x16xi32>) -> tensor<2x15xi32>
    %269:3 = call @log_softmax(%267) : (tensor<2x15x128xf32>) -> (tensor<2x15x128xf32>, tensor<2x15x128xf32>, tensor<2x15x1xf32>)
    %270 = stablehlo.broadcast_in_dim %268, dims = [0, 1] : (tensor<2x15xi32>) -> tensor<2x15x1xi32>
    %271:2 = call @take_along_axis(%269#0, %270) : (tensor<2x15x128xf32>, tensor<2x15x1xi32>) -> (tensor<2x15x1xf32>, tensor<2x15x1x1xi32>)
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %272 = stablehlo.reduce(%271#0 init: %cst_39) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x15x1xf32>, tensor<f32>) -> tensor<f32>
    %cst_40 = stablehlo.constant dense<3.000000e+01> : tensor<f32>
    %273 = stablehlo.divide %272, %cst_40 : tensor<f32>
    %274 = stablehlo.negate %273 : tensor<f32>
    %cst_41 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %275 = stablehlo.negate %cst_41 : tensor<f32>
    %cst_42 = stablehlo.constant dense<3.000000e+01> : tensor<f32>
    %276 = stablehlo.divide %275, %cst_42 : tensor<f32>
    %277 = stablehlo.broadcast_in_dim %276, dims = [] : (tensor<f32>) -> tensor<2x15x1xf32>
    %278 = call @take_along_axis_1(%271#1, %277) : (tensor<2x15x1x1xi32>, tensor<2x15x1xf32>) -> tensor<2x15x128xf32>
    %279 = call @log_softmax_2(%269#1, %269#2, %278) : (tensor<2x15x128xf32>, tensor<2x15x1xf32>, tensor<2x15x128xf32>) -> tensor<2x15x128xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %280 = stablehlo.pad %279, %cst_43, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x15x128xf32>, tensor<f32>) -> tensor<2x16x128xf32>
    %281 = stablehlo.dot_general %280, %265, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xf32>, tensor<2x16x64xf32>) -> tensor<128x64xf32>
    %282 = stablehlo.transpose %281, dims = [1, 0] : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %283 = stablehlo.dot_general %280, %arg19, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xf32>, tensor<64x128xf32>) -> tensor<2x16x64xf32>
    %284 = stablehlo.multiply %262, %283 : tensor<2x16x64xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %285 = stablehlo.reduce(%284 init: %cst_44) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %286 = stablehlo.reshape %285 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %287 = stablehlo.broadcast_in_dim %263, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %288 = stablehlo.multiply %283, %287 : tensor<2x16x64xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %289 = stablehlo.reduce(%286 init: %cst_45) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %290 = stablehlo.multiply %247, %288 : tensor<2x16x64xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %291 = stablehlo.reduce(%290 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %292 = stablehlo.reshape %291 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %293 = stablehlo.broadcast_in_dim %257, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %294 = stablehlo.multiply %288, %293 : tensor<2x16x64xf32>
    %295 = stablehlo.multiply %292, %260 : tensor<2x16x1xf32>
    %cst_47 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %296 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %297 = stablehlo.divide %295, %296 : tensor<2x16x1xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %298 = stablehlo.reduce(%297 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %299 = stablehlo.broadcast_in_dim %298, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %300 = stablehlo.multiply %299, %250 : tensor<2x16x64xf32>
    %301 = stablehlo.add %294, %300 : tensor<2x16x64xf32>
    %302:12 = stablehlo.optimization_barrier %arg10, %arg11, %arg12, %arg13, %arg14, %arg15, %arg16, %arg17, %arg18, %125, %3, %301 : tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x128xf32>, tensor<64x128xf32>, tensor<128x64xf32>, tensor<2x16x64xf32>, tensor<2x16xi32>, tensor<2x16x64xf32>
    %c_49 = stablehlo.constant dense<true> : tensor<i1>
    %303 = stablehlo.broadcast_in_dim %c_49, dims = [] : (tensor<i1>) -> tensor<16x16xi1>
    %304 = call @tril_3(%303) : (tensor<16x16xi1>) -> tensor<16x16xi1>
    %305 = chlo.square %302#9 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_50 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %306 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %307 = stablehlo.multiply %306, %302#9 : tensor<2x16x64xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %308 = stablehlo.reduce(%305 init: %cst_51) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %309 = stablehlo.broadcast_in_dim %308, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_52 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %310 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %311 = stablehlo.divide %309, %310 : tensor<2x16x1xf32>
    %cst_53 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %312 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %313 = stablehlo.add %311, %312 : tensor<2x16x1xf32>
    %314 = stablehlo.rsqrt %313 : tensor<2x16x1xf32>
    %315 = stablehlo.divide %314, %313 : tensor<2x16x1xf32>
    %cst_54 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %316 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %317 = stablehlo.multiply %316, %315 : tensor<2x16x1xf32>
    %318 = stablehlo.broadcast_in_dim %314, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %319 = stablehlo.multiply %302#9, %318 : tensor<2x16x64xf32>
    %320 = stablehlo.broadcast_in_dim %302#3, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %321 = stablehlo.broadcast_in_dim %320, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %322 = stablehlo.multiply %319, %321 : tensor<2x16x64xf32>
    %323 = sdy.sharding_constraint %322 <@mesh, [{"data"}, {}, {}]> : tensor<2x16x64xf32>
    %324 = stablehlo.dot_general %323, %302#4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %325 = stablehlo.reshape %324 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %326 = stablehlo.iota dim = 0 : tensor<8xf32>
    %327 = stablehlo.negate %326 : tensor<8xf32>
    %cst_55 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %328 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %329 = stablehlo.multiply %327, %328 : tensor<8xf32>
    %cst_56 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %330 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %331 = stablehlo.divide %329, %330 : tensor<8xf32>
    %cst_57 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %332 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %333 = stablehlo.power %332, %331 : tensor<8xf32>
    %334 = stablehlo.broadcast_in_dim %302#10, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %335 = stablehlo.convert %334 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %336 = stablehlo.broadcast_in_dim %333, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %337 = stablehlo.broadcast_in_dim %335, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x8xf32>
    %338 = stablehlo.broadcast_in_dim %336, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x16x1x8xf32>
    %339 = stablehlo.multiply %337, %338 : tensor<2x16x1x8xf32>
    %340 = stablehlo.sine %339 : tensor<2x16x1x8xf32>
    %341 = stablehlo.cosine %339 : tensor<2x16x1x8xf32>
    %342 = stablehlo.slice %325 [0:2, 0:16, 0:4, 0:8] : (tensor<2x16x4x16xf32>) -> tensor<2x16x4x8xf32>
    %343 = stablehlo.slice %325 [0:2, 0:16, 0:4, 8:16] : (tensor<2x16x4x16xf32>) -> tensor<2x16x4x8xf32>
    %344 = stablehlo.broadcast_in_dim %341, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %345 = stablehlo.multiply %342, %344 : tensor<2x16x4x8xf32>
    %346 = stablehlo.broadcast_in_dim %340, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %347 = stablehlo.multiply %343, %346 : tensor<2x16x4x8xf32>
    %348 = stablehlo.subtract %345, %347 : tensor<2x16x4x8xf32>
    %349 = stablehlo.broadcast_in_dim %341, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %350 = stablehlo.multiply %343, %349 : tensor<2x16x4x8xf32>
    %351 = stablehlo.broadcast_in_dim %340, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %352 = stablehlo.multiply %342, %351 : tensor<2x16x4x8xf32>
    %353 = stablehlo.add %350, %352 : tensor<2x16x4x8xf32>
    %354 = stablehlo.concatenate %348, %353, dim = 3 : (tensor<2x16x4x8xf32>, tensor<2x16x4x8xf32>) -> tensor<2x16x4x16xf32>
    %355 = stablehlo.dot_general %323, %302#0, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %356 = stablehlo.reshape %355 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %357 = stablehlo.iota dim = 0 : tensor<8xf32>
    %358 = stablehlo.negate %357 : tensor<8xf32>
    %cst_58 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %359 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %360 = stablehlo.multiply %358, %359 : tensor<8xf32>
    %cst_59 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %361 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %362 = stablehlo.divide %360, %361 : tensor<8xf32>
    %cst_60 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %363 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %364 = stablehlo.power %363, %362 : tensor<8xf32>
    %365 = stablehlo.broadcast_in_dim %302#10, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %366 = stablehlo.convert %365 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %367 = stablehlo.broadcast_in_dim %364, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %368 = stablehlo.broadcast_in_dim %366, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x8xf32>
    %369 = stablehlo.broadcast_in_dim %367, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x16x1x8xf32>
    %370 = stablehlo.multiply %368, %369 : tensor<2x16x1x8xf32>
    %371 = stablehlo.sine %370 : tensor<2x16x1x8xf32>
    %372 = stablehlo.cosine %370 : tensor<2x16x1x8xf32>
    %373 = stablehlo.slice %356 [0:2, 0:16, 0:4, 0:8] : (tensor<2x16x4x16xf32>) -> tensor<2x16x4x8xf32>
    %374 = stablehlo.slice %356 [0:2, 0:16, 0:4, 8:16] : (tensor<2x16x4x16xf32>) -> tensor<2x16x4x8xf32>
    %375 = stablehlo.broadcast_in_dim %372, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %376 = stablehlo.multiply %373, %375 : tensor<2x16x4x8xf32>
    %377 = stablehlo.broadcast_in_dim %371, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %378 = stablehlo.multiply %374, %377 : tensor<2x16x4x8xf32>
    %379 = stablehlo.subtract %376, %378 : tensor<2x16x4x8xf32>
    %380 = stablehlo.broadcast_in_dim %372, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %381 = stablehlo.multiply %374, %380 : tensor<2x16x4x8xf32>
    %382 = stablehlo.broadcast_in_dim %371, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %383 = stablehlo.multiply %373, %382 : tensor<2x16x4x8xf32>
    %384 = stablehlo.add %381, %383 : tensor<2x16x4x8xf32>
    %385 = stablehlo.concatenate %379, %384, dim = 3 : (tensor<2x16x4x8xf32>, tensor<2x16x4x8xf32>) -> tensor<2x16x4x16xf32>
    %386 = stablehlo.dot_general %323, %302#5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %387 = stablehlo.reshape %386 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %388 = stablehlo.dot_general %354, %385, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %cst_61 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %389 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %390 = stablehlo.multiply %388, %389 : tensor<2x4x16x16xf32>
    %cst_62 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %391:2 = call @_where_4(%304, %390, %cst_62) : (tensor<16x16xi1>, tensor<2x4x16x16xf32>, tensor<f32>) -> (tensor<2x4x16x16xf32>, tensor<2x4x16x16xi1>)
    %cst_63 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %392 = stablehlo.reduce(%391#0 init: %cst_63) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %cst_64 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %393 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %394 = stablehlo.maximum %393, %392 : tensor<2x4x16xf32>
    %395 = stablehlo.broadcast_in_dim %394, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %396 = stablehlo.broadcast_in_dim %395, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %397 = stablehlo.subtract %391#0, %396 : tensor<2x4x16x16xf32>
    %398 = stablehlo.exponential %397 : tensor<2x4x16x16xf32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %399 = stablehlo.reduce(%398 init: %cst_65) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %400 = stablehlo.broadcast_in_dim %399, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %401 = stablehlo.broadcast_in_dim %400, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %402 = stablehlo.divide %398, %401 : tensor<2x4x16x16xf32>
    %403 = stablehlo.multiply %400, %400 : tensor<2x4x16x1xf32>
    %cst_66 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %404 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<2x4x16x1xf32>
    %405 = stablehlo.divide %404, %403 : tensor<2x4x16x1xf32>
    %406 = stablehlo.dot_general %387, %402, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %407 = stablehlo.transpose %406, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %408 = stablehlo.reshape %407 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %409 = stablehlo.dot_general %408, %302#1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %410 = stablehlo.add %302#9, %409 : tensor<2x16x64xf32>
    %411 = sdy.sharding_constraint %410 <@mesh, [{"data"}, {}, {}]> : tensor<2x16x64xf32>
    %412 = chlo.square %411 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_67 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %413 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %414 = stablehlo.multiply %413, %411 : tensor<2x16x64xf32>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %415 = stablehlo.reduce(%412 init: %cst_68) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %416 = stablehlo.broadcast_in_dim %415, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_69 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %417 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %418 = stablehlo.divide %416, %417 : tensor<2x16x1xf32>
    %cst_70 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %419 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %420 = stablehlo.add %418, %419 : tensor<2x16x1xf32>
    %421 = stablehlo.rsqrt %420 : tensor<2x16x1xf32>
    %422 = stablehlo.divide %421, %420 : tensor<2x16x1xf32>
    %cst_71 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %423 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %424 = stablehlo.multiply %423, %422 : tensor<2x16x1xf32>
    %425 = stablehlo.broadcast_in_dim %421, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %426 = stablehlo.multiply %411, %425 : tensor<2x16x64xf32>
    %427 = stablehlo.broadcast_in_dim %302#2, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %428 = stablehlo.broadcast_in_dim %427, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %429 = stablehlo.multiply %426, %428 : tensor<2x16x64xf32>
    %430 = stablehlo.dot_general %429, %302#6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x128xf32>) -> tensor<2x16x128xf32>
    %431:3 = call @silu_5(%430) : (tensor<2x16x128xf32>) -> (tensor<2x16x128xf32>, tensor<2x16x128xf32>, tensor<2x16x128xf32>)
    %432 = stablehlo.dot_general %429, %302#7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x128xf32>) -> tensor<2x16x128xf32>
    %433 = stablehlo.multiply %431#0, %432 : tensor<2x16x128xf32>
    %434 = sdy.sharding_constraint %433 <@mesh, [{"data"}, {}, {}]> : tensor<2x16x128xf32>
    %435 = sdy.sharding_constraint %302#11 <@mesh, [{"data"}, {}, {}]> : tensor<2x16x64xf32>
    %436 = stablehlo.dot_general %435, %434, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x16x128xf32>) -> tensor<64x128xf32>
    %437 = stablehlo.transpose %436, dims = [1, 0] : (tensor<64x128xf32>) -> tensor<128x64xf32>
    %438 = stablehlo.dot_general %435, %302#8, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<128x64xf32>) -> tensor<2x16x128xf32>
    %439 = sdy.sharding_constraint %438 <@mesh, [{"data"}, {}, {}]> : tensor<2x16x128xf32>
    %440 = stablehlo.multiply %431#0, %439 : tensor<2x16x128xf32>
    %441 = stablehlo.multiply %439, %432 : tensor<2x16x128xf32>
    %442 = stablehlo.dot_general %440, %429, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xf32>, tensor<2x16x64xf32>) -> tensor<128x64xf32>
    %443 = stablehlo.transpose %442, dims = [1, 0] : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %444 = stablehlo.dot_general %440, %302#7, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xf32>, tensor<64x128xf32>) -> tensor<2x16x64xf32>
    %445 = call @silu_6(%431#1, %430, %431#2, %441) : (tensor<2x16x128xf32>, tensor<2x16x128xf32>, tensor<2x16x128xf32>, tensor<2x16x128xf32>) -> tensor<2x16x128xf32>
    %446 = stablehlo.dot_general %445, %429, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xf32>, tensor<2x16x64xf32>) -> tensor<128x64xf32>
    %447 = stablehlo.transpose %446, dims = [1, 0] : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %448 = stablehlo.dot_general %445, %302#6, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xf32>, tensor<64x128xf32>) -> tensor<2x16x64xf32>
    %449 = stablehlo.add %444, %448 : tensor<2x16x64xf32>
    %450 = stablehlo.multiply %426, %449 : tensor<2x16x64xf32>
    %cst_72 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %451 = stablehlo.reduce(%450 init: %cst_72) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %452 = stablehlo.reshape %451 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %453 = stablehlo.broadcast_in_dim %427, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %454 = stablehlo.multiply %449, %453 : tensor<2x16x64xf32>
    %cst_73 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %455 = stablehlo.reduce(%452 init: %cst_73) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %456 = stablehlo.multiply %411, %454 : tensor<2x16x64xf32>
    %cst_74 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %457 = stablehlo.reduce(%456 init: %cst_74) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %458 = stablehlo.reshape %457 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %459 = stablehlo.broadcast_in_dim %421, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %460 = stablehlo.multiply %454, %459 : tensor<2x16x64xf32>
    %461 = stablehlo.add %435, %460 : tensor<2x16x64xf32>
    %462 = stablehlo.multiply %458, %424 : tensor<2x16x1xf32>
    %cst_75 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %463 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %464 = stablehlo.divide %462, %463 : tensor<2x16x1xf32>
    %cst_76 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %465 = stablehlo.reduce(%464 init: %cst_76) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %466 = stablehlo.broadcast_in_dim %465, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %467 = stablehlo.multiply %466, %414 : tensor<2x16x64xf32>
    %468 = stablehlo.add %461, %467 : tensor<2x16x64xf32>
    %469 = sdy.sharding_constraint %468 <@mesh, [{"data"}, {}, {}]> : tensor<2x16x64xf32>
    %470 = stablehlo.dot_general %469, %408, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x16x64xf32>) -> tensor<64x64xf32>
    %471 = stablehlo.transpose %470, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %472 = stablehlo.dot_general %469, %302#1, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %473 = stablehlo.reshape %472 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %474 = stablehlo.transpose %473, dims = [0, 2, 3, 1] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %475 = stablehlo.dot_general %474, %387, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %476 = stablehlo.dot_general %474, %402, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %477 = stablehlo.transpose %476, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %478 = stablehlo.broadcast_in_dim %405, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %479 = stablehlo.multiply %475, %478 : tensor<2x4x16x16xf32>
    %480 = stablehlo.multiply %479, %398 : tensor<2x4x16x16xf32>
    %cst_77 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %481 = stablehlo.reduce(%480 init: %cst_77) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %482 = stablehlo.reshape %481 : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %483 = stablehlo.negate %482 : tensor<2x4x16x1xf32>
    %484 = stablehlo.broadcast_in_dim %400, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %485 = stablehlo.divide %475, %484 : tensor<2x4x16x16xf32>
    %cst_78 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %486 = stablehlo.reduce(%483 init: %cst_78) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x1xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %487 = stablehlo.broadcast_in_dim %486, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %488 = stablehlo.add %485, %487 : tensor<2x4x16x16xf32>
    %489 = stablehlo.multiply %488, %398 : tensor<2x4x16x16xf32>
    %490 = call @_where_7(%391#1, %489) : (tensor<2x4x16x16xi1>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %cst_79 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %491 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %492 = stablehlo.multiply %490, %491 : tensor<2x4x16x16xf32>
    %493 = stablehlo.dot_general %492, %354, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %494 = stablehlo.transpose %493, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %495 = stablehlo.dot_general %492, %385, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %496 = stablehlo.transpose %495, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %497 = stablehlo.reshape %477 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %498 = stablehlo.dot_general %497, %323, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x16x64xf32>) -> tensor<64x64xf32>
    %499 = stablehlo.transpose %498, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %500 = stablehlo.dot_general %497, %302#5, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %501 = stablehlo.slice %494 [0:2, 0:16, 0:4, 0:8] : (tensor<2x16x4x16xf32>) -> tensor<2x16x4x8xf32>
    %502 = stablehlo.slice %494 [0:2, 0:16, 0:4, 8:16] : (tensor<2x16x4x16xf32>) -> tensor<2x16x4x8xf32>
    %503 = stablehlo.broadcast_in_dim %371, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %504 = stablehlo.multiply %502, %503 : tensor<2x16x4x8xf32>
    %505 = stablehlo.broadcast_in_dim %372, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %506 = stablehlo.multiply %502, %505 : tensor<2x16x4x8xf32>
    %507 = stablehlo.negate %501 : tensor<2x16x4x8xf32>
    %508 = stablehlo.broadcast_in_dim %371, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %509 = stablehlo.multiply %507, %508 : tensor<2x16x4x8xf32>
    %510 = stablehlo.add %506, %509 : tensor<2x16x4x8xf32>
    %511 = stablehlo.broadcast_in_dim %372, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %512 = stablehlo.multiply %501, %511 : tensor<2x16x4x8xf32>
    %513 = stablehlo.add %504, %512 : tensor<2x16x4x8xf32>
    %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %514 = stablehlo.pad %510, %cst_80, low = [0, 0, 0, 8], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x16x4x8xf32>, tensor<f32>) -> tensor<2x16x4x16xf32>
    %cst_81 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %515 = stablehlo.pad %513, %cst_81, low = [0, 0, 0, 0], high = [0, 0, 0, 8], interior = [0, 0, 0, 0] : (tensor<2x16x4x8xf32>, tensor<f32>) -> tensor<2x16x4x16xf32>
    %516 = stablehlo.add %514, %515 : tensor<2x16x4x16xf32>
    %517 = stablehlo.reshape %516 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %518 = stablehlo.dot_general %517, %323, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x16x64xf32>) -> tensor<64x64xf32>
    %519 = stablehlo.transpose %518, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %520 = stablehlo.dot_general %517, %302#0, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %521 = stablehlo.add %500, %520 : tensor<2x16x64xf32>
    %522 = stablehlo.slice %496 [0:2, 0:16, 0:4, 0:8] : (tensor<2x16x4x16xf32>) -> tensor<2x16x4x8xf32>
    %523 = stablehlo.slice %496 [0:2, 0:16, 0:4, 8:16] : (tensor<2x16x4x16xf32>) -> tensor<2x16x4x8xf32>
    %524 = stablehlo.broadcast_in_dim %340, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %525 = stablehlo.multiply %523, %524 : tensor<2x16x4x8xf32>
    %526 = stablehlo.broadcast_in_dim %341, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %527 = stablehlo.multiply %523, %526 : tensor<2x16x4x8xf32>
    %528 = stablehlo.negate %522 : tensor<2x16x4x8xf32>
    %529 = stablehlo.broadcast_in_dim %340, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %530 = stablehlo.multiply %528, %529 : tensor<2x16x4x8xf32>
    %531 = stablehlo.add %527, %530 : tensor<2x16x4x8xf32>
    %532 = stablehlo.broadcast_in_dim %341, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %533 = stablehlo.multiply %522, %532 : tensor<2x16x4x8xf32>
    %534 = stablehlo.add %525, %533 : tensor<2x16x4x8xf32>
    %cst_82 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %535 = stablehlo.pad %531, %cst_82, low = [0, 0, 0, 8], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x16x4x8xf32>, tensor<f32>) -> tensor<2x16x4x16xf32>
    %cst_83 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %536 = stablehlo.pad %534, %cst_83, low = [0, 0, 0, 0], high = [0, 0, 0, 8], interior = [0, 0, 0, 0] : (tensor<2x16x4x8xf32>, tensor<f32>) -> tensor<2x16x4x16xf32>
    %537 = stablehlo.add %535, %536 : tensor<2x16x4x16xf32>
    %538 = stablehlo.reshape %537 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %539 = stablehlo.dot_general %538, %323, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x16x64xf32>) -> tensor<64x64xf32>
    %540 = stablehlo.transpose %539, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %541 = stablehlo.dot_general %538, %302#4, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %542 = stablehlo.add %521, %541 : tensor<2x16x64xf32>
    %543 = sdy.sharding_constraint %542 <@mesh, [{"data"}, {}, {}]> : tensor<2x16x64xf32>
    %544 = stablehlo.multiply %319, %543 : tensor<2x16x64xf32>
    %cst_84 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %545 = stablehlo.reduce(%544 init: %cst_84) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %546 = stablehlo.reshape %545 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %547 = stablehlo.broadcast_in_dim %320, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %548 = stablehlo.multiply %543, %547 : tensor<2x16x64xf32>
    %cst_85 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %549 = stablehlo.reduce(%546 init: %cst_85) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %550 = stablehlo.multiply %302#9, %548 : tensor<2x16x64xf32>
    %cst_86 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %551 = stablehlo.reduce(%550 init: %cst_86) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %552 = stablehlo.reshape %551 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %553 = stablehlo.broadcast_in_dim %314, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %554 = stablehlo.multiply %548, %553 : tensor<2x16x64xf32>
    %555 = stablehlo.add %469, %554 : tensor<2x16x64xf32>
    %556 = stablehlo.multiply %552, %317 : tensor<2x16x1xf32>
    %cst_87 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %557 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %558 = stablehlo.divide %556, %557 : tensor<2x16x1xf32>
    %cst_88 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %559 = stablehlo.reduce(%558 init: %cst_88) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %560 = stablehlo.broadcast_in_dim %559, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %561 = stablehlo.multiply %560, %307 : tensor<2x16x64xf32>
    %562 = stablehlo.add %555, %561 : tensor<2x16x64xf32>
    %563:12 = stablehlo.optimization_barrier %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %1, %3, %562 : tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x128xf32>, tensor<64x128xf32>, tensor<128x64xf32>, tensor<2x16x64xf32>, tensor<2x16xi32>, tensor<2x16x64xf32>
    %c_89 = stablehlo.constant dense<true> : tensor<i1>
    %564 = stablehlo.broadcast_in_dim %c_89, dims = [] : (tensor<i1>) -> tensor<16x16xi1>
    %565 = call @tril_3(%564) : (tensor<16x16xi1>) -> tensor<16x16xi1>
    %566 = chlo.square %563#9 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_90 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %567 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %568 = stablehlo.multiply %567, %563#9 : tensor<2x16x64xf32>
    %cst_91 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %569 = stablehlo.reduce(%566 init: %cst_91) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %570 = stablehlo.broadcast_in_dim %569, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_92 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %571 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %572 = stablehlo.divide %570, %571 : tensor<2x16x1xf32>
    %cst_93 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %573 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %574 = stablehlo.add %572, %573 : tensor<2x16x1xf32>
    %575 = stablehlo.rsqrt %574 : tensor<2x16x1xf32>
    %576 = stablehlo.divide %575, %574 : tensor<2x16x1xf32>
    %cst_94 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %577 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %578 = stablehlo.multiply %577, %576 : tensor<2x16x1xf32>
    %579 = stablehlo.broadcast_in_dim %575, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %580 = stablehlo.multiply %563#9, %579 : tensor<2x16x64xf32>
    %581 = stablehlo.broadcast_in_dim %563#3, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %582 = stablehlo.broadcast_in_dim %581, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %583 = stablehlo.multiply %580, %582 : tensor<2x16x64xf32>
    %584 = sdy.sharding_constraint %583 <@mesh, [{"data"}, {}, {}]> : tensor<2x16x64xf32>
    %585 = stablehlo.dot_general %584, %563#4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %586 = stablehlo.reshape %585 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %587 = stablehlo.iota dim = 0 : tensor<8xf32>
    %588 = stablehlo.negate %587 : tensor<8xf32>
    %cst_95 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %589 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %590 = stablehlo.multiply %588, %589 : tensor<8xf32>
    %cst_96 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %591 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %592 = stablehlo.divide %590, %591 : tensor<8xf32>
    %cst_97 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %593 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %594 = stablehlo.power %593, %592 : tensor<8xf32>
    %595 = stablehlo.broadcast_in_dim %563#10, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %596 = stablehlo.convert %595 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %597 = stablehlo.broadcast_in_dim %594, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %598 = stablehlo.broadcast_in_dim %596, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x8xf32>
    %599 = stablehlo.broadcast_in_dim %597, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x16x1x8xf32>
    %600 = stablehlo.multiply %598, %599 : tensor<2x16x1x8xf32>
    %601 = stablehlo.sine %600 : tensor<2x16x1x8xf32>
    %602 = stablehlo.cosine %600 : tensor<2x16x1x8xf32>
    %603 = stablehlo.slice %586 [0:2, 0:16, 0:4, 0:8] : (tensor<2x16x4x16xf32>) -> tensor<2x16x4x8xf32>
    %604 = stablehlo.slice %586 [0:2, 0:16, 0:4, 8:16] : (tensor<2x16x4x16xf32>) -> tensor<2x16x4x8xf32>
    %605 = stablehlo.broadcast_in_dim %602, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %606 = stablehlo.multiply %603, %605 : tensor<2x16x4x8xf32>
    %607 = stablehlo.broadcast_in_dim %601, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %608 = stablehlo.multiply %604, %607 : tensor<2x16x4x8xf32>
    %609 = stablehlo.subtract %606, %608 : tensor<2x16x4x8xf32>
    %610 = stablehlo.broadcast_in_dim %602, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %611 = stablehlo.multiply %604, %610 : tensor<2x16x4x8xf32>
    %612 = stablehlo.broadcast_in_dim %601, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %613 = stablehlo.multiply %603, %612 : tensor<2x16x4x8xf32>
    %614 = stablehlo.add %611, %613 : tensor<2x16x4x8xf32>
    %615 = stablehlo.concatenate %609, %614, dim = 3 : (tensor<2x16x4x8xf32>, tensor<2x16x4x8xf32>) -> tensor<2x16x4x16xf32>
    %616 = stablehlo.dot_general %584, %563#0, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %617 = stablehlo.reshape %616 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %618 = stablehlo.iota dim = 0 : tensor<8xf32>
    %619 = stablehlo.negate %618 : tensor<8xf32>
    %cst_98 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %620 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %621 = stablehlo.multiply %619, %620 : tensor<8xf32>
    %cst_99 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %622 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %623 = stablehlo.divide %621, %622 : tensor<8xf32>
    %cst_100 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %624 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %625 = stablehlo.power %624, %623 : tensor<8xf32>
    %626 = stablehlo.broadcast_in_dim %563#10, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %627 = stablehlo.convert %626 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %628 = stablehlo.broadcast_in_dim %625, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %629 = stablehlo.broadcast_in_dim %627, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x8xf32>
    %630 = stablehlo.broadcast_in_dim %628, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x16x1x8xf32>
    %631 = stablehlo.multiply %629, %630 : tensor<2x16x1x8xf32>
    %632 = stablehlo.sine %631 : tensor<2x16x1x8xf32>
    %633 = stablehlo.cosine %631 : tensor<2x16x1x8xf32>
    %634 = stablehlo.slice %617 [0:2, 0:16, 0:4, 0:8] : (tensor<2x16x4x16xf32>) -> tensor<2x16x4x8xf32>
    %635 = stablehlo.slice %617 [0:2, 0:16, 0:4, 8:16] : (tensor<2x16x4x16xf32>) -> tensor<2x16x4x8xf32>
    %636 = stablehlo.broadcast_in_dim %633, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %637 = stablehlo.multiply %634, %636 : tensor<2x16x4x8xf32>
    %638 = stablehlo.broadcast_in_dim %632, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %639 = stablehlo.multiply %635, %638 : tensor<2x16x4x8xf32>
    %640 = stablehlo.subtract %637, %639 : tensor<2x16x4x8xf32>
    %641 = stablehlo.broadcast_in_dim %633, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %642 = stablehlo.multiply %635, %641 : tensor<2x16x4x8xf32>
    %643 = stablehlo.broadcast_in_dim %632, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %644 = stablehlo.multiply %634, %643 : tensor<2x16x4x8xf32>
    %645 = stablehlo.add %642, %644 : tensor<2x16x4x8xf32>
    %646 = stablehlo.concatenate %640, %645, dim = 3 : (tensor<2x16x4x8xf32>, tensor<2x16x4x8xf32>) -> tensor<2x16x4x16xf32>
    %647 = stablehlo.dot_general %584, %563#5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %648 = stablehlo.reshape %647 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %649 = stablehlo.dot_general %615, %646, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %cst_101 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %650 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %651 = stablehlo.multiply %649, %650 : tensor<2x4x16x16xf32>
    %cst_102 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %652:2 = call @_where_4(%565, %651, %cst_102) : (tensor<16x16xi1>, tensor<2x4x16x16xf32>, tensor<f32>) -> (tensor<2x4x16x16xf32>, tensor<2x4x16x16xi1>)
    %cst_103 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %653 = stablehlo.reduce(%652#0 init: %cst_103) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %cst_104 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %654 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %655 = stablehlo.maximum %654, %653 : tensor<2x4x16xf32>
    %656 = stablehlo.broadcast_in_dim %655, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %657 = stablehlo.broadcast_in_dim %656, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %658 = stablehlo.subtract %652#0, %657 : tensor<2x4x16x16xf32>
    %659 = stablehlo.exponential %658 : tensor<2x4x16x16xf32>
    %cst_105 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %660 = stablehlo.reduce(%659 init: %cst_105) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %661 = stablehlo.broadcast_in_dim %660, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %662 = stablehlo.broadcast_in_dim %661, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %663 = stablehlo.divide %659, %662 : tensor<2x4x16x16xf32>
    %664 = stablehlo.multiply %661, %661 : tensor<2x4x16x1xf32>
    %cst_106 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %665 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<2x4x16x1xf32>
    %666 = stablehlo.divide %665, %664 : tensor<2x4x16x1xf32>
    %667 = stablehlo.dot_general %648, %663, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %668 = stablehlo.transpose %667, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %669 = stablehlo.reshape %668 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %670 = stablehlo.dot_general %669, %563#1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %671 = stablehlo.add %563#9, %670 : tensor<2x16x64xf32>
    %672 = sdy.sharding_constraint %671 <@mesh, [{"data"}, {}, {}]> : tensor<2x16x64xf32>
    %673 = chlo.square %672 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_107 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %674 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %675 = stablehlo.multiply %674, %672 : tensor<2x16x64xf32>
    %cst_108 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %676 = stablehlo.reduce(%673 init: %cst_108) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %677 = stablehlo.broadcast_in_dim %676, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_109 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %678 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %679 = stablehlo.divide %677, %678 : tensor<2x16x1xf32>
    %cst_110 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %680 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %681 = stablehlo.add %679, %680 : tensor<2x16x1xf32>
    %682 = stablehlo.rsqrt %681 : tensor<2x16x1xf32>
    %683 = stablehlo.divide %682, %681 : tensor<2x16x1xf32>
    %cst_111 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %684 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %685 = stablehlo.multiply %684, %683 : tensor<2x16x1xf32>
    %686 = stablehlo.broadcast_in_dim %682, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %687 = stablehlo.multiply %672, %686 : tensor<2x16x64xf32>
    %688 = stablehlo.broadcast_in_dim %563#2, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %689 = stablehlo.broadcast_in_dim %688, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %690 = stablehlo.multiply %687, %689 : tensor<2x16x64xf32>
    %691 = stablehlo.dot_general %690, %563#6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x128xf32>) -> tensor<2x16x128xf32>
    %692:3 = call @silu_5(%691) : (tensor<2x16x128xf32>) -> (tensor<2x16x128xf32>, tensor<2x16x128xf32>, tensor<2x16x128xf32>)
    %693 = stablehlo.dot_general %690, %563#7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x128xf32>) -> tensor<2x16x128xf32>
    %694 = stablehlo.multiply %692#0, %693 : tensor<2x16x128xf32>
    %695 = sdy.sharding_constraint %694 <@mesh, [{"data"}, {}, {}]> : tensor<2x16x128xf32>
    %696 = sdy.sharding_constraint %563#11 <@mesh, [{"data"}, {}, {}]> : tensor<2x16x64xf32>
    %697 = stablehlo.dot_general %696, %695, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x16x128xf32>) -> tensor<64x128xf32>
    %698 = stablehlo.transpose %697, dims = [1, 0] : (tensor<64x128xf32>) -> tensor<128x64xf32>
    %699 = stablehlo.dot_general %696, %563#8, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<128x64xf32>) -> tensor<2x16x128xf32>
    %700 = sdy.sharding_constraint %699 <@mesh, [{"data"}, {}, {}]> : tensor<2x16x128xf32>
    %701 = stablehlo.multiply %692#0, %700 : tensor<2x16x128xf32>
    %702 = stablehlo.multiply %700, %693 : tensor<2x16x128xf32>
    %703 = stablehlo.dot_general %701, %690, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xf32>, tensor<2x16x64xf32>) -> tensor<128x64xf32>
    %704 = stablehlo.transpose %703, dims = [1, 0] : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %705 = stablehlo.dot_general %701, %563#7, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xf32>, tensor<64x128xf32>) -> tensor<2x16x64xf32>
    %706 = call @silu_6(%692#1, %691, %692#2, %702) : (tensor<2x16x128xf32>, tensor<2x16x128xf32>, tensor<2x16x128xf32>, tensor<2x16x128xf32>) -> tensor<2x16x128xf32>
    %707 = stablehlo.dot_general %706, %690, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xf32>, tensor<2x16x64xf32>) -> tensor<128x64xf32>
    %708 = stablehlo.transpose %707, dims = [1, 0] : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %709 = stablehlo.dot_general %706, %563#6, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xf32>, tensor<64x128xf32>) -> tensor<2x16x64xf32>
    %710 = stablehlo.add %705, %709 : tensor<2x16x64xf32>
    %711 = stablehlo.multiply %687, %710 : tensor<2x16x64xf32>
    %cst_112 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %712 = stablehlo.reduce(%711 init: %cst_112) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %713 = stablehlo.reshape %712 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %714 = stablehlo.broadcast_in_dim %688, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %715 = stablehlo.multiply %710, %714 : tensor<2x16x64xf32>
    %cst_113 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %716 = stablehlo.reduce(%713 init: %cst_113) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %717 = stablehlo.multiply %672, %715 : tensor<2x16x64xf32>
    %cst_114 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %718 = stablehlo.reduce(%717 init: %cst_114) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %719 = stablehlo.reshape %718 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %720 = stablehlo.broadcast_in_dim %682, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %721 = stablehlo.multiply %715, %720 : tensor<2x16x64xf32>
    %722 = stablehlo.add %696, %721 : tensor<2x16x64xf32>
    %723 = stablehlo.multiply %719, %685 : tensor<2x16x1xf32>
    %cst_115 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %724 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %725 = stablehlo.divide %723, %724 : tensor<2x16x1xf32>
    %cst_116 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %726 = stablehlo.reduce(%725 init: %cst_116) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %727 = stablehlo.broadcast_in_dim %726, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %728 = stablehlo.multiply %727, %675 : tensor<2x16x64xf32>
    %729 = stablehlo.add %722, %728 : tensor<2x16x64xf32>
    %730 = sdy.sharding_constraint %729 <@mesh, [{"data"}, {}, {}]> : tensor<2x16x64xf32>
    %731 = stablehlo.dot_general %730, %669, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x16x64xf32>) -> tensor<64x64xf32>
    %732 = stablehlo.transpose %731, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %733 = stablehlo.dot_general %730, %563#1, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %734 = stablehlo.reshape %733 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %735 = stablehlo.transpose %734, dims = [0, 2, 3, 1] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %736 = stablehlo.dot_general %735, %648, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %737 = stablehlo.dot_general %735, %663, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %738 = stablehlo.transpose %737, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %739 = stablehlo.broadcast_in_dim %666, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %740 = stablehlo.multiply %736, %739 : tensor<2x4x16x16xf32>
    %741 = stablehlo.multiply %740, %659 : tensor<2x4x16x16xf32>
    %cst_117 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %742 = stablehlo.reduce(%741 init: %cst_117) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %743 = stablehlo.reshape %742 : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %744 = stablehlo.negate %743 : tensor<2x4x16x1xf32>
    %745 = stablehlo.broadcast_in_dim %661, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %746 = stablehlo.divide %736, %745 : tensor<2x4x16x16xf32>
    %cst_118 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %747 = stablehlo.reduce(%744 init: %cst_118) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x1xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %748 = stablehlo.broadcast_in_dim %747, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %749 = stablehlo.add %746, %748 : tensor<2x4x16x16xf32>
    %750 = stablehlo.multiply %749, %659 : tensor<2x4x16x16xf32>
    %751 = call @_where_7(%652#1, %750) : (tensor<2x4x16x16xi1>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %cst_119 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %752 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %753 = stablehlo.multiply %751, %752 : tensor<2x4x16x16xf32>
    %754 = stablehlo.dot_general %753, %615, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %755 = stablehlo.transpose %754, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %756 = stablehlo.dot_general %753, %646, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %757 = stablehlo.transpose %756, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %758 = stablehlo.reshape %738 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %759 = stablehlo.dot_general %758, %584, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x16x64xf32>) -> tensor<64x64xf32>
    %760 = stablehlo.transpose %759, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %761 = stablehlo.dot_general %758, %563#5, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %762 = stablehlo.slice %755 [0:2, 0:16, 0:4, 0:8] : (tensor<2x16x4x16xf32>) -> tensor<2x16x4x8xf32>
    %763 = stablehlo.slice %755 [0:2, 0:16, 0:4, 8:16] : (tensor<2x16x4x16xf32>) -> tensor<2x16x4x8xf32>
    %764 = stablehlo.broadcast_in_dim %632, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %765 = stablehlo.multiply %763, %764 : tensor<2x16x4x8xf32>
    %766 = stablehlo.broadcast_in_dim %633, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %767 = stablehlo.multiply %763, %766 : tensor<2x16x4x8xf32>
    %768 = stablehlo.negate %762 : tensor<2x16x4x8xf32>
    %769 = stablehlo.broadcast_in_dim %632, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %770 = stablehlo.multiply %768, %769 : tensor<2x16x4x8xf32>
    %771 = stablehlo.add %767, %770 : tensor<2x16x4x8xf32>
    %772 = stablehlo.broadcast_in_dim %633, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %773 = stablehlo.multiply %762, %772 : tensor<2x16x4x8xf32>
    %774 = stablehlo.add %765, %773 : tensor<2x16x4x8xf32>
    %cst_120 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %775 = stablehlo.pad %771, %cst_120, low = [0, 0, 0, 8], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x16x4x8xf32>, tensor<f32>) -> tensor<2x16x4x16xf32>
    %cst_121 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %776 = stablehlo.pad %774, %cst_121, low = [0, 0, 0, 0], high = [0, 0, 0, 8], interior = [0, 0, 0, 0] : (tensor<2x16x4x8xf32>, tensor<f32>) -> tensor<2x16x4x16xf32>
    %777 = stablehlo.add %775, %776 : tensor<2x16x4x16xf32>
    %778 = stablehlo.reshape %777 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %779 = stablehlo.dot_general %778, %584, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x16x64xf32>) -> tensor<64x64xf32>
    %780 = stablehlo.transpose %779, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %781 = stablehlo.dot_general %778, %563#0, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %782 = stablehlo.add %761, %781 : tensor<2x16x64xf32>
    %783 = stablehlo.slice %757 [0:2, 0:16, 0:4, 0:8] : (tensor<2x16x4x16xf32>) -> tensor<2x16x4x8xf32>
    %784 = stablehlo.slice %757 [0:2, 0:16, 0:4, 8:16] : (tensor<2x16x4x16xf32>) -> tensor<2x16x4x8xf32>
    %785 = stablehlo.broadcast_in_dim %601, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %786 = stablehlo.multiply %784, %785 : tensor<2x16x4x8xf32>
    %787 = stablehlo.broadcast_in_dim %602, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %788 = stablehlo.multiply %784, %787 : tensor<2x16x4x8xf32>
    %789 = stablehlo.negate %783 : tensor<2x16x4x8xf32>
    %790 = stablehlo.broadcast_in_dim %601, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %791 = stablehlo.multiply %789, %790 : tensor<2x16x4x8xf32>
    %792 = stablehlo.add %788, %791 : tensor<2x16x4x8xf32>
    %793 = stablehlo.broadcast_in_dim %602, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %794 = stablehlo.multiply %783, %793 : tensor<2x16x4x8xf32>
    %795 = stablehlo.add %786, %794 : tensor<2x16x4x8xf32>
    %cst_122 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %796 = stablehlo.pad %792, %cst_122, low = [0, 0, 0, 8], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x16x4x8xf32>, tensor<f32>) -> tensor<2x16x4x16xf32>
    %cst_123 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %797 = stablehlo.pad %795, %cst_123, low = [0, 0, 0, 0], high = [0, 0, 0, 8], interior = [0, 0, 0, 0] : (tensor<2x16x4x8xf32>, tensor<f32>) -> tensor<2x16x4x16xf32>
    %798 = stablehlo.add %796, %797 : tensor<2x16x4x16xf32>
    %799 = stablehlo.reshape %798 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %800 = stablehlo.dot_general %799, %584, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x16x64xf32>) -> tensor<64x64xf32>
    %801 = stablehlo.transpose %800, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %802 = stablehlo.dot_general %799, %563#4, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %803 = stablehlo.add %782, %802 : tensor<2x16x64xf32>
    %804 = sdy.sharding_constraint %803 <@mesh, [{"data"}, {}, {}]> : tensor<2x16x64xf32>
    %805 = stablehlo.multiply %580, %804 : tensor<2x16x64xf32>
    %cst_124 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %806 = stablehlo.reduce(%805 init: %cst_124) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %807 = stablehlo.reshape %806 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %808 = stablehlo.broadcast_in_dim %581, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %809 = stablehlo.multiply %804, %808 : tensor<2x16x64xf32>
    %cst_125 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %810 = stablehlo.reduce(%807 init: %cst_125) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %811 = stablehlo.multiply %563#9, %809 : tensor<2x16x64xf32>
    %cst_126 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %812 = stablehlo.reduce(%811 init: %cst_126) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %813 = stablehlo.reshape %812 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %814 = stablehlo.broadcast_in_dim %575, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %815 = stablehlo.multiply %809, %814 : tensor<2x16x64xf32>
    %816 = stablehlo.add %730, %815 : tensor<2x16x64xf32>
    %817 = stablehlo.multiply %813, %578 : tensor<2x16x1xf32>
    %cst_127 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %818 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %819 = stablehlo.divide %817, %818 : tensor<2x16x1xf32>
    %cst_128 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %820 = stablehlo.reduce(%819 init: %cst_128) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %821 = stablehlo.broadcast_in_dim %820, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %822 = stablehlo.multiply %821, %568 : tensor<2x16x64xf32>
    %823 = stablehlo.add %816, %822 : tensor<2x16x64xf32>
    %824 = sdy.sharding_constraint %823 <@mesh, [{"data"}, {}, {}]> : tensor<2x16x64xf32>
    %825 = call @_take_8(%0#1, %824) : (tensor<2x16x1xi32>, tensor<2x16x64xf32>) -> tensor<128x64xf32>
    %cst_129 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %826 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %827 = stablehlo.multiply %826, %289 : tensor<64xf32>
    %828 = stablehlo.subtract %arg0, %827 : tensor<64xf32>
    %cst_130 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %829 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %830 = stablehlo.multiply %829, %780 : tensor<64x64xf32>
    %831 = stablehlo.subtract %arg1, %830 : tensor<64x64xf32>
    %cst_131 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %832 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %833 = stablehlo.multiply %832, %732 : tensor<64x64xf32>
    %834 = stablehlo.subtract %arg2, %833 : tensor<64x64xf32>
    %cst_132 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %835 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %836 = stablehlo.multiply %835, %716 : tensor<64xf32>
    %837 = stablehlo.subtract %arg3, %836 : tensor<64xf32>
    %cst_133 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %838 = stablehlo.broadcast_in_dim %cst_133, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %839 = stablehlo.multiply %838, %810 : tensor<64xf32>
    %840 = stablehlo.subtract %arg4, %839 : tensor<64xf32>
    %cst_134 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %841 = stablehlo.broadcast_in_dim %cst_134, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %842 = stablehlo.multiply %841, %801 : tensor<64x64xf32>
    %843 = stablehlo.subtract %arg5, %842 : tensor<64x64xf32>
    %cst_135 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %844 = stablehlo.broadcast_in_dim %cst_135, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %845 = stablehlo.multiply %844, %760 : tensor<64x64xf32>
    %846 = stablehlo.subtract %arg6, %845 : tensor<64x64xf32>
    %cst_136 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %847 = stablehlo.broadcast_in_dim %cst_136, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %848 = stablehlo.multiply %847, %708 : tensor<64x128xf32>
    %849 = stablehlo.subtract %arg7, %848 : tensor<64x128xf32>
    %cst_137 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %850 = stablehlo.broadcast_in_dim %cst_137, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %851 = stablehlo.multiply %850, %704 : tensor<64x128xf32>
    %852 = stablehlo.subtract %arg8, %851 : tensor<64x128xf32>
    %cst_138 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %853 = stablehlo.broadcast_in_dim %cst_138, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %854 = stablehlo.multiply %853, %698 : tensor<128x64xf32>
    %855 = stablehlo.subtract %arg9, %854 : tensor<128x64xf32>
    %cst_139 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %856 = stablehlo.broadcast_in_dim %cst_139, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %857 = stablehlo.multiply %856, %519 : tensor<64x64xf32>
    %858 = stablehlo.subtract %arg10, %857 : tensor<64x64xf32>
    %cst_140 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %859 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %860 = stablehlo.multiply %859, %471 : tensor<64x64xf32>
    %861 = stablehlo.subtract %arg11, %860 : tensor<64x64xf32>
    %cst_141 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %862 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %863 = stablehlo.multiply %862, %455 : tensor<64xf32>
    %864 = stablehlo.subtract %arg12, %863 : tensor<64xf32>
    %cst_142 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %865 = stablehlo.broadcast_in_dim %cst_142, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %866 = stablehlo.multiply %865, %549 : tensor<64xf32>
    %867 = stablehlo.subtract %arg13, %866 : tensor<64xf32>
    %cst_143 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %868 = stablehlo.broadcast_in_dim %cst_143, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %869 = stablehlo.multiply %868, %540 : tensor<64x64xf32>
    %870 = stablehlo.subtract %arg14, %869 : tensor<64x64xf32>
    %cst_144 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %871 = stablehlo.broadcast_in_dim %cst_144, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %872 = stablehlo.multiply %871, %499 : tensor<64x64xf32>
    %873 = stablehlo.subtract %arg15, %872 : tensor<64x64xf32>
    %cst_145 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %874 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %875 = stablehlo.multiply %874, %447 : tensor<64x128xf32>
    %876 = stablehlo.subtract %arg16, %875 : tensor<64x128xf32>
    %cst_146 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %877 = stablehlo.broadcast_in_dim %cst_146, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %878 = stablehlo.multiply %877, %443 : tensor<64x128xf32>
    %879 = stablehlo.subtract %arg17, %878 : tensor<64x128xf32>
    %cst_147 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %880 = stablehlo.broadcast_in_dim %cst_147, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %881 = stablehlo.multiply %880, %437 : tensor<128x64xf32>
    %882 = stablehlo.subtract %arg18, %881 : tensor<128x64xf32>
    %cst_148 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %883 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %884 = stablehlo.multiply %883, %282 : tensor<64x128xf32>
    %885 = stablehlo.subtract %arg19, %884 : tensor<64x128xf32>
    %cst_149 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %886 = stablehlo.broadcast_in_dim %cst_149, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %887 = stablehlo.multiply %886, %825 : tensor<128x64xf32>
    %888 = stablehlo.subtract %arg20, %887 : tensor<128x64xf32>
    return %274, %828, %831, %834, %837, %840, %843, %846, %849, %852, %855, %858, %861, %864, %867, %870, %873, %876, %879, %882, %885, %888 : tensor<f32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x128xf32>, tensor<64x128xf32>, tensor<128x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x128xf32>, tensor<64x128xf32>, tensor<128x64xf32>, tensor<64x128xf32>, tensor<128x64xf32>
  }
  func.func private @_take(%arg0: tensor<128x64xf32>, %arg1: tensor<2x16xi32>) -> (tensor<2x16x64xf32>, tensor<2x16x1xi32>) {
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
    return %16, %5 : tensor<2x16x64xf32>, tensor<2x16x1xi32>
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
  func.func private @silu(%arg0: tensor<2x16x128xf32>) -> tensor<2x16x128xf32> {
    %0 = stablehlo.negate %arg0 : tensor<2x16x128xf32>
    %1 = stablehlo.exponential %0 : tensor<2x16x128xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %3 = stablehlo.add %2, %1 : tensor<2x16x128xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %5 = stablehlo.divide %4, %3 : tensor<2x16x128xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<2x16x128xf32>
    return %6 : tensor<2x16x128xf32>
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
  func.func private @_where_4(%arg0: tensor<16x16xi1>, %arg1: tensor<2x4x16x16xf32>, %arg2: tensor<f32>) -> (tensor<2x4x16x16xf32>, tensor<2x4x16x16xi1>) {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] : (tensor<16x16xi1>) -> tensor<2x4x16x16xi1>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %2 = stablehlo.select %0, %arg1, %1 : tensor<2x4x16x16xi1>, tensor<2x4x16x16xf32>
    return %2, %0 : tensor<2x4x16x16xf32>, tensor<2x4x16x16xi1>
  }
  func.func private @silu_5(%arg0: tensor<2x16x128xf32>) -> (tensor<2x16x128xf32>, tensor<2x16x128xf32>, tensor<2x16x128xf32>) {
    %0 = stablehlo.negate %arg0 : tensor<2x16x128xf32>
    %1 = stablehlo.exponential %0 : tensor<2x16x128xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %3 = stablehlo.add %2, %1 : tensor<2x16x128xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %5 = stablehlo.divide %4, %3 : tensor<2x16x128xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %7 = stablehlo.subtract %6, %5 : tensor<2x16x128xf32>
    %8 = stablehlo.multiply %5, %7 : tensor<2x16x128xf32>
    %9 = stablehlo.multiply %arg0, %5 : tensor<2x16x128xf32>
    return %9, %5, %8 : tensor<2x16x128xf32>, tensor<2x16x128xf32>, tensor<2x16x128xf32>
  }
  func.func private @silu_6(%arg0: tensor<2x16x128xf32>, %arg1: tensor<2x16x128xf32>, %arg2: tensor<2x16x128xf32>, %arg3: tensor<2x16x128xf32>) -> tensor<2x16x128xf32> {
    %0 = stablehlo.multiply %arg1, %arg3 : tensor<2x16x128xf32>
    %1 = stablehlo.multiply %arg3, %arg0 : tensor<2x16x128xf32>
    %2 = stablehlo.multiply %0, %arg2 : tensor<2x16x128xf32>
    %3 = stablehlo.add %1, %2 : tensor<2x16x128xf32>
    return %3 : tensor<2x16x128xf32>
  }
  func.func private @_where_7(%arg0: tensor<2x4x16x16xi1>, %arg1: tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<2x4x16x16xi1>, tensor<2x4x16x16xf32>
    return %1 : tensor<2x4x16x16xf32>
  }
  func.func private @_take_8(%arg0: tensor<2x16x1xi32>, %arg1: tensor<2x16x64xf32>) -> tensor<128x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<128x64xf32>, tensor<2x16x1xi32>, tensor<2x16x64xf32>) -> tensor<128x64xf32>
    return %1 : tensor<128x64xf32>
  }
}
