module @jit_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=1, "model"=1]> {stablehlo.mesh = {axes = [{name = "data", size = 1 : i64}, {name = "model", size = 1 : i64}]}}
  func.func public @main(%arg0: tensor<64xf32>, %arg1: tensor<3x64x64xf32>, %arg2: tensor<3x64x64xf32>, %arg3: tensor<3x64xf32>, %arg4: tensor<3x64xf32>, %arg5: tensor<3x64x64xf32>, %arg6: tensor<3x64x64xf32>, %arg7: tensor<3x64x128xf32>, %arg8: tensor<3x64x128xf32>, %arg9: tensor<3x128x64xf32>, %arg10: tensor<64x128xf32>, %arg11: tensor<128x64xf32>, %arg12: tensor<i32>, %arg13: tensor<64xf32>, %arg14: tensor<3x64x64xf32>, %arg15: tensor<3x64x64xf32>, %arg16: tensor<3x64xf32>, %arg17: tensor<3x64xf32>, %arg18: tensor<3x64x64xf32>, %arg19: tensor<3x64x64xf32>, %arg20: tensor<3x64x128xf32>, %arg21: tensor<3x64x128xf32>, %arg22: tensor<3x128x64xf32>, %arg23: tensor<64x128xf32>, %arg24: tensor<128x64xf32>, %arg25: tensor<64xf32>, %arg26: tensor<3x64x64xf32>, %arg27: tensor<3x64x64xf32>, %arg28: tensor<3x64xf32>, %arg29: tensor<3x64xf32>, %arg30: tensor<3x64x64xf32>, %arg31: tensor<3x64x64xf32>, %arg32: tensor<3x64x128xf32>, %arg33: tensor<3x64x128xf32>, %arg34: tensor<3x128x64xf32>, %arg35: tensor<64x128xf32>, %arg36: tensor<128x64xf32>, %arg37: tensor<2x16xi32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<64xf32> {jax.result_info = "result[1]['params']['decoder_norm']['scale']"}, tensor<3x64x64xf32> {jax.result_info = "result[1]['params']['layers']['layer']['key']['kernel']"}, tensor<3x64x64xf32> {jax.result_info = "result[1]['params']['layers']['layer']['out']['kernel']"}, tensor<3x64xf32> {jax.result_info = "result[1]['params']['layers']['layer']['post_self_attention_layer_norm']['scale']"}, tensor<3x64xf32> {jax.result_info = "result[1]['params']['layers']['layer']['pre_self_attention_layer_norm']['scale']"}, tensor<3x64x64xf32> {jax.result_info = "result[1]['params']['layers']['layer']['query']['kernel']"}, tensor<3x64x64xf32> {jax.result_info = "result[1]['params']['layers']['layer']['value']['kernel']"}, tensor<3x64x128xf32> {jax.result_info = "result[1]['params']['layers']['layer']['wi_0']['kernel']"}, tensor<3x64x128xf32> {jax.result_info = "result[1]['params']['layers']['layer']['wi_1']['kernel']"}, tensor<3x128x64xf32> {jax.result_info = "result[1]['params']['layers']['layer']['wo']['kernel']"}, tensor<64x128xf32> {jax.result_info = "result[1]['params']['logits_dense']['kernel']"}, tensor<128x64xf32> {jax.result_info = "result[1]['params']['token_embedder']['embedding']"}, tensor<i32> {jax.result_info = "result[2][0].count"}, tensor<64xf32> {jax.result_info = "result[2][0].mu['params']['decoder_norm']['scale']"}, tensor<3x64x64xf32> {jax.result_info = "result[2][0].mu['params']['layers']['layer']['key']['kernel']"}, tensor<3x64x64xf32> {jax.result_info = "result[2][0].mu['params']['layers']['layer']['out']['kernel']"}, tensor<3x64xf32> {jax.result_info = "result[2][0].mu['params']['layers']['layer']['post_self_attention_layer_norm']['scale']"}, tensor<3x64xf32> {jax.result_info = "result[2][0].mu['params']['layers']['layer']['pre_self_attention_layer_norm']['scale']"}, tensor<3x64x64xf32> {jax.result_info = "result[2][0].mu['params']['layers']['layer']['query']['kernel']"}, tensor<3x64x64xf32> {jax.result_info = "result[2][0].mu['params']['layers']['layer']['value']['kernel']"}, tensor<3x64x128xf32> {jax.result_info = "result[2][0].mu['params']['layers']['layer']['wi_0']['kernel']"}, tensor<3x64x128xf32> {jax.result_info = "result[2][0].mu['params']['layers']['layer']['wi_1']['kernel']"}, tensor<3x128x64xf32> {jax.result_info = "result[2][0].mu['params']['layers']['layer']['wo']['kernel']"}, tensor<64x128xf32> {jax.result_info = "result[2][0].mu['params']['logits_dense']['kernel']"}, tensor<128x64xf32> {jax.result_info = "result[2][0].mu['params']['token_embedder']['embedding']"}, tensor<64xf32> {jax.result_info = "result[2][0].nu['params']['decoder_norm']['scale']"}, tensor<3x64x64xf32> {jax.result_info = "result[2][0].nu['params']['layers']['layer']['key']['kernel']"}, tensor<3x64x64xf32> {jax.result_info = "result[2][0].nu['params']['layers']['layer']['out']['kernel']"}, tensor<3x64xf32> {jax.result_info = "result[2][0].nu['params']['layers']['layer']['post_self_attention_layer_norm']['scale']"}, tensor<3x64xf32> {jax.result_info = "result[2][0].nu['params']['layers']['layer']['pre_self_attention_layer_norm']['scale']"}, tensor<3x64x64xf32> {jax.result_info = "result[2][0].nu['params']['layers']['layer']['query']['kernel']"}, tensor<3x64x64xf32> {jax.result_info = "result[2][0].nu['params']['layers']['layer']['value']['kernel']"}, tensor<3x64x128xf32> {jax.result_info = "result[2][0].nu['params']['layers']['layer']['wi_0']['kernel']"}, tensor<3x64x128xf32> {jax.result_info = "result[2][0].nu['params']['layers']['layer']['wi_1']['kernel']"}, tensor<3x128x64xf32> {jax.result_info = "result[2][0].nu['params']['layers']['layer']['wo']['kernel']"}, tensor<64x128xf32> {jax.result_info = "result[2][0].nu['params']['logits_dense']['kernel']"}, tensor<128x64xf32> {jax.result_info = "result[2][0].nu['params']['token_embedder']['embedding']"}) {
    %0:2 = call @_take(%arg11, %arg37) : (tensor<128x64xf32>, tensor<2x16xi32>) -> (tensor<2x16x64xf32>, tensor<2x16x1xi32>)
    %1 = sdy.sharding_constraint %0#0 <@mesh, [{"data"}, {}, {}]> : tensor<2x16x64xf32>
    %2 = stablehlo.iota dim = 0 : tensor<16xi32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<16xi32>) -> tensor<2x16xi32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<16x16xi1>
    %5 = call @tril(%4) : (tensor<16x16xi1>) -> tensor<16x16xi1>
    %6 = stablehlo.iota dim = 0 : tensor<8xf32>
    %7 = stablehlo.negate %6 : tensor<8xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %9 = stablehlo.multiply %7, %8 : tensor<8xf32>
    %cst_0 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %11 = stablehlo.divide %9, %10 : tensor<8xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %13 = stablehlo.power %12, %11 : tensor<8xf32>
    %14 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %15 = stablehlo.convert %14 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %16 = stablehlo.broadcast_in_dim %13, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %17 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x8xf32>
    %18 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x16x1x8xf32>
    %19 = stablehlo.multiply %17, %18 : tensor<2x16x1x8xf32>
    %20 = stablehlo.sine %19 : tensor<2x16x1x8xf32>
    %21 = stablehlo.cosine %19 : tensor<2x16x1x8xf32>
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
    %cst_5 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %38:2 = call @_where_0(%5, %cst_5) : (tensor<16x16xi1>, tensor<f32>) -> (tensor<2x4x16x16xi1>, tensor<2x4x16x16xf32>)
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<3x2x16x64xf32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %40:18 = stablehlo.while(%iterArg = %arg1, %iterArg_136 = %arg2, %iterArg_137 = %arg3, %iterArg_138 = %arg4, %iterArg_139 = %arg5, %iterArg_140 = %arg6, %iterArg_141 = %arg7, %iterArg_142 = %arg8, %iterArg_143 = %arg9, %iterArg_144 = %21, %iterArg_145 = %20, %iterArg_146 = %37, %iterArg_147 = %36, %iterArg_148 = %38#0, %iterArg_149 = %38#1, %iterArg_150 = %c_7, %iterArg_151 = %1, %iterArg_152 = %39) : tensor<3x64x64xf32>, tensor<3x64x64xf32>, tensor<3x64xf32>, tensor<3x64xf32>, tensor<3x64x64xf32>, tensor<3x64x64xf32>, tensor<3x64x128xf32>, tensor<3x64x128xf32>, tensor<3x128x64xf32>, tensor<2x16x1x8xf32>, tensor<2x16x1x8xf32>, tensor<2x16x1x8xf32>, tensor<2x16x1x8xf32>, tensor<2x4x16x16xi1>, tensor<2x4x16x16xf32>, tensor<i32>, tensor<2x16x64xf32>, tensor<3x2x16x64xf32>
    cond {
      %c_153 = stablehlo.constant dense<3> : tensor<i32>
      %440 = stablehlo.compare LT, %iterArg_150, %c_153, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %440 : tensor<i1>
    } do {
      %440 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_150) : (tensor<3x64x64xf32>, tensor<i32>) -> tensor<64x64xf32>
      %441 = func.call @dynamic_index_in_dim(%iterArg_136, %iterArg_150) : (tensor<3x64x64xf32>, tensor<i32>) -> tensor<64x64xf32>
      %442 = func.call @dynamic_index_in_dim_1(%iterArg_137, %iterArg_150) : (tensor<3x64xf32>, tensor<i32>) -> tensor<64xf32>
      %443 = func.call @dynamic_index_in_dim_1(%iterArg_138, %iterArg_150) : (tensor<3x64xf32>, tensor<i32>) -> tensor<64xf32>
      %444 = func.call @dynamic_index_in_dim(%iterArg_139, %iterArg_150) : (tensor<3x64x64xf32>, tensor<i32>) -> tensor<64x64xf32>
      %445 = func.call @dynamic_index_in_dim(%iterArg_140, %iterArg_150) : (tensor<3x64x64xf32>, tensor<i32>) -> tensor<64x64xf32>
      %446 = func.call @dynamic_index_in_dim_2(%iterArg_141, %iterArg_150) : (tensor<3x64x128xf32>, tensor<i32>) -> tensor<64x128xf32>
      %447 = func.call @dynamic_index_in_dim_2(%iterArg_142, %iterArg_150) : (tensor<3x64x128xf32>, tensor<i32>) -> tensor<64x128xf32>
      %448 = func.call @dynamic_index_in_dim_3(%iterArg_143, %iterArg_150) : (tensor<3x128x64xf32>, tensor<i32>) -> tensor<128x64xf32>
      %449:2 = func.call @closed_call(%iterArg_144, %iterArg_145, %iterArg_146, %iterArg_147, %iterArg_148, %iterArg_149, %iterArg_151, %440, %441, %442, %443, %444, %445, %446, %447, %448) : (tensor<2x16x1x8xf32>, tensor<2x16x1x8xf32>, tensor<2x16x1x8xf32>, tensor<2x16x1x8xf32>, tensor<2x4x16x16xi1>, tensor<2x4x16x16xf32>, tensor<2x16x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x128xf32>, tensor<64x128xf32>, tensor<128x64xf32>) -> (tensor<2x16x64xf32>, tensor<2x16x64xf32>)
      %450 = func.call @dynamic_update_index_in_dim(%iterArg_152, %449#1, %iterArg_150) : (tensor<3x2x16x64xf32>, tensor<2x16x64xf32>, tensor<i32>) -> tensor<3x2x16x64xf32>
      %c_153 = stablehlo.constant dense<1> : tensor<i32>
      %451 = stablehlo.add %iterArg_150, %c_153 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_136, %iterArg_137, %iterArg_138, %iterArg_139, %iterArg_140, %iterArg_141, %iterArg_142, %iterArg_143, %iterArg_144, %iterArg_145, %iterArg_146, %iterArg_147, %iterArg_148, %iterArg_149, %451, %449#0, %450 : tensor<3x64x64xf32>, tensor<3x64x64xf32>, tensor<3x64xf32>, tensor<3x64xf32>, tensor<3x64x64xf32>, tensor<3x64x64xf32>, tensor<3x64x128xf32>, tensor<3x64x128xf32>, tensor<3x128x64xf32>, tensor<2x16x1x8xf32>, tensor<2x16x1x8xf32>, tensor<2x16x1x8xf32>, tensor<2x16x1x8xf32>, tensor<2x4x16x16xi1>, tensor<2x4x16x16xf32>, tensor<i32>, tensor<2x16x64xf32>, tensor<3x2x16x64xf32>
    }
    %41 = chlo.square %40#16 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_8 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %43 = stablehlo.multiply %42, %40#16 : tensor<2x16x64xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %44 = stablehlo.reduce(%41 init: %cst_9) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_10 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %47 = stablehlo.divide %45, %46 : tensor<2x16x1xf32>
    %cst_11 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %49 = stablehlo.add %47, %48 : tensor<2x16x1xf32>
    %50 = stablehlo.rsqrt %49 : tensor<2x16x1xf32>
    %51 = stablehlo.divide %50, %49 : tensor<2x16x1xf32>
    %cst_12 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %53 = stablehlo.multiply %52, %51 : tensor<2x16x1xf32>
    %54 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %55 = stablehlo.multiply %40#16, %54 : tensor<2x16x64xf32>
    %56 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %58 = stablehlo.multiply %55, %57 : tensor<2x16x64xf32>
    %59 = stablehlo.dot_general %58, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x128xf32>) -> tensor<2x16x128xf32>
    %60 = stablehlo.slice %59 [0:2, 0:15, 0:128] : (tensor<2x16x128xf32>) -> tensor<2x15x128xf32>
    %61 = stablehlo.slice %arg37 [0:2, 1:16] : (tensor<2x16xi32>) -> tensor<2x15xi32>
    %62:3 = call @log_softmax(%60) : (tensor<2x15x128xf32>) -> (tensor<2x15x128xf32>, tensor<2x15x128xf32>, tensor<2x15x1xf32>)
    %63 = stablehlo.broadcast_in_dim %61, dims = [0, 1] : (tensor<2x15xi32>) -> tensor<2x15x1xi32>
    %64:2 = call @take_along_axis(%62#0, %63) : (tensor<2x15x128xf32>, tensor<2x15x1xi32>) -> (tensor<2x15x1xf32>, tensor<2x15x1x1xi32>)
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %65 = stablehlo.reduce(%64#0 init: %cst_13) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x15x1xf32>, tensor<f32>) -> tensor<f32>
    %cst_14 = stablehlo.constant dense<3.000000e+01> : tensor<f32>
    %66 = stablehlo.divide %65, %cst_14 : tensor<f32>
    %67 = stablehlo.negate %66 : tensor<f32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %68 = stablehlo.negate %cst_15 : tensor<f32>
    %cst_16 = stablehlo.constant dense<3.000000e+01> : tensor<f32>
    %69 = stablehlo.divide %68, %cst_16 : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [] : (tensor<f32>) -> tensor<2x15x1xf32>
    %71 = call @take_along_axis_5(%64#1, %70) : (tensor<2x15x1x1xi32>, tensor<2x15x1xf32>) -> tensor<2x15x128xf32>
    %72 = call @log_softmax_6(%62#1, %62#2, %71) : (tensor<2x15x128xf32>, tensor<2x15x1xf32>, tensor<2x15x128xf32>) -> tensor<2x15x128xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %73 = stablehlo.pad %72, %cst_17, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x15x128xf32>, tensor<f32>) -> tensor<2x16x128xf32>
    %74 = stablehlo.dot_general %73, %58, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xf32>, tensor<2x16x64xf32>) -> tensor<128x64xf32>
    %75 = stablehlo.transpose %74, dims = [1, 0] : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %76 = stablehlo.dot_general %73, %arg10, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xf32>, tensor<64x128xf32>) -> tensor<2x16x64xf32>
    %77 = stablehlo.multiply %55, %76 : tensor<2x16x64xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %78 = stablehlo.reduce(%77 init: %cst_18) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %79 = stablehlo.reshape %78 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %80 = stablehlo.broadcast_in_dim %56, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %81 = stablehlo.multiply %76, %80 : tensor<2x16x64xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %82 = stablehlo.reduce(%79 init: %cst_19) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %83 = stablehlo.multiply %40#16, %81 : tensor<2x16x64xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %84 = stablehlo.reduce(%83 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %85 = stablehlo.reshape %84 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %86 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %87 = stablehlo.multiply %81, %86 : tensor<2x16x64xf32>
    %88 = stablehlo.multiply %85, %53 : tensor<2x16x1xf32>
    %cst_21 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %89 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %90 = stablehlo.divide %88, %89 : tensor<2x16x1xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %91 = stablehlo.reduce(%90 init: %cst_22) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %93 = stablehlo.multiply %92, %43 : tensor<2x16x64xf32>
    %94 = stablehlo.add %87, %93 : tensor<2x16x64xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %98 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %101 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<3x64x128xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<3x64x128xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %103 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<3x128x64xf32>
    %c_32 = stablehlo.constant dense<0> : tensor<i32>
    %104:22 = stablehlo.while(%iterArg = %arg1, %iterArg_136 = %arg2, %iterArg_137 = %arg3, %iterArg_138 = %arg4, %iterArg_139 = %arg5, %iterArg_140 = %arg6, %iterArg_141 = %arg7, %iterArg_142 = %arg8, %iterArg_143 = %arg9, %iterArg_144 = %40#17, %iterArg_145 = %3, %iterArg_146 = %c_32, %iterArg_147 = %94, %iterArg_148 = %95, %iterArg_149 = %96, %iterArg_150 = %97, %iterArg_151 = %98, %iterArg_152 = %99, %iterArg_153 = %100, %iterArg_154 = %101, %iterArg_155 = %102, %iterArg_156 = %103) : tensor<3x64x64xf32>, tensor<3x64x64xf32>, tensor<3x64xf32>, tensor<3x64xf32>, tensor<3x64x64xf32>, tensor<3x64x64xf32>, tensor<3x64x128xf32>, tensor<3x64x128xf32>, tensor<3x128x64xf32>, tensor<3x2x16x64xf32>, tensor<2x16xi32>, tensor<i32>, tensor<2x16x64xf32>, tensor<3x64x64xf32>, tensor<3x64x64xf32>, tensor<3x64xf32>, tensor<3x64xf32>, tensor<3x64x64xf32>, tensor<3x64x64xf32>, tensor<3x64x128xf32>, tensor<3x64x128xf32>, tensor<3x128x64xf32>
    cond {
      %c_157 = stablehlo.constant dense<3> : tensor<i32>
      %440 = stablehlo.compare LT, %iterArg_146, %c_157, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %440 : tensor<i1>
    } do {
      %c_157 = stablehlo.constant dense<3> : tensor<i32>
      %440 = stablehlo.subtract %c_157, %iterArg_146 : tensor<i32>
      %c_158 = stablehlo.constant dense<1> : tensor<i32>
      %441 = stablehlo.subtract %440, %c_158 : tensor<i32>
      %442 = func.call @dynamic_index_in_dim(%iterArg, %441) : (tensor<3x64x64xf32>, tensor<i32>) -> tensor<64x64xf32>
      %443 = func.call @dynamic_index_in_dim(%iterArg_136, %441) : (tensor<3x64x64xf32>, tensor<i32>) -> tensor<64x64xf32>
      %444 = func.call @dynamic_index_in_dim_1(%iterArg_137, %441) : (tensor<3x64xf32>, tensor<i32>) -> tensor<64xf32>
      %445 = func.call @dynamic_index_in_dim_1(%iterArg_138, %441) : (tensor<3x64xf32>, tensor<i32>) -> tensor<64xf32>
      %446 = func.call @dynamic_index_in_dim(%iterArg_139, %441) : (tensor<3x64x64xf32>, tensor<i32>) -> tensor<64x64xf32>
      %447 = func.call @dynamic_index_in_dim(%iterArg_140, %441) : (tensor<3x64x64xf32>, tensor<i32>) -> tensor<64x64xf32>
      %448 = func.call @dynamic_index_in_dim_2(%iterArg_141, %441) : (tensor<3x64x128xf32>, tensor<i32>) -> tensor<64x128xf32>
      %449 = func.call @dynamic_index_in_dim_2(%iterArg_142, %441) : (tensor<3x64x128xf32>, tensor<i32>) -> tensor<64x128xf32>
      %450 = func.call @dynamic_index_in_dim_3(%iterArg_143, %441) : (tensor<3x128x64xf32>, tensor<i32>) -> tensor<128x64xf32>
      %451 = func.call @dynamic_index_in_dim_7(%iterArg_144, %441) : (tensor<3x2x16x64xf32>, tensor<i32>) -> tensor<2x16x64xf32>
      %452:10 = func.call @closed_call_8(%iterArg_145, %iterArg_147, %442, %443, %444, %445, %446, %447, %448, %449, %450, %451) : (tensor<2x16xi32>, tensor<2x16x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x128xf32>, tensor<64x128xf32>, tensor<128x64xf32>, tensor<2x16x64xf32>) -> (tensor<2x16x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x128xf32>, tensor<64x128xf32>, tensor<128x64xf32>)
      %453 = func.call @dynamic_update_index_in_dim_14(%iterArg_148, %452#1, %441) : (tensor<3x64x64xf32>, tensor<64x64xf32>, tensor<i32>) -> tensor<3x64x64xf32>
      %454 = func.call @dynamic_update_index_in_dim_14(%iterArg_149, %452#2, %441) : (tensor<3x64x64xf32>, tensor<64x64xf32>, tensor<i32>) -> tensor<3x64x64xf32>
      %455 = func.call @dynamic_update_index_in_dim_15(%iterArg_150, %452#3, %441) : (tensor<3x64xf32>, tensor<64xf32>, tensor<i32>) -> tensor<3x64xf32>
      %456 = func.call @dynamic_update_index_in_dim_15(%iterArg_151, %452#4, %441) : (tensor<3x64xf32>, tensor<64xf32>, tensor<i32>) -> tensor<3x64xf32>
      %457 = func.call @dynamic_update_index_in_dim_14(%iterArg_152, %452#5, %441) : (tensor<3x64x64xf32>, tensor<64x64xf32>, tensor<i32>) -> tensor<3x64x64xf32>
      %458 = func.call @dynamic_update_index_in_dim_14(%iterArg_153, %452#6, %441) : (tensor<3x64x64xf32>, tensor<64x64xf32>, tensor<i32>) -> tensor<3x64x64xf32>
      %459 = func.call @dynamic_update_index_in_dim_16(%iterArg_154, %452#7, %441) : (tensor<3x64x128xf32>, tensor<64x128xf32>, tensor<i32>) -> tensor<3x64x128xf32>
      %460 = func.call @dynamic_update_index_in_dim_16(%iterArg_155, %452#8, %441) : (tensor<3x64x128xf32>, tensor<64x128xf32>, tensor<i32>) -> tensor<3x64x128xf32>
      %461 = func.call @dynamic_update_index_in_dim_17(%iterArg_156, %452#9, %441) : (tensor<3x128x64xf32>, tensor<128x64xf32>, tensor<i32>) -> tensor<3x128x64xf32>
      %c_159 = stablehlo.constant dense<1> : tensor<i32>
      %462 = stablehlo.add %iterArg_146, %c_159 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_136, %iterArg_137, %iterArg_138, %iterArg_139, %iterArg_140, %iterArg_141, %iterArg_142, %iterArg_143, %iterArg_144, %iterArg_145, %462, %452#0, %453, %454, %455, %456, %457, %458, %459, %460, %461 : tensor<3x64x64xf32>, tensor<3x64x64xf32>, tensor<3x64xf32>, tensor<3x64xf32>, tensor<3x64x64xf32>, tensor<3x64x64xf32>, tensor<3x64x128xf32>, tensor<3x64x128xf32>, tensor<3x128x64xf32>, tensor<3x2x16x64xf32>, tensor<2x16xi32>, tensor<i32>, tensor<2x16x64xf32>, tensor<3x64x64xf32>, tensor<3x64x64xf32>, tensor<3x64xf32>, tensor<3x64xf32>, tensor<3x64x64xf32>, tensor<3x64x64xf32>, tensor<3x64x128xf32>, tensor<3x64x128xf32>, tensor<3x128x64xf32>
    }
    %105 = sdy.sharding_constraint %104#12 <@mesh, [{"data"}, {}, {}]> : tensor<2x16x64xf32>
    %106 = call @_take_18(%0#1, %105) : (tensor<2x16x1xi32>, tensor<2x16x64xf32>) -> tensor<128x64xf32>
    %cst_33 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %107 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %108 = stablehlo.multiply %107, %82 : tensor<64xf32>
    %cst_34 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %109 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %110 = stablehlo.multiply %109, %arg13 : tensor<64xf32>
    %111 = stablehlo.add %108, %110 : tensor<64xf32>
    %cst_35 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %112 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %113 = stablehlo.multiply %112, %104#13 : tensor<3x64x64xf32>
    %cst_36 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %114 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %115 = stablehlo.multiply %114, %arg14 : tensor<3x64x64xf32>
    %116 = stablehlo.add %113, %115 : tensor<3x64x64xf32>
    %cst_37 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %117 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %118 = stablehlo.multiply %117, %104#14 : tensor<3x64x64xf32>
    %cst_38 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %119 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %120 = stablehlo.multiply %119, %arg15 : tensor<3x64x64xf32>
    %121 = stablehlo.add %118, %120 : tensor<3x64x64xf32>
    %cst_39 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %122 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %123 = stablehlo.multiply %122, %104#15 : tensor<3x64xf32>
    %cst_40 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %124 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %125 = stablehlo.multiply %124, %arg16 : tensor<3x64xf32>
    %126 = stablehlo.add %123, %125 : tensor<3x64xf32>
    %cst_41 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %127 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %128 = stablehlo.multiply %127, %104#16 : tensor<3x64xf32>
    %cst_42 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %129 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %130 = stablehlo.multiply %129, %arg17 : tensor<3x64xf32>
    %131 = stablehlo.add %128, %130 : tensor<3x64xf32>
    %cst_43 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %132 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %133 = stablehlo.multiply %132, %104#17 : tensor<3x64x64xf32>
    %cst_44 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %134 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %135 = stablehlo.multiply %134, %arg18 : tensor<3x64x64xf32>
    %136 = stablehlo.add %133, %135 : tensor<3x64x64xf32>
    %cst_45 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %137 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %138 = stablehlo.multiply %137, %104#18 : tensor<3x64x64xf32>
    %cst_46 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %139 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %140 = stablehlo.multiply %139, %arg19 : tensor<3x64x64xf32>
    %141 = stablehlo.add %138, %140 : tensor<3x64x64xf32>
    %cst_47 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %142 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<3x64x128xf32>
    %143 = stablehlo.multiply %142, %104#19 : tensor<3x64x128xf32>
    %cst_48 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %144 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<3x64x128xf32>
    %145 = stablehlo.multiply %144, %arg20 : tensor<3x64x128xf32>
    %146 = stablehlo.add %143, %145 : tensor<3x64x128xf32>
    %cst_49 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %147 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<3x64x128xf32>
    %148 = stablehlo.multiply %147, %104#20 : tensor<3x64x128xf32>
    %cst_50 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %149 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<3x64x128xf32>
    %150 = stablehlo.multiply %149, %arg21 : tensor<3x64x128xf32>
    %151 = stablehlo.add %148, %150 : tensor<3x64x128xf32>
    %cst_51 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %152 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<3x128x64xf32>
    %153 = stablehlo.multiply %152, %104#21 : tensor<3x128x64xf32>
    %cst_52 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %154 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<3x128x64xf32>
    %155 = stablehlo.multiply %154, %arg22 : tensor<3x128x64xf32>
    %156 = stablehlo.add %153, %155 : tensor<3x128x64xf32>
    %cst_53 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %157 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %158 = stablehlo.multiply %157, %75 : tensor<64x128xf32>
    %cst_54 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %159 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %160 = stablehlo.multiply %159, %arg23 : tensor<64x128xf32>
    %161 = stablehlo.add %158, %160 : tensor<64x128xf32>
    %cst_55 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %162 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %163 = stablehlo.multiply %162, %106 : tensor<128x64xf32>
    %cst_56 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %164 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %165 = stablehlo.multiply %164, %arg24 : tensor<128x64xf32>
    %166 = stablehlo.add %163, %165 : tensor<128x64xf32>
    %167 = stablehlo.multiply %82, %82 : tensor<64xf32>
    %cst_57 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %168 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %169 = stablehlo.multiply %168, %167 : tensor<64xf32>
    %cst_58 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %170 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %171 = stablehlo.multiply %170, %arg25 : tensor<64xf32>
    %172 = stablehlo.add %169, %171 : tensor<64xf32>
    %173 = stablehlo.multiply %104#13, %104#13 : tensor<3x64x64xf32>
    %cst_59 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %174 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %175 = stablehlo.multiply %174, %173 : tensor<3x64x64xf32>
    %cst_60 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %176 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %177 = stablehlo.multiply %176, %arg26 : tensor<3x64x64xf32>
    %178 = stablehlo.add %175, %177 : tensor<3x64x64xf32>
    %179 = stablehlo.multiply %104#14, %104#14 : tensor<3x64x64xf32>
    %cst_61 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %180 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %181 = stablehlo.multiply %180, %179 : tensor<3x64x64xf32>
    %cst_62 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %182 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %183 = stablehlo.multiply %182, %arg27 : tensor<3x64x64xf32>
    %184 = stablehlo.add %181, %183 : tensor<3x64x64xf32>
    %185 = stablehlo.multiply %104#15, %104#15 : tensor<3x64xf32>
    %cst_63 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %186 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %187 = stablehlo.multiply %186, %185 : tensor<3x64xf32>
    %cst_64 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %188 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %189 = stablehlo.multiply %188, %arg28 : tensor<3x64xf32>
    %190 = stablehlo.add %187, %189 : tensor<3x64xf32>
    %191 = stablehlo.multiply %104#16, %104#16 : tensor<3x64xf32>
    %cst_65 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %192 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %193 = stablehlo.multiply %192, %191 : tensor<3x64xf32>
    %cst_66 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %194 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %195 = stablehlo.multiply %194, %arg29 : tensor<3x64xf32>
    %196 = stablehlo.add %193, %195 : tensor<3x64xf32>
    %197 = stablehlo.multiply %104#17, %104#17 : tensor<3x64x64xf32>
    %cst_67 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %198 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %199 = stablehlo.multiply %198, %197 : tensor<3x64x64xf32>
    %cst_68 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %200 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %201 = stablehlo.multiply %200, %arg30 : tensor<3x64x64xf32>
    %202 = stablehlo.add %199, %201 : tensor<3x64x64xf32>
    %203 = stablehlo.multiply %104#18, %104#18 : tensor<3x64x64xf32>
    %cst_69 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %204 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %205 = stablehlo.multiply %204, %203 : tensor<3x64x64xf32>
    %cst_70 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %206 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %207 = stablehlo.multiply %206, %arg31 : tensor<3x64x64xf32>
    %208 = stablehlo.add %205, %207 : tensor<3x64x64xf32>
    %209 = stablehlo.multiply %104#19, %104#19 : tensor<3x64x128xf32>
    %cst_71 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %210 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<3x64x128xf32>
    %211 = stablehlo.multiply %210, %209 : tensor<3x64x128xf32>
    %cst_72 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %212 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<3x64x128xf32>
    %213 = stablehlo.multiply %212, %arg32 : tensor<3x64x128xf32>
    %214 = stablehlo.add %211, %213 : tensor<3x64x128xf32>
    %215 = stablehlo.multiply %104#20, %104#20 : tensor<3x64x128xf32>
    %cst_73 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %216 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<3x64x128xf32>
    %217 = stablehlo.multiply %216, %215 : tensor<3x64x128xf32>
    %cst_74 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %218 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<3x64x128xf32>
    %219 = stablehlo.multiply %218, %arg33 : tensor<3x64x128xf32>
    %220 = stablehlo.add %217, %219 : tensor<3x64x128xf32>
    %221 = stablehlo.multiply %104#21, %104#21 : tensor<3x128x64xf32>
    %cst_75 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %222 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<3x128x64xf32>
    %223 = stablehlo.multiply %222, %221 : tensor<3x128x64xf32>
    %cst_76 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %224 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<3x128x64xf32>
    %225 = stablehlo.multiply %224, %arg34 : tensor<3x128x64xf32>
    %226 = stablehlo.add %223, %225 : tensor<3x128x64xf32>
    %227 = stablehlo.multiply %75, %75 : tensor<64x128xf32>
    %cst_77 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %228 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %229 = stablehlo.multiply %228, %227 : tensor<64x128xf32>
    %cst_78 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %230 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %231 = stablehlo.multiply %230, %arg35 : tensor<64x128xf32>
    %232 = stablehlo.add %229, %231 : tensor<64x128xf32>
    %233 = stablehlo.multiply %106, %106 : tensor<128x64xf32>
    %cst_79 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %234 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %235 = stablehlo.multiply %234, %233 : tensor<128x64xf32>
    %cst_80 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %236 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %237 = stablehlo.multiply %236, %arg36 : tensor<128x64xf32>
    %238 = stablehlo.add %235, %237 : tensor<128x64xf32>
    %c_81 = stablehlo.constant dense<2147483647> : tensor<i32>
    %239 = stablehlo.compare LT, %arg12, %c_81, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_82 = stablehlo.constant dense<1> : tensor<i32>
    %240 = stablehlo.add %arg12, %c_82 : tensor<i32>
    %c_83 = stablehlo.constant dense<2147483647> : tensor<i32>
    %241 = call @_where_19(%239, %240, %c_83) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_84 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %242 = stablehlo.convert %241 : (tensor<i32>) -> tensor<f32>
    %243 = stablehlo.power %cst_84, %242 : tensor<f32>
    %cst_85 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %244 = stablehlo.subtract %cst_85, %243 : tensor<f32>
    %245 = stablehlo.broadcast_in_dim %244, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %246 = stablehlo.divide %111, %245 : tensor<64xf32>
    %247 = stablehlo.broadcast_in_dim %244, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %248 = stablehlo.divide %116, %247 : tensor<3x64x64xf32>
    %249 = stablehlo.broadcast_in_dim %244, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %250 = stablehlo.divide %121, %249 : tensor<3x64x64xf32>
    %251 = stablehlo.broadcast_in_dim %244, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %252 = stablehlo.divide %126, %251 : tensor<3x64xf32>
    %253 = stablehlo.broadcast_in_dim %244, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %254 = stablehlo.divide %131, %253 : tensor<3x64xf32>
    %255 = stablehlo.broadcast_in_dim %244, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %256 = stablehlo.divide %136, %255 : tensor<3x64x64xf32>
    %257 = stablehlo.broadcast_in_dim %244, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %258 = stablehlo.divide %141, %257 : tensor<3x64x64xf32>
    %259 = stablehlo.broadcast_in_dim %244, dims = [] : (tensor<f32>) -> tensor<3x64x128xf32>
    %260 = stablehlo.divide %146, %259 : tensor<3x64x128xf32>
    %261 = stablehlo.broadcast_in_dim %244, dims = [] : (tensor<f32>) -> tensor<3x64x128xf32>
    %262 = stablehlo.divide %151, %261 : tensor<3x64x128xf32>
    %263 = stablehlo.broadcast_in_dim %244, dims = [] : (tensor<f32>) -> tensor<3x128x64xf32>
    %264 = stablehlo.divide %156, %263 : tensor<3x128x64xf32>
    %265 = stablehlo.broadcast_in_dim %244, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %266 = stablehlo.divide %161, %265 : tensor<64x128xf32>
    %267 = stablehlo.broadcast_in_dim %244, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %268 = stablehlo.divide %166, %267 : tensor<128x64xf32>
    %cst_86 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %269 = stablehlo.convert %241 : (tensor<i32>) -> tensor<f32>
    %270 = stablehlo.power %cst_86, %269 : tensor<f32>
    %cst_87 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %271 = stablehlo.subtract %cst_87, %270 : tensor<f32>
    %272 = stablehlo.broadcast_in_dim %271, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %273 = stablehlo.divide %172, %272 : tensor<64xf32>
    %274 = stablehlo.broadcast_in_dim %271, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %275 = stablehlo.divide %178, %274 : tensor<3x64x64xf32>
    %276 = stablehlo.broadcast_in_dim %271, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %277 = stablehlo.divide %184, %276 : tensor<3x64x64xf32>
    %278 = stablehlo.broadcast_in_dim %271, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %279 = stablehlo.divide %190, %278 : tensor<3x64xf32>
    %280 = stablehlo.broadcast_in_dim %271, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %281 = stablehlo.divide %196, %280 : tensor<3x64xf32>
    %282 = stablehlo.broadcast_in_dim %271, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %283 = stablehlo.divide %202, %282 : tensor<3x64x64xf32>
    %284 = stablehlo.broadcast_in_dim %271, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %285 = stablehlo.divide %208, %284 : tensor<3x64x64xf32>
    %286 = stablehlo.broadcast_in_dim %271, dims = [] : (tensor<f32>) -> tensor<3x64x128xf32>
    %287 = stablehlo.divide %214, %286 : tensor<3x64x128xf32>
    %288 = stablehlo.broadcast_in_dim %271, dims = [] : (tensor<f32>) -> tensor<3x64x128xf32>
    %289 = stablehlo.divide %220, %288 : tensor<3x64x128xf32>
    %290 = stablehlo.broadcast_in_dim %271, dims = [] : (tensor<f32>) -> tensor<3x128x64xf32>
    %291 = stablehlo.divide %226, %290 : tensor<3x128x64xf32>
    %292 = stablehlo.broadcast_in_dim %271, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %293 = stablehlo.divide %232, %292 : tensor<64x128xf32>
    %294 = stablehlo.broadcast_in_dim %271, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %295 = stablehlo.divide %238, %294 : tensor<128x64xf32>
    %cst_88 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %296 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %297 = stablehlo.add %273, %296 : tensor<64xf32>
    %298 = stablehlo.sqrt %297 : tensor<64xf32>
    %cst_89 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %299 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %300 = stablehlo.add %298, %299 : tensor<64xf32>
    %301 = stablehlo.divide %246, %300 : tensor<64xf32>
    %cst_90 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %302 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %303 = stablehlo.add %275, %302 : tensor<3x64x64xf32>
    %304 = stablehlo.sqrt %303 : tensor<3x64x64xf32>
    %cst_91 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %305 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %306 = stablehlo.add %304, %305 : tensor<3x64x64xf32>
    %307 = stablehlo.divide %248, %306 : tensor<3x64x64xf32>
    %cst_92 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %308 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %309 = stablehlo.add %277, %308 : tensor<3x64x64xf32>
    %310 = stablehlo.sqrt %309 : tensor<3x64x64xf32>
    %cst_93 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %311 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %312 = stablehlo.add %310, %311 : tensor<3x64x64xf32>
    %313 = stablehlo.divide %250, %312 : tensor<3x64x64xf32>
    %cst_94 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %314 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %315 = stablehlo.add %279, %314 : tensor<3x64xf32>
    %316 = stablehlo.sqrt %315 : tensor<3x64xf32>
    %cst_95 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %317 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %318 = stablehlo.add %316, %317 : tensor<3x64xf32>
    %319 = stablehlo.divide %252, %318 : tensor<3x64xf32>
    %cst_96 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %320 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %321 = stablehlo.add %281, %320 : tensor<3x64xf32>
    %322 = stablehlo.sqrt %321 : tensor<3x64xf32>
    %cst_97 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %323 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %324 = stablehlo.add %322, %323 : tensor<3x64xf32>
    %325 = stablehlo.divide %254, %324 : tensor<3x64xf32>
    %cst_98 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %326 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %327 = stablehlo.add %283, %326 : tensor<3x64x64xf32>
    %328 = stablehlo.sqrt %327 : tensor<3x64x64xf32>
    %cst_99 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %329 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %330 = stablehlo.add %328, %329 : tensor<3x64x64xf32>
    %331 = stablehlo.divide %256, %330 : tensor<3x64x64xf32>
    %cst_100 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %332 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %333 = stablehlo.add %285, %332 : tensor<3x64x64xf32>
    %334 = stablehlo.sqrt %333 : tensor<3x64x64xf32>
    %cst_101 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %335 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %336 = stablehlo.add %334, %335 : tensor<3x64x64xf32>
    %337 = stablehlo.divide %258, %336 : tensor<3x64x64xf32>
    %cst_102 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %338 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<3x64x128xf32>
    %339 = stablehlo.add %287, %338 : tensor<3x64x128xf32>
    %340 = stablehlo.sqrt %339 : tensor<3x64x128xf32>
    %cst_103 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %341 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<3x64x128xf32>
    %342 = stablehlo.add %340, %341 : tensor<3x64x128xf32>
    %343 = stablehlo.divide %260, %342 : tensor<3x64x128xf32>
    %cst_104 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %344 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<3x64x128xf32>
    %345 = stablehlo.add %289, %344 : tensor<3x64x128xf32>
    %346 = stablehlo.sqrt %345 : tensor<3x64x128xf32>
    %cst_105 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %347 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<3x64x128xf32>
    %348 = stablehlo.add %346, %347 : tensor<3x64x128xf32>
    %349 = stablehlo.divide %262, %348 : tensor<3x64x128xf32>
    %cst_106 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %350 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<3x128x64xf32>
    %351 = stablehlo.add %291, %350 : tensor<3x128x64xf32>
    %352 = stablehlo.sqrt %351 : tensor<3x128x64xf32>
    %cst_107 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %353 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<3x128x64xf32>
    %354 = stablehlo.add %352, %353 : tensor<3x128x64xf32>
    %355 = stablehlo.divide %264, %354 : tensor<3x128x64xf32>
    %cst_108 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %356 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %357 = stablehlo.add %293, %356 : tensor<64x128xf32>
    %358 = stablehlo.sqrt %357 : tensor<64x128xf32>
    %cst_109 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %359 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %360 = stablehlo.add %358, %359 : tensor<64x128xf32>
    %361 = stablehlo.divide %266, %360 : tensor<64x128xf32>
    %cst_110 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %362 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %363 = stablehlo.add %295, %362 : tensor<128x64xf32>
    %364 = stablehlo.sqrt %363 : tensor<128x64xf32>
    %cst_111 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %365 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %366 = stablehlo.add %364, %365 : tensor<128x64xf32>
    %367 = stablehlo.divide %268, %366 : tensor<128x64xf32>
    %cst_112 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %368 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %369 = stablehlo.multiply %368, %arg0 : tensor<64xf32>
    %370 = stablehlo.add %301, %369 : tensor<64xf32>
    %cst_113 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %371 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %372 = stablehlo.multiply %371, %arg1 : tensor<3x64x64xf32>
    %373 = stablehlo.add %307, %372 : tensor<3x64x64xf32>
    %cst_114 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %374 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %375 = stablehlo.multiply %374, %arg2 : tensor<3x64x64xf32>
    %376 = stablehlo.add %313, %375 : tensor<3x64x64xf32>
    %cst_115 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %377 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %378 = stablehlo.multiply %377, %arg3 : tensor<3x64xf32>
    %379 = stablehlo.add %319, %378 : tensor<3x64xf32>
    %cst_116 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %380 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %381 = stablehlo.multiply %380, %arg4 : tensor<3x64xf32>
    %382 = stablehlo.add %325, %381 : tensor<3x64xf32>
    %cst_117 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %383 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %384 = stablehlo.multiply %383, %arg5 : tensor<3x64x64xf32>
    %385 = stablehlo.add %331, %384 : tensor<3x64x64xf32>
    %cst_118 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %386 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %387 = stablehlo.multiply %386, %arg6 : tensor<3x64x64xf32>
    %388 = stablehlo.add %337, %387 : tensor<3x64x64xf32>
    %cst_119 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %389 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<3x64x128xf32>
    %390 = stablehlo.multiply %389, %arg7 : tensor<3x64x128xf32>
    %391 = stablehlo.add %343, %390 : tensor<3x64x128xf32>
    %cst_120 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %392 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<3x64x128xf32>
    %393 = stablehlo.multiply %392, %arg8 : tensor<3x64x128xf32>
    %394 = stablehlo.add %349, %393 : tensor<3x64x128xf32>
    %cst_121 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %395 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<3x128x64xf32>
    %396 = stablehlo.multiply %395, %arg9 : tensor<3x128x64xf32>
    %397 = stablehlo.add %355, %396 : tensor<3x128x64xf32>
    %cst_122 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %398 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %399 = stablehlo.multiply %398, %arg10 : tensor<64x128xf32>
    %400 = stablehlo.add %361, %399 : tensor<64x128xf32>
    %cst_123 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %401 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %402 = stablehlo.multiply %401, %arg11 : tensor<128x64xf32>
    %403 = stablehlo.add %367, %402 : tensor<128x64xf32>
    %cst_124 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %404 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %405 = stablehlo.multiply %404, %370 : tensor<64xf32>
    %cst_125 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %406 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %407 = stablehlo.multiply %406, %373 : tensor<3x64x64xf32>
    %cst_126 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %408 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %409 = stablehlo.multiply %408, %376 : tensor<3x64x64xf32>
    %cst_127 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %410 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %411 = stablehlo.multiply %410, %379 : tensor<3x64xf32>
    %cst_128 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %412 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %413 = stablehlo.multiply %412, %382 : tensor<3x64xf32>
    %cst_129 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %414 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %415 = stablehlo.multiply %414, %385 : tensor<3x64x64xf32>
    %cst_130 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %416 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %417 = stablehlo.multiply %416, %388 : tensor<3x64x64xf32>
    %cst_131 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %418 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<f32>) -> tensor<3x64x128xf32>
    %419 = stablehlo.multiply %418, %391 : tensor<3x64x128xf32>
    %cst_132 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %420 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<3x64x128xf32>
    %421 = stablehlo.multiply %420, %394 : tensor<3x64x128xf32>
    %cst_133 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %422 = stablehlo.broadcast_in_dim %cst_133, dims = [] : (tensor<f32>) -> tensor<3x128x64xf32>
    %423 = stablehlo.multiply %422, %397 : tensor<3x128x64xf32>
    %cst_134 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %424 = stablehlo.broadcast_in_dim %cst_134, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %425 = stablehlo.multiply %424, %400 : tensor<64x128xf32>
    %cst_135 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %426 = stablehlo.broadcast_in_dim %cst_135, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %427 = stablehlo.multiply %426, %403 : tensor<128x64xf32>
    %428 = stablehlo.add %arg0, %405 : tensor<64xf32>
    %429 = stablehlo.add %arg1, %407 : tensor<3x64x64xf32>
    %430 = stablehlo.add %arg2, %409 : tensor<3x64x64xf32>
    %431 = stablehlo.add %arg3, %411 : tensor<3x64xf32>
    %432 = stablehlo.add %arg4, %413 : tensor<3x64xf32>
    %433 = stablehlo.add %arg5, %415 : tensor<3x64x64xf32>
    %434 = stablehlo.add %arg6, %417 : tensor<3x64x64xf32>
    %435 = stablehlo.add %arg7, %419 : tensor<3x64x128xf32>
    %436 = stablehlo.add %arg8, %421 : tensor<3x64x128xf32>
    %437 = stablehlo.add %arg9, %423 : tensor<3x128x64xf32>
    %438 = stablehlo.add %arg10, %425 : tensor<64x128xf32>
    %439 = stablehlo.add %arg11, %427 : tensor<128x64xf32>
    return %67, %428, %429, %430, %431, %432, %433, %434, %435, %436, %437, %438, %439, %241, %111, %116, %121, %126, %131, %136, %141, %146, %151, %156, %161, %166, %172, %178, %184, %190, %196, %202, %208, %214, %220, %226, %232, %238 : tensor<f32>, tensor<64xf32>, tensor<3x64x64xf32>, tensor<3x64x64xf32>, tensor<3x64xf32>, tensor<3x64xf32>, tensor<3x64x64xf32>, tensor<3x64x64xf32>, tensor<3x64x128xf32>, tensor<3x64x128xf32>, tensor<3x128x64xf32>, tensor<64x128xf32>, tensor<128x64xf32>, tensor<i32>, tensor<64xf32>, tensor<3x64x64xf32>, tensor<3x64x64xf32>, tensor<3x64xf32>, tensor<3x64xf32>, tensor<3x64x64xf32>, tensor<3x64x64xf32>, tensor<3x64x128xf32>, tensor<3x64x128xf32>, tensor<3x128x64xf32>, tensor<64x128xf32>, tensor<128x64xf32>, tensor<64xf32>, tensor<3x64x64xf32>, tensor<3x64x64xf32>, tensor<3x64xf32>, tensor<3x64xf32>, tensor<3x64x64xf32>, tensor<3x64x64xf32>, tensor<3x64x128xf32>, tensor<3x64x128xf32>, tensor<3x128x64xf32>, tensor<64x128xf32>, tensor<128x64xf32>
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
  func.func private @_where_0(%arg0: tensor<16x16xi1>, %arg1: tensor<f32>) -> (tensor<2x4x16x16xi1>, tensor<2x4x16x16xf32>) {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] : (tensor<16x16xi1>) -> tensor<2x4x16x16xi1>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    return %0, %1 : tensor<2x4x16x16xi1>, tensor<2x4x16x16xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<3x64x64xf32>, %arg1: tensor<i32>) -> tensor<64x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 64, 64] : (tensor<3x64x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x64xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x64x64xf32>) -> tensor<64x64xf32>
    return %1 : tensor<64x64xf32>
  }
  func.func private @dynamic_index_in_dim_1(%arg0: tensor<3x64xf32>, %arg1: tensor<i32>) -> tensor<64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 64] : (tensor<3x64xf32>, tensor<i32>, tensor<i32>) -> tensor<1x64xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x64xf32>) -> tensor<64xf32>
    return %1 : tensor<64xf32>
  }
  func.func private @dynamic_index_in_dim_2(%arg0: tensor<3x64x128xf32>, %arg1: tensor<i32>) -> tensor<64x128xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 64, 128] : (tensor<3x64x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x128xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x64x128xf32>) -> tensor<64x128xf32>
    return %1 : tensor<64x128xf32>
  }
  func.func private @dynamic_index_in_dim_3(%arg0: tensor<3x128x64xf32>, %arg1: tensor<i32>) -> tensor<128x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 128, 64] : (tensor<3x128x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x128x64xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x128x64xf32>) -> tensor<128x64xf32>
    return %1 : tensor<128x64xf32>
  }
  func.func private @closed_call(%arg0: tensor<2x16x1x8xf32>, %arg1: tensor<2x16x1x8xf32>, %arg2: tensor<2x16x1x8xf32>, %arg3: tensor<2x16x1x8xf32>, %arg4: tensor<2x4x16x16xi1>, %arg5: tensor<2x4x16x16xf32>, %arg6: tensor<2x16x64xf32>, %arg7: tensor<64x64xf32>, %arg8: tensor<64x64xf32>, %arg9: tensor<64xf32>, %arg10: tensor<64xf32>, %arg11: tensor<64x64xf32>, %arg12: tensor<64x64xf32>, %arg13: tensor<64x128xf32>, %arg14: tensor<64x128xf32>, %arg15: tensor<128x64xf32>) -> (tensor<2x16x64xf32>, tensor<2x16x64xf32>) {
    %0 = chlo.square %arg6 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %4 = stablehlo.divide %2, %3 : tensor<2x16x1xf32>
    %cst_1 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %6 = stablehlo.add %4, %5 : tensor<2x16x1xf32>
    %7 = stablehlo.rsqrt %6 : tensor<2x16x1xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %9 = stablehlo.multiply %arg6, %8 : tensor<2x16x64xf32>
    %10 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %12 = stablehlo.multiply %9, %11 : tensor<2x16x64xf32>
    %13 = sdy.sharding_constraint %12 <@mesh, [{"data"}, {}, {}]> : tensor<2x16x64xf32>
    %14 = stablehlo.dot_general %13, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %15 = stablehlo.reshape %14 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %16 = stablehlo.slice %15 [0:2, 0:16, 0:4, 0:8] : (tensor<2x16x4x16xf32>) -> tensor<2x16x4x8xf32>
    %17 = stablehlo.slice %15 [0:2, 0:16, 0:4, 8:16] : (tensor<2x16x4x16xf32>) -> tensor<2x16x4x8xf32>
    %18 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %19 = stablehlo.multiply %16, %18 : tensor<2x16x4x8xf32>
    %20 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %21 = stablehlo.multiply %17, %20 : tensor<2x16x4x8xf32>
    %22 = stablehlo.subtract %19, %21 : tensor<2x16x4x8xf32>
    %23 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %24 = stablehlo.multiply %17, %23 : tensor<2x16x4x8xf32>
    %25 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %26 = stablehlo.multiply %16, %25 : tensor<2x16x4x8xf32>
    %27 = stablehlo.add %24, %26 : tensor<2x16x4x8xf32>
    %28 = stablehlo.concatenate %22, %27, dim = 3 : (tensor<2x16x4x8xf32>, tensor<2x16x4x8xf32>) -> tensor<2x16x4x16xf32>
    %29 = stablehlo.dot_general %13, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %30 = stablehlo.reshape %29 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %31 = stablehlo.slice %30 [0:2, 0:16, 0:4, 0:8] : (tensor<2x16x4x16xf32>) -> tensor<2x16x4x8xf32>
    %32 = stablehlo.slice %30 [0:2, 0:16, 0:4, 8:16] : (tensor<2x16x4x16xf32>) -> tensor<2x16x4x8xf32>
    %33 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %34 = stablehlo.multiply %31, %33 : tensor<2x16x4x8xf32>
    %35 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %36 = stablehlo.multiply %32, %35 : tensor<2x16x4x8xf32>
    %37 = stablehlo.subtract %34, %36 : tensor<2x16x4x8xf32>
    %38 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %39 = stablehlo.multiply %32, %38 : tensor<2x16x4x8xf32>
    %40 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %41 = stablehlo.multiply %31, %40 : tensor<2x16x4x8xf32>
    %42 = stablehlo.add %39, %41 : tensor<2x16x4x8xf32>
    %43 = stablehlo.concatenate %37, %42, dim = 3 : (tensor<2x16x4x8xf32>, tensor<2x16x4x8xf32>) -> tensor<2x16x4x16xf32>
    %44 = stablehlo.dot_general %13, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %45 = stablehlo.reshape %44 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %46 = stablehlo.dot_general %28, %43, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %cst_2 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %48 = stablehlo.multiply %46, %47 : tensor<2x4x16x16xf32>
    %49 = call @_where_4(%48, %arg4, %arg5) : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xi1>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %50 = stablehlo.reduce(%49 init: %cst_3) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %cst_4 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %52 = stablehlo.maximum %51, %50 : tensor<2x4x16xf32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %55 = stablehlo.subtract %49, %54 : tensor<2x4x16x16xf32>
    %56 = stablehlo.exponential %55 : tensor<2x4x16x16xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %57 = stablehlo.reduce(%56 init: %cst_5) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %60 = stablehlo.divide %56, %59 : tensor<2x4x16x16xf32>
    %61 = stablehlo.dot_general %45, %60, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %62 = stablehlo.transpose %61, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %63 = stablehlo.reshape %62 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %64 = stablehlo.dot_general %63, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %65 = stablehlo.add %arg6, %64 : tensor<2x16x64xf32>
    %66 = sdy.sharding_constraint %65 <@mesh, [{"data"}, {}, {}]> : tensor<2x16x64xf32>
    %67 = chlo.square %66 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %68 = stablehlo.reduce(%67 init: %cst_6) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_7 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %71 = stablehlo.divide %69, %70 : tensor<2x16x1xf32>
    %cst_8 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %73 = stablehlo.add %71, %72 : tensor<2x16x1xf32>
    %74 = stablehlo.rsqrt %73 : tensor<2x16x1xf32>
    %75 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %76 = stablehlo.multiply %66, %75 : tensor<2x16x64xf32>
    %77 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %79 = stablehlo.multiply %76, %78 : tensor<2x16x64xf32>
    %80 = stablehlo.dot_general %79, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x128xf32>) -> tensor<2x16x128xf32>
    %81 = call @silu(%80) : (tensor<2x16x128xf32>) -> tensor<2x16x128xf32>
    %82 = stablehlo.dot_general %79, %arg14, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x128xf32>) -> tensor<2x16x128xf32>
    %83 = stablehlo.multiply %81, %82 : tensor<2x16x128xf32>
    %84 = sdy.sharding_constraint %83 <@mesh, [{"data"}, {}, {}]> : tensor<2x16x128xf32>
    %85 = stablehlo.dot_general %84, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xf32>, tensor<128x64xf32>) -> tensor<2x16x64xf32>
    %86 = stablehlo.add %66, %85 : tensor<2x16x64xf32>
    %87 = sdy.sharding_constraint %86 <@mesh, [{"data"}, {}, {}]> : tensor<2x16x64xf32>
    return %87, %arg6 : tensor<2x16x64xf32>, tensor<2x16x64xf32>
  }
  func.func private @_where_4(%arg0: tensor<2x4x16x16xf32>, %arg1: tensor<2x4x16x16xi1>, %arg2: tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32> {
    %0 = stablehlo.select %arg1, %arg0, %arg2 : tensor<2x4x16x16xi1>, tensor<2x4x16x16xf32>
    return %0 : tensor<2x4x16x16xf32>
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
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<3x2x16x64xf32>, %arg1: tensor<2x16x64xf32>, %arg2: tensor<i32>) -> tensor<3x2x16x64xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<2x16x64xf32>) -> tensor<1x2x16x64xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<3x2x16x64xf32>, tensor<1x2x16x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x16x64xf32>
    return %1 : tensor<3x2x16x64xf32>
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
  func.func private @take_along_axis_5(%arg0: tensor<2x15x1x1xi32>, %arg1: tensor<2x15x1xf32>) -> tensor<2x15x128xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x15x128xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<2x15x128xf32>, tensor<2x15x1x1xi32>, tensor<2x15x1xf32>) -> tensor<2x15x128xf32>
    return %1 : tensor<2x15x128xf32>
  }
  func.func private @log_softmax_6(%arg0: tensor<2x15x128xf32>, %arg1: tensor<2x15x1xf32>, %arg2: tensor<2x15x128xf32>) -> tensor<2x15x128xf32> {
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
  func.func private @dynamic_index_in_dim_7(%arg0: tensor<3x2x16x64xf32>, %arg1: tensor<i32>) -> tensor<2x16x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 2, 16, 64] : (tensor<3x2x16x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x16x64xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x2x16x64xf32>) -> tensor<2x16x64xf32>
    return %1 : tensor<2x16x64xf32>
  }
  func.func private @closed_call_8(%arg0: tensor<2x16xi32>, %arg1: tensor<2x16x64xf32>, %arg2: tensor<64x64xf32>, %arg3: tensor<64x64xf32>, %arg4: tensor<64xf32>, %arg5: tensor<64xf32>, %arg6: tensor<64x64xf32>, %arg7: tensor<64x64xf32>, %arg8: tensor<64x128xf32>, %arg9: tensor<64x128xf32>, %arg10: tensor<128x64xf32>, %arg11: tensor<2x16x64xf32>) -> (tensor<2x16x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x128xf32>, tensor<64x128xf32>, tensor<128x64xf32>) {
    %c = stablehlo.constant dense<true> : tensor<i1>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<16x16xi1>
    %1 = call @tril_9(%0) : (tensor<16x16xi1>) -> tensor<16x16xi1>
    %2 = chlo.square %arg11 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %4 = stablehlo.multiply %3, %arg11 : tensor<2x16x64xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%2 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_1 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %8 = stablehlo.divide %6, %7 : tensor<2x16x1xf32>
    %cst_2 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %10 = stablehlo.add %8, %9 : tensor<2x16x1xf32>
    %11 = stablehlo.rsqrt %10 : tensor<2x16x1xf32>
    %12 = stablehlo.divide %11, %10 : tensor<2x16x1xf32>
    %cst_3 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %14 = stablehlo.multiply %13, %12 : tensor<2x16x1xf32>
    %15 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %16 = stablehlo.multiply %arg11, %15 : tensor<2x16x64xf32>
    %17 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %19 = stablehlo.multiply %16, %18 : tensor<2x16x64xf32>
    %20 = sdy.sharding_constraint %19 <@mesh, [{"data"}, {}, {}]> : tensor<2x16x64xf32>
    %21 = stablehlo.dot_general %20, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %22 = stablehlo.reshape %21 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %23 = stablehlo.iota dim = 0 : tensor<8xf32>
    %24 = stablehlo.negate %23 : tensor<8xf32>
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %26 = stablehlo.multiply %24, %25 : tensor<8xf32>
    %cst_5 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %28 = stablehlo.divide %26, %27 : tensor<8xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %30 = stablehlo.power %29, %28 : tensor<8xf32>
    %31 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %32 = stablehlo.convert %31 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %33 = stablehlo.broadcast_in_dim %30, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x8xf32>
    %35 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x16x1x8xf32>
    %36 = stablehlo.multiply %34, %35 : tensor<2x16x1x8xf32>
    %37 = stablehlo.sine %36 : tensor<2x16x1x8xf32>
    %38 = stablehlo.cosine %36 : tensor<2x16x1x8xf32>
    %39 = stablehlo.slice %22 [0:2, 0:16, 0:4, 0:8] : (tensor<2x16x4x16xf32>) -> tensor<2x16x4x8xf32>
    %40 = stablehlo.slice %22 [0:2, 0:16, 0:4, 8:16] : (tensor<2x16x4x16xf32>) -> tensor<2x16x4x8xf32>
    %41 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %42 = stablehlo.multiply %39, %41 : tensor<2x16x4x8xf32>
    %43 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %44 = stablehlo.multiply %40, %43 : tensor<2x16x4x8xf32>
    %45 = stablehlo.subtract %42, %44 : tensor<2x16x4x8xf32>
    %46 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %47 = stablehlo.multiply %40, %46 : tensor<2x16x4x8xf32>
    %48 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %49 = stablehlo.multiply %39, %48 : tensor<2x16x4x8xf32>
    %50 = stablehlo.add %47, %49 : tensor<2x16x4x8xf32>
    %51 = stablehlo.concatenate %45, %50, dim = 3 : (tensor<2x16x4x8xf32>, tensor<2x16x4x8xf32>) -> tensor<2x16x4x16xf32>
    %52 = stablehlo.dot_general %20, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %53 = stablehlo.reshape %52 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %54 = stablehlo.iota dim = 0 : tensor<8xf32>
    %55 = stablehlo.negate %54 : tensor<8xf32>
    %cst_7 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %57 = stablehlo.multiply %55, %56 : tensor<8xf32>
    %cst_8 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %59 = stablehlo.divide %57, %58 : tensor<8xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %61 = stablehlo.power %60, %59 : tensor<8xf32>
    %62 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %63 = stablehlo.convert %62 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %64 = stablehlo.broadcast_in_dim %61, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %65 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x8xf32>
    %66 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x16x1x8xf32>
    %67 = stablehlo.multiply %65, %66 : tensor<2x16x1x8xf32>
    %68 = stablehlo.sine %67 : tensor<2x16x1x8xf32>
    %69 = stablehlo.cosine %67 : tensor<2x16x1x8xf32>
    %70 = stablehlo.slice %53 [0:2, 0:16, 0:4, 0:8] : (tensor<2x16x4x16xf32>) -> tensor<2x16x4x8xf32>
    %71 = stablehlo.slice %53 [0:2, 0:16, 0:4, 8:16] : (tensor<2x16x4x16xf32>) -> tensor<2x16x4x8xf32>
    %72 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %73 = stablehlo.multiply %70, %72 : tensor<2x16x4x8xf32>
    %74 = stablehlo.broadcast_in_dim %68, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %75 = stablehlo.multiply %71, %74 : tensor<2x16x4x8xf32>
    %76 = stablehlo.subtract %73, %75 : tensor<2x16x4x8xf32>
    %77 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %78 = stablehlo.multiply %71, %77 : tensor<2x16x4x8xf32>
    %79 = stablehlo.broadcast_in_dim %68, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %80 = stablehlo.multiply %70, %79 : tensor<2x16x4x8xf32>
    %81 = stablehlo.add %78, %80 : tensor<2x16x4x8xf32>
    %82 = stablehlo.concatenate %76, %81, dim = 3 : (tensor<2x16x4x8xf32>, tensor<2x16x4x8xf32>) -> tensor<2x16x4x16xf32>
    %83 = stablehlo.dot_general %20, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %84 = stablehlo.reshape %83 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %85 = stablehlo.dot_general %51, %82, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %cst_10 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %87 = stablehlo.multiply %85, %86 : tensor<2x4x16x16xf32>
    %cst_11 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %88:2 = call @_where_10(%1, %87, %cst_11) : (tensor<16x16xi1>, tensor<2x4x16x16xf32>, tensor<f32>) -> (tensor<2x4x16x16xf32>, tensor<2x4x16x16xi1>)
    %cst_12 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %89 = stablehlo.reduce(%88#0 init: %cst_12) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %cst_13 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %91 = stablehlo.maximum %90, %89 : tensor<2x4x16xf32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %93 = stablehlo.broadcast_in_dim %92, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %94 = stablehlo.subtract %88#0, %93 : tensor<2x4x16x16xf32>
    %95 = stablehlo.exponential %94 : tensor<2x4x16x16xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %96 = stablehlo.reduce(%95 init: %cst_14) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %97 = stablehlo.broadcast_in_dim %96, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %98 = stablehlo.broadcast_in_dim %97, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %99 = stablehlo.divide %95, %98 : tensor<2x4x16x16xf32>
    %100 = stablehlo.multiply %97, %97 : tensor<2x4x16x1xf32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %101 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2x4x16x1xf32>
    %102 = stablehlo.divide %101, %100 : tensor<2x4x16x1xf32>
    %103 = stablehlo.dot_general %84, %99, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %104 = stablehlo.transpose %103, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %105 = stablehlo.reshape %104 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %106 = stablehlo.dot_general %105, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %107 = stablehlo.add %arg11, %106 : tensor<2x16x64xf32>
    %108 = sdy.sharding_constraint %107 <@mesh, [{"data"}, {}, {}]> : tensor<2x16x64xf32>
    %109 = chlo.square %108 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_16 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %110 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %111 = stablehlo.multiply %110, %108 : tensor<2x16x64xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %112 = stablehlo.reduce(%109 init: %cst_17) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %113 = stablehlo.broadcast_in_dim %112, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_18 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %114 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %115 = stablehlo.divide %113, %114 : tensor<2x16x1xf32>
    %cst_19 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %116 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %117 = stablehlo.add %115, %116 : tensor<2x16x1xf32>
    %118 = stablehlo.rsqrt %117 : tensor<2x16x1xf32>
    %119 = stablehlo.divide %118, %117 : tensor<2x16x1xf32>
    %cst_20 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %120 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %121 = stablehlo.multiply %120, %119 : tensor<2x16x1xf32>
    %122 = stablehlo.broadcast_in_dim %118, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %123 = stablehlo.multiply %108, %122 : tensor<2x16x64xf32>
    %124 = stablehlo.broadcast_in_dim %arg4, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %125 = stablehlo.broadcast_in_dim %124, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %126 = stablehlo.multiply %123, %125 : tensor<2x16x64xf32>
    %127 = stablehlo.dot_general %126, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x128xf32>) -> tensor<2x16x128xf32>
    %128:3 = call @silu_11(%127) : (tensor<2x16x128xf32>) -> (tensor<2x16x128xf32>, tensor<2x16x128xf32>, tensor<2x16x128xf32>)
    %129 = stablehlo.dot_general %126, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x128xf32>) -> tensor<2x16x128xf32>
    %130 = stablehlo.multiply %128#0, %129 : tensor<2x16x128xf32>
    %131 = sdy.sharding_constraint %130 <@mesh, [{"data"}, {}, {}]> : tensor<2x16x128xf32>
    %132 = sdy.sharding_constraint %arg1 <@mesh, [{"data"}, {}, {}]> : tensor<2x16x64xf32>
    %133 = stablehlo.dot_general %132, %131, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x16x128xf32>) -> tensor<64x128xf32>
    %134 = stablehlo.transpose %133, dims = [1, 0] : (tensor<64x128xf32>) -> tensor<128x64xf32>
    %135 = stablehlo.dot_general %132, %arg10, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<128x64xf32>) -> tensor<2x16x128xf32>
    %136 = sdy.sharding_constraint %135 <@mesh, [{"data"}, {}, {}]> : tensor<2x16x128xf32>
    %137 = stablehlo.multiply %128#0, %136 : tensor<2x16x128xf32>
    %138 = stablehlo.multiply %136, %129 : tensor<2x16x128xf32>
    %139 = stablehlo.dot_general %137, %126, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xf32>, tensor<2x16x64xf32>) -> tensor<128x64xf32>
    %140 = stablehlo.transpose %139, dims = [1, 0] : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %141 = stablehlo.dot_general %137, %arg9, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xf32>, tensor<64x128xf32>) -> tensor<2x16x64xf32>
    %142 = call @silu_12(%128#1, %127, %128#2, %138) : (tensor<2x16x128xf32>, tensor<2x16x128xf32>, tensor<2x16x128xf32>, tensor<2x16x128xf32>) -> tensor<2x16x128xf32>
    %143 = stablehlo.dot_general %142, %126, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xf32>, tensor<2x16x64xf32>) -> tensor<128x64xf32>
    %144 = stablehlo.transpose %143, dims = [1, 0] : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %145 = stablehlo.dot_general %142, %arg8, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xf32>, tensor<64x128xf32>) -> tensor<2x16x64xf32>
    %146 = stablehlo.add %141, %145 : tensor<2x16x64xf32>
    %147 = stablehlo.multiply %123, %146 : tensor<2x16x64xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %148 = stablehlo.reduce(%147 init: %cst_21) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %149 = stablehlo.reshape %148 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %150 = stablehlo.broadcast_in_dim %124, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %151 = stablehlo.multiply %146, %150 : tensor<2x16x64xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %152 = stablehlo.reduce(%149 init: %cst_22) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %153 = stablehlo.multiply %108, %151 : tensor<2x16x64xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %154 = stablehlo.reduce(%153 init: %cst_23) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %155 = stablehlo.reshape %154 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %156 = stablehlo.broadcast_in_dim %118, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %157 = stablehlo.multiply %151, %156 : tensor<2x16x64xf32>
    %158 = stablehlo.add %132, %157 : tensor<2x16x64xf32>
    %159 = stablehlo.multiply %155, %121 : tensor<2x16x1xf32>
    %cst_24 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %160 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %161 = stablehlo.divide %159, %160 : tensor<2x16x1xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %162 = stablehlo.reduce(%161 init: %cst_25) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %163 = stablehlo.broadcast_in_dim %162, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %164 = stablehlo.multiply %163, %111 : tensor<2x16x64xf32>
    %165 = stablehlo.add %158, %164 : tensor<2x16x64xf32>
    %166 = sdy.sharding_constraint %165 <@mesh, [{"data"}, {}, {}]> : tensor<2x16x64xf32>
    %167 = stablehlo.dot_general %166, %105, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x16x64xf32>) -> tensor<64x64xf32>
    %168 = stablehlo.transpose %167, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %169 = stablehlo.dot_general %166, %arg3, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %170 = stablehlo.reshape %169 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %171 = stablehlo.transpose %170, dims = [0, 2, 3, 1] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %172 = stablehlo.dot_general %171, %84, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %173 = stablehlo.dot_general %171, %99, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %174 = stablehlo.transpose %173, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %175 = stablehlo.broadcast_in_dim %102, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %176 = stablehlo.multiply %172, %175 : tensor<2x4x16x16xf32>
    %177 = stablehlo.multiply %176, %95 : tensor<2x4x16x16xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %178 = stablehlo.reduce(%177 init: %cst_26) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %179 = stablehlo.reshape %178 : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %180 = stablehlo.negate %179 : tensor<2x4x16x1xf32>
    %181 = stablehlo.broadcast_in_dim %97, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %182 = stablehlo.divide %172, %181 : tensor<2x4x16x16xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %183 = stablehlo.reduce(%180 init: %cst_27) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x1xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %184 = stablehlo.broadcast_in_dim %183, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %185 = stablehlo.add %182, %184 : tensor<2x4x16x16xf32>
    %186 = stablehlo.multiply %185, %95 : tensor<2x4x16x16xf32>
    %187 = call @_where_13(%88#1, %186) : (tensor<2x4x16x16xi1>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %cst_28 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %188 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %189 = stablehlo.multiply %187, %188 : tensor<2x4x16x16xf32>
    %190 = stablehlo.dot_general %189, %51, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %191 = stablehlo.transpose %190, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %192 = stablehlo.dot_general %189, %82, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %193 = stablehlo.transpose %192, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %194 = stablehlo.reshape %174 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %195 = stablehlo.dot_general %194, %20, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x16x64xf32>) -> tensor<64x64xf32>
    %196 = stablehlo.transpose %195, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %197 = stablehlo.dot_general %194, %arg7, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %198 = stablehlo.slice %191 [0:2, 0:16, 0:4, 0:8] : (tensor<2x16x4x16xf32>) -> tensor<2x16x4x8xf32>
    %199 = stablehlo.slice %191 [0:2, 0:16, 0:4, 8:16] : (tensor<2x16x4x16xf32>) -> tensor<2x16x4x8xf32>
    %200 = stablehlo.broadcast_in_dim %68, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %201 = stablehlo.multiply %199, %200 : tensor<2x16x4x8xf32>
    %202 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %203 = stablehlo.multiply %199, %202 : tensor<2x16x4x8xf32>
    %204 = stablehlo.negate %198 : tensor<2x16x4x8xf32>
    %205 = stablehlo.broadcast_in_dim %68, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %206 = stablehlo.multiply %204, %205 : tensor<2x16x4x8xf32>
    %207 = stablehlo.add %203, %206 : tensor<2x16x4x8xf32>
    %208 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %209 = stablehlo.multiply %198, %208 : tensor<2x16x4x8xf32>
    %210 = stablehlo.add %201, %209 : tensor<2x16x4x8xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %211 = stablehlo.pad %207, %cst_29, low = [0, 0, 0, 8], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x16x4x8xf32>, tensor<f32>) -> tensor<2x16x4x16xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %212 = stablehlo.pad %210, %cst_30, low = [0, 0, 0, 0], high = [0, 0, 0, 8], interior = [0, 0, 0, 0] : (tensor<2x16x4x8xf32>, tensor<f32>) -> tensor<2x16x4x16xf32>
    %213 = stablehlo.add %211, %212 : tensor<2x16x4x16xf32>
    %214 = stablehlo.reshape %213 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %215 = stablehlo.dot_general %214, %20, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x16x64xf32>) -> tensor<64x64xf32>
    %216 = stablehlo.transpose %215, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %217 = stablehlo.dot_general %214, %arg2, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %218 = stablehlo.add %197, %217 : tensor<2x16x64xf32>
    %219 = stablehlo.slice %193 [0:2, 0:16, 0:4, 0:8] : (tensor<2x16x4x16xf32>) -> tensor<2x16x4x8xf32>
    %220 = stablehlo.slice %193 [0:2, 0:16, 0:4, 8:16] : (tensor<2x16x4x16xf32>) -> tensor<2x16x4x8xf32>
    %221 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %222 = stablehlo.multiply %220, %221 : tensor<2x16x4x8xf32>
    %223 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %224 = stablehlo.multiply %220, %223 : tensor<2x16x4x8xf32>
    %225 = stablehlo.negate %219 : tensor<2x16x4x8xf32>
    %226 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %227 = stablehlo.multiply %225, %226 : tensor<2x16x4x8xf32>
    %228 = stablehlo.add %224, %227 : tensor<2x16x4x8xf32>
    %229 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xf32>) -> tensor<2x16x4x8xf32>
    %230 = stablehlo.multiply %219, %229 : tensor<2x16x4x8xf32>
    %231 = stablehlo.add %222, %230 : tensor<2x16x4x8xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %232 = stablehlo.pad %228, %cst_31, low = [0, 0, 0, 8], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x16x4x8xf32>, tensor<f32>) -> tensor<2x16x4x16xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %233 = stablehlo.pad %231, %cst_32, low = [0, 0, 0, 0], high = [0, 0, 0, 8], interior = [0, 0, 0, 0] : (tensor<2x16x4x8xf32>, tensor<f32>) -> tensor<2x16x4x16xf32>
    %234 = stablehlo.add %232, %233 : tensor<2x16x4x16xf32>
    %235 = stablehlo.reshape %234 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %236 = stablehlo.dot_general %235, %20, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x16x64xf32>) -> tensor<64x64xf32>
    %237 = stablehlo.transpose %236, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %238 = stablehlo.dot_general %235, %arg6, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %239 = stablehlo.add %218, %238 : tensor<2x16x64xf32>
    %240 = sdy.sharding_constraint %239 <@mesh, [{"data"}, {}, {}]> : tensor<2x16x64xf32>
    %241 = stablehlo.multiply %16, %240 : tensor<2x16x64xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %242 = stablehlo.reduce(%241 init: %cst_33) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %243 = stablehlo.reshape %242 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %244 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %245 = stablehlo.multiply %240, %244 : tensor<2x16x64xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %246 = stablehlo.reduce(%243 init: %cst_34) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %247 = stablehlo.multiply %arg11, %245 : tensor<2x16x64xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %248 = stablehlo.reduce(%247 init: %cst_35) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %249 = stablehlo.reshape %248 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %250 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %251 = stablehlo.multiply %245, %250 : tensor<2x16x64xf32>
    %252 = stablehlo.add %166, %251 : tensor<2x16x64xf32>
    %253 = stablehlo.multiply %249, %14 : tensor<2x16x1xf32>
    %cst_36 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %254 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %255 = stablehlo.divide %253, %254 : tensor<2x16x1xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %256 = stablehlo.reduce(%255 init: %cst_37) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %257 = stablehlo.broadcast_in_dim %256, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %258 = stablehlo.multiply %257, %4 : tensor<2x16x64xf32>
    %259 = stablehlo.add %252, %258 : tensor<2x16x64xf32>
    return %259, %216, %168, %152, %246, %237, %196, %144, %140, %134 : tensor<2x16x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x128xf32>, tensor<64x128xf32>, tensor<128x64xf32>
  }
  func.func private @tril_9(%arg0: tensor<16x16xi1>) -> tensor<16x16xi1> {
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
  func.func private @_where_10(%arg0: tensor<16x16xi1>, %arg1: tensor<2x4x16x16xf32>, %arg2: tensor<f32>) -> (tensor<2x4x16x16xf32>, tensor<2x4x16x16xi1>) {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] : (tensor<16x16xi1>) -> tensor<2x4x16x16xi1>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %2 = stablehlo.select %0, %arg1, %1 : tensor<2x4x16x16xi1>, tensor<2x4x16x16xf32>
    return %2, %0 : tensor<2x4x16x16xf32>, tensor<2x4x16x16xi1>
  }
  func.func private @silu_11(%arg0: tensor<2x16x128xf32>) -> (tensor<2x16x128xf32>, tensor<2x16x128xf32>, tensor<2x16x128xf32>) {
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
  func.func private @silu_12(%arg0: tensor<2x16x128xf32>, %arg1: tensor<2x16x128xf32>, %arg2: tensor<2x16x128xf32>, %arg3: tensor<2x16x128xf32>) -> tensor<2x16x128xf32> {
    %0 = stablehlo.multiply %arg1, %arg3 : tensor<2x16x128xf32>
    %1 = stablehlo.multiply %arg3, %arg0 : tensor<2x16x128xf32>
    %2 = stablehlo.multiply %0, %arg2 : tensor<2x16x128xf32>
    %3 = stablehlo.add %1, %2 : tensor<2x16x128xf32>
    return %3 : tensor<2x16x128xf32>
  }
  func.func private @_where_13(%arg0: tensor<2x4x16x16xi1>, %arg1: tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<2x4x16x16xi1>, tensor<2x4x16x16xf32>
    return %1 : tensor<2x4x16x16xf32>
  }
  func.func private @dynamic_update_index_in_dim_14(%arg0: tensor<3x64x64xf32>, %arg1: tensor<64x64xf32>, %arg2: tensor<i32>) -> tensor<3x64x64xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<64x64xf32>) -> tensor<1x64x64xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<3x64x64xf32>, tensor<1x64x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x64x64xf32>
    return %1 : tensor<3x64x64xf32>
  }
  func.func private @dynamic_update_index_in_dim_15(%arg0: tensor<3x64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<i32>) -> tensor<3x64xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<3x64xf32>, tensor<1x64xf32>, tensor<i32>, tensor<i32>) -> tensor<3x64xf32>
    return %1 : tensor<3x64xf32>
  }
  func.func private @dynamic_update_index_in_dim_16(%arg0: tensor<3x64x128xf32>, %arg1: tensor<64x128xf32>, %arg2: tensor<i32>) -> tensor<3x64x128xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<64x128xf32>) -> tensor<1x64x128xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<3x64x128xf32>, tensor<1x64x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x64x128xf32>
    return %1 : tensor<3x64x128xf32>
  }
  func.func private @dynamic_update_index_in_dim_17(%arg0: tensor<3x128x64xf32>, %arg1: tensor<128x64xf32>, %arg2: tensor<i32>) -> tensor<3x128x64xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<128x64xf32>) -> tensor<1x128x64xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<3x128x64xf32>, tensor<1x128x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x128x64xf32>
    return %1 : tensor<3x128x64xf32>
  }
  func.func private @_take_18(%arg0: tensor<2x16x1xi32>, %arg1: tensor<2x16x64xf32>) -> tensor<128x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<128x64xf32>, tensor<2x16x1xi32>, tensor<2x16x64xf32>) -> tensor<128x64xf32>
    return %1 : tensor<128x64xf32>
  }
  func.func private @_where_19(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
