module @jit_grad_layer_norm_dy_pooled {
  func.func public @main(%arg0: tensor<2x16x64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64xf32>, %arg3: tensor<2x64xf32>) -> (tensor<2x16x64xf32>, tensor<2x16x64xf32>, tensor<64xf32>, tensor<64xf32>) {
    %23 = stablehlo.composite "recompose.layer_norm" %arg0, %arg1, %arg2 {composite_attributes = {cols = 64 : i64, eps = 9.99999975e-06 : f32, scale = 1 : i64, bias = 1 : i64}, decomposition = @recompose.layer_norm.0} : (tensor<2x16x64xf32>, tensor<64xf32>, tensor<64xf32>) -> tensor<2x16x64xf32>
    %24 = stablehlo.broadcast_in_dim %arg3, dims = [0, 2] : (tensor<2x64xf32>) -> tensor<2x16x64xf32>
    %25 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %26 = stablehlo.multiply %24, %25 : tensor<2x16x64xf32>
    %57 = stablehlo.composite "recompose.layer_norm_grad" %arg0, %26 {composite_attributes = {cols = 64 : i64, eps = 9.99999975e-06 : f32}, decomposition = @recompose.layer_norm_grad.0} : (tensor<2x16x64xf32>, tensor<2x16x64xf32>) -> tensor<2x16x64xf32>
    %60 = stablehlo.composite "recompose.layer_norm_grad_scale" %arg0, %24 {composite_attributes = {cols = 64 : i64, eps = 9.99999975e-06 : f32}, decomposition = @recompose.layer_norm_grad_scale.0} : (tensor<2x16x64xf32>, tensor<2x16x64xf32>) -> tensor<64xf32>
    %61 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %62 = stablehlo.reduce(%24 init: %61) applies stablehlo.add across dimensions = [0,1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    return %23, %57, %60, %62 : tensor<2x16x64xf32>, tensor<2x16x64xf32>, tensor<64xf32>, tensor<64xf32>
  }
  func.func private @recompose.layer_norm_grad_scale.0(%arg0: tensor<2x16x64xf32>, %arg1: tensor<2x16x64xf32>) -> tensor<64xf32> {
    %1 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%arg0 init: %1) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %3 = stablehlo.constant dense<1.56250000e-02> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %5 = stablehlo.multiply %2, %4 : tensor<2x16xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %7 = stablehlo.subtract %arg0, %6 : tensor<2x16x64xf32>
    %8 = stablehlo.multiply %7, %7 : tensor<2x16x64xf32>
    %9 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%8 init: %9) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %11 = stablehlo.constant dense<1.56250000e-02> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %13 = stablehlo.multiply %10, %12 : tensor<2x16xf32>
    %14 = stablehlo.constant dense<1.00000000e-05> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %16 = stablehlo.add %13, %15 : tensor<2x16xf32>
    %17 = stablehlo.rsqrt %16 : tensor<2x16xf32>
    %20 = stablehlo.broadcast_in_dim %17, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %21 = stablehlo.multiply %7, %20 : tensor<2x16x64xf32>
    %58 = stablehlo.multiply %arg1, %21 : tensor<2x16x64xf32>
    %59 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %60 = stablehlo.reduce(%58 init: %59) applies stablehlo.add across dimensions = [0,1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    return %60 : tensor<64xf32>
  }
  func.func private @recompose.layer_norm_grad.0(%arg0: tensor<2x16x64xf32>, %arg1: tensor<2x16x64xf32>) -> tensor<2x16x64xf32> {
    %1 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%arg0 init: %1) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %3 = stablehlo.constant dense<1.56250000e-02> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %5 = stablehlo.multiply %2, %4 : tensor<2x16xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %7 = stablehlo.subtract %arg0, %6 : tensor<2x16x64xf32>
    %8 = stablehlo.multiply %7, %7 : tensor<2x16x64xf32>
    %9 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%8 init: %9) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %11 = stablehlo.constant dense<1.56250000e-02> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %13 = stablehlo.multiply %10, %12 : tensor<2x16xf32>
    %14 = stablehlo.constant dense<1.00000000e-05> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %16 = stablehlo.add %13, %15 : tensor<2x16xf32>
    %17 = stablehlo.rsqrt %16 : tensor<2x16xf32>
    %27 = stablehlo.broadcast_in_dim %17, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %28 = stablehlo.multiply %arg1, %27 : tensor<2x16x64xf32>
    %29 = stablehlo.multiply %7, %arg1 : tensor<2x16x64xf32>
    %30 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %31 = stablehlo.reduce(%29 init: %30) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %32 = stablehlo.divide %17, %16 : tensor<2x16xf32>
    %33 = stablehlo.constant dense<-5.00000000e-01> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %35 = stablehlo.multiply %32, %34 : tensor<2x16xf32>
    %36 = stablehlo.multiply %31, %35 : tensor<2x16xf32>
    %37 = stablehlo.constant dense<6.40000000e+01> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %39 = stablehlo.divide %36, %38 : tensor<2x16xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %41 = stablehlo.constant dense<2.00000000e+00> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %43 = stablehlo.multiply %7, %42 : tensor<2x16x64xf32>
    %44 = stablehlo.multiply %40, %43 : tensor<2x16x64xf32>
    %45 = stablehlo.add %28, %44 : tensor<2x16x64xf32>
    %46 = stablehlo.negate %28 : tensor<2x16x64xf32>
    %47 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %48 = stablehlo.reduce(%46 init: %47) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %49 = stablehlo.negate %44 : tensor<2x16x64xf32>
    %50 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %51 = stablehlo.reduce(%49 init: %50) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %52 = stablehlo.add %48, %51 : tensor<2x16xf32>
    %53 = stablehlo.constant dense<6.40000000e+01> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %55 = stablehlo.divide %52, %54 : tensor<2x16xf32>
    %56 = stablehlo.broadcast_in_dim %55, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %57 = stablehlo.add %45, %56 : tensor<2x16x64xf32>
    return %57 : tensor<2x16x64xf32>
  }
  func.func private @recompose.layer_norm.0(%arg0: tensor<2x16x64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64xf32>) -> tensor<2x16x64xf32> {
    %1 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%arg0 init: %1) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %3 = stablehlo.constant dense<1.56250000e-02> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %5 = stablehlo.multiply %2, %4 : tensor<2x16xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %7 = stablehlo.subtract %arg0, %6 : tensor<2x16x64xf32>
    %8 = stablehlo.multiply %7, %7 : tensor<2x16x64xf32>
    %9 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%8 init: %9) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %11 = stablehlo.constant dense<1.56250000e-02> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %13 = stablehlo.multiply %10, %12 : tensor<2x16xf32>
    %14 = stablehlo.constant dense<1.00000000e-05> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %16 = stablehlo.add %13, %15 : tensor<2x16xf32>
    %17 = stablehlo.rsqrt %16 : tensor<2x16xf32>
    %18 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %19 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %20 = stablehlo.broadcast_in_dim %17, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %21 = stablehlo.multiply %7, %20 : tensor<2x16x64xf32>
    %22 = stablehlo.multiply %21, %18 : tensor<2x16x64xf32>
    %23 = stablehlo.add %22, %19 : tensor<2x16x64xf32>
    return %23 : tensor<2x16x64xf32>
  }
}
