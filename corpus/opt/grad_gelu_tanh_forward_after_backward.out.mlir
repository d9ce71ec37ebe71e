module @jit_grad_gelu_tanh_forward_after_backward {
  func.func public @main(%arg0: tensor<4x256xf32>, %arg1: tensor<4x256xf32>) -> (tensor<4x256xf32>, tensor<4x256xf32>) {
    %31 = stablehlo.composite "recompose.gelu_tanh_grad" %arg0, %arg1 {composite_attributes = {}, decomposition = @recompose.gelu_tanh_grad.0} : (tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<4x256xf32>
    %33 = stablehlo.composite "recompose.gelu_tanh" %arg0 {composite_attributes = {}, decomposition = @recompose.gelu_tanh.0} : (tensor<4x256xf32>) -> tensor<4x256xf32>
    return %31, %33 : tensor<4x256xf32>, tensor<4x256xf32>
  }
  func.func private @recompose.gelu_tanh_grad.0(%arg0: tensor<4x256xf32>, %arg1: tensor<4x256xf32>) -> tensor<4x256xf32> {
    %1 = stablehlo.constant dense<7.97884583e-01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %3 = stablehlo.constant dense<4.47150000e-02> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %5 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %7 = stablehlo.constant dense<5.00000000e-01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %9 = stablehlo.multiply %arg0, %arg0 : tensor<4x256xf32>
    %10 = stablehlo.multiply %9, %arg0 : tensor<4x256xf32>
    %11 = stablehlo.multiply %10, %4 : tensor<4x256xf32>
    %12 = stablehlo.add %arg0, %11 : tensor<4x256xf32>
    %13 = stablehlo.multiply %12, %2 : tensor<4x256xf32>
    %14 = stablehlo.tanh %13 : tensor<4x256xf32>
    %15 = stablehlo.add %14, %6 : tensor<4x256xf32>
    %16 = stablehlo.multiply %15, %8 : tensor<4x256xf32>
    %17 = stablehlo.multiply %arg0, %8 : tensor<4x256xf32>
    %18 = stablehlo.multiply %17, %arg1 : tensor<4x256xf32>
    %19 = stablehlo.multiply %14, %14 : tensor<4x256xf32>
    %20 = stablehlo.subtract %6, %19 : tensor<4x256xf32>
    %21 = stablehlo.multiply %18, %20 : tensor<4x256xf32>
    %22 = stablehlo.multiply %arg0, %arg0 : tensor<4x256xf32>
    %23 = stablehlo.constant dense<3.00000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %25 = stablehlo.multiply %22, %24 : tensor<4x256xf32>
    %26 = stablehlo.multiply %25, %4 : tensor<4x256xf32>
    %27 = stablehlo.add %26, %6 : tensor<4x256xf32>
    %28 = stablehlo.multiply %arg1, %16 : tensor<4x256xf32>
    %29 = stablehlo.multiply %21, %2 : tensor<4x256xf32>
    %30 = stablehlo.multiply %29, %27 : tensor<4x256xf32>
    %31 = stablehlo.add %28, %30 : tensor<4x256xf32>
    return %31 : tensor<4x256xf32>
  }
  func.func private @recompose.gelu_tanh.0(%arg0: tensor<4x256xf32>) -> tensor<4x256xf32> {
    %1 = stablehlo.constant dense<7.97884583e-01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %3 = stablehlo.constant dense<4.47150000e-02> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %5 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %7 = stablehlo.constant dense<5.00000000e-01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %9 = stablehlo.multiply %arg0, %arg0 : tensor<4x256xf32>
    %10 = stablehlo.multiply %9, %arg0 : tensor<4x256xf32>
    %11 = stablehlo.multiply %10, %4 : tensor<4x256xf32>
    %12 = stablehlo.add %arg0, %11 : tensor<4x256xf32>
    %13 = stablehlo.multiply %12, %2 : tensor<4x256xf32>
    %14 = stablehlo.tanh %13 : tensor<4x256xf32>
    %17 = stablehlo.multiply %arg0, %8 : tensor<4x256xf32>
    %32 = stablehlo.add %14, %6 : tensor<4x256xf32>
    %33 = stablehlo.multiply %17, %32 : tensor<4x256xf32>
    return %33 : tensor<4x256xf32>
  }
}
