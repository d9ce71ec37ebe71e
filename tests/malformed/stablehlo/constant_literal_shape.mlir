module @m {
  func.func @main() -> tensor<1x2xi32> {
    %c = arith.constant dense<[1, 2]> : tensor<1x2xi32>
    return %c : tensor<1x2xi32>
  }
}
