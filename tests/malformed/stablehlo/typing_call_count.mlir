func.func @f(%x: tensor<2xf32>) -> tensor<2xf32> {
  return %x : tensor<2xf32>
}
func.func @main(%a0: tensor<2xf32>) -> tensor<2xf32> {
  %0 = func.call @f(%a0, %a0) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
