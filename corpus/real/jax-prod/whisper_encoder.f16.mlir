module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64xbf16>, %arg1: tensor<64xbf16>, %arg2: tensor<64xbf16>, %arg3: tensor<64xbf16>, %arg4: tensor<64xbf16>, %arg5: tensor<3x16x64xbf16>, %arg6: tensor<64xbf16>, %arg7: tensor<3x64x64xbf16>, %arg8: tensor<128xbf16>, %arg9: tensor<64x128xbf16>, %arg10: tensor<128xbf16>, %arg11: tensor<64x128xbf16>, %arg12: tensor<64xbf16>, %arg13: tensor<128x64xbf16>, %arg14: tensor<64xbf16>, %arg15: tensor<128x64xbf16>, %arg16: tensor<64x64xbf16>, %arg17: tensor<64x64xbf16>, %arg18: tensor<64xbf16>, %arg19: tensor<64xbf16>, %arg20: tensor<64xbf16>, %arg21: tensor<64xbf16>, %arg22: tensor<64xbf16>, %arg23: tensor<64xbf16>, %arg24: tensor<64xbf16>, %arg25: tensor<64x64xbf16>, %arg26: tensor<64xbf16>, %arg27: tensor<64x64xbf16>, %arg28: tensor<64xbf16>, %arg29: tensor<64x64xbf16>, %arg30: tensor<64xbf16>, %arg31: tensor<64x64xbf16>, %arg32: tensor<64xbf16>, %arg33: tensor<64x64xbf16>, %arg34: tensor<64xbf16>, %arg35: tensor<64x64xbf16>, %arg36: tensor<2x32x16xbf16>) -> (tensor<2x16x64xbf16> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<"0x00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F573F2D3F063FCC3E9A3E663E2B3EFF3DBE3D8D3D523D1C3DE83CAC3C803C3E3C0D3CD23B9C3B683B2C3B003BBE3A8D3A523A1C3AE839AC3980393E390D39D2380A3F3D3F5A3F6B3F743F793F7C3F7E3F7F3F7F3F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F693F7F3F653F3B3F133FE03EA93E7D3E3D3E0D3ED23D9C3D683D2C3D003DBE3C8D3C523C1C3CE83BAC3B803B3E3B0D3BD23A9C3A683A2C3A003ABE398D395239D5BEAE3DE63E2F3F523F663F723F783F7C3F7E3F7F3F7F3F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F113E4B3F7F3F713F4B3F213FF83EBB3E8D3E523E1D3EE93DAE3D813D403D0F3DD43C9D3C6A3C2E3C013CC03B8F3B543B1D3BEA3AAE3A813A403A0E3AD4399D397DBF1DBFAEBDAB3E1C3F473F603F6E3F763F7B3F7D3F7E3F7F3F7F3F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F42BF2D3E4E3F7F3F703F493F203FF53EBA3E8B3E503E1B3EE73DAC3D803D3E3D0D3DD23C9C3C683C2C3C003CBE3B8D3B523B1C3BE83AAC3A803A3E3A0D3AD23927BF7CBF18BF8FBDB13E1E3F483F613F6F3F763F7B3F7D3F7E3F7F3F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F75BF0BBFBF3E633F803F683F3F3F163FE53EAD3E823E423E103ED73DA03D6D3D303D033DC33C913C573C203CEE3BB03B833B433B113BD73AA03A6D3A303A033A913E57BF6EBFECBE423DDA3E2B3F503F653F713F783F7B3F7D3F7F3F7F3F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F8FBE78BF2EBE213F783F7A3F593F2E3F073FCE3E9B3E683E2D3E013EC03D8E3D543D1D3DEA3CAE3C813C403C0F3CD43B9D3B6A3B2E3B013BC03A8E3A543A1D3A763F81BE7CBF47BF82BE583E083F3B3F593F6A3F743F793F7C3F7E3F7F3F7F3F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F283F62BF29BF893E593F803F6C3F443F1B3FEE3EB43E873E493E163EDF3DA63D773D383D083DCB3C973C603C263CF73BB83B883B4B3B173BE03AA63A773A383A413FF03E40BF77BF08BF63BCC43E243F4C3F633F703F773F7B3F7D3F7E3F7F3F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F7D3FAABE75BF0EBE263F793F7A3F573F2D3F063FCC3E9A3E663E2B3EFF3DBE3D8D3D523D1C3DE83CAC3C803C3E3C0D3CD23B9C3B683B2C3B003BBE3A8D3A523A15BE713F96BE7EBF43BF74BE653E0A3F3D3F5A3F6B3F743F793F7C3F7E3F7F3F7F3F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803FD33EC93E78BF06BFC73E653F803F673F3E3F153FE43EAC3E813E413E0F3ED53D9F3D6C3D2F3D023DC23C903C563C1F3CEC3BAF3B823B423B103BD63A9F3A6C3A69BF6B3F813E5ABF6CBFE6BE6A3DDD3E2C3F503F653F713F783F7B3F7D3F7F3F7F3F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F0BBF693F31BF52BFC13D453F7E3F733F4D3F233FFB3EBE3E8F3E563E1F3EED3DB03D833D433D113DD73CA03C6E3C303C033CC33B913B573B203BED3AB03A833A57BFD33E393F13BF7FBF24BFE3BDA23E193F453F5F3F6E3F763F7A3F7D3F7E3F7F3F7F3F803F803F803F803F803F803F803F803F803F803F803F803F803F803F80BF733F57BE7BBF56BE1B3F763F7B3F5A3F303F093FD03E9D3E6B3E2F3E023EC23D903D563D1F3DED3CB03C833C423C103CD63B9F3B6D3B303B033BC23A903A913BA0BE7A3F4DBE7ABF4CBF8DBE483E063F3A3F583F6A3F743F793F7C3F7E3F7F3F7F3F803F803F803F803F803F803F803F803F803F803F803F803F803F803F09BFFA3EAB3E7ABFFCBED33E673F7F3F663F3D3F143FE23EAA3E803E3F3E0E3ED33D9D3D6A3D2E3D013DC03C8F3C543C1D3CEA3BAE3B813B403B0E3BD43A9D3A583F60BF713F543E5FBF69BFDEBE923DE23E2D3F513F663F713F783F7C3F7E3F7F3F7F3F803F803F803F803F803F803F803F803F803F803F803F803F803F803FD73E6DBE473F50BF3BBF4A3E513F803F6F3F483F1E3FF33EB83E8A3E4E3E1A3EE53DAA3D7D3D3C3D0C3DD03C9A3C653C2A3CFD3BBC3B8C3B503B1A3BE53AAA3A683F79BF213F153F2FBF7BBF14BF5CBDB63E203F493F613F6F3F773F7B3F7D3F7E3F7F3F803F803F803F803F803F803F803F803F803F803F803F803F803F803F7E3F54BF7E3F04BF67BFE3BC353F7C3F773F533F283F023FC63E943E5E3E263EF73DB73D883D4B3D173DE03CA63C773C383C083CCB3B973B603B263BF73AB83A0C3E0FBF013E5B3FDDBE80BF35BF36BE893E123F413F5C3F6C3F753F7A3F7D3F7E3F7F3F7F3F803F803F803F803F803F803F803F803F803F803F803F803F803F263F7DBF693F06BE7DBF81BE143F743F7C3F5C3F323F0A3FD33E9F3E6E3E313E043EC43D923D593D213DF03CB23C843C453C123CD93BA13B703B323B043BC53A42BF183ED4BE7E3F11BE78BF51BF99BE353E033F383F573F693F733F793F7C3F7E3F7F3F7F3F803F803F803F803F803F803F803F803F803F803F803F803F803F"> : tensor<16x64xbf16>
    %0 = stablehlo.convolution(%arg36, %arg5) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = [[1, 1]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x32x16xbf16>, tensor<3x16x64xbf16>) -> tensor<2x32x64xbf16>
    %1 = stablehlo.reshape %arg4 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x32x64xbf16>
    %3 = stablehlo.add %0, %2 : tensor<2x32x64xbf16>
    %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<2x32x64xbf16>
    %5 = stablehlo.multiply %4, %3 : tensor<2x32x64xbf16>
    %6 = stablehlo.negate %3 : tensor<2x32x64xbf16>
    %cst_1 = stablehlo.constant dense<7.070310e-01> : tensor<bf16>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<2x32x64xbf16>
    %8 = stablehlo.multiply %6, %7 : tensor<2x32x64xbf16>
    %9 = chlo.erfc %8 : tensor<2x32x64xbf16> -> tensor<2x32x64xbf16>
    %10 = stablehlo.multiply %5, %9 : tensor<2x32x64xbf16>
    %11 = stablehlo.convolution(%10, %arg7) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [2], pad = [[1, 1]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x32x64xbf16>, tensor<3x64x64xbf16>) -> tensor<2x16x64xbf16>
    %12 = stablehlo.reshape %arg6 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %14 = stablehlo.add %11, %13 : tensor<2x16x64xbf16>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %15 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<2x16x64xbf16>
    %16 = stablehlo.multiply %15, %14 : tensor<2x16x64xbf16>
    %17 = stablehlo.negate %14 : tensor<2x16x64xbf16>
    %cst_3 = stablehlo.constant dense<7.070310e-01> : tensor<bf16>
    %18 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<bf16>) -> tensor<2x16x64xbf16>
    %19 = stablehlo.multiply %17, %18 : tensor<2x16x64xbf16>
    %20 = chlo.erfc %19 : tensor<2x16x64xbf16> -> tensor<2x16x64xbf16>
    %21 = stablehlo.multiply %16, %20 : tensor<2x16x64xbf16>
    %22 = stablehlo.broadcast_in_dim %cst, dims = [1, 2] : (tensor<16x64xbf16>) -> tensor<1x16x64xbf16>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2] : (tensor<1x16x64xbf16>) -> tensor<2x16x64xbf16>
    %24 = stablehlo.add %21, %23 : tensor<2x16x64xbf16>
    %25 = stablehlo.convert %24 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %26 = chlo.square %25 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %27 = stablehlo.reduce(%25 init: %cst_4) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_5 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %29 = stablehlo.divide %27, %28 : tensor<2x16xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.reduce(%26 init: %cst_6) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_7 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %32 = stablehlo.divide %30, %31 : tensor<2x16xf32>
    %33 = chlo.square %29 : tensor<2x16xf32> -> tensor<2x16xf32>
    %34 = stablehlo.subtract %32, %33 : tensor<2x16xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %36 = stablehlo.maximum %35, %34 : tensor<2x16xf32>
    %37 = stablehlo.broadcast_in_dim %29, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %38 = stablehlo.broadcast_in_dim %36, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %39 = stablehlo.convert %24 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %40 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %41 = stablehlo.subtract %39, %40 : tensor<2x16x64xf32>
    %cst_9 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %43 = stablehlo.add %38, %42 : tensor<2x16x1xf32>
    %44 = stablehlo.rsqrt %43 : tensor<2x16x1xf32>
    %45 = stablehlo.reshape %arg1 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %46 = stablehlo.convert %45 : (tensor<1x1x64xbf16>) -> tensor<1x1x64xf32>
    %47 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %48 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %49 = stablehlo.multiply %47, %48 : tensor<2x16x64xf32>
    %50 = stablehlo.multiply %41, %49 : tensor<2x16x64xf32>
    %51 = stablehlo.reshape %arg0 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %52 = stablehlo.convert %51 : (tensor<1x1x64xbf16>) -> tensor<1x1x64xf32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %54 = stablehlo.add %50, %53 : tensor<2x16x64xf32>
    %55 = stablehlo.convert %54 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %56 = stablehlo.dot_general %55, %arg29, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %57 = stablehlo.reshape %arg28 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %58 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %59 = stablehlo.add %56, %58 : tensor<2x16x64xbf16>
    %60 = stablehlo.reshape %59 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %61 = stablehlo.dot_general %55, %arg16, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %62 = stablehlo.reshape %61 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %63 = stablehlo.dot_general %55, %arg33, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %64 = stablehlo.reshape %arg32 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %66 = stablehlo.add %63, %65 : tensor<2x16x64xbf16>
    %67 = stablehlo.reshape %66 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %68 = stablehlo.dot_general %60, %62, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xbf16>, tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %cst_10 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %69 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<bf16>) -> tensor<2x4x16x16xbf16>
    %70 = stablehlo.multiply %68, %69 : tensor<2x4x16x16xbf16>
    %cst_11 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %71 = stablehlo.reduce(%70 init: %cst_11) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xbf16>, tensor<bf16>) -> tensor<2x4x16xbf16>
    %cst_12 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %72 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<bf16>) -> tensor<2x4x16xbf16>
    %73 = stablehlo.maximum %72, %71 : tensor<2x4x16xbf16>
    %74 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2] : (tensor<2x4x16xbf16>) -> tensor<2x4x16x1xbf16>
    %75 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xbf16>) -> tensor<2x4x16x16xbf16>
    %76 = stablehlo.subtract %70, %75 : tensor<2x4x16x16xbf16>
    %77 = stablehlo.exponential %76 : tensor<2x4x16x16xbf16>
    %78 = stablehlo.convert %77 : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %79 = stablehlo.reduce(%78 init: %cst_13) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %81 = stablehlo.convert %80 : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x1xbf16>
    %82 = stablehlo.broadcast_in_dim %81, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xbf16>) -> tensor<2x4x16x16xbf16>
    %83 = stablehlo.divide %77, %82 : tensor<2x4x16x16xbf16>
    %84 = stablehlo.dot_general %67, %83, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xbf16>, tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %85 = stablehlo.transpose %84, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xbf16>) -> tensor<2x16x4x16xbf16>
    %86 = stablehlo.reshape %85 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x64xbf16>
    %87 = stablehlo.dot_general %86, %arg25, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %88 = stablehlo.reshape %arg24 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %89 = stablehlo.broadcast_in_dim %88, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %90 = stablehlo.add %87, %89 : tensor<2x16x64xbf16>
    %91 = stablehlo.add %24, %90 : tensor<2x16x64xbf16>
    %92 = stablehlo.convert %91 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %93 = chlo.square %92 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %94 = stablehlo.reduce(%92 init: %cst_14) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_15 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %96 = stablehlo.divide %94, %95 : tensor<2x16xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %97 = stablehlo.reduce(%93 init: %cst_16) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_17 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %98 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %99 = stablehlo.divide %97, %98 : tensor<2x16xf32>
    %100 = chlo.square %96 : tensor<2x16xf32> -> tensor<2x16xf32>
    %101 = stablehlo.subtract %99, %100 : tensor<2x16xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %103 = stablehlo.maximum %102, %101 : tensor<2x16xf32>
    %104 = stablehlo.broadcast_in_dim %96, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %105 = stablehlo.broadcast_in_dim %103, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %106 = stablehlo.convert %91 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %107 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %108 = stablehlo.subtract %106, %107 : tensor<2x16x64xf32>
    %cst_19 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %109 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %110 = stablehlo.add %105, %109 : tensor<2x16x1xf32>
    %111 = stablehlo.rsqrt %110 : tensor<2x16x1xf32>
    %112 = stablehlo.reshape %arg21 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %113 = stablehlo.convert %112 : (tensor<1x1x64xbf16>) -> tensor<1x1x64xf32>
    %114 = stablehlo.broadcast_in_dim %111, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %115 = stablehlo.broadcast_in_dim %113, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %116 = stablehlo.multiply %114, %115 : tensor<2x16x64xf32>
    %117 = stablehlo.multiply %108, %116 : tensor<2x16x64xf32>
    %118 = stablehlo.reshape %arg20 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %119 = stablehlo.convert %118 : (tensor<1x1x64xbf16>) -> tensor<1x1x64xf32>
    %120 = stablehlo.broadcast_in_dim %119, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %121 = stablehlo.add %117, %120 : tensor<2x16x64xf32>
    %122 = stablehlo.convert %121 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %123 = stablehlo.dot_general %122, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x128xbf16>) -> tensor<2x16x128xbf16>
    %124 = stablehlo.reshape %arg8 : (tensor<128xbf16>) -> tensor<1x1x128xbf16>
    %125 = stablehlo.broadcast_in_dim %124, dims = [0, 1, 2] : (tensor<1x1x128xbf16>) -> tensor<2x16x128xbf16>
    %126 = stablehlo.add %123, %125 : tensor<2x16x128xbf16>
    %cst_20 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %127 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<bf16>) -> tensor<2x16x128xbf16>
    %128 = stablehlo.multiply %127, %126 : tensor<2x16x128xbf16>
    %129 = stablehlo.negate %126 : tensor<2x16x128xbf16>
    %cst_21 = stablehlo.constant dense<7.070310e-01> : tensor<bf16>
    %130 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<bf16>) -> tensor<2x16x128xbf16>
    %131 = stablehlo.multiply %129, %130 : tensor<2x16x128xbf16>
    %132 = chlo.erfc %131 : tensor<2x16x128xbf16> -> tensor<2x16x128xbf16>
    %133 = stablehlo.multiply %128, %132 : tensor<2x16x128xbf16>
    %134 = stablehlo.dot_general %133, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xbf16>, tensor<128x64xbf16>) -> tensor<2x16x64xbf16>
    %135 = stablehlo.reshape %arg12 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %136 = stablehlo.broadcast_in_dim %135, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %137 = stablehlo.add %134, %136 : tensor<2x16x64xbf16>
    %138 = stablehlo.add %91, %137 : tensor<2x16x64xbf16>
    %139 = stablehlo.convert %138 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %140 = chlo.square %139 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %141 = stablehlo.reduce(%139 init: %cst_22) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_23 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %142 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %143 = stablehlo.divide %141, %142 : tensor<2x16xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %144 = stablehlo.reduce(%140 init: %cst_24) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_25 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %145 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %146 = stablehlo.divide %144, %145 : tensor<2x16xf32>
    %147 = chlo.square %143 : tensor<2x16xf32> -> tensor<2x16xf32>
    %148 = stablehlo.subtract %146, %147 : tensor<2x16xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %149 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %150 = stablehlo.maximum %149, %148 : tensor<2x16xf32>
    %151 = stablehlo.broadcast_in_dim %143, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %152 = stablehlo.broadcast_in_dim %150, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %153 = stablehlo.convert %138 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %154 = stablehlo.broadcast_in_dim %151, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %155 = stablehlo.subtract %153, %154 : tensor<2x16x64xf32>
    %cst_27 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %156 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %157 = stablehlo.add %152, %156 : tensor<2x16x1xf32>
    %158 = stablehlo.rsqrt %157 : tensor<2x16x1xf32>
    %159 = stablehlo.reshape %arg3 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %160 = stablehlo.convert %159 : (tensor<1x1x64xbf16>) -> tensor<1x1x64xf32>
    %161 = stablehlo.broadcast_in_dim %158, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %162 = stablehlo.broadcast_in_dim %160, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %163 = stablehlo.multiply %161, %162 : tensor<2x16x64xf32>
    %164 = stablehlo.multiply %155, %163 : tensor<2x16x64xf32>
    %165 = stablehlo.reshape %arg2 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %166 = stablehlo.convert %165 : (tensor<1x1x64xbf16>) -> tensor<1x1x64xf32>
    %167 = stablehlo.broadcast_in_dim %166, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %168 = stablehlo.add %164, %167 : tensor<2x16x64xf32>
    %169 = stablehlo.convert %168 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %170 = stablehlo.dot_general %169, %arg31, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %171 = stablehlo.reshape %arg30 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %172 = stablehlo.broadcast_in_dim %171, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %173 = stablehlo.add %170, %172 : tensor<2x16x64xbf16>
    %174 = stablehlo.reshape %173 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %175 = stablehlo.dot_general %169, %arg17, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %176 = stablehlo.reshape %175 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %177 = stablehlo.dot_general %169, %arg35, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %178 = stablehlo.reshape %arg34 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %179 = stablehlo.broadcast_in_dim %178, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %180 = stablehlo.add %177, %179 : tensor<2x16x64xbf16>
    %181 = stablehlo.reshape %180 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %182 = stablehlo.dot_general %174, %176, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xbf16>, tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %cst_28 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %183 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<bf16>) -> tensor<2x4x16x16xbf16>
    %184 = stablehlo.multiply %182, %183 : tensor<2x4x16x16xbf16>
    %cst_29 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %185 = stablehlo.reduce(%184 init: %cst_29) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xbf16>, tensor<bf16>) -> tensor<2x4x16xbf16>
    %cst_30 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %186 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<bf16>) -> tensor<2x4x16xbf16>
    %187 = stablehlo.maximum %186, %185 : tensor<2x4x16xbf16>
    %188 = stablehlo.broadcast_in_dim %187, dims = [0, 1, 2] : (tensor<2x4x16xbf16>) -> tensor<2x4x16x1xbf16>
    %189 = stablehlo.broadcast_in_dim %188, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xbf16>) -> tensor<2x4x16x16xbf16>
    %190 = stablehlo.subtract %184, %189 : tensor<2x4x16x16xbf16>
    %191 = stablehlo.exponential %190 : tensor<2x4x16x16xbf16>
    %192 = stablehlo.convert %191 : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %193 = stablehlo.reduce(%192 init: %cst_31) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %194 = stablehlo.broadcast_in_dim %193, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %195 = stablehlo.convert %194 : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x1xbf16>
    %196 = stablehlo.broadcast_in_dim %195, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xbf16>) -> tensor<2x4x16x16xbf16>
    %197 = stablehlo.divide %191, %196 : tensor<2x4x16x16xbf16>
    %198 = stablehlo.dot_general %181, %197, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xbf16>, tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %199 = stablehlo.transpose %198, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xbf16>) -> tensor<2x16x4x16xbf16>
    %200 = stablehlo.reshape %199 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x64xbf16>
    %201 = stablehlo.dot_general %200, %arg27, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %202 = stablehlo.reshape %arg26 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %203 = stablehlo.broadcast_in_dim %202, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %204 = stablehlo.add %201, %203 : tensor<2x16x64xbf16>
    %205 = stablehlo.add %138, %204 : tensor<2x16x64xbf16>
    %206 = stablehlo.convert %205 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %207 = chlo.square %206 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %208 = stablehlo.reduce(%206 init: %cst_32) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_33 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %209 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %210 = stablehlo.divide %208, %209 : tensor<2x16xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %211 = stablehlo.reduce(%207 init: %cst_34) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_35 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %212 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %213 = stablehlo.divide %211, %212 : tensor<2x16xf32>
    %214 = chlo.square %210 : tensor<2x16xf32> -> tensor<2x16xf32>
    %215 = stablehlo.subtract %213, %214 : tensor<2x16xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %216 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %217 = stablehlo.maximum %216, %215 : tensor<2x16xf32>
    %218 = stablehlo.broadcast_in_dim %210, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %219 = stablehlo.broadcast_in_dim %217, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %220 = stablehlo.convert %205 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %221 = stablehlo.broadcast_in_dim %218, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %222 = stablehlo.subtract %220, %221 : tensor<2x16x64xf32>
    %cst_37 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %223 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %224 = stablehlo.add %219, %223 : tensor<2x16x1xf32>
    %225 = stablehlo.rsqrt %224 : tensor<2x16x1xf32>
    %226 = stablehlo.reshape %arg23 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %227 = stablehlo.convert %226 : (tensor<1x1x64xbf16>) -> tensor<1x1x64xf32>
    %228 = stablehlo.broadcast_in_dim %225, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %229 = stablehlo.broadcast_in_dim %227, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %230 = stablehlo.multiply %228, %229 : tensor<2x16x64xf32>
    %231 = stablehlo.multiply %222, %230 : tensor<2x16x64xf32>
    %232 = stablehlo.reshape %arg22 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %233 = stablehlo.convert %232 : (tensor<1x1x64xbf16>) -> tensor<1x1x64xf32>
    %234 = stablehlo.broadcast_in_dim %233, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %235 = stablehlo.add %231, %234 : tensor<2x16x64xf32>
    %236 = stablehlo.convert %235 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %237 = stablehlo.dot_general %236, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x128xbf16>) -> tensor<2x16x128xbf16>
    %238 = stablehlo.reshape %arg10 : (tensor<128xbf16>) -> tensor<1x1x128xbf16>
    %239 = stablehlo.broadcast_in_dim %238, dims = [0, 1, 2] : (tensor<1x1x128xbf16>) -> tensor<2x16x128xbf16>
    %240 = stablehlo.add %237, %239 : tensor<2x16x128xbf16>
    %cst_38 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %241 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<bf16>) -> tensor<2x16x128xbf16>
    %242 = stablehlo.multiply %241, %240 : tensor<2x16x128xbf16>
    %243 = stablehlo.negate %240 : tensor<2x16x128xbf16>
    %cst_39 = stablehlo.constant dense<7.070310e-01> : tensor<bf16>
    %244 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<bf16>) -> tensor<2x16x128xbf16>
    %245 = stablehlo.multiply %243, %244 : tensor<2x16x128xbf16>
    %246 = chlo.erfc %245 : tensor<2x16x128xbf16> -> tensor<2x16x128xbf16>
    %247 = stablehlo.multiply %242, %246 : tensor<2x16x128xbf16>
    %248 = stablehlo.dot_general %247, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xbf16>, tensor<128x64xbf16>) -> tensor<2x16x64xbf16>
    %249 = stablehlo.reshape %arg14 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %250 = stablehlo.broadcast_in_dim %249, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %251 = stablehlo.add %248, %250 : tensor<2x16x64xbf16>
    %252 = stablehlo.add %205, %251 : tensor<2x16x64xbf16>
    %253 = stablehlo.convert %252 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %254 = chlo.square %253 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %255 = stablehlo.reduce(%253 init: %cst_40) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_41 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %256 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %257 = stablehlo.divide %255, %256 : tensor<2x16xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %258 = stablehlo.reduce(%254 init: %cst_42) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_43 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %259 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %260 = stablehlo.divide %258, %259 : tensor<2x16xf32>
    %261 = chlo.square %257 : tensor<2x16xf32> -> tensor<2x16xf32>
    %262 = stablehlo.subtract %260, %261 : tensor<2x16xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %263 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %264 = stablehlo.maximum %263, %262 : tensor<2x16xf32>
    %265 = stablehlo.broadcast_in_dim %257, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %266 = stablehlo.broadcast_in_dim %264, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %267 = stablehlo.convert %252 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %268 = stablehlo.broadcast_in_dim %265, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %269 = stablehlo.subtract %267, %268 : tensor<2x16x64xf32>
    %cst_45 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %270 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %271 = stablehlo.add %266, %270 : tensor<2x16x1xf32>
    %272 = stablehlo.rsqrt %271 : tensor<2x16x1xf32>
    %273 = stablehlo.reshape %arg19 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %274 = stablehlo.convert %273 : (tensor<1x1x64xbf16>) -> tensor<1x1x64xf32>
    %275 = stablehlo.broadcast_in_dim %272, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %276 = stablehlo.broadcast_in_dim %274, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %277 = stablehlo.multiply %275, %276 : tensor<2x16x64xf32>
    %278 = stablehlo.multiply %269, %277 : tensor<2x16x64xf32>
    %279 = stablehlo.reshape %arg18 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %280 = stablehlo.convert %279 : (tensor<1x1x64xbf16>) -> tensor<1x1x64xf32>
    %281 = stablehlo.broadcast_in_dim %280, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %282 = stablehlo.add %278, %281 : tensor<2x16x64xf32>
    %283 = stablehlo.convert %282 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    return %283 : tensor<2x16x64xbf16>
  }
}
