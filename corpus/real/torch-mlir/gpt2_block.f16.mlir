module {
  func.func @main(%arg0: tensor<2x16x64xf16>, %arg1: tensor<64xf16>, %arg2: tensor<64xf16>, %arg3: tensor<192x64xf16>, %arg4: tensor<192xf16>, %arg5: tensor<64x64xf16>, %arg6: tensor<64xf16>, %arg7: tensor<64xf16>, %arg8: tensor<64xf16>, %arg9: tensor<256x64xf16>, %arg10: tensor<256xf16>, %arg11: tensor<64x256xf16>, %arg12: tensor<64xf16>) -> tensor<2x16x64xf16> {
    %c = stablehlo.constant dense<0> : tensor<16x16xi64>
    %c_0 = stablehlo.constant dense<0> : tensor<16xi64>
    %c_1 = stablehlo.constant dense<1> : tensor<16xi64>
    %c_2 = stablehlo.constant dense<16> : tensor<i64>
    %c_3 = stablehlo.constant dense<1> : tensor<i64>
    %cst = stablehlo.constant dense<0xFC00> : tensor<f16>
    %c_4 = stablehlo.constant dense<true> : tensor<16x16xi1>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<2x16x256xf16>
    %cst_9 = stablehlo.constant dense<3.000000e+00> : tensor<2x16x256xf16>
    %cst_10 = stablehlo.constant dense<5.000000e-01> : tensor<2x16x256xf16>
    %cst_11 = stablehlo.constant dense<6.367190e-01> : tensor<2x16x256xf16>
    %cst_12 = stablehlo.constant dense<4.470830e-02> : tensor<2x16x256xf16>
    %cst_13 = arith.constant dense<64> : tensor<1xi64>
    %cst_14 = arith.constant dense<1.000000e-05> : tensor<1xf64>
    %cst_15 = arith.constant dense<1> : tensor<1xi64>
    %cst_16 = arith.constant dense<4.000000e+00> : tensor<1xf64>
    %0 = stablehlo.convert %arg0 : (tensor<2x16x64xf16>) -> tensor<2x16x64xf32>
    %1 = stablehlo.convert %0 : (tensor<2x16x64xf32>) -> tensor<2x16x64xf64>
    %2 = stablehlo.reduce(%1 init: %cst_5) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf64>, tensor<f64>) -> tensor<2x16xf64>
    %3 = stablehlo.reshape %2 : (tensor<2x16xf64>) -> tensor<2x16x1xf64>
    %4 = stablehlo.convert %cst_13 : (tensor<1xi64>) -> tensor<1xf64>
    %5 = stablehlo.reshape %4 : (tensor<1xf64>) -> tensor<f64>
    %6 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f64>) -> tensor<2x16x1xf64>
    %7 = stablehlo.divide %3, %6 : tensor<2x16x1xf64>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2] : (tensor<2x16x1xf64>) -> tensor<2x16x64xf64>
    %9 = stablehlo.subtract %1, %8 : tensor<2x16x64xf64>
    %10 = stablehlo.multiply %9, %9 : tensor<2x16x64xf64>
    %11 = stablehlo.reduce(%10 init: %cst_5) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf64>, tensor<f64>) -> tensor<2x16xf64>
    %12 = stablehlo.reshape %11 : (tensor<2x16xf64>) -> tensor<2x16x1xf64>
    %13 = stablehlo.divide %12, %6 : tensor<2x16x1xf64>
    %14 = stablehlo.convert %13 : (tensor<2x16x1xf64>) -> tensor<2x16x1xf32>
    %15 = stablehlo.reduce(%0 init: %cst_6) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %16 = stablehlo.reshape %15 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %17 = stablehlo.convert %cst_13 : (tensor<1xi64>) -> tensor<1xf32>
    %18 = stablehlo.reshape %17 : (tensor<1xf32>) -> tensor<f32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %20 = stablehlo.divide %16, %19 : tensor<2x16x1xf32>
    %21 = stablehlo.convert %cst_14 : (tensor<1xf64>) -> tensor<1xf32>
    %22 = stablehlo.reshape %21 : (tensor<1xf32>) -> tensor<f32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %24 = stablehlo.add %14, %23 : tensor<2x16x1xf32>
    %25 = stablehlo.rsqrt %24 : tensor<2x16x1xf32>
    %26 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %27 = stablehlo.subtract %0, %26 : tensor<2x16x64xf32>
    %28 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %29 = stablehlo.multiply %27, %28 : tensor<2x16x64xf32>
    %30 = stablehlo.convert %arg1 : (tensor<64xf16>) -> tensor<64xf32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %32 = stablehlo.multiply %29, %31 : tensor<2x16x64xf32>
    %33 = stablehlo.convert %arg2 : (tensor<64xf16>) -> tensor<64xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %35 = stablehlo.add %32, %34 : tensor<2x16x64xf32>
    %36 = stablehlo.convert %35 : (tensor<2x16x64xf32>) -> tensor<2x16x64xf16>
    %37 = stablehlo.reshape %36 : (tensor<2x16x64xf16>) -> tensor<32x64xf16>
    %38 = stablehlo.transpose %arg3, dims = [1, 0] : (tensor<192x64xf16>) -> tensor<64x192xf16>
    %39 = stablehlo.convert %arg4 : (tensor<192xf16>) -> tensor<192xf32>
    %40 = stablehlo.convert %37 : (tensor<32x64xf16>) -> tensor<32x64xf32>
    %41 = stablehlo.convert %38 : (tensor<64x192xf16>) -> tensor<64x192xf32>
    %42 = stablehlo.dot_general %40, %41, contracting_dims = [1] x [0] : (tensor<32x64xf32>, tensor<64x192xf32>) -> tensor<32x192xf32>
    %43 = stablehlo.convert %cst_15 : (tensor<1xi64>) -> tensor<1xf32>
    %44 = stablehlo.reshape %43 : (tensor<1xf32>) -> tensor<f32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [] : (tensor<f32>) -> tensor<32x192xf32>
    %46 = stablehlo.multiply %42, %45 : tensor<32x192xf32>
    %47 = stablehlo.broadcast_in_dim %39, dims = [1] : (tensor<192xf32>) -> tensor<32x192xf32>
    %48 = stablehlo.multiply %47, %45 : tensor<32x192xf32>
    %49 = stablehlo.add %46, %48 : tensor<32x192xf32>
    %50 = stablehlo.convert %49 : (tensor<32x192xf32>) -> tensor<32x192xf16>
    %51 = stablehlo.reshape %50 : (tensor<32x192xf16>) -> tensor<2x16x192xf16>
    %52 = stablehlo.slice %51 [0:2, 0:16, 0:64] : (tensor<2x16x192xf16>) -> tensor<2x16x64xf16>
    %53 = stablehlo.slice %51 [0:2, 0:16, 64:128] : (tensor<2x16x192xf16>) -> tensor<2x16x64xf16>
    %54 = stablehlo.slice %51 [0:2, 0:16, 128:192] : (tensor<2x16x192xf16>) -> tensor<2x16x64xf16>
    %55 = stablehlo.reshape %52 : (tensor<2x16x64xf16>) -> tensor<2x16x4x16xf16>
    %56 = stablehlo.transpose %55, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf16>) -> tensor<2x4x16x16xf16>
    %57 = stablehlo.reshape %53 : (tensor<2x16x64xf16>) -> tensor<2x16x4x16xf16>
    %58 = stablehlo.transpose %57, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf16>) -> tensor<2x4x16x16xf16>
    %59 = stablehlo.reshape %54 : (tensor<2x16x64xf16>) -> tensor<2x16x4x16xf16>
    %60 = stablehlo.transpose %59, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf16>) -> tensor<2x4x16x16xf16>
    %61 = stablehlo.transpose %58, dims = [0, 1, 3, 2] : (tensor<2x4x16x16xf16>) -> tensor<2x4x16x16xf16>
    %62 = stablehlo.reshape %56 : (tensor<2x4x16x16xf16>) -> tensor<8x16x16xf16>
    %63 = stablehlo.reshape %61 : (tensor<2x4x16x16xf16>) -> tensor<8x16x16xf16>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2] : (tensor<8x16x16xf16>) -> tensor<8x16x16xf16>
    %65 = stablehlo.dot_general %62, %64, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x16x16xf16>, tensor<8x16x16xf16>) -> tensor<8x16x16xf16>
    %66 = stablehlo.reshape %65 : (tensor<8x16x16xf16>) -> tensor<2x4x16x16xf16>
    %67 = stablehlo.convert %cst_16 : (tensor<1xf64>) -> tensor<1xf16>
    %68 = stablehlo.reshape %67 : (tensor<1xf16>) -> tensor<f16>
    %69 = stablehlo.broadcast_in_dim %68, dims = [] : (tensor<f16>) -> tensor<2x4x16x16xf16>
    %70 = stablehlo.divide %66, %69 : tensor<2x4x16x16xf16>
    %71 = stablehlo.convert %c_3 : (tensor<i64>) -> tensor<f64>
    %72 = stablehlo.convert %c_2 : (tensor<i64>) -> tensor<f64>
    %73 = stablehlo.divide %72, %71 : tensor<f64>
    %74 = stablehlo.ceil %73 : tensor<f64>
    %75 = stablehlo.convert %74 : (tensor<f64>) -> tensor<i64>
    %76 = stablehlo.reshape %75 : (tensor<i64>) -> tensor<1xi64>
    %77 = stablehlo.dynamic_iota %76, dim = 0 : (tensor<1xi64>) -> tensor<16xi64>
    %78 = stablehlo.multiply %77, %c_1 : tensor<16xi64>
    %79 = stablehlo.add %78, %c_0 : tensor<16xi64>
    %80 = stablehlo.reshape %79 : (tensor<16xi64>) -> tensor<1x16xi64>
    %81 = stablehlo.reshape %79 : (tensor<16xi64>) -> tensor<16x1xi64>
    %82 = stablehlo.broadcast_in_dim %80, dims = [0, 1] : (tensor<1x16xi64>) -> tensor<16x16xi64>
    %83 = stablehlo.broadcast_in_dim %81, dims = [0, 1] : (tensor<16x1xi64>) -> tensor<16x16xi64>
    %84 = stablehlo.subtract %82, %83 : tensor<16x16xi64>
    %85 = stablehlo.compare LE, %84, %c, SIGNED : (tensor<16x16xi64>, tensor<16x16xi64>) -> tensor<16x16xi1>
    %86 = stablehlo.and %85, %c_4 : tensor<16x16xi1>
    %87 = stablehlo.not %86 : tensor<16x16xi1>
    %88 = stablehlo.reshape %87 : (tensor<16x16xi1>) -> tensor<1x1x16x16xi1>
    %89 = stablehlo.broadcast_in_dim %88, dims = [0, 1, 2, 3] : (tensor<1x1x16x16xi1>) -> tensor<2x4x16x16xi1>
    %90 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f16>) -> tensor<2x4x16x16xf16>
    %91 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2, 3] : (tensor<2x4x16x16xf16>) -> tensor<2x4x16x16xf16>
    %92 = stablehlo.select %89, %90, %91 : tensor<2x4x16x16xi1>, tensor<2x4x16x16xf16>
    %93 = stablehlo.convert %92 : (tensor<2x4x16x16xf16>) -> tensor<2x4x16x16xf32>
    %94 = stablehlo.reduce(%93 init: %cst_7) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %95 = stablehlo.reshape %94 : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %96 = stablehlo.broadcast_in_dim %95, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %97 = stablehlo.subtract %93, %96 : tensor<2x4x16x16xf32>
    %98 = stablehlo.exponential %97 : tensor<2x4x16x16xf32>
    %99 = stablehlo.reduce(%98 init: %cst_6) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %100 = stablehlo.reshape %99 : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %101 = stablehlo.broadcast_in_dim %100, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %102 = stablehlo.divide %98, %101 : tensor<2x4x16x16xf32>
    %103 = stablehlo.convert %102 : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf16>
    %104 = stablehlo.reshape %103 : (tensor<2x4x16x16xf16>) -> tensor<8x16x16xf16>
    %105 = stablehlo.reshape %60 : (tensor<2x4x16x16xf16>) -> tensor<8x16x16xf16>
    %106 = stablehlo.broadcast_in_dim %105, dims = [0, 1, 2] : (tensor<8x16x16xf16>) -> tensor<8x16x16xf16>
    %107 = stablehlo.dot_general %104, %106, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x16x16xf16>, tensor<8x16x16xf16>) -> tensor<8x16x16xf16>
    %108 = stablehlo.reshape %107 : (tensor<8x16x16xf16>) -> tensor<2x4x16x16xf16>
    %109 = stablehlo.transpose %108, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf16>) -> tensor<2x16x4x16xf16>
    %110 = stablehlo.reshape %109 : (tensor<2x16x4x16xf16>) -> tensor<2x16x64xf16>
    %111 = stablehlo.reshape %110 : (tensor<2x16x64xf16>) -> tensor<32x64xf16>
    %112 = stablehlo.transpose %arg5, dims = [1, 0] : (tensor<64x64xf16>) -> tensor<64x64xf16>
    %113 = stablehlo.convert %arg6 : (tensor<64xf16>) -> tensor<64xf32>
    %114 = stablehlo.convert %111 : (tensor<32x64xf16>) -> tensor<32x64xf32>
    %115 = stablehlo.convert %112 : (tensor<64x64xf16>) -> tensor<64x64xf32>
    %116 = stablehlo.dot_general %114, %115, contracting_dims = [1] x [0] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %117 = stablehlo.broadcast_in_dim %44, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %118 = stablehlo.multiply %116, %117 : tensor<32x64xf32>
    %119 = stablehlo.broadcast_in_dim %113, dims = [1] : (tensor<64xf32>) -> tensor<32x64xf32>
    %120 = stablehlo.multiply %119, %117 : tensor<32x64xf32>
    %121 = stablehlo.add %118, %120 : tensor<32x64xf32>
    %122 = stablehlo.convert %121 : (tensor<32x64xf32>) -> tensor<32x64xf16>
    %123 = stablehlo.reshape %122 : (tensor<32x64xf16>) -> tensor<2x16x64xf16>
    %124 = stablehlo.add %arg0, %123 : tensor<2x16x64xf16>
    %125 = stablehlo.convert %124 : (tensor<2x16x64xf16>) -> tensor<2x16x64xf32>
    %126 = stablehlo.convert %125 : (tensor<2x16x64xf32>) -> tensor<2x16x64xf64>
    %127 = stablehlo.reduce(%126 init: %cst_5) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf64>, tensor<f64>) -> tensor<2x16xf64>
    %128 = stablehlo.reshape %127 : (tensor<2x16xf64>) -> tensor<2x16x1xf64>
    %129 = stablehlo.divide %128, %6 : tensor<2x16x1xf64>
    %130 = stablehlo.broadcast_in_dim %129, dims = [0, 1, 2] : (tensor<2x16x1xf64>) -> tensor<2x16x64xf64>
    %131 = stablehlo.subtract %126, %130 : tensor<2x16x64xf64>
    %132 = stablehlo.multiply %131, %131 : tensor<2x16x64xf64>
    %133 = stablehlo.reduce(%132 init: %cst_5) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf64>, tensor<f64>) -> tensor<2x16xf64>
    %134 = stablehlo.reshape %133 : (tensor<2x16xf64>) -> tensor<2x16x1xf64>
    %135 = stablehlo.divide %134, %6 : tensor<2x16x1xf64>
    %136 = stablehlo.convert %135 : (tensor<2x16x1xf64>) -> tensor<2x16x1xf32>
    %137 = stablehlo.reduce(%125 init: %cst_6) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %138 = stablehlo.reshape %137 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %139 = stablehlo.divide %138, %19 : tensor<2x16x1xf32>
    %140 = stablehlo.add %136, %23 : tensor<2x16x1xf32>
    %141 = stablehlo.rsqrt %140 : tensor<2x16x1xf32>
    %142 = stablehlo.broadcast_in_dim %139, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %143 = stablehlo.subtract %125, %142 : tensor<2x16x64xf32>
    %144 = stablehlo.broadcast_in_dim %141, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %145 = stablehlo.multiply %143, %144 : tensor<2x16x64xf32>
    %146 = stablehlo.convert %arg7 : (tensor<64xf16>) -> tensor<64xf32>
    %147 = stablehlo.broadcast_in_dim %146, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %148 = stablehlo.multiply %145, %147 : tensor<2x16x64xf32>
    %149 = stablehlo.convert %arg8 : (tensor<64xf16>) -> tensor<64xf32>
    %150 = stablehlo.broadcast_in_dim %149, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %151 = stablehlo.add %148, %150 : tensor<2x16x64xf32>
    %152 = stablehlo.convert %151 : (tensor<2x16x64xf32>) -> tensor<2x16x64xf16>
    %153 = stablehlo.reshape %152 : (tensor<2x16x64xf16>) -> tensor<32x64xf16>
    %154 = stablehlo.transpose %arg9, dims = [1, 0] : (tensor<256x64xf16>) -> tensor<64x256xf16>
    %155 = stablehlo.convert %arg10 : (tensor<256xf16>) -> tensor<256xf32>
    %156 = stablehlo.convert %153 : (tensor<32x64xf16>) -> tensor<32x64xf32>
    %157 = stablehlo.convert %154 : (tensor<64x256xf16>) -> tensor<64x256xf32>
    %158 = stablehlo.dot_general %156, %157, contracting_dims = [1] x [0] : (tensor<32x64xf32>, tensor<64x256xf32>) -> tensor<32x256xf32>
    %159 = stablehlo.broadcast_in_dim %44, dims = [] : (tensor<f32>) -> tensor<32x256xf32>
    %160 = stablehlo.multiply %158, %159 : tensor<32x256xf32>
    %161 = stablehlo.broadcast_in_dim %155, dims = [1] : (tensor<256xf32>) -> tensor<32x256xf32>
    %162 = stablehlo.multiply %161, %159 : tensor<32x256xf32>
    %163 = stablehlo.add %160, %162 : tensor<32x256xf32>
    %164 = stablehlo.convert %163 : (tensor<32x256xf32>) -> tensor<32x256xf16>
    %165 = stablehlo.reshape %164 : (tensor<32x256xf16>) -> tensor<2x16x256xf16>
    %166 = stablehlo.multiply %165, %cst_10 : tensor<2x16x256xf16>
    %167 = stablehlo.sqrt %cst_11 : tensor<2x16x256xf16>
    %168 = stablehlo.power %165, %cst_9 : tensor<2x16x256xf16>
    %169 = stablehlo.multiply %cst_12, %168 : tensor<2x16x256xf16>
    %170 = stablehlo.add %165, %169 : tensor<2x16x256xf16>
    %171 = stablehlo.multiply %167, %170 : tensor<2x16x256xf16>
    %172 = stablehlo.tanh %171 : tensor<2x16x256xf16>
    %173 = stablehlo.add %172, %cst_8 : tensor<2x16x256xf16>
    %174 = stablehlo.multiply %173, %166 : tensor<2x16x256xf16>
    %175 = stablehlo.reshape %174 : (tensor<2x16x256xf16>) -> tensor<32x256xf16>
    %176 = stablehlo.transpose %arg11, dims = [1, 0] : (tensor<64x256xf16>) -> tensor<256x64xf16>
    %177 = stablehlo.convert %arg12 : (tensor<64xf16>) -> tensor<64xf32>
    %178 = stablehlo.convert %175 : (tensor<32x256xf16>) -> tensor<32x256xf32>
    %179 = stablehlo.convert %176 : (tensor<256x64xf16>) -> tensor<256x64xf32>
    %180 = stablehlo.dot_general %178, %179, contracting_dims = [1] x [0] : (tensor<32x256xf32>, tensor<256x64xf32>) -> tensor<32x64xf32>
    %181 = stablehlo.multiply %180, %117 : tensor<32x64xf32>
    %182 = stablehlo.broadcast_in_dim %177, dims = [1] : (tensor<64xf32>) -> tensor<32x64xf32>
    %183 = stablehlo.multiply %182, %117 : tensor<32x64xf32>
    %184 = stablehlo.add %181, %183 : tensor<32x64xf32>
    %185 = stablehlo.convert %184 : (tensor<32x64xf32>) -> tensor<32x64xf16>
    %186 = stablehlo.reshape %185 : (tensor<32x64xf16>) -> tensor<2x16x64xf16>
    %187 = stablehlo.add %124, %186 : tensor<2x16x64xf16>
    return %187 : tensor<2x16x64xf16>
  }
}
