module {
  func.func @main(%arg0: tensor<2x16x64xf32>, %arg1: tensor<2x16x64xf32>, %arg2: tensor<192x64xf32>, %arg3: tensor<192xf32>, %arg4: tensor<64x64xf32>, %arg5: tensor<64xf32>, %arg6: tensor<64xf32>, %arg7: tensor<64xf32>, %arg8: tensor<256x64xf32>, %arg9: tensor<256xf32>, %arg10: tensor<64x256xf32>, %arg11: tensor<64xf32>, %arg12: tensor<64xf32>, %arg13: tensor<64xf32>) -> (tensor<f32>, tensor<2x16x64xf32>, tensor<192x64xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256x64xf32>, tensor<256xf32>, tensor<64x256xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<2x16x64xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<2x16x256xf32>
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<2x16x256xf32>
    %cst_5 = stablehlo.constant dense<5.000000e-01> : tensor<2x16x256xf32>
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
    %cst_21 = arith.constant dense<1> : tensor<1xi64>
    %cst_22 = arith.constant dense<4.000000e+00> : tensor<1xf64>
    %cst_23 = arith.constant dense<64> : tensor<1xi64>
    %cst_24 = arith.constant dense<9.9999999999999998E-13> : tensor<1xf64>
    %cst_25 = arith.constant dense<0.70710678118654757> : tensor<1xf64>
    %cst_26 = arith.constant dense<5.000000e-01> : tensor<1xf64>
    %cst_27 = arith.constant dense<-5.000000e-01> : tensor<1xf64>
    %cst_28 = arith.constant dense<0.3989422804014327> : tensor<1xf64>
    %0 = stablehlo.transpose %arg2, dims = [1, 0] : (tensor<192x64xf32>) -> tensor<64x192xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %2 = stablehlo.dot_general %1, %0, contracting_dims = [1] x [0] : (tensor<32x64xf32>, tensor<64x192xf32>) -> tensor<32x192xf32>
    %3 = stablehlo.convert %cst_21 : (tensor<1xi64>) -> tensor<1xf32>
    %4 = stablehlo.reshape %3 : (tensor<1xf32>) -> tensor<f32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<32x192xf32>
    %6 = stablehlo.multiply %2, %5 : tensor<32x192xf32>
    %7 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<192xf32>) -> tensor<32x192xf32>
    %8 = stablehlo.multiply %7, %5 : tensor<32x192xf32>
    %9 = stablehlo.add %6, %8 : tensor<32x192xf32>
    %10 = stablehlo.reshape %9 : (tensor<32x192xf32>) -> tensor<2x16x192xf32>
    %11 = stablehlo.slice %10 [0:2, 0:16, 0:64] : (tensor<2x16x192xf32>) -> tensor<2x16x64xf32>
    %12 = stablehlo.slice %10 [0:2, 0:16, 64:128] : (tensor<2x16x192xf32>) -> tensor<2x16x64xf32>
    %13 = stablehlo.slice %10 [0:2, 0:16, 128:192] : (tensor<2x16x192xf32>) -> tensor<2x16x64xf32>
    %14 = stablehlo.reshape %11 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %15 = stablehlo.transpose %14, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %16 = stablehlo.reshape %12 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %17 = stablehlo.transpose %16, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %18 = stablehlo.reshape %13 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %19 = stablehlo.transpose %18, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %20 = stablehlo.transpose %17, dims = [0, 1, 3, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %21 = stablehlo.reshape %15 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %22 = stablehlo.reshape %20 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2] : (tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %24 = stablehlo.dot_general %21, %23, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %25 = stablehlo.reshape %24 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %26 = stablehlo.convert %cst_22 : (tensor<1xf64>) -> tensor<1xf32>
    %27 = stablehlo.reshape %26 : (tensor<1xf32>) -> tensor<f32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %29 = stablehlo.divide %25, %28 : tensor<2x4x16x16xf32>
    %30 = stablehlo.reduce(%29 init: %cst_0) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %31 = stablehlo.reshape %30 : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %33 = stablehlo.subtract %29, %32 : tensor<2x4x16x16xf32>
    %34 = stablehlo.exponential %33 : tensor<2x4x16x16xf32>
    %35 = stablehlo.reduce(%34 init: %cst_1) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %36 = stablehlo.reshape %35 : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %38 = stablehlo.divide %34, %37 : tensor<2x4x16x16xf32>
    %39 = stablehlo.reshape %38 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %40 = stablehlo.reshape %19 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2] : (tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %42 = stablehlo.dot_general %39, %41, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %43 = stablehlo.reshape %42 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %44 = stablehlo.transpose %43, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %45 = stablehlo.reshape %44 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %46 = stablehlo.transpose %arg4, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %47 = stablehlo.reshape %45 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %48 = stablehlo.dot_general %47, %46, contracting_dims = [1] x [0] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %49 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %50 = stablehlo.multiply %48, %49 : tensor<32x64xf32>
    %51 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<64xf32>) -> tensor<32x64xf32>
    %52 = stablehlo.multiply %51, %49 : tensor<32x64xf32>
    %53 = stablehlo.add %50, %52 : tensor<32x64xf32>
    %54 = stablehlo.reshape %53 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %55 = stablehlo.add %arg0, %54 : tensor<2x16x64xf32>
    %56 = stablehlo.convert %55 : (tensor<2x16x64xf32>) -> tensor<2x16x64xf64>
    %57 = stablehlo.reduce(%56 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf64>, tensor<f64>) -> tensor<2x16xf64>
    %58 = stablehlo.reshape %57 : (tensor<2x16xf64>) -> tensor<2x16x1xf64>
    %59 = stablehlo.convert %cst_23 : (tensor<1xi64>) -> tensor<1xf64>
    %60 = stablehlo.reshape %59 : (tensor<1xf64>) -> tensor<f64>
    %61 = stablehlo.broadcast_in_dim %60, dims = [] : (tensor<f64>) -> tensor<2x16x1xf64>
    %62 = stablehlo.divide %58, %61 : tensor<2x16x1xf64>
    %63 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2] : (tensor<2x16x1xf64>) -> tensor<2x16x64xf64>
    %64 = stablehlo.subtract %56, %63 : tensor<2x16x64xf64>
    %65 = stablehlo.multiply %64, %64 : tensor<2x16x64xf64>
    %66 = stablehlo.reduce(%65 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf64>, tensor<f64>) -> tensor<2x16xf64>
    %67 = stablehlo.reshape %66 : (tensor<2x16xf64>) -> tensor<2x16x1xf64>
    %68 = stablehlo.divide %67, %61 : tensor<2x16x1xf64>
    %69 = stablehlo.convert %68 : (tensor<2x16x1xf64>) -> tensor<2x16x1xf32>
    %70 = stablehlo.reduce(%55 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %71 = stablehlo.reshape %70 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %72 = stablehlo.convert %cst_23 : (tensor<1xi64>) -> tensor<1xf32>
    %73 = stablehlo.reshape %72 : (tensor<1xf32>) -> tensor<f32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %75 = stablehlo.divide %71, %74 : tensor<2x16x1xf32>
    %76 = stablehlo.convert %cst_24 : (tensor<1xf64>) -> tensor<1xf32>
    %77 = stablehlo.reshape %76 : (tensor<1xf32>) -> tensor<f32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %79 = stablehlo.add %69, %78 : tensor<2x16x1xf32>
    %80 = stablehlo.rsqrt %79 : tensor<2x16x1xf32>
    %81 = stablehlo.broadcast_in_dim %75, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %82 = stablehlo.subtract %55, %81 : tensor<2x16x64xf32>
    %83 = stablehlo.broadcast_in_dim %80, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %84 = stablehlo.multiply %82, %83 : tensor<2x16x64xf32>
    %85 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %86 = stablehlo.multiply %84, %85 : tensor<2x16x64xf32>
    %87 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %88 = stablehlo.add %86, %87 : tensor<2x16x64xf32>
    %89 = stablehlo.transpose %arg8, dims = [1, 0] : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %90 = stablehlo.reshape %88 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %91 = stablehlo.dot_general %90, %89, contracting_dims = [1] x [0] : (tensor<32x64xf32>, tensor<64x256xf32>) -> tensor<32x256xf32>
    %92 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<32x256xf32>
    %93 = stablehlo.multiply %91, %92 : tensor<32x256xf32>
    %94 = stablehlo.broadcast_in_dim %arg9, dims = [1] : (tensor<256xf32>) -> tensor<32x256xf32>
    %95 = stablehlo.multiply %94, %92 : tensor<32x256xf32>
    %96 = stablehlo.add %93, %95 : tensor<32x256xf32>
    %97 = stablehlo.reshape %96 : (tensor<32x256xf32>) -> tensor<2x16x256xf32>
    %98 = stablehlo.multiply %97, %cst_5 : tensor<2x16x256xf32>
    %99 = stablehlo.rsqrt %cst_4 : tensor<2x16x256xf32>
    %100 = stablehlo.multiply %97, %99 : tensor<2x16x256xf32>
    %101 = stablehlo.clamp %cst_6, %100, %cst_7 : tensor<2x16x256xf32>
    %102 = stablehlo.multiply %101, %101 : tensor<2x16x256xf32>
    %103 = stablehlo.multiply %cst_8, %102 : tensor<2x16x256xf32>
    %104 = stablehlo.add %103, %cst_9 : tensor<2x16x256xf32>
    %105 = stablehlo.multiply %104, %102 : tensor<2x16x256xf32>
    %106 = stablehlo.add %105, %cst_10 : tensor<2x16x256xf32>
    %107 = stablehlo.multiply %106, %102 : tensor<2x16x256xf32>
    %108 = stablehlo.add %107, %cst_11 : tensor<2x16x256xf32>
    %109 = stablehlo.multiply %108, %102 : tensor<2x16x256xf32>
    %110 = stablehlo.add %109, %cst_12 : tensor<2x16x256xf32>
    %111 = stablehlo.multiply %110, %102 : tensor<2x16x256xf32>
    %112 = stablehlo.add %111, %cst_13 : tensor<2x16x256xf32>
    %113 = stablehlo.multiply %112, %102 : tensor<2x16x256xf32>
    %114 = stablehlo.add %113, %cst_14 : tensor<2x16x256xf32>
    %115 = stablehlo.multiply %cst_15, %102 : tensor<2x16x256xf32>
    %116 = stablehlo.add %115, %cst_16 : tensor<2x16x256xf32>
    %117 = stablehlo.multiply %116, %102 : tensor<2x16x256xf32>
    %118 = stablehlo.add %117, %cst_17 : tensor<2x16x256xf32>
    %119 = stablehlo.multiply %118, %102 : tensor<2x16x256xf32>
    %120 = stablehlo.add %119, %cst_18 : tensor<2x16x256xf32>
    %121 = stablehlo.multiply %120, %102 : tensor<2x16x256xf32>
    %122 = stablehlo.add %121, %cst_19 : tensor<2x16x256xf32>
    %123 = stablehlo.multiply %101, %114 : tensor<2x16x256xf32>
    %124 = stablehlo.divide %123, %122 : tensor<2x16x256xf32>
    %125 = stablehlo.clamp %cst_20, %124, %cst_3 : tensor<2x16x256xf32>
    %126 = stablehlo.add %125, %cst_3 : tensor<2x16x256xf32>
    %127 = stablehlo.multiply %126, %98 : tensor<2x16x256xf32>
    %128 = stablehlo.transpose %arg10, dims = [1, 0] : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %129 = stablehlo.reshape %127 : (tensor<2x16x256xf32>) -> tensor<32x256xf32>
    %130 = stablehlo.dot_general %129, %128, contracting_dims = [1] x [0] : (tensor<32x256xf32>, tensor<256x64xf32>) -> tensor<32x64xf32>
    %131 = stablehlo.multiply %130, %49 : tensor<32x64xf32>
    %132 = stablehlo.broadcast_in_dim %arg11, dims = [1] : (tensor<64xf32>) -> tensor<32x64xf32>
    %133 = stablehlo.multiply %132, %49 : tensor<32x64xf32>
    %134 = stablehlo.add %131, %133 : tensor<32x64xf32>
    %135 = stablehlo.reshape %134 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %136 = stablehlo.add %88, %135 : tensor<2x16x64xf32>
    %137 = stablehlo.convert %136 : (tensor<2x16x64xf32>) -> tensor<2x16x64xf64>
    %138 = stablehlo.reduce(%137 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf64>, tensor<f64>) -> tensor<2x16xf64>
    %139 = stablehlo.reshape %138 : (tensor<2x16xf64>) -> tensor<2x16x1xf64>
    %140 = stablehlo.divide %139, %61 : tensor<2x16x1xf64>
    %141 = stablehlo.broadcast_in_dim %140, dims = [0, 1, 2] : (tensor<2x16x1xf64>) -> tensor<2x16x64xf64>
    %142 = stablehlo.subtract %137, %141 : tensor<2x16x64xf64>
    %143 = stablehlo.multiply %142, %142 : tensor<2x16x64xf64>
    %144 = stablehlo.reduce(%143 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf64>, tensor<f64>) -> tensor<2x16xf64>
    %145 = stablehlo.reshape %144 : (tensor<2x16xf64>) -> tensor<2x16x1xf64>
    %146 = stablehlo.divide %145, %61 : tensor<2x16x1xf64>
    %147 = stablehlo.convert %146 : (tensor<2x16x1xf64>) -> tensor<2x16x1xf32>
    %148 = stablehlo.reduce(%136 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %149 = stablehlo.reshape %148 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %150 = stablehlo.divide %149, %74 : tensor<2x16x1xf32>
    %151 = stablehlo.add %147, %78 : tensor<2x16x1xf32>
    %152 = stablehlo.rsqrt %151 : tensor<2x16x1xf32>
    %153 = stablehlo.broadcast_in_dim %150, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %154 = stablehlo.subtract %136, %153 : tensor<2x16x64xf32>
    %155 = stablehlo.broadcast_in_dim %152, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %156 = stablehlo.multiply %154, %155 : tensor<2x16x64xf32>
    %157 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %158 = stablehlo.multiply %156, %157 : tensor<2x16x64xf32>
    %159 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %160 = stablehlo.add %158, %159 : tensor<2x16x64xf32>
    %161 = stablehlo.multiply %160, %arg1 : tensor<2x16x64xf32>
    %162 = stablehlo.reduce(%161 init: %cst_1) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<f32>
    %163 = stablehlo.multiply %arg1, %cst : tensor<2x16x64xf32>
    %164 = stablehlo.multiply %163, %157 : tensor<2x16x64xf32>
    %165 = stablehlo.broadcast_in_dim %73, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %166 = stablehlo.multiply %164, %165 : tensor<2x16x64xf32>
    %167 = stablehlo.reduce(%164 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %168 = stablehlo.reshape %167 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %169 = stablehlo.multiply %164, %156 : tensor<2x16x64xf32>
    %170 = stablehlo.reduce(%169 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %171 = stablehlo.reshape %170 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %172 = stablehlo.broadcast_in_dim %171, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %173 = stablehlo.multiply %156, %172 : tensor<2x16x64xf32>
    %174 = stablehlo.broadcast_in_dim %168, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %175 = stablehlo.subtract %166, %174 : tensor<2x16x64xf32>
    %176 = stablehlo.subtract %175, %173 : tensor<2x16x64xf32>
    %177 = stablehlo.divide %152, %74 : tensor<2x16x1xf32>
    %178 = stablehlo.broadcast_in_dim %177, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %179 = stablehlo.multiply %178, %176 : tensor<2x16x64xf32>
    %180 = stablehlo.multiply %163, %156 : tensor<2x16x64xf32>
    %181 = stablehlo.reduce(%180 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %182 = stablehlo.reduce(%163 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %183 = stablehlo.reshape %179 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %184 = stablehlo.transpose %128, dims = [1, 0] : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %185 = stablehlo.dot_general %183, %184, contracting_dims = [1] x [0] : (tensor<32x64xf32>, tensor<64x256xf32>) -> tensor<32x256xf32>
    %186 = stablehlo.transpose %183, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %187 = stablehlo.dot_general %186, %129, contracting_dims = [1] x [0] : (tensor<64x32xf32>, tensor<32x256xf32>) -> tensor<64x256xf32>
    %188 = stablehlo.transpose %187, dims = [1, 0] : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %189 = stablehlo.reduce(%183 init: %cst_1) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %190 = stablehlo.reshape %189 : (tensor<64xf32>) -> tensor<1x64xf32>
    %191 = stablehlo.reshape %190 : (tensor<1x64xf32>) -> tensor<64xf32>
    %192 = stablehlo.reshape %185 : (tensor<32x256xf32>) -> tensor<2x16x256xf32>
    %193 = stablehlo.transpose %188, dims = [1, 0] : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %194 = stablehlo.convert %cst_25 : (tensor<1xf64>) -> tensor<1xf32>
    %195 = stablehlo.reshape %194 : (tensor<1xf32>) -> tensor<f32>
    %196 = stablehlo.broadcast_in_dim %195, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %197 = stablehlo.multiply %97, %196 : tensor<2x16x256xf32>
    %198 = stablehlo.clamp %cst_6, %197, %cst_7 : tensor<2x16x256xf32>
    %199 = stablehlo.multiply %198, %198 : tensor<2x16x256xf32>
    %200 = stablehlo.multiply %cst_8, %199 : tensor<2x16x256xf32>
    %201 = stablehlo.add %200, %cst_9 : tensor<2x16x256xf32>
    %202 = stablehlo.multiply %201, %199 : tensor<2x16x256xf32>
    %203 = stablehlo.add %202, %cst_10 : tensor<2x16x256xf32>
    %204 = stablehlo.multiply %203, %199 : tensor<2x16x256xf32>
    %205 = stablehlo.add %204, %cst_11 : tensor<2x16x256xf32>
    %206 = stablehlo.multiply %205, %199 : tensor<2x16x256xf32>
    %207 = stablehlo.add %206, %cst_12 : tensor<2x16x256xf32>
    %208 = stablehlo.multiply %207, %199 : tensor<2x16x256xf32>
    %209 = stablehlo.add %208, %cst_13 : tensor<2x16x256xf32>
    %210 = stablehlo.multiply %209, %199 : tensor<2x16x256xf32>
    %211 = stablehlo.add %210, %cst_14 : tensor<2x16x256xf32>
    %212 = stablehlo.multiply %cst_15, %199 : tensor<2x16x256xf32>
    %213 = stablehlo.add %212, %cst_16 : tensor<2x16x256xf32>
    %214 = stablehlo.multiply %213, %199 : tensor<2x16x256xf32>
    %215 = stablehlo.add %214, %cst_17 : tensor<2x16x256xf32>
    %216 = stablehlo.multiply %215, %199 : tensor<2x16x256xf32>
    %217 = stablehlo.add %216, %cst_18 : tensor<2x16x256xf32>
    %218 = stablehlo.multiply %217, %199 : tensor<2x16x256xf32>
    %219 = stablehlo.add %218, %cst_19 : tensor<2x16x256xf32>
    %220 = stablehlo.multiply %198, %211 : tensor<2x16x256xf32>
    %221 = stablehlo.divide %220, %219 : tensor<2x16x256xf32>
    %222 = stablehlo.clamp %cst_20, %221, %cst_3 : tensor<2x16x256xf32>
    %223 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %224 = stablehlo.add %222, %223 : tensor<2x16x256xf32>
    %225 = stablehlo.convert %cst_26 : (tensor<1xf64>) -> tensor<1xf32>
    %226 = stablehlo.reshape %225 : (tensor<1xf32>) -> tensor<f32>
    %227 = stablehlo.broadcast_in_dim %226, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %228 = stablehlo.multiply %224, %227 : tensor<2x16x256xf32>
    %229 = stablehlo.multiply %97, %97 : tensor<2x16x256xf32>
    %230 = stablehlo.convert %cst_27 : (tensor<1xf64>) -> tensor<1xf32>
    %231 = stablehlo.reshape %230 : (tensor<1xf32>) -> tensor<f32>
    %232 = stablehlo.broadcast_in_dim %231, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %233 = stablehlo.multiply %229, %232 : tensor<2x16x256xf32>
    %234 = stablehlo.exponential %233 : tensor<2x16x256xf32>
    %235 = stablehlo.convert %cst_28 : (tensor<1xf64>) -> tensor<1xf32>
    %236 = stablehlo.reshape %235 : (tensor<1xf32>) -> tensor<f32>
    %237 = stablehlo.broadcast_in_dim %236, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %238 = stablehlo.multiply %234, %237 : tensor<2x16x256xf32>
    %239 = stablehlo.multiply %97, %238 : tensor<2x16x256xf32>
    %240 = stablehlo.add %228, %239 : tensor<2x16x256xf32>
    %241 = stablehlo.multiply %192, %240 : tensor<2x16x256xf32>
    %242 = stablehlo.reshape %241 : (tensor<2x16x256xf32>) -> tensor<32x256xf32>
    %243 = stablehlo.transpose %89, dims = [1, 0] : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %244 = stablehlo.dot_general %242, %243, contracting_dims = [1] x [0] : (tensor<32x256xf32>, tensor<256x64xf32>) -> tensor<32x64xf32>
    %245 = stablehlo.transpose %242, dims = [1, 0] : (tensor<32x256xf32>) -> tensor<256x32xf32>
    %246 = stablehlo.dot_general %245, %90, contracting_dims = [1] x [0] : (tensor<256x32xf32>, tensor<32x64xf32>) -> tensor<256x64xf32>
    %247 = stablehlo.transpose %246, dims = [1, 0] : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %248 = stablehlo.reduce(%242 init: %cst_1) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %249 = stablehlo.reshape %248 : (tensor<256xf32>) -> tensor<1x256xf32>
    %250 = stablehlo.reshape %249 : (tensor<1x256xf32>) -> tensor<256xf32>
    %251 = stablehlo.reshape %244 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %252 = stablehlo.add %179, %251 : tensor<2x16x64xf32>
    %253 = stablehlo.transpose %247, dims = [1, 0] : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %254 = stablehlo.multiply %252, %85 : tensor<2x16x64xf32>
    %255 = stablehlo.multiply %254, %165 : tensor<2x16x64xf32>
    %256 = stablehlo.reduce(%254 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %257 = stablehlo.reshape %256 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %258 = stablehlo.multiply %254, %84 : tensor<2x16x64xf32>
    %259 = stablehlo.reduce(%258 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %260 = stablehlo.reshape %259 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %261 = stablehlo.broadcast_in_dim %260, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %262 = stablehlo.multiply %84, %261 : tensor<2x16x64xf32>
    %263 = stablehlo.broadcast_in_dim %257, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %264 = stablehlo.subtract %255, %263 : tensor<2x16x64xf32>
    %265 = stablehlo.subtract %264, %262 : tensor<2x16x64xf32>
    %266 = stablehlo.divide %80, %74 : tensor<2x16x1xf32>
    %267 = stablehlo.broadcast_in_dim %266, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %268 = stablehlo.multiply %267, %265 : tensor<2x16x64xf32>
    %269 = stablehlo.multiply %252, %84 : tensor<2x16x64xf32>
    %270 = stablehlo.reduce(%269 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %271 = stablehlo.reduce(%252 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %272 = stablehlo.reshape %268 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %273 = stablehlo.transpose %46, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %274 = stablehlo.dot_general %272, %273, contracting_dims = [1] x [0] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %275 = stablehlo.transpose %272, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %276 = stablehlo.dot_general %275, %47, contracting_dims = [1] x [0] : (tensor<64x32xf32>, tensor<32x64xf32>) -> tensor<64x64xf32>
    %277 = stablehlo.transpose %276, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %278 = stablehlo.reduce(%272 init: %cst_1) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %279 = stablehlo.reshape %278 : (tensor<64xf32>) -> tensor<1x64xf32>
    %280 = stablehlo.reshape %279 : (tensor<1x64xf32>) -> tensor<64xf32>
    %281 = stablehlo.reshape %274 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %282 = stablehlo.transpose %277, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %283 = stablehlo.reshape %281 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %284 = stablehlo.transpose %283, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %285 = stablehlo.reshape %284 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %286 = stablehlo.transpose %39, dims = [0, 2, 1] : (tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %287 = stablehlo.broadcast_in_dim %285, dims = [0, 1, 2] : (tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %288 = stablehlo.dot_general %286, %287, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %289 = stablehlo.transpose %40, dims = [0, 2, 1] : (tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %290 = stablehlo.broadcast_in_dim %289, dims = [0, 1, 2] : (tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %291 = stablehlo.dot_general %285, %290, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %292 = stablehlo.reshape %288 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %293 = stablehlo.reshape %291 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %294 = stablehlo.multiply %293, %38 : tensor<2x4x16x16xf32>
    %295 = stablehlo.reduce(%294 init: %cst_1) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %296 = stablehlo.reshape %295 : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %297 = stablehlo.broadcast_in_dim %296, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %298 = stablehlo.multiply %38, %297 : tensor<2x4x16x16xf32>
    %299 = stablehlo.subtract %294, %298 : tensor<2x4x16x16xf32>
    %300 = stablehlo.divide %299, %28 : tensor<2x4x16x16xf32>
    %301 = stablehlo.reshape %300 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %302 = stablehlo.transpose %21, dims = [0, 2, 1] : (tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %303 = stablehlo.broadcast_in_dim %301, dims = [0, 1, 2] : (tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %304 = stablehlo.dot_general %302, %303, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %305 = stablehlo.transpose %22, dims = [0, 2, 1] : (tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %306 = stablehlo.broadcast_in_dim %305, dims = [0, 1, 2] : (tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %307 = stablehlo.dot_general %301, %306, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %308 = stablehlo.reshape %304 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %309 = stablehlo.reshape %307 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %310 = stablehlo.transpose %308, dims = [0, 1, 3, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %311 = stablehlo.transpose %292, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %312 = stablehlo.reshape %311 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %313 = stablehlo.transpose %310, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %314 = stablehlo.reshape %313 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %315 = stablehlo.transpose %309, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %316 = stablehlo.reshape %315 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %317 = stablehlo.concatenate %316, %314, %312, dim = 2 : (tensor<2x16x64xf32>, tensor<2x16x64xf32>, tensor<2x16x64xf32>) -> tensor<2x16x192xf32>
    %318 = stablehlo.reshape %317 : (tensor<2x16x192xf32>) -> tensor<32x192xf32>
    %319 = stablehlo.transpose %0, dims = [1, 0] : (tensor<64x192xf32>) -> tensor<192x64xf32>
    %320 = stablehlo.dot_general %318, %319, contracting_dims = [1] x [0] : (tensor<32x192xf32>, tensor<192x64xf32>) -> tensor<32x64xf32>
    %321 = stablehlo.transpose %318, dims = [1, 0] : (tensor<32x192xf32>) -> tensor<192x32xf32>
    %322 = stablehlo.dot_general %321, %1, contracting_dims = [1] x [0] : (tensor<192x32xf32>, tensor<32x64xf32>) -> tensor<192x64xf32>
    %323 = stablehlo.transpose %322, dims = [1, 0] : (tensor<192x64xf32>) -> tensor<64x192xf32>
    %324 = stablehlo.reduce(%318 init: %cst_1) applies stablehlo.add across dimensions = [0] : (tensor<32x192xf32>, tensor<f32>) -> tensor<192xf32>
    %325 = stablehlo.reshape %324 : (tensor<192xf32>) -> tensor<1x192xf32>
    %326 = stablehlo.reshape %325 : (tensor<1x192xf32>) -> tensor<192xf32>
    %327 = stablehlo.reshape %320 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %328 = stablehlo.add %268, %327 : tensor<2x16x64xf32>
    %329 = stablehlo.transpose %323, dims = [1, 0] : (tensor<64x192xf32>) -> tensor<192x64xf32>
    return %162, %328, %329, %326, %282, %280, %270, %271, %253, %250, %193, %191, %181, %182 : tensor<f32>, tensor<2x16x64xf32>, tensor<192x64xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256x64xf32>, tensor<256xf32>, tensor<64x256xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>
  }
}
