module {
  func.func @main(%arg0: tensor<4xf32>) -> (tensor<3xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.negate %arg0 : tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}
