module {
  func.func @main(%arg0: tensor<2x16x64xbf16>, %arg1: tensor<64xbf16>, %arg2: tensor<256x64xbf16>, %arg3: tensor<256x64xbf16>, %arg4: tensor<64x256xbf16>) -> tensor<2x16x64xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %cst_0 = arith.constant dense<2> : tensor<1xi64>
    %cst_1 = arith.constant dense<64> : tensor<1xi64>
    %cst_2 = arith.constant dense<9.9999999999999995E-7> : tensor<1xf64>
    %0 = stablehlo.convert %cst_0 : (tensor<1xi64>) -> tensor<1xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1xbf16>) -> tensor<bf16>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<bf16>) -> tensor<2x16x64xbf16>
    %3 = stablehlo.power %arg0, %2 : tensor<2x16x64xbf16>
    %4 = stablehlo.reduce(%3 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xbf16>, tensor<bf16>) -> tensor<2x16xbf16>
    %5 = stablehlo.reshape %4 : (tensor<2x16xbf16>) -> tensor<2x16x1xbf16>
    %6 = stablehlo.convert %cst_1 : (tensor<1xi64>) -> tensor<1xbf16>
    %7 = stablehlo.reshape %6 : (tensor<1xbf16>) -> tensor<bf16>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<bf16>) -> tensor<2x16x1xbf16>
    %9 = stablehlo.divide %5, %8 : tensor<2x16x1xbf16>
    %10 = stablehlo.convert %cst_2 : (tensor<1xf64>) -> tensor<1xbf16>
    %11 = stablehlo.reshape %10 : (tensor<1xbf16>) -> tensor<bf16>
    %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<bf16>) -> tensor<2x16x1xbf16>
    %13 = stablehlo.add %9, %12 : tensor<2x16x1xbf16>
    %14 = stablehlo.rsqrt %13 : tensor<2x16x1xbf16>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2] : (tensor<2x16x1xbf16>) -> tensor<2x16x64xbf16>
    %16 = stablehlo.multiply %arg0, %15 : tensor<2x16x64xbf16>
    %17 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<64xbf16>) -> tensor<2x16x64xbf16>
    %18 = stablehlo.multiply %16, %17 : tensor<2x16x64xbf16>
    %19 = stablehlo.transpose %arg2, dims = [1, 0] : (tensor<256x64xbf16>) -> tensor<64x256xbf16>
    %20 = stablehlo.reshape %18 : (tensor<2x16x64xbf16>) -> tensor<32x64xbf16>
    %21 = stablehlo.dot_general %20, %19, contracting_dims = [1] x [0] : (tensor<32x64xbf16>, tensor<64x256xbf16>) -> tensor<32x256xbf16>
    %22 = stablehlo.reshape %21 : (tensor<32x256xbf16>) -> tensor<2x16x256xbf16>
    %23 = stablehlo.convert %22 : (tensor<2x16x256xbf16>) -> tensor<2x16x256xf32>
    %24 = stablehlo.logistic %23 : tensor<2x16x256xf32>
    %25 = stablehlo.multiply %23, %24 : tensor<2x16x256xf32>
    %26 = stablehlo.convert %25 : (tensor<2x16x256xf32>) -> tensor<2x16x256xbf16>
    %27 = stablehlo.transpose %arg3, dims = [1, 0] : (tensor<256x64xbf16>) -> tensor<64x256xbf16>
    %28 = stablehlo.dot_general %20, %27, contracting_dims = [1] x [0] : (tensor<32x64xbf16>, tensor<64x256xbf16>) -> tensor<32x256xbf16>
    %29 = stablehlo.reshape %28 : (tensor<32x256xbf16>) -> tensor<2x16x256xbf16>
    %30 = stablehlo.multiply %26, %29 : tensor<2x16x256xbf16>
    %31 = stablehlo.transpose %arg4, dims = [1, 0] : (tensor<64x256xbf16>) -> tensor<256x64xbf16>
    %32 = stablehlo.reshape %30 : (tensor<2x16x256xbf16>) -> tensor<32x256xbf16>
    %33 = stablehlo.dot_general %32, %31, contracting_dims = [1] x [0] : (tensor<32x256xbf16>, tensor<256x64xbf16>) -> tensor<32x64xbf16>
    %34 = stablehlo.reshape %33 : (tensor<32x64xbf16>) -> tensor<2x16x64xbf16>
    %35 = stablehlo.add %arg0, %34 : tensor<2x16x64xbf16>
    return %35 : tensor<2x16x64xbf16>
  }
}
