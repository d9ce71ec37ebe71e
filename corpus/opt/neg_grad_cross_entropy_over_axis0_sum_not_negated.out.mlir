module @jit_neg_grad_cross_entropy_over_axis0_sum_not_negated {
  func.func public @main(%arg0: tensor<4x256xf32>, %arg1: tensor<4x256xf32>) -> (tensor<4x256xf32>, tensor<4x256xf32>) {
    %10 = stablehlo.composite "recompose.log_softmax" %arg0 {composite_attributes = {cols = 4 : i64, inner = 256 : i64}, decomposition = @recompose.log_softmax.0} : (tensor<4x256xf32>) -> tensor<4x256xf32>
    %11 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %12 = stablehlo.reduce(%10 init: %11) applies stablehlo.maximum across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %14 = stablehlo.subtract %10, %13 : tensor<4x256xf32>
    %15 = stablehlo.exponential %14 : tensor<4x256xf32>
    %16 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %17 = stablehlo.reduce(%15 init: %16) applies stablehlo.add across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %18 = stablehlo.constant dense<-2.50000000e-01> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %20 = stablehlo.multiply %arg1, %19 : tensor<4x256xf32>
    %21 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %22 = stablehlo.reduce(%20 init: %21) applies stablehlo.add across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %23 = stablehlo.divide %22, %17 : tensor<4xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %25 = stablehlo.multiply %24, %15 : tensor<4x256xf32>
    %26 = stablehlo.add %20, %25 : tensor<4x256xf32>
    return %10, %26 : tensor<4x256xf32>, tensor<4x256xf32>
  }
  func.func private @recompose.log_softmax.0(%arg0: tensor<4x256xf32>) -> tensor<4x256xf32> {
    %1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %2 = stablehlo.reduce(%arg0 init: %1) applies stablehlo.maximum across dimensions = [0] : (tensor<4x256xf32>, tensor<f32>) -> tensor<256xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<256xf32>) -> tensor<4x256xf32>
    %4 = stablehlo.subtract %arg0, %3 : tensor<4x256xf32>
    %5 = stablehlo.exponential %4 : tensor<4x256xf32>
    %6 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%5 init: %6) applies stablehlo.add across dimensions = [0] : (tensor<4x256xf32>, tensor<f32>) -> tensor<256xf32>
    %8 = stablehlo.log %7 : tensor<256xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [1] : (tensor<256xf32>) -> tensor<4x256xf32>
    %10 = stablehlo.subtract %4, %9 : tensor<4x256xf32>
    return %10 : tensor<4x256xf32>
  }
}
