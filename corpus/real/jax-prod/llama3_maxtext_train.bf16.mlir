module @jit_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=1, "model"=1]> {stablehlo.mesh = {axes = [{name = "data", size = 1 : i64}, {name = "model", size = 1 : i64}]}}
  func.func public @main(%arg0: tensor<64xf32>, %arg1: tensor<64x32xf32>, %arg2: tensor<64x64xf32>, %arg3: tensor<64xf32>, %arg4: tensor<64xf32>, %arg5: tensor<64x64xf32>, %arg6: tensor<64x32xf32>, %arg7: tensor<64x128xf32>, %arg8: tensor<64x128xf32>, %arg9: tensor<128x64xf32>, %arg10: tensor<64x32xf32>, %arg11: tensor<64x64xf32>, %arg12: tensor<64xf32>, %arg13: tensor<64xf32>, %arg14: tensor<64x64xf32>, %arg15: tensor<64x32xf32>, %arg16: tensor<64x128xf32>, %arg17: tensor<64x128xf32>, %arg18: tensor<128x64xf32>, %arg19: tensor<64x128xf32>, %arg20: tensor<128x64xf32>, %arg21: tensor<2x16xi32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<64xf32> {jax.result_info = "result[1]['params']['decoder_norm']['scale']"}, tensor<64x32xf32> {jax.result_info = "result[1]['params']['layers_0']['key']['kernel']"}, tensor<64x64xf32> {jax.result_info = "result[1]['params']['layers_0']['out']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1]['params']['layers_0']['post_self_attention_layer_norm']['scale']"}, tensor<64xf32> {jax.result_info = "result[1]['params']['layers_0']['pre_self_attention_layer_norm']['scale']"}, tensor<64x64xf32> {jax.result_info = "result[1]['params']['layers_0']['query']['kernel']"}, tensor<64x32xf32> {jax.result_info = "result[1]['params']['layers_0']['value']['kernel']"}, tensor<64x128xf32> {jax.result_info = "result[1]['params']['layers_0']['wi_0']['kernel']"}, tensor<64x128xf32> {jax.result_info = "result[1]['params']['layers_0']['wi_1']['kernel']"}, tensor<128x64xf32> {jax.result_info = "result[1]['params']['layers_0']['wo']['kernel']"}, tensor<64x32xf32> {jax.result_info = "result[1]['params']['layers_1']['key']['kernel']"}, tensor<64x64xf32> {jax.result_info = "result[1]['params']['layers_1']['out']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1]['params']['layers_1']['post_self_attention_layer_norm']['scale']"}, tensor<64xf32> {jax.result_info = "result[1]['params']['layers_1']['pre_self_attention_layer_norm']['scale']"}, tensor<64x64xf32> {jax.result_info = "result[1]['params']['layers_1']['query']['kernel']"}, tensor<64x32xf32> {jax.result_info = "result[1]['params']['layers_1']['value']['kernel']"}, tensor<64x128xf32> {jax.result_info = "result[1]['params']['layers_1']['wi_0']['kernel']"}, tensor<64x128xf32> {jax.result_info = "result[1]['params']['layers_1']['wi_1']['kernel']"}, tensor<128x64xf32> {jax.result_info = "result[1]['params']['layers_1']['wo']['kernel']"}, tensor<64x128xf32> {jax.result_info = "result[1]['params']['logits_dense']['kernel']"}, tensor<128x64xf32> {jax.result_info = "result[1]['params']['token_embedder']['embedding']"}) {
    %0 = stablehlo.convert %arg20 : (tensor<128x64xf32>) -> tensor<128x64xbf16>
    %1:2 = call @_take(%0, %arg21) : (tensor<128x64xbf16>, tensor<2x16xi32>) -> (tensor<2x16x64xbf16>, tensor<2x16x1xi32>)
    %2 = stablehlo.iota dim = 0 : tensor<16xi32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<16xi32>) -> tensor<2x16xi32>
    %4 = stablehlo.convert %1#0 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %5 = chlo.square %4 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%5 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %9 = stablehlo.divide %7, %8 : tensor<2x16x1xf32>
    %cst_1 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %11 = stablehlo.add %9, %10 : tensor<2x16x1xf32>
    %12 = stablehlo.rsqrt %11 : tensor<2x16x1xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %14 = stablehlo.multiply %4, %13 : tensor<2x16x64xf32>
    %15 = stablehlo.convert %14 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %16 = stablehlo.convert %arg4 : (tensor<64xf32>) -> tensor<64xbf16>
    %17 = stablehlo.broadcast_in_dim %16, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %19 = stablehlo.multiply %15, %18 : tensor<2x16x64xbf16>
    %20 = stablehlo.convert %arg5 : (tensor<64x64xf32>) -> tensor<64x64xbf16>
    %21 = stablehlo.dot_general %19, %20, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %22 = stablehlo.reshape %21 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %23 = stablehlo.iota dim = 0 : tensor<8xf32>
    %24 = stablehlo.negate %23 : tensor<8xf32>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %26 = stablehlo.multiply %24, %25 : tensor<8xf32>
    %cst_3 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %28 = stablehlo.divide %26, %27 : tensor<8xf32>
    %cst_4 = stablehlo.constant dense<5.000000e+05> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %30 = stablehlo.power %29, %28 : tensor<8xf32>
    %31 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %32 = stablehlo.convert %31 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %33 = stablehlo.broadcast_in_dim %30, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x8xf32>
    %35 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x16x1x8xf32>
    %36 = stablehlo.multiply %34, %35 : tensor<2x16x1x8xf32>
    %37 = stablehlo.sine %36 : tensor<2x16x1x8xf32>
    %38 = stablehlo.convert %37 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %39 = stablehlo.cosine %36 : tensor<2x16x1x8xf32>
    %40 = stablehlo.convert %39 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %41 = stablehlo.slice %22 [0:2, 0:16, 0:4, 0:8] : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x8xbf16>
    %42 = stablehlo.slice %22 [0:2, 0:16, 0:4, 8:16] : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x8xbf16>
    %43 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %44 = stablehlo.multiply %41, %43 : tensor<2x16x4x8xbf16>
    %45 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %46 = stablehlo.multiply %42, %45 : tensor<2x16x4x8xbf16>
    %47 = stablehlo.subtract %44, %46 : tensor<2x16x4x8xbf16>
    %48 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %49 = stablehlo.multiply %42, %48 : tensor<2x16x4x8xbf16>
    %50 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %51 = stablehlo.multiply %41, %50 : tensor<2x16x4x8xbf16>
    %52 = stablehlo.add %49, %51 : tensor<2x16x4x8xbf16>
    %53 = stablehlo.concatenate %47, %52, dim = 3 : (tensor<2x16x4x8xbf16>, tensor<2x16x4x8xbf16>) -> tensor<2x16x4x16xbf16>
    %54 = stablehlo.convert %arg1 : (tensor<64x32xf32>) -> tensor<64x32xbf16>
    %55 = stablehlo.dot_general %19, %54, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x32xbf16>) -> tensor<2x16x32xbf16>
    %56 = stablehlo.reshape %55 : (tensor<2x16x32xbf16>) -> tensor<2x16x2x16xbf16>
    %57 = stablehlo.iota dim = 0 : tensor<8xf32>
    %58 = stablehlo.negate %57 : tensor<8xf32>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %60 = stablehlo.multiply %58, %59 : tensor<8xf32>
    %cst_6 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %62 = stablehlo.divide %60, %61 : tensor<8xf32>
    %cst_7 = stablehlo.constant dense<5.000000e+05> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %64 = stablehlo.power %63, %62 : tensor<8xf32>
    %65 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %66 = stablehlo.convert %65 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %67 = stablehlo.broadcast_in_dim %64, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %68 = stablehlo.broadcast_in_dim %66, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x8xf32>
    %69 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x16x1x8xf32>
    %70 = stablehlo.multiply %68, %69 : tensor<2x16x1x8xf32>
    %71 = stablehlo.sine %70 : tensor<2x16x1x8xf32>
    %72 = stablehlo.convert %71 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %73 = stablehlo.cosine %70 : tensor<2x16x1x8xf32>
    %74 = stablehlo.convert %73 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %75 = stablehlo.slice %56 [0:2, 0:16, 0:2, 0:8] : (tensor<2x16x2x16xbf16>) -> tensor<2x16x2x8xbf16>
    %76 = stablehlo.slice %56 [0:2, 0:16, 0:2, 8:16] : (tensor<2x16x2x16xbf16>) -> tensor<2x16x2x8xbf16>
    %77 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x2x8xbf16>
    %78 = stablehlo.multiply %75, %77 : tensor<2x16x2x8xbf16>
    %79 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x2x8xbf16>
    %80 = stablehlo.multiply %76, %79 : tensor<2x16x2x8xbf16>
    %81 = stablehlo.subtract %78, %80 : tensor<2x16x2x8xbf16>
    %82 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x2x8xbf16>
    %83 = stablehlo.multiply %76, %82 : tensor<2x16x2x8xbf16>
    %84 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x2x8xbf16>
    %85 = stablehlo.multiply %75, %84 : tensor<2x16x2x8xbf16>
    %86 = stablehlo.add %83, %85 : tensor<2x16x2x8xbf16>
    %87 = stablehlo.concatenate %81, %86, dim = 3 : (tensor<2x16x2x8xbf16>, tensor<2x16x2x8xbf16>) -> tensor<2x16x2x16xbf16>
    %88 = stablehlo.convert %arg6 : (tensor<64x32xf32>) -> tensor<64x32xbf16>
    %89 = stablehlo.dot_general %19, %88, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x32xbf16>) -> tensor<2x16x32xbf16>
    %90 = stablehlo.reshape %89 : (tensor<2x16x32xbf16>) -> tensor<2x16x2x16xbf16>
    %cst_8 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %91 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<bf16>) -> tensor<2x16x4x16xbf16>
    %92 = stablehlo.multiply %53, %91 : tensor<2x16x4x16xbf16>
    %93 = stablehlo.reshape %92 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x2x2x16xbf16>
    %94 = stablehlo.dot_general %87, %93, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<2x16x2x16xbf16>, tensor<2x16x2x2x16xbf16>) -> tensor<2x2x16x16x2xbf16>
    %95 = stablehlo.transpose %94, dims = [0, 1, 4, 3, 2] : (tensor<2x2x16x16x2xbf16>) -> tensor<2x2x2x16x16xbf16>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %96 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<16x16xi1>
    %97 = call @tril(%96) : (tensor<16x16xi1>) -> tensor<16x16xi1>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_10 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %98 = call @_where_0(%97, %cst_9, %cst_10) : (tensor<16x16xi1>, tensor<f32>, tensor<f32>) -> tensor<16x16xf32>
    %99 = stablehlo.broadcast_in_dim %98, dims = [3, 4] : (tensor<16x16xf32>) -> tensor<1x1x1x16x16xf32>
    %cst_11 = stablehlo.constant dense<-1.19098816E+38> : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<1x1x1x16x16xf32>
    %101 = stablehlo.compare GE, %99, %100, FLOAT : (tensor<1x1x1x16x16xf32>, tensor<1x1x1x16x16xf32>) -> tensor<1x1x1x16x16xi1>
    %cst_12 = stablehlo.constant dense<-2.379320e+38> : tensor<bf16>
    %102 = call @_where_1(%101, %95, %cst_12) : (tensor<1x1x1x16x16xi1>, tensor<2x2x2x16x16xbf16>, tensor<bf16>) -> tensor<2x2x2x16x16xbf16>
    %cst_13 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %103 = stablehlo.reduce(%102 init: %cst_13) applies stablehlo.maximum across dimensions = [4] : (tensor<2x2x2x16x16xbf16>, tensor<bf16>) -> tensor<2x2x2x16xbf16>
    %104 = stablehlo.broadcast_in_dim %103, dims = [0, 1, 2, 3] : (tensor<2x2x2x16xbf16>) -> tensor<2x2x2x16x1xbf16>
    %105 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 2, 3, 4] : (tensor<2x2x2x16x1xbf16>) -> tensor<2x2x2x16x16xbf16>
    %106 = stablehlo.subtract %102, %105 : tensor<2x2x2x16x16xbf16>
    %107 = stablehlo.exponential %106 : tensor<2x2x2x16x16xbf16>
    %108 = stablehlo.convert %107 : (tensor<2x2x2x16x16xbf16>) -> tensor<2x2x2x16x16xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %109 = stablehlo.reduce(%108 init: %cst_14) applies stablehlo.add across dimensions = [4] : (tensor<2x2x2x16x16xf32>, tensor<f32>) -> tensor<2x2x2x16xf32>
    %110 = stablehlo.broadcast_in_dim %109, dims = [0, 1, 2, 3] : (tensor<2x2x2x16xf32>) -> tensor<2x2x2x16x1xf32>
    %111 = stablehlo.convert %110 : (tensor<2x2x2x16x1xf32>) -> tensor<2x2x2x16x1xbf16>
    %112 = stablehlo.transpose %111, dims = [0, 3, 1, 2, 4] : (tensor<2x2x2x16x1xbf16>) -> tensor<2x16x2x2x1xbf16>
    %113 = stablehlo.reshape %112 : (tensor<2x16x2x2x1xbf16>) -> tensor<2x16x4x1xbf16>
    %114 = stablehlo.dot_general %90, %107, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<2x16x2x16xbf16>, tensor<2x2x2x16x16xbf16>) -> tensor<2x2x16x2x16xbf16>
    %115 = stablehlo.transpose %114, dims = [0, 4, 1, 3, 2] : (tensor<2x2x16x2x16xbf16>) -> tensor<2x16x2x2x16xbf16>
    %116 = stablehlo.reshape %115 : (tensor<2x16x2x2x16xbf16>) -> tensor<2x16x4x16xbf16>
    %117 = stablehlo.broadcast_in_dim %113, dims = [0, 1, 2, 3] : (tensor<2x16x4x1xbf16>) -> tensor<2x16x4x16xbf16>
    %118 = stablehlo.divide %116, %117 : tensor<2x16x4x16xbf16>
    %119 = stablehlo.reshape %118 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x64xbf16>
    %120 = stablehlo.convert %arg2 : (tensor<64x64xf32>) -> tensor<64x64xbf16>
    %121 = stablehlo.dot_general %119, %120, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %122 = stablehlo.add %1#0, %121 : tensor<2x16x64xbf16>
    %123 = sdy.sharding_constraint %122 <@mesh, [{"data"}, {}, {}]> : tensor<2x16x64xbf16>
    %124 = stablehlo.convert %123 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %125 = chlo.square %124 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %126 = stablehlo.reduce(%125 init: %cst_15) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %127 = stablehlo.broadcast_in_dim %126, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_16 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %129 = stablehlo.divide %127, %128 : tensor<2x16x1xf32>
    %cst_17 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %130 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %131 = stablehlo.add %129, %130 : tensor<2x16x1xf32>
    %132 = stablehlo.rsqrt %131 : tensor<2x16x1xf32>
    %133 = stablehlo.broadcast_in_dim %132, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %134 = stablehlo.multiply %124, %133 : tensor<2x16x64xf32>
    %135 = stablehlo.convert %134 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %136 = stablehlo.convert %arg3 : (tensor<64xf32>) -> tensor<64xbf16>
    %137 = stablehlo.broadcast_in_dim %136, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %138 = stablehlo.broadcast_in_dim %137, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %139 = stablehlo.multiply %135, %138 : tensor<2x16x64xbf16>
    %140 = stablehlo.convert %arg7 : (tensor<64x128xf32>) -> tensor<64x128xbf16>
    %141 = stablehlo.dot_general %139, %140, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x128xbf16>) -> tensor<2x16x128xbf16>
    %142 = call @silu(%141) : (tensor<2x16x128xbf16>) -> tensor<2x16x128xbf16>
    %143 = stablehlo.convert %arg8 : (tensor<64x128xf32>) -> tensor<64x128xbf16>
    %144 = stablehlo.dot_general %139, %143, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x128xbf16>) -> tensor<2x16x128xbf16>
    %145 = stablehlo.multiply %142, %144 : tensor<2x16x128xbf16>
    %146 = stablehlo.convert %arg9 : (tensor<128x64xf32>) -> tensor<128x64xbf16>
    %147 = stablehlo.dot_general %145, %146, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xbf16>, tensor<128x64xbf16>) -> tensor<2x16x64xbf16>
    %148 = stablehlo.add %123, %147 : tensor<2x16x64xbf16>
    %149 = sdy.sharding_constraint %148 <@mesh, [{"data"}, {}, {}]> : tensor<2x16x64xbf16>
    %150 = stablehlo.convert %149 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %151 = chlo.square %150 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %152 = stablehlo.reduce(%151 init: %cst_18) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %153 = stablehlo.broadcast_in_dim %152, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_19 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %154 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %155 = stablehlo.divide %153, %154 : tensor<2x16x1xf32>
    %cst_20 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %156 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %157 = stablehlo.add %155, %156 : tensor<2x16x1xf32>
    %158 = stablehlo.rsqrt %157 : tensor<2x16x1xf32>
    %159 = stablehlo.broadcast_in_dim %158, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %160 = stablehlo.multiply %150, %159 : tensor<2x16x64xf32>
    %161 = stablehlo.convert %160 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %162 = stablehlo.convert %arg13 : (tensor<64xf32>) -> tensor<64xbf16>
    %163 = stablehlo.broadcast_in_dim %162, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %164 = stablehlo.broadcast_in_dim %163, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %165 = stablehlo.multiply %161, %164 : tensor<2x16x64xbf16>
    %166 = stablehlo.convert %arg14 : (tensor<64x64xf32>) -> tensor<64x64xbf16>
    %167 = stablehlo.dot_general %165, %166, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %168 = stablehlo.reshape %167 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %169 = stablehlo.iota dim = 0 : tensor<8xf32>
    %170 = stablehlo.negate %169 : tensor<8xf32>
    %cst_21 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %171 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %172 = stablehlo.multiply %170, %171 : tensor<8xf32>
    %cst_22 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %173 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %174 = stablehlo.divide %172, %173 : tensor<8xf32>
    %cst_23 = stablehlo.constant dense<5.000000e+05> : tensor<f32>
    %175 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %176 = stablehlo.power %175, %174 : tensor<8xf32>
    %177 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %178 = stablehlo.convert %177 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %179 = stablehlo.broadcast_in_dim %176, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %180 = stablehlo.broadcast_in_dim %178, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x8xf32>
    %181 = stablehlo.broadcast_in_dim %179, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x16x1x8xf32>
    %182 = stablehlo.multiply %180, %181 : tensor<2x16x1x8xf32>
    %183 = stablehlo.sine %182 : tensor<2x16x1x8xf32>
    %184 = stablehlo.convert %183 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %185 = stablehlo.cosine %182 : tensor<2x16x1x8xf32>
    %186 = stablehlo.convert %185 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %187 = stablehlo.slice %168 [0:2, 0:16, 0:4, 0:8] : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x8xbf16>
    %188 = stablehlo.slice %168 [0:2, 0:16, 0:4, 8:16] : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x8xbf16>
    %189 = stablehlo.broadcast_in_dim %186, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %190 = stablehlo.multiply %187, %189 : tensor<2x16x4x8xbf16>
    %191 = stablehlo.broadcast_in_dim %184, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %192 = stablehlo.multiply %188, %191 : tensor<2x16x4x8xbf16>
    %193 = stablehlo.subtract %190, %192 : tensor<2x16x4x8xbf16>
    %194 = stablehlo.broadcast_in_dim %186, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %195 = stablehlo.multiply %188, %194 : tensor<2x16x4x8xbf16>
    %196 = stablehlo.broadcast_in_dim %184, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %197 = stablehlo.multiply %187, %196 : tensor<2x16x4x8xbf16>
    %198 = stablehlo.add %195, %197 : tensor<2x16x4x8xbf16>
    %199 = stablehlo.concatenate %193, %198, dim = 3 : (tensor<2x16x4x8xbf16>, tensor<2x16x4x8xbf16>) -> tensor<2x16x4x16xbf16>
    %200 = stablehlo.convert %arg10 : (tensor<64x32xf32>) -> tensor<64x32xbf16>
    %201 = stablehlo.dot_general %165, %200, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x32xbf16>) -> tensor<2x16x32xbf16>
    %202 = stablehlo.reshape %201 : (tensor<2x16x32xbf16>) -> tensor<2x16x2x16xbf16>
    %203 = stablehlo.iota dim = 0 : tensor<8xf32>
    %204 = stablehlo.negate %203 : tensor<8xf32>
    %cst_24 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %205 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %206 = stablehlo.multiply %204, %205 : tensor<8xf32>
    %cst_25 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %207 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %208 = stablehlo.divide %206, %207 : tensor<8xf32>
    %cst_26 = stablehlo.constant dense<5.000000e+05> : tensor<f32>
    %209 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %210 = stablehlo.power %209, %208 : tensor<8xf32>
    %211 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %212 = stablehlo.convert %211 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %213 = stablehlo.broadcast_in_dim %210, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %214 = stablehlo.broadcast_in_dim %212, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x8xf32>
    %215 = stablehlo.broadcast_in_dim %213, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x16x1x8xf32>
    %216 = stablehlo.multiply %214, %215 : tensor<2x16x1x8xf32>
    %217 = stablehlo.sine %216 : tensor<2x16x1x8xf32>
    %218 = stablehlo.convert %217 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %219 = stablehlo.cosine %216 : tensor<2x16x1x8xf32>
    %220 = stablehlo.convert %219 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %221 = stablehlo.slice %202 [0:2, 0:16, 0:2, 0:8] : (tensor<2x16x2x16xbf16>) -> tensor<2x16x2x8xbf16>
    %222 = stablehlo.slice %202 [0:2, 0:16, 0:2, 8:16] : (tensor<2x16x2x16xbf16>) -> tensor<2x16x2x8xbf16>
    %223 = stablehlo.broadcast_in_dim %220, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x2x8xbf16>
    %224 = stablehlo.multiply %221, %223 : tensor<2x16x2x8xbf16>
    %225 = stablehlo.broadcast_in_dim %218, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x2x8xbf16>
    %226 = stablehlo.multiply %222, %225 : tensor<2x16x2x8xbf16>
    %227 = stablehlo.subtract %224, %226 : tensor<2x16x2x8xbf16>
    %228 = stablehlo.broadcast_in_dim %220, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x2x8xbf16>
    %229 = stablehlo.multiply %222, %228 : tensor<2x16x2x8xbf16>
    %230 = stablehlo.broadcast_in_dim %218, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x2x8xbf16>
    %231 = stablehlo.multiply %221, %230 : tensor<2x16x2x8xbf16>
    %232 = stablehlo.add %229, %231 : tensor<2x16x2x8xbf16>
    %233 = stablehlo.concatenate %227, %232, dim = 3 : (tensor<2x16x2x8xbf16>, tensor<2x16x2x8xbf16>) -> tensor<2x16x2x16xbf16>
    %234 = stablehlo.convert %arg15 : (tensor<64x32xf32>) -> tensor<64x32xbf16>
    %235 = stablehlo.dot_general %165, %234, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x32xbf16>) -> tensor<2x16x32xbf16>
    %236 = stablehlo.reshape %235 : (tensor<2x16x32xbf16>) -> tensor<2x16x2x16xbf16>
    %cst_27 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %237 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<bf16>) -> tensor<2x16x4x16xbf16>
    %238 = stablehlo.multiply %199, %237 : tensor<2x16x4x16xbf16>
    %239 = stablehlo.reshape %238 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x2x2x16xbf16>
    %240 = stablehlo.dot_general %233, %239, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<2x16x2x16xbf16>, tensor<2x16x2x2x16xbf16>) -> tensor<2x2x16x16x2xbf16>
    %241 = stablehlo.transpose %240, dims = [0, 1, 4, 3, 2] : (tensor<2x2x16x16x2xbf16>) -> tensor<2x2x2x16x16xbf16>
    %c_28 = stablehlo.constant dense<true> : tensor<i1>
    %242 = stablehlo.broadcast_in_dim %c_28, dims = [] : (tensor<i1>) -> tensor<16x16xi1>
    %243 = call @tril(%242) : (tensor<16x16xi1>) -> tensor<16x16xi1>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_30 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %244 = call @_where_0(%243, %cst_29, %cst_30) : (tensor<16x16xi1>, tensor<f32>, tensor<f32>) -> tensor<16x16xf32>
    %245 = stablehlo.broadcast_in_dim %244, dims = [3, 4] : (tensor<16x16xf32>) -> tensor<1x1x1x16x16xf32>
    %cst_31 = stablehlo.constant dense<-1.19098816E+38> : tensor<f32>
    %246 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<1x1x1x16x16xf32>
    %247 = stablehlo.compare GE, %245, %246, FLOAT : (tensor<1x1x1x16x16xf32>, tensor<1x1x1x16x16xf32>) -> tensor<1x1x1x16x16xi1>
    %cst_32 = stablehlo.constant dense<-2.379320e+38> : tensor<bf16>
    %248 = call @_where_2(%247, %241, %cst_32) : (tensor<1x1x1x16x16xi1>, tensor<2x2x2x16x16xbf16>, tensor<bf16>) -> tensor<2x2x2x16x16xbf16>
    %cst_33 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %249 = stablehlo.reduce(%248 init: %cst_33) applies stablehlo.maximum across dimensions = [4] : (tensor<2x2x2x16x16xbf16>, tensor<bf16>) -> tensor<2x2x2x16xbf16>
    %250 = stablehlo.broadcast_in_dim %249, dims = [0, 1, 2, 3] : (tensor<2x2x2x16xbf16>) -> tensor<2x2x2x16x1xbf16>
    %251 = stablehlo.broadcast_in_dim %250, dims = [0, 1, 2, 3, 4] : (tensor<2x2x2x16x1xbf16>) -> tensor<2x2x2x16x16xbf16>
    %252 = stablehlo.subtract %248, %251 : tensor<2x2x2x16x16xbf16>
    %253 = stablehlo.exponential %252 : tensor<2x2x2x16x16xbf16>
    %254 = stablehlo.convert %253 : (tensor<2x2x2x16x16xbf16>) -> tensor<2x2x2x16x16xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %255 = stablehlo.reduce(%254 init: %cst_34) applies stablehlo.add across dimensions = [4] : (tensor<2x2x2x16x16xf32>, tensor<f32>) -> tensor<2x2x2x16xf32>
    %256 = stablehlo.broadcast_in_dim %255, dims = [0, 1, 2, 3] : (tensor<2x2x2x16xf32>) -> tensor<2x2x2x16x1xf32>
    %257 = stablehlo.convert %256 : (tensor<2x2x2x16x1xf32>) -> tensor<2x2x2x16x1xbf16>
    %258 = stablehlo.transpose %257, dims = [0, 3, 1, 2, 4] : (tensor<2x2x2x16x1xbf16>) -> tensor<2x16x2x2x1xbf16>
    %259 = stablehlo.reshape %258 : (tensor<2x16x2x2x1xbf16>) -> tensor<2x16x4x1xbf16>
    %260 = stablehlo.dot_general %236, %253, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<2x16x2x16xbf16>, tensor<2x2x2x16x16xbf16>) -> tensor<2x2x16x2x16xbf16>
    %261 = stablehlo.transpose %260, dims = [0, 4, 1, 3, 2] : (tensor<2x2x16x2x16xbf16>) -> tensor<2x16x2x2x16xbf16>
    %262 = stablehlo.reshape %261 : (tensor<2x16x2x2x16xbf16>) -> tensor<2x16x4x16xbf16>
    %263 = stablehlo.broadcast_in_dim %259, dims = [0, 1, 2, 3] : (tensor<2x16x4x1xbf16>) -> tensor<2x16x4x16xbf16>
    %264 = stablehlo.divide %262, %263 : tensor<2x16x4x16xbf16>
    %265 = stablehlo.reshape %264 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x64xbf16>
    %266 = stablehlo.convert %arg11 : (tensor<64x64xf32>) -> tensor<64x64xbf16>
    %267 = stablehlo.dot_general %265, %266, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %268 = stablehlo.add %149, %267 : tensor<2x16x64xbf16>
    %269 = sdy.sharding_constraint %268 <@mesh, [{"data"}, {}, {}]> : tensor<2x16x64xbf16>
    %270 = stablehlo.convert %269 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %271 = chlo.square %270 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %272 = stablehlo.reduce(%271 init: %cst_35) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %273 = stablehlo.broadcast_in_dim %272, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_36 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %274 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %275 = stablehlo.divide %273, %274 : tensor<2x16x1xf32>
    %cst_37 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %276 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
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
    %288 = call @silu(%287) : (tensor<2x16x128xbf16>) -> tensor<2x16x128xbf16>
    %289 = stablehlo.convert %arg17 : (tensor<64x128xf32>) -> tensor<64x128xbf16>
    %290 = stablehlo.dot_general %285, %289, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x128xbf16>) -> tensor<2x16x128xbf16>
    %291 = stablehlo.multiply %288, %290 : tensor<2x16x128xbf16>
    %292 = stablehlo.convert %arg18 : (tensor<128x64xf32>) -> tensor<128x64xbf16>
    %293 = stablehlo.dot_general %291, %292, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xbf16>, tensor<128x64xbf16>) -> tensor<2x16x64xbf16>
    %294 = stablehlo.add %269, %293 : tensor<2x16x64xbf16>
    %295 = sdy.sharding_constraint %294 <@mesh, [{"data"}, {}, {}]> : tensor<2x16x64xbf16>
    %296 = stablehlo.convert %295 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %297 = chlo.square %296 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_38 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %298 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %299 = stablehlo.multiply %298, %296 : tensor<2x16x64xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %300 = stablehlo.reduce(%297 init: %cst_39) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %301 = stablehlo.broadcast_in_dim %300, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_40 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %302 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %303 = stablehlo.divide %301, %302 : tensor<2x16x1xf32>
    %cst_41 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %304 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %305 = stablehlo.add %303, %304 : tensor<2x16x1xf32>
    %306 = stablehlo.rsqrt %305 : tensor<2x16x1xf32>
    %307 = stablehlo.divide %306, %305 : tensor<2x16x1xf32>
    %cst_42 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %308 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %309 = stablehlo.multiply %308, %307 : tensor<2x16x1xf32>
    %310 = stablehlo.broadcast_in_dim %306, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %311 = stablehlo.multiply %296, %310 : tensor<2x16x64xf32>
    %312 = stablehlo.convert %311 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %313 = stablehlo.convert %arg0 : (tensor<64xf32>) -> tensor<64xbf16>
    %314 = stablehlo.broadcast_in_dim %313, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %315 = stablehlo.broadcast_in_dim %314, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %316 = stablehlo.multiply %312, %315 : tensor<2x16x64xbf16>
    %317 = stablehlo.convert %arg19 : (tensor<64x128xf32>) -> tensor<64x128xbf16>
    %318 = stablehlo.dot_general %316, %317, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x128xbf16>) -> tensor<2x16x128xbf16>
    %319 = stablehlo.slice %318 [0:2, 0:15, 0:128] : (tensor<2x16x128xbf16>) -> tensor<2x15x128xbf16>
    %320 = stablehlo.slice %arg21 [0:2, 1:16] : (tensor<2x16xi32>) -> tensor<2x15xi32>
    %321 = stablehlo.convert %319 : (tensor<2x15x128xbf16>) -> tensor<2x15x128xf32>
    %322:3 = call @log_softmax(%321) : (tensor<2x15x128xf32>) -> (tensor<2x15x128xf32>, tensor<2x15x128xf32>, tensor<2x15x1xf32>)
    %323 = stablehlo.broadcast_in_dim %320, dims = [0, 1] : (tensor<2x15xi32>) -> tensor<2x15x1xi32>
    %324:2 = call @take_along_axis(%322#0, %323) : (tensor<2x15x128xf32>, tensor<2x15x1xi32>) -> (tensor<2x15x1xf32>, tensor<2x15x1x1xi32>)
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %325 = stablehlo.reduce(%324#0 init: %cst_43) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x15x1xf32>, tensor<f32>) -> tensor<f32>
    %cst_44 = stablehlo.constant dense<3.000000e+01> : tensor<f32>
    %326 = stablehlo.divide %325, %cst_44 : tensor<f32>
    %327 = stablehlo.negate %326 : tensor<f32>
    %cst_45 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %328 = stablehlo.negate %cst_45 : tensor<f32>
    %cst_46 = stablehlo.constant dense<3.000000e+01> : tensor<f32>
    %329 = stablehlo.divide %328, %cst_46 : tensor<f32>
    %330 = stablehlo.broadcast_in_dim %329, dims = [] : (tensor<f32>) -> tensor<2x15x1xf32>
    %331 = call @take_along_axis_3(%324#1, %330) : (tensor<2x15x1x1xi32>, tensor<2x15x1xf32>) -> tensor<2x15x128xf32>
    %332 = call @log_softmax_4(%322#1, %322#2, %331) : (tensor<2x15x128xf32>, tensor<2x15x1xf32>, tensor<2x15x128xf32>) -> tensor<2x15x128xf32>
    %333 = stablehlo.convert %332 : (tensor<2x15x128xf32>) -> tensor<2x15x128xbf16>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %334 = stablehlo.pad %333, %cst_47, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x15x128xbf16>, tensor<bf16>) -> tensor<2x16x128xbf16>
    %335 = stablehlo.dot_general %334, %316, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xbf16>, tensor<2x16x64xbf16>) -> tensor<128x64xbf16>
    %336 = stablehlo.transpose %335, dims = [1, 0] : (tensor<128x64xbf16>) -> tensor<64x128xbf16>
    %337 = stablehlo.dot_general %334, %317, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xbf16>, tensor<64x128xbf16>) -> tensor<2x16x64xbf16>
    %338 = stablehlo.convert %336 : (tensor<64x128xbf16>) -> tensor<64x128xf32>
    %339 = stablehlo.multiply %312, %337 : tensor<2x16x64xbf16>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %340 = stablehlo.reduce(%339 init: %cst_48) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %341 = stablehlo.reshape %340 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %342 = stablehlo.broadcast_in_dim %314, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %343 = stablehlo.multiply %337, %342 : tensor<2x16x64xbf16>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %344 = stablehlo.reduce(%341 init: %cst_49) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %345 = stablehlo.convert %344 : (tensor<64xbf16>) -> tensor<64xf32>
    %346 = stablehlo.convert %343 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %347 = stablehlo.multiply %296, %346 : tensor<2x16x64xf32>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %348 = stablehlo.reduce(%347 init: %cst_50) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %349 = stablehlo.reshape %348 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %350 = stablehlo.broadcast_in_dim %306, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %351 = stablehlo.multiply %346, %350 : tensor<2x16x64xf32>
    %352 = stablehlo.multiply %349, %309 : tensor<2x16x1xf32>
    %cst_51 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %353 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %354 = stablehlo.divide %352, %353 : tensor<2x16x1xf32>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %355 = stablehlo.reduce(%354 init: %cst_52) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %356 = stablehlo.broadcast_in_dim %355, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %357 = stablehlo.multiply %356, %299 : tensor<2x16x64xf32>
    %358 = stablehlo.add %351, %357 : tensor<2x16x64xf32>
    %359 = stablehlo.convert %358 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %360:12 = stablehlo.optimization_barrier %arg10, %arg11, %arg12, %arg13, %arg14, %arg15, %arg16, %arg17, %arg18, %149, %3, %359 : tensor<64x32xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x32xf32>, tensor<64x128xf32>, tensor<64x128xf32>, tensor<128x64xf32>, tensor<2x16x64xbf16>, tensor<2x16xi32>, tensor<2x16x64xbf16>
    %361 = stablehlo.convert %360#9 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %362 = chlo.square %361 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_53 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %363 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %364 = stablehlo.multiply %363, %361 : tensor<2x16x64xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %365 = stablehlo.reduce(%362 init: %cst_54) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %366 = stablehlo.broadcast_in_dim %365, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_55 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %367 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %368 = stablehlo.divide %366, %367 : tensor<2x16x1xf32>
    %cst_56 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %369 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %370 = stablehlo.add %368, %369 : tensor<2x16x1xf32>
    %371 = stablehlo.rsqrt %370 : tensor<2x16x1xf32>
    %372 = stablehlo.divide %371, %370 : tensor<2x16x1xf32>
    %cst_57 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %373 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %374 = stablehlo.multiply %373, %372 : tensor<2x16x1xf32>
    %375 = stablehlo.broadcast_in_dim %371, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %376 = stablehlo.multiply %361, %375 : tensor<2x16x64xf32>
    %377 = stablehlo.convert %376 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %378 = stablehlo.convert %360#3 : (tensor<64xf32>) -> tensor<64xbf16>
    %379 = stablehlo.broadcast_in_dim %378, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %380 = stablehlo.broadcast_in_dim %379, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %381 = stablehlo.multiply %377, %380 : tensor<2x16x64xbf16>
    %382 = stablehlo.convert %360#4 : (tensor<64x64xf32>) -> tensor<64x64xbf16>
    %383 = stablehlo.dot_general %381, %382, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %384 = stablehlo.reshape %383 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %385 = stablehlo.iota dim = 0 : tensor<8xf32>
    %386 = stablehlo.negate %385 : tensor<8xf32>
    %cst_58 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %387 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %388 = stablehlo.multiply %386, %387 : tensor<8xf32>
    %cst_59 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %389 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %390 = stablehlo.divide %388, %389 : tensor<8xf32>
    %cst_60 = stablehlo.constant dense<5.000000e+05> : tensor<f32>
    %391 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %392 = stablehlo.power %391, %390 : tensor<8xf32>
    %393 = stablehlo.broadcast_in_dim %360#10, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %394 = stablehlo.convert %393 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %395 = stablehlo.broadcast_in_dim %392, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %396 = stablehlo.broadcast_in_dim %394, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x8xf32>
    %397 = stablehlo.broadcast_in_dim %395, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x16x1x8xf32>
    %398 = stablehlo.multiply %396, %397 : tensor<2x16x1x8xf32>
    %399 = stablehlo.sine %398 : tensor<2x16x1x8xf32>
    %400 = stablehlo.convert %399 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %401 = stablehlo.cosine %398 : tensor<2x16x1x8xf32>
    %402 = stablehlo.convert %401 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %403 = stablehlo.slice %384 [0:2, 0:16, 0:4, 0:8] : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x8xbf16>
    %404 = stablehlo.slice %384 [0:2, 0:16, 0:4, 8:16] : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x8xbf16>
    %405 = stablehlo.broadcast_in_dim %402, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %406 = stablehlo.multiply %403, %405 : tensor<2x16x4x8xbf16>
    %407 = stablehlo.broadcast_in_dim %400, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %408 = stablehlo.multiply %404, %407 : tensor<2x16x4x8xbf16>
    %409 = stablehlo.subtract %406, %408 : tensor<2x16x4x8xbf16>
    %410 = stablehlo.broadcast_in_dim %402, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %411 = stablehlo.multiply %404, %410 : tensor<2x16x4x8xbf16>
    %412 = stablehlo.broadcast_in_dim %400, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %413 = stablehlo.multiply %403, %412 : tensor<2x16x4x8xbf16>
    %414 = stablehlo.add %411, %413 : tensor<2x16x4x8xbf16>
    %415 = stablehlo.concatenate %409, %414, dim = 3 : (tensor<2x16x4x8xbf16>, tensor<2x16x4x8xbf16>) -> tensor<2x16x4x16xbf16>
    %416 = stablehlo.convert %360#0 : (tensor<64x32xf32>) -> tensor<64x32xbf16>
    %417 = stablehlo.dot_general %381, %416, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x32xbf16>) -> tensor<2x16x32xbf16>
    %418 = stablehlo.reshape %417 : (tensor<2x16x32xbf16>) -> tensor<2x16x2x16xbf16>
    %419 = stablehlo.iota dim = 0 : tensor<8xf32>
    %420 = stablehlo.negate %419 : tensor<8xf32>
    %cst_61 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %421 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %422 = stablehlo.multiply %420, %421 : tensor<8xf32>
    %cst_62 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %423 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %424 = stablehlo.divide %422, %423 : tensor<8xf32>
    %cst_63 = stablehlo.constant dense<5.000000e+05> : tensor<f32>
    %425 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %426 = stablehlo.power %425, %424 : tensor<8xf32>
    %427 = stablehlo.broadcast_in_dim %360#10, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %428 = stablehlo.convert %427 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %429 = stablehlo.broadcast_in_dim %426, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %430 = stablehlo.broadcast_in_dim %428, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x8xf32>
    %431 = stablehlo.broadcast_in_dim %429, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x16x1x8xf32>
    %432 = stablehlo.multiply %430, %431 : tensor<2x16x1x8xf32>
    %433 = stablehlo.sine %432 : tensor<2x16x1x8xf32>
    %434 = stablehlo.convert %433 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %435 = stablehlo.cosine %432 : tensor<2x16x1x8xf32>
    %436 = stablehlo.convert %435 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %437 = stablehlo.slice %418 [0:2, 0:16, 0:2, 0:8] : (tensor<2x16x2x16xbf16>) -> tensor<2x16x2x8xbf16>
    %438 = stablehlo.slice %418 [0:2, 0:16, 0:2, 8:16] : (tensor<2x16x2x16xbf16>) -> tensor<2x16x2x8xbf16>
    %439 = stablehlo.broadcast_in_dim %436, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x2x8xbf16>
    %440 = stablehlo.multiply %437, %439 : tensor<2x16x2x8xbf16>
    %441 = stablehlo.broadcast_in_dim %434, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x2x8xbf16>
    %442 = stablehlo.multiply %438, %441 : tensor<2x16x2x8xbf16>
    %443 = stablehlo.subtract %440, %442 : tensor<2x16x2x8xbf16>
    %444 = stablehlo.broadcast_in_dim %436, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x2x8xbf16>
    %445 = stablehlo.multiply %438, %444 : tensor<2x16x2x8xbf16>
    %446 = stablehlo.broadcast_in_dim %434, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x2x8xbf16>
    %447 = stablehlo.multiply %437, %446 : tensor<2x16x2x8xbf16>
    %448 = stablehlo.add %445, %447 : tensor<2x16x2x8xbf16>
    %449 = stablehlo.concatenate %443, %448, dim = 3 : (tensor<2x16x2x8xbf16>, tensor<2x16x2x8xbf16>) -> tensor<2x16x2x16xbf16>
    %450 = stablehlo.convert %360#5 : (tensor<64x32xf32>) -> tensor<64x32xbf16>
    %451 = stablehlo.dot_general %381, %450, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x32xbf16>) -> tensor<2x16x32xbf16>
    %452 = stablehlo.reshape %451 : (tensor<2x16x32xbf16>) -> tensor<2x16x2x16xbf16>
    %cst_64 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %453 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<bf16>) -> tensor<2x16x4x16xbf16>
    %454 = stablehlo.multiply %415, %453 : tensor<2x16x4x16xbf16>
    %455 = stablehlo.reshape %454 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x2x2x16xbf16>
    %456 = stablehlo.dot_general %449, %455, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<2x16x2x16xbf16>, tensor<2x16x2x2x16xbf16>) -> tensor<2x2x16x16x2xbf16>
    %457 = stablehlo.transpose %456, dims = [0, 1, 4, 3, 2] : (tensor<2x2x16x16x2xbf16>) -> tensor<2x2x2x16x16xbf16>
    %c_65 = stablehlo.constant dense<true> : tensor<i1>
    %458 = stablehlo.broadcast_in_dim %c_65, dims = [] : (tensor<i1>) -> tensor<16x16xi1>
    %459 = call @tril_5(%458) : (tensor<16x16xi1>) -> tensor<16x16xi1>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_67 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %460 = call @_where_6(%459, %cst_66, %cst_67) : (tensor<16x16xi1>, tensor<f32>, tensor<f32>) -> tensor<16x16xf32>
    %461 = stablehlo.broadcast_in_dim %460, dims = [3, 4] : (tensor<16x16xf32>) -> tensor<1x1x1x16x16xf32>
    %cst_68 = stablehlo.constant dense<-1.19098816E+38> : tensor<f32>
    %462 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<1x1x1x16x16xf32>
    %463 = stablehlo.compare GE, %461, %462, FLOAT : (tensor<1x1x1x16x16xf32>, tensor<1x1x1x16x16xf32>) -> tensor<1x1x1x16x16xi1>
    %cst_69 = stablehlo.constant dense<-2.379320e+38> : tensor<bf16>
    %464:2 = call @_where_7(%463, %457, %cst_69) : (tensor<1x1x1x16x16xi1>, tensor<2x2x2x16x16xbf16>, tensor<bf16>) -> (tensor<2x2x2x16x16xbf16>, tensor<2x2x2x16x16xi1>)
    %cst_70 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %465 = stablehlo.reduce(%464#0 init: %cst_70) applies stablehlo.maximum across dimensions = [4] : (tensor<2x2x2x16x16xbf16>, tensor<bf16>) -> tensor<2x2x2x16xbf16>
    %466 = stablehlo.reshape %465 : (tensor<2x2x2x16xbf16>) -> tensor<2x2x2x16x1xbf16>
    %467 = stablehlo.broadcast_in_dim %466, dims = [0, 1, 2, 3, 4] : (tensor<2x2x2x16x1xbf16>) -> tensor<2x2x2x16x16xbf16>
    %468 = stablehlo.compare EQ, %464#0, %467, FLOAT : (tensor<2x2x2x16x16xbf16>, tensor<2x2x2x16x16xbf16>) -> tensor<2x2x2x16x16xi1>
    %469 = stablehlo.convert %468 : (tensor<2x2x2x16x16xi1>) -> tensor<2x2x2x16x16xbf16>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %470 = stablehlo.reduce(%469 init: %cst_71) applies stablehlo.add across dimensions = [4] : (tensor<2x2x2x16x16xbf16>, tensor<bf16>) -> tensor<2x2x2x16xbf16>
    %471 = stablehlo.broadcast_in_dim %465, dims = [0, 1, 2, 3] : (tensor<2x2x2x16xbf16>) -> tensor<2x2x2x16x1xbf16>
    %472 = stablehlo.broadcast_in_dim %471, dims = [0, 1, 2, 3, 4] : (tensor<2x2x2x16x1xbf16>) -> tensor<2x2x2x16x16xbf16>
    %473 = stablehlo.subtract %464#0, %472 : tensor<2x2x2x16x16xbf16>
    %474 = stablehlo.exponential %473 : tensor<2x2x2x16x16xbf16>
    %475 = stablehlo.convert %474 : (tensor<2x2x2x16x16xbf16>) -> tensor<2x2x2x16x16xf32>
    %cst_72 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %476 = stablehlo.reduce(%475 init: %cst_72) applies stablehlo.add across dimensions = [4] : (tensor<2x2x2x16x16xf32>, tensor<f32>) -> tensor<2x2x2x16xf32>
    %477 = stablehlo.broadcast_in_dim %476, dims = [0, 1, 2, 3] : (tensor<2x2x2x16xf32>) -> tensor<2x2x2x16x1xf32>
    %478 = stablehlo.convert %477 : (tensor<2x2x2x16x1xf32>) -> tensor<2x2x2x16x1xbf16>
    %479 = stablehlo.transpose %478, dims = [0, 3, 1, 2, 4] : (tensor<2x2x2x16x1xbf16>) -> tensor<2x16x2x2x1xbf16>
    %480 = stablehlo.reshape %479 : (tensor<2x16x2x2x1xbf16>) -> tensor<2x16x4x1xbf16>
    %481 = stablehlo.dot_general %452, %474, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<2x16x2x16xbf16>, tensor<2x2x2x16x16xbf16>) -> tensor<2x2x16x2x16xbf16>
    %482 = stablehlo.transpose %481, dims = [0, 4, 1, 3, 2] : (tensor<2x2x16x2x16xbf16>) -> tensor<2x16x2x2x16xbf16>
    %483 = stablehlo.reshape %482 : (tensor<2x16x2x2x16xbf16>) -> tensor<2x16x4x16xbf16>
    %484 = stablehlo.broadcast_in_dim %480, dims = [0, 1, 2, 3] : (tensor<2x16x4x1xbf16>) -> tensor<2x16x4x16xbf16>
    %485 = stablehlo.divide %483, %484 : tensor<2x16x4x16xbf16>
    %486 = stablehlo.multiply %480, %480 : tensor<2x16x4x1xbf16>
    %cst_73 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %487 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<bf16>) -> tensor<2x16x4x1xbf16>
    %488 = stablehlo.divide %487, %486 : tensor<2x16x4x1xbf16>
    %489 = stablehlo.reshape %485 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x64xbf16>
    %490 = stablehlo.convert %360#1 : (tensor<64x64xf32>) -> tensor<64x64xbf16>
    %491 = stablehlo.dot_general %489, %490, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %492 = stablehlo.add %360#9, %491 : tensor<2x16x64xbf16>
    %493 = sdy.sharding_constraint %492 <@mesh, [{"data"}, {}, {}]> : tensor<2x16x64xbf16>
    %494 = stablehlo.convert %493 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %495 = chlo.square %494 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_74 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %496 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %497 = stablehlo.multiply %496, %494 : tensor<2x16x64xf32>
    %cst_75 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %498 = stablehlo.reduce(%495 init: %cst_75) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %499 = stablehlo.broadcast_in_dim %498, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_76 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %500 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %501 = stablehlo.divide %499, %500 : tensor<2x16x1xf32>
    %cst_77 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %502 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %503 = stablehlo.add %501, %502 : tensor<2x16x1xf32>
    %504 = stablehlo.rsqrt %503 : tensor<2x16x1xf32>
    %505 = stablehlo.divide %504, %503 : tensor<2x16x1xf32>
    %cst_78 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %506 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %507 = stablehlo.multiply %506, %505 : tensor<2x16x1xf32>
    %508 = stablehlo.broadcast_in_dim %504, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %509 = stablehlo.multiply %494, %508 : tensor<2x16x64xf32>
    %510 = stablehlo.convert %509 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %511 = stablehlo.convert %360#2 : (tensor<64xf32>) -> tensor<64xbf16>
    %512 = stablehlo.broadcast_in_dim %511, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %513 = stablehlo.broadcast_in_dim %512, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %514 = stablehlo.multiply %510, %513 : tensor<2x16x64xbf16>
    %515 = stablehlo.convert %360#6 : (tensor<64x128xf32>) -> tensor<64x128xbf16>
    %516 = stablehlo.dot_general %514, %515, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x128xbf16>) -> tensor<2x16x128xbf16>
    %517:3 = call @silu_8(%516) : (tensor<2x16x128xbf16>) -> (tensor<2x16x128xbf16>, tensor<2x16x128xbf16>, tensor<2x16x128xbf16>)
    %518 = stablehlo.convert %360#7 : (tensor<64x128xf32>) -> tensor<64x128xbf16>
    %519 = stablehlo.dot_general %514, %518, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x128xbf16>) -> tensor<2x16x128xbf16>
    %520 = stablehlo.multiply %517#0, %519 : tensor<2x16x128xbf16>
    %521 = stablehlo.convert %360#8 : (tensor<128x64xf32>) -> tensor<128x64xbf16>
    %522 = sdy.sharding_constraint %360#11 <@mesh, [{"data"}, {}, {}]> : tensor<2x16x64xbf16>
    %523 = stablehlo.dot_general %522, %520, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<2x16x128xbf16>) -> tensor<64x128xbf16>
    %524 = stablehlo.transpose %523, dims = [1, 0] : (tensor<64x128xbf16>) -> tensor<128x64xbf16>
    %525 = stablehlo.dot_general %522, %521, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<128x64xbf16>) -> tensor<2x16x128xbf16>
    %526 = stablehlo.convert %524 : (tensor<128x64xbf16>) -> tensor<128x64xf32>
    %527 = stablehlo.multiply %517#0, %525 : tensor<2x16x128xbf16>
    %528 = stablehlo.multiply %525, %519 : tensor<2x16x128xbf16>
    %529 = stablehlo.dot_general %527, %514, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xbf16>, tensor<2x16x64xbf16>) -> tensor<128x64xbf16>
    %530 = stablehlo.transpose %529, dims = [1, 0] : (tensor<128x64xbf16>) -> tensor<64x128xbf16>
    %531 = stablehlo.dot_general %527, %518, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xbf16>, tensor<64x128xbf16>) -> tensor<2x16x64xbf16>
    %532 = stablehlo.convert %530 : (tensor<64x128xbf16>) -> tensor<64x128xf32>
    %533 = call @silu_9(%517#1, %516, %517#2, %528) : (tensor<2x16x128xbf16>, tensor<2x16x128xbf16>, tensor<2x16x128xbf16>, tensor<2x16x128xbf16>) -> tensor<2x16x128xbf16>
    %534 = stablehlo.dot_general %533, %514, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xbf16>, tensor<2x16x64xbf16>) -> tensor<128x64xbf16>
    %535 = stablehlo.transpose %534, dims = [1, 0] : (tensor<128x64xbf16>) -> tensor<64x128xbf16>
    %536 = stablehlo.dot_general %533, %515, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xbf16>, tensor<64x128xbf16>) -> tensor<2x16x64xbf16>
    %537 = stablehlo.add %531, %536 : tensor<2x16x64xbf16>
    %538 = stablehlo.convert %535 : (tensor<64x128xbf16>) -> tensor<64x128xf32>
    %539 = stablehlo.multiply %510, %537 : tensor<2x16x64xbf16>
    %cst_79 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %540 = stablehlo.reduce(%539 init: %cst_79) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %541 = stablehlo.reshape %540 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %542 = stablehlo.broadcast_in_dim %512, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %543 = stablehlo.multiply %537, %542 : tensor<2x16x64xbf16>
    %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %544 = stablehlo.reduce(%541 init: %cst_80) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %545 = stablehlo.convert %544 : (tensor<64xbf16>) -> tensor<64xf32>
    %546 = stablehlo.convert %543 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %547 = stablehlo.multiply %494, %546 : tensor<2x16x64xf32>
    %cst_81 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %548 = stablehlo.reduce(%547 init: %cst_81) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %549 = stablehlo.reshape %548 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %550 = stablehlo.broadcast_in_dim %504, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %551 = stablehlo.multiply %546, %550 : tensor<2x16x64xf32>
    %552 = stablehlo.multiply %549, %507 : tensor<2x16x1xf32>
    %cst_82 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %553 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %554 = stablehlo.divide %552, %553 : tensor<2x16x1xf32>
    %cst_83 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %555 = stablehlo.reduce(%554 init: %cst_83) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %556 = stablehlo.broadcast_in_dim %555, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %557 = stablehlo.multiply %556, %497 : tensor<2x16x64xf32>
    %558 = stablehlo.add %551, %557 : tensor<2x16x64xf32>
    %559 = stablehlo.convert %558 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %560 = stablehlo.add %522, %559 : tensor<2x16x64xbf16>
    %561 = sdy.sharding_constraint %560 <@mesh, [{"data"}, {}, {}]> : tensor<2x16x64xbf16>
    %562 = stablehlo.dot_general %561, %489, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<2x16x64xbf16>) -> tensor<64x64xbf16>
    %563 = stablehlo.transpose %562, dims = [1, 0] : (tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %564 = stablehlo.dot_general %561, %490, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %565 = stablehlo.convert %563 : (tensor<64x64xbf16>) -> tensor<64x64xf32>
    %566 = stablehlo.reshape %564 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %567 = stablehlo.broadcast_in_dim %488, dims = [0, 1, 2, 3] : (tensor<2x16x4x1xbf16>) -> tensor<2x16x4x16xbf16>
    %568 = stablehlo.multiply %566, %567 : tensor<2x16x4x16xbf16>
    %569 = stablehlo.multiply %568, %483 : tensor<2x16x4x16xbf16>
    %cst_84 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %570 = stablehlo.reduce(%569 init: %cst_84) applies stablehlo.add across dimensions = [3] : (tensor<2x16x4x16xbf16>, tensor<bf16>) -> tensor<2x16x4xbf16>
    %571 = stablehlo.reshape %570 : (tensor<2x16x4xbf16>) -> tensor<2x16x4x1xbf16>
    %572 = stablehlo.negate %571 : tensor<2x16x4x1xbf16>
    %573 = stablehlo.broadcast_in_dim %480, dims = [0, 1, 2, 3] : (tensor<2x16x4x1xbf16>) -> tensor<2x16x4x16xbf16>
    %574 = stablehlo.divide %566, %573 : tensor<2x16x4x16xbf16>
    %575 = stablehlo.reshape %574 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x2x2x16xbf16>
    %576 = stablehlo.transpose %575, dims = [0, 2, 4, 3, 1] : (tensor<2x16x2x2x16xbf16>) -> tensor<2x2x16x2x16xbf16>
    %577 = stablehlo.dot_general %576, %452, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x2x16x2x16xbf16>, tensor<2x16x2x16xbf16>) -> tensor<2x2x2x16x16xbf16>
    %578 = stablehlo.dot_general %576, %474, batching_dims = [0, 1] x [0, 1], contracting_dims = [3, 4] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<2x2x16x2x16xbf16>, tensor<2x2x2x16x16xbf16>) -> tensor<2x2x16x16xbf16>
    %579 = stablehlo.transpose %578, dims = [0, 3, 1, 2] : (tensor<2x2x16x16xbf16>) -> tensor<2x16x2x16xbf16>
    %580 = stablehlo.reshape %572 : (tensor<2x16x4x1xbf16>) -> tensor<2x16x2x2x1xbf16>
    %581 = stablehlo.transpose %580, dims = [0, 2, 3, 1, 4] : (tensor<2x16x2x2x1xbf16>) -> tensor<2x2x2x16x1xbf16>
    %582 = stablehlo.convert %581 : (tensor<2x2x2x16x1xbf16>) -> tensor<2x2x2x16x1xf32>
    %cst_85 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %583 = stablehlo.reduce(%582 init: %cst_85) applies stablehlo.add across dimensions = [4] : (tensor<2x2x2x16x1xf32>, tensor<f32>) -> tensor<2x2x2x16xf32>
    %584 = stablehlo.broadcast_in_dim %583, dims = [0, 1, 2, 3] : (tensor<2x2x2x16xf32>) -> tensor<2x2x2x16x16xf32>
    %585 = stablehlo.convert %584 : (tensor<2x2x2x16x16xf32>) -> tensor<2x2x2x16x16xbf16>
    %586 = stablehlo.add %577, %585 : tensor<2x2x2x16x16xbf16>
    %587 = stablehlo.multiply %586, %474 : tensor<2x2x2x16x16xbf16>
    %588 = stablehlo.negate %587 : tensor<2x2x2x16x16xbf16>
    %cst_86 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %589 = stablehlo.reduce(%588 init: %cst_86) applies stablehlo.add across dimensions = [4] : (tensor<2x2x2x16x16xbf16>, tensor<bf16>) -> tensor<2x2x2x16xbf16>
    %590 = stablehlo.reshape %589 : (tensor<2x2x2x16xbf16>) -> tensor<2x2x2x16x1xbf16>
    %cst_87 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %591 = stablehlo.reduce(%590 init: %cst_87) applies stablehlo.add across dimensions = [4] : (tensor<2x2x2x16x1xbf16>, tensor<bf16>) -> tensor<2x2x2x16xbf16>
    %592 = stablehlo.divide %591, %470 : tensor<2x2x2x16xbf16>
    %593 = stablehlo.broadcast_in_dim %592, dims = [0, 1, 2, 3] : (tensor<2x2x2x16xbf16>) -> tensor<2x2x2x16x16xbf16>
    %594 = stablehlo.multiply %593, %469 : tensor<2x2x2x16x16xbf16>
    %595 = stablehlo.add %587, %594 : tensor<2x2x2x16x16xbf16>
    %596 = call @_where_10(%464#1, %595) : (tensor<2x2x2x16x16xi1>, tensor<2x2x2x16x16xbf16>) -> tensor<2x2x2x16x16xbf16>
    %597 = stablehlo.transpose %596, dims = [0, 1, 4, 3, 2] : (tensor<2x2x2x16x16xbf16>) -> tensor<2x2x16x16x2xbf16>
    %598 = stablehlo.dot_general %597, %449, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x2x16x16x2xbf16>, tensor<2x16x2x16xbf16>) -> tensor<2x2x16x2x16xbf16>
    %599 = stablehlo.transpose %598, dims = [0, 2, 1, 3, 4] : (tensor<2x2x16x2x16xbf16>) -> tensor<2x16x2x2x16xbf16>
    %600 = stablehlo.dot_general %597, %455, batching_dims = [0, 1] x [0, 2], contracting_dims = [3, 4] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<2x2x16x16x2xbf16>, tensor<2x16x2x2x16xbf16>) -> tensor<2x2x16x16xbf16>
    %601 = stablehlo.transpose %600, dims = [0, 2, 1, 3] : (tensor<2x2x16x16xbf16>) -> tensor<2x16x2x16xbf16>
    %602 = stablehlo.reshape %599 : (tensor<2x16x2x2x16xbf16>) -> tensor<2x16x4x16xbf16>
    %cst_88 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %603 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<bf16>) -> tensor<2x16x4x16xbf16>
    %604 = stablehlo.multiply %602, %603 : tensor<2x16x4x16xbf16>
    %605 = stablehlo.reshape %579 : (tensor<2x16x2x16xbf16>) -> tensor<2x16x32xbf16>
    %606 = stablehlo.dot_general %605, %381, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x32xbf16>, tensor<2x16x64xbf16>) -> tensor<32x64xbf16>
    %607 = stablehlo.transpose %606, dims = [1, 0] : (tensor<32x64xbf16>) -> tensor<64x32xbf16>
    %608 = stablehlo.dot_general %605, %450, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x32xbf16>, tensor<64x32xbf16>) -> tensor<2x16x64xbf16>
    %609 = stablehlo.convert %607 : (tensor<64x32xbf16>) -> tensor<64x32xf32>
    %610 = stablehlo.slice %601 [0:2, 0:16, 0:2, 0:8] : (tensor<2x16x2x16xbf16>) -> tensor<2x16x2x8xbf16>
    %611 = stablehlo.slice %601 [0:2, 0:16, 0:2, 8:16] : (tensor<2x16x2x16xbf16>) -> tensor<2x16x2x8xbf16>
    %612 = stablehlo.broadcast_in_dim %434, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x2x8xbf16>
    %613 = stablehlo.multiply %611, %612 : tensor<2x16x2x8xbf16>
    %614 = stablehlo.broadcast_in_dim %436, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x2x8xbf16>
    %615 = stablehlo.multiply %611, %614 : tensor<2x16x2x8xbf16>
    %616 = stablehlo.negate %610 : tensor<2x16x2x8xbf16>
    %617 = stablehlo.broadcast_in_dim %434, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x2x8xbf16>
    %618 = stablehlo.multiply %616, %617 : tensor<2x16x2x8xbf16>
    %619 = stablehlo.add %615, %618 : tensor<2x16x2x8xbf16>
    %620 = stablehlo.broadcast_in_dim %436, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x2x8xbf16>
    %621 = stablehlo.multiply %610, %620 : tensor<2x16x2x8xbf16>
    %622 = stablehlo.add %613, %621 : tensor<2x16x2x8xbf16>
    %cst_89 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %623 = stablehlo.pad %619, %cst_89, low = [0, 0, 0, 8], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x16x2x8xbf16>, tensor<bf16>) -> tensor<2x16x2x16xbf16>
    %cst_90 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %624 = stablehlo.pad %622, %cst_90, low = [0, 0, 0, 0], high = [0, 0, 0, 8], interior = [0, 0, 0, 0] : (tensor<2x16x2x8xbf16>, tensor<bf16>) -> tensor<2x16x2x16xbf16>
    %625 = stablehlo.add %623, %624 : tensor<2x16x2x16xbf16>
    %626 = stablehlo.reshape %625 : (tensor<2x16x2x16xbf16>) -> tensor<2x16x32xbf16>
    %627 = stablehlo.dot_general %626, %381, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x32xbf16>, tensor<2x16x64xbf16>) -> tensor<32x64xbf16>
    %628 = stablehlo.transpose %627, dims = [1, 0] : (tensor<32x64xbf16>) -> tensor<64x32xbf16>
    %629 = stablehlo.dot_general %626, %416, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x32xbf16>, tensor<64x32xbf16>) -> tensor<2x16x64xbf16>
    %630 = stablehlo.add %608, %629 : tensor<2x16x64xbf16>
    %631 = stablehlo.convert %628 : (tensor<64x32xbf16>) -> tensor<64x32xf32>
    %632 = stablehlo.slice %604 [0:2, 0:16, 0:4, 0:8] : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x8xbf16>
    %633 = stablehlo.slice %604 [0:2, 0:16, 0:4, 8:16] : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x8xbf16>
    %634 = stablehlo.broadcast_in_dim %400, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %635 = stablehlo.multiply %633, %634 : tensor<2x16x4x8xbf16>
    %636 = stablehlo.broadcast_in_dim %402, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %637 = stablehlo.multiply %633, %636 : tensor<2x16x4x8xbf16>
    %638 = stablehlo.negate %632 : tensor<2x16x4x8xbf16>
    %639 = stablehlo.broadcast_in_dim %400, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %640 = stablehlo.multiply %638, %639 : tensor<2x16x4x8xbf16>
    %641 = stablehlo.add %637, %640 : tensor<2x16x4x8xbf16>
    %642 = stablehlo.broadcast_in_dim %402, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %643 = stablehlo.multiply %632, %642 : tensor<2x16x4x8xbf16>
    %644 = stablehlo.add %635, %643 : tensor<2x16x4x8xbf16>
    %cst_91 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %645 = stablehlo.pad %641, %cst_91, low = [0, 0, 0, 8], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x16x4x8xbf16>, tensor<bf16>) -> tensor<2x16x4x16xbf16>
    %cst_92 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %646 = stablehlo.pad %644, %cst_92, low = [0, 0, 0, 0], high = [0, 0, 0, 8], interior = [0, 0, 0, 0] : (tensor<2x16x4x8xbf16>, tensor<bf16>) -> tensor<2x16x4x16xbf16>
    %647 = stablehlo.add %645, %646 : tensor<2x16x4x16xbf16>
    %648 = stablehlo.reshape %647 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x64xbf16>
    %649 = stablehlo.dot_general %648, %381, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<2x16x64xbf16>) -> tensor<64x64xbf16>
    %650 = stablehlo.transpose %649, dims = [1, 0] : (tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %651 = stablehlo.dot_general %648, %382, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %652 = stablehlo.add %630, %651 : tensor<2x16x64xbf16>
    %653 = stablehlo.convert %650 : (tensor<64x64xbf16>) -> tensor<64x64xf32>
    %654 = stablehlo.multiply %377, %652 : tensor<2x16x64xbf16>
    %cst_93 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %655 = stablehlo.reduce(%654 init: %cst_93) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %656 = stablehlo.reshape %655 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %657 = stablehlo.broadcast_in_dim %379, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %658 = stablehlo.multiply %652, %657 : tensor<2x16x64xbf16>
    %cst_94 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %659 = stablehlo.reduce(%656 init: %cst_94) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %660 = stablehlo.convert %659 : (tensor<64xbf16>) -> tensor<64xf32>
    %661 = stablehlo.convert %658 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %662 = stablehlo.multiply %361, %661 : tensor<2x16x64xf32>
    %cst_95 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %663 = stablehlo.reduce(%662 init: %cst_95) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %664 = stablehlo.reshape %663 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %665 = stablehlo.broadcast_in_dim %371, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %666 = stablehlo.multiply %661, %665 : tensor<2x16x64xf32>
    %667 = stablehlo.multiply %664, %374 : tensor<2x16x1xf32>
    %cst_96 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %668 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %669 = stablehlo.divide %667, %668 : tensor<2x16x1xf32>
    %cst_97 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %670 = stablehlo.reduce(%669 init: %cst_97) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %671 = stablehlo.broadcast_in_dim %670, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %672 = stablehlo.multiply %671, %364 : tensor<2x16x64xf32>
    %673 = stablehlo.add %666, %672 : tensor<2x16x64xf32>
    %674 = stablehlo.convert %673 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %675 = stablehlo.add %561, %674 : tensor<2x16x64xbf16>
    %676:12 = stablehlo.optimization_barrier %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %1#0, %3, %675 : tensor<64x32xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x32xf32>, tensor<64x128xf32>, tensor<64x128xf32>, tensor<128x64xf32>, tensor<2x16x64xbf16>, tensor<2x16xi32>, tensor<2x16x64xbf16>
    %677 = stablehlo.convert %676#9 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %678 = chlo.square %677 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_98 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %679 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %680 = stablehlo.multiply %679, %677 : tensor<2x16x64xf32>
    %cst_99 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %681 = stablehlo.reduce(%678 init: %cst_99) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %682 = stablehlo.broadcast_in_dim %681, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_100 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %683 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %684 = stablehlo.divide %682, %683 : tensor<2x16x1xf32>
    %cst_101 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %685 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %686 = stablehlo.add %684, %685 : tensor<2x16x1xf32>
    %687 = stablehlo.rsqrt %686 : tensor<2x16x1xf32>
    %688 = stablehlo.divide %687, %686 : tensor<2x16x1xf32>
    %cst_102 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %689 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %690 = stablehlo.multiply %689, %688 : tensor<2x16x1xf32>
    %691 = stablehlo.broadcast_in_dim %687, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %692 = stablehlo.multiply %677, %691 : tensor<2x16x64xf32>
    %693 = stablehlo.convert %692 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %694 = stablehlo.convert %676#3 : (tensor<64xf32>) -> tensor<64xbf16>
    %695 = stablehlo.broadcast_in_dim %694, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %696 = stablehlo.broadcast_in_dim %695, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %697 = stablehlo.multiply %693, %696 : tensor<2x16x64xbf16>
    %698 = stablehlo.convert %676#4 : (tensor<64x64xf32>) -> tensor<64x64xbf16>
    %699 = stablehlo.dot_general %697, %698, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %700 = stablehlo.reshape %699 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %701 = stablehlo.iota dim = 0 : tensor<8xf32>
    %702 = stablehlo.negate %701 : tensor<8xf32>
    %cst_103 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %703 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %704 = stablehlo.multiply %702, %703 : tensor<8xf32>
    %cst_104 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %705 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %706 = stablehlo.divide %704, %705 : tensor<8xf32>
    %cst_105 = stablehlo.constant dense<5.000000e+05> : tensor<f32>
    %707 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %708 = stablehlo.power %707, %706 : tensor<8xf32>
    %709 = stablehlo.broadcast_in_dim %676#10, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %710 = stablehlo.convert %709 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %711 = stablehlo.broadcast_in_dim %708, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %712 = stablehlo.broadcast_in_dim %710, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x8xf32>
    %713 = stablehlo.broadcast_in_dim %711, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x16x1x8xf32>
    %714 = stablehlo.multiply %712, %713 : tensor<2x16x1x8xf32>
    %715 = stablehlo.sine %714 : tensor<2x16x1x8xf32>
    %716 = stablehlo.convert %715 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %717 = stablehlo.cosine %714 : tensor<2x16x1x8xf32>
    %718 = stablehlo.convert %717 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %719 = stablehlo.slice %700 [0:2, 0:16, 0:4, 0:8] : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x8xbf16>
    %720 = stablehlo.slice %700 [0:2, 0:16, 0:4, 8:16] : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x8xbf16>
    %721 = stablehlo.broadcast_in_dim %718, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %722 = stablehlo.multiply %719, %721 : tensor<2x16x4x8xbf16>
    %723 = stablehlo.broadcast_in_dim %716, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %724 = stablehlo.multiply %720, %723 : tensor<2x16x4x8xbf16>
    %725 = stablehlo.subtract %722, %724 : tensor<2x16x4x8xbf16>
    %726 = stablehlo.broadcast_in_dim %718, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %727 = stablehlo.multiply %720, %726 : tensor<2x16x4x8xbf16>
    %728 = stablehlo.broadcast_in_dim %716, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %729 = stablehlo.multiply %719, %728 : tensor<2x16x4x8xbf16>
    %730 = stablehlo.add %727, %729 : tensor<2x16x4x8xbf16>
    %731 = stablehlo.concatenate %725, %730, dim = 3 : (tensor<2x16x4x8xbf16>, tensor<2x16x4x8xbf16>) -> tensor<2x16x4x16xbf16>
    %732 = stablehlo.convert %676#0 : (tensor<64x32xf32>) -> tensor<64x32xbf16>
    %733 = stablehlo.dot_general %697, %732, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x32xbf16>) -> tensor<2x16x32xbf16>
    %734 = stablehlo.reshape %733 : (tensor<2x16x32xbf16>) -> tensor<2x16x2x16xbf16>
    %735 = stablehlo.iota dim = 0 : tensor<8xf32>
    %736 = stablehlo.negate %735 : tensor<8xf32>
    %cst_106 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %737 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %738 = stablehlo.multiply %736, %737 : tensor<8xf32>
    %cst_107 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %739 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %740 = stablehlo.divide %738, %739 : tensor<8xf32>
    %cst_108 = stablehlo.constant dense<5.000000e+05> : tensor<f32>
    %741 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %742 = stablehlo.power %741, %740 : tensor<8xf32>
    %743 = stablehlo.broadcast_in_dim %676#10, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %744 = stablehlo.convert %743 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %745 = stablehlo.broadcast_in_dim %742, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %746 = stablehlo.broadcast_in_dim %744, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x8xf32>
    %747 = stablehlo.broadcast_in_dim %745, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x16x1x8xf32>
    %748 = stablehlo.multiply %746, %747 : tensor<2x16x1x8xf32>
    %749 = stablehlo.sine %748 : tensor<2x16x1x8xf32>
    %750 = stablehlo.convert %749 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %751 = stablehlo.cosine %748 : tensor<2x16x1x8xf32>
    %752 = stablehlo.convert %751 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %753 = stablehlo.slice %734 [0:2, 0:16, 0:2, 0:8] : (tensor<2x16x2x16xbf16>) -> tensor<2x16x2x8xbf16>
    %754 = stablehlo.slice %734 [0:2, 0:16, 0:2, 8:16] : (tensor<2x16x2x16xbf16>) -> tensor<2x16x2x8xbf16>
    %755 = stablehlo.broadcast_in_dim %752, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x2x8xbf16>
    %756 = stablehlo.multiply %753, %755 : tensor<2x16x2x8xbf16>
    %757 = stablehlo.broadcast_in_dim %750, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x2x8xbf16>
    %758 = stablehlo.multiply %754, %757 : tensor<2x16x2x8xbf16>
    %759 = stablehlo.subtract %756, %758 : tensor<2x16x2x8xbf16>
    %760 = stablehlo.broadcast_in_dim %752, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x2x8xbf16>
    %761 = stablehlo.multiply %754, %760 : tensor<2x16x2x8xbf16>
    %762 = stablehlo.broadcast_in_dim %750, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x2x8xbf16>
    %763 = stablehlo.multiply %753, %762 : tensor<2x16x2x8xbf16>
    %764 = stablehlo.add %761, %763 : tensor<2x16x2x8xbf16>
    %765 = stablehlo.concatenate %759, %764, dim = 3 : (tensor<2x16x2x8xbf16>, tensor<2x16x2x8xbf16>) -> tensor<2x16x2x16xbf16>
    %766 = stablehlo.convert %676#5 : (tensor<64x32xf32>) -> tensor<64x32xbf16>
    %767 = stablehlo.dot_general %697, %766, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x32xbf16>) -> tensor<2x16x32xbf16>
    %768 = stablehlo.reshape %767 : (tensor<2x16x32xbf16>) -> tensor<2x16x2x16xbf16>
    %cst_109 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %769 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<bf16>) -> tensor<2x16x4x16xbf16>
    %770 = stablehlo.multiply %731, %769 : tensor<2x16x4x16xbf16>
    %771 = stablehlo.reshape %770 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x2x2x16xbf16>
    %772 = stablehlo.dot_general %765, %771, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<2x16x2x16xbf16>, tensor<2x16x2x2x16xbf16>) -> tensor<2x2x16x16x2xbf16>
    %773 = stablehlo.transpose %772, dims = [0, 1, 4, 3, 2] : (tensor<2x2x16x16x2xbf16>) -> tensor<2x2x2x16x16xbf16>
    %c_110 = stablehlo.constant dense<true> : tensor<i1>
    %774 = stablehlo.broadcast_in_dim %c_110, dims = [] : (tensor<i1>) -> tensor<16x16xi1>
    %775 = call @tril_5(%774) : (tensor<16x16xi1>) -> tensor<16x16xi1>
    %cst_111 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_112 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %776 = call @_where_6(%775, %cst_111, %cst_112) : (tensor<16x16xi1>, tensor<f32>, tensor<f32>) -> tensor<16x16xf32>
    %777 = stablehlo.broadcast_in_dim %776, dims = [3, 4] : (tensor<16x16xf32>) -> tensor<1x1x1x16x16xf32>
    %cst_113 = stablehlo.constant dense<-1.19098816E+38> : tensor<f32>
    %778 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<1x1x1x16x16xf32>
    %779 = stablehlo.compare GE, %777, %778, FLOAT : (tensor<1x1x1x16x16xf32>, tensor<1x1x1x16x16xf32>) -> tensor<1x1x1x16x16xi1>
    %cst_114 = stablehlo.constant dense<-2.379320e+38> : tensor<bf16>
    %780:2 = call @_where_11(%779, %773, %cst_114) : (tensor<1x1x1x16x16xi1>, tensor<2x2x2x16x16xbf16>, tensor<bf16>) -> (tensor<2x2x2x16x16xbf16>, tensor<2x2x2x16x16xi1>)
    %cst_115 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %781 = stablehlo.reduce(%780#0 init: %cst_115) applies stablehlo.maximum across dimensions = [4] : (tensor<2x2x2x16x16xbf16>, tensor<bf16>) -> tensor<2x2x2x16xbf16>
    %782 = stablehlo.reshape %781 : (tensor<2x2x2x16xbf16>) -> tensor<2x2x2x16x1xbf16>
    %783 = stablehlo.broadcast_in_dim %782, dims = [0, 1, 2, 3, 4] : (tensor<2x2x2x16x1xbf16>) -> tensor<2x2x2x16x16xbf16>
    %784 = stablehlo.compare EQ, %780#0, %783, FLOAT : (tensor<2x2x2x16x16xbf16>, tensor<2x2x2x16x16xbf16>) -> tensor<2x2x2x16x16xi1>
    %785 = stablehlo.convert %784 : (tensor<2x2x2x16x16xi1>) -> tensor<2x2x2x16x16xbf16>
    %cst_116 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %786 = stablehlo.reduce(%785 init: %cst_116) applies stablehlo.add across dimensions = [4] : (tensor<2x2x2x16x16xbf16>, tensor<bf16>) -> tensor<2x2x2x16xbf16>
    %787 = stablehlo.broadcast_in_dim %781, dims = [0, 1, 2, 3] : (tensor<2x2x2x16xbf16>) -> tensor<2x2x2x16x1xbf16>
    %788 = stablehlo.broadcast_in_dim %787, dims = [0, 1, 2, 3, 4] : (tensor<2x2x2x16x1xbf16>) -> tensor<2x2x2x16x16xbf16>
    %789 = stablehlo.subtract %780#0, %788 : tensor<2x2x2x16x16xbf16>
    %790 = stablehlo.exponential %789 : tensor<2x2x2x16x16xbf16>
    %791 = stablehlo.convert %790 : (tensor<2x2x2x16x16xbf16>) -> tensor<2x2x2x16x16xf32>
    %cst_117 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %792 = stablehlo.reduce(%791 init: %cst_117) applies stablehlo.add across dimensions = [4] : (tensor<2x2x2x16x16xf32>, tensor<f32>) -> tensor<2x2x2x16xf32>
    %793 = stablehlo.broadcast_in_dim %792, dims = [0, 1, 2, 3] : (tensor<2x2x2x16xf32>) -> tensor<2x2x2x16x1xf32>
    %794 = stablehlo.convert %793 : (tensor<2x2x2x16x1xf32>) -> tensor<2x2x2x16x1xbf16>
    %795 = stablehlo.transpose %794, dims = [0, 3, 1, 2, 4] : (tensor<2x2x2x16x1xbf16>) -> tensor<2x16x2x2x1xbf16>
    %796 = stablehlo.reshape %795 : (tensor<2x16x2x2x1xbf16>) -> tensor<2x16x4x1xbf16>
    %797 = stablehlo.dot_general %768, %790, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<2x16x2x16xbf16>, tensor<2x2x2x16x16xbf16>) -> tensor<2x2x16x2x16xbf16>
    %798 = stablehlo.transpose %797, dims = [0, 4, 1, 3, 2] : (tensor<2x2x16x2x16xbf16>) -> tensor<2x16x2x2x16xbf16>
    %799 = stablehlo.reshape %798 : (tensor<2x16x2x2x16xbf16>) -> tensor<2x16x4x16xbf16>
    %800 = stablehlo.broadcast_in_dim %796, dims = [0, 1, 2, 3] : (tensor<2x16x4x1xbf16>) -> tensor<2x16x4x16xbf16>
    %801 = stablehlo.divide %799, %800 : tensor<2x16x4x16xbf16>
    %802 = stablehlo.multiply %796, %796 : tensor<2x16x4x1xbf16>
    %cst_118 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %803 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<bf16>) -> tensor<2x16x4x1xbf16>
    %804 = stablehlo.divide %803, %802 : tensor<2x16x4x1xbf16>
    %805 = stablehlo.reshape %801 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x64xbf16>
    %806 = stablehlo.convert %676#1 : (tensor<64x64xf32>) -> tensor<64x64xbf16>
    %807 = stablehlo.dot_general %805, %806, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %808 = stablehlo.add %676#9, %807 : tensor<2x16x64xbf16>
    %809 = sdy.sharding_constraint %808 <@mesh, [{"data"}, {}, {}]> : tensor<2x16x64xbf16>
    %810 = stablehlo.convert %809 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %811 = chlo.square %810 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_119 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %812 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %813 = stablehlo.multiply %812, %810 : tensor<2x16x64xf32>
    %cst_120 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %814 = stablehlo.reduce(%811 init: %cst_120) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %815 = stablehlo.broadcast_in_dim %814, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_121 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %816 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %817 = stablehlo.divide %815, %816 : tensor<2x16x1xf32>
    %cst_122 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %818 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %819 = stablehlo.add %817, %818 : tensor<2x16x1xf32>
    %820 = stablehlo.rsqrt %819 : tensor<2x16x1xf32>
    %821 = stablehlo.divide %820, %819 : tensor<2x16x1xf32>
    %cst_123 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %822 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %823 = stablehlo.multiply %822, %821 : tensor<2x16x1xf32>
    %824 = stablehlo.broadcast_in_dim %820, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %825 = stablehlo.multiply %810, %824 : tensor<2x16x64xf32>
    %826 = stablehlo.convert %825 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %827 = stablehlo.convert %676#2 : (tensor<64xf32>) -> tensor<64xbf16>
    %828 = stablehlo.broadcast_in_dim %827, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %829 = stablehlo.broadcast_in_dim %828, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %830 = stablehlo.multiply %826, %829 : tensor<2x16x64xbf16>
    %831 = stablehlo.convert %676#6 : (tensor<64x128xf32>) -> tensor<64x128xbf16>
    %832 = stablehlo.dot_general %830, %831, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x128xbf16>) -> tensor<2x16x128xbf16>
    %833:3 = call @silu_8(%832) : (tensor<2x16x128xbf16>) -> (tensor<2x16x128xbf16>, tensor<2x16x128xbf16>, tensor<2x16x128xbf16>)
    %834 = stablehlo.convert %676#7 : (tensor<64x128xf32>) -> tensor<64x128xbf16>
    %835 = stablehlo.dot_general %830, %834, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x128xbf16>) -> tensor<2x16x128xbf16>
    %836 = stablehlo.multiply %833#0, %835 : tensor<2x16x128xbf16>
    %837 = stablehlo.convert %676#8 : (tensor<128x64xf32>) -> tensor<128x64xbf16>
    %838 = sdy.sharding_constraint %676#11 <@mesh, [{"data"}, {}, {}]> : tensor<2x16x64xbf16>
    %839 = stablehlo.dot_general %838, %836, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<2x16x128xbf16>) -> tensor<64x128xbf16>
    %840 = stablehlo.transpose %839, dims = [1, 0] : (tensor<64x128xbf16>) -> tensor<128x64xbf16>
    %841 = stablehlo.dot_general %838, %837, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<128x64xbf16>) -> tensor<2x16x128xbf16>
    %842 = stablehlo.convert %840 : (tensor<128x64xbf16>) -> tensor<128x64xf32>
    %843 = stablehlo.multiply %833#0, %841 : tensor<2x16x128xbf16>
    %844 = stablehlo.multiply %841, %835 : tensor<2x16x128xbf16>
    %845 = stablehlo.dot_general %843, %830, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xbf16>, tensor<2x16x64xbf16>) -> tensor<128x64xbf16>
    %846 = stablehlo.transpose %845, dims = [1, 0] : (tensor<128x64xbf16>) -> tensor<64x128xbf16>
    %847 = stablehlo.dot_general %843, %834, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xbf16>, tensor<64x128xbf16>) -> tensor<2x16x64xbf16>
    %848 = stablehlo.convert %846 : (tensor<64x128xbf16>) -> tensor<64x128xf32>
    %849 = call @silu_9(%833#1, %832, %833#2, %844) : (tensor<2x16x128xbf16>, tensor<2x16x128xbf16>, tensor<2x16x128xbf16>, tensor<2x16x128xbf16>) -> tensor<2x16x128xbf16>
    %850 = stablehlo.dot_general %849, %830, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xbf16>, tensor<2x16x64xbf16>) -> tensor<128x64xbf16>
    %851 = stablehlo.transpose %850, dims = [1, 0] : (tensor<128x64xbf16>) -> tensor<64x128xbf16>
    %852 = stablehlo.dot_general %849, %831, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xbf16>, tensor<64x128xbf16>) -> tensor<2x16x64xbf16>
    %853 = stablehlo.add %847, %852 : tensor<2x16x64xbf16>
    %854 = stablehlo.convert %851 : (tensor<64x128xbf16>) -> tensor<64x128xf32>
    %855 = stablehlo.multiply %826, %853 : tensor<2x16x64xbf16>
    %cst_124 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %856 = stablehlo.reduce(%855 init: %cst_124) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %857 = stablehlo.reshape %856 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %858 = stablehlo.broadcast_in_dim %828, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %859 = stablehlo.multiply %853, %858 : tensor<2x16x64xbf16>
    %cst_125 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %860 = stablehlo.reduce(%857 init: %cst_125) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %861 = stablehlo.convert %860 : (tensor<64xbf16>) -> tensor<64xf32>
    %862 = stablehlo.convert %859 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %863 = stablehlo.multiply %810, %862 : tensor<2x16x64xf32>
    %cst_126 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %864 = stablehlo.reduce(%863 init: %cst_126) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %865 = stablehlo.reshape %864 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %866 = stablehlo.broadcast_in_dim %820, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %867 = stablehlo.multiply %862, %866 : tensor<2x16x64xf32>
    %868 = stablehlo.multiply %865, %823 : tensor<2x16x1xf32>
    %cst_127 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %869 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %870 = stablehlo.divide %868, %869 : tensor<2x16x1xf32>
    %cst_128 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %871 = stablehlo.reduce(%870 init: %cst_128) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %872 = stablehlo.broadcast_in_dim %871, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %873 = stablehlo.multiply %872, %813 : tensor<2x16x64xf32>
    %874 = stablehlo.add %867, %873 : tensor<2x16x64xf32>
    %875 = stablehlo.convert %874 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %876 = stablehlo.add %838, %875 : tensor<2x16x64xbf16>
    %877 = sdy.sharding_constraint %876 <@mesh, [{"data"}, {}, {}]> : tensor<2x16x64xbf16>
    %878 = stablehlo.dot_general %877, %805, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<2x16x64xbf16>) -> tensor<64x64xbf16>
    %879 = stablehlo.transpose %878, dims = [1, 0] : (tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %880 = stablehlo.dot_general %877, %806, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %881 = stablehlo.convert %879 : (tensor<64x64xbf16>) -> tensor<64x64xf32>
    %882 = stablehlo.reshape %880 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %883 = stablehlo.broadcast_in_dim %804, dims = [0, 1, 2, 3] : (tensor<2x16x4x1xbf16>) -> tensor<2x16x4x16xbf16>
    %884 = stablehlo.multiply %882, %883 : tensor<2x16x4x16xbf16>
    %885 = stablehlo.multiply %884, %799 : tensor<2x16x4x16xbf16>
    %cst_129 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %886 = stablehlo.reduce(%885 init: %cst_129) applies stablehlo.add across dimensions = [3] : (tensor<2x16x4x16xbf16>, tensor<bf16>) -> tensor<2x16x4xbf16>
    %887 = stablehlo.reshape %886 : (tensor<2x16x4xbf16>) -> tensor<2x16x4x1xbf16>
    %888 = stablehlo.negate %887 : tensor<2x16x4x1xbf16>
    %889 = stablehlo.broadcast_in_dim %796, dims = [0, 1, 2, 3] : (tensor<2x16x4x1xbf16>) -> tensor<2x16x4x16xbf16>
    %890 = stablehlo.divide %882, %889 : tensor<2x16x4x16xbf16>
    %891 = stablehlo.reshape %890 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x2x2x16xbf16>
    %892 = stablehlo.transpose %891, dims = [0, 2, 4, 3, 1] : (tensor<2x16x2x2x16xbf16>) -> tensor<2x2x16x2x16xbf16>
    %893 = stablehlo.dot_general %892, %768, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x2x16x2x16xbf16>, tensor<2x16x2x16xbf16>) -> tensor<2x2x2x16x16xbf16>
    %894 = stablehlo.dot_general %892, %790, batching_dims = [0, 1] x [0, 1], contracting_dims = [3, 4] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<2x2x16x2x16xbf16>, tensor<2x2x2x16x16xbf16>) -> tensor<2x2x16x16xbf16>
    %895 = stablehlo.transpose %894, dims = [0, 3, 1, 2] : (tensor<2x2x16x16xbf16>) -> tensor<2x16x2x16xbf16>
    %896 = stablehlo.reshape %888 : (tensor<2x16x4x1xbf16>) -> tensor<2x16x2x2x1xbf16>
    %897 = stablehlo.transpose %896, dims = [0, 2, 3, 1, 4] : (tensor<2x16x2x2x1xbf16>) -> tensor<2x2x2x16x1xbf16>
    %898 = stablehlo.convert %897 : (tensor<2x2x2x16x1xbf16>) -> tensor<2x2x2x16x1xf32>
    %cst_130 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %899 = stablehlo.reduce(%898 init: %cst_130) applies stablehlo.add across dimensions = [4] : (tensor<2x2x2x16x1xf32>, tensor<f32>) -> tensor<2x2x2x16xf32>
    %900 = stablehlo.broadcast_in_dim %899, dims = [0, 1, 2, 3] : (tensor<2x2x2x16xf32>) -> tensor<2x2x2x16x16xf32>
    %901 = stablehlo.convert %900 : (tensor<2x2x2x16x16xf32>) -> tensor<2x2x2x16x16xbf16>
    %902 = stablehlo.add %893, %901 : tensor<2x2x2x16x16xbf16>
    %903 = stablehlo.multiply %902, %790 : tensor<2x2x2x16x16xbf16>
    %904 = stablehlo.negate %903 : tensor<2x2x2x16x16xbf16>
    %cst_131 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %905 = stablehlo.reduce(%904 init: %cst_131) applies stablehlo.add across dimensions = [4] : (tensor<2x2x2x16x16xbf16>, tensor<bf16>) -> tensor<2x2x2x16xbf16>
    %906 = stablehlo.reshape %905 : (tensor<2x2x2x16xbf16>) -> tensor<2x2x2x16x1xbf16>
    %cst_132 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %907 = stablehlo.reduce(%906 init: %cst_132) applies stablehlo.add across dimensions = [4] : (tensor<2x2x2x16x1xbf16>, tensor<bf16>) -> tensor<2x2x2x16xbf16>
    %908 = stablehlo.divide %907, %786 : tensor<2x2x2x16xbf16>
    %909 = stablehlo.broadcast_in_dim %908, dims = [0, 1, 2, 3] : (tensor<2x2x2x16xbf16>) -> tensor<2x2x2x16x16xbf16>
    %910 = stablehlo.multiply %909, %785 : tensor<2x2x2x16x16xbf16>
    %911 = stablehlo.add %903, %910 : tensor<2x2x2x16x16xbf16>
    %912 = call @_where_12(%780#1, %911) : (tensor<2x2x2x16x16xi1>, tensor<2x2x2x16x16xbf16>) -> tensor<2x2x2x16x16xbf16>
    %913 = stablehlo.transpose %912, dims = [0, 1, 4, 3, 2] : (tensor<2x2x2x16x16xbf16>) -> tensor<2x2x16x16x2xbf16>
    %914 = stablehlo.dot_general %913, %765, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x2x16x16x2xbf16>, tensor<2x16x2x16xbf16>) -> tensor<2x2x16x2x16xbf16>
    %915 = stablehlo.transpose %914, dims = [0, 2, 1, 3, 4] : (tensor<2x2x16x2x16xbf16>) -> tensor<2x16x2x2x16xbf16>
    %916 = stablehlo.dot_general %913, %771, batching_dims = [0, 1] x [0, 2], contracting_dims = [3, 4] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<2x2x16x16x2xbf16>, tensor<2x16x2x2x16xbf16>) -> tensor<2x2x16x16xbf16>
    %917 = stablehlo.transpose %916, dims = [0, 2, 1, 3] : (tensor<2x2x16x16xbf16>) -> tensor<2x16x2x16xbf16>
    %918 = stablehlo.reshape %915 : (tensor<2x16x2x2x16xbf16>) -> tensor<2x16x4x16xbf16>
    %cst_133 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %919 = stablehlo.broadcast_in_dim %cst_133, dims = [] : (tensor<bf16>) -> tensor<2x16x4x16xbf16>
    %920 = stablehlo.multiply %918, %919 : tensor<2x16x4x16xbf16>
    %921 = stablehlo.reshape %895 : (tensor<2x16x2x16xbf16>) -> tensor<2x16x32xbf16>
    %922 = stablehlo.dot_general %921, %697, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x32xbf16>, tensor<2x16x64xbf16>) -> tensor<32x64xbf16>
    %923 = stablehlo.transpose %922, dims = [1, 0] : (tensor<32x64xbf16>) -> tensor<64x32xbf16>
    %924 = stablehlo.dot_general %921, %766, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x32xbf16>, tensor<64x32xbf16>) -> tensor<2x16x64xbf16>
    %925 = stablehlo.convert %923 : (tensor<64x32xbf16>) -> tensor<64x32xf32>
    %926 = stablehlo.slice %917 [0:2, 0:16, 0:2, 0:8] : (tensor<2x16x2x16xbf16>) -> tensor<2x16x2x8xbf16>
    %927 = stablehlo.slice %917 [0:2, 0:16, 0:2, 8:16] : (tensor<2x16x2x16xbf16>) -> tensor<2x16x2x8xbf16>
    %928 = stablehlo.broadcast_in_dim %750, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x2x8xbf16>
    %929 = stablehlo.multiply %927, %928 : tensor<2x16x2x8xbf16>
    %930 = stablehlo.broadcast_in_dim %752, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x2x8xbf16>
    %931 = stablehlo.multiply %927, %930 : tensor<2x16x2x8xbf16>
    %932 = stablehlo.negate %926 : tensor<2x16x2x8xbf16>
    %933 = stablehlo.broadcast_in_dim %750, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x2x8xbf16>
    %934 = stablehlo.multiply %932, %933 : tensor<2x16x2x8xbf16>
    %935 = stablehlo.add %931, %934 : tensor<2x16x2x8xbf16>
    %936 = stablehlo.broadcast_in_dim %752, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x2x8xbf16>
    %937 = stablehlo.multiply %926, %936 : tensor<2x16x2x8xbf16>
    %938 = stablehlo.add %929, %937 : tensor<2x16x2x8xbf16>
    %cst_134 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %939 = stablehlo.pad %935, %cst_134, low = [0, 0, 0, 8], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x16x2x8xbf16>, tensor<bf16>) -> tensor<2x16x2x16xbf16>
    %cst_135 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %940 = stablehlo.pad %938, %cst_135, low = [0, 0, 0, 0], high = [0, 0, 0, 8], interior = [0, 0, 0, 0] : (tensor<2x16x2x8xbf16>, tensor<bf16>) -> tensor<2x16x2x16xbf16>
    %941 = stablehlo.add %939, %940 : tensor<2x16x2x16xbf16>
    %942 = stablehlo.reshape %941 : (tensor<2x16x2x16xbf16>) -> tensor<2x16x32xbf16>
    %943 = stablehlo.dot_general %942, %697, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x32xbf16>, tensor<2x16x64xbf16>) -> tensor<32x64xbf16>
    %944 = stablehlo.transpose %943, dims = [1, 0] : (tensor<32x64xbf16>) -> tensor<64x32xbf16>
    %945 = stablehlo.dot_general %942, %732, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x32xbf16>, tensor<64x32xbf16>) -> tensor<2x16x64xbf16>
    %946 = stablehlo.add %924, %945 : tensor<2x16x64xbf16>
    %947 = stablehlo.convert %944 : (tensor<64x32xbf16>) -> tensor<64x32xf32>
    %948 = stablehlo.slice %920 [0:2, 0:16, 0:4, 0:8] : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x8xbf16>
    %949 = stablehlo.slice %920 [0:2, 0:16, 0:4, 8:16] : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x8xbf16>
    %950 = stablehlo.broadcast_in_dim %716, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %951 = stablehlo.multiply %949, %950 : tensor<2x16x4x8xbf16>
    %952 = stablehlo.broadcast_in_dim %718, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %953 = stablehlo.multiply %949, %952 : tensor<2x16x4x8xbf16>
    %954 = stablehlo.negate %948 : tensor<2x16x4x8xbf16>
    %955 = stablehlo.broadcast_in_dim %716, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %956 = stablehlo.multiply %954, %955 : tensor<2x16x4x8xbf16>
    %957 = stablehlo.add %953, %956 : tensor<2x16x4x8xbf16>
    %958 = stablehlo.broadcast_in_dim %718, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %959 = stablehlo.multiply %948, %958 : tensor<2x16x4x8xbf16>
    %960 = stablehlo.add %951, %959 : tensor<2x16x4x8xbf16>
    %cst_136 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %961 = stablehlo.pad %957, %cst_136, low = [0, 0, 0, 8], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x16x4x8xbf16>, tensor<bf16>) -> tensor<2x16x4x16xbf16>
    %cst_137 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %962 = stablehlo.pad %960, %cst_137, low = [0, 0, 0, 0], high = [0, 0, 0, 8], interior = [0, 0, 0, 0] : (tensor<2x16x4x8xbf16>, tensor<bf16>) -> tensor<2x16x4x16xbf16>
    %963 = stablehlo.add %961, %962 : tensor<2x16x4x16xbf16>
    %964 = stablehlo.reshape %963 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x64xbf16>
    %965 = stablehlo.dot_general %964, %697, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<2x16x64xbf16>) -> tensor<64x64xbf16>
    %966 = stablehlo.transpose %965, dims = [1, 0] : (tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %967 = stablehlo.dot_general %964, %698, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %968 = stablehlo.add %946, %967 : tensor<2x16x64xbf16>
    %969 = stablehlo.convert %966 : (tensor<64x64xbf16>) -> tensor<64x64xf32>
    %970 = stablehlo.multiply %693, %968 : tensor<2x16x64xbf16>
    %cst_138 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %971 = stablehlo.reduce(%970 init: %cst_138) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %972 = stablehlo.reshape %971 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %973 = stablehlo.broadcast_in_dim %695, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %974 = stablehlo.multiply %968, %973 : tensor<2x16x64xbf16>
    %cst_139 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %975 = stablehlo.reduce(%972 init: %cst_139) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %976 = stablehlo.convert %975 : (tensor<64xbf16>) -> tensor<64xf32>
    %977 = stablehlo.convert %974 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %978 = stablehlo.multiply %677, %977 : tensor<2x16x64xf32>
    %cst_140 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %979 = stablehlo.reduce(%978 init: %cst_140) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %980 = stablehlo.reshape %979 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %981 = stablehlo.broadcast_in_dim %687, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %982 = stablehlo.multiply %977, %981 : tensor<2x16x64xf32>
    %983 = stablehlo.multiply %980, %690 : tensor<2x16x1xf32>
    %cst_141 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %984 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %985 = stablehlo.divide %983, %984 : tensor<2x16x1xf32>
    %cst_142 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %986 = stablehlo.reduce(%985 init: %cst_142) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %987 = stablehlo.broadcast_in_dim %986, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %988 = stablehlo.multiply %987, %680 : tensor<2x16x64xf32>
    %989 = stablehlo.add %982, %988 : tensor<2x16x64xf32>
    %990 = stablehlo.convert %989 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %991 = stablehlo.add %877, %990 : tensor<2x16x64xbf16>
    %992 = call @_take_13(%1#1, %991) : (tensor<2x16x1xi32>, tensor<2x16x64xbf16>) -> tensor<128x64xbf16>
    %993 = stablehlo.convert %992 : (tensor<128x64xbf16>) -> tensor<128x64xf32>
    %cst_143 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %994 = stablehlo.broadcast_in_dim %cst_143, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %995 = stablehlo.multiply %994, %345 : tensor<64xf32>
    %996 = stablehlo.subtract %arg0, %995 : tensor<64xf32>
    %cst_144 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %997 = stablehlo.broadcast_in_dim %cst_144, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %998 = stablehlo.multiply %997, %947 : tensor<64x32xf32>
    %999 = stablehlo.subtract %arg1, %998 : tensor<64x32xf32>
    %cst_145 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1000 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1001 = stablehlo.multiply %1000, %881 : tensor<64x64xf32>
    %1002 = stablehlo.subtract %arg2, %1001 : tensor<64x64xf32>
    %cst_146 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1003 = stablehlo.broadcast_in_dim %cst_146, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1004 = stablehlo.multiply %1003, %861 : tensor<64xf32>
    %1005 = stablehlo.subtract %arg3, %1004 : tensor<64xf32>
    %cst_147 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1006 = stablehlo.broadcast_in_dim %cst_147, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1007 = stablehlo.multiply %1006, %976 : tensor<64xf32>
    %1008 = stablehlo.subtract %arg4, %1007 : tensor<64xf32>
    %cst_148 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1009 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1010 = stablehlo.multiply %1009, %969 : tensor<64x64xf32>
    %1011 = stablehlo.subtract %arg5, %1010 : tensor<64x64xf32>
    %cst_149 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1012 = stablehlo.broadcast_in_dim %cst_149, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %1013 = stablehlo.multiply %1012, %925 : tensor<64x32xf32>
    %1014 = stablehlo.subtract %arg6, %1013 : tensor<64x32xf32>
    %cst_150 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1015 = stablehlo.broadcast_in_dim %cst_150, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1016 = stablehlo.multiply %1015, %854 : tensor<64x128xf32>
    %1017 = stablehlo.subtract %arg7, %1016 : tensor<64x128xf32>
    %cst_151 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1018 = stablehlo.broadcast_in_dim %cst_151, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1019 = stablehlo.multiply %1018, %848 : tensor<64x128xf32>
    %1020 = stablehlo.subtract %arg8, %1019 : tensor<64x128xf32>
    %cst_152 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1021 = stablehlo.broadcast_in_dim %cst_152, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1022 = stablehlo.multiply %1021, %842 : tensor<128x64xf32>
    %1023 = stablehlo.subtract %arg9, %1022 : tensor<128x64xf32>
    %cst_153 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1024 = stablehlo.broadcast_in_dim %cst_153, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %1025 = stablehlo.multiply %1024, %631 : tensor<64x32xf32>
    %1026 = stablehlo.subtract %arg10, %1025 : tensor<64x32xf32>
    %cst_154 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1027 = stablehlo.broadcast_in_dim %cst_154, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1028 = stablehlo.multiply %1027, %565 : tensor<64x64xf32>
    %1029 = stablehlo.subtract %arg11, %1028 : tensor<64x64xf32>
    %cst_155 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1030 = stablehlo.broadcast_in_dim %cst_155, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1031 = stablehlo.multiply %1030, %545 : tensor<64xf32>
    %1032 = stablehlo.subtract %arg12, %1031 : tensor<64xf32>
    %cst_156 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1033 = stablehlo.broadcast_in_dim %cst_156, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1034 = stablehlo.multiply %1033, %660 : tensor<64xf32>
    %1035 = stablehlo.subtract %arg13, %1034 : tensor<64xf32>
    %cst_157 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1036 = stablehlo.broadcast_in_dim %cst_157, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1037 = stablehlo.multiply %1036, %653 : tensor<64x64xf32>
    %1038 = stablehlo.subtract %arg14, %1037 : tensor<64x64xf32>
    %cst_158 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1039 = stablehlo.broadcast_in_dim %cst_158, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %1040 = stablehlo.multiply %1039, %609 : tensor<64x32xf32>
    %1041 = stablehlo.subtract %arg15, %1040 : tensor<64x32xf32>
    %cst_159 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1042 = stablehlo.broadcast_in_dim %cst_159, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1043 = stablehlo.multiply %1042, %538 : tensor<64x128xf32>
    %1044 = stablehlo.subtract %arg16, %1043 : tensor<64x128xf32>
    %cst_160 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1045 = stablehlo.broadcast_in_dim %cst_160, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1046 = stablehlo.multiply %1045, %532 : tensor<64x128xf32>
    %1047 = stablehlo.subtract %arg17, %1046 : tensor<64x128xf32>
    %cst_161 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1048 = stablehlo.broadcast_in_dim %cst_161, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1049 = stablehlo.multiply %1048, %526 : tensor<128x64xf32>
    %1050 = stablehlo.subtract %arg18, %1049 : tensor<128x64xf32>
    %cst_162 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1051 = stablehlo.broadcast_in_dim %cst_162, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1052 = stablehlo.multiply %1051, %338 : tensor<64x128xf32>
    %1053 = stablehlo.subtract %arg19, %1052 : tensor<64x128xf32>
    %cst_163 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1054 = stablehlo.broadcast_in_dim %cst_163, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1055 = stablehlo.multiply %1054, %993 : tensor<128x64xf32>
    %1056 = stablehlo.subtract %arg20, %1055 : tensor<128x64xf32>
    return %327, %996, %999, %1002, %1005, %1008, %1011, %1014, %1017, %1020, %1023, %1026, %1029, %1032, %1035, %1038, %1041, %1044, %1047, %1050, %1053, %1056 : tensor<f32>, tensor<64xf32>, tensor<64x32xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x32xf32>, tensor<64x128xf32>, tensor<64x128xf32>, tensor<128x64xf32>, tensor<64x32xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x32xf32>, tensor<64x128xf32>, tensor<64x128xf32>, tensor<128x64xf32>, tensor<64x128xf32>, tensor<128x64xf32>
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
  func.func private @_where_0(%arg0: tensor<16x16xi1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<16x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %2 = stablehlo.select %arg0, %0, %1 : tensor<16x16xi1>, tensor<16x16xf32>
    return %2 : tensor<16x16xf32>
  }
  func.func private @_where_1(%arg0: tensor<1x1x1x16x16xi1>, %arg1: tensor<2x2x2x16x16xbf16>, %arg2: tensor<bf16>) -> tensor<2x2x2x16x16xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3, 4] : (tensor<1x1x1x16x16xi1>) -> tensor<2x2x2x16x16xi1>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<bf16>) -> tensor<2x2x2x16x16xbf16>
    %2 = stablehlo.select %0, %arg1, %1 : tensor<2x2x2x16x16xi1>, tensor<2x2x2x16x16xbf16>
    return %2 : tensor<2x2x2x16x16xbf16>
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
  func.func private @_where_2(%arg0: tensor<1x1x1x16x16xi1>, %arg1: tensor<2x2x2x16x16xbf16>, %arg2: tensor<bf16>) -> tensor<2x2x2x16x16xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3, 4] : (tensor<1x1x1x16x16xi1>) -> tensor<2x2x2x16x16xi1>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<bf16>) -> tensor<2x2x2x16x16xbf16>
    %2 = stablehlo.select %0, %arg1, %1 : tensor<2x2x2x16x16xi1>, tensor<2x2x2x16x16xbf16>
    return %2 : tensor<2x2x2x16x16xbf16>
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
  func.func private @take_along_axis_3(%arg0: tensor<2x15x1x1xi32>, %arg1: tensor<2x15x1xf32>) -> tensor<2x15x128xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x15x128xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<2x15x128xf32>, tensor<2x15x1x1xi32>, tensor<2x15x1xf32>) -> tensor<2x15x128xf32>
    return %1 : tensor<2x15x128xf32>
  }
  func.func private @log_softmax_4(%arg0: tensor<2x15x128xf32>, %arg1: tensor<2x15x1xf32>, %arg2: tensor<2x15x128xf32>) -> tensor<2x15x128xf32> {
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
  func.func private @tril_5(%arg0: tensor<16x16xi1>) -> tensor<16x16xi1> {
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
  func.func private @_where_6(%arg0: tensor<16x16xi1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<16x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %2 = stablehlo.select %arg0, %0, %1 : tensor<16x16xi1>, tensor<16x16xf32>
    return %2 : tensor<16x16xf32>
  }
  func.func private @_where_7(%arg0: tensor<1x1x1x16x16xi1>, %arg1: tensor<2x2x2x16x16xbf16>, %arg2: tensor<bf16>) -> (tensor<2x2x2x16x16xbf16>, tensor<2x2x2x16x16xi1>) {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3, 4] : (tensor<1x1x1x16x16xi1>) -> tensor<2x2x2x16x16xi1>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<bf16>) -> tensor<2x2x2x16x16xbf16>
    %2 = stablehlo.select %0, %arg1, %1 : tensor<2x2x2x16x16xi1>, tensor<2x2x2x16x16xbf16>
    return %2, %0 : tensor<2x2x2x16x16xbf16>, tensor<2x2x2x16x16xi1>
  }
  func.func private @silu_8(%arg0: tensor<2x16x128xbf16>) -> (tensor<2x16x128xbf16>, tensor<2x16x128xbf16>, tensor<2x16x128xbf16>) {
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
  func.func private @silu_9(%arg0: tensor<2x16x128xbf16>, %arg1: tensor<2x16x128xbf16>, %arg2: tensor<2x16x128xbf16>, %arg3: tensor<2x16x128xbf16>) -> tensor<2x16x128xbf16> {
    %0 = stablehlo.multiply %arg1, %arg3 : tensor<2x16x128xbf16>
    %1 = stablehlo.multiply %arg3, %arg0 : tensor<2x16x128xbf16>
    %2 = stablehlo.multiply %0, %arg2 : tensor<2x16x128xbf16>
    %3 = stablehlo.add %1, %2 : tensor<2x16x128xbf16>
    return %3 : tensor<2x16x128xbf16>
  }
  func.func private @_where_10(%arg0: tensor<2x2x2x16x16xi1>, %arg1: tensor<2x2x2x16x16xbf16>) -> tensor<2x2x2x16x16xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<2x2x2x16x16xbf16>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<2x2x2x16x16xi1>, tensor<2x2x2x16x16xbf16>
    return %1 : tensor<2x2x2x16x16xbf16>
  }
  func.func private @_where_11(%arg0: tensor<1x1x1x16x16xi1>, %arg1: tensor<2x2x2x16x16xbf16>, %arg2: tensor<bf16>) -> (tensor<2x2x2x16x16xbf16>, tensor<2x2x2x16x16xi1>) {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3, 4] : (tensor<1x1x1x16x16xi1>) -> tensor<2x2x2x16x16xi1>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<bf16>) -> tensor<2x2x2x16x16xbf16>
    %2 = stablehlo.select %0, %arg1, %1 : tensor<2x2x2x16x16xi1>, tensor<2x2x2x16x16xbf16>
    return %2, %0 : tensor<2x2x2x16x16xbf16>, tensor<2x2x2x16x16xi1>
  }
  func.func private @_where_12(%arg0: tensor<2x2x2x16x16xi1>, %arg1: tensor<2x2x2x16x16xbf16>) -> tensor<2x2x2x16x16xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<2x2x2x16x16xbf16>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<2x2x2x16x16xi1>, tensor<2x2x2x16x16xbf16>
    return %1 : tensor<2x2x2x16x16xbf16>
  }
  func.func private @_take_13(%arg0: tensor<2x16x1xi32>, %arg1: tensor<2x16x64xbf16>) -> tensor<128x64xbf16> {
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
