module @jit_grad_softmax_jax_vjp_exp_lse_ce {
  func.func public @main(%arg0: tensor<4x256xf32>, %arg1: tensor<4x256xf32>) -> (tensor<4x256xf32>, tensor<4x256xf32>) {
    %13 = stablehlo.composite "recompose.softmax" %arg0 {composite_attributes = {cols = 256 : i64}, decomposition = @recompose.softmax.0} : (tensor<4x256xf32>) -> tensor<4x256xf32>
    %23 = stablehlo.composite "recompose.log_softmax" %13 {composite_attributes = {cols = 256 : i64}, decomposition = @recompose.log_softmax.0} : (tensor<4x256xf32>) -> tensor<4x256xf32>
    %v0 = stablehlo.exponential %23 : tensor<4x256xf32>
    %24 = stablehlo.constant dense<-2.50000000e-01> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %26 = stablehlo.multiply %arg1, %25 : tensor<4x256xf32>
    %33 = stablehlo.composite "recompose.log_softmax_grad" %v0, %26 {composite_attributes = {cols = 256 : i64, from_exp = 1 : i64}, decomposition = @recompose.log_softmax_grad.0} : (tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<4x256xf32>
    %41 = stablehlo.composite "recompose.softmax_grad" %13, %33 {composite_attributes = {cols = 256 : i64, from_exp = 1 : i64}, decomposition = @recompose.softmax_grad.0} : (tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<4x256xf32>
    return %23, %41 : tensor<4x256xf32>, tensor<4x256xf32>
  }
  func.func private @recompose.softmax_grad.0(%arg0: tensor<4x256xf32>, %arg1: tensor<4x256xf32>) -> tensor<4x256xf32> {
    %6 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%arg0 init: %6) applies stablehlo.add across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %8 = stablehlo.abs %7 : tensor<4xf32>
    %v1 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %13 = stablehlo.divide %arg0, %v1 : tensor<4x256xf32>
    %34 = stablehlo.multiply %arg1, %13 : tensor<4x256xf32>
    %35 = stablehlo.negate %34 : tensor<4x256xf32>
    %36 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %37 = stablehlo.reduce(%35 init: %36) applies stablehlo.add across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %38 = stablehlo.divide %37, %8 : tensor<4xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %40 = stablehlo.multiply %39, %arg0 : tensor<4x256xf32>
    %41 = stablehlo.add %34, %40 : tensor<4x256xf32>
    return %41 : tensor<4x256xf32>
  }
  func.func private @recompose.log_softmax_grad.0(%arg0: tensor<4x256xf32>, %arg1: tensor<4x256xf32>) -> tensor<4x256xf32> {
    %19 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %20 = stablehlo.reduce(%arg0 init: %19) applies stablehlo.add across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %27 = stablehlo.negate %arg1 : tensor<4x256xf32>
    %28 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %29 = stablehlo.reduce(%27 init: %28) applies stablehlo.add across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %30 = stablehlo.divide %29, %20 : tensor<4xf32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %32 = stablehlo.multiply %31, %arg0 : tensor<4x256xf32>
    %33 = stablehlo.add %arg1, %32 : tensor<4x256xf32>
    return %33 : tensor<4x256xf32>
  }
  func.func private @recompose.log_softmax.0(%arg0: tensor<4x256xf32>) -> tensor<4x256xf32> {
    %14 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %15 = stablehlo.reduce(%arg0 init: %14) applies stablehlo.maximum across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %17 = stablehlo.subtract %arg0, %16 : tensor<4x256xf32>
    %18 = stablehlo.exponential %17 : tensor<4x256xf32>
    %19 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %20 = stablehlo.reduce(%18 init: %19) applies stablehlo.add across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %21 = stablehlo.log %20 : tensor<4xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %23 = stablehlo.subtract %17, %22 : tensor<4x256xf32>
    return %23 : tensor<4x256xf32>
  }
  func.func private @recompose.softmax.0(%arg0: tensor<4x256xf32>) -> tensor<4x256xf32> {
    %1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %2 = stablehlo.reduce(%arg0 init: %1) applies stablehlo.maximum across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %4 = stablehlo.subtract %arg0, %3 : tensor<4x256xf32>
    %5 = stablehlo.exponential %4 : tensor<4x256xf32>
    %6 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%5 init: %6) applies stablehlo.add across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %8 = stablehlo.abs %7 : tensor<4xf32>
    %v2 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %13 = stablehlo.divide %5, %v2 : tensor<4x256xf32>
    return %13 : tensor<4x256xf32>
  }
}
