module @jit_grad_layer_norm_mean_sign_off_inner_rms {
  func.func public @main(%arg0: tensor<4x256xf32>, %arg1: tensor<4x256xf32>, %arg2: tensor<256xf32>) -> (tensor<4x256xf32>) {
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
    %20 = stablehlo.broadcast_in_dim %19, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %21 = stablehlo.multiply %2, %20 : tensor<4x256xf32>
    %22 = stablehlo.multiply %9, %2 : tensor<4x256xf32>
    %23 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %24 = stablehlo.reduce(%22 init: %23) applies stablehlo.add across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %25 = stablehlo.divide %19, %18 : tensor<4xf32>
    %26 = stablehlo.constant dense<-5.00000000e-01> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %28 = stablehlo.multiply %25, %27 : tensor<4xf32>
    %29 = stablehlo.multiply %24, %28 : tensor<4xf32>
    %30 = stablehlo.constant dense<2.56000000e+02> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %32 = stablehlo.divide %29, %31 : tensor<4xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %34 = stablehlo.constant dense<2.00000000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %36 = stablehlo.multiply %9, %35 : tensor<4x256xf32>
    %37 = stablehlo.multiply %33, %36 : tensor<4x256xf32>
    %38 = stablehlo.composite "recompose.rms_norm_grad" %9, %arg1, %arg2 {composite_attributes = {cols = 256 : i64, eps = 9.99999975e-06 : f32, scale = 1 : i64}, decomposition = @recompose.rms_norm_grad.0} : (tensor<4x256xf32>, tensor<4x256xf32>, tensor<256xf32>) -> tensor<4x256xf32>
    %39 = stablehlo.negate %21 : tensor<4x256xf32>
    %40 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %41 = stablehlo.reduce(%39 init: %40) applies stablehlo.add across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %42 = stablehlo.negate %37 : tensor<4x256xf32>
    %43 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %44 = stablehlo.reduce(%42 init: %43) applies stablehlo.add across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %45 = stablehlo.add %41, %44 : tensor<4xf32>
    %46 = stablehlo.constant dense<2.56000000e+02> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %48 = stablehlo.divide %45, %47 : tensor<4xf32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %50 = stablehlo.subtract %38, %49 : tensor<4x256xf32>
    return %50 : tensor<4x256xf32>
  }
  func.func private @recompose.rms_norm_grad.0(%arg0: tensor<4x256xf32>, %arg1: tensor<4x256xf32>, %arg2: tensor<256xf32>) -> tensor<4x256xf32> {
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<256xf32>) -> tensor<4x256xf32>
    %2 = stablehlo.multiply %arg1, %1 : tensor<4x256xf32>
    %10 = stablehlo.multiply %arg0, %arg0 : tensor<4x256xf32>
    %11 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %12 = stablehlo.reduce(%10 init: %11) applies stablehlo.add across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %13 = stablehlo.constant dense<3.90625000e-03> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %15 = stablehlo.multiply %12, %14 : tensor<4xf32>
    %16 = stablehlo.constant dense<1.00000000e-05> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %18 = stablehlo.add %15, %17 : tensor<4xf32>
    %19 = stablehlo.rsqrt %18 : tensor<4xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %21 = stablehlo.multiply %2, %20 : tensor<4x256xf32>
    %22 = stablehlo.multiply %arg0, %2 : tensor<4x256xf32>
    %23 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %24 = stablehlo.reduce(%22 init: %23) applies stablehlo.add across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %25 = stablehlo.divide %19, %18 : tensor<4xf32>
    %26 = stablehlo.constant dense<-5.00000000e-01> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %28 = stablehlo.multiply %25, %27 : tensor<4xf32>
    %29 = stablehlo.multiply %24, %28 : tensor<4xf32>
    %30 = stablehlo.constant dense<2.56000000e+02> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %32 = stablehlo.divide %29, %31 : tensor<4xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %34 = stablehlo.constant dense<2.00000000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %36 = stablehlo.multiply %arg0, %35 : tensor<4x256xf32>
    %37 = stablehlo.multiply %33, %36 : tensor<4x256xf32>
    %38 = stablehlo.add %21, %37 : tensor<4x256xf32>
    return %38 : tensor<4x256xf32>
  }
}
