func.func @main(%a: tensor<2xcomplex<bf16>>) -> tensor<2xcomplex<bf16>> {
  %0 = stablehlo.add %a, %a : tensor<2xcomplex<bf16>>
  return %0 : tensor<2xcomplex<bf16>>
}
