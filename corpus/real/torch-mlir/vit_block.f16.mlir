module {
  func.func @main(%arg0: tensor<2x16x64xf16>, %arg1: tensor<64xf16>, %arg2: tensor<64xf16>, %arg3: tensor<192x64xf16>, %arg4: tensor<192xf16>, %arg5: tensor<64x64xf16>, %arg6: tensor<64xf16>, %arg7: tensor<64xf16>, %arg8: tensor<64xf16>, %arg9: tensor<256x64xf16>, %arg10: tensor<256xf16>, %arg11: tensor<64x256xf16>, %arg12: tensor<64xf16>) -> tensor<2x16x64xf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<2x4x16x16xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c = stablehlo.constant dense<true> : tensor<i1>
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
    %cst_22 = arith.constant dense<64> : tensor<1xi64>
    %cst_23 = arith.constant dense<9.9999999999999995E-7> : tensor<1xf64>
    %cst_24 = arith.constant dense<1> : tensor<1xi64>
    %cst_25 = arith.constant dense<5.000000e-01> : tensor<1xf64>
    %cst_26 = arith.constant dense<0xFFF0000000000000> : tensor<1xf64>
    %0 = stablehlo.convert %arg0 : (tensor<2x16x64xf16>) -> tensor<2x16x64xf32>
    %1 = stablehlo.convert %0 : (tensor<2x16x64xf32>) -> tensor<2x16x64xf64>
    %2 = stablehlo.reduce(%1 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf64>, tensor<f64>) -> tensor<2x16xf64>
    %3 = stablehlo.reshape %2 : (tensor<2x16xf64>) -> tensor<2x16x1xf64>
    %4 = stablehlo.convert %cst_22 : (tensor<1xi64>) -> tensor<1xf64>
    %5 = stablehlo.reshape %4 : (tensor<1xf64>) -> tensor<f64>
    %6 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f64>) -> tensor<2x16x1xf64>
    %7 = stablehlo.divide %3, %6 : tensor<2x16x1xf64>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2] : (tensor<2x16x1xf64>) -> tensor<2x16x64xf64>
    %9 = stablehlo.subtract %1, %8 : tensor<2x16x64xf64>
    %10 = stablehlo.multiply %9, %9 : tensor<2x16x64xf64>
    %11 = stablehlo.reduce(%10 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf64>, tensor<f64>) -> tensor<2x16xf64>
    %12 = stablehlo.reshape %11 : (tensor<2x16xf64>) -> tensor<2x16x1xf64>
    %13 = stablehlo.divide %12, %6 : tensor<2x16x1xf64>
    %14 = stablehlo.convert %13 : (tensor<2x16x1xf64>) -> tensor<2x16x1xf32>
    %15 = stablehlo.reduce(%0 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %16 = stablehlo.reshape %15 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %17 = stablehlo.convert %cst_22 : (tensor<1xi64>) -> tensor<1xf32>
    %18 = stablehlo.reshape %17 : (tensor<1xf32>) -> tensor<f32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %20 = stablehlo.divide %16, %19 : tensor<2x16x1xf32>
    %21 = stablehlo.convert %cst_23 : (tensor<1xf64>) -> tensor<1xf32>
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
    %43 = stablehlo.convert %cst_24 : (tensor<1xi64>) -> tensor<1xf32>
    %44 = stablehlo.reshape %43 : (tensor<1xf32>) -> tensor<f32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [] : (tensor<f32>) -> tensor<32x192xf32>
    %46 = stablehlo.multiply %42, %45 : tensor<32x192xf32>
    %47 = stablehlo.broadcast_in_dim %39, dims = [1] : (tensor<192xf32>) -> tensor<32x192xf32>
    %48 = stablehlo.multiply %47, %45 : tensor<32x192xf32>
    %49 = stablehlo.add %46, %48 : tensor<32x192xf32>
    %50 = stablehlo.convert %49 : (tensor<32x192xf32>) -> tensor<32x192xf16>
    %51 = stablehlo.reshape %50 : (tensor<32x192xf16>) -> tensor<2x16x192xf16>
    %52 = stablehlo.reshape %51 : (tensor<2x16x192xf16>) -> tensor<2x16x3x4x16xf16>
    %53 = stablehlo.transpose %52, dims = [2, 0, 3, 1, 4] : (tensor<2x16x3x4x16xf16>) -> tensor<3x2x4x16x16xf16>
    %54 = stablehlo.slice %53 [0:1, 0:2, 0:4, 0:16, 0:16] : (tensor<3x2x4x16x16xf16>) -> tensor<1x2x4x16x16xf16>
    %55 = stablehlo.slice %53 [1:2, 0:2, 0:4, 0:16, 0:16] : (tensor<3x2x4x16x16xf16>) -> tensor<1x2x4x16x16xf16>
    %56 = stablehlo.slice %53 [2:3, 0:2, 0:4, 0:16, 0:16] : (tensor<3x2x4x16x16xf16>) -> tensor<1x2x4x16x16xf16>
    %57 = stablehlo.reshape %54 : (tensor<1x2x4x16x16xf16>) -> tensor<2x4x16x16xf16>
    %58 = stablehlo.reshape %55 : (tensor<1x2x4x16x16xf16>) -> tensor<2x4x16x16xf16>
    %59 = stablehlo.reshape %56 : (tensor<1x2x4x16x16xf16>) -> tensor<2x4x16x16xf16>
    %60 = stablehlo.convert %57 : (tensor<2x4x16x16xf16>) -> tensor<2x4x16x16xf32>
    %61 = stablehlo.convert %58 : (tensor<2x4x16x16xf16>) -> tensor<2x4x16x16xf32>
    %62 = stablehlo.convert %59 : (tensor<2x4x16x16xf16>) -> tensor<2x4x16x16xf32>
    %63 = stablehlo.convert %cst_25 : (tensor<1xf64>) -> tensor<1xf32>
    %64 = stablehlo.reshape %63 : (tensor<1xf32>) -> tensor<f32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %66 = stablehlo.multiply %60, %65 : tensor<2x4x16x16xf32>
    %67 = stablehlo.transpose %61, dims = [0, 1, 3, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %68 = stablehlo.multiply %67, %65 : tensor<2x4x16x16xf32>
    %69 = stablehlo.reshape %66 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %70 = stablehlo.reshape %68 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2] : (tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %72 = stablehlo.dot_general %69, %71, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %73 = stablehlo.reshape %72 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %74 = stablehlo.reduce(%73 init: %cst_2) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %75 = stablehlo.reshape %74 : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %77 = stablehlo.subtract %73, %76 : tensor<2x4x16x16xf32>
    %78 = stablehlo.exponential %77 : tensor<2x4x16x16xf32>
    %79 = stablehlo.reduce(%78 init: %cst_1) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %80 = stablehlo.reshape %79 : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %81 = stablehlo.broadcast_in_dim %80, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %82 = stablehlo.divide %78, %81 : tensor<2x4x16x16xf32>
    %83 = stablehlo.convert %cst_26 : tensor<1xf64>
    %84 = stablehlo.reshape %83 : (tensor<1xf64>) -> tensor<f64>
    %85 = stablehlo.convert %84 : (tensor<f64>) -> tensor<f32>
    %86 = stablehlo.broadcast_in_dim %85, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %87 = stablehlo.compare EQ, %73, %86, FLOAT : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xi1>
    %88 = stablehlo.reduce(%87 init: %c) applies stablehlo.and across dimensions = [3] : (tensor<2x4x16x16xi1>, tensor<i1>) -> tensor<2x4x16xi1>
    %89 = stablehlo.reshape %88 : (tensor<2x4x16xi1>) -> tensor<2x4x16x1xi1>
    %90 = stablehlo.broadcast_in_dim %89, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xi1>) -> tensor<2x4x16x16xi1>
    %91 = stablehlo.broadcast_in_dim %cst, dims = [0, 1, 2, 3] : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %92 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2, 3] : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %93 = stablehlo.select %90, %91, %92 : tensor<2x4x16x16xi1>, tensor<2x4x16x16xf32>
    %94 = stablehlo.reshape %93 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %95 = stablehlo.reshape %62 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %96 = stablehlo.broadcast_in_dim %95, dims = [0, 1, 2] : (tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %97 = stablehlo.dot_general %94, %96, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %98 = stablehlo.reshape %97 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %99 = stablehlo.convert %98 : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf16>
    %100 = stablehlo.transpose %99, dims = [2, 0, 1, 3] : (tensor<2x4x16x16xf16>) -> tensor<16x2x4x16xf16>
    %101 = stablehlo.transpose %100, dims = [1, 2, 0, 3] : (tensor<16x2x4x16xf16>) -> tensor<2x4x16x16xf16>
    %102 = stablehlo.transpose %101, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf16>) -> tensor<2x16x4x16xf16>
    %103 = stablehlo.reshape %102 : (tensor<2x16x4x16xf16>) -> tensor<2x16x64xf16>
    %104 = stablehlo.transpose %arg5, dims = [1, 0] : (tensor<64x64xf16>) -> tensor<64x64xf16>
    %105 = stablehlo.reshape %103 : (tensor<2x16x64xf16>) -> tensor<2x16x64xf16>
    %106 = stablehlo.broadcast_in_dim %104, dims = [1, 2] : (tensor<64x64xf16>) -> tensor<2x64x64xf16>
    %107 = stablehlo.reshape %106 : (tensor<2x64x64xf16>) -> tensor<2x64x64xf16>
    %108 = stablehlo.broadcast_in_dim %107, dims = [0, 1, 2] : (tensor<2x64x64xf16>) -> tensor<2x64x64xf16>
    %109 = stablehlo.dot_general %105, %108, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<2x16x64xf16>, tensor<2x64x64xf16>) -> tensor<2x16x64xf16>
    %110 = stablehlo.reshape %109 : (tensor<2x16x64xf16>) -> tensor<2x16x64xf16>
    %111 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<64xf16>) -> tensor<2x16x64xf16>
    %112 = stablehlo.add %110, %111 : tensor<2x16x64xf16>
    %113 = stablehlo.add %arg0, %112 : tensor<2x16x64xf16>
    %114 = stablehlo.convert %113 : (tensor<2x16x64xf16>) -> tensor<2x16x64xf32>
    %115 = stablehlo.convert %114 : (tensor<2x16x64xf32>) -> tensor<2x16x64xf64>
    %116 = stablehlo.reduce(%115 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf64>, tensor<f64>) -> tensor<2x16xf64>
    %117 = stablehlo.reshape %116 : (tensor<2x16xf64>) -> tensor<2x16x1xf64>
    %118 = stablehlo.divide %117, %6 : tensor<2x16x1xf64>
    %119 = stablehlo.broadcast_in_dim %118, dims = [0, 1, 2] : (tensor<2x16x1xf64>) -> tensor<2x16x64xf64>
    %120 = stablehlo.subtract %115, %119 : tensor<2x16x64xf64>
    %121 = stablehlo.multiply %120, %120 : tensor<2x16x64xf64>
    %122 = stablehlo.reduce(%121 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf64>, tensor<f64>) -> tensor<2x16xf64>
    %123 = stablehlo.reshape %122 : (tensor<2x16xf64>) -> tensor<2x16x1xf64>
    %124 = stablehlo.divide %123, %6 : tensor<2x16x1xf64>
    %125 = stablehlo.convert %124 : (tensor<2x16x1xf64>) -> tensor<2x16x1xf32>
    %126 = stablehlo.reduce(%114 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %127 = stablehlo.reshape %126 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %128 = stablehlo.divide %127, %19 : tensor<2x16x1xf32>
    %129 = stablehlo.add %125, %23 : tensor<2x16x1xf32>
    %130 = stablehlo.rsqrt %129 : tensor<2x16x1xf32>
    %131 = stablehlo.broadcast_in_dim %128, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %132 = stablehlo.subtract %114, %131 : tensor<2x16x64xf32>
    %133 = stablehlo.broadcast_in_dim %130, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %134 = stablehlo.multiply %132, %133 : tensor<2x16x64xf32>
    %135 = stablehlo.convert %arg7 : (tensor<64xf16>) -> tensor<64xf32>
    %136 = stablehlo.broadcast_in_dim %135, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %137 = stablehlo.multiply %134, %136 : tensor<2x16x64xf32>
    %138 = stablehlo.convert %arg8 : (tensor<64xf16>) -> tensor<64xf32>
    %139 = stablehlo.broadcast_in_dim %138, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %140 = stablehlo.add %137, %139 : tensor<2x16x64xf32>
    %141 = stablehlo.convert %140 : (tensor<2x16x64xf32>) -> tensor<2x16x64xf16>
    %142 = stablehlo.reshape %141 : (tensor<2x16x64xf16>) -> tensor<32x64xf16>
    %143 = stablehlo.transpose %arg9, dims = [1, 0] : (tensor<256x64xf16>) -> tensor<64x256xf16>
    %144 = stablehlo.convert %arg10 : (tensor<256xf16>) -> tensor<256xf32>
    %145 = stablehlo.convert %142 : (tensor<32x64xf16>) -> tensor<32x64xf32>
    %146 = stablehlo.convert %143 : (tensor<64x256xf16>) -> tensor<64x256xf32>
    %147 = stablehlo.dot_general %145, %146, contracting_dims = [1] x [0] : (tensor<32x64xf32>, tensor<64x256xf32>) -> tensor<32x256xf32>
    %148 = stablehlo.broadcast_in_dim %44, dims = [] : (tensor<f32>) -> tensor<32x256xf32>
    %149 = stablehlo.multiply %147, %148 : tensor<32x256xf32>
    %150 = stablehlo.broadcast_in_dim %144, dims = [1] : (tensor<256xf32>) -> tensor<32x256xf32>
    %151 = stablehlo.multiply %150, %148 : tensor<32x256xf32>
    %152 = stablehlo.add %149, %151 : tensor<32x256xf32>
    %153 = stablehlo.convert %152 : (tensor<32x256xf32>) -> tensor<32x256xf16>
    %154 = stablehlo.reshape %153 : (tensor<32x256xf16>) -> tensor<2x16x256xf16>
    %155 = stablehlo.multiply %154, %cst_5 : tensor<2x16x256xf16>
    %156 = stablehlo.rsqrt %cst_4 : tensor<2x16x256xf16>
    %157 = stablehlo.multiply %154, %156 : tensor<2x16x256xf16>
    %158 = stablehlo.convert %157 : (tensor<2x16x256xf16>) -> tensor<2x16x256xf32>
    %159 = stablehlo.clamp %cst_6, %158, %cst_7 : tensor<2x16x256xf32>
    %160 = stablehlo.multiply %159, %159 : tensor<2x16x256xf32>
    %161 = stablehlo.multiply %cst_8, %160 : tensor<2x16x256xf32>
    %162 = stablehlo.add %161, %cst_9 : tensor<2x16x256xf32>
    %163 = stablehlo.multiply %162, %160 : tensor<2x16x256xf32>
    %164 = stablehlo.add %163, %cst_10 : tensor<2x16x256xf32>
    %165 = stablehlo.multiply %164, %160 : tensor<2x16x256xf32>
    %166 = stablehlo.add %165, %cst_11 : tensor<2x16x256xf32>
    %167 = stablehlo.multiply %166, %160 : tensor<2x16x256xf32>
    %168 = stablehlo.add %167, %cst_12 : tensor<2x16x256xf32>
    %169 = stablehlo.multiply %168, %160 : tensor<2x16x256xf32>
    %170 = stablehlo.add %169, %cst_13 : tensor<2x16x256xf32>
    %171 = stablehlo.multiply %170, %160 : tensor<2x16x256xf32>
    %172 = stablehlo.add %171, %cst_14 : tensor<2x16x256xf32>
    %173 = stablehlo.multiply %cst_15, %160 : tensor<2x16x256xf32>
    %174 = stablehlo.add %173, %cst_16 : tensor<2x16x256xf32>
    %175 = stablehlo.multiply %174, %160 : tensor<2x16x256xf32>
    %176 = stablehlo.add %175, %cst_17 : tensor<2x16x256xf32>
    %177 = stablehlo.multiply %176, %160 : tensor<2x16x256xf32>
    %178 = stablehlo.add %177, %cst_18 : tensor<2x16x256xf32>
    %179 = stablehlo.multiply %178, %160 : tensor<2x16x256xf32>
    %180 = stablehlo.add %179, %cst_19 : tensor<2x16x256xf32>
    %181 = stablehlo.multiply %159, %172 : tensor<2x16x256xf32>
    %182 = stablehlo.divide %181, %180 : tensor<2x16x256xf32>
    %183 = stablehlo.clamp %cst_20, %182, %cst_21 : tensor<2x16x256xf32>
    %184 = stablehlo.convert %183 : (tensor<2x16x256xf32>) -> tensor<2x16x256xf16>
    %185 = stablehlo.add %184, %cst_3 : tensor<2x16x256xf16>
    %186 = stablehlo.multiply %185, %155 : tensor<2x16x256xf16>
    %187 = stablehlo.reshape %186 : (tensor<2x16x256xf16>) -> tensor<32x256xf16>
    %188 = stablehlo.transpose %arg11, dims = [1, 0] : (tensor<64x256xf16>) -> tensor<256x64xf16>
    %189 = stablehlo.convert %arg12 : (tensor<64xf16>) -> tensor<64xf32>
    %190 = stablehlo.convert %187 : (tensor<32x256xf16>) -> tensor<32x256xf32>
    %191 = stablehlo.convert %188 : (tensor<256x64xf16>) -> tensor<256x64xf32>
    %192 = stablehlo.dot_general %190, %191, contracting_dims = [1] x [0] : (tensor<32x256xf32>, tensor<256x64xf32>) -> tensor<32x64xf32>
    %193 = stablehlo.broadcast_in_dim %44, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %194 = stablehlo.multiply %192, %193 : tensor<32x64xf32>
    %195 = stablehlo.broadcast_in_dim %189, dims = [1] : (tensor<64xf32>) -> tensor<32x64xf32>
    %196 = stablehlo.multiply %195, %193 : tensor<32x64xf32>
    %197 = stablehlo.add %194, %196 : tensor<32x64xf32>
    %198 = stablehlo.convert %197 : (tensor<32x64xf32>) -> tensor<32x64xf16>
    %199 = stablehlo.reshape %198 : (tensor<32x64xf16>) -> tensor<2x16x64xf16>
    %200 = stablehlo.add %113, %199 : tensor<2x16x64xf16>
    return %200 : tensor<2x16x64xf16>
  }
}
