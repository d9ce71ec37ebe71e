module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<128xbf16>, %arg1: tensor<64x128xbf16>, %arg2: tensor<128xbf16>, %arg3: tensor<64x128xbf16>, %arg4: tensor<64xbf16>, %arg5: tensor<128x64xbf16>, %arg6: tensor<64xbf16>, %arg7: tensor<128x64xbf16>, %arg8: tensor<64xbf16>, %arg9: tensor<64xbf16>, %arg10: tensor<64xbf16>, %arg11: tensor<64xbf16>, %arg12: tensor<64xbf16>, %arg13: tensor<64xbf16>, %arg14: tensor<64xbf16>, %arg15: tensor<64xbf16>, %arg16: tensor<64xbf16>, %arg17: tensor<64xbf16>, %arg18: tensor<64xbf16>, %arg19: tensor<64x64xbf16>, %arg20: tensor<64xbf16>, %arg21: tensor<64x64xbf16>, %arg22: tensor<192xbf16>, %arg23: tensor<64x192xbf16>, %arg24: tensor<192xbf16>, %arg25: tensor<64x192xbf16>, %arg26: tensor<2x16x64xbf16>) -> (tensor<2x16x64xbf16> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %0 = call @standardize(%arg26, %cst) : (tensor<2x16x64xbf16>, tensor<f32>) -> tensor<2x16x64xbf16>
    %1 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %3 = stablehlo.multiply %0, %2 : tensor<2x16x64xbf16>
    %4 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %6 = stablehlo.add %3, %5 : tensor<2x16x64xbf16>
    %7 = stablehlo.dot_general %6, %arg23, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x192xbf16>) -> tensor<2x16x192xbf16>
    %8 = stablehlo.reshape %arg22 : (tensor<192xbf16>) -> tensor<1x1x192xbf16>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x192xbf16>) -> tensor<2x16x192xbf16>
    %10 = stablehlo.add %7, %9 : tensor<2x16x192xbf16>
    %11 = stablehlo.reshape %10 : (tensor<2x16x192xbf16>) -> tensor<2x16x3x4x16xbf16>
    %12 = stablehlo.slice %11 [0:2, 0:16, 0:1, 0:4, 0:16] : (tensor<2x16x3x4x16xbf16>) -> tensor<2x16x1x4x16xbf16>
    %13 = stablehlo.reshape %12 : (tensor<2x16x1x4x16xbf16>) -> tensor<2x16x4x16xbf16>
    %14 = stablehlo.slice %11 [0:2, 0:16, 1:2, 0:4, 0:16] : (tensor<2x16x3x4x16xbf16>) -> tensor<2x16x1x4x16xbf16>
    %15 = stablehlo.reshape %14 : (tensor<2x16x1x4x16xbf16>) -> tensor<2x16x4x16xbf16>
    %16 = stablehlo.slice %11 [0:2, 0:16, 2:3, 0:4, 0:16] : (tensor<2x16x3x4x16xbf16>) -> tensor<2x16x1x4x16xbf16>
    %17 = stablehlo.reshape %16 : (tensor<2x16x1x4x16xbf16>) -> tensor<2x16x4x16xbf16>
    %18 = stablehlo.reshape %13 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x1x16xbf16>
    %19 = stablehlo.dot_general %18, %15, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT], algorithm = <lhs_precision_type = bf16, rhs_precision_type = bf16, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false> : (tensor<2x16x4x1x16xbf16>, tensor<2x16x4x16xbf16>) -> tensor<2x4x16x1x16xf32>
    %cst_0 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x4x16x1x16xf32>
    %21 = stablehlo.multiply %19, %20 : tensor<2x4x16x1x16xf32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %22 = stablehlo.reduce(%21 init: %cst_1) applies stablehlo.maximum across dimensions = [4] : (tensor<2x4x16x1x16xf32>, tensor<f32>) -> tensor<2x4x16x1xf32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x4x16x1xf32>
    %24 = stablehlo.maximum %23, %22 : tensor<2x4x16x1xf32>
    %25 = stablehlo.transpose %24, dims = [3, 0, 1, 2] : (tensor<2x4x16x1xf32>) -> tensor<1x2x4x16xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2, 3] : (tensor<1x2x4x16xf32>) -> tensor<1x2x4x16x1xf32>
    %27 = stablehlo.transpose %21, dims = [3, 0, 1, 2, 4] : (tensor<2x4x16x1x16xf32>) -> tensor<1x2x4x16x16xf32>
    %28 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2, 3, 4] : (tensor<1x2x4x16x1xf32>) -> tensor<1x2x4x16x16xf32>
    %29 = stablehlo.subtract %27, %28 : tensor<1x2x4x16x16xf32>
    %30 = stablehlo.exponential %29 : tensor<1x2x4x16x16xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %31 = stablehlo.reduce(%30 init: %cst_3) applies stablehlo.add across dimensions = [4] : (tensor<1x2x4x16x16xf32>, tensor<f32>) -> tensor<1x2x4x16xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2, 3] : (tensor<1x2x4x16xf32>) -> tensor<1x2x4x16x1xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2, 3, 4] : (tensor<1x2x4x16x1xf32>) -> tensor<1x2x4x16x16xf32>
    %34 = stablehlo.divide %30, %33 : tensor<1x2x4x16x16xf32>
    %35 = stablehlo.convert %34 : (tensor<1x2x4x16x16xf32>) -> tensor<1x2x4x16x16xbf16>
    %36 = stablehlo.dot_general %17, %35, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xbf16>, tensor<1x2x4x16x16xbf16>) -> tensor<2x4x16x1x16xbf16>
    %37 = stablehlo.transpose %36, dims = [3, 0, 4, 1, 2] : (tensor<2x4x16x1x16xbf16>) -> tensor<1x2x16x4x16xbf16>
    %38 = stablehlo.transpose %37, dims = [1, 2, 3, 0, 4] : (tensor<1x2x16x4x16xbf16>) -> tensor<2x16x4x1x16xbf16>
    %39 = stablehlo.reshape %38 : (tensor<2x16x4x1x16xbf16>) -> tensor<2x16x4x16xbf16>
    %40 = stablehlo.reshape %39 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x64xbf16>
    %41 = stablehlo.dot_general %40, %arg19, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %42 = stablehlo.reshape %arg18 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %44 = stablehlo.add %41, %43 : tensor<2x16x64xbf16>
    %45 = stablehlo.add %arg26, %44 : tensor<2x16x64xbf16>
    %cst_4 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %46 = call @standardize(%45, %cst_4) : (tensor<2x16x64xbf16>, tensor<f32>) -> tensor<2x16x64xbf16>
    %47 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %48 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %49 = stablehlo.multiply %46, %48 : tensor<2x16x64xbf16>
    %50 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %52 = stablehlo.add %49, %51 : tensor<2x16x64xbf16>
    %53 = stablehlo.dot_general %52, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x128xbf16>) -> tensor<2x16x128xbf16>
    %54 = stablehlo.reshape %arg0 : (tensor<128xbf16>) -> tensor<1x1x128xbf16>
    %55 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 2] : (tensor<1x1x128xbf16>) -> tensor<2x16x128xbf16>
    %56 = stablehlo.add %53, %55 : tensor<2x16x128xbf16>
    %cst_5 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %57 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<bf16>) -> tensor<2x16x128xbf16>
    %58 = stablehlo.multiply %57, %56 : tensor<2x16x128xbf16>
    %59 = stablehlo.negate %56 : tensor<2x16x128xbf16>
    %cst_6 = stablehlo.constant dense<7.070310e-01> : tensor<bf16>
    %60 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<bf16>) -> tensor<2x16x128xbf16>
    %61 = stablehlo.multiply %59, %60 : tensor<2x16x128xbf16>
    %62 = chlo.erfc %61 : tensor<2x16x128xbf16> -> tensor<2x16x128xbf16>
    %63 = stablehlo.multiply %58, %62 : tensor<2x16x128xbf16>
    %64 = stablehlo.dot_general %63, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xbf16>, tensor<128x64xbf16>) -> tensor<2x16x64xbf16>
    %65 = stablehlo.reshape %arg4 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %66 = stablehlo.broadcast_in_dim %65, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %67 = stablehlo.add %64, %66 : tensor<2x16x64xbf16>
    %68 = stablehlo.add %45, %67 : tensor<2x16x64xbf16>
    %cst_7 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %69 = call @standardize(%68, %cst_7) : (tensor<2x16x64xbf16>, tensor<f32>) -> tensor<2x16x64xbf16>
    %70 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %71 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %72 = stablehlo.multiply %69, %71 : tensor<2x16x64xbf16>
    %73 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %74 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %75 = stablehlo.add %72, %74 : tensor<2x16x64xbf16>
    %76 = stablehlo.dot_general %75, %arg25, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x192xbf16>) -> tensor<2x16x192xbf16>
    %77 = stablehlo.reshape %arg24 : (tensor<192xbf16>) -> tensor<1x1x192xbf16>
    %78 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2] : (tensor<1x1x192xbf16>) -> tensor<2x16x192xbf16>
    %79 = stablehlo.add %76, %78 : tensor<2x16x192xbf16>
    %80 = stablehlo.reshape %79 : (tensor<2x16x192xbf16>) -> tensor<2x16x3x4x16xbf16>
    %81 = stablehlo.slice %80 [0:2, 0:16, 0:1, 0:4, 0:16] : (tensor<2x16x3x4x16xbf16>) -> tensor<2x16x1x4x16xbf16>
    %82 = stablehlo.reshape %81 : (tensor<2x16x1x4x16xbf16>) -> tensor<2x16x4x16xbf16>
    %83 = stablehlo.slice %80 [0:2, 0:16, 1:2, 0:4, 0:16] : (tensor<2x16x3x4x16xbf16>) -> tensor<2x16x1x4x16xbf16>
    %84 = stablehlo.reshape %83 : (tensor<2x16x1x4x16xbf16>) -> tensor<2x16x4x16xbf16>
    %85 = stablehlo.slice %80 [0:2, 0:16, 2:3, 0:4, 0:16] : (tensor<2x16x3x4x16xbf16>) -> tensor<2x16x1x4x16xbf16>
    %86 = stablehlo.reshape %85 : (tensor<2x16x1x4x16xbf16>) -> tensor<2x16x4x16xbf16>
    %87 = stablehlo.reshape %82 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x4x1x16xbf16>
    %88 = stablehlo.dot_general %87, %84, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT], algorithm = <lhs_precision_type = bf16, rhs_precision_type = bf16, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false> : (tensor<2x16x4x1x16xbf16>, tensor<2x16x4x16xbf16>) -> tensor<2x4x16x1x16xf32>
    %cst_8 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %89 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x4x16x1x16xf32>
    %90 = stablehlo.multiply %88, %89 : tensor<2x4x16x1x16xf32>
    %cst_9 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %91 = stablehlo.reduce(%90 init: %cst_9) applies stablehlo.maximum across dimensions = [4] : (tensor<2x4x16x1x16xf32>, tensor<f32>) -> tensor<2x4x16x1xf32>
    %cst_10 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2x4x16x1xf32>
    %93 = stablehlo.maximum %92, %91 : tensor<2x4x16x1xf32>
    %94 = stablehlo.transpose %93, dims = [3, 0, 1, 2] : (tensor<2x4x16x1xf32>) -> tensor<1x2x4x16xf32>
    %95 = stablehlo.broadcast_in_dim %94, dims = [0, 1, 2, 3] : (tensor<1x2x4x16xf32>) -> tensor<1x2x4x16x1xf32>
    %96 = stablehlo.transpose %90, dims = [3, 0, 1, 2, 4] : (tensor<2x4x16x1x16xf32>) -> tensor<1x2x4x16x16xf32>
    %97 = stablehlo.broadcast_in_dim %95, dims = [0, 1, 2, 3, 4] : (tensor<1x2x4x16x1xf32>) -> tensor<1x2x4x16x16xf32>
    %98 = stablehlo.subtract %96, %97 : tensor<1x2x4x16x16xf32>
    %99 = stablehlo.exponential %98 : tensor<1x2x4x16x16xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %100 = stablehlo.reduce(%99 init: %cst_11) applies stablehlo.add across dimensions = [4] : (tensor<1x2x4x16x16xf32>, tensor<f32>) -> tensor<1x2x4x16xf32>
    %101 = stablehlo.broadcast_in_dim %100, dims = [0, 1, 2, 3] : (tensor<1x2x4x16xf32>) -> tensor<1x2x4x16x1xf32>
    %102 = stablehlo.broadcast_in_dim %101, dims = [0, 1, 2, 3, 4] : (tensor<1x2x4x16x1xf32>) -> tensor<1x2x4x16x16xf32>
    %103 = stablehlo.divide %99, %102 : tensor<1x2x4x16x16xf32>
    %104 = stablehlo.convert %103 : (tensor<1x2x4x16x16xf32>) -> tensor<1x2x4x16x16xbf16>
    %105 = stablehlo.dot_general %86, %104, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xbf16>, tensor<1x2x4x16x16xbf16>) -> tensor<2x4x16x1x16xbf16>
    %106 = stablehlo.transpose %105, dims = [3, 0, 4, 1, 2] : (tensor<2x4x16x1x16xbf16>) -> tensor<1x2x16x4x16xbf16>
    %107 = stablehlo.transpose %106, dims = [1, 2, 3, 0, 4] : (tensor<1x2x16x4x16xbf16>) -> tensor<2x16x4x1x16xbf16>
    %108 = stablehlo.reshape %107 : (tensor<2x16x4x1x16xbf16>) -> tensor<2x16x4x16xbf16>
    %109 = stablehlo.reshape %108 : (tensor<2x16x4x16xbf16>) -> tensor<2x16x64xbf16>
    %110 = stablehlo.dot_general %109, %arg21, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x64xbf16>) -> tensor<2x16x64xbf16>
    %111 = stablehlo.reshape %arg20 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %112 = stablehlo.broadcast_in_dim %111, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %113 = stablehlo.add %110, %112 : tensor<2x16x64xbf16>
    %114 = stablehlo.add %68, %113 : tensor<2x16x64xbf16>
    %cst_12 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %115 = call @standardize(%114, %cst_12) : (tensor<2x16x64xbf16>, tensor<f32>) -> tensor<2x16x64xbf16>
    %116 = stablehlo.broadcast_in_dim %arg15, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %117 = stablehlo.broadcast_in_dim %116, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %118 = stablehlo.multiply %115, %117 : tensor<2x16x64xbf16>
    %119 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %120 = stablehlo.broadcast_in_dim %119, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %121 = stablehlo.add %118, %120 : tensor<2x16x64xbf16>
    %122 = stablehlo.dot_general %121, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xbf16>, tensor<64x128xbf16>) -> tensor<2x16x128xbf16>
    %123 = stablehlo.reshape %arg2 : (tensor<128xbf16>) -> tensor<1x1x128xbf16>
    %124 = stablehlo.broadcast_in_dim %123, dims = [0, 1, 2] : (tensor<1x1x128xbf16>) -> tensor<2x16x128xbf16>
    %125 = stablehlo.add %122, %124 : tensor<2x16x128xbf16>
    %cst_13 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %126 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<bf16>) -> tensor<2x16x128xbf16>
    %127 = stablehlo.multiply %126, %125 : tensor<2x16x128xbf16>
    %128 = stablehlo.negate %125 : tensor<2x16x128xbf16>
    %cst_14 = stablehlo.constant dense<7.070310e-01> : tensor<bf16>
    %129 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<bf16>) -> tensor<2x16x128xbf16>
    %130 = stablehlo.multiply %128, %129 : tensor<2x16x128xbf16>
    %131 = chlo.erfc %130 : tensor<2x16x128xbf16> -> tensor<2x16x128xbf16>
    %132 = stablehlo.multiply %127, %131 : tensor<2x16x128xbf16>
    %133 = stablehlo.dot_general %132, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xbf16>, tensor<128x64xbf16>) -> tensor<2x16x64xbf16>
    %134 = stablehlo.reshape %arg6 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %135 = stablehlo.broadcast_in_dim %134, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %136 = stablehlo.add %133, %135 : tensor<2x16x64xbf16>
    %137 = stablehlo.add %114, %136 : tensor<2x16x64xbf16>
    %cst_15 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %138 = call @standardize(%137, %cst_15) : (tensor<2x16x64xbf16>, tensor<f32>) -> tensor<2x16x64xbf16>
    %139 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %140 = stablehlo.broadcast_in_dim %139, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %141 = stablehlo.multiply %138, %140 : tensor<2x16x64xbf16>
    %142 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %143 = stablehlo.broadcast_in_dim %142, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<2x16x64xbf16>
    %144 = stablehlo.add %141, %143 : tensor<2x16x64xbf16>
    return %144 : tensor<2x16x64xbf16>
  }
  func.func private @standardize(%arg0: tensor<2x16x64xbf16>, %arg1: tensor<f32>) -> tensor<2x16x64xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %4 = stablehlo.divide %2, %3 : tensor<2x16x1xf32>
    %5 = stablehlo.convert %4 : (tensor<2x16x1xf32>) -> tensor<2x16x1xbf16>
    %6 = chlo.square %arg0 : tensor<2x16x64xbf16> -> tensor<2x16x64xbf16>
    %7 = stablehlo.convert %6 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.reduce(%7 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_2 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %11 = stablehlo.divide %9, %10 : tensor<2x16x1xf32>
    %12 = stablehlo.convert %11 : (tensor<2x16x1xf32>) -> tensor<2x16x1xbf16>
    %13 = chlo.square %5 : tensor<2x16x1xbf16> -> tensor<2x16x1xbf16>
    %14 = stablehlo.subtract %12, %13 : tensor<2x16x1xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %15 = call @clip(%14, %c) : (tensor<2x16x1xbf16>, tensor<i32>) -> tensor<2x16x1xbf16>
    %16 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2] : (tensor<2x16x1xbf16>) -> tensor<2x16x64xbf16>
    %17 = stablehlo.subtract %arg0, %16 : tensor<2x16x64xbf16>
    %18 = stablehlo.convert %arg1 : (tensor<f32>) -> tensor<bf16>
    %19 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<bf16>) -> tensor<2x16x1xbf16>
    %20 = stablehlo.add %15, %19 : tensor<2x16x1xbf16>
    %21 = stablehlo.rsqrt %20 : tensor<2x16x1xbf16>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2] : (tensor<2x16x1xbf16>) -> tensor<2x16x64xbf16>
    %23 = stablehlo.multiply %17, %22 : tensor<2x16x64xbf16>
    return %23 : tensor<2x16x64xbf16>
  }
  func.func private @clip(%arg0: tensor<2x16x1xbf16>, %arg1: tensor<i32>) -> tensor<2x16x1xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<bf16>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<bf16>) -> tensor<2x16x1xbf16>
    %2 = stablehlo.maximum %1, %arg0 : tensor<2x16x1xbf16>
    return %2 : tensor<2x16x1xbf16>
  }
}
