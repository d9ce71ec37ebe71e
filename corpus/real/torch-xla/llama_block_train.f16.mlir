module @IrToHlo.464 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x16x64xf16>, %arg1: tensor<64x256xf16>, %arg2: tensor<256x64xf16>, %arg3: tensor<f32>, %arg4: tensor<64x64xf16>, %arg5: tensor<64x64xf16>, %arg6: tensor<2x16x64xf16>, %arg7: tensor<64xf16>, %arg8: tensor<f16>, %arg9: tensor<f16>, %arg10: tensor<64x64xf16>, %arg11: tensor<64x64xf16>, %arg12: tensor<64xf16>, %arg13: tensor<256x64xf16>, %arg14: tensor<f32>, %arg15: tensor<f32>, %arg16: tensor<f32>) -> (tensor<f16>, tensor<2x16x64xf16>, tensor<64xf16>, tensor<64xf16>, tensor<64x64xf16>, tensor<64x64xf16>, tensor<64x64xf16>, tensor<64x64xf16>, tensor<256x64xf16>, tensor<256x64xf16>, tensor<64x256xf16>) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<2x16x64xf32>
    %cst_0 = stablehlo.constant dense<3.000000e+00> : tensor<2x16x1xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<2x16x256xf16>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<16x16xf16>
    %cst_3 = stablehlo.constant dense<1.562500e-02> : tensor<2x16xf32>
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<2x16x64xf32>
    %cst_5 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f16>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.convert %arg7 : (tensor<64xf16>) -> tensor<64xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %2 = stablehlo.convert %arg6 : (tensor<2x16x64xf16>) -> tensor<2x16x64xf32>
    %3 = stablehlo.power %2, %cst_4 : tensor<2x16x64xf32>
    %4 = stablehlo.reduce(%3 init: %cst_7) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %5 = stablehlo.multiply %4, %cst_3 : tensor<2x16xf32>
    %6 = stablehlo.reshape %5 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %7 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %8 = stablehlo.add %6, %7 : tensor<2x16x1xf32>
    %9 = stablehlo.rsqrt %8 : tensor<2x16x1xf32>
    %10 = stablehlo.reshape %9 : (tensor<2x16x1xf32>) -> tensor<2x16xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %12 = stablehlo.multiply %2, %11 : tensor<2x16x64xf32>
    %13 = stablehlo.convert %12 : (tensor<2x16x64xf32>) -> tensor<2x16x64xf16>
    %14 = stablehlo.convert %13 : (tensor<2x16x64xf16>) -> tensor<2x16x64xf32>
    %15 = stablehlo.multiply %1, %14 : tensor<2x16x64xf32>
    %16 = stablehlo.convert %15 : (tensor<2x16x64xf32>) -> tensor<2x16x64xf16>
    %17 = stablehlo.reshape %16 : (tensor<2x16x64xf16>) -> tensor<32x64xf16>
    %18 = stablehlo.transpose %arg11, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f16[64,64]{0,1}"} : (tensor<64x64xf16>) -> tensor<64x64xf16>
    %19 = stablehlo.dot_general %17, %18, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf16>, tensor<64x64xf16>) -> tensor<32x64xf16>
    %20 = stablehlo.reshape %19 : (tensor<32x64xf16>) -> tensor<2x16x4x16xf16>
    %21 = stablehlo.transpose %20, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f16[2,4,16,16]{3,1,2,0}"} : (tensor<2x16x4x16xf16>) -> tensor<2x4x16x16xf16>
    %22 = stablehlo.reshape %21 : (tensor<2x4x16x16xf16>) -> tensor<8x16x16xf16>
    %23 = stablehlo.transpose %arg10, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f16[64,64]{0,1}"} : (tensor<64x64xf16>) -> tensor<64x64xf16>
    %24 = stablehlo.dot_general %17, %23, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf16>, tensor<64x64xf16>) -> tensor<32x64xf16>
    %25 = stablehlo.reshape %24 : (tensor<32x64xf16>) -> tensor<2x16x4x16xf16>
    %26 = stablehlo.transpose %25, dims = [0, 2, 3, 1] : (tensor<2x16x4x16xf16>) -> tensor<2x4x16x16xf16>
    %27 = stablehlo.reshape %26 : (tensor<2x4x16x16xf16>) -> tensor<8x16x16xf16>
    %28 = stablehlo.dot_general %22, %27, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf16>, tensor<8x16x16xf16>) -> tensor<8x16x16xf16>
    %29 = stablehlo.reshape %28 : (tensor<8x16x16xf16>) -> tensor<2x4x16x16xf16>
    %30 = stablehlo.broadcast_in_dim %arg9, dims = [] : (tensor<f16>) -> tensor<2x4x16x16xf16>
    %31 = stablehlo.divide %29, %30 : tensor<2x4x16x16xf16>
    %32 = stablehlo.iota dim = 0 : tensor<16xi32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0] : (tensor<16xi32>) -> tensor<16x16xi32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [1] : (tensor<16xi32>) -> tensor<16x16xi32>
    %35 = stablehlo.compare  GE, %33, %34 : (tensor<16x16xi32>, tensor<16x16xi32>) -> tensor<16x16xi1>
    %36 = stablehlo.broadcast_in_dim %arg8, dims = [] : (tensor<f16>) -> tensor<16x16xf16>
    %37 = stablehlo.select %35, %cst_2, %36 : tensor<16x16xi1>, tensor<16x16xf16>
    %38 = stablehlo.broadcast_in_dim %37, dims = [2, 3] : (tensor<16x16xf16>) -> tensor<2x4x16x16xf16>
    %39 = stablehlo.add %31, %38 : tensor<2x4x16x16xf16>
    %40 = stablehlo.convert %39 : (tensor<2x4x16x16xf16>) -> tensor<2x4x16x16xf32>
    %41 = stablehlo.reduce(%40 init: %cst_5) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %43 = stablehlo.subtract %40, %42 : tensor<2x4x16x16xf32>
    %44 = stablehlo.exponential %43 : tensor<2x4x16x16xf32>
    %45 = stablehlo.reduce(%44 init: %cst_7) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %47 = stablehlo.divide %44, %46 : tensor<2x4x16x16xf32>
    %48 = stablehlo.convert %47 : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf16>
    %49 = stablehlo.reshape %48 : (tensor<2x4x16x16xf16>) -> tensor<8x16x16xf16>
    %50 = stablehlo.transpose %arg5, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f16[64,64]{0,1}"} : (tensor<64x64xf16>) -> tensor<64x64xf16>
    %51 = stablehlo.dot_general %17, %50, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf16>, tensor<64x64xf16>) -> tensor<32x64xf16>
    %52 = stablehlo.reshape %51 : (tensor<32x64xf16>) -> tensor<2x16x4x16xf16>
    %53 = stablehlo.transpose %52, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f16[2,4,16,16]{3,1,2,0}"} : (tensor<2x16x4x16xf16>) -> tensor<2x4x16x16xf16>
    %54 = stablehlo.reshape %53 : (tensor<2x4x16x16xf16>) -> tensor<8x16x16xf16>
    %55 = stablehlo.dot_general %49, %54, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf16>, tensor<8x16x16xf16>) -> tensor<8x16x16xf16>
    %56 = stablehlo.reshape %55 : (tensor<8x16x16xf16>) -> tensor<2x4x16x16xf16>
    %57 = stablehlo.transpose %56, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f16[2,16,4,16]{3,1,2,0}"} : (tensor<2x4x16x16xf16>) -> tensor<2x16x4x16xf16>
    %58 = stablehlo.reshape %57 : (tensor<2x16x4x16xf16>) -> tensor<32x64xf16>
    %59 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f16[64,64]{0,1}"} : (tensor<64x64xf16>) -> tensor<64x64xf16>
    %60 = stablehlo.dot_general %58, %59, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf16>, tensor<64x64xf16>) -> tensor<32x64xf16>
    %61 = stablehlo.reshape %60 : (tensor<32x64xf16>) -> tensor<2x16x64xf16>
    %62 = stablehlo.add %arg6, %61 : tensor<2x16x64xf16>
    %63 = stablehlo.convert %arg12 : (tensor<64xf16>) -> tensor<64xf32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %65 = stablehlo.convert %62 : (tensor<2x16x64xf16>) -> tensor<2x16x64xf32>
    %66 = stablehlo.power %65, %cst_4 : tensor<2x16x64xf32>
    %67 = stablehlo.reduce(%66 init: %cst_7) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %68 = stablehlo.multiply %67, %cst_3 : tensor<2x16xf32>
    %69 = stablehlo.reshape %68 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %70 = stablehlo.add %69, %7 : tensor<2x16x1xf32>
    %71 = stablehlo.rsqrt %70 : tensor<2x16x1xf32>
    %72 = stablehlo.reshape %71 : (tensor<2x16x1xf32>) -> tensor<2x16xf32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %74 = stablehlo.multiply %65, %73 : tensor<2x16x64xf32>
    %75 = stablehlo.convert %74 : (tensor<2x16x64xf32>) -> tensor<2x16x64xf16>
    %76 = stablehlo.convert %75 : (tensor<2x16x64xf16>) -> tensor<2x16x64xf32>
    %77 = stablehlo.multiply %64, %76 : tensor<2x16x64xf32>
    %78 = stablehlo.convert %77 : (tensor<2x16x64xf32>) -> tensor<2x16x64xf16>
    %79 = stablehlo.reshape %78 : (tensor<2x16x64xf16>) -> tensor<32x64xf16>
    %80 = stablehlo.transpose %arg13, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f16[64,256]{0,1}"} : (tensor<256x64xf16>) -> tensor<64x256xf16>
    %81 = stablehlo.dot_general %79, %80, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf16>, tensor<64x256xf16>) -> tensor<32x256xf16>
    %82 = stablehlo.reshape %81 : (tensor<32x256xf16>) -> tensor<2x16x256xf16>
    %83 = stablehlo.logistic %82 : tensor<2x16x256xf16>
    %84 = stablehlo.multiply %82, %83 : tensor<2x16x256xf16>
    %85 = stablehlo.convert %84 : (tensor<2x16x256xf16>) -> tensor<2x16x256xf32>
    %86 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f16[64,256]{0,1}"} : (tensor<256x64xf16>) -> tensor<64x256xf16>
    %87 = stablehlo.dot_general %79, %86, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf16>, tensor<64x256xf16>) -> tensor<32x256xf16>
    %88 = stablehlo.reshape %87 : (tensor<32x256xf16>) -> tensor<2x16x256xf16>
    %89 = stablehlo.convert %88 : (tensor<2x16x256xf16>) -> tensor<2x16x256xf32>
    %90 = stablehlo.multiply %85, %89 : tensor<2x16x256xf32>
    %91 = stablehlo.convert %90 : (tensor<2x16x256xf32>) -> tensor<2x16x256xf16>
    %92 = stablehlo.reshape %91 : (tensor<2x16x256xf16>) -> tensor<32x256xf16>
    %93 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f16[256,64]{0,1}"} : (tensor<64x256xf16>) -> tensor<256x64xf16>
    %94 = stablehlo.dot_general %92, %93, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf16>, tensor<256x64xf16>) -> tensor<32x64xf16>
    %95 = stablehlo.reshape %94 : (tensor<32x64xf16>) -> tensor<2x16x64xf16>
    %96 = stablehlo.add %62, %95 : tensor<2x16x64xf16>
    %97 = stablehlo.convert %96 : (tensor<2x16x64xf16>) -> tensor<2x16x64xf32>
    %98 = stablehlo.convert %arg0 : (tensor<2x16x64xf16>) -> tensor<2x16x64xf32>
    %99 = stablehlo.multiply %97, %98 : tensor<2x16x64xf32>
    %100 = stablehlo.convert %99 : (tensor<2x16x64xf32>) -> tensor<2x16x64xf16>
    %101 = stablehlo.reduce(%100 init: %cst_6) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x16x64xf16>, tensor<f16>) -> tensor<f16>
    %102 = stablehlo.reshape %arg0 : (tensor<2x16x64xf16>) -> tensor<32x64xf16>
    %103 = stablehlo.dot_general %102, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf16>, tensor<64x256xf16>) -> tensor<32x256xf16>
    %104 = stablehlo.reshape %103 : (tensor<32x256xf16>) -> tensor<2x16x256xf16>
    %105 = stablehlo.convert %104 : (tensor<2x16x256xf16>) -> tensor<2x16x256xf32>
    %106 = stablehlo.multiply %105, %85 : tensor<2x16x256xf32>
    %107 = stablehlo.convert %106 : (tensor<2x16x256xf32>) -> tensor<2x16x256xf16>
    %108 = stablehlo.reshape %107 : (tensor<2x16x256xf16>) -> tensor<32x256xf16>
    %109 = stablehlo.dot_general %108, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf16>, tensor<256x64xf16>) -> tensor<32x64xf16>
    %110 = stablehlo.reshape %109 : (tensor<32x64xf16>) -> tensor<2x16x64xf16>
    %111 = stablehlo.multiply %105, %89 : tensor<2x16x256xf32>
    %112 = stablehlo.convert %111 : (tensor<2x16x256xf32>) -> tensor<2x16x256xf16>
    %113 = stablehlo.convert %112 : (tensor<2x16x256xf16>) -> tensor<2x16x256xf32>
    %114 = stablehlo.convert %83 : (tensor<2x16x256xf16>) -> tensor<2x16x256xf32>
    %115 = stablehlo.convert %82 : (tensor<2x16x256xf16>) -> tensor<2x16x256xf32>
    %116 = stablehlo.subtract %cst_1, %83 : tensor<2x16x256xf16>
    %117 = stablehlo.convert %116 : (tensor<2x16x256xf16>) -> tensor<2x16x256xf32>
    %118 = stablehlo.multiply %115, %117 : tensor<2x16x256xf32>
    %119 = stablehlo.convert %118 : (tensor<2x16x256xf32>) -> tensor<2x16x256xf16>
    %120 = stablehlo.add %119, %cst_1 : tensor<2x16x256xf16>
    %121 = stablehlo.convert %120 : (tensor<2x16x256xf16>) -> tensor<2x16x256xf32>
    %122 = stablehlo.multiply %114, %121 : tensor<2x16x256xf32>
    %123 = stablehlo.convert %122 : (tensor<2x16x256xf32>) -> tensor<2x16x256xf16>
    %124 = stablehlo.convert %123 : (tensor<2x16x256xf16>) -> tensor<2x16x256xf32>
    %125 = stablehlo.multiply %113, %124 : tensor<2x16x256xf32>
    %126 = stablehlo.convert %125 : (tensor<2x16x256xf32>) -> tensor<2x16x256xf16>
    %127 = stablehlo.reshape %126 : (tensor<2x16x256xf16>) -> tensor<32x256xf16>
    %128 = stablehlo.dot_general %127, %arg13, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf16>, tensor<256x64xf16>) -> tensor<32x64xf16>
    %129 = stablehlo.reshape %128 : (tensor<32x64xf16>) -> tensor<2x16x64xf16>
    %130 = stablehlo.add %110, %129 : tensor<2x16x64xf16>
    %131 = stablehlo.convert %130 : (tensor<2x16x64xf16>) -> tensor<2x16x64xf32>
    %132 = stablehlo.multiply %131, %64 : tensor<2x16x64xf32>
    %133 = stablehlo.convert %132 : (tensor<2x16x64xf32>) -> tensor<2x16x64xf16>
    %134 = stablehlo.convert %133 : (tensor<2x16x64xf16>) -> tensor<2x16x64xf32>
    %135 = stablehlo.multiply %134, %73 : tensor<2x16x64xf32>
    %136 = stablehlo.multiply %134, %65 : tensor<2x16x64xf32>
    %137 = stablehlo.reduce(%136 init: %cst_7) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %138 = stablehlo.reshape %137 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %139 = stablehlo.broadcast_in_dim %arg16, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %140 = stablehlo.multiply %138, %139 : tensor<2x16x1xf32>
    %141 = stablehlo.power %71, %cst_0 : tensor<2x16x1xf32>
    %142 = stablehlo.multiply %140, %141 : tensor<2x16x1xf32>
    %143 = stablehlo.reshape %142 : (tensor<2x16x1xf32>) -> tensor<2x16xf32>
    %144 = stablehlo.broadcast_in_dim %143, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %145 = stablehlo.broadcast_in_dim %arg15, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %146 = stablehlo.divide %144, %145 : tensor<2x16x64xf32>
    %147 = stablehlo.power %65, %cst : tensor<2x16x64xf32>
    %148 = stablehlo.broadcast_in_dim %arg14, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %149 = stablehlo.multiply %147, %148 : tensor<2x16x64xf32>
    %150 = stablehlo.multiply %146, %149 : tensor<2x16x64xf32>
    %151 = stablehlo.add %135, %150 : tensor<2x16x64xf32>
    %152 = stablehlo.convert %151 : (tensor<2x16x64xf32>) -> tensor<2x16x64xf16>
    %153 = stablehlo.add %arg0, %152 : tensor<2x16x64xf16>
    %154 = stablehlo.transpose %49, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f16[8,16,16]{1,2,0}"} : (tensor<8x16x16xf16>) -> tensor<8x16x16xf16>
    %155 = stablehlo.reshape %153 : (tensor<2x16x64xf16>) -> tensor<32x64xf16>
    %156 = stablehlo.dot_general %155, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf16>, tensor<64x64xf16>) -> tensor<32x64xf16>
    %157 = stablehlo.reshape %156 : (tensor<32x64xf16>) -> tensor<2x16x4x16xf16>
    %158 = stablehlo.transpose %157, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f16[2,4,16,16]{3,1,2,0}"} : (tensor<2x16x4x16xf16>) -> tensor<2x4x16x16xf16>
    %159 = stablehlo.reshape %158 : (tensor<2x4x16x16xf16>) -> tensor<8x16x16xf16>
    %160 = stablehlo.dot_general %154, %159, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf16>, tensor<8x16x16xf16>) -> tensor<8x16x16xf16>
    %161 = stablehlo.reshape %160 : (tensor<8x16x16xf16>) -> tensor<2x4x16x16xf16>
    %162 = stablehlo.transpose %161, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f16[2,16,4,16]{3,1,2,0}"} : (tensor<2x4x16x16xf16>) -> tensor<2x16x4x16xf16>
    %163 = stablehlo.reshape %162 : (tensor<2x16x4x16xf16>) -> tensor<32x64xf16>
    %164 = stablehlo.dot_general %163, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf16>, tensor<64x64xf16>) -> tensor<32x64xf16>
    %165 = stablehlo.reshape %164 : (tensor<32x64xf16>) -> tensor<2x16x64xf16>
    %166 = stablehlo.transpose %22, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f16[8,16,16]{1,2,0}"} : (tensor<8x16x16xf16>) -> tensor<8x16x16xf16>
    %167 = stablehlo.transpose %54, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f16[8,16,16]{1,2,0}"} : (tensor<8x16x16xf16>) -> tensor<8x16x16xf16>
    %168 = stablehlo.dot_general %159, %167, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf16>, tensor<8x16x16xf16>) -> tensor<8x16x16xf16>
    %169 = stablehlo.reshape %168 : (tensor<8x16x16xf16>) -> tensor<2x4x16x16xf16>
    %170 = stablehlo.convert %169 : (tensor<2x4x16x16xf16>) -> tensor<2x4x16x16xf32>
    %171 = stablehlo.multiply %170, %47 : tensor<2x4x16x16xf32>
    %172 = stablehlo.reduce(%171 init: %cst_7) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %173 = stablehlo.broadcast_in_dim %172, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %174 = stablehlo.subtract %170, %173 : tensor<2x4x16x16xf32>
    %175 = stablehlo.multiply %47, %174 : tensor<2x4x16x16xf32>
    %176 = stablehlo.convert %175 : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf16>
    %177 = stablehlo.divide %176, %30 : tensor<2x4x16x16xf16>
    %178 = stablehlo.reshape %177 : (tensor<2x4x16x16xf16>) -> tensor<8x16x16xf16>
    %179 = stablehlo.dot_general %166, %178, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf16>, tensor<8x16x16xf16>) -> tensor<8x16x16xf16>
    %180 = stablehlo.reshape %179 : (tensor<8x16x16xf16>) -> tensor<2x4x16x16xf16>
    %181 = stablehlo.transpose %180, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xf16>) -> tensor<2x16x4x16xf16>
    %182 = stablehlo.reshape %181 : (tensor<2x16x4x16xf16>) -> tensor<32x64xf16>
    %183 = stablehlo.dot_general %182, %arg10, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf16>, tensor<64x64xf16>) -> tensor<32x64xf16>
    %184 = stablehlo.reshape %183 : (tensor<32x64xf16>) -> tensor<2x16x64xf16>
    %185 = stablehlo.add %165, %184 : tensor<2x16x64xf16>
    %186 = stablehlo.transpose %27, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f16[8,16,16]{1,2,0}"} : (tensor<8x16x16xf16>) -> tensor<8x16x16xf16>
    %187 = stablehlo.dot_general %178, %186, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf16>, tensor<8x16x16xf16>) -> tensor<8x16x16xf16>
    %188 = stablehlo.reshape %187 : (tensor<8x16x16xf16>) -> tensor<2x4x16x16xf16>
    %189 = stablehlo.transpose %188, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f16[2,16,4,16]{3,1,2,0}"} : (tensor<2x4x16x16xf16>) -> tensor<2x16x4x16xf16>
    %190 = stablehlo.reshape %189 : (tensor<2x16x4x16xf16>) -> tensor<32x64xf16>
    %191 = stablehlo.dot_general %190, %arg11, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf16>, tensor<64x64xf16>) -> tensor<32x64xf16>
    %192 = stablehlo.reshape %191 : (tensor<32x64xf16>) -> tensor<2x16x64xf16>
    %193 = stablehlo.add %185, %192 : tensor<2x16x64xf16>
    %194 = stablehlo.convert %193 : (tensor<2x16x64xf16>) -> tensor<2x16x64xf32>
    %195 = stablehlo.multiply %194, %1 : tensor<2x16x64xf32>
    %196 = stablehlo.convert %195 : (tensor<2x16x64xf32>) -> tensor<2x16x64xf16>
    %197 = stablehlo.convert %196 : (tensor<2x16x64xf16>) -> tensor<2x16x64xf32>
    %198 = stablehlo.multiply %197, %11 : tensor<2x16x64xf32>
    %199 = stablehlo.multiply %197, %2 : tensor<2x16x64xf32>
    %200 = stablehlo.reduce(%199 init: %cst_7) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %201 = stablehlo.reshape %200 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %202 = stablehlo.multiply %201, %139 : tensor<2x16x1xf32>
    %203 = stablehlo.power %9, %cst_0 : tensor<2x16x1xf32>
    %204 = stablehlo.multiply %202, %203 : tensor<2x16x1xf32>
    %205 = stablehlo.reshape %204 : (tensor<2x16x1xf32>) -> tensor<2x16xf32>
    %206 = stablehlo.broadcast_in_dim %205, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %207 = stablehlo.divide %206, %145 : tensor<2x16x64xf32>
    %208 = stablehlo.power %2, %cst : tensor<2x16x64xf32>
    %209 = stablehlo.multiply %208, %148 : tensor<2x16x64xf32>
    %210 = stablehlo.multiply %207, %209 : tensor<2x16x64xf32>
    %211 = stablehlo.add %198, %210 : tensor<2x16x64xf32>
    %212 = stablehlo.convert %211 : (tensor<2x16x64xf32>) -> tensor<2x16x64xf16>
    %213 = stablehlo.add %153, %212 : tensor<2x16x64xf16>
    %214 = stablehlo.multiply %194, %14 : tensor<2x16x64xf32>
    %215 = stablehlo.convert %214 : (tensor<2x16x64xf32>) -> tensor<2x16x64xf16>
    %216 = stablehlo.reduce(%215 init: %cst_6) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf16>, tensor<f16>) -> tensor<64xf16>
    %217 = stablehlo.multiply %131, %76 : tensor<2x16x64xf32>
    %218 = stablehlo.convert %217 : (tensor<2x16x64xf32>) -> tensor<2x16x64xf16>
    %219 = stablehlo.reduce(%218 init: %cst_6) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf16>, tensor<f16>) -> tensor<64xf16>
    %220 = stablehlo.transpose %17, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f16[64,32]{0,1}"} : (tensor<32x64xf16>) -> tensor<64x32xf16>
    %221 = stablehlo.dot_general %220, %190, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf16>, tensor<32x64xf16>) -> tensor<64x64xf16>
    %222 = stablehlo.transpose %221, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f16[64,64]{0,1}"} : (tensor<64x64xf16>) -> tensor<64x64xf16>
    %223 = stablehlo.dot_general %220, %182, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf16>, tensor<32x64xf16>) -> tensor<64x64xf16>
    %224 = stablehlo.transpose %223, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f16[64,64]{0,1}"} : (tensor<64x64xf16>) -> tensor<64x64xf16>
    %225 = stablehlo.dot_general %220, %163, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf16>, tensor<32x64xf16>) -> tensor<64x64xf16>
    %226 = stablehlo.transpose %225, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f16[64,64]{0,1}"} : (tensor<64x64xf16>) -> tensor<64x64xf16>
    %227 = stablehlo.transpose %58, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f16[64,32]{0,1}"} : (tensor<32x64xf16>) -> tensor<64x32xf16>
    %228 = stablehlo.dot_general %227, %155, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf16>, tensor<32x64xf16>) -> tensor<64x64xf16>
    %229 = stablehlo.transpose %228, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f16[64,64]{0,1}"} : (tensor<64x64xf16>) -> tensor<64x64xf16>
    %230 = stablehlo.transpose %79, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f16[64,32]{0,1}"} : (tensor<32x64xf16>) -> tensor<64x32xf16>
    %231 = stablehlo.dot_general %230, %127, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf16>, tensor<32x256xf16>) -> tensor<64x256xf16>
    %232 = stablehlo.transpose %231, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f16[256,64]{0,1}"} : (tensor<64x256xf16>) -> tensor<256x64xf16>
    %233 = stablehlo.dot_general %230, %108, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf16>, tensor<32x256xf16>) -> tensor<64x256xf16>
    %234 = stablehlo.transpose %233, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f16[256,64]{0,1}"} : (tensor<64x256xf16>) -> tensor<256x64xf16>
    %235 = stablehlo.transpose %92, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f16[256,32]{0,1}"} : (tensor<32x256xf16>) -> tensor<256x32xf16>
    %236 = stablehlo.dot_general %235, %102, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x32xf16>, tensor<32x64xf16>) -> tensor<256x64xf16>
    %237 = stablehlo.transpose %236, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f16[64,256]{0,1}"} : (tensor<256x64xf16>) -> tensor<64x256xf16>
    return %101, %213, %216, %219, %222, %224, %226, %229, %232, %234, %237 : tensor<f16>, tensor<2x16x64xf16>, tensor<64xf16>, tensor<64xf16>, tensor<64x64xf16>, tensor<64x64xf16>, tensor<64x64xf16>, tensor<64x64xf16>, tensor<256x64xf16>, tensor<256x64xf16>, tensor<64x256xf16>
  }
}
