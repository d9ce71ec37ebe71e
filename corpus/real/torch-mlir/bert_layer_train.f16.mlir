module {
  func.func @main(%arg0: tensor<2x16x64xf16>, %arg1: tensor<2x16x64xf16>, %arg2: tensor<192x64xf16>, %arg3: tensor<192xf16>, %arg4: tensor<64x64xf16>, %arg5: tensor<64xf16>, %arg6: tensor<64xf16>, %arg7: tensor<64xf16>, %arg8: tensor<256x64xf16>, %arg9: tensor<256xf16>, %arg10: tensor<64x256xf16>, %arg11: tensor<64xf16>, %arg12: tensor<64xf16>, %arg13: tensor<64xf16>) -> (tensor<f16>, tensor<2x16x64xf16>, tensor<192x64xf16>, tensor<192xf16>, tensor<64x64xf16>, tensor<64xf16>, tensor<64xf16>, tensor<64xf16>, tensor<256x64xf16>, tensor<256xf16>, tensor<64x256xf16>, tensor<64xf16>, tensor<64xf16>, tensor<64xf16>) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<2x16x64xf16>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<2x16x256xf16>
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<2x16x256xf16>
    %cst_5 = stablehlo.constant dense<5.000000e-01> : tensor<2x16x256xf16>
    %cst_6 = stablehlo.constant dense<-4.000000e+00> : tensor<2x16x256xf32>
    %cst_7 = stablehlo.constant dense<4.000000e+00> : tensor<2x16x256xf32>
    %cst_8 = stablehlo.constant dense<-2.72614237E-10> : tensor<2x16x256xf32>
    %cst_9 = stablehlo.constant dense<2.77068146E-8> : tensor<2x16x256xf32>
    %cst_10 = stablehlo.constant dense<-2.10102394E-6> : tensor<2x16x256xf32>
    %cst_11 = stablehlo.constant dense<-5.69250624E-5> : tensor<2x16x256xf32>
    %cst_12 = stablehlo.constant dense<-7.34990637E-4> : tensor<2x16x256xf32>
    %cst_13 = stablehlo.constant dense<-2.954600e-03> : tensor<2x16x256xf32>
    %cst_14 = stablehlo.constant dense<-0.0160960332> : tensor<2x16x256xf32>
    %cst_15 = stablehlo.constant dense<-1.45660715E-5> : tensor<2x16x256xf32>
    %cst_16 = stablehlo.constant dense<-2.13374049E-4> : tensor<2x16x256xf32>
    %cst_17 = stablehlo.constant dense<-0.00168282702> : tensor<2x16x256xf32>
    %cst_18 = stablehlo.constant dense<-0.00737332925> : tensor<2x16x256xf32>
    %cst_19 = stablehlo.constant dense<-0.0142647391> : tensor<2x16x256xf32>
    %cst_20 = stablehlo.constant dense<-1.000000e+00> : tensor<2x16x256xf32>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<2x16x256xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f16>
    %cst_23 = arith.constant dense<1> : tensor<1xi64>
    %cst_24 = arith.constant dense<4.000000e+00> : tensor<1xf64>
    %cst_25 = arith.constant dense<64> : tensor<1xi64>
    %cst_26 = arith.constant dense<9.9999999999999998E-13> : tensor<1xf64>
    %cst_27 = arith.constant dense<0.70710678118654757> : tensor<1xf64>
    %cst_28 = arith.constant dense<5.000000e-01> : tensor<1xf64>
    %cst_29 = arith.constant dense<-5.000000e-01> : tensor<1xf64>
    %cst_30 = arith.constant dense<0.3989422804014327> : tensor<1xf64>
    %0 = stablehlo.transpose %arg2, dims = [1, 0] : (tensor<192x64xf16>) -> tensor<64x192xf16>
    %1 = stablehlo.reshape %arg0 : (tensor<2x16x64xf16>) -> tensor<32x64xf16>
    %2 = stablehlo.convert %arg3 : (tensor<192xf16>) -> tensor<192xf32>
    %3 = stablehlo.convert %1 : (tensor<32x64xf16>) -> tensor<32x64xf32>
    %4 = stablehlo.convert %0 : (tensor<64x192xf16>) -> tensor<64x192xf32>
    %5 = stablehlo.dot_general %3, %4, contracting_dims = [1] x [0] : (tensor<32x64xf32>, tensor<64x192xf32>) -> tensor<32x192xf32>
    %6 = stablehlo.convert %cst_23 : (tensor<1xi64>) -> tensor<1xf32>
    %7 = stablehlo.reshape %6 : (tensor<1xf32>) -> tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<32x192xf32>
    %9 = stablehlo.multiply %5, %8 : tensor<32x192xf32>
    %10 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<192xf32>) -> tensor<32x192xf32>
    %11 = stablehlo.multiply %10, %8 : tensor<32x192xf32>
    %12 = stablehlo.add %9, %11 : tensor<32x192xf32>
    %13 = stablehlo.convert %12 : (tensor<32x192xf32>) -> tensor<32x192xf16>
    %14 = stablehlo.reshape %13 : (tensor<32x192xf16>) -> tensor<2x16x192xf16>
    %15 = stablehlo.slice %14 [0:2, 0:16, 0:64] : (tensor<2x16x192xf16>) -> tensor<2x16x64xf16>
    %16 = stablehlo.slice %14 [0:2, 0:16, 64:128] : (tensor<2x16x192xf16>) -> tensor<2x16x64xf16>
    %17 = stablehlo.slice %14 [0:2, 0:16, 128:192] : (tensor<2x16x192xf16>) -> tensor<2x16x64xf16>
    %18 = stablehlo.reshape %15 : (tensor<2x16x64xf16>) -> tensor<2x16x4x16xf16>
    %19 = stablehlo.transpose %18, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf16>) -> tensor<2x4x16x16xf16>
    %20 = stablehlo.reshape %16 : (tensor<2x16x64xf16>) -> tensor<2x16x4x16xf16>
    %21 = stablehlo.transpose %20, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf16>) -> tensor<2x4x16x16xf16>
    %22 = stablehlo.reshape %17 : (tensor<2x16x64xf16>) -> tensor<2x16x4x16xf16>
    %23 = stablehlo.transpose %22, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf16>) -> tensor<2x4x16x16xf16>
    %24 = stablehlo.transpose %21, dims = [0, 1, 3, 2] : (tensor<2x4x16x16xf16>) -> tensor<2x4x16x16xf16>
    %25 = stablehlo.reshape %19 : (tensor<2x4x16x16xf16>) -> tensor<8x16x16xf16>
    %26 = stablehlo.reshape %24 : (tensor<2x4x16x16xf16>) -> tensor<8x16x16xf16>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2] : (tensor<8x16x16xf16>) -> tensor<8x16x16xf16>
    %28 = stablehlo.dot_general %25, %27, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x16x16xf16>, tensor<8x16x16xf16>) -> tensor<8x16x16xf16>
    %29 = stablehlo.reshape %28 : (tensor<8x16x16xf16>) -> tensor<2x4x16x16xf16>
    %30 = stablehlo.convert %cst_24 : (tensor<1xf64>) -> tensor<1xf16>
    %31 = stablehlo.reshape %30 : (tensor<1xf16>) -> tensor<f16>
    %32 = stablehlo.broadcast_in_dim %31, dims = [] : (tensor<f16>) -> tensor<2x4x16x16xf16>
    %33 = stablehlo.divide %29, %32 : tensor<2x4x16x16xf16>
    %34 = stablehlo.convert %33 : (tensor<2x4x16x16xf16>) -> tensor<2x4x16x16xf32>
    %35 = stablehlo.reduce(%34 init: %cst_0) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %36 = stablehlo.reshape %35 : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %38 = stablehlo.subtract %34, %37 : tensor<2x4x16x16xf32>
    %39 = stablehlo.exponential %38 : tensor<2x4x16x16xf32>
    %40 = stablehlo.reduce(%39 init: %cst_1) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %41 = stablehlo.reshape %40 : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %43 = stablehlo.divide %39, %42 : tensor<2x4x16x16xf32>
    %44 = stablehlo.convert %43 : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf16>
    %45 = stablehlo.reshape %44 : (tensor<2x4x16x16xf16>) -> tensor<8x16x16xf16>
    %46 = stablehlo.reshape %23 : (tensor<2x4x16x16xf16>) -> tensor<8x16x16xf16>
    %47 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2] : (tensor<8x16x16xf16>) -> tensor<8x16x16xf16>
    %48 = stablehlo.dot_general %45, %47, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x16x16xf16>, tensor<8x16x16xf16>) -> tensor<8x16x16xf16>
    %49 = stablehlo.reshape %48 : (tensor<8x16x16xf16>) -> tensor<2x4x16x16xf16>
    %50 = stablehlo.transpose %49, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf16>) -> tensor<2x16x4x16xf16>
    %51 = stablehlo.reshape %50 : (tensor<2x16x4x16xf16>) -> tensor<2x16x64xf16>
    %52 = stablehlo.transpose %arg4, dims = [1, 0] : (tensor<64x64xf16>) -> tensor<64x64xf16>
    %53 = stablehlo.reshape %51 : (tensor<2x16x64xf16>) -> tensor<32x64xf16>
    %54 = stablehlo.convert %arg5 : (tensor<64xf16>) -> tensor<64xf32>
    %55 = stablehlo.convert %53 : (tensor<32x64xf16>) -> tensor<32x64xf32>
    %56 = stablehlo.convert %52 : (tensor<64x64xf16>) -> tensor<64x64xf32>
    %57 = stablehlo.dot_general %55, %56, contracting_dims = [1] x [0] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %58 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %59 = stablehlo.multiply %57, %58 : tensor<32x64xf32>
    %60 = stablehlo.broadcast_in_dim %54, dims = [1] : (tensor<64xf32>) -> tensor<32x64xf32>
    %61 = stablehlo.multiply %60, %58 : tensor<32x64xf32>
    %62 = stablehlo.add %59, %61 : tensor<32x64xf32>
    %63 = stablehlo.convert %62 : (tensor<32x64xf32>) -> tensor<32x64xf16>
    %64 = stablehlo.reshape %63 : (tensor<32x64xf16>) -> tensor<2x16x64xf16>
    %65 = stablehlo.add %arg0, %64 : tensor<2x16x64xf16>
    %66 = stablehlo.convert %65 : (tensor<2x16x64xf16>) -> tensor<2x16x64xf32>
    %67 = stablehlo.convert %66 : (tensor<2x16x64xf32>) -> tensor<2x16x64xf64>
    %68 = stablehlo.reduce(%67 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf64>, tensor<f64>) -> tensor<2x16xf64>
    %69 = stablehlo.reshape %68 : (tensor<2x16xf64>) -> tensor<2x16x1xf64>
    %70 = stablehlo.convert %cst_25 : (tensor<1xi64>) -> tensor<1xf64>
    %71 = stablehlo.reshape %70 : (tensor<1xf64>) -> tensor<f64>
    %72 = stablehlo.broadcast_in_dim %71, dims = [] : (tensor<f64>) -> tensor<2x16x1xf64>
    %73 = stablehlo.divide %69, %72 : tensor<2x16x1xf64>
    %74 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2] : (tensor<2x16x1xf64>) -> tensor<2x16x64xf64>
    %75 = stablehlo.subtract %67, %74 : tensor<2x16x64xf64>
    %76 = stablehlo.multiply %75, %75 : tensor<2x16x64xf64>
    %77 = stablehlo.reduce(%76 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf64>, tensor<f64>) -> tensor<2x16xf64>
    %78 = stablehlo.reshape %77 : (tensor<2x16xf64>) -> tensor<2x16x1xf64>
    %79 = stablehlo.divide %78, %72 : tensor<2x16x1xf64>
    %80 = stablehlo.convert %79 : (tensor<2x16x1xf64>) -> tensor<2x16x1xf32>
    %81 = stablehlo.reduce(%66 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %82 = stablehlo.reshape %81 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %83 = stablehlo.convert %cst_25 : (tensor<1xi64>) -> tensor<1xf32>
    %84 = stablehlo.reshape %83 : (tensor<1xf32>) -> tensor<f32>
    %85 = stablehlo.broadcast_in_dim %84, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %86 = stablehlo.divide %82, %85 : tensor<2x16x1xf32>
    %87 = stablehlo.convert %cst_26 : (tensor<1xf64>) -> tensor<1xf32>
    %88 = stablehlo.reshape %87 : (tensor<1xf32>) -> tensor<f32>
    %89 = stablehlo.broadcast_in_dim %88, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %90 = stablehlo.add %80, %89 : tensor<2x16x1xf32>
    %91 = stablehlo.rsqrt %90 : tensor<2x16x1xf32>
    %92 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %93 = stablehlo.subtract %66, %92 : tensor<2x16x64xf32>
    %94 = stablehlo.broadcast_in_dim %91, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %95 = stablehlo.multiply %93, %94 : tensor<2x16x64xf32>
    %96 = stablehlo.convert %arg6 : (tensor<64xf16>) -> tensor<64xf32>
    %97 = stablehlo.broadcast_in_dim %96, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %98 = stablehlo.multiply %95, %97 : tensor<2x16x64xf32>
    %99 = stablehlo.convert %arg7 : (tensor<64xf16>) -> tensor<64xf32>
    %100 = stablehlo.broadcast_in_dim %99, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %101 = stablehlo.add %98, %100 : tensor<2x16x64xf32>
    %102 = stablehlo.convert %101 : (tensor<2x16x64xf32>) -> tensor<2x16x64xf16>
    %103 = stablehlo.convert %86 : (tensor<2x16x1xf32>) -> tensor<2x16x1xf16>
    %104 = stablehlo.convert %91 : (tensor<2x16x1xf32>) -> tensor<2x16x1xf16>
    %105 = stablehlo.transpose %arg8, dims = [1, 0] : (tensor<256x64xf16>) -> tensor<64x256xf16>
    %106 = stablehlo.reshape %102 : (tensor<2x16x64xf16>) -> tensor<32x64xf16>
    %107 = stablehlo.convert %arg9 : (tensor<256xf16>) -> tensor<256xf32>
    %108 = stablehlo.convert %106 : (tensor<32x64xf16>) -> tensor<32x64xf32>
    %109 = stablehlo.convert %105 : (tensor<64x256xf16>) -> tensor<64x256xf32>
    %110 = stablehlo.dot_general %108, %109, contracting_dims = [1] x [0] : (tensor<32x64xf32>, tensor<64x256xf32>) -> tensor<32x256xf32>
    %111 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<32x256xf32>
    %112 = stablehlo.multiply %110, %111 : tensor<32x256xf32>
    %113 = stablehlo.broadcast_in_dim %107, dims = [1] : (tensor<256xf32>) -> tensor<32x256xf32>
    %114 = stablehlo.multiply %113, %111 : tensor<32x256xf32>
    %115 = stablehlo.add %112, %114 : tensor<32x256xf32>
    %116 = stablehlo.convert %115 : (tensor<32x256xf32>) -> tensor<32x256xf16>
    %117 = stablehlo.reshape %116 : (tensor<32x256xf16>) -> tensor<2x16x256xf16>
    %118 = stablehlo.multiply %117, %cst_5 : tensor<2x16x256xf16>
    %119 = stablehlo.rsqrt %cst_4 : tensor<2x16x256xf16>
    %120 = stablehlo.multiply %117, %119 : tensor<2x16x256xf16>
    %121 = stablehlo.convert %120 : (tensor<2x16x256xf16>) -> tensor<2x16x256xf32>
    %122 = stablehlo.clamp %cst_6, %121, %cst_7 : tensor<2x16x256xf32>
    %123 = stablehlo.multiply %122, %122 : tensor<2x16x256xf32>
    %124 = stablehlo.multiply %cst_8, %123 : tensor<2x16x256xf32>
    %125 = stablehlo.add %124, %cst_9 : tensor<2x16x256xf32>
    %126 = stablehlo.multiply %125, %123 : tensor<2x16x256xf32>
    %127 = stablehlo.add %126, %cst_10 : tensor<2x16x256xf32>
    %128 = stablehlo.multiply %127, %123 : tensor<2x16x256xf32>
    %129 = stablehlo.add %128, %cst_11 : tensor<2x16x256xf32>
    %130 = stablehlo.multiply %129, %123 : tensor<2x16x256xf32>
    %131 = stablehlo.add %130, %cst_12 : tensor<2x16x256xf32>
    %132 = stablehlo.multiply %131, %123 : tensor<2x16x256xf32>
    %133 = stablehlo.add %132, %cst_13 : tensor<2x16x256xf32>
    %134 = stablehlo.multiply %133, %123 : tensor<2x16x256xf32>
    %135 = stablehlo.add %134, %cst_14 : tensor<2x16x256xf32>
    %136 = stablehlo.multiply %cst_15, %123 : tensor<2x16x256xf32>
    %137 = stablehlo.add %136, %cst_16 : tensor<2x16x256xf32>
    %138 = stablehlo.multiply %137, %123 : tensor<2x16x256xf32>
    %139 = stablehlo.add %138, %cst_17 : tensor<2x16x256xf32>
    %140 = stablehlo.multiply %139, %123 : tensor<2x16x256xf32>
    %141 = stablehlo.add %140, %cst_18 : tensor<2x16x256xf32>
    %142 = stablehlo.multiply %141, %123 : tensor<2x16x256xf32>
    %143 = stablehlo.add %142, %cst_19 : tensor<2x16x256xf32>
    %144 = stablehlo.multiply %122, %135 : tensor<2x16x256xf32>
    %145 = stablehlo.divide %144, %143 : tensor<2x16x256xf32>
    %146 = stablehlo.clamp %cst_20, %145, %cst_21 : tensor<2x16x256xf32>
    %147 = stablehlo.convert %146 : (tensor<2x16x256xf32>) -> tensor<2x16x256xf16>
    %148 = stablehlo.add %147, %cst_3 : tensor<2x16x256xf16>
    %149 = stablehlo.multiply %148, %118 : tensor<2x16x256xf16>
    %150 = stablehlo.transpose %arg10, dims = [1, 0] : (tensor<64x256xf16>) -> tensor<256x64xf16>
    %151 = stablehlo.reshape %149 : (tensor<2x16x256xf16>) -> tensor<32x256xf16>
    %152 = stablehlo.convert %arg11 : (tensor<64xf16>) -> tensor<64xf32>
    %153 = stablehlo.convert %151 : (tensor<32x256xf16>) -> tensor<32x256xf32>
    %154 = stablehlo.convert %150 : (tensor<256x64xf16>) -> tensor<256x64xf32>
    %155 = stablehlo.dot_general %153, %154, contracting_dims = [1] x [0] : (tensor<32x256xf32>, tensor<256x64xf32>) -> tensor<32x64xf32>
    %156 = stablehlo.multiply %155, %58 : tensor<32x64xf32>
    %157 = stablehlo.broadcast_in_dim %152, dims = [1] : (tensor<64xf32>) -> tensor<32x64xf32>
    %158 = stablehlo.multiply %157, %58 : tensor<32x64xf32>
    %159 = stablehlo.add %156, %158 : tensor<32x64xf32>
    %160 = stablehlo.convert %159 : (tensor<32x64xf32>) -> tensor<32x64xf16>
    %161 = stablehlo.reshape %160 : (tensor<32x64xf16>) -> tensor<2x16x64xf16>
    %162 = stablehlo.add %102, %161 : tensor<2x16x64xf16>
    %163 = stablehlo.convert %162 : (tensor<2x16x64xf16>) -> tensor<2x16x64xf32>
    %164 = stablehlo.convert %163 : (tensor<2x16x64xf32>) -> tensor<2x16x64xf64>
    %165 = stablehlo.reduce(%164 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf64>, tensor<f64>) -> tensor<2x16xf64>
    %166 = stablehlo.reshape %165 : (tensor<2x16xf64>) -> tensor<2x16x1xf64>
    %167 = stablehlo.divide %166, %72 : tensor<2x16x1xf64>
    %168 = stablehlo.broadcast_in_dim %167, dims = [0, 1, 2] : (tensor<2x16x1xf64>) -> tensor<2x16x64xf64>
    %169 = stablehlo.subtract %164, %168 : tensor<2x16x64xf64>
    %170 = stablehlo.multiply %169, %169 : tensor<2x16x64xf64>
    %171 = stablehlo.reduce(%170 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf64>, tensor<f64>) -> tensor<2x16xf64>
    %172 = stablehlo.reshape %171 : (tensor<2x16xf64>) -> tensor<2x16x1xf64>
    %173 = stablehlo.divide %172, %72 : tensor<2x16x1xf64>
    %174 = stablehlo.convert %173 : (tensor<2x16x1xf64>) -> tensor<2x16x1xf32>
    %175 = stablehlo.reduce(%163 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %176 = stablehlo.reshape %175 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %177 = stablehlo.divide %176, %85 : tensor<2x16x1xf32>
    %178 = stablehlo.add %174, %89 : tensor<2x16x1xf32>
    %179 = stablehlo.rsqrt %178 : tensor<2x16x1xf32>
    %180 = stablehlo.broadcast_in_dim %177, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %181 = stablehlo.subtract %163, %180 : tensor<2x16x64xf32>
    %182 = stablehlo.broadcast_in_dim %179, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %183 = stablehlo.multiply %181, %182 : tensor<2x16x64xf32>
    %184 = stablehlo.convert %arg12 : (tensor<64xf16>) -> tensor<64xf32>
    %185 = stablehlo.broadcast_in_dim %184, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %186 = stablehlo.multiply %183, %185 : tensor<2x16x64xf32>
    %187 = stablehlo.convert %arg13 : (tensor<64xf16>) -> tensor<64xf32>
    %188 = stablehlo.broadcast_in_dim %187, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %189 = stablehlo.add %186, %188 : tensor<2x16x64xf32>
    %190 = stablehlo.convert %189 : (tensor<2x16x64xf32>) -> tensor<2x16x64xf16>
    %191 = stablehlo.convert %177 : (tensor<2x16x1xf32>) -> tensor<2x16x1xf16>
    %192 = stablehlo.convert %179 : (tensor<2x16x1xf32>) -> tensor<2x16x1xf16>
    %193 = stablehlo.multiply %190, %arg1 : tensor<2x16x64xf16>
    %194 = stablehlo.reduce(%193 init: %cst_22) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x16x64xf16>, tensor<f16>) -> tensor<f16>
    %195 = stablehlo.multiply %arg1, %cst : tensor<2x16x64xf16>
    %196 = stablehlo.convert %195 : (tensor<2x16x64xf16>) -> tensor<2x16x64xf32>
    %197 = stablehlo.convert %191 : (tensor<2x16x1xf16>) -> tensor<2x16x1xf32>
    %198 = stablehlo.broadcast_in_dim %197, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %199 = stablehlo.subtract %163, %198 : tensor<2x16x64xf32>
    %200 = stablehlo.convert %192 : (tensor<2x16x1xf16>) -> tensor<2x16x1xf32>
    %201 = stablehlo.broadcast_in_dim %200, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %202 = stablehlo.multiply %199, %201 : tensor<2x16x64xf32>
    %203 = stablehlo.multiply %196, %185 : tensor<2x16x64xf32>
    %204 = stablehlo.broadcast_in_dim %84, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %205 = stablehlo.multiply %203, %204 : tensor<2x16x64xf32>
    %206 = stablehlo.reduce(%203 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %207 = stablehlo.reshape %206 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %208 = stablehlo.multiply %203, %202 : tensor<2x16x64xf32>
    %209 = stablehlo.reduce(%208 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %210 = stablehlo.reshape %209 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %211 = stablehlo.broadcast_in_dim %210, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %212 = stablehlo.multiply %202, %211 : tensor<2x16x64xf32>
    %213 = stablehlo.broadcast_in_dim %207, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %214 = stablehlo.subtract %205, %213 : tensor<2x16x64xf32>
    %215 = stablehlo.subtract %214, %212 : tensor<2x16x64xf32>
    %216 = stablehlo.convert %cst_25 : (tensor<1xi64>) -> tensor<1xf16>
    %217 = stablehlo.reshape %216 : (tensor<1xf16>) -> tensor<f16>
    %218 = stablehlo.broadcast_in_dim %217, dims = [] : (tensor<f16>) -> tensor<2x16x1xf16>
    %219 = stablehlo.divide %192, %218 : tensor<2x16x1xf16>
    %220 = stablehlo.convert %219 : (tensor<2x16x1xf16>) -> tensor<2x16x1xf32>
    %221 = stablehlo.broadcast_in_dim %220, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %222 = stablehlo.multiply %221, %215 : tensor<2x16x64xf32>
    %223 = stablehlo.multiply %196, %202 : tensor<2x16x64xf32>
    %224 = stablehlo.reduce(%223 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %225 = stablehlo.reduce(%196 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %226 = stablehlo.convert %222 : (tensor<2x16x64xf32>) -> tensor<2x16x64xf16>
    %227 = stablehlo.convert %224 : (tensor<64xf32>) -> tensor<64xf16>
    %228 = stablehlo.convert %225 : (tensor<64xf32>) -> tensor<64xf16>
    %229 = stablehlo.reshape %226 : (tensor<2x16x64xf16>) -> tensor<32x64xf16>
    %230 = stablehlo.transpose %150, dims = [1, 0] : (tensor<256x64xf16>) -> tensor<64x256xf16>
    %231 = stablehlo.dot_general %229, %230, contracting_dims = [1] x [0] : (tensor<32x64xf16>, tensor<64x256xf16>) -> tensor<32x256xf16>
    %232 = stablehlo.transpose %229, dims = [1, 0] : (tensor<32x64xf16>) -> tensor<64x32xf16>
    %233 = stablehlo.dot_general %232, %151, contracting_dims = [1] x [0] : (tensor<64x32xf16>, tensor<32x256xf16>) -> tensor<64x256xf16>
    %234 = stablehlo.transpose %233, dims = [1, 0] : (tensor<64x256xf16>) -> tensor<256x64xf16>
    %235 = stablehlo.reduce(%229 init: %cst_22) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf16>, tensor<f16>) -> tensor<64xf16>
    %236 = stablehlo.reshape %235 : (tensor<64xf16>) -> tensor<1x64xf16>
    %237 = stablehlo.reshape %236 : (tensor<1x64xf16>) -> tensor<64xf16>
    %238 = stablehlo.reshape %231 : (tensor<32x256xf16>) -> tensor<2x16x256xf16>
    %239 = stablehlo.transpose %234, dims = [1, 0] : (tensor<256x64xf16>) -> tensor<64x256xf16>
    %240 = stablehlo.convert %238 : (tensor<2x16x256xf16>) -> tensor<2x16x256xf32>
    %241 = stablehlo.convert %117 : (tensor<2x16x256xf16>) -> tensor<2x16x256xf32>
    %242 = stablehlo.convert %cst_27 : (tensor<1xf64>) -> tensor<1xf32>
    %243 = stablehlo.reshape %242 : (tensor<1xf32>) -> tensor<f32>
    %244 = stablehlo.broadcast_in_dim %243, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %245 = stablehlo.multiply %241, %244 : tensor<2x16x256xf32>
    %246 = stablehlo.clamp %cst_6, %245, %cst_7 : tensor<2x16x256xf32>
    %247 = stablehlo.multiply %246, %246 : tensor<2x16x256xf32>
    %248 = stablehlo.multiply %cst_8, %247 : tensor<2x16x256xf32>
    %249 = stablehlo.add %248, %cst_9 : tensor<2x16x256xf32>
    %250 = stablehlo.multiply %249, %247 : tensor<2x16x256xf32>
    %251 = stablehlo.add %250, %cst_10 : tensor<2x16x256xf32>
    %252 = stablehlo.multiply %251, %247 : tensor<2x16x256xf32>
    %253 = stablehlo.add %252, %cst_11 : tensor<2x16x256xf32>
    %254 = stablehlo.multiply %253, %247 : tensor<2x16x256xf32>
    %255 = stablehlo.add %254, %cst_12 : tensor<2x16x256xf32>
    %256 = stablehlo.multiply %255, %247 : tensor<2x16x256xf32>
    %257 = stablehlo.add %256, %cst_13 : tensor<2x16x256xf32>
    %258 = stablehlo.multiply %257, %247 : tensor<2x16x256xf32>
    %259 = stablehlo.add %258, %cst_14 : tensor<2x16x256xf32>
    %260 = stablehlo.multiply %cst_15, %247 : tensor<2x16x256xf32>
    %261 = stablehlo.add %260, %cst_16 : tensor<2x16x256xf32>
    %262 = stablehlo.multiply %261, %247 : tensor<2x16x256xf32>
    %263 = stablehlo.add %262, %cst_17 : tensor<2x16x256xf32>
    %264 = stablehlo.multiply %263, %247 : tensor<2x16x256xf32>
    %265 = stablehlo.add %264, %cst_18 : tensor<2x16x256xf32>
    %266 = stablehlo.multiply %265, %247 : tensor<2x16x256xf32>
    %267 = stablehlo.add %266, %cst_19 : tensor<2x16x256xf32>
    %268 = stablehlo.multiply %246, %259 : tensor<2x16x256xf32>
    %269 = stablehlo.divide %268, %267 : tensor<2x16x256xf32>
    %270 = stablehlo.clamp %cst_20, %269, %cst_21 : tensor<2x16x256xf32>
    %271 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %272 = stablehlo.add %270, %271 : tensor<2x16x256xf32>
    %273 = stablehlo.convert %cst_28 : (tensor<1xf64>) -> tensor<1xf32>
    %274 = stablehlo.reshape %273 : (tensor<1xf32>) -> tensor<f32>
    %275 = stablehlo.broadcast_in_dim %274, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %276 = stablehlo.multiply %272, %275 : tensor<2x16x256xf32>
    %277 = stablehlo.multiply %241, %241 : tensor<2x16x256xf32>
    %278 = stablehlo.convert %cst_29 : (tensor<1xf64>) -> tensor<1xf32>
    %279 = stablehlo.reshape %278 : (tensor<1xf32>) -> tensor<f32>
    %280 = stablehlo.broadcast_in_dim %279, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %281 = stablehlo.multiply %277, %280 : tensor<2x16x256xf32>
    %282 = stablehlo.exponential %281 : tensor<2x16x256xf32>
    %283 = stablehlo.convert %cst_30 : (tensor<1xf64>) -> tensor<1xf32>
    %284 = stablehlo.reshape %283 : (tensor<1xf32>) -> tensor<f32>
    %285 = stablehlo.broadcast_in_dim %284, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %286 = stablehlo.multiply %282, %285 : tensor<2x16x256xf32>
    %287 = stablehlo.multiply %241, %286 : tensor<2x16x256xf32>
    %288 = stablehlo.add %276, %287 : tensor<2x16x256xf32>
    %289 = stablehlo.multiply %240, %288 : tensor<2x16x256xf32>
    %290 = stablehlo.convert %289 : (tensor<2x16x256xf32>) -> tensor<2x16x256xf16>
    %291 = stablehlo.reshape %290 : (tensor<2x16x256xf16>) -> tensor<32x256xf16>
    %292 = stablehlo.transpose %105, dims = [1, 0] : (tensor<64x256xf16>) -> tensor<256x64xf16>
    %293 = stablehlo.dot_general %291, %292, contracting_dims = [1] x [0] : (tensor<32x256xf16>, tensor<256x64xf16>) -> tensor<32x64xf16>
    %294 = stablehlo.transpose %291, dims = [1, 0] : (tensor<32x256xf16>) -> tensor<256x32xf16>
    %295 = stablehlo.dot_general %294, %106, contracting_dims = [1] x [0] : (tensor<256x32xf16>, tensor<32x64xf16>) -> tensor<256x64xf16>
    %296 = stablehlo.transpose %295, dims = [1, 0] : (tensor<256x64xf16>) -> tensor<64x256xf16>
    %297 = stablehlo.reduce(%291 init: %cst_22) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf16>, tensor<f16>) -> tensor<256xf16>
    %298 = stablehlo.reshape %297 : (tensor<256xf16>) -> tensor<1x256xf16>
    %299 = stablehlo.reshape %298 : (tensor<1x256xf16>) -> tensor<256xf16>
    %300 = stablehlo.reshape %293 : (tensor<32x64xf16>) -> tensor<2x16x64xf16>
    %301 = stablehlo.add %226, %300 : tensor<2x16x64xf16>
    %302 = stablehlo.transpose %296, dims = [1, 0] : (tensor<64x256xf16>) -> tensor<256x64xf16>
    %303 = stablehlo.convert %301 : (tensor<2x16x64xf16>) -> tensor<2x16x64xf32>
    %304 = stablehlo.convert %103 : (tensor<2x16x1xf16>) -> tensor<2x16x1xf32>
    %305 = stablehlo.broadcast_in_dim %304, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %306 = stablehlo.subtract %66, %305 : tensor<2x16x64xf32>
    %307 = stablehlo.convert %104 : (tensor<2x16x1xf16>) -> tensor<2x16x1xf32>
    %308 = stablehlo.broadcast_in_dim %307, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %309 = stablehlo.multiply %306, %308 : tensor<2x16x64xf32>
    %310 = stablehlo.multiply %303, %97 : tensor<2x16x64xf32>
    %311 = stablehlo.multiply %310, %204 : tensor<2x16x64xf32>
    %312 = stablehlo.reduce(%310 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %313 = stablehlo.reshape %312 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %314 = stablehlo.multiply %310, %309 : tensor<2x16x64xf32>
    %315 = stablehlo.reduce(%314 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %316 = stablehlo.reshape %315 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %317 = stablehlo.broadcast_in_dim %316, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %318 = stablehlo.multiply %309, %317 : tensor<2x16x64xf32>
    %319 = stablehlo.broadcast_in_dim %313, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %320 = stablehlo.subtract %311, %319 : tensor<2x16x64xf32>
    %321 = stablehlo.subtract %320, %318 : tensor<2x16x64xf32>
    %322 = stablehlo.divide %104, %218 : tensor<2x16x1xf16>
    %323 = stablehlo.convert %322 : (tensor<2x16x1xf16>) -> tensor<2x16x1xf32>
    %324 = stablehlo.broadcast_in_dim %323, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %325 = stablehlo.multiply %324, %321 : tensor<2x16x64xf32>
    %326 = stablehlo.multiply %303, %309 : tensor<2x16x64xf32>
    %327 = stablehlo.reduce(%326 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %328 = stablehlo.reduce(%303 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %329 = stablehlo.convert %325 : (tensor<2x16x64xf32>) -> tensor<2x16x64xf16>
    %330 = stablehlo.convert %327 : (tensor<64xf32>) -> tensor<64xf16>
    %331 = stablehlo.convert %328 : (tensor<64xf32>) -> tensor<64xf16>
    %332 = stablehlo.reshape %329 : (tensor<2x16x64xf16>) -> tensor<32x64xf16>
    %333 = stablehlo.transpose %52, dims = [1, 0] : (tensor<64x64xf16>) -> tensor<64x64xf16>
    %334 = stablehlo.dot_general %332, %333, contracting_dims = [1] x [0] : (tensor<32x64xf16>, tensor<64x64xf16>) -> tensor<32x64xf16>
    %335 = stablehlo.transpose %332, dims = [1, 0] : (tensor<32x64xf16>) -> tensor<64x32xf16>
    %336 = stablehlo.dot_general %335, %53, contracting_dims = [1] x [0] : (tensor<64x32xf16>, tensor<32x64xf16>) -> tensor<64x64xf16>
    %337 = stablehlo.transpose %336, dims = [1, 0] : (tensor<64x64xf16>) -> tensor<64x64xf16>
    %338 = stablehlo.reduce(%332 init: %cst_22) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf16>, tensor<f16>) -> tensor<64xf16>
    %339 = stablehlo.reshape %338 : (tensor<64xf16>) -> tensor<1x64xf16>
    %340 = stablehlo.reshape %339 : (tensor<1x64xf16>) -> tensor<64xf16>
    %341 = stablehlo.reshape %334 : (tensor<32x64xf16>) -> tensor<2x16x64xf16>
    %342 = stablehlo.transpose %337, dims = [1, 0] : (tensor<64x64xf16>) -> tensor<64x64xf16>
    %343 = stablehlo.reshape %341 : (tensor<2x16x64xf16>) -> tensor<2x16x4x16xf16>
    %344 = stablehlo.transpose %343, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf16>) -> tensor<2x4x16x16xf16>
    %345 = stablehlo.reshape %344 : (tensor<2x4x16x16xf16>) -> tensor<8x16x16xf16>
    %346 = stablehlo.transpose %45, dims = [0, 2, 1] : (tensor<8x16x16xf16>) -> tensor<8x16x16xf16>
    %347 = stablehlo.broadcast_in_dim %345, dims = [0, 1, 2] : (tensor<8x16x16xf16>) -> tensor<8x16x16xf16>
    %348 = stablehlo.dot_general %346, %347, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x16x16xf16>, tensor<8x16x16xf16>) -> tensor<8x16x16xf16>
    %349 = stablehlo.transpose %46, dims = [0, 2, 1] : (tensor<8x16x16xf16>) -> tensor<8x16x16xf16>
    %350 = stablehlo.broadcast_in_dim %349, dims = [0, 1, 2] : (tensor<8x16x16xf16>) -> tensor<8x16x16xf16>
    %351 = stablehlo.dot_general %345, %350, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x16x16xf16>, tensor<8x16x16xf16>) -> tensor<8x16x16xf16>
    %352 = stablehlo.reshape %348 : (tensor<8x16x16xf16>) -> tensor<2x4x16x16xf16>
    %353 = stablehlo.reshape %351 : (tensor<8x16x16xf16>) -> tensor<2x4x16x16xf16>
    %354 = stablehlo.convert %353 : (tensor<2x4x16x16xf16>) -> tensor<2x4x16x16xf32>
    %355 = stablehlo.convert %44 : (tensor<2x4x16x16xf16>) -> tensor<2x4x16x16xf32>
    %356 = stablehlo.multiply %354, %355 : tensor<2x4x16x16xf32>
    %357 = stablehlo.reduce(%356 init: %cst_1) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %358 = stablehlo.reshape %357 : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %359 = stablehlo.broadcast_in_dim %358, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %360 = stablehlo.multiply %355, %359 : tensor<2x4x16x16xf32>
    %361 = stablehlo.subtract %356, %360 : tensor<2x4x16x16xf32>
    %362 = stablehlo.convert %361 : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf16>
    %363 = stablehlo.divide %362, %32 : tensor<2x4x16x16xf16>
    %364 = stablehlo.reshape %363 : (tensor<2x4x16x16xf16>) -> tensor<8x16x16xf16>
    %365 = stablehlo.transpose %25, dims = [0, 2, 1] : (tensor<8x16x16xf16>) -> tensor<8x16x16xf16>
    %366 = stablehlo.broadcast_in_dim %364, dims = [0, 1, 2] : (tensor<8x16x16xf16>) -> tensor<8x16x16xf16>
    %367 = stablehlo.dot_general %365, %366, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x16x16xf16>, tensor<8x16x16xf16>) -> tensor<8x16x16xf16>
    %368 = stablehlo.transpose %26, dims = [0, 2, 1] : (tensor<8x16x16xf16>) -> tensor<8x16x16xf16>
    %369 = stablehlo.broadcast_in_dim %368, dims = [0, 1, 2] : (tensor<8x16x16xf16>) -> tensor<8x16x16xf16>
    %370 = stablehlo.dot_general %364, %369, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x16x16xf16>, tensor<8x16x16xf16>) -> tensor<8x16x16xf16>
    %371 = stablehlo.reshape %367 : (tensor<8x16x16xf16>) -> tensor<2x4x16x16xf16>
    %372 = stablehlo.reshape %370 : (tensor<8x16x16xf16>) -> tensor<2x4x16x16xf16>
    %373 = stablehlo.transpose %371, dims = [0, 1, 3, 2] : (tensor<2x4x16x16xf16>) -> tensor<2x4x16x16xf16>
    %374 = stablehlo.transpose %352, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf16>) -> tensor<2x16x4x16xf16>
    %375 = stablehlo.reshape %374 : (tensor<2x16x4x16xf16>) -> tensor<2x16x64xf16>
    %376 = stablehlo.transpose %373, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf16>) -> tensor<2x16x4x16xf16>
    %377 = stablehlo.reshape %376 : (tensor<2x16x4x16xf16>) -> tensor<2x16x64xf16>
    %378 = stablehlo.transpose %372, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf16>) -> tensor<2x16x4x16xf16>
    %379 = stablehlo.reshape %378 : (tensor<2x16x4x16xf16>) -> tensor<2x16x64xf16>
    %380 = stablehlo.concatenate %379, %377, %375, dim = 2 : (tensor<2x16x64xf16>, tensor<2x16x64xf16>, tensor<2x16x64xf16>) -> tensor<2x16x192xf16>
    %381 = stablehlo.reshape %380 : (tensor<2x16x192xf16>) -> tensor<32x192xf16>
    %382 = stablehlo.transpose %0, dims = [1, 0] : (tensor<64x192xf16>) -> tensor<192x64xf16>
    %383 = stablehlo.dot_general %381, %382, contracting_dims = [1] x [0] : (tensor<32x192xf16>, tensor<192x64xf16>) -> tensor<32x64xf16>
    %384 = stablehlo.transpose %381, dims = [1, 0] : (tensor<32x192xf16>) -> tensor<192x32xf16>
    %385 = stablehlo.dot_general %384, %1, contracting_dims = [1] x [0] : (tensor<192x32xf16>, tensor<32x64xf16>) -> tensor<192x64xf16>
    %386 = stablehlo.transpose %385, dims = [1, 0] : (tensor<192x64xf16>) -> tensor<64x192xf16>
    %387 = stablehlo.reduce(%381 init: %cst_22) applies stablehlo.add across dimensions = [0] : (tensor<32x192xf16>, tensor<f16>) -> tensor<192xf16>
    %388 = stablehlo.reshape %387 : (tensor<192xf16>) -> tensor<1x192xf16>
    %389 = stablehlo.reshape %388 : (tensor<1x192xf16>) -> tensor<192xf16>
    %390 = stablehlo.reshape %383 : (tensor<32x64xf16>) -> tensor<2x16x64xf16>
    %391 = stablehlo.add %329, %390 : tensor<2x16x64xf16>
    %392 = stablehlo.transpose %386, dims = [1, 0] : (tensor<64x192xf16>) -> tensor<192x64xf16>
    return %194, %391, %392, %389, %342, %340, %330, %331, %302, %299, %239, %237, %227, %228 : tensor<f16>, tensor<2x16x64xf16>, tensor<192x64xf16>, tensor<192xf16>, tensor<64x64xf16>, tensor<64xf16>, tensor<64xf16>, tensor<64xf16>, tensor<256x64xf16>, tensor<256xf16>, tensor<64x256xf16>, tensor<64xf16>, tensor<64xf16>, tensor<64xf16>
  }
}
