module @jit_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=1, "model"=1]> {stablehlo.mesh = {axes = [{name = "data", size = 1 : i64}, {name = "model", size = 1 : i64}]}}
  func.func public @main(%arg0: tensor<64xf32>, %arg1: tensor<3x64x64xf32>, %arg2: tensor<3x64x64xf32>, %arg3: tensor<3x64xf32>, %arg4: tensor<3x64xf32>, %arg5: tensor<3x64x64xf32>, %arg6: tensor<3x64x64xf32>, %arg7: tensor<3x64x128xf32>, %arg8: tensor<3x64x128xf32>, %arg9: tensor<3x128x64xf32>, %arg10: tensor<64x128xf32>, %arg11: tensor<128x64xf32>, %arg12: tensor<i32>, %arg13: tensor<64xf32>, %arg14: tensor<3x64x64xf32>, %arg15: tensor<3x64x64xf32>, %arg16: tensor<3x64xf32>, %arg17: tensor<3x64xf32>, %arg18: tensor<3x64x64xf32>, %arg19: tensor<3x64x64xf32>, %arg20: tensor<3x64x128xf32>, %arg21: tensor<3x64x128xf32>, %arg22: tensor<3x128x64xf32>, %arg23: tensor<64x128xf32>, %arg24: tensor<128x64xf32>, %arg25: tensor<64xf32>, %arg26: tensor<3x64x64xf32>, %arg27: tensor<3x64x64xf32>, %arg28: tensor<3x64xf32>, %arg29: tensor<3x64xf32>, %arg30: tensor<3x64x64xf32>, %arg31: tensor<3x64x64xf32>, %arg32: tensor<3x64x128xf32>, %arg33: tensor<3x64x128xf32>, %arg34: tensor<3x128x64xf32>, %arg35: tensor<64x128xf32>, %arg36: tensor<128x64xf32>, %arg37: tensor<2x16xi32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<64xf32> {jax.result_info = "result[1]['params']['decoder_norm']['scale']"}, tensor<3x64x64xf32> {jax.result_info = "result[1]['params']['layers']['layer']['key']['kernel']"}, tensor<3x64x64xf32> {jax.result_info = "result[1]['params']['layers']['layer']['out']['kernel']"}, tensor<3x64xf32> {jax.result_info = "result[1]['params']['layers']['layer']['post_self_attention_layer_norm']['scale']"}, tensor<3x64xf32> {jax.result_info = "result[1]['params']['layers']['layer']['pre_self_attention_layer_norm']['scale']"}, tensor<3x64x64xf32> {jax.result_info = "result[1]['params']['layers']['layer']['query']['kernel']"}, tensor<3x64x64xf32> {jax.result_info = "result[1]['params']['layers']['layer']['value']['kernel']"}, tensor<3x64x128xf32> {jax.result_info = "result[1]['params']['layers']['layer']['wi_0']['kernel']"}, tensor<3x64x128xf32> {jax.result_info = "result[1]['params']['layers']['layer']['wi_1']['kernel']"}, tensor<3x128x64xf32> {jax.result_info = "result[1]['params']['layers']['layer']['wo']['kernel']"}, tensor<64x128xf32> {jax.result_info = "result[1]['params']['logits_dense']['kernel']"}, tensor<128x64xf32> {jax.result_info = "result[1]['params']['token_embedder']['embedding']"}, tensor<i32> {jax.result_info = "result[2][0].count"}, tensor<64xf32> {jax.result_info = "result[2][0].mu['params']['decoder_norm']['scale']"}, tensor<3x64x64xf32> {jax.result_info = "result[2][0].mu['params']['layers']['layer']['key']['kernel']"}, tensor<3x64x64xf32> {jax.result_info = "result[2][0].mu['params']['layers']['layer']['out']['kernel']"}, tensor<3x64xf32> {jax.result_info = "result[2][0].mu['params']['layers']['layer']['post_self_attention_layer_norm']['scale']"}, tensor<3x64xf32> {jax.result_info = "result[2][0].mu['params']['layers']['layer']['pre_self_attention_layer_norm']['scale']"}, tensor<3x64x64xf32> {jax.result_info = "result[2][0].mu['params']['layers']['layer']['query']['kernel']"}, tensor<3x64x64xf32> {jax.result_info = "result[2][0].mu['params']['layers']['layer']['value']['kernel']"}, tensor<3x64x128xf32> {jax.result_info = "result[2][0].mu['params']['layers']['layer']['wi_0']['kernel']"}, tensor<3x64x128xf32> {jax.result_info = "result[2][0].mu['params']['layers']['layer']['wi_1']['kernel']"}, tensor<3x128x64xf32> {jax.result_info = "result[2][0].mu['params']['layers']['layer']['wo']['kernel']"}, tensor<64x128xf32> {jax.result_info = "result[2][0].mu['params']['logits_dense']['kernel']"}, tensor<128x64xf32> {jax.result_info = "result[2][0].mu['params']['token_embedder']['embedding']"}, tensor<64xf32> {jax.result_info = "result[2][0].nu['params']['decoder_norm']['scale']"}, tensor<3x64x64xf32> {jax.result_info = "result[2][0].nu['params']['layers']['layer']['key']['kernel']"}, tensor<3x64x64xf32> {jax.result_info = "result[2][0].nu['params']['layers']['layer']['out']['kernel']"}, tensor<3x64xf32> {jax.result_info = "result[2][0].nu['params']['layers']['layer']['post_self_attention_layer_norm']['scale']"}, tensor<3x64xf32> {jax.result_info = "result[2][0].nu['params']['layers']['layer']['pre_self_attention_layer_norm']['scale']"}, tensor<3x64x64xf32> {jax.result_info = "result[2][0].nu['params']['layers']['layer']['query']['kernel']"}, tensor<3x64x64xf32> {jax.result_info = "result[2][0].nu['params']['layers']['layer']['value']['kernel']"}, tensor<3x64x128xf32> {jax.result_info = "result[2][0].nu['params']['layers']['layer']['wi_0']['kernel']"}, tensor<3x64x128xf32> {jax.result_info = "result[2][0].nu['params']['layers']['layer']['wi_1']['kernel']"}, tensor<3x128x64xf32> {jax.result_info = "result[2][0].nu['params']['layers']['layer']['wo']['kernel']"}, tensor<64x128xf32> {jax.result_info = "result[2][0].nu['params']['logits_dense']['kernel']"}, tensor<128x64xf32> {jax.result_info = "result[2][0].nu['params']['token_embedder']['embedding']"}) {
    %0 = stablehlo.convert %arg11 : (tensor<128x64xf32>) -> tensor<128x64xbf16>
    %1:2 = call @_take(%0, %arg37) : (tensor<128x64xbf16>, tensor<2x16xi32>) -> (tensor<2x16x64xbf16>, tensor<2x16x1xi32>)
    %2 = sdy.sharding_constraint %1#0 <@mesh, [{"data"}, {}, {}]> : tensor<2x16x64xbf16>
    %3 = stablehlo.iota dim = 0 : tensor<16xi32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [1] : (tensor<16xi32>) -> tensor<2x16xi32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<16x16xi1>
    %6 = call @tril(%5) : (tensor<16x16xi1>) -> tensor<16x16xi1>
    %7 = stablehlo.iota dim = 0 : tensor<8xf32>
    %8 = stablehlo.negate %7 : tensor<8xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %10 = stablehlo.multiply %8, %9 : tensor<8xf32>
    %cst_0 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %12 = stablehlo.divide %10, %11 : tensor<8xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %14 = stablehlo.power %13, %12 : tensor<8xf32>
    %15 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %16 = stablehlo.convert %15 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %17 = stablehlo.broadcast_in_dim %14, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %18 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x8xf32>
    %19 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x16x1x8xf32>
    %20 = stablehlo.multiply %18, %19 : tensor<2x16x1x8xf32>
    %21 = stablehlo.sine %20 : tensor<2x16x1x8xf32>
    %22 = stablehlo.convert %21 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %23 = stablehlo.cosine %20 : tensor<2x16x1x8xf32>
    %24 = stablehlo.convert %23 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %25 = stablehlo.iota dim = 0 : tensor<8xf32>
    %26 = stablehlo.negate %25 : tensor<8xf32>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %28 = stablehlo.multiply %26, %27 : tensor<8xf32>
    %cst_3 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %30 = stablehlo.divide %28, %29 : tensor<8xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %32 = stablehlo.power %31, %30 : tensor<8xf32>
    %33 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %34 = stablehlo.convert %33 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %35 = stablehlo.broadcast_in_dim %32, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %36 = stablehlo.broadcast_in_dim %34, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x8xf32>
    %37 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x16x1x8xf32>
    %38 = stablehlo.multiply %36, %37 : tensor<2x16x1x8xf32>
    %39 = stablehlo.sine %38 : tensor<2x16x1x8xf32>
    %40 = stablehlo.convert %39 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %41 = stablehlo.cosine %38 : tensor<2x16x1x8xf32>
    %42 = stablehlo.convert %41 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %cst_5 = stablehlo.constant dense<-1.000260e+30> : tensor<bf16>
    %43:2 = call @_where_0(%6, %cst_5) : (tensor<16x16xi1>, tensor<bf16>) -> (tensor<2x4x16x16xi1>, tensor<2x4x16x16xbf16>)
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %44 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<bf16>) -> tensor<3x2x16x64xbf16>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %45 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<bf16>) -> tensor<3x2x16x64xbf16>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %46 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<bf16>) -> tensor<3x2x16x64xbf16>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %47 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<bf16>) -> tensor<3x2x16x64xbf16>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %48 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<bf16>) -> tensor<3x2x16x128xbf16>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %49 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<bf16>) -> tensor<3x2x16x128xbf16>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %50 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<bf16>) -> tensor<3x2x16x64xbf16>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %51:24 = stablehlo.while(%iterArg = %arg1, %iterArg_142 = %arg2, %iterArg_143 = %arg3, %iterArg_144 = %arg4, %iterArg_145 = %arg5, %iterArg_146 = %arg6, %iterArg_147 = %arg7, %iterArg_148 = %arg8, %iterArg_149 = %arg9, %iterArg_150 = %24, %iterArg_151 = %22, %iterArg_152 = %42, %iterArg_153 = %40, %iterArg_154 = %43#0, %iterArg_155 = %43#1, %iterArg_156 = %c_13, %iterArg_157 = %2, %iterArg_158 = %44, %iterArg_159 = %45, %iterArg_160 = %46, %iterArg_161 = %47, %iterArg_162 = %48, %iterArg_163 = %49, %iterArg_164 = %50) : tensor<3x64x64xf32>, tensor<3x64x64xf32>, tensor<3x64xf32>, tensor<3x64xf32>, tensor<3x64x64xf32>, tensor<3x64x64xf32>, tensor<3x64x128xf32>, tensor<3x64x128xf32>, tensor<3x128x64xf32>, tensor<2x16x1x8xbf16>, tensor<2x16x1x8xbf16>, tensor<2x16x1x8xbf16>, tensor<2x16x1x8xbf16>, tensor<2x4x16x16xi1>, tensor<2x4x16x16xbf16>, tensor<i32>, tensor<2x16x64xbf16>, tensor<3x2x16x64xbf16>, tensor<3x2x16x64xbf16>, tensor<3x2x16x64xbf16>, tensor<3x2x16x64xbf16>, tensor<3x2x16x128xbf16>, tensor<3x2x16x128xbf16>, tensor<3x2x16x64xbf16>
    cond {
      %c_165 = stablehlo.constant dense<3> : tensor<i32>
      %462 = stablehlo.compare LT, %iterArg_156, %c_165, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %462 : tensor<i1>
    } do {
      %462 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_156) : (tensor<3x64x64xf32>, tensor<i32>) -> tensor<64x64xf32>
      %463 = func.call @dynamic_index_in_dim(%iterArg_142, %iterArg_156) : (tensor<3x64x64xf32>, tensor<i32>) -> tensor<64x64xf32>
      %464 = func.call @dynamic_index_in_dim_1(%iterArg_143, %iterArg_156) : (tensor<3x64xf32>, tensor<i32>) -> tensor<64xf32>
      %465 = func.call @dynamic_index_in_dim_1(%iterArg_144, %iterArg_156) : (tensor<3x64xf32>, tensor<i32>) -> tensor<64xf32>
      %466 = func.call @dynamic_index_in_dim(%iterArg_145, %iterArg_156) : (tensor<3x64x64xf32>, tensor<i32>) -> tensor<64x64xf32>
      %467 = func.call @dynamic_index_in_dim(%iterArg_146, %iterArg_156) : (tensor<3x64x64xf32>, tensor<i32>) -> tensor<64x64xf32>
      %468 = func.call @dynamic_index_in_dim_2(%iterArg_147, %iterArg_156) : (tensor<3x64x128xf32>, tensor<i32>) -> tensor<64x128xf32>
      %469 = func.call @dynamic_index_in_dim_2(%iterArg_148, %iterArg_156) : (tensor<3x64x128xf32>, tensor<i32>) -> tensor<64x128xf32>
      %470 = func.call @dynamic_index_in_dim_3(%iterArg_149, %iterArg_156) : (tensor<3x128x64xf32>, tensor<i32>) -> tensor<128x64xf32>
      %471:8 = func.call @closed_call(%iterArg_150, %iterArg_151, %iterArg_152, %iterArg_153, %iterArg_154, %iterArg_155, %iterArg_157, %462, %463, %464, %465, %466, %467, %468, %469, %470) : (tensor<2x16x1x8xbf16>, tensor<2x16x1x8xbf16>, tensor<2x16x1x8xbf16>, tensor<2x16x1x8xbf16>, tensor<2x4x16x16xi1>, tensor<2x4x16x16xbf16>, tensor<2x16x64xbf16>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x128xf32>, tensor<64x128xf32>, tensor<128x64xf32>) -> (tensor<2x16x64xbf16>, tensor<2x16x64xbf16>, tensor<2x16x64xbf16>, tensor<2x16x64xbf16>, tensor<2x16x64xbf16>, tensor<2x16x128xbf16>, tensor<2x16x128xbf16>, tensor<2x16x64xbf16>)
      %472 = func.call @dynamic_update_index_in_dim(%iterArg_158, %471#1, %iterArg_156) : (tensor<3x2x16x64xbf16>, tensor<2x16x64xbf16>, tensor<i32>) -> tensor<3x2x16x64xbf16>
      %473 = func.call @dynamic_update_index_in_dim(%iterArg_159, %471#2, %iterArg_156) : (tensor<3x2x16x64xbf16>, tensor<2x16x64xbf16>, tensor<i32>) -> tensor<3x2x16x64xbf16>
      %474 = func.call @dynamic_update_index_in_dim(%iterArg_160, %471#3, %iterArg_156) : (tensor<3x2x16x64xbf16>, tensor<2x16x64xbf16>, tensor<i32>) -> tensor<3x2x16x64xbf16>
      %475 = func.call @dynamic_update_index_in_dim(%iterArg_161, %471#4, %iterArg_156) : (tensor<3x2x16x64xbf16>, tensor<2x16x64xbf16>, tensor<i32>) -> tensor<3x2x16x64xbf16>
      %476 = func.call @dynamic_update_index_in_dim_5(%iterArg_162, %471#5, %iterArg_156) : (tensor<3x2x16x128xbf16>, tensor<2x16x128xbf16>, tensor<i32>) -> tensor<3x2x16x128xbf16>
      %477 = func.call @dynamic_update_index_in_dim_5(%iterArg_163, %471#6, %iterArg_156) : (tensor<3x2x16x128xbf16>, tensor<2x16x128xbf16>, tensor<i32>) -> tensor<3x2x16x128xbf16>
      %478 = func.call @dynamic_update_index_in_dim(%iterArg_164, %471#7, %iterArg_156) : (tensor<3x2x16x64xbf16>, tensor<2x16x64xbf16>, tensor<i32>) -> tensor<3x2x16x64xbf16>
      %c_165 = stablehlo.constant dense<1> : tensor<i32>
      %479 = stablehlo.add %iterArg_156, %c_165 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_142, %iterArg_143, %iterArg_144, %iterArg_145, %iterArg_146, %iterArg_147, %iterArg_148, %iterArg_149, %iterArg_150, %iterArg_151, %iterArg_152, %iterArg_153, %iterArg_154, %iterArg_155, %479, %471#0, %472, %473, %474, %475, %476, %477, %478 : tensor<3x64x64xf32>, tensor<3x64x64xf32>, tensor<3x64xf32>, tensor<3x64xf32>, tensor<3x64x64xf32>, tensor<3x64x64xf32>, tensor<3x64x128xf32>, tensor<3x64x128xf32>, tensor<3x128x64xf32>, tensor<2x16x1x8xbf16>, tensor<2x16x1x8xbf16>, tensor<2x16x1x8xbf16>, tensor<2x16x1x8xbf16>, tensor<2x4x16x16xi1>, tensor<2x4x16x16xbf16>, tensor<i32>, tensor<2x16x64xbf16>, tensor<3x2x16x64xbf16>, tensor<3x2x16x64xbf16>, tensor<3x2x16x64xbf16>, tensor<3x2x16x64xbf16>, tensor<3x2x16x128xbf16>, tensor<3x2x16x128xbf16>, tensor<3x2x16x64xbf16>
    }
    %52 = stablehlo.convert %51#16 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %53 = chlo.square %52 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_14 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %55 = stablehlo.multiply %54, %52 : tensor<2x16x64xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %56 = stablehlo.reduce(%53 init: %cst_15) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_16 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %59 = stablehlo.divide %57, %58 : tensor<2x16x1xf32>
    %cst_17 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %61 = stablehlo.add %59, %60 : tensor<2x16x1xf32>
    %62 = stablehlo.rsqrt %61 : tensor<2x16x1xf32>
    %63 = stablehlo.divide %62, %61 : tensor<2x16x1xf32>
    %cst_18 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %65 = stablehlo.multiply %64, %63 : tensor<2x16x1xf32>
    %66 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %67 = stablehlo.multiply %52, %66 : tensor<2x16x64xf32>
    %68 = stablehlo.convert %67 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %69 = stablehlo.convert %arg0 : (tensor<64xf32>) -> tensor<64xbf16>
    %70 = stablehlo.broadcast_in_dim %69, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %71 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %72 = stablehlo.multiply %68, %71 : tensor<2x16x64xbf16>
    %73 = stablehlo.convert %arg10 : (tensor<64x128xf32>) -> tensor<64x128xbf16>
    %74 = stablehlo.dot_general %72, %73, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x128xbf16>) -> tensor<2x16x128xbf16>
    %75 = stablehlo.slice %74 [0:2, 0:15, 0:128] : (tensor<2x16x128xbf16>) -> tensor<2x15x128xbf16>
    %76 = stablehlo.slice %arg37 [0:2, 1:16] : (tensor<2x16xi32>) -> tensor<2x15xi32>
    %77 = stablehlo.convert %75 : (tensor<2x15x128xbf16>) -> tensor<2x15x128xf32>
    %78:3 = call @log_softmax(%77) : (tensor<2x15x128xf32>) -> (tensor<2x15x128xf32>, tensor<2x15x128xf32>, tensor<2x15x1xf32>)
    %79 = stablehlo.broadcast_in_dim %76, dims = [0, 1] : (tensor<2x15xi32>) -> tensor<2x15x1xi32>
    %80:2 = call @take_along_axis(%78#0, %79) : (tensor<2x15x128xf32>, tensor<2x15x1xi32>) -> (tensor<2x15x1xf32>, tensor<2x15x1x1xi32>)
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %81 = stablehlo.reduce(%80#0 init: %cst_19) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x15x1xf32>, tensor<f32>) -> tensor<f32>
    %cst_20 = stablehlo.constant dense<3.000000e+01> : tensor<f32>
    %82 = stablehlo.divide %81, %cst_20 : tensor<f32>
    %83 = stablehlo.negate %82 : tensor<f32>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %84 = stablehlo.negate %cst_21 : tensor<f32>
    %cst_22 = stablehlo.constant dense<3.000000e+01> : tensor<f32>
    %85 = stablehlo.divide %84, %cst_22 : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %85, dims = [] : (tensor<f32>) -> tensor<2x15x1xf32>
    %87 = call @take_along_axis_6(%80#1, %86) : (tensor<2x15x1x1xi32>, tensor<2x15x1xf32>) -> tensor<2x15x128xf32>
    %88 = call @log_softmax_7(%78#1, %78#2, %87) : (tensor<2x15x128xf32>, tensor<2x15x1xf32>, tensor<2x15x128xf32>) -> tensor<2x15x128xf32>
    %89 = stablehlo.convert %88 : (tensor<2x15x128xf32>) -> tensor<2x15x128xbf16>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %90 = stablehlo.pad %89, %cst_23, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x15x128xbf16>, tensor<bf16>) -> tensor<2x16x128xbf16>
    %91 = stablehlo.dot_general %90, %72, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xbf16>, tensor<2x16x64xbf16>) -> tensor<128x64xbf16>
    %92 = stablehlo.transpose %91, dims = [1, 0] : (tensor<128x64xbf16>) -> tensor<64x128xbf16>
    %93 = stablehlo.dot_general %90, %73, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xbf16>, tensor<64x128xbf16>) -> tensor<2x16x64xbf16>
    %94 = stablehlo.convert %92 : (tensor<64x128xbf16>) -> tensor<64x128xf32>
    %95 = stablehlo.multiply %68, %93 : tensor<2x16x64xbf16>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %96 = stablehlo.reduce(%95 init: %cst_24) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %97 = stablehlo.reshape %96 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %98 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %99 = stablehlo.multiply %93, %98 : tensor<2x16x64xbf16>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %100 = stablehlo.reduce(%97 init: %cst_25) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %101 = stablehlo.convert %100 : (tensor<64xbf16>) -> tensor<64xf32>
    %102 = stablehlo.convert %99 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %103 = stablehlo.multiply %52, %102 : tensor<2x16x64xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %104 = stablehlo.reduce(%103 init: %cst_26) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %105 = stablehlo.reshape %104 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %106 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %107 = stablehlo.multiply %102, %106 : tensor<2x16x64xf32>
    %108 = stablehlo.multiply %105, %65 : tensor<2x16x1xf32>
    %cst_27 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %109 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %110 = stablehlo.divide %108, %109 : tensor<2x16x1xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %111 = stablehlo.reduce(%110 init: %cst_28) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %112 = stablehlo.broadcast_in_dim %111, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %113 = stablehlo.multiply %112, %55 : tensor<2x16x64xf32>
    %114 = stablehlo.add %107, %113 : tensor<2x16x64xf32>
    %115 = stablehlo.convert %114 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %116 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %117 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %118 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %119 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %120 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %121 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %122 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<3x64x128xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<3x64x128xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %124 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<3x128x64xf32>
    %c_38 = stablehlo.constant dense<0> : tensor<i32>
    %125:28 = stablehlo.while(%iterArg = %51#17, %iterArg_142 = %51#18, %iterArg_143 = %51#19, %iterArg_144 = %51#20, %iterArg_145 = %51#21, %iterArg_146 = %51#22, %iterArg_147 = %arg1, %iterArg_148 = %arg2, %iterArg_149 = %arg3, %iterArg_150 = %arg4, %iterArg_151 = %arg5, %iterArg_152 = %arg6, %iterArg_153 = %arg7, %iterArg_154 = %arg8, %iterArg_155 = %arg9, %iterArg_156 = %51#23, %iterArg_157 = %4, %iterArg_158 = %c_38, %iterArg_159 = %115, %iterArg_160 = %116, %iterArg_161 = %117, %iterArg_162 = %118, %iterArg_163 = %119, %iterArg_164 = %120, %iterArg_165 = %121, %iterArg_166 = %122, %iterArg_167 = %123, %iterArg_168 = %124) : tensor<3x2x16x64xbf16>, tensor<3x2x16x64xbf16>, tensor<3x2x16x64xbf16>, tensor<3x2x16x64xbf16>, tensor<3x2x16x128xbf16>, tensor<3x2x16x128xbf16>, tensor<3x64x64xf32>, tensor<3x64x64xf32>, tensor<3x64xf32>, tensor<3x64xf32>, tensor<3x64x64xf32>, tensor<3x64x64xf32>, tensor<3x64x128xf32>, tensor<3x64x128xf32>, tensor<3x128x64xf32>, tensor<3x2x16x64xbf16>, tensor<2x16xi32>, tensor<i32>, tensor<2x16x64xbf16>, tensor<3x64x64xf32>, tensor<3x64x64xf32>, tensor<3x64xf32>, tensor<3x64xf32>, tensor<3x64x64xf32>, tensor<3x64x64xf32>, tensor<3x64x128xf32>, tensor<3x64x128xf32>, tensor<3x128x64xf32>
    cond {
      %c_169 = stablehlo.constant dense<3> : tensor<i32>
      %462 = stablehlo.compare LT, %iterArg_158, %c_169, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %462 : tensor<i1>
    } do {
      %c_169 = stablehlo.constant dense<3> : tensor<i32>
      %462 = stablehlo.subtract %c_169, %iterArg_158 : tensor<i32>
      %c_170 = stablehlo.constant dense<1> : tensor<i32>
      %463 = stablehlo.subtract %462, %c_170 : tensor<i32>
      %464 = func.call @dynamic_index_in_dim_8(%iterArg, %463) : (tensor<3x2x16x64xbf16>, tensor<i32>) -> tensor<2x16x64xbf16>
      %465 = func.call @dynamic_index_in_dim_8(%iterArg_142, %463) : (tensor<3x2x16x64xbf16>, tensor<i32>) -> tensor<2x16x64xbf16>
      %466 = func.call @dynamic_index_in_dim_8(%iterArg_143, %463) : (tensor<3x2x16x64xbf16>, tensor<i32>) -> tensor<2x16x64xbf16>
      %467 = func.call @dynamic_index_in_dim_8(%iterArg_144, %463) : (tensor<3x2x16x64xbf16>, tensor<i32>) -> tensor<2x16x64xbf16>
      %468 = func.call @dynamic_index_in_dim_9(%iterArg_145, %463) : (tensor<3x2x16x128xbf16>, tensor<i32>) -> tensor<2x16x128xbf16>
      %469 = func.call @dynamic_index_in_dim_9(%iterArg_146, %463) : (tensor<3x2x16x128xbf16>, tensor<i32>) -> tensor<2x16x128xbf16>
      %470 = func.call @dynamic_index_in_dim(%iterArg_147, %463) : (tensor<3x64x64xf32>, tensor<i32>) -> tensor<64x64xf32>
      %471 = func.call @dynamic_index_in_dim(%iterArg_148, %463) : (tensor<3x64x64xf32>, tensor<i32>) -> tensor<64x64xf32>
      %472 = func.call @dynamic_index_in_dim_1(%iterArg_149, %463) : (tensor<3x64xf32>, tensor<i32>) -> tensor<64xf32>
      %473 = func.call @dynamic_index_in_dim_1(%iterArg_150, %463) : (tensor<3x64xf32>, tensor<i32>) -> tensor<64xf32>
      %474 = func.call @dynamic_index_in_dim(%iterArg_151, %463) : (tensor<3x64x64xf32>, tensor<i32>) -> tensor<64x64xf32>
      %475 = func.call @dynamic_index_in_dim(%iterArg_152, %463) : (tensor<3x64x64xf32>, tensor<i32>) -> tensor<64x64xf32>
      %476 = func.call @dynamic_index_in_dim_2(%iterArg_153, %463) : (tensor<3x64x128xf32>, tensor<i32>) -> tensor<64x128xf32>
      %477 = func.call @dynamic_index_in_dim_2(%iterArg_154, %463) : (tensor<3x64x128xf32>, tensor<i32>) -> tensor<64x128xf32>
      %478 = func.call @dynamic_index_in_dim_3(%iterArg_155, %463) : (tensor<3x128x64xf32>, tensor<i32>) -> tensor<128x64xf32>
      %479 = func.call @dynamic_index_in_dim_8(%iterArg_156, %463) : (tensor<3x2x16x64xbf16>, tensor<i32>) -> tensor<2x16x64xbf16>
      %480:10 = func.call @closed_call_10(%iterArg_157, %iterArg_159, %464, %465, %466, %467, %468, %469, %470, %471, %472, %473, %474, %475, %476, %477, %478, %479) : (tensor<2x16xi32>, tensor<2x16x64xbf16>, tensor<2x16x64xbf16>, tensor<2x16x64xbf16>, tensor<2x16x64xbf16>, tensor<2x16x64xbf16>, tensor<2x16x128xbf16>, tensor<2x16x128xbf16>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x128xf32>, tensor<64x128xf32>, tensor<128x64xf32>, tensor<2x16x64xbf16>) -> (tensor<2x16x64xbf16>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x128xf32>, tensor<64x128xf32>, tensor<128x64xf32>)
      %481 = func.call @dynamic_update_index_in_dim_16(%iterArg_160, %480#1, %463) : (tensor<3x64x64xf32>, tensor<64x64xf32>, tensor<i32>) -> tensor<3x64x64xf32>
      %482 = func.call @dynamic_update_index_in_dim_16(%iterArg_161, %480#2, %463) : (tensor<3x64x64xf32>, tensor<64x64xf32>, tensor<i32>) -> tensor<3x64x64xf32>
      %483 = func.call @dynamic_update_index_in_dim_17(%iterArg_162, %480#3, %463) : (tensor<3x64xf32>, tensor<64xf32>, tensor<i32>) -> tensor<3x64xf32>
      %484 = func.call @dynamic_update_index_in_dim_17(%iterArg_163, %480#4, %463) : (tensor<3x64xf32>, tensor<64xf32>, tensor<i32>) -> tensor<3x64xf32>
      %485 = func.call @dynamic_update_index_in_dim_16(%iterArg_164, %480#5, %463) : (tensor<3x64x64xf32>, tensor<64x64xf32>, tensor<i32>) -> tensor<3x64x64xf32>
      %486 = func.call @dynamic_update_index_in_dim_16(%iterArg_165, %480#6, %463) : (tensor<3x64x64xf32>, tensor<64x64xf32>, tensor<i32>) -> tensor<3x64x64xf32>
      %487 = func.call @dynamic_update_index_in_dim_18(%iterArg_166, %480#7, %463) : (tensor<3x64x128xf32>, tensor<64x128xf32>, tensor<i32>) -> tensor<3x64x128xf32>
      %488 = func.call @dynamic_update_index_in_dim_18(%iterArg_167, %480#8, %463) : (tensor<3x64x128xf32>, tensor<64x128xf32>, tensor<i32>) -> tensor<3x64x128xf32>
      %489 = func.call @dynamic_update_index_in_dim_19(%iterArg_168, %480#9, %463) : (tensor<3x128x64xf32>, tensor<128x64xf32>, tensor<i32>) -> tensor<3x128x64xf32>
      %c_171 = stablehlo.constant dense<1> : tensor<i32>
      %490 = stablehlo.add %iterArg_158, %c_171 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_142, %iterArg_143, %iterArg_144, %iterArg_145, %iterArg_146, %iterArg_147, %iterArg_148, %iterArg_149, %iterArg_150, %iterArg_151, %iterArg_152, %iterArg_153, %iterArg_154, %iterArg_155, %iterArg_156, %iterArg_157, %490, %480#0, %481, %482, %483, %484, %485, %486, %487, %488, %489 : tensor<3x2x16x64xbf16>, tensor<3x2x16x64xbf16>, tensor<3x2x16x64xbf16>, tensor<3x2x16x64xbf16>, tensor<3x2x16x128xbf16>, tensor<3x2x16x128xbf16>, tensor<3x64x64xf32>, tensor<3x64x64xf32>, tensor<3x64xf32>, tensor<3x64xf32>, tensor<3x64x64xf32>, tensor<3x64x64xf32>, tensor<3x64x128xf32>, tensor<3x64x128xf32>, tensor<3x128x64xf32>, tensor<3x2x16x64xbf16>, tensor<2x16xi32>, tensor<i32>, tensor<2x16x64xbf16>, tensor<3x64x64xf32>, tensor<3x64x64xf32>, tensor<3x64xf32>, tensor<3x64xf32>, tensor<3x64x64xf32>, tensor<3x64x64xf32>, tensor<3x64x128xf32>, tensor<3x64x128xf32>, tensor<3x128x64xf32>
    }
    %126 = sdy.sharding_constraint %125#18 <@mesh, [{"data"}, {}, {}]> : tensor<2x16x64xbf16>
    %127 = call @_take_20(%1#1, %126) : (tensor<2x16x1xi32>, tensor<2x16x64xbf16>) -> tensor<128x64xbf16>
    %128 = stablehlo.convert %127 : (tensor<128x64xbf16>) -> tensor<128x64xf32>
    %cst_39 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %129 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %130 = stablehlo.multiply %129, %101 : tensor<64xf32>
    %cst_40 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %131 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %132 = stablehlo.multiply %131, %arg13 : tensor<64xf32>
    %133 = stablehlo.add %130, %132 : tensor<64xf32>
    %cst_41 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %134 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %135 = stablehlo.multiply %134, %125#19 : tensor<3x64x64xf32>
    %cst_42 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %136 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %137 = stablehlo.multiply %136, %arg14 : tensor<3x64x64xf32>
    %138 = stablehlo.add %135, %137 : tensor<3x64x64xf32>
    %cst_43 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %139 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %140 = stablehlo.multiply %139, %125#20 : tensor<3x64x64xf32>
    %cst_44 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %141 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %142 = stablehlo.multiply %141, %arg15 : tensor<3x64x64xf32>
    %143 = stablehlo.add %140, %142 : tensor<3x64x64xf32>
    %cst_45 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %144 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %145 = stablehlo.multiply %144, %125#21 : tensor<3x64xf32>
    %cst_46 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %146 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %147 = stablehlo.multiply %146, %arg16 : tensor<3x64xf32>
    %148 = stablehlo.add %145, %147 : tensor<3x64xf32>
    %cst_47 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %149 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %150 = stablehlo.multiply %149, %125#22 : tensor<3x64xf32>
    %cst_48 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %151 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %152 = stablehlo.multiply %151, %arg17 : tensor<3x64xf32>
    %153 = stablehlo.add %150, %152 : tensor<3x64xf32>
    %cst_49 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %154 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %155 = stablehlo.multiply %154, %125#23 : tensor<3x64x64xf32>
    %cst_50 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %156 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %157 = stablehlo.multiply %156, %arg18 : tensor<3x64x64xf32>
    %158 = stablehlo.add %155, %157 : tensor<3x64x64xf32>
    %cst_51 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %159 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %160 = stablehlo.multiply %159, %125#24 : tensor<3x64x64xf32>
    %cst_52 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %161 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %162 = stablehlo.multiply %161, %arg19 : tensor<3x64x64xf32>
    %163 = stablehlo.add %160, %162 : tensor<3x64x64xf32>
    %cst_53 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %164 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<3x64x128xf32>
    %165 = stablehlo.multiply %164, %125#25 : tensor<3x64x128xf32>
    %cst_54 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %166 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<3x64x128xf32>
    %167 = stablehlo.multiply %166, %arg20 : tensor<3x64x128xf32>
    %168 = stablehlo.add %165, %167 : tensor<3x64x128xf32>
    %cst_55 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %169 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<3x64x128xf32>
    %170 = stablehlo.multiply %169, %125#26 : tensor<3x64x128xf32>
    %cst_56 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %171 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<3x64x128xf32>
    %172 = stablehlo.multiply %171, %arg21 : tensor<3x64x128xf32>
    %173 = stablehlo.add %170, %172 : tensor<3x64x128xf32>
    %cst_57 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %174 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<3x128x64xf32>
    %175 = stablehlo.multiply %174, %125#27 : tensor<3x128x64xf32>
    %cst_58 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %176 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<3x128x64xf32>
    %177 = stablehlo.multiply %176, %arg22 : tensor<3x128x64xf32>
    %178 = stablehlo.add %175, %177 : tensor<3x128x64xf32>
    %cst_59 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %179 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %180 = stablehlo.multiply %179, %94 : tensor<64x128xf32>
    %cst_60 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %181 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %182 = stablehlo.multiply %181, %arg23 : tensor<64x128xf32>
    %183 = stablehlo.add %180, %182 : tensor<64x128xf32>
    %cst_61 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %184 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %185 = stablehlo.multiply %184, %128 : tensor<128x64xf32>
    %cst_62 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %186 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %187 = stablehlo.multiply %186, %arg24 : tensor<128x64xf32>
    %188 = stablehlo.add %185, %187 : tensor<128x64xf32>
    %189 = stablehlo.multiply %101, %101 : tensor<64xf32>
    %cst_63 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %190 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %191 = stablehlo.multiply %190, %189 : tensor<64xf32>
    %cst_64 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %192 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %193 = stablehlo.multiply %192, %arg25 : tensor<64xf32>
    %194 = stablehlo.add %191, %193 : tensor<64xf32>
    %195 = stablehlo.multiply %125#19, %125#19 : tensor<3x64x64xf32>
    %cst_65 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %196 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %197 = stablehlo.multiply %196, %195 : tensor<3x64x64xf32>
    %cst_66 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %198 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %199 = stablehlo.multiply %198, %arg26 : tensor<3x64x64xf32>
    %200 = stablehlo.add %197, %199 : tensor<3x64x64xf32>
    %201 = stablehlo.multiply %125#20, %125#20 : tensor<3x64x64xf32>
    %cst_67 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %202 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %203 = stablehlo.multiply %202, %201 : tensor<3x64x64xf32>
    %cst_68 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %204 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %205 = stablehlo.multiply %204, %arg27 : tensor<3x64x64xf32>
    %206 = stablehlo.add %203, %205 : tensor<3x64x64xf32>
    %207 = stablehlo.multiply %125#21, %125#21 : tensor<3x64xf32>
    %cst_69 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %208 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %209 = stablehlo.multiply %208, %207 : tensor<3x64xf32>
    %cst_70 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %210 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %211 = stablehlo.multiply %210, %arg28 : tensor<3x64xf32>
    %212 = stablehlo.add %209, %211 : tensor<3x64xf32>
    %213 = stablehlo.multiply %125#22, %125#22 : tensor<3x64xf32>
    %cst_71 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %214 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %215 = stablehlo.multiply %214, %213 : tensor<3x64xf32>
    %cst_72 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %216 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %217 = stablehlo.multiply %216, %arg29 : tensor<3x64xf32>
    %218 = stablehlo.add %215, %217 : tensor<3x64xf32>
    %219 = stablehlo.multiply %125#23, %125#23 : tensor<3x64x64xf32>
    %cst_73 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %220 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %221 = stablehlo.multiply %220, %219 : tensor<3x64x64xf32>
    %cst_74 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %222 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %223 = stablehlo.multiply %222, %arg30 : tensor<3x64x64xf32>
    %224 = stablehlo.add %221, %223 : tensor<3x64x64xf32>
    %225 = stablehlo.multiply %125#24, %125#24 : tensor<3x64x64xf32>
    %cst_75 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %226 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %227 = stablehlo.multiply %226, %225 : tensor<3x64x64xf32>
    %cst_76 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %228 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %229 = stablehlo.multiply %228, %arg31 : tensor<3x64x64xf32>
    %230 = stablehlo.add %227, %229 : tensor<3x64x64xf32>
    %231 = stablehlo.multiply %125#25, %125#25 : tensor<3x64x128xf32>
    %cst_77 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %232 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<3x64x128xf32>
    %233 = stablehlo.multiply %232, %231 : tensor<3x64x128xf32>
    %cst_78 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %234 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<3x64x128xf32>
    %235 = stablehlo.multiply %234, %arg32 : tensor<3x64x128xf32>
    %236 = stablehlo.add %233, %235 : tensor<3x64x128xf32>
    %237 = stablehlo.multiply %125#26, %125#26 : tensor<3x64x128xf32>
    %cst_79 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %238 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<3x64x128xf32>
    %239 = stablehlo.multiply %238, %237 : tensor<3x64x128xf32>
    %cst_80 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %240 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<3x64x128xf32>
    %241 = stablehlo.multiply %240, %arg33 : tensor<3x64x128xf32>
    %242 = stablehlo.add %239, %241 : tensor<3x64x128xf32>
    %243 = stablehlo.multiply %125#27, %125#27 : tensor<3x128x64xf32>
    %cst_81 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %244 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<3x128x64xf32>
    %245 = stablehlo.multiply %244, %243 : tensor<3x128x64xf32>
    %cst_82 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %246 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<3x128x64xf32>
    %247 = stablehlo.multiply %246, %arg34 : tensor<3x128x64xf32>
    %248 = stablehlo.add %245, %247 : tensor<3x128x64xf32>
    %249 = stablehlo.multiply %94, %94 : tensor<64x128xf32>
    %cst_83 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %250 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %251 = stablehlo.multiply %250, %249 : tensor<64x128xf32>
    %cst_84 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %252 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %253 = stablehlo.multiply %252, %arg35 : tensor<64x128xf32>
    %254 = stablehlo.add %251, %253 : tensor<64x128xf32>
    %255 = stablehlo.multiply %128, %128 : tensor<128x64xf32>
    %cst_85 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %256 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %257 = stablehlo.multiply %256, %255 : tensor<128x64xf32>
    %cst_86 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %258 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %259 = stablehlo.multiply %258, %arg36 : tensor<128x64xf32>
    %260 = stablehlo.add %257, %259 : tensor<128x64xf32>
    %c_87 = stablehlo.constant dense<2147483647> : tensor<i32>
    %261 = stablehlo.compare LT, %arg12, %c_87, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_88 = stablehlo.constant dense<1> : tensor<i32>
    %262 = stablehlo.add %arg12, %c_88 : tensor<i32>
    %c_89 = stablehlo.constant dense<2147483647> : tensor<i32>
    %263 = call @_where_21(%261, %262, %c_89) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_90 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %264 = stablehlo.convert %263 : (tensor<i32>) -> tensor<f32>
    %265 = stablehlo.power %cst_90, %264 : tensor<f32>
    %cst_91 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %266 = stablehlo.subtract %cst_91, %265 : tensor<f32>
    %267 = stablehlo.broadcast_in_dim %266, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %268 = stablehlo.divide %133, %267 : tensor<64xf32>
    %269 = stablehlo.broadcast_in_dim %266, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %270 = stablehlo.divide %138, %269 : tensor<3x64x64xf32>
    %271 = stablehlo.broadcast_in_dim %266, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %272 = stablehlo.divide %143, %271 : tensor<3x64x64xf32>
    %273 = stablehlo.broadcast_in_dim %266, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %274 = stablehlo.divide %148, %273 : tensor<3x64xf32>
    %275 = stablehlo.broadcast_in_dim %266, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %276 = stablehlo.divide %153, %275 : tensor<3x64xf32>
    %277 = stablehlo.broadcast_in_dim %266, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %278 = stablehlo.divide %158, %277 : tensor<3x64x64xf32>
    %279 = stablehlo.broadcast_in_dim %266, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %280 = stablehlo.divide %163, %279 : tensor<3x64x64xf32>
    %281 = stablehlo.broadcast_in_dim %266, dims = [] : (tensor<f32>) -> tensor<3x64x128xf32>
    %282 = stablehlo.divide %168, %281 : tensor<3x64x128xf32>
    %283 = stablehlo.broadcast_in_dim %266, dims = [] : (tensor<f32>) -> tensor<3x64x128xf32>
    %284 = stablehlo.divide %173, %283 : tensor<3x64x128xf32>
    %285 = stablehlo.broadcast_in_dim %266, dims = [] : (tensor<f32>) -> tensor<3x128x64xf32>
    %286 = stablehlo.divide %178, %285 : tensor<3x128x64xf32>
    %287 = stablehlo.broadcast_in_dim %266, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %288 = stablehlo.divide %183, %287 : tensor<64x128xf32>
    %289 = stablehlo.broadcast_in_dim %266, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %290 = stablehlo.divide %188, %289 : tensor<128x64xf32>
    %cst_92 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %291 = stablehlo.convert %263 : (tensor<i32>) -> tensor<f32>
    %292 = stablehlo.power %cst_92, %291 : tensor<f32>
    %cst_93 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %293 = stablehlo.subtract %cst_93, %292 : tensor<f32>
    %294 = stablehlo.broadcast_in_dim %293, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %295 = stablehlo.divide %194, %294 : tensor<64xf32>
    %296 = stablehlo.broadcast_in_dim %293, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %297 = stablehlo.divide %200, %296 : tensor<3x64x64xf32>
    %298 = stablehlo.broadcast_in_dim %293, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %299 = stablehlo.divide %206, %298 : tensor<3x64x64xf32>
    %300 = stablehlo.broadcast_in_dim %293, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %301 = stablehlo.divide %212, %300 : tensor<3x64xf32>
    %302 = stablehlo.broadcast_in_dim %293, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %303 = stablehlo.divide %218, %302 : tensor<3x64xf32>
    %304 = stablehlo.broadcast_in_dim %293, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %305 = stablehlo.divide %224, %304 : tensor<3x64x64xf32>
    %306 = stablehlo.broadcast_in_dim %293, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %307 = stablehlo.divide %230, %306 : tensor<3x64x64xf32>
    %308 = stablehlo.broadcast_in_dim %293, dims = [] : (tensor<f32>) -> tensor<3x64x128xf32>
    %309 = stablehlo.divide %236, %308 : tensor<3x64x128xf32>
    %310 = stablehlo.broadcast_in_dim %293, dims = [] : (tensor<f32>) -> tensor<3x64x128xf32>
    %311 = stablehlo.divide %242, %310 : tensor<3x64x128xf32>
    %312 = stablehlo.broadcast_in_dim %293, dims = [] : (tensor<f32>) -> tensor<3x128x64xf32>
    %313 = stablehlo.divide %248, %312 : tensor<3x128x64xf32>
    %314 = stablehlo.broadcast_in_dim %293, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %315 = stablehlo.divide %254, %314 : tensor<64x128xf32>
    %316 = stablehlo.broadcast_in_dim %293, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %317 = stablehlo.divide %260, %316 : tensor<128x64xf32>
    %cst_94 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %318 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %319 = stablehlo.add %295, %318 : tensor<64xf32>
    %320 = stablehlo.sqrt %319 : tensor<64xf32>
    %cst_95 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %321 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %322 = stablehlo.add %320, %321 : tensor<64xf32>
    %323 = stablehlo.divide %268, %322 : tensor<64xf32>
    %cst_96 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %324 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %325 = stablehlo.add %297, %324 : tensor<3x64x64xf32>
    %326 = stablehlo.sqrt %325 : tensor<3x64x64xf32>
    %cst_97 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %327 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %328 = stablehlo.add %326, %327 : tensor<3x64x64xf32>
    %329 = stablehlo.divide %270, %328 : tensor<3x64x64xf32>
    %cst_98 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %330 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %331 = stablehlo.add %299, %330 : tensor<3x64x64xf32>
    %332 = stablehlo.sqrt %331 : tensor<3x64x64xf32>
    %cst_99 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %333 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %334 = stablehlo.add %332, %333 : tensor<3x64x64xf32>
    %335 = stablehlo.divide %272, %334 : tensor<3x64x64xf32>
    %cst_100 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %336 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %337 = stablehlo.add %301, %336 : tensor<3x64xf32>
    %338 = stablehlo.sqrt %337 : tensor<3x64xf32>
    %cst_101 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %339 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %340 = stablehlo.add %338, %339 : tensor<3x64xf32>
    %341 = stablehlo.divide %274, %340 : tensor<3x64xf32>
    %cst_102 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %342 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %343 = stablehlo.add %303, %342 : tensor<3x64xf32>
    %344 = stablehlo.sqrt %343 : tensor<3x64xf32>
    %cst_103 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %345 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %346 = stablehlo.add %344, %345 : tensor<3x64xf32>
    %347 = stablehlo.divide %276, %346 : tensor<3x64xf32>
    %cst_104 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %348 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %349 = stablehlo.add %305, %348 : tensor<3x64x64xf32>
    %350 = stablehlo.sqrt %349 : tensor<3x64x64xf32>
    %cst_105 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %351 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %352 = stablehlo.add %350, %351 : tensor<3x64x64xf32>
    %353 = stablehlo.divide %278, %352 : tensor<3x64x64xf32>
    %cst_106 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %354 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %355 = stablehlo.add %307, %354 : tensor<3x64x64xf32>
    %356 = stablehlo.sqrt %355 : tensor<3x64x64xf32>
    %cst_107 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %357 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %358 = stablehlo.add %356, %357 : tensor<3x64x64xf32>
    %359 = stablehlo.divide %280, %358 : tensor<3x64x64xf32>
    %cst_108 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %360 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<3x64x128xf32>
    %361 = stablehlo.add %309, %360 : tensor<3x64x128xf32>
    %362 = stablehlo.sqrt %361 : tensor<3x64x128xf32>
    %cst_109 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %363 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<3x64x128xf32>
    %364 = stablehlo.add %362, %363 : tensor<3x64x128xf32>
    %365 = stablehlo.divide %282, %364 : tensor<3x64x128xf32>
    %cst_110 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %366 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<3x64x128xf32>
    %367 = stablehlo.add %311, %366 : tensor<3x64x128xf32>
    %368 = stablehlo.sqrt %367 : tensor<3x64x128xf32>
    %cst_111 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %369 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<3x64x128xf32>
    %370 = stablehlo.add %368, %369 : tensor<3x64x128xf32>
    %371 = stablehlo.divide %284, %370 : tensor<3x64x128xf32>
    %cst_112 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %372 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<3x128x64xf32>
    %373 = stablehlo.add %313, %372 : tensor<3x128x64xf32>
    %374 = stablehlo.sqrt %373 : tensor<3x128x64xf32>
    %cst_113 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %375 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<3x128x64xf32>
    %376 = stablehlo.add %374, %375 : tensor<3x128x64xf32>
    %377 = stablehlo.divide %286, %376 : tensor<3x128x64xf32>
    %cst_114 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %378 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %379 = stablehlo.add %315, %378 : tensor<64x128xf32>
    %380 = stablehlo.sqrt %379 : tensor<64x128xf32>
    %cst_115 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %381 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %382 = stablehlo.add %380, %381 : tensor<64x128xf32>
    %383 = stablehlo.divide %288, %382 : tensor<64x128xf32>
    %cst_116 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %384 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %385 = stablehlo.add %317, %384 : tensor<128x64xf32>
    %386 = stablehlo.sqrt %385 : tensor<128x64xf32>
    %cst_117 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %387 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %388 = stablehlo.add %386, %387 : tensor<128x64xf32>
    %389 = stablehlo.divide %290, %388 : tensor<128x64xf32>
    %cst_118 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %390 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %391 = stablehlo.multiply %390, %arg0 : tensor<64xf32>
    %392 = stablehlo.add %323, %391 : tensor<64xf32>
    %cst_119 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %393 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %394 = stablehlo.multiply %393, %arg1 : tensor<3x64x64xf32>
    %395 = stablehlo.add %329, %394 : tensor<3x64x64xf32>
    %cst_120 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %396 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %397 = stablehlo.multiply %396, %arg2 : tensor<3x64x64xf32>
    %398 = stablehlo.add %335, %397 : tensor<3x64x64xf32>
    %cst_121 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %399 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %400 = stablehlo.multiply %399, %arg3 : tensor<3x64xf32>
    %401 = stablehlo.add %341, %400 : tensor<3x64xf32>
    %cst_122 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %402 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %403 = stablehlo.multiply %402, %arg4 : tensor<3x64xf32>
    %404 = stablehlo.add %347, %403 : tensor<3x64xf32>
    %cst_123 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %405 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %406 = stablehlo.multiply %405, %arg5 : tensor<3x64x64xf32>
    %407 = stablehlo.add %353, %406 : tensor<3x64x64xf32>
    %cst_124 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %408 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %409 = stablehlo.multiply %408, %arg6 : tensor<3x64x64xf32>
    %410 = stablehlo.add %359, %409 : tensor<3x64x64xf32>
    %cst_125 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %411 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<3x64x128xf32>
    %412 = stablehlo.multiply %411, %arg7 : tensor<3x64x128xf32>
    %413 = stablehlo.add %365, %412 : tensor<3x64x128xf32>
    %cst_126 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %414 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<3x64x128xf32>
    %415 = stablehlo.multiply %414, %arg8 : tensor<3x64x128xf32>
    %416 = stablehlo.add %371, %415 : tensor<3x64x128xf32>
    %cst_127 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %417 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<3x128x64xf32>
    %418 = stablehlo.multiply %417, %arg9 : tensor<3x128x64xf32>
    %419 = stablehlo.add %377, %418 : tensor<3x128x64xf32>
    %cst_128 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %420 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %421 = stablehlo.multiply %420, %arg10 : tensor<64x128xf32>
    %422 = stablehlo.add %383, %421 : tensor<64x128xf32>
    %cst_129 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %423 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %424 = stablehlo.multiply %423, %arg11 : tensor<128x64xf32>
    %425 = stablehlo.add %389, %424 : tensor<128x64xf32>
    %cst_130 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %426 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %427 = stablehlo.multiply %426, %392 : tensor<64xf32>
    %cst_131 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %428 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %429 = stablehlo.multiply %428, %395 : tensor<3x64x64xf32>
    %cst_132 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %430 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %431 = stablehlo.multiply %430, %398 : tensor<3x64x64xf32>
    %cst_133 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %432 = stablehlo.broadcast_in_dim %cst_133, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %433 = stablehlo.multiply %432, %401 : tensor<3x64xf32>
    %cst_134 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %434 = stablehlo.broadcast_in_dim %cst_134, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %435 = stablehlo.multiply %434, %404 : tensor<3x64xf32>
    %cst_135 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %436 = stablehlo.broadcast_in_dim %cst_135, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %437 = stablehlo.multiply %436, %407 : tensor<3x64x64xf32>
    %cst_136 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %438 = stablehlo.broadcast_in_dim %cst_136, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %439 = stablehlo.multiply %438, %410 : tensor<3x64x64xf32>
    %cst_137 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %440 = stablehlo.broadcast_in_dim %cst_137, dims = [] : (tensor<f32>) -> tensor<3x64x128xf32>
    %441 = stablehlo.multiply %440, %413 : tensor<3x64x128xf32>
    %cst_138 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %442 = stablehlo.broadcast_in_dim %cst_138, dims = [] : (tensor<f32>) -> tensor<3x64x128xf32>
    %443 = stablehlo.multiply %442, %416 : tensor<3x64x128xf32>
    %cst_139 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %444 = stablehlo.broadcast_in_dim %cst_139, dims = [] : (tensor<f32>) -> tensor<3x128x64xf32>
    %445 = stablehlo.multiply %444, %419 : tensor<3x128x64xf32>
    %cst_140 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %446 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %447 = stablehlo.multiply %446, %422 : tensor<64x128xf32>
    %cst_141 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %448 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %449 = stablehlo.multiply %448, %425 : tensor<128x64xf32>
    %450 = stablehlo.add %arg0, %427 : tensor<64xf32>
    %451 = stablehlo.add %arg1, %429 : tensor<3x64x64xf32>
    %452 = stablehlo.add %arg2, %431 : tensor<3x64x64xf32>
    %453 = stablehlo.add %arg3, %433 : tensor<3x64xf32>
    %454 = stablehlo.add %arg4, %435 : tensor<3x64xf32>
    %455 = stablehlo.add %arg5, %437 : tensor<3x64x64xf32>
    %456 = stablehlo.add %arg6, %439 : tensor<3x64x64xf32>
    %457 = stablehlo.add %arg7, %441 : tensor<3x64x128xf32>
    %458 = stablehlo.add %arg8, %443 : tensor<3x64x128xf32>
    %459 = stablehlo.add %arg9, %445 : tensor<3x128x64xf32>
    %460 = stablehlo.add %arg10, %447 : tensor<64x128xf32>
    %461 = stablehlo.add %arg11, %449 : tensor<128x64xf32>
    return %83, %450, %451, %452, %453, %454, %455, %456, %457, %458, %459, %460, %461, %263, %133, %138, %143, %148, %153, %158, %163, %168, %173, %178, %183, %188, %194, %200, %206, %212, %218, %224, %230, %236, %242, %248, %254, %260 : tensor<f32>, tensor<64xf32>, tensor<3x64x64xf32>, tensor<3x64x64xf32>, tensor<3x64xf32>, tensor<3x64xf32>, tensor<3x64x64xf32>, tensor<3x64x64xf32>, tensor<3x64x128xf32>, tensor<3x64x128xf32>, tensor<3x128x64xf32>, tensor<64x128xf32>, tensor<128x64xf32>, tensor<i32>, tensor<64xf32>, tensor<3x64x64xf32>, tensor<3x64x64xf32>, tensor<3x64xf32>, tensor<3x64xf32>, tensor<3x64x64xf32>, tensor<3x64x64xf32>, tensor<3x64x128xf32>, tensor<3x64x128xf32>, tensor<3x128x64xf32>, tensor<64x128xf32>, tensor<128x64xf32>, tensor<64xf32>, tensor<3x64x64xf32>, tensor<3x64x64xf32>, tensor<3x64xf32>, tensor<3x64xf32>, tensor<3x64x64xf32>, tensor<3x64x64xf32>, tensor<3x64x128xf32>, tensor<3x64x128xf32>, tensor<3x128x64xf32>, tensor<64x128xf32>, tensor<128x64xf32>
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
  func.func private @_where_0(%arg0: tensor<16x16xi1>, %arg1: tensor<bf16>) -> (tensor<2x4x16x16xi1>, tensor<2x4x16x16xbf16>) {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] : (tensor<16x16xi1>) -> tensor<2x4x16x16xi1>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<bf16>) -> tensor<2x4x16x16xbf16>
    return %0, %1 : tensor<2x4x16x16xi1>, tensor<2x4x16x16xbf16>
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
  func.func private @closed_call(%arg0: tensor<2x16x1x8xbf16>, %arg1: tensor<2x16x1x8xbf16>, %arg2: tensor<2x16x1x8xbf16>, %arg3: tensor<2x16x1x8xbf16>, %arg4: tensor<2x4x16x16xi1>, %arg5: tensor<2x4x16x16xbf16>, %arg6: tensor<2x16x64xbf16>, %arg7: tensor<64x64xf32>, %arg8: tensor<64x64xf32>, %arg9: tensor<64xf32>, %arg10: tensor<64xf32>, %arg11: tensor<64x64xf32>, %arg12: tensor<64x64xf32>, %arg13: tensor<64x128xf32>, %arg14: tensor<64x128xf32>, %arg15: tensor<128x64xf32>) -> (tensor<2x16x64xbf16>, tensor<2x16x64xbf16>, tensor<2x16x64xbf16>, tensor<2x16x64xbf16>, tensor<2x16x64xbf16>, tensor<2x16x128xbf16>, tensor<2x16x128xbf16>, tensor<2x16x64xbf16>) {
    %0 = stablehlo.convert %arg6 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %1 = chlo.square %0 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %5 = stablehlo.divide %3, %4 : tensor<2x16x1xf32>
    %cst_1 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %7 = stablehlo.add %5, %6 : tensor<2x16x1xf32>
    %8 = stablehlo.rsqrt %7 : tensor<2x16x1xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %10 = stablehlo.multiply %0, %9 : tensor<2x16x64xf32>
    %11 = stablehlo.convert %10 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %12 = stablehlo.convert %arg10 : (tensor<64xf32>) -> tensor<64xbf16>
    %13 = stablehlo.broadcast_in_dim %12, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %15 = stablehlo.multiply %11, %14 : tensor<2x16x64xbf16>
    %16 = sdy.sharding_constraint %15 <@mesh, [{"data"}, {}, {}]> : tensor<2x16x64xbf16>
    %17 = stablehlo.convert %arg11 : (tensor<64x64xf32>) -> tensor<64x64xbf16>
    %18 = stablehlo.dot_general %16, %17, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %19 = stablehlo.reduce_precision %18, format = e8m7 : tensor<2x16x64xbf16>
    %20 = stablehlo.reshape %19 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %21 = stablehlo.slice %20 [0:2, 0:16, 0:4, 0:8] : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x8xbf16>
    %22 = stablehlo.slice %20 [0:2, 0:16, 0:4, 8:16] : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x8xbf16>
    %23 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %24 = stablehlo.multiply %21, %23 : tensor<2x16x4x8xbf16>
    %25 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %26 = stablehlo.multiply %22, %25 : tensor<2x16x4x8xbf16>
    %27 = stablehlo.subtract %24, %26 : tensor<2x16x4x8xbf16>
    %28 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %29 = stablehlo.multiply %22, %28 : tensor<2x16x4x8xbf16>
    %30 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %31 = stablehlo.multiply %21, %30 : tensor<2x16x4x8xbf16>
    %32 = stablehlo.add %29, %31 : tensor<2x16x4x8xbf16>
    %33 = stablehlo.concatenate %27, %32, dim = 3 : (tensor<2x16x4x8xbf16>, tensor<2x16x4x8xbf16>) -> tensor<2x16x4x16xbf16>
    %34 = stablehlo.convert %arg7 : (tensor<64x64xf32>) -> tensor<64x64xbf16>
    %35 = stablehlo.dot_general %16, %34, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %36 = stablehlo.reduce_precision %35, format = e8m7 : tensor<2x16x64xbf16>
    %37 = stablehlo.reshape %36 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %38 = stablehlo.slice %37 [0:2, 0:16, 0:4, 0:8] : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x8xbf16>
    %39 = stablehlo.slice %37 [0:2, 0:16, 0:4, 8:16] : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x8xbf16>
    %40 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %41 = stablehlo.multiply %38, %40 : tensor<2x16x4x8xbf16>
    %42 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %43 = stablehlo.multiply %39, %42 : tensor<2x16x4x8xbf16>
    %44 = stablehlo.subtract %41, %43 : tensor<2x16x4x8xbf16>
    %45 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %46 = stablehlo.multiply %39, %45 : tensor<2x16x4x8xbf16>
    %47 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %48 = stablehlo.multiply %38, %47 : tensor<2x16x4x8xbf16>
    %49 = stablehlo.add %46, %48 : tensor<2x16x4x8xbf16>
    %50 = stablehlo.concatenate %44, %49, dim = 3 : (tensor<2x16x4x8xbf16>, tensor<2x16x4x8xbf16>) -> tensor<2x16x4x16xbf16>
    %51 = stablehlo.convert %arg12 : (tensor<64x64xf32>) -> tensor<64x64xbf16>
    %52 = stablehlo.dot_general %16, %51, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %53 = stablehlo.reduce_precision %52, format = e8m7 : tensor<2x16x64xbf16>
    %54 = stablehlo.reshape %53 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %55 = stablehlo.dot_general %33, %50, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xbf16>, tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %cst_2 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %56 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<2x4x16x16xbf16>
    %57 = stablehlo.multiply %55, %56 : tensor<2x4x16x16xbf16>
    %58 = call @_where_4(%57, %arg4, %arg5) : (tensor<2x4x16x16xbf16>, tensor<2x4x16x16xi1>, tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %cst_3 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %59 = stablehlo.reduce(%58 init: %cst_3) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xbf16>, tensor<bf16>) -> tensor<2x4x16xbf16>
    %cst_4 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %60 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<bf16>) -> tensor<2x4x16xbf16>
    %61 = stablehlo.maximum %60, %59 : tensor<2x4x16xbf16>
    %62 = stablehlo.broadcast_in_dim %61, dims = [0, 1, 2] : (tensor<2x4x16xbf16>) -> tensor<2x4x16x1xbf16>
    %63 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xbf16>) -> tensor<2x4x16x16xbf16>
    %64 = stablehlo.subtract %58, %63 : tensor<2x4x16x16xbf16>
    %65 = stablehlo.exponential %64 : tensor<2x4x16x16xbf16>
    %66 = stablehlo.convert %65 : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %67 = stablehlo.reduce(%66 init: %cst_5) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %68 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %69 = stablehlo.convert %68 : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x1xbf16>
    %70 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xbf16>) -> tensor<2x4x16x16xbf16>
    %71 = stablehlo.divide %65, %70 : tensor<2x4x16x16xbf16>
    %72 = stablehlo.dot_general %54, %71, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xbf16>, tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %73 = stablehlo.transpose %72, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xbf16>) -> tensor<2x16x4x16xbf16>
    %74 = stablehlo.reshape %73 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x64xbf16>
    %75 = stablehlo.convert %arg8 : (tensor<64x64xf32>) -> tensor<64x64xbf16>
    %76 = stablehlo.dot_general %74, %75, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %77 = stablehlo.reduce_precision %76, format = e8m7 : tensor<2x16x64xbf16>
    %78 = stablehlo.add %arg6, %77 : tensor<2x16x64xbf16>
    %79 = sdy.sharding_constraint %78 <@mesh, [{"data"}, {}, {}]> : tensor<2x16x64xbf16>
    %80 = stablehlo.convert %79 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %81 = chlo.square %80 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %82 = stablehlo.reduce(%81 init: %cst_6) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_7 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %85 = stablehlo.divide %83, %84 : tensor<2x16x1xf32>
    %cst_8 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %87 = stablehlo.add %85, %86 : tensor<2x16x1xf32>
    %88 = stablehlo.rsqrt %87 : tensor<2x16x1xf32>
    %89 = stablehlo.broadcast_in_dim %88, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %90 = stablehlo.multiply %80, %89 : tensor<2x16x64xf32>
    %91 = stablehlo.convert %90 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %92 = stablehlo.convert %arg9 : (tensor<64xf32>) -> tensor<64xbf16>
    %93 = stablehlo.broadcast_in_dim %92, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %94 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %95 = stablehlo.multiply %91, %94 : tensor<2x16x64xbf16>
    %96 = stablehlo.convert %arg13 : (tensor<64x128xf32>) -> tensor<64x128xbf16>
    %97 = stablehlo.dot_general %95, %96, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x128xbf16>) -> tensor<2x16x128xbf16>
    %98 = stablehlo.reduce_precision %97, format = e8m7 : tensor<2x16x128xbf16>
    %99 = call @silu(%98) : (tensor<2x16x128xbf16>) -> tensor<2x16x128xbf16>
    %100 = stablehlo.convert %arg14 : (tensor<64x128xf32>) -> tensor<64x128xbf16>
    %101 = stablehlo.dot_general %95, %100, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x128xbf16>) -> tensor<2x16x128xbf16>
    %102 = stablehlo.reduce_precision %101, format = e8m7 : tensor<2x16x128xbf16>
    %103 = stablehlo.multiply %99, %102 : tensor<2x16x128xbf16>
    %104 = sdy.sharding_constraint %103 <@mesh, [{"data"}, {}, {}]> : tensor<2x16x128xbf16>
    %105 = stablehlo.convert %arg15 : (tensor<128x64xf32>) -> tensor<128x64xbf16>
    %106 = stablehlo.dot_general %104, %105, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xbf16>, tensor<128x64xbf16>) -> tensor<2x16x64xbf16>
    %107 = stablehlo.add %79, %106 : tensor<2x16x64xbf16>
    %108 = sdy.sharding_constraint %107 <@mesh, [{"data"}, {}, {}]> : tensor<2x16x64xbf16>
    return %108, %19, %36, %53, %77, %98, %102, %arg6 : tensor<2x16x64xbf16>, tensor<2x16x64xbf16>, tensor<2x16x64xbf16>, tensor<2x16x64xbf16>, tensor<2x16x64xbf16>, tensor<2x16x128xbf16>, tensor<2x16x128xbf16>, tensor<2x16x64xbf16>
  }
  func.func private @_where_4(%arg0: tensor<2x4x16x16xbf16>, %arg1: tensor<2x4x16x16xi1>, %arg2: tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xbf16> {
    %0 = stablehlo.select %arg1, %arg0, %arg2 : tensor<2x4x16x16xi1>, tensor<2x4x16x16xbf16>
    return %0 : tensor<2x4x16x16xbf16>
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
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<3x2x16x64xbf16>, %arg1: tensor<2x16x64xbf16>, %arg2: tensor<i32>) -> tensor<3x2x16x64xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<2x16x64xbf16>) -> tensor<1x2x16x64xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<3x2x16x64xbf16>, tensor<1x2x16x64xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x16x64xbf16>
    return %1 : tensor<3x2x16x64xbf16>
  }
  func.func private @dynamic_update_index_in_dim_5(%arg0: tensor<3x2x16x128xbf16>, %arg1: tensor<2x16x128xbf16>, %arg2: tensor<i32>) -> tensor<3x2x16x128xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<2x16x128xbf16>) -> tensor<1x2x16x128xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<3x2x16x128xbf16>, tensor<1x2x16x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x16x128xbf16>
    return %1 : tensor<3x2x16x128xbf16>
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
  func.func private @take_along_axis_6(%arg0: tensor<2x15x1x1xi32>, %arg1: tensor<2x15x1xf32>) -> tensor<2x15x128xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x15x128xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<2x15x128xf32>, tensor<2x15x1x1xi32>, tensor<2x15x1xf32>) -> tensor<2x15x128xf32>
    return %1 : tensor<2x15x128xf32>
  }
  func.func private @log_softmax_7(%arg0: tensor<2x15x128xf32>, %arg1: tensor<2x15x1xf32>, %arg2: tensor<2x15x128xf32>) -> tensor<2x15x128xf32> {
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
  func.func private @dynamic_index_in_dim_8(%arg0: tensor<3x2x16x64xbf16>, %arg1: tensor<i32>) -> tensor<2x16x64xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 2, 16, 64] : (tensor<3x2x16x64xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x16x64xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x2x16x64xbf16>) -> tensor<2x16x64xbf16>
    return %1 : tensor<2x16x64xbf16>
  }
  func.func private @dynamic_index_in_dim_9(%arg0: tensor<3x2x16x128xbf16>, %arg1: tensor<i32>) -> tensor<2x16x128xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 2, 16, 128] : (tensor<3x2x16x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x16x128xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x2x16x128xbf16>) -> tensor<2x16x128xbf16>
    return %1 : tensor<2x16x128xbf16>
  }
  func.func private @closed_call_10(%arg0: tensor<2x16xi32>, %arg1: tensor<2x16x64xbf16>, %arg2: tensor<2x16x64xbf16>, %arg3: tensor<2x16x64xbf16>, %arg4: tensor<2x16x64xbf16>, %arg5: tensor<2x16x64xbf16>, %arg6: tensor<2x16x128xbf16>, %arg7: tensor<2x16x128xbf16>, %arg8: tensor<64x64xf32>, %arg9: tensor<64x64xf32>, %arg10: tensor<64xf32>, %arg11: tensor<64xf32>, %arg12: tensor<64x64xf32>, %arg13: tensor<64x64xf32>, %arg14: tensor<64x128xf32>, %arg15: tensor<64x128xf32>, %arg16: tensor<128x64xf32>, %arg17: tensor<2x16x64xbf16>) -> (tensor<2x16x64xbf16>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x128xf32>, tensor<64x128xf32>, tensor<128x64xf32>) {
    %c = stablehlo.constant dense<true> : tensor<i1>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<16x16xi1>
    %1 = call @tril_11(%0) : (tensor<16x16xi1>) -> tensor<16x16xi1>
    %2 = stablehlo.convert %arg17 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %3 = chlo.square %2 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %5 = stablehlo.multiply %4, %2 : tensor<2x16x64xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_1 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %9 = stablehlo.divide %7, %8 : tensor<2x16x1xf32>
    %cst_2 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %11 = stablehlo.add %9, %10 : tensor<2x16x1xf32>
    %12 = stablehlo.rsqrt %11 : tensor<2x16x1xf32>
    %13 = stablehlo.divide %12, %11 : tensor<2x16x1xf32>
    %cst_3 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %15 = stablehlo.multiply %14, %13 : tensor<2x16x1xf32>
    %16 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %17 = stablehlo.multiply %2, %16 : tensor<2x16x64xf32>
    %18 = stablehlo.convert %17 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %19 = stablehlo.convert %arg11 : (tensor<64xf32>) -> tensor<64xbf16>
    %20 = stablehlo.broadcast_in_dim %19, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %22 = stablehlo.multiply %18, %21 : tensor<2x16x64xbf16>
    %23 = sdy.sharding_constraint %22 <@mesh, [{"data"}, {}, {}]> : tensor<2x16x64xbf16>
    %24 = stablehlo.convert %arg12 : (tensor<64x64xf32>) -> tensor<64x64xbf16>
    %25 = stablehlo.reshape %arg2 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %26 = stablehlo.iota dim = 0 : tensor<8xf32>
    %27 = stablehlo.negate %26 : tensor<8xf32>
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %29 = stablehlo.multiply %27, %28 : tensor<8xf32>
    %cst_5 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %31 = stablehlo.divide %29, %30 : tensor<8xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %33 = stablehlo.power %32, %31 : tensor<8xf32>
    %34 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %35 = stablehlo.convert %34 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %36 = stablehlo.broadcast_in_dim %33, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %37 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x8xf32>
    %38 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x16x1x8xf32>
    %39 = stablehlo.multiply %37, %38 : tensor<2x16x1x8xf32>
    %40 = stablehlo.sine %39 : tensor<2x16x1x8xf32>
    %41 = stablehlo.convert %40 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %42 = stablehlo.cosine %39 : tensor<2x16x1x8xf32>
    %43 = stablehlo.convert %42 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %44 = stablehlo.slice %25 [0:2, 0:16, 0:4, 0:8] : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x8xbf16>
    %45 = stablehlo.slice %25 [0:2, 0:16, 0:4, 8:16] : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x8xbf16>
    %46 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %47 = stablehlo.multiply %44, %46 : tensor<2x16x4x8xbf16>
    %48 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %49 = stablehlo.multiply %45, %48 : tensor<2x16x4x8xbf16>
    %50 = stablehlo.subtract %47, %49 : tensor<2x16x4x8xbf16>
    %51 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %52 = stablehlo.multiply %45, %51 : tensor<2x16x4x8xbf16>
    %53 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %54 = stablehlo.multiply %44, %53 : tensor<2x16x4x8xbf16>
    %55 = stablehlo.add %52, %54 : tensor<2x16x4x8xbf16>
    %56 = stablehlo.concatenate %50, %55, dim = 3 : (tensor<2x16x4x8xbf16>, tensor<2x16x4x8xbf16>) -> tensor<2x16x4x16xbf16>
    %57 = stablehlo.convert %arg8 : (tensor<64x64xf32>) -> tensor<64x64xbf16>
    %58 = stablehlo.reshape %arg3 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %59 = stablehlo.iota dim = 0 : tensor<8xf32>
    %60 = stablehlo.negate %59 : tensor<8xf32>
    %cst_7 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %62 = stablehlo.multiply %60, %61 : tensor<8xf32>
    %cst_8 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %64 = stablehlo.divide %62, %63 : tensor<8xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %66 = stablehlo.power %65, %64 : tensor<8xf32>
    %67 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1x1xi32>
    %68 = stablehlo.convert %67 : (tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xf32>
    %69 = stablehlo.broadcast_in_dim %66, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %70 = stablehlo.broadcast_in_dim %68, dims = [0, 1, 2, 3] : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x8xf32>
    %71 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x16x1x8xf32>
    %72 = stablehlo.multiply %70, %71 : tensor<2x16x1x8xf32>
    %73 = stablehlo.sine %72 : tensor<2x16x1x8xf32>
    %74 = stablehlo.convert %73 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %75 = stablehlo.cosine %72 : tensor<2x16x1x8xf32>
    %76 = stablehlo.convert %75 : (tensor<2x16x1x8xf32>) -> tensor<2x16x1x8xbf16>
    %77 = stablehlo.slice %58 [0:2, 0:16, 0:4, 0:8] : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x8xbf16>
    %78 = stablehlo.slice %58 [0:2, 0:16, 0:4, 8:16] : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x8xbf16>
    %79 = stablehlo.broadcast_in_dim %76, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %80 = stablehlo.multiply %77, %79 : tensor<2x16x4x8xbf16>
    %81 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %82 = stablehlo.multiply %78, %81 : tensor<2x16x4x8xbf16>
    %83 = stablehlo.subtract %80, %82 : tensor<2x16x4x8xbf16>
    %84 = stablehlo.broadcast_in_dim %76, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %85 = stablehlo.multiply %78, %84 : tensor<2x16x4x8xbf16>
    %86 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %87 = stablehlo.multiply %77, %86 : tensor<2x16x4x8xbf16>
    %88 = stablehlo.add %85, %87 : tensor<2x16x4x8xbf16>
    %89 = stablehlo.concatenate %83, %88, dim = 3 : (tensor<2x16x4x8xbf16>, tensor<2x16x4x8xbf16>) -> tensor<2x16x4x16xbf16>
    %90 = stablehlo.convert %arg13 : (tensor<64x64xf32>) -> tensor<64x64xbf16>
    %91 = stablehlo.reshape %arg4 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %92 = stablehlo.dot_general %56, %89, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xbf16>, tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %cst_10 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %93 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<bf16>) -> tensor<2x4x16x16xbf16>
    %94 = stablehlo.multiply %92, %93 : tensor<2x4x16x16xbf16>
    %cst_11 = stablehlo.constant dense<-1.000260e+30> : tensor<bf16>
    %95:2 = call @_where_12(%1, %94, %cst_11) : (tensor<16x16xi1>, tensor<2x4x16x16xbf16>, tensor<bf16>) -> (tensor<2x4x16x16xbf16>, tensor<2x4x16x16xi1>)
    %cst_12 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %96 = stablehlo.reduce(%95#0 init: %cst_12) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xbf16>, tensor<bf16>) -> tensor<2x4x16xbf16>
    %cst_13 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %97 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<bf16>) -> tensor<2x4x16xbf16>
    %98 = stablehlo.maximum %97, %96 : tensor<2x4x16xbf16>
    %99 = stablehlo.broadcast_in_dim %98, dims = [0, 1, 2] : (tensor<2x4x16xbf16>) -> tensor<2x4x16x1xbf16>
    %100 = stablehlo.broadcast_in_dim %99, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xbf16>) -> tensor<2x4x16x16xbf16>
    %101 = stablehlo.subtract %95#0, %100 : tensor<2x4x16x16xbf16>
    %102 = stablehlo.exponential %101 : tensor<2x4x16x16xbf16>
    %103 = stablehlo.convert %102 : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %104 = stablehlo.reduce(%103 init: %cst_14) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %106 = stablehlo.convert %105 : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x1xbf16>
    %107 = stablehlo.broadcast_in_dim %106, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xbf16>) -> tensor<2x4x16x16xbf16>
    %108 = stablehlo.divide %102, %107 : tensor<2x4x16x16xbf16>
    %109 = stablehlo.multiply %106, %106 : tensor<2x4x16x1xbf16>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %110 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<bf16>) -> tensor<2x4x16x1xbf16>
    %111 = stablehlo.divide %110, %109 : tensor<2x4x16x1xbf16>
    %112 = stablehlo.dot_general %91, %108, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xbf16>, tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %113 = stablehlo.transpose %112, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xbf16>) -> tensor<2x16x4x16xbf16>
    %114 = stablehlo.reshape %113 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x64xbf16>
    %115 = stablehlo.convert %arg9 : (tensor<64x64xf32>) -> tensor<64x64xbf16>
    %116 = stablehlo.add %arg17, %arg5 : tensor<2x16x64xbf16>
    %117 = sdy.sharding_constraint %116 <@mesh, [{"data"}, {}, {}]> : tensor<2x16x64xbf16>
    %118 = stablehlo.convert %117 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %119 = chlo.square %118 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_16 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %120 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %121 = stablehlo.multiply %120, %118 : tensor<2x16x64xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %122 = stablehlo.reduce(%119 init: %cst_17) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %123 = stablehlo.broadcast_in_dim %122, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_18 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %124 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %125 = stablehlo.divide %123, %124 : tensor<2x16x1xf32>
    %cst_19 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %126 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %127 = stablehlo.add %125, %126 : tensor<2x16x1xf32>
    %128 = stablehlo.rsqrt %127 : tensor<2x16x1xf32>
    %129 = stablehlo.divide %128, %127 : tensor<2x16x1xf32>
    %cst_20 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %130 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %131 = stablehlo.multiply %130, %129 : tensor<2x16x1xf32>
    %132 = stablehlo.broadcast_in_dim %128, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %133 = stablehlo.multiply %118, %132 : tensor<2x16x64xf32>
    %134 = stablehlo.convert %133 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %135 = stablehlo.convert %arg10 : (tensor<64xf32>) -> tensor<64xbf16>
    %136 = stablehlo.broadcast_in_dim %135, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %137 = stablehlo.broadcast_in_dim %136, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %138 = stablehlo.multiply %134, %137 : tensor<2x16x64xbf16>
    %139 = stablehlo.convert %arg14 : (tensor<64x128xf32>) -> tensor<64x128xbf16>
    %140:3 = call @silu_13(%arg6) : (tensor<2x16x128xbf16>) -> (tensor<2x16x128xbf16>, tensor<2x16x128xbf16>, tensor<2x16x128xbf16>)
    %141 = stablehlo.convert %arg15 : (tensor<64x128xf32>) -> tensor<64x128xbf16>
    %142 = stablehlo.multiply %140#0, %arg7 : tensor<2x16x128xbf16>
    %143 = sdy.sharding_constraint %142 <@mesh, [{"data"}, {}, {}]> : tensor<2x16x128xbf16>
    %144 = stablehlo.convert %arg16 : (tensor<128x64xf32>) -> tensor<128x64xbf16>
    %145 = sdy.sharding_constraint %arg1 <@mesh, [{"data"}, {}, {}]> : tensor<2x16x64xbf16>
    %146 = stablehlo.dot_general %145, %143, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<2x16x128xbf16>) -> tensor<64x128xbf16>
    %147 = stablehlo.transpose %146, dims = [1, 0] : (tensor<64x128xbf16>) -> tensor<128x64xbf16>
    %148 = stablehlo.dot_general %145, %144, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<128x64xbf16>) -> tensor<2x16x128xbf16>
    %149 = stablehlo.convert %147 : (tensor<128x64xbf16>) -> tensor<128x64xf32>
    %150 = sdy.sharding_constraint %148 <@mesh, [{"data"}, {}, {}]> : tensor<2x16x128xbf16>
    %151 = stablehlo.multiply %140#0, %150 : tensor<2x16x128xbf16>
    %152 = stablehlo.multiply %150, %arg7 : tensor<2x16x128xbf16>
    %153 = stablehlo.dot_general %151, %138, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xbf16>, tensor<2x16x64xbf16>) -> tensor<128x64xbf16>
    %154 = stablehlo.transpose %153, dims = [1, 0] : (tensor<128x64xbf16>) -> tensor<64x128xbf16>
    %155 = stablehlo.dot_general %151, %141, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xbf16>, tensor<64x128xbf16>) -> tensor<2x16x64xbf16>
    %156 = stablehlo.convert %154 : (tensor<64x128xbf16>) -> tensor<64x128xf32>
    %157 = call @silu_14(%140#1, %arg6, %140#2, %152) : (tensor<2x16x128xbf16>, tensor<2x16x128xbf16>, tensor<2x16x128xbf16>, tensor<2x16x128xbf16>) -> tensor<2x16x128xbf16>
    %158 = stablehlo.dot_general %157, %138, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xbf16>, tensor<2x16x64xbf16>) -> tensor<128x64xbf16>
    %159 = stablehlo.transpose %158, dims = [1, 0] : (tensor<128x64xbf16>) -> tensor<64x128xbf16>
    %160 = stablehlo.dot_general %157, %139, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xbf16>, tensor<64x128xbf16>) -> tensor<2x16x64xbf16>
    %161 = stablehlo.add %155, %160 : tensor<2x16x64xbf16>
    %162 = stablehlo.convert %159 : (tensor<64x128xbf16>) -> tensor<64x128xf32>
    %163 = stablehlo.multiply %134, %161 : tensor<2x16x64xbf16>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %164 = stablehlo.reduce(%163 init: %cst_21) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %165 = stablehlo.reshape %164 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %166 = stablehlo.broadcast_in_dim %136, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %167 = stablehlo.multiply %161, %166 : tensor<2x16x64xbf16>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %168 = stablehlo.reduce(%165 init: %cst_22) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %169 = stablehlo.convert %168 : (tensor<64xbf16>) -> tensor<64xf32>
    %170 = stablehlo.convert %167 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %171 = stablehlo.multiply %118, %170 : tensor<2x16x64xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %172 = stablehlo.reduce(%171 init: %cst_23) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %173 = stablehlo.reshape %172 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %174 = stablehlo.broadcast_in_dim %128, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %175 = stablehlo.multiply %170, %174 : tensor<2x16x64xf32>
    %176 = stablehlo.multiply %173, %131 : tensor<2x16x1xf32>
    %cst_24 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %177 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %178 = stablehlo.divide %176, %177 : tensor<2x16x1xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %179 = stablehlo.reduce(%178 init: %cst_25) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %180 = stablehlo.broadcast_in_dim %179, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %181 = stablehlo.multiply %180, %121 : tensor<2x16x64xf32>
    %182 = stablehlo.add %175, %181 : tensor<2x16x64xf32>
    %183 = stablehlo.convert %182 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %184 = stablehlo.add %145, %183 : tensor<2x16x64xbf16>
    %185 = sdy.sharding_constraint %184 <@mesh, [{"data"}, {}, {}]> : tensor<2x16x64xbf16>
    %186 = stablehlo.dot_general %185, %114, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<2x16x64xbf16>) -> tensor<64x64xbf16>
    %187 = stablehlo.transpose %186, dims = [1, 0] : (tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %188 = stablehlo.dot_general %185, %115, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %189 = stablehlo.convert %187 : (tensor<64x64xbf16>) -> tensor<64x64xf32>
    %190 = stablehlo.reshape %188 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %191 = stablehlo.transpose %190, dims = [0, 2, 3, 1] : (tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %192 = stablehlo.dot_general %191, %91, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xbf16>, tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %193 = stablehlo.dot_general %191, %108, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xbf16>, tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %194 = stablehlo.transpose %193, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xbf16>) -> tensor<2x16x4x16xbf16>
    %195 = stablehlo.broadcast_in_dim %111, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xbf16>) -> tensor<2x4x16x16xbf16>
    %196 = stablehlo.multiply %192, %195 : tensor<2x4x16x16xbf16>
    %197 = stablehlo.multiply %196, %102 : tensor<2x4x16x16xbf16>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %198 = stablehlo.reduce(%197 init: %cst_26) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xbf16>, tensor<bf16>) -> tensor<2x4x16xbf16>
    %199 = stablehlo.reshape %198 : (tensor<2x4x16xbf16>) -> tensor<2x4x16x1xbf16>
    %200 = stablehlo.negate %199 : tensor<2x4x16x1xbf16>
    %201 = stablehlo.broadcast_in_dim %106, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xbf16>) -> tensor<2x4x16x16xbf16>
    %202 = stablehlo.divide %192, %201 : tensor<2x4x16x16xbf16>
    %203 = stablehlo.convert %200 : (tensor<2x4x16x1xbf16>) -> tensor<2x4x16x1xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %204 = stablehlo.reduce(%203 init: %cst_27) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x1xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %205 = stablehlo.broadcast_in_dim %204, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %206 = stablehlo.convert %205 : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xbf16>
    %207 = stablehlo.add %202, %206 : tensor<2x4x16x16xbf16>
    %208 = stablehlo.multiply %207, %102 : tensor<2x4x16x16xbf16>
    %209 = call @_where_15(%95#1, %208) : (tensor<2x4x16x16xi1>, tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %cst_28 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %210 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<bf16>) -> tensor<2x4x16x16xbf16>
    %211 = stablehlo.multiply %209, %210 : tensor<2x4x16x16xbf16>
    %212 = stablehlo.dot_general %211, %56, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xbf16>, tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %213 = stablehlo.transpose %212, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xbf16>) -> tensor<2x16x4x16xbf16>
    %214 = stablehlo.dot_general %211, %89, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xbf16>, tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %215 = stablehlo.transpose %214, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xbf16>) -> tensor<2x16x4x16xbf16>
    %216 = stablehlo.reshape %194 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x64xbf16>
    %217 = stablehlo.dot_general %216, %23, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<2x16x64xbf16>) -> tensor<64x64xbf16>
    %218 = stablehlo.transpose %217, dims = [1, 0] : (tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %219 = stablehlo.dot_general %216, %90, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %220 = stablehlo.convert %218 : (tensor<64x64xbf16>) -> tensor<64x64xf32>
    %221 = stablehlo.slice %213 [0:2, 0:16, 0:4, 0:8] : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x8xbf16>
    %222 = stablehlo.slice %213 [0:2, 0:16, 0:4, 8:16] : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x8xbf16>
    %223 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %224 = stablehlo.multiply %222, %223 : tensor<2x16x4x8xbf16>
    %225 = stablehlo.broadcast_in_dim %76, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %226 = stablehlo.multiply %222, %225 : tensor<2x16x4x8xbf16>
    %227 = stablehlo.negate %221 : tensor<2x16x4x8xbf16>
    %228 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %229 = stablehlo.multiply %227, %228 : tensor<2x16x4x8xbf16>
    %230 = stablehlo.add %226, %229 : tensor<2x16x4x8xbf16>
    %231 = stablehlo.broadcast_in_dim %76, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %232 = stablehlo.multiply %221, %231 : tensor<2x16x4x8xbf16>
    %233 = stablehlo.add %224, %232 : tensor<2x16x4x8xbf16>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %234 = stablehlo.pad %230, %cst_29, low = [0, 0, 0, 8], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x16x4x8xbf16>, tensor<bf16>) -> tensor<2x16x4x16xbf16>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %235 = stablehlo.pad %233, %cst_30, low = [0, 0, 0, 0], high = [0, 0, 0, 8], interior = [0, 0, 0, 0] : (tensor<2x16x4x8xbf16>, tensor<bf16>) -> tensor<2x16x4x16xbf16>
    %236 = stablehlo.add %234, %235 : tensor<2x16x4x16xbf16>
    %237 = stablehlo.reshape %236 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x64xbf16>
    %238 = stablehlo.dot_general %237, %23, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<2x16x64xbf16>) -> tensor<64x64xbf16>
    %239 = stablehlo.transpose %238, dims = [1, 0] : (tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %240 = stablehlo.dot_general %237, %57, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %241 = stablehlo.add %219, %240 : tensor<2x16x64xbf16>
    %242 = stablehlo.convert %239 : (tensor<64x64xbf16>) -> tensor<64x64xf32>
    %243 = stablehlo.slice %215 [0:2, 0:16, 0:4, 0:8] : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x8xbf16>
    %244 = stablehlo.slice %215 [0:2, 0:16, 0:4, 8:16] : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x8xbf16>
    %245 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %246 = stablehlo.multiply %244, %245 : tensor<2x16x4x8xbf16>
    %247 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %248 = stablehlo.multiply %244, %247 : tensor<2x16x4x8xbf16>
    %249 = stablehlo.negate %243 : tensor<2x16x4x8xbf16>
    %250 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %251 = stablehlo.multiply %249, %250 : tensor<2x16x4x8xbf16>
    %252 = stablehlo.add %248, %251 : tensor<2x16x4x8xbf16>
    %253 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2, 3] : (tensor<2x16x1x8xbf16>) -> tensor<2x16x4x8xbf16>
    %254 = stablehlo.multiply %243, %253 : tensor<2x16x4x8xbf16>
    %255 = stablehlo.add %246, %254 : tensor<2x16x4x8xbf16>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %256 = stablehlo.pad %252, %cst_31, low = [0, 0, 0, 8], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x16x4x8xbf16>, tensor<bf16>) -> tensor<2x16x4x16xbf16>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %257 = stablehlo.pad %255, %cst_32, low = [0, 0, 0, 0], high = [0, 0, 0, 8], interior = [0, 0, 0, 0] : (tensor<2x16x4x8xbf16>, tensor<bf16>) -> tensor<2x16x4x16xbf16>
    %258 = stablehlo.add %256, %257 : tensor<2x16x4x16xbf16>
    %259 = stablehlo.reshape %258 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x64xbf16>
    %260 = stablehlo.dot_general %259, %23, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<2x16x64xbf16>) -> tensor<64x64xbf16>
    %261 = stablehlo.transpose %260, dims = [1, 0] : (tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %262 = stablehlo.dot_general %259, %24, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %263 = stablehlo.add %241, %262 : tensor<2x16x64xbf16>
    %264 = stablehlo.convert %261 : (tensor<64x64xbf16>) -> tensor<64x64xf32>
    %265 = sdy.sharding_constraint %263 <@mesh, [{"data"}, {}, {}]> : tensor<2x16x64xbf16>
    %266 = stablehlo.multiply %18, %265 : tensor<2x16x64xbf16>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %267 = stablehlo.reduce(%266 init: %cst_33) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %268 = stablehlo.reshape %267 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %269 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %270 = stablehlo.multiply %265, %269 : tensor<2x16x64xbf16>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %271 = stablehlo.reduce(%268 init: %cst_34) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %272 = stablehlo.convert %271 : (tensor<64xbf16>) -> tensor<64xf32>
    %273 = stablehlo.convert %270 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %274 = stablehlo.multiply %2, %273 : tensor<2x16x64xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %275 = stablehlo.reduce(%274 init: %cst_35) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %276 = stablehlo.reshape %275 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %277 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %278 = stablehlo.multiply %273, %277 : tensor<2x16x64xf32>
    %279 = stablehlo.multiply %276, %15 : tensor<2x16x1xf32>
    %cst_36 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %280 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %281 = stablehlo.divide %279, %280 : tensor<2x16x1xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %282 = stablehlo.reduce(%281 init: %cst_37) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %283 = stablehlo.broadcast_in_dim %282, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %284 = stablehlo.multiply %283, %5 : tensor<2x16x64xf32>
    %285 = stablehlo.add %278, %284 : tensor<2x16x64xf32>
    %286 = stablehlo.convert %285 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %287 = stablehlo.add %185, %286 : tensor<2x16x64xbf16>
    return %287, %242, %189, %169, %272, %264, %220, %162, %156, %149 : tensor<2x16x64xbf16>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x128xf32>, tensor<64x128xf32>, tensor<128x64xf32>
  }
  func.func private @tril_11(%arg0: tensor<16x16xi1>) -> tensor<16x16xi1> {
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
  func.func private @_where_12(%arg0: tensor<16x16xi1>, %arg1: tensor<2x4x16x16xbf16>, %arg2: tensor<bf16>) -> (tensor<2x4x16x16xbf16>, tensor<2x4x16x16xi1>) {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] : (tensor<16x16xi1>) -> tensor<2x4x16x16xi1>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<bf16>) -> tensor<2x4x16x16xbf16>
    %2 = stablehlo.select %0, %arg1, %1 : tensor<2x4x16x16xi1>, tensor<2x4x16x16xbf16>
    return %2, %0 : tensor<2x4x16x16xbf16>, tensor<2x4x16x16xi1>
  }
  func.func private @silu_13(%arg0: tensor<2x16x128xbf16>) -> (tensor<2x16x128xbf16>, tensor<2x16x128xbf16>, tensor<2x16x128xbf16>) {
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
  func.func private @silu_14(%arg0: tensor<2x16x128xbf16>, %arg1: tensor<2x16x128xbf16>, %arg2: tensor<2x16x128xbf16>, %arg3: tensor<2x16x128xbf16>) -> tensor<2x16x128xbf16> {
    %0 = stablehlo.multiply %arg1, %arg3 : tensor<2x16x128xbf16>
    %1 = stablehlo.multiply %arg3, %arg0 : tensor<2x16x128xbf16>
    %2 = stablehlo.multiply %0, %arg2 : tensor<2x16x128xbf16>
    %3 = stablehlo.add %1, %2 : tensor<2x16x128xbf16>
    return %3 : tensor<2x16x128xbf16>
  }
  func.func private @_where_15(%arg0: tensor<2x4x16x16xi1>, %arg1: tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<2x4x16x16xbf16>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<2x4x16x16xi1>, tensor<2x4x16x16xbf16>
    return %1 : tensor<2x4x16x16xbf16>
  }
  func.func private @dynamic_update_index_in_dim_16(%arg0: tensor<3x64x64xf32>, %arg1: tensor<64x64xf32>, %arg2: tensor<i32>) -> tensor<3x64x64xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<64x64xf32>) -> tensor<1x64x64xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<3x64x64xf32>, tensor<1x64x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x64x64xf32>
    return %1 : tensor<3x64x64xf32>
  }
  func.func private @dynamic_update_index_in_dim_17(%arg0: tensor<3x64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<i32>) -> tensor<3x64xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<3x64xf32>, tensor<1x64xf32>, tensor<i32>, tensor<i32>) -> tensor<3x64xf32>
    return %1 : tensor<3x64xf32>
  }
  func.func private @dynamic_update_index_in_dim_18(%arg0: tensor<3x64x128xf32>, %arg1: tensor<64x128xf32>, %arg2: tensor<i32>) -> tensor<3x64x128xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<64x128xf32>) -> tensor<1x64x128xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<3x64x128xf32>, tensor<1x64x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x64x128xf32>
    return %1 : tensor<3x64x128xf32>
  }
  func.func private @dynamic_update_index_in_dim_19(%arg0: tensor<3x128x64xf32>, %arg1: tensor<128x64xf32>, %arg2: tensor<i32>) -> tensor<3x128x64xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<128x64xf32>) -> tensor<1x128x64xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<3x128x64xf32>, tensor<1x128x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x128x64xf32>
    return %1 : tensor<3x128x64xf32>
  }
  func.func private @_take_20(%arg0: tensor<2x16x1xi32>, %arg1: tensor<2x16x64xbf16>) -> tensor<128x64xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<128x64xbf16>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<bf16>, %arg3: tensor<bf16>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<bf16>
      stablehlo.return %2 : tensor<bf16>
    }) : (tensor<128x64xbf16>, tensor<2x16x1xi32>, tensor<2x16x64xbf16>) -> tensor<128x64xbf16>
    return %1 : tensor<128x64xbf16>
  }
  func.func private @_where_21(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
