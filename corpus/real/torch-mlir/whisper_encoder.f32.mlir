module {
  func.func @main(%arg0: tensor<2x16x32xf32>, %arg1: tensor<64x16x3xf32>, %arg2: tensor<64xf32>, %arg3: tensor<64x64x3xf32>, %arg4: tensor<64xf32>, %arg5: tensor<64xf32>, %arg6: tensor<64xf32>, %arg7: tensor<64x64xf32>, %arg8: tensor<64xf32>, %arg9: tensor<64x64xf32>, %arg10: tensor<64x64xf32>, %arg11: tensor<64xf32>, %arg12: tensor<64x64xf32>, %arg13: tensor<64xf32>, %arg14: tensor<64xf32>, %arg15: tensor<64xf32>, %arg16: tensor<256x64xf32>, %arg17: tensor<256xf32>, %arg18: tensor<64x256xf32>, %arg19: tensor<64xf32>, %arg20: tensor<64xf32>, %arg21: tensor<64xf32>, %arg22: tensor<64x64xf32>, %arg23: tensor<64xf32>, %arg24: tensor<64x64xf32>, %arg25: tensor<64x64xf32>, %arg26: tensor<64xf32>, %arg27: tensor<64x64xf32>, %arg28: tensor<64xf32>, %arg29: tensor<64xf32>, %arg30: tensor<64xf32>, %arg31: tensor<256x64xf32>, %arg32: tensor<256xf32>, %arg33: tensor<64x256xf32>, %arg34: tensor<64xf32>, %arg35: tensor<64xf32>, %arg36: tensor<64xf32>) -> tensor<2x16x64xf32> {
    %cst = stablehlo.constant dense_resource<torch_tensor_16_64_torch.float32> : tensor<16x64xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<2x64x32xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<2x64x32xf32>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<2x64x32xf32>
    %cst_3 = stablehlo.constant dense<-4.000000e+00> : tensor<2x64x32xf32>
    %cst_4 = stablehlo.constant dense<4.000000e+00> : tensor<2x64x32xf32>
    %cst_5 = stablehlo.constant dense<-2.72614237E-10> : tensor<2x64x32xf32>
    %cst_6 = stablehlo.constant dense<2.77068146E-8> : tensor<2x64x32xf32>
    %cst_7 = stablehlo.constant dense<-2.10102394E-6> : tensor<2x64x32xf32>
    %cst_8 = stablehlo.constant dense<-5.69250624E-5> : tensor<2x64x32xf32>
    %cst_9 = stablehlo.constant dense<-7.34990637E-4> : tensor<2x64x32xf32>
    %cst_10 = stablehlo.constant dense<-2.954600e-03> : tensor<2x64x32xf32>
    %cst_11 = stablehlo.constant dense<-0.0160960332> : tensor<2x64x32xf32>
    %cst_12 = stablehlo.constant dense<-1.45660715E-5> : tensor<2x64x32xf32>
    %cst_13 = stablehlo.constant dense<-2.13374049E-4> : tensor<2x64x32xf32>
    %cst_14 = stablehlo.constant dense<-0.00168282702> : tensor<2x64x32xf32>
    %cst_15 = stablehlo.constant dense<-0.00737332925> : tensor<2x64x32xf32>
    %cst_16 = stablehlo.constant dense<-0.0142647391> : tensor<2x64x32xf32>
    %cst_17 = stablehlo.constant dense<-1.000000e+00> : tensor<2x64x32xf32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<2x64x16xf32>
    %cst_19 = stablehlo.constant dense<2.000000e+00> : tensor<2x64x16xf32>
    %cst_20 = stablehlo.constant dense<5.000000e-01> : tensor<2x64x16xf32>
    %cst_21 = stablehlo.constant dense<-4.000000e+00> : tensor<2x64x16xf32>
    %cst_22 = stablehlo.constant dense<4.000000e+00> : tensor<2x64x16xf32>
    %cst_23 = stablehlo.constant dense<-2.72614237E-10> : tensor<2x64x16xf32>
    %cst_24 = stablehlo.constant dense<2.77068146E-8> : tensor<2x64x16xf32>
    %cst_25 = stablehlo.constant dense<-2.10102394E-6> : tensor<2x64x16xf32>
    %cst_26 = stablehlo.constant dense<-5.69250624E-5> : tensor<2x64x16xf32>
    %cst_27 = stablehlo.constant dense<-7.34990637E-4> : tensor<2x64x16xf32>
    %cst_28 = stablehlo.constant dense<-2.954600e-03> : tensor<2x64x16xf32>
    %cst_29 = stablehlo.constant dense<-0.0160960332> : tensor<2x64x16xf32>
    %cst_30 = stablehlo.constant dense<-1.45660715E-5> : tensor<2x64x16xf32>
    %cst_31 = stablehlo.constant dense<-2.13374049E-4> : tensor<2x64x16xf32>
    %cst_32 = stablehlo.constant dense<-0.00168282702> : tensor<2x64x16xf32>
    %cst_33 = stablehlo.constant dense<-0.00737332925> : tensor<2x64x16xf32>
    %cst_34 = stablehlo.constant dense<-0.0142647391> : tensor<2x64x16xf32>
    %cst_35 = stablehlo.constant dense<-1.000000e+00> : tensor<2x64x16xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_38 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_39 = stablehlo.constant dense<1.000000e+00> : tensor<2x16x256xf32>
    %cst_40 = stablehlo.constant dense<2.000000e+00> : tensor<2x16x256xf32>
    %cst_41 = stablehlo.constant dense<5.000000e-01> : tensor<2x16x256xf32>
    %cst_42 = stablehlo.constant dense<-4.000000e+00> : tensor<2x16x256xf32>
    %cst_43 = stablehlo.constant dense<4.000000e+00> : tensor<2x16x256xf32>
    %cst_44 = stablehlo.constant dense<-2.72614237E-10> : tensor<2x16x256xf32>
    %cst_45 = stablehlo.constant dense<2.77068146E-8> : tensor<2x16x256xf32>
    %cst_46 = stablehlo.constant dense<-2.10102394E-6> : tensor<2x16x256xf32>
    %cst_47 = stablehlo.constant dense<-5.69250624E-5> : tensor<2x16x256xf32>
    %cst_48 = stablehlo.constant dense<-7.34990637E-4> : tensor<2x16x256xf32>
    %cst_49 = stablehlo.constant dense<-2.954600e-03> : tensor<2x16x256xf32>
    %cst_50 = stablehlo.constant dense<-0.0160960332> : tensor<2x16x256xf32>
    %cst_51 = stablehlo.constant dense<-1.45660715E-5> : tensor<2x16x256xf32>
    %cst_52 = stablehlo.constant dense<-2.13374049E-4> : tensor<2x16x256xf32>
    %cst_53 = stablehlo.constant dense<-0.00168282702> : tensor<2x16x256xf32>
    %cst_54 = stablehlo.constant dense<-0.00737332925> : tensor<2x16x256xf32>
    %cst_55 = stablehlo.constant dense<-0.0142647391> : tensor<2x16x256xf32>
    %cst_56 = stablehlo.constant dense<-1.000000e+00> : tensor<2x16x256xf32>
    %cst_57 = arith.constant dense<64> : tensor<1xi64>
    %cst_58 = arith.constant dense<1.000000e-05> : tensor<1xf64>
    %cst_59 = arith.constant dense<1> : tensor<1xi64>
    %cst_60 = arith.constant dense<5.000000e-01> : tensor<1xf64>
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0]x[o, i, 0]->[b, f, 0], window = {stride = [1], pad = [[1, 1]], rhs_dilate = [1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x16x32xf32>, tensor<64x16x3xf32>) -> tensor<2x64x32xf32>
    %1 = stablehlo.reshape %arg2 : (tensor<64xf32>) -> tensor<64x1xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1, 2] : (tensor<64x1xf32>) -> tensor<2x64x32xf32>
    %3 = stablehlo.add %0, %2 : tensor<2x64x32xf32>
    %4 = stablehlo.multiply %3, %cst_2 : tensor<2x64x32xf32>
    %5 = stablehlo.rsqrt %cst_1 : tensor<2x64x32xf32>
    %6 = stablehlo.multiply %3, %5 : tensor<2x64x32xf32>
    %7 = stablehlo.clamp %cst_3, %6, %cst_4 : tensor<2x64x32xf32>
    %8 = stablehlo.multiply %7, %7 : tensor<2x64x32xf32>
    %9 = stablehlo.multiply %cst_5, %8 : tensor<2x64x32xf32>
    %10 = stablehlo.add %9, %cst_6 : tensor<2x64x32xf32>
    %11 = stablehlo.multiply %10, %8 : tensor<2x64x32xf32>
    %12 = stablehlo.add %11, %cst_7 : tensor<2x64x32xf32>
    %13 = stablehlo.multiply %12, %8 : tensor<2x64x32xf32>
    %14 = stablehlo.add %13, %cst_8 : tensor<2x64x32xf32>
    %15 = stablehlo.multiply %14, %8 : tensor<2x64x32xf32>
    %16 = stablehlo.add %15, %cst_9 : tensor<2x64x32xf32>
    %17 = stablehlo.multiply %16, %8 : tensor<2x64x32xf32>
    %18 = stablehlo.add %17, %cst_10 : tensor<2x64x32xf32>
    %19 = stablehlo.multiply %18, %8 : tensor<2x64x32xf32>
    %20 = stablehlo.add %19, %cst_11 : tensor<2x64x32xf32>
    %21 = stablehlo.multiply %cst_12, %8 : tensor<2x64x32xf32>
    %22 = stablehlo.add %21, %cst_13 : tensor<2x64x32xf32>
    %23 = stablehlo.multiply %22, %8 : tensor<2x64x32xf32>
    %24 = stablehlo.add %23, %cst_14 : tensor<2x64x32xf32>
    %25 = stablehlo.multiply %24, %8 : tensor<2x64x32xf32>
    %26 = stablehlo.add %25, %cst_15 : tensor<2x64x32xf32>
    %27 = stablehlo.multiply %26, %8 : tensor<2x64x32xf32>
    %28 = stablehlo.add %27, %cst_16 : tensor<2x64x32xf32>
    %29 = stablehlo.multiply %7, %20 : tensor<2x64x32xf32>
    %30 = stablehlo.divide %29, %28 : tensor<2x64x32xf32>
    %31 = stablehlo.clamp %cst_17, %30, %cst_0 : tensor<2x64x32xf32>
    %32 = stablehlo.add %31, %cst_0 : tensor<2x64x32xf32>
    %33 = stablehlo.multiply %32, %4 : tensor<2x64x32xf32>
    %34 = stablehlo.convolution(%33, %arg3) dim_numbers = [b, f, 0]x[o, i, 0]->[b, f, 0], window = {stride = [2], pad = [[1, 1]], rhs_dilate = [1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x64x32xf32>, tensor<64x64x3xf32>) -> tensor<2x64x16xf32>
    %35 = stablehlo.reshape %arg4 : (tensor<64xf32>) -> tensor<64x1xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [1, 2] : (tensor<64x1xf32>) -> tensor<2x64x16xf32>
    %37 = stablehlo.add %34, %36 : tensor<2x64x16xf32>
    %38 = stablehlo.multiply %37, %cst_20 : tensor<2x64x16xf32>
    %39 = stablehlo.rsqrt %cst_19 : tensor<2x64x16xf32>
    %40 = stablehlo.multiply %37, %39 : tensor<2x64x16xf32>
    %41 = stablehlo.clamp %cst_21, %40, %cst_22 : tensor<2x64x16xf32>
    %42 = stablehlo.multiply %41, %41 : tensor<2x64x16xf32>
    %43 = stablehlo.multiply %cst_23, %42 : tensor<2x64x16xf32>
    %44 = stablehlo.add %43, %cst_24 : tensor<2x64x16xf32>
    %45 = stablehlo.multiply %44, %42 : tensor<2x64x16xf32>
    %46 = stablehlo.add %45, %cst_25 : tensor<2x64x16xf32>
    %47 = stablehlo.multiply %46, %42 : tensor<2x64x16xf32>
    %48 = stablehlo.add %47, %cst_26 : tensor<2x64x16xf32>
    %49 = stablehlo.multiply %48, %42 : tensor<2x64x16xf32>
    %50 = stablehlo.add %49, %cst_27 : tensor<2x64x16xf32>
    %51 = stablehlo.multiply %50, %42 : tensor<2x64x16xf32>
    %52 = stablehlo.add %51, %cst_28 : tensor<2x64x16xf32>
    %53 = stablehlo.multiply %52, %42 : tensor<2x64x16xf32>
    %54 = stablehlo.add %53, %cst_29 : tensor<2x64x16xf32>
    %55 = stablehlo.multiply %cst_30, %42 : tensor<2x64x16xf32>
    %56 = stablehlo.add %55, %cst_31 : tensor<2x64x16xf32>
    %57 = stablehlo.multiply %56, %42 : tensor<2x64x16xf32>
    %58 = stablehlo.add %57, %cst_32 : tensor<2x64x16xf32>
    %59 = stablehlo.multiply %58, %42 : tensor<2x64x16xf32>
    %60 = stablehlo.add %59, %cst_33 : tensor<2x64x16xf32>
    %61 = stablehlo.multiply %60, %42 : tensor<2x64x16xf32>
    %62 = stablehlo.add %61, %cst_34 : tensor<2x64x16xf32>
    %63 = stablehlo.multiply %41, %54 : tensor<2x64x16xf32>
    %64 = stablehlo.divide %63, %62 : tensor<2x64x16xf32>
    %65 = stablehlo.clamp %cst_35, %64, %cst_18 : tensor<2x64x16xf32>
    %66 = stablehlo.add %65, %cst_18 : tensor<2x64x16xf32>
    %67 = stablehlo.multiply %66, %38 : tensor<2x64x16xf32>
    %68 = stablehlo.transpose %67, dims = [0, 2, 1] : (tensor<2x64x16xf32>) -> tensor<2x16x64xf32>
    %69 = stablehlo.broadcast_in_dim %cst, dims = [1, 2] : (tensor<16x64xf32>) -> tensor<2x16x64xf32>
    %70 = stablehlo.add %68, %69 : tensor<2x16x64xf32>
    %71 = stablehlo.convert %70 : (tensor<2x16x64xf32>) -> tensor<2x16x64xf64>
    %72 = stablehlo.reduce(%71 init: %cst_36) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf64>, tensor<f64>) -> tensor<2x16xf64>
    %73 = stablehlo.reshape %72 : (tensor<2x16xf64>) -> tensor<2x16x1xf64>
    %74 = stablehlo.convert %cst_57 : (tensor<1xi64>) -> tensor<1xf64>
    %75 = stablehlo.reshape %74 : (tensor<1xf64>) -> tensor<f64>
    %76 = stablehlo.broadcast_in_dim %75, dims = [] : (tensor<f64>) -> tensor<2x16x1xf64>
    %77 = stablehlo.divide %73, %76 : tensor<2x16x1xf64>
    %78 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2] : (tensor<2x16x1xf64>) -> tensor<2x16x64xf64>
    %79 = stablehlo.subtract %71, %78 : tensor<2x16x64xf64>
    %80 = stablehlo.multiply %79, %79 : tensor<2x16x64xf64>
    %81 = stablehlo.reduce(%80 init: %cst_36) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf64>, tensor<f64>) -> tensor<2x16xf64>
    %82 = stablehlo.reshape %81 : (tensor<2x16xf64>) -> tensor<2x16x1xf64>
    %83 = stablehlo.divide %82, %76 : tensor<2x16x1xf64>
    %84 = stablehlo.convert %83 : (tensor<2x16x1xf64>) -> tensor<2x16x1xf32>
    %85 = stablehlo.reduce(%70 init: %cst_37) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %86 = stablehlo.reshape %85 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %87 = stablehlo.convert %cst_57 : (tensor<1xi64>) -> tensor<1xf32>
    %88 = stablehlo.reshape %87 : (tensor<1xf32>) -> tensor<f32>
    %89 = stablehlo.broadcast_in_dim %88, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %90 = stablehlo.divide %86, %89 : tensor<2x16x1xf32>
    %91 = stablehlo.convert %cst_58 : (tensor<1xf64>) -> tensor<1xf32>
    %92 = stablehlo.reshape %91 : (tensor<1xf32>) -> tensor<f32>
    %93 = stablehlo.broadcast_in_dim %92, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %94 = stablehlo.add %84, %93 : tensor<2x16x1xf32>
    %95 = stablehlo.rsqrt %94 : tensor<2x16x1xf32>
    %96 = stablehlo.broadcast_in_dim %90, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %97 = stablehlo.subtract %70, %96 : tensor<2x16x64xf32>
    %98 = stablehlo.broadcast_in_dim %95, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %99 = stablehlo.multiply %97, %98 : tensor<2x16x64xf32>
    %100 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %101 = stablehlo.multiply %99, %100 : tensor<2x16x64xf32>
    %102 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %103 = stablehlo.add %101, %102 : tensor<2x16x64xf32>
    %104 = stablehlo.reshape %103 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %105 = stablehlo.transpose %arg7, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %106 = stablehlo.dot_general %104, %105, contracting_dims = [1] x [0] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %107 = stablehlo.convert %cst_59 : (tensor<1xi64>) -> tensor<1xf32>
    %108 = stablehlo.reshape %107 : (tensor<1xf32>) -> tensor<f32>
    %109 = stablehlo.broadcast_in_dim %108, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %110 = stablehlo.multiply %106, %109 : tensor<32x64xf32>
    %111 = stablehlo.broadcast_in_dim %arg8, dims = [1] : (tensor<64xf32>) -> tensor<32x64xf32>
    %112 = stablehlo.multiply %111, %109 : tensor<32x64xf32>
    %113 = stablehlo.add %110, %112 : tensor<32x64xf32>
    %114 = stablehlo.reshape %113 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %115 = stablehlo.reshape %114 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %116 = stablehlo.transpose %115, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %117 = stablehlo.transpose %arg9, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %118 = stablehlo.dot_general %104, %117, contracting_dims = [1] x [0] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %119 = stablehlo.reshape %118 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %120 = stablehlo.reshape %119 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %121 = stablehlo.transpose %120, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %122 = stablehlo.transpose %arg10, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %123 = stablehlo.dot_general %104, %122, contracting_dims = [1] x [0] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %124 = stablehlo.multiply %123, %109 : tensor<32x64xf32>
    %125 = stablehlo.broadcast_in_dim %arg11, dims = [1] : (tensor<64xf32>) -> tensor<32x64xf32>
    %126 = stablehlo.multiply %125, %109 : tensor<32x64xf32>
    %127 = stablehlo.add %124, %126 : tensor<32x64xf32>
    %128 = stablehlo.reshape %127 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %129 = stablehlo.reshape %128 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %130 = stablehlo.transpose %129, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %131 = stablehlo.convert %cst_60 : (tensor<1xf64>) -> tensor<1xf32>
    %132 = stablehlo.reshape %131 : (tensor<1xf32>) -> tensor<f32>
    %133 = stablehlo.broadcast_in_dim %132, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %134 = stablehlo.multiply %116, %133 : tensor<2x4x16x16xf32>
    %135 = stablehlo.multiply %121, %133 : tensor<2x4x16x16xf32>
    %136 = stablehlo.transpose %135, dims = [0, 1, 3, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %137 = stablehlo.reshape %134 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %138 = stablehlo.reshape %136 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %139 = stablehlo.broadcast_in_dim %138, dims = [0, 1, 2] : (tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %140 = stablehlo.dot_general %137, %139, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %141 = stablehlo.reshape %140 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %142 = stablehlo.reduce(%141 init: %cst_38) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %143 = stablehlo.reshape %142 : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %144 = stablehlo.broadcast_in_dim %143, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %145 = stablehlo.subtract %141, %144 : tensor<2x4x16x16xf32>
    %146 = stablehlo.exponential %145 : tensor<2x4x16x16xf32>
    %147 = stablehlo.reduce(%146 init: %cst_37) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %148 = stablehlo.reshape %147 : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %149 = stablehlo.broadcast_in_dim %148, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %150 = stablehlo.divide %146, %149 : tensor<2x4x16x16xf32>
    %151 = stablehlo.reshape %150 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %152 = stablehlo.reshape %130 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %153 = stablehlo.broadcast_in_dim %152, dims = [0, 1, 2] : (tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %154 = stablehlo.dot_general %151, %153, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %155 = stablehlo.reshape %154 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %156 = stablehlo.transpose %155, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %157 = stablehlo.reshape %156 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %158 = stablehlo.reshape %157 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %159 = stablehlo.transpose %arg12, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %160 = stablehlo.dot_general %158, %159, contracting_dims = [1] x [0] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %161 = stablehlo.multiply %160, %109 : tensor<32x64xf32>
    %162 = stablehlo.broadcast_in_dim %arg13, dims = [1] : (tensor<64xf32>) -> tensor<32x64xf32>
    %163 = stablehlo.multiply %162, %109 : tensor<32x64xf32>
    %164 = stablehlo.add %161, %163 : tensor<32x64xf32>
    %165 = stablehlo.reshape %164 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %166 = stablehlo.add %70, %165 : tensor<2x16x64xf32>
    %167 = stablehlo.convert %166 : (tensor<2x16x64xf32>) -> tensor<2x16x64xf64>
    %168 = stablehlo.reduce(%167 init: %cst_36) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf64>, tensor<f64>) -> tensor<2x16xf64>
    %169 = stablehlo.reshape %168 : (tensor<2x16xf64>) -> tensor<2x16x1xf64>
    %170 = stablehlo.divide %169, %76 : tensor<2x16x1xf64>
    %171 = stablehlo.broadcast_in_dim %170, dims = [0, 1, 2] : (tensor<2x16x1xf64>) -> tensor<2x16x64xf64>
    %172 = stablehlo.subtract %167, %171 : tensor<2x16x64xf64>
    %173 = stablehlo.multiply %172, %172 : tensor<2x16x64xf64>
    %174 = stablehlo.reduce(%173 init: %cst_36) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf64>, tensor<f64>) -> tensor<2x16xf64>
    %175 = stablehlo.reshape %174 : (tensor<2x16xf64>) -> tensor<2x16x1xf64>
    %176 = stablehlo.divide %175, %76 : tensor<2x16x1xf64>
    %177 = stablehlo.convert %176 : (tensor<2x16x1xf64>) -> tensor<2x16x1xf32>
    %178 = stablehlo.reduce(%166 init: %cst_37) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %179 = stablehlo.reshape %178 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %180 = stablehlo.divide %179, %89 : tensor<2x16x1xf32>
    %181 = stablehlo.add %177, %93 : tensor<2x16x1xf32>
    %182 = stablehlo.rsqrt %181 : tensor<2x16x1xf32>
    %183 = stablehlo.broadcast_in_dim %180, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %184 = stablehlo.subtract %166, %183 : tensor<2x16x64xf32>
    %185 = stablehlo.broadcast_in_dim %182, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %186 = stablehlo.multiply %184, %185 : tensor<2x16x64xf32>
    %187 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %188 = stablehlo.multiply %186, %187 : tensor<2x16x64xf32>
    %189 = stablehlo.broadcast_in_dim %arg15, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %190 = stablehlo.add %188, %189 : tensor<2x16x64xf32>
    %191 = stablehlo.reshape %190 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %192 = stablehlo.transpose %arg16, dims = [1, 0] : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %193 = stablehlo.dot_general %191, %192, contracting_dims = [1] x [0] : (tensor<32x64xf32>, tensor<64x256xf32>) -> tensor<32x256xf32>
    %194 = stablehlo.broadcast_in_dim %108, dims = [] : (tensor<f32>) -> tensor<32x256xf32>
    %195 = stablehlo.multiply %193, %194 : tensor<32x256xf32>
    %196 = stablehlo.broadcast_in_dim %arg17, dims = [1] : (tensor<256xf32>) -> tensor<32x256xf32>
    %197 = stablehlo.multiply %196, %194 : tensor<32x256xf32>
    %198 = stablehlo.add %195, %197 : tensor<32x256xf32>
    %199 = stablehlo.reshape %198 : (tensor<32x256xf32>) -> tensor<2x16x256xf32>
    %200 = stablehlo.multiply %199, %cst_41 : tensor<2x16x256xf32>
    %201 = stablehlo.rsqrt %cst_40 : tensor<2x16x256xf32>
    %202 = stablehlo.multiply %199, %201 : tensor<2x16x256xf32>
    %203 = stablehlo.clamp %cst_42, %202, %cst_43 : tensor<2x16x256xf32>
    %204 = stablehlo.multiply %203, %203 : tensor<2x16x256xf32>
    %205 = stablehlo.multiply %cst_44, %204 : tensor<2x16x256xf32>
    %206 = stablehlo.add %205, %cst_45 : tensor<2x16x256xf32>
    %207 = stablehlo.multiply %206, %204 : tensor<2x16x256xf32>
    %208 = stablehlo.add %207, %cst_46 : tensor<2x16x256xf32>
    %209 = stablehlo.multiply %208, %204 : tensor<2x16x256xf32>
    %210 = stablehlo.add %209, %cst_47 : tensor<2x16x256xf32>
    %211 = stablehlo.multiply %210, %204 : tensor<2x16x256xf32>
    %212 = stablehlo.add %211, %cst_48 : tensor<2x16x256xf32>
    %213 = stablehlo.multiply %212, %204 : tensor<2x16x256xf32>
    %214 = stablehlo.add %213, %cst_49 : tensor<2x16x256xf32>
    %215 = stablehlo.multiply %214, %204 : tensor<2x16x256xf32>
    %216 = stablehlo.add %215, %cst_50 : tensor<2x16x256xf32>
    %217 = stablehlo.multiply %cst_51, %204 : tensor<2x16x256xf32>
    %218 = stablehlo.add %217, %cst_52 : tensor<2x16x256xf32>
    %219 = stablehlo.multiply %218, %204 : tensor<2x16x256xf32>
    %220 = stablehlo.add %219, %cst_53 : tensor<2x16x256xf32>
    %221 = stablehlo.multiply %220, %204 : tensor<2x16x256xf32>
    %222 = stablehlo.add %221, %cst_54 : tensor<2x16x256xf32>
    %223 = stablehlo.multiply %222, %204 : tensor<2x16x256xf32>
    %224 = stablehlo.add %223, %cst_55 : tensor<2x16x256xf32>
    %225 = stablehlo.multiply %203, %216 : tensor<2x16x256xf32>
    %226 = stablehlo.divide %225, %224 : tensor<2x16x256xf32>
    %227 = stablehlo.clamp %cst_56, %226, %cst_39 : tensor<2x16x256xf32>
    %228 = stablehlo.add %227, %cst_39 : tensor<2x16x256xf32>
    %229 = stablehlo.multiply %228, %200 : tensor<2x16x256xf32>
    %230 = stablehlo.reshape %229 : (tensor<2x16x256xf32>) -> tensor<32x256xf32>
    %231 = stablehlo.transpose %arg18, dims = [1, 0] : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %232 = stablehlo.dot_general %230, %231, contracting_dims = [1] x [0] : (tensor<32x256xf32>, tensor<256x64xf32>) -> tensor<32x64xf32>
    %233 = stablehlo.multiply %232, %109 : tensor<32x64xf32>
    %234 = stablehlo.broadcast_in_dim %arg19, dims = [1] : (tensor<64xf32>) -> tensor<32x64xf32>
    %235 = stablehlo.multiply %234, %109 : tensor<32x64xf32>
    %236 = stablehlo.add %233, %235 : tensor<32x64xf32>
    %237 = stablehlo.reshape %236 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %238 = stablehlo.add %166, %237 : tensor<2x16x64xf32>
    %239 = stablehlo.convert %238 : (tensor<2x16x64xf32>) -> tensor<2x16x64xf64>
    %240 = stablehlo.reduce(%239 init: %cst_36) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf64>, tensor<f64>) -> tensor<2x16xf64>
    %241 = stablehlo.reshape %240 : (tensor<2x16xf64>) -> tensor<2x16x1xf64>
    %242 = stablehlo.divide %241, %76 : tensor<2x16x1xf64>
    %243 = stablehlo.broadcast_in_dim %242, dims = [0, 1, 2] : (tensor<2x16x1xf64>) -> tensor<2x16x64xf64>
    %244 = stablehlo.subtract %239, %243 : tensor<2x16x64xf64>
    %245 = stablehlo.multiply %244, %244 : tensor<2x16x64xf64>
    %246 = stablehlo.reduce(%245 init: %cst_36) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf64>, tensor<f64>) -> tensor<2x16xf64>
    %247 = stablehlo.reshape %246 : (tensor<2x16xf64>) -> tensor<2x16x1xf64>
    %248 = stablehlo.divide %247, %76 : tensor<2x16x1xf64>
    %249 = stablehlo.convert %248 : (tensor<2x16x1xf64>) -> tensor<2x16x1xf32>
    %250 = stablehlo.reduce(%238 init: %cst_37) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %251 = stablehlo.reshape %250 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %252 = stablehlo.divide %251, %89 : tensor<2x16x1xf32>
    %253 = stablehlo.add %249, %93 : tensor<2x16x1xf32>
    %254 = stablehlo.rsqrt %253 : tensor<2x16x1xf32>
    %255 = stablehlo.broadcast_in_dim %252, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %256 = stablehlo.subtract %238, %255 : tensor<2x16x64xf32>
    %257 = stablehlo.broadcast_in_dim %254, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %258 = stablehlo.multiply %256, %257 : tensor<2x16x64xf32>
    %259 = stablehlo.broadcast_in_dim %arg20, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %260 = stablehlo.multiply %258, %259 : tensor<2x16x64xf32>
    %261 = stablehlo.broadcast_in_dim %arg21, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %262 = stablehlo.add %260, %261 : tensor<2x16x64xf32>
    %263 = stablehlo.reshape %262 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %264 = stablehlo.transpose %arg22, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %265 = stablehlo.dot_general %263, %264, contracting_dims = [1] x [0] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %266 = stablehlo.multiply %265, %109 : tensor<32x64xf32>
    %267 = stablehlo.broadcast_in_dim %arg23, dims = [1] : (tensor<64xf32>) -> tensor<32x64xf32>
    %268 = stablehlo.multiply %267, %109 : tensor<32x64xf32>
    %269 = stablehlo.add %266, %268 : tensor<32x64xf32>
    %270 = stablehlo.reshape %269 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %271 = stablehlo.reshape %270 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %272 = stablehlo.transpose %271, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %273 = stablehlo.transpose %arg24, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %274 = stablehlo.dot_general %263, %273, contracting_dims = [1] x [0] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %275 = stablehlo.reshape %274 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %276 = stablehlo.reshape %275 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %277 = stablehlo.transpose %276, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %278 = stablehlo.transpose %arg25, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %279 = stablehlo.dot_general %263, %278, contracting_dims = [1] x [0] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %280 = stablehlo.multiply %279, %109 : tensor<32x64xf32>
    %281 = stablehlo.broadcast_in_dim %arg26, dims = [1] : (tensor<64xf32>) -> tensor<32x64xf32>
    %282 = stablehlo.multiply %281, %109 : tensor<32x64xf32>
    %283 = stablehlo.add %280, %282 : tensor<32x64xf32>
    %284 = stablehlo.reshape %283 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %285 = stablehlo.reshape %284 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %286 = stablehlo.transpose %285, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %287 = stablehlo.multiply %272, %133 : tensor<2x4x16x16xf32>
    %288 = stablehlo.multiply %277, %133 : tensor<2x4x16x16xf32>
    %289 = stablehlo.transpose %288, dims = [0, 1, 3, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %290 = stablehlo.reshape %287 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %291 = stablehlo.reshape %289 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %292 = stablehlo.broadcast_in_dim %291, dims = [0, 1, 2] : (tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %293 = stablehlo.dot_general %290, %292, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %294 = stablehlo.reshape %293 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %295 = stablehlo.reduce(%294 init: %cst_38) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %296 = stablehlo.reshape %295 : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %297 = stablehlo.broadcast_in_dim %296, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %298 = stablehlo.subtract %294, %297 : tensor<2x4x16x16xf32>
    %299 = stablehlo.exponential %298 : tensor<2x4x16x16xf32>
    %300 = stablehlo.reduce(%299 init: %cst_37) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %301 = stablehlo.reshape %300 : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %302 = stablehlo.broadcast_in_dim %301, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %303 = stablehlo.divide %299, %302 : tensor<2x4x16x16xf32>
    %304 = stablehlo.reshape %303 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %305 = stablehlo.reshape %286 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %306 = stablehlo.broadcast_in_dim %305, dims = [0, 1, 2] : (tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %307 = stablehlo.dot_general %304, %306, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %308 = stablehlo.reshape %307 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %309 = stablehlo.transpose %308, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %310 = stablehlo.reshape %309 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %311 = stablehlo.reshape %310 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %312 = stablehlo.transpose %arg27, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %313 = stablehlo.dot_general %311, %312, contracting_dims = [1] x [0] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %314 = stablehlo.multiply %313, %109 : tensor<32x64xf32>
    %315 = stablehlo.broadcast_in_dim %arg28, dims = [1] : (tensor<64xf32>) -> tensor<32x64xf32>
    %316 = stablehlo.multiply %315, %109 : tensor<32x64xf32>
    %317 = stablehlo.add %314, %316 : tensor<32x64xf32>
    %318 = stablehlo.reshape %317 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %319 = stablehlo.add %238, %318 : tensor<2x16x64xf32>
    %320 = stablehlo.convert %319 : (tensor<2x16x64xf32>) -> tensor<2x16x64xf64>
    %321 = stablehlo.reduce(%320 init: %cst_36) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf64>, tensor<f64>) -> tensor<2x16xf64>
    %322 = stablehlo.reshape %321 : (tensor<2x16xf64>) -> tensor<2x16x1xf64>
    %323 = stablehlo.divide %322, %76 : tensor<2x16x1xf64>
    %324 = stablehlo.broadcast_in_dim %323, dims = [0, 1, 2] : (tensor<2x16x1xf64>) -> tensor<2x16x64xf64>
    %325 = stablehlo.subtract %320, %324 : tensor<2x16x64xf64>
    %326 = stablehlo.multiply %325, %325 : tensor<2x16x64xf64>
    %327 = stablehlo.reduce(%326 init: %cst_36) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf64>, tensor<f64>) -> tensor<2x16xf64>
    %328 = stablehlo.reshape %327 : (tensor<2x16xf64>) -> tensor<2x16x1xf64>
    %329 = stablehlo.divide %328, %76 : tensor<2x16x1xf64>
    %330 = stablehlo.convert %329 : (tensor<2x16x1xf64>) -> tensor<2x16x1xf32>
    %331 = stablehlo.reduce(%319 init: %cst_37) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %332 = stablehlo.reshape %331 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %333 = stablehlo.divide %332, %89 : tensor<2x16x1xf32>
    %334 = stablehlo.add %330, %93 : tensor<2x16x1xf32>
    %335 = stablehlo.rsqrt %334 : tensor<2x16x1xf32>
    %336 = stablehlo.broadcast_in_dim %333, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %337 = stablehlo.subtract %319, %336 : tensor<2x16x64xf32>
    %338 = stablehlo.broadcast_in_dim %335, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %339 = stablehlo.multiply %337, %338 : tensor<2x16x64xf32>
    %340 = stablehlo.broadcast_in_dim %arg29, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %341 = stablehlo.multiply %339, %340 : tensor<2x16x64xf32>
    %342 = stablehlo.broadcast_in_dim %arg30, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %343 = stablehlo.add %341, %342 : tensor<2x16x64xf32>
    %344 = stablehlo.reshape %343 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %345 = stablehlo.transpose %arg31, dims = [1, 0] : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %346 = stablehlo.dot_general %344, %345, contracting_dims = [1] x [0] : (tensor<32x64xf32>, tensor<64x256xf32>) -> tensor<32x256xf32>
    %347 = stablehlo.multiply %346, %194 : tensor<32x256xf32>
    %348 = stablehlo.broadcast_in_dim %arg32, dims = [1] : (tensor<256xf32>) -> tensor<32x256xf32>
    %349 = stablehlo.multiply %348, %194 : tensor<32x256xf32>
    %350 = stablehlo.add %347, %349 : tensor<32x256xf32>
    %351 = stablehlo.reshape %350 : (tensor<32x256xf32>) -> tensor<2x16x256xf32>
    %352 = stablehlo.multiply %351, %cst_41 : tensor<2x16x256xf32>
    %353 = stablehlo.multiply %351, %201 : tensor<2x16x256xf32>
    %354 = stablehlo.clamp %cst_42, %353, %cst_43 : tensor<2x16x256xf32>
    %355 = stablehlo.multiply %354, %354 : tensor<2x16x256xf32>
    %356 = stablehlo.multiply %cst_44, %355 : tensor<2x16x256xf32>
    %357 = stablehlo.add %356, %cst_45 : tensor<2x16x256xf32>
    %358 = stablehlo.multiply %357, %355 : tensor<2x16x256xf32>
    %359 = stablehlo.add %358, %cst_46 : tensor<2x16x256xf32>
    %360 = stablehlo.multiply %359, %355 : tensor<2x16x256xf32>
    %361 = stablehlo.add %360, %cst_47 : tensor<2x16x256xf32>
    %362 = stablehlo.multiply %361, %355 : tensor<2x16x256xf32>
    %363 = stablehlo.add %362, %cst_48 : tensor<2x16x256xf32>
    %364 = stablehlo.multiply %363, %355 : tensor<2x16x256xf32>
    %365 = stablehlo.add %364, %cst_49 : tensor<2x16x256xf32>
    %366 = stablehlo.multiply %365, %355 : tensor<2x16x256xf32>
    %367 = stablehlo.add %366, %cst_50 : tensor<2x16x256xf32>
    %368 = stablehlo.multiply %cst_51, %355 : tensor<2x16x256xf32>
    %369 = stablehlo.add %368, %cst_52 : tensor<2x16x256xf32>
    %370 = stablehlo.multiply %369, %355 : tensor<2x16x256xf32>
    %371 = stablehlo.add %370, %cst_53 : tensor<2x16x256xf32>
    %372 = stablehlo.multiply %371, %355 : tensor<2x16x256xf32>
    %373 = stablehlo.add %372, %cst_54 : tensor<2x16x256xf32>
    %374 = stablehlo.multiply %373, %355 : tensor<2x16x256xf32>
    %375 = stablehlo.add %374, %cst_55 : tensor<2x16x256xf32>
    %376 = stablehlo.multiply %354, %367 : tensor<2x16x256xf32>
    %377 = stablehlo.divide %376, %375 : tensor<2x16x256xf32>
    %378 = stablehlo.clamp %cst_56, %377, %cst_39 : tensor<2x16x256xf32>
    %379 = stablehlo.add %378, %cst_39 : tensor<2x16x256xf32>
    %380 = stablehlo.multiply %379, %352 : tensor<2x16x256xf32>
    %381 = stablehlo.reshape %380 : (tensor<2x16x256xf32>) -> tensor<32x256xf32>
    %382 = stablehlo.transpose %arg33, dims = [1, 0] : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %383 = stablehlo.dot_general %381, %382, contracting_dims = [1] x [0] : (tensor<32x256xf32>, tensor<256x64xf32>) -> tensor<32x64xf32>
    %384 = stablehlo.multiply %383, %109 : tensor<32x64xf32>
    %385 = stablehlo.broadcast_in_dim %arg34, dims = [1] : (tensor<64xf32>) -> tensor<32x64xf32>
    %386 = stablehlo.multiply %385, %109 : tensor<32x64xf32>
    %387 = stablehlo.add %384, %386 : tensor<32x64xf32>
    %388 = stablehlo.reshape %387 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %389 = stablehlo.add %319, %388 : tensor<2x16x64xf32>
    %390 = stablehlo.convert %389 : (tensor<2x16x64xf32>) -> tensor<2x16x64xf64>
    %391 = stablehlo.reduce(%390 init: %cst_36) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf64>, tensor<f64>) -> tensor<2x16xf64>
    %392 = stablehlo.reshape %391 : (tensor<2x16xf64>) -> tensor<2x16x1xf64>
    %393 = stablehlo.divide %392, %76 : tensor<2x16x1xf64>
    %394 = stablehlo.broadcast_in_dim %393, dims = [0, 1, 2] : (tensor<2x16x1xf64>) -> tensor<2x16x64xf64>
    %395 = stablehlo.subtract %390, %394 : tensor<2x16x64xf64>
    %396 = stablehlo.multiply %395, %395 : tensor<2x16x64xf64>
    %397 = stablehlo.reduce(%396 init: %cst_36) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf64>, tensor<f64>) -> tensor<2x16xf64>
    %398 = stablehlo.reshape %397 : (tensor<2x16xf64>) -> tensor<2x16x1xf64>
    %399 = stablehlo.divide %398, %76 : tensor<2x16x1xf64>
    %400 = stablehlo.convert %399 : (tensor<2x16x1xf64>) -> tensor<2x16x1xf32>
    %401 = stablehlo.reduce(%389 init: %cst_37) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %402 = stablehlo.reshape %401 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %403 = stablehlo.divide %402, %89 : tensor<2x16x1xf32>
    %404 = stablehlo.add %400, %93 : tensor<2x16x1xf32>
    %405 = stablehlo.rsqrt %404 : tensor<2x16x1xf32>
    %406 = stablehlo.broadcast_in_dim %403, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %407 = stablehlo.subtract %389, %406 : tensor<2x16x64xf32>
    %408 = stablehlo.broadcast_in_dim %405, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %409 = stablehlo.multiply %407, %408 : tensor<2x16x64xf32>
    %410 = stablehlo.broadcast_in_dim %arg35, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %411 = stablehlo.multiply %409, %410 : tensor<2x16x64xf32>
    %412 = stablehlo.broadcast_in_dim %arg36, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %413 = stablehlo.add %411, %412 : tensor<2x16x64xf32>
    return %413 : tensor<2x16x64xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_16_64_torch.float32: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803FA46A573F622D2D3F403E063F1224CC3E639A993EABD6653E0E6B2B3E2141FF3DC3DDBD3D97278D3DF8D1513D5EEB1B3DC7B5E73C9B29AC3C5AD47F3C59133E3C81380D3C51D8D13B61E89B3B06AB673B071F2C3B7CC2FF3A3305BE3AA32D8D3AE0C7513A0CDC1B3A9A98E7394611AC390DAE7F3901F63D3957220D3916B7D13841510A3F16893C3F95FA593F7CC56A3F3C35743FDD77793F38637C3FFC007E3FC2E57E3F27647F3FF5A97F3F80D07F3FC7E57F3F87F17F3F03F87F3F97FB7F3F91FD7F3FA8FE7F3F42FF7F3F97FF7F3FC6FF7F3FE0FF7F3FEEFF7F3FF6FF7F3FFBFF7F3FFDFF7F3FFEFF7F3FFFFF7F3F0000803F0000803F0000803F0000803FB7C7683F20147F3F569C643F73363B3F1887123F69F9DF3ED1FFA83E9B437D3E6F0C3D3EA9D10C3E738BD13D70CE9B3D0C9E673DDF1F2C3D5ECCFF3C1210BE3C2A378D3C37D7513CEEE71B3CA8AAE73BE01EAC3B5CC27F3B26053E3B9E2D0D3BDBC7D13A0BDC9B3A9898673A45112C3A0CAEFF3901F6BD3957228D3916B751393311D5BE159AAD3D176BE63E3F9B2E3F0CEB513FC834663FFAA6713FEA0B783F76997B3F5B917D3F0FA87E3F12427F3F23977F3F1CC67F3F0BE07F3F5CEE7F3F43F67F3FA0FA7F3F08FD7F3F5DFE7F3F19FF7F3F80FF7F3FBAFF7F3FD9FF7F3FEBFF7F3FF4FF7F3FFAFF7F3FFCFF7F3FFEFF7F3FFFFF7F3FFFFF7F3F0000803FC381103E5C894A3F56127F3F594E713F44C14A3FCBCC203F1D85F73EC579BB3E91C48C3E1164523E87D01C3E5E6DE93DE198AD3DBE0B813D4BCF3F3DF6870E3D63CFD33C09609D3CC4DA693C87BF2D3CF716013C9DD1BF3BCC838E3B60C4533BDF551D3B0CCAE93A71B2AD3AF30C813A89C23F3A81780E3A82B3D33950499D3926707DBF8E921CBF1542AEBD70F7AA3E214A1C3F6232473FD518603F90386E3F6322763FD3897A3FFAFA7C3FEB547E3F23147F3FC57D7F3F1AB87F3F4FD87F3F17EA7F3FE8F37F3F53F97F3F51FC7F3FF7FD7F3FE1FE7F3F61FF7F3FA8FF7F3FD0FF7F3FE5FF7F3FF1FF7F3FF8FF7F3FFCFF7F3FFEFF7F3FFFFF7F3FFFFF7F3FCFBD41BF21FA2C3E18C44D3F15617F3FA74D703F4268493F0F871F3F4765F53E85CCB93E297B8B3EEC71503ED75A1B3E2C3FE73DF3F8AB3D6FAC7F3DF9023E3DCA310D3DCFD2D13C1FE69B3C2CA9673C451E2C3CDDC1FF3BF104BE3B882D8D3BCAC7513B03DC1B3B9298E73A4311AC3A0AAE7F3A00F63D3A57220D3A16B7D139305527BF33527CBFB34D18BF80898EBD8886B03EC4051E3F9F37483F2AAE603F948C6E3F4151763FD8A37A3F63097D3FE35C7E3F8A187F3F34807F3F72B97F3F0DD97F3F80EA7F3F22F47F3F73F97F3F62FC7F3F01FE7F3FE6FE7F3F64FF7F3FAAFF7F3FD1FF7F3FE6FF7F3FF2FF7F3FF8FF7F3FFCFF7F3FFEFF7F3FFFFF7F3F107C75BF34D70ABFD8ADBE3E2419633FB2B67F3FA0BC673FFFCA3E3F8CBE153FC83AE53E751AAD3E99C3813E59C5413E0C5B103EB6D2D63DCFBC9F3D71776D3D3479303DB021033DF5DDC23C0AC9903C4425573CEED81F3CFD85ED3BD678B03BD61C833BFDD2423B58BF103B9215D73AC5CC9F3A7F736D3AEC6A303A6E12033A2C3C913E671457BF9F956DBF4253ECBED6AC413D9E91D93EDEAF2A3FC6A24F3FC5E8643FC6EC703F3BA4773FF55F7B3F87717D3F77967E3F5A387F3FC5917F3F25C37F3F68DE7F3F75ED7F3FC3F57F3F59FA7F3FE2FC7F3F47FE7F3F0DFF7F3F7AFF7F3FB6FF7F3FD7FF7F3FEAFF7F3FF4FF7F3FF9FF7F3FFCFF7F3FFEFF7F3F8C0F8FBE4DBF77BF4EA02DBE4427213FF890773FAF3D7A3F7CAC583FA1742E3FCC57073FFEE6CD3E02F79A3EF2E7673EF0F82C3E18CA003E6D99BF3DDD718E3D42BD533D99581D3DAAD4E93C06BDAD3CF115813CC6D03F3C73830E3C17C4D33BC1559D3BF4C9693B67B22D3BEF0C013B86C2BF3A7F788E3A80B3533A4F491D3AB8CD753F3FF480BE114B7CBF38E946BF475682BEF4FA573EEF56083F705A3B3F354C593FF6626A3F26FE733F3E59793F40527C3F99F77D3F92E07E3F4A617F3F60A87F3FA0CF7F3F4CE57F3F42F17F3FDDF77F3F82FB7F3F85FD7F3FA2FE7F3F3FFF7F3F95FF7F3FC5FF7F3FE0FF7F3FEEFF7F3FF6FF7F3FFBFF7F3FFDFF7F3F4630283F1A1362BF5A4229BF87F6883E9D9C583FB3F97F3F8A706C3F3C72443FC4E71A3FD5B8ED3E40C2B33E3FDA863E6573493E441C163E166ADF3D1923A63D49FD763DDB8D373D0265083D75B0CA3C0699963C6EC85F3CD543263C480FF73BA68EB73B7160883B72A54A3B148F163B44B8DF3A3E37A63A16FC763A3280373ABDFF403F0338F03E8C0F40BF9FAB76BF247008BFD22C63BCE949C43E2226243F81D04B3FC4BB623F0FB46F3FFFF5763F49FF7A3F043C7D3FE1787E3F02287F3FBE887F3F29BE7F3FA8DB7F3FF0EB7F3FEDF47F3FE3F97F3FA0FC7F3F23FE7F3FF9FE7F3F6FFF7F3FB0FF7F3FD4FF7F3FE8FF7F3FF3FF7F3FF9FF7F3FFCFF7F3F95467D3FC37DAABEC4D574BF04310EBEAAB3253FC4A5783F5988793F915F573F2B222D3F9E34063FA914CC3E798E993E95C4653E765D2B3ECC2CFF3D9BCEBD3D4F1C8D3D30C1513DE5DE1B3D3EA3E73CD61BAC3CDEBF7F3C20043E3C332D0D3C83C7D13BE6DB9B3B7A98673B39112C3B02AEFF3AFDF5BD3A55228D3A15B7513AF6FD14BEDE63713F918E95BE19857DBF5F2343BF12A773BEA2B7643E7F620A3F62933C3F83005A3FD6C86A3F1C37743FE878793FCC637C3F4E017E3FEFE57E3F40647F3F03AA7F3F88D07F3FCCE57F3F89F17F3F04F87F3F98FB7F3F91FD7F3FA8FE7F3F42FF7F3F97FF7F3FC6FF7F3FE0FF7F3FEEFF7F3FF6FF7F3FFBFF7F3F3201D33EE406C93E5AAF77BF83AE05BF950DC73E9BA1643F53957F3F11F1663FCFDE3D3F6AE9143FE3DDE33EB809AC3E5BF3803E488B403ECB6F0F3E9373D53D4AB79E3D51F26B3DE0572F3DA44A023D589EC13C87DB8F3C50C4553CB7D21E3C5700EC3B5857AF3BC145823B5D93413BDFD10F3BBBB4D53A9FC69E3AF7ED6B3AD53F69BF36716B3F986E813ED9525ABF73DC6BBF2F56E6BEFC9B693DC5ECDC3E74B62B3FD53B503FCA3F653F981D713F6BBF773F096F7B3FE0797D3F149B7E3FE73A7F3F2D937F3FECC37F3FD6DE7F3FB1ED7F3FE5F57F3F6CFA7F3FECFC7F3F4DFE7F3F10FF7F3F7BFF7F3FB7FF7F3FD8FF7F3FEAFF7F3FF4FF7F3FF9FF7F3FF8440BBF9B4B693F62F630BF09A551BF6175C13DB4F2443FC06B7E3F93E8723FC8F84C3FE8E8223FEF0DFB3E2045BE3E00EA8E3E54A3553E3B401F3E3111ED3D414FB03D7B10833DD8CF423D40C3103D8420D73CFBD69F3C64846D3C2E78303C911C033CC5D2C23B41BF903B7F15573BBECC1F3B7873ED3AEA6AB03A6D12833A64CD56BF1ACDD23EBFFC383F31EB12BFF4DA7EBFE88B23BF3D1FE3BD8DA2A13EE45E193F9D79453FA51C5F3F9BAA6D3F2ED3753FD85D7A3F9FE27C3F73477E3FB20C7F3FA9797F3FD5B57F3F0FD77F3F66E97F3F86F37F3F1DF97F3F33FC7F3FE7FD7F3FD8FE7F3F5CFF7F3FA6FF7F3FCEFF7F3FE5FF7F3FF1FF7F3FF8FF7F3F5CFF7FBF711D733F32B356BEA4D67ABF0E8F55BEF5361B3F0614763F52167B3FC94E5A3F0C22303F9DCA083FEC39D03E5EC39C3E38A36A3EBB062F3E5253023EDDE3C13D6E26903DAE46563D643B1F3D4FA2EC3C48D2AF3C2BA2823C991D423CF138103C2E4ED63BC1389F3B9E976C3B9BC72F3B1B99023B330FC23ADD2D903A7205913B6163A0BE4F4F7A3F22974CBEED5E7ABF38944BBFDF288DBE13A6473E25B5053FF7C6393F8663583F6CDF693F96B4733F5830793F963B7C3F0FEB7D3FA4D97E3F765D7F3F43A67F3F76CE7F3FA7E47F3FE7F07F3FABF77F3F66FB7F3F76FD7F3F99FE7F3F3AFF7F3F93FF7F3FC4FF7F3FDFFF7F3FEEFF7F3FF6FF7F3FD85C09BF0B98F93EB61CAB3E5D6E7ABF1B16FCBE1C1FD33E6BCA663FA6597F3F6CC3653FBC843C3F4FB2133F72E1E13E9F7CAA3E94887F3E4DC23E3E8D190E3EC974D33DDE3A9D3D46BC693D05B32D3DD711013D68CDBF3C12828E3CF6C2533C4B551D3C92C9E93B3FB2AD3BDE0C813B78C23F3B7A780E3B7CB3D33A4E499D3AD006583F6C855FBFBE47713FB76C543E21D25EBF113969BF148EDDBEFCD3913D24C9E13E1E322D3FF118513F73BD653F1264713FA9E6773FCE847B3FEC857D3FBDA17E3F943E7F3F36957F3F0BC57F3F74DF7F3F09EE7F3F15F67F3F87FA7F3FFAFC7F3F55FE7F3F14FF7F3F7EFF7F3FB8FF7F3FD8FF7F3FEAFF7F3FF4FF7F3F2220D73E7E306DBEA65F473F7D7D50BFBA153BBF9B144A3E63FD503F8CA17F3F6C3D6F3FE501483FB9361E3F2735F33EF412B83E84288A3EF8714E3EE3DA193EAF01E53DA74DAA3D84307D3D1A2A3C3D4BD20B3D59C8CF3CE6619A3C4168653C9E712A3CF044FD3BB92BBC3BEDCD8B3B54BD4F3BD8571A3BC557E53ABF64AA3A6F4E683FAD0979BFA794203F6F8D143F4FBE2EBF30F77ABF4BD913BFBED45BBD2336B63E66CA1F3FCF41493F3946613F1AE26E3FF280763F52BE7A3F0C187D3FFE647E3F051D7F3FAD827F3FD0BA7F3FCED97F3FEAEA7F3F5CF47F3F93F97F3F74FC7F3F0BFE7F3FEBFE7F3F67FF7F3FACFF7F3FD2FF7F3FE6FF7F3FF2FF7F3F72987D3F5F2354BF17F87D3FB7F803BF2CE466BF3B27E3BC6D4A353FE3EC7B3FE6A7763F888B523FC850283F4E17023F9483C53E207D943EC0145E3EEC96253E3A8AF63DA65EB73DA551883D93A04A3D8292163D16C3DF3CA441A63C7B0D773CE98D373C2460083C32A5CA3BFA8E963B2FB85F3B3537263B0EFCF63A2F80B73AD7040C3E774B0FBF9DBA003E925C5B3FA422DDBECDE67FBF5FBF34BFF5F835BE5811893E20A0113F64E3403F667B5C3F332F6C3F5CFF743F30E8793F74A17C3F68237E3FC8F87E3FA96E7F3FC2AF7F3FB4D37F3F8CE77F3F80F27F3F8DF87F3FE3FB7F3FBBFD7F3FBFFE7F3F4FFF7F3F9EFF7F3FCAFF7F3FE2FF7F3FF0FF7F3F4479263FFA2A7DBF2020693F544306BE426D7DBFBEB580BEAD79143F774A743F7EF27B3FD3145C3FB4F9313FC1630A3FBECBD23EF0C09E3EABA96D3E414D313E0B07043EB96DC43D3E0A923D6716593D7452213D9BBDEF3C4C21B23C5259843C2DAA443CCD1D123CA81ED93B0750A13B09B36F3B9316323B2C50043BA09BC43AE87A42BF64E5173E2C8DD3BE3ACA7D3FC6D210BE6DC777BF908B50BF1E1399BEA87C353E8BC4023F4F03383FC25E573FEA4B693F1162733F7502793F27227C3FFDDC7D3FDDD17E3F2A597F3FE4A37F3F26CD7F3FEEE37F3F81F07F3F72F77F3F47FB7F3F65FD7F3F90FE7F3F35FF7F3F90FF7F3FC2FF7F3FDEFF7F3FEDFF7F3F"
    }
  }
#-}
