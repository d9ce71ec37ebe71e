module {
  func.func @main(%arg0: tensor<2x64x32xf16>, %arg1: tensor<32xf16>, %arg2: tensor<32xf16>, %arg3: tensor<49x2xf16>, %arg4: tensor<96x32xf16>, %arg5: tensor<96xf16>, %arg6: tensor<32x32xf16>, %arg7: tensor<32xf16>, %arg8: tensor<32xf16>, %arg9: tensor<32xf16>, %arg10: tensor<128x32xf16>, %arg11: tensor<128xf16>, %arg12: tensor<32x128xf16>, %arg13: tensor<32xf16>, %arg14: tensor<32xf16>, %arg15: tensor<32xf16>, %arg16: tensor<49x2xf16>, %arg17: tensor<96x32xf16>, %arg18: tensor<96xf16>, %arg19: tensor<32x32xf16>, %arg20: tensor<32xf16>, %arg21: tensor<32xf16>, %arg22: tensor<32xf16>, %arg23: tensor<128x32xf16>, %arg24: tensor<128xf16>, %arg25: tensor<32x128xf16>, %arg26: tensor<32xf16>, %arg27: tensor<128xf16>, %arg28: tensor<128xf16>, %arg29: tensor<64x128xf16>) -> tensor<2x16x64xf16> {
    %cst = stablehlo.constant dense_resource<torch_tensor_4_16_16_torch.float16> : tensor<4x16x16xf16>
    %c = stablehlo.constant dense_resource<torch_tensor_256_torch.int64_1> : tensor<256xi64>
    %c_0 = stablehlo.constant dense_resource<torch_tensor_256_torch.int64> : tensor<256xi64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<2x64x128xf16>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<2x64x128xf16>
    %cst_6 = stablehlo.constant dense<5.000000e-01> : tensor<2x64x128xf16>
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
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<2x64x128xf32>
    %cst_23 = arith.constant dense<32> : tensor<1xi64>
    %cst_24 = arith.constant dense<1.000000e-05> : tensor<1xf64>
    %cst_25 = arith.constant dense<1> : tensor<1xi64>
    %cst_26 = arith.constant dense<2.500000e-01> : tensor<1xf64>
    %cst_27 = arith.constant dense<128> : tensor<1xi64>
    %0 = stablehlo.convert %arg0 : (tensor<2x64x32xf16>) -> tensor<2x64x32xf32>
    %1 = stablehlo.convert %0 : (tensor<2x64x32xf32>) -> tensor<2x64x32xf64>
    %2 = stablehlo.reduce(%1 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x64x32xf64>, tensor<f64>) -> tensor<2x64xf64>
    %3 = stablehlo.reshape %2 : (tensor<2x64xf64>) -> tensor<2x64x1xf64>
    %4 = stablehlo.convert %cst_23 : (tensor<1xi64>) -> tensor<1xf64>
    %5 = stablehlo.reshape %4 : (tensor<1xf64>) -> tensor<f64>
    %6 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f64>) -> tensor<2x64x1xf64>
    %7 = stablehlo.divide %3, %6 : tensor<2x64x1xf64>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2] : (tensor<2x64x1xf64>) -> tensor<2x64x32xf64>
    %9 = stablehlo.subtract %1, %8 : tensor<2x64x32xf64>
    %10 = stablehlo.multiply %9, %9 : tensor<2x64x32xf64>
    %11 = stablehlo.reduce(%10 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x64x32xf64>, tensor<f64>) -> tensor<2x64xf64>
    %12 = stablehlo.reshape %11 : (tensor<2x64xf64>) -> tensor<2x64x1xf64>
    %13 = stablehlo.divide %12, %6 : tensor<2x64x1xf64>
    %14 = stablehlo.convert %13 : (tensor<2x64x1xf64>) -> tensor<2x64x1xf32>
    %15 = stablehlo.reduce(%0 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<2x64x32xf32>, tensor<f32>) -> tensor<2x64xf32>
    %16 = stablehlo.reshape %15 : (tensor<2x64xf32>) -> tensor<2x64x1xf32>
    %17 = stablehlo.convert %cst_23 : (tensor<1xi64>) -> tensor<1xf32>
    %18 = stablehlo.reshape %17 : (tensor<1xf32>) -> tensor<f32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<f32>) -> tensor<2x64x1xf32>
    %20 = stablehlo.divide %16, %19 : tensor<2x64x1xf32>
    %21 = stablehlo.convert %cst_24 : (tensor<1xf64>) -> tensor<1xf32>
    %22 = stablehlo.reshape %21 : (tensor<1xf32>) -> tensor<f32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<f32>) -> tensor<2x64x1xf32>
    %24 = stablehlo.add %14, %23 : tensor<2x64x1xf32>
    %25 = stablehlo.rsqrt %24 : tensor<2x64x1xf32>
    %26 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2] : (tensor<2x64x1xf32>) -> tensor<2x64x32xf32>
    %27 = stablehlo.subtract %0, %26 : tensor<2x64x32xf32>
    %28 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2] : (tensor<2x64x1xf32>) -> tensor<2x64x32xf32>
    %29 = stablehlo.multiply %27, %28 : tensor<2x64x32xf32>
    %30 = stablehlo.convert %arg1 : (tensor<32xf16>) -> tensor<32xf32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [2] : (tensor<32xf32>) -> tensor<2x64x32xf32>
    %32 = stablehlo.multiply %29, %31 : tensor<2x64x32xf32>
    %33 = stablehlo.convert %arg2 : (tensor<32xf16>) -> tensor<32xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [2] : (tensor<32xf32>) -> tensor<2x64x32xf32>
    %35 = stablehlo.add %32, %34 : tensor<2x64x32xf32>
    %36 = stablehlo.convert %35 : (tensor<2x64x32xf32>) -> tensor<2x64x32xf16>
    %37 = stablehlo.reshape %36 : (tensor<2x64x32xf16>) -> tensor<2x8x8x32xf16>
    %38 = stablehlo.reshape %37 : (tensor<2x8x8x32xf16>) -> tensor<2x2x4x2x4x32xf16>
    %39 = stablehlo.transpose %38, dims = [0, 1, 3, 2, 4, 5] : (tensor<2x2x4x2x4x32xf16>) -> tensor<2x2x2x4x4x32xf16>
    %40 = stablehlo.reshape %39 : (tensor<2x2x2x4x4x32xf16>) -> tensor<8x16x32xf16>
    %41 = stablehlo.reshape %40 : (tensor<8x16x32xf16>) -> tensor<128x32xf16>
    %42 = stablehlo.transpose %arg4, dims = [1, 0] : (tensor<96x32xf16>) -> tensor<32x96xf16>
    %43 = stablehlo.convert %arg5 : (tensor<96xf16>) -> tensor<96xf32>
    %44 = stablehlo.convert %41 : (tensor<128x32xf16>) -> tensor<128x32xf32>
    %45 = stablehlo.convert %42 : (tensor<32x96xf16>) -> tensor<32x96xf32>
    %46 = stablehlo.dot_general %44, %45, contracting_dims = [1] x [0] : (tensor<128x32xf32>, tensor<32x96xf32>) -> tensor<128x96xf32>
    %47 = stablehlo.convert %cst_25 : (tensor<1xi64>) -> tensor<1xf32>
    %48 = stablehlo.reshape %47 : (tensor<1xf32>) -> tensor<f32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [] : (tensor<f32>) -> tensor<128x96xf32>
    %50 = stablehlo.multiply %46, %49 : tensor<128x96xf32>
    %51 = stablehlo.broadcast_in_dim %43, dims = [1] : (tensor<96xf32>) -> tensor<128x96xf32>
    %52 = stablehlo.multiply %51, %49 : tensor<128x96xf32>
    %53 = stablehlo.add %50, %52 : tensor<128x96xf32>
    %54 = stablehlo.convert %53 : (tensor<128x96xf32>) -> tensor<128x96xf16>
    %55 = stablehlo.reshape %54 : (tensor<128x96xf16>) -> tensor<8x16x96xf16>
    %56 = stablehlo.reshape %55 : (tensor<8x16x96xf16>) -> tensor<8x16x3x2x16xf16>
    %57 = stablehlo.transpose %56, dims = [2, 0, 3, 1, 4] : (tensor<8x16x3x2x16xf16>) -> tensor<3x8x2x16x16xf16>
    %58 = stablehlo.slice %57 [0:1, 0:8, 0:2, 0:16, 0:16] : (tensor<3x8x2x16x16xf16>) -> tensor<1x8x2x16x16xf16>
    %59 = stablehlo.slice %57 [1:2, 0:8, 0:2, 0:16, 0:16] : (tensor<3x8x2x16x16xf16>) -> tensor<1x8x2x16x16xf16>
    %60 = stablehlo.slice %57 [2:3, 0:8, 0:2, 0:16, 0:16] : (tensor<3x8x2x16x16xf16>) -> tensor<1x8x2x16x16xf16>
    %61 = stablehlo.reshape %58 : (tensor<1x8x2x16x16xf16>) -> tensor<8x2x16x16xf16>
    %62 = stablehlo.reshape %59 : (tensor<1x8x2x16x16xf16>) -> tensor<8x2x16x16xf16>
    %63 = stablehlo.reshape %60 : (tensor<1x8x2x16x16xf16>) -> tensor<8x2x16x16xf16>
    %64 = stablehlo.convert %cst_26 : (tensor<1xf64>) -> tensor<1xf16>
    %65 = stablehlo.reshape %64 : (tensor<1xf16>) -> tensor<f16>
    %66 = stablehlo.broadcast_in_dim %65, dims = [] : (tensor<f16>) -> tensor<8x2x16x16xf16>
    %67 = stablehlo.multiply %61, %66 : tensor<8x2x16x16xf16>
    %68 = stablehlo.transpose %62, dims = [0, 1, 3, 2] : (tensor<8x2x16x16xf16>) -> tensor<8x2x16x16xf16>
    %69 = stablehlo.reshape %67 : (tensor<8x2x16x16xf16>) -> tensor<16x16x16xf16>
    %70 = stablehlo.reshape %68 : (tensor<8x2x16x16xf16>) -> tensor<16x16x16xf16>
    %71 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2] : (tensor<16x16x16xf16>) -> tensor<16x16x16xf16>
    %72 = stablehlo.dot_general %69, %71, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x16x16xf16>, tensor<16x16x16xf16>) -> tensor<16x16x16xf16>
    %73 = stablehlo.reshape %72 : (tensor<16x16x16xf16>) -> tensor<8x2x16x16xf16>
    %74 = "stablehlo.gather"(%arg3, %c_0) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<49x2xf16>, tensor<256xi64>) -> tensor<256x2xf16>
    %75 = stablehlo.convert %74 : tensor<256x2xf16>
    %76 = stablehlo.reshape %75 : (tensor<256x2xf16>) -> tensor<16x16x2xf16>
    %77 = stablehlo.transpose %76, dims = [2, 0, 1] : (tensor<16x16x2xf16>) -> tensor<2x16x16xf16>
    %78 = stablehlo.reshape %77 : (tensor<2x16x16xf16>) -> tensor<1x2x16x16xf16>
    %79 = stablehlo.broadcast_in_dim %78, dims = [0, 1, 2, 3] : (tensor<1x2x16x16xf16>) -> tensor<8x2x16x16xf16>
    %80 = stablehlo.add %73, %79 : tensor<8x2x16x16xf16>
    %81 = stablehlo.convert %80 : (tensor<8x2x16x16xf16>) -> tensor<8x2x16x16xf32>
    %82 = stablehlo.reduce(%81 init: %cst_3) applies stablehlo.maximum across dimensions = [3] : (tensor<8x2x16x16xf32>, tensor<f32>) -> tensor<8x2x16xf32>
    %83 = stablehlo.reshape %82 : (tensor<8x2x16xf32>) -> tensor<8x2x16x1xf32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2, 3] : (tensor<8x2x16x1xf32>) -> tensor<8x2x16x16xf32>
    %85 = stablehlo.subtract %81, %84 : tensor<8x2x16x16xf32>
    %86 = stablehlo.exponential %85 : tensor<8x2x16x16xf32>
    %87 = stablehlo.reduce(%86 init: %cst_2) applies stablehlo.add across dimensions = [3] : (tensor<8x2x16x16xf32>, tensor<f32>) -> tensor<8x2x16xf32>
    %88 = stablehlo.reshape %87 : (tensor<8x2x16xf32>) -> tensor<8x2x16x1xf32>
    %89 = stablehlo.broadcast_in_dim %88, dims = [0, 1, 2, 3] : (tensor<8x2x16x1xf32>) -> tensor<8x2x16x16xf32>
    %90 = stablehlo.divide %86, %89 : tensor<8x2x16x16xf32>
    %91 = stablehlo.convert %90 : (tensor<8x2x16x16xf32>) -> tensor<8x2x16x16xf16>
    %92 = stablehlo.reshape %91 : (tensor<8x2x16x16xf16>) -> tensor<16x16x16xf16>
    %93 = stablehlo.reshape %63 : (tensor<8x2x16x16xf16>) -> tensor<16x16x16xf16>
    %94 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2] : (tensor<16x16x16xf16>) -> tensor<16x16x16xf16>
    %95 = stablehlo.dot_general %92, %94, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x16x16xf16>, tensor<16x16x16xf16>) -> tensor<16x16x16xf16>
    %96 = stablehlo.reshape %95 : (tensor<16x16x16xf16>) -> tensor<8x2x16x16xf16>
    %97 = stablehlo.transpose %96, dims = [0, 2, 1, 3] : (tensor<8x2x16x16xf16>) -> tensor<8x16x2x16xf16>
    %98 = stablehlo.reshape %97 : (tensor<8x16x2x16xf16>) -> tensor<8x16x32xf16>
    %99 = stablehlo.reshape %98 : (tensor<8x16x32xf16>) -> tensor<128x32xf16>
    %100 = stablehlo.transpose %arg6, dims = [1, 0] : (tensor<32x32xf16>) -> tensor<32x32xf16>
    %101 = stablehlo.convert %arg7 : (tensor<32xf16>) -> tensor<32xf32>
    %102 = stablehlo.convert %99 : (tensor<128x32xf16>) -> tensor<128x32xf32>
    %103 = stablehlo.convert %100 : (tensor<32x32xf16>) -> tensor<32x32xf32>
    %104 = stablehlo.dot_general %102, %103, contracting_dims = [1] x [0] : (tensor<128x32xf32>, tensor<32x32xf32>) -> tensor<128x32xf32>
    %105 = stablehlo.broadcast_in_dim %48, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %106 = stablehlo.multiply %104, %105 : tensor<128x32xf32>
    %107 = stablehlo.broadcast_in_dim %101, dims = [1] : (tensor<32xf32>) -> tensor<128x32xf32>
    %108 = stablehlo.multiply %107, %105 : tensor<128x32xf32>
    %109 = stablehlo.add %106, %108 : tensor<128x32xf32>
    %110 = stablehlo.convert %109 : (tensor<128x32xf32>) -> tensor<128x32xf16>
    %111 = stablehlo.reshape %110 : (tensor<128x32xf16>) -> tensor<8x16x32xf16>
    %112 = stablehlo.reshape %111 : (tensor<8x16x32xf16>) -> tensor<2x2x2x4x4x32xf16>
    %113 = stablehlo.transpose %112, dims = [0, 1, 3, 2, 4, 5] : (tensor<2x2x2x4x4x32xf16>) -> tensor<2x2x4x2x4x32xf16>
    %114 = stablehlo.reshape %113 : (tensor<2x2x4x2x4x32xf16>) -> tensor<2x8x8x32xf16>
    %115 = stablehlo.reshape %114 : (tensor<2x8x8x32xf16>) -> tensor<2x64x32xf16>
    %116 = stablehlo.add %arg0, %115 : tensor<2x64x32xf16>
    %117 = stablehlo.convert %116 : (tensor<2x64x32xf16>) -> tensor<2x64x32xf32>
    %118 = stablehlo.convert %117 : (tensor<2x64x32xf32>) -> tensor<2x64x32xf64>
    %119 = stablehlo.reduce(%118 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x64x32xf64>, tensor<f64>) -> tensor<2x64xf64>
    %120 = stablehlo.reshape %119 : (tensor<2x64xf64>) -> tensor<2x64x1xf64>
    %121 = stablehlo.divide %120, %6 : tensor<2x64x1xf64>
    %122 = stablehlo.broadcast_in_dim %121, dims = [0, 1, 2] : (tensor<2x64x1xf64>) -> tensor<2x64x32xf64>
    %123 = stablehlo.subtract %118, %122 : tensor<2x64x32xf64>
    %124 = stablehlo.multiply %123, %123 : tensor<2x64x32xf64>
    %125 = stablehlo.reduce(%124 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x64x32xf64>, tensor<f64>) -> tensor<2x64xf64>
    %126 = stablehlo.reshape %125 : (tensor<2x64xf64>) -> tensor<2x64x1xf64>
    %127 = stablehlo.divide %126, %6 : tensor<2x64x1xf64>
    %128 = stablehlo.convert %127 : (tensor<2x64x1xf64>) -> tensor<2x64x1xf32>
    %129 = stablehlo.reduce(%117 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<2x64x32xf32>, tensor<f32>) -> tensor<2x64xf32>
    %130 = stablehlo.reshape %129 : (tensor<2x64xf32>) -> tensor<2x64x1xf32>
    %131 = stablehlo.divide %130, %19 : tensor<2x64x1xf32>
    %132 = stablehlo.add %128, %23 : tensor<2x64x1xf32>
    %133 = stablehlo.rsqrt %132 : tensor<2x64x1xf32>
    %134 = stablehlo.broadcast_in_dim %131, dims = [0, 1, 2] : (tensor<2x64x1xf32>) -> tensor<2x64x32xf32>
    %135 = stablehlo.subtract %117, %134 : tensor<2x64x32xf32>
    %136 = stablehlo.broadcast_in_dim %133, dims = [0, 1, 2] : (tensor<2x64x1xf32>) -> tensor<2x64x32xf32>
    %137 = stablehlo.multiply %135, %136 : tensor<2x64x32xf32>
    %138 = stablehlo.convert %arg8 : (tensor<32xf16>) -> tensor<32xf32>
    %139 = stablehlo.broadcast_in_dim %138, dims = [2] : (tensor<32xf32>) -> tensor<2x64x32xf32>
    %140 = stablehlo.multiply %137, %139 : tensor<2x64x32xf32>
    %141 = stablehlo.convert %arg9 : (tensor<32xf16>) -> tensor<32xf32>
    %142 = stablehlo.broadcast_in_dim %141, dims = [2] : (tensor<32xf32>) -> tensor<2x64x32xf32>
    %143 = stablehlo.add %140, %142 : tensor<2x64x32xf32>
    %144 = stablehlo.convert %143 : (tensor<2x64x32xf32>) -> tensor<2x64x32xf16>
    %145 = stablehlo.reshape %144 : (tensor<2x64x32xf16>) -> tensor<128x32xf16>
    %146 = stablehlo.transpose %arg10, dims = [1, 0] : (tensor<128x32xf16>) -> tensor<32x128xf16>
    %147 = stablehlo.convert %arg11 : (tensor<128xf16>) -> tensor<128xf32>
    %148 = stablehlo.convert %145 : (tensor<128x32xf16>) -> tensor<128x32xf32>
    %149 = stablehlo.convert %146 : (tensor<32x128xf16>) -> tensor<32x128xf32>
    %150 = stablehlo.dot_general %148, %149, contracting_dims = [1] x [0] : (tensor<128x32xf32>, tensor<32x128xf32>) -> tensor<128x128xf32>
    %151 = stablehlo.broadcast_in_dim %48, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %152 = stablehlo.multiply %150, %151 : tensor<128x128xf32>
    %153 = stablehlo.broadcast_in_dim %147, dims = [1] : (tensor<128xf32>) -> tensor<128x128xf32>
    %154 = stablehlo.multiply %153, %151 : tensor<128x128xf32>
    %155 = stablehlo.add %152, %154 : tensor<128x128xf32>
    %156 = stablehlo.convert %155 : (tensor<128x128xf32>) -> tensor<128x128xf16>
    %157 = stablehlo.reshape %156 : (tensor<128x128xf16>) -> tensor<2x64x128xf16>
    %158 = stablehlo.multiply %157, %cst_6 : tensor<2x64x128xf16>
    %159 = stablehlo.rsqrt %cst_5 : tensor<2x64x128xf16>
    %160 = stablehlo.multiply %157, %159 : tensor<2x64x128xf16>
    %161 = stablehlo.convert %160 : (tensor<2x64x128xf16>) -> tensor<2x64x128xf32>
    %162 = stablehlo.clamp %cst_7, %161, %cst_8 : tensor<2x64x128xf32>
    %163 = stablehlo.multiply %162, %162 : tensor<2x64x128xf32>
    %164 = stablehlo.multiply %cst_9, %163 : tensor<2x64x128xf32>
    %165 = stablehlo.add %164, %cst_10 : tensor<2x64x128xf32>
    %166 = stablehlo.multiply %165, %163 : tensor<2x64x128xf32>
    %167 = stablehlo.add %166, %cst_11 : tensor<2x64x128xf32>
    %168 = stablehlo.multiply %167, %163 : tensor<2x64x128xf32>
    %169 = stablehlo.add %168, %cst_12 : tensor<2x64x128xf32>
    %170 = stablehlo.multiply %169, %163 : tensor<2x64x128xf32>
    %171 = stablehlo.add %170, %cst_13 : tensor<2x64x128xf32>
    %172 = stablehlo.multiply %171, %163 : tensor<2x64x128xf32>
    %173 = stablehlo.add %172, %cst_14 : tensor<2x64x128xf32>
    %174 = stablehlo.multiply %173, %163 : tensor<2x64x128xf32>
    %175 = stablehlo.add %174, %cst_15 : tensor<2x64x128xf32>
    %176 = stablehlo.multiply %cst_16, %163 : tensor<2x64x128xf32>
    %177 = stablehlo.add %176, %cst_17 : tensor<2x64x128xf32>
    %178 = stablehlo.multiply %177, %163 : tensor<2x64x128xf32>
    %179 = stablehlo.add %178, %cst_18 : tensor<2x64x128xf32>
    %180 = stablehlo.multiply %179, %163 : tensor<2x64x128xf32>
    %181 = stablehlo.add %180, %cst_19 : tensor<2x64x128xf32>
    %182 = stablehlo.multiply %181, %163 : tensor<2x64x128xf32>
    %183 = stablehlo.add %182, %cst_20 : tensor<2x64x128xf32>
    %184 = stablehlo.multiply %162, %175 : tensor<2x64x128xf32>
    %185 = stablehlo.divide %184, %183 : tensor<2x64x128xf32>
    %186 = stablehlo.clamp %cst_21, %185, %cst_22 : tensor<2x64x128xf32>
    %187 = stablehlo.convert %186 : (tensor<2x64x128xf32>) -> tensor<2x64x128xf16>
    %188 = stablehlo.add %187, %cst_4 : tensor<2x64x128xf16>
    %189 = stablehlo.multiply %188, %158 : tensor<2x64x128xf16>
    %190 = stablehlo.reshape %189 : (tensor<2x64x128xf16>) -> tensor<128x128xf16>
    %191 = stablehlo.transpose %arg12, dims = [1, 0] : (tensor<32x128xf16>) -> tensor<128x32xf16>
    %192 = stablehlo.convert %arg13 : (tensor<32xf16>) -> tensor<32xf32>
    %193 = stablehlo.convert %190 : (tensor<128x128xf16>) -> tensor<128x128xf32>
    %194 = stablehlo.convert %191 : (tensor<128x32xf16>) -> tensor<128x32xf32>
    %195 = stablehlo.dot_general %193, %194, contracting_dims = [1] x [0] : (tensor<128x128xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %196 = stablehlo.multiply %195, %105 : tensor<128x32xf32>
    %197 = stablehlo.broadcast_in_dim %192, dims = [1] : (tensor<32xf32>) -> tensor<128x32xf32>
    %198 = stablehlo.multiply %197, %105 : tensor<128x32xf32>
    %199 = stablehlo.add %196, %198 : tensor<128x32xf32>
    %200 = stablehlo.convert %199 : (tensor<128x32xf32>) -> tensor<128x32xf16>
    %201 = stablehlo.reshape %200 : (tensor<128x32xf16>) -> tensor<2x64x32xf16>
    %202 = stablehlo.add %116, %201 : tensor<2x64x32xf16>
    %203 = stablehlo.convert %202 : (tensor<2x64x32xf16>) -> tensor<2x64x32xf32>
    %204 = stablehlo.convert %203 : (tensor<2x64x32xf32>) -> tensor<2x64x32xf64>
    %205 = stablehlo.reduce(%204 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x64x32xf64>, tensor<f64>) -> tensor<2x64xf64>
    %206 = stablehlo.reshape %205 : (tensor<2x64xf64>) -> tensor<2x64x1xf64>
    %207 = stablehlo.divide %206, %6 : tensor<2x64x1xf64>
    %208 = stablehlo.broadcast_in_dim %207, dims = [0, 1, 2] : (tensor<2x64x1xf64>) -> tensor<2x64x32xf64>
    %209 = stablehlo.subtract %204, %208 : tensor<2x64x32xf64>
    %210 = stablehlo.multiply %209, %209 : tensor<2x64x32xf64>
    %211 = stablehlo.reduce(%210 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x64x32xf64>, tensor<f64>) -> tensor<2x64xf64>
    %212 = stablehlo.reshape %211 : (tensor<2x64xf64>) -> tensor<2x64x1xf64>
    %213 = stablehlo.divide %212, %6 : tensor<2x64x1xf64>
    %214 = stablehlo.convert %213 : (tensor<2x64x1xf64>) -> tensor<2x64x1xf32>
    %215 = stablehlo.reduce(%203 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<2x64x32xf32>, tensor<f32>) -> tensor<2x64xf32>
    %216 = stablehlo.reshape %215 : (tensor<2x64xf32>) -> tensor<2x64x1xf32>
    %217 = stablehlo.divide %216, %19 : tensor<2x64x1xf32>
    %218 = stablehlo.add %214, %23 : tensor<2x64x1xf32>
    %219 = stablehlo.rsqrt %218 : tensor<2x64x1xf32>
    %220 = stablehlo.broadcast_in_dim %217, dims = [0, 1, 2] : (tensor<2x64x1xf32>) -> tensor<2x64x32xf32>
    %221 = stablehlo.subtract %203, %220 : tensor<2x64x32xf32>
    %222 = stablehlo.broadcast_in_dim %219, dims = [0, 1, 2] : (tensor<2x64x1xf32>) -> tensor<2x64x32xf32>
    %223 = stablehlo.multiply %221, %222 : tensor<2x64x32xf32>
    %224 = stablehlo.convert %arg14 : (tensor<32xf16>) -> tensor<32xf32>
    %225 = stablehlo.broadcast_in_dim %224, dims = [2] : (tensor<32xf32>) -> tensor<2x64x32xf32>
    %226 = stablehlo.multiply %223, %225 : tensor<2x64x32xf32>
    %227 = stablehlo.convert %arg15 : (tensor<32xf16>) -> tensor<32xf32>
    %228 = stablehlo.broadcast_in_dim %227, dims = [2] : (tensor<32xf32>) -> tensor<2x64x32xf32>
    %229 = stablehlo.add %226, %228 : tensor<2x64x32xf32>
    %230 = stablehlo.convert %229 : (tensor<2x64x32xf32>) -> tensor<2x64x32xf16>
    %231 = stablehlo.reshape %230 : (tensor<2x64x32xf16>) -> tensor<2x8x8x32xf16>
    %232 = stablehlo.slice %231 [0:2, 2:8, 0:8, 0:32] : (tensor<2x8x8x32xf16>) -> tensor<2x6x8x32xf16>
    %233 = stablehlo.slice %231 [0:2, 0:2, 0:8, 0:32] : (tensor<2x8x8x32xf16>) -> tensor<2x2x8x32xf16>
    %234 = stablehlo.concatenate %232, %233, dim = 1 : (tensor<2x6x8x32xf16>, tensor<2x2x8x32xf16>) -> tensor<2x8x8x32xf16>
    %235 = stablehlo.slice %234 [0:2, 0:8, 2:8, 0:32] : (tensor<2x8x8x32xf16>) -> tensor<2x8x6x32xf16>
    %236 = stablehlo.slice %234 [0:2, 0:8, 0:2, 0:32] : (tensor<2x8x8x32xf16>) -> tensor<2x8x2x32xf16>
    %237 = stablehlo.concatenate %235, %236, dim = 2 : (tensor<2x8x6x32xf16>, tensor<2x8x2x32xf16>) -> tensor<2x8x8x32xf16>
    %238 = stablehlo.reshape %237 : (tensor<2x8x8x32xf16>) -> tensor<2x2x4x2x4x32xf16>
    %239 = stablehlo.transpose %238, dims = [0, 1, 3, 2, 4, 5] : (tensor<2x2x4x2x4x32xf16>) -> tensor<2x2x2x4x4x32xf16>
    %240 = stablehlo.reshape %239 : (tensor<2x2x2x4x4x32xf16>) -> tensor<8x16x32xf16>
    %241 = stablehlo.reshape %240 : (tensor<8x16x32xf16>) -> tensor<128x32xf16>
    %242 = stablehlo.transpose %arg17, dims = [1, 0] : (tensor<96x32xf16>) -> tensor<32x96xf16>
    %243 = stablehlo.convert %arg18 : (tensor<96xf16>) -> tensor<96xf32>
    %244 = stablehlo.convert %241 : (tensor<128x32xf16>) -> tensor<128x32xf32>
    %245 = stablehlo.convert %242 : (tensor<32x96xf16>) -> tensor<32x96xf32>
    %246 = stablehlo.dot_general %244, %245, contracting_dims = [1] x [0] : (tensor<128x32xf32>, tensor<32x96xf32>) -> tensor<128x96xf32>
    %247 = stablehlo.multiply %246, %49 : tensor<128x96xf32>
    %248 = stablehlo.broadcast_in_dim %243, dims = [1] : (tensor<96xf32>) -> tensor<128x96xf32>
    %249 = stablehlo.multiply %248, %49 : tensor<128x96xf32>
    %250 = stablehlo.add %247, %249 : tensor<128x96xf32>
    %251 = stablehlo.convert %250 : (tensor<128x96xf32>) -> tensor<128x96xf16>
    %252 = stablehlo.reshape %251 : (tensor<128x96xf16>) -> tensor<8x16x96xf16>
    %253 = stablehlo.reshape %252 : (tensor<8x16x96xf16>) -> tensor<8x16x3x2x16xf16>
    %254 = stablehlo.transpose %253, dims = [2, 0, 3, 1, 4] : (tensor<8x16x3x2x16xf16>) -> tensor<3x8x2x16x16xf16>
    %255 = stablehlo.slice %254 [0:1, 0:8, 0:2, 0:16, 0:16] : (tensor<3x8x2x16x16xf16>) -> tensor<1x8x2x16x16xf16>
    %256 = stablehlo.slice %254 [1:2, 0:8, 0:2, 0:16, 0:16] : (tensor<3x8x2x16x16xf16>) -> tensor<1x8x2x16x16xf16>
    %257 = stablehlo.slice %254 [2:3, 0:8, 0:2, 0:16, 0:16] : (tensor<3x8x2x16x16xf16>) -> tensor<1x8x2x16x16xf16>
    %258 = stablehlo.reshape %255 : (tensor<1x8x2x16x16xf16>) -> tensor<8x2x16x16xf16>
    %259 = stablehlo.reshape %256 : (tensor<1x8x2x16x16xf16>) -> tensor<8x2x16x16xf16>
    %260 = stablehlo.reshape %257 : (tensor<1x8x2x16x16xf16>) -> tensor<8x2x16x16xf16>
    %261 = stablehlo.multiply %258, %66 : tensor<8x2x16x16xf16>
    %262 = stablehlo.transpose %259, dims = [0, 1, 3, 2] : (tensor<8x2x16x16xf16>) -> tensor<8x2x16x16xf16>
    %263 = stablehlo.reshape %261 : (tensor<8x2x16x16xf16>) -> tensor<16x16x16xf16>
    %264 = stablehlo.reshape %262 : (tensor<8x2x16x16xf16>) -> tensor<16x16x16xf16>
    %265 = stablehlo.broadcast_in_dim %264, dims = [0, 1, 2] : (tensor<16x16x16xf16>) -> tensor<16x16x16xf16>
    %266 = stablehlo.dot_general %263, %265, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x16x16xf16>, tensor<16x16x16xf16>) -> tensor<16x16x16xf16>
    %267 = stablehlo.reshape %266 : (tensor<16x16x16xf16>) -> tensor<8x2x16x16xf16>
    %268 = "stablehlo.gather"(%arg16, %c) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<49x2xf16>, tensor<256xi64>) -> tensor<256x2xf16>
    %269 = stablehlo.convert %268 : tensor<256x2xf16>
    %270 = stablehlo.reshape %269 : (tensor<256x2xf16>) -> tensor<16x16x2xf16>
    %271 = stablehlo.transpose %270, dims = [2, 0, 1] : (tensor<16x16x2xf16>) -> tensor<2x16x16xf16>
    %272 = stablehlo.reshape %271 : (tensor<2x16x16xf16>) -> tensor<1x2x16x16xf16>
    %273 = stablehlo.broadcast_in_dim %272, dims = [0, 1, 2, 3] : (tensor<1x2x16x16xf16>) -> tensor<8x2x16x16xf16>
    %274 = stablehlo.add %267, %273 : tensor<8x2x16x16xf16>
    %275 = stablehlo.reshape %274 : (tensor<8x2x16x16xf16>) -> tensor<2x4x2x16x16xf16>
    %276 = stablehlo.reshape %cst : (tensor<4x16x16xf16>) -> tensor<1x4x16x16xf16>
    %277 = stablehlo.reshape %276 : (tensor<1x4x16x16xf16>) -> tensor<1x4x1x16x16xf16>
    %278 = stablehlo.broadcast_in_dim %277, dims = [0, 1, 2, 3, 4] : (tensor<1x4x1x16x16xf16>) -> tensor<2x4x2x16x16xf16>
    %279 = stablehlo.add %275, %278 : tensor<2x4x2x16x16xf16>
    %280 = stablehlo.reshape %279 : (tensor<2x4x2x16x16xf16>) -> tensor<8x2x16x16xf16>
    %281 = stablehlo.convert %280 : (tensor<8x2x16x16xf16>) -> tensor<8x2x16x16xf32>
    %282 = stablehlo.reduce(%281 init: %cst_3) applies stablehlo.maximum across dimensions = [3] : (tensor<8x2x16x16xf32>, tensor<f32>) -> tensor<8x2x16xf32>
    %283 = stablehlo.reshape %282 : (tensor<8x2x16xf32>) -> tensor<8x2x16x1xf32>
    %284 = stablehlo.broadcast_in_dim %283, dims = [0, 1, 2, 3] : (tensor<8x2x16x1xf32>) -> tensor<8x2x16x16xf32>
    %285 = stablehlo.subtract %281, %284 : tensor<8x2x16x16xf32>
    %286 = stablehlo.exponential %285 : tensor<8x2x16x16xf32>
    %287 = stablehlo.reduce(%286 init: %cst_2) applies stablehlo.add across dimensions = [3] : (tensor<8x2x16x16xf32>, tensor<f32>) -> tensor<8x2x16xf32>
    %288 = stablehlo.reshape %287 : (tensor<8x2x16xf32>) -> tensor<8x2x16x1xf32>
    %289 = stablehlo.broadcast_in_dim %288, dims = [0, 1, 2, 3] : (tensor<8x2x16x1xf32>) -> tensor<8x2x16x16xf32>
    %290 = stablehlo.divide %286, %289 : tensor<8x2x16x16xf32>
    %291 = stablehlo.convert %290 : (tensor<8x2x16x16xf32>) -> tensor<8x2x16x16xf16>
    %292 = stablehlo.reshape %291 : (tensor<8x2x16x16xf16>) -> tensor<16x16x16xf16>
    %293 = stablehlo.reshape %260 : (tensor<8x2x16x16xf16>) -> tensor<16x16x16xf16>
    %294 = stablehlo.broadcast_in_dim %293, dims = [0, 1, 2] : (tensor<16x16x16xf16>) -> tensor<16x16x16xf16>
    %295 = stablehlo.dot_general %292, %294, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x16x16xf16>, tensor<16x16x16xf16>) -> tensor<16x16x16xf16>
    %296 = stablehlo.reshape %295 : (tensor<16x16x16xf16>) -> tensor<8x2x16x16xf16>
    %297 = stablehlo.transpose %296, dims = [0, 2, 1, 3] : (tensor<8x2x16x16xf16>) -> tensor<8x16x2x16xf16>
    %298 = stablehlo.reshape %297 : (tensor<8x16x2x16xf16>) -> tensor<8x16x32xf16>
    %299 = stablehlo.reshape %298 : (tensor<8x16x32xf16>) -> tensor<128x32xf16>
    %300 = stablehlo.transpose %arg19, dims = [1, 0] : (tensor<32x32xf16>) -> tensor<32x32xf16>
    %301 = stablehlo.convert %arg20 : (tensor<32xf16>) -> tensor<32xf32>
    %302 = stablehlo.convert %299 : (tensor<128x32xf16>) -> tensor<128x32xf32>
    %303 = stablehlo.convert %300 : (tensor<32x32xf16>) -> tensor<32x32xf32>
    %304 = stablehlo.dot_general %302, %303, contracting_dims = [1] x [0] : (tensor<128x32xf32>, tensor<32x32xf32>) -> tensor<128x32xf32>
    %305 = stablehlo.multiply %304, %105 : tensor<128x32xf32>
    %306 = stablehlo.broadcast_in_dim %301, dims = [1] : (tensor<32xf32>) -> tensor<128x32xf32>
    %307 = stablehlo.multiply %306, %105 : tensor<128x32xf32>
    %308 = stablehlo.add %305, %307 : tensor<128x32xf32>
    %309 = stablehlo.convert %308 : (tensor<128x32xf32>) -> tensor<128x32xf16>
    %310 = stablehlo.reshape %309 : (tensor<128x32xf16>) -> tensor<8x16x32xf16>
    %311 = stablehlo.reshape %310 : (tensor<8x16x32xf16>) -> tensor<2x2x2x4x4x32xf16>
    %312 = stablehlo.transpose %311, dims = [0, 1, 3, 2, 4, 5] : (tensor<2x2x2x4x4x32xf16>) -> tensor<2x2x4x2x4x32xf16>
    %313 = stablehlo.reshape %312 : (tensor<2x2x4x2x4x32xf16>) -> tensor<2x8x8x32xf16>
    %314 = stablehlo.slice %313 [0:2, 6:8, 0:8, 0:32] : (tensor<2x8x8x32xf16>) -> tensor<2x2x8x32xf16>
    %315 = stablehlo.slice %313 [0:2, 0:6, 0:8, 0:32] : (tensor<2x8x8x32xf16>) -> tensor<2x6x8x32xf16>
    %316 = stablehlo.concatenate %314, %315, dim = 1 : (tensor<2x2x8x32xf16>, tensor<2x6x8x32xf16>) -> tensor<2x8x8x32xf16>
    %317 = stablehlo.slice %316 [0:2, 0:8, 6:8, 0:32] : (tensor<2x8x8x32xf16>) -> tensor<2x8x2x32xf16>
    %318 = stablehlo.slice %316 [0:2, 0:8, 0:6, 0:32] : (tensor<2x8x8x32xf16>) -> tensor<2x8x6x32xf16>
    %319 = stablehlo.concatenate %317, %318, dim = 2 : (tensor<2x8x2x32xf16>, tensor<2x8x6x32xf16>) -> tensor<2x8x8x32xf16>
    %320 = stablehlo.reshape %319 : (tensor<2x8x8x32xf16>) -> tensor<2x64x32xf16>
    %321 = stablehlo.add %202, %320 : tensor<2x64x32xf16>
    %322 = stablehlo.convert %321 : (tensor<2x64x32xf16>) -> tensor<2x64x32xf32>
    %323 = stablehlo.convert %322 : (tensor<2x64x32xf32>) -> tensor<2x64x32xf64>
    %324 = stablehlo.reduce(%323 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x64x32xf64>, tensor<f64>) -> tensor<2x64xf64>
    %325 = stablehlo.reshape %324 : (tensor<2x64xf64>) -> tensor<2x64x1xf64>
    %326 = stablehlo.divide %325, %6 : tensor<2x64x1xf64>
    %327 = stablehlo.broadcast_in_dim %326, dims = [0, 1, 2] : (tensor<2x64x1xf64>) -> tensor<2x64x32xf64>
    %328 = stablehlo.subtract %323, %327 : tensor<2x64x32xf64>
    %329 = stablehlo.multiply %328, %328 : tensor<2x64x32xf64>
    %330 = stablehlo.reduce(%329 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x64x32xf64>, tensor<f64>) -> tensor<2x64xf64>
    %331 = stablehlo.reshape %330 : (tensor<2x64xf64>) -> tensor<2x64x1xf64>
    %332 = stablehlo.divide %331, %6 : tensor<2x64x1xf64>
    %333 = stablehlo.convert %332 : (tensor<2x64x1xf64>) -> tensor<2x64x1xf32>
    %334 = stablehlo.reduce(%322 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<2x64x32xf32>, tensor<f32>) -> tensor<2x64xf32>
    %335 = stablehlo.reshape %334 : (tensor<2x64xf32>) -> tensor<2x64x1xf32>
    %336 = stablehlo.divide %335, %19 : tensor<2x64x1xf32>
    %337 = stablehlo.add %333, %23 : tensor<2x64x1xf32>
    %338 = stablehlo.rsqrt %337 : tensor<2x64x1xf32>
    %339 = stablehlo.broadcast_in_dim %336, dims = [0, 1, 2] : (tensor<2x64x1xf32>) -> tensor<2x64x32xf32>
    %340 = stablehlo.subtract %322, %339 : tensor<2x64x32xf32>
    %341 = stablehlo.broadcast_in_dim %338, dims = [0, 1, 2] : (tensor<2x64x1xf32>) -> tensor<2x64x32xf32>
    %342 = stablehlo.multiply %340, %341 : tensor<2x64x32xf32>
    %343 = stablehlo.convert %arg21 : (tensor<32xf16>) -> tensor<32xf32>
    %344 = stablehlo.broadcast_in_dim %343, dims = [2] : (tensor<32xf32>) -> tensor<2x64x32xf32>
    %345 = stablehlo.multiply %342, %344 : tensor<2x64x32xf32>
    %346 = stablehlo.convert %arg22 : (tensor<32xf16>) -> tensor<32xf32>
    %347 = stablehlo.broadcast_in_dim %346, dims = [2] : (tensor<32xf32>) -> tensor<2x64x32xf32>
    %348 = stablehlo.add %345, %347 : tensor<2x64x32xf32>
    %349 = stablehlo.convert %348 : (tensor<2x64x32xf32>) -> tensor<2x64x32xf16>
    %350 = stablehlo.reshape %349 : (tensor<2x64x32xf16>) -> tensor<128x32xf16>
    %351 = stablehlo.transpose %arg23, dims = [1, 0] : (tensor<128x32xf16>) -> tensor<32x128xf16>
    %352 = stablehlo.convert %arg24 : (tensor<128xf16>) -> tensor<128xf32>
    %353 = stablehlo.convert %350 : (tensor<128x32xf16>) -> tensor<128x32xf32>
    %354 = stablehlo.convert %351 : (tensor<32x128xf16>) -> tensor<32x128xf32>
    %355 = stablehlo.dot_general %353, %354, contracting_dims = [1] x [0] : (tensor<128x32xf32>, tensor<32x128xf32>) -> tensor<128x128xf32>
    %356 = stablehlo.multiply %355, %151 : tensor<128x128xf32>
    %357 = stablehlo.broadcast_in_dim %352, dims = [1] : (tensor<128xf32>) -> tensor<128x128xf32>
    %358 = stablehlo.multiply %357, %151 : tensor<128x128xf32>
    %359 = stablehlo.add %356, %358 : tensor<128x128xf32>
    %360 = stablehlo.convert %359 : (tensor<128x128xf32>) -> tensor<128x128xf16>
    %361 = stablehlo.reshape %360 : (tensor<128x128xf16>) -> tensor<2x64x128xf16>
    %362 = stablehlo.multiply %361, %cst_6 : tensor<2x64x128xf16>
    %363 = stablehlo.multiply %361, %159 : tensor<2x64x128xf16>
    %364 = stablehlo.convert %363 : (tensor<2x64x128xf16>) -> tensor<2x64x128xf32>
    %365 = stablehlo.clamp %cst_7, %364, %cst_8 : tensor<2x64x128xf32>
    %366 = stablehlo.multiply %365, %365 : tensor<2x64x128xf32>
    %367 = stablehlo.multiply %cst_9, %366 : tensor<2x64x128xf32>
    %368 = stablehlo.add %367, %cst_10 : tensor<2x64x128xf32>
    %369 = stablehlo.multiply %368, %366 : tensor<2x64x128xf32>
    %370 = stablehlo.add %369, %cst_11 : tensor<2x64x128xf32>
    %371 = stablehlo.multiply %370, %366 : tensor<2x64x128xf32>
    %372 = stablehlo.add %371, %cst_12 : tensor<2x64x128xf32>
    %373 = stablehlo.multiply %372, %366 : tensor<2x64x128xf32>
    %374 = stablehlo.add %373, %cst_13 : tensor<2x64x128xf32>
    %375 = stablehlo.multiply %374, %366 : tensor<2x64x128xf32>
    %376 = stablehlo.add %375, %cst_14 : tensor<2x64x128xf32>
    %377 = stablehlo.multiply %376, %366 : tensor<2x64x128xf32>
    %378 = stablehlo.add %377, %cst_15 : tensor<2x64x128xf32>
    %379 = stablehlo.multiply %cst_16, %366 : tensor<2x64x128xf32>
    %380 = stablehlo.add %379, %cst_17 : tensor<2x64x128xf32>
    %381 = stablehlo.multiply %380, %366 : tensor<2x64x128xf32>
    %382 = stablehlo.add %381, %cst_18 : tensor<2x64x128xf32>
    %383 = stablehlo.multiply %382, %366 : tensor<2x64x128xf32>
    %384 = stablehlo.add %383, %cst_19 : tensor<2x64x128xf32>
    %385 = stablehlo.multiply %384, %366 : tensor<2x64x128xf32>
    %386 = stablehlo.add %385, %cst_20 : tensor<2x64x128xf32>
    %387 = stablehlo.multiply %365, %378 : tensor<2x64x128xf32>
    %388 = stablehlo.divide %387, %386 : tensor<2x64x128xf32>
    %389 = stablehlo.clamp %cst_21, %388, %cst_22 : tensor<2x64x128xf32>
    %390 = stablehlo.convert %389 : (tensor<2x64x128xf32>) -> tensor<2x64x128xf16>
    %391 = stablehlo.add %390, %cst_4 : tensor<2x64x128xf16>
    %392 = stablehlo.multiply %391, %362 : tensor<2x64x128xf16>
    %393 = stablehlo.reshape %392 : (tensor<2x64x128xf16>) -> tensor<128x128xf16>
    %394 = stablehlo.transpose %arg25, dims = [1, 0] : (tensor<32x128xf16>) -> tensor<128x32xf16>
    %395 = stablehlo.convert %arg26 : (tensor<32xf16>) -> tensor<32xf32>
    %396 = stablehlo.convert %393 : (tensor<128x128xf16>) -> tensor<128x128xf32>
    %397 = stablehlo.convert %394 : (tensor<128x32xf16>) -> tensor<128x32xf32>
    %398 = stablehlo.dot_general %396, %397, contracting_dims = [1] x [0] : (tensor<128x128xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %399 = stablehlo.multiply %398, %105 : tensor<128x32xf32>
    %400 = stablehlo.broadcast_in_dim %395, dims = [1] : (tensor<32xf32>) -> tensor<128x32xf32>
    %401 = stablehlo.multiply %400, %105 : tensor<128x32xf32>
    %402 = stablehlo.add %399, %401 : tensor<128x32xf32>
    %403 = stablehlo.convert %402 : (tensor<128x32xf32>) -> tensor<128x32xf16>
    %404 = stablehlo.reshape %403 : (tensor<128x32xf16>) -> tensor<2x64x32xf16>
    %405 = stablehlo.add %321, %404 : tensor<2x64x32xf16>
    %406 = stablehlo.reshape %405 : (tensor<2x64x32xf16>) -> tensor<2x8x8x32xf16>
    %407 = stablehlo.slice %406 [0:2, 0:8:2, 0:8, 0:32] : (tensor<2x8x8x32xf16>) -> tensor<2x4x8x32xf16>
    %408 = stablehlo.slice %407 [0:2, 0:4, 0:8:2, 0:32] : (tensor<2x4x8x32xf16>) -> tensor<2x4x4x32xf16>
    %409 = stablehlo.slice %406 [0:2, 1:8:2, 0:8, 0:32] : (tensor<2x8x8x32xf16>) -> tensor<2x4x8x32xf16>
    %410 = stablehlo.slice %409 [0:2, 0:4, 0:8:2, 0:32] : (tensor<2x4x8x32xf16>) -> tensor<2x4x4x32xf16>
    %411 = stablehlo.slice %407 [0:2, 0:4, 1:8:2, 0:32] : (tensor<2x4x8x32xf16>) -> tensor<2x4x4x32xf16>
    %412 = stablehlo.slice %409 [0:2, 0:4, 1:8:2, 0:32] : (tensor<2x4x8x32xf16>) -> tensor<2x4x4x32xf16>
    %413 = stablehlo.concatenate %408, %410, %411, %412, dim = 3 : (tensor<2x4x4x32xf16>, tensor<2x4x4x32xf16>, tensor<2x4x4x32xf16>, tensor<2x4x4x32xf16>) -> tensor<2x4x4x128xf16>
    %414 = stablehlo.reshape %413 : (tensor<2x4x4x128xf16>) -> tensor<2x16x128xf16>
    %415 = stablehlo.convert %414 : (tensor<2x16x128xf16>) -> tensor<2x16x128xf32>
    %416 = stablehlo.convert %415 : (tensor<2x16x128xf32>) -> tensor<2x16x128xf64>
    %417 = stablehlo.reduce(%416 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x16x128xf64>, tensor<f64>) -> tensor<2x16xf64>
    %418 = stablehlo.reshape %417 : (tensor<2x16xf64>) -> tensor<2x16x1xf64>
    %419 = stablehlo.convert %cst_27 : (tensor<1xi64>) -> tensor<1xf64>
    %420 = stablehlo.reshape %419 : (tensor<1xf64>) -> tensor<f64>
    %421 = stablehlo.broadcast_in_dim %420, dims = [] : (tensor<f64>) -> tensor<2x16x1xf64>
    %422 = stablehlo.divide %418, %421 : tensor<2x16x1xf64>
    %423 = stablehlo.broadcast_in_dim %422, dims = [0, 1, 2] : (tensor<2x16x1xf64>) -> tensor<2x16x128xf64>
    %424 = stablehlo.subtract %416, %423 : tensor<2x16x128xf64>
    %425 = stablehlo.multiply %424, %424 : tensor<2x16x128xf64>
    %426 = stablehlo.reduce(%425 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x16x128xf64>, tensor<f64>) -> tensor<2x16xf64>
    %427 = stablehlo.reshape %426 : (tensor<2x16xf64>) -> tensor<2x16x1xf64>
    %428 = stablehlo.divide %427, %421 : tensor<2x16x1xf64>
    %429 = stablehlo.convert %428 : (tensor<2x16x1xf64>) -> tensor<2x16x1xf32>
    %430 = stablehlo.reduce(%415 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<2x16x128xf32>, tensor<f32>) -> tensor<2x16xf32>
    %431 = stablehlo.reshape %430 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %432 = stablehlo.convert %cst_27 : (tensor<1xi64>) -> tensor<1xf32>
    %433 = stablehlo.reshape %432 : (tensor<1xf32>) -> tensor<f32>
    %434 = stablehlo.broadcast_in_dim %433, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %435 = stablehlo.divide %431, %434 : tensor<2x16x1xf32>
    %436 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %437 = stablehlo.add %429, %436 : tensor<2x16x1xf32>
    %438 = stablehlo.rsqrt %437 : tensor<2x16x1xf32>
    %439 = stablehlo.broadcast_in_dim %435, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x128xf32>
    %440 = stablehlo.subtract %415, %439 : tensor<2x16x128xf32>
    %441 = stablehlo.broadcast_in_dim %438, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x128xf32>
    %442 = stablehlo.multiply %440, %441 : tensor<2x16x128xf32>
    %443 = stablehlo.convert %arg27 : (tensor<128xf16>) -> tensor<128xf32>
    %444 = stablehlo.broadcast_in_dim %443, dims = [2] : (tensor<128xf32>) -> tensor<2x16x128xf32>
    %445 = stablehlo.multiply %442, %444 : tensor<2x16x128xf32>
    %446 = stablehlo.convert %arg28 : (tensor<128xf16>) -> tensor<128xf32>
    %447 = stablehlo.broadcast_in_dim %446, dims = [2] : (tensor<128xf32>) -> tensor<2x16x128xf32>
    %448 = stablehlo.add %445, %447 : tensor<2x16x128xf32>
    %449 = stablehlo.convert %448 : (tensor<2x16x128xf32>) -> tensor<2x16x128xf16>
    %450 = stablehlo.transpose %arg29, dims = [1, 0] : (tensor<64x128xf16>) -> tensor<128x64xf16>
    %451 = stablehlo.reshape %449 : (tensor<2x16x128xf16>) -> tensor<32x128xf16>
    %452 = stablehlo.dot_general %451, %450, contracting_dims = [1] x [0] : (tensor<32x128xf16>, tensor<128x64xf16>) -> tensor<32x64xf16>
    %453 = stablehlo.reshape %452 : (tensor<32x64xf16>) -> tensor<2x16x64xf16>
    return %453 : tensor<2x16x64xf16>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_4_16_16_torch.float16: "0x0200000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000040D640D60000000040D640D60000000040D640D60000000040D640D60000000040D640D60000000040D640D60000000040D640D60000000040D640D640D640D60000000040D640D60000000040D640D60000000040D640D60000000040D640D60000000040D640D60000000040D640D60000000040D640D6000000000000000040D640D60000000040D640D60000000040D640D60000000040D640D60000000040D640D60000000040D640D60000000040D640D60000000040D640D640D640D60000000040D640D60000000040D640D60000000040D640D60000000040D640D60000000040D640D60000000040D640D60000000040D640D6000000000000000040D640D60000000040D640D60000000040D640D60000000040D640D60000000040D640D60000000040D640D60000000040D640D60000000040D640D640D640D60000000040D640D60000000040D640D60000000040D640D60000000040D640D60000000040D640D60000000040D640D60000000040D640D6000000000000000040D640D60000000040D640D60000000040D640D60000000040D640D60000000040D640D60000000040D640D60000000040D640D60000000040D640D640D640D60000000040D640D60000000040D640D60000000040D640D60000000040D640D60000000040D640D60000000040D640D60000000040D640D6000000000000000000000000000000000000000040D640D640D640D640D640D640D640D60000000000000000000000000000000040D640D640D640D640D640D640D640D60000000000000000000000000000000040D640D640D640D640D640D640D640D60000000000000000000000000000000040D640D640D640D640D640D640D640D60000000000000000000000000000000040D640D640D640D640D640D640D640D60000000000000000000000000000000040D640D640D640D640D640D640D640D60000000000000000000000000000000040D640D640D640D640D640D640D640D60000000000000000000000000000000040D640D640D640D640D640D640D640D640D640D640D640D640D640D640D640D60000000000000000000000000000000040D640D640D640D640D640D640D640D60000000000000000000000000000000040D640D640D640D640D640D640D640D60000000000000000000000000000000040D640D640D640D640D640D640D640D60000000000000000000000000000000040D640D640D640D640D640D640D640D60000000000000000000000000000000040D640D640D640D640D640D640D640D60000000000000000000000000000000040D640D640D640D640D640D640D640D60000000000000000000000000000000040D640D640D640D640D640D640D640D6000000000000000000000000000000000000000040D640D60000000040D640D640D640D640D640D640D640D640D640D60000000040D640D60000000040D640D640D640D640D640D640D640D640D640D640D640D60000000040D640D60000000040D640D640D640D640D640D640D640D640D640D60000000040D640D60000000040D640D640D640D640D640D640D640D60000000040D640D60000000040D640D640D640D640D640D640D640D640D640D60000000040D640D60000000040D640D640D640D640D640D640D640D640D640D640D640D60000000040D640D60000000040D640D640D640D640D640D640D640D640D640D60000000040D640D60000000040D640D640D640D640D640D640D640D640D640D640D640D640D640D640D640D60000000040D640D60000000040D640D640D640D640D640D640D640D640D640D60000000040D640D60000000040D640D640D640D640D640D640D640D640D640D640D640D60000000040D640D60000000040D640D640D640D640D640D640D640D640D640D60000000040D640D60000000040D640D640D640D640D640D640D640D60000000040D640D60000000040D640D640D640D640D640D640D640D640D640D60000000040D640D60000000040D640D640D640D640D640D640D640D640D640D640D640D60000000040D640D60000000040D640D640D640D640D640D640D640D640D640D60000000040D640D600000000",
      torch_tensor_256_torch.int64_1: "0x080000001800000000000000170000000000000016000000000000001500000000000000110000000000000010000000000000000F000000000000000E000000000000000A00000000000000090000000000000008000000000000000700000000000000030000000000000002000000000000000100000000000000000000000000000019000000000000001800000000000000170000000000000016000000000000001200000000000000110000000000000010000000000000000F000000000000000B000000000000000A000000000000000900000000000000080000000000000004000000000000000300000000000000020000000000000001000000000000001A0000000000000019000000000000001800000000000000170000000000000013000000000000001200000000000000110000000000000010000000000000000C000000000000000B000000000000000A00000000000000090000000000000005000000000000000400000000000000030000000000000002000000000000001B000000000000001A000000000000001900000000000000180000000000000014000000000000001300000000000000120000000000000011000000000000000D000000000000000C000000000000000B000000000000000A0000000000000006000000000000000500000000000000040000000000000003000000000000001F000000000000001E000000000000001D000000000000001C000000000000001800000000000000170000000000000016000000000000001500000000000000110000000000000010000000000000000F000000000000000E000000000000000A0000000000000009000000000000000800000000000000070000000000000020000000000000001F000000000000001E000000000000001D0000000000000019000000000000001800000000000000170000000000000016000000000000001200000000000000110000000000000010000000000000000F000000000000000B000000000000000A0000000000000009000000000000000800000000000000210000000000000020000000000000001F000000000000001E000000000000001A0000000000000019000000000000001800000000000000170000000000000013000000000000001200000000000000110000000000000010000000000000000C000000000000000B000000000000000A0000000000000009000000000000002200000000000000210000000000000020000000000000001F000000000000001B000000000000001A000000000000001900000000000000180000000000000014000000000000001300000000000000120000000000000011000000000000000D000000000000000C000000000000000B000000000000000A0000000000000026000000000000002500000000000000240000000000000023000000000000001F000000000000001E000000000000001D000000000000001C000000000000001800000000000000170000000000000016000000000000001500000000000000110000000000000010000000000000000F000000000000000E00000000000000270000000000000026000000000000002500000000000000240000000000000020000000000000001F000000000000001E000000000000001D0000000000000019000000000000001800000000000000170000000000000016000000000000001200000000000000110000000000000010000000000000000F000000000000002800000000000000270000000000000026000000000000002500000000000000210000000000000020000000000000001F000000000000001E000000000000001A00000000000000190000000000000018000000000000001700000000000000130000000000000012000000000000001100000000000000100000000000000029000000000000002800000000000000270000000000000026000000000000002200000000000000210000000000000020000000000000001F000000000000001B000000000000001A000000000000001900000000000000180000000000000014000000000000001300000000000000120000000000000011000000000000002D000000000000002C000000000000002B000000000000002A0000000000000026000000000000002500000000000000240000000000000023000000000000001F000000000000001E000000000000001D000000000000001C0000000000000018000000000000001700000000000000160000000000000015000000000000002E000000000000002D000000000000002C000000000000002B00000000000000270000000000000026000000000000002500000000000000240000000000000020000000000000001F000000000000001E000000000000001D0000000000000019000000000000001800000000000000170000000000000016000000000000002F000000000000002E000000000000002D000000000000002C000000000000002800000000000000270000000000000026000000000000002500000000000000210000000000000020000000000000001F000000000000001E000000000000001A0000000000000019000000000000001800000000000000170000000000000030000000000000002F000000000000002E000000000000002D0000000000000029000000000000002800000000000000270000000000000026000000000000002200000000000000210000000000000020000000000000001F000000000000001B000000000000001A0000000000000019000000000000001800000000000000",
      torch_tensor_256_torch.int64: "0x080000001800000000000000170000000000000016000000000000001500000000000000110000000000000010000000000000000F000000000000000E000000000000000A00000000000000090000000000000008000000000000000700000000000000030000000000000002000000000000000100000000000000000000000000000019000000000000001800000000000000170000000000000016000000000000001200000000000000110000000000000010000000000000000F000000000000000B000000000000000A000000000000000900000000000000080000000000000004000000000000000300000000000000020000000000000001000000000000001A0000000000000019000000000000001800000000000000170000000000000013000000000000001200000000000000110000000000000010000000000000000C000000000000000B000000000000000A00000000000000090000000000000005000000000000000400000000000000030000000000000002000000000000001B000000000000001A000000000000001900000000000000180000000000000014000000000000001300000000000000120000000000000011000000000000000D000000000000000C000000000000000B000000000000000A0000000000000006000000000000000500000000000000040000000000000003000000000000001F000000000000001E000000000000001D000000000000001C000000000000001800000000000000170000000000000016000000000000001500000000000000110000000000000010000000000000000F000000000000000E000000000000000A0000000000000009000000000000000800000000000000070000000000000020000000000000001F000000000000001E000000000000001D0000000000000019000000000000001800000000000000170000000000000016000000000000001200000000000000110000000000000010000000000000000F000000000000000B000000000000000A0000000000000009000000000000000800000000000000210000000000000020000000000000001F000000000000001E000000000000001A0000000000000019000000000000001800000000000000170000000000000013000000000000001200000000000000110000000000000010000000000000000C000000000000000B000000000000000A0000000000000009000000000000002200000000000000210000000000000020000000000000001F000000000000001B000000000000001A000000000000001900000000000000180000000000000014000000000000001300000000000000120000000000000011000000000000000D000000000000000C000000000000000B000000000000000A0000000000000026000000000000002500000000000000240000000000000023000000000000001F000000000000001E000000000000001D000000000000001C000000000000001800000000000000170000000000000016000000000000001500000000000000110000000000000010000000000000000F000000000000000E00000000000000270000000000000026000000000000002500000000000000240000000000000020000000000000001F000000000000001E000000000000001D0000000000000019000000000000001800000000000000170000000000000016000000000000001200000000000000110000000000000010000000000000000F000000000000002800000000000000270000000000000026000000000000002500000000000000210000000000000020000000000000001F000000000000001E000000000000001A00000000000000190000000000000018000000000000001700000000000000130000000000000012000000000000001100000000000000100000000000000029000000000000002800000000000000270000000000000026000000000000002200000000000000210000000000000020000000000000001F000000000000001B000000000000001A000000000000001900000000000000180000000000000014000000000000001300000000000000120000000000000011000000000000002D000000000000002C000000000000002B000000000000002A0000000000000026000000000000002500000000000000240000000000000023000000000000001F000000000000001E000000000000001D000000000000001C0000000000000018000000000000001700000000000000160000000000000015000000000000002E000000000000002D000000000000002C000000000000002B00000000000000270000000000000026000000000000002500000000000000240000000000000020000000000000001F000000000000001E000000000000001D0000000000000019000000000000001800000000000000170000000000000016000000000000002F000000000000002E000000000000002D000000000000002C000000000000002800000000000000270000000000000026000000000000002500000000000000210000000000000020000000000000001F000000000000001E000000000000001A0000000000000019000000000000001800000000000000170000000000000030000000000000002F000000000000002E000000000000002D0000000000000029000000000000002800000000000000270000000000000026000000000000002200000000000000210000000000000020000000000000001F000000000000001B000000000000001A0000000000000019000000000000001800000000000000"
    }
  }
#-}
