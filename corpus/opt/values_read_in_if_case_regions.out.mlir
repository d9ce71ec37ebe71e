module @jit_values_read_in_if_case_regions {
  func.func public @main(%arg0: tensor<4x64xf32>, %arg1: tensor<i1>, %arg2: tensor<i32>) -> (tensor<4x64xf32>, tensor<4x64xf32>) {
    %1 = stablehlo.composite "recompose.silu" %arg0 {composite_attributes = {}, decomposition = @recompose.silu.0} : (tensor<4x64xf32>) -> tensor<4x64xf32>
    %2 = "stablehlo.if"(%arg1) ({
      %cst = stablehlo.constant dense<2.000000e+00> : tensor<4x64xf32>
      %9 = stablehlo.multiply %1, %cst : tensor<4x64xf32>
      stablehlo.return %9 : tensor<4x64xf32>
    }, {
      %9 = stablehlo.tanh %arg0 : tensor<4x64xf32>
      stablehlo.return %9 : tensor<4x64xf32>
    }) : (tensor<i1>) -> tensor<4x64xf32>
    %10 = stablehlo.composite "recompose.softmax" %arg0 {composite_attributes = {cols = 64 : i64}, decomposition = @recompose.softmax.0} : (tensor<4x64xf32>) -> tensor<4x64xf32>
    %11 = "stablehlo.case"(%arg2) ({
      stablehlo.return %arg0 : tensor<4x64xf32>
    }, {
      %12 = stablehlo.add %10, %arg0 : tensor<4x64xf32>
      stablehlo.return %12 : tensor<4x64xf32>
    }) : (tensor<i32>) -> tensor<4x64xf32>
    return %2, %11 : tensor<4x64xf32>, tensor<4x64xf32>
  }
  func.func private @recompose.softmax.0(%arg0: tensor<4x64xf32>) -> tensor<4x64xf32> {
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %3 = stablehlo.reduce(%arg0 init: %cst_0) applies stablehlo.maximum across dimensions = [1] : (tensor<4x64xf32>, tensor<f32>) -> tensor<4xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<4xf32>) -> tensor<4x64xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<4x64xf32>
    %6 = stablehlo.exponential %5 : tensor<4x64xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<4x64xf32>, tensor<f32>) -> tensor<4xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<4xf32>) -> tensor<4x64xf32>
    %10 = stablehlo.divide %6, %8 : tensor<4x64xf32>
    return %10 : tensor<4x64xf32>
  }
  func.func private @recompose.silu.0(%arg0: tensor<4x64xf32>) -> tensor<4x64xf32> {
    %0 = stablehlo.logistic %arg0 : tensor<4x64xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<4x64xf32>
    return %1 : tensor<4x64xf32>
  }
}
