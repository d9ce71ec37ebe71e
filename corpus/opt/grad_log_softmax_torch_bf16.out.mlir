module @jit_grad_log_softmax_torch_bf16 {
  func.func public @main(%arg0: tensor<4x256xbf16>, %arg1: tensor<4x256xbf16>) -> (tensor<4x256xbf16>) {
    %6 = stablehlo.composite "recompose.log_softmax_grad" %arg0, %arg1 {composite_attributes = {cols = 256 : i64}, decomposition = @recompose.log_softmax_grad.0} : (tensor<4x256xbf16>, tensor<4x256xbf16>) -> tensor<4x256xbf16>
    return %6 : tensor<4x256xbf16>
  }
  func.func private @recompose.log_softmax_grad.0(%arg0: tensor<4x256xbf16>, %arg1: tensor<4x256xbf16>) -> tensor<4x256xbf16> {
    %1 = stablehlo.constant dense<0.00000000e+00> : tensor<bf16>
    %2 = stablehlo.reduce(%arg1 init: %1) applies stablehlo.add across dimensions = [1] : (tensor<4x256xbf16>, tensor<bf16>) -> tensor<4xbf16>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<4xbf16>) -> tensor<4x256xbf16>
    %4 = stablehlo.exponential %arg0 : tensor<4x256xbf16>
    %5 = stablehlo.multiply %4, %3 : tensor<4x256xbf16>
    %6 = stablehlo.subtract %arg1, %5 : tensor<4x256xbf16>
    return %6 : tensor<4x256xbf16>
  }
}
