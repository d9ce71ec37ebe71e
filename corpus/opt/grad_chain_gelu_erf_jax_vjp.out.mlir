module @jit_grad_chain_gelu_erf_jax_vjp {
  func.func public @main(%arg0: tensor<4x256xf32>, %arg1: tensor<4x256xf32>) -> (tensor<4x256xf32>, tensor<4x256xf32>) {
    %9 = stablehlo.composite "recompose.gelu_erf" %arg0 {composite_attributes = {}, decomposition = @recompose.gelu_erf.0} : (tensor<4x256xf32>) -> tensor<4x256xf32>
    %18 = stablehlo.composite "recompose.gelu_erf" %9 {composite_attributes = {}, decomposition = @recompose.gelu_erf.0} : (tensor<4x256xf32>) -> tensor<4x256xf32>
    %35 = stablehlo.composite "recompose.gelu_erf_grad" %9, %arg1 {composite_attributes = {}, decomposition = @recompose.gelu_erf_grad.0} : (tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<4x256xf32>
    %52 = stablehlo.composite "recompose.gelu_erf_grad" %arg0, %35 {composite_attributes = {}, decomposition = @recompose.gelu_erf_grad.0} : (tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<4x256xf32>
    return %18, %52 : tensor<4x256xf32>, tensor<4x256xf32>
  }
  func.func private @recompose.gelu_erf_grad.0(%arg0: tensor<4x256xf32>, %arg1: tensor<4x256xf32>) -> tensor<4x256xf32> {
    %1 = stablehlo.constant dense<5.00000000e-01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %3 = stablehlo.multiply %2, %arg0 : tensor<4x256xf32>
    %4 = stablehlo.negate %arg0 : tensor<4x256xf32>
    %5 = stablehlo.constant dense<7.07106769e-01> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %7 = stablehlo.multiply %4, %6 : tensor<4x256xf32>
    %8 = chlo.erfc %7 : tensor<4x256xf32> -> tensor<4x256xf32>
    %36 = chlo.square %7 : tensor<4x256xf32> -> tensor<4x256xf32>
    %37 = stablehlo.negate %36 : tensor<4x256xf32>
    %38 = stablehlo.exponential %37 : tensor<4x256xf32>
    %39 = stablehlo.constant dense<-1.12837923e+00> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %41 = stablehlo.multiply %3, %arg1 : tensor<4x256xf32>
    %42 = stablehlo.multiply %40, %41 : tensor<4x256xf32>
    %43 = stablehlo.multiply %42, %38 : tensor<4x256xf32>
    %44 = stablehlo.constant dense<7.07106769e-01> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %46 = stablehlo.multiply %43, %45 : tensor<4x256xf32>
    %47 = stablehlo.negate %46 : tensor<4x256xf32>
    %48 = stablehlo.constant dense<5.00000000e-01> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %50 = stablehlo.multiply %arg1, %8 : tensor<4x256xf32>
    %51 = stablehlo.multiply %49, %50 : tensor<4x256xf32>
    %52 = stablehlo.add %47, %51 : tensor<4x256xf32>
    return %52 : tensor<4x256xf32>
  }
  func.func private @recompose.gelu_erf.0(%arg0: tensor<4x256xf32>) -> tensor<4x256xf32> {
    %1 = stablehlo.constant dense<5.00000000e-01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %3 = stablehlo.multiply %2, %arg0 : tensor<4x256xf32>
    %4 = stablehlo.negate %arg0 : tensor<4x256xf32>
    %5 = stablehlo.constant dense<7.07106769e-01> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %7 = stablehlo.multiply %4, %6 : tensor<4x256xf32>
    %8 = chlo.erfc %7 : tensor<4x256xf32> -> tensor<4x256xf32>
    %9 = stablehlo.multiply %3, %8 : tensor<4x256xf32>
    return %9 : tensor<4x256xf32>
  }
}
