module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<128xbf16>, %arg1: tensor<32x128xbf16>, %arg2: tensor<32xbf16>, %arg3: tensor<128x32xbf16>, %arg4: tensor<32xbf16>, %arg5: tensor<32xbf16>, %arg6: tensor<32xbf16>, %arg7: tensor<32xbf16>, %arg8: tensor<32xbf16>, %arg9: tensor<32x32xbf16>, %arg10: tensor<96xbf16>, %arg11: tensor<32x96xbf16>, %arg12: tensor<49x2xbf16>, %arg13: tensor<128xbf16>, %arg14: tensor<32x128xbf16>, %arg15: tensor<32xbf16>, %arg16: tensor<128x32xbf16>, %arg17: tensor<32xbf16>, %arg18: tensor<32xbf16>, %arg19: tensor<32xbf16>, %arg20: tensor<32xbf16>, %arg21: tensor<32xbf16>, %arg22: tensor<32x32xbf16>, %arg23: tensor<96xbf16>, %arg24: tensor<32x96xbf16>, %arg25: tensor<49x2xbf16>, %arg26: tensor<128xbf16>, %arg27: tensor<128xbf16>, %arg28: tensor<64xbf16>, %arg29: tensor<64xbf16>, %arg30: tensor<32xbf16>, %arg31: tensor<4x4x3x32xbf16>, %arg32: tensor<32xbf16>, %arg33: tensor<32xbf16>, %arg34: tensor<128x64xbf16>, %arg35: tensor<2x32x32x3xbf16>) -> (tensor<2x4x4x64xbf16> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<"0x1800000017000000160000001500000011000000100000000F0000000E0000000A00000009000000080000000700000003000000020000000100000000000000190000001800000017000000160000001200000011000000100000000F0000000B0000000A0000000900000008000000040000000300000002000000010000001A000000190000001800000017000000130000001200000011000000100000000C0000000B0000000A00000009000000050000000400000003000000020000001B0000001A0000001900000018000000140000001300000012000000110000000D0000000C0000000B0000000A000000060000000500000004000000030000001F0000001E0000001D0000001C0000001800000017000000160000001500000011000000100000000F0000000E0000000A000000090000000800000007000000200000001F0000001E0000001D000000190000001800000017000000160000001200000011000000100000000F0000000B0000000A000000090000000800000021000000200000001F0000001E0000001A000000190000001800000017000000130000001200000011000000100000000C0000000B0000000A000000090000002200000021000000200000001F0000001B0000001A0000001900000018000000140000001300000012000000110000000D0000000C0000000B0000000A000000260000002500000024000000230000001F0000001E0000001D0000001C0000001800000017000000160000001500000011000000100000000F0000000E00000027000000260000002500000024000000200000001F0000001E0000001D000000190000001800000017000000160000001200000011000000100000000F0000002800000027000000260000002500000021000000200000001F0000001E0000001A00000019000000180000001700000013000000120000001100000010000000290000002800000027000000260000002200000021000000200000001F0000001B0000001A0000001900000018000000140000001300000012000000110000002D0000002C0000002B0000002A000000260000002500000024000000230000001F0000001E0000001D0000001C000000180000001700000016000000150000002E0000002D0000002C0000002B00000027000000260000002500000024000000200000001F0000001E0000001D000000190000001800000017000000160000002F0000002E0000002D0000002C0000002800000027000000260000002500000021000000200000001F0000001E0000001A000000190000001800000017000000300000002F0000002E0000002D000000290000002800000027000000260000002200000021000000200000001F0000001B0000001A0000001900000018000000"> : tensor<256xi32>
    %c_0 = stablehlo.constant dense<"0x1800000017000000160000001500000011000000100000000F0000000E0000000A00000009000000080000000700000003000000020000000100000000000000190000001800000017000000160000001200000011000000100000000F0000000B0000000A0000000900000008000000040000000300000002000000010000001A000000190000001800000017000000130000001200000011000000100000000C0000000B0000000A00000009000000050000000400000003000000020000001B0000001A0000001900000018000000140000001300000012000000110000000D0000000C0000000B0000000A000000060000000500000004000000030000001F0000001E0000001D0000001C0000001800000017000000160000001500000011000000100000000F0000000E0000000A000000090000000800000007000000200000001F0000001E0000001D000000190000001800000017000000160000001200000011000000100000000F0000000B0000000A000000090000000800000021000000200000001F0000001E0000001A000000190000001800000017000000130000001200000011000000100000000C0000000B0000000A000000090000002200000021000000200000001F0000001B0000001A0000001900000018000000140000001300000012000000110000000D0000000C0000000B0000000A000000260000002500000024000000230000001F0000001E0000001D0000001C0000001800000017000000160000001500000011000000100000000F0000000E00000027000000260000002500000024000000200000001F0000001E0000001D000000190000001800000017000000160000001200000011000000100000000F0000002800000027000000260000002500000021000000200000001F0000001E0000001A00000019000000180000001700000013000000120000001100000010000000290000002800000027000000260000002200000021000000200000001F0000001B0000001A0000001900000018000000140000001300000012000000110000002D0000002C0000002B0000002A000000260000002500000024000000230000001F0000001E0000001D0000001C000000180000001700000016000000150000002E0000002D0000002C0000002B00000027000000260000002500000024000000200000001F0000001E0000001D000000190000001800000017000000160000002F0000002E0000002D0000002C0000002800000027000000260000002500000021000000200000001F0000001E0000001A000000190000001800000017000000300000002F0000002E0000002D000000290000002800000027000000260000002200000021000000200000001F0000001B0000001A0000001900000018000000"> : tensor<256xi32>
    %cst = stablehlo.constant dense<"0x000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000C8C2C8C200000000C8C2C8C200000000C8C2C8C200000000C8C2C8C200000000C8C2C8C200000000C8C2C8C200000000C8C2C8C200000000C8C2C8C2C8C2C8C200000000C8C2C8C200000000C8C2C8C200000000C8C2C8C200000000C8C2C8C200000000C8C2C8C200000000C8C2C8C200000000C8C2C8C20000000000000000C8C2C8C200000000C8C2C8C200000000C8C2C8C200000000C8C2C8C200000000C8C2C8C200000000C8C2C8C200000000C8C2C8C200000000C8C2C8C2C8C2C8C200000000C8C2C8C200000000C8C2C8C200000000C8C2C8C200000000C8C2C8C200000000C8C2C8C200000000C8C2C8C200000000C8C2C8C20000000000000000C8C2C8C200000000C8C2C8C200000000C8C2C8C200000000C8C2C8C200000000C8C2C8C200000000C8C2C8C200000000C8C2C8C200000000C8C2C8C2C8C2C8C200000000C8C2C8C200000000C8C2C8C200000000C8C2C8C200000000C8C2C8C200000000C8C2C8C200000000C8C2C8C200000000C8C2C8C20000000000000000C8C2C8C200000000C8C2C8C200000000C8C2C8C200000000C8C2C8C200000000C8C2C8C200000000C8C2C8C200000000C8C2C8C200000000C8C2C8C2C8C2C8C200000000C8C2C8C200000000C8C2C8C200000000C8C2C8C200000000C8C2C8C200000000C8C2C8C200000000C8C2C8C200000000C8C2C8C20000000000000000000000000000000000000000C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C200000000000000000000000000000000C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C200000000000000000000000000000000C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C200000000000000000000000000000000C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C200000000000000000000000000000000C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C200000000000000000000000000000000C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C200000000000000000000000000000000C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C200000000000000000000000000000000C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C200000000000000000000000000000000C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C200000000000000000000000000000000C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C200000000000000000000000000000000C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C200000000000000000000000000000000C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C200000000000000000000000000000000C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C200000000000000000000000000000000C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C200000000000000000000000000000000C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C20000000000000000000000000000000000000000C8C2C8C200000000C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C200000000C8C2C8C200000000C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C200000000C8C2C8C200000000C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C200000000C8C2C8C200000000C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C200000000C8C2C8C200000000C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C200000000C8C2C8C200000000C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C200000000C8C2C8C200000000C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C200000000C8C2C8C200000000C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C200000000C8C2C8C200000000C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C200000000C8C2C8C200000000C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C200000000C8C2C8C200000000C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C200000000C8C2C8C200000000C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C200000000C8C2C8C200000000C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C200000000C8C2C8C200000000C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C200000000C8C2C8C200000000C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C200000000C8C2C8C200000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000C8C2C8C200000000C8C2C8C200000000C8C2C8C200000000C8C2C8C200000000C8C2C8C200000000C8C2C8C200000000C8C2C8C200000000C8C2C8C2C8C2C8C200000000C8C2C8C200000000C8C2C8C200000000C8C2C8C200000000C8C2C8C200000000C8C2C8C200000000C8C2C8C200000000C8C2C8C20000000000000000C8C2C8C200000000C8C2C8C200000000C8C2C8C200000000C8C2C8C200000000C8C2C8C200000000C8C2C8C200000000C8C2C8C200000000C8C2C8C2C8C2C8C200000000C8C2C8C200000000C8C2C8C200000000C8C2C8C200000000C8C2C8C200000000C8C2C8C200000000C8C2C8C200000000C8C2C8C20000000000000000C8C2C8C200000000C8C2C8C200000000C8C2C8C200000000C8C2C8C200000000C8C2C8C200000000C8C2C8C200000000C8C2C8C200000000C8C2C8C2C8C2C8C200000000C8C2C8C200000000C8C2C8C200000000C8C2C8C200000000C8C2C8C200000000C8C2C8C200000000C8C2C8C200000000C8C2C8C20000000000000000C8C2C8C200000000C8C2C8C200000000C8C2C8C200000000C8C2C8C200000000C8C2C8C200000000C8C2C8C200000000C8C2C8C200000000C8C2C8C2C8C2C8C200000000C8C2C8C200000000C8C2C8C200000000C8C2C8C200000000C8C2C8C200000000C8C2C8C200000000C8C2C8C200000000C8C2C8C20000000000000000000000000000000000000000C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C200000000000000000000000000000000C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C200000000000000000000000000000000C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C200000000000000000000000000000000C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C200000000000000000000000000000000C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C200000000000000000000000000000000C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C200000000000000000000000000000000C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C200000000000000000000000000000000C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C200000000000000000000000000000000C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C200000000000000000000000000000000C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C200000000000000000000000000000000C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C200000000000000000000000000000000C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C200000000000000000000000000000000C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C200000000000000000000000000000000C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C200000000000000000000000000000000C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C20000000000000000000000000000000000000000C8C2C8C200000000C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C200000000C8C2C8C200000000C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C200000000C8C2C8C200000000C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C200000000C8C2C8C200000000C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C200000000C8C2C8C200000000C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C200000000C8C2C8C200000000C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C200000000C8C2C8C200000000C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C200000000C8C2C8C200000000C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C200000000C8C2C8C200000000C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C200000000C8C2C8C200000000C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C200000000C8C2C8C200000000C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C200000000C8C2C8C200000000C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C200000000C8C2C8C200000000C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C200000000C8C2C8C200000000C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C200000000C8C2C8C200000000C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C2C8C200000000C8C2C8C200000000"> : tensor<8x1x16x16xbf16>
    %0 = stablehlo.convolution(%arg35, %arg31) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [4, 4], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x32x32x3xbf16>, tensor<4x4x3x32xbf16>) -> tensor<2x8x8x32xbf16>
    %1 = stablehlo.reshape %arg30 : (tensor<32xbf16>) -> tensor<1x1x1x32xbf16>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xbf16>) -> tensor<2x8x8x32xbf16>
    %3 = stablehlo.add %0, %2 : tensor<2x8x8x32xbf16>
    %4 = stablehlo.convert %3 : (tensor<2x8x8x32xbf16>) -> tensor<2x8x8x32xf32>
    %5 = chlo.square %4 : tensor<2x8x8x32xf32> -> tensor<2x8x8x32xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%4 init: %cst_1) applies stablehlo.add across dimensions = [3] : (tensor<2x8x8x32xf32>, tensor<f32>) -> tensor<2x8x8xf32>
    %cst_2 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x8x8xf32>
    %8 = stablehlo.divide %6, %7 : tensor<2x8x8xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%5 init: %cst_3) applies stablehlo.add across dimensions = [3] : (tensor<2x8x8x32xf32>, tensor<f32>) -> tensor<2x8x8xf32>
    %cst_4 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x8x8xf32>
    %11 = stablehlo.divide %9, %10 : tensor<2x8x8xf32>
    %12 = chlo.square %8 : tensor<2x8x8xf32> -> tensor<2x8x8xf32>
    %13 = stablehlo.subtract %11, %12 : tensor<2x8x8xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x8x8xf32>
    %15 = stablehlo.maximum %14, %13 : tensor<2x8x8xf32>
    %16 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<2x8x8xf32>) -> tensor<2x8x8x1xf32>
    %17 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<2x8x8xf32>) -> tensor<2x8x8x1xf32>
    %18 = stablehlo.convert %3 : (tensor<2x8x8x32xbf16>) -> tensor<2x8x8x32xf32>
    %19 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2, 3] : (tensor<2x8x8x1xf32>) -> tensor<2x8x8x32xf32>
    %20 = stablehlo.subtract %18, %19 : tensor<2x8x8x32xf32>
    %cst_6 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x8x8x1xf32>
    %22 = stablehlo.add %17, %21 : tensor<2x8x8x1xf32>
    %23 = stablehlo.rsqrt %22 : tensor<2x8x8x1xf32>
    %24 = stablehlo.reshape %arg33 : (tensor<32xbf16>) -> tensor<1x1x1x32xbf16>
    %25 = stablehlo.convert %24 : (tensor<1x1x1x32xbf16>) -> tensor<1x1x1x32xf32>
    %26 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2, 3] : (tensor<2x8x8x1xf32>) -> tensor<2x8x8x32xf32>
    %27 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<2x8x8x32xf32>
    %28 = stablehlo.multiply %26, %27 : tensor<2x8x8x32xf32>
    %29 = stablehlo.multiply %20, %28 : tensor<2x8x8x32xf32>
    %30 = stablehlo.reshape %arg32 : (tensor<32xbf16>) -> tensor<1x1x1x32xbf16>
    %31 = stablehlo.convert %30 : (tensor<1x1x1x32xbf16>) -> tensor<1x1x1x32xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<2x8x8x32xf32>
    %33 = stablehlo.add %29, %32 : tensor<2x8x8x32xf32>
    %34 = stablehlo.convert %33 : (tensor<2x8x8x32xf32>) -> tensor<2x8x8x32xbf16>
    %35 = stablehlo.convert %34 : (tensor<2x8x8x32xbf16>) -> tensor<2x8x8x32xf32>
    %36 = chlo.square %35 : tensor<2x8x8x32xf32> -> tensor<2x8x8x32xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %37 = stablehlo.reduce(%35 init: %cst_7) applies stablehlo.add across dimensions = [3] : (tensor<2x8x8x32xf32>, tensor<f32>) -> tensor<2x8x8xf32>
    %cst_8 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x8x8xf32>
    %39 = stablehlo.divide %37, %38 : tensor<2x8x8xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %40 = stablehlo.reduce(%36 init: %cst_9) applies stablehlo.add across dimensions = [3] : (tensor<2x8x8x32xf32>, tensor<f32>) -> tensor<2x8x8xf32>
    %cst_10 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2x8x8xf32>
    %42 = stablehlo.divide %40, %41 : tensor<2x8x8xf32>
    %43 = chlo.square %39 : tensor<2x8x8xf32> -> tensor<2x8x8xf32>
    %44 = stablehlo.subtract %42, %43 : tensor<2x8x8xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x8x8xf32>
    %46 = stablehlo.maximum %45, %44 : tensor<2x8x8xf32>
    %47 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2] : (tensor<2x8x8xf32>) -> tensor<2x8x8x1xf32>
    %48 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2] : (tensor<2x8x8xf32>) -> tensor<2x8x8x1xf32>
    %49 = stablehlo.convert %34 : (tensor<2x8x8x32xbf16>) -> tensor<2x8x8x32xf32>
    %50 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2, 3] : (tensor<2x8x8x1xf32>) -> tensor<2x8x8x32xf32>
    %51 = stablehlo.subtract %49, %50 : tensor<2x8x8x32xf32>
    %cst_12 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2x8x8x1xf32>
    %53 = stablehlo.add %48, %52 : tensor<2x8x8x1xf32>
    %54 = stablehlo.rsqrt %53 : tensor<2x8x8x1xf32>
    %55 = stablehlo.reshape %arg5 : (tensor<32xbf16>) -> tensor<1x1x1x32xbf16>
    %56 = stablehlo.convert %55 : (tensor<1x1x1x32xbf16>) -> tensor<1x1x1x32xf32>
    %57 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 2, 3] : (tensor<2x8x8x1xf32>) -> tensor<2x8x8x32xf32>
    %58 = stablehlo.broadcast_in_dim %56, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<2x8x8x32xf32>
    %59 = stablehlo.multiply %57, %58 : tensor<2x8x8x32xf32>
    %60 = stablehlo.multiply %51, %59 : tensor<2x8x8x32xf32>
    %61 = stablehlo.reshape %arg4 : (tensor<32xbf16>) -> tensor<1x1x1x32xbf16>
    %62 = stablehlo.convert %61 : (tensor<1x1x1x32xbf16>) -> tensor<1x1x1x32xf32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<2x8x8x32xf32>
    %64 = stablehlo.add %60, %63 : tensor<2x8x8x32xf32>
    %65 = stablehlo.convert %64 : (tensor<2x8x8x32xf32>) -> tensor<2x8x8x32xbf16>
    %66 = stablehlo.reshape %65 : (tensor<2x8x8x32xbf16>) -> tensor<2x2x4x2x4x32xbf16>
    %67 = stablehlo.transpose %66, dims = [0, 1, 3, 2, 4, 5] : (tensor<2x2x4x2x4x32xbf16>) -> tensor<2x2x2x4x4x32xbf16>
    %68 = stablehlo.reshape %67 : (tensor<2x2x2x4x4x32xbf16>) -> tensor<8x16x32xbf16>
    %69 = stablehlo.dot_general %68, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x32xbf16>, tensor<32x96xbf16>) -> tensor<8x16x96xbf16>
    %70 = stablehlo.reshape %arg10 : (tensor<96xbf16>) -> tensor<1x1x96xbf16>
    %71 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2] : (tensor<1x1x96xbf16>) -> tensor<8x16x96xbf16>
    %72 = stablehlo.add %69, %71 : tensor<8x16x96xbf16>
    %73 = stablehlo.reshape %72 : (tensor<8x16x96xbf16>) -> tensor<8x16x3x2x16xbf16>
    %74 = call @_take(%arg12, %c) : (tensor<49x2xbf16>, tensor<256xi32>) -> tensor<256x2xbf16>
    %75 = stablehlo.reshape %74 : (tensor<256x2xbf16>) -> tensor<16x16x2xbf16>
    %76 = stablehlo.transpose %75, dims = [2, 0, 1] : (tensor<16x16x2xbf16>) -> tensor<2x16x16xbf16>
    %77 = stablehlo.broadcast_in_dim %76, dims = [1, 2, 3] : (tensor<2x16x16xbf16>) -> tensor<1x2x16x16xbf16>
    %78 = stablehlo.slice %73 [0:8, 0:16, 0:1, 0:2, 0:16] : (tensor<8x16x3x2x16xbf16>) -> tensor<8x16x1x2x16xbf16>
    %79 = stablehlo.reshape %78 : (tensor<8x16x1x2x16xbf16>) -> tensor<8x16x2x16xbf16>
    %80 = stablehlo.slice %73 [0:8, 0:16, 1:2, 0:2, 0:16] : (tensor<8x16x3x2x16xbf16>) -> tensor<8x16x1x2x16xbf16>
    %81 = stablehlo.reshape %80 : (tensor<8x16x1x2x16xbf16>) -> tensor<8x16x2x16xbf16>
    %82 = stablehlo.slice %73 [0:8, 0:16, 2:3, 0:2, 0:16] : (tensor<8x16x3x2x16xbf16>) -> tensor<8x16x1x2x16xbf16>
    %83 = stablehlo.reshape %82 : (tensor<8x16x1x2x16xbf16>) -> tensor<8x16x2x16xbf16>
    %84 = stablehlo.dot_general %79, %81, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x16x2x16xbf16>, tensor<8x16x2x16xbf16>) -> tensor<8x2x16x16xbf16>
    %cst_13 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %85 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<bf16>) -> tensor<8x2x16x16xbf16>
    %86 = stablehlo.multiply %84, %85 : tensor<8x2x16x16xbf16>
    %87 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2, 3] : (tensor<1x2x16x16xbf16>) -> tensor<8x2x16x16xbf16>
    %88 = stablehlo.add %86, %87 : tensor<8x2x16x16xbf16>
    %cst_14 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %89 = stablehlo.reduce(%88 init: %cst_14) applies stablehlo.maximum across dimensions = [3] : (tensor<8x2x16x16xbf16>, tensor<bf16>) -> tensor<8x2x16xbf16>
    %cst_15 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %90 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<bf16>) -> tensor<8x2x16xbf16>
    %91 = stablehlo.maximum %90, %89 : tensor<8x2x16xbf16>
    %92 = stablehlo.broadcast_in_dim %91, dims = [0, 1, 2] : (tensor<8x2x16xbf16>) -> tensor<8x2x16x1xbf16>
    %93 = stablehlo.broadcast_in_dim %92, dims = [0, 1, 2, 3] : (tensor<8x2x16x1xbf16>) -> tensor<8x2x16x16xbf16>
    %94 = stablehlo.subtract %88, %93 : tensor<8x2x16x16xbf16>
    %95 = stablehlo.exponential %94 : tensor<8x2x16x16xbf16>
    %96 = stablehlo.convert %95 : (tensor<8x2x16x16xbf16>) -> tensor<8x2x16x16xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %97 = stablehlo.reduce(%96 init: %cst_16) applies stablehlo.add across dimensions = [3] : (tensor<8x2x16x16xf32>, tensor<f32>) -> tensor<8x2x16xf32>
    %98 = stablehlo.broadcast_in_dim %97, dims = [0, 1, 2] : (tensor<8x2x16xf32>) -> tensor<8x2x16x1xf32>
    %99 = stablehlo.convert %98 : (tensor<8x2x16x1xf32>) -> tensor<8x2x16x1xbf16>
    %100 = stablehlo.broadcast_in_dim %99, dims = [0, 1, 2, 3] : (tensor<8x2x16x1xbf16>) -> tensor<8x2x16x16xbf16>
    %101 = stablehlo.divide %95, %100 : tensor<8x2x16x16xbf16>
    %102 = stablehlo.dot_general %83, %101, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x16x2x16xbf16>, tensor<8x2x16x16xbf16>) -> tensor<8x2x16x16xbf16>
    %103 = stablehlo.transpose %102, dims = [0, 3, 1, 2] : (tensor<8x2x16x16xbf16>) -> tensor<8x16x2x16xbf16>
    %104 = stablehlo.reshape %103 : (tensor<8x16x2x16xbf16>) -> tensor<8x16x32xbf16>
    %105 = stablehlo.dot_general %104, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x32xbf16>, tensor<32x32xbf16>) -> tensor<8x16x32xbf16>
    %106 = stablehlo.reshape %arg8 : (tensor<32xbf16>) -> tensor<1x1x32xbf16>
    %107 = stablehlo.broadcast_in_dim %106, dims = [0, 1, 2] : (tensor<1x1x32xbf16>) -> tensor<8x16x32xbf16>
    %108 = stablehlo.add %105, %107 : tensor<8x16x32xbf16>
    %109 = stablehlo.reshape %108 : (tensor<8x16x32xbf16>) -> tensor<2x2x2x4x4x32xbf16>
    %110 = stablehlo.transpose %109, dims = [0, 1, 3, 2, 4, 5] : (tensor<2x2x2x4x4x32xbf16>) -> tensor<2x2x4x2x4x32xbf16>
    %111 = stablehlo.reshape %110 : (tensor<2x2x4x2x4x32xbf16>) -> tensor<2x8x8x32xbf16>
    %112 = stablehlo.add %34, %111 : tensor<2x8x8x32xbf16>
    %113 = stablehlo.convert %112 : (tensor<2x8x8x32xbf16>) -> tensor<2x8x8x32xf32>
    %114 = chlo.square %113 : tensor<2x8x8x32xf32> -> tensor<2x8x8x32xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %115 = stablehlo.reduce(%113 init: %cst_17) applies stablehlo.add across dimensions = [3] : (tensor<2x8x8x32xf32>, tensor<f32>) -> tensor<2x8x8xf32>
    %cst_18 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %116 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2x8x8xf32>
    %117 = stablehlo.divide %115, %116 : tensor<2x8x8xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %118 = stablehlo.reduce(%114 init: %cst_19) applies stablehlo.add across dimensions = [3] : (tensor<2x8x8x32xf32>, tensor<f32>) -> tensor<2x8x8xf32>
    %cst_20 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %119 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<2x8x8xf32>
    %120 = stablehlo.divide %118, %119 : tensor<2x8x8xf32>
    %121 = chlo.square %117 : tensor<2x8x8xf32> -> tensor<2x8x8xf32>
    %122 = stablehlo.subtract %120, %121 : tensor<2x8x8xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<2x8x8xf32>
    %124 = stablehlo.maximum %123, %122 : tensor<2x8x8xf32>
    %125 = stablehlo.broadcast_in_dim %117, dims = [0, 1, 2] : (tensor<2x8x8xf32>) -> tensor<2x8x8x1xf32>
    %126 = stablehlo.broadcast_in_dim %124, dims = [0, 1, 2] : (tensor<2x8x8xf32>) -> tensor<2x8x8x1xf32>
    %127 = stablehlo.convert %112 : (tensor<2x8x8x32xbf16>) -> tensor<2x8x8x32xf32>
    %128 = stablehlo.broadcast_in_dim %125, dims = [0, 1, 2, 3] : (tensor<2x8x8x1xf32>) -> tensor<2x8x8x32xf32>
    %129 = stablehlo.subtract %127, %128 : tensor<2x8x8x32xf32>
    %cst_22 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %130 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<2x8x8x1xf32>
    %131 = stablehlo.add %126, %130 : tensor<2x8x8x1xf32>
    %132 = stablehlo.rsqrt %131 : tensor<2x8x8x1xf32>
    %133 = stablehlo.reshape %arg7 : (tensor<32xbf16>) -> tensor<1x1x1x32xbf16>
    %134 = stablehlo.convert %133 : (tensor<1x1x1x32xbf16>) -> tensor<1x1x1x32xf32>
    %135 = stablehlo.broadcast_in_dim %132, dims = [0, 1, 2, 3] : (tensor<2x8x8x1xf32>) -> tensor<2x8x8x32xf32>
    %136 = stablehlo.broadcast_in_dim %134, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<2x8x8x32xf32>
    %137 = stablehlo.multiply %135, %136 : tensor<2x8x8x32xf32>
    %138 = stablehlo.multiply %129, %137 : tensor<2x8x8x32xf32>
    %139 = stablehlo.reshape %arg6 : (tensor<32xbf16>) -> tensor<1x1x1x32xbf16>
    %140 = stablehlo.convert %139 : (tensor<1x1x1x32xbf16>) -> tensor<1x1x1x32xf32>
    %141 = stablehlo.broadcast_in_dim %140, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<2x8x8x32xf32>
    %142 = stablehlo.add %138, %141 : tensor<2x8x8x32xf32>
    %143 = stablehlo.convert %142 : (tensor<2x8x8x32xf32>) -> tensor<2x8x8x32xbf16>
    %144 = stablehlo.dot_general %143, %arg1, contracting_dims = [3] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x8x32xbf16>, tensor<32x128xbf16>) -> tensor<2x8x8x128xbf16>
    %145 = stablehlo.reshape %arg0 : (tensor<128xbf16>) -> tensor<1x1x1x128xbf16>
    %146 = stablehlo.broadcast_in_dim %145, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xbf16>) -> tensor<2x8x8x128xbf16>
    %147 = stablehlo.add %144, %146 : tensor<2x8x8x128xbf16>
    %cst_23 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %148 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<bf16>) -> tensor<2x8x8x128xbf16>
    %149 = stablehlo.multiply %148, %147 : tensor<2x8x8x128xbf16>
    %150 = stablehlo.negate %147 : tensor<2x8x8x128xbf16>
    %cst_24 = stablehlo.constant dense<7.070310e-01> : tensor<bf16>
    %151 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<bf16>) -> tensor<2x8x8x128xbf16>
    %152 = stablehlo.multiply %150, %151 : tensor<2x8x8x128xbf16>
    %153 = chlo.erfc %152 : tensor<2x8x8x128xbf16> -> tensor<2x8x8x128xbf16>
    %154 = stablehlo.multiply %149, %153 : tensor<2x8x8x128xbf16>
    %155 = stablehlo.dot_general %154, %arg3, contracting_dims = [3] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x8x128xbf16>, tensor<128x32xbf16>) -> tensor<2x8x8x32xbf16>
    %156 = stablehlo.reshape %arg2 : (tensor<32xbf16>) -> tensor<1x1x1x32xbf16>
    %157 = stablehlo.broadcast_in_dim %156, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xbf16>) -> tensor<2x8x8x32xbf16>
    %158 = stablehlo.add %155, %157 : tensor<2x8x8x32xbf16>
    %159 = stablehlo.add %112, %158 : tensor<2x8x8x32xbf16>
    %160 = stablehlo.convert %159 : (tensor<2x8x8x32xbf16>) -> tensor<2x8x8x32xf32>
    %161 = chlo.square %160 : tensor<2x8x8x32xf32> -> tensor<2x8x8x32xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %162 = stablehlo.reduce(%160 init: %cst_25) applies stablehlo.add across dimensions = [3] : (tensor<2x8x8x32xf32>, tensor<f32>) -> tensor<2x8x8xf32>
    %cst_26 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %163 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<2x8x8xf32>
    %164 = stablehlo.divide %162, %163 : tensor<2x8x8xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %165 = stablehlo.reduce(%161 init: %cst_27) applies stablehlo.add across dimensions = [3] : (tensor<2x8x8x32xf32>, tensor<f32>) -> tensor<2x8x8xf32>
    %cst_28 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %166 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<2x8x8xf32>
    %167 = stablehlo.divide %165, %166 : tensor<2x8x8xf32>
    %168 = chlo.square %164 : tensor<2x8x8xf32> -> tensor<2x8x8xf32>
    %169 = stablehlo.subtract %167, %168 : tensor<2x8x8xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %170 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<2x8x8xf32>
    %171 = stablehlo.maximum %170, %169 : tensor<2x8x8xf32>
    %172 = stablehlo.broadcast_in_dim %164, dims = [0, 1, 2] : (tensor<2x8x8xf32>) -> tensor<2x8x8x1xf32>
    %173 = stablehlo.broadcast_in_dim %171, dims = [0, 1, 2] : (tensor<2x8x8xf32>) -> tensor<2x8x8x1xf32>
    %174 = stablehlo.convert %159 : (tensor<2x8x8x32xbf16>) -> tensor<2x8x8x32xf32>
    %175 = stablehlo.broadcast_in_dim %172, dims = [0, 1, 2, 3] : (tensor<2x8x8x1xf32>) -> tensor<2x8x8x32xf32>
    %176 = stablehlo.subtract %174, %175 : tensor<2x8x8x32xf32>
    %cst_30 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %177 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<2x8x8x1xf32>
    %178 = stablehlo.add %173, %177 : tensor<2x8x8x1xf32>
    %179 = stablehlo.rsqrt %178 : tensor<2x8x8x1xf32>
    %180 = stablehlo.reshape %arg18 : (tensor<32xbf16>) -> tensor<1x1x1x32xbf16>
    %181 = stablehlo.convert %180 : (tensor<1x1x1x32xbf16>) -> tensor<1x1x1x32xf32>
    %182 = stablehlo.broadcast_in_dim %179, dims = [0, 1, 2, 3] : (tensor<2x8x8x1xf32>) -> tensor<2x8x8x32xf32>
    %183 = stablehlo.broadcast_in_dim %181, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<2x8x8x32xf32>
    %184 = stablehlo.multiply %182, %183 : tensor<2x8x8x32xf32>
    %185 = stablehlo.multiply %176, %184 : tensor<2x8x8x32xf32>
    %186 = stablehlo.reshape %arg17 : (tensor<32xbf16>) -> tensor<1x1x1x32xbf16>
    %187 = stablehlo.convert %186 : (tensor<1x1x1x32xbf16>) -> tensor<1x1x1x32xf32>
    %188 = stablehlo.broadcast_in_dim %187, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<2x8x8x32xf32>
    %189 = stablehlo.add %185, %188 : tensor<2x8x8x32xf32>
    %190 = stablehlo.convert %189 : (tensor<2x8x8x32xf32>) -> tensor<2x8x8x32xbf16>
    %191 = call @_roll_static(%190) : (tensor<2x8x8x32xbf16>) -> tensor<2x8x8x32xbf16>
    %192 = stablehlo.reshape %191 : (tensor<2x8x8x32xbf16>) -> tensor<2x2x4x2x4x32xbf16>
    %193 = stablehlo.transpose %192, dims = [0, 1, 3, 2, 4, 5] : (tensor<2x2x4x2x4x32xbf16>) -> tensor<2x2x2x4x4x32xbf16>
    %194 = stablehlo.reshape %193 : (tensor<2x2x2x4x4x32xbf16>) -> tensor<8x16x32xbf16>
    %195 = stablehlo.dot_general %194, %arg24, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x32xbf16>, tensor<32x96xbf16>) -> tensor<8x16x96xbf16>
    %196 = stablehlo.reshape %arg23 : (tensor<96xbf16>) -> tensor<1x1x96xbf16>
    %197 = stablehlo.broadcast_in_dim %196, dims = [0, 1, 2] : (tensor<1x1x96xbf16>) -> tensor<8x16x96xbf16>
    %198 = stablehlo.add %195, %197 : tensor<8x16x96xbf16>
    %199 = stablehlo.reshape %198 : (tensor<8x16x96xbf16>) -> tensor<8x16x3x2x16xbf16>
    %200 = call @_take(%arg25, %c_0) : (tensor<49x2xbf16>, tensor<256xi32>) -> tensor<256x2xbf16>
    %201 = stablehlo.reshape %200 : (tensor<256x2xbf16>) -> tensor<16x16x2xbf16>
    %202 = stablehlo.transpose %201, dims = [2, 0, 1] : (tensor<16x16x2xbf16>) -> tensor<2x16x16xbf16>
    %203 = stablehlo.broadcast_in_dim %202, dims = [1, 2, 3] : (tensor<2x16x16xbf16>) -> tensor<1x2x16x16xbf16>
    %204 = stablehlo.broadcast_in_dim %203, dims = [0, 1, 2, 3] : (tensor<1x2x16x16xbf16>) -> tensor<8x2x16x16xbf16>
    %205 = stablehlo.broadcast_in_dim %cst, dims = [0, 1, 2, 3] : (tensor<8x1x16x16xbf16>) -> tensor<8x2x16x16xbf16>
    %206 = stablehlo.add %204, %205 : tensor<8x2x16x16xbf16>
    %207 = stablehlo.slice %199 [0:8, 0:16, 0:1, 0:2, 0:16] : (tensor<8x16x3x2x16xbf16>) -> tensor<8x16x1x2x16xbf16>
    %208 = stablehlo.reshape %207 : (tensor<8x16x1x2x16xbf16>) -> tensor<8x16x2x16xbf16>
    %209 = stablehlo.slice %199 [0:8, 0:16, 1:2, 0:2, 0:16] : (tensor<8x16x3x2x16xbf16>) -> tensor<8x16x1x2x16xbf16>
    %210 = stablehlo.reshape %209 : (tensor<8x16x1x2x16xbf16>) -> tensor<8x16x2x16xbf16>
    %211 = stablehlo.slice %199 [0:8, 0:16, 2:3, 0:2, 0:16] : (tensor<8x16x3x2x16xbf16>) -> tensor<8x16x1x2x16xbf16>
    %212 = stablehlo.reshape %211 : (tensor<8x16x1x2x16xbf16>) -> tensor<8x16x2x16xbf16>
    %213 = stablehlo.dot_general %208, %210, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x16x2x16xbf16>, tensor<8x16x2x16xbf16>) -> tensor<8x2x16x16xbf16>
    %cst_31 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %214 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<bf16>) -> tensor<8x2x16x16xbf16>
    %215 = stablehlo.multiply %213, %214 : tensor<8x2x16x16xbf16>
    %216 = stablehlo.add %215, %206 : tensor<8x2x16x16xbf16>
    %cst_32 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %217 = stablehlo.reduce(%216 init: %cst_32) applies stablehlo.maximum across dimensions = [3] : (tensor<8x2x16x16xbf16>, tensor<bf16>) -> tensor<8x2x16xbf16>
    %cst_33 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %218 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<bf16>) -> tensor<8x2x16xbf16>
    %219 = stablehlo.maximum %218, %217 : tensor<8x2x16xbf16>
    %220 = stablehlo.broadcast_in_dim %219, dims = [0, 1, 2] : (tensor<8x2x16xbf16>) -> tensor<8x2x16x1xbf16>
    %221 = stablehlo.broadcast_in_dim %220, dims = [0, 1, 2, 3] : (tensor<8x2x16x1xbf16>) -> tensor<8x2x16x16xbf16>
    %222 = stablehlo.subtract %216, %221 : tensor<8x2x16x16xbf16>
    %223 = stablehlo.exponential %222 : tensor<8x2x16x16xbf16>
    %224 = stablehlo.convert %223 : (tensor<8x2x16x16xbf16>) -> tensor<8x2x16x16xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %225 = stablehlo.reduce(%224 init: %cst_34) applies stablehlo.add across dimensions = [3] : (tensor<8x2x16x16xf32>, tensor<f32>) -> tensor<8x2x16xf32>
    %226 = stablehlo.broadcast_in_dim %225, dims = [0, 1, 2] : (tensor<8x2x16xf32>) -> tensor<8x2x16x1xf32>
    %227 = stablehlo.convert %226 : (tensor<8x2x16x1xf32>) -> tensor<8x2x16x1xbf16>
    %228 = stablehlo.broadcast_in_dim %227, dims = [0, 1, 2, 3] : (tensor<8x2x16x1xbf16>) -> tensor<8x2x16x16xbf16>
    %229 = stablehlo.divide %223, %228 : tensor<8x2x16x16xbf16>
    %230 = stablehlo.dot_general %212, %229, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x16x2x16xbf16>, tensor<8x2x16x16xbf16>) -> tensor<8x2x16x16xbf16>
    %231 = stablehlo.transpose %230, dims = [0, 3, 1, 2] : (tensor<8x2x16x16xbf16>) -> tensor<8x16x2x16xbf16>
    %232 = stablehlo.reshape %231 : (tensor<8x16x2x16xbf16>) -> tensor<8x16x32xbf16>
    %233 = stablehlo.dot_general %232, %arg22, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x32xbf16>, tensor<32x32xbf16>) -> tensor<8x16x32xbf16>
    %234 = stablehlo.reshape %arg21 : (tensor<32xbf16>) -> tensor<1x1x32xbf16>
    %235 = stablehlo.broadcast_in_dim %234, dims = [0, 1, 2] : (tensor<1x1x32xbf16>) -> tensor<8x16x32xbf16>
    %236 = stablehlo.add %233, %235 : tensor<8x16x32xbf16>
    %237 = stablehlo.reshape %236 : (tensor<8x16x32xbf16>) -> tensor<2x2x2x4x4x32xbf16>
    %238 = stablehlo.transpose %237, dims = [0, 1, 3, 2, 4, 5] : (tensor<2x2x2x4x4x32xbf16>) -> tensor<2x2x4x2x4x32xbf16>
    %239 = stablehlo.reshape %238 : (tensor<2x2x4x2x4x32xbf16>) -> tensor<2x8x8x32xbf16>
    %240 = call @_roll_static_0(%239) : (tensor<2x8x8x32xbf16>) -> tensor<2x8x8x32xbf16>
    %241 = stablehlo.add %159, %240 : tensor<2x8x8x32xbf16>
    %242 = stablehlo.convert %241 : (tensor<2x8x8x32xbf16>) -> tensor<2x8x8x32xf32>
    %243 = chlo.square %242 : tensor<2x8x8x32xf32> -> tensor<2x8x8x32xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %244 = stablehlo.reduce(%242 init: %cst_35) applies stablehlo.add across dimensions = [3] : (tensor<2x8x8x32xf32>, tensor<f32>) -> tensor<2x8x8xf32>
    %cst_36 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %245 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<2x8x8xf32>
    %246 = stablehlo.divide %244, %245 : tensor<2x8x8xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %247 = stablehlo.reduce(%243 init: %cst_37) applies stablehlo.add across dimensions = [3] : (tensor<2x8x8x32xf32>, tensor<f32>) -> tensor<2x8x8xf32>
    %cst_38 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %248 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<2x8x8xf32>
    %249 = stablehlo.divide %247, %248 : tensor<2x8x8xf32>
    %250 = chlo.square %246 : tensor<2x8x8xf32> -> tensor<2x8x8xf32>
    %251 = stablehlo.subtract %249, %250 : tensor<2x8x8xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %252 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<2x8x8xf32>
    %253 = stablehlo.maximum %252, %251 : tensor<2x8x8xf32>
    %254 = stablehlo.broadcast_in_dim %246, dims = [0, 1, 2] : (tensor<2x8x8xf32>) -> tensor<2x8x8x1xf32>
    %255 = stablehlo.broadcast_in_dim %253, dims = [0, 1, 2] : (tensor<2x8x8xf32>) -> tensor<2x8x8x1xf32>
    %256 = stablehlo.convert %241 : (tensor<2x8x8x32xbf16>) -> tensor<2x8x8x32xf32>
    %257 = stablehlo.broadcast_in_dim %254, dims = [0, 1, 2, 3] : (tensor<2x8x8x1xf32>) -> tensor<2x8x8x32xf32>
    %258 = stablehlo.subtract %256, %257 : tensor<2x8x8x32xf32>
    %cst_40 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %259 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<2x8x8x1xf32>
    %260 = stablehlo.add %255, %259 : tensor<2x8x8x1xf32>
    %261 = stablehlo.rsqrt %260 : tensor<2x8x8x1xf32>
    %262 = stablehlo.reshape %arg20 : (tensor<32xbf16>) -> tensor<1x1x1x32xbf16>
    %263 = stablehlo.convert %262 : (tensor<1x1x1x32xbf16>) -> tensor<1x1x1x32xf32>
    %264 = stablehlo.broadcast_in_dim %261, dims = [0, 1, 2, 3] : (tensor<2x8x8x1xf32>) -> tensor<2x8x8x32xf32>
    %265 = stablehlo.broadcast_in_dim %263, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<2x8x8x32xf32>
    %266 = stablehlo.multiply %264, %265 : tensor<2x8x8x32xf32>
    %267 = stablehlo.multiply %258, %266 : tensor<2x8x8x32xf32>
    %268 = stablehlo.reshape %arg19 : (tensor<32xbf16>) -> tensor<1x1x1x32xbf16>
    %269 = stablehlo.convert %268 : (tensor<1x1x1x32xbf16>) -> tensor<1x1x1x32xf32>
    %270 = stablehlo.broadcast_in_dim %269, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<2x8x8x32xf32>
    %271 = stablehlo.add %267, %270 : tensor<2x8x8x32xf32>
    %272 = stablehlo.convert %271 : (tensor<2x8x8x32xf32>) -> tensor<2x8x8x32xbf16>
    %273 = stablehlo.dot_general %272, %arg14, contracting_dims = [3] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x8x32xbf16>, tensor<32x128xbf16>) -> tensor<2x8x8x128xbf16>
    %274 = stablehlo.reshape %arg13 : (tensor<128xbf16>) -> tensor<1x1x1x128xbf16>
    %275 = stablehlo.broadcast_in_dim %274, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xbf16>) -> tensor<2x8x8x128xbf16>
    %276 = stablehlo.add %273, %275 : tensor<2x8x8x128xbf16>
    %cst_41 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %277 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<bf16>) -> tensor<2x8x8x128xbf16>
    %278 = stablehlo.multiply %277, %276 : tensor<2x8x8x128xbf16>
    %279 = stablehlo.negate %276 : tensor<2x8x8x128xbf16>
    %cst_42 = stablehlo.constant dense<7.070310e-01> : tensor<bf16>
    %280 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<bf16>) -> tensor<2x8x8x128xbf16>
    %281 = stablehlo.multiply %279, %280 : tensor<2x8x8x128xbf16>
    %282 = chlo.erfc %281 : tensor<2x8x8x128xbf16> -> tensor<2x8x8x128xbf16>
    %283 = stablehlo.multiply %278, %282 : tensor<2x8x8x128xbf16>
    %284 = stablehlo.dot_general %283, %arg16, contracting_dims = [3] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x8x128xbf16>, tensor<128x32xbf16>) -> tensor<2x8x8x32xbf16>
    %285 = stablehlo.reshape %arg15 : (tensor<32xbf16>) -> tensor<1x1x1x32xbf16>
    %286 = stablehlo.broadcast_in_dim %285, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xbf16>) -> tensor<2x8x8x32xbf16>
    %287 = stablehlo.add %284, %286 : tensor<2x8x8x32xbf16>
    %288 = stablehlo.add %241, %287 : tensor<2x8x8x32xbf16>
    %289 = stablehlo.slice %288 [0:2, 0:8:2, 0:8:2, 0:32] : (tensor<2x8x8x32xbf16>) -> tensor<2x4x4x32xbf16>
    %290 = stablehlo.slice %288 [0:2, 1:8:2, 0:8:2, 0:32] : (tensor<2x8x8x32xbf16>) -> tensor<2x4x4x32xbf16>
    %291 = stablehlo.slice %288 [0:2, 0:8:2, 1:8:2, 0:32] : (tensor<2x8x8x32xbf16>) -> tensor<2x4x4x32xbf16>
    %292 = stablehlo.slice %288 [0:2, 1:8:2, 1:8:2, 0:32] : (tensor<2x8x8x32xbf16>) -> tensor<2x4x4x32xbf16>
    %293 = stablehlo.concatenate %289, %290, %291, %292, dim = 3 : (tensor<2x4x4x32xbf16>, tensor<2x4x4x32xbf16>, tensor<2x4x4x32xbf16>, tensor<2x4x4x32xbf16>) -> tensor<2x4x4x128xbf16>
    %294 = stablehlo.convert %293 : (tensor<2x4x4x128xbf16>) -> tensor<2x4x4x128xf32>
    %295 = chlo.square %294 : tensor<2x4x4x128xf32> -> tensor<2x4x4x128xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %296 = stablehlo.reduce(%294 init: %cst_43) applies stablehlo.add across dimensions = [3] : (tensor<2x4x4x128xf32>, tensor<f32>) -> tensor<2x4x4xf32>
    %cst_44 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %297 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<2x4x4xf32>
    %298 = stablehlo.divide %296, %297 : tensor<2x4x4xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %299 = stablehlo.reduce(%295 init: %cst_45) applies stablehlo.add across dimensions = [3] : (tensor<2x4x4x128xf32>, tensor<f32>) -> tensor<2x4x4xf32>
    %cst_46 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %300 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<2x4x4xf32>
    %301 = stablehlo.divide %299, %300 : tensor<2x4x4xf32>
    %302 = chlo.square %298 : tensor<2x4x4xf32> -> tensor<2x4x4xf32>
    %303 = stablehlo.subtract %301, %302 : tensor<2x4x4xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %304 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<2x4x4xf32>
    %305 = stablehlo.maximum %304, %303 : tensor<2x4x4xf32>
    %306 = stablehlo.broadcast_in_dim %298, dims = [0, 1, 2] : (tensor<2x4x4xf32>) -> tensor<2x4x4x1xf32>
    %307 = stablehlo.broadcast_in_dim %305, dims = [0, 1, 2] : (tensor<2x4x4xf32>) -> tensor<2x4x4x1xf32>
    %308 = stablehlo.convert %293 : (tensor<2x4x4x128xbf16>) -> tensor<2x4x4x128xf32>
    %309 = stablehlo.broadcast_in_dim %306, dims = [0, 1, 2, 3] : (tensor<2x4x4x1xf32>) -> tensor<2x4x4x128xf32>
    %310 = stablehlo.subtract %308, %309 : tensor<2x4x4x128xf32>
    %cst_48 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %311 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<2x4x4x1xf32>
    %312 = stablehlo.add %307, %311 : tensor<2x4x4x1xf32>
    %313 = stablehlo.rsqrt %312 : tensor<2x4x4x1xf32>
    %314 = stablehlo.reshape %arg27 : (tensor<128xbf16>) -> tensor<1x1x1x128xbf16>
    %315 = stablehlo.convert %314 : (tensor<1x1x1x128xbf16>) -> tensor<1x1x1x128xf32>
    %316 = stablehlo.broadcast_in_dim %313, dims = [0, 1, 2, 3] : (tensor<2x4x4x1xf32>) -> tensor<2x4x4x128xf32>
    %317 = stablehlo.broadcast_in_dim %315, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<2x4x4x128xf32>
    %318 = stablehlo.multiply %316, %317 : tensor<2x4x4x128xf32>
    %319 = stablehlo.multiply %310, %318 : tensor<2x4x4x128xf32>
    %320 = stablehlo.reshape %arg26 : (tensor<128xbf16>) -> tensor<1x1x1x128xbf16>
    %321 = stablehlo.convert %320 : (tensor<1x1x1x128xbf16>) -> tensor<1x1x1x128xf32>
    %322 = stablehlo.broadcast_in_dim %321, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<2x4x4x128xf32>
    %323 = stablehlo.add %319, %322 : tensor<2x4x4x128xf32>
    %324 = stablehlo.convert %323 : (tensor<2x4x4x128xf32>) -> tensor<2x4x4x128xbf16>
    %325 = stablehlo.dot_general %324, %arg34, contracting_dims = [3] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x4x4x128xbf16>, tensor<128x64xbf16>) -> tensor<2x4x4x64xbf16>
    %326 = stablehlo.convert %325 : (tensor<2x4x4x64xbf16>) -> tensor<2x4x4x64xf32>
    %327 = chlo.square %326 : tensor<2x4x4x64xf32> -> tensor<2x4x4x64xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %328 = stablehlo.reduce(%326 init: %cst_49) applies stablehlo.add across dimensions = [3] : (tensor<2x4x4x64xf32>, tensor<f32>) -> tensor<2x4x4xf32>
    %cst_50 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %329 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<2x4x4xf32>
    %330 = stablehlo.divide %328, %329 : tensor<2x4x4xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %331 = stablehlo.reduce(%327 init: %cst_51) applies stablehlo.add across dimensions = [3] : (tensor<2x4x4x64xf32>, tensor<f32>) -> tensor<2x4x4xf32>
    %cst_52 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %332 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<2x4x4xf32>
    %333 = stablehlo.divide %331, %332 : tensor<2x4x4xf32>
    %334 = chlo.square %330 : tensor<2x4x4xf32> -> tensor<2x4x4xf32>
    %335 = stablehlo.subtract %333, %334 : tensor<2x4x4xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %336 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<2x4x4xf32>
    %337 = stablehlo.maximum %336, %335 : tensor<2x4x4xf32>
    %338 = stablehlo.broadcast_in_dim %330, dims = [0, 1, 2] : (tensor<2x4x4xf32>) -> tensor<2x4x4x1xf32>
    %339 = stablehlo.broadcast_in_dim %337, dims = [0, 1, 2] : (tensor<2x4x4xf32>) -> tensor<2x4x4x1xf32>
    %340 = stablehlo.convert %325 : (tensor<2x4x4x64xbf16>) -> tensor<2x4x4x64xf32>
    %341 = stablehlo.broadcast_in_dim %338, dims = [0, 1, 2, 3] : (tensor<2x4x4x1xf32>) -> tensor<2x4x4x64xf32>
    %342 = stablehlo.subtract %340, %341 : tensor<2x4x4x64xf32>
    %cst_54 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %343 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<2x4x4x1xf32>
    %344 = stablehlo.add %339, %343 : tensor<2x4x4x1xf32>
    %345 = stablehlo.rsqrt %344 : tensor<2x4x4x1xf32>
    %346 = stablehlo.reshape %arg29 : (tensor<64xbf16>) -> tensor<1x1x1x64xbf16>
    %347 = stablehlo.convert %346 : (tensor<1x1x1x64xbf16>) -> tensor<1x1x1x64xf32>
    %348 = stablehlo.broadcast_in_dim %345, dims = [0, 1, 2, 3] : (tensor<2x4x4x1xf32>) -> tensor<2x4x4x64xf32>
    %349 = stablehlo.broadcast_in_dim %347, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<2x4x4x64xf32>
    %350 = stablehlo.multiply %348, %349 : tensor<2x4x4x64xf32>
    %351 = stablehlo.multiply %342, %350 : tensor<2x4x4x64xf32>
    %352 = stablehlo.reshape %arg28 : (tensor<64xbf16>) -> tensor<1x1x1x64xbf16>
    %353 = stablehlo.convert %352 : (tensor<1x1x1x64xbf16>) -> tensor<1x1x1x64xf32>
    %354 = stablehlo.broadcast_in_dim %353, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<2x4x4x64xf32>
    %355 = stablehlo.add %351, %354 : tensor<2x4x4x64xf32>
    %356 = stablehlo.convert %355 : (tensor<2x4x4x64xf32>) -> tensor<2x4x4x64xbf16>
    return %356 : tensor<2x4x4x64xbf16>
  }
  func.func private @_take(%arg0: tensor<49x2xbf16>, %arg1: tensor<256xi32>) -> tensor<256x2xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<256xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<256xi32>, tensor<256xi32>) -> tensor<256xi1>
    %c_0 = stablehlo.constant dense<49> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<256xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<256xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<256xi1>, tensor<256xi32>, tensor<256xi32>) -> tensor<256xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<256xi32>) -> tensor<256x1xi32>
    %c_1 = stablehlo.constant dense<48> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<256x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<256x1xi32>, tensor<256x1xi32>) -> tensor<256x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<256x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<256x1xi32>, tensor<256x1xi32>) -> tensor<256x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<256x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [1] : (tensor<256x1xi1>, tensor<i1>) -> tensor<256xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<49x2xbf16>, tensor<256x1xi32>) -> tensor<256x2xbf16>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0] : (tensor<256xi1>) -> tensor<256x2xi1>
    %cst = stablehlo.constant dense<0x7FC0> : tensor<bf16>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<256x2xbf16>
    %16 = stablehlo.select %14, %13, %15 : tensor<256x2xi1>, tensor<256x2xbf16>
    return %16 : tensor<256x2xbf16>
  }
  func.func private @_where(%arg0: tensor<256xi1>, %arg1: tensor<256xi32>, %arg2: tensor<256xi32>) -> tensor<256xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<256xi1>, tensor<256xi32>
    return %0 : tensor<256xi32>
  }
  func.func private @_roll_static(%arg0: tensor<2x8x8x32xbf16>) -> tensor<2x8x8x32xbf16> {
    %0 = stablehlo.slice %arg0 [0:2, 2:8, 0:8, 0:32] : (tensor<2x8x8x32xbf16>) -> tensor<2x6x8x32xbf16>
    %1 = stablehlo.slice %arg0 [0:2, 0:2, 0:8, 0:32] : (tensor<2x8x8x32xbf16>) -> tensor<2x2x8x32xbf16>
    %2 = stablehlo.concatenate %0, %1, dim = 1 : (tensor<2x6x8x32xbf16>, tensor<2x2x8x32xbf16>) -> tensor<2x8x8x32xbf16>
    %3 = stablehlo.slice %2 [0:2, 0:8, 2:8, 0:32] : (tensor<2x8x8x32xbf16>) -> tensor<2x8x6x32xbf16>
    %4 = stablehlo.slice %2 [0:2, 0:8, 0:2, 0:32] : (tensor<2x8x8x32xbf16>) -> tensor<2x8x2x32xbf16>
    %5 = stablehlo.concatenate %3, %4, dim = 2 : (tensor<2x8x6x32xbf16>, tensor<2x8x2x32xbf16>) -> tensor<2x8x8x32xbf16>
    return %5 : tensor<2x8x8x32xbf16>
  }
  func.func private @_roll_static_0(%arg0: tensor<2x8x8x32xbf16>) -> tensor<2x8x8x32xbf16> {
    %0 = stablehlo.slice %arg0 [0:2, 6:8, 0:8, 0:32] : (tensor<2x8x8x32xbf16>) -> tensor<2x2x8x32xbf16>
    %1 = stablehlo.slice %arg0 [0:2, 0:6, 0:8, 0:32] : (tensor<2x8x8x32xbf16>) -> tensor<2x6x8x32xbf16>
    %2 = stablehlo.concatenate %0, %1, dim = 1 : (tensor<2x2x8x32xbf16>, tensor<2x6x8x32xbf16>) -> tensor<2x8x8x32xbf16>
    %3 = stablehlo.slice %2 [0:2, 0:8, 6:8, 0:32] : (tensor<2x8x8x32xbf16>) -> tensor<2x8x2x32xbf16>
    %4 = stablehlo.slice %2 [0:2, 0:8, 0:6, 0:32] : (tensor<2x8x8x32xbf16>) -> tensor<2x8x6x32xbf16>
    %5 = stablehlo.concatenate %3, %4, dim = 2 : (tensor<2x8x2x32xbf16>, tensor<2x8x6x32xbf16>) -> tensor<2x8x8x32xbf16>
    return %5 : tensor<2x8x8x32xbf16>
  }
}
