module {
  func.func @main(%arg0: tensor<f32>) -> tensor<f32> {
    %0 = "test.loop"(%arg0) ({
    ^bb0(%a: tensor<f32>):
      "cf.br"(%a)[^bb1] : (tensor<f32>) -> ()
    ^bb1(%b: tensor<f32>):
      "test.yield"(%b) : (tensor<f32>) -> ())
    }) : (tensor<f32>) -> tensor<f32>
    return %0 : tensor<f32>
  }
}
