module {
  func.func @main(%arg0: tensor<2x16x64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64xf32>, %arg3: tensor<64x64xf32>, %arg4: tensor<64x64xf32>, %arg5: tensor<64x64xf32>, %arg6: tensor<64x64xf32>, %arg7: tensor<32x4xf32>, %arg8: tensor<256x64xf32>, %arg9: tensor<256x64xf32>, %arg10: tensor<64x256xf32>) -> tensor<2x16x64xf32> {
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
    %0 = stablehlo.convert %cst_9 : (tensor<1xi64>) -> tensor<1xf32>
    %1 = stablehlo.reshape %0 : (tensor<1xf32>) -> tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %3 = stablehlo.power %arg0, %2 : tensor<2x16x64xf32>
    %4 = stablehlo.reduce(%3 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %5 = stablehlo.reshape %4 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %6 = stablehlo.convert %cst_10 : (tensor<1xi64>) -> tensor<1xf32>
    %7 = stablehlo.reshape %6 : (tensor<1xf32>) -> tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %9 = stablehlo.divide %5, %8 : tensor<2x16x1xf32>
    %10 = stablehlo.convert %cst_11 : (tensor<1xf64>) -> tensor<1xf32>
    %11 = stablehlo.reshape %10 : (tensor<1xf32>) -> tensor<f32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %13 = stablehlo.add %9, %12 : tensor<2x16x1xf32>
    %14 = stablehlo.rsqrt %13 : tensor<2x16x1xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %16 = stablehlo.multiply %arg0, %15 : tensor<2x16x64xf32>
    %17 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %18 = stablehlo.multiply %17, %16 : tensor<2x16x64xf32>
    %19 = stablehlo.transpose %arg3, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %20 = stablehlo.reshape %18 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %21 = stablehlo.dot_general %20, %19, contracting_dims = [1] x [0] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %22 = stablehlo.reshape %21 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %23 = stablehlo.reshape %22 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %24 = stablehlo.transpose %23, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %25 = stablehlo.transpose %arg4, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %26 = stablehlo.dot_general %20, %25, contracting_dims = [1] x [0] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %27 = stablehlo.reshape %26 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %28 = stablehlo.reshape %27 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %29 = stablehlo.transpose %28, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %30 = stablehlo.transpose %arg5, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %31 = stablehlo.dot_general %20, %30, contracting_dims = [1] x [0] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %32 = stablehlo.reshape %31 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %33 = stablehlo.reshape %32 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %34 = stablehlo.transpose %33, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %35 = stablehlo.convert %c_6 : (tensor<i64>) -> tensor<f64>
    %36 = stablehlo.convert %c_5 : (tensor<i64>) -> tensor<f64>
    %37 = stablehlo.divide %36, %35 : tensor<f64>
    %38 = stablehlo.ceil %37 : tensor<f64>
    %39 = stablehlo.convert %38 : (tensor<f64>) -> tensor<i64>
    %40 = stablehlo.reshape %39 : (tensor<i64>) -> tensor<1xi64>
    %41 = stablehlo.dynamic_iota %40, dim = 0 : (tensor<1xi64>) -> tensor<16xi64>
    %42 = stablehlo.multiply %41, %c_4 : tensor<16xi64>
    %43 = stablehlo.add %42, %c_3 : tensor<16xi64>
    %44 = stablehlo.reshape %43 : (tensor<16xi64>) -> tensor<1x16xi64>
    %45 = stablehlo.reshape %43 : (tensor<16xi64>) -> tensor<16x1xi64>
    %46 = stablehlo.broadcast_in_dim %44, dims = [0, 1] : (tensor<1x16xi64>) -> tensor<16x16xi64>
    %47 = stablehlo.broadcast_in_dim %45, dims = [0, 1] : (tensor<16x1xi64>) -> tensor<16x16xi64>
    %48 = stablehlo.subtract %46, %47 : tensor<16x16xi64>
    %49 = stablehlo.compare GT, %48, %c_2, SIGNED : (tensor<16x16xi64>, tensor<16x16xi64>) -> tensor<16x16xi1>
    %50 = stablehlo.convert %49 : (tensor<16x16xi1>) -> tensor<16x16xi64>
    %51 = stablehlo.multiply %50, %c_1 : tensor<16x16xi64>
    %52 = stablehlo.abs %48 : tensor<16x16xi64>
    %53 = stablehlo.convert %52 : (tensor<16x16xi64>) -> tensor<16x16xf32>
    %54 = stablehlo.convert %cst_12 : (tensor<1xi64>) -> tensor<1xf32>
    %55 = stablehlo.reshape %54 : (tensor<1xf32>) -> tensor<f32>
    %56 = stablehlo.broadcast_in_dim %55, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %57 = stablehlo.divide %53, %56 : tensor<16x16xf32>
    %58 = stablehlo.log %57 : tensor<16x16xf32>
    %59 = stablehlo.convert %cst_13 : (tensor<1xf64>) -> tensor<1xf32>
    %60 = stablehlo.reshape %59 : (tensor<1xf32>) -> tensor<f32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %62 = stablehlo.divide %58, %61 : tensor<16x16xf32>
    %63 = stablehlo.multiply %62, %56 : tensor<16x16xf32>
    %64 = stablehlo.convert %63 : (tensor<16x16xf32>) -> tensor<16x16xi64>
    %65 = stablehlo.add %64, %c_0 : tensor<16x16xi64>
    %66 = stablehlo.clamp %c_7, %65, %c : (tensor<i64>, tensor<16x16xi64>, tensor<i64>) -> tensor<16x16xi64>
    %67 = stablehlo.compare LT, %52, %c_0, SIGNED : (tensor<16x16xi64>, tensor<16x16xi64>) -> tensor<16x16xi1>
    %68 = stablehlo.broadcast_in_dim %67, dims = [0, 1] : (tensor<16x16xi1>) -> tensor<16x16xi1>
    %69 = stablehlo.broadcast_in_dim %52, dims = [0, 1] : (tensor<16x16xi64>) -> tensor<16x16xi64>
    %70 = stablehlo.broadcast_in_dim %66, dims = [0, 1] : (tensor<16x16xi64>) -> tensor<16x16xi64>
    %71 = stablehlo.select %68, %69, %70 : tensor<16x16xi1>, tensor<16x16xi64>
    %72 = stablehlo.add %51, %71 : tensor<16x16xi64>
    %73 = "stablehlo.gather"(%arg7, %72) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4>}> : (tensor<32x4xf32>, tensor<16x16xi64>) -> tensor<16x16x4xf32>
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
    %85 = stablehlo.reduce(%84 init: %cst_8) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
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
    %101 = stablehlo.transpose %arg6, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
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
    %114 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %115 = stablehlo.multiply %114, %113 : tensor<2x16x64xf32>
    %116 = stablehlo.transpose %arg8, dims = [1, 0] : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %117 = stablehlo.reshape %115 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %118 = stablehlo.dot_general %117, %116, contracting_dims = [1] x [0] : (tensor<32x64xf32>, tensor<64x256xf32>) -> tensor<32x256xf32>
    %119 = stablehlo.reshape %118 : (tensor<32x256xf32>) -> tensor<2x16x256xf32>
    %120 = stablehlo.convert %cst_14 : (tensor<1xf64>) -> tensor<1xf32>
    %121 = stablehlo.reshape %120 : (tensor<1xf32>) -> tensor<f32>
    %122 = stablehlo.broadcast_in_dim %121, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %123 = stablehlo.multiply %119, %122 : tensor<2x16x256xf32>
    %124 = stablehlo.convert %cst_15 : (tensor<1xi64>) -> tensor<1xf32>
    %125 = stablehlo.reshape %124 : (tensor<1xf32>) -> tensor<f32>
    %126 = stablehlo.broadcast_in_dim %125, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %127 = stablehlo.power %119, %126 : tensor<2x16x256xf32>
    %128 = stablehlo.convert %cst_16 : (tensor<1xf64>) -> tensor<1xf32>
    %129 = stablehlo.reshape %128 : (tensor<1xf32>) -> tensor<f32>
    %130 = stablehlo.broadcast_in_dim %129, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %131 = stablehlo.multiply %127, %130 : tensor<2x16x256xf32>
    %132 = stablehlo.add %119, %131 : tensor<2x16x256xf32>
    %133 = stablehlo.convert %cst_17 : (tensor<1xf64>) -> tensor<1xf32>
    %134 = stablehlo.reshape %133 : (tensor<1xf32>) -> tensor<f32>
    %135 = stablehlo.broadcast_in_dim %134, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %136 = stablehlo.multiply %132, %135 : tensor<2x16x256xf32>
    %137 = stablehlo.tanh %136 : tensor<2x16x256xf32>
    %138 = stablehlo.convert %cst_18 : (tensor<1xf64>) -> tensor<1xf32>
    %139 = stablehlo.reshape %138 : (tensor<1xf32>) -> tensor<f32>
    %140 = stablehlo.broadcast_in_dim %139, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %141 = stablehlo.add %137, %140 : tensor<2x16x256xf32>
    %142 = stablehlo.multiply %123, %141 : tensor<2x16x256xf32>
    %143 = stablehlo.transpose %arg9, dims = [1, 0] : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %144 = stablehlo.dot_general %117, %143, contracting_dims = [1] x [0] : (tensor<32x64xf32>, tensor<64x256xf32>) -> tensor<32x256xf32>
    %145 = stablehlo.reshape %144 : (tensor<32x256xf32>) -> tensor<2x16x256xf32>
    %146 = stablehlo.multiply %142, %145 : tensor<2x16x256xf32>
    %147 = stablehlo.transpose %arg10, dims = [1, 0] : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %148 = stablehlo.reshape %146 : (tensor<2x16x256xf32>) -> tensor<32x256xf32>
    %149 = stablehlo.dot_general %148, %147, contracting_dims = [1] x [0] : (tensor<32x256xf32>, tensor<256x64xf32>) -> tensor<32x64xf32>
    %150 = stablehlo.reshape %149 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %151 = stablehlo.add %105, %150 : tensor<2x16x64xf32>
    return %151 : tensor<2x16x64xf32>
  }
}
