func.func @main() -> tensor<2xcomplex<f32>> {
  %0 = stablehlo.constant dense<[(1.0, 2.0, 3.0), (1.0, 2.0)]> : tensor<2xcomplex<f32>>
  return %0 : tensor<2xcomplex<f32>>
}
