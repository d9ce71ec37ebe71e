module @m {
  func.func @main(%x: tensor<1x32x64xf32>, %s: tensor<32xf32>) -> tensor<1x32x64xf32> {
    %o, %m, %v = "stablehlo.batch_norm_training"(%x, %s, %s) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x32x64xf32>, tensor<32xf32>, tensor<32xf32>) -> (tensor<1x32x64xf32>, tensor<32xf32>, tensor<32xf16>)
    return %o : tensor<1x32x64xf32>
  }
}
