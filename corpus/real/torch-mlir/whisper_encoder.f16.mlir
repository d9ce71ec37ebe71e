module {
  func.func @main(%arg0: tensor<2x16x32xf16>, %arg1: tensor<64x16x3xf16>, %arg2: tensor<64xf16>, %arg3: tensor<64x64x3xf16>, %arg4: tensor<64xf16>, %arg5: tensor<64xf16>, %arg6: tensor<64xf16>, %arg7: tensor<64x64xf16>, %arg8: tensor<64xf16>, %arg9: tensor<64x64xf16>, %arg10: tensor<64x64xf16>, %arg11: tensor<64xf16>, %arg12: tensor<64x64xf16>, %arg13: tensor<64xf16>, %arg14: tensor<64xf16>, %arg15: tensor<64xf16>, %arg16: tensor<256x64xf16>, %arg17: tensor<256xf16>, %arg18: tensor<64x256xf16>, %arg19: tensor<64xf16>, %arg20: tensor<64xf16>, %arg21: tensor<64xf16>, %arg22: tensor<64x64xf16>, %arg23: tensor<64xf16>, %arg24: tensor<64x64xf16>, %arg25: tensor<64x64xf16>, %arg26: tensor<64xf16>, %arg27: tensor<64x64xf16>, %arg28: tensor<64xf16>, %arg29: tensor<64xf16>, %arg30: tensor<64xf16>, %arg31: tensor<256x64xf16>, %arg32: tensor<256xf16>, %arg33: tensor<64x256xf16>, %arg34: tensor<64xf16>, %arg35: tensor<64xf16>, %arg36: tensor<64xf16>) -> tensor<2x16x64xf16> {
    %cst = stablehlo.constant dense_resource<torch_tensor_16_64_torch.float16> : tensor<16x64xf16>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<2x64x32xf16>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<2x64x32xf16>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<2x64x32xf16>
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
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<2x64x32xf32>
    %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<2x64x16xf16>
    %cst_20 = stablehlo.constant dense<2.000000e+00> : tensor<2x64x16xf16>
    %cst_21 = stablehlo.constant dense<5.000000e-01> : tensor<2x64x16xf16>
    %cst_22 = stablehlo.constant dense<-4.000000e+00> : tensor<2x64x16xf32>
    %cst_23 = stablehlo.constant dense<4.000000e+00> : tensor<2x64x16xf32>
    %cst_24 = stablehlo.constant dense<-2.72614237E-10> : tensor<2x64x16xf32>
    %cst_25 = stablehlo.constant dense<2.77068146E-8> : tensor<2x64x16xf32>
    %cst_26 = stablehlo.constant dense<-2.10102394E-6> : tensor<2x64x16xf32>
    %cst_27 = stablehlo.constant dense<-5.69250624E-5> : tensor<2x64x16xf32>
    %cst_28 = stablehlo.constant dense<-7.34990637E-4> : tensor<2x64x16xf32>
    %cst_29 = stablehlo.constant dense<-2.954600e-03> : tensor<2x64x16xf32>
    %cst_30 = stablehlo.constant dense<-0.0160960332> : tensor<2x64x16xf32>
    %cst_31 = stablehlo.constant dense<-1.45660715E-5> : tensor<2x64x16xf32>
    %cst_32 = stablehlo.constant dense<-2.13374049E-4> : tensor<2x64x16xf32>
    %cst_33 = stablehlo.constant dense<-0.00168282702> : tensor<2x64x16xf32>
    %cst_34 = stablehlo.constant dense<-0.00737332925> : tensor<2x64x16xf32>
    %cst_35 = stablehlo.constant dense<-0.0142647391> : tensor<2x64x16xf32>
    %cst_36 = stablehlo.constant dense<-1.000000e+00> : tensor<2x64x16xf32>
    %cst_37 = stablehlo.constant dense<1.000000e+00> : tensor<2x64x16xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_40 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_41 = stablehlo.constant dense<1.000000e+00> : tensor<2x16x256xf16>
    %cst_42 = stablehlo.constant dense<2.000000e+00> : tensor<2x16x256xf16>
    %cst_43 = stablehlo.constant dense<5.000000e-01> : tensor<2x16x256xf16>
    %cst_44 = stablehlo.constant dense<-4.000000e+00> : tensor<2x16x256xf32>
    %cst_45 = stablehlo.constant dense<4.000000e+00> : tensor<2x16x256xf32>
    %cst_46 = stablehlo.constant dense<-2.72614237E-10> : tensor<2x16x256xf32>
    %cst_47 = stablehlo.constant dense<2.77068146E-8> : tensor<2x16x256xf32>
    %cst_48 = stablehlo.constant dense<-2.10102394E-6> : tensor<2x16x256xf32>
    %cst_49 = stablehlo.constant dense<-5.69250624E-5> : tensor<2x16x256xf32>
    %cst_50 = stablehlo.constant dense<-7.34990637E-4> : tensor<2x16x256xf32>
    %cst_51 = stablehlo.constant dense<-2.954600e-03> : tensor<2x16x256xf32>
    %cst_52 = stablehlo.constant dense<-0.0160960332> : tensor<2x16x256xf32>
    %cst_53 = stablehlo.constant dense<-1.45660715E-5> : tensor<2x16x256xf32>
    %cst_54 = stablehlo.constant dense<-2.13374049E-4> : tensor<2x16x256xf32>
    %cst_55 = stablehlo.constant dense<-0.00168282702> : tensor<2x16x256xf32>
    %cst_56 = stablehlo.constant dense<-0.00737332925> : tensor<2x16x256xf32>
    %cst_57 = stablehlo.constant dense<-0.0142647391> : tensor<2x16x256xf32>
    %cst_58 = stablehlo.constant dense<-1.000000e+00> : tensor<2x16x256xf32>
    %cst_59 = stablehlo.constant dense<1.000000e+00> : tensor<2x16x256xf32>
    %cst_60 = arith.constant dense<64> : tensor<1xi64>
    %cst_61 = arith.constant dense<1.000000e-05> : tensor<1xf64>
    %cst_62 = arith.constant dense<1> : tensor<1xi64>
    %cst_63 = arith.constant dense<5.000000e-01> : tensor<1xf64>
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0]x[o, i, 0]->[b, f, 0], window = {stride = [1], pad = [[1, 1]], rhs_dilate = [1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x16x32xf16>, tensor<64x16x3xf16>) -> tensor<2x64x32xf16>
    %1 = stablehlo.reshape %arg2 : (tensor<64xf16>) -> tensor<64x1xf16>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1, 2] : (tensor<64x1xf16>) -> tensor<2x64x32xf16>
    %3 = stablehlo.add %0, %2 : tensor<2x64x32xf16>
    %4 = stablehlo.multiply %3, %cst_2 : tensor<2x64x32xf16>
    %5 = stablehlo.rsqrt %cst_1 : tensor<2x64x32xf16>
    %6 = stablehlo.multiply %3, %5 : tensor<2x64x32xf16>
    %7 = stablehlo.convert %6 : (tensor<2x64x32xf16>) -> tensor<2x64x32xf32>
    %8 = stablehlo.clamp %cst_3, %7, %cst_4 : tensor<2x64x32xf32>
    %9 = stablehlo.multiply %8, %8 : tensor<2x64x32xf32>
    %10 = stablehlo.multiply %cst_5, %9 : tensor<2x64x32xf32>
    %11 = stablehlo.add %10, %cst_6 : tensor<2x64x32xf32>
    %12 = stablehlo.multiply %11, %9 : tensor<2x64x32xf32>
    %13 = stablehlo.add %12, %cst_7 : tensor<2x64x32xf32>
    %14 = stablehlo.multiply %13, %9 : tensor<2x64x32xf32>
    %15 = stablehlo.add %14, %cst_8 : tensor<2x64x32xf32>
    %16 = stablehlo.multiply %15, %9 : tensor<2x64x32xf32>
    %17 = stablehlo.add %16, %cst_9 : tensor<2x64x32xf32>
    %18 = stablehlo.multiply %17, %9 : tensor<2x64x32xf32>
    %19 = stablehlo.add %18, %cst_10 : tensor<2x64x32xf32>
    %20 = stablehlo.multiply %19, %9 : tensor<2x64x32xf32>
    %21 = stablehlo.add %20, %cst_11 : tensor<2x64x32xf32>
    %22 = stablehlo.multiply %cst_12, %9 : tensor<2x64x32xf32>
    %23 = stablehlo.add %22, %cst_13 : tensor<2x64x32xf32>
    %24 = stablehlo.multiply %23, %9 : tensor<2x64x32xf32>
    %25 = stablehlo.add %24, %cst_14 : tensor<2x64x32xf32>
    %26 = stablehlo.multiply %25, %9 : tensor<2x64x32xf32>
    %27 = stablehlo.add %26, %cst_15 : tensor<2x64x32xf32>
    %28 = stablehlo.multiply %27, %9 : tensor<2x64x32xf32>
    %29 = stablehlo.add %28, %cst_16 : tensor<2x64x32xf32>
    %30 = stablehlo.multiply %8, %21 : tensor<2x64x32xf32>
    %31 = stablehlo.divide %30, %29 : tensor<2x64x32xf32>
    %32 = stablehlo.clamp %cst_17, %31, %cst_18 : tensor<2x64x32xf32>
    %33 = stablehlo.convert %32 : (tensor<2x64x32xf32>) -> tensor<2x64x32xf16>
    %34 = stablehlo.add %33, %cst_0 : tensor<2x64x32xf16>
    %35 = stablehlo.multiply %34, %4 : tensor<2x64x32xf16>
    %36 = stablehlo.convolution(%35, %arg3) dim_numbers = [b, f, 0]x[o, i, 0]->[b, f, 0], window = {stride = [2], pad = [[1, 1]], rhs_dilate = [1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x64x32xf16>, tensor<64x64x3xf16>) -> tensor<2x64x16xf16>
    %37 = stablehlo.reshape %arg4 : (tensor<64xf16>) -> tensor<64x1xf16>
    %38 = stablehlo.broadcast_in_dim %37, dims = [1, 2] : (tensor<64x1xf16>) -> tensor<2x64x16xf16>
    %39 = stablehlo.add %36, %38 : tensor<2x64x16xf16>
    %40 = stablehlo.multiply %39, %cst_21 : tensor<2x64x16xf16>
    %41 = stablehlo.rsqrt %cst_20 : tensor<2x64x16xf16>
    %42 = stablehlo.multiply %39, %41 : tensor<2x64x16xf16>
    %43 = stablehlo.convert %42 : (tensor<2x64x16xf16>) -> tensor<2x64x16xf32>
    %44 = stablehlo.clamp %cst_22, %43, %cst_23 : tensor<2x64x16xf32>
    %45 = stablehlo.multiply %44, %44 : tensor<2x64x16xf32>
    %46 = stablehlo.multiply %cst_24, %45 : tensor<2x64x16xf32>
    %47 = stablehlo.add %46, %cst_25 : tensor<2x64x16xf32>
    %48 = stablehlo.multiply %47, %45 : tensor<2x64x16xf32>
    %49 = stablehlo.add %48, %cst_26 : tensor<2x64x16xf32>
    %50 = stablehlo.multiply %49, %45 : tensor<2x64x16xf32>
    %51 = stablehlo.add %50, %cst_27 : tensor<2x64x16xf32>
    %52 = stablehlo.multiply %51, %45 : tensor<2x64x16xf32>
    %53 = stablehlo.add %52, %cst_28 : tensor<2x64x16xf32>
    %54 = stablehlo.multiply %53, %45 : tensor<2x64x16xf32>
    %55 = stablehlo.add %54, %cst_29 : tensor<2x64x16xf32>
    %56 = stablehlo.multiply %55, %45 : tensor<2x64x16xf32>
    %57 = stablehlo.add %56, %cst_30 : tensor<2x64x16xf32>
    %58 = stablehlo.multiply %cst_31, %45 : tensor<2x64x16xf32>
    %59 = stablehlo.add %58, %cst_32 : tensor<2x64x16xf32>
    %60 = stablehlo.multiply %59, %45 : tensor<2x64x16xf32>
    %61 = stablehlo.add %60, %cst_33 : tensor<2x64x16xf32>
    %62 = stablehlo.multiply %61, %45 : tensor<2x64x16xf32>
    %63 = stablehlo.add %62, %cst_34 : tensor<2x64x16xf32>
    %64 = stablehlo.multiply %63, %45 : tensor<2x64x16xf32>
    %65 = stablehlo.add %64, %cst_35 : tensor<2x64x16xf32>
    %66 = stablehlo.multiply %44, %57 : tensor<2x64x16xf32>
    %67 = stablehlo.divide %66, %65 : tensor<2x64x16xf32>
    %68 = stablehlo.clamp %cst_36, %67, %cst_37 : tensor<2x64x16xf32>
    %69 = stablehlo.convert %68 : (tensor<2x64x16xf32>) -> tensor<2x64x16xf16>
    %70 = stablehlo.add %69, %cst_19 : tensor<2x64x16xf16>
    %71 = stablehlo.multiply %70, %40 : tensor<2x64x16xf16>
    %72 = stablehlo.transpose %71, dims = [0, 2, 1] : (tensor<2x64x16xf16>) -> tensor<2x16x64xf16>
    %73 = stablehlo.broadcast_in_dim %cst, dims = [1, 2] : (tensor<16x64xf16>) -> tensor<2x16x64xf16>
    %74 = stablehlo.add %72, %73 : tensor<2x16x64xf16>
    %75 = stablehlo.convert %74 : (tensor<2x16x64xf16>) -> tensor<2x16x64xf32>
    %76 = stablehlo.convert %75 : (tensor<2x16x64xf32>) -> tensor<2x16x64xf64>
    %77 = stablehlo.reduce(%76 init: %cst_38) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf64>, tensor<f64>) -> tensor<2x16xf64>
    %78 = stablehlo.reshape %77 : (tensor<2x16xf64>) -> tensor<2x16x1xf64>
    %79 = stablehlo.convert %cst_60 : (tensor<1xi64>) -> tensor<1xf64>
    %80 = stablehlo.reshape %79 : (tensor<1xf64>) -> tensor<f64>
    %81 = stablehlo.broadcast_in_dim %80, dims = [] : (tensor<f64>) -> tensor<2x16x1xf64>
    %82 = stablehlo.divide %78, %81 : tensor<2x16x1xf64>
    %83 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2] : (tensor<2x16x1xf64>) -> tensor<2x16x64xf64>
    %84 = stablehlo.subtract %76, %83 : tensor<2x16x64xf64>
    %85 = stablehlo.multiply %84, %84 : tensor<2x16x64xf64>
    %86 = stablehlo.reduce(%85 init: %cst_38) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf64>, tensor<f64>) -> tensor<2x16xf64>
    %87 = stablehlo.reshape %86 : (tensor<2x16xf64>) -> tensor<2x16x1xf64>
    %88 = stablehlo.divide %87, %81 : tensor<2x16x1xf64>
    %89 = stablehlo.convert %88 : (tensor<2x16x1xf64>) -> tensor<2x16x1xf32>
    %90 = stablehlo.reduce(%75 init: %cst_39) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %91 = stablehlo.reshape %90 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %92 = stablehlo.convert %cst_60 : (tensor<1xi64>) -> tensor<1xf32>
    %93 = stablehlo.reshape %92 : (tensor<1xf32>) -> tensor<f32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %95 = stablehlo.divide %91, %94 : tensor<2x16x1xf32>
    %96 = stablehlo.convert %cst_61 : (tensor<1xf64>) -> tensor<1xf32>
    %97 = stablehlo.reshape %96 : (tensor<1xf32>) -> tensor<f32>
    %98 = stablehlo.broadcast_in_dim %97, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %99 = stablehlo.add %89, %98 : tensor<2x16x1xf32>
    %100 = stablehlo.rsqrt %99 : tensor<2x16x1xf32>
    %101 = stablehlo.broadcast_in_dim %95, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %102 = stablehlo.subtract %75, %101 : tensor<2x16x64xf32>
    %103 = stablehlo.broadcast_in_dim %100, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %104 = stablehlo.multiply %102, %103 : tensor<2x16x64xf32>
    %105 = stablehlo.convert %arg5 : (tensor<64xf16>) -> tensor<64xf32>
    %106 = stablehlo.broadcast_in_dim %105, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %107 = stablehlo.multiply %104, %106 : tensor<2x16x64xf32>
    %108 = stablehlo.convert %arg6 : (tensor<64xf16>) -> tensor<64xf32>
    %109 = stablehlo.broadcast_in_dim %108, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %110 = stablehlo.add %107, %109 : tensor<2x16x64xf32>
    %111 = stablehlo.convert %110 : (tensor<2x16x64xf32>) -> tensor<2x16x64xf16>
    %112 = stablehlo.reshape %111 : (tensor<2x16x64xf16>) -> tensor<32x64xf16>
    %113 = stablehlo.transpose %arg7, dims = [1, 0] : (tensor<64x64xf16>) -> tensor<64x64xf16>
    %114 = stablehlo.convert %arg8 : (tensor<64xf16>) -> tensor<64xf32>
    %115 = stablehlo.convert %112 : (tensor<32x64xf16>) -> tensor<32x64xf32>
    %116 = stablehlo.convert %113 : (tensor<64x64xf16>) -> tensor<64x64xf32>
    %117 = stablehlo.dot_general %115, %116, contracting_dims = [1] x [0] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %118 = stablehlo.convert %cst_62 : (tensor<1xi64>) -> tensor<1xf32>
    %119 = stablehlo.reshape %118 : (tensor<1xf32>) -> tensor<f32>
    %120 = stablehlo.broadcast_in_dim %119, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %121 = stablehlo.multiply %117, %120 : tensor<32x64xf32>
    %122 = stablehlo.broadcast_in_dim %114, dims = [1] : (tensor<64xf32>) -> tensor<32x64xf32>
    %123 = stablehlo.multiply %122, %120 : tensor<32x64xf32>
    %124 = stablehlo.add %121, %123 : tensor<32x64xf32>
    %125 = stablehlo.convert %124 : (tensor<32x64xf32>) -> tensor<32x64xf16>
    %126 = stablehlo.reshape %125 : (tensor<32x64xf16>) -> tensor<2x16x64xf16>
    %127 = stablehlo.reshape %126 : (tensor<2x16x64xf16>) -> tensor<2x16x4x16xf16>
    %128 = stablehlo.transpose %127, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf16>) -> tensor<2x4x16x16xf16>
    %129 = stablehlo.transpose %arg9, dims = [1, 0] : (tensor<64x64xf16>) -> tensor<64x64xf16>
    %130 = stablehlo.dot_general %112, %129, contracting_dims = [1] x [0] : (tensor<32x64xf16>, tensor<64x64xf16>) -> tensor<32x64xf16>
    %131 = stablehlo.reshape %130 : (tensor<32x64xf16>) -> tensor<2x16x64xf16>
    %132 = stablehlo.reshape %131 : (tensor<2x16x64xf16>) -> tensor<2x16x4x16xf16>
    %133 = stablehlo.transpose %132, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf16>) -> tensor<2x4x16x16xf16>
    %134 = stablehlo.transpose %arg10, dims = [1, 0] : (tensor<64x64xf16>) -> tensor<64x64xf16>
    %135 = stablehlo.convert %arg11 : (tensor<64xf16>) -> tensor<64xf32>
    %136 = stablehlo.convert %134 : (tensor<64x64xf16>) -> tensor<64x64xf32>
    %137 = stablehlo.dot_general %115, %136, contracting_dims = [1] x [0] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %138 = stablehlo.multiply %137, %120 : tensor<32x64xf32>
    %139 = stablehlo.broadcast_in_dim %135, dims = [1] : (tensor<64xf32>) -> tensor<32x64xf32>
    %140 = stablehlo.multiply %139, %120 : tensor<32x64xf32>
    %141 = stablehlo.add %138, %140 : tensor<32x64xf32>
    %142 = stablehlo.convert %141 : (tensor<32x64xf32>) -> tensor<32x64xf16>
    %143 = stablehlo.reshape %142 : (tensor<32x64xf16>) -> tensor<2x16x64xf16>
    %144 = stablehlo.reshape %143 : (tensor<2x16x64xf16>) -> tensor<2x16x4x16xf16>
    %145 = stablehlo.transpose %144, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf16>) -> tensor<2x4x16x16xf16>
    %146 = stablehlo.convert %cst_63 : (tensor<1xf64>) -> tensor<1xf16>
    %147 = stablehlo.reshape %146 : (tensor<1xf16>) -> tensor<f16>
    %148 = stablehlo.broadcast_in_dim %147, dims = [] : (tensor<f16>) -> tensor<2x4x16x16xf16>
    %149 = stablehlo.multiply %128, %148 : tensor<2x4x16x16xf16>
    %150 = stablehlo.multiply %133, %148 : tensor<2x4x16x16xf16>
    %151 = stablehlo.transpose %150, dims = [0, 1, 3, 2] : (tensor<2x4x16x16xf16>) -> tensor<2x4x16x16xf16>
    %152 = stablehlo.reshape %149 : (tensor<2x4x16x16xf16>) -> tensor<8x16x16xf16>
    %153 = stablehlo.reshape %151 : (tensor<2x4x16x16xf16>) -> tensor<8x16x16xf16>
    %154 = stablehlo.broadcast_in_dim %153, dims = [0, 1, 2] : (tensor<8x16x16xf16>) -> tensor<8x16x16xf16>
    %155 = stablehlo.dot_general %152, %154, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x16x16xf16>, tensor<8x16x16xf16>) -> tensor<8x16x16xf16>
    %156 = stablehlo.reshape %155 : (tensor<8x16x16xf16>) -> tensor<2x4x16x16xf16>
    %157 = stablehlo.convert %156 : (tensor<2x4x16x16xf16>) -> tensor<2x4x16x16xf32>
    %158 = stablehlo.reduce(%157 init: %cst_40) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %159 = stablehlo.reshape %158 : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %160 = stablehlo.broadcast_in_dim %159, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %161 = stablehlo.subtract %157, %160 : tensor<2x4x16x16xf32>
    %162 = stablehlo.exponential %161 : tensor<2x4x16x16xf32>
    %163 = stablehlo.reduce(%162 init: %cst_39) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %164 = stablehlo.reshape %163 : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %165 = stablehlo.broadcast_in_dim %164, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %166 = stablehlo.divide %162, %165 : tensor<2x4x16x16xf32>
    %167 = stablehlo.convert %166 : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf16>
    %168 = stablehlo.reshape %167 : (tensor<2x4x16x16xf16>) -> tensor<8x16x16xf16>
    %169 = stablehlo.reshape %145 : (tensor<2x4x16x16xf16>) -> tensor<8x16x16xf16>
    %170 = stablehlo.broadcast_in_dim %169, dims = [0, 1, 2] : (tensor<8x16x16xf16>) -> tensor<8x16x16xf16>
    %171 = stablehlo.dot_general %168, %170, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x16x16xf16>, tensor<8x16x16xf16>) -> tensor<8x16x16xf16>
    %172 = stablehlo.reshape %171 : (tensor<8x16x16xf16>) -> tensor<2x4x16x16xf16>
    %173 = stablehlo.transpose %172, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf16>) -> tensor<2x16x4x16xf16>
    %174 = stablehlo.reshape %173 : (tensor<2x16x4x16xf16>) -> tensor<2x16x64xf16>
    %175 = stablehlo.reshape %174 : (tensor<2x16x64xf16>) -> tensor<32x64xf16>
    %176 = stablehlo.transpose %arg12, dims = [1, 0] : (tensor<64x64xf16>) -> tensor<64x64xf16>
    %177 = stablehlo.convert %arg13 : (tensor<64xf16>) -> tensor<64xf32>
    %178 = stablehlo.convert %175 : (tensor<32x64xf16>) -> tensor<32x64xf32>
    %179 = stablehlo.convert %176 : (tensor<64x64xf16>) -> tensor<64x64xf32>
    %180 = stablehlo.dot_general %178, %179, contracting_dims = [1] x [0] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %181 = stablehlo.multiply %180, %120 : tensor<32x64xf32>
    %182 = stablehlo.broadcast_in_dim %177, dims = [1] : (tensor<64xf32>) -> tensor<32x64xf32>
    %183 = stablehlo.multiply %182, %120 : tensor<32x64xf32>
    %184 = stablehlo.add %181, %183 : tensor<32x64xf32>
    %185 = stablehlo.convert %184 : (tensor<32x64xf32>) -> tensor<32x64xf16>
    %186 = stablehlo.reshape %185 : (tensor<32x64xf16>) -> tensor<2x16x64xf16>
    %187 = stablehlo.add %74, %186 : tensor<2x16x64xf16>
    %188 = stablehlo.convert %187 : (tensor<2x16x64xf16>) -> tensor<2x16x64xf32>
    %189 = stablehlo.convert %188 : (tensor<2x16x64xf32>) -> tensor<2x16x64xf64>
    %190 = stablehlo.reduce(%189 init: %cst_38) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf64>, tensor<f64>) -> tensor<2x16xf64>
    %191 = stablehlo.reshape %190 : (tensor<2x16xf64>) -> tensor<2x16x1xf64>
    %192 = stablehlo.divide %191, %81 : tensor<2x16x1xf64>
    %193 = stablehlo.broadcast_in_dim %192, dims = [0, 1, 2] : (tensor<2x16x1xf64>) -> tensor<2x16x64xf64>
    %194 = stablehlo.subtract %189, %193 : tensor<2x16x64xf64>
    %195 = stablehlo.multiply %194, %194 : tensor<2x16x64xf64>
    %196 = stablehlo.reduce(%195 init: %cst_38) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf64>, tensor<f64>) -> tensor<2x16xf64>
    %197 = stablehlo.reshape %196 : (tensor<2x16xf64>) -> tensor<2x16x1xf64>
    %198 = stablehlo.divide %197, %81 : tensor<2x16x1xf64>
    %199 = stablehlo.convert %198 : (tensor<2x16x1xf64>) -> tensor<2x16x1xf32>
    %200 = stablehlo.reduce(%188 init: %cst_39) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %201 = stablehlo.reshape %200 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %202 = stablehlo.divide %201, %94 : tensor<2x16x1xf32>
    %203 = stablehlo.add %199, %98 : tensor<2x16x1xf32>
    %204 = stablehlo.rsqrt %203 : tensor<2x16x1xf32>
    %205 = stablehlo.broadcast_in_dim %202, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %206 = stablehlo.subtract %188, %205 : tensor<2x16x64xf32>
    %207 = stablehlo.broadcast_in_dim %204, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %208 = stablehlo.multiply %206, %207 : tensor<2x16x64xf32>
    %209 = stablehlo.convert %arg14 : (tensor<64xf16>) -> tensor<64xf32>
    %210 = stablehlo.broadcast_in_dim %209, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %211 = stablehlo.multiply %208, %210 : tensor<2x16x64xf32>
    %212 = stablehlo.convert %arg15 : (tensor<64xf16>) -> tensor<64xf32>
    %213 = stablehlo.broadcast_in_dim %212, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %214 = stablehlo.add %211, %213 : tensor<2x16x64xf32>
    %215 = stablehlo.convert %214 : (tensor<2x16x64xf32>) -> tensor<2x16x64xf16>
    %216 = stablehlo.reshape %215 : (tensor<2x16x64xf16>) -> tensor<32x64xf16>
    %217 = stablehlo.transpose %arg16, dims = [1, 0] : (tensor<256x64xf16>) -> tensor<64x256xf16>
    %218 = stablehlo.convert %arg17 : (tensor<256xf16>) -> tensor<256xf32>
    %219 = stablehlo.convert %216 : (tensor<32x64xf16>) -> tensor<32x64xf32>
    %220 = stablehlo.convert %217 : (tensor<64x256xf16>) -> tensor<64x256xf32>
    %221 = stablehlo.dot_general %219, %220, contracting_dims = [1] x [0] : (tensor<32x64xf32>, tensor<64x256xf32>) -> tensor<32x256xf32>
    %222 = stablehlo.broadcast_in_dim %119, dims = [] : (tensor<f32>) -> tensor<32x256xf32>
    %223 = stablehlo.multiply %221, %222 : tensor<32x256xf32>
    %224 = stablehlo.broadcast_in_dim %218, dims = [1] : (tensor<256xf32>) -> tensor<32x256xf32>
    %225 = stablehlo.multiply %224, %222 : tensor<32x256xf32>
    %226 = stablehlo.add %223, %225 : tensor<32x256xf32>
    %227 = stablehlo.convert %226 : (tensor<32x256xf32>) -> tensor<32x256xf16>
    %228 = stablehlo.reshape %227 : (tensor<32x256xf16>) -> tensor<2x16x256xf16>
    %229 = stablehlo.multiply %228, %cst_43 : tensor<2x16x256xf16>
    %230 = stablehlo.rsqrt %cst_42 : tensor<2x16x256xf16>
    %231 = stablehlo.multiply %228, %230 : tensor<2x16x256xf16>
    %232 = stablehlo.convert %231 : (tensor<2x16x256xf16>) -> tensor<2x16x256xf32>
    %233 = stablehlo.clamp %cst_44, %232, %cst_45 : tensor<2x16x256xf32>
    %234 = stablehlo.multiply %233, %233 : tensor<2x16x256xf32>
    %235 = stablehlo.multiply %cst_46, %234 : tensor<2x16x256xf32>
    %236 = stablehlo.add %235, %cst_47 : tensor<2x16x256xf32>
    %237 = stablehlo.multiply %236, %234 : tensor<2x16x256xf32>
    %238 = stablehlo.add %237, %cst_48 : tensor<2x16x256xf32>
    %239 = stablehlo.multiply %238, %234 : tensor<2x16x256xf32>
    %240 = stablehlo.add %239, %cst_49 : tensor<2x16x256xf32>
    %241 = stablehlo.multiply %240, %234 : tensor<2x16x256xf32>
    %242 = stablehlo.add %241, %cst_50 : tensor<2x16x256xf32>
    %243 = stablehlo.multiply %242, %234 : tensor<2x16x256xf32>
    %244 = stablehlo.add %243, %cst_51 : tensor<2x16x256xf32>
    %245 = stablehlo.multiply %244, %234 : tensor<2x16x256xf32>
    %246 = stablehlo.add %245, %cst_52 : tensor<2x16x256xf32>
    %247 = stablehlo.multiply %cst_53, %234 : tensor<2x16x256xf32>
    %248 = stablehlo.add %247, %cst_54 : tensor<2x16x256xf32>
    %249 = stablehlo.multiply %248, %234 : tensor<2x16x256xf32>
    %250 = stablehlo.add %249, %cst_55 : tensor<2x16x256xf32>
    %251 = stablehlo.multiply %250, %234 : tensor<2x16x256xf32>
    %252 = stablehlo.add %251, %cst_56 : tensor<2x16x256xf32>
    %253 = stablehlo.multiply %252, %234 : tensor<2x16x256xf32>
    %254 = stablehlo.add %253, %cst_57 : tensor<2x16x256xf32>
    %255 = stablehlo.multiply %233, %246 : tensor<2x16x256xf32>
    %256 = stablehlo.divide %255, %254 : tensor<2x16x256xf32>
    %257 = stablehlo.clamp %cst_58, %256, %cst_59 : tensor<2x16x256xf32>
    %258 = stablehlo.convert %257 : (tensor<2x16x256xf32>) -> tensor<2x16x256xf16>
    %259 = stablehlo.add %258, %cst_41 : tensor<2x16x256xf16>
    %260 = stablehlo.multiply %259, %229 : tensor<2x16x256xf16>
    %261 = stablehlo.reshape %260 : (tensor<2x16x256xf16>) -> tensor<32x256xf16>
    %262 = stablehlo.transpose %arg18, dims = [1, 0] : (tensor<64x256xf16>) -> tensor<256x64xf16>
    %263 = stablehlo.convert %arg19 : (tensor<64xf16>) -> tensor<64xf32>
    %264 = stablehlo.convert %261 : (tensor<32x256xf16>) -> tensor<32x256xf32>
    %265 = stablehlo.convert %262 : (tensor<256x64xf16>) -> tensor<256x64xf32>
    %266 = stablehlo.dot_general %264, %265, contracting_dims = [1] x [0] : (tensor<32x256xf32>, tensor<256x64xf32>) -> tensor<32x64xf32>
    %267 = stablehlo.multiply %266, %120 : tensor<32x64xf32>
    %268 = stablehlo.broadcast_in_dim %263, dims = [1] : (tensor<64xf32>) -> tensor<32x64xf32>
    %269 = stablehlo.multiply %268, %120 : tensor<32x64xf32>
    %270 = stablehlo.add %267, %269 : tensor<32x64xf32>
    %271 = stablehlo.convert %270 : (tensor<32x64xf32>) -> tensor<32x64xf16>
    %272 = stablehlo.reshape %271 : (tensor<32x64xf16>) -> tensor<2x16x64xf16>
    %273 = stablehlo.add %187, %272 : tensor<2x16x64xf16>
    %274 = stablehlo.convert %273 : (tensor<2x16x64xf16>) -> tensor<2x16x64xf32>
    %275 = stablehlo.convert %274 : (tensor<2x16x64xf32>) -> tensor<2x16x64xf64>
    %276 = stablehlo.reduce(%275 init: %cst_38) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf64>, tensor<f64>) -> tensor<2x16xf64>
    %277 = stablehlo.reshape %276 : (tensor<2x16xf64>) -> tensor<2x16x1xf64>
    %278 = stablehlo.divide %277, %81 : tensor<2x16x1xf64>
    %279 = stablehlo.broadcast_in_dim %278, dims = [0, 1, 2] : (tensor<2x16x1xf64>) -> tensor<2x16x64xf64>
    %280 = stablehlo.subtract %275, %279 : tensor<2x16x64xf64>
    %281 = stablehlo.multiply %280, %280 : tensor<2x16x64xf64>
    %282 = stablehlo.reduce(%281 init: %cst_38) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf64>, tensor<f64>) -> tensor<2x16xf64>
    %283 = stablehlo.reshape %282 : (tensor<2x16xf64>) -> tensor<2x16x1xf64>
    %284 = stablehlo.divide %283, %81 : tensor<2x16x1xf64>
    %285 = stablehlo.convert %284 : (tensor<2x16x1xf64>) -> tensor<2x16x1xf32>
    %286 = stablehlo.reduce(%274 init: %cst_39) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %287 = stablehlo.reshape %286 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %288 = stablehlo.divide %287, %94 : tensor<2x16x1xf32>
    %289 = stablehlo.add %285, %98 : tensor<2x16x1xf32>
    %290 = stablehlo.rsqrt %289 : tensor<2x16x1xf32>
    %291 = stablehlo.broadcast_in_dim %288, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %292 = stablehlo.subtract %274, %291 : tensor<2x16x64xf32>
    %293 = stablehlo.broadcast_in_dim %290, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %294 = stablehlo.multiply %292, %293 : tensor<2x16x64xf32>
    %295 = stablehlo.convert %arg20 : (tensor<64xf16>) -> tensor<64xf32>
    %296 = stablehlo.broadcast_in_dim %295, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %297 = stablehlo.multiply %294, %296 : tensor<2x16x64xf32>
    %298 = stablehlo.convert %arg21 : (tensor<64xf16>) -> tensor<64xf32>
    %299 = stablehlo.broadcast_in_dim %298, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %300 = stablehlo.add %297, %299 : tensor<2x16x64xf32>
    %301 = stablehlo.convert %300 : (tensor<2x16x64xf32>) -> tensor<2x16x64xf16>
    %302 = stablehlo.reshape %301 : (tensor<2x16x64xf16>) -> tensor<32x64xf16>
    %303 = stablehlo.transpose %arg22, dims = [1, 0] : (tensor<64x64xf16>) -> tensor<64x64xf16>
    %304 = stablehlo.convert %arg23 : (tensor<64xf16>) -> tensor<64xf32>
    %305 = stablehlo.convert %302 : (tensor<32x64xf16>) -> tensor<32x64xf32>
    %306 = stablehlo.convert %303 : (tensor<64x64xf16>) -> tensor<64x64xf32>
    %307 = stablehlo.dot_general %305, %306, contracting_dims = [1] x [0] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %308 = stablehlo.multiply %307, %120 : tensor<32x64xf32>
    %309 = stablehlo.broadcast_in_dim %304, dims = [1] : (tensor<64xf32>) -> tensor<32x64xf32>
    %310 = stablehlo.multiply %309, %120 : tensor<32x64xf32>
    %311 = stablehlo.add %308, %310 : tensor<32x64xf32>
    %312 = stablehlo.convert %311 : (tensor<32x64xf32>) -> tensor<32x64xf16>
    %313 = stablehlo.reshape %312 : (tensor<32x64xf16>) -> tensor<2x16x64xf16>
    %314 = stablehlo.reshape %313 : (tensor<2x16x64xf16>) -> tensor<2x16x4x16xf16>
    %315 = stablehlo.transpose %314, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf16>) -> tensor<2x4x16x16xf16>
    %316 = stablehlo.transpose %arg24, dims = [1, 0] : (tensor<64x64xf16>) -> tensor<64x64xf16>
    %317 = stablehlo.dot_general %302, %316, contracting_dims = [1] x [0] : (tensor<32x64xf16>, tensor<64x64xf16>) -> tensor<32x64xf16>
    %318 = stablehlo.reshape %317 : (tensor<32x64xf16>) -> tensor<2x16x64xf16>
    %319 = stablehlo.reshape %318 : (tensor<2x16x64xf16>) -> tensor<2x16x4x16xf16>
    %320 = stablehlo.transpose %319, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf16>) -> tensor<2x4x16x16xf16>
    %321 = stablehlo.transpose %arg25, dims = [1, 0] : (tensor<64x64xf16>) -> tensor<64x64xf16>
    %322 = stablehlo.convert %arg26 : (tensor<64xf16>) -> tensor<64xf32>
    %323 = stablehlo.convert %321 : (tensor<64x64xf16>) -> tensor<64x64xf32>
    %324 = stablehlo.dot_general %305, %323, contracting_dims = [1] x [0] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %325 = stablehlo.multiply %324, %120 : tensor<32x64xf32>
    %326 = stablehlo.broadcast_in_dim %322, dims = [1] : (tensor<64xf32>) -> tensor<32x64xf32>
    %327 = stablehlo.multiply %326, %120 : tensor<32x64xf32>
    %328 = stablehlo.add %325, %327 : tensor<32x64xf32>
    %329 = stablehlo.convert %328 : (tensor<32x64xf32>) -> tensor<32x64xf16>
    %330 = stablehlo.reshape %329 : (tensor<32x64xf16>) -> tensor<2x16x64xf16>
    %331 = stablehlo.reshape %330 : (tensor<2x16x64xf16>) -> tensor<2x16x4x16xf16>
    %332 = stablehlo.transpose %331, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf16>) -> tensor<2x4x16x16xf16>
    %333 = stablehlo.multiply %315, %148 : tensor<2x4x16x16xf16>
    %334 = stablehlo.multiply %320, %148 : tensor<2x4x16x16xf16>
    %335 = stablehlo.transpose %334, dims = [0, 1, 3, 2] : (tensor<2x4x16x16xf16>) -> tensor<2x4x16x16xf16>
    %336 = stablehlo.reshape %333 : (tensor<2x4x16x16xf16>) -> tensor<8x16x16xf16>
    %337 = stablehlo.reshape %335 : (tensor<2x4x16x16xf16>) -> tensor<8x16x16xf16>
    %338 = stablehlo.broadcast_in_dim %337, dims = [0, 1, 2] : (tensor<8x16x16xf16>) -> tensor<8x16x16xf16>
    %339 = stablehlo.dot_general %336, %338, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x16x16xf16>, tensor<8x16x16xf16>) -> tensor<8x16x16xf16>
    %340 = stablehlo.reshape %339 : (tensor<8x16x16xf16>) -> tensor<2x4x16x16xf16>
    %341 = stablehlo.convert %340 : (tensor<2x4x16x16xf16>) -> tensor<2x4x16x16xf32>
    %342 = stablehlo.reduce(%341 init: %cst_40) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %343 = stablehlo.reshape %342 : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %344 = stablehlo.broadcast_in_dim %343, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %345 = stablehlo.subtract %341, %344 : tensor<2x4x16x16xf32>
    %346 = stablehlo.exponential %345 : tensor<2x4x16x16xf32>
    %347 = stablehlo.reduce(%346 init: %cst_39) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %348 = stablehlo.reshape %347 : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %349 = stablehlo.broadcast_in_dim %348, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %350 = stablehlo.divide %346, %349 : tensor<2x4x16x16xf32>
    %351 = stablehlo.convert %350 : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf16>
    %352 = stablehlo.reshape %351 : (tensor<2x4x16x16xf16>) -> tensor<8x16x16xf16>
    %353 = stablehlo.reshape %332 : (tensor<2x4x16x16xf16>) -> tensor<8x16x16xf16>
    %354 = stablehlo.broadcast_in_dim %353, dims = [0, 1, 2] : (tensor<8x16x16xf16>) -> tensor<8x16x16xf16>
    %355 = stablehlo.dot_general %352, %354, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x16x16xf16>, tensor<8x16x16xf16>) -> tensor<8x16x16xf16>
    %356 = stablehlo.reshape %355 : (tensor<8x16x16xf16>) -> tensor<2x4x16x16xf16>
    %357 = stablehlo.transpose %356, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf16>) -> tensor<2x16x4x16xf16>
    %358 = stablehlo.reshape %357 : (tensor<2x16x4x16xf16>) -> tensor<2x16x64xf16>
    %359 = stablehlo.reshape %358 : (tensor<2x16x64xf16>) -> tensor<32x64xf16>
    %360 = stablehlo.transpose %arg27, dims = [1, 0] : (tensor<64x64xf16>) -> tensor<64x64xf16>
    %361 = stablehlo.convert %arg28 : (tensor<64xf16>) -> tensor<64xf32>
    %362 = stablehlo.convert %359 : (tensor<32x64xf16>) -> tensor<32x64xf32>
    %363 = stablehlo.convert %360 : (tensor<64x64xf16>) -> tensor<64x64xf32>
    %364 = stablehlo.dot_general %362, %363, contracting_dims = [1] x [0] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %365 = stablehlo.multiply %364, %120 : tensor<32x64xf32>
    %366 = stablehlo.broadcast_in_dim %361, dims = [1] : (tensor<64xf32>) -> tensor<32x64xf32>
    %367 = stablehlo.multiply %366, %120 : tensor<32x64xf32>
    %368 = stablehlo.add %365, %367 : tensor<32x64xf32>
    %369 = stablehlo.convert %368 : (tensor<32x64xf32>) -> tensor<32x64xf16>
    %370 = stablehlo.reshape %369 : (tensor<32x64xf16>) -> tensor<2x16x64xf16>
    %371 = stablehlo.add %273, %370 : tensor<2x16x64xf16>
    %372 = stablehlo.convert %371 : (tensor<2x16x64xf16>) -> tensor<2x16x64xf32>
    %373 = stablehlo.convert %372 : (tensor<2x16x64xf32>) -> tensor<2x16x64xf64>
    %374 = stablehlo.reduce(%373 init: %cst_38) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf64>, tensor<f64>) -> tensor<2x16xf64>
    %375 = stablehlo.reshape %374 : (tensor<2x16xf64>) -> tensor<2x16x1xf64>
    %376 = stablehlo.divide %375, %81 : tensor<2x16x1xf64>
    %377 = stablehlo.broadcast_in_dim %376, dims = [0, 1, 2] : (tensor<2x16x1xf64>) -> tensor<2x16x64xf64>
    %378 = stablehlo.subtract %373, %377 : tensor<2x16x64xf64>
    %379 = stablehlo.multiply %378, %378 : tensor<2x16x64xf64>
    %380 = stablehlo.reduce(%379 init: %cst_38) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf64>, tensor<f64>) -> tensor<2x16xf64>
    %381 = stablehlo.reshape %380 : (tensor<2x16xf64>) -> tensor<2x16x1xf64>
    %382 = stablehlo.divide %381, %81 : tensor<2x16x1xf64>
    %383 = stablehlo.convert %382 : (tensor<2x16x1xf64>) -> tensor<2x16x1xf32>
    %384 = stablehlo.reduce(%372 init: %cst_39) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %385 = stablehlo.reshape %384 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %386 = stablehlo.divide %385, %94 : tensor<2x16x1xf32>
    %387 = stablehlo.add %383, %98 : tensor<2x16x1xf32>
    %388 = stablehlo.rsqrt %387 : tensor<2x16x1xf32>
    %389 = stablehlo.broadcast_in_dim %386, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %390 = stablehlo.subtract %372, %389 : tensor<2x16x64xf32>
    %391 = stablehlo.broadcast_in_dim %388, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %392 = stablehlo.multiply %390, %391 : tensor<2x16x64xf32>
    %393 = stablehlo.convert %arg29 : (tensor<64xf16>) -> tensor<64xf32>
    %394 = stablehlo.broadcast_in_dim %393, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %395 = stablehlo.multiply %392, %394 : tensor<2x16x64xf32>
    %396 = stablehlo.convert %arg30 : (tensor<64xf16>) -> tensor<64xf32>
    %397 = stablehlo.broadcast_in_dim %396, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %398 = stablehlo.add %395, %397 : tensor<2x16x64xf32>
    %399 = stablehlo.convert %398 : (tensor<2x16x64xf32>) -> tensor<2x16x64xf16>
    %400 = stablehlo.reshape %399 : (tensor<2x16x64xf16>) -> tensor<32x64xf16>
    %401 = stablehlo.transpose %arg31, dims = [1, 0] : (tensor<256x64xf16>) -> tensor<64x256xf16>
    %402 = stablehlo.convert %arg32 : (tensor<256xf16>) -> tensor<256xf32>
    %403 = stablehlo.convert %400 : (tensor<32x64xf16>) -> tensor<32x64xf32>
    %404 = stablehlo.convert %401 : (tensor<64x256xf16>) -> tensor<64x256xf32>
    %405 = stablehlo.dot_general %403, %404, contracting_dims = [1] x [0] : (tensor<32x64xf32>, tensor<64x256xf32>) -> tensor<32x256xf32>
    %406 = stablehlo.multiply %405, %222 : tensor<32x256xf32>
    %407 = stablehlo.broadcast_in_dim %402, dims = [1] : (tensor<256xf32>) -> tensor<32x256xf32>
    %408 = stablehlo.multiply %407, %222 : tensor<32x256xf32>
    %409 = stablehlo.add %406, %408 : tensor<32x256xf32>
    %410 = stablehlo.convert %409 : (tensor<32x256xf32>) -> tensor<32x256xf16>
    %411 = stablehlo.reshape %410 : (tensor<32x256xf16>) -> tensor<2x16x256xf16>
    %412 = stablehlo.multiply %411, %cst_43 : tensor<2x16x256xf16>
    %413 = stablehlo.multiply %411, %230 : tensor<2x16x256xf16>
    %414 = stablehlo.convert %413 : (tensor<2x16x256xf16>) -> tensor<2x16x256xf32>
    %415 = stablehlo.clamp %cst_44, %414, %cst_45 : tensor<2x16x256xf32>
    %416 = stablehlo.multiply %415, %415 : tensor<2x16x256xf32>
    %417 = stablehlo.multiply %cst_46, %416 : tensor<2x16x256xf32>
    %418 = stablehlo.add %417, %cst_47 : tensor<2x16x256xf32>
    %419 = stablehlo.multiply %418, %416 : tensor<2x16x256xf32>
    %420 = stablehlo.add %419, %cst_48 : tensor<2x16x256xf32>
    %421 = stablehlo.multiply %420, %416 : tensor<2x16x256xf32>
    %422 = stablehlo.add %421, %cst_49 : tensor<2x16x256xf32>
    %423 = stablehlo.multiply %422, %416 : tensor<2x16x256xf32>
    %424 = stablehlo.add %423, %cst_50 : tensor<2x16x256xf32>
    %425 = stablehlo.multiply %424, %416 : tensor<2x16x256xf32>
    %426 = stablehlo.add %425, %cst_51 : tensor<2x16x256xf32>
    %427 = stablehlo.multiply %426, %416 : tensor<2x16x256xf32>
    %428 = stablehlo.add %427, %cst_52 : tensor<2x16x256xf32>
    %429 = stablehlo.multiply %cst_53, %416 : tensor<2x16x256xf32>
    %430 = stablehlo.add %429, %cst_54 : tensor<2x16x256xf32>
    %431 = stablehlo.multiply %430, %416 : tensor<2x16x256xf32>
    %432 = stablehlo.add %431, %cst_55 : tensor<2x16x256xf32>
    %433 = stablehlo.multiply %432, %416 : tensor<2x16x256xf32>
    %434 = stablehlo.add %433, %cst_56 : tensor<2x16x256xf32>
    %435 = stablehlo.multiply %434, %416 : tensor<2x16x256xf32>
    %436 = stablehlo.add %435, %cst_57 : tensor<2x16x256xf32>
    %437 = stablehlo.multiply %415, %428 : tensor<2x16x256xf32>
    %438 = stablehlo.divide %437, %436 : tensor<2x16x256xf32>
    %439 = stablehlo.clamp %cst_58, %438, %cst_59 : tensor<2x16x256xf32>
    %440 = stablehlo.convert %439 : (tensor<2x16x256xf32>) -> tensor<2x16x256xf16>
    %441 = stablehlo.add %440, %cst_41 : tensor<2x16x256xf16>
    %442 = stablehlo.multiply %441, %412 : tensor<2x16x256xf16>
    %443 = stablehlo.reshape %442 : (tensor<2x16x256xf16>) -> tensor<32x256xf16>
    %444 = stablehlo.transpose %arg33, dims = [1, 0] : (tensor<64x256xf16>) -> tensor<256x64xf16>
    %445 = stablehlo.convert %arg34 : (tensor<64xf16>) -> tensor<64xf32>
    %446 = stablehlo.convert %443 : (tensor<32x256xf16>) -> tensor<32x256xf32>
    %447 = stablehlo.convert %444 : (tensor<256x64xf16>) -> tensor<256x64xf32>
    %448 = stablehlo.dot_general %446, %447, contracting_dims = [1] x [0] : (tensor<32x256xf32>, tensor<256x64xf32>) -> tensor<32x64xf32>
    %449 = stablehlo.multiply %448, %120 : tensor<32x64xf32>
    %450 = stablehlo.broadcast_in_dim %445, dims = [1] : (tensor<64xf32>) -> tensor<32x64xf32>
    %451 = stablehlo.multiply %450, %120 : tensor<32x64xf32>
    %452 = stablehlo.add %449, %451 : tensor<32x64xf32>
    %453 = stablehlo.convert %452 : (tensor<32x64xf32>) -> tensor<32x64xf16>
    %454 = stablehlo.reshape %453 : (tensor<32x64xf16>) -> tensor<2x16x64xf16>
    %455 = stablehlo.add %371, %454 : tensor<2x16x64xf16>
    %456 = stablehlo.convert %455 : (tensor<2x16x64xf16>) -> tensor<2x16x64xf32>
    %457 = stablehlo.convert %456 : (tensor<2x16x64xf32>) -> tensor<2x16x64xf64>
    %458 = stablehlo.reduce(%457 init: %cst_38) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf64>, tensor<f64>) -> tensor<2x16xf64>
    %459 = stablehlo.reshape %458 : (tensor<2x16xf64>) -> tensor<2x16x1xf64>
    %460 = stablehlo.divide %459, %81 : tensor<2x16x1xf64>
    %461 = stablehlo.broadcast_in_dim %460, dims = [0, 1, 2] : (tensor<2x16x1xf64>) -> tensor<2x16x64xf64>
    %462 = stablehlo.subtract %457, %461 : tensor<2x16x64xf64>
    %463 = stablehlo.multiply %462, %462 : tensor<2x16x64xf64>
    %464 = stablehlo.reduce(%463 init: %cst_38) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf64>, tensor<f64>) -> tensor<2x16xf64>
    %465 = stablehlo.reshape %464 : (tensor<2x16xf64>) -> tensor<2x16x1xf64>
    %466 = stablehlo.divide %465, %81 : tensor<2x16x1xf64>
    %467 = stablehlo.convert %466 : (tensor<2x16x1xf64>) -> tensor<2x16x1xf32>
    %468 = stablehlo.reduce(%456 init: %cst_39) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %469 = stablehlo.reshape %468 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %470 = stablehlo.divide %469, %94 : tensor<2x16x1xf32>
    %471 = stablehlo.add %467, %98 : tensor<2x16x1xf32>
    %472 = stablehlo.rsqrt %471 : tensor<2x16x1xf32>
    %473 = stablehlo.broadcast_in_dim %470, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %474 = stablehlo.subtract %456, %473 : tensor<2x16x64xf32>
    %475 = stablehlo.broadcast_in_dim %472, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %476 = stablehlo.multiply %474, %475 : tensor<2x16x64xf32>
    %477 = stablehlo.convert %arg35 : (tensor<64xf16>) -> tensor<64xf32>
    %478 = stablehlo.broadcast_in_dim %477, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %479 = stablehlo.multiply %476, %478 : tensor<2x16x64xf32>
    %480 = stablehlo.convert %arg36 : (tensor<64xf16>) -> tensor<64xf32>
    %481 = stablehlo.broadcast_in_dim %480, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %482 = stablehlo.add %479, %481 : tensor<2x16x64xf32>
    %483 = stablehlo.convert %482 : (tensor<2x16x64xf32>) -> tensor<2x16x64xf16>
    return %483 : tensor<2x16x64xf16>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_16_64_torch.float16: "0x0200000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003CBB3A693932386136CD342F335B31FA2FEF2D692C8F2ADF283E276125FF23F1216A208F1EDF1C3D1B6119FE17F01569148E12DF103D0F610DFD0BF00969088E065338E439D03A563BA23BCC3BE33BF03BF73BFB3BFD3BFF3BFF3B003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C463BF93B253BDA39943800374835EA33E83167308C2EDE2C3D2B6129FE27F1256A248F22DF203D1F611DFE1BF01969188E16DF143D136111FD0FF00D690C8E0AA9B66D2D333775398F3A323B8D3BC03BDD3BED3BF53BFA3BFD3BFE3BFF3BFF3B003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C8430543AF93B8A3B563A0639BC37DC3566349332E7304B2F6D2D082CFE2974289E26EB244F236E210920FF1D741C9E1AEB184E176E150814FE1174109E0EEA0CECBBE5B872AD5835E2383A3A013B723BB13BD43BE83BF33BF93BFC3BFE3BFF3BFF3B003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C0EBA68316E3AFB3B823B4B3AFC38AB37CE355C348432DB303A2F602DFD2BF0296A288F26DF243D236121FE1FF01D691C8E1ADF183D176115FD13F01169108E0E3BB9E3BBC2B874AC8435F038423A053B743BB33BD53BE83BF33BF93BFC3BFE3BFF3BFF3B003C003C003C003C003C003C003C003C003C003C003C003C003C003CACBB57B8F535193BFE3B3E3BF639AE382A3769350E340E328330B72EFE2C6C2B8429192817268624B922FF206C1F841D191C171A8618B916FE146C13831119108A34B9BA6DBB63B70D2ACD3655397D3A273B873BBD3BDB3BEC3BF53BFA3BFD3BFE3BFF3BFF3B003C003C003C003C003C003C003C003C003C003C003C003C003C78B4BEBB6DB10939BD3BD23BC53A74393B386F36D8343F3368310630FD2D742C9E2AEB284F276E250924FF2174209E1EEB1C4E1B6E190818FE1574149E12EA10AE3B08B4E2BB37BA13B4C0324338DB39CA3A533BA03BCB3BE33BF03BF73BFB3BFD3BFE3BFF3B003C003C003C003C003C003C003C003C003C003C003C003C003C423911BB4AB94834C53A003C643B243AD7386E379E3537344C32B130FB2E312DB82BBC2943285626B524FE223221B81FBC1D431C551AB418FE163215B813BC11083A823700BAB5BB44B819A3223621395F3A163B7E3BB83BD83BEA3BF43BF93BFC3BFE3BFF3BFF3B003C003C003C003C003C003C003C003C003C003C003C003CEA3B54B5A7BB72B02E39C53BCC3BBB3A693932386136CC342E335B31F92FEE2D692C8E2ADF283D276125FE23F02169208E1EDF1C3D1B6119FD17F01569148E12A8B08B3BACB4ECBB19BA9DB326335338E539D03A563BA23BCC3BE33BF03BF73BFB3BFD3BFF3BFF3B003C003C003C003C003C003C003C003C003C003C003C003C98364836BDBB2DB83836253BFD3B383BEF39A7381F376035083404327B30AC2EF62C602B7B2912280D267F24AE22F720601F7B1D121C0D1A7F18AE16F6145F134ABB5C3B0B34D3BA5FBB33B74D2BE7365E39823A2A3B893BBE3BDB3BEC3BF53BFA3BFD3BFE3BFF3BFF3B003C003C003C003C003C003C003C003C003C003C003C5AB84A3B88B98DBA0C2E283AF33B973B683A1739D837F2357734AD32FA30692F822D192C162A8628B926FF246C2384211920171E861CB91AFE186C1783151914B6BA9636C83997B8F7BB1CB919AF0D35CB382C3AF93A6D3BAF3BD33BE73BF23BF83BFC3BFE3BFF3BFF3B003C003C003C003C003C003C003C003C003C003C003C00BC993BB6B2D7BBACB2DA38B13BD93BD23A813946388236E6345533783113300F2E812CB22AFA2865277F25152411228220B21EFA1C651B7E19151810168114881C03B5D23B65B2D3BB5DBA69B43D322E38CE39C33A4F3B9E3BCA3BE23BEF3BF73BFB3BFD3BFE3BFF3B003C003C003C003C003C003C003C003C003C003C003C4BB8CD375935D3BBE1B79936363BFB3B2E3BE4399E380F375435FC33F63171309C2EEA2C4E2B6E290928FE2574249E22EB204E1F6E1D081CFE1974189E16EA14C03AFCBA8A3BA332F7BA4ABBECB68F2C0E376A39893A2E3B8B3BBF3BDC3BEC3BF53BFA3BFD3BFE3BFF3BFF3B003C003C003C003C003C003C003C003C003C003CB9366AB33B3A84BAD9B95132883AFD3B7A3B403AF2389A37C13551347432CF30282F522DEA2BE1295F287E26D3242B235421EA1FE11D5E1C7E1AD3182B175315423BC8BB0539A43876B9D8BB9FB8DFAAB235FE384A3A0A3B773BB43BD63BE93BF33BF93BFC3BFE3BFF3BFF3B003C003C003C003C003C003C003C003C003C003CED3BA1BAF03B20B837BB19A7AA39DF3BB53B943A433911382C36A434F1322D31B42FBB2D432C552AB528FE263225B823BC214320551EB41CFE1A3219B817BC1560307AB80630DB3AE9B6FFBBA6B9B0B149348D38073AE43A613BA83BCF3BE53BF13BF83BFB3BFD3BFF3BFF3B003C003C003C003C003C003C003C003C003C003C3439E9BB493B32B0EBBB06B4A438A23BE03BE13A903953389636F6346D338A312030232E902CC92A0B297E279125232425229120C91E0B1D7E1B91192318251614BABF309CB6EE3B87B0BEBB84BAC9B4AC311638C039BB3A4A3B9B3BC83BE13BEF3BF73BFB3BFD3BFE3BFF3B003C003C003C003C003C003C003C003C003C003C"
    }
  }
#-}
