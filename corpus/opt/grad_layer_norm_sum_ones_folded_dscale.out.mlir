module @jit_grad_layer_norm_sum_ones_folded_dscale {
  func.func public @main(%arg0: tensor<4x256xf32>, %arg1: tensor<256xf32>, %arg2: tensor<256xf32>) -> (tensor<4x256xf32>, tensor<4x256xf32>, tensor<256xf32>) {
    %24 = stablehlo.composite "recompose.layer_norm" %arg0, %arg1, %arg2 {composite_attributes = {cols = 256 : i64, eps = 9.99999975e-06 : f32, scale = 1 : i64, bias = 1 : i64}, decomposition = @recompose.layer_norm.0} : (tensor<4x256xf32>, tensor<256xf32>, tensor<256xf32>) -> tensor<4x256xf32>
    %v0 = stablehlo.constant dense<1.000000e+00> : tensor<4x256xf32>
    %55 = stablehlo.composite "recompose.layer_norm_grad" %arg0, %v0, %arg1 {composite_attributes = {cols = 256 : i64, eps = 9.99999975e-06 : f32, scale = 1 : i64}, decomposition = @recompose.layer_norm_grad.0} : (tensor<4x256xf32>, tensor<4x256xf32>, tensor<256xf32>) -> tensor<4x256xf32>
    %v1 = stablehlo.constant dense<1.000000e+00> : tensor<4x256xf32>
    %57 = stablehlo.composite "recompose.layer_norm_grad_scale" %arg0, %v1 {composite_attributes = {cols = 256 : i64, eps = 9.99999975e-06 : f32}, decomposition = @recompose.layer_norm_grad_scale.0} : (tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<256xf32>
    return %24, %55, %57 : tensor<4x256xf32>, tensor<4x256xf32>, tensor<256xf32>
  }
  func.func private @recompose.layer_norm_grad_scale.0(%arg0: tensor<4x256xf32>, %arg1: tensor<4x256xf32>) -> tensor<256xf32> {
    %2 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%arg0 init: %2) applies stablehlo.add across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %4 = stablehlo.constant dense<3.90625000e-03> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %6 = stablehlo.multiply %3, %5 : tensor<4xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %8 = stablehlo.subtract %arg0, %7 : tensor<4x256xf32>
    %9 = stablehlo.multiply %8, %8 : tensor<4x256xf32>
    %10 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%9 init: %10) applies stablehlo.add across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %12 = stablehlo.constant dense<3.90625000e-03> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %14 = stablehlo.multiply %11, %13 : tensor<4xf32>
    %15 = stablehlo.constant dense<1.00000000e-05> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %17 = stablehlo.add %14, %16 : tensor<4xf32>
    %18 = stablehlo.rsqrt %17 : tensor<4xf32>
    %21 = stablehlo.broadcast_in_dim %18, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %22 = stablehlo.multiply %8, %21 : tensor<4x256xf32>
    %56 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %57 = stablehlo.reduce(%22 init: %56) applies stablehlo.add across dimensions = [0] : (tensor<4x256xf32>, tensor<f32>) -> tensor<256xf32>
    return %57 : tensor<256xf32>
  }
  func.func private @recompose.layer_norm_grad.0(%arg0: tensor<4x256xf32>, %arg1: tensor<4x256xf32>, %arg2: tensor<256xf32>) -> tensor<4x256xf32> {
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<256xf32>) -> tensor<4x256xf32>
    %2 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%arg0 init: %2) applies stablehlo.add across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %4 = stablehlo.constant dense<3.90625000e-03> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %6 = stablehlo.multiply %3, %5 : tensor<4xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %8 = stablehlo.subtract %arg0, %7 : tensor<4x256xf32>
    %9 = stablehlo.multiply %8, %8 : tensor<4x256xf32>
    %10 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%9 init: %10) applies stablehlo.add across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %12 = stablehlo.constant dense<3.90625000e-03> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %14 = stablehlo.multiply %11, %13 : tensor<4xf32>
    %15 = stablehlo.constant dense<1.00000000e-05> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %17 = stablehlo.add %14, %16 : tensor<4xf32>
    %18 = stablehlo.rsqrt %17 : tensor<4xf32>
    %25 = stablehlo.broadcast_in_dim %18, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %26 = stablehlo.multiply %1, %25 : tensor<4x256xf32>
    %27 = stablehlo.multiply %8, %1 : tensor<4x256xf32>
    %28 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %29 = stablehlo.reduce(%27 init: %28) applies stablehlo.add across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %30 = stablehlo.divide %18, %17 : tensor<4xf32>
    %31 = stablehlo.constant dense<-5.00000000e-01> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %33 = stablehlo.multiply %30, %32 : tensor<4xf32>
    %34 = stablehlo.multiply %29, %33 : tensor<4xf32>
    %35 = stablehlo.constant dense<2.56000000e+02> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %37 = stablehlo.divide %34, %36 : tensor<4xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %39 = stablehlo.constant dense<2.00000000e+00> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %41 = stablehlo.multiply %8, %40 : tensor<4x256xf32>
    %42 = stablehlo.multiply %38, %41 : tensor<4x256xf32>
    %43 = stablehlo.add %26, %42 : tensor<4x256xf32>
    %44 = stablehlo.negate %26 : tensor<4x256xf32>
    %45 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %46 = stablehlo.reduce(%44 init: %45) applies stablehlo.add across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %47 = stablehlo.negate %42 : tensor<4x256xf32>
    %48 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %49 = stablehlo.reduce(%47 init: %48) applies stablehlo.add across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %50 = stablehlo.add %46, %49 : tensor<4xf32>
    %51 = stablehlo.constant dense<2.56000000e+02> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %53 = stablehlo.divide %50, %52 : tensor<4xf32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %55 = stablehlo.add %43, %54 : tensor<4x256xf32>
    return %55 : tensor<4x256xf32>
  }
  func.func private @recompose.layer_norm.0(%arg0: tensor<4x256xf32>, %arg1: tensor<256xf32>, %arg2: tensor<256xf32>) -> tensor<4x256xf32> {
    %2 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%arg0 init: %2) applies stablehlo.add across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %4 = stablehlo.constant dense<3.90625000e-03> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %6 = stablehlo.multiply %3, %5 : tensor<4xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %8 = stablehlo.subtract %arg0, %7 : tensor<4x256xf32>
    %9 = stablehlo.multiply %8, %8 : tensor<4x256xf32>
    %10 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%9 init: %10) applies stablehlo.add across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %12 = stablehlo.constant dense<3.90625000e-03> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %14 = stablehlo.multiply %11, %13 : tensor<4xf32>
    %15 = stablehlo.constant dense<1.00000000e-05> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %17 = stablehlo.add %14, %16 : tensor<4xf32>
    %18 = stablehlo.rsqrt %17 : tensor<4xf32>
    %19 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<256xf32>) -> tensor<4x256xf32>
    %20 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<256xf32>) -> tensor<4x256xf32>
    %21 = stablehlo.broadcast_in_dim %18, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %22 = stablehlo.multiply %8, %21 : tensor<4x256xf32>
    %23 = stablehlo.multiply %22, %19 : tensor<4x256xf32>
    %24 = stablehlo.add %23, %20 : tensor<4x256xf32>
    return %24 : tensor<4x256xf32>
  }
}
