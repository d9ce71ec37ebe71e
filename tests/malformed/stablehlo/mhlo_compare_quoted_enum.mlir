func.func @main(%a: tensor<2xf32>) -> tensor<2xi1> {
  %0 = "mhlo.compare"(%a, %a) {comparison_direction = #mhlo<"comparison_direction GE">} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}
