module @jit_grad_chain_softmax_jax_vjp {
  func.func public @main(%arg0: tensor<4x256xf32>, %arg1: tensor<4x256xf32>) -> (tensor<4x256xf32>, tensor<4x256xf32>) {
    %9 = stablehlo.composite "recompose.softmax" %arg0 {composite_attributes = {cols = 256 : i64}, decomposition = @recompose.softmax.1} : (tensor<4x256xf32>) -> tensor<4x256xf32>
    %18 = stablehlo.composite "recompose.softmax" %9 {composite_attributes = {cols = 256 : i64}, decomposition = @recompose.softmax.0} : (tensor<4x256xf32>) -> tensor<4x256xf32>
    %33 = stablehlo.composite "recompose.softmax_grad" %18, %arg1 {composite_attributes = {cols = 256 : i64, from_exp = 1 : i64}, decomposition = @recompose.softmax_grad.1} : (tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<4x256xf32>
    %48 = stablehlo.composite "recompose.softmax_grad" %9, %33 {composite_attributes = {cols = 256 : i64, from_exp = 1 : i64}, decomposition = @recompose.softmax_grad.0} : (tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<4x256xf32>
    return %18, %48 : tensor<4x256xf32>, tensor<4x256xf32>
  }
  func.func private @recompose.softmax_grad.0(%arg0: tensor<4x256xf32>, %arg1: tensor<4x256xf32>) -> tensor<4x256xf32> {
    %6 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%arg0 init: %6) applies stablehlo.add across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %34 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %36 = stablehlo.multiply %7, %7 : tensor<4xf32>
    %37 = stablehlo.divide %35, %36 : tensor<4xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %39 = stablehlo.multiply %arg1, %38 : tensor<4x256xf32>
    %40 = stablehlo.multiply %39, %arg0 : tensor<4x256xf32>
    %41 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %42 = stablehlo.reduce(%40 init: %41) applies stablehlo.add across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %43 = stablehlo.negate %42 : tensor<4xf32>
    %44 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %45 = stablehlo.divide %arg1, %44 : tensor<4x256xf32>
    %46 = stablehlo.broadcast_in_dim %43, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %47 = stablehlo.add %45, %46 : tensor<4x256xf32>
    %48 = stablehlo.multiply %47, %arg0 : tensor<4x256xf32>
    return %48 : tensor<4x256xf32>
  }
  func.func private @recompose.softmax_grad.1(%arg0: tensor<4x256xf32>, %arg1: tensor<4x256xf32>) -> tensor<4x256xf32> {
    %15 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %16 = stablehlo.reduce(%arg0 init: %15) applies stablehlo.add across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %19 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %21 = stablehlo.multiply %16, %16 : tensor<4xf32>
    %22 = stablehlo.divide %20, %21 : tensor<4xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %24 = stablehlo.multiply %arg1, %23 : tensor<4x256xf32>
    %25 = stablehlo.multiply %24, %arg0 : tensor<4x256xf32>
    %26 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %27 = stablehlo.reduce(%25 init: %26) applies stablehlo.add across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %28 = stablehlo.negate %27 : tensor<4xf32>
    %29 = stablehlo.broadcast_in_dim %16, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %30 = stablehlo.divide %arg1, %29 : tensor<4x256xf32>
    %31 = stablehlo.broadcast_in_dim %28, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %32 = stablehlo.add %30, %31 : tensor<4x256xf32>
    %33 = stablehlo.multiply %32, %arg0 : tensor<4x256xf32>
    return %33 : tensor<4x256xf32>
  }
  func.func private @recompose.softmax.0(%arg0: tensor<4x256xf32>) -> tensor<4x256xf32> {
    %10 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %11 = stablehlo.reduce(%arg0 init: %10) applies stablehlo.maximum across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %13 = stablehlo.subtract %arg0, %12 : tensor<4x256xf32>
    %14 = stablehlo.exponential %13 : tensor<4x256xf32>
    %15 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %16 = stablehlo.reduce(%14 init: %15) applies stablehlo.add across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %18 = stablehlo.divide %14, %17 : tensor<4x256xf32>
    return %18 : tensor<4x256xf32>
  }
  func.func private @recompose.softmax.1(%arg0: tensor<4x256xf32>) -> tensor<4x256xf32> {
    %1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %2 = stablehlo.reduce(%arg0 init: %1) applies stablehlo.maximum across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %4 = stablehlo.subtract %arg0, %3 : tensor<4x256xf32>
    %5 = stablehlo.exponential %4 : tensor<4x256xf32>
    %6 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%5 init: %6) applies stablehlo.add across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %9 = stablehlo.divide %5, %8 : tensor<4x256xf32>
    return %9 : tensor<4x256xf32>
  }
}
