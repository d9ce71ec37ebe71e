func.func @main(%a0: tensor<4x8xf32>, %a1: tensor<f32>) -> tensor<4xf32> {
  %0 = stablehlo.reduce(%a0 init: %a1) across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
   reducer(%x: tensor<1xf32>, %y: tensor<1xf32>) {
    %r = stablehlo.add %x, %y : tensor<1xf32>
    stablehlo.return %r : tensor<1xf32>
  }
  return %0 : tensor<4xf32>
}
