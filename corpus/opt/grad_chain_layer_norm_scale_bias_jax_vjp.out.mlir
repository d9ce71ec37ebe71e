module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x6x16xbf16>, %arg1: tensor<16xbf16>, %arg2: tensor<16xbf16>, %arg3: tensor<2x6x16xbf16>) -> (tensor<2x6x16xbf16> {jax.result_info = "result[0]"}, tensor<2x6x16xbf16> {jax.result_info = "result[1]"}, tensor<16xbf16> {jax.result_info = "result[2]['bias']"}, tensor<16xbf16> {jax.result_info = "result[2]['scale']"}) {
    %23 = stablehlo.reshape %arg2 : (tensor<16xbf16>) -> tensor<1x1x16xbf16>
    %28 = stablehlo.composite "recompose.layer_norm" %arg0, %arg2, %arg1 {composite_attributes = {cols = 16 : i64, eps = 1.00135803e-05 : f32, scale = 1 : i64, bias = 1 : i64}, decomposition = @recompose.layer_norm.1} : (tensor<2x6x16xbf16>, tensor<16xbf16>, tensor<16xbf16>) -> tensor<2x6x16xbf16>
    %57 = stablehlo.composite "recompose.layer_norm" %28, %arg2, %arg1 {composite_attributes = {cols = 16 : i64, eps = 1.00135803e-05 : f32, scale = 1 : i64, bias = 1 : i64}, decomposition = @recompose.layer_norm.0} : (tensor<2x6x16xbf16>, tensor<16xbf16>, tensor<16xbf16>) -> tensor<2x6x16xbf16>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %58 = stablehlo.reduce(%arg3 init: %cst_11) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x6x16xbf16>, tensor<bf16>) -> tensor<16xbf16>
    %59 = stablehlo.reshape %58 : (tensor<16xbf16>) -> tensor<1x1x16xbf16>
    %60 = stablehlo.reshape %59 : (tensor<1x1x16xbf16>) -> tensor<16xbf16>
    %62 = stablehlo.composite "recompose.layer_norm_grad_scale" %28, %arg3 {composite_attributes = {cols = 16 : i64, eps = 1.00135803e-05 : f32}, decomposition = @recompose.layer_norm_grad_scale.1} : (tensor<2x6x16xbf16>, tensor<2x6x16xbf16>) -> tensor<16xbf16>
    %63 = stablehlo.reshape %62 : (tensor<16xbf16>) -> tensor<1x1x16xbf16>
    %66 = stablehlo.reshape %63 : (tensor<1x1x16xbf16>) -> tensor<16xbf16>
    %92 = stablehlo.composite "recompose.layer_norm_grad" %28, %arg3, %arg2 {composite_attributes = {cols = 16 : i64, eps = 1.00135803e-05 : f32, scale = 1 : i64}, decomposition = @recompose.layer_norm_grad.1} : (tensor<2x6x16xbf16>, tensor<2x6x16xbf16>, tensor<16xbf16>) -> tensor<2x6x16xbf16>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %93 = stablehlo.reduce(%92 init: %cst_19) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x6x16xbf16>, tensor<bf16>) -> tensor<16xbf16>
    %94 = stablehlo.reshape %93 : (tensor<16xbf16>) -> tensor<1x1x16xbf16>
    %95 = stablehlo.reshape %94 : (tensor<1x1x16xbf16>) -> tensor<16xbf16>
    %96 = stablehlo.add %60, %95 : tensor<16xbf16>
    %98 = stablehlo.composite "recompose.layer_norm_grad_scale" %arg0, %92 {composite_attributes = {cols = 16 : i64, eps = 1.00135803e-05 : f32}, decomposition = @recompose.layer_norm_grad_scale.0} : (tensor<2x6x16xbf16>, tensor<2x6x16xbf16>) -> tensor<16xbf16>
    %99 = stablehlo.reshape %98 : (tensor<16xbf16>) -> tensor<1x1x16xbf16>
    %100 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2] : (tensor<1x1x16xbf16>) -> tensor<2x6x16xbf16>
    %101 = stablehlo.multiply %92, %100 : tensor<2x6x16xbf16>
    %102 = stablehlo.reshape %99 : (tensor<1x1x16xbf16>) -> tensor<16xbf16>
    %103 = stablehlo.add %66, %102 : tensor<16xbf16>
    %129 = stablehlo.composite "recompose.layer_norm_grad" %arg0, %101 {composite_attributes = {cols = 16 : i64, eps = 1.00135803e-05 : f32}, decomposition = @recompose.layer_norm_grad.0} : (tensor<2x6x16xbf16>, tensor<2x6x16xbf16>) -> tensor<2x6x16xbf16>
    return %57, %129, %96, %103 : tensor<2x6x16xbf16>, tensor<2x6x16xbf16>, tensor<16xbf16>, tensor<16xbf16>
  }
  func.func private @recompose.layer_norm_grad.0(%arg0: tensor<2x6x16xbf16>, %arg1: tensor<2x6x16xbf16>) -> tensor<2x6x16xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<2x6x16xbf16>) -> tensor<2x6x16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x6x16xf32>, tensor<f32>) -> tensor<2x6xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<2x6xf32>) -> tensor<2x6x1xf32>
    %cst_0 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x6x1xf32>
    %4 = stablehlo.divide %2, %3 : tensor<2x6x1xf32>
    %5 = stablehlo.convert %4 : (tensor<2x6x1xf32>) -> tensor<2x6x1xbf16>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2] : (tensor<2x6x1xbf16>) -> tensor<2x6x16xbf16>
    %7 = stablehlo.subtract %arg0, %6 : tensor<2x6x16xbf16>
    %8 = stablehlo.multiply %7, %7 : tensor<2x6x16xbf16>
    %9 = stablehlo.convert %8 : (tensor<2x6x16xbf16>) -> tensor<2x6x16xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%9 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x6x16xf32>, tensor<f32>) -> tensor<2x6xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<2x6xf32>) -> tensor<2x6x1xf32>
    %cst_2 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x6x1xf32>
    %13 = stablehlo.divide %11, %12 : tensor<2x6x1xf32>
    %14 = stablehlo.convert %13 : (tensor<2x6x1xf32>) -> tensor<2x6x1xbf16>
    %cst_3 = stablehlo.constant dense<1.001360e-05> : tensor<bf16>
    %15 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<bf16>) -> tensor<2x6x1xbf16>
    %16 = stablehlo.add %14, %15 : tensor<2x6x1xbf16>
    %17 = stablehlo.rsqrt %16 : tensor<2x6x1xbf16>
    %18 = stablehlo.divide %17, %16 : tensor<2x6x1xbf16>
    %cst_4 = stablehlo.constant dense<-5.000000e-01> : tensor<bf16>
    %19 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<bf16>) -> tensor<2x6x1xbf16>
    %20 = stablehlo.multiply %19, %18 : tensor<2x6x1xbf16>
    %104 = stablehlo.multiply %7, %arg1 : tensor<2x6x16xbf16>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %105 = stablehlo.reduce(%104 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<2x6x16xbf16>, tensor<bf16>) -> tensor<2x6xbf16>
    %106 = stablehlo.reshape %105 : (tensor<2x6xbf16>) -> tensor<2x6x1xbf16>
    %107 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2] : (tensor<2x6x1xbf16>) -> tensor<2x6x16xbf16>
    %108 = stablehlo.multiply %arg1, %107 : tensor<2x6x16xbf16>
    %109 = stablehlo.multiply %106, %20 : tensor<2x6x1xbf16>
    %110 = stablehlo.convert %109 : (tensor<2x6x1xbf16>) -> tensor<2x6x1xf32>
    %cst_22 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<2x6x1xf32>
    %112 = stablehlo.divide %110, %111 : tensor<2x6x1xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %113 = stablehlo.reduce(%112 init: %cst_23) applies stablehlo.add across dimensions = [2] : (tensor<2x6x1xf32>, tensor<f32>) -> tensor<2x6xf32>
    %114 = stablehlo.broadcast_in_dim %113, dims = [0, 1] : (tensor<2x6xf32>) -> tensor<2x6x16xf32>
    %115 = stablehlo.convert %114 : (tensor<2x6x16xf32>) -> tensor<2x6x16xbf16>
    %116 = stablehlo.multiply %7, %115 : tensor<2x6x16xbf16>
    %117 = stablehlo.add %108, %116 : tensor<2x6x16xbf16>
    %118 = stablehlo.multiply %115, %7 : tensor<2x6x16xbf16>
    %119 = stablehlo.add %117, %118 : tensor<2x6x16xbf16>
    %120 = stablehlo.negate %119 : tensor<2x6x16xbf16>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %121 = stablehlo.reduce(%120 init: %cst_24) applies stablehlo.add across dimensions = [2] : (tensor<2x6x16xbf16>, tensor<bf16>) -> tensor<2x6xbf16>
    %122 = stablehlo.reshape %121 : (tensor<2x6xbf16>) -> tensor<2x6x1xbf16>
    %123 = stablehlo.convert %122 : (tensor<2x6x1xbf16>) -> tensor<2x6x1xf32>
    %cst_25 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %124 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<2x6x1xf32>
    %125 = stablehlo.divide %123, %124 : tensor<2x6x1xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %126 = stablehlo.reduce(%125 init: %cst_26) applies stablehlo.add across dimensions = [2] : (tensor<2x6x1xf32>, tensor<f32>) -> tensor<2x6xf32>
    %127 = stablehlo.broadcast_in_dim %126, dims = [0, 1] : (tensor<2x6xf32>) -> tensor<2x6x16xf32>
    %128 = stablehlo.convert %127 : (tensor<2x6x16xf32>) -> tensor<2x6x16xbf16>
    %129 = stablehlo.add %119, %128 : tensor<2x6x16xbf16>
    return %129 : tensor<2x6x16xbf16>
  }
  func.func private @recompose.layer_norm_grad.1(%arg0: tensor<2x6x16xbf16>, %arg1: tensor<2x6x16xbf16>, %arg2: tensor<16xbf16>) -> tensor<2x6x16xbf16> {
    %29 = stablehlo.convert %arg0 : (tensor<2x6x16xbf16>) -> tensor<2x6x16xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.reduce(%29 init: %cst_5) applies stablehlo.add across dimensions = [2] : (tensor<2x6x16xf32>, tensor<f32>) -> tensor<2x6xf32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [0, 1] : (tensor<2x6xf32>) -> tensor<2x6x1xf32>
    %cst_6 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x6x1xf32>
    %33 = stablehlo.divide %31, %32 : tensor<2x6x1xf32>
    %34 = stablehlo.convert %33 : (tensor<2x6x1xf32>) -> tensor<2x6x1xbf16>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0, 1, 2] : (tensor<2x6x1xbf16>) -> tensor<2x6x16xbf16>
    %36 = stablehlo.subtract %arg0, %35 : tensor<2x6x16xbf16>
    %37 = stablehlo.multiply %36, %36 : tensor<2x6x16xbf16>
    %38 = stablehlo.convert %37 : (tensor<2x6x16xbf16>) -> tensor<2x6x16xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %39 = stablehlo.reduce(%38 init: %cst_7) applies stablehlo.add across dimensions = [2] : (tensor<2x6x16xf32>, tensor<f32>) -> tensor<2x6xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1] : (tensor<2x6xf32>) -> tensor<2x6x1xf32>
    %cst_8 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x6x1xf32>
    %42 = stablehlo.divide %40, %41 : tensor<2x6x1xf32>
    %43 = stablehlo.convert %42 : (tensor<2x6x1xf32>) -> tensor<2x6x1xbf16>
    %cst_9 = stablehlo.constant dense<1.001360e-05> : tensor<bf16>
    %44 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<bf16>) -> tensor<2x6x1xbf16>
    %45 = stablehlo.add %43, %44 : tensor<2x6x1xbf16>
    %46 = stablehlo.rsqrt %45 : tensor<2x6x1xbf16>
    %47 = stablehlo.divide %46, %45 : tensor<2x6x1xbf16>
    %cst_10 = stablehlo.constant dense<-5.000000e-01> : tensor<bf16>
    %48 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<bf16>) -> tensor<2x6x1xbf16>
    %49 = stablehlo.multiply %48, %47 : tensor<2x6x1xbf16>
    %52 = stablehlo.reshape %arg2 : (tensor<16xbf16>) -> tensor<1x1x16xbf16>
    %64 = stablehlo.broadcast_in_dim %52, dims = [0, 1, 2] : (tensor<1x1x16xbf16>) -> tensor<2x6x16xbf16>
    %65 = stablehlo.multiply %arg1, %64 : tensor<2x6x16xbf16>
    %67 = stablehlo.multiply %36, %65 : tensor<2x6x16xbf16>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %68 = stablehlo.reduce(%67 init: %cst_13) applies stablehlo.add across dimensions = [2] : (tensor<2x6x16xbf16>, tensor<bf16>) -> tensor<2x6xbf16>
    %69 = stablehlo.reshape %68 : (tensor<2x6xbf16>) -> tensor<2x6x1xbf16>
    %70 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2] : (tensor<2x6x1xbf16>) -> tensor<2x6x16xbf16>
    %71 = stablehlo.multiply %65, %70 : tensor<2x6x16xbf16>
    %72 = stablehlo.multiply %69, %49 : tensor<2x6x1xbf16>
    %73 = stablehlo.convert %72 : (tensor<2x6x1xbf16>) -> tensor<2x6x1xf32>
    %cst_14 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2x6x1xf32>
    %75 = stablehlo.divide %73, %74 : tensor<2x6x1xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %76 = stablehlo.reduce(%75 init: %cst_15) applies stablehlo.add across dimensions = [2] : (tensor<2x6x1xf32>, tensor<f32>) -> tensor<2x6xf32>
    %77 = stablehlo.broadcast_in_dim %76, dims = [0, 1] : (tensor<2x6xf32>) -> tensor<2x6x16xf32>
    %78 = stablehlo.convert %77 : (tensor<2x6x16xf32>) -> tensor<2x6x16xbf16>
    %79 = stablehlo.multiply %36, %78 : tensor<2x6x16xbf16>
    %80 = stablehlo.add %71, %79 : tensor<2x6x16xbf16>
    %81 = stablehlo.multiply %78, %36 : tensor<2x6x16xbf16>
    %82 = stablehlo.add %80, %81 : tensor<2x6x16xbf16>
    %83 = stablehlo.negate %82 : tensor<2x6x16xbf16>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %84 = stablehlo.reduce(%83 init: %cst_16) applies stablehlo.add across dimensions = [2] : (tensor<2x6x16xbf16>, tensor<bf16>) -> tensor<2x6xbf16>
    %85 = stablehlo.reshape %84 : (tensor<2x6xbf16>) -> tensor<2x6x1xbf16>
    %86 = stablehlo.convert %85 : (tensor<2x6x1xbf16>) -> tensor<2x6x1xf32>
    %cst_17 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2x6x1xf32>
    %88 = stablehlo.divide %86, %87 : tensor<2x6x1xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %89 = stablehlo.reduce(%88 init: %cst_18) applies stablehlo.add across dimensions = [2] : (tensor<2x6x1xf32>, tensor<f32>) -> tensor<2x6xf32>
    %90 = stablehlo.broadcast_in_dim %89, dims = [0, 1] : (tensor<2x6xf32>) -> tensor<2x6x16xf32>
    %91 = stablehlo.convert %90 : (tensor<2x6x16xf32>) -> tensor<2x6x16xbf16>
    %92 = stablehlo.add %82, %91 : tensor<2x6x16xbf16>
    return %92 : tensor<2x6x16xbf16>
  }
  func.func private @recompose.layer_norm_grad_scale.0(%arg0: tensor<2x6x16xbf16>, %arg1: tensor<2x6x16xbf16>) -> tensor<16xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<2x6x16xbf16>) -> tensor<2x6x16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x6x16xf32>, tensor<f32>) -> tensor<2x6xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<2x6xf32>) -> tensor<2x6x1xf32>
    %cst_0 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x6x1xf32>
    %4 = stablehlo.divide %2, %3 : tensor<2x6x1xf32>
    %5 = stablehlo.convert %4 : (tensor<2x6x1xf32>) -> tensor<2x6x1xbf16>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2] : (tensor<2x6x1xbf16>) -> tensor<2x6x16xbf16>
    %7 = stablehlo.subtract %arg0, %6 : tensor<2x6x16xbf16>
    %8 = stablehlo.multiply %7, %7 : tensor<2x6x16xbf16>
    %9 = stablehlo.convert %8 : (tensor<2x6x16xbf16>) -> tensor<2x6x16xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%9 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x6x16xf32>, tensor<f32>) -> tensor<2x6xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<2x6xf32>) -> tensor<2x6x1xf32>
    %cst_2 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x6x1xf32>
    %13 = stablehlo.divide %11, %12 : tensor<2x6x1xf32>
    %14 = stablehlo.convert %13 : (tensor<2x6x1xf32>) -> tensor<2x6x1xbf16>
    %cst_3 = stablehlo.constant dense<1.001360e-05> : tensor<bf16>
    %15 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<bf16>) -> tensor<2x6x1xbf16>
    %16 = stablehlo.add %14, %15 : tensor<2x6x1xbf16>
    %17 = stablehlo.rsqrt %16 : tensor<2x6x1xbf16>
    %21 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2] : (tensor<2x6x1xbf16>) -> tensor<2x6x16xbf16>
    %22 = stablehlo.multiply %7, %21 : tensor<2x6x16xbf16>
    %97 = stablehlo.multiply %22, %arg1 : tensor<2x6x16xbf16>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %98 = stablehlo.reduce(%97 init: %cst_20) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x6x16xbf16>, tensor<bf16>) -> tensor<16xbf16>
    return %98 : tensor<16xbf16>
  }
  func.func private @recompose.layer_norm_grad_scale.1(%arg0: tensor<2x6x16xbf16>, %arg1: tensor<2x6x16xbf16>) -> tensor<16xbf16> {
    %29 = stablehlo.convert %arg0 : (tensor<2x6x16xbf16>) -> tensor<2x6x16xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.reduce(%29 init: %cst_5) applies stablehlo.add across dimensions = [2] : (tensor<2x6x16xf32>, tensor<f32>) -> tensor<2x6xf32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [0, 1] : (tensor<2x6xf32>) -> tensor<2x6x1xf32>
    %cst_6 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x6x1xf32>
    %33 = stablehlo.divide %31, %32 : tensor<2x6x1xf32>
    %34 = stablehlo.convert %33 : (tensor<2x6x1xf32>) -> tensor<2x6x1xbf16>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0, 1, 2] : (tensor<2x6x1xbf16>) -> tensor<2x6x16xbf16>
    %36 = stablehlo.subtract %arg0, %35 : tensor<2x6x16xbf16>
    %37 = stablehlo.multiply %36, %36 : tensor<2x6x16xbf16>
    %38 = stablehlo.convert %37 : (tensor<2x6x16xbf16>) -> tensor<2x6x16xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %39 = stablehlo.reduce(%38 init: %cst_7) applies stablehlo.add across dimensions = [2] : (tensor<2x6x16xf32>, tensor<f32>) -> tensor<2x6xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1] : (tensor<2x6xf32>) -> tensor<2x6x1xf32>
    %cst_8 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x6x1xf32>
    %42 = stablehlo.divide %40, %41 : tensor<2x6x1xf32>
    %43 = stablehlo.convert %42 : (tensor<2x6x1xf32>) -> tensor<2x6x1xbf16>
    %cst_9 = stablehlo.constant dense<1.001360e-05> : tensor<bf16>
    %44 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<bf16>) -> tensor<2x6x1xbf16>
    %45 = stablehlo.add %43, %44 : tensor<2x6x1xbf16>
    %46 = stablehlo.rsqrt %45 : tensor<2x6x1xbf16>
    %50 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2] : (tensor<2x6x1xbf16>) -> tensor<2x6x16xbf16>
    %51 = stablehlo.multiply %36, %50 : tensor<2x6x16xbf16>
    %61 = stablehlo.multiply %51, %arg1 : tensor<2x6x16xbf16>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %62 = stablehlo.reduce(%61 init: %cst_12) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x6x16xbf16>, tensor<bf16>) -> tensor<16xbf16>
    return %62 : tensor<16xbf16>
  }
  func.func private @recompose.layer_norm.0(%arg0: tensor<2x6x16xbf16>, %arg1: tensor<16xbf16>, %arg2: tensor<16xbf16>) -> tensor<2x6x16xbf16> {
    %29 = stablehlo.convert %arg0 : (tensor<2x6x16xbf16>) -> tensor<2x6x16xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.reduce(%29 init: %cst_5) applies stablehlo.add across dimensions = [2] : (tensor<2x6x16xf32>, tensor<f32>) -> tensor<2x6xf32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [0, 1] : (tensor<2x6xf32>) -> tensor<2x6x1xf32>
    %cst_6 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x6x1xf32>
    %33 = stablehlo.divide %31, %32 : tensor<2x6x1xf32>
    %34 = stablehlo.convert %33 : (tensor<2x6x1xf32>) -> tensor<2x6x1xbf16>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0, 1, 2] : (tensor<2x6x1xbf16>) -> tensor<2x6x16xbf16>
    %36 = stablehlo.subtract %arg0, %35 : tensor<2x6x16xbf16>
    %37 = stablehlo.multiply %36, %36 : tensor<2x6x16xbf16>
    %38 = stablehlo.convert %37 : (tensor<2x6x16xbf16>) -> tensor<2x6x16xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %39 = stablehlo.reduce(%38 init: %cst_7) applies stablehlo.add across dimensions = [2] : (tensor<2x6x16xf32>, tensor<f32>) -> tensor<2x6xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1] : (tensor<2x6xf32>) -> tensor<2x6x1xf32>
    %cst_8 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x6x1xf32>
    %42 = stablehlo.divide %40, %41 : tensor<2x6x1xf32>
    %43 = stablehlo.convert %42 : (tensor<2x6x1xf32>) -> tensor<2x6x1xbf16>
    %cst_9 = stablehlo.constant dense<1.001360e-05> : tensor<bf16>
    %44 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<bf16>) -> tensor<2x6x1xbf16>
    %45 = stablehlo.add %43, %44 : tensor<2x6x1xbf16>
    %46 = stablehlo.rsqrt %45 : tensor<2x6x1xbf16>
    %50 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2] : (tensor<2x6x1xbf16>) -> tensor<2x6x16xbf16>
    %51 = stablehlo.multiply %36, %50 : tensor<2x6x16xbf16>
    %52 = stablehlo.reshape %arg1 : (tensor<16xbf16>) -> tensor<1x1x16xbf16>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0, 1, 2] : (tensor<1x1x16xbf16>) -> tensor<2x6x16xbf16>
    %54 = stablehlo.multiply %51, %53 : tensor<2x6x16xbf16>
    %55 = stablehlo.reshape %arg2 : (tensor<16xbf16>) -> tensor<1x1x16xbf16>
    %56 = stablehlo.broadcast_in_dim %55, dims = [0, 1, 2] : (tensor<1x1x16xbf16>) -> tensor<2x6x16xbf16>
    %57 = stablehlo.add %54, %56 : tensor<2x6x16xbf16>
    return %57 : tensor<2x6x16xbf16>
  }
  func.func private @recompose.layer_norm.1(%arg0: tensor<2x6x16xbf16>, %arg1: tensor<16xbf16>, %arg2: tensor<16xbf16>) -> tensor<2x6x16xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<2x6x16xbf16>) -> tensor<2x6x16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x6x16xf32>, tensor<f32>) -> tensor<2x6xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<2x6xf32>) -> tensor<2x6x1xf32>
    %cst_0 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x6x1xf32>
    %4 = stablehlo.divide %2, %3 : tensor<2x6x1xf32>
    %5 = stablehlo.convert %4 : (tensor<2x6x1xf32>) -> tensor<2x6x1xbf16>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2] : (tensor<2x6x1xbf16>) -> tensor<2x6x16xbf16>
    %7 = stablehlo.subtract %arg0, %6 : tensor<2x6x16xbf16>
    %8 = stablehlo.multiply %7, %7 : tensor<2x6x16xbf16>
    %9 = stablehlo.convert %8 : (tensor<2x6x16xbf16>) -> tensor<2x6x16xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%9 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x6x16xf32>, tensor<f32>) -> tensor<2x6xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<2x6xf32>) -> tensor<2x6x1xf32>
    %cst_2 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x6x1xf32>
    %13 = stablehlo.divide %11, %12 : tensor<2x6x1xf32>
    %14 = stablehlo.convert %13 : (tensor<2x6x1xf32>) -> tensor<2x6x1xbf16>
    %cst_3 = stablehlo.constant dense<1.001360e-05> : tensor<bf16>
    %15 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<bf16>) -> tensor<2x6x1xbf16>
    %16 = stablehlo.add %14, %15 : tensor<2x6x1xbf16>
    %17 = stablehlo.rsqrt %16 : tensor<2x6x1xbf16>
    %21 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2] : (tensor<2x6x1xbf16>) -> tensor<2x6x16xbf16>
    %22 = stablehlo.multiply %7, %21 : tensor<2x6x16xbf16>
    %23 = stablehlo.reshape %arg1 : (tensor<16xbf16>) -> tensor<1x1x16xbf16>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2] : (tensor<1x1x16xbf16>) -> tensor<2x6x16xbf16>
    %25 = stablehlo.multiply %22, %24 : tensor<2x6x16xbf16>
    %26 = stablehlo.reshape %arg2 : (tensor<16xbf16>) -> tensor<1x1x16xbf16>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2] : (tensor<1x1x16xbf16>) -> tensor<2x6x16xbf16>
    %28 = stablehlo.add %25, %27 : tensor<2x6x16xbf16>
    return %28 : tensor<2x6x16xbf16>
  }
}
