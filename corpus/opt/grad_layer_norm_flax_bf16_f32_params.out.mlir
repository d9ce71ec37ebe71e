module @jit_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64x64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64xf32>, %arg3: tensor<8x64xbf16>, %arg4: tensor<8x64xbf16>) -> (tensor<64x64xf32> {jax.result_info = "result[0]['params']['Dense_0']['kernel']"}, tensor<64xf32> {jax.result_info = "result[0]['params']['LayerNorm_0']['bias']"}, tensor<64xf32> {jax.result_info = "result[0]['params']['LayerNorm_0']['scale']"}, tensor<8x64xbf16> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.convert %arg3 : (tensor<8x64xbf16>) -> tensor<8x64xf32>
    %44 = stablehlo.composite "recompose.layer_norm" %0, %arg2, %arg1 {composite_attributes = {cols = 64 : i64, eps = 9.99999997e-07 : f32, scale = 1 : i64, bias = 1 : i64}, decomposition = @recompose.layer_norm.0} : (tensor<8x64xf32>, tensor<64xf32>, tensor<64xf32>) -> tensor<8x64xf32>
    %45 = stablehlo.convert %44 : (tensor<8x64xf32>) -> tensor<8x64xbf16>
    %46 = stablehlo.convert %arg0 : (tensor<64x64xf32>) -> tensor<64x64xbf16>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %48 = stablehlo.convert %47 : (tensor<8x64xf32>) -> tensor<8x64xbf16>
    %49 = stablehlo.multiply %48, %arg4 : tensor<8x64xbf16>
    %50 = stablehlo.dot_general %49, %45, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64xbf16>, tensor<8x64xbf16>) -> tensor<64x64xbf16>
    %51 = stablehlo.transpose %50, dims = [1, 0] : (tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %52 = stablehlo.dot_general %49, %46, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64xbf16>, tensor<64x64xbf16>) -> tensor<8x64xbf16>
    %53 = stablehlo.convert %51 : (tensor<64x64xbf16>) -> tensor<64x64xf32>
    %54 = stablehlo.convert %52 : (tensor<8x64xbf16>) -> tensor<8x64xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %55 = stablehlo.reduce(%54 init: %cst_14) applies stablehlo.add across dimensions = [0] : (tensor<8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %56 = stablehlo.reshape %55 : (tensor<64xf32>) -> tensor<1x64xf32>
    %57 = stablehlo.reshape %56 : (tensor<1x64xf32>) -> tensor<64xf32>
    %62 = stablehlo.composite "recompose.layer_norm_grad_scale" %0, %54 {composite_attributes = {cols = 64 : i64, eps = 9.99999997e-07 : f32}, decomposition = @recompose.layer_norm_grad_scale.0} : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<64xf32>
    %63 = stablehlo.reshape %62 : (tensor<64xf32>) -> tensor<1x64xf32>
    %68 = stablehlo.reshape %63 : (tensor<1x64xf32>) -> tensor<64xf32>
    %v0 = stablehlo.convert %arg3 : (tensor<8x64xbf16>) -> tensor<8x64xf32>
    %v1 = stablehlo.convert %52 : (tensor<8x64xbf16>) -> tensor<8x64xf32>
    %v2 = stablehlo.convert %arg4 : (tensor<8x64xbf16>) -> tensor<8x64xf32>
    %v3 = stablehlo.composite "recompose.layer_norm_grad" %v0, %v1, %arg2, %v2 {composite_attributes = {cols = 64 : i64, eps = 9.99999997e-07 : f32, scale = 1 : i64, acc = 1 : i64}, decomposition = @recompose.layer_norm_grad.0} : (tensor<8x64xf32>, tensor<8x64xf32>, tensor<64xf32>, tensor<8x64xf32>) -> tensor<8x64xf32>
    %90 = stablehlo.convert %v3 : (tensor<8x64xf32>) -> tensor<8x64xbf16>
    return %53, %57, %68, %90 : tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<8x64xbf16>
  }
  func.func private @recompose.layer_norm_grad.0(%arg0: tensor<8x64xf32>, %arg1: tensor<8x64xf32>, %arg2: tensor<64xf32>, %arg3: tensor<8x64xf32>) -> tensor<8x64xf32> {
    %v4 = stablehlo.convert %arg0 : (tensor<8x64xf32>) -> tensor<8x64xbf16>
    %v5 = stablehlo.convert %arg1 : (tensor<8x64xf32>) -> tensor<8x64xbf16>
    %v6 = stablehlo.convert %arg3 : (tensor<8x64xf32>) -> tensor<8x64xbf16>
    %0 = stablehlo.convert %v4 : (tensor<8x64xbf16>) -> tensor<8x64xf32>
    %1 = chlo.square %0 : tensor<8x64xf32> -> tensor<8x64xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %3 = stablehlo.multiply %2, %0 : tensor<8x64xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%0 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<8x64xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_1 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %6 = stablehlo.divide %4, %5 : tensor<8xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%1 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<8x64xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_3 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %9 = stablehlo.divide %7, %8 : tensor<8xf32>
    %10 = chlo.square %6 : tensor<8xf32> -> tensor<8xf32>
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %12 = stablehlo.multiply %11, %6 : tensor<8xf32>
    %13 = stablehlo.subtract %9, %10 : tensor<8xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %15 = stablehlo.maximum %14, %13 : tensor<8xf32>
    %16 = stablehlo.compare EQ, %13, %15, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %19 = stablehlo.select %16, %17, %18 : tensor<8xi1>, tensor<8xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %21 = stablehlo.compare EQ, %20, %15, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_9 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %24 = stablehlo.select %21, %22, %23 : tensor<8xi1>, tensor<8xf32>
    %25 = stablehlo.divide %19, %24 : tensor<8xf32>
    %26 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %27 = stablehlo.broadcast_in_dim %15, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %28 = stablehlo.convert %v4 : (tensor<8x64xbf16>) -> tensor<8x64xf32>
    %29 = stablehlo.broadcast_in_dim %26, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x64xf32>
    %30 = stablehlo.subtract %28, %29 : tensor<8x64xf32>
    %cst_11 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %32 = stablehlo.add %27, %31 : tensor<8x1xf32>
    %33 = stablehlo.rsqrt %32 : tensor<8x1xf32>
    %34 = stablehlo.divide %33, %32 : tensor<8x1xf32>
    %cst_12 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %36 = stablehlo.multiply %35, %34 : tensor<8x1xf32>
    %37 = stablehlo.reshape %arg2 : (tensor<64xf32>) -> tensor<1x64xf32>
    %38 = stablehlo.broadcast_in_dim %33, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x64xf32>
    %39 = stablehlo.broadcast_in_dim %37, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<8x64xf32>
    %40 = stablehlo.multiply %38, %39 : tensor<8x64xf32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %48 = stablehlo.convert %47 : (tensor<8x64xf32>) -> tensor<8x64xbf16>
    %49 = stablehlo.multiply %48, %v6 : tensor<8x64xbf16>
    %54 = stablehlo.convert %v5 : (tensor<8x64xbf16>) -> tensor<8x64xf32>
    %58 = stablehlo.multiply %30, %54 : tensor<8x64xf32>
    %59 = stablehlo.multiply %54, %40 : tensor<8x64xf32>
    %64 = stablehlo.broadcast_in_dim %37, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<8x64xf32>
    %65 = stablehlo.multiply %58, %64 : tensor<8x64xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %66 = stablehlo.reduce(%65 init: %cst_16) applies stablehlo.add across dimensions = [1] : (tensor<8x64xf32>, tensor<f32>) -> tensor<8xf32>
    %67 = stablehlo.reshape %66 : (tensor<8xf32>) -> tensor<8x1xf32>
    %69 = stablehlo.multiply %67, %36 : tensor<8x1xf32>
    %70 = stablehlo.negate %59 : tensor<8x64xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %71 = stablehlo.reduce(%70 init: %cst_17) applies stablehlo.add across dimensions = [1] : (tensor<8x64xf32>, tensor<f32>) -> tensor<8xf32>
    %72 = stablehlo.reshape %71 : (tensor<8xf32>) -> tensor<8x1xf32>
    %73 = stablehlo.convert %59 : (tensor<8x64xf32>) -> tensor<8x64xbf16>
    %74 = stablehlo.add %49, %73 : tensor<8x64xbf16>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %75 = stablehlo.reduce(%69 init: %cst_18) applies stablehlo.add across dimensions = [1] : (tensor<8x1xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %76 = stablehlo.reduce(%72 init: %cst_19) applies stablehlo.add across dimensions = [1] : (tensor<8x1xf32>, tensor<f32>) -> tensor<8xf32>
    %77 = stablehlo.multiply %75, %25 : tensor<8xf32>
    %78 = stablehlo.negate %77 : tensor<8xf32>
    %79 = stablehlo.multiply %78, %12 : tensor<8xf32>
    %80 = stablehlo.add %76, %79 : tensor<8xf32>
    %cst_20 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %82 = stablehlo.divide %77, %81 : tensor<8xf32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [0] : (tensor<8xf32>) -> tensor<8x64xf32>
    %cst_21 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %85 = stablehlo.divide %80, %84 : tensor<8xf32>
    %86 = stablehlo.broadcast_in_dim %85, dims = [0] : (tensor<8xf32>) -> tensor<8x64xf32>
    %87 = stablehlo.multiply %83, %3 : tensor<8x64xf32>
    %88 = stablehlo.add %86, %87 : tensor<8x64xf32>
    %89 = stablehlo.convert %88 : (tensor<8x64xf32>) -> tensor<8x64xbf16>
    %90 = stablehlo.add %74, %89 : tensor<8x64xbf16>
    %v7 = stablehlo.convert %90 : (tensor<8x64xbf16>) -> tensor<8x64xf32>
    return %v7 : tensor<8x64xf32>
  }
  func.func private @recompose.layer_norm_grad_scale.0(%arg0: tensor<8x64xf32>, %arg1: tensor<8x64xf32>) -> tensor<64xf32> {
    %1 = chlo.square %arg0 : tensor<8x64xf32> -> tensor<8x64xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%arg0 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<8x64xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_1 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %6 = stablehlo.divide %4, %5 : tensor<8xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%1 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<8x64xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_3 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %9 = stablehlo.divide %7, %8 : tensor<8xf32>
    %10 = chlo.square %6 : tensor<8xf32> -> tensor<8xf32>
    %13 = stablehlo.subtract %9, %10 : tensor<8xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %15 = stablehlo.maximum %14, %13 : tensor<8xf32>
    %26 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %27 = stablehlo.broadcast_in_dim %15, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %29 = stablehlo.broadcast_in_dim %26, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x64xf32>
    %30 = stablehlo.subtract %arg0, %29 : tensor<8x64xf32>
    %cst_11 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %32 = stablehlo.add %27, %31 : tensor<8x1xf32>
    %33 = stablehlo.rsqrt %32 : tensor<8x1xf32>
    %58 = stablehlo.multiply %30, %arg1 : tensor<8x64xf32>
    %60 = stablehlo.broadcast_in_dim %33, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x64xf32>
    %61 = stablehlo.multiply %60, %58 : tensor<8x64xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %62 = stablehlo.reduce(%61 init: %cst_15) applies stablehlo.add across dimensions = [0] : (tensor<8x64xf32>, tensor<f32>) -> tensor<64xf32>
    return %62 : tensor<64xf32>
  }
  func.func private @recompose.layer_norm.0(%arg0: tensor<8x64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64xf32>) -> tensor<8x64xf32> {
    %1 = chlo.square %arg0 : tensor<8x64xf32> -> tensor<8x64xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%arg0 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<8x64xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_1 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %6 = stablehlo.divide %4, %5 : tensor<8xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%1 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<8x64xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_3 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %9 = stablehlo.divide %7, %8 : tensor<8xf32>
    %10 = chlo.square %6 : tensor<8xf32> -> tensor<8xf32>
    %13 = stablehlo.subtract %9, %10 : tensor<8xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %15 = stablehlo.maximum %14, %13 : tensor<8xf32>
    %26 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %27 = stablehlo.broadcast_in_dim %15, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %29 = stablehlo.broadcast_in_dim %26, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x64xf32>
    %30 = stablehlo.subtract %arg0, %29 : tensor<8x64xf32>
    %cst_11 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %32 = stablehlo.add %27, %31 : tensor<8x1xf32>
    %33 = stablehlo.rsqrt %32 : tensor<8x1xf32>
    %37 = stablehlo.reshape %arg1 : (tensor<64xf32>) -> tensor<1x64xf32>
    %38 = stablehlo.broadcast_in_dim %33, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x64xf32>
    %39 = stablehlo.broadcast_in_dim %37, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<8x64xf32>
    %40 = stablehlo.multiply %38, %39 : tensor<8x64xf32>
    %41 = stablehlo.multiply %30, %40 : tensor<8x64xf32>
    %42 = stablehlo.reshape %arg2 : (tensor<64xf32>) -> tensor<1x64xf32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<8x64xf32>
    %44 = stablehlo.add %41, %43 : tensor<8x64xf32>
    return %44 : tensor<8x64xf32>
  }
}
