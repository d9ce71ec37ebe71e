module {
  func.func @main(%arg0: tensor<2x64x32xf32>, %arg1: tensor<32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<49x2xf32>, %arg4: tensor<96x32xf32>, %arg5: tensor<96xf32>, %arg6: tensor<32x32xf32>, %arg7: tensor<32xf32>, %arg8: tensor<32xf32>, %arg9: tensor<32xf32>, %arg10: tensor<128x32xf32>, %arg11: tensor<128xf32>, %arg12: tensor<32x128xf32>, %arg13: tensor<32xf32>, %arg14: tensor<32xf32>, %arg15: tensor<32xf32>, %arg16: tensor<49x2xf32>, %arg17: tensor<96x32xf32>, %arg18: tensor<96xf32>, %arg19: tensor<32x32xf32>, %arg20: tensor<32xf32>, %arg21: tensor<32xf32>, %arg22: tensor<32xf32>, %arg23: tensor<128x32xf32>, %arg24: tensor<128xf32>, %arg25: tensor<32x128xf32>, %arg26: tensor<32xf32>, %arg27: tensor<128xf32>, %arg28: tensor<128xf32>, %arg29: tensor<64x128xf32>) -> tensor<2x16x64xf32> {
    %cst = stablehlo.constant dense_resource<torch_tensor_4_16_16_torch.float32> : tensor<4x16x16xf32>
    %c = stablehlo.constant dense_resource<torch_tensor_256_torch.int64_1> : tensor<256xi64>
    %c_0 = stablehlo.constant dense_resource<torch_tensor_256_torch.int64> : tensor<256xi64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<2x64x128xf32>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<2x64x128xf32>
    %cst_6 = stablehlo.constant dense<5.000000e-01> : tensor<2x64x128xf32>
    %cst_7 = stablehlo.constant dense<-4.000000e+00> : tensor<2x64x128xf32>
    %cst_8 = stablehlo.constant dense<4.000000e+00> : tensor<2x64x128xf32>
    %cst_9 = stablehlo.constant dense<-2.72614237E-10> : tensor<2x64x128xf32>
    %cst_10 = stablehlo.constant dense<2.77068146E-8> : tensor<2x64x128xf32>
    %cst_11 = stablehlo.constant dense<-2.10102394E-6> : tensor<2x64x128xf32>
    %cst_12 = stablehlo.constant dense<-5.69250624E-5> : tensor<2x64x128xf32>
    %cst_13 = stablehlo.constant dense<-7.34990637E-4> : tensor<2x64x128xf32>
    %cst_14 = stablehlo.constant dense<-2.954600e-03> : tensor<2x64x128xf32>
    %cst_15 = stablehlo.constant dense<-0.0160960332> : tensor<2x64x128xf32>
    %cst_16 = stablehlo.constant dense<-1.45660715E-5> : tensor<2x64x128xf32>
    %cst_17 = stablehlo.constant dense<-2.13374049E-4> : tensor<2x64x128xf32>
    %cst_18 = stablehlo.constant dense<-0.00168282702> : tensor<2x64x128xf32>
    %cst_19 = stablehlo.constant dense<-0.00737332925> : tensor<2x64x128xf32>
    %cst_20 = stablehlo.constant dense<-0.0142647391> : tensor<2x64x128xf32>
    %cst_21 = stablehlo.constant dense<-1.000000e+00> : tensor<2x64x128xf32>
    %cst_22 = arith.constant dense<32> : tensor<1xi64>
    %cst_23 = arith.constant dense<1.000000e-05> : tensor<1xf64>
    %cst_24 = arith.constant dense<1> : tensor<1xi64>
    %cst_25 = arith.constant dense<2.500000e-01> : tensor<1xf64>
    %cst_26 = arith.constant dense<128> : tensor<1xi64>
    %0 = stablehlo.convert %arg0 : (tensor<2x64x32xf32>) -> tensor<2x64x32xf64>
    %1 = stablehlo.reduce(%0 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x64x32xf64>, tensor<f64>) -> tensor<2x64xf64>
    %2 = stablehlo.reshape %1 : (tensor<2x64xf64>) -> tensor<2x64x1xf64>
    %3 = stablehlo.convert %cst_22 : (tensor<1xi64>) -> tensor<1xf64>
    %4 = stablehlo.reshape %3 : (tensor<1xf64>) -> tensor<f64>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f64>) -> tensor<2x64x1xf64>
    %6 = stablehlo.divide %2, %5 : tensor<2x64x1xf64>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1, 2] : (tensor<2x64x1xf64>) -> tensor<2x64x32xf64>
    %8 = stablehlo.subtract %0, %7 : tensor<2x64x32xf64>
    %9 = stablehlo.multiply %8, %8 : tensor<2x64x32xf64>
    %10 = stablehlo.reduce(%9 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x64x32xf64>, tensor<f64>) -> tensor<2x64xf64>
    %11 = stablehlo.reshape %10 : (tensor<2x64xf64>) -> tensor<2x64x1xf64>
    %12 = stablehlo.divide %11, %5 : tensor<2x64x1xf64>
    %13 = stablehlo.convert %12 : (tensor<2x64x1xf64>) -> tensor<2x64x1xf32>
    %14 = stablehlo.reduce(%arg0 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<2x64x32xf32>, tensor<f32>) -> tensor<2x64xf32>
    %15 = stablehlo.reshape %14 : (tensor<2x64xf32>) -> tensor<2x64x1xf32>
    %16 = stablehlo.convert %cst_22 : (tensor<1xi64>) -> tensor<1xf32>
    %17 = stablehlo.reshape %16 : (tensor<1xf32>) -> tensor<f32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<f32>) -> tensor<2x64x1xf32>
    %19 = stablehlo.divide %15, %18 : tensor<2x64x1xf32>
    %20 = stablehlo.convert %cst_23 : (tensor<1xf64>) -> tensor<1xf32>
    %21 = stablehlo.reshape %20 : (tensor<1xf32>) -> tensor<f32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [] : (tensor<f32>) -> tensor<2x64x1xf32>
    %23 = stablehlo.add %13, %22 : tensor<2x64x1xf32>
    %24 = stablehlo.rsqrt %23 : tensor<2x64x1xf32>
    %25 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2] : (tensor<2x64x1xf32>) -> tensor<2x64x32xf32>
    %26 = stablehlo.subtract %arg0, %25 : tensor<2x64x32xf32>
    %27 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2] : (tensor<2x64x1xf32>) -> tensor<2x64x32xf32>
    %28 = stablehlo.multiply %26, %27 : tensor<2x64x32xf32>
    %29 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<32xf32>) -> tensor<2x64x32xf32>
    %30 = stablehlo.multiply %28, %29 : tensor<2x64x32xf32>
    %31 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<32xf32>) -> tensor<2x64x32xf32>
    %32 = stablehlo.add %30, %31 : tensor<2x64x32xf32>
    %33 = stablehlo.reshape %32 : (tensor<2x64x32xf32>) -> tensor<2x8x8x32xf32>
    %34 = stablehlo.reshape %33 : (tensor<2x8x8x32xf32>) -> tensor<2x2x4x2x4x32xf32>
    %35 = stablehlo.transpose %34, dims = [0, 1, 3, 2, 4, 5] : (tensor<2x2x4x2x4x32xf32>) -> tensor<2x2x2x4x4x32xf32>
    %36 = stablehlo.reshape %35 : (tensor<2x2x2x4x4x32xf32>) -> tensor<8x16x32xf32>
    %37 = stablehlo.reshape %36 : (tensor<8x16x32xf32>) -> tensor<128x32xf32>
    %38 = stablehlo.transpose %arg4, dims = [1, 0] : (tensor<96x32xf32>) -> tensor<32x96xf32>
    %39 = stablehlo.dot_general %37, %38, contracting_dims = [1] x [0] : (tensor<128x32xf32>, tensor<32x96xf32>) -> tensor<128x96xf32>
    %40 = stablehlo.convert %cst_24 : (tensor<1xi64>) -> tensor<1xf32>
    %41 = stablehlo.reshape %40 : (tensor<1xf32>) -> tensor<f32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [] : (tensor<f32>) -> tensor<128x96xf32>
    %43 = stablehlo.multiply %39, %42 : tensor<128x96xf32>
    %44 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<96xf32>) -> tensor<128x96xf32>
    %45 = stablehlo.multiply %44, %42 : tensor<128x96xf32>
    %46 = stablehlo.add %43, %45 : tensor<128x96xf32>
    %47 = stablehlo.reshape %46 : (tensor<128x96xf32>) -> tensor<8x16x96xf32>
    %48 = stablehlo.reshape %47 : (tensor<8x16x96xf32>) -> tensor<8x16x3x2x16xf32>
    %49 = stablehlo.transpose %48, dims = [2, 0, 3, 1, 4] : (tensor<8x16x3x2x16xf32>) -> tensor<3x8x2x16x16xf32>
    %50 = stablehlo.slice %49 [0:1, 0:8, 0:2, 0:16, 0:16] : (tensor<3x8x2x16x16xf32>) -> tensor<1x8x2x16x16xf32>
    %51 = stablehlo.slice %49 [1:2, 0:8, 0:2, 0:16, 0:16] : (tensor<3x8x2x16x16xf32>) -> tensor<1x8x2x16x16xf32>
    %52 = stablehlo.slice %49 [2:3, 0:8, 0:2, 0:16, 0:16] : (tensor<3x8x2x16x16xf32>) -> tensor<1x8x2x16x16xf32>
    %53 = stablehlo.reshape %50 : (tensor<1x8x2x16x16xf32>) -> tensor<8x2x16x16xf32>
    %54 = stablehlo.reshape %51 : (tensor<1x8x2x16x16xf32>) -> tensor<8x2x16x16xf32>
    %55 = stablehlo.reshape %52 : (tensor<1x8x2x16x16xf32>) -> tensor<8x2x16x16xf32>
    %56 = stablehlo.convert %cst_25 : (tensor<1xf64>) -> tensor<1xf32>
    %57 = stablehlo.reshape %56 : (tensor<1xf32>) -> tensor<f32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [] : (tensor<f32>) -> tensor<8x2x16x16xf32>
    %59 = stablehlo.multiply %53, %58 : tensor<8x2x16x16xf32>
    %60 = stablehlo.transpose %54, dims = [0, 1, 3, 2] : (tensor<8x2x16x16xf32>) -> tensor<8x2x16x16xf32>
    %61 = stablehlo.reshape %59 : (tensor<8x2x16x16xf32>) -> tensor<16x16x16xf32>
    %62 = stablehlo.reshape %60 : (tensor<8x2x16x16xf32>) -> tensor<16x16x16xf32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2] : (tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %64 = stablehlo.dot_general %61, %63, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x16x16xf32>, tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %65 = stablehlo.reshape %64 : (tensor<16x16x16xf32>) -> tensor<8x2x16x16xf32>
    %66 = "stablehlo.gather"(%arg3, %c_0) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<49x2xf32>, tensor<256xi64>) -> tensor<256x2xf32>
    %67 = stablehlo.convert %66 : tensor<256x2xf32>
    %68 = stablehlo.reshape %67 : (tensor<256x2xf32>) -> tensor<16x16x2xf32>
    %69 = stablehlo.transpose %68, dims = [2, 0, 1] : (tensor<16x16x2xf32>) -> tensor<2x16x16xf32>
    %70 = stablehlo.reshape %69 : (tensor<2x16x16xf32>) -> tensor<1x2x16x16xf32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2, 3] : (tensor<1x2x16x16xf32>) -> tensor<8x2x16x16xf32>
    %72 = stablehlo.add %65, %71 : tensor<8x2x16x16xf32>
    %73 = stablehlo.reduce(%72 init: %cst_3) applies stablehlo.maximum across dimensions = [3] : (tensor<8x2x16x16xf32>, tensor<f32>) -> tensor<8x2x16xf32>
    %74 = stablehlo.reshape %73 : (tensor<8x2x16xf32>) -> tensor<8x2x16x1xf32>
    %75 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 2, 3] : (tensor<8x2x16x1xf32>) -> tensor<8x2x16x16xf32>
    %76 = stablehlo.subtract %72, %75 : tensor<8x2x16x16xf32>
    %77 = stablehlo.exponential %76 : tensor<8x2x16x16xf32>
    %78 = stablehlo.reduce(%77 init: %cst_2) applies stablehlo.add across dimensions = [3] : (tensor<8x2x16x16xf32>, tensor<f32>) -> tensor<8x2x16xf32>
    %79 = stablehlo.reshape %78 : (tensor<8x2x16xf32>) -> tensor<8x2x16x1xf32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2, 3] : (tensor<8x2x16x1xf32>) -> tensor<8x2x16x16xf32>
    %81 = stablehlo.divide %77, %80 : tensor<8x2x16x16xf32>
    %82 = stablehlo.reshape %81 : (tensor<8x2x16x16xf32>) -> tensor<16x16x16xf32>
    %83 = stablehlo.reshape %55 : (tensor<8x2x16x16xf32>) -> tensor<16x16x16xf32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2] : (tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %85 = stablehlo.dot_general %82, %84, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x16x16xf32>, tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %86 = stablehlo.reshape %85 : (tensor<16x16x16xf32>) -> tensor<8x2x16x16xf32>
    %87 = stablehlo.transpose %86, dims = [0, 2, 1, 3] : (tensor<8x2x16x16xf32>) -> tensor<8x16x2x16xf32>
    %88 = stablehlo.reshape %87 : (tensor<8x16x2x16xf32>) -> tensor<8x16x32xf32>
    %89 = stablehlo.reshape %88 : (tensor<8x16x32xf32>) -> tensor<128x32xf32>
    %90 = stablehlo.transpose %arg6, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %91 = stablehlo.dot_general %89, %90, contracting_dims = [1] x [0] : (tensor<128x32xf32>, tensor<32x32xf32>) -> tensor<128x32xf32>
    %92 = stablehlo.broadcast_in_dim %41, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %93 = stablehlo.multiply %91, %92 : tensor<128x32xf32>
    %94 = stablehlo.broadcast_in_dim %arg7, dims = [1] : (tensor<32xf32>) -> tensor<128x32xf32>
    %95 = stablehlo.multiply %94, %92 : tensor<128x32xf32>
    %96 = stablehlo.add %93, %95 : tensor<128x32xf32>
    %97 = stablehlo.reshape %96 : (tensor<128x32xf32>) -> tensor<8x16x32xf32>
    %98 = stablehlo.reshape %97 : (tensor<8x16x32xf32>) -> tensor<2x2x2x4x4x32xf32>
    %99 = stablehlo.transpose %98, dims = [0, 1, 3, 2, 4, 5] : (tensor<2x2x2x4x4x32xf32>) -> tensor<2x2x4x2x4x32xf32>
    %100 = stablehlo.reshape %99 : (tensor<2x2x4x2x4x32xf32>) -> tensor<2x8x8x32xf32>
    %101 = stablehlo.reshape %100 : (tensor<2x8x8x32xf32>) -> tensor<2x64x32xf32>
    %102 = stablehlo.add %arg0, %101 : tensor<2x64x32xf32>
    %103 = stablehlo.convert %102 : (tensor<2x64x32xf32>) -> tensor<2x64x32xf64>
    %104 = stablehlo.reduce(%103 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x64x32xf64>, tensor<f64>) -> tensor<2x64xf64>
    %105 = stablehlo.reshape %104 : (tensor<2x64xf64>) -> tensor<2x64x1xf64>
    %106 = stablehlo.divide %105, %5 : tensor<2x64x1xf64>
    %107 = stablehlo.broadcast_in_dim %106, dims = [0, 1, 2] : (tensor<2x64x1xf64>) -> tensor<2x64x32xf64>
    %108 = stablehlo.subtract %103, %107 : tensor<2x64x32xf64>
    %109 = stablehlo.multiply %108, %108 : tensor<2x64x32xf64>
    %110 = stablehlo.reduce(%109 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x64x32xf64>, tensor<f64>) -> tensor<2x64xf64>
    %111 = stablehlo.reshape %110 : (tensor<2x64xf64>) -> tensor<2x64x1xf64>
    %112 = stablehlo.divide %111, %5 : tensor<2x64x1xf64>
    %113 = stablehlo.convert %112 : (tensor<2x64x1xf64>) -> tensor<2x64x1xf32>
    %114 = stablehlo.reduce(%102 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<2x64x32xf32>, tensor<f32>) -> tensor<2x64xf32>
    %115 = stablehlo.reshape %114 : (tensor<2x64xf32>) -> tensor<2x64x1xf32>
    %116 = stablehlo.divide %115, %18 : tensor<2x64x1xf32>
    %117 = stablehlo.add %113, %22 : tensor<2x64x1xf32>
    %118 = stablehlo.rsqrt %117 : tensor<2x64x1xf32>
    %119 = stablehlo.broadcast_in_dim %116, dims = [0, 1, 2] : (tensor<2x64x1xf32>) -> tensor<2x64x32xf32>
    %120 = stablehlo.subtract %102, %119 : tensor<2x64x32xf32>
    %121 = stablehlo.broadcast_in_dim %118, dims = [0, 1, 2] : (tensor<2x64x1xf32>) -> tensor<2x64x32xf32>
    %122 = stablehlo.multiply %120, %121 : tensor<2x64x32xf32>
    %123 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<32xf32>) -> tensor<2x64x32xf32>
    %124 = stablehlo.multiply %122, %123 : tensor<2x64x32xf32>
    %125 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<32xf32>) -> tensor<2x64x32xf32>
    %126 = stablehlo.add %124, %125 : tensor<2x64x32xf32>
    %127 = stablehlo.reshape %126 : (tensor<2x64x32xf32>) -> tensor<128x32xf32>
    %128 = stablehlo.transpose %arg10, dims = [1, 0] : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %129 = stablehlo.dot_general %127, %128, contracting_dims = [1] x [0] : (tensor<128x32xf32>, tensor<32x128xf32>) -> tensor<128x128xf32>
    %130 = stablehlo.broadcast_in_dim %41, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %131 = stablehlo.multiply %129, %130 : tensor<128x128xf32>
    %132 = stablehlo.broadcast_in_dim %arg11, dims = [1] : (tensor<128xf32>) -> tensor<128x128xf32>
    %133 = stablehlo.multiply %132, %130 : tensor<128x128xf32>
    %134 = stablehlo.add %131, %133 : tensor<128x128xf32>
    %135 = stablehlo.reshape %134 : (tensor<128x128xf32>) -> tensor<2x64x128xf32>
    %136 = stablehlo.multiply %135, %cst_6 : tensor<2x64x128xf32>
    %137 = stablehlo.rsqrt %cst_5 : tensor<2x64x128xf32>
    %138 = stablehlo.multiply %135, %137 : tensor<2x64x128xf32>
    %139 = stablehlo.clamp %cst_7, %138, %cst_8 : tensor<2x64x128xf32>
    %140 = stablehlo.multiply %139, %139 : tensor<2x64x128xf32>
    %141 = stablehlo.multiply %cst_9, %140 : tensor<2x64x128xf32>
    %142 = stablehlo.add %141, %cst_10 : tensor<2x64x128xf32>
    %143 = stablehlo.multiply %142, %140 : tensor<2x64x128xf32>
    %144 = stablehlo.add %143, %cst_11 : tensor<2x64x128xf32>
    %145 = stablehlo.multiply %144, %140 : tensor<2x64x128xf32>
    %146 = stablehlo.add %145, %cst_12 : tensor<2x64x128xf32>
    %147 = stablehlo.multiply %146, %140 : tensor<2x64x128xf32>
    %148 = stablehlo.add %147, %cst_13 : tensor<2x64x128xf32>
    %149 = stablehlo.multiply %148, %140 : tensor<2x64x128xf32>
    %150 = stablehlo.add %149, %cst_14 : tensor<2x64x128xf32>
    %151 = stablehlo.multiply %150, %140 : tensor<2x64x128xf32>
    %152 = stablehlo.add %151, %cst_15 : tensor<2x64x128xf32>
    %153 = stablehlo.multiply %cst_16, %140 : tensor<2x64x128xf32>
    %154 = stablehlo.add %153, %cst_17 : tensor<2x64x128xf32>
    %155 = stablehlo.multiply %154, %140 : tensor<2x64x128xf32>
    %156 = stablehlo.add %155, %cst_18 : tensor<2x64x128xf32>
    %157 = stablehlo.multiply %156, %140 : tensor<2x64x128xf32>
    %158 = stablehlo.add %157, %cst_19 : tensor<2x64x128xf32>
    %159 = stablehlo.multiply %158, %140 : tensor<2x64x128xf32>
    %160 = stablehlo.add %159, %cst_20 : tensor<2x64x128xf32>
    %161 = stablehlo.multiply %139, %152 : tensor<2x64x128xf32>
    %162 = stablehlo.divide %161, %160 : tensor<2x64x128xf32>
    %163 = stablehlo.clamp %cst_21, %162, %cst_4 : tensor<2x64x128xf32>
    %164 = stablehlo.add %163, %cst_4 : tensor<2x64x128xf32>
    %165 = stablehlo.multiply %164, %136 : tensor<2x64x128xf32>
    %166 = stablehlo.reshape %165 : (tensor<2x64x128xf32>) -> tensor<128x128xf32>
    %167 = stablehlo.transpose %arg12, dims = [1, 0] : (tensor<32x128xf32>) -> tensor<128x32xf32>
    %168 = stablehlo.dot_general %166, %167, contracting_dims = [1] x [0] : (tensor<128x128xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %169 = stablehlo.multiply %168, %92 : tensor<128x32xf32>
    %170 = stablehlo.broadcast_in_dim %arg13, dims = [1] : (tensor<32xf32>) -> tensor<128x32xf32>
    %171 = stablehlo.multiply %170, %92 : tensor<128x32xf32>
    %172 = stablehlo.add %169, %171 : tensor<128x32xf32>
    %173 = stablehlo.reshape %172 : (tensor<128x32xf32>) -> tensor<2x64x32xf32>
    %174 = stablehlo.add %102, %173 : tensor<2x64x32xf32>
    %175 = stablehlo.convert %174 : (tensor<2x64x32xf32>) -> tensor<2x64x32xf64>
    %176 = stablehlo.reduce(%175 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x64x32xf64>, tensor<f64>) -> tensor<2x64xf64>
    %177 = stablehlo.reshape %176 : (tensor<2x64xf64>) -> tensor<2x64x1xf64>
    %178 = stablehlo.divide %177, %5 : tensor<2x64x1xf64>
    %179 = stablehlo.broadcast_in_dim %178, dims = [0, 1, 2] : (tensor<2x64x1xf64>) -> tensor<2x64x32xf64>
    %180 = stablehlo.subtract %175, %179 : tensor<2x64x32xf64>
    %181 = stablehlo.multiply %180, %180 : tensor<2x64x32xf64>
    %182 = stablehlo.reduce(%181 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x64x32xf64>, tensor<f64>) -> tensor<2x64xf64>
    %183 = stablehlo.reshape %182 : (tensor<2x64xf64>) -> tensor<2x64x1xf64>
    %184 = stablehlo.divide %183, %5 : tensor<2x64x1xf64>
    %185 = stablehlo.convert %184 : (tensor<2x64x1xf64>) -> tensor<2x64x1xf32>
    %186 = stablehlo.reduce(%174 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<2x64x32xf32>, tensor<f32>) -> tensor<2x64xf32>
    %187 = stablehlo.reshape %186 : (tensor<2x64xf32>) -> tensor<2x64x1xf32>
    %188 = stablehlo.divide %187, %18 : tensor<2x64x1xf32>
    %189 = stablehlo.add %185, %22 : tensor<2x64x1xf32>
    %190 = stablehlo.rsqrt %189 : tensor<2x64x1xf32>
    %191 = stablehlo.broadcast_in_dim %188, dims = [0, 1, 2] : (tensor<2x64x1xf32>) -> tensor<2x64x32xf32>
    %192 = stablehlo.subtract %174, %191 : tensor<2x64x32xf32>
    %193 = stablehlo.broadcast_in_dim %190, dims = [0, 1, 2] : (tensor<2x64x1xf32>) -> tensor<2x64x32xf32>
    %194 = stablehlo.multiply %192, %193 : tensor<2x64x32xf32>
    %195 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<32xf32>) -> tensor<2x64x32xf32>
    %196 = stablehlo.multiply %194, %195 : tensor<2x64x32xf32>
    %197 = stablehlo.broadcast_in_dim %arg15, dims = [2] : (tensor<32xf32>) -> tensor<2x64x32xf32>
    %198 = stablehlo.add %196, %197 : tensor<2x64x32xf32>
    %199 = stablehlo.reshape %198 : (tensor<2x64x32xf32>) -> tensor<2x8x8x32xf32>
    %200 = stablehlo.slice %199 [0:2, 2:8, 0:8, 0:32] : (tensor<2x8x8x32xf32>) -> tensor<2x6x8x32xf32>
    %201 = stablehlo.slice %199 [0:2, 0:2, 0:8, 0:32] : (tensor<2x8x8x32xf32>) -> tensor<2x2x8x32xf32>
    %202 = stablehlo.concatenate %200, %201, dim = 1 : (tensor<2x6x8x32xf32>, tensor<2x2x8x32xf32>) -> tensor<2x8x8x32xf32>
    %203 = stablehlo.slice %202 [0:2, 0:8, 2:8, 0:32] : (tensor<2x8x8x32xf32>) -> tensor<2x8x6x32xf32>
    %204 = stablehlo.slice %202 [0:2, 0:8, 0:2, 0:32] : (tensor<2x8x8x32xf32>) -> tensor<2x8x2x32xf32>
    %205 = stablehlo.concatenate %203, %204, dim = 2 : (tensor<2x8x6x32xf32>, tensor<2x8x2x32xf32>) -> tensor<2x8x8x32xf32>
    %206 = stablehlo.reshape %205 : (tensor<2x8x8x32xf32>) -> tensor<2x2x4x2x4x32xf32>
    %207 = stablehlo.transpose %206, dims = [0, 1, 3, 2, 4, 5] : (tensor<2x2x4x2x4x32xf32>) -> tensor<2x2x2x4x4x32xf32>
    %208 = stablehlo.reshape %207 : (tensor<2x2x2x4x4x32xf32>) -> tensor<8x16x32xf32>
    %209 = stablehlo.reshape %208 : (tensor<8x16x32xf32>) -> tensor<128x32xf32>
    %210 = stablehlo.transpose %arg17, dims = [1, 0] : (tensor<96x32xf32>) -> tensor<32x96xf32>
    %211 = stablehlo.dot_general %209, %210, contracting_dims = [1] x [0] : (tensor<128x32xf32>, tensor<32x96xf32>) -> tensor<128x96xf32>
    %212 = stablehlo.multiply %211, %42 : tensor<128x96xf32>
    %213 = stablehlo.broadcast_in_dim %arg18, dims = [1] : (tensor<96xf32>) -> tensor<128x96xf32>
    %214 = stablehlo.multiply %213, %42 : tensor<128x96xf32>
    %215 = stablehlo.add %212, %214 : tensor<128x96xf32>
    %216 = stablehlo.reshape %215 : (tensor<128x96xf32>) -> tensor<8x16x96xf32>
    %217 = stablehlo.reshape %216 : (tensor<8x16x96xf32>) -> tensor<8x16x3x2x16xf32>
    %218 = stablehlo.transpose %217, dims = [2, 0, 3, 1, 4] : (tensor<8x16x3x2x16xf32>) -> tensor<3x8x2x16x16xf32>
    %219 = stablehlo.slice %218 [0:1, 0:8, 0:2, 0:16, 0:16] : (tensor<3x8x2x16x16xf32>) -> tensor<1x8x2x16x16xf32>
    %220 = stablehlo.slice %218 [1:2, 0:8, 0:2, 0:16, 0:16] : (tensor<3x8x2x16x16xf32>) -> tensor<1x8x2x16x16xf32>
    %221 = stablehlo.slice %218 [2:3, 0:8, 0:2, 0:16, 0:16] : (tensor<3x8x2x16x16xf32>) -> tensor<1x8x2x16x16xf32>
    %222 = stablehlo.reshape %219 : (tensor<1x8x2x16x16xf32>) -> tensor<8x2x16x16xf32>
    %223 = stablehlo.reshape %220 : (tensor<1x8x2x16x16xf32>) -> tensor<8x2x16x16xf32>
    %224 = stablehlo.reshape %221 : (tensor<1x8x2x16x16xf32>) -> tensor<8x2x16x16xf32>
    %225 = stablehlo.multiply %222, %58 : tensor<8x2x16x16xf32>
    %226 = stablehlo.transpose %223, dims = [0, 1, 3, 2] : (tensor<8x2x16x16xf32>) -> tensor<8x2x16x16xf32>
    %227 = stablehlo.reshape %225 : (tensor<8x2x16x16xf32>) -> tensor<16x16x16xf32>
    %228 = stablehlo.reshape %226 : (tensor<8x2x16x16xf32>) -> tensor<16x16x16xf32>
    %229 = stablehlo.broadcast_in_dim %228, dims = [0, 1, 2] : (tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %230 = stablehlo.dot_general %227, %229, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x16x16xf32>, tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %231 = stablehlo.reshape %230 : (tensor<16x16x16xf32>) -> tensor<8x2x16x16xf32>
    %232 = "stablehlo.gather"(%arg16, %c) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<49x2xf32>, tensor<256xi64>) -> tensor<256x2xf32>
    %233 = stablehlo.convert %232 : tensor<256x2xf32>
    %234 = stablehlo.reshape %233 : (tensor<256x2xf32>) -> tensor<16x16x2xf32>
    %235 = stablehlo.transpose %234, dims = [2, 0, 1] : (tensor<16x16x2xf32>) -> tensor<2x16x16xf32>
    %236 = stablehlo.reshape %235 : (tensor<2x16x16xf32>) -> tensor<1x2x16x16xf32>
    %237 = stablehlo.broadcast_in_dim %236, dims = [0, 1, 2, 3] : (tensor<1x2x16x16xf32>) -> tensor<8x2x16x16xf32>
    %238 = stablehlo.add %231, %237 : tensor<8x2x16x16xf32>
    %239 = stablehlo.reshape %238 : (tensor<8x2x16x16xf32>) -> tensor<2x4x2x16x16xf32>
    %240 = stablehlo.reshape %cst : (tensor<4x16x16xf32>) -> tensor<1x4x16x16xf32>
    %241 = stablehlo.reshape %240 : (tensor<1x4x16x16xf32>) -> tensor<1x4x1x16x16xf32>
    %242 = stablehlo.broadcast_in_dim %241, dims = [0, 1, 2, 3, 4] : (tensor<1x4x1x16x16xf32>) -> tensor<2x4x2x16x16xf32>
    %243 = stablehlo.add %239, %242 : tensor<2x4x2x16x16xf32>
    %244 = stablehlo.reshape %243 : (tensor<2x4x2x16x16xf32>) -> tensor<8x2x16x16xf32>
    %245 = stablehlo.reduce(%244 init: %cst_3) applies stablehlo.maximum across dimensions = [3] : (tensor<8x2x16x16xf32>, tensor<f32>) -> tensor<8x2x16xf32>
    %246 = stablehlo.reshape %245 : (tensor<8x2x16xf32>) -> tensor<8x2x16x1xf32>
    %247 = stablehlo.broadcast_in_dim %246, dims = [0, 1, 2, 3] : (tensor<8x2x16x1xf32>) -> tensor<8x2x16x16xf32>
    %248 = stablehlo.subtract %244, %247 : tensor<8x2x16x16xf32>
    %249 = stablehlo.exponential %248 : tensor<8x2x16x16xf32>
    %250 = stablehlo.reduce(%249 init: %cst_2) applies stablehlo.add across dimensions = [3] : (tensor<8x2x16x16xf32>, tensor<f32>) -> tensor<8x2x16xf32>
    %251 = stablehlo.reshape %250 : (tensor<8x2x16xf32>) -> tensor<8x2x16x1xf32>
    %252 = stablehlo.broadcast_in_dim %251, dims = [0, 1, 2, 3] : (tensor<8x2x16x1xf32>) -> tensor<8x2x16x16xf32>
    %253 = stablehlo.divide %249, %252 : tensor<8x2x16x16xf32>
    %254 = stablehlo.reshape %253 : (tensor<8x2x16x16xf32>) -> tensor<16x16x16xf32>
    %255 = stablehlo.reshape %224 : (tensor<8x2x16x16xf32>) -> tensor<16x16x16xf32>
    %256 = stablehlo.broadcast_in_dim %255, dims = [0, 1, 2] : (tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %257 = stablehlo.dot_general %254, %256, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x16x16xf32>, tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %258 = stablehlo.reshape %257 : (tensor<16x16x16xf32>) -> tensor<8x2x16x16xf32>
    %259 = stablehlo.transpose %258, dims = [0, 2, 1, 3] : (tensor<8x2x16x16xf32>) -> tensor<8x16x2x16xf32>
    %260 = stablehlo.reshape %259 : (tensor<8x16x2x16xf32>) -> tensor<8x16x32xf32>
    %261 = stablehlo.reshape %260 : (tensor<8x16x32xf32>) -> tensor<128x32xf32>
    %262 = stablehlo.transpose %arg19, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %263 = stablehlo.dot_general %261, %262, contracting_dims = [1] x [0] : (tensor<128x32xf32>, tensor<32x32xf32>) -> tensor<128x32xf32>
    %264 = stablehlo.multiply %263, %92 : tensor<128x32xf32>
    %265 = stablehlo.broadcast_in_dim %arg20, dims = [1] : (tensor<32xf32>) -> tensor<128x32xf32>
    %266 = stablehlo.multiply %265, %92 : tensor<128x32xf32>
    %267 = stablehlo.add %264, %266 : tensor<128x32xf32>
    %268 = stablehlo.reshape %267 : (tensor<128x32xf32>) -> tensor<8x16x32xf32>
    %269 = stablehlo.reshape %268 : (tensor<8x16x32xf32>) -> tensor<2x2x2x4x4x32xf32>
    %270 = stablehlo.transpose %269, dims = [0, 1, 3, 2, 4, 5] : (tensor<2x2x2x4x4x32xf32>) -> tensor<2x2x4x2x4x32xf32>
    %271 = stablehlo.reshape %270 : (tensor<2x2x4x2x4x32xf32>) -> tensor<2x8x8x32xf32>
    %272 = stablehlo.slice %271 [0:2, 6:8, 0:8, 0:32] : (tensor<2x8x8x32xf32>) -> tensor<2x2x8x32xf32>
    %273 = stablehlo.slice %271 [0:2, 0:6, 0:8, 0:32] : (tensor<2x8x8x32xf32>) -> tensor<2x6x8x32xf32>
    %274 = stablehlo.concatenate %272, %273, dim = 1 : (tensor<2x2x8x32xf32>, tensor<2x6x8x32xf32>) -> tensor<2x8x8x32xf32>
    %275 = stablehlo.slice %274 [0:2, 0:8, 6:8, 0:32] : (tensor<2x8x8x32xf32>) -> tensor<2x8x2x32xf32>
    %276 = stablehlo.slice %274 [0:2, 0:8, 0:6, 0:32] : (tensor<2x8x8x32xf32>) -> tensor<2x8x6x32xf32>
    %277 = stablehlo.concatenate %275, %276, dim = 2 : (tensor<2x8x2x32xf32>, tensor<2x8x6x32xf32>) -> tensor<2x8x8x32xf32>
    %278 = stablehlo.reshape %277 : (tensor<2x8x8x32xf32>) -> tensor<2x64x32xf32>
    %279 = stablehlo.add %174, %278 : tensor<2x64x32xf32>
    %280 = stablehlo.convert %279 : (tensor<2x64x32xf32>) -> tensor<2x64x32xf64>
    %281 = stablehlo.reduce(%280 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x64x32xf64>, tensor<f64>) -> tensor<2x64xf64>
    %282 = stablehlo.reshape %281 : (tensor<2x64xf64>) -> tensor<2x64x1xf64>
    %283 = stablehlo.divide %282, %5 : tensor<2x64x1xf64>
    %284 = stablehlo.broadcast_in_dim %283, dims = [0, 1, 2] : (tensor<2x64x1xf64>) -> tensor<2x64x32xf64>
    %285 = stablehlo.subtract %280, %284 : tensor<2x64x32xf64>
    %286 = stablehlo.multiply %285, %285 : tensor<2x64x32xf64>
    %287 = stablehlo.reduce(%286 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x64x32xf64>, tensor<f64>) -> tensor<2x64xf64>
    %288 = stablehlo.reshape %287 : (tensor<2x64xf64>) -> tensor<2x64x1xf64>
    %289 = stablehlo.divide %288, %5 : tensor<2x64x1xf64>
    %290 = stablehlo.convert %289 : (tensor<2x64x1xf64>) -> tensor<2x64x1xf32>
    %291 = stablehlo.reduce(%279 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<2x64x32xf32>, tensor<f32>) -> tensor<2x64xf32>
    %292 = stablehlo.reshape %291 : (tensor<2x64xf32>) -> tensor<2x64x1xf32>
    %293 = stablehlo.divide %292, %18 : tensor<2x64x1xf32>
    %294 = stablehlo.add %290, %22 : tensor<2x64x1xf32>
    %295 = stablehlo.rsqrt %294 : tensor<2x64x1xf32>
    %296 = stablehlo.broadcast_in_dim %293, dims = [0, 1, 2] : (tensor<2x64x1xf32>) -> tensor<2x64x32xf32>
    %297 = stablehlo.subtract %279, %296 : tensor<2x64x32xf32>
    %298 = stablehlo.broadcast_in_dim %295, dims = [0, 1, 2] : (tensor<2x64x1xf32>) -> tensor<2x64x32xf32>
    %299 = stablehlo.multiply %297, %298 : tensor<2x64x32xf32>
    %300 = stablehlo.broadcast_in_dim %arg21, dims = [2] : (tensor<32xf32>) -> tensor<2x64x32xf32>
    %301 = stablehlo.multiply %299, %300 : tensor<2x64x32xf32>
    %302 = stablehlo.broadcast_in_dim %arg22, dims = [2] : (tensor<32xf32>) -> tensor<2x64x32xf32>
    %303 = stablehlo.add %301, %302 : tensor<2x64x32xf32>
    %304 = stablehlo.reshape %303 : (tensor<2x64x32xf32>) -> tensor<128x32xf32>
    %305 = stablehlo.transpose %arg23, dims = [1, 0] : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %306 = stablehlo.dot_general %304, %305, contracting_dims = [1] x [0] : (tensor<128x32xf32>, tensor<32x128xf32>) -> tensor<128x128xf32>
    %307 = stablehlo.multiply %306, %130 : tensor<128x128xf32>
    %308 = stablehlo.broadcast_in_dim %arg24, dims = [1] : (tensor<128xf32>) -> tensor<128x128xf32>
    %309 = stablehlo.multiply %308, %130 : tensor<128x128xf32>
    %310 = stablehlo.add %307, %309 : tensor<128x128xf32>
    %311 = stablehlo.reshape %310 : (tensor<128x128xf32>) -> tensor<2x64x128xf32>
    %312 = stablehlo.multiply %311, %cst_6 : tensor<2x64x128xf32>
    %313 = stablehlo.multiply %311, %137 : tensor<2x64x128xf32>
    %314 = stablehlo.clamp %cst_7, %313, %cst_8 : tensor<2x64x128xf32>
    %315 = stablehlo.multiply %314, %314 : tensor<2x64x128xf32>
    %316 = stablehlo.multiply %cst_9, %315 : tensor<2x64x128xf32>
    %317 = stablehlo.add %316, %cst_10 : tensor<2x64x128xf32>
    %318 = stablehlo.multiply %317, %315 : tensor<2x64x128xf32>
    %319 = stablehlo.add %318, %cst_11 : tensor<2x64x128xf32>
    %320 = stablehlo.multiply %319, %315 : tensor<2x64x128xf32>
    %321 = stablehlo.add %320, %cst_12 : tensor<2x64x128xf32>
    %322 = stablehlo.multiply %321, %315 : tensor<2x64x128xf32>
    %323 = stablehlo.add %322, %cst_13 : tensor<2x64x128xf32>
    %324 = stablehlo.multiply %323, %315 : tensor<2x64x128xf32>
    %325 = stablehlo.add %324, %cst_14 : tensor<2x64x128xf32>
    %326 = stablehlo.multiply %325, %315 : tensor<2x64x128xf32>
    %327 = stablehlo.add %326, %cst_15 : tensor<2x64x128xf32>
    %328 = stablehlo.multiply %cst_16, %315 : tensor<2x64x128xf32>
    %329 = stablehlo.add %328, %cst_17 : tensor<2x64x128xf32>
    %330 = stablehlo.multiply %329, %315 : tensor<2x64x128xf32>
    %331 = stablehlo.add %330, %cst_18 : tensor<2x64x128xf32>
    %332 = stablehlo.multiply %331, %315 : tensor<2x64x128xf32>
    %333 = stablehlo.add %332, %cst_19 : tensor<2x64x128xf32>
    %334 = stablehlo.multiply %333, %315 : tensor<2x64x128xf32>
    %335 = stablehlo.add %334, %cst_20 : tensor<2x64x128xf32>
    %336 = stablehlo.multiply %314, %327 : tensor<2x64x128xf32>
    %337 = stablehlo.divide %336, %335 : tensor<2x64x128xf32>
    %338 = stablehlo.clamp %cst_21, %337, %cst_4 : tensor<2x64x128xf32>
    %339 = stablehlo.add %338, %cst_4 : tensor<2x64x128xf32>
    %340 = stablehlo.multiply %339, %312 : tensor<2x64x128xf32>
    %341 = stablehlo.reshape %340 : (tensor<2x64x128xf32>) -> tensor<128x128xf32>
    %342 = stablehlo.transpose %arg25, dims = [1, 0] : (tensor<32x128xf32>) -> tensor<128x32xf32>
    %343 = stablehlo.dot_general %341, %342, contracting_dims = [1] x [0] : (tensor<128x128xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %344 = stablehlo.multiply %343, %92 : tensor<128x32xf32>
    %345 = stablehlo.broadcast_in_dim %arg26, dims = [1] : (tensor<32xf32>) -> tensor<128x32xf32>
    %346 = stablehlo.multiply %345, %92 : tensor<128x32xf32>
    %347 = stablehlo.add %344, %346 : tensor<128x32xf32>
    %348 = stablehlo.reshape %347 : (tensor<128x32xf32>) -> tensor<2x64x32xf32>
    %349 = stablehlo.add %279, %348 : tensor<2x64x32xf32>
    %350 = stablehlo.reshape %349 : (tensor<2x64x32xf32>) -> tensor<2x8x8x32xf32>
    %351 = stablehlo.slice %350 [0:2, 0:8:2, 0:8, 0:32] : (tensor<2x8x8x32xf32>) -> tensor<2x4x8x32xf32>
    %352 = stablehlo.slice %351 [0:2, 0:4, 0:8:2, 0:32] : (tensor<2x4x8x32xf32>) -> tensor<2x4x4x32xf32>
    %353 = stablehlo.slice %350 [0:2, 1:8:2, 0:8, 0:32] : (tensor<2x8x8x32xf32>) -> tensor<2x4x8x32xf32>
    %354 = stablehlo.slice %353 [0:2, 0:4, 0:8:2, 0:32] : (tensor<2x4x8x32xf32>) -> tensor<2x4x4x32xf32>
    %355 = stablehlo.slice %351 [0:2, 0:4, 1:8:2, 0:32] : (tensor<2x4x8x32xf32>) -> tensor<2x4x4x32xf32>
    %356 = stablehlo.slice %353 [0:2, 0:4, 1:8:2, 0:32] : (tensor<2x4x8x32xf32>) -> tensor<2x4x4x32xf32>
    %357 = stablehlo.concatenate %352, %354, %355, %356, dim = 3 : (tensor<2x4x4x32xf32>, tensor<2x4x4x32xf32>, tensor<2x4x4x32xf32>, tensor<2x4x4x32xf32>) -> tensor<2x4x4x128xf32>
    %358 = stablehlo.reshape %357 : (tensor<2x4x4x128xf32>) -> tensor<2x16x128xf32>
    %359 = stablehlo.convert %358 : (tensor<2x16x128xf32>) -> tensor<2x16x128xf64>
    %360 = stablehlo.reduce(%359 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x16x128xf64>, tensor<f64>) -> tensor<2x16xf64>
    %361 = stablehlo.reshape %360 : (tensor<2x16xf64>) -> tensor<2x16x1xf64>
    %362 = stablehlo.convert %cst_26 : (tensor<1xi64>) -> tensor<1xf64>
    %363 = stablehlo.reshape %362 : (tensor<1xf64>) -> tensor<f64>
    %364 = stablehlo.broadcast_in_dim %363, dims = [] : (tensor<f64>) -> tensor<2x16x1xf64>
    %365 = stablehlo.divide %361, %364 : tensor<2x16x1xf64>
    %366 = stablehlo.broadcast_in_dim %365, dims = [0, 1, 2] : (tensor<2x16x1xf64>) -> tensor<2x16x128xf64>
    %367 = stablehlo.subtract %359, %366 : tensor<2x16x128xf64>
    %368 = stablehlo.multiply %367, %367 : tensor<2x16x128xf64>
    %369 = stablehlo.reduce(%368 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x16x128xf64>, tensor<f64>) -> tensor<2x16xf64>
    %370 = stablehlo.reshape %369 : (tensor<2x16xf64>) -> tensor<2x16x1xf64>
    %371 = stablehlo.divide %370, %364 : tensor<2x16x1xf64>
    %372 = stablehlo.convert %371 : (tensor<2x16x1xf64>) -> tensor<2x16x1xf32>
    %373 = stablehlo.reduce(%358 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<2x16x128xf32>, tensor<f32>) -> tensor<2x16xf32>
    %374 = stablehlo.reshape %373 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %375 = stablehlo.convert %cst_26 : (tensor<1xi64>) -> tensor<1xf32>
    %376 = stablehlo.reshape %375 : (tensor<1xf32>) -> tensor<f32>
    %377 = stablehlo.broadcast_in_dim %376, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %378 = stablehlo.divide %374, %377 : tensor<2x16x1xf32>
    %379 = stablehlo.broadcast_in_dim %21, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %380 = stablehlo.add %372, %379 : tensor<2x16x1xf32>
    %381 = stablehlo.rsqrt %380 : tensor<2x16x1xf32>
    %382 = stablehlo.broadcast_in_dim %378, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x128xf32>
    %383 = stablehlo.subtract %358, %382 : tensor<2x16x128xf32>
    %384 = stablehlo.broadcast_in_dim %381, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x128xf32>
    %385 = stablehlo.multiply %383, %384 : tensor<2x16x128xf32>
    %386 = stablehlo.broadcast_in_dim %arg27, dims = [2] : (tensor<128xf32>) -> tensor<2x16x128xf32>
    %387 = stablehlo.multiply %385, %386 : tensor<2x16x128xf32>
    %388 = stablehlo.broadcast_in_dim %arg28, dims = [2] : (tensor<128xf32>) -> tensor<2x16x128xf32>
    %389 = stablehlo.add %387, %388 : tensor<2x16x128xf32>
    %390 = stablehlo.transpose %arg29, dims = [1, 0] : (tensor<64x128xf32>) -> tensor<128x64xf32>
    %391 = stablehlo.reshape %389 : (tensor<2x16x128xf32>) -> tensor<32x128xf32>
    %392 = stablehlo.dot_general %391, %390, contracting_dims = [1] x [0] : (tensor<32x128xf32>, tensor<128x64xf32>) -> tensor<32x64xf32>
    %393 = stablehlo.reshape %392 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    return %393 : tensor<2x16x64xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_4_16_16_torch.float32: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000C8C20000C8C200000000000000000000C8C20000C8C200000000000000000000C8C20000C8C200000000000000000000C8C20000C8C200000000000000000000C8C20000C8C200000000000000000000C8C20000C8C200000000000000000000C8C20000C8C200000000000000000000C8C20000C8C20000C8C20000C8C200000000000000000000C8C20000C8C200000000000000000000C8C20000C8C200000000000000000000C8C20000C8C200000000000000000000C8C20000C8C200000000000000000000C8C20000C8C200000000000000000000C8C20000C8C200000000000000000000C8C20000C8C2000000000000000000000000000000000000C8C20000C8C200000000000000000000C8C20000C8C200000000000000000000C8C20000C8C200000000000000000000C8C20000C8C200000000000000000000C8C20000C8C200000000000000000000C8C20000C8C200000000000000000000C8C20000C8C200000000000000000000C8C20000C8C20000C8C20000C8C200000000000000000000C8C20000C8C200000000000000000000C8C20000C8C200000000000000000000C8C20000C8C200000000000000000000C8C20000C8C200000000000000000000C8C20000C8C200000000000000000000C8C20000C8C200000000000000000000C8C20000C8C2000000000000000000000000000000000000C8C20000C8C200000000000000000000C8C20000C8C200000000000000000000C8C20000C8C200000000000000000000C8C20000C8C200000000000000000000C8C20000C8C200000000000000000000C8C20000C8C200000000000000000000C8C20000C8C200000000000000000000C8C20000C8C20000C8C20000C8C200000000000000000000C8C20000C8C200000000000000000000C8C20000C8C200000000000000000000C8C20000C8C200000000000000000000C8C20000C8C200000000000000000000C8C20000C8C200000000000000000000C8C20000C8C200000000000000000000C8C20000C8C2000000000000000000000000000000000000C8C20000C8C200000000000000000000C8C20000C8C200000000000000000000C8C20000C8C200000000000000000000C8C20000C8C200000000000000000000C8C20000C8C200000000000000000000C8C20000C8C200000000000000000000C8C20000C8C200000000000000000000C8C20000C8C20000C8C20000C8C200000000000000000000C8C20000C8C200000000000000000000C8C20000C8C200000000000000000000C8C20000C8C200000000000000000000C8C20000C8C200000000000000000000C8C20000C8C200000000000000000000C8C20000C8C200000000000000000000C8C20000C8C2000000000000000000000000000000000000000000000000000000000000000000000000000000000000C8C20000C8C20000C8C20000C8C20000C8C20000C8C20000C8C20000C8C200000000000000000000000000000000000000000000000000000000000000000000C8C20000C8C20000C8C20000C8C20000C8C20000C8C20000C8C20000C8C200000000000000000000000000000000000000000000000000000000000000000000C8C20000C8C20000C8C20000C8C20000C8C20000C8C20000C8C20000C8C200000000000000000000000000000000000000000000000000000000000000000000C8C20000C8C20000C8C20000C8C20000C8C20000C8C20000C8C20000C8C200000000000000000000000000000000000000000000000000000000000000000000C8C20000C8C20000C8C20000C8C20000C8C20000C8C20000C8C20000C8C200000000000000000000000000000000000000000000000000000000000000000000C8C20000C8C20000C8C20000C8C20000C8C20000C8C20000C8C20000C8C200000000000000000000000000000000000000000000000000000000000000000000C8C20000C8C20000C8C20000C8C20000C8C20000C8C20000C8C20000C8C200000000000000000000000000000000000000000000000000000000000000000000C8C20000C8C20000C8C20000C8C20000C8C20000C8C20000C8C20000C8C20000C8C20000C8C20000C8C20000C8C20000C8C20000C8C20000C8C20000C8C200000000000000000000000000000000000000000000000000000000000000000000C8C20000C8C20000C8C20000C8C20000C8C20000C8C20000C8C20000C8C200000000000000000000000000000000000000000000000000000000000000000000C8C20000C8C20000C8C20000C8C20000C8C20000C8C20000C8C20000C8C200000000000000000000000000000000000000000000000000000000000000000000C8C20000C8C20000C8C20000C8C20000C8C20000C8C20000C8C20000C8C200000000000000000000000000000000000000000000000000000000000000000000C8C20000C8C20000C8C20000C8C20000C8C20000C8C20000C8C20000C8C200000000000000000000000000000000000000000000000000000000000000000000C8C20000C8C20000C8C20000C8C20000C8C20000C8C20000C8C20000C8C200000000000000000000000000000000000000000000000000000000000000000000C8C20000C8C20000C8C20000C8C20000C8C20000C8C20000C8C20000C8C200000000000000000000000000000000000000000000000000000000000000000000C8C20000C8C20000C8C20000C8C20000C8C20000C8C20000C8C20000C8C2000000000000000000000000000000000000000000000000000000000000000000000000000000000000C8C20000C8C200000000000000000000C8C20000C8C20000C8C20000C8C20000C8C20000C8C20000C8C20000C8C20000C8C20000C8C200000000000000000000C8C20000C8C200000000000000000000C8C20000C8C20000C8C20000C8C20000C8C20000C8C20000C8C20000C8C20000C8C20000C8C20000C8C20000C8C200000000000000000000C8C20000C8C200000000000000000000C8C20000C8C20000C8C20000C8C20000C8C20000C8C20000C8C20000C8C20000C8C20000C8C200000000000000000000C8C20000C8C200000000000000000000C8C20000C8C20000C8C20000C8C20000C8C20000C8C20000C8C20000C8C200000000000000000000C8C20000C8C200000000000000000000C8C20000C8C20000C8C20000C8C20000C8C20000C8C20000C8C20000C8C20000C8C20000C8C200000000000000000000C8C20000C8C200000000000000000000C8C20000C8C20000C8C20000C8C20000C8C20000C8C20000C8C20000C8C20000C8C20000C8C20000C8C20000C8C200000000000000000000C8C20000C8C200000000000000000000C8C20000C8C20000C8C20000C8C20000C8C20000C8C20000C8C20000C8C20000C8C20000C8C200000000000000000000C8C20000C8C200000000000000000000C8C20000C8C20000C8C20000C8C20000C8C20000C8C20000C8C20000C8C20000C8C20000C8C20000C8C20000C8C20000C8C20000C8C20000C8C20000C8C200000000000000000000C8C20000C8C200000000000000000000C8C20000C8C20000C8C20000C8C20000C8C20000C8C20000C8C20000C8C20000C8C20000C8C200000000000000000000C8C20000C8C200000000000000000000C8C20000C8C20000C8C20000C8C20000C8C20000C8C20000C8C20000C8C20000C8C20000C8C20000C8C20000C8C200000000000000000000C8C20000C8C200000000000000000000C8C20000C8C20000C8C20000C8C20000C8C20000C8C20000C8C20000C8C20000C8C20000C8C200000000000000000000C8C20000C8C200000000000000000000C8C20000C8C20000C8C20000C8C20000C8C20000C8C20000C8C20000C8C200000000000000000000C8C20000C8C200000000000000000000C8C20000C8C20000C8C20000C8C20000C8C20000C8C20000C8C20000C8C20000C8C20000C8C200000000000000000000C8C20000C8C200000000000000000000C8C20000C8C20000C8C20000C8C20000C8C20000C8C20000C8C20000C8C20000C8C20000C8C20000C8C20000C8C200000000000000000000C8C20000C8C200000000000000000000C8C20000C8C20000C8C20000C8C20000C8C20000C8C20000C8C20000C8C20000C8C20000C8C200000000000000000000C8C20000C8C20000000000000000",
      torch_tensor_256_torch.int64_1: "0x080000001800000000000000170000000000000016000000000000001500000000000000110000000000000010000000000000000F000000000000000E000000000000000A00000000000000090000000000000008000000000000000700000000000000030000000000000002000000000000000100000000000000000000000000000019000000000000001800000000000000170000000000000016000000000000001200000000000000110000000000000010000000000000000F000000000000000B000000000000000A000000000000000900000000000000080000000000000004000000000000000300000000000000020000000000000001000000000000001A0000000000000019000000000000001800000000000000170000000000000013000000000000001200000000000000110000000000000010000000000000000C000000000000000B000000000000000A00000000000000090000000000000005000000000000000400000000000000030000000000000002000000000000001B000000000000001A000000000000001900000000000000180000000000000014000000000000001300000000000000120000000000000011000000000000000D000000000000000C000000000000000B000000000000000A0000000000000006000000000000000500000000000000040000000000000003000000000000001F000000000000001E000000000000001D000000000000001C000000000000001800000000000000170000000000000016000000000000001500000000000000110000000000000010000000000000000F000000000000000E000000000000000A0000000000000009000000000000000800000000000000070000000000000020000000000000001F000000000000001E000000000000001D0000000000000019000000000000001800000000000000170000000000000016000000000000001200000000000000110000000000000010000000000000000F000000000000000B000000000000000A0000000000000009000000000000000800000000000000210000000000000020000000000000001F000000000000001E000000000000001A0000000000000019000000000000001800000000000000170000000000000013000000000000001200000000000000110000000000000010000000000000000C000000000000000B000000000000000A0000000000000009000000000000002200000000000000210000000000000020000000000000001F000000000000001B000000000000001A000000000000001900000000000000180000000000000014000000000000001300000000000000120000000000000011000000000000000D000000000000000C000000000000000B000000000000000A0000000000000026000000000000002500000000000000240000000000000023000000000000001F000000000000001E000000000000001D000000000000001C000000000000001800000000000000170000000000000016000000000000001500000000000000110000000000000010000000000000000F000000000000000E00000000000000270000000000000026000000000000002500000000000000240000000000000020000000000000001F000000000000001E000000000000001D0000000000000019000000000000001800000000000000170000000000000016000000000000001200000000000000110000000000000010000000000000000F000000000000002800000000000000270000000000000026000000000000002500000000000000210000000000000020000000000000001F000000000000001E000000000000001A00000000000000190000000000000018000000000000001700000000000000130000000000000012000000000000001100000000000000100000000000000029000000000000002800000000000000270000000000000026000000000000002200000000000000210000000000000020000000000000001F000000000000001B000000000000001A000000000000001900000000000000180000000000000014000000000000001300000000000000120000000000000011000000000000002D000000000000002C000000000000002B000000000000002A0000000000000026000000000000002500000000000000240000000000000023000000000000001F000000000000001E000000000000001D000000000000001C0000000000000018000000000000001700000000000000160000000000000015000000000000002E000000000000002D000000000000002C000000000000002B00000000000000270000000000000026000000000000002500000000000000240000000000000020000000000000001F000000000000001E000000000000001D0000000000000019000000000000001800000000000000170000000000000016000000000000002F000000000000002E000000000000002D000000000000002C000000000000002800000000000000270000000000000026000000000000002500000000000000210000000000000020000000000000001F000000000000001E000000000000001A0000000000000019000000000000001800000000000000170000000000000030000000000000002F000000000000002E000000000000002D0000000000000029000000000000002800000000000000270000000000000026000000000000002200000000000000210000000000000020000000000000001F000000000000001B000000000000001A0000000000000019000000000000001800000000000000",
      torch_tensor_256_torch.int64: "0x080000001800000000000000170000000000000016000000000000001500000000000000110000000000000010000000000000000F000000000000000E000000000000000A00000000000000090000000000000008000000000000000700000000000000030000000000000002000000000000000100000000000000000000000000000019000000000000001800000000000000170000000000000016000000000000001200000000000000110000000000000010000000000000000F000000000000000B000000000000000A000000000000000900000000000000080000000000000004000000000000000300000000000000020000000000000001000000000000001A0000000000000019000000000000001800000000000000170000000000000013000000000000001200000000000000110000000000000010000000000000000C000000000000000B000000000000000A00000000000000090000000000000005000000000000000400000000000000030000000000000002000000000000001B000000000000001A000000000000001900000000000000180000000000000014000000000000001300000000000000120000000000000011000000000000000D000000000000000C000000000000000B000000000000000A0000000000000006000000000000000500000000000000040000000000000003000000000000001F000000000000001E000000000000001D000000000000001C000000000000001800000000000000170000000000000016000000000000001500000000000000110000000000000010000000000000000F000000000000000E000000000000000A0000000000000009000000000000000800000000000000070000000000000020000000000000001F000000000000001E000000000000001D0000000000000019000000000000001800000000000000170000000000000016000000000000001200000000000000110000000000000010000000000000000F000000000000000B000000000000000A0000000000000009000000000000000800000000000000210000000000000020000000000000001F000000000000001E000000000000001A0000000000000019000000000000001800000000000000170000000000000013000000000000001200000000000000110000000000000010000000000000000C000000000000000B000000000000000A0000000000000009000000000000002200000000000000210000000000000020000000000000001F000000000000001B000000000000001A000000000000001900000000000000180000000000000014000000000000001300000000000000120000000000000011000000000000000D000000000000000C000000000000000B000000000000000A0000000000000026000000000000002500000000000000240000000000000023000000000000001F000000000000001E000000000000001D000000000000001C000000000000001800000000000000170000000000000016000000000000001500000000000000110000000000000010000000000000000F000000000000000E00000000000000270000000000000026000000000000002500000000000000240000000000000020000000000000001F000000000000001E000000000000001D0000000000000019000000000000001800000000000000170000000000000016000000000000001200000000000000110000000000000010000000000000000F000000000000002800000000000000270000000000000026000000000000002500000000000000210000000000000020000000000000001F000000000000001E000000000000001A00000000000000190000000000000018000000000000001700000000000000130000000000000012000000000000001100000000000000100000000000000029000000000000002800000000000000270000000000000026000000000000002200000000000000210000000000000020000000000000001F000000000000001B000000000000001A000000000000001900000000000000180000000000000014000000000000001300000000000000120000000000000011000000000000002D000000000000002C000000000000002B000000000000002A0000000000000026000000000000002500000000000000240000000000000023000000000000001F000000000000001E000000000000001D000000000000001C0000000000000018000000000000001700000000000000160000000000000015000000000000002E000000000000002D000000000000002C000000000000002B00000000000000270000000000000026000000000000002500000000000000240000000000000020000000000000001F000000000000001E000000000000001D0000000000000019000000000000001800000000000000170000000000000016000000000000002F000000000000002E000000000000002D000000000000002C000000000000002800000000000000270000000000000026000000000000002500000000000000210000000000000020000000000000001F000000000000001E000000000000001A0000000000000019000000000000001800000000000000170000000000000030000000000000002F000000000000002E000000000000002D0000000000000029000000000000002800000000000000270000000000000026000000000000002200000000000000210000000000000020000000000000001F000000000000001B000000000000001A0000000000000019000000000000001800000000000000"
    }
  }
#-}
