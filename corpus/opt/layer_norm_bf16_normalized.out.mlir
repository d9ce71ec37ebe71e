module @jit_layer_norm_bf16_normalized {
  func.func public @main(%arg0: tensor<4x128xbf16>, %arg1: tensor<128xbf16>, %arg2: tensor<128xbf16>) -> (tensor<4x128xbf16>) {
    %47 = stablehlo.composite "recompose.layer_norm" %arg0, %arg1, %arg2 {composite_attributes = {cols = 128 : i64, eps = 1.00135803e-05 : f32, scale = 1 : i64, bias = 1 : i64}, decomposition = @recompose.layer_norm.0} : (tensor<4x128xbf16>, tensor<128xbf16>, tensor<128xbf16>) -> tensor<4x128xbf16>
    return %47 : tensor<4x128xbf16>
  }
  func.func private @recompose.layer_norm.0(%arg0: tensor<4x128xbf16>, %arg1: tensor<128xbf16>, %arg2: tensor<128xbf16>) -> tensor<4x128xbf16> {
    %1 = stablehlo.convert %arg0 : (tensor<4x128xbf16>) -> tensor<4x128xf32>
    %2 = stablehlo.convert %arg1 : (tensor<128xbf16>) -> tensor<128xf32>
    %3 = stablehlo.convert %arg2 : (tensor<128xbf16>) -> tensor<128xf32>
    %4 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%1 init: %4) applies stablehlo.add across dimensions = [1] : (tensor<4x128xf32>, tensor<f32>) -> tensor<4xf32>
    %6 = stablehlo.convert %5 : (tensor<4xf32>) -> tensor<4xbf16>
    %7 = stablehlo.convert %6 : (tensor<4xbf16>) -> tensor<4xf32>
    %8 = stablehlo.constant dense<7.81250000e-03> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %10 = stablehlo.multiply %7, %9 : tensor<4xf32>
    %11 = stablehlo.convert %10 : (tensor<4xf32>) -> tensor<4xbf16>
    %12 = stablehlo.convert %11 : (tensor<4xbf16>) -> tensor<4xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0] : (tensor<4xf32>) -> tensor<4x128xf32>
    %14 = stablehlo.subtract %1, %13 : tensor<4x128xf32>
    %15 = stablehlo.convert %14 : (tensor<4x128xf32>) -> tensor<4x128xbf16>
    %16 = stablehlo.convert %15 : (tensor<4x128xbf16>) -> tensor<4x128xf32>
    %17 = stablehlo.multiply %16, %16 : tensor<4x128xf32>
    %18 = stablehlo.convert %17 : (tensor<4x128xf32>) -> tensor<4x128xbf16>
    %19 = stablehlo.convert %18 : (tensor<4x128xbf16>) -> tensor<4x128xf32>
    %20 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %21 = stablehlo.reduce(%19 init: %20) applies stablehlo.add across dimensions = [1] : (tensor<4x128xf32>, tensor<f32>) -> tensor<4xf32>
    %22 = stablehlo.convert %21 : (tensor<4xf32>) -> tensor<4xbf16>
    %23 = stablehlo.convert %22 : (tensor<4xbf16>) -> tensor<4xf32>
    %24 = stablehlo.constant dense<7.81250000e-03> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %26 = stablehlo.multiply %23, %25 : tensor<4xf32>
    %27 = stablehlo.convert %26 : (tensor<4xf32>) -> tensor<4xbf16>
    %28 = stablehlo.convert %27 : (tensor<4xbf16>) -> tensor<4xf32>
    %29 = stablehlo.constant dense<1.00135803e-05> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %31 = stablehlo.add %28, %30 : tensor<4xf32>
    %32 = stablehlo.convert %31 : (tensor<4xf32>) -> tensor<4xbf16>
    %33 = stablehlo.convert %32 : (tensor<4xbf16>) -> tensor<4xf32>
    %34 = stablehlo.rsqrt %33 : tensor<4xf32>
    %35 = stablehlo.convert %34 : (tensor<4xf32>) -> tensor<4xbf16>
    %36 = stablehlo.convert %35 : (tensor<4xbf16>) -> tensor<4xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0] : (tensor<4xf32>) -> tensor<4x128xf32>
    %38 = stablehlo.multiply %16, %37 : tensor<4x128xf32>
    %39 = stablehlo.convert %38 : (tensor<4x128xf32>) -> tensor<4x128xbf16>
    %40 = stablehlo.convert %39 : (tensor<4x128xbf16>) -> tensor<4x128xf32>
    %41 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<128xf32>) -> tensor<4x128xf32>
    %42 = stablehlo.multiply %40, %41 : tensor<4x128xf32>
    %43 = stablehlo.convert %42 : (tensor<4x128xf32>) -> tensor<4x128xbf16>
    %44 = stablehlo.convert %43 : (tensor<4x128xbf16>) -> tensor<4x128xf32>
    %45 = stablehlo.broadcast_in_dim %3, dims = [1] : (tensor<128xf32>) -> tensor<4x128xf32>
    %46 = stablehlo.add %44, %45 : tensor<4x128xf32>
    %47 = stablehlo.convert %46 : (tensor<4x128xf32>) -> tensor<4x128xbf16>
    return %47 : tensor<4x128xbf16>
  }
}
