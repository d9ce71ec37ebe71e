module {
  func.func @main(%arg0: tensor<2x16x64xbf16>, %arg1: tensor<64xbf16>, %arg2: tensor<64xbf16>, %arg3: tensor<64x64xbf16>, %arg4: tensor<64x64xbf16>, %arg5: tensor<64x64xbf16>, %arg6: tensor<64x64xbf16>, %arg7: tensor<256x64xbf16>, %arg8: tensor<256x64xbf16>, %arg9: tensor<64x256xbf16>) -> tensor<2x16x64xbf16> {
    %c = stablehlo.constant dense<1> : tensor<16x16xi64>
    %c_0 = stablehlo.constant dense<0> : tensor<16xi64>
    %c_1 = stablehlo.constant dense<1> : tensor<16xi64>
    %c_2 = stablehlo.constant dense<16> : tensor<i64>
    %c_3 = stablehlo.constant dense<1> : tensor<i64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %cst_4 = stablehlo.constant dense<-3.389530e+38> : tensor<16x16xbf16>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_6 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_7 = arith.constant dense<2> : tensor<1xi64>
    %cst_8 = arith.constant dense<64> : tensor<1xi64>
    %cst_9 = arith.constant dense<9.9999999999999995E-7> : tensor<1xf64>
    %cst_10 = arith.constant dense<4.000000e+00> : tensor<1xf64>
    %0 = stablehlo.convert %arg0 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %1 = stablehlo.convert %cst_7 : (tensor<1xi64>) -> tensor<1xf32>
    %2 = stablehlo.reshape %1 : (tensor<1xf32>) -> tensor<f32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %4 = stablehlo.power %0, %3 : tensor<2x16x64xf32>
    %5 = stablehlo.reduce(%4 init: %cst_5) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %6 = stablehlo.reshape %5 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %7 = stablehlo.convert %cst_8 : (tensor<1xi64>) -> tensor<1xf32>
    %8 = stablehlo.reshape %7 : (tensor<1xf32>) -> tensor<f32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %10 = stablehlo.divide %6, %9 : tensor<2x16x1xf32>
    %11 = stablehlo.convert %cst_9 : (tensor<1xf64>) -> tensor<1xf32>
    %12 = stablehlo.reshape %11 : (tensor<1xf32>) -> tensor<f32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %14 = stablehlo.add %10, %13 : tensor<2x16x1xf32>
    %15 = stablehlo.rsqrt %14 : tensor<2x16x1xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %17 = stablehlo.multiply %0, %16 : tensor<2x16x64xf32>
    %18 = stablehlo.convert %17 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %19 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<64xbf16>) -> tensor<2x16x64xbf16>
    %20 = stablehlo.multiply %19, %18 : tensor<2x16x64xbf16>
    %21 = stablehlo.transpose %arg3, dims = [1, 0] : (tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %22 = stablehlo.reshape %20 : (tensor<2x16x64xbf16>) -> tensor<32x64xbf16>
    %23 = stablehlo.dot_general %22, %21, contracting_dims = [1] x [0] : (tensor<32x64xbf16>, tensor<64x64xbf16>) -> tensor<32x64xbf16>
    %24 = stablehlo.reshape %23 : (tensor<32x64xbf16>) -> tensor<2x16x64xbf16>
    %25 = stablehlo.reshape %24 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %26 = stablehlo.transpose %25, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %27 = stablehlo.transpose %arg4, dims = [1, 0] : (tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %28 = stablehlo.dot_general %22, %27, contracting_dims = [1] x [0] : (tensor<32x64xbf16>, tensor<64x64xbf16>) -> tensor<32x64xbf16>
    %29 = stablehlo.reshape %28 : (tensor<32x64xbf16>) -> tensor<2x16x64xbf16>
    %30 = stablehlo.reshape %29 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %31 = stablehlo.transpose %30, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %32 = stablehlo.transpose %arg5, dims = [1, 0] : (tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %33 = stablehlo.dot_general %22, %32, contracting_dims = [1] x [0] : (tensor<32x64xbf16>, tensor<64x64xbf16>) -> tensor<32x64xbf16>
    %34 = stablehlo.reshape %33 : (tensor<32x64xbf16>) -> tensor<2x16x64xbf16>
    %35 = stablehlo.reshape %34 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %36 = stablehlo.transpose %35, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %37 = stablehlo.transpose %31, dims = [0, 1, 3, 2] : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %38 = stablehlo.reshape %26 : (tensor<2x4x16x16xbf16>) -> tensor<8x16x16xbf16>
    %39 = stablehlo.reshape %37 : (tensor<2x4x16x16xbf16>) -> tensor<8x16x16xbf16>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2] : (tensor<8x16x16xbf16>) -> tensor<8x16x16xbf16>
    %41 = stablehlo.dot_general %38, %40, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x16x16xbf16>, tensor<8x16x16xbf16>) -> tensor<8x16x16xbf16>
    %42 = stablehlo.reshape %41 : (tensor<8x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %43 = stablehlo.convert %cst_10 : (tensor<1xf64>) -> tensor<1xbf16>
    %44 = stablehlo.reshape %43 : (tensor<1xbf16>) -> tensor<bf16>
    %45 = stablehlo.broadcast_in_dim %44, dims = [] : (tensor<bf16>) -> tensor<2x4x16x16xbf16>
    %46 = stablehlo.divide %42, %45 : tensor<2x4x16x16xbf16>
    %47 = stablehlo.convert %c_3 : (tensor<i64>) -> tensor<f64>
    %48 = stablehlo.convert %c_2 : (tensor<i64>) -> tensor<f64>
    %49 = stablehlo.divide %48, %47 : tensor<f64>
    %50 = stablehlo.ceil %49 : tensor<f64>
    %51 = stablehlo.convert %50 : (tensor<f64>) -> tensor<i64>
    %52 = stablehlo.reshape %51 : (tensor<i64>) -> tensor<1xi64>
    %53 = stablehlo.dynamic_iota %52, dim = 0 : (tensor<1xi64>) -> tensor<16xi64>
    %54 = stablehlo.multiply %53, %c_1 : tensor<16xi64>
    %55 = stablehlo.add %54, %c_0 : tensor<16xi64>
    %56 = stablehlo.reshape %55 : (tensor<16xi64>) -> tensor<1x16xi64>
    %57 = stablehlo.reshape %55 : (tensor<16xi64>) -> tensor<16x1xi64>
    %58 = stablehlo.broadcast_in_dim %56, dims = [0, 1] : (tensor<1x16xi64>) -> tensor<16x16xi64>
    %59 = stablehlo.broadcast_in_dim %57, dims = [0, 1] : (tensor<16x1xi64>) -> tensor<16x16xi64>
    %60 = stablehlo.subtract %58, %59 : tensor<16x16xi64>
    %61 = stablehlo.compare GE, %60, %c, SIGNED : (tensor<16x16xi64>, tensor<16x16xi64>) -> tensor<16x16xi1>
    %62 = stablehlo.broadcast_in_dim %61, dims = [0, 1] : (tensor<16x16xi1>) -> tensor<16x16xi1>
    %63 = stablehlo.broadcast_in_dim %cst_4, dims = [0, 1] : (tensor<16x16xbf16>) -> tensor<16x16xbf16>
    %64 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<16x16xbf16>
    %65 = stablehlo.select %62, %63, %64 : tensor<16x16xi1>, tensor<16x16xbf16>
    %66 = stablehlo.broadcast_in_dim %65, dims = [2, 3] : (tensor<16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %67 = stablehlo.add %46, %66 : tensor<2x4x16x16xbf16>
    %68 = stablehlo.convert %67 : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xf32>
    %69 = stablehlo.reduce(%68 init: %cst_6) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %70 = stablehlo.reshape %69 : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %72 = stablehlo.subtract %68, %71 : tensor<2x4x16x16xf32>
    %73 = stablehlo.exponential %72 : tensor<2x4x16x16xf32>
    %74 = stablehlo.reduce(%73 init: %cst_5) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %75 = stablehlo.reshape %74 : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %77 = stablehlo.divide %73, %76 : tensor<2x4x16x16xf32>
    %78 = stablehlo.convert %77 : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xbf16>
    %79 = stablehlo.reshape %78 : (tensor<2x4x16x16xbf16>) -> tensor<8x16x16xbf16>
    %80 = stablehlo.reshape %36 : (tensor<2x4x16x16xbf16>) -> tensor<8x16x16xbf16>
    %81 = stablehlo.broadcast_in_dim %80, dims = [0, 1, 2] : (tensor<8x16x16xbf16>) -> tensor<8x16x16xbf16>
    %82 = stablehlo.dot_general %79, %81, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x16x16xbf16>, tensor<8x16x16xbf16>) -> tensor<8x16x16xbf16>
    %83 = stablehlo.reshape %82 : (tensor<8x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %84 = stablehlo.transpose %83, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xbf16>) -> tensor<2x16x4x16xbf16>
    %85 = stablehlo.reshape %84 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x64xbf16>
    %86 = stablehlo.transpose %arg6, dims = [1, 0] : (tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %87 = stablehlo.reshape %85 : (tensor<2x16x64xbf16>) -> tensor<32x64xbf16>
    %88 = stablehlo.dot_general %87, %86, contracting_dims = [1] x [0] : (tensor<32x64xbf16>, tensor<64x64xbf16>) -> tensor<32x64xbf16>
    %89 = stablehlo.reshape %88 : (tensor<32x64xbf16>) -> tensor<2x16x64xbf16>
    %90 = stablehlo.add %arg0, %89 : tensor<2x16x64xbf16>
    %91 = stablehlo.convert %90 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %92 = stablehlo.power %91, %3 : tensor<2x16x64xf32>
    %93 = stablehlo.reduce(%92 init: %cst_5) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %94 = stablehlo.reshape %93 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %95 = stablehlo.divide %94, %9 : tensor<2x16x1xf32>
    %96 = stablehlo.add %95, %13 : tensor<2x16x1xf32>
    %97 = stablehlo.rsqrt %96 : tensor<2x16x1xf32>
    %98 = stablehlo.broadcast_in_dim %97, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %99 = stablehlo.multiply %91, %98 : tensor<2x16x64xf32>
    %100 = stablehlo.convert %99 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %101 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<64xbf16>) -> tensor<2x16x64xbf16>
    %102 = stablehlo.multiply %101, %100 : tensor<2x16x64xbf16>
    %103 = stablehlo.transpose %arg7, dims = [1, 0] : (tensor<256x64xbf16>) -> tensor<64x256xbf16>
    %104 = stablehlo.reshape %102 : (tensor<2x16x64xbf16>) -> tensor<32x64xbf16>
    %105 = stablehlo.dot_general %104, %103, contracting_dims = [1] x [0] : (tensor<32x64xbf16>, tensor<64x256xbf16>) -> tensor<32x256xbf16>
    %106 = stablehlo.reshape %105 : (tensor<32x256xbf16>) -> tensor<2x16x256xbf16>
    %107 = stablehlo.convert %106 : (tensor<2x16x256xbf16>) -> tensor<2x16x256xf32>
    %108 = stablehlo.logistic %107 : tensor<2x16x256xf32>
    %109 = stablehlo.multiply %107, %108 : tensor<2x16x256xf32>
    %110 = stablehlo.convert %109 : (tensor<2x16x256xf32>) -> tensor<2x16x256xbf16>
    %111 = stablehlo.transpose %arg8, dims = [1, 0] : (tensor<256x64xbf16>) -> tensor<64x256xbf16>
    %112 = stablehlo.dot_general %104, %111, contracting_dims = [1] x [0] : (tensor<32x64xbf16>, tensor<64x256xbf16>) -> tensor<32x256xbf16>
    %113 = stablehlo.reshape %112 : (tensor<32x256xbf16>) -> tensor<2x16x256xbf16>
    %114 = stablehlo.multiply %110, %113 : tensor<2x16x256xbf16>
    %115 = stablehlo.transpose %arg9, dims = [1, 0] : (tensor<64x256xbf16>) -> tensor<256x64xbf16>
    %116 = stablehlo.reshape %114 : (tensor<2x16x256xbf16>) -> tensor<32x256xbf16>
    %117 = stablehlo.dot_general %116, %115, contracting_dims = [1] x [0] : (tensor<32x256xbf16>, tensor<256x64xbf16>) -> tensor<32x64xbf16>
    %118 = stablehlo.reshape %117 : (tensor<32x64xbf16>) -> tensor<2x16x64xbf16>
    %119 = stablehlo.add %90, %118 : tensor<2x16x64xbf16>
    return %119 : tensor<2x16x64xbf16>
  }
}
