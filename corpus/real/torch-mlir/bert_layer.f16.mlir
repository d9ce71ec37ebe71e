module {
  func.func @main(%arg0: tensor<2x16x64xf16>, %arg1: tensor<192x64xf16>, %arg2: tensor<192xf16>, %arg3: tensor<64x64xf16>, %arg4: tensor<64xf16>, %arg5: tensor<64xf16>, %arg6: tensor<64xf16>, %arg7: tensor<256x64xf16>, %arg8: tensor<256xf16>, %arg9: tensor<64x256xf16>, %arg10: tensor<64xf16>, %arg11: tensor<64xf16>, %arg12: tensor<64xf16>) -> tensor<2x16x64xf16> {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<2x16x256xf16>
    %cst_3 = stablehlo.constant dense<2.000000e+00> : tensor<2x16x256xf16>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<2x16x256xf16>
    %cst_5 = stablehlo.constant dense<-4.000000e+00> : tensor<2x16x256xf32>
    %cst_6 = stablehlo.constant dense<4.000000e+00> : tensor<2x16x256xf32>
    %cst_7 = stablehlo.constant dense<-2.72614237E-10> : tensor<2x16x256xf32>
    %cst_8 = stablehlo.constant dense<2.77068146E-8> : tensor<2x16x256xf32>
    %cst_9 = stablehlo.constant dense<-2.10102394E-6> : tensor<2x16x256xf32>
    %cst_10 = stablehlo.constant dense<-5.69250624E-5> : tensor<2x16x256xf32>
    %cst_11 = stablehlo.constant dense<-7.34990637E-4> : tensor<2x16x256xf32>
    %cst_12 = stablehlo.constant dense<-2.954600e-03> : tensor<2x16x256xf32>
    %cst_13 = stablehlo.constant dense<-0.0160960332> : tensor<2x16x256xf32>
    %cst_14 = stablehlo.constant dense<-1.45660715E-5> : tensor<2x16x256xf32>
    %cst_15 = stablehlo.constant dense<-2.13374049E-4> : tensor<2x16x256xf32>
    %cst_16 = stablehlo.constant dense<-0.00168282702> : tensor<2x16x256xf32>
    %cst_17 = stablehlo.constant dense<-0.00737332925> : tensor<2x16x256xf32>
    %cst_18 = stablehlo.constant dense<-0.0142647391> : tensor<2x16x256xf32>
    %cst_19 = stablehlo.constant dense<-1.000000e+00> : tensor<2x16x256xf32>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<2x16x256xf32>
    %cst_21 = arith.constant dense<1> : tensor<1xi64>
    %cst_22 = arith.constant dense<4.000000e+00> : tensor<1xf64>
    %cst_23 = arith.constant dense<64> : tensor<1xi64>
    %cst_24 = arith.constant dense<9.9999999999999998E-13> : tensor<1xf64>
    %0 = stablehlo.reshape %arg0 : (tensor<2x16x64xf16>) -> tensor<32x64xf16>
    %1 = stablehlo.transpose %arg1, dims = [1, 0] : (tensor<192x64xf16>) -> tensor<64x192xf16>
    %2 = stablehlo.convert %arg2 : (tensor<192xf16>) -> tensor<192xf32>
    %3 = stablehlo.convert %0 : (tensor<32x64xf16>) -> tensor<32x64xf32>
    %4 = stablehlo.convert %1 : (tensor<64x192xf16>) -> tensor<64x192xf32>
    %5 = stablehlo.dot_general %3, %4, contracting_dims = [1] x [0] : (tensor<32x64xf32>, tensor<64x192xf32>) -> tensor<32x192xf32>
    %6 = stablehlo.convert %cst_21 : (tensor<1xi64>) -> tensor<1xf32>
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
    %30 = stablehlo.convert %cst_22 : (tensor<1xf64>) -> tensor<1xf16>
    %31 = stablehlo.reshape %30 : (tensor<1xf16>) -> tensor<f16>
    %32 = stablehlo.broadcast_in_dim %31, dims = [] : (tensor<f16>) -> tensor<2x4x16x16xf16>
    %33 = stablehlo.divide %29, %32 : tensor<2x4x16x16xf16>
    %34 = stablehlo.convert %33 : (tensor<2x4x16x16xf16>) -> tensor<2x4x16x16xf32>
    %35 = stablehlo.reduce(%34 init: %cst) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %36 = stablehlo.reshape %35 : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %38 = stablehlo.subtract %34, %37 : tensor<2x4x16x16xf32>
    %39 = stablehlo.exponential %38 : tensor<2x4x16x16xf32>
    %40 = stablehlo.reduce(%39 init: %cst_0) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
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
    %52 = stablehlo.reshape %51 : (tensor<2x16x64xf16>) -> tensor<32x64xf16>
    %53 = stablehlo.transpose %arg3, dims = [1, 0] : (tensor<64x64xf16>) -> tensor<64x64xf16>
    %54 = stablehlo.convert %arg4 : (tensor<64xf16>) -> tensor<64xf32>
    %55 = stablehlo.convert %52 : (tensor<32x64xf16>) -> tensor<32x64xf32>
    %56 = stablehlo.convert %53 : (tensor<64x64xf16>) -> tensor<64x64xf32>
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
    %68 = stablehlo.reduce(%67 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf64>, tensor<f64>) -> tensor<2x16xf64>
    %69 = stablehlo.reshape %68 : (tensor<2x16xf64>) -> tensor<2x16x1xf64>
    %70 = stablehlo.convert %cst_23 : (tensor<1xi64>) -> tensor<1xf64>
    %71 = stablehlo.reshape %70 : (tensor<1xf64>) -> tensor<f64>
    %72 = stablehlo.broadcast_in_dim %71, dims = [] : (tensor<f64>) -> tensor<2x16x1xf64>
    %73 = stablehlo.divide %69, %72 : tensor<2x16x1xf64>
    %74 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2] : (tensor<2x16x1xf64>) -> tensor<2x16x64xf64>
    %75 = stablehlo.subtract %67, %74 : tensor<2x16x64xf64>
    %76 = stablehlo.multiply %75, %75 : tensor<2x16x64xf64>
    %77 = stablehlo.reduce(%76 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf64>, tensor<f64>) -> tensor<2x16xf64>
    %78 = stablehlo.reshape %77 : (tensor<2x16xf64>) -> tensor<2x16x1xf64>
    %79 = stablehlo.divide %78, %72 : tensor<2x16x1xf64>
    %80 = stablehlo.convert %79 : (tensor<2x16x1xf64>) -> tensor<2x16x1xf32>
    %81 = stablehlo.reduce(%66 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %82 = stablehlo.reshape %81 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %83 = stablehlo.convert %cst_23 : (tensor<1xi64>) -> tensor<1xf32>
    %84 = stablehlo.reshape %83 : (tensor<1xf32>) -> tensor<f32>
    %85 = stablehlo.broadcast_in_dim %84, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %86 = stablehlo.divide %82, %85 : tensor<2x16x1xf32>
    %87 = stablehlo.convert %cst_24 : (tensor<1xf64>) -> tensor<1xf32>
    %88 = stablehlo.reshape %87 : (tensor<1xf32>) -> tensor<f32>
    %89 = stablehlo.broadcast_in_dim %88, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %90 = stablehlo.add %80, %89 : tensor<2x16x1xf32>
    %91 = stablehlo.rsqrt %90 : tensor<2x16x1xf32>
    %92 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %93 = stablehlo.subtract %66, %92 : tensor<2x16x64xf32>
    %94 = stablehlo.broadcast_in_dim %91, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %95 = stablehlo.multiply %93, %94 : tensor<2x16x64xf32>
    %96 = stablehlo.convert %arg5 : (tensor<64xf16>) -> tensor<64xf32>
    %97 = stablehlo.broadcast_in_dim %96, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %98 = stablehlo.multiply %95, %97 : tensor<2x16x64xf32>
    %99 = stablehlo.convert %arg6 : (tensor<64xf16>) -> tensor<64xf32>
    %100 = stablehlo.broadcast_in_dim %99, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %101 = stablehlo.add %98, %100 : tensor<2x16x64xf32>
    %102 = stablehlo.convert %101 : (tensor<2x16x64xf32>) -> tensor<2x16x64xf16>
    %103 = stablehlo.reshape %102 : (tensor<2x16x64xf16>) -> tensor<32x64xf16>
    %104 = stablehlo.transpose %arg7, dims = [1, 0] : (tensor<256x64xf16>) -> tensor<64x256xf16>
    %105 = stablehlo.convert %arg8 : (tensor<256xf16>) -> tensor<256xf32>
    %106 = stablehlo.convert %103 : (tensor<32x64xf16>) -> tensor<32x64xf32>
    %107 = stablehlo.convert %104 : (tensor<64x256xf16>) -> tensor<64x256xf32>
    %108 = stablehlo.dot_general %106, %107, contracting_dims = [1] x [0] : (tensor<32x64xf32>, tensor<64x256xf32>) -> tensor<32x256xf32>
    %109 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<32x256xf32>
    %110 = stablehlo.multiply %108, %109 : tensor<32x256xf32>
    %111 = stablehlo.broadcast_in_dim %105, dims = [1] : (tensor<256xf32>) -> tensor<32x256xf32>
    %112 = stablehlo.multiply %111, %109 : tensor<32x256xf32>
    %113 = stablehlo.add %110, %112 : tensor<32x256xf32>
    %114 = stablehlo.convert %113 : (tensor<32x256xf32>) -> tensor<32x256xf16>
    %115 = stablehlo.reshape %114 : (tensor<32x256xf16>) -> tensor<2x16x256xf16>
    %116 = stablehlo.multiply %115, %cst_4 : tensor<2x16x256xf16>
    %117 = stablehlo.rsqrt %cst_3 : tensor<2x16x256xf16>
    %118 = stablehlo.multiply %115, %117 : tensor<2x16x256xf16>
    %119 = stablehlo.convert %118 : (tensor<2x16x256xf16>) -> tensor<2x16x256xf32>
    %120 = stablehlo.clamp %cst_5, %119, %cst_6 : tensor<2x16x256xf32>
    %121 = stablehlo.multiply %120, %120 : tensor<2x16x256xf32>
    %122 = stablehlo.multiply %cst_7, %121 : tensor<2x16x256xf32>
    %123 = stablehlo.add %122, %cst_8 : tensor<2x16x256xf32>
    %124 = stablehlo.multiply %123, %121 : tensor<2x16x256xf32>
    %125 = stablehlo.add %124, %cst_9 : tensor<2x16x256xf32>
    %126 = stablehlo.multiply %125, %121 : tensor<2x16x256xf32>
    %127 = stablehlo.add %126, %cst_10 : tensor<2x16x256xf32>
    %128 = stablehlo.multiply %127, %121 : tensor<2x16x256xf32>
    %129 = stablehlo.add %128, %cst_11 : tensor<2x16x256xf32>
    %130 = stablehlo.multiply %129, %121 : tensor<2x16x256xf32>
    %131 = stablehlo.add %130, %cst_12 : tensor<2x16x256xf32>
    %132 = stablehlo.multiply %131, %121 : tensor<2x16x256xf32>
    %133 = stablehlo.add %132, %cst_13 : tensor<2x16x256xf32>
    %134 = stablehlo.multiply %cst_14, %121 : tensor<2x16x256xf32>
    %135 = stablehlo.add %134, %cst_15 : tensor<2x16x256xf32>
    %136 = stablehlo.multiply %135, %121 : tensor<2x16x256xf32>
    %137 = stablehlo.add %136, %cst_16 : tensor<2x16x256xf32>
    %138 = stablehlo.multiply %137, %121 : tensor<2x16x256xf32>
    %139 = stablehlo.add %138, %cst_17 : tensor<2x16x256xf32>
    %140 = stablehlo.multiply %139, %121 : tensor<2x16x256xf32>
    %141 = stablehlo.add %140, %cst_18 : tensor<2x16x256xf32>
    %142 = stablehlo.multiply %120, %133 : tensor<2x16x256xf32>
    %143 = stablehlo.divide %142, %141 : tensor<2x16x256xf32>
    %144 = stablehlo.clamp %cst_19, %143, %cst_20 : tensor<2x16x256xf32>
    %145 = stablehlo.convert %144 : (tensor<2x16x256xf32>) -> tensor<2x16x256xf16>
    %146 = stablehlo.add %145, %cst_2 : tensor<2x16x256xf16>
    %147 = stablehlo.multiply %146, %116 : tensor<2x16x256xf16>
    %148 = stablehlo.reshape %147 : (tensor<2x16x256xf16>) -> tensor<32x256xf16>
    %149 = stablehlo.transpose %arg9, dims = [1, 0] : (tensor<64x256xf16>) -> tensor<256x64xf16>
    %150 = stablehlo.convert %arg10 : (tensor<64xf16>) -> tensor<64xf32>
    %151 = stablehlo.convert %148 : (tensor<32x256xf16>) -> tensor<32x256xf32>
    %152 = stablehlo.convert %149 : (tensor<256x64xf16>) -> tensor<256x64xf32>
    %153 = stablehlo.dot_general %151, %152, contracting_dims = [1] x [0] : (tensor<32x256xf32>, tensor<256x64xf32>) -> tensor<32x64xf32>
    %154 = stablehlo.multiply %153, %58 : tensor<32x64xf32>
    %155 = stablehlo.broadcast_in_dim %150, dims = [1] : (tensor<64xf32>) -> tensor<32x64xf32>
    %156 = stablehlo.multiply %155, %58 : tensor<32x64xf32>
    %157 = stablehlo.add %154, %156 : tensor<32x64xf32>
    %158 = stablehlo.convert %157 : (tensor<32x64xf32>) -> tensor<32x64xf16>
    %159 = stablehlo.reshape %158 : (tensor<32x64xf16>) -> tensor<2x16x64xf16>
    %160 = stablehlo.add %102, %159 : tensor<2x16x64xf16>
    %161 = stablehlo.convert %160 : (tensor<2x16x64xf16>) -> tensor<2x16x64xf32>
    %162 = stablehlo.convert %161 : (tensor<2x16x64xf32>) -> tensor<2x16x64xf64>
    %163 = stablehlo.reduce(%162 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf64>, tensor<f64>) -> tensor<2x16xf64>
    %164 = stablehlo.reshape %163 : (tensor<2x16xf64>) -> tensor<2x16x1xf64>
    %165 = stablehlo.divide %164, %72 : tensor<2x16x1xf64>
    %166 = stablehlo.broadcast_in_dim %165, dims = [0, 1, 2] : (tensor<2x16x1xf64>) -> tensor<2x16x64xf64>
    %167 = stablehlo.subtract %162, %166 : tensor<2x16x64xf64>
    %168 = stablehlo.multiply %167, %167 : tensor<2x16x64xf64>
    %169 = stablehlo.reduce(%168 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf64>, tensor<f64>) -> tensor<2x16xf64>
    %170 = stablehlo.reshape %169 : (tensor<2x16xf64>) -> tensor<2x16x1xf64>
    %171 = stablehlo.divide %170, %72 : tensor<2x16x1xf64>
    %172 = stablehlo.convert %171 : (tensor<2x16x1xf64>) -> tensor<2x16x1xf32>
    %173 = stablehlo.reduce(%161 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %174 = stablehlo.reshape %173 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %175 = stablehlo.divide %174, %85 : tensor<2x16x1xf32>
    %176 = stablehlo.add %172, %89 : tensor<2x16x1xf32>
    %177 = stablehlo.rsqrt %176 : tensor<2x16x1xf32>
    %178 = stablehlo.broadcast_in_dim %175, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %179 = stablehlo.subtract %161, %178 : tensor<2x16x64xf32>
    %180 = stablehlo.broadcast_in_dim %177, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %181 = stablehlo.multiply %179, %180 : tensor<2x16x64xf32>
    %182 = stablehlo.convert %arg11 : (tensor<64xf16>) -> tensor<64xf32>
    %183 = stablehlo.broadcast_in_dim %182, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %184 = stablehlo.multiply %181, %183 : tensor<2x16x64xf32>
    %185 = stablehlo.convert %arg12 : (tensor<64xf16>) -> tensor<64xf32>
    %186 = stablehlo.broadcast_in_dim %185, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %187 = stablehlo.add %184, %186 : tensor<2x16x64xf32>
    %188 = stablehlo.convert %187 : (tensor<2x16x64xf32>) -> tensor<2x16x64xf16>
    return %188 : tensor<2x16x64xf16>
  }
}
