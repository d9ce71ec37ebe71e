module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64xf32>, %arg1: tensor<1x1x16x64xf32>, %arg2: tensor<64xf32>, %arg3: tensor<3x3x1x64xf32>, %arg4: tensor<16xf32>, %arg5: tensor<1x1x64x16xf32>, %arg6: tensor<16xf32>, %arg7: tensor<64x16xf32>, %arg8: tensor<64xf32>, %arg9: tensor<16x64xf32>, %arg10: tensor<2x8x8x16xf32>) -> (tensor<2x8x8x16xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.convolution(%arg10, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x8x8x16xf32>, tensor<1x1x16x64xf32>) -> tensor<2x8x8x64xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<2x8x8x64xf32>
    %3 = stablehlo.add %0, %2 : tensor<2x8x8x64xf32>
    %4 = call @hard_silu(%3) : (tensor<2x8x8x64xf32>) -> tensor<2x8x8x64xf32>
    %5 = stablehlo.convolution(%4, %arg3) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 64 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x8x8x64xf32>, tensor<3x3x1x64xf32>) -> tensor<2x8x8x64xf32>
    %6 = stablehlo.reshape %arg2 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<2x8x8x64xf32>
    %8 = stablehlo.add %5, %7 : tensor<2x8x8x64xf32>
    %9 = call @hard_silu(%8) : (tensor<2x8x8x64xf32>) -> tensor<2x8x8x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%9 init: %cst) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x8x8x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 3] : (tensor<2x64xf32>) -> tensor<2x1x1x64xf32>
    %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x1x1x64xf32>
    %13 = stablehlo.divide %11, %12 : tensor<2x1x1x64xf32>
    %14 = stablehlo.dot_general %13, %arg7, contracting_dims = [3] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x1x1x64xf32>, tensor<64x16xf32>) -> tensor<2x1x1x16xf32>
    %15 = stablehlo.reshape %arg6 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<2x1x1x16xf32>
    %17 = stablehlo.add %14, %16 : tensor<2x1x1x16xf32>
    %18 = call @relu(%17) : (tensor<2x1x1x16xf32>) -> tensor<2x1x1x16xf32>
    %19 = stablehlo.dot_general %18, %arg9, contracting_dims = [3] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x1x1x16xf32>, tensor<16x64xf32>) -> tensor<2x1x1x64xf32>
    %20 = stablehlo.reshape %arg8 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<2x1x1x64xf32>
    %22 = stablehlo.add %19, %21 : tensor<2x1x1x64xf32>
    %23 = call @hard_sigmoid_0(%22) : (tensor<2x1x1x64xf32>) -> tensor<2x1x1x64xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2, 3] : (tensor<2x1x1x64xf32>) -> tensor<2x8x8x64xf32>
    %25 = stablehlo.multiply %9, %24 : tensor<2x8x8x64xf32>
    %26 = stablehlo.convolution(%25, %arg5) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x8x8x64xf32>, tensor<1x1x64x16xf32>) -> tensor<2x8x8x16xf32>
    %27 = stablehlo.reshape %arg4 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<2x8x8x16xf32>
    %29 = stablehlo.add %26, %28 : tensor<2x8x8x16xf32>
    %30 = stablehlo.add %arg10, %29 : tensor<2x8x8x16xf32>
    return %30 : tensor<2x8x8x16xf32>
  }
  func.func private @hard_silu(%arg0: tensor<2x8x8x64xf32>) -> tensor<2x8x8x64xf32> {
    %0 = call @hard_sigmoid(%arg0) : (tensor<2x8x8x64xf32>) -> tensor<2x8x8x64xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<2x8x8x64xf32>
    return %1 : tensor<2x8x8x64xf32>
  }
  func.func private @hard_sigmoid(%arg0: tensor<2x8x8x64xf32>) -> tensor<2x8x8x64xf32> {
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x8x64xf32>
    %1 = stablehlo.add %arg0, %0 : tensor<2x8x8x64xf32>
    %2 = call @relu6(%1) : (tensor<2x8x8x64xf32>) -> tensor<2x8x8x64xf32>
    %cst_0 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x8x8x64xf32>
    %4 = stablehlo.divide %2, %3 : tensor<2x8x8x64xf32>
    return %4 : tensor<2x8x8x64xf32>
  }
  func.func private @relu6(%arg0: tensor<2x8x8x64xf32>) -> tensor<2x8x8x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x8x64xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<2x8x8x64xf32>
    %cst_0 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x8x8x64xf32>
    %3 = stablehlo.minimum %1, %2 : tensor<2x8x8x64xf32>
    return %3 : tensor<2x8x8x64xf32>
  }
  func.func private @relu(%arg0: tensor<2x1x1x16xf32>) -> tensor<2x1x1x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1x1x16xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<2x1x1x16xf32>
    return %1 : tensor<2x1x1x16xf32>
  }
  func.func private @hard_sigmoid_0(%arg0: tensor<2x1x1x64xf32>) -> tensor<2x1x1x64xf32> {
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1x1x64xf32>
    %1 = stablehlo.add %arg0, %0 : tensor<2x1x1x64xf32>
    %2 = call @relu6_1(%1) : (tensor<2x1x1x64xf32>) -> tensor<2x1x1x64xf32>
    %cst_0 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x1x1x64xf32>
    %4 = stablehlo.divide %2, %3 : tensor<2x1x1x64xf32>
    return %4 : tensor<2x1x1x64xf32>
  }
  func.func private @relu6_1(%arg0: tensor<2x1x1x64xf32>) -> tensor<2x1x1x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1x1x64xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<2x1x1x64xf32>
    %cst_0 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x1x1x64xf32>
    %3 = stablehlo.minimum %1, %2 : tensor<2x1x1x64xf32>
    return %3 : tensor<2x1x1x64xf32>
  }
}
