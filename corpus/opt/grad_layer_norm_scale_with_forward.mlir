module @jit_grad_layer_norm_scale_with_forward {
  func.func public @main(%arg0: tensor<4x256xf32>, %arg1: tensor<4x256xf32>, %arg2: tensor<256xf32>, %arg3: tensor<256xf32>) -> (tensor<4x256xf32>, tensor<4x256xf32>, tensor<256xf32>, tensor<256xf32>) {
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<256xf32>) -> tensor<4x256xf32>
    %2 = stablehlo.multiply %arg1, %1 : tensor<4x256xf32>
    %3 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%arg0 init: %3) applies stablehlo.add across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %5 = stablehlo.constant dense<3.90625000e-03> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %7 = stablehlo.multiply %4, %6 : tensor<4xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %9 = stablehlo.subtract %arg0, %8 : tensor<4x256xf32>
    %10 = stablehlo.multiply %9, %9 : tensor<4x256xf32>
    %11 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %12 = stablehlo.reduce(%10 init: %11) applies stablehlo.add across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %13 = stablehlo.constant dense<3.90625000e-03> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %15 = stablehlo.multiply %12, %14 : tensor<4xf32>
    %16 = stablehlo.constant dense<1.00000000e-05> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %18 = stablehlo.add %15, %17 : tensor<4xf32>
    %19 = stablehlo.rsqrt %18 : tensor<4xf32>
    %20 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<256xf32>) -> tensor<4x256xf32>
    %21 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<256xf32>) -> tensor<4x256xf32>
    %22 = stablehlo.broadcast_in_dim %19, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %23 = stablehlo.multiply %9, %22 : tensor<4x256xf32>
    %24 = stablehlo.multiply %23, %20 : tensor<4x256xf32>
    %25 = stablehlo.add %24, %21 : tensor<4x256xf32>
    %26 = stablehlo.broadcast_in_dim %19, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %27 = stablehlo.multiply %2, %26 : tensor<4x256xf32>
    %28 = stablehlo.multiply %9, %2 : tensor<4x256xf32>
    %29 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %30 = stablehlo.reduce(%28 init: %29) applies stablehlo.add across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %31 = stablehlo.divide %19, %18 : tensor<4xf32>
    %32 = stablehlo.constant dense<-5.00000000e-01> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %34 = stablehlo.multiply %31, %33 : tensor<4xf32>
    %35 = stablehlo.multiply %30, %34 : tensor<4xf32>
    %36 = stablehlo.constant dense<2.56000000e+02> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %38 = stablehlo.divide %35, %37 : tensor<4xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %40 = stablehlo.constant dense<2.00000000e+00> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %42 = stablehlo.multiply %9, %41 : tensor<4x256xf32>
    %43 = stablehlo.multiply %39, %42 : tensor<4x256xf32>
    %44 = stablehlo.add %27, %43 : tensor<4x256xf32>
    %45 = stablehlo.negate %27 : tensor<4x256xf32>
    %46 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %47 = stablehlo.reduce(%45 init: %46) applies stablehlo.add across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %48 = stablehlo.negate %43 : tensor<4x256xf32>
    %49 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %50 = stablehlo.reduce(%48 init: %49) applies stablehlo.add across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %51 = stablehlo.add %47, %50 : tensor<4xf32>
    %52 = stablehlo.constant dense<2.56000000e+02> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %54 = stablehlo.divide %51, %53 : tensor<4xf32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %56 = stablehlo.add %44, %55 : tensor<4x256xf32>
    %57 = stablehlo.multiply %arg1, %23 : tensor<4x256xf32>
    %58 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %59 = stablehlo.reduce(%57 init: %58) applies stablehlo.add across dimensions = [0] : (tensor<4x256xf32>, tensor<f32>) -> tensor<256xf32>
    %60 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %61 = stablehlo.reduce(%arg1 init: %60) applies stablehlo.add across dimensions = [0] : (tensor<4x256xf32>, tensor<f32>) -> tensor<256xf32>
    return %25, %56, %59, %61 : tensor<4x256xf32>, tensor<4x256xf32>, tensor<256xf32>, tensor<256xf32>
  }
}
