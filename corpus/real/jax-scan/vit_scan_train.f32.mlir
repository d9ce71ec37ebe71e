module @jit_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64xf32>, %arg1: tensor<48x64xf32>, %arg2: tensor<1x16x64xf32>, %arg3: tensor<10xf32>, %arg4: tensor<64x10xf32>, %arg5: tensor<64xf32>, %arg6: tensor<64xf32>, %arg7: tensor<3x128xf32>, %arg8: tensor<3x64x128xf32>, %arg9: tensor<3x64xf32>, %arg10: tensor<3x128x64xf32>, %arg11: tensor<3x64xf32>, %arg12: tensor<3x64x64xf32>, %arg13: tensor<3x64xf32>, %arg14: tensor<3x64xf32>, %arg15: tensor<3x64xf32>, %arg16: tensor<3x64xf32>, %arg17: tensor<3x64xf32>, %arg18: tensor<3x64x64xf32>, %arg19: tensor<3x64xf32>, %arg20: tensor<3x64x64xf32>, %arg21: tensor<3x64xf32>, %arg22: tensor<3x64x64xf32>, %arg23: tensor<i32>, %arg24: tensor<64xf32>, %arg25: tensor<48x64xf32>, %arg26: tensor<1x16x64xf32>, %arg27: tensor<10xf32>, %arg28: tensor<64x10xf32>, %arg29: tensor<64xf32>, %arg30: tensor<64xf32>, %arg31: tensor<3x128xf32>, %arg32: tensor<3x64x128xf32>, %arg33: tensor<3x64xf32>, %arg34: tensor<3x128x64xf32>, %arg35: tensor<3x64xf32>, %arg36: tensor<3x64x64xf32>, %arg37: tensor<3x64xf32>, %arg38: tensor<3x64xf32>, %arg39: tensor<3x64xf32>, %arg40: tensor<3x64xf32>, %arg41: tensor<3x64xf32>, %arg42: tensor<3x64x64xf32>, %arg43: tensor<3x64xf32>, %arg44: tensor<3x64x64xf32>, %arg45: tensor<3x64xf32>, %arg46: tensor<3x64x64xf32>, %arg47: tensor<64xf32>, %arg48: tensor<48x64xf32>, %arg49: tensor<1x16x64xf32>, %arg50: tensor<10xf32>, %arg51: tensor<64x10xf32>, %arg52: tensor<64xf32>, %arg53: tensor<64xf32>, %arg54: tensor<3x128xf32>, %arg55: tensor<3x64x128xf32>, %arg56: tensor<3x64xf32>, %arg57: tensor<3x128x64xf32>, %arg58: tensor<3x64xf32>, %arg59: tensor<3x64x64xf32>, %arg60: tensor<3x64xf32>, %arg61: tensor<3x64xf32>, %arg62: tensor<3x64xf32>, %arg63: tensor<3x64xf32>, %arg64: tensor<3x64xf32>, %arg65: tensor<3x64x64xf32>, %arg66: tensor<3x64xf32>, %arg67: tensor<3x64x64xf32>, %arg68: tensor<3x64xf32>, %arg69: tensor<3x64x64xf32>, %arg70: tensor<2x16x48xf32>, %arg71: tensor<2xi32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<64xf32> {jax.result_info = "result[1]['embed']['params']['patch_embed']['bias']"}, tensor<48x64xf32> {jax.result_info = "result[1]['embed']['params']['patch_embed']['kernel']"}, tensor<1x16x64xf32> {jax.result_info = "result[1]['embed']['params']['pos_embed']"}, tensor<10xf32> {jax.result_info = "result[1]['head']['params']['head']['bias']"}, tensor<64x10xf32> {jax.result_info = "result[1]['head']['params']['head']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1]['head']['params']['ln_final']['bias']"}, tensor<64xf32> {jax.result_info = "result[1]['head']['params']['ln_final']['scale']"}, tensor<3x128xf32> {jax.result_info = "result[1]['layers']['params']['fc1']['bias']"}, tensor<3x64x128xf32> {jax.result_info = "result[1]['layers']['params']['fc1']['kernel']"}, tensor<3x64xf32> {jax.result_info = "result[1]['layers']['params']['fc2']['bias']"}, tensor<3x128x64xf32> {jax.result_info = "result[1]['layers']['params']['fc2']['kernel']"}, tensor<3x64xf32> {jax.result_info = "result[1]['layers']['params']['key']['bias']"}, tensor<3x64x64xf32> {jax.result_info = "result[1]['layers']['params']['key']['kernel']"}, tensor<3x64xf32> {jax.result_info = "result[1]['layers']['params']['ln1']['bias']"}, tensor<3x64xf32> {jax.result_info = "result[1]['layers']['params']['ln1']['scale']"}, tensor<3x64xf32> {jax.result_info = "result[1]['layers']['params']['ln2']['bias']"}, tensor<3x64xf32> {jax.result_info = "result[1]['layers']['params']['ln2']['scale']"}, tensor<3x64xf32> {jax.result_info = "result[1]['layers']['params']['out']['bias']"}, tensor<3x64x64xf32> {jax.result_info = "result[1]['layers']['params']['out']['kernel']"}, tensor<3x64xf32> {jax.result_info = "result[1]['layers']['params']['query']['bias']"}, tensor<3x64x64xf32> {jax.result_info = "result[1]['layers']['params']['query']['kernel']"}, tensor<3x64xf32> {jax.result_info = "result[1]['layers']['params']['value']['bias']"}, tensor<3x64x64xf32> {jax.result_info = "result[1]['layers']['params']['value']['kernel']"}, tensor<i32> {jax.result_info = "result[2][1][0].count"}, tensor<64xf32> {jax.result_info = "result[2][1][0].mu['embed']['params']['patch_embed']['bias']"}, tensor<48x64xf32> {jax.result_info = "result[2][1][0].mu['embed']['params']['patch_embed']['kernel']"}, tensor<1x16x64xf32> {jax.result_info = "result[2][1][0].mu['embed']['params']['pos_embed']"}, tensor<10xf32> {jax.result_info = "result[2][1][0].mu['head']['params']['head']['bias']"}, tensor<64x10xf32> {jax.result_info = "result[2][1][0].mu['head']['params']['head']['kernel']"}, tensor<64xf32> {jax.result_info = "result[2][1][0].mu['head']['params']['ln_final']['bias']"}, tensor<64xf32> {jax.result_info = "result[2][1][0].mu['head']['params']['ln_final']['scale']"}, tensor<3x128xf32> {jax.result_info = "result[2][1][0].mu['layers']['params']['fc1']['bias']"}, tensor<3x64x128xf32> {jax.result_info = "result[2][1][0].mu['layers']['params']['fc1']['kernel']"}, tensor<3x64xf32> {jax.result_info = "result[2][1][0].mu['layers']['params']['fc2']['bias']"}, tensor<3x128x64xf32> {jax.result_info = "result[2][1][0].mu['layers']['params']['fc2']['kernel']"}, tensor<3x64xf32> {jax.result_info = "result[2][1][0].mu['layers']['params']['key']['bias']"}, tensor<3x64x64xf32> {jax.result_info = "result[2][1][0].mu['layers']['params']['key']['kernel']"}, tensor<3x64xf32> {jax.result_info = "result[2][1][0].mu['layers']['params']['ln1']['bias']"}, tensor<3x64xf32> {jax.result_info = "result[2][1][0].mu['layers']['params']['ln1']['scale']"}, tensor<3x64xf32> {jax.result_info = "result[2][1][0].mu['layers']['params']['ln2']['bias']"}, tensor<3x64xf32> {jax.result_info = "result[2][1][0].mu['layers']['params']['ln2']['scale']"}, tensor<3x64xf32> {jax.result_info = "result[2][1][0].mu['layers']['params']['out']['bias']"}, tensor<3x64x64xf32> {jax.result_info = "result[2][1][0].mu['layers']['params']['out']['kernel']"}, tensor<3x64xf32> {jax.result_info = "result[2][1][0].mu['layers']['params']['query']['bias']"}, tensor<3x64x64xf32> {jax.result_info = "result[2][1][0].mu['layers']['params']['query']['kernel']"}, tensor<3x64xf32> {jax.result_info = "result[2][1][0].mu['layers']['params']['value']['bias']"}, tensor<3x64x64xf32> {jax.result_info = "result[2][1][0].mu['layers']['params']['value']['kernel']"}, tensor<64xf32> {jax.result_info = "result[2][1][0].nu['embed']['params']['patch_embed']['bias']"}, tensor<48x64xf32> {jax.result_info = "result[2][1][0].nu['embed']['params']['patch_embed']['kernel']"}, tensor<1x16x64xf32> {jax.result_info = "result[2][1][0].nu['embed']['params']['pos_embed']"}, tensor<10xf32> {jax.result_info = "result[2][1][0].nu['head']['params']['head']['bias']"}, tensor<64x10xf32> {jax.result_info = "result[2][1][0].nu['head']['params']['head']['kernel']"}, tensor<64xf32> {jax.result_info = "result[2][1][0].nu['head']['params']['ln_final']['bias']"}, tensor<64xf32> {jax.result_info = "result[2][1][0].nu['head']['params']['ln_final']['scale']"}, tensor<3x128xf32> {jax.result_info = "result[2][1][0].nu['layers']['params']['fc1']['bias']"}, tensor<3x64x128xf32> {jax.result_info = "result[2][1][0].nu['layers']['params']['fc1']['kernel']"}, tensor<3x64xf32> {jax.result_info = "result[2][1][0].nu['layers']['params']['fc2']['bias']"}, tensor<3x128x64xf32> {jax.result_info = "result[2][1][0].nu['layers']['params']['fc2']['kernel']"}, tensor<3x64xf32> {jax.result_info = "result[2][1][0].nu['layers']['params']['key']['bias']"}, tensor<3x64x64xf32> {jax.result_info = "result[2][1][0].nu['layers']['params']['key']['kernel']"}, tensor<3x64xf32> {jax.result_info = "result[2][1][0].nu['layers']['params']['ln1']['bias']"}, tensor<3x64xf32> {jax.result_info = "result[2][1][0].nu['layers']['params']['ln1']['scale']"}, tensor<3x64xf32> {jax.result_info = "result[2][1][0].nu['layers']['params']['ln2']['bias']"}, tensor<3x64xf32> {jax.result_info = "result[2][1][0].nu['layers']['params']['ln2']['scale']"}, tensor<3x64xf32> {jax.result_info = "result[2][1][0].nu['layers']['params']['out']['bias']"}, tensor<3x64x64xf32> {jax.result_info = "result[2][1][0].nu['layers']['params']['out']['kernel']"}, tensor<3x64xf32> {jax.result_info = "result[2][1][0].nu['layers']['params']['query']['bias']"}, tensor<3x64x64xf32> {jax.result_info = "result[2][1][0].nu['layers']['params']['query']['kernel']"}, tensor<3x64xf32> {jax.result_info = "result[2][1][0].nu['layers']['params']['value']['bias']"}, tensor<3x64x64xf32> {jax.result_info = "result[2][1][0].nu['layers']['params']['value']['kernel']"}) {
    %0 = stablehlo.dot_general %arg70, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x48xf32>, tensor<48x64xf32>) -> tensor<2x16x64xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %3 = stablehlo.add %0, %2 : tensor<2x16x64xf32>
    %4 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1, 2] : (tensor<1x16x64xf32>) -> tensor<2x16x64xf32>
    %5 = stablehlo.add %3, %4 : tensor<2x16x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x2x16x64xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x2x16x64xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3x2x16x64xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x2x16x64xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<3x2x16x128xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<3x2x16x64xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %12:24 = stablehlo.while(%iterArg = %arg7, %iterArg_293 = %arg8, %iterArg_294 = %arg9, %iterArg_295 = %arg10, %iterArg_296 = %arg11, %iterArg_297 = %arg12, %iterArg_298 = %arg13, %iterArg_299 = %arg14, %iterArg_300 = %arg15, %iterArg_301 = %arg16, %iterArg_302 = %arg17, %iterArg_303 = %arg18, %iterArg_304 = %arg19, %iterArg_305 = %arg20, %iterArg_306 = %arg21, %iterArg_307 = %arg22, %iterArg_308 = %c, %iterArg_309 = %5, %iterArg_310 = %6, %iterArg_311 = %7, %iterArg_312 = %8, %iterArg_313 = %9, %iterArg_314 = %10, %iterArg_315 = %11) : tensor<3x128xf32>, tensor<3x64x128xf32>, tensor<3x64xf32>, tensor<3x128x64xf32>, tensor<3x64xf32>, tensor<3x64x64xf32>, tensor<3x64xf32>, tensor<3x64xf32>, tensor<3x64xf32>, tensor<3x64xf32>, tensor<3x64xf32>, tensor<3x64x64xf32>, tensor<3x64xf32>, tensor<3x64x64xf32>, tensor<3x64xf32>, tensor<3x64x64xf32>, tensor<i32>, tensor<2x16x64xf32>, tensor<3x2x16x64xf32>, tensor<3x2x16x64xf32>, tensor<3x2x16x64xf32>, tensor<3x2x16x64xf32>, tensor<3x2x16x128xf32>, tensor<3x2x16x64xf32>
    cond {
      %c_316 = stablehlo.constant dense<3> : tensor<i32>
      %956 = stablehlo.compare LT, %iterArg_308, %c_316, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %956 : tensor<i1>
    } do {
      %956 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_308) : (tensor<3x128xf32>, tensor<i32>) -> tensor<128xf32>
      %957 = func.call @dynamic_index_in_dim_0(%iterArg_293, %iterArg_308) : (tensor<3x64x128xf32>, tensor<i32>) -> tensor<64x128xf32>
      %958 = func.call @dynamic_index_in_dim_1(%iterArg_294, %iterArg_308) : (tensor<3x64xf32>, tensor<i32>) -> tensor<64xf32>
      %959 = func.call @dynamic_index_in_dim_2(%iterArg_295, %iterArg_308) : (tensor<3x128x64xf32>, tensor<i32>) -> tensor<128x64xf32>
      %960 = func.call @dynamic_index_in_dim_1(%iterArg_296, %iterArg_308) : (tensor<3x64xf32>, tensor<i32>) -> tensor<64xf32>
      %961 = func.call @dynamic_index_in_dim_3(%iterArg_297, %iterArg_308) : (tensor<3x64x64xf32>, tensor<i32>) -> tensor<64x64xf32>
      %962 = func.call @dynamic_index_in_dim_1(%iterArg_298, %iterArg_308) : (tensor<3x64xf32>, tensor<i32>) -> tensor<64xf32>
      %963 = func.call @dynamic_index_in_dim_1(%iterArg_299, %iterArg_308) : (tensor<3x64xf32>, tensor<i32>) -> tensor<64xf32>
      %964 = func.call @dynamic_index_in_dim_1(%iterArg_300, %iterArg_308) : (tensor<3x64xf32>, tensor<i32>) -> tensor<64xf32>
      %965 = func.call @dynamic_index_in_dim_1(%iterArg_301, %iterArg_308) : (tensor<3x64xf32>, tensor<i32>) -> tensor<64xf32>
      %966 = func.call @dynamic_index_in_dim_1(%iterArg_302, %iterArg_308) : (tensor<3x64xf32>, tensor<i32>) -> tensor<64xf32>
      %967 = func.call @dynamic_index_in_dim_3(%iterArg_303, %iterArg_308) : (tensor<3x64x64xf32>, tensor<i32>) -> tensor<64x64xf32>
      %968 = func.call @dynamic_index_in_dim_1(%iterArg_304, %iterArg_308) : (tensor<3x64xf32>, tensor<i32>) -> tensor<64xf32>
      %969 = func.call @dynamic_index_in_dim_3(%iterArg_305, %iterArg_308) : (tensor<3x64x64xf32>, tensor<i32>) -> tensor<64x64xf32>
      %970 = func.call @dynamic_index_in_dim_1(%iterArg_306, %iterArg_308) : (tensor<3x64xf32>, tensor<i32>) -> tensor<64xf32>
      %971 = func.call @dynamic_index_in_dim_3(%iterArg_307, %iterArg_308) : (tensor<3x64x64xf32>, tensor<i32>) -> tensor<64x64xf32>
      %972:7 = func.call @closed_call(%iterArg_309, %956, %957, %958, %959, %960, %961, %962, %963, %964, %965, %966, %967, %968, %969, %970, %971) : (tensor<2x16x64xf32>, tensor<128xf32>, tensor<64x128xf32>, tensor<64xf32>, tensor<128x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>) -> (tensor<2x16x64xf32>, tensor<2x16x64xf32>, tensor<2x16x64xf32>, tensor<2x16x64xf32>, tensor<2x16x64xf32>, tensor<2x16x128xf32>, tensor<2x16x64xf32>)
      %973 = func.call @dynamic_update_index_in_dim(%iterArg_310, %972#1, %iterArg_308) : (tensor<3x2x16x64xf32>, tensor<2x16x64xf32>, tensor<i32>) -> tensor<3x2x16x64xf32>
      %974 = func.call @dynamic_update_index_in_dim(%iterArg_311, %972#2, %iterArg_308) : (tensor<3x2x16x64xf32>, tensor<2x16x64xf32>, tensor<i32>) -> tensor<3x2x16x64xf32>
      %975 = func.call @dynamic_update_index_in_dim(%iterArg_312, %972#3, %iterArg_308) : (tensor<3x2x16x64xf32>, tensor<2x16x64xf32>, tensor<i32>) -> tensor<3x2x16x64xf32>
      %976 = func.call @dynamic_update_index_in_dim(%iterArg_313, %972#4, %iterArg_308) : (tensor<3x2x16x64xf32>, tensor<2x16x64xf32>, tensor<i32>) -> tensor<3x2x16x64xf32>
      %977 = func.call @dynamic_update_index_in_dim_4(%iterArg_314, %972#5, %iterArg_308) : (tensor<3x2x16x128xf32>, tensor<2x16x128xf32>, tensor<i32>) -> tensor<3x2x16x128xf32>
      %978 = func.call @dynamic_update_index_in_dim(%iterArg_315, %972#6, %iterArg_308) : (tensor<3x2x16x64xf32>, tensor<2x16x64xf32>, tensor<i32>) -> tensor<3x2x16x64xf32>
      %c_316 = stablehlo.constant dense<1> : tensor<i32>
      %979 = stablehlo.add %iterArg_308, %c_316 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_293, %iterArg_294, %iterArg_295, %iterArg_296, %iterArg_297, %iterArg_298, %iterArg_299, %iterArg_300, %iterArg_301, %iterArg_302, %iterArg_303, %iterArg_304, %iterArg_305, %iterArg_306, %iterArg_307, %979, %972#0, %973, %974, %975, %976, %977, %978 : tensor<3x128xf32>, tensor<3x64x128xf32>, tensor<3x64xf32>, tensor<3x128x64xf32>, tensor<3x64xf32>, tensor<3x64x64xf32>, tensor<3x64xf32>, tensor<3x64xf32>, tensor<3x64xf32>, tensor<3x64xf32>, tensor<3x64xf32>, tensor<3x64x64xf32>, tensor<3x64xf32>, tensor<3x64x64xf32>, tensor<3x64xf32>, tensor<3x64x64xf32>, tensor<i32>, tensor<2x16x64xf32>, tensor<3x2x16x64xf32>, tensor<3x2x16x64xf32>, tensor<3x2x16x64xf32>, tensor<3x2x16x64xf32>, tensor<3x2x16x128xf32>, tensor<3x2x16x64xf32>
    }
    %13 = chlo.square %12#17 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %15 = stablehlo.multiply %14, %12#17 : tensor<2x16x64xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.reduce(%12#17 init: %cst_6) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_7 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %18 = stablehlo.divide %16, %17 : tensor<2x16xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.reduce(%13 init: %cst_8) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_9 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %21 = stablehlo.divide %19, %20 : tensor<2x16xf32>
    %22 = chlo.square %18 : tensor<2x16xf32> -> tensor<2x16xf32>
    %cst_10 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %24 = stablehlo.multiply %23, %18 : tensor<2x16xf32>
    %25 = stablehlo.subtract %21, %22 : tensor<2x16xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %27 = stablehlo.maximum %26, %25 : tensor<2x16xf32>
    %28 = stablehlo.compare EQ, %25, %27, FLOAT : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xi1>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %31 = stablehlo.select %28, %29, %30 : tensor<2x16xi1>, tensor<2x16xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %33 = stablehlo.compare EQ, %32, %27, FLOAT : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xi1>
    %cst_15 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %36 = stablehlo.select %33, %34, %35 : tensor<2x16xi1>, tensor<2x16xf32>
    %37 = stablehlo.divide %31, %36 : tensor<2x16xf32>
    %38 = stablehlo.broadcast_in_dim %18, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %39 = stablehlo.broadcast_in_dim %27, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %40 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %41 = stablehlo.subtract %12#17, %40 : tensor<2x16x64xf32>
    %cst_17 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %43 = stablehlo.add %39, %42 : tensor<2x16x1xf32>
    %44 = stablehlo.rsqrt %43 : tensor<2x16x1xf32>
    %45 = stablehlo.divide %44, %43 : tensor<2x16x1xf32>
    %cst_18 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %47 = stablehlo.multiply %46, %45 : tensor<2x16x1xf32>
    %48 = stablehlo.reshape %arg6 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %49 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %50 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %51 = stablehlo.multiply %49, %50 : tensor<2x16x64xf32>
    %52 = stablehlo.multiply %41, %51 : tensor<2x16x64xf32>
    %53 = stablehlo.reshape %arg5 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %55 = stablehlo.add %52, %54 : tensor<2x16x64xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %56 = stablehlo.reduce(%55 init: %cst_19) applies stablehlo.add across dimensions = [1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %cst_20 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %58 = stablehlo.divide %56, %57 : tensor<2x64xf32>
    %59 = stablehlo.dot_general %58, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x64xf32>, tensor<64x10xf32>) -> tensor<2x10xf32>
    %60 = stablehlo.reshape %arg3 : (tensor<10xf32>) -> tensor<1x10xf32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [0, 1] : (tensor<1x10xf32>) -> tensor<2x10xf32>
    %62 = stablehlo.add %59, %61 : tensor<2x10xf32>
    %63:3 = call @log_softmax(%62) : (tensor<2x10xf32>) -> (tensor<2x10xf32>, tensor<2x10xf32>, tensor<2x1xf32>)
    %64 = stablehlo.broadcast_in_dim %arg71, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %65:2 = call @take_along_axis(%63#0, %64) : (tensor<2x10xf32>, tensor<2x1xi32>) -> (tensor<2x1xf32>, tensor<2x1x1xi32>)
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %66 = stablehlo.reduce(%65#0 init: %cst_21) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x1xf32>, tensor<f32>) -> tensor<f32>
    %cst_22 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %67 = stablehlo.divide %66, %cst_22 : tensor<f32>
    %68 = stablehlo.negate %67 : tensor<f32>
    %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %69 = stablehlo.negate %cst_23 : tensor<f32>
    %cst_24 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %70 = stablehlo.divide %69, %cst_24 : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [] : (tensor<f32>) -> tensor<2x1xf32>
    %72 = call @take_along_axis_5(%65#1, %71) : (tensor<2x1x1xi32>, tensor<2x1xf32>) -> tensor<2x10xf32>
    %73 = call @log_softmax_6(%63#1, %63#2, %72) : (tensor<2x10xf32>, tensor<2x1xf32>, tensor<2x10xf32>) -> tensor<2x10xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %74 = stablehlo.reduce(%73 init: %cst_25) applies stablehlo.add across dimensions = [0] : (tensor<2x10xf32>, tensor<f32>) -> tensor<10xf32>
    %75 = stablehlo.reshape %74 : (tensor<10xf32>) -> tensor<1x10xf32>
    %76 = stablehlo.reshape %75 : (tensor<1x10xf32>) -> tensor<10xf32>
    %77 = stablehlo.dot_general %73, %58, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x10xf32>, tensor<2x64xf32>) -> tensor<10x64xf32>
    %78 = stablehlo.transpose %77, dims = [1, 0] : (tensor<10x64xf32>) -> tensor<64x10xf32>
    %79 = stablehlo.dot_general %73, %arg4, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x10xf32>, tensor<64x10xf32>) -> tensor<2x64xf32>
    %cst_26 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %81 = stablehlo.divide %79, %80 : tensor<2x64xf32>
    %82 = stablehlo.broadcast_in_dim %81, dims = [0, 2] : (tensor<2x64xf32>) -> tensor<2x16x64xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %83 = stablehlo.reduce(%82 init: %cst_27) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %84 = stablehlo.reshape %83 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %85 = stablehlo.reshape %84 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %86 = stablehlo.multiply %41, %82 : tensor<2x16x64xf32>
    %87 = stablehlo.multiply %82, %51 : tensor<2x16x64xf32>
    %88 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %89 = stablehlo.multiply %88, %86 : tensor<2x16x64xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %90 = stablehlo.reduce(%89 init: %cst_28) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %91 = stablehlo.reshape %90 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %92 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %93 = stablehlo.multiply %86, %92 : tensor<2x16x64xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %94 = stablehlo.reduce(%93 init: %cst_29) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %95 = stablehlo.reshape %94 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %96 = stablehlo.reshape %91 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %97 = stablehlo.multiply %95, %47 : tensor<2x16x1xf32>
    %98 = stablehlo.negate %87 : tensor<2x16x64xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %99 = stablehlo.reduce(%98 init: %cst_30) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %100 = stablehlo.reshape %99 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %101 = stablehlo.reduce(%97 init: %cst_31) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %102 = stablehlo.reduce(%100 init: %cst_32) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %103 = stablehlo.multiply %101, %37 : tensor<2x16xf32>
    %104 = stablehlo.negate %103 : tensor<2x16xf32>
    %105 = stablehlo.multiply %104, %24 : tensor<2x16xf32>
    %106 = stablehlo.add %102, %105 : tensor<2x16xf32>
    %cst_33 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %107 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %108 = stablehlo.divide %103, %107 : tensor<2x16xf32>
    %109 = stablehlo.broadcast_in_dim %108, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %cst_34 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %110 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %111 = stablehlo.divide %106, %110 : tensor<2x16xf32>
    %112 = stablehlo.broadcast_in_dim %111, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %113 = stablehlo.add %87, %112 : tensor<2x16x64xf32>
    %114 = stablehlo.multiply %109, %15 : tensor<2x16x64xf32>
    %115 = stablehlo.add %113, %114 : tensor<2x16x64xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %116 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<3x128xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %117 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<3x64x128xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %118 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %119 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<3x128x64xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %120 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %121 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %122 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %124 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %126 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %127 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %129 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %130 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %131 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %c_51 = stablehlo.constant dense<0> : tensor<i32>
    %132:39 = stablehlo.while(%iterArg = %12#18, %iterArg_293 = %12#19, %iterArg_294 = %12#20, %iterArg_295 = %12#21, %iterArg_296 = %12#22, %iterArg_297 = %12#23, %iterArg_298 = %arg7, %iterArg_299 = %arg8, %iterArg_300 = %arg10, %iterArg_301 = %arg11, %iterArg_302 = %arg12, %iterArg_303 = %arg13, %iterArg_304 = %arg14, %iterArg_305 = %arg15, %iterArg_306 = %arg16, %iterArg_307 = %arg17, %iterArg_308 = %arg18, %iterArg_309 = %arg19, %iterArg_310 = %arg20, %iterArg_311 = %arg21, %iterArg_312 = %arg22, %iterArg_313 = %c_51, %iterArg_314 = %115, %iterArg_315 = %116, %iterArg_316 = %117, %iterArg_317 = %118, %iterArg_318 = %119, %iterArg_319 = %120, %iterArg_320 = %121, %iterArg_321 = %122, %iterArg_322 = %123, %iterArg_323 = %124, %iterArg_324 = %125, %iterArg_325 = %126, %iterArg_326 = %127, %iterArg_327 = %128, %iterArg_328 = %129, %iterArg_329 = %130, %iterArg_330 = %131) : tensor<3x2x16x64xf32>, tensor<3x2x16x64xf32>, tensor<3x2x16x64xf32>, tensor<3x2x16x64xf32>, tensor<3x2x16x128xf32>, tensor<3x2x16x64xf32>, tensor<3x128xf32>, tensor<3x64x128xf32>, tensor<3x128x64xf32>, tensor<3x64xf32>, tensor<3x64x64xf32>, tensor<3x64xf32>, tensor<3x64xf32>, tensor<3x64xf32>, tensor<3x64xf32>, tensor<3x64xf32>, tensor<3x64x64xf32>, tensor<3x64xf32>, tensor<3x64x64xf32>, tensor<3x64xf32>, tensor<3x64x64xf32>, tensor<i32>, tensor<2x16x64xf32>, tensor<3x128xf32>, tensor<3x64x128xf32>, tensor<3x64xf32>, tensor<3x128x64xf32>, tensor<3x64xf32>, tensor<3x64x64xf32>, tensor<3x64xf32>, tensor<3x64xf32>, tensor<3x64xf32>, tensor<3x64xf32>, tensor<3x64xf32>, tensor<3x64x64xf32>, tensor<3x64xf32>, tensor<3x64x64xf32>, tensor<3x64xf32>, tensor<3x64x64xf32>
    cond {
      %c_331 = stablehlo.constant dense<3> : tensor<i32>
      %956 = stablehlo.compare LT, %iterArg_313, %c_331, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %956 : tensor<i1>
    } do {
      %c_331 = stablehlo.constant dense<3> : tensor<i32>
      %956 = stablehlo.subtract %c_331, %iterArg_313 : tensor<i32>
      %c_332 = stablehlo.constant dense<1> : tensor<i32>
      %957 = stablehlo.subtract %956, %c_332 : tensor<i32>
      %958 = func.call @dynamic_index_in_dim_7(%iterArg, %957) : (tensor<3x2x16x64xf32>, tensor<i32>) -> tensor<2x16x64xf32>
      %959 = func.call @dynamic_index_in_dim_7(%iterArg_293, %957) : (tensor<3x2x16x64xf32>, tensor<i32>) -> tensor<2x16x64xf32>
      %960 = func.call @dynamic_index_in_dim_7(%iterArg_294, %957) : (tensor<3x2x16x64xf32>, tensor<i32>) -> tensor<2x16x64xf32>
      %961 = func.call @dynamic_index_in_dim_7(%iterArg_295, %957) : (tensor<3x2x16x64xf32>, tensor<i32>) -> tensor<2x16x64xf32>
      %962 = func.call @dynamic_index_in_dim_8(%iterArg_296, %957) : (tensor<3x2x16x128xf32>, tensor<i32>) -> tensor<2x16x128xf32>
      %963 = func.call @dynamic_index_in_dim_7(%iterArg_297, %957) : (tensor<3x2x16x64xf32>, tensor<i32>) -> tensor<2x16x64xf32>
      %964 = func.call @dynamic_index_in_dim(%iterArg_298, %957) : (tensor<3x128xf32>, tensor<i32>) -> tensor<128xf32>
      %965 = func.call @dynamic_index_in_dim_0(%iterArg_299, %957) : (tensor<3x64x128xf32>, tensor<i32>) -> tensor<64x128xf32>
      %966 = func.call @dynamic_index_in_dim_2(%iterArg_300, %957) : (tensor<3x128x64xf32>, tensor<i32>) -> tensor<128x64xf32>
      %967 = func.call @dynamic_index_in_dim_1(%iterArg_301, %957) : (tensor<3x64xf32>, tensor<i32>) -> tensor<64xf32>
      %968 = func.call @dynamic_index_in_dim_3(%iterArg_302, %957) : (tensor<3x64x64xf32>, tensor<i32>) -> tensor<64x64xf32>
      %969 = func.call @dynamic_index_in_dim_1(%iterArg_303, %957) : (tensor<3x64xf32>, tensor<i32>) -> tensor<64xf32>
      %970 = func.call @dynamic_index_in_dim_1(%iterArg_304, %957) : (tensor<3x64xf32>, tensor<i32>) -> tensor<64xf32>
      %971 = func.call @dynamic_index_in_dim_1(%iterArg_305, %957) : (tensor<3x64xf32>, tensor<i32>) -> tensor<64xf32>
      %972 = func.call @dynamic_index_in_dim_1(%iterArg_306, %957) : (tensor<3x64xf32>, tensor<i32>) -> tensor<64xf32>
      %973 = func.call @dynamic_index_in_dim_1(%iterArg_307, %957) : (tensor<3x64xf32>, tensor<i32>) -> tensor<64xf32>
      %974 = func.call @dynamic_index_in_dim_3(%iterArg_308, %957) : (tensor<3x64x64xf32>, tensor<i32>) -> tensor<64x64xf32>
      %975 = func.call @dynamic_index_in_dim_1(%iterArg_309, %957) : (tensor<3x64xf32>, tensor<i32>) -> tensor<64xf32>
      %976 = func.call @dynamic_index_in_dim_3(%iterArg_310, %957) : (tensor<3x64x64xf32>, tensor<i32>) -> tensor<64x64xf32>
      %977 = func.call @dynamic_index_in_dim_1(%iterArg_311, %957) : (tensor<3x64xf32>, tensor<i32>) -> tensor<64xf32>
      %978 = func.call @dynamic_index_in_dim_3(%iterArg_312, %957) : (tensor<3x64x64xf32>, tensor<i32>) -> tensor<64x64xf32>
      %979:17 = func.call @closed_call_9(%iterArg_314, %958, %959, %960, %961, %962, %963, %964, %965, %966, %967, %968, %969, %970, %971, %972, %973, %974, %975, %976, %977, %978) : (tensor<2x16x64xf32>, tensor<2x16x64xf32>, tensor<2x16x64xf32>, tensor<2x16x64xf32>, tensor<2x16x64xf32>, tensor<2x16x128xf32>, tensor<2x16x64xf32>, tensor<128xf32>, tensor<64x128xf32>, tensor<128x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>) -> (tensor<2x16x64xf32>, tensor<128xf32>, tensor<64x128xf32>, tensor<64xf32>, tensor<128x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>)
      %980 = func.call @dynamic_update_index_in_dim_10(%iterArg_315, %979#1, %957) : (tensor<3x128xf32>, tensor<128xf32>, tensor<i32>) -> tensor<3x128xf32>
      %981 = func.call @dynamic_update_index_in_dim_11(%iterArg_316, %979#2, %957) : (tensor<3x64x128xf32>, tensor<64x128xf32>, tensor<i32>) -> tensor<3x64x128xf32>
      %982 = func.call @dynamic_update_index_in_dim_12(%iterArg_317, %979#3, %957) : (tensor<3x64xf32>, tensor<64xf32>, tensor<i32>) -> tensor<3x64xf32>
      %983 = func.call @dynamic_update_index_in_dim_13(%iterArg_318, %979#4, %957) : (tensor<3x128x64xf32>, tensor<128x64xf32>, tensor<i32>) -> tensor<3x128x64xf32>
      %984 = func.call @dynamic_update_index_in_dim_12(%iterArg_319, %979#5, %957) : (tensor<3x64xf32>, tensor<64xf32>, tensor<i32>) -> tensor<3x64xf32>
      %985 = func.call @dynamic_update_index_in_dim_14(%iterArg_320, %979#6, %957) : (tensor<3x64x64xf32>, tensor<64x64xf32>, tensor<i32>) -> tensor<3x64x64xf32>
      %986 = func.call @dynamic_update_index_in_dim_12(%iterArg_321, %979#7, %957) : (tensor<3x64xf32>, tensor<64xf32>, tensor<i32>) -> tensor<3x64xf32>
      %987 = func.call @dynamic_update_index_in_dim_12(%iterArg_322, %979#8, %957) : (tensor<3x64xf32>, tensor<64xf32>, tensor<i32>) -> tensor<3x64xf32>
      %988 = func.call @dynamic_update_index_in_dim_12(%iterArg_323, %979#9, %957) : (tensor<3x64xf32>, tensor<64xf32>, tensor<i32>) -> tensor<3x64xf32>
      %989 = func.call @dynamic_update_index_in_dim_12(%iterArg_324, %979#10, %957) : (tensor<3x64xf32>, tensor<64xf32>, tensor<i32>) -> tensor<3x64xf32>
      %990 = func.call @dynamic_update_index_in_dim_12(%iterArg_325, %979#11, %957) : (tensor<3x64xf32>, tensor<64xf32>, tensor<i32>) -> tensor<3x64xf32>
      %991 = func.call @dynamic_update_index_in_dim_14(%iterArg_326, %979#12, %957) : (tensor<3x64x64xf32>, tensor<64x64xf32>, tensor<i32>) -> tensor<3x64x64xf32>
      %992 = func.call @dynamic_update_index_in_dim_12(%iterArg_327, %979#13, %957) : (tensor<3x64xf32>, tensor<64xf32>, tensor<i32>) -> tensor<3x64xf32>
      %993 = func.call @dynamic_update_index_in_dim_14(%iterArg_328, %979#14, %957) : (tensor<3x64x64xf32>, tensor<64x64xf32>, tensor<i32>) -> tensor<3x64x64xf32>
      %994 = func.call @dynamic_update_index_in_dim_12(%iterArg_329, %979#15, %957) : (tensor<3x64xf32>, tensor<64xf32>, tensor<i32>) -> tensor<3x64xf32>
      %995 = func.call @dynamic_update_index_in_dim_14(%iterArg_330, %979#16, %957) : (tensor<3x64x64xf32>, tensor<64x64xf32>, tensor<i32>) -> tensor<3x64x64xf32>
      %c_333 = stablehlo.constant dense<1> : tensor<i32>
      %996 = stablehlo.add %iterArg_313, %c_333 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_293, %iterArg_294, %iterArg_295, %iterArg_296, %iterArg_297, %iterArg_298, %iterArg_299, %iterArg_300, %iterArg_301, %iterArg_302, %iterArg_303, %iterArg_304, %iterArg_305, %iterArg_306, %iterArg_307, %iterArg_308, %iterArg_309, %iterArg_310, %iterArg_311, %iterArg_312, %996, %979#0, %980, %981, %982, %983, %984, %985, %986, %987, %988, %989, %990, %991, %992, %993, %994, %995 : tensor<3x2x16x64xf32>, tensor<3x2x16x64xf32>, tensor<3x2x16x64xf32>, tensor<3x2x16x64xf32>, tensor<3x2x16x128xf32>, tensor<3x2x16x64xf32>, tensor<3x128xf32>, tensor<3x64x128xf32>, tensor<3x128x64xf32>, tensor<3x64xf32>, tensor<3x64x64xf32>, tensor<3x64xf32>, tensor<3x64xf32>, tensor<3x64xf32>, tensor<3x64xf32>, tensor<3x64xf32>, tensor<3x64x64xf32>, tensor<3x64xf32>, tensor<3x64x64xf32>, tensor<3x64xf32>, tensor<3x64x64xf32>, tensor<i32>, tensor<2x16x64xf32>, tensor<3x128xf32>, tensor<3x64x128xf32>, tensor<3x64xf32>, tensor<3x128x64xf32>, tensor<3x64xf32>, tensor<3x64x64xf32>, tensor<3x64xf32>, tensor<3x64xf32>, tensor<3x64xf32>, tensor<3x64xf32>, tensor<3x64xf32>, tensor<3x64x64xf32>, tensor<3x64xf32>, tensor<3x64x64xf32>, tensor<3x64xf32>, tensor<3x64x64xf32>
    }
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %133 = stablehlo.reduce(%132#22 init: %cst_52) applies stablehlo.add across dimensions = [0] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<16x64xf32>
    %134 = stablehlo.reshape %133 : (tensor<16x64xf32>) -> tensor<1x16x64xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %135 = stablehlo.reduce(%132#22 init: %cst_53) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %136 = stablehlo.reshape %135 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %137 = stablehlo.reshape %136 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %138 = stablehlo.dot_general %132#22, %arg70, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x16x48xf32>) -> tensor<64x48xf32>
    %139 = stablehlo.transpose %138, dims = [1, 0] : (tensor<64x48xf32>) -> tensor<48x64xf32>
    %140 = chlo.square %137 : tensor<64xf32> -> tensor<64xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %141 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %142 = chlo.square %141 : tensor<64xf32> -> tensor<64xf32>
    %143 = stablehlo.add %140, %142 : tensor<64xf32>
    %144 = chlo.square %139 : tensor<48x64xf32> -> tensor<48x64xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %145 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<48x64xf32>
    %146 = chlo.square %145 : tensor<48x64xf32> -> tensor<48x64xf32>
    %147 = stablehlo.add %144, %146 : tensor<48x64xf32>
    %148 = chlo.square %134 : tensor<1x16x64xf32> -> tensor<1x16x64xf32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %149 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<1x16x64xf32>
    %150 = chlo.square %149 : tensor<1x16x64xf32> -> tensor<1x16x64xf32>
    %151 = stablehlo.add %148, %150 : tensor<1x16x64xf32>
    %152 = chlo.square %76 : tensor<10xf32> -> tensor<10xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %153 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %154 = chlo.square %153 : tensor<10xf32> -> tensor<10xf32>
    %155 = stablehlo.add %152, %154 : tensor<10xf32>
    %156 = chlo.square %78 : tensor<64x10xf32> -> tensor<64x10xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %157 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<64x10xf32>
    %158 = chlo.square %157 : tensor<64x10xf32> -> tensor<64x10xf32>
    %159 = stablehlo.add %156, %158 : tensor<64x10xf32>
    %160 = chlo.square %85 : tensor<64xf32> -> tensor<64xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %161 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %162 = chlo.square %161 : tensor<64xf32> -> tensor<64xf32>
    %163 = stablehlo.add %160, %162 : tensor<64xf32>
    %164 = chlo.square %96 : tensor<64xf32> -> tensor<64xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %165 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %166 = chlo.square %165 : tensor<64xf32> -> tensor<64xf32>
    %167 = stablehlo.add %164, %166 : tensor<64xf32>
    %168 = chlo.square %132#23 : tensor<3x128xf32> -> tensor<3x128xf32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %169 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<3x128xf32>
    %170 = chlo.square %169 : tensor<3x128xf32> -> tensor<3x128xf32>
    %171 = stablehlo.add %168, %170 : tensor<3x128xf32>
    %172 = chlo.square %132#24 : tensor<3x64x128xf32> -> tensor<3x64x128xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %173 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<3x64x128xf32>
    %174 = chlo.square %173 : tensor<3x64x128xf32> -> tensor<3x64x128xf32>
    %175 = stablehlo.add %172, %174 : tensor<3x64x128xf32>
    %176 = chlo.square %132#25 : tensor<3x64xf32> -> tensor<3x64xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %177 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %178 = chlo.square %177 : tensor<3x64xf32> -> tensor<3x64xf32>
    %179 = stablehlo.add %176, %178 : tensor<3x64xf32>
    %180 = chlo.square %132#26 : tensor<3x128x64xf32> -> tensor<3x128x64xf32>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %181 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<3x128x64xf32>
    %182 = chlo.square %181 : tensor<3x128x64xf32> -> tensor<3x128x64xf32>
    %183 = stablehlo.add %180, %182 : tensor<3x128x64xf32>
    %184 = chlo.square %132#27 : tensor<3x64xf32> -> tensor<3x64xf32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %185 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %186 = chlo.square %185 : tensor<3x64xf32> -> tensor<3x64xf32>
    %187 = stablehlo.add %184, %186 : tensor<3x64xf32>
    %188 = chlo.square %132#28 : tensor<3x64x64xf32> -> tensor<3x64x64xf32>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %189 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %190 = chlo.square %189 : tensor<3x64x64xf32> -> tensor<3x64x64xf32>
    %191 = stablehlo.add %188, %190 : tensor<3x64x64xf32>
    %192 = chlo.square %132#29 : tensor<3x64xf32> -> tensor<3x64xf32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %193 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %194 = chlo.square %193 : tensor<3x64xf32> -> tensor<3x64xf32>
    %195 = stablehlo.add %192, %194 : tensor<3x64xf32>
    %196 = chlo.square %132#30 : tensor<3x64xf32> -> tensor<3x64xf32>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %197 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %198 = chlo.square %197 : tensor<3x64xf32> -> tensor<3x64xf32>
    %199 = stablehlo.add %196, %198 : tensor<3x64xf32>
    %200 = chlo.square %132#31 : tensor<3x64xf32> -> tensor<3x64xf32>
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %201 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %202 = chlo.square %201 : tensor<3x64xf32> -> tensor<3x64xf32>
    %203 = stablehlo.add %200, %202 : tensor<3x64xf32>
    %204 = chlo.square %132#32 : tensor<3x64xf32> -> tensor<3x64xf32>
    %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %205 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %206 = chlo.square %205 : tensor<3x64xf32> -> tensor<3x64xf32>
    %207 = stablehlo.add %204, %206 : tensor<3x64xf32>
    %208 = chlo.square %132#33 : tensor<3x64xf32> -> tensor<3x64xf32>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %209 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %210 = chlo.square %209 : tensor<3x64xf32> -> tensor<3x64xf32>
    %211 = stablehlo.add %208, %210 : tensor<3x64xf32>
    %212 = chlo.square %132#34 : tensor<3x64x64xf32> -> tensor<3x64x64xf32>
    %cst_72 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %213 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %214 = chlo.square %213 : tensor<3x64x64xf32> -> tensor<3x64x64xf32>
    %215 = stablehlo.add %212, %214 : tensor<3x64x64xf32>
    %216 = chlo.square %132#35 : tensor<3x64xf32> -> tensor<3x64xf32>
    %cst_73 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %217 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %218 = chlo.square %217 : tensor<3x64xf32> -> tensor<3x64xf32>
    %219 = stablehlo.add %216, %218 : tensor<3x64xf32>
    %220 = chlo.square %132#36 : tensor<3x64x64xf32> -> tensor<3x64x64xf32>
    %cst_74 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %221 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %222 = chlo.square %221 : tensor<3x64x64xf32> -> tensor<3x64x64xf32>
    %223 = stablehlo.add %220, %222 : tensor<3x64x64xf32>
    %224 = chlo.square %132#37 : tensor<3x64xf32> -> tensor<3x64xf32>
    %cst_75 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %225 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %226 = chlo.square %225 : tensor<3x64xf32> -> tensor<3x64xf32>
    %227 = stablehlo.add %224, %226 : tensor<3x64xf32>
    %228 = chlo.square %132#38 : tensor<3x64x64xf32> -> tensor<3x64x64xf32>
    %cst_76 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %229 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %230 = chlo.square %229 : tensor<3x64x64xf32> -> tensor<3x64x64xf32>
    %231 = stablehlo.add %228, %230 : tensor<3x64x64xf32>
    %cst_77 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %232 = stablehlo.reduce(%143 init: %cst_77) applies stablehlo.add across dimensions = [0] : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %cst_78 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %233 = stablehlo.reduce(%147 init: %cst_78) applies stablehlo.add across dimensions = [0, 1] : (tensor<48x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_79 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %234 = stablehlo.reduce(%151 init: %cst_79) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x16x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %235 = stablehlo.reduce(%155 init: %cst_80) applies stablehlo.add across dimensions = [0] : (tensor<10xf32>, tensor<f32>) -> tensor<f32>
    %cst_81 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %236 = stablehlo.reduce(%159 init: %cst_81) applies stablehlo.add across dimensions = [0, 1] : (tensor<64x10xf32>, tensor<f32>) -> tensor<f32>
    %cst_82 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %237 = stablehlo.reduce(%163 init: %cst_82) applies stablehlo.add across dimensions = [0] : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %cst_83 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %238 = stablehlo.reduce(%167 init: %cst_83) applies stablehlo.add across dimensions = [0] : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %cst_84 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %239 = stablehlo.reduce(%171 init: %cst_84) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x128xf32>, tensor<f32>) -> tensor<f32>
    %cst_85 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %240 = stablehlo.reduce(%175 init: %cst_85) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<3x64x128xf32>, tensor<f32>) -> tensor<f32>
    %cst_86 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %241 = stablehlo.reduce(%179 init: %cst_86) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_87 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %242 = stablehlo.reduce(%183 init: %cst_87) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<3x128x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_88 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %243 = stablehlo.reduce(%187 init: %cst_88) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_89 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %244 = stablehlo.reduce(%191 init: %cst_89) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<3x64x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_90 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %245 = stablehlo.reduce(%195 init: %cst_90) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_91 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %246 = stablehlo.reduce(%199 init: %cst_91) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_92 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %247 = stablehlo.reduce(%203 init: %cst_92) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_93 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %248 = stablehlo.reduce(%207 init: %cst_93) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_94 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %249 = stablehlo.reduce(%211 init: %cst_94) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_95 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %250 = stablehlo.reduce(%215 init: %cst_95) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<3x64x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_96 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %251 = stablehlo.reduce(%219 init: %cst_96) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_97 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %252 = stablehlo.reduce(%223 init: %cst_97) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<3x64x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_98 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %253 = stablehlo.reduce(%227 init: %cst_98) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_99 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %254 = stablehlo.reduce(%231 init: %cst_99) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<3x64x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_100 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %255 = stablehlo.add %cst_100, %232 : tensor<f32>
    %256 = stablehlo.add %255, %233 : tensor<f32>
    %257 = stablehlo.add %256, %234 : tensor<f32>
    %258 = stablehlo.add %257, %235 : tensor<f32>
    %259 = stablehlo.add %258, %236 : tensor<f32>
    %260 = stablehlo.add %259, %237 : tensor<f32>
    %261 = stablehlo.add %260, %238 : tensor<f32>
    %262 = stablehlo.add %261, %239 : tensor<f32>
    %263 = stablehlo.add %262, %240 : tensor<f32>
    %264 = stablehlo.add %263, %241 : tensor<f32>
    %265 = stablehlo.add %264, %242 : tensor<f32>
    %266 = stablehlo.add %265, %243 : tensor<f32>
    %267 = stablehlo.add %266, %244 : tensor<f32>
    %268 = stablehlo.add %267, %245 : tensor<f32>
    %269 = stablehlo.add %268, %246 : tensor<f32>
    %270 = stablehlo.add %269, %247 : tensor<f32>
    %271 = stablehlo.add %270, %248 : tensor<f32>
    %272 = stablehlo.add %271, %249 : tensor<f32>
    %273 = stablehlo.add %272, %250 : tensor<f32>
    %274 = stablehlo.add %273, %251 : tensor<f32>
    %275 = stablehlo.add %274, %252 : tensor<f32>
    %276 = stablehlo.add %275, %253 : tensor<f32>
    %277 = stablehlo.add %276, %254 : tensor<f32>
    %278 = stablehlo.sqrt %277 : tensor<f32>
    %cst_101 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %279 = stablehlo.compare LT, %278, %cst_101, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %280 = stablehlo.broadcast_in_dim %278, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %281 = stablehlo.divide %137, %280 : tensor<64xf32>
    %cst_102 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %282 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %283 = stablehlo.multiply %281, %282 : tensor<64xf32>
    %284 = stablehlo.select %279, %137, %283 : tensor<i1>, tensor<64xf32>
    %285 = stablehlo.broadcast_in_dim %278, dims = [] : (tensor<f32>) -> tensor<48x64xf32>
    %286 = stablehlo.divide %139, %285 : tensor<48x64xf32>
    %cst_103 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %287 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<48x64xf32>
    %288 = stablehlo.multiply %286, %287 : tensor<48x64xf32>
    %289 = stablehlo.select %279, %139, %288 : tensor<i1>, tensor<48x64xf32>
    %290 = stablehlo.broadcast_in_dim %278, dims = [] : (tensor<f32>) -> tensor<1x16x64xf32>
    %291 = stablehlo.divide %134, %290 : tensor<1x16x64xf32>
    %cst_104 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %292 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<1x16x64xf32>
    %293 = stablehlo.multiply %291, %292 : tensor<1x16x64xf32>
    %294 = stablehlo.select %279, %134, %293 : tensor<i1>, tensor<1x16x64xf32>
    %295 = stablehlo.broadcast_in_dim %278, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %296 = stablehlo.divide %76, %295 : tensor<10xf32>
    %cst_105 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %297 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %298 = stablehlo.multiply %296, %297 : tensor<10xf32>
    %299 = stablehlo.select %279, %76, %298 : tensor<i1>, tensor<10xf32>
    %300 = stablehlo.broadcast_in_dim %278, dims = [] : (tensor<f32>) -> tensor<64x10xf32>
    %301 = stablehlo.divide %78, %300 : tensor<64x10xf32>
    %cst_106 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %302 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<64x10xf32>
    %303 = stablehlo.multiply %301, %302 : tensor<64x10xf32>
    %304 = stablehlo.select %279, %78, %303 : tensor<i1>, tensor<64x10xf32>
    %305 = stablehlo.broadcast_in_dim %278, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %306 = stablehlo.divide %85, %305 : tensor<64xf32>
    %cst_107 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %307 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %308 = stablehlo.multiply %306, %307 : tensor<64xf32>
    %309 = stablehlo.select %279, %85, %308 : tensor<i1>, tensor<64xf32>
    %310 = stablehlo.broadcast_in_dim %278, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %311 = stablehlo.divide %96, %310 : tensor<64xf32>
    %cst_108 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %312 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %313 = stablehlo.multiply %311, %312 : tensor<64xf32>
    %314 = stablehlo.select %279, %96, %313 : tensor<i1>, tensor<64xf32>
    %315 = stablehlo.broadcast_in_dim %278, dims = [] : (tensor<f32>) -> tensor<3x128xf32>
    %316 = stablehlo.divide %132#23, %315 : tensor<3x128xf32>
    %cst_109 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %317 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<3x128xf32>
    %318 = stablehlo.multiply %316, %317 : tensor<3x128xf32>
    %319 = stablehlo.select %279, %132#23, %318 : tensor<i1>, tensor<3x128xf32>
    %320 = stablehlo.broadcast_in_dim %278, dims = [] : (tensor<f32>) -> tensor<3x64x128xf32>
    %321 = stablehlo.divide %132#24, %320 : tensor<3x64x128xf32>
    %cst_110 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %322 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<3x64x128xf32>
    %323 = stablehlo.multiply %321, %322 : tensor<3x64x128xf32>
    %324 = stablehlo.select %279, %132#24, %323 : tensor<i1>, tensor<3x64x128xf32>
    %325 = stablehlo.broadcast_in_dim %278, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %326 = stablehlo.divide %132#25, %325 : tensor<3x64xf32>
    %cst_111 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %327 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %328 = stablehlo.multiply %326, %327 : tensor<3x64xf32>
    %329 = stablehlo.select %279, %132#25, %328 : tensor<i1>, tensor<3x64xf32>
    %330 = stablehlo.broadcast_in_dim %278, dims = [] : (tensor<f32>) -> tensor<3x128x64xf32>
    %331 = stablehlo.divide %132#26, %330 : tensor<3x128x64xf32>
    %cst_112 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %332 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<3x128x64xf32>
    %333 = stablehlo.multiply %331, %332 : tensor<3x128x64xf32>
    %334 = stablehlo.select %279, %132#26, %333 : tensor<i1>, tensor<3x128x64xf32>
    %335 = stablehlo.broadcast_in_dim %278, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %336 = stablehlo.divide %132#27, %335 : tensor<3x64xf32>
    %cst_113 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %337 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %338 = stablehlo.multiply %336, %337 : tensor<3x64xf32>
    %339 = stablehlo.select %279, %132#27, %338 : tensor<i1>, tensor<3x64xf32>
    %340 = stablehlo.broadcast_in_dim %278, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %341 = stablehlo.divide %132#28, %340 : tensor<3x64x64xf32>
    %cst_114 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %342 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %343 = stablehlo.multiply %341, %342 : tensor<3x64x64xf32>
    %344 = stablehlo.select %279, %132#28, %343 : tensor<i1>, tensor<3x64x64xf32>
    %345 = stablehlo.broadcast_in_dim %278, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %346 = stablehlo.divide %132#29, %345 : tensor<3x64xf32>
    %cst_115 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %347 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %348 = stablehlo.multiply %346, %347 : tensor<3x64xf32>
    %349 = stablehlo.select %279, %132#29, %348 : tensor<i1>, tensor<3x64xf32>
    %350 = stablehlo.broadcast_in_dim %278, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %351 = stablehlo.divide %132#30, %350 : tensor<3x64xf32>
    %cst_116 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %352 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %353 = stablehlo.multiply %351, %352 : tensor<3x64xf32>
    %354 = stablehlo.select %279, %132#30, %353 : tensor<i1>, tensor<3x64xf32>
    %355 = stablehlo.broadcast_in_dim %278, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %356 = stablehlo.divide %132#31, %355 : tensor<3x64xf32>
    %cst_117 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %357 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %358 = stablehlo.multiply %356, %357 : tensor<3x64xf32>
    %359 = stablehlo.select %279, %132#31, %358 : tensor<i1>, tensor<3x64xf32>
    %360 = stablehlo.broadcast_in_dim %278, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %361 = stablehlo.divide %132#32, %360 : tensor<3x64xf32>
    %cst_118 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %362 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %363 = stablehlo.multiply %361, %362 : tensor<3x64xf32>
    %364 = stablehlo.select %279, %132#32, %363 : tensor<i1>, tensor<3x64xf32>
    %365 = stablehlo.broadcast_in_dim %278, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %366 = stablehlo.divide %132#33, %365 : tensor<3x64xf32>
    %cst_119 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %367 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %368 = stablehlo.multiply %366, %367 : tensor<3x64xf32>
    %369 = stablehlo.select %279, %132#33, %368 : tensor<i1>, tensor<3x64xf32>
    %370 = stablehlo.broadcast_in_dim %278, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %371 = stablehlo.divide %132#34, %370 : tensor<3x64x64xf32>
    %cst_120 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %372 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %373 = stablehlo.multiply %371, %372 : tensor<3x64x64xf32>
    %374 = stablehlo.select %279, %132#34, %373 : tensor<i1>, tensor<3x64x64xf32>
    %375 = stablehlo.broadcast_in_dim %278, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %376 = stablehlo.divide %132#35, %375 : tensor<3x64xf32>
    %cst_121 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %377 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %378 = stablehlo.multiply %376, %377 : tensor<3x64xf32>
    %379 = stablehlo.select %279, %132#35, %378 : tensor<i1>, tensor<3x64xf32>
    %380 = stablehlo.broadcast_in_dim %278, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %381 = stablehlo.divide %132#36, %380 : tensor<3x64x64xf32>
    %cst_122 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %382 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %383 = stablehlo.multiply %381, %382 : tensor<3x64x64xf32>
    %384 = stablehlo.select %279, %132#36, %383 : tensor<i1>, tensor<3x64x64xf32>
    %385 = stablehlo.broadcast_in_dim %278, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %386 = stablehlo.divide %132#37, %385 : tensor<3x64xf32>
    %cst_123 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %387 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %388 = stablehlo.multiply %386, %387 : tensor<3x64xf32>
    %389 = stablehlo.select %279, %132#37, %388 : tensor<i1>, tensor<3x64xf32>
    %390 = stablehlo.broadcast_in_dim %278, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %391 = stablehlo.divide %132#38, %390 : tensor<3x64x64xf32>
    %cst_124 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %392 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %393 = stablehlo.multiply %391, %392 : tensor<3x64x64xf32>
    %394 = stablehlo.select %279, %132#38, %393 : tensor<i1>, tensor<3x64x64xf32>
    %cst_125 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %395 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %396 = stablehlo.multiply %395, %284 : tensor<64xf32>
    %cst_126 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %397 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %398 = stablehlo.multiply %397, %arg24 : tensor<64xf32>
    %399 = stablehlo.add %396, %398 : tensor<64xf32>
    %cst_127 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %400 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<48x64xf32>
    %401 = stablehlo.multiply %400, %289 : tensor<48x64xf32>
    %cst_128 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %402 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<48x64xf32>
    %403 = stablehlo.multiply %402, %arg25 : tensor<48x64xf32>
    %404 = stablehlo.add %401, %403 : tensor<48x64xf32>
    %cst_129 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %405 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<1x16x64xf32>
    %406 = stablehlo.multiply %405, %294 : tensor<1x16x64xf32>
    %cst_130 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %407 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<1x16x64xf32>
    %408 = stablehlo.multiply %407, %arg26 : tensor<1x16x64xf32>
    %409 = stablehlo.add %406, %408 : tensor<1x16x64xf32>
    %cst_131 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %410 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %411 = stablehlo.multiply %410, %299 : tensor<10xf32>
    %cst_132 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %412 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %413 = stablehlo.multiply %412, %arg27 : tensor<10xf32>
    %414 = stablehlo.add %411, %413 : tensor<10xf32>
    %cst_133 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %415 = stablehlo.broadcast_in_dim %cst_133, dims = [] : (tensor<f32>) -> tensor<64x10xf32>
    %416 = stablehlo.multiply %415, %304 : tensor<64x10xf32>
    %cst_134 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %417 = stablehlo.broadcast_in_dim %cst_134, dims = [] : (tensor<f32>) -> tensor<64x10xf32>
    %418 = stablehlo.multiply %417, %arg28 : tensor<64x10xf32>
    %419 = stablehlo.add %416, %418 : tensor<64x10xf32>
    %cst_135 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %420 = stablehlo.broadcast_in_dim %cst_135, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %421 = stablehlo.multiply %420, %309 : tensor<64xf32>
    %cst_136 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %422 = stablehlo.broadcast_in_dim %cst_136, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %423 = stablehlo.multiply %422, %arg29 : tensor<64xf32>
    %424 = stablehlo.add %421, %423 : tensor<64xf32>
    %cst_137 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %425 = stablehlo.broadcast_in_dim %cst_137, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %426 = stablehlo.multiply %425, %314 : tensor<64xf32>
    %cst_138 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %427 = stablehlo.broadcast_in_dim %cst_138, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %428 = stablehlo.multiply %427, %arg30 : tensor<64xf32>
    %429 = stablehlo.add %426, %428 : tensor<64xf32>
    %cst_139 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %430 = stablehlo.broadcast_in_dim %cst_139, dims = [] : (tensor<f32>) -> tensor<3x128xf32>
    %431 = stablehlo.multiply %430, %319 : tensor<3x128xf32>
    %cst_140 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %432 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f32>) -> tensor<3x128xf32>
    %433 = stablehlo.multiply %432, %arg31 : tensor<3x128xf32>
    %434 = stablehlo.add %431, %433 : tensor<3x128xf32>
    %cst_141 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %435 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f32>) -> tensor<3x64x128xf32>
    %436 = stablehlo.multiply %435, %324 : tensor<3x64x128xf32>
    %cst_142 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %437 = stablehlo.broadcast_in_dim %cst_142, dims = [] : (tensor<f32>) -> tensor<3x64x128xf32>
    %438 = stablehlo.multiply %437, %arg32 : tensor<3x64x128xf32>
    %439 = stablehlo.add %436, %438 : tensor<3x64x128xf32>
    %cst_143 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %440 = stablehlo.broadcast_in_dim %cst_143, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %441 = stablehlo.multiply %440, %329 : tensor<3x64xf32>
    %cst_144 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %442 = stablehlo.broadcast_in_dim %cst_144, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %443 = stablehlo.multiply %442, %arg33 : tensor<3x64xf32>
    %444 = stablehlo.add %441, %443 : tensor<3x64xf32>
    %cst_145 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %445 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f32>) -> tensor<3x128x64xf32>
    %446 = stablehlo.multiply %445, %334 : tensor<3x128x64xf32>
    %cst_146 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %447 = stablehlo.broadcast_in_dim %cst_146, dims = [] : (tensor<f32>) -> tensor<3x128x64xf32>
    %448 = stablehlo.multiply %447, %arg34 : tensor<3x128x64xf32>
    %449 = stablehlo.add %446, %448 : tensor<3x128x64xf32>
    %cst_147 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %450 = stablehlo.broadcast_in_dim %cst_147, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %451 = stablehlo.multiply %450, %339 : tensor<3x64xf32>
    %cst_148 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %452 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %453 = stablehlo.multiply %452, %arg35 : tensor<3x64xf32>
    %454 = stablehlo.add %451, %453 : tensor<3x64xf32>
    %cst_149 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %455 = stablehlo.broadcast_in_dim %cst_149, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %456 = stablehlo.multiply %455, %344 : tensor<3x64x64xf32>
    %cst_150 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %457 = stablehlo.broadcast_in_dim %cst_150, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %458 = stablehlo.multiply %457, %arg36 : tensor<3x64x64xf32>
    %459 = stablehlo.add %456, %458 : tensor<3x64x64xf32>
    %cst_151 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %460 = stablehlo.broadcast_in_dim %cst_151, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %461 = stablehlo.multiply %460, %349 : tensor<3x64xf32>
    %cst_152 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %462 = stablehlo.broadcast_in_dim %cst_152, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %463 = stablehlo.multiply %462, %arg37 : tensor<3x64xf32>
    %464 = stablehlo.add %461, %463 : tensor<3x64xf32>
    %cst_153 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %465 = stablehlo.broadcast_in_dim %cst_153, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %466 = stablehlo.multiply %465, %354 : tensor<3x64xf32>
    %cst_154 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %467 = stablehlo.broadcast_in_dim %cst_154, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %468 = stablehlo.multiply %467, %arg38 : tensor<3x64xf32>
    %469 = stablehlo.add %466, %468 : tensor<3x64xf32>
    %cst_155 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %470 = stablehlo.broadcast_in_dim %cst_155, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %471 = stablehlo.multiply %470, %359 : tensor<3x64xf32>
    %cst_156 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %472 = stablehlo.broadcast_in_dim %cst_156, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %473 = stablehlo.multiply %472, %arg39 : tensor<3x64xf32>
    %474 = stablehlo.add %471, %473 : tensor<3x64xf32>
    %cst_157 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %475 = stablehlo.broadcast_in_dim %cst_157, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %476 = stablehlo.multiply %475, %364 : tensor<3x64xf32>
    %cst_158 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %477 = stablehlo.broadcast_in_dim %cst_158, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %478 = stablehlo.multiply %477, %arg40 : tensor<3x64xf32>
    %479 = stablehlo.add %476, %478 : tensor<3x64xf32>
    %cst_159 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %480 = stablehlo.broadcast_in_dim %cst_159, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %481 = stablehlo.multiply %480, %369 : tensor<3x64xf32>
    %cst_160 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %482 = stablehlo.broadcast_in_dim %cst_160, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %483 = stablehlo.multiply %482, %arg41 : tensor<3x64xf32>
    %484 = stablehlo.add %481, %483 : tensor<3x64xf32>
    %cst_161 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %485 = stablehlo.broadcast_in_dim %cst_161, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %486 = stablehlo.multiply %485, %374 : tensor<3x64x64xf32>
    %cst_162 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %487 = stablehlo.broadcast_in_dim %cst_162, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %488 = stablehlo.multiply %487, %arg42 : tensor<3x64x64xf32>
    %489 = stablehlo.add %486, %488 : tensor<3x64x64xf32>
    %cst_163 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %490 = stablehlo.broadcast_in_dim %cst_163, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %491 = stablehlo.multiply %490, %379 : tensor<3x64xf32>
    %cst_164 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %492 = stablehlo.broadcast_in_dim %cst_164, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %493 = stablehlo.multiply %492, %arg43 : tensor<3x64xf32>
    %494 = stablehlo.add %491, %493 : tensor<3x64xf32>
    %cst_165 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %495 = stablehlo.broadcast_in_dim %cst_165, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %496 = stablehlo.multiply %495, %384 : tensor<3x64x64xf32>
    %cst_166 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %497 = stablehlo.broadcast_in_dim %cst_166, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %498 = stablehlo.multiply %497, %arg44 : tensor<3x64x64xf32>
    %499 = stablehlo.add %496, %498 : tensor<3x64x64xf32>
    %cst_167 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %500 = stablehlo.broadcast_in_dim %cst_167, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %501 = stablehlo.multiply %500, %389 : tensor<3x64xf32>
    %cst_168 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %502 = stablehlo.broadcast_in_dim %cst_168, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %503 = stablehlo.multiply %502, %arg45 : tensor<3x64xf32>
    %504 = stablehlo.add %501, %503 : tensor<3x64xf32>
    %cst_169 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %505 = stablehlo.broadcast_in_dim %cst_169, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %506 = stablehlo.multiply %505, %394 : tensor<3x64x64xf32>
    %cst_170 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %507 = stablehlo.broadcast_in_dim %cst_170, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %508 = stablehlo.multiply %507, %arg46 : tensor<3x64x64xf32>
    %509 = stablehlo.add %506, %508 : tensor<3x64x64xf32>
    %510 = stablehlo.multiply %284, %284 : tensor<64xf32>
    %cst_171 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %511 = stablehlo.broadcast_in_dim %cst_171, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %512 = stablehlo.multiply %511, %510 : tensor<64xf32>
    %cst_172 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %513 = stablehlo.broadcast_in_dim %cst_172, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %514 = stablehlo.multiply %513, %arg47 : tensor<64xf32>
    %515 = stablehlo.add %512, %514 : tensor<64xf32>
    %516 = stablehlo.multiply %289, %289 : tensor<48x64xf32>
    %cst_173 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %517 = stablehlo.broadcast_in_dim %cst_173, dims = [] : (tensor<f32>) -> tensor<48x64xf32>
    %518 = stablehlo.multiply %517, %516 : tensor<48x64xf32>
    %cst_174 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %519 = stablehlo.broadcast_in_dim %cst_174, dims = [] : (tensor<f32>) -> tensor<48x64xf32>
    %520 = stablehlo.multiply %519, %arg48 : tensor<48x64xf32>
    %521 = stablehlo.add %518, %520 : tensor<48x64xf32>
    %522 = stablehlo.multiply %294, %294 : tensor<1x16x64xf32>
    %cst_175 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %523 = stablehlo.broadcast_in_dim %cst_175, dims = [] : (tensor<f32>) -> tensor<1x16x64xf32>
    %524 = stablehlo.multiply %523, %522 : tensor<1x16x64xf32>
    %cst_176 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %525 = stablehlo.broadcast_in_dim %cst_176, dims = [] : (tensor<f32>) -> tensor<1x16x64xf32>
    %526 = stablehlo.multiply %525, %arg49 : tensor<1x16x64xf32>
    %527 = stablehlo.add %524, %526 : tensor<1x16x64xf32>
    %528 = stablehlo.multiply %299, %299 : tensor<10xf32>
    %cst_177 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %529 = stablehlo.broadcast_in_dim %cst_177, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %530 = stablehlo.multiply %529, %528 : tensor<10xf32>
    %cst_178 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %531 = stablehlo.broadcast_in_dim %cst_178, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %532 = stablehlo.multiply %531, %arg50 : tensor<10xf32>
    %533 = stablehlo.add %530, %532 : tensor<10xf32>
    %534 = stablehlo.multiply %304, %304 : tensor<64x10xf32>
    %cst_179 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %535 = stablehlo.broadcast_in_dim %cst_179, dims = [] : (tensor<f32>) -> tensor<64x10xf32>
    %536 = stablehlo.multiply %535, %534 : tensor<64x10xf32>
    %cst_180 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %537 = stablehlo.broadcast_in_dim %cst_180, dims = [] : (tensor<f32>) -> tensor<64x10xf32>
    %538 = stablehlo.multiply %537, %arg51 : tensor<64x10xf32>
    %539 = stablehlo.add %536, %538 : tensor<64x10xf32>
    %540 = stablehlo.multiply %309, %309 : tensor<64xf32>
    %cst_181 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %541 = stablehlo.broadcast_in_dim %cst_181, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %542 = stablehlo.multiply %541, %540 : tensor<64xf32>
    %cst_182 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %543 = stablehlo.broadcast_in_dim %cst_182, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %544 = stablehlo.multiply %543, %arg52 : tensor<64xf32>
    %545 = stablehlo.add %542, %544 : tensor<64xf32>
    %546 = stablehlo.multiply %314, %314 : tensor<64xf32>
    %cst_183 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %547 = stablehlo.broadcast_in_dim %cst_183, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %548 = stablehlo.multiply %547, %546 : tensor<64xf32>
    %cst_184 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %549 = stablehlo.broadcast_in_dim %cst_184, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %550 = stablehlo.multiply %549, %arg53 : tensor<64xf32>
    %551 = stablehlo.add %548, %550 : tensor<64xf32>
    %552 = stablehlo.multiply %319, %319 : tensor<3x128xf32>
    %cst_185 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %553 = stablehlo.broadcast_in_dim %cst_185, dims = [] : (tensor<f32>) -> tensor<3x128xf32>
    %554 = stablehlo.multiply %553, %552 : tensor<3x128xf32>
    %cst_186 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %555 = stablehlo.broadcast_in_dim %cst_186, dims = [] : (tensor<f32>) -> tensor<3x128xf32>
    %556 = stablehlo.multiply %555, %arg54 : tensor<3x128xf32>
    %557 = stablehlo.add %554, %556 : tensor<3x128xf32>
    %558 = stablehlo.multiply %324, %324 : tensor<3x64x128xf32>
    %cst_187 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %559 = stablehlo.broadcast_in_dim %cst_187, dims = [] : (tensor<f32>) -> tensor<3x64x128xf32>
    %560 = stablehlo.multiply %559, %558 : tensor<3x64x128xf32>
    %cst_188 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %561 = stablehlo.broadcast_in_dim %cst_188, dims = [] : (tensor<f32>) -> tensor<3x64x128xf32>
    %562 = stablehlo.multiply %561, %arg55 : tensor<3x64x128xf32>
    %563 = stablehlo.add %560, %562 : tensor<3x64x128xf32>
    %564 = stablehlo.multiply %329, %329 : tensor<3x64xf32>
    %cst_189 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %565 = stablehlo.broadcast_in_dim %cst_189, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %566 = stablehlo.multiply %565, %564 : tensor<3x64xf32>
    %cst_190 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %567 = stablehlo.broadcast_in_dim %cst_190, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %568 = stablehlo.multiply %567, %arg56 : tensor<3x64xf32>
    %569 = stablehlo.add %566, %568 : tensor<3x64xf32>
    %570 = stablehlo.multiply %334, %334 : tensor<3x128x64xf32>
    %cst_191 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %571 = stablehlo.broadcast_in_dim %cst_191, dims = [] : (tensor<f32>) -> tensor<3x128x64xf32>
    %572 = stablehlo.multiply %571, %570 : tensor<3x128x64xf32>
    %cst_192 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %573 = stablehlo.broadcast_in_dim %cst_192, dims = [] : (tensor<f32>) -> tensor<3x128x64xf32>
    %574 = stablehlo.multiply %573, %arg57 : tensor<3x128x64xf32>
    %575 = stablehlo.add %572, %574 : tensor<3x128x64xf32>
    %576 = stablehlo.multiply %339, %339 : tensor<3x64xf32>
    %cst_193 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %577 = stablehlo.broadcast_in_dim %cst_193, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %578 = stablehlo.multiply %577, %576 : tensor<3x64xf32>
    %cst_194 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %579 = stablehlo.broadcast_in_dim %cst_194, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %580 = stablehlo.multiply %579, %arg58 : tensor<3x64xf32>
    %581 = stablehlo.add %578, %580 : tensor<3x64xf32>
    %582 = stablehlo.multiply %344, %344 : tensor<3x64x64xf32>
    %cst_195 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %583 = stablehlo.broadcast_in_dim %cst_195, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %584 = stablehlo.multiply %583, %582 : tensor<3x64x64xf32>
    %cst_196 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %585 = stablehlo.broadcast_in_dim %cst_196, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %586 = stablehlo.multiply %585, %arg59 : tensor<3x64x64xf32>
    %587 = stablehlo.add %584, %586 : tensor<3x64x64xf32>
    %588 = stablehlo.multiply %349, %349 : tensor<3x64xf32>
    %cst_197 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %589 = stablehlo.broadcast_in_dim %cst_197, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %590 = stablehlo.multiply %589, %588 : tensor<3x64xf32>
    %cst_198 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %591 = stablehlo.broadcast_in_dim %cst_198, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %592 = stablehlo.multiply %591, %arg60 : tensor<3x64xf32>
    %593 = stablehlo.add %590, %592 : tensor<3x64xf32>
    %594 = stablehlo.multiply %354, %354 : tensor<3x64xf32>
    %cst_199 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %595 = stablehlo.broadcast_in_dim %cst_199, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %596 = stablehlo.multiply %595, %594 : tensor<3x64xf32>
    %cst_200 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %597 = stablehlo.broadcast_in_dim %cst_200, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %598 = stablehlo.multiply %597, %arg61 : tensor<3x64xf32>
    %599 = stablehlo.add %596, %598 : tensor<3x64xf32>
    %600 = stablehlo.multiply %359, %359 : tensor<3x64xf32>
    %cst_201 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %601 = stablehlo.broadcast_in_dim %cst_201, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %602 = stablehlo.multiply %601, %600 : tensor<3x64xf32>
    %cst_202 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %603 = stablehlo.broadcast_in_dim %cst_202, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %604 = stablehlo.multiply %603, %arg62 : tensor<3x64xf32>
    %605 = stablehlo.add %602, %604 : tensor<3x64xf32>
    %606 = stablehlo.multiply %364, %364 : tensor<3x64xf32>
    %cst_203 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %607 = stablehlo.broadcast_in_dim %cst_203, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %608 = stablehlo.multiply %607, %606 : tensor<3x64xf32>
    %cst_204 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %609 = stablehlo.broadcast_in_dim %cst_204, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %610 = stablehlo.multiply %609, %arg63 : tensor<3x64xf32>
    %611 = stablehlo.add %608, %610 : tensor<3x64xf32>
    %612 = stablehlo.multiply %369, %369 : tensor<3x64xf32>
    %cst_205 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %613 = stablehlo.broadcast_in_dim %cst_205, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %614 = stablehlo.multiply %613, %612 : tensor<3x64xf32>
    %cst_206 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %615 = stablehlo.broadcast_in_dim %cst_206, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %616 = stablehlo.multiply %615, %arg64 : tensor<3x64xf32>
    %617 = stablehlo.add %614, %616 : tensor<3x64xf32>
    %618 = stablehlo.multiply %374, %374 : tensor<3x64x64xf32>
    %cst_207 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %619 = stablehlo.broadcast_in_dim %cst_207, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %620 = stablehlo.multiply %619, %618 : tensor<3x64x64xf32>
    %cst_208 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %621 = stablehlo.broadcast_in_dim %cst_208, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %622 = stablehlo.multiply %621, %arg65 : tensor<3x64x64xf32>
    %623 = stablehlo.add %620, %622 : tensor<3x64x64xf32>
    %624 = stablehlo.multiply %379, %379 : tensor<3x64xf32>
    %cst_209 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %625 = stablehlo.broadcast_in_dim %cst_209, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %626 = stablehlo.multiply %625, %624 : tensor<3x64xf32>
    %cst_210 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %627 = stablehlo.broadcast_in_dim %cst_210, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %628 = stablehlo.multiply %627, %arg66 : tensor<3x64xf32>
    %629 = stablehlo.add %626, %628 : tensor<3x64xf32>
    %630 = stablehlo.multiply %384, %384 : tensor<3x64x64xf32>
    %cst_211 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %631 = stablehlo.broadcast_in_dim %cst_211, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %632 = stablehlo.multiply %631, %630 : tensor<3x64x64xf32>
    %cst_212 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %633 = stablehlo.broadcast_in_dim %cst_212, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %634 = stablehlo.multiply %633, %arg67 : tensor<3x64x64xf32>
    %635 = stablehlo.add %632, %634 : tensor<3x64x64xf32>
    %636 = stablehlo.multiply %389, %389 : tensor<3x64xf32>
    %cst_213 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %637 = stablehlo.broadcast_in_dim %cst_213, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %638 = stablehlo.multiply %637, %636 : tensor<3x64xf32>
    %cst_214 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %639 = stablehlo.broadcast_in_dim %cst_214, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %640 = stablehlo.multiply %639, %arg68 : tensor<3x64xf32>
    %641 = stablehlo.add %638, %640 : tensor<3x64xf32>
    %642 = stablehlo.multiply %394, %394 : tensor<3x64x64xf32>
    %cst_215 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %643 = stablehlo.broadcast_in_dim %cst_215, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %644 = stablehlo.multiply %643, %642 : tensor<3x64x64xf32>
    %cst_216 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %645 = stablehlo.broadcast_in_dim %cst_216, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %646 = stablehlo.multiply %645, %arg69 : tensor<3x64x64xf32>
    %647 = stablehlo.add %644, %646 : tensor<3x64x64xf32>
    %c_217 = stablehlo.constant dense<2147483647> : tensor<i32>
    %648 = stablehlo.compare LT, %arg23, %c_217, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_218 = stablehlo.constant dense<1> : tensor<i32>
    %649 = stablehlo.add %arg23, %c_218 : tensor<i32>
    %c_219 = stablehlo.constant dense<2147483647> : tensor<i32>
    %650 = call @_where(%648, %649, %c_219) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_220 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %651 = stablehlo.convert %650 : (tensor<i32>) -> tensor<f32>
    %652 = stablehlo.power %cst_220, %651 : tensor<f32>
    %cst_221 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %653 = stablehlo.subtract %cst_221, %652 : tensor<f32>
    %654 = stablehlo.broadcast_in_dim %653, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %655 = stablehlo.divide %399, %654 : tensor<64xf32>
    %656 = stablehlo.broadcast_in_dim %653, dims = [] : (tensor<f32>) -> tensor<48x64xf32>
    %657 = stablehlo.divide %404, %656 : tensor<48x64xf32>
    %658 = stablehlo.broadcast_in_dim %653, dims = [] : (tensor<f32>) -> tensor<1x16x64xf32>
    %659 = stablehlo.divide %409, %658 : tensor<1x16x64xf32>
    %660 = stablehlo.broadcast_in_dim %653, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %661 = stablehlo.divide %414, %660 : tensor<10xf32>
    %662 = stablehlo.broadcast_in_dim %653, dims = [] : (tensor<f32>) -> tensor<64x10xf32>
    %663 = stablehlo.divide %419, %662 : tensor<64x10xf32>
    %664 = stablehlo.broadcast_in_dim %653, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %665 = stablehlo.divide %424, %664 : tensor<64xf32>
    %666 = stablehlo.broadcast_in_dim %653, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %667 = stablehlo.divide %429, %666 : tensor<64xf32>
    %668 = stablehlo.broadcast_in_dim %653, dims = [] : (tensor<f32>) -> tensor<3x128xf32>
    %669 = stablehlo.divide %434, %668 : tensor<3x128xf32>
    %670 = stablehlo.broadcast_in_dim %653, dims = [] : (tensor<f32>) -> tensor<3x64x128xf32>
    %671 = stablehlo.divide %439, %670 : tensor<3x64x128xf32>
    %672 = stablehlo.broadcast_in_dim %653, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %673 = stablehlo.divide %444, %672 : tensor<3x64xf32>
    %674 = stablehlo.broadcast_in_dim %653, dims = [] : (tensor<f32>) -> tensor<3x128x64xf32>
    %675 = stablehlo.divide %449, %674 : tensor<3x128x64xf32>
    %676 = stablehlo.broadcast_in_dim %653, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %677 = stablehlo.divide %454, %676 : tensor<3x64xf32>
    %678 = stablehlo.broadcast_in_dim %653, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %679 = stablehlo.divide %459, %678 : tensor<3x64x64xf32>
    %680 = stablehlo.broadcast_in_dim %653, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %681 = stablehlo.divide %464, %680 : tensor<3x64xf32>
    %682 = stablehlo.broadcast_in_dim %653, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %683 = stablehlo.divide %469, %682 : tensor<3x64xf32>
    %684 = stablehlo.broadcast_in_dim %653, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %685 = stablehlo.divide %474, %684 : tensor<3x64xf32>
    %686 = stablehlo.broadcast_in_dim %653, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %687 = stablehlo.divide %479, %686 : tensor<3x64xf32>
    %688 = stablehlo.broadcast_in_dim %653, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %689 = stablehlo.divide %484, %688 : tensor<3x64xf32>
    %690 = stablehlo.broadcast_in_dim %653, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %691 = stablehlo.divide %489, %690 : tensor<3x64x64xf32>
    %692 = stablehlo.broadcast_in_dim %653, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %693 = stablehlo.divide %494, %692 : tensor<3x64xf32>
    %694 = stablehlo.broadcast_in_dim %653, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %695 = stablehlo.divide %499, %694 : tensor<3x64x64xf32>
    %696 = stablehlo.broadcast_in_dim %653, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %697 = stablehlo.divide %504, %696 : tensor<3x64xf32>
    %698 = stablehlo.broadcast_in_dim %653, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %699 = stablehlo.divide %509, %698 : tensor<3x64x64xf32>
    %cst_222 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %700 = stablehlo.convert %650 : (tensor<i32>) -> tensor<f32>
    %701 = stablehlo.power %cst_222, %700 : tensor<f32>
    %cst_223 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %702 = stablehlo.subtract %cst_223, %701 : tensor<f32>
    %703 = stablehlo.broadcast_in_dim %702, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %704 = stablehlo.divide %515, %703 : tensor<64xf32>
    %705 = stablehlo.broadcast_in_dim %702, dims = [] : (tensor<f32>) -> tensor<48x64xf32>
    %706 = stablehlo.divide %521, %705 : tensor<48x64xf32>
    %707 = stablehlo.broadcast_in_dim %702, dims = [] : (tensor<f32>) -> tensor<1x16x64xf32>
    %708 = stablehlo.divide %527, %707 : tensor<1x16x64xf32>
    %709 = stablehlo.broadcast_in_dim %702, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %710 = stablehlo.divide %533, %709 : tensor<10xf32>
    %711 = stablehlo.broadcast_in_dim %702, dims = [] : (tensor<f32>) -> tensor<64x10xf32>
    %712 = stablehlo.divide %539, %711 : tensor<64x10xf32>
    %713 = stablehlo.broadcast_in_dim %702, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %714 = stablehlo.divide %545, %713 : tensor<64xf32>
    %715 = stablehlo.broadcast_in_dim %702, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %716 = stablehlo.divide %551, %715 : tensor<64xf32>
    %717 = stablehlo.broadcast_in_dim %702, dims = [] : (tensor<f32>) -> tensor<3x128xf32>
    %718 = stablehlo.divide %557, %717 : tensor<3x128xf32>
    %719 = stablehlo.broadcast_in_dim %702, dims = [] : (tensor<f32>) -> tensor<3x64x128xf32>
    %720 = stablehlo.divide %563, %719 : tensor<3x64x128xf32>
    %721 = stablehlo.broadcast_in_dim %702, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %722 = stablehlo.divide %569, %721 : tensor<3x64xf32>
    %723 = stablehlo.broadcast_in_dim %702, dims = [] : (tensor<f32>) -> tensor<3x128x64xf32>
    %724 = stablehlo.divide %575, %723 : tensor<3x128x64xf32>
    %725 = stablehlo.broadcast_in_dim %702, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %726 = stablehlo.divide %581, %725 : tensor<3x64xf32>
    %727 = stablehlo.broadcast_in_dim %702, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %728 = stablehlo.divide %587, %727 : tensor<3x64x64xf32>
    %729 = stablehlo.broadcast_in_dim %702, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %730 = stablehlo.divide %593, %729 : tensor<3x64xf32>
    %731 = stablehlo.broadcast_in_dim %702, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %732 = stablehlo.divide %599, %731 : tensor<3x64xf32>
    %733 = stablehlo.broadcast_in_dim %702, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %734 = stablehlo.divide %605, %733 : tensor<3x64xf32>
    %735 = stablehlo.broadcast_in_dim %702, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %736 = stablehlo.divide %611, %735 : tensor<3x64xf32>
    %737 = stablehlo.broadcast_in_dim %702, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %738 = stablehlo.divide %617, %737 : tensor<3x64xf32>
    %739 = stablehlo.broadcast_in_dim %702, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %740 = stablehlo.divide %623, %739 : tensor<3x64x64xf32>
    %741 = stablehlo.broadcast_in_dim %702, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %742 = stablehlo.divide %629, %741 : tensor<3x64xf32>
    %743 = stablehlo.broadcast_in_dim %702, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %744 = stablehlo.divide %635, %743 : tensor<3x64x64xf32>
    %745 = stablehlo.broadcast_in_dim %702, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %746 = stablehlo.divide %641, %745 : tensor<3x64xf32>
    %747 = stablehlo.broadcast_in_dim %702, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %748 = stablehlo.divide %647, %747 : tensor<3x64x64xf32>
    %cst_224 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %749 = stablehlo.broadcast_in_dim %cst_224, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %750 = stablehlo.add %704, %749 : tensor<64xf32>
    %751 = stablehlo.sqrt %750 : tensor<64xf32>
    %cst_225 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %752 = stablehlo.broadcast_in_dim %cst_225, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %753 = stablehlo.add %751, %752 : tensor<64xf32>
    %754 = stablehlo.divide %655, %753 : tensor<64xf32>
    %cst_226 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %755 = stablehlo.broadcast_in_dim %cst_226, dims = [] : (tensor<f32>) -> tensor<48x64xf32>
    %756 = stablehlo.add %706, %755 : tensor<48x64xf32>
    %757 = stablehlo.sqrt %756 : tensor<48x64xf32>
    %cst_227 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %758 = stablehlo.broadcast_in_dim %cst_227, dims = [] : (tensor<f32>) -> tensor<48x64xf32>
    %759 = stablehlo.add %757, %758 : tensor<48x64xf32>
    %760 = stablehlo.divide %657, %759 : tensor<48x64xf32>
    %cst_228 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %761 = stablehlo.broadcast_in_dim %cst_228, dims = [] : (tensor<f32>) -> tensor<1x16x64xf32>
    %762 = stablehlo.add %708, %761 : tensor<1x16x64xf32>
    %763 = stablehlo.sqrt %762 : tensor<1x16x64xf32>
    %cst_229 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %764 = stablehlo.broadcast_in_dim %cst_229, dims = [] : (tensor<f32>) -> tensor<1x16x64xf32>
    %765 = stablehlo.add %763, %764 : tensor<1x16x64xf32>
    %766 = stablehlo.divide %659, %765 : tensor<1x16x64xf32>
    %cst_230 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %767 = stablehlo.broadcast_in_dim %cst_230, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %768 = stablehlo.add %710, %767 : tensor<10xf32>
    %769 = stablehlo.sqrt %768 : tensor<10xf32>
    %cst_231 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %770 = stablehlo.broadcast_in_dim %cst_231, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %771 = stablehlo.add %769, %770 : tensor<10xf32>
    %772 = stablehlo.divide %661, %771 : tensor<10xf32>
    %cst_232 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %773 = stablehlo.broadcast_in_dim %cst_232, dims = [] : (tensor<f32>) -> tensor<64x10xf32>
    %774 = stablehlo.add %712, %773 : tensor<64x10xf32>
    %775 = stablehlo.sqrt %774 : tensor<64x10xf32>
    %cst_233 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %776 = stablehlo.broadcast_in_dim %cst_233, dims = [] : (tensor<f32>) -> tensor<64x10xf32>
    %777 = stablehlo.add %775, %776 : tensor<64x10xf32>
    %778 = stablehlo.divide %663, %777 : tensor<64x10xf32>
    %cst_234 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %779 = stablehlo.broadcast_in_dim %cst_234, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %780 = stablehlo.add %714, %779 : tensor<64xf32>
    %781 = stablehlo.sqrt %780 : tensor<64xf32>
    %cst_235 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %782 = stablehlo.broadcast_in_dim %cst_235, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %783 = stablehlo.add %781, %782 : tensor<64xf32>
    %784 = stablehlo.divide %665, %783 : tensor<64xf32>
    %cst_236 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %785 = stablehlo.broadcast_in_dim %cst_236, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %786 = stablehlo.add %716, %785 : tensor<64xf32>
    %787 = stablehlo.sqrt %786 : tensor<64xf32>
    %cst_237 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %788 = stablehlo.broadcast_in_dim %cst_237, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %789 = stablehlo.add %787, %788 : tensor<64xf32>
    %790 = stablehlo.divide %667, %789 : tensor<64xf32>
    %cst_238 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %791 = stablehlo.broadcast_in_dim %cst_238, dims = [] : (tensor<f32>) -> tensor<3x128xf32>
    %792 = stablehlo.add %718, %791 : tensor<3x128xf32>
    %793 = stablehlo.sqrt %792 : tensor<3x128xf32>
    %cst_239 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %794 = stablehlo.broadcast_in_dim %cst_239, dims = [] : (tensor<f32>) -> tensor<3x128xf32>
    %795 = stablehlo.add %793, %794 : tensor<3x128xf32>
    %796 = stablehlo.divide %669, %795 : tensor<3x128xf32>
    %cst_240 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %797 = stablehlo.broadcast_in_dim %cst_240, dims = [] : (tensor<f32>) -> tensor<3x64x128xf32>
    %798 = stablehlo.add %720, %797 : tensor<3x64x128xf32>
    %799 = stablehlo.sqrt %798 : tensor<3x64x128xf32>
    %cst_241 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %800 = stablehlo.broadcast_in_dim %cst_241, dims = [] : (tensor<f32>) -> tensor<3x64x128xf32>
    %801 = stablehlo.add %799, %800 : tensor<3x64x128xf32>
    %802 = stablehlo.divide %671, %801 : tensor<3x64x128xf32>
    %cst_242 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %803 = stablehlo.broadcast_in_dim %cst_242, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %804 = stablehlo.add %722, %803 : tensor<3x64xf32>
    %805 = stablehlo.sqrt %804 : tensor<3x64xf32>
    %cst_243 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %806 = stablehlo.broadcast_in_dim %cst_243, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %807 = stablehlo.add %805, %806 : tensor<3x64xf32>
    %808 = stablehlo.divide %673, %807 : tensor<3x64xf32>
    %cst_244 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %809 = stablehlo.broadcast_in_dim %cst_244, dims = [] : (tensor<f32>) -> tensor<3x128x64xf32>
    %810 = stablehlo.add %724, %809 : tensor<3x128x64xf32>
    %811 = stablehlo.sqrt %810 : tensor<3x128x64xf32>
    %cst_245 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %812 = stablehlo.broadcast_in_dim %cst_245, dims = [] : (tensor<f32>) -> tensor<3x128x64xf32>
    %813 = stablehlo.add %811, %812 : tensor<3x128x64xf32>
    %814 = stablehlo.divide %675, %813 : tensor<3x128x64xf32>
    %cst_246 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %815 = stablehlo.broadcast_in_dim %cst_246, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %816 = stablehlo.add %726, %815 : tensor<3x64xf32>
    %817 = stablehlo.sqrt %816 : tensor<3x64xf32>
    %cst_247 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %818 = stablehlo.broadcast_in_dim %cst_247, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %819 = stablehlo.add %817, %818 : tensor<3x64xf32>
    %820 = stablehlo.divide %677, %819 : tensor<3x64xf32>
    %cst_248 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %821 = stablehlo.broadcast_in_dim %cst_248, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %822 = stablehlo.add %728, %821 : tensor<3x64x64xf32>
    %823 = stablehlo.sqrt %822 : tensor<3x64x64xf32>
    %cst_249 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %824 = stablehlo.broadcast_in_dim %cst_249, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %825 = stablehlo.add %823, %824 : tensor<3x64x64xf32>
    %826 = stablehlo.divide %679, %825 : tensor<3x64x64xf32>
    %cst_250 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %827 = stablehlo.broadcast_in_dim %cst_250, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %828 = stablehlo.add %730, %827 : tensor<3x64xf32>
    %829 = stablehlo.sqrt %828 : tensor<3x64xf32>
    %cst_251 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %830 = stablehlo.broadcast_in_dim %cst_251, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %831 = stablehlo.add %829, %830 : tensor<3x64xf32>
    %832 = stablehlo.divide %681, %831 : tensor<3x64xf32>
    %cst_252 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %833 = stablehlo.broadcast_in_dim %cst_252, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %834 = stablehlo.add %732, %833 : tensor<3x64xf32>
    %835 = stablehlo.sqrt %834 : tensor<3x64xf32>
    %cst_253 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %836 = stablehlo.broadcast_in_dim %cst_253, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %837 = stablehlo.add %835, %836 : tensor<3x64xf32>
    %838 = stablehlo.divide %683, %837 : tensor<3x64xf32>
    %cst_254 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %839 = stablehlo.broadcast_in_dim %cst_254, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %840 = stablehlo.add %734, %839 : tensor<3x64xf32>
    %841 = stablehlo.sqrt %840 : tensor<3x64xf32>
    %cst_255 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %842 = stablehlo.broadcast_in_dim %cst_255, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %843 = stablehlo.add %841, %842 : tensor<3x64xf32>
    %844 = stablehlo.divide %685, %843 : tensor<3x64xf32>
    %cst_256 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %845 = stablehlo.broadcast_in_dim %cst_256, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %846 = stablehlo.add %736, %845 : tensor<3x64xf32>
    %847 = stablehlo.sqrt %846 : tensor<3x64xf32>
    %cst_257 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %848 = stablehlo.broadcast_in_dim %cst_257, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %849 = stablehlo.add %847, %848 : tensor<3x64xf32>
    %850 = stablehlo.divide %687, %849 : tensor<3x64xf32>
    %cst_258 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %851 = stablehlo.broadcast_in_dim %cst_258, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %852 = stablehlo.add %738, %851 : tensor<3x64xf32>
    %853 = stablehlo.sqrt %852 : tensor<3x64xf32>
    %cst_259 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %854 = stablehlo.broadcast_in_dim %cst_259, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %855 = stablehlo.add %853, %854 : tensor<3x64xf32>
    %856 = stablehlo.divide %689, %855 : tensor<3x64xf32>
    %cst_260 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %857 = stablehlo.broadcast_in_dim %cst_260, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %858 = stablehlo.add %740, %857 : tensor<3x64x64xf32>
    %859 = stablehlo.sqrt %858 : tensor<3x64x64xf32>
    %cst_261 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %860 = stablehlo.broadcast_in_dim %cst_261, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %861 = stablehlo.add %859, %860 : tensor<3x64x64xf32>
    %862 = stablehlo.divide %691, %861 : tensor<3x64x64xf32>
    %cst_262 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %863 = stablehlo.broadcast_in_dim %cst_262, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %864 = stablehlo.add %742, %863 : tensor<3x64xf32>
    %865 = stablehlo.sqrt %864 : tensor<3x64xf32>
    %cst_263 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %866 = stablehlo.broadcast_in_dim %cst_263, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %867 = stablehlo.add %865, %866 : tensor<3x64xf32>
    %868 = stablehlo.divide %693, %867 : tensor<3x64xf32>
    %cst_264 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %869 = stablehlo.broadcast_in_dim %cst_264, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %870 = stablehlo.add %744, %869 : tensor<3x64x64xf32>
    %871 = stablehlo.sqrt %870 : tensor<3x64x64xf32>
    %cst_265 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %872 = stablehlo.broadcast_in_dim %cst_265, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %873 = stablehlo.add %871, %872 : tensor<3x64x64xf32>
    %874 = stablehlo.divide %695, %873 : tensor<3x64x64xf32>
    %cst_266 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %875 = stablehlo.broadcast_in_dim %cst_266, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %876 = stablehlo.add %746, %875 : tensor<3x64xf32>
    %877 = stablehlo.sqrt %876 : tensor<3x64xf32>
    %cst_267 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %878 = stablehlo.broadcast_in_dim %cst_267, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %879 = stablehlo.add %877, %878 : tensor<3x64xf32>
    %880 = stablehlo.divide %697, %879 : tensor<3x64xf32>
    %cst_268 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %881 = stablehlo.broadcast_in_dim %cst_268, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %882 = stablehlo.add %748, %881 : tensor<3x64x64xf32>
    %883 = stablehlo.sqrt %882 : tensor<3x64x64xf32>
    %cst_269 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %884 = stablehlo.broadcast_in_dim %cst_269, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %885 = stablehlo.add %883, %884 : tensor<3x64x64xf32>
    %886 = stablehlo.divide %699, %885 : tensor<3x64x64xf32>
    %cst_270 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %887 = stablehlo.broadcast_in_dim %cst_270, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %888 = stablehlo.multiply %887, %754 : tensor<64xf32>
    %cst_271 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %889 = stablehlo.broadcast_in_dim %cst_271, dims = [] : (tensor<f32>) -> tensor<48x64xf32>
    %890 = stablehlo.multiply %889, %760 : tensor<48x64xf32>
    %cst_272 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %891 = stablehlo.broadcast_in_dim %cst_272, dims = [] : (tensor<f32>) -> tensor<1x16x64xf32>
    %892 = stablehlo.multiply %891, %766 : tensor<1x16x64xf32>
    %cst_273 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %893 = stablehlo.broadcast_in_dim %cst_273, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %894 = stablehlo.multiply %893, %772 : tensor<10xf32>
    %cst_274 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %895 = stablehlo.broadcast_in_dim %cst_274, dims = [] : (tensor<f32>) -> tensor<64x10xf32>
    %896 = stablehlo.multiply %895, %778 : tensor<64x10xf32>
    %cst_275 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %897 = stablehlo.broadcast_in_dim %cst_275, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %898 = stablehlo.multiply %897, %784 : tensor<64xf32>
    %cst_276 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %899 = stablehlo.broadcast_in_dim %cst_276, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %900 = stablehlo.multiply %899, %790 : tensor<64xf32>
    %cst_277 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %901 = stablehlo.broadcast_in_dim %cst_277, dims = [] : (tensor<f32>) -> tensor<3x128xf32>
    %902 = stablehlo.multiply %901, %796 : tensor<3x128xf32>
    %cst_278 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %903 = stablehlo.broadcast_in_dim %cst_278, dims = [] : (tensor<f32>) -> tensor<3x64x128xf32>
    %904 = stablehlo.multiply %903, %802 : tensor<3x64x128xf32>
    %cst_279 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %905 = stablehlo.broadcast_in_dim %cst_279, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %906 = stablehlo.multiply %905, %808 : tensor<3x64xf32>
    %cst_280 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %907 = stablehlo.broadcast_in_dim %cst_280, dims = [] : (tensor<f32>) -> tensor<3x128x64xf32>
    %908 = stablehlo.multiply %907, %814 : tensor<3x128x64xf32>
    %cst_281 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %909 = stablehlo.broadcast_in_dim %cst_281, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %910 = stablehlo.multiply %909, %820 : tensor<3x64xf32>
    %cst_282 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %911 = stablehlo.broadcast_in_dim %cst_282, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %912 = stablehlo.multiply %911, %826 : tensor<3x64x64xf32>
    %cst_283 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %913 = stablehlo.broadcast_in_dim %cst_283, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %914 = stablehlo.multiply %913, %832 : tensor<3x64xf32>
    %cst_284 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %915 = stablehlo.broadcast_in_dim %cst_284, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %916 = stablehlo.multiply %915, %838 : tensor<3x64xf32>
    %cst_285 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %917 = stablehlo.broadcast_in_dim %cst_285, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %918 = stablehlo.multiply %917, %844 : tensor<3x64xf32>
    %cst_286 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %919 = stablehlo.broadcast_in_dim %cst_286, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %920 = stablehlo.multiply %919, %850 : tensor<3x64xf32>
    %cst_287 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %921 = stablehlo.broadcast_in_dim %cst_287, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %922 = stablehlo.multiply %921, %856 : tensor<3x64xf32>
    %cst_288 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %923 = stablehlo.broadcast_in_dim %cst_288, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %924 = stablehlo.multiply %923, %862 : tensor<3x64x64xf32>
    %cst_289 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %925 = stablehlo.broadcast_in_dim %cst_289, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %926 = stablehlo.multiply %925, %868 : tensor<3x64xf32>
    %cst_290 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %927 = stablehlo.broadcast_in_dim %cst_290, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %928 = stablehlo.multiply %927, %874 : tensor<3x64x64xf32>
    %cst_291 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %929 = stablehlo.broadcast_in_dim %cst_291, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %930 = stablehlo.multiply %929, %880 : tensor<3x64xf32>
    %cst_292 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %931 = stablehlo.broadcast_in_dim %cst_292, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %932 = stablehlo.multiply %931, %886 : tensor<3x64x64xf32>
    %933 = stablehlo.add %arg0, %888 : tensor<64xf32>
    %934 = stablehlo.add %arg1, %890 : tensor<48x64xf32>
    %935 = stablehlo.add %arg2, %892 : tensor<1x16x64xf32>
    %936 = stablehlo.add %arg3, %894 : tensor<10xf32>
    %937 = stablehlo.add %arg4, %896 : tensor<64x10xf32>
    %938 = stablehlo.add %arg5, %898 : tensor<64xf32>
    %939 = stablehlo.add %arg6, %900 : tensor<64xf32>
    %940 = stablehlo.add %arg7, %902 : tensor<3x128xf32>
    %941 = stablehlo.add %arg8, %904 : tensor<3x64x128xf32>
    %942 = stablehlo.add %arg9, %906 : tensor<3x64xf32>
    %943 = stablehlo.add %arg10, %908 : tensor<3x128x64xf32>
    %944 = stablehlo.add %arg11, %910 : tensor<3x64xf32>
    %945 = stablehlo.add %arg12, %912 : tensor<3x64x64xf32>
    %946 = stablehlo.add %arg13, %914 : tensor<3x64xf32>
    %947 = stablehlo.add %arg14, %916 : tensor<3x64xf32>
    %948 = stablehlo.add %arg15, %918 : tensor<3x64xf32>
    %949 = stablehlo.add %arg16, %920 : tensor<3x64xf32>
    %950 = stablehlo.add %arg17, %922 : tensor<3x64xf32>
    %951 = stablehlo.add %arg18, %924 : tensor<3x64x64xf32>
    %952 = stablehlo.add %arg19, %926 : tensor<3x64xf32>
    %953 = stablehlo.add %arg20, %928 : tensor<3x64x64xf32>
    %954 = stablehlo.add %arg21, %930 : tensor<3x64xf32>
    %955 = stablehlo.add %arg22, %932 : tensor<3x64x64xf32>
    return %68, %933, %934, %935, %936, %937, %938, %939, %940, %941, %942, %943, %944, %945, %946, %947, %948, %949, %950, %951, %952, %953, %954, %955, %650, %399, %404, %409, %414, %419, %424, %429, %434, %439, %444, %449, %454, %459, %464, %469, %474, %479, %484, %489, %494, %499, %504, %509, %515, %521, %527, %533, %539, %545, %551, %557, %563, %569, %575, %581, %587, %593, %599, %605, %611, %617, %623, %629, %635, %641, %647 : tensor<f32>, tensor<64xf32>, tensor<48x64xf32>, tensor<1x16x64xf32>, tensor<10xf32>, tensor<64x10xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x128xf32>, tensor<3x64x128xf32>, tensor<3x64xf32>, tensor<3x128x64xf32>, tensor<3x64xf32>, tensor<3x64x64xf32>, tensor<3x64xf32>, tensor<3x64xf32>, tensor<3x64xf32>, tensor<3x64xf32>, tensor<3x64xf32>, tensor<3x64x64xf32>, tensor<3x64xf32>, tensor<3x64x64xf32>, tensor<3x64xf32>, tensor<3x64x64xf32>, tensor<i32>, tensor<64xf32>, tensor<48x64xf32>, tensor<1x16x64xf32>, tensor<10xf32>, tensor<64x10xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x128xf32>, tensor<3x64x128xf32>, tensor<3x64xf32>, tensor<3x128x64xf32>, tensor<3x64xf32>, tensor<3x64x64xf32>, tensor<3x64xf32>, tensor<3x64xf32>, tensor<3x64xf32>, tensor<3x64xf32>, tensor<3x64xf32>, tensor<3x64x64xf32>, tensor<3x64xf32>, tensor<3x64x64xf32>, tensor<3x64xf32>, tensor<3x64x64xf32>, tensor<64xf32>, tensor<48x64xf32>, tensor<1x16x64xf32>, tensor<10xf32>, tensor<64x10xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x128xf32>, tensor<3x64x128xf32>, tensor<3x64xf32>, tensor<3x128x64xf32>, tensor<3x64xf32>, tensor<3x64x64xf32>, tensor<3x64xf32>, tensor<3x64xf32>, tensor<3x64xf32>, tensor<3x64xf32>, tensor<3x64xf32>, tensor<3x64x64xf32>, tensor<3x64xf32>, tensor<3x64x64xf32>, tensor<3x64xf32>, tensor<3x64x64xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<3x128xf32>, %arg1: tensor<i32>) -> tensor<128xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 128] : (tensor<3x128xf32>, tensor<i32>, tensor<i32>) -> tensor<1x128xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x128xf32>) -> tensor<128xf32>
    return %1 : tensor<128xf32>
  }
  func.func private @dynamic_index_in_dim_0(%arg0: tensor<3x64x128xf32>, %arg1: tensor<i32>) -> tensor<64x128xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 64, 128] : (tensor<3x64x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x128xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x64x128xf32>) -> tensor<64x128xf32>
    return %1 : tensor<64x128xf32>
  }
  func.func private @dynamic_index_in_dim_1(%arg0: tensor<3x64xf32>, %arg1: tensor<i32>) -> tensor<64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 64] : (tensor<3x64xf32>, tensor<i32>, tensor<i32>) -> tensor<1x64xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x64xf32>) -> tensor<64xf32>
    return %1 : tensor<64xf32>
  }
  func.func private @dynamic_index_in_dim_2(%arg0: tensor<3x128x64xf32>, %arg1: tensor<i32>) -> tensor<128x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 128, 64] : (tensor<3x128x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x128x64xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x128x64xf32>) -> tensor<128x64xf32>
    return %1 : tensor<128x64xf32>
  }
  func.func private @dynamic_index_in_dim_3(%arg0: tensor<3x64x64xf32>, %arg1: tensor<i32>) -> tensor<64x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 64, 64] : (tensor<3x64x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x64xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x64x64xf32>) -> tensor<64x64xf32>
    return %1 : tensor<64x64xf32>
  }
  func.func private @closed_call(%arg0: tensor<2x16x64xf32>, %arg1: tensor<128xf32>, %arg2: tensor<64x128xf32>, %arg3: tensor<64xf32>, %arg4: tensor<128x64xf32>, %arg5: tensor<64xf32>, %arg6: tensor<64x64xf32>, %arg7: tensor<64xf32>, %arg8: tensor<64xf32>, %arg9: tensor<64xf32>, %arg10: tensor<64xf32>, %arg11: tensor<64xf32>, %arg12: tensor<64x64xf32>, %arg13: tensor<64xf32>, %arg14: tensor<64x64xf32>, %arg15: tensor<64xf32>, %arg16: tensor<64x64xf32>) -> (tensor<2x16x64xf32>, tensor<2x16x64xf32>, tensor<2x16x64xf32>, tensor<2x16x64xf32>, tensor<2x16x64xf32>, tensor<2x16x128xf32>, tensor<2x16x64xf32>) {
    %0 = chlo.square %arg0 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %3 = stablehlo.divide %1, %2 : tensor<2x16xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%0 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_2 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %6 = stablehlo.divide %4, %5 : tensor<2x16xf32>
    %7 = chlo.square %3 : tensor<2x16xf32> -> tensor<2x16xf32>
    %8 = stablehlo.subtract %6, %7 : tensor<2x16xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %10 = stablehlo.maximum %9, %8 : tensor<2x16xf32>
    %11 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %12 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %14 = stablehlo.subtract %arg0, %13 : tensor<2x16x64xf32>
    %cst_4 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %16 = stablehlo.add %12, %15 : tensor<2x16x1xf32>
    %17 = stablehlo.rsqrt %16 : tensor<2x16x1xf32>
    %18 = stablehlo.reshape %arg8 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %19 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %20 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %21 = stablehlo.multiply %19, %20 : tensor<2x16x64xf32>
    %22 = stablehlo.multiply %14, %21 : tensor<2x16x64xf32>
    %23 = stablehlo.reshape %arg7 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %25 = stablehlo.add %22, %24 : tensor<2x16x64xf32>
    %26 = stablehlo.dot_general %25, %arg14, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %27 = stablehlo.reduce_precision %26, format = e8m23 : tensor<2x16x64xf32>
    %28 = stablehlo.reshape %arg13 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %30 = stablehlo.add %27, %29 : tensor<2x16x64xf32>
    %31 = stablehlo.reshape %30 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %32 = stablehlo.dot_general %25, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %33 = stablehlo.reduce_precision %32, format = e8m23 : tensor<2x16x64xf32>
    %34 = stablehlo.reshape %arg5 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %36 = stablehlo.add %33, %35 : tensor<2x16x64xf32>
    %37 = stablehlo.reshape %36 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %38 = stablehlo.dot_general %25, %arg16, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %39 = stablehlo.reduce_precision %38, format = e8m23 : tensor<2x16x64xf32>
    %40 = stablehlo.reshape %arg15 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %42 = stablehlo.add %39, %41 : tensor<2x16x64xf32>
    %43 = stablehlo.reshape %42 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %44 = stablehlo.dot_general %31, %37, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %cst_5 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %46 = stablehlo.multiply %44, %45 : tensor<2x4x16x16xf32>
    %cst_6 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %47 = stablehlo.reduce(%46 init: %cst_6) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %49 = stablehlo.maximum %48, %47 : tensor<2x4x16xf32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %52 = stablehlo.subtract %46, %51 : tensor<2x4x16x16xf32>
    %53 = stablehlo.exponential %52 : tensor<2x4x16x16xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %54 = stablehlo.reduce(%53 init: %cst_8) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %56 = stablehlo.broadcast_in_dim %55, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %57 = stablehlo.divide %53, %56 : tensor<2x4x16x16xf32>
    %58 = stablehlo.dot_general %43, %57, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %59 = stablehlo.transpose %58, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %60 = stablehlo.reshape %59 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %61 = stablehlo.dot_general %60, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %62 = stablehlo.reduce_precision %61, format = e8m23 : tensor<2x16x64xf32>
    %63 = stablehlo.reshape %arg11 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %65 = stablehlo.add %62, %64 : tensor<2x16x64xf32>
    %66 = stablehlo.add %arg0, %65 : tensor<2x16x64xf32>
    %67 = chlo.square %66 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %68 = stablehlo.reduce(%66 init: %cst_9) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_10 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %70 = stablehlo.divide %68, %69 : tensor<2x16xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %71 = stablehlo.reduce(%67 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_12 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %73 = stablehlo.divide %71, %72 : tensor<2x16xf32>
    %74 = chlo.square %70 : tensor<2x16xf32> -> tensor<2x16xf32>
    %75 = stablehlo.subtract %73, %74 : tensor<2x16xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %77 = stablehlo.maximum %76, %75 : tensor<2x16xf32>
    %78 = stablehlo.broadcast_in_dim %70, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %79 = stablehlo.broadcast_in_dim %77, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %80 = stablehlo.broadcast_in_dim %78, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %81 = stablehlo.subtract %66, %80 : tensor<2x16x64xf32>
    %cst_14 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %83 = stablehlo.add %79, %82 : tensor<2x16x1xf32>
    %84 = stablehlo.rsqrt %83 : tensor<2x16x1xf32>
    %85 = stablehlo.reshape %arg10 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %86 = stablehlo.broadcast_in_dim %84, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %87 = stablehlo.broadcast_in_dim %85, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %88 = stablehlo.multiply %86, %87 : tensor<2x16x64xf32>
    %89 = stablehlo.multiply %81, %88 : tensor<2x16x64xf32>
    %90 = stablehlo.reshape %arg9 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %91 = stablehlo.broadcast_in_dim %90, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %92 = stablehlo.add %89, %91 : tensor<2x16x64xf32>
    %93 = stablehlo.dot_general %92, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x128xf32>) -> tensor<2x16x128xf32>
    %94 = stablehlo.reduce_precision %93, format = e8m23 : tensor<2x16x128xf32>
    %95 = stablehlo.reshape %arg1 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %96 = stablehlo.broadcast_in_dim %95, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<2x16x128xf32>
    %97 = stablehlo.add %94, %96 : tensor<2x16x128xf32>
    %cst_15 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %98 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %99 = stablehlo.multiply %98, %97 : tensor<2x16x128xf32>
    %100 = stablehlo.negate %97 : tensor<2x16x128xf32>
    %cst_16 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %101 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %102 = stablehlo.multiply %100, %101 : tensor<2x16x128xf32>
    %103 = chlo.erfc %102 : tensor<2x16x128xf32> -> tensor<2x16x128xf32>
    %104 = stablehlo.multiply %99, %103 : tensor<2x16x128xf32>
    %105 = stablehlo.dot_general %104, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xf32>, tensor<128x64xf32>) -> tensor<2x16x64xf32>
    %106 = stablehlo.reshape %arg3 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %107 = stablehlo.broadcast_in_dim %106, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %108 = stablehlo.add %105, %107 : tensor<2x16x64xf32>
    %109 = stablehlo.add %66, %108 : tensor<2x16x64xf32>
    return %109, %27, %33, %39, %62, %94, %arg0 : tensor<2x16x64xf32>, tensor<2x16x64xf32>, tensor<2x16x64xf32>, tensor<2x16x64xf32>, tensor<2x16x64xf32>, tensor<2x16x128xf32>, tensor<2x16x64xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<3x2x16x64xf32>, %arg1: tensor<2x16x64xf32>, %arg2: tensor<i32>) -> tensor<3x2x16x64xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<2x16x64xf32>) -> tensor<1x2x16x64xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<3x2x16x64xf32>, tensor<1x2x16x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x16x64xf32>
    return %1 : tensor<3x2x16x64xf32>
  }
  func.func private @dynamic_update_index_in_dim_4(%arg0: tensor<3x2x16x128xf32>, %arg1: tensor<2x16x128xf32>, %arg2: tensor<i32>) -> tensor<3x2x16x128xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<2x16x128xf32>) -> tensor<1x2x16x128xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<3x2x16x128xf32>, tensor<1x2x16x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x16x128xf32>
    return %1 : tensor<3x2x16x128xf32>
  }
  func.func private @log_softmax(%arg0: tensor<2x10xf32>) -> (tensor<2x10xf32>, tensor<2x10xf32>, tensor<2x1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<2x10xf32>, tensor<f32>) -> tensor<2xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<2xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x10xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<2x10xf32>
    %6 = stablehlo.exponential %5 : tensor<2x10xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<2x10xf32>, tensor<f32>) -> tensor<2xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %9 = stablehlo.log %8 : tensor<2x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x10xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<2x10xf32>
    return %11, %6, %8 : tensor<2x10xf32>, tensor<2x10xf32>, tensor<2x1xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<2x10xf32>, %arg1: tensor<2x1xi32>) -> (tensor<2x1xf32>, tensor<2x1x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<2x1xi32>, tensor<2x1xi32>) -> tensor<2x1xi1>
    %c_0 = stablehlo.constant dense<10> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<2x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<2x1xi1>, tensor<2x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<2x1xi32>) -> tensor<2x1x1xi32>
    %c_1 = stablehlo.constant dense<9> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<2x1x1xi32>, tensor<2x1x1xi32>) -> tensor<2x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<2x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<2x1x1xi32>, tensor<2x1x1xi32>) -> tensor<2x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<2x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<2x1x1xi1>, tensor<i1>) -> tensor<2x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x10xf32>, tensor<2x1x1xi32>) -> tensor<2x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<2x1xi1>, tensor<2x1xf32>
    return %15, %5 : tensor<2x1xf32>, tensor<2x1x1xi32>
  }
  func.func private @take_along_axis_5(%arg0: tensor<2x1x1xi32>, %arg1: tensor<2x1xf32>) -> tensor<2x10xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x10xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<2x10xf32>, tensor<2x1x1xi32>, tensor<2x1xf32>) -> tensor<2x10xf32>
    return %1 : tensor<2x10xf32>
  }
  func.func private @log_softmax_6(%arg0: tensor<2x10xf32>, %arg1: tensor<2x1xf32>, %arg2: tensor<2x10xf32>) -> tensor<2x10xf32> {
    %0 = stablehlo.negate %arg2 : tensor<2x10xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<2x10xf32>, tensor<f32>) -> tensor<2xf32>
    %2 = stablehlo.reshape %1 : (tensor<2xf32>) -> tensor<2x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<2x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<2x1xf32>, tensor<f32>) -> tensor<2xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<2xf32>) -> tensor<2x10xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<2x10xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<2x10xf32>
    return %7 : tensor<2x10xf32>
  }
  func.func private @dynamic_index_in_dim_7(%arg0: tensor<3x2x16x64xf32>, %arg1: tensor<i32>) -> tensor<2x16x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 2, 16, 64] : (tensor<3x2x16x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x16x64xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x2x16x64xf32>) -> tensor<2x16x64xf32>
    return %1 : tensor<2x16x64xf32>
  }
  func.func private @dynamic_index_in_dim_8(%arg0: tensor<3x2x16x128xf32>, %arg1: tensor<i32>) -> tensor<2x16x128xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 2, 16, 128] : (tensor<3x2x16x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x16x128xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x2x16x128xf32>) -> tensor<2x16x128xf32>
    return %1 : tensor<2x16x128xf32>
  }
  func.func private @closed_call_9(%arg0: tensor<2x16x64xf32>, %arg1: tensor<2x16x64xf32>, %arg2: tensor<2x16x64xf32>, %arg3: tensor<2x16x64xf32>, %arg4: tensor<2x16x64xf32>, %arg5: tensor<2x16x128xf32>, %arg6: tensor<2x16x64xf32>, %arg7: tensor<128xf32>, %arg8: tensor<64x128xf32>, %arg9: tensor<128x64xf32>, %arg10: tensor<64xf32>, %arg11: tensor<64x64xf32>, %arg12: tensor<64xf32>, %arg13: tensor<64xf32>, %arg14: tensor<64xf32>, %arg15: tensor<64xf32>, %arg16: tensor<64xf32>, %arg17: tensor<64x64xf32>, %arg18: tensor<64xf32>, %arg19: tensor<64x64xf32>, %arg20: tensor<64xf32>, %arg21: tensor<64x64xf32>) -> (tensor<2x16x64xf32>, tensor<128xf32>, tensor<64x128xf32>, tensor<64xf32>, tensor<128x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>) {
    %0:22 = stablehlo.optimization_barrier %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12, %arg13, %arg14, %arg15, %arg16, %arg17, %arg18, %arg19, %arg20, %arg21, %arg0 : tensor<2x16x64xf32>, tensor<2x16x64xf32>, tensor<2x16x64xf32>, tensor<2x16x64xf32>, tensor<2x16x128xf32>, tensor<2x16x64xf32>, tensor<128xf32>, tensor<64x128xf32>, tensor<128x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<2x16x64xf32>
    %1 = chlo.square %0#5 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %3 = stablehlo.multiply %2, %0#5 : tensor<2x16x64xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%0#5 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_1 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %6 = stablehlo.divide %4, %5 : tensor<2x16xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%1 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_3 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %9 = stablehlo.divide %7, %8 : tensor<2x16xf32>
    %10 = chlo.square %6 : tensor<2x16xf32> -> tensor<2x16xf32>
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %12 = stablehlo.multiply %11, %6 : tensor<2x16xf32>
    %13 = stablehlo.subtract %9, %10 : tensor<2x16xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %15 = stablehlo.maximum %14, %13 : tensor<2x16xf32>
    %16 = stablehlo.compare EQ, %13, %15, FLOAT : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xi1>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %19 = stablehlo.select %16, %17, %18 : tensor<2x16xi1>, tensor<2x16xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %21 = stablehlo.compare EQ, %20, %15, FLOAT : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xi1>
    %cst_9 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %24 = stablehlo.select %21, %22, %23 : tensor<2x16xi1>, tensor<2x16xf32>
    %25 = stablehlo.divide %19, %24 : tensor<2x16xf32>
    %26 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %27 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %28 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %29 = stablehlo.subtract %0#5, %28 : tensor<2x16x64xf32>
    %cst_11 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %31 = stablehlo.add %27, %30 : tensor<2x16x1xf32>
    %32 = stablehlo.rsqrt %31 : tensor<2x16x1xf32>
    %33 = stablehlo.divide %32, %31 : tensor<2x16x1xf32>
    %cst_12 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %35 = stablehlo.multiply %34, %33 : tensor<2x16x1xf32>
    %36 = stablehlo.reshape %0#12 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %37 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %38 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %39 = stablehlo.multiply %37, %38 : tensor<2x16x64xf32>
    %40 = stablehlo.multiply %29, %39 : tensor<2x16x64xf32>
    %41 = stablehlo.reshape %0#11 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %43 = stablehlo.add %40, %42 : tensor<2x16x64xf32>
    %44 = stablehlo.reshape %0#17 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %46 = stablehlo.add %0#0, %45 : tensor<2x16x64xf32>
    %47 = stablehlo.reshape %46 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %48 = stablehlo.reshape %0#9 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %50 = stablehlo.add %0#1, %49 : tensor<2x16x64xf32>
    %51 = stablehlo.reshape %50 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %52 = stablehlo.reshape %0#19 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %54 = stablehlo.add %0#2, %53 : tensor<2x16x64xf32>
    %55 = stablehlo.reshape %54 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %56 = stablehlo.dot_general %47, %51, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %cst_13 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %58 = stablehlo.multiply %56, %57 : tensor<2x4x16x16xf32>
    %cst_14 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %59 = stablehlo.reduce(%58 init: %cst_14) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %cst_15 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %61 = stablehlo.maximum %60, %59 : tensor<2x4x16xf32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %64 = stablehlo.subtract %58, %63 : tensor<2x4x16x16xf32>
    %65 = stablehlo.exponential %64 : tensor<2x4x16x16xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %66 = stablehlo.reduce(%65 init: %cst_16) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %68 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %69 = stablehlo.divide %65, %68 : tensor<2x4x16x16xf32>
    %70 = stablehlo.multiply %67, %67 : tensor<2x4x16x1xf32>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2x4x16x1xf32>
    %72 = stablehlo.divide %71, %70 : tensor<2x4x16x1xf32>
    %73 = stablehlo.dot_general %55, %69, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %74 = stablehlo.transpose %73, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %75 = stablehlo.reshape %74 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %76 = stablehlo.reshape %0#15 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %77 = stablehlo.broadcast_in_dim %76, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %78 = stablehlo.add %0#3, %77 : tensor<2x16x64xf32>
    %79 = stablehlo.add %0#5, %78 : tensor<2x16x64xf32>
    %80 = chlo.square %79 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_18 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %82 = stablehlo.multiply %81, %79 : tensor<2x16x64xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %83 = stablehlo.reduce(%79 init: %cst_19) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_20 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %85 = stablehlo.divide %83, %84 : tensor<2x16xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %86 = stablehlo.reduce(%80 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_22 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %88 = stablehlo.divide %86, %87 : tensor<2x16xf32>
    %89 = chlo.square %85 : tensor<2x16xf32> -> tensor<2x16xf32>
    %cst_23 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %91 = stablehlo.multiply %90, %85 : tensor<2x16xf32>
    %92 = stablehlo.subtract %88, %89 : tensor<2x16xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %94 = stablehlo.maximum %93, %92 : tensor<2x16xf32>
    %95 = stablehlo.compare EQ, %92, %94, FLOAT : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xi1>
    %cst_25 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %98 = stablehlo.select %95, %96, %97 : tensor<2x16xi1>, tensor<2x16xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %100 = stablehlo.compare EQ, %99, %94, FLOAT : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xi1>
    %cst_28 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %101 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %cst_29 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %103 = stablehlo.select %100, %101, %102 : tensor<2x16xi1>, tensor<2x16xf32>
    %104 = stablehlo.divide %98, %103 : tensor<2x16xf32>
    %105 = stablehlo.broadcast_in_dim %85, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %106 = stablehlo.broadcast_in_dim %94, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %107 = stablehlo.broadcast_in_dim %105, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %108 = stablehlo.subtract %79, %107 : tensor<2x16x64xf32>
    %cst_30 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %109 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %110 = stablehlo.add %106, %109 : tensor<2x16x1xf32>
    %111 = stablehlo.rsqrt %110 : tensor<2x16x1xf32>
    %112 = stablehlo.divide %111, %110 : tensor<2x16x1xf32>
    %cst_31 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %113 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %114 = stablehlo.multiply %113, %112 : tensor<2x16x1xf32>
    %115 = stablehlo.reshape %0#14 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %116 = stablehlo.broadcast_in_dim %111, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %117 = stablehlo.broadcast_in_dim %115, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %118 = stablehlo.multiply %116, %117 : tensor<2x16x64xf32>
    %119 = stablehlo.multiply %108, %118 : tensor<2x16x64xf32>
    %120 = stablehlo.reshape %0#13 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %121 = stablehlo.broadcast_in_dim %120, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %122 = stablehlo.add %119, %121 : tensor<2x16x64xf32>
    %123 = stablehlo.reshape %0#6 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %124 = stablehlo.broadcast_in_dim %123, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<2x16x128xf32>
    %125 = stablehlo.add %0#4, %124 : tensor<2x16x128xf32>
    %cst_32 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %126 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %127 = stablehlo.multiply %126, %125 : tensor<2x16x128xf32>
    %128 = stablehlo.negate %125 : tensor<2x16x128xf32>
    %cst_33 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %129 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %130 = stablehlo.multiply %128, %129 : tensor<2x16x128xf32>
    %131 = chlo.erfc %130 : tensor<2x16x128xf32> -> tensor<2x16x128xf32>
    %132 = chlo.square %130 : tensor<2x16x128xf32> -> tensor<2x16x128xf32>
    %133 = stablehlo.negate %132 : tensor<2x16x128xf32>
    %134 = stablehlo.exponential %133 : tensor<2x16x128xf32>
    %135 = stablehlo.multiply %127, %131 : tensor<2x16x128xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %136 = stablehlo.reduce(%0#21 init: %cst_34) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %137 = stablehlo.reshape %136 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %138 = stablehlo.reshape %137 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %139 = stablehlo.dot_general %0#21, %135, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x16x128xf32>) -> tensor<64x128xf32>
    %140 = stablehlo.transpose %139, dims = [1, 0] : (tensor<64x128xf32>) -> tensor<128x64xf32>
    %141 = stablehlo.dot_general %0#21, %0#8, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<128x64xf32>) -> tensor<2x16x128xf32>
    %142 = stablehlo.multiply %127, %141 : tensor<2x16x128xf32>
    %143 = stablehlo.multiply %141, %131 : tensor<2x16x128xf32>
    %cst_35 = stablehlo.constant dense<-1.12837923> : tensor<f32>
    %144 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %145 = stablehlo.multiply %144, %142 : tensor<2x16x128xf32>
    %146 = stablehlo.multiply %145, %134 : tensor<2x16x128xf32>
    %cst_36 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %147 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %148 = stablehlo.multiply %146, %147 : tensor<2x16x128xf32>
    %149 = stablehlo.negate %148 : tensor<2x16x128xf32>
    %cst_37 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %150 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %151 = stablehlo.multiply %150, %143 : tensor<2x16x128xf32>
    %152 = stablehlo.add %149, %151 : tensor<2x16x128xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %153 = stablehlo.reduce(%152 init: %cst_38) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x128xf32>, tensor<f32>) -> tensor<128xf32>
    %154 = stablehlo.reshape %153 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %155 = stablehlo.reshape %154 : (tensor<1x1x128xf32>) -> tensor<128xf32>
    %156 = stablehlo.dot_general %152, %122, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xf32>, tensor<2x16x64xf32>) -> tensor<128x64xf32>
    %157 = stablehlo.transpose %156, dims = [1, 0] : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %158 = stablehlo.dot_general %152, %0#7, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xf32>, tensor<64x128xf32>) -> tensor<2x16x64xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %159 = stablehlo.reduce(%158 init: %cst_39) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %160 = stablehlo.reshape %159 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %161 = stablehlo.reshape %160 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %162 = stablehlo.multiply %108, %158 : tensor<2x16x64xf32>
    %163 = stablehlo.multiply %158, %118 : tensor<2x16x64xf32>
    %164 = stablehlo.broadcast_in_dim %111, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %165 = stablehlo.multiply %164, %162 : tensor<2x16x64xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %166 = stablehlo.reduce(%165 init: %cst_40) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %167 = stablehlo.reshape %166 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %168 = stablehlo.broadcast_in_dim %115, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %169 = stablehlo.multiply %162, %168 : tensor<2x16x64xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %170 = stablehlo.reduce(%169 init: %cst_41) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %171 = stablehlo.reshape %170 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %172 = stablehlo.reshape %167 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %173 = stablehlo.multiply %171, %114 : tensor<2x16x1xf32>
    %174 = stablehlo.negate %163 : tensor<2x16x64xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %175 = stablehlo.reduce(%174 init: %cst_42) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %176 = stablehlo.reshape %175 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %177 = stablehlo.add %0#21, %163 : tensor<2x16x64xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %178 = stablehlo.reduce(%173 init: %cst_43) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %179 = stablehlo.reduce(%176 init: %cst_44) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %180 = stablehlo.multiply %178, %104 : tensor<2x16xf32>
    %181 = stablehlo.negate %180 : tensor<2x16xf32>
    %182 = stablehlo.multiply %181, %91 : tensor<2x16xf32>
    %183 = stablehlo.add %179, %182 : tensor<2x16xf32>
    %cst_45 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %184 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %185 = stablehlo.divide %180, %184 : tensor<2x16xf32>
    %186 = stablehlo.broadcast_in_dim %185, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %cst_46 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %187 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %188 = stablehlo.divide %183, %187 : tensor<2x16xf32>
    %189 = stablehlo.broadcast_in_dim %188, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %190 = stablehlo.add %177, %189 : tensor<2x16x64xf32>
    %191 = stablehlo.multiply %186, %82 : tensor<2x16x64xf32>
    %192 = stablehlo.add %190, %191 : tensor<2x16x64xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %193 = stablehlo.reduce(%192 init: %cst_47) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %194 = stablehlo.reshape %193 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %195 = stablehlo.reshape %194 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %196 = stablehlo.dot_general %192, %75, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x16x64xf32>) -> tensor<64x64xf32>
    %197 = stablehlo.transpose %196, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %198 = stablehlo.dot_general %192, %0#16, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %199 = stablehlo.reshape %198 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %200 = stablehlo.transpose %199, dims = [0, 2, 3, 1] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %201 = stablehlo.dot_general %200, %55, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %202 = stablehlo.dot_general %200, %69, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %203 = stablehlo.transpose %202, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %204 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %205 = stablehlo.multiply %201, %204 : tensor<2x4x16x16xf32>
    %206 = stablehlo.multiply %205, %65 : tensor<2x4x16x16xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %207 = stablehlo.reduce(%206 init: %cst_48) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %208 = stablehlo.reshape %207 : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %209 = stablehlo.negate %208 : tensor<2x4x16x1xf32>
    %210 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %211 = stablehlo.divide %201, %210 : tensor<2x4x16x16xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %212 = stablehlo.reduce(%209 init: %cst_49) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x1xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %213 = stablehlo.broadcast_in_dim %212, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %214 = stablehlo.add %211, %213 : tensor<2x4x16x16xf32>
    %215 = stablehlo.multiply %214, %65 : tensor<2x4x16x16xf32>
    %cst_50 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %216 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %217 = stablehlo.multiply %215, %216 : tensor<2x4x16x16xf32>
    %218 = stablehlo.dot_general %217, %47, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %219 = stablehlo.transpose %218, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %220 = stablehlo.dot_general %217, %51, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %221 = stablehlo.transpose %220, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %222 = stablehlo.reshape %203 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %223 = stablehlo.reduce(%222 init: %cst_51) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %224 = stablehlo.reshape %223 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %225 = stablehlo.reshape %224 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %226 = stablehlo.dot_general %222, %43, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x16x64xf32>) -> tensor<64x64xf32>
    %227 = stablehlo.transpose %226, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %228 = stablehlo.dot_general %222, %0#20, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %229 = stablehlo.reshape %219 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %230 = stablehlo.reduce(%229 init: %cst_52) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %231 = stablehlo.reshape %230 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %232 = stablehlo.reshape %231 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %233 = stablehlo.dot_general %229, %43, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x16x64xf32>) -> tensor<64x64xf32>
    %234 = stablehlo.transpose %233, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %235 = stablehlo.dot_general %229, %0#10, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %236 = stablehlo.add %228, %235 : tensor<2x16x64xf32>
    %237 = stablehlo.reshape %221 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %238 = stablehlo.reduce(%237 init: %cst_53) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %239 = stablehlo.reshape %238 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %240 = stablehlo.reshape %239 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %241 = stablehlo.dot_general %237, %43, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x16x64xf32>) -> tensor<64x64xf32>
    %242 = stablehlo.transpose %241, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %243 = stablehlo.dot_general %237, %0#18, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %244 = stablehlo.add %236, %243 : tensor<2x16x64xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %245 = stablehlo.reduce(%244 init: %cst_54) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %246 = stablehlo.reshape %245 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %247 = stablehlo.reshape %246 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %248 = stablehlo.multiply %29, %244 : tensor<2x16x64xf32>
    %249 = stablehlo.multiply %244, %39 : tensor<2x16x64xf32>
    %250 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %251 = stablehlo.multiply %250, %248 : tensor<2x16x64xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %252 = stablehlo.reduce(%251 init: %cst_55) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %253 = stablehlo.reshape %252 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %254 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %255 = stablehlo.multiply %248, %254 : tensor<2x16x64xf32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %256 = stablehlo.reduce(%255 init: %cst_56) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %257 = stablehlo.reshape %256 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %258 = stablehlo.reshape %253 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %259 = stablehlo.multiply %257, %35 : tensor<2x16x1xf32>
    %260 = stablehlo.negate %249 : tensor<2x16x64xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %261 = stablehlo.reduce(%260 init: %cst_57) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %262 = stablehlo.reshape %261 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %263 = stablehlo.add %192, %249 : tensor<2x16x64xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %264 = stablehlo.reduce(%259 init: %cst_58) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %265 = stablehlo.reduce(%262 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %266 = stablehlo.multiply %264, %25 : tensor<2x16xf32>
    %267 = stablehlo.negate %266 : tensor<2x16xf32>
    %268 = stablehlo.multiply %267, %12 : tensor<2x16xf32>
    %269 = stablehlo.add %265, %268 : tensor<2x16xf32>
    %cst_60 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %270 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %271 = stablehlo.divide %266, %270 : tensor<2x16xf32>
    %272 = stablehlo.broadcast_in_dim %271, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %cst_61 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %273 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %274 = stablehlo.divide %269, %273 : tensor<2x16xf32>
    %275 = stablehlo.broadcast_in_dim %274, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %276 = stablehlo.add %263, %275 : tensor<2x16x64xf32>
    %277 = stablehlo.multiply %272, %3 : tensor<2x16x64xf32>
    %278 = stablehlo.add %276, %277 : tensor<2x16x64xf32>
    return %278, %155, %157, %138, %140, %232, %234, %247, %258, %161, %172, %195, %197, %240, %242, %225, %227 : tensor<2x16x64xf32>, tensor<128xf32>, tensor<64x128xf32>, tensor<64xf32>, tensor<128x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>
  }
  func.func private @dynamic_update_index_in_dim_10(%arg0: tensor<3x128xf32>, %arg1: tensor<128xf32>, %arg2: tensor<i32>) -> tensor<3x128xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<128xf32>) -> tensor<1x128xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<3x128xf32>, tensor<1x128xf32>, tensor<i32>, tensor<i32>) -> tensor<3x128xf32>
    return %1 : tensor<3x128xf32>
  }
  func.func private @dynamic_update_index_in_dim_11(%arg0: tensor<3x64x128xf32>, %arg1: tensor<64x128xf32>, %arg2: tensor<i32>) -> tensor<3x64x128xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<64x128xf32>) -> tensor<1x64x128xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<3x64x128xf32>, tensor<1x64x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x64x128xf32>
    return %1 : tensor<3x64x128xf32>
  }
  func.func private @dynamic_update_index_in_dim_12(%arg0: tensor<3x64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<i32>) -> tensor<3x64xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<3x64xf32>, tensor<1x64xf32>, tensor<i32>, tensor<i32>) -> tensor<3x64xf32>
    return %1 : tensor<3x64xf32>
  }
  func.func private @dynamic_update_index_in_dim_13(%arg0: tensor<3x128x64xf32>, %arg1: tensor<128x64xf32>, %arg2: tensor<i32>) -> tensor<3x128x64xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<128x64xf32>) -> tensor<1x128x64xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<3x128x64xf32>, tensor<1x128x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x128x64xf32>
    return %1 : tensor<3x128x64xf32>
  }
  func.func private @dynamic_update_index_in_dim_14(%arg0: tensor<3x64x64xf32>, %arg1: tensor<64x64xf32>, %arg2: tensor<i32>) -> tensor<3x64x64xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<64x64xf32>) -> tensor<1x64x64xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<3x64x64xf32>, tensor<1x64x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x64x64xf32>
    return %1 : tensor<3x64x64xf32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
