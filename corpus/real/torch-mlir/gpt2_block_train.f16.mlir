module {
  func.func @main(%arg0: tensor<2x16x64xf16>, %arg1: tensor<2x16x64xf16>, %arg2: tensor<64xf16>, %arg3: tensor<64xf16>, %arg4: tensor<192x64xf16>, %arg5: tensor<192xf16>, %arg6: tensor<64x64xf16>, %arg7: tensor<64xf16>, %arg8: tensor<64xf16>, %arg9: tensor<64xf16>, %arg10: tensor<256x64xf16>, %arg11: tensor<256xf16>, %arg12: tensor<64x256xf16>, %arg13: tensor<64xf16>) -> (tensor<f16>, tensor<2x16x64xf16>, tensor<64xf16>, tensor<64xf16>, tensor<192x64xf16>, tensor<192xf16>, tensor<64x64xf16>, tensor<64xf16>, tensor<64xf16>, tensor<64xf16>, tensor<256x64xf16>, tensor<256xf16>, tensor<64x256xf16>, tensor<64xf16>) {
    %c = stablehlo.constant dense<0> : tensor<16x16xi64>
    %c_0 = stablehlo.constant dense<0> : tensor<16xi64>
    %c_1 = stablehlo.constant dense<1> : tensor<16xi64>
    %c_2 = stablehlo.constant dense<16> : tensor<i64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f16>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<2x16x64xf16>
    %cst_4 = stablehlo.constant dense<0xFC00> : tensor<f16>
    %c_5 = stablehlo.constant dense<true> : tensor<16x16xi1>
    %c_6 = stablehlo.constant dense<1> : tensor<i64>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_9 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<2x16x256xf16>
    %cst_11 = stablehlo.constant dense<3.000000e+00> : tensor<2x16x256xf16>
    %cst_12 = stablehlo.constant dense<5.000000e-01> : tensor<2x16x256xf16>
    %cst_13 = stablehlo.constant dense<6.367190e-01> : tensor<2x16x256xf16>
    %cst_14 = stablehlo.constant dense<4.470830e-02> : tensor<2x16x256xf16>
    %cst_15 = arith.constant dense<64> : tensor<1xi64>
    %cst_16 = arith.constant dense<1.000000e-05> : tensor<1xf64>
    %cst_17 = arith.constant dense<1> : tensor<1xi64>
    %cst_18 = arith.constant dense<4.000000e+00> : tensor<1xf64>
    %cst_19 = arith.constant dense<4.471500e-02> : tensor<1xf64>
    %cst_20 = arith.constant dense<0.79788456080286541> : tensor<1xf64>
    %cst_21 = arith.constant dense<5.000000e-01> : tensor<1xf64>
    %cst_22 = arith.constant dense<1.341450e-01> : tensor<1xf64>
    %0 = stablehlo.convert %arg0 : (tensor<2x16x64xf16>) -> tensor<2x16x64xf32>
    %1 = stablehlo.convert %0 : (tensor<2x16x64xf32>) -> tensor<2x16x64xf64>
    %2 = stablehlo.reduce(%1 init: %cst_7) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf64>, tensor<f64>) -> tensor<2x16xf64>
    %3 = stablehlo.reshape %2 : (tensor<2x16xf64>) -> tensor<2x16x1xf64>
    %4 = stablehlo.convert %cst_15 : (tensor<1xi64>) -> tensor<1xf64>
    %5 = stablehlo.reshape %4 : (tensor<1xf64>) -> tensor<f64>
    %6 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f64>) -> tensor<2x16x1xf64>
    %7 = stablehlo.divide %3, %6 : tensor<2x16x1xf64>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2] : (tensor<2x16x1xf64>) -> tensor<2x16x64xf64>
    %9 = stablehlo.subtract %1, %8 : tensor<2x16x64xf64>
    %10 = stablehlo.multiply %9, %9 : tensor<2x16x64xf64>
    %11 = stablehlo.reduce(%10 init: %cst_7) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf64>, tensor<f64>) -> tensor<2x16xf64>
    %12 = stablehlo.reshape %11 : (tensor<2x16xf64>) -> tensor<2x16x1xf64>
    %13 = stablehlo.divide %12, %6 : tensor<2x16x1xf64>
    %14 = stablehlo.convert %13 : (tensor<2x16x1xf64>) -> tensor<2x16x1xf32>
    %15 = stablehlo.reduce(%0 init: %cst_8) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %16 = stablehlo.reshape %15 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %17 = stablehlo.convert %cst_15 : (tensor<1xi64>) -> tensor<1xf32>
    %18 = stablehlo.reshape %17 : (tensor<1xf32>) -> tensor<f32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %20 = stablehlo.divide %16, %19 : tensor<2x16x1xf32>
    %21 = stablehlo.convert %cst_16 : (tensor<1xf64>) -> tensor<1xf32>
    %22 = stablehlo.reshape %21 : (tensor<1xf32>) -> tensor<f32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %24 = stablehlo.add %14, %23 : tensor<2x16x1xf32>
    %25 = stablehlo.rsqrt %24 : tensor<2x16x1xf32>
    %26 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %27 = stablehlo.subtract %0, %26 : tensor<2x16x64xf32>
    %28 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %29 = stablehlo.multiply %27, %28 : tensor<2x16x64xf32>
    %30 = stablehlo.convert %arg2 : (tensor<64xf16>) -> tensor<64xf32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %32 = stablehlo.multiply %29, %31 : tensor<2x16x64xf32>
    %33 = stablehlo.convert %arg3 : (tensor<64xf16>) -> tensor<64xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %35 = stablehlo.add %32, %34 : tensor<2x16x64xf32>
    %36 = stablehlo.convert %35 : (tensor<2x16x64xf32>) -> tensor<2x16x64xf16>
    %37 = stablehlo.convert %20 : (tensor<2x16x1xf32>) -> tensor<2x16x1xf16>
    %38 = stablehlo.convert %25 : (tensor<2x16x1xf32>) -> tensor<2x16x1xf16>
    %39 = stablehlo.transpose %arg4, dims = [1, 0] : (tensor<192x64xf16>) -> tensor<64x192xf16>
    %40 = stablehlo.reshape %36 : (tensor<2x16x64xf16>) -> tensor<32x64xf16>
    %41 = stablehlo.convert %arg5 : (tensor<192xf16>) -> tensor<192xf32>
    %42 = stablehlo.convert %40 : (tensor<32x64xf16>) -> tensor<32x64xf32>
    %43 = stablehlo.convert %39 : (tensor<64x192xf16>) -> tensor<64x192xf32>
    %44 = stablehlo.dot_general %42, %43, contracting_dims = [1] x [0] : (tensor<32x64xf32>, tensor<64x192xf32>) -> tensor<32x192xf32>
    %45 = stablehlo.convert %cst_17 : (tensor<1xi64>) -> tensor<1xf32>
    %46 = stablehlo.reshape %45 : (tensor<1xf32>) -> tensor<f32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<f32>) -> tensor<32x192xf32>
    %48 = stablehlo.multiply %44, %47 : tensor<32x192xf32>
    %49 = stablehlo.broadcast_in_dim %41, dims = [1] : (tensor<192xf32>) -> tensor<32x192xf32>
    %50 = stablehlo.multiply %49, %47 : tensor<32x192xf32>
    %51 = stablehlo.add %48, %50 : tensor<32x192xf32>
    %52 = stablehlo.convert %51 : (tensor<32x192xf32>) -> tensor<32x192xf16>
    %53 = stablehlo.reshape %52 : (tensor<32x192xf16>) -> tensor<2x16x192xf16>
    %54 = stablehlo.slice %53 [0:2, 0:16, 0:64] : (tensor<2x16x192xf16>) -> tensor<2x16x64xf16>
    %55 = stablehlo.slice %53 [0:2, 0:16, 64:128] : (tensor<2x16x192xf16>) -> tensor<2x16x64xf16>
    %56 = stablehlo.slice %53 [0:2, 0:16, 128:192] : (tensor<2x16x192xf16>) -> tensor<2x16x64xf16>
    %57 = stablehlo.reshape %54 : (tensor<2x16x64xf16>) -> tensor<2x16x4x16xf16>
    %58 = stablehlo.transpose %57, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf16>) -> tensor<2x4x16x16xf16>
    %59 = stablehlo.reshape %55 : (tensor<2x16x64xf16>) -> tensor<2x16x4x16xf16>
    %60 = stablehlo.transpose %59, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf16>) -> tensor<2x4x16x16xf16>
    %61 = stablehlo.reshape %56 : (tensor<2x16x64xf16>) -> tensor<2x16x4x16xf16>
    %62 = stablehlo.transpose %61, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf16>) -> tensor<2x4x16x16xf16>
    %63 = stablehlo.transpose %60, dims = [0, 1, 3, 2] : (tensor<2x4x16x16xf16>) -> tensor<2x4x16x16xf16>
    %64 = stablehlo.reshape %58 : (tensor<2x4x16x16xf16>) -> tensor<8x16x16xf16>
    %65 = stablehlo.reshape %63 : (tensor<2x4x16x16xf16>) -> tensor<8x16x16xf16>
    %66 = stablehlo.broadcast_in_dim %65, dims = [0, 1, 2] : (tensor<8x16x16xf16>) -> tensor<8x16x16xf16>
    %67 = stablehlo.dot_general %64, %66, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x16x16xf16>, tensor<8x16x16xf16>) -> tensor<8x16x16xf16>
    %68 = stablehlo.reshape %67 : (tensor<8x16x16xf16>) -> tensor<2x4x16x16xf16>
    %69 = stablehlo.convert %cst_18 : (tensor<1xf64>) -> tensor<1xf16>
    %70 = stablehlo.reshape %69 : (tensor<1xf16>) -> tensor<f16>
    %71 = stablehlo.broadcast_in_dim %70, dims = [] : (tensor<f16>) -> tensor<2x4x16x16xf16>
    %72 = stablehlo.divide %68, %71 : tensor<2x4x16x16xf16>
    %73 = stablehlo.convert %c_6 : (tensor<i64>) -> tensor<f64>
    %74 = stablehlo.convert %c_2 : (tensor<i64>) -> tensor<f64>
    %75 = stablehlo.divide %74, %73 : tensor<f64>
    %76 = stablehlo.ceil %75 : tensor<f64>
    %77 = stablehlo.convert %76 : (tensor<f64>) -> tensor<i64>
    %78 = stablehlo.reshape %77 : (tensor<i64>) -> tensor<1xi64>
    %79 = stablehlo.dynamic_iota %78, dim = 0 : (tensor<1xi64>) -> tensor<16xi64>
    %80 = stablehlo.multiply %79, %c_1 : tensor<16xi64>
    %81 = stablehlo.add %80, %c_0 : tensor<16xi64>
    %82 = stablehlo.reshape %81 : (tensor<16xi64>) -> tensor<1x16xi64>
    %83 = stablehlo.reshape %81 : (tensor<16xi64>) -> tensor<16x1xi64>
    %84 = stablehlo.broadcast_in_dim %82, dims = [0, 1] : (tensor<1x16xi64>) -> tensor<16x16xi64>
    %85 = stablehlo.broadcast_in_dim %83, dims = [0, 1] : (tensor<16x1xi64>) -> tensor<16x16xi64>
    %86 = stablehlo.subtract %84, %85 : tensor<16x16xi64>
    %87 = stablehlo.compare LE, %86, %c, SIGNED : (tensor<16x16xi64>, tensor<16x16xi64>) -> tensor<16x16xi1>
    %88 = stablehlo.and %87, %c_5 : tensor<16x16xi1>
    %89 = stablehlo.not %88 : tensor<16x16xi1>
    %90 = stablehlo.reshape %89 : (tensor<16x16xi1>) -> tensor<1x1x16x16xi1>
    %91 = stablehlo.broadcast_in_dim %90, dims = [0, 1, 2, 3] : (tensor<1x1x16x16xi1>) -> tensor<2x4x16x16xi1>
    %92 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f16>) -> tensor<2x4x16x16xf16>
    %93 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2, 3] : (tensor<2x4x16x16xf16>) -> tensor<2x4x16x16xf16>
    %94 = stablehlo.select %91, %92, %93 : tensor<2x4x16x16xi1>, tensor<2x4x16x16xf16>
    %95 = stablehlo.convert %94 : (tensor<2x4x16x16xf16>) -> tensor<2x4x16x16xf32>
    %96 = stablehlo.reduce(%95 init: %cst_9) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %97 = stablehlo.reshape %96 : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %98 = stablehlo.broadcast_in_dim %97, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %99 = stablehlo.subtract %95, %98 : tensor<2x4x16x16xf32>
    %100 = stablehlo.exponential %99 : tensor<2x4x16x16xf32>
    %101 = stablehlo.reduce(%100 init: %cst_8) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %102 = stablehlo.reshape %101 : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %103 = stablehlo.broadcast_in_dim %102, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %104 = stablehlo.divide %100, %103 : tensor<2x4x16x16xf32>
    %105 = stablehlo.convert %104 : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf16>
    %106 = stablehlo.reshape %105 : (tensor<2x4x16x16xf16>) -> tensor<8x16x16xf16>
    %107 = stablehlo.reshape %62 : (tensor<2x4x16x16xf16>) -> tensor<8x16x16xf16>
    %108 = stablehlo.broadcast_in_dim %107, dims = [0, 1, 2] : (tensor<8x16x16xf16>) -> tensor<8x16x16xf16>
    %109 = stablehlo.dot_general %106, %108, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x16x16xf16>, tensor<8x16x16xf16>) -> tensor<8x16x16xf16>
    %110 = stablehlo.reshape %109 : (tensor<8x16x16xf16>) -> tensor<2x4x16x16xf16>
    %111 = stablehlo.transpose %110, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf16>) -> tensor<2x16x4x16xf16>
    %112 = stablehlo.reshape %111 : (tensor<2x16x4x16xf16>) -> tensor<2x16x64xf16>
    %113 = stablehlo.transpose %arg6, dims = [1, 0] : (tensor<64x64xf16>) -> tensor<64x64xf16>
    %114 = stablehlo.reshape %112 : (tensor<2x16x64xf16>) -> tensor<32x64xf16>
    %115 = stablehlo.convert %arg7 : (tensor<64xf16>) -> tensor<64xf32>
    %116 = stablehlo.convert %114 : (tensor<32x64xf16>) -> tensor<32x64xf32>
    %117 = stablehlo.convert %113 : (tensor<64x64xf16>) -> tensor<64x64xf32>
    %118 = stablehlo.dot_general %116, %117, contracting_dims = [1] x [0] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %119 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %120 = stablehlo.multiply %118, %119 : tensor<32x64xf32>
    %121 = stablehlo.broadcast_in_dim %115, dims = [1] : (tensor<64xf32>) -> tensor<32x64xf32>
    %122 = stablehlo.multiply %121, %119 : tensor<32x64xf32>
    %123 = stablehlo.add %120, %122 : tensor<32x64xf32>
    %124 = stablehlo.convert %123 : (tensor<32x64xf32>) -> tensor<32x64xf16>
    %125 = stablehlo.reshape %124 : (tensor<32x64xf16>) -> tensor<2x16x64xf16>
    %126 = stablehlo.add %arg0, %125 : tensor<2x16x64xf16>
    %127 = stablehlo.convert %126 : (tensor<2x16x64xf16>) -> tensor<2x16x64xf32>
    %128 = stablehlo.convert %127 : (tensor<2x16x64xf32>) -> tensor<2x16x64xf64>
    %129 = stablehlo.reduce(%128 init: %cst_7) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf64>, tensor<f64>) -> tensor<2x16xf64>
    %130 = stablehlo.reshape %129 : (tensor<2x16xf64>) -> tensor<2x16x1xf64>
    %131 = stablehlo.divide %130, %6 : tensor<2x16x1xf64>
    %132 = stablehlo.broadcast_in_dim %131, dims = [0, 1, 2] : (tensor<2x16x1xf64>) -> tensor<2x16x64xf64>
    %133 = stablehlo.subtract %128, %132 : tensor<2x16x64xf64>
    %134 = stablehlo.multiply %133, %133 : tensor<2x16x64xf64>
    %135 = stablehlo.reduce(%134 init: %cst_7) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf64>, tensor<f64>) -> tensor<2x16xf64>
    %136 = stablehlo.reshape %135 : (tensor<2x16xf64>) -> tensor<2x16x1xf64>
    %137 = stablehlo.divide %136, %6 : tensor<2x16x1xf64>
    %138 = stablehlo.convert %137 : (tensor<2x16x1xf64>) -> tensor<2x16x1xf32>
    %139 = stablehlo.reduce(%127 init: %cst_8) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %140 = stablehlo.reshape %139 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %141 = stablehlo.divide %140, %19 : tensor<2x16x1xf32>
    %142 = stablehlo.add %138, %23 : tensor<2x16x1xf32>
    %143 = stablehlo.rsqrt %142 : tensor<2x16x1xf32>
    %144 = stablehlo.broadcast_in_dim %141, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %145 = stablehlo.subtract %127, %144 : tensor<2x16x64xf32>
    %146 = stablehlo.broadcast_in_dim %143, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %147 = stablehlo.multiply %145, %146 : tensor<2x16x64xf32>
    %148 = stablehlo.convert %arg8 : (tensor<64xf16>) -> tensor<64xf32>
    %149 = stablehlo.broadcast_in_dim %148, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %150 = stablehlo.multiply %147, %149 : tensor<2x16x64xf32>
    %151 = stablehlo.convert %arg9 : (tensor<64xf16>) -> tensor<64xf32>
    %152 = stablehlo.broadcast_in_dim %151, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %153 = stablehlo.add %150, %152 : tensor<2x16x64xf32>
    %154 = stablehlo.convert %153 : (tensor<2x16x64xf32>) -> tensor<2x16x64xf16>
    %155 = stablehlo.convert %141 : (tensor<2x16x1xf32>) -> tensor<2x16x1xf16>
    %156 = stablehlo.convert %143 : (tensor<2x16x1xf32>) -> tensor<2x16x1xf16>
    %157 = stablehlo.transpose %arg10, dims = [1, 0] : (tensor<256x64xf16>) -> tensor<64x256xf16>
    %158 = stablehlo.reshape %154 : (tensor<2x16x64xf16>) -> tensor<32x64xf16>
    %159 = stablehlo.convert %arg11 : (tensor<256xf16>) -> tensor<256xf32>
    %160 = stablehlo.convert %158 : (tensor<32x64xf16>) -> tensor<32x64xf32>
    %161 = stablehlo.convert %157 : (tensor<64x256xf16>) -> tensor<64x256xf32>
    %162 = stablehlo.dot_general %160, %161, contracting_dims = [1] x [0] : (tensor<32x64xf32>, tensor<64x256xf32>) -> tensor<32x256xf32>
    %163 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<f32>) -> tensor<32x256xf32>
    %164 = stablehlo.multiply %162, %163 : tensor<32x256xf32>
    %165 = stablehlo.broadcast_in_dim %159, dims = [1] : (tensor<256xf32>) -> tensor<32x256xf32>
    %166 = stablehlo.multiply %165, %163 : tensor<32x256xf32>
    %167 = stablehlo.add %164, %166 : tensor<32x256xf32>
    %168 = stablehlo.convert %167 : (tensor<32x256xf32>) -> tensor<32x256xf16>
    %169 = stablehlo.reshape %168 : (tensor<32x256xf16>) -> tensor<2x16x256xf16>
    %170 = stablehlo.multiply %169, %cst_12 : tensor<2x16x256xf16>
    %171 = stablehlo.sqrt %cst_13 : tensor<2x16x256xf16>
    %172 = stablehlo.power %169, %cst_11 : tensor<2x16x256xf16>
    %173 = stablehlo.multiply %cst_14, %172 : tensor<2x16x256xf16>
    %174 = stablehlo.add %169, %173 : tensor<2x16x256xf16>
    %175 = stablehlo.multiply %171, %174 : tensor<2x16x256xf16>
    %176 = stablehlo.tanh %175 : tensor<2x16x256xf16>
    %177 = stablehlo.add %176, %cst_10 : tensor<2x16x256xf16>
    %178 = stablehlo.multiply %177, %170 : tensor<2x16x256xf16>
    %179 = stablehlo.transpose %arg12, dims = [1, 0] : (tensor<64x256xf16>) -> tensor<256x64xf16>
    %180 = stablehlo.reshape %178 : (tensor<2x16x256xf16>) -> tensor<32x256xf16>
    %181 = stablehlo.convert %arg13 : (tensor<64xf16>) -> tensor<64xf32>
    %182 = stablehlo.convert %180 : (tensor<32x256xf16>) -> tensor<32x256xf32>
    %183 = stablehlo.convert %179 : (tensor<256x64xf16>) -> tensor<256x64xf32>
    %184 = stablehlo.dot_general %182, %183, contracting_dims = [1] x [0] : (tensor<32x256xf32>, tensor<256x64xf32>) -> tensor<32x64xf32>
    %185 = stablehlo.multiply %184, %119 : tensor<32x64xf32>
    %186 = stablehlo.broadcast_in_dim %181, dims = [1] : (tensor<64xf32>) -> tensor<32x64xf32>
    %187 = stablehlo.multiply %186, %119 : tensor<32x64xf32>
    %188 = stablehlo.add %185, %187 : tensor<32x64xf32>
    %189 = stablehlo.convert %188 : (tensor<32x64xf32>) -> tensor<32x64xf16>
    %190 = stablehlo.reshape %189 : (tensor<32x64xf16>) -> tensor<2x16x64xf16>
    %191 = stablehlo.add %126, %190 : tensor<2x16x64xf16>
    %192 = stablehlo.multiply %191, %arg1 : tensor<2x16x64xf16>
    %193 = stablehlo.reduce(%192 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x16x64xf16>, tensor<f16>) -> tensor<f16>
    %194 = stablehlo.multiply %arg1, %cst_3 : tensor<2x16x64xf16>
    %195 = stablehlo.reshape %194 : (tensor<2x16x64xf16>) -> tensor<32x64xf16>
    %196 = stablehlo.transpose %179, dims = [1, 0] : (tensor<256x64xf16>) -> tensor<64x256xf16>
    %197 = stablehlo.dot_general %195, %196, contracting_dims = [1] x [0] : (tensor<32x64xf16>, tensor<64x256xf16>) -> tensor<32x256xf16>
    %198 = stablehlo.transpose %195, dims = [1, 0] : (tensor<32x64xf16>) -> tensor<64x32xf16>
    %199 = stablehlo.dot_general %198, %180, contracting_dims = [1] x [0] : (tensor<64x32xf16>, tensor<32x256xf16>) -> tensor<64x256xf16>
    %200 = stablehlo.transpose %199, dims = [1, 0] : (tensor<64x256xf16>) -> tensor<256x64xf16>
    %201 = stablehlo.reduce(%195 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf16>, tensor<f16>) -> tensor<64xf16>
    %202 = stablehlo.reshape %201 : (tensor<64xf16>) -> tensor<1x64xf16>
    %203 = stablehlo.reshape %202 : (tensor<1x64xf16>) -> tensor<64xf16>
    %204 = stablehlo.reshape %197 : (tensor<32x256xf16>) -> tensor<2x16x256xf16>
    %205 = stablehlo.transpose %200, dims = [1, 0] : (tensor<256x64xf16>) -> tensor<64x256xf16>
    %206 = stablehlo.convert %204 : (tensor<2x16x256xf16>) -> tensor<2x16x256xf32>
    %207 = stablehlo.convert %169 : (tensor<2x16x256xf16>) -> tensor<2x16x256xf32>
    %208 = stablehlo.multiply %207, %207 : tensor<2x16x256xf32>
    %209 = stablehlo.multiply %208, %207 : tensor<2x16x256xf32>
    %210 = stablehlo.convert %cst_19 : (tensor<1xf64>) -> tensor<1xf32>
    %211 = stablehlo.reshape %210 : (tensor<1xf32>) -> tensor<f32>
    %212 = stablehlo.broadcast_in_dim %211, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %213 = stablehlo.multiply %209, %212 : tensor<2x16x256xf32>
    %214 = stablehlo.add %207, %213 : tensor<2x16x256xf32>
    %215 = stablehlo.convert %cst_20 : (tensor<1xf64>) -> tensor<1xf32>
    %216 = stablehlo.reshape %215 : (tensor<1xf32>) -> tensor<f32>
    %217 = stablehlo.broadcast_in_dim %216, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %218 = stablehlo.multiply %214, %217 : tensor<2x16x256xf32>
    %219 = stablehlo.tanh %218 : tensor<2x16x256xf32>
    %220 = stablehlo.convert %cst_21 : (tensor<1xf64>) -> tensor<1xf32>
    %221 = stablehlo.reshape %220 : (tensor<1xf32>) -> tensor<f32>
    %222 = stablehlo.broadcast_in_dim %221, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %223 = stablehlo.multiply %207, %222 : tensor<2x16x256xf32>
    %224 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %225 = stablehlo.add %219, %224 : tensor<2x16x256xf32>
    %226 = stablehlo.multiply %225, %222 : tensor<2x16x256xf32>
    %227 = stablehlo.multiply %219, %219 : tensor<2x16x256xf32>
    %228 = stablehlo.convert %c_6 : (tensor<i64>) -> tensor<f32>
    %229 = stablehlo.broadcast_in_dim %228, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %230 = stablehlo.subtract %229, %227 : tensor<2x16x256xf32>
    %231 = stablehlo.convert %cst_22 : (tensor<1xf64>) -> tensor<1xf32>
    %232 = stablehlo.reshape %231 : (tensor<1xf32>) -> tensor<f32>
    %233 = stablehlo.broadcast_in_dim %232, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %234 = stablehlo.multiply %208, %233 : tensor<2x16x256xf32>
    %235 = stablehlo.add %234, %224 : tensor<2x16x256xf32>
    %236 = stablehlo.multiply %235, %217 : tensor<2x16x256xf32>
    %237 = stablehlo.multiply %223, %230 : tensor<2x16x256xf32>
    %238 = stablehlo.multiply %237, %236 : tensor<2x16x256xf32>
    %239 = stablehlo.add %226, %238 : tensor<2x16x256xf32>
    %240 = stablehlo.multiply %206, %239 : tensor<2x16x256xf32>
    %241 = stablehlo.convert %240 : (tensor<2x16x256xf32>) -> tensor<2x16x256xf16>
    %242 = stablehlo.reshape %241 : (tensor<2x16x256xf16>) -> tensor<32x256xf16>
    %243 = stablehlo.transpose %157, dims = [1, 0] : (tensor<64x256xf16>) -> tensor<256x64xf16>
    %244 = stablehlo.dot_general %242, %243, contracting_dims = [1] x [0] : (tensor<32x256xf16>, tensor<256x64xf16>) -> tensor<32x64xf16>
    %245 = stablehlo.transpose %242, dims = [1, 0] : (tensor<32x256xf16>) -> tensor<256x32xf16>
    %246 = stablehlo.dot_general %245, %158, contracting_dims = [1] x [0] : (tensor<256x32xf16>, tensor<32x64xf16>) -> tensor<256x64xf16>
    %247 = stablehlo.transpose %246, dims = [1, 0] : (tensor<256x64xf16>) -> tensor<64x256xf16>
    %248 = stablehlo.reduce(%242 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf16>, tensor<f16>) -> tensor<256xf16>
    %249 = stablehlo.reshape %248 : (tensor<256xf16>) -> tensor<1x256xf16>
    %250 = stablehlo.reshape %249 : (tensor<1x256xf16>) -> tensor<256xf16>
    %251 = stablehlo.reshape %244 : (tensor<32x64xf16>) -> tensor<2x16x64xf16>
    %252 = stablehlo.transpose %247, dims = [1, 0] : (tensor<64x256xf16>) -> tensor<256x64xf16>
    %253 = stablehlo.convert %251 : (tensor<2x16x64xf16>) -> tensor<2x16x64xf32>
    %254 = stablehlo.convert %155 : (tensor<2x16x1xf16>) -> tensor<2x16x1xf32>
    %255 = stablehlo.broadcast_in_dim %254, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %256 = stablehlo.subtract %127, %255 : tensor<2x16x64xf32>
    %257 = stablehlo.convert %156 : (tensor<2x16x1xf16>) -> tensor<2x16x1xf32>
    %258 = stablehlo.broadcast_in_dim %257, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %259 = stablehlo.multiply %256, %258 : tensor<2x16x64xf32>
    %260 = stablehlo.multiply %253, %149 : tensor<2x16x64xf32>
    %261 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %262 = stablehlo.multiply %260, %261 : tensor<2x16x64xf32>
    %263 = stablehlo.reduce(%260 init: %cst_8) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %264 = stablehlo.reshape %263 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %265 = stablehlo.multiply %260, %259 : tensor<2x16x64xf32>
    %266 = stablehlo.reduce(%265 init: %cst_8) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %267 = stablehlo.reshape %266 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %268 = stablehlo.broadcast_in_dim %267, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %269 = stablehlo.multiply %259, %268 : tensor<2x16x64xf32>
    %270 = stablehlo.broadcast_in_dim %264, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %271 = stablehlo.subtract %262, %270 : tensor<2x16x64xf32>
    %272 = stablehlo.subtract %271, %269 : tensor<2x16x64xf32>
    %273 = stablehlo.convert %cst_15 : (tensor<1xi64>) -> tensor<1xf16>
    %274 = stablehlo.reshape %273 : (tensor<1xf16>) -> tensor<f16>
    %275 = stablehlo.broadcast_in_dim %274, dims = [] : (tensor<f16>) -> tensor<2x16x1xf16>
    %276 = stablehlo.divide %156, %275 : tensor<2x16x1xf16>
    %277 = stablehlo.convert %276 : (tensor<2x16x1xf16>) -> tensor<2x16x1xf32>
    %278 = stablehlo.broadcast_in_dim %277, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %279 = stablehlo.multiply %278, %272 : tensor<2x16x64xf32>
    %280 = stablehlo.multiply %253, %259 : tensor<2x16x64xf32>
    %281 = stablehlo.reduce(%280 init: %cst_8) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %282 = stablehlo.reduce(%253 init: %cst_8) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %283 = stablehlo.convert %279 : (tensor<2x16x64xf32>) -> tensor<2x16x64xf16>
    %284 = stablehlo.convert %281 : (tensor<64xf32>) -> tensor<64xf16>
    %285 = stablehlo.convert %282 : (tensor<64xf32>) -> tensor<64xf16>
    %286 = stablehlo.add %194, %283 : tensor<2x16x64xf16>
    %287 = stablehlo.reshape %286 : (tensor<2x16x64xf16>) -> tensor<32x64xf16>
    %288 = stablehlo.transpose %113, dims = [1, 0] : (tensor<64x64xf16>) -> tensor<64x64xf16>
    %289 = stablehlo.dot_general %287, %288, contracting_dims = [1] x [0] : (tensor<32x64xf16>, tensor<64x64xf16>) -> tensor<32x64xf16>
    %290 = stablehlo.transpose %287, dims = [1, 0] : (tensor<32x64xf16>) -> tensor<64x32xf16>
    %291 = stablehlo.dot_general %290, %114, contracting_dims = [1] x [0] : (tensor<64x32xf16>, tensor<32x64xf16>) -> tensor<64x64xf16>
    %292 = stablehlo.transpose %291, dims = [1, 0] : (tensor<64x64xf16>) -> tensor<64x64xf16>
    %293 = stablehlo.reduce(%287 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf16>, tensor<f16>) -> tensor<64xf16>
    %294 = stablehlo.reshape %293 : (tensor<64xf16>) -> tensor<1x64xf16>
    %295 = stablehlo.reshape %294 : (tensor<1x64xf16>) -> tensor<64xf16>
    %296 = stablehlo.reshape %289 : (tensor<32x64xf16>) -> tensor<2x16x64xf16>
    %297 = stablehlo.transpose %292, dims = [1, 0] : (tensor<64x64xf16>) -> tensor<64x64xf16>
    %298 = stablehlo.reshape %296 : (tensor<2x16x64xf16>) -> tensor<2x16x4x16xf16>
    %299 = stablehlo.transpose %298, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf16>) -> tensor<2x4x16x16xf16>
    %300 = stablehlo.reshape %299 : (tensor<2x4x16x16xf16>) -> tensor<8x16x16xf16>
    %301 = stablehlo.transpose %106, dims = [0, 2, 1] : (tensor<8x16x16xf16>) -> tensor<8x16x16xf16>
    %302 = stablehlo.broadcast_in_dim %300, dims = [0, 1, 2] : (tensor<8x16x16xf16>) -> tensor<8x16x16xf16>
    %303 = stablehlo.dot_general %301, %302, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x16x16xf16>, tensor<8x16x16xf16>) -> tensor<8x16x16xf16>
    %304 = stablehlo.transpose %107, dims = [0, 2, 1] : (tensor<8x16x16xf16>) -> tensor<8x16x16xf16>
    %305 = stablehlo.broadcast_in_dim %304, dims = [0, 1, 2] : (tensor<8x16x16xf16>) -> tensor<8x16x16xf16>
    %306 = stablehlo.dot_general %300, %305, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x16x16xf16>, tensor<8x16x16xf16>) -> tensor<8x16x16xf16>
    %307 = stablehlo.reshape %303 : (tensor<8x16x16xf16>) -> tensor<2x4x16x16xf16>
    %308 = stablehlo.reshape %306 : (tensor<8x16x16xf16>) -> tensor<2x4x16x16xf16>
    %309 = stablehlo.convert %308 : (tensor<2x4x16x16xf16>) -> tensor<2x4x16x16xf32>
    %310 = stablehlo.convert %105 : (tensor<2x4x16x16xf16>) -> tensor<2x4x16x16xf32>
    %311 = stablehlo.multiply %309, %310 : tensor<2x4x16x16xf32>
    %312 = stablehlo.reduce(%311 init: %cst_8) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %313 = stablehlo.reshape %312 : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %314 = stablehlo.broadcast_in_dim %313, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %315 = stablehlo.multiply %310, %314 : tensor<2x4x16x16xf32>
    %316 = stablehlo.subtract %311, %315 : tensor<2x4x16x16xf32>
    %317 = stablehlo.convert %316 : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf16>
    %318 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f16>) -> tensor<2x4x16x16xf16>
    %319 = stablehlo.broadcast_in_dim %317, dims = [0, 1, 2, 3] : (tensor<2x4x16x16xf16>) -> tensor<2x4x16x16xf16>
    %320 = stablehlo.select %91, %318, %319 : tensor<2x4x16x16xi1>, tensor<2x4x16x16xf16>
    %321 = stablehlo.divide %320, %71 : tensor<2x4x16x16xf16>
    %322 = stablehlo.reshape %321 : (tensor<2x4x16x16xf16>) -> tensor<8x16x16xf16>
    %323 = stablehlo.transpose %64, dims = [0, 2, 1] : (tensor<8x16x16xf16>) -> tensor<8x16x16xf16>
    %324 = stablehlo.broadcast_in_dim %322, dims = [0, 1, 2] : (tensor<8x16x16xf16>) -> tensor<8x16x16xf16>
    %325 = stablehlo.dot_general %323, %324, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x16x16xf16>, tensor<8x16x16xf16>) -> tensor<8x16x16xf16>
    %326 = stablehlo.transpose %65, dims = [0, 2, 1] : (tensor<8x16x16xf16>) -> tensor<8x16x16xf16>
    %327 = stablehlo.broadcast_in_dim %326, dims = [0, 1, 2] : (tensor<8x16x16xf16>) -> tensor<8x16x16xf16>
    %328 = stablehlo.dot_general %322, %327, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x16x16xf16>, tensor<8x16x16xf16>) -> tensor<8x16x16xf16>
    %329 = stablehlo.reshape %325 : (tensor<8x16x16xf16>) -> tensor<2x4x16x16xf16>
    %330 = stablehlo.reshape %328 : (tensor<8x16x16xf16>) -> tensor<2x4x16x16xf16>
    %331 = stablehlo.transpose %329, dims = [0, 1, 3, 2] : (tensor<2x4x16x16xf16>) -> tensor<2x4x16x16xf16>
    %332 = stablehlo.transpose %307, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf16>) -> tensor<2x16x4x16xf16>
    %333 = stablehlo.reshape %332 : (tensor<2x16x4x16xf16>) -> tensor<2x16x64xf16>
    %334 = stablehlo.transpose %331, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf16>) -> tensor<2x16x4x16xf16>
    %335 = stablehlo.reshape %334 : (tensor<2x16x4x16xf16>) -> tensor<2x16x64xf16>
    %336 = stablehlo.transpose %330, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf16>) -> tensor<2x16x4x16xf16>
    %337 = stablehlo.reshape %336 : (tensor<2x16x4x16xf16>) -> tensor<2x16x64xf16>
    %338 = stablehlo.concatenate %337, %335, %333, dim = 2 : (tensor<2x16x64xf16>, tensor<2x16x64xf16>, tensor<2x16x64xf16>) -> tensor<2x16x192xf16>
    %339 = stablehlo.reshape %338 : (tensor<2x16x192xf16>) -> tensor<32x192xf16>
    %340 = stablehlo.transpose %39, dims = [1, 0] : (tensor<64x192xf16>) -> tensor<192x64xf16>
    %341 = stablehlo.dot_general %339, %340, contracting_dims = [1] x [0] : (tensor<32x192xf16>, tensor<192x64xf16>) -> tensor<32x64xf16>
    %342 = stablehlo.transpose %339, dims = [1, 0] : (tensor<32x192xf16>) -> tensor<192x32xf16>
    %343 = stablehlo.dot_general %342, %40, contracting_dims = [1] x [0] : (tensor<192x32xf16>, tensor<32x64xf16>) -> tensor<192x64xf16>
    %344 = stablehlo.transpose %343, dims = [1, 0] : (tensor<192x64xf16>) -> tensor<64x192xf16>
    %345 = stablehlo.reduce(%339 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<32x192xf16>, tensor<f16>) -> tensor<192xf16>
    %346 = stablehlo.reshape %345 : (tensor<192xf16>) -> tensor<1x192xf16>
    %347 = stablehlo.reshape %346 : (tensor<1x192xf16>) -> tensor<192xf16>
    %348 = stablehlo.reshape %341 : (tensor<32x64xf16>) -> tensor<2x16x64xf16>
    %349 = stablehlo.transpose %344, dims = [1, 0] : (tensor<64x192xf16>) -> tensor<192x64xf16>
    %350 = stablehlo.convert %348 : (tensor<2x16x64xf16>) -> tensor<2x16x64xf32>
    %351 = stablehlo.convert %37 : (tensor<2x16x1xf16>) -> tensor<2x16x1xf32>
    %352 = stablehlo.broadcast_in_dim %351, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %353 = stablehlo.subtract %0, %352 : tensor<2x16x64xf32>
    %354 = stablehlo.convert %38 : (tensor<2x16x1xf16>) -> tensor<2x16x1xf32>
    %355 = stablehlo.broadcast_in_dim %354, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %356 = stablehlo.multiply %353, %355 : tensor<2x16x64xf32>
    %357 = stablehlo.multiply %350, %31 : tensor<2x16x64xf32>
    %358 = stablehlo.multiply %357, %261 : tensor<2x16x64xf32>
    %359 = stablehlo.reduce(%357 init: %cst_8) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %360 = stablehlo.reshape %359 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %361 = stablehlo.multiply %357, %356 : tensor<2x16x64xf32>
    %362 = stablehlo.reduce(%361 init: %cst_8) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %363 = stablehlo.reshape %362 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %364 = stablehlo.broadcast_in_dim %363, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %365 = stablehlo.multiply %356, %364 : tensor<2x16x64xf32>
    %366 = stablehlo.broadcast_in_dim %360, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %367 = stablehlo.subtract %358, %366 : tensor<2x16x64xf32>
    %368 = stablehlo.subtract %367, %365 : tensor<2x16x64xf32>
    %369 = stablehlo.divide %38, %275 : tensor<2x16x1xf16>
    %370 = stablehlo.convert %369 : (tensor<2x16x1xf16>) -> tensor<2x16x1xf32>
    %371 = stablehlo.broadcast_in_dim %370, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %372 = stablehlo.multiply %371, %368 : tensor<2x16x64xf32>
    %373 = stablehlo.multiply %350, %356 : tensor<2x16x64xf32>
    %374 = stablehlo.reduce(%373 init: %cst_8) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %375 = stablehlo.reduce(%350 init: %cst_8) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %376 = stablehlo.convert %372 : (tensor<2x16x64xf32>) -> tensor<2x16x64xf16>
    %377 = stablehlo.convert %374 : (tensor<64xf32>) -> tensor<64xf16>
    %378 = stablehlo.convert %375 : (tensor<64xf32>) -> tensor<64xf16>
    %379 = stablehlo.add %286, %376 : tensor<2x16x64xf16>
    return %193, %379, %377, %378, %349, %347, %297, %295, %284, %285, %252, %250, %205, %203 : tensor<f16>, tensor<2x16x64xf16>, tensor<64xf16>, tensor<64xf16>, tensor<192x64xf16>, tensor<192xf16>, tensor<64x64xf16>, tensor<64xf16>, tensor<64xf16>, tensor<64xf16>, tensor<256x64xf16>, tensor<256xf16>, tensor<64x256xf16>, tensor<64xf16>
  }
}
