module @jit_neg_layer_norm_stacked_pair_acc32_f16_slices_swapped {
  func.func public @main(%arg0: tensor<2x4x3x2x6xf16>) -> (tensor<2x4x3x2x6xf16>) {
    %0 = stablehlo.reshape %arg0 : (tensor<2x4x3x2x6xf16>) -> tensor<1x2x4x3x2x6xf16>
    %1 = stablehlo.multiply %arg0, %arg0 : tensor<2x4x3x2x6xf16>
    %2 = stablehlo.reshape %1 : (tensor<2x4x3x2x6xf16>) -> tensor<1x2x4x3x2x6xf16>
    %3 = stablehlo.concatenate %0, %2, dim = 0 : (tensor<1x2x4x3x2x6xf16>, tensor<1x2x4x3x2x6xf16>) -> tensor<2x2x4x3x2x6xf16>
    %4 = stablehlo.convert %3 : (tensor<2x2x4x3x2x6xf16>) -> tensor<2x2x4x3x2x6xf32>
    %5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%4 init: %5) applies stablehlo.add across dimensions = [1, 3, 5] : (tensor<2x2x4x3x2x6xf32>, tensor<f32>) -> tensor<2x4x2xf32>
    %7 = stablehlo.convert %6 : (tensor<2x4x2xf32>) -> tensor<2x4x2xf16>
    %8 = stablehlo.slice %7 [1:2, 0:4, 0:2] : (tensor<2x4x2xf16>) -> tensor<1x4x2xf16>
    %9 = stablehlo.reshape %8 : (tensor<1x4x2xf16>) -> tensor<4x2xf16>
    %10 = stablehlo.constant dense<2.777100e-02> : tensor<f16>
    %11 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f16>) -> tensor<4x2xf16>
    %12 = stablehlo.multiply %9, %11 : tensor<4x2xf16>
    %13 = stablehlo.reshape %12 : (tensor<4x2xf16>) -> tensor<1x4x1x2x1xf16>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2, 3, 4] : (tensor<1x4x1x2x1xf16>) -> tensor<2x4x3x2x6xf16>
    %15 = stablehlo.subtract %arg0, %14 : tensor<2x4x3x2x6xf16>
    %16 = stablehlo.reshape %arg0 : (tensor<2x4x3x2x6xf16>) -> tensor<1x2x4x3x2x6xf16>
    %17 = stablehlo.multiply %arg0, %arg0 : tensor<2x4x3x2x6xf16>
    %18 = stablehlo.reshape %17 : (tensor<2x4x3x2x6xf16>) -> tensor<1x2x4x3x2x6xf16>
    %19 = stablehlo.concatenate %16, %18, dim = 0 : (tensor<1x2x4x3x2x6xf16>, tensor<1x2x4x3x2x6xf16>) -> tensor<2x2x4x3x2x6xf16>
    %20 = stablehlo.convert %19 : (tensor<2x2x4x3x2x6xf16>) -> tensor<2x2x4x3x2x6xf32>
    %21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.reduce(%20 init: %21) applies stablehlo.add across dimensions = [1, 3, 5] : (tensor<2x2x4x3x2x6xf32>, tensor<f32>) -> tensor<2x4x2xf32>
    %23 = stablehlo.convert %22 : (tensor<2x4x2xf32>) -> tensor<2x4x2xf16>
    %24 = stablehlo.slice %23 [0:1, 0:4, 0:2] : (tensor<2x4x2xf16>) -> tensor<1x4x2xf16>
    %25 = stablehlo.reshape %24 : (tensor<1x4x2xf16>) -> tensor<4x2xf16>
    %26 = stablehlo.constant dense<2.777100e-02> : tensor<f16>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<f16>) -> tensor<4x2xf16>
    %28 = stablehlo.multiply %25, %27 : tensor<4x2xf16>
    %29 = stablehlo.reshape %28 : (tensor<4x2xf16>) -> tensor<1x4x1x2x1xf16>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 2, 3, 4] : (tensor<1x4x1x2x1xf16>) -> tensor<2x4x3x2x6xf16>
    %31 = stablehlo.reshape %arg0 : (tensor<2x4x3x2x6xf16>) -> tensor<1x2x4x3x2x6xf16>
    %32 = stablehlo.multiply %arg0, %arg0 : tensor<2x4x3x2x6xf16>
    %33 = stablehlo.reshape %32 : (tensor<2x4x3x2x6xf16>) -> tensor<1x2x4x3x2x6xf16>
    %34 = stablehlo.concatenate %31, %33, dim = 0 : (tensor<1x2x4x3x2x6xf16>, tensor<1x2x4x3x2x6xf16>) -> tensor<2x2x4x3x2x6xf16>
    %35 = stablehlo.convert %34 : (tensor<2x2x4x3x2x6xf16>) -> tensor<2x2x4x3x2x6xf32>
    %36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %37 = stablehlo.reduce(%35 init: %36) applies stablehlo.add across dimensions = [1, 3, 5] : (tensor<2x2x4x3x2x6xf32>, tensor<f32>) -> tensor<2x4x2xf32>
    %38 = stablehlo.convert %37 : (tensor<2x4x2xf32>) -> tensor<2x4x2xf16>
    %39 = stablehlo.slice %38 [1:2, 0:4, 0:2] : (tensor<2x4x2xf16>) -> tensor<1x4x2xf16>
    %40 = stablehlo.reshape %39 : (tensor<1x4x2xf16>) -> tensor<4x2xf16>
    %41 = stablehlo.constant dense<2.777100e-02> : tensor<f16>
    %42 = stablehlo.broadcast_in_dim %41, dims = [] : (tensor<f16>) -> tensor<4x2xf16>
    %43 = stablehlo.multiply %40, %42 : tensor<4x2xf16>
    %44 = stablehlo.reshape %43 : (tensor<4x2xf16>) -> tensor<1x4x1x2x1xf16>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2, 3, 4] : (tensor<1x4x1x2x1xf16>) -> tensor<2x4x3x2x6xf16>
    %46 = stablehlo.reshape %arg0 : (tensor<2x4x3x2x6xf16>) -> tensor<1x2x4x3x2x6xf16>
    %47 = stablehlo.multiply %arg0, %arg0 : tensor<2x4x3x2x6xf16>
    %48 = stablehlo.reshape %47 : (tensor<2x4x3x2x6xf16>) -> tensor<1x2x4x3x2x6xf16>
    %49 = stablehlo.concatenate %46, %48, dim = 0 : (tensor<1x2x4x3x2x6xf16>, tensor<1x2x4x3x2x6xf16>) -> tensor<2x2x4x3x2x6xf16>
    %50 = stablehlo.convert %49 : (tensor<2x2x4x3x2x6xf16>) -> tensor<2x2x4x3x2x6xf32>
    %51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %52 = stablehlo.reduce(%50 init: %51) applies stablehlo.add across dimensions = [1, 3, 5] : (tensor<2x2x4x3x2x6xf32>, tensor<f32>) -> tensor<2x4x2xf32>
    %53 = stablehlo.convert %52 : (tensor<2x4x2xf32>) -> tensor<2x4x2xf16>
    %54 = stablehlo.slice %53 [1:2, 0:4, 0:2] : (tensor<2x4x2xf16>) -> tensor<1x4x2xf16>
    %55 = stablehlo.reshape %54 : (tensor<1x4x2xf16>) -> tensor<4x2xf16>
    %56 = stablehlo.constant dense<2.777100e-02> : tensor<f16>
    %57 = stablehlo.broadcast_in_dim %56, dims = [] : (tensor<f16>) -> tensor<4x2xf16>
    %58 = stablehlo.multiply %55, %57 : tensor<4x2xf16>
    %59 = stablehlo.reshape %58 : (tensor<4x2xf16>) -> tensor<1x4x1x2x1xf16>
    %60 = stablehlo.broadcast_in_dim %59, dims = [0, 1, 2, 3, 4] : (tensor<1x4x1x2x1xf16>) -> tensor<2x4x3x2x6xf16>
    %61 = stablehlo.multiply %45, %60 : tensor<2x4x3x2x6xf16>
    %62 = stablehlo.subtract %30, %61 : tensor<2x4x3x2x6xf16>
    %63 = stablehlo.constant dense<1.001358e-05> : tensor<f16>
    %64 = stablehlo.broadcast_in_dim %63, dims = [] : (tensor<f16>) -> tensor<2x4x3x2x6xf16>
    %65 = stablehlo.add %62, %64 : tensor<2x4x3x2x6xf16>
    %66 = stablehlo.rsqrt %65 : tensor<2x4x3x2x6xf16>
    %67 = stablehlo.multiply %15, %66 : tensor<2x4x3x2x6xf16>
    return %67 : tensor<2x4x3x2x6xf16>
  }
}
