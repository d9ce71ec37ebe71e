module @jit_neg_grad_softmax_jax_vjp_exp_lse_ce_sum_from_one {
  func.func public @main(%arg0: tensor<4x256xf32>, %arg1: tensor<4x256xf32>) -> (tensor<4x256xf32>, tensor<4x256xf32>) {
    %1 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %3 = stablehlo.reduce(%arg0 init: %2) applies stablehlo.maximum across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<4x256xf32>
    %6 = stablehlo.exponential %5 : tensor<4x256xf32>
    %7 = stablehlo.reduce(%6 init: %1) applies stablehlo.add across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %8 = stablehlo.abs %7 : tensor<4xf32>
    %9 = stablehlo.log %8 : tensor<4xf32>
    %10 = stablehlo.add %9, %3 : tensor<4xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %12 = stablehlo.subtract %arg0, %11 : tensor<4x256xf32>
    %13 = stablehlo.exponential %12 : tensor<4x256xf32>
    %14 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %15 = stablehlo.reduce(%13 init: %14) applies stablehlo.maximum across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %17 = stablehlo.subtract %13, %16 : tensor<4x256xf32>
    %18 = stablehlo.exponential %17 : tensor<4x256xf32>
    %19 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %20 = stablehlo.reduce(%18 init: %19) applies stablehlo.add across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %21 = stablehlo.log %20 : tensor<4xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %23 = stablehlo.subtract %17, %22 : tensor<4x256xf32>
    %24 = stablehlo.constant dense<-2.50000000e-01> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %26 = stablehlo.multiply %arg1, %25 : tensor<4x256xf32>
    %27 = stablehlo.negate %26 : tensor<4x256xf32>
    %28 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %29 = stablehlo.reduce(%27 init: %28) applies stablehlo.add across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %30 = stablehlo.divide %29, %20 : tensor<4xf32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %32 = stablehlo.multiply %31, %18 : tensor<4x256xf32>
    %33 = stablehlo.add %26, %32 : tensor<4x256xf32>
    %34 = stablehlo.multiply %33, %13 : tensor<4x256xf32>
    %35 = stablehlo.negate %34 : tensor<4x256xf32>
    %36 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %37 = stablehlo.reduce(%35 init: %36) applies stablehlo.add across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %38 = stablehlo.divide %37, %8 : tensor<4xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %40 = stablehlo.multiply %39, %6 : tensor<4x256xf32>
    %41 = stablehlo.add %34, %40 : tensor<4x256xf32>
    return %23, %41 : tensor<4x256xf32>, tensor<4x256xf32>
  }
}
