module @jit_grad_norm_scale_vmap_rms_axis2_bf16 {
  func.func public @main(%arg0: tensor<2x3x144x10xbf16>, %arg1: tensor<2x3x144x10xbf16>, %arg2: tensor<144xbf16>) -> (tensor<2x3x144x10xbf16>, tensor<2x3x144xbf16>) {
    %14 = stablehlo.composite "recompose.rms_norm" %arg0, %arg2 {composite_attributes = {cols = 144 : i64, inner = 10 : i64, eps = 1.00135803e-05 : f32, scale = 1 : i64}, decomposition = @recompose.rms_norm.0} : (tensor<2x3x144x10xbf16>, tensor<144xbf16>) -> tensor<2x3x144x10xbf16>
    %17 = stablehlo.composite "recompose.rms_norm_grad_scale" %arg0, %arg1 {composite_attributes = {cols = 144 : i64, inner = 10 : i64, eps = 1.00135803e-05 : f32}, decomposition = @recompose.rms_norm_grad_scale.0} : (tensor<2x3x144x10xbf16>, tensor<2x3x144x10xbf16>) -> tensor<2x3x144xbf16>
    return %14, %17 : tensor<2x3x144x10xbf16>, tensor<2x3x144xbf16>
  }
  func.func private @recompose.rms_norm_grad_scale.0(%arg0: tensor<2x3x144x10xbf16>, %arg1: tensor<2x3x144x10xbf16>) -> tensor<2x3x144xbf16> {
    %1 = stablehlo.multiply %arg0, %arg0 : tensor<2x3x144x10xbf16>
    %2 = stablehlo.constant dense<0.00000000e+00> : tensor<bf16>
    %3 = stablehlo.reduce(%1 init: %2) applies stablehlo.add across dimensions = [2] : (tensor<2x3x144x10xbf16>, tensor<bf16>) -> tensor<2x3x10xbf16>
    %4 = stablehlo.constant dense<6.94444444e-03> : tensor<bf16>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<bf16>) -> tensor<2x3x10xbf16>
    %6 = stablehlo.multiply %3, %5 : tensor<2x3x10xbf16>
    %7 = stablehlo.constant dense<1.00000000e-05> : tensor<bf16>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<bf16>) -> tensor<2x3x10xbf16>
    %9 = stablehlo.add %6, %8 : tensor<2x3x10xbf16>
    %10 = stablehlo.rsqrt %9 : tensor<2x3x10xbf16>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1, 3] : (tensor<2x3x10xbf16>) -> tensor<2x3x144x10xbf16>
    %12 = stablehlo.multiply %arg0, %11 : tensor<2x3x144x10xbf16>
    %15 = stablehlo.multiply %arg1, %12 : tensor<2x3x144x10xbf16>
    %16 = stablehlo.constant dense<0.00000000e+00> : tensor<bf16>
    %17 = stablehlo.reduce(%15 init: %16) applies stablehlo.add across dimensions = [3] : (tensor<2x3x144x10xbf16>, tensor<bf16>) -> tensor<2x3x144xbf16>
    return %17 : tensor<2x3x144xbf16>
  }
  func.func private @recompose.rms_norm.0(%arg0: tensor<2x3x144x10xbf16>, %arg1: tensor<144xbf16>) -> tensor<2x3x144x10xbf16> {
    %1 = stablehlo.multiply %arg0, %arg0 : tensor<2x3x144x10xbf16>
    %2 = stablehlo.constant dense<0.00000000e+00> : tensor<bf16>
    %3 = stablehlo.reduce(%1 init: %2) applies stablehlo.add across dimensions = [2] : (tensor<2x3x144x10xbf16>, tensor<bf16>) -> tensor<2x3x10xbf16>
    %4 = stablehlo.constant dense<6.94444444e-03> : tensor<bf16>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<bf16>) -> tensor<2x3x10xbf16>
    %6 = stablehlo.multiply %3, %5 : tensor<2x3x10xbf16>
    %7 = stablehlo.constant dense<1.00000000e-05> : tensor<bf16>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<bf16>) -> tensor<2x3x10xbf16>
    %9 = stablehlo.add %6, %8 : tensor<2x3x10xbf16>
    %10 = stablehlo.rsqrt %9 : tensor<2x3x10xbf16>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1, 3] : (tensor<2x3x10xbf16>) -> tensor<2x3x144x10xbf16>
    %12 = stablehlo.multiply %arg0, %11 : tensor<2x3x144x10xbf16>
    %13 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<144xbf16>) -> tensor<2x3x144x10xbf16>
    %14 = stablehlo.multiply %12, %13 : tensor<2x3x144x10xbf16>
    return %14 : tensor<2x3x144x10xbf16>
  }
}
