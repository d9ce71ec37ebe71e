module {
  func.func @main(%arg0: tensor<2x16x64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64xf32>, %arg3: tensor<192x64xf32>, %arg4: tensor<192xf32>, %arg5: tensor<64x64xf32>, %arg6: tensor<64xf32>, %arg7: tensor<64xf32>, %arg8: tensor<64xf32>, %arg9: tensor<256x64xf32>, %arg10: tensor<256xf32>, %arg11: tensor<64x256xf32>, %arg12: tensor<64xf32>) -> tensor<2x16x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<16x16xi64>
    %c_0 = stablehlo.constant dense<0> : tensor<16xi64>
    %c_1 = stablehlo.constant dense<1> : tensor<16xi64>
    %c_2 = stablehlo.constant dense<16> : tensor<i64>
    %c_3 = stablehlo.constant dense<1> : tensor<i64>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_4 = stablehlo.constant dense<true> : tensor<16x16xi1>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<2x16x256xf32>
    %cst_8 = stablehlo.constant dense<3.000000e+00> : tensor<2x16x256xf32>
    %cst_9 = stablehlo.constant dense<5.000000e-01> : tensor<2x16x256xf32>
    %cst_10 = stablehlo.constant dense<0.636619746> : tensor<2x16x256xf32>
    %cst_11 = stablehlo.constant dense<4.471500e-02> : tensor<2x16x256xf32>
    %cst_12 = arith.constant dense<64> : tensor<1xi64>
    %cst_13 = arith.constant dense<1.000000e-05> : tensor<1xf64>
    %cst_14 = arith.constant dense<1> : tensor<1xi64>
    %cst_15 = arith.constant dense<4.000000e+00> : tensor<1xf64>
    %0 = stablehlo.convert %arg0 : (tensor<2x16x64xf32>) -> tensor<2x16x64xf64>
    %1 = stablehlo.reduce(%0 init: %cst_5) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf64>, tensor<f64>) -> tensor<2x16xf64>
    %2 = stablehlo.reshape %1 : (tensor<2x16xf64>) -> tensor<2x16x1xf64>
    %3 = stablehlo.convert %cst_12 : (tensor<1xi64>) -> tensor<1xf64>
    %4 = stablehlo.reshape %3 : (tensor<1xf64>) -> tensor<f64>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f64>) -> tensor<2x16x1xf64>
    %6 = stablehlo.divide %2, %5 : tensor<2x16x1xf64>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1, 2] : (tensor<2x16x1xf64>) -> tensor<2x16x64xf64>
    %8 = stablehlo.subtract %0, %7 : tensor<2x16x64xf64>
    %9 = stablehlo.multiply %8, %8 : tensor<2x16x64xf64>
    %10 = stablehlo.reduce(%9 init: %cst_5) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf64>, tensor<f64>) -> tensor<2x16xf64>
    %11 = stablehlo.reshape %10 : (tensor<2x16xf64>) -> tensor<2x16x1xf64>
    %12 = stablehlo.divide %11, %5 : tensor<2x16x1xf64>
    %13 = stablehlo.convert %12 : (tensor<2x16x1xf64>) -> tensor<2x16x1xf32>
    %14 = stablehlo.reduce(%arg0 init: %cst_6) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %15 = stablehlo.reshape %14 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %16 = stablehlo.convert %cst_12 : (tensor<1xi64>) -> tensor<1xf32>
    %17 = stablehlo.reshape %16 : (tensor<1xf32>) -> tensor<f32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %19 = stablehlo.divide %15, %18 : tensor<2x16x1xf32>
    %20 = stablehlo.convert %cst_13 : (tensor<1xf64>) -> tensor<1xf32>
    %21 = stablehlo.reshape %20 : (tensor<1xf32>) -> tensor<f32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %23 = stablehlo.add %13, %22 : tensor<2x16x1xf32>
    %24 = stablehlo.rsqrt %23 : tensor<2x16x1xf32>
    %25 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %26 = stablehlo.subtract %arg0, %25 : tensor<2x16x64xf32>
    %27 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %28 = stablehlo.multiply %26, %27 : tensor<2x16x64xf32>
    %29 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %30 = stablehlo.multiply %28, %29 : tensor<2x16x64xf32>
    %31 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %32 = stablehlo.add %30, %31 : tensor<2x16x64xf32>
    %33 = stablehlo.reshape %32 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %34 = stablehlo.transpose %arg3, dims = [1, 0] : (tensor<192x64xf32>) -> tensor<64x192xf32>
    %35 = stablehlo.dot_general %33, %34, contracting_dims = [1] x [0] : (tensor<32x64xf32>, tensor<64x192xf32>) -> tensor<32x192xf32>
    %36 = stablehlo.convert %cst_14 : (tensor<1xi64>) -> tensor<1xf32>
    %37 = stablehlo.reshape %36 : (tensor<1xf32>) -> tensor<f32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [] : (tensor<f32>) -> tensor<32x192xf32>
    %39 = stablehlo.multiply %35, %38 : tensor<32x192xf32>
    %40 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<192xf32>) -> tensor<32x192xf32>
    %41 = stablehlo.multiply %40, %38 : tensor<32x192xf32>
    %42 = stablehlo.add %39, %41 : tensor<32x192xf32>
    %43 = stablehlo.reshape %42 : (tensor<32x192xf32>) -> tensor<2x16x192xf32>
    %44 = stablehlo.slice %43 [0:2, 0:16, 0:64] : (tensor<2x16x192xf32>) -> tensor<2x16x64xf32>
    %45 = stablehlo.slice %43 [0:2, 0:16, 64:128] : (tensor<2x16x192xf32>) -> tensor<2x16x64xf32>
    %46 = stablehlo.slice %43 [0:2, 0:16, 128:192] : (tensor<2x16x192xf32>) -> tensor<2x16x64xf32>
    %47 = stablehlo.reshape %44 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %48 = stablehlo.transpose %47, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %49 = stablehlo.reshape %45 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %50 = stablehlo.transpose %49, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %51 = stablehlo.reshape %46 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %52 = stablehlo.transpose %51, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %53 = stablehlo.transpose %50, dims = [0, 1, 3, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %54 = stablehlo.reshape %48 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %55 = stablehlo.reshape %53 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %56 = stablehlo.broadcast_in_dim %55, dims = [0, 1, 2] : (tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %57 = stablehlo.dot_general %54, %56, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %58 = stablehlo.reshape %57 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %59 = stablehlo.convert %cst_15 : (tensor<1xf64>) -> tensor<1xf32>
    %60 = stablehlo.reshape %59 : (tensor<1xf32>) -> tensor<f32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %62 = stablehlo.divide %58, %61 : tensor<2x4x16x16xf32>
    %63 = stablehlo.convert %c_3 : (tensor<i64>) -> tensor<f64>
    %64 = stablehlo.convert %c_2 : (tensor<i64>) -> tensor<f64>
    %65 = stablehlo.divide %64, %63 : tensor<f64>
    %66 = stablehlo.ceil %65 : tensor<f64>
    %67 = stablehlo.convert %66 : (tensor<f64>) -> tensor<i64>
    %68 = stablehlo.reshape %67 : (tensor<i64>) -> tensor<1xi64>
    %69 = stablehlo.dynamic_iota %68, dim = 0 : (tensor<1xi64>) -> tensor<16xi64>
    %70 = stablehlo.multiply %69, %c_1 : tensor<16xi64>
    %71 = stablehlo.add %70, %c_0 : tensor<16xi64>
    %72 = stablehlo.reshape %71 : (tensor<16xi64>) -> tensor<1x16xi64>
    %73 = stablehlo.reshape %71 : (tensor<16xi64>) -> tensor<16x1xi64>
    %74 = stablehlo.broadcast_in_dim %72, dims = [0, 1] : (tensor<1x16xi64>) -> tensor<16x16xi64>
    %75 = stablehlo.broadcast_in_dim %73, dims = [0, 1] : (tensor<16x1xi64>) -> tensor<16x16xi64>
    %76 = stablehlo.subtract %74, %75 : tensor<16x16xi64>
    %77 = stablehlo.compare LE, %76, %c, SIGNED : (tensor<16x16xi64>, tensor<16x16xi64>) -> tensor<16x16xi1>
    %78 = stablehlo.and %77, %c_4 : tensor<16x16xi1>
    %79 = stablehlo.not %78 : tensor<16x16xi1>
    %80 = stablehlo.reshape %79 : (tensor<16x16xi1>) -> tensor<1x1x16x16xi1>
    %81 = stablehlo.broadcast_in_dim %80, dims = [0, 1, 2, 3] : (tensor<1x1x16x16xi1>) -> tensor<2x4x16x16xi1>
    %82 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %83 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2, 3] : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %84 = stablehlo.select %81, %82, %83 : tensor<2x4x16x16xi1>, tensor<2x4x16x16xf32>
    %85 = stablehlo.reduce(%84 init: %cst) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %86 = stablehlo.reshape %85 : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %87 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %88 = stablehlo.subtract %84, %87 : tensor<2x4x16x16xf32>
    %89 = stablehlo.exponential %88 : tensor<2x4x16x16xf32>
    %90 = stablehlo.reduce(%89 init: %cst_6) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %91 = stablehlo.reshape %90 : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %93 = stablehlo.divide %89, %92 : tensor<2x4x16x16xf32>
    %94 = stablehlo.reshape %93 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %95 = stablehlo.reshape %52 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %96 = stablehlo.broadcast_in_dim %95, dims = [0, 1, 2] : (tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %97 = stablehlo.dot_general %94, %96, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %98 = stablehlo.reshape %97 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %99 = stablehlo.transpose %98, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %100 = stablehlo.reshape %99 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %101 = stablehlo.reshape %100 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %102 = stablehlo.transpose %arg5, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %103 = stablehlo.dot_general %101, %102, contracting_dims = [1] x [0] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %104 = stablehlo.broadcast_in_dim %37, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %105 = stablehlo.multiply %103, %104 : tensor<32x64xf32>
    %106 = stablehlo.broadcast_in_dim %arg6, dims = [1] : (tensor<64xf32>) -> tensor<32x64xf32>
    %107 = stablehlo.multiply %106, %104 : tensor<32x64xf32>
    %108 = stablehlo.add %105, %107 : tensor<32x64xf32>
    %109 = stablehlo.reshape %108 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %110 = stablehlo.add %arg0, %109 : tensor<2x16x64xf32>
    %111 = stablehlo.convert %110 : (tensor<2x16x64xf32>) -> tensor<2x16x64xf64>
    %112 = stablehlo.reduce(%111 init: %cst_5) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf64>, tensor<f64>) -> tensor<2x16xf64>
    %113 = stablehlo.reshape %112 : (tensor<2x16xf64>) -> tensor<2x16x1xf64>
    %114 = stablehlo.divide %113, %5 : tensor<2x16x1xf64>
    %115 = stablehlo.broadcast_in_dim %114, dims = [0, 1, 2] : (tensor<2x16x1xf64>) -> tensor<2x16x64xf64>
    %116 = stablehlo.subtract %111, %115 : tensor<2x16x64xf64>
    %117 = stablehlo.multiply %116, %116 : tensor<2x16x64xf64>
    %118 = stablehlo.reduce(%117 init: %cst_5) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf64>, tensor<f64>) -> tensor<2x16xf64>
    %119 = stablehlo.reshape %118 : (tensor<2x16xf64>) -> tensor<2x16x1xf64>
    %120 = stablehlo.divide %119, %5 : tensor<2x16x1xf64>
    %121 = stablehlo.convert %120 : (tensor<2x16x1xf64>) -> tensor<2x16x1xf32>
    %122 = stablehlo.reduce(%110 init: %cst_6) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %123 = stablehlo.reshape %122 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %124 = stablehlo.divide %123, %18 : tensor<2x16x1xf32>
    %125 = stablehlo.add %121, %22 : tensor<2x16x1xf32>
    %126 = stablehlo.rsqrt %125 : tensor<2x16x1xf32>
    %127 = stablehlo.broadcast_in_dim %124, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %128 = stablehlo.subtract %110, %127 : tensor<2x16x64xf32>
    %129 = stablehlo.broadcast_in_dim %126, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %130 = stablehlo.multiply %128, %129 : tensor<2x16x64xf32>
    %131 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %132 = stablehlo.multiply %130, %131 : tensor<2x16x64xf32>
    %133 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %134 = stablehlo.add %132, %133 : tensor<2x16x64xf32>
    %135 = stablehlo.reshape %134 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %136 = stablehlo.transpose %arg9, dims = [1, 0] : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %137 = stablehlo.dot_general %135, %136, contracting_dims = [1] x [0] : (tensor<32x64xf32>, tensor<64x256xf32>) -> tensor<32x256xf32>
    %138 = stablehlo.broadcast_in_dim %37, dims = [] : (tensor<f32>) -> tensor<32x256xf32>
    %139 = stablehlo.multiply %137, %138 : tensor<32x256xf32>
    %140 = stablehlo.broadcast_in_dim %arg10, dims = [1] : (tensor<256xf32>) -> tensor<32x256xf32>
    %141 = stablehlo.multiply %140, %138 : tensor<32x256xf32>
    %142 = stablehlo.add %139, %141 : tensor<32x256xf32>
    %143 = stablehlo.reshape %142 : (tensor<32x256xf32>) -> tensor<2x16x256xf32>
    %144 = stablehlo.multiply %143, %cst_9 : tensor<2x16x256xf32>
    %145 = stablehlo.sqrt %cst_10 : tensor<2x16x256xf32>
    %146 = stablehlo.power %143, %cst_8 : tensor<2x16x256xf32>
    %147 = stablehlo.multiply %cst_11, %146 : tensor<2x16x256xf32>
    %148 = stablehlo.add %143, %147 : tensor<2x16x256xf32>
    %149 = stablehlo.multiply %145, %148 : tensor<2x16x256xf32>
    %150 = stablehlo.tanh %149 : tensor<2x16x256xf32>
    %151 = stablehlo.add %150, %cst_7 : tensor<2x16x256xf32>
    %152 = stablehlo.multiply %151, %144 : tensor<2x16x256xf32>
    %153 = stablehlo.reshape %152 : (tensor<2x16x256xf32>) -> tensor<32x256xf32>
    %154 = stablehlo.transpose %arg11, dims = [1, 0] : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %155 = stablehlo.dot_general %153, %154, contracting_dims = [1] x [0] : (tensor<32x256xf32>, tensor<256x64xf32>) -> tensor<32x64xf32>
    %156 = stablehlo.multiply %155, %104 : tensor<32x64xf32>
    %157 = stablehlo.broadcast_in_dim %arg12, dims = [1] : (tensor<64xf32>) -> tensor<32x64xf32>
    %158 = stablehlo.multiply %157, %104 : tensor<32x64xf32>
    %159 = stablehlo.add %156, %158 : tensor<32x64xf32>
    %160 = stablehlo.reshape %159 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %161 = stablehlo.add %110, %160 : tensor<2x16x64xf32>
    return %161 : tensor<2x16x64xf32>
  }
}
