module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x6x16xf32>, %arg1: tensor<16xf32>, %arg2: tensor<16xf32>, %arg3: tensor<2x6x16xf32>) -> (tensor<2x6x16xf32> {jax.result_info = "result[0]"}, tensor<2x6x16xf32> {jax.result_info = "result[1]"}, tensor<16xf32> {jax.result_info = "result[2]['bias']"}, tensor<16xf32> {jax.result_info = "result[2]['scale']"}) {
    %28 = stablehlo.composite "recompose.layer_norm" %arg0, %arg2, %arg1 {composite_attributes = {cols = 16 : i64, eps = 9.99999975e-06 : f32, scale = 1 : i64, bias = 1 : i64}, decomposition = @recompose.layer_norm.0} : (tensor<2x6x16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<2x6x16xf32>
    %41 = stablehlo.composite "recompose.rms_norm" %arg0 {composite_attributes = {cols = 16 : i64, eps = 9.99999975e-06 : f32}, decomposition = @recompose.rms_norm.0} : (tensor<2x6x16xf32>) -> tensor<2x6x16xf32>
    %42 = stablehlo.multiply %28, %41 : tensor<2x6x16xf32>
    %43 = stablehlo.multiply %28, %arg3 : tensor<2x6x16xf32>
    %44 = stablehlo.multiply %arg3, %41 : tensor<2x6x16xf32>
    %58 = stablehlo.composite "recompose.rms_norm_grad" %arg0, %43 {composite_attributes = {cols = 16 : i64, eps = 9.99999975e-06 : f32}, decomposition = @recompose.rms_norm_grad.0} : (tensor<2x6x16xf32>, tensor<2x6x16xf32>) -> tensor<2x6x16xf32>
    %59 = stablehlo.composite "recompose.rms_norm_grad_scale" %arg0, %arg3 {composite_attributes = {cols = 16 : i64, eps = 9.99999975e-06 : f32}, decomposition = @recompose.rms_norm_grad_scale.0} : (tensor<2x6x16xf32>, tensor<2x6x16xf32>) -> tensor<16xf32>
    %60 = stablehlo.reshape %59 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %61 = stablehlo.reshape %60 : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %63 = stablehlo.composite "recompose.layer_norm_grad_scale" %arg0, %44 {composite_attributes = {cols = 16 : i64, eps = 9.99999975e-06 : f32}, decomposition = @recompose.layer_norm_grad_scale.0} : (tensor<2x6x16xf32>, tensor<2x6x16xf32>) -> tensor<16xf32>
    %64 = stablehlo.reshape %63 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %67 = stablehlo.reshape %64 : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %98 = stablehlo.composite "recompose.layer_norm_grad" %arg0, %44, %arg2, %58 {composite_attributes = {cols = 16 : i64, eps = 9.99999975e-06 : f32, scale = 1 : i64, acc = 1 : i64}, decomposition = @recompose.layer_norm_grad.0} : (tensor<2x6x16xf32>, tensor<2x6x16xf32>, tensor<16xf32>, tensor<2x6x16xf32>) -> tensor<2x6x16xf32>
    return %42, %98, %61, %67 : tensor<2x6x16xf32>, tensor<2x6x16xf32>, tensor<16xf32>, tensor<16xf32>
  }
  func.func private @recompose.rms_norm_grad_scale.0(%arg0: tensor<2x6x16xf32>, %arg1: tensor<2x6x16xf32>) -> tensor<16xf32> {
    %29 = stablehlo.multiply %arg0, %arg0 : tensor<2x6x16xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.reduce(%29 init: %cst_6) applies stablehlo.add across dimensions = [2] : (tensor<2x6x16xf32>, tensor<f32>) -> tensor<2x6xf32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [0, 1] : (tensor<2x6xf32>) -> tensor<2x6x1xf32>
    %cst_7 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x6x1xf32>
    %33 = stablehlo.divide %31, %32 : tensor<2x6x1xf32>
    %cst_8 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x6x1xf32>
    %35 = stablehlo.add %33, %34 : tensor<2x6x1xf32>
    %36 = stablehlo.rsqrt %35 : tensor<2x6x1xf32>
    %40 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2] : (tensor<2x6x1xf32>) -> tensor<2x6x16xf32>
    %41 = stablehlo.multiply %arg0, %40 : tensor<2x6x16xf32>
    %44 = stablehlo.multiply %arg1, %41 : tensor<2x6x16xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %59 = stablehlo.reduce(%44 init: %cst_13) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x6x16xf32>, tensor<f32>) -> tensor<16xf32>
    return %59 : tensor<16xf32>
  }
  func.func private @recompose.rms_norm_grad.0(%arg0: tensor<2x6x16xf32>, %arg1: tensor<2x6x16xf32>) -> tensor<2x6x16xf32> {
    %29 = stablehlo.multiply %arg0, %arg0 : tensor<2x6x16xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.reduce(%29 init: %cst_6) applies stablehlo.add across dimensions = [2] : (tensor<2x6x16xf32>, tensor<f32>) -> tensor<2x6xf32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [0, 1] : (tensor<2x6xf32>) -> tensor<2x6x1xf32>
    %cst_7 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x6x1xf32>
    %33 = stablehlo.divide %31, %32 : tensor<2x6x1xf32>
    %cst_8 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x6x1xf32>
    %35 = stablehlo.add %33, %34 : tensor<2x6x1xf32>
    %36 = stablehlo.rsqrt %35 : tensor<2x6x1xf32>
    %37 = stablehlo.divide %36, %35 : tensor<2x6x1xf32>
    %cst_9 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x6x1xf32>
    %39 = stablehlo.multiply %38, %37 : tensor<2x6x1xf32>
    %45 = stablehlo.multiply %arg0, %arg1 : tensor<2x6x16xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %46 = stablehlo.reduce(%45 init: %cst_10) applies stablehlo.add across dimensions = [2] : (tensor<2x6x16xf32>, tensor<f32>) -> tensor<2x6xf32>
    %47 = stablehlo.reshape %46 : (tensor<2x6xf32>) -> tensor<2x6x1xf32>
    %48 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2] : (tensor<2x6x1xf32>) -> tensor<2x6x16xf32>
    %49 = stablehlo.multiply %arg1, %48 : tensor<2x6x16xf32>
    %50 = stablehlo.multiply %47, %39 : tensor<2x6x1xf32>
    %cst_11 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x6x1xf32>
    %52 = stablehlo.divide %50, %51 : tensor<2x6x1xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %53 = stablehlo.reduce(%52 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<2x6x1xf32>, tensor<f32>) -> tensor<2x6xf32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [0, 1] : (tensor<2x6xf32>) -> tensor<2x6x16xf32>
    %55 = stablehlo.multiply %arg0, %54 : tensor<2x6x16xf32>
    %56 = stablehlo.add %49, %55 : tensor<2x6x16xf32>
    %57 = stablehlo.multiply %54, %arg0 : tensor<2x6x16xf32>
    %58 = stablehlo.add %56, %57 : tensor<2x6x16xf32>
    return %58 : tensor<2x6x16xf32>
  }
  func.func private @recompose.layer_norm_grad.0(%arg0: tensor<2x6x16xf32>, %arg1: tensor<2x6x16xf32>, %arg2: tensor<16xf32>, %arg3: tensor<2x6x16xf32>) -> tensor<2x6x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x6x16xf32>, tensor<f32>) -> tensor<2x6xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<2x6xf32>) -> tensor<2x6x1xf32>
    %cst_0 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x6x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<2x6x1xf32>
    %4 = stablehlo.multiply %arg0, %arg0 : tensor<2x6x16xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%4 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x6x16xf32>, tensor<f32>) -> tensor<2x6xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<2x6xf32>) -> tensor<2x6x1xf32>
    %cst_2 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x6x1xf32>
    %8 = stablehlo.divide %6, %7 : tensor<2x6x1xf32>
    %9 = stablehlo.multiply %3, %3 : tensor<2x6x1xf32>
    %10 = stablehlo.subtract %8, %9 : tensor<2x6x1xf32>
    %11 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<2x6x1xf32>) -> tensor<2x6x16xf32>
    %12 = stablehlo.subtract %arg0, %11 : tensor<2x6x16xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x6x1xf32>
    %14 = stablehlo.add %10, %13 : tensor<2x6x1xf32>
    %15 = stablehlo.sqrt %14 : tensor<2x6x1xf32>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x6x1xf32>
    %17 = stablehlo.divide %16, %15 : tensor<2x6x1xf32>
    %20 = stablehlo.multiply %15, %15 : tensor<2x6x1xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x6x1xf32>
    %22 = stablehlo.divide %21, %20 : tensor<2x6x1xf32>
    %23 = stablehlo.reshape %arg2 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %65 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x6x16xf32>
    %66 = stablehlo.multiply %arg1, %65 : tensor<2x6x16xf32>
    %68 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2] : (tensor<2x6x1xf32>) -> tensor<2x6x16xf32>
    %69 = stablehlo.multiply %66, %68 : tensor<2x6x16xf32>
    %70 = stablehlo.multiply %69, %12 : tensor<2x6x16xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %71 = stablehlo.reduce(%70 init: %cst_15) applies stablehlo.add across dimensions = [2] : (tensor<2x6x16xf32>, tensor<f32>) -> tensor<2x6xf32>
    %72 = stablehlo.reshape %71 : (tensor<2x6xf32>) -> tensor<2x6x1xf32>
    %73 = stablehlo.negate %72 : tensor<2x6x1xf32>
    %74 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<2x6x1xf32>) -> tensor<2x6x16xf32>
    %75 = stablehlo.divide %66, %74 : tensor<2x6x16xf32>
    %76 = stablehlo.multiply %73, %17 : tensor<2x6x1xf32>
    %77 = stablehlo.negate %75 : tensor<2x6x16xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %78 = stablehlo.reduce(%77 init: %cst_16) applies stablehlo.add across dimensions = [2] : (tensor<2x6x16xf32>, tensor<f32>) -> tensor<2x6xf32>
    %79 = stablehlo.reshape %78 : (tensor<2x6xf32>) -> tensor<2x6x1xf32>
    %80 = stablehlo.add %arg3, %75 : tensor<2x6x16xf32>
    %81 = stablehlo.negate %76 : tensor<2x6x1xf32>
    %82 = stablehlo.multiply %3, %81 : tensor<2x6x1xf32>
    %83 = stablehlo.add %79, %82 : tensor<2x6x1xf32>
    %84 = stablehlo.multiply %81, %3 : tensor<2x6x1xf32>
    %85 = stablehlo.add %83, %84 : tensor<2x6x1xf32>
    %cst_17 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2x6x1xf32>
    %87 = stablehlo.divide %76, %86 : tensor<2x6x1xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %88 = stablehlo.reduce(%87 init: %cst_18) applies stablehlo.add across dimensions = [2] : (tensor<2x6x1xf32>, tensor<f32>) -> tensor<2x6xf32>
    %89 = stablehlo.broadcast_in_dim %88, dims = [0, 1] : (tensor<2x6xf32>) -> tensor<2x6x16xf32>
    %90 = stablehlo.multiply %arg0, %89 : tensor<2x6x16xf32>
    %91 = stablehlo.add %80, %90 : tensor<2x6x16xf32>
    %92 = stablehlo.multiply %89, %arg0 : tensor<2x6x16xf32>
    %93 = stablehlo.add %91, %92 : tensor<2x6x16xf32>
    %cst_19 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<2x6x1xf32>
    %95 = stablehlo.divide %85, %94 : tensor<2x6x1xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %96 = stablehlo.reduce(%95 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<2x6x1xf32>, tensor<f32>) -> tensor<2x6xf32>
    %97 = stablehlo.broadcast_in_dim %96, dims = [0, 1] : (tensor<2x6xf32>) -> tensor<2x6x16xf32>
    %98 = stablehlo.add %93, %97 : tensor<2x6x16xf32>
    return %98 : tensor<2x6x16xf32>
  }
  func.func private @recompose.rms_norm.0(%arg0: tensor<2x6x16xf32>) -> tensor<2x6x16xf32> {
    %29 = stablehlo.multiply %arg0, %arg0 : tensor<2x6x16xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.reduce(%29 init: %cst_6) applies stablehlo.add across dimensions = [2] : (tensor<2x6x16xf32>, tensor<f32>) -> tensor<2x6xf32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [0, 1] : (tensor<2x6xf32>) -> tensor<2x6x1xf32>
    %cst_7 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x6x1xf32>
    %33 = stablehlo.divide %31, %32 : tensor<2x6x1xf32>
    %cst_8 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x6x1xf32>
    %35 = stablehlo.add %33, %34 : tensor<2x6x1xf32>
    %36 = stablehlo.rsqrt %35 : tensor<2x6x1xf32>
    %40 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2] : (tensor<2x6x1xf32>) -> tensor<2x6x16xf32>
    %41 = stablehlo.multiply %arg0, %40 : tensor<2x6x16xf32>
    return %41 : tensor<2x6x16xf32>
  }
  func.func private @recompose.layer_norm_grad_scale.0(%arg0: tensor<2x6x16xf32>, %arg1: tensor<2x6x16xf32>) -> tensor<16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x6x16xf32>, tensor<f32>) -> tensor<2x6xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<2x6xf32>) -> tensor<2x6x1xf32>
    %cst_0 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x6x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<2x6x1xf32>
    %4 = stablehlo.multiply %arg0, %arg0 : tensor<2x6x16xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%4 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x6x16xf32>, tensor<f32>) -> tensor<2x6xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<2x6xf32>) -> tensor<2x6x1xf32>
    %cst_2 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x6x1xf32>
    %8 = stablehlo.divide %6, %7 : tensor<2x6x1xf32>
    %9 = stablehlo.multiply %3, %3 : tensor<2x6x1xf32>
    %10 = stablehlo.subtract %8, %9 : tensor<2x6x1xf32>
    %11 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<2x6x1xf32>) -> tensor<2x6x16xf32>
    %12 = stablehlo.subtract %arg0, %11 : tensor<2x6x16xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x6x1xf32>
    %14 = stablehlo.add %10, %13 : tensor<2x6x1xf32>
    %15 = stablehlo.sqrt %14 : tensor<2x6x1xf32>
    %18 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<2x6x1xf32>) -> tensor<2x6x16xf32>
    %19 = stablehlo.divide %12, %18 : tensor<2x6x16xf32>
    %62 = stablehlo.multiply %19, %arg1 : tensor<2x6x16xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %63 = stablehlo.reduce(%62 init: %cst_14) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x6x16xf32>, tensor<f32>) -> tensor<16xf32>
    return %63 : tensor<16xf32>
  }
  func.func private @recompose.layer_norm.0(%arg0: tensor<2x6x16xf32>, %arg1: tensor<16xf32>, %arg2: tensor<16xf32>) -> tensor<2x6x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x6x16xf32>, tensor<f32>) -> tensor<2x6xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<2x6xf32>) -> tensor<2x6x1xf32>
    %cst_0 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x6x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<2x6x1xf32>
    %4 = stablehlo.multiply %arg0, %arg0 : tensor<2x6x16xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%4 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x6x16xf32>, tensor<f32>) -> tensor<2x6xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<2x6xf32>) -> tensor<2x6x1xf32>
    %cst_2 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x6x1xf32>
    %8 = stablehlo.divide %6, %7 : tensor<2x6x1xf32>
    %9 = stablehlo.multiply %3, %3 : tensor<2x6x1xf32>
    %10 = stablehlo.subtract %8, %9 : tensor<2x6x1xf32>
    %11 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<2x6x1xf32>) -> tensor<2x6x16xf32>
    %12 = stablehlo.subtract %arg0, %11 : tensor<2x6x16xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x6x1xf32>
    %14 = stablehlo.add %10, %13 : tensor<2x6x1xf32>
    %15 = stablehlo.sqrt %14 : tensor<2x6x1xf32>
    %18 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<2x6x1xf32>) -> tensor<2x6x16xf32>
    %19 = stablehlo.divide %12, %18 : tensor<2x6x16xf32>
    %23 = stablehlo.reshape %arg1 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x6x16xf32>
    %25 = stablehlo.multiply %19, %24 : tensor<2x6x16xf32>
    %26 = stablehlo.reshape %arg2 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x6x16xf32>
    %28 = stablehlo.add %25, %27 : tensor<2x6x16xf32>
    return %28 : tensor<2x6x16xf32>
  }
}
