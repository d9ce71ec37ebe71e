module @jit_grad_layer_norm_msq_loss {
  func.func public @main(%arg0: tensor<4x256xf32>, %arg1: tensor<256xf32>, %arg2: tensor<256xf32>, %arg3: tensor<4x256xf32>) -> (tensor<4x256xf32>, tensor<4x256xf32>, tensor<256xf32>, tensor<256xf32>) {
    %23 = stablehlo.composite "recompose.layer_norm" %arg0, %arg1, %arg2 {composite_attributes = {cols = 256 : i64, eps = 9.99999975e-06 : f32, scale = 1 : i64, bias = 1 : i64}, decomposition = @recompose.layer_norm.0} : (tensor<4x256xf32>, tensor<256xf32>, tensor<256xf32>) -> tensor<4x256xf32>
    %24 = stablehlo.subtract %23, %arg3 : tensor<4x256xf32>
    %25 = stablehlo.constant dense<2.00000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %27 = stablehlo.multiply %24, %26 : tensor<4x256xf32>
    %28 = stablehlo.constant dense<9.76562500e-04> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %30 = stablehlo.multiply %27, %29 : tensor<4x256xf32>
    %63 = stablehlo.composite "recompose.layer_norm_grad" %arg0, %30, %arg1 {composite_attributes = {cols = 256 : i64, eps = 9.99999975e-06 : f32, scale = 1 : i64}, decomposition = @recompose.layer_norm_grad.0} : (tensor<4x256xf32>, tensor<4x256xf32>, tensor<256xf32>) -> tensor<4x256xf32>
    %66 = stablehlo.composite "recompose.layer_norm_grad_scale" %arg0, %30 {composite_attributes = {cols = 256 : i64, eps = 9.99999975e-06 : f32}, decomposition = @recompose.layer_norm_grad_scale.0} : (tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<256xf32>
    %67 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %68 = stablehlo.reduce(%30 init: %67) applies stablehlo.add across dimensions = [0] : (tensor<4x256xf32>, tensor<f32>) -> tensor<256xf32>
    return %23, %63, %66, %68 : tensor<4x256xf32>, tensor<4x256xf32>, tensor<256xf32>, tensor<256xf32>
  }
  func.func private @recompose.layer_norm_grad_scale.0(%arg0: tensor<4x256xf32>, %arg1: tensor<4x256xf32>) -> tensor<256xf32> {
    %1 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%arg0 init: %1) applies stablehlo.add across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %3 = stablehlo.constant dense<3.90625000e-03> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %5 = stablehlo.multiply %2, %4 : tensor<4xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %7 = stablehlo.subtract %arg0, %6 : tensor<4x256xf32>
    %8 = stablehlo.multiply %7, %7 : tensor<4x256xf32>
    %9 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%8 init: %9) applies stablehlo.add across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %11 = stablehlo.constant dense<3.90625000e-03> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %13 = stablehlo.multiply %10, %12 : tensor<4xf32>
    %14 = stablehlo.constant dense<1.00000000e-05> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %16 = stablehlo.add %13, %15 : tensor<4xf32>
    %17 = stablehlo.rsqrt %16 : tensor<4xf32>
    %20 = stablehlo.broadcast_in_dim %17, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %21 = stablehlo.multiply %7, %20 : tensor<4x256xf32>
    %64 = stablehlo.multiply %arg1, %21 : tensor<4x256xf32>
    %65 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %66 = stablehlo.reduce(%64 init: %65) applies stablehlo.add across dimensions = [0] : (tensor<4x256xf32>, tensor<f32>) -> tensor<256xf32>
    return %66 : tensor<256xf32>
  }
  func.func private @recompose.layer_norm_grad.0(%arg0: tensor<4x256xf32>, %arg1: tensor<4x256xf32>, %arg2: tensor<256xf32>) -> tensor<4x256xf32> {
    %1 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%arg0 init: %1) applies stablehlo.add across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %3 = stablehlo.constant dense<3.90625000e-03> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %5 = stablehlo.multiply %2, %4 : tensor<4xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %7 = stablehlo.subtract %arg0, %6 : tensor<4x256xf32>
    %8 = stablehlo.multiply %7, %7 : tensor<4x256xf32>
    %9 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%8 init: %9) applies stablehlo.add across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %11 = stablehlo.constant dense<3.90625000e-03> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %13 = stablehlo.multiply %10, %12 : tensor<4xf32>
    %14 = stablehlo.constant dense<1.00000000e-05> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %16 = stablehlo.add %13, %15 : tensor<4xf32>
    %17 = stablehlo.rsqrt %16 : tensor<4xf32>
    %31 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<256xf32>) -> tensor<4x256xf32>
    %32 = stablehlo.multiply %arg1, %31 : tensor<4x256xf32>
    %33 = stablehlo.broadcast_in_dim %17, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %34 = stablehlo.multiply %32, %33 : tensor<4x256xf32>
    %35 = stablehlo.multiply %7, %32 : tensor<4x256xf32>
    %36 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %37 = stablehlo.reduce(%35 init: %36) applies stablehlo.add across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %38 = stablehlo.divide %17, %16 : tensor<4xf32>
    %39 = stablehlo.constant dense<-5.00000000e-01> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %41 = stablehlo.multiply %38, %40 : tensor<4xf32>
    %42 = stablehlo.multiply %37, %41 : tensor<4xf32>
    %43 = stablehlo.constant dense<2.56000000e+02> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %45 = stablehlo.divide %42, %44 : tensor<4xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %47 = stablehlo.constant dense<2.00000000e+00> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %49 = stablehlo.multiply %7, %48 : tensor<4x256xf32>
    %50 = stablehlo.multiply %46, %49 : tensor<4x256xf32>
    %51 = stablehlo.add %34, %50 : tensor<4x256xf32>
    %52 = stablehlo.negate %34 : tensor<4x256xf32>
    %53 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %54 = stablehlo.reduce(%52 init: %53) applies stablehlo.add across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %55 = stablehlo.negate %50 : tensor<4x256xf32>
    %56 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %57 = stablehlo.reduce(%55 init: %56) applies stablehlo.add across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %58 = stablehlo.add %54, %57 : tensor<4xf32>
    %59 = stablehlo.constant dense<2.56000000e+02> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %61 = stablehlo.divide %58, %60 : tensor<4xf32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %63 = stablehlo.add %51, %62 : tensor<4x256xf32>
    return %63 : tensor<4x256xf32>
  }
  func.func private @recompose.layer_norm.0(%arg0: tensor<4x256xf32>, %arg1: tensor<256xf32>, %arg2: tensor<256xf32>) -> tensor<4x256xf32> {
    %1 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%arg0 init: %1) applies stablehlo.add across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %3 = stablehlo.constant dense<3.90625000e-03> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %5 = stablehlo.multiply %2, %4 : tensor<4xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %7 = stablehlo.subtract %arg0, %6 : tensor<4x256xf32>
    %8 = stablehlo.multiply %7, %7 : tensor<4x256xf32>
    %9 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%8 init: %9) applies stablehlo.add across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %11 = stablehlo.constant dense<3.90625000e-03> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %13 = stablehlo.multiply %10, %12 : tensor<4xf32>
    %14 = stablehlo.constant dense<1.00000000e-05> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %16 = stablehlo.add %13, %15 : tensor<4xf32>
    %17 = stablehlo.rsqrt %16 : tensor<4xf32>
    %18 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<256xf32>) -> tensor<4x256xf32>
    %19 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<256xf32>) -> tensor<4x256xf32>
    %20 = stablehlo.broadcast_in_dim %17, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %21 = stablehlo.multiply %7, %20 : tensor<4x256xf32>
    %22 = stablehlo.multiply %21, %18 : tensor<4x256xf32>
    %23 = stablehlo.add %22, %19 : tensor<4x256xf32>
    return %23 : tensor<4x256xf32>
  }
}
