module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<128xf32>, %arg1: tensor<64x128xf32>, %arg2: tensor<128xf32>, %arg3: tensor<64x128xf32>, %arg4: tensor<64xf32>, %arg5: tensor<128x64xf32>, %arg6: tensor<64xf32>, %arg7: tensor<128x64xf32>, %arg8: tensor<64xf32>, %arg9: tensor<64xf32>, %arg10: tensor<64xf32>, %arg11: tensor<64xf32>, %arg12: tensor<64xf32>, %arg13: tensor<64xf32>, %arg14: tensor<64xf32>, %arg15: tensor<64xf32>, %arg16: tensor<64xf32>, %arg17: tensor<64xf32>, %arg18: tensor<64xf32>, %arg19: tensor<64x64xf32>, %arg20: tensor<64xf32>, %arg21: tensor<64x64xf32>, %arg22: tensor<192xf32>, %arg23: tensor<64x192xf32>, %arg24: tensor<192xf32>, %arg25: tensor<64x192xf32>, %arg26: tensor<2x16x64xf32>) -> (tensor<2x16x64xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %0 = call @standardize(%arg26, %cst) : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16x64xf32>
    %1 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %3 = stablehlo.multiply %0, %2 : tensor<2x16x64xf32>
    %4 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %6 = stablehlo.add %3, %5 : tensor<2x16x64xf32>
    %7 = stablehlo.dot_general %6, %arg23, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x192xf32>) -> tensor<2x16x192xf32>
    %8 = stablehlo.reshape %arg22 : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<2x16x192xf32>
    %10 = stablehlo.add %7, %9 : tensor<2x16x192xf32>
    %11 = stablehlo.reshape %10 : (tensor<2x16x192xf32>) -> tensor<2x16x3x4x16xf32>
    %12 = stablehlo.slice %11 [0:2, 0:16, 0:1, 0:4, 0:16] : (tensor<2x16x3x4x16xf32>) -> tensor<2x16x1x4x16xf32>
    %13 = stablehlo.reshape %12 : (tensor<2x16x1x4x16xf32>) -> tensor<2x16x4x16xf32>
    %14 = stablehlo.slice %11 [0:2, 0:16, 1:2, 0:4, 0:16] : (tensor<2x16x3x4x16xf32>) -> tensor<2x16x1x4x16xf32>
    %15 = stablehlo.reshape %14 : (tensor<2x16x1x4x16xf32>) -> tensor<2x16x4x16xf32>
    %16 = stablehlo.slice %11 [0:2, 0:16, 2:3, 0:4, 0:16] : (tensor<2x16x3x4x16xf32>) -> tensor<2x16x1x4x16xf32>
    %17 = stablehlo.reshape %16 : (tensor<2x16x1x4x16xf32>) -> tensor<2x16x4x16xf32>
    %18 = stablehlo.reshape %13 : (tensor<2x16x4x16xf32>) -> tensor<2x16x4x1x16xf32>
    %19 = stablehlo.dot_general %18, %15, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x1x16xf32>, tensor<2x16x4x16xf32>) -> tensor<2x4x16x1x16xf32>
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
    %35 = stablehlo.dot_general %17, %34, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<1x2x4x16x16xf32>) -> tensor<2x4x16x1x16xf32>
    %36 = stablehlo.transpose %35, dims = [3, 0, 4, 1, 2] : (tensor<2x4x16x1x16xf32>) -> tensor<1x2x16x4x16xf32>
    %37 = stablehlo.transpose %36, dims = [1, 2, 3, 0, 4] : (tensor<1x2x16x4x16xf32>) -> tensor<2x16x4x1x16xf32>
    %38 = stablehlo.reshape %37 : (tensor<2x16x4x1x16xf32>) -> tensor<2x16x4x16xf32>
    %39 = stablehlo.reshape %38 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %40 = stablehlo.dot_general %39, %arg19, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %41 = stablehlo.reshape %arg18 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %43 = stablehlo.add %40, %42 : tensor<2x16x64xf32>
    %44 = stablehlo.add %arg26, %43 : tensor<2x16x64xf32>
    %cst_4 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %45 = call @standardize(%44, %cst_4) : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16x64xf32>
    %46 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %48 = stablehlo.multiply %45, %47 : tensor<2x16x64xf32>
    %49 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %51 = stablehlo.add %48, %50 : tensor<2x16x64xf32>
    %52 = stablehlo.dot_general %51, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x128xf32>) -> tensor<2x16x128xf32>
    %53 = stablehlo.reshape %arg0 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<2x16x128xf32>
    %55 = stablehlo.add %52, %54 : tensor<2x16x128xf32>
    %cst_5 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %57 = stablehlo.multiply %56, %55 : tensor<2x16x128xf32>
    %58 = stablehlo.negate %55 : tensor<2x16x128xf32>
    %cst_6 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %60 = stablehlo.multiply %58, %59 : tensor<2x16x128xf32>
    %61 = chlo.erfc %60 : tensor<2x16x128xf32> -> tensor<2x16x128xf32>
    %62 = stablehlo.multiply %57, %61 : tensor<2x16x128xf32>
    %63 = stablehlo.dot_general %62, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xf32>, tensor<128x64xf32>) -> tensor<2x16x64xf32>
    %64 = stablehlo.reshape %arg4 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %66 = stablehlo.add %63, %65 : tensor<2x16x64xf32>
    %67 = stablehlo.add %44, %66 : tensor<2x16x64xf32>
    %cst_7 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %68 = call @standardize(%67, %cst_7) : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16x64xf32>
    %69 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %71 = stablehlo.multiply %68, %70 : tensor<2x16x64xf32>
    %72 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %74 = stablehlo.add %71, %73 : tensor<2x16x64xf32>
    %75 = stablehlo.dot_general %74, %arg25, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x192xf32>) -> tensor<2x16x192xf32>
    %76 = stablehlo.reshape %arg24 : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %77 = stablehlo.broadcast_in_dim %76, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<2x16x192xf32>
    %78 = stablehlo.add %75, %77 : tensor<2x16x192xf32>
    %79 = stablehlo.reshape %78 : (tensor<2x16x192xf32>) -> tensor<2x16x3x4x16xf32>
    %80 = stablehlo.slice %79 [0:2, 0:16, 0:1, 0:4, 0:16] : (tensor<2x16x3x4x16xf32>) -> tensor<2x16x1x4x16xf32>
    %81 = stablehlo.reshape %80 : (tensor<2x16x1x4x16xf32>) -> tensor<2x16x4x16xf32>
    %82 = stablehlo.slice %79 [0:2, 0:16, 1:2, 0:4, 0:16] : (tensor<2x16x3x4x16xf32>) -> tensor<2x16x1x4x16xf32>
    %83 = stablehlo.reshape %82 : (tensor<2x16x1x4x16xf32>) -> tensor<2x16x4x16xf32>
    %84 = stablehlo.slice %79 [0:2, 0:16, 2:3, 0:4, 0:16] : (tensor<2x16x3x4x16xf32>) -> tensor<2x16x1x4x16xf32>
    %85 = stablehlo.reshape %84 : (tensor<2x16x1x4x16xf32>) -> tensor<2x16x4x16xf32>
    %86 = stablehlo.reshape %81 : (tensor<2x16x4x16xf32>) -> tensor<2x16x4x1x16xf32>
    %87 = stablehlo.dot_general %86, %83, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x1x16xf32>, tensor<2x16x4x16xf32>) -> tensor<2x4x16x1x16xf32>
    %cst_8 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x4x16x1x16xf32>
    %89 = stablehlo.multiply %87, %88 : tensor<2x4x16x1x16xf32>
    %cst_9 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %90 = stablehlo.reduce(%89 init: %cst_9) applies stablehlo.maximum across dimensions = [4] : (tensor<2x4x16x1x16xf32>, tensor<f32>) -> tensor<2x4x16x1xf32>
    %cst_10 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2x4x16x1xf32>
    %92 = stablehlo.maximum %91, %90 : tensor<2x4x16x1xf32>
    %93 = stablehlo.transpose %92, dims = [3, 0, 1, 2] : (tensor<2x4x16x1xf32>) -> tensor<1x2x4x16xf32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2, 3] : (tensor<1x2x4x16xf32>) -> tensor<1x2x4x16x1xf32>
    %95 = stablehlo.transpose %89, dims = [3, 0, 1, 2, 4] : (tensor<2x4x16x1x16xf32>) -> tensor<1x2x4x16x16xf32>
    %96 = stablehlo.broadcast_in_dim %94, dims = [0, 1, 2, 3, 4] : (tensor<1x2x4x16x1xf32>) -> tensor<1x2x4x16x16xf32>
    %97 = stablehlo.subtract %95, %96 : tensor<1x2x4x16x16xf32>
    %98 = stablehlo.exponential %97 : tensor<1x2x4x16x16xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %99 = stablehlo.reduce(%98 init: %cst_11) applies stablehlo.add across dimensions = [4] : (tensor<1x2x4x16x16xf32>, tensor<f32>) -> tensor<1x2x4x16xf32>
    %100 = stablehlo.broadcast_in_dim %99, dims = [0, 1, 2, 3] : (tensor<1x2x4x16xf32>) -> tensor<1x2x4x16x1xf32>
    %101 = stablehlo.broadcast_in_dim %100, dims = [0, 1, 2, 3, 4] : (tensor<1x2x4x16x1xf32>) -> tensor<1x2x4x16x16xf32>
    %102 = stablehlo.divide %98, %101 : tensor<1x2x4x16x16xf32>
    %103 = stablehlo.dot_general %85, %102, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<1x2x4x16x16xf32>) -> tensor<2x4x16x1x16xf32>
    %104 = stablehlo.transpose %103, dims = [3, 0, 4, 1, 2] : (tensor<2x4x16x1x16xf32>) -> tensor<1x2x16x4x16xf32>
    %105 = stablehlo.transpose %104, dims = [1, 2, 3, 0, 4] : (tensor<1x2x16x4x16xf32>) -> tensor<2x16x4x1x16xf32>
    %106 = stablehlo.reshape %105 : (tensor<2x16x4x1x16xf32>) -> tensor<2x16x4x16xf32>
    %107 = stablehlo.reshape %106 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %108 = stablehlo.dot_general %107, %arg21, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %109 = stablehlo.reshape %arg20 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %110 = stablehlo.broadcast_in_dim %109, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %111 = stablehlo.add %108, %110 : tensor<2x16x64xf32>
    %112 = stablehlo.add %67, %111 : tensor<2x16x64xf32>
    %cst_12 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %113 = call @standardize(%112, %cst_12) : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16x64xf32>
    %114 = stablehlo.broadcast_in_dim %arg15, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %115 = stablehlo.broadcast_in_dim %114, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %116 = stablehlo.multiply %113, %115 : tensor<2x16x64xf32>
    %117 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %118 = stablehlo.broadcast_in_dim %117, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %119 = stablehlo.add %116, %118 : tensor<2x16x64xf32>
    %120 = stablehlo.dot_general %119, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x128xf32>) -> tensor<2x16x128xf32>
    %121 = stablehlo.reshape %arg2 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %122 = stablehlo.broadcast_in_dim %121, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<2x16x128xf32>
    %123 = stablehlo.add %120, %122 : tensor<2x16x128xf32>
    %cst_13 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %124 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %125 = stablehlo.multiply %124, %123 : tensor<2x16x128xf32>
    %126 = stablehlo.negate %123 : tensor<2x16x128xf32>
    %cst_14 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %127 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %128 = stablehlo.multiply %126, %127 : tensor<2x16x128xf32>
    %129 = chlo.erfc %128 : tensor<2x16x128xf32> -> tensor<2x16x128xf32>
    %130 = stablehlo.multiply %125, %129 : tensor<2x16x128xf32>
    %131 = stablehlo.dot_general %130, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xf32>, tensor<128x64xf32>) -> tensor<2x16x64xf32>
    %132 = stablehlo.reshape %arg6 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %133 = stablehlo.broadcast_in_dim %132, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %134 = stablehlo.add %131, %133 : tensor<2x16x64xf32>
    %135 = stablehlo.add %112, %134 : tensor<2x16x64xf32>
    %cst_15 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %136 = call @standardize(%135, %cst_15) : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16x64xf32>
    %137 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %138 = stablehlo.broadcast_in_dim %137, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %139 = stablehlo.multiply %136, %138 : tensor<2x16x64xf32>
    %140 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %141 = stablehlo.broadcast_in_dim %140, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %142 = stablehlo.add %139, %141 : tensor<2x16x64xf32>
    return %142 : tensor<2x16x64xf32>
  }
  func.func private @standardize(%arg0: tensor<2x16x64xf32>, %arg1: tensor<f32>) -> tensor<2x16x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<2x16x1xf32>
    %4 = chlo.square %arg0 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%4 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_2 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %8 = stablehlo.divide %6, %7 : tensor<2x16x1xf32>
    %9 = chlo.square %3 : tensor<2x16x1xf32> -> tensor<2x16x1xf32>
    %10 = stablehlo.subtract %8, %9 : tensor<2x16x1xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %11 = call @clip(%10, %c) : (tensor<2x16x1xf32>, tensor<i32>) -> tensor<2x16x1xf32>
    %12 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %13 = stablehlo.subtract %arg0, %12 : tensor<2x16x64xf32>
    %14 = stablehlo.convert %arg1 : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %16 = stablehlo.add %11, %15 : tensor<2x16x1xf32>
    %17 = stablehlo.rsqrt %16 : tensor<2x16x1xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %19 = stablehlo.multiply %13, %18 : tensor<2x16x64xf32>
    return %19 : tensor<2x16x64xf32>
  }
  func.func private @clip(%arg0: tensor<2x16x1xf32>, %arg1: tensor<i32>) -> tensor<2x16x1xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<2x16x1xf32>
    return %2 : tensor<2x16x1xf32>
  }
}
