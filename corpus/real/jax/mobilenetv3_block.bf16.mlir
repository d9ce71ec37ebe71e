module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64xbf16>, %arg1: tensor<1x1x16x64xbf16>, %arg2: tensor<64xbf16>, %arg3: tensor<3x3x1x64xbf16>, %arg4: tensor<16xbf16>, %arg5: tensor<1x1x64x16xbf16>, %arg6: tensor<16xbf16>, %arg7: tensor<64x16xbf16>, %arg8: tensor<64xbf16>, %arg9: tensor<16x64xbf16>, %arg10: tensor<2x8x8x16xbf16>) -> (tensor<2x8x8x16xbf16> {jax.result_info = "result"}) {
    %0 = stablehlo.convolution(%arg10, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x8x8x16xbf16>, tensor<1x1x16x64xbf16>) -> tensor<2x8x8x64xbf16>
    %1 = stablehlo.reshape %arg0 : (tensor<64xbf16>) -> tensor<1x1x1x64xbf16>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xbf16>) -> tensor<2x8x8x64xbf16>
    %3 = stablehlo.add %0, %2 : tensor<2x8x8x64xbf16>
    %4 = call @hard_silu(%3) : (tensor<2x8x8x64xbf16>) -> tensor<2x8x8x64xbf16>
    %5 = stablehlo.convolution(%4, %arg3) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 64 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x8x8x64xbf16>, tensor<3x3x1x64xbf16>) -> tensor<2x8x8x64xbf16>
    %6 = stablehlo.reshape %arg2 : (tensor<64xbf16>) -> tensor<1x1x1x64xbf16>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xbf16>) -> tensor<2x8x8x64xbf16>
    %8 = stablehlo.add %5, %7 : tensor<2x8x8x64xbf16>
    %9 = call @hard_silu(%8) : (tensor<2x8x8x64xbf16>) -> tensor<2x8x8x64xbf16>
    %10 = stablehlo.convert %9 : (tensor<2x8x8x64xbf16>) -> tensor<2x8x8x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%10 init: %cst) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x8x8x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 3] : (tensor<2x64xf32>) -> tensor<2x1x1x64xf32>
    %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x1x1x64xf32>
    %14 = stablehlo.divide %12, %13 : tensor<2x1x1x64xf32>
    %15 = stablehlo.convert %14 : (tensor<2x1x1x64xf32>) -> tensor<2x1x1x64xbf16>
    %16 = stablehlo.dot_general %15, %arg7, contracting_dims = [3] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x1x1x64xbf16>, tensor<64x16xbf16>) -> tensor<2x1x1x16xbf16>
    %17 = stablehlo.reshape %arg6 : (tensor<16xbf16>) -> tensor<1x1x1x16xbf16>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xbf16>) -> tensor<2x1x1x16xbf16>
    %19 = stablehlo.add %16, %18 : tensor<2x1x1x16xbf16>
    %20 = call @relu(%19) : (tensor<2x1x1x16xbf16>) -> tensor<2x1x1x16xbf16>
    %21 = stablehlo.dot_general %20, %arg9, contracting_dims = [3] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x1x1x16xbf16>, tensor<16x64xbf16>) -> tensor<2x1x1x64xbf16>
    %22 = stablehlo.reshape %arg8 : (tensor<64xbf16>) -> tensor<1x1x1x64xbf16>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xbf16>) -> tensor<2x1x1x64xbf16>
    %24 = stablehlo.add %21, %23 : tensor<2x1x1x64xbf16>
    %25 = call @hard_sigmoid_0(%24) : (tensor<2x1x1x64xbf16>) -> tensor<2x1x1x64xbf16>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2, 3] : (tensor<2x1x1x64xbf16>) -> tensor<2x8x8x64xbf16>
    %27 = stablehlo.multiply %9, %26 : tensor<2x8x8x64xbf16>
    %28 = stablehlo.convolution(%27, %arg5) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x8x8x64xbf16>, tensor<1x1x64x16xbf16>) -> tensor<2x8x8x16xbf16>
    %29 = stablehlo.reshape %arg4 : (tensor<16xbf16>) -> tensor<1x1x1x16xbf16>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xbf16>) -> tensor<2x8x8x16xbf16>
    %31 = stablehlo.add %28, %30 : tensor<2x8x8x16xbf16>
    %32 = stablehlo.add %arg10, %31 : tensor<2x8x8x16xbf16>
    return %32 : tensor<2x8x8x16xbf16>
  }
  func.func private @hard_silu(%arg0: tensor<2x8x8x64xbf16>) -> tensor<2x8x8x64xbf16> {
    %0 = call @hard_sigmoid(%arg0) : (tensor<2x8x8x64xbf16>) -> tensor<2x8x8x64xbf16>
    %1 = stablehlo.multiply %arg0, %0 : tensor<2x8x8x64xbf16>
    return %1 : tensor<2x8x8x64xbf16>
  }
  func.func private @hard_sigmoid(%arg0: tensor<2x8x8x64xbf16>) -> tensor<2x8x8x64xbf16> {
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<2x8x8x64xbf16>
    %1 = stablehlo.add %arg0, %0 : tensor<2x8x8x64xbf16>
    %2 = call @relu6(%1) : (tensor<2x8x8x64xbf16>) -> tensor<2x8x8x64xbf16>
    %cst_0 = stablehlo.constant dense<6.000000e+00> : tensor<bf16>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<2x8x8x64xbf16>
    %4 = stablehlo.divide %2, %3 : tensor<2x8x8x64xbf16>
    return %4 : tensor<2x8x8x64xbf16>
  }
  func.func private @relu6(%arg0: tensor<2x8x8x64xbf16>) -> tensor<2x8x8x64xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<2x8x8x64xbf16>
    %1 = stablehlo.maximum %arg0, %0 : tensor<2x8x8x64xbf16>
    %cst_0 = stablehlo.constant dense<6.000000e+00> : tensor<bf16>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<2x8x8x64xbf16>
    %3 = stablehlo.minimum %1, %2 : tensor<2x8x8x64xbf16>
    return %3 : tensor<2x8x8x64xbf16>
  }
  func.func private @relu(%arg0: tensor<2x1x1x16xbf16>) -> tensor<2x1x1x16xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<2x1x1x16xbf16>
    %1 = stablehlo.maximum %arg0, %0 : tensor<2x1x1x16xbf16>
    return %1 : tensor<2x1x1x16xbf16>
  }
  func.func private @hard_sigmoid_0(%arg0: tensor<2x1x1x64xbf16>) -> tensor<2x1x1x64xbf16> {
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<2x1x1x64xbf16>
    %1 = stablehlo.add %arg0, %0 : tensor<2x1x1x64xbf16>
    %2 = call @relu6_1(%1) : (tensor<2x1x1x64xbf16>) -> tensor<2x1x1x64xbf16>
    %cst_0 = stablehlo.constant dense<6.000000e+00> : tensor<bf16>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<2x1x1x64xbf16>
    %4 = stablehlo.divide %2, %3 : tensor<2x1x1x64xbf16>
    return %4 : tensor<2x1x1x64xbf16>
  }
  func.func private @relu6_1(%arg0: tensor<2x1x1x64xbf16>) -> tensor<2x1x1x64xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<2x1x1x64xbf16>
    %1 = stablehlo.maximum %arg0, %0 : tensor<2x1x1x64xbf16>
    %cst_0 = stablehlo.constant dense<6.000000e+00> : tensor<bf16>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<2x1x1x64xbf16>
    %3 = stablehlo.minimum %1, %2 : tensor<2x1x1x64xbf16>
    return %3 : tensor<2x1x1x64xbf16>
  }
}
