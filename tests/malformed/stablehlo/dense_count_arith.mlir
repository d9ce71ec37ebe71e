module {
  func.func @main(%arg0: tensor<2xf32>) -> tensor<2xf32> {
    %0 = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00]> : tensor<2xf32>
    return %0 : tensor<2xf32>
  }
}
