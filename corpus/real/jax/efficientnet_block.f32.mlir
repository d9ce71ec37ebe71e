module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64xf32>, %arg3: tensor<64xf32>, %arg4: tensor<16xf32>, %arg5: tensor<16xf32>, %arg6: tensor<64xf32>, %arg7: tensor<64xf32>, %arg8: tensor<64xf32>, %arg9: tensor<64xf32>, %arg10: tensor<16xf32>, %arg11: tensor<16xf32>, %arg12: tensor<1x1x16x64xf32>, %arg13: tensor<3x3x1x64xf32>, %arg14: tensor<1x1x64x16xf32>, %arg15: tensor<4xf32>, %arg16: tensor<64x4xf32>, %arg17: tensor<64xf32>, %arg18: tensor<4x64xf32>, %arg19: tensor<2x8x8x16xf32>) -> (tensor<2x8x8x16xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.convolution(%arg19, %arg12) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x8x8x16xf32>, tensor<1x1x16x64xf32>) -> tensor<2x8x8x64xf32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %2 = stablehlo.broadcast_in_dim %arg1, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<2x8x8x64xf32>
    %4 = stablehlo.subtract %0, %3 : tensor<2x8x8x64xf32>
    %cst = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x1x64xf32>
    %6 = stablehlo.add %2, %5 : tensor<1x1x1x64xf32>
    %7 = stablehlo.rsqrt %6 : tensor<1x1x1x64xf32>
    %8 = stablehlo.reshape %arg7 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %9 = stablehlo.multiply %7, %8 : tensor<1x1x1x64xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<2x8x8x64xf32>
    %11 = stablehlo.multiply %4, %10 : tensor<2x8x8x64xf32>
    %12 = stablehlo.reshape %arg6 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<2x8x8x64xf32>
    %14 = stablehlo.add %11, %13 : tensor<2x8x8x64xf32>
    %15 = call @silu(%14) : (tensor<2x8x8x64xf32>) -> tensor<2x8x8x64xf32>
    %16 = stablehlo.convolution(%15, %arg13) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 64 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x8x8x64xf32>, tensor<3x3x1x64xf32>) -> tensor<2x8x8x64xf32>
    %17 = stablehlo.broadcast_in_dim %arg2, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %18 = stablehlo.broadcast_in_dim %arg3, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %19 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<2x8x8x64xf32>
    %20 = stablehlo.subtract %16, %19 : tensor<2x8x8x64xf32>
    %cst_0 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x1x1x64xf32>
    %22 = stablehlo.add %18, %21 : tensor<1x1x1x64xf32>
    %23 = stablehlo.rsqrt %22 : tensor<1x1x1x64xf32>
    %24 = stablehlo.reshape %arg9 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %25 = stablehlo.multiply %23, %24 : tensor<1x1x1x64xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<2x8x8x64xf32>
    %27 = stablehlo.multiply %20, %26 : tensor<2x8x8x64xf32>
    %28 = stablehlo.reshape %arg8 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<2x8x8x64xf32>
    %30 = stablehlo.add %27, %29 : tensor<2x8x8x64xf32>
    %31 = call @silu(%30) : (tensor<2x8x8x64xf32>) -> tensor<2x8x8x64xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %32 = stablehlo.reduce(%31 init: %cst_1) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x8x8x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 3] : (tensor<2x64xf32>) -> tensor<2x1x1x64xf32>
    %cst_2 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x1x1x64xf32>
    %35 = stablehlo.divide %33, %34 : tensor<2x1x1x64xf32>
    %36 = stablehlo.dot_general %35, %arg16, contracting_dims = [3] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x1x1x64xf32>, tensor<64x4xf32>) -> tensor<2x1x1x4xf32>
    %37 = stablehlo.reshape %arg15 : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xf32>) -> tensor<2x1x1x4xf32>
    %39 = stablehlo.add %36, %38 : tensor<2x1x1x4xf32>
    %40 = call @silu_0(%39) : (tensor<2x1x1x4xf32>) -> tensor<2x1x1x4xf32>
    %41 = stablehlo.dot_general %40, %arg18, contracting_dims = [3] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x1x1x4xf32>, tensor<4x64xf32>) -> tensor<2x1x1x64xf32>
    %42 = stablehlo.reshape %arg17 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<2x1x1x64xf32>
    %44 = stablehlo.add %41, %43 : tensor<2x1x1x64xf32>
    %45 = stablehlo.negate %44 : tensor<2x1x1x64xf32>
    %46 = stablehlo.exponential %45 : tensor<2x1x1x64xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x1x1x64xf32>
    %48 = stablehlo.add %47, %46 : tensor<2x1x1x64xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x1x1x64xf32>
    %50 = stablehlo.divide %49, %48 : tensor<2x1x1x64xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2, 3] : (tensor<2x1x1x64xf32>) -> tensor<2x8x8x64xf32>
    %52 = stablehlo.multiply %31, %51 : tensor<2x8x8x64xf32>
    %53 = stablehlo.convolution(%52, %arg14) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x8x8x64xf32>, tensor<1x1x64x16xf32>) -> tensor<2x8x8x16xf32>
    %54 = stablehlo.broadcast_in_dim %arg4, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %55 = stablehlo.broadcast_in_dim %arg5, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %56 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<2x8x8x16xf32>
    %57 = stablehlo.subtract %53, %56 : tensor<2x8x8x16xf32>
    %cst_5 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<1x1x1x16xf32>
    %59 = stablehlo.add %55, %58 : tensor<1x1x1x16xf32>
    %60 = stablehlo.rsqrt %59 : tensor<1x1x1x16xf32>
    %61 = stablehlo.reshape %arg11 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %62 = stablehlo.multiply %60, %61 : tensor<1x1x1x16xf32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<2x8x8x16xf32>
    %64 = stablehlo.multiply %57, %63 : tensor<2x8x8x16xf32>
    %65 = stablehlo.reshape %arg10 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<2x8x8x16xf32>
    %67 = stablehlo.add %64, %66 : tensor<2x8x8x16xf32>
    %68 = stablehlo.add %arg19, %67 : tensor<2x8x8x16xf32>
    return %68 : tensor<2x8x8x16xf32>
  }
  func.func private @silu(%arg0: tensor<2x8x8x64xf32>) -> tensor<2x8x8x64xf32> {
    %0 = stablehlo.negate %arg0 : tensor<2x8x8x64xf32>
    %1 = stablehlo.exponential %0 : tensor<2x8x8x64xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x8x64xf32>
    %3 = stablehlo.add %2, %1 : tensor<2x8x8x64xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x8x8x64xf32>
    %5 = stablehlo.divide %4, %3 : tensor<2x8x8x64xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<2x8x8x64xf32>
    return %6 : tensor<2x8x8x64xf32>
  }
  func.func private @silu_0(%arg0: tensor<2x1x1x4xf32>) -> tensor<2x1x1x4xf32> {
    %0 = stablehlo.negate %arg0 : tensor<2x1x1x4xf32>
    %1 = stablehlo.exponential %0 : tensor<2x1x1x4xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1x1x4xf32>
    %3 = stablehlo.add %2, %1 : tensor<2x1x1x4xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x1x1x4xf32>
    %5 = stablehlo.divide %4, %3 : tensor<2x1x1x4xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<2x1x1x4xf32>
    return %6 : tensor<2x1x1x4xf32>
  }
}
