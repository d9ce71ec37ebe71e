module @jit_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<128xf32>, %arg1: tensor<64x128xf32>, %arg2: tensor<128xf32>, %arg3: tensor<64x128xf32>, %arg4: tensor<64xf32>, %arg5: tensor<128x64xf32>, %arg6: tensor<64xf32>, %arg7: tensor<128x64xf32>, %arg8: tensor<64x64xf32>, %arg9: tensor<64x64xf32>, %arg10: tensor<128xf32>, %arg11: tensor<64x128xf32>, %arg12: tensor<64xf32>, %arg13: tensor<64xf32>, %arg14: tensor<64xf32>, %arg15: tensor<64xf32>, %arg16: tensor<64xf32>, %arg17: tensor<64xf32>, %arg18: tensor<64x64xf32>, %arg19: tensor<64x64xf32>, %arg20: tensor<64x64xf32>, %arg21: tensor<64x64xf32>, %arg22: tensor<64x64xf32>, %arg23: tensor<64x64xf32>, %arg24: tensor<128x64xf32>, %arg25: tensor<2x16xi32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<128xf32> {jax.result_info = "result[1]['params']['fc_in_0']['bias']"}, tensor<64x128xf32> {jax.result_info = "result[1]['params']['fc_in_0']['kernel']"}, tensor<128xf32> {jax.result_info = "result[1]['params']['fc_in_1']['bias']"}, tensor<64x128xf32> {jax.result_info = "result[1]['params']['fc_in_1']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1]['params']['fc_out_0']['bias']"}, tensor<128x64xf32> {jax.result_info = "result[1]['params']['fc_out_0']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1]['params']['fc_out_1']['bias']"}, tensor<128x64xf32> {jax.result_info = "result[1]['params']['fc_out_1']['kernel']"}, tensor<64x64xf32> {jax.result_info = "result[1]['params']['k_proj_0']['kernel']"}, tensor<64x64xf32> {jax.result_info = "result[1]['params']['k_proj_1']['kernel']"}, tensor<128xf32> {jax.result_info = "result[1]['params']['lm_head']['bias']"}, tensor<64x128xf32> {jax.result_info = "result[1]['params']['lm_head']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1]['params']['ln_1_0']['bias']"}, tensor<64xf32> {jax.result_info = "result[1]['params']['ln_1_0']['scale']"}, tensor<64xf32> {jax.result_info = "result[1]['params']['ln_1_1']['bias']"}, tensor<64xf32> {jax.result_info = "result[1]['params']['ln_1_1']['scale']"}, tensor<64xf32> {jax.result_info = "result[1]['params']['ln_f']['bias']"}, tensor<64xf32> {jax.result_info = "result[1]['params']['ln_f']['scale']"}, tensor<64x64xf32> {jax.result_info = "result[1]['params']['out_proj_0']['kernel']"}, tensor<64x64xf32> {jax.result_info = "result[1]['params']['out_proj_1']['kernel']"}, tensor<64x64xf32> {jax.result_info = "result[1]['params']['q_proj_0']['kernel']"}, tensor<64x64xf32> {jax.result_info = "result[1]['params']['q_proj_1']['kernel']"}, tensor<64x64xf32> {jax.result_info = "result[1]['params']['v_proj_0']['kernel']"}, tensor<64x64xf32> {jax.result_info = "result[1]['params']['v_proj_1']['kernel']"}, tensor<128x64xf32> {jax.result_info = "result[1]['params']['wte']['embedding']"}) {
    %0:2 = call @_take(%arg24, %arg25) : (tensor<128x64xf32>, tensor<2x16xi32>) -> (tensor<2x16x64xf32>, tensor<2x16x1xi32>)
    %1 = stablehlo.iota dim = 0 : tensor<16xi32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<16xi32>) -> tensor<2x16xi32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<16x16xi1>
    %4 = call @tril(%3) : (tensor<16x16xi1>) -> tensor<16x16xi1>
    %5 = chlo.square %0#0 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %7 = stablehlo.multiply %6, %0#0 : tensor<2x16x64xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.reduce(%0#0 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_1 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %10 = stablehlo.divide %8, %9 : tensor<2x16xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%5 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_3 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %13 = stablehlo.divide %11, %12 : tensor<2x16xf32>
    %14 = chlo.square %10 : tensor<2x16xf32> -> tensor<2x16xf32>
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %16 = stablehlo.multiply %15, %10 : tensor<2x16xf32>
    %17 = stablehlo.subtract %13, %14 : tensor<2x16xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %19 = stablehlo.maximum %18, %17 : tensor<2x16xf32>
    %20 = stablehlo.compare EQ, %17, %19, FLOAT : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xi1>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %23 = stablehlo.select %20, %21, %22 : tensor<2x16xi1>, tensor<2x16xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %25 = stablehlo.compare EQ, %24, %19, FLOAT : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xi1>
    %cst_9 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %28 = stablehlo.select %25, %26, %27 : tensor<2x16xi1>, tensor<2x16xf32>
    %29 = stablehlo.divide %23, %28 : tensor<2x16xf32>
    %30 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %31 = stablehlo.broadcast_in_dim %19, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %32 = stablehlo.broadcast_in_dim %30, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %33 = stablehlo.subtract %0#0, %32 : tensor<2x16x64xf32>
    %cst_11 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %35 = stablehlo.add %31, %34 : tensor<2x16x1xf32>
    %36 = stablehlo.rsqrt %35 : tensor<2x16x1xf32>
    %37 = stablehlo.divide %36, %35 : tensor<2x16x1xf32>
    %cst_12 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %39 = stablehlo.multiply %38, %37 : tensor<2x16x1xf32>
    %40 = stablehlo.reshape %arg13 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %41 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %42 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %43 = stablehlo.multiply %41, %42 : tensor<2x16x64xf32>
    %44 = stablehlo.multiply %33, %43 : tensor<2x16x64xf32>
    %45 = stablehlo.reshape %arg12 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %47 = stablehlo.add %44, %46 : tensor<2x16x64xf32>
    %48 = stablehlo.dot_general %47, %arg20, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %49 = stablehlo.reshape %48 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %50 = stablehlo.iota dim = 0 : tensor<4xf32>
    %cst_13 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %52 = stablehlo.multiply %51, %50 : tensor<4xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %54 = stablehlo.add %53, %52 : tensor<4xf32>
    %cst_15 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %56 = stablehlo.divide %54, %55 : tensor<4xf32>
    %cst_16 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %58 = stablehlo.power %57, %56 : tensor<4xf32>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %60 = stablehlo.divide %59, %58 : tensor<4xf32>
    %61 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %62 = stablehlo.convert %61 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %63 = stablehlo.broadcast_in_dim %60, dims = [3] : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %64 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x4xf32>
    %65 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xf32>) -> tensor<2x16x1x4xf32>
    %66 = stablehlo.multiply %64, %65 : tensor<2x16x1x4xf32>
    %67 = stablehlo.sine %66 : tensor<2x16x1x4xf32>
    %68 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 2, 3] : (tensor<2x16x1x4xf32>) -> tensor<2x16x1x4x2xf32>
    %69 = stablehlo.reshape %68 : (tensor<2x16x1x4x2xf32>) -> tensor<2x16x1x8xf32>
    %70 = stablehlo.cosine %66 : tensor<2x16x1x4xf32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2, 3] : (tensor<2x16x1x4xf32>) -> tensor<2x16x1x4x2xf32>
    %72 = stablehlo.reshape %71 : (tensor<2x16x1x4x2xf32>) -> tensor<2x16x1x8xf32>
    %73 = stablehlo.slice %49 [0:2, 0:16, 0:4, 0:8] : (tensor<2x16x4x16xf32>) -> tensor<2x16x4x8xf32>
    %74 = stablehlo.slice %49 [0:2, 0:16, 0:4, 8:16] : (tensor<2x16x4x16xf32>) -> tensor<2x16x4x8xf32>
    %75 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %76 = stablehlo.multiply %73, %75 : tensor<2x16x4x8xf32>
    %77 = stablehlo.slice %73 [0:2, 0:16, 0:4, 1:8:2] : (tensor<2x16x4x8xf32>) -> tensor<2x16x4x4xf32>
    %78 = stablehlo.negate %77 : tensor<2x16x4x4xf32>
    %79 = stablehlo.slice %73 [0:2, 0:16, 0:4, 0:8:2] : (tensor<2x16x4x8xf32>) -> tensor<2x16x4x4xf32>
    %80 = stablehlo.broadcast_in_dim %78, dims = [0, 1, 2, 3] : (tensor<2x16x4x4xf32>) -> tensor<2x16x4x4x1xf32>
    %81 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2, 3] : (tensor<2x16x4x4xf32>) -> tensor<2x16x4x4x1xf32>
    %82 = stablehlo.concatenate %80, %81, dim = 4 : (tensor<2x16x4x4x1xf32>, tensor<2x16x4x4x1xf32>) -> tensor<2x16x4x4x2xf32>
    %83 = stablehlo.reshape %82 : (tensor<2x16x4x4x2xf32>) -> tensor<2x16x4x8xf32>
    %84 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %85 = stablehlo.multiply %83, %84 : tensor<2x16x4x8xf32>
    %86 = stablehlo.add %76, %85 : tensor<2x16x4x8xf32>
    %87 = stablehlo.concatenate %86, %74, dim = 3 : (tensor<2x16x4x8xf32>, tensor<2x16x4x8xf32>) -> tensor<2x16x4x16xf32>
    %88 = stablehlo.dot_general %47, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %89 = stablehlo.reshape %88 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %90 = stablehlo.iota dim = 0 : tensor<4xf32>
    %cst_18 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %92 = stablehlo.multiply %91, %90 : tensor<4xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %94 = stablehlo.add %93, %92 : tensor<4xf32>
    %cst_20 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %96 = stablehlo.divide %94, %95 : tensor<4xf32>
    %cst_21 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %98 = stablehlo.power %97, %96 : tensor<4xf32>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %100 = stablehlo.divide %99, %98 : tensor<4xf32>
    %101 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %102 = stablehlo.convert %101 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %103 = stablehlo.broadcast_in_dim %100, dims = [3] : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %104 = stablehlo.broadcast_in_dim %102, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x4xf32>
    %105 = stablehlo.broadcast_in_dim %103, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xf32>) -> tensor<2x16x1x4xf32>
    %106 = stablehlo.multiply %104, %105 : tensor<2x16x1x4xf32>
    %107 = stablehlo.sine %106 : tensor<2x16x1x4xf32>
    %108 = stablehlo.broadcast_in_dim %107, dims = [0, 1, 2, 3] : (tensor<2x16x1x4xf32>) -> tensor<2x16x1x4x2xf32>
    %109 = stablehlo.reshape %108 : (tensor<2x16x1x4x2xf32>) -> tensor<2x16x1x8xf32>
    %110 = stablehlo.cosine %106 : tensor<2x16x1x4xf32>
    %111 = stablehlo.broadcast_in_dim %110, dims = [0, 1, 2, 3] : (tensor<2x16x1x4xf32>) -> tensor<2x16x1x4x2xf32>
    %112 = stablehlo.reshape %111 : (tensor<2x16x1x4x2xf32>) -> tensor<2x16x1x8xf32>
    %113 = stablehlo.slice %89 [0:2, 0:16, 0:4, 0:8] : (tensor<2x16x4x16xf32>) -> tensor<2x16x4x8xf32>
    %114 = stablehlo.slice %89 [0:2, 0:16, 0:4, 8:16] : (tensor<2x16x4x16xf32>) -> tensor<2x16x4x8xf32>
    %115 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %116 = stablehlo.multiply %113, %115 : tensor<2x16x4x8xf32>
    %117 = stablehlo.slice %113 [0:2, 0:16, 0:4, 1:8:2] : (tensor<2x16x4x8xf32>) -> tensor<2x16x4x4xf32>
    %118 = stablehlo.negate %117 : tensor<2x16x4x4xf32>
    %119 = stablehlo.slice %113 [0:2, 0:16, 0:4, 0:8:2] : (tensor<2x16x4x8xf32>) -> tensor<2x16x4x4xf32>
    %120 = stablehlo.broadcast_in_dim %118, dims = [0, 1, 2, 3] : (tensor<2x16x4x4xf32>) -> tensor<2x16x4x4x1xf32>
    %121 = stablehlo.broadcast_in_dim %119, dims = [0, 1, 2, 3] : (tensor<2x16x4x4xf32>) -> tensor<2x16x4x4x1xf32>
    %122 = stablehlo.concatenate %120, %121, dim = 4 : (tensor<2x16x4x4x1xf32>, tensor<2x16x4x4x1xf32>) -> tensor<2x16x4x4x2xf32>
    %123 = stablehlo.reshape %122 : (tensor<2x16x4x4x2xf32>) -> tensor<2x16x4x8xf32>
    %124 = stablehlo.broadcast_in_dim %109, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %125 = stablehlo.multiply %123, %124 : tensor<2x16x4x8xf32>
    %126 = stablehlo.add %116, %125 : tensor<2x16x4x8xf32>
    %127 = stablehlo.concatenate %126, %114, dim = 3 : (tensor<2x16x4x8xf32>, tensor<2x16x4x8xf32>) -> tensor<2x16x4x16xf32>
    %128 = stablehlo.dot_general %47, %arg22, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %129 = stablehlo.reshape %128 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %130 = stablehlo.dot_general %87, %127, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %cst_23 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %131:2 = call @_where_0(%4, %130, %cst_23) : (tensor<16x16xi1>, tensor<2x4x16x16xf32>, tensor<f32>) -> (tensor<2x4x16x16xf32>, tensor<2x4x16x16xi1>)
    %cst_24 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %132 = stablehlo.sqrt %cst_24 : tensor<f32>
    %133 = stablehlo.broadcast_in_dim %132, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %134 = stablehlo.divide %131#0, %133 : tensor<2x4x16x16xf32>
    %cst_25 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %135 = stablehlo.reduce(%134 init: %cst_25) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %cst_26 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %136 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %137 = stablehlo.maximum %136, %135 : tensor<2x4x16xf32>
    %138 = stablehlo.broadcast_in_dim %137, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %139 = stablehlo.broadcast_in_dim %138, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %140 = stablehlo.subtract %134, %139 : tensor<2x4x16x16xf32>
    %141 = stablehlo.exponential %140 : tensor<2x4x16x16xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %142 = stablehlo.reduce(%141 init: %cst_27) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %143 = stablehlo.broadcast_in_dim %142, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %144 = stablehlo.broadcast_in_dim %143, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %145 = stablehlo.divide %141, %144 : tensor<2x4x16x16xf32>
    %146 = stablehlo.multiply %143, %143 : tensor<2x4x16x1xf32>
    %cst_28 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %147 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<2x4x16x1xf32>
    %148 = stablehlo.divide %147, %146 : tensor<2x4x16x1xf32>
    %149 = stablehlo.dot_general %129, %145, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %150 = stablehlo.transpose %149, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %151 = stablehlo.reshape %150 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %152 = stablehlo.dot_general %151, %arg18, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %153 = stablehlo.dot_general %47, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x128xf32>) -> tensor<2x16x128xf32>
    %154 = stablehlo.reshape %arg0 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %155 = stablehlo.broadcast_in_dim %154, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<2x16x128xf32>
    %156 = stablehlo.add %153, %155 : tensor<2x16x128xf32>
    %cst_29 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %157 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %158 = stablehlo.multiply %157, %156 : tensor<2x16x128xf32>
    %cst_30 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %159 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %160 = stablehlo.power %156, %159 : tensor<2x16x128xf32>
    %cst_31 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %cst_32 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %161 = stablehlo.subtract %cst_31, %cst_32 : tensor<f32>
    %162 = stablehlo.broadcast_in_dim %161, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %163 = stablehlo.power %156, %162 : tensor<2x16x128xf32>
    %cst_33 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %164 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %165 = stablehlo.multiply %164, %163 : tensor<2x16x128xf32>
    %cst_34 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %166 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %167 = stablehlo.multiply %166, %160 : tensor<2x16x128xf32>
    %168 = stablehlo.add %156, %167 : tensor<2x16x128xf32>
    %cst_35 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %169 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %170 = stablehlo.multiply %169, %168 : tensor<2x16x128xf32>
    %171 = stablehlo.tanh %170 : tensor<2x16x128xf32>
    %cst_36 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %172 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %173 = stablehlo.subtract %172, %171 : tensor<2x16x128xf32>
    %cst_37 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %174 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %175 = stablehlo.add %174, %171 : tensor<2x16x128xf32>
    %176 = stablehlo.multiply %158, %175 : tensor<2x16x128xf32>
    %177 = stablehlo.add %0#0, %152 : tensor<2x16x64xf32>
    %178 = stablehlo.dot_general %176, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xf32>, tensor<128x64xf32>) -> tensor<2x16x64xf32>
    %179 = stablehlo.reshape %arg4 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %180 = stablehlo.broadcast_in_dim %179, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %181 = stablehlo.add %178, %180 : tensor<2x16x64xf32>
    %182 = stablehlo.add %177, %181 : tensor<2x16x64xf32>
    %183 = chlo.square %182 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_38 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %184 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %185 = stablehlo.multiply %184, %182 : tensor<2x16x64xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %186 = stablehlo.reduce(%182 init: %cst_39) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_40 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %187 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %188 = stablehlo.divide %186, %187 : tensor<2x16xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %189 = stablehlo.reduce(%183 init: %cst_41) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_42 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %190 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %191 = stablehlo.divide %189, %190 : tensor<2x16xf32>
    %192 = chlo.square %188 : tensor<2x16xf32> -> tensor<2x16xf32>
    %cst_43 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %193 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %194 = stablehlo.multiply %193, %188 : tensor<2x16xf32>
    %195 = stablehlo.subtract %191, %192 : tensor<2x16xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %196 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %197 = stablehlo.maximum %196, %195 : tensor<2x16xf32>
    %198 = stablehlo.compare EQ, %195, %197, FLOAT : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xi1>
    %cst_45 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %199 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %200 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %201 = stablehlo.select %198, %199, %200 : tensor<2x16xi1>, tensor<2x16xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %202 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %203 = stablehlo.compare EQ, %202, %197, FLOAT : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xi1>
    %cst_48 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %204 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %cst_49 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %205 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %206 = stablehlo.select %203, %204, %205 : tensor<2x16xi1>, tensor<2x16xf32>
    %207 = stablehlo.divide %201, %206 : tensor<2x16xf32>
    %208 = stablehlo.broadcast_in_dim %188, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %209 = stablehlo.broadcast_in_dim %197, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %210 = stablehlo.broadcast_in_dim %208, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %211 = stablehlo.subtract %182, %210 : tensor<2x16x64xf32>
    %cst_50 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %212 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %213 = stablehlo.add %209, %212 : tensor<2x16x1xf32>
    %214 = stablehlo.rsqrt %213 : tensor<2x16x1xf32>
    %215 = stablehlo.divide %214, %213 : tensor<2x16x1xf32>
    %cst_51 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %216 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %217 = stablehlo.multiply %216, %215 : tensor<2x16x1xf32>
    %218 = stablehlo.reshape %arg15 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %219 = stablehlo.broadcast_in_dim %214, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %220 = stablehlo.broadcast_in_dim %218, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %221 = stablehlo.multiply %219, %220 : tensor<2x16x64xf32>
    %222 = stablehlo.multiply %211, %221 : tensor<2x16x64xf32>
    %223 = stablehlo.reshape %arg14 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %224 = stablehlo.broadcast_in_dim %223, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %225 = stablehlo.add %222, %224 : tensor<2x16x64xf32>
    %226 = stablehlo.dot_general %225, %arg21, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %227 = stablehlo.reshape %226 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %228 = stablehlo.iota dim = 0 : tensor<4xf32>
    %cst_52 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %229 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %230 = stablehlo.multiply %229, %228 : tensor<4xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %231 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %232 = stablehlo.add %231, %230 : tensor<4xf32>
    %cst_54 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %233 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %234 = stablehlo.divide %232, %233 : tensor<4xf32>
    %cst_55 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %235 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %236 = stablehlo.power %235, %234 : tensor<4xf32>
    %cst_56 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %237 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %238 = stablehlo.divide %237, %236 : tensor<4xf32>
    %239 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %240 = stablehlo.convert %239 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %241 = stablehlo.broadcast_in_dim %238, dims = [3] : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %242 = stablehlo.broadcast_in_dim %240, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x4xf32>
    %243 = stablehlo.broadcast_in_dim %241, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xf32>) -> tensor<2x16x1x4xf32>
    %244 = stablehlo.multiply %242, %243 : tensor<2x16x1x4xf32>
    %245 = stablehlo.sine %244 : tensor<2x16x1x4xf32>
    %246 = stablehlo.broadcast_in_dim %245, dims = [0, 1, 2, 3] : (tensor<2x16x1x4xf32>) -> tensor<2x16x1x4x2xf32>
    %247 = stablehlo.reshape %246 : (tensor<2x16x1x4x2xf32>) -> tensor<2x16x1x8xf32>
    %248 = stablehlo.cosine %244 : tensor<2x16x1x4xf32>
    %249 = stablehlo.broadcast_in_dim %248, dims = [0, 1, 2, 3] : (tensor<2x16x1x4xf32>) -> tensor<2x16x1x4x2xf32>
    %250 = stablehlo.reshape %249 : (tensor<2x16x1x4x2xf32>) -> tensor<2x16x1x8xf32>
    %251 = stablehlo.slice %227 [0:2, 0:16, 0:4, 0:8] : (tensor<2x16x4x16xf32>) -> tensor<2x16x4x8xf32>
    %252 = stablehlo.slice %227 [0:2, 0:16, 0:4, 8:16] : (tensor<2x16x4x16xf32>) -> tensor<2x16x4x8xf32>
    %253 = stablehlo.broadcast_in_dim %250, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %254 = stablehlo.multiply %251, %253 : tensor<2x16x4x8xf32>
    %255 = stablehlo.slice %251 [0:2, 0:16, 0:4, 1:8:2] : (tensor<2x16x4x8xf32>) -> tensor<2x16x4x4xf32>
    %256 = stablehlo.negate %255 : tensor<2x16x4x4xf32>
    %257 = stablehlo.slice %251 [0:2, 0:16, 0:4, 0:8:2] : (tensor<2x16x4x8xf32>) -> tensor<2x16x4x4xf32>
    %258 = stablehlo.broadcast_in_dim %256, dims = [0, 1, 2, 3] : (tensor<2x16x4x4xf32>) -> tensor<2x16x4x4x1xf32>
    %259 = stablehlo.broadcast_in_dim %257, dims = [0, 1, 2, 3] : (tensor<2x16x4x4xf32>) -> tensor<2x16x4x4x1xf32>
    %260 = stablehlo.concatenate %258, %259, dim = 4 : (tensor<2x16x4x4x1xf32>, tensor<2x16x4x4x1xf32>) -> tensor<2x16x4x4x2xf32>
    %261 = stablehlo.reshape %260 : (tensor<2x16x4x4x2xf32>) -> tensor<2x16x4x8xf32>
    %262 = stablehlo.broadcast_in_dim %247, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %263 = stablehlo.multiply %261, %262 : tensor<2x16x4x8xf32>
    %264 = stablehlo.add %254, %263 : tensor<2x16x4x8xf32>
    %265 = stablehlo.concatenate %264, %252, dim = 3 : (tensor<2x16x4x8xf32>, tensor<2x16x4x8xf32>) -> tensor<2x16x4x16xf32>
    %266 = stablehlo.dot_general %225, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %267 = stablehlo.reshape %266 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %268 = stablehlo.iota dim = 0 : tensor<4xf32>
    %cst_57 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %269 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %270 = stablehlo.multiply %269, %268 : tensor<4xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %271 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %272 = stablehlo.add %271, %270 : tensor<4xf32>
    %cst_59 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %273 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %274 = stablehlo.divide %272, %273 : tensor<4xf32>
    %cst_60 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %275 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %276 = stablehlo.power %275, %274 : tensor<4xf32>
    %cst_61 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %277 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %278 = stablehlo.divide %277, %276 : tensor<4xf32>
    %279 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %280 = stablehlo.convert %279 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %281 = stablehlo.broadcast_in_dim %278, dims = [3] : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %282 = stablehlo.broadcast_in_dim %280, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x4xf32>
    %283 = stablehlo.broadcast_in_dim %281, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xf32>) -> tensor<2x16x1x4xf32>
    %284 = stablehlo.multiply %282, %283 : tensor<2x16x1x4xf32>
    %285 = stablehlo.sine %284 : tensor<2x16x1x4xf32>
    %286 = stablehlo.broadcast_in_dim %285, dims = [0, 1, 2, 3] : (tensor<2x16x1x4xf32>) -> tensor<2x16x1x4x2xf32>
    %287 = stablehlo.reshape %286 : (tensor<2x16x1x4x2xf32>) -> tensor<2x16x1x8xf32>
    %288 = stablehlo.cosine %284 : tensor<2x16x1x4xf32>
    %289 = stablehlo.broadcast_in_dim %288, dims = [0, 1, 2, 3] : (tensor<2x16x1x4xf32>) -> tensor<2x16x1x4x2xf32>
    %290 = stablehlo.reshape %289 : (tensor<2x16x1x4x2xf32>) -> tensor<2x16x1x8xf32>
    %291 = stablehlo.slice %267 [0:2, 0:16, 0:4, 0:8] : (tensor<2x16x4x16xf32>) -> tensor<2x16x4x8xf32>
    %292 = stablehlo.slice %267 [0:2, 0:16, 0:4, 8:16] : (tensor<2x16x4x16xf32>) -> tensor<2x16x4x8xf32>
    %293 = stablehlo.broadcast_in_dim %290, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %294 = stablehlo.multiply %291, %293 : tensor<2x16x4x8xf32>
    %295 = stablehlo.slice %291 [0:2, 0:16, 0:4, 1:8:2] : (tensor<2x16x4x8xf32>) -> tensor<2x16x4x4xf32>
    %296 = stablehlo.negate %295 : tensor<2x16x4x4xf32>
    %297 = stablehlo.slice %291 [0:2, 0:16, 0:4, 0:8:2] : (tensor<2x16x4x8xf32>) -> tensor<2x16x4x4xf32>
    %298 = stablehlo.broadcast_in_dim %296, dims = [0, 1, 2, 3] : (tensor<2x16x4x4xf32>) -> tensor<2x16x4x4x1xf32>
    %299 = stablehlo.broadcast_in_dim %297, dims = [0, 1, 2, 3] : (tensor<2x16x4x4xf32>) -> tensor<2x16x4x4x1xf32>
    %300 = stablehlo.concatenate %298, %299, dim = 4 : (tensor<2x16x4x4x1xf32>, tensor<2x16x4x4x1xf32>) -> tensor<2x16x4x4x2xf32>
    %301 = stablehlo.reshape %300 : (tensor<2x16x4x4x2xf32>) -> tensor<2x16x4x8xf32>
    %302 = stablehlo.broadcast_in_dim %287, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %303 = stablehlo.multiply %301, %302 : tensor<2x16x4x8xf32>
    %304 = stablehlo.add %294, %303 : tensor<2x16x4x8xf32>
    %305 = stablehlo.concatenate %304, %292, dim = 3 : (tensor<2x16x4x8xf32>, tensor<2x16x4x8xf32>) -> tensor<2x16x4x16xf32>
    %306 = stablehlo.dot_general %225, %arg23, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %307 = stablehlo.reshape %306 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %308 = stablehlo.dot_general %265, %305, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %cst_62 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %309:2 = call @_where_0(%4, %308, %cst_62) : (tensor<16x16xi1>, tensor<2x4x16x16xf32>, tensor<f32>) -> (tensor<2x4x16x16xf32>, tensor<2x4x16x16xi1>)
    %cst_63 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %310 = stablehlo.sqrt %cst_63 : tensor<f32>
    %311 = stablehlo.broadcast_in_dim %310, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %312 = stablehlo.divide %309#0, %311 : tensor<2x4x16x16xf32>
    %cst_64 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %313 = stablehlo.reduce(%312 init: %cst_64) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %cst_65 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %314 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %315 = stablehlo.maximum %314, %313 : tensor<2x4x16xf32>
    %316 = stablehlo.broadcast_in_dim %315, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %317 = stablehlo.broadcast_in_dim %316, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %318 = stablehlo.subtract %312, %317 : tensor<2x4x16x16xf32>
    %319 = stablehlo.exponential %318 : tensor<2x4x16x16xf32>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %320 = stablehlo.reduce(%319 init: %cst_66) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %321 = stablehlo.broadcast_in_dim %320, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %322 = stablehlo.broadcast_in_dim %321, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %323 = stablehlo.divide %319, %322 : tensor<2x4x16x16xf32>
    %324 = stablehlo.multiply %321, %321 : tensor<2x4x16x1xf32>
    %cst_67 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %325 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<2x4x16x1xf32>
    %326 = stablehlo.divide %325, %324 : tensor<2x4x16x1xf32>
    %327 = stablehlo.dot_general %307, %323, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %328 = stablehlo.transpose %327, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %329 = stablehlo.reshape %328 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %330 = stablehlo.dot_general %329, %arg19, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %331 = stablehlo.dot_general %225, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x128xf32>) -> tensor<2x16x128xf32>
    %332 = stablehlo.reshape %arg2 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %333 = stablehlo.broadcast_in_dim %332, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<2x16x128xf32>
    %334 = stablehlo.add %331, %333 : tensor<2x16x128xf32>
    %cst_68 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %335 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %336 = stablehlo.multiply %335, %334 : tensor<2x16x128xf32>
    %cst_69 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %337 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %338 = stablehlo.power %334, %337 : tensor<2x16x128xf32>
    %cst_70 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %cst_71 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %339 = stablehlo.subtract %cst_70, %cst_71 : tensor<f32>
    %340 = stablehlo.broadcast_in_dim %339, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %341 = stablehlo.power %334, %340 : tensor<2x16x128xf32>
    %cst_72 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %342 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %343 = stablehlo.multiply %342, %341 : tensor<2x16x128xf32>
    %cst_73 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %344 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %345 = stablehlo.multiply %344, %338 : tensor<2x16x128xf32>
    %346 = stablehlo.add %334, %345 : tensor<2x16x128xf32>
    %cst_74 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %347 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %348 = stablehlo.multiply %347, %346 : tensor<2x16x128xf32>
    %349 = stablehlo.tanh %348 : tensor<2x16x128xf32>
    %cst_75 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %350 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %351 = stablehlo.subtract %350, %349 : tensor<2x16x128xf32>
    %cst_76 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %352 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %353 = stablehlo.add %352, %349 : tensor<2x16x128xf32>
    %354 = stablehlo.multiply %336, %353 : tensor<2x16x128xf32>
    %355 = stablehlo.add %182, %330 : tensor<2x16x64xf32>
    %356 = stablehlo.dot_general %354, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xf32>, tensor<128x64xf32>) -> tensor<2x16x64xf32>
    %357 = stablehlo.reshape %arg6 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %358 = stablehlo.broadcast_in_dim %357, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %359 = stablehlo.add %356, %358 : tensor<2x16x64xf32>
    %360 = stablehlo.add %355, %359 : tensor<2x16x64xf32>
    %361 = chlo.square %360 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_77 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %362 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %363 = stablehlo.multiply %362, %360 : tensor<2x16x64xf32>
    %cst_78 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %364 = stablehlo.reduce(%360 init: %cst_78) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_79 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %365 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %366 = stablehlo.divide %364, %365 : tensor<2x16xf32>
    %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %367 = stablehlo.reduce(%361 init: %cst_80) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_81 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %368 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %369 = stablehlo.divide %367, %368 : tensor<2x16xf32>
    %370 = chlo.square %366 : tensor<2x16xf32> -> tensor<2x16xf32>
    %cst_82 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %371 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %372 = stablehlo.multiply %371, %366 : tensor<2x16xf32>
    %373 = stablehlo.subtract %369, %370 : tensor<2x16xf32>
    %cst_83 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %374 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %375 = stablehlo.maximum %374, %373 : tensor<2x16xf32>
    %376 = stablehlo.compare EQ, %373, %375, FLOAT : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xi1>
    %cst_84 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %377 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %cst_85 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %378 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %379 = stablehlo.select %376, %377, %378 : tensor<2x16xi1>, tensor<2x16xf32>
    %cst_86 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %380 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %381 = stablehlo.compare EQ, %380, %375, FLOAT : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xi1>
    %cst_87 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %382 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %cst_88 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %383 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %384 = stablehlo.select %381, %382, %383 : tensor<2x16xi1>, tensor<2x16xf32>
    %385 = stablehlo.divide %379, %384 : tensor<2x16xf32>
    %386 = stablehlo.broadcast_in_dim %366, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %387 = stablehlo.broadcast_in_dim %375, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %388 = stablehlo.broadcast_in_dim %386, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %389 = stablehlo.subtract %360, %388 : tensor<2x16x64xf32>
    %cst_89 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %390 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %391 = stablehlo.add %387, %390 : tensor<2x16x1xf32>
    %392 = stablehlo.rsqrt %391 : tensor<2x16x1xf32>
    %393 = stablehlo.divide %392, %391 : tensor<2x16x1xf32>
    %cst_90 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %394 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %395 = stablehlo.multiply %394, %393 : tensor<2x16x1xf32>
    %396 = stablehlo.reshape %arg17 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %397 = stablehlo.broadcast_in_dim %392, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %398 = stablehlo.broadcast_in_dim %396, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %399 = stablehlo.multiply %397, %398 : tensor<2x16x64xf32>
    %400 = stablehlo.multiply %389, %399 : tensor<2x16x64xf32>
    %401 = stablehlo.reshape %arg16 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %402 = stablehlo.broadcast_in_dim %401, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %403 = stablehlo.add %400, %402 : tensor<2x16x64xf32>
    %404 = stablehlo.dot_general %403, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x128xf32>) -> tensor<2x16x128xf32>
    %405 = stablehlo.reshape %arg10 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %406 = stablehlo.broadcast_in_dim %405, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<2x16x128xf32>
    %407 = stablehlo.add %404, %406 : tensor<2x16x128xf32>
    %408 = stablehlo.slice %407 [0:2, 0:15, 0:128] : (tensor<2x16x128xf32>) -> tensor<2x15x128xf32>
    %409 = stablehlo.slice %arg25 [0:2, 1:16] : (tensor<2x16xi32>) -> tensor<2x15xi32>
    %410:3 = call @log_softmax(%408) : (tensor<2x15x128xf32>) -> (tensor<2x15x128xf32>, tensor<2x15x128xf32>, tensor<2x15x1xf32>)
    %411 = stablehlo.broadcast_in_dim %409, dims = [0, 1] : (tensor<2x15xi32>) -> tensor<2x15x1xi32>
    %412:2 = call @take_along_axis(%410#0, %411) : (tensor<2x15x128xf32>, tensor<2x15x1xi32>) -> (tensor<2x15x1xf32>, tensor<2x15x1x1xi32>)
    %cst_91 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %413 = stablehlo.reduce(%412#0 init: %cst_91) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x15x1xf32>, tensor<f32>) -> tensor<f32>
    %cst_92 = stablehlo.constant dense<3.000000e+01> : tensor<f32>
    %414 = stablehlo.divide %413, %cst_92 : tensor<f32>
    %415 = stablehlo.negate %414 : tensor<f32>
    %cst_93 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %416 = stablehlo.negate %cst_93 : tensor<f32>
    %cst_94 = stablehlo.constant dense<3.000000e+01> : tensor<f32>
    %417 = stablehlo.divide %416, %cst_94 : tensor<f32>
    %418 = stablehlo.broadcast_in_dim %417, dims = [] : (tensor<f32>) -> tensor<2x15x1xf32>
    %419 = call @take_along_axis_1(%412#1, %418) : (tensor<2x15x1x1xi32>, tensor<2x15x1xf32>) -> tensor<2x15x128xf32>
    %420 = call @log_softmax_2(%410#1, %410#2, %419) : (tensor<2x15x128xf32>, tensor<2x15x1xf32>, tensor<2x15x128xf32>) -> tensor<2x15x128xf32>
    %cst_95 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %421 = stablehlo.pad %420, %cst_95, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x15x128xf32>, tensor<f32>) -> tensor<2x16x128xf32>
    %cst_96 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %422 = stablehlo.reduce(%421 init: %cst_96) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x128xf32>, tensor<f32>) -> tensor<128xf32>
    %423 = stablehlo.reshape %422 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %424 = stablehlo.reshape %423 : (tensor<1x1x128xf32>) -> tensor<128xf32>
    %425 = stablehlo.dot_general %421, %403, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xf32>, tensor<2x16x64xf32>) -> tensor<128x64xf32>
    %426 = stablehlo.transpose %425, dims = [1, 0] : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %427 = stablehlo.dot_general %421, %arg11, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xf32>, tensor<64x128xf32>) -> tensor<2x16x64xf32>
    %cst_97 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %428 = stablehlo.reduce(%427 init: %cst_97) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %429 = stablehlo.reshape %428 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %430 = stablehlo.reshape %429 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %431 = stablehlo.multiply %389, %427 : tensor<2x16x64xf32>
    %432 = stablehlo.multiply %427, %399 : tensor<2x16x64xf32>
    %433 = stablehlo.broadcast_in_dim %392, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %434 = stablehlo.multiply %433, %431 : tensor<2x16x64xf32>
    %cst_98 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %435 = stablehlo.reduce(%434 init: %cst_98) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %436 = stablehlo.reshape %435 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %437 = stablehlo.broadcast_in_dim %396, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %438 = stablehlo.multiply %431, %437 : tensor<2x16x64xf32>
    %cst_99 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %439 = stablehlo.reduce(%438 init: %cst_99) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %440 = stablehlo.reshape %439 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %441 = stablehlo.reshape %436 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %442 = stablehlo.multiply %440, %395 : tensor<2x16x1xf32>
    %443 = stablehlo.negate %432 : tensor<2x16x64xf32>
    %cst_100 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %444 = stablehlo.reduce(%443 init: %cst_100) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %445 = stablehlo.reshape %444 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_101 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %446 = stablehlo.reduce(%442 init: %cst_101) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_102 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %447 = stablehlo.reduce(%445 init: %cst_102) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %448 = stablehlo.multiply %446, %385 : tensor<2x16xf32>
    %449 = stablehlo.negate %448 : tensor<2x16xf32>
    %450 = stablehlo.multiply %449, %372 : tensor<2x16xf32>
    %451 = stablehlo.add %447, %450 : tensor<2x16xf32>
    %cst_103 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %452 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %453 = stablehlo.divide %448, %452 : tensor<2x16xf32>
    %454 = stablehlo.broadcast_in_dim %453, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %cst_104 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %455 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %456 = stablehlo.divide %451, %455 : tensor<2x16xf32>
    %457 = stablehlo.broadcast_in_dim %456, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %458 = stablehlo.add %432, %457 : tensor<2x16x64xf32>
    %459 = stablehlo.multiply %454, %363 : tensor<2x16x64xf32>
    %460 = stablehlo.add %458, %459 : tensor<2x16x64xf32>
    %cst_105 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %461 = stablehlo.reduce(%460 init: %cst_105) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %462 = stablehlo.reshape %461 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %463 = stablehlo.reshape %462 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %464 = stablehlo.dot_general %460, %354, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x16x128xf32>) -> tensor<64x128xf32>
    %465 = stablehlo.transpose %464, dims = [1, 0] : (tensor<64x128xf32>) -> tensor<128x64xf32>
    %466 = stablehlo.dot_general %460, %arg7, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<128x64xf32>) -> tensor<2x16x128xf32>
    %467 = stablehlo.multiply %336, %466 : tensor<2x16x128xf32>
    %468 = stablehlo.multiply %466, %353 : tensor<2x16x128xf32>
    %469 = stablehlo.multiply %467, %351 : tensor<2x16x128xf32>
    %470 = stablehlo.multiply %469, %349 : tensor<2x16x128xf32>
    %471 = stablehlo.add %469, %470 : tensor<2x16x128xf32>
    %cst_106 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %472 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %473 = stablehlo.multiply %472, %471 : tensor<2x16x128xf32>
    %cst_107 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %474 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %475 = stablehlo.multiply %474, %473 : tensor<2x16x128xf32>
    %476 = stablehlo.multiply %475, %343 : tensor<2x16x128xf32>
    %477 = stablehlo.add %473, %476 : tensor<2x16x128xf32>
    %cst_108 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %478 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %479 = stablehlo.multiply %478, %468 : tensor<2x16x128xf32>
    %480 = stablehlo.add %477, %479 : tensor<2x16x128xf32>
    %cst_109 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %481 = stablehlo.reduce(%480 init: %cst_109) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x128xf32>, tensor<f32>) -> tensor<128xf32>
    %482 = stablehlo.reshape %481 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %483 = stablehlo.reshape %482 : (tensor<1x1x128xf32>) -> tensor<128xf32>
    %484 = stablehlo.dot_general %480, %225, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xf32>, tensor<2x16x64xf32>) -> tensor<128x64xf32>
    %485 = stablehlo.transpose %484, dims = [1, 0] : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %486 = stablehlo.dot_general %480, %arg3, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xf32>, tensor<64x128xf32>) -> tensor<2x16x64xf32>
    %487 = stablehlo.dot_general %460, %329, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x16x64xf32>) -> tensor<64x64xf32>
    %488 = stablehlo.transpose %487, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %489 = stablehlo.dot_general %460, %arg19, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %490 = stablehlo.reshape %489 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %491 = stablehlo.transpose %490, dims = [0, 2, 3, 1] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %492 = stablehlo.dot_general %491, %307, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %493 = stablehlo.dot_general %491, %323, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %494 = stablehlo.transpose %493, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %495 = stablehlo.broadcast_in_dim %326, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %496 = stablehlo.multiply %492, %495 : tensor<2x4x16x16xf32>
    %497 = stablehlo.multiply %496, %319 : tensor<2x4x16x16xf32>
    %cst_110 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %498 = stablehlo.reduce(%497 init: %cst_110) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %499 = stablehlo.reshape %498 : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %500 = stablehlo.negate %499 : tensor<2x4x16x1xf32>
    %501 = stablehlo.broadcast_in_dim %321, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %502 = stablehlo.divide %492, %501 : tensor<2x4x16x16xf32>
    %cst_111 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %503 = stablehlo.reduce(%500 init: %cst_111) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x1xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %504 = stablehlo.broadcast_in_dim %503, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %505 = stablehlo.add %502, %504 : tensor<2x4x16x16xf32>
    %506 = stablehlo.multiply %505, %319 : tensor<2x4x16x16xf32>
    %507 = stablehlo.broadcast_in_dim %310, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %508 = stablehlo.divide %506, %507 : tensor<2x4x16x16xf32>
    %509 = call @_where_3(%309#1, %508) : (tensor<2x4x16x16xi1>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %510 = stablehlo.dot_general %509, %265, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %511 = stablehlo.transpose %510, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %512 = stablehlo.dot_general %509, %305, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %513 = stablehlo.transpose %512, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %514 = stablehlo.reshape %494 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %515 = stablehlo.dot_general %514, %225, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x16x64xf32>) -> tensor<64x64xf32>
    %516 = stablehlo.transpose %515, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %517 = stablehlo.dot_general %514, %arg23, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %518 = stablehlo.add %486, %517 : tensor<2x16x64xf32>
    %519 = stablehlo.slice %511 [0:2, 0:16, 0:4, 0:8] : (tensor<2x16x4x16xf32>) -> tensor<2x16x4x8xf32>
    %520 = stablehlo.slice %511 [0:2, 0:16, 0:4, 8:16] : (tensor<2x16x4x16xf32>) -> tensor<2x16x4x8xf32>
    %521 = stablehlo.broadcast_in_dim %287, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %522 = stablehlo.multiply %519, %521 : tensor<2x16x4x8xf32>
    %523 = stablehlo.reshape %522 : (tensor<2x16x4x8xf32>) -> tensor<2x16x4x4x2xf32>
    %524 = stablehlo.slice %523 [0:2, 0:16, 0:4, 0:4, 0:1] : (tensor<2x16x4x4x2xf32>) -> tensor<2x16x4x4x1xf32>
    %525 = stablehlo.reshape %524 : (tensor<2x16x4x4x1xf32>) -> tensor<2x16x4x4xf32>
    %526 = stablehlo.slice %523 [0:2, 0:16, 0:4, 0:4, 1:2] : (tensor<2x16x4x4x2xf32>) -> tensor<2x16x4x4x1xf32>
    %527 = stablehlo.reshape %526 : (tensor<2x16x4x4x1xf32>) -> tensor<2x16x4x4xf32>
    %cst_112 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %528 = stablehlo.pad %527, %cst_112, low = [0, 0, 0, 0], high = [0, 0, 0, 1], interior = [0, 0, 0, 1] : (tensor<2x16x4x4xf32>, tensor<f32>) -> tensor<2x16x4x8xf32>
    %529 = stablehlo.negate %525 : tensor<2x16x4x4xf32>
    %cst_113 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %530 = stablehlo.pad %529, %cst_113, low = [0, 0, 0, 1], high = [0, 0, 0, 0], interior = [0, 0, 0, 1] : (tensor<2x16x4x4xf32>, tensor<f32>) -> tensor<2x16x4x8xf32>
    %531 = stablehlo.add %528, %530 : tensor<2x16x4x8xf32>
    %532 = stablehlo.broadcast_in_dim %290, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %533 = stablehlo.multiply %519, %532 : tensor<2x16x4x8xf32>
    %534 = stablehlo.add %531, %533 : tensor<2x16x4x8xf32>
    %cst_114 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %535 = stablehlo.pad %520, %cst_114, low = [0, 0, 0, 8], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x16x4x8xf32>, tensor<f32>) -> tensor<2x16x4x16xf32>
    %cst_115 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %536 = stablehlo.pad %534, %cst_115, low = [0, 0, 0, 0], high = [0, 0, 0, 8], interior = [0, 0, 0, 0] : (tensor<2x16x4x8xf32>, tensor<f32>) -> tensor<2x16x4x16xf32>
    %537 = stablehlo.add %535, %536 : tensor<2x16x4x16xf32>
    %538 = stablehlo.reshape %537 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %539 = stablehlo.dot_general %538, %225, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x16x64xf32>) -> tensor<64x64xf32>
    %540 = stablehlo.transpose %539, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %541 = stablehlo.dot_general %538, %arg9, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %542 = stablehlo.add %518, %541 : tensor<2x16x64xf32>
    %543 = stablehlo.slice %513 [0:2, 0:16, 0:4, 0:8] : (tensor<2x16x4x16xf32>) -> tensor<2x16x4x8xf32>
    %544 = stablehlo.slice %513 [0:2, 0:16, 0:4, 8:16] : (tensor<2x16x4x16xf32>) -> tensor<2x16x4x8xf32>
    %545 = stablehlo.broadcast_in_dim %247, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %546 = stablehlo.multiply %543, %545 : tensor<2x16x4x8xf32>
    %547 = stablehlo.reshape %546 : (tensor<2x16x4x8xf32>) -> tensor<2x16x4x4x2xf32>
    %548 = stablehlo.slice %547 [0:2, 0:16, 0:4, 0:4, 0:1] : (tensor<2x16x4x4x2xf32>) -> tensor<2x16x4x4x1xf32>
    %549 = stablehlo.reshape %548 : (tensor<2x16x4x4x1xf32>) -> tensor<2x16x4x4xf32>
    %550 = stablehlo.slice %547 [0:2, 0:16, 0:4, 0:4, 1:2] : (tensor<2x16x4x4x2xf32>) -> tensor<2x16x4x4x1xf32>
    %551 = stablehlo.reshape %550 : (tensor<2x16x4x4x1xf32>) -> tensor<2x16x4x4xf32>
    %cst_116 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %552 = stablehlo.pad %551, %cst_116, low = [0, 0, 0, 0], high = [0, 0, 0, 1], interior = [0, 0, 0, 1] : (tensor<2x16x4x4xf32>, tensor<f32>) -> tensor<2x16x4x8xf32>
    %553 = stablehlo.negate %549 : tensor<2x16x4x4xf32>
    %cst_117 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %554 = stablehlo.pad %553, %cst_117, low = [0, 0, 0, 1], high = [0, 0, 0, 0], interior = [0, 0, 0, 1] : (tensor<2x16x4x4xf32>, tensor<f32>) -> tensor<2x16x4x8xf32>
    %555 = stablehlo.add %552, %554 : tensor<2x16x4x8xf32>
    %556 = stablehlo.broadcast_in_dim %250, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %557 = stablehlo.multiply %543, %556 : tensor<2x16x4x8xf32>
    %558 = stablehlo.add %555, %557 : tensor<2x16x4x8xf32>
    %cst_118 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %559 = stablehlo.pad %544, %cst_118, low = [0, 0, 0, 8], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x16x4x8xf32>, tensor<f32>) -> tensor<2x16x4x16xf32>
    %cst_119 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %560 = stablehlo.pad %558, %cst_119, low = [0, 0, 0, 0], high = [0, 0, 0, 8], interior = [0, 0, 0, 0] : (tensor<2x16x4x8xf32>, tensor<f32>) -> tensor<2x16x4x16xf32>
    %561 = stablehlo.add %559, %560 : tensor<2x16x4x16xf32>
    %562 = stablehlo.reshape %561 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %563 = stablehlo.dot_general %562, %225, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x16x64xf32>) -> tensor<64x64xf32>
    %564 = stablehlo.transpose %563, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %565 = stablehlo.dot_general %562, %arg21, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %566 = stablehlo.add %542, %565 : tensor<2x16x64xf32>
    %cst_120 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %567 = stablehlo.reduce(%566 init: %cst_120) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %568 = stablehlo.reshape %567 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %569 = stablehlo.reshape %568 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %570 = stablehlo.multiply %211, %566 : tensor<2x16x64xf32>
    %571 = stablehlo.multiply %566, %221 : tensor<2x16x64xf32>
    %572 = stablehlo.broadcast_in_dim %214, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %573 = stablehlo.multiply %572, %570 : tensor<2x16x64xf32>
    %cst_121 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %574 = stablehlo.reduce(%573 init: %cst_121) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %575 = stablehlo.reshape %574 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %576 = stablehlo.broadcast_in_dim %218, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %577 = stablehlo.multiply %570, %576 : tensor<2x16x64xf32>
    %cst_122 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %578 = stablehlo.reduce(%577 init: %cst_122) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %579 = stablehlo.reshape %578 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %580 = stablehlo.reshape %575 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %581 = stablehlo.multiply %579, %217 : tensor<2x16x1xf32>
    %582 = stablehlo.negate %571 : tensor<2x16x64xf32>
    %cst_123 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %583 = stablehlo.reduce(%582 init: %cst_123) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %584 = stablehlo.reshape %583 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %585 = stablehlo.add %460, %571 : tensor<2x16x64xf32>
    %cst_124 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %586 = stablehlo.reduce(%581 init: %cst_124) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_125 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %587 = stablehlo.reduce(%584 init: %cst_125) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %588 = stablehlo.multiply %586, %207 : tensor<2x16xf32>
    %589 = stablehlo.negate %588 : tensor<2x16xf32>
    %590 = stablehlo.multiply %589, %194 : tensor<2x16xf32>
    %591 = stablehlo.add %587, %590 : tensor<2x16xf32>
    %cst_126 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %592 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %593 = stablehlo.divide %588, %592 : tensor<2x16xf32>
    %594 = stablehlo.broadcast_in_dim %593, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %cst_127 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %595 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %596 = stablehlo.divide %591, %595 : tensor<2x16xf32>
    %597 = stablehlo.broadcast_in_dim %596, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %598 = stablehlo.add %585, %597 : tensor<2x16x64xf32>
    %599 = stablehlo.multiply %594, %185 : tensor<2x16x64xf32>
    %600 = stablehlo.add %598, %599 : tensor<2x16x64xf32>
    %cst_128 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %601 = stablehlo.reduce(%600 init: %cst_128) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %602 = stablehlo.reshape %601 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %603 = stablehlo.reshape %602 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %604 = stablehlo.dot_general %600, %176, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x16x128xf32>) -> tensor<64x128xf32>
    %605 = stablehlo.transpose %604, dims = [1, 0] : (tensor<64x128xf32>) -> tensor<128x64xf32>
    %606 = stablehlo.dot_general %600, %arg5, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<128x64xf32>) -> tensor<2x16x128xf32>
    %607 = stablehlo.multiply %158, %606 : tensor<2x16x128xf32>
    %608 = stablehlo.multiply %606, %175 : tensor<2x16x128xf32>
    %609 = stablehlo.multiply %607, %173 : tensor<2x16x128xf32>
    %610 = stablehlo.multiply %609, %171 : tensor<2x16x128xf32>
    %611 = stablehlo.add %609, %610 : tensor<2x16x128xf32>
    %cst_129 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %612 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %613 = stablehlo.multiply %612, %611 : tensor<2x16x128xf32>
    %cst_130 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %614 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %615 = stablehlo.multiply %614, %613 : tensor<2x16x128xf32>
    %616 = stablehlo.multiply %615, %165 : tensor<2x16x128xf32>
    %617 = stablehlo.add %613, %616 : tensor<2x16x128xf32>
    %cst_131 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %618 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %619 = stablehlo.multiply %618, %608 : tensor<2x16x128xf32>
    %620 = stablehlo.add %617, %619 : tensor<2x16x128xf32>
    %cst_132 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %621 = stablehlo.reduce(%620 init: %cst_132) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x128xf32>, tensor<f32>) -> tensor<128xf32>
    %622 = stablehlo.reshape %621 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %623 = stablehlo.reshape %622 : (tensor<1x1x128xf32>) -> tensor<128xf32>
    %624 = stablehlo.dot_general %620, %47, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xf32>, tensor<2x16x64xf32>) -> tensor<128x64xf32>
    %625 = stablehlo.transpose %624, dims = [1, 0] : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %626 = stablehlo.dot_general %620, %arg1, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xf32>, tensor<64x128xf32>) -> tensor<2x16x64xf32>
    %627 = stablehlo.dot_general %600, %151, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x16x64xf32>) -> tensor<64x64xf32>
    %628 = stablehlo.transpose %627, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %629 = stablehlo.dot_general %600, %arg18, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %630 = stablehlo.reshape %629 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %631 = stablehlo.transpose %630, dims = [0, 2, 3, 1] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %632 = stablehlo.dot_general %631, %129, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %633 = stablehlo.dot_general %631, %145, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %634 = stablehlo.transpose %633, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %635 = stablehlo.broadcast_in_dim %148, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %636 = stablehlo.multiply %632, %635 : tensor<2x4x16x16xf32>
    %637 = stablehlo.multiply %636, %141 : tensor<2x4x16x16xf32>
    %cst_133 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %638 = stablehlo.reduce(%637 init: %cst_133) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %639 = stablehlo.reshape %638 : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %640 = stablehlo.negate %639 : tensor<2x4x16x1xf32>
    %641 = stablehlo.broadcast_in_dim %143, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %642 = stablehlo.divide %632, %641 : tensor<2x4x16x16xf32>
    %cst_134 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %643 = stablehlo.reduce(%640 init: %cst_134) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x1xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %644 = stablehlo.broadcast_in_dim %643, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %645 = stablehlo.add %642, %644 : tensor<2x4x16x16xf32>
    %646 = stablehlo.multiply %645, %141 : tensor<2x4x16x16xf32>
    %647 = stablehlo.broadcast_in_dim %132, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %648 = stablehlo.divide %646, %647 : tensor<2x4x16x16xf32>
    %649 = call @_where_3(%131#1, %648) : (tensor<2x4x16x16xi1>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %650 = stablehlo.dot_general %649, %87, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %651 = stablehlo.transpose %650, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %652 = stablehlo.dot_general %649, %127, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %653 = stablehlo.transpose %652, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %654 = stablehlo.reshape %634 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %655 = stablehlo.dot_general %654, %47, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x16x64xf32>) -> tensor<64x64xf32>
    %656 = stablehlo.transpose %655, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %657 = stablehlo.dot_general %654, %arg22, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %658 = stablehlo.add %626, %657 : tensor<2x16x64xf32>
    %659 = stablehlo.slice %651 [0:2, 0:16, 0:4, 0:8] : (tensor<2x16x4x16xf32>) -> tensor<2x16x4x8xf32>
    %660 = stablehlo.slice %651 [0:2, 0:16, 0:4, 8:16] : (tensor<2x16x4x16xf32>) -> tensor<2x16x4x8xf32>
    %661 = stablehlo.broadcast_in_dim %109, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %662 = stablehlo.multiply %659, %661 : tensor<2x16x4x8xf32>
    %663 = stablehlo.reshape %662 : (tensor<2x16x4x8xf32>) -> tensor<2x16x4x4x2xf32>
    %664 = stablehlo.slice %663 [0:2, 0:16, 0:4, 0:4, 0:1] : (tensor<2x16x4x4x2xf32>) -> tensor<2x16x4x4x1xf32>
    %665 = stablehlo.reshape %664 : (tensor<2x16x4x4x1xf32>) -> tensor<2x16x4x4xf32>
    %666 = stablehlo.slice %663 [0:2, 0:16, 0:4, 0:4, 1:2] : (tensor<2x16x4x4x2xf32>) -> tensor<2x16x4x4x1xf32>
    %667 = stablehlo.reshape %666 : (tensor<2x16x4x4x1xf32>) -> tensor<2x16x4x4xf32>
    %cst_135 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %668 = stablehlo.pad %667, %cst_135, low = [0, 0, 0, 0], high = [0, 0, 0, 1], interior = [0, 0, 0, 1] : (tensor<2x16x4x4xf32>, tensor<f32>) -> tensor<2x16x4x8xf32>
    %669 = stablehlo.negate %665 : tensor<2x16x4x4xf32>
    %cst_136 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %670 = stablehlo.pad %669, %cst_136, low = [0, 0, 0, 1], high = [0, 0, 0, 0], interior = [0, 0, 0, 1] : (tensor<2x16x4x4xf32>, tensor<f32>) -> tensor<2x16x4x8xf32>
    %671 = stablehlo.add %668, %670 : tensor<2x16x4x8xf32>
    %672 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %673 = stablehlo.multiply %659, %672 : tensor<2x16x4x8xf32>
    %674 = stablehlo.add %671, %673 : tensor<2x16x4x8xf32>
    %cst_137 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %675 = stablehlo.pad %660, %cst_137, low = [0, 0, 0, 8], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x16x4x8xf32>, tensor<f32>) -> tensor<2x16x4x16xf32>
    %cst_138 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %676 = stablehlo.pad %674, %cst_138, low = [0, 0, 0, 0], high = [0, 0, 0, 8], interior = [0, 0, 0, 0] : (tensor<2x16x4x8xf32>, tensor<f32>) -> tensor<2x16x4x16xf32>
    %677 = stablehlo.add %675, %676 : tensor<2x16x4x16xf32>
    %678 = stablehlo.reshape %677 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %679 = stablehlo.dot_general %678, %47, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x16x64xf32>) -> tensor<64x64xf32>
    %680 = stablehlo.transpose %679, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %681 = stablehlo.dot_general %678, %arg8, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %682 = stablehlo.add %658, %681 : tensor<2x16x64xf32>
    %683 = stablehlo.slice %653 [0:2, 0:16, 0:4, 0:8] : (tensor<2x16x4x16xf32>) -> tensor<2x16x4x8xf32>
    %684 = stablehlo.slice %653 [0:2, 0:16, 0:4, 8:16] : (tensor<2x16x4x16xf32>) -> tensor<2x16x4x8xf32>
    %685 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %686 = stablehlo.multiply %683, %685 : tensor<2x16x4x8xf32>
    %687 = stablehlo.reshape %686 : (tensor<2x16x4x8xf32>) -> tensor<2x16x4x4x2xf32>
    %688 = stablehlo.slice %687 [0:2, 0:16, 0:4, 0:4, 0:1] : (tensor<2x16x4x4x2xf32>) -> tensor<2x16x4x4x1xf32>
    %689 = stablehlo.reshape %688 : (tensor<2x16x4x4x1xf32>) -> tensor<2x16x4x4xf32>
    %690 = stablehlo.slice %687 [0:2, 0:16, 0:4, 0:4, 1:2] : (tensor<2x16x4x4x2xf32>) -> tensor<2x16x4x4x1xf32>
    %691 = stablehlo.reshape %690 : (tensor<2x16x4x4x1xf32>) -> tensor<2x16x4x4xf32>
    %cst_139 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %692 = stablehlo.pad %691, %cst_139, low = [0, 0, 0, 0], high = [0, 0, 0, 1], interior = [0, 0, 0, 1] : (tensor<2x16x4x4xf32>, tensor<f32>) -> tensor<2x16x4x8xf32>
    %693 = stablehlo.negate %689 : tensor<2x16x4x4xf32>
    %cst_140 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %694 = stablehlo.pad %693, %cst_140, low = [0, 0, 0, 1], high = [0, 0, 0, 0], interior = [0, 0, 0, 1] : (tensor<2x16x4x4xf32>, tensor<f32>) -> tensor<2x16x4x8xf32>
    %695 = stablehlo.add %692, %694 : tensor<2x16x4x8xf32>
    %696 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %697 = stablehlo.multiply %683, %696 : tensor<2x16x4x8xf32>
    %698 = stablehlo.add %695, %697 : tensor<2x16x4x8xf32>
    %cst_141 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %699 = stablehlo.pad %684, %cst_141, low = [0, 0, 0, 8], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x16x4x8xf32>, tensor<f32>) -> tensor<2x16x4x16xf32>
    %cst_142 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %700 = stablehlo.pad %698, %cst_142, low = [0, 0, 0, 0], high = [0, 0, 0, 8], interior = [0, 0, 0, 0] : (tensor<2x16x4x8xf32>, tensor<f32>) -> tensor<2x16x4x16xf32>
    %701 = stablehlo.add %699, %700 : tensor<2x16x4x16xf32>
    %702 = stablehlo.reshape %701 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %703 = stablehlo.dot_general %702, %47, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x16x64xf32>) -> tensor<64x64xf32>
    %704 = stablehlo.transpose %703, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %705 = stablehlo.dot_general %702, %arg20, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %706 = stablehlo.add %682, %705 : tensor<2x16x64xf32>
    %cst_143 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %707 = stablehlo.reduce(%706 init: %cst_143) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %708 = stablehlo.reshape %707 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %709 = stablehlo.reshape %708 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %710 = stablehlo.multiply %33, %706 : tensor<2x16x64xf32>
    %711 = stablehlo.multiply %706, %43 : tensor<2x16x64xf32>
    %712 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %713 = stablehlo.multiply %712, %710 : tensor<2x16x64xf32>
    %cst_144 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %714 = stablehlo.reduce(%713 init: %cst_144) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %715 = stablehlo.reshape %714 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %716 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %717 = stablehlo.multiply %710, %716 : tensor<2x16x64xf32>
    %cst_145 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %718 = stablehlo.reduce(%717 init: %cst_145) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %719 = stablehlo.reshape %718 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %720 = stablehlo.reshape %715 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %721 = stablehlo.multiply %719, %39 : tensor<2x16x1xf32>
    %722 = stablehlo.negate %711 : tensor<2x16x64xf32>
    %cst_146 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %723 = stablehlo.reduce(%722 init: %cst_146) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %724 = stablehlo.reshape %723 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %725 = stablehlo.add %600, %711 : tensor<2x16x64xf32>
    %cst_147 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %726 = stablehlo.reduce(%721 init: %cst_147) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_148 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %727 = stablehlo.reduce(%724 init: %cst_148) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %728 = stablehlo.multiply %726, %29 : tensor<2x16xf32>
    %729 = stablehlo.negate %728 : tensor<2x16xf32>
    %730 = stablehlo.multiply %729, %16 : tensor<2x16xf32>
    %731 = stablehlo.add %727, %730 : tensor<2x16xf32>
    %cst_149 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %732 = stablehlo.broadcast_in_dim %cst_149, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %733 = stablehlo.divide %728, %732 : tensor<2x16xf32>
    %734 = stablehlo.broadcast_in_dim %733, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %cst_150 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %735 = stablehlo.broadcast_in_dim %cst_150, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %736 = stablehlo.divide %731, %735 : tensor<2x16xf32>
    %737 = stablehlo.broadcast_in_dim %736, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %738 = stablehlo.add %725, %737 : tensor<2x16x64xf32>
    %739 = stablehlo.multiply %734, %7 : tensor<2x16x64xf32>
    %740 = stablehlo.add %738, %739 : tensor<2x16x64xf32>
    %741 = call @_take_4(%0#1, %740) : (tensor<2x16x1xi32>, tensor<2x16x64xf32>) -> tensor<128x64xf32>
    %cst_151 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %742 = stablehlo.broadcast_in_dim %cst_151, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %743 = stablehlo.multiply %742, %623 : tensor<128xf32>
    %744 = stablehlo.subtract %arg0, %743 : tensor<128xf32>
    %cst_152 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %745 = stablehlo.broadcast_in_dim %cst_152, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %746 = stablehlo.multiply %745, %625 : tensor<64x128xf32>
    %747 = stablehlo.subtract %arg1, %746 : tensor<64x128xf32>
    %cst_153 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %748 = stablehlo.broadcast_in_dim %cst_153, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %749 = stablehlo.multiply %748, %483 : tensor<128xf32>
    %750 = stablehlo.subtract %arg2, %749 : tensor<128xf32>
    %cst_154 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %751 = stablehlo.broadcast_in_dim %cst_154, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %752 = stablehlo.multiply %751, %485 : tensor<64x128xf32>
    %753 = stablehlo.subtract %arg3, %752 : tensor<64x128xf32>
    %cst_155 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %754 = stablehlo.broadcast_in_dim %cst_155, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %755 = stablehlo.multiply %754, %603 : tensor<64xf32>
    %756 = stablehlo.subtract %arg4, %755 : tensor<64xf32>
    %cst_156 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %757 = stablehlo.broadcast_in_dim %cst_156, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %758 = stablehlo.multiply %757, %605 : tensor<128x64xf32>
    %759 = stablehlo.subtract %arg5, %758 : tensor<128x64xf32>
    %cst_157 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %760 = stablehlo.broadcast_in_dim %cst_157, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %761 = stablehlo.multiply %760, %463 : tensor<64xf32>
    %762 = stablehlo.subtract %arg6, %761 : tensor<64xf32>
    %cst_158 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %763 = stablehlo.broadcast_in_dim %cst_158, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %764 = stablehlo.multiply %763, %465 : tensor<128x64xf32>
    %765 = stablehlo.subtract %arg7, %764 : tensor<128x64xf32>
    %cst_159 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %766 = stablehlo.broadcast_in_dim %cst_159, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %767 = stablehlo.multiply %766, %680 : tensor<64x64xf32>
    %768 = stablehlo.subtract %arg8, %767 : tensor<64x64xf32>
    %cst_160 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %769 = stablehlo.broadcast_in_dim %cst_160, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %770 = stablehlo.multiply %769, %540 : tensor<64x64xf32>
    %771 = stablehlo.subtract %arg9, %770 : tensor<64x64xf32>
    %cst_161 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %772 = stablehlo.broadcast_in_dim %cst_161, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %773 = stablehlo.multiply %772, %424 : tensor<128xf32>
    %774 = stablehlo.subtract %arg10, %773 : tensor<128xf32>
    %cst_162 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %775 = stablehlo.broadcast_in_dim %cst_162, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %776 = stablehlo.multiply %775, %426 : tensor<64x128xf32>
    %777 = stablehlo.subtract %arg11, %776 : tensor<64x128xf32>
    %cst_163 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %778 = stablehlo.broadcast_in_dim %cst_163, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %779 = stablehlo.multiply %778, %709 : tensor<64xf32>
    %780 = stablehlo.subtract %arg12, %779 : tensor<64xf32>
    %cst_164 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %781 = stablehlo.broadcast_in_dim %cst_164, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %782 = stablehlo.multiply %781, %720 : tensor<64xf32>
    %783 = stablehlo.subtract %arg13, %782 : tensor<64xf32>
    %cst_165 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %784 = stablehlo.broadcast_in_dim %cst_165, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %785 = stablehlo.multiply %784, %569 : tensor<64xf32>
    %786 = stablehlo.subtract %arg14, %785 : tensor<64xf32>
    %cst_166 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %787 = stablehlo.broadcast_in_dim %cst_166, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %788 = stablehlo.multiply %787, %580 : tensor<64xf32>
    %789 = stablehlo.subtract %arg15, %788 : tensor<64xf32>
    %cst_167 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %790 = stablehlo.broadcast_in_dim %cst_167, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %791 = stablehlo.multiply %790, %430 : tensor<64xf32>
    %792 = stablehlo.subtract %arg16, %791 : tensor<64xf32>
    %cst_168 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %793 = stablehlo.broadcast_in_dim %cst_168, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %794 = stablehlo.multiply %793, %441 : tensor<64xf32>
    %795 = stablehlo.subtract %arg17, %794 : tensor<64xf32>
    %cst_169 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %796 = stablehlo.broadcast_in_dim %cst_169, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %797 = stablehlo.multiply %796, %628 : tensor<64x64xf32>
    %798 = stablehlo.subtract %arg18, %797 : tensor<64x64xf32>
    %cst_170 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %799 = stablehlo.broadcast_in_dim %cst_170, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %800 = stablehlo.multiply %799, %488 : tensor<64x64xf32>
    %801 = stablehlo.subtract %arg19, %800 : tensor<64x64xf32>
    %cst_171 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %802 = stablehlo.broadcast_in_dim %cst_171, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %803 = stablehlo.multiply %802, %704 : tensor<64x64xf32>
    %804 = stablehlo.subtract %arg20, %803 : tensor<64x64xf32>
    %cst_172 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %805 = stablehlo.broadcast_in_dim %cst_172, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %806 = stablehlo.multiply %805, %564 : tensor<64x64xf32>
    %807 = stablehlo.subtract %arg21, %806 : tensor<64x64xf32>
    %cst_173 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %808 = stablehlo.broadcast_in_dim %cst_173, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %809 = stablehlo.multiply %808, %656 : tensor<64x64xf32>
    %810 = stablehlo.subtract %arg22, %809 : tensor<64x64xf32>
    %cst_174 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %811 = stablehlo.broadcast_in_dim %cst_174, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %812 = stablehlo.multiply %811, %516 : tensor<64x64xf32>
    %813 = stablehlo.subtract %arg23, %812 : tensor<64x64xf32>
    %cst_175 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %814 = stablehlo.broadcast_in_dim %cst_175, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %815 = stablehlo.multiply %814, %741 : tensor<128x64xf32>
    %816 = stablehlo.subtract %arg24, %815 : tensor<128x64xf32>
    return %415, %744, %747, %750, %753, %756, %759, %762, %765, %768, %771, %774, %777, %780, %783, %786, %789, %792, %795, %798, %801, %804, %807, %810, %813, %816 : tensor<f32>, tensor<128xf32>, tensor<64x128xf32>, tensor<128xf32>, tensor<64x128xf32>, tensor<64xf32>, tensor<128x64xf32>, tensor<64xf32>, tensor<128x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<128xf32>, tensor<64x128xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<128x64xf32>
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
  func.func private @_where_0(%arg0: tensor<16x16xi1>, %arg1: tensor<2x4x16x16xf32>, %arg2: tensor<f32>) -> (tensor<2x4x16x16xf32>, tensor<2x4x16x16xi1>) {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] : (tensor<16x16xi1>) -> tensor<2x4x16x16xi1>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %2 = stablehlo.select %0, %arg1, %1 : tensor<2x4x16x16xi1>, tensor<2x4x16x16xf32>
    return %2, %0 : tensor<2x4x16x16xf32>, tensor<2x4x16x16xi1>
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
  func.func private @_where_3(%arg0: tensor<2x4x16x16xi1>, %arg1: tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<2x4x16x16xi1>, tensor<2x4x16x16xf32>
    return %1 : tensor<2x4x16x16xf32>
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
