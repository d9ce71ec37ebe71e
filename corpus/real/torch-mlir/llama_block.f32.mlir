module {
  func.func @main(%arg0: tensor<2x16x64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64xf32>, %arg3: tensor<64x64xf32>, %arg4: tensor<64x64xf32>, %arg5: tensor<64x64xf32>, %arg6: tensor<64x64xf32>, %arg7: tensor<256x64xf32>, %arg8: tensor<256x64xf32>, %arg9: tensor<64x256xf32>) -> tensor<2x16x64xf32> {
    %c = stablehlo.constant dense<1> : tensor<16x16xi64>
    %c_0 = stablehlo.constant dense<0> : tensor<16xi64>
    %c_1 = stablehlo.constant dense<1> : tensor<16xi64>
    %c_2 = stablehlo.constant dense<16> : tensor<i64>
    %c_3 = stablehlo.constant dense<1> : tensor<i64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_4 = stablehlo.constant dense<-3.40282347E+38> : tensor<16x16xf32>
    %cst_5 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_6 = arith.constant dense<2> : tensor<1xi64>
    %cst_7 = arith.constant dense<64> : tensor<1xi64>
    %cst_8 = arith.constant dense<9.9999999999999995E-7> : tensor<1xf64>
    %cst_9 = arith.constant dense<4.000000e+00> : tensor<1xf64>
    %0 = stablehlo.convert %cst_6 : (tensor<1xi64>) -> tensor<1xf32>
    %1 = stablehlo.reshape %0 : (tensor<1xf32>) -> tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %3 = stablehlo.power %arg0, %2 : tensor<2x16x64xf32>
    %4 = stablehlo.reduce(%3 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %5 = stablehlo.reshape %4 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %6 = stablehlo.convert %cst_7 : (tensor<1xi64>) -> tensor<1xf32>
    %7 = stablehlo.reshape %6 : (tensor<1xf32>) -> tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %9 = stablehlo.divide %5, %8 : tensor<2x16x1xf32>
    %10 = stablehlo.convert %cst_8 : (tensor<1xf64>) -> tensor<1xf32>
    %11 = stablehlo.reshape %10 : (tensor<1xf32>) -> tensor<f32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %13 = stablehlo.add %9, %12 : tensor<2x16x1xf32>
    %14 = stablehlo.rsqrt %13 : tensor<2x16x1xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %16 = stablehlo.multiply %arg0, %15 : tensor<2x16x64xf32>
    %17 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %18 = stablehlo.multiply %17, %16 : tensor<2x16x64xf32>
    %19 = stablehlo.transpose %arg3, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %20 = stablehlo.reshape %18 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %21 = stablehlo.dot_general %20, %19, contracting_dims = [1] x [0] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %22 = stablehlo.reshape %21 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %23 = stablehlo.reshape %22 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %24 = stablehlo.transpose %23, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %25 = stablehlo.transpose %arg4, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %26 = stablehlo.dot_general %20, %25, contracting_dims = [1] x [0] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %27 = stablehlo.reshape %26 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %28 = stablehlo.reshape %27 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %29 = stablehlo.transpose %28, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %30 = stablehlo.transpose %arg5, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %31 = stablehlo.dot_general %20, %30, contracting_dims = [1] x [0] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %32 = stablehlo.reshape %31 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %33 = stablehlo.reshape %32 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %34 = stablehlo.transpose %33, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %35 = stablehlo.transpose %29, dims = [0, 1, 3, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %36 = stablehlo.reshape %24 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %37 = stablehlo.reshape %35 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2] : (tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %39 = stablehlo.dot_general %36, %38, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %40 = stablehlo.reshape %39 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %41 = stablehlo.convert %cst_9 : (tensor<1xf64>) -> tensor<1xf32>
    %42 = stablehlo.reshape %41 : (tensor<1xf32>) -> tensor<f32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %44 = stablehlo.divide %40, %43 : tensor<2x4x16x16xf32>
    %45 = stablehlo.convert %c_3 : (tensor<i64>) -> tensor<f64>
    %46 = stablehlo.convert %c_2 : (tensor<i64>) -> tensor<f64>
    %47 = stablehlo.divide %46, %45 : tensor<f64>
    %48 = stablehlo.ceil %47 : tensor<f64>
    %49 = stablehlo.convert %48 : (tensor<f64>) -> tensor<i64>
    %50 = stablehlo.reshape %49 : (tensor<i64>) -> tensor<1xi64>
    %51 = stablehlo.dynamic_iota %50, dim = 0 : (tensor<1xi64>) -> tensor<16xi64>
    %52 = stablehlo.multiply %51, %c_1 : tensor<16xi64>
    %53 = stablehlo.add %52, %c_0 : tensor<16xi64>
    %54 = stablehlo.reshape %53 : (tensor<16xi64>) -> tensor<1x16xi64>
    %55 = stablehlo.reshape %53 : (tensor<16xi64>) -> tensor<16x1xi64>
    %56 = stablehlo.broadcast_in_dim %54, dims = [0, 1] : (tensor<1x16xi64>) -> tensor<16x16xi64>
    %57 = stablehlo.broadcast_in_dim %55, dims = [0, 1] : (tensor<16x1xi64>) -> tensor<16x16xi64>
    %58 = stablehlo.subtract %56, %57 : tensor<16x16xi64>
    %59 = stablehlo.compare GE, %58, %c, SIGNED : (tensor<16x16xi64>, tensor<16x16xi64>) -> tensor<16x16xi1>
    %60 = stablehlo.broadcast_in_dim %59, dims = [0, 1] : (tensor<16x16xi1>) -> tensor<16x16xi1>
    %61 = stablehlo.broadcast_in_dim %cst_4, dims = [0, 1] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %62 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %63 = stablehlo.select %60, %61, %62 : tensor<16x16xi1>, tensor<16x16xf32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [2, 3] : (tensor<16x16xf32>) -> tensor<2x4x16x16xf32>
    %65 = stablehlo.add %44, %64 : tensor<2x4x16x16xf32>
    %66 = stablehlo.reduce(%65 init: %cst_5) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %67 = stablehlo.reshape %66 : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %68 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %69 = stablehlo.subtract %65, %68 : tensor<2x4x16x16xf32>
    %70 = stablehlo.exponential %69 : tensor<2x4x16x16xf32>
    %71 = stablehlo.reduce(%70 init: %cst) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %72 = stablehlo.reshape %71 : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %74 = stablehlo.divide %70, %73 : tensor<2x4x16x16xf32>
    %75 = stablehlo.reshape %74 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %76 = stablehlo.reshape %34 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %77 = stablehlo.broadcast_in_dim %76, dims = [0, 1, 2] : (tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %78 = stablehlo.dot_general %75, %77, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %79 = stablehlo.reshape %78 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %80 = stablehlo.transpose %79, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %81 = stablehlo.reshape %80 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %82 = stablehlo.transpose %arg6, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %83 = stablehlo.reshape %81 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %84 = stablehlo.dot_general %83, %82, contracting_dims = [1] x [0] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %85 = stablehlo.reshape %84 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %86 = stablehlo.add %arg0, %85 : tensor<2x16x64xf32>
    %87 = stablehlo.power %86, %2 : tensor<2x16x64xf32>
    %88 = stablehlo.reduce(%87 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %89 = stablehlo.reshape %88 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %90 = stablehlo.divide %89, %8 : tensor<2x16x1xf32>
    %91 = stablehlo.add %90, %12 : tensor<2x16x1xf32>
    %92 = stablehlo.rsqrt %91 : tensor<2x16x1xf32>
    %93 = stablehlo.broadcast_in_dim %92, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %94 = stablehlo.multiply %86, %93 : tensor<2x16x64xf32>
    %95 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %96 = stablehlo.multiply %95, %94 : tensor<2x16x64xf32>
    %97 = stablehlo.transpose %arg7, dims = [1, 0] : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %98 = stablehlo.reshape %96 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %99 = stablehlo.dot_general %98, %97, contracting_dims = [1] x [0] : (tensor<32x64xf32>, tensor<64x256xf32>) -> tensor<32x256xf32>
    %100 = stablehlo.reshape %99 : (tensor<32x256xf32>) -> tensor<2x16x256xf32>
    %101 = stablehlo.logistic %100 : tensor<2x16x256xf32>
    %102 = stablehlo.multiply %100, %101 : tensor<2x16x256xf32>
    %103 = stablehlo.transpose %arg8, dims = [1, 0] : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %104 = stablehlo.dot_general %98, %103, contracting_dims = [1] x [0] : (tensor<32x64xf32>, tensor<64x256xf32>) -> tensor<32x256xf32>
    %105 = stablehlo.reshape %104 : (tensor<32x256xf32>) -> tensor<2x16x256xf32>
    %106 = stablehlo.multiply %102, %105 : tensor<2x16x256xf32>
    %107 = stablehlo.transpose %arg9, dims = [1, 0] : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %108 = stablehlo.reshape %106 : (tensor<2x16x256xf32>) -> tensor<32x256xf32>
    %109 = stablehlo.dot_general %108, %107, contracting_dims = [1] x [0] : (tensor<32x256xf32>, tensor<256x64xf32>) -> tensor<32x64xf32>
    %110 = stablehlo.reshape %109 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %111 = stablehlo.add %86, %110 : tensor<2x16x64xf32>
    return %111 : tensor<2x16x64xf32>
  }
}
