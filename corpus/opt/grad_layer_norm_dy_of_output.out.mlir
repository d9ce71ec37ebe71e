module @jit_grad_layer_norm_dy_of_output {
  func.func public @main(%arg0: tensor<4x256xf32>, %arg1: tensor<256xf32>, %arg2: tensor<256xf32>) -> (tensor<4x256xf32>, tensor<4x256xf32>, tensor<256xf32>, tensor<256xf32>) {
    %23 = stablehlo.composite "recompose.layer_norm" %arg0, %arg1, %arg2 {composite_attributes = {cols = 256 : i64, eps = 9.99999975e-06 : f32, scale = 1 : i64, bias = 1 : i64}, decomposition = @recompose.layer_norm.0} : (tensor<4x256xf32>, tensor<256xf32>, tensor<256xf32>) -> tensor<4x256xf32>
    %24 = stablehlo.constant dense<2.00000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %26 = stablehlo.multiply %23, %25 : tensor<4x256xf32>
    %27 = stablehlo.constant dense<9.76562500e-04> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %29 = stablehlo.multiply %26, %28 : tensor<4x256xf32>
    %62 = stablehlo.composite "recompose.layer_norm_grad" %arg0, %29, %arg1 {composite_attributes = {cols = 256 : i64, eps = 9.99999975e-06 : f32, scale = 1 : i64}, decomposition = @recompose.layer_norm_grad.0} : (tensor<4x256xf32>, tensor<4x256xf32>, tensor<256xf32>) -> tensor<4x256xf32>
    %65 = stablehlo.composite "recompose.layer_norm_grad_scale" %arg0, %29 {composite_attributes = {cols = 256 : i64, eps = 9.99999975e-06 : f32}, decomposition = @recompose.layer_norm_grad_scale.0} : (tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<256xf32>
    %66 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %67 = stablehlo.reduce(%29 init: %66) applies stablehlo.add across dimensions = [0] : (tensor<4x256xf32>, tensor<f32>) -> tensor<256xf32>
    return %23, %62, %65, %67 : tensor<4x256xf32>, tensor<4x256xf32>, tensor<256xf32>, tensor<256xf32>
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
    %63 = stablehlo.multiply %arg1, %21 : tensor<4x256xf32>
    %64 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %65 = stablehlo.reduce(%63 init: %64) applies stablehlo.add across dimensions = [0] : (tensor<4x256xf32>, tensor<f32>) -> tensor<256xf32>
    return %65 : tensor<256xf32>
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
    %30 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<256xf32>) -> tensor<4x256xf32>
    %31 = stablehlo.multiply %arg1, %30 : tensor<4x256xf32>
    %32 = stablehlo.broadcast_in_dim %17, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %33 = stablehlo.multiply %31, %32 : tensor<4x256xf32>
    %34 = stablehlo.multiply %7, %31 : tensor<4x256xf32>
    %35 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %36 = stablehlo.reduce(%34 init: %35) applies stablehlo.add across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %37 = stablehlo.divide %17, %16 : tensor<4xf32>
    %38 = stablehlo.constant dense<-5.00000000e-01> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %40 = stablehlo.multiply %37, %39 : tensor<4xf32>
    %41 = stablehlo.multiply %36, %40 : tensor<4xf32>
    %42 = stablehlo.constant dense<2.56000000e+02> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %44 = stablehlo.divide %41, %43 : tensor<4xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %46 = stablehlo.constant dense<2.00000000e+00> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %48 = stablehlo.multiply %7, %47 : tensor<4x256xf32>
    %49 = stablehlo.multiply %45, %48 : tensor<4x256xf32>
    %50 = stablehlo.add %33, %49 : tensor<4x256xf32>
    %51 = stablehlo.negate %33 : tensor<4x256xf32>
    %52 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %53 = stablehlo.reduce(%51 init: %52) applies stablehlo.add across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %54 = stablehlo.negate %49 : tensor<4x256xf32>
    %55 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %56 = stablehlo.reduce(%54 init: %55) applies stablehlo.add across dimensions = [1] : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
    %57 = stablehlo.add %53, %56 : tensor<4xf32>
    %58 = stablehlo.constant dense<2.56000000e+02> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %60 = stablehlo.divide %57, %59 : tensor<4xf32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [0] : (tensor<4xf32>) -> tensor<4x256xf32>
    %62 = stablehlo.add %50, %61 : tensor<4x256xf32>
    return %62 : tensor<4x256xf32>
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
