func.func @main(%arg0: tensor<f32>) -> tensor<f32> {
  %0 = stablehlo.negate %arg0 : tensor<f32>
  return %0 : tensor<f32>
}
func.func @branchy(%arg0: tensor<f32>) -> tensor<f32> {
  cf.br ^bb1
^bb1:
  return %arg0 : tensor<f32>
