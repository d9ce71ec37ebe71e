module {
  func.func @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %0 = mhlo.add %arg0, %arg0 : tensor<8xf32>
    return %0 : tensor<4xf32>
  }
}
