module @jit_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64xf32>, %arg3: tensor<64xf32>, %arg4: tensor<64xf32>, %arg5: tensor<3x16x64xf32>, %arg6: tensor<64xf32>, %arg7: tensor<3x64x64xf32>, %arg8: tensor<128xf32>, %arg9: tensor<64x128xf32>, %arg10: tensor<128xf32>, %arg11: tensor<64x128xf32>, %arg12: tensor<64xf32>, %arg13: tensor<128x64xf32>, %arg14: tensor<64xf32>, %arg15: tensor<128x64xf32>, %arg16: tensor<64x64xf32>, %arg17: tensor<64x64xf32>, %arg18: tensor<64xf32>, %arg19: tensor<64xf32>, %arg20: tensor<64xf32>, %arg21: tensor<64xf32>, %arg22: tensor<64xf32>, %arg23: tensor<64xf32>, %arg24: tensor<64xf32>, %arg25: tensor<64x64xf32>, %arg26: tensor<64xf32>, %arg27: tensor<64x64xf32>, %arg28: tensor<64xf32>, %arg29: tensor<64x64xf32>, %arg30: tensor<64xf32>, %arg31: tensor<64x64xf32>, %arg32: tensor<64xf32>, %arg33: tensor<64x64xf32>, %arg34: tensor<64xf32>, %arg35: tensor<64x64xf32>, %arg36: tensor<2x32x16xf32>) -> (tensor<64xf32> {jax.result_info = "result['params']['attn_ln_0']['bias']"}, tensor<64xf32> {jax.result_info = "result['params']['attn_ln_0']['scale']"}, tensor<64xf32> {jax.result_info = "result['params']['attn_ln_1']['bias']"}, tensor<64xf32> {jax.result_info = "result['params']['attn_ln_1']['scale']"}, tensor<64xf32> {jax.result_info = "result['params']['conv1']['bias']"}, tensor<3x16x64xf32> {jax.result_info = "result['params']['conv1']['kernel']"}, tensor<64xf32> {jax.result_info = "result['params']['conv2']['bias']"}, tensor<3x64x64xf32> {jax.result_info = "result['params']['conv2']['kernel']"}, tensor<128xf32> {jax.result_info = "result['params']['fc1_0']['bias']"}, tensor<64x128xf32> {jax.result_info = "result['params']['fc1_0']['kernel']"}, tensor<128xf32> {jax.result_info = "result['params']['fc1_1']['bias']"}, tensor<64x128xf32> {jax.result_info = "result['params']['fc1_1']['kernel']"}, tensor<64xf32> {jax.result_info = "result['params']['fc2_0']['bias']"}, tensor<128x64xf32> {jax.result_info = "result['params']['fc2_0']['kernel']"}, tensor<64xf32> {jax.result_info = "result['params']['fc2_1']['bias']"}, tensor<128x64xf32> {jax.result_info = "result['params']['fc2_1']['kernel']"}, tensor<64x64xf32> {jax.result_info = "result['params']['k_0']['kernel']"}, tensor<64x64xf32> {jax.result_info = "result['params']['k_1']['kernel']"}, tensor<64xf32> {jax.result_info = "result['params']['ln_post']['bias']"}, tensor<64xf32> {jax.result_info = "result['params']['ln_post']['scale']"}, tensor<64xf32> {jax.result_info = "result['params']['mlp_ln_0']['bias']"}, tensor<64xf32> {jax.result_info = "result['params']['mlp_ln_0']['scale']"}, tensor<64xf32> {jax.result_info = "result['params']['mlp_ln_1']['bias']"}, tensor<64xf32> {jax.result_info = "result['params']['mlp_ln_1']['scale']"}, tensor<64xf32> {jax.result_info = "result['params']['out_0']['bias']"}, tensor<64x64xf32> {jax.result_info = "result['params']['out_0']['kernel']"}, tensor<64xf32> {jax.result_info = "result['params']['out_1']['bias']"}, tensor<64x64xf32> {jax.result_info = "result['params']['out_1']['kernel']"}, tensor<64xf32> {jax.result_info = "result['params']['q_0']['bias']"}, tensor<64x64xf32> {jax.result_info = "result['params']['q_0']['kernel']"}, tensor<64xf32> {jax.result_info = "result['params']['q_1']['bias']"}, tensor<64x64xf32> {jax.result_info = "result['params']['q_1']['kernel']"}, tensor<64xf32> {jax.result_info = "result['params']['v_0']['bias']"}, tensor<64x64xf32> {jax.result_info = "result['params']['v_0']['kernel']"}, tensor<64xf32> {jax.result_info = "result['params']['v_1']['bias']"}, tensor<64x64xf32> {jax.result_info = "result['params']['v_1']['kernel']"}) {
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
    %10 = chlo.square %8 : tensor<2x32x64xf32> -> tensor<2x32x64xf32>
    %11 = stablehlo.negate %10 : tensor<2x32x64xf32>
    %12 = stablehlo.exponential %11 : tensor<2x32x64xf32>
    %13 = stablehlo.multiply %5, %9 : tensor<2x32x64xf32>
    %14 = stablehlo.convolution(%13, %arg7) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [2], pad = [[1, 1]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x32x64xf32>, tensor<3x64x64xf32>) -> tensor<2x16x64xf32>
    %15 = stablehlo.reshape %arg6 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %17 = stablehlo.add %14, %16 : tensor<2x16x64xf32>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %19 = stablehlo.multiply %18, %17 : tensor<2x16x64xf32>
    %20 = stablehlo.negate %17 : tensor<2x16x64xf32>
    %cst_3 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %22 = stablehlo.multiply %20, %21 : tensor<2x16x64xf32>
    %23 = chlo.erfc %22 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %24 = chlo.square %22 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %25 = stablehlo.negate %24 : tensor<2x16x64xf32>
    %26 = stablehlo.exponential %25 : tensor<2x16x64xf32>
    %27 = stablehlo.multiply %19, %23 : tensor<2x16x64xf32>
    %28 = stablehlo.broadcast_in_dim %cst, dims = [1, 2] : (tensor<16x64xf32>) -> tensor<1x16x64xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2] : (tensor<1x16x64xf32>) -> tensor<2x16x64xf32>
    %30 = stablehlo.add %27, %29 : tensor<2x16x64xf32>
    %31 = chlo.square %30 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %33 = stablehlo.multiply %32, %30 : tensor<2x16x64xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %34 = stablehlo.reduce(%30 init: %cst_5) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_6 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %36 = stablehlo.divide %34, %35 : tensor<2x16xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %37 = stablehlo.reduce(%31 init: %cst_7) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_8 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %39 = stablehlo.divide %37, %38 : tensor<2x16xf32>
    %40 = chlo.square %36 : tensor<2x16xf32> -> tensor<2x16xf32>
    %cst_9 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %42 = stablehlo.multiply %41, %36 : tensor<2x16xf32>
    %43 = stablehlo.subtract %39, %40 : tensor<2x16xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %45 = stablehlo.maximum %44, %43 : tensor<2x16xf32>
    %46 = stablehlo.compare EQ, %43, %45, FLOAT : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xi1>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %49 = stablehlo.select %46, %47, %48 : tensor<2x16xi1>, tensor<2x16xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %51 = stablehlo.compare EQ, %50, %45, FLOAT : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xi1>
    %cst_14 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %54 = stablehlo.select %51, %52, %53 : tensor<2x16xi1>, tensor<2x16xf32>
    %55 = stablehlo.divide %49, %54 : tensor<2x16xf32>
    %56 = stablehlo.broadcast_in_dim %36, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %57 = stablehlo.broadcast_in_dim %45, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %58 = stablehlo.broadcast_in_dim %56, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %59 = stablehlo.subtract %30, %58 : tensor<2x16x64xf32>
    %cst_16 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %61 = stablehlo.add %57, %60 : tensor<2x16x1xf32>
    %62 = stablehlo.rsqrt %61 : tensor<2x16x1xf32>
    %63 = stablehlo.divide %62, %61 : tensor<2x16x1xf32>
    %cst_17 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %65 = stablehlo.multiply %64, %63 : tensor<2x16x1xf32>
    %66 = stablehlo.reshape %arg1 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %67 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %68 = stablehlo.broadcast_in_dim %66, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %69 = stablehlo.multiply %67, %68 : tensor<2x16x64xf32>
    %70 = stablehlo.multiply %59, %69 : tensor<2x16x64xf32>
    %71 = stablehlo.reshape %arg0 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %73 = stablehlo.add %70, %72 : tensor<2x16x64xf32>
    %74 = stablehlo.dot_general %73, %arg29, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %75 = stablehlo.reshape %arg28 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %77 = stablehlo.add %74, %76 : tensor<2x16x64xf32>
    %78 = stablehlo.reshape %77 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %79 = stablehlo.dot_general %73, %arg16, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %80 = stablehlo.reshape %79 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %81 = stablehlo.dot_general %73, %arg33, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %82 = stablehlo.reshape %arg32 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %84 = stablehlo.add %81, %83 : tensor<2x16x64xf32>
    %85 = stablehlo.reshape %84 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %86 = stablehlo.dot_general %78, %80, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %cst_18 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %88 = stablehlo.multiply %86, %87 : tensor<2x4x16x16xf32>
    %cst_19 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %89 = stablehlo.reduce(%88 init: %cst_19) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %cst_20 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %91 = stablehlo.maximum %90, %89 : tensor<2x4x16xf32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %93 = stablehlo.broadcast_in_dim %92, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %94 = stablehlo.subtract %88, %93 : tensor<2x4x16x16xf32>
    %95 = stablehlo.exponential %94 : tensor<2x4x16x16xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %96 = stablehlo.reduce(%95 init: %cst_21) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %97 = stablehlo.broadcast_in_dim %96, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %98 = stablehlo.broadcast_in_dim %97, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %99 = stablehlo.divide %95, %98 : tensor<2x4x16x16xf32>
    %100 = stablehlo.multiply %97, %97 : tensor<2x4x16x1xf32>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %101 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<2x4x16x1xf32>
    %102 = stablehlo.divide %101, %100 : tensor<2x4x16x1xf32>
    %103 = stablehlo.dot_general %85, %99, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %104 = stablehlo.transpose %103, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %105 = stablehlo.reshape %104 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %106 = stablehlo.dot_general %105, %arg25, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %107 = stablehlo.reshape %arg24 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %108 = stablehlo.broadcast_in_dim %107, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %109 = stablehlo.add %106, %108 : tensor<2x16x64xf32>
    %110 = stablehlo.add %30, %109 : tensor<2x16x64xf32>
    %111 = chlo.square %110 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_23 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %112 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %113 = stablehlo.multiply %112, %110 : tensor<2x16x64xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %114 = stablehlo.reduce(%110 init: %cst_24) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_25 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %115 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %116 = stablehlo.divide %114, %115 : tensor<2x16xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %117 = stablehlo.reduce(%111 init: %cst_26) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_27 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %118 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %119 = stablehlo.divide %117, %118 : tensor<2x16xf32>
    %120 = chlo.square %116 : tensor<2x16xf32> -> tensor<2x16xf32>
    %cst_28 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %121 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %122 = stablehlo.multiply %121, %116 : tensor<2x16xf32>
    %123 = stablehlo.subtract %119, %120 : tensor<2x16xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %124 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %125 = stablehlo.maximum %124, %123 : tensor<2x16xf32>
    %126 = stablehlo.compare EQ, %123, %125, FLOAT : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xi1>
    %cst_30 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %127 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %129 = stablehlo.select %126, %127, %128 : tensor<2x16xi1>, tensor<2x16xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %130 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %131 = stablehlo.compare EQ, %130, %125, FLOAT : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xi1>
    %cst_33 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %132 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %cst_34 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %133 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %134 = stablehlo.select %131, %132, %133 : tensor<2x16xi1>, tensor<2x16xf32>
    %135 = stablehlo.divide %129, %134 : tensor<2x16xf32>
    %136 = stablehlo.broadcast_in_dim %116, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %137 = stablehlo.broadcast_in_dim %125, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %138 = stablehlo.broadcast_in_dim %136, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %139 = stablehlo.subtract %110, %138 : tensor<2x16x64xf32>
    %cst_35 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %140 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %141 = stablehlo.add %137, %140 : tensor<2x16x1xf32>
    %142 = stablehlo.rsqrt %141 : tensor<2x16x1xf32>
    %143 = stablehlo.divide %142, %141 : tensor<2x16x1xf32>
    %cst_36 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %144 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %145 = stablehlo.multiply %144, %143 : tensor<2x16x1xf32>
    %146 = stablehlo.reshape %arg21 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %147 = stablehlo.broadcast_in_dim %142, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %148 = stablehlo.broadcast_in_dim %146, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %149 = stablehlo.multiply %147, %148 : tensor<2x16x64xf32>
    %150 = stablehlo.multiply %139, %149 : tensor<2x16x64xf32>
    %151 = stablehlo.reshape %arg20 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %152 = stablehlo.broadcast_in_dim %151, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %153 = stablehlo.add %150, %152 : tensor<2x16x64xf32>
    %154 = stablehlo.dot_general %153, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x128xf32>) -> tensor<2x16x128xf32>
    %155 = stablehlo.reshape %arg8 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %156 = stablehlo.broadcast_in_dim %155, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<2x16x128xf32>
    %157 = stablehlo.add %154, %156 : tensor<2x16x128xf32>
    %cst_37 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %158 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %159 = stablehlo.multiply %158, %157 : tensor<2x16x128xf32>
    %160 = stablehlo.negate %157 : tensor<2x16x128xf32>
    %cst_38 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %161 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %162 = stablehlo.multiply %160, %161 : tensor<2x16x128xf32>
    %163 = chlo.erfc %162 : tensor<2x16x128xf32> -> tensor<2x16x128xf32>
    %164 = chlo.square %162 : tensor<2x16x128xf32> -> tensor<2x16x128xf32>
    %165 = stablehlo.negate %164 : tensor<2x16x128xf32>
    %166 = stablehlo.exponential %165 : tensor<2x16x128xf32>
    %167 = stablehlo.multiply %159, %163 : tensor<2x16x128xf32>
    %168 = stablehlo.dot_general %167, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xf32>, tensor<128x64xf32>) -> tensor<2x16x64xf32>
    %169 = stablehlo.reshape %arg12 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %170 = stablehlo.broadcast_in_dim %169, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %171 = stablehlo.add %168, %170 : tensor<2x16x64xf32>
    %172 = stablehlo.add %110, %171 : tensor<2x16x64xf32>
    %173 = chlo.square %172 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_39 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %174 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %175 = stablehlo.multiply %174, %172 : tensor<2x16x64xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %176 = stablehlo.reduce(%172 init: %cst_40) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_41 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %177 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %178 = stablehlo.divide %176, %177 : tensor<2x16xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %179 = stablehlo.reduce(%173 init: %cst_42) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_43 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %180 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %181 = stablehlo.divide %179, %180 : tensor<2x16xf32>
    %182 = chlo.square %178 : tensor<2x16xf32> -> tensor<2x16xf32>
    %cst_44 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %183 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %184 = stablehlo.multiply %183, %178 : tensor<2x16xf32>
    %185 = stablehlo.subtract %181, %182 : tensor<2x16xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %186 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %187 = stablehlo.maximum %186, %185 : tensor<2x16xf32>
    %188 = stablehlo.compare EQ, %185, %187, FLOAT : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xi1>
    %cst_46 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %189 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %190 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %191 = stablehlo.select %188, %189, %190 : tensor<2x16xi1>, tensor<2x16xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %192 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %193 = stablehlo.compare EQ, %192, %187, FLOAT : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xi1>
    %cst_49 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %194 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %cst_50 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %195 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %196 = stablehlo.select %193, %194, %195 : tensor<2x16xi1>, tensor<2x16xf32>
    %197 = stablehlo.divide %191, %196 : tensor<2x16xf32>
    %198 = stablehlo.broadcast_in_dim %178, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %199 = stablehlo.broadcast_in_dim %187, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %200 = stablehlo.broadcast_in_dim %198, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %201 = stablehlo.subtract %172, %200 : tensor<2x16x64xf32>
    %cst_51 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %202 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %203 = stablehlo.add %199, %202 : tensor<2x16x1xf32>
    %204 = stablehlo.rsqrt %203 : tensor<2x16x1xf32>
    %205 = stablehlo.divide %204, %203 : tensor<2x16x1xf32>
    %cst_52 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %206 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %207 = stablehlo.multiply %206, %205 : tensor<2x16x1xf32>
    %208 = stablehlo.reshape %arg3 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %209 = stablehlo.broadcast_in_dim %204, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %210 = stablehlo.broadcast_in_dim %208, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %211 = stablehlo.multiply %209, %210 : tensor<2x16x64xf32>
    %212 = stablehlo.multiply %201, %211 : tensor<2x16x64xf32>
    %213 = stablehlo.reshape %arg2 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %214 = stablehlo.broadcast_in_dim %213, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %215 = stablehlo.add %212, %214 : tensor<2x16x64xf32>
    %216 = stablehlo.dot_general %215, %arg31, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %217 = stablehlo.reshape %arg30 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %218 = stablehlo.broadcast_in_dim %217, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %219 = stablehlo.add %216, %218 : tensor<2x16x64xf32>
    %220 = stablehlo.reshape %219 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %221 = stablehlo.dot_general %215, %arg17, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %222 = stablehlo.reshape %221 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %223 = stablehlo.dot_general %215, %arg35, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %224 = stablehlo.reshape %arg34 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %225 = stablehlo.broadcast_in_dim %224, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %226 = stablehlo.add %223, %225 : tensor<2x16x64xf32>
    %227 = stablehlo.reshape %226 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %228 = stablehlo.dot_general %220, %222, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %cst_53 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %229 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %230 = stablehlo.multiply %228, %229 : tensor<2x4x16x16xf32>
    %cst_54 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %231 = stablehlo.reduce(%230 init: %cst_54) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %cst_55 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %232 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %233 = stablehlo.maximum %232, %231 : tensor<2x4x16xf32>
    %234 = stablehlo.broadcast_in_dim %233, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %235 = stablehlo.broadcast_in_dim %234, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %236 = stablehlo.subtract %230, %235 : tensor<2x4x16x16xf32>
    %237 = stablehlo.exponential %236 : tensor<2x4x16x16xf32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %238 = stablehlo.reduce(%237 init: %cst_56) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %239 = stablehlo.broadcast_in_dim %238, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %240 = stablehlo.broadcast_in_dim %239, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %241 = stablehlo.divide %237, %240 : tensor<2x4x16x16xf32>
    %242 = stablehlo.multiply %239, %239 : tensor<2x4x16x1xf32>
    %cst_57 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %243 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<2x4x16x1xf32>
    %244 = stablehlo.divide %243, %242 : tensor<2x4x16x1xf32>
    %245 = stablehlo.dot_general %227, %241, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %246 = stablehlo.transpose %245, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %247 = stablehlo.reshape %246 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %248 = stablehlo.dot_general %247, %arg27, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %249 = stablehlo.reshape %arg26 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %250 = stablehlo.broadcast_in_dim %249, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %251 = stablehlo.add %248, %250 : tensor<2x16x64xf32>
    %252 = stablehlo.add %172, %251 : tensor<2x16x64xf32>
    %253 = chlo.square %252 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_58 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %254 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %255 = stablehlo.multiply %254, %252 : tensor<2x16x64xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %256 = stablehlo.reduce(%252 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_60 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %257 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %258 = stablehlo.divide %256, %257 : tensor<2x16xf32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %259 = stablehlo.reduce(%253 init: %cst_61) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_62 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %260 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %261 = stablehlo.divide %259, %260 : tensor<2x16xf32>
    %262 = chlo.square %258 : tensor<2x16xf32> -> tensor<2x16xf32>
    %cst_63 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %263 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %264 = stablehlo.multiply %263, %258 : tensor<2x16xf32>
    %265 = stablehlo.subtract %261, %262 : tensor<2x16xf32>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %266 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %267 = stablehlo.maximum %266, %265 : tensor<2x16xf32>
    %268 = stablehlo.compare EQ, %265, %267, FLOAT : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xi1>
    %cst_65 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %269 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %270 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %271 = stablehlo.select %268, %269, %270 : tensor<2x16xi1>, tensor<2x16xf32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %272 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %273 = stablehlo.compare EQ, %272, %267, FLOAT : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xi1>
    %cst_68 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %274 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %cst_69 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %275 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %276 = stablehlo.select %273, %274, %275 : tensor<2x16xi1>, tensor<2x16xf32>
    %277 = stablehlo.divide %271, %276 : tensor<2x16xf32>
    %278 = stablehlo.broadcast_in_dim %258, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %279 = stablehlo.broadcast_in_dim %267, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %280 = stablehlo.broadcast_in_dim %278, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %281 = stablehlo.subtract %252, %280 : tensor<2x16x64xf32>
    %cst_70 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %282 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %283 = stablehlo.add %279, %282 : tensor<2x16x1xf32>
    %284 = stablehlo.rsqrt %283 : tensor<2x16x1xf32>
    %285 = stablehlo.divide %284, %283 : tensor<2x16x1xf32>
    %cst_71 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %286 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %287 = stablehlo.multiply %286, %285 : tensor<2x16x1xf32>
    %288 = stablehlo.reshape %arg23 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %289 = stablehlo.broadcast_in_dim %284, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %290 = stablehlo.broadcast_in_dim %288, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %291 = stablehlo.multiply %289, %290 : tensor<2x16x64xf32>
    %292 = stablehlo.multiply %281, %291 : tensor<2x16x64xf32>
    %293 = stablehlo.reshape %arg22 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %294 = stablehlo.broadcast_in_dim %293, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %295 = stablehlo.add %292, %294 : tensor<2x16x64xf32>
    %296 = stablehlo.dot_general %295, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x128xf32>) -> tensor<2x16x128xf32>
    %297 = stablehlo.reshape %arg10 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %298 = stablehlo.broadcast_in_dim %297, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<2x16x128xf32>
    %299 = stablehlo.add %296, %298 : tensor<2x16x128xf32>
    %cst_72 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %300 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %301 = stablehlo.multiply %300, %299 : tensor<2x16x128xf32>
    %302 = stablehlo.negate %299 : tensor<2x16x128xf32>
    %cst_73 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %303 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %304 = stablehlo.multiply %302, %303 : tensor<2x16x128xf32>
    %305 = chlo.erfc %304 : tensor<2x16x128xf32> -> tensor<2x16x128xf32>
    %306 = chlo.square %304 : tensor<2x16x128xf32> -> tensor<2x16x128xf32>
    %307 = stablehlo.negate %306 : tensor<2x16x128xf32>
    %308 = stablehlo.exponential %307 : tensor<2x16x128xf32>
    %309 = stablehlo.multiply %301, %305 : tensor<2x16x128xf32>
    %310 = stablehlo.dot_general %309, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xf32>, tensor<128x64xf32>) -> tensor<2x16x64xf32>
    %311 = stablehlo.reshape %arg14 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %312 = stablehlo.broadcast_in_dim %311, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %313 = stablehlo.add %310, %312 : tensor<2x16x64xf32>
    %314 = stablehlo.add %252, %313 : tensor<2x16x64xf32>
    %315 = chlo.square %314 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_74 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %316 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %317 = stablehlo.multiply %316, %314 : tensor<2x16x64xf32>
    %cst_75 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %318 = stablehlo.reduce(%314 init: %cst_75) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_76 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %319 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %320 = stablehlo.divide %318, %319 : tensor<2x16xf32>
    %cst_77 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %321 = stablehlo.reduce(%315 init: %cst_77) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_78 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %322 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %323 = stablehlo.divide %321, %322 : tensor<2x16xf32>
    %324 = chlo.square %320 : tensor<2x16xf32> -> tensor<2x16xf32>
    %cst_79 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %325 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %326 = stablehlo.multiply %325, %320 : tensor<2x16xf32>
    %327 = stablehlo.subtract %323, %324 : tensor<2x16xf32>
    %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %328 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %329 = stablehlo.maximum %328, %327 : tensor<2x16xf32>
    %330 = stablehlo.compare EQ, %327, %329, FLOAT : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xi1>
    %cst_81 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %331 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %cst_82 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %332 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %333 = stablehlo.select %330, %331, %332 : tensor<2x16xi1>, tensor<2x16xf32>
    %cst_83 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %334 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %335 = stablehlo.compare EQ, %334, %329, FLOAT : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xi1>
    %cst_84 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %336 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %cst_85 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %337 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %338 = stablehlo.select %335, %336, %337 : tensor<2x16xi1>, tensor<2x16xf32>
    %339 = stablehlo.divide %333, %338 : tensor<2x16xf32>
    %340 = stablehlo.broadcast_in_dim %320, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %341 = stablehlo.broadcast_in_dim %329, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %342 = stablehlo.broadcast_in_dim %340, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %343 = stablehlo.subtract %314, %342 : tensor<2x16x64xf32>
    %cst_86 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %344 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %345 = stablehlo.add %341, %344 : tensor<2x16x1xf32>
    %346 = stablehlo.rsqrt %345 : tensor<2x16x1xf32>
    %347 = stablehlo.divide %346, %345 : tensor<2x16x1xf32>
    %cst_87 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %348 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %349 = stablehlo.multiply %348, %347 : tensor<2x16x1xf32>
    %350 = stablehlo.reshape %arg19 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %351 = stablehlo.broadcast_in_dim %346, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %352 = stablehlo.broadcast_in_dim %350, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %353 = stablehlo.multiply %351, %352 : tensor<2x16x64xf32>
    %354 = stablehlo.multiply %343, %353 : tensor<2x16x64xf32>
    %355 = stablehlo.reshape %arg18 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %356 = stablehlo.broadcast_in_dim %355, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %357 = stablehlo.add %354, %356 : tensor<2x16x64xf32>
    %cst_88 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %358 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %359 = stablehlo.multiply %358, %357 : tensor<2x16x64xf32>
    %cst_89 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_90 = stablehlo.constant dense<2.048000e+03> : tensor<f32>
    %360 = stablehlo.divide %cst_89, %cst_90 : tensor<f32>
    %361 = stablehlo.broadcast_in_dim %360, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %362 = stablehlo.multiply %361, %359 : tensor<2x16x64xf32>
    %cst_91 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %363 = stablehlo.reduce(%362 init: %cst_91) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %364 = stablehlo.reshape %363 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %365 = stablehlo.reshape %364 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %366 = stablehlo.multiply %343, %362 : tensor<2x16x64xf32>
    %367 = stablehlo.multiply %362, %353 : tensor<2x16x64xf32>
    %368 = stablehlo.broadcast_in_dim %346, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %369 = stablehlo.multiply %368, %366 : tensor<2x16x64xf32>
    %cst_92 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %370 = stablehlo.reduce(%369 init: %cst_92) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %371 = stablehlo.reshape %370 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %372 = stablehlo.broadcast_in_dim %350, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %373 = stablehlo.multiply %366, %372 : tensor<2x16x64xf32>
    %cst_93 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %374 = stablehlo.reduce(%373 init: %cst_93) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %375 = stablehlo.reshape %374 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %376 = stablehlo.reshape %371 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %377 = stablehlo.multiply %375, %349 : tensor<2x16x1xf32>
    %378 = stablehlo.negate %367 : tensor<2x16x64xf32>
    %cst_94 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %379 = stablehlo.reduce(%378 init: %cst_94) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %380 = stablehlo.reshape %379 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_95 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %381 = stablehlo.reduce(%377 init: %cst_95) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_96 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %382 = stablehlo.reduce(%380 init: %cst_96) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %383 = stablehlo.multiply %381, %339 : tensor<2x16xf32>
    %384 = stablehlo.negate %383 : tensor<2x16xf32>
    %385 = stablehlo.multiply %384, %326 : tensor<2x16xf32>
    %386 = stablehlo.add %382, %385 : tensor<2x16xf32>
    %cst_97 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %387 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %388 = stablehlo.divide %383, %387 : tensor<2x16xf32>
    %389 = stablehlo.broadcast_in_dim %388, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %cst_98 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %390 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %391 = stablehlo.divide %386, %390 : tensor<2x16xf32>
    %392 = stablehlo.broadcast_in_dim %391, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %393 = stablehlo.add %367, %392 : tensor<2x16x64xf32>
    %394 = stablehlo.multiply %389, %317 : tensor<2x16x64xf32>
    %395 = stablehlo.add %393, %394 : tensor<2x16x64xf32>
    %cst_99 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %396 = stablehlo.reduce(%395 init: %cst_99) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %397 = stablehlo.reshape %396 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %398 = stablehlo.reshape %397 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %399 = stablehlo.dot_general %395, %309, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x16x128xf32>) -> tensor<64x128xf32>
    %400 = stablehlo.transpose %399, dims = [1, 0] : (tensor<64x128xf32>) -> tensor<128x64xf32>
    %401 = stablehlo.dot_general %395, %arg15, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<128x64xf32>) -> tensor<2x16x128xf32>
    %402 = stablehlo.multiply %301, %401 : tensor<2x16x128xf32>
    %403 = stablehlo.multiply %401, %305 : tensor<2x16x128xf32>
    %cst_100 = stablehlo.constant dense<-1.12837923> : tensor<f32>
    %404 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %405 = stablehlo.multiply %404, %402 : tensor<2x16x128xf32>
    %406 = stablehlo.multiply %405, %308 : tensor<2x16x128xf32>
    %cst_101 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %407 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %408 = stablehlo.multiply %406, %407 : tensor<2x16x128xf32>
    %409 = stablehlo.negate %408 : tensor<2x16x128xf32>
    %cst_102 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %410 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %411 = stablehlo.multiply %410, %403 : tensor<2x16x128xf32>
    %412 = stablehlo.add %409, %411 : tensor<2x16x128xf32>
    %cst_103 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %413 = stablehlo.reduce(%412 init: %cst_103) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x128xf32>, tensor<f32>) -> tensor<128xf32>
    %414 = stablehlo.reshape %413 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %415 = stablehlo.reshape %414 : (tensor<1x1x128xf32>) -> tensor<128xf32>
    %416 = stablehlo.dot_general %412, %295, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xf32>, tensor<2x16x64xf32>) -> tensor<128x64xf32>
    %417 = stablehlo.transpose %416, dims = [1, 0] : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %418 = stablehlo.dot_general %412, %arg11, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xf32>, tensor<64x128xf32>) -> tensor<2x16x64xf32>
    %cst_104 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %419 = stablehlo.reduce(%418 init: %cst_104) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %420 = stablehlo.reshape %419 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %421 = stablehlo.reshape %420 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %422 = stablehlo.multiply %281, %418 : tensor<2x16x64xf32>
    %423 = stablehlo.multiply %418, %291 : tensor<2x16x64xf32>
    %424 = stablehlo.broadcast_in_dim %284, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %425 = stablehlo.multiply %424, %422 : tensor<2x16x64xf32>
    %cst_105 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %426 = stablehlo.reduce(%425 init: %cst_105) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %427 = stablehlo.reshape %426 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %428 = stablehlo.broadcast_in_dim %288, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %429 = stablehlo.multiply %422, %428 : tensor<2x16x64xf32>
    %cst_106 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %430 = stablehlo.reduce(%429 init: %cst_106) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %431 = stablehlo.reshape %430 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %432 = stablehlo.reshape %427 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %433 = stablehlo.multiply %431, %287 : tensor<2x16x1xf32>
    %434 = stablehlo.negate %423 : tensor<2x16x64xf32>
    %cst_107 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %435 = stablehlo.reduce(%434 init: %cst_107) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %436 = stablehlo.reshape %435 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %437 = stablehlo.add %395, %423 : tensor<2x16x64xf32>
    %cst_108 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %438 = stablehlo.reduce(%433 init: %cst_108) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_109 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %439 = stablehlo.reduce(%436 init: %cst_109) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %440 = stablehlo.multiply %438, %277 : tensor<2x16xf32>
    %441 = stablehlo.negate %440 : tensor<2x16xf32>
    %442 = stablehlo.multiply %441, %264 : tensor<2x16xf32>
    %443 = stablehlo.add %439, %442 : tensor<2x16xf32>
    %cst_110 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %444 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %445 = stablehlo.divide %440, %444 : tensor<2x16xf32>
    %446 = stablehlo.broadcast_in_dim %445, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %cst_111 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %447 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %448 = stablehlo.divide %443, %447 : tensor<2x16xf32>
    %449 = stablehlo.broadcast_in_dim %448, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %450 = stablehlo.add %437, %449 : tensor<2x16x64xf32>
    %451 = stablehlo.multiply %446, %255 : tensor<2x16x64xf32>
    %452 = stablehlo.add %450, %451 : tensor<2x16x64xf32>
    %cst_112 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %453 = stablehlo.reduce(%452 init: %cst_112) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %454 = stablehlo.reshape %453 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %455 = stablehlo.reshape %454 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %456 = stablehlo.dot_general %452, %247, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x16x64xf32>) -> tensor<64x64xf32>
    %457 = stablehlo.transpose %456, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %458 = stablehlo.dot_general %452, %arg27, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %459 = stablehlo.reshape %458 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %460 = stablehlo.transpose %459, dims = [0, 2, 3, 1] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %461 = stablehlo.dot_general %460, %227, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %462 = stablehlo.dot_general %460, %241, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %463 = stablehlo.transpose %462, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %464 = stablehlo.broadcast_in_dim %244, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %465 = stablehlo.multiply %461, %464 : tensor<2x4x16x16xf32>
    %466 = stablehlo.multiply %465, %237 : tensor<2x4x16x16xf32>
    %cst_113 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %467 = stablehlo.reduce(%466 init: %cst_113) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %468 = stablehlo.reshape %467 : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %469 = stablehlo.negate %468 : tensor<2x4x16x1xf32>
    %470 = stablehlo.broadcast_in_dim %239, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %471 = stablehlo.divide %461, %470 : tensor<2x4x16x16xf32>
    %cst_114 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %472 = stablehlo.reduce(%469 init: %cst_114) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x1xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %473 = stablehlo.broadcast_in_dim %472, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %474 = stablehlo.add %471, %473 : tensor<2x4x16x16xf32>
    %475 = stablehlo.multiply %474, %237 : tensor<2x4x16x16xf32>
    %cst_115 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %476 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %477 = stablehlo.multiply %475, %476 : tensor<2x4x16x16xf32>
    %478 = stablehlo.dot_general %477, %220, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %479 = stablehlo.transpose %478, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %480 = stablehlo.dot_general %477, %222, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %481 = stablehlo.transpose %480, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %482 = stablehlo.reshape %463 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %cst_116 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %483 = stablehlo.reduce(%482 init: %cst_116) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %484 = stablehlo.reshape %483 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %485 = stablehlo.reshape %484 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %486 = stablehlo.dot_general %482, %215, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x16x64xf32>) -> tensor<64x64xf32>
    %487 = stablehlo.transpose %486, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %488 = stablehlo.dot_general %482, %arg35, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %489 = stablehlo.reshape %479 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %490 = stablehlo.dot_general %489, %215, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x16x64xf32>) -> tensor<64x64xf32>
    %491 = stablehlo.transpose %490, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %492 = stablehlo.dot_general %489, %arg17, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %493 = stablehlo.add %488, %492 : tensor<2x16x64xf32>
    %494 = stablehlo.reshape %481 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %cst_117 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %495 = stablehlo.reduce(%494 init: %cst_117) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %496 = stablehlo.reshape %495 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %497 = stablehlo.reshape %496 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %498 = stablehlo.dot_general %494, %215, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x16x64xf32>) -> tensor<64x64xf32>
    %499 = stablehlo.transpose %498, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %500 = stablehlo.dot_general %494, %arg31, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %501 = stablehlo.add %493, %500 : tensor<2x16x64xf32>
    %cst_118 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %502 = stablehlo.reduce(%501 init: %cst_118) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %503 = stablehlo.reshape %502 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %504 = stablehlo.reshape %503 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %505 = stablehlo.multiply %201, %501 : tensor<2x16x64xf32>
    %506 = stablehlo.multiply %501, %211 : tensor<2x16x64xf32>
    %507 = stablehlo.broadcast_in_dim %204, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %508 = stablehlo.multiply %507, %505 : tensor<2x16x64xf32>
    %cst_119 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %509 = stablehlo.reduce(%508 init: %cst_119) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %510 = stablehlo.reshape %509 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %511 = stablehlo.broadcast_in_dim %208, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %512 = stablehlo.multiply %505, %511 : tensor<2x16x64xf32>
    %cst_120 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %513 = stablehlo.reduce(%512 init: %cst_120) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %514 = stablehlo.reshape %513 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %515 = stablehlo.reshape %510 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %516 = stablehlo.multiply %514, %207 : tensor<2x16x1xf32>
    %517 = stablehlo.negate %506 : tensor<2x16x64xf32>
    %cst_121 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %518 = stablehlo.reduce(%517 init: %cst_121) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %519 = stablehlo.reshape %518 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %520 = stablehlo.add %452, %506 : tensor<2x16x64xf32>
    %cst_122 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %521 = stablehlo.reduce(%516 init: %cst_122) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_123 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %522 = stablehlo.reduce(%519 init: %cst_123) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %523 = stablehlo.multiply %521, %197 : tensor<2x16xf32>
    %524 = stablehlo.negate %523 : tensor<2x16xf32>
    %525 = stablehlo.multiply %524, %184 : tensor<2x16xf32>
    %526 = stablehlo.add %522, %525 : tensor<2x16xf32>
    %cst_124 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %527 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %528 = stablehlo.divide %523, %527 : tensor<2x16xf32>
    %529 = stablehlo.broadcast_in_dim %528, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %cst_125 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %530 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %531 = stablehlo.divide %526, %530 : tensor<2x16xf32>
    %532 = stablehlo.broadcast_in_dim %531, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %533 = stablehlo.add %520, %532 : tensor<2x16x64xf32>
    %534 = stablehlo.multiply %529, %175 : tensor<2x16x64xf32>
    %535 = stablehlo.add %533, %534 : tensor<2x16x64xf32>
    %cst_126 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %536 = stablehlo.reduce(%535 init: %cst_126) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %537 = stablehlo.reshape %536 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %538 = stablehlo.reshape %537 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %539 = stablehlo.dot_general %535, %167, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x16x128xf32>) -> tensor<64x128xf32>
    %540 = stablehlo.transpose %539, dims = [1, 0] : (tensor<64x128xf32>) -> tensor<128x64xf32>
    %541 = stablehlo.dot_general %535, %arg13, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<128x64xf32>) -> tensor<2x16x128xf32>
    %542 = stablehlo.multiply %159, %541 : tensor<2x16x128xf32>
    %543 = stablehlo.multiply %541, %163 : tensor<2x16x128xf32>
    %cst_127 = stablehlo.constant dense<-1.12837923> : tensor<f32>
    %544 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %545 = stablehlo.multiply %544, %542 : tensor<2x16x128xf32>
    %546 = stablehlo.multiply %545, %166 : tensor<2x16x128xf32>
    %cst_128 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %547 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %548 = stablehlo.multiply %546, %547 : tensor<2x16x128xf32>
    %549 = stablehlo.negate %548 : tensor<2x16x128xf32>
    %cst_129 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %550 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %551 = stablehlo.multiply %550, %543 : tensor<2x16x128xf32>
    %552 = stablehlo.add %549, %551 : tensor<2x16x128xf32>
    %cst_130 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %553 = stablehlo.reduce(%552 init: %cst_130) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x128xf32>, tensor<f32>) -> tensor<128xf32>
    %554 = stablehlo.reshape %553 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %555 = stablehlo.reshape %554 : (tensor<1x1x128xf32>) -> tensor<128xf32>
    %556 = stablehlo.dot_general %552, %153, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xf32>, tensor<2x16x64xf32>) -> tensor<128x64xf32>
    %557 = stablehlo.transpose %556, dims = [1, 0] : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %558 = stablehlo.dot_general %552, %arg9, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xf32>, tensor<64x128xf32>) -> tensor<2x16x64xf32>
    %cst_131 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %559 = stablehlo.reduce(%558 init: %cst_131) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %560 = stablehlo.reshape %559 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %561 = stablehlo.reshape %560 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %562 = stablehlo.multiply %139, %558 : tensor<2x16x64xf32>
    %563 = stablehlo.multiply %558, %149 : tensor<2x16x64xf32>
    %564 = stablehlo.broadcast_in_dim %142, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %565 = stablehlo.multiply %564, %562 : tensor<2x16x64xf32>
    %cst_132 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %566 = stablehlo.reduce(%565 init: %cst_132) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %567 = stablehlo.reshape %566 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %568 = stablehlo.broadcast_in_dim %146, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %569 = stablehlo.multiply %562, %568 : tensor<2x16x64xf32>
    %cst_133 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %570 = stablehlo.reduce(%569 init: %cst_133) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %571 = stablehlo.reshape %570 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %572 = stablehlo.reshape %567 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %573 = stablehlo.multiply %571, %145 : tensor<2x16x1xf32>
    %574 = stablehlo.negate %563 : tensor<2x16x64xf32>
    %cst_134 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %575 = stablehlo.reduce(%574 init: %cst_134) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %576 = stablehlo.reshape %575 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %577 = stablehlo.add %535, %563 : tensor<2x16x64xf32>
    %cst_135 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %578 = stablehlo.reduce(%573 init: %cst_135) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_136 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %579 = stablehlo.reduce(%576 init: %cst_136) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %580 = stablehlo.multiply %578, %135 : tensor<2x16xf32>
    %581 = stablehlo.negate %580 : tensor<2x16xf32>
    %582 = stablehlo.multiply %581, %122 : tensor<2x16xf32>
    %583 = stablehlo.add %579, %582 : tensor<2x16xf32>
    %cst_137 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %584 = stablehlo.broadcast_in_dim %cst_137, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %585 = stablehlo.divide %580, %584 : tensor<2x16xf32>
    %586 = stablehlo.broadcast_in_dim %585, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %cst_138 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %587 = stablehlo.broadcast_in_dim %cst_138, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %588 = stablehlo.divide %583, %587 : tensor<2x16xf32>
    %589 = stablehlo.broadcast_in_dim %588, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %590 = stablehlo.add %577, %589 : tensor<2x16x64xf32>
    %591 = stablehlo.multiply %586, %113 : tensor<2x16x64xf32>
    %592 = stablehlo.add %590, %591 : tensor<2x16x64xf32>
    %cst_139 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %593 = stablehlo.reduce(%592 init: %cst_139) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %594 = stablehlo.reshape %593 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %595 = stablehlo.reshape %594 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %596 = stablehlo.dot_general %592, %105, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x16x64xf32>) -> tensor<64x64xf32>
    %597 = stablehlo.transpose %596, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %598 = stablehlo.dot_general %592, %arg25, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %599 = stablehlo.reshape %598 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %600 = stablehlo.transpose %599, dims = [0, 2, 3, 1] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %601 = stablehlo.dot_general %600, %85, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %602 = stablehlo.dot_general %600, %99, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %603 = stablehlo.transpose %602, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %604 = stablehlo.broadcast_in_dim %102, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %605 = stablehlo.multiply %601, %604 : tensor<2x4x16x16xf32>
    %606 = stablehlo.multiply %605, %95 : tensor<2x4x16x16xf32>
    %cst_140 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %607 = stablehlo.reduce(%606 init: %cst_140) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %608 = stablehlo.reshape %607 : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %609 = stablehlo.negate %608 : tensor<2x4x16x1xf32>
    %610 = stablehlo.broadcast_in_dim %97, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %611 = stablehlo.divide %601, %610 : tensor<2x4x16x16xf32>
    %cst_141 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %612 = stablehlo.reduce(%609 init: %cst_141) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x1xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %613 = stablehlo.broadcast_in_dim %612, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %614 = stablehlo.add %611, %613 : tensor<2x4x16x16xf32>
    %615 = stablehlo.multiply %614, %95 : tensor<2x4x16x16xf32>
    %cst_142 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %616 = stablehlo.broadcast_in_dim %cst_142, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %617 = stablehlo.multiply %615, %616 : tensor<2x4x16x16xf32>
    %618 = stablehlo.dot_general %617, %78, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %619 = stablehlo.transpose %618, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %620 = stablehlo.dot_general %617, %80, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %621 = stablehlo.transpose %620, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %622 = stablehlo.reshape %603 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %cst_143 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %623 = stablehlo.reduce(%622 init: %cst_143) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %624 = stablehlo.reshape %623 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %625 = stablehlo.reshape %624 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %626 = stablehlo.dot_general %622, %73, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x16x64xf32>) -> tensor<64x64xf32>
    %627 = stablehlo.transpose %626, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %628 = stablehlo.dot_general %622, %arg33, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %629 = stablehlo.reshape %619 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %630 = stablehlo.dot_general %629, %73, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x16x64xf32>) -> tensor<64x64xf32>
    %631 = stablehlo.transpose %630, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %632 = stablehlo.dot_general %629, %arg16, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %633 = stablehlo.add %628, %632 : tensor<2x16x64xf32>
    %634 = stablehlo.reshape %621 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %cst_144 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %635 = stablehlo.reduce(%634 init: %cst_144) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %636 = stablehlo.reshape %635 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %637 = stablehlo.reshape %636 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %638 = stablehlo.dot_general %634, %73, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x16x64xf32>) -> tensor<64x64xf32>
    %639 = stablehlo.transpose %638, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %640 = stablehlo.dot_general %634, %arg29, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %641 = stablehlo.add %633, %640 : tensor<2x16x64xf32>
    %cst_145 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %642 = stablehlo.reduce(%641 init: %cst_145) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %643 = stablehlo.reshape %642 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %644 = stablehlo.reshape %643 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %645 = stablehlo.multiply %59, %641 : tensor<2x16x64xf32>
    %646 = stablehlo.multiply %641, %69 : tensor<2x16x64xf32>
    %647 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %648 = stablehlo.multiply %647, %645 : tensor<2x16x64xf32>
    %cst_146 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %649 = stablehlo.reduce(%648 init: %cst_146) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %650 = stablehlo.reshape %649 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %651 = stablehlo.broadcast_in_dim %66, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %652 = stablehlo.multiply %645, %651 : tensor<2x16x64xf32>
    %cst_147 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %653 = stablehlo.reduce(%652 init: %cst_147) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %654 = stablehlo.reshape %653 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %655 = stablehlo.reshape %650 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %656 = stablehlo.multiply %654, %65 : tensor<2x16x1xf32>
    %657 = stablehlo.negate %646 : tensor<2x16x64xf32>
    %cst_148 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %658 = stablehlo.reduce(%657 init: %cst_148) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %659 = stablehlo.reshape %658 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %660 = stablehlo.add %592, %646 : tensor<2x16x64xf32>
    %cst_149 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %661 = stablehlo.reduce(%656 init: %cst_149) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_150 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %662 = stablehlo.reduce(%659 init: %cst_150) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %663 = stablehlo.multiply %661, %55 : tensor<2x16xf32>
    %664 = stablehlo.negate %663 : tensor<2x16xf32>
    %665 = stablehlo.multiply %664, %42 : tensor<2x16xf32>
    %666 = stablehlo.add %662, %665 : tensor<2x16xf32>
    %cst_151 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %667 = stablehlo.broadcast_in_dim %cst_151, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %668 = stablehlo.divide %663, %667 : tensor<2x16xf32>
    %669 = stablehlo.broadcast_in_dim %668, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %cst_152 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %670 = stablehlo.broadcast_in_dim %cst_152, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %671 = stablehlo.divide %666, %670 : tensor<2x16xf32>
    %672 = stablehlo.broadcast_in_dim %671, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %673 = stablehlo.add %660, %672 : tensor<2x16x64xf32>
    %674 = stablehlo.multiply %669, %33 : tensor<2x16x64xf32>
    %675 = stablehlo.add %673, %674 : tensor<2x16x64xf32>
    %676 = stablehlo.multiply %19, %675 : tensor<2x16x64xf32>
    %677 = stablehlo.multiply %675, %23 : tensor<2x16x64xf32>
    %cst_153 = stablehlo.constant dense<-1.12837923> : tensor<f32>
    %678 = stablehlo.broadcast_in_dim %cst_153, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %679 = stablehlo.multiply %678, %676 : tensor<2x16x64xf32>
    %680 = stablehlo.multiply %679, %26 : tensor<2x16x64xf32>
    %cst_154 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %681 = stablehlo.broadcast_in_dim %cst_154, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %682 = stablehlo.multiply %680, %681 : tensor<2x16x64xf32>
    %683 = stablehlo.negate %682 : tensor<2x16x64xf32>
    %cst_155 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %684 = stablehlo.broadcast_in_dim %cst_155, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %685 = stablehlo.multiply %684, %677 : tensor<2x16x64xf32>
    %686 = stablehlo.add %683, %685 : tensor<2x16x64xf32>
    %cst_156 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %687 = stablehlo.reduce(%686 init: %cst_156) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %688 = stablehlo.reshape %687 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %689 = stablehlo.reshape %688 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %690 = stablehlo.convolution(%13, %686) dim_numbers = [f, 0, b]x[i, 0, o]->[0, b, f], window = {stride = [1], pad = [[1, 0]], lhs_dilate = [1], rhs_dilate = [2], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x32x64xf32>, tensor<2x16x64xf32>) -> tensor<3x64x64xf32>
    %691 = stablehlo.reverse %arg7, dims = [0] : tensor<3x64x64xf32>
    %692 = stablehlo.convolution(%686, %691) dim_numbers = [b, 0, f]x[0, o, i]->[b, 0, f], window = {stride = [1], pad = [[1, 2]], lhs_dilate = [2], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x16x64xf32>, tensor<3x64x64xf32>) -> tensor<2x32x64xf32>
    %693 = stablehlo.multiply %5, %692 : tensor<2x32x64xf32>
    %694 = stablehlo.multiply %692, %9 : tensor<2x32x64xf32>
    %cst_157 = stablehlo.constant dense<-1.12837923> : tensor<f32>
    %695 = stablehlo.broadcast_in_dim %cst_157, dims = [] : (tensor<f32>) -> tensor<2x32x64xf32>
    %696 = stablehlo.multiply %695, %693 : tensor<2x32x64xf32>
    %697 = stablehlo.multiply %696, %12 : tensor<2x32x64xf32>
    %cst_158 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %698 = stablehlo.broadcast_in_dim %cst_158, dims = [] : (tensor<f32>) -> tensor<2x32x64xf32>
    %699 = stablehlo.multiply %697, %698 : tensor<2x32x64xf32>
    %700 = stablehlo.negate %699 : tensor<2x32x64xf32>
    %cst_159 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %701 = stablehlo.broadcast_in_dim %cst_159, dims = [] : (tensor<f32>) -> tensor<2x32x64xf32>
    %702 = stablehlo.multiply %701, %694 : tensor<2x32x64xf32>
    %703 = stablehlo.add %700, %702 : tensor<2x32x64xf32>
    %cst_160 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %704 = stablehlo.reduce(%703 init: %cst_160) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %705 = stablehlo.reshape %704 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %706 = stablehlo.reshape %705 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %707 = stablehlo.convolution(%arg36, %703) dim_numbers = [f, 0, b]x[i, 0, o]->[0, b, f], window = {stride = [1], pad = [[1, 1]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x32x16xf32>, tensor<2x32x64xf32>) -> tensor<3x16x64xf32>
    return %644, %655, %504, %515, %706, %707, %689, %690, %555, %557, %415, %417, %538, %540, %398, %400, %631, %491, %365, %376, %561, %572, %421, %432, %595, %597, %455, %457, %637, %639, %497, %499, %625, %627, %485, %487 : tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x16x64xf32>, tensor<64xf32>, tensor<3x64x64xf32>, tensor<128xf32>, tensor<64x128xf32>, tensor<128xf32>, tensor<64x128xf32>, tensor<64xf32>, tensor<128x64xf32>, tensor<64xf32>, tensor<128x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>
  }
}
