module @jit_silu_calls_multi_block_func {
  func.func public @main(%arg0: tensor<4x256xf32>, %arg1: tensor<i1>) -> (tensor<4x256xf32>) {
    %2 = stablehlo.composite "recompose.silu" %arg0 {composite_attributes = {}, decomposition = @recompose.silu.0} : (tensor<4x256xf32>) -> tensor<4x256xf32>
    %call3 = call @pick(%2, %arg1) : (tensor<4x256xf32>, tensor<i1>) -> tensor<4x256xf32>
    return %call3 : tensor<4x256xf32>
  }
  func.func private @pick(%arg0: tensor<4x256xf32>, %arg1: tensor<i1>) -> tensor<4x256xf32> {
    %c = tensor.extract %arg1[] : tensor<i1>
    cf.cond_br %c, ^bb1(%arg0 : tensor<4x256xf32>), ^bb2  // to the SiLU, or negate first
  ^bb1(%x: tensor<4x256xf32>):  // 2 preds: ^bb0, ^bb2
    %0 = stablehlo.logistic %x : tensor<4x256xf32>
    %1 = stablehlo.multiply %x, %0 : tensor<4x256xf32>
    return %1 : tensor<4x256xf32>
  ^bb2:  // pred: ^bb0
    %2 = stablehlo.negate %arg0 : tensor<4x256xf32>
    cf.br ^bb1(%2 : tensor<4x256xf32>)
  }
  func.func private @recompose.silu.0(%arg0: tensor<4x256xf32>) -> tensor<4x256xf32> {
    %1 = stablehlo.logistic %arg0 : tensor<4x256xf32>
    %2 = stablehlo.multiply %arg0, %1 : tensor<4x256xf32>
    return %2 : tensor<4x256xf32>
  }
}
