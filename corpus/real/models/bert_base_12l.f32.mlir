module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3072xf32>, %arg1: tensor<768x3072xf32>, %arg2: tensor<768xf32>, %arg3: tensor<3072x768xf32>, %arg4: tensor<768xf32>, %arg5: tensor<768xf32>, %arg6: tensor<768xf32>, %arg7: tensor<768xf32>, %arg8: tensor<12x64xf32>, %arg9: tensor<768x12x64xf32>, %arg10: tensor<768xf32>, %arg11: tensor<12x64x768xf32>, %arg12: tensor<12x64xf32>, %arg13: tensor<768x12x64xf32>, %arg14: tensor<12x64xf32>, %arg15: tensor<768x12x64xf32>, %arg16: tensor<3072xf32>, %arg17: tensor<768x3072xf32>, %arg18: tensor<768xf32>, %arg19: tensor<3072x768xf32>, %arg20: tensor<768xf32>, %arg21: tensor<768xf32>, %arg22: tensor<768xf32>, %arg23: tensor<768xf32>, %arg24: tensor<12x64xf32>, %arg25: tensor<768x12x64xf32>, %arg26: tensor<768xf32>, %arg27: tensor<12x64x768xf32>, %arg28: tensor<12x64xf32>, %arg29: tensor<768x12x64xf32>, %arg30: tensor<12x64xf32>, %arg31: tensor<768x12x64xf32>, %arg32: tensor<3072xf32>, %arg33: tensor<768x3072xf32>, %arg34: tensor<768xf32>, %arg35: tensor<3072x768xf32>, %arg36: tensor<768xf32>, %arg37: tensor<768xf32>, %arg38: tensor<768xf32>, %arg39: tensor<768xf32>, %arg40: tensor<12x64xf32>, %arg41: tensor<768x12x64xf32>, %arg42: tensor<768xf32>, %arg43: tensor<12x64x768xf32>, %arg44: tensor<12x64xf32>, %arg45: tensor<768x12x64xf32>, %arg46: tensor<12x64xf32>, %arg47: tensor<768x12x64xf32>, %arg48: tensor<3072xf32>, %arg49: tensor<768x3072xf32>, %arg50: tensor<768xf32>, %arg51: tensor<3072x768xf32>, %arg52: tensor<768xf32>, %arg53: tensor<768xf32>, %arg54: tensor<768xf32>, %arg55: tensor<768xf32>, %arg56: tensor<12x64xf32>, %arg57: tensor<768x12x64xf32>, %arg58: tensor<768xf32>, %arg59: tensor<12x64x768xf32>, %arg60: tensor<12x64xf32>, %arg61: tensor<768x12x64xf32>, %arg62: tensor<12x64xf32>, %arg63: tensor<768x12x64xf32>, %arg64: tensor<3072xf32>, %arg65: tensor<768x3072xf32>, %arg66: tensor<768xf32>, %arg67: tensor<3072x768xf32>, %arg68: tensor<768xf32>, %arg69: tensor<768xf32>, %arg70: tensor<768xf32>, %arg71: tensor<768xf32>, %arg72: tensor<12x64xf32>, %arg73: tensor<768x12x64xf32>, %arg74: tensor<768xf32>, %arg75: tensor<12x64x768xf32>, %arg76: tensor<12x64xf32>, %arg77: tensor<768x12x64xf32>, %arg78: tensor<12x64xf32>, %arg79: tensor<768x12x64xf32>, %arg80: tensor<3072xf32>, %arg81: tensor<768x3072xf32>, %arg82: tensor<768xf32>, %arg83: tensor<3072x768xf32>, %arg84: tensor<768xf32>, %arg85: tensor<768xf32>, %arg86: tensor<768xf32>, %arg87: tensor<768xf32>, %arg88: tensor<12x64xf32>, %arg89: tensor<768x12x64xf32>, %arg90: tensor<768xf32>, %arg91: tensor<12x64x768xf32>, %arg92: tensor<12x64xf32>, %arg93: tensor<768x12x64xf32>, %arg94: tensor<12x64xf32>, %arg95: tensor<768x12x64xf32>, %arg96: tensor<3072xf32>, %arg97: tensor<768x3072xf32>, %arg98: tensor<768xf32>, %arg99: tensor<3072x768xf32>, %arg100: tensor<768xf32>, %arg101: tensor<768xf32>, %arg102: tensor<768xf32>, %arg103: tensor<768xf32>, %arg104: tensor<12x64xf32>, %arg105: tensor<768x12x64xf32>, %arg106: tensor<768xf32>, %arg107: tensor<12x64x768xf32>, %arg108: tensor<12x64xf32>, %arg109: tensor<768x12x64xf32>, %arg110: tensor<12x64xf32>, %arg111: tensor<768x12x64xf32>, %arg112: tensor<3072xf32>, %arg113: tensor<768x3072xf32>, %arg114: tensor<768xf32>, %arg115: tensor<3072x768xf32>, %arg116: tensor<768xf32>, %arg117: tensor<768xf32>, %arg118: tensor<768xf32>, %arg119: tensor<768xf32>, %arg120: tensor<12x64xf32>, %arg121: tensor<768x12x64xf32>, %arg122: tensor<768xf32>, %arg123: tensor<12x64x768xf32>, %arg124: tensor<12x64xf32>, %arg125: tensor<768x12x64xf32>, %arg126: tensor<12x64xf32>, %arg127: tensor<768x12x64xf32>, %arg128: tensor<3072xf32>, %arg129: tensor<768x3072xf32>, %arg130: tensor<768xf32>, %arg131: tensor<3072x768xf32>, %arg132: tensor<768xf32>, %arg133: tensor<768xf32>, %arg134: tensor<768xf32>, %arg135: tensor<768xf32>, %arg136: tensor<12x64xf32>, %arg137: tensor<768x12x64xf32>, %arg138: tensor<768xf32>, %arg139: tensor<12x64x768xf32>, %arg140: tensor<12x64xf32>, %arg141: tensor<768x12x64xf32>, %arg142: tensor<12x64xf32>, %arg143: tensor<768x12x64xf32>, %arg144: tensor<3072xf32>, %arg145: tensor<768x3072xf32>, %arg146: tensor<768xf32>, %arg147: tensor<3072x768xf32>, %arg148: tensor<768xf32>, %arg149: tensor<768xf32>, %arg150: tensor<768xf32>, %arg151: tensor<768xf32>, %arg152: tensor<12x64xf32>, %arg153: tensor<768x12x64xf32>, %arg154: tensor<768xf32>, %arg155: tensor<12x64x768xf32>, %arg156: tensor<12x64xf32>, %arg157: tensor<768x12x64xf32>, %arg158: tensor<12x64xf32>, %arg159: tensor<768x12x64xf32>, %arg160: tensor<3072xf32>, %arg161: tensor<768x3072xf32>, %arg162: tensor<768xf32>, %arg163: tensor<3072x768xf32>, %arg164: tensor<768xf32>, %arg165: tensor<768xf32>, %arg166: tensor<768xf32>, %arg167: tensor<768xf32>, %arg168: tensor<12x64xf32>, %arg169: tensor<768x12x64xf32>, %arg170: tensor<768xf32>, %arg171: tensor<12x64x768xf32>, %arg172: tensor<12x64xf32>, %arg173: tensor<768x12x64xf32>, %arg174: tensor<12x64xf32>, %arg175: tensor<768x12x64xf32>, %arg176: tensor<3072xf32>, %arg177: tensor<768x3072xf32>, %arg178: tensor<768xf32>, %arg179: tensor<3072x768xf32>, %arg180: tensor<768xf32>, %arg181: tensor<768xf32>, %arg182: tensor<768xf32>, %arg183: tensor<768xf32>, %arg184: tensor<12x64xf32>, %arg185: tensor<768x12x64xf32>, %arg186: tensor<768xf32>, %arg187: tensor<12x64x768xf32>, %arg188: tensor<12x64xf32>, %arg189: tensor<768x12x64xf32>, %arg190: tensor<12x64xf32>, %arg191: tensor<768x12x64xf32>, %arg192: tensor<30522x768xf32>, %arg193: tensor<512x768xf32>, %arg194: tensor<768xf32>, %arg195: tensor<768xf32>, %arg196: tensor<1x128xi32>) -> (tensor<1x128x768xf32> {jax.result_info = "result"}) {
    %0 = call @_take(%arg192, %arg196) : (tensor<30522x768xf32>, tensor<1x128xi32>) -> tensor<1x128x768xf32>
    %1 = stablehlo.iota dim = 0 : tensor<128xi32>
    %2 = call @_take_0(%arg193, %1) : (tensor<512x768xf32>, tensor<128xi32>) -> tensor<128x768xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [1, 2] : (tensor<128x768xf32>) -> tensor<1x128x768xf32>
    %4 = stablehlo.add %0, %3 : tensor<1x128x768xf32>
    %5 = chlo.square %4 : tensor<1x128x768xf32> -> tensor<1x128x768xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%4 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf32>, tensor<f32>) -> tensor<1x128xf32>
    %cst_0 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %8 = stablehlo.divide %6, %7 : tensor<1x128xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%5 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf32>, tensor<f32>) -> tensor<1x128xf32>
    %cst_2 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %11 = stablehlo.divide %9, %10 : tensor<1x128xf32>
    %12 = chlo.square %8 : tensor<1x128xf32> -> tensor<1x128xf32>
    %13 = stablehlo.subtract %11, %12 : tensor<1x128xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %15 = stablehlo.maximum %14, %13 : tensor<1x128xf32>
    %16 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<1x128x1xf32>
    %17 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<1x128x1xf32>
    %18 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %19 = stablehlo.subtract %4, %18 : tensor<1x128x768xf32>
    %cst_4 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1x128x1xf32>
    %21 = stablehlo.add %17, %20 : tensor<1x128x1xf32>
    %22 = stablehlo.rsqrt %21 : tensor<1x128x1xf32>
    %23 = stablehlo.reshape %arg195 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %25 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %26 = stablehlo.multiply %24, %25 : tensor<1x128x768xf32>
    %27 = stablehlo.multiply %19, %26 : tensor<1x128x768xf32>
    %28 = stablehlo.reshape %arg194 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %30 = stablehlo.add %27, %29 : tensor<1x128x768xf32>
    %31 = stablehlo.dot_general %30, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x768xf32>, tensor<768x12x64xf32>) -> tensor<1x128x12x64xf32>
    %32 = stablehlo.reshape %arg12 : (tensor<12x64xf32>) -> tensor<1x1x12x64xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2, 3] : (tensor<1x1x12x64xf32>) -> tensor<1x128x12x64xf32>
    %34 = stablehlo.add %31, %33 : tensor<1x128x12x64xf32>
    %35 = stablehlo.dot_general %30, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x768xf32>, tensor<768x12x64xf32>) -> tensor<1x128x12x64xf32>
    %36 = stablehlo.reshape %arg8 : (tensor<12x64xf32>) -> tensor<1x1x12x64xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2, 3] : (tensor<1x1x12x64xf32>) -> tensor<1x128x12x64xf32>
    %38 = stablehlo.add %35, %37 : tensor<1x128x12x64xf32>
    %39 = stablehlo.dot_general %30, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x768xf32>, tensor<768x12x64xf32>) -> tensor<1x128x12x64xf32>
    %40 = stablehlo.reshape %arg14 : (tensor<12x64xf32>) -> tensor<1x1x12x64xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2, 3] : (tensor<1x1x12x64xf32>) -> tensor<1x128x12x64xf32>
    %42 = stablehlo.add %39, %41 : tensor<1x128x12x64xf32>
    %cst_5 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %43 = stablehlo.sqrt %cst_5 : tensor<f32>
    %44 = stablehlo.convert %43 : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [] : (tensor<f32>) -> tensor<1x128x12x64xf32>
    %46 = stablehlo.divide %34, %45 : tensor<1x128x12x64xf32>
    %47 = stablehlo.dot_general %46, %38, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x128x12x64xf32>, tensor<1x128x12x64xf32>) -> tensor<1x12x128x128xf32>
    %cst_6 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %48 = stablehlo.reduce(%47 init: %cst_6) applies stablehlo.maximum across dimensions = [3] : (tensor<1x12x128x128xf32>, tensor<f32>) -> tensor<1x12x128xf32>
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<1x12x128xf32>
    %50 = stablehlo.maximum %49, %48 : tensor<1x12x128xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2] : (tensor<1x12x128xf32>) -> tensor<1x12x128x1xf32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 2, 3] : (tensor<1x12x128x1xf32>) -> tensor<1x12x128x128xf32>
    %53 = stablehlo.subtract %47, %52 : tensor<1x12x128x128xf32>
    %54 = stablehlo.exponential %53 : tensor<1x12x128x128xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %55 = stablehlo.reduce(%54 init: %cst_8) applies stablehlo.add across dimensions = [3] : (tensor<1x12x128x128xf32>, tensor<f32>) -> tensor<1x12x128xf32>
    %56 = stablehlo.broadcast_in_dim %55, dims = [0, 1, 2] : (tensor<1x12x128xf32>) -> tensor<1x12x128x1xf32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [0, 1, 2, 3] : (tensor<1x12x128x1xf32>) -> tensor<1x12x128x128xf32>
    %58 = stablehlo.divide %54, %57 : tensor<1x12x128x128xf32>
    %59 = stablehlo.dot_general %42, %58, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x128x12x64xf32>, tensor<1x12x128x128xf32>) -> tensor<1x12x64x128xf32>
    %60 = stablehlo.transpose %59, dims = [0, 3, 1, 2] : (tensor<1x12x64x128xf32>) -> tensor<1x128x12x64xf32>
    %61 = stablehlo.dot_general %60, %arg11, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x128x12x64xf32>, tensor<12x64x768xf32>) -> tensor<1x128x768xf32>
    %62 = stablehlo.reshape %arg10 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %64 = stablehlo.add %61, %63 : tensor<1x128x768xf32>
    %65 = stablehlo.add %30, %64 : tensor<1x128x768xf32>
    %66 = chlo.square %65 : tensor<1x128x768xf32> -> tensor<1x128x768xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %67 = stablehlo.reduce(%65 init: %cst_9) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf32>, tensor<f32>) -> tensor<1x128xf32>
    %cst_10 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %69 = stablehlo.divide %67, %68 : tensor<1x128xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %70 = stablehlo.reduce(%66 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf32>, tensor<f32>) -> tensor<1x128xf32>
    %cst_12 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %72 = stablehlo.divide %70, %71 : tensor<1x128xf32>
    %73 = chlo.square %69 : tensor<1x128xf32> -> tensor<1x128xf32>
    %74 = stablehlo.subtract %72, %73 : tensor<1x128xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %76 = stablehlo.maximum %75, %74 : tensor<1x128xf32>
    %77 = stablehlo.broadcast_in_dim %69, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<1x128x1xf32>
    %78 = stablehlo.broadcast_in_dim %76, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<1x128x1xf32>
    %79 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %80 = stablehlo.subtract %65, %79 : tensor<1x128x768xf32>
    %cst_14 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<1x128x1xf32>
    %82 = stablehlo.add %78, %81 : tensor<1x128x1xf32>
    %83 = stablehlo.rsqrt %82 : tensor<1x128x1xf32>
    %84 = stablehlo.reshape %arg5 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %85 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %86 = stablehlo.broadcast_in_dim %84, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %87 = stablehlo.multiply %85, %86 : tensor<1x128x768xf32>
    %88 = stablehlo.multiply %80, %87 : tensor<1x128x768xf32>
    %89 = stablehlo.reshape %arg4 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %90 = stablehlo.broadcast_in_dim %89, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %91 = stablehlo.add %88, %90 : tensor<1x128x768xf32>
    %92 = stablehlo.dot_general %91, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x768xf32>, tensor<768x3072xf32>) -> tensor<1x128x3072xf32>
    %93 = stablehlo.reshape %arg0 : (tensor<3072xf32>) -> tensor<1x1x3072xf32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2] : (tensor<1x1x3072xf32>) -> tensor<1x128x3072xf32>
    %95 = stablehlo.add %92, %94 : tensor<1x128x3072xf32>
    %cst_15 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<1x128x3072xf32>
    %97 = stablehlo.multiply %96, %95 : tensor<1x128x3072xf32>
    %98 = stablehlo.negate %95 : tensor<1x128x3072xf32>
    %cst_16 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<1x128x3072xf32>
    %100 = stablehlo.multiply %98, %99 : tensor<1x128x3072xf32>
    %101 = chlo.erfc %100 : tensor<1x128x3072xf32> -> tensor<1x128x3072xf32>
    %102 = stablehlo.multiply %97, %101 : tensor<1x128x3072xf32>
    %103 = stablehlo.dot_general %102, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x3072xf32>, tensor<3072x768xf32>) -> tensor<1x128x768xf32>
    %104 = stablehlo.reshape %arg2 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %106 = stablehlo.add %103, %105 : tensor<1x128x768xf32>
    %107 = stablehlo.add %91, %106 : tensor<1x128x768xf32>
    %108 = chlo.square %107 : tensor<1x128x768xf32> -> tensor<1x128x768xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %109 = stablehlo.reduce(%107 init: %cst_17) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf32>, tensor<f32>) -> tensor<1x128xf32>
    %cst_18 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %110 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %111 = stablehlo.divide %109, %110 : tensor<1x128xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %112 = stablehlo.reduce(%108 init: %cst_19) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf32>, tensor<f32>) -> tensor<1x128xf32>
    %cst_20 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %113 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %114 = stablehlo.divide %112, %113 : tensor<1x128xf32>
    %115 = chlo.square %111 : tensor<1x128xf32> -> tensor<1x128xf32>
    %116 = stablehlo.subtract %114, %115 : tensor<1x128xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %117 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %118 = stablehlo.maximum %117, %116 : tensor<1x128xf32>
    %119 = stablehlo.broadcast_in_dim %111, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<1x128x1xf32>
    %120 = stablehlo.broadcast_in_dim %118, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<1x128x1xf32>
    %121 = stablehlo.broadcast_in_dim %119, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %122 = stablehlo.subtract %107, %121 : tensor<1x128x768xf32>
    %cst_22 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<1x128x1xf32>
    %124 = stablehlo.add %120, %123 : tensor<1x128x1xf32>
    %125 = stablehlo.rsqrt %124 : tensor<1x128x1xf32>
    %126 = stablehlo.reshape %arg7 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %127 = stablehlo.broadcast_in_dim %125, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %128 = stablehlo.broadcast_in_dim %126, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %129 = stablehlo.multiply %127, %128 : tensor<1x128x768xf32>
    %130 = stablehlo.multiply %122, %129 : tensor<1x128x768xf32>
    %131 = stablehlo.reshape %arg6 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %132 = stablehlo.broadcast_in_dim %131, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %133 = stablehlo.add %130, %132 : tensor<1x128x768xf32>
    %134 = stablehlo.dot_general %133, %arg29, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x768xf32>, tensor<768x12x64xf32>) -> tensor<1x128x12x64xf32>
    %135 = stablehlo.reshape %arg28 : (tensor<12x64xf32>) -> tensor<1x1x12x64xf32>
    %136 = stablehlo.broadcast_in_dim %135, dims = [0, 1, 2, 3] : (tensor<1x1x12x64xf32>) -> tensor<1x128x12x64xf32>
    %137 = stablehlo.add %134, %136 : tensor<1x128x12x64xf32>
    %138 = stablehlo.dot_general %133, %arg25, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x768xf32>, tensor<768x12x64xf32>) -> tensor<1x128x12x64xf32>
    %139 = stablehlo.reshape %arg24 : (tensor<12x64xf32>) -> tensor<1x1x12x64xf32>
    %140 = stablehlo.broadcast_in_dim %139, dims = [0, 1, 2, 3] : (tensor<1x1x12x64xf32>) -> tensor<1x128x12x64xf32>
    %141 = stablehlo.add %138, %140 : tensor<1x128x12x64xf32>
    %142 = stablehlo.dot_general %133, %arg31, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x768xf32>, tensor<768x12x64xf32>) -> tensor<1x128x12x64xf32>
    %143 = stablehlo.reshape %arg30 : (tensor<12x64xf32>) -> tensor<1x1x12x64xf32>
    %144 = stablehlo.broadcast_in_dim %143, dims = [0, 1, 2, 3] : (tensor<1x1x12x64xf32>) -> tensor<1x128x12x64xf32>
    %145 = stablehlo.add %142, %144 : tensor<1x128x12x64xf32>
    %cst_23 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %146 = stablehlo.sqrt %cst_23 : tensor<f32>
    %147 = stablehlo.convert %146 : tensor<f32>
    %148 = stablehlo.broadcast_in_dim %147, dims = [] : (tensor<f32>) -> tensor<1x128x12x64xf32>
    %149 = stablehlo.divide %137, %148 : tensor<1x128x12x64xf32>
    %150 = stablehlo.dot_general %149, %141, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x128x12x64xf32>, tensor<1x128x12x64xf32>) -> tensor<1x12x128x128xf32>
    %cst_24 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %151 = stablehlo.reduce(%150 init: %cst_24) applies stablehlo.maximum across dimensions = [3] : (tensor<1x12x128x128xf32>, tensor<f32>) -> tensor<1x12x128xf32>
    %cst_25 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %152 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<1x12x128xf32>
    %153 = stablehlo.maximum %152, %151 : tensor<1x12x128xf32>
    %154 = stablehlo.broadcast_in_dim %153, dims = [0, 1, 2] : (tensor<1x12x128xf32>) -> tensor<1x12x128x1xf32>
    %155 = stablehlo.broadcast_in_dim %154, dims = [0, 1, 2, 3] : (tensor<1x12x128x1xf32>) -> tensor<1x12x128x128xf32>
    %156 = stablehlo.subtract %150, %155 : tensor<1x12x128x128xf32>
    %157 = stablehlo.exponential %156 : tensor<1x12x128x128xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %158 = stablehlo.reduce(%157 init: %cst_26) applies stablehlo.add across dimensions = [3] : (tensor<1x12x128x128xf32>, tensor<f32>) -> tensor<1x12x128xf32>
    %159 = stablehlo.broadcast_in_dim %158, dims = [0, 1, 2] : (tensor<1x12x128xf32>) -> tensor<1x12x128x1xf32>
    %160 = stablehlo.broadcast_in_dim %159, dims = [0, 1, 2, 3] : (tensor<1x12x128x1xf32>) -> tensor<1x12x128x128xf32>
    %161 = stablehlo.divide %157, %160 : tensor<1x12x128x128xf32>
    %162 = stablehlo.dot_general %145, %161, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x128x12x64xf32>, tensor<1x12x128x128xf32>) -> tensor<1x12x64x128xf32>
    %163 = stablehlo.transpose %162, dims = [0, 3, 1, 2] : (tensor<1x12x64x128xf32>) -> tensor<1x128x12x64xf32>
    %164 = stablehlo.dot_general %163, %arg27, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x128x12x64xf32>, tensor<12x64x768xf32>) -> tensor<1x128x768xf32>
    %165 = stablehlo.reshape %arg26 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %166 = stablehlo.broadcast_in_dim %165, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %167 = stablehlo.add %164, %166 : tensor<1x128x768xf32>
    %168 = stablehlo.add %133, %167 : tensor<1x128x768xf32>
    %169 = chlo.square %168 : tensor<1x128x768xf32> -> tensor<1x128x768xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %170 = stablehlo.reduce(%168 init: %cst_27) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf32>, tensor<f32>) -> tensor<1x128xf32>
    %cst_28 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %171 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %172 = stablehlo.divide %170, %171 : tensor<1x128xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %173 = stablehlo.reduce(%169 init: %cst_29) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf32>, tensor<f32>) -> tensor<1x128xf32>
    %cst_30 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %174 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %175 = stablehlo.divide %173, %174 : tensor<1x128xf32>
    %176 = chlo.square %172 : tensor<1x128xf32> -> tensor<1x128xf32>
    %177 = stablehlo.subtract %175, %176 : tensor<1x128xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %178 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %179 = stablehlo.maximum %178, %177 : tensor<1x128xf32>
    %180 = stablehlo.broadcast_in_dim %172, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<1x128x1xf32>
    %181 = stablehlo.broadcast_in_dim %179, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<1x128x1xf32>
    %182 = stablehlo.broadcast_in_dim %180, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %183 = stablehlo.subtract %168, %182 : tensor<1x128x768xf32>
    %cst_32 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %184 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<1x128x1xf32>
    %185 = stablehlo.add %181, %184 : tensor<1x128x1xf32>
    %186 = stablehlo.rsqrt %185 : tensor<1x128x1xf32>
    %187 = stablehlo.reshape %arg21 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %188 = stablehlo.broadcast_in_dim %186, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %189 = stablehlo.broadcast_in_dim %187, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %190 = stablehlo.multiply %188, %189 : tensor<1x128x768xf32>
    %191 = stablehlo.multiply %183, %190 : tensor<1x128x768xf32>
    %192 = stablehlo.reshape %arg20 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %193 = stablehlo.broadcast_in_dim %192, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %194 = stablehlo.add %191, %193 : tensor<1x128x768xf32>
    %195 = stablehlo.dot_general %194, %arg17, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x768xf32>, tensor<768x3072xf32>) -> tensor<1x128x3072xf32>
    %196 = stablehlo.reshape %arg16 : (tensor<3072xf32>) -> tensor<1x1x3072xf32>
    %197 = stablehlo.broadcast_in_dim %196, dims = [0, 1, 2] : (tensor<1x1x3072xf32>) -> tensor<1x128x3072xf32>
    %198 = stablehlo.add %195, %197 : tensor<1x128x3072xf32>
    %cst_33 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %199 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<1x128x3072xf32>
    %200 = stablehlo.multiply %199, %198 : tensor<1x128x3072xf32>
    %201 = stablehlo.negate %198 : tensor<1x128x3072xf32>
    %cst_34 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %202 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<1x128x3072xf32>
    %203 = stablehlo.multiply %201, %202 : tensor<1x128x3072xf32>
    %204 = chlo.erfc %203 : tensor<1x128x3072xf32> -> tensor<1x128x3072xf32>
    %205 = stablehlo.multiply %200, %204 : tensor<1x128x3072xf32>
    %206 = stablehlo.dot_general %205, %arg19, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x3072xf32>, tensor<3072x768xf32>) -> tensor<1x128x768xf32>
    %207 = stablehlo.reshape %arg18 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %208 = stablehlo.broadcast_in_dim %207, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %209 = stablehlo.add %206, %208 : tensor<1x128x768xf32>
    %210 = stablehlo.add %194, %209 : tensor<1x128x768xf32>
    %211 = chlo.square %210 : tensor<1x128x768xf32> -> tensor<1x128x768xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %212 = stablehlo.reduce(%210 init: %cst_35) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf32>, tensor<f32>) -> tensor<1x128xf32>
    %cst_36 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %213 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %214 = stablehlo.divide %212, %213 : tensor<1x128xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %215 = stablehlo.reduce(%211 init: %cst_37) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf32>, tensor<f32>) -> tensor<1x128xf32>
    %cst_38 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %216 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %217 = stablehlo.divide %215, %216 : tensor<1x128xf32>
    %218 = chlo.square %214 : tensor<1x128xf32> -> tensor<1x128xf32>
    %219 = stablehlo.subtract %217, %218 : tensor<1x128xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %220 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %221 = stablehlo.maximum %220, %219 : tensor<1x128xf32>
    %222 = stablehlo.broadcast_in_dim %214, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<1x128x1xf32>
    %223 = stablehlo.broadcast_in_dim %221, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<1x128x1xf32>
    %224 = stablehlo.broadcast_in_dim %222, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %225 = stablehlo.subtract %210, %224 : tensor<1x128x768xf32>
    %cst_40 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %226 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<1x128x1xf32>
    %227 = stablehlo.add %223, %226 : tensor<1x128x1xf32>
    %228 = stablehlo.rsqrt %227 : tensor<1x128x1xf32>
    %229 = stablehlo.reshape %arg23 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %230 = stablehlo.broadcast_in_dim %228, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %231 = stablehlo.broadcast_in_dim %229, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %232 = stablehlo.multiply %230, %231 : tensor<1x128x768xf32>
    %233 = stablehlo.multiply %225, %232 : tensor<1x128x768xf32>
    %234 = stablehlo.reshape %arg22 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %235 = stablehlo.broadcast_in_dim %234, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %236 = stablehlo.add %233, %235 : tensor<1x128x768xf32>
    %237 = stablehlo.dot_general %236, %arg77, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x768xf32>, tensor<768x12x64xf32>) -> tensor<1x128x12x64xf32>
    %238 = stablehlo.reshape %arg76 : (tensor<12x64xf32>) -> tensor<1x1x12x64xf32>
    %239 = stablehlo.broadcast_in_dim %238, dims = [0, 1, 2, 3] : (tensor<1x1x12x64xf32>) -> tensor<1x128x12x64xf32>
    %240 = stablehlo.add %237, %239 : tensor<1x128x12x64xf32>
    %241 = stablehlo.dot_general %236, %arg73, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x768xf32>, tensor<768x12x64xf32>) -> tensor<1x128x12x64xf32>
    %242 = stablehlo.reshape %arg72 : (tensor<12x64xf32>) -> tensor<1x1x12x64xf32>
    %243 = stablehlo.broadcast_in_dim %242, dims = [0, 1, 2, 3] : (tensor<1x1x12x64xf32>) -> tensor<1x128x12x64xf32>
    %244 = stablehlo.add %241, %243 : tensor<1x128x12x64xf32>
    %245 = stablehlo.dot_general %236, %arg79, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x768xf32>, tensor<768x12x64xf32>) -> tensor<1x128x12x64xf32>
    %246 = stablehlo.reshape %arg78 : (tensor<12x64xf32>) -> tensor<1x1x12x64xf32>
    %247 = stablehlo.broadcast_in_dim %246, dims = [0, 1, 2, 3] : (tensor<1x1x12x64xf32>) -> tensor<1x128x12x64xf32>
    %248 = stablehlo.add %245, %247 : tensor<1x128x12x64xf32>
    %cst_41 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %249 = stablehlo.sqrt %cst_41 : tensor<f32>
    %250 = stablehlo.convert %249 : tensor<f32>
    %251 = stablehlo.broadcast_in_dim %250, dims = [] : (tensor<f32>) -> tensor<1x128x12x64xf32>
    %252 = stablehlo.divide %240, %251 : tensor<1x128x12x64xf32>
    %253 = stablehlo.dot_general %252, %244, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x128x12x64xf32>, tensor<1x128x12x64xf32>) -> tensor<1x12x128x128xf32>
    %cst_42 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %254 = stablehlo.reduce(%253 init: %cst_42) applies stablehlo.maximum across dimensions = [3] : (tensor<1x12x128x128xf32>, tensor<f32>) -> tensor<1x12x128xf32>
    %cst_43 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %255 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<1x12x128xf32>
    %256 = stablehlo.maximum %255, %254 : tensor<1x12x128xf32>
    %257 = stablehlo.broadcast_in_dim %256, dims = [0, 1, 2] : (tensor<1x12x128xf32>) -> tensor<1x12x128x1xf32>
    %258 = stablehlo.broadcast_in_dim %257, dims = [0, 1, 2, 3] : (tensor<1x12x128x1xf32>) -> tensor<1x12x128x128xf32>
    %259 = stablehlo.subtract %253, %258 : tensor<1x12x128x128xf32>
    %260 = stablehlo.exponential %259 : tensor<1x12x128x128xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %261 = stablehlo.reduce(%260 init: %cst_44) applies stablehlo.add across dimensions = [3] : (tensor<1x12x128x128xf32>, tensor<f32>) -> tensor<1x12x128xf32>
    %262 = stablehlo.broadcast_in_dim %261, dims = [0, 1, 2] : (tensor<1x12x128xf32>) -> tensor<1x12x128x1xf32>
    %263 = stablehlo.broadcast_in_dim %262, dims = [0, 1, 2, 3] : (tensor<1x12x128x1xf32>) -> tensor<1x12x128x128xf32>
    %264 = stablehlo.divide %260, %263 : tensor<1x12x128x128xf32>
    %265 = stablehlo.dot_general %248, %264, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x128x12x64xf32>, tensor<1x12x128x128xf32>) -> tensor<1x12x64x128xf32>
    %266 = stablehlo.transpose %265, dims = [0, 3, 1, 2] : (tensor<1x12x64x128xf32>) -> tensor<1x128x12x64xf32>
    %267 = stablehlo.dot_general %266, %arg75, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x128x12x64xf32>, tensor<12x64x768xf32>) -> tensor<1x128x768xf32>
    %268 = stablehlo.reshape %arg74 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %269 = stablehlo.broadcast_in_dim %268, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %270 = stablehlo.add %267, %269 : tensor<1x128x768xf32>
    %271 = stablehlo.add %236, %270 : tensor<1x128x768xf32>
    %272 = chlo.square %271 : tensor<1x128x768xf32> -> tensor<1x128x768xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %273 = stablehlo.reduce(%271 init: %cst_45) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf32>, tensor<f32>) -> tensor<1x128xf32>
    %cst_46 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %274 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %275 = stablehlo.divide %273, %274 : tensor<1x128xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %276 = stablehlo.reduce(%272 init: %cst_47) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf32>, tensor<f32>) -> tensor<1x128xf32>
    %cst_48 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %277 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %278 = stablehlo.divide %276, %277 : tensor<1x128xf32>
    %279 = chlo.square %275 : tensor<1x128xf32> -> tensor<1x128xf32>
    %280 = stablehlo.subtract %278, %279 : tensor<1x128xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %281 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %282 = stablehlo.maximum %281, %280 : tensor<1x128xf32>
    %283 = stablehlo.broadcast_in_dim %275, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<1x128x1xf32>
    %284 = stablehlo.broadcast_in_dim %282, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<1x128x1xf32>
    %285 = stablehlo.broadcast_in_dim %283, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %286 = stablehlo.subtract %271, %285 : tensor<1x128x768xf32>
    %cst_50 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %287 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<1x128x1xf32>
    %288 = stablehlo.add %284, %287 : tensor<1x128x1xf32>
    %289 = stablehlo.rsqrt %288 : tensor<1x128x1xf32>
    %290 = stablehlo.reshape %arg69 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %291 = stablehlo.broadcast_in_dim %289, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %292 = stablehlo.broadcast_in_dim %290, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %293 = stablehlo.multiply %291, %292 : tensor<1x128x768xf32>
    %294 = stablehlo.multiply %286, %293 : tensor<1x128x768xf32>
    %295 = stablehlo.reshape %arg68 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %296 = stablehlo.broadcast_in_dim %295, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %297 = stablehlo.add %294, %296 : tensor<1x128x768xf32>
    %298 = stablehlo.dot_general %297, %arg65, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x768xf32>, tensor<768x3072xf32>) -> tensor<1x128x3072xf32>
    %299 = stablehlo.reshape %arg64 : (tensor<3072xf32>) -> tensor<1x1x3072xf32>
    %300 = stablehlo.broadcast_in_dim %299, dims = [0, 1, 2] : (tensor<1x1x3072xf32>) -> tensor<1x128x3072xf32>
    %301 = stablehlo.add %298, %300 : tensor<1x128x3072xf32>
    %cst_51 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %302 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<1x128x3072xf32>
    %303 = stablehlo.multiply %302, %301 : tensor<1x128x3072xf32>
    %304 = stablehlo.negate %301 : tensor<1x128x3072xf32>
    %cst_52 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %305 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<1x128x3072xf32>
    %306 = stablehlo.multiply %304, %305 : tensor<1x128x3072xf32>
    %307 = chlo.erfc %306 : tensor<1x128x3072xf32> -> tensor<1x128x3072xf32>
    %308 = stablehlo.multiply %303, %307 : tensor<1x128x3072xf32>
    %309 = stablehlo.dot_general %308, %arg67, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x3072xf32>, tensor<3072x768xf32>) -> tensor<1x128x768xf32>
    %310 = stablehlo.reshape %arg66 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %311 = stablehlo.broadcast_in_dim %310, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %312 = stablehlo.add %309, %311 : tensor<1x128x768xf32>
    %313 = stablehlo.add %297, %312 : tensor<1x128x768xf32>
    %314 = chlo.square %313 : tensor<1x128x768xf32> -> tensor<1x128x768xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %315 = stablehlo.reduce(%313 init: %cst_53) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf32>, tensor<f32>) -> tensor<1x128xf32>
    %cst_54 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %316 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %317 = stablehlo.divide %315, %316 : tensor<1x128xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %318 = stablehlo.reduce(%314 init: %cst_55) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf32>, tensor<f32>) -> tensor<1x128xf32>
    %cst_56 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %319 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %320 = stablehlo.divide %318, %319 : tensor<1x128xf32>
    %321 = chlo.square %317 : tensor<1x128xf32> -> tensor<1x128xf32>
    %322 = stablehlo.subtract %320, %321 : tensor<1x128xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %323 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %324 = stablehlo.maximum %323, %322 : tensor<1x128xf32>
    %325 = stablehlo.broadcast_in_dim %317, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<1x128x1xf32>
    %326 = stablehlo.broadcast_in_dim %324, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<1x128x1xf32>
    %327 = stablehlo.broadcast_in_dim %325, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %328 = stablehlo.subtract %313, %327 : tensor<1x128x768xf32>
    %cst_58 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %329 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<1x128x1xf32>
    %330 = stablehlo.add %326, %329 : tensor<1x128x1xf32>
    %331 = stablehlo.rsqrt %330 : tensor<1x128x1xf32>
    %332 = stablehlo.reshape %arg71 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %333 = stablehlo.broadcast_in_dim %331, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %334 = stablehlo.broadcast_in_dim %332, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %335 = stablehlo.multiply %333, %334 : tensor<1x128x768xf32>
    %336 = stablehlo.multiply %328, %335 : tensor<1x128x768xf32>
    %337 = stablehlo.reshape %arg70 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %338 = stablehlo.broadcast_in_dim %337, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %339 = stablehlo.add %336, %338 : tensor<1x128x768xf32>
    %340 = stablehlo.dot_general %339, %arg93, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x768xf32>, tensor<768x12x64xf32>) -> tensor<1x128x12x64xf32>
    %341 = stablehlo.reshape %arg92 : (tensor<12x64xf32>) -> tensor<1x1x12x64xf32>
    %342 = stablehlo.broadcast_in_dim %341, dims = [0, 1, 2, 3] : (tensor<1x1x12x64xf32>) -> tensor<1x128x12x64xf32>
    %343 = stablehlo.add %340, %342 : tensor<1x128x12x64xf32>
    %344 = stablehlo.dot_general %339, %arg89, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x768xf32>, tensor<768x12x64xf32>) -> tensor<1x128x12x64xf32>
    %345 = stablehlo.reshape %arg88 : (tensor<12x64xf32>) -> tensor<1x1x12x64xf32>
    %346 = stablehlo.broadcast_in_dim %345, dims = [0, 1, 2, 3] : (tensor<1x1x12x64xf32>) -> tensor<1x128x12x64xf32>
    %347 = stablehlo.add %344, %346 : tensor<1x128x12x64xf32>
    %348 = stablehlo.dot_general %339, %arg95, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x768xf32>, tensor<768x12x64xf32>) -> tensor<1x128x12x64xf32>
    %349 = stablehlo.reshape %arg94 : (tensor<12x64xf32>) -> tensor<1x1x12x64xf32>
    %350 = stablehlo.broadcast_in_dim %349, dims = [0, 1, 2, 3] : (tensor<1x1x12x64xf32>) -> tensor<1x128x12x64xf32>
    %351 = stablehlo.add %348, %350 : tensor<1x128x12x64xf32>
    %cst_59 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %352 = stablehlo.sqrt %cst_59 : tensor<f32>
    %353 = stablehlo.convert %352 : tensor<f32>
    %354 = stablehlo.broadcast_in_dim %353, dims = [] : (tensor<f32>) -> tensor<1x128x12x64xf32>
    %355 = stablehlo.divide %343, %354 : tensor<1x128x12x64xf32>
    %356 = stablehlo.dot_general %355, %347, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x128x12x64xf32>, tensor<1x128x12x64xf32>) -> tensor<1x12x128x128xf32>
    %cst_60 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %357 = stablehlo.reduce(%356 init: %cst_60) applies stablehlo.maximum across dimensions = [3] : (tensor<1x12x128x128xf32>, tensor<f32>) -> tensor<1x12x128xf32>
    %cst_61 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %358 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<1x12x128xf32>
    %359 = stablehlo.maximum %358, %357 : tensor<1x12x128xf32>
    %360 = stablehlo.broadcast_in_dim %359, dims = [0, 1, 2] : (tensor<1x12x128xf32>) -> tensor<1x12x128x1xf32>
    %361 = stablehlo.broadcast_in_dim %360, dims = [0, 1, 2, 3] : (tensor<1x12x128x1xf32>) -> tensor<1x12x128x128xf32>
    %362 = stablehlo.subtract %356, %361 : tensor<1x12x128x128xf32>
    %363 = stablehlo.exponential %362 : tensor<1x12x128x128xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %364 = stablehlo.reduce(%363 init: %cst_62) applies stablehlo.add across dimensions = [3] : (tensor<1x12x128x128xf32>, tensor<f32>) -> tensor<1x12x128xf32>
    %365 = stablehlo.broadcast_in_dim %364, dims = [0, 1, 2] : (tensor<1x12x128xf32>) -> tensor<1x12x128x1xf32>
    %366 = stablehlo.broadcast_in_dim %365, dims = [0, 1, 2, 3] : (tensor<1x12x128x1xf32>) -> tensor<1x12x128x128xf32>
    %367 = stablehlo.divide %363, %366 : tensor<1x12x128x128xf32>
    %368 = stablehlo.dot_general %351, %367, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x128x12x64xf32>, tensor<1x12x128x128xf32>) -> tensor<1x12x64x128xf32>
    %369 = stablehlo.transpose %368, dims = [0, 3, 1, 2] : (tensor<1x12x64x128xf32>) -> tensor<1x128x12x64xf32>
    %370 = stablehlo.dot_general %369, %arg91, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x128x12x64xf32>, tensor<12x64x768xf32>) -> tensor<1x128x768xf32>
    %371 = stablehlo.reshape %arg90 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %372 = stablehlo.broadcast_in_dim %371, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %373 = stablehlo.add %370, %372 : tensor<1x128x768xf32>
    %374 = stablehlo.add %339, %373 : tensor<1x128x768xf32>
    %375 = chlo.square %374 : tensor<1x128x768xf32> -> tensor<1x128x768xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %376 = stablehlo.reduce(%374 init: %cst_63) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf32>, tensor<f32>) -> tensor<1x128xf32>
    %cst_64 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %377 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %378 = stablehlo.divide %376, %377 : tensor<1x128xf32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %379 = stablehlo.reduce(%375 init: %cst_65) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf32>, tensor<f32>) -> tensor<1x128xf32>
    %cst_66 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %380 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %381 = stablehlo.divide %379, %380 : tensor<1x128xf32>
    %382 = chlo.square %378 : tensor<1x128xf32> -> tensor<1x128xf32>
    %383 = stablehlo.subtract %381, %382 : tensor<1x128xf32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %384 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %385 = stablehlo.maximum %384, %383 : tensor<1x128xf32>
    %386 = stablehlo.broadcast_in_dim %378, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<1x128x1xf32>
    %387 = stablehlo.broadcast_in_dim %385, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<1x128x1xf32>
    %388 = stablehlo.broadcast_in_dim %386, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %389 = stablehlo.subtract %374, %388 : tensor<1x128x768xf32>
    %cst_68 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %390 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<1x128x1xf32>
    %391 = stablehlo.add %387, %390 : tensor<1x128x1xf32>
    %392 = stablehlo.rsqrt %391 : tensor<1x128x1xf32>
    %393 = stablehlo.reshape %arg85 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %394 = stablehlo.broadcast_in_dim %392, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %395 = stablehlo.broadcast_in_dim %393, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %396 = stablehlo.multiply %394, %395 : tensor<1x128x768xf32>
    %397 = stablehlo.multiply %389, %396 : tensor<1x128x768xf32>
    %398 = stablehlo.reshape %arg84 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %399 = stablehlo.broadcast_in_dim %398, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %400 = stablehlo.add %397, %399 : tensor<1x128x768xf32>
    %401 = stablehlo.dot_general %400, %arg81, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x768xf32>, tensor<768x3072xf32>) -> tensor<1x128x3072xf32>
    %402 = stablehlo.reshape %arg80 : (tensor<3072xf32>) -> tensor<1x1x3072xf32>
    %403 = stablehlo.broadcast_in_dim %402, dims = [0, 1, 2] : (tensor<1x1x3072xf32>) -> tensor<1x128x3072xf32>
    %404 = stablehlo.add %401, %403 : tensor<1x128x3072xf32>
    %cst_69 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %405 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<1x128x3072xf32>
    %406 = stablehlo.multiply %405, %404 : tensor<1x128x3072xf32>
    %407 = stablehlo.negate %404 : tensor<1x128x3072xf32>
    %cst_70 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %408 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<1x128x3072xf32>
    %409 = stablehlo.multiply %407, %408 : tensor<1x128x3072xf32>
    %410 = chlo.erfc %409 : tensor<1x128x3072xf32> -> tensor<1x128x3072xf32>
    %411 = stablehlo.multiply %406, %410 : tensor<1x128x3072xf32>
    %412 = stablehlo.dot_general %411, %arg83, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x3072xf32>, tensor<3072x768xf32>) -> tensor<1x128x768xf32>
    %413 = stablehlo.reshape %arg82 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %414 = stablehlo.broadcast_in_dim %413, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %415 = stablehlo.add %412, %414 : tensor<1x128x768xf32>
    %416 = stablehlo.add %400, %415 : tensor<1x128x768xf32>
    %417 = chlo.square %416 : tensor<1x128x768xf32> -> tensor<1x128x768xf32>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %418 = stablehlo.reduce(%416 init: %cst_71) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf32>, tensor<f32>) -> tensor<1x128xf32>
    %cst_72 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %419 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %420 = stablehlo.divide %418, %419 : tensor<1x128xf32>
    %cst_73 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %421 = stablehlo.reduce(%417 init: %cst_73) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf32>, tensor<f32>) -> tensor<1x128xf32>
    %cst_74 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %422 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %423 = stablehlo.divide %421, %422 : tensor<1x128xf32>
    %424 = chlo.square %420 : tensor<1x128xf32> -> tensor<1x128xf32>
    %425 = stablehlo.subtract %423, %424 : tensor<1x128xf32>
    %cst_75 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %426 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %427 = stablehlo.maximum %426, %425 : tensor<1x128xf32>
    %428 = stablehlo.broadcast_in_dim %420, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<1x128x1xf32>
    %429 = stablehlo.broadcast_in_dim %427, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<1x128x1xf32>
    %430 = stablehlo.broadcast_in_dim %428, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %431 = stablehlo.subtract %416, %430 : tensor<1x128x768xf32>
    %cst_76 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %432 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<1x128x1xf32>
    %433 = stablehlo.add %429, %432 : tensor<1x128x1xf32>
    %434 = stablehlo.rsqrt %433 : tensor<1x128x1xf32>
    %435 = stablehlo.reshape %arg87 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %436 = stablehlo.broadcast_in_dim %434, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %437 = stablehlo.broadcast_in_dim %435, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %438 = stablehlo.multiply %436, %437 : tensor<1x128x768xf32>
    %439 = stablehlo.multiply %431, %438 : tensor<1x128x768xf32>
    %440 = stablehlo.reshape %arg86 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %441 = stablehlo.broadcast_in_dim %440, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %442 = stablehlo.add %439, %441 : tensor<1x128x768xf32>
    %443 = stablehlo.dot_general %442, %arg109, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x768xf32>, tensor<768x12x64xf32>) -> tensor<1x128x12x64xf32>
    %444 = stablehlo.reshape %arg108 : (tensor<12x64xf32>) -> tensor<1x1x12x64xf32>
    %445 = stablehlo.broadcast_in_dim %444, dims = [0, 1, 2, 3] : (tensor<1x1x12x64xf32>) -> tensor<1x128x12x64xf32>
    %446 = stablehlo.add %443, %445 : tensor<1x128x12x64xf32>
    %447 = stablehlo.dot_general %442, %arg105, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x768xf32>, tensor<768x12x64xf32>) -> tensor<1x128x12x64xf32>
    %448 = stablehlo.reshape %arg104 : (tensor<12x64xf32>) -> tensor<1x1x12x64xf32>
    %449 = stablehlo.broadcast_in_dim %448, dims = [0, 1, 2, 3] : (tensor<1x1x12x64xf32>) -> tensor<1x128x12x64xf32>
    %450 = stablehlo.add %447, %449 : tensor<1x128x12x64xf32>
    %451 = stablehlo.dot_general %442, %arg111, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x768xf32>, tensor<768x12x64xf32>) -> tensor<1x128x12x64xf32>
    %452 = stablehlo.reshape %arg110 : (tensor<12x64xf32>) -> tensor<1x1x12x64xf32>
    %453 = stablehlo.broadcast_in_dim %452, dims = [0, 1, 2, 3] : (tensor<1x1x12x64xf32>) -> tensor<1x128x12x64xf32>
    %454 = stablehlo.add %451, %453 : tensor<1x128x12x64xf32>
    %cst_77 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %455 = stablehlo.sqrt %cst_77 : tensor<f32>
    %456 = stablehlo.convert %455 : tensor<f32>
    %457 = stablehlo.broadcast_in_dim %456, dims = [] : (tensor<f32>) -> tensor<1x128x12x64xf32>
    %458 = stablehlo.divide %446, %457 : tensor<1x128x12x64xf32>
    %459 = stablehlo.dot_general %458, %450, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x128x12x64xf32>, tensor<1x128x12x64xf32>) -> tensor<1x12x128x128xf32>
    %cst_78 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %460 = stablehlo.reduce(%459 init: %cst_78) applies stablehlo.maximum across dimensions = [3] : (tensor<1x12x128x128xf32>, tensor<f32>) -> tensor<1x12x128xf32>
    %cst_79 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %461 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<1x12x128xf32>
    %462 = stablehlo.maximum %461, %460 : tensor<1x12x128xf32>
    %463 = stablehlo.broadcast_in_dim %462, dims = [0, 1, 2] : (tensor<1x12x128xf32>) -> tensor<1x12x128x1xf32>
    %464 = stablehlo.broadcast_in_dim %463, dims = [0, 1, 2, 3] : (tensor<1x12x128x1xf32>) -> tensor<1x12x128x128xf32>
    %465 = stablehlo.subtract %459, %464 : tensor<1x12x128x128xf32>
    %466 = stablehlo.exponential %465 : tensor<1x12x128x128xf32>
    %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %467 = stablehlo.reduce(%466 init: %cst_80) applies stablehlo.add across dimensions = [3] : (tensor<1x12x128x128xf32>, tensor<f32>) -> tensor<1x12x128xf32>
    %468 = stablehlo.broadcast_in_dim %467, dims = [0, 1, 2] : (tensor<1x12x128xf32>) -> tensor<1x12x128x1xf32>
    %469 = stablehlo.broadcast_in_dim %468, dims = [0, 1, 2, 3] : (tensor<1x12x128x1xf32>) -> tensor<1x12x128x128xf32>
    %470 = stablehlo.divide %466, %469 : tensor<1x12x128x128xf32>
    %471 = stablehlo.dot_general %454, %470, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x128x12x64xf32>, tensor<1x12x128x128xf32>) -> tensor<1x12x64x128xf32>
    %472 = stablehlo.transpose %471, dims = [0, 3, 1, 2] : (tensor<1x12x64x128xf32>) -> tensor<1x128x12x64xf32>
    %473 = stablehlo.dot_general %472, %arg107, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x128x12x64xf32>, tensor<12x64x768xf32>) -> tensor<1x128x768xf32>
    %474 = stablehlo.reshape %arg106 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %475 = stablehlo.broadcast_in_dim %474, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %476 = stablehlo.add %473, %475 : tensor<1x128x768xf32>
    %477 = stablehlo.add %442, %476 : tensor<1x128x768xf32>
    %478 = chlo.square %477 : tensor<1x128x768xf32> -> tensor<1x128x768xf32>
    %cst_81 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %479 = stablehlo.reduce(%477 init: %cst_81) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf32>, tensor<f32>) -> tensor<1x128xf32>
    %cst_82 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %480 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %481 = stablehlo.divide %479, %480 : tensor<1x128xf32>
    %cst_83 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %482 = stablehlo.reduce(%478 init: %cst_83) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf32>, tensor<f32>) -> tensor<1x128xf32>
    %cst_84 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %483 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %484 = stablehlo.divide %482, %483 : tensor<1x128xf32>
    %485 = chlo.square %481 : tensor<1x128xf32> -> tensor<1x128xf32>
    %486 = stablehlo.subtract %484, %485 : tensor<1x128xf32>
    %cst_85 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %487 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %488 = stablehlo.maximum %487, %486 : tensor<1x128xf32>
    %489 = stablehlo.broadcast_in_dim %481, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<1x128x1xf32>
    %490 = stablehlo.broadcast_in_dim %488, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<1x128x1xf32>
    %491 = stablehlo.broadcast_in_dim %489, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %492 = stablehlo.subtract %477, %491 : tensor<1x128x768xf32>
    %cst_86 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %493 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<1x128x1xf32>
    %494 = stablehlo.add %490, %493 : tensor<1x128x1xf32>
    %495 = stablehlo.rsqrt %494 : tensor<1x128x1xf32>
    %496 = stablehlo.reshape %arg101 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %497 = stablehlo.broadcast_in_dim %495, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %498 = stablehlo.broadcast_in_dim %496, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %499 = stablehlo.multiply %497, %498 : tensor<1x128x768xf32>
    %500 = stablehlo.multiply %492, %499 : tensor<1x128x768xf32>
    %501 = stablehlo.reshape %arg100 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %502 = stablehlo.broadcast_in_dim %501, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %503 = stablehlo.add %500, %502 : tensor<1x128x768xf32>
    %504 = stablehlo.dot_general %503, %arg97, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x768xf32>, tensor<768x3072xf32>) -> tensor<1x128x3072xf32>
    %505 = stablehlo.reshape %arg96 : (tensor<3072xf32>) -> tensor<1x1x3072xf32>
    %506 = stablehlo.broadcast_in_dim %505, dims = [0, 1, 2] : (tensor<1x1x3072xf32>) -> tensor<1x128x3072xf32>
    %507 = stablehlo.add %504, %506 : tensor<1x128x3072xf32>
    %cst_87 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %508 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<1x128x3072xf32>
    %509 = stablehlo.multiply %508, %507 : tensor<1x128x3072xf32>
    %510 = stablehlo.negate %507 : tensor<1x128x3072xf32>
    %cst_88 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %511 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<1x128x3072xf32>
    %512 = stablehlo.multiply %510, %511 : tensor<1x128x3072xf32>
    %513 = chlo.erfc %512 : tensor<1x128x3072xf32> -> tensor<1x128x3072xf32>
    %514 = stablehlo.multiply %509, %513 : tensor<1x128x3072xf32>
    %515 = stablehlo.dot_general %514, %arg99, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x3072xf32>, tensor<3072x768xf32>) -> tensor<1x128x768xf32>
    %516 = stablehlo.reshape %arg98 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %517 = stablehlo.broadcast_in_dim %516, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %518 = stablehlo.add %515, %517 : tensor<1x128x768xf32>
    %519 = stablehlo.add %503, %518 : tensor<1x128x768xf32>
    %520 = chlo.square %519 : tensor<1x128x768xf32> -> tensor<1x128x768xf32>
    %cst_89 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %521 = stablehlo.reduce(%519 init: %cst_89) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf32>, tensor<f32>) -> tensor<1x128xf32>
    %cst_90 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %522 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %523 = stablehlo.divide %521, %522 : tensor<1x128xf32>
    %cst_91 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %524 = stablehlo.reduce(%520 init: %cst_91) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf32>, tensor<f32>) -> tensor<1x128xf32>
    %cst_92 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %525 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %526 = stablehlo.divide %524, %525 : tensor<1x128xf32>
    %527 = chlo.square %523 : tensor<1x128xf32> -> tensor<1x128xf32>
    %528 = stablehlo.subtract %526, %527 : tensor<1x128xf32>
    %cst_93 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %529 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %530 = stablehlo.maximum %529, %528 : tensor<1x128xf32>
    %531 = stablehlo.broadcast_in_dim %523, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<1x128x1xf32>
    %532 = stablehlo.broadcast_in_dim %530, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<1x128x1xf32>
    %533 = stablehlo.broadcast_in_dim %531, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %534 = stablehlo.subtract %519, %533 : tensor<1x128x768xf32>
    %cst_94 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %535 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<1x128x1xf32>
    %536 = stablehlo.add %532, %535 : tensor<1x128x1xf32>
    %537 = stablehlo.rsqrt %536 : tensor<1x128x1xf32>
    %538 = stablehlo.reshape %arg103 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %539 = stablehlo.broadcast_in_dim %537, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %540 = stablehlo.broadcast_in_dim %538, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %541 = stablehlo.multiply %539, %540 : tensor<1x128x768xf32>
    %542 = stablehlo.multiply %534, %541 : tensor<1x128x768xf32>
    %543 = stablehlo.reshape %arg102 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %544 = stablehlo.broadcast_in_dim %543, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %545 = stablehlo.add %542, %544 : tensor<1x128x768xf32>
    %546 = stablehlo.dot_general %545, %arg125, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x768xf32>, tensor<768x12x64xf32>) -> tensor<1x128x12x64xf32>
    %547 = stablehlo.reshape %arg124 : (tensor<12x64xf32>) -> tensor<1x1x12x64xf32>
    %548 = stablehlo.broadcast_in_dim %547, dims = [0, 1, 2, 3] : (tensor<1x1x12x64xf32>) -> tensor<1x128x12x64xf32>
    %549 = stablehlo.add %546, %548 : tensor<1x128x12x64xf32>
    %550 = stablehlo.dot_general %545, %arg121, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x768xf32>, tensor<768x12x64xf32>) -> tensor<1x128x12x64xf32>
    %551 = stablehlo.reshape %arg120 : (tensor<12x64xf32>) -> tensor<1x1x12x64xf32>
    %552 = stablehlo.broadcast_in_dim %551, dims = [0, 1, 2, 3] : (tensor<1x1x12x64xf32>) -> tensor<1x128x12x64xf32>
    %553 = stablehlo.add %550, %552 : tensor<1x128x12x64xf32>
    %554 = stablehlo.dot_general %545, %arg127, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x768xf32>, tensor<768x12x64xf32>) -> tensor<1x128x12x64xf32>
    %555 = stablehlo.reshape %arg126 : (tensor<12x64xf32>) -> tensor<1x1x12x64xf32>
    %556 = stablehlo.broadcast_in_dim %555, dims = [0, 1, 2, 3] : (tensor<1x1x12x64xf32>) -> tensor<1x128x12x64xf32>
    %557 = stablehlo.add %554, %556 : tensor<1x128x12x64xf32>
    %cst_95 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %558 = stablehlo.sqrt %cst_95 : tensor<f32>
    %559 = stablehlo.convert %558 : tensor<f32>
    %560 = stablehlo.broadcast_in_dim %559, dims = [] : (tensor<f32>) -> tensor<1x128x12x64xf32>
    %561 = stablehlo.divide %549, %560 : tensor<1x128x12x64xf32>
    %562 = stablehlo.dot_general %561, %553, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x128x12x64xf32>, tensor<1x128x12x64xf32>) -> tensor<1x12x128x128xf32>
    %cst_96 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %563 = stablehlo.reduce(%562 init: %cst_96) applies stablehlo.maximum across dimensions = [3] : (tensor<1x12x128x128xf32>, tensor<f32>) -> tensor<1x12x128xf32>
    %cst_97 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %564 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<1x12x128xf32>
    %565 = stablehlo.maximum %564, %563 : tensor<1x12x128xf32>
    %566 = stablehlo.broadcast_in_dim %565, dims = [0, 1, 2] : (tensor<1x12x128xf32>) -> tensor<1x12x128x1xf32>
    %567 = stablehlo.broadcast_in_dim %566, dims = [0, 1, 2, 3] : (tensor<1x12x128x1xf32>) -> tensor<1x12x128x128xf32>
    %568 = stablehlo.subtract %562, %567 : tensor<1x12x128x128xf32>
    %569 = stablehlo.exponential %568 : tensor<1x12x128x128xf32>
    %cst_98 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %570 = stablehlo.reduce(%569 init: %cst_98) applies stablehlo.add across dimensions = [3] : (tensor<1x12x128x128xf32>, tensor<f32>) -> tensor<1x12x128xf32>
    %571 = stablehlo.broadcast_in_dim %570, dims = [0, 1, 2] : (tensor<1x12x128xf32>) -> tensor<1x12x128x1xf32>
    %572 = stablehlo.broadcast_in_dim %571, dims = [0, 1, 2, 3] : (tensor<1x12x128x1xf32>) -> tensor<1x12x128x128xf32>
    %573 = stablehlo.divide %569, %572 : tensor<1x12x128x128xf32>
    %574 = stablehlo.dot_general %557, %573, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x128x12x64xf32>, tensor<1x12x128x128xf32>) -> tensor<1x12x64x128xf32>
    %575 = stablehlo.transpose %574, dims = [0, 3, 1, 2] : (tensor<1x12x64x128xf32>) -> tensor<1x128x12x64xf32>
    %576 = stablehlo.dot_general %575, %arg123, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x128x12x64xf32>, tensor<12x64x768xf32>) -> tensor<1x128x768xf32>
    %577 = stablehlo.reshape %arg122 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %578 = stablehlo.broadcast_in_dim %577, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %579 = stablehlo.add %576, %578 : tensor<1x128x768xf32>
    %580 = stablehlo.add %545, %579 : tensor<1x128x768xf32>
    %581 = chlo.square %580 : tensor<1x128x768xf32> -> tensor<1x128x768xf32>
    %cst_99 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %582 = stablehlo.reduce(%580 init: %cst_99) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf32>, tensor<f32>) -> tensor<1x128xf32>
    %cst_100 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %583 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %584 = stablehlo.divide %582, %583 : tensor<1x128xf32>
    %cst_101 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %585 = stablehlo.reduce(%581 init: %cst_101) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf32>, tensor<f32>) -> tensor<1x128xf32>
    %cst_102 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %586 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %587 = stablehlo.divide %585, %586 : tensor<1x128xf32>
    %588 = chlo.square %584 : tensor<1x128xf32> -> tensor<1x128xf32>
    %589 = stablehlo.subtract %587, %588 : tensor<1x128xf32>
    %cst_103 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %590 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %591 = stablehlo.maximum %590, %589 : tensor<1x128xf32>
    %592 = stablehlo.broadcast_in_dim %584, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<1x128x1xf32>
    %593 = stablehlo.broadcast_in_dim %591, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<1x128x1xf32>
    %594 = stablehlo.broadcast_in_dim %592, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %595 = stablehlo.subtract %580, %594 : tensor<1x128x768xf32>
    %cst_104 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %596 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<1x128x1xf32>
    %597 = stablehlo.add %593, %596 : tensor<1x128x1xf32>
    %598 = stablehlo.rsqrt %597 : tensor<1x128x1xf32>
    %599 = stablehlo.reshape %arg117 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %600 = stablehlo.broadcast_in_dim %598, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %601 = stablehlo.broadcast_in_dim %599, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %602 = stablehlo.multiply %600, %601 : tensor<1x128x768xf32>
    %603 = stablehlo.multiply %595, %602 : tensor<1x128x768xf32>
    %604 = stablehlo.reshape %arg116 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %605 = stablehlo.broadcast_in_dim %604, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %606 = stablehlo.add %603, %605 : tensor<1x128x768xf32>
    %607 = stablehlo.dot_general %606, %arg113, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x768xf32>, tensor<768x3072xf32>) -> tensor<1x128x3072xf32>
    %608 = stablehlo.reshape %arg112 : (tensor<3072xf32>) -> tensor<1x1x3072xf32>
    %609 = stablehlo.broadcast_in_dim %608, dims = [0, 1, 2] : (tensor<1x1x3072xf32>) -> tensor<1x128x3072xf32>
    %610 = stablehlo.add %607, %609 : tensor<1x128x3072xf32>
    %cst_105 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %611 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<1x128x3072xf32>
    %612 = stablehlo.multiply %611, %610 : tensor<1x128x3072xf32>
    %613 = stablehlo.negate %610 : tensor<1x128x3072xf32>
    %cst_106 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %614 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<1x128x3072xf32>
    %615 = stablehlo.multiply %613, %614 : tensor<1x128x3072xf32>
    %616 = chlo.erfc %615 : tensor<1x128x3072xf32> -> tensor<1x128x3072xf32>
    %617 = stablehlo.multiply %612, %616 : tensor<1x128x3072xf32>
    %618 = stablehlo.dot_general %617, %arg115, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x3072xf32>, tensor<3072x768xf32>) -> tensor<1x128x768xf32>
    %619 = stablehlo.reshape %arg114 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %620 = stablehlo.broadcast_in_dim %619, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %621 = stablehlo.add %618, %620 : tensor<1x128x768xf32>
    %622 = stablehlo.add %606, %621 : tensor<1x128x768xf32>
    %623 = chlo.square %622 : tensor<1x128x768xf32> -> tensor<1x128x768xf32>
    %cst_107 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %624 = stablehlo.reduce(%622 init: %cst_107) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf32>, tensor<f32>) -> tensor<1x128xf32>
    %cst_108 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %625 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %626 = stablehlo.divide %624, %625 : tensor<1x128xf32>
    %cst_109 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %627 = stablehlo.reduce(%623 init: %cst_109) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf32>, tensor<f32>) -> tensor<1x128xf32>
    %cst_110 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %628 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %629 = stablehlo.divide %627, %628 : tensor<1x128xf32>
    %630 = chlo.square %626 : tensor<1x128xf32> -> tensor<1x128xf32>
    %631 = stablehlo.subtract %629, %630 : tensor<1x128xf32>
    %cst_111 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %632 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %633 = stablehlo.maximum %632, %631 : tensor<1x128xf32>
    %634 = stablehlo.broadcast_in_dim %626, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<1x128x1xf32>
    %635 = stablehlo.broadcast_in_dim %633, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<1x128x1xf32>
    %636 = stablehlo.broadcast_in_dim %634, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %637 = stablehlo.subtract %622, %636 : tensor<1x128x768xf32>
    %cst_112 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %638 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<1x128x1xf32>
    %639 = stablehlo.add %635, %638 : tensor<1x128x1xf32>
    %640 = stablehlo.rsqrt %639 : tensor<1x128x1xf32>
    %641 = stablehlo.reshape %arg119 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %642 = stablehlo.broadcast_in_dim %640, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %643 = stablehlo.broadcast_in_dim %641, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %644 = stablehlo.multiply %642, %643 : tensor<1x128x768xf32>
    %645 = stablehlo.multiply %637, %644 : tensor<1x128x768xf32>
    %646 = stablehlo.reshape %arg118 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %647 = stablehlo.broadcast_in_dim %646, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %648 = stablehlo.add %645, %647 : tensor<1x128x768xf32>
    %649 = stablehlo.dot_general %648, %arg141, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x768xf32>, tensor<768x12x64xf32>) -> tensor<1x128x12x64xf32>
    %650 = stablehlo.reshape %arg140 : (tensor<12x64xf32>) -> tensor<1x1x12x64xf32>
    %651 = stablehlo.broadcast_in_dim %650, dims = [0, 1, 2, 3] : (tensor<1x1x12x64xf32>) -> tensor<1x128x12x64xf32>
    %652 = stablehlo.add %649, %651 : tensor<1x128x12x64xf32>
    %653 = stablehlo.dot_general %648, %arg137, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x768xf32>, tensor<768x12x64xf32>) -> tensor<1x128x12x64xf32>
    %654 = stablehlo.reshape %arg136 : (tensor<12x64xf32>) -> tensor<1x1x12x64xf32>
    %655 = stablehlo.broadcast_in_dim %654, dims = [0, 1, 2, 3] : (tensor<1x1x12x64xf32>) -> tensor<1x128x12x64xf32>
    %656 = stablehlo.add %653, %655 : tensor<1x128x12x64xf32>
    %657 = stablehlo.dot_general %648, %arg143, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x768xf32>, tensor<768x12x64xf32>) -> tensor<1x128x12x64xf32>
    %658 = stablehlo.reshape %arg142 : (tensor<12x64xf32>) -> tensor<1x1x12x64xf32>
    %659 = stablehlo.broadcast_in_dim %658, dims = [0, 1, 2, 3] : (tensor<1x1x12x64xf32>) -> tensor<1x128x12x64xf32>
    %660 = stablehlo.add %657, %659 : tensor<1x128x12x64xf32>
    %cst_113 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %661 = stablehlo.sqrt %cst_113 : tensor<f32>
    %662 = stablehlo.convert %661 : tensor<f32>
    %663 = stablehlo.broadcast_in_dim %662, dims = [] : (tensor<f32>) -> tensor<1x128x12x64xf32>
    %664 = stablehlo.divide %652, %663 : tensor<1x128x12x64xf32>
    %665 = stablehlo.dot_general %664, %656, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x128x12x64xf32>, tensor<1x128x12x64xf32>) -> tensor<1x12x128x128xf32>
    %cst_114 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %666 = stablehlo.reduce(%665 init: %cst_114) applies stablehlo.maximum across dimensions = [3] : (tensor<1x12x128x128xf32>, tensor<f32>) -> tensor<1x12x128xf32>
    %cst_115 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %667 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<1x12x128xf32>
    %668 = stablehlo.maximum %667, %666 : tensor<1x12x128xf32>
    %669 = stablehlo.broadcast_in_dim %668, dims = [0, 1, 2] : (tensor<1x12x128xf32>) -> tensor<1x12x128x1xf32>
    %670 = stablehlo.broadcast_in_dim %669, dims = [0, 1, 2, 3] : (tensor<1x12x128x1xf32>) -> tensor<1x12x128x128xf32>
    %671 = stablehlo.subtract %665, %670 : tensor<1x12x128x128xf32>
    %672 = stablehlo.exponential %671 : tensor<1x12x128x128xf32>
    %cst_116 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %673 = stablehlo.reduce(%672 init: %cst_116) applies stablehlo.add across dimensions = [3] : (tensor<1x12x128x128xf32>, tensor<f32>) -> tensor<1x12x128xf32>
    %674 = stablehlo.broadcast_in_dim %673, dims = [0, 1, 2] : (tensor<1x12x128xf32>) -> tensor<1x12x128x1xf32>
    %675 = stablehlo.broadcast_in_dim %674, dims = [0, 1, 2, 3] : (tensor<1x12x128x1xf32>) -> tensor<1x12x128x128xf32>
    %676 = stablehlo.divide %672, %675 : tensor<1x12x128x128xf32>
    %677 = stablehlo.dot_general %660, %676, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x128x12x64xf32>, tensor<1x12x128x128xf32>) -> tensor<1x12x64x128xf32>
    %678 = stablehlo.transpose %677, dims = [0, 3, 1, 2] : (tensor<1x12x64x128xf32>) -> tensor<1x128x12x64xf32>
    %679 = stablehlo.dot_general %678, %arg139, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x128x12x64xf32>, tensor<12x64x768xf32>) -> tensor<1x128x768xf32>
    %680 = stablehlo.reshape %arg138 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %681 = stablehlo.broadcast_in_dim %680, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %682 = stablehlo.add %679, %681 : tensor<1x128x768xf32>
    %683 = stablehlo.add %648, %682 : tensor<1x128x768xf32>
    %684 = chlo.square %683 : tensor<1x128x768xf32> -> tensor<1x128x768xf32>
    %cst_117 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %685 = stablehlo.reduce(%683 init: %cst_117) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf32>, tensor<f32>) -> tensor<1x128xf32>
    %cst_118 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %686 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %687 = stablehlo.divide %685, %686 : tensor<1x128xf32>
    %cst_119 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %688 = stablehlo.reduce(%684 init: %cst_119) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf32>, tensor<f32>) -> tensor<1x128xf32>
    %cst_120 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %689 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %690 = stablehlo.divide %688, %689 : tensor<1x128xf32>
    %691 = chlo.square %687 : tensor<1x128xf32> -> tensor<1x128xf32>
    %692 = stablehlo.subtract %690, %691 : tensor<1x128xf32>
    %cst_121 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %693 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %694 = stablehlo.maximum %693, %692 : tensor<1x128xf32>
    %695 = stablehlo.broadcast_in_dim %687, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<1x128x1xf32>
    %696 = stablehlo.broadcast_in_dim %694, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<1x128x1xf32>
    %697 = stablehlo.broadcast_in_dim %695, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %698 = stablehlo.subtract %683, %697 : tensor<1x128x768xf32>
    %cst_122 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %699 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<1x128x1xf32>
    %700 = stablehlo.add %696, %699 : tensor<1x128x1xf32>
    %701 = stablehlo.rsqrt %700 : tensor<1x128x1xf32>
    %702 = stablehlo.reshape %arg133 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %703 = stablehlo.broadcast_in_dim %701, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %704 = stablehlo.broadcast_in_dim %702, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %705 = stablehlo.multiply %703, %704 : tensor<1x128x768xf32>
    %706 = stablehlo.multiply %698, %705 : tensor<1x128x768xf32>
    %707 = stablehlo.reshape %arg132 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %708 = stablehlo.broadcast_in_dim %707, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %709 = stablehlo.add %706, %708 : tensor<1x128x768xf32>
    %710 = stablehlo.dot_general %709, %arg129, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x768xf32>, tensor<768x3072xf32>) -> tensor<1x128x3072xf32>
    %711 = stablehlo.reshape %arg128 : (tensor<3072xf32>) -> tensor<1x1x3072xf32>
    %712 = stablehlo.broadcast_in_dim %711, dims = [0, 1, 2] : (tensor<1x1x3072xf32>) -> tensor<1x128x3072xf32>
    %713 = stablehlo.add %710, %712 : tensor<1x128x3072xf32>
    %cst_123 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %714 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<1x128x3072xf32>
    %715 = stablehlo.multiply %714, %713 : tensor<1x128x3072xf32>
    %716 = stablehlo.negate %713 : tensor<1x128x3072xf32>
    %cst_124 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %717 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<1x128x3072xf32>
    %718 = stablehlo.multiply %716, %717 : tensor<1x128x3072xf32>
    %719 = chlo.erfc %718 : tensor<1x128x3072xf32> -> tensor<1x128x3072xf32>
    %720 = stablehlo.multiply %715, %719 : tensor<1x128x3072xf32>
    %721 = stablehlo.dot_general %720, %arg131, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x3072xf32>, tensor<3072x768xf32>) -> tensor<1x128x768xf32>
    %722 = stablehlo.reshape %arg130 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %723 = stablehlo.broadcast_in_dim %722, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %724 = stablehlo.add %721, %723 : tensor<1x128x768xf32>
    %725 = stablehlo.add %709, %724 : tensor<1x128x768xf32>
    %726 = chlo.square %725 : tensor<1x128x768xf32> -> tensor<1x128x768xf32>
    %cst_125 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %727 = stablehlo.reduce(%725 init: %cst_125) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf32>, tensor<f32>) -> tensor<1x128xf32>
    %cst_126 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %728 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %729 = stablehlo.divide %727, %728 : tensor<1x128xf32>
    %cst_127 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %730 = stablehlo.reduce(%726 init: %cst_127) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf32>, tensor<f32>) -> tensor<1x128xf32>
    %cst_128 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %731 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %732 = stablehlo.divide %730, %731 : tensor<1x128xf32>
    %733 = chlo.square %729 : tensor<1x128xf32> -> tensor<1x128xf32>
    %734 = stablehlo.subtract %732, %733 : tensor<1x128xf32>
    %cst_129 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %735 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %736 = stablehlo.maximum %735, %734 : tensor<1x128xf32>
    %737 = stablehlo.broadcast_in_dim %729, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<1x128x1xf32>
    %738 = stablehlo.broadcast_in_dim %736, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<1x128x1xf32>
    %739 = stablehlo.broadcast_in_dim %737, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %740 = stablehlo.subtract %725, %739 : tensor<1x128x768xf32>
    %cst_130 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %741 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<1x128x1xf32>
    %742 = stablehlo.add %738, %741 : tensor<1x128x1xf32>
    %743 = stablehlo.rsqrt %742 : tensor<1x128x1xf32>
    %744 = stablehlo.reshape %arg135 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %745 = stablehlo.broadcast_in_dim %743, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %746 = stablehlo.broadcast_in_dim %744, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %747 = stablehlo.multiply %745, %746 : tensor<1x128x768xf32>
    %748 = stablehlo.multiply %740, %747 : tensor<1x128x768xf32>
    %749 = stablehlo.reshape %arg134 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %750 = stablehlo.broadcast_in_dim %749, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %751 = stablehlo.add %748, %750 : tensor<1x128x768xf32>
    %752 = stablehlo.dot_general %751, %arg157, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x768xf32>, tensor<768x12x64xf32>) -> tensor<1x128x12x64xf32>
    %753 = stablehlo.reshape %arg156 : (tensor<12x64xf32>) -> tensor<1x1x12x64xf32>
    %754 = stablehlo.broadcast_in_dim %753, dims = [0, 1, 2, 3] : (tensor<1x1x12x64xf32>) -> tensor<1x128x12x64xf32>
    %755 = stablehlo.add %752, %754 : tensor<1x128x12x64xf32>
    %756 = stablehlo.dot_general %751, %arg153, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x768xf32>, tensor<768x12x64xf32>) -> tensor<1x128x12x64xf32>
    %757 = stablehlo.reshape %arg152 : (tensor<12x64xf32>) -> tensor<1x1x12x64xf32>
    %758 = stablehlo.broadcast_in_dim %757, dims = [0, 1, 2, 3] : (tensor<1x1x12x64xf32>) -> tensor<1x128x12x64xf32>
    %759 = stablehlo.add %756, %758 : tensor<1x128x12x64xf32>
    %760 = stablehlo.dot_general %751, %arg159, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x768xf32>, tensor<768x12x64xf32>) -> tensor<1x128x12x64xf32>
    %761 = stablehlo.reshape %arg158 : (tensor<12x64xf32>) -> tensor<1x1x12x64xf32>
    %762 = stablehlo.broadcast_in_dim %761, dims = [0, 1, 2, 3] : (tensor<1x1x12x64xf32>) -> tensor<1x128x12x64xf32>
    %763 = stablehlo.add %760, %762 : tensor<1x128x12x64xf32>
    %cst_131 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %764 = stablehlo.sqrt %cst_131 : tensor<f32>
    %765 = stablehlo.convert %764 : tensor<f32>
    %766 = stablehlo.broadcast_in_dim %765, dims = [] : (tensor<f32>) -> tensor<1x128x12x64xf32>
    %767 = stablehlo.divide %755, %766 : tensor<1x128x12x64xf32>
    %768 = stablehlo.dot_general %767, %759, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x128x12x64xf32>, tensor<1x128x12x64xf32>) -> tensor<1x12x128x128xf32>
    %cst_132 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %769 = stablehlo.reduce(%768 init: %cst_132) applies stablehlo.maximum across dimensions = [3] : (tensor<1x12x128x128xf32>, tensor<f32>) -> tensor<1x12x128xf32>
    %cst_133 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %770 = stablehlo.broadcast_in_dim %cst_133, dims = [] : (tensor<f32>) -> tensor<1x12x128xf32>
    %771 = stablehlo.maximum %770, %769 : tensor<1x12x128xf32>
    %772 = stablehlo.broadcast_in_dim %771, dims = [0, 1, 2] : (tensor<1x12x128xf32>) -> tensor<1x12x128x1xf32>
    %773 = stablehlo.broadcast_in_dim %772, dims = [0, 1, 2, 3] : (tensor<1x12x128x1xf32>) -> tensor<1x12x128x128xf32>
    %774 = stablehlo.subtract %768, %773 : tensor<1x12x128x128xf32>
    %775 = stablehlo.exponential %774 : tensor<1x12x128x128xf32>
    %cst_134 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %776 = stablehlo.reduce(%775 init: %cst_134) applies stablehlo.add across dimensions = [3] : (tensor<1x12x128x128xf32>, tensor<f32>) -> tensor<1x12x128xf32>
    %777 = stablehlo.broadcast_in_dim %776, dims = [0, 1, 2] : (tensor<1x12x128xf32>) -> tensor<1x12x128x1xf32>
    %778 = stablehlo.broadcast_in_dim %777, dims = [0, 1, 2, 3] : (tensor<1x12x128x1xf32>) -> tensor<1x12x128x128xf32>
    %779 = stablehlo.divide %775, %778 : tensor<1x12x128x128xf32>
    %780 = stablehlo.dot_general %763, %779, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x128x12x64xf32>, tensor<1x12x128x128xf32>) -> tensor<1x12x64x128xf32>
    %781 = stablehlo.transpose %780, dims = [0, 3, 1, 2] : (tensor<1x12x64x128xf32>) -> tensor<1x128x12x64xf32>
    %782 = stablehlo.dot_general %781, %arg155, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x128x12x64xf32>, tensor<12x64x768xf32>) -> tensor<1x128x768xf32>
    %783 = stablehlo.reshape %arg154 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %784 = stablehlo.broadcast_in_dim %783, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %785 = stablehlo.add %782, %784 : tensor<1x128x768xf32>
    %786 = stablehlo.add %751, %785 : tensor<1x128x768xf32>
    %787 = chlo.square %786 : tensor<1x128x768xf32> -> tensor<1x128x768xf32>
    %cst_135 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %788 = stablehlo.reduce(%786 init: %cst_135) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf32>, tensor<f32>) -> tensor<1x128xf32>
    %cst_136 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %789 = stablehlo.broadcast_in_dim %cst_136, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %790 = stablehlo.divide %788, %789 : tensor<1x128xf32>
    %cst_137 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %791 = stablehlo.reduce(%787 init: %cst_137) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf32>, tensor<f32>) -> tensor<1x128xf32>
    %cst_138 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %792 = stablehlo.broadcast_in_dim %cst_138, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %793 = stablehlo.divide %791, %792 : tensor<1x128xf32>
    %794 = chlo.square %790 : tensor<1x128xf32> -> tensor<1x128xf32>
    %795 = stablehlo.subtract %793, %794 : tensor<1x128xf32>
    %cst_139 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %796 = stablehlo.broadcast_in_dim %cst_139, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %797 = stablehlo.maximum %796, %795 : tensor<1x128xf32>
    %798 = stablehlo.broadcast_in_dim %790, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<1x128x1xf32>
    %799 = stablehlo.broadcast_in_dim %797, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<1x128x1xf32>
    %800 = stablehlo.broadcast_in_dim %798, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %801 = stablehlo.subtract %786, %800 : tensor<1x128x768xf32>
    %cst_140 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %802 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f32>) -> tensor<1x128x1xf32>
    %803 = stablehlo.add %799, %802 : tensor<1x128x1xf32>
    %804 = stablehlo.rsqrt %803 : tensor<1x128x1xf32>
    %805 = stablehlo.reshape %arg149 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %806 = stablehlo.broadcast_in_dim %804, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %807 = stablehlo.broadcast_in_dim %805, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %808 = stablehlo.multiply %806, %807 : tensor<1x128x768xf32>
    %809 = stablehlo.multiply %801, %808 : tensor<1x128x768xf32>
    %810 = stablehlo.reshape %arg148 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %811 = stablehlo.broadcast_in_dim %810, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %812 = stablehlo.add %809, %811 : tensor<1x128x768xf32>
    %813 = stablehlo.dot_general %812, %arg145, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x768xf32>, tensor<768x3072xf32>) -> tensor<1x128x3072xf32>
    %814 = stablehlo.reshape %arg144 : (tensor<3072xf32>) -> tensor<1x1x3072xf32>
    %815 = stablehlo.broadcast_in_dim %814, dims = [0, 1, 2] : (tensor<1x1x3072xf32>) -> tensor<1x128x3072xf32>
    %816 = stablehlo.add %813, %815 : tensor<1x128x3072xf32>
    %cst_141 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %817 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f32>) -> tensor<1x128x3072xf32>
    %818 = stablehlo.multiply %817, %816 : tensor<1x128x3072xf32>
    %819 = stablehlo.negate %816 : tensor<1x128x3072xf32>
    %cst_142 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %820 = stablehlo.broadcast_in_dim %cst_142, dims = [] : (tensor<f32>) -> tensor<1x128x3072xf32>
    %821 = stablehlo.multiply %819, %820 : tensor<1x128x3072xf32>
    %822 = chlo.erfc %821 : tensor<1x128x3072xf32> -> tensor<1x128x3072xf32>
    %823 = stablehlo.multiply %818, %822 : tensor<1x128x3072xf32>
    %824 = stablehlo.dot_general %823, %arg147, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x3072xf32>, tensor<3072x768xf32>) -> tensor<1x128x768xf32>
    %825 = stablehlo.reshape %arg146 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %826 = stablehlo.broadcast_in_dim %825, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %827 = stablehlo.add %824, %826 : tensor<1x128x768xf32>
    %828 = stablehlo.add %812, %827 : tensor<1x128x768xf32>
    %829 = chlo.square %828 : tensor<1x128x768xf32> -> tensor<1x128x768xf32>
    %cst_143 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %830 = stablehlo.reduce(%828 init: %cst_143) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf32>, tensor<f32>) -> tensor<1x128xf32>
    %cst_144 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %831 = stablehlo.broadcast_in_dim %cst_144, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %832 = stablehlo.divide %830, %831 : tensor<1x128xf32>
    %cst_145 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %833 = stablehlo.reduce(%829 init: %cst_145) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf32>, tensor<f32>) -> tensor<1x128xf32>
    %cst_146 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %834 = stablehlo.broadcast_in_dim %cst_146, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %835 = stablehlo.divide %833, %834 : tensor<1x128xf32>
    %836 = chlo.square %832 : tensor<1x128xf32> -> tensor<1x128xf32>
    %837 = stablehlo.subtract %835, %836 : tensor<1x128xf32>
    %cst_147 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %838 = stablehlo.broadcast_in_dim %cst_147, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %839 = stablehlo.maximum %838, %837 : tensor<1x128xf32>
    %840 = stablehlo.broadcast_in_dim %832, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<1x128x1xf32>
    %841 = stablehlo.broadcast_in_dim %839, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<1x128x1xf32>
    %842 = stablehlo.broadcast_in_dim %840, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %843 = stablehlo.subtract %828, %842 : tensor<1x128x768xf32>
    %cst_148 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %844 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<f32>) -> tensor<1x128x1xf32>
    %845 = stablehlo.add %841, %844 : tensor<1x128x1xf32>
    %846 = stablehlo.rsqrt %845 : tensor<1x128x1xf32>
    %847 = stablehlo.reshape %arg151 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %848 = stablehlo.broadcast_in_dim %846, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %849 = stablehlo.broadcast_in_dim %847, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %850 = stablehlo.multiply %848, %849 : tensor<1x128x768xf32>
    %851 = stablehlo.multiply %843, %850 : tensor<1x128x768xf32>
    %852 = stablehlo.reshape %arg150 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %853 = stablehlo.broadcast_in_dim %852, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %854 = stablehlo.add %851, %853 : tensor<1x128x768xf32>
    %855 = stablehlo.dot_general %854, %arg173, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x768xf32>, tensor<768x12x64xf32>) -> tensor<1x128x12x64xf32>
    %856 = stablehlo.reshape %arg172 : (tensor<12x64xf32>) -> tensor<1x1x12x64xf32>
    %857 = stablehlo.broadcast_in_dim %856, dims = [0, 1, 2, 3] : (tensor<1x1x12x64xf32>) -> tensor<1x128x12x64xf32>
    %858 = stablehlo.add %855, %857 : tensor<1x128x12x64xf32>
    %859 = stablehlo.dot_general %854, %arg169, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x768xf32>, tensor<768x12x64xf32>) -> tensor<1x128x12x64xf32>
    %860 = stablehlo.reshape %arg168 : (tensor<12x64xf32>) -> tensor<1x1x12x64xf32>
    %861 = stablehlo.broadcast_in_dim %860, dims = [0, 1, 2, 3] : (tensor<1x1x12x64xf32>) -> tensor<1x128x12x64xf32>
    %862 = stablehlo.add %859, %861 : tensor<1x128x12x64xf32>
    %863 = stablehlo.dot_general %854, %arg175, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x768xf32>, tensor<768x12x64xf32>) -> tensor<1x128x12x64xf32>
    %864 = stablehlo.reshape %arg174 : (tensor<12x64xf32>) -> tensor<1x1x12x64xf32>
    %865 = stablehlo.broadcast_in_dim %864, dims = [0, 1, 2, 3] : (tensor<1x1x12x64xf32>) -> tensor<1x128x12x64xf32>
    %866 = stablehlo.add %863, %865 : tensor<1x128x12x64xf32>
    %cst_149 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %867 = stablehlo.sqrt %cst_149 : tensor<f32>
    %868 = stablehlo.convert %867 : tensor<f32>
    %869 = stablehlo.broadcast_in_dim %868, dims = [] : (tensor<f32>) -> tensor<1x128x12x64xf32>
    %870 = stablehlo.divide %858, %869 : tensor<1x128x12x64xf32>
    %871 = stablehlo.dot_general %870, %862, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x128x12x64xf32>, tensor<1x128x12x64xf32>) -> tensor<1x12x128x128xf32>
    %cst_150 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %872 = stablehlo.reduce(%871 init: %cst_150) applies stablehlo.maximum across dimensions = [3] : (tensor<1x12x128x128xf32>, tensor<f32>) -> tensor<1x12x128xf32>
    %cst_151 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %873 = stablehlo.broadcast_in_dim %cst_151, dims = [] : (tensor<f32>) -> tensor<1x12x128xf32>
    %874 = stablehlo.maximum %873, %872 : tensor<1x12x128xf32>
    %875 = stablehlo.broadcast_in_dim %874, dims = [0, 1, 2] : (tensor<1x12x128xf32>) -> tensor<1x12x128x1xf32>
    %876 = stablehlo.broadcast_in_dim %875, dims = [0, 1, 2, 3] : (tensor<1x12x128x1xf32>) -> tensor<1x12x128x128xf32>
    %877 = stablehlo.subtract %871, %876 : tensor<1x12x128x128xf32>
    %878 = stablehlo.exponential %877 : tensor<1x12x128x128xf32>
    %cst_152 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %879 = stablehlo.reduce(%878 init: %cst_152) applies stablehlo.add across dimensions = [3] : (tensor<1x12x128x128xf32>, tensor<f32>) -> tensor<1x12x128xf32>
    %880 = stablehlo.broadcast_in_dim %879, dims = [0, 1, 2] : (tensor<1x12x128xf32>) -> tensor<1x12x128x1xf32>
    %881 = stablehlo.broadcast_in_dim %880, dims = [0, 1, 2, 3] : (tensor<1x12x128x1xf32>) -> tensor<1x12x128x128xf32>
    %882 = stablehlo.divide %878, %881 : tensor<1x12x128x128xf32>
    %883 = stablehlo.dot_general %866, %882, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x128x12x64xf32>, tensor<1x12x128x128xf32>) -> tensor<1x12x64x128xf32>
    %884 = stablehlo.transpose %883, dims = [0, 3, 1, 2] : (tensor<1x12x64x128xf32>) -> tensor<1x128x12x64xf32>
    %885 = stablehlo.dot_general %884, %arg171, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x128x12x64xf32>, tensor<12x64x768xf32>) -> tensor<1x128x768xf32>
    %886 = stablehlo.reshape %arg170 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %887 = stablehlo.broadcast_in_dim %886, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %888 = stablehlo.add %885, %887 : tensor<1x128x768xf32>
    %889 = stablehlo.add %854, %888 : tensor<1x128x768xf32>
    %890 = chlo.square %889 : tensor<1x128x768xf32> -> tensor<1x128x768xf32>
    %cst_153 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %891 = stablehlo.reduce(%889 init: %cst_153) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf32>, tensor<f32>) -> tensor<1x128xf32>
    %cst_154 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %892 = stablehlo.broadcast_in_dim %cst_154, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %893 = stablehlo.divide %891, %892 : tensor<1x128xf32>
    %cst_155 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %894 = stablehlo.reduce(%890 init: %cst_155) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf32>, tensor<f32>) -> tensor<1x128xf32>
    %cst_156 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %895 = stablehlo.broadcast_in_dim %cst_156, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %896 = stablehlo.divide %894, %895 : tensor<1x128xf32>
    %897 = chlo.square %893 : tensor<1x128xf32> -> tensor<1x128xf32>
    %898 = stablehlo.subtract %896, %897 : tensor<1x128xf32>
    %cst_157 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %899 = stablehlo.broadcast_in_dim %cst_157, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %900 = stablehlo.maximum %899, %898 : tensor<1x128xf32>
    %901 = stablehlo.broadcast_in_dim %893, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<1x128x1xf32>
    %902 = stablehlo.broadcast_in_dim %900, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<1x128x1xf32>
    %903 = stablehlo.broadcast_in_dim %901, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %904 = stablehlo.subtract %889, %903 : tensor<1x128x768xf32>
    %cst_158 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %905 = stablehlo.broadcast_in_dim %cst_158, dims = [] : (tensor<f32>) -> tensor<1x128x1xf32>
    %906 = stablehlo.add %902, %905 : tensor<1x128x1xf32>
    %907 = stablehlo.rsqrt %906 : tensor<1x128x1xf32>
    %908 = stablehlo.reshape %arg165 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %909 = stablehlo.broadcast_in_dim %907, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %910 = stablehlo.broadcast_in_dim %908, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %911 = stablehlo.multiply %909, %910 : tensor<1x128x768xf32>
    %912 = stablehlo.multiply %904, %911 : tensor<1x128x768xf32>
    %913 = stablehlo.reshape %arg164 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %914 = stablehlo.broadcast_in_dim %913, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %915 = stablehlo.add %912, %914 : tensor<1x128x768xf32>
    %916 = stablehlo.dot_general %915, %arg161, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x768xf32>, tensor<768x3072xf32>) -> tensor<1x128x3072xf32>
    %917 = stablehlo.reshape %arg160 : (tensor<3072xf32>) -> tensor<1x1x3072xf32>
    %918 = stablehlo.broadcast_in_dim %917, dims = [0, 1, 2] : (tensor<1x1x3072xf32>) -> tensor<1x128x3072xf32>
    %919 = stablehlo.add %916, %918 : tensor<1x128x3072xf32>
    %cst_159 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %920 = stablehlo.broadcast_in_dim %cst_159, dims = [] : (tensor<f32>) -> tensor<1x128x3072xf32>
    %921 = stablehlo.multiply %920, %919 : tensor<1x128x3072xf32>
    %922 = stablehlo.negate %919 : tensor<1x128x3072xf32>
    %cst_160 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %923 = stablehlo.broadcast_in_dim %cst_160, dims = [] : (tensor<f32>) -> tensor<1x128x3072xf32>
    %924 = stablehlo.multiply %922, %923 : tensor<1x128x3072xf32>
    %925 = chlo.erfc %924 : tensor<1x128x3072xf32> -> tensor<1x128x3072xf32>
    %926 = stablehlo.multiply %921, %925 : tensor<1x128x3072xf32>
    %927 = stablehlo.dot_general %926, %arg163, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x3072xf32>, tensor<3072x768xf32>) -> tensor<1x128x768xf32>
    %928 = stablehlo.reshape %arg162 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %929 = stablehlo.broadcast_in_dim %928, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %930 = stablehlo.add %927, %929 : tensor<1x128x768xf32>
    %931 = stablehlo.add %915, %930 : tensor<1x128x768xf32>
    %932 = chlo.square %931 : tensor<1x128x768xf32> -> tensor<1x128x768xf32>
    %cst_161 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %933 = stablehlo.reduce(%931 init: %cst_161) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf32>, tensor<f32>) -> tensor<1x128xf32>
    %cst_162 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %934 = stablehlo.broadcast_in_dim %cst_162, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %935 = stablehlo.divide %933, %934 : tensor<1x128xf32>
    %cst_163 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %936 = stablehlo.reduce(%932 init: %cst_163) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf32>, tensor<f32>) -> tensor<1x128xf32>
    %cst_164 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %937 = stablehlo.broadcast_in_dim %cst_164, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %938 = stablehlo.divide %936, %937 : tensor<1x128xf32>
    %939 = chlo.square %935 : tensor<1x128xf32> -> tensor<1x128xf32>
    %940 = stablehlo.subtract %938, %939 : tensor<1x128xf32>
    %cst_165 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %941 = stablehlo.broadcast_in_dim %cst_165, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %942 = stablehlo.maximum %941, %940 : tensor<1x128xf32>
    %943 = stablehlo.broadcast_in_dim %935, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<1x128x1xf32>
    %944 = stablehlo.broadcast_in_dim %942, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<1x128x1xf32>
    %945 = stablehlo.broadcast_in_dim %943, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %946 = stablehlo.subtract %931, %945 : tensor<1x128x768xf32>
    %cst_166 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %947 = stablehlo.broadcast_in_dim %cst_166, dims = [] : (tensor<f32>) -> tensor<1x128x1xf32>
    %948 = stablehlo.add %944, %947 : tensor<1x128x1xf32>
    %949 = stablehlo.rsqrt %948 : tensor<1x128x1xf32>
    %950 = stablehlo.reshape %arg167 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %951 = stablehlo.broadcast_in_dim %949, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %952 = stablehlo.broadcast_in_dim %950, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %953 = stablehlo.multiply %951, %952 : tensor<1x128x768xf32>
    %954 = stablehlo.multiply %946, %953 : tensor<1x128x768xf32>
    %955 = stablehlo.reshape %arg166 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %956 = stablehlo.broadcast_in_dim %955, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %957 = stablehlo.add %954, %956 : tensor<1x128x768xf32>
    %958 = stablehlo.dot_general %957, %arg189, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x768xf32>, tensor<768x12x64xf32>) -> tensor<1x128x12x64xf32>
    %959 = stablehlo.reshape %arg188 : (tensor<12x64xf32>) -> tensor<1x1x12x64xf32>
    %960 = stablehlo.broadcast_in_dim %959, dims = [0, 1, 2, 3] : (tensor<1x1x12x64xf32>) -> tensor<1x128x12x64xf32>
    %961 = stablehlo.add %958, %960 : tensor<1x128x12x64xf32>
    %962 = stablehlo.dot_general %957, %arg185, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x768xf32>, tensor<768x12x64xf32>) -> tensor<1x128x12x64xf32>
    %963 = stablehlo.reshape %arg184 : (tensor<12x64xf32>) -> tensor<1x1x12x64xf32>
    %964 = stablehlo.broadcast_in_dim %963, dims = [0, 1, 2, 3] : (tensor<1x1x12x64xf32>) -> tensor<1x128x12x64xf32>
    %965 = stablehlo.add %962, %964 : tensor<1x128x12x64xf32>
    %966 = stablehlo.dot_general %957, %arg191, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x768xf32>, tensor<768x12x64xf32>) -> tensor<1x128x12x64xf32>
    %967 = stablehlo.reshape %arg190 : (tensor<12x64xf32>) -> tensor<1x1x12x64xf32>
    %968 = stablehlo.broadcast_in_dim %967, dims = [0, 1, 2, 3] : (tensor<1x1x12x64xf32>) -> tensor<1x128x12x64xf32>
    %969 = stablehlo.add %966, %968 : tensor<1x128x12x64xf32>
    %cst_167 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %970 = stablehlo.sqrt %cst_167 : tensor<f32>
    %971 = stablehlo.convert %970 : tensor<f32>
    %972 = stablehlo.broadcast_in_dim %971, dims = [] : (tensor<f32>) -> tensor<1x128x12x64xf32>
    %973 = stablehlo.divide %961, %972 : tensor<1x128x12x64xf32>
    %974 = stablehlo.dot_general %973, %965, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x128x12x64xf32>, tensor<1x128x12x64xf32>) -> tensor<1x12x128x128xf32>
    %cst_168 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %975 = stablehlo.reduce(%974 init: %cst_168) applies stablehlo.maximum across dimensions = [3] : (tensor<1x12x128x128xf32>, tensor<f32>) -> tensor<1x12x128xf32>
    %cst_169 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %976 = stablehlo.broadcast_in_dim %cst_169, dims = [] : (tensor<f32>) -> tensor<1x12x128xf32>
    %977 = stablehlo.maximum %976, %975 : tensor<1x12x128xf32>
    %978 = stablehlo.broadcast_in_dim %977, dims = [0, 1, 2] : (tensor<1x12x128xf32>) -> tensor<1x12x128x1xf32>
    %979 = stablehlo.broadcast_in_dim %978, dims = [0, 1, 2, 3] : (tensor<1x12x128x1xf32>) -> tensor<1x12x128x128xf32>
    %980 = stablehlo.subtract %974, %979 : tensor<1x12x128x128xf32>
    %981 = stablehlo.exponential %980 : tensor<1x12x128x128xf32>
    %cst_170 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %982 = stablehlo.reduce(%981 init: %cst_170) applies stablehlo.add across dimensions = [3] : (tensor<1x12x128x128xf32>, tensor<f32>) -> tensor<1x12x128xf32>
    %983 = stablehlo.broadcast_in_dim %982, dims = [0, 1, 2] : (tensor<1x12x128xf32>) -> tensor<1x12x128x1xf32>
    %984 = stablehlo.broadcast_in_dim %983, dims = [0, 1, 2, 3] : (tensor<1x12x128x1xf32>) -> tensor<1x12x128x128xf32>
    %985 = stablehlo.divide %981, %984 : tensor<1x12x128x128xf32>
    %986 = stablehlo.dot_general %969, %985, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x128x12x64xf32>, tensor<1x12x128x128xf32>) -> tensor<1x12x64x128xf32>
    %987 = stablehlo.transpose %986, dims = [0, 3, 1, 2] : (tensor<1x12x64x128xf32>) -> tensor<1x128x12x64xf32>
    %988 = stablehlo.dot_general %987, %arg187, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x128x12x64xf32>, tensor<12x64x768xf32>) -> tensor<1x128x768xf32>
    %989 = stablehlo.reshape %arg186 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %990 = stablehlo.broadcast_in_dim %989, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %991 = stablehlo.add %988, %990 : tensor<1x128x768xf32>
    %992 = stablehlo.add %957, %991 : tensor<1x128x768xf32>
    %993 = chlo.square %992 : tensor<1x128x768xf32> -> tensor<1x128x768xf32>
    %cst_171 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %994 = stablehlo.reduce(%992 init: %cst_171) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf32>, tensor<f32>) -> tensor<1x128xf32>
    %cst_172 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %995 = stablehlo.broadcast_in_dim %cst_172, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %996 = stablehlo.divide %994, %995 : tensor<1x128xf32>
    %cst_173 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %997 = stablehlo.reduce(%993 init: %cst_173) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf32>, tensor<f32>) -> tensor<1x128xf32>
    %cst_174 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %998 = stablehlo.broadcast_in_dim %cst_174, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %999 = stablehlo.divide %997, %998 : tensor<1x128xf32>
    %1000 = chlo.square %996 : tensor<1x128xf32> -> tensor<1x128xf32>
    %1001 = stablehlo.subtract %999, %1000 : tensor<1x128xf32>
    %cst_175 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1002 = stablehlo.broadcast_in_dim %cst_175, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %1003 = stablehlo.maximum %1002, %1001 : tensor<1x128xf32>
    %1004 = stablehlo.broadcast_in_dim %996, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<1x128x1xf32>
    %1005 = stablehlo.broadcast_in_dim %1003, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<1x128x1xf32>
    %1006 = stablehlo.broadcast_in_dim %1004, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %1007 = stablehlo.subtract %992, %1006 : tensor<1x128x768xf32>
    %cst_176 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %1008 = stablehlo.broadcast_in_dim %cst_176, dims = [] : (tensor<f32>) -> tensor<1x128x1xf32>
    %1009 = stablehlo.add %1005, %1008 : tensor<1x128x1xf32>
    %1010 = stablehlo.rsqrt %1009 : tensor<1x128x1xf32>
    %1011 = stablehlo.reshape %arg181 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1012 = stablehlo.broadcast_in_dim %1010, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %1013 = stablehlo.broadcast_in_dim %1011, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %1014 = stablehlo.multiply %1012, %1013 : tensor<1x128x768xf32>
    %1015 = stablehlo.multiply %1007, %1014 : tensor<1x128x768xf32>
    %1016 = stablehlo.reshape %arg180 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1017 = stablehlo.broadcast_in_dim %1016, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %1018 = stablehlo.add %1015, %1017 : tensor<1x128x768xf32>
    %1019 = stablehlo.dot_general %1018, %arg177, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x768xf32>, tensor<768x3072xf32>) -> tensor<1x128x3072xf32>
    %1020 = stablehlo.reshape %arg176 : (tensor<3072xf32>) -> tensor<1x1x3072xf32>
    %1021 = stablehlo.broadcast_in_dim %1020, dims = [0, 1, 2] : (tensor<1x1x3072xf32>) -> tensor<1x128x3072xf32>
    %1022 = stablehlo.add %1019, %1021 : tensor<1x128x3072xf32>
    %cst_177 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1023 = stablehlo.broadcast_in_dim %cst_177, dims = [] : (tensor<f32>) -> tensor<1x128x3072xf32>
    %1024 = stablehlo.multiply %1023, %1022 : tensor<1x128x3072xf32>
    %1025 = stablehlo.negate %1022 : tensor<1x128x3072xf32>
    %cst_178 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %1026 = stablehlo.broadcast_in_dim %cst_178, dims = [] : (tensor<f32>) -> tensor<1x128x3072xf32>
    %1027 = stablehlo.multiply %1025, %1026 : tensor<1x128x3072xf32>
    %1028 = chlo.erfc %1027 : tensor<1x128x3072xf32> -> tensor<1x128x3072xf32>
    %1029 = stablehlo.multiply %1024, %1028 : tensor<1x128x3072xf32>
    %1030 = stablehlo.dot_general %1029, %arg179, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x3072xf32>, tensor<3072x768xf32>) -> tensor<1x128x768xf32>
    %1031 = stablehlo.reshape %arg178 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1032 = stablehlo.broadcast_in_dim %1031, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %1033 = stablehlo.add %1030, %1032 : tensor<1x128x768xf32>
    %1034 = stablehlo.add %1018, %1033 : tensor<1x128x768xf32>
    %1035 = chlo.square %1034 : tensor<1x128x768xf32> -> tensor<1x128x768xf32>
    %cst_179 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1036 = stablehlo.reduce(%1034 init: %cst_179) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf32>, tensor<f32>) -> tensor<1x128xf32>
    %cst_180 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1037 = stablehlo.broadcast_in_dim %cst_180, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %1038 = stablehlo.divide %1036, %1037 : tensor<1x128xf32>
    %cst_181 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1039 = stablehlo.reduce(%1035 init: %cst_181) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf32>, tensor<f32>) -> tensor<1x128xf32>
    %cst_182 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1040 = stablehlo.broadcast_in_dim %cst_182, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %1041 = stablehlo.divide %1039, %1040 : tensor<1x128xf32>
    %1042 = chlo.square %1038 : tensor<1x128xf32> -> tensor<1x128xf32>
    %1043 = stablehlo.subtract %1041, %1042 : tensor<1x128xf32>
    %cst_183 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1044 = stablehlo.broadcast_in_dim %cst_183, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %1045 = stablehlo.maximum %1044, %1043 : tensor<1x128xf32>
    %1046 = stablehlo.broadcast_in_dim %1038, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<1x128x1xf32>
    %1047 = stablehlo.broadcast_in_dim %1045, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<1x128x1xf32>
    %1048 = stablehlo.broadcast_in_dim %1046, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %1049 = stablehlo.subtract %1034, %1048 : tensor<1x128x768xf32>
    %cst_184 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %1050 = stablehlo.broadcast_in_dim %cst_184, dims = [] : (tensor<f32>) -> tensor<1x128x1xf32>
    %1051 = stablehlo.add %1047, %1050 : tensor<1x128x1xf32>
    %1052 = stablehlo.rsqrt %1051 : tensor<1x128x1xf32>
    %1053 = stablehlo.reshape %arg183 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1054 = stablehlo.broadcast_in_dim %1052, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %1055 = stablehlo.broadcast_in_dim %1053, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %1056 = stablehlo.multiply %1054, %1055 : tensor<1x128x768xf32>
    %1057 = stablehlo.multiply %1049, %1056 : tensor<1x128x768xf32>
    %1058 = stablehlo.reshape %arg182 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1059 = stablehlo.broadcast_in_dim %1058, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %1060 = stablehlo.add %1057, %1059 : tensor<1x128x768xf32>
    %1061 = stablehlo.dot_general %1060, %arg45, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x768xf32>, tensor<768x12x64xf32>) -> tensor<1x128x12x64xf32>
    %1062 = stablehlo.reshape %arg44 : (tensor<12x64xf32>) -> tensor<1x1x12x64xf32>
    %1063 = stablehlo.broadcast_in_dim %1062, dims = [0, 1, 2, 3] : (tensor<1x1x12x64xf32>) -> tensor<1x128x12x64xf32>
    %1064 = stablehlo.add %1061, %1063 : tensor<1x128x12x64xf32>
    %1065 = stablehlo.dot_general %1060, %arg41, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x768xf32>, tensor<768x12x64xf32>) -> tensor<1x128x12x64xf32>
    %1066 = stablehlo.reshape %arg40 : (tensor<12x64xf32>) -> tensor<1x1x12x64xf32>
    %1067 = stablehlo.broadcast_in_dim %1066, dims = [0, 1, 2, 3] : (tensor<1x1x12x64xf32>) -> tensor<1x128x12x64xf32>
    %1068 = stablehlo.add %1065, %1067 : tensor<1x128x12x64xf32>
    %1069 = stablehlo.dot_general %1060, %arg47, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x768xf32>, tensor<768x12x64xf32>) -> tensor<1x128x12x64xf32>
    %1070 = stablehlo.reshape %arg46 : (tensor<12x64xf32>) -> tensor<1x1x12x64xf32>
    %1071 = stablehlo.broadcast_in_dim %1070, dims = [0, 1, 2, 3] : (tensor<1x1x12x64xf32>) -> tensor<1x128x12x64xf32>
    %1072 = stablehlo.add %1069, %1071 : tensor<1x128x12x64xf32>
    %cst_185 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1073 = stablehlo.sqrt %cst_185 : tensor<f32>
    %1074 = stablehlo.convert %1073 : tensor<f32>
    %1075 = stablehlo.broadcast_in_dim %1074, dims = [] : (tensor<f32>) -> tensor<1x128x12x64xf32>
    %1076 = stablehlo.divide %1064, %1075 : tensor<1x128x12x64xf32>
    %1077 = stablehlo.dot_general %1076, %1068, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x128x12x64xf32>, tensor<1x128x12x64xf32>) -> tensor<1x12x128x128xf32>
    %cst_186 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1078 = stablehlo.reduce(%1077 init: %cst_186) applies stablehlo.maximum across dimensions = [3] : (tensor<1x12x128x128xf32>, tensor<f32>) -> tensor<1x12x128xf32>
    %cst_187 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1079 = stablehlo.broadcast_in_dim %cst_187, dims = [] : (tensor<f32>) -> tensor<1x12x128xf32>
    %1080 = stablehlo.maximum %1079, %1078 : tensor<1x12x128xf32>
    %1081 = stablehlo.broadcast_in_dim %1080, dims = [0, 1, 2] : (tensor<1x12x128xf32>) -> tensor<1x12x128x1xf32>
    %1082 = stablehlo.broadcast_in_dim %1081, dims = [0, 1, 2, 3] : (tensor<1x12x128x1xf32>) -> tensor<1x12x128x128xf32>
    %1083 = stablehlo.subtract %1077, %1082 : tensor<1x12x128x128xf32>
    %1084 = stablehlo.exponential %1083 : tensor<1x12x128x128xf32>
    %cst_188 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1085 = stablehlo.reduce(%1084 init: %cst_188) applies stablehlo.add across dimensions = [3] : (tensor<1x12x128x128xf32>, tensor<f32>) -> tensor<1x12x128xf32>
    %1086 = stablehlo.broadcast_in_dim %1085, dims = [0, 1, 2] : (tensor<1x12x128xf32>) -> tensor<1x12x128x1xf32>
    %1087 = stablehlo.broadcast_in_dim %1086, dims = [0, 1, 2, 3] : (tensor<1x12x128x1xf32>) -> tensor<1x12x128x128xf32>
    %1088 = stablehlo.divide %1084, %1087 : tensor<1x12x128x128xf32>
    %1089 = stablehlo.dot_general %1072, %1088, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x128x12x64xf32>, tensor<1x12x128x128xf32>) -> tensor<1x12x64x128xf32>
    %1090 = stablehlo.transpose %1089, dims = [0, 3, 1, 2] : (tensor<1x12x64x128xf32>) -> tensor<1x128x12x64xf32>
    %1091 = stablehlo.dot_general %1090, %arg43, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x128x12x64xf32>, tensor<12x64x768xf32>) -> tensor<1x128x768xf32>
    %1092 = stablehlo.reshape %arg42 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1093 = stablehlo.broadcast_in_dim %1092, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %1094 = stablehlo.add %1091, %1093 : tensor<1x128x768xf32>
    %1095 = stablehlo.add %1060, %1094 : tensor<1x128x768xf32>
    %1096 = chlo.square %1095 : tensor<1x128x768xf32> -> tensor<1x128x768xf32>
    %cst_189 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1097 = stablehlo.reduce(%1095 init: %cst_189) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf32>, tensor<f32>) -> tensor<1x128xf32>
    %cst_190 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1098 = stablehlo.broadcast_in_dim %cst_190, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %1099 = stablehlo.divide %1097, %1098 : tensor<1x128xf32>
    %cst_191 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1100 = stablehlo.reduce(%1096 init: %cst_191) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf32>, tensor<f32>) -> tensor<1x128xf32>
    %cst_192 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1101 = stablehlo.broadcast_in_dim %cst_192, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %1102 = stablehlo.divide %1100, %1101 : tensor<1x128xf32>
    %1103 = chlo.square %1099 : tensor<1x128xf32> -> tensor<1x128xf32>
    %1104 = stablehlo.subtract %1102, %1103 : tensor<1x128xf32>
    %cst_193 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1105 = stablehlo.broadcast_in_dim %cst_193, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %1106 = stablehlo.maximum %1105, %1104 : tensor<1x128xf32>
    %1107 = stablehlo.broadcast_in_dim %1099, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<1x128x1xf32>
    %1108 = stablehlo.broadcast_in_dim %1106, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<1x128x1xf32>
    %1109 = stablehlo.broadcast_in_dim %1107, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %1110 = stablehlo.subtract %1095, %1109 : tensor<1x128x768xf32>
    %cst_194 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %1111 = stablehlo.broadcast_in_dim %cst_194, dims = [] : (tensor<f32>) -> tensor<1x128x1xf32>
    %1112 = stablehlo.add %1108, %1111 : tensor<1x128x1xf32>
    %1113 = stablehlo.rsqrt %1112 : tensor<1x128x1xf32>
    %1114 = stablehlo.reshape %arg37 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1115 = stablehlo.broadcast_in_dim %1113, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %1116 = stablehlo.broadcast_in_dim %1114, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %1117 = stablehlo.multiply %1115, %1116 : tensor<1x128x768xf32>
    %1118 = stablehlo.multiply %1110, %1117 : tensor<1x128x768xf32>
    %1119 = stablehlo.reshape %arg36 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1120 = stablehlo.broadcast_in_dim %1119, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %1121 = stablehlo.add %1118, %1120 : tensor<1x128x768xf32>
    %1122 = stablehlo.dot_general %1121, %arg33, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x768xf32>, tensor<768x3072xf32>) -> tensor<1x128x3072xf32>
    %1123 = stablehlo.reshape %arg32 : (tensor<3072xf32>) -> tensor<1x1x3072xf32>
    %1124 = stablehlo.broadcast_in_dim %1123, dims = [0, 1, 2] : (tensor<1x1x3072xf32>) -> tensor<1x128x3072xf32>
    %1125 = stablehlo.add %1122, %1124 : tensor<1x128x3072xf32>
    %cst_195 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1126 = stablehlo.broadcast_in_dim %cst_195, dims = [] : (tensor<f32>) -> tensor<1x128x3072xf32>
    %1127 = stablehlo.multiply %1126, %1125 : tensor<1x128x3072xf32>
    %1128 = stablehlo.negate %1125 : tensor<1x128x3072xf32>
    %cst_196 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %1129 = stablehlo.broadcast_in_dim %cst_196, dims = [] : (tensor<f32>) -> tensor<1x128x3072xf32>
    %1130 = stablehlo.multiply %1128, %1129 : tensor<1x128x3072xf32>
    %1131 = chlo.erfc %1130 : tensor<1x128x3072xf32> -> tensor<1x128x3072xf32>
    %1132 = stablehlo.multiply %1127, %1131 : tensor<1x128x3072xf32>
    %1133 = stablehlo.dot_general %1132, %arg35, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x3072xf32>, tensor<3072x768xf32>) -> tensor<1x128x768xf32>
    %1134 = stablehlo.reshape %arg34 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1135 = stablehlo.broadcast_in_dim %1134, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %1136 = stablehlo.add %1133, %1135 : tensor<1x128x768xf32>
    %1137 = stablehlo.add %1121, %1136 : tensor<1x128x768xf32>
    %1138 = chlo.square %1137 : tensor<1x128x768xf32> -> tensor<1x128x768xf32>
    %cst_197 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1139 = stablehlo.reduce(%1137 init: %cst_197) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf32>, tensor<f32>) -> tensor<1x128xf32>
    %cst_198 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1140 = stablehlo.broadcast_in_dim %cst_198, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %1141 = stablehlo.divide %1139, %1140 : tensor<1x128xf32>
    %cst_199 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1142 = stablehlo.reduce(%1138 init: %cst_199) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf32>, tensor<f32>) -> tensor<1x128xf32>
    %cst_200 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1143 = stablehlo.broadcast_in_dim %cst_200, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %1144 = stablehlo.divide %1142, %1143 : tensor<1x128xf32>
    %1145 = chlo.square %1141 : tensor<1x128xf32> -> tensor<1x128xf32>
    %1146 = stablehlo.subtract %1144, %1145 : tensor<1x128xf32>
    %cst_201 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1147 = stablehlo.broadcast_in_dim %cst_201, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %1148 = stablehlo.maximum %1147, %1146 : tensor<1x128xf32>
    %1149 = stablehlo.broadcast_in_dim %1141, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<1x128x1xf32>
    %1150 = stablehlo.broadcast_in_dim %1148, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<1x128x1xf32>
    %1151 = stablehlo.broadcast_in_dim %1149, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %1152 = stablehlo.subtract %1137, %1151 : tensor<1x128x768xf32>
    %cst_202 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %1153 = stablehlo.broadcast_in_dim %cst_202, dims = [] : (tensor<f32>) -> tensor<1x128x1xf32>
    %1154 = stablehlo.add %1150, %1153 : tensor<1x128x1xf32>
    %1155 = stablehlo.rsqrt %1154 : tensor<1x128x1xf32>
    %1156 = stablehlo.reshape %arg39 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1157 = stablehlo.broadcast_in_dim %1155, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %1158 = stablehlo.broadcast_in_dim %1156, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %1159 = stablehlo.multiply %1157, %1158 : tensor<1x128x768xf32>
    %1160 = stablehlo.multiply %1152, %1159 : tensor<1x128x768xf32>
    %1161 = stablehlo.reshape %arg38 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1162 = stablehlo.broadcast_in_dim %1161, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %1163 = stablehlo.add %1160, %1162 : tensor<1x128x768xf32>
    %1164 = stablehlo.dot_general %1163, %arg61, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x768xf32>, tensor<768x12x64xf32>) -> tensor<1x128x12x64xf32>
    %1165 = stablehlo.reshape %arg60 : (tensor<12x64xf32>) -> tensor<1x1x12x64xf32>
    %1166 = stablehlo.broadcast_in_dim %1165, dims = [0, 1, 2, 3] : (tensor<1x1x12x64xf32>) -> tensor<1x128x12x64xf32>
    %1167 = stablehlo.add %1164, %1166 : tensor<1x128x12x64xf32>
    %1168 = stablehlo.dot_general %1163, %arg57, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x768xf32>, tensor<768x12x64xf32>) -> tensor<1x128x12x64xf32>
    %1169 = stablehlo.reshape %arg56 : (tensor<12x64xf32>) -> tensor<1x1x12x64xf32>
    %1170 = stablehlo.broadcast_in_dim %1169, dims = [0, 1, 2, 3] : (tensor<1x1x12x64xf32>) -> tensor<1x128x12x64xf32>
    %1171 = stablehlo.add %1168, %1170 : tensor<1x128x12x64xf32>
    %1172 = stablehlo.dot_general %1163, %arg63, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x768xf32>, tensor<768x12x64xf32>) -> tensor<1x128x12x64xf32>
    %1173 = stablehlo.reshape %arg62 : (tensor<12x64xf32>) -> tensor<1x1x12x64xf32>
    %1174 = stablehlo.broadcast_in_dim %1173, dims = [0, 1, 2, 3] : (tensor<1x1x12x64xf32>) -> tensor<1x128x12x64xf32>
    %1175 = stablehlo.add %1172, %1174 : tensor<1x128x12x64xf32>
    %cst_203 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1176 = stablehlo.sqrt %cst_203 : tensor<f32>
    %1177 = stablehlo.convert %1176 : tensor<f32>
    %1178 = stablehlo.broadcast_in_dim %1177, dims = [] : (tensor<f32>) -> tensor<1x128x12x64xf32>
    %1179 = stablehlo.divide %1167, %1178 : tensor<1x128x12x64xf32>
    %1180 = stablehlo.dot_general %1179, %1171, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x128x12x64xf32>, tensor<1x128x12x64xf32>) -> tensor<1x12x128x128xf32>
    %cst_204 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1181 = stablehlo.reduce(%1180 init: %cst_204) applies stablehlo.maximum across dimensions = [3] : (tensor<1x12x128x128xf32>, tensor<f32>) -> tensor<1x12x128xf32>
    %cst_205 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1182 = stablehlo.broadcast_in_dim %cst_205, dims = [] : (tensor<f32>) -> tensor<1x12x128xf32>
    %1183 = stablehlo.maximum %1182, %1181 : tensor<1x12x128xf32>
    %1184 = stablehlo.broadcast_in_dim %1183, dims = [0, 1, 2] : (tensor<1x12x128xf32>) -> tensor<1x12x128x1xf32>
    %1185 = stablehlo.broadcast_in_dim %1184, dims = [0, 1, 2, 3] : (tensor<1x12x128x1xf32>) -> tensor<1x12x128x128xf32>
    %1186 = stablehlo.subtract %1180, %1185 : tensor<1x12x128x128xf32>
    %1187 = stablehlo.exponential %1186 : tensor<1x12x128x128xf32>
    %cst_206 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1188 = stablehlo.reduce(%1187 init: %cst_206) applies stablehlo.add across dimensions = [3] : (tensor<1x12x128x128xf32>, tensor<f32>) -> tensor<1x12x128xf32>
    %1189 = stablehlo.broadcast_in_dim %1188, dims = [0, 1, 2] : (tensor<1x12x128xf32>) -> tensor<1x12x128x1xf32>
    %1190 = stablehlo.broadcast_in_dim %1189, dims = [0, 1, 2, 3] : (tensor<1x12x128x1xf32>) -> tensor<1x12x128x128xf32>
    %1191 = stablehlo.divide %1187, %1190 : tensor<1x12x128x128xf32>
    %1192 = stablehlo.dot_general %1175, %1191, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x128x12x64xf32>, tensor<1x12x128x128xf32>) -> tensor<1x12x64x128xf32>
    %1193 = stablehlo.transpose %1192, dims = [0, 3, 1, 2] : (tensor<1x12x64x128xf32>) -> tensor<1x128x12x64xf32>
    %1194 = stablehlo.dot_general %1193, %arg59, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x128x12x64xf32>, tensor<12x64x768xf32>) -> tensor<1x128x768xf32>
    %1195 = stablehlo.reshape %arg58 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1196 = stablehlo.broadcast_in_dim %1195, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %1197 = stablehlo.add %1194, %1196 : tensor<1x128x768xf32>
    %1198 = stablehlo.add %1163, %1197 : tensor<1x128x768xf32>
    %1199 = chlo.square %1198 : tensor<1x128x768xf32> -> tensor<1x128x768xf32>
    %cst_207 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1200 = stablehlo.reduce(%1198 init: %cst_207) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf32>, tensor<f32>) -> tensor<1x128xf32>
    %cst_208 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1201 = stablehlo.broadcast_in_dim %cst_208, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %1202 = stablehlo.divide %1200, %1201 : tensor<1x128xf32>
    %cst_209 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1203 = stablehlo.reduce(%1199 init: %cst_209) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf32>, tensor<f32>) -> tensor<1x128xf32>
    %cst_210 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1204 = stablehlo.broadcast_in_dim %cst_210, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %1205 = stablehlo.divide %1203, %1204 : tensor<1x128xf32>
    %1206 = chlo.square %1202 : tensor<1x128xf32> -> tensor<1x128xf32>
    %1207 = stablehlo.subtract %1205, %1206 : tensor<1x128xf32>
    %cst_211 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1208 = stablehlo.broadcast_in_dim %cst_211, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %1209 = stablehlo.maximum %1208, %1207 : tensor<1x128xf32>
    %1210 = stablehlo.broadcast_in_dim %1202, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<1x128x1xf32>
    %1211 = stablehlo.broadcast_in_dim %1209, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<1x128x1xf32>
    %1212 = stablehlo.broadcast_in_dim %1210, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %1213 = stablehlo.subtract %1198, %1212 : tensor<1x128x768xf32>
    %cst_212 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %1214 = stablehlo.broadcast_in_dim %cst_212, dims = [] : (tensor<f32>) -> tensor<1x128x1xf32>
    %1215 = stablehlo.add %1211, %1214 : tensor<1x128x1xf32>
    %1216 = stablehlo.rsqrt %1215 : tensor<1x128x1xf32>
    %1217 = stablehlo.reshape %arg53 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1218 = stablehlo.broadcast_in_dim %1216, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %1219 = stablehlo.broadcast_in_dim %1217, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %1220 = stablehlo.multiply %1218, %1219 : tensor<1x128x768xf32>
    %1221 = stablehlo.multiply %1213, %1220 : tensor<1x128x768xf32>
    %1222 = stablehlo.reshape %arg52 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1223 = stablehlo.broadcast_in_dim %1222, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %1224 = stablehlo.add %1221, %1223 : tensor<1x128x768xf32>
    %1225 = stablehlo.dot_general %1224, %arg49, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x768xf32>, tensor<768x3072xf32>) -> tensor<1x128x3072xf32>
    %1226 = stablehlo.reshape %arg48 : (tensor<3072xf32>) -> tensor<1x1x3072xf32>
    %1227 = stablehlo.broadcast_in_dim %1226, dims = [0, 1, 2] : (tensor<1x1x3072xf32>) -> tensor<1x128x3072xf32>
    %1228 = stablehlo.add %1225, %1227 : tensor<1x128x3072xf32>
    %cst_213 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1229 = stablehlo.broadcast_in_dim %cst_213, dims = [] : (tensor<f32>) -> tensor<1x128x3072xf32>
    %1230 = stablehlo.multiply %1229, %1228 : tensor<1x128x3072xf32>
    %1231 = stablehlo.negate %1228 : tensor<1x128x3072xf32>
    %cst_214 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %1232 = stablehlo.broadcast_in_dim %cst_214, dims = [] : (tensor<f32>) -> tensor<1x128x3072xf32>
    %1233 = stablehlo.multiply %1231, %1232 : tensor<1x128x3072xf32>
    %1234 = chlo.erfc %1233 : tensor<1x128x3072xf32> -> tensor<1x128x3072xf32>
    %1235 = stablehlo.multiply %1230, %1234 : tensor<1x128x3072xf32>
    %1236 = stablehlo.dot_general %1235, %arg51, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x3072xf32>, tensor<3072x768xf32>) -> tensor<1x128x768xf32>
    %1237 = stablehlo.reshape %arg50 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1238 = stablehlo.broadcast_in_dim %1237, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %1239 = stablehlo.add %1236, %1238 : tensor<1x128x768xf32>
    %1240 = stablehlo.add %1224, %1239 : tensor<1x128x768xf32>
    %1241 = chlo.square %1240 : tensor<1x128x768xf32> -> tensor<1x128x768xf32>
    %cst_215 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1242 = stablehlo.reduce(%1240 init: %cst_215) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf32>, tensor<f32>) -> tensor<1x128xf32>
    %cst_216 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1243 = stablehlo.broadcast_in_dim %cst_216, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %1244 = stablehlo.divide %1242, %1243 : tensor<1x128xf32>
    %cst_217 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1245 = stablehlo.reduce(%1241 init: %cst_217) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf32>, tensor<f32>) -> tensor<1x128xf32>
    %cst_218 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1246 = stablehlo.broadcast_in_dim %cst_218, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %1247 = stablehlo.divide %1245, %1246 : tensor<1x128xf32>
    %1248 = chlo.square %1244 : tensor<1x128xf32> -> tensor<1x128xf32>
    %1249 = stablehlo.subtract %1247, %1248 : tensor<1x128xf32>
    %cst_219 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1250 = stablehlo.broadcast_in_dim %cst_219, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %1251 = stablehlo.maximum %1250, %1249 : tensor<1x128xf32>
    %1252 = stablehlo.broadcast_in_dim %1244, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<1x128x1xf32>
    %1253 = stablehlo.broadcast_in_dim %1251, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<1x128x1xf32>
    %1254 = stablehlo.broadcast_in_dim %1252, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %1255 = stablehlo.subtract %1240, %1254 : tensor<1x128x768xf32>
    %cst_220 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %1256 = stablehlo.broadcast_in_dim %cst_220, dims = [] : (tensor<f32>) -> tensor<1x128x1xf32>
    %1257 = stablehlo.add %1253, %1256 : tensor<1x128x1xf32>
    %1258 = stablehlo.rsqrt %1257 : tensor<1x128x1xf32>
    %1259 = stablehlo.reshape %arg55 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1260 = stablehlo.broadcast_in_dim %1258, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %1261 = stablehlo.broadcast_in_dim %1259, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %1262 = stablehlo.multiply %1260, %1261 : tensor<1x128x768xf32>
    %1263 = stablehlo.multiply %1255, %1262 : tensor<1x128x768xf32>
    %1264 = stablehlo.reshape %arg54 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1265 = stablehlo.broadcast_in_dim %1264, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %1266 = stablehlo.add %1263, %1265 : tensor<1x128x768xf32>
    return %1266 : tensor<1x128x768xf32>
  }
  func.func private @_take(%arg0: tensor<30522x768xf32>, %arg1: tensor<1x128xi32>) -> tensor<1x128x768xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1x128xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<1x128xi32>, tensor<1x128xi32>) -> tensor<1x128xi1>
    %c_0 = stablehlo.constant dense<30522> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1x128xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<1x128xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<1x128xi1>, tensor<1x128xi32>, tensor<1x128xi32>) -> tensor<1x128xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x128xi32>) -> tensor<1x128x1xi32>
    %c_1 = stablehlo.constant dense<30521> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1x128x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<1x128x1xi32>, tensor<1x128x1xi32>) -> tensor<1x128x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<1x128x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<1x128x1xi32>, tensor<1x128x1xi32>) -> tensor<1x128x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<1x128x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<1x128x1xi1>, tensor<i1>) -> tensor<1x128xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 768>}> : (tensor<30522x768xf32>, tensor<1x128x1xi32>) -> tensor<1x128x768xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<1x128xi1>) -> tensor<1x128x768xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x128x768xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<1x128x768xi1>, tensor<1x128x768xf32>
    return %16 : tensor<1x128x768xf32>
  }
  func.func private @_where(%arg0: tensor<1x128xi1>, %arg1: tensor<1x128xi32>, %arg2: tensor<1x128xi32>) -> tensor<1x128xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<1x128xi1>, tensor<1x128xi32>
    return %0 : tensor<1x128xi32>
  }
  func.func private @_take_0(%arg0: tensor<512x768xf32>, %arg1: tensor<128xi32>) -> tensor<128x768xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<128xi32>, tensor<128xi32>) -> tensor<128xi1>
    %c_0 = stablehlo.constant dense<512> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<128xi32>
    %4 = call @_where_1(%1, %3, %arg1) : (tensor<128xi1>, tensor<128xi32>, tensor<128xi32>) -> tensor<128xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<128xi32>) -> tensor<128x1xi32>
    %c_1 = stablehlo.constant dense<511> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<128x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<128x1xi32>, tensor<128x1xi32>) -> tensor<128x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<128x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<128x1xi32>, tensor<128x1xi32>) -> tensor<128x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<128x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [1] : (tensor<128x1xi1>, tensor<i1>) -> tensor<128xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 768>}> : (tensor<512x768xf32>, tensor<128x1xi32>) -> tensor<128x768xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0] : (tensor<128xi1>) -> tensor<128x768xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<128x768xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<128x768xi1>, tensor<128x768xf32>
    return %16 : tensor<128x768xf32>
  }
  func.func private @_where_1(%arg0: tensor<128xi1>, %arg1: tensor<128xi32>, %arg2: tensor<128xi32>) -> tensor<128xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<128xi1>, tensor<128xi32>
    return %0 : tensor<128xi32>
  }
}
