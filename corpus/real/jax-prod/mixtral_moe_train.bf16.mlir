module @jit_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<128x64xbf16>, %arg1: tensor<64xbf16>, %arg2: tensor<64xbf16>, %arg3: tensor<64x32xbf16>, %arg4: tensor<64x32xbf16>, %arg5: tensor<64x128xbf16>, %arg6: tensor<64x4xbf16>, %arg7: tensor<4x64x128xbf16>, %arg8: tensor<4x128x64xbf16>, %arg9: tensor<4x64x128xbf16>, %arg10: tensor<64x4xbf16>, %arg11: tensor<4x64x128xbf16>, %arg12: tensor<4x128x64xbf16>, %arg13: tensor<4x64x128xbf16>, %arg14: tensor<64xbf16>, %arg15: tensor<64x64xbf16>, %arg16: tensor<64x64xbf16>, %arg17: tensor<64xbf16>, %arg18: tensor<64xbf16>, %arg19: tensor<64x64xbf16>, %arg20: tensor<64x64xbf16>, %arg21: tensor<64x32xbf16>, %arg22: tensor<64x32xbf16>, %arg23: tensor<2x16xi32>) -> (tensor<128x64xbf16> {jax.result_info = "result['params']['Embed_0']['embedding']"}, tensor<64xbf16> {jax.result_info = "result['params']['input_norm_0']['scale']"}, tensor<64xbf16> {jax.result_info = "result['params']['input_norm_1']['scale']"}, tensor<64x32xbf16> {jax.result_info = "result['params']['k_0']['kernel']"}, tensor<64x32xbf16> {jax.result_info = "result['params']['k_1']['kernel']"}, tensor<64x128xbf16> {jax.result_info = "result['params']['lm_head']['kernel']"}, tensor<64x4xbf16> {jax.result_info = "result['params']['moe_0']['gate']['kernel']"}, tensor<4x64x128xbf16> {jax.result_info = "result['params']['moe_0']['w1']"}, tensor<4x128x64xbf16> {jax.result_info = "result['params']['moe_0']['w2']"}, tensor<4x64x128xbf16> {jax.result_info = "result['params']['moe_0']['w3']"}, tensor<64x4xbf16> {jax.result_info = "result['params']['moe_1']['gate']['kernel']"}, tensor<4x64x128xbf16> {jax.result_info = "result['params']['moe_1']['w1']"}, tensor<4x128x64xbf16> {jax.result_info = "result['params']['moe_1']['w2']"}, tensor<4x64x128xbf16> {jax.result_info = "result['params']['moe_1']['w3']"}, tensor<64xbf16> {jax.result_info = "result['params']['norm']['scale']"}, tensor<64x64xbf16> {jax.result_info = "result['params']['o_0']['kernel']"}, tensor<64x64xbf16> {jax.result_info = "result['params']['o_1']['kernel']"}, tensor<64xbf16> {jax.result_info = "result['params']['post_norm_0']['scale']"}, tensor<64xbf16> {jax.result_info = "result['params']['post_norm_1']['scale']"}, tensor<64x64xbf16> {jax.result_info = "result['params']['q_0']['kernel']"}, tensor<64x64xbf16> {jax.result_info = "result['params']['q_1']['kernel']"}, tensor<64x32xbf16> {jax.result_info = "result['params']['v_0']['kernel']"}, tensor<64x32xbf16> {jax.result_info = "result['params']['v_1']['kernel']"}) {
    %0:2 = call @_take(%arg0, %arg23) : (tensor<128x64xbf16>, tensor<2x16xi32>) -> (tensor<2x16x64xbf16>, tensor<2x16x1xi32>)
    %1 = stablehlo.iota dim = 0 : tensor<16xi32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<16xi32>) -> tensor<2x16xi32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<16x16xi1>
    %4 = call @tril(%3) : (tensor<16x16xi1>) -> tensor<16x16xi1>
    %5 = stablehlo.convert %0#0 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %6 = chlo.square %5 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %8 = stablehlo.multiply %7, %5 : tensor<2x16x64xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_1 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<2x16x1xf32>
    %cst_2 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %14 = stablehlo.add %12, %13 : tensor<2x16x1xf32>
    %15 = stablehlo.rsqrt %14 : tensor<2x16x1xf32>
    %16 = stablehlo.divide %15, %14 : tensor<2x16x1xf32>
    %cst_3 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %18 = stablehlo.multiply %17, %16 : tensor<2x16x1xf32>
    %19 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %20 = stablehlo.multiply %5, %19 : tensor<2x16x64xf32>
    %21 = stablehlo.convert %20 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %22 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %24 = stablehlo.multiply %21, %23 : tensor<2x16x64xbf16>
    %25 = stablehlo.dot_general %24, %arg19, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %26 = stablehlo.reshape %25 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %27 = stablehlo.iota dim = 0 : tensor<8xf32>
    %28 = stablehlo.negate %27 : tensor<8xf32>
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %30 = stablehlo.multiply %28, %29 : tensor<8xf32>
    %cst_5 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %32 = stablehlo.divide %30, %31 : tensor<8xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %34 = stablehlo.power %33, %32 : tensor<8xf32>
    %35 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %36 = stablehlo.convert %35 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %37 = stablehlo.broadcast_in_dim %34, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %38 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x8xf32>
    %39 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x16x1x8xf32>
    %40 = stablehlo.multiply %38, %39 : tensor<2x16x1x8xf32>
    %41 = stablehlo.sine %40 : tensor<2x16x1x8xf32>
    %42 = stablehlo.convert %41 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %43 = stablehlo.cosine %40 : tensor<2x16x1x8xf32>
    %44 = stablehlo.convert %43 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %45 = stablehlo.slice %26 [0:2, 0:16, 0:4, 0:8] : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x8xbf16>
    %46 = stablehlo.slice %26 [0:2, 0:16, 0:4, 8:16] : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x8xbf16>
    %47 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %48 = stablehlo.multiply %45, %47 : tensor<2x16x4x8xbf16>
    %49 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %50 = stablehlo.multiply %46, %49 : tensor<2x16x4x8xbf16>
    %51 = stablehlo.subtract %48, %50 : tensor<2x16x4x8xbf16>
    %52 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %53 = stablehlo.multiply %46, %52 : tensor<2x16x4x8xbf16>
    %54 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %55 = stablehlo.multiply %45, %54 : tensor<2x16x4x8xbf16>
    %56 = stablehlo.add %53, %55 : tensor<2x16x4x8xbf16>
    %57 = stablehlo.concatenate %51, %56, dim = 3 : (tensor<2x16x4x8xbf16>, tensor<2x16x4x8xbf16>) -> tensor<2x16x4x16xbf16>
    %58 = stablehlo.dot_general %24, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x32xbf16>) -> tensor<2x16x32xbf16>
    %59 = stablehlo.reshape %58 : (tensor<2x16x32xbf16>) -> tensor<2x16x2x16xbf16>
    %60 = stablehlo.iota dim = 0 : tensor<8xf32>
    %61 = stablehlo.negate %60 : tensor<8xf32>
    %cst_7 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %63 = stablehlo.multiply %61, %62 : tensor<8xf32>
    %cst_8 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %65 = stablehlo.divide %63, %64 : tensor<8xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %67 = stablehlo.power %66, %65 : tensor<8xf32>
    %68 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %69 = stablehlo.convert %68 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %70 = stablehlo.broadcast_in_dim %67, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %71 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x8xf32>
    %72 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x16x1x8xf32>
    %73 = stablehlo.multiply %71, %72 : tensor<2x16x1x8xf32>
    %74 = stablehlo.sine %73 : tensor<2x16x1x8xf32>
    %75 = stablehlo.convert %74 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %76 = stablehlo.cosine %73 : tensor<2x16x1x8xf32>
    %77 = stablehlo.convert %76 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %78 = stablehlo.slice %59 [0:2, 0:16, 0:2, 0:8] : (tensor<2x16x2x16xbf16>) -> tensor<2x16x2x8xbf16>
    %79 = stablehlo.slice %59 [0:2, 0:16, 0:2, 8:16] : (tensor<2x16x2x16xbf16>) -> tensor<2x16x2x8xbf16>
    %80 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x2x8xbf16>
    %81 = stablehlo.multiply %78, %80 : tensor<2x16x2x8xbf16>
    %82 = stablehlo.broadcast_in_dim %75, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x2x8xbf16>
    %83 = stablehlo.multiply %79, %82 : tensor<2x16x2x8xbf16>
    %84 = stablehlo.subtract %81, %83 : tensor<2x16x2x8xbf16>
    %85 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x2x8xbf16>
    %86 = stablehlo.multiply %79, %85 : tensor<2x16x2x8xbf16>
    %87 = stablehlo.broadcast_in_dim %75, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x2x8xbf16>
    %88 = stablehlo.multiply %78, %87 : tensor<2x16x2x8xbf16>
    %89 = stablehlo.add %86, %88 : tensor<2x16x2x8xbf16>
    %90 = stablehlo.concatenate %84, %89, dim = 3 : (tensor<2x16x2x8xbf16>, tensor<2x16x2x8xbf16>) -> tensor<2x16x2x16xbf16>
    %91 = stablehlo.dot_general %24, %arg21, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x32xbf16>) -> tensor<2x16x32xbf16>
    %92 = stablehlo.reshape %91 : (tensor<2x16x32xbf16>) -> tensor<2x16x2x16xbf16>
    %93 = stablehlo.broadcast_in_dim %90, dims = [0, 1, 2, 4] : (tensor<2x16x2x16xbf16>) -> tensor<2x16x2x2x16xbf16>
    %94 = stablehlo.reshape %93 : (tensor<2x16x2x2x16xbf16>) -> tensor<2x16x4x16xbf16>
    %95 = stablehlo.broadcast_in_dim %92, dims = [0, 1, 2, 4] : (tensor<2x16x2x16xbf16>) -> tensor<2x16x2x2x16xbf16>
    %96 = stablehlo.reshape %95 : (tensor<2x16x2x2x16xbf16>) -> tensor<2x16x4x16xbf16>
    %97 = stablehlo.dot_general %57, %94, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xbf16>, tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %cst_10 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %98 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<bf16>) -> tensor<2x4x16x16xbf16>
    %99 = stablehlo.multiply %97, %98 : tensor<2x4x16x16xbf16>
    %cst_11 = stablehlo.constant dense<-1.000260e+30> : tensor<bf16>
    %100:2 = call @_where_0(%4, %99, %cst_11) : (tensor<16x16xi1>, tensor<2x4x16x16xbf16>, tensor<bf16>) -> (tensor<2x4x16x16xbf16>, tensor<2x4x16x16xi1>)
    %cst_12 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %101 = stablehlo.reduce(%100#0 init: %cst_12) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xbf16>, tensor<bf16>) -> tensor<2x4x16xbf16>
    %cst_13 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %102 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<bf16>) -> tensor<2x4x16xbf16>
    %103 = stablehlo.maximum %102, %101 : tensor<2x4x16xbf16>
    %104 = stablehlo.broadcast_in_dim %103, dims = [0, 1, 2] : (tensor<2x4x16xbf16>) -> tensor<2x4x16x1xbf16>
    %105 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xbf16>) -> tensor<2x4x16x16xbf16>
    %106 = stablehlo.subtract %100#0, %105 : tensor<2x4x16x16xbf16>
    %107 = stablehlo.exponential %106 : tensor<2x4x16x16xbf16>
    %108 = stablehlo.convert %107 : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %109 = stablehlo.reduce(%108 init: %cst_14) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %110 = stablehlo.broadcast_in_dim %109, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %111 = stablehlo.convert %110 : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x1xbf16>
    %112 = stablehlo.broadcast_in_dim %111, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xbf16>) -> tensor<2x4x16x16xbf16>
    %113 = stablehlo.divide %107, %112 : tensor<2x4x16x16xbf16>
    %114 = stablehlo.multiply %111, %111 : tensor<2x4x16x1xbf16>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %115 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<bf16>) -> tensor<2x4x16x1xbf16>
    %116 = stablehlo.divide %115, %114 : tensor<2x4x16x1xbf16>
    %117 = stablehlo.dot_general %96, %113, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xbf16>, tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %118 = stablehlo.transpose %117, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xbf16>) -> tensor<2x16x4x16xbf16>
    %119 = stablehlo.reshape %118 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x64xbf16>
    %120 = stablehlo.dot_general %119, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %121 = stablehlo.add %0#0, %120 : tensor<2x16x64xbf16>
    %122 = stablehlo.convert %121 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %123 = chlo.square %122 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_16 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %124 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %125 = stablehlo.multiply %124, %122 : tensor<2x16x64xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %126 = stablehlo.reduce(%123 init: %cst_17) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %127 = stablehlo.broadcast_in_dim %126, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_18 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %129 = stablehlo.divide %127, %128 : tensor<2x16x1xf32>
    %cst_19 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %130 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %131 = stablehlo.add %129, %130 : tensor<2x16x1xf32>
    %132 = stablehlo.rsqrt %131 : tensor<2x16x1xf32>
    %133 = stablehlo.divide %132, %131 : tensor<2x16x1xf32>
    %cst_20 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %134 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %135 = stablehlo.multiply %134, %133 : tensor<2x16x1xf32>
    %136 = stablehlo.broadcast_in_dim %132, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %137 = stablehlo.multiply %122, %136 : tensor<2x16x64xf32>
    %138 = stablehlo.convert %137 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %139 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %140 = stablehlo.broadcast_in_dim %139, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %141 = stablehlo.multiply %138, %140 : tensor<2x16x64xbf16>
    %142 = stablehlo.reshape %141 : (tensor<2x16x64xbf16>) -> tensor<32x64xbf16>
    %143 = stablehlo.dot_general %142, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xbf16>, tensor<64x4xbf16>) -> tensor<32x4xbf16>
    %144 = stablehlo.convert %143 : (tensor<32x4xbf16>) -> tensor<32x4xf32>
    %cst_21 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %145 = stablehlo.reduce(%144 init: %cst_21) applies stablehlo.maximum across dimensions = [1] : (tensor<32x4xf32>, tensor<f32>) -> tensor<32xf32>
    %cst_22 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %146 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %147 = stablehlo.maximum %146, %145 : tensor<32xf32>
    %148 = stablehlo.broadcast_in_dim %147, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %149 = stablehlo.broadcast_in_dim %148, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x4xf32>
    %150 = stablehlo.subtract %144, %149 : tensor<32x4xf32>
    %151 = stablehlo.exponential %150 : tensor<32x4xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %152 = stablehlo.reduce(%151 init: %cst_23) applies stablehlo.add across dimensions = [1] : (tensor<32x4xf32>, tensor<f32>) -> tensor<32xf32>
    %153 = stablehlo.broadcast_in_dim %152, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %154 = stablehlo.broadcast_in_dim %153, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x4xf32>
    %155 = stablehlo.divide %151, %154 : tensor<32x4xf32>
    %156 = stablehlo.multiply %153, %153 : tensor<32x1xf32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %157 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %158 = stablehlo.divide %157, %156 : tensor<32x1xf32>
    %values, %indices = chlo.top_k(%155, k = 2) : tensor<32x4xf32> -> (tensor<32x2xf32>, tensor<32x2xi32>)
    %159 = stablehlo.reshape %indices : (tensor<32x2xi32>) -> tensor<32x2x1xi32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %160 = stablehlo.reduce(%values init: %cst_25) applies stablehlo.add across dimensions = [1] : (tensor<32x2xf32>, tensor<f32>) -> tensor<32xf32>
    %161 = stablehlo.broadcast_in_dim %160, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %162 = stablehlo.broadcast_in_dim %161, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x2xf32>
    %163 = stablehlo.divide %values, %162 : tensor<32x2xf32>
    %164 = stablehlo.multiply %161, %161 : tensor<32x1xf32>
    %cst_26 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %165 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %166 = stablehlo.divide %165, %164 : tensor<32x1xf32>
    %167 = stablehlo.convert %163 : (tensor<32x2xf32>) -> tensor<32x2xbf16>
    %168 = call @_one_hot(%indices) : (tensor<32x2xi32>) -> tensor<32x2x4xbf16>
    %169 = stablehlo.broadcast_in_dim %167, dims = [0, 1] : (tensor<32x2xbf16>) -> tensor<32x2x1xbf16>
    %170 = stablehlo.broadcast_in_dim %169, dims = [0, 1, 2] : (tensor<32x2x1xbf16>) -> tensor<32x2x4xbf16>
    %171 = stablehlo.multiply %168, %170 : tensor<32x2x4xbf16>
    %172 = stablehlo.convert %171 : (tensor<32x2x4xbf16>) -> tensor<32x2x4xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %173 = stablehlo.reduce(%172 init: %cst_27) applies stablehlo.add across dimensions = [1] : (tensor<32x2x4xf32>, tensor<f32>) -> tensor<32x4xf32>
    %174 = stablehlo.convert %173 : (tensor<32x4xf32>) -> tensor<32x4xbf16>
    %175 = stablehlo.dot_general %arg7, %142, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x64x128xbf16>, tensor<32x64xbf16>) -> tensor<4x128x32xbf16>
    %176 = stablehlo.transpose %175, dims = [0, 2, 1] : (tensor<4x128x32xbf16>) -> tensor<4x32x128xbf16>
    %177:3 = call @silu(%176) : (tensor<4x32x128xbf16>) -> (tensor<4x32x128xbf16>, tensor<4x32x128xbf16>, tensor<4x32x128xbf16>)
    %178 = stablehlo.dot_general %arg9, %142, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x64x128xbf16>, tensor<32x64xbf16>) -> tensor<4x128x32xbf16>
    %179 = stablehlo.transpose %178, dims = [0, 2, 1] : (tensor<4x128x32xbf16>) -> tensor<4x32x128xbf16>
    %180 = stablehlo.multiply %177#0, %179 : tensor<4x32x128xbf16>
    %181 = stablehlo.dot_general %180, %arg8, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x32x128xbf16>, tensor<4x128x64xbf16>) -> tensor<4x32x64xbf16>
    %182 = stablehlo.dot_general %181, %174, batching_dims = [1] x [0], contracting_dims = [0] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x32x64xbf16>, tensor<32x4xbf16>) -> tensor<32x64xbf16>
    %183 = stablehlo.reshape %182 : (tensor<32x64xbf16>) -> tensor<2x16x64xbf16>
    %184 = stablehlo.add %121, %183 : tensor<2x16x64xbf16>
    %185 = stablehlo.convert %184 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %186 = chlo.square %185 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_28 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %187 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %188 = stablehlo.multiply %187, %185 : tensor<2x16x64xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %189 = stablehlo.reduce(%186 init: %cst_29) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %190 = stablehlo.broadcast_in_dim %189, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_30 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %191 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %192 = stablehlo.divide %190, %191 : tensor<2x16x1xf32>
    %cst_31 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %193 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %194 = stablehlo.add %192, %193 : tensor<2x16x1xf32>
    %195 = stablehlo.rsqrt %194 : tensor<2x16x1xf32>
    %196 = stablehlo.divide %195, %194 : tensor<2x16x1xf32>
    %cst_32 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %197 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %198 = stablehlo.multiply %197, %196 : tensor<2x16x1xf32>
    %199 = stablehlo.broadcast_in_dim %195, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %200 = stablehlo.multiply %185, %199 : tensor<2x16x64xf32>
    %201 = stablehlo.convert %200 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %202 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %203 = stablehlo.broadcast_in_dim %202, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %204 = stablehlo.multiply %201, %203 : tensor<2x16x64xbf16>
    %205 = stablehlo.dot_general %204, %arg20, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %206 = stablehlo.reshape %205 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %207 = stablehlo.iota dim = 0 : tensor<8xf32>
    %208 = stablehlo.negate %207 : tensor<8xf32>
    %cst_33 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %209 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %210 = stablehlo.multiply %208, %209 : tensor<8xf32>
    %cst_34 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %211 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %212 = stablehlo.divide %210, %211 : tensor<8xf32>
    %cst_35 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %213 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %214 = stablehlo.power %213, %212 : tensor<8xf32>
    %215 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %216 = stablehlo.convert %215 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %217 = stablehlo.broadcast_in_dim %214, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %218 = stablehlo.broadcast_in_dim %216, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x8xf32>
    %219 = stablehlo.broadcast_in_dim %217, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x16x1x8xf32>
    %220 = stablehlo.multiply %218, %219 : tensor<2x16x1x8xf32>
    %221 = stablehlo.sine %220 : tensor<2x16x1x8xf32>
    %222 = stablehlo.convert %221 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %223 = stablehlo.cosine %220 : tensor<2x16x1x8xf32>
    %224 = stablehlo.convert %223 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %225 = stablehlo.slice %206 [0:2, 0:16, 0:4, 0:8] : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x8xbf16>
    %226 = stablehlo.slice %206 [0:2, 0:16, 0:4, 8:16] : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x8xbf16>
    %227 = stablehlo.broadcast_in_dim %224, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %228 = stablehlo.multiply %225, %227 : tensor<2x16x4x8xbf16>
    %229 = stablehlo.broadcast_in_dim %222, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %230 = stablehlo.multiply %226, %229 : tensor<2x16x4x8xbf16>
    %231 = stablehlo.subtract %228, %230 : tensor<2x16x4x8xbf16>
    %232 = stablehlo.broadcast_in_dim %224, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %233 = stablehlo.multiply %226, %232 : tensor<2x16x4x8xbf16>
    %234 = stablehlo.broadcast_in_dim %222, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %235 = stablehlo.multiply %225, %234 : tensor<2x16x4x8xbf16>
    %236 = stablehlo.add %233, %235 : tensor<2x16x4x8xbf16>
    %237 = stablehlo.concatenate %231, %236, dim = 3 : (tensor<2x16x4x8xbf16>, tensor<2x16x4x8xbf16>) -> tensor<2x16x4x16xbf16>
    %238 = stablehlo.dot_general %204, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x32xbf16>) -> tensor<2x16x32xbf16>
    %239 = stablehlo.reshape %238 : (tensor<2x16x32xbf16>) -> tensor<2x16x2x16xbf16>
    %240 = stablehlo.iota dim = 0 : tensor<8xf32>
    %241 = stablehlo.negate %240 : tensor<8xf32>
    %cst_36 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %242 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %243 = stablehlo.multiply %241, %242 : tensor<8xf32>
    %cst_37 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %244 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %245 = stablehlo.divide %243, %244 : tensor<8xf32>
    %cst_38 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %246 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %247 = stablehlo.power %246, %245 : tensor<8xf32>
    %248 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %249 = stablehlo.convert %248 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %250 = stablehlo.broadcast_in_dim %247, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %251 = stablehlo.broadcast_in_dim %249, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x8xf32>
    %252 = stablehlo.broadcast_in_dim %250, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x16x1x8xf32>
    %253 = stablehlo.multiply %251, %252 : tensor<2x16x1x8xf32>
    %254 = stablehlo.sine %253 : tensor<2x16x1x8xf32>
    %255 = stablehlo.convert %254 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %256 = stablehlo.cosine %253 : tensor<2x16x1x8xf32>
    %257 = stablehlo.convert %256 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %258 = stablehlo.slice %239 [0:2, 0:16, 0:2, 0:8] : (tensor<2x16x2x16xbf16>) -> tensor<2x16x2x8xbf16>
    %259 = stablehlo.slice %239 [0:2, 0:16, 0:2, 8:16] : (tensor<2x16x2x16xbf16>) -> tensor<2x16x2x8xbf16>
    %260 = stablehlo.broadcast_in_dim %257, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x2x8xbf16>
    %261 = stablehlo.multiply %258, %260 : tensor<2x16x2x8xbf16>
    %262 = stablehlo.broadcast_in_dim %255, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x2x8xbf16>
    %263 = stablehlo.multiply %259, %262 : tensor<2x16x2x8xbf16>
    %264 = stablehlo.subtract %261, %263 : tensor<2x16x2x8xbf16>
    %265 = stablehlo.broadcast_in_dim %257, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x2x8xbf16>
    %266 = stablehlo.multiply %259, %265 : tensor<2x16x2x8xbf16>
    %267 = stablehlo.broadcast_in_dim %255, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x2x8xbf16>
    %268 = stablehlo.multiply %258, %267 : tensor<2x16x2x8xbf16>
    %269 = stablehlo.add %266, %268 : tensor<2x16x2x8xbf16>
    %270 = stablehlo.concatenate %264, %269, dim = 3 : (tensor<2x16x2x8xbf16>, tensor<2x16x2x8xbf16>) -> tensor<2x16x2x16xbf16>
    %271 = stablehlo.dot_general %204, %arg22, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x32xbf16>) -> tensor<2x16x32xbf16>
    %272 = stablehlo.reshape %271 : (tensor<2x16x32xbf16>) -> tensor<2x16x2x16xbf16>
    %273 = stablehlo.broadcast_in_dim %270, dims = [0, 1, 2, 4] : (tensor<2x16x2x16xbf16>) -> tensor<2x16x2x2x16xbf16>
    %274 = stablehlo.reshape %273 : (tensor<2x16x2x2x16xbf16>) -> tensor<2x16x4x16xbf16>
    %275 = stablehlo.broadcast_in_dim %272, dims = [0, 1, 2, 4] : (tensor<2x16x2x16xbf16>) -> tensor<2x16x2x2x16xbf16>
    %276 = stablehlo.reshape %275 : (tensor<2x16x2x2x16xbf16>) -> tensor<2x16x4x16xbf16>
    %277 = stablehlo.dot_general %237, %274, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xbf16>, tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %cst_39 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %278 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<bf16>) -> tensor<2x4x16x16xbf16>
    %279 = stablehlo.multiply %277, %278 : tensor<2x4x16x16xbf16>
    %cst_40 = stablehlo.constant dense<-1.000260e+30> : tensor<bf16>
    %280:2 = call @_where_0(%4, %279, %cst_40) : (tensor<16x16xi1>, tensor<2x4x16x16xbf16>, tensor<bf16>) -> (tensor<2x4x16x16xbf16>, tensor<2x4x16x16xi1>)
    %cst_41 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %281 = stablehlo.reduce(%280#0 init: %cst_41) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xbf16>, tensor<bf16>) -> tensor<2x4x16xbf16>
    %cst_42 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %282 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<bf16>) -> tensor<2x4x16xbf16>
    %283 = stablehlo.maximum %282, %281 : tensor<2x4x16xbf16>
    %284 = stablehlo.broadcast_in_dim %283, dims = [0, 1, 2] : (tensor<2x4x16xbf16>) -> tensor<2x4x16x1xbf16>
    %285 = stablehlo.broadcast_in_dim %284, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xbf16>) -> tensor<2x4x16x16xbf16>
    %286 = stablehlo.subtract %280#0, %285 : tensor<2x4x16x16xbf16>
    %287 = stablehlo.exponential %286 : tensor<2x4x16x16xbf16>
    %288 = stablehlo.convert %287 : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %289 = stablehlo.reduce(%288 init: %cst_43) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %290 = stablehlo.broadcast_in_dim %289, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %291 = stablehlo.convert %290 : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x1xbf16>
    %292 = stablehlo.broadcast_in_dim %291, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xbf16>) -> tensor<2x4x16x16xbf16>
    %293 = stablehlo.divide %287, %292 : tensor<2x4x16x16xbf16>
    %294 = stablehlo.multiply %291, %291 : tensor<2x4x16x1xbf16>
    %cst_44 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %295 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<bf16>) -> tensor<2x4x16x1xbf16>
    %296 = stablehlo.divide %295, %294 : tensor<2x4x16x1xbf16>
    %297 = stablehlo.dot_general %276, %293, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xbf16>, tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %298 = stablehlo.transpose %297, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xbf16>) -> tensor<2x16x4x16xbf16>
    %299 = stablehlo.reshape %298 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x64xbf16>
    %300 = stablehlo.dot_general %299, %arg16, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %301 = stablehlo.add %184, %300 : tensor<2x16x64xbf16>
    %302 = stablehlo.convert %301 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %303 = chlo.square %302 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_45 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %304 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %305 = stablehlo.multiply %304, %302 : tensor<2x16x64xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %306 = stablehlo.reduce(%303 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %307 = stablehlo.broadcast_in_dim %306, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_47 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %308 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %309 = stablehlo.divide %307, %308 : tensor<2x16x1xf32>
    %cst_48 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %310 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %311 = stablehlo.add %309, %310 : tensor<2x16x1xf32>
    %312 = stablehlo.rsqrt %311 : tensor<2x16x1xf32>
    %313 = stablehlo.divide %312, %311 : tensor<2x16x1xf32>
    %cst_49 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %314 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %315 = stablehlo.multiply %314, %313 : tensor<2x16x1xf32>
    %316 = stablehlo.broadcast_in_dim %312, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %317 = stablehlo.multiply %302, %316 : tensor<2x16x64xf32>
    %318 = stablehlo.convert %317 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %319 = stablehlo.broadcast_in_dim %arg18, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %320 = stablehlo.broadcast_in_dim %319, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %321 = stablehlo.multiply %318, %320 : tensor<2x16x64xbf16>
    %322 = stablehlo.reshape %321 : (tensor<2x16x64xbf16>) -> tensor<32x64xbf16>
    %323 = stablehlo.dot_general %322, %arg10, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xbf16>, tensor<64x4xbf16>) -> tensor<32x4xbf16>
    %324 = stablehlo.convert %323 : (tensor<32x4xbf16>) -> tensor<32x4xf32>
    %cst_50 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %325 = stablehlo.reduce(%324 init: %cst_50) applies stablehlo.maximum across dimensions = [1] : (tensor<32x4xf32>, tensor<f32>) -> tensor<32xf32>
    %cst_51 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %326 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %327 = stablehlo.maximum %326, %325 : tensor<32xf32>
    %328 = stablehlo.broadcast_in_dim %327, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %329 = stablehlo.broadcast_in_dim %328, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x4xf32>
    %330 = stablehlo.subtract %324, %329 : tensor<32x4xf32>
    %331 = stablehlo.exponential %330 : tensor<32x4xf32>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %332 = stablehlo.reduce(%331 init: %cst_52) applies stablehlo.add across dimensions = [1] : (tensor<32x4xf32>, tensor<f32>) -> tensor<32xf32>
    %333 = stablehlo.broadcast_in_dim %332, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %334 = stablehlo.broadcast_in_dim %333, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x4xf32>
    %335 = stablehlo.divide %331, %334 : tensor<32x4xf32>
    %336 = stablehlo.multiply %333, %333 : tensor<32x1xf32>
    %cst_53 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %337 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %338 = stablehlo.divide %337, %336 : tensor<32x1xf32>
    %values_54, %indices_55 = chlo.top_k(%335, k = 2) : tensor<32x4xf32> -> (tensor<32x2xf32>, tensor<32x2xi32>)
    %339 = stablehlo.reshape %indices_55 : (tensor<32x2xi32>) -> tensor<32x2x1xi32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %340 = stablehlo.reduce(%values_54 init: %cst_56) applies stablehlo.add across dimensions = [1] : (tensor<32x2xf32>, tensor<f32>) -> tensor<32xf32>
    %341 = stablehlo.broadcast_in_dim %340, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %342 = stablehlo.broadcast_in_dim %341, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x2xf32>
    %343 = stablehlo.divide %values_54, %342 : tensor<32x2xf32>
    %344 = stablehlo.multiply %341, %341 : tensor<32x1xf32>
    %cst_57 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %345 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %346 = stablehlo.divide %345, %344 : tensor<32x1xf32>
    %347 = stablehlo.convert %343 : (tensor<32x2xf32>) -> tensor<32x2xbf16>
    %348 = call @_one_hot(%indices_55) : (tensor<32x2xi32>) -> tensor<32x2x4xbf16>
    %349 = stablehlo.broadcast_in_dim %347, dims = [0, 1] : (tensor<32x2xbf16>) -> tensor<32x2x1xbf16>
    %350 = stablehlo.broadcast_in_dim %349, dims = [0, 1, 2] : (tensor<32x2x1xbf16>) -> tensor<32x2x4xbf16>
    %351 = stablehlo.multiply %348, %350 : tensor<32x2x4xbf16>
    %352 = stablehlo.convert %351 : (tensor<32x2x4xbf16>) -> tensor<32x2x4xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %353 = stablehlo.reduce(%352 init: %cst_58) applies stablehlo.add across dimensions = [1] : (tensor<32x2x4xf32>, tensor<f32>) -> tensor<32x4xf32>
    %354 = stablehlo.convert %353 : (tensor<32x4xf32>) -> tensor<32x4xbf16>
    %355 = stablehlo.dot_general %arg11, %322, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x64x128xbf16>, tensor<32x64xbf16>) -> tensor<4x128x32xbf16>
    %356 = stablehlo.transpose %355, dims = [0, 2, 1] : (tensor<4x128x32xbf16>) -> tensor<4x32x128xbf16>
    %357:3 = call @silu(%356) : (tensor<4x32x128xbf16>) -> (tensor<4x32x128xbf16>, tensor<4x32x128xbf16>, tensor<4x32x128xbf16>)
    %358 = stablehlo.dot_general %arg13, %322, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x64x128xbf16>, tensor<32x64xbf16>) -> tensor<4x128x32xbf16>
    %359 = stablehlo.transpose %358, dims = [0, 2, 1] : (tensor<4x128x32xbf16>) -> tensor<4x32x128xbf16>
    %360 = stablehlo.multiply %357#0, %359 : tensor<4x32x128xbf16>
    %361 = stablehlo.dot_general %360, %arg12, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x32x128xbf16>, tensor<4x128x64xbf16>) -> tensor<4x32x64xbf16>
    %362 = stablehlo.dot_general %361, %354, batching_dims = [1] x [0], contracting_dims = [0] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x32x64xbf16>, tensor<32x4xbf16>) -> tensor<32x64xbf16>
    %363 = stablehlo.reshape %362 : (tensor<32x64xbf16>) -> tensor<2x16x64xbf16>
    %364 = stablehlo.add %301, %363 : tensor<2x16x64xbf16>
    %365 = stablehlo.convert %364 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %366 = chlo.square %365 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_59 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %367 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %368 = stablehlo.multiply %367, %365 : tensor<2x16x64xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %369 = stablehlo.reduce(%366 init: %cst_60) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %370 = stablehlo.broadcast_in_dim %369, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_61 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %371 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %372 = stablehlo.divide %370, %371 : tensor<2x16x1xf32>
    %cst_62 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %373 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %374 = stablehlo.add %372, %373 : tensor<2x16x1xf32>
    %375 = stablehlo.rsqrt %374 : tensor<2x16x1xf32>
    %376 = stablehlo.divide %375, %374 : tensor<2x16x1xf32>
    %cst_63 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %377 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %378 = stablehlo.multiply %377, %376 : tensor<2x16x1xf32>
    %379 = stablehlo.broadcast_in_dim %375, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %380 = stablehlo.multiply %365, %379 : tensor<2x16x64xf32>
    %381 = stablehlo.convert %380 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %382 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %383 = stablehlo.broadcast_in_dim %382, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %384 = stablehlo.multiply %381, %383 : tensor<2x16x64xbf16>
    %385 = stablehlo.dot_general %384, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x128xbf16>) -> tensor<2x16x128xbf16>
    %386 = stablehlo.convert %385 : (tensor<2x16x128xbf16>) -> tensor<2x16x128xf32>
    %cst_64 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %387 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %388 = stablehlo.multiply %387, %386 : tensor<2x16x128xf32>
    %cst_65 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_66 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %389 = stablehlo.divide %cst_65, %cst_66 : tensor<f32>
    %390 = stablehlo.broadcast_in_dim %389, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %391 = stablehlo.multiply %390, %388 : tensor<2x16x128xf32>
    %392 = stablehlo.convert %391 : (tensor<2x16x128xf32>) -> tensor<2x16x128xbf16>
    %393 = stablehlo.dot_general %392, %384, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xbf16>, tensor<2x16x64xbf16>) -> tensor<128x64xbf16>
    %394 = stablehlo.transpose %393, dims = [1, 0] : (tensor<128x64xbf16>) -> tensor<64x128xbf16>
    %395 = stablehlo.dot_general %392, %arg5, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xbf16>, tensor<64x128xbf16>) -> tensor<2x16x64xbf16>
    %396 = stablehlo.multiply %381, %395 : tensor<2x16x64xbf16>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %397 = stablehlo.reduce(%396 init: %cst_67) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %398 = stablehlo.reshape %397 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %399 = stablehlo.broadcast_in_dim %382, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %400 = stablehlo.multiply %395, %399 : tensor<2x16x64xbf16>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %401 = stablehlo.reduce(%398 init: %cst_68) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %402 = stablehlo.convert %400 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %403 = stablehlo.multiply %365, %402 : tensor<2x16x64xf32>
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %404 = stablehlo.reduce(%403 init: %cst_69) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %405 = stablehlo.reshape %404 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %406 = stablehlo.broadcast_in_dim %375, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %407 = stablehlo.multiply %402, %406 : tensor<2x16x64xf32>
    %408 = stablehlo.multiply %405, %378 : tensor<2x16x1xf32>
    %cst_70 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %409 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %410 = stablehlo.divide %408, %409 : tensor<2x16x1xf32>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %411 = stablehlo.reduce(%410 init: %cst_71) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %412 = stablehlo.broadcast_in_dim %411, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %413 = stablehlo.multiply %412, %368 : tensor<2x16x64xf32>
    %414 = stablehlo.add %407, %413 : tensor<2x16x64xf32>
    %415 = stablehlo.convert %414 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %416 = stablehlo.reshape %415 : (tensor<2x16x64xbf16>) -> tensor<32x64xbf16>
    %417 = stablehlo.dot_general %416, %361, batching_dims = [0] x [1], contracting_dims = [1] x [2], precision = [DEFAULT, DEFAULT] : (tensor<32x64xbf16>, tensor<4x32x64xbf16>) -> tensor<32x4xbf16>
    %418 = stablehlo.dot_general %416, %354, batching_dims = [0] x [0], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<32x64xbf16>, tensor<32x4xbf16>) -> tensor<32x64x4xbf16>
    %419 = stablehlo.transpose %418, dims = [2, 0, 1] : (tensor<32x64x4xbf16>) -> tensor<4x32x64xbf16>
    %420 = stablehlo.dot_general %419, %360, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x32x64xbf16>, tensor<4x32x128xbf16>) -> tensor<4x64x128xbf16>
    %421 = stablehlo.transpose %420, dims = [0, 2, 1] : (tensor<4x64x128xbf16>) -> tensor<4x128x64xbf16>
    %422 = stablehlo.dot_general %419, %arg12, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x32x64xbf16>, tensor<4x128x64xbf16>) -> tensor<4x32x128xbf16>
    %423 = stablehlo.multiply %357#0, %422 : tensor<4x32x128xbf16>
    %424 = stablehlo.multiply %422, %359 : tensor<4x32x128xbf16>
    %425 = stablehlo.transpose %423, dims = [0, 2, 1] : (tensor<4x32x128xbf16>) -> tensor<4x128x32xbf16>
    %426 = stablehlo.dot_general %425, %arg13, contracting_dims = [0, 1] x [0, 2], precision = [DEFAULT, DEFAULT] : (tensor<4x128x32xbf16>, tensor<4x64x128xbf16>) -> tensor<32x64xbf16>
    %427 = stablehlo.dot_general %425, %322, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x128x32xbf16>, tensor<32x64xbf16>) -> tensor<4x128x64xbf16>
    %428 = stablehlo.transpose %427, dims = [0, 2, 1] : (tensor<4x128x64xbf16>) -> tensor<4x64x128xbf16>
    %429 = call @silu_1(%357#1, %357#2, %356, %424) : (tensor<4x32x128xbf16>, tensor<4x32x128xbf16>, tensor<4x32x128xbf16>, tensor<4x32x128xbf16>) -> tensor<4x32x128xbf16>
    %430 = stablehlo.transpose %429, dims = [0, 2, 1] : (tensor<4x32x128xbf16>) -> tensor<4x128x32xbf16>
    %431 = stablehlo.dot_general %430, %arg11, contracting_dims = [0, 1] x [0, 2], precision = [DEFAULT, DEFAULT] : (tensor<4x128x32xbf16>, tensor<4x64x128xbf16>) -> tensor<32x64xbf16>
    %432 = stablehlo.add %426, %431 : tensor<32x64xbf16>
    %433 = stablehlo.dot_general %430, %322, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x128x32xbf16>, tensor<32x64xbf16>) -> tensor<4x128x64xbf16>
    %434 = stablehlo.transpose %433, dims = [0, 2, 1] : (tensor<4x128x64xbf16>) -> tensor<4x64x128xbf16>
    %435 = stablehlo.convert %417 : (tensor<32x4xbf16>) -> tensor<32x4xf32>
    %436 = stablehlo.broadcast_in_dim %435, dims = [0, 2] : (tensor<32x4xf32>) -> tensor<32x2x4xf32>
    %437 = stablehlo.convert %436 : (tensor<32x2x4xf32>) -> tensor<32x2x4xbf16>
    %438 = stablehlo.multiply %348, %437 : tensor<32x2x4xbf16>
    %cst_72 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %439 = stablehlo.reduce(%438 init: %cst_72) applies stablehlo.add across dimensions = [2] : (tensor<32x2x4xbf16>, tensor<bf16>) -> tensor<32x2xbf16>
    %440 = stablehlo.reshape %439 : (tensor<32x2xbf16>) -> tensor<32x2x1xbf16>
    %cst_73 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %441 = stablehlo.reduce(%440 init: %cst_73) applies stablehlo.add across dimensions = [2] : (tensor<32x2x1xbf16>, tensor<bf16>) -> tensor<32x2xbf16>
    %442 = stablehlo.convert %441 : (tensor<32x2xbf16>) -> tensor<32x2xf32>
    %443 = stablehlo.broadcast_in_dim %346, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x2xf32>
    %444 = stablehlo.multiply %442, %443 : tensor<32x2xf32>
    %445 = stablehlo.multiply %444, %values_54 : tensor<32x2xf32>
    %cst_74 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %446 = stablehlo.reduce(%445 init: %cst_74) applies stablehlo.add across dimensions = [1] : (tensor<32x2xf32>, tensor<f32>) -> tensor<32xf32>
    %447 = stablehlo.reshape %446 : (tensor<32xf32>) -> tensor<32x1xf32>
    %448 = stablehlo.negate %447 : tensor<32x1xf32>
    %449 = stablehlo.broadcast_in_dim %341, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x2xf32>
    %450 = stablehlo.divide %442, %449 : tensor<32x2xf32>
    %cst_75 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %451 = stablehlo.reduce(%448 init: %cst_75) applies stablehlo.add across dimensions = [1] : (tensor<32x1xf32>, tensor<f32>) -> tensor<32xf32>
    %452 = stablehlo.broadcast_in_dim %451, dims = [0] : (tensor<32xf32>) -> tensor<32x2xf32>
    %453 = stablehlo.add %450, %452 : tensor<32x2xf32>
    %cst_76 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %454 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<32x4xf32>
    %455 = "stablehlo.scatter"(%454, %339, %453) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg24: tensor<f32>, %arg25: tensor<f32>):
      %775 = stablehlo.add %arg24, %arg25 : tensor<f32>
      stablehlo.return %775 : tensor<f32>
    }) : (tensor<32x4xf32>, tensor<32x2x1xi32>, tensor<32x2xf32>) -> tensor<32x4xf32>
    %456 = stablehlo.broadcast_in_dim %338, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x4xf32>
    %457 = stablehlo.multiply %455, %456 : tensor<32x4xf32>
    %458 = stablehlo.multiply %457, %331 : tensor<32x4xf32>
    %cst_77 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %459 = stablehlo.reduce(%458 init: %cst_77) applies stablehlo.add across dimensions = [1] : (tensor<32x4xf32>, tensor<f32>) -> tensor<32xf32>
    %460 = stablehlo.reshape %459 : (tensor<32xf32>) -> tensor<32x1xf32>
    %461 = stablehlo.negate %460 : tensor<32x1xf32>
    %462 = stablehlo.broadcast_in_dim %333, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x4xf32>
    %463 = stablehlo.divide %455, %462 : tensor<32x4xf32>
    %cst_78 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %464 = stablehlo.reduce(%461 init: %cst_78) applies stablehlo.add across dimensions = [1] : (tensor<32x1xf32>, tensor<f32>) -> tensor<32xf32>
    %465 = stablehlo.broadcast_in_dim %464, dims = [0] : (tensor<32xf32>) -> tensor<32x4xf32>
    %466 = stablehlo.add %463, %465 : tensor<32x4xf32>
    %467 = stablehlo.multiply %466, %331 : tensor<32x4xf32>
    %468 = stablehlo.convert %467 : (tensor<32x4xf32>) -> tensor<32x4xbf16>
    %469 = stablehlo.dot_general %468, %322, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x4xbf16>, tensor<32x64xbf16>) -> tensor<4x64xbf16>
    %470 = stablehlo.transpose %469, dims = [1, 0] : (tensor<4x64xbf16>) -> tensor<64x4xbf16>
    %471 = stablehlo.dot_general %468, %arg10, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x4xbf16>, tensor<64x4xbf16>) -> tensor<32x64xbf16>
    %472 = stablehlo.add %432, %471 : tensor<32x64xbf16>
    %473 = stablehlo.reshape %472 : (tensor<32x64xbf16>) -> tensor<2x16x64xbf16>
    %474 = stablehlo.multiply %318, %473 : tensor<2x16x64xbf16>
    %cst_79 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %475 = stablehlo.reduce(%474 init: %cst_79) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %476 = stablehlo.reshape %475 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %477 = stablehlo.broadcast_in_dim %319, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %478 = stablehlo.multiply %473, %477 : tensor<2x16x64xbf16>
    %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %479 = stablehlo.reduce(%476 init: %cst_80) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %480 = stablehlo.convert %478 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %481 = stablehlo.multiply %302, %480 : tensor<2x16x64xf32>
    %cst_81 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %482 = stablehlo.reduce(%481 init: %cst_81) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %483 = stablehlo.reshape %482 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %484 = stablehlo.broadcast_in_dim %312, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %485 = stablehlo.multiply %480, %484 : tensor<2x16x64xf32>
    %486 = stablehlo.multiply %483, %315 : tensor<2x16x1xf32>
    %cst_82 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %487 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %488 = stablehlo.divide %486, %487 : tensor<2x16x1xf32>
    %cst_83 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %489 = stablehlo.reduce(%488 init: %cst_83) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %490 = stablehlo.broadcast_in_dim %489, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %491 = stablehlo.multiply %490, %305 : tensor<2x16x64xf32>
    %492 = stablehlo.add %485, %491 : tensor<2x16x64xf32>
    %493 = stablehlo.convert %492 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %494 = stablehlo.add %415, %493 : tensor<2x16x64xbf16>
    %495 = stablehlo.dot_general %494, %299, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<2x16x64xbf16>) -> tensor<64x64xbf16>
    %496 = stablehlo.transpose %495, dims = [1, 0] : (tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %497 = stablehlo.dot_general %494, %arg16, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %498 = stablehlo.reshape %497 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %499 = stablehlo.transpose %498, dims = [0, 2, 3, 1] : (tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %500 = stablehlo.dot_general %499, %276, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xbf16>, tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %501 = stablehlo.dot_general %499, %293, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xbf16>, tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %502 = stablehlo.transpose %501, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xbf16>) -> tensor<2x16x4x16xbf16>
    %503 = stablehlo.broadcast_in_dim %296, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xbf16>) -> tensor<2x4x16x16xbf16>
    %504 = stablehlo.multiply %500, %503 : tensor<2x4x16x16xbf16>
    %505 = stablehlo.multiply %504, %287 : tensor<2x4x16x16xbf16>
    %cst_84 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %506 = stablehlo.reduce(%505 init: %cst_84) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xbf16>, tensor<bf16>) -> tensor<2x4x16xbf16>
    %507 = stablehlo.reshape %506 : (tensor<2x4x16xbf16>) -> tensor<2x4x16x1xbf16>
    %508 = stablehlo.negate %507 : tensor<2x4x16x1xbf16>
    %509 = stablehlo.broadcast_in_dim %291, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xbf16>) -> tensor<2x4x16x16xbf16>
    %510 = stablehlo.divide %500, %509 : tensor<2x4x16x16xbf16>
    %511 = stablehlo.convert %508 : (tensor<2x4x16x1xbf16>) -> tensor<2x4x16x1xf32>
    %cst_85 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %512 = stablehlo.reduce(%511 init: %cst_85) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x1xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %513 = stablehlo.broadcast_in_dim %512, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %514 = stablehlo.convert %513 : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xbf16>
    %515 = stablehlo.add %510, %514 : tensor<2x4x16x16xbf16>
    %516 = stablehlo.multiply %515, %287 : tensor<2x4x16x16xbf16>
    %517 = call @_where_2(%280#1, %516) : (tensor<2x4x16x16xi1>, tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %cst_86 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %518 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<bf16>) -> tensor<2x4x16x16xbf16>
    %519 = stablehlo.multiply %517, %518 : tensor<2x4x16x16xbf16>
    %520 = stablehlo.dot_general %519, %237, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xbf16>, tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %521 = stablehlo.transpose %520, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xbf16>) -> tensor<2x16x4x16xbf16>
    %522 = stablehlo.dot_general %519, %274, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xbf16>, tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %523 = stablehlo.transpose %522, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xbf16>) -> tensor<2x16x4x16xbf16>
    %524 = stablehlo.reshape %502 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x2x2x16xbf16>
    %cst_87 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %525 = stablehlo.reduce(%524 init: %cst_87) applies stablehlo.add across dimensions = [3] : (tensor<2x16x2x2x16xbf16>, tensor<bf16>) -> tensor<2x16x2x16xbf16>
    %526 = stablehlo.reshape %521 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x2x2x16xbf16>
    %cst_88 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %527 = stablehlo.reduce(%526 init: %cst_88) applies stablehlo.add across dimensions = [3] : (tensor<2x16x2x2x16xbf16>, tensor<bf16>) -> tensor<2x16x2x16xbf16>
    %528 = stablehlo.reshape %525 : (tensor<2x16x2x16xbf16>) -> tensor<2x16x32xbf16>
    %529 = stablehlo.dot_general %528, %204, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x32xbf16>, tensor<2x16x64xbf16>) -> tensor<32x64xbf16>
    %530 = stablehlo.transpose %529, dims = [1, 0] : (tensor<32x64xbf16>) -> tensor<64x32xbf16>
    %531 = stablehlo.dot_general %528, %arg22, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x32xbf16>, tensor<64x32xbf16>) -> tensor<2x16x64xbf16>
    %532 = stablehlo.slice %527 [0:2, 0:16, 0:2, 0:8] : (tensor<2x16x2x16xbf16>) -> tensor<2x16x2x8xbf16>
    %533 = stablehlo.slice %527 [0:2, 0:16, 0:2, 8:16] : (tensor<2x16x2x16xbf16>) -> tensor<2x16x2x8xbf16>
    %534 = stablehlo.broadcast_in_dim %255, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x2x8xbf16>
    %535 = stablehlo.multiply %533, %534 : tensor<2x16x2x8xbf16>
    %536 = stablehlo.broadcast_in_dim %257, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x2x8xbf16>
    %537 = stablehlo.multiply %533, %536 : tensor<2x16x2x8xbf16>
    %538 = stablehlo.negate %532 : tensor<2x16x2x8xbf16>
    %539 = stablehlo.broadcast_in_dim %255, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x2x8xbf16>
    %540 = stablehlo.multiply %538, %539 : tensor<2x16x2x8xbf16>
    %541 = stablehlo.add %537, %540 : tensor<2x16x2x8xbf16>
    %542 = stablehlo.broadcast_in_dim %257, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x2x8xbf16>
    %543 = stablehlo.multiply %532, %542 : tensor<2x16x2x8xbf16>
    %544 = stablehlo.add %535, %543 : tensor<2x16x2x8xbf16>
    %cst_89 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %545 = stablehlo.pad %541, %cst_89, low = [0, 0, 0, 8], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x16x2x8xbf16>, tensor<bf16>) -> tensor<2x16x2x16xbf16>
    %cst_90 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %546 = stablehlo.pad %544, %cst_90, low = [0, 0, 0, 0], high = [0, 0, 0, 8], interior = [0, 0, 0, 0] : (tensor<2x16x2x8xbf16>, tensor<bf16>) -> tensor<2x16x2x16xbf16>
    %547 = stablehlo.add %545, %546 : tensor<2x16x2x16xbf16>
    %548 = stablehlo.reshape %547 : (tensor<2x16x2x16xbf16>) -> tensor<2x16x32xbf16>
    %549 = stablehlo.dot_general %548, %204, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x32xbf16>, tensor<2x16x64xbf16>) -> tensor<32x64xbf16>
    %550 = stablehlo.transpose %549, dims = [1, 0] : (tensor<32x64xbf16>) -> tensor<64x32xbf16>
    %551 = stablehlo.dot_general %548, %arg4, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x32xbf16>, tensor<64x32xbf16>) -> tensor<2x16x64xbf16>
    %552 = stablehlo.add %531, %551 : tensor<2x16x64xbf16>
    %553 = stablehlo.slice %523 [0:2, 0:16, 0:4, 0:8] : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x8xbf16>
    %554 = stablehlo.slice %523 [0:2, 0:16, 0:4, 8:16] : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x8xbf16>
    %555 = stablehlo.broadcast_in_dim %222, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %556 = stablehlo.multiply %554, %555 : tensor<2x16x4x8xbf16>
    %557 = stablehlo.broadcast_in_dim %224, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %558 = stablehlo.multiply %554, %557 : tensor<2x16x4x8xbf16>
    %559 = stablehlo.negate %553 : tensor<2x16x4x8xbf16>
    %560 = stablehlo.broadcast_in_dim %222, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %561 = stablehlo.multiply %559, %560 : tensor<2x16x4x8xbf16>
    %562 = stablehlo.add %558, %561 : tensor<2x16x4x8xbf16>
    %563 = stablehlo.broadcast_in_dim %224, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %564 = stablehlo.multiply %553, %563 : tensor<2x16x4x8xbf16>
    %565 = stablehlo.add %556, %564 : tensor<2x16x4x8xbf16>
    %cst_91 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %566 = stablehlo.pad %562, %cst_91, low = [0, 0, 0, 8], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x16x4x8xbf16>, tensor<bf16>) -> tensor<2x16x4x16xbf16>
    %cst_92 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %567 = stablehlo.pad %565, %cst_92, low = [0, 0, 0, 0], high = [0, 0, 0, 8], interior = [0, 0, 0, 0] : (tensor<2x16x4x8xbf16>, tensor<bf16>) -> tensor<2x16x4x16xbf16>
    %568 = stablehlo.add %566, %567 : tensor<2x16x4x16xbf16>
    %569 = stablehlo.reshape %568 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x64xbf16>
    %570 = stablehlo.dot_general %569, %204, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<2x16x64xbf16>) -> tensor<64x64xbf16>
    %571 = stablehlo.transpose %570, dims = [1, 0] : (tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %572 = stablehlo.dot_general %569, %arg20, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %573 = stablehlo.add %552, %572 : tensor<2x16x64xbf16>
    %574 = stablehlo.multiply %201, %573 : tensor<2x16x64xbf16>
    %cst_93 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %575 = stablehlo.reduce(%574 init: %cst_93) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %576 = stablehlo.reshape %575 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %577 = stablehlo.broadcast_in_dim %202, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %578 = stablehlo.multiply %573, %577 : tensor<2x16x64xbf16>
    %cst_94 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %579 = stablehlo.reduce(%576 init: %cst_94) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %580 = stablehlo.convert %578 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %581 = stablehlo.multiply %185, %580 : tensor<2x16x64xf32>
    %cst_95 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %582 = stablehlo.reduce(%581 init: %cst_95) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %583 = stablehlo.reshape %582 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %584 = stablehlo.broadcast_in_dim %195, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %585 = stablehlo.multiply %580, %584 : tensor<2x16x64xf32>
    %586 = stablehlo.multiply %583, %198 : tensor<2x16x1xf32>
    %cst_96 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %587 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %588 = stablehlo.divide %586, %587 : tensor<2x16x1xf32>
    %cst_97 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %589 = stablehlo.reduce(%588 init: %cst_97) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %590 = stablehlo.broadcast_in_dim %589, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %591 = stablehlo.multiply %590, %188 : tensor<2x16x64xf32>
    %592 = stablehlo.add %585, %591 : tensor<2x16x64xf32>
    %593 = stablehlo.convert %592 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %594 = stablehlo.add %494, %593 : tensor<2x16x64xbf16>
    %595 = stablehlo.reshape %594 : (tensor<2x16x64xbf16>) -> tensor<32x64xbf16>
    %596 = stablehlo.dot_general %595, %181, batching_dims = [0] x [1], contracting_dims = [1] x [2], precision = [DEFAULT, DEFAULT] : (tensor<32x64xbf16>, tensor<4x32x64xbf16>) -> tensor<32x4xbf16>
    %597 = stablehlo.dot_general %595, %174, batching_dims = [0] x [0], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<32x64xbf16>, tensor<32x4xbf16>) -> tensor<32x64x4xbf16>
    %598 = stablehlo.transpose %597, dims = [2, 0, 1] : (tensor<32x64x4xbf16>) -> tensor<4x32x64xbf16>
    %599 = stablehlo.dot_general %598, %180, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x32x64xbf16>, tensor<4x32x128xbf16>) -> tensor<4x64x128xbf16>
    %600 = stablehlo.transpose %599, dims = [0, 2, 1] : (tensor<4x64x128xbf16>) -> tensor<4x128x64xbf16>
    %601 = stablehlo.dot_general %598, %arg8, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x32x64xbf16>, tensor<4x128x64xbf16>) -> tensor<4x32x128xbf16>
    %602 = stablehlo.multiply %177#0, %601 : tensor<4x32x128xbf16>
    %603 = stablehlo.multiply %601, %179 : tensor<4x32x128xbf16>
    %604 = stablehlo.transpose %602, dims = [0, 2, 1] : (tensor<4x32x128xbf16>) -> tensor<4x128x32xbf16>
    %605 = stablehlo.dot_general %604, %arg9, contracting_dims = [0, 1] x [0, 2], precision = [DEFAULT, DEFAULT] : (tensor<4x128x32xbf16>, tensor<4x64x128xbf16>) -> tensor<32x64xbf16>
    %606 = stablehlo.dot_general %604, %142, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x128x32xbf16>, tensor<32x64xbf16>) -> tensor<4x128x64xbf16>
    %607 = stablehlo.transpose %606, dims = [0, 2, 1] : (tensor<4x128x64xbf16>) -> tensor<4x64x128xbf16>
    %608 = call @silu_1(%177#1, %177#2, %176, %603) : (tensor<4x32x128xbf16>, tensor<4x32x128xbf16>, tensor<4x32x128xbf16>, tensor<4x32x128xbf16>) -> tensor<4x32x128xbf16>
    %609 = stablehlo.transpose %608, dims = [0, 2, 1] : (tensor<4x32x128xbf16>) -> tensor<4x128x32xbf16>
    %610 = stablehlo.dot_general %609, %arg7, contracting_dims = [0, 1] x [0, 2], precision = [DEFAULT, DEFAULT] : (tensor<4x128x32xbf16>, tensor<4x64x128xbf16>) -> tensor<32x64xbf16>
    %611 = stablehlo.add %605, %610 : tensor<32x64xbf16>
    %612 = stablehlo.dot_general %609, %142, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x128x32xbf16>, tensor<32x64xbf16>) -> tensor<4x128x64xbf16>
    %613 = stablehlo.transpose %612, dims = [0, 2, 1] : (tensor<4x128x64xbf16>) -> tensor<4x64x128xbf16>
    %614 = stablehlo.convert %596 : (tensor<32x4xbf16>) -> tensor<32x4xf32>
    %615 = stablehlo.broadcast_in_dim %614, dims = [0, 2] : (tensor<32x4xf32>) -> tensor<32x2x4xf32>
    %616 = stablehlo.convert %615 : (tensor<32x2x4xf32>) -> tensor<32x2x4xbf16>
    %617 = stablehlo.multiply %168, %616 : tensor<32x2x4xbf16>
    %cst_98 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %618 = stablehlo.reduce(%617 init: %cst_98) applies stablehlo.add across dimensions = [2] : (tensor<32x2x4xbf16>, tensor<bf16>) -> tensor<32x2xbf16>
    %619 = stablehlo.reshape %618 : (tensor<32x2xbf16>) -> tensor<32x2x1xbf16>
    %cst_99 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %620 = stablehlo.reduce(%619 init: %cst_99) applies stablehlo.add across dimensions = [2] : (tensor<32x2x1xbf16>, tensor<bf16>) -> tensor<32x2xbf16>
    %621 = stablehlo.convert %620 : (tensor<32x2xbf16>) -> tensor<32x2xf32>
    %622 = stablehlo.broadcast_in_dim %166, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x2xf32>
    %623 = stablehlo.multiply %621, %622 : tensor<32x2xf32>
    %624 = stablehlo.multiply %623, %values : tensor<32x2xf32>
    %cst_100 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %625 = stablehlo.reduce(%624 init: %cst_100) applies stablehlo.add across dimensions = [1] : (tensor<32x2xf32>, tensor<f32>) -> tensor<32xf32>
    %626 = stablehlo.reshape %625 : (tensor<32xf32>) -> tensor<32x1xf32>
    %627 = stablehlo.negate %626 : tensor<32x1xf32>
    %628 = stablehlo.broadcast_in_dim %161, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x2xf32>
    %629 = stablehlo.divide %621, %628 : tensor<32x2xf32>
    %cst_101 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %630 = stablehlo.reduce(%627 init: %cst_101) applies stablehlo.add across dimensions = [1] : (tensor<32x1xf32>, tensor<f32>) -> tensor<32xf32>
    %631 = stablehlo.broadcast_in_dim %630, dims = [0] : (tensor<32xf32>) -> tensor<32x2xf32>
    %632 = stablehlo.add %629, %631 : tensor<32x2xf32>
    %cst_102 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %633 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<32x4xf32>
    %634 = "stablehlo.scatter"(%633, %159, %632) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg24: tensor<f32>, %arg25: tensor<f32>):
      %775 = stablehlo.add %arg24, %arg25 : tensor<f32>
      stablehlo.return %775 : tensor<f32>
    }) : (tensor<32x4xf32>, tensor<32x2x1xi32>, tensor<32x2xf32>) -> tensor<32x4xf32>
    %635 = stablehlo.broadcast_in_dim %158, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x4xf32>
    %636 = stablehlo.multiply %634, %635 : tensor<32x4xf32>
    %637 = stablehlo.multiply %636, %151 : tensor<32x4xf32>
    %cst_103 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %638 = stablehlo.reduce(%637 init: %cst_103) applies stablehlo.add across dimensions = [1] : (tensor<32x4xf32>, tensor<f32>) -> tensor<32xf32>
    %639 = stablehlo.reshape %638 : (tensor<32xf32>) -> tensor<32x1xf32>
    %640 = stablehlo.negate %639 : tensor<32x1xf32>
    %641 = stablehlo.broadcast_in_dim %153, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x4xf32>
    %642 = stablehlo.divide %634, %641 : tensor<32x4xf32>
    %cst_104 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %643 = stablehlo.reduce(%640 init: %cst_104) applies stablehlo.add across dimensions = [1] : (tensor<32x1xf32>, tensor<f32>) -> tensor<32xf32>
    %644 = stablehlo.broadcast_in_dim %643, dims = [0] : (tensor<32xf32>) -> tensor<32x4xf32>
    %645 = stablehlo.add %642, %644 : tensor<32x4xf32>
    %646 = stablehlo.multiply %645, %151 : tensor<32x4xf32>
    %647 = stablehlo.convert %646 : (tensor<32x4xf32>) -> tensor<32x4xbf16>
    %648 = stablehlo.dot_general %647, %142, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x4xbf16>, tensor<32x64xbf16>) -> tensor<4x64xbf16>
    %649 = stablehlo.transpose %648, dims = [1, 0] : (tensor<4x64xbf16>) -> tensor<64x4xbf16>
    %650 = stablehlo.dot_general %647, %arg6, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x4xbf16>, tensor<64x4xbf16>) -> tensor<32x64xbf16>
    %651 = stablehlo.add %611, %650 : tensor<32x64xbf16>
    %652 = stablehlo.reshape %651 : (tensor<32x64xbf16>) -> tensor<2x16x64xbf16>
    %653 = stablehlo.multiply %138, %652 : tensor<2x16x64xbf16>
    %cst_105 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %654 = stablehlo.reduce(%653 init: %cst_105) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %655 = stablehlo.reshape %654 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %656 = stablehlo.broadcast_in_dim %139, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %657 = stablehlo.multiply %652, %656 : tensor<2x16x64xbf16>
    %cst_106 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %658 = stablehlo.reduce(%655 init: %cst_106) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %659 = stablehlo.convert %657 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %660 = stablehlo.multiply %122, %659 : tensor<2x16x64xf32>
    %cst_107 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %661 = stablehlo.reduce(%660 init: %cst_107) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %662 = stablehlo.reshape %661 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %663 = stablehlo.broadcast_in_dim %132, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %664 = stablehlo.multiply %659, %663 : tensor<2x16x64xf32>
    %665 = stablehlo.multiply %662, %135 : tensor<2x16x1xf32>
    %cst_108 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %666 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %667 = stablehlo.divide %665, %666 : tensor<2x16x1xf32>
    %cst_109 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %668 = stablehlo.reduce(%667 init: %cst_109) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %669 = stablehlo.broadcast_in_dim %668, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %670 = stablehlo.multiply %669, %125 : tensor<2x16x64xf32>
    %671 = stablehlo.add %664, %670 : tensor<2x16x64xf32>
    %672 = stablehlo.convert %671 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %673 = stablehlo.add %594, %672 : tensor<2x16x64xbf16>
    %674 = stablehlo.dot_general %673, %119, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<2x16x64xbf16>) -> tensor<64x64xbf16>
    %675 = stablehlo.transpose %674, dims = [1, 0] : (tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %676 = stablehlo.dot_general %673, %arg15, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %677 = stablehlo.reshape %676 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %678 = stablehlo.transpose %677, dims = [0, 2, 3, 1] : (tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %679 = stablehlo.dot_general %678, %96, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xbf16>, tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %680 = stablehlo.dot_general %678, %113, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xbf16>, tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %681 = stablehlo.transpose %680, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xbf16>) -> tensor<2x16x4x16xbf16>
    %682 = stablehlo.broadcast_in_dim %116, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xbf16>) -> tensor<2x4x16x16xbf16>
    %683 = stablehlo.multiply %679, %682 : tensor<2x4x16x16xbf16>
    %684 = stablehlo.multiply %683, %107 : tensor<2x4x16x16xbf16>
    %cst_110 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %685 = stablehlo.reduce(%684 init: %cst_110) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xbf16>, tensor<bf16>) -> tensor<2x4x16xbf16>
    %686 = stablehlo.reshape %685 : (tensor<2x4x16xbf16>) -> tensor<2x4x16x1xbf16>
    %687 = stablehlo.negate %686 : tensor<2x4x16x1xbf16>
    %688 = stablehlo.broadcast_in_dim %111, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xbf16>) -> tensor<2x4x16x16xbf16>
    %689 = stablehlo.divide %679, %688 : tensor<2x4x16x16xbf16>
    %690 = stablehlo.convert %687 : (tensor<2x4x16x1xbf16>) -> tensor<2x4x16x1xf32>
    %cst_111 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %691 = stablehlo.reduce(%690 init: %cst_111) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x1xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %692 = stablehlo.broadcast_in_dim %691, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %693 = stablehlo.convert %692 : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xbf16>
    %694 = stablehlo.add %689, %693 : tensor<2x4x16x16xbf16>
    %695 = stablehlo.multiply %694, %107 : tensor<2x4x16x16xbf16>
    %696 = call @_where_2(%100#1, %695) : (tensor<2x4x16x16xi1>, tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %cst_112 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %697 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<bf16>) -> tensor<2x4x16x16xbf16>
    %698 = stablehlo.multiply %696, %697 : tensor<2x4x16x16xbf16>
    %699 = stablehlo.dot_general %698, %57, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xbf16>, tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %700 = stablehlo.transpose %699, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xbf16>) -> tensor<2x16x4x16xbf16>
    %701 = stablehlo.dot_general %698, %94, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xbf16>, tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %702 = stablehlo.transpose %701, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xbf16>) -> tensor<2x16x4x16xbf16>
    %703 = stablehlo.reshape %681 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x2x2x16xbf16>
    %cst_113 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %704 = stablehlo.reduce(%703 init: %cst_113) applies stablehlo.add across dimensions = [3] : (tensor<2x16x2x2x16xbf16>, tensor<bf16>) -> tensor<2x16x2x16xbf16>
    %705 = stablehlo.reshape %700 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x2x2x16xbf16>
    %cst_114 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %706 = stablehlo.reduce(%705 init: %cst_114) applies stablehlo.add across dimensions = [3] : (tensor<2x16x2x2x16xbf16>, tensor<bf16>) -> tensor<2x16x2x16xbf16>
    %707 = stablehlo.reshape %704 : (tensor<2x16x2x16xbf16>) -> tensor<2x16x32xbf16>
    %708 = stablehlo.dot_general %707, %24, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x32xbf16>, tensor<2x16x64xbf16>) -> tensor<32x64xbf16>
    %709 = stablehlo.transpose %708, dims = [1, 0] : (tensor<32x64xbf16>) -> tensor<64x32xbf16>
    %710 = stablehlo.dot_general %707, %arg21, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x32xbf16>, tensor<64x32xbf16>) -> tensor<2x16x64xbf16>
    %711 = stablehlo.slice %706 [0:2, 0:16, 0:2, 0:8] : (tensor<2x16x2x16xbf16>) -> tensor<2x16x2x8xbf16>
    %712 = stablehlo.slice %706 [0:2, 0:16, 0:2, 8:16] : (tensor<2x16x2x16xbf16>) -> tensor<2x16x2x8xbf16>
    %713 = stablehlo.broadcast_in_dim %75, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x2x8xbf16>
    %714 = stablehlo.multiply %712, %713 : tensor<2x16x2x8xbf16>
    %715 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x2x8xbf16>
    %716 = stablehlo.multiply %712, %715 : tensor<2x16x2x8xbf16>
    %717 = stablehlo.negate %711 : tensor<2x16x2x8xbf16>
    %718 = stablehlo.broadcast_in_dim %75, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x2x8xbf16>
    %719 = stablehlo.multiply %717, %718 : tensor<2x16x2x8xbf16>
    %720 = stablehlo.add %716, %719 : tensor<2x16x2x8xbf16>
    %721 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x2x8xbf16>
    %722 = stablehlo.multiply %711, %721 : tensor<2x16x2x8xbf16>
    %723 = stablehlo.add %714, %722 : tensor<2x16x2x8xbf16>
    %cst_115 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %724 = stablehlo.pad %720, %cst_115, low = [0, 0, 0, 8], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x16x2x8xbf16>, tensor<bf16>) -> tensor<2x16x2x16xbf16>
    %cst_116 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %725 = stablehlo.pad %723, %cst_116, low = [0, 0, 0, 0], high = [0, 0, 0, 8], interior = [0, 0, 0, 0] : (tensor<2x16x2x8xbf16>, tensor<bf16>) -> tensor<2x16x2x16xbf16>
    %726 = stablehlo.add %724, %725 : tensor<2x16x2x16xbf16>
    %727 = stablehlo.reshape %726 : (tensor<2x16x2x16xbf16>) -> tensor<2x16x32xbf16>
    %728 = stablehlo.dot_general %727, %24, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x32xbf16>, tensor<2x16x64xbf16>) -> tensor<32x64xbf16>
    %729 = stablehlo.transpose %728, dims = [1, 0] : (tensor<32x64xbf16>) -> tensor<64x32xbf16>
    %730 = stablehlo.dot_general %727, %arg3, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x32xbf16>, tensor<64x32xbf16>) -> tensor<2x16x64xbf16>
    %731 = stablehlo.add %710, %730 : tensor<2x16x64xbf16>
    %732 = stablehlo.slice %702 [0:2, 0:16, 0:4, 0:8] : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x8xbf16>
    %733 = stablehlo.slice %702 [0:2, 0:16, 0:4, 8:16] : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x8xbf16>
    %734 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %735 = stablehlo.multiply %733, %734 : tensor<2x16x4x8xbf16>
    %736 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %737 = stablehlo.multiply %733, %736 : tensor<2x16x4x8xbf16>
    %738 = stablehlo.negate %732 : tensor<2x16x4x8xbf16>
    %739 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %740 = stablehlo.multiply %738, %739 : tensor<2x16x4x8xbf16>
    %741 = stablehlo.add %737, %740 : tensor<2x16x4x8xbf16>
    %742 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %743 = stablehlo.multiply %732, %742 : tensor<2x16x4x8xbf16>
    %744 = stablehlo.add %735, %743 : tensor<2x16x4x8xbf16>
    %cst_117 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %745 = stablehlo.pad %741, %cst_117, low = [0, 0, 0, 8], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x16x4x8xbf16>, tensor<bf16>) -> tensor<2x16x4x16xbf16>
    %cst_118 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %746 = stablehlo.pad %744, %cst_118, low = [0, 0, 0, 0], high = [0, 0, 0, 8], interior = [0, 0, 0, 0] : (tensor<2x16x4x8xbf16>, tensor<bf16>) -> tensor<2x16x4x16xbf16>
    %747 = stablehlo.add %745, %746 : tensor<2x16x4x16xbf16>
    %748 = stablehlo.reshape %747 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x64xbf16>
    %749 = stablehlo.dot_general %748, %24, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<2x16x64xbf16>) -> tensor<64x64xbf16>
    %750 = stablehlo.transpose %749, dims = [1, 0] : (tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %751 = stablehlo.dot_general %748, %arg19, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %752 = stablehlo.add %731, %751 : tensor<2x16x64xbf16>
    %753 = stablehlo.multiply %21, %752 : tensor<2x16x64xbf16>
    %cst_119 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %754 = stablehlo.reduce(%753 init: %cst_119) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %755 = stablehlo.reshape %754 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %756 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %757 = stablehlo.multiply %752, %756 : tensor<2x16x64xbf16>
    %cst_120 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %758 = stablehlo.reduce(%755 init: %cst_120) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %759 = stablehlo.convert %757 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %760 = stablehlo.multiply %5, %759 : tensor<2x16x64xf32>
    %cst_121 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %761 = stablehlo.reduce(%760 init: %cst_121) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %762 = stablehlo.reshape %761 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %763 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %764 = stablehlo.multiply %759, %763 : tensor<2x16x64xf32>
    %765 = stablehlo.multiply %762, %18 : tensor<2x16x1xf32>
    %cst_122 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %766 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %767 = stablehlo.divide %765, %766 : tensor<2x16x1xf32>
    %cst_123 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %768 = stablehlo.reduce(%767 init: %cst_123) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %769 = stablehlo.broadcast_in_dim %768, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %770 = stablehlo.multiply %769, %8 : tensor<2x16x64xf32>
    %771 = stablehlo.add %764, %770 : tensor<2x16x64xf32>
    %772 = stablehlo.convert %771 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %773 = stablehlo.add %673, %772 : tensor<2x16x64xbf16>
    %774 = call @_take_3(%0#1, %773) : (tensor<2x16x1xi32>, tensor<2x16x64xbf16>) -> tensor<128x64xbf16>
    return %774, %758, %579, %729, %550, %394, %649, %613, %600, %607, %470, %434, %421, %428, %401, %675, %496, %658, %479, %750, %571, %709, %530 : tensor<128x64xbf16>, tensor<64xbf16>, tensor<64xbf16>, tensor<64x32xbf16>, tensor<64x32xbf16>, tensor<64x128xbf16>, tensor<64x4xbf16>, tensor<4x64x128xbf16>, tensor<4x128x64xbf16>, tensor<4x64x128xbf16>, tensor<64x4xbf16>, tensor<4x64x128xbf16>, tensor<4x128x64xbf16>, tensor<4x64x128xbf16>, tensor<64xbf16>, tensor<64x64xbf16>, tensor<64x64xbf16>, tensor<64xbf16>, tensor<64xbf16>, tensor<64x64xbf16>, tensor<64x64xbf16>, tensor<64x32xbf16>, tensor<64x32xbf16>
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
  func.func private @_where_0(%arg0: tensor<16x16xi1>, %arg1: tensor<2x4x16x16xbf16>, %arg2: tensor<bf16>) -> (tensor<2x4x16x16xbf16>, tensor<2x4x16x16xi1>) {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] : (tensor<16x16xi1>) -> tensor<2x4x16x16xi1>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<bf16>) -> tensor<2x4x16x16xbf16>
    %2 = stablehlo.select %0, %arg1, %1 : tensor<2x4x16x16xi1>, tensor<2x4x16x16xbf16>
    return %2, %0 : tensor<2x4x16x16xbf16>, tensor<2x4x16x16xi1>
  }
  func.func private @_one_hot(%arg0: tensor<32x2xi32>) -> tensor<32x2x4xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<32x2xi32>) -> tensor<32x2x1xi32>
    %1 = stablehlo.iota dim = 2 : tensor<1x1x4xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<32x2x1xi32>) -> tensor<32x2x4xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<1x1x4xi32>) -> tensor<32x2x4xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<32x2x4xi32>, tensor<32x2x4xi32>) -> tensor<32x2x4xi1>
    %5 = stablehlo.convert %4 : (tensor<32x2x4xi1>) -> tensor<32x2x4xbf16>
    return %5 : tensor<32x2x4xbf16>
  }
  func.func private @silu(%arg0: tensor<4x32x128xbf16>) -> (tensor<4x32x128xbf16>, tensor<4x32x128xbf16>, tensor<4x32x128xbf16>) {
    %0 = stablehlo.negate %arg0 : tensor<4x32x128xbf16>
    %1 = stablehlo.exponential %0 : tensor<4x32x128xbf16>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<4x32x128xbf16>
    %3 = stablehlo.add %2, %1 : tensor<4x32x128xbf16>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<4x32x128xbf16>
    %5 = stablehlo.divide %4, %3 : tensor<4x32x128xbf16>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<4x32x128xbf16>
    %7 = stablehlo.subtract %6, %5 : tensor<4x32x128xbf16>
    %8 = stablehlo.multiply %5, %7 : tensor<4x32x128xbf16>
    %9 = stablehlo.multiply %arg0, %5 : tensor<4x32x128xbf16>
    return %9, %8, %5 : tensor<4x32x128xbf16>, tensor<4x32x128xbf16>, tensor<4x32x128xbf16>
  }
  func.func private @silu_1(%arg0: tensor<4x32x128xbf16>, %arg1: tensor<4x32x128xbf16>, %arg2: tensor<4x32x128xbf16>, %arg3: tensor<4x32x128xbf16>) -> tensor<4x32x128xbf16> {
    %0 = stablehlo.multiply %arg2, %arg3 : tensor<4x32x128xbf16>
    %1 = stablehlo.multiply %arg3, %arg1 : tensor<4x32x128xbf16>
    %2 = stablehlo.multiply %0, %arg0 : tensor<4x32x128xbf16>
    %3 = stablehlo.add %1, %2 : tensor<4x32x128xbf16>
    return %3 : tensor<4x32x128xbf16>
  }
  func.func private @_where_2(%arg0: tensor<2x4x16x16xi1>, %arg1: tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<2x4x16x16xbf16>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<2x4x16x16xi1>, tensor<2x4x16x16xbf16>
    return %1 : tensor<2x4x16x16xbf16>
  }
  func.func private @_take_3(%arg0: tensor<2x16x1xi32>, %arg1: tensor<2x16x64xbf16>) -> tensor<128x64xbf16> {
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
