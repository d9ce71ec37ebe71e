module {
  func.func @main(%arg0: tensor<2x16x64xf32>, %arg1: tensor<2x16x64xf32>, %arg2: tensor<64xf32>, %arg3: tensor<64xf32>, %arg4: tensor<64x64xf32>, %arg5: tensor<64x64xf32>, %arg6: tensor<64x64xf32>, %arg7: tensor<64x64xf32>, %arg8: tensor<32x4xf32>, %arg9: tensor<256x64xf32>, %arg10: tensor<256x64xf32>, %arg11: tensor<64x256xf32>) -> (tensor<f32>, tensor<2x16x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<32x4xf32>, tensor<256x64xf32>, tensor<256x64xf32>, tensor<64x256xf32>) {
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
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<2x16x64xf32>
    %c_12 = stablehlo.constant dense<1> : tensor<i64>
    %c_13 = stablehlo.constant dense<-9223372036854775808> : tensor<i64>
    %cst_14 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_15 = arith.constant dense<2> : tensor<1xi64>
    %cst_16 = arith.constant dense<64> : tensor<1xi64>
    %cst_17 = arith.constant dense<9.9999999999999995E-7> : tensor<1xf64>
    %cst_18 = arith.constant dense<1> : tensor<1xi64>
    %cst_19 = arith.constant dense<8> : tensor<1xi64>
    %cst_20 = arith.constant dense<2.7725887222397811> : tensor<1xf64>
    %cst_21 = arith.constant dense<5.000000e-01> : tensor<1xf64>
    %cst_22 = arith.constant dense<3> : tensor<1xi64>
    %cst_23 = arith.constant dense<4.471500e-02> : tensor<1xf64>
    %cst_24 = arith.constant dense<0.79788456080286541> : tensor<1xf64>
    %cst_25 = arith.constant dense<1.000000e+00> : tensor<1xf64>
    %cst_26 = arith.constant dense<3.000000e+00> : tensor<1xf64>
    %cst_27 = arith.constant dense<-5.000000e-01> : tensor<1xf64>
    %cst_28 = arith.constant dense<2.000000e+00> : tensor<1xf64>
    %0 = stablehlo.convert %cst_15 : (tensor<1xi64>) -> tensor<1xf32>
    %1 = stablehlo.reshape %0 : (tensor<1xf32>) -> tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %3 = stablehlo.power %arg0, %2 : tensor<2x16x64xf32>
    %4 = stablehlo.reduce(%3 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %5 = stablehlo.reshape %4 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %6 = stablehlo.convert %cst_16 : (tensor<1xi64>) -> tensor<1xf32>
    %7 = stablehlo.reshape %6 : (tensor<1xf32>) -> tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %9 = stablehlo.divide %5, %8 : tensor<2x16x1xf32>
    %10 = stablehlo.convert %cst_17 : (tensor<1xf64>) -> tensor<1xf32>
    %11 = stablehlo.reshape %10 : (tensor<1xf32>) -> tensor<f32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %13 = stablehlo.add %9, %12 : tensor<2x16x1xf32>
    %14 = stablehlo.rsqrt %13 : tensor<2x16x1xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %16 = stablehlo.multiply %arg0, %15 : tensor<2x16x64xf32>
    %17 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %18 = stablehlo.multiply %17, %16 : tensor<2x16x64xf32>
    %19 = stablehlo.transpose %arg4, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %20 = stablehlo.reshape %18 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %21 = stablehlo.dot_general %20, %19, contracting_dims = [1] x [0] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %22 = stablehlo.reshape %21 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %23 = stablehlo.reshape %22 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %24 = stablehlo.transpose %23, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %25 = stablehlo.transpose %arg5, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %26 = stablehlo.dot_general %20, %25, contracting_dims = [1] x [0] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %27 = stablehlo.reshape %26 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %28 = stablehlo.reshape %27 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %29 = stablehlo.transpose %28, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %30 = stablehlo.transpose %arg6, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %31 = stablehlo.dot_general %20, %30, contracting_dims = [1] x [0] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %32 = stablehlo.reshape %31 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %33 = stablehlo.reshape %32 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %34 = stablehlo.transpose %33, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %35 = stablehlo.convert %c_12 : (tensor<i64>) -> tensor<f64>
    %36 = stablehlo.convert %c_9 : (tensor<i64>) -> tensor<f64>
    %37 = stablehlo.divide %36, %35 : tensor<f64>
    %38 = stablehlo.ceil %37 : tensor<f64>
    %39 = stablehlo.convert %38 : (tensor<f64>) -> tensor<i64>
    %40 = stablehlo.reshape %39 : (tensor<i64>) -> tensor<1xi64>
    %41 = stablehlo.dynamic_iota %40, dim = 0 : (tensor<1xi64>) -> tensor<16xi64>
    %42 = stablehlo.multiply %41, %c_8 : tensor<16xi64>
    %43 = stablehlo.add %42, %c_7 : tensor<16xi64>
    %44 = stablehlo.reshape %43 : (tensor<16xi64>) -> tensor<1x16xi64>
    %45 = stablehlo.reshape %43 : (tensor<16xi64>) -> tensor<16x1xi64>
    %46 = stablehlo.broadcast_in_dim %44, dims = [0, 1] : (tensor<1x16xi64>) -> tensor<16x16xi64>
    %47 = stablehlo.broadcast_in_dim %45, dims = [0, 1] : (tensor<16x1xi64>) -> tensor<16x16xi64>
    %48 = stablehlo.subtract %46, %47 : tensor<16x16xi64>
    %49 = stablehlo.compare GT, %48, %c_6, SIGNED : (tensor<16x16xi64>, tensor<16x16xi64>) -> tensor<16x16xi1>
    %50 = stablehlo.convert %49 : (tensor<16x16xi1>) -> tensor<16x16xi64>
    %51 = stablehlo.multiply %50, %c_5 : tensor<16x16xi64>
    %52 = stablehlo.abs %48 : tensor<16x16xi64>
    %53 = stablehlo.convert %52 : (tensor<16x16xi64>) -> tensor<16x16xf32>
    %54 = stablehlo.convert %cst_19 : (tensor<1xi64>) -> tensor<1xf32>
    %55 = stablehlo.reshape %54 : (tensor<1xf32>) -> tensor<f32>
    %56 = stablehlo.broadcast_in_dim %55, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %57 = stablehlo.divide %53, %56 : tensor<16x16xf32>
    %58 = stablehlo.log %57 : tensor<16x16xf32>
    %59 = stablehlo.convert %cst_20 : (tensor<1xf64>) -> tensor<1xf32>
    %60 = stablehlo.reshape %59 : (tensor<1xf32>) -> tensor<f32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %62 = stablehlo.divide %58, %61 : tensor<16x16xf32>
    %63 = stablehlo.multiply %62, %56 : tensor<16x16xf32>
    %64 = stablehlo.convert %63 : (tensor<16x16xf32>) -> tensor<16x16xi64>
    %65 = stablehlo.add %64, %c_4 : tensor<16x16xi64>
    %66 = stablehlo.clamp %c_13, %65, %c_3 : (tensor<i64>, tensor<16x16xi64>, tensor<i64>) -> tensor<16x16xi64>
    %67 = stablehlo.compare LT, %52, %c_4, SIGNED : (tensor<16x16xi64>, tensor<16x16xi64>) -> tensor<16x16xi1>
    %68 = stablehlo.broadcast_in_dim %67, dims = [0, 1] : (tensor<16x16xi1>) -> tensor<16x16xi1>
    %69 = stablehlo.broadcast_in_dim %52, dims = [0, 1] : (tensor<16x16xi64>) -> tensor<16x16xi64>
    %70 = stablehlo.broadcast_in_dim %66, dims = [0, 1] : (tensor<16x16xi64>) -> tensor<16x16xi64>
    %71 = stablehlo.select %68, %69, %70 : tensor<16x16xi1>, tensor<16x16xi64>
    %72 = stablehlo.add %51, %71 : tensor<16x16xi64>
    %73 = "stablehlo.gather"(%arg8, %72) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4>}> : (tensor<32x4xf32>, tensor<16x16xi64>) -> tensor<16x16x4xf32>
    %74 = stablehlo.convert %73 : tensor<16x16x4xf32>
    %75 = stablehlo.transpose %74, dims = [2, 0, 1] : (tensor<16x16x4xf32>) -> tensor<4x16x16xf32>
    %76 = stablehlo.reshape %75 : (tensor<4x16x16xf32>) -> tensor<1x4x16x16xf32>
    %77 = stablehlo.transpose %29, dims = [0, 1, 3, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %78 = stablehlo.reshape %24 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %79 = stablehlo.reshape %77 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2] : (tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %81 = stablehlo.dot_general %78, %80, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %82 = stablehlo.reshape %81 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %83 = stablehlo.broadcast_in_dim %76, dims = [0, 1, 2, 3] : (tensor<1x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %84 = stablehlo.add %82, %83 : tensor<2x4x16x16xf32>
    %85 = stablehlo.reduce(%84 init: %cst_14) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %86 = stablehlo.reshape %85 : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %87 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %88 = stablehlo.subtract %84, %87 : tensor<2x4x16x16xf32>
    %89 = stablehlo.exponential %88 : tensor<2x4x16x16xf32>
    %90 = stablehlo.reduce(%89 init: %cst) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %91 = stablehlo.reshape %90 : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %93 = stablehlo.divide %89, %92 : tensor<2x4x16x16xf32>
    %94 = stablehlo.reshape %93 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %95 = stablehlo.reshape %34 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %96 = stablehlo.broadcast_in_dim %95, dims = [0, 1, 2] : (tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %97 = stablehlo.dot_general %94, %96, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %98 = stablehlo.reshape %97 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %99 = stablehlo.transpose %98, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %100 = stablehlo.reshape %99 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %101 = stablehlo.transpose %arg7, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %102 = stablehlo.reshape %100 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %103 = stablehlo.dot_general %102, %101, contracting_dims = [1] x [0] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %104 = stablehlo.reshape %103 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %105 = stablehlo.add %arg0, %104 : tensor<2x16x64xf32>
    %106 = stablehlo.power %105, %2 : tensor<2x16x64xf32>
    %107 = stablehlo.reduce(%106 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %108 = stablehlo.reshape %107 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %109 = stablehlo.divide %108, %8 : tensor<2x16x1xf32>
    %110 = stablehlo.add %109, %12 : tensor<2x16x1xf32>
    %111 = stablehlo.rsqrt %110 : tensor<2x16x1xf32>
    %112 = stablehlo.broadcast_in_dim %111, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %113 = stablehlo.multiply %105, %112 : tensor<2x16x64xf32>
    %114 = stablehlo.broadcast_in_dim %arg3, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %115 = stablehlo.multiply %114, %113 : tensor<2x16x64xf32>
    %116 = stablehlo.transpose %arg9, dims = [1, 0] : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %117 = stablehlo.reshape %115 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %118 = stablehlo.dot_general %117, %116, contracting_dims = [1] x [0] : (tensor<32x64xf32>, tensor<64x256xf32>) -> tensor<32x256xf32>
    %119 = stablehlo.reshape %118 : (tensor<32x256xf32>) -> tensor<2x16x256xf32>
    %120 = stablehlo.convert %cst_21 : (tensor<1xf64>) -> tensor<1xf32>
    %121 = stablehlo.reshape %120 : (tensor<1xf32>) -> tensor<f32>
    %122 = stablehlo.broadcast_in_dim %121, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %123 = stablehlo.multiply %119, %122 : tensor<2x16x256xf32>
    %124 = stablehlo.convert %cst_22 : (tensor<1xi64>) -> tensor<1xf32>
    %125 = stablehlo.reshape %124 : (tensor<1xf32>) -> tensor<f32>
    %126 = stablehlo.broadcast_in_dim %125, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %127 = stablehlo.power %119, %126 : tensor<2x16x256xf32>
    %128 = stablehlo.convert %cst_23 : (tensor<1xf64>) -> tensor<1xf32>
    %129 = stablehlo.reshape %128 : (tensor<1xf32>) -> tensor<f32>
    %130 = stablehlo.broadcast_in_dim %129, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %131 = stablehlo.multiply %127, %130 : tensor<2x16x256xf32>
    %132 = stablehlo.add %119, %131 : tensor<2x16x256xf32>
    %133 = stablehlo.convert %cst_24 : (tensor<1xf64>) -> tensor<1xf32>
    %134 = stablehlo.reshape %133 : (tensor<1xf32>) -> tensor<f32>
    %135 = stablehlo.broadcast_in_dim %134, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %136 = stablehlo.multiply %132, %135 : tensor<2x16x256xf32>
    %137 = stablehlo.tanh %136 : tensor<2x16x256xf32>
    %138 = stablehlo.convert %cst_25 : (tensor<1xf64>) -> tensor<1xf32>
    %139 = stablehlo.reshape %138 : (tensor<1xf32>) -> tensor<f32>
    %140 = stablehlo.broadcast_in_dim %139, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %141 = stablehlo.add %137, %140 : tensor<2x16x256xf32>
    %142 = stablehlo.multiply %123, %141 : tensor<2x16x256xf32>
    %143 = stablehlo.transpose %arg10, dims = [1, 0] : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %144 = stablehlo.dot_general %117, %143, contracting_dims = [1] x [0] : (tensor<32x64xf32>, tensor<64x256xf32>) -> tensor<32x256xf32>
    %145 = stablehlo.reshape %144 : (tensor<32x256xf32>) -> tensor<2x16x256xf32>
    %146 = stablehlo.multiply %142, %145 : tensor<2x16x256xf32>
    %147 = stablehlo.transpose %arg11, dims = [1, 0] : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %148 = stablehlo.reshape %146 : (tensor<2x16x256xf32>) -> tensor<32x256xf32>
    %149 = stablehlo.dot_general %148, %147, contracting_dims = [1] x [0] : (tensor<32x256xf32>, tensor<256x64xf32>) -> tensor<32x64xf32>
    %150 = stablehlo.reshape %149 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %151 = stablehlo.add %105, %150 : tensor<2x16x64xf32>
    %152 = stablehlo.multiply %151, %arg1 : tensor<2x16x64xf32>
    %153 = stablehlo.reduce(%152 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<f32>
    %154 = stablehlo.multiply %arg1, %cst_11 : tensor<2x16x64xf32>
    %155 = stablehlo.reshape %154 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %156 = stablehlo.transpose %155, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %157 = stablehlo.dot_general %156, %148, contracting_dims = [1] x [0] : (tensor<64x32xf32>, tensor<32x256xf32>) -> tensor<64x256xf32>
    %158 = stablehlo.transpose %157, dims = [1, 0] : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %159 = stablehlo.transpose %147, dims = [1, 0] : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %160 = stablehlo.dot_general %155, %159, contracting_dims = [1] x [0] : (tensor<32x64xf32>, tensor<64x256xf32>) -> tensor<32x256xf32>
    %161 = stablehlo.reshape %160 : (tensor<32x256xf32>) -> tensor<2x16x256xf32>
    %162 = stablehlo.transpose %158, dims = [1, 0] : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %163 = stablehlo.multiply %161, %142 : tensor<2x16x256xf32>
    %164 = stablehlo.multiply %161, %145 : tensor<2x16x256xf32>
    %165 = stablehlo.reshape %163 : (tensor<2x16x256xf32>) -> tensor<32x256xf32>
    %166 = stablehlo.transpose %165, dims = [1, 0] : (tensor<32x256xf32>) -> tensor<256x32xf32>
    %167 = stablehlo.dot_general %166, %117, contracting_dims = [1] x [0] : (tensor<256x32xf32>, tensor<32x64xf32>) -> tensor<256x64xf32>
    %168 = stablehlo.transpose %167, dims = [1, 0] : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %169 = stablehlo.transpose %143, dims = [1, 0] : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %170 = stablehlo.dot_general %165, %169, contracting_dims = [1] x [0] : (tensor<32x256xf32>, tensor<256x64xf32>) -> tensor<32x64xf32>
    %171 = stablehlo.reshape %170 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %172 = stablehlo.transpose %168, dims = [1, 0] : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %173 = stablehlo.multiply %164, %123 : tensor<2x16x256xf32>
    %174 = stablehlo.multiply %164, %141 : tensor<2x16x256xf32>
    %175 = stablehlo.multiply %137, %137 : tensor<2x16x256xf32>
    %176 = stablehlo.convert %c_12 : (tensor<i64>) -> tensor<f32>
    %177 = stablehlo.broadcast_in_dim %176, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %178 = stablehlo.subtract %177, %175 : tensor<2x16x256xf32>
    %179 = stablehlo.multiply %173, %178 : tensor<2x16x256xf32>
    %180 = stablehlo.multiply %179, %135 : tensor<2x16x256xf32>
    %181 = stablehlo.multiply %180, %130 : tensor<2x16x256xf32>
    %182 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %183 = stablehlo.power %119, %182 : tensor<2x16x256xf32>
    %184 = stablehlo.convert %cst_26 : (tensor<1xf64>) -> tensor<1xf32>
    %185 = stablehlo.reshape %184 : (tensor<1xf32>) -> tensor<f32>
    %186 = stablehlo.broadcast_in_dim %185, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %187 = stablehlo.multiply %183, %186 : tensor<2x16x256xf32>
    %188 = stablehlo.multiply %181, %187 : tensor<2x16x256xf32>
    %189 = stablehlo.add %180, %188 : tensor<2x16x256xf32>
    %190 = stablehlo.multiply %174, %122 : tensor<2x16x256xf32>
    %191 = stablehlo.add %189, %190 : tensor<2x16x256xf32>
    %192 = stablehlo.reshape %191 : (tensor<2x16x256xf32>) -> tensor<32x256xf32>
    %193 = stablehlo.transpose %192, dims = [1, 0] : (tensor<32x256xf32>) -> tensor<256x32xf32>
    %194 = stablehlo.dot_general %193, %117, contracting_dims = [1] x [0] : (tensor<256x32xf32>, tensor<32x64xf32>) -> tensor<256x64xf32>
    %195 = stablehlo.transpose %194, dims = [1, 0] : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %196 = stablehlo.transpose %116, dims = [1, 0] : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %197 = stablehlo.dot_general %192, %196, contracting_dims = [1] x [0] : (tensor<32x256xf32>, tensor<256x64xf32>) -> tensor<32x64xf32>
    %198 = stablehlo.reshape %197 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %199 = stablehlo.add %171, %198 : tensor<2x16x64xf32>
    %200 = stablehlo.transpose %195, dims = [1, 0] : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %201 = stablehlo.multiply %199, %114 : tensor<2x16x64xf32>
    %202 = stablehlo.multiply %199, %113 : tensor<2x16x64xf32>
    %203 = stablehlo.reduce(%202 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %204 = stablehlo.reshape %203 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %205 = stablehlo.reshape %204 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %206 = stablehlo.multiply %201, %105 : tensor<2x16x64xf32>
    %207 = stablehlo.multiply %201, %112 : tensor<2x16x64xf32>
    %208 = stablehlo.reduce(%206 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %209 = stablehlo.reshape %208 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %210 = stablehlo.add %154, %207 : tensor<2x16x64xf32>
    %211 = stablehlo.broadcast_in_dim %125, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %212 = stablehlo.power %111, %211 : tensor<2x16x1xf32>
    %213 = stablehlo.convert %cst_27 : (tensor<1xf64>) -> tensor<1xf32>
    %214 = stablehlo.reshape %213 : (tensor<1xf32>) -> tensor<f32>
    %215 = stablehlo.broadcast_in_dim %214, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %216 = stablehlo.multiply %209, %215 : tensor<2x16x1xf32>
    %217 = stablehlo.multiply %216, %212 : tensor<2x16x1xf32>
    %218 = stablehlo.broadcast_in_dim %217, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %219 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %220 = stablehlo.divide %218, %219 : tensor<2x16x64xf32>
    %221 = stablehlo.convert %cst_18 : (tensor<1xi64>) -> tensor<1xf32>
    %222 = stablehlo.reshape %221 : (tensor<1xf32>) -> tensor<f32>
    %223 = stablehlo.broadcast_in_dim %222, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %224 = stablehlo.power %105, %223 : tensor<2x16x64xf32>
    %225 = stablehlo.convert %cst_28 : (tensor<1xf64>) -> tensor<1xf32>
    %226 = stablehlo.reshape %225 : (tensor<1xf32>) -> tensor<f32>
    %227 = stablehlo.broadcast_in_dim %226, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %228 = stablehlo.multiply %224, %227 : tensor<2x16x64xf32>
    %229 = stablehlo.multiply %220, %228 : tensor<2x16x64xf32>
    %230 = stablehlo.add %210, %229 : tensor<2x16x64xf32>
    %231 = stablehlo.reshape %230 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %232 = stablehlo.transpose %231, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %233 = stablehlo.dot_general %232, %102, contracting_dims = [1] x [0] : (tensor<64x32xf32>, tensor<32x64xf32>) -> tensor<64x64xf32>
    %234 = stablehlo.transpose %233, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %235 = stablehlo.transpose %101, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %236 = stablehlo.dot_general %231, %235, contracting_dims = [1] x [0] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %237 = stablehlo.reshape %236 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %238 = stablehlo.transpose %234, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %239 = stablehlo.reshape %237 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %240 = stablehlo.transpose %239, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %241 = stablehlo.reshape %240 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %242 = stablehlo.transpose %94, dims = [0, 2, 1] : (tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %243 = stablehlo.broadcast_in_dim %241, dims = [0, 1, 2] : (tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %244 = stablehlo.dot_general %242, %243, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %245 = stablehlo.transpose %95, dims = [0, 2, 1] : (tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %246 = stablehlo.broadcast_in_dim %245, dims = [0, 1, 2] : (tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %247 = stablehlo.dot_general %241, %246, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %248 = stablehlo.reshape %244 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %249 = stablehlo.reshape %247 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %250 = stablehlo.multiply %249, %93 : tensor<2x4x16x16xf32>
    %251 = stablehlo.reduce(%250 init: %cst) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %252 = stablehlo.reshape %251 : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %253 = stablehlo.broadcast_in_dim %252, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %254 = stablehlo.multiply %93, %253 : tensor<2x4x16x16xf32>
    %255 = stablehlo.subtract %250, %254 : tensor<2x4x16x16xf32>
    %256 = stablehlo.reduce(%255 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<4x16x16xf32>
    %257 = stablehlo.reshape %256 : (tensor<4x16x16xf32>) -> tensor<1x4x16x16xf32>
    %258 = stablehlo.reshape %255 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %259 = stablehlo.transpose %78, dims = [0, 2, 1] : (tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %260 = stablehlo.broadcast_in_dim %258, dims = [0, 1, 2] : (tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %261 = stablehlo.dot_general %259, %260, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %262 = stablehlo.transpose %79, dims = [0, 2, 1] : (tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %263 = stablehlo.broadcast_in_dim %262, dims = [0, 1, 2] : (tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %264 = stablehlo.dot_general %258, %263, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %265 = stablehlo.reshape %261 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %266 = stablehlo.reshape %264 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %267 = stablehlo.transpose %265, dims = [0, 1, 3, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %268 = stablehlo.reshape %257 : (tensor<1x4x16x16xf32>) -> tensor<4x16x16xf32>
    %269 = stablehlo.transpose %268, dims = [1, 2, 0] : (tensor<4x16x16xf32>) -> tensor<16x16x4xf32>
    %270 = stablehlo.compare GE, %72, %c_6, SIGNED : (tensor<16x16xi64>, tensor<16x16xi64>) -> tensor<16x16xi1>
    %271 = stablehlo.compare LT, %72, %c_2, SIGNED : (tensor<16x16xi64>, tensor<16x16xi64>) -> tensor<16x16xi1>
    %272 = stablehlo.and %270, %271 : tensor<16x16xi1>
    %273 = stablehlo.compare NE, %72, %c_1, SIGNED : (tensor<16x16xi64>, tensor<16x16xi64>) -> tensor<16x16xi1>
    %274 = stablehlo.and %272, %273 : tensor<16x16xi1>
    %275 = stablehlo.reshape %274 : (tensor<16x16xi1>) -> tensor<16x16x1xi1>
    %276 = stablehlo.clamp %c_0, %72, %c : (tensor<i64>, tensor<16x16xi64>, tensor<i64>) -> tensor<16x16xi64>
    %277 = stablehlo.not %275 : tensor<16x16x1xi1>
    %278 = stablehlo.broadcast_in_dim %277, dims = [0, 1, 2] : (tensor<16x16x1xi1>) -> tensor<16x16x4xi1>
    %279 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x16x4xf32>
    %280 = stablehlo.broadcast_in_dim %269, dims = [0, 1, 2] : (tensor<16x16x4xf32>) -> tensor<16x16x4xf32>
    %281 = stablehlo.select %278, %279, %280 : tensor<16x16x4xi1>, tensor<16x16x4xf32>
    %282 = stablehlo.reshape %276 : (tensor<16x16xi64>) -> tensor<16x16x1xi64>
    %283 = "stablehlo.scatter"(%cst_10, %282, %281) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg12: tensor<f32>, %arg13: tensor<f32>):
      %335 = stablehlo.add %arg12, %arg13 : tensor<f32>
      stablehlo.return %335 : tensor<f32>
    }) : (tensor<32x4xf32>, tensor<16x16x1xi64>, tensor<16x16x4xf32>) -> tensor<32x4xf32>
    %284 = stablehlo.transpose %248, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %285 = stablehlo.reshape %284 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %286 = stablehlo.reshape %285 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %287 = stablehlo.transpose %286, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %288 = stablehlo.dot_general %287, %20, contracting_dims = [1] x [0] : (tensor<64x32xf32>, tensor<32x64xf32>) -> tensor<64x64xf32>
    %289 = stablehlo.transpose %288, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %290 = stablehlo.transpose %30, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %291 = stablehlo.dot_general %286, %290, contracting_dims = [1] x [0] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %292 = stablehlo.reshape %291 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %293 = stablehlo.transpose %289, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %294 = stablehlo.transpose %267, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %295 = stablehlo.reshape %294 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %296 = stablehlo.reshape %295 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %297 = stablehlo.transpose %296, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %298 = stablehlo.dot_general %297, %20, contracting_dims = [1] x [0] : (tensor<64x32xf32>, tensor<32x64xf32>) -> tensor<64x64xf32>
    %299 = stablehlo.transpose %298, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %300 = stablehlo.transpose %25, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %301 = stablehlo.dot_general %296, %300, contracting_dims = [1] x [0] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %302 = stablehlo.reshape %301 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %303 = stablehlo.add %292, %302 : tensor<2x16x64xf32>
    %304 = stablehlo.transpose %299, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %305 = stablehlo.transpose %266, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %306 = stablehlo.reshape %305 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %307 = stablehlo.reshape %306 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %308 = stablehlo.transpose %307, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %309 = stablehlo.dot_general %308, %20, contracting_dims = [1] x [0] : (tensor<64x32xf32>, tensor<32x64xf32>) -> tensor<64x64xf32>
    %310 = stablehlo.transpose %309, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %311 = stablehlo.transpose %19, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %312 = stablehlo.dot_general %307, %311, contracting_dims = [1] x [0] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %313 = stablehlo.reshape %312 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %314 = stablehlo.add %303, %313 : tensor<2x16x64xf32>
    %315 = stablehlo.transpose %310, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %316 = stablehlo.multiply %314, %17 : tensor<2x16x64xf32>
    %317 = stablehlo.multiply %314, %16 : tensor<2x16x64xf32>
    %318 = stablehlo.reduce(%317 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %319 = stablehlo.reshape %318 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %320 = stablehlo.reshape %319 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %321 = stablehlo.multiply %316, %arg0 : tensor<2x16x64xf32>
    %322 = stablehlo.multiply %316, %15 : tensor<2x16x64xf32>
    %323 = stablehlo.reduce(%321 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %324 = stablehlo.reshape %323 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %325 = stablehlo.add %230, %322 : tensor<2x16x64xf32>
    %326 = stablehlo.power %14, %211 : tensor<2x16x1xf32>
    %327 = stablehlo.multiply %324, %215 : tensor<2x16x1xf32>
    %328 = stablehlo.multiply %327, %326 : tensor<2x16x1xf32>
    %329 = stablehlo.broadcast_in_dim %328, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %330 = stablehlo.divide %329, %219 : tensor<2x16x64xf32>
    %331 = stablehlo.power %arg0, %223 : tensor<2x16x64xf32>
    %332 = stablehlo.multiply %331, %227 : tensor<2x16x64xf32>
    %333 = stablehlo.multiply %330, %332 : tensor<2x16x64xf32>
    %334 = stablehlo.add %325, %333 : tensor<2x16x64xf32>
    return %153, %334, %320, %205, %315, %304, %293, %238, %283, %200, %172, %162 : tensor<f32>, tensor<2x16x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<32x4xf32>, tensor<256x64xf32>, tensor<256x64xf32>, tensor<64x256xf32>
  }
}
