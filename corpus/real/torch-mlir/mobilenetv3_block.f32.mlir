module {
  func.func @main(%arg0: tensor<2x16x8x8xf32>, %arg1: tensor<64x16x1x1xf32>, %arg2: tensor<64xf32>, %arg3: tensor<64x1x3x3xf32>, %arg4: tensor<64xf32>, %arg5: tensor<16x64x1x1xf32>, %arg6: tensor<16xf32>, %arg7: tensor<64x16x1x1xf32>, %arg8: tensor<64xf32>, %arg9: tensor<16x64x1x1xf32>, %arg10: tensor<16xf32>) -> tensor<2x16x8x8xf32> {
    %cst = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<2x16x1x1xf32>
    %cst_3 = arith.constant dense<3> : tensor<1xi64>
    %cst_4 = arith.constant dense<0> : tensor<1xi64>
    %cst_5 = arith.constant dense<6> : tensor<1xi64>
    %cst_6 = arith.constant dense<64> : tensor<1xi64>
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x16x8x8xf32>, tensor<64x16x1x1xf32>) -> tensor<2x64x8x8xf32>
    %1 = stablehlo.reshape %arg2 : (tensor<64xf32>) -> tensor<64x1x1xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1, 2, 3] : (tensor<64x1x1xf32>) -> tensor<2x64x8x8xf32>
    %3 = stablehlo.add %0, %2 : tensor<2x64x8x8xf32>
    %4 = stablehlo.convert %cst_3 : (tensor<1xi64>) -> tensor<1xf32>
    %5 = stablehlo.reshape %4 : (tensor<1xf32>) -> tensor<f32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f32>) -> tensor<2x64x8x8xf32>
    %7 = stablehlo.add %3, %6 : tensor<2x64x8x8xf32>
    %8 = stablehlo.convert %cst_4 : (tensor<1xi64>) -> tensor<1xf32>
    %9 = stablehlo.reshape %8 : (tensor<1xf32>) -> tensor<f32>
    %10 = stablehlo.clamp %9, %7, %cst : (tensor<f32>, tensor<2x64x8x8xf32>, tensor<f32>) -> tensor<2x64x8x8xf32>
    %11 = stablehlo.convert %cst_5 : (tensor<1xi64>) -> tensor<1xf32>
    %12 = stablehlo.reshape %11 : (tensor<1xf32>) -> tensor<f32>
    %13 = stablehlo.clamp %cst_0, %10, %12 : (tensor<f32>, tensor<2x64x8x8xf32>, tensor<f32>) -> tensor<2x64x8x8xf32>
    %14 = stablehlo.multiply %3, %13 : tensor<2x64x8x8xf32>
    %15 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<f32>) -> tensor<2x64x8x8xf32>
    %16 = stablehlo.divide %14, %15 : tensor<2x64x8x8xf32>
    %17 = stablehlo.convolution(%16, %arg3) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 64 : i64} : (tensor<2x64x8x8xf32>, tensor<64x1x3x3xf32>) -> tensor<2x64x8x8xf32>
    %18 = stablehlo.reshape %arg4 : (tensor<64xf32>) -> tensor<64x1x1xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [1, 2, 3] : (tensor<64x1x1xf32>) -> tensor<2x64x8x8xf32>
    %20 = stablehlo.add %17, %19 : tensor<2x64x8x8xf32>
    %21 = stablehlo.add %20, %6 : tensor<2x64x8x8xf32>
    %22 = stablehlo.clamp %9, %21, %cst : (tensor<f32>, tensor<2x64x8x8xf32>, tensor<f32>) -> tensor<2x64x8x8xf32>
    %23 = stablehlo.clamp %cst_0, %22, %12 : (tensor<f32>, tensor<2x64x8x8xf32>, tensor<f32>) -> tensor<2x64x8x8xf32>
    %24 = stablehlo.multiply %20, %23 : tensor<2x64x8x8xf32>
    %25 = stablehlo.divide %24, %15 : tensor<2x64x8x8xf32>
    %26 = stablehlo.reduce(%25 init: %cst_1) applies stablehlo.add across dimensions = [2, 3] : (tensor<2x64x8x8xf32>, tensor<f32>) -> tensor<2x64xf32>
    %27 = stablehlo.reshape %26 : (tensor<2x64xf32>) -> tensor<2x64x1x1xf32>
    %28 = stablehlo.convert %cst_6 : (tensor<1xi64>) -> tensor<1xf32>
    %29 = stablehlo.reshape %28 : (tensor<1xf32>) -> tensor<f32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [] : (tensor<f32>) -> tensor<2x64x1x1xf32>
    %31 = stablehlo.divide %27, %30 : tensor<2x64x1x1xf32>
    %32 = stablehlo.convolution(%31, %arg5) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x64x1x1xf32>, tensor<16x64x1x1xf32>) -> tensor<2x16x1x1xf32>
    %33 = stablehlo.reshape %arg6 : (tensor<16xf32>) -> tensor<16x1x1xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [1, 2, 3] : (tensor<16x1x1xf32>) -> tensor<2x16x1x1xf32>
    %35 = stablehlo.add %32, %34 : tensor<2x16x1x1xf32>
    %36 = stablehlo.maximum %35, %cst_2 : tensor<2x16x1x1xf32>
    %37 = stablehlo.convolution(%36, %arg7) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x16x1x1xf32>, tensor<64x16x1x1xf32>) -> tensor<2x64x1x1xf32>
    %38 = stablehlo.reshape %arg8 : (tensor<64xf32>) -> tensor<64x1x1xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [1, 2, 3] : (tensor<64x1x1xf32>) -> tensor<2x64x1x1xf32>
    %40 = stablehlo.add %37, %39 : tensor<2x64x1x1xf32>
    %41 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f32>) -> tensor<2x64x1x1xf32>
    %42 = stablehlo.add %40, %41 : tensor<2x64x1x1xf32>
    %43 = stablehlo.clamp %9, %42, %cst : (tensor<f32>, tensor<2x64x1x1xf32>, tensor<f32>) -> tensor<2x64x1x1xf32>
    %44 = stablehlo.clamp %cst_0, %43, %12 : (tensor<f32>, tensor<2x64x1x1xf32>, tensor<f32>) -> tensor<2x64x1x1xf32>
    %45 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<f32>) -> tensor<2x64x1x1xf32>
    %46 = stablehlo.divide %44, %45 : tensor<2x64x1x1xf32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2, 3] : (tensor<2x64x1x1xf32>) -> tensor<2x64x8x8xf32>
    %48 = stablehlo.multiply %25, %47 : tensor<2x64x8x8xf32>
    %49 = stablehlo.convolution(%48, %arg9) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x64x8x8xf32>, tensor<16x64x1x1xf32>) -> tensor<2x16x8x8xf32>
    %50 = stablehlo.reshape %arg10 : (tensor<16xf32>) -> tensor<16x1x1xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [1, 2, 3] : (tensor<16x1x1xf32>) -> tensor<2x16x8x8xf32>
    %52 = stablehlo.add %49, %51 : tensor<2x16x8x8xf32>
    %53 = stablehlo.add %arg0, %52 : tensor<2x16x8x8xf32>
    return %53 : tensor<2x16x8x8xf32>
  }
}
