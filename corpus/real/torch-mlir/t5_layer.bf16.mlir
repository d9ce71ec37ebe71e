module {
  func.func @main(%arg0: tensor<2x16x64xbf16>, %arg1: tensor<64xbf16>, %arg2: tensor<64xbf16>, %arg3: tensor<64x64xbf16>, %arg4: tensor<64x64xbf16>, %arg5: tensor<64x64xbf16>, %arg6: tensor<64x64xbf16>, %arg7: tensor<32x4xbf16>, %arg8: tensor<256x64xbf16>, %arg9: tensor<256x64xbf16>, %arg10: tensor<64x256xbf16>) -> tensor<2x16x64xbf16> {
    %c = stablehlo.constant dense<15> : tensor<i64>
    %c_0 = stablehlo.constant dense<8> : tensor<16x16xi64>
    %c_1 = stablehlo.constant dense<16> : tensor<16x16xi64>
    %c_2 = stablehlo.constant dense<0> : tensor<16x16xi64>
    %c_3 = stablehlo.constant dense<0> : tensor<16xi64>
    %c_4 = stablehlo.constant dense<1> : tensor<16xi64>
    %c_5 = stablehlo.constant dense<16> : tensor<i64>
    %c_6 = stablehlo.constant dense<1> : tensor<i64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c_7 = stablehlo.constant dense<-9223372036854775808> : tensor<i64>
    %cst_8 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_9 = arith.constant dense<2> : tensor<1xi64>
    %cst_10 = arith.constant dense<64> : tensor<1xi64>
    %cst_11 = arith.constant dense<9.9999999999999995E-7> : tensor<1xf64>
    %cst_12 = arith.constant dense<8> : tensor<1xi64>
    %cst_13 = arith.constant dense<2.7725887222397811> : tensor<1xf64>
    %cst_14 = arith.constant dense<5.000000e-01> : tensor<1xf64>
    %cst_15 = arith.constant dense<3> : tensor<1xi64>
    %cst_16 = arith.constant dense<4.471500e-02> : tensor<1xf64>
    %cst_17 = arith.constant dense<0.79788456080286541> : tensor<1xf64>
    %cst_18 = arith.constant dense<1.000000e+00> : tensor<1xf64>
    %0 = stablehlo.convert %arg0 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %1 = stablehlo.convert %cst_9 : (tensor<1xi64>) -> tensor<1xf32>
    %2 = stablehlo.reshape %1 : (tensor<1xf32>) -> tensor<f32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %4 = stablehlo.power %0, %3 : tensor<2x16x64xf32>
    %5 = stablehlo.reduce(%4 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %6 = stablehlo.reshape %5 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %7 = stablehlo.convert %cst_10 : (tensor<1xi64>) -> tensor<1xf32>
    %8 = stablehlo.reshape %7 : (tensor<1xf32>) -> tensor<f32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %10 = stablehlo.divide %6, %9 : tensor<2x16x1xf32>
    %11 = stablehlo.convert %cst_11 : (tensor<1xf64>) -> tensor<1xf32>
    %12 = stablehlo.reshape %11 : (tensor<1xf32>) -> tensor<f32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %14 = stablehlo.add %10, %13 : tensor<2x16x1xf32>
    %15 = stablehlo.rsqrt %14 : tensor<2x16x1xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %17 = stablehlo.multiply %0, %16 : tensor<2x16x64xf32>
    %18 = stablehlo.convert %17 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %19 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<64xbf16>) -> tensor<2x16x64xbf16>
    %20 = stablehlo.multiply %19, %18 : tensor<2x16x64xbf16>
    %21 = stablehlo.transpose %arg3, dims = [1, 0] : (tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %22 = stablehlo.reshape %20 : (tensor<2x16x64xbf16>) -> tensor<32x64xbf16>
    %23 = stablehlo.dot_general %22, %21, contracting_dims = [1] x [0] : (tensor<32x64xbf16>, tensor<64x64xbf16>) -> tensor<32x64xbf16>
    %24 = stablehlo.reshape %23 : (tensor<32x64xbf16>) -> tensor<2x16x64xbf16>
    %25 = stablehlo.reshape %24 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %26 = stablehlo.transpose %25, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %27 = stablehlo.transpose %arg4, dims = [1, 0] : (tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %28 = stablehlo.dot_general %22, %27, contracting_dims = [1] x [0] : (tensor<32x64xbf16>, tensor<64x64xbf16>) -> tensor<32x64xbf16>
    %29 = stablehlo.reshape %28 : (tensor<32x64xbf16>) -> tensor<2x16x64xbf16>
    %30 = stablehlo.reshape %29 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %31 = stablehlo.transpose %30, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %32 = stablehlo.transpose %arg5, dims = [1, 0] : (tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %33 = stablehlo.dot_general %22, %32, contracting_dims = [1] x [0] : (tensor<32x64xbf16>, tensor<64x64xbf16>) -> tensor<32x64xbf16>
    %34 = stablehlo.reshape %33 : (tensor<32x64xbf16>) -> tensor<2x16x64xbf16>
    %35 = stablehlo.reshape %34 : (tensor<2x16x64xbf16>) -> tensor<2x16x4x16xbf16>
    %36 = stablehlo.transpose %35, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xbf16>) -> tensor<2x4x16x16xbf16>
    %37 = stablehlo.convert %c_6 : (tensor<i64>) -> tensor<f64>
    %38 = stablehlo.convert %c_5 : (tensor<i64>) -> tensor<f64>
    %39 = stablehlo.divide %38, %37 : tensor<f64>
    %40 = stablehlo.ceil %39 : tensor<f64>
    %41 = stablehlo.convert %40 : (tensor<f64>) -> tensor<i64>
    %42 = stablehlo.reshape %41 : (tensor<i64>) -> tensor<1xi64>
    %43 = stablehlo.dynamic_iota %42, dim = 0 : (tensor<1xi64>) -> tensor<16xi64>
    %44 = stablehlo.multiply %43, %c_4 : tensor<16xi64>
    %45 = stablehlo.add %44, %c_3 : tensor<16xi64>
    %46 = stablehlo.reshape %45 : (tensor<16xi64>) -> tensor<1x16xi64>
    %47 = stablehlo.reshape %45 : (tensor<16xi64>) -> tensor<16x1xi64>
    %48 = stablehlo.broadcast_in_dim %46, dims = [0, 1] : (tensor<1x16xi64>) -> tensor<16x16xi64>
    %49 = stablehlo.broadcast_in_dim %47, dims = [0, 1] : (tensor<16x1xi64>) -> tensor<16x16xi64>
    %50 = stablehlo.subtract %48, %49 : tensor<16x16xi64>
    %51 = stablehlo.compare GT, %50, %c_2, SIGNED : (tensor<16x16xi64>, tensor<16x16xi64>) -> tensor<16x16xi1>
    %52 = stablehlo.convert %51 : (tensor<16x16xi1>) -> tensor<16x16xi64>
    %53 = stablehlo.multiply %52, %c_1 : tensor<16x16xi64>
    %54 = stablehlo.abs %50 : tensor<16x16xi64>
    %55 = stablehlo.convert %54 : (tensor<16x16xi64>) -> tensor<16x16xf32>
    %56 = stablehlo.convert %cst_12 : (tensor<1xi64>) -> tensor<1xf32>
    %57 = stablehlo.reshape %56 : (tensor<1xf32>) -> tensor<f32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %59 = stablehlo.divide %55, %58 : tensor<16x16xf32>
    %60 = stablehlo.log %59 : tensor<16x16xf32>
    %61 = stablehlo.convert %cst_13 : (tensor<1xf64>) -> tensor<1xf32>
    %62 = stablehlo.reshape %61 : (tensor<1xf32>) -> tensor<f32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %64 = stablehlo.divide %60, %63 : tensor<16x16xf32>
    %65 = stablehlo.multiply %64, %58 : tensor<16x16xf32>
    %66 = stablehlo.convert %65 : (tensor<16x16xf32>) -> tensor<16x16xi64>
    %67 = stablehlo.add %66, %c_0 : tensor<16x16xi64>
    %68 = stablehlo.clamp %c_7, %67, %c : (tensor<i64>, tensor<16x16xi64>, tensor<i64>) -> tensor<16x16xi64>
    %69 = stablehlo.compare LT, %54, %c_0, SIGNED : (tensor<16x16xi64>, tensor<16x16xi64>) -> tensor<16x16xi1>
    %70 = stablehlo.broadcast_in_dim %69, dims = [0, 1] : (tensor<16x16xi1>) -> tensor<16x16xi1>
    %71 = stablehlo.broadcast_in_dim %54, dims = [0, 1] : (tensor<16x16xi64>) -> tensor<16x16xi64>
    %72 = stablehlo.broadcast_in_dim %68, dims = [0, 1] : (tensor<16x16xi64>) -> tensor<16x16xi64>
    %73 = stablehlo.select %70, %71, %72 : tensor<16x16xi1>, tensor<16x16xi64>
    %74 = stablehlo.add %53, %73 : tensor<16x16xi64>
    %75 = "stablehlo.gather"(%arg7, %74) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4>}> : (tensor<32x4xbf16>, tensor<16x16xi64>) -> tensor<16x16x4xbf16>
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
    %88 = stablehlo.reduce(%87 init: %cst_8) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
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
    %105 = stablehlo.transpose %arg6, dims = [1, 0] : (tensor<64x64xbf16>) -> tensor<64x64xbf16>
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
    %120 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<64xbf16>) -> tensor<2x16x64xbf16>
    %121 = stablehlo.multiply %120, %119 : tensor<2x16x64xbf16>
    %122 = stablehlo.transpose %arg8, dims = [1, 0] : (tensor<256x64xbf16>) -> tensor<64x256xbf16>
    %123 = stablehlo.reshape %121 : (tensor<2x16x64xbf16>) -> tensor<32x64xbf16>
    %124 = stablehlo.dot_general %123, %122, contracting_dims = [1] x [0] : (tensor<32x64xbf16>, tensor<64x256xbf16>) -> tensor<32x256xbf16>
    %125 = stablehlo.reshape %124 : (tensor<32x256xbf16>) -> tensor<2x16x256xbf16>
    %126 = stablehlo.convert %cst_14 : (tensor<1xf64>) -> tensor<1xbf16>
    %127 = stablehlo.reshape %126 : (tensor<1xbf16>) -> tensor<bf16>
    %128 = stablehlo.broadcast_in_dim %127, dims = [] : (tensor<bf16>) -> tensor<2x16x256xbf16>
    %129 = stablehlo.multiply %125, %128 : tensor<2x16x256xbf16>
    %130 = stablehlo.convert %cst_15 : (tensor<1xi64>) -> tensor<1xbf16>
    %131 = stablehlo.reshape %130 : (tensor<1xbf16>) -> tensor<bf16>
    %132 = stablehlo.broadcast_in_dim %131, dims = [] : (tensor<bf16>) -> tensor<2x16x256xbf16>
    %133 = stablehlo.power %125, %132 : tensor<2x16x256xbf16>
    %134 = stablehlo.convert %cst_16 : (tensor<1xf64>) -> tensor<1xbf16>
    %135 = stablehlo.reshape %134 : (tensor<1xbf16>) -> tensor<bf16>
    %136 = stablehlo.broadcast_in_dim %135, dims = [] : (tensor<bf16>) -> tensor<2x16x256xbf16>
    %137 = stablehlo.multiply %133, %136 : tensor<2x16x256xbf16>
    %138 = stablehlo.add %125, %137 : tensor<2x16x256xbf16>
    %139 = stablehlo.convert %cst_17 : (tensor<1xf64>) -> tensor<1xbf16>
    %140 = stablehlo.reshape %139 : (tensor<1xbf16>) -> tensor<bf16>
    %141 = stablehlo.broadcast_in_dim %140, dims = [] : (tensor<bf16>) -> tensor<2x16x256xbf16>
    %142 = stablehlo.multiply %138, %141 : tensor<2x16x256xbf16>
    %143 = stablehlo.tanh %142 : tensor<2x16x256xbf16>
    %144 = stablehlo.convert %cst_18 : (tensor<1xf64>) -> tensor<1xbf16>
    %145 = stablehlo.reshape %144 : (tensor<1xbf16>) -> tensor<bf16>
    %146 = stablehlo.broadcast_in_dim %145, dims = [] : (tensor<bf16>) -> tensor<2x16x256xbf16>
    %147 = stablehlo.add %143, %146 : tensor<2x16x256xbf16>
    %148 = stablehlo.multiply %129, %147 : tensor<2x16x256xbf16>
    %149 = stablehlo.transpose %arg9, dims = [1, 0] : (tensor<256x64xbf16>) -> tensor<64x256xbf16>
    %150 = stablehlo.dot_general %123, %149, contracting_dims = [1] x [0] : (tensor<32x64xbf16>, tensor<64x256xbf16>) -> tensor<32x256xbf16>
    %151 = stablehlo.reshape %150 : (tensor<32x256xbf16>) -> tensor<2x16x256xbf16>
    %152 = stablehlo.multiply %148, %151 : tensor<2x16x256xbf16>
    %153 = stablehlo.transpose %arg10, dims = [1, 0] : (tensor<64x256xbf16>) -> tensor<256x64xbf16>
    %154 = stablehlo.reshape %152 : (tensor<2x16x256xbf16>) -> tensor<32x256xbf16>
    %155 = stablehlo.dot_general %154, %153, contracting_dims = [1] x [0] : (tensor<32x256xbf16>, tensor<256x64xbf16>) -> tensor<32x64xbf16>
    %156 = stablehlo.reshape %155 : (tensor<32x64xbf16>) -> tensor<2x16x64xbf16>
    %157 = stablehlo.add %109, %156 : tensor<2x16x64xbf16>
    return %157 : tensor<2x16x64xbf16>
  }
}
