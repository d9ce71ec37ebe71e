func.func @main(%a0: tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>> {
  %0 = chlo.erf %a0 : tensor<4xcomplex<f32>> -> tensor<4xcomplex<f32>>
  return %0 : tensor<4xcomplex<f32>>
}
