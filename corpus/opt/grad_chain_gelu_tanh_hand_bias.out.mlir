module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x16xf32>, %arg1: tensor<16xf32>, %arg2: tensor<4x16xf32>) -> (tensor<4x16xf32> {jax.result_info = "result[0]"}, tensor<4x16xf32> {jax.result_info = "result[1]"}, tensor<16xf32> {jax.result_info = "result[2]['bias']"}) {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<4x16xf32>
    %2 = stablehlo.add %arg0, %1 : tensor<4x16xf32>
    %17 = stablehlo.composite "recompose.gelu_tanh" %2 {composite_attributes = {}, decomposition = @recompose.gelu_tanh.0} : (tensor<4x16xf32>) -> tensor<4x16xf32>
    %18 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<4x16xf32>
    %20 = stablehlo.add %17, %19 : tensor<4x16xf32>
    %35 = stablehlo.composite "recompose.gelu_tanh" %20 {composite_attributes = {}, decomposition = @recompose.gelu_tanh.0} : (tensor<4x16xf32>) -> tensor<4x16xf32>
    %54 = stablehlo.composite "recompose.gelu_tanh_grad" %20, %arg2 {composite_attributes = {}, decomposition = @recompose.gelu_tanh_grad.0} : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %55 = stablehlo.reduce(%54 init: %cst_12) applies stablehlo.add across dimensions = [0] : (tensor<4x16xf32>, tensor<f32>) -> tensor<16xf32>
    %56 = stablehlo.reshape %55 : (tensor<16xf32>) -> tensor<1x16xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %57 = stablehlo.reduce(%56 init: %cst_13) applies stablehlo.add across dimensions = [0] : (tensor<1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %76 = stablehlo.composite "recompose.gelu_tanh_grad" %2, %54 {composite_attributes = {}, decomposition = @recompose.gelu_tanh_grad.0} : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %77 = stablehlo.reduce(%76 init: %cst_17) applies stablehlo.add across dimensions = [0] : (tensor<4x16xf32>, tensor<f32>) -> tensor<16xf32>
    %78 = stablehlo.reshape %77 : (tensor<16xf32>) -> tensor<1x16xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %79 = stablehlo.reduce(%78 init: %cst_18) applies stablehlo.add across dimensions = [0] : (tensor<1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %80 = stablehlo.add %57, %79 : tensor<16xf32>
    return %35, %76, %80 : tensor<4x16xf32>, tensor<4x16xf32>, tensor<16xf32>
  }
  func.func private @recompose.gelu_tanh_grad.0(%arg0: tensor<4x16xf32>, %arg1: tensor<4x16xf32>) -> tensor<4x16xf32> {
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %22 = stablehlo.multiply %21, %arg0 : tensor<4x16xf32>
    %cst_5 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %24 = stablehlo.multiply %23, %arg0 : tensor<4x16xf32>
    %25 = stablehlo.multiply %24, %arg0 : tensor<4x16xf32>
    %26 = stablehlo.multiply %25, %arg0 : tensor<4x16xf32>
    %27 = stablehlo.add %arg0, %26 : tensor<4x16xf32>
    %cst_6 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %29 = stablehlo.multiply %28, %27 : tensor<4x16xf32>
    %30 = stablehlo.tanh %29 : tensor<4x16xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %32 = stablehlo.subtract %31, %30 : tensor<4x16xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %34 = stablehlo.add %33, %30 : tensor<4x16xf32>
    %36 = stablehlo.multiply %22, %arg1 : tensor<4x16xf32>
    %37 = stablehlo.multiply %arg1, %34 : tensor<4x16xf32>
    %38 = stablehlo.multiply %36, %32 : tensor<4x16xf32>
    %39 = stablehlo.multiply %38, %30 : tensor<4x16xf32>
    %40 = stablehlo.add %38, %39 : tensor<4x16xf32>
    %cst_9 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %42 = stablehlo.multiply %41, %40 : tensor<4x16xf32>
    %43 = stablehlo.multiply %25, %42 : tensor<4x16xf32>
    %44 = stablehlo.add %42, %43 : tensor<4x16xf32>
    %45 = stablehlo.multiply %42, %arg0 : tensor<4x16xf32>
    %46 = stablehlo.multiply %24, %45 : tensor<4x16xf32>
    %47 = stablehlo.add %44, %46 : tensor<4x16xf32>
    %48 = stablehlo.multiply %45, %arg0 : tensor<4x16xf32>
    %cst_10 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %50 = stablehlo.multiply %49, %48 : tensor<4x16xf32>
    %51 = stablehlo.add %47, %50 : tensor<4x16xf32>
    %cst_11 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %53 = stablehlo.multiply %52, %37 : tensor<4x16xf32>
    %54 = stablehlo.add %51, %53 : tensor<4x16xf32>
    return %54 : tensor<4x16xf32>
  }
  func.func private @recompose.gelu_tanh.0(%arg0: tensor<4x16xf32>) -> tensor<4x16xf32> {
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %22 = stablehlo.multiply %21, %arg0 : tensor<4x16xf32>
    %cst_5 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %24 = stablehlo.multiply %23, %arg0 : tensor<4x16xf32>
    %25 = stablehlo.multiply %24, %arg0 : tensor<4x16xf32>
    %26 = stablehlo.multiply %25, %arg0 : tensor<4x16xf32>
    %27 = stablehlo.add %arg0, %26 : tensor<4x16xf32>
    %cst_6 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %29 = stablehlo.multiply %28, %27 : tensor<4x16xf32>
    %30 = stablehlo.tanh %29 : tensor<4x16xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %34 = stablehlo.add %33, %30 : tensor<4x16xf32>
    %35 = stablehlo.multiply %22, %34 : tensor<4x16xf32>
    return %35 : tensor<4x16xf32>
  }
}
