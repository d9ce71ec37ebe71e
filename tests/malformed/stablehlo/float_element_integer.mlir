func.func @main() -> tensor<f32> {
  %0 = stablehlo.constant dense<0> : tensor<f32>
  return %0 : tensor<f32>
}
