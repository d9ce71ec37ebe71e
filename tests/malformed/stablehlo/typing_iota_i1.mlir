func.func @main() -> tensor<2xi1> {
  %0 = stablehlo.iota dim = 0 : tensor<2xi1>
  return %0 : tensor<2xi1>
}
