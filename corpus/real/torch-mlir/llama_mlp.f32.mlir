module {
  func.func @main(%arg0: tensor<2x16x64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<256x64xf32>, %arg3: tensor<256x64xf32>, %arg4: tensor<64x256xf32>) -> tensor<2x16x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = arith.constant dense<2> : tensor<1xi64>
    %cst_1 = arith.constant dense<64> : tensor<1xi64>
    %cst_2 = arith.constant dense<9.9999999999999995E-7> : tensor<1xf64>
    %0 = stablehlo.convert %cst_0 : (tensor<1xi64>) -> tensor<1xf32>
    %1 = stablehlo.reshape %0 : (tensor<1xf32>) -> tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %3 = stablehlo.power %arg0, %2 : tensor<2x16x64xf32>
    %4 = stablehlo.reduce(%3 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %5 = stablehlo.reshape %4 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %6 = stablehlo.convert %cst_1 : (tensor<1xi64>) -> tensor<1xf32>
    %7 = stablehlo.reshape %6 : (tensor<1xf32>) -> tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %9 = stablehlo.divide %5, %8 : tensor<2x16x1xf32>
    %10 = stablehlo.convert %cst_2 : (tensor<1xf64>) -> tensor<1xf32>
    %11 = stablehlo.reshape %10 : (tensor<1xf32>) -> tensor<f32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %13 = stablehlo.add %9, %12 : tensor<2x16x1xf32>
    %14 = stablehlo.rsqrt %13 : tensor<2x16x1xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %16 = stablehlo.multiply %arg0, %15 : tensor<2x16x64xf32>
    %17 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %18 = stablehlo.multiply %16, %17 : tensor<2x16x64xf32>
    %19 = stablehlo.transpose %arg2, dims = [1, 0] : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %20 = stablehlo.reshape %18 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %21 = stablehlo.dot_general %20, %19, contracting_dims = [1] x [0] : (tensor<32x64xf32>, tensor<64x256xf32>) -> tensor<32x256xf32>
    %22 = stablehlo.reshape %21 : (tensor<32x256xf32>) -> tensor<2x16x256xf32>
    %23 = stablehlo.logistic %22 : tensor<2x16x256xf32>
    %24 = stablehlo.multiply %22, %23 : tensor<2x16x256xf32>
    %25 = stablehlo.transpose %arg3, dims = [1, 0] : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %26 = stablehlo.dot_general %20, %25, contracting_dims = [1] x [0] : (tensor<32x64xf32>, tensor<64x256xf32>) -> tensor<32x256xf32>
    %27 = stablehlo.reshape %26 : (tensor<32x256xf32>) -> tensor<2x16x256xf32>
    %28 = stablehlo.multiply %24, %27 : tensor<2x16x256xf32>
    %29 = stablehlo.transpose %arg4, dims = [1, 0] : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %30 = stablehlo.reshape %28 : (tensor<2x16x256xf32>) -> tensor<32x256xf32>
    %31 = stablehlo.dot_general %30, %29, contracting_dims = [1] x [0] : (tensor<32x256xf32>, tensor<256x64xf32>) -> tensor<32x64xf32>
    %32 = stablehlo.reshape %31 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %33 = stablehlo.add %arg0, %32 : tensor<2x16x64xf32>
    return %33 : tensor<2x16x64xf32>
  }
}
