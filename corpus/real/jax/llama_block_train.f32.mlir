module @jit_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64x64xf32>, %arg1: tensor<64x64xf32>, %arg2: tensor<64x64xf32>, %arg3: tensor<64x64xf32>, %arg4: tensor<64x256xf32>, %arg5: tensor<64x256xf32>, %arg6: tensor<256x64xf32>, %arg7: tensor<64xf32>, %arg8: tensor<64xf32>, %arg9: tensor<2x16x64xf32>) -> (tensor<64x64xf32> {jax.result_info = "result['params']['Dense_0']['kernel']"}, tensor<64x64xf32> {jax.result_info = "result['params']['Dense_1']['kernel']"}, tensor<64x64xf32> {jax.result_info = "result['params']['Dense_2']['kernel']"}, tensor<64x64xf32> {jax.result_info = "result['params']['Dense_3']['kernel']"}, tensor<64x256xf32> {jax.result_info = "result['params']['Dense_4']['kernel']"}, tensor<64x256xf32> {jax.result_info = "result['params']['Dense_5']['kernel']"}, tensor<256x64xf32> {jax.result_info = "result['params']['Dense_6']['kernel']"}, tensor<64xf32> {jax.result_info = "result['params']['RMSNorm_0']['scale']"}, tensor<64xf32> {jax.result_info = "result['params']['RMSNorm_1']['scale']"}) {
    %0 = chlo.square %arg9 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %3 = stablehlo.divide %1, %2 : tensor<2x16xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %6 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %7 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %8 = stablehlo.subtract %arg9, %7 : tensor<2x16x64xf32>
    %cst_2 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %10 = stablehlo.add %6, %9 : tensor<2x16x1xf32>
    %11 = stablehlo.rsqrt %10 : tensor<2x16x1xf32>
    %12 = stablehlo.reshape %arg7 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %15 = stablehlo.multiply %13, %14 : tensor<2x16x64xf32>
    %16 = stablehlo.multiply %8, %15 : tensor<2x16x64xf32>
    %17 = stablehlo.dot_general %16, %arg0, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %18 = stablehlo.reshape %17 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %19 = stablehlo.dot_general %16, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %20 = stablehlo.reshape %19 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %21 = stablehlo.dot_general %16, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %22 = stablehlo.reshape %21 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %23 = stablehlo.dot_general %18, %20, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %cst_3 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %24 = stablehlo.sqrt %cst_3 : tensor<f32>
    %25 = stablehlo.convert %24 : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %27 = stablehlo.divide %23, %26 : tensor<2x4x16x16xf32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %28 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<16x16xi1>
    %29 = call @tril(%28) : (tensor<16x16xi1>) -> tensor<16x16xi1>
    %cst_4 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %30:2 = call @_where(%29, %27, %cst_4) : (tensor<16x16xi1>, tensor<2x4x16x16xf32>, tensor<f32>) -> (tensor<2x4x16x16xf32>, tensor<2x4x16x16xi1>)
    %cst_5 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %31 = stablehlo.reduce(%30#0 init: %cst_5) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %cst_6 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %33 = stablehlo.maximum %32, %31 : tensor<2x4x16xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %36 = stablehlo.subtract %30#0, %35 : tensor<2x4x16x16xf32>
    %37 = stablehlo.exponential %36 : tensor<2x4x16x16xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %38 = stablehlo.reduce(%37 init: %cst_7) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %41 = stablehlo.divide %37, %40 : tensor<2x4x16x16xf32>
    %42 = stablehlo.multiply %39, %39 : tensor<2x4x16x1xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x4x16x1xf32>
    %44 = stablehlo.divide %43, %42 : tensor<2x4x16x1xf32>
    %45 = stablehlo.dot_general %22, %41, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %46 = stablehlo.transpose %45, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %47 = stablehlo.reshape %46 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %48 = stablehlo.dot_general %47, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %49 = stablehlo.add %arg9, %48 : tensor<2x16x64xf32>
    %50 = chlo.square %49 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_9 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %52 = stablehlo.multiply %51, %49 : tensor<2x16x64xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %53 = stablehlo.reduce(%50 init: %cst_10) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_11 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %55 = stablehlo.divide %53, %54 : tensor<2x16xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %58 = stablehlo.broadcast_in_dim %55, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %59 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %60 = stablehlo.subtract %49, %59 : tensor<2x16x64xf32>
    %cst_13 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %62 = stablehlo.add %58, %61 : tensor<2x16x1xf32>
    %63 = stablehlo.rsqrt %62 : tensor<2x16x1xf32>
    %64 = stablehlo.divide %63, %62 : tensor<2x16x1xf32>
    %cst_14 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %66 = stablehlo.multiply %65, %64 : tensor<2x16x1xf32>
    %67 = stablehlo.reshape %arg8 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %68 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %69 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %70 = stablehlo.multiply %68, %69 : tensor<2x16x64xf32>
    %71 = stablehlo.multiply %60, %70 : tensor<2x16x64xf32>
    %72 = stablehlo.dot_general %71, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x256xf32>) -> tensor<2x16x256xf32>
    %73 = stablehlo.dot_general %71, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x256xf32>) -> tensor<2x16x256xf32>
    %74:3 = call @silu(%72) : (tensor<2x16x256xf32>) -> (tensor<2x16x256xf32>, tensor<2x16x256xf32>, tensor<2x16x256xf32>)
    %75 = stablehlo.multiply %74#0, %73 : tensor<2x16x256xf32>
    %76 = stablehlo.dot_general %75, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x256xf32>, tensor<256x64xf32>) -> tensor<2x16x64xf32>
    %77 = stablehlo.add %49, %76 : tensor<2x16x64xf32>
    %cst_15 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %79 = stablehlo.multiply %78, %77 : tensor<2x16x64xf32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_17 = stablehlo.constant dense<2.048000e+03> : tensor<f32>
    %80 = stablehlo.divide %cst_16, %cst_17 : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %80, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %82 = stablehlo.multiply %81, %79 : tensor<2x16x64xf32>
    %83 = stablehlo.dot_general %82, %75, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x16x256xf32>) -> tensor<64x256xf32>
    %84 = stablehlo.transpose %83, dims = [1, 0] : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %85 = stablehlo.dot_general %82, %arg6, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<256x64xf32>) -> tensor<2x16x256xf32>
    %86 = stablehlo.multiply %74#0, %85 : tensor<2x16x256xf32>
    %87 = stablehlo.multiply %85, %73 : tensor<2x16x256xf32>
    %88 = call @silu_0(%74#1, %74#2, %72, %87) : (tensor<2x16x256xf32>, tensor<2x16x256xf32>, tensor<2x16x256xf32>, tensor<2x16x256xf32>) -> tensor<2x16x256xf32>
    %89 = stablehlo.dot_general %86, %71, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x256xf32>, tensor<2x16x64xf32>) -> tensor<256x64xf32>
    %90 = stablehlo.transpose %89, dims = [1, 0] : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %91 = stablehlo.dot_general %86, %arg5, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x256xf32>, tensor<64x256xf32>) -> tensor<2x16x64xf32>
    %92 = stablehlo.dot_general %88, %71, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x256xf32>, tensor<2x16x64xf32>) -> tensor<256x64xf32>
    %93 = stablehlo.transpose %92, dims = [1, 0] : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %94 = stablehlo.dot_general %88, %arg4, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x256xf32>, tensor<64x256xf32>) -> tensor<2x16x64xf32>
    %95 = stablehlo.add %91, %94 : tensor<2x16x64xf32>
    %96 = stablehlo.multiply %60, %95 : tensor<2x16x64xf32>
    %97 = stablehlo.multiply %95, %70 : tensor<2x16x64xf32>
    %98 = stablehlo.add %82, %97 : tensor<2x16x64xf32>
    %99 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %100 = stablehlo.multiply %99, %96 : tensor<2x16x64xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %101 = stablehlo.reduce(%100 init: %cst_18) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %102 = stablehlo.reshape %101 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %103 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %104 = stablehlo.multiply %96, %103 : tensor<2x16x64xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %105 = stablehlo.reduce(%104 init: %cst_19) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %106 = stablehlo.reshape %105 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %107 = stablehlo.reshape %102 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %108 = stablehlo.multiply %106, %66 : tensor<2x16x1xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %109 = stablehlo.reduce(%108 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_21 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %110 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %111 = stablehlo.divide %109, %110 : tensor<2x16xf32>
    %112 = stablehlo.broadcast_in_dim %111, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %113 = stablehlo.multiply %112, %52 : tensor<2x16x64xf32>
    %114 = stablehlo.add %98, %113 : tensor<2x16x64xf32>
    %115 = stablehlo.dot_general %114, %47, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x16x64xf32>) -> tensor<64x64xf32>
    %116 = stablehlo.transpose %115, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %117 = stablehlo.dot_general %114, %arg3, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %118 = stablehlo.reshape %117 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %119 = stablehlo.transpose %118, dims = [0, 2, 3, 1] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %120 = stablehlo.dot_general %119, %22, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %121 = stablehlo.dot_general %119, %41, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %122 = stablehlo.transpose %121, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %123 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %124 = stablehlo.multiply %120, %123 : tensor<2x4x16x16xf32>
    %125 = stablehlo.multiply %124, %37 : tensor<2x4x16x16xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %126 = stablehlo.reduce(%125 init: %cst_22) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %127 = stablehlo.reshape %126 : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %128 = stablehlo.negate %127 : tensor<2x4x16x1xf32>
    %129 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %130 = stablehlo.divide %120, %129 : tensor<2x4x16x16xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %131 = stablehlo.reduce(%128 init: %cst_23) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x1xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %132 = stablehlo.broadcast_in_dim %131, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %133 = stablehlo.add %130, %132 : tensor<2x4x16x16xf32>
    %134 = stablehlo.multiply %133, %37 : tensor<2x4x16x16xf32>
    %135 = call @_where_1(%30#1, %134) : (tensor<2x4x16x16xi1>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %136 = stablehlo.broadcast_in_dim %25, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %137 = stablehlo.divide %135, %136 : tensor<2x4x16x16xf32>
    %138 = stablehlo.dot_general %137, %18, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %139 = stablehlo.transpose %138, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %140 = stablehlo.dot_general %137, %20, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %141 = stablehlo.transpose %140, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %142 = stablehlo.reshape %122 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %143 = stablehlo.dot_general %142, %16, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x16x64xf32>) -> tensor<64x64xf32>
    %144 = stablehlo.transpose %143, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %145 = stablehlo.dot_general %142, %arg2, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %146 = stablehlo.reshape %139 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %147 = stablehlo.dot_general %146, %16, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x16x64xf32>) -> tensor<64x64xf32>
    %148 = stablehlo.transpose %147, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %149 = stablehlo.dot_general %146, %arg1, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %150 = stablehlo.add %145, %149 : tensor<2x16x64xf32>
    %151 = stablehlo.reshape %141 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %152 = stablehlo.dot_general %151, %16, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x16x64xf32>) -> tensor<64x64xf32>
    %153 = stablehlo.transpose %152, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %154 = stablehlo.dot_general %151, %arg0, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %155 = stablehlo.add %150, %154 : tensor<2x16x64xf32>
    %156 = stablehlo.multiply %8, %155 : tensor<2x16x64xf32>
    %157 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %158 = stablehlo.multiply %157, %156 : tensor<2x16x64xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %159 = stablehlo.reduce(%158 init: %cst_24) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %160 = stablehlo.reshape %159 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %161 = stablehlo.reshape %160 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    return %153, %148, %144, %116, %93, %90, %84, %161, %107 : tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x256xf32>, tensor<64x256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>
  }
  func.func private @tril(%arg0: tensor<16x16xi1>) -> tensor<16x16xi1> {
    %0 = stablehlo.iota dim = 0 : tensor<16x16xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<16x16xi32>
    %2 = stablehlo.add %0, %1 : tensor<16x16xi32>
    %3 = stablehlo.iota dim = 1 : tensor<16x16xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<16x16xi32>, tensor<16x16xi32>) -> tensor<16x16xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<16x16xi1>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<16x16xi1>, tensor<16x16xi1>
    return %6 : tensor<16x16xi1>
  }
  func.func private @_where(%arg0: tensor<16x16xi1>, %arg1: tensor<2x4x16x16xf32>, %arg2: tensor<f32>) -> (tensor<2x4x16x16xf32>, tensor<2x4x16x16xi1>) {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] : (tensor<16x16xi1>) -> tensor<2x4x16x16xi1>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %2 = stablehlo.select %0, %arg1, %1 : tensor<2x4x16x16xi1>, tensor<2x4x16x16xf32>
    return %2, %0 : tensor<2x4x16x16xf32>, tensor<2x4x16x16xi1>
  }
  func.func private @silu(%arg0: tensor<2x16x256xf32>) -> (tensor<2x16x256xf32>, tensor<2x16x256xf32>, tensor<2x16x256xf32>) {
    %0 = stablehlo.negate %arg0 : tensor<2x16x256xf32>
    %1 = stablehlo.exponential %0 : tensor<2x16x256xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %3 = stablehlo.add %2, %1 : tensor<2x16x256xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %5 = stablehlo.divide %4, %3 : tensor<2x16x256xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %7 = stablehlo.subtract %6, %5 : tensor<2x16x256xf32>
    %8 = stablehlo.multiply %5, %7 : tensor<2x16x256xf32>
    %9 = stablehlo.multiply %arg0, %5 : tensor<2x16x256xf32>
    return %9, %8, %5 : tensor<2x16x256xf32>, tensor<2x16x256xf32>, tensor<2x16x256xf32>
  }
  func.func private @silu_0(%arg0: tensor<2x16x256xf32>, %arg1: tensor<2x16x256xf32>, %arg2: tensor<2x16x256xf32>, %arg3: tensor<2x16x256xf32>) -> tensor<2x16x256xf32> {
    %0 = stablehlo.multiply %arg2, %arg3 : tensor<2x16x256xf32>
    %1 = stablehlo.multiply %arg3, %arg1 : tensor<2x16x256xf32>
    %2 = stablehlo.multiply %0, %arg0 : tensor<2x16x256xf32>
    %3 = stablehlo.add %1, %2 : tensor<2x16x256xf32>
    return %3 : tensor<2x16x256xf32>
  }
  func.func private @_where_1(%arg0: tensor<2x4x16x16xi1>, %arg1: tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<2x4x16x16xi1>, tensor<2x4x16x16xf32>
    return %1 : tensor<2x4x16x16xf32>
  }
}
