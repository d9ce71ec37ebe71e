module @jit_shared_inits_softmax_blocks {
  func.func public @main(%arg0: tensor<4x64xf32>) -> (tensor<4x64xf32>) {
    %9 = stablehlo.composite "recompose.softmax" %arg0 {composite_attributes = {cols = 64 : i64}, decomposition = @recompose.softmax.2} : (tensor<4x64xf32>) -> tensor<4x64xf32>
    %10 = stablehlo.add %9, %arg0 : tensor<4x64xf32>
    %17 = stablehlo.composite "recompose.softmax" %10 {composite_attributes = {cols = 64 : i64}, decomposition = @recompose.softmax.1} : (tensor<4x64xf32>) -> tensor<4x64xf32>
    %18 = stablehlo.add %17, %arg0 : tensor<4x64xf32>
    %25 = stablehlo.composite "recompose.softmax" %18 {composite_attributes = {cols = 64 : i64}, decomposition = @recompose.softmax.0} : (tensor<4x64xf32>) -> tensor<4x64xf32>
    %26 = stablehlo.add %25, %arg0 : tensor<4x64xf32>
    return %26 : tensor<4x64xf32>
  }
  func.func private @recompose.softmax.0(%arg0: tensor<4x64xf32>) -> tensor<4x64xf32> {
    %1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %2 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %19 = stablehlo.reduce(%arg0 init: %1) applies stablehlo.maximum across dimensions = [1] : (tensor<4x64xf32>, tensor<f32>) -> tensor<4xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0] : (tensor<4xf32>) -> tensor<4x64xf32>
    %21 = stablehlo.subtract %arg0, %20 : tensor<4x64xf32>
    %22 = stablehlo.exponential %21 : tensor<4x64xf32>
    %23 = stablehlo.reduce(%22 init: %2) applies stablehlo.add across dimensions = [1] : (tensor<4x64xf32>, tensor<f32>) -> tensor<4xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0] : (tensor<4xf32>) -> tensor<4x64xf32>
    %25 = stablehlo.divide %22, %24 : tensor<4x64xf32>
    return %25 : tensor<4x64xf32>
  }
  func.func private @recompose.softmax.1(%arg0: tensor<4x64xf32>) -> tensor<4x64xf32> {
    %1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %2 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%arg0 init: %1) applies stablehlo.maximum across dimensions = [1] : (tensor<4x64xf32>, tensor<f32>) -> tensor<4xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<4xf32>) -> tensor<4x64xf32>
    %13 = stablehlo.subtract %arg0, %12 : tensor<4x64xf32>
    %14 = stablehlo.exponential %13 : tensor<4x64xf32>
    %15 = stablehlo.reduce(%14 init: %2) applies stablehlo.add across dimensions = [1] : (tensor<4x64xf32>, tensor<f32>) -> tensor<4xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0] : (tensor<4xf32>) -> tensor<4x64xf32>
    %17 = stablehlo.divide %14, %16 : tensor<4x64xf32>
    return %17 : tensor<4x64xf32>
  }
  func.func private @recompose.softmax.2(%arg0: tensor<4x64xf32>) -> tensor<4x64xf32> {
    %1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %2 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%arg0 init: %1) applies stablehlo.maximum across dimensions = [1] : (tensor<4x64xf32>, tensor<f32>) -> tensor<4xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<4xf32>) -> tensor<4x64xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<4x64xf32>
    %6 = stablehlo.exponential %5 : tensor<4x64xf32>
    %7 = stablehlo.reduce(%6 init: %2) applies stablehlo.add across dimensions = [1] : (tensor<4x64xf32>, tensor<f32>) -> tensor<4xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<4xf32>) -> tensor<4x64xf32>
    %9 = stablehlo.divide %6, %8 : tensor<4x64xf32>
    return %9 : tensor<4x64xf32>
  }
}
