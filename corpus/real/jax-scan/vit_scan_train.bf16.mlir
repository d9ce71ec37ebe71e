module @jit_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64xf32>, %arg1: tensor<48x64xf32>, %arg2: tensor<1x16x64xf32>, %arg3: tensor<10xf32>, %arg4: tensor<64x10xf32>, %arg5: tensor<64xf32>, %arg6: tensor<64xf32>, %arg7: tensor<3x128xf32>, %arg8: tensor<3x64x128xf32>, %arg9: tensor<3x64xf32>, %arg10: tensor<3x128x64xf32>, %arg11: tensor<3x64xf32>, %arg12: tensor<3x64x64xf32>, %arg13: tensor<3x64xf32>, %arg14: tensor<3x64xf32>, %arg15: tensor<3x64xf32>, %arg16: tensor<3x64xf32>, %arg17: tensor<3x64xf32>, %arg18: tensor<3x64x64xf32>, %arg19: tensor<3x64xf32>, %arg20: tensor<3x64x64xf32>, %arg21: tensor<3x64xf32>, %arg22: tensor<3x64x64xf32>, %arg23: tensor<i32>, %arg24: tensor<64xf32>, %arg25: tensor<48x64xf32>, %arg26: tensor<1x16x64xf32>, %arg27: tensor<10xf32>, %arg28: tensor<64x10xf32>, %arg29: tensor<64xf32>, %arg30: tensor<64xf32>, %arg31: tensor<3x128xf32>, %arg32: tensor<3x64x128xf32>, %arg33: tensor<3x64xf32>, %arg34: tensor<3x128x64xf32>, %arg35: tensor<3x64xf32>, %arg36: tensor<3x64x64xf32>, %arg37: tensor<3x64xf32>, %arg38: tensor<3x64xf32>, %arg39: tensor<3x64xf32>, %arg40: tensor<3x64xf32>, %arg41: tensor<3x64xf32>, %arg42: tensor<3x64x64xf32>, %arg43: tensor<3x64xf32>, %arg44: tensor<3x64x64xf32>, %arg45: tensor<3x64xf32>, %arg46: tensor<3x64x64xf32>, %arg47: tensor<64xf32>, %arg48: tensor<48x64xf32>, %arg49: tensor<1x16x64xf32>, %arg50: tensor<10xf32>, %arg51: tensor<64x10xf32>, %arg52: tensor<64xf32>, %arg53: tensor<64xf32>, %arg54: tensor<3x128xf32>, %arg55: tensor<3x64x128xf32>, %arg56: tensor<3x64xf32>, %arg57: tensor<3x128x64xf32>, %arg58: tensor<3x64xf32>, %arg59: tensor<3x64x64xf32>, %arg60: tensor<3x64xf32>, %arg61: tensor<3x64xf32>, %arg62: tensor<3x64xf32>, %arg63: tensor<3x64xf32>, %arg64: tensor<3x64xf32>, %arg65: tensor<3x64x64xf32>, %arg66: tensor<3x64xf32>, %arg67: tensor<3x64x64xf32>, %arg68: tensor<3x64xf32>, %arg69: tensor<3x64x64xf32>, %arg70: tensor<2x16x48xf32>, %arg71: tensor<2xi32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<64xf32> {jax.result_info = "result[1]['embed']['params']['patch_embed']['bias']"}, tensor<48x64xf32> {jax.result_info = "result[1]['embed']['params']['patch_embed']['kernel']"}, tensor<1x16x64xf32> {jax.result_info = "result[1]['embed']['params']['pos_embed']"}, tensor<10xf32> {jax.result_info = "result[1]['head']['params']['head']['bias']"}, tensor<64x10xf32> {jax.result_info = "result[1]['head']['params']['head']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1]['head']['params']['ln_final']['bias']"}, tensor<64xf32> {jax.result_info = "result[1]['head']['params']['ln_final']['scale']"}, tensor<3x128xf32> {jax.result_info = "result[1]['layers']['params']['fc1']['bias']"}, tensor<3x64x128xf32> {jax.result_info = "result[1]['layers']['params']['fc1']['kernel']"}, tensor<3x64xf32> {jax.result_info = "result[1]['layers']['params']['fc2']['bias']"}, tensor<3x128x64xf32> {jax.result_info = "result[1]['layers']['params']['fc2']['kernel']"}, tensor<3x64xf32> {jax.result_info = "result[1]['layers']['params']['key']['bias']"}, tensor<3x64x64xf32> {jax.result_info = "result[1]['layers']['params']['key']['kernel']"}, tensor<3x64xf32> {jax.result_info = "result[1]['layers']['params']['ln1']['bias']"}, tensor<3x64xf32> {jax.result_info = "result[1]['layers']['params']['ln1']['scale']"}, tensor<3x64xf32> {jax.result_info = "result[1]['layers']['params']['ln2']['bias']"}, tensor<3x64xf32> {jax.result_info = "result[1]['layers']['params']['ln2']['scale']"}, tensor<3x64xf32> {jax.result_info = "result[1]['layers']['params']['out']['bias']"}, tensor<3x64x64xf32> {jax.result_info = "result[1]['layers']['params']['out']['kernel']"}, tensor<3x64xf32> {jax.result_info = "result[1]['layers']['params']['query']['bias']"}, tensor<3x64x64xf32> {jax.result_info = "result[1]['layers']['params']['query']['kernel']"}, tensor<3x64xf32> {jax.result_info = "result[1]['layers']['params']['value']['bias']"}, tensor<3x64x64xf32> {jax.result_info = "result[1]['layers']['params']['value']['kernel']"}, tensor<i32> {jax.result_info = "result[2][1][0].count"}, tensor<64xf32> {jax.result_info = "result[2][1][0].mu['embed']['params']['patch_embed']['bias']"}, tensor<48x64xf32> {jax.result_info = "result[2][1][0].mu['embed']['params']['patch_embed']['kernel']"}, tensor<1x16x64xf32> {jax.result_info = "result[2][1][0].mu['embed']['params']['pos_embed']"}, tensor<10xf32> {jax.result_info = "result[2][1][0].mu['head']['params']['head']['bias']"}, tensor<64x10xf32> {jax.result_info = "result[2][1][0].mu['head']['params']['head']['kernel']"}, tensor<64xf32> {jax.result_info = "result[2][1][0].mu['head']['params']['ln_final']['bias']"}, tensor<64xf32> {jax.result_info = "result[2][1][0].mu['head']['params']['ln_final']['scale']"}, tensor<3x128xf32> {jax.result_info = "result[2][1][0].mu['layers']['params']['fc1']['bias']"}, tensor<3x64x128xf32> {jax.result_info = "result[2][1][0].mu['layers']['params']['fc1']['kernel']"}, tensor<3x64xf32> {jax.result_info = "result[2][1][0].mu['layers']['params']['fc2']['bias']"}, tensor<3x128x64xf32> {jax.result_info = "result[2][1][0].mu['layers']['params']['fc2']['kernel']"}, tensor<3x64xf32> {jax.result_info = "result[2][1][0].mu['layers']['params']['key']['bias']"}, tensor<3x64x64xf32> {jax.result_info = "result[2][1][0].mu['layers']['params']['key']['kernel']"}, tensor<3x64xf32> {jax.result_info = "result[2][1][0].mu['layers']['params']['ln1']['bias']"}, tensor<3x64xf32> {jax.result_info = "result[2][1][0].mu['layers']['params']['ln1']['scale']"}, tensor<3x64xf32> {jax.result_info = "result[2][1][0].mu['layers']['params']['ln2']['bias']"}, tensor<3x64xf32> {jax.result_info = "result[2][1][0].mu['layers']['params']['ln2']['scale']"}, tensor<3x64xf32> {jax.result_info = "result[2][1][0].mu['layers']['params']['out']['bias']"}, tensor<3x64x64xf32> {jax.result_info = "result[2][1][0].mu['layers']['params']['out']['kernel']"}, tensor<3x64xf32> {jax.result_info = "result[2][1][0].mu['layers']['params']['query']['bias']"}, tensor<3x64x64xf32> {jax.result_info = "result[2][1][0].mu['layers']['params']['query']['kernel']"}, tensor<3x64xf32> {jax.result_info = "result[2][1][0].mu['layers']['params']['value']['bias']"}, tensor<3x64x64xf32> {jax.result_info = "result[2][1][0].mu['layers']['params']['value']['kernel']"}, tensor<64xf32> {jax.result_info = "result[2][1][0].nu['embed']['params']['patch_embed']['bias']"}, tensor<48x64xf32> {jax.result_info = "result[2][1][0].nu['embed']['params']['patch_embed']['kernel']"}, tensor<1x16x64xf32> {jax.result_info = "result[2][1][0].nu['embed']['params']['pos_embed']"}, tensor<10xf32> {jax.result_info = "result[2][1][0].nu['head']['params']['head']['bias']"}, tensor<64x10xf32> {jax.result_info = "result[2][1][0].nu['head']['params']['head']['kernel']"}, tensor<64xf32> {jax.result_info = "result[2][1][0].nu['head']['params']['ln_final']['bias']"}, tensor<64xf32> {jax.result_info = "result[2][1][0].nu['head']['params']['ln_final']['scale']"}, tensor<3x128xf32> {jax.result_info = "result[2][1][0].nu['layers']['params']['fc1']['bias']"}, tensor<3x64x128xf32> {jax.result_info = "result[2][1][0].nu['layers']['params']['fc1']['kernel']"}, tensor<3x64xf32> {jax.result_info = "result[2][1][0].nu['layers']['params']['fc2']['bias']"}, tensor<3x128x64xf32> {jax.result_info = "result[2][1][0].nu['layers']['params']['fc2']['kernel']"}, tensor<3x64xf32> {jax.result_info = "result[2][1][0].nu['layers']['params']['key']['bias']"}, tensor<3x64x64xf32> {jax.result_info = "result[2][1][0].nu['layers']['params']['key']['kernel']"}, tensor<3x64xf32> {jax.result_info = "result[2][1][0].nu['layers']['params']['ln1']['bias']"}, tensor<3x64xf32> {jax.result_info = "result[2][1][0].nu['layers']['params']['ln1']['scale']"}, tensor<3x64xf32> {jax.result_info = "result[2][1][0].nu['layers']['params']['ln2']['bias']"}, tensor<3x64xf32> {jax.result_info = "result[2][1][0].nu['layers']['params']['ln2']['scale']"}, tensor<3x64xf32> {jax.result_info = "result[2][1][0].nu['layers']['params']['out']['bias']"}, tensor<3x64x64xf32> {jax.result_info = "result[2][1][0].nu['layers']['params']['out']['kernel']"}, tensor<3x64xf32> {jax.result_info = "result[2][1][0].nu['layers']['params']['query']['bias']"}, tensor<3x64x64xf32> {jax.result_info = "result[2][1][0].nu['layers']['params']['query']['kernel']"}, tensor<3x64xf32> {jax.result_info = "result[2][1][0].nu['layers']['params']['value']['bias']"}, tensor<3x64x64xf32> {jax.result_info = "result[2][1][0].nu['layers']['params']['value']['kernel']"}) {
    %0 = stablehlo.convert %arg70 : (tensor<2x16x48xf32>) -> tensor<2x16x48xbf16>
    %1 = stablehlo.convert %arg1 : (tensor<48x64xf32>) -> tensor<48x64xbf16>
    %2 = stablehlo.convert %arg0 : (tensor<64xf32>) -> tensor<64xbf16>
    %3 = stablehlo.dot_general %0, %1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x48xbf16>, tensor<48x64xbf16>) -> tensor<2x16x64xbf16>
    %4 = stablehlo.reshape %2 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %6 = stablehlo.add %3, %5 : tensor<2x16x64xbf16>
    %7 = stablehlo.convert %arg2 : (tensor<1x16x64xf32>) -> tensor<1x16x64xbf16>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2] : (tensor<1x16x64xbf16>) -> tensor<2x16x64xbf16>
    %9 = stablehlo.add %6, %8 : tensor<2x16x64xbf16>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %10 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<3x2x16x64xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %11:19 = stablehlo.while(%iterArg = %arg7, %iterArg_288 = %arg8, %iterArg_289 = %arg9, %iterArg_290 = %arg10, %iterArg_291 = %arg11, %iterArg_292 = %arg12, %iterArg_293 = %arg13, %iterArg_294 = %arg14, %iterArg_295 = %arg15, %iterArg_296 = %arg16, %iterArg_297 = %arg17, %iterArg_298 = %arg18, %iterArg_299 = %arg19, %iterArg_300 = %arg20, %iterArg_301 = %arg21, %iterArg_302 = %arg22, %iterArg_303 = %c, %iterArg_304 = %9, %iterArg_305 = %10) : tensor<3x128xf32>, tensor<3x64x128xf32>, tensor<3x64xf32>, tensor<3x128x64xf32>, tensor<3x64xf32>, tensor<3x64x64xf32>, tensor<3x64xf32>, tensor<3x64xf32>, tensor<3x64xf32>, tensor<3x64xf32>, tensor<3x64xf32>, tensor<3x64x64xf32>, tensor<3x64xf32>, tensor<3x64x64xf32>, tensor<3x64xf32>, tensor<3x64x64xf32>, tensor<i32>, tensor<2x16x64xbf16>, tensor<3x2x16x64xbf16>
    cond {
      %c_306 = stablehlo.constant dense<3> : tensor<i32>
      %974 = stablehlo.compare LT, %iterArg_303, %c_306, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %974 : tensor<i1>
    } do {
      %974 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_303) : (tensor<3x128xf32>, tensor<i32>) -> tensor<128xf32>
      %975 = func.call @dynamic_index_in_dim_0(%iterArg_288, %iterArg_303) : (tensor<3x64x128xf32>, tensor<i32>) -> tensor<64x128xf32>
      %976 = func.call @dynamic_index_in_dim_1(%iterArg_289, %iterArg_303) : (tensor<3x64xf32>, tensor<i32>) -> tensor<64xf32>
      %977 = func.call @dynamic_index_in_dim_2(%iterArg_290, %iterArg_303) : (tensor<3x128x64xf32>, tensor<i32>) -> tensor<128x64xf32>
      %978 = func.call @dynamic_index_in_dim_1(%iterArg_291, %iterArg_303) : (tensor<3x64xf32>, tensor<i32>) -> tensor<64xf32>
      %979 = func.call @dynamic_index_in_dim_3(%iterArg_292, %iterArg_303) : (tensor<3x64x64xf32>, tensor<i32>) -> tensor<64x64xf32>
      %980 = func.call @dynamic_index_in_dim_1(%iterArg_293, %iterArg_303) : (tensor<3x64xf32>, tensor<i32>) -> tensor<64xf32>
      %981 = func.call @dynamic_index_in_dim_1(%iterArg_294, %iterArg_303) : (tensor<3x64xf32>, tensor<i32>) -> tensor<64xf32>
      %982 = func.call @dynamic_index_in_dim_1(%iterArg_295, %iterArg_303) : (tensor<3x64xf32>, tensor<i32>) -> tensor<64xf32>
      %983 = func.call @dynamic_index_in_dim_1(%iterArg_296, %iterArg_303) : (tensor<3x64xf32>, tensor<i32>) -> tensor<64xf32>
      %984 = func.call @dynamic_index_in_dim_1(%iterArg_297, %iterArg_303) : (tensor<3x64xf32>, tensor<i32>) -> tensor<64xf32>
      %985 = func.call @dynamic_index_in_dim_3(%iterArg_298, %iterArg_303) : (tensor<3x64x64xf32>, tensor<i32>) -> tensor<64x64xf32>
      %986 = func.call @dynamic_index_in_dim_1(%iterArg_299, %iterArg_303) : (tensor<3x64xf32>, tensor<i32>) -> tensor<64xf32>
      %987 = func.call @dynamic_index_in_dim_3(%iterArg_300, %iterArg_303) : (tensor<3x64x64xf32>, tensor<i32>) -> tensor<64x64xf32>
      %988 = func.call @dynamic_index_in_dim_1(%iterArg_301, %iterArg_303) : (tensor<3x64xf32>, tensor<i32>) -> tensor<64xf32>
      %989 = func.call @dynamic_index_in_dim_3(%iterArg_302, %iterArg_303) : (tensor<3x64x64xf32>, tensor<i32>) -> tensor<64x64xf32>
      %990:2 = func.call @closed_call(%iterArg_304, %974, %975, %976, %977, %978, %979, %980, %981, %982, %983, %984, %985, %986, %987, %988, %989) : (tensor<2x16x64xbf16>, tensor<128xf32>, tensor<64x128xf32>, tensor<64xf32>, tensor<128x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>) -> (tensor<2x16x64xbf16>, tensor<2x16x64xbf16>)
      %991 = func.call @dynamic_update_index_in_dim(%iterArg_305, %990#1, %iterArg_303) : (tensor<3x2x16x64xbf16>, tensor<2x16x64xbf16>, tensor<i32>) -> tensor<3x2x16x64xbf16>
      %c_306 = stablehlo.constant dense<1> : tensor<i32>
      %992 = stablehlo.add %iterArg_303, %c_306 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_288, %iterArg_289, %iterArg_290, %iterArg_291, %iterArg_292, %iterArg_293, %iterArg_294, %iterArg_295, %iterArg_296, %iterArg_297, %iterArg_298, %iterArg_299, %iterArg_300, %iterArg_301, %iterArg_302, %992, %990#0, %991 : tensor<3x128xf32>, tensor<3x64x128xf32>, tensor<3x64xf32>, tensor<3x128x64xf32>, tensor<3x64xf32>, tensor<3x64x64xf32>, tensor<3x64xf32>, tensor<3x64xf32>, tensor<3x64xf32>, tensor<3x64xf32>, tensor<3x64xf32>, tensor<3x64x64xf32>, tensor<3x64xf32>, tensor<3x64x64xf32>, tensor<3x64xf32>, tensor<3x64x64xf32>, tensor<i32>, tensor<2x16x64xbf16>, tensor<3x2x16x64xbf16>
    }
    %12 = stablehlo.convert %11#17 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %13 = chlo.square %12 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %15 = stablehlo.multiply %14, %12 : tensor<2x16x64xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.reduce(%12 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_2 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %18 = stablehlo.divide %16, %17 : tensor<2x16xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.reduce(%13 init: %cst_3) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_4 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %21 = stablehlo.divide %19, %20 : tensor<2x16xf32>
    %22 = chlo.square %18 : tensor<2x16xf32> -> tensor<2x16xf32>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %24 = stablehlo.multiply %23, %18 : tensor<2x16xf32>
    %25 = stablehlo.subtract %21, %22 : tensor<2x16xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %27 = stablehlo.maximum %26, %25 : tensor<2x16xf32>
    %28 = stablehlo.compare EQ, %25, %27, FLOAT : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xi1>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %31 = stablehlo.select %28, %29, %30 : tensor<2x16xi1>, tensor<2x16xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %33 = stablehlo.compare EQ, %32, %27, FLOAT : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xi1>
    %cst_10 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %36 = stablehlo.select %33, %34, %35 : tensor<2x16xi1>, tensor<2x16xf32>
    %37 = stablehlo.divide %31, %36 : tensor<2x16xf32>
    %38 = stablehlo.broadcast_in_dim %18, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %39 = stablehlo.broadcast_in_dim %27, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %40 = stablehlo.convert %11#17 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %41 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %42 = stablehlo.subtract %40, %41 : tensor<2x16x64xf32>
    %cst_12 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %44 = stablehlo.add %39, %43 : tensor<2x16x1xf32>
    %45 = stablehlo.rsqrt %44 : tensor<2x16x1xf32>
    %46 = stablehlo.divide %45, %44 : tensor<2x16x1xf32>
    %cst_13 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %48 = stablehlo.multiply %47, %46 : tensor<2x16x1xf32>
    %49 = stablehlo.reshape %arg6 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %50 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %51 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %52 = stablehlo.multiply %50, %51 : tensor<2x16x64xf32>
    %53 = stablehlo.multiply %42, %52 : tensor<2x16x64xf32>
    %54 = stablehlo.reshape %arg5 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %56 = stablehlo.add %53, %55 : tensor<2x16x64xf32>
    %57 = stablehlo.convert %56 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %58 = stablehlo.convert %57 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %59 = stablehlo.reduce(%58 init: %cst_14) applies stablehlo.add across dimensions = [1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %cst_15 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %61 = stablehlo.divide %59, %60 : tensor<2x64xf32>
    %62 = stablehlo.convert %61 : (tensor<2x64xf32>) -> tensor<2x64xbf16>
    %63 = stablehlo.convert %arg4 : (tensor<64x10xf32>) -> tensor<64x10xbf16>
    %64 = stablehlo.convert %arg3 : (tensor<10xf32>) -> tensor<10xbf16>
    %65 = stablehlo.dot_general %62, %63, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x64xbf16>, tensor<64x10xbf16>) -> tensor<2x10xbf16>
    %66 = stablehlo.reshape %64 : (tensor<10xbf16>) -> tensor<1x10xbf16>
    %67 = stablehlo.broadcast_in_dim %66, dims = [0, 1] : (tensor<1x10xbf16>) -> tensor<2x10xbf16>
    %68 = stablehlo.add %65, %67 : tensor<2x10xbf16>
    %69 = stablehlo.convert %68 : (tensor<2x10xbf16>) -> tensor<2x10xf32>
    %70:3 = call @log_softmax(%69) : (tensor<2x10xf32>) -> (tensor<2x10xf32>, tensor<2x10xf32>, tensor<2x1xf32>)
    %71 = stablehlo.broadcast_in_dim %arg71, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %72:2 = call @take_along_axis(%70#0, %71) : (tensor<2x10xf32>, tensor<2x1xi32>) -> (tensor<2x1xf32>, tensor<2x1x1xi32>)
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %73 = stablehlo.reduce(%72#0 init: %cst_16) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x1xf32>, tensor<f32>) -> tensor<f32>
    %cst_17 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %74 = stablehlo.divide %73, %cst_17 : tensor<f32>
    %75 = stablehlo.negate %74 : tensor<f32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %76 = stablehlo.negate %cst_18 : tensor<f32>
    %cst_19 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %77 = stablehlo.divide %76, %cst_19 : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [] : (tensor<f32>) -> tensor<2x1xf32>
    %79 = call @take_along_axis_4(%72#1, %78) : (tensor<2x1x1xi32>, tensor<2x1xf32>) -> tensor<2x10xf32>
    %80 = call @log_softmax_5(%70#1, %70#2, %79) : (tensor<2x10xf32>, tensor<2x1xf32>, tensor<2x10xf32>) -> tensor<2x10xf32>
    %81 = stablehlo.convert %80 : (tensor<2x10xf32>) -> tensor<2x10xbf16>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %82 = stablehlo.reduce(%81 init: %cst_20) applies stablehlo.add across dimensions = [0] : (tensor<2x10xbf16>, tensor<bf16>) -> tensor<10xbf16>
    %83 = stablehlo.reshape %82 : (tensor<10xbf16>) -> tensor<1x10xbf16>
    %84 = stablehlo.reshape %83 : (tensor<1x10xbf16>) -> tensor<10xbf16>
    %85 = stablehlo.dot_general %81, %62, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x10xbf16>, tensor<2x64xbf16>) -> tensor<10x64xbf16>
    %86 = stablehlo.transpose %85, dims = [1, 0] : (tensor<10x64xbf16>) -> tensor<64x10xbf16>
    %87 = stablehlo.dot_general %81, %63, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x10xbf16>, tensor<64x10xbf16>) -> tensor<2x64xbf16>
    %88 = stablehlo.convert %84 : (tensor<10xbf16>) -> tensor<10xf32>
    %89 = stablehlo.convert %86 : (tensor<64x10xbf16>) -> tensor<64x10xf32>
    %90 = stablehlo.convert %87 : (tensor<2x64xbf16>) -> tensor<2x64xf32>
    %cst_21 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %92 = stablehlo.divide %90, %91 : tensor<2x64xf32>
    %93 = stablehlo.broadcast_in_dim %92, dims = [0, 2] : (tensor<2x64xf32>) -> tensor<2x16x64xf32>
    %94 = stablehlo.convert %93 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %95 = stablehlo.convert %94 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %96 = stablehlo.reduce(%95 init: %cst_22) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %97 = stablehlo.reshape %96 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %98 = stablehlo.reshape %97 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %99 = stablehlo.multiply %42, %95 : tensor<2x16x64xf32>
    %100 = stablehlo.multiply %95, %52 : tensor<2x16x64xf32>
    %101 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %102 = stablehlo.multiply %101, %99 : tensor<2x16x64xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %103 = stablehlo.reduce(%102 init: %cst_23) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %104 = stablehlo.reshape %103 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %105 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %106 = stablehlo.multiply %99, %105 : tensor<2x16x64xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %107 = stablehlo.reduce(%106 init: %cst_24) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %108 = stablehlo.reshape %107 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %109 = stablehlo.reshape %104 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %110 = stablehlo.multiply %108, %48 : tensor<2x16x1xf32>
    %111 = stablehlo.negate %100 : tensor<2x16x64xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %112 = stablehlo.reduce(%111 init: %cst_25) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %113 = stablehlo.reshape %112 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %114 = stablehlo.convert %100 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %115 = stablehlo.reduce(%110 init: %cst_26) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %116 = stablehlo.reduce(%113 init: %cst_27) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %117 = stablehlo.multiply %115, %37 : tensor<2x16xf32>
    %118 = stablehlo.negate %117 : tensor<2x16xf32>
    %119 = stablehlo.multiply %118, %24 : tensor<2x16xf32>
    %120 = stablehlo.add %116, %119 : tensor<2x16xf32>
    %cst_28 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %121 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %122 = stablehlo.divide %117, %121 : tensor<2x16xf32>
    %123 = stablehlo.broadcast_in_dim %122, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %cst_29 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %124 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %125 = stablehlo.divide %120, %124 : tensor<2x16xf32>
    %126 = stablehlo.broadcast_in_dim %125, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %127 = stablehlo.multiply %123, %15 : tensor<2x16x64xf32>
    %128 = stablehlo.add %126, %127 : tensor<2x16x64xf32>
    %129 = stablehlo.convert %128 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %130 = stablehlo.add %114, %129 : tensor<2x16x64xbf16>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %131 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<3x128xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %132 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<3x64x128xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %133 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %134 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<3x128x64xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %135 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %136 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %137 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %138 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %139 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %140 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %141 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %142 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %143 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %144 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %145 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %146 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %c_46 = stablehlo.constant dense<0> : tensor<i32>
    %147:34 = stablehlo.while(%iterArg = %11#18, %iterArg_288 = %arg7, %iterArg_289 = %arg8, %iterArg_290 = %arg10, %iterArg_291 = %arg11, %iterArg_292 = %arg12, %iterArg_293 = %arg13, %iterArg_294 = %arg14, %iterArg_295 = %arg15, %iterArg_296 = %arg16, %iterArg_297 = %arg17, %iterArg_298 = %arg18, %iterArg_299 = %arg19, %iterArg_300 = %arg20, %iterArg_301 = %arg21, %iterArg_302 = %arg22, %iterArg_303 = %c_46, %iterArg_304 = %130, %iterArg_305 = %131, %iterArg_306 = %132, %iterArg_307 = %133, %iterArg_308 = %134, %iterArg_309 = %135, %iterArg_310 = %136, %iterArg_311 = %137, %iterArg_312 = %138, %iterArg_313 = %139, %iterArg_314 = %140, %iterArg_315 = %141, %iterArg_316 = %142, %iterArg_317 = %143, %iterArg_318 = %144, %iterArg_319 = %145, %iterArg_320 = %146) : tensor<3x2x16x64xbf16>, tensor<3x128xf32>, tensor<3x64x128xf32>, tensor<3x128x64xf32>, tensor<3x64xf32>, tensor<3x64x64xf32>, tensor<3x64xf32>, tensor<3x64xf32>, tensor<3x64xf32>, tensor<3x64xf32>, tensor<3x64xf32>, tensor<3x64x64xf32>, tensor<3x64xf32>, tensor<3x64x64xf32>, tensor<3x64xf32>, tensor<3x64x64xf32>, tensor<i32>, tensor<2x16x64xbf16>, tensor<3x128xf32>, tensor<3x64x128xf32>, tensor<3x64xf32>, tensor<3x128x64xf32>, tensor<3x64xf32>, tensor<3x64x64xf32>, tensor<3x64xf32>, tensor<3x64xf32>, tensor<3x64xf32>, tensor<3x64xf32>, tensor<3x64xf32>, tensor<3x64x64xf32>, tensor<3x64xf32>, tensor<3x64x64xf32>, tensor<3x64xf32>, tensor<3x64x64xf32>
    cond {
      %c_321 = stablehlo.constant dense<3> : tensor<i32>
      %974 = stablehlo.compare LT, %iterArg_303, %c_321, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %974 : tensor<i1>
    } do {
      %c_321 = stablehlo.constant dense<3> : tensor<i32>
      %974 = stablehlo.subtract %c_321, %iterArg_303 : tensor<i32>
      %c_322 = stablehlo.constant dense<1> : tensor<i32>
      %975 = stablehlo.subtract %974, %c_322 : tensor<i32>
      %976 = func.call @dynamic_index_in_dim_6(%iterArg, %975) : (tensor<3x2x16x64xbf16>, tensor<i32>) -> tensor<2x16x64xbf16>
      %977 = func.call @dynamic_index_in_dim(%iterArg_288, %975) : (tensor<3x128xf32>, tensor<i32>) -> tensor<128xf32>
      %978 = func.call @dynamic_index_in_dim_0(%iterArg_289, %975) : (tensor<3x64x128xf32>, tensor<i32>) -> tensor<64x128xf32>
      %979 = func.call @dynamic_index_in_dim_2(%iterArg_290, %975) : (tensor<3x128x64xf32>, tensor<i32>) -> tensor<128x64xf32>
      %980 = func.call @dynamic_index_in_dim_1(%iterArg_291, %975) : (tensor<3x64xf32>, tensor<i32>) -> tensor<64xf32>
      %981 = func.call @dynamic_index_in_dim_3(%iterArg_292, %975) : (tensor<3x64x64xf32>, tensor<i32>) -> tensor<64x64xf32>
      %982 = func.call @dynamic_index_in_dim_1(%iterArg_293, %975) : (tensor<3x64xf32>, tensor<i32>) -> tensor<64xf32>
      %983 = func.call @dynamic_index_in_dim_1(%iterArg_294, %975) : (tensor<3x64xf32>, tensor<i32>) -> tensor<64xf32>
      %984 = func.call @dynamic_index_in_dim_1(%iterArg_295, %975) : (tensor<3x64xf32>, tensor<i32>) -> tensor<64xf32>
      %985 = func.call @dynamic_index_in_dim_1(%iterArg_296, %975) : (tensor<3x64xf32>, tensor<i32>) -> tensor<64xf32>
      %986 = func.call @dynamic_index_in_dim_1(%iterArg_297, %975) : (tensor<3x64xf32>, tensor<i32>) -> tensor<64xf32>
      %987 = func.call @dynamic_index_in_dim_3(%iterArg_298, %975) : (tensor<3x64x64xf32>, tensor<i32>) -> tensor<64x64xf32>
      %988 = func.call @dynamic_index_in_dim_1(%iterArg_299, %975) : (tensor<3x64xf32>, tensor<i32>) -> tensor<64xf32>
      %989 = func.call @dynamic_index_in_dim_3(%iterArg_300, %975) : (tensor<3x64x64xf32>, tensor<i32>) -> tensor<64x64xf32>
      %990 = func.call @dynamic_index_in_dim_1(%iterArg_301, %975) : (tensor<3x64xf32>, tensor<i32>) -> tensor<64xf32>
      %991 = func.call @dynamic_index_in_dim_3(%iterArg_302, %975) : (tensor<3x64x64xf32>, tensor<i32>) -> tensor<64x64xf32>
      %992:17 = func.call @closed_call_7(%iterArg_304, %976, %977, %978, %979, %980, %981, %982, %983, %984, %985, %986, %987, %988, %989, %990, %991) : (tensor<2x16x64xbf16>, tensor<2x16x64xbf16>, tensor<128xf32>, tensor<64x128xf32>, tensor<128x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>) -> (tensor<2x16x64xbf16>, tensor<128xf32>, tensor<64x128xf32>, tensor<64xf32>, tensor<128x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>)
      %993 = func.call @dynamic_update_index_in_dim_8(%iterArg_305, %992#1, %975) : (tensor<3x128xf32>, tensor<128xf32>, tensor<i32>) -> tensor<3x128xf32>
      %994 = func.call @dynamic_update_index_in_dim_9(%iterArg_306, %992#2, %975) : (tensor<3x64x128xf32>, tensor<64x128xf32>, tensor<i32>) -> tensor<3x64x128xf32>
      %995 = func.call @dynamic_update_index_in_dim_10(%iterArg_307, %992#3, %975) : (tensor<3x64xf32>, tensor<64xf32>, tensor<i32>) -> tensor<3x64xf32>
      %996 = func.call @dynamic_update_index_in_dim_11(%iterArg_308, %992#4, %975) : (tensor<3x128x64xf32>, tensor<128x64xf32>, tensor<i32>) -> tensor<3x128x64xf32>
      %997 = func.call @dynamic_update_index_in_dim_10(%iterArg_309, %992#5, %975) : (tensor<3x64xf32>, tensor<64xf32>, tensor<i32>) -> tensor<3x64xf32>
      %998 = func.call @dynamic_update_index_in_dim_12(%iterArg_310, %992#6, %975) : (tensor<3x64x64xf32>, tensor<64x64xf32>, tensor<i32>) -> tensor<3x64x64xf32>
      %999 = func.call @dynamic_update_index_in_dim_10(%iterArg_311, %992#7, %975) : (tensor<3x64xf32>, tensor<64xf32>, tensor<i32>) -> tensor<3x64xf32>
      %1000 = func.call @dynamic_update_index_in_dim_10(%iterArg_312, %992#8, %975) : (tensor<3x64xf32>, tensor<64xf32>, tensor<i32>) -> tensor<3x64xf32>
      %1001 = func.call @dynamic_update_index_in_dim_10(%iterArg_313, %992#9, %975) : (tensor<3x64xf32>, tensor<64xf32>, tensor<i32>) -> tensor<3x64xf32>
      %1002 = func.call @dynamic_update_index_in_dim_10(%iterArg_314, %992#10, %975) : (tensor<3x64xf32>, tensor<64xf32>, tensor<i32>) -> tensor<3x64xf32>
      %1003 = func.call @dynamic_update_index_in_dim_10(%iterArg_315, %992#11, %975) : (tensor<3x64xf32>, tensor<64xf32>, tensor<i32>) -> tensor<3x64xf32>
      %1004 = func.call @dynamic_update_index_in_dim_12(%iterArg_316, %992#12, %975) : (tensor<3x64x64xf32>, tensor<64x64xf32>, tensor<i32>) -> tensor<3x64x64xf32>
      %1005 = func.call @dynamic_update_index_in_dim_10(%iterArg_317, %992#13, %975) : (tensor<3x64xf32>, tensor<64xf32>, tensor<i32>) -> tensor<3x64xf32>
      %1006 = func.call @dynamic_update_index_in_dim_12(%iterArg_318, %992#14, %975) : (tensor<3x64x64xf32>, tensor<64x64xf32>, tensor<i32>) -> tensor<3x64x64xf32>
      %1007 = func.call @dynamic_update_index_in_dim_10(%iterArg_319, %992#15, %975) : (tensor<3x64xf32>, tensor<64xf32>, tensor<i32>) -> tensor<3x64xf32>
      %1008 = func.call @dynamic_update_index_in_dim_12(%iterArg_320, %992#16, %975) : (tensor<3x64x64xf32>, tensor<64x64xf32>, tensor<i32>) -> tensor<3x64x64xf32>
      %c_323 = stablehlo.constant dense<1> : tensor<i32>
      %1009 = stablehlo.add %iterArg_303, %c_323 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_288, %iterArg_289, %iterArg_290, %iterArg_291, %iterArg_292, %iterArg_293, %iterArg_294, %iterArg_295, %iterArg_296, %iterArg_297, %iterArg_298, %iterArg_299, %iterArg_300, %iterArg_301, %iterArg_302, %1009, %992#0, %993, %994, %995, %996, %997, %998, %999, %1000, %1001, %1002, %1003, %1004, %1005, %1006, %1007, %1008 : tensor<3x2x16x64xbf16>, tensor<3x128xf32>, tensor<3x64x128xf32>, tensor<3x128x64xf32>, tensor<3x64xf32>, tensor<3x64x64xf32>, tensor<3x64xf32>, tensor<3x64xf32>, tensor<3x64xf32>, tensor<3x64xf32>, tensor<3x64xf32>, tensor<3x64x64xf32>, tensor<3x64xf32>, tensor<3x64x64xf32>, tensor<3x64xf32>, tensor<3x64x64xf32>, tensor<i32>, tensor<2x16x64xbf16>, tensor<3x128xf32>, tensor<3x64x128xf32>, tensor<3x64xf32>, tensor<3x128x64xf32>, tensor<3x64xf32>, tensor<3x64x64xf32>, tensor<3x64xf32>, tensor<3x64xf32>, tensor<3x64xf32>, tensor<3x64xf32>, tensor<3x64xf32>, tensor<3x64x64xf32>, tensor<3x64xf32>, tensor<3x64x64xf32>, tensor<3x64xf32>, tensor<3x64x64xf32>
    }
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %148 = stablehlo.reduce(%147#17 init: %cst_47) applies stablehlo.add across dimensions = [0] : (tensor<2x16x64xbf16>, tensor<bf16>) -> tensor<16x64xbf16>
    %149 = stablehlo.reshape %148 : (tensor<16x64xbf16>) -> tensor<1x16x64xbf16>
    %150 = stablehlo.convert %149 : (tensor<1x16x64xbf16>) -> tensor<1x16x64xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %151 = stablehlo.reduce(%147#17 init: %cst_48) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %152 = stablehlo.reshape %151 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %153 = stablehlo.reshape %152 : (tensor<1x1x64xbf16>) -> tensor<64xbf16>
    %154 = stablehlo.dot_general %147#17, %0, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<2x16x48xbf16>) -> tensor<64x48xbf16>
    %155 = stablehlo.transpose %154, dims = [1, 0] : (tensor<64x48xbf16>) -> tensor<48x64xbf16>
    %156 = stablehlo.convert %153 : (tensor<64xbf16>) -> tensor<64xf32>
    %157 = stablehlo.convert %155 : (tensor<48x64xbf16>) -> tensor<48x64xf32>
    %158 = chlo.square %156 : tensor<64xf32> -> tensor<64xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %159 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %160 = chlo.square %159 : tensor<64xf32> -> tensor<64xf32>
    %161 = stablehlo.add %158, %160 : tensor<64xf32>
    %162 = chlo.square %157 : tensor<48x64xf32> -> tensor<48x64xf32>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %163 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<48x64xf32>
    %164 = chlo.square %163 : tensor<48x64xf32> -> tensor<48x64xf32>
    %165 = stablehlo.add %162, %164 : tensor<48x64xf32>
    %166 = chlo.square %150 : tensor<1x16x64xf32> -> tensor<1x16x64xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %167 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<1x16x64xf32>
    %168 = chlo.square %167 : tensor<1x16x64xf32> -> tensor<1x16x64xf32>
    %169 = stablehlo.add %166, %168 : tensor<1x16x64xf32>
    %170 = chlo.square %88 : tensor<10xf32> -> tensor<10xf32>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %171 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %172 = chlo.square %171 : tensor<10xf32> -> tensor<10xf32>
    %173 = stablehlo.add %170, %172 : tensor<10xf32>
    %174 = chlo.square %89 : tensor<64x10xf32> -> tensor<64x10xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %175 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<64x10xf32>
    %176 = chlo.square %175 : tensor<64x10xf32> -> tensor<64x10xf32>
    %177 = stablehlo.add %174, %176 : tensor<64x10xf32>
    %178 = chlo.square %98 : tensor<64xf32> -> tensor<64xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %179 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %180 = chlo.square %179 : tensor<64xf32> -> tensor<64xf32>
    %181 = stablehlo.add %178, %180 : tensor<64xf32>
    %182 = chlo.square %109 : tensor<64xf32> -> tensor<64xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %183 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %184 = chlo.square %183 : tensor<64xf32> -> tensor<64xf32>
    %185 = stablehlo.add %182, %184 : tensor<64xf32>
    %186 = chlo.square %147#18 : tensor<3x128xf32> -> tensor<3x128xf32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %187 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<3x128xf32>
    %188 = chlo.square %187 : tensor<3x128xf32> -> tensor<3x128xf32>
    %189 = stablehlo.add %186, %188 : tensor<3x128xf32>
    %190 = chlo.square %147#19 : tensor<3x64x128xf32> -> tensor<3x64x128xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %191 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<3x64x128xf32>
    %192 = chlo.square %191 : tensor<3x64x128xf32> -> tensor<3x64x128xf32>
    %193 = stablehlo.add %190, %192 : tensor<3x64x128xf32>
    %194 = chlo.square %147#20 : tensor<3x64xf32> -> tensor<3x64xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %195 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %196 = chlo.square %195 : tensor<3x64xf32> -> tensor<3x64xf32>
    %197 = stablehlo.add %194, %196 : tensor<3x64xf32>
    %198 = chlo.square %147#21 : tensor<3x128x64xf32> -> tensor<3x128x64xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %199 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<3x128x64xf32>
    %200 = chlo.square %199 : tensor<3x128x64xf32> -> tensor<3x128x64xf32>
    %201 = stablehlo.add %198, %200 : tensor<3x128x64xf32>
    %202 = chlo.square %147#22 : tensor<3x64xf32> -> tensor<3x64xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %203 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %204 = chlo.square %203 : tensor<3x64xf32> -> tensor<3x64xf32>
    %205 = stablehlo.add %202, %204 : tensor<3x64xf32>
    %206 = chlo.square %147#23 : tensor<3x64x64xf32> -> tensor<3x64x64xf32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %207 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %208 = chlo.square %207 : tensor<3x64x64xf32> -> tensor<3x64x64xf32>
    %209 = stablehlo.add %206, %208 : tensor<3x64x64xf32>
    %210 = chlo.square %147#24 : tensor<3x64xf32> -> tensor<3x64xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %211 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %212 = chlo.square %211 : tensor<3x64xf32> -> tensor<3x64xf32>
    %213 = stablehlo.add %210, %212 : tensor<3x64xf32>
    %214 = chlo.square %147#25 : tensor<3x64xf32> -> tensor<3x64xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %215 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %216 = chlo.square %215 : tensor<3x64xf32> -> tensor<3x64xf32>
    %217 = stablehlo.add %214, %216 : tensor<3x64xf32>
    %218 = chlo.square %147#26 : tensor<3x64xf32> -> tensor<3x64xf32>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %219 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %220 = chlo.square %219 : tensor<3x64xf32> -> tensor<3x64xf32>
    %221 = stablehlo.add %218, %220 : tensor<3x64xf32>
    %222 = chlo.square %147#27 : tensor<3x64xf32> -> tensor<3x64xf32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %223 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %224 = chlo.square %223 : tensor<3x64xf32> -> tensor<3x64xf32>
    %225 = stablehlo.add %222, %224 : tensor<3x64xf32>
    %226 = chlo.square %147#28 : tensor<3x64xf32> -> tensor<3x64xf32>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %227 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %228 = chlo.square %227 : tensor<3x64xf32> -> tensor<3x64xf32>
    %229 = stablehlo.add %226, %228 : tensor<3x64xf32>
    %230 = chlo.square %147#29 : tensor<3x64x64xf32> -> tensor<3x64x64xf32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %231 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %232 = chlo.square %231 : tensor<3x64x64xf32> -> tensor<3x64x64xf32>
    %233 = stablehlo.add %230, %232 : tensor<3x64x64xf32>
    %234 = chlo.square %147#30 : tensor<3x64xf32> -> tensor<3x64xf32>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %235 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %236 = chlo.square %235 : tensor<3x64xf32> -> tensor<3x64xf32>
    %237 = stablehlo.add %234, %236 : tensor<3x64xf32>
    %238 = chlo.square %147#31 : tensor<3x64x64xf32> -> tensor<3x64x64xf32>
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %239 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %240 = chlo.square %239 : tensor<3x64x64xf32> -> tensor<3x64x64xf32>
    %241 = stablehlo.add %238, %240 : tensor<3x64x64xf32>
    %242 = chlo.square %147#32 : tensor<3x64xf32> -> tensor<3x64xf32>
    %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %243 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %244 = chlo.square %243 : tensor<3x64xf32> -> tensor<3x64xf32>
    %245 = stablehlo.add %242, %244 : tensor<3x64xf32>
    %246 = chlo.square %147#33 : tensor<3x64x64xf32> -> tensor<3x64x64xf32>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %247 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %248 = chlo.square %247 : tensor<3x64x64xf32> -> tensor<3x64x64xf32>
    %249 = stablehlo.add %246, %248 : tensor<3x64x64xf32>
    %cst_72 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %250 = stablehlo.reduce(%161 init: %cst_72) applies stablehlo.add across dimensions = [0] : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %cst_73 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %251 = stablehlo.reduce(%165 init: %cst_73) applies stablehlo.add across dimensions = [0, 1] : (tensor<48x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_74 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %252 = stablehlo.reduce(%169 init: %cst_74) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x16x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_75 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %253 = stablehlo.reduce(%173 init: %cst_75) applies stablehlo.add across dimensions = [0] : (tensor<10xf32>, tensor<f32>) -> tensor<f32>
    %cst_76 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %254 = stablehlo.reduce(%177 init: %cst_76) applies stablehlo.add across dimensions = [0, 1] : (tensor<64x10xf32>, tensor<f32>) -> tensor<f32>
    %cst_77 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %255 = stablehlo.reduce(%181 init: %cst_77) applies stablehlo.add across dimensions = [0] : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %cst_78 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %256 = stablehlo.reduce(%185 init: %cst_78) applies stablehlo.add across dimensions = [0] : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %cst_79 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %257 = stablehlo.reduce(%189 init: %cst_79) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x128xf32>, tensor<f32>) -> tensor<f32>
    %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %258 = stablehlo.reduce(%193 init: %cst_80) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<3x64x128xf32>, tensor<f32>) -> tensor<f32>
    %cst_81 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %259 = stablehlo.reduce(%197 init: %cst_81) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_82 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %260 = stablehlo.reduce(%201 init: %cst_82) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<3x128x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_83 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %261 = stablehlo.reduce(%205 init: %cst_83) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_84 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %262 = stablehlo.reduce(%209 init: %cst_84) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<3x64x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_85 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %263 = stablehlo.reduce(%213 init: %cst_85) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_86 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %264 = stablehlo.reduce(%217 init: %cst_86) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_87 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %265 = stablehlo.reduce(%221 init: %cst_87) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_88 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %266 = stablehlo.reduce(%225 init: %cst_88) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_89 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %267 = stablehlo.reduce(%229 init: %cst_89) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_90 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %268 = stablehlo.reduce(%233 init: %cst_90) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<3x64x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_91 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %269 = stablehlo.reduce(%237 init: %cst_91) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_92 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %270 = stablehlo.reduce(%241 init: %cst_92) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<3x64x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_93 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %271 = stablehlo.reduce(%245 init: %cst_93) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_94 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %272 = stablehlo.reduce(%249 init: %cst_94) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<3x64x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_95 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %273 = stablehlo.add %cst_95, %250 : tensor<f32>
    %274 = stablehlo.add %273, %251 : tensor<f32>
    %275 = stablehlo.add %274, %252 : tensor<f32>
    %276 = stablehlo.add %275, %253 : tensor<f32>
    %277 = stablehlo.add %276, %254 : tensor<f32>
    %278 = stablehlo.add %277, %255 : tensor<f32>
    %279 = stablehlo.add %278, %256 : tensor<f32>
    %280 = stablehlo.add %279, %257 : tensor<f32>
    %281 = stablehlo.add %280, %258 : tensor<f32>
    %282 = stablehlo.add %281, %259 : tensor<f32>
    %283 = stablehlo.add %282, %260 : tensor<f32>
    %284 = stablehlo.add %283, %261 : tensor<f32>
    %285 = stablehlo.add %284, %262 : tensor<f32>
    %286 = stablehlo.add %285, %263 : tensor<f32>
    %287 = stablehlo.add %286, %264 : tensor<f32>
    %288 = stablehlo.add %287, %265 : tensor<f32>
    %289 = stablehlo.add %288, %266 : tensor<f32>
    %290 = stablehlo.add %289, %267 : tensor<f32>
    %291 = stablehlo.add %290, %268 : tensor<f32>
    %292 = stablehlo.add %291, %269 : tensor<f32>
    %293 = stablehlo.add %292, %270 : tensor<f32>
    %294 = stablehlo.add %293, %271 : tensor<f32>
    %295 = stablehlo.add %294, %272 : tensor<f32>
    %296 = stablehlo.sqrt %295 : tensor<f32>
    %cst_96 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %297 = stablehlo.compare LT, %296, %cst_96, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %298 = stablehlo.broadcast_in_dim %296, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %299 = stablehlo.divide %156, %298 : tensor<64xf32>
    %cst_97 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %300 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %301 = stablehlo.multiply %299, %300 : tensor<64xf32>
    %302 = stablehlo.select %297, %156, %301 : tensor<i1>, tensor<64xf32>
    %303 = stablehlo.broadcast_in_dim %296, dims = [] : (tensor<f32>) -> tensor<48x64xf32>
    %304 = stablehlo.divide %157, %303 : tensor<48x64xf32>
    %cst_98 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %305 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<48x64xf32>
    %306 = stablehlo.multiply %304, %305 : tensor<48x64xf32>
    %307 = stablehlo.select %297, %157, %306 : tensor<i1>, tensor<48x64xf32>
    %308 = stablehlo.broadcast_in_dim %296, dims = [] : (tensor<f32>) -> tensor<1x16x64xf32>
    %309 = stablehlo.divide %150, %308 : tensor<1x16x64xf32>
    %cst_99 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %310 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<1x16x64xf32>
    %311 = stablehlo.multiply %309, %310 : tensor<1x16x64xf32>
    %312 = stablehlo.select %297, %150, %311 : tensor<i1>, tensor<1x16x64xf32>
    %313 = stablehlo.broadcast_in_dim %296, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %314 = stablehlo.divide %88, %313 : tensor<10xf32>
    %cst_100 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %315 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %316 = stablehlo.multiply %314, %315 : tensor<10xf32>
    %317 = stablehlo.select %297, %88, %316 : tensor<i1>, tensor<10xf32>
    %318 = stablehlo.broadcast_in_dim %296, dims = [] : (tensor<f32>) -> tensor<64x10xf32>
    %319 = stablehlo.divide %89, %318 : tensor<64x10xf32>
    %cst_101 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %320 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<64x10xf32>
    %321 = stablehlo.multiply %319, %320 : tensor<64x10xf32>
    %322 = stablehlo.select %297, %89, %321 : tensor<i1>, tensor<64x10xf32>
    %323 = stablehlo.broadcast_in_dim %296, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %324 = stablehlo.divide %98, %323 : tensor<64xf32>
    %cst_102 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %325 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %326 = stablehlo.multiply %324, %325 : tensor<64xf32>
    %327 = stablehlo.select %297, %98, %326 : tensor<i1>, tensor<64xf32>
    %328 = stablehlo.broadcast_in_dim %296, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %329 = stablehlo.divide %109, %328 : tensor<64xf32>
    %cst_103 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %330 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %331 = stablehlo.multiply %329, %330 : tensor<64xf32>
    %332 = stablehlo.select %297, %109, %331 : tensor<i1>, tensor<64xf32>
    %333 = stablehlo.broadcast_in_dim %296, dims = [] : (tensor<f32>) -> tensor<3x128xf32>
    %334 = stablehlo.divide %147#18, %333 : tensor<3x128xf32>
    %cst_104 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %335 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<3x128xf32>
    %336 = stablehlo.multiply %334, %335 : tensor<3x128xf32>
    %337 = stablehlo.select %297, %147#18, %336 : tensor<i1>, tensor<3x128xf32>
    %338 = stablehlo.broadcast_in_dim %296, dims = [] : (tensor<f32>) -> tensor<3x64x128xf32>
    %339 = stablehlo.divide %147#19, %338 : tensor<3x64x128xf32>
    %cst_105 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %340 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<3x64x128xf32>
    %341 = stablehlo.multiply %339, %340 : tensor<3x64x128xf32>
    %342 = stablehlo.select %297, %147#19, %341 : tensor<i1>, tensor<3x64x128xf32>
    %343 = stablehlo.broadcast_in_dim %296, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %344 = stablehlo.divide %147#20, %343 : tensor<3x64xf32>
    %cst_106 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %345 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %346 = stablehlo.multiply %344, %345 : tensor<3x64xf32>
    %347 = stablehlo.select %297, %147#20, %346 : tensor<i1>, tensor<3x64xf32>
    %348 = stablehlo.broadcast_in_dim %296, dims = [] : (tensor<f32>) -> tensor<3x128x64xf32>
    %349 = stablehlo.divide %147#21, %348 : tensor<3x128x64xf32>
    %cst_107 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %350 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<3x128x64xf32>
    %351 = stablehlo.multiply %349, %350 : tensor<3x128x64xf32>
    %352 = stablehlo.select %297, %147#21, %351 : tensor<i1>, tensor<3x128x64xf32>
    %353 = stablehlo.broadcast_in_dim %296, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %354 = stablehlo.divide %147#22, %353 : tensor<3x64xf32>
    %cst_108 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %355 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %356 = stablehlo.multiply %354, %355 : tensor<3x64xf32>
    %357 = stablehlo.select %297, %147#22, %356 : tensor<i1>, tensor<3x64xf32>
    %358 = stablehlo.broadcast_in_dim %296, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %359 = stablehlo.divide %147#23, %358 : tensor<3x64x64xf32>
    %cst_109 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %360 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %361 = stablehlo.multiply %359, %360 : tensor<3x64x64xf32>
    %362 = stablehlo.select %297, %147#23, %361 : tensor<i1>, tensor<3x64x64xf32>
    %363 = stablehlo.broadcast_in_dim %296, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %364 = stablehlo.divide %147#24, %363 : tensor<3x64xf32>
    %cst_110 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %365 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %366 = stablehlo.multiply %364, %365 : tensor<3x64xf32>
    %367 = stablehlo.select %297, %147#24, %366 : tensor<i1>, tensor<3x64xf32>
    %368 = stablehlo.broadcast_in_dim %296, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %369 = stablehlo.divide %147#25, %368 : tensor<3x64xf32>
    %cst_111 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %370 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %371 = stablehlo.multiply %369, %370 : tensor<3x64xf32>
    %372 = stablehlo.select %297, %147#25, %371 : tensor<i1>, tensor<3x64xf32>
    %373 = stablehlo.broadcast_in_dim %296, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %374 = stablehlo.divide %147#26, %373 : tensor<3x64xf32>
    %cst_112 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %375 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %376 = stablehlo.multiply %374, %375 : tensor<3x64xf32>
    %377 = stablehlo.select %297, %147#26, %376 : tensor<i1>, tensor<3x64xf32>
    %378 = stablehlo.broadcast_in_dim %296, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %379 = stablehlo.divide %147#27, %378 : tensor<3x64xf32>
    %cst_113 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %380 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %381 = stablehlo.multiply %379, %380 : tensor<3x64xf32>
    %382 = stablehlo.select %297, %147#27, %381 : tensor<i1>, tensor<3x64xf32>
    %383 = stablehlo.broadcast_in_dim %296, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %384 = stablehlo.divide %147#28, %383 : tensor<3x64xf32>
    %cst_114 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %385 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %386 = stablehlo.multiply %384, %385 : tensor<3x64xf32>
    %387 = stablehlo.select %297, %147#28, %386 : tensor<i1>, tensor<3x64xf32>
    %388 = stablehlo.broadcast_in_dim %296, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %389 = stablehlo.divide %147#29, %388 : tensor<3x64x64xf32>
    %cst_115 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %390 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %391 = stablehlo.multiply %389, %390 : tensor<3x64x64xf32>
    %392 = stablehlo.select %297, %147#29, %391 : tensor<i1>, tensor<3x64x64xf32>
    %393 = stablehlo.broadcast_in_dim %296, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %394 = stablehlo.divide %147#30, %393 : tensor<3x64xf32>
    %cst_116 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %395 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %396 = stablehlo.multiply %394, %395 : tensor<3x64xf32>
    %397 = stablehlo.select %297, %147#30, %396 : tensor<i1>, tensor<3x64xf32>
    %398 = stablehlo.broadcast_in_dim %296, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %399 = stablehlo.divide %147#31, %398 : tensor<3x64x64xf32>
    %cst_117 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %400 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %401 = stablehlo.multiply %399, %400 : tensor<3x64x64xf32>
    %402 = stablehlo.select %297, %147#31, %401 : tensor<i1>, tensor<3x64x64xf32>
    %403 = stablehlo.broadcast_in_dim %296, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %404 = stablehlo.divide %147#32, %403 : tensor<3x64xf32>
    %cst_118 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %405 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %406 = stablehlo.multiply %404, %405 : tensor<3x64xf32>
    %407 = stablehlo.select %297, %147#32, %406 : tensor<i1>, tensor<3x64xf32>
    %408 = stablehlo.broadcast_in_dim %296, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %409 = stablehlo.divide %147#33, %408 : tensor<3x64x64xf32>
    %cst_119 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %410 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %411 = stablehlo.multiply %409, %410 : tensor<3x64x64xf32>
    %412 = stablehlo.select %297, %147#33, %411 : tensor<i1>, tensor<3x64x64xf32>
    %cst_120 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %413 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %414 = stablehlo.multiply %413, %302 : tensor<64xf32>
    %cst_121 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %415 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %416 = stablehlo.multiply %415, %arg24 : tensor<64xf32>
    %417 = stablehlo.add %414, %416 : tensor<64xf32>
    %cst_122 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %418 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<48x64xf32>
    %419 = stablehlo.multiply %418, %307 : tensor<48x64xf32>
    %cst_123 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %420 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<48x64xf32>
    %421 = stablehlo.multiply %420, %arg25 : tensor<48x64xf32>
    %422 = stablehlo.add %419, %421 : tensor<48x64xf32>
    %cst_124 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %423 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<1x16x64xf32>
    %424 = stablehlo.multiply %423, %312 : tensor<1x16x64xf32>
    %cst_125 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %425 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<1x16x64xf32>
    %426 = stablehlo.multiply %425, %arg26 : tensor<1x16x64xf32>
    %427 = stablehlo.add %424, %426 : tensor<1x16x64xf32>
    %cst_126 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %428 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %429 = stablehlo.multiply %428, %317 : tensor<10xf32>
    %cst_127 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %430 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %431 = stablehlo.multiply %430, %arg27 : tensor<10xf32>
    %432 = stablehlo.add %429, %431 : tensor<10xf32>
    %cst_128 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %433 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<64x10xf32>
    %434 = stablehlo.multiply %433, %322 : tensor<64x10xf32>
    %cst_129 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %435 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<64x10xf32>
    %436 = stablehlo.multiply %435, %arg28 : tensor<64x10xf32>
    %437 = stablehlo.add %434, %436 : tensor<64x10xf32>
    %cst_130 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %438 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %439 = stablehlo.multiply %438, %327 : tensor<64xf32>
    %cst_131 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %440 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %441 = stablehlo.multiply %440, %arg29 : tensor<64xf32>
    %442 = stablehlo.add %439, %441 : tensor<64xf32>
    %cst_132 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %443 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %444 = stablehlo.multiply %443, %332 : tensor<64xf32>
    %cst_133 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %445 = stablehlo.broadcast_in_dim %cst_133, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %446 = stablehlo.multiply %445, %arg30 : tensor<64xf32>
    %447 = stablehlo.add %444, %446 : tensor<64xf32>
    %cst_134 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %448 = stablehlo.broadcast_in_dim %cst_134, dims = [] : (tensor<f32>) -> tensor<3x128xf32>
    %449 = stablehlo.multiply %448, %337 : tensor<3x128xf32>
    %cst_135 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %450 = stablehlo.broadcast_in_dim %cst_135, dims = [] : (tensor<f32>) -> tensor<3x128xf32>
    %451 = stablehlo.multiply %450, %arg31 : tensor<3x128xf32>
    %452 = stablehlo.add %449, %451 : tensor<3x128xf32>
    %cst_136 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %453 = stablehlo.broadcast_in_dim %cst_136, dims = [] : (tensor<f32>) -> tensor<3x64x128xf32>
    %454 = stablehlo.multiply %453, %342 : tensor<3x64x128xf32>
    %cst_137 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %455 = stablehlo.broadcast_in_dim %cst_137, dims = [] : (tensor<f32>) -> tensor<3x64x128xf32>
    %456 = stablehlo.multiply %455, %arg32 : tensor<3x64x128xf32>
    %457 = stablehlo.add %454, %456 : tensor<3x64x128xf32>
    %cst_138 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %458 = stablehlo.broadcast_in_dim %cst_138, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %459 = stablehlo.multiply %458, %347 : tensor<3x64xf32>
    %cst_139 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %460 = stablehlo.broadcast_in_dim %cst_139, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %461 = stablehlo.multiply %460, %arg33 : tensor<3x64xf32>
    %462 = stablehlo.add %459, %461 : tensor<3x64xf32>
    %cst_140 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %463 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f32>) -> tensor<3x128x64xf32>
    %464 = stablehlo.multiply %463, %352 : tensor<3x128x64xf32>
    %cst_141 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %465 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f32>) -> tensor<3x128x64xf32>
    %466 = stablehlo.multiply %465, %arg34 : tensor<3x128x64xf32>
    %467 = stablehlo.add %464, %466 : tensor<3x128x64xf32>
    %cst_142 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %468 = stablehlo.broadcast_in_dim %cst_142, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %469 = stablehlo.multiply %468, %357 : tensor<3x64xf32>
    %cst_143 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %470 = stablehlo.broadcast_in_dim %cst_143, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %471 = stablehlo.multiply %470, %arg35 : tensor<3x64xf32>
    %472 = stablehlo.add %469, %471 : tensor<3x64xf32>
    %cst_144 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %473 = stablehlo.broadcast_in_dim %cst_144, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %474 = stablehlo.multiply %473, %362 : tensor<3x64x64xf32>
    %cst_145 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %475 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %476 = stablehlo.multiply %475, %arg36 : tensor<3x64x64xf32>
    %477 = stablehlo.add %474, %476 : tensor<3x64x64xf32>
    %cst_146 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %478 = stablehlo.broadcast_in_dim %cst_146, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %479 = stablehlo.multiply %478, %367 : tensor<3x64xf32>
    %cst_147 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %480 = stablehlo.broadcast_in_dim %cst_147, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %481 = stablehlo.multiply %480, %arg37 : tensor<3x64xf32>
    %482 = stablehlo.add %479, %481 : tensor<3x64xf32>
    %cst_148 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %483 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %484 = stablehlo.multiply %483, %372 : tensor<3x64xf32>
    %cst_149 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %485 = stablehlo.broadcast_in_dim %cst_149, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %486 = stablehlo.multiply %485, %arg38 : tensor<3x64xf32>
    %487 = stablehlo.add %484, %486 : tensor<3x64xf32>
    %cst_150 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %488 = stablehlo.broadcast_in_dim %cst_150, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %489 = stablehlo.multiply %488, %377 : tensor<3x64xf32>
    %cst_151 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %490 = stablehlo.broadcast_in_dim %cst_151, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %491 = stablehlo.multiply %490, %arg39 : tensor<3x64xf32>
    %492 = stablehlo.add %489, %491 : tensor<3x64xf32>
    %cst_152 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %493 = stablehlo.broadcast_in_dim %cst_152, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %494 = stablehlo.multiply %493, %382 : tensor<3x64xf32>
    %cst_153 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %495 = stablehlo.broadcast_in_dim %cst_153, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %496 = stablehlo.multiply %495, %arg40 : tensor<3x64xf32>
    %497 = stablehlo.add %494, %496 : tensor<3x64xf32>
    %cst_154 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %498 = stablehlo.broadcast_in_dim %cst_154, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %499 = stablehlo.multiply %498, %387 : tensor<3x64xf32>
    %cst_155 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %500 = stablehlo.broadcast_in_dim %cst_155, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %501 = stablehlo.multiply %500, %arg41 : tensor<3x64xf32>
    %502 = stablehlo.add %499, %501 : tensor<3x64xf32>
    %cst_156 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %503 = stablehlo.broadcast_in_dim %cst_156, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %504 = stablehlo.multiply %503, %392 : tensor<3x64x64xf32>
    %cst_157 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %505 = stablehlo.broadcast_in_dim %cst_157, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %506 = stablehlo.multiply %505, %arg42 : tensor<3x64x64xf32>
    %507 = stablehlo.add %504, %506 : tensor<3x64x64xf32>
    %cst_158 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %508 = stablehlo.broadcast_in_dim %cst_158, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %509 = stablehlo.multiply %508, %397 : tensor<3x64xf32>
    %cst_159 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %510 = stablehlo.broadcast_in_dim %cst_159, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %511 = stablehlo.multiply %510, %arg43 : tensor<3x64xf32>
    %512 = stablehlo.add %509, %511 : tensor<3x64xf32>
    %cst_160 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %513 = stablehlo.broadcast_in_dim %cst_160, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %514 = stablehlo.multiply %513, %402 : tensor<3x64x64xf32>
    %cst_161 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %515 = stablehlo.broadcast_in_dim %cst_161, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %516 = stablehlo.multiply %515, %arg44 : tensor<3x64x64xf32>
    %517 = stablehlo.add %514, %516 : tensor<3x64x64xf32>
    %cst_162 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %518 = stablehlo.broadcast_in_dim %cst_162, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %519 = stablehlo.multiply %518, %407 : tensor<3x64xf32>
    %cst_163 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %520 = stablehlo.broadcast_in_dim %cst_163, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %521 = stablehlo.multiply %520, %arg45 : tensor<3x64xf32>
    %522 = stablehlo.add %519, %521 : tensor<3x64xf32>
    %cst_164 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %523 = stablehlo.broadcast_in_dim %cst_164, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %524 = stablehlo.multiply %523, %412 : tensor<3x64x64xf32>
    %cst_165 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %525 = stablehlo.broadcast_in_dim %cst_165, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %526 = stablehlo.multiply %525, %arg46 : tensor<3x64x64xf32>
    %527 = stablehlo.add %524, %526 : tensor<3x64x64xf32>
    %528 = stablehlo.multiply %302, %302 : tensor<64xf32>
    %cst_166 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %529 = stablehlo.broadcast_in_dim %cst_166, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %530 = stablehlo.multiply %529, %528 : tensor<64xf32>
    %cst_167 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %531 = stablehlo.broadcast_in_dim %cst_167, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %532 = stablehlo.multiply %531, %arg47 : tensor<64xf32>
    %533 = stablehlo.add %530, %532 : tensor<64xf32>
    %534 = stablehlo.multiply %307, %307 : tensor<48x64xf32>
    %cst_168 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %535 = stablehlo.broadcast_in_dim %cst_168, dims = [] : (tensor<f32>) -> tensor<48x64xf32>
    %536 = stablehlo.multiply %535, %534 : tensor<48x64xf32>
    %cst_169 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %537 = stablehlo.broadcast_in_dim %cst_169, dims = [] : (tensor<f32>) -> tensor<48x64xf32>
    %538 = stablehlo.multiply %537, %arg48 : tensor<48x64xf32>
    %539 = stablehlo.add %536, %538 : tensor<48x64xf32>
    %540 = stablehlo.multiply %312, %312 : tensor<1x16x64xf32>
    %cst_170 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %541 = stablehlo.broadcast_in_dim %cst_170, dims = [] : (tensor<f32>) -> tensor<1x16x64xf32>
    %542 = stablehlo.multiply %541, %540 : tensor<1x16x64xf32>
    %cst_171 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %543 = stablehlo.broadcast_in_dim %cst_171, dims = [] : (tensor<f32>) -> tensor<1x16x64xf32>
    %544 = stablehlo.multiply %543, %arg49 : tensor<1x16x64xf32>
    %545 = stablehlo.add %542, %544 : tensor<1x16x64xf32>
    %546 = stablehlo.multiply %317, %317 : tensor<10xf32>
    %cst_172 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %547 = stablehlo.broadcast_in_dim %cst_172, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %548 = stablehlo.multiply %547, %546 : tensor<10xf32>
    %cst_173 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %549 = stablehlo.broadcast_in_dim %cst_173, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %550 = stablehlo.multiply %549, %arg50 : tensor<10xf32>
    %551 = stablehlo.add %548, %550 : tensor<10xf32>
    %552 = stablehlo.multiply %322, %322 : tensor<64x10xf32>
    %cst_174 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %553 = stablehlo.broadcast_in_dim %cst_174, dims = [] : (tensor<f32>) -> tensor<64x10xf32>
    %554 = stablehlo.multiply %553, %552 : tensor<64x10xf32>
    %cst_175 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %555 = stablehlo.broadcast_in_dim %cst_175, dims = [] : (tensor<f32>) -> tensor<64x10xf32>
    %556 = stablehlo.multiply %555, %arg51 : tensor<64x10xf32>
    %557 = stablehlo.add %554, %556 : tensor<64x10xf32>
    %558 = stablehlo.multiply %327, %327 : tensor<64xf32>
    %cst_176 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %559 = stablehlo.broadcast_in_dim %cst_176, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %560 = stablehlo.multiply %559, %558 : tensor<64xf32>
    %cst_177 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %561 = stablehlo.broadcast_in_dim %cst_177, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %562 = stablehlo.multiply %561, %arg52 : tensor<64xf32>
    %563 = stablehlo.add %560, %562 : tensor<64xf32>
    %564 = stablehlo.multiply %332, %332 : tensor<64xf32>
    %cst_178 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %565 = stablehlo.broadcast_in_dim %cst_178, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %566 = stablehlo.multiply %565, %564 : tensor<64xf32>
    %cst_179 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %567 = stablehlo.broadcast_in_dim %cst_179, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %568 = stablehlo.multiply %567, %arg53 : tensor<64xf32>
    %569 = stablehlo.add %566, %568 : tensor<64xf32>
    %570 = stablehlo.multiply %337, %337 : tensor<3x128xf32>
    %cst_180 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %571 = stablehlo.broadcast_in_dim %cst_180, dims = [] : (tensor<f32>) -> tensor<3x128xf32>
    %572 = stablehlo.multiply %571, %570 : tensor<3x128xf32>
    %cst_181 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %573 = stablehlo.broadcast_in_dim %cst_181, dims = [] : (tensor<f32>) -> tensor<3x128xf32>
    %574 = stablehlo.multiply %573, %arg54 : tensor<3x128xf32>
    %575 = stablehlo.add %572, %574 : tensor<3x128xf32>
    %576 = stablehlo.multiply %342, %342 : tensor<3x64x128xf32>
    %cst_182 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %577 = stablehlo.broadcast_in_dim %cst_182, dims = [] : (tensor<f32>) -> tensor<3x64x128xf32>
    %578 = stablehlo.multiply %577, %576 : tensor<3x64x128xf32>
    %cst_183 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %579 = stablehlo.broadcast_in_dim %cst_183, dims = [] : (tensor<f32>) -> tensor<3x64x128xf32>
    %580 = stablehlo.multiply %579, %arg55 : tensor<3x64x128xf32>
    %581 = stablehlo.add %578, %580 : tensor<3x64x128xf32>
    %582 = stablehlo.multiply %347, %347 : tensor<3x64xf32>
    %cst_184 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %583 = stablehlo.broadcast_in_dim %cst_184, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %584 = stablehlo.multiply %583, %582 : tensor<3x64xf32>
    %cst_185 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %585 = stablehlo.broadcast_in_dim %cst_185, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %586 = stablehlo.multiply %585, %arg56 : tensor<3x64xf32>
    %587 = stablehlo.add %584, %586 : tensor<3x64xf32>
    %588 = stablehlo.multiply %352, %352 : tensor<3x128x64xf32>
    %cst_186 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %589 = stablehlo.broadcast_in_dim %cst_186, dims = [] : (tensor<f32>) -> tensor<3x128x64xf32>
    %590 = stablehlo.multiply %589, %588 : tensor<3x128x64xf32>
    %cst_187 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %591 = stablehlo.broadcast_in_dim %cst_187, dims = [] : (tensor<f32>) -> tensor<3x128x64xf32>
    %592 = stablehlo.multiply %591, %arg57 : tensor<3x128x64xf32>
    %593 = stablehlo.add %590, %592 : tensor<3x128x64xf32>
    %594 = stablehlo.multiply %357, %357 : tensor<3x64xf32>
    %cst_188 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %595 = stablehlo.broadcast_in_dim %cst_188, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %596 = stablehlo.multiply %595, %594 : tensor<3x64xf32>
    %cst_189 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %597 = stablehlo.broadcast_in_dim %cst_189, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %598 = stablehlo.multiply %597, %arg58 : tensor<3x64xf32>
    %599 = stablehlo.add %596, %598 : tensor<3x64xf32>
    %600 = stablehlo.multiply %362, %362 : tensor<3x64x64xf32>
    %cst_190 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %601 = stablehlo.broadcast_in_dim %cst_190, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %602 = stablehlo.multiply %601, %600 : tensor<3x64x64xf32>
    %cst_191 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %603 = stablehlo.broadcast_in_dim %cst_191, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %604 = stablehlo.multiply %603, %arg59 : tensor<3x64x64xf32>
    %605 = stablehlo.add %602, %604 : tensor<3x64x64xf32>
    %606 = stablehlo.multiply %367, %367 : tensor<3x64xf32>
    %cst_192 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %607 = stablehlo.broadcast_in_dim %cst_192, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %608 = stablehlo.multiply %607, %606 : tensor<3x64xf32>
    %cst_193 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %609 = stablehlo.broadcast_in_dim %cst_193, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %610 = stablehlo.multiply %609, %arg60 : tensor<3x64xf32>
    %611 = stablehlo.add %608, %610 : tensor<3x64xf32>
    %612 = stablehlo.multiply %372, %372 : tensor<3x64xf32>
    %cst_194 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %613 = stablehlo.broadcast_in_dim %cst_194, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %614 = stablehlo.multiply %613, %612 : tensor<3x64xf32>
    %cst_195 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %615 = stablehlo.broadcast_in_dim %cst_195, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %616 = stablehlo.multiply %615, %arg61 : tensor<3x64xf32>
    %617 = stablehlo.add %614, %616 : tensor<3x64xf32>
    %618 = stablehlo.multiply %377, %377 : tensor<3x64xf32>
    %cst_196 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %619 = stablehlo.broadcast_in_dim %cst_196, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %620 = stablehlo.multiply %619, %618 : tensor<3x64xf32>
    %cst_197 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %621 = stablehlo.broadcast_in_dim %cst_197, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %622 = stablehlo.multiply %621, %arg62 : tensor<3x64xf32>
    %623 = stablehlo.add %620, %622 : tensor<3x64xf32>
    %624 = stablehlo.multiply %382, %382 : tensor<3x64xf32>
    %cst_198 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %625 = stablehlo.broadcast_in_dim %cst_198, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %626 = stablehlo.multiply %625, %624 : tensor<3x64xf32>
    %cst_199 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %627 = stablehlo.broadcast_in_dim %cst_199, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %628 = stablehlo.multiply %627, %arg63 : tensor<3x64xf32>
    %629 = stablehlo.add %626, %628 : tensor<3x64xf32>
    %630 = stablehlo.multiply %387, %387 : tensor<3x64xf32>
    %cst_200 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %631 = stablehlo.broadcast_in_dim %cst_200, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %632 = stablehlo.multiply %631, %630 : tensor<3x64xf32>
    %cst_201 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %633 = stablehlo.broadcast_in_dim %cst_201, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %634 = stablehlo.multiply %633, %arg64 : tensor<3x64xf32>
    %635 = stablehlo.add %632, %634 : tensor<3x64xf32>
    %636 = stablehlo.multiply %392, %392 : tensor<3x64x64xf32>
    %cst_202 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %637 = stablehlo.broadcast_in_dim %cst_202, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %638 = stablehlo.multiply %637, %636 : tensor<3x64x64xf32>
    %cst_203 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %639 = stablehlo.broadcast_in_dim %cst_203, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %640 = stablehlo.multiply %639, %arg65 : tensor<3x64x64xf32>
    %641 = stablehlo.add %638, %640 : tensor<3x64x64xf32>
    %642 = stablehlo.multiply %397, %397 : tensor<3x64xf32>
    %cst_204 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %643 = stablehlo.broadcast_in_dim %cst_204, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %644 = stablehlo.multiply %643, %642 : tensor<3x64xf32>
    %cst_205 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %645 = stablehlo.broadcast_in_dim %cst_205, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %646 = stablehlo.multiply %645, %arg66 : tensor<3x64xf32>
    %647 = stablehlo.add %644, %646 : tensor<3x64xf32>
    %648 = stablehlo.multiply %402, %402 : tensor<3x64x64xf32>
    %cst_206 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %649 = stablehlo.broadcast_in_dim %cst_206, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %650 = stablehlo.multiply %649, %648 : tensor<3x64x64xf32>
    %cst_207 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %651 = stablehlo.broadcast_in_dim %cst_207, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %652 = stablehlo.multiply %651, %arg67 : tensor<3x64x64xf32>
    %653 = stablehlo.add %650, %652 : tensor<3x64x64xf32>
    %654 = stablehlo.multiply %407, %407 : tensor<3x64xf32>
    %cst_208 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %655 = stablehlo.broadcast_in_dim %cst_208, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %656 = stablehlo.multiply %655, %654 : tensor<3x64xf32>
    %cst_209 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %657 = stablehlo.broadcast_in_dim %cst_209, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %658 = stablehlo.multiply %657, %arg68 : tensor<3x64xf32>
    %659 = stablehlo.add %656, %658 : tensor<3x64xf32>
    %660 = stablehlo.multiply %412, %412 : tensor<3x64x64xf32>
    %cst_210 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %661 = stablehlo.broadcast_in_dim %cst_210, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %662 = stablehlo.multiply %661, %660 : tensor<3x64x64xf32>
    %cst_211 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %663 = stablehlo.broadcast_in_dim %cst_211, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %664 = stablehlo.multiply %663, %arg69 : tensor<3x64x64xf32>
    %665 = stablehlo.add %662, %664 : tensor<3x64x64xf32>
    %c_212 = stablehlo.constant dense<2147483647> : tensor<i32>
    %666 = stablehlo.compare LT, %arg23, %c_212, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_213 = stablehlo.constant dense<1> : tensor<i32>
    %667 = stablehlo.add %arg23, %c_213 : tensor<i32>
    %c_214 = stablehlo.constant dense<2147483647> : tensor<i32>
    %668 = call @_where(%666, %667, %c_214) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_215 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %669 = stablehlo.convert %668 : (tensor<i32>) -> tensor<f32>
    %670 = stablehlo.power %cst_215, %669 : tensor<f32>
    %cst_216 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %671 = stablehlo.subtract %cst_216, %670 : tensor<f32>
    %672 = stablehlo.broadcast_in_dim %671, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %673 = stablehlo.divide %417, %672 : tensor<64xf32>
    %674 = stablehlo.broadcast_in_dim %671, dims = [] : (tensor<f32>) -> tensor<48x64xf32>
    %675 = stablehlo.divide %422, %674 : tensor<48x64xf32>
    %676 = stablehlo.broadcast_in_dim %671, dims = [] : (tensor<f32>) -> tensor<1x16x64xf32>
    %677 = stablehlo.divide %427, %676 : tensor<1x16x64xf32>
    %678 = stablehlo.broadcast_in_dim %671, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %679 = stablehlo.divide %432, %678 : tensor<10xf32>
    %680 = stablehlo.broadcast_in_dim %671, dims = [] : (tensor<f32>) -> tensor<64x10xf32>
    %681 = stablehlo.divide %437, %680 : tensor<64x10xf32>
    %682 = stablehlo.broadcast_in_dim %671, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %683 = stablehlo.divide %442, %682 : tensor<64xf32>
    %684 = stablehlo.broadcast_in_dim %671, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %685 = stablehlo.divide %447, %684 : tensor<64xf32>
    %686 = stablehlo.broadcast_in_dim %671, dims = [] : (tensor<f32>) -> tensor<3x128xf32>
    %687 = stablehlo.divide %452, %686 : tensor<3x128xf32>
    %688 = stablehlo.broadcast_in_dim %671, dims = [] : (tensor<f32>) -> tensor<3x64x128xf32>
    %689 = stablehlo.divide %457, %688 : tensor<3x64x128xf32>
    %690 = stablehlo.broadcast_in_dim %671, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %691 = stablehlo.divide %462, %690 : tensor<3x64xf32>
    %692 = stablehlo.broadcast_in_dim %671, dims = [] : (tensor<f32>) -> tensor<3x128x64xf32>
    %693 = stablehlo.divide %467, %692 : tensor<3x128x64xf32>
    %694 = stablehlo.broadcast_in_dim %671, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %695 = stablehlo.divide %472, %694 : tensor<3x64xf32>
    %696 = stablehlo.broadcast_in_dim %671, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %697 = stablehlo.divide %477, %696 : tensor<3x64x64xf32>
    %698 = stablehlo.broadcast_in_dim %671, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %699 = stablehlo.divide %482, %698 : tensor<3x64xf32>
    %700 = stablehlo.broadcast_in_dim %671, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %701 = stablehlo.divide %487, %700 : tensor<3x64xf32>
    %702 = stablehlo.broadcast_in_dim %671, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %703 = stablehlo.divide %492, %702 : tensor<3x64xf32>
    %704 = stablehlo.broadcast_in_dim %671, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %705 = stablehlo.divide %497, %704 : tensor<3x64xf32>
    %706 = stablehlo.broadcast_in_dim %671, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %707 = stablehlo.divide %502, %706 : tensor<3x64xf32>
    %708 = stablehlo.broadcast_in_dim %671, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %709 = stablehlo.divide %507, %708 : tensor<3x64x64xf32>
    %710 = stablehlo.broadcast_in_dim %671, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %711 = stablehlo.divide %512, %710 : tensor<3x64xf32>
    %712 = stablehlo.broadcast_in_dim %671, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %713 = stablehlo.divide %517, %712 : tensor<3x64x64xf32>
    %714 = stablehlo.broadcast_in_dim %671, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %715 = stablehlo.divide %522, %714 : tensor<3x64xf32>
    %716 = stablehlo.broadcast_in_dim %671, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %717 = stablehlo.divide %527, %716 : tensor<3x64x64xf32>
    %cst_217 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %718 = stablehlo.convert %668 : (tensor<i32>) -> tensor<f32>
    %719 = stablehlo.power %cst_217, %718 : tensor<f32>
    %cst_218 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %720 = stablehlo.subtract %cst_218, %719 : tensor<f32>
    %721 = stablehlo.broadcast_in_dim %720, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %722 = stablehlo.divide %533, %721 : tensor<64xf32>
    %723 = stablehlo.broadcast_in_dim %720, dims = [] : (tensor<f32>) -> tensor<48x64xf32>
    %724 = stablehlo.divide %539, %723 : tensor<48x64xf32>
    %725 = stablehlo.broadcast_in_dim %720, dims = [] : (tensor<f32>) -> tensor<1x16x64xf32>
    %726 = stablehlo.divide %545, %725 : tensor<1x16x64xf32>
    %727 = stablehlo.broadcast_in_dim %720, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %728 = stablehlo.divide %551, %727 : tensor<10xf32>
    %729 = stablehlo.broadcast_in_dim %720, dims = [] : (tensor<f32>) -> tensor<64x10xf32>
    %730 = stablehlo.divide %557, %729 : tensor<64x10xf32>
    %731 = stablehlo.broadcast_in_dim %720, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %732 = stablehlo.divide %563, %731 : tensor<64xf32>
    %733 = stablehlo.broadcast_in_dim %720, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %734 = stablehlo.divide %569, %733 : tensor<64xf32>
    %735 = stablehlo.broadcast_in_dim %720, dims = [] : (tensor<f32>) -> tensor<3x128xf32>
    %736 = stablehlo.divide %575, %735 : tensor<3x128xf32>
    %737 = stablehlo.broadcast_in_dim %720, dims = [] : (tensor<f32>) -> tensor<3x64x128xf32>
    %738 = stablehlo.divide %581, %737 : tensor<3x64x128xf32>
    %739 = stablehlo.broadcast_in_dim %720, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %740 = stablehlo.divide %587, %739 : tensor<3x64xf32>
    %741 = stablehlo.broadcast_in_dim %720, dims = [] : (tensor<f32>) -> tensor<3x128x64xf32>
    %742 = stablehlo.divide %593, %741 : tensor<3x128x64xf32>
    %743 = stablehlo.broadcast_in_dim %720, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %744 = stablehlo.divide %599, %743 : tensor<3x64xf32>
    %745 = stablehlo.broadcast_in_dim %720, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %746 = stablehlo.divide %605, %745 : tensor<3x64x64xf32>
    %747 = stablehlo.broadcast_in_dim %720, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %748 = stablehlo.divide %611, %747 : tensor<3x64xf32>
    %749 = stablehlo.broadcast_in_dim %720, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %750 = stablehlo.divide %617, %749 : tensor<3x64xf32>
    %751 = stablehlo.broadcast_in_dim %720, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %752 = stablehlo.divide %623, %751 : tensor<3x64xf32>
    %753 = stablehlo.broadcast_in_dim %720, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %754 = stablehlo.divide %629, %753 : tensor<3x64xf32>
    %755 = stablehlo.broadcast_in_dim %720, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %756 = stablehlo.divide %635, %755 : tensor<3x64xf32>
    %757 = stablehlo.broadcast_in_dim %720, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %758 = stablehlo.divide %641, %757 : tensor<3x64x64xf32>
    %759 = stablehlo.broadcast_in_dim %720, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %760 = stablehlo.divide %647, %759 : tensor<3x64xf32>
    %761 = stablehlo.broadcast_in_dim %720, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %762 = stablehlo.divide %653, %761 : tensor<3x64x64xf32>
    %763 = stablehlo.broadcast_in_dim %720, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %764 = stablehlo.divide %659, %763 : tensor<3x64xf32>
    %765 = stablehlo.broadcast_in_dim %720, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %766 = stablehlo.divide %665, %765 : tensor<3x64x64xf32>
    %cst_219 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %767 = stablehlo.broadcast_in_dim %cst_219, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %768 = stablehlo.add %722, %767 : tensor<64xf32>
    %769 = stablehlo.sqrt %768 : tensor<64xf32>
    %cst_220 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %770 = stablehlo.broadcast_in_dim %cst_220, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %771 = stablehlo.add %769, %770 : tensor<64xf32>
    %772 = stablehlo.divide %673, %771 : tensor<64xf32>
    %cst_221 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %773 = stablehlo.broadcast_in_dim %cst_221, dims = [] : (tensor<f32>) -> tensor<48x64xf32>
    %774 = stablehlo.add %724, %773 : tensor<48x64xf32>
    %775 = stablehlo.sqrt %774 : tensor<48x64xf32>
    %cst_222 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %776 = stablehlo.broadcast_in_dim %cst_222, dims = [] : (tensor<f32>) -> tensor<48x64xf32>
    %777 = stablehlo.add %775, %776 : tensor<48x64xf32>
    %778 = stablehlo.divide %675, %777 : tensor<48x64xf32>
    %cst_223 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %779 = stablehlo.broadcast_in_dim %cst_223, dims = [] : (tensor<f32>) -> tensor<1x16x64xf32>
    %780 = stablehlo.add %726, %779 : tensor<1x16x64xf32>
    %781 = stablehlo.sqrt %780 : tensor<1x16x64xf32>
    %cst_224 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %782 = stablehlo.broadcast_in_dim %cst_224, dims = [] : (tensor<f32>) -> tensor<1x16x64xf32>
    %783 = stablehlo.add %781, %782 : tensor<1x16x64xf32>
    %784 = stablehlo.divide %677, %783 : tensor<1x16x64xf32>
    %cst_225 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %785 = stablehlo.broadcast_in_dim %cst_225, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %786 = stablehlo.add %728, %785 : tensor<10xf32>
    %787 = stablehlo.sqrt %786 : tensor<10xf32>
    %cst_226 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %788 = stablehlo.broadcast_in_dim %cst_226, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %789 = stablehlo.add %787, %788 : tensor<10xf32>
    %790 = stablehlo.divide %679, %789 : tensor<10xf32>
    %cst_227 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %791 = stablehlo.broadcast_in_dim %cst_227, dims = [] : (tensor<f32>) -> tensor<64x10xf32>
    %792 = stablehlo.add %730, %791 : tensor<64x10xf32>
    %793 = stablehlo.sqrt %792 : tensor<64x10xf32>
    %cst_228 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %794 = stablehlo.broadcast_in_dim %cst_228, dims = [] : (tensor<f32>) -> tensor<64x10xf32>
    %795 = stablehlo.add %793, %794 : tensor<64x10xf32>
    %796 = stablehlo.divide %681, %795 : tensor<64x10xf32>
    %cst_229 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %797 = stablehlo.broadcast_in_dim %cst_229, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %798 = stablehlo.add %732, %797 : tensor<64xf32>
    %799 = stablehlo.sqrt %798 : tensor<64xf32>
    %cst_230 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %800 = stablehlo.broadcast_in_dim %cst_230, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %801 = stablehlo.add %799, %800 : tensor<64xf32>
    %802 = stablehlo.divide %683, %801 : tensor<64xf32>
    %cst_231 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %803 = stablehlo.broadcast_in_dim %cst_231, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %804 = stablehlo.add %734, %803 : tensor<64xf32>
    %805 = stablehlo.sqrt %804 : tensor<64xf32>
    %cst_232 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %806 = stablehlo.broadcast_in_dim %cst_232, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %807 = stablehlo.add %805, %806 : tensor<64xf32>
    %808 = stablehlo.divide %685, %807 : tensor<64xf32>
    %cst_233 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %809 = stablehlo.broadcast_in_dim %cst_233, dims = [] : (tensor<f32>) -> tensor<3x128xf32>
    %810 = stablehlo.add %736, %809 : tensor<3x128xf32>
    %811 = stablehlo.sqrt %810 : tensor<3x128xf32>
    %cst_234 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %812 = stablehlo.broadcast_in_dim %cst_234, dims = [] : (tensor<f32>) -> tensor<3x128xf32>
    %813 = stablehlo.add %811, %812 : tensor<3x128xf32>
    %814 = stablehlo.divide %687, %813 : tensor<3x128xf32>
    %cst_235 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %815 = stablehlo.broadcast_in_dim %cst_235, dims = [] : (tensor<f32>) -> tensor<3x64x128xf32>
    %816 = stablehlo.add %738, %815 : tensor<3x64x128xf32>
    %817 = stablehlo.sqrt %816 : tensor<3x64x128xf32>
    %cst_236 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %818 = stablehlo.broadcast_in_dim %cst_236, dims = [] : (tensor<f32>) -> tensor<3x64x128xf32>
    %819 = stablehlo.add %817, %818 : tensor<3x64x128xf32>
    %820 = stablehlo.divide %689, %819 : tensor<3x64x128xf32>
    %cst_237 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %821 = stablehlo.broadcast_in_dim %cst_237, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %822 = stablehlo.add %740, %821 : tensor<3x64xf32>
    %823 = stablehlo.sqrt %822 : tensor<3x64xf32>
    %cst_238 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %824 = stablehlo.broadcast_in_dim %cst_238, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %825 = stablehlo.add %823, %824 : tensor<3x64xf32>
    %826 = stablehlo.divide %691, %825 : tensor<3x64xf32>
    %cst_239 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %827 = stablehlo.broadcast_in_dim %cst_239, dims = [] : (tensor<f32>) -> tensor<3x128x64xf32>
    %828 = stablehlo.add %742, %827 : tensor<3x128x64xf32>
    %829 = stablehlo.sqrt %828 : tensor<3x128x64xf32>
    %cst_240 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %830 = stablehlo.broadcast_in_dim %cst_240, dims = [] : (tensor<f32>) -> tensor<3x128x64xf32>
    %831 = stablehlo.add %829, %830 : tensor<3x128x64xf32>
    %832 = stablehlo.divide %693, %831 : tensor<3x128x64xf32>
    %cst_241 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %833 = stablehlo.broadcast_in_dim %cst_241, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %834 = stablehlo.add %744, %833 : tensor<3x64xf32>
    %835 = stablehlo.sqrt %834 : tensor<3x64xf32>
    %cst_242 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %836 = stablehlo.broadcast_in_dim %cst_242, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %837 = stablehlo.add %835, %836 : tensor<3x64xf32>
    %838 = stablehlo.divide %695, %837 : tensor<3x64xf32>
    %cst_243 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %839 = stablehlo.broadcast_in_dim %cst_243, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %840 = stablehlo.add %746, %839 : tensor<3x64x64xf32>
    %841 = stablehlo.sqrt %840 : tensor<3x64x64xf32>
    %cst_244 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %842 = stablehlo.broadcast_in_dim %cst_244, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %843 = stablehlo.add %841, %842 : tensor<3x64x64xf32>
    %844 = stablehlo.divide %697, %843 : tensor<3x64x64xf32>
    %cst_245 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %845 = stablehlo.broadcast_in_dim %cst_245, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %846 = stablehlo.add %748, %845 : tensor<3x64xf32>
    %847 = stablehlo.sqrt %846 : tensor<3x64xf32>
    %cst_246 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %848 = stablehlo.broadcast_in_dim %cst_246, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %849 = stablehlo.add %847, %848 : tensor<3x64xf32>
    %850 = stablehlo.divide %699, %849 : tensor<3x64xf32>
    %cst_247 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %851 = stablehlo.broadcast_in_dim %cst_247, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %852 = stablehlo.add %750, %851 : tensor<3x64xf32>
    %853 = stablehlo.sqrt %852 : tensor<3x64xf32>
    %cst_248 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %854 = stablehlo.broadcast_in_dim %cst_248, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %855 = stablehlo.add %853, %854 : tensor<3x64xf32>
    %856 = stablehlo.divide %701, %855 : tensor<3x64xf32>
    %cst_249 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %857 = stablehlo.broadcast_in_dim %cst_249, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %858 = stablehlo.add %752, %857 : tensor<3x64xf32>
    %859 = stablehlo.sqrt %858 : tensor<3x64xf32>
    %cst_250 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %860 = stablehlo.broadcast_in_dim %cst_250, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %861 = stablehlo.add %859, %860 : tensor<3x64xf32>
    %862 = stablehlo.divide %703, %861 : tensor<3x64xf32>
    %cst_251 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %863 = stablehlo.broadcast_in_dim %cst_251, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %864 = stablehlo.add %754, %863 : tensor<3x64xf32>
    %865 = stablehlo.sqrt %864 : tensor<3x64xf32>
    %cst_252 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %866 = stablehlo.broadcast_in_dim %cst_252, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %867 = stablehlo.add %865, %866 : tensor<3x64xf32>
    %868 = stablehlo.divide %705, %867 : tensor<3x64xf32>
    %cst_253 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %869 = stablehlo.broadcast_in_dim %cst_253, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %870 = stablehlo.add %756, %869 : tensor<3x64xf32>
    %871 = stablehlo.sqrt %870 : tensor<3x64xf32>
    %cst_254 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %872 = stablehlo.broadcast_in_dim %cst_254, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %873 = stablehlo.add %871, %872 : tensor<3x64xf32>
    %874 = stablehlo.divide %707, %873 : tensor<3x64xf32>
    %cst_255 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %875 = stablehlo.broadcast_in_dim %cst_255, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %876 = stablehlo.add %758, %875 : tensor<3x64x64xf32>
    %877 = stablehlo.sqrt %876 : tensor<3x64x64xf32>
    %cst_256 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %878 = stablehlo.broadcast_in_dim %cst_256, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %879 = stablehlo.add %877, %878 : tensor<3x64x64xf32>
    %880 = stablehlo.divide %709, %879 : tensor<3x64x64xf32>
    %cst_257 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %881 = stablehlo.broadcast_in_dim %cst_257, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %882 = stablehlo.add %760, %881 : tensor<3x64xf32>
    %883 = stablehlo.sqrt %882 : tensor<3x64xf32>
    %cst_258 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %884 = stablehlo.broadcast_in_dim %cst_258, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %885 = stablehlo.add %883, %884 : tensor<3x64xf32>
    %886 = stablehlo.divide %711, %885 : tensor<3x64xf32>
    %cst_259 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %887 = stablehlo.broadcast_in_dim %cst_259, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %888 = stablehlo.add %762, %887 : tensor<3x64x64xf32>
    %889 = stablehlo.sqrt %888 : tensor<3x64x64xf32>
    %cst_260 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %890 = stablehlo.broadcast_in_dim %cst_260, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %891 = stablehlo.add %889, %890 : tensor<3x64x64xf32>
    %892 = stablehlo.divide %713, %891 : tensor<3x64x64xf32>
    %cst_261 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %893 = stablehlo.broadcast_in_dim %cst_261, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %894 = stablehlo.add %764, %893 : tensor<3x64xf32>
    %895 = stablehlo.sqrt %894 : tensor<3x64xf32>
    %cst_262 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %896 = stablehlo.broadcast_in_dim %cst_262, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %897 = stablehlo.add %895, %896 : tensor<3x64xf32>
    %898 = stablehlo.divide %715, %897 : tensor<3x64xf32>
    %cst_263 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %899 = stablehlo.broadcast_in_dim %cst_263, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %900 = stablehlo.add %766, %899 : tensor<3x64x64xf32>
    %901 = stablehlo.sqrt %900 : tensor<3x64x64xf32>
    %cst_264 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %902 = stablehlo.broadcast_in_dim %cst_264, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %903 = stablehlo.add %901, %902 : tensor<3x64x64xf32>
    %904 = stablehlo.divide %717, %903 : tensor<3x64x64xf32>
    %cst_265 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %905 = stablehlo.broadcast_in_dim %cst_265, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %906 = stablehlo.multiply %905, %772 : tensor<64xf32>
    %cst_266 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %907 = stablehlo.broadcast_in_dim %cst_266, dims = [] : (tensor<f32>) -> tensor<48x64xf32>
    %908 = stablehlo.multiply %907, %778 : tensor<48x64xf32>
    %cst_267 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %909 = stablehlo.broadcast_in_dim %cst_267, dims = [] : (tensor<f32>) -> tensor<1x16x64xf32>
    %910 = stablehlo.multiply %909, %784 : tensor<1x16x64xf32>
    %cst_268 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %911 = stablehlo.broadcast_in_dim %cst_268, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %912 = stablehlo.multiply %911, %790 : tensor<10xf32>
    %cst_269 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %913 = stablehlo.broadcast_in_dim %cst_269, dims = [] : (tensor<f32>) -> tensor<64x10xf32>
    %914 = stablehlo.multiply %913, %796 : tensor<64x10xf32>
    %cst_270 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %915 = stablehlo.broadcast_in_dim %cst_270, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %916 = stablehlo.multiply %915, %802 : tensor<64xf32>
    %cst_271 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %917 = stablehlo.broadcast_in_dim %cst_271, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %918 = stablehlo.multiply %917, %808 : tensor<64xf32>
    %cst_272 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %919 = stablehlo.broadcast_in_dim %cst_272, dims = [] : (tensor<f32>) -> tensor<3x128xf32>
    %920 = stablehlo.multiply %919, %814 : tensor<3x128xf32>
    %cst_273 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %921 = stablehlo.broadcast_in_dim %cst_273, dims = [] : (tensor<f32>) -> tensor<3x64x128xf32>
    %922 = stablehlo.multiply %921, %820 : tensor<3x64x128xf32>
    %cst_274 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %923 = stablehlo.broadcast_in_dim %cst_274, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %924 = stablehlo.multiply %923, %826 : tensor<3x64xf32>
    %cst_275 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %925 = stablehlo.broadcast_in_dim %cst_275, dims = [] : (tensor<f32>) -> tensor<3x128x64xf32>
    %926 = stablehlo.multiply %925, %832 : tensor<3x128x64xf32>
    %cst_276 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %927 = stablehlo.broadcast_in_dim %cst_276, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %928 = stablehlo.multiply %927, %838 : tensor<3x64xf32>
    %cst_277 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %929 = stablehlo.broadcast_in_dim %cst_277, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %930 = stablehlo.multiply %929, %844 : tensor<3x64x64xf32>
    %cst_278 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %931 = stablehlo.broadcast_in_dim %cst_278, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %932 = stablehlo.multiply %931, %850 : tensor<3x64xf32>
    %cst_279 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %933 = stablehlo.broadcast_in_dim %cst_279, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %934 = stablehlo.multiply %933, %856 : tensor<3x64xf32>
    %cst_280 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %935 = stablehlo.broadcast_in_dim %cst_280, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %936 = stablehlo.multiply %935, %862 : tensor<3x64xf32>
    %cst_281 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %937 = stablehlo.broadcast_in_dim %cst_281, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %938 = stablehlo.multiply %937, %868 : tensor<3x64xf32>
    %cst_282 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %939 = stablehlo.broadcast_in_dim %cst_282, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %940 = stablehlo.multiply %939, %874 : tensor<3x64xf32>
    %cst_283 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %941 = stablehlo.broadcast_in_dim %cst_283, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %942 = stablehlo.multiply %941, %880 : tensor<3x64x64xf32>
    %cst_284 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %943 = stablehlo.broadcast_in_dim %cst_284, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %944 = stablehlo.multiply %943, %886 : tensor<3x64xf32>
    %cst_285 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %945 = stablehlo.broadcast_in_dim %cst_285, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %946 = stablehlo.multiply %945, %892 : tensor<3x64x64xf32>
    %cst_286 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %947 = stablehlo.broadcast_in_dim %cst_286, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %948 = stablehlo.multiply %947, %898 : tensor<3x64xf32>
    %cst_287 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %949 = stablehlo.broadcast_in_dim %cst_287, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %950 = stablehlo.multiply %949, %904 : tensor<3x64x64xf32>
    %951 = stablehlo.add %arg0, %906 : tensor<64xf32>
    %952 = stablehlo.add %arg1, %908 : tensor<48x64xf32>
    %953 = stablehlo.add %arg2, %910 : tensor<1x16x64xf32>
    %954 = stablehlo.add %arg3, %912 : tensor<10xf32>
    %955 = stablehlo.add %arg4, %914 : tensor<64x10xf32>
    %956 = stablehlo.add %arg5, %916 : tensor<64xf32>
    %957 = stablehlo.add %arg6, %918 : tensor<64xf32>
    %958 = stablehlo.add %arg7, %920 : tensor<3x128xf32>
    %959 = stablehlo.add %arg8, %922 : tensor<3x64x128xf32>
    %960 = stablehlo.add %arg9, %924 : tensor<3x64xf32>
    %961 = stablehlo.add %arg10, %926 : tensor<3x128x64xf32>
    %962 = stablehlo.add %arg11, %928 : tensor<3x64xf32>
    %963 = stablehlo.add %arg12, %930 : tensor<3x64x64xf32>
    %964 = stablehlo.add %arg13, %932 : tensor<3x64xf32>
    %965 = stablehlo.add %arg14, %934 : tensor<3x64xf32>
    %966 = stablehlo.add %arg15, %936 : tensor<3x64xf32>
    %967 = stablehlo.add %arg16, %938 : tensor<3x64xf32>
    %968 = stablehlo.add %arg17, %940 : tensor<3x64xf32>
    %969 = stablehlo.add %arg18, %942 : tensor<3x64x64xf32>
    %970 = stablehlo.add %arg19, %944 : tensor<3x64xf32>
    %971 = stablehlo.add %arg20, %946 : tensor<3x64x64xf32>
    %972 = stablehlo.add %arg21, %948 : tensor<3x64xf32>
    %973 = stablehlo.add %arg22, %950 : tensor<3x64x64xf32>
    return %75, %951, %952, %953, %954, %955, %956, %957, %958, %959, %960, %961, %962, %963, %964, %965, %966, %967, %968, %969, %970, %971, %972, %973, %668, %417, %422, %427, %432, %437, %442, %447, %452, %457, %462, %467, %472, %477, %482, %487, %492, %497, %502, %507, %512, %517, %522, %527, %533, %539, %545, %551, %557, %563, %569, %575, %581, %587, %593, %599, %605, %611, %617, %623, %629, %635, %641, %647, %653, %659, %665 : tensor<f32>, tensor<64xf32>, tensor<48x64xf32>, tensor<1x16x64xf32>, tensor<10xf32>, tensor<64x10xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x128xf32>, tensor<3x64x128xf32>, tensor<3x64xf32>, tensor<3x128x64xf32>, tensor<3x64xf32>, tensor<3x64x64xf32>, tensor<3x64xf32>, tensor<3x64xf32>, tensor<3x64xf32>, tensor<3x64xf32>, tensor<3x64xf32>, tensor<3x64x64xf32>, tensor<3x64xf32>, tensor<3x64x64xf32>, tensor<3x64xf32>, tensor<3x64x64xf32>, tensor<i32>, tensor<64xf32>, tensor<48x64xf32>, tensor<1x16x64xf32>, tensor<10xf32>, tensor<64x10xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x128xf32>, tensor<3x64x128xf32>, tensor<3x64xf32>, tensor<3x128x64xf32>, tensor<3x64xf32>, tensor<3x64x64xf32>, tensor<3x64xf32>, tensor<3x64xf32>, tensor<3x64xf32>, tensor<3x64xf32>, tensor<3x64xf32>, tensor<3x64x64xf32>, tensor<3x64xf32>, tensor<3x64x64xf32>, tensor<3x64xf32>, tensor<3x64x64xf32>, tensor<64xf32>, tensor<48x64xf32>, tensor<1x16x64xf32>, tensor<10xf32>, tensor<64x10xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x128xf32>, tensor<3x64x128xf32>, tensor<3x64xf32>, tensor<3x128x64xf32>, tensor<3x64xf32>, tensor<3x64x64xf32>, tensor<3x64xf32>, tensor<3x64xf32>, tensor<3x64xf32>, tensor<3x64xf32>, tensor<3x64xf32>, tensor<3x64x64xf32>, tensor<3x64xf32>, tensor<3x64x64xf32>, tensor<3x64xf32>, tensor<3x64x64xf32>
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
  func.func private @closed_call(%arg0: tensor<2x16x64xbf16>, %arg1: tensor<128xf32>, %arg2: tensor<64x128xf32>, %arg3: tensor<64xf32>, %arg4: tensor<128x64xf32>, %arg5: tensor<64xf32>, %arg6: tensor<64x64xf32>, %arg7: tensor<64xf32>, %arg8: tensor<64xf32>, %arg9: tensor<64xf32>, %arg10: tensor<64xf32>, %arg11: tensor<64xf32>, %arg12: tensor<64x64xf32>, %arg13: tensor<64xf32>, %arg14: tensor<64x64xf32>, %arg15: tensor<64xf32>, %arg16: tensor<64x64xf32>) -> (tensor<2x16x64xbf16>, tensor<2x16x64xbf16>) {
    %0 = stablehlo.convert %arg0 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %1 = chlo.square %0 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %4 = stablehlo.divide %2, %3 : tensor<2x16xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%1 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_2 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %7 = stablehlo.divide %5, %6 : tensor<2x16xf32>
    %8 = chlo.square %4 : tensor<2x16xf32> -> tensor<2x16xf32>
    %9 = stablehlo.subtract %7, %8 : tensor<2x16xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %11 = stablehlo.maximum %10, %9 : tensor<2x16xf32>
    %12 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %14 = stablehlo.convert %arg0 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %15 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %16 = stablehlo.subtract %14, %15 : tensor<2x16x64xf32>
    %cst_4 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %18 = stablehlo.add %13, %17 : tensor<2x16x1xf32>
    %19 = stablehlo.rsqrt %18 : tensor<2x16x1xf32>
    %20 = stablehlo.reshape %arg8 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %21 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %22 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %23 = stablehlo.multiply %21, %22 : tensor<2x16x64xf32>
    %24 = stablehlo.multiply %16, %23 : tensor<2x16x64xf32>
    %25 = stablehlo.reshape %arg7 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %27 = stablehlo.add %24, %26 : tensor<2x16x64xf32>
    %28 = stablehlo.convert %27 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %29 = stablehlo.convert %arg14 : (tensor<64x64xf32>) -> tensor<64x64xbf16>
    %30 = stablehlo.convert %arg13 : (tensor<64xf32>) -> tensor<64xbf16>
    %31 = stablehlo.dot_general %28, %29, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %32 = stablehlo.reshape %30 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %34 = stablehlo.add %31, %33 : tensor<2x16x64xbf16>
    %35 = stablehlo.reshape %34 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %36 = stablehlo.convert %arg6 : (tensor<64x64xf32>) -> tensor<64x64xbf16>
    %37 = stablehlo.convert %arg5 : (tensor<64xf32>) -> tensor<64xbf16>
    %38 = stablehlo.dot_general %28, %36, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %39 = stablehlo.reshape %37 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %41 = stablehlo.add %38, %40 : tensor<2x16x64xbf16>
    %42 = stablehlo.reshape %41 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %43 = stablehlo.convert %arg16 : (tensor<64x64xf32>) -> tensor<64x64xbf16>
    %44 = stablehlo.convert %arg15 : (tensor<64xf32>) -> tensor<64xbf16>
    %45 = stablehlo.dot_general %28, %43, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %46 = stablehlo.reshape %44 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %47 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %48 = stablehlo.add %45, %47 : tensor<2x16x64xbf16>
    %49 = stablehlo.reshape %48 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %50 = stablehlo.dot_general %35, %42, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xbf16>, tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %cst_5 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %51 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<bf16>) -> tensor<2x4x16x16xbf16>
    %52 = stablehlo.multiply %50, %51 : tensor<2x4x16x16xbf16>
    %cst_6 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %53 = stablehlo.reduce(%52 init: %cst_6) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xbf16>, tensor<bf16>) -> tensor<2x4x16xbf16>
    %cst_7 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %54 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<bf16>) -> tensor<2x4x16xbf16>
    %55 = stablehlo.maximum %54, %53 : tensor<2x4x16xbf16>
    %56 = stablehlo.broadcast_in_dim %55, dims = [0, 1, 2] : (tensor<2x4x16xbf16>) -> tensor<2x4x16x1xbf16>
    %57 = stablehlo.broadcast_in_dim %56, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xbf16>) -> tensor<2x4x16x16xbf16>
    %58 = stablehlo.subtract %52, %57 : tensor<2x4x16x16xbf16>
    %59 = stablehlo.exponential %58 : tensor<2x4x16x16xbf16>
    %60 = stablehlo.convert %59 : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %61 = stablehlo.reduce(%60 init: %cst_8) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %63 = stablehlo.convert %62 : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x1xbf16>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xbf16>) -> tensor<2x4x16x16xbf16>
    %65 = stablehlo.divide %59, %64 : tensor<2x4x16x16xbf16>
    %66 = stablehlo.dot_general %49, %65, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xbf16>, tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %67 = stablehlo.transpose %66, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xbf16>) -> tensor<2x16x4x16xbf16>
    %68 = stablehlo.reshape %67 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x64xbf16>
    %69 = stablehlo.convert %arg12 : (tensor<64x64xf32>) -> tensor<64x64xbf16>
    %70 = stablehlo.convert %arg11 : (tensor<64xf32>) -> tensor<64xbf16>
    %71 = stablehlo.dot_general %68, %69, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %72 = stablehlo.reshape %70 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %73 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %74 = stablehlo.add %71, %73 : tensor<2x16x64xbf16>
    %75 = stablehlo.add %arg0, %74 : tensor<2x16x64xbf16>
    %76 = stablehlo.convert %75 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %77 = chlo.square %76 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %78 = stablehlo.reduce(%76 init: %cst_9) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_10 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %80 = stablehlo.divide %78, %79 : tensor<2x16xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %81 = stablehlo.reduce(%77 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_12 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %83 = stablehlo.divide %81, %82 : tensor<2x16xf32>
    %84 = chlo.square %80 : tensor<2x16xf32> -> tensor<2x16xf32>
    %85 = stablehlo.subtract %83, %84 : tensor<2x16xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %87 = stablehlo.maximum %86, %85 : tensor<2x16xf32>
    %88 = stablehlo.broadcast_in_dim %80, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %89 = stablehlo.broadcast_in_dim %87, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %90 = stablehlo.convert %75 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %91 = stablehlo.broadcast_in_dim %88, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %92 = stablehlo.subtract %90, %91 : tensor<2x16x64xf32>
    %cst_14 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %94 = stablehlo.add %89, %93 : tensor<2x16x1xf32>
    %95 = stablehlo.rsqrt %94 : tensor<2x16x1xf32>
    %96 = stablehlo.reshape %arg10 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %97 = stablehlo.broadcast_in_dim %95, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %98 = stablehlo.broadcast_in_dim %96, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %99 = stablehlo.multiply %97, %98 : tensor<2x16x64xf32>
    %100 = stablehlo.multiply %92, %99 : tensor<2x16x64xf32>
    %101 = stablehlo.reshape %arg9 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %102 = stablehlo.broadcast_in_dim %101, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %103 = stablehlo.add %100, %102 : tensor<2x16x64xf32>
    %104 = stablehlo.convert %103 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %105 = stablehlo.convert %arg2 : (tensor<64x128xf32>) -> tensor<64x128xbf16>
    %106 = stablehlo.convert %arg1 : (tensor<128xf32>) -> tensor<128xbf16>
    %107 = stablehlo.dot_general %104, %105, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x128xbf16>) -> tensor<2x16x128xbf16>
    %108 = stablehlo.reshape %106 : (tensor<128xbf16>) -> tensor<1x1x128xbf16>
    %109 = stablehlo.broadcast_in_dim %108, dims = [0, 1, 2] : (tensor<1x1x128xbf16>) -> tensor<2x16x128xbf16>
    %110 = stablehlo.add %107, %109 : tensor<2x16x128xbf16>
    %cst_15 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %111 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<bf16>) -> tensor<2x16x128xbf16>
    %112 = stablehlo.multiply %111, %110 : tensor<2x16x128xbf16>
    %113 = stablehlo.negate %110 : tensor<2x16x128xbf16>
    %cst_16 = stablehlo.constant dense<7.070310e-01> : tensor<bf16>
    %114 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<bf16>) -> tensor<2x16x128xbf16>
    %115 = stablehlo.multiply %113, %114 : tensor<2x16x128xbf16>
    %116 = chlo.erfc %115 : tensor<2x16x128xbf16> -> tensor<2x16x128xbf16>
    %117 = stablehlo.multiply %112, %116 : tensor<2x16x128xbf16>
    %118 = stablehlo.convert %arg4 : (tensor<128x64xf32>) -> tensor<128x64xbf16>
    %119 = stablehlo.convert %arg3 : (tensor<64xf32>) -> tensor<64xbf16>
    %120 = stablehlo.dot_general %117, %118, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xbf16>, tensor<128x64xbf16>) -> tensor<2x16x64xbf16>
    %121 = stablehlo.reshape %119 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %122 = stablehlo.broadcast_in_dim %121, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %123 = stablehlo.add %120, %122 : tensor<2x16x64xbf16>
    %124 = stablehlo.add %75, %123 : tensor<2x16x64xbf16>
    return %124, %arg0 : tensor<2x16x64xbf16>, tensor<2x16x64xbf16>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<3x2x16x64xbf16>, %arg1: tensor<2x16x64xbf16>, %arg2: tensor<i32>) -> tensor<3x2x16x64xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<2x16x64xbf16>) -> tensor<1x2x16x64xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<3x2x16x64xbf16>, tensor<1x2x16x64xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x16x64xbf16>
    return %1 : tensor<3x2x16x64xbf16>
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
  func.func private @take_along_axis_4(%arg0: tensor<2x1x1xi32>, %arg1: tensor<2x1xf32>) -> tensor<2x10xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x10xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<2x10xf32>, tensor<2x1x1xi32>, tensor<2x1xf32>) -> tensor<2x10xf32>
    return %1 : tensor<2x10xf32>
  }
  func.func private @log_softmax_5(%arg0: tensor<2x10xf32>, %arg1: tensor<2x1xf32>, %arg2: tensor<2x10xf32>) -> tensor<2x10xf32> {
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
  func.func private @dynamic_index_in_dim_6(%arg0: tensor<3x2x16x64xbf16>, %arg1: tensor<i32>) -> tensor<2x16x64xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 2, 16, 64] : (tensor<3x2x16x64xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x16x64xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x2x16x64xbf16>) -> tensor<2x16x64xbf16>
    return %1 : tensor<2x16x64xbf16>
  }
  func.func private @closed_call_7(%arg0: tensor<2x16x64xbf16>, %arg1: tensor<2x16x64xbf16>, %arg2: tensor<128xf32>, %arg3: tensor<64x128xf32>, %arg4: tensor<128x64xf32>, %arg5: tensor<64xf32>, %arg6: tensor<64x64xf32>, %arg7: tensor<64xf32>, %arg8: tensor<64xf32>, %arg9: tensor<64xf32>, %arg10: tensor<64xf32>, %arg11: tensor<64xf32>, %arg12: tensor<64x64xf32>, %arg13: tensor<64xf32>, %arg14: tensor<64x64xf32>, %arg15: tensor<64xf32>, %arg16: tensor<64x64xf32>) -> (tensor<2x16x64xbf16>, tensor<128xf32>, tensor<64x128xf32>, tensor<64xf32>, tensor<128x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>) {
    %0:17 = stablehlo.optimization_barrier %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12, %arg13, %arg14, %arg15, %arg16, %arg0 : tensor<2x16x64xbf16>, tensor<128xf32>, tensor<64x128xf32>, tensor<128x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<2x16x64xbf16>
    %1 = stablehlo.convert %0#0 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %2 = chlo.square %1 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %4 = stablehlo.multiply %3, %1 : tensor<2x16x64xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%1 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_1 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %7 = stablehlo.divide %5, %6 : tensor<2x16xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.reduce(%2 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_3 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %10 = stablehlo.divide %8, %9 : tensor<2x16xf32>
    %11 = chlo.square %7 : tensor<2x16xf32> -> tensor<2x16xf32>
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %13 = stablehlo.multiply %12, %7 : tensor<2x16xf32>
    %14 = stablehlo.subtract %10, %11 : tensor<2x16xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %16 = stablehlo.maximum %15, %14 : tensor<2x16xf32>
    %17 = stablehlo.compare EQ, %14, %16, FLOAT : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xi1>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %20 = stablehlo.select %17, %18, %19 : tensor<2x16xi1>, tensor<2x16xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %22 = stablehlo.compare EQ, %21, %16, FLOAT : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xi1>
    %cst_9 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %25 = stablehlo.select %22, %23, %24 : tensor<2x16xi1>, tensor<2x16xf32>
    %26 = stablehlo.divide %20, %25 : tensor<2x16xf32>
    %27 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %28 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %29 = stablehlo.convert %0#0 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %30 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %31 = stablehlo.subtract %29, %30 : tensor<2x16x64xf32>
    %cst_11 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %33 = stablehlo.add %28, %32 : tensor<2x16x1xf32>
    %34 = stablehlo.rsqrt %33 : tensor<2x16x1xf32>
    %35 = stablehlo.divide %34, %33 : tensor<2x16x1xf32>
    %cst_12 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %37 = stablehlo.multiply %36, %35 : tensor<2x16x1xf32>
    %38 = stablehlo.reshape %0#7 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %39 = stablehlo.broadcast_in_dim %34, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %40 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %41 = stablehlo.multiply %39, %40 : tensor<2x16x64xf32>
    %42 = stablehlo.multiply %31, %41 : tensor<2x16x64xf32>
    %43 = stablehlo.reshape %0#6 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %45 = stablehlo.add %42, %44 : tensor<2x16x64xf32>
    %46 = stablehlo.convert %45 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %47 = stablehlo.convert %0#13 : (tensor<64x64xf32>) -> tensor<64x64xbf16>
    %48 = stablehlo.convert %0#12 : (tensor<64xf32>) -> tensor<64xbf16>
    %49 = stablehlo.dot_general %46, %47, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %50 = stablehlo.reshape %48 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %52 = stablehlo.add %49, %51 : tensor<2x16x64xbf16>
    %53 = stablehlo.reshape %52 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %54 = stablehlo.convert %0#5 : (tensor<64x64xf32>) -> tensor<64x64xbf16>
    %55 = stablehlo.convert %0#4 : (tensor<64xf32>) -> tensor<64xbf16>
    %56 = stablehlo.dot_general %46, %54, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %57 = stablehlo.reshape %55 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %58 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %59 = stablehlo.add %56, %58 : tensor<2x16x64xbf16>
    %60 = stablehlo.reshape %59 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %61 = stablehlo.convert %0#15 : (tensor<64x64xf32>) -> tensor<64x64xbf16>
    %62 = stablehlo.convert %0#14 : (tensor<64xf32>) -> tensor<64xbf16>
    %63 = stablehlo.dot_general %46, %61, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %64 = stablehlo.reshape %62 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %66 = stablehlo.add %63, %65 : tensor<2x16x64xbf16>
    %67 = stablehlo.reshape %66 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %68 = stablehlo.dot_general %53, %60, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xbf16>, tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %cst_13 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %69 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<bf16>) -> tensor<2x4x16x16xbf16>
    %70 = stablehlo.multiply %68, %69 : tensor<2x4x16x16xbf16>
    %cst_14 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %71 = stablehlo.reduce(%70 init: %cst_14) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xbf16>, tensor<bf16>) -> tensor<2x4x16xbf16>
    %cst_15 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %72 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<bf16>) -> tensor<2x4x16xbf16>
    %73 = stablehlo.maximum %72, %71 : tensor<2x4x16xbf16>
    %74 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2] : (tensor<2x4x16xbf16>) -> tensor<2x4x16x1xbf16>
    %75 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xbf16>) -> tensor<2x4x16x16xbf16>
    %76 = stablehlo.subtract %70, %75 : tensor<2x4x16x16xbf16>
    %77 = stablehlo.exponential %76 : tensor<2x4x16x16xbf16>
    %78 = stablehlo.convert %77 : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %79 = stablehlo.reduce(%78 init: %cst_16) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %81 = stablehlo.convert %80 : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x1xbf16>
    %82 = stablehlo.broadcast_in_dim %81, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xbf16>) -> tensor<2x4x16x16xbf16>
    %83 = stablehlo.divide %77, %82 : tensor<2x4x16x16xbf16>
    %84 = stablehlo.multiply %81, %81 : tensor<2x4x16x1xbf16>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %85 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<bf16>) -> tensor<2x4x16x1xbf16>
    %86 = stablehlo.divide %85, %84 : tensor<2x4x16x1xbf16>
    %87 = stablehlo.dot_general %67, %83, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xbf16>, tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %88 = stablehlo.transpose %87, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xbf16>) -> tensor<2x16x4x16xbf16>
    %89 = stablehlo.reshape %88 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x64xbf16>
    %90 = stablehlo.convert %0#11 : (tensor<64x64xf32>) -> tensor<64x64xbf16>
    %91 = stablehlo.convert %0#10 : (tensor<64xf32>) -> tensor<64xbf16>
    %92 = stablehlo.dot_general %89, %90, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %93 = stablehlo.reshape %91 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %94 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %95 = stablehlo.add %92, %94 : tensor<2x16x64xbf16>
    %96 = stablehlo.add %0#0, %95 : tensor<2x16x64xbf16>
    %97 = stablehlo.convert %96 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %98 = chlo.square %97 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_18 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %100 = stablehlo.multiply %99, %97 : tensor<2x16x64xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %101 = stablehlo.reduce(%97 init: %cst_19) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_20 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %103 = stablehlo.divide %101, %102 : tensor<2x16xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %104 = stablehlo.reduce(%98 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_22 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %106 = stablehlo.divide %104, %105 : tensor<2x16xf32>
    %107 = chlo.square %103 : tensor<2x16xf32> -> tensor<2x16xf32>
    %cst_23 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %109 = stablehlo.multiply %108, %103 : tensor<2x16xf32>
    %110 = stablehlo.subtract %106, %107 : tensor<2x16xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %112 = stablehlo.maximum %111, %110 : tensor<2x16xf32>
    %113 = stablehlo.compare EQ, %110, %112, FLOAT : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xi1>
    %cst_25 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %114 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %115 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %116 = stablehlo.select %113, %114, %115 : tensor<2x16xi1>, tensor<2x16xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %117 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %118 = stablehlo.compare EQ, %117, %112, FLOAT : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xi1>
    %cst_28 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %119 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %cst_29 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %120 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %121 = stablehlo.select %118, %119, %120 : tensor<2x16xi1>, tensor<2x16xf32>
    %122 = stablehlo.divide %116, %121 : tensor<2x16xf32>
    %123 = stablehlo.broadcast_in_dim %103, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %124 = stablehlo.broadcast_in_dim %112, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %125 = stablehlo.convert %96 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %126 = stablehlo.broadcast_in_dim %123, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %127 = stablehlo.subtract %125, %126 : tensor<2x16x64xf32>
    %cst_30 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %129 = stablehlo.add %124, %128 : tensor<2x16x1xf32>
    %130 = stablehlo.rsqrt %129 : tensor<2x16x1xf32>
    %131 = stablehlo.divide %130, %129 : tensor<2x16x1xf32>
    %cst_31 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %132 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %133 = stablehlo.multiply %132, %131 : tensor<2x16x1xf32>
    %134 = stablehlo.reshape %0#9 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %135 = stablehlo.broadcast_in_dim %130, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %136 = stablehlo.broadcast_in_dim %134, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %137 = stablehlo.multiply %135, %136 : tensor<2x16x64xf32>
    %138 = stablehlo.multiply %127, %137 : tensor<2x16x64xf32>
    %139 = stablehlo.reshape %0#8 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %140 = stablehlo.broadcast_in_dim %139, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %141 = stablehlo.add %138, %140 : tensor<2x16x64xf32>
    %142 = stablehlo.convert %141 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %143 = stablehlo.convert %0#2 : (tensor<64x128xf32>) -> tensor<64x128xbf16>
    %144 = stablehlo.convert %0#1 : (tensor<128xf32>) -> tensor<128xbf16>
    %145 = stablehlo.dot_general %142, %143, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x128xbf16>) -> tensor<2x16x128xbf16>
    %146 = stablehlo.reshape %144 : (tensor<128xbf16>) -> tensor<1x1x128xbf16>
    %147 = stablehlo.broadcast_in_dim %146, dims = [0, 1, 2] : (tensor<1x1x128xbf16>) -> tensor<2x16x128xbf16>
    %148 = stablehlo.add %145, %147 : tensor<2x16x128xbf16>
    %cst_32 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %149 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<bf16>) -> tensor<2x16x128xbf16>
    %150 = stablehlo.multiply %149, %148 : tensor<2x16x128xbf16>
    %151 = stablehlo.negate %148 : tensor<2x16x128xbf16>
    %cst_33 = stablehlo.constant dense<7.070310e-01> : tensor<bf16>
    %152 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<bf16>) -> tensor<2x16x128xbf16>
    %153 = stablehlo.multiply %151, %152 : tensor<2x16x128xbf16>
    %154 = chlo.erfc %153 : tensor<2x16x128xbf16> -> tensor<2x16x128xbf16>
    %155 = chlo.square %153 : tensor<2x16x128xbf16> -> tensor<2x16x128xbf16>
    %156 = stablehlo.negate %155 : tensor<2x16x128xbf16>
    %157 = stablehlo.exponential %156 : tensor<2x16x128xbf16>
    %158 = stablehlo.multiply %150, %154 : tensor<2x16x128xbf16>
    %159 = stablehlo.convert %0#3 : (tensor<128x64xf32>) -> tensor<128x64xbf16>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %160 = stablehlo.reduce(%0#16 init: %cst_34) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %161 = stablehlo.reshape %160 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %162 = stablehlo.reshape %161 : (tensor<1x1x64xbf16>) -> tensor<64xbf16>
    %163 = stablehlo.dot_general %0#16, %158, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<2x16x128xbf16>) -> tensor<64x128xbf16>
    %164 = stablehlo.transpose %163, dims = [1, 0] : (tensor<64x128xbf16>) -> tensor<128x64xbf16>
    %165 = stablehlo.dot_general %0#16, %159, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<128x64xbf16>) -> tensor<2x16x128xbf16>
    %166 = stablehlo.convert %162 : (tensor<64xbf16>) -> tensor<64xf32>
    %167 = stablehlo.convert %164 : (tensor<128x64xbf16>) -> tensor<128x64xf32>
    %168 = stablehlo.multiply %150, %165 : tensor<2x16x128xbf16>
    %169 = stablehlo.multiply %165, %154 : tensor<2x16x128xbf16>
    %cst_35 = stablehlo.constant dense<-1.125000e+00> : tensor<bf16>
    %170 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<bf16>) -> tensor<2x16x128xbf16>
    %171 = stablehlo.multiply %170, %168 : tensor<2x16x128xbf16>
    %172 = stablehlo.multiply %171, %157 : tensor<2x16x128xbf16>
    %cst_36 = stablehlo.constant dense<7.070310e-01> : tensor<bf16>
    %173 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<bf16>) -> tensor<2x16x128xbf16>
    %174 = stablehlo.multiply %172, %173 : tensor<2x16x128xbf16>
    %175 = stablehlo.negate %174 : tensor<2x16x128xbf16>
    %cst_37 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %176 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<bf16>) -> tensor<2x16x128xbf16>
    %177 = stablehlo.multiply %176, %169 : tensor<2x16x128xbf16>
    %178 = stablehlo.add %175, %177 : tensor<2x16x128xbf16>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %179 = stablehlo.reduce(%178 init: %cst_38) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x128xbf16>, tensor<bf16>) -> tensor<128xbf16>
    %180 = stablehlo.reshape %179 : (tensor<128xbf16>) -> tensor<1x1x128xbf16>
    %181 = stablehlo.reshape %180 : (tensor<1x1x128xbf16>) -> tensor<128xbf16>
    %182 = stablehlo.dot_general %178, %142, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xbf16>, tensor<2x16x64xbf16>) -> tensor<128x64xbf16>
    %183 = stablehlo.transpose %182, dims = [1, 0] : (tensor<128x64xbf16>) -> tensor<64x128xbf16>
    %184 = stablehlo.dot_general %178, %143, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xbf16>, tensor<64x128xbf16>) -> tensor<2x16x64xbf16>
    %185 = stablehlo.convert %181 : (tensor<128xbf16>) -> tensor<128xf32>
    %186 = stablehlo.convert %183 : (tensor<64x128xbf16>) -> tensor<64x128xf32>
    %187 = stablehlo.convert %184 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %188 = stablehlo.reduce(%187 init: %cst_39) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %189 = stablehlo.reshape %188 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %190 = stablehlo.reshape %189 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %191 = stablehlo.multiply %127, %187 : tensor<2x16x64xf32>
    %192 = stablehlo.multiply %187, %137 : tensor<2x16x64xf32>
    %193 = stablehlo.broadcast_in_dim %130, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %194 = stablehlo.multiply %193, %191 : tensor<2x16x64xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %195 = stablehlo.reduce(%194 init: %cst_40) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %196 = stablehlo.reshape %195 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %197 = stablehlo.broadcast_in_dim %134, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %198 = stablehlo.multiply %191, %197 : tensor<2x16x64xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %199 = stablehlo.reduce(%198 init: %cst_41) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %200 = stablehlo.reshape %199 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %201 = stablehlo.reshape %196 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %202 = stablehlo.multiply %200, %133 : tensor<2x16x1xf32>
    %203 = stablehlo.negate %192 : tensor<2x16x64xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %204 = stablehlo.reduce(%203 init: %cst_42) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %205 = stablehlo.reshape %204 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %206 = stablehlo.convert %192 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %207 = stablehlo.add %0#16, %206 : tensor<2x16x64xbf16>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %208 = stablehlo.reduce(%202 init: %cst_43) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %209 = stablehlo.reduce(%205 init: %cst_44) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %210 = stablehlo.multiply %208, %122 : tensor<2x16xf32>
    %211 = stablehlo.negate %210 : tensor<2x16xf32>
    %212 = stablehlo.multiply %211, %109 : tensor<2x16xf32>
    %213 = stablehlo.add %209, %212 : tensor<2x16xf32>
    %cst_45 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %214 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %215 = stablehlo.divide %210, %214 : tensor<2x16xf32>
    %216 = stablehlo.broadcast_in_dim %215, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %cst_46 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %217 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %218 = stablehlo.divide %213, %217 : tensor<2x16xf32>
    %219 = stablehlo.broadcast_in_dim %218, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %220 = stablehlo.multiply %216, %100 : tensor<2x16x64xf32>
    %221 = stablehlo.add %219, %220 : tensor<2x16x64xf32>
    %222 = stablehlo.convert %221 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %223 = stablehlo.add %207, %222 : tensor<2x16x64xbf16>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %224 = stablehlo.reduce(%223 init: %cst_47) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %225 = stablehlo.reshape %224 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %226 = stablehlo.reshape %225 : (tensor<1x1x64xbf16>) -> tensor<64xbf16>
    %227 = stablehlo.dot_general %223, %89, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<2x16x64xbf16>) -> tensor<64x64xbf16>
    %228 = stablehlo.transpose %227, dims = [1, 0] : (tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %229 = stablehlo.dot_general %223, %90, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %230 = stablehlo.convert %226 : (tensor<64xbf16>) -> tensor<64xf32>
    %231 = stablehlo.convert %228 : (tensor<64x64xbf16>) -> tensor<64x64xf32>
    %232 = stablehlo.reshape %229 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %233 = stablehlo.transpose %232, dims = [0, 2, 3, 1] : (tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %234 = stablehlo.dot_general %233, %67, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xbf16>, tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %235 = stablehlo.dot_general %233, %83, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xbf16>, tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %236 = stablehlo.transpose %235, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xbf16>) -> tensor<2x16x4x16xbf16>
    %237 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xbf16>) -> tensor<2x4x16x16xbf16>
    %238 = stablehlo.multiply %234, %237 : tensor<2x4x16x16xbf16>
    %239 = stablehlo.multiply %238, %77 : tensor<2x4x16x16xbf16>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %240 = stablehlo.reduce(%239 init: %cst_48) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xbf16>, tensor<bf16>) -> tensor<2x4x16xbf16>
    %241 = stablehlo.reshape %240 : (tensor<2x4x16xbf16>) -> tensor<2x4x16x1xbf16>
    %242 = stablehlo.negate %241 : tensor<2x4x16x1xbf16>
    %243 = stablehlo.broadcast_in_dim %81, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xbf16>) -> tensor<2x4x16x16xbf16>
    %244 = stablehlo.divide %234, %243 : tensor<2x4x16x16xbf16>
    %245 = stablehlo.convert %242 : (tensor<2x4x16x1xbf16>) -> tensor<2x4x16x1xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %246 = stablehlo.reduce(%245 init: %cst_49) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x1xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %247 = stablehlo.broadcast_in_dim %246, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %248 = stablehlo.convert %247 : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xbf16>
    %249 = stablehlo.add %244, %248 : tensor<2x4x16x16xbf16>
    %250 = stablehlo.multiply %249, %77 : tensor<2x4x16x16xbf16>
    %cst_50 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %251 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<bf16>) -> tensor<2x4x16x16xbf16>
    %252 = stablehlo.multiply %250, %251 : tensor<2x4x16x16xbf16>
    %253 = stablehlo.dot_general %252, %53, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xbf16>, tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %254 = stablehlo.transpose %253, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xbf16>) -> tensor<2x16x4x16xbf16>
    %255 = stablehlo.dot_general %252, %60, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xbf16>, tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %256 = stablehlo.transpose %255, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xbf16>) -> tensor<2x16x4x16xbf16>
    %257 = stablehlo.reshape %236 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x64xbf16>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %258 = stablehlo.reduce(%257 init: %cst_51) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %259 = stablehlo.reshape %258 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %260 = stablehlo.reshape %259 : (tensor<1x1x64xbf16>) -> tensor<64xbf16>
    %261 = stablehlo.dot_general %257, %46, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<2x16x64xbf16>) -> tensor<64x64xbf16>
    %262 = stablehlo.transpose %261, dims = [1, 0] : (tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %263 = stablehlo.dot_general %257, %61, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %264 = stablehlo.convert %260 : (tensor<64xbf16>) -> tensor<64xf32>
    %265 = stablehlo.convert %262 : (tensor<64x64xbf16>) -> tensor<64x64xf32>
    %266 = stablehlo.reshape %254 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x64xbf16>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %267 = stablehlo.reduce(%266 init: %cst_52) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %268 = stablehlo.reshape %267 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %269 = stablehlo.reshape %268 : (tensor<1x1x64xbf16>) -> tensor<64xbf16>
    %270 = stablehlo.dot_general %266, %46, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<2x16x64xbf16>) -> tensor<64x64xbf16>
    %271 = stablehlo.transpose %270, dims = [1, 0] : (tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %272 = stablehlo.dot_general %266, %54, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %273 = stablehlo.add %263, %272 : tensor<2x16x64xbf16>
    %274 = stablehlo.convert %269 : (tensor<64xbf16>) -> tensor<64xf32>
    %275 = stablehlo.convert %271 : (tensor<64x64xbf16>) -> tensor<64x64xf32>
    %276 = stablehlo.reshape %256 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x64xbf16>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %277 = stablehlo.reduce(%276 init: %cst_53) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %278 = stablehlo.reshape %277 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %279 = stablehlo.reshape %278 : (tensor<1x1x64xbf16>) -> tensor<64xbf16>
    %280 = stablehlo.dot_general %276, %46, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<2x16x64xbf16>) -> tensor<64x64xbf16>
    %281 = stablehlo.transpose %280, dims = [1, 0] : (tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %282 = stablehlo.dot_general %276, %47, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %283 = stablehlo.add %273, %282 : tensor<2x16x64xbf16>
    %284 = stablehlo.convert %279 : (tensor<64xbf16>) -> tensor<64xf32>
    %285 = stablehlo.convert %281 : (tensor<64x64xbf16>) -> tensor<64x64xf32>
    %286 = stablehlo.convert %283 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %287 = stablehlo.reduce(%286 init: %cst_54) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %288 = stablehlo.reshape %287 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %289 = stablehlo.reshape %288 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %290 = stablehlo.multiply %31, %286 : tensor<2x16x64xf32>
    %291 = stablehlo.multiply %286, %41 : tensor<2x16x64xf32>
    %292 = stablehlo.broadcast_in_dim %34, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %293 = stablehlo.multiply %292, %290 : tensor<2x16x64xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %294 = stablehlo.reduce(%293 init: %cst_55) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %295 = stablehlo.reshape %294 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %296 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %297 = stablehlo.multiply %290, %296 : tensor<2x16x64xf32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %298 = stablehlo.reduce(%297 init: %cst_56) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %299 = stablehlo.reshape %298 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %300 = stablehlo.reshape %295 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %301 = stablehlo.multiply %299, %37 : tensor<2x16x1xf32>
    %302 = stablehlo.negate %291 : tensor<2x16x64xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %303 = stablehlo.reduce(%302 init: %cst_57) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %304 = stablehlo.reshape %303 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %305 = stablehlo.convert %291 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %306 = stablehlo.add %223, %305 : tensor<2x16x64xbf16>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %307 = stablehlo.reduce(%301 init: %cst_58) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %308 = stablehlo.reduce(%304 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %309 = stablehlo.multiply %307, %26 : tensor<2x16xf32>
    %310 = stablehlo.negate %309 : tensor<2x16xf32>
    %311 = stablehlo.multiply %310, %13 : tensor<2x16xf32>
    %312 = stablehlo.add %308, %311 : tensor<2x16xf32>
    %cst_60 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %313 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %314 = stablehlo.divide %309, %313 : tensor<2x16xf32>
    %315 = stablehlo.broadcast_in_dim %314, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %cst_61 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %316 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %317 = stablehlo.divide %312, %316 : tensor<2x16xf32>
    %318 = stablehlo.broadcast_in_dim %317, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %319 = stablehlo.multiply %315, %4 : tensor<2x16x64xf32>
    %320 = stablehlo.add %318, %319 : tensor<2x16x64xf32>
    %321 = stablehlo.convert %320 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %322 = stablehlo.add %306, %321 : tensor<2x16x64xbf16>
    return %322, %185, %186, %166, %167, %274, %275, %289, %300, %190, %201, %230, %231, %284, %285, %264, %265 : tensor<2x16x64xbf16>, tensor<128xf32>, tensor<64x128xf32>, tensor<64xf32>, tensor<128x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>
  }
  func.func private @dynamic_update_index_in_dim_8(%arg0: tensor<3x128xf32>, %arg1: tensor<128xf32>, %arg2: tensor<i32>) -> tensor<3x128xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<128xf32>) -> tensor<1x128xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<3x128xf32>, tensor<1x128xf32>, tensor<i32>, tensor<i32>) -> tensor<3x128xf32>
    return %1 : tensor<3x128xf32>
  }
  func.func private @dynamic_update_index_in_dim_9(%arg0: tensor<3x64x128xf32>, %arg1: tensor<64x128xf32>, %arg2: tensor<i32>) -> tensor<3x64x128xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<64x128xf32>) -> tensor<1x64x128xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<3x64x128xf32>, tensor<1x64x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x64x128xf32>
    return %1 : tensor<3x64x128xf32>
  }
  func.func private @dynamic_update_index_in_dim_10(%arg0: tensor<3x64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<i32>) -> tensor<3x64xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<3x64xf32>, tensor<1x64xf32>, tensor<i32>, tensor<i32>) -> tensor<3x64xf32>
    return %1 : tensor<3x64xf32>
  }
  func.func private @dynamic_update_index_in_dim_11(%arg0: tensor<3x128x64xf32>, %arg1: tensor<128x64xf32>, %arg2: tensor<i32>) -> tensor<3x128x64xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<128x64xf32>) -> tensor<1x128x64xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<3x128x64xf32>, tensor<1x128x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x128x64xf32>
    return %1 : tensor<3x128x64xf32>
  }
  func.func private @dynamic_update_index_in_dim_12(%arg0: tensor<3x64x64xf32>, %arg1: tensor<64x64xf32>, %arg2: tensor<i32>) -> tensor<3x64x64xf32> {
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
