module @jit_layer_norm_train_torch_xla_dx_read_twice {
  func.func public @main(%arg0: tensor<2x16x64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64xf32>, %arg3: tensor<2x16x64xf32>, %arg4: tensor<2x16x64xf32>, %arg5: tensor<64x64xf32>) -> (tensor<2x16x64xf32>, tensor<2x16x64xf32>, tensor<32x64xf32>) {
    %1 = stablehlo.reshape %arg0 : (tensor<2x16x64xf32>) -> tensor<1x32x64xf32>
    %2 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %4 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %bn_out6, %bn_mean6, %bn_var6 = "stablehlo.batch_norm_training"(%1, %3, %5) <{epsilon = 1.000000e-05 : f32, feature_index = 1 : i64}> : (tensor<1x32x64xf32>, tensor<32xf32>, tensor<32xf32>) -> (tensor<1x32x64xf32>, tensor<32xf32>, tensor<32xf32>)
    %7 = stablehlo.reshape %bn_out6 : (tensor<1x32x64xf32>) -> tensor<2x16x64xf32>
    %8 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %9 = stablehlo.multiply %7, %8 : tensor<2x16x64xf32>
    %10 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %11 = stablehlo.add %9, %10 : tensor<2x16x64xf32>
    %12 = stablehlo.constant dense<9.99999974E-6> : tensor<32xf32>
    %13 = stablehlo.add %bn_var6, %12 : tensor<32xf32>
    %14 = stablehlo.rsqrt %13 : tensor<32xf32>
    %15 = stablehlo.divide %3, %14 : tensor<32xf32>
    %16 = stablehlo.multiply %15, %15 : tensor<32xf32>
    %17 = stablehlo.subtract %16, %12 : tensor<32xf32>
    %18 = stablehlo.multiply %arg3, %8 : tensor<2x16x64xf32>
    %19 = stablehlo.reshape %18 : (tensor<2x16x64xf32>) -> tensor<1x32x64xf32>
    %grad_operand, %grad_scale, %grad_offset = "stablehlo.batch_norm_grad"(%1, %3, %bn_mean6, %17, %19) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x32x64xf32>) -> (tensor<1x32x64xf32>, tensor<32xf32>, tensor<32xf32>)
    %20 = stablehlo.reshape %grad_operand : (tensor<1x32x64xf32>) -> tensor<2x16x64xf32>
    %21 = stablehlo.reshape %grad_operand : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %22 = stablehlo.add %20, %arg4 : tensor<2x16x64xf32>
    %23 = stablehlo.dot_general %21, %arg5, contracting_dims = [1] x [0] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    return %11, %22, %23 : tensor<2x16x64xf32>, tensor<2x16x64xf32>, tensor<32x64xf32>
  }
}
