module {
  func.func @main() -> tensor<bf16> {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<bf16>
    return %cst : tensor<bf16>
  }
}
