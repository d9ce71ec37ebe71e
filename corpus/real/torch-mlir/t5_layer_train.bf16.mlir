module {
  func.func @main(%arg0: tensor<2x16x64xbf16>, %arg1: tensor<2x16x64xbf16>, %arg2: tensor<64xbf16>, %arg3: tensor<64xbf16>, %arg4: tensor<64x64xbf16>, %arg5: tensor<64x64xbf16>, %arg6: tensor<64x64xbf16>, %arg7: tensor<64x64xbf16>, %arg8: tensor<32x4xbf16>, %arg9: tensor<256x64xbf16>, %arg10: tensor<256x64xbf16>, %arg11: tensor<64x256xbf16>) -> (tensor<bf16>, tensor<2x16x64xbf16>, tensor<64xbf16>, tensor<64xbf16>, tensor<64x64xbf16>, tensor<64x64xbf16>, tensor<64x64xbf16>, tensor<64x64xbf16>, tensor<32x4xbf16>, tensor<256x64xbf16>, tensor<256x64xbf16>, tensor<64x256xbf16>) {
    %c = stablehlo.constant dense<31> : tensor<i64>
    %c_0 = stablehlo.constant dense<-32> : tensor<i64>
    %c_1 = stablehlo.constant dense<-1> : tensor<16x16xi64>
    %c_2 = stablehlo.constant dense<32> : tensor<16x16xi64>
    %c_3 = stablehlo.constant dense<15> : tensor<i64>
    %c_4 = stablehlo.constant dense<8> : tensor<16x16xi64>
    %c_5 = stablehlo.constant dense<16> : tensor<16x16xi64>
    %c_6 = stablehlo.constant dense<0> : tensor<16x16xi64>
    %c_7 = stablehlo.constant dense<0> : tensor<16xi64>
    %c_8 = stablehlo.constant dense<1> : tensor<16xi64>
    %c_9 = stablehlo.constant dense<16> : tensor<i64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<32x4xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<2x16x64xbf16>
    %c_12 = stablehlo.constant dense<1> : tensor<i64>
    %c_13 = stablehlo.constant dense<-9223372036854775808> : tensor<i64>
    %cst_14 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %cst_16 = arith.constant dense<2> : tensor<1xi64>
    %cst_17 = arith.constant dense<64> : tensor<1xi64>
    %cst_18 = arith.constant dense<9.9999999999999995E-7> : tensor<1xf64>
    %cst_19 = arith.constant dense<1> : tensor<1xi64>
    %cst_20 = arith.constant dense<8> : tensor<1xi64>
    %cst_21 = arith.constant dense<2.7725887222397811> : tensor<1xf64>
    %cst_22 = arith.constant dense<5.000000e-01> : tensor<1xf64>
    %cst_23 = arith.constant dense<3> : tensor<1xi64>
    %cst_24 = arith.constant dense<4.471500e-02> : tensor<1xf64>
    %cst_25 = arith.constant dense<0.79788456080286541> : tensor<1xf64>
    %cst_26 = arith.constant dense<1.000000e+00> : tensor<1xf64>
    %cst_27 = arith.constant dense<3.000000e+00> : tensor<1xf64>
    %cst_28 = arith.constant dense<-5.000000e-01> : tensor<1xf64>
    %cst_29 = arith.constant dense<2.000000e+00> : tensor<1xf64>
    %0 = stablehlo.convert %arg0 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %1 = stablehlo.convert %cst_16 : (tensor<1xi64>) -> tensor<1xf32>
    %2 = stablehlo.reshape %1 : (tensor<1xf32>) -> tensor<f32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %4 = stablehlo.power %0, %3 : tensor<2x16x64xf32>
    %5 = stablehlo.reduce(%4 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %6 = stablehlo.reshape %5 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %7 = stablehlo.convert %cst_17 : (tensor<1xi64>) -> tensor<1xf32>
    %8 = stablehlo.reshape %7 : (tensor<1xf32>) -> tensor<f32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %10 = stablehlo.divide %6, %9 : tensor<2x16x1xf32>
    %11 = stablehlo.convert %cst_18 : (tensor<1xf64>) -> tensor<1xf32>
    %12 = stablehlo.reshape %11 : (tensor<1xf32>) -> tensor<f32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %14 = stablehlo.add %10, %13 : tensor<2x16x1xf32>
    %15 = stablehlo.rsqrt %14 : tensor<2x16x1xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %17 = stablehlo.multiply %0, %16 : tensor<2x16x64xf32>
    %18 = stablehlo.convert %17 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %19 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<64xbf16>) -> tensor<2x16x64xbf16>
    %20 = stablehlo.multiply %19, %18 : tensor<2x16x64xbf16>
    %21 = stablehlo.transpose %arg4, dims = [1, 0] : (tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %22 = stablehlo.reshape %20 : (tensor<2x16x64xbf16>) -> tensor<32x64xbf16>
    %23 = stablehlo.dot_general %22, %21, contracting_dims = [1] x [0] : (tensor<32x64xbf16>, tensor<64x64xbf16>) -> tensor<32x64xbf16>
    %24 = stablehlo.reshape %23 : (tensor<32x64xbf16>) -> tensor<2x16x64xbf16>
    %25 = stablehlo.reshape %24 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %26 = stablehlo.transpose %25, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %27 = stablehlo.transpose %arg5, dims = [1, 0] : (tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %28 = stablehlo.dot_general %22, %27, contracting_dims = [1] x [0] : (tensor<32x64xbf16>, tensor<64x64xbf16>) -> tensor<32x64xbf16>
    %29 = stablehlo.reshape %28 : (tensor<32x64xbf16>) -> tensor<2x16x64xbf16>
    %30 = stablehlo.reshape %29 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %31 = stablehlo.transpose %30, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %32 = stablehlo.transpose %arg6, dims = [1, 0] : (tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %33 = stablehlo.dot_general %22, %32, contracting_dims = [1] x [0] : (tensor<32x64xbf16>, tensor<64x64xbf16>) -> tensor<32x64xbf16>
    %34 = stablehlo.reshape %33 : (tensor<32x64xbf16>) -> tensor<2x16x64xbf16>
    %35 = stablehlo.reshape %34 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %36 = stablehlo.transpose %35, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %37 = stablehlo.convert %c_12 : (tensor<i64>) -> tensor<f64>
    %38 = stablehlo.convert %c_9 : (tensor<i64>) -> tensor<f64>
    %39 = stablehlo.divide %38, %37 : tensor<f64>
    %40 = stablehlo.ceil %39 : tensor<f64>
    %41 = stablehlo.convert %40 : (tensor<f64>) -> tensor<i64>
    %42 = stablehlo.reshape %41 : (tensor<i64>) -> tensor<1xi64>
    %43 = stablehlo.dynamic_iota %42, dim = 0 : (tensor<1xi64>) -> tensor<16xi64>
    %44 = stablehlo.multiply %43, %c_8 : tensor<16xi64>
    %45 = stablehlo.add %44, %c_7 : tensor<16xi64>
    %46 = stablehlo.reshape %45 : (tensor<16xi64>) -> tensor<1x16xi64>
    %47 = stablehlo.reshape %45 : (tensor<16xi64>) -> tensor<16x1xi64>
    %48 = stablehlo.broadcast_in_dim %46, dims = [0, 1] : (tensor<1x16xi64>) -> tensor<16x16xi64>
    %49 = stablehlo.broadcast_in_dim %47, dims = [0, 1] : (tensor<16x1xi64>) -> tensor<16x16xi64>
    %50 = stablehlo.subtract %48, %49 : tensor<16x16xi64>
    %51 = stablehlo.compare GT, %50, %c_6, SIGNED : (tensor<16x16xi64>, tensor<16x16xi64>) -> tensor<16x16xi1>
    %52 = stablehlo.convert %51 : (tensor<16x16xi1>) -> tensor<16x16xi64>
    %53 = stablehlo.multiply %52, %c_5 : tensor<16x16xi64>
    %54 = stablehlo.abs %50 : tensor<16x16xi64>
    %55 = stablehlo.convert %54 : (tensor<16x16xi64>) -> tensor<16x16xf32>
    %56 = stablehlo.convert %cst_20 : (tensor<1xi64>) -> tensor<1xf32>
    %57 = stablehlo.reshape %56 : (tensor<1xf32>) -> tensor<f32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %59 = stablehlo.divide %55, %58 : tensor<16x16xf32>
    %60 = stablehlo.log %59 : tensor<16x16xf32>
    %61 = stablehlo.convert %cst_21 : (tensor<1xf64>) -> tensor<1xf32>
    %62 = stablehlo.reshape %61 : (tensor<1xf32>) -> tensor<f32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %64 = stablehlo.divide %60, %63 : tensor<16x16xf32>
    %65 = stablehlo.multiply %64, %58 : tensor<16x16xf32>
    %66 = stablehlo.convert %65 : (tensor<16x16xf32>) -> tensor<16x16xi64>
    %67 = stablehlo.add %66, %c_4 : tensor<16x16xi64>
    %68 = stablehlo.clamp %c_13, %67, %c_3 : (tensor<i64>, tensor<16x16xi64>, tensor<i64>) -> tensor<16x16xi64>
    %69 = stablehlo.compare LT, %54, %c_4, SIGNED : (tensor<16x16xi64>, tensor<16x16xi64>) -> tensor<16x16xi1>
    %70 = stablehlo.broadcast_in_dim %69, dims = [0, 1] : (tensor<16x16xi1>) -> tensor<16x16xi1>
    %71 = stablehlo.broadcast_in_dim %54, dims = [0, 1] : (tensor<16x16xi64>) -> tensor<16x16xi64>
    %72 = stablehlo.broadcast_in_dim %68, dims = [0, 1] : (tensor<16x16xi64>) -> tensor<16x16xi64>
    %73 = stablehlo.select %70, %71, %72 : tensor<16x16xi1>, tensor<16x16xi64>
    %74 = stablehlo.add %53, %73 : tensor<16x16xi64>
    %75 = "stablehlo.gather"(%arg8, %74) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4>}> : (tensor<32x4xbf16>, tensor<16x16xi64>) -> tensor<16x16x4xbf16>
    %76 = stablehlo.convert %75 : tensor<16x16x4xbf16>
    %77 = stablehlo.transpose %76, dims = [2, 0, 1] : (tensor<16x16x4xbf16>) -> tensor<4x16x16xbf16>
    %78 = stablehlo.reshape %77 : (tensor<4x16x16xbf16>) -> tensor<1x4x16x16xbf16>
    %79 = stablehlo.transpose %31, dims = [0, 1, 3, 2] : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %80 = stablehlo.reshape %26 : (tensor<2x4x16x16xbf16>) -> tensor<8x16x16xbf16>
    %81 = stablehlo.reshape %79 : (tensor<2x4x16x16xbf16>) -> tensor<8x16x16xbf16>
    %82 = stablehlo.broadcast_in_dim %81, dims = [0, 1, 2] : (tensor<8x16x16xbf16>) -> tensor<8x16x16xbf16>
    %83 = stablehlo.dot_general %80, %82, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x16x16xbf16>, tensor<8x16x16xbf16>) -> tensor<8x16x16xbf16>
    %84 = stablehlo.reshape %83 : (tensor<8x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %85 = stablehlo.broadcast_in_dim %78, dims = [0, 1, 2, 3] : (tensor<1x4x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %86 = stablehlo.add %84, %85 : tensor<2x4x16x16xbf16>
    %87 = stablehlo.convert %86 : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xf32>
    %88 = stablehlo.reduce(%87 init: %cst_14) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %89 = stablehlo.reshape %88 : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %90 = stablehlo.broadcast_in_dim %89, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %91 = stablehlo.subtract %87, %90 : tensor<2x4x16x16xf32>
    %92 = stablehlo.exponential %91 : tensor<2x4x16x16xf32>
    %93 = stablehlo.reduce(%92 init: %cst) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %94 = stablehlo.reshape %93 : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %95 = stablehlo.broadcast_in_dim %94, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %96 = stablehlo.divide %92, %95 : tensor<2x4x16x16xf32>
    %97 = stablehlo.convert %96 : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xbf16>
    %98 = stablehlo.reshape %97 : (tensor<2x4x16x16xbf16>) -> tensor<8x16x16xbf16>
    %99 = stablehlo.reshape %36 : (tensor<2x4x16x16xbf16>) -> tensor<8x16x16xbf16>
    %100 = stablehlo.broadcast_in_dim %99, dims = [0, 1, 2] : (tensor<8x16x16xbf16>) -> tensor<8x16x16xbf16>
    %101 = stablehlo.dot_general %98, %100, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x16x16xbf16>, tensor<8x16x16xbf16>) -> tensor<8x16x16xbf16>
    %102 = stablehlo.reshape %101 : (tensor<8x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %103 = stablehlo.transpose %102, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xbf16>) -> tensor<2x16x4x16xbf16>
    %104 = stablehlo.reshape %103 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x64xbf16>
    %105 = stablehlo.transpose %arg7, dims = [1, 0] : (tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %106 = stablehlo.reshape %104 : (tensor<2x16x64xbf16>) -> tensor<32x64xbf16>
    %107 = stablehlo.dot_general %106, %105, contracting_dims = [1] x [0] : (tensor<32x64xbf16>, tensor<64x64xbf16>) -> tensor<32x64xbf16>
    %108 = stablehlo.reshape %107 : (tensor<32x64xbf16>) -> tensor<2x16x64xbf16>
    %109 = stablehlo.add %arg0, %108 : tensor<2x16x64xbf16>
    %110 = stablehlo.convert %109 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %111 = stablehlo.power %110, %3 : tensor<2x16x64xf32>
    %112 = stablehlo.reduce(%111 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %113 = stablehlo.reshape %112 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %114 = stablehlo.divide %113, %9 : tensor<2x16x1xf32>
    %115 = stablehlo.add %114, %13 : tensor<2x16x1xf32>
    %116 = stablehlo.rsqrt %115 : tensor<2x16x1xf32>
    %117 = stablehlo.broadcast_in_dim %116, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %118 = stablehlo.multiply %110, %117 : tensor<2x16x64xf32>
    %119 = stablehlo.convert %118 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %120 = stablehlo.broadcast_in_dim %arg3, dims = [2] : (tensor<64xbf16>) -> tensor<2x16x64xbf16>
    %121 = stablehlo.multiply %120, %119 : tensor<2x16x64xbf16>
    %122 = stablehlo.transpose %arg9, dims = [1, 0] : (tensor<256x64xbf16>) -> tensor<64x256xbf16>
    %123 = stablehlo.reshape %121 : (tensor<2x16x64xbf16>) -> tensor<32x64xbf16>
    %124 = stablehlo.dot_general %123, %122, contracting_dims = [1] x [0] : (tensor<32x64xbf16>, tensor<64x256xbf16>) -> tensor<32x256xbf16>
    %125 = stablehlo.reshape %124 : (tensor<32x256xbf16>) -> tensor<2x16x256xbf16>
    %126 = stablehlo.convert %cst_22 : (tensor<1xf64>) -> tensor<1xbf16>
    %127 = stablehlo.reshape %126 : (tensor<1xbf16>) -> tensor<bf16>
    %128 = stablehlo.broadcast_in_dim %127, dims = [] : (tensor<bf16>) -> tensor<2x16x256xbf16>
    %129 = stablehlo.multiply %125, %128 : tensor<2x16x256xbf16>
    %130 = stablehlo.convert %cst_23 : (tensor<1xi64>) -> tensor<1xbf16>
    %131 = stablehlo.reshape %130 : (tensor<1xbf16>) -> tensor<bf16>
    %132 = stablehlo.broadcast_in_dim %131, dims = [] : (tensor<bf16>) -> tensor<2x16x256xbf16>
    %133 = stablehlo.power %125, %132 : tensor<2x16x256xbf16>
    %134 = stablehlo.convert %cst_24 : (tensor<1xf64>) -> tensor<1xbf16>
    %135 = stablehlo.reshape %134 : (tensor<1xbf16>) -> tensor<bf16>
    %136 = stablehlo.broadcast_in_dim %135, dims = [] : (tensor<bf16>) -> tensor<2x16x256xbf16>
    %137 = stablehlo.multiply %133, %136 : tensor<2x16x256xbf16>
    %138 = stablehlo.add %125, %137 : tensor<2x16x256xbf16>
    %139 = stablehlo.convert %cst_25 : (tensor<1xf64>) -> tensor<1xbf16>
    %140 = stablehlo.reshape %139 : (tensor<1xbf16>) -> tensor<bf16>
    %141 = stablehlo.broadcast_in_dim %140, dims = [] : (tensor<bf16>) -> tensor<2x16x256xbf16>
    %142 = stablehlo.multiply %138, %141 : tensor<2x16x256xbf16>
    %143 = stablehlo.tanh %142 : tensor<2x16x256xbf16>
    %144 = stablehlo.convert %cst_26 : (tensor<1xf64>) -> tensor<1xbf16>
    %145 = stablehlo.reshape %144 : (tensor<1xbf16>) -> tensor<bf16>
    %146 = stablehlo.broadcast_in_dim %145, dims = [] : (tensor<bf16>) -> tensor<2x16x256xbf16>
    %147 = stablehlo.add %143, %146 : tensor<2x16x256xbf16>
    %148 = stablehlo.multiply %129, %147 : tensor<2x16x256xbf16>
    %149 = stablehlo.transpose %arg10, dims = [1, 0] : (tensor<256x64xbf16>) -> tensor<64x256xbf16>
    %150 = stablehlo.dot_general %123, %149, contracting_dims = [1] x [0] : (tensor<32x64xbf16>, tensor<64x256xbf16>) -> tensor<32x256xbf16>
    %151 = stablehlo.reshape %150 : (tensor<32x256xbf16>) -> tensor<2x16x256xbf16>
    %152 = stablehlo.multiply %148, %151 : tensor<2x16x256xbf16>
    %153 = stablehlo.transpose %arg11, dims = [1, 0] : (tensor<64x256xbf16>) -> tensor<256x64xbf16>
    %154 = stablehlo.reshape %152 : (tensor<2x16x256xbf16>) -> tensor<32x256xbf16>
    %155 = stablehlo.dot_general %154, %153, contracting_dims = [1] x [0] : (tensor<32x256xbf16>, tensor<256x64xbf16>) -> tensor<32x64xbf16>
    %156 = stablehlo.reshape %155 : (tensor<32x64xbf16>) -> tensor<2x16x64xbf16>
    %157 = stablehlo.add %109, %156 : tensor<2x16x64xbf16>
    %158 = stablehlo.multiply %157, %arg1 : tensor<2x16x64xbf16>
    %159 = stablehlo.reduce(%158 init: %cst_15) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x16x64xbf16>, tensor<bf16>) -> tensor<bf16>
    %160 = stablehlo.multiply %arg1, %cst_11 : tensor<2x16x64xbf16>
    %161 = stablehlo.reshape %160 : (tensor<2x16x64xbf16>) -> tensor<32x64xbf16>
    %162 = stablehlo.transpose %161, dims = [1, 0] : (tensor<32x64xbf16>) -> tensor<64x32xbf16>
    %163 = stablehlo.dot_general %162, %154, contracting_dims = [1] x [0] : (tensor<64x32xbf16>, tensor<32x256xbf16>) -> tensor<64x256xbf16>
    %164 = stablehlo.transpose %163, dims = [1, 0] : (tensor<64x256xbf16>) -> tensor<256x64xbf16>
    %165 = stablehlo.transpose %153, dims = [1, 0] : (tensor<256x64xbf16>) -> tensor<64x256xbf16>
    %166 = stablehlo.dot_general %161, %165, contracting_dims = [1] x [0] : (tensor<32x64xbf16>, tensor<64x256xbf16>) -> tensor<32x256xbf16>
    %167 = stablehlo.reshape %166 : (tensor<32x256xbf16>) -> tensor<2x16x256xbf16>
    %168 = stablehlo.transpose %164, dims = [1, 0] : (tensor<256x64xbf16>) -> tensor<64x256xbf16>
    %169 = stablehlo.multiply %167, %148 : tensor<2x16x256xbf16>
    %170 = stablehlo.multiply %167, %151 : tensor<2x16x256xbf16>
    %171 = stablehlo.reshape %169 : (tensor<2x16x256xbf16>) -> tensor<32x256xbf16>
    %172 = stablehlo.transpose %171, dims = [1, 0] : (tensor<32x256xbf16>) -> tensor<256x32xbf16>
    %173 = stablehlo.dot_general %172, %123, contracting_dims = [1] x [0] : (tensor<256x32xbf16>, tensor<32x64xbf16>) -> tensor<256x64xbf16>
    %174 = stablehlo.transpose %173, dims = [1, 0] : (tensor<256x64xbf16>) -> tensor<64x256xbf16>
    %175 = stablehlo.transpose %149, dims = [1, 0] : (tensor<64x256xbf16>) -> tensor<256x64xbf16>
    %176 = stablehlo.dot_general %171, %175, contracting_dims = [1] x [0] : (tensor<32x256xbf16>, tensor<256x64xbf16>) -> tensor<32x64xbf16>
    %177 = stablehlo.reshape %176 : (tensor<32x64xbf16>) -> tensor<2x16x64xbf16>
    %178 = stablehlo.transpose %174, dims = [1, 0] : (tensor<64x256xbf16>) -> tensor<256x64xbf16>
    %179 = stablehlo.multiply %170, %129 : tensor<2x16x256xbf16>
    %180 = stablehlo.multiply %170, %147 : tensor<2x16x256xbf16>
    %181 = stablehlo.convert %179 : (tensor<2x16x256xbf16>) -> tensor<2x16x256xf32>
    %182 = stablehlo.convert %143 : (tensor<2x16x256xbf16>) -> tensor<2x16x256xf32>
    %183 = stablehlo.multiply %182, %182 : tensor<2x16x256xf32>
    %184 = stablehlo.convert %c_12 : (tensor<i64>) -> tensor<f32>
    %185 = stablehlo.broadcast_in_dim %184, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %186 = stablehlo.subtract %185, %183 : tensor<2x16x256xf32>
    %187 = stablehlo.multiply %181, %186 : tensor<2x16x256xf32>
    %188 = stablehlo.convert %187 : (tensor<2x16x256xf32>) -> tensor<2x16x256xbf16>
    %189 = stablehlo.multiply %188, %141 : tensor<2x16x256xbf16>
    %190 = stablehlo.multiply %189, %136 : tensor<2x16x256xbf16>
    %191 = stablehlo.convert %cst_16 : (tensor<1xi64>) -> tensor<1xbf16>
    %192 = stablehlo.reshape %191 : (tensor<1xbf16>) -> tensor<bf16>
    %193 = stablehlo.broadcast_in_dim %192, dims = [] : (tensor<bf16>) -> tensor<2x16x256xbf16>
    %194 = stablehlo.power %125, %193 : tensor<2x16x256xbf16>
    %195 = stablehlo.convert %cst_27 : (tensor<1xf64>) -> tensor<1xbf16>
    %196 = stablehlo.reshape %195 : (tensor<1xbf16>) -> tensor<bf16>
    %197 = stablehlo.broadcast_in_dim %196, dims = [] : (tensor<bf16>) -> tensor<2x16x256xbf16>
    %198 = stablehlo.multiply %194, %197 : tensor<2x16x256xbf16>
    %199 = stablehlo.multiply %190, %198 : tensor<2x16x256xbf16>
    %200 = stablehlo.add %189, %199 : tensor<2x16x256xbf16>
    %201 = stablehlo.multiply %180, %128 : tensor<2x16x256xbf16>
    %202 = stablehlo.add %200, %201 : tensor<2x16x256xbf16>
    %203 = stablehlo.reshape %202 : (tensor<2x16x256xbf16>) -> tensor<32x256xbf16>
    %204 = stablehlo.transpose %203, dims = [1, 0] : (tensor<32x256xbf16>) -> tensor<256x32xbf16>
    %205 = stablehlo.dot_general %204, %123, contracting_dims = [1] x [0] : (tensor<256x32xbf16>, tensor<32x64xbf16>) -> tensor<256x64xbf16>
    %206 = stablehlo.transpose %205, dims = [1, 0] : (tensor<256x64xbf16>) -> tensor<64x256xbf16>
    %207 = stablehlo.transpose %122, dims = [1, 0] : (tensor<64x256xbf16>) -> tensor<256x64xbf16>
    %208 = stablehlo.dot_general %203, %207, contracting_dims = [1] x [0] : (tensor<32x256xbf16>, tensor<256x64xbf16>) -> tensor<32x64xbf16>
    %209 = stablehlo.reshape %208 : (tensor<32x64xbf16>) -> tensor<2x16x64xbf16>
    %210 = stablehlo.add %177, %209 : tensor<2x16x64xbf16>
    %211 = stablehlo.transpose %206, dims = [1, 0] : (tensor<64x256xbf16>) -> tensor<256x64xbf16>
    %212 = stablehlo.multiply %210, %120 : tensor<2x16x64xbf16>
    %213 = stablehlo.multiply %210, %119 : tensor<2x16x64xbf16>
    %214 = stablehlo.reduce(%213 init: %cst_15) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %215 = stablehlo.reshape %214 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %216 = stablehlo.reshape %215 : (tensor<1x1x64xbf16>) -> tensor<64xbf16>
    %217 = stablehlo.convert %212 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %218 = stablehlo.multiply %217, %110 : tensor<2x16x64xf32>
    %219 = stablehlo.multiply %217, %117 : tensor<2x16x64xf32>
    %220 = stablehlo.convert %219 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %221 = stablehlo.reduce(%218 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %222 = stablehlo.reshape %221 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %223 = stablehlo.add %160, %220 : tensor<2x16x64xbf16>
    %224 = stablehlo.convert %cst_23 : (tensor<1xi64>) -> tensor<1xf32>
    %225 = stablehlo.reshape %224 : (tensor<1xf32>) -> tensor<f32>
    %226 = stablehlo.broadcast_in_dim %225, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %227 = stablehlo.power %116, %226 : tensor<2x16x1xf32>
    %228 = stablehlo.convert %cst_28 : (tensor<1xf64>) -> tensor<1xf32>
    %229 = stablehlo.reshape %228 : (tensor<1xf32>) -> tensor<f32>
    %230 = stablehlo.broadcast_in_dim %229, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %231 = stablehlo.multiply %222, %230 : tensor<2x16x1xf32>
    %232 = stablehlo.multiply %231, %227 : tensor<2x16x1xf32>
    %233 = stablehlo.broadcast_in_dim %232, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %234 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %235 = stablehlo.divide %233, %234 : tensor<2x16x64xf32>
    %236 = stablehlo.convert %cst_19 : (tensor<1xi64>) -> tensor<1xf32>
    %237 = stablehlo.reshape %236 : (tensor<1xf32>) -> tensor<f32>
    %238 = stablehlo.broadcast_in_dim %237, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %239 = stablehlo.power %110, %238 : tensor<2x16x64xf32>
    %240 = stablehlo.convert %cst_29 : (tensor<1xf64>) -> tensor<1xf32>
    %241 = stablehlo.reshape %240 : (tensor<1xf32>) -> tensor<f32>
    %242 = stablehlo.broadcast_in_dim %241, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %243 = stablehlo.multiply %239, %242 : tensor<2x16x64xf32>
    %244 = stablehlo.multiply %235, %243 : tensor<2x16x64xf32>
    %245 = stablehlo.convert %244 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %246 = stablehlo.add %223, %245 : tensor<2x16x64xbf16>
    %247 = stablehlo.reshape %246 : (tensor<2x16x64xbf16>) -> tensor<32x64xbf16>
    %248 = stablehlo.transpose %247, dims = [1, 0] : (tensor<32x64xbf16>) -> tensor<64x32xbf16>
    %249 = stablehlo.dot_general %248, %106, contracting_dims = [1] x [0] : (tensor<64x32xbf16>, tensor<32x64xbf16>) -> tensor<64x64xbf16>
    %250 = stablehlo.transpose %249, dims = [1, 0] : (tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %251 = stablehlo.transpose %105, dims = [1, 0] : (tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %252 = stablehlo.dot_general %247, %251, contracting_dims = [1] x [0] : (tensor<32x64xbf16>, tensor<64x64xbf16>) -> tensor<32x64xbf16>
    %253 = stablehlo.reshape %252 : (tensor<32x64xbf16>) -> tensor<2x16x64xbf16>
    %254 = stablehlo.transpose %250, dims = [1, 0] : (tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %255 = stablehlo.reshape %253 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %256 = stablehlo.transpose %255, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %257 = stablehlo.reshape %256 : (tensor<2x4x16x16xbf16>) -> tensor<8x16x16xbf16>
    %258 = stablehlo.transpose %98, dims = [0, 2, 1] : (tensor<8x16x16xbf16>) -> tensor<8x16x16xbf16>
    %259 = stablehlo.broadcast_in_dim %257, dims = [0, 1, 2] : (tensor<8x16x16xbf16>) -> tensor<8x16x16xbf16>
    %260 = stablehlo.dot_general %258, %259, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x16x16xbf16>, tensor<8x16x16xbf16>) -> tensor<8x16x16xbf16>
    %261 = stablehlo.transpose %99, dims = [0, 2, 1] : (tensor<8x16x16xbf16>) -> tensor<8x16x16xbf16>
    %262 = stablehlo.broadcast_in_dim %261, dims = [0, 1, 2] : (tensor<8x16x16xbf16>) -> tensor<8x16x16xbf16>
    %263 = stablehlo.dot_general %257, %262, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x16x16xbf16>, tensor<8x16x16xbf16>) -> tensor<8x16x16xbf16>
    %264 = stablehlo.reshape %260 : (tensor<8x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %265 = stablehlo.reshape %263 : (tensor<8x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %266 = stablehlo.convert %265 : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xf32>
    %267 = stablehlo.multiply %266, %96 : tensor<2x4x16x16xf32>
    %268 = stablehlo.reduce(%267 init: %cst) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %269 = stablehlo.reshape %268 : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %270 = stablehlo.broadcast_in_dim %269, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %271 = stablehlo.multiply %96, %270 : tensor<2x4x16x16xf32>
    %272 = stablehlo.subtract %267, %271 : tensor<2x4x16x16xf32>
    %273 = stablehlo.convert %272 : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xbf16>
    %274 = stablehlo.reduce(%273 init: %cst_15) applies stablehlo.add across dimensions = [0] : (tensor<2x4x16x16xbf16>, tensor<bf16>) -> tensor<4x16x16xbf16>
    %275 = stablehlo.reshape %274 : (tensor<4x16x16xbf16>) -> tensor<1x4x16x16xbf16>
    %276 = stablehlo.reshape %273 : (tensor<2x4x16x16xbf16>) -> tensor<8x16x16xbf16>
    %277 = stablehlo.transpose %80, dims = [0, 2, 1] : (tensor<8x16x16xbf16>) -> tensor<8x16x16xbf16>
    %278 = stablehlo.broadcast_in_dim %276, dims = [0, 1, 2] : (tensor<8x16x16xbf16>) -> tensor<8x16x16xbf16>
    %279 = stablehlo.dot_general %277, %278, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x16x16xbf16>, tensor<8x16x16xbf16>) -> tensor<8x16x16xbf16>
    %280 = stablehlo.transpose %81, dims = [0, 2, 1] : (tensor<8x16x16xbf16>) -> tensor<8x16x16xbf16>
    %281 = stablehlo.broadcast_in_dim %280, dims = [0, 1, 2] : (tensor<8x16x16xbf16>) -> tensor<8x16x16xbf16>
    %282 = stablehlo.dot_general %276, %281, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x16x16xbf16>, tensor<8x16x16xbf16>) -> tensor<8x16x16xbf16>
    %283 = stablehlo.reshape %279 : (tensor<8x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %284 = stablehlo.reshape %282 : (tensor<8x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %285 = stablehlo.transpose %283, dims = [0, 1, 3, 2] : (tensor<2x4x16x16xbf16>) -> tensor<2x4x16x16xbf16>
    %286 = stablehlo.reshape %275 : (tensor<1x4x16x16xbf16>) -> tensor<4x16x16xbf16>
    %287 = stablehlo.transpose %286, dims = [1, 2, 0] : (tensor<4x16x16xbf16>) -> tensor<16x16x4xbf16>
    %288 = stablehlo.convert %287 : (tensor<16x16x4xbf16>) -> tensor<16x16x4xf32>
    %289 = stablehlo.compare GE, %74, %c_6, SIGNED : (tensor<16x16xi64>, tensor<16x16xi64>) -> tensor<16x16xi1>
    %290 = stablehlo.compare LT, %74, %c_2, SIGNED : (tensor<16x16xi64>, tensor<16x16xi64>) -> tensor<16x16xi1>
    %291 = stablehlo.and %289, %290 : tensor<16x16xi1>
    %292 = stablehlo.compare NE, %74, %c_1, SIGNED : (tensor<16x16xi64>, tensor<16x16xi64>) -> tensor<16x16xi1>
    %293 = stablehlo.and %291, %292 : tensor<16x16xi1>
    %294 = stablehlo.reshape %293 : (tensor<16x16xi1>) -> tensor<16x16x1xi1>
    %295 = stablehlo.clamp %c_0, %74, %c : (tensor<i64>, tensor<16x16xi64>, tensor<i64>) -> tensor<16x16xi64>
    %296 = stablehlo.not %294 : tensor<16x16x1xi1>
    %297 = stablehlo.broadcast_in_dim %296, dims = [0, 1, 2] : (tensor<16x16x1xi1>) -> tensor<16x16x4xi1>
    %298 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x16x4xf32>
    %299 = stablehlo.broadcast_in_dim %288, dims = [0, 1, 2] : (tensor<16x16x4xf32>) -> tensor<16x16x4xf32>
    %300 = stablehlo.select %297, %298, %299 : tensor<16x16x4xi1>, tensor<16x16x4xf32>
    %301 = stablehlo.reshape %295 : (tensor<16x16xi64>) -> tensor<16x16x1xi64>
    %302 = "stablehlo.scatter"(%cst_10, %301, %300) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg12: tensor<f32>, %arg13: tensor<f32>):
      %358 = stablehlo.add %arg12, %arg13 : tensor<f32>
      stablehlo.return %358 : tensor<f32>
    }) : (tensor<32x4xf32>, tensor<16x16x1xi64>, tensor<16x16x4xf32>) -> tensor<32x4xf32>
    %303 = stablehlo.convert %302 : (tensor<32x4xf32>) -> tensor<32x4xbf16>
    %304 = stablehlo.transpose %264, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xbf16>) -> tensor<2x16x4x16xbf16>
    %305 = stablehlo.reshape %304 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x64xbf16>
    %306 = stablehlo.reshape %305 : (tensor<2x16x64xbf16>) -> tensor<32x64xbf16>
    %307 = stablehlo.transpose %306, dims = [1, 0] : (tensor<32x64xbf16>) -> tensor<64x32xbf16>
    %308 = stablehlo.dot_general %307, %22, contracting_dims = [1] x [0] : (tensor<64x32xbf16>, tensor<32x64xbf16>) -> tensor<64x64xbf16>
    %309 = stablehlo.transpose %308, dims = [1, 0] : (tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %310 = stablehlo.transpose %32, dims = [1, 0] : (tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %311 = stablehlo.dot_general %306, %310, contracting_dims = [1] x [0] : (tensor<32x64xbf16>, tensor<64x64xbf16>) -> tensor<32x64xbf16>
    %312 = stablehlo.reshape %311 : (tensor<32x64xbf16>) -> tensor<2x16x64xbf16>
    %313 = stablehlo.transpose %309, dims = [1, 0] : (tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %314 = stablehlo.transpose %285, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xbf16>) -> tensor<2x16x4x16xbf16>
    %315 = stablehlo.reshape %314 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x64xbf16>
    %316 = stablehlo.reshape %315 : (tensor<2x16x64xbf16>) -> tensor<32x64xbf16>
    %317 = stablehlo.transpose %316, dims = [1, 0] : (tensor<32x64xbf16>) -> tensor<64x32xbf16>
    %318 = stablehlo.dot_general %317, %22, contracting_dims = [1] x [0] : (tensor<64x32xbf16>, tensor<32x64xbf16>) -> tensor<64x64xbf16>
    %319 = stablehlo.transpose %318, dims = [1, 0] : (tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %320 = stablehlo.transpose %27, dims = [1, 0] : (tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %321 = stablehlo.dot_general %316, %320, contracting_dims = [1] x [0] : (tensor<32x64xbf16>, tensor<64x64xbf16>) -> tensor<32x64xbf16>
    %322 = stablehlo.reshape %321 : (tensor<32x64xbf16>) -> tensor<2x16x64xbf16>
    %323 = stablehlo.add %312, %322 : tensor<2x16x64xbf16>
    %324 = stablehlo.transpose %319, dims = [1, 0] : (tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %325 = stablehlo.transpose %284, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xbf16>) -> tensor<2x16x4x16xbf16>
    %326 = stablehlo.reshape %325 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x64xbf16>
    %327 = stablehlo.reshape %326 : (tensor<2x16x64xbf16>) -> tensor<32x64xbf16>
    %328 = stablehlo.transpose %327, dims = [1, 0] : (tensor<32x64xbf16>) -> tensor<64x32xbf16>
    %329 = stablehlo.dot_general %328, %22, contracting_dims = [1] x [0] : (tensor<64x32xbf16>, tensor<32x64xbf16>) -> tensor<64x64xbf16>
    %330 = stablehlo.transpose %329, dims = [1, 0] : (tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %331 = stablehlo.transpose %21, dims = [1, 0] : (tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %332 = stablehlo.dot_general %327, %331, contracting_dims = [1] x [0] : (tensor<32x64xbf16>, tensor<64x64xbf16>) -> tensor<32x64xbf16>
    %333 = stablehlo.reshape %332 : (tensor<32x64xbf16>) -> tensor<2x16x64xbf16>
    %334 = stablehlo.add %323, %333 : tensor<2x16x64xbf16>
    %335 = stablehlo.transpose %330, dims = [1, 0] : (tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %336 = stablehlo.multiply %334, %19 : tensor<2x16x64xbf16>
    %337 = stablehlo.multiply %334, %18 : tensor<2x16x64xbf16>
    %338 = stablehlo.reduce(%337 init: %cst_15) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %339 = stablehlo.reshape %338 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %340 = stablehlo.reshape %339 : (tensor<1x1x64xbf16>) -> tensor<64xbf16>
    %341 = stablehlo.convert %336 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %342 = stablehlo.multiply %341, %0 : tensor<2x16x64xf32>
    %343 = stablehlo.multiply %341, %16 : tensor<2x16x64xf32>
    %344 = stablehlo.convert %343 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %345 = stablehlo.reduce(%342 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %346 = stablehlo.reshape %345 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %347 = stablehlo.add %246, %344 : tensor<2x16x64xbf16>
    %348 = stablehlo.power %15, %226 : tensor<2x16x1xf32>
    %349 = stablehlo.multiply %346, %230 : tensor<2x16x1xf32>
    %350 = stablehlo.multiply %349, %348 : tensor<2x16x1xf32>
    %351 = stablehlo.broadcast_in_dim %350, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %352 = stablehlo.divide %351, %234 : tensor<2x16x64xf32>
    %353 = stablehlo.power %0, %238 : tensor<2x16x64xf32>
    %354 = stablehlo.multiply %353, %242 : tensor<2x16x64xf32>
    %355 = stablehlo.multiply %352, %354 : tensor<2x16x64xf32>
    %356 = stablehlo.convert %355 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %357 = stablehlo.add %347, %356 : tensor<2x16x64xbf16>
    return %159, %357, %340, %216, %335, %324, %313, %254, %303, %211, %178, %168 : tensor<bf16>, tensor<2x16x64xbf16>, tensor<64xbf16>, tensor<64xbf16>, tensor<64x64xbf16>, tensor<64x64xbf16>, tensor<64x64xbf16>, tensor<64x64xbf16>, tensor<32x4xbf16>, tensor<256x64xbf16>, tensor<256x64xbf16>, tensor<64x256xbf16>
  }
}
