module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64xf32>, %arg3: tensor<64xf32>, %arg4: tensor<16xf32>, %arg5: tensor<16xf32>, %arg6: tensor<64xbf16>, %arg7: tensor<64xbf16>, %arg8: tensor<64xbf16>, %arg9: tensor<64xbf16>, %arg10: tensor<16xbf16>, %arg11: tensor<16xbf16>, %arg12: tensor<1x1x16x64xbf16>, %arg13: tensor<3x3x1x64xbf16>, %arg14: tensor<1x1x64x16xbf16>, %arg15: tensor<4xbf16>, %arg16: tensor<64x4xbf16>, %arg17: tensor<64xbf16>, %arg18: tensor<4x64xbf16>, %arg19: tensor<2x8x8x16xbf16>) -> (tensor<2x8x8x16xbf16> {jax.result_info = "result"}) {
    %0 = stablehlo.convolution(%arg19, %arg12) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x8x8x16xbf16>, tensor<1x1x16x64xbf16>) -> tensor<2x8x8x64xbf16>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %2 = stablehlo.broadcast_in_dim %arg1, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %3 = stablehlo.convert %0 : (tensor<2x8x8x64xbf16>) -> tensor<2x8x8x64xf32>
    %4 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<2x8x8x64xf32>
    %5 = stablehlo.subtract %3, %4 : tensor<2x8x8x64xf32>
    %cst = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x1x64xf32>
    %7 = stablehlo.add %2, %6 : tensor<1x1x1x64xf32>
    %8 = stablehlo.rsqrt %7 : tensor<1x1x1x64xf32>
    %9 = stablehlo.reshape %arg7 : (tensor<64xbf16>) -> tensor<1x1x1x64xbf16>
    %10 = stablehlo.convert %9 : (tensor<1x1x1x64xbf16>) -> tensor<1x1x1x64xf32>
    %11 = stablehlo.multiply %8, %10 : tensor<1x1x1x64xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<2x8x8x64xf32>
    %13 = stablehlo.multiply %5, %12 : tensor<2x8x8x64xf32>
    %14 = stablehlo.reshape %arg6 : (tensor<64xbf16>) -> tensor<1x1x1x64xbf16>
    %15 = stablehlo.convert %14 : (tensor<1x1x1x64xbf16>) -> tensor<1x1x1x64xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<2x8x8x64xf32>
    %17 = stablehlo.add %13, %16 : tensor<2x8x8x64xf32>
    %18 = stablehlo.convert %17 : (tensor<2x8x8x64xf32>) -> tensor<2x8x8x64xbf16>
    %19 = call @silu(%18) : (tensor<2x8x8x64xbf16>) -> tensor<2x8x8x64xbf16>
    %20 = stablehlo.convolution(%19, %arg13) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 64 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x8x8x64xbf16>, tensor<3x3x1x64xbf16>) -> tensor<2x8x8x64xbf16>
    %21 = stablehlo.broadcast_in_dim %arg2, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %22 = stablehlo.broadcast_in_dim %arg3, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %23 = stablehlo.convert %20 : (tensor<2x8x8x64xbf16>) -> tensor<2x8x8x64xf32>
    %24 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<2x8x8x64xf32>
    %25 = stablehlo.subtract %23, %24 : tensor<2x8x8x64xf32>
    %cst_0 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x1x1x64xf32>
    %27 = stablehlo.add %22, %26 : tensor<1x1x1x64xf32>
    %28 = stablehlo.rsqrt %27 : tensor<1x1x1x64xf32>
    %29 = stablehlo.reshape %arg9 : (tensor<64xbf16>) -> tensor<1x1x1x64xbf16>
    %30 = stablehlo.convert %29 : (tensor<1x1x1x64xbf16>) -> tensor<1x1x1x64xf32>
    %31 = stablehlo.multiply %28, %30 : tensor<1x1x1x64xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<2x8x8x64xf32>
    %33 = stablehlo.multiply %25, %32 : tensor<2x8x8x64xf32>
    %34 = stablehlo.reshape %arg8 : (tensor<64xbf16>) -> tensor<1x1x1x64xbf16>
    %35 = stablehlo.convert %34 : (tensor<1x1x1x64xbf16>) -> tensor<1x1x1x64xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<2x8x8x64xf32>
    %37 = stablehlo.add %33, %36 : tensor<2x8x8x64xf32>
    %38 = stablehlo.convert %37 : (tensor<2x8x8x64xf32>) -> tensor<2x8x8x64xbf16>
    %39 = call @silu(%38) : (tensor<2x8x8x64xbf16>) -> tensor<2x8x8x64xbf16>
    %40 = stablehlo.convert %39 : (tensor<2x8x8x64xbf16>) -> tensor<2x8x8x64xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %41 = stablehlo.reduce(%40 init: %cst_1) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x8x8x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0, 3] : (tensor<2x64xf32>) -> tensor<2x1x1x64xf32>
    %cst_2 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x1x1x64xf32>
    %44 = stablehlo.divide %42, %43 : tensor<2x1x1x64xf32>
    %45 = stablehlo.convert %44 : (tensor<2x1x1x64xf32>) -> tensor<2x1x1x64xbf16>
    %46 = stablehlo.dot_general %45, %arg16, contracting_dims = [3] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x1x1x64xbf16>, tensor<64x4xbf16>) -> tensor<2x1x1x4xbf16>
    %47 = stablehlo.reshape %arg15 : (tensor<4xbf16>) -> tensor<1x1x1x4xbf16>
    %48 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xbf16>) -> tensor<2x1x1x4xbf16>
    %49 = stablehlo.add %46, %48 : tensor<2x1x1x4xbf16>
    %50 = call @silu_0(%49) : (tensor<2x1x1x4xbf16>) -> tensor<2x1x1x4xbf16>
    %51 = stablehlo.dot_general %50, %arg18, contracting_dims = [3] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x1x1x4xbf16>, tensor<4x64xbf16>) -> tensor<2x1x1x64xbf16>
    %52 = stablehlo.reshape %arg17 : (tensor<64xbf16>) -> tensor<1x1x1x64xbf16>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xbf16>) -> tensor<2x1x1x64xbf16>
    %54 = stablehlo.add %51, %53 : tensor<2x1x1x64xbf16>
    %55 = stablehlo.negate %54 : tensor<2x1x1x64xbf16>
    %56 = stablehlo.exponential %55 : tensor<2x1x1x64xbf16>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %57 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<bf16>) -> tensor<2x1x1x64xbf16>
    %58 = stablehlo.add %57, %56 : tensor<2x1x1x64xbf16>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %59 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<bf16>) -> tensor<2x1x1x64xbf16>
    %60 = stablehlo.divide %59, %58 : tensor<2x1x1x64xbf16>
    %61 = stablehlo.broadcast_in_dim %60, dims = [0, 1, 2, 3] : (tensor<2x1x1x64xbf16>) -> tensor<2x8x8x64xbf16>
    %62 = stablehlo.multiply %39, %61 : tensor<2x8x8x64xbf16>
    %63 = stablehlo.convolution(%62, %arg14) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x8x8x64xbf16>, tensor<1x1x64x16xbf16>) -> tensor<2x8x8x16xbf16>
    %64 = stablehlo.broadcast_in_dim %arg4, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %65 = stablehlo.broadcast_in_dim %arg5, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %66 = stablehlo.convert %63 : (tensor<2x8x8x16xbf16>) -> tensor<2x8x8x16xf32>
    %67 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<2x8x8x16xf32>
    %68 = stablehlo.subtract %66, %67 : tensor<2x8x8x16xf32>
    %cst_5 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<1x1x1x16xf32>
    %70 = stablehlo.add %65, %69 : tensor<1x1x1x16xf32>
    %71 = stablehlo.rsqrt %70 : tensor<1x1x1x16xf32>
    %72 = stablehlo.reshape %arg11 : (tensor<16xbf16>) -> tensor<1x1x1x16xbf16>
    %73 = stablehlo.convert %72 : (tensor<1x1x1x16xbf16>) -> tensor<1x1x1x16xf32>
    %74 = stablehlo.multiply %71, %73 : tensor<1x1x1x16xf32>
    %75 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<2x8x8x16xf32>
    %76 = stablehlo.multiply %68, %75 : tensor<2x8x8x16xf32>
    %77 = stablehlo.reshape %arg10 : (tensor<16xbf16>) -> tensor<1x1x1x16xbf16>
    %78 = stablehlo.convert %77 : (tensor<1x1x1x16xbf16>) -> tensor<1x1x1x16xf32>
    %79 = stablehlo.broadcast_in_dim %78, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<2x8x8x16xf32>
    %80 = stablehlo.add %76, %79 : tensor<2x8x8x16xf32>
    %81 = stablehlo.convert %80 : (tensor<2x8x8x16xf32>) -> tensor<2x8x8x16xbf16>
    %82 = stablehlo.add %arg19, %81 : tensor<2x8x8x16xbf16>
    return %82 : tensor<2x8x8x16xbf16>
  }
  func.func private @silu(%arg0: tensor<2x8x8x64xbf16>) -> tensor<2x8x8x64xbf16> {
    %0 = stablehlo.negate %arg0 : tensor<2x8x8x64xbf16>
    %1 = stablehlo.exponential %0 : tensor<2x8x8x64xbf16>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<2x8x8x64xbf16>
    %3 = stablehlo.add %2, %1 : tensor<2x8x8x64xbf16>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<2x8x8x64xbf16>
    %5 = stablehlo.divide %4, %3 : tensor<2x8x8x64xbf16>
    %6 = stablehlo.multiply %arg0, %5 : tensor<2x8x8x64xbf16>
    return %6 : tensor<2x8x8x64xbf16>
  }
  func.func private @silu_0(%arg0: tensor<2x1x1x4xbf16>) -> tensor<2x1x1x4xbf16> {
    %0 = stablehlo.negate %arg0 : tensor<2x1x1x4xbf16>
    %1 = stablehlo.exponential %0 : tensor<2x1x1x4xbf16>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<2x1x1x4xbf16>
    %3 = stablehlo.add %2, %1 : tensor<2x1x1x4xbf16>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<2x1x1x4xbf16>
    %5 = stablehlo.divide %4, %3 : tensor<2x1x1x4xbf16>
    %6 = stablehlo.multiply %arg0, %5 : tensor<2x1x1x4xbf16>
    return %6 : tensor<2x1x1x4xbf16>
  }
}
