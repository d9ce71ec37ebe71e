func.func @main() -> tensor<i32> {
  %0 = stablehlo.iota dim = 0 : tensor<i32>
  return %0 : tensor<i32>
}
