module @jit_evo_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32xf32>, %arg1: tensor<32x32xf32>, %arg2: tensor<32x32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<32x32xf32>, %arg5: tensor<32x32xf32>, %arg6: tensor<32x32xf32>, %arg7: tensor<32xf32>, %arg8: tensor<32xf32>, %arg9: tensor<32xf32>, %arg10: tensor<32x32xf32>, %arg11: tensor<32x32xf32>, %arg12: tensor<32xf32>, %arg13: tensor<32x32xf32>, %arg14: tensor<32x32xf32>, %arg15: tensor<32x32xf32>, %arg16: tensor<32xf32>, %arg17: tensor<32xf32>, %arg18: tensor<128xf32>, %arg19: tensor<32x128xf32>, %arg20: tensor<32xf32>, %arg21: tensor<128x32xf32>, %arg22: tensor<32xf32>, %arg23: tensor<32xf32>, %arg24: tensor<8xf32>, %arg25: tensor<32x8xf32>, %arg26: tensor<32xf32>, %arg27: tensor<32xf32>, %arg28: tensor<16xf32>, %arg29: tensor<64x16xf32>, %arg30: tensor<8xf32>, %arg31: tensor<32x8xf32>, %arg32: tensor<16x2xf32>, %arg33: tensor<16xf32>, %arg34: tensor<16xf32>, %arg35: tensor<32xf32>, %arg36: tensor<16x32xf32>, %arg37: tensor<16xf32>, %arg38: tensor<32x16xf32>, %arg39: tensor<16xf32>, %arg40: tensor<16xf32>, %arg41: tensor<16xf32>, %arg42: tensor<16x16xf32>, %arg43: tensor<16x16xf32>, %arg44: tensor<16xf32>, %arg45: tensor<16x16xf32>, %arg46: tensor<16x16xf32>, %arg47: tensor<16x16xf32>, %arg48: tensor<16x2xf32>, %arg49: tensor<16xf32>, %arg50: tensor<16xf32>, %arg51: tensor<16xf32>, %arg52: tensor<16x16xf32>, %arg53: tensor<16x16xf32>, %arg54: tensor<16xf32>, %arg55: tensor<16x16xf32>, %arg56: tensor<16x16xf32>, %arg57: tensor<16x16xf32>, %arg58: tensor<16x2xf32>, %arg59: tensor<16xf32>, %arg60: tensor<16xf32>, %arg61: tensor<16xf32>, %arg62: tensor<16xf32>, %arg63: tensor<16xf32>, %arg64: tensor<16x16xf32>, %arg65: tensor<16xf32>, %arg66: tensor<16xf32>, %arg67: tensor<16xf32>, %arg68: tensor<16x16xf32>, %arg69: tensor<16xf32>, %arg70: tensor<16x16xf32>, %arg71: tensor<16xf32>, %arg72: tensor<16x16xf32>, %arg73: tensor<16xf32>, %arg74: tensor<16x16xf32>, %arg75: tensor<16xf32>, %arg76: tensor<16x16xf32>, %arg77: tensor<16xf32>, %arg78: tensor<16xf32>, %arg79: tensor<16xf32>, %arg80: tensor<16x16xf32>, %arg81: tensor<16xf32>, %arg82: tensor<16xf32>, %arg83: tensor<16xf32>, %arg84: tensor<16x16xf32>, %arg85: tensor<16xf32>, %arg86: tensor<16x16xf32>, %arg87: tensor<16xf32>, %arg88: tensor<16x16xf32>, %arg89: tensor<16xf32>, %arg90: tensor<16x16xf32>, %arg91: tensor<16xf32>, %arg92: tensor<16x16xf32>, %arg93: tensor<4x16x32xf32>, %arg94: tensor<16x16x16xf32>) -> (tensor<32xf32> {jax.result_info = "result['params']['msa_column_attention']['gating']['bias']"}, tensor<32x32xf32> {jax.result_info = "result['params']['msa_column_attention']['gating']['kernel']"}, tensor<32x32xf32> {jax.result_info = "result['params']['msa_column_attention']['key']['kernel']"}, tensor<32xf32> {jax.result_info = "result['params']['msa_column_attention']['output']['bias']"}, tensor<32x32xf32> {jax.result_info = "result['params']['msa_column_attention']['output']['kernel']"}, tensor<32x32xf32> {jax.result_info = "result['params']['msa_column_attention']['query']['kernel']"}, tensor<32x32xf32> {jax.result_info = "result['params']['msa_column_attention']['value']['kernel']"}, tensor<32xf32> {jax.result_info = "result['params']['msa_column_norm']['bias']"}, tensor<32xf32> {jax.result_info = "result['params']['msa_column_norm']['scale']"}, tensor<32xf32> {jax.result_info = "result['params']['msa_row_attention']['gating']['bias']"}, tensor<32x32xf32> {jax.result_info = "result['params']['msa_row_attention']['gating']['kernel']"}, tensor<32x32xf32> {jax.result_info = "result['params']['msa_row_attention']['key']['kernel']"}, tensor<32xf32> {jax.result_info = "result['params']['msa_row_attention']['output']['bias']"}, tensor<32x32xf32> {jax.result_info = "result['params']['msa_row_attention']['output']['kernel']"}, tensor<32x32xf32> {jax.result_info = "result['params']['msa_row_attention']['query']['kernel']"}, tensor<32x32xf32> {jax.result_info = "result['params']['msa_row_attention']['value']['kernel']"}, tensor<32xf32> {jax.result_info = "result['params']['msa_row_norm']['bias']"}, tensor<32xf32> {jax.result_info = "result['params']['msa_row_norm']['scale']"}, tensor<128xf32> {jax.result_info = "result['params']['msa_transition_1']['bias']"}, tensor<32x128xf32> {jax.result_info = "result['params']['msa_transition_1']['kernel']"}, tensor<32xf32> {jax.result_info = "result['params']['msa_transition_2']['bias']"}, tensor<128x32xf32> {jax.result_info = "result['params']['msa_transition_2']['kernel']"}, tensor<32xf32> {jax.result_info = "result['params']['msa_transition_norm']['bias']"}, tensor<32xf32> {jax.result_info = "result['params']['msa_transition_norm']['scale']"}, tensor<8xf32> {jax.result_info = "result['params']['opm_left']['bias']"}, tensor<32x8xf32> {jax.result_info = "result['params']['opm_left']['kernel']"}, tensor<32xf32> {jax.result_info = "result['params']['opm_norm']['bias']"}, tensor<32xf32> {jax.result_info = "result['params']['opm_norm']['scale']"}, tensor<16xf32> {jax.result_info = "result['params']['opm_output']['bias']"}, tensor<64x16xf32> {jax.result_info = "result['params']['opm_output']['kernel']"}, tensor<8xf32> {jax.result_info = "result['params']['opm_right']['bias']"}, tensor<32x8xf32> {jax.result_info = "result['params']['opm_right']['kernel']"}, tensor<16x2xf32> {jax.result_info = "result['params']['pair_bias']['kernel']"}, tensor<16xf32> {jax.result_info = "result['params']['pair_bias_norm']['bias']"}, tensor<16xf32> {jax.result_info = "result['params']['pair_bias_norm']['scale']"}, tensor<32xf32> {jax.result_info = "result['params']['pair_transition_1']['bias']"}, tensor<16x32xf32> {jax.result_info = "result['params']['pair_transition_1']['kernel']"}, tensor<16xf32> {jax.result_info = "result['params']['pair_transition_2']['bias']"}, tensor<32x16xf32> {jax.result_info = "result['params']['pair_transition_2']['kernel']"}, tensor<16xf32> {jax.result_info = "result['params']['pair_transition_norm']['bias']"}, tensor<16xf32> {jax.result_info = "result['params']['pair_transition_norm']['scale']"}, tensor<16xf32> {jax.result_info = "result['params']['tri_att_end']['gating']['bias']"}, tensor<16x16xf32> {jax.result_info = "result['params']['tri_att_end']['gating']['kernel']"}, tensor<16x16xf32> {jax.result_info = "result['params']['tri_att_end']['key']['kernel']"}, tensor<16xf32> {jax.result_info = "result['params']['tri_att_end']['output']['bias']"}, tensor<16x16xf32> {jax.result_info = "result['params']['tri_att_end']['output']['kernel']"}, tensor<16x16xf32> {jax.result_info = "result['params']['tri_att_end']['query']['kernel']"}, tensor<16x16xf32> {jax.result_info = "result['params']['tri_att_end']['value']['kernel']"}, tensor<16x2xf32> {jax.result_info = "result['params']['tri_att_end_bias']['kernel']"}, tensor<16xf32> {jax.result_info = "result['params']['tri_att_end_norm']['bias']"}, tensor<16xf32> {jax.result_info = "result['params']['tri_att_end_norm']['scale']"}, tensor<16xf32> {jax.result_info = "result['params']['tri_att_start']['gating']['bias']"}, tensor<16x16xf32> {jax.result_info = "result['params']['tri_att_start']['gating']['kernel']"}, tensor<16x16xf32> {jax.result_info = "result['params']['tri_att_start']['key']['kernel']"}, tensor<16xf32> {jax.result_info = "result['params']['tri_att_start']['output']['bias']"}, tensor<16x16xf32> {jax.result_info = "result['params']['tri_att_start']['output']['kernel']"}, tensor<16x16xf32> {jax.result_info = "result['params']['tri_att_start']['query']['kernel']"}, tensor<16x16xf32> {jax.result_info = "result['params']['tri_att_start']['value']['kernel']"}, tensor<16x2xf32> {jax.result_info = "result['params']['tri_att_start_bias']['kernel']"}, tensor<16xf32> {jax.result_info = "result['params']['tri_att_start_norm']['bias']"}, tensor<16xf32> {jax.result_info = "result['params']['tri_att_start_norm']['scale']"}, tensor<16xf32> {jax.result_info = "result['params']['tri_mul_incoming_center_norm']['bias']"}, tensor<16xf32> {jax.result_info = "result['params']['tri_mul_incoming_center_norm']['scale']"}, tensor<16xf32> {jax.result_info = "result['params']['tri_mul_incoming_gate']['bias']"}, tensor<16x16xf32> {jax.result_info = "result['params']['tri_mul_incoming_gate']['kernel']"}, tensor<16xf32> {jax.result_info = "result['params']['tri_mul_incoming_input_norm']['bias']"}, tensor<16xf32> {jax.result_info = "result['params']['tri_mul_incoming_input_norm']['scale']"}, tensor<16xf32> {jax.result_info = "result['params']['tri_mul_incoming_left']['bias']"}, tensor<16x16xf32> {jax.result_info = "result['params']['tri_mul_incoming_left']['kernel']"}, tensor<16xf32> {jax.result_info = "result['params']['tri_mul_incoming_left_gate']['bias']"}, tensor<16x16xf32> {jax.result_info = "result['params']['tri_mul_incoming_left_gate']['kernel']"}, tensor<16xf32> {jax.result_info = "result['params']['tri_mul_incoming_output']['bias']"}, tensor<16x16xf32> {jax.result_info = "result['params']['tri_mul_incoming_output']['kernel']"}, tensor<16xf32> {jax.result_info = "result['params']['tri_mul_incoming_right']['bias']"}, tensor<16x16xf32> {jax.result_info = "result['params']['tri_mul_incoming_right']['kernel']"}, tensor<16xf32> {jax.result_info = "result['params']['tri_mul_incoming_right_gate']['bias']"}, tensor<16x16xf32> {jax.result_info = "result['params']['tri_mul_incoming_right_gate']['kernel']"}, tensor<16xf32> {jax.result_info = "result['params']['tri_mul_outgoing_center_norm']['bias']"}, tensor<16xf32> {jax.result_info = "result['params']['tri_mul_outgoing_center_norm']['scale']"}, tensor<16xf32> {jax.result_info = "result['params']['tri_mul_outgoing_gate']['bias']"}, tensor<16x16xf32> {jax.result_info = "result['params']['tri_mul_outgoing_gate']['kernel']"}, tensor<16xf32> {jax.result_info = "result['params']['tri_mul_outgoing_input_norm']['bias']"}, tensor<16xf32> {jax.result_info = "result['params']['tri_mul_outgoing_input_norm']['scale']"}, tensor<16xf32> {jax.result_info = "result['params']['tri_mul_outgoing_left']['bias']"}, tensor<16x16xf32> {jax.result_info = "result['params']['tri_mul_outgoing_left']['kernel']"}, tensor<16xf32> {jax.result_info = "result['params']['tri_mul_outgoing_left_gate']['bias']"}, tensor<16x16xf32> {jax.result_info = "result['params']['tri_mul_outgoing_left_gate']['kernel']"}, tensor<16xf32> {jax.result_info = "result['params']['tri_mul_outgoing_output']['bias']"}, tensor<16x16xf32> {jax.result_info = "result['params']['tri_mul_outgoing_output']['kernel']"}, tensor<16xf32> {jax.result_info = "result['params']['tri_mul_outgoing_right']['bias']"}, tensor<16x16xf32> {jax.result_info = "result['params']['tri_mul_outgoing_right']['kernel']"}, tensor<16xf32> {jax.result_info = "result['params']['tri_mul_outgoing_right_gate']['bias']"}, tensor<16x16xf32> {jax.result_info = "result['params']['tri_mul_outgoing_right_gate']['kernel']"}) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %2 = chlo.square %arg93 : tensor<4x16x32xf32> -> tensor<4x16x32xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%arg93 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<4x16xf32>
    %cst_2 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %5 = stablehlo.divide %3, %4 : tensor<4x16xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%2 init: %cst_3) applies stablehlo.add across dimensions = [2] : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<4x16xf32>
    %cst_4 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %8 = stablehlo.divide %6, %7 : tensor<4x16xf32>
    %9 = chlo.square %5 : tensor<4x16xf32> -> tensor<4x16xf32>
    %10 = stablehlo.subtract %8, %9 : tensor<4x16xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %12 = stablehlo.maximum %11, %10 : tensor<4x16xf32>
    %13 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %15 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2] : (tensor<4x16x1xf32>) -> tensor<4x16x32xf32>
    %16 = stablehlo.subtract %arg93, %15 : tensor<4x16x32xf32>
    %cst_6 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<4x16x1xf32>
    %18 = stablehlo.add %14, %17 : tensor<4x16x1xf32>
    %19 = stablehlo.rsqrt %18 : tensor<4x16x1xf32>
    %20 = stablehlo.reshape %arg17 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %21 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2] : (tensor<4x16x1xf32>) -> tensor<4x16x32xf32>
    %22 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<4x16x32xf32>
    %23 = stablehlo.multiply %21, %22 : tensor<4x16x32xf32>
    %24 = stablehlo.multiply %16, %23 : tensor<4x16x32xf32>
    %25 = stablehlo.reshape %arg16 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<4x16x32xf32>
    %27 = stablehlo.add %24, %26 : tensor<4x16x32xf32>
    %28 = chlo.square %arg94 : tensor<16x16x16xf32> -> tensor<16x16x16xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.reduce(%arg94 init: %cst_7) applies stablehlo.add across dimensions = [2] : (tensor<16x16x16xf32>, tensor<f32>) -> tensor<16x16xf32>
    %cst_8 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %31 = stablehlo.divide %29, %30 : tensor<16x16xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %32 = stablehlo.reduce(%28 init: %cst_9) applies stablehlo.add across dimensions = [2] : (tensor<16x16x16xf32>, tensor<f32>) -> tensor<16x16xf32>
    %cst_10 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %34 = stablehlo.divide %32, %33 : tensor<16x16xf32>
    %35 = chlo.square %31 : tensor<16x16xf32> -> tensor<16x16xf32>
    %36 = stablehlo.subtract %34, %35 : tensor<16x16xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %38 = stablehlo.maximum %37, %36 : tensor<16x16xf32>
    %39 = stablehlo.broadcast_in_dim %31, dims = [0, 1] : (tensor<16x16xf32>) -> tensor<16x16x1xf32>
    %40 = stablehlo.broadcast_in_dim %38, dims = [0, 1] : (tensor<16x16xf32>) -> tensor<16x16x1xf32>
    %41 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2] : (tensor<16x16x1xf32>) -> tensor<16x16x16xf32>
    %42 = stablehlo.subtract %arg94, %41 : tensor<16x16x16xf32>
    %cst_12 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<16x16x1xf32>
    %44 = stablehlo.add %40, %43 : tensor<16x16x1xf32>
    %45 = stablehlo.rsqrt %44 : tensor<16x16x1xf32>
    %46 = stablehlo.reshape %arg34 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %47 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2] : (tensor<16x16x1xf32>) -> tensor<16x16x16xf32>
    %48 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<16x16x16xf32>
    %49 = stablehlo.multiply %47, %48 : tensor<16x16x16xf32>
    %50 = stablehlo.multiply %42, %49 : tensor<16x16x16xf32>
    %51 = stablehlo.reshape %arg33 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<16x16x16xf32>
    %53 = stablehlo.add %50, %52 : tensor<16x16x16xf32>
    %54 = stablehlo.dot_general %53, %arg32, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x2xf32>) -> tensor<16x16x2xf32>
    %55 = stablehlo.transpose %54, dims = [2, 0, 1] : (tensor<16x16x2xf32>) -> tensor<2x16x16xf32>
    %56 = stablehlo.dot_general %27, %arg14, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16x32xf32>, tensor<32x32xf32>) -> tensor<4x16x32xf32>
    %57 = stablehlo.reshape %56 : (tensor<4x16x32xf32>) -> tensor<4x16x2x16xf32>
    %cst_13 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<4x16x2x16xf32>
    %59 = stablehlo.multiply %57, %58 : tensor<4x16x2x16xf32>
    %60 = stablehlo.dot_general %27, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16x32xf32>, tensor<32x32xf32>) -> tensor<4x16x32xf32>
    %61 = stablehlo.reshape %60 : (tensor<4x16x32xf32>) -> tensor<4x16x2x16xf32>
    %62 = stablehlo.dot_general %27, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16x32xf32>, tensor<32x32xf32>) -> tensor<4x16x32xf32>
    %63 = stablehlo.reshape %62 : (tensor<4x16x32xf32>) -> tensor<4x16x2x16xf32>
    %64 = stablehlo.dot_general %59, %61, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x16x2x16xf32>, tensor<4x16x2x16xf32>) -> tensor<4x2x16x16xf32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %66 = stablehlo.subtract %0, %65 : tensor<4x16xf32>
    %cst_15 = stablehlo.constant dense<1.000000e+09> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %68 = stablehlo.multiply %67, %66 : tensor<4x16xf32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [0, 3] : (tensor<4x16xf32>) -> tensor<4x1x1x16xf32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2, 3] : (tensor<4x1x1x16xf32>) -> tensor<4x2x16x16xf32>
    %71 = stablehlo.add %64, %70 : tensor<4x2x16x16xf32>
    %72 = stablehlo.broadcast_in_dim %55, dims = [1, 2, 3] : (tensor<2x16x16xf32>) -> tensor<1x2x16x16xf32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2, 3] : (tensor<1x2x16x16xf32>) -> tensor<4x2x16x16xf32>
    %74 = stablehlo.add %71, %73 : tensor<4x2x16x16xf32>
    %cst_16 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %75 = stablehlo.reduce(%74 init: %cst_16) applies stablehlo.maximum across dimensions = [3] : (tensor<4x2x16x16xf32>, tensor<f32>) -> tensor<4x2x16xf32>
    %cst_17 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<4x2x16xf32>
    %77 = stablehlo.maximum %76, %75 : tensor<4x2x16xf32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2] : (tensor<4x2x16xf32>) -> tensor<4x2x16x1xf32>
    %79 = stablehlo.broadcast_in_dim %78, dims = [0, 1, 2, 3] : (tensor<4x2x16x1xf32>) -> tensor<4x2x16x16xf32>
    %80 = stablehlo.subtract %74, %79 : tensor<4x2x16x16xf32>
    %81 = stablehlo.exponential %80 : tensor<4x2x16x16xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %82 = stablehlo.reduce(%81 init: %cst_18) applies stablehlo.add across dimensions = [3] : (tensor<4x2x16x16xf32>, tensor<f32>) -> tensor<4x2x16xf32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2] : (tensor<4x2x16xf32>) -> tensor<4x2x16x1xf32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2, 3] : (tensor<4x2x16x1xf32>) -> tensor<4x2x16x16xf32>
    %85 = stablehlo.divide %81, %84 : tensor<4x2x16x16xf32>
    %86 = stablehlo.multiply %83, %83 : tensor<4x2x16x1xf32>
    %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<4x2x16x1xf32>
    %88 = stablehlo.divide %87, %86 : tensor<4x2x16x1xf32>
    %89 = stablehlo.dot_general %63, %85, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x16x2x16xf32>, tensor<4x2x16x16xf32>) -> tensor<4x2x16x16xf32>
    %90 = stablehlo.transpose %89, dims = [0, 3, 1, 2] : (tensor<4x2x16x16xf32>) -> tensor<4x16x2x16xf32>
    %91 = stablehlo.dot_general %27, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16x32xf32>, tensor<32x32xf32>) -> tensor<4x16x32xf32>
    %92 = stablehlo.reshape %arg9 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %93 = stablehlo.broadcast_in_dim %92, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<4x16x32xf32>
    %94 = stablehlo.add %91, %93 : tensor<4x16x32xf32>
    %95 = stablehlo.negate %94 : tensor<4x16x32xf32>
    %96 = stablehlo.exponential %95 : tensor<4x16x32xf32>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<4x16x32xf32>
    %98 = stablehlo.add %97, %96 : tensor<4x16x32xf32>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<4x16x32xf32>
    %100 = stablehlo.divide %99, %98 : tensor<4x16x32xf32>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %101 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<4x16x32xf32>
    %102 = stablehlo.subtract %101, %100 : tensor<4x16x32xf32>
    %103 = stablehlo.multiply %100, %102 : tensor<4x16x32xf32>
    %104 = stablehlo.reshape %100 : (tensor<4x16x32xf32>) -> tensor<4x16x2x16xf32>
    %105 = stablehlo.multiply %90, %104 : tensor<4x16x2x16xf32>
    %106 = stablehlo.reshape %105 : (tensor<4x16x2x16xf32>) -> tensor<4x16x32xf32>
    %107 = stablehlo.dot_general %106, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16x32xf32>, tensor<32x32xf32>) -> tensor<4x16x32xf32>
    %108 = stablehlo.reshape %arg12 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %109 = stablehlo.broadcast_in_dim %108, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<4x16x32xf32>
    %110 = stablehlo.add %107, %109 : tensor<4x16x32xf32>
    %111 = stablehlo.add %arg93, %110 : tensor<4x16x32xf32>
    %112 = stablehlo.transpose %111, dims = [1, 0, 2] : (tensor<4x16x32xf32>) -> tensor<16x4x32xf32>
    %113 = chlo.square %112 : tensor<16x4x32xf32> -> tensor<16x4x32xf32>
    %cst_23 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %114 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<16x4x32xf32>
    %115 = stablehlo.multiply %114, %112 : tensor<16x4x32xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %116 = stablehlo.reduce(%112 init: %cst_24) applies stablehlo.add across dimensions = [2] : (tensor<16x4x32xf32>, tensor<f32>) -> tensor<16x4xf32>
    %cst_25 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %117 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<16x4xf32>
    %118 = stablehlo.divide %116, %117 : tensor<16x4xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %119 = stablehlo.reduce(%113 init: %cst_26) applies stablehlo.add across dimensions = [2] : (tensor<16x4x32xf32>, tensor<f32>) -> tensor<16x4xf32>
    %cst_27 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %120 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<16x4xf32>
    %121 = stablehlo.divide %119, %120 : tensor<16x4xf32>
    %122 = chlo.square %118 : tensor<16x4xf32> -> tensor<16x4xf32>
    %cst_28 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<16x4xf32>
    %124 = stablehlo.multiply %123, %118 : tensor<16x4xf32>
    %125 = stablehlo.subtract %121, %122 : tensor<16x4xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %126 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<16x4xf32>
    %127 = stablehlo.maximum %126, %125 : tensor<16x4xf32>
    %128 = stablehlo.compare EQ, %125, %127, FLOAT : (tensor<16x4xf32>, tensor<16x4xf32>) -> tensor<16x4xi1>
    %cst_30 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %129 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<16x4xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %130 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<16x4xf32>
    %131 = stablehlo.select %128, %129, %130 : tensor<16x4xi1>, tensor<16x4xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %132 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<16x4xf32>
    %133 = stablehlo.compare EQ, %132, %127, FLOAT : (tensor<16x4xf32>, tensor<16x4xf32>) -> tensor<16x4xi1>
    %cst_33 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %134 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<16x4xf32>
    %cst_34 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %135 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<16x4xf32>
    %136 = stablehlo.select %133, %134, %135 : tensor<16x4xi1>, tensor<16x4xf32>
    %137 = stablehlo.divide %131, %136 : tensor<16x4xf32>
    %138 = stablehlo.broadcast_in_dim %118, dims = [0, 1] : (tensor<16x4xf32>) -> tensor<16x4x1xf32>
    %139 = stablehlo.broadcast_in_dim %127, dims = [0, 1] : (tensor<16x4xf32>) -> tensor<16x4x1xf32>
    %140 = stablehlo.broadcast_in_dim %138, dims = [0, 1, 2] : (tensor<16x4x1xf32>) -> tensor<16x4x32xf32>
    %141 = stablehlo.subtract %112, %140 : tensor<16x4x32xf32>
    %cst_35 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %142 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<16x4x1xf32>
    %143 = stablehlo.add %139, %142 : tensor<16x4x1xf32>
    %144 = stablehlo.rsqrt %143 : tensor<16x4x1xf32>
    %145 = stablehlo.divide %144, %143 : tensor<16x4x1xf32>
    %cst_36 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %146 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<16x4x1xf32>
    %147 = stablehlo.multiply %146, %145 : tensor<16x4x1xf32>
    %148 = stablehlo.reshape %arg8 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %149 = stablehlo.broadcast_in_dim %144, dims = [0, 1, 2] : (tensor<16x4x1xf32>) -> tensor<16x4x32xf32>
    %150 = stablehlo.broadcast_in_dim %148, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<16x4x32xf32>
    %151 = stablehlo.multiply %149, %150 : tensor<16x4x32xf32>
    %152 = stablehlo.multiply %141, %151 : tensor<16x4x32xf32>
    %153 = stablehlo.reshape %arg7 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %154 = stablehlo.broadcast_in_dim %153, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<16x4x32xf32>
    %155 = stablehlo.add %152, %154 : tensor<16x4x32xf32>
    %156 = stablehlo.transpose %0, dims = [1, 0] : (tensor<4x16xf32>) -> tensor<16x4xf32>
    %157 = stablehlo.dot_general %155, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x4x32xf32>, tensor<32x32xf32>) -> tensor<16x4x32xf32>
    %158 = stablehlo.reshape %157 : (tensor<16x4x32xf32>) -> tensor<16x4x2x16xf32>
    %cst_37 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %159 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<16x4x2x16xf32>
    %160 = stablehlo.multiply %158, %159 : tensor<16x4x2x16xf32>
    %161 = stablehlo.dot_general %155, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x4x32xf32>, tensor<32x32xf32>) -> tensor<16x4x32xf32>
    %162 = stablehlo.reshape %161 : (tensor<16x4x32xf32>) -> tensor<16x4x2x16xf32>
    %163 = stablehlo.dot_general %155, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x4x32xf32>, tensor<32x32xf32>) -> tensor<16x4x32xf32>
    %164 = stablehlo.reshape %163 : (tensor<16x4x32xf32>) -> tensor<16x4x2x16xf32>
    %165 = stablehlo.dot_general %160, %162, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<16x4x2x16xf32>, tensor<16x4x2x16xf32>) -> tensor<16x2x4x4xf32>
    %cst_38 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %166 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<16x4xf32>
    %167 = stablehlo.subtract %156, %166 : tensor<16x4xf32>
    %cst_39 = stablehlo.constant dense<1.000000e+09> : tensor<f32>
    %168 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<16x4xf32>
    %169 = stablehlo.multiply %168, %167 : tensor<16x4xf32>
    %170 = stablehlo.broadcast_in_dim %169, dims = [0, 3] : (tensor<16x4xf32>) -> tensor<16x1x1x4xf32>
    %171 = stablehlo.broadcast_in_dim %170, dims = [0, 1, 2, 3] : (tensor<16x1x1x4xf32>) -> tensor<16x2x4x4xf32>
    %172 = stablehlo.add %165, %171 : tensor<16x2x4x4xf32>
    %cst_40 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %173 = stablehlo.reduce(%172 init: %cst_40) applies stablehlo.maximum across dimensions = [3] : (tensor<16x2x4x4xf32>, tensor<f32>) -> tensor<16x2x4xf32>
    %cst_41 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %174 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<16x2x4xf32>
    %175 = stablehlo.maximum %174, %173 : tensor<16x2x4xf32>
    %176 = stablehlo.broadcast_in_dim %175, dims = [0, 1, 2] : (tensor<16x2x4xf32>) -> tensor<16x2x4x1xf32>
    %177 = stablehlo.broadcast_in_dim %176, dims = [0, 1, 2, 3] : (tensor<16x2x4x1xf32>) -> tensor<16x2x4x4xf32>
    %178 = stablehlo.subtract %172, %177 : tensor<16x2x4x4xf32>
    %179 = stablehlo.exponential %178 : tensor<16x2x4x4xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %180 = stablehlo.reduce(%179 init: %cst_42) applies stablehlo.add across dimensions = [3] : (tensor<16x2x4x4xf32>, tensor<f32>) -> tensor<16x2x4xf32>
    %181 = stablehlo.broadcast_in_dim %180, dims = [0, 1, 2] : (tensor<16x2x4xf32>) -> tensor<16x2x4x1xf32>
    %182 = stablehlo.broadcast_in_dim %181, dims = [0, 1, 2, 3] : (tensor<16x2x4x1xf32>) -> tensor<16x2x4x4xf32>
    %183 = stablehlo.divide %179, %182 : tensor<16x2x4x4xf32>
    %184 = stablehlo.multiply %181, %181 : tensor<16x2x4x1xf32>
    %cst_43 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %185 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<16x2x4x1xf32>
    %186 = stablehlo.divide %185, %184 : tensor<16x2x4x1xf32>
    %187 = stablehlo.dot_general %164, %183, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<16x4x2x16xf32>, tensor<16x2x4x4xf32>) -> tensor<16x2x16x4xf32>
    %188 = stablehlo.transpose %187, dims = [0, 3, 1, 2] : (tensor<16x2x16x4xf32>) -> tensor<16x4x2x16xf32>
    %189 = stablehlo.dot_general %155, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x4x32xf32>, tensor<32x32xf32>) -> tensor<16x4x32xf32>
    %190 = stablehlo.reshape %arg0 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %191 = stablehlo.broadcast_in_dim %190, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<16x4x32xf32>
    %192 = stablehlo.add %189, %191 : tensor<16x4x32xf32>
    %193 = stablehlo.negate %192 : tensor<16x4x32xf32>
    %194 = stablehlo.exponential %193 : tensor<16x4x32xf32>
    %cst_44 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %195 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<16x4x32xf32>
    %196 = stablehlo.add %195, %194 : tensor<16x4x32xf32>
    %cst_45 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %197 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<16x4x32xf32>
    %198 = stablehlo.divide %197, %196 : tensor<16x4x32xf32>
    %cst_46 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %199 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<16x4x32xf32>
    %200 = stablehlo.subtract %199, %198 : tensor<16x4x32xf32>
    %201 = stablehlo.multiply %198, %200 : tensor<16x4x32xf32>
    %202 = stablehlo.reshape %198 : (tensor<16x4x32xf32>) -> tensor<16x4x2x16xf32>
    %203 = stablehlo.multiply %188, %202 : tensor<16x4x2x16xf32>
    %204 = stablehlo.reshape %203 : (tensor<16x4x2x16xf32>) -> tensor<16x4x32xf32>
    %205 = stablehlo.dot_general %204, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x4x32xf32>, tensor<32x32xf32>) -> tensor<16x4x32xf32>
    %206 = stablehlo.reshape %arg3 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %207 = stablehlo.broadcast_in_dim %206, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<16x4x32xf32>
    %208 = stablehlo.add %205, %207 : tensor<16x4x32xf32>
    %209 = stablehlo.transpose %208, dims = [1, 0, 2] : (tensor<16x4x32xf32>) -> tensor<4x16x32xf32>
    %210 = stablehlo.add %111, %209 : tensor<4x16x32xf32>
    %211 = chlo.square %210 : tensor<4x16x32xf32> -> tensor<4x16x32xf32>
    %cst_47 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %212 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<4x16x32xf32>
    %213 = stablehlo.multiply %212, %210 : tensor<4x16x32xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %214 = stablehlo.reduce(%210 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<4x16xf32>
    %cst_49 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %215 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %216 = stablehlo.divide %214, %215 : tensor<4x16xf32>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %217 = stablehlo.reduce(%211 init: %cst_50) applies stablehlo.add across dimensions = [2] : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<4x16xf32>
    %cst_51 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %218 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %219 = stablehlo.divide %217, %218 : tensor<4x16xf32>
    %220 = chlo.square %216 : tensor<4x16xf32> -> tensor<4x16xf32>
    %cst_52 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %221 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %222 = stablehlo.multiply %221, %216 : tensor<4x16xf32>
    %223 = stablehlo.subtract %219, %220 : tensor<4x16xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %224 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %225 = stablehlo.maximum %224, %223 : tensor<4x16xf32>
    %226 = stablehlo.compare EQ, %223, %225, FLOAT : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xi1>
    %cst_54 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %227 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %228 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %229 = stablehlo.select %226, %227, %228 : tensor<4x16xi1>, tensor<4x16xf32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %230 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %231 = stablehlo.compare EQ, %230, %225, FLOAT : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xi1>
    %cst_57 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %232 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %cst_58 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %233 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %234 = stablehlo.select %231, %232, %233 : tensor<4x16xi1>, tensor<4x16xf32>
    %235 = stablehlo.divide %229, %234 : tensor<4x16xf32>
    %236 = stablehlo.broadcast_in_dim %216, dims = [0, 1] : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %237 = stablehlo.broadcast_in_dim %225, dims = [0, 1] : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %238 = stablehlo.broadcast_in_dim %236, dims = [0, 1, 2] : (tensor<4x16x1xf32>) -> tensor<4x16x32xf32>
    %239 = stablehlo.subtract %210, %238 : tensor<4x16x32xf32>
    %cst_59 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %240 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<4x16x1xf32>
    %241 = stablehlo.add %237, %240 : tensor<4x16x1xf32>
    %242 = stablehlo.rsqrt %241 : tensor<4x16x1xf32>
    %243 = stablehlo.divide %242, %241 : tensor<4x16x1xf32>
    %cst_60 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %244 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<4x16x1xf32>
    %245 = stablehlo.multiply %244, %243 : tensor<4x16x1xf32>
    %246 = stablehlo.reshape %arg23 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %247 = stablehlo.broadcast_in_dim %242, dims = [0, 1, 2] : (tensor<4x16x1xf32>) -> tensor<4x16x32xf32>
    %248 = stablehlo.broadcast_in_dim %246, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<4x16x32xf32>
    %249 = stablehlo.multiply %247, %248 : tensor<4x16x32xf32>
    %250 = stablehlo.multiply %239, %249 : tensor<4x16x32xf32>
    %251 = stablehlo.reshape %arg22 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %252 = stablehlo.broadcast_in_dim %251, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<4x16x32xf32>
    %253 = stablehlo.add %250, %252 : tensor<4x16x32xf32>
    %254 = stablehlo.dot_general %253, %arg19, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16x32xf32>, tensor<32x128xf32>) -> tensor<4x16x128xf32>
    %255 = stablehlo.reshape %arg18 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %256 = stablehlo.broadcast_in_dim %255, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<4x16x128xf32>
    %257 = stablehlo.add %254, %256 : tensor<4x16x128xf32>
    %258 = call @relu(%257) : (tensor<4x16x128xf32>) -> tensor<4x16x128xf32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %259 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<4x16x128xf32>
    %260 = stablehlo.compare GT, %257, %259, FLOAT : (tensor<4x16x128xf32>, tensor<4x16x128xf32>) -> tensor<4x16x128xi1>
    %261 = stablehlo.dot_general %258, %arg21, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16x128xf32>, tensor<128x32xf32>) -> tensor<4x16x32xf32>
    %262 = stablehlo.reshape %arg20 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %263 = stablehlo.broadcast_in_dim %262, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<4x16x32xf32>
    %264 = stablehlo.add %261, %263 : tensor<4x16x32xf32>
    %265 = stablehlo.add %210, %264 : tensor<4x16x32xf32>
    %266 = chlo.square %265 : tensor<4x16x32xf32> -> tensor<4x16x32xf32>
    %cst_62 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %267 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<4x16x32xf32>
    %268 = stablehlo.multiply %267, %265 : tensor<4x16x32xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %269 = stablehlo.reduce(%265 init: %cst_63) applies stablehlo.add across dimensions = [2] : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<4x16xf32>
    %cst_64 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %270 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %271 = stablehlo.divide %269, %270 : tensor<4x16xf32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %272 = stablehlo.reduce(%266 init: %cst_65) applies stablehlo.add across dimensions = [2] : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<4x16xf32>
    %cst_66 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %273 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %274 = stablehlo.divide %272, %273 : tensor<4x16xf32>
    %275 = chlo.square %271 : tensor<4x16xf32> -> tensor<4x16xf32>
    %cst_67 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %276 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %277 = stablehlo.multiply %276, %271 : tensor<4x16xf32>
    %278 = stablehlo.subtract %274, %275 : tensor<4x16xf32>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %279 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %280 = stablehlo.maximum %279, %278 : tensor<4x16xf32>
    %281 = stablehlo.compare EQ, %278, %280, FLOAT : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xi1>
    %cst_69 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %282 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %283 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %284 = stablehlo.select %281, %282, %283 : tensor<4x16xi1>, tensor<4x16xf32>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %285 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %286 = stablehlo.compare EQ, %285, %280, FLOAT : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xi1>
    %cst_72 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %287 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %cst_73 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %288 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %289 = stablehlo.select %286, %287, %288 : tensor<4x16xi1>, tensor<4x16xf32>
    %290 = stablehlo.divide %284, %289 : tensor<4x16xf32>
    %291 = stablehlo.broadcast_in_dim %271, dims = [0, 1] : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %292 = stablehlo.broadcast_in_dim %280, dims = [0, 1] : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %293 = stablehlo.broadcast_in_dim %291, dims = [0, 1, 2] : (tensor<4x16x1xf32>) -> tensor<4x16x32xf32>
    %294 = stablehlo.subtract %265, %293 : tensor<4x16x32xf32>
    %cst_74 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %295 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<4x16x1xf32>
    %296 = stablehlo.add %292, %295 : tensor<4x16x1xf32>
    %297 = stablehlo.rsqrt %296 : tensor<4x16x1xf32>
    %298 = stablehlo.divide %297, %296 : tensor<4x16x1xf32>
    %cst_75 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %299 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<4x16x1xf32>
    %300 = stablehlo.multiply %299, %298 : tensor<4x16x1xf32>
    %301 = stablehlo.reshape %arg27 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %302 = stablehlo.broadcast_in_dim %297, dims = [0, 1, 2] : (tensor<4x16x1xf32>) -> tensor<4x16x32xf32>
    %303 = stablehlo.broadcast_in_dim %301, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<4x16x32xf32>
    %304 = stablehlo.multiply %302, %303 : tensor<4x16x32xf32>
    %305 = stablehlo.multiply %294, %304 : tensor<4x16x32xf32>
    %306 = stablehlo.reshape %arg26 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %307 = stablehlo.broadcast_in_dim %306, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<4x16x32xf32>
    %308 = stablehlo.add %305, %307 : tensor<4x16x32xf32>
    %309 = stablehlo.dot_general %308, %arg25, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16x32xf32>, tensor<32x8xf32>) -> tensor<4x16x8xf32>
    %310 = stablehlo.reshape %arg24 : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %311 = stablehlo.broadcast_in_dim %310, dims = [0, 1, 2] : (tensor<1x1x8xf32>) -> tensor<4x16x8xf32>
    %312 = stablehlo.add %309, %311 : tensor<4x16x8xf32>
    %313 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %314 = stablehlo.broadcast_in_dim %313, dims = [0, 1, 2] : (tensor<4x16x1xf32>) -> tensor<4x16x8xf32>
    %315 = stablehlo.multiply %312, %314 : tensor<4x16x8xf32>
    %316 = stablehlo.dot_general %308, %arg31, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16x32xf32>, tensor<32x8xf32>) -> tensor<4x16x8xf32>
    %317 = stablehlo.reshape %arg30 : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %318 = stablehlo.broadcast_in_dim %317, dims = [0, 1, 2] : (tensor<1x1x8xf32>) -> tensor<4x16x8xf32>
    %319 = stablehlo.add %316, %318 : tensor<4x16x8xf32>
    %320 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %321 = stablehlo.broadcast_in_dim %320, dims = [0, 1, 2] : (tensor<4x16x1xf32>) -> tensor<4x16x8xf32>
    %322 = stablehlo.multiply %319, %321 : tensor<4x16x8xf32>
    %323 = stablehlo.dot_general %322, %315, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16x8xf32>, tensor<4x16x8xf32>) -> tensor<16x8x16x8xf32>
    %324 = stablehlo.transpose %323, dims = [2, 0, 3, 1] : (tensor<16x8x16x8xf32>) -> tensor<16x16x8x8xf32>
    %325 = stablehlo.reshape %324 : (tensor<16x16x8x8xf32>) -> tensor<16x16x64xf32>
    %326 = stablehlo.dot_general %0, %0, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<16x16xf32>
    %327 = stablehlo.broadcast_in_dim %326, dims = [0, 1] : (tensor<16x16xf32>) -> tensor<16x16x1xf32>
    %328 = stablehlo.dot_general %325, %arg29, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16x64xf32>, tensor<64x16xf32>) -> tensor<16x16x16xf32>
    %329 = stablehlo.reshape %arg28 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %330 = stablehlo.broadcast_in_dim %329, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<16x16x16xf32>
    %331 = stablehlo.add %328, %330 : tensor<16x16x16xf32>
    %cst_76 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %332 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<16x16x1xf32>
    %333 = stablehlo.add %332, %327 : tensor<16x16x1xf32>
    %334 = stablehlo.broadcast_in_dim %333, dims = [0, 1, 2] : (tensor<16x16x1xf32>) -> tensor<16x16x16xf32>
    %335 = stablehlo.divide %331, %334 : tensor<16x16x16xf32>
    %336 = stablehlo.add %arg94, %335 : tensor<16x16x16xf32>
    %337 = chlo.square %336 : tensor<16x16x16xf32> -> tensor<16x16x16xf32>
    %cst_77 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %338 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<16x16x16xf32>
    %339 = stablehlo.multiply %338, %336 : tensor<16x16x16xf32>
    %cst_78 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %340 = stablehlo.reduce(%336 init: %cst_78) applies stablehlo.add across dimensions = [2] : (tensor<16x16x16xf32>, tensor<f32>) -> tensor<16x16xf32>
    %cst_79 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %341 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %342 = stablehlo.divide %340, %341 : tensor<16x16xf32>
    %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %343 = stablehlo.reduce(%337 init: %cst_80) applies stablehlo.add across dimensions = [2] : (tensor<16x16x16xf32>, tensor<f32>) -> tensor<16x16xf32>
    %cst_81 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %344 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %345 = stablehlo.divide %343, %344 : tensor<16x16xf32>
    %346 = chlo.square %342 : tensor<16x16xf32> -> tensor<16x16xf32>
    %cst_82 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %347 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %348 = stablehlo.multiply %347, %342 : tensor<16x16xf32>
    %349 = stablehlo.subtract %345, %346 : tensor<16x16xf32>
    %cst_83 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %350 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %351 = stablehlo.maximum %350, %349 : tensor<16x16xf32>
    %352 = stablehlo.compare EQ, %349, %351, FLOAT : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xi1>
    %cst_84 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %353 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %cst_85 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %354 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %355 = stablehlo.select %352, %353, %354 : tensor<16x16xi1>, tensor<16x16xf32>
    %cst_86 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %356 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %357 = stablehlo.compare EQ, %356, %351, FLOAT : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xi1>
    %cst_87 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %358 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %cst_88 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %359 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %360 = stablehlo.select %357, %358, %359 : tensor<16x16xi1>, tensor<16x16xf32>
    %361 = stablehlo.divide %355, %360 : tensor<16x16xf32>
    %362 = stablehlo.broadcast_in_dim %342, dims = [0, 1] : (tensor<16x16xf32>) -> tensor<16x16x1xf32>
    %363 = stablehlo.broadcast_in_dim %351, dims = [0, 1] : (tensor<16x16xf32>) -> tensor<16x16x1xf32>
    %364 = stablehlo.broadcast_in_dim %362, dims = [0, 1, 2] : (tensor<16x16x1xf32>) -> tensor<16x16x16xf32>
    %365 = stablehlo.subtract %336, %364 : tensor<16x16x16xf32>
    %cst_89 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %366 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<16x16x1xf32>
    %367 = stablehlo.add %363, %366 : tensor<16x16x1xf32>
    %368 = stablehlo.rsqrt %367 : tensor<16x16x1xf32>
    %369 = stablehlo.divide %368, %367 : tensor<16x16x1xf32>
    %cst_90 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %370 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<16x16x1xf32>
    %371 = stablehlo.multiply %370, %369 : tensor<16x16x1xf32>
    %372 = stablehlo.reshape %arg82 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %373 = stablehlo.broadcast_in_dim %368, dims = [0, 1, 2] : (tensor<16x16x1xf32>) -> tensor<16x16x16xf32>
    %374 = stablehlo.broadcast_in_dim %372, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<16x16x16xf32>
    %375 = stablehlo.multiply %373, %374 : tensor<16x16x16xf32>
    %376 = stablehlo.multiply %365, %375 : tensor<16x16x16xf32>
    %377 = stablehlo.reshape %arg81 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %378 = stablehlo.broadcast_in_dim %377, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<16x16x16xf32>
    %379 = stablehlo.add %376, %378 : tensor<16x16x16xf32>
    %380 = stablehlo.dot_general %379, %arg86, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x16xf32>) -> tensor<16x16x16xf32>
    %381 = stablehlo.reshape %arg85 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %382 = stablehlo.broadcast_in_dim %381, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<16x16x16xf32>
    %383 = stablehlo.add %380, %382 : tensor<16x16x16xf32>
    %384 = stablehlo.negate %383 : tensor<16x16x16xf32>
    %385 = stablehlo.exponential %384 : tensor<16x16x16xf32>
    %cst_91 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %386 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<16x16x16xf32>
    %387 = stablehlo.add %386, %385 : tensor<16x16x16xf32>
    %cst_92 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %388 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<16x16x16xf32>
    %389 = stablehlo.divide %388, %387 : tensor<16x16x16xf32>
    %cst_93 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %390 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<16x16x16xf32>
    %391 = stablehlo.subtract %390, %389 : tensor<16x16x16xf32>
    %392 = stablehlo.multiply %389, %391 : tensor<16x16x16xf32>
    %393 = stablehlo.dot_general %379, %arg92, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x16xf32>) -> tensor<16x16x16xf32>
    %394 = stablehlo.reshape %arg91 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %395 = stablehlo.broadcast_in_dim %394, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<16x16x16xf32>
    %396 = stablehlo.add %393, %395 : tensor<16x16x16xf32>
    %397 = stablehlo.negate %396 : tensor<16x16x16xf32>
    %398 = stablehlo.exponential %397 : tensor<16x16x16xf32>
    %cst_94 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %399 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<16x16x16xf32>
    %400 = stablehlo.add %399, %398 : tensor<16x16x16xf32>
    %cst_95 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %401 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<16x16x16xf32>
    %402 = stablehlo.divide %401, %400 : tensor<16x16x16xf32>
    %cst_96 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %403 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<16x16x16xf32>
    %404 = stablehlo.subtract %403, %402 : tensor<16x16x16xf32>
    %405 = stablehlo.multiply %402, %404 : tensor<16x16x16xf32>
    %406 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<16x16xf32>) -> tensor<16x16x1xf32>
    %407 = stablehlo.broadcast_in_dim %406, dims = [0, 1, 2] : (tensor<16x16x1xf32>) -> tensor<16x16x16xf32>
    %408 = stablehlo.multiply %407, %389 : tensor<16x16x16xf32>
    %409 = stablehlo.dot_general %379, %arg84, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x16xf32>) -> tensor<16x16x16xf32>
    %410 = stablehlo.reshape %arg83 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %411 = stablehlo.broadcast_in_dim %410, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<16x16x16xf32>
    %412 = stablehlo.add %409, %411 : tensor<16x16x16xf32>
    %413 = stablehlo.multiply %408, %412 : tensor<16x16x16xf32>
    %414 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<16x16xf32>) -> tensor<16x16x1xf32>
    %415 = stablehlo.broadcast_in_dim %414, dims = [0, 1, 2] : (tensor<16x16x1xf32>) -> tensor<16x16x16xf32>
    %416 = stablehlo.multiply %415, %402 : tensor<16x16x16xf32>
    %417 = stablehlo.dot_general %379, %arg90, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x16xf32>) -> tensor<16x16x16xf32>
    %418 = stablehlo.reshape %arg89 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %419 = stablehlo.broadcast_in_dim %418, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<16x16x16xf32>
    %420 = stablehlo.add %417, %419 : tensor<16x16x16xf32>
    %421 = stablehlo.multiply %416, %420 : tensor<16x16x16xf32>
    %422 = stablehlo.dot_general %421, %413, batching_dims = [2] x [2], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %423 = stablehlo.transpose %422, dims = [2, 1, 0] : (tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %424 = chlo.square %423 : tensor<16x16x16xf32> -> tensor<16x16x16xf32>
    %cst_97 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %425 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<16x16x16xf32>
    %426 = stablehlo.multiply %425, %423 : tensor<16x16x16xf32>
    %cst_98 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %427 = stablehlo.reduce(%423 init: %cst_98) applies stablehlo.add across dimensions = [2] : (tensor<16x16x16xf32>, tensor<f32>) -> tensor<16x16xf32>
    %cst_99 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %428 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %429 = stablehlo.divide %427, %428 : tensor<16x16xf32>
    %cst_100 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %430 = stablehlo.reduce(%424 init: %cst_100) applies stablehlo.add across dimensions = [2] : (tensor<16x16x16xf32>, tensor<f32>) -> tensor<16x16xf32>
    %cst_101 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %431 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %432 = stablehlo.divide %430, %431 : tensor<16x16xf32>
    %433 = chlo.square %429 : tensor<16x16xf32> -> tensor<16x16xf32>
    %cst_102 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %434 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %435 = stablehlo.multiply %434, %429 : tensor<16x16xf32>
    %436 = stablehlo.subtract %432, %433 : tensor<16x16xf32>
    %cst_103 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %437 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %438 = stablehlo.maximum %437, %436 : tensor<16x16xf32>
    %439 = stablehlo.compare EQ, %436, %438, FLOAT : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xi1>
    %cst_104 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %440 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %cst_105 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %441 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %442 = stablehlo.select %439, %440, %441 : tensor<16x16xi1>, tensor<16x16xf32>
    %cst_106 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %443 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %444 = stablehlo.compare EQ, %443, %438, FLOAT : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xi1>
    %cst_107 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %445 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %cst_108 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %446 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %447 = stablehlo.select %444, %445, %446 : tensor<16x16xi1>, tensor<16x16xf32>
    %448 = stablehlo.divide %442, %447 : tensor<16x16xf32>
    %449 = stablehlo.broadcast_in_dim %429, dims = [0, 1] : (tensor<16x16xf32>) -> tensor<16x16x1xf32>
    %450 = stablehlo.broadcast_in_dim %438, dims = [0, 1] : (tensor<16x16xf32>) -> tensor<16x16x1xf32>
    %451 = stablehlo.broadcast_in_dim %449, dims = [0, 1, 2] : (tensor<16x16x1xf32>) -> tensor<16x16x16xf32>
    %452 = stablehlo.subtract %423, %451 : tensor<16x16x16xf32>
    %cst_109 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %453 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<16x16x1xf32>
    %454 = stablehlo.add %450, %453 : tensor<16x16x1xf32>
    %455 = stablehlo.rsqrt %454 : tensor<16x16x1xf32>
    %456 = stablehlo.divide %455, %454 : tensor<16x16x1xf32>
    %cst_110 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %457 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<16x16x1xf32>
    %458 = stablehlo.multiply %457, %456 : tensor<16x16x1xf32>
    %459 = stablehlo.reshape %arg78 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %460 = stablehlo.broadcast_in_dim %455, dims = [0, 1, 2] : (tensor<16x16x1xf32>) -> tensor<16x16x16xf32>
    %461 = stablehlo.broadcast_in_dim %459, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<16x16x16xf32>
    %462 = stablehlo.multiply %460, %461 : tensor<16x16x16xf32>
    %463 = stablehlo.multiply %452, %462 : tensor<16x16x16xf32>
    %464 = stablehlo.reshape %arg77 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %465 = stablehlo.broadcast_in_dim %464, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<16x16x16xf32>
    %466 = stablehlo.add %463, %465 : tensor<16x16x16xf32>
    %467 = stablehlo.dot_general %379, %arg80, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x16xf32>) -> tensor<16x16x16xf32>
    %468 = stablehlo.reshape %arg79 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %469 = stablehlo.broadcast_in_dim %468, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<16x16x16xf32>
    %470 = stablehlo.add %467, %469 : tensor<16x16x16xf32>
    %471 = stablehlo.negate %470 : tensor<16x16x16xf32>
    %472 = stablehlo.exponential %471 : tensor<16x16x16xf32>
    %cst_111 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %473 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<16x16x16xf32>
    %474 = stablehlo.add %473, %472 : tensor<16x16x16xf32>
    %cst_112 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %475 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<16x16x16xf32>
    %476 = stablehlo.divide %475, %474 : tensor<16x16x16xf32>
    %cst_113 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %477 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<16x16x16xf32>
    %478 = stablehlo.subtract %477, %476 : tensor<16x16x16xf32>
    %479 = stablehlo.multiply %476, %478 : tensor<16x16x16xf32>
    %480 = stablehlo.dot_general %466, %arg88, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x16xf32>) -> tensor<16x16x16xf32>
    %481 = stablehlo.reshape %arg87 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %482 = stablehlo.broadcast_in_dim %481, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<16x16x16xf32>
    %483 = stablehlo.add %480, %482 : tensor<16x16x16xf32>
    %484 = stablehlo.multiply %476, %483 : tensor<16x16x16xf32>
    %485 = stablehlo.add %336, %484 : tensor<16x16x16xf32>
    %486 = chlo.square %485 : tensor<16x16x16xf32> -> tensor<16x16x16xf32>
    %cst_114 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %487 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<16x16x16xf32>
    %488 = stablehlo.multiply %487, %485 : tensor<16x16x16xf32>
    %cst_115 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %489 = stablehlo.reduce(%485 init: %cst_115) applies stablehlo.add across dimensions = [2] : (tensor<16x16x16xf32>, tensor<f32>) -> tensor<16x16xf32>
    %cst_116 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %490 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %491 = stablehlo.divide %489, %490 : tensor<16x16xf32>
    %cst_117 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %492 = stablehlo.reduce(%486 init: %cst_117) applies stablehlo.add across dimensions = [2] : (tensor<16x16x16xf32>, tensor<f32>) -> tensor<16x16xf32>
    %cst_118 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %493 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %494 = stablehlo.divide %492, %493 : tensor<16x16xf32>
    %495 = chlo.square %491 : tensor<16x16xf32> -> tensor<16x16xf32>
    %cst_119 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %496 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %497 = stablehlo.multiply %496, %491 : tensor<16x16xf32>
    %498 = stablehlo.subtract %494, %495 : tensor<16x16xf32>
    %cst_120 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %499 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %500 = stablehlo.maximum %499, %498 : tensor<16x16xf32>
    %501 = stablehlo.compare EQ, %498, %500, FLOAT : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xi1>
    %cst_121 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %502 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %cst_122 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %503 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %504 = stablehlo.select %501, %502, %503 : tensor<16x16xi1>, tensor<16x16xf32>
    %cst_123 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %505 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %506 = stablehlo.compare EQ, %505, %500, FLOAT : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xi1>
    %cst_124 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %507 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %cst_125 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %508 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %509 = stablehlo.select %506, %507, %508 : tensor<16x16xi1>, tensor<16x16xf32>
    %510 = stablehlo.divide %504, %509 : tensor<16x16xf32>
    %511 = stablehlo.broadcast_in_dim %491, dims = [0, 1] : (tensor<16x16xf32>) -> tensor<16x16x1xf32>
    %512 = stablehlo.broadcast_in_dim %500, dims = [0, 1] : (tensor<16x16xf32>) -> tensor<16x16x1xf32>
    %513 = stablehlo.broadcast_in_dim %511, dims = [0, 1, 2] : (tensor<16x16x1xf32>) -> tensor<16x16x16xf32>
    %514 = stablehlo.subtract %485, %513 : tensor<16x16x16xf32>
    %cst_126 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %515 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<16x16x1xf32>
    %516 = stablehlo.add %512, %515 : tensor<16x16x1xf32>
    %517 = stablehlo.rsqrt %516 : tensor<16x16x1xf32>
    %518 = stablehlo.divide %517, %516 : tensor<16x16x1xf32>
    %cst_127 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %519 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<16x16x1xf32>
    %520 = stablehlo.multiply %519, %518 : tensor<16x16x1xf32>
    %521 = stablehlo.reshape %arg66 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %522 = stablehlo.broadcast_in_dim %517, dims = [0, 1, 2] : (tensor<16x16x1xf32>) -> tensor<16x16x16xf32>
    %523 = stablehlo.broadcast_in_dim %521, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<16x16x16xf32>
    %524 = stablehlo.multiply %522, %523 : tensor<16x16x16xf32>
    %525 = stablehlo.multiply %514, %524 : tensor<16x16x16xf32>
    %526 = stablehlo.reshape %arg65 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %527 = stablehlo.broadcast_in_dim %526, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<16x16x16xf32>
    %528 = stablehlo.add %525, %527 : tensor<16x16x16xf32>
    %529 = stablehlo.dot_general %528, %arg70, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x16xf32>) -> tensor<16x16x16xf32>
    %530 = stablehlo.reshape %arg69 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %531 = stablehlo.broadcast_in_dim %530, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<16x16x16xf32>
    %532 = stablehlo.add %529, %531 : tensor<16x16x16xf32>
    %533 = stablehlo.negate %532 : tensor<16x16x16xf32>
    %534 = stablehlo.exponential %533 : tensor<16x16x16xf32>
    %cst_128 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %535 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<16x16x16xf32>
    %536 = stablehlo.add %535, %534 : tensor<16x16x16xf32>
    %cst_129 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %537 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<16x16x16xf32>
    %538 = stablehlo.divide %537, %536 : tensor<16x16x16xf32>
    %cst_130 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %539 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<16x16x16xf32>
    %540 = stablehlo.subtract %539, %538 : tensor<16x16x16xf32>
    %541 = stablehlo.multiply %538, %540 : tensor<16x16x16xf32>
    %542 = stablehlo.dot_general %528, %arg76, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x16xf32>) -> tensor<16x16x16xf32>
    %543 = stablehlo.reshape %arg75 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %544 = stablehlo.broadcast_in_dim %543, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<16x16x16xf32>
    %545 = stablehlo.add %542, %544 : tensor<16x16x16xf32>
    %546 = stablehlo.negate %545 : tensor<16x16x16xf32>
    %547 = stablehlo.exponential %546 : tensor<16x16x16xf32>
    %cst_131 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %548 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<f32>) -> tensor<16x16x16xf32>
    %549 = stablehlo.add %548, %547 : tensor<16x16x16xf32>
    %cst_132 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %550 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<16x16x16xf32>
    %551 = stablehlo.divide %550, %549 : tensor<16x16x16xf32>
    %cst_133 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %552 = stablehlo.broadcast_in_dim %cst_133, dims = [] : (tensor<f32>) -> tensor<16x16x16xf32>
    %553 = stablehlo.subtract %552, %551 : tensor<16x16x16xf32>
    %554 = stablehlo.multiply %551, %553 : tensor<16x16x16xf32>
    %555 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<16x16xf32>) -> tensor<16x16x1xf32>
    %556 = stablehlo.broadcast_in_dim %555, dims = [0, 1, 2] : (tensor<16x16x1xf32>) -> tensor<16x16x16xf32>
    %557 = stablehlo.multiply %556, %538 : tensor<16x16x16xf32>
    %558 = stablehlo.dot_general %528, %arg68, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x16xf32>) -> tensor<16x16x16xf32>
    %559 = stablehlo.reshape %arg67 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %560 = stablehlo.broadcast_in_dim %559, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<16x16x16xf32>
    %561 = stablehlo.add %558, %560 : tensor<16x16x16xf32>
    %562 = stablehlo.multiply %557, %561 : tensor<16x16x16xf32>
    %563 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<16x16xf32>) -> tensor<16x16x1xf32>
    %564 = stablehlo.broadcast_in_dim %563, dims = [0, 1, 2] : (tensor<16x16x1xf32>) -> tensor<16x16x16xf32>
    %565 = stablehlo.multiply %564, %551 : tensor<16x16x16xf32>
    %566 = stablehlo.dot_general %528, %arg74, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x16xf32>) -> tensor<16x16x16xf32>
    %567 = stablehlo.reshape %arg73 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %568 = stablehlo.broadcast_in_dim %567, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<16x16x16xf32>
    %569 = stablehlo.add %566, %568 : tensor<16x16x16xf32>
    %570 = stablehlo.multiply %565, %569 : tensor<16x16x16xf32>
    %571 = stablehlo.dot_general %570, %562, batching_dims = [2] x [2], contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %572 = stablehlo.transpose %571, dims = [1, 2, 0] : (tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %573 = chlo.square %572 : tensor<16x16x16xf32> -> tensor<16x16x16xf32>
    %cst_134 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %574 = stablehlo.broadcast_in_dim %cst_134, dims = [] : (tensor<f32>) -> tensor<16x16x16xf32>
    %575 = stablehlo.multiply %574, %572 : tensor<16x16x16xf32>
    %cst_135 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %576 = stablehlo.reduce(%572 init: %cst_135) applies stablehlo.add across dimensions = [2] : (tensor<16x16x16xf32>, tensor<f32>) -> tensor<16x16xf32>
    %cst_136 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %577 = stablehlo.broadcast_in_dim %cst_136, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %578 = stablehlo.divide %576, %577 : tensor<16x16xf32>
    %cst_137 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %579 = stablehlo.reduce(%573 init: %cst_137) applies stablehlo.add across dimensions = [2] : (tensor<16x16x16xf32>, tensor<f32>) -> tensor<16x16xf32>
    %cst_138 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %580 = stablehlo.broadcast_in_dim %cst_138, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %581 = stablehlo.divide %579, %580 : tensor<16x16xf32>
    %582 = chlo.square %578 : tensor<16x16xf32> -> tensor<16x16xf32>
    %cst_139 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %583 = stablehlo.broadcast_in_dim %cst_139, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %584 = stablehlo.multiply %583, %578 : tensor<16x16xf32>
    %585 = stablehlo.subtract %581, %582 : tensor<16x16xf32>
    %cst_140 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %586 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %587 = stablehlo.maximum %586, %585 : tensor<16x16xf32>
    %588 = stablehlo.compare EQ, %585, %587, FLOAT : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xi1>
    %cst_141 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %589 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %cst_142 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %590 = stablehlo.broadcast_in_dim %cst_142, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %591 = stablehlo.select %588, %589, %590 : tensor<16x16xi1>, tensor<16x16xf32>
    %cst_143 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %592 = stablehlo.broadcast_in_dim %cst_143, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %593 = stablehlo.compare EQ, %592, %587, FLOAT : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xi1>
    %cst_144 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %594 = stablehlo.broadcast_in_dim %cst_144, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %cst_145 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %595 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %596 = stablehlo.select %593, %594, %595 : tensor<16x16xi1>, tensor<16x16xf32>
    %597 = stablehlo.divide %591, %596 : tensor<16x16xf32>
    %598 = stablehlo.broadcast_in_dim %578, dims = [0, 1] : (tensor<16x16xf32>) -> tensor<16x16x1xf32>
    %599 = stablehlo.broadcast_in_dim %587, dims = [0, 1] : (tensor<16x16xf32>) -> tensor<16x16x1xf32>
    %600 = stablehlo.broadcast_in_dim %598, dims = [0, 1, 2] : (tensor<16x16x1xf32>) -> tensor<16x16x16xf32>
    %601 = stablehlo.subtract %572, %600 : tensor<16x16x16xf32>
    %cst_146 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %602 = stablehlo.broadcast_in_dim %cst_146, dims = [] : (tensor<f32>) -> tensor<16x16x1xf32>
    %603 = stablehlo.add %599, %602 : tensor<16x16x1xf32>
    %604 = stablehlo.rsqrt %603 : tensor<16x16x1xf32>
    %605 = stablehlo.divide %604, %603 : tensor<16x16x1xf32>
    %cst_147 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %606 = stablehlo.broadcast_in_dim %cst_147, dims = [] : (tensor<f32>) -> tensor<16x16x1xf32>
    %607 = stablehlo.multiply %606, %605 : tensor<16x16x1xf32>
    %608 = stablehlo.reshape %arg62 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %609 = stablehlo.broadcast_in_dim %604, dims = [0, 1, 2] : (tensor<16x16x1xf32>) -> tensor<16x16x16xf32>
    %610 = stablehlo.broadcast_in_dim %608, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<16x16x16xf32>
    %611 = stablehlo.multiply %609, %610 : tensor<16x16x16xf32>
    %612 = stablehlo.multiply %601, %611 : tensor<16x16x16xf32>
    %613 = stablehlo.reshape %arg61 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %614 = stablehlo.broadcast_in_dim %613, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<16x16x16xf32>
    %615 = stablehlo.add %612, %614 : tensor<16x16x16xf32>
    %616 = stablehlo.dot_general %528, %arg64, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x16xf32>) -> tensor<16x16x16xf32>
    %617 = stablehlo.reshape %arg63 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %618 = stablehlo.broadcast_in_dim %617, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<16x16x16xf32>
    %619 = stablehlo.add %616, %618 : tensor<16x16x16xf32>
    %620 = stablehlo.negate %619 : tensor<16x16x16xf32>
    %621 = stablehlo.exponential %620 : tensor<16x16x16xf32>
    %cst_148 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %622 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<f32>) -> tensor<16x16x16xf32>
    %623 = stablehlo.add %622, %621 : tensor<16x16x16xf32>
    %cst_149 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %624 = stablehlo.broadcast_in_dim %cst_149, dims = [] : (tensor<f32>) -> tensor<16x16x16xf32>
    %625 = stablehlo.divide %624, %623 : tensor<16x16x16xf32>
    %cst_150 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %626 = stablehlo.broadcast_in_dim %cst_150, dims = [] : (tensor<f32>) -> tensor<16x16x16xf32>
    %627 = stablehlo.subtract %626, %625 : tensor<16x16x16xf32>
    %628 = stablehlo.multiply %625, %627 : tensor<16x16x16xf32>
    %629 = stablehlo.dot_general %615, %arg72, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x16xf32>) -> tensor<16x16x16xf32>
    %630 = stablehlo.reshape %arg71 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %631 = stablehlo.broadcast_in_dim %630, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<16x16x16xf32>
    %632 = stablehlo.add %629, %631 : tensor<16x16x16xf32>
    %633 = stablehlo.multiply %625, %632 : tensor<16x16x16xf32>
    %634 = stablehlo.add %485, %633 : tensor<16x16x16xf32>
    %635 = chlo.square %634 : tensor<16x16x16xf32> -> tensor<16x16x16xf32>
    %cst_151 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %636 = stablehlo.broadcast_in_dim %cst_151, dims = [] : (tensor<f32>) -> tensor<16x16x16xf32>
    %637 = stablehlo.multiply %636, %634 : tensor<16x16x16xf32>
    %cst_152 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %638 = stablehlo.reduce(%634 init: %cst_152) applies stablehlo.add across dimensions = [2] : (tensor<16x16x16xf32>, tensor<f32>) -> tensor<16x16xf32>
    %cst_153 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %639 = stablehlo.broadcast_in_dim %cst_153, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %640 = stablehlo.divide %638, %639 : tensor<16x16xf32>
    %cst_154 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %641 = stablehlo.reduce(%635 init: %cst_154) applies stablehlo.add across dimensions = [2] : (tensor<16x16x16xf32>, tensor<f32>) -> tensor<16x16xf32>
    %cst_155 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %642 = stablehlo.broadcast_in_dim %cst_155, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %643 = stablehlo.divide %641, %642 : tensor<16x16xf32>
    %644 = chlo.square %640 : tensor<16x16xf32> -> tensor<16x16xf32>
    %cst_156 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %645 = stablehlo.broadcast_in_dim %cst_156, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %646 = stablehlo.multiply %645, %640 : tensor<16x16xf32>
    %647 = stablehlo.subtract %643, %644 : tensor<16x16xf32>
    %cst_157 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %648 = stablehlo.broadcast_in_dim %cst_157, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %649 = stablehlo.maximum %648, %647 : tensor<16x16xf32>
    %650 = stablehlo.compare EQ, %647, %649, FLOAT : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xi1>
    %cst_158 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %651 = stablehlo.broadcast_in_dim %cst_158, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %cst_159 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %652 = stablehlo.broadcast_in_dim %cst_159, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %653 = stablehlo.select %650, %651, %652 : tensor<16x16xi1>, tensor<16x16xf32>
    %cst_160 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %654 = stablehlo.broadcast_in_dim %cst_160, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %655 = stablehlo.compare EQ, %654, %649, FLOAT : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xi1>
    %cst_161 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %656 = stablehlo.broadcast_in_dim %cst_161, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %cst_162 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %657 = stablehlo.broadcast_in_dim %cst_162, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %658 = stablehlo.select %655, %656, %657 : tensor<16x16xi1>, tensor<16x16xf32>
    %659 = stablehlo.divide %653, %658 : tensor<16x16xf32>
    %660 = stablehlo.broadcast_in_dim %640, dims = [0, 1] : (tensor<16x16xf32>) -> tensor<16x16x1xf32>
    %661 = stablehlo.broadcast_in_dim %649, dims = [0, 1] : (tensor<16x16xf32>) -> tensor<16x16x1xf32>
    %662 = stablehlo.broadcast_in_dim %660, dims = [0, 1, 2] : (tensor<16x16x1xf32>) -> tensor<16x16x16xf32>
    %663 = stablehlo.subtract %634, %662 : tensor<16x16x16xf32>
    %cst_163 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %664 = stablehlo.broadcast_in_dim %cst_163, dims = [] : (tensor<f32>) -> tensor<16x16x1xf32>
    %665 = stablehlo.add %661, %664 : tensor<16x16x1xf32>
    %666 = stablehlo.rsqrt %665 : tensor<16x16x1xf32>
    %667 = stablehlo.divide %666, %665 : tensor<16x16x1xf32>
    %cst_164 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %668 = stablehlo.broadcast_in_dim %cst_164, dims = [] : (tensor<f32>) -> tensor<16x16x1xf32>
    %669 = stablehlo.multiply %668, %667 : tensor<16x16x1xf32>
    %670 = stablehlo.reshape %arg60 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %671 = stablehlo.broadcast_in_dim %666, dims = [0, 1, 2] : (tensor<16x16x1xf32>) -> tensor<16x16x16xf32>
    %672 = stablehlo.broadcast_in_dim %670, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<16x16x16xf32>
    %673 = stablehlo.multiply %671, %672 : tensor<16x16x16xf32>
    %674 = stablehlo.multiply %663, %673 : tensor<16x16x16xf32>
    %675 = stablehlo.reshape %arg59 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %676 = stablehlo.broadcast_in_dim %675, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<16x16x16xf32>
    %677 = stablehlo.add %674, %676 : tensor<16x16x16xf32>
    %678 = stablehlo.dot_general %677, %arg58, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x2xf32>) -> tensor<16x16x2xf32>
    %679 = stablehlo.transpose %678, dims = [2, 0, 1] : (tensor<16x16x2xf32>) -> tensor<2x16x16xf32>
    %680 = stablehlo.dot_general %677, %arg56, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x16xf32>) -> tensor<16x16x16xf32>
    %681 = stablehlo.reshape %680 : (tensor<16x16x16xf32>) -> tensor<16x16x2x8xf32>
    %cst_165 = stablehlo.constant dense<0.353553385> : tensor<f32>
    %682 = stablehlo.broadcast_in_dim %cst_165, dims = [] : (tensor<f32>) -> tensor<16x16x2x8xf32>
    %683 = stablehlo.multiply %681, %682 : tensor<16x16x2x8xf32>
    %684 = stablehlo.dot_general %677, %arg53, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x16xf32>) -> tensor<16x16x16xf32>
    %685 = stablehlo.reshape %684 : (tensor<16x16x16xf32>) -> tensor<16x16x2x8xf32>
    %686 = stablehlo.dot_general %677, %arg57, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x16xf32>) -> tensor<16x16x16xf32>
    %687 = stablehlo.reshape %686 : (tensor<16x16x16xf32>) -> tensor<16x16x2x8xf32>
    %688 = stablehlo.dot_general %683, %685, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<16x16x2x8xf32>, tensor<16x16x2x8xf32>) -> tensor<16x2x16x16xf32>
    %cst_166 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %689 = stablehlo.broadcast_in_dim %cst_166, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %690 = stablehlo.subtract %1, %689 : tensor<16x16xf32>
    %cst_167 = stablehlo.constant dense<1.000000e+09> : tensor<f32>
    %691 = stablehlo.broadcast_in_dim %cst_167, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %692 = stablehlo.multiply %691, %690 : tensor<16x16xf32>
    %693 = stablehlo.broadcast_in_dim %692, dims = [0, 3] : (tensor<16x16xf32>) -> tensor<16x1x1x16xf32>
    %694 = stablehlo.broadcast_in_dim %693, dims = [0, 1, 2, 3] : (tensor<16x1x1x16xf32>) -> tensor<16x2x16x16xf32>
    %695 = stablehlo.add %688, %694 : tensor<16x2x16x16xf32>
    %696 = stablehlo.broadcast_in_dim %679, dims = [1, 2, 3] : (tensor<2x16x16xf32>) -> tensor<1x2x16x16xf32>
    %697 = stablehlo.broadcast_in_dim %696, dims = [0, 1, 2, 3] : (tensor<1x2x16x16xf32>) -> tensor<16x2x16x16xf32>
    %698 = stablehlo.add %695, %697 : tensor<16x2x16x16xf32>
    %cst_168 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %699 = stablehlo.reduce(%698 init: %cst_168) applies stablehlo.maximum across dimensions = [3] : (tensor<16x2x16x16xf32>, tensor<f32>) -> tensor<16x2x16xf32>
    %cst_169 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %700 = stablehlo.broadcast_in_dim %cst_169, dims = [] : (tensor<f32>) -> tensor<16x2x16xf32>
    %701 = stablehlo.maximum %700, %699 : tensor<16x2x16xf32>
    %702 = stablehlo.broadcast_in_dim %701, dims = [0, 1, 2] : (tensor<16x2x16xf32>) -> tensor<16x2x16x1xf32>
    %703 = stablehlo.broadcast_in_dim %702, dims = [0, 1, 2, 3] : (tensor<16x2x16x1xf32>) -> tensor<16x2x16x16xf32>
    %704 = stablehlo.subtract %698, %703 : tensor<16x2x16x16xf32>
    %705 = stablehlo.exponential %704 : tensor<16x2x16x16xf32>
    %cst_170 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %706 = stablehlo.reduce(%705 init: %cst_170) applies stablehlo.add across dimensions = [3] : (tensor<16x2x16x16xf32>, tensor<f32>) -> tensor<16x2x16xf32>
    %707 = stablehlo.broadcast_in_dim %706, dims = [0, 1, 2] : (tensor<16x2x16xf32>) -> tensor<16x2x16x1xf32>
    %708 = stablehlo.broadcast_in_dim %707, dims = [0, 1, 2, 3] : (tensor<16x2x16x1xf32>) -> tensor<16x2x16x16xf32>
    %709 = stablehlo.divide %705, %708 : tensor<16x2x16x16xf32>
    %710 = stablehlo.multiply %707, %707 : tensor<16x2x16x1xf32>
    %cst_171 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %711 = stablehlo.broadcast_in_dim %cst_171, dims = [] : (tensor<f32>) -> tensor<16x2x16x1xf32>
    %712 = stablehlo.divide %711, %710 : tensor<16x2x16x1xf32>
    %713 = stablehlo.dot_general %687, %709, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<16x16x2x8xf32>, tensor<16x2x16x16xf32>) -> tensor<16x2x8x16xf32>
    %714 = stablehlo.transpose %713, dims = [0, 3, 1, 2] : (tensor<16x2x8x16xf32>) -> tensor<16x16x2x8xf32>
    %715 = stablehlo.dot_general %677, %arg52, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x16xf32>) -> tensor<16x16x16xf32>
    %716 = stablehlo.reshape %arg51 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %717 = stablehlo.broadcast_in_dim %716, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<16x16x16xf32>
    %718 = stablehlo.add %715, %717 : tensor<16x16x16xf32>
    %719 = stablehlo.negate %718 : tensor<16x16x16xf32>
    %720 = stablehlo.exponential %719 : tensor<16x16x16xf32>
    %cst_172 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %721 = stablehlo.broadcast_in_dim %cst_172, dims = [] : (tensor<f32>) -> tensor<16x16x16xf32>
    %722 = stablehlo.add %721, %720 : tensor<16x16x16xf32>
    %cst_173 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %723 = stablehlo.broadcast_in_dim %cst_173, dims = [] : (tensor<f32>) -> tensor<16x16x16xf32>
    %724 = stablehlo.divide %723, %722 : tensor<16x16x16xf32>
    %cst_174 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %725 = stablehlo.broadcast_in_dim %cst_174, dims = [] : (tensor<f32>) -> tensor<16x16x16xf32>
    %726 = stablehlo.subtract %725, %724 : tensor<16x16x16xf32>
    %727 = stablehlo.multiply %724, %726 : tensor<16x16x16xf32>
    %728 = stablehlo.reshape %724 : (tensor<16x16x16xf32>) -> tensor<16x16x2x8xf32>
    %729 = stablehlo.multiply %714, %728 : tensor<16x16x2x8xf32>
    %730 = stablehlo.reshape %729 : (tensor<16x16x2x8xf32>) -> tensor<16x16x16xf32>
    %731 = stablehlo.dot_general %730, %arg55, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x16xf32>) -> tensor<16x16x16xf32>
    %732 = stablehlo.reshape %arg54 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %733 = stablehlo.broadcast_in_dim %732, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<16x16x16xf32>
    %734 = stablehlo.add %731, %733 : tensor<16x16x16xf32>
    %735 = stablehlo.add %634, %734 : tensor<16x16x16xf32>
    %736 = stablehlo.transpose %735, dims = [1, 0, 2] : (tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %737 = chlo.square %736 : tensor<16x16x16xf32> -> tensor<16x16x16xf32>
    %cst_175 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %738 = stablehlo.broadcast_in_dim %cst_175, dims = [] : (tensor<f32>) -> tensor<16x16x16xf32>
    %739 = stablehlo.multiply %738, %736 : tensor<16x16x16xf32>
    %cst_176 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %740 = stablehlo.reduce(%736 init: %cst_176) applies stablehlo.add across dimensions = [2] : (tensor<16x16x16xf32>, tensor<f32>) -> tensor<16x16xf32>
    %cst_177 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %741 = stablehlo.broadcast_in_dim %cst_177, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %742 = stablehlo.divide %740, %741 : tensor<16x16xf32>
    %cst_178 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %743 = stablehlo.reduce(%737 init: %cst_178) applies stablehlo.add across dimensions = [2] : (tensor<16x16x16xf32>, tensor<f32>) -> tensor<16x16xf32>
    %cst_179 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %744 = stablehlo.broadcast_in_dim %cst_179, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %745 = stablehlo.divide %743, %744 : tensor<16x16xf32>
    %746 = chlo.square %742 : tensor<16x16xf32> -> tensor<16x16xf32>
    %cst_180 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %747 = stablehlo.broadcast_in_dim %cst_180, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %748 = stablehlo.multiply %747, %742 : tensor<16x16xf32>
    %749 = stablehlo.subtract %745, %746 : tensor<16x16xf32>
    %cst_181 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %750 = stablehlo.broadcast_in_dim %cst_181, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %751 = stablehlo.maximum %750, %749 : tensor<16x16xf32>
    %752 = stablehlo.compare EQ, %749, %751, FLOAT : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xi1>
    %cst_182 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %753 = stablehlo.broadcast_in_dim %cst_182, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %cst_183 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %754 = stablehlo.broadcast_in_dim %cst_183, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %755 = stablehlo.select %752, %753, %754 : tensor<16x16xi1>, tensor<16x16xf32>
    %cst_184 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %756 = stablehlo.broadcast_in_dim %cst_184, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %757 = stablehlo.compare EQ, %756, %751, FLOAT : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xi1>
    %cst_185 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %758 = stablehlo.broadcast_in_dim %cst_185, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %cst_186 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %759 = stablehlo.broadcast_in_dim %cst_186, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %760 = stablehlo.select %757, %758, %759 : tensor<16x16xi1>, tensor<16x16xf32>
    %761 = stablehlo.divide %755, %760 : tensor<16x16xf32>
    %762 = stablehlo.broadcast_in_dim %742, dims = [0, 1] : (tensor<16x16xf32>) -> tensor<16x16x1xf32>
    %763 = stablehlo.broadcast_in_dim %751, dims = [0, 1] : (tensor<16x16xf32>) -> tensor<16x16x1xf32>
    %764 = stablehlo.broadcast_in_dim %762, dims = [0, 1, 2] : (tensor<16x16x1xf32>) -> tensor<16x16x16xf32>
    %765 = stablehlo.subtract %736, %764 : tensor<16x16x16xf32>
    %cst_187 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %766 = stablehlo.broadcast_in_dim %cst_187, dims = [] : (tensor<f32>) -> tensor<16x16x1xf32>
    %767 = stablehlo.add %763, %766 : tensor<16x16x1xf32>
    %768 = stablehlo.rsqrt %767 : tensor<16x16x1xf32>
    %769 = stablehlo.divide %768, %767 : tensor<16x16x1xf32>
    %cst_188 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %770 = stablehlo.broadcast_in_dim %cst_188, dims = [] : (tensor<f32>) -> tensor<16x16x1xf32>
    %771 = stablehlo.multiply %770, %769 : tensor<16x16x1xf32>
    %772 = stablehlo.reshape %arg50 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %773 = stablehlo.broadcast_in_dim %768, dims = [0, 1, 2] : (tensor<16x16x1xf32>) -> tensor<16x16x16xf32>
    %774 = stablehlo.broadcast_in_dim %772, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<16x16x16xf32>
    %775 = stablehlo.multiply %773, %774 : tensor<16x16x16xf32>
    %776 = stablehlo.multiply %765, %775 : tensor<16x16x16xf32>
    %777 = stablehlo.reshape %arg49 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %778 = stablehlo.broadcast_in_dim %777, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<16x16x16xf32>
    %779 = stablehlo.add %776, %778 : tensor<16x16x16xf32>
    %780 = stablehlo.transpose %1, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %781 = stablehlo.dot_general %779, %arg48, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x2xf32>) -> tensor<16x16x2xf32>
    %782 = stablehlo.transpose %781, dims = [2, 0, 1] : (tensor<16x16x2xf32>) -> tensor<2x16x16xf32>
    %783 = stablehlo.dot_general %779, %arg46, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x16xf32>) -> tensor<16x16x16xf32>
    %784 = stablehlo.reshape %783 : (tensor<16x16x16xf32>) -> tensor<16x16x2x8xf32>
    %cst_189 = stablehlo.constant dense<0.353553385> : tensor<f32>
    %785 = stablehlo.broadcast_in_dim %cst_189, dims = [] : (tensor<f32>) -> tensor<16x16x2x8xf32>
    %786 = stablehlo.multiply %784, %785 : tensor<16x16x2x8xf32>
    %787 = stablehlo.dot_general %779, %arg43, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x16xf32>) -> tensor<16x16x16xf32>
    %788 = stablehlo.reshape %787 : (tensor<16x16x16xf32>) -> tensor<16x16x2x8xf32>
    %789 = stablehlo.dot_general %779, %arg47, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x16xf32>) -> tensor<16x16x16xf32>
    %790 = stablehlo.reshape %789 : (tensor<16x16x16xf32>) -> tensor<16x16x2x8xf32>
    %791 = stablehlo.dot_general %786, %788, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<16x16x2x8xf32>, tensor<16x16x2x8xf32>) -> tensor<16x2x16x16xf32>
    %cst_190 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %792 = stablehlo.broadcast_in_dim %cst_190, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %793 = stablehlo.subtract %780, %792 : tensor<16x16xf32>
    %cst_191 = stablehlo.constant dense<1.000000e+09> : tensor<f32>
    %794 = stablehlo.broadcast_in_dim %cst_191, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %795 = stablehlo.multiply %794, %793 : tensor<16x16xf32>
    %796 = stablehlo.broadcast_in_dim %795, dims = [0, 3] : (tensor<16x16xf32>) -> tensor<16x1x1x16xf32>
    %797 = stablehlo.broadcast_in_dim %796, dims = [0, 1, 2, 3] : (tensor<16x1x1x16xf32>) -> tensor<16x2x16x16xf32>
    %798 = stablehlo.add %791, %797 : tensor<16x2x16x16xf32>
    %799 = stablehlo.broadcast_in_dim %782, dims = [1, 2, 3] : (tensor<2x16x16xf32>) -> tensor<1x2x16x16xf32>
    %800 = stablehlo.broadcast_in_dim %799, dims = [0, 1, 2, 3] : (tensor<1x2x16x16xf32>) -> tensor<16x2x16x16xf32>
    %801 = stablehlo.add %798, %800 : tensor<16x2x16x16xf32>
    %cst_192 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %802 = stablehlo.reduce(%801 init: %cst_192) applies stablehlo.maximum across dimensions = [3] : (tensor<16x2x16x16xf32>, tensor<f32>) -> tensor<16x2x16xf32>
    %cst_193 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %803 = stablehlo.broadcast_in_dim %cst_193, dims = [] : (tensor<f32>) -> tensor<16x2x16xf32>
    %804 = stablehlo.maximum %803, %802 : tensor<16x2x16xf32>
    %805 = stablehlo.broadcast_in_dim %804, dims = [0, 1, 2] : (tensor<16x2x16xf32>) -> tensor<16x2x16x1xf32>
    %806 = stablehlo.broadcast_in_dim %805, dims = [0, 1, 2, 3] : (tensor<16x2x16x1xf32>) -> tensor<16x2x16x16xf32>
    %807 = stablehlo.subtract %801, %806 : tensor<16x2x16x16xf32>
    %808 = stablehlo.exponential %807 : tensor<16x2x16x16xf32>
    %cst_194 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %809 = stablehlo.reduce(%808 init: %cst_194) applies stablehlo.add across dimensions = [3] : (tensor<16x2x16x16xf32>, tensor<f32>) -> tensor<16x2x16xf32>
    %810 = stablehlo.broadcast_in_dim %809, dims = [0, 1, 2] : (tensor<16x2x16xf32>) -> tensor<16x2x16x1xf32>
    %811 = stablehlo.broadcast_in_dim %810, dims = [0, 1, 2, 3] : (tensor<16x2x16x1xf32>) -> tensor<16x2x16x16xf32>
    %812 = stablehlo.divide %808, %811 : tensor<16x2x16x16xf32>
    %813 = stablehlo.multiply %810, %810 : tensor<16x2x16x1xf32>
    %cst_195 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %814 = stablehlo.broadcast_in_dim %cst_195, dims = [] : (tensor<f32>) -> tensor<16x2x16x1xf32>
    %815 = stablehlo.divide %814, %813 : tensor<16x2x16x1xf32>
    %816 = stablehlo.dot_general %790, %812, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<16x16x2x8xf32>, tensor<16x2x16x16xf32>) -> tensor<16x2x8x16xf32>
    %817 = stablehlo.transpose %816, dims = [0, 3, 1, 2] : (tensor<16x2x8x16xf32>) -> tensor<16x16x2x8xf32>
    %818 = stablehlo.dot_general %779, %arg42, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x16xf32>) -> tensor<16x16x16xf32>
    %819 = stablehlo.reshape %arg41 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %820 = stablehlo.broadcast_in_dim %819, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<16x16x16xf32>
    %821 = stablehlo.add %818, %820 : tensor<16x16x16xf32>
    %822 = stablehlo.negate %821 : tensor<16x16x16xf32>
    %823 = stablehlo.exponential %822 : tensor<16x16x16xf32>
    %cst_196 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %824 = stablehlo.broadcast_in_dim %cst_196, dims = [] : (tensor<f32>) -> tensor<16x16x16xf32>
    %825 = stablehlo.add %824, %823 : tensor<16x16x16xf32>
    %cst_197 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %826 = stablehlo.broadcast_in_dim %cst_197, dims = [] : (tensor<f32>) -> tensor<16x16x16xf32>
    %827 = stablehlo.divide %826, %825 : tensor<16x16x16xf32>
    %cst_198 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %828 = stablehlo.broadcast_in_dim %cst_198, dims = [] : (tensor<f32>) -> tensor<16x16x16xf32>
    %829 = stablehlo.subtract %828, %827 : tensor<16x16x16xf32>
    %830 = stablehlo.multiply %827, %829 : tensor<16x16x16xf32>
    %831 = stablehlo.reshape %827 : (tensor<16x16x16xf32>) -> tensor<16x16x2x8xf32>
    %832 = stablehlo.multiply %817, %831 : tensor<16x16x2x8xf32>
    %833 = stablehlo.reshape %832 : (tensor<16x16x2x8xf32>) -> tensor<16x16x16xf32>
    %834 = stablehlo.dot_general %833, %arg45, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x16xf32>) -> tensor<16x16x16xf32>
    %835 = stablehlo.reshape %arg44 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %836 = stablehlo.broadcast_in_dim %835, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<16x16x16xf32>
    %837 = stablehlo.add %834, %836 : tensor<16x16x16xf32>
    %838 = stablehlo.transpose %837, dims = [1, 0, 2] : (tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %839 = stablehlo.add %735, %838 : tensor<16x16x16xf32>
    %840 = chlo.square %839 : tensor<16x16x16xf32> -> tensor<16x16x16xf32>
    %cst_199 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %841 = stablehlo.broadcast_in_dim %cst_199, dims = [] : (tensor<f32>) -> tensor<16x16x16xf32>
    %842 = stablehlo.multiply %841, %839 : tensor<16x16x16xf32>
    %cst_200 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %843 = stablehlo.reduce(%839 init: %cst_200) applies stablehlo.add across dimensions = [2] : (tensor<16x16x16xf32>, tensor<f32>) -> tensor<16x16xf32>
    %cst_201 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %844 = stablehlo.broadcast_in_dim %cst_201, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %845 = stablehlo.divide %843, %844 : tensor<16x16xf32>
    %cst_202 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %846 = stablehlo.reduce(%840 init: %cst_202) applies stablehlo.add across dimensions = [2] : (tensor<16x16x16xf32>, tensor<f32>) -> tensor<16x16xf32>
    %cst_203 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %847 = stablehlo.broadcast_in_dim %cst_203, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %848 = stablehlo.divide %846, %847 : tensor<16x16xf32>
    %849 = chlo.square %845 : tensor<16x16xf32> -> tensor<16x16xf32>
    %cst_204 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %850 = stablehlo.broadcast_in_dim %cst_204, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %851 = stablehlo.multiply %850, %845 : tensor<16x16xf32>
    %852 = stablehlo.subtract %848, %849 : tensor<16x16xf32>
    %cst_205 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %853 = stablehlo.broadcast_in_dim %cst_205, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %854 = stablehlo.maximum %853, %852 : tensor<16x16xf32>
    %855 = stablehlo.compare EQ, %852, %854, FLOAT : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xi1>
    %cst_206 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %856 = stablehlo.broadcast_in_dim %cst_206, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %cst_207 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %857 = stablehlo.broadcast_in_dim %cst_207, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %858 = stablehlo.select %855, %856, %857 : tensor<16x16xi1>, tensor<16x16xf32>
    %cst_208 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %859 = stablehlo.broadcast_in_dim %cst_208, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %860 = stablehlo.compare EQ, %859, %854, FLOAT : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xi1>
    %cst_209 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %861 = stablehlo.broadcast_in_dim %cst_209, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %cst_210 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %862 = stablehlo.broadcast_in_dim %cst_210, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %863 = stablehlo.select %860, %861, %862 : tensor<16x16xi1>, tensor<16x16xf32>
    %864 = stablehlo.divide %858, %863 : tensor<16x16xf32>
    %865 = stablehlo.broadcast_in_dim %845, dims = [0, 1] : (tensor<16x16xf32>) -> tensor<16x16x1xf32>
    %866 = stablehlo.broadcast_in_dim %854, dims = [0, 1] : (tensor<16x16xf32>) -> tensor<16x16x1xf32>
    %867 = stablehlo.broadcast_in_dim %865, dims = [0, 1, 2] : (tensor<16x16x1xf32>) -> tensor<16x16x16xf32>
    %868 = stablehlo.subtract %839, %867 : tensor<16x16x16xf32>
    %cst_211 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %869 = stablehlo.broadcast_in_dim %cst_211, dims = [] : (tensor<f32>) -> tensor<16x16x1xf32>
    %870 = stablehlo.add %866, %869 : tensor<16x16x1xf32>
    %871 = stablehlo.rsqrt %870 : tensor<16x16x1xf32>
    %872 = stablehlo.divide %871, %870 : tensor<16x16x1xf32>
    %cst_212 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %873 = stablehlo.broadcast_in_dim %cst_212, dims = [] : (tensor<f32>) -> tensor<16x16x1xf32>
    %874 = stablehlo.multiply %873, %872 : tensor<16x16x1xf32>
    %875 = stablehlo.reshape %arg40 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %876 = stablehlo.broadcast_in_dim %871, dims = [0, 1, 2] : (tensor<16x16x1xf32>) -> tensor<16x16x16xf32>
    %877 = stablehlo.broadcast_in_dim %875, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<16x16x16xf32>
    %878 = stablehlo.multiply %876, %877 : tensor<16x16x16xf32>
    %879 = stablehlo.multiply %868, %878 : tensor<16x16x16xf32>
    %880 = stablehlo.reshape %arg39 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %881 = stablehlo.broadcast_in_dim %880, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<16x16x16xf32>
    %882 = stablehlo.add %879, %881 : tensor<16x16x16xf32>
    %883 = stablehlo.dot_general %882, %arg36, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x32xf32>) -> tensor<16x16x32xf32>
    %884 = stablehlo.reshape %arg35 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %885 = stablehlo.broadcast_in_dim %884, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<16x16x32xf32>
    %886 = stablehlo.add %883, %885 : tensor<16x16x32xf32>
    %887 = call @relu_0(%886) : (tensor<16x16x32xf32>) -> tensor<16x16x32xf32>
    %cst_213 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %888 = stablehlo.broadcast_in_dim %cst_213, dims = [] : (tensor<f32>) -> tensor<16x16x32xf32>
    %889 = stablehlo.compare GT, %886, %888, FLOAT : (tensor<16x16x32xf32>, tensor<16x16x32xf32>) -> tensor<16x16x32xi1>
    %890 = stablehlo.dot_general %887, %arg38, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16x32xf32>, tensor<32x16xf32>) -> tensor<16x16x16xf32>
    %891 = stablehlo.reshape %arg37 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %892 = stablehlo.broadcast_in_dim %891, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<16x16x16xf32>
    %893 = stablehlo.add %890, %892 : tensor<16x16x16xf32>
    %894 = stablehlo.add %839, %893 : tensor<16x16x16xf32>
    %cst_214 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %895 = stablehlo.broadcast_in_dim %cst_214, dims = [] : (tensor<f32>) -> tensor<4x16x32xf32>
    %896 = stablehlo.multiply %895, %265 : tensor<4x16x32xf32>
    %cst_215 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %897 = stablehlo.broadcast_in_dim %cst_215, dims = [] : (tensor<f32>) -> tensor<16x16x16xf32>
    %898 = stablehlo.multiply %897, %894 : tensor<16x16x16xf32>
    %cst_216 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_217 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %899 = stablehlo.divide %cst_216, %cst_217 : tensor<f32>
    %900 = stablehlo.broadcast_in_dim %899, dims = [] : (tensor<f32>) -> tensor<16x16x16xf32>
    %901 = stablehlo.multiply %900, %898 : tensor<16x16x16xf32>
    %cst_218 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_219 = stablehlo.constant dense<2.048000e+03> : tensor<f32>
    %902 = stablehlo.divide %cst_218, %cst_219 : tensor<f32>
    %903 = stablehlo.broadcast_in_dim %902, dims = [] : (tensor<f32>) -> tensor<4x16x32xf32>
    %904 = stablehlo.multiply %903, %896 : tensor<4x16x32xf32>
    %cst_220 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %905 = stablehlo.reduce(%901 init: %cst_220) applies stablehlo.add across dimensions = [0, 1] : (tensor<16x16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %906 = stablehlo.reshape %905 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %907 = stablehlo.reshape %906 : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %908 = stablehlo.dot_general %901, %887, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x16x32xf32>) -> tensor<16x32xf32>
    %909 = stablehlo.transpose %908, dims = [1, 0] : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %910 = stablehlo.dot_general %901, %arg38, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<32x16xf32>) -> tensor<16x16x32xf32>
    %cst_221 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %911 = stablehlo.broadcast_in_dim %cst_221, dims = [] : (tensor<f32>) -> tensor<16x16x32xf32>
    %912 = stablehlo.select %889, %910, %911 : tensor<16x16x32xi1>, tensor<16x16x32xf32>
    %cst_222 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %913 = stablehlo.reduce(%912 init: %cst_222) applies stablehlo.add across dimensions = [0, 1] : (tensor<16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %914 = stablehlo.reshape %913 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %915 = stablehlo.reshape %914 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %916 = stablehlo.dot_general %912, %882, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<16x16x32xf32>, tensor<16x16x16xf32>) -> tensor<32x16xf32>
    %917 = stablehlo.transpose %916, dims = [1, 0] : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %918 = stablehlo.dot_general %912, %arg36, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x16x32xf32>, tensor<16x32xf32>) -> tensor<16x16x16xf32>
    %cst_223 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %919 = stablehlo.reduce(%918 init: %cst_223) applies stablehlo.add across dimensions = [0, 1] : (tensor<16x16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %920 = stablehlo.reshape %919 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %921 = stablehlo.reshape %920 : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %922 = stablehlo.multiply %868, %918 : tensor<16x16x16xf32>
    %923 = stablehlo.multiply %918, %878 : tensor<16x16x16xf32>
    %924 = stablehlo.broadcast_in_dim %871, dims = [0, 1, 2] : (tensor<16x16x1xf32>) -> tensor<16x16x16xf32>
    %925 = stablehlo.multiply %924, %922 : tensor<16x16x16xf32>
    %cst_224 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %926 = stablehlo.reduce(%925 init: %cst_224) applies stablehlo.add across dimensions = [0, 1] : (tensor<16x16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %927 = stablehlo.reshape %926 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %928 = stablehlo.broadcast_in_dim %875, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<16x16x16xf32>
    %929 = stablehlo.multiply %922, %928 : tensor<16x16x16xf32>
    %cst_225 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %930 = stablehlo.reduce(%929 init: %cst_225) applies stablehlo.add across dimensions = [2] : (tensor<16x16x16xf32>, tensor<f32>) -> tensor<16x16xf32>
    %931 = stablehlo.reshape %930 : (tensor<16x16xf32>) -> tensor<16x16x1xf32>
    %932 = stablehlo.reshape %927 : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %933 = stablehlo.multiply %931, %874 : tensor<16x16x1xf32>
    %934 = stablehlo.negate %923 : tensor<16x16x16xf32>
    %cst_226 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %935 = stablehlo.reduce(%934 init: %cst_226) applies stablehlo.add across dimensions = [2] : (tensor<16x16x16xf32>, tensor<f32>) -> tensor<16x16xf32>
    %936 = stablehlo.reshape %935 : (tensor<16x16xf32>) -> tensor<16x16x1xf32>
    %937 = stablehlo.add %901, %923 : tensor<16x16x16xf32>
    %cst_227 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %938 = stablehlo.reduce(%933 init: %cst_227) applies stablehlo.add across dimensions = [2] : (tensor<16x16x1xf32>, tensor<f32>) -> tensor<16x16xf32>
    %cst_228 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %939 = stablehlo.reduce(%936 init: %cst_228) applies stablehlo.add across dimensions = [2] : (tensor<16x16x1xf32>, tensor<f32>) -> tensor<16x16xf32>
    %940 = stablehlo.multiply %938, %864 : tensor<16x16xf32>
    %941 = stablehlo.negate %940 : tensor<16x16xf32>
    %942 = stablehlo.multiply %941, %851 : tensor<16x16xf32>
    %943 = stablehlo.add %939, %942 : tensor<16x16xf32>
    %cst_229 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %944 = stablehlo.broadcast_in_dim %cst_229, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %945 = stablehlo.divide %940, %944 : tensor<16x16xf32>
    %946 = stablehlo.broadcast_in_dim %945, dims = [0, 1] : (tensor<16x16xf32>) -> tensor<16x16x16xf32>
    %cst_230 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %947 = stablehlo.broadcast_in_dim %cst_230, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %948 = stablehlo.divide %943, %947 : tensor<16x16xf32>
    %949 = stablehlo.broadcast_in_dim %948, dims = [0, 1] : (tensor<16x16xf32>) -> tensor<16x16x16xf32>
    %950 = stablehlo.add %937, %949 : tensor<16x16x16xf32>
    %951 = stablehlo.multiply %946, %842 : tensor<16x16x16xf32>
    %952 = stablehlo.add %950, %951 : tensor<16x16x16xf32>
    %953 = stablehlo.transpose %952, dims = [1, 0, 2] : (tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %cst_231 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %954 = stablehlo.reduce(%953 init: %cst_231) applies stablehlo.add across dimensions = [0, 1] : (tensor<16x16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %955 = stablehlo.reshape %954 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %956 = stablehlo.reshape %955 : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %957 = stablehlo.dot_general %953, %833, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x16x16xf32>) -> tensor<16x16xf32>
    %958 = stablehlo.transpose %957, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %959 = stablehlo.dot_general %953, %arg45, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x16xf32>) -> tensor<16x16x16xf32>
    %960 = stablehlo.reshape %959 : (tensor<16x16x16xf32>) -> tensor<16x16x2x8xf32>
    %961 = stablehlo.multiply %817, %960 : tensor<16x16x2x8xf32>
    %962 = stablehlo.multiply %960, %831 : tensor<16x16x2x8xf32>
    %963 = stablehlo.reshape %961 : (tensor<16x16x2x8xf32>) -> tensor<16x16x16xf32>
    %964 = stablehlo.multiply %963, %830 : tensor<16x16x16xf32>
    %cst_232 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %965 = stablehlo.reduce(%964 init: %cst_232) applies stablehlo.add across dimensions = [0, 1] : (tensor<16x16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %966 = stablehlo.reshape %965 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %967 = stablehlo.reshape %966 : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %968 = stablehlo.dot_general %964, %779, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x16x16xf32>) -> tensor<16x16xf32>
    %969 = stablehlo.transpose %968, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %970 = stablehlo.dot_general %964, %arg42, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x16xf32>) -> tensor<16x16x16xf32>
    %971 = stablehlo.transpose %962, dims = [0, 2, 3, 1] : (tensor<16x16x2x8xf32>) -> tensor<16x2x8x16xf32>
    %972 = stablehlo.dot_general %971, %790, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<16x2x8x16xf32>, tensor<16x16x2x8xf32>) -> tensor<16x2x16x16xf32>
    %973 = stablehlo.dot_general %971, %812, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<16x2x8x16xf32>, tensor<16x2x16x16xf32>) -> tensor<16x2x8x16xf32>
    %974 = stablehlo.transpose %973, dims = [0, 3, 1, 2] : (tensor<16x2x8x16xf32>) -> tensor<16x16x2x8xf32>
    %975 = stablehlo.broadcast_in_dim %815, dims = [0, 1, 2, 3] : (tensor<16x2x16x1xf32>) -> tensor<16x2x16x16xf32>
    %976 = stablehlo.multiply %972, %975 : tensor<16x2x16x16xf32>
    %977 = stablehlo.multiply %976, %808 : tensor<16x2x16x16xf32>
    %cst_233 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %978 = stablehlo.reduce(%977 init: %cst_233) applies stablehlo.add across dimensions = [3] : (tensor<16x2x16x16xf32>, tensor<f32>) -> tensor<16x2x16xf32>
    %979 = stablehlo.reshape %978 : (tensor<16x2x16xf32>) -> tensor<16x2x16x1xf32>
    %980 = stablehlo.negate %979 : tensor<16x2x16x1xf32>
    %981 = stablehlo.broadcast_in_dim %810, dims = [0, 1, 2, 3] : (tensor<16x2x16x1xf32>) -> tensor<16x2x16x16xf32>
    %982 = stablehlo.divide %972, %981 : tensor<16x2x16x16xf32>
    %cst_234 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %983 = stablehlo.reduce(%980 init: %cst_234) applies stablehlo.add across dimensions = [3] : (tensor<16x2x16x1xf32>, tensor<f32>) -> tensor<16x2x16xf32>
    %984 = stablehlo.broadcast_in_dim %983, dims = [0, 1, 2] : (tensor<16x2x16xf32>) -> tensor<16x2x16x16xf32>
    %985 = stablehlo.add %982, %984 : tensor<16x2x16x16xf32>
    %986 = stablehlo.multiply %985, %808 : tensor<16x2x16x16xf32>
    %cst_235 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %987 = stablehlo.reduce(%986 init: %cst_235) applies stablehlo.add across dimensions = [0] : (tensor<16x2x16x16xf32>, tensor<f32>) -> tensor<2x16x16xf32>
    %988 = stablehlo.reshape %987 : (tensor<2x16x16xf32>) -> tensor<1x2x16x16xf32>
    %cst_236 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %989 = stablehlo.reduce(%988 init: %cst_236) applies stablehlo.add across dimensions = [0] : (tensor<1x2x16x16xf32>, tensor<f32>) -> tensor<2x16x16xf32>
    %990 = stablehlo.dot_general %986, %786, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x2x16x16xf32>, tensor<16x16x2x8xf32>) -> tensor<16x2x16x8xf32>
    %991 = stablehlo.transpose %990, dims = [0, 2, 1, 3] : (tensor<16x2x16x8xf32>) -> tensor<16x16x2x8xf32>
    %992 = stablehlo.dot_general %986, %788, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x2x16x16xf32>, tensor<16x16x2x8xf32>) -> tensor<16x2x16x8xf32>
    %993 = stablehlo.transpose %992, dims = [0, 2, 1, 3] : (tensor<16x2x16x8xf32>) -> tensor<16x16x2x8xf32>
    %994 = stablehlo.reshape %974 : (tensor<16x16x2x8xf32>) -> tensor<16x16x16xf32>
    %995 = stablehlo.dot_general %994, %779, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x16x16xf32>) -> tensor<16x16xf32>
    %996 = stablehlo.transpose %995, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %997 = stablehlo.dot_general %994, %arg47, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x16xf32>) -> tensor<16x16x16xf32>
    %998 = stablehlo.add %970, %997 : tensor<16x16x16xf32>
    %999 = stablehlo.reshape %991 : (tensor<16x16x2x8xf32>) -> tensor<16x16x16xf32>
    %1000 = stablehlo.dot_general %999, %779, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x16x16xf32>) -> tensor<16x16xf32>
    %1001 = stablehlo.transpose %1000, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %1002 = stablehlo.dot_general %999, %arg43, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x16xf32>) -> tensor<16x16x16xf32>
    %1003 = stablehlo.add %998, %1002 : tensor<16x16x16xf32>
    %cst_237 = stablehlo.constant dense<0.353553385> : tensor<f32>
    %1004 = stablehlo.broadcast_in_dim %cst_237, dims = [] : (tensor<f32>) -> tensor<16x16x2x8xf32>
    %1005 = stablehlo.multiply %993, %1004 : tensor<16x16x2x8xf32>
    %1006 = stablehlo.reshape %1005 : (tensor<16x16x2x8xf32>) -> tensor<16x16x16xf32>
    %1007 = stablehlo.dot_general %1006, %779, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x16x16xf32>) -> tensor<16x16xf32>
    %1008 = stablehlo.transpose %1007, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %1009 = stablehlo.dot_general %1006, %arg46, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x16xf32>) -> tensor<16x16x16xf32>
    %1010 = stablehlo.add %1003, %1009 : tensor<16x16x16xf32>
    %1011 = stablehlo.transpose %989, dims = [1, 2, 0] : (tensor<2x16x16xf32>) -> tensor<16x16x2xf32>
    %1012 = stablehlo.dot_general %1011, %779, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<16x16x2xf32>, tensor<16x16x16xf32>) -> tensor<2x16xf32>
    %1013 = stablehlo.transpose %1012, dims = [1, 0] : (tensor<2x16xf32>) -> tensor<16x2xf32>
    %1014 = stablehlo.dot_general %1011, %arg48, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x16x2xf32>, tensor<16x2xf32>) -> tensor<16x16x16xf32>
    %1015 = stablehlo.add %1010, %1014 : tensor<16x16x16xf32>
    %cst_238 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1016 = stablehlo.reduce(%1015 init: %cst_238) applies stablehlo.add across dimensions = [0, 1] : (tensor<16x16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1017 = stablehlo.reshape %1016 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %1018 = stablehlo.reshape %1017 : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %1019 = stablehlo.multiply %765, %1015 : tensor<16x16x16xf32>
    %1020 = stablehlo.multiply %1015, %775 : tensor<16x16x16xf32>
    %1021 = stablehlo.broadcast_in_dim %768, dims = [0, 1, 2] : (tensor<16x16x1xf32>) -> tensor<16x16x16xf32>
    %1022 = stablehlo.multiply %1021, %1019 : tensor<16x16x16xf32>
    %cst_239 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1023 = stablehlo.reduce(%1022 init: %cst_239) applies stablehlo.add across dimensions = [0, 1] : (tensor<16x16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1024 = stablehlo.reshape %1023 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %1025 = stablehlo.broadcast_in_dim %772, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<16x16x16xf32>
    %1026 = stablehlo.multiply %1019, %1025 : tensor<16x16x16xf32>
    %cst_240 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1027 = stablehlo.reduce(%1026 init: %cst_240) applies stablehlo.add across dimensions = [2] : (tensor<16x16x16xf32>, tensor<f32>) -> tensor<16x16xf32>
    %1028 = stablehlo.reshape %1027 : (tensor<16x16xf32>) -> tensor<16x16x1xf32>
    %1029 = stablehlo.reshape %1024 : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %1030 = stablehlo.multiply %1028, %771 : tensor<16x16x1xf32>
    %1031 = stablehlo.negate %1020 : tensor<16x16x16xf32>
    %cst_241 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1032 = stablehlo.reduce(%1031 init: %cst_241) applies stablehlo.add across dimensions = [2] : (tensor<16x16x16xf32>, tensor<f32>) -> tensor<16x16xf32>
    %1033 = stablehlo.reshape %1032 : (tensor<16x16xf32>) -> tensor<16x16x1xf32>
    %cst_242 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1034 = stablehlo.reduce(%1030 init: %cst_242) applies stablehlo.add across dimensions = [2] : (tensor<16x16x1xf32>, tensor<f32>) -> tensor<16x16xf32>
    %cst_243 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1035 = stablehlo.reduce(%1033 init: %cst_243) applies stablehlo.add across dimensions = [2] : (tensor<16x16x1xf32>, tensor<f32>) -> tensor<16x16xf32>
    %1036 = stablehlo.multiply %1034, %761 : tensor<16x16xf32>
    %1037 = stablehlo.negate %1036 : tensor<16x16xf32>
    %1038 = stablehlo.multiply %1037, %748 : tensor<16x16xf32>
    %1039 = stablehlo.add %1035, %1038 : tensor<16x16xf32>
    %cst_244 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %1040 = stablehlo.broadcast_in_dim %cst_244, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %1041 = stablehlo.divide %1036, %1040 : tensor<16x16xf32>
    %1042 = stablehlo.broadcast_in_dim %1041, dims = [0, 1] : (tensor<16x16xf32>) -> tensor<16x16x16xf32>
    %cst_245 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %1043 = stablehlo.broadcast_in_dim %cst_245, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %1044 = stablehlo.divide %1039, %1043 : tensor<16x16xf32>
    %1045 = stablehlo.broadcast_in_dim %1044, dims = [0, 1] : (tensor<16x16xf32>) -> tensor<16x16x16xf32>
    %1046 = stablehlo.add %1020, %1045 : tensor<16x16x16xf32>
    %1047 = stablehlo.multiply %1042, %739 : tensor<16x16x16xf32>
    %1048 = stablehlo.add %1046, %1047 : tensor<16x16x16xf32>
    %1049 = stablehlo.transpose %1048, dims = [1, 0, 2] : (tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %1050 = stablehlo.add %952, %1049 : tensor<16x16x16xf32>
    %cst_246 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1051 = stablehlo.reduce(%1050 init: %cst_246) applies stablehlo.add across dimensions = [0, 1] : (tensor<16x16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1052 = stablehlo.reshape %1051 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %1053 = stablehlo.reshape %1052 : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %1054 = stablehlo.dot_general %1050, %730, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x16x16xf32>) -> tensor<16x16xf32>
    %1055 = stablehlo.transpose %1054, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %1056 = stablehlo.dot_general %1050, %arg55, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x16xf32>) -> tensor<16x16x16xf32>
    %1057 = stablehlo.reshape %1056 : (tensor<16x16x16xf32>) -> tensor<16x16x2x8xf32>
    %1058 = stablehlo.multiply %714, %1057 : tensor<16x16x2x8xf32>
    %1059 = stablehlo.multiply %1057, %728 : tensor<16x16x2x8xf32>
    %1060 = stablehlo.reshape %1058 : (tensor<16x16x2x8xf32>) -> tensor<16x16x16xf32>
    %1061 = stablehlo.multiply %1060, %727 : tensor<16x16x16xf32>
    %cst_247 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1062 = stablehlo.reduce(%1061 init: %cst_247) applies stablehlo.add across dimensions = [0, 1] : (tensor<16x16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1063 = stablehlo.reshape %1062 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %1064 = stablehlo.reshape %1063 : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %1065 = stablehlo.dot_general %1061, %677, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x16x16xf32>) -> tensor<16x16xf32>
    %1066 = stablehlo.transpose %1065, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %1067 = stablehlo.dot_general %1061, %arg52, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x16xf32>) -> tensor<16x16x16xf32>
    %1068 = stablehlo.transpose %1059, dims = [0, 2, 3, 1] : (tensor<16x16x2x8xf32>) -> tensor<16x2x8x16xf32>
    %1069 = stablehlo.dot_general %1068, %687, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<16x2x8x16xf32>, tensor<16x16x2x8xf32>) -> tensor<16x2x16x16xf32>
    %1070 = stablehlo.dot_general %1068, %709, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<16x2x8x16xf32>, tensor<16x2x16x16xf32>) -> tensor<16x2x8x16xf32>
    %1071 = stablehlo.transpose %1070, dims = [0, 3, 1, 2] : (tensor<16x2x8x16xf32>) -> tensor<16x16x2x8xf32>
    %1072 = stablehlo.broadcast_in_dim %712, dims = [0, 1, 2, 3] : (tensor<16x2x16x1xf32>) -> tensor<16x2x16x16xf32>
    %1073 = stablehlo.multiply %1069, %1072 : tensor<16x2x16x16xf32>
    %1074 = stablehlo.multiply %1073, %705 : tensor<16x2x16x16xf32>
    %cst_248 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1075 = stablehlo.reduce(%1074 init: %cst_248) applies stablehlo.add across dimensions = [3] : (tensor<16x2x16x16xf32>, tensor<f32>) -> tensor<16x2x16xf32>
    %1076 = stablehlo.reshape %1075 : (tensor<16x2x16xf32>) -> tensor<16x2x16x1xf32>
    %1077 = stablehlo.negate %1076 : tensor<16x2x16x1xf32>
    %1078 = stablehlo.broadcast_in_dim %707, dims = [0, 1, 2, 3] : (tensor<16x2x16x1xf32>) -> tensor<16x2x16x16xf32>
    %1079 = stablehlo.divide %1069, %1078 : tensor<16x2x16x16xf32>
    %cst_249 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1080 = stablehlo.reduce(%1077 init: %cst_249) applies stablehlo.add across dimensions = [3] : (tensor<16x2x16x1xf32>, tensor<f32>) -> tensor<16x2x16xf32>
    %1081 = stablehlo.broadcast_in_dim %1080, dims = [0, 1, 2] : (tensor<16x2x16xf32>) -> tensor<16x2x16x16xf32>
    %1082 = stablehlo.add %1079, %1081 : tensor<16x2x16x16xf32>
    %1083 = stablehlo.multiply %1082, %705 : tensor<16x2x16x16xf32>
    %cst_250 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1084 = stablehlo.reduce(%1083 init: %cst_250) applies stablehlo.add across dimensions = [0] : (tensor<16x2x16x16xf32>, tensor<f32>) -> tensor<2x16x16xf32>
    %1085 = stablehlo.reshape %1084 : (tensor<2x16x16xf32>) -> tensor<1x2x16x16xf32>
    %cst_251 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1086 = stablehlo.reduce(%1085 init: %cst_251) applies stablehlo.add across dimensions = [0] : (tensor<1x2x16x16xf32>, tensor<f32>) -> tensor<2x16x16xf32>
    %1087 = stablehlo.dot_general %1083, %683, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x2x16x16xf32>, tensor<16x16x2x8xf32>) -> tensor<16x2x16x8xf32>
    %1088 = stablehlo.transpose %1087, dims = [0, 2, 1, 3] : (tensor<16x2x16x8xf32>) -> tensor<16x16x2x8xf32>
    %1089 = stablehlo.dot_general %1083, %685, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x2x16x16xf32>, tensor<16x16x2x8xf32>) -> tensor<16x2x16x8xf32>
    %1090 = stablehlo.transpose %1089, dims = [0, 2, 1, 3] : (tensor<16x2x16x8xf32>) -> tensor<16x16x2x8xf32>
    %1091 = stablehlo.reshape %1071 : (tensor<16x16x2x8xf32>) -> tensor<16x16x16xf32>
    %1092 = stablehlo.dot_general %1091, %677, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x16x16xf32>) -> tensor<16x16xf32>
    %1093 = stablehlo.transpose %1092, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %1094 = stablehlo.dot_general %1091, %arg57, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x16xf32>) -> tensor<16x16x16xf32>
    %1095 = stablehlo.add %1067, %1094 : tensor<16x16x16xf32>
    %1096 = stablehlo.reshape %1088 : (tensor<16x16x2x8xf32>) -> tensor<16x16x16xf32>
    %1097 = stablehlo.dot_general %1096, %677, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x16x16xf32>) -> tensor<16x16xf32>
    %1098 = stablehlo.transpose %1097, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %1099 = stablehlo.dot_general %1096, %arg53, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x16xf32>) -> tensor<16x16x16xf32>
    %1100 = stablehlo.add %1095, %1099 : tensor<16x16x16xf32>
    %cst_252 = stablehlo.constant dense<0.353553385> : tensor<f32>
    %1101 = stablehlo.broadcast_in_dim %cst_252, dims = [] : (tensor<f32>) -> tensor<16x16x2x8xf32>
    %1102 = stablehlo.multiply %1090, %1101 : tensor<16x16x2x8xf32>
    %1103 = stablehlo.reshape %1102 : (tensor<16x16x2x8xf32>) -> tensor<16x16x16xf32>
    %1104 = stablehlo.dot_general %1103, %677, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x16x16xf32>) -> tensor<16x16xf32>
    %1105 = stablehlo.transpose %1104, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %1106 = stablehlo.dot_general %1103, %arg56, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x16xf32>) -> tensor<16x16x16xf32>
    %1107 = stablehlo.add %1100, %1106 : tensor<16x16x16xf32>
    %1108 = stablehlo.transpose %1086, dims = [1, 2, 0] : (tensor<2x16x16xf32>) -> tensor<16x16x2xf32>
    %1109 = stablehlo.dot_general %1108, %677, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<16x16x2xf32>, tensor<16x16x16xf32>) -> tensor<2x16xf32>
    %1110 = stablehlo.transpose %1109, dims = [1, 0] : (tensor<2x16xf32>) -> tensor<16x2xf32>
    %1111 = stablehlo.dot_general %1108, %arg58, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x16x2xf32>, tensor<16x2xf32>) -> tensor<16x16x16xf32>
    %1112 = stablehlo.add %1107, %1111 : tensor<16x16x16xf32>
    %cst_253 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1113 = stablehlo.reduce(%1112 init: %cst_253) applies stablehlo.add across dimensions = [0, 1] : (tensor<16x16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1114 = stablehlo.reshape %1113 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %1115 = stablehlo.reshape %1114 : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %1116 = stablehlo.multiply %663, %1112 : tensor<16x16x16xf32>
    %1117 = stablehlo.multiply %1112, %673 : tensor<16x16x16xf32>
    %1118 = stablehlo.broadcast_in_dim %666, dims = [0, 1, 2] : (tensor<16x16x1xf32>) -> tensor<16x16x16xf32>
    %1119 = stablehlo.multiply %1118, %1116 : tensor<16x16x16xf32>
    %cst_254 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1120 = stablehlo.reduce(%1119 init: %cst_254) applies stablehlo.add across dimensions = [0, 1] : (tensor<16x16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1121 = stablehlo.reshape %1120 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %1122 = stablehlo.broadcast_in_dim %670, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<16x16x16xf32>
    %1123 = stablehlo.multiply %1116, %1122 : tensor<16x16x16xf32>
    %cst_255 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1124 = stablehlo.reduce(%1123 init: %cst_255) applies stablehlo.add across dimensions = [2] : (tensor<16x16x16xf32>, tensor<f32>) -> tensor<16x16xf32>
    %1125 = stablehlo.reshape %1124 : (tensor<16x16xf32>) -> tensor<16x16x1xf32>
    %1126 = stablehlo.reshape %1121 : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %1127 = stablehlo.multiply %1125, %669 : tensor<16x16x1xf32>
    %1128 = stablehlo.negate %1117 : tensor<16x16x16xf32>
    %cst_256 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1129 = stablehlo.reduce(%1128 init: %cst_256) applies stablehlo.add across dimensions = [2] : (tensor<16x16x16xf32>, tensor<f32>) -> tensor<16x16xf32>
    %1130 = stablehlo.reshape %1129 : (tensor<16x16xf32>) -> tensor<16x16x1xf32>
    %1131 = stablehlo.add %1050, %1117 : tensor<16x16x16xf32>
    %cst_257 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1132 = stablehlo.reduce(%1127 init: %cst_257) applies stablehlo.add across dimensions = [2] : (tensor<16x16x1xf32>, tensor<f32>) -> tensor<16x16xf32>
    %cst_258 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1133 = stablehlo.reduce(%1130 init: %cst_258) applies stablehlo.add across dimensions = [2] : (tensor<16x16x1xf32>, tensor<f32>) -> tensor<16x16xf32>
    %1134 = stablehlo.multiply %1132, %659 : tensor<16x16xf32>
    %1135 = stablehlo.negate %1134 : tensor<16x16xf32>
    %1136 = stablehlo.multiply %1135, %646 : tensor<16x16xf32>
    %1137 = stablehlo.add %1133, %1136 : tensor<16x16xf32>
    %cst_259 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %1138 = stablehlo.broadcast_in_dim %cst_259, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %1139 = stablehlo.divide %1134, %1138 : tensor<16x16xf32>
    %1140 = stablehlo.broadcast_in_dim %1139, dims = [0, 1] : (tensor<16x16xf32>) -> tensor<16x16x16xf32>
    %cst_260 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %1141 = stablehlo.broadcast_in_dim %cst_260, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %1142 = stablehlo.divide %1137, %1141 : tensor<16x16xf32>
    %1143 = stablehlo.broadcast_in_dim %1142, dims = [0, 1] : (tensor<16x16xf32>) -> tensor<16x16x16xf32>
    %1144 = stablehlo.add %1131, %1143 : tensor<16x16x16xf32>
    %1145 = stablehlo.multiply %1140, %637 : tensor<16x16x16xf32>
    %1146 = stablehlo.add %1144, %1145 : tensor<16x16x16xf32>
    %1147 = stablehlo.multiply %625, %1146 : tensor<16x16x16xf32>
    %1148 = stablehlo.multiply %1146, %632 : tensor<16x16x16xf32>
    %cst_261 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1149 = stablehlo.reduce(%1147 init: %cst_261) applies stablehlo.add across dimensions = [0, 1] : (tensor<16x16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1150 = stablehlo.reshape %1149 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %1151 = stablehlo.reshape %1150 : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %1152 = stablehlo.dot_general %1147, %615, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x16x16xf32>) -> tensor<16x16xf32>
    %1153 = stablehlo.transpose %1152, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %1154 = stablehlo.dot_general %1147, %arg72, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x16xf32>) -> tensor<16x16x16xf32>
    %1155 = stablehlo.multiply %1148, %628 : tensor<16x16x16xf32>
    %cst_262 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1156 = stablehlo.reduce(%1155 init: %cst_262) applies stablehlo.add across dimensions = [0, 1] : (tensor<16x16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1157 = stablehlo.reshape %1156 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %1158 = stablehlo.reshape %1157 : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %1159 = stablehlo.dot_general %1155, %528, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x16x16xf32>) -> tensor<16x16xf32>
    %1160 = stablehlo.transpose %1159, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %1161 = stablehlo.dot_general %1155, %arg64, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x16xf32>) -> tensor<16x16x16xf32>
    %cst_263 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1162 = stablehlo.reduce(%1154 init: %cst_263) applies stablehlo.add across dimensions = [0, 1] : (tensor<16x16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1163 = stablehlo.reshape %1162 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %1164 = stablehlo.reshape %1163 : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %1165 = stablehlo.multiply %601, %1154 : tensor<16x16x16xf32>
    %1166 = stablehlo.multiply %1154, %611 : tensor<16x16x16xf32>
    %1167 = stablehlo.broadcast_in_dim %604, dims = [0, 1, 2] : (tensor<16x16x1xf32>) -> tensor<16x16x16xf32>
    %1168 = stablehlo.multiply %1167, %1165 : tensor<16x16x16xf32>
    %cst_264 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1169 = stablehlo.reduce(%1168 init: %cst_264) applies stablehlo.add across dimensions = [0, 1] : (tensor<16x16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1170 = stablehlo.reshape %1169 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %1171 = stablehlo.broadcast_in_dim %608, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<16x16x16xf32>
    %1172 = stablehlo.multiply %1165, %1171 : tensor<16x16x16xf32>
    %cst_265 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1173 = stablehlo.reduce(%1172 init: %cst_265) applies stablehlo.add across dimensions = [2] : (tensor<16x16x16xf32>, tensor<f32>) -> tensor<16x16xf32>
    %1174 = stablehlo.reshape %1173 : (tensor<16x16xf32>) -> tensor<16x16x1xf32>
    %1175 = stablehlo.reshape %1170 : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %1176 = stablehlo.multiply %1174, %607 : tensor<16x16x1xf32>
    %1177 = stablehlo.negate %1166 : tensor<16x16x16xf32>
    %cst_266 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1178 = stablehlo.reduce(%1177 init: %cst_266) applies stablehlo.add across dimensions = [2] : (tensor<16x16x16xf32>, tensor<f32>) -> tensor<16x16xf32>
    %1179 = stablehlo.reshape %1178 : (tensor<16x16xf32>) -> tensor<16x16x1xf32>
    %cst_267 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1180 = stablehlo.reduce(%1176 init: %cst_267) applies stablehlo.add across dimensions = [2] : (tensor<16x16x1xf32>, tensor<f32>) -> tensor<16x16xf32>
    %cst_268 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1181 = stablehlo.reduce(%1179 init: %cst_268) applies stablehlo.add across dimensions = [2] : (tensor<16x16x1xf32>, tensor<f32>) -> tensor<16x16xf32>
    %1182 = stablehlo.multiply %1180, %597 : tensor<16x16xf32>
    %1183 = stablehlo.negate %1182 : tensor<16x16xf32>
    %1184 = stablehlo.multiply %1183, %584 : tensor<16x16xf32>
    %1185 = stablehlo.add %1181, %1184 : tensor<16x16xf32>
    %cst_269 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %1186 = stablehlo.broadcast_in_dim %cst_269, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %1187 = stablehlo.divide %1182, %1186 : tensor<16x16xf32>
    %1188 = stablehlo.broadcast_in_dim %1187, dims = [0, 1] : (tensor<16x16xf32>) -> tensor<16x16x16xf32>
    %cst_270 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %1189 = stablehlo.broadcast_in_dim %cst_270, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %1190 = stablehlo.divide %1185, %1189 : tensor<16x16xf32>
    %1191 = stablehlo.broadcast_in_dim %1190, dims = [0, 1] : (tensor<16x16xf32>) -> tensor<16x16x16xf32>
    %1192 = stablehlo.add %1166, %1191 : tensor<16x16x16xf32>
    %1193 = stablehlo.multiply %1188, %575 : tensor<16x16x16xf32>
    %1194 = stablehlo.add %1192, %1193 : tensor<16x16x16xf32>
    %1195 = stablehlo.transpose %1194, dims = [2, 0, 1] : (tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %1196 = stablehlo.dot_general %1195, %570, batching_dims = [0] x [2], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %1197 = stablehlo.transpose %1196, dims = [2, 1, 0] : (tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %1198 = stablehlo.dot_general %1195, %562, batching_dims = [0] x [2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %1199 = stablehlo.transpose %1198, dims = [2, 1, 0] : (tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %1200 = stablehlo.multiply %565, %1199 : tensor<16x16x16xf32>
    %1201 = stablehlo.multiply %1199, %569 : tensor<16x16x16xf32>
    %cst_271 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1202 = stablehlo.reduce(%1200 init: %cst_271) applies stablehlo.add across dimensions = [0, 1] : (tensor<16x16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1203 = stablehlo.reshape %1202 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %1204 = stablehlo.reshape %1203 : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %1205 = stablehlo.dot_general %1200, %528, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x16x16xf32>) -> tensor<16x16xf32>
    %1206 = stablehlo.transpose %1205, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %1207 = stablehlo.dot_general %1200, %arg74, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x16xf32>) -> tensor<16x16x16xf32>
    %1208 = stablehlo.add %1161, %1207 : tensor<16x16x16xf32>
    %1209 = stablehlo.broadcast_in_dim %563, dims = [0, 1, 2] : (tensor<16x16x1xf32>) -> tensor<16x16x16xf32>
    %1210 = stablehlo.multiply %1209, %1201 : tensor<16x16x16xf32>
    %1211 = stablehlo.multiply %557, %1197 : tensor<16x16x16xf32>
    %1212 = stablehlo.multiply %1197, %561 : tensor<16x16x16xf32>
    %cst_272 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1213 = stablehlo.reduce(%1211 init: %cst_272) applies stablehlo.add across dimensions = [0, 1] : (tensor<16x16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1214 = stablehlo.reshape %1213 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %1215 = stablehlo.reshape %1214 : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %1216 = stablehlo.dot_general %1211, %528, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x16x16xf32>) -> tensor<16x16xf32>
    %1217 = stablehlo.transpose %1216, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %1218 = stablehlo.dot_general %1211, %arg68, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x16xf32>) -> tensor<16x16x16xf32>
    %1219 = stablehlo.add %1208, %1218 : tensor<16x16x16xf32>
    %1220 = stablehlo.broadcast_in_dim %555, dims = [0, 1, 2] : (tensor<16x16x1xf32>) -> tensor<16x16x16xf32>
    %1221 = stablehlo.multiply %1220, %1212 : tensor<16x16x16xf32>
    %1222 = stablehlo.multiply %1210, %554 : tensor<16x16x16xf32>
    %cst_273 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1223 = stablehlo.reduce(%1222 init: %cst_273) applies stablehlo.add across dimensions = [0, 1] : (tensor<16x16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1224 = stablehlo.reshape %1223 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %1225 = stablehlo.reshape %1224 : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %1226 = stablehlo.dot_general %1222, %528, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x16x16xf32>) -> tensor<16x16xf32>
    %1227 = stablehlo.transpose %1226, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %1228 = stablehlo.dot_general %1222, %arg76, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x16xf32>) -> tensor<16x16x16xf32>
    %1229 = stablehlo.add %1219, %1228 : tensor<16x16x16xf32>
    %1230 = stablehlo.multiply %1221, %541 : tensor<16x16x16xf32>
    %cst_274 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1231 = stablehlo.reduce(%1230 init: %cst_274) applies stablehlo.add across dimensions = [0, 1] : (tensor<16x16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1232 = stablehlo.reshape %1231 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %1233 = stablehlo.reshape %1232 : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %1234 = stablehlo.dot_general %1230, %528, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x16x16xf32>) -> tensor<16x16xf32>
    %1235 = stablehlo.transpose %1234, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %1236 = stablehlo.dot_general %1230, %arg70, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x16xf32>) -> tensor<16x16x16xf32>
    %1237 = stablehlo.add %1229, %1236 : tensor<16x16x16xf32>
    %cst_275 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1238 = stablehlo.reduce(%1237 init: %cst_275) applies stablehlo.add across dimensions = [0, 1] : (tensor<16x16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1239 = stablehlo.reshape %1238 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %1240 = stablehlo.reshape %1239 : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %1241 = stablehlo.multiply %514, %1237 : tensor<16x16x16xf32>
    %1242 = stablehlo.multiply %1237, %524 : tensor<16x16x16xf32>
    %1243 = stablehlo.broadcast_in_dim %517, dims = [0, 1, 2] : (tensor<16x16x1xf32>) -> tensor<16x16x16xf32>
    %1244 = stablehlo.multiply %1243, %1241 : tensor<16x16x16xf32>
    %cst_276 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1245 = stablehlo.reduce(%1244 init: %cst_276) applies stablehlo.add across dimensions = [0, 1] : (tensor<16x16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1246 = stablehlo.reshape %1245 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %1247 = stablehlo.broadcast_in_dim %521, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<16x16x16xf32>
    %1248 = stablehlo.multiply %1241, %1247 : tensor<16x16x16xf32>
    %cst_277 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1249 = stablehlo.reduce(%1248 init: %cst_277) applies stablehlo.add across dimensions = [2] : (tensor<16x16x16xf32>, tensor<f32>) -> tensor<16x16xf32>
    %1250 = stablehlo.reshape %1249 : (tensor<16x16xf32>) -> tensor<16x16x1xf32>
    %1251 = stablehlo.reshape %1246 : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %1252 = stablehlo.multiply %1250, %520 : tensor<16x16x1xf32>
    %1253 = stablehlo.negate %1242 : tensor<16x16x16xf32>
    %cst_278 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1254 = stablehlo.reduce(%1253 init: %cst_278) applies stablehlo.add across dimensions = [2] : (tensor<16x16x16xf32>, tensor<f32>) -> tensor<16x16xf32>
    %1255 = stablehlo.reshape %1254 : (tensor<16x16xf32>) -> tensor<16x16x1xf32>
    %1256 = stablehlo.add %1146, %1242 : tensor<16x16x16xf32>
    %cst_279 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1257 = stablehlo.reduce(%1252 init: %cst_279) applies stablehlo.add across dimensions = [2] : (tensor<16x16x1xf32>, tensor<f32>) -> tensor<16x16xf32>
    %cst_280 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1258 = stablehlo.reduce(%1255 init: %cst_280) applies stablehlo.add across dimensions = [2] : (tensor<16x16x1xf32>, tensor<f32>) -> tensor<16x16xf32>
    %1259 = stablehlo.multiply %1257, %510 : tensor<16x16xf32>
    %1260 = stablehlo.negate %1259 : tensor<16x16xf32>
    %1261 = stablehlo.multiply %1260, %497 : tensor<16x16xf32>
    %1262 = stablehlo.add %1258, %1261 : tensor<16x16xf32>
    %cst_281 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %1263 = stablehlo.broadcast_in_dim %cst_281, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %1264 = stablehlo.divide %1259, %1263 : tensor<16x16xf32>
    %1265 = stablehlo.broadcast_in_dim %1264, dims = [0, 1] : (tensor<16x16xf32>) -> tensor<16x16x16xf32>
    %cst_282 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %1266 = stablehlo.broadcast_in_dim %cst_282, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %1267 = stablehlo.divide %1262, %1266 : tensor<16x16xf32>
    %1268 = stablehlo.broadcast_in_dim %1267, dims = [0, 1] : (tensor<16x16xf32>) -> tensor<16x16x16xf32>
    %1269 = stablehlo.add %1256, %1268 : tensor<16x16x16xf32>
    %1270 = stablehlo.multiply %1265, %488 : tensor<16x16x16xf32>
    %1271 = stablehlo.add %1269, %1270 : tensor<16x16x16xf32>
    %1272 = stablehlo.multiply %476, %1271 : tensor<16x16x16xf32>
    %1273 = stablehlo.multiply %1271, %483 : tensor<16x16x16xf32>
    %cst_283 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1274 = stablehlo.reduce(%1272 init: %cst_283) applies stablehlo.add across dimensions = [0, 1] : (tensor<16x16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1275 = stablehlo.reshape %1274 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %1276 = stablehlo.reshape %1275 : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %1277 = stablehlo.dot_general %1272, %466, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x16x16xf32>) -> tensor<16x16xf32>
    %1278 = stablehlo.transpose %1277, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %1279 = stablehlo.dot_general %1272, %arg88, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x16xf32>) -> tensor<16x16x16xf32>
    %1280 = stablehlo.multiply %1273, %479 : tensor<16x16x16xf32>
    %cst_284 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1281 = stablehlo.reduce(%1280 init: %cst_284) applies stablehlo.add across dimensions = [0, 1] : (tensor<16x16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1282 = stablehlo.reshape %1281 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %1283 = stablehlo.reshape %1282 : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %1284 = stablehlo.dot_general %1280, %379, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x16x16xf32>) -> tensor<16x16xf32>
    %1285 = stablehlo.transpose %1284, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %1286 = stablehlo.dot_general %1280, %arg80, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x16xf32>) -> tensor<16x16x16xf32>
    %cst_285 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1287 = stablehlo.reduce(%1279 init: %cst_285) applies stablehlo.add across dimensions = [0, 1] : (tensor<16x16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1288 = stablehlo.reshape %1287 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %1289 = stablehlo.reshape %1288 : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %1290 = stablehlo.multiply %452, %1279 : tensor<16x16x16xf32>
    %1291 = stablehlo.multiply %1279, %462 : tensor<16x16x16xf32>
    %1292 = stablehlo.broadcast_in_dim %455, dims = [0, 1, 2] : (tensor<16x16x1xf32>) -> tensor<16x16x16xf32>
    %1293 = stablehlo.multiply %1292, %1290 : tensor<16x16x16xf32>
    %cst_286 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1294 = stablehlo.reduce(%1293 init: %cst_286) applies stablehlo.add across dimensions = [0, 1] : (tensor<16x16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1295 = stablehlo.reshape %1294 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %1296 = stablehlo.broadcast_in_dim %459, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<16x16x16xf32>
    %1297 = stablehlo.multiply %1290, %1296 : tensor<16x16x16xf32>
    %cst_287 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1298 = stablehlo.reduce(%1297 init: %cst_287) applies stablehlo.add across dimensions = [2] : (tensor<16x16x16xf32>, tensor<f32>) -> tensor<16x16xf32>
    %1299 = stablehlo.reshape %1298 : (tensor<16x16xf32>) -> tensor<16x16x1xf32>
    %1300 = stablehlo.reshape %1295 : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %1301 = stablehlo.multiply %1299, %458 : tensor<16x16x1xf32>
    %1302 = stablehlo.negate %1291 : tensor<16x16x16xf32>
    %cst_288 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1303 = stablehlo.reduce(%1302 init: %cst_288) applies stablehlo.add across dimensions = [2] : (tensor<16x16x16xf32>, tensor<f32>) -> tensor<16x16xf32>
    %1304 = stablehlo.reshape %1303 : (tensor<16x16xf32>) -> tensor<16x16x1xf32>
    %cst_289 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1305 = stablehlo.reduce(%1301 init: %cst_289) applies stablehlo.add across dimensions = [2] : (tensor<16x16x1xf32>, tensor<f32>) -> tensor<16x16xf32>
    %cst_290 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1306 = stablehlo.reduce(%1304 init: %cst_290) applies stablehlo.add across dimensions = [2] : (tensor<16x16x1xf32>, tensor<f32>) -> tensor<16x16xf32>
    %1307 = stablehlo.multiply %1305, %448 : tensor<16x16xf32>
    %1308 = stablehlo.negate %1307 : tensor<16x16xf32>
    %1309 = stablehlo.multiply %1308, %435 : tensor<16x16xf32>
    %1310 = stablehlo.add %1306, %1309 : tensor<16x16xf32>
    %cst_291 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %1311 = stablehlo.broadcast_in_dim %cst_291, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %1312 = stablehlo.divide %1307, %1311 : tensor<16x16xf32>
    %1313 = stablehlo.broadcast_in_dim %1312, dims = [0, 1] : (tensor<16x16xf32>) -> tensor<16x16x16xf32>
    %cst_292 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %1314 = stablehlo.broadcast_in_dim %cst_292, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %1315 = stablehlo.divide %1310, %1314 : tensor<16x16xf32>
    %1316 = stablehlo.broadcast_in_dim %1315, dims = [0, 1] : (tensor<16x16xf32>) -> tensor<16x16x16xf32>
    %1317 = stablehlo.add %1291, %1316 : tensor<16x16x16xf32>
    %1318 = stablehlo.multiply %1313, %426 : tensor<16x16x16xf32>
    %1319 = stablehlo.add %1317, %1318 : tensor<16x16x16xf32>
    %1320 = stablehlo.transpose %1319, dims = [2, 1, 0] : (tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %1321 = stablehlo.dot_general %1320, %421, batching_dims = [0] x [2], contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %1322 = stablehlo.transpose %1321, dims = [1, 2, 0] : (tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %1323 = stablehlo.dot_general %1320, %413, batching_dims = [0] x [2], contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %1324 = stablehlo.transpose %1323, dims = [1, 2, 0] : (tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %1325 = stablehlo.multiply %416, %1324 : tensor<16x16x16xf32>
    %1326 = stablehlo.multiply %1324, %420 : tensor<16x16x16xf32>
    %cst_293 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1327 = stablehlo.reduce(%1325 init: %cst_293) applies stablehlo.add across dimensions = [0, 1] : (tensor<16x16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1328 = stablehlo.reshape %1327 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %1329 = stablehlo.reshape %1328 : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %1330 = stablehlo.dot_general %1325, %379, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x16x16xf32>) -> tensor<16x16xf32>
    %1331 = stablehlo.transpose %1330, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %1332 = stablehlo.dot_general %1325, %arg90, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x16xf32>) -> tensor<16x16x16xf32>
    %1333 = stablehlo.add %1286, %1332 : tensor<16x16x16xf32>
    %1334 = stablehlo.broadcast_in_dim %414, dims = [0, 1, 2] : (tensor<16x16x1xf32>) -> tensor<16x16x16xf32>
    %1335 = stablehlo.multiply %1334, %1326 : tensor<16x16x16xf32>
    %1336 = stablehlo.multiply %408, %1322 : tensor<16x16x16xf32>
    %1337 = stablehlo.multiply %1322, %412 : tensor<16x16x16xf32>
    %cst_294 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1338 = stablehlo.reduce(%1336 init: %cst_294) applies stablehlo.add across dimensions = [0, 1] : (tensor<16x16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1339 = stablehlo.reshape %1338 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %1340 = stablehlo.reshape %1339 : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %1341 = stablehlo.dot_general %1336, %379, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x16x16xf32>) -> tensor<16x16xf32>
    %1342 = stablehlo.transpose %1341, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %1343 = stablehlo.dot_general %1336, %arg84, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x16xf32>) -> tensor<16x16x16xf32>
    %1344 = stablehlo.add %1333, %1343 : tensor<16x16x16xf32>
    %1345 = stablehlo.broadcast_in_dim %406, dims = [0, 1, 2] : (tensor<16x16x1xf32>) -> tensor<16x16x16xf32>
    %1346 = stablehlo.multiply %1345, %1337 : tensor<16x16x16xf32>
    %1347 = stablehlo.multiply %1335, %405 : tensor<16x16x16xf32>
    %cst_295 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1348 = stablehlo.reduce(%1347 init: %cst_295) applies stablehlo.add across dimensions = [0, 1] : (tensor<16x16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1349 = stablehlo.reshape %1348 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %1350 = stablehlo.reshape %1349 : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %1351 = stablehlo.dot_general %1347, %379, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x16x16xf32>) -> tensor<16x16xf32>
    %1352 = stablehlo.transpose %1351, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %1353 = stablehlo.dot_general %1347, %arg92, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x16xf32>) -> tensor<16x16x16xf32>
    %1354 = stablehlo.add %1344, %1353 : tensor<16x16x16xf32>
    %1355 = stablehlo.multiply %1346, %392 : tensor<16x16x16xf32>
    %cst_296 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1356 = stablehlo.reduce(%1355 init: %cst_296) applies stablehlo.add across dimensions = [0, 1] : (tensor<16x16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1357 = stablehlo.reshape %1356 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %1358 = stablehlo.reshape %1357 : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %1359 = stablehlo.dot_general %1355, %379, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x16x16xf32>) -> tensor<16x16xf32>
    %1360 = stablehlo.transpose %1359, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %1361 = stablehlo.dot_general %1355, %arg86, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x16xf32>) -> tensor<16x16x16xf32>
    %1362 = stablehlo.add %1354, %1361 : tensor<16x16x16xf32>
    %cst_297 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1363 = stablehlo.reduce(%1362 init: %cst_297) applies stablehlo.add across dimensions = [0, 1] : (tensor<16x16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1364 = stablehlo.reshape %1363 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %1365 = stablehlo.reshape %1364 : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %1366 = stablehlo.multiply %365, %1362 : tensor<16x16x16xf32>
    %1367 = stablehlo.multiply %1362, %375 : tensor<16x16x16xf32>
    %1368 = stablehlo.broadcast_in_dim %368, dims = [0, 1, 2] : (tensor<16x16x1xf32>) -> tensor<16x16x16xf32>
    %1369 = stablehlo.multiply %1368, %1366 : tensor<16x16x16xf32>
    %cst_298 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1370 = stablehlo.reduce(%1369 init: %cst_298) applies stablehlo.add across dimensions = [0, 1] : (tensor<16x16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1371 = stablehlo.reshape %1370 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %1372 = stablehlo.broadcast_in_dim %372, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<16x16x16xf32>
    %1373 = stablehlo.multiply %1366, %1372 : tensor<16x16x16xf32>
    %cst_299 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1374 = stablehlo.reduce(%1373 init: %cst_299) applies stablehlo.add across dimensions = [2] : (tensor<16x16x16xf32>, tensor<f32>) -> tensor<16x16xf32>
    %1375 = stablehlo.reshape %1374 : (tensor<16x16xf32>) -> tensor<16x16x1xf32>
    %1376 = stablehlo.reshape %1371 : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %1377 = stablehlo.multiply %1375, %371 : tensor<16x16x1xf32>
    %1378 = stablehlo.negate %1367 : tensor<16x16x16xf32>
    %cst_300 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1379 = stablehlo.reduce(%1378 init: %cst_300) applies stablehlo.add across dimensions = [2] : (tensor<16x16x16xf32>, tensor<f32>) -> tensor<16x16xf32>
    %1380 = stablehlo.reshape %1379 : (tensor<16x16xf32>) -> tensor<16x16x1xf32>
    %1381 = stablehlo.add %1271, %1367 : tensor<16x16x16xf32>
    %cst_301 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1382 = stablehlo.reduce(%1377 init: %cst_301) applies stablehlo.add across dimensions = [2] : (tensor<16x16x1xf32>, tensor<f32>) -> tensor<16x16xf32>
    %cst_302 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1383 = stablehlo.reduce(%1380 init: %cst_302) applies stablehlo.add across dimensions = [2] : (tensor<16x16x1xf32>, tensor<f32>) -> tensor<16x16xf32>
    %1384 = stablehlo.multiply %1382, %361 : tensor<16x16xf32>
    %1385 = stablehlo.negate %1384 : tensor<16x16xf32>
    %1386 = stablehlo.multiply %1385, %348 : tensor<16x16xf32>
    %1387 = stablehlo.add %1383, %1386 : tensor<16x16xf32>
    %cst_303 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %1388 = stablehlo.broadcast_in_dim %cst_303, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %1389 = stablehlo.divide %1384, %1388 : tensor<16x16xf32>
    %1390 = stablehlo.broadcast_in_dim %1389, dims = [0, 1] : (tensor<16x16xf32>) -> tensor<16x16x16xf32>
    %cst_304 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %1391 = stablehlo.broadcast_in_dim %cst_304, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %1392 = stablehlo.divide %1387, %1391 : tensor<16x16xf32>
    %1393 = stablehlo.broadcast_in_dim %1392, dims = [0, 1] : (tensor<16x16xf32>) -> tensor<16x16x16xf32>
    %1394 = stablehlo.add %1381, %1393 : tensor<16x16x16xf32>
    %1395 = stablehlo.multiply %1390, %339 : tensor<16x16x16xf32>
    %1396 = stablehlo.add %1394, %1395 : tensor<16x16x16xf32>
    %1397 = stablehlo.broadcast_in_dim %333, dims = [0, 1, 2] : (tensor<16x16x1xf32>) -> tensor<16x16x16xf32>
    %1398 = stablehlo.divide %1396, %1397 : tensor<16x16x16xf32>
    %cst_305 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1399 = stablehlo.reduce(%1398 init: %cst_305) applies stablehlo.add across dimensions = [0, 1] : (tensor<16x16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1400 = stablehlo.reshape %1399 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %1401 = stablehlo.reshape %1400 : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %1402 = stablehlo.dot_general %1398, %325, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<16x16x64xf32>) -> tensor<16x64xf32>
    %1403 = stablehlo.transpose %1402, dims = [1, 0] : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %1404 = stablehlo.dot_general %1398, %arg29, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x16x16xf32>, tensor<64x16xf32>) -> tensor<16x16x64xf32>
    %1405 = stablehlo.reshape %1404 : (tensor<16x16x64xf32>) -> tensor<16x16x8x8xf32>
    %1406 = stablehlo.transpose %1405, dims = [1, 3, 0, 2] : (tensor<16x16x8x8xf32>) -> tensor<16x8x16x8xf32>
    %1407 = stablehlo.dot_general %1406, %322, contracting_dims = [0, 1] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<16x8x16x8xf32>, tensor<4x16x8xf32>) -> tensor<16x8x4xf32>
    %1408 = stablehlo.transpose %1407, dims = [2, 0, 1] : (tensor<16x8x4xf32>) -> tensor<4x16x8xf32>
    %1409 = stablehlo.dot_general %1406, %315, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<16x8x16x8xf32>, tensor<4x16x8xf32>) -> tensor<16x8x4xf32>
    %1410 = stablehlo.transpose %1409, dims = [2, 0, 1] : (tensor<16x8x4xf32>) -> tensor<4x16x8xf32>
    %1411 = stablehlo.broadcast_in_dim %320, dims = [0, 1, 2] : (tensor<4x16x1xf32>) -> tensor<4x16x8xf32>
    %1412 = stablehlo.multiply %1410, %1411 : tensor<4x16x8xf32>
    %cst_306 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1413 = stablehlo.reduce(%1412 init: %cst_306) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x16x8xf32>, tensor<f32>) -> tensor<8xf32>
    %1414 = stablehlo.reshape %1413 : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %1415 = stablehlo.reshape %1414 : (tensor<1x1x8xf32>) -> tensor<8xf32>
    %1416 = stablehlo.dot_general %1412, %308, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x16x8xf32>, tensor<4x16x32xf32>) -> tensor<8x32xf32>
    %1417 = stablehlo.transpose %1416, dims = [1, 0] : (tensor<8x32xf32>) -> tensor<32x8xf32>
    %1418 = stablehlo.dot_general %1412, %arg31, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x16x8xf32>, tensor<32x8xf32>) -> tensor<4x16x32xf32>
    %1419 = stablehlo.broadcast_in_dim %313, dims = [0, 1, 2] : (tensor<4x16x1xf32>) -> tensor<4x16x8xf32>
    %1420 = stablehlo.multiply %1408, %1419 : tensor<4x16x8xf32>
    %cst_307 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1421 = stablehlo.reduce(%1420 init: %cst_307) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x16x8xf32>, tensor<f32>) -> tensor<8xf32>
    %1422 = stablehlo.reshape %1421 : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %1423 = stablehlo.reshape %1422 : (tensor<1x1x8xf32>) -> tensor<8xf32>
    %1424 = stablehlo.dot_general %1420, %308, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x16x8xf32>, tensor<4x16x32xf32>) -> tensor<8x32xf32>
    %1425 = stablehlo.transpose %1424, dims = [1, 0] : (tensor<8x32xf32>) -> tensor<32x8xf32>
    %1426 = stablehlo.dot_general %1420, %arg25, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x16x8xf32>, tensor<32x8xf32>) -> tensor<4x16x32xf32>
    %1427 = stablehlo.add %1418, %1426 : tensor<4x16x32xf32>
    %cst_308 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1428 = stablehlo.reduce(%1427 init: %cst_308) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1429 = stablehlo.reshape %1428 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1430 = stablehlo.reshape %1429 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %1431 = stablehlo.multiply %294, %1427 : tensor<4x16x32xf32>
    %1432 = stablehlo.multiply %1427, %304 : tensor<4x16x32xf32>
    %1433 = stablehlo.broadcast_in_dim %297, dims = [0, 1, 2] : (tensor<4x16x1xf32>) -> tensor<4x16x32xf32>
    %1434 = stablehlo.multiply %1433, %1431 : tensor<4x16x32xf32>
    %cst_309 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1435 = stablehlo.reduce(%1434 init: %cst_309) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1436 = stablehlo.reshape %1435 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1437 = stablehlo.broadcast_in_dim %301, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<4x16x32xf32>
    %1438 = stablehlo.multiply %1431, %1437 : tensor<4x16x32xf32>
    %cst_310 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1439 = stablehlo.reduce(%1438 init: %cst_310) applies stablehlo.add across dimensions = [2] : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<4x16xf32>
    %1440 = stablehlo.reshape %1439 : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %1441 = stablehlo.reshape %1436 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %1442 = stablehlo.multiply %1440, %300 : tensor<4x16x1xf32>
    %1443 = stablehlo.negate %1432 : tensor<4x16x32xf32>
    %cst_311 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1444 = stablehlo.reduce(%1443 init: %cst_311) applies stablehlo.add across dimensions = [2] : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<4x16xf32>
    %1445 = stablehlo.reshape %1444 : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %1446 = stablehlo.add %904, %1432 : tensor<4x16x32xf32>
    %cst_312 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1447 = stablehlo.reduce(%1442 init: %cst_312) applies stablehlo.add across dimensions = [2] : (tensor<4x16x1xf32>, tensor<f32>) -> tensor<4x16xf32>
    %cst_313 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1448 = stablehlo.reduce(%1445 init: %cst_313) applies stablehlo.add across dimensions = [2] : (tensor<4x16x1xf32>, tensor<f32>) -> tensor<4x16xf32>
    %1449 = stablehlo.multiply %1447, %290 : tensor<4x16xf32>
    %1450 = stablehlo.negate %1449 : tensor<4x16xf32>
    %1451 = stablehlo.multiply %1450, %277 : tensor<4x16xf32>
    %1452 = stablehlo.add %1448, %1451 : tensor<4x16xf32>
    %cst_314 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %1453 = stablehlo.broadcast_in_dim %cst_314, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %1454 = stablehlo.divide %1449, %1453 : tensor<4x16xf32>
    %1455 = stablehlo.broadcast_in_dim %1454, dims = [0, 1] : (tensor<4x16xf32>) -> tensor<4x16x32xf32>
    %cst_315 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %1456 = stablehlo.broadcast_in_dim %cst_315, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %1457 = stablehlo.divide %1452, %1456 : tensor<4x16xf32>
    %1458 = stablehlo.broadcast_in_dim %1457, dims = [0, 1] : (tensor<4x16xf32>) -> tensor<4x16x32xf32>
    %1459 = stablehlo.add %1446, %1458 : tensor<4x16x32xf32>
    %1460 = stablehlo.multiply %1455, %268 : tensor<4x16x32xf32>
    %1461 = stablehlo.add %1459, %1460 : tensor<4x16x32xf32>
    %cst_316 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1462 = stablehlo.reduce(%1461 init: %cst_316) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1463 = stablehlo.reshape %1462 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1464 = stablehlo.reshape %1463 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %1465 = stablehlo.dot_general %1461, %258, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x16x32xf32>, tensor<4x16x128xf32>) -> tensor<32x128xf32>
    %1466 = stablehlo.transpose %1465, dims = [1, 0] : (tensor<32x128xf32>) -> tensor<128x32xf32>
    %1467 = stablehlo.dot_general %1461, %arg21, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x16x32xf32>, tensor<128x32xf32>) -> tensor<4x16x128xf32>
    %cst_317 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1468 = stablehlo.broadcast_in_dim %cst_317, dims = [] : (tensor<f32>) -> tensor<4x16x128xf32>
    %1469 = stablehlo.select %260, %1467, %1468 : tensor<4x16x128xi1>, tensor<4x16x128xf32>
    %cst_318 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1470 = stablehlo.reduce(%1469 init: %cst_318) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x16x128xf32>, tensor<f32>) -> tensor<128xf32>
    %1471 = stablehlo.reshape %1470 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %1472 = stablehlo.reshape %1471 : (tensor<1x1x128xf32>) -> tensor<128xf32>
    %1473 = stablehlo.dot_general %1469, %253, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x16x128xf32>, tensor<4x16x32xf32>) -> tensor<128x32xf32>
    %1474 = stablehlo.transpose %1473, dims = [1, 0] : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %1475 = stablehlo.dot_general %1469, %arg19, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x16x128xf32>, tensor<32x128xf32>) -> tensor<4x16x32xf32>
    %cst_319 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1476 = stablehlo.reduce(%1475 init: %cst_319) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1477 = stablehlo.reshape %1476 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1478 = stablehlo.reshape %1477 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %1479 = stablehlo.multiply %239, %1475 : tensor<4x16x32xf32>
    %1480 = stablehlo.multiply %1475, %249 : tensor<4x16x32xf32>
    %1481 = stablehlo.broadcast_in_dim %242, dims = [0, 1, 2] : (tensor<4x16x1xf32>) -> tensor<4x16x32xf32>
    %1482 = stablehlo.multiply %1481, %1479 : tensor<4x16x32xf32>
    %cst_320 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1483 = stablehlo.reduce(%1482 init: %cst_320) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1484 = stablehlo.reshape %1483 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1485 = stablehlo.broadcast_in_dim %246, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<4x16x32xf32>
    %1486 = stablehlo.multiply %1479, %1485 : tensor<4x16x32xf32>
    %cst_321 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1487 = stablehlo.reduce(%1486 init: %cst_321) applies stablehlo.add across dimensions = [2] : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<4x16xf32>
    %1488 = stablehlo.reshape %1487 : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %1489 = stablehlo.reshape %1484 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %1490 = stablehlo.multiply %1488, %245 : tensor<4x16x1xf32>
    %1491 = stablehlo.negate %1480 : tensor<4x16x32xf32>
    %cst_322 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1492 = stablehlo.reduce(%1491 init: %cst_322) applies stablehlo.add across dimensions = [2] : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<4x16xf32>
    %1493 = stablehlo.reshape %1492 : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %1494 = stablehlo.add %1461, %1480 : tensor<4x16x32xf32>
    %cst_323 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1495 = stablehlo.reduce(%1490 init: %cst_323) applies stablehlo.add across dimensions = [2] : (tensor<4x16x1xf32>, tensor<f32>) -> tensor<4x16xf32>
    %cst_324 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1496 = stablehlo.reduce(%1493 init: %cst_324) applies stablehlo.add across dimensions = [2] : (tensor<4x16x1xf32>, tensor<f32>) -> tensor<4x16xf32>
    %1497 = stablehlo.multiply %1495, %235 : tensor<4x16xf32>
    %1498 = stablehlo.negate %1497 : tensor<4x16xf32>
    %1499 = stablehlo.multiply %1498, %222 : tensor<4x16xf32>
    %1500 = stablehlo.add %1496, %1499 : tensor<4x16xf32>
    %cst_325 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %1501 = stablehlo.broadcast_in_dim %cst_325, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %1502 = stablehlo.divide %1497, %1501 : tensor<4x16xf32>
    %1503 = stablehlo.broadcast_in_dim %1502, dims = [0, 1] : (tensor<4x16xf32>) -> tensor<4x16x32xf32>
    %cst_326 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %1504 = stablehlo.broadcast_in_dim %cst_326, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %1505 = stablehlo.divide %1500, %1504 : tensor<4x16xf32>
    %1506 = stablehlo.broadcast_in_dim %1505, dims = [0, 1] : (tensor<4x16xf32>) -> tensor<4x16x32xf32>
    %1507 = stablehlo.add %1494, %1506 : tensor<4x16x32xf32>
    %1508 = stablehlo.multiply %1503, %213 : tensor<4x16x32xf32>
    %1509 = stablehlo.add %1507, %1508 : tensor<4x16x32xf32>
    %1510 = stablehlo.transpose %1509, dims = [1, 0, 2] : (tensor<4x16x32xf32>) -> tensor<16x4x32xf32>
    %cst_327 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1511 = stablehlo.reduce(%1510 init: %cst_327) applies stablehlo.add across dimensions = [0, 1] : (tensor<16x4x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1512 = stablehlo.reshape %1511 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1513 = stablehlo.reshape %1512 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %1514 = stablehlo.dot_general %1510, %204, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<16x4x32xf32>, tensor<16x4x32xf32>) -> tensor<32x32xf32>
    %1515 = stablehlo.transpose %1514, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %1516 = stablehlo.dot_general %1510, %arg4, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x4x32xf32>, tensor<32x32xf32>) -> tensor<16x4x32xf32>
    %1517 = stablehlo.reshape %1516 : (tensor<16x4x32xf32>) -> tensor<16x4x2x16xf32>
    %1518 = stablehlo.multiply %188, %1517 : tensor<16x4x2x16xf32>
    %1519 = stablehlo.multiply %1517, %202 : tensor<16x4x2x16xf32>
    %1520 = stablehlo.reshape %1518 : (tensor<16x4x2x16xf32>) -> tensor<16x4x32xf32>
    %1521 = stablehlo.multiply %1520, %201 : tensor<16x4x32xf32>
    %cst_328 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1522 = stablehlo.reduce(%1521 init: %cst_328) applies stablehlo.add across dimensions = [0, 1] : (tensor<16x4x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1523 = stablehlo.reshape %1522 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1524 = stablehlo.reshape %1523 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %1525 = stablehlo.dot_general %1521, %155, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<16x4x32xf32>, tensor<16x4x32xf32>) -> tensor<32x32xf32>
    %1526 = stablehlo.transpose %1525, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %1527 = stablehlo.dot_general %1521, %arg1, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x4x32xf32>, tensor<32x32xf32>) -> tensor<16x4x32xf32>
    %1528 = stablehlo.transpose %1519, dims = [0, 2, 3, 1] : (tensor<16x4x2x16xf32>) -> tensor<16x2x16x4xf32>
    %1529 = stablehlo.dot_general %1528, %164, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<16x2x16x4xf32>, tensor<16x4x2x16xf32>) -> tensor<16x2x4x4xf32>
    %1530 = stablehlo.dot_general %1528, %183, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<16x2x16x4xf32>, tensor<16x2x4x4xf32>) -> tensor<16x2x16x4xf32>
    %1531 = stablehlo.transpose %1530, dims = [0, 3, 1, 2] : (tensor<16x2x16x4xf32>) -> tensor<16x4x2x16xf32>
    %1532 = stablehlo.broadcast_in_dim %186, dims = [0, 1, 2, 3] : (tensor<16x2x4x1xf32>) -> tensor<16x2x4x4xf32>
    %1533 = stablehlo.multiply %1529, %1532 : tensor<16x2x4x4xf32>
    %1534 = stablehlo.multiply %1533, %179 : tensor<16x2x4x4xf32>
    %cst_329 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1535 = stablehlo.reduce(%1534 init: %cst_329) applies stablehlo.add across dimensions = [3] : (tensor<16x2x4x4xf32>, tensor<f32>) -> tensor<16x2x4xf32>
    %1536 = stablehlo.reshape %1535 : (tensor<16x2x4xf32>) -> tensor<16x2x4x1xf32>
    %1537 = stablehlo.negate %1536 : tensor<16x2x4x1xf32>
    %1538 = stablehlo.broadcast_in_dim %181, dims = [0, 1, 2, 3] : (tensor<16x2x4x1xf32>) -> tensor<16x2x4x4xf32>
    %1539 = stablehlo.divide %1529, %1538 : tensor<16x2x4x4xf32>
    %cst_330 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1540 = stablehlo.reduce(%1537 init: %cst_330) applies stablehlo.add across dimensions = [3] : (tensor<16x2x4x1xf32>, tensor<f32>) -> tensor<16x2x4xf32>
    %1541 = stablehlo.broadcast_in_dim %1540, dims = [0, 1, 2] : (tensor<16x2x4xf32>) -> tensor<16x2x4x4xf32>
    %1542 = stablehlo.add %1539, %1541 : tensor<16x2x4x4xf32>
    %1543 = stablehlo.multiply %1542, %179 : tensor<16x2x4x4xf32>
    %1544 = stablehlo.dot_general %1543, %160, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x2x4x4xf32>, tensor<16x4x2x16xf32>) -> tensor<16x2x4x16xf32>
    %1545 = stablehlo.transpose %1544, dims = [0, 2, 1, 3] : (tensor<16x2x4x16xf32>) -> tensor<16x4x2x16xf32>
    %1546 = stablehlo.dot_general %1543, %162, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x2x4x4xf32>, tensor<16x4x2x16xf32>) -> tensor<16x2x4x16xf32>
    %1547 = stablehlo.transpose %1546, dims = [0, 2, 1, 3] : (tensor<16x2x4x16xf32>) -> tensor<16x4x2x16xf32>
    %1548 = stablehlo.reshape %1531 : (tensor<16x4x2x16xf32>) -> tensor<16x4x32xf32>
    %1549 = stablehlo.dot_general %1548, %155, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<16x4x32xf32>, tensor<16x4x32xf32>) -> tensor<32x32xf32>
    %1550 = stablehlo.transpose %1549, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %1551 = stablehlo.dot_general %1548, %arg6, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x4x32xf32>, tensor<32x32xf32>) -> tensor<16x4x32xf32>
    %1552 = stablehlo.add %1527, %1551 : tensor<16x4x32xf32>
    %1553 = stablehlo.reshape %1545 : (tensor<16x4x2x16xf32>) -> tensor<16x4x32xf32>
    %1554 = stablehlo.dot_general %1553, %155, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<16x4x32xf32>, tensor<16x4x32xf32>) -> tensor<32x32xf32>
    %1555 = stablehlo.transpose %1554, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %1556 = stablehlo.dot_general %1553, %arg2, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x4x32xf32>, tensor<32x32xf32>) -> tensor<16x4x32xf32>
    %1557 = stablehlo.add %1552, %1556 : tensor<16x4x32xf32>
    %cst_331 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %1558 = stablehlo.broadcast_in_dim %cst_331, dims = [] : (tensor<f32>) -> tensor<16x4x2x16xf32>
    %1559 = stablehlo.multiply %1547, %1558 : tensor<16x4x2x16xf32>
    %1560 = stablehlo.reshape %1559 : (tensor<16x4x2x16xf32>) -> tensor<16x4x32xf32>
    %1561 = stablehlo.dot_general %1560, %155, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<16x4x32xf32>, tensor<16x4x32xf32>) -> tensor<32x32xf32>
    %1562 = stablehlo.transpose %1561, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %1563 = stablehlo.dot_general %1560, %arg5, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x4x32xf32>, tensor<32x32xf32>) -> tensor<16x4x32xf32>
    %1564 = stablehlo.add %1557, %1563 : tensor<16x4x32xf32>
    %cst_332 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1565 = stablehlo.reduce(%1564 init: %cst_332) applies stablehlo.add across dimensions = [0, 1] : (tensor<16x4x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1566 = stablehlo.reshape %1565 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1567 = stablehlo.reshape %1566 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %1568 = stablehlo.multiply %141, %1564 : tensor<16x4x32xf32>
    %1569 = stablehlo.multiply %1564, %151 : tensor<16x4x32xf32>
    %1570 = stablehlo.broadcast_in_dim %144, dims = [0, 1, 2] : (tensor<16x4x1xf32>) -> tensor<16x4x32xf32>
    %1571 = stablehlo.multiply %1570, %1568 : tensor<16x4x32xf32>
    %cst_333 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1572 = stablehlo.reduce(%1571 init: %cst_333) applies stablehlo.add across dimensions = [0, 1] : (tensor<16x4x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1573 = stablehlo.reshape %1572 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1574 = stablehlo.broadcast_in_dim %148, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<16x4x32xf32>
    %1575 = stablehlo.multiply %1568, %1574 : tensor<16x4x32xf32>
    %cst_334 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1576 = stablehlo.reduce(%1575 init: %cst_334) applies stablehlo.add across dimensions = [2] : (tensor<16x4x32xf32>, tensor<f32>) -> tensor<16x4xf32>
    %1577 = stablehlo.reshape %1576 : (tensor<16x4xf32>) -> tensor<16x4x1xf32>
    %1578 = stablehlo.reshape %1573 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %1579 = stablehlo.multiply %1577, %147 : tensor<16x4x1xf32>
    %1580 = stablehlo.negate %1569 : tensor<16x4x32xf32>
    %cst_335 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1581 = stablehlo.reduce(%1580 init: %cst_335) applies stablehlo.add across dimensions = [2] : (tensor<16x4x32xf32>, tensor<f32>) -> tensor<16x4xf32>
    %1582 = stablehlo.reshape %1581 : (tensor<16x4xf32>) -> tensor<16x4x1xf32>
    %cst_336 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1583 = stablehlo.reduce(%1579 init: %cst_336) applies stablehlo.add across dimensions = [2] : (tensor<16x4x1xf32>, tensor<f32>) -> tensor<16x4xf32>
    %cst_337 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1584 = stablehlo.reduce(%1582 init: %cst_337) applies stablehlo.add across dimensions = [2] : (tensor<16x4x1xf32>, tensor<f32>) -> tensor<16x4xf32>
    %1585 = stablehlo.multiply %1583, %137 : tensor<16x4xf32>
    %1586 = stablehlo.negate %1585 : tensor<16x4xf32>
    %1587 = stablehlo.multiply %1586, %124 : tensor<16x4xf32>
    %1588 = stablehlo.add %1584, %1587 : tensor<16x4xf32>
    %cst_338 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %1589 = stablehlo.broadcast_in_dim %cst_338, dims = [] : (tensor<f32>) -> tensor<16x4xf32>
    %1590 = stablehlo.divide %1585, %1589 : tensor<16x4xf32>
    %1591 = stablehlo.broadcast_in_dim %1590, dims = [0, 1] : (tensor<16x4xf32>) -> tensor<16x4x32xf32>
    %cst_339 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %1592 = stablehlo.broadcast_in_dim %cst_339, dims = [] : (tensor<f32>) -> tensor<16x4xf32>
    %1593 = stablehlo.divide %1588, %1592 : tensor<16x4xf32>
    %1594 = stablehlo.broadcast_in_dim %1593, dims = [0, 1] : (tensor<16x4xf32>) -> tensor<16x4x32xf32>
    %1595 = stablehlo.add %1569, %1594 : tensor<16x4x32xf32>
    %1596 = stablehlo.multiply %1591, %115 : tensor<16x4x32xf32>
    %1597 = stablehlo.add %1595, %1596 : tensor<16x4x32xf32>
    %1598 = stablehlo.transpose %1597, dims = [1, 0, 2] : (tensor<16x4x32xf32>) -> tensor<4x16x32xf32>
    %1599 = stablehlo.add %1509, %1598 : tensor<4x16x32xf32>
    %cst_340 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1600 = stablehlo.reduce(%1599 init: %cst_340) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1601 = stablehlo.reshape %1600 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1602 = stablehlo.reshape %1601 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %1603 = stablehlo.dot_general %1599, %106, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<32x32xf32>
    %1604 = stablehlo.transpose %1603, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %1605 = stablehlo.dot_general %1599, %arg13, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x16x32xf32>, tensor<32x32xf32>) -> tensor<4x16x32xf32>
    %1606 = stablehlo.reshape %1605 : (tensor<4x16x32xf32>) -> tensor<4x16x2x16xf32>
    %1607 = stablehlo.multiply %90, %1606 : tensor<4x16x2x16xf32>
    %1608 = stablehlo.multiply %1606, %104 : tensor<4x16x2x16xf32>
    %1609 = stablehlo.reshape %1607 : (tensor<4x16x2x16xf32>) -> tensor<4x16x32xf32>
    %1610 = stablehlo.multiply %1609, %103 : tensor<4x16x32xf32>
    %cst_341 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1611 = stablehlo.reduce(%1610 init: %cst_341) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1612 = stablehlo.reshape %1611 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1613 = stablehlo.reshape %1612 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %1614 = stablehlo.dot_general %1610, %27, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<32x32xf32>
    %1615 = stablehlo.transpose %1614, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %1616 = stablehlo.dot_general %1610, %arg10, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x16x32xf32>, tensor<32x32xf32>) -> tensor<4x16x32xf32>
    %1617 = stablehlo.transpose %1608, dims = [0, 2, 3, 1] : (tensor<4x16x2x16xf32>) -> tensor<4x2x16x16xf32>
    %1618 = stablehlo.dot_general %1617, %63, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x2x16x16xf32>, tensor<4x16x2x16xf32>) -> tensor<4x2x16x16xf32>
    %1619 = stablehlo.dot_general %1617, %85, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x2x16x16xf32>, tensor<4x2x16x16xf32>) -> tensor<4x2x16x16xf32>
    %1620 = stablehlo.transpose %1619, dims = [0, 3, 1, 2] : (tensor<4x2x16x16xf32>) -> tensor<4x16x2x16xf32>
    %1621 = stablehlo.broadcast_in_dim %88, dims = [0, 1, 2, 3] : (tensor<4x2x16x1xf32>) -> tensor<4x2x16x16xf32>
    %1622 = stablehlo.multiply %1618, %1621 : tensor<4x2x16x16xf32>
    %1623 = stablehlo.multiply %1622, %81 : tensor<4x2x16x16xf32>
    %cst_342 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1624 = stablehlo.reduce(%1623 init: %cst_342) applies stablehlo.add across dimensions = [3] : (tensor<4x2x16x16xf32>, tensor<f32>) -> tensor<4x2x16xf32>
    %1625 = stablehlo.reshape %1624 : (tensor<4x2x16xf32>) -> tensor<4x2x16x1xf32>
    %1626 = stablehlo.negate %1625 : tensor<4x2x16x1xf32>
    %1627 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2, 3] : (tensor<4x2x16x1xf32>) -> tensor<4x2x16x16xf32>
    %1628 = stablehlo.divide %1618, %1627 : tensor<4x2x16x16xf32>
    %cst_343 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1629 = stablehlo.reduce(%1626 init: %cst_343) applies stablehlo.add across dimensions = [3] : (tensor<4x2x16x1xf32>, tensor<f32>) -> tensor<4x2x16xf32>
    %1630 = stablehlo.broadcast_in_dim %1629, dims = [0, 1, 2] : (tensor<4x2x16xf32>) -> tensor<4x2x16x16xf32>
    %1631 = stablehlo.add %1628, %1630 : tensor<4x2x16x16xf32>
    %1632 = stablehlo.multiply %1631, %81 : tensor<4x2x16x16xf32>
    %cst_344 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1633 = stablehlo.reduce(%1632 init: %cst_344) applies stablehlo.add across dimensions = [0] : (tensor<4x2x16x16xf32>, tensor<f32>) -> tensor<2x16x16xf32>
    %1634 = stablehlo.reshape %1633 : (tensor<2x16x16xf32>) -> tensor<1x2x16x16xf32>
    %cst_345 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1635 = stablehlo.reduce(%1634 init: %cst_345) applies stablehlo.add across dimensions = [0] : (tensor<1x2x16x16xf32>, tensor<f32>) -> tensor<2x16x16xf32>
    %1636 = stablehlo.dot_general %1632, %59, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x2x16x16xf32>, tensor<4x16x2x16xf32>) -> tensor<4x2x16x16xf32>
    %1637 = stablehlo.transpose %1636, dims = [0, 2, 1, 3] : (tensor<4x2x16x16xf32>) -> tensor<4x16x2x16xf32>
    %1638 = stablehlo.dot_general %1632, %61, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x2x16x16xf32>, tensor<4x16x2x16xf32>) -> tensor<4x2x16x16xf32>
    %1639 = stablehlo.transpose %1638, dims = [0, 2, 1, 3] : (tensor<4x2x16x16xf32>) -> tensor<4x16x2x16xf32>
    %1640 = stablehlo.reshape %1620 : (tensor<4x16x2x16xf32>) -> tensor<4x16x32xf32>
    %1641 = stablehlo.dot_general %1640, %27, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<32x32xf32>
    %1642 = stablehlo.transpose %1641, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %1643 = stablehlo.dot_general %1640, %arg15, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x16x32xf32>, tensor<32x32xf32>) -> tensor<4x16x32xf32>
    %1644 = stablehlo.add %1616, %1643 : tensor<4x16x32xf32>
    %1645 = stablehlo.reshape %1637 : (tensor<4x16x2x16xf32>) -> tensor<4x16x32xf32>
    %1646 = stablehlo.dot_general %1645, %27, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<32x32xf32>
    %1647 = stablehlo.transpose %1646, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %1648 = stablehlo.dot_general %1645, %arg11, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x16x32xf32>, tensor<32x32xf32>) -> tensor<4x16x32xf32>
    %1649 = stablehlo.add %1644, %1648 : tensor<4x16x32xf32>
    %cst_346 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %1650 = stablehlo.broadcast_in_dim %cst_346, dims = [] : (tensor<f32>) -> tensor<4x16x2x16xf32>
    %1651 = stablehlo.multiply %1639, %1650 : tensor<4x16x2x16xf32>
    %1652 = stablehlo.reshape %1651 : (tensor<4x16x2x16xf32>) -> tensor<4x16x32xf32>
    %1653 = stablehlo.dot_general %1652, %27, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<32x32xf32>
    %1654 = stablehlo.transpose %1653, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %1655 = stablehlo.dot_general %1652, %arg14, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x16x32xf32>, tensor<32x32xf32>) -> tensor<4x16x32xf32>
    %1656 = stablehlo.add %1649, %1655 : tensor<4x16x32xf32>
    %1657 = stablehlo.transpose %1635, dims = [1, 2, 0] : (tensor<2x16x16xf32>) -> tensor<16x16x2xf32>
    %1658 = stablehlo.dot_general %1657, %53, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<16x16x2xf32>, tensor<16x16x16xf32>) -> tensor<2x16xf32>
    %1659 = stablehlo.transpose %1658, dims = [1, 0] : (tensor<2x16xf32>) -> tensor<16x2xf32>
    %1660 = stablehlo.dot_general %1657, %arg32, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x16x2xf32>, tensor<16x2xf32>) -> tensor<16x16x16xf32>
    %cst_347 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1661 = stablehlo.reduce(%1660 init: %cst_347) applies stablehlo.add across dimensions = [0, 1] : (tensor<16x16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1662 = stablehlo.reshape %1661 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %1663 = stablehlo.reshape %1662 : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %1664 = stablehlo.multiply %42, %1660 : tensor<16x16x16xf32>
    %1665 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2] : (tensor<16x16x1xf32>) -> tensor<16x16x16xf32>
    %1666 = stablehlo.multiply %1665, %1664 : tensor<16x16x16xf32>
    %cst_348 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1667 = stablehlo.reduce(%1666 init: %cst_348) applies stablehlo.add across dimensions = [0, 1] : (tensor<16x16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1668 = stablehlo.reshape %1667 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %1669 = stablehlo.reshape %1668 : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %cst_349 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1670 = stablehlo.reduce(%1656 init: %cst_349) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1671 = stablehlo.reshape %1670 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1672 = stablehlo.reshape %1671 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %1673 = stablehlo.multiply %16, %1656 : tensor<4x16x32xf32>
    %1674 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2] : (tensor<4x16x1xf32>) -> tensor<4x16x32xf32>
    %1675 = stablehlo.multiply %1674, %1673 : tensor<4x16x32xf32>
    %cst_350 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1676 = stablehlo.reduce(%1675 init: %cst_350) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1677 = stablehlo.reshape %1676 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1678 = stablehlo.reshape %1677 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    return %1524, %1526, %1555, %1513, %1515, %1562, %1550, %1567, %1578, %1613, %1615, %1647, %1602, %1604, %1654, %1642, %1672, %1678, %1472, %1474, %1464, %1466, %1478, %1489, %1423, %1425, %1430, %1441, %1401, %1403, %1415, %1417, %1659, %1663, %1669, %915, %917, %907, %909, %921, %932, %967, %969, %1001, %956, %958, %1008, %996, %1013, %1018, %1029, %1064, %1066, %1098, %1053, %1055, %1105, %1093, %1110, %1115, %1126, %1164, %1175, %1158, %1160, %1240, %1251, %1215, %1217, %1233, %1235, %1151, %1153, %1204, %1206, %1225, %1227, %1289, %1300, %1283, %1285, %1365, %1376, %1340, %1342, %1358, %1360, %1276, %1278, %1329, %1331, %1350, %1352 : tensor<32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<8xf32>, tensor<32x8xf32>, tensor<32xf32>, tensor<32xf32>, tensor<16xf32>, tensor<64x16xf32>, tensor<8xf32>, tensor<32x8xf32>, tensor<16x2xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x2xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x2xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16x16xf32>
  }
  func.func private @relu(%arg0: tensor<4x16x128xf32>) -> tensor<4x16x128xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x16x128xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<4x16x128xf32>
    return %1 : tensor<4x16x128xf32>
  }
  func.func private @relu_0(%arg0: tensor<16x16x32xf32>) -> tensor<16x16x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x16x32xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<16x16x32xf32>
    return %1 : tensor<16x16x32xf32>
  }
}
