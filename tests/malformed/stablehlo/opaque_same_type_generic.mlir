module @m {
  func.func @main(%arg0: tensor<2x3xf64>) -> tensor<2x3xf32> {
    %0 = "stablehlo.reduce_precision"(%arg0) {exponent_bits = 5 : i32, mantissa_bits = 10 : i32} : (tensor<2x3xf64>) -> tensor<2x3xf32>
    return %0 : tensor<2x3xf32>
  }
}
