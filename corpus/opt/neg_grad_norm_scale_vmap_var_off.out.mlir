module @jit_neg_grad_norm_scale_vmap_var_off {
  func.func public @main(%arg0: tensor<3x8x160xf32>, %arg1: tensor<3x8x160xf32>, %arg2: tensor<160xf32>) -> (tensor<3x8x160xf32>, tensor<3x160xf32>) {
    %1 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%arg0 init: %1) applies stablehlo.add across dimensions = [2] : (tensor<3x8x160xf32>, tensor<f32>) -> tensor<3x8xf32>
    %3 = stablehlo.constant dense<6.25000000e-03> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<3x8xf32>
    %5 = stablehlo.multiply %2, %4 : tensor<3x8xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<3x8xf32>) -> tensor<3x8x160xf32>
    %7 = stablehlo.subtract %arg0, %6 : tensor<3x8x160xf32>
    %8 = stablehlo.multiply %7, %7 : tensor<3x8x160xf32>
    %9 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%8 init: %9) applies stablehlo.add across dimensions = [2] : (tensor<3x8x160xf32>, tensor<f32>) -> tensor<3x8xf32>
    %11 = stablehlo.constant dense<7.81250000e-03> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<f32>) -> tensor<3x8xf32>
    %13 = stablehlo.multiply %10, %12 : tensor<3x8xf32>
    %14 = stablehlo.constant dense<1.00000000e-05> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<f32>) -> tensor<3x8xf32>
    %16 = stablehlo.add %13, %15 : tensor<3x8xf32>
    %17 = stablehlo.rsqrt %16 : tensor<3x8xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1] : (tensor<3x8xf32>) -> tensor<3x8x160xf32>
    %19 = stablehlo.multiply %7, %18 : tensor<3x8x160xf32>
    %20 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<160xf32>) -> tensor<3x8x160xf32>
    %21 = stablehlo.multiply %19, %20 : tensor<3x8x160xf32>
    %22 = stablehlo.multiply %arg1, %19 : tensor<3x8x160xf32>
    %23 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %24 = stablehlo.reduce(%22 init: %23) applies stablehlo.add across dimensions = [1] : (tensor<3x8x160xf32>, tensor<f32>) -> tensor<3x160xf32>
    return %21, %24 : tensor<3x8x160xf32>, tensor<3x160xf32>
  }
}
