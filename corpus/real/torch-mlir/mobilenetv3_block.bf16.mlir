module {
  func.func @main(%arg0: tensor<2x16x8x8xbf16>, %arg1: tensor<64x16x1x1xbf16>, %arg2: tensor<64xbf16>, %arg3: tensor<64x1x3x3xbf16>, %arg4: tensor<64xbf16>, %arg5: tensor<16x64x1x1xbf16>, %arg6: tensor<16xbf16>, %arg7: tensor<64x16x1x1xbf16>, %arg8: tensor<64xbf16>, %arg9: tensor<16x64x1x1xbf16>, %arg10: tensor<16xbf16>) -> tensor<2x16x8x8xbf16> {
    %cst = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<2x16x1x1xbf16>
    %cst_3 = arith.constant dense<3> : tensor<1xi64>
    %cst_4 = arith.constant dense<0> : tensor<1xi64>
    %cst_5 = arith.constant dense<6> : tensor<1xi64>
    %cst_6 = arith.constant dense<64> : tensor<1xi64>
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x16x8x8xbf16>, tensor<64x16x1x1xbf16>) -> tensor<2x64x8x8xbf16>
    %1 = stablehlo.reshape %arg2 : (tensor<64xbf16>) -> tensor<64x1x1xbf16>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1, 2, 3] : (tensor<64x1x1xbf16>) -> tensor<2x64x8x8xbf16>
    %3 = stablehlo.add %0, %2 : tensor<2x64x8x8xbf16>
    %4 = stablehlo.convert %3 : (tensor<2x64x8x8xbf16>) -> tensor<2x64x8x8xf32>
    %5 = stablehlo.convert %cst_3 : (tensor<1xi64>) -> tensor<1xf32>
    %6 = stablehlo.reshape %5 : (tensor<1xf32>) -> tensor<f32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<f32>) -> tensor<2x64x8x8xf32>
    %8 = stablehlo.add %4, %7 : tensor<2x64x8x8xf32>
    %9 = stablehlo.convert %cst_4 : (tensor<1xi64>) -> tensor<1xf32>
    %10 = stablehlo.reshape %9 : (tensor<1xf32>) -> tensor<f32>
    %11 = stablehlo.clamp %10, %8, %cst : (tensor<f32>, tensor<2x64x8x8xf32>, tensor<f32>) -> tensor<2x64x8x8xf32>
    %12 = stablehlo.convert %cst_5 : (tensor<1xi64>) -> tensor<1xf32>
    %13 = stablehlo.reshape %12 : (tensor<1xf32>) -> tensor<f32>
    %14 = stablehlo.clamp %cst_0, %11, %13 : (tensor<f32>, tensor<2x64x8x8xf32>, tensor<f32>) -> tensor<2x64x8x8xf32>
    %15 = stablehlo.multiply %4, %14 : tensor<2x64x8x8xf32>
    %16 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f32>) -> tensor<2x64x8x8xf32>
    %17 = stablehlo.divide %15, %16 : tensor<2x64x8x8xf32>
    %18 = stablehlo.convert %17 : (tensor<2x64x8x8xf32>) -> tensor<2x64x8x8xbf16>
    %19 = stablehlo.convolution(%18, %arg3) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 64 : i64} : (tensor<2x64x8x8xbf16>, tensor<64x1x3x3xbf16>) -> tensor<2x64x8x8xbf16>
    %20 = stablehlo.reshape %arg4 : (tensor<64xbf16>) -> tensor<64x1x1xbf16>
    %21 = stablehlo.broadcast_in_dim %20, dims = [1, 2, 3] : (tensor<64x1x1xbf16>) -> tensor<2x64x8x8xbf16>
    %22 = stablehlo.add %19, %21 : tensor<2x64x8x8xbf16>
    %23 = stablehlo.convert %22 : (tensor<2x64x8x8xbf16>) -> tensor<2x64x8x8xf32>
    %24 = stablehlo.add %23, %7 : tensor<2x64x8x8xf32>
    %25 = stablehlo.clamp %10, %24, %cst : (tensor<f32>, tensor<2x64x8x8xf32>, tensor<f32>) -> tensor<2x64x8x8xf32>
    %26 = stablehlo.clamp %cst_0, %25, %13 : (tensor<f32>, tensor<2x64x8x8xf32>, tensor<f32>) -> tensor<2x64x8x8xf32>
    %27 = stablehlo.multiply %23, %26 : tensor<2x64x8x8xf32>
    %28 = stablehlo.divide %27, %16 : tensor<2x64x8x8xf32>
    %29 = stablehlo.convert %28 : (tensor<2x64x8x8xf32>) -> tensor<2x64x8x8xbf16>
    %30 = stablehlo.reduce(%29 init: %cst_1) applies stablehlo.add across dimensions = [2, 3] : (tensor<2x64x8x8xbf16>, tensor<bf16>) -> tensor<2x64xbf16>
    %31 = stablehlo.reshape %30 : (tensor<2x64xbf16>) -> tensor<2x64x1x1xbf16>
    %32 = stablehlo.convert %cst_6 : (tensor<1xi64>) -> tensor<1xbf16>
    %33 = stablehlo.reshape %32 : (tensor<1xbf16>) -> tensor<bf16>
    %34 = stablehlo.broadcast_in_dim %33, dims = [] : (tensor<bf16>) -> tensor<2x64x1x1xbf16>
    %35 = stablehlo.divide %31, %34 : tensor<2x64x1x1xbf16>
    %36 = stablehlo.convolution(%35, %arg5) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x64x1x1xbf16>, tensor<16x64x1x1xbf16>) -> tensor<2x16x1x1xbf16>
    %37 = stablehlo.reshape %arg6 : (tensor<16xbf16>) -> tensor<16x1x1xbf16>
    %38 = stablehlo.broadcast_in_dim %37, dims = [1, 2, 3] : (tensor<16x1x1xbf16>) -> tensor<2x16x1x1xbf16>
    %39 = stablehlo.add %36, %38 : tensor<2x16x1x1xbf16>
    %40 = stablehlo.maximum %39, %cst_2 : tensor<2x16x1x1xbf16>
    %41 = stablehlo.convolution(%40, %arg7) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x16x1x1xbf16>, tensor<64x16x1x1xbf16>) -> tensor<2x64x1x1xbf16>
    %42 = stablehlo.reshape %arg8 : (tensor<64xbf16>) -> tensor<64x1x1xbf16>
    %43 = stablehlo.broadcast_in_dim %42, dims = [1, 2, 3] : (tensor<64x1x1xbf16>) -> tensor<2x64x1x1xbf16>
    %44 = stablehlo.add %41, %43 : tensor<2x64x1x1xbf16>
    %45 = stablehlo.convert %44 : (tensor<2x64x1x1xbf16>) -> tensor<2x64x1x1xf32>
    %46 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<f32>) -> tensor<2x64x1x1xf32>
    %47 = stablehlo.add %45, %46 : tensor<2x64x1x1xf32>
    %48 = stablehlo.clamp %10, %47, %cst : (tensor<f32>, tensor<2x64x1x1xf32>, tensor<f32>) -> tensor<2x64x1x1xf32>
    %49 = stablehlo.clamp %cst_0, %48, %13 : (tensor<f32>, tensor<2x64x1x1xf32>, tensor<f32>) -> tensor<2x64x1x1xf32>
    %50 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f32>) -> tensor<2x64x1x1xf32>
    %51 = stablehlo.divide %49, %50 : tensor<2x64x1x1xf32>
    %52 = stablehlo.convert %51 : (tensor<2x64x1x1xf32>) -> tensor<2x64x1x1xbf16>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0, 1, 2, 3] : (tensor<2x64x1x1xbf16>) -> tensor<2x64x8x8xbf16>
    %54 = stablehlo.multiply %29, %53 : tensor<2x64x8x8xbf16>
    %55 = stablehlo.convolution(%54, %arg9) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x64x8x8xbf16>, tensor<16x64x1x1xbf16>) -> tensor<2x16x8x8xbf16>
    %56 = stablehlo.reshape %arg10 : (tensor<16xbf16>) -> tensor<16x1x1xbf16>
    %57 = stablehlo.broadcast_in_dim %56, dims = [1, 2, 3] : (tensor<16x1x1xbf16>) -> tensor<2x16x8x8xbf16>
    %58 = stablehlo.add %55, %57 : tensor<2x16x8x8xbf16>
    %59 = stablehlo.add %arg0, %58 : tensor<2x16x8x8xbf16>
    return %59 : tensor<2x16x8x8xbf16>
  }
}
