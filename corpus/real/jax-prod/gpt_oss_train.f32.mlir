module @jit_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<128x64xf32>, %arg3: tensor<4xf32>, %arg4: tensor<64x4xf32>, %arg5: tensor<4xf32>, %arg6: tensor<64x4xf32>, %arg7: tensor<4x256xf32>, %arg8: tensor<4x256xf32>, %arg9: tensor<4x64x256xf32>, %arg10: tensor<4x64x256xf32>, %arg11: tensor<4x128x64xf32>, %arg12: tensor<4x128x64xf32>, %arg13: tensor<64xf32>, %arg14: tensor<64xf32>, %arg15: tensor<64xf32>, %arg16: tensor<64xf32>, %arg17: tensor<64x64xf32>, %arg18: tensor<64xf32>, %arg19: tensor<64x64xf32>, %arg20: tensor<128xf32>, %arg21: tensor<64x128xf32>, %arg22: tensor<128xf32>, %arg23: tensor<64x128xf32>, %arg24: tensor<4xf32>, %arg25: tensor<4xf32>, %arg26: tensor<64x128xf32>, %arg27: tensor<2x16xi32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<64xf32> {jax.result_info = "result[1]['params']['attn_norm_0']['scale']"}, tensor<64xf32> {jax.result_info = "result[1]['params']['attn_norm_1']['scale']"}, tensor<128x64xf32> {jax.result_info = "result[1]['params']['embedding']['embedding']"}, tensor<4xf32> {jax.result_info = "result[1]['params']['gate_0']['bias']"}, tensor<64x4xf32> {jax.result_info = "result[1]['params']['gate_0']['kernel']"}, tensor<4xf32> {jax.result_info = "result[1]['params']['gate_1']['bias']"}, tensor<64x4xf32> {jax.result_info = "result[1]['params']['gate_1']['kernel']"}, tensor<4x256xf32> {jax.result_info = "result[1]['params']['mlp1_bias_0']"}, tensor<4x256xf32> {jax.result_info = "result[1]['params']['mlp1_bias_1']"}, tensor<4x64x256xf32> {jax.result_info = "result[1]['params']['mlp1_weight_0']"}, tensor<4x64x256xf32> {jax.result_info = "result[1]['params']['mlp1_weight_1']"}, tensor<4x128x64xf32> {jax.result_info = "result[1]['params']['mlp2_weight_0']"}, tensor<4x128x64xf32> {jax.result_info = "result[1]['params']['mlp2_weight_1']"}, tensor<64xf32> {jax.result_info = "result[1]['params']['mlp_norm_0']['scale']"}, tensor<64xf32> {jax.result_info = "result[1]['params']['mlp_norm_1']['scale']"}, tensor<64xf32> {jax.result_info = "result[1]['params']['norm']['scale']"}, tensor<64xf32> {jax.result_info = "result[1]['params']['out_0']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[1]['params']['out_0']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1]['params']['out_1']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[1]['params']['out_1']['kernel']"}, tensor<128xf32> {jax.result_info = "result[1]['params']['qkv_0']['bias']"}, tensor<64x128xf32> {jax.result_info = "result[1]['params']['qkv_0']['kernel']"}, tensor<128xf32> {jax.result_info = "result[1]['params']['qkv_1']['bias']"}, tensor<64x128xf32> {jax.result_info = "result[1]['params']['qkv_1']['kernel']"}, tensor<4xf32> {jax.result_info = "result[1]['params']['sinks_0']"}, tensor<4xf32> {jax.result_info = "result[1]['params']['sinks_1']"}, tensor<64x128xf32> {jax.result_info = "result[1]['params']['unembedding']['kernel']"}) {
    %0:2 = call @_take(%arg2, %arg27) : (tensor<128x64xf32>, tensor<2x16xi32>) -> (tensor<2x16x64xf32>, tensor<2x16x1xi32>)
    %1 = stablehlo.iota dim = 0 : tensor<16xi32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<16xi32>) -> tensor<2x16xi32>
    %3 = stablehlo.multiply %0#0, %0#0 : tensor<2x16x64xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %5 = stablehlo.multiply %4, %0#0 : tensor<2x16x64xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_1 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %9 = stablehlo.divide %7, %8 : tensor<2x16x1xf32>
    %cst_2 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %11 = stablehlo.add %9, %10 : tensor<2x16x1xf32>
    %12 = stablehlo.rsqrt %11 : tensor<2x16x1xf32>
    %13 = stablehlo.divide %12, %11 : tensor<2x16x1xf32>
    %cst_3 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %15 = stablehlo.multiply %14, %13 : tensor<2x16x1xf32>
    %16 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %17 = stablehlo.multiply %0#0, %16 : tensor<2x16x64xf32>
    %18 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %20 = stablehlo.multiply %17, %19 : tensor<2x16x64xf32>
    %21 = stablehlo.dot_general %20, %arg21, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x128xf32>) -> tensor<2x16x128xf32>
    %22 = stablehlo.reshape %arg20 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<2x16x128xf32>
    %24 = stablehlo.add %21, %23 : tensor<2x16x128xf32>
    %25 = stablehlo.slice %24 [0:2, 0:16, 0:64] : (tensor<2x16x128xf32>) -> tensor<2x16x64xf32>
    %26 = stablehlo.reshape %25 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %27 = stablehlo.iota dim = 0 : tensor<8xf32>
    %28 = stablehlo.negate %27 : tensor<8xf32>
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %30 = stablehlo.multiply %28, %29 : tensor<8xf32>
    %cst_5 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %32 = stablehlo.divide %30, %31 : tensor<8xf32>
    %cst_6 = stablehlo.constant dense<1.500000e+05> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %34 = stablehlo.power %33, %32 : tensor<8xf32>
    %35 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %36 = stablehlo.convert %35 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %37 = stablehlo.broadcast_in_dim %34, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %38 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x8xf32>
    %39 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x16x1x8xf32>
    %40 = stablehlo.multiply %38, %39 : tensor<2x16x1x8xf32>
    %41 = stablehlo.sine %40 : tensor<2x16x1x8xf32>
    %42 = stablehlo.cosine %40 : tensor<2x16x1x8xf32>
    %43 = stablehlo.slice %26 [0:2, 0:16, 0:4, 0:8] : (tensor<2x16x4x16xf32>) -> tensor<2x16x4x8xf32>
    %44 = stablehlo.slice %26 [0:2, 0:16, 0:4, 8:16] : (tensor<2x16x4x16xf32>) -> tensor<2x16x4x8xf32>
    %45 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %46 = stablehlo.multiply %43, %45 : tensor<2x16x4x8xf32>
    %47 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %48 = stablehlo.multiply %44, %47 : tensor<2x16x4x8xf32>
    %49 = stablehlo.subtract %46, %48 : tensor<2x16x4x8xf32>
    %50 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %51 = stablehlo.multiply %44, %50 : tensor<2x16x4x8xf32>
    %52 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %53 = stablehlo.multiply %43, %52 : tensor<2x16x4x8xf32>
    %54 = stablehlo.add %51, %53 : tensor<2x16x4x8xf32>
    %55 = stablehlo.concatenate %49, %54, dim = 3 : (tensor<2x16x4x8xf32>, tensor<2x16x4x8xf32>) -> tensor<2x16x4x16xf32>
    %56 = stablehlo.slice %24 [0:2, 0:16, 64:96] : (tensor<2x16x128xf32>) -> tensor<2x16x32xf32>
    %57 = stablehlo.reshape %56 : (tensor<2x16x32xf32>) -> tensor<2x16x2x16xf32>
    %58 = stablehlo.iota dim = 0 : tensor<8xf32>
    %59 = stablehlo.negate %58 : tensor<8xf32>
    %cst_7 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %61 = stablehlo.multiply %59, %60 : tensor<8xf32>
    %cst_8 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %63 = stablehlo.divide %61, %62 : tensor<8xf32>
    %cst_9 = stablehlo.constant dense<1.500000e+05> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %65 = stablehlo.power %64, %63 : tensor<8xf32>
    %66 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %67 = stablehlo.convert %66 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %68 = stablehlo.broadcast_in_dim %65, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %69 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x8xf32>
    %70 = stablehlo.broadcast_in_dim %68, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x16x1x8xf32>
    %71 = stablehlo.multiply %69, %70 : tensor<2x16x1x8xf32>
    %72 = stablehlo.sine %71 : tensor<2x16x1x8xf32>
    %73 = stablehlo.cosine %71 : tensor<2x16x1x8xf32>
    %74 = stablehlo.slice %57 [0:2, 0:16, 0:2, 0:8] : (tensor<2x16x2x16xf32>) -> tensor<2x16x2x8xf32>
    %75 = stablehlo.slice %57 [0:2, 0:16, 0:2, 8:16] : (tensor<2x16x2x16xf32>) -> tensor<2x16x2x8xf32>
    %76 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x2x8xf32>
    %77 = stablehlo.multiply %74, %76 : tensor<2x16x2x8xf32>
    %78 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x2x8xf32>
    %79 = stablehlo.multiply %75, %78 : tensor<2x16x2x8xf32>
    %80 = stablehlo.subtract %77, %79 : tensor<2x16x2x8xf32>
    %81 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x2x8xf32>
    %82 = stablehlo.multiply %75, %81 : tensor<2x16x2x8xf32>
    %83 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x2x8xf32>
    %84 = stablehlo.multiply %74, %83 : tensor<2x16x2x8xf32>
    %85 = stablehlo.add %82, %84 : tensor<2x16x2x8xf32>
    %86 = stablehlo.concatenate %80, %85, dim = 3 : (tensor<2x16x2x8xf32>, tensor<2x16x2x8xf32>) -> tensor<2x16x2x16xf32>
    %87 = stablehlo.slice %24 [0:2, 0:16, 96:128] : (tensor<2x16x128xf32>) -> tensor<2x16x32xf32>
    %88 = stablehlo.reshape %87 : (tensor<2x16x32xf32>) -> tensor<2x16x2x16xf32>
    %89 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 2, 4] : (tensor<2x16x2x16xf32>) -> tensor<2x16x2x2x16xf32>
    %90 = stablehlo.reshape %89 : (tensor<2x16x2x2x16xf32>) -> tensor<2x16x4x16xf32>
    %91 = stablehlo.broadcast_in_dim %88, dims = [0, 1, 2, 4] : (tensor<2x16x2x16xf32>) -> tensor<2x16x2x2x16xf32>
    %92 = stablehlo.reshape %91 : (tensor<2x16x2x2x16xf32>) -> tensor<2x16x4x16xf32>
    %93 = stablehlo.dot_general %55, %90, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %cst_10 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %95 = stablehlo.multiply %93, %94 : tensor<2x4x16x16xf32>
    %96 = stablehlo.iota dim = 0 : tensor<16xi32>
    %97 = stablehlo.broadcast_in_dim %96, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %98 = stablehlo.iota dim = 0 : tensor<16xi32>
    %99 = stablehlo.broadcast_in_dim %98, dims = [1] : (tensor<16xi32>) -> tensor<1x16xi32>
    %100 = stablehlo.broadcast_in_dim %99, dims = [0, 1] : (tensor<1x16xi32>) -> tensor<16x16xi32>
    %101 = stablehlo.broadcast_in_dim %97, dims = [0, 1] : (tensor<16x1xi32>) -> tensor<16x16xi32>
    %102 = stablehlo.compare LE, %100, %101, SIGNED : (tensor<16x16xi32>, tensor<16x16xi32>) -> tensor<16x16xi1>
    %103 = stablehlo.broadcast_in_dim %97, dims = [0, 1] : (tensor<16x1xi32>) -> tensor<16x16xi32>
    %104 = stablehlo.broadcast_in_dim %99, dims = [0, 1] : (tensor<1x16xi32>) -> tensor<16x16xi32>
    %105 = stablehlo.subtract %103, %104 : tensor<16x16xi32>
    %c = stablehlo.constant dense<8> : tensor<i32>
    %106 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<16x16xi32>
    %107 = stablehlo.compare LT, %105, %106, SIGNED : (tensor<16x16xi32>, tensor<16x16xi32>) -> tensor<16x16xi1>
    %108 = stablehlo.and %102, %107 : tensor<16x16xi1>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_12 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %109 = call @_where_0(%108, %cst_11, %cst_12) : (tensor<16x16xi1>, tensor<f32>, tensor<f32>) -> tensor<16x16xf32>
    %110 = stablehlo.convert %109 : tensor<16x16xf32>
    %111 = stablehlo.broadcast_in_dim %110, dims = [2, 3] : (tensor<16x16xf32>) -> tensor<1x1x16x16xf32>
    %112 = stablehlo.broadcast_in_dim %111, dims = [0, 1, 2, 3] : (tensor<1x1x16x16xf32>) -> tensor<2x4x16x16xf32>
    %113 = stablehlo.add %95, %112 : tensor<2x4x16x16xf32>
    %114 = stablehlo.broadcast_in_dim %arg24, dims = [1] : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %115 = stablehlo.broadcast_in_dim %114, dims = [0, 1, 2, 3] : (tensor<1x4x1x1xf32>) -> tensor<2x4x16x1xf32>
    %116 = stablehlo.concatenate %113, %115, dim = 3 : (tensor<2x4x16x16xf32>, tensor<2x4x16x1xf32>) -> tensor<2x4x16x17xf32>
    %cst_13 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %117 = stablehlo.reduce(%116 init: %cst_13) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x17xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %cst_14 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %118 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %119 = stablehlo.maximum %118, %117 : tensor<2x4x16xf32>
    %120 = stablehlo.broadcast_in_dim %119, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %121 = stablehlo.broadcast_in_dim %120, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x17xf32>
    %122 = stablehlo.subtract %116, %121 : tensor<2x4x16x17xf32>
    %123 = stablehlo.exponential %122 : tensor<2x4x16x17xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %124 = stablehlo.reduce(%123 init: %cst_15) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x17xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %125 = stablehlo.broadcast_in_dim %124, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %126 = stablehlo.broadcast_in_dim %125, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x17xf32>
    %127 = stablehlo.divide %123, %126 : tensor<2x4x16x17xf32>
    %128 = stablehlo.multiply %125, %125 : tensor<2x4x16x1xf32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %129 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2x4x16x1xf32>
    %130 = stablehlo.divide %129, %128 : tensor<2x4x16x1xf32>
    %131 = stablehlo.slice %127 [0:2, 0:4, 0:16, 0:16] : (tensor<2x4x16x17xf32>) -> tensor<2x4x16x16xf32>
    %132 = stablehlo.dot_general %92, %131, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %133 = stablehlo.transpose %132, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %134 = stablehlo.reshape %133 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %135 = stablehlo.dot_general %134, %arg17, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %136 = stablehlo.reshape %arg16 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %137 = stablehlo.broadcast_in_dim %136, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %138 = stablehlo.add %135, %137 : tensor<2x16x64xf32>
    %139 = stablehlo.add %0#0, %138 : tensor<2x16x64xf32>
    %140 = stablehlo.multiply %139, %139 : tensor<2x16x64xf32>
    %cst_17 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %141 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %142 = stablehlo.multiply %141, %139 : tensor<2x16x64xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %143 = stablehlo.reduce(%140 init: %cst_18) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %144 = stablehlo.broadcast_in_dim %143, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_19 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %145 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %146 = stablehlo.divide %144, %145 : tensor<2x16x1xf32>
    %cst_20 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %147 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %148 = stablehlo.add %146, %147 : tensor<2x16x1xf32>
    %149 = stablehlo.rsqrt %148 : tensor<2x16x1xf32>
    %150 = stablehlo.divide %149, %148 : tensor<2x16x1xf32>
    %cst_21 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %151 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %152 = stablehlo.multiply %151, %150 : tensor<2x16x1xf32>
    %153 = stablehlo.broadcast_in_dim %149, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %154 = stablehlo.multiply %139, %153 : tensor<2x16x64xf32>
    %155 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %156 = stablehlo.broadcast_in_dim %155, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %157 = stablehlo.multiply %154, %156 : tensor<2x16x64xf32>
    %158 = stablehlo.reshape %157 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %159 = stablehlo.dot_general %158, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x4xf32>) -> tensor<32x4xf32>
    %160 = stablehlo.reshape %arg3 : (tensor<4xf32>) -> tensor<1x4xf32>
    %161 = stablehlo.broadcast_in_dim %160, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<32x4xf32>
    %162 = stablehlo.add %159, %161 : tensor<32x4xf32>
    %values, %indices = chlo.top_k(%162, k = 2) : tensor<32x4xf32> -> (tensor<32x2xf32>, tensor<32x2xi32>)
    %163 = stablehlo.reshape %indices : (tensor<32x2xi32>) -> tensor<32x2x1xi32>
    %cst_22 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %164 = stablehlo.reduce(%values init: %cst_22) applies stablehlo.maximum across dimensions = [1] : (tensor<32x2xf32>, tensor<f32>) -> tensor<32xf32>
    %cst_23 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %165 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %166 = stablehlo.maximum %165, %164 : tensor<32xf32>
    %167 = stablehlo.broadcast_in_dim %166, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %168 = stablehlo.broadcast_in_dim %167, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x2xf32>
    %169 = stablehlo.subtract %values, %168 : tensor<32x2xf32>
    %170 = stablehlo.exponential %169 : tensor<32x2xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %171 = stablehlo.reduce(%170 init: %cst_24) applies stablehlo.add across dimensions = [1] : (tensor<32x2xf32>, tensor<f32>) -> tensor<32xf32>
    %172 = stablehlo.broadcast_in_dim %171, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %173 = stablehlo.broadcast_in_dim %172, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x2xf32>
    %174 = stablehlo.divide %170, %173 : tensor<32x2xf32>
    %175 = stablehlo.multiply %172, %172 : tensor<32x1xf32>
    %cst_25 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %176 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %177 = stablehlo.divide %176, %175 : tensor<32x1xf32>
    %178 = call @_one_hot(%indices) : (tensor<32x2xi32>) -> tensor<32x2x4xf32>
    %179 = stablehlo.broadcast_in_dim %174, dims = [0, 1] : (tensor<32x2xf32>) -> tensor<32x2x1xf32>
    %180 = stablehlo.broadcast_in_dim %179, dims = [0, 1, 2] : (tensor<32x2x1xf32>) -> tensor<32x2x4xf32>
    %181 = stablehlo.multiply %178, %180 : tensor<32x2x4xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %182 = stablehlo.reduce(%181 init: %cst_26) applies stablehlo.add across dimensions = [1] : (tensor<32x2x4xf32>, tensor<f32>) -> tensor<32x4xf32>
    %183 = stablehlo.dot_general %arg9, %158, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x64x256xf32>, tensor<32x64xf32>) -> tensor<4x256x32xf32>
    %184 = stablehlo.transpose %183, dims = [0, 2, 1] : (tensor<4x256x32xf32>) -> tensor<4x32x256xf32>
    %185 = stablehlo.broadcast_in_dim %arg7, dims = [0, 2] : (tensor<4x256xf32>) -> tensor<4x1x256xf32>
    %186 = stablehlo.broadcast_in_dim %185, dims = [0, 1, 2] : (tensor<4x1x256xf32>) -> tensor<4x32x256xf32>
    %187 = stablehlo.add %184, %186 : tensor<4x32x256xf32>
    %188 = stablehlo.slice %187 [0:4, 0:32, 0:256:2] : (tensor<4x32x256xf32>) -> tensor<4x32x128xf32>
    %cst_27 = stablehlo.constant dense<7.000000e+00> : tensor<f32>
    %189 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %190 = stablehlo.minimum %188, %189 : tensor<4x32x128xf32>
    %191 = stablehlo.compare EQ, %188, %190, FLOAT : (tensor<4x32x128xf32>, tensor<4x32x128xf32>) -> tensor<4x32x128xi1>
    %cst_28 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %192 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %193 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %194 = stablehlo.select %191, %192, %193 : tensor<4x32x128xi1>, tensor<4x32x128xf32>
    %cst_30 = stablehlo.constant dense<7.000000e+00> : tensor<f32>
    %195 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %196 = stablehlo.compare EQ, %195, %190, FLOAT : (tensor<4x32x128xf32>, tensor<4x32x128xf32>) -> tensor<4x32x128xi1>
    %cst_31 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %197 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %cst_32 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %198 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %199 = stablehlo.select %196, %197, %198 : tensor<4x32x128xi1>, tensor<4x32x128xf32>
    %200 = stablehlo.divide %194, %199 : tensor<4x32x128xf32>
    %201 = stablehlo.slice %187 [0:4, 0:32, 1:256:2] : (tensor<4x32x256xf32>) -> tensor<4x32x128xf32>
    %cst_33 = stablehlo.constant dense<-7.000000e+00> : tensor<f32>
    %cst_34 = stablehlo.constant dense<7.000000e+00> : tensor<f32>
    %202:3 = call @clip(%201, %cst_33, %cst_34) : (tensor<4x32x128xf32>, tensor<f32>, tensor<f32>) -> (tensor<4x32x128xf32>, tensor<4x32x128xf32>, tensor<4x32x128xf32>)
    %cst_35 = stablehlo.constant dense<1.702000e+00> : tensor<f32>
    %203 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %204 = stablehlo.multiply %203, %190 : tensor<4x32x128xf32>
    %205 = stablehlo.negate %204 : tensor<4x32x128xf32>
    %206 = stablehlo.exponential %205 : tensor<4x32x128xf32>
    %cst_36 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %207 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %208 = stablehlo.add %207, %206 : tensor<4x32x128xf32>
    %cst_37 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %209 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %210 = stablehlo.divide %209, %208 : tensor<4x32x128xf32>
    %cst_38 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %211 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %212 = stablehlo.subtract %211, %210 : tensor<4x32x128xf32>
    %213 = stablehlo.multiply %210, %212 : tensor<4x32x128xf32>
    %214 = stablehlo.multiply %190, %210 : tensor<4x32x128xf32>
    %cst_39 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %215 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %216 = stablehlo.add %202#0, %215 : tensor<4x32x128xf32>
    %217 = stablehlo.multiply %214, %216 : tensor<4x32x128xf32>
    %218 = stablehlo.dot_general %217, %arg11, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x32x128xf32>, tensor<4x128x64xf32>) -> tensor<4x32x64xf32>
    %219 = stablehlo.dot_general %218, %182, batching_dims = [1] x [0], contracting_dims = [0] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x32x64xf32>, tensor<32x4xf32>) -> tensor<32x64xf32>
    %220 = stablehlo.reshape %219 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %221 = stablehlo.add %139, %220 : tensor<2x16x64xf32>
    %222 = stablehlo.multiply %221, %221 : tensor<2x16x64xf32>
    %cst_40 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %223 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %224 = stablehlo.multiply %223, %221 : tensor<2x16x64xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %225 = stablehlo.reduce(%222 init: %cst_41) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %226 = stablehlo.broadcast_in_dim %225, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_42 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %227 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %228 = stablehlo.divide %226, %227 : tensor<2x16x1xf32>
    %cst_43 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %229 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %230 = stablehlo.add %228, %229 : tensor<2x16x1xf32>
    %231 = stablehlo.rsqrt %230 : tensor<2x16x1xf32>
    %232 = stablehlo.divide %231, %230 : tensor<2x16x1xf32>
    %cst_44 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %233 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %234 = stablehlo.multiply %233, %232 : tensor<2x16x1xf32>
    %235 = stablehlo.broadcast_in_dim %231, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %236 = stablehlo.multiply %221, %235 : tensor<2x16x64xf32>
    %237 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %238 = stablehlo.broadcast_in_dim %237, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %239 = stablehlo.multiply %236, %238 : tensor<2x16x64xf32>
    %240 = stablehlo.dot_general %239, %arg23, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x128xf32>) -> tensor<2x16x128xf32>
    %241 = stablehlo.reshape %arg22 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %242 = stablehlo.broadcast_in_dim %241, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<2x16x128xf32>
    %243 = stablehlo.add %240, %242 : tensor<2x16x128xf32>
    %244 = stablehlo.slice %243 [0:2, 0:16, 0:64] : (tensor<2x16x128xf32>) -> tensor<2x16x64xf32>
    %245 = stablehlo.reshape %244 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %246 = stablehlo.iota dim = 0 : tensor<8xf32>
    %247 = stablehlo.negate %246 : tensor<8xf32>
    %cst_45 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %248 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %249 = stablehlo.multiply %247, %248 : tensor<8xf32>
    %cst_46 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %250 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %251 = stablehlo.divide %249, %250 : tensor<8xf32>
    %cst_47 = stablehlo.constant dense<1.500000e+05> : tensor<f32>
    %252 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %253 = stablehlo.power %252, %251 : tensor<8xf32>
    %254 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %255 = stablehlo.convert %254 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %256 = stablehlo.broadcast_in_dim %253, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %257 = stablehlo.broadcast_in_dim %255, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x8xf32>
    %258 = stablehlo.broadcast_in_dim %256, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x16x1x8xf32>
    %259 = stablehlo.multiply %257, %258 : tensor<2x16x1x8xf32>
    %260 = stablehlo.sine %259 : tensor<2x16x1x8xf32>
    %261 = stablehlo.cosine %259 : tensor<2x16x1x8xf32>
    %262 = stablehlo.slice %245 [0:2, 0:16, 0:4, 0:8] : (tensor<2x16x4x16xf32>) -> tensor<2x16x4x8xf32>
    %263 = stablehlo.slice %245 [0:2, 0:16, 0:4, 8:16] : (tensor<2x16x4x16xf32>) -> tensor<2x16x4x8xf32>
    %264 = stablehlo.broadcast_in_dim %261, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %265 = stablehlo.multiply %262, %264 : tensor<2x16x4x8xf32>
    %266 = stablehlo.broadcast_in_dim %260, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %267 = stablehlo.multiply %263, %266 : tensor<2x16x4x8xf32>
    %268 = stablehlo.subtract %265, %267 : tensor<2x16x4x8xf32>
    %269 = stablehlo.broadcast_in_dim %261, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %270 = stablehlo.multiply %263, %269 : tensor<2x16x4x8xf32>
    %271 = stablehlo.broadcast_in_dim %260, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %272 = stablehlo.multiply %262, %271 : tensor<2x16x4x8xf32>
    %273 = stablehlo.add %270, %272 : tensor<2x16x4x8xf32>
    %274 = stablehlo.concatenate %268, %273, dim = 3 : (tensor<2x16x4x8xf32>, tensor<2x16x4x8xf32>) -> tensor<2x16x4x16xf32>
    %275 = stablehlo.slice %243 [0:2, 0:16, 64:96] : (tensor<2x16x128xf32>) -> tensor<2x16x32xf32>
    %276 = stablehlo.reshape %275 : (tensor<2x16x32xf32>) -> tensor<2x16x2x16xf32>
    %277 = stablehlo.iota dim = 0 : tensor<8xf32>
    %278 = stablehlo.negate %277 : tensor<8xf32>
    %cst_48 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %279 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %280 = stablehlo.multiply %278, %279 : tensor<8xf32>
    %cst_49 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %281 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %282 = stablehlo.divide %280, %281 : tensor<8xf32>
    %cst_50 = stablehlo.constant dense<1.500000e+05> : tensor<f32>
    %283 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %284 = stablehlo.power %283, %282 : tensor<8xf32>
    %285 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %286 = stablehlo.convert %285 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %287 = stablehlo.broadcast_in_dim %284, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %288 = stablehlo.broadcast_in_dim %286, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x8xf32>
    %289 = stablehlo.broadcast_in_dim %287, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x16x1x8xf32>
    %290 = stablehlo.multiply %288, %289 : tensor<2x16x1x8xf32>
    %291 = stablehlo.sine %290 : tensor<2x16x1x8xf32>
    %292 = stablehlo.cosine %290 : tensor<2x16x1x8xf32>
    %293 = stablehlo.slice %276 [0:2, 0:16, 0:2, 0:8] : (tensor<2x16x2x16xf32>) -> tensor<2x16x2x8xf32>
    %294 = stablehlo.slice %276 [0:2, 0:16, 0:2, 8:16] : (tensor<2x16x2x16xf32>) -> tensor<2x16x2x8xf32>
    %295 = stablehlo.broadcast_in_dim %292, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x2x8xf32>
    %296 = stablehlo.multiply %293, %295 : tensor<2x16x2x8xf32>
    %297 = stablehlo.broadcast_in_dim %291, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x2x8xf32>
    %298 = stablehlo.multiply %294, %297 : tensor<2x16x2x8xf32>
    %299 = stablehlo.subtract %296, %298 : tensor<2x16x2x8xf32>
    %300 = stablehlo.broadcast_in_dim %292, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x2x8xf32>
    %301 = stablehlo.multiply %294, %300 : tensor<2x16x2x8xf32>
    %302 = stablehlo.broadcast_in_dim %291, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x2x8xf32>
    %303 = stablehlo.multiply %293, %302 : tensor<2x16x2x8xf32>
    %304 = stablehlo.add %301, %303 : tensor<2x16x2x8xf32>
    %305 = stablehlo.concatenate %299, %304, dim = 3 : (tensor<2x16x2x8xf32>, tensor<2x16x2x8xf32>) -> tensor<2x16x2x16xf32>
    %306 = stablehlo.slice %243 [0:2, 0:16, 96:128] : (tensor<2x16x128xf32>) -> tensor<2x16x32xf32>
    %307 = stablehlo.reshape %306 : (tensor<2x16x32xf32>) -> tensor<2x16x2x16xf32>
    %308 = stablehlo.broadcast_in_dim %305, dims = [0, 1, 2, 4] : (tensor<2x16x2x16xf32>) -> tensor<2x16x2x2x16xf32>
    %309 = stablehlo.reshape %308 : (tensor<2x16x2x2x16xf32>) -> tensor<2x16x4x16xf32>
    %310 = stablehlo.broadcast_in_dim %307, dims = [0, 1, 2, 4] : (tensor<2x16x2x16xf32>) -> tensor<2x16x2x2x16xf32>
    %311 = stablehlo.reshape %310 : (tensor<2x16x2x2x16xf32>) -> tensor<2x16x4x16xf32>
    %312 = stablehlo.dot_general %274, %309, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %cst_51 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %313 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %314 = stablehlo.multiply %312, %313 : tensor<2x4x16x16xf32>
    %315 = stablehlo.iota dim = 0 : tensor<16xi32>
    %316 = stablehlo.broadcast_in_dim %315, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %317 = stablehlo.iota dim = 0 : tensor<16xi32>
    %318 = stablehlo.broadcast_in_dim %317, dims = [1] : (tensor<16xi32>) -> tensor<1x16xi32>
    %319 = stablehlo.broadcast_in_dim %318, dims = [0, 1] : (tensor<1x16xi32>) -> tensor<16x16xi32>
    %320 = stablehlo.broadcast_in_dim %316, dims = [0, 1] : (tensor<16x1xi32>) -> tensor<16x16xi32>
    %321 = stablehlo.compare LE, %319, %320, SIGNED : (tensor<16x16xi32>, tensor<16x16xi32>) -> tensor<16x16xi1>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_53 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %322 = call @_where_0(%321, %cst_52, %cst_53) : (tensor<16x16xi1>, tensor<f32>, tensor<f32>) -> tensor<16x16xf32>
    %323 = stablehlo.convert %322 : tensor<16x16xf32>
    %324 = stablehlo.broadcast_in_dim %323, dims = [2, 3] : (tensor<16x16xf32>) -> tensor<1x1x16x16xf32>
    %325 = stablehlo.broadcast_in_dim %324, dims = [0, 1, 2, 3] : (tensor<1x1x16x16xf32>) -> tensor<2x4x16x16xf32>
    %326 = stablehlo.add %314, %325 : tensor<2x4x16x16xf32>
    %327 = stablehlo.broadcast_in_dim %arg25, dims = [1] : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %328 = stablehlo.broadcast_in_dim %327, dims = [0, 1, 2, 3] : (tensor<1x4x1x1xf32>) -> tensor<2x4x16x1xf32>
    %329 = stablehlo.concatenate %326, %328, dim = 3 : (tensor<2x4x16x16xf32>, tensor<2x4x16x1xf32>) -> tensor<2x4x16x17xf32>
    %cst_54 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %330 = stablehlo.reduce(%329 init: %cst_54) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x17xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %cst_55 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %331 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %332 = stablehlo.maximum %331, %330 : tensor<2x4x16xf32>
    %333 = stablehlo.broadcast_in_dim %332, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %334 = stablehlo.broadcast_in_dim %333, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x17xf32>
    %335 = stablehlo.subtract %329, %334 : tensor<2x4x16x17xf32>
    %336 = stablehlo.exponential %335 : tensor<2x4x16x17xf32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %337 = stablehlo.reduce(%336 init: %cst_56) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x17xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %338 = stablehlo.broadcast_in_dim %337, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %339 = stablehlo.broadcast_in_dim %338, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x17xf32>
    %340 = stablehlo.divide %336, %339 : tensor<2x4x16x17xf32>
    %341 = stablehlo.multiply %338, %338 : tensor<2x4x16x1xf32>
    %cst_57 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %342 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<2x4x16x1xf32>
    %343 = stablehlo.divide %342, %341 : tensor<2x4x16x1xf32>
    %344 = stablehlo.slice %340 [0:2, 0:4, 0:16, 0:16] : (tensor<2x4x16x17xf32>) -> tensor<2x4x16x16xf32>
    %345 = stablehlo.dot_general %311, %344, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %346 = stablehlo.transpose %345, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %347 = stablehlo.reshape %346 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %348 = stablehlo.dot_general %347, %arg19, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %349 = stablehlo.reshape %arg18 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %350 = stablehlo.broadcast_in_dim %349, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %351 = stablehlo.add %348, %350 : tensor<2x16x64xf32>
    %352 = stablehlo.add %221, %351 : tensor<2x16x64xf32>
    %353 = stablehlo.multiply %352, %352 : tensor<2x16x64xf32>
    %cst_58 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %354 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %355 = stablehlo.multiply %354, %352 : tensor<2x16x64xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %356 = stablehlo.reduce(%353 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %357 = stablehlo.broadcast_in_dim %356, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_60 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %358 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %359 = stablehlo.divide %357, %358 : tensor<2x16x1xf32>
    %cst_61 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %360 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %361 = stablehlo.add %359, %360 : tensor<2x16x1xf32>
    %362 = stablehlo.rsqrt %361 : tensor<2x16x1xf32>
    %363 = stablehlo.divide %362, %361 : tensor<2x16x1xf32>
    %cst_62 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %364 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %365 = stablehlo.multiply %364, %363 : tensor<2x16x1xf32>
    %366 = stablehlo.broadcast_in_dim %362, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %367 = stablehlo.multiply %352, %366 : tensor<2x16x64xf32>
    %368 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %369 = stablehlo.broadcast_in_dim %368, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %370 = stablehlo.multiply %367, %369 : tensor<2x16x64xf32>
    %371 = stablehlo.reshape %370 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %372 = stablehlo.dot_general %371, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x4xf32>) -> tensor<32x4xf32>
    %373 = stablehlo.reshape %arg5 : (tensor<4xf32>) -> tensor<1x4xf32>
    %374 = stablehlo.broadcast_in_dim %373, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<32x4xf32>
    %375 = stablehlo.add %372, %374 : tensor<32x4xf32>
    %values_63, %indices_64 = chlo.top_k(%375, k = 2) : tensor<32x4xf32> -> (tensor<32x2xf32>, tensor<32x2xi32>)
    %376 = stablehlo.reshape %indices_64 : (tensor<32x2xi32>) -> tensor<32x2x1xi32>
    %cst_65 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %377 = stablehlo.reduce(%values_63 init: %cst_65) applies stablehlo.maximum across dimensions = [1] : (tensor<32x2xf32>, tensor<f32>) -> tensor<32xf32>
    %cst_66 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %378 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %379 = stablehlo.maximum %378, %377 : tensor<32xf32>
    %380 = stablehlo.broadcast_in_dim %379, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %381 = stablehlo.broadcast_in_dim %380, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x2xf32>
    %382 = stablehlo.subtract %values_63, %381 : tensor<32x2xf32>
    %383 = stablehlo.exponential %382 : tensor<32x2xf32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %384 = stablehlo.reduce(%383 init: %cst_67) applies stablehlo.add across dimensions = [1] : (tensor<32x2xf32>, tensor<f32>) -> tensor<32xf32>
    %385 = stablehlo.broadcast_in_dim %384, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %386 = stablehlo.broadcast_in_dim %385, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x2xf32>
    %387 = stablehlo.divide %383, %386 : tensor<32x2xf32>
    %388 = stablehlo.multiply %385, %385 : tensor<32x1xf32>
    %cst_68 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %389 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %390 = stablehlo.divide %389, %388 : tensor<32x1xf32>
    %391 = call @_one_hot(%indices_64) : (tensor<32x2xi32>) -> tensor<32x2x4xf32>
    %392 = stablehlo.broadcast_in_dim %387, dims = [0, 1] : (tensor<32x2xf32>) -> tensor<32x2x1xf32>
    %393 = stablehlo.broadcast_in_dim %392, dims = [0, 1, 2] : (tensor<32x2x1xf32>) -> tensor<32x2x4xf32>
    %394 = stablehlo.multiply %391, %393 : tensor<32x2x4xf32>
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %395 = stablehlo.reduce(%394 init: %cst_69) applies stablehlo.add across dimensions = [1] : (tensor<32x2x4xf32>, tensor<f32>) -> tensor<32x4xf32>
    %396 = stablehlo.dot_general %arg10, %371, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x64x256xf32>, tensor<32x64xf32>) -> tensor<4x256x32xf32>
    %397 = stablehlo.transpose %396, dims = [0, 2, 1] : (tensor<4x256x32xf32>) -> tensor<4x32x256xf32>
    %398 = stablehlo.broadcast_in_dim %arg8, dims = [0, 2] : (tensor<4x256xf32>) -> tensor<4x1x256xf32>
    %399 = stablehlo.broadcast_in_dim %398, dims = [0, 1, 2] : (tensor<4x1x256xf32>) -> tensor<4x32x256xf32>
    %400 = stablehlo.add %397, %399 : tensor<4x32x256xf32>
    %401 = stablehlo.slice %400 [0:4, 0:32, 0:256:2] : (tensor<4x32x256xf32>) -> tensor<4x32x128xf32>
    %cst_70 = stablehlo.constant dense<7.000000e+00> : tensor<f32>
    %402 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %403 = stablehlo.minimum %401, %402 : tensor<4x32x128xf32>
    %404 = stablehlo.compare EQ, %401, %403, FLOAT : (tensor<4x32x128xf32>, tensor<4x32x128xf32>) -> tensor<4x32x128xi1>
    %cst_71 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %405 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %cst_72 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %406 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %407 = stablehlo.select %404, %405, %406 : tensor<4x32x128xi1>, tensor<4x32x128xf32>
    %cst_73 = stablehlo.constant dense<7.000000e+00> : tensor<f32>
    %408 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %409 = stablehlo.compare EQ, %408, %403, FLOAT : (tensor<4x32x128xf32>, tensor<4x32x128xf32>) -> tensor<4x32x128xi1>
    %cst_74 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %410 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %cst_75 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %411 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %412 = stablehlo.select %409, %410, %411 : tensor<4x32x128xi1>, tensor<4x32x128xf32>
    %413 = stablehlo.divide %407, %412 : tensor<4x32x128xf32>
    %414 = stablehlo.slice %400 [0:4, 0:32, 1:256:2] : (tensor<4x32x256xf32>) -> tensor<4x32x128xf32>
    %cst_76 = stablehlo.constant dense<-7.000000e+00> : tensor<f32>
    %cst_77 = stablehlo.constant dense<7.000000e+00> : tensor<f32>
    %415:3 = call @clip(%414, %cst_76, %cst_77) : (tensor<4x32x128xf32>, tensor<f32>, tensor<f32>) -> (tensor<4x32x128xf32>, tensor<4x32x128xf32>, tensor<4x32x128xf32>)
    %cst_78 = stablehlo.constant dense<1.702000e+00> : tensor<f32>
    %416 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %417 = stablehlo.multiply %416, %403 : tensor<4x32x128xf32>
    %418 = stablehlo.negate %417 : tensor<4x32x128xf32>
    %419 = stablehlo.exponential %418 : tensor<4x32x128xf32>
    %cst_79 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %420 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %421 = stablehlo.add %420, %419 : tensor<4x32x128xf32>
    %cst_80 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %422 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %423 = stablehlo.divide %422, %421 : tensor<4x32x128xf32>
    %cst_81 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %424 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %425 = stablehlo.subtract %424, %423 : tensor<4x32x128xf32>
    %426 = stablehlo.multiply %423, %425 : tensor<4x32x128xf32>
    %427 = stablehlo.multiply %403, %423 : tensor<4x32x128xf32>
    %cst_82 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %428 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %429 = stablehlo.add %415#0, %428 : tensor<4x32x128xf32>
    %430 = stablehlo.multiply %427, %429 : tensor<4x32x128xf32>
    %431 = stablehlo.dot_general %430, %arg12, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x32x128xf32>, tensor<4x128x64xf32>) -> tensor<4x32x64xf32>
    %432 = stablehlo.dot_general %431, %395, batching_dims = [1] x [0], contracting_dims = [0] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x32x64xf32>, tensor<32x4xf32>) -> tensor<32x64xf32>
    %433 = stablehlo.reshape %432 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %434 = stablehlo.add %352, %433 : tensor<2x16x64xf32>
    %435 = stablehlo.multiply %434, %434 : tensor<2x16x64xf32>
    %cst_83 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %436 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %437 = stablehlo.multiply %436, %434 : tensor<2x16x64xf32>
    %cst_84 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %438 = stablehlo.reduce(%435 init: %cst_84) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %439 = stablehlo.broadcast_in_dim %438, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_85 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %440 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %441 = stablehlo.divide %439, %440 : tensor<2x16x1xf32>
    %cst_86 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %442 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %443 = stablehlo.add %441, %442 : tensor<2x16x1xf32>
    %444 = stablehlo.rsqrt %443 : tensor<2x16x1xf32>
    %445 = stablehlo.divide %444, %443 : tensor<2x16x1xf32>
    %cst_87 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %446 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %447 = stablehlo.multiply %446, %445 : tensor<2x16x1xf32>
    %448 = stablehlo.broadcast_in_dim %444, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %449 = stablehlo.multiply %434, %448 : tensor<2x16x64xf32>
    %450 = stablehlo.broadcast_in_dim %arg15, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %451 = stablehlo.broadcast_in_dim %450, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %452 = stablehlo.multiply %449, %451 : tensor<2x16x64xf32>
    %453 = stablehlo.dot_general %452, %arg26, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x128xf32>) -> tensor<2x16x128xf32>
    %454 = stablehlo.slice %453 [0:2, 0:15, 0:128] : (tensor<2x16x128xf32>) -> tensor<2x15x128xf32>
    %455 = stablehlo.slice %arg27 [0:2, 1:16] : (tensor<2x16xi32>) -> tensor<2x15xi32>
    %456:3 = call @log_softmax(%454) : (tensor<2x15x128xf32>) -> (tensor<2x15x128xf32>, tensor<2x15x128xf32>, tensor<2x15x1xf32>)
    %457 = stablehlo.broadcast_in_dim %455, dims = [0, 1] : (tensor<2x15xi32>) -> tensor<2x15x1xi32>
    %458:2 = call @take_along_axis(%456#0, %457) : (tensor<2x15x128xf32>, tensor<2x15x1xi32>) -> (tensor<2x15x1xf32>, tensor<2x15x1x1xi32>)
    %cst_88 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %459 = stablehlo.reduce(%458#0 init: %cst_88) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x15x1xf32>, tensor<f32>) -> tensor<f32>
    %cst_89 = stablehlo.constant dense<3.000000e+01> : tensor<f32>
    %460 = stablehlo.divide %459, %cst_89 : tensor<f32>
    %461 = stablehlo.negate %460 : tensor<f32>
    %cst_90 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %462 = stablehlo.negate %cst_90 : tensor<f32>
    %cst_91 = stablehlo.constant dense<3.000000e+01> : tensor<f32>
    %463 = stablehlo.divide %462, %cst_91 : tensor<f32>
    %464 = stablehlo.broadcast_in_dim %463, dims = [] : (tensor<f32>) -> tensor<2x15x1xf32>
    %465 = call @take_along_axis_1(%458#1, %464) : (tensor<2x15x1x1xi32>, tensor<2x15x1xf32>) -> tensor<2x15x128xf32>
    %466 = call @log_softmax_2(%456#1, %456#2, %465) : (tensor<2x15x128xf32>, tensor<2x15x1xf32>, tensor<2x15x128xf32>) -> tensor<2x15x128xf32>
    %cst_92 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %467 = stablehlo.pad %466, %cst_92, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x15x128xf32>, tensor<f32>) -> tensor<2x16x128xf32>
    %468 = stablehlo.dot_general %467, %452, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xf32>, tensor<2x16x64xf32>) -> tensor<128x64xf32>
    %469 = stablehlo.transpose %468, dims = [1, 0] : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %470 = stablehlo.dot_general %467, %arg26, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xf32>, tensor<64x128xf32>) -> tensor<2x16x64xf32>
    %471 = stablehlo.multiply %449, %470 : tensor<2x16x64xf32>
    %cst_93 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %472 = stablehlo.reduce(%471 init: %cst_93) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %473 = stablehlo.reshape %472 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %474 = stablehlo.broadcast_in_dim %450, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %475 = stablehlo.multiply %470, %474 : tensor<2x16x64xf32>
    %cst_94 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %476 = stablehlo.reduce(%473 init: %cst_94) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %477 = stablehlo.multiply %434, %475 : tensor<2x16x64xf32>
    %cst_95 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %478 = stablehlo.reduce(%477 init: %cst_95) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %479 = stablehlo.reshape %478 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %480 = stablehlo.broadcast_in_dim %444, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %481 = stablehlo.multiply %475, %480 : tensor<2x16x64xf32>
    %482 = stablehlo.multiply %479, %447 : tensor<2x16x1xf32>
    %cst_96 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %483 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %484 = stablehlo.divide %482, %483 : tensor<2x16x1xf32>
    %cst_97 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %485 = stablehlo.reduce(%484 init: %cst_97) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %486 = stablehlo.broadcast_in_dim %485, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %487 = stablehlo.multiply %486, %437 : tensor<2x16x64xf32>
    %488 = stablehlo.add %481, %487 : tensor<2x16x64xf32>
    %489 = stablehlo.reshape %488 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %490 = stablehlo.dot_general %489, %431, batching_dims = [0] x [1], contracting_dims = [1] x [2], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<4x32x64xf32>) -> tensor<32x4xf32>
    %491 = stablehlo.dot_general %489, %395, batching_dims = [0] x [0], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<32x4xf32>) -> tensor<32x64x4xf32>
    %492 = stablehlo.transpose %491, dims = [2, 0, 1] : (tensor<32x64x4xf32>) -> tensor<4x32x64xf32>
    %493 = stablehlo.dot_general %492, %430, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x32x64xf32>, tensor<4x32x128xf32>) -> tensor<4x64x128xf32>
    %494 = stablehlo.transpose %493, dims = [0, 2, 1] : (tensor<4x64x128xf32>) -> tensor<4x128x64xf32>
    %495 = stablehlo.dot_general %492, %arg12, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x32x64xf32>, tensor<4x128x64xf32>) -> tensor<4x32x128xf32>
    %496 = stablehlo.multiply %427, %495 : tensor<4x32x128xf32>
    %497 = stablehlo.multiply %495, %429 : tensor<4x32x128xf32>
    %498 = stablehlo.multiply %403, %497 : tensor<4x32x128xf32>
    %499 = stablehlo.multiply %497, %423 : tensor<4x32x128xf32>
    %500 = stablehlo.multiply %498, %426 : tensor<4x32x128xf32>
    %cst_98 = stablehlo.constant dense<1.702000e+00> : tensor<f32>
    %501 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %502 = stablehlo.multiply %501, %500 : tensor<4x32x128xf32>
    %503 = stablehlo.add %499, %502 : tensor<4x32x128xf32>
    %504 = call @clip_3(%415#1, %415#2, %496) : (tensor<4x32x128xf32>, tensor<4x32x128xf32>, tensor<4x32x128xf32>) -> tensor<4x32x128xf32>
    %cst_99 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %505 = stablehlo.pad %504, %cst_99, low = [0, 0, 1], high = [0, 0, 0], interior = [0, 0, 1] : (tensor<4x32x128xf32>, tensor<f32>) -> tensor<4x32x256xf32>
    %506 = stablehlo.multiply %503, %413 : tensor<4x32x128xf32>
    %cst_100 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %507 = stablehlo.pad %506, %cst_100, low = [0, 0, 0], high = [0, 0, 1], interior = [0, 0, 1] : (tensor<4x32x128xf32>, tensor<f32>) -> tensor<4x32x256xf32>
    %508 = stablehlo.add %505, %507 : tensor<4x32x256xf32>
    %cst_101 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %509 = stablehlo.reduce(%508 init: %cst_101) applies stablehlo.add across dimensions = [1] : (tensor<4x32x256xf32>, tensor<f32>) -> tensor<4x256xf32>
    %510 = stablehlo.reshape %509 : (tensor<4x256xf32>) -> tensor<4x1x256xf32>
    %cst_102 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %511 = stablehlo.reduce(%510 init: %cst_102) applies stablehlo.add across dimensions = [1] : (tensor<4x1x256xf32>, tensor<f32>) -> tensor<4x256xf32>
    %512 = stablehlo.transpose %508, dims = [0, 2, 1] : (tensor<4x32x256xf32>) -> tensor<4x256x32xf32>
    %513 = stablehlo.dot_general %512, %arg10, contracting_dims = [0, 1] x [0, 2], precision = [DEFAULT, DEFAULT] : (tensor<4x256x32xf32>, tensor<4x64x256xf32>) -> tensor<32x64xf32>
    %514 = stablehlo.dot_general %512, %371, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x256x32xf32>, tensor<32x64xf32>) -> tensor<4x256x64xf32>
    %515 = stablehlo.transpose %514, dims = [0, 2, 1] : (tensor<4x256x64xf32>) -> tensor<4x64x256xf32>
    %516 = stablehlo.broadcast_in_dim %490, dims = [0, 2] : (tensor<32x4xf32>) -> tensor<32x2x4xf32>
    %517 = stablehlo.multiply %391, %516 : tensor<32x2x4xf32>
    %cst_103 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %518 = stablehlo.reduce(%517 init: %cst_103) applies stablehlo.add across dimensions = [2] : (tensor<32x2x4xf32>, tensor<f32>) -> tensor<32x2xf32>
    %519 = stablehlo.reshape %518 : (tensor<32x2xf32>) -> tensor<32x2x1xf32>
    %cst_104 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %520 = stablehlo.reduce(%519 init: %cst_104) applies stablehlo.add across dimensions = [2] : (tensor<32x2x1xf32>, tensor<f32>) -> tensor<32x2xf32>
    %521 = stablehlo.broadcast_in_dim %390, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x2xf32>
    %522 = stablehlo.multiply %520, %521 : tensor<32x2xf32>
    %523 = stablehlo.multiply %522, %383 : tensor<32x2xf32>
    %cst_105 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %524 = stablehlo.reduce(%523 init: %cst_105) applies stablehlo.add across dimensions = [1] : (tensor<32x2xf32>, tensor<f32>) -> tensor<32xf32>
    %525 = stablehlo.reshape %524 : (tensor<32xf32>) -> tensor<32x1xf32>
    %526 = stablehlo.negate %525 : tensor<32x1xf32>
    %527 = stablehlo.broadcast_in_dim %385, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x2xf32>
    %528 = stablehlo.divide %520, %527 : tensor<32x2xf32>
    %cst_106 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %529 = stablehlo.reduce(%526 init: %cst_106) applies stablehlo.add across dimensions = [1] : (tensor<32x1xf32>, tensor<f32>) -> tensor<32xf32>
    %530 = stablehlo.broadcast_in_dim %529, dims = [0] : (tensor<32xf32>) -> tensor<32x2xf32>
    %531 = stablehlo.add %528, %530 : tensor<32x2xf32>
    %532 = stablehlo.multiply %531, %383 : tensor<32x2xf32>
    %cst_107 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %533 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<32x4xf32>
    %534 = "stablehlo.scatter"(%533, %376, %532) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg28: tensor<f32>, %arg29: tensor<f32>):
      %925 = stablehlo.add %arg28, %arg29 : tensor<f32>
      stablehlo.return %925 : tensor<f32>
    }) : (tensor<32x4xf32>, tensor<32x2x1xi32>, tensor<32x2xf32>) -> tensor<32x4xf32>
    %cst_108 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %535 = stablehlo.reduce(%534 init: %cst_108) applies stablehlo.add across dimensions = [0] : (tensor<32x4xf32>, tensor<f32>) -> tensor<4xf32>
    %536 = stablehlo.reshape %535 : (tensor<4xf32>) -> tensor<1x4xf32>
    %537 = stablehlo.reshape %536 : (tensor<1x4xf32>) -> tensor<4xf32>
    %538 = stablehlo.dot_general %534, %371, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x4xf32>, tensor<32x64xf32>) -> tensor<4x64xf32>
    %539 = stablehlo.transpose %538, dims = [1, 0] : (tensor<4x64xf32>) -> tensor<64x4xf32>
    %540 = stablehlo.dot_general %534, %arg6, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x4xf32>, tensor<64x4xf32>) -> tensor<32x64xf32>
    %541 = stablehlo.add %513, %540 : tensor<32x64xf32>
    %542 = stablehlo.reshape %541 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %543 = stablehlo.multiply %367, %542 : tensor<2x16x64xf32>
    %cst_109 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %544 = stablehlo.reduce(%543 init: %cst_109) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %545 = stablehlo.reshape %544 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %546 = stablehlo.broadcast_in_dim %368, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %547 = stablehlo.multiply %542, %546 : tensor<2x16x64xf32>
    %cst_110 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %548 = stablehlo.reduce(%545 init: %cst_110) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %549 = stablehlo.multiply %352, %547 : tensor<2x16x64xf32>
    %cst_111 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %550 = stablehlo.reduce(%549 init: %cst_111) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %551 = stablehlo.reshape %550 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %552 = stablehlo.broadcast_in_dim %362, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %553 = stablehlo.multiply %547, %552 : tensor<2x16x64xf32>
    %554 = stablehlo.add %488, %553 : tensor<2x16x64xf32>
    %555 = stablehlo.multiply %551, %365 : tensor<2x16x1xf32>
    %cst_112 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %556 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %557 = stablehlo.divide %555, %556 : tensor<2x16x1xf32>
    %cst_113 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %558 = stablehlo.reduce(%557 init: %cst_113) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %559 = stablehlo.broadcast_in_dim %558, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %560 = stablehlo.multiply %559, %355 : tensor<2x16x64xf32>
    %561 = stablehlo.add %554, %560 : tensor<2x16x64xf32>
    %cst_114 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %562 = stablehlo.reduce(%561 init: %cst_114) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %563 = stablehlo.reshape %562 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %564 = stablehlo.reshape %563 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %565 = stablehlo.dot_general %561, %347, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x16x64xf32>) -> tensor<64x64xf32>
    %566 = stablehlo.transpose %565, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %567 = stablehlo.dot_general %561, %arg19, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %568 = stablehlo.reshape %567 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %569 = stablehlo.transpose %568, dims = [0, 2, 3, 1] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %570 = stablehlo.dot_general %569, %311, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %571 = stablehlo.dot_general %569, %344, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %572 = stablehlo.transpose %571, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %cst_115 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %573 = stablehlo.pad %570, %cst_115, low = [0, 0, 0, 0], high = [0, 0, 0, 1], interior = [0, 0, 0, 0] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16x17xf32>
    %574 = stablehlo.broadcast_in_dim %343, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x17xf32>
    %575 = stablehlo.multiply %573, %574 : tensor<2x4x16x17xf32>
    %576 = stablehlo.multiply %575, %336 : tensor<2x4x16x17xf32>
    %cst_116 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %577 = stablehlo.reduce(%576 init: %cst_116) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x17xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %578 = stablehlo.reshape %577 : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %579 = stablehlo.negate %578 : tensor<2x4x16x1xf32>
    %580 = stablehlo.broadcast_in_dim %338, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x17xf32>
    %581 = stablehlo.divide %573, %580 : tensor<2x4x16x17xf32>
    %cst_117 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %582 = stablehlo.reduce(%579 init: %cst_117) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x1xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %583 = stablehlo.broadcast_in_dim %582, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x17xf32>
    %584 = stablehlo.add %581, %583 : tensor<2x4x16x17xf32>
    %585 = stablehlo.multiply %584, %336 : tensor<2x4x16x17xf32>
    %586 = stablehlo.slice %585 [0:2, 0:4, 0:16, 0:16] : (tensor<2x4x16x17xf32>) -> tensor<2x4x16x16xf32>
    %587 = stablehlo.slice %585 [0:2, 0:4, 0:16, 16:17] : (tensor<2x4x16x17xf32>) -> tensor<2x4x16x1xf32>
    %cst_118 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %588 = stablehlo.reduce(%587 init: %cst_118) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x4x16x1xf32>, tensor<f32>) -> tensor<4xf32>
    %589 = stablehlo.broadcast_in_dim %588, dims = [1] : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %cst_119 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %590 = stablehlo.reduce(%589 init: %cst_119) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<1x4x1x1xf32>, tensor<f32>) -> tensor<4xf32>
    %cst_120 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %591 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %592 = stablehlo.multiply %586, %591 : tensor<2x4x16x16xf32>
    %593 = stablehlo.dot_general %592, %274, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %594 = stablehlo.transpose %593, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %595 = stablehlo.dot_general %592, %309, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %596 = stablehlo.transpose %595, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %597 = stablehlo.reshape %572 : (tensor<2x16x4x16xf32>) -> tensor<2x16x2x2x16xf32>
    %cst_121 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %598 = stablehlo.reduce(%597 init: %cst_121) applies stablehlo.add across dimensions = [3] : (tensor<2x16x2x2x16xf32>, tensor<f32>) -> tensor<2x16x2x16xf32>
    %599 = stablehlo.reshape %594 : (tensor<2x16x4x16xf32>) -> tensor<2x16x2x2x16xf32>
    %cst_122 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %600 = stablehlo.reduce(%599 init: %cst_122) applies stablehlo.add across dimensions = [3] : (tensor<2x16x2x2x16xf32>, tensor<f32>) -> tensor<2x16x2x16xf32>
    %601 = stablehlo.reshape %598 : (tensor<2x16x2x16xf32>) -> tensor<2x16x32xf32>
    %cst_123 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %602 = stablehlo.pad %601, %cst_123, low = [0, 0, 96], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16x128xf32>
    %603 = stablehlo.slice %600 [0:2, 0:16, 0:2, 0:8] : (tensor<2x16x2x16xf32>) -> tensor<2x16x2x8xf32>
    %604 = stablehlo.slice %600 [0:2, 0:16, 0:2, 8:16] : (tensor<2x16x2x16xf32>) -> tensor<2x16x2x8xf32>
    %605 = stablehlo.broadcast_in_dim %291, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x2x8xf32>
    %606 = stablehlo.multiply %604, %605 : tensor<2x16x2x8xf32>
    %607 = stablehlo.broadcast_in_dim %292, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x2x8xf32>
    %608 = stablehlo.multiply %604, %607 : tensor<2x16x2x8xf32>
    %609 = stablehlo.negate %603 : tensor<2x16x2x8xf32>
    %610 = stablehlo.broadcast_in_dim %291, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x2x8xf32>
    %611 = stablehlo.multiply %609, %610 : tensor<2x16x2x8xf32>
    %612 = stablehlo.add %608, %611 : tensor<2x16x2x8xf32>
    %613 = stablehlo.broadcast_in_dim %292, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x2x8xf32>
    %614 = stablehlo.multiply %603, %613 : tensor<2x16x2x8xf32>
    %615 = stablehlo.add %606, %614 : tensor<2x16x2x8xf32>
    %cst_124 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %616 = stablehlo.pad %612, %cst_124, low = [0, 0, 0, 8], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x16x2x8xf32>, tensor<f32>) -> tensor<2x16x2x16xf32>
    %cst_125 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %617 = stablehlo.pad %615, %cst_125, low = [0, 0, 0, 0], high = [0, 0, 0, 8], interior = [0, 0, 0, 0] : (tensor<2x16x2x8xf32>, tensor<f32>) -> tensor<2x16x2x16xf32>
    %618 = stablehlo.add %616, %617 : tensor<2x16x2x16xf32>
    %619 = stablehlo.reshape %618 : (tensor<2x16x2x16xf32>) -> tensor<2x16x32xf32>
    %cst_126 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %620 = stablehlo.pad %619, %cst_126, low = [0, 0, 64], high = [0, 0, 32], interior = [0, 0, 0] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16x128xf32>
    %621 = stablehlo.add %602, %620 : tensor<2x16x128xf32>
    %622 = stablehlo.slice %596 [0:2, 0:16, 0:4, 0:8] : (tensor<2x16x4x16xf32>) -> tensor<2x16x4x8xf32>
    %623 = stablehlo.slice %596 [0:2, 0:16, 0:4, 8:16] : (tensor<2x16x4x16xf32>) -> tensor<2x16x4x8xf32>
    %624 = stablehlo.broadcast_in_dim %260, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %625 = stablehlo.multiply %623, %624 : tensor<2x16x4x8xf32>
    %626 = stablehlo.broadcast_in_dim %261, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %627 = stablehlo.multiply %623, %626 : tensor<2x16x4x8xf32>
    %628 = stablehlo.negate %622 : tensor<2x16x4x8xf32>
    %629 = stablehlo.broadcast_in_dim %260, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %630 = stablehlo.multiply %628, %629 : tensor<2x16x4x8xf32>
    %631 = stablehlo.add %627, %630 : tensor<2x16x4x8xf32>
    %632 = stablehlo.broadcast_in_dim %261, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %633 = stablehlo.multiply %622, %632 : tensor<2x16x4x8xf32>
    %634 = stablehlo.add %625, %633 : tensor<2x16x4x8xf32>
    %cst_127 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %635 = stablehlo.pad %631, %cst_127, low = [0, 0, 0, 8], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x16x4x8xf32>, tensor<f32>) -> tensor<2x16x4x16xf32>
    %cst_128 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %636 = stablehlo.pad %634, %cst_128, low = [0, 0, 0, 0], high = [0, 0, 0, 8], interior = [0, 0, 0, 0] : (tensor<2x16x4x8xf32>, tensor<f32>) -> tensor<2x16x4x16xf32>
    %637 = stablehlo.add %635, %636 : tensor<2x16x4x16xf32>
    %638 = stablehlo.reshape %637 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %cst_129 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %639 = stablehlo.pad %638, %cst_129, low = [0, 0, 0], high = [0, 0, 64], interior = [0, 0, 0] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16x128xf32>
    %640 = stablehlo.add %621, %639 : tensor<2x16x128xf32>
    %cst_130 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %641 = stablehlo.reduce(%640 init: %cst_130) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x128xf32>, tensor<f32>) -> tensor<128xf32>
    %642 = stablehlo.reshape %641 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %643 = stablehlo.reshape %642 : (tensor<1x1x128xf32>) -> tensor<128xf32>
    %644 = stablehlo.dot_general %640, %239, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xf32>, tensor<2x16x64xf32>) -> tensor<128x64xf32>
    %645 = stablehlo.transpose %644, dims = [1, 0] : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %646 = stablehlo.dot_general %640, %arg23, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xf32>, tensor<64x128xf32>) -> tensor<2x16x64xf32>
    %647 = stablehlo.multiply %236, %646 : tensor<2x16x64xf32>
    %cst_131 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %648 = stablehlo.reduce(%647 init: %cst_131) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %649 = stablehlo.reshape %648 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %650 = stablehlo.broadcast_in_dim %237, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %651 = stablehlo.multiply %646, %650 : tensor<2x16x64xf32>
    %cst_132 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %652 = stablehlo.reduce(%649 init: %cst_132) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %653 = stablehlo.multiply %221, %651 : tensor<2x16x64xf32>
    %cst_133 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %654 = stablehlo.reduce(%653 init: %cst_133) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %655 = stablehlo.reshape %654 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %656 = stablehlo.broadcast_in_dim %231, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %657 = stablehlo.multiply %651, %656 : tensor<2x16x64xf32>
    %658 = stablehlo.add %561, %657 : tensor<2x16x64xf32>
    %659 = stablehlo.multiply %655, %234 : tensor<2x16x1xf32>
    %cst_134 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %660 = stablehlo.broadcast_in_dim %cst_134, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %661 = stablehlo.divide %659, %660 : tensor<2x16x1xf32>
    %cst_135 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %662 = stablehlo.reduce(%661 init: %cst_135) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %663 = stablehlo.broadcast_in_dim %662, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %664 = stablehlo.multiply %663, %224 : tensor<2x16x64xf32>
    %665 = stablehlo.add %658, %664 : tensor<2x16x64xf32>
    %666 = stablehlo.reshape %665 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %667 = stablehlo.dot_general %666, %218, batching_dims = [0] x [1], contracting_dims = [1] x [2], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<4x32x64xf32>) -> tensor<32x4xf32>
    %668 = stablehlo.dot_general %666, %182, batching_dims = [0] x [0], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<32x4xf32>) -> tensor<32x64x4xf32>
    %669 = stablehlo.transpose %668, dims = [2, 0, 1] : (tensor<32x64x4xf32>) -> tensor<4x32x64xf32>
    %670 = stablehlo.dot_general %669, %217, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x32x64xf32>, tensor<4x32x128xf32>) -> tensor<4x64x128xf32>
    %671 = stablehlo.transpose %670, dims = [0, 2, 1] : (tensor<4x64x128xf32>) -> tensor<4x128x64xf32>
    %672 = stablehlo.dot_general %669, %arg11, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x32x64xf32>, tensor<4x128x64xf32>) -> tensor<4x32x128xf32>
    %673 = stablehlo.multiply %214, %672 : tensor<4x32x128xf32>
    %674 = stablehlo.multiply %672, %216 : tensor<4x32x128xf32>
    %675 = stablehlo.multiply %190, %674 : tensor<4x32x128xf32>
    %676 = stablehlo.multiply %674, %210 : tensor<4x32x128xf32>
    %677 = stablehlo.multiply %675, %213 : tensor<4x32x128xf32>
    %cst_136 = stablehlo.constant dense<1.702000e+00> : tensor<f32>
    %678 = stablehlo.broadcast_in_dim %cst_136, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %679 = stablehlo.multiply %678, %677 : tensor<4x32x128xf32>
    %680 = stablehlo.add %676, %679 : tensor<4x32x128xf32>
    %681 = call @clip_3(%202#1, %202#2, %673) : (tensor<4x32x128xf32>, tensor<4x32x128xf32>, tensor<4x32x128xf32>) -> tensor<4x32x128xf32>
    %cst_137 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %682 = stablehlo.pad %681, %cst_137, low = [0, 0, 1], high = [0, 0, 0], interior = [0, 0, 1] : (tensor<4x32x128xf32>, tensor<f32>) -> tensor<4x32x256xf32>
    %683 = stablehlo.multiply %680, %200 : tensor<4x32x128xf32>
    %cst_138 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %684 = stablehlo.pad %683, %cst_138, low = [0, 0, 0], high = [0, 0, 1], interior = [0, 0, 1] : (tensor<4x32x128xf32>, tensor<f32>) -> tensor<4x32x256xf32>
    %685 = stablehlo.add %682, %684 : tensor<4x32x256xf32>
    %cst_139 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %686 = stablehlo.reduce(%685 init: %cst_139) applies stablehlo.add across dimensions = [1] : (tensor<4x32x256xf32>, tensor<f32>) -> tensor<4x256xf32>
    %687 = stablehlo.reshape %686 : (tensor<4x256xf32>) -> tensor<4x1x256xf32>
    %cst_140 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %688 = stablehlo.reduce(%687 init: %cst_140) applies stablehlo.add across dimensions = [1] : (tensor<4x1x256xf32>, tensor<f32>) -> tensor<4x256xf32>
    %689 = stablehlo.transpose %685, dims = [0, 2, 1] : (tensor<4x32x256xf32>) -> tensor<4x256x32xf32>
    %690 = stablehlo.dot_general %689, %arg9, contracting_dims = [0, 1] x [0, 2], precision = [DEFAULT, DEFAULT] : (tensor<4x256x32xf32>, tensor<4x64x256xf32>) -> tensor<32x64xf32>
    %691 = stablehlo.dot_general %689, %158, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x256x32xf32>, tensor<32x64xf32>) -> tensor<4x256x64xf32>
    %692 = stablehlo.transpose %691, dims = [0, 2, 1] : (tensor<4x256x64xf32>) -> tensor<4x64x256xf32>
    %693 = stablehlo.broadcast_in_dim %667, dims = [0, 2] : (tensor<32x4xf32>) -> tensor<32x2x4xf32>
    %694 = stablehlo.multiply %178, %693 : tensor<32x2x4xf32>
    %cst_141 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %695 = stablehlo.reduce(%694 init: %cst_141) applies stablehlo.add across dimensions = [2] : (tensor<32x2x4xf32>, tensor<f32>) -> tensor<32x2xf32>
    %696 = stablehlo.reshape %695 : (tensor<32x2xf32>) -> tensor<32x2x1xf32>
    %cst_142 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %697 = stablehlo.reduce(%696 init: %cst_142) applies stablehlo.add across dimensions = [2] : (tensor<32x2x1xf32>, tensor<f32>) -> tensor<32x2xf32>
    %698 = stablehlo.broadcast_in_dim %177, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x2xf32>
    %699 = stablehlo.multiply %697, %698 : tensor<32x2xf32>
    %700 = stablehlo.multiply %699, %170 : tensor<32x2xf32>
    %cst_143 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %701 = stablehlo.reduce(%700 init: %cst_143) applies stablehlo.add across dimensions = [1] : (tensor<32x2xf32>, tensor<f32>) -> tensor<32xf32>
    %702 = stablehlo.reshape %701 : (tensor<32xf32>) -> tensor<32x1xf32>
    %703 = stablehlo.negate %702 : tensor<32x1xf32>
    %704 = stablehlo.broadcast_in_dim %172, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x2xf32>
    %705 = stablehlo.divide %697, %704 : tensor<32x2xf32>
    %cst_144 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %706 = stablehlo.reduce(%703 init: %cst_144) applies stablehlo.add across dimensions = [1] : (tensor<32x1xf32>, tensor<f32>) -> tensor<32xf32>
    %707 = stablehlo.broadcast_in_dim %706, dims = [0] : (tensor<32xf32>) -> tensor<32x2xf32>
    %708 = stablehlo.add %705, %707 : tensor<32x2xf32>
    %709 = stablehlo.multiply %708, %170 : tensor<32x2xf32>
    %cst_145 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %710 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f32>) -> tensor<32x4xf32>
    %711 = "stablehlo.scatter"(%710, %163, %709) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg28: tensor<f32>, %arg29: tensor<f32>):
      %925 = stablehlo.add %arg28, %arg29 : tensor<f32>
      stablehlo.return %925 : tensor<f32>
    }) : (tensor<32x4xf32>, tensor<32x2x1xi32>, tensor<32x2xf32>) -> tensor<32x4xf32>
    %cst_146 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %712 = stablehlo.reduce(%711 init: %cst_146) applies stablehlo.add across dimensions = [0] : (tensor<32x4xf32>, tensor<f32>) -> tensor<4xf32>
    %713 = stablehlo.reshape %712 : (tensor<4xf32>) -> tensor<1x4xf32>
    %714 = stablehlo.reshape %713 : (tensor<1x4xf32>) -> tensor<4xf32>
    %715 = stablehlo.dot_general %711, %158, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x4xf32>, tensor<32x64xf32>) -> tensor<4x64xf32>
    %716 = stablehlo.transpose %715, dims = [1, 0] : (tensor<4x64xf32>) -> tensor<64x4xf32>
    %717 = stablehlo.dot_general %711, %arg4, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x4xf32>, tensor<64x4xf32>) -> tensor<32x64xf32>
    %718 = stablehlo.add %690, %717 : tensor<32x64xf32>
    %719 = stablehlo.reshape %718 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %720 = stablehlo.multiply %154, %719 : tensor<2x16x64xf32>
    %cst_147 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %721 = stablehlo.reduce(%720 init: %cst_147) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %722 = stablehlo.reshape %721 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %723 = stablehlo.broadcast_in_dim %155, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %724 = stablehlo.multiply %719, %723 : tensor<2x16x64xf32>
    %cst_148 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %725 = stablehlo.reduce(%722 init: %cst_148) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %726 = stablehlo.multiply %139, %724 : tensor<2x16x64xf32>
    %cst_149 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %727 = stablehlo.reduce(%726 init: %cst_149) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %728 = stablehlo.reshape %727 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %729 = stablehlo.broadcast_in_dim %149, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %730 = stablehlo.multiply %724, %729 : tensor<2x16x64xf32>
    %731 = stablehlo.add %665, %730 : tensor<2x16x64xf32>
    %732 = stablehlo.multiply %728, %152 : tensor<2x16x1xf32>
    %cst_150 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %733 = stablehlo.broadcast_in_dim %cst_150, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %734 = stablehlo.divide %732, %733 : tensor<2x16x1xf32>
    %cst_151 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %735 = stablehlo.reduce(%734 init: %cst_151) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %736 = stablehlo.broadcast_in_dim %735, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %737 = stablehlo.multiply %736, %142 : tensor<2x16x64xf32>
    %738 = stablehlo.add %731, %737 : tensor<2x16x64xf32>
    %cst_152 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %739 = stablehlo.reduce(%738 init: %cst_152) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %740 = stablehlo.reshape %739 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %741 = stablehlo.reshape %740 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %742 = stablehlo.dot_general %738, %134, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x16x64xf32>) -> tensor<64x64xf32>
    %743 = stablehlo.transpose %742, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %744 = stablehlo.dot_general %738, %arg17, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %745 = stablehlo.reshape %744 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %746 = stablehlo.transpose %745, dims = [0, 2, 3, 1] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %747 = stablehlo.dot_general %746, %92, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %748 = stablehlo.dot_general %746, %131, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %749 = stablehlo.transpose %748, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %cst_153 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %750 = stablehlo.pad %747, %cst_153, low = [0, 0, 0, 0], high = [0, 0, 0, 1], interior = [0, 0, 0, 0] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16x17xf32>
    %751 = stablehlo.broadcast_in_dim %130, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x17xf32>
    %752 = stablehlo.multiply %750, %751 : tensor<2x4x16x17xf32>
    %753 = stablehlo.multiply %752, %123 : tensor<2x4x16x17xf32>
    %cst_154 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %754 = stablehlo.reduce(%753 init: %cst_154) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x17xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %755 = stablehlo.reshape %754 : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %756 = stablehlo.negate %755 : tensor<2x4x16x1xf32>
    %757 = stablehlo.broadcast_in_dim %125, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x17xf32>
    %758 = stablehlo.divide %750, %757 : tensor<2x4x16x17xf32>
    %cst_155 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %759 = stablehlo.reduce(%756 init: %cst_155) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x1xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %760 = stablehlo.broadcast_in_dim %759, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x17xf32>
    %761 = stablehlo.add %758, %760 : tensor<2x4x16x17xf32>
    %762 = stablehlo.multiply %761, %123 : tensor<2x4x16x17xf32>
    %763 = stablehlo.slice %762 [0:2, 0:4, 0:16, 0:16] : (tensor<2x4x16x17xf32>) -> tensor<2x4x16x16xf32>
    %764 = stablehlo.slice %762 [0:2, 0:4, 0:16, 16:17] : (tensor<2x4x16x17xf32>) -> tensor<2x4x16x1xf32>
    %cst_156 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %765 = stablehlo.reduce(%764 init: %cst_156) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x4x16x1xf32>, tensor<f32>) -> tensor<4xf32>
    %766 = stablehlo.broadcast_in_dim %765, dims = [1] : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %cst_157 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %767 = stablehlo.reduce(%766 init: %cst_157) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<1x4x1x1xf32>, tensor<f32>) -> tensor<4xf32>
    %cst_158 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %768 = stablehlo.broadcast_in_dim %cst_158, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %769 = stablehlo.multiply %763, %768 : tensor<2x4x16x16xf32>
    %770 = stablehlo.dot_general %769, %55, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %771 = stablehlo.transpose %770, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %772 = stablehlo.dot_general %769, %90, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %773 = stablehlo.transpose %772, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %774 = stablehlo.reshape %749 : (tensor<2x16x4x16xf32>) -> tensor<2x16x2x2x16xf32>
    %cst_159 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %775 = stablehlo.reduce(%774 init: %cst_159) applies stablehlo.add across dimensions = [3] : (tensor<2x16x2x2x16xf32>, tensor<f32>) -> tensor<2x16x2x16xf32>
    %776 = stablehlo.reshape %771 : (tensor<2x16x4x16xf32>) -> tensor<2x16x2x2x16xf32>
    %cst_160 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %777 = stablehlo.reduce(%776 init: %cst_160) applies stablehlo.add across dimensions = [3] : (tensor<2x16x2x2x16xf32>, tensor<f32>) -> tensor<2x16x2x16xf32>
    %778 = stablehlo.reshape %775 : (tensor<2x16x2x16xf32>) -> tensor<2x16x32xf32>
    %cst_161 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %779 = stablehlo.pad %778, %cst_161, low = [0, 0, 96], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16x128xf32>
    %780 = stablehlo.slice %777 [0:2, 0:16, 0:2, 0:8] : (tensor<2x16x2x16xf32>) -> tensor<2x16x2x8xf32>
    %781 = stablehlo.slice %777 [0:2, 0:16, 0:2, 8:16] : (tensor<2x16x2x16xf32>) -> tensor<2x16x2x8xf32>
    %782 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x2x8xf32>
    %783 = stablehlo.multiply %781, %782 : tensor<2x16x2x8xf32>
    %784 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x2x8xf32>
    %785 = stablehlo.multiply %781, %784 : tensor<2x16x2x8xf32>
    %786 = stablehlo.negate %780 : tensor<2x16x2x8xf32>
    %787 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x2x8xf32>
    %788 = stablehlo.multiply %786, %787 : tensor<2x16x2x8xf32>
    %789 = stablehlo.add %785, %788 : tensor<2x16x2x8xf32>
    %790 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x2x8xf32>
    %791 = stablehlo.multiply %780, %790 : tensor<2x16x2x8xf32>
    %792 = stablehlo.add %783, %791 : tensor<2x16x2x8xf32>
    %cst_162 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %793 = stablehlo.pad %789, %cst_162, low = [0, 0, 0, 8], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x16x2x8xf32>, tensor<f32>) -> tensor<2x16x2x16xf32>
    %cst_163 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %794 = stablehlo.pad %792, %cst_163, low = [0, 0, 0, 0], high = [0, 0, 0, 8], interior = [0, 0, 0, 0] : (tensor<2x16x2x8xf32>, tensor<f32>) -> tensor<2x16x2x16xf32>
    %795 = stablehlo.add %793, %794 : tensor<2x16x2x16xf32>
    %796 = stablehlo.reshape %795 : (tensor<2x16x2x16xf32>) -> tensor<2x16x32xf32>
    %cst_164 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %797 = stablehlo.pad %796, %cst_164, low = [0, 0, 64], high = [0, 0, 32], interior = [0, 0, 0] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16x128xf32>
    %798 = stablehlo.add %779, %797 : tensor<2x16x128xf32>
    %799 = stablehlo.slice %773 [0:2, 0:16, 0:4, 0:8] : (tensor<2x16x4x16xf32>) -> tensor<2x16x4x8xf32>
    %800 = stablehlo.slice %773 [0:2, 0:16, 0:4, 8:16] : (tensor<2x16x4x16xf32>) -> tensor<2x16x4x8xf32>
    %801 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %802 = stablehlo.multiply %800, %801 : tensor<2x16x4x8xf32>
    %803 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %804 = stablehlo.multiply %800, %803 : tensor<2x16x4x8xf32>
    %805 = stablehlo.negate %799 : tensor<2x16x4x8xf32>
    %806 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %807 = stablehlo.multiply %805, %806 : tensor<2x16x4x8xf32>
    %808 = stablehlo.add %804, %807 : tensor<2x16x4x8xf32>
    %809 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %810 = stablehlo.multiply %799, %809 : tensor<2x16x4x8xf32>
    %811 = stablehlo.add %802, %810 : tensor<2x16x4x8xf32>
    %cst_165 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %812 = stablehlo.pad %808, %cst_165, low = [0, 0, 0, 8], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x16x4x8xf32>, tensor<f32>) -> tensor<2x16x4x16xf32>
    %cst_166 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %813 = stablehlo.pad %811, %cst_166, low = [0, 0, 0, 0], high = [0, 0, 0, 8], interior = [0, 0, 0, 0] : (tensor<2x16x4x8xf32>, tensor<f32>) -> tensor<2x16x4x16xf32>
    %814 = stablehlo.add %812, %813 : tensor<2x16x4x16xf32>
    %815 = stablehlo.reshape %814 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %cst_167 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %816 = stablehlo.pad %815, %cst_167, low = [0, 0, 0], high = [0, 0, 64], interior = [0, 0, 0] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16x128xf32>
    %817 = stablehlo.add %798, %816 : tensor<2x16x128xf32>
    %cst_168 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %818 = stablehlo.reduce(%817 init: %cst_168) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x128xf32>, tensor<f32>) -> tensor<128xf32>
    %819 = stablehlo.reshape %818 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %820 = stablehlo.reshape %819 : (tensor<1x1x128xf32>) -> tensor<128xf32>
    %821 = stablehlo.dot_general %817, %20, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xf32>, tensor<2x16x64xf32>) -> tensor<128x64xf32>
    %822 = stablehlo.transpose %821, dims = [1, 0] : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %823 = stablehlo.dot_general %817, %arg21, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xf32>, tensor<64x128xf32>) -> tensor<2x16x64xf32>
    %824 = stablehlo.multiply %17, %823 : tensor<2x16x64xf32>
    %cst_169 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %825 = stablehlo.reduce(%824 init: %cst_169) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %826 = stablehlo.reshape %825 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %827 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %828 = stablehlo.multiply %823, %827 : tensor<2x16x64xf32>
    %cst_170 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %829 = stablehlo.reduce(%826 init: %cst_170) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %830 = stablehlo.multiply %0#0, %828 : tensor<2x16x64xf32>
    %cst_171 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %831 = stablehlo.reduce(%830 init: %cst_171) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %832 = stablehlo.reshape %831 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %833 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %834 = stablehlo.multiply %828, %833 : tensor<2x16x64xf32>
    %835 = stablehlo.add %738, %834 : tensor<2x16x64xf32>
    %836 = stablehlo.multiply %832, %15 : tensor<2x16x1xf32>
    %cst_172 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %837 = stablehlo.broadcast_in_dim %cst_172, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %838 = stablehlo.divide %836, %837 : tensor<2x16x1xf32>
    %cst_173 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %839 = stablehlo.reduce(%838 init: %cst_173) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %840 = stablehlo.broadcast_in_dim %839, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %841 = stablehlo.multiply %840, %5 : tensor<2x16x64xf32>
    %842 = stablehlo.add %835, %841 : tensor<2x16x64xf32>
    %843 = call @_take_4(%0#1, %842) : (tensor<2x16x1xi32>, tensor<2x16x64xf32>) -> tensor<128x64xf32>
    %cst_174 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %844 = stablehlo.broadcast_in_dim %cst_174, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %845 = stablehlo.multiply %844, %829 : tensor<64xf32>
    %846 = stablehlo.subtract %arg0, %845 : tensor<64xf32>
    %cst_175 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %847 = stablehlo.broadcast_in_dim %cst_175, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %848 = stablehlo.multiply %847, %652 : tensor<64xf32>
    %849 = stablehlo.subtract %arg1, %848 : tensor<64xf32>
    %cst_176 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %850 = stablehlo.broadcast_in_dim %cst_176, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %851 = stablehlo.multiply %850, %843 : tensor<128x64xf32>
    %852 = stablehlo.subtract %arg2, %851 : tensor<128x64xf32>
    %cst_177 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %853 = stablehlo.broadcast_in_dim %cst_177, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %854 = stablehlo.multiply %853, %714 : tensor<4xf32>
    %855 = stablehlo.subtract %arg3, %854 : tensor<4xf32>
    %cst_178 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %856 = stablehlo.broadcast_in_dim %cst_178, dims = [] : (tensor<f32>) -> tensor<64x4xf32>
    %857 = stablehlo.multiply %856, %716 : tensor<64x4xf32>
    %858 = stablehlo.subtract %arg4, %857 : tensor<64x4xf32>
    %cst_179 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %859 = stablehlo.broadcast_in_dim %cst_179, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %860 = stablehlo.multiply %859, %537 : tensor<4xf32>
    %861 = stablehlo.subtract %arg5, %860 : tensor<4xf32>
    %cst_180 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %862 = stablehlo.broadcast_in_dim %cst_180, dims = [] : (tensor<f32>) -> tensor<64x4xf32>
    %863 = stablehlo.multiply %862, %539 : tensor<64x4xf32>
    %864 = stablehlo.subtract %arg6, %863 : tensor<64x4xf32>
    %cst_181 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %865 = stablehlo.broadcast_in_dim %cst_181, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %866 = stablehlo.multiply %865, %688 : tensor<4x256xf32>
    %867 = stablehlo.subtract %arg7, %866 : tensor<4x256xf32>
    %cst_182 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %868 = stablehlo.broadcast_in_dim %cst_182, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %869 = stablehlo.multiply %868, %511 : tensor<4x256xf32>
    %870 = stablehlo.subtract %arg8, %869 : tensor<4x256xf32>
    %cst_183 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %871 = stablehlo.broadcast_in_dim %cst_183, dims = [] : (tensor<f32>) -> tensor<4x64x256xf32>
    %872 = stablehlo.multiply %871, %692 : tensor<4x64x256xf32>
    %873 = stablehlo.subtract %arg9, %872 : tensor<4x64x256xf32>
    %cst_184 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %874 = stablehlo.broadcast_in_dim %cst_184, dims = [] : (tensor<f32>) -> tensor<4x64x256xf32>
    %875 = stablehlo.multiply %874, %515 : tensor<4x64x256xf32>
    %876 = stablehlo.subtract %arg10, %875 : tensor<4x64x256xf32>
    %cst_185 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %877 = stablehlo.broadcast_in_dim %cst_185, dims = [] : (tensor<f32>) -> tensor<4x128x64xf32>
    %878 = stablehlo.multiply %877, %671 : tensor<4x128x64xf32>
    %879 = stablehlo.subtract %arg11, %878 : tensor<4x128x64xf32>
    %cst_186 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %880 = stablehlo.broadcast_in_dim %cst_186, dims = [] : (tensor<f32>) -> tensor<4x128x64xf32>
    %881 = stablehlo.multiply %880, %494 : tensor<4x128x64xf32>
    %882 = stablehlo.subtract %arg12, %881 : tensor<4x128x64xf32>
    %cst_187 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %883 = stablehlo.broadcast_in_dim %cst_187, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %884 = stablehlo.multiply %883, %725 : tensor<64xf32>
    %885 = stablehlo.subtract %arg13, %884 : tensor<64xf32>
    %cst_188 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %886 = stablehlo.broadcast_in_dim %cst_188, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %887 = stablehlo.multiply %886, %548 : tensor<64xf32>
    %888 = stablehlo.subtract %arg14, %887 : tensor<64xf32>
    %cst_189 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %889 = stablehlo.broadcast_in_dim %cst_189, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %890 = stablehlo.multiply %889, %476 : tensor<64xf32>
    %891 = stablehlo.subtract %arg15, %890 : tensor<64xf32>
    %cst_190 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %892 = stablehlo.broadcast_in_dim %cst_190, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %893 = stablehlo.multiply %892, %741 : tensor<64xf32>
    %894 = stablehlo.subtract %arg16, %893 : tensor<64xf32>
    %cst_191 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %895 = stablehlo.broadcast_in_dim %cst_191, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %896 = stablehlo.multiply %895, %743 : tensor<64x64xf32>
    %897 = stablehlo.subtract %arg17, %896 : tensor<64x64xf32>
    %cst_192 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %898 = stablehlo.broadcast_in_dim %cst_192, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %899 = stablehlo.multiply %898, %564 : tensor<64xf32>
    %900 = stablehlo.subtract %arg18, %899 : tensor<64xf32>
    %cst_193 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %901 = stablehlo.broadcast_in_dim %cst_193, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %902 = stablehlo.multiply %901, %566 : tensor<64x64xf32>
    %903 = stablehlo.subtract %arg19, %902 : tensor<64x64xf32>
    %cst_194 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %904 = stablehlo.broadcast_in_dim %cst_194, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %905 = stablehlo.multiply %904, %820 : tensor<128xf32>
    %906 = stablehlo.subtract %arg20, %905 : tensor<128xf32>
    %cst_195 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %907 = stablehlo.broadcast_in_dim %cst_195, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %908 = stablehlo.multiply %907, %822 : tensor<64x128xf32>
    %909 = stablehlo.subtract %arg21, %908 : tensor<64x128xf32>
    %cst_196 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %910 = stablehlo.broadcast_in_dim %cst_196, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %911 = stablehlo.multiply %910, %643 : tensor<128xf32>
    %912 = stablehlo.subtract %arg22, %911 : tensor<128xf32>
    %cst_197 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %913 = stablehlo.broadcast_in_dim %cst_197, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %914 = stablehlo.multiply %913, %645 : tensor<64x128xf32>
    %915 = stablehlo.subtract %arg23, %914 : tensor<64x128xf32>
    %cst_198 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %916 = stablehlo.broadcast_in_dim %cst_198, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %917 = stablehlo.multiply %916, %767 : tensor<4xf32>
    %918 = stablehlo.subtract %arg24, %917 : tensor<4xf32>
    %cst_199 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %919 = stablehlo.broadcast_in_dim %cst_199, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %920 = stablehlo.multiply %919, %590 : tensor<4xf32>
    %921 = stablehlo.subtract %arg25, %920 : tensor<4xf32>
    %cst_200 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %922 = stablehlo.broadcast_in_dim %cst_200, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %923 = stablehlo.multiply %922, %469 : tensor<64x128xf32>
    %924 = stablehlo.subtract %arg26, %923 : tensor<64x128xf32>
    return %461, %846, %849, %852, %855, %858, %861, %864, %867, %870, %873, %876, %879, %882, %885, %888, %891, %894, %897, %900, %903, %906, %909, %912, %915, %918, %921, %924 : tensor<f32>, tensor<64xf32>, tensor<64xf32>, tensor<128x64xf32>, tensor<4xf32>, tensor<64x4xf32>, tensor<4xf32>, tensor<64x4xf32>, tensor<4x256xf32>, tensor<4x256xf32>, tensor<4x64x256xf32>, tensor<4x64x256xf32>, tensor<4x128x64xf32>, tensor<4x128x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<128xf32>, tensor<64x128xf32>, tensor<128xf32>, tensor<64x128xf32>, tensor<4xf32>, tensor<4xf32>, tensor<64x128xf32>
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
  func.func private @_where_0(%arg0: tensor<16x16xi1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<16x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %2 = stablehlo.select %arg0, %0, %1 : tensor<16x16xi1>, tensor<16x16xf32>
    return %2 : tensor<16x16xf32>
  }
  func.func private @_one_hot(%arg0: tensor<32x2xi32>) -> tensor<32x2x4xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<32x2xi32>) -> tensor<32x2x1xi32>
    %1 = stablehlo.iota dim = 2 : tensor<1x1x4xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<32x2x1xi32>) -> tensor<32x2x4xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<1x1x4xi32>) -> tensor<32x2x4xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<32x2x4xi32>, tensor<32x2x4xi32>) -> tensor<32x2x4xi1>
    %5 = stablehlo.convert %4 : (tensor<32x2x4xi1>) -> tensor<32x2x4xf32>
    return %5 : tensor<32x2x4xf32>
  }
  func.func private @clip(%arg0: tensor<4x32x128xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> (tensor<4x32x128xf32>, tensor<4x32x128xf32>, tensor<4x32x128xf32>) {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<4x32x128xf32>
    %3 = stablehlo.compare EQ, %arg0, %2, FLOAT : (tensor<4x32x128xf32>, tensor<4x32x128xf32>) -> tensor<4x32x128xi1>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %6 = stablehlo.select %3, %4, %5 : tensor<4x32x128xi1>, tensor<4x32x128xf32>
    %7 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %8 = stablehlo.compare EQ, %7, %2, FLOAT : (tensor<4x32x128xf32>, tensor<4x32x128xf32>) -> tensor<4x32x128xi1>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %11 = stablehlo.select %8, %9, %10 : tensor<4x32x128xi1>, tensor<4x32x128xf32>
    %12 = stablehlo.divide %6, %11 : tensor<4x32x128xf32>
    %13 = stablehlo.convert %arg2 : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %15 = stablehlo.minimum %14, %2 : tensor<4x32x128xf32>
    %16 = stablehlo.compare EQ, %2, %15, FLOAT : (tensor<4x32x128xf32>, tensor<4x32x128xf32>) -> tensor<4x32x128xi1>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %19 = stablehlo.select %16, %17, %18 : tensor<4x32x128xi1>, tensor<4x32x128xf32>
    %20 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %21 = stablehlo.compare EQ, %20, %15, FLOAT : (tensor<4x32x128xf32>, tensor<4x32x128xf32>) -> tensor<4x32x128xi1>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %24 = stablehlo.select %21, %22, %23 : tensor<4x32x128xi1>, tensor<4x32x128xf32>
    %25 = stablehlo.divide %19, %24 : tensor<4x32x128xf32>
    return %15, %12, %25 : tensor<4x32x128xf32>, tensor<4x32x128xf32>, tensor<4x32x128xf32>
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
  func.func private @clip_3(%arg0: tensor<4x32x128xf32>, %arg1: tensor<4x32x128xf32>, %arg2: tensor<4x32x128xf32>) -> tensor<4x32x128xf32> {
    %0 = stablehlo.multiply %arg2, %arg1 : tensor<4x32x128xf32>
    %1 = stablehlo.multiply %0, %arg0 : tensor<4x32x128xf32>
    return %1 : tensor<4x32x128xf32>
  }
  func.func private @_take_4(%arg0: tensor<2x16x1xi32>, %arg1: tensor<2x16x64xf32>) -> tensor<128x64xf32> {
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
