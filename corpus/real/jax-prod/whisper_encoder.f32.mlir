module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64xf32>, %arg3: tensor<64xf32>, %arg4: tensor<64xf32>, %arg5: tensor<3x16x64xf32>, %arg6: tensor<64xf32>, %arg7: tensor<3x64x64xf32>, %arg8: tensor<128xf32>, %arg9: tensor<64x128xf32>, %arg10: tensor<128xf32>, %arg11: tensor<64x128xf32>, %arg12: tensor<64xf32>, %arg13: tensor<128x64xf32>, %arg14: tensor<64xf32>, %arg15: tensor<128x64xf32>, %arg16: tensor<64x64xf32>, %arg17: tensor<64x64xf32>, %arg18: tensor<64xf32>, %arg19: tensor<64xf32>, %arg20: tensor<64xf32>, %arg21: tensor<64xf32>, %arg22: tensor<64xf32>, %arg23: tensor<64xf32>, %arg24: tensor<64xf32>, %arg25: tensor<64x64xf32>, %arg26: tensor<64xf32>, %arg27: tensor<64x64xf32>, %arg28: tensor<64xf32>, %arg29: tensor<64x64xf32>, %arg30: tensor<64xf32>, %arg31: tensor<64x64xf32>, %arg32: tensor<64xf32>, %arg33: tensor<64x64xf32>, %arg34: tensor<64xf32>, %arg35: tensor<64x64xf32>, %arg36: tensor<2x32x16xf32>) -> (tensor<2x16x64xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<"0x00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803FA46A573F622D2D3F403E063F1224CC3E639A993EAAD6653E0E6B2B3E2241FF3DC3DDBD3D97278D3DF7D1513D5EEB1B3DC8B5E73C9B29AC3C5CD47F3C59133E3C81380D3C50D8D13B61E89B3B05AB673B041F2C3B80C2FF3A3505BE3AA42D8D3AE1C7513A0CDC1B3A9898E7394A11AC3912AE7F3904F63D3959220D3917B7D13840510A3F16893C3F95FA593F7CC56A3F3C35743FDD77793F38637C3FFC007E3FC2E57E3F27647F3FF5A97F3F80D07F3FC7E57F3F87F17F3F03F87F3F97FB7F3F91FD7F3FA8FE7F3F42FF7F3F97FF7F3FC6FF7F3FE0FF7F3FEEFF7F3FF6FF7F3FFBFF7F3FFDFF7F3FFEFF7F3FFFFF7F3F0000803F0000803F0000803F0000803FB7C7683F20147F3F569C643F73363B3F1887123F69F9DF3ED1FFA83E9C437D3E6F0C3D3EA9D10C3E728BD13D70CE9B3D0C9E673DDF1F2C3D60CCFF3C1310BE3C2A378D3C36D7513CEDE71B3CA6AAE73BDE1EAC3B60C27F3B28053E3B9F2D0D3BDCC7D13A0ADC9B3A9798673A49112C3A11AEFF3903F6BD3959228D3917B751393311D5BE1A9AAD3D196BE63E3F9B2E3F0CEB513FC834663FFAA6713FE90B783F76997B3F5B917D3F0FA87E3F12427F3F23977F3F1CC67F3F0BE07F3F5CEE7F3F43F67F3FA0FA7F3F08FD7F3F5DFE7F3F19FF7F3F80FF7F3FB9FF7F3FD9FF7F3FEBFF7F3FF4FF7F3FF9FF7F3FFCFF7F3FFEFF7F3FFFFF7F3FFFFF7F3F0000803FC381103E5C894A3F56127F3F594E713F45C14A3FCBCC203F1D85F73EC579BB3E91C48C3E1164523E86D01C3E606DE93DE198AD3DBD0B813D4DCF3F3DF6870E3D63CFD33C08609D3CC3DA693C86BF2D3CF616013CA0D1BF3BCE838E3B61C4533BE0551D3B0BCAE93A6FB2AD3AF60C813A8CC23F3A82780E3A85B3D33951499D3926707DBF8E921CBF1342AEBD6FF7AA3E214A1C3F6232473FD518603F90386E3F6322763FD3897A3FFAFA7C3FEB547E3F23147F3FC57D7F3F1AB87F3F4FD87F3F17EA7F3FE8F37F3F53F97F3F51FC7F3FF7FD7F3FE1FE7F3F61FF7F3FA8FF7F3FD0FF7F3FE5FF7F3FF1FF7F3FF8FF7F3FFCFF7F3FFEFF7F3FFFFF7F3FFFFF7F3FCFBD41BF26FA2C3E19C44D3F15617F3FA74D703F4268493F0F871F3F4865F53E85CCB93E287B8B3EEB71503ED85A1B3E2C3FE73DF3F8AB3D72AC7F3DFA023E3DCA310D3DCED2D13C1FE69B3C2AA9673C421E2C3CE1C1FF3BF404BE3B892D8D3BCBC7513B03DC1B3B9198E73A4711AC3A0FAE7F3A02F63D3A58220D3A17B7D139305527BF33527CBFB14D18BF7F898EBD8686B03EC4051E3F9F37483F2AAE603F948C6E3F4051763FD8A37A3F63097D3FE35C7E3F8A187F3F34807F3F72B97F3F0DD97F3F80EA7F3F22F47F3F73F97F3F62FC7F3F01FE7F3FE6FE7F3F64FF7F3FAAFF7F3FD1FF7F3FE6FF7F3FF2FF7F3FF8FF7F3FFCFF7F3FFEFF7F3FFFFF7F3F107C75BF32D70ABFDDADBE3E2519633FB3B67F3FA0BC673FFFCA3E3F8CBE153FC83AE53E751AAD3E98C3813E5AC5413E0C5B103EB6D2D63DD0BC9F3D72776D3D3479303DB021033DF5DDC23C09C9903C4125573CF1D81F3C0086ED3BD878B03BD61C833BFDD2423B58BF103B9715D73AC9CC9F3A82736D3AEE6A303A6E12033A2C3C913E681457BF9E956DBF4153ECBEC4AC413D9F91D93EDEAF2A3FC6A24F3FC5E8643FC6EC703F3BA4773FF55F7B3F87717D3F77967E3F5A387F3FC5917F3F25C37F3F68DE7F3F75ED7F3FC3F57F3F59FA7F3FE2FC7F3F47FE7F3F0DFF7F3F7AFF7F3FB6FF7F3FD7FF7F3FE9FF7F3FF4FF7F3FF9FF7F3FFCFF7F3FFEFF7F3F8C0F8FBE4DBF77BF4CA02DBE4327213FF890773FAF3D7A3F7CAC583FA2742E3FCC57073FFEE6CD3E01F79A3EF3E7673EF0F82C3E17CA003E6F99BF3DDD718E3D42BD533D99581D3DAAD4E93C05BDAD3CEF15813CC9D03F3C75830E3C18C4D33BC2559D3BF3C9693B65B22D3BF20C013B89C2BF3A81788E3A84B3533A51491D3AB8CD753F3EF480BE114B7CBF38E946BF4A5682BEF6FA573EEE56083F705A3B3F354C593FF6626A3F26FE733F3E59793F40527C3F99F77D3F92E07E3F4A617F3F60A87F3FA1CF7F3F4CE57F3F42F17F3FDDF77F3F82FB7F3F85FD7F3FA2FE7F3F3FFF7F3F95FF7F3FC5FF7F3FDFFF7F3FEEFF7F3FF6FF7F3FFBFF7F3FFDFF7F3F4630283F1D1362BF594229BF8AF6883E9C9C583FB3F97F3F89706C3F3C72443FC4E71A3FD5B8ED3E3FC2B33E3FDA863E6573493E431C163E186ADF3D1923A63D49FD763DDB8D373D0265083D74B0CA3C0399963C71C85F3CD743263C490FF73BA78EB73B7160883B71A54A3B188F163B48B8DF3A4037A63A19FC763A3380373ABDFF403FFA37F03E8E0F40BF9FAB76BF257008BF9B2C63BCEB49C43E2226243F81D04B3FC4BB623F0FB46F3FFFF5763F49FF7A3F043C7D3FE1787E3F02287F3FBE887F3F29BE7F3FA8DB7F3FF0EB7F3FEDF47F3FE3F97F3FA0FC7F3F23FE7F3FF9FE7F3F6FFF7F3FB0FF7F3FD4FF7F3FE8FF7F3FF3FF7F3FF9FF7F3FFCFF7F3F95467D3FC87DAABEC2D574BF03310EBEA9B3253FC4A5783F5988793F915F573F2B222D3F9E34063FA814CC3E7A8E993E95C4653E765D2B3ECF2CFF3D9CCEBD3D4F1C8D3D2FC1513DE5DE1B3D3DA3E73CD41BAC3CE2BF7F3C22043E3C332D0D3C84C7D13BE6DB9B3B7998673B3D112C3B07AEFF3AFFF5BD3A57228D3A16B7513AF6FD14BEDD63713F978E95BE19857DBF602343BF0EA773BEA2B7643E7E620A3F62933C3F83005A3FD6C86A3F1C37743FE778793FCC637C3F4E017E3FEFE57E3F40647F3F03AA7F3F88D07F3FCCE57F3F89F17F3F04F87F3F98FB7F3F91FD7F3FA8FE7F3F42FF7F3F97FF7F3FC6FF7F3FE0FF7F3FEEFF7F3FF6FF7F3FFBFF7F3F3201D33EE406C93E5AAF77BF84AE05BF910DC73E9BA1643F53957F3F11F1663FCFDE3D3F6AE9143FE1DDE33EB909AC3E5AF3803E488B403ECC6F0F3E9473D53D4AB79E3D50F26B3DE0572F3DA44A023D569EC13C89DB8F3C53C4553CB8D21E3C5900EC3B5757AF3BBF45823B6193413BE2D10F3BBEB4D53AA1C69E3AF8ED6B3AD53F69BF36716B3F976E813ED9525ABF74DC6BBF2D56E6BEED9B693DC4ECDC3E74B62B3FD53B503FCB3F653F981D713F6BBF773F096F7B3FE0797D3F149B7E3FE73A7F3F2D937F3FECC37F3FD6DE7F3FB1ED7F3FE5F57F3F6CFA7F3FECFC7F3F4DFE7F3F10FF7F3F7BFF7F3FB7FF7F3FD8FF7F3FEAFF7F3FF4FF7F3FF9FF7F3FF8440BBF994B693F67F630BF09A551BF5075C13DB5F2443FC06B7E3F93E8723FC8F84C3FE8E8223FEE0DFB3E2045BE3EFFE98E3E54A3553E3D401F3E3211ED3D414FB03D7B10833DD7CF423D3EC3103D8120D73CFED69F3C67846D3C3078303C921C033CC5D2C23B41BF903B8415573BC1CC1F3B7C73ED3AEC6AB03A6D12833A64CD56BF24CDD23EBBFC383F33EB12BFF4DA7EBFE78B23BF3B1FE3BD8CA2A13EE45E193F9E79453FA51C5F3F9BAA6D3F2ED3753FD85D7A3F9FE27C3F73477E3FB20C7F3FA9797F3FD5B57F3F0FD77F3F66E97F3F86F37F3F1DF97F3F33FC7F3FE7FD7F3FD7FE7F3F5CFF7F3FA6FF7F3FCEFF7F3FE4FF7F3FF1FF7F3FF8FF7F3F5CFF7FBF721D733F3FB356BEA3D67ABF188F55BEF6361B3F0614763F52167B3FCA4E5A3F0C22303F9DCA083FEC39D03E5EC39C3E37A36A3EBD062F3E5253023EDDE3C13D6E26903DAD46563D633B1F3D4BA2EC3C4BD2AF3C2DA2823C9B1D423CF138103C2D4ED63BC0389F3BA4976C3B9EC72F3B1D99023B360FC23ADE2D903A7205913B5C63A0BE4E4F7A3F31974CBEED5E7ABF38944BBFE0288DBE10A6473E25B5053FF7C6393F8663583F6CDF693F96B4733F5830793F963B7C3F0FEB7D3FA4D97E3F765D7F3F43A67F3F76CE7F3FA7E47F3FE7F07F3FABF77F3F66FB7F3F76FD7F3F99FE7F3F3AFF7F3F93FF7F3FC4FF7F3FDFFF7F3FEEFF7F3FF6FF7F3FD85C09BF0B98F93EB41CAB3E5C6E7ABF1F16FCBE1F1FD33E6BCA663FA6597F3F6CC3653FBC843C3F4FB2133F73E1E13E9F7CAA3E92887F3E50C23E3E8E190E3EC974D33DDE3A9D3D46BC693D04B32D3DD511013D6BCDBF3C14828E3CF7C2533C4B551D3C91C9E93B3DB2AD3BE20C813B7BC23F3B7B780E3B7FB3D33A4F499D3AD006583F6C855FBFBF47713FBE6C543E20D25EBF103969BF168EDDBEF4D3913D24C9E13E1E322D3FF218513F73BD653F1164713FA9E6773FCE847B3FEC857D3FBDA17E3F943E7F3F36957F3F0BC57F3F74DF7F3F09EE7F3F15F67F3F87FA7F3FFAFC7F3F55FE7F3F14FF7F3F7EFF7F3FB8FF7F3FD8FF7F3FEAFF7F3FF4FF7F3F2220D73E8A306DBEA35F473F7E7D50BFBC153BBFA1144A3E62FD503F8CA17F3F6C3D6F3FE501483FB8361E3F2835F33EF412B83E84288A3EFA714E3EE4DA193EAF01E53DA74DAA3D83307D3D182A3C3D4AD20B3D5CC8CF3CE8619A3C4268653C9E712A3CEF44FD3BB82BBC3BF1CD8B3B58BD4F3BDA571A3BC957E53AC064AA3A6F4E683FAC0979BFAC94203F6E8D143F4DBE2EBF2FF77ABF4CD913BFD2D45BBD2236B63E66CA1F3FD041493F3946613F1AE26E3FF280763F52BE7A3F0C187D3FFE647E3F051D7F3FAD827F3FD0BA7F3FCED97F3FEAEA7F3F5CF47F3F93F97F3F74FC7F3F0BFE7F3FEBFE7F3F67FF7F3FACFF7F3FD1FF7F3FE6FF7F3FF2FF7F3F72987D3F592354BF16F87D3FBAF803BF2EE466BF0427E3BC6E4A353FE3EC7B3FE6A7763F888B523FC850283F4E17023F9483C53E207D943EC2145E3EED96253E3A8AF63DA65EB73DA551883D91A04A3D7F92163D19C3DF3CA641A63C7D0D773CEA8D373C2460083C31A5CA3BFE8E963B33B85F3B3737263B12FCF63A3180B73AD7040C3E804B0FBFACBA003E905C5B3F9E22DDBECDE67FBF5EBF34BFFAF835BE5811893E20A0113F64E3403F667B5C3F332F6C3F5CFF743F30E8793F74A17C3F68237E3FC8F87E3FA96E7F3FC3AF7F3FB4D37F3F8CE77F3F80F27F3F8DF87F3FE3FB7F3FBBFD7F3FBFFE7F3F4FFF7F3F9EFF7F3FCAFF7F3FE2FF7F3FF0FF7F3F4479263FFB2A7DBF2420693F4C4306BE436D7DBFBAB580BEAD79143F774A743F7EF27B3FD2145C3FB3F9313FC1630A3FBECBD23EF0C09E3EADA96D3E414D313E0B07043EB86DC43D3D0A923D6516593D7152213D9FBDEF3C4E21B23C5259843C2FAA443CCD1D123CA71ED93B0B50A13B0EB36F3B9516323B2D50043BA19BC43AE87A42BF45E5173E1C8DD3BE3BCA7D3FB9D210BE6EC777BF908B50BF221399BEA47C353E8CC4023F5003383FC25E573FEA4B693F1162733F7402793F27227C3FFDDC7D3FDDD17E3F2A597F3FE4A37F3F27CD7F3FEEE37F3F81F07F3F72F77F3F47FB7F3F65FD7F3F90FE7F3F35FF7F3F90FF7F3FC2FF7F3FDEFF7F3FEDFF7F3F"> : tensor<16x64xf32>
    %0 = stablehlo.convolution(%arg36, %arg5) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = [[1, 1]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x32x16xf32>, tensor<3x16x64xf32>) -> tensor<2x32x64xf32>
    %1 = stablehlo.reshape %arg4 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %3 = stablehlo.add %0, %2 : tensor<2x32x64xf32>
    %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x32x64xf32>
    %5 = stablehlo.multiply %4, %3 : tensor<2x32x64xf32>
    %6 = stablehlo.negate %3 : tensor<2x32x64xf32>
    %cst_1 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x32x64xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<2x32x64xf32>
    %9 = chlo.erfc %8 : tensor<2x32x64xf32> -> tensor<2x32x64xf32>
    %10 = stablehlo.multiply %5, %9 : tensor<2x32x64xf32>
    %11 = stablehlo.convolution(%10, %arg7) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [2], pad = [[1, 1]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x32x64xf32>, tensor<3x64x64xf32>) -> tensor<2x16x64xf32>
    %12 = stablehlo.reshape %arg6 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %14 = stablehlo.add %11, %13 : tensor<2x16x64xf32>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %16 = stablehlo.multiply %15, %14 : tensor<2x16x64xf32>
    %17 = stablehlo.negate %14 : tensor<2x16x64xf32>
    %cst_3 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %19 = stablehlo.multiply %17, %18 : tensor<2x16x64xf32>
    %20 = chlo.erfc %19 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %21 = stablehlo.multiply %16, %20 : tensor<2x16x64xf32>
    %22 = stablehlo.broadcast_in_dim %cst, dims = [1, 2] : (tensor<16x64xf32>) -> tensor<1x16x64xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2] : (tensor<1x16x64xf32>) -> tensor<2x16x64xf32>
    %24 = stablehlo.add %21, %23 : tensor<2x16x64xf32>
    %25 = chlo.square %24 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.reduce(%24 init: %cst_4) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_5 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %28 = stablehlo.divide %26, %27 : tensor<2x16xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.reduce(%25 init: %cst_6) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_7 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %31 = stablehlo.divide %29, %30 : tensor<2x16xf32>
    %32 = chlo.square %28 : tensor<2x16xf32> -> tensor<2x16xf32>
    %33 = stablehlo.subtract %31, %32 : tensor<2x16xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %35 = stablehlo.maximum %34, %33 : tensor<2x16xf32>
    %36 = stablehlo.broadcast_in_dim %28, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %37 = stablehlo.broadcast_in_dim %35, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %38 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %39 = stablehlo.subtract %24, %38 : tensor<2x16x64xf32>
    %cst_9 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %41 = stablehlo.add %37, %40 : tensor<2x16x1xf32>
    %42 = stablehlo.rsqrt %41 : tensor<2x16x1xf32>
    %43 = stablehlo.reshape %arg1 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %44 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %45 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %46 = stablehlo.multiply %44, %45 : tensor<2x16x64xf32>
    %47 = stablehlo.multiply %39, %46 : tensor<2x16x64xf32>
    %48 = stablehlo.reshape %arg0 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %50 = stablehlo.add %47, %49 : tensor<2x16x64xf32>
    %51 = stablehlo.dot_general %50, %arg29, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %52 = stablehlo.reshape %arg28 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %54 = stablehlo.add %51, %53 : tensor<2x16x64xf32>
    %55 = stablehlo.reshape %54 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %56 = stablehlo.dot_general %50, %arg16, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %57 = stablehlo.reshape %56 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %58 = stablehlo.dot_general %50, %arg33, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %59 = stablehlo.reshape %arg32 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %61 = stablehlo.add %58, %60 : tensor<2x16x64xf32>
    %62 = stablehlo.reshape %61 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %63 = stablehlo.dot_general %55, %57, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %cst_10 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %65 = stablehlo.multiply %63, %64 : tensor<2x4x16x16xf32>
    %cst_11 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %66 = stablehlo.reduce(%65 init: %cst_11) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %cst_12 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %68 = stablehlo.maximum %67, %66 : tensor<2x4x16xf32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %71 = stablehlo.subtract %65, %70 : tensor<2x4x16x16xf32>
    %72 = stablehlo.exponential %71 : tensor<2x4x16x16xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %73 = stablehlo.reduce(%72 init: %cst_13) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %75 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %76 = stablehlo.divide %72, %75 : tensor<2x4x16x16xf32>
    %77 = stablehlo.dot_general %62, %76, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %78 = stablehlo.transpose %77, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %79 = stablehlo.reshape %78 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %80 = stablehlo.dot_general %79, %arg25, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %81 = stablehlo.reshape %arg24 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %82 = stablehlo.broadcast_in_dim %81, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %83 = stablehlo.add %80, %82 : tensor<2x16x64xf32>
    %84 = stablehlo.add %24, %83 : tensor<2x16x64xf32>
    %85 = chlo.square %84 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %86 = stablehlo.reduce(%84 init: %cst_14) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_15 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %88 = stablehlo.divide %86, %87 : tensor<2x16xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %89 = stablehlo.reduce(%85 init: %cst_16) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_17 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %91 = stablehlo.divide %89, %90 : tensor<2x16xf32>
    %92 = chlo.square %88 : tensor<2x16xf32> -> tensor<2x16xf32>
    %93 = stablehlo.subtract %91, %92 : tensor<2x16xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %95 = stablehlo.maximum %94, %93 : tensor<2x16xf32>
    %96 = stablehlo.broadcast_in_dim %88, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %97 = stablehlo.broadcast_in_dim %95, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %98 = stablehlo.broadcast_in_dim %96, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %99 = stablehlo.subtract %84, %98 : tensor<2x16x64xf32>
    %cst_19 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %101 = stablehlo.add %97, %100 : tensor<2x16x1xf32>
    %102 = stablehlo.rsqrt %101 : tensor<2x16x1xf32>
    %103 = stablehlo.reshape %arg21 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %104 = stablehlo.broadcast_in_dim %102, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %105 = stablehlo.broadcast_in_dim %103, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %106 = stablehlo.multiply %104, %105 : tensor<2x16x64xf32>
    %107 = stablehlo.multiply %99, %106 : tensor<2x16x64xf32>
    %108 = stablehlo.reshape %arg20 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %109 = stablehlo.broadcast_in_dim %108, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %110 = stablehlo.add %107, %109 : tensor<2x16x64xf32>
    %111 = stablehlo.dot_general %110, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x128xf32>) -> tensor<2x16x128xf32>
    %112 = stablehlo.reshape %arg8 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %113 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<2x16x128xf32>
    %114 = stablehlo.add %111, %113 : tensor<2x16x128xf32>
    %cst_20 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %115 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %116 = stablehlo.multiply %115, %114 : tensor<2x16x128xf32>
    %117 = stablehlo.negate %114 : tensor<2x16x128xf32>
    %cst_21 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %118 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %119 = stablehlo.multiply %117, %118 : tensor<2x16x128xf32>
    %120 = chlo.erfc %119 : tensor<2x16x128xf32> -> tensor<2x16x128xf32>
    %121 = stablehlo.multiply %116, %120 : tensor<2x16x128xf32>
    %122 = stablehlo.dot_general %121, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xf32>, tensor<128x64xf32>) -> tensor<2x16x64xf32>
    %123 = stablehlo.reshape %arg12 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %124 = stablehlo.broadcast_in_dim %123, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %125 = stablehlo.add %122, %124 : tensor<2x16x64xf32>
    %126 = stablehlo.add %84, %125 : tensor<2x16x64xf32>
    %127 = chlo.square %126 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %128 = stablehlo.reduce(%126 init: %cst_22) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_23 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %129 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %130 = stablehlo.divide %128, %129 : tensor<2x16xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %131 = stablehlo.reduce(%127 init: %cst_24) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_25 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %132 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %133 = stablehlo.divide %131, %132 : tensor<2x16xf32>
    %134 = chlo.square %130 : tensor<2x16xf32> -> tensor<2x16xf32>
    %135 = stablehlo.subtract %133, %134 : tensor<2x16xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %136 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %137 = stablehlo.maximum %136, %135 : tensor<2x16xf32>
    %138 = stablehlo.broadcast_in_dim %130, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %139 = stablehlo.broadcast_in_dim %137, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %140 = stablehlo.broadcast_in_dim %138, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %141 = stablehlo.subtract %126, %140 : tensor<2x16x64xf32>
    %cst_27 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %142 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %143 = stablehlo.add %139, %142 : tensor<2x16x1xf32>
    %144 = stablehlo.rsqrt %143 : tensor<2x16x1xf32>
    %145 = stablehlo.reshape %arg3 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %146 = stablehlo.broadcast_in_dim %144, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %147 = stablehlo.broadcast_in_dim %145, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %148 = stablehlo.multiply %146, %147 : tensor<2x16x64xf32>
    %149 = stablehlo.multiply %141, %148 : tensor<2x16x64xf32>
    %150 = stablehlo.reshape %arg2 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %151 = stablehlo.broadcast_in_dim %150, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %152 = stablehlo.add %149, %151 : tensor<2x16x64xf32>
    %153 = stablehlo.dot_general %152, %arg31, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %154 = stablehlo.reshape %arg30 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %155 = stablehlo.broadcast_in_dim %154, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %156 = stablehlo.add %153, %155 : tensor<2x16x64xf32>
    %157 = stablehlo.reshape %156 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %158 = stablehlo.dot_general %152, %arg17, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %159 = stablehlo.reshape %158 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %160 = stablehlo.dot_general %152, %arg35, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %161 = stablehlo.reshape %arg34 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %162 = stablehlo.broadcast_in_dim %161, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %163 = stablehlo.add %160, %162 : tensor<2x16x64xf32>
    %164 = stablehlo.reshape %163 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %165 = stablehlo.dot_general %157, %159, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %cst_28 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %166 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %167 = stablehlo.multiply %165, %166 : tensor<2x4x16x16xf32>
    %cst_29 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %168 = stablehlo.reduce(%167 init: %cst_29) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %cst_30 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %169 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %170 = stablehlo.maximum %169, %168 : tensor<2x4x16xf32>
    %171 = stablehlo.broadcast_in_dim %170, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %172 = stablehlo.broadcast_in_dim %171, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %173 = stablehlo.subtract %167, %172 : tensor<2x4x16x16xf32>
    %174 = stablehlo.exponential %173 : tensor<2x4x16x16xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %175 = stablehlo.reduce(%174 init: %cst_31) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %176 = stablehlo.broadcast_in_dim %175, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %177 = stablehlo.broadcast_in_dim %176, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %178 = stablehlo.divide %174, %177 : tensor<2x4x16x16xf32>
    %179 = stablehlo.dot_general %164, %178, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %180 = stablehlo.transpose %179, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %181 = stablehlo.reshape %180 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %182 = stablehlo.dot_general %181, %arg27, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %183 = stablehlo.reshape %arg26 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %184 = stablehlo.broadcast_in_dim %183, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %185 = stablehlo.add %182, %184 : tensor<2x16x64xf32>
    %186 = stablehlo.add %126, %185 : tensor<2x16x64xf32>
    %187 = chlo.square %186 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %188 = stablehlo.reduce(%186 init: %cst_32) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_33 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %189 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %190 = stablehlo.divide %188, %189 : tensor<2x16xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %191 = stablehlo.reduce(%187 init: %cst_34) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_35 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %192 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %193 = stablehlo.divide %191, %192 : tensor<2x16xf32>
    %194 = chlo.square %190 : tensor<2x16xf32> -> tensor<2x16xf32>
    %195 = stablehlo.subtract %193, %194 : tensor<2x16xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %196 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %197 = stablehlo.maximum %196, %195 : tensor<2x16xf32>
    %198 = stablehlo.broadcast_in_dim %190, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %199 = stablehlo.broadcast_in_dim %197, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %200 = stablehlo.broadcast_in_dim %198, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %201 = stablehlo.subtract %186, %200 : tensor<2x16x64xf32>
    %cst_37 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %202 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %203 = stablehlo.add %199, %202 : tensor<2x16x1xf32>
    %204 = stablehlo.rsqrt %203 : tensor<2x16x1xf32>
    %205 = stablehlo.reshape %arg23 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %206 = stablehlo.broadcast_in_dim %204, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %207 = stablehlo.broadcast_in_dim %205, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %208 = stablehlo.multiply %206, %207 : tensor<2x16x64xf32>
    %209 = stablehlo.multiply %201, %208 : tensor<2x16x64xf32>
    %210 = stablehlo.reshape %arg22 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %211 = stablehlo.broadcast_in_dim %210, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %212 = stablehlo.add %209, %211 : tensor<2x16x64xf32>
    %213 = stablehlo.dot_general %212, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x128xf32>) -> tensor<2x16x128xf32>
    %214 = stablehlo.reshape %arg10 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %215 = stablehlo.broadcast_in_dim %214, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<2x16x128xf32>
    %216 = stablehlo.add %213, %215 : tensor<2x16x128xf32>
    %cst_38 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %217 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %218 = stablehlo.multiply %217, %216 : tensor<2x16x128xf32>
    %219 = stablehlo.negate %216 : tensor<2x16x128xf32>
    %cst_39 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %220 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %221 = stablehlo.multiply %219, %220 : tensor<2x16x128xf32>
    %222 = chlo.erfc %221 : tensor<2x16x128xf32> -> tensor<2x16x128xf32>
    %223 = stablehlo.multiply %218, %222 : tensor<2x16x128xf32>
    %224 = stablehlo.dot_general %223, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xf32>, tensor<128x64xf32>) -> tensor<2x16x64xf32>
    %225 = stablehlo.reshape %arg14 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %226 = stablehlo.broadcast_in_dim %225, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %227 = stablehlo.add %224, %226 : tensor<2x16x64xf32>
    %228 = stablehlo.add %186, %227 : tensor<2x16x64xf32>
    %229 = chlo.square %228 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %230 = stablehlo.reduce(%228 init: %cst_40) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_41 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %231 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %232 = stablehlo.divide %230, %231 : tensor<2x16xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %233 = stablehlo.reduce(%229 init: %cst_42) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_43 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %234 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %235 = stablehlo.divide %233, %234 : tensor<2x16xf32>
    %236 = chlo.square %232 : tensor<2x16xf32> -> tensor<2x16xf32>
    %237 = stablehlo.subtract %235, %236 : tensor<2x16xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %238 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %239 = stablehlo.maximum %238, %237 : tensor<2x16xf32>
    %240 = stablehlo.broadcast_in_dim %232, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %241 = stablehlo.broadcast_in_dim %239, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %242 = stablehlo.broadcast_in_dim %240, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %243 = stablehlo.subtract %228, %242 : tensor<2x16x64xf32>
    %cst_45 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %244 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %245 = stablehlo.add %241, %244 : tensor<2x16x1xf32>
    %246 = stablehlo.rsqrt %245 : tensor<2x16x1xf32>
    %247 = stablehlo.reshape %arg19 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %248 = stablehlo.broadcast_in_dim %246, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %249 = stablehlo.broadcast_in_dim %247, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %250 = stablehlo.multiply %248, %249 : tensor<2x16x64xf32>
    %251 = stablehlo.multiply %243, %250 : tensor<2x16x64xf32>
    %252 = stablehlo.reshape %arg18 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %253 = stablehlo.broadcast_in_dim %252, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %254 = stablehlo.add %251, %253 : tensor<2x16x64xf32>
    return %254 : tensor<2x16x64xf32>
  }
}
