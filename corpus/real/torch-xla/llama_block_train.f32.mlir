module @IrToHlo.410 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x16x64xf32>, %arg1: tensor<64x256xf32>, %arg2: tensor<256x64xf32>, %arg3: tensor<f32>, %arg4: tensor<64x64xf32>, %arg5: tensor<64x64xf32>, %arg6: tensor<2x16x64xf32>, %arg7: tensor<64xf32>, %arg8: tensor<f32>, %arg9: tensor<f32>, %arg10: tensor<64x64xf32>, %arg11: tensor<64x64xf32>, %arg12: tensor<64xf32>, %arg13: tensor<256x64xf32>, %arg14: tensor<f32>, %arg15: tensor<f32>, %arg16: tensor<f32>) -> (tensor<f32>, tensor<2x16x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<256x64xf32>, tensor<256x64xf32>, tensor<64x256xf32>) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<2x16x64xf32>
    %cst_0 = stablehlo.constant dense<3.000000e+00> : tensor<2x16x1xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<2x16x256xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<16x16xf32>
    %cst_3 = stablehlo.constant dense<1.562500e-02> : tensor<2x16xf32>
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<2x16x64xf32>
    %cst_5 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %1 = stablehlo.power %arg6, %cst_4 : tensor<2x16x64xf32>
    %2 = stablehlo.reduce(%1 init: %cst_6) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %3 = stablehlo.multiply %2, %cst_3 : tensor<2x16xf32>
    %4 = stablehlo.reshape %3 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %5 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %6 = stablehlo.add %4, %5 : tensor<2x16x1xf32>
    %7 = stablehlo.rsqrt %6 : tensor<2x16x1xf32>
    %8 = stablehlo.reshape %7 : (tensor<2x16x1xf32>) -> tensor<2x16xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %10 = stablehlo.multiply %arg6, %9 : tensor<2x16x64xf32>
    %11 = stablehlo.multiply %0, %10 : tensor<2x16x64xf32>
    %12 = stablehlo.reshape %11 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %13 = stablehlo.transpose %arg11, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,64]{0,1}"} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %14 = stablehlo.dot_general %12, %13, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %15 = stablehlo.reshape %14 : (tensor<32x64xf32>) -> tensor<2x16x4x16xf32>
    %16 = stablehlo.transpose %15, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,16,16]{3,1,2,0}"} : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %17 = stablehlo.reshape %16 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %18 = stablehlo.transpose %arg10, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,64]{0,1}"} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %19 = stablehlo.dot_general %12, %18, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %20 = stablehlo.reshape %19 : (tensor<32x64xf32>) -> tensor<2x16x4x16xf32>
    %21 = stablehlo.transpose %20, dims = [0, 2, 3, 1] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %22 = stablehlo.reshape %21 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %23 = stablehlo.dot_general %17, %22, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %24 = stablehlo.reshape %23 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %25 = stablehlo.broadcast_in_dim %arg9, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %26 = stablehlo.divide %24, %25 : tensor<2x4x16x16xf32>
    %27 = stablehlo.iota dim = 0 : tensor<16xi32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0] : (tensor<16xi32>) -> tensor<16x16xi32>
    %29 = stablehlo.broadcast_in_dim %27, dims = [1] : (tensor<16xi32>) -> tensor<16x16xi32>
    %30 = stablehlo.compare  GE, %28, %29 : (tensor<16x16xi32>, tensor<16x16xi32>) -> tensor<16x16xi1>
    %31 = stablehlo.broadcast_in_dim %arg8, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %32 = stablehlo.select %30, %cst_2, %31 : tensor<16x16xi1>, tensor<16x16xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [2, 3] : (tensor<16x16xf32>) -> tensor<2x4x16x16xf32>
    %34 = stablehlo.add %26, %33 : tensor<2x4x16x16xf32>
    %35 = stablehlo.reduce(%34 init: %cst_5) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %37 = stablehlo.subtract %34, %36 : tensor<2x4x16x16xf32>
    %38 = stablehlo.exponential %37 : tensor<2x4x16x16xf32>
    %39 = stablehlo.reduce(%38 init: %cst_6) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %41 = stablehlo.divide %38, %40 : tensor<2x4x16x16xf32>
    %42 = stablehlo.reshape %41 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %43 = stablehlo.transpose %arg5, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,64]{0,1}"} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %44 = stablehlo.dot_general %12, %43, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %45 = stablehlo.reshape %44 : (tensor<32x64xf32>) -> tensor<2x16x4x16xf32>
    %46 = stablehlo.transpose %45, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,16,16]{3,1,2,0}"} : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %47 = stablehlo.reshape %46 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %48 = stablehlo.dot_general %42, %47, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %49 = stablehlo.reshape %48 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %50 = stablehlo.transpose %49, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,16,4,16]{3,1,2,0}"} : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %51 = stablehlo.reshape %50 : (tensor<2x16x4x16xf32>) -> tensor<32x64xf32>
    %52 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,64]{0,1}"} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %53 = stablehlo.dot_general %51, %52, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %54 = stablehlo.reshape %53 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %55 = stablehlo.add %arg6, %54 : tensor<2x16x64xf32>
    %56 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %57 = stablehlo.power %55, %cst_4 : tensor<2x16x64xf32>
    %58 = stablehlo.reduce(%57 init: %cst_6) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %59 = stablehlo.multiply %58, %cst_3 : tensor<2x16xf32>
    %60 = stablehlo.reshape %59 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %61 = stablehlo.add %60, %5 : tensor<2x16x1xf32>
    %62 = stablehlo.rsqrt %61 : tensor<2x16x1xf32>
    %63 = stablehlo.reshape %62 : (tensor<2x16x1xf32>) -> tensor<2x16xf32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %65 = stablehlo.multiply %55, %64 : tensor<2x16x64xf32>
    %66 = stablehlo.multiply %56, %65 : tensor<2x16x64xf32>
    %67 = stablehlo.reshape %66 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %68 = stablehlo.transpose %arg13, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,256]{0,1}"} : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %69 = stablehlo.dot_general %67, %68, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x256xf32>) -> tensor<32x256xf32>
    %70 = stablehlo.reshape %69 : (tensor<32x256xf32>) -> tensor<2x16x256xf32>
    %71 = stablehlo.logistic %70 : tensor<2x16x256xf32>
    %72 = stablehlo.multiply %70, %71 : tensor<2x16x256xf32>
    %73 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,256]{0,1}"} : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %74 = stablehlo.dot_general %67, %73, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x256xf32>) -> tensor<32x256xf32>
    %75 = stablehlo.reshape %74 : (tensor<32x256xf32>) -> tensor<2x16x256xf32>
    %76 = stablehlo.multiply %72, %75 : tensor<2x16x256xf32>
    %77 = stablehlo.reshape %76 : (tensor<2x16x256xf32>) -> tensor<32x256xf32>
    %78 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[256,64]{0,1}"} : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %79 = stablehlo.dot_general %77, %78, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf32>, tensor<256x64xf32>) -> tensor<32x64xf32>
    %80 = stablehlo.reshape %79 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %81 = stablehlo.add %55, %80 : tensor<2x16x64xf32>
    %82 = stablehlo.multiply %81, %arg0 : tensor<2x16x64xf32>
    %83 = stablehlo.reduce(%82 init: %cst_6) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<f32>
    %84 = stablehlo.reshape %arg0 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %85 = stablehlo.dot_general %84, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x256xf32>) -> tensor<32x256xf32>
    %86 = stablehlo.reshape %85 : (tensor<32x256xf32>) -> tensor<2x16x256xf32>
    %87 = stablehlo.multiply %86, %72 : tensor<2x16x256xf32>
    %88 = stablehlo.reshape %87 : (tensor<2x16x256xf32>) -> tensor<32x256xf32>
    %89 = stablehlo.dot_general %88, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf32>, tensor<256x64xf32>) -> tensor<32x64xf32>
    %90 = stablehlo.reshape %89 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %91 = stablehlo.multiply %86, %75 : tensor<2x16x256xf32>
    %92 = stablehlo.subtract %cst_1, %71 : tensor<2x16x256xf32>
    %93 = stablehlo.multiply %70, %92 : tensor<2x16x256xf32>
    %94 = stablehlo.add %93, %cst_1 : tensor<2x16x256xf32>
    %95 = stablehlo.multiply %71, %94 : tensor<2x16x256xf32>
    %96 = stablehlo.multiply %91, %95 : tensor<2x16x256xf32>
    %97 = stablehlo.reshape %96 : (tensor<2x16x256xf32>) -> tensor<32x256xf32>
    %98 = stablehlo.dot_general %97, %arg13, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf32>, tensor<256x64xf32>) -> tensor<32x64xf32>
    %99 = stablehlo.reshape %98 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %100 = stablehlo.add %90, %99 : tensor<2x16x64xf32>
    %101 = stablehlo.multiply %100, %56 : tensor<2x16x64xf32>
    %102 = stablehlo.multiply %101, %64 : tensor<2x16x64xf32>
    %103 = stablehlo.add %arg0, %102 : tensor<2x16x64xf32>
    %104 = stablehlo.multiply %101, %55 : tensor<2x16x64xf32>
    %105 = stablehlo.reduce(%104 init: %cst_6) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %106 = stablehlo.reshape %105 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %107 = stablehlo.broadcast_in_dim %arg16, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %108 = stablehlo.multiply %106, %107 : tensor<2x16x1xf32>
    %109 = stablehlo.power %62, %cst_0 : tensor<2x16x1xf32>
    %110 = stablehlo.multiply %108, %109 : tensor<2x16x1xf32>
    %111 = stablehlo.reshape %110 : (tensor<2x16x1xf32>) -> tensor<2x16xf32>
    %112 = stablehlo.broadcast_in_dim %111, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %113 = stablehlo.broadcast_in_dim %arg15, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %114 = stablehlo.divide %112, %113 : tensor<2x16x64xf32>
    %115 = stablehlo.power %55, %cst : tensor<2x16x64xf32>
    %116 = stablehlo.broadcast_in_dim %arg14, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %117 = stablehlo.multiply %115, %116 : tensor<2x16x64xf32>
    %118 = stablehlo.multiply %114, %117 : tensor<2x16x64xf32>
    %119 = stablehlo.add %103, %118 : tensor<2x16x64xf32>
    %120 = stablehlo.transpose %42, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,16,16]{1,2,0}"} : (tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %121 = stablehlo.reshape %119 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %122 = stablehlo.dot_general %121, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %123 = stablehlo.reshape %122 : (tensor<32x64xf32>) -> tensor<2x16x4x16xf32>
    %124 = stablehlo.transpose %123, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,16,16]{3,1,2,0}"} : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %125 = stablehlo.reshape %124 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %126 = stablehlo.dot_general %120, %125, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %127 = stablehlo.reshape %126 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %128 = stablehlo.transpose %127, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,16,4,16]{3,1,2,0}"} : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %129 = stablehlo.reshape %128 : (tensor<2x16x4x16xf32>) -> tensor<32x64xf32>
    %130 = stablehlo.dot_general %129, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %131 = stablehlo.reshape %130 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %132 = stablehlo.transpose %17, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,16,16]{1,2,0}"} : (tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %133 = stablehlo.transpose %47, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,16,16]{1,2,0}"} : (tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %134 = stablehlo.dot_general %125, %133, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %135 = stablehlo.reshape %134 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %136 = stablehlo.multiply %135, %41 : tensor<2x4x16x16xf32>
    %137 = stablehlo.reduce(%136 init: %cst_6) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %138 = stablehlo.broadcast_in_dim %137, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %139 = stablehlo.subtract %135, %138 : tensor<2x4x16x16xf32>
    %140 = stablehlo.multiply %41, %139 : tensor<2x4x16x16xf32>
    %141 = stablehlo.divide %140, %25 : tensor<2x4x16x16xf32>
    %142 = stablehlo.reshape %141 : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
    %143 = stablehlo.dot_general %132, %142, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %144 = stablehlo.reshape %143 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %145 = stablehlo.transpose %144, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %146 = stablehlo.reshape %145 : (tensor<2x16x4x16xf32>) -> tensor<32x64xf32>
    %147 = stablehlo.dot_general %146, %arg10, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %148 = stablehlo.reshape %147 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %149 = stablehlo.add %131, %148 : tensor<2x16x64xf32>
    %150 = stablehlo.transpose %22, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,16,16]{1,2,0}"} : (tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %151 = stablehlo.dot_general %142, %150, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %152 = stablehlo.reshape %151 : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
    %153 = stablehlo.transpose %152, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,16,4,16]{3,1,2,0}"} : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %154 = stablehlo.reshape %153 : (tensor<2x16x4x16xf32>) -> tensor<32x64xf32>
    %155 = stablehlo.dot_general %154, %arg11, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %156 = stablehlo.reshape %155 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %157 = stablehlo.add %149, %156 : tensor<2x16x64xf32>
    %158 = stablehlo.multiply %157, %0 : tensor<2x16x64xf32>
    %159 = stablehlo.multiply %158, %9 : tensor<2x16x64xf32>
    %160 = stablehlo.add %119, %159 : tensor<2x16x64xf32>
    %161 = stablehlo.multiply %158, %arg6 : tensor<2x16x64xf32>
    %162 = stablehlo.reduce(%161 init: %cst_6) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %163 = stablehlo.reshape %162 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %164 = stablehlo.multiply %163, %107 : tensor<2x16x1xf32>
    %165 = stablehlo.power %7, %cst_0 : tensor<2x16x1xf32>
    %166 = stablehlo.multiply %164, %165 : tensor<2x16x1xf32>
    %167 = stablehlo.reshape %166 : (tensor<2x16x1xf32>) -> tensor<2x16xf32>
    %168 = stablehlo.broadcast_in_dim %167, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %169 = stablehlo.divide %168, %113 : tensor<2x16x64xf32>
    %170 = stablehlo.power %arg6, %cst : tensor<2x16x64xf32>
    %171 = stablehlo.multiply %170, %116 : tensor<2x16x64xf32>
    %172 = stablehlo.multiply %169, %171 : tensor<2x16x64xf32>
    %173 = stablehlo.add %160, %172 : tensor<2x16x64xf32>
    %174 = stablehlo.multiply %157, %10 : tensor<2x16x64xf32>
    %175 = stablehlo.reduce(%174 init: %cst_6) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %176 = stablehlo.multiply %100, %65 : tensor<2x16x64xf32>
    %177 = stablehlo.reduce(%176 init: %cst_6) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %178 = stablehlo.transpose %12, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %179 = stablehlo.dot_general %178, %154, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<32x64xf32>) -> tensor<64x64xf32>
    %180 = stablehlo.transpose %179, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,64]{0,1}"} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %181 = stablehlo.dot_general %178, %146, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<32x64xf32>) -> tensor<64x64xf32>
    %182 = stablehlo.transpose %181, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,64]{0,1}"} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %183 = stablehlo.dot_general %178, %129, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<32x64xf32>) -> tensor<64x64xf32>
    %184 = stablehlo.transpose %183, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,64]{0,1}"} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %185 = stablehlo.transpose %51, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %186 = stablehlo.dot_general %185, %121, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<32x64xf32>) -> tensor<64x64xf32>
    %187 = stablehlo.transpose %186, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,64]{0,1}"} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %188 = stablehlo.transpose %67, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %189 = stablehlo.dot_general %188, %97, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<32x256xf32>) -> tensor<64x256xf32>
    %190 = stablehlo.transpose %189, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[256,64]{0,1}"} : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %191 = stablehlo.dot_general %188, %88, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<32x256xf32>) -> tensor<64x256xf32>
    %192 = stablehlo.transpose %191, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[256,64]{0,1}"} : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %193 = stablehlo.transpose %77, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[256,32]{0,1}"} : (tensor<32x256xf32>) -> tensor<256x32xf32>
    %194 = stablehlo.dot_general %193, %84, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x32xf32>, tensor<32x64xf32>) -> tensor<256x64xf32>
    %195 = stablehlo.transpose %194, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,256]{0,1}"} : (tensor<256x64xf32>) -> tensor<64x256xf32>
    return %83, %173, %175, %177, %180, %182, %184, %187, %190, %192, %195 : tensor<f32>, tensor<2x16x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<256x64xf32>, tensor<256x64xf32>, tensor<64x256xf32>
  }
}
