module {
  func.func @main(%arg0: tensor<2x16x64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64xf32>, %arg3: tensor<192x64xf32>, %arg4: tensor<192xf32>, %arg5: tensor<64x64xf32>, %arg6: tensor<64xf32>, %arg7: tensor<64xf32>, %arg8: tensor<64xf32>, %arg9: tensor<256x64xf32>, %arg10: tensor<256xf32>, %arg11: tensor<64x256xf32>, %arg12: tensor<64xf32>) -> tensor<2x16x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<2x4x16x16xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c = stablehlo.constant dense<true> : tensor<i1>
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
    %cst_21 = arith.constant dense<64> : tensor<1xi64>
    %cst_22 = arith.constant dense<9.9999999999999995E-7> : tensor<1xf64>
    %cst_23 = arith.constant dense<1> : tensor<1xi64>
    %cst_24 = arith.constant dense<5.000000e-01> : tensor<1xf64>
    %cst_25 = arith.constant dense<0xFFF0000000000000> : tensor<1xf64>
    %0 = stablehlo.convert %arg0 : (tensor<2x16x64xf32>) -> tensor<2x16x64xf64>
    %1 = stablehlo.reduce(%0 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf64>, tensor<f64>) -> tensor<2x16xf64>
    %2 = stablehlo.reshape %1 : (tensor<2x16xf64>) -> tensor<2x16x1xf64>
    %3 = stablehlo.convert %cst_21 : (tensor<1xi64>) -> tensor<1xf64>
    %4 = stablehlo.reshape %3 : (tensor<1xf64>) -> tensor<f64>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f64>) -> tensor<2x16x1xf64>
    %6 = stablehlo.divide %2, %5 : tensor<2x16x1xf64>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1, 2] : (tensor<2x16x1xf64>) -> tensor<2x16x64xf64>
    %8 = stablehlo.subtract %0, %7 : tensor<2x16x64xf64>
    %9 = stablehlo.multiply %8, %8 : tensor<2x16x64xf64>
    %10 = stablehlo.reduce(%9 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf64>, tensor<f64>) -> tensor<2x16xf64>
    %11 = stablehlo.reshape %10 : (tensor<2x16xf64>) -> tensor<2x16x1xf64>
    %12 = stablehlo.divide %11, %5 : tensor<2x16x1xf64>
    %13 = stablehlo.convert %12 : (tensor<2x16x1xf64>) -> tensor<2x16x1xf32>
    %14 = stablehlo.reduce(%arg0 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %15 = stablehlo.reshape %14 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %16 = stablehlo.convert %cst_21 : (tensor<1xi64>) -> tensor<1xf32>
    %17 = stablehlo.reshape %16 : (tensor<1xf32>) -> tensor<f32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %19 = stablehlo.divide %15, %18 : tensor<2x16x1xf32>
    %20 = stablehlo.convert %cst_22 : (tensor<1xf64>) -> tensor<1xf32>
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
    %36 = stablehlo.convert %cst_23 : (tensor<1xi64>) -> tensor<1xf32>
    %37 = stablehlo.reshape %36 : (tensor<1xf32>) -> tensor<f32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [] : (tensor<f32>) -> tensor<32x192xf32>
    %39 = stablehlo.multiply %35, %38 : tensor<32x192xf32>
    %40 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<192xf32>) -> tensor<32x192xf32>
    %41 = stablehlo.multiply %40, %38 : tensor<32x192xf32>
    %42 = stablehlo.add %39, %41 : tensor<32x192xf32>
    %43 = stablehlo.reshape %42 : (tensor<32x192xf32>) -> tensor<2x16x192xf32>
    %44 = stablehlo.reshape %43 : (tensor<2x16x192xf32>) -> tensor<2x16x3x4x16xf32>
    %45 = stablehlo.transpose %44, dims = [2, 0, 3, 1, 4] : (tensor<2x16x3x4x16xf32>) -> tensor<3x2x4x16x16xf32>
    %46 = stablehlo.slice %45 [0:1, 0:2, 0:4, 0:16, 0:16] : (tensor<3x2x4x16x16xf32>) -> tensor<1x2x4x16x16xf32>
    %47 = stablehlo.slice %45 [1:2, 0:2, 0:4, 0:16, 0:16] : (tensor<3x2x4x16x16xf32>) -> tensor<1x2x4x16x16xf32>
    %48 = stablehlo.slice %45 [2:3, 0:2, 0:4, 0:16, 0:16] : (tensor<3x2x4x16x16xf32>) -> tensor<1x2x4x16x16xf32>
    %49 = stablehlo.reshape %46 : (tensor<1x2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %50 = stablehlo.reshape %47 : (tensor<1x2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %51 = stablehlo.reshape %48 : (tensor<1x2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %52 = stablehlo.convert %cst_24 : (tensor<1xf64>) -> tensor<1xf32>
    %53 = stablehlo.reshape %52 : (tensor<1xf32>) -> tensor<f32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %55 = stablehlo.multiply %49, %54 : tensor<2x4x16x16xf32>
    %56 = stablehlo.transpose %50, dims = [0, 1, 3, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %57 = stablehlo.multiply %56, %54 : tensor<2x4x16x16xf32>
    %58 = stablehlo.reshape %55 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %59 = stablehlo.reshape %57 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [0, 1, 2] : (tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %61 = stablehlo.dot_general %58, %60, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %62 = stablehlo.reshape %61 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %63 = stablehlo.reduce(%62 init: %cst_2) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %64 = stablehlo.reshape %63 : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %66 = stablehlo.subtract %62, %65 : tensor<2x4x16x16xf32>
    %67 = stablehlo.exponential %66 : tensor<2x4x16x16xf32>
    %68 = stablehlo.reduce(%67 init: %cst_1) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %69 = stablehlo.reshape %68 : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %71 = stablehlo.divide %67, %70 : tensor<2x4x16x16xf32>
    %72 = stablehlo.convert %cst_25 : tensor<1xf64>
    %73 = stablehlo.reshape %72 : (tensor<1xf64>) -> tensor<f64>
    %74 = stablehlo.convert %73 : (tensor<f64>) -> tensor<f32>
    %75 = stablehlo.broadcast_in_dim %74, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %76 = stablehlo.compare EQ, %62, %75, FLOAT : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xi1>
    %77 = stablehlo.reduce(%76 init: %c) applies stablehlo.and across dimensions = [3] : (tensor<2x4x16x16xi1>, tensor<i1>) -> tensor<2x4x16xi1>
    %78 = stablehlo.reshape %77 : (tensor<2x4x16xi1>) -> tensor<2x4x16x1xi1>
    %79 = stablehlo.broadcast_in_dim %78, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xi1>) -> tensor<2x4x16x16xi1>
    %80 = stablehlo.broadcast_in_dim %cst, dims = [0, 1, 2, 3] : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %81 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2, 3] : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %82 = stablehlo.select %79, %80, %81 : tensor<2x4x16x16xi1>, tensor<2x4x16x16xf32>
    %83 = stablehlo.reshape %82 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %84 = stablehlo.reshape %51 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %85 = stablehlo.broadcast_in_dim %84, dims = [0, 1, 2] : (tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %86 = stablehlo.dot_general %83, %85, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %87 = stablehlo.reshape %86 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %88 = stablehlo.transpose %87, dims = [2, 0, 1, 3] : (tensor<2x4x16x16xf32>) -> tensor<16x2x4x16xf32>
    %89 = stablehlo.transpose %88, dims = [1, 2, 0, 3] : (tensor<16x2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %90 = stablehlo.transpose %89, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %91 = stablehlo.reshape %90 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %92 = stablehlo.transpose %arg5, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %93 = stablehlo.reshape %91 : (tensor<2x16x64xf32>) -> tensor<2x16x64xf32>
    %94 = stablehlo.broadcast_in_dim %92, dims = [1, 2] : (tensor<64x64xf32>) -> tensor<2x64x64xf32>
    %95 = stablehlo.reshape %94 : (tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %96 = stablehlo.broadcast_in_dim %95, dims = [0, 1, 2] : (tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %97 = stablehlo.dot_general %93, %96, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<2x16x64xf32>, tensor<2x64x64xf32>) -> tensor<2x16x64xf32>
    %98 = stablehlo.reshape %97 : (tensor<2x16x64xf32>) -> tensor<2x16x64xf32>
    %99 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %100 = stablehlo.add %98, %99 : tensor<2x16x64xf32>
    %101 = stablehlo.add %arg0, %100 : tensor<2x16x64xf32>
    %102 = stablehlo.convert %101 : (tensor<2x16x64xf32>) -> tensor<2x16x64xf64>
    %103 = stablehlo.reduce(%102 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf64>, tensor<f64>) -> tensor<2x16xf64>
    %104 = stablehlo.reshape %103 : (tensor<2x16xf64>) -> tensor<2x16x1xf64>
    %105 = stablehlo.divide %104, %5 : tensor<2x16x1xf64>
    %106 = stablehlo.broadcast_in_dim %105, dims = [0, 1, 2] : (tensor<2x16x1xf64>) -> tensor<2x16x64xf64>
    %107 = stablehlo.subtract %102, %106 : tensor<2x16x64xf64>
    %108 = stablehlo.multiply %107, %107 : tensor<2x16x64xf64>
    %109 = stablehlo.reduce(%108 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf64>, tensor<f64>) -> tensor<2x16xf64>
    %110 = stablehlo.reshape %109 : (tensor<2x16xf64>) -> tensor<2x16x1xf64>
    %111 = stablehlo.divide %110, %5 : tensor<2x16x1xf64>
    %112 = stablehlo.convert %111 : (tensor<2x16x1xf64>) -> tensor<2x16x1xf32>
    %113 = stablehlo.reduce(%101 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %114 = stablehlo.reshape %113 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %115 = stablehlo.divide %114, %18 : tensor<2x16x1xf32>
    %116 = stablehlo.add %112, %22 : tensor<2x16x1xf32>
    %117 = stablehlo.rsqrt %116 : tensor<2x16x1xf32>
    %118 = stablehlo.broadcast_in_dim %115, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %119 = stablehlo.subtract %101, %118 : tensor<2x16x64xf32>
    %120 = stablehlo.broadcast_in_dim %117, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %121 = stablehlo.multiply %119, %120 : tensor<2x16x64xf32>
    %122 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %123 = stablehlo.multiply %121, %122 : tensor<2x16x64xf32>
    %124 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %125 = stablehlo.add %123, %124 : tensor<2x16x64xf32>
    %126 = stablehlo.reshape %125 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %127 = stablehlo.transpose %arg9, dims = [1, 0] : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %128 = stablehlo.dot_general %126, %127, contracting_dims = [1] x [0] : (tensor<32x64xf32>, tensor<64x256xf32>) -> tensor<32x256xf32>
    %129 = stablehlo.broadcast_in_dim %37, dims = [] : (tensor<f32>) -> tensor<32x256xf32>
    %130 = stablehlo.multiply %128, %129 : tensor<32x256xf32>
    %131 = stablehlo.broadcast_in_dim %arg10, dims = [1] : (tensor<256xf32>) -> tensor<32x256xf32>
    %132 = stablehlo.multiply %131, %129 : tensor<32x256xf32>
    %133 = stablehlo.add %130, %132 : tensor<32x256xf32>
    %134 = stablehlo.reshape %133 : (tensor<32x256xf32>) -> tensor<2x16x256xf32>
    %135 = stablehlo.multiply %134, %cst_5 : tensor<2x16x256xf32>
    %136 = stablehlo.rsqrt %cst_4 : tensor<2x16x256xf32>
    %137 = stablehlo.multiply %134, %136 : tensor<2x16x256xf32>
    %138 = stablehlo.clamp %cst_6, %137, %cst_7 : tensor<2x16x256xf32>
    %139 = stablehlo.multiply %138, %138 : tensor<2x16x256xf32>
    %140 = stablehlo.multiply %cst_8, %139 : tensor<2x16x256xf32>
    %141 = stablehlo.add %140, %cst_9 : tensor<2x16x256xf32>
    %142 = stablehlo.multiply %141, %139 : tensor<2x16x256xf32>
    %143 = stablehlo.add %142, %cst_10 : tensor<2x16x256xf32>
    %144 = stablehlo.multiply %143, %139 : tensor<2x16x256xf32>
    %145 = stablehlo.add %144, %cst_11 : tensor<2x16x256xf32>
    %146 = stablehlo.multiply %145, %139 : tensor<2x16x256xf32>
    %147 = stablehlo.add %146, %cst_12 : tensor<2x16x256xf32>
    %148 = stablehlo.multiply %147, %139 : tensor<2x16x256xf32>
    %149 = stablehlo.add %148, %cst_13 : tensor<2x16x256xf32>
    %150 = stablehlo.multiply %149, %139 : tensor<2x16x256xf32>
    %151 = stablehlo.add %150, %cst_14 : tensor<2x16x256xf32>
    %152 = stablehlo.multiply %cst_15, %139 : tensor<2x16x256xf32>
    %153 = stablehlo.add %152, %cst_16 : tensor<2x16x256xf32>
    %154 = stablehlo.multiply %153, %139 : tensor<2x16x256xf32>
    %155 = stablehlo.add %154, %cst_17 : tensor<2x16x256xf32>
    %156 = stablehlo.multiply %155, %139 : tensor<2x16x256xf32>
    %157 = stablehlo.add %156, %cst_18 : tensor<2x16x256xf32>
    %158 = stablehlo.multiply %157, %139 : tensor<2x16x256xf32>
    %159 = stablehlo.add %158, %cst_19 : tensor<2x16x256xf32>
    %160 = stablehlo.multiply %138, %151 : tensor<2x16x256xf32>
    %161 = stablehlo.divide %160, %159 : tensor<2x16x256xf32>
    %162 = stablehlo.clamp %cst_20, %161, %cst_3 : tensor<2x16x256xf32>
    %163 = stablehlo.add %162, %cst_3 : tensor<2x16x256xf32>
    %164 = stablehlo.multiply %163, %135 : tensor<2x16x256xf32>
    %165 = stablehlo.reshape %164 : (tensor<2x16x256xf32>) -> tensor<32x256xf32>
    %166 = stablehlo.transpose %arg11, dims = [1, 0] : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %167 = stablehlo.dot_general %165, %166, contracting_dims = [1] x [0] : (tensor<32x256xf32>, tensor<256x64xf32>) -> tensor<32x64xf32>
    %168 = stablehlo.broadcast_in_dim %37, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %169 = stablehlo.multiply %167, %168 : tensor<32x64xf32>
    %170 = stablehlo.broadcast_in_dim %arg12, dims = [1] : (tensor<64xf32>) -> tensor<32x64xf32>
    %171 = stablehlo.multiply %170, %168 : tensor<32x64xf32>
    %172 = stablehlo.add %169, %171 : tensor<32x64xf32>
    %173 = stablehlo.reshape %172 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %174 = stablehlo.add %101, %173 : tensor<2x16x64xf32>
    return %174 : tensor<2x16x64xf32>
  }
}
