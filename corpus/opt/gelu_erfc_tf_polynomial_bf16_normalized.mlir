module @jit_gelu_erfc_tf_polynomial_bf16_normalized {
  func.func public @main(%arg0: tensor<4x256xbf16>) -> (tensor<4x256xbf16>) {
    %1 = stablehlo.convert %arg0 : (tensor<4x256xbf16>) -> tensor<4x256xf32>
    %2 = stablehlo.constant dense<5.00000000e-01> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %4 = stablehlo.multiply %3, %1 : tensor<4x256xf32>
    %5 = stablehlo.convert %4 : (tensor<4x256xf32>) -> tensor<4x256xbf16>
    %6 = stablehlo.convert %5 : (tensor<4x256xbf16>) -> tensor<4x256xf32>
    %7 = stablehlo.negate %1 : tensor<4x256xf32>
    %8 = stablehlo.convert %7 : (tensor<4x256xf32>) -> tensor<4x256xbf16>
    %9 = stablehlo.convert %8 : (tensor<4x256xbf16>) -> tensor<4x256xf32>
    %10 = stablehlo.constant dense<7.07031250e-01> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %12 = stablehlo.multiply %9, %11 : tensor<4x256xf32>
    %13 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %15 = stablehlo.abs %12 : tensor<4x256xf32>
    %16 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %18 = stablehlo.compare  GT, %15, %17,  FLOAT : (tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<4x256xi1>
    %19 = stablehlo.constant dense<0.00000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %21 = stablehlo.compare  LT, %12, %20,  FLOAT : (tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<4x256xi1>
    %22 = stablehlo.multiply %12, %12 : tensor<4x256xf32>
    %23 = stablehlo.negate %22 : tensor<4x256xf32>
    %24 = stablehlo.exponential %23 : tensor<4x256xf32>
    %25 = stablehlo.divide %14, %22 : tensor<4x256xf32>
    %26 = stablehlo.constant dense<1.72516778e-02> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %28 = stablehlo.multiply %25, %27 : tensor<4x256xf32>
    %29 = stablehlo.constant dense<3.91371638e-01> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %31 = stablehlo.add %28, %30 : tensor<4x256xf32>
    %32 = stablehlo.multiply %31, %25 : tensor<4x256xf32>
    %33 = stablehlo.constant dense<1.00000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %35 = stablehlo.add %32, %34 : tensor<4x256xf32>
    %36 = stablehlo.multiply %35, %25 : tensor<4x256xf32>
    %37 = stablehlo.constant dense<6.21732414e-01> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %39 = stablehlo.add %36, %38 : tensor<4x256xf32>
    %40 = stablehlo.multiply %39, %25 : tensor<4x256xf32>
    %41 = stablehlo.constant dense<9.56628621e-02> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %43 = stablehlo.add %40, %42 : tensor<4x256xf32>
    %44 = stablehlo.constant dense<1.00600000e+01> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %46 = stablehlo.minimum %15, %45 : tensor<4x256xf32>
    %47 = stablehlo.multiply %43, %46 : tensor<4x256xf32>
    %48 = stablehlo.constant dense<1.02081165e-01> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %50 = stablehlo.multiply %25, %49 : tensor<4x256xf32>
    %51 = stablehlo.constant dense<4.29206669e-01> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %53 = stablehlo.add %50, %52 : tensor<4x256xf32>
    %54 = stablehlo.multiply %53, %25 : tensor<4x256xf32>
    %55 = stablehlo.constant dense<3.23790789e-01> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %55, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %57 = stablehlo.add %54, %56 : tensor<4x256xf32>
    %58 = stablehlo.multiply %57, %25 : tensor<4x256xf32>
    %59 = stablehlo.constant dense<5.39719760e-02> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %61 = stablehlo.add %58, %60 : tensor<4x256xf32>
    %62 = stablehlo.divide %61, %47 : tensor<4x256xf32>
    %63 = stablehlo.multiply %24, %62 : tensor<4x256xf32>
    %64 = stablehlo.constant dense<2.00000000e+00> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %66 = stablehlo.subtract %65, %63 : tensor<4x256xf32>
    %67 = stablehlo.select %21, %66, %63 : tensor<4x256xi1>, tensor<4x256xf32>
    %68 = stablehlo.constant dense<5.61802299e-04> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %70 = stablehlo.multiply %22, %69 : tensor<4x256xf32>
    %71 = stablehlo.constant dense<-4.91381669e-03> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %73 = stablehlo.add %70, %72 : tensor<4x256xf32>
    %74 = stablehlo.multiply %73, %22 : tensor<4x256xf32>
    %75 = stablehlo.constant dense<2.67075151e-02> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %77 = stablehlo.add %74, %76 : tensor<4x256xf32>
    %78 = stablehlo.multiply %77, %22 : tensor<4x256xf32>
    %79 = stablehlo.constant dense<-1.12800106e-01> : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %81 = stablehlo.add %78, %80 : tensor<4x256xf32>
    %82 = stablehlo.multiply %81, %22 : tensor<4x256xf32>
    %83 = stablehlo.constant dense<3.76122952e-01> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %85 = stablehlo.add %82, %84 : tensor<4x256xf32>
    %86 = stablehlo.multiply %85, %22 : tensor<4x256xf32>
    %87 = stablehlo.constant dense<-1.12837911e+00> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %87, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %89 = stablehlo.add %86, %88 : tensor<4x256xf32>
    %90 = stablehlo.multiply %12, %89 : tensor<4x256xf32>
    %91 = stablehlo.add %90, %14 : tensor<4x256xf32>
    %92 = stablehlo.select %18, %67, %91 : tensor<4x256xi1>, tensor<4x256xf32>
    %93 = stablehlo.convert %92 : (tensor<4x256xf32>) -> tensor<4x256xbf16>
    %94 = stablehlo.convert %93 : (tensor<4x256xbf16>) -> tensor<4x256xf32>
    %95 = stablehlo.multiply %6, %94 : tensor<4x256xf32>
    %96 = stablehlo.convert %95 : (tensor<4x256xf32>) -> tensor<4x256xbf16>
    return %96 : tensor<4x256xbf16>
  }
}
