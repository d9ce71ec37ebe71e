module @jit_neg_grad_rms_norm_scale_eps_arg_twice {
  func.func public @main(%arg0: tensor<4x256xf32>, %arg1: tensor<4x256xf32>, %arg2: tensor<256xf32>, %arg3: tensor<f32>) -> (tensor<4x256xf32>, tensor<256xf32>, tensor<f32>) {
    %1 = stablehlo.multiply %arg0, %arg0 : tensor<4x256xf32>
    %2 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%1 init: %2) applies stablehlo.add across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %4 = stablehlo.constant dense<2.56000000e+02> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %6 = stablehlo.divide %3, %5 : tensor<4xf32>
    %8 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %7 = stablehlo.add %6, %8 : tensor<4xf32>
    %9 = stablehlo.add %7, %8 : tensor<4xf32>
    %10 = stablehlo.rsqrt %9 : tensor<4xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %12 = stablehlo.multiply %arg0, %11 : tensor<4x256xf32>
    %13 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<256xf32>) -> tensor<4x256xf32>
    %14 = stablehlo.multiply %12, %13 : tensor<4x256xf32>
    %15 = stablehlo.multiply %12, %arg1 : tensor<4x256xf32>
    %16 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %17 = stablehlo.reduce(%15 init: %16) applies stablehlo.add across dimensions = [0] : (tensor<4x256xf32>, tensor<f32>) -> tensor<256xf32>
    %27 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<256xf32>) -> tensor<4x256xf32>
    %18 = stablehlo.multiply %arg1, %27 : tensor<4x256xf32>
    %19 = stablehlo.multiply %arg0, %18 : tensor<4x256xf32>
    %20 = stablehlo.reduce(%19 init: %16) applies stablehlo.add across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %21 = stablehlo.divide %10, %9 : tensor<4xf32>
    %22 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %24 = stablehlo.multiply %21, %23 : tensor<4xf32>
    %25 = stablehlo.multiply %20, %24 : tensor<4xf32>
    %26 = stablehlo.reduce(%25 init: %16) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    return %14, %17, %26 : tensor<4x256xf32>, tensor<256xf32>, tensor<f32>
  }
}
