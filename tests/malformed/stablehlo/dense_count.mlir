module {
  func.func @main() -> tensor<3xf32> {
    %cst = stablehlo.constant dense<[1.000000e+00, 2.000000e+00]> : tensor<3xf32>
    return %cst : tensor<3xf32>
  }
}
