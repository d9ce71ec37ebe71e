module @jit_grad_chain_gelu_tanh_bias_jax_vjp {
  func.func public @main(%arg0: tensor<4x256xf32>, %arg1: tensor<4x256xf32>, %arg2: tensor<256xf32>) -> (tensor<4x256xf32>, tensor<4x256xf32>) {
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<256xf32>) -> tensor<4x256xf32>
    %18 = stablehlo.composite "recompose.gelu_tanh" %arg0 {composite_attributes = {}, decomposition = @recompose.gelu_tanh.0} : (tensor<4x256xf32>) -> tensor<4x256xf32>
    %19 = stablehlo.add %18, %1 : tensor<4x256xf32>
    %36 = stablehlo.composite "recompose.gelu_tanh" %19 {composite_attributes = {}, decomposition = @recompose.gelu_tanh.0} : (tensor<4x256xf32>) -> tensor<4x256xf32>
    %68 = stablehlo.composite "recompose.gelu_tanh_grad" %19, %arg1 {composite_attributes = {}, decomposition = @recompose.gelu_tanh_grad.0} : (tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<4x256xf32>
    %100 = stablehlo.composite "recompose.gelu_tanh_grad" %arg0, %68 {composite_attributes = {}, decomposition = @recompose.gelu_tanh_grad.0} : (tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<4x256xf32>
    return %36, %100 : tensor<4x256xf32>, tensor<4x256xf32>
  }
  func.func private @recompose.gelu_tanh_grad.0(%arg0: tensor<4x256xf32>, %arg1: tensor<4x256xf32>) -> tensor<4x256xf32> {
    %69 = stablehlo.constant dense<7.97884583e-01> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %71 = stablehlo.constant dense<4.47150000e-02> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %73 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %75 = stablehlo.constant dense<5.00000000e-01> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %77 = stablehlo.multiply %arg0, %arg0 : tensor<4x256xf32>
    %78 = stablehlo.multiply %77, %arg0 : tensor<4x256xf32>
    %79 = stablehlo.multiply %78, %72 : tensor<4x256xf32>
    %80 = stablehlo.add %arg0, %79 : tensor<4x256xf32>
    %81 = stablehlo.multiply %80, %70 : tensor<4x256xf32>
    %82 = stablehlo.tanh %81 : tensor<4x256xf32>
    %83 = stablehlo.add %82, %74 : tensor<4x256xf32>
    %84 = stablehlo.multiply %83, %76 : tensor<4x256xf32>
    %85 = stablehlo.multiply %arg1, %84 : tensor<4x256xf32>
    %86 = stablehlo.multiply %arg0, %arg1 : tensor<4x256xf32>
    %87 = stablehlo.multiply %86, %76 : tensor<4x256xf32>
    %88 = stablehlo.subtract %74, %82 : tensor<4x256xf32>
    %89 = stablehlo.multiply %87, %88 : tensor<4x256xf32>
    %90 = stablehlo.multiply %89, %82 : tensor<4x256xf32>
    %91 = stablehlo.add %89, %90 : tensor<4x256xf32>
    %92 = stablehlo.multiply %91, %70 : tensor<4x256xf32>
    %93 = stablehlo.multiply %arg0, %arg0 : tensor<4x256xf32>
    %94 = stablehlo.constant dense<3.00000000e+00> : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %94, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %96 = stablehlo.multiply %93, %95 : tensor<4x256xf32>
    %97 = stablehlo.add %85, %92 : tensor<4x256xf32>
    %98 = stablehlo.multiply %92, %72 : tensor<4x256xf32>
    %99 = stablehlo.multiply %98, %96 : tensor<4x256xf32>
    %100 = stablehlo.add %97, %99 : tensor<4x256xf32>
    return %100 : tensor<4x256xf32>
  }
  func.func private @recompose.gelu_tanh.0(%arg0: tensor<4x256xf32>) -> tensor<4x256xf32> {
    %20 = stablehlo.multiply %arg0, %arg0 : tensor<4x256xf32>
    %21 = stablehlo.multiply %20, %arg0 : tensor<4x256xf32>
    %22 = stablehlo.constant dense<4.47150000e-02> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %24 = stablehlo.multiply %21, %23 : tensor<4x256xf32>
    %25 = stablehlo.add %arg0, %24 : tensor<4x256xf32>
    %26 = stablehlo.constant dense<7.97884583e-01> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %28 = stablehlo.multiply %25, %27 : tensor<4x256xf32>
    %29 = stablehlo.tanh %28 : tensor<4x256xf32>
    %30 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %32 = stablehlo.add %29, %31 : tensor<4x256xf32>
    %33 = stablehlo.constant dense<5.00000000e-01> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %35 = stablehlo.multiply %32, %34 : tensor<4x256xf32>
    %36 = stablehlo.multiply %arg0, %35 : tensor<4x256xf32>
    return %36 : tensor<4x256xf32>
  }
}
