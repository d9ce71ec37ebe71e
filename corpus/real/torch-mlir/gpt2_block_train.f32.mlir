module {
  func.func @main(%arg0: tensor<2x16x64xf32>, %arg1: tensor<2x16x64xf32>, %arg2: tensor<64xf32>, %arg3: tensor<64xf32>, %arg4: tensor<192x64xf32>, %arg5: tensor<192xf32>, %arg6: tensor<64x64xf32>, %arg7: tensor<64xf32>, %arg8: tensor<64xf32>, %arg9: tensor<64xf32>, %arg10: tensor<256x64xf32>, %arg11: tensor<256xf32>, %arg12: tensor<64x256xf32>, %arg13: tensor<64xf32>) -> (tensor<f32>, tensor<2x16x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<192x64xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256x64xf32>, tensor<256xf32>, tensor<64x256xf32>, tensor<64xf32>) {
    %c = stablehlo.constant dense<0> : tensor<16x16xi64>
    %c_0 = stablehlo.constant dense<0> : tensor<16xi64>
    %c_1 = stablehlo.constant dense<1> : tensor<16xi64>
    %c_2 = stablehlo.constant dense<16> : tensor<i64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<2x16x64xf32>
    %cst_4 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_5 = stablehlo.constant dense<true> : tensor<16x16xi1>
    %c_6 = stablehlo.constant dense<1> : tensor<i64>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<2x16x256xf32>
    %cst_9 = stablehlo.constant dense<3.000000e+00> : tensor<2x16x256xf32>
    %cst_10 = stablehlo.constant dense<5.000000e-01> : tensor<2x16x256xf32>
    %cst_11 = stablehlo.constant dense<0.636619746> : tensor<2x16x256xf32>
    %cst_12 = stablehlo.constant dense<4.471500e-02> : tensor<2x16x256xf32>
    %cst_13 = arith.constant dense<64> : tensor<1xi64>
    %cst_14 = arith.constant dense<1.000000e-05> : tensor<1xf64>
    %cst_15 = arith.constant dense<1> : tensor<1xi64>
    %cst_16 = arith.constant dense<4.000000e+00> : tensor<1xf64>
    %cst_17 = arith.constant dense<4.471500e-02> : tensor<1xf64>
    %cst_18 = arith.constant dense<0.79788456080286541> : tensor<1xf64>
    %cst_19 = arith.constant dense<5.000000e-01> : tensor<1xf64>
    %cst_20 = arith.constant dense<1.341450e-01> : tensor<1xf64>
    %0 = stablehlo.convert %arg0 : (tensor<2x16x64xf32>) -> tensor<2x16x64xf64>
    %1 = stablehlo.reduce(%0 init: %cst_7) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf64>, tensor<f64>) -> tensor<2x16xf64>
    %2 = stablehlo.reshape %1 : (tensor<2x16xf64>) -> tensor<2x16x1xf64>
    %3 = stablehlo.convert %cst_13 : (tensor<1xi64>) -> tensor<1xf64>
    %4 = stablehlo.reshape %3 : (tensor<1xf64>) -> tensor<f64>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f64>) -> tensor<2x16x1xf64>
    %6 = stablehlo.divide %2, %5 : tensor<2x16x1xf64>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1, 2] : (tensor<2x16x1xf64>) -> tensor<2x16x64xf64>
    %8 = stablehlo.subtract %0, %7 : tensor<2x16x64xf64>
    %9 = stablehlo.multiply %8, %8 : tensor<2x16x64xf64>
    %10 = stablehlo.reduce(%9 init: %cst_7) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf64>, tensor<f64>) -> tensor<2x16xf64>
    %11 = stablehlo.reshape %10 : (tensor<2x16xf64>) -> tensor<2x16x1xf64>
    %12 = stablehlo.divide %11, %5 : tensor<2x16x1xf64>
    %13 = stablehlo.convert %12 : (tensor<2x16x1xf64>) -> tensor<2x16x1xf32>
    %14 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %15 = stablehlo.reshape %14 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %16 = stablehlo.convert %cst_13 : (tensor<1xi64>) -> tensor<1xf32>
    %17 = stablehlo.reshape %16 : (tensor<1xf32>) -> tensor<f32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %19 = stablehlo.divide %15, %18 : tensor<2x16x1xf32>
    %20 = stablehlo.convert %cst_14 : (tensor<1xf64>) -> tensor<1xf32>
    %21 = stablehlo.reshape %20 : (tensor<1xf32>) -> tensor<f32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %23 = stablehlo.add %13, %22 : tensor<2x16x1xf32>
    %24 = stablehlo.rsqrt %23 : tensor<2x16x1xf32>
    %25 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %26 = stablehlo.subtract %arg0, %25 : tensor<2x16x64xf32>
    %27 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %28 = stablehlo.multiply %26, %27 : tensor<2x16x64xf32>
    %29 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %30 = stablehlo.multiply %28, %29 : tensor<2x16x64xf32>
    %31 = stablehlo.broadcast_in_dim %arg3, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %32 = stablehlo.add %30, %31 : tensor<2x16x64xf32>
    %33 = stablehlo.transpose %arg4, dims = [1, 0] : (tensor<192x64xf32>) -> tensor<64x192xf32>
    %34 = stablehlo.reshape %32 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %35 = stablehlo.dot_general %34, %33, contracting_dims = [1] x [0] : (tensor<32x64xf32>, tensor<64x192xf32>) -> tensor<32x192xf32>
    %36 = stablehlo.convert %cst_15 : (tensor<1xi64>) -> tensor<1xf32>
    %37 = stablehlo.reshape %36 : (tensor<1xf32>) -> tensor<f32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [] : (tensor<f32>) -> tensor<32x192xf32>
    %39 = stablehlo.multiply %35, %38 : tensor<32x192xf32>
    %40 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<192xf32>) -> tensor<32x192xf32>
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
    %59 = stablehlo.convert %cst_16 : (tensor<1xf64>) -> tensor<1xf32>
    %60 = stablehlo.reshape %59 : (tensor<1xf32>) -> tensor<f32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %62 = stablehlo.divide %58, %61 : tensor<2x4x16x16xf32>
    %63 = stablehlo.convert %c_6 : (tensor<i64>) -> tensor<f64>
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
    %78 = stablehlo.and %77, %c_5 : tensor<16x16xi1>
    %79 = stablehlo.not %78 : tensor<16x16xi1>
    %80 = stablehlo.reshape %79 : (tensor<16x16xi1>) -> tensor<1x1x16x16xi1>
    %81 = stablehlo.broadcast_in_dim %80, dims = [0, 1, 2, 3] : (tensor<1x1x16x16xi1>) -> tensor<2x4x16x16xi1>
    %82 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %83 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2, 3] : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %84 = stablehlo.select %81, %82, %83 : tensor<2x4x16x16xi1>, tensor<2x4x16x16xf32>
    %85 = stablehlo.reduce(%84 init: %cst_4) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %86 = stablehlo.reshape %85 : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %87 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %88 = stablehlo.subtract %84, %87 : tensor<2x4x16x16xf32>
    %89 = stablehlo.exponential %88 : tensor<2x4x16x16xf32>
    %90 = stablehlo.reduce(%89 init: %cst) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
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
    %101 = stablehlo.transpose %arg6, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %102 = stablehlo.reshape %100 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %103 = stablehlo.dot_general %102, %101, contracting_dims = [1] x [0] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %104 = stablehlo.broadcast_in_dim %37, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %105 = stablehlo.multiply %103, %104 : tensor<32x64xf32>
    %106 = stablehlo.broadcast_in_dim %arg7, dims = [1] : (tensor<64xf32>) -> tensor<32x64xf32>
    %107 = stablehlo.multiply %106, %104 : tensor<32x64xf32>
    %108 = stablehlo.add %105, %107 : tensor<32x64xf32>
    %109 = stablehlo.reshape %108 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %110 = stablehlo.add %arg0, %109 : tensor<2x16x64xf32>
    %111 = stablehlo.convert %110 : (tensor<2x16x64xf32>) -> tensor<2x16x64xf64>
    %112 = stablehlo.reduce(%111 init: %cst_7) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf64>, tensor<f64>) -> tensor<2x16xf64>
    %113 = stablehlo.reshape %112 : (tensor<2x16xf64>) -> tensor<2x16x1xf64>
    %114 = stablehlo.divide %113, %5 : tensor<2x16x1xf64>
    %115 = stablehlo.broadcast_in_dim %114, dims = [0, 1, 2] : (tensor<2x16x1xf64>) -> tensor<2x16x64xf64>
    %116 = stablehlo.subtract %111, %115 : tensor<2x16x64xf64>
    %117 = stablehlo.multiply %116, %116 : tensor<2x16x64xf64>
    %118 = stablehlo.reduce(%117 init: %cst_7) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf64>, tensor<f64>) -> tensor<2x16xf64>
    %119 = stablehlo.reshape %118 : (tensor<2x16xf64>) -> tensor<2x16x1xf64>
    %120 = stablehlo.divide %119, %5 : tensor<2x16x1xf64>
    %121 = stablehlo.convert %120 : (tensor<2x16x1xf64>) -> tensor<2x16x1xf32>
    %122 = stablehlo.reduce(%110 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %123 = stablehlo.reshape %122 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %124 = stablehlo.divide %123, %18 : tensor<2x16x1xf32>
    %125 = stablehlo.add %121, %22 : tensor<2x16x1xf32>
    %126 = stablehlo.rsqrt %125 : tensor<2x16x1xf32>
    %127 = stablehlo.broadcast_in_dim %124, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %128 = stablehlo.subtract %110, %127 : tensor<2x16x64xf32>
    %129 = stablehlo.broadcast_in_dim %126, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %130 = stablehlo.multiply %128, %129 : tensor<2x16x64xf32>
    %131 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %132 = stablehlo.multiply %130, %131 : tensor<2x16x64xf32>
    %133 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %134 = stablehlo.add %132, %133 : tensor<2x16x64xf32>
    %135 = stablehlo.transpose %arg10, dims = [1, 0] : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %136 = stablehlo.reshape %134 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %137 = stablehlo.dot_general %136, %135, contracting_dims = [1] x [0] : (tensor<32x64xf32>, tensor<64x256xf32>) -> tensor<32x256xf32>
    %138 = stablehlo.broadcast_in_dim %37, dims = [] : (tensor<f32>) -> tensor<32x256xf32>
    %139 = stablehlo.multiply %137, %138 : tensor<32x256xf32>
    %140 = stablehlo.broadcast_in_dim %arg11, dims = [1] : (tensor<256xf32>) -> tensor<32x256xf32>
    %141 = stablehlo.multiply %140, %138 : tensor<32x256xf32>
    %142 = stablehlo.add %139, %141 : tensor<32x256xf32>
    %143 = stablehlo.reshape %142 : (tensor<32x256xf32>) -> tensor<2x16x256xf32>
    %144 = stablehlo.multiply %143, %cst_10 : tensor<2x16x256xf32>
    %145 = stablehlo.sqrt %cst_11 : tensor<2x16x256xf32>
    %146 = stablehlo.power %143, %cst_9 : tensor<2x16x256xf32>
    %147 = stablehlo.multiply %cst_12, %146 : tensor<2x16x256xf32>
    %148 = stablehlo.add %143, %147 : tensor<2x16x256xf32>
    %149 = stablehlo.multiply %145, %148 : tensor<2x16x256xf32>
    %150 = stablehlo.tanh %149 : tensor<2x16x256xf32>
    %151 = stablehlo.add %150, %cst_8 : tensor<2x16x256xf32>
    %152 = stablehlo.multiply %151, %144 : tensor<2x16x256xf32>
    %153 = stablehlo.transpose %arg12, dims = [1, 0] : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %154 = stablehlo.reshape %152 : (tensor<2x16x256xf32>) -> tensor<32x256xf32>
    %155 = stablehlo.dot_general %154, %153, contracting_dims = [1] x [0] : (tensor<32x256xf32>, tensor<256x64xf32>) -> tensor<32x64xf32>
    %156 = stablehlo.multiply %155, %104 : tensor<32x64xf32>
    %157 = stablehlo.broadcast_in_dim %arg13, dims = [1] : (tensor<64xf32>) -> tensor<32x64xf32>
    %158 = stablehlo.multiply %157, %104 : tensor<32x64xf32>
    %159 = stablehlo.add %156, %158 : tensor<32x64xf32>
    %160 = stablehlo.reshape %159 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %161 = stablehlo.add %110, %160 : tensor<2x16x64xf32>
    %162 = stablehlo.multiply %161, %arg1 : tensor<2x16x64xf32>
    %163 = stablehlo.reduce(%162 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<f32>
    %164 = stablehlo.multiply %arg1, %cst_3 : tensor<2x16x64xf32>
    %165 = stablehlo.reshape %164 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %166 = stablehlo.transpose %153, dims = [1, 0] : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %167 = stablehlo.dot_general %165, %166, contracting_dims = [1] x [0] : (tensor<32x64xf32>, tensor<64x256xf32>) -> tensor<32x256xf32>
    %168 = stablehlo.transpose %165, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %169 = stablehlo.dot_general %168, %154, contracting_dims = [1] x [0] : (tensor<64x32xf32>, tensor<32x256xf32>) -> tensor<64x256xf32>
    %170 = stablehlo.transpose %169, dims = [1, 0] : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %171 = stablehlo.reduce(%165 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %172 = stablehlo.reshape %171 : (tensor<64xf32>) -> tensor<1x64xf32>
    %173 = stablehlo.reshape %172 : (tensor<1x64xf32>) -> tensor<64xf32>
    %174 = stablehlo.reshape %167 : (tensor<32x256xf32>) -> tensor<2x16x256xf32>
    %175 = stablehlo.transpose %170, dims = [1, 0] : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %176 = stablehlo.multiply %143, %143 : tensor<2x16x256xf32>
    %177 = stablehlo.multiply %176, %143 : tensor<2x16x256xf32>
    %178 = stablehlo.convert %cst_17 : (tensor<1xf64>) -> tensor<1xf32>
    %179 = stablehlo.reshape %178 : (tensor<1xf32>) -> tensor<f32>
    %180 = stablehlo.broadcast_in_dim %179, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %181 = stablehlo.multiply %177, %180 : tensor<2x16x256xf32>
    %182 = stablehlo.add %143, %181 : tensor<2x16x256xf32>
    %183 = stablehlo.convert %cst_18 : (tensor<1xf64>) -> tensor<1xf32>
    %184 = stablehlo.reshape %183 : (tensor<1xf32>) -> tensor<f32>
    %185 = stablehlo.broadcast_in_dim %184, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %186 = stablehlo.multiply %182, %185 : tensor<2x16x256xf32>
    %187 = stablehlo.tanh %186 : tensor<2x16x256xf32>
    %188 = stablehlo.convert %cst_19 : (tensor<1xf64>) -> tensor<1xf32>
    %189 = stablehlo.reshape %188 : (tensor<1xf32>) -> tensor<f32>
    %190 = stablehlo.broadcast_in_dim %189, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %191 = stablehlo.multiply %143, %190 : tensor<2x16x256xf32>
    %192 = stablehlo.broadcast_in_dim %37, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %193 = stablehlo.add %187, %192 : tensor<2x16x256xf32>
    %194 = stablehlo.multiply %193, %190 : tensor<2x16x256xf32>
    %195 = stablehlo.multiply %187, %187 : tensor<2x16x256xf32>
    %196 = stablehlo.convert %c_6 : (tensor<i64>) -> tensor<f32>
    %197 = stablehlo.broadcast_in_dim %196, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %198 = stablehlo.subtract %197, %195 : tensor<2x16x256xf32>
    %199 = stablehlo.convert %cst_20 : (tensor<1xf64>) -> tensor<1xf32>
    %200 = stablehlo.reshape %199 : (tensor<1xf32>) -> tensor<f32>
    %201 = stablehlo.broadcast_in_dim %200, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %202 = stablehlo.multiply %176, %201 : tensor<2x16x256xf32>
    %203 = stablehlo.add %202, %192 : tensor<2x16x256xf32>
    %204 = stablehlo.multiply %203, %185 : tensor<2x16x256xf32>
    %205 = stablehlo.multiply %191, %198 : tensor<2x16x256xf32>
    %206 = stablehlo.multiply %205, %204 : tensor<2x16x256xf32>
    %207 = stablehlo.add %194, %206 : tensor<2x16x256xf32>
    %208 = stablehlo.multiply %174, %207 : tensor<2x16x256xf32>
    %209 = stablehlo.reshape %208 : (tensor<2x16x256xf32>) -> tensor<32x256xf32>
    %210 = stablehlo.transpose %135, dims = [1, 0] : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %211 = stablehlo.dot_general %209, %210, contracting_dims = [1] x [0] : (tensor<32x256xf32>, tensor<256x64xf32>) -> tensor<32x64xf32>
    %212 = stablehlo.transpose %209, dims = [1, 0] : (tensor<32x256xf32>) -> tensor<256x32xf32>
    %213 = stablehlo.dot_general %212, %136, contracting_dims = [1] x [0] : (tensor<256x32xf32>, tensor<32x64xf32>) -> tensor<256x64xf32>
    %214 = stablehlo.transpose %213, dims = [1, 0] : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %215 = stablehlo.reduce(%209 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %216 = stablehlo.reshape %215 : (tensor<256xf32>) -> tensor<1x256xf32>
    %217 = stablehlo.reshape %216 : (tensor<1x256xf32>) -> tensor<256xf32>
    %218 = stablehlo.reshape %211 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %219 = stablehlo.transpose %214, dims = [1, 0] : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %220 = stablehlo.multiply %218, %131 : tensor<2x16x64xf32>
    %221 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %222 = stablehlo.multiply %220, %221 : tensor<2x16x64xf32>
    %223 = stablehlo.reduce(%220 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %224 = stablehlo.reshape %223 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %225 = stablehlo.multiply %220, %130 : tensor<2x16x64xf32>
    %226 = stablehlo.reduce(%225 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %227 = stablehlo.reshape %226 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %228 = stablehlo.broadcast_in_dim %227, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %229 = stablehlo.multiply %130, %228 : tensor<2x16x64xf32>
    %230 = stablehlo.broadcast_in_dim %224, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %231 = stablehlo.subtract %222, %230 : tensor<2x16x64xf32>
    %232 = stablehlo.subtract %231, %229 : tensor<2x16x64xf32>
    %233 = stablehlo.divide %126, %18 : tensor<2x16x1xf32>
    %234 = stablehlo.broadcast_in_dim %233, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %235 = stablehlo.multiply %234, %232 : tensor<2x16x64xf32>
    %236 = stablehlo.multiply %218, %130 : tensor<2x16x64xf32>
    %237 = stablehlo.reduce(%236 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %238 = stablehlo.reduce(%218 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %239 = stablehlo.add %164, %235 : tensor<2x16x64xf32>
    %240 = stablehlo.reshape %239 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %241 = stablehlo.transpose %101, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %242 = stablehlo.dot_general %240, %241, contracting_dims = [1] x [0] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %243 = stablehlo.transpose %240, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %244 = stablehlo.dot_general %243, %102, contracting_dims = [1] x [0] : (tensor<64x32xf32>, tensor<32x64xf32>) -> tensor<64x64xf32>
    %245 = stablehlo.transpose %244, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %246 = stablehlo.reduce(%240 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %247 = stablehlo.reshape %246 : (tensor<64xf32>) -> tensor<1x64xf32>
    %248 = stablehlo.reshape %247 : (tensor<1x64xf32>) -> tensor<64xf32>
    %249 = stablehlo.reshape %242 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %250 = stablehlo.transpose %245, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %251 = stablehlo.reshape %249 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %252 = stablehlo.transpose %251, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %253 = stablehlo.reshape %252 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %254 = stablehlo.transpose %94, dims = [0, 2, 1] : (tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %255 = stablehlo.broadcast_in_dim %253, dims = [0, 1, 2] : (tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %256 = stablehlo.dot_general %254, %255, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %257 = stablehlo.transpose %95, dims = [0, 2, 1] : (tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %258 = stablehlo.broadcast_in_dim %257, dims = [0, 1, 2] : (tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %259 = stablehlo.dot_general %253, %258, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %260 = stablehlo.reshape %256 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %261 = stablehlo.reshape %259 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %262 = stablehlo.multiply %261, %93 : tensor<2x4x16x16xf32>
    %263 = stablehlo.reduce(%262 init: %cst) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %264 = stablehlo.reshape %263 : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %265 = stablehlo.broadcast_in_dim %264, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %266 = stablehlo.multiply %93, %265 : tensor<2x4x16x16xf32>
    %267 = stablehlo.subtract %262, %266 : tensor<2x4x16x16xf32>
    %268 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %269 = stablehlo.broadcast_in_dim %267, dims = [0, 1, 2, 3] : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %270 = stablehlo.select %81, %268, %269 : tensor<2x4x16x16xi1>, tensor<2x4x16x16xf32>
    %271 = stablehlo.divide %270, %61 : tensor<2x4x16x16xf32>
    %272 = stablehlo.reshape %271 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %273 = stablehlo.transpose %54, dims = [0, 2, 1] : (tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %274 = stablehlo.broadcast_in_dim %272, dims = [0, 1, 2] : (tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %275 = stablehlo.dot_general %273, %274, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %276 = stablehlo.transpose %55, dims = [0, 2, 1] : (tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %277 = stablehlo.broadcast_in_dim %276, dims = [0, 1, 2] : (tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %278 = stablehlo.dot_general %272, %277, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %279 = stablehlo.reshape %275 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %280 = stablehlo.reshape %278 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %281 = stablehlo.transpose %279, dims = [0, 1, 3, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %282 = stablehlo.transpose %260, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %283 = stablehlo.reshape %282 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %284 = stablehlo.transpose %281, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %285 = stablehlo.reshape %284 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %286 = stablehlo.transpose %280, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %287 = stablehlo.reshape %286 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %288 = stablehlo.concatenate %287, %285, %283, dim = 2 : (tensor<2x16x64xf32>, tensor<2x16x64xf32>, tensor<2x16x64xf32>) -> tensor<2x16x192xf32>
    %289 = stablehlo.reshape %288 : (tensor<2x16x192xf32>) -> tensor<32x192xf32>
    %290 = stablehlo.transpose %33, dims = [1, 0] : (tensor<64x192xf32>) -> tensor<192x64xf32>
    %291 = stablehlo.dot_general %289, %290, contracting_dims = [1] x [0] : (tensor<32x192xf32>, tensor<192x64xf32>) -> tensor<32x64xf32>
    %292 = stablehlo.transpose %289, dims = [1, 0] : (tensor<32x192xf32>) -> tensor<192x32xf32>
    %293 = stablehlo.dot_general %292, %34, contracting_dims = [1] x [0] : (tensor<192x32xf32>, tensor<32x64xf32>) -> tensor<192x64xf32>
    %294 = stablehlo.transpose %293, dims = [1, 0] : (tensor<192x64xf32>) -> tensor<64x192xf32>
    %295 = stablehlo.reduce(%289 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<32x192xf32>, tensor<f32>) -> tensor<192xf32>
    %296 = stablehlo.reshape %295 : (tensor<192xf32>) -> tensor<1x192xf32>
    %297 = stablehlo.reshape %296 : (tensor<1x192xf32>) -> tensor<192xf32>
    %298 = stablehlo.reshape %291 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %299 = stablehlo.transpose %294, dims = [1, 0] : (tensor<64x192xf32>) -> tensor<192x64xf32>
    %300 = stablehlo.multiply %298, %29 : tensor<2x16x64xf32>
    %301 = stablehlo.multiply %300, %221 : tensor<2x16x64xf32>
    %302 = stablehlo.reduce(%300 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %303 = stablehlo.reshape %302 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %304 = stablehlo.multiply %300, %28 : tensor<2x16x64xf32>
    %305 = stablehlo.reduce(%304 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %306 = stablehlo.reshape %305 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %307 = stablehlo.broadcast_in_dim %306, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %308 = stablehlo.multiply %28, %307 : tensor<2x16x64xf32>
    %309 = stablehlo.broadcast_in_dim %303, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %310 = stablehlo.subtract %301, %309 : tensor<2x16x64xf32>
    %311 = stablehlo.subtract %310, %308 : tensor<2x16x64xf32>
    %312 = stablehlo.divide %24, %18 : tensor<2x16x1xf32>
    %313 = stablehlo.broadcast_in_dim %312, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %314 = stablehlo.multiply %313, %311 : tensor<2x16x64xf32>
    %315 = stablehlo.multiply %298, %28 : tensor<2x16x64xf32>
    %316 = stablehlo.reduce(%315 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %317 = stablehlo.reduce(%298 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %318 = stablehlo.add %239, %314 : tensor<2x16x64xf32>
    return %163, %318, %316, %317, %299, %297, %250, %248, %237, %238, %219, %217, %175, %173 : tensor<f32>, tensor<2x16x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<192x64xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256x64xf32>, tensor<256xf32>, tensor<64x256xf32>, tensor<64xf32>
  }
}
