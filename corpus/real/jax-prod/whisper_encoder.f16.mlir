module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64xf16>, %arg1: tensor<64xf16>, %arg2: tensor<64xf16>, %arg3: tensor<64xf16>, %arg4: tensor<64xf16>, %arg5: tensor<3x16x64xf16>, %arg6: tensor<64xf16>, %arg7: tensor<3x64x64xf16>, %arg8: tensor<128xf16>, %arg9: tensor<64x128xf16>, %arg10: tensor<128xf16>, %arg11: tensor<64x128xf16>, %arg12: tensor<64xf16>, %arg13: tensor<128x64xf16>, %arg14: tensor<64xf16>, %arg15: tensor<128x64xf16>, %arg16: tensor<64x64xf16>, %arg17: tensor<64x64xf16>, %arg18: tensor<64xf16>, %arg19: tensor<64xf16>, %arg20: tensor<64xf16>, %arg21: tensor<64xf16>, %arg22: tensor<64xf16>, %arg23: tensor<64xf16>, %arg24: tensor<64xf16>, %arg25: tensor<64x64xf16>, %arg26: tensor<64xf16>, %arg27: tensor<64x64xf16>, %arg28: tensor<64xf16>, %arg29: tensor<64x64xf16>, %arg30: tensor<64xf16>, %arg31: tensor<64x64xf16>, %arg32: tensor<64xf16>, %arg33: tensor<64x64xf16>, %arg34: tensor<64xf16>, %arg35: tensor<64x64xf16>, %arg36: tensor<2x32x16xf16>) -> (tensor<2x16x64xf16> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<"0x00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003CBB3A693932386136CD342F335B31FA2FEF2D692C8F2ADF283E276125FF23F1216A208F1EDF1C3D1B6119FE17F01569148E12DF103D0F610DFD0BF00969088E065338E439D03A563BA23BCC3BE33BF03BF73BFB3BFD3BFF3BFF3B003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C463BF93B253BDA39943800374835EA33E83167308C2EDE2C3D2B6129FE27F1256A248F22DF203D1F611DFE1BF01969188E16DF143D136111FD0FF00D690C8E0AA9B66D2D333775398F3A323B8D3BC03BDD3BED3BF53BFA3BFD3BFE3BFF3BFF3B003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C8430543AF93B8A3B563A0639BC37DC3566349332E7304B2F6D2D082CFE2974289E26EB244F236E210920FF1D741C9E1AEB184E176E150814FE1174109E0EEA0CECBBE5B872AD5835E2383A3A013B723BB13BD43BE83BF33BF93BFC3BFE3BFF3BFF3B003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C0EBA68316E3AFB3B823B4B3AFC38AB37CE355C348432DB303A2F602DFD2BF0296A288F26DF243D236121FE1FF01D691C8E1ADF183D176115FD13F01169108E0E3BB9E3BBC2B874AC8435F038423A053B743BB33BD53BE83BF33BF93BFC3BFE3BFF3BFF3B003C003C003C003C003C003C003C003C003C003C003C003C003C003CACBB57B8F535193BFE3B3E3BF639AE382A3769350E340E328330B72EFE2C6C2B8429192817268624B922FF206C1F841D191C171A8618B916FE146C13831119108A34B9BA6DBB63B70D2ACD3655397D3A273B873BBD3BDB3BEC3BF53BFA3BFD3BFE3BFF3BFF3B003C003C003C003C003C003C003C003C003C003C003C003C003C78B4BEBB6DB10939BD3BD23BC53A74393B386F36D8343F3368310630FD2D742C9E2AEB284F276E250924FF2174209E1EEB1C4E1B6E190818FE1574149E12EA10AE3B08B4E2BB37BA13B4C0324338DB39CA3A533BA03BCB3BE33BF03BF73BFB3BFD3BFE3BFF3B003C003C003C003C003C003C003C003C003C003C003C003C003C423911BB4AB94834C53A003C643B243AD7386E379E3537344C32B130FB2E312DB82BBC2943285626B524FE223221B81FBC1D431C551AB418FE163215B813BC11083A823700BAB5BB44B819A3223621395F3A163B7E3BB83BD83BEA3BF43BF93BFC3BFE3BFF3BFF3B003C003C003C003C003C003C003C003C003C003C003C003CEA3B54B5A7BB72B02E39C53BCC3BBB3A693932386136CC342E335B31F92FEE2D692C8E2ADF283D276125FE23F02169208E1EDF1C3D1B6119FD17F01569148E12A8B08B3BACB4ECBB19BA9DB326335338E539D03A563BA23BCC3BE33BF03BF73BFB3BFD3BFF3BFF3B003C003C003C003C003C003C003C003C003C003C003C003C98364836BDBB2DB83836253BFD3B383BEF39A7381F376035083404327B30AC2EF62C602B7B2912280D267F24AE22F720601F7B1D121C0D1A7F18AE16F6145F134ABB5C3B0B34D3BA5FBB33B74D2BE7365E39823A2A3B893BBE3BDB3BEC3BF53BFA3BFD3BFE3BFF3BFF3B003C003C003C003C003C003C003C003C003C003C003C5AB84A3B88B98DBA0C2E283AF33B973B683A1739D837F2357734AD32FA30692F822D192C162A8628B926FF246C2384211920171E861CB91AFE186C1783151914B6BA9636C83997B8F7BB1CB919AF0D35CB382C3AF93A6D3BAF3BD33BE73BF23BF83BFC3BFE3BFF3BFF3B003C003C003C003C003C003C003C003C003C003C003C00BC993BB6B2D7BBACB2DA38B13BD93BD23A813946388236E6345533783113300F2E812CB22AFA2865277F25152411228220B21EFA1C651B7E19151810168114881C03B5D23B65B2D3BB5DBA69B43D322E38CE39C33A4F3B9E3BCA3BE23BEF3BF73BFB3BFD3BFE3BFF3B003C003C003C003C003C003C003C003C003C003C003C4BB8CD375935D3BBE1B79936363BFB3B2E3BE4399E380F375435FC33F63171309C2EEA2C4E2B6E290928FE2574249E22EB204E1F6E1D081CFE1974189E16EA14C03AFCBA8A3BA332F7BA4ABBECB68F2C0E376A39893A2E3B8B3BBF3BDC3BEC3BF53BFA3BFD3BFE3BFF3BFF3B003C003C003C003C003C003C003C003C003C003CB9366AB33B3A84BAD9B95132883AFD3B7A3B403AF2389A37C13551347432CF30282F522DEA2BE1295F287E26D3242B235421EA1FE11D5E1C7E1AD3182B175315423BC8BB0539A43876B9D8BB9FB8DFAAB235FE384A3A0A3B773BB43BD63BE93BF33BF93BFC3BFE3BFF3BFF3B003C003C003C003C003C003C003C003C003C003CED3BA1BAF03B20B837BB19A7AA39DF3BB53B943A433911382C36A434F1322D31B42FBB2D432C552AB528FE263225B823BC214320551EB41CFE1A3219B817BC1560307AB80630DB3AE9B6FFBBA6B9B0B149348D38073AE43A613BA83BCF3BE53BF13BF83BFB3BFD3BFF3BFF3B003C003C003C003C003C003C003C003C003C003C3439E9BB493B32B0EBBB06B4A438A23BE03BE13A903953389636F6346D338A312030232E902CC92A0B297E279125232425229120C91E0B1D7E1B91192318251614BABF309CB6EE3B87B0BEBB84BAC9B4AC311638C039BB3A4A3B9B3BC83BE13BEF3BF73BFB3BFD3BFE3BFF3B003C003C003C003C003C003C003C003C003C003C"> : tensor<16x64xf16>
    %0 = stablehlo.convolution(%arg36, %arg5) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = [[1, 1]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x32x16xf16>, tensor<3x16x64xf16>) -> tensor<2x32x64xf16>
    %1 = stablehlo.reshape %arg4 : (tensor<64xf16>) -> tensor<1x1x64xf16>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<1x1x64xf16>) -> tensor<2x32x64xf16>
    %3 = stablehlo.add %0, %2 : tensor<2x32x64xf16>
    %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<f16>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f16>) -> tensor<2x32x64xf16>
    %5 = stablehlo.multiply %4, %3 : tensor<2x32x64xf16>
    %6 = stablehlo.negate %3 : tensor<2x32x64xf16>
    %cst_1 = stablehlo.constant dense<7.070310e-01> : tensor<f16>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f16>) -> tensor<2x32x64xf16>
    %8 = stablehlo.multiply %6, %7 : tensor<2x32x64xf16>
    %9 = chlo.erfc %8 : tensor<2x32x64xf16> -> tensor<2x32x64xf16>
    %10 = stablehlo.multiply %5, %9 : tensor<2x32x64xf16>
    %11 = stablehlo.convolution(%10, %arg7) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [2], pad = [[1, 1]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x32x64xf16>, tensor<3x64x64xf16>) -> tensor<2x16x64xf16>
    %12 = stablehlo.reshape %arg6 : (tensor<64xf16>) -> tensor<1x1x64xf16>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2] : (tensor<1x1x64xf16>) -> tensor<2x16x64xf16>
    %14 = stablehlo.add %11, %13 : tensor<2x16x64xf16>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<f16>
    %15 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f16>) -> tensor<2x16x64xf16>
    %16 = stablehlo.multiply %15, %14 : tensor<2x16x64xf16>
    %17 = stablehlo.negate %14 : tensor<2x16x64xf16>
    %cst_3 = stablehlo.constant dense<7.070310e-01> : tensor<f16>
    %18 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f16>) -> tensor<2x16x64xf16>
    %19 = stablehlo.multiply %17, %18 : tensor<2x16x64xf16>
    %20 = chlo.erfc %19 : tensor<2x16x64xf16> -> tensor<2x16x64xf16>
    %21 = stablehlo.multiply %16, %20 : tensor<2x16x64xf16>
    %22 = stablehlo.broadcast_in_dim %cst, dims = [1, 2] : (tensor<16x64xf16>) -> tensor<1x16x64xf16>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2] : (tensor<1x16x64xf16>) -> tensor<2x16x64xf16>
    %24 = stablehlo.add %21, %23 : tensor<2x16x64xf16>
    %25 = stablehlo.convert %24 : (tensor<2x16x64xf16>) -> tensor<2x16x64xf32>
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
    %39 = stablehlo.convert %24 : (tensor<2x16x64xf16>) -> tensor<2x16x64xf32>
    %40 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %41 = stablehlo.subtract %39, %40 : tensor<2x16x64xf32>
    %cst_9 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %43 = stablehlo.add %38, %42 : tensor<2x16x1xf32>
    %44 = stablehlo.rsqrt %43 : tensor<2x16x1xf32>
    %45 = stablehlo.reshape %arg1 : (tensor<64xf16>) -> tensor<1x1x64xf16>
    %46 = stablehlo.convert %45 : (tensor<1x1x64xf16>) -> tensor<1x1x64xf32>
    %47 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %48 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %49 = stablehlo.multiply %47, %48 : tensor<2x16x64xf32>
    %50 = stablehlo.multiply %41, %49 : tensor<2x16x64xf32>
    %51 = stablehlo.reshape %arg0 : (tensor<64xf16>) -> tensor<1x1x64xf16>
    %52 = stablehlo.convert %51 : (tensor<1x1x64xf16>) -> tensor<1x1x64xf32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %54 = stablehlo.add %50, %53 : tensor<2x16x64xf32>
    %55 = stablehlo.convert %54 : (tensor<2x16x64xf32>) -> tensor<2x16x64xf16>
    %56 = stablehlo.dot_general %55, %arg29, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf16>, tensor<64x64xf16>) -> tensor<2x16x64xf16>
    %57 = stablehlo.reshape %arg28 : (tensor<64xf16>) -> tensor<1x1x64xf16>
    %58 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 2] : (tensor<1x1x64xf16>) -> tensor<2x16x64xf16>
    %59 = stablehlo.add %56, %58 : tensor<2x16x64xf16>
    %60 = stablehlo.reshape %59 : (tensor<2x16x64xf16>) -> tensor<2x16x4x16xf16>
    %61 = stablehlo.dot_general %55, %arg16, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf16>, tensor<64x64xf16>) -> tensor<2x16x64xf16>
    %62 = stablehlo.reshape %61 : (tensor<2x16x64xf16>) -> tensor<2x16x4x16xf16>
    %63 = stablehlo.dot_general %55, %arg33, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf16>, tensor<64x64xf16>) -> tensor<2x16x64xf16>
    %64 = stablehlo.reshape %arg32 : (tensor<64xf16>) -> tensor<1x1x64xf16>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2] : (tensor<1x1x64xf16>) -> tensor<2x16x64xf16>
    %66 = stablehlo.add %63, %65 : tensor<2x16x64xf16>
    %67 = stablehlo.reshape %66 : (tensor<2x16x64xf16>) -> tensor<2x16x4x16xf16>
    %68 = stablehlo.dot_general %60, %62, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf16>, tensor<2x16x4x16xf16>) -> tensor<2x4x16x16xf16>
    %cst_10 = stablehlo.constant dense<2.500000e-01> : tensor<f16>
    %69 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f16>) -> tensor<2x4x16x16xf16>
    %70 = stablehlo.multiply %68, %69 : tensor<2x4x16x16xf16>
    %cst_11 = stablehlo.constant dense<0xFC00> : tensor<f16>
    %71 = stablehlo.reduce(%70 init: %cst_11) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf16>, tensor<f16>) -> tensor<2x4x16xf16>
    %cst_12 = stablehlo.constant dense<0xFC00> : tensor<f16>
    %72 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f16>) -> tensor<2x4x16xf16>
    %73 = stablehlo.maximum %72, %71 : tensor<2x4x16xf16>
    %74 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2] : (tensor<2x4x16xf16>) -> tensor<2x4x16x1xf16>
    %75 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf16>) -> tensor<2x4x16x16xf16>
    %76 = stablehlo.subtract %70, %75 : tensor<2x4x16x16xf16>
    %77 = stablehlo.exponential %76 : tensor<2x4x16x16xf16>
    %78 = stablehlo.convert %77 : (tensor<2x4x16x16xf16>) -> tensor<2x4x16x16xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %79 = stablehlo.reduce(%78 init: %cst_13) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %81 = stablehlo.convert %80 : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x1xf16>
    %82 = stablehlo.broadcast_in_dim %81, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf16>) -> tensor<2x4x16x16xf16>
    %83 = stablehlo.divide %77, %82 : tensor<2x4x16x16xf16>
    %84 = stablehlo.dot_general %67, %83, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf16>, tensor<2x4x16x16xf16>) -> tensor<2x4x16x16xf16>
    %85 = stablehlo.transpose %84, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xf16>) -> tensor<2x16x4x16xf16>
    %86 = stablehlo.reshape %85 : (tensor<2x16x4x16xf16>) -> tensor<2x16x64xf16>
    %87 = stablehlo.dot_general %86, %arg25, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf16>, tensor<64x64xf16>) -> tensor<2x16x64xf16>
    %88 = stablehlo.reshape %arg24 : (tensor<64xf16>) -> tensor<1x1x64xf16>
    %89 = stablehlo.broadcast_in_dim %88, dims = [0, 1, 2] : (tensor<1x1x64xf16>) -> tensor<2x16x64xf16>
    %90 = stablehlo.add %87, %89 : tensor<2x16x64xf16>
    %91 = stablehlo.add %24, %90 : tensor<2x16x64xf16>
    %92 = stablehlo.convert %91 : (tensor<2x16x64xf16>) -> tensor<2x16x64xf32>
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
    %106 = stablehlo.convert %91 : (tensor<2x16x64xf16>) -> tensor<2x16x64xf32>
    %107 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %108 = stablehlo.subtract %106, %107 : tensor<2x16x64xf32>
    %cst_19 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %109 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %110 = stablehlo.add %105, %109 : tensor<2x16x1xf32>
    %111 = stablehlo.rsqrt %110 : tensor<2x16x1xf32>
    %112 = stablehlo.reshape %arg21 : (tensor<64xf16>) -> tensor<1x1x64xf16>
    %113 = stablehlo.convert %112 : (tensor<1x1x64xf16>) -> tensor<1x1x64xf32>
    %114 = stablehlo.broadcast_in_dim %111, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %115 = stablehlo.broadcast_in_dim %113, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %116 = stablehlo.multiply %114, %115 : tensor<2x16x64xf32>
    %117 = stablehlo.multiply %108, %116 : tensor<2x16x64xf32>
    %118 = stablehlo.reshape %arg20 : (tensor<64xf16>) -> tensor<1x1x64xf16>
    %119 = stablehlo.convert %118 : (tensor<1x1x64xf16>) -> tensor<1x1x64xf32>
    %120 = stablehlo.broadcast_in_dim %119, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %121 = stablehlo.add %117, %120 : tensor<2x16x64xf32>
    %122 = stablehlo.convert %121 : (tensor<2x16x64xf32>) -> tensor<2x16x64xf16>
    %123 = stablehlo.dot_general %122, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf16>, tensor<64x128xf16>) -> tensor<2x16x128xf16>
    %124 = stablehlo.reshape %arg8 : (tensor<128xf16>) -> tensor<1x1x128xf16>
    %125 = stablehlo.broadcast_in_dim %124, dims = [0, 1, 2] : (tensor<1x1x128xf16>) -> tensor<2x16x128xf16>
    %126 = stablehlo.add %123, %125 : tensor<2x16x128xf16>
    %cst_20 = stablehlo.constant dense<5.000000e-01> : tensor<f16>
    %127 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f16>) -> tensor<2x16x128xf16>
    %128 = stablehlo.multiply %127, %126 : tensor<2x16x128xf16>
    %129 = stablehlo.negate %126 : tensor<2x16x128xf16>
    %cst_21 = stablehlo.constant dense<7.070310e-01> : tensor<f16>
    %130 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f16>) -> tensor<2x16x128xf16>
    %131 = stablehlo.multiply %129, %130 : tensor<2x16x128xf16>
    %132 = chlo.erfc %131 : tensor<2x16x128xf16> -> tensor<2x16x128xf16>
    %133 = stablehlo.multiply %128, %132 : tensor<2x16x128xf16>
    %134 = stablehlo.dot_general %133, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xf16>, tensor<128x64xf16>) -> tensor<2x16x64xf16>
    %135 = stablehlo.reshape %arg12 : (tensor<64xf16>) -> tensor<1x1x64xf16>
    %136 = stablehlo.broadcast_in_dim %135, dims = [0, 1, 2] : (tensor<1x1x64xf16>) -> tensor<2x16x64xf16>
    %137 = stablehlo.add %134, %136 : tensor<2x16x64xf16>
    %138 = stablehlo.add %91, %137 : tensor<2x16x64xf16>
    %139 = stablehlo.convert %138 : (tensor<2x16x64xf16>) -> tensor<2x16x64xf32>
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
    %153 = stablehlo.convert %138 : (tensor<2x16x64xf16>) -> tensor<2x16x64xf32>
    %154 = stablehlo.broadcast_in_dim %151, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %155 = stablehlo.subtract %153, %154 : tensor<2x16x64xf32>
    %cst_27 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %156 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %157 = stablehlo.add %152, %156 : tensor<2x16x1xf32>
    %158 = stablehlo.rsqrt %157 : tensor<2x16x1xf32>
    %159 = stablehlo.reshape %arg3 : (tensor<64xf16>) -> tensor<1x1x64xf16>
    %160 = stablehlo.convert %159 : (tensor<1x1x64xf16>) -> tensor<1x1x64xf32>
    %161 = stablehlo.broadcast_in_dim %158, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %162 = stablehlo.broadcast_in_dim %160, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %163 = stablehlo.multiply %161, %162 : tensor<2x16x64xf32>
    %164 = stablehlo.multiply %155, %163 : tensor<2x16x64xf32>
    %165 = stablehlo.reshape %arg2 : (tensor<64xf16>) -> tensor<1x1x64xf16>
    %166 = stablehlo.convert %165 : (tensor<1x1x64xf16>) -> tensor<1x1x64xf32>
    %167 = stablehlo.broadcast_in_dim %166, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %168 = stablehlo.add %164, %167 : tensor<2x16x64xf32>
    %169 = stablehlo.convert %168 : (tensor<2x16x64xf32>) -> tensor<2x16x64xf16>
    %170 = stablehlo.dot_general %169, %arg31, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf16>, tensor<64x64xf16>) -> tensor<2x16x64xf16>
    %171 = stablehlo.reshape %arg30 : (tensor<64xf16>) -> tensor<1x1x64xf16>
    %172 = stablehlo.broadcast_in_dim %171, dims = [0, 1, 2] : (tensor<1x1x64xf16>) -> tensor<2x16x64xf16>
    %173 = stablehlo.add %170, %172 : tensor<2x16x64xf16>
    %174 = stablehlo.reshape %173 : (tensor<2x16x64xf16>) -> tensor<2x16x4x16xf16>
    %175 = stablehlo.dot_general %169, %arg17, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf16>, tensor<64x64xf16>) -> tensor<2x16x64xf16>
    %176 = stablehlo.reshape %175 : (tensor<2x16x64xf16>) -> tensor<2x16x4x16xf16>
    %177 = stablehlo.dot_general %169, %arg35, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf16>, tensor<64x64xf16>) -> tensor<2x16x64xf16>
    %178 = stablehlo.reshape %arg34 : (tensor<64xf16>) -> tensor<1x1x64xf16>
    %179 = stablehlo.broadcast_in_dim %178, dims = [0, 1, 2] : (tensor<1x1x64xf16>) -> tensor<2x16x64xf16>
    %180 = stablehlo.add %177, %179 : tensor<2x16x64xf16>
    %181 = stablehlo.reshape %180 : (tensor<2x16x64xf16>) -> tensor<2x16x4x16xf16>
    %182 = stablehlo.dot_general %174, %176, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf16>, tensor<2x16x4x16xf16>) -> tensor<2x4x16x16xf16>
    %cst_28 = stablehlo.constant dense<2.500000e-01> : tensor<f16>
    %183 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f16>) -> tensor<2x4x16x16xf16>
    %184 = stablehlo.multiply %182, %183 : tensor<2x4x16x16xf16>
    %cst_29 = stablehlo.constant dense<0xFC00> : tensor<f16>
    %185 = stablehlo.reduce(%184 init: %cst_29) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf16>, tensor<f16>) -> tensor<2x4x16xf16>
    %cst_30 = stablehlo.constant dense<0xFC00> : tensor<f16>
    %186 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f16>) -> tensor<2x4x16xf16>
    %187 = stablehlo.maximum %186, %185 : tensor<2x4x16xf16>
    %188 = stablehlo.broadcast_in_dim %187, dims = [0, 1, 2] : (tensor<2x4x16xf16>) -> tensor<2x4x16x1xf16>
    %189 = stablehlo.broadcast_in_dim %188, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf16>) -> tensor<2x4x16x16xf16>
    %190 = stablehlo.subtract %184, %189 : tensor<2x4x16x16xf16>
    %191 = stablehlo.exponential %190 : tensor<2x4x16x16xf16>
    %192 = stablehlo.convert %191 : (tensor<2x4x16x16xf16>) -> tensor<2x4x16x16xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %193 = stablehlo.reduce(%192 init: %cst_31) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %194 = stablehlo.broadcast_in_dim %193, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %195 = stablehlo.convert %194 : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x1xf16>
    %196 = stablehlo.broadcast_in_dim %195, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf16>) -> tensor<2x4x16x16xf16>
    %197 = stablehlo.divide %191, %196 : tensor<2x4x16x16xf16>
    %198 = stablehlo.dot_general %181, %197, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf16>, tensor<2x4x16x16xf16>) -> tensor<2x4x16x16xf16>
    %199 = stablehlo.transpose %198, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xf16>) -> tensor<2x16x4x16xf16>
    %200 = stablehlo.reshape %199 : (tensor<2x16x4x16xf16>) -> tensor<2x16x64xf16>
    %201 = stablehlo.dot_general %200, %arg27, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf16>, tensor<64x64xf16>) -> tensor<2x16x64xf16>
    %202 = stablehlo.reshape %arg26 : (tensor<64xf16>) -> tensor<1x1x64xf16>
    %203 = stablehlo.broadcast_in_dim %202, dims = [0, 1, 2] : (tensor<1x1x64xf16>) -> tensor<2x16x64xf16>
    %204 = stablehlo.add %201, %203 : tensor<2x16x64xf16>
    %205 = stablehlo.add %138, %204 : tensor<2x16x64xf16>
    %206 = stablehlo.convert %205 : (tensor<2x16x64xf16>) -> tensor<2x16x64xf32>
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
    %220 = stablehlo.convert %205 : (tensor<2x16x64xf16>) -> tensor<2x16x64xf32>
    %221 = stablehlo.broadcast_in_dim %218, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %222 = stablehlo.subtract %220, %221 : tensor<2x16x64xf32>
    %cst_37 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %223 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %224 = stablehlo.add %219, %223 : tensor<2x16x1xf32>
    %225 = stablehlo.rsqrt %224 : tensor<2x16x1xf32>
    %226 = stablehlo.reshape %arg23 : (tensor<64xf16>) -> tensor<1x1x64xf16>
    %227 = stablehlo.convert %226 : (tensor<1x1x64xf16>) -> tensor<1x1x64xf32>
    %228 = stablehlo.broadcast_in_dim %225, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %229 = stablehlo.broadcast_in_dim %227, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %230 = stablehlo.multiply %228, %229 : tensor<2x16x64xf32>
    %231 = stablehlo.multiply %222, %230 : tensor<2x16x64xf32>
    %232 = stablehlo.reshape %arg22 : (tensor<64xf16>) -> tensor<1x1x64xf16>
    %233 = stablehlo.convert %232 : (tensor<1x1x64xf16>) -> tensor<1x1x64xf32>
    %234 = stablehlo.broadcast_in_dim %233, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %235 = stablehlo.add %231, %234 : tensor<2x16x64xf32>
    %236 = stablehlo.convert %235 : (tensor<2x16x64xf32>) -> tensor<2x16x64xf16>
    %237 = stablehlo.dot_general %236, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf16>, tensor<64x128xf16>) -> tensor<2x16x128xf16>
    %238 = stablehlo.reshape %arg10 : (tensor<128xf16>) -> tensor<1x1x128xf16>
    %239 = stablehlo.broadcast_in_dim %238, dims = [0, 1, 2] : (tensor<1x1x128xf16>) -> tensor<2x16x128xf16>
    %240 = stablehlo.add %237, %239 : tensor<2x16x128xf16>
    %cst_38 = stablehlo.constant dense<5.000000e-01> : tensor<f16>
    %241 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f16>) -> tensor<2x16x128xf16>
    %242 = stablehlo.multiply %241, %240 : tensor<2x16x128xf16>
    %243 = stablehlo.negate %240 : tensor<2x16x128xf16>
    %cst_39 = stablehlo.constant dense<7.070310e-01> : tensor<f16>
    %244 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f16>) -> tensor<2x16x128xf16>
    %245 = stablehlo.multiply %243, %244 : tensor<2x16x128xf16>
    %246 = chlo.erfc %245 : tensor<2x16x128xf16> -> tensor<2x16x128xf16>
    %247 = stablehlo.multiply %242, %246 : tensor<2x16x128xf16>
    %248 = stablehlo.dot_general %247, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xf16>, tensor<128x64xf16>) -> tensor<2x16x64xf16>
    %249 = stablehlo.reshape %arg14 : (tensor<64xf16>) -> tensor<1x1x64xf16>
    %250 = stablehlo.broadcast_in_dim %249, dims = [0, 1, 2] : (tensor<1x1x64xf16>) -> tensor<2x16x64xf16>
    %251 = stablehlo.add %248, %250 : tensor<2x16x64xf16>
    %252 = stablehlo.add %205, %251 : tensor<2x16x64xf16>
    %253 = stablehlo.convert %252 : (tensor<2x16x64xf16>) -> tensor<2x16x64xf32>
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
    %267 = stablehlo.convert %252 : (tensor<2x16x64xf16>) -> tensor<2x16x64xf32>
    %268 = stablehlo.broadcast_in_dim %265, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %269 = stablehlo.subtract %267, %268 : tensor<2x16x64xf32>
    %cst_45 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %270 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %271 = stablehlo.add %266, %270 : tensor<2x16x1xf32>
    %272 = stablehlo.rsqrt %271 : tensor<2x16x1xf32>
    %273 = stablehlo.reshape %arg19 : (tensor<64xf16>) -> tensor<1x1x64xf16>
    %274 = stablehlo.convert %273 : (tensor<1x1x64xf16>) -> tensor<1x1x64xf32>
    %275 = stablehlo.broadcast_in_dim %272, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %276 = stablehlo.broadcast_in_dim %274, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %277 = stablehlo.multiply %275, %276 : tensor<2x16x64xf32>
    %278 = stablehlo.multiply %269, %277 : tensor<2x16x64xf32>
    %279 = stablehlo.reshape %arg18 : (tensor<64xf16>) -> tensor<1x1x64xf16>
    %280 = stablehlo.convert %279 : (tensor<1x1x64xf16>) -> tensor<1x1x64xf32>
    %281 = stablehlo.broadcast_in_dim %280, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %282 = stablehlo.add %278, %281 : tensor<2x16x64xf32>
    %283 = stablehlo.convert %282 : (tensor<2x16x64xf32>) -> tensor<2x16x64xf16>
    return %283 : tensor<2x16x64xf16>
  }
}
